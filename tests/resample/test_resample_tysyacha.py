"""Тысяча: the exact sampler — voids are kept, every consistent deal is equally likely,
a deal forced by the voids is found at once, and a sample deals its own next deal."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.tysyacha.cardset import SUIT_BITS
from koloda.games.tysyacha.state import TysyachaState, _deal_hidden, _ways

from .helpers import check_sample

GAME = get_game("tysyacha")
HANDS = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH QH"]
TALON = "KH 10H AH"
PLAY = ["bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start",
        "play AS", "play 9S", "play 9H",          # seat 2 shows no spade
        "play QS declare", "play JS", "play JH",  # spades are trumps
        "play KS", "play 9C", "play QH",          # seat 1 shows no spade either
        "play 10S", "play JC", "play 10H",
        "play AC", "play QC", "play JD"]          # seat 2: no club, no trump


def mask(text: str) -> int:
    return C.mask_of(C.parse(t) for t in text.split())


def rigged(moves: int) -> TysyachaState:
    order = [C.parse(t) for h in [*HANDS, TALON] for t in h.split()]
    st = GAME.new_state(3, GAME.make_rules(), 0, [order])
    assert isinstance(st, TysyachaState)
    st.dealer = 2
    st._reset_deal()
    while st.current_player() == CHANCE:
        st.apply_chance()
    for text in PLAY[:moves]:
        st.play(text)
    return st


def test_a_seat_that_showed_a_void_never_gets_that_suit() -> None:
    st = rigged(len(PLAY))
    assert st.void == [0, 1, 3]  # seat 1: no spades; seat 2: no spades, no clubs
    rng = random.Random(0)
    for seat in range(3):
        for _ in range(50):
            s = st.resample(seat, rng)
            check_sample(st, s, seat)
            assert not s.hands[1] & SUIT_BITS[C.SPADES]
            assert not s.hands[2] & (SUIT_BITS[C.SPADES] | SUIT_BITS[C.CLUBS])
    # seat 0's view: KC can only be seat 1's, the diamonds split 1 + 3 (4 deals)
    seen = Counter(st.resample(0, rng).hands[2] for _ in range(400))
    assert {h & mask("KC") for h in seen} == {0} and len(seen) == 4
    assert min(seen.values()) > 60  # all four about equally often


def test_voids_earlier_in_the_play() -> None:
    st = rigged(9)  # seat 2 has shown it lacks spades
    rng = random.Random(1)
    hands = set()
    for _ in range(100):
        s = st.resample(0, rng)
        check_sample(st, s, 0)
        assert not s.hands[2] & SUIT_BITS[C.SPADES]
        hands.add(s.hands[2])
    assert len(hands) > 20


def _all_deals(cards: list[int], need: list[int], void: list[int]) -> set[tuple[int, ...]]:
    out = set()
    for perm in permutations(cards):
        deal, k = [], 0
        for size in need:
            deal.append(C.mask_of(perm[k:k + size]))
            k += size
        if all(not deal[i] & SUIT_BITS[s] for i in range(len(need)) for s in range(4)
               if void[i] >> s & 1):
            out.add(tuple(deal))
    return out


def test_every_consistent_deal_is_equally_likely() -> None:
    hidden = mask("9S JS QS 9H JH QH KD")
    need, void = [2, 3, 2], [0b0001, 0b1000, 0]  # place 0: no spade; place 1: no heart
    deals = _all_deals(list(C.cards_in(hidden)), need, void)
    spades, hearts, diamonds = (hidden & SUIT_BITS[s] for s in (0, 3, 2))
    assert _ways((3, 1, 3), ((1, 2), (0, 1, 2), (0, 2)), (2, 3, 2)) == len(deals)
    assert spades and hearts and diamonds
    rng = random.Random(7)
    runs = 60 * len(deals)
    seen = Counter(tuple(_deal_hidden(hidden, need, void, rng)) for _ in range(runs))
    assert set(seen) == deals  # nothing else, and nothing missed
    expected = runs / len(deals)
    chi2 = sum((seen[d] - expected) ** 2 / expected for d in deals)
    assert chi2 < 2 * len(deals)  # far from any bias (df = deals - 1)


def test_a_deal_the_voids_force_is_found_without_retrying() -> None:
    hidden = mask("9S JS QS 9H JH QH")
    rng = random.Random(3)
    for _ in range(20):
        got = _deal_hidden(hidden, [3, 3, 0], [0b1000, 0b0001, 0], rng)
        assert got == [mask("9S JS QS"), mask("9H JH QH"), 0]


def test_a_sample_deals_its_own_next_deal() -> None:
    st = rigged(len(PLAY))
    rng = random.Random(2)
    while st.current_player() != CHANCE:
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    truth = st.clone()
    truth.apply_chance()
    for k in range(5):
        sample = st.resample(0, random.Random(k))
        sample.apply_chance()
        assert sample.deals[-1] != truth.deals[-1]
