"""The shared re-deal of hidden cards (engine/constrained_deal.py): sizes kept, barred
cards never dealt to their place, every card dealt once, and a deal found even when only
one exists."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_places, suits_barred


def test_suits_barred_covers_exactly_the_suits_named() -> None:
    mask = suits_barred(1 << C.HEARTS | 1 << C.SPADES)
    deck = C.deck(36)
    assert {c for c in deck if mask >> c & 1} == {
        c for c in deck if C.suit_of(c) in (C.HEARTS, C.SPADES)}
    assert suits_barred(0) == 0


def test_a_single_possible_deal_is_found() -> None:
    # place 0 may hold only hearts and there are exactly two: it must get both
    pool = [C.parse(t) for t in ("AH", "KH", "AS", "KS", "QC", "JD")]
    for seed in range(30):
        got = deal_places(pool, [2, 2, 2], [suits_barred(0b0111), 0, 0], random.Random(seed))
        assert sorted(got[0]) == sorted([C.parse("AH"), C.parse("KH")])


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.lists(st.integers(0, 15), min_size=2,
                                                   max_size=5))
def test_sizes_bans_and_cards_kept(rng: random.Random, bans: list[int]) -> None:
    # a true deal first (so one exists), then bans that it satisfies
    deck = C.deck(36)
    rng.shuffle(deck)
    size = len(deck) // len(bans)
    hands = [deck[i * size:(i + 1) * size] for i in range(len(bans))]
    # bar only whole suits the true hand lacks
    barred = [suits_barred(sum(1 << s for s in range(4) if b >> s & 1
                               and not any(C.suit_of(c) == s for c in h)))
              for b, h in zip(bans, hands, strict=True)]
    pool = [c for h in hands for c in h]
    got = deal_places(pool, [len(h) for h in hands], barred, rng)
    assert [len(g) for g in got] == [len(h) for h in hands]
    assert sorted(c for g in got for c in g) == sorted(pool)
    for g, bar in zip(got, barred, strict=True):
        assert not C.mask_of(g) & bar
