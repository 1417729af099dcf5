"""The ``koloda`` command: play, rules, simulate, replay. Written once for every game."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from typing import Any

from koloda.engine import records
from koloda.engine.agents import Agent, run_agents
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, Game, State, all_games, get_game
from koloda.engine.rules import Rules, parse_assignments


def _rules_from_args(game: Game, args: argparse.Namespace) -> Rules:
    return game.make_rules(preset=args.preset, variants=args.variant or (),
                           overrides=parse_assignments(args.rule or []))


def _players(game: Game, args: argparse.Namespace, rules: Rules) -> int:
    players = args.players if args.players is not None else game.default_players
    game.check_players(players, rules)
    return players


def make_agents(game: Game, players: int, seed: int | None, kind: str | None = None,
                skip: Sequence[int] = ()) -> list[Agent | None]:
    factories = game.agent_factories()
    name = kind or ("heuristic" if "heuristic" in factories else "random")
    if name not in factories:
        raise KolodaError(f"unknown agent '{name}'; agents: {', '.join(factories)}",
                          f"неизвестный игрок «{name}»; есть: {', '.join(factories)}")
    master = random.Random(seed)
    out: list[Agent | None] = []
    for seat in range(players):
        rng = random.Random(master.getrandbits(64))
        out.append(None if seat in skip else factories[name](seat, rng))
    return out


# --- rules ------------------------------------------------------------------------------

def cmd_rules(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    specs = game.rules_type.specs()
    if args.json:
        out: dict[str, Any] = {
            "game": game.key, "title_ru": game.title_ru, "title_en": game.title_en,
            "players": [game.min_players, game.max_players],
            "rules": [s.to_json() for s in specs],
            "presets": {k: dict(v) for k, v in game.presets.items()},
        }
        if game.variants:
            out["variants"] = [{"key": k, "rules": dict(v[0]), "description_en": v[1],
                                "description_ru": v[2]} for k, v in game.variants.items()]
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    ru = args.lang == "ru"
    from rich.console import Console
    from rich.table import Table

    console = Console()
    title = game.title_ru if ru else game.title_en
    table = Table(title=f"{title} ({game.key})")
    for col in (("ключ", "тип", "по умолчанию", "допустимо", "описание") if ru else
                ("key", "type", "default", "allowed", "description")):
        table.add_column(col)
    for s in specs:
        table.add_row(s.key, s.type_name(), str(s.default),
                      s.allowed_ru() if ru else s.allowed_en(), s.ru if ru else s.en)
    console.print(table)
    if game.variants:
        vt = Table(title="варианты (--variant)" if ru else "variants (--variant)")
        vt.add_column("ключ" if ru else "key")
        vt.add_column("описание" if ru else "description")
        for k, v in game.variants.items():
            vt.add_row(k, v[2] if ru else v[1])
        console.print(vt)
    if game.presets:
        console.print(("наборы правил (--preset): " if ru else "presets (--preset): ")
                      + ", ".join(game.presets))
    return 0


# --- replay -----------------------------------------------------------------------------

def cmd_replay(args: argparse.Namespace) -> int:
    data = records.load(args.file)
    state = records.replay(data)
    result = state.result()
    if args.json:
        print(json.dumps({"game": state.game.key, "steps": len(state.history),
                          "result": result}, ensure_ascii=False, indent=1))
        return 0
    from rich.console import Console

    console = Console()
    seat = 0
    console.print(state.game.render(state.observation(seat), args.lang))
    sheet = state.score_sheet(args.lang)
    if sheet:
        console.print(sheet)
    console.print(json.dumps(result, ensure_ascii=False))
    return 0


# --- simulate ---------------------------------------------------------------------------

def cmd_simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    rules = _rules_from_args(game, args)
    players = _players(game, args, rules)
    master = random.Random(args.seed)
    finished = 0
    wins = [0] * players
    deals_total = 0
    counters: dict[str, float] = {}
    show_bar = sys.stdout.isatty() and not args.json
    progress = None
    if show_bar:
        from rich.progress import Progress

        progress = Progress()
        progress.start()
        task = progress.add_task("simulate", total=args.games)
    try:
        for _ in range(args.games):
            seed = master.getrandbits(32)
            state = game.new_state(players, rules, seed)
            agents = make_agents(game, players, seed ^ 0x5EED, args.agent)
            run_agents(state, [a for a in agents if a is not None])
            if state.is_terminal():
                finished += 1
            ret = state.returns()
            best = max(ret)
            for seat, r in enumerate(ret):
                if r == best:
                    wins[seat] += 1
            res = state.result()
            deals_total += int(res.get("deals", 1))
            for k, v in res.get("counters", {}).items():
                counters[k] = counters.get(k, 0) + v
            if progress is not None:
                progress.advance(task)
    finally:
        if progress is not None:
            progress.stop()
    summary: dict[str, Any] = {
        "game": game.key, "players": players, "rules": rules.changed(),
        "games": args.games, "finished": finished,
        "mean_deals": deals_total / args.games if args.games else 0.0,
        "wins": wins, **counters,
    }
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1))
    else:
        ru = args.lang == "ru"
        for k, v in summary.items():
            print(f"{k}: {v}" if not ru else f"{_RU_SUMMARY.get(k, k)}: {v}")
    return 0


_RU_SUMMARY = {"game": "игра", "players": "игроков", "rules": "правила", "games": "партий",
               "finished": "закончено", "mean_deals": "раздач в среднем",
               "wins": "побед по местам"}


# --- play -------------------------------------------------------------------------------

_HELP_RU = """Команды: ход (например «{example}»), номер хода из списка, help — помощь,
hint [что] — подсказка, sheet — запись счёта, save ФАЙЛ — сохранить партию, quit — выход."""
_HELP_EN = """Commands: a move (e.g. '{example}'), or its number in the list, help, hint [what],
sheet (score sheet), save FILE (save the game record), quit."""


def cmd_play(args: argparse.Namespace) -> int:
    from rich.console import Console

    game = get_game(args.game)
    rules = _rules_from_args(game, args)
    players = _players(game, args, rules)
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    state = game.new_state(players, rules, seed)
    human = None if args.watch else 0
    agents = make_agents(game, players, seed ^ 0xB07, args.agent,
                         skip=() if human is None else (human,))
    ru = args.lang == "ru"
    names = [("Вы" if ru else "You") if s == human else
             (f"Игрок {s}" if ru else f"Player {s}") for s in range(players)]
    console = Console(highlight=False)
    console.print(f"[bold]{game.title_ru if ru else game.title_en}[/bold]  seed={seed}")
    quit_requested = False
    while not state.is_terminal() and not quit_requested:
        player = state.current_player()
        if player == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        if player != human:
            agent = agents[player]
            assert agent is not None
            action = agent.act(state.observation(player), legal)
            console.print(f"[cyan]{names[player]}[/cyan]: "
                          f"{state.describe_action(action, args.lang)}")
            state.apply(action)
            continue
        quit_requested = _human_turn(console, state, human, legal, names, args)
    console.print(game.render(state.observation(human if human is not None else 0),
                              args.lang))
    sheet = state.score_sheet(args.lang)
    if sheet:
        console.print(sheet)
    if args.save:
        records.save(state, args.save, names)
        console.print(("Запись сохранена: " if ru else "Record saved: ") + args.save)
    return 0


def _human_turn(console: Any, state: State, seat: int, legal: list[int],
                names: list[str], args: argparse.Namespace) -> bool:
    """Prompt until one legal action is applied; returns True if the player quits."""
    lang = args.lang
    ru = lang == "ru"
    console.print(state.game.render(state.observation(seat), lang))
    menu = "  ".join(f"[bold]{i}[/bold]:{state.describe_action(a, lang)}"
                     for i, a in enumerate(legal, start=1))
    console.print(menu)
    while True:
        try:
            text = input("> ").strip()
        except EOFError:
            return True
        if not text:
            continue
        word, _, rest = text.partition(" ")
        cmd = word.lower()
        if cmd in ("quit", "exit", "выход"):
            return True
        if cmd in ("help", "помощь", "?"):
            example = state.action_to_text(legal[0])
            console.print((_HELP_RU if ru else _HELP_EN).format(example=example))
            console.print(menu)
            continue
        if cmd in ("sheet", "счёт", "счет"):
            console.print(state.score_sheet(lang) or ("нет записи" if ru else "no sheet"))
            continue
        if cmd in ("save", "сохранить"):
            if not rest:
                console.print("Укажите файл: save ФАЙЛ" if ru else "Name a file: save FILE")
                continue
            try:
                records.save(state, rest.strip(), names)
                console.print(("Сохранено: " if ru else "Saved: ") + rest.strip())
            except OSError as err:
                console.print(f"[red]{err}[/red]")
            continue
        try:
            if cmd in ("hint", "подсказка"):
                console.print(state.hint(seat, rest.strip(), lang))
                continue
            try:
                state.play(text)
            except KolodaError:
                if text.isdigit() and 1 <= int(text) <= len(legal):
                    state.apply(legal[int(text) - 1])
                else:
                    raise
            return False
        except KolodaError as err:
            console.print(f"[red]{err.text(lang)}[/red]")


# --- main -------------------------------------------------------------------------------

def _add_game_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", help="game key, e.g. tysyacha, durak, czech, 101")
    p.add_argument("--players", type=int)
    p.add_argument("--preset")
    p.add_argument("--variant", action="append", help="variant key (repeatable)")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE", help="one rule (repeatable)")
    p.add_argument("--seed", type=int)
    p.add_argument("--agent", help="computer player kind: heuristic (default) or random")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="koloda", description="Koloda: Russian card games")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play in the terminal")
    _add_game_options(p)
    p.add_argument("--watch", action="store_true", help="computer players take every seat")
    p.add_argument("--save", metavar="FILE", help="save the record when the game ends")
    p.set_defaults(func=cmd_play)
    r = sub.add_parser("rules", help="list a game's rule keys")
    r.add_argument("game")
    r.add_argument("--json", action="store_true")
    r.add_argument("--lang", choices=("ru", "en"), default="ru")
    r.set_defaults(func=cmd_rules)
    s = sub.add_parser("simulate", help="computer players only, many games")
    _add_game_options(s)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_simulate)
    rp = sub.add_parser("replay", help="replay and check a game record")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true")
    rp.add_argument("--lang", choices=("ru", "en"), default="ru")
    rp.set_defaults(func=cmd_replay)
    sub.add_parser("games", help="list the games").set_defaults(func=cmd_games)
    return parser


def cmd_games(args: argparse.Namespace) -> int:
    for g in all_games():
        print(f"{g.key:10} {g.title_ru} / {g.title_en} ({g.min_players}-{g.max_players})")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.func(args)
        return code
    except KolodaError as err:
        print(err.text(getattr(args, "lang", "ru")), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
