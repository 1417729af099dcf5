"""The heuristic Durak player on hand-made situations (observation + legal actions)."""

from __future__ import annotations

import random

import pytest

from koloda.games.durak import actions as A
from koloda.games.durak.bot import Beats

from .obs_helpers import agent, attacks, beats, card, decide, make_obs

HAND = ["8H", "QH", "6S", "10C", "JD", "KC"]


def defend_obs(table: list[list[str | None]], hand: list[str], **over: object) -> dict[str, object]:
    base: dict[str, object] = dict(phase="defend", why="defend", attacker=1, defender=0,
                                   to_move=0, attackers=[1], table=table, hand=hand,
                                   hand_sizes=[len(hand), 6])
    base.update(over)
    return make_obs(**base)


# --- covering -------------------------------------------------------------------------

def test_beats_with_the_cheapest_card_that_covers() -> None:
    obs = defend_obs([["7H", None]], HAND)
    legal = [*beats("8H on 7H", "QH on 7H", "6S on 7H"), A.TAKE]
    assert decide(obs, legal) == "beat 8H on 7H"


def test_covers_with_a_non_trump_before_a_trump() -> None:
    obs = defend_obs([["10D", None]], ["AD", "7S", "6C", "9H", "JC", "KH"])
    legal = [*beats("AD on 10D", "7S on 10D"), A.TAKE]
    assert decide(obs, legal) == "beat AD on 10D"


def test_cover_search_finds_a_complete_cheapest_matching() -> None:
    # greedy on 9D first would spend 10D and leave 10C on 9D impossible
    obs = defend_obs([["9D", None], ["9C", None]], ["10D", "JD", "10C", "6S", "KH", "AH"])
    legal = [*beats("10D on 9D", "JD on 9D", "10C on 9C", "6S on 9D", "6S on 9C"), A.TAKE]
    assert decide(obs, legal) in ("beat 10D on 9D", "beat 10C on 9C")


def test_takes_when_covering_needs_two_trumps_early() -> None:
    hand = ["7S", "8S", "6D", "7D", "9C", "10H"]
    table: list[list[str | None]] = [["AH", None], ["AC", None]]
    legal = [*beats("7S on AH", "8S on AH", "7S on AC", "8S on AC"), A.TAKE]
    assert decide(defend_obs(table, hand, stock_count=20), legal) == "take"
    # with the stock gone, covering is worth any price
    late = defend_obs(table, hand, stock_count=0, trump_card=None)
    assert decide(late, legal).startswith("beat ")
    # mid-game, with fewer cards to come, it covers too
    assert decide(defend_obs(table, hand, stock_count=8), legal).startswith("beat ")


def test_covers_with_one_low_trump_early() -> None:
    obs = defend_obs([["AH", None]], ["7S", "6D", "7D", "9C", "10H", "JC"], stock_count=20)
    legal = [*beats("7S on AH"), A.TAKE]
    assert decide(obs, legal) == "beat 7S on AH"


def test_takes_when_nothing_covers() -> None:
    obs = defend_obs([["AH", None]], ["6D", "7D", "9C"])
    assert decide(obs, [A.TAKE]) == "take"


# --- leading --------------------------------------------------------------------------

def test_leads_the_cheapest_non_trump_and_keeps_trumps() -> None:
    hand = ["6S", "7S", "9H", "JC", "QD", "AS"]
    assert decide(make_obs(hand=hand), attacks(*hand)) == "attack 9H"


def test_leads_a_pair_rank_over_a_slightly_lower_single() -> None:
    hand = ["7D", "8H", "8C", "KD", "AS", "QC"]
    assert decide(make_obs(hand=hand), attacks(*hand)) in ("attack 8H", "attack 8C")


def test_adds_a_cheap_same_rank_card_to_the_lead_but_not_a_trump() -> None:
    obs = make_obs(why="lead_more", hand=["8C", "8S", "KD"], table=[["8H", None]],
                   hand_sizes=[3, 6])
    assert decide(obs, [*attacks("8C", "8S"), A.DONE]) == "attack 8C"
    obs = make_obs(why="lead_more", hand=["8S", "KD"], table=[["8H", None], ["8C", None]],
                   hand_sizes=[2, 6])
    assert decide(obs, [*attacks("8S"), A.DONE]) == "done"


def test_endgame_leads_what_the_defender_cannot_beat() -> None:
    # stock gone; the defender's two cards are known (picked up earlier)
    obs = make_obs(hand=["7H", "9C", "JD"], stock_count=0, trump_card=None,
                   hand_sizes=[3, 2], known=[[], ["QH", "KH"]])
    assert decide(obs, attacks("7H", "9C", "JD")) == "attack 9C"


def test_armenian_leads_from_the_stock_when_every_card_is_precious() -> None:
    hand = ["AS", "KS", "AH", "AD", "KC", "QS"]
    obs = make_obs(hand=hand, variants=["armenian"], rules={"armenian": True})
    assert decide(obs, [*attacks(*hand), A.ATTACK_STOCK]) == "attack stock"
    cheap = ["6H", *hand[1:]]
    obs = make_obs(hand=cheap, variants=["armenian"], rules={"armenian": True})
    assert decide(obs, [*attacks(*cheap), A.ATTACK_STOCK]) == "attack 6H"


# --- throwing in ----------------------------------------------------------------------

def throw_obs(hand: list[str], table: list[list[str | None]], **over: object) -> dict[str, object]:
    base: dict[str, object] = dict(phase="throw", why="throw_in", hand=hand, table=table)
    base.update(over)
    return make_obs(**base)


def test_throws_in_a_rank_the_defender_cannot_cover() -> None:
    # the defender's three cards are all known: QC covers 8C, nothing covers 10D
    obs = throw_obs(["8C", "10D", "AH", "7S"], [["8H", "10H"], ["10S", "QS"]],
                    hand_sizes=[4, 3], known=[[], ["QC", "6H", "7D"]])
    assert decide(obs, [*attacks("8C", "10D"), A.DONE]) == "attack 10D"


def test_does_not_throw_in_trumps_or_high_cards_early() -> None:
    obs = throw_obs(["8S", "KH", "6C"], [["8H", "10H"], ["KD", "AD"]], stock_count=20)
    assert decide(obs, [*attacks("8S", "KH"), A.DONE]) == "done"


def test_throws_in_everything_once_the_stock_is_gone() -> None:
    obs = throw_obs(["8S", "KH"], [["8H", "10H"], ["KD", "AD"]], stock_count=0,
                    trump_card=None, hand_sizes=[2, 4])
    assert decide(obs, [*attacks("8S", "KH"), A.DONE]) != "done"


def test_dumps_low_cards_on_a_defender_who_takes_but_keeps_trumps() -> None:
    obs = throw_obs(["7C", "7S", "AC"], [["7H", None], ["AD", None]], why="throw_in_taking",
                    taking=True)
    assert decide(obs, [*attacks("7C", "7S", "AC"), A.DONE]) == "attack 7C"
    obs = throw_obs(["7S", "AC"], [["7H", None], ["AD", None], ["7C", None]],
                    why="throw_in_taking", taking=True)
    assert decide(obs, [*attacks("7S", "AC"), A.DONE]) == "done"


def test_remembers_a_suit_the_defender_failed_to_cover() -> None:
    bot = agent()
    # the defender (seat 1) takes an uncovered 9C: he holds no higher club
    taking = throw_obs(["9D", "10C", "10H", "6D", "7D", "8D"], [["9C", None]],
                       why="throw_in_taking", taking=True, hand_sizes=[6, 1])
    assert bot.act(taking, [*attacks("9D"), A.DONE]) in (A.attack(card("9D")), A.DONE)
    # next bout, same stock: leading 10C is safer than 10H
    lead = make_obs(hand=["10H", "10C", "AS", "KS", "QS", "JS"], hand_sizes=[6, 7],
                    known=[[], ["9C"]])
    legal = attacks("10H", "10C")
    assert bot.act(lead, legal) == A.attack(card("10C"))
    # a player without that memory sees no difference between the two
    assert agent().act(lead, legal) == A.attack(card("10H"))


def test_never_throws_in_on_a_partner() -> None:
    obs = throw_obs(["8C"], [["8H", "10H"]], players=4, teams=[0, 1, 0, 1], defender=2,
                    attacker=0, hand_sizes=[1, 6, 3, 6])
    assert decide(obs, [*attacks("8C"), A.DONE]) == "done"


# --- transfers ------------------------------------------------------------------------

def transfer_obs(hand: list[str]) -> dict[str, object]:
    return defend_obs([["7H", None]], hand, base="perevodnoy", players=3, attacker=2,
                      attackers=[2, 1], hand_sizes=[len(hand), 6, 6])


def test_transfers_with_a_cheap_non_trump() -> None:
    hand = ["7C", "9H", "KD", "6S", "QC", "AS"]
    legal = [A.transfer(card("7C")), *beats("9H on 7H", "6S on 7H", "AS on 7H"), A.TAKE]
    assert decide(transfer_obs(hand), legal) == "transfer 7C"


def test_keeps_a_trump_rather_than_transfer_when_a_cheap_cover_exists() -> None:
    hand = ["7S", "9H", "KD", "QC", "AC", "10D"]
    legal = [A.transfer(card("7S")), *beats("9H on 7H", "7S on 7H"), A.TAKE]
    assert decide(transfer_obs(hand), legal) == "beat 9H on 7H"


def test_transfers_with_a_trump_rather_than_take() -> None:
    hand = ["7S", "6D", "KD", "QC", "AC", "10D"]
    legal = [A.transfer(card("7S")), A.TAKE]
    assert decide(transfer_obs(hand), legal) == "transfer 7S"


def test_shows_a_trump_to_transfer_for_free() -> None:
    hand = ["7S", "9H", "KD", "QC", "AC", "10D"]
    legal = [A.transfer(card("7S")), A.show(card("7S")), *beats("9H on 7H"), A.TAKE]
    assert decide(transfer_obs(hand), legal) == "show 7S"


# --- variants -------------------------------------------------------------------------

def test_believe_covers_face_down_when_honest_and_bluffs_when_it_cannot() -> None:
    hand = ["9H", "6C", "KD"]
    obs = defend_obs([["7H", None]], hand, variants=["believe"], rules={"believe": True})
    darks = [A.dark(card(c), card("7H")) for c in hand]
    legal = beats("9H on 7H") + darks + [A.TAKE]
    assert decide(obs, legal) == "dark 9H on 7H"
    obs = defend_obs([["AH", None]], hand, variants=["believe"], rules={"believe": True})
    legal = [A.dark(card(c), card("AH")) for c in hand] + [A.TAKE]
    assert decide(obs, legal) == "dark 6C on AH"


def test_believe_challenges_a_cover_the_defender_could_not_make() -> None:
    table: list[list[str | None]] = [["KH", "?"]]
    obs = make_obs(phase="check", why="check", table=table, hand=["6C"], hand_sizes=[1, 3],
                   known=[[], ["6C", "7D", "8D"]], variants=["believe"],
                   rules={"believe": True})
    obs["known"] = [[], ["6D", "7D", "8D"]]
    assert decide(obs, [A.ACCEPT, A.CHALLENGE]) == "challenge"
    obs["known"] = [[], ["AH", "7D", "8D"]]
    assert decide(obs, [A.ACCEPT, A.CHALLENGE]) == "accept"


def test_poker_swaps_junk_before_covering() -> None:
    hand = ["6C", "9H", "KD", "QC", "AC", "10D"]
    obs = defend_obs([["7H", None]], hand, variants=["poker"], rules={"poker": True},
                     swaps_left=2)
    legal = [A.swap(card(c)) for c in hand] + beats("9H on 7H") + [A.TAKE]
    assert decide(obs, legal) == "swap 6C"


def test_reverse_plays_blind_slots_and_never_throws_in_blind() -> None:
    obs = make_obs(hand=[], hand_slots=4, variants=["reverse"], rules={"reverse": True},
                   known=[[], ["6H", "7H", "8H", "9H", "10H", "JH"]])
    legal = [A.attack_slot(i) for i in range(4)]
    assert A.kind(agent().act(obs, legal)) == A.ATTACK_SLOT
    throw = make_obs(why="throw_in", hand=[], hand_slots=3, table=[["7C", "9C"]],
                     variants=["reverse"], rules={"reverse": True})
    assert decide(throw, [A.attack_slot(i) for i in range(3)] + [A.DONE]) == "done"
    defend = defend_obs([["7C", None]], [], hand_slots=3, variants=["reverse"],
                        rules={"reverse": True})
    legal = [A.beat_slot(i, card("7C")) for i in range(3)] + [A.TAKE]
    assert A.kind(agent().act(defend, legal)) == A.BEAT_SLOT


def test_road_continues_with_a_cheap_card_and_stops_rather_than_spend_a_trump() -> None:
    obs = make_obs(phase="road", why="road_beat", table=[["7H", "9H"]], hand=["10H", "AS"],
                   stock_count=0, trump_card=None, variants=["road"], rules={"road": True})
    assert decide(obs, [*beats("10H on 9H", "AS on 9H"), A.DONE]) == "beat 10H on 9H"
    obs["hand"] = ["7S", "6C"]
    assert decide(obs, [*beats("7S on 9H"), A.DONE]) == "done"
    # the top trump cannot be beaten: the other player must take the whole table
    obs["hand"] = ["AS", "6C"]
    assert decide(obs, [*beats("AS on 9H"), A.DONE]) == "beat AS on 9H"


def test_cover_relation_of_the_variants() -> None:
    plain = Beats({}, 6)
    assert plain(card("8H"), card("7H"), 0) and not plain(card("7H"), card("8H"), 0)
    assert plain(card("6S"), card("AH"), 0) and not plain(card("6S"), card("AH"), None)
    royal = Beats({"royal": True}, 6)
    assert not royal(card("7H"), card("6H"), 0) and royal(card("AH"), card("6H"), 0)
    assert royal(card("AS"), card("6H"), 0) and not royal(card("KS"), card("6H"), 0)
    japanese = Beats({"japanese": "a"}, 6)
    assert not japanese(card("6D"), card("7S"), 2) and japanese(card("8S"), card("7S"), 2)
    big = Beats({"big": True}, 6)
    assert not big(card("7H'"), card("7H"), 0) and big(card("8H'"), card("7H"), 0)


def test_same_seed_same_choice() -> None:
    obs = make_obs(hand=[], hand_slots=5, variants=["reverse"], rules={"reverse": True})
    legal = [A.attack_slot(i) for i in range(5)]
    from koloda.games.durak.bot import HeuristicAgent
    picks = {HeuristicAgent(0, random.Random(7)).act(obs, legal) for _ in range(5)}
    assert len(picks) == 1


def test_cover_masks_agree_with_the_cover_relation() -> None:
    from koloda.engine import cards as C
    deck = C.deck(36, copies=2)
    for rules in ({}, {"royal": True}, {"japanese": "a"}, {"big": True}):
        rel = Beats(rules, 6)
        for trump in (None, 0, 2):
            for target in deck[:: 5]:
                mask = rel.covers(target, trump)
                assert {c for c in deck if mask >> c & 1} == {
                    c for c in deck if rel(c, target, trump)}, (rules, trump, target)


def test_a_huge_hand_costs_one_look_per_card(monkeypatch: pytest.MonkeyPatch) -> None:
    # a 40-card hand must not make a lead combinatorial: each card is weighed once (the
    # time per decision is measured in bench/durak_bots.py, not here)
    from koloda.engine import cards as C
    from koloda.games.durak import bot as B
    deck = [C.to_text(c) for c in C.deck(52, copies=2)]
    random.Random(1).shuffle(deck)
    hand = deck[:40]
    obs = make_obs(hand=hand, rules={"big": True, "deck": 52}, hand_sizes=[40, 30])
    looks = 0
    weigh = B._Turn.p_beat

    def counted(turn: B._Turn, seat: int, c: int) -> float:
        nonlocal looks
        looks += 1
        return weigh(turn, seat, c)

    monkeypatch.setattr(B._Turn, "p_beat", counted)
    action = agent().act(obs, attacks(*hand))
    assert action in attacks(*hand)
    assert 0 < looks <= len(hand)


def test_perevodnoy_lead_avoids_a_rank_the_defender_can_transfer() -> None:
    # the defender is known to hold 8♦ (he picked it up): leading an 8 invites a transfer
    obs = make_obs(hand=["8H", "9C", "KS", "QS", "AS", "JS"], base="perevodnoy",
                   known=[[], ["8D"]], hand_sizes=[6, 7])
    assert decide(obs, attacks("8H", "9C")) == "attack 9C"
    obs["base"] = "podkidnoy"
    assert decide(obs, attacks("8H", "9C")) == "attack 8H"


def test_circular_endgame_defender_takes_rather_than_cover() -> None:
    obs = defend_obs([["7H", None]], ["9H", "KD"], stock_count=0, trump_card=None,
                     variants=["circular"], rules={"circular": True}, hand_sizes=[2, 3])
    legal = [*beats("9H on 7H"), A.TAKE]
    assert decide(obs, legal) == "take"  # our hand will be the attacker's after the bout
    obs["rules"] = {}
    assert decide(obs, legal) == "beat 9H on 7H"


def test_a_position_met_again_gets_the_same_move() -> None:
    # no cycle breaker of its own: the engine's draw rule (draw_after_bouts) ends circles
    hand = ["6H", "9C", "JD", "KS", "AS", "QS"]
    obs = make_obs(hand=hand)
    legal = attacks(*hand)
    usual = A.attack(card("6H"))
    for seed in range(4):
        bot = agent(seed=seed)
        assert [bot.act(obs, legal) for _ in range(4)] == [usual] * 4
