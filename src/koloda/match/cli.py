"""``koloda match``: the parser (added to the ``koloda`` command by :func:`add_parser`)
and the command."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from koloda.engine.errors import KolodaError
from koloda.engine.rules import parse_assignments
from koloda.engine.textnum import parse_int
from koloda.match.specs import split_specs


def _count(text: str) -> int:
    value = parse_int(text, 1, 10_000_000)
    if value is None:
        raise argparse.ArgumentTypeError("a whole number from 1 to 10000000")
    return value


def _workers(text: str) -> int:
    value = parse_int(text, 1, 256)
    if value is None:
        raise argparse.ArgumentTypeError("a whole number of processes from 1 to 256")
    return value


def _timeout(text: str) -> float:
    try:
        value = float(text) if len(text) <= 20 else -1.0
    except ValueError:
        value = -1.0
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError("seconds, more than 0 and at most 3600")
    return value


def add_parser(sub: Any) -> None:
    m = sub.add_parser(
        "match", help="computer players against each other, duplicate deals, statistics",
        description="Play agents against each other on duplicate deals: each deal sequence "
                    "is played with the agents in every seating (permutations up to 3 "
                    "players, rotations beyond), so the luck of the cards cancels.")
    m.add_argument("game", help="game key, e.g. durak, tysyacha, czech, 101")
    m.add_argument("--agents", action="append", metavar="SPEC,SPEC[,...]",
                   help="the agents, one per seat, comma-separated: random, heuristic, easy, "
                        "medium, hard, expert, ismcts:ms=500,c=0.7, pimc:worlds=40, cmd:PROGRAM, "
                        "durakgame:NAME, openspiel:ismcts:sims=200 (repeatable)")
    m.add_argument("--agent", action="append", metavar="SPEC",
                   help="one more agent, taken whole (for a spec holding a comma)")
    m.add_argument("--games", type=_count, default=100,
                   help="games to play, rounded up to whole deal sequences (default 100)")
    m.add_argument("--preset")
    m.add_argument("--variant", action="append", help="variant key (repeatable)")
    m.add_argument("--rule", action="append", metavar="KEY=VALUE", help="one rule (repeatable)")
    m.add_argument("--seating", choices=("permutations", "rotations"),
                   help="seatings of a deal sequence (default: permutations up to 3 "
                        "players, rotations beyond)")
    m.add_argument("--workers", type=_workers, default=1, help="processes (default 1)")
    m.add_argument("--seed", type=int, help="match seed (default: random; the report names it)")
    m.add_argument("--max-steps", type=_count, default=100_000,
                   help="a game still running after this many decisions counts as a draw")
    m.add_argument("--move-timeout", type=_timeout, default=10.0, metavar="SECONDS",
                   help="cmd: programs: seconds per decision before the move is forfeited "
                        "(default 10)")
    m.add_argument("--bot-stderr", choices=("discard", "inherit"), default="discard",
                   help="cmd: programs' standard error (default: discard)")
    m.add_argument("--json", action="store_true", help="print the report as JSON")
    m.add_argument("--plot", metavar="FILE.svg",
                   help="draw the win rates with intervals as an SVG picture")
    m.add_argument("--quiet", action="store_true", help="no progress bar")
    m.add_argument("--lang", choices=("ru", "en"), default="en")
    m.set_defaults(func=cmd_match)


def _specs(args: argparse.Namespace) -> list[str]:
    out: list[str] = []
    for item in args.agents or []:
        out.extend(split_specs(item))
    out.extend(s.strip() for s in args.agent or [] if s.strip())
    if not out:
        raise KolodaError("name the agents: --agents heuristic,random",
                          "укажите игроков: --agents heuristic,random")
    return out


def cmd_match(args: argparse.Namespace) -> int:
    from koloda.match import report as R
    from koloda.match import runner
    from koloda.match.specs import Options

    if args.plot and not args.plot.lower().endswith(".svg"):
        raise KolodaError(
            f"--plot writes an SVG picture (a browser shows it; rsvg-convert or Inkscape "
            f"turn it into a PNG): name the file FILE.svg, not '{args.plot}'",
            f"--plot пишет картинку SVG (её показывает браузер; в PNG её переводят "
            f"rsvg-convert или Inkscape): укажите ФАЙЛ.svg, а не «{args.plot}»")
    if args.plot:
        from koloda.terminal.saving import check_save_path

        check_save_path(args.plot)  # now, not after a long match
    p = runner.plan(args.game, _specs(args), args.games, args.preset, args.variant or (),
                    parse_assignments(args.rule or []), args.seating, args.seed,
                    args.max_steps, Options(move_timeout=args.move_timeout,
                                            bot_stderr=args.bot_stderr))
    show_bar = not args.quiet and sys.stderr.isatty()
    start = time.perf_counter()
    if show_bar:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        names = " vs ".join(R.agent_names(p.specs))
        with Progress(TextColumn("[bold]{task.description}"), BarColumn(),
                      MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
                      console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(f"{p.game.key}: {names}", total=p.games)
            records = runner.play(p, args.workers,
                                  lambda done, total: bar.update(task, completed=done))
    else:
        records = runner.play(p, args.workers)
    seconds = time.perf_counter() - start
    report = R.summarize(p, records, seconds, args.workers)
    # the report first: a plot that cannot be written must not lose the match
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1), flush=True)
    else:
        print(R.render_text(report), flush=True)
    if args.plot:
        from koloda.match.plot import write_plot

        try:
            write_plot(report, args.plot, args.lang)
        except OSError as err:
            raise KolodaError(f"the plot was not written to '{args.plot}': {err.strerror}",
                              f"график не записан в «{args.plot}»: {err.strerror}") from err
        if not args.json:
            print(f"plot: {args.plot}")
    return 0
