"""Which cards the ``auto`` rule may play home: those no other card can still need.

The rule is read from the game's own pile declaration, so every solitaire with an
``auto`` rule gets the same precise definition (a game whose moves are not all in its
pile rules overrides :meth:`~.game.PatienceGame.auto_safe` with its own argument).

A card ``Y`` *could lie on* ``X`` when some pile the player builds on (any pile but a
foundation whose ``accepts`` rule lays one card on another) lets ``Y`` go onto ``X``.
``X`` may go home by itself when every such ``Y`` is settled:

* ``Y`` is home, every copy of it (two-deck games); where a card may come back from a
  foundation, ``Y`` could be fetched back to lie on ``X``, which is only worth doing
  for a card that could then lie on ``Y``: those must be settled too, and so on down;
* or ``Y`` can always go home instead of onto ``X``, and nothing needs ``Y`` either:
  an Ace where every Ace has an empty foundation waiting, or, with one deck, no card
  coming back and foundations built by suit, a card whose foundation is one below it
  (it stays playable until it goes, and going home does all that lying on ``X`` would:
  it leaves its pile).

``X`` itself counts as settled (it is going home; a twin still out does not). A card met again in the chain
counts as settled too: every card of such a loop can go home whenever it is free.

This is what "safe autoplay" means in the solitaire programs: in Klondike a card of rank
r goes home when both cards of rank r - 1 of the other colour are home and the other
suit of its colour holds r - 2 (cards may come back from Klondike's foundations), Aces
and Twos always; in FreeCell when both cards of rank r - 1 of the other colour are home.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience.piles import Build, prank

if TYPE_CHECKING:
    from koloda.games.patience.game import PatienceGame
    from koloda.games.patience.state import PatienceState


@dataclass(frozen=True)
class Needs:
    """A game's table: for each card face, the faces that could lie on it."""

    on: dict[int, tuple[int, ...]]
    copies: int  # copies of each face in the pack
    gives: bool  # a card may come back from a foundation
    aces_wait: bool  # every Ace always finds an empty foundation
    by_suit: bool  # one deck, foundations by suit upward, no card comes back


@lru_cache(maxsize=256)
def needs_of(game: PatienceGame, rules: Rules) -> Needs:
    specs = game.pile_specs(rules)
    faces = sorted({C.face(c) for c in game.deck(rules)})
    builds: list[Build] = []
    for spec in specs:
        rule = spec.accepts
        if spec.kind == "foundation" or rule is None or rule.step == "none":
            continue
        if rule.limit is not None and rule.limit < 2:
            continue
        if rule not in builds:
            builds.append(rule)
    on = {x: tuple(y for y in faces if any(b.follows(x, y) for b in builds)) for x in faces}
    found = [s for s in specs if s.kind == "foundation"]
    starts = [s.accepts for s in found if s.accepts is not None]
    aces = sum(1 for c in game.deck(rules) if prank(c) == 1)
    aces_wait = (bool(found) and len(starts) == len(found) and len(found) >= aces
                 and all(type(b) is Build and b.empty == 1 and b.step == "up" and not b.wrap
                         for b in starts))
    gives = any(s.gives for s in found)
    by_suit = (game.copies == 1 and not gives and aces_wait
               and all(b.suit == "same" for b in starts))
    return Needs(on, game.copies, gives, aces_wait, by_suit)


def safe_home(state: PatienceState, card: C.Card) -> bool:
    """Whether no card can still need ``card`` (see the module docstring)."""
    needs = needs_of(state.game, state.rules)
    piles = state.piles
    home: Counter[int] = Counter(C.face(c) for f in state.foundations for c in piles[f])
    tops: dict[int, int] = {}
    if needs.by_suit:
        for f in state.foundations:
            if piles[f]:
                top = piles[f][-1]
                tops[top >> 4 & 7] = prank(top)
    root = C.face(card)
    seen = {root}

    def settled(y: int) -> bool:
        if y in seen:
            return True
        seen.add(y)
        if home[y] >= needs.copies:
            return not needs.gives or all(settled(z) for z in needs.on[y])
        rank = prank(y)
        waits = (rank == 1 and needs.aces_wait) or (
            needs.by_suit and rank > 1 and tops.get(y >> 4 & 7, 0) == rank - 1)
        return waits and all(settled(z) for z in needs.on[y])

    if root in needs.on[root] and home[root] + 1 < needs.copies:
        return False  # its twin, still out, could lie on it
    return all(settled(y) for y in needs.on[root])
