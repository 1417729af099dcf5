"""Memory a live table keeps per action (not a unit test): computer seats play long games
while every seat and a spectator read each move in every language, as pages connected to
the table would; the bytes the table holds after N actions, over N.

Measured with tracemalloc after a full garbage collection, so it counts what the table and
its room keep (the log, the history, the states it holds, the stored action rows), not what
a frame allocates and drops; a least-squares line through the samples of each game gives
the bytes per action (its slope) apart from what a table holds whatever its length. Run it on two checkouts side by side to compare::

    python bench/web_memory.py [--games durak:4,tysyacha:3,101:4] [--actions 400]
                               [--langs ru,en] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import tracemalloc
from typing import Any

from koloda.engine.game import get_game
from koloda.table.seats import COMPUTER, Seat
from koloda.table.table import Table, entry_lines
from koloda.web.rooms import action_row

BENCHMARK = "web_memory"


def slope(table: Table, actions: int, langs: list[str]) -> tuple[int, float, float]:
    """(actions played, bytes per action, bytes at the start) of one game: the table's
    held memory sampled every few actions, every viewer reading each move in each
    language right after it (the pages' frames), and a least-squares line through it.
    The slope is what each action adds; the positions the table keeps are the intercept."""
    viewers = [*range(table.players), None]
    played = 0
    rows = []  # what a server's room keeps beside its table: the stored action rows
    points: list[tuple[int, int]] = []
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    while played < actions and not table.over:
        entry = table.step()
        if entry is None:
            break
        played += 1
        rows.append(action_row(table, entry))
        for lang in langs:
            names = table.names(lang)
            for v in viewers:
                entry_lines(entry, v, lang, names)
        if played % 10 == 0:
            gc.collect()
            points.append((played, tracemalloc.get_traced_memory()[0] - base))
    tracemalloc.stop()
    if len(points) < 3:
        return played, 0.0, 0.0
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    b = (sum((x - mx) * (y - my) for x, y in points)
         / sum((x - mx) ** 2 for x, _ in points))
    return played, b, my - b * mx


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default="durak:2,durak:4,durak:6,tysyacha:3,101:4")
    p.add_argument("--actions", type=int, default=400)
    p.add_argument("--langs", default="ru,en")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    langs = args.langs.split(",")
    rows: list[dict[str, Any]] = []
    for item in args.games.split(","):
        key, _, n = item.partition(":")
        game = get_game(key)
        players = int(n) if n else game.default_players
        rules = game.make_rules()
        total_actions = 0
        weighted = fixed = 0.0
        seed = args.seed
        games = 0
        while total_actions < args.actions and games < 50:  # games end: play more of them
            table = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=seed)
            played, per_action, start = slope(table, args.actions - total_actions, langs)
            if per_action:
                total_actions += played
                weighted += per_action * played
                fixed = max(fixed, start)
            seed += 1
            games += 1
            del table
        rows.append({"game": key, "players": players, "langs": langs, "actions": total_actions,
                     "bytes_per_action": round(weighted / max(1, total_actions)),
                     "bytes_fixed_max": round(fixed)})
    if args.json:
        print(json.dumps({"benchmark": BENCHMARK, "rows": rows}))
    else:
        for r in rows:
            print(f"{r['game']:9} {r['players']} players, {'+'.join(r['langs']):5}: "
                  f"{r['bytes_per_action'] / 1024:6.2f} KB per action over {r['actions']} "
                  f"actions (kept positions etc. {r['bytes_fixed_max'] / 1024:.0f} KB a table)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
