"""«Разгильдяй» on rigged deals: the deal, laying drawn cards on piles, the trump from the
last card (spades: none), who leads, beating and taking, the blind pair, going out, the
full round (rule clear), the move cap, penalties over deals, the deck, the presets, the
hidden cards, the text forms and the computer player."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, TERMINAL, get_game
from koloda.games.razgildyay.bot import HeuristicAgent
from koloda.games.razgildyay.state import (
    DRAW,
    NO_TRUMP,
    PLAY,
    PUT,
    TAKE,
    RazgildyayState,
    beats,
    fits,
)

GAME = get_game("razgildyay")


def P(text: str) -> int:
    return C.parse(text)


def cards(*texts: str) -> list[int]:
    return [P(t) for t in texts]


def order(first: list[str], size: int = 36) -> list[int]:
    """A deck order: the named cards first, then the rest of the deck."""
    head = cards(*first)
    return head + [c for c in C.deck(size) if c not in head]


def new(players: int, first: list[str], size: int = 36, **rules: object) -> RazgildyayState:
    rules.setdefault("deck", size)
    st = GAME.new_state(players, GAME.make_rules(overrides=rules), seed=1,
                        deals=[order(first, size)])
    assert isinstance(st, RazgildyayState)
    st.apply_chance()
    return st


def at_play(piles: list[list[str]], last: str, drawer: int, blind: list[list[str]] | None = None,
            **rules: object) -> RazgildyayState:
    """A white-box start: the stock down to its last card, which ``drawer`` draws now and
    which fits no rival pile; the piles as given (the second part begins at once)."""
    n = len(piles)
    st = new(n, [], **rules)
    used = set(cards(*[c for p in piles for c in p], last))
    st.piles = [cards(*p) for p in piles]
    st.blind = [cards(*b) for b in blind] if blind else [[] for _ in range(n)]
    used |= {c for b in st.blind for c in b}
    # the rest of the deck lies out of play for these tests (as if discarded)
    st.discard = [c for c in st.deck if c not in used]
    st.stock = [P(last)]
    st.drawn = -1
    st.turn = drawer
    st._draw_on()
    return st


def play(st: RazgildyayState, *moves: str) -> None:
    for m in moves:
        st.play(m)


# --- the deal and the first part -------------------------------------------------------

def test_the_deal_two_blind_one_face_up_and_the_stock() -> None:
    # seats from the dealer's left (the last seat deals first): blind 6S 8S / 7S 9S,
    # face up 10C / 9H; the first card drawn, 10D, fits seat 1's 9H: seat 0 chooses
    st = new(2, ["6S", "7S", "8S", "9S", "10C", "9H", "10D"])
    assert st.dealer == 1
    assert st.blind == [cards("6S", "8S"), cards("7S", "9S")]
    assert st.piles == [cards("10C"), cards("9H")]
    assert st.phase == DRAW and st.current_player() == 0
    assert st.drawn == P("10D") and len(st.stock) == 36 - 7
    assert st.legal_actions() == [PUT + 0, PUT + 1]
    obs = st.observation(1)
    assert obs["drawn"] == "10D" and obs["blind"] == [2, 2] and obs["stock"] == 29
    # nobody sees a blind card, its owner neither
    for seat in (0, 1):
        assert st.unseen(seat) & C.mask_of(cards("6S", "7S", "8S", "9S")) == \
            C.mask_of(cards("6S", "7S", "8S", "9S"))


def test_a_drawn_card_goes_on_a_rival_pile_one_rank_lower_or_on_ones_own() -> None:
    # 10D to seat 1; seat 1 draws JH, which fits seat 0's 10C and its own 10D: it keeps
    # it; seat 0 draws 6D, which fits nowhere and is laid on its own pile unasked
    st = new(2, ["6S", "7S", "8S", "9S", "10C", "9H", "10D", "JH", "6D", "KD"])
    before = st.clone()
    play(st, "put 2")
    assert st.piles[1] == cards("9H", "10D")
    assert st.current_player() == 1 and st.drawn == P("JH")
    assert st.legal_actions() == [PUT + 0, PUT + 1]
    assert before.narrate(PUT + 1, st, 0, "en") == []
    after_jh = st.clone()
    play(st, "keep")
    assert st.piles[1][:3] == cards("9H", "10D", "JH")
    assert st.piles[0][:2] == cards("10C", "6D")  # laid without asking
    # seat 1 then draws KD: it fits no pile (JH and 6D on top): laid on its own too
    assert st.piles[1][3] == P("KD")
    lines = after_jh.narrate(PUT + 1, st, 0, "en")
    assert lines[:2] == ["You: 6♦ on own pile", "Player 2: K♦ on own pile"]


def test_fits_is_one_rank_higher_of_any_suit_and_nothing_goes_on_an_ace() -> None:
    assert fits(P("7H"), P("6S")) and fits(P("AS"), P("KD"))
    assert not fits(P("8H"), P("6S")) and not fits(P("6H"), P("6S"))
    assert not fits(P("6S"), P("AS")) and not fits(P("2S"), P("AS"))


def test_a_card_cannot_be_put_on_a_pile_it_does_not_fit() -> None:
    # three players; 10D fits seat 1's 9H but not seat 2's 8C
    st = new(3, ["6S", "7S", "8S", "9S", "6C", "7C", "10C", "9H", "8C", "10D"])
    assert st.legal_actions() == [PUT + 0, PUT + 1]
    snap = st.observation(0)
    with pytest.raises(IllegalActionError) as err:
        st.play("put 3")
    assert "one rank lower" in str(err.value) and "на ступень младше" in str(err.value.ru)
    assert st.observation(0) == snap


def test_the_52_card_deck_and_its_presets() -> None:
    st = new(6, [], size=52)
    assert len(st.deck) == 52 and sum(map(len, st.blind)) == 12
    assert GAME.make_rules("full52").deck == 52  # type: ignore[attr-defined]
    assert GAME.make_rules("one").deals == 1  # type: ignore[attr-defined]
    assert GAME.make_rules().deck == 36  # type: ignore[attr-defined]


# --- the trump and the lead ------------------------------------------------------------

def test_the_last_card_sets_the_trump_and_the_lowest_trump_leads() -> None:
    # seat 2 draws the last card, 6H: hearts are trumps; seat 0 holds 7H, seat 2 the 6H
    st = at_play([["7H", "KS"], ["QC"], ["AD"]], "6H", 2)
    assert st.phase == PLAY and st.trump == C.HEARTS and st.trump_card == P("6H")
    assert st.hands[2] == cards("AD", "6H")
    assert st.current_player() == 2  # the 6H is the lowest trump


def test_a_spade_last_card_means_no_trumps_and_the_last_drawer_leads() -> None:
    st = at_play([["7H", "KS"], ["6H"], ["AD"]], "8S", 1)
    assert st.trump == NO_TRUMP and st.current_player() == 1
    assert st.observation(0)["trump"] is None
    play(st, "6H")
    # seat 2 has no heart: without trumps nothing beats, it may only take
    assert st.legal_actions() == [TAKE]
    assert not beats(P("AD"), P("6H"), NO_TRUMP)


# --- beating and taking ----------------------------------------------------------------

def test_beating_a_higher_card_of_the_suit_or_a_trump_and_taking_the_top_card() -> None:
    # the last card 6H (seat 0 draws it): hearts are trumps and seat 0 leads with it
    st = at_play([["9C", "KS"], ["10C", "7H", "8D"], ["JC", "8H", "QH"]], "6H", 0)
    assert st.trump == C.HEARTS and st.current_player() == 0
    play(st, "9C")
    assert set(st.legal_actions()) == {P("10C"), P("7H"), TAKE}  # suit higher, a trump
    with pytest.raises(IllegalActionError) as err:
        st.play("8D")
    assert "does not beat" in str(err.value) and "не бьёт" in str(err.value.ru)
    play(st, "7H")
    # a trump falls only to a higher trump
    assert set(st.legal_actions()) == {P("8H"), P("QH"), TAKE}
    play(st, "take")
    assert st.table == cards("9C") and P("7H") in st.hands[2]
    assert st.current_player() == 0  # and seat 0 faces the 9C under it
    assert set(st.legal_actions()) == {P("6H"), TAKE}  # a trump beats it, KS does not
    play(st, "take")
    assert st.table == [] and st.current_player() == 1
    with pytest.raises(IllegalActionError) as err:
        st.play("take")
    assert "nothing to take" in str(err.value)
    assert st.legal_actions() == cards("10C", "8D")


def test_a_player_out_of_cards_picks_up_his_blind_pair_hidden_from_the_others() -> None:
    st = at_play([["6H", "9C"], ["10C"], ["JC", "KC"]], "8S", 0,
                 blind=[["6C", "7C"], ["6D", "7D"], ["QS", "KS"]], clear=False)
    # no trumps, seat 0 drew last: 9C, 10C by seat 1, whose hand runs out
    play(st, "9C", "10C")
    assert st.hands[1] == cards("6D", "7D") and st.blind[1] == []
    assert st.secret[1] == C.mask_of(cards("6D", "7D"))
    assert st.observation(1)["hands"][1] == ["6D", "7D"]
    assert st.observation(0)["hands"][1] == [] and st.observation(0)["hand_sizes"][1] == 2
    assert st.unseen(0) >> P("6D") & 1 and not st.unseen(1) >> P("6D") & 1
    assert st.news == [("blind", 1, 0, 0)]
    # seat 2 takes the 10C, seat 0 the 9C; seat 1 leads a blind card: now seen by all
    play(st, "take", "take", "6D")
    assert not st.secret[1] >> P("6D") & 1 and st.secret[1] >> P("7D") & 1
    assert st.observation(0)["table"] == [[1, "6D"]]
    assert st.observation(0)["hands"][1] == []


def test_the_last_player_with_cards_is_the_slacker_and_the_game_runs_its_deals() -> None:
    st = at_play([["6H", "9C"], ["10C"]], "8S", 0, deals=2, clear=False)
    # no trumps, seat 0 leads 9C, seat 1 beats with its last card and is out
    play(st, "9C", "10C")
    assert st.sheet == [((0,), False)] and st.penalties == [1, 0]
    assert st.current_player() == CHANCE and st.deal_no == 1
    st.apply_chance()
    assert st.dealer == 0 and st.current_player() in (1, 0)
    st.deal_no = 2  # (white box: the second deal's end)
    st.dealt = False
    st.penalties = [1, 1]
    assert st.current_player() == TERMINAL
    assert st.returns() == [0.5, 0.5] and st.winners() == [0, 1]


def test_the_winner_is_the_fewest_penalty_points() -> None:
    st = at_play([["6H", "9C"], ["10C"], ["QC"]], "8S", 0, deals=1, clear=False)
    play(st, "9C", "10C")  # seat 1 out
    assert st.out == [1] and st.current_player() == 2
    play(st, "QC")  # seat 2 out too: seat 0 is left with 6H
    assert st.is_terminal() and st.penalties == [1, 0, 0]
    assert st.returns() == [0.0, 0.5, 0.5]
    assert st.result()["winners"] == [1, 2]


# --- rule clear, rule cap --------------------------------------------------------------

def test_a_full_round_goes_out_and_its_last_player_leads_again() -> None:
    st = at_play([["6H", "9C"], ["7D", "10C"], ["8D", "JC"]], "8S", 0)
    play(st, "9C", "10C")
    assert st.table == cards("9C", "10C")
    play(st, "JC")  # the third card of three players: the round goes out
    assert st.table == [] and st.discard[-3:] == cards("9C", "10C", "JC")
    assert st.current_player() == 2
    assert st.observation(0)["discard"] == len(st.discard)


def test_without_clear_the_table_keeps_growing() -> None:
    st = at_play([["6H", "9C"], ["7D", "10C"], ["8D", "JC"]], "8S", 0, clear=False)
    play(st, "9C", "10C", "JC")
    assert st.table == cards("9C", "10C", "JC") and st.current_player() == 0


def test_two_players_clear_after_each_beat() -> None:
    st = at_play([["6H", "9C"], ["7D", "10C"]], "8S", 0)
    play(st, "9C", "10C")
    assert st.table == [] and st.current_player() == 1


def test_the_move_cap_makes_the_holder_of_most_cards_the_slacker() -> None:
    st = at_play([["6H", "9C", "KC"], ["7D", "10C"], ["8D", "JH"]], "8S", 0,
                 cap=10, clear=False, deals=1)
    for _ in range(10):
        st.apply(TAKE if st.table else st.legal_actions()[0])
    assert st.is_terminal() and st.sheet[-1][1] is True
    most = max(len(h) for h in st.hands)
    assert [s for s in range(3) if st.penalties[s]] == \
        [s for s in range(3) if len(st.hands[s]) == most]


def test_a_tie_at_the_cap_makes_each_holder_a_slacker() -> None:
    st = at_play([["9C", "6H"], ["7D", "10C"]], "8S", 0, cap=10, clear=False, deals=1)
    st.moves = 9  # (white box: nine moves made) the tenth leaves two cards each
    play(st, "9C")
    assert st.is_terminal() and st.sheet == [((0, 1), True)]
    assert st.penalties == [1, 1]


# --- hidden cards, texts, the computer player ------------------------------------------

def test_resample_keeps_the_seats_view_and_deals_only_hidden_cards() -> None:
    st = new(3, ["6S", "7S", "8S", "9S", "6C", "7C", "10C", "9H", "8C", "10D"])
    for seat in range(3):
        for k in range(5):
            w = st.resample(seat, random.Random(k))
            assert w.observation(seat) == st.observation(seat)
            assert w.unseen(seat) == st.unseen(seat)
            pool = [*w.stock, *(c for b in w.blind for c in b)]
            assert sorted(pool) == sorted([*st.stock, *(c for b in st.blind for c in b)])
            assert len(w.stock) == len(st.stock) and w.piles == st.piles


def test_texts_round_trip_and_bad_text_is_refused() -> None:
    st = new(2, ["6S", "7S", "8S", "9S", "10C", "9H", "10D"])
    for a in st.legal_actions():
        assert st.text_to_action(st.action_to_text(a)) == a
    assert st.text_to_action("на 2") == PUT + 1 and st.text_to_action("себе") == PUT
    assert st.text_to_action("take") == TAKE and st.text_to_action("беру") == TAKE
    assert st.text_to_action("Дч") == P("QH")
    assert st.describe_action(PUT + 1, "ru") == "10♦ игроку 2"
    for bad in ("put 3", "put 0", "put", "", "QH QH", "JOKER"):
        with pytest.raises(ParseError):
            st.text_to_action(bad)
    with pytest.raises(IllegalActionError):
        st.play("QH")  # the drawn card is to be placed now


def test_the_computer_lays_on_the_rival_with_fewest_cards_and_beats_cheaply() -> None:
    st = new(3, ["6S", "7S", "8S", "9S", "6C", "7C", "9D", "9H", "AC", "10D"])
    st.piles[1] = cards("QS", "9H")
    st.piles[0] = cards("9D")
    bot = HeuristicAgent(0, random.Random(1))
    legal = [PUT + 0, PUT + 1, PUT + 2]
    st.piles[2] = cards("9C")
    assert bot.act(st.observation(0), legal) == PUT + 2
    play_st = at_play([["6H", "9C"], ["10C", "KC", "7H"]], "AH", 0)
    play_st.play("9C")
    bot1 = HeuristicAgent(1, random.Random(1))
    assert bot1.act(play_st.observation(1), play_st.legal_actions()) == P("10C")


def test_search_values_between_deals() -> None:
    st = at_play([["6H", "9C"], ["10C"]], "8S", 0, deals=3, clear=False)
    assert st.search_values() is None
    play(st, "9C", "10C")
    v = st.search_values()
    assert v is not None and v[1] > 0.5 > v[0]


def test_the_log_tells_the_last_card_the_trump_and_a_cleared_round() -> None:
    st = new(2, ["6S", "7S", "8S", "9S", "10C", "9H", "10D"])
    st.stock = [P("8C")]  # (white box: the stock down to one card, 8C)
    before = st.clone()
    play(st, "put 2")
    assert before.narrate(PUT + 1, st, 0, "en") == [
        "the last card is 8♣: trumps", "Player 2: 8♣ on own pile"]
    assert st.phase == PLAY and st.trump == C.CLUBS
    st = new(2, ["6S", "7S", "8S", "9S", "10C", "9H", "10D"])
    st.stock = [P("QS")]
    before = st.clone()
    play(st, "put 2")
    assert before.narrate(PUT + 1, st, 0, "ru")[0] == "последняя карта Д♠: играем без козырей"
    st = at_play([["6H", "9C"], ["7D", "10C"]], "8S", 0)
    st.play("9C")
    before = st.clone()
    st.play("10C")
    assert before.narrate(P("10C"), st, 0, "en") == [
        "a full round: the table's cards go out"]
