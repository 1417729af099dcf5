"""Server CPU per action of a live table (not a unit test), without the network: each
action is the move (a random computer seat) and then one state frame for every seat and a
spectator, as the room's push after a move builds and encodes them. Reports CPU
milliseconds per action (median, p95, p99, max) per game. Run it on two checkouts in
alternating slices to compare (A B B A …)::

    python bench/web_cpu.py [--games durak:4,tysyacha:3,101:4] [--actions 200] [--seed 1]
                            [--obs] [--patch] [--people] [--json]

The frames are the page's (the picture, no raw observation) unless ``--obs``; whole
unless ``--patch``: then, as the page asks for them since patch frames exist, each
viewer's first frame whole and a patch of its last frame after it. With ``--people``
every seat is a person's (as in ``web_load.py``): a random legal move each, and the frame
of the seat to move lists its moves, as the page's does.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from koloda.engine.game import get_game
from koloda.table.seats import COMPUTER, HUMAN, Seat
from koloda.table.table import Table
from koloda.web.rooms import frame_text, state_frame

BENCHMARK = "web_cpu"


def per_action(key: str, players: int, actions: int, seed: int,
               with_obs: bool = False, patch: bool = False,
               people: bool = False) -> tuple[list[float], int]:
    """CPU milliseconds of each action, and the bytes of all the frames sent."""
    state_patch = None
    if patch:  # (a tree before patch frames has no such module: run it without --patch)
        from koloda.web.patch import state_patch
    game = get_game(key)
    rules = game.make_rules()
    out: list[float] = []
    sent_bytes = 0
    extra = {} if with_obs else {"with_obs": False}  # (the server before it had no choice)
    moves = random.Random(seed)
    seat = Seat(HUMAN, "") if people else Seat(COMPUTER, "random")
    while len(out) < actions:
        table = Table(game, players, rules, [seat] * players, seed=seed)
        sent = {v: 0 for v in [*range(players), None]}
        last: dict[int | None, dict[str, Any]] = {}
        taken = [True] * players
        connected = set(range(players))
        while len(out) < actions and not table.over:
            start = time.process_time()
            mover = table.waiting_for_human()
            if mover is not None:  # a person's move, as the server takes it
                entry = table.play_action(mover, moves.choice(table.state.legal_actions()))
            else:
                entry = table.step()
            if entry is None:
                break
            for v in sent:
                frame = state_frame(table, "bench", v, "ru", len(out), sent[v], taken,
                                    connected, 0, **extra)
                base = last.get(v)
                if state_patch is not None:
                    last[v] = frame
                sent_bytes += len(frame_text(frame if base is None or state_patch is None
                                             else state_patch(base, frame)))
                sent[v] = len(table.log)
            out.append(1000 * (time.process_time() - start))
        seed += 1
    return out, sent_bytes


def pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return round(s[min(len(s) - 1, int(p * len(s)))], 3)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default="durak:2,durak:4,tysyacha:3,101:4")
    p.add_argument("--actions", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--obs", action="store_true",
                   help="frames with the raw observation too (a program's; the page's have none)")
    p.add_argument("--patch", action="store_true",
                   help="patches after each viewer's first frame (the page's way since they exist)")
    p.add_argument("--people", action="store_true",
                   help="every seat a person's: random moves, the mover's frame lists its moves")
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    rows: list[dict[str, Any]] = []
    for item in args.games.split(","):
        key, _, n = item.partition(":")
        players = int(n) if n else get_game(key).default_players
        xs, sent_bytes = per_action(key, players, args.actions, args.seed, args.obs,
                                    args.patch, args.people)
        rows.append({"game": key, "players": players, "viewers": players + 1,
                     "actions": len(xs), "obs": args.obs, "patch": args.patch, "people": args.people,
                     "bytes_per_action": round(sent_bytes / max(1, len(xs))), "cpu_ms": {
                         "median": pct(xs, 0.5), "p95": pct(xs, 0.95), "p99": pct(xs, 0.99),
                         "max": round(max(xs), 3)}})
    if args.json:
        print(json.dumps({"benchmark": BENCHMARK, "rows": rows}))
    else:
        for r in rows:
            c = r["cpu_ms"]
            print(f"{r['game']:9} {r['players']} players, frames for {r['viewers']}: "
                  f"median {c['median']} ms, p95 {c['p95']}, p99 {c['p99']}, max {c['max']}"
                  f" per action ({r['actions']} actions, {r['bytes_per_action']} bytes sent)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
