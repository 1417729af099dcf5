"""Редуда on rigged deals: every card's power, the transfers, the limits, drawing, the
end of a deal and of the game (the readings: koloda.games.reduda's docstring)."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, TERMINAL
from koloda.games.reduda.state import BJ, BJ2, RJ, RedudaState, full_deck
from tests.reduda.helpers import GAME, cards, deal, hand, order, texts

OWN = "KC KD"  # seat 0's own trump clubs, seat 1's diamonds
TRUMP = "2H"  # the common trump: hearts


def test_the_deal_two_players() -> None:
    st = deal(2, ["7S 9C JC 2S 4S 5C 6C", "9S 5S 8C 10H 4D KS AS"], OWN, TRUMP,
              piles=["3S", "3C"], stock="QS")
    assert hand(st, 0) == sorted(["7S", "9C", "JC", "2S", "4S", "5C", "6C"])
    assert [len(p) for p in st.piles] == [13, 13] and len(st.stock) == 15
    assert st.own_suit == [C.CLUBS, C.DIAMONDS] and st.trump == C.HEARTS
    assert st.piles[0][0] == C.parse("KC") and st.piles[0][-1] == C.parse("3S")
    assert st.stock[0] == C.parse("2H") and st.stock[-1] == C.parse("QS")
    assert st.current_player() == 0 and st.phase == "lead"
    obs = st.observation(1)
    assert obs["own_suits"] == [None, None] and obs["own_card"] == "KD"
    assert obs["trump_card"] == "2H"
    # the seat's own trump card and the face-up trump are seen; the other's own is not
    assert not (st.unseen(1) >> C.parse("KD")) & 1 and not (st.unseen(1) >> C.parse("2H")) & 1
    assert (st.unseen(1) >> C.parse("KC")) & 1


def test_the_deal_three_players() -> None:
    st = deal(3, ["7S 9C JC 2S 4S 5C 6C", "9S 5S 8C 10H 4D KS AS", "3S 3C 3D 6S 6D 8S 8D"],
              "KC KD QS", TRUMP)
    assert [len(p) for p in st.piles] == [8, 8, 8] and len(st.stock) == 10
    assert st.own_suit == [C.CLUBS, C.DIAMONDS, C.SPADES]
    assert st.attacker == 0 and st.defender == 1


def test_a_joker_is_never_a_trump_card() -> None:
    hands = cards("7S 9C JC 2S 4S 5C 6C 9S 5S 8C 10H 4D KS AS")
    head = [BJ, C.parse("3C"), C.parse("3D"), RJ, C.parse("2H")]
    rest = [c for c in full_deck() if c not in hands and c not in head]
    st = GAME.new_state(2, GAME.make_rules(), seed=1, deals=[hands + head + rest])
    assert isinstance(st, RedudaState)
    st.apply_chance()
    assert st.own_card == cards("3C 3D") and st.trump_card == C.parse("2H")
    assert st.piles[0][1:3] == [BJ, RJ]  # skipped jokers stay in the stock


def _plain() -> RedudaState:
    return deal(2, ["7S 9C JC 2S 5D QH 5C", "9S 5S 8C 10H 4D KS AD"], OWN, TRUMP)


def test_plain_common_and_own_trumps_beat_a_plain_card() -> None:
    st = _plain()
    st.play("play 7S")
    beats = {t for t in texts(st) if t.startswith("beat")}
    # higher spade, common trump (hearts), own trump (diamonds); not 5S, not a club
    assert beats == {"beat 7S 9S", "beat 7S KS", "beat 7S 10H", "beat 7S 4D", "beat 7S AD"}
    assert st.observation(0)["own_suits"][1] is None
    st.play("beat 7S 4D")
    assert st.revealed[1] and st.observation(0)["own_suits"][1] == C.DIAMONDS


def test_beating_in_suit_reveals_nothing() -> None:
    st = _plain()
    st.play("7S")
    st.play("beat 7S 9S")
    assert not st.revealed[1]


def test_own_trump_does_not_beat_a_common_trump_nor_a_higher_card_of_its_suit() -> None:
    st = _plain()
    st.play("play QH")
    assert [t for t in texts(st) if t.startswith("beat")] == []  # no higher heart
    st2 = _plain()
    st2.play("play 5D")  # seat 1's own suit: only a higher diamond or a common trump
    assert {t for t in texts(st2) if t.startswith("beat")} == {"beat 5D 10H", "beat 5D AD"}


def test_own_trump_counts_only_for_its_owner() -> None:
    st = _plain()
    st.play("play 7S")
    st.play("beat 7S KS")  # beaten off (no 7 or king to add): seat 1 leads
    assert st.current_player() == 1 and st.phase == "lead"
    st.play("play 8C")  # seat 1's clubs are nothing special; seat 0's own trump is clubs
    beats = {t for t in texts(st) if t.startswith("beat")}
    assert "beat 8C 9C" in beats and "beat 8C 5C" not in beats  # in suit only
    assert "beat 8C QH" in beats and "beat 8C 5D" not in beats
    st3 = _plain()
    st3.play("play 9C")  # seat 1 owns diamonds: 4D beats clubs, 8C does not
    assert "beat 9C 4D" in texts(st3) and "beat 9C 8C" not in texts(st3)


def _black() -> RedudaState:
    return deal(2, ["8D 8C 8S 9S 2S 3S 4S", "BJ 10S 3H 4C 5S JD KC"], "KS AD", TRUMP)


def test_the_black_joker_covers_two_plain_cards() -> None:
    st = _black()
    st.play("play 8S")
    st.play("beat 8S BJ")
    assert st.phase == "throw" and st.current_player() == 0
    assert texts(st) == ["play 8C", "play 8D", "pass"]
    st.play("play 8C")
    assert "beat 8C BJ" in texts(st)  # the joker on the table covers once more
    st.play("beat 8C BJ")
    st.play("play 8D")
    assert "beat 8D BJ" not in texts(st)  # two is all
    st.play("take")
    assert hand(st, 1) == sorted(["10S", "3H", "4C", "5S", "JD", "KC", "8S", "8C", "8D", "BJ"])


def test_only_the_red_joker_beats_a_black_one() -> None:
    st = deal(2, ["BJ 8C 8S 9S 2S 3S 4S", "RJ 10S 3H 4C 5S JD KC"], "KS AD", TRUMP)
    st.play("play BJ")
    assert [t for t in texts(st) if t.startswith("beat")] == ["beat BJ RJ"]
    st2 = deal(2, ["BJ 8C 8S 9S 2S 3S 4S", "BJ' 10S 3H 4C 5S JD AH"], "KS AD", TRUMP)
    st2.play("play BJ")
    assert [t for t in texts(st2) if t.startswith("beat")] == []


def test_the_red_joker_covers_three_plain_cards() -> None:
    st = deal(2, ["9S 9C 9D 9H 4S 5S 6S", "RJ 2S 2C 2D 3S 3C 3D"], "KC KD", TRUMP)
    st.play("9S")
    st.play("beat 9S RJ")
    for card in ("9C", "9D"):
        st.play(f"play {card}")
        st.play(f"beat {card} RJ")
    st.play("play 9H")
    assert "beat 9H RJ" not in texts(st)
    assert texts(st) == ["take"]


def test_the_red_joker_covers_the_black_and_one_more_and_transfers() -> None:
    st = deal(2, ["7S 7D RJ 2S 2C 3S 4S", "7C BJ 9S 9C 5S 6S 8S"], "KC KD", TRUMP)
    st.play("play 7S")
    st.play("transfer 7C")  # by rank: the attack goes back to seat 0
    assert st.defender == 0 and st.current_player() == 0
    st.play("transfer 7D")
    st.play("transfer BJ")  # a joker transfers any attack and joins it
    assert [C.to_text(c) for c in st.att] == ["7S", "7C", "7D", "BJ"]
    assert st.defender == 0
    st.play("beat BJ RJ")
    assert st.room[RJ] == 1
    st.play("beat 7S RJ")
    assert not any(t.endswith(" RJ") for t in texts(st))  # black + one: spent
    st.play("take")
    assert st.current_player() == 1  # the next seat after the taker leads


def test_the_red_joker_is_covered_by_a_black_joker_and_a_common_trump() -> None:
    st = deal(2, ["RJ 5S 2S 2C 3S 4S 6S", "BJ 5H 9S 4D 8C 8S JC"], "KC KD", TRUMP)
    st.play("play RJ")
    assert {t for t in texts(st) if t.startswith("beat")} == {"beat RJ BJ", "beat RJ 5H"}
    assert "transfer BJ" in texts(st)
    st.play("beat RJ 5H")  # half the pair: still open, no more transfer
    assert st.phase == "defend" and not st.covered(0)
    assert texts(st) == ["beat RJ BJ", "take"]
    st.play("beat RJ BJ")
    assert st.phase == "throw"
    st.play("play 5S")  # rank 5 lies on the table (the common trump of the pair)
    assert "beat 5S BJ" not in texts(st)  # the pair's black joker covers nothing more
    assert "beat 5S 9S" in texts(st)


@pytest.mark.parametrize(("small_hand", "thrown"), [("text", 2), ("hand", 0)])
def test_a_small_hand_takes_more_cards_under_the_text_limit(small_hand: str,
                                                              thrown: int) -> None:
    st = deal(2, ["9S 9C 9D 9H 4S 5S 6S", "RJ 2S 2C 2D 3S 3C 3D"], "KC KD", TRUMP,
              small_hand=small_hand)
    st.hands[1] = [RJ]  # a late position: the defender holds one card
    st.play("9S")
    assert st.limit == (3 if small_hand == "text" else 1)
    st.play("beat 9S RJ")
    for _ in range(thrown):
        card = next(t for t in texts(st) if t.startswith("play"))
        st.play(card)
        st.play(f"beat {card.split()[1]} RJ")
    assert st.phase == "lead" and st.current_player() == 1  # beaten: the defender leads
    assert len(st.discard) == 2 + thrown  # the joker and every nine


def test_transfer_limit_and_rank_transfer_rule() -> None:
    hands = ["7S 7D RJ 2S 2C 3S 4S", "7C BJ 9S 9C 5S 6S 8S"]
    st = deal(2, hands, "KC KD", TRUMP, small_hand="hand")
    st.hands[0] = cards("7D")  # the receiver holds one card (seat 0 leads 7S first)
    st.hands[0].append(C.parse("7S"))
    st.play("play 7S")
    # two plain cards would go to a one-card hand: only the joker may transfer
    assert [t for t in texts(st) if t.startswith("transfer")] == ["transfer BJ"]
    off = deal(2, hands, "KC KD", TRUMP, rank_transfer=False)
    off.play("play 7S")
    assert [t for t in texts(off) if t.startswith("transfer")] == ["transfer BJ"]


def test_throw_ins_match_ranks_on_the_table_and_taking_shows_the_cards() -> None:
    st = deal(2, ["7S 10C 9C JC 2S 4S 5C", "10S 8C 9D JD 3S 3C 6C"], OWN, TRUMP,
              stock="QS AS")
    st.play("7S")
    st.play("beat 7S 10S")
    assert texts(st) == ["play 10C", "pass"] and st.current_player() == 0
    st.play("pass")
    assert st.discard == cards("7S 10S")
    assert hand(st, 0) == sorted(["10C", "9C", "JC", "2S", "4S", "5C", "AS"])  # the stock's top
    assert hand(st, 1) == sorted(["8C", "9D", "JD", "3S", "3C", "6C", "QS"])
    assert st.current_player() == 1  # the defender beat off: he leads
    st.play("play 9D")
    st.play("take")
    assert st.observation(0)["known"][1] == []
    assert st.observation(1)["known"][0] == ["9D"]
    pic = GAME.view(st.observation(1), 1, [], "en")
    assert "9D" in pic.seats[0].hand.cards and pic.seats[0].hand.backs == 7
    assert st.current_player() == 1  # the next seat after the taker leads


def test_a_seat_with_nothing_to_throw_is_not_asked() -> None:
    st = deal(2, ["7S 9S 9C JC 2S 4S 5C", "10S 8C 9D JD 3S 3C 6C"], OWN, TRUMP)
    st.play("7S")
    st.play("beat 7S 10S")
    assert st.phase == "lead" and st.current_player() == 1 and len(st.discard) == 2


def test_drawing_common_stock_first_then_own_and_the_trump_card_is_seen() -> None:
    st = deal(2, ["7S 10C 9C JC 2S 4S 5C", "10S 8C 9D JD 3S 3C 6C"], OWN, TRUMP,
              piles=["AC", "AD"], stock="QS")
    st.stock = st.stock[:1] + st.stock[-1:]  # late: only QS left on the turned trump
    st.play("7S")
    st.play("beat 7S 10S")
    st.play("pass")
    assert C.parse("QS") in st.hands[0] and C.parse("2H") in st.hands[1]
    assert st.known[1] == cards("2H") and st.observation(0)["known"][1] == ["2H"]
    assert st.observation(0)["stock_count"] == 0
    st.play("play 8C")
    st.play("take")
    assert C.parse("AD") in st.hands[1] and len(st.piles[1]) == 12  # own stock now
    assert len(st.hands[0]) == 8 and len(st.piles[0]) == 13


def _late(deals: int = 1, players: int = 2) -> RedudaState:
    hs = ["7S 9S 9C JC 2S 4S 5C", "10S 8C 9D JD 3S 3C 6C", "3D 4D 5D 6D 7D 8D 10D"]
    st = deal(players, hs[:players], "KC KD KS"[:3 * players - 1], TRUMP, deals=deals)
    st.stock, st.piles = [], [[] for _ in range(players)]
    return st


def test_the_first_out_wins_and_the_last_with_cards_is_marked() -> None:
    st = _late()
    st.hands = [cards("9S"), cards("10S 2C")]
    st.play("9S")
    st.play("beat 9S 10S")
    assert st.current_player() == TERMINAL
    assert st.marks == [0, 1] and st.sheet == [(1, (0,))]
    assert st.returns() == [1.0, 0.0] and st.result()["winners"] == [0]


def test_going_out_together_marks_nobody() -> None:
    st = _late()
    st.hands = [cards("9S"), cards("10S")]
    st.play("9S")
    st.play("beat 9S 10S")
    assert st.is_terminal() and st.marks == [0, 0] and st.returns() == [0.5, 0.5]


def test_the_loser_deals_the_next_deal_and_the_fewest_marks_win() -> None:
    st = _late(deals=2)
    st.hands = [cards("9S 2C"), cards("10S")]
    st.play("9S")
    st.play("beat 9S 10S")  # seat 1 is out; seat 0 keeps 2C
    assert st.current_player() == CHANCE and st.marks == [1, 0] and st.dealer == 0
    values = st.search_values()
    assert values is not None and values[1] > 0.5 > values[0]
    st.forced.append(order(2, ["7S 9S 9C JC 2S 4S 5C", "10S 8C 9D JD 3S 3C 6C"], OWN, TRUMP))
    st.apply_chance()
    assert st.current_player() == 1 and st.attacker == 1  # left of the dealer leads
    assert hand(st, 1) == sorted(["7S", "9S", "9C", "JC", "2S", "4S", "5C"])  # first hand: seat 1
    st.stock, st.piles = [], [[], []]
    st.hands = [cards("10S"), cards("9S 2C")]
    st.play("9S")
    st.play("beat 9S 10S")
    assert st.is_terminal() and st.marks == [1, 1] and st.returns() == [0.5, 0.5]


def test_three_players_play_on_until_one_holds_cards() -> None:
    st = _late(players=3)
    st.hands = [cards("9S"), cards("10S 2C"), cards("3D 4D")]
    st.play("9S")
    st.play("beat 9S 10S")
    assert st.out == [0] and st.current_player() == 1  # the defender leads on
    assert st.defender == 2
    st.play("2C")
    st.play("take")
    assert st.is_terminal() and st.out == [0, 1]
    assert st.marks == [0, 0, 1] and st.returns() == [0.5, 0.5, 0.0]


def test_the_bout_cap_ends_a_deal_on_the_most_cards() -> None:
    st = deal(2, ["7S 9S 9C JC 2S 4S 5C", "10S 8C 9D JD 3S 3C 6C"], OWN, TRUMP, bout_cap=30,
              deals=1)
    st.bouts = 29
    st.play("7S")
    st.play("take")  # seat 1 now holds 8, seat 0 draws back to 7; stocks alike
    assert st.is_terminal() and st.marks == [0, 1]


def test_cards_black_jokers_are_two() -> None:
    assert sorted(c for c in full_deck() if C.is_joker(c)) == sorted([BJ, RJ, BJ2])


def test_the_preset_and_the_variant() -> None:
    assert GAME.make_rules("single").deals == 1  # type: ignore[attr-defined]
    rules = GAME.make_rules(variants=["joker_transfer"])
    assert rules.rank_transfer is False  # type: ignore[attr-defined]


def test_a_shown_own_trump_holds_in_every_world_and_a_hidden_one_stays_hidden() -> None:
    import random

    from koloda.table.table import spectator_observation

    st = _plain()
    assert spectator_observation(st)["own_card"] == "?"
    st.play("play 7S")
    st.play("beat 7S 4D")  # seat 1 shows its own trump: diamonds
    rng = random.Random(4)
    for _ in range(20):
        world = st.resample(0, rng)
        assert isinstance(world, RedudaState)
        assert C.suit_of(world.piles[1][0]) == C.DIAMONDS == world.own_suit[1]
        assert world.observation(0) == st.observation(0)
    suits = {st.resample(1, rng).own_suit[0] for _ in range(30)}
    assert len(suits) > 1  # seat 0's own trump is not shown: worlds vary it
