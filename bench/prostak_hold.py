"""Простак: rules for keeping combinations back, each against the shipped heuristic on
duplicate deals (``koloda match`` in this process; not a unit test). A rule is the
heuristic with another :func:`koloda.games.prostak.bot.keeps_back`:

* ``below10``: keep back what is worth less than ten (the heuristic before 2026-12-04);
* ``one_sum``: that, and once the points still needed are no more than one sum of 31,
  keep back everything that does not reach the target (the heuristic now);
* ``all``: keep back everything that does not reach the target;
* ``small=N``: keep back what is worth less than N.

::

    python bench/prostak_hold.py [--games 2000] [--targets 31,40,50,100] [--players 2,3,4]
                                 [--rules below10,one_sum,all] [--seed 77] [--json]

Prints each rule's share of the games won (Wilson 95%) beside parity.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from koloda.engine.agents import Agent
from koloda.games.prostak import Prostak
from koloda.games.prostak import bot as prostak_bot
from koloda.match import run_match

BENCHMARK = "prostak_hold"
NEVER = 10**6


def keep_rule(name: str) -> Callable[[int, int, int], bool]:
    """The rule ``name`` as (gain, score, target) -> keep back."""
    keeps = prostak_bot.keeps_back
    if name == "below10":
        return lambda gain, score, target: keeps(gain, score, target, one_sum=0)
    if name == "one_sum":
        return keeps
    if name == "all":
        return lambda gain, score, target: keeps(gain, score, target, one_sum=NEVER)
    if name.startswith("small="):
        small = int(name.partition("=")[2])
        return lambda gain, score, target: keeps(gain, score, target, small, one_sum=0)
    raise SystemExit(f"unknown rule {name!r}")


def agent_class(name: str) -> type[prostak_bot.HeuristicAgent]:
    """The heuristic with the rule ``name`` for keeping combinations back."""
    return type(f"Rule_{name}", (prostak_bot.HeuristicAgent,),
                {"keep": staticmethod(keep_rule(name))})


def with_rules(names: Sequence[str]) -> None:
    """Let ``koloda match`` name the rules as players of Простак (this process only)."""
    extra: dict[str, Callable[[int, Any], Agent]] = {
        f"rule_{n}": agent_class(n) for n in names}
    own = Prostak.agent_factories

    @functools.wraps(own)
    def factories(self: Prostak) -> Mapping[str, Callable[[int, Any], Agent]]:
        return {**own(self), **extra}

    Prostak.agent_factories = factories  # type: ignore[method-assign]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--targets", default="31,40,50,100")
    p.add_argument("--players", default="2,3,4")
    p.add_argument("--rules", default="below10,one_sum,all")
    p.add_argument("--seed", type=int, default=77)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    names = args.rules.split(",")
    for n in names:
        keep_rule(n)
    with_rules(names)
    rows = []
    for players in (int(x) for x in args.players.split(",")):
        for target in (int(x) for x in args.targets.split(",")):
            for n in names:
                report = run_match("prostak", [f"rule_{n}"] + ["heuristic"] * (players - 1),
                                   args.games, rules={"target": target}, seed=args.seed)
                me = report["per_agent"][0]
                rows.append({"rule": n, "players": players, "target": target,
                             "games": report["games"], "won": me["wins"],
                             "share": round(me["win_rate"], 4),
                             "wilson95": me["wilson95"], "parity": report["parity"]})
                if not args.json:
                    r = rows[-1]
                    print(f"{players}p target {target:>3} {n:>9}: {r['share']:.1%} of "
                          f"{r['games']} (parity {r['parity']:.1%})", flush=True)
    if args.json:
        print(json.dumps({"benchmark": BENCHMARK, "seed": args.seed, "rows": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
