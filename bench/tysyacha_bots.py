"""Measure the Тысяча heuristic player: win rates and contracts made.

Two matches of N games each (3 players by default):

- ``heuristic vs 2 random``: one HeuristicAgent (its seat rotates game by game) against two
  RandomAgents;
- ``3 heuristics``: three HeuristicAgents against each other.

For each match it prints the heuristic seats' win rate, the contracts they played as
declarer (made / failed / conceded), the mean number of deals per game and the mean time
of a heuristic decision. ``--json`` prints the same figures as JSON.

    .venv/bin/python bench/tysyacha_bots.py --games 200
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from koloda.engine.agents import RandomAgent
from koloda.engine.game import CHANCE, State, get_game
from koloda.games.tysyacha.bot import HeuristicAgent


def new_state(players: int, seed: int, overrides: dict[str, Any]) -> State:
    game = get_game("tysyacha")
    return game.new_state(players, game.make_rules(overrides=overrides), seed)


def play_match(kinds: list[str], games: int, seed: int, players: int,
               overrides: dict[str, Any]) -> dict[str, Any]:
    wins = made = failed = conceded = deals = decisions = 0
    heur_games = 0
    other_wins = 0
    think = 0.0
    contract_sum = 0
    for g in range(games):
        rot = g % players
        seat_kinds = [kinds[(s - rot) % players] for s in range(players)]
        rng = random.Random(seed * 1_000_003 + g)
        agents: list[Any] = [
            HeuristicAgent(s, random.Random(rng.randrange(1 << 30))) if k == "heuristic"
            else RandomAgent(s, random.Random(rng.randrange(1 << 30)))
            for s, k in enumerate(seat_kinds)]
        state = new_state(players, seed * 7919 + g, overrides)
        steps = 0
        while not state.is_terminal():
            p = state.current_player()
            if p == CHANCE:
                state.apply_chance()
                continue
            legal = state.legal_actions()
            obs = state.observation(p)
            if seat_kinds[p] == "heuristic":
                t0 = time.perf_counter()
                action = agents[p].act(obs, legal)
                think += time.perf_counter() - t0
                decisions += 1
            else:
                action = agents[p].act(obs, legal)
            state.apply(action)
            steps += 1
            if steps > 200_000:
                raise RuntimeError("a game did not end")
        result = state.result()
        deals += int(result.get("deals", 0))
        winner = result.get("winner")
        heur = [s for s in range(players) if seat_kinds[s] == "heuristic"]
        heur_games += len(heur)
        if winner in heur:
            wins += 1
        elif winner is not None:
            other_wins += 1
        for row in getattr(state, "sheet", []):
            decl = row.get("declarer")
            if decl is None or decl < 0 or decl not in heur:
                continue
            if row.get("roospis"):
                conceded += 1
            elif row.get("made"):
                made += 1
                contract_sum += int(row.get("contract", 0))
            else:
                failed += 1
    played = made + failed
    n_heur = kinds.count("heuristic")
    return {
        "match": " vs ".join(kinds), "games": games,
        "heuristic_win_rate": wins / games,
        "heuristic_win_rate_per_seat": wins / games / max(1, n_heur),
        "fair_share_per_seat": 1 / players,
        "contracts_made": made, "contracts_failed": failed, "roospis": conceded,
        "made_ratio": made / played if played else None,
        "mean_made_contract": contract_sum / made if made else None,
        "mean_deals_per_game": deals / games,
        "ms_per_decision": 1000 * think / decisions if decisions else None,
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                    help="a rule override, e.g. --rule dark=on")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    overrides = dict(r.split("=", 1) for r in args.rule)
    p = args.players
    matches = [["heuristic"] + ["random"] * (p - 1), ["heuristic"] * p]
    out = [play_match(k, args.games, args.seed, p, overrides) for k in matches]
    if args.json:
        print(json.dumps(out, indent=2))
        return
    for r in out:
        print(f"{r['match']}  ({r['games']} games, {p} players)")
        print(f"  heuristic wins: {r['heuristic_win_rate']:.1%}"
              f"  (per heuristic seat {r['heuristic_win_rate_per_seat']:.1%},"
              f" fair share {r['fair_share_per_seat']:.1%})")
        ratio = r["made_ratio"]
        print(f"  heuristic contracts: made {r['contracts_made']}, failed "
              f"{r['contracts_failed']}, roospis {r['roospis']}"
              + (f"  -> made {ratio:.1%} of those played" if ratio is not None else ""))
        if r["mean_made_contract"]:
            print(f"  mean made contract: {r['mean_made_contract']:.0f}")
        print(f"  deals per game: {r['mean_deals_per_game']:.1f}")
        if r["ms_per_decision"] is not None:
            print(f"  heuristic decision: {r['ms_per_decision']:.3f} ms")


if __name__ == "__main__":
    main()
