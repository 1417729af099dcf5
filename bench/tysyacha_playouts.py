"""Random playouts of Тысяча (Thousand) per second: whole games (3 players, default rules)
through :func:`koloda.engine.agents.random_playout`, and the deals played per second.

Under uniformly random play almost nobody makes a contract, so most games run until the
``max_deals`` rule ends them; the script reports how many did.

Usage: ``python bench/tysyacha_playouts.py [--games N | --seconds S] [--seed K]
[--players P] [--json]``.
"""

from __future__ import annotations

import random
import sys
from typing import Any

import _util

MAX_STEPS = 1_000_000


def main(argv: list[str] | None = None) -> dict[str, Any]:
    p = _util.parser(__doc__.split("\n\n")[0] if __doc__ else "")
    p.add_argument("--players", type=int, default=3, help="number of players (default 3)")
    args = p.parse_args(argv)
    games, seconds = _util.budget_of(args)
    report: dict[str, Any] = {"benchmark": "tysyacha_playouts", "players": args.players,
                              "games_per_s": None, "deals_per_s": None}

    from koloda.engine.agents import random_playout
    from koloda.engine.errors import KolodaError
    from koloda.engine.game import get_game

    try:
        game = get_game("tysyacha")
        rules = game.make_rules()
        game.check_players(args.players, rules)
    except KolodaError as exc:
        report["reason"] = f"tysyacha not available: {exc}"
    else:
        max_deals = getattr(rules, "max_deals", None)
        seed = args.seed

        def one_game(i: int, tally: _util.Tally) -> None:
            state = game.new_state(args.players, rules, seed=seed + i)
            try:
                tally.steps += random_playout(state, random.Random(seed + i), max_steps=MAX_STEPS)
            except RuntimeError:
                tally.steps += MAX_STEPS
                tally.add("capped")
            deals = int(state.result().get("deals", 0))
            tally.add("deals", deals)
            if max_deals is not None and deals >= max_deals:
                tally.add("ended_by_max_deals")

        tally = _util.timed(one_game, games, seconds)
        figures = tally.figures()
        deals = tally.extra.get("deals", 0)
        figures["deals_per_s"] = round(deals / (tally.seconds or 1e-12), 1)
        figures["deals_per_cpu_s"] = round(deals / (tally.cpu_seconds or 1e-12), 1)
        figures["deals_per_game"] = round(deals / tally.games, 2) if tally.games else None
        figures["steps_per_deal"] = round(tally.steps / deals, 2) if deals else None
        figures.setdefault("ended_by_max_deals", 0)
        report.update(figures)
        report["rules"] = {"max_deals": max_deals, **rules.changed()}
    report["options"] = {"games": games, "seconds": seconds, "seed": args.seed}
    report["machine"] = _util.machine()
    _util.emit(report, args.json, text_lines(report))
    return report


def text_lines(report: dict[str, Any]) -> list[str]:
    m = report["machine"]
    head = (f"Тысяча random playouts, {report['players']} players ({m['cpus']} CPUs, "
            f"Python {m['python']})")
    if report["games_per_s"] is None:
        return [head, f"  n/a: {report.get('reason', 'not available')}"]
    return [
        head,
        f"  {report['games_per_s']:>9.2f} games/s  {report['deals_per_s']:>9.1f} deals/s  "
        f"{report['steps_per_s']:>9.0f} steps/s",
        f"  per CPU second: {report['games_per_cpu_s']:.2f} games, "
        f"{report['deals_per_cpu_s']:.1f} deals",
        f"  {report['games']} games in {report['seconds']:.2f} s ({report['cpu_seconds']:.2f} s CPU); "
        f"{report['deals_per_game']} deals/game, {report['steps_per_deal']} steps/deal; "
        f"{report['ended_by_max_deals']} games ended by the max_deals rule "
        f"({report['rules']['max_deals']})",
    ]


if __name__ == "__main__":
    main(sys.argv[1:])
