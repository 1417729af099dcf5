"""Hand-made Durak observations (the contract's keys, sensible defaults)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.games.durak import actions as A
from koloda.games.durak.bot import HeuristicAgent


def make_obs(**over: Any) -> dict[str, Any]:
    """A 2-player podkidnoy observation of seat 0; keyword arguments replace keys."""
    obs: dict[str, Any] = {
        "game": "durak", "phase": "lead", "seat": 0, "players": 2, "base": "podkidnoy",
        "variants": [], "trump": "S", "trumps": None, "trump_card": "9S",
        "stock_count": 20, "table": [], "table_owner": [], "attacker": 0, "defender": 1,
        "attackers": [0], "to_move": 0, "why": "lead", "taking": False, "attack_limit": 5,
        "hand": [], "hand_slots": 0, "closed": [0, 0], "hand_sizes": [6, 6],
        "known": [[], []], "discard_count": 0, "removed_count": 0, "out": [], "fool": None,
        "teams": None, "game_no": 1, "match_games": 1, "tally": [0, 0], "beaten": [0, 0],
        "pogons": [[], []], "swaps_left": 0, "rules": {},
    }
    obs.update(over)
    if "hand_slots" not in over:
        obs["hand_slots"] = len(obs["hand"])
    n = obs["players"]
    for key, empty in (("closed", 0), ("beaten", 0), ("tally", 0)):
        if len(obs[key]) != n:
            obs[key] = [empty] * n
    if len(obs["known"]) != n:
        obs["known"] = [[] for _ in range(n)]
    if len(obs["pogons"]) != n:
        obs["pogons"] = [[] for _ in range(n)]
    if len(obs["hand_sizes"]) != n:
        obs["hand_sizes"] = [6] * n
    return obs


def card(text: str) -> int:
    return C.parse(text)


def attacks(*texts: str) -> list[int]:
    return [A.attack(card(t)) for t in texts]


def beats(*pairs: str) -> list[int]:
    """``beats("9H on 7H", ...)`` -> the beat actions."""
    out = []
    for p in pairs:
        cover, _, target = p.split()
        out.append(A.beat(card(cover), card(target)))
    return out


def agent(seat: int = 0, seed: int = 0) -> HeuristicAgent:
    bot = HeuristicAgent(seat, random.Random(seed))
    bot.strict = True
    return bot


def decide(obs: dict[str, Any], legal: Sequence[int], seat: int = 0) -> str:
    """The bot's choice as action text."""
    action = agent(seat).act(obs, legal)
    assert action in legal
    return A.to_text(action)
