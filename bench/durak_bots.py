"""How often each Durak computer player ends up the fool.

Plays ``--games`` games per line-up: the heuristic against random players and the
heuristic against itself, with 2 and 4 players, podkidnoy and perevodnoy. Seats are
rotated from game to game so no player keeps the first lead. Prints the fool rate of
each kind of player (a draw names no fool) and the time per heuristic decision.

    .venv/bin/python bench/durak_bots.py --games 200
    .venv/bin/python bench/durak_bots.py --games 500 --json
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak import actions as A
from koloda.games.durak.bot import HeuristicAgent

MAX_STEPS = 20_000  # a few variants can cycle; such a game counts as unfinished


class NaiveAgent:
    """A yardstick: lead the lowest card, cover with the cheapest card that covers,
    take when nothing covers, never throw in or transfer."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def act(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        trump = obs.get("trump")

        def cost(a: int) -> int:
            c = A.card_of(a)
            return C.rank_of(c) + (20 if "SCDH"[C.suit_of(c) & 3] == trump else 0)

        beats = [a for a in legal if A.kind(a) == A.BEAT]
        if beats:
            return min(beats, key=cost)
        if A.TAKE in legal:
            return A.TAKE
        if A.DONE in legal:
            return A.DONE
        attacks = [a for a in legal if A.kind(a) == A.ATTACK]
        if attacks:
            return min(attacks, key=cost)
        return int(legal[0])


@dataclass
class Line:
    name: str
    base: str
    players: int
    heuristic_seats: int  # how many heuristic players at the table (the rest: opponents)
    opponent: str = "random"  # "random" or "naive"
    games: int = 0
    heuristic_fool: int = 0
    random_fool: int = 0
    draws: int = 0
    unfinished: int = 0
    decisions: int = 0
    seconds: float = 0.0
    slowest: float = 0.0

    def rates(self) -> dict[str, Any]:
        heur_games = self.games * self.heuristic_seats
        rand_games = self.games * (self.players - self.heuristic_seats)
        out: dict[str, Any] = {
            "line": self.name, "base": self.base, "players": self.players,
            "games": self.games, "draws": self.draws, "unfinished": self.unfinished,
            # chance that a given heuristic seat is the fool in a game
            "heuristic_fool_rate": self.heuristic_fool / heur_games if heur_games else None,
            "opponent": self.opponent,
            "opponent_fool_rate": self.random_fool / rand_games if rand_games else None,
            "fair_share": 1 / self.players,
            "ms_per_decision": 1000 * self.seconds / self.decisions if self.decisions else 0.0,
            "ms_slowest": 1000 * self.slowest,
        }
        return out


def play(line: Line, seed: int) -> None:
    game = get_game("durak")
    rules = game.make_rules(overrides={"base": line.base})
    n = line.players
    for g in range(line.games):
        s = seed * 1_000_003 + g
        state = game.new_state(n, rules, s)
        shift = g % n  # rotate who sits where
        kinds = [(i - shift) % n < line.heuristic_seats for i in range(n)]
        agents: list[Agent] = [
            HeuristicAgent(i, random.Random(s * 7 + i)) if kinds[i]
            else OPPONENTS[line.opponent](i, random.Random(s * 7 + i)) for i in range(n)]
        steps = 0
        while not state.is_terminal() and steps < MAX_STEPS:
            p = state.current_player()
            if p == CHANCE:
                state.apply_chance()
                continue
            legal = state.legal_actions()
            obs = state.observation(p)
            if kinds[p]:
                t0 = time.perf_counter()
                action = agents[p].act(obs, legal)
                spent = time.perf_counter() - t0
                line.seconds += spent
                line.slowest = max(line.slowest, spent)
                line.decisions += 1
            else:
                action = agents[p].act(obs, legal)
            state.apply(action)
            steps += 1
        if not state.is_terminal():
            line.unfinished += 1
            continue
        fool = state.observation(0)["fool"]
        if fool is None:
            line.draws += 1
        elif kinds[fool]:
            line.heuristic_fool += 1
        else:
            line.random_fool += 1


OPPONENTS: dict[str, Any] = {"random": RandomAgent, "naive": NaiveAgent}

LINES: tuple[tuple[str, str, int, int, str], ...] = (
    ("2p podkidnoy: heuristic vs random", "podkidnoy", 2, 1, "random"),
    ("2p perevodnoy: heuristic vs random", "perevodnoy", 2, 1, "random"),
    ("4p podkidnoy: 1 heuristic vs 3 random", "podkidnoy", 4, 1, "random"),
    ("4p perevodnoy: 1 heuristic vs 3 random", "perevodnoy", 4, 1, "random"),
    ("4p podkidnoy: 2 heuristic vs 2 random", "podkidnoy", 4, 2, "random"),
    ("2p podkidnoy: heuristic vs heuristic", "podkidnoy", 2, 2, "random"),
    ("2p perevodnoy: heuristic vs heuristic", "perevodnoy", 2, 2, "random"),
    ("4p podkidnoy: heuristic x4", "podkidnoy", 4, 4, "random"),
    ("4p perevodnoy: heuristic x4", "perevodnoy", 4, 4, "random"),
    ("2p podkidnoy: heuristic vs naive", "podkidnoy", 2, 1, "naive"),
    ("2p perevodnoy: heuristic vs naive", "perevodnoy", 2, 1, "naive"),
    ("4p podkidnoy: 1 heuristic vs 3 naive", "podkidnoy", 4, 1, "naive"),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per line-up")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    results = []
    for name, base, players, heur, opponent in LINES:
        line = Line(name, base, players, heur, opponent)
        line.games = args.games
        play(line, args.seed)
        results.append(line.rates())
        if not args.json:
            r = results[-1]
            hf = r["heuristic_fool_rate"]
            rf = r["opponent_fool_rate"]
            print(f"{name:44s} games {r['games']:5d}  heuristic fool "
                  f"{hf:6.1%}" + (f"  {r['opponent']:>6s} fool {rf:6.1%}" if rf is not None else " " * 19)
                  + f"  draws {r['draws']:4d}  fair {r['fair_share']:.0%}"
                  f"  {r['ms_per_decision']:.3f} ms/decision (max {r['ms_slowest']:.1f})",
                  flush=True)
    if args.json:
        print(json.dumps({"games": args.games, "seed": args.seed, "lines": results},
                         ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
