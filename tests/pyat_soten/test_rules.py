"""Пять сотен on rigged deals: the card order, bidding, the kitty, following and trumping,
the joker at no trump, every scoring rule and every rule key, the two- and four-player
forms, and what each seat may see."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import get_game
from koloda.games.pyat_soten.state import (
    BID,
    INSTANT,
    JOKER,
    JOKER_LEAD,
    PASS,
    SEVEN_CLUBS,
    Phase,
    PyatSotenState,
    bid_value,
    deck_for,
    eff_suit,
    power,
)

GAME = get_game("pyat_soten")
TRUMPS = {s: ["RJ", f"J{s}", "J" + {"S": "C", "C": "S", "D": "H", "H": "D"}[s],
              *(f"{r}{s}" for r in ("A", "K", "Q", "10", "9", "8", "7"))] for s in "SCDH"}


def cards(texts: Sequence[str]) -> list[int]:
    return [C.parse(t) for t in texts]


def rig(players: int, fixed: dict[int, Sequence[str]], kitty: Sequence[str] = ()) -> list[int]:
    """A deck order: the given seats' hands, the rest of the deck filled in order."""
    deck = deck_for(players)
    taken = {c for h in fixed.values() for c in cards(h)} | set(cards(kitty))
    rest = [c for c in deck if c not in taken]
    order: list[int] = []
    places = players if players > 2 else 3  # the two-player dead hand is a third ten
    for s in range(places):
        hand = cards(fixed.get(s, ()))
        while len(hand) < 10:
            hand.append(rest.pop(0))
        order += hand
    k = cards(kitty)
    while len(k) < 3:
        k.append(rest.pop(0))
    order += k
    assert sorted(order) == sorted(deck) and not rest
    return order


def new(players: int = 3, deals: Sequence[Sequence[int]] = (), **rules: object
        ) -> PyatSotenState:
    st = GAME.new_state(players, GAME.make_rules(overrides=rules), 1, deals=deals)
    assert isinstance(st, PyatSotenState)
    st.apply_chance()
    return st


def first_legal_to_end_of_deal(st: PyatSotenState) -> None:
    deal = st.deal_no
    while st.phase in (Phase.DISCARD, Phase.PLAY) and st.deal_no == deal:
        st.apply(st.legal_actions()[0])


def slam_state(suit: str, bid: str, players: int = 3, **rules: object) -> PyatSotenState:
    """Seat 1 (seat 0 in code) holds all ten trumps of ``suit``, bids and is left alone."""
    st = new(players, [rig(players, {0: TRUMPS[suit]})], **rules)
    st.play("bid " + bid)
    for _ in range(players - 1):
        st.play("pass")
    return st


# --- the cards ------------------------------------------------------------------------

def test_bid_values_follow_the_table() -> None:
    table = {6: (40, 60, 80, 100, 120), 7: (140, 160, 180, 200, 220),
             8: (240, 260, 280, 300, 320), 9: (340, 360, 380, 400, 420),
             10: (440, 460, 480, 500, 520)}
    for i in range(25):
        assert bid_value(i) == table[6 + i // 5][i % 5]
    assert SEVEN_CLUBS == 6 and bid_value(SEVEN_CLUBS) == 160
    assert [bid_value(i) for i in INSTANT] == [500, 520]


def test_trump_order_joker_right_bower_left_bower_then_ace() -> None:
    h = C.HEARTS
    order = cards(["RJ", "JH", "JD", "AH", "KH", "QH", "10H", "9H", "8H", "7H"])
    powers = [power(c, h, h) for c in order]
    assert powers == sorted(powers, reverse=True) and len(set(powers)) == 10
    assert eff_suit(C.parse("JD"), h) == h and eff_suit(JOKER, h) == h
    assert eff_suit(C.parse("JC"), h) == C.CLUBS
    # a plain suit: A K Q J 10 …; at no trump every jack is plain
    assert power(C.parse("QC"), h, C.CLUBS) > power(C.parse("JC"), h, C.CLUBS) > \
        power(C.parse("10C"), h, C.CLUBS)
    assert eff_suit(C.parse("JD"), 4) == C.DIAMONDS


def test_decks_of_33_and_43_cards() -> None:
    assert len(deck_for(3)) == len(deck_for(2)) == 33
    four = deck_for(4)
    assert len(four) == 43 and C.parse("4S") in four and C.parse("4H") in four
    assert C.parse("4C") not in four and C.parse("5D") in four and C.parse("6C") in four


# --- bidding and the kitty ------------------------------------------------------------

def test_bids_must_rise_and_a_pass_is_final() -> None:
    st = new(3, [rig(3, {})])
    assert st.current_player() == 0  # left of the dealer (the last seat)
    st.play("bid 7 H")
    with pytest.raises(IllegalActionError):
        st.play("bid 7 D")  # seat 1 cannot bid lower
    st.play("pass")
    st.play("bid 7 NT")
    st.play("bid 8 S")  # seat 0 again
    assert st.current_player() == 2  # seat 1 passed: skipped
    st.play("pass")
    assert st.phase == Phase.DISCARD and st.declarer == 0 and st.trump == C.SPADES


def test_declarer_takes_the_open_kitty_and_lays_three_away_face_down() -> None:
    kitty = ["AS", "AC", "AD"]
    st = new(3, [rig(3, {}, kitty)])
    assert st.observation(1)["kitty"] == kitty  # face up: everybody sees it
    st.play("bid 6 H")
    st.play("pass")
    st.play("pass")
    assert st.hands[0].bit_count() == 13
    for c in kitty:
        assert st.hands[0] >> C.parse(c) & 1
    away = C.to_text(next(C.cards_in(st.hands[0] & ~C.mask_of(cards(kitty)))))
    assert st.describe_move(st.text_to_action("discard " + away), 1, "en") == \
        "discards a card"
    st.play("discard " + away)
    st.play("discard AS")
    st.play("discard AC")
    assert st.phase == Phase.PLAY and st.current_player() == 0
    assert st.observation(0)["discard"] and st.observation(1)["discard"] == []
    assert st.unseen(1) >> C.parse(away) & 1 and not st.unseen(0) >> C.parse(away) & 1
    # the kitty's cards were seen by all: not hidden from the others, but a spectator
    # cannot tell whether the declarer kept or laid them away
    assert not st.unseen(1) >> C.parse("AD") & 1
    assert st.public_unseen() >> C.parse("AD") & 1


def test_all_pass_plays_no_trumps_ten_a_trick_each() -> None:
    st = new(3, [rig(3, {})])
    for _ in range(3):
        st.play("pass")
    assert st.phase == Phase.PLAY and st.declarer == -1 and st.trump == 4
    assert st.current_player() == 0 and not st.kitty_taken
    first_legal_to_end_of_deal(st)
    assert sum(st.won) == 10
    assert st.scores == [10 * w for w in st.won]


# --- following ------------------------------------------------------------------------

def _lead_then(st: PyatSotenState, lead: str) -> None:
    st.play("bid 6 H")
    st.play("pass")
    st.play("pass")
    for k in st.kitty:
        st.apply(500 + k)
    st.play(lead)


def test_a_void_player_must_trump_or_with_free_discard_play_anything() -> None:
    hands = {0: ["AS", "KS", "QS", "10S", "9S", "8S", "7S", "AC", "KC", "QC"],
             1: ["AH", "KH", "AD", "KD", "QD", "10D", "9D", "8D", "7D", "JC"]}
    for must, expect in ((True, {"AH", "KH"}), (False, set(hands[1]))):
        st = new(3, [rig(3, hands)], must_trump=must)
        _lead_then(st, "AS")
        got = {C.to_text(a) for a in st.legal_actions()}
        assert got == expect, must


def test_the_left_bower_must_follow_a_trump_lead() -> None:
    hands = {0: ["AH", "KH", "QH", "10H", "9H", "8H", "7H", "AC", "KC", "QC"],
             1: ["JD", "AD", "KD", "QD", "10D", "9D", "8D", "7D", "AS", "KS"]}
    st = new(3, [rig(3, hands)])
    _lead_then(st, "AH")
    assert [C.to_text(a) for a in st.legal_actions()] == ["JD"]


def test_joker_at_no_trump_names_a_suit_and_follows_only_when_void() -> None:
    hands = {0: ["RJ", "AS", "KS", "QS", "AC", "KC", "QC", "AD", "KD", "QD"],
             1: ["7S", "8S", "9S", "10S", "JS", "7C", "8C", "9C", "10C", "JC"]}
    st = new(3, [rig(3, hands)])
    st.play("bid 6 NT")
    st.play("pass")
    st.play("pass")
    for k in st.kitty:
        st.apply(500 + k)
    legal = st.legal_actions()
    assert JOKER not in legal and {JOKER_LEAD + s for s in range(4)} <= set(legal)
    st.play("play RJ C")
    assert st.led == C.CLUBS
    assert {C.suit_of(a) for a in st.legal_actions()} == {C.CLUBS}  # seat 1 follows ♣
    st.play("7C")
    st.apply(st.legal_actions()[0])
    assert st.last_winner == 0 and st.won[0] == 1


def test_the_joker_cannot_name_a_suit_its_holder_lacks() -> None:
    st = new(3, [rig(3, {})])
    for _ in range(3):
        st.play("pass")
    st.hands[0] = C.mask_of([JOKER, C.parse("AS")])
    st.void[0] = 1 << C.HEARTS
    assert JOKER_LEAD + C.HEARTS not in st.legal_actions()
    with pytest.raises(IllegalActionError):
        st.play("play RJ H")


# --- scoring --------------------------------------------------------------------------

def test_made_contract_scores_its_value_and_all_ten_on_a_small_bid_score_250() -> None:
    st = slam_state("H", "6 H")
    first_legal_to_end_of_deal(st)
    assert st.won == [10, 0, 0] and st.scores == [250, 0, 0]


@pytest.mark.parametrize("suit,bid,slam,score", [
    ("C", "7 C", "text", 160), ("C", "6 C", "text", 250), ("S", "7 S", "text", 250),
    ("C", "7 C", "classic", 250), ("S", "8 S", "classic", 250), ("S", "8 S", "text", 240),
    ("C", "8 C", "classic", 260)])
def test_slam_bonus_by_rule(suit: str, bid: str, slam: str, score: int) -> None:
    st = slam_state(suit, bid, slam=slam)
    first_legal_to_end_of_deal(st)
    assert st.scores[0] == score


def test_failed_contract_loses_its_value_defenders_score_ten_a_trick() -> None:
    st = new(3, [rig(3, {1: TRUMPS["H"]})])
    st.play("bid 6 H")
    st.play("pass")
    st.play("pass")
    first_legal_to_end_of_deal(st)
    assert st.won == [0, 10, 0] and st.scores == [-100, 100, 0]


def test_ten_hearts_made_wins_at_once_unless_the_rule_is_off() -> None:
    st = slam_state("H", "10 H")
    st.scores = [-300, 400, 0]
    first_legal_to_end_of_deal(st)
    assert st.is_terminal() and st.winners == [0] and st.returns() == [1.0, 0.0, 0.0]
    st = slam_state("H", "10 H", instant_win=False)
    st.scores = [-300, 400, 0]
    first_legal_to_end_of_deal(st)
    assert not st.is_terminal() and st.scores[0] == 200


def _score(st: PyatSotenState, declarer: int, bid: int, order: list[int],
           scores: list[int]) -> None:
    st.phase = Phase.PLAY
    st.declarer, st.high, st.order = declarer, bid, order
    st.won = [order.count(s) for s in range(st.players)]
    st.scores = scores
    st._score_deal()


def test_declarer_reaching_500_beats_a_defender_reaching_it_the_same_deal() -> None:
    st = new(3, [rig(3, {})])
    _score(st, 0, 0, [0] * 6 + [1] * 4, [470, 480, 0])  # 6♠ made: +40; seat 1 +40
    assert st.scores == [510, 520, 0] and st.winners == [0]


def test_defenders_first_to_500_by_trick_wins() -> None:
    st = new(3, [rig(3, {})])
    _score(st, 0, 0, [2, 1, 1, 2, 2, 0, 0, 1, 2, 2], [0, 480, 480])
    assert st.winners == [1] and st.is_terminal()  # seat 1 got there on trick 3
    st = new(3, [rig(3, {})])
    _score(st, 0, 0, [2, 1, 2, 1, 2, 0, 0, 1, 1, 2], [0, 480, 480])
    assert st.winners == [2]


def test_minus_out_ends_the_game_best_other_score_wins() -> None:
    st = new(3, [rig(3, {})], minus_out=True)
    _score(st, 0, 3, [1] * 6 + [2] * 4, [-450, 20, 0])  # 6♥ failed: −100
    assert st.scores == [-550, 80, 40] and st.winners == [1]
    st = new(3, [rig(3, {})])
    _score(st, 0, 3, [1] * 6 + [2] * 4, [-450, 20, 0])
    assert not st.winners and st.phase == Phase.DEAL and st.dealer == 0


def test_one_deal_and_max_deals_end_with_the_best_score() -> None:
    st = new(3, [rig(3, {})], target=0)
    _score(st, 0, 0, [1] * 6 + [2] * 4, [0, 0, 0])
    assert st.scores == [-40, 60, 40] and st.winners == [1]
    st = new(3, [rig(3, {})], max_deals=1)
    _score(st, 0, 5, [0] * 7 + [2] * 3, [0, 0, 0])  # 7♠ made
    assert st.scores == [140, 0, 30] and st.winners == [0] and st.is_terminal()


# --- two and four players -------------------------------------------------------------

def test_two_players_dead_hand_hidden_from_both() -> None:
    order = rig(2, {})
    st = new(2, [order])
    dead = C.mask_of(order[20:30])
    assert st.dead == dead
    assert st.unseen(0) & dead == dead and st.unseen(1) & dead == dead
    st.play("bid 6 S")
    st.play("pass")
    assert st.phase == Phase.DISCARD and st.declarer == 0


def test_four_players_in_pairs_share_scores_and_returns() -> None:
    st = new(4, [rig(4, {0: TRUMPS["H"]})], target=0)
    st.play("bid 7 H")
    for _ in range(3):
        st.play("pass")
    first_legal_to_end_of_deal(st)
    assert st.scores == [200, 0] and st.winners == [0]
    assert st.returns() == [1.0, 0.0, 1.0, 0.0]


def test_four_players_partner_tricks_count_for_the_contract() -> None:
    st = new(4, [rig(4, {})])
    _score(st, 1, 6, [1, 3, 1, 3, 1, 3, 1, 0, 2, 0], [0, 0])  # 7♣ by seats 2+4: 7 tricks
    assert st.scores == [30, 160]


def test_refusals_change_nothing() -> None:
    st = new(3, [rig(3, {})])
    before = st.observation(0)
    for text in ("discard AS", "play AS", "bid 5 S", "hello", "play RJ Q", "bid 11 H"):
        with pytest.raises((IllegalActionError, ValueError)):
            st.play(text)
    assert st.observation(0) == before and st.history == []
    assert PASS in st.legal_actions() and BID in st.legal_actions()


def test_moves_typed_in_russian_and_english() -> None:
    st = new(3, [rig(3, {0: TRUMPS["H"]})])
    assert st.text_to_action("заказ 7 пик") == st.text_to_action("bid 7 S") == BID + 5
    assert st.text_to_action("7ч") == st.text_to_action("7 hearts") == BID + 8
    assert st.text_to_action("8 бк") == st.text_to_action("bid 8NT") == BID + 14
    assert st.text_to_action("пас") == st.text_to_action("PASS") == PASS
    assert st.text_to_action("Дж ч") == st.text_to_action("play RJ H") == JOKER_LEAD + 3
    st.play("bid 6 H")
    st.play("pass")
    st.play("pass")
    assert st.text_to_action("снести Дп") == st.text_to_action("discard QS") == \
        500 + C.parse("QS")


def test_presets_set_their_keys() -> None:
    classic = GAME.make_rules(preset="classic")
    assert (classic.must_trump, classic.slam, classic.minus_out) == (False, "classic", True)
    text = GAME.make_rules(preset="text")
    assert (text.must_trump, text.slam, text.minus_out, text.target) == (
        True, "text", False, 500)
    assert GAME.make_rules(preset="one_deal").target == 0
