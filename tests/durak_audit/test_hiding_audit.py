"""Audit: what an observation or a resampled world may reveal."""

from __future__ import annotations

import random

from koloda.engine import cards as C

from .helpers import new, rig

P1 = ["6C", "7D", "8S", "KH", "QS", "AS"]


def test_english_g_why_does_not_reveal_the_leaders_hand() -> None:
    with_pair = new(2, rig(2, [["6S", "6D", "8D", "9H", "10S", "JC"], P1], trump="10H",
                           stock=["AC", "AD"]), base="simple", english_g=True)
    without = new(2, rig(2, [["6S", "7C", "8D", "9H", "10S", "JC"], P1], trump="10H",
                         stock=["AC", "AD"]), base="simple", english_g=True)
    assert with_pair.to_move == without.to_move == 0
    assert with_pair.observation(1)["why"] == without.observation(1)["why"]


def test_invisible_resample_keeps_a_trump_suit_card_at_the_bottom() -> None:
    for seed in range(10):
        st = new(2, seed=seed, invisible=True)
        world = st.resample(0, random.Random(seed))
        assert C.suit_of(world.stock[0]) == world.trump
        assert world.stock[0] == world.trump_card


def test_resample_keeps_a_visible_trump_card() -> None:
    for seed in range(10):
        st = new(3, seed=seed)
        world = st.resample(1, random.Random(seed))
        assert world.stock[0] == st.stock[0] == world.trump_card
        assert world.observation(1) == st.observation(1)
