"""The positions just before the last few cards were played, rebuilt from a deal's present.

A player who reads the others' play asks, in each world it imagines, whether the others
would have played the cards they did. For that it needs the position each of those cards
was played from: the same world with the later cards back in their hands. This module
rebuilds those positions for the cards of the current trick, its lead included (a
marriage or the aces declared with it undone), and for the cards that followed to the
last trick (not its lead: whether it began a new run of the lead, which limits what may
be led, the present does not tell). Only the fields a player reads are rewound (the
hands, the trick, whose turn, the trump and declarations, the played cards, the last
trick's points); the public voids stay as they are now."""

from __future__ import annotations

from typing import NamedTuple

from koloda.engine.game import Action
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.cardset import ACES
from koloda.games.tysyacha.state import Phase, TysyachaState


class Follow(NamedTuple):
    seat: int
    action: Action  # the card it played
    before: TysyachaState  # the position it played it from, its turn


def recent_follows(st: TysyachaState) -> list[Follow]:
    """The cards played to the last trick but its lead, then those of the current trick,
    in the order played, each with the position it was played from. Empty outside card
    play."""
    if st.phase != Phase.PLAY:
        return []
    out: list[Follow] = []
    trick, seats = st.trick, st.trick_seats
    if trick:
        out.append(_current_lead(st))
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


def _current_lead(st: TysyachaState) -> Follow:
    """The current trick's lead and the position before it. A lead that declared a
    marriage (the trump set by it) is undone with its declaration; the action is then
    the declaration, which a reader compares by its card."""
    trick, seats = st.trick, st.trick_seats
    leader, lead = seats[0], trick[0]
    pos = st.clone()
    for j, c in enumerate(trick):
        pos.hands[seats[j]] |= 1 << c
    pos.trick, pos.trick_seats, pos.turn = [], [], leader
    action = A.PLAY + lead
    if _declared_by_the_lead(st):
        action = A.DECLARE + lead
        seat, _, value = pos.declared.pop()
        pos.marr[seat] -= value
        before = [d for d in pos.declared if d[1] < 4]  # the aces change no trump
        pos.trump, pos.trump_by = (before[-1][1], before[-1][0]) if before else (-1, -1)
    elif st.declared and st.declared[-1][1] == 4 and _aces_by_the_lead(st):
        action = A.ACES + lead
        seat, _, value = pos.declared.pop()
        pos.marr[seat] -= value
    return Follow(leader, action, pos)


def _declared_by_the_lead(st: TysyachaState) -> bool:
    """Whether the current lead declared a marriage: its leader set the trump with the
    king or queen led, whose partner has not been played (a marriage declared earlier
    with the partner would have put the partner on a trick)."""
    if not _trump_may_have_changed(st):
        return False
    lead = st.trick[0]
    partner = lead ^ 1  # the queen (12) for the king (13), the king for the queen
    return partner not in st.played and partner not in st.trick and bool(
        st.declared and st.declared[-1][:2] == (st.trick_seats[0], st.trump))


def _aces_by_the_lead(st: TysyachaState) -> bool:
    """Whether the current lead declared the four aces (``ace_marriage``): the last
    declaration is the leader's aces, and no other ace has been played since."""
    seat = st.declared[-1][0]
    lead = st.trick[0]
    if seat != st.trick_seats[0] or not (ACES >> lead & 1):
        return False
    played_aces = sum(1 for c in st.played if ACES >> c & 1)
    return played_aces == 0


def _trump_may_have_changed(st: TysyachaState) -> bool:
    """Whether the current trick's lead may have declared a marriage (so that the last
    trick was played under another trump): its leader set the trump, and the lead is a
    king or queen of it."""
    if not st.trick or st.trump < 0 or st.trump_by != st.trick_seats[0]:
        return False
    lead = st.trick[0]
    return (lead >> 4 & 7) == st.trump and (lead & 15) in (12, 13)
