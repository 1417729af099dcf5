"""The Тысяча heuristic player on hand-made observations."""

from __future__ import annotations

import random
from typing import Any

from tysyacha_obs import make_obs

from koloda.engine import cards as C
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.bot import HeuristicAgent, evaluate


def card(text: str) -> int:
    return C.parse(text)


def cards(text: str) -> list[int]:
    return [card(t) for t in text.split()]


def bids(lo: int, hi: int, with_pass: bool = True) -> list[int]:
    legal = [A.PASS] if with_pass else []
    return legal + [A.bid(n) for n in range(lo, hi + 1, 5)]


def agent(seat: int = 0, seed: int = 1) -> HeuristicAgent:
    return HeuristicAgent(seat, random.Random(seed))


# --- bidding --------------------------------------------------------------------------

def test_strong_hand_bids_above_120() -> None:
    obs = make_obs("KH QH AH AS AD 9C JC", bids=[[2, 100], [0, 115], [1, 120]],
                   high_bid=120, high_bidder=1, first_hand=2)
    assert agent().act(obs, bids(125, 220)) == A.bid(125)


def test_strong_hand_value_is_high() -> None:
    obs = make_obs("KH QH AH AS AD 9C JC")
    a = agent()
    assert a._max_bid(obs) > 120


def test_weak_hand_passes() -> None:
    obs = make_obs("9S JS 9C JC QD 9H JH", bids=[[2, 100]], high_bid=100, high_bidder=2,
                   first_hand=2)
    assert agent().act(obs, bids(105, 120)) == A.PASS


def test_weak_first_hand_opens_only_100() -> None:
    obs = make_obs("9S JS 9C JC QD 9H JH")
    assert agent().act(obs, bids(100, 120, with_pass=False)) == A.bid(100)


def test_middling_hand_stops_early() -> None:
    obs = make_obs("AS 10S KS AC 10C AD 9H", bids=[[2, 100]], high_bid=100, high_bidder=2)
    # three aces and two tens but no marriage: not worth 105
    assert agent().act(obs, bids(105, 120)) == A.PASS


def test_barrel_player_bids_only_for_the_game() -> None:
    weak = make_obs("KD QD AD 9S JS 9C JC", scores=[880, 300, 200],
                    barrel=[True, False, False], bids=[[2, 100]], high_bid=100, high_bidder=2)
    value = agent()._max_bid(weak)
    choice = agent().act(weak, bids(105, 200))
    assert (choice == A.PASS) == (value < 120)


def test_bidding_is_deterministic() -> None:
    obs = make_obs("KD QD AD 9S JS 9C JC", bids=[[2, 100]], high_bid=100, high_bidder=2)
    legal = bids(105, 200)
    assert len({agent(seed=7).act(obs, legal) for _ in range(3)}) == 1


# --- after the talon --------------------------------------------------------------------

def test_gives_away_low_cards() -> None:
    hand = "KH QH AH 10H AS 10S AD 9C JC 9D"
    obs = make_obs(hand, phase="giving", declarer=0, contract=120, high_bid=120,
                   high_bidder=0, talon=["10S", "9C", "JC"])
    legal = [A.give(card(t), s) for t in hand.split() for s in (1, 2)]
    first = agent().act(obs, legal)
    assert A.kind(first) == A.GIVE
    assert C.to_text(A.arg(first)) in ("9C", "JC", "9D")
    rest = " ".join(t for t in hand.split() if card(t) != A.arg(first))
    obs2 = make_obs(rest, phase="giving", declarer=0, contract=120,
                    gifts=[[0, A.give_seat(first), C.to_text(A.arg(first))]])
    other = 2 if A.give_seat(first) == 1 else 1
    legal2 = [A.give(card(t), other) for t in rest.split()]
    second = agent().act(obs2, legal2)
    assert C.to_text(A.arg(second)) in ("9C", "JC", "9D")


def test_never_gives_a_card_of_its_marriage() -> None:
    hand = "KS QS AS 10S KD QD AD 10D AC 10C"
    obs = make_obs(hand, phase="giving", declarer=0, contract=200)
    legal = [A.give(card(t), s) for t in hand.split() for s in (1, 2)]
    given = C.to_text(A.arg(agent().act(obs, legal)))
    assert given not in ("KS", "QS", "KD", "QD")


def test_raises_a_sure_contract() -> None:
    obs = make_obs("KH QH AH 10H AS 10S AD 9C", phase="contract", declarer=0,
                   contract=120, high_bid=120, high_bidder=0)
    legal = [A.START, A.ROOSPIS] + [A.raise_to(n) for n in range(125, 225, 5)]
    choice = agent().act(obs, legal)
    assert A.kind(choice) == A.RAISE and A.arg(choice) >= 140


def test_keeps_a_fair_contract() -> None:
    obs = make_obs("KD QD AD 9S JS 9C JC QC", phase="contract", declarer=0,
                   contract=100, high_bid=100, high_bidder=0)
    legal = [A.START, A.ROOSPIS] + [A.raise_to(n) for n in range(105, 200, 5)]
    choice = agent().act(obs, legal)
    assert choice == A.START or A.arg(choice) <= 115


def test_concedes_a_hopeless_contract_when_it_is_free() -> None:
    obs = make_obs("9S JS 9C JC QD 9H JH 9D", phase="contract", declarer=0,
                   contract=160, high_bid=160, high_bidder=0,
                   rules={"roospis_no_deduct": True})
    legal = [A.START, A.ROOSPIS] + [A.raise_to(n) for n in range(165, 200, 5)]
    assert agent().act(obs, legal) == A.ROOSPIS


def test_concedes_a_hopeless_forced_hundred() -> None:
    obs = make_obs("9S JS 9C JC QD 9H JH 9D", phase="contract", declarer=0,
                   contract=100, high_bid=100, high_bidder=0)
    legal = [A.START, A.ROOSPIS] + [A.raise_to(n) for n in range(105, 125, 5)]
    assert agent().act(obs, legal) == A.ROOSPIS
    assert agent().act(obs, [A.START, *legal[2:]]) == A.START  # no roospis on offer


def test_plays_a_makeable_contract_rather_than_conceding() -> None:
    obs = make_obs("KH QH AH 10H AS 10S AD 9C", phase="contract", declarer=0,
                   contract=120, high_bid=120, high_bidder=0)
    assert agent().act(obs, [A.START, A.ROOSPIS]) == A.START


def test_dark_is_declined_in_a_normal_game() -> None:
    obs = make_obs("", phase="dark", rules={"dark": True})
    assert agent().act(obs, [A.DARK, A.LOOK]) == A.LOOK


def test_unblinds_with_a_strong_marriage() -> None:
    obs = make_obs("KH QH AH AS AD 10D 9C", phase="unblind", dark=True, declarer=1,
                   first_hand=1, rules={"dark": True, "dark_unblind": True})
    assert agent().act(obs, [A.PASS, A.bid(125)]) == A.bid(125)
    weak = make_obs("9S JS 9C JC QD 9H JH", phase="unblind", dark=True, declarer=1,
                    first_hand=1, rules={"dark": True, "dark_unblind": True})
    assert agent().act(weak, [A.PASS, A.bid(125)]) == A.PASS


def test_redeal_asked_with_a_weak_hand() -> None:
    weak = make_obs("9S 9C 9D 9H JH JS QC", phase="redeal",
                    rules={"redeal_four_nines_hand": True})
    assert agent().act(weak, [A.REDEAL, A.KEEP]) == A.REDEAL


# --- play -------------------------------------------------------------------------------

def play_obs(hand: str, trick: list[list[object]], **changes: object) -> dict[str, Any]:
    base: dict[str, object] = dict(phase="play", declarer=0, contract=120, high_bid=120,
                                   high_bidder=0)
    base.update(changes)
    return make_obs(hand, trick=trick, **base)


def plays(hand: str, follow: str | None = None) -> list[int]:
    cards = [card(t) for t in hand.split()]
    if follow is not None:
        same = [c for c in cards if C.suit_of(c) == "SCDH".index(follow)]
        cards = same or cards
    return [A.play(c) for c in cards]


def test_declares_a_marriage_when_it_can() -> None:
    hand = "KH QH KS QS 9C JD"
    obs = play_obs(hand, [], tricks_won=[1, 0, 0], leader=0, seat=0)
    legal = plays(hand) + [A.declare(card(t)) for t in ("KH", "QH", "KS", "QS")]
    assert agent().act(obs, legal) == A.declare(card("QH"))


def test_follows_suit_cheaply_when_it_cannot_win() -> None:
    hand = "10S JS 9S KD 9C"
    obs = play_obs(hand, [[0, "AS"]], seat=2, leader=0)
    a = HeuristicAgent(2, random.Random(1))
    assert a.act(obs, plays(hand, "S")) == A.play(card("9S"))


def test_wins_last_with_the_cheapest_winner() -> None:
    hand = "AS 10S 9D KD 9C"
    obs = play_obs(hand, [[1, "9S"], [2, "QS"]], seat=0, leader=1)
    assert agent().act(obs, plays(hand, "S")) == A.play(card("10S"))


def test_defender_drops_points_on_partner_trick() -> None:
    hand = "10D 9C KC JH"
    obs = play_obs(hand, [[0, "9S"], [1, "AS"]], seat=2, leader=0,
                   played=[], trump=None)
    a = HeuristicAgent(2, random.Random(1))
    assert a.act(obs, plays(hand, "S")) == A.play(card("10D"))


def test_defender_keeps_a_master_ten_under_the_partners_ace() -> None:
    hand = "10S 9S 9C KC JH"
    obs = play_obs(hand, [[0, "KS"], [1, "AS"]], seat=2, leader=0)
    a = HeuristicAgent(2, random.Random(1))
    # with the ace gone the ten is the master spade: keep it, drop the nine
    assert a.act(obs, plays(hand, "S")) == A.play(card("9S"))


def test_defender_drops_a_ten_on_the_partners_ruff() -> None:
    hand = "10S JS 9C KC JH"
    obs = play_obs(hand, [[0, "9S"], [1, "9D"]], seat=2, leader=0, trump="D",
                   declared=[[0, "D", 80]], tricks_won=[1, 0, 0])
    a = HeuristicAgent(2, random.Random(1))
    assert a.act(obs, plays(hand, "S")) == A.play(card("10S"))


def test_declarer_leads_an_ace_first() -> None:
    hand = "AS 9S KH QH 9D JD AC 10C"
    obs = play_obs(hand, [], seat=0, leader=0)
    choice = agent().act(obs, plays(hand))
    assert C.rank_of(A.arg(choice)) == 14


def test_leads_a_ten_when_its_ace_is_gone() -> None:
    hand = "10S 9S 9D JD 9H"
    played = ["AS", "JS", "QS", "AD", "10D", "KD"]
    obs = play_obs(hand, [], seat=0, leader=0, played=played, tricks_won=[2, 0, 0])
    assert agent().act(obs, plays(hand)) == A.play(card("10S"))


def test_trumps_in_with_the_lowest_winning_trump() -> None:
    hand = "9H KH AH 9C"
    obs = play_obs(hand, [[1, "AS"], [2, "9S"]], seat=0, leader=1, trump="H",
                   declared=[[0, "H", 100]], tricks_won=[1, 0, 0])
    legal = [A.play(card(t)) for t in ("9H", "KH", "AH")]
    assert agent().act(obs, legal) == A.play(card("9H"))


def test_evaluate_counts_marriage_and_masters() -> None:
    hand = cards("KH QH AH 10H AS 10S AD 9C")
    out = 0
    for c in cards("9H JH KS QS JS 9S KD QD 10D JD 9D AC 10C KC QC JC"):
        out |= 1 << c
    value = evaluate(hand, out, 2)
    assert 160 <= value <= 230


def test_two_players_lay_a_loose_ten_into_their_own_pile() -> None:
    hand = "10S 9C JC QC KC AC AH 10H KH QH 9D JD"
    obs = make_obs(hand, players=2, phase="discard", declarer=0, contract=120,
                   high_bid=120, high_bidder=0, talon=["9D", "JD"], talon_size=2)
    legal = [A.discard(card(t)) for t in hand.split()]
    assert agent().act(obs, legal) == A.discard(card("10S"))
    rest = " ".join(t for t in hand.split() if t != "10S")
    obs2 = make_obs(rest, players=2, phase="discard", declarer=0, contract=120)
    second = A.arg(agent().act(obs2, [A.discard(card(t)) for t in rest.split()]))
    assert C.to_text(second) in ("9D", "JD", "9C", "JC")


def test_two_players_take_a_talon() -> None:
    obs = make_obs("9S JS QS KS 10S AS 9C JC QC KC", players=2, phase="talon",
                   declarer=0, contract=100)
    assert agent().act(obs, [A.take(1), A.take(2)]) in (A.take(1), A.take(2))


def test_on_the_barrel_raises_to_the_winning_contract() -> None:
    obs = make_obs("KH QH AH 10H AS 10S AD 9C", phase="contract", declarer=0,
                   contract=105, high_bid=105, high_bidder=0, scores=[880, 400, 300],
                   barrel=[True, False, False], barrel_deals_left=[2, None, None])
    legal = [A.START] + [A.raise_to(n) for n in range(110, 225, 5)]
    choice = agent().act(obs, legal)
    assert A.kind(choice) == A.RAISE and A.arg(choice) >= 120


def test_bids_harder_against_an_opponent_on_the_barrel() -> None:
    calm = make_obs("KD QD AD 9S JS 9C JC", bids=[[2, 100]], high_bid=100, high_bidder=2)
    threat = make_obs("KD QD AD 9S JS 9C JC", bids=[[2, 100]], high_bid=100, high_bidder=2,
                      scores=[300, 200, 880], barrel=[False, False, True])
    assert agent()._max_bid(calm) <= agent()._max_bid(threat, 0.45)
