"""Durak: each variant's information set, on rigged deals — what a sample re-deals and
what it must keep for the seat that asked."""

from __future__ import annotations

import random

from koloda.engine import cards as C
from koloda.engine.game import CHANCE
from koloda.games.durak.state import DurakState

from ..durak.helpers import GAME, new, play, rig
from .helpers import check_sample, differs

P0 = ["6D", "7S", "8S", "9C", "10C", "JC"]
P1 = ["6H", "7H", "8H", "9S", "10D", "JD"]
STOCK = ["QC", "KC", "AC", "QH", "KH", "AH"]


def card(text: str) -> int:
    return C.parse(text)


def samples(st: DurakState, seat: int, k: int = 40, seed: int = 0) -> list[DurakState]:
    rng = random.Random(seed)
    out = []
    for _ in range(k):
        sample = st.resample(seat, rng)
        check_sample(st, sample, seat)
        out.append(sample)
    return out


# --- believe -------------------------------------------------------------------------

def test_believe_face_down_cover_is_redealt_for_the_others_only() -> None:
    st = new(2, rig(2, [P0, P1], trump="AD", stock=STOCK), believe=True)
    play(st, "attack 7S", "dark 6H on 7S")
    assert st.to_move == 0  # the attacker must accept or challenge
    covers = {s.dfn[0] for s in samples(st, 0)}
    assert len(covers) > 5
    assert not covers & {card(t) for t in P0} and card("7S") not in covers
    # the defender laid it: his samples keep it
    assert {s.dfn[0] for s in samples(st, 1)} == {card("6H")}
    # the challenge's outcome is not known to the attacker in advance
    fates = set()
    for s in samples(st, 0):
        s.apply(s.text_to_action("challenge"))
        fates.add(s.hands[0].bit_count())
    assert len(fates) == 2


def test_believe_face_down_card_goes_to_the_discard_still_hidden() -> None:
    st = new(2, rig(2, [P0, P1], trump="AD", stock=STOCK), believe=True)
    play(st, "attack 7S", "dark 6H on 7S", "accept")
    while st.current_player() == 0 and st.phase != 1:
        play(st, "done")
    assert st.secret and st.discard >> card("6H") & 1
    found = {c for s in samples(st, 0) for c in C.cards_in(s.secret)}
    assert len(found) > 5
    assert {c for s in samples(st, 1) for c in C.cards_in(s.secret)} == {card("6H")}


def test_believe_a_card_known_in_the_defenders_hand_stays_the_cover() -> None:
    st = new(2, rig(2, [P0, P1], trump="AD", stock=STOCK), believe=True)
    play(st, "attack 7S", "take")  # the attacker saw 7S go to the defender
    play(st, "attack 8S", "dark 7S on 8S")
    assert st.phase == 4 and st.to_move == 0
    assert {s.dfn[0] for s in samples(st, 0)} == {card("7S")}


# --- poker ---------------------------------------------------------------------------

def test_poker_swapper_knows_where_the_swapped_card_lies() -> None:
    st = new(2, rig(2, [P0, P1], trump="AD", stock=STOCK), poker=True)
    play(st, "attack 7S", "swap 6H")
    assert st.stock[1] == card("6H")
    assert {s.stock[1] for s in samples(st, 1)} == {card("6H")}
    seen = samples(st, 0)  # the attacker did not see which card went down
    assert len({s.stock[1] for s in seen}) > 5
    assert any(s.hands[1] >> card("6H") & 1 for s in seen)


def test_poker_a_swapped_card_the_attacker_knew_stays_in_the_stock() -> None:
    st = new(2, rig(2, [P0, P1], trump="AD", stock=STOCK), poker=True)
    play(st, "attack 7S", "take", "attack 8S", "beat 9S on 8S", "done",
         "attack 6H", "beat 6D on 6H", "attack 9C", "swap 7S")
    assert st.stock[1] == card("7S")
    for seat in (0, 1):
        assert {s.stock[1] for s in samples(st, seat)} == {card("7S")}


# --- reverse -------------------------------------------------------------------------

def test_reverse_own_slots_are_redealt_but_picked_up_cards_stay() -> None:
    p0 = ["7S", "8S", "9C", "10C", "JC", "QS"]
    p1 = ["6D", "7H", "8H", "9S", "10D", "JD"]  # seat 1 holds the lowest trump: it leads
    st = new(2, rig(2, [p0, p1], trump="AD", stock=STOCK), reverse=True)
    assert st.to_move == 1
    play(st, "attack #1", "take", "done")  # seat 0 picks up 6D into its last slot
    assert st.slots[0][-1] == card("6D")
    worlds = samples(st, 0)
    assert {s.slots[0][-1] for s in worlds} == {card("6D")}
    assert len({tuple(s.slots[0][:-1]) for s in worlds}) > 5
    assert all(s.hands[1] == st.hands[1] for s in worlds)  # the others' cards are seen
    # seat 1 sees seat 0's hand; its own is re-dealt
    others = samples(st, 1)
    assert all(s.slots[0] == st.slots[0] for s in others)
    assert len({tuple(s.slots[1]) for s in others}) > 5


# --- magadan -------------------------------------------------------------------------

def test_magadan_closed_cards_are_unknown_even_to_their_owner() -> None:
    st = new(2, seed=3, magadan=True)
    seat = st.to_move
    own_open = st.hands[seat] & ~st.closed[seat]
    worlds = samples(st, seat)
    assert all(s.hands[seat] & ~s.closed[seat] == own_open for s in worlds)
    assert len({tuple(s.closed_order[seat]) for s in worlds}) > 5
    assert len({s.closed[1 - seat] for s in worlds}) > 5
    for s in worlds:  # the sample opens its closed cards in its own order
        assert s.closed_order[seat][0] in C.cards_in(s.closed[seat])


# --- invisible, chukotka, albanian, discard_back -------------------------------------

def test_invisible_turned_card_is_any_hidden_card_of_the_trump_suit() -> None:
    st = new(2, seed=5, invisible=True)
    bottoms = {s.stock[0] for s in samples(st, 0)}
    assert len(bottoms) > 2
    assert all(C.suit_of(c) == st.trump and s.trump_card == s.stock[0]
               for s in samples(st, 0) for c in [s.stock[0]])


def test_chukotka_cards_out_of_play_are_redealt_with_the_hands() -> None:
    st = new(2, seed=1, chukotka=True)
    worlds = samples(st, 0)
    assert len({s.hands[1] for s in worlds}) > 5  # not read off the cards out of play
    assert all(s.removed >> st.trump_card & 1 for s in worlds)  # the shown trump card


def test_albanian_stock_stays_sorted_below_what_the_seat_drew() -> None:
    st = new(2, seed=2, albanian=True)
    rng = random.Random(2)
    checked = 0
    while not st.is_terminal() and len(st.stock) > 3:
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        for seat in (0, 1):
            for s in samples(st, seat, k=5, seed=checked):
                ranks = [c & 15 for c in s.stock[1:]]
                assert ranks == sorted(ranks)
                assert max(ranks, default=0) <= st.floor[seat]
            checked += 1
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    assert checked and min(st.floor) < 14  # someone drew and learned a bound


def test_discard_back_cards_shuffled_in_stay_in_the_stock_or_later_draws() -> None:
    hits = 0
    for seed in range(20):
        st = GAME.new_state(3, GAME.make_rules(variants=["discard_back"]), seed)
        assert isinstance(st, DurakState)
        rng = random.Random(seed)
        while not st.is_terminal() and hits < 30:
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            for seat in range(3):
                free = st.unseen(seat) & ~st.known[seat]
                back = st.back & free
                # a hand holds fewer recent draws than hidden cards: the bound binds
                if back and any(st.fresh[o] < (st.hands[o] & free).bit_count()
                                for o in range(3) if o != seat):
                    hits += 1
                    for s in samples(st, seat, k=5, seed=hits):
                        for o in range(3):
                            assert (s.hands[o] & back).bit_count() <= st.fresh[o]
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    assert hits


# --- the future ----------------------------------------------------------------------

def test_a_sample_deals_its_own_next_game() -> None:
    st = GAME.new_state(2, GAME.make_rules(overrides={"match_games": 3}), 4)
    assert isinstance(st, DurakState)
    rng = random.Random(4)
    while st.game_no < 1 or st.current_player() != CHANCE:
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        legal = st.legal_actions()
        st.apply(legal[rng.randrange(len(legal))])
    truth = st.clone()
    truth.apply_chance()
    nexts = set()
    for k in range(5):
        sample = st.resample(0, random.Random(k))
        sample.apply_chance()
        nexts.add(tuple(sample.deals[-1]))
    assert tuple(truth.deals[-1]) not in nexts and len(nexts) == 5


def test_a_sample_is_not_the_truth_in_the_common_game() -> None:
    st = new(3, seed=7)
    assert all(any(differs(st, s) for s in samples(st, seat, k=3)) for seat in range(3))


def test_chinese_everybody_knows_who_holds_the_nine_of_diamonds() -> None:
    for seed in range(10):
        st = new(3, seed=seed, chinese=True)
        nine = card("9D")
        holder = next((s for s in range(3) if st.hands[s] >> nine & 1), -1)
        if holder < 0:
            continue  # in the stock: the usual lead
        assert st.to_move == holder
        for seat in range(3):
            assert all(s.hands[holder] >> nine & 1 for s in samples(st, seat, k=10))
