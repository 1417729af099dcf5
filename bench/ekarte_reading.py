"""How much Экарте's reading of the other's calls tells, and whether its re-deal budget
limits it (issue 22: `hard` at 55% where a seat that sees the other hand reaches 64%).

From decision positions of heuristic games (default rules, seeded) where the other seat has
made a call the reading uses (a stand or refusal, an exchange, a first card without kings),
worlds are drawn as the search draws them (``resample`` from one base, its budget shared by
the decision's worlds) under three budgets of re-deals: none (the worlds keep only what
play showed), the game's own, and a very large one. Per budget:

- ``misfit_worlds``: the share of worlds that still go against a call (the budget ran out);
- ``true_cards``: the mean share of the other's hidden cards that a world places in his
  hand as they really lie (1.0 would be seeing his hand);
- ``exact``: the share of worlds that deal him his very hand.

With ``--posterior`` a fourth row, ``posterior``: the finest reading there can be against
the heuristic, its exact posterior. Each world deals the cards the mover has not seen at
the deal's start anew (his own draws stay where they were), replays the deal, the other's
moves made by the heuristic from that world's hand, and is kept only if every move of his
that the mover saw comes out the same (his discards are face down: only that he discarded).
Kept worlds are draws from the posterior of a uniform deal given all that he did; the
shares are means over the positions (``short``: positions that kept fewer than ``--worlds``
in ``--tries`` deals; ``tries_per_world``: the deals a kept world cost).

    .venv/bin/python bench/ekarte_reading.py --positions 400 --worlds 40 [--posterior] --json
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass
from typing import Any

from _util import machine

BUDGETS = {"none": (0, 0, 0), "game": None, "large": (2000, 2000, 2000)}


@dataclass
class Position:
    state: Any  # the decision's state
    start: Any  # its deal's first state, the cards dealt and trump turned
    moves: list[int]  # the deal's moves from ``start`` to ``state``


def positions(count: int, seed: int) -> list[Position]:
    """Decision states of heuristic games whose mover faces a call the reading uses."""
    from koloda.engine.game import CHANCE, get_game
    from koloda.engine.infoset import decide

    game = get_game("ekarte")
    make = game.agent_factories()["heuristic"]
    rng = random.Random(seed)
    out: list[Position] = []
    deal = seed
    while len(out) < count:
        state = game.new_state(2, game.rules_type.build(), seed=deal)
        deal += 1
        agents = [make(s, rng) for s in range(2)]
        steps = 0
        start, moves = None, []
        while not state.is_terminal() and steps < 2000 and len(out) < count:
            seat = state.current_player()
            if seat == CHANCE:
                state.apply_chance()
                start, moves = state.clone(), []
                continue
            legal = state.legal_actions()
            opp = 1 - seat
            if len(legal) > 1 and not state.need_shuffle and start is not None and (
                    state.called[opp] is not None or state.kept[opp]
                    or (state.started[opp] and not state.no_kings[opp])):
                out.append(Position(state.clone(), start.clone(), list(moves)))
            action = decide(agents[seat], state, seat, legal)
            state.apply(action)
            moves.append(action)
            steps += 1
    return out


def _drawn_by(start: Any, moves: list[int], seat: int) -> set[int]:
    """The places in ``start``'s stock that ``seat`` drew from (it saw those cards)."""
    from koloda.games.ekarte.state import TAKE

    state = start.clone()
    top = 0
    out: set[int] = set()
    for action in moves:
        if action == TAKE:
            k = len(state.pending)
            if state.current_player() == seat:
                out.update(range(top, top + k))
            top += k
        state.apply(action)
    return out


def posterior_world(pos: Position, rng: random.Random, heuristic: Any,
                    seen: set[int] | None = None) -> Any | None:
    """A world of the exact posterior against the heuristic, or None if this deal of the
    unseen cards would have made the other play otherwise than he did (``seen``: the
    mover's draws, ``_drawn_by``, when the caller has worked them out once)."""
    from koloda.engine.infoset import decide
    from koloda.games.ekarte.state import DISCARD, KINGS, PROPOSE, hand_order

    seat = pos.state.current_player()
    opp = 1 - seat
    world = pos.start.clone()
    if seen is None:
        seen = _drawn_by(pos.start, pos.moves, seat)
    places = [i for i in range(len(world.stock)) if i not in seen]
    unseen = ([*world.hands[opp], *(world.stock[i] for i in places),
               *world.hidden_out[opp]])
    rng.shuffle(unseen)
    n = len(world.hands[opp])
    world.hands[opp] = sorted(unseen[:n], key=hand_order)
    for j, i in enumerate(places):
        world.stock[i] = unseen[n + j]
    world.hidden_out[opp] = unseen[n + len(places):]
    for action in pos.moves:
        mover = world.current_player()
        if mover == opp:
            his = decide(heuristic, world, opp, world.legal_actions())
            if DISCARD <= action < PROPOSE:  # face down: only that he discarded
                if not DISCARD <= his < PROPOSE:
                    return None
                action = his
            elif his != action:
                return None
        world.apply(action)
        if (action == KINGS and mover == opp
                and world.announced[opp] != pos.state.announced[opp]):
            return None  # the kings he showed
    return world


def measure_posterior(found: list[Position], worlds: int, seed: int,
                      tries: int) -> dict[str, Any]:
    from koloda.engine.game import get_game

    heuristic = get_game("ekarte").agent_factories()["heuristic"](0, random.Random(seed))
    rng = random.Random(seed)
    share = exact = 0.0
    kept_total = tried_total = short = counted = 0
    for pos in found:
        opp = 1 - pos.state.current_player()
        shown = set(pos.state.announced[opp])
        hidden = {c for c in pos.state.hands[opp] if c not in shown}
        kept = tried = 0
        here = here_exact = 0.0
        seen = _drawn_by(pos.start, pos.moves, 1 - opp)  # the same for every world
        while kept < worlds and tried < tries:
            tried += 1
            w = posterior_world(pos, rng, heuristic, seen)
            if w is None:
                continue
            kept += 1
            got = {c for c in w.hands[opp] if c not in shown}
            here += len(got & hidden) / max(1, len(hidden))
            here_exact += got == hidden
        short += kept < worlds
        kept_total += kept
        tried_total += tried
        if kept:
            counted += 1
            share += here / kept
            exact += here_exact / kept
    return {"true_cards": round(share / max(1, counted), 4),
            "exact": round(exact / max(1, counted), 4),
            "tries_per_world": round(tried_total / max(1, kept_total), 1),
            "short": short}


def measure(found: list[Position], worlds: int, seed: int) -> dict[str, Any]:
    from koloda.games.ekarte import state as S

    game_budget = (S._READING_TRIES, S._READING_START, S._READING_PER_WORLD)
    out: dict[str, Any] = {}
    try:
        for name, budget in BUDGETS.items():
            (S._READING_TRIES, S._READING_START,
             S._READING_PER_WORLD) = budget or game_budget
            rng = random.Random(seed)
            misfit = drawn = exact = 0
            share = 0.0
            for st in (pos.state for pos in found):
                seat = st.current_player()
                opp = 1 - seat
                shown = set(st.announced[opp])
                hidden = {c for c in st.hands[opp] if c not in shown}
                spent = [0, 0]  # a fresh budget for each decision, as ``resample`` keeps
                for _ in range(worlds):
                    w = st._world(seat, rng, spent)
                    got = {c for c in w.hands[opp] if c not in shown}
                    misfit += w._misfits(opp, w.hands[opp]) > 0
                    share += len(got & hidden) / max(1, len(hidden))
                    exact += got == hidden
                    drawn += 1
            out[name] = {"misfit_worlds": round(misfit / drawn, 4),
                         "true_cards": round(share / drawn, 4),
                         "exact": round(exact / drawn, 4)}
    finally:
        S._READING_TRIES, S._READING_START, S._READING_PER_WORLD = game_budget
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--positions", type=int, default=400)
    p.add_argument("--worlds", type=int, default=40, help="worlds a position (40)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--posterior", action="store_true",
                   help="a row for the exact posterior against the heuristic too")
    p.add_argument("--tries", type=int, default=20000,
                   help="deals a position may try for its posterior worlds (20000)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    found = positions(args.positions, args.seed)
    budgets = measure(found, args.worlds, args.seed)
    if args.posterior:
        budgets["posterior"] = measure_posterior(found, args.worlds, args.seed, args.tries)
    result = {"benchmark": "ekarte_reading", "machine": machine(),
              "positions": len(found), "worlds": args.worlds, "budgets": budgets}
    if args.json:
        print(json.dumps(result))
        return
    for name, row in result["budgets"].items():
        print(name, " ".join(f"{k}={v}" for k, v in row.items()))


if __name__ == "__main__":
    main()
