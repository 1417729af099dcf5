"""What the auction tells the Тысяча search player about the hidden hands.

A bid above 120 is legal only with marriages in hand worth at least the excess (unless the
rules waive it: ``bid_over_120_without_marriage``). ``TysyachaState.resample`` deals the
hidden cards uniformly and does not know this, so a world may give a bidder of 160 no
marriage at all. :func:`consistent` tells whether a world may be the true one on this
count; the player (``pimc:infer=1``) draws again until it is, a few times at most.

The test is a necessary condition only. A bidder's hand at the auction is rebuilt from the
world as the cards he holds, has given away or laid into a pile, and every card played
(who played which is not recorded, so a card played by anyone counts for him), less the
talon and the gifts he received. A true world always passes.

A bid of 125 tells nothing: unblinding after dark bids 125 without the cap.
"""

from __future__ import annotations

from typing import Any

from koloda.engine import cards as C
from koloda.games.tysyacha.cardset import marriages_in

FIRST_CAPPED_BID = 130


def marriage_needs(world: Any, seat: int) -> dict[int, int]:
    """The other bidders -> the marriage points their hands held when they bid."""
    if world.rules.bid_over_120_without_marriage:
        return {}
    out: dict[int, int] = {}
    for bidder, value in world.bids:
        if bidder != seat and value >= FIRST_CAPPED_BID:
            out[bidder] = max(out.get(bidder, 0), value - 120)
    return out


def auction_hand(world: Any, bidder: int) -> int:
    """The cards the bidder may have held at the auction (a superset of them)."""
    given = received = 0
    for giver, taker, card, _ in world.gifts:
        if giver == bidder:
            given |= 1 << card
        if taker == bidder:
            received |= 1 << card
    held: int = world.hands[bidder] | given | C.mask_of(world.played) | C.mask_of(world.trick)
    if world.players == 2 and bidder == world.declarer:
        held |= world.pile | world.rest  # his two discards
    return held & ~C.mask_of(world.talon_cards) & ~received


def consistent(world: Any, needs: dict[int, int]) -> bool:
    """Whether every bidder in ``needs`` may have held the marriages his bid needed."""
    return all(marriages_in(auction_hand(world, s)) >= need for s, need in needs.items())


__all__ = ["FIRST_CAPPED_BID", "auction_hand", "consistent", "marriage_needs"]
