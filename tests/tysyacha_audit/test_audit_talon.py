"""Audit: who sees the talon and the two given cards, seat by seat
(default, talon_hidden_at_100, discard_face_down, golden, dark)."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.games.tysyacha.state import TysyachaState

from .deals import X_DEAL, X_GIFTS, X_TALON
from .helpers import dealt, hand, mask, new, run

TALON = ["QD", "KD", "JH"]  # as the observation sorts them (suit, then strength)


def gifts_seen(st: TysyachaState, seat: int) -> list[object]:
    return [g[2] for g in st.observation(seat)["gifts"]]


def no_leaks(st: TysyachaState) -> None:
    for s in range(st.players):
        assert leaked_cards(st, s) == []


def test_default_talon_and_gifts_are_shown_to_all() -> None:
    st = run(new([X_DEAL]), "bid 100", "pass", "pass")
    for seat in range(3):
        assert sorted(st.observation(seat)["talon"]) == sorted(TALON)
        assert not st.unseen(seat) & mask(X_TALON)
    run(st, *X_GIFTS)
    for seat in range(3):
        assert gifts_seen(st, seat) == ["9S", "9C"]
    assert st.observation(1)["received"] == ["9S"]
    assert "9S" in hand(st, 1) and "9C" in hand(st, 2) and len(hand(st, 0)) == 8
    no_leaks(st)


def test_talon_hidden_at_100_unbid() -> None:
    st = run(new([X_DEAL], talon_hidden_at_100=True), "bid 100", "pass", "pass")
    assert st.observation(0)["talon"] is not None
    for seat in (1, 2):
        assert st.observation(seat)["talon"] is None
        assert st.unseen(seat) & mask(X_TALON) == mask(X_TALON)
    run(st, "give KD 1", "give QD 2")
    assert gifts_seen(st, 0) == ["KD", "QD"]
    assert gifts_seen(st, 1) == ["KD", None] and gifts_seen(st, 2) == [None, "QD"]
    assert st.unseen(1) & mask("QD JH") == mask("QD JH")
    assert not st.unseen(1) & mask("KD")
    no_leaks(st)


def test_talon_hidden_at_100_shown_once_anyone_bid() -> None:
    st = run(new([X_DEAL], talon_hidden_at_100=True), "bid 100", "bid 105", "pass",
             "bid 110", "pass")
    assert st.declarer == 0 and st.contract == 110
    for seat in range(3):
        assert st.observation(seat)["talon"] is not None
    run(st, *X_GIFTS)
    assert gifts_seen(st, 2) == ["9S", "9C"]


def test_discard_face_down_shows_the_talon_but_not_the_gifts() -> None:
    st = run(new([X_DEAL], discard_face_down=True), "bid 100", "pass", "pass")
    assert st.observation(2)["talon"] is not None
    run(st, *X_GIFTS)
    assert gifts_seen(st, 0) == ["9S", "9C"]
    assert gifts_seen(st, 1) == ["9S", None] and gifts_seen(st, 2) == [None, "9C"]
    assert st.unseen(1) >> C.parse("9C") & 1 and st.unseen(2) >> C.parse("9S") & 1
    no_leaks(st)


def test_golden_hides_the_talon_and_the_gifts() -> None:
    st = run(new([X_DEAL], golden=True), "give KD 1", "give 9C 2")
    assert st.declarer == 0 and st.contract == 120 and st.bids == []
    assert st.observation(1)["talon"] is None and st.observation(2)["talon"] is None
    assert gifts_seen(st, 1) == ["KD", None] and gifts_seen(st, 2) == [None, "9C"]
    no_leaks(st)


def test_dark_hides_the_talon_and_the_gifts_and_first_the_own_hand() -> None:
    st = dealt(new([X_DEAL], dark=True))
    assert st.observation(0)["hand"] == []
    assert st.unseen(0) & mask("AH 10H KH QH AS 9S 9C") == mask("AH 10H KH QH AS 9S 9C")
    assert st.observation(1)["hand"] != []
    run(st, "dark")
    assert len(st.observation(0)["hand"]) == 10
    assert st.observation(1)["talon"] is None and st.observation(2)["talon"] is None
    run(st, "give KD 1", "give 9C 2")
    assert gifts_seen(st, 1) == ["KD", None] and gifts_seen(st, 2) == [None, "9C"]
    no_leaks(st)
