"""Audit: which card beats which (plain, trumpless, royal, japanese, big, two_trump)."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.games.durak.state import DurakState

from .helpers import new, rig

H0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
H1 = ["6C", "7D", "8S", "KH", "QS", "AS"]


def beats(st: DurakState, card: str, target: str, seat: int = 1) -> bool:
    return bool(st.tabs[seat][C.parse(target)] >> C.parse(card) & 1)


def test_plain_beating() -> None:
    st = new(2, rig(2, [H0, H1], trump="10H"))
    assert beats(st, "7S", "6S") and not beats(st, "6S", "7S")
    assert beats(st, "6H", "AS") and not beats(st, "AS", "6H")
    assert beats(st, "7H", "6H") and not beats(st, "6H", "7H")
    assert not beats(st, "AC", "6S") and not beats(st, "6S", "6S")


def test_trumpless_beating() -> None:
    st = new(2, rig(2, [H0, H1], trump="10H"), trumpless=True)
    assert st.trump == -1 and beats(st, "7H", "6H")
    assert not beats(st, "6H", "AS") and not beats(st, "AH", "6C")
    assert st.attacker == 0  # no trump: the seat after the dealer leads


def test_royal_beating() -> None:
    st = new(2, rig(2, [H0, H1], trump="10H"), royal=True)
    assert beats(st, "AS", "6S") and beats(st, "AH", "6S")
    assert not beats(st, "7S", "6S") and not beats(st, "KH", "6S")
    assert not beats(st, "AC", "6S")  # a plain ace of another suit
    assert beats(st, "AH", "6H") and not beats(st, "7H", "6H")
    assert beats(st, "8S", "7S") and beats(st, "6H", "7S")  # other ranks as usual


def test_royal_small_deck_lowest_is_nine() -> None:
    st = new(2, rig(2, [["9S", "10C", "JD", "QH", "KS", "AC"],
                        ["9C", "10D", "JS", "KH", "QS", "AS"]], trump="10H", deck=24),
             deck=24, royal=True)
    assert beats(st, "AS", "9S") and not beats(st, "10S", "9S") and beats(st, "JS", "10S")


@pytest.mark.parametrize("variant", ["a", "b"])
def test_japanese_spades_only_by_spades(variant: str) -> None:
    st = new(2, rig(2, [H0, H1], trump="10D"), japanese=variant)
    assert st.trump == C.DIAMONDS
    assert beats(st, "7S", "6S") and not beats(st, "6D", "6S") and not beats(st, "AD", "6S")
    assert beats(st, "6D", "AC") and beats(st, "6D", "AH") and beats(st, "7D", "6D")
    assert not beats(st, "AS", "6D") and not beats(st, "AS", "6C")


def test_japanese_b_turned_spade_is_replaced() -> None:
    st = new(2, rig(2, [H0, H1], trump="JS", stock=["QD", "KC"]), japanese="b")
    # the nearest non-spade above the turned JS becomes the trump card
    assert C.to_text(st.trump_card) != "JS" and st.trump != C.SPADES
    assert C.suit_of(st.stock[0]) != C.SPADES and C.parse("JS") in st.stock
    assert C.to_text(st.stock[0]) == st.observation(0)["trump_card"]


def test_big_twins() -> None:
    st = new(2, rig(2, [H0, ["6S'", "7D", "8S", "KH", "QS", "AS"]], trump="10H", copies=2),
             big=True)
    assert not beats(st, "6S'", "6S") and not beats(st, "6S", "6S'")
    assert not beats(st, "7H'", "7H") and beats(st, "7H'", "6H")
    assert beats(st, "7H'", "AS") and beats(st, "7S'", "6S")


def test_two_trump_each_seat_has_its_own() -> None:
    st = new(2, rig(2, [H0, H1], trump="10H"), two_trump=True)
    assert st.seat_trump == [C.HEARTS, C.SPADES]
    # seat 1 covers with spades; hearts are ordinary for him
    assert beats(st, "6S", "AH", seat=1) and not beats(st, "6H", "AC", seat=1)
    assert beats(st, "6H", "AS", seat=0) and not beats(st, "6S", "AC", seat=0)
