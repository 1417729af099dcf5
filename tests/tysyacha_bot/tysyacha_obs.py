"""Hand-made Тысяча observations for the bot and view tests (the shared contract)."""

from __future__ import annotations

from typing import Any

PHASES = ("dark", "redeal", "unblind", "bidding", "talon", "giving", "discard", "contract",
          "play", "over")


def make_obs(hand: str, **changes: Any) -> dict[str, Any]:
    """A 3-player observation for seat 0 with ``hand`` (space-separated card texts)."""
    players = changes.get("players", 3)
    obs: dict[str, Any] = {
        "game": "tysyacha", "seat": 0, "players": players, "deal_no": 1,
        "phase": "bidding", "dealer": players - 1, "first_hand": 0, "to_move": 0,
        "sitting_out": None,
        "hand": hand.split(), "hand_sizes": [len(hand.split())] * players,
        "bids": [], "high_bid": None, "high_bidder": None,
        "declarer": None, "contract": None, "dark": False, "golden": False,
        "talon": None, "talon_size": 3, "received": [], "gifts": [],
        "trump": None, "trick": [], "leader": None,
        "tricks_won": [0] * players, "taken_points": [0] * players,
        "declared": [], "played": [],
        "scores": [0] * players, "barrel": [False] * players,
        "barrel_deals_left": [None] * players, "bolts": [0] * players,
        "hints_left": {}, "rules": {}, "last_deal": None,
    }
    obs.update(changes)
    return obs
