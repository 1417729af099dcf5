"""The ``koloda`` command: play, rules, simulate, replay. Written once for every game."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from typing import Any

from rich.markup import escape

from koloda.engine import records
from koloda.engine.agents import Agent, run_agents
from koloda.engine.errors import KolodaError, UnknownGameError
from koloda.engine.game import Game, all_games, get_game
from koloda.engine.rules import Rules, parse_assignments
from koloda.engine.textnum import parse_int


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
    from rich.console import Console

    from koloda.terminal.rules_view import print_rules, print_text

    try:
        game = get_game(args.game)
    except UnknownGameError as unknown:
        from koloda.games.tellings import get_telling

        try:  # a fortune telling has a rules page too
            telling = get_telling(args.game)
        except UnknownGameError:
            raise unknown from None
        page = telling.rules_text(args.lang)
        if args.json:
            print(json.dumps({"telling": telling.key, "text": page}, ensure_ascii=False,
                             indent=1))
        elif page is not None:
            print_text(page, Console(highlight=False))
        return 0
    if args.json:
        from koloda.engine.schema import game_schema

        print(json.dumps(game_schema(game), ensure_ascii=False, indent=1))
        return 0
    print_rules(game, args.lang, Console(highlight=False))
    return 0


# --- replay -----------------------------------------------------------------------------

def cmd_replay(args: argparse.Namespace) -> int:
    from koloda.engine.names import seat_names

    data = records.load(args.file)
    state = records.replay(data)
    finished = state.is_terminal()
    result = state.result()  # the totals so far too, as the text's sheet shows them
    if args.json:
        print(json.dumps({"game": state.game.key, "steps": len(state.history),
                          "finished": finished, "result": result},
                         ensure_ascii=False, indent=1))
        return 0
    from rich.console import Console

    console = Console(highlight=False)
    seats = data.get("seats") or []
    humans = [s for s, seat in enumerate(seats) if seat.get("kind") == "human"]
    viewer = humans[0] if humans else 0
    names = seat_names(state.players, humans[:1], args.lang)  # no human: "Игрок N" for all
    for s, seat in enumerate(seats):
        if seat.get("name"):
            names[s] = seat["name"]
    # the position as the record's person saw it: an unfinished game shows no one else's
    # cards, and a record with no moves shows the dealt position
    from koloda.terminal.picture_view import draw, draw_sheet

    pic = state.game.view(state.observation(viewer), viewer, [], args.lang, names)
    # who sat where, from the record's seats (records.load checked them)
    who: dict[int, dict[str, object]] = {s: {"name": names[s]} for s in range(state.players)}
    for s, seat in enumerate(seats):
        who[s].update(kind=seat["kind"],
                      level=seat.get("agent") if seat["kind"] == "computer" else None)
    pic = pic.with_seats(who)
    console.print(draw(pic, args.lang, console.width))
    drawn = draw_sheet(pic)
    if drawn is not None:
        console.print(drawn)
    else:
        sheet = state.score_sheet(args.lang, names)
        if sheet:
            console.print(escape(sheet))
    ru = args.lang == "ru"
    steps = len(state.history)
    if not finished:
        console.print(f"Ходов: {steps}. Партия не окончена." if ru else
                      f"Moves: {steps}. The game is not finished.")
        return 0
    ret = state.returns()
    won = ", ".join(names[s] for s, r in enumerate(ret) if r == max(ret))
    console.print(escape(f"Ходов: {steps}. Победа: {won}." if ru else
                         f"Moves: {steps}. Won: {won}."))
    return 0


# --- analyse ----------------------------------------------------------------------------

def cmd_analyse(args: argparse.Namespace) -> int:
    """Replay a record; at each decision of the seat, the hard player's move and value
    beside the move made, mistakes marked by their expected cost (koloda.ai.advice)."""
    from koloda.ai.advice import analyse, render_text

    data = records.load(args.file)
    seat = args.seat - 1 if args.seat is not None else None
    show_bar = sys.stderr.isatty() and not args.json
    progress = None
    bar: Any = None
    if show_bar:
        from rich.progress import Progress

        bar = Progress(transient=True)
        bar.start()
        task = bar.add_task("analyse", total=len(data.get("actions") or []))

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done)
    try:
        result = analyse(data, seat, args.level, args.seed, args.lang, progress)
    finally:
        if bar is not None:
            bar.stop()
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
        return 0
    for line in render_text(result, args.lang):
        print(line)
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

def cmd_play(args: argparse.Namespace) -> int:
    from rich.console import Console

    from koloda.table import Table, TableOptions
    from koloda.table.seats import seats_for
    from koloda.terminal import TerminalSession
    from koloda.terminal.saving import check_save_path

    if args.save:
        check_save_path(args.save)  # now, not after a whole game
    console = Console(highlight=False)
    ru = args.lang == "ru"
    if args.resume:
        table = Table.from_record(records.load(args.resume))
        _check_resume_args(args, table.game.key)
    elif not args.game:
        raise KolodaError("name a game (koloda games lists them) or --resume FILE",
                          "укажите игру (список: koloda games) или --resume ФАЙЛ")
    else:
        game = get_game(args.game)
        rules = _rules_from_args(game, args)
        players = _players(game, args, rules)
        check_deal = getattr(game, "check_deal", None)  # a numbered solitaire's range
        if args.seed is not None and check_deal is not None:
            check_deal(rules, args.seed)
        seed = args.seed if args.seed is not None else random.randrange(1, 1 << 31)
        options = TableOptions(auto_forced=not args.no_auto_forced, undo=not args.no_undo)
        people: tuple[int, ...] = () if args.watch else (0,)
        agent, per_seat = _levels(args.level or [], players, people, args.agent)
        seats = seats_for(players, humans=people, agent=agent, agents=per_seat)
        table = Table(game, players, rules, seats, seed, options)
    delay = args.delay
    if delay is None:  # a pace a person can follow, none when output goes to a pipe
        delay = 0.8 if console.is_terminal and sys.stdin.isatty() else 0.0
    while True:
        game = table.game
        humans = table.humans
        me = humans[0] if humans else None
        alone = game.max_players == 1  # a solitaire: the seed is its deal number
        number = (f"{'раздача' if ru else 'deal'} {table.seed}" if alone
                  else f"seed={table.seed}")
        console.print(f"[bold]{escape(game.title_ru if ru else game.title_en)}[/bold]  "
                      f"{number}")
        if table.log:
            console.print(f"Партия продолжена после хода {len(table.log)}." if ru else
                          f"Game resumed after move {len(table.log)}.")
        session = TerminalSession(table, me, console, args.lang, delay, args.save)
        outcome = session.run()
        if outcome != "over" or me is None or not session.again():
            return 0
        table = Table(game, table.players, table.rules, table.seats,
                      random.randrange(1, 1 << 31), table.options)


def _check_resume_args(args: argparse.Namespace, saved_game: str) -> None:
    """A saved game keeps its own game, rules, seats and options: a flag that would set
    them up anew is refused rather than silently ignored."""
    if args.game and args.game != saved_game:
        raise KolodaError(f"the saved game is '{saved_game}', not '{args.game}'",
                          f"сохранённая партия — «{saved_game}», а не «{args.game}»")
    setup = {"--players": args.players is not None, "--preset": args.preset is not None,
             "--variant": bool(args.variant), "--rule": bool(args.rule),
             "--seed": args.seed is not None, "--agent": args.agent is not None,
             "--level": bool(args.level), "--watch": args.watch,
             "--no-auto-forced": args.no_auto_forced, "--no-undo": args.no_undo}
    given = [flag for flag, used in setup.items() if used]
    if given:
        flags = ", ".join(given)
        raise KolodaError(f"--resume continues the saved game as it was set up; "
                          f"{flags} cannot change it",
                          f"--resume продолжает сохранённую партию как она была задана; "
                          f"{flags} её не меняют")


def _levels(values: Sequence[str], players: int, humans: Sequence[int],
            agent: str | None) -> tuple[str | None, dict[int, str]]:
    """``--level L`` (every computer seat) and ``--level N=L`` (the computer player named
    «Игрок N» / «Player N»): the default kind and the kinds by seat."""
    computers = [s for s in range(players) if s not in humans]
    by_number = {s + 1: s for s in computers}  # «Игрок N» is seat N-1 (engine.names)
    default = agent
    per_seat: dict[int, str] = {}
    for value in values:
        number, eq, level = value.partition("=")
        if not eq:
            default = value.strip()
            continue
        seat = by_number.get(parse_int(number.strip(), 1, players) or 0)
        if seat is None or not level.strip():
            known = ", ".join(str(k) for k in by_number)
            raise KolodaError(f"--level {value}: no computer player {number.strip()} "
                              f"(players: {known})",
                              f"--level {value}: нет компьютерного игрока {number.strip()} "
                              f"(есть: {known})")
        per_seat[seat] = level.strip()
    return default, per_seat


# --- main -------------------------------------------------------------------------------

def _seconds(text: str) -> float:
    value = float(text) if len(text) <= 20 else -1.0
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError("a number of seconds from 0 to 60")
    return value


def _positive(text: str) -> int:
    value = parse_int(text, 1, 999_999_999)
    if value is None:
        raise argparse.ArgumentTypeError("a whole number from 1 to 999999999")
    return value


def _add_game_options(p: argparse.ArgumentParser, resume: bool = False) -> None:
    p.add_argument("game", nargs="?" if resume else None,
                   help="game key, e.g. tysyacha, durak, czech, 101")
    p.add_argument("--players", type=int)
    p.add_argument("--preset")
    p.add_argument("--variant", action="append", help="variant key (repeatable)")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE", help="one rule (repeatable)")
    p.add_argument("--seed", "--deal", dest="seed", type=int,
                   help="the seed; for a solitaire, the deal number")
    p.add_argument("--agent", help="computer player kind: heuristic (default) or random")
    p.add_argument("--lang", choices=("ru", "en"), default="ru")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="koloda", description="Koloda: Russian card games")
    # --lang may stand before the sub-command too (koloda --lang en games); one given
    # after it wins, and a sub-command's own default applies when neither is given
    parser.add_argument("--lang", choices=("ru", "en"), default=argparse.SUPPRESS,
                        help="the language of the texts: ru (default) or en")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play in the terminal")
    _add_game_options(p, resume=True)
    p.add_argument("--watch", action="store_true", help="computer players take every seat")
    p.add_argument("--save", metavar="FILE",
                   help="save the record when the game ends (or when you leave it)")
    p.add_argument("--resume", metavar="FILE", help="continue a saved game")
    p.add_argument("--delay", type=_seconds, metavar="SECONDS",
                   help="pause after each computer move (default 0.8 in a terminal, "
                        "0 when piped)")
    p.add_argument("--no-auto-forced", action="store_true",
                   help="do not play your only legal move for you")
    p.add_argument("--no-undo", action="store_true", help="no taking moves back")
    p.add_argument("--level", action="append", metavar="[N=]LEVEL",
                   help="computer players' level: easy, medium, hard, expert (or any agent "
                        "spec, e.g. ismcts:ms=300); N=LEVEL for Player N only, numbered by "
                        "seat: you are seat 1, so the others are 2, 3, … (repeatable)")
    p.set_defaults(func=cmd_play)
    r = sub.add_parser("rules", help="a game's rules (or a telling's): the text, then every "
                                     "rule key")
    r.add_argument("game")
    r.add_argument("--json", action="store_true")
    r.add_argument("--lang", choices=("ru", "en"), default="ru")
    r.set_defaults(func=cmd_rules)
    s = sub.add_parser("simulate", help="computer players only, many games")
    _add_game_options(s)
    s.add_argument("--games", type=_positive, default=100)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_simulate)
    rp = sub.add_parser("replay", help="replay and check a game record")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true")
    rp.add_argument("--lang", choices=("ru", "en"), default="ru")
    rp.set_defaults(func=cmd_replay)
    an = sub.add_parser("analyse", aliases=["analyze"],
                        help="the hard player's view of each decision of a recorded game")
    an.add_argument("file")
    an.add_argument("--seat", type=int, metavar="S",
                    help="the seat to analyse, 1-based (default: the record's person)")
    an.add_argument("--level", default="hard",
                    help="the adviser: a level (default hard) or an agent spec")
    an.add_argument("--seed", type=int, default=0, help="the adviser's random seed")
    an.add_argument("--json", action="store_true")
    an.add_argument("--lang", choices=("ru", "en"), default="ru")
    an.set_defaults(func=cmd_analyse)
    sub.add_parser("games", help="list the games").set_defaults(func=cmd_games)
    v = sub.add_parser("version", help="the version and which engine runs the hot loops")
    v.add_argument("--json", action="store_true")
    v.set_defaults(func=cmd_version)
    from koloda.terminal.solve_cmd import add_parser as add_solve_parser

    add_solve_parser(sub)
    st = sub.add_parser("stats", help="your statistics per game (solitaires above all)")
    st.add_argument("game", nargs="?")
    st.add_argument("--json", action="store_true")
    st.add_argument("--lang", choices=("ru", "en"), default="ru")
    st.set_defaults(func=cmd_stats)
    from koloda.match.cli import add_parser as add_match_parser

    add_match_parser(sub)  # match: agents against each other on duplicate deals
    from koloda.web.commands import add_parsers as add_web_parsers

    add_web_parsers(sub)  # serve, db upgrade
    from koloda.terminal.tell import add_parser as add_tell_parser

    add_tell_parser(sub)  # tell: the fortune tellings
    from koloda.terminal.library_cmd import add_parser as add_library_parser

    add_library_parser(sub)  # library: the rules of every game of the catalogue
    for command in {id(c): c for c in sub.choices.values()}.values():  # aliases once
        _lang_after_command(command)
    return parser


def _lang_after_command(command: argparse.ArgumentParser) -> None:
    """A sub-command's ``--lang`` sets ``lang`` only when typed, so that one typed before
    the sub-command is not overwritten by the sub-command's default; that default is
    kept aside for :func:`main`."""
    default = "ru"
    for action in command._actions:
        if "--lang" in action.option_strings:
            if action.default is not argparse.SUPPRESS:
                default = action.default
            action.default = argparse.SUPPRESS
    command.set_defaults(lang_default=default)


def cmd_version(args: argparse.Namespace) -> int:
    """The version, and whether the compiled fast path (koloda._speedups) is active."""
    from koloda import fast

    info = fast.info()
    if args.json:
        print(json.dumps(info, ensure_ascii=False))
    else:
        print(f"koloda {info['version']}")
        print(f"engine: {info['engine']} ({info['reason']})")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    from koloda.terminal.stats import load, summary

    every = load()
    if args.game:
        key = get_game(args.game).key
        every = {key: every[key]} if key in every else {}
    if args.json:
        print(json.dumps(every, ensure_ascii=False))
        return 0
    if not every:
        print("Статистики пока нет." if args.lang == "ru" else "No statistics yet.")
    for key, entry in sorted(every.items()):
        try:
            title = get_game(key).title_ru if args.lang == "ru" else get_game(key).title_en
        except KolodaError:
            title = key
        print(f"{title}: {summary(entry, args.lang)}")
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    for g in all_games():
        players = (f"{g.min_players}" if g.min_players == g.max_players
                   else f"{g.min_players}-{g.max_players}")
        print(f"{g.key:13} {g.title_ru} / {g.title_en} ({players})")
    return 0


def _quiet_stdout() -> None:
    """Send what is left to print nowhere: the reader went away (``koloda … | head``),
    and Python's own flush at exit would fail again on the closed pipe."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is no real file (a test's capture)
        pass
    finally:
        os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    args = argparse.Namespace()
    try:
        args = build_parser().parse_args(argv)
        if not hasattr(args, "lang"):  # no --lang anywhere: the command's own default
            args.lang = getattr(args, "lang_default", "ru")
        code: int = args.func(args)
        sys.stdout.flush()  # a closed pipe shows here rather than at exit
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    except KolodaError as err:
        print(err.text(getattr(args, "lang", "ru")), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
