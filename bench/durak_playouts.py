"""Random playouts per second of 2-player 36-card podkidnoy Durak, side by side with two
outside engines, in one run on one machine:

- Koloda's ``durak`` (base podkidnoy, 36 cards, 2 players) through
  :func:`koloda.engine.agents.random_playout`: a whole game per playout, deal included.
- PyPI ``durakgame`` (pure Python, 2-player podkidnoy, 36 cards): its own ``Game`` object
  driven step by step exactly as its ``Game.kickoff`` does, by a player that picks a uniformly
  random index among the offered moves. durakgame 1.0.4's ``FinishingMove`` (throwing in after
  the defender takes) hands the thrown-in cards to the defender without taking them from the
  attacker's hand: cards multiply, hands grow and its move generator (every combination of
  throw-ins) blows up. The reference row, ``durakgame``, plays a subclass with that repaired
  (the thrown-in cards leave the attacker's hand first); ``durakgame_published`` plays the
  package as it is, marked so, with its games capped (``--cap`` steps, or hands holding more
  cards than the deck).
- OpenSpiel's ``crazy_eights`` (2 players; C++ engine, ``open_spiel`` wheel) driven from Python:
  ``legal_actions()``, ``random.choice``, ``apply_action``. A different game: the "step loop
  from Python" baseline. Its chance nodes draw uniformly among the cards left, so the
  reference row, ``openspiel``, samples them as ``choice(state.legal_actions())`` (checked
  uniform on the warm-up game); ``openspiel_outcomes`` keeps the costlier loop over
  ``chance_outcomes()`` beside it.

Usage: ``python bench/durak_playouts.py [--games N | --seconds S] [--rounds R] [--seed K]
[--cap N] [--engines koloda,durakgame,durakgame_published,openspiel,openspiel_outcomes]
[--json]``. The engines take turns in every round, A B C in even rounds and C B A in odd.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import Any

import _util

DURAK_RULES = {"base": "podkidnoy", "deck": 36}
PLAYERS = 2
ENGINES = ("koloda", "durakgame", "durakgame_published", "openspiel", "openspiel_outcomes")
MAX_STEPS = 100_000  # Koloda: a game this long would be a bug; counted as capped

# an engine's setup: (play one game (index, tally), info) or (None, info with the reason)
Maker = Callable[[], tuple[Callable[[int, _util.Tally], None] | None, dict[str, Any]]]


# --- Koloda ---------------------------------------------------------------------------------

def koloda_durak(seed: int) -> tuple[Callable[[int, _util.Tally], None] | None, dict[str, Any]]:
    """The Koloda playout function, or None and the reason it is not available."""
    from koloda.engine.agents import random_playout
    from koloda.engine.errors import KolodaError
    from koloda.engine.game import get_game

    try:
        game = get_game("durak")
        rules = game.make_rules(overrides=DURAK_RULES)
        game.check_players(PLAYERS, rules)
    except (KolodaError, TypeError, ValueError) as exc:
        return None, {"available": False, "reason": f"koloda durak not available: {exc}"}

    def one_game(i: int, tally: _util.Tally) -> None:
        state = game.new_state(PLAYERS, rules, seed=seed + i)
        try:
            tally.steps += random_playout(state, random.Random(seed + i),
                                          max_steps=MAX_STEPS)
        except RuntimeError:
            tally.steps += MAX_STEPS
            tally.add("capped")

    info = {"available": True, "engine": "koloda durak", "rules": dict(DURAK_RULES),
            "version": _util.version_of("koloda")}
    return one_game, info


# --- durakgame (PyPI) -------------------------------------------------------------------------

def durakgame_durak(seed: int, cap: int, repaired: bool = True
                    ) -> tuple[Callable[[int, _util.Tally], None] | None, dict[str, Any]]:
    dg = _util.optional_import("durakgame")
    dg_game = _util.optional_import("durakgame.game")
    dg_move = _util.optional_import("durakgame.move")
    if dg is None or dg_game is None or dg_move is None:
        return None, {"available": False,
                      "reason": "durakgame is not installed (pip install durakgame)"}
    base_deck = dg.standardDeck()
    deck_size = len(base_deck)
    game_type = dg_game.Game
    if repaired:
        finishing = dg_move.FinishingMove

        class RepairedGame(dg_game.Game):  # type: ignore[misc, name-defined]
            """durakgame's Game with FinishingMove taking the thrown-in cards from the
            attacker's hand before the defender gets them (1.0.4 copies them)."""

            def process(self, move: Any) -> None:
                if isinstance(move, finishing):
                    for card in move.cards:
                        self.currentPlayer.hand.remove(card)
                super().process(move)
        game_type = RepairedGame

    class RandomPlayer(dg.Player):  # type: ignore[misc, name-defined]
        """Uniformly random index among the moves durakgame offers."""

        def __init__(self, rng: random.Random) -> None:
            super().__init__()
            self.rng = rng

        def nextMove(self, state: Any, options: list[Any]) -> int:
            return self.rng.randrange(len(options))

    def one_game(i: int, tally: _util.Tally) -> None:
        rng = random.Random(seed + i)
        deck = base_deck[:]
        rng.shuffle(deck)
        p1, p2 = RandomPlayer(rng), RandomPlayer(rng)
        g = game_type(deck, p1, p2)
        steps = 0
        # Game.kickoff's loop, plus the two caps.
        while not g.isFinished:
            if steps >= cap:
                tally.add("capped_steps")
                break
            if len(p1.hand) + len(p2.hand) > deck_size:
                tally.add("capped_cards")
                break
            options = g.generateOptions()
            move = options[g.currentPlayer.nextMove(g.state, options)]
            g.updateHistory(move)
            g.process(move)
            steps += 1
        else:
            tally.add("finished")
        tally.steps += steps

    info = {"available": True,
            "engine": ("durakgame (PyPI), 2-player podkidnoy, 36 cards, "
                       + ("FinishingMove repaired" if repaired else "as published (buggy)")),
            "version": _util.version_of("durakgame"), "cap_steps": cap,
            "repaired": repaired}
    return one_game, info


# --- OpenSpiel crazy_eights from Python -------------------------------------------------------

def openspiel_crazy_eights(seed: int, cheap: bool = True
                           ) -> tuple[Callable[[int, _util.Tally], None] | None, dict[str, Any]]:
    pyspiel = _util.optional_import("pyspiel")
    if pyspiel is None:
        return None, {"available": False,
                      "reason": "open_spiel is not installed (pip install open_spiel)"}
    game = pyspiel.load_game("crazy_eights", {"players": PLAYERS})
    if cheap:
        check_uniform_chance(game, random.Random(seed))

        def cheap_game(i: int, tally: _util.Tally) -> None:
            rng = random.Random(seed + i)
            choice = rng.choice
            state = game.new_initial_state()
            steps = chance = 0
            while not state.is_terminal():
                if state.is_chance_node():
                    chance += 1
                else:
                    steps += 1
                state.apply_action(choice(state.legal_actions()))
            tally.steps += steps
            tally.add("chance_steps", chance)
        return cheap_game, {"available": True, "engine": "OpenSpiel crazy_eights (2 players) "
                            "from Python, chance drawn as choice(legal_actions())",
                            "version": _util.version_of("open_spiel"),
                            "params": str(game.get_parameters())}

    def one_game(i: int, tally: _util.Tally) -> None:
        rng = random.Random(seed + i)
        choice = rng.choice
        rand = rng.random
        state = game.new_initial_state()
        steps = chance = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                r = rand()
                action = outcomes[-1][0]
                for a, p in outcomes:
                    r -= p
                    if r < 0:
                        action = a
                        break
                chance += 1
            else:
                action = choice(state.legal_actions())
                steps += 1
            state.apply_action(action)
        tally.steps += steps
        tally.add("chance_steps", chance)

    info = {"available": True, "engine": "OpenSpiel crazy_eights (2 players) from Python, "
            "chance sampled from chance_outcomes()",
            "version": _util.version_of("open_spiel"), "params": str(game.get_parameters())}
    return one_game, info


def check_uniform_chance(game: Any, rng: random.Random) -> None:
    """The cheap sampling is only the same game if every chance node of crazy_eights
    offers its outcomes with equal probabilities: checked along one random game."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            probs = {round(p, 12) for _a, p in outcomes}
            if len(probs) != 1 or [a for a, _p in outcomes] != state.legal_actions():
                raise RuntimeError("crazy_eights has a chance node that is not uniform: "
                                   "the cheap sampling would play another game")
        state.apply_action(rng.choice(state.legal_actions()))


# --- the run ----------------------------------------------------------------------------------

def run_engines(makers: dict[str, Maker], games: int | None, seconds: float | None,
                rounds: int) -> dict[str, dict[str, Any]]:
    """Time every engine; the budget is spent in ``rounds`` slices taken in turn."""
    results: dict[str, dict[str, Any]] = {}
    ready: dict[str, Callable[[int, _util.Tally], None]] = {}
    for name, make in makers.items():
        one_game, info = make()
        results[name] = info
        if one_game is None:
            info["games_per_s"] = None
        else:
            _util.warm_up(one_game)
            ready[name] = one_game
    tallies: dict[str, _util.Tally] = {name: _util.Tally() for name in ready}
    order = list(ready.items())
    for k, (games_k, seconds_k) in enumerate(_util.slices(games, seconds, rounds)):
        for name, one_game in (order if k % 2 == 0 else order[::-1]):  # A B C, C B A
            _util.timed(one_game, games_k, seconds_k, warmup=0, tally=tallies[name])
    for name, tally in tallies.items():
        results[name].update(tally.figures())
    return results


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = _util.parser(__doc__.split("\n\n")[0] if __doc__ else "")
    p.add_argument("--cap", type=int, default=1000,
                   help="durakgame: stop a game after this many steps (default 1000)")
    p.add_argument("--engines", default=",".join(ENGINES),
                   help=f"comma-separated subset of {','.join(ENGINES)} (default all)")
    p.add_argument("--rounds", type=int, default=5,
                   help="spend each engine's budget in this many slices, the engines taking "
                        "turns, so load changes on a shared machine hit all alike (default 5)")
    args = p.parse_args(argv)
    games, seconds = _util.budget_of(args)
    wanted = [e.strip() for e in args.engines.split(",") if e.strip()]
    unknown = sorted(set(wanted) - set(ENGINES))
    if unknown:
        p.error(f"unknown engine(s) {', '.join(unknown)}; known: {', '.join(ENGINES)}")

    makers: dict[str, Maker] = {
        "koloda": lambda: koloda_durak(args.seed),
        "durakgame": lambda: durakgame_durak(args.seed, args.cap),
        "durakgame_published": lambda: durakgame_durak(args.seed, args.cap, repaired=False),
        "openspiel": lambda: openspiel_crazy_eights(args.seed),
        "openspiel_outcomes": lambda: openspiel_crazy_eights(args.seed, cheap=False),
    }
    measured = run_engines({k: v for k, v in makers.items() if k in wanted}, games, seconds,
                           args.rounds)
    results = {name: measured.get(name) or {"available": False, "games_per_s": None,
                                            "reason": "not selected (--engines)"}
               for name in ENGINES}

    def gps(name: str) -> float | None:
        value = results[name].get("games_per_s")
        return float(value) if value is not None else None

    def sps(name: str) -> float | None:
        value = results[name].get("steps_per_s")
        return float(value) if value is not None else None

    def cpu(name: str) -> float | None:
        value = results[name].get("games_per_cpu_s")
        return float(value) if value is not None else None

    report: dict[str, Any] = {
        "benchmark": "durak_playouts",
        "games_per_s": gps("koloda"),
        "ratio_vs_durakgame": _util.ratio(gps("koloda"), gps("durakgame")),
        "ratio_vs_openspiel_py": _util.ratio(gps("koloda"), gps("openspiel")),
        "steps_ratio_vs_durakgame": _util.ratio(sps("koloda"), sps("durakgame")),
        "steps_ratio_vs_openspiel_py": _util.ratio(sps("koloda"), sps("openspiel")),
        "cpu_ratio_vs_durakgame": _util.ratio(cpu("koloda"), cpu("durakgame")),
        "cpu_ratio_vs_openspiel_py": _util.ratio(cpu("koloda"), cpu("openspiel")),
        "cpu_ratio_vs_durakgame_published": _util.ratio(cpu("koloda"), cpu("durakgame_published")),
        "cpu_ratio_vs_openspiel_outcomes": _util.ratio(cpu("koloda"), cpu("openspiel_outcomes")),
        "goal": {"vs_durakgame": 10.0, "vs_openspiel_py": 1.5},
        "engines": results,
        "options": {"games": games, "seconds": seconds, "seed": args.seed, "cap": args.cap,
                    "rounds": args.rounds},
        "machine": _util.machine(),
    }
    _util.emit(report, args.json, text_lines(report))
    return report


def text_lines(report: dict[str, Any]) -> list[str]:
    lines = [f"Durak random playouts, {PLAYERS} players ({report['machine']['cpus']} CPUs, "
             f"Python {report['machine']['python']})"]
    for name, r in report["engines"].items():
        if r.get("games_per_s") is None:
            lines.append(f"  {name:<10} n/a: {r.get('reason', 'not available')}")
            continue
        extra = ""
        if name.startswith("durakgame"):
            extra = (f"; capped {r.get('capped_steps', 0)} at {r['cap_steps']} steps, "
                     f"{r.get('capped_cards', 0)} with more cards than the deck")
        elif r.get("capped"):
            extra = f"; capped {r['capped']}"
        lines.append(f"  {name:<10} {r['games_per_s']:>9.1f} games/s  {r['steps_per_s']:>10.0f} "
                     f"steps/s  {r['steps_per_game']:>7.1f} steps/game  "
                     f"({r['games']} games in {r['seconds']:.2f} s, {r['cpu_seconds']:.2f} s CPU; "
                     f"{r.get('version')}){extra}")

    def show(x: float | None) -> str:
        return "n/a" if x is None else f"{x:.2f}x"

    lines.append(f"  koloda / durakgame (repaired):  {show(report['ratio_vs_durakgame'])} "
                 f"games/s (per CPU second {show(report['cpu_ratio_vs_durakgame'])}; steps/s "
                 f"{show(report['steps_ratio_vs_durakgame'])}); goal >= 10x; against the "
                 f"package as published {show(report['cpu_ratio_vs_durakgame_published'])}")
    lines.append(f"  koloda / openspiel (py, cheap chance):  "
                 f"{show(report['ratio_vs_openspiel_py'])} games/s (per CPU second "
                 f"{show(report['cpu_ratio_vs_openspiel_py'])}; steps/s "
                 f"{show(report['steps_ratio_vs_openspiel_py'])}); goal >= 1.5x; against the "
                 f"chance_outcomes() loop {show(report['cpu_ratio_vs_openspiel_outcomes'])}")
    return lines


if __name__ == "__main__":
    main(sys.argv[1:])
