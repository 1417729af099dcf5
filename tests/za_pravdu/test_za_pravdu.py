"""«За правду» on rigged deals: the deck by players, the ladder of deals, the trump, the
duty to follow suit or trump, every scoring case, the end, and the hidden cards."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_places, suits_barred
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.za_pravdu.rules import ZaPravduRules, deck_for, ladder
from koloda.games.za_pravdu.state import BID, ZaPravduState, deal_points

GAME = get_game("za_pravdu")


def P(text: str) -> int:
    return C.parse(text)


def order(first: list[str], size: int = 36) -> list[int]:
    """A deck order: the named cards first, then the rest of the deck."""
    head = [P(t) for t in first]
    return head + [c for c in C.deck(size) if c not in head]


def new(players: int, deals: list[list[int]], **rules: object) -> ZaPravduState:
    st = GAME.new_state(players, GAME.make_rules(overrides=rules), seed=1, deals=deals)
    assert isinstance(st, ZaPravduState)
    st.apply_chance()
    return st


def play(st: ZaPravduState, *moves: str) -> None:
    for m in moves:
        st.play(m)


def test_the_deck_follows_the_number_of_players() -> None:
    rules = ZaPravduRules()
    assert [len(deck_for(n, rules)) for n in range(2, 7)] == [32, 36, 36, 30, 36]
    assert len(deck_for(4, ZaPravduRules(deck4=32))) == 32
    five = deck_for(5, rules)
    assert P("7S") not in five and P("7C") not in five and P("7H") in five


def test_the_deals_climb_stay_at_the_full_hand_once_per_player_and_come_back() -> None:
    assert ladder(3, 36, 0) == [*range(1, 12), 12, 12, 12, *range(11, 0, -1)]
    assert ladder(2, 32, 0) == [*range(1, 16), 16, 16, *range(15, 0, -1)]
    assert ladder(4, 36, 3) == [1, 2, 3, 3, 3, 3, 2, 1]
    assert len(GAME.new_state(6, GAME.make_rules()).sizes) == 5 + 6 + 5  # type: ignore[attr-defined]


def test_a_largest_hand_the_deck_cannot_give_is_refused() -> None:
    with pytest.raises(RuleError) as err:
        GAME.check_players(6, GAME.make_rules(overrides={"top": 7}))
    assert "top" in err.value.args[0] and "top" in str(err.value.ru)
    GAME.check_players(6, GAME.make_rules(overrides={"top": 6}))


@pytest.mark.parametrize("bid,took,points", [
    (1, 1, 10), (0, 0, 5), (3, 3, 20), (2, 1, 1), (0, 2, 2), (2, 0, 0), (2, 3, 3)])
def test_every_scoring_case(bid: int, took: int, points: int) -> None:
    assert deal_points(bid, took) == points


def test_the_one_card_deal_on_a_rigged_deck() -> None:
    # the last seat deals: the first seat gets AS, the second KS, the dealer 6H; 7H trump
    st = new(3, [order(["AS", "KS", "6H", "7H"])], top=2)
    assert [h for h in st.hands] == [[P("AS")], [P("KS")], [P("6H")]]
    assert st.trump == P("7H") and not st.trump_held and len(st.rest) == 32
    assert st.legal_actions() == [BID, BID + 1]
    play(st, "bid 1", "bid 0", "bid 1", "AS", "KS", "6H")  # the dealer trumps the ace
    assert st.sheet[-1][3] == (0, 0, 1)
    assert st.scores == [0, 5, 10]
    assert st.current_player() == CHANCE and st.deal_no == 1


def test_two_cards_the_next_dealer_and_the_one_point_a_trick_for_a_miss() -> None:
    first = order(["AS", "KS", "6H", "7H"])
    # deal 2 is the first seat's: cards go to seats 1, 2, 0, 1, 2, 0; then the trump
    second = order(["AC", "KC", "QC", "JC", "10C", "9C", "6D"])
    st = new(3, [first, second], top=2)
    play(st, "bid 1", "bid 0", "bid 1", "AS", "KS", "6H")
    st.apply_chance()
    assert st.dealer == 0 and st.current_player() == 1
    assert st.hands == [[P("9C"), P("QC")], [P("JC"), P("AC")], [P("10C"), P("KC")]]
    assert C.suit_of(st.trump) == 2
    play(st, "bid 0", "bid 2", "bid 0")  # seat 1, seat 2, seat 0
    play(st, "AC", "KC", "QC")  # seat 1 leads and takes
    play(st, "JC", "10C", "9C")  # and again
    assert st.sheet[-1][2:] == ((0, 0, 2), (0, 2, 0), (5, 2, 0))
    assert st.scores == [5, 7, 10]


def test_the_trump_of_a_whole_deck_deal_is_the_dealers_last_card_seen_by_all() -> None:
    st = GAME.new_state(6, GAME.make_rules(), seed=1, deals=[order(["AS"] * 0)])
    assert isinstance(st, ZaPravduState)
    st.deal_no = 5  # the first deal of six cards each (a white-box start)
    st.apply_chance()
    dealer = st.dealer
    assert st.size == 6 and not st.rest and st.trump_held
    assert st.trump == C.deck(36)[-1] and st.trump in st.hands[dealer]
    other = (dealer + 1) % 6
    assert not st.unseen(other) >> st.trump & 1  # everybody knows where it is
    assert C.to_text(st.trump) in st.observation(other)["trump"]


def test_follow_suit_else_trump_else_anything() -> None:
    # two players, one card each is too little: three-card hands (top 3), deal 3
    deck32 = C.deck(32)
    # seat 1 deals deal 1: seat 0 first; we go straight to the three-card deal
    st = GAME.new_state(2, GAME.make_rules(overrides={"top": 3}), seed=1,
                        deals=[order(["AS", "7S", "KH", "8D", "QH", "9D", "7C"], 32)])
    assert isinstance(st, ZaPravduState)
    st.deal_no = 3  # three cards each, the first seat deals: the second seat opens
    st.apply_chance()
    assert st.hands == [[P("7S"), P("8D"), P("9D")], [P("AS"), P("QH"), P("KH")]]
    assert st.trump == P("7C") and len(deck32) == 32
    play(st, "bid 0", "bid 2")
    play(st, "AS")
    assert st.legal_actions() == [P("7S")]
    assert st.refusal(P("8D"), "en") == "you must follow suit (spades)"
    play(st, "7S", "KH")
    # the first seat has no hearts and no clubs (trump): any card
    assert sorted(st.legal_actions()) == sorted([P("8D"), P("9D")])


def test_lacking_the_suit_one_must_trump() -> None:
    st = GAME.new_state(2, GAME.make_rules(overrides={"top": 3}), seed=1,
                        deals=[order(["AS", "7C", "KH", "8D", "QH", "9D", "7H"], 32)])
    assert isinstance(st, ZaPravduState)
    st.deal_no = 3
    st.apply_chance()
    assert st.hands[0] == [P("7C"), P("8D"), P("9D")] and st.trump == P("7H")
    play(st, "bid 1", "bid 1")
    play(st, "AS")
    assert sorted(st.legal_actions()) == [P("7C"), P("8D"), P("9D")]  # no heart: any
    st2 = GAME.new_state(2, GAME.make_rules(overrides={"top": 3}), seed=1,
                         deals=[order(["AS", "7C", "KH", "8D", "QH", "9D", "7D"], 32)])
    assert isinstance(st2, ZaPravduState)
    st2.deal_no = 3
    st2.apply_chance()
    play(st2, "bid 1", "bid 1", "AS")
    assert sorted(st2.legal_actions()) == [P("8D"), P("9D")]  # diamonds are trump
    assert st2.refusal(P("7C"), "ru") == "нужно бить козырем"
    before = st2.clone()
    with pytest.raises(IllegalActionError):
        st2.play("7C")
    assert st2.history == before.history and st2.hands == before.hands
    play(st2, "8D")
    assert st2.won == [1, 0] and st2.void[0] == 1 << 0  # spades shown out


def test_the_game_ends_and_the_most_points_win_with_ties_shared() -> None:
    st = GAME.new_state(2, GAME.make_rules(overrides={"top": 1}), seed=3)
    assert isinstance(st, ZaPravduState)
    assert st.sizes == [1, 1]
    rng = random.Random(3)
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
        else:
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    assert sum(sum(row[4]) for row in st.sheet) == sum(st.scores)
    st.scores = [7, 7]
    assert st.returns() == [0.5, 0.5]
    st.scores = [3, 7]
    assert st.returns() == [0.0, 1.0] and st.result()["winners"] == [1]


def test_resample_keeps_what_the_seat_knows() -> None:
    st = GAME.new_state(2, GAME.make_rules(overrides={"top": 3}), seed=1,
                        deals=[order(["AS", "7C", "KH", "8D", "QH", "9D", "7H"], 32)])
    assert isinstance(st, ZaPravduState)
    st.deal_no = 3
    st.apply_chance()
    play(st, "bid 1", "bid 1", "AS", "7C")  # the first seat showed no spade, no heart
    rng = random.Random(5)
    for _ in range(30):
        world = st.resample(1, rng)
        assert world.observation(1) == st.observation(1)
        for c in world.hands[0]:
            assert C.suit_of(c) not in (0, 3)
        assert len(world.rest) == len(st.rest)


def test_deal_hidden_never_breaks_a_void() -> None:
    rng = random.Random(0)
    cards = [P(t) for t in ("AS", "KS", "QS", "AH", "KH", "AD")]
    for _ in range(50):
        got = deal_places(cards, [3, 2, 1], [suits_barred(b) for b in (0b1000, 0b0001, 0)], rng)
        assert [len(g) for g in got] == [3, 2, 1]
        assert all(C.suit_of(c) != 3 for c in got[0])
        assert all(C.suit_of(c) != 0 for c in got[1])
        assert sorted(c for g in got for c in g) == sorted(cards)


@pytest.mark.parametrize("text", ["bid ²", "bid ٣", "bid 1_0", "bid +1", "bid 999"])
def test_a_declaration_takes_only_ascii_digits(text: str) -> None:
    st = new(3, [order([])], top=2)
    before = st.clone()
    with pytest.raises((ParseError, IllegalActionError)):
        st.play(text)
    assert st.history == before.history and st.bids == before.bids
