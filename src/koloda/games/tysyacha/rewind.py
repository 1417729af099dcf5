"""The positions just before the last few cards were played, rebuilt from a deal's present.

A player who reads the others' play asks, in each world it imagines, whether the others
would have played the cards they did. For that it needs the position each of those cards
was played from: the same world with the later cards back in their hands. This module
rebuilds those positions for the cards that followed to the current trick and to the
last one (not the leads: a lead may have declared a marriage and changed the trump, or
begun a new run of the lead, which the present does not tell for sure). Only the
fields a player reads are rewound (the hands, the trick, whose turn, the played cards, the
last trick's points); the public voids stay as they are now."""

from __future__ import annotations

from typing import NamedTuple

from koloda.engine.game import Action
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.state import Phase, TysyachaState


class Follow(NamedTuple):
    seat: int
    action: Action  # the card it played
    before: TysyachaState  # the position it played it from, its turn


def recent_follows(st: TysyachaState) -> list[Follow]:
    """The cards played to the current trick and to the last one, other than their
    leads, in the order played, each with the position it was played from. Empty outside
    card play."""
    if st.phase != Phase.PLAY:
        return []
    out: list[Follow] = []
    trick, seats = st.trick, st.trick_seats
    for i in range(1, len(trick)):
        pos = st.clone()
        for j in range(i, len(trick)):
            pos.hands[seats[j]] |= 1 << trick[j]
        pos.trick, pos.trick_seats, pos.turn = trick[:i], seats[:i], seats[i]
        out.append(Follow(seats[i], A.PLAY + trick[i], pos))
    if not st.last_trick or _trump_may_have_changed(st):
        return out
    last_seats = [s for s, _ in st.last_trick]
    last_cards = [c for _, c in st.last_trick]
    earlier: list[Follow] = []
    for i in range(1, len(last_cards)):
        pos = st.clone()
        for j, c in enumerate(trick):
            pos.hands[seats[j]] |= 1 << c
        for j in range(i, len(last_cards)):
            pos.hands[last_seats[j]] |= 1 << last_cards[j]
        pos.trick, pos.trick_seats = last_cards[:i], last_seats[:i]
        pos.leader, pos.turn = last_seats[0], last_seats[i]
        pos.played = st.played[:len(st.played) - len(last_cards)]
        won = st.last_trick_winner
        pos.taken[won] -= st.last_trick_points
        pos.tricks_won[won] -= 1
        earlier.append(Follow(last_seats[i], A.PLAY + last_cards[i], pos))
    return earlier + out


def _trump_may_have_changed(st: TysyachaState) -> bool:
    """Whether the current trick's lead may have declared a marriage (so that the last
    trick was played under another trump): its leader set the trump, and the lead is a
    king or queen of it."""
    if not st.trick or st.trump < 0 or st.trump_by != st.trick_seats[0]:
        return False
    lead = st.trick[0]
    return (lead >> 4 & 7) == st.trump and (lead & 15) in (12, 13)
