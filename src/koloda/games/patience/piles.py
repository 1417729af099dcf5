"""Piles as data: what a pile accepts, what may leave it, and where it is drawn.

A solitaire declares its piles once (a tuple of :class:`PileSpec`); the shared state
enforces the rules in one place. Ranks here are *patience ranks*: the Ace is 1 (low), the
King 13; a joker is 0 and fits anywhere a game lets it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from koloda.engine import cards as C

Kind = Literal["tableau", "foundation", "cell", "stock", "waste", "reserve"]
SuitRule = Literal["any", "same", "alt", "color", "other"]
StepRule = Literal["down", "up", "updown", "same", "none"]
Fan = Literal["down", "right", "none"]

# which piles a bare letter names, and the letters they are shown with
KIND_LETTER = {"foundation": "f", "cell": "c", "stock": "s", "waste": "w", "reserve": "r"}


def prank(card: C.Card) -> int:
    """Patience rank: A=1 … K=13; a joker is 0."""
    if card >> 4 & 7 == C.JOKER_SUIT:
        return 0
    rank = card & 15
    return 1 if rank == C.ACE else rank


def red(card: C.Card) -> bool:
    return (card >> 4 & 7) in (C.DIAMONDS, C.HEARTS)


@dataclass(frozen=True)
class Build:
    """How a card may go onto a pile (or follow the card below it in a moving run).

    ``empty`` says what may start an empty pile: ``any``, ``none``, or a patience rank
    (1 for an Ace, 13 for a King); ``empty_run``, when set, lets an empty pile also take
    any run of at least that many cards, whatever its first card. ``wrap`` lets the
    sequence turn the corner (K–A). ``limit`` caps the pile's size (1 for a free cell)."""

    suit: SuitRule = "any"
    step: StepRule = "down"
    wrap: bool = False
    empty: int | Literal["any", "none"] = "any"
    limit: int | None = None
    empty_run: int | None = None

    def starts(self, card: C.Card) -> bool:
        if self.empty == "any":
            return True
        if self.empty == "none":
            return False
        return prank(card) == self.empty

    def follows(self, below: C.Card, card: C.Card) -> bool:
        """Whether ``card`` may lie on ``below`` under this rule."""
        suit = self.suit
        if suit != "any":
            bs, cs = below >> 4 & 7, card >> 4 & 7
            if suit == "same" and bs != cs:
                return False
            if suit == "other" and bs == cs:
                return False
            if suit == "alt" and red(below) == red(card):
                return False
            if suit == "color" and red(below) != red(card):
                return False
        b, c = prank(below), prank(card)
        step = self.step
        if step == "same":
            return b == c
        if step == "none":
            return False
        up = c == b + 1 or (self.wrap and b == 13 and c == 1)
        down = c == b - 1 or (self.wrap and b == 1 and c == 13)
        if step == "down":
            return down
        if step == "up":
            return up
        return up or down


@dataclass(frozen=True)
class PileSpec:
    """One pile of a layout.

    - ``accepts``: the rule for cards a player puts here (None: nothing).
    - ``run``: the rule a sequence must follow to leave this pile together (None: only the
      top card leaves). ``gives``: whether cards may leave at all.
    - ``flip``: a face-down top card turns up by itself once uncovered.
    - ``row``/``col``: where views draw it (grid units); ``fan``: how its cards spread.
    """

    kind: Kind
    accepts: Build | None = None
    run: Build | None = None
    gives: bool = True
    flip: bool = True
    row: float = 0
    col: float = 0
    fan: Fan = "down"
    label: str = ""

    def takes(self, pile: list[C.Card], moving: list[C.Card]) -> bool:
        """Whether ``moving`` (bottom first) may be put on ``pile`` by this pile's rule."""
        rule = self.accepts
        if rule is None:
            return False
        if rule.limit is not None and len(pile) + len(moving) > rule.limit:
            return False
        first = moving[0]
        if pile:
            return rule.follows(pile[-1], first)
        return rule.starts(first) or (rule.empty_run is not None
                                      and len(moving) >= rule.empty_run)


FOUNDATION_BY_SUIT = Build(suit="same", step="up", empty=1)
FREE_CELL = Build(suit="any", step="none", empty="any", limit=1)
