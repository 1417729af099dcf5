"""Audit: attack order, throw-ins, drawing, bout limits, turns and the end of a game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.games.durak.state import DurakState, Phase

from .helpers import hand, legal, mask, new, play, rig, set_hand

# four players, 52 cards, hearts trump; seat 0 holds the lowest trump (2H)
Q0 = ["2H", "5S", "5C", "9C", "9D", "KC"]
Q1 = ["7S", "8S", "8C", "QS", "QD", "AS"]
Q2 = ["5D", "7C", "3C", "4C", "6C", "10C"]
Q3 = ["7D", "5H", "3D", "4D", "6D", "10D"]


def four(**rules: Any) -> DurakState:
    return new(4, rig(4, [Q0, Q1, Q2, Q3], trump="AH", deck=52), deck=52, **rules)


def test_four_players_throw_in_all_order() -> None:
    st = four()
    assert (st.attacker, st.defender, st.to_move) == (0, 1, 0)
    assert st.throwers == [0, 2, 3]
    play(st, "attack 5S")
    assert legal(st) == ["attack 5C", "done"]  # the lead may grow by its rank
    play(st, "done", "beat 7S on 5S")
    # the first attacker first, then the others in seat order
    assert st.to_move == 0 and legal(st) == ["attack 5C", "done"]
    play(st, "done")
    assert st.to_move == 2 and legal(st) == ["attack 5D", "attack 7C", "done"]
    play(st, "attack 5D", "beat QD on 5D")
    assert st.to_move == 0  # a cover gives the first attacker the word again
    play(st, "done", "done")
    # seat 3 (across the table) may throw in with throw_in=all
    assert st.to_move == 3 and legal(st) == ["attack 5H", "attack 7D", "done"]
    play(st, "attack 7D", "take")
    # after a take the attackers may still add, again from the first attacker
    assert st.taking and st.to_move == 0
    play(st, "attack 5C")  # seat 0 has nothing more of ranks 5, 7, Q
    assert st.to_move == 2 and st.phase == Phase.THROW
    play(st, "done")
    assert st.to_move == 3 and legal(st) == ["attack 5H", "done"]
    play(st, "done")
    assert {"5S", "7S", "5D", "QD", "7D", "5C"} <= hand(st, 1)
    assert (st.attacker, st.defender) == (2, 3)  # the player after the taker leads


def test_four_players_neighbours_only() -> None:
    st = four(throw_in="neighbours")
    assert st.throwers == [0, 2]
    play(st, "attack 5S", "done", "beat 7S on 5S", "done", "done")
    # seat 3 (not a neighbour of the defender) is never asked: the table is discarded
    assert st.discard == mask("5S", "7S") and (st.attacker, st.defender) == (1, 2)


@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("mode", ["all", "neighbours"])
def test_thrower_lists(players: int, mode: str) -> None:
    for seed in range(4):
        st = new(players, seed=seed, deck=52, throw_in=mode)
        a, d = st.attacker, st.defender
        assert d == (a + 1) % players
        if mode == "all":
            assert st.throwers == [(a + k) % players for k in range(players) if k != 1]
        else:
            assert st.throwers == [a, (d + 1) % players]


def test_draw_order_with_a_short_stock() -> None:
    # 24 cards, three players: a stock of six (AH turned)
    p0 = ["9S", "9C", "9D", "9H", "10S", "10C"]
    p1 = ["JS", "QC", "KD", "AS", "KC", "10H"]
    p2 = ["KS", "QH", "JH", "JD", "10D", "AC"]
    st = new(3, rig(3, [p0, p1, p2], trump="AH", stock=["JC", "QS", "QD", "KH", "AD"],
                    deck=24), deck=24)
    assert st.to_move == 0 and st.defender == 1
    play(st, "attack 9S", "attack 9C", "attack 9D", "done",
         "beat JS on 9S", "beat QC on 9C", "beat KD on 9D")
    play(st, "done")  # seat 0 keeps 9H
    assert st.to_move == 2
    play(st, "attack KS", "beat AS on KS", "done", "attack JD", "beat 10H on JD")
    # five attack cards: the first-bout limit closes the bout; discard and draw
    assert st.discard.bit_count() == 10 and not st.stock
    # seat 0 (first attacker) draws 3, seat 2 draws 2, the defender gets the trump card
    assert hand(st, 0) == {"9H", "10S", "10C", "JC", "QS", "QD"}
    assert hand(st, 2) == {"QH", "JH", "10D", "AC", "KH", "AD"}
    assert hand(st, 1) == {"KC", "AH"}
    assert st.observation(0)["known"][1] == ["AH"]
    assert (st.attacker, st.defender) == (1, 2)


def test_draw_order_after_take() -> None:
    # the taker draws last too (here nothing is left for him)
    p0 = ["9S", "9C", "9D", "9H", "10S", "10C"]
    p1 = ["JS", "QC", "KD", "AS", "KC", "10H"]
    p2 = ["KS", "QH", "JH", "JD", "10D", "AC"]
    st = new(3, rig(3, [p0, p1, p2], trump="AH", stock=["JC", "QS", "QD", "KH", "AD"],
                    deck=24), deck=24)
    play(st, "attack 9S", "attack 9C", "attack 9D", "done", "take", "attack 9H")
    # nobody else holds a nine: seat 1 picked up at once
    assert hand(st, 0) == {"10S", "10C", "JC", "QS", "QD", "KH"}
    assert hand(st, 2) == {*p2} and len(st.stock) == 2
    assert len(hand(st, 1)) == 10
    assert (st.attacker, st.defender) == (2, 0)


S0 = ["6S", "6C", "6D", "6H", "7D", "7H"]
S1 = ["7S", "7C", "8D", "8H", "9S", "10D"]


@pytest.mark.parametrize("limit", [5, 6])
def test_first_bout_limit(limit: int) -> None:
    st = new(2, rig(2, [S0, S1], trump="AH"), first_bout_limit=limit)
    assert st.observation(0)["attack_limit"] == limit
    # the lead closes by itself: seat 0 has no more sixes
    play(st, "attack 6S", "attack 6C", "attack 6D", "attack 6H",
         "beat 7S on 6S", "beat 7C on 6C", "beat 8D on 6D", "beat 8H on 6H",
         "attack 7D", "beat 10D on 7D")
    if limit == 5:  # 7H fits but the bout is full: discarded at once
        assert st.discard.bit_count() == 10 and st.attacker == 1
        assert st.observation(0)["attack_limit"] == 6
    else:
        assert legal(st) == ["attack 7H", "done"]


def test_six_cards_at_most_after_the_first_discard() -> None:
    st = new(2, rig(2, [S0, S1], trump="AH"), chukotka=True)
    play(st, "attack 6S", "done", "beat 7S on 6S", "done")
    # now seat 1 leads; surgery: plenty of cards on both sides
    set_hand(st, 1, "9S", "9C", "9D", "10C", "10D", "KS", "KH", "QS")
    set_hand(st, 0, "10S", "JC", "JD", "KC", "KD", "AS", "AH")
    play(st, "attack 9S", "attack 9C", "done", "beat 10S on 9S", "beat JC on 9C",
         "attack 10C", "beat KC on 10C", "attack 10D", "beat JD on 10D",
         "attack KS", "beat AS on KS", "attack KH", "beat AH on KH")
    # six attack cards: 9D fits but may not follow; the bout is over
    assert st.discard.bit_count() == 14 and hand(st, 1) == {"9D", "QS"}
    assert (st.attacker, st.defender) == (0, 1)


def test_never_more_than_the_defender_held() -> None:
    st = new(2, rig(2, [S0, S1], trump="AH"), chukotka=True)
    set_hand(st, 0, "6S", "6C", "6D", "6H", "KS")
    set_hand(st, 1, "7S", "7C", "8D", "AH")
    play(st, "attack 6S", "attack 6C", "attack 6D")
    assert legal(st) == ["attack 6H", "done"]
    play(st, "done", "beat 7S on 6S", "beat 7C on 6C", "beat 8D on 6D")
    assert legal(st) == ["attack 6H", "done"]  # the fourth card: he held four
    play(st, "attack 6H", "beat AH on 6H")
    assert st.discard.bit_count() == 8


def test_take_limits_additions_to_the_defenders_hand() -> None:
    st = new(2, rig(2, [S0, S1], trump="AH"), chukotka=True)
    set_hand(st, 0, "6S", "6C", "6D", "6H", "KS")
    set_hand(st, 1, "7S", "7C", "8D", "AD")
    play(st, "attack 6S", "attack 6C", "done", "beat 7S on 6S", "take")
    # one unbeaten (6C) may become three (he holds three), never four
    assert legal(st) == ["attack 6D", "attack 6H", "done"]
    play(st, "attack 6D")
    assert legal(st) == ["attack 6H", "done"]
    play(st, "attack 6H")
    assert hand(st, 0) == {"KS"}
    assert hand(st, 1) == {"7S", "7C", "8D", "AD", "6S", "6C", "6D", "6H"}


def test_take_keeps_the_first_bout_limit() -> None:
    # reading: first_bout_limit holds until the first discard, a take does not end it
    st = new(2, rig(2, [S0, S1], trump="AH"))
    play(st, "attack 7D", "done", "take", "done")
    assert st.observation(0)["attack_limit"] == 5


def test_three_players_next_attacker_after_discard_and_take() -> None:
    t0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
    t1 = ["6C", "7D", "8S", "KH", "QS", "AS"]
    t2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [t0, t1, t2], trump="10H"))
    play(st, "attack 6S", "beat 8S on 6S", "done", "done")
    assert (st.attacker, st.defender) == (1, 2)  # after a discard: the defender
    play(st, "attack 7D", "take", "done")  # seat 0 may add 7C and declines
    assert (st.attacker, st.defender) == (0, 1)  # after a take: the one after him


def test_players_out_are_skipped() -> None:
    t0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
    t1 = ["6C", "7D", "8S", "KH", "QS", "AS"]
    t2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [t0, t1, t2], trump="10H"), chukotka=True)
    set_hand(st, 0, "6S", "JC")
    set_hand(st, 1, "8S")
    set_hand(st, 2, "QD", "KD")
    play(st, "attack 6S", "beat 8S on 6S")
    # seat 1 went out: the lead passes to seat 2, who attacks seat 0
    assert st.out == [False, True, False] and st.finish == [1]
    assert (st.attacker, st.defender) == (2, 0)
    play(st, "attack QD", "take")
    # seat 2 keeps KD; seat 0 took: the one after him (seat 1) is out, so seat 2 again
    assert (st.attacker, st.defender) == (2, 0)


def test_fool_is_the_last_holding_cards_three_players() -> None:
    t0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
    t1 = ["6C", "7D", "8S", "KH", "QS", "AS"]
    t2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [t0, t1, t2], trump="10H"), chukotka=True)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S")
    set_hand(st, 2, "QD")
    play(st, "attack 6S", "beat 8S on 6S")
    assert st.is_terminal()
    res = st.result()
    assert res["fool"] == 2 and res["fools"] == [[2]]
    assert st.returns() == [0.5, 0.5, -1.0]


@pytest.mark.parametrize("draws", [True, False])
def test_last_cards_together_three_players(draws: bool) -> None:
    t0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
    t1 = ["6C", "7D", "8S", "KH", "QS", "AS"]
    t2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [t0, t1, t2], trump="10H"), chukotka=True, draw_allowed=draws)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S")
    set_hand(st, 2)
    st.out[2] = True
    st.finish.append(2)
    play(st, "attack 6S", "beat 8S on 6S")
    assert st.is_terminal()
    if draws:
        assert st.result()["fool"] is None and st.returns() == [0.0, 0.0, 0.0]
    else:
        assert st.result()["fool"] == 1


def test_nobody_goes_out_while_the_stock_lasts() -> None:
    st = new(2, rig(2, [S0, S1], trump="AH"))
    set_hand(st, 0, "6S")
    play(st, "attack 6S", "beat 7S on 6S")
    assert not any(st.out) and len(hand(st, 0)) == 6


def test_random_seeds_first_leader_is_the_lowest_trump() -> None:
    for seed in range(20):
        n = random.Random(seed).randint(2, 6)
        st = new(n, seed=seed)
        trump = st.trump
        best = min((c & 15, s) for s in range(n) for c in range(64)
                   if st.hands[s] >> c & 1 and c >> 4 & 3 == trump and c < 64)
        assert st.attacker == best[1]


def test_draw_order_after_a_transfer_four_players() -> None:
    h0 = ["7S", "6H", "8C", "9C", "10C", "JC"]
    h1 = ["7C", "8D", "9D", "10D", "JD", "QD"]
    h2 = ["8S", "9S", "10S", "JS", "QS", "KC"]
    h3 = ["7D", "8H", "9H", "10H", "KS", "QC"]
    st = new(4, rig(4, [h0, h1, h2, h3], trump="AH"), base="perevodnoy")
    st.stock = st.stock[:3]  # surgery: two cards above the turned AH
    below, top = C.to_text(st.stock[1]), C.to_text(st.stock[2])
    play(st, "attack 7S", "transfer 7C", "beat 8S on 7S", "beat KC on 7C")
    assert (st.attacker, st.defender) == (0, 2) and st.throwers == [0, 1, 3]
    play(st, "done", "done", "done")
    # first attacker, then the one who transferred, then seat 3 (full), defender last
    assert top in hand(st, 0) and below in hand(st, 1)
    assert "AH" in hand(st, 2) and len(hand(st, 2)) == 5 and not st.stock
    assert (st.attacker, st.defender) == (2, 3)


def test_first_bout_limit_again_in_the_next_game_of_a_match() -> None:
    d = rig(2, [S0, S1], trump="AH")
    st = new(2, deals=[d, d], chukotka=True, match_games=2)
    set_hand(st, 0, "6S", "9C")
    set_hand(st, 1, "7S", "QD")
    play(st, "attack 6S", "beat 7S on 6S")
    assert st.observation(1)["attack_limit"] == 6
    play(st, "attack QD", "take")
    assert st.game_no == 2 and st.observation(0)["attack_limit"] == 5
