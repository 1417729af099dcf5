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

    .venv/bin/python bench/ekarte_reading.py --positions 400 --worlds 40 --json
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from _util import machine

BUDGETS = {"none": (0, 0, 0), "game": None, "large": (2000, 2000, 2000)}


def positions(count: int, seed: int) -> list[Any]:
    """Decision states of heuristic games whose mover faces a call the reading uses."""
    from koloda.engine.game import CHANCE, get_game
    from koloda.engine.infoset import decide

    game = get_game("ekarte")
    make = game.agent_factories()["heuristic"]
    rng = random.Random(seed)
    out: list[Any] = []
    deal = seed
    while len(out) < count:
        state = game.new_state(2, game.rules_type.build(), seed=deal)
        deal += 1
        agents = [make(s, rng) for s in range(2)]
        steps = 0
        while not state.is_terminal() and steps < 2000 and len(out) < count:
            seat = state.current_player()
            if seat == CHANCE:
                state.apply_chance()
                continue
            legal = state.legal_actions()
            opp = 1 - seat
            if len(legal) > 1 and not state.need_shuffle and (
                    state.called[opp] is not None or state.kept[opp]
                    or (state.started[opp] and not state.no_kings[opp])):
                out.append(state.clone())
            state.apply(decide(agents[seat], state, seat, legal))
            steps += 1
    return out


def measure(states: list[Any], worlds: int, seed: int) -> dict[str, Any]:
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
            for st in states:
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
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    states = positions(args.positions, args.seed)
    result = {"benchmark": "ekarte_reading", "machine": machine(),
              "positions": len(states), "worlds": args.worlds,
              "budgets": measure(states, args.worlds, args.seed)}
    if args.json:
        print(json.dumps(result))
        return
    for name, row in result["budgets"].items():
        print(name, " ".join(f"{k}={v}" for k, v in row.items()))


if __name__ == "__main__":
    main()
