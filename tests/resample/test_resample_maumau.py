"""Mau-Mau family: a stock turned over from the pile is known to all in its order, so are
the cards drawn from it; only cards never seen are re-dealt; between deals a sample deals
its own next deal."""

from __future__ import annotations

import random

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.maumau.state import Phase, ShedState

from ..maumau.rig import deal, plays
from .helpers import check_sample, differs

STOCK_DEAL = [["6S", "7C", "8S", "9S", "10S", "JS", "KS", "AS"],
              ["8H", "9H", "10H", "JH", "KH", "AH", "6H", "7H"],
              ["6C", "8C", "9C", "10C", "JC", "KC", "AC", "7S"],
              ["6D", "7D", "8D", "9D", "10D", "JD", "KD", "AD"]]
QUEENS = ["QS", "QC", "QD", "QH"]


def samples(st: ShedState, seat: int, k: int = 40) -> list[ShedState]:
    rng = random.Random(seat)
    out = []
    for _ in range(k):
        sample = st.resample(seat, rng)
        check_sample(st, sample, seat)
        out.append(sample)
    return out


def test_the_dealt_stock_is_redealt() -> None:
    st = deal("czech", STOCK_DEAL, stock=QUEENS, hand=8)
    plays(st, "play 6S")
    worlds = samples(st, 0)
    assert len({tuple(s.stock) for s in worlds}) > 10
    assert any(s.stock != st.stock for s in worlds)


def test_a_rebuilt_stock_and_the_cards_drawn_from_it_are_known_to_all() -> None:
    st = deal("czech", STOCK_DEAL, stock=QUEENS, hand=8)
    plays(st, "play 6S", "draw", "play 6C", "draw", "play 7C", "draw")
    assert st.rebuilt == 1 and st.stock == [C.parse("6C")]  # 6S 6C turned over, 6S drawn
    six = C.parse("6S")
    assert st.hands[1] >> six & 1
    queens = C.mask_of(C.parse(q) for q in QUEENS)
    for seat in (0, 2, 3):
        worlds = samples(st, seat)
        for s in worlds:
            assert s.stock == st.stock  # the order came from the pile, face up
            assert s.hands[1] >> six & 1  # all saw 6S drawn by seat 1
        # the queens were drawn unseen from the dealt stock: they may be anywhere hidden
        assert len({tuple(s.hands[o] & queens for o in range(4)) for s in worlds}) > 3
        assert any(differs(st, s) for s in worlds)


def test_over_shows_the_hands_and_keeps_them() -> None:
    g = get_game("czech")
    st = g.new_state(3, g.make_rules(preset="one_deal"), 2)
    assert isinstance(st, ShedState)
    rng = random.Random(2)
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    assert st.phase == Phase.OVER
    for s in samples(st, 0, k=5):
        assert s.hands == st.hands


def test_a_sample_deals_its_own_next_deal() -> None:
    for key in ("czech", "101"):
        g = get_game(key)
        st = g.new_state(3, g.make_rules(), 5)
        assert isinstance(st, ShedState)
        rng = random.Random(5)
        while st.deal_no < 1 or st.current_player() != CHANCE:
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
        truth = st.clone()
        truth.apply_chance()
        for k in range(5):
            sample = st.resample(1, random.Random(k))
            check_sample(st, sample, 1)
            sample.apply_chance()
            assert sample.deals[-1] != truth.deals[-1]
            assert sample.hands[1] != truth.hands[1] or sample.stock != truth.stock
