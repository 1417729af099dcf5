"""Одесский покер on rigged deals: the deck and its шахи by players and rules, the ladder
of deals, the шаха that beats everything (the later of two), «за простую», the duties to
follow suit or trump (a шаха standing for a trump), the ban on leading trumps, the
Опендаум preset, every scoring case, the text forms, and the hidden cards."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.odessa_poker.rules import OdessaRules
from koloda.games.za_pravdu.rules import deck_for, ladder, shakhi_of
from koloda.games.za_pravdu.state import BID, PLAIN, WILD, ZaPravduState, deal_points

GAME = get_game("odessa_poker")


def P(text: str) -> int:
    return C.parse(text)


def rig(hands: list[list[str]], trump: str, **rules: object) -> ZaPravduState:
    """A deal of ``len(hands[0])`` cards each on the climbing part of the ladder, with
    exactly these hands and this trump turned up; the rest of the deck is the stock."""
    n, k = len(hands), len(hands[0])
    st = GAME.new_state(n, GAME.make_rules(overrides=rules), seed=1)
    assert isinstance(st, ZaPravduState)
    st.deal_no = k - 1  # a white-box start at the deal of k cards
    first = (st.dealer + 1) % n
    head = [P(hands[(first + i) % n][i // n]) for i in range(n * k)] + [P(trump)]
    st.forced = [head + [c for c in st.deck if c not in head]]
    st.apply_chance()
    assert [sorted(h) for h in st.hands] == [sorted(P(c) for c in h) for h in hands]
    assert st.trump == P(trump)
    return st


def play(st: ZaPravduState, *moves: str) -> None:
    for m in moves:
        st.play(m)


def legal(st: ZaPravduState) -> set[str]:
    return {st.action_to_text(a) for a in st.legal_actions()}


# --- the deck, the шахи, the deals --------------------------------------------------


def test_the_deck_follows_the_number_of_players() -> None:
    rules = OdessaRules()
    assert [len(deck_for(n, rules)) for n in range(2, 7)] == [32, 36, 36, 30, 36]
    assert len(deck_for(4, OdessaRules(deck4=32))) == 32
    five = deck_for(5, rules)
    assert P("7H") not in five and P("7D") not in five and P("7C") in five  # шахи stay


@pytest.mark.parametrize("players,count,cards", [
    (3, 2, {"6S", "6C"}), (2, 2, {"7S", "7C"}), (5, 2, {"7S", "7C"}), (6, 1, {"6C"}),
    (2, 1, {"7C"}), (3, 0, set())])
def test_the_shakhi_are_the_lowest_black_cards(players: int, count: int,
                                                cards: set[str]) -> None:
    deck = deck_for(players, OdessaRules(shakhi=count))
    assert shakhi_of(deck, count) == {P(c) for c in cards}
    st = GAME.new_state(players, GAME.make_rules(overrides={"shakhi": count}), seed=1)
    assert isinstance(st, ZaPravduState) and st.wild == {P(c) for c in cards}


def test_four_players_with_32_cards_have_black_sevens() -> None:
    st = GAME.new_state(4, GAME.make_rules(preset="four32"), seed=1)
    assert isinstance(st, ZaPravduState)
    assert len(st.deck) == 32 and st.wild == {P("7S"), P("7C")}


def test_the_deals_climb_stay_at_the_full_hand_once_per_player_and_come_back() -> None:
    assert ladder(3, 36, 0) == [*range(1, 12), 12, 12, 12, *range(11, 0, -1)]
    assert ladder(4, 36, 3) == [1, 2, 3, 3, 3, 3, 2, 1]
    short = GAME.new_state(3, GAME.make_rules(preset="short"), seed=1)
    assert isinstance(short, ZaPravduState) and short.sizes == [1, 2, 3, 4, 5, 5, 5, 4, 3, 2, 1]


def test_a_largest_hand_the_deck_cannot_give_is_refused() -> None:
    with pytest.raises(RuleError) as err:
        GAME.check_players(6, GAME.make_rules(overrides={"top": 7}))
    assert "top" in err.value.args[0] and "top" in str(err.value.ru)
    GAME.check_players(6, GAME.make_rules(overrides={"top": 6}))


def test_the_one_card_deal_and_the_next_dealer() -> None:
    # the last seat deals first: seat 0 gets AS, seat 1 KS, the dealer 9H; 10H is trump
    head = [P(c) for c in ("AS", "KS", "9H", "10H")]
    st = GAME.new_state(3, GAME.make_rules(overrides={"top": 2}), seed=1,
                        deals=[head + [c for c in C.deck(36) if c not in head]])
    assert isinstance(st, ZaPravduState)
    st.apply_chance()
    assert st.dealer == 2 and st.hands == [[P("AS")], [P("KS")], [P("9H")]]
    assert st.legal_actions() == [BID, BID + 1]
    play(st, "bid 1", "bid 0", "bid 1", "AS", "KS", "9H")  # the dealer trumps the ace
    assert st.scores == [0, 5, 10]
    assert st.current_player() == CHANCE and st.dealer == 0


# --- the шахи in play ---------------------------------------------------------------


def test_a_shakha_beats_the_highest_trump() -> None:
    st = rig([["AH", "KS"], ["6C", "9D"], ["QS", "10D"]], "7H")
    play(st, "bid 1", "bid 1", "bid 0")  # seat 0 deals the two-card deal: seat 1 leads
    assert st.leader == 1
    play(st, "9D", "10D", "AH")  # the lead: seat 2 follows, seat 0 trumps with AH
    assert st.won == [1, 0, 0]
    play(st, "KS", "6C", "QS")  # seat 1 has no spade: the шаха beats the king
    assert st.won == [1, 1, 0]
    assert st.last is not None and st.last[2] == 1


def test_of_two_shakhi_the_later_wins() -> None:
    st = rig([["6C", "KD"], ["AS", "QD"], ["6S", "AD"]], "7H")
    play(st, "bid 1", "bid 1", "bid 1")
    play(st, "AS", "6S", "6C")  # seat 1 leads AS: seat 2, then seat 0, lay a шаха
    assert st.last is not None and st.last[2] == 0 and st.won == [1, 0, 0]


def test_a_shakha_may_go_even_holding_the_suit_led() -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H")
    play(st, "bid 1", "bid 1", "bid 1")
    play(st, "KD", "QD")
    assert legal(st) == {"play AD", "play 6C", "plain 6C"}
    play(st, "6C")
    assert st.won == [1, 0, 0]


def test_za_prostuyu_a_shakha_is_its_own_low_card() -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H")
    play(st, "bid 0", "bid 1", "bid 1", "KD", "QD", "plain 6C")
    assert st.last is not None and st.last[2] == 1 and st.won == [0, 1, 0]
    assert st.last[1][2] == PLAIN + P("6C")
    assert st.observation(2)["last"]["cards"][2] == [0, "6C", "plain"]


def test_za_prostuyu_a_shakha_of_the_trump_suit_is_a_low_trump() -> None:
    # clubs are trump: 6C «за простую» is the six of trumps, which beats a side ace
    st = rig([["6C", "AD"], ["KS", "9S"], ["QS", "10S"]], "8C")
    play(st, "bid 1", "bid 1", "bid 0", "KS", "QS", "plain 6C")
    assert st.won == [1, 0, 0]


def test_lacking_the_suit_and_trumps_a_shakha_must_go() -> None:
    st = rig([["6C", "AD"], ["KS", "9S"], ["QS", "10S"]], "7H")
    play(st, "bid 1", "bid 1", "bid 0", "KS", "QS")
    assert legal(st) == {"play 6C", "plain 6C"}  # it stands for the trump asked for
    assert st.refusal(P("AD"), "en") == "you must play a trump or a шаха"
    before = st.clone()
    with pytest.raises(IllegalActionError):
        st.play("AD")
    assert st.history == before.history and st.hands == before.hands


def test_lacking_the_suit_a_trump_or_a_shakha() -> None:
    # seat 1 deals the three-card deal: seat 2 leads
    st = rig([["QS", "10S", "8S"], ["6C", "8H", "AD"], ["KS", "9S", "JS"]], "7H")
    play(st, "bid 1", "bid 1", "bid 1", "KS", "QS")
    assert legal(st) == {"play 8H", "play 6C", "plain 6C"}


def test_a_shakha_led_to_beat_asks_for_trumps() -> None:
    st = rig([["QS", "10H", "8S"], ["AS", "8H", "AD"], ["6C", "9S", "JS"]], "7H")
    play(st, "bid 1", "bid 1", "bid 1", "6C")  # seat 2 leads the шаха to beat
    assert legal(st) == {"play 10H"}
    play(st, "10H")
    assert legal(st) == {"play 8H"}
    play(st, "8H")
    assert st.won == [0, 0, 1]


def test_a_shakha_led_za_prostuyu_leads_its_own_suit() -> None:
    st = rig([["QS", "10H", "8S"], ["AS", "8C", "AD"], ["6C", "9S", "JS"]], "7H")
    play(st, "bid 1", "bid 1", "bid 1", "plain 6C")
    assert legal(st) == {"play 10H"}  # no club: a trump
    play(st, "10H")
    assert legal(st) == {"play 8C"}
    play(st, "8C")
    assert st.won == [1, 0, 0]


def test_a_shakha_turned_up_names_the_trump() -> None:
    st = rig([["AS", "8C"], ["KS", "9C"], ["QS", "10C"]], "6C")
    assert st.trump_suit == 1 and P("6C") not in [c for h in st.hands for c in h]
    play(st, "bid 1", "bid 1", "bid 0", "KS", "QS", "AS", "8C", "9C", "10C")
    assert st.sheet[-1][1] == 1


# --- leading trumps -----------------------------------------------------------------


def test_no_trump_lead_while_holding_another_suit() -> None:
    st = rig([["9H", "AD"], ["KH", "9S"], ["6C", "6S"]], "7H")
    play(st, "bid 1", "bid 1", "bid 0")
    assert legal(st) == {"play 9S"}  # seat 1 leads; KH is a trump
    assert st.refusal(P("KH"), "en") == \
        "you may not lead a trump while you hold a card of another suit"
    assert st.refusal(P("KH"), "ru") == "с козыря ходить нельзя, пока есть некозырные карты"


def test_a_hand_of_trumps_and_shakhi_may_lead_a_trump() -> None:
    st = rig([["9H", "AD"], ["KH", "6C"], ["QS", "6S"]], "7H")
    play(st, "bid 1", "bid 1", "bid 0")
    assert legal(st) == {"play KH", "play 6C", "plain 6C"}
    play(st, "KH")
    # seat 1 showed it holds nothing plain outside trumps (the шахи apart)
    assert st.void[1] == 1 << C.SPADES | 1 << C.CLUBS | 1 << C.DIAMONDS


def test_the_rule_off_lets_any_card_lead() -> None:
    st = rig([["9H", "AD"], ["KH", "9S"], ["6C", "6S"]], "7H", trump_lead=False)
    play(st, "bid 1", "bid 1", "bid 0")
    assert legal(st) == {"play 9S", "play KH"}


# --- Опендаум -----------------------------------------------------------------------


def test_opendaum_has_no_shakhi_and_free_leads() -> None:
    rules = GAME.make_rules(preset="opendaum")
    assert isinstance(rules, OdessaRules) and rules.shakhi == 0 and not rules.trump_lead
    st = rig([["9H", "6C"], ["KH", "9S"], ["AC", "6S"]], "7H", shakhi=0, trump_lead=False)
    play(st, "bid 1", "bid 1", "bid 0")
    assert legal(st) == {"play 9S", "play KH"}
    play(st, "9S", "6S")
    assert legal(st) == {"play 9H"}  # no spade: a trump; 6C is a plain club here
    play(st, "9H")
    assert st.won == [1, 0, 0]
    assert st.refusal(PLAIN + P("6C"), "en") == \
        "only a шаха (wild card) is played as a plain card"


def test_one_shakha_preset_keeps_only_the_club() -> None:
    st = rig([["6S", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H", shakhi=1)
    play(st, "bid 0", "bid 1", "bid 1", "KD", "QD")
    assert legal(st) == {"play AD"}  # 6S is a plain spade now
    assert GAME.make_rules(preset="one_shakha").to_dict()["shakhi"] == 1


# --- scoring and the end ------------------------------------------------------------


@pytest.mark.parametrize("bid,took,points", [
    (1, 1, 10), (0, 0, 5), (3, 3, 20), (2, 1, 1), (0, 2, 2), (2, 0, 0), (2, 3, 3)])
def test_every_scoring_case(bid: int, took: int, points: int) -> None:
    assert deal_points(bid, took) == points


def test_a_deal_scores_exact_missed_and_none() -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H")
    play(st, "bid 2", "bid 1", "bid 0")  # seat 1, seat 2, seat 0 declare
    play(st, "KD", "QD", "plain 6C", "9S", "10S", "AD")
    # seat 1 took the diamonds, seat 2 the spades (seat 0 threw AD)
    assert st.sheet[-1][2:] == ((0, 2, 1), (0, 1, 1), (5, 1, 10))
    assert st.scores == [5, 1, 10]


def test_the_game_ends_and_the_most_points_win_with_ties_shared() -> None:
    st = GAME.new_state(2, GAME.make_rules(overrides={"top": 1}), seed=3)
    assert isinstance(st, ZaPravduState) and st.sizes == [1, 1]
    rng = random.Random(3)
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
        else:
            st.apply(rng.choice(st.legal_actions()))
    assert sum(sum(row[4]) for row in st.sheet) == sum(st.scores)
    st.scores = [7, 7]
    assert st.returns() == [0.5, 0.5]
    st.scores = [3, 7]
    assert st.returns() == [0.0, 1.0] and st.result()["winners"] == [1]


# --- text forms ---------------------------------------------------------------------


@pytest.mark.parametrize("text,action", [
    ("plain 6C", PLAIN + P("6C")), ("play 6C plain", PLAIN + P("6C")),
    ("простую 6т", PLAIN + P("6C")), ("play 6C", P("6C")), ("6C", P("6C")),
    ("bid 2", BID + 2), ("заказ 0", BID)])
def test_text_forms(text: str, action: int) -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H")
    assert st.text_to_action(text) == action


def test_descriptions_say_how_a_shakha_goes() -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H")
    assert st.describe_action(PLAIN + P("6C"), "ru") == "6♣ за простую"
    assert "шаха" in st.describe_action(P("6C"), "ru")
    assert st.describe_action(P("6C"), "en") == "6♣, the шаха, beating all"
    assert st.action_to_text(PLAIN + P("6C")) == "plain 6C"


@pytest.mark.parametrize("text", ["bid ²", "bid ٣", "bid +1", "bid 999", "plain", "plain X",
                                  "play 6C 6C", "простую ٦т"])
def test_bad_texts_are_refused_and_change_nothing(text: str) -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H")
    before = st.clone()
    with pytest.raises((ParseError, IllegalActionError)):
        st.play(text)
    assert st.history == before.history and st.bids == before.bids


# --- hidden cards -------------------------------------------------------------------


def test_a_seat_that_could_not_trump_holds_no_shakha_in_any_world() -> None:
    # diamonds are trump; 6S lies in the stock; seat 2 leads
    st = rig([["QC", "9S", "10S"], ["AS", "8D", "9D"], ["KH", "6C", "JS"]], "7D")
    play(st, "bid 1", "bid 1", "bid 1")
    play(st, "KH", "10S")  # seat 0 has neither a heart nor a trump: nor a шаха
    assert st.void[0] == 1 << C.HEARTS | 1 << C.DIAMONDS | 1 << WILD
    rng = random.Random(5)
    for _ in range(30):
        world = st.resample(1, rng)
        assert world.observation(1) == st.observation(1)
        assert not {P("6C"), P("6S")} & set(world.hands[0])
        assert all(C.suit_of(c) not in (2, 3) for c in world.hands[0])
        assert len(world.rest) == len(st.rest)


def test_a_shakha_played_tells_nothing() -> None:
    st = rig([["AS", "8D"], ["KH", "9C"], ["QC", "6S"]], "7D")
    play(st, "bid 1", "bid 1", "bid 1", "KH")
    assert legal(st) == {"play 6S", "plain 6S"}  # no heart, no trump: the шаха must go
    play(st, "plain 6S")
    assert st.void[2] == 0


# --- one engine -----------------------------------------------------------------------


def test_odessa_poker_is_za_pravdu_with_its_shakhi_on() -> None:
    """No fork: the game is За правду's class and state with other rule defaults, and
    За правду itself plays the шахи when its rules ask for them."""
    za = get_game("za_pravdu")
    assert isinstance(GAME, type(za)) and issubclass(OdessaRules, type(za.make_rules()))
    on = {"shakhi": 2, "trump_lead": True, "sevens5": "red"}
    assert za.make_rules(overrides=on).to_dict() == GAME.make_rules().to_dict()
    assert za.make_rules().to_dict() == GAME.make_rules(
        overrides={"shakhi": 0, "trump_lead": False, "sevens5": "black"}).to_dict()
    for game in (GAME, za):
        st = game.new_state(5, game.make_rules(overrides=on), seed=2)
        assert type(st) is ZaPravduState and st.wild == {P("7S"), P("7C")}
        assert st.observation(0)["game"] == game.key
