"""Паук (Spider): the layout, the moves and their refusals, the stock, finished runs, the
win and the dead end, on rigged deals and hand-made positions."""

from __future__ import annotations

from collections import Counter

import pytest

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError
from koloda.engine.records import record_of, replay
from koloda.games.patience import actions as A
from koloda.games.patience.state import PatienceState
from tests.patience_spider.helpers import (
    COLUMNS,
    FOUNDATIONS,
    GAME,
    STOCK,
    cards,
    dealt,
    position,
    rigged_order,
    rules,
)


def snapshot(state: PatienceState) -> tuple[list[list[int]], list[int], int]:
    return [p[:] for p in state.piles], state.down[:], state.moves


# --- the deck and the layout ---------------------------------------------------------------

@pytest.mark.parametrize("suits,faces", [(1, {"S"}), (2, {"S", "H"}),
                                         (4, {"S", "C", "D", "H"})])
def test_deck_of_each_variant(suits: int, faces: set[str]) -> None:
    deck = GAME.deck(rules(suits))
    assert len(deck) == 104
    assert {C.to_text(c).rstrip("'")[-1] for c in deck} == faces
    by_face = Counter(C.face(c) for c in deck)
    assert set(by_face.values()) == {8 // len(faces)}  # every face 8, 4 or 2 times
    assert all(c < 256 for c in deck)
    assert (len(set(deck)) == 104) == (suits == 4)  # twins share ints with 1 and 2 suits


def test_variants_set_the_suits() -> None:
    for name, suits in (("one_suit", 1), ("two_suits", 2), ("four_suits", 4)):
        assert GAME.make_rules(variants=[name]).suits == suits  # type: ignore[attr-defined]
    assert GAME.make_rules().suits == 1  # type: ignore[attr-defined]


def test_layout_of_the_classic_deal() -> None:
    order = GAME.deck(rules(4))
    state = dealt(4, order)
    sizes = [len(state.piles[i]) for i in COLUMNS]
    assert sizes == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    assert [state.down[i] for i in COLUMNS] == [s - 1 for s in sizes]  # top card face up
    assert state.piles[COLUMNS[0]] == [order[k] for k in (0, 10, 20, 30, 40, 50)]
    assert len(state.piles[STOCK]) == 50 and state.down[STOCK] == 50
    assert state.piles[STOCK][-1] == order[54]  # the first card to be dealt
    assert all(not state.piles[f] for f in FOUNDATIONS)
    assert state.labels[COLUMNS[0]] == "1" and state.labels[COLUMNS[9]] == "10"
    assert state.labels[STOCK] == "s"


# --- moves ---------------------------------------------------------------------------------

def test_a_card_goes_on_the_next_higher_of_any_suit() -> None:
    # column 1's top is 6♠ (place 50), column 5's is 5♥ (place 44), column 6's 5♣ (45)
    state = dealt(4, rigged_order(4, {50: "6S", 44: "5H", 45: "5C", 46: "9D"}))
    under = state.piles[COLUMNS[4]][-2]
    action = state.play("5 1")
    assert action == A.move(COLUMNS[4], COLUMNS[0], 1)
    assert state.piles[COLUMNS[0]][-2:] == cards("6S 5H")
    assert state.piles[COLUMNS[4]][-1] == under and state.down[COLUMNS[4]] == 3  # turned up
    # a card of the same colour may follow too: the text's "alternating colour" is not kept
    other = dealt(4, rigged_order(4, {50: "6S", 45: "5C"}))
    other.play("6 1")
    assert other.piles[COLUMNS[0]][-2:] == cards("6S 5C")


def test_a_card_that_does_not_fit_is_refused_and_nothing_changes() -> None:
    state = dealt(4, rigged_order(4, {50: "6S", 44: "5H", 46: "9D"}))
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        state.apply_checked(A.move(COLUMNS[4], COLUMNS[6], 1))
    assert snapshot(state) == before
    with pytest.raises(IllegalActionError) as err:
        state.play("5 7")
    assert "5♥ cannot go on 9♦" in err.value.en
    assert "5♥ нельзя положить на 9♦" in err.value.ru
    assert snapshot(state) == before


def test_only_a_run_of_one_suit_moves_together() -> None:
    state = position(["8S 7H 6H", "9C", "KD 7C 6C 5C", "8D"])
    legal = state.legal_actions()
    assert A.move(COLUMNS[0], COLUMNS[1], 3) not in legal  # 8♠ 7♥ 6♥: two suits
    assert A.move(COLUMNS[0], COLUMNS[1], 2) not in legal  # 7♥ on 9♣ does not fit
    assert A.move(COLUMNS[2], COLUMNS[3], 3) in legal  # 7♣ 6♣ 5♣ onto 8♦
    assert A.move(COLUMNS[2], COLUMNS[0], 2) not in legal  # 6♣ 5♣ onto 6♥: no
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        state.play("1 2 3")
    assert "only a run of one suit in sequence moves together" in err.value.en
    assert "только карты одной масти" in err.value.ru
    assert snapshot(state) == before
    state.play("3 4 3")
    assert state.piles[COLUMNS[3]] == cards("8D 7C 6C 5C")


def test_any_card_or_run_fills_an_empty_column_any_of_them() -> None:
    state = position(["KD 7C 6C", "9C", "5H"], stock="")
    legal = state.legal_actions()
    for empty in COLUMNS[3:]:
        assert A.move(COLUMNS[0], empty, 2) in legal  # 7♣ 6♣ to every empty column
        assert A.move(COLUMNS[0], empty, 1) in legal
        assert A.move(COLUMNS[1], empty, 1) not in legal  # a whole column: no change
    state.play("1 7 2")
    assert state.piles[COLUMNS[6]] == cards("7C 6C")


def test_foundations_give_nothing_back() -> None:
    state = position(["KD", "QC"], done=3)
    moves = [A.decode(a) for a in state.legal_actions() if A.decode(a)[0] == A.MOVE]
    assert moves and all(a not in FOUNDATIONS for _kind, a, _b, _n in moves)


# --- the stock -----------------------------------------------------------------------------

def test_the_stock_needs_every_column_filled_then_deals_a_row() -> None:
    stock = " ".join(["2D"] * 9 + ["3H"])  # the last card is on top: it goes to column 1
    state = position(["KD", "QC", "JS 9H", "JS 8H", "JS 7H", "JS 6H", "JS 5H", "JS 4H",
                      "QD 3S"], stock=stock)
    before = snapshot(state)
    assert A.DRAW_ACTION not in state.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        state.play("draw")
    assert "cannot be dealt while a column is empty" in err.value.en
    assert "пока есть пустой столбец" in err.value.ru
    assert snapshot(state) == before
    state.play("9 10")  # 3♠ into the empty tenth column
    assert A.DRAW_ACTION in state.legal_actions()
    state.play("2 1")  # Q♣ onto K♦ empties column 2
    assert A.DRAW_ACTION not in state.legal_actions()
    state.play("3 2")  # 9♥ fills it
    state.play("draw")
    assert [state.piles[i][-1] for i in COLUMNS] == cards("3H 2D 2D 2D 2D 2D 2D 2D 2D 2D")
    assert not state.piles[STOCK]
    assert A.DRAW_ACTION not in state.legal_actions()


# --- finished runs, the win, the dead end -------------------------------------------------

RUN_TO_2 = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"


def test_a_finished_run_of_one_suit_leaves_at_once() -> None:
    state = position(["5D " + RUN_TO_2, "9C AS", "9D AH"], down=[1, 0, 0])
    state.play("3 1")  # A♥ on 2♠: in sequence but not of one suit, so it stays
    assert len(state.piles[COLUMNS[0]]) == 14 and not state.piles[FOUNDATIONS[0]]
    state.play("1 4")  # A♥ away, into an empty column
    state.play("2 1")  # A♠ finishes the spades
    assert state.piles[COLUMNS[0]] == cards("5D") and state.down[COLUMNS[0]] == 0
    assert state.piles[FOUNDATIONS[0]][-1] == C.parse("KS")  # shown King on top
    assert len(state.piles[FOUNDATIONS[0]]) == 13


def test_the_last_run_wins_the_deal() -> None:
    state = position([RUN_TO_2, "AS"], done=7)
    assert not state.is_terminal()
    state.play("2 1")
    assert state.is_won() and state.is_terminal()
    assert state.returns() == [1.0]
    assert state.result()["won"] is True and state.result()["moves"] == 1
    assert all(len(state.piles[f]) == 13 for f in FOUNDATIONS)


def test_no_move_left_is_a_lost_deal() -> None:
    state = position(["KS"] * 4 + ["KH"] * 4 + ["5C", "5D"])  # nothing fits, no stock
    assert state.legal_actions() == [A.GIVE_UP_ACTION]
    assert state.is_terminal() and not state.is_won()
    assert state.returns() == [0.0]


def test_giving_up_ends_the_deal_lost() -> None:
    state = dealt(1, rigged_order(1, {}))
    state.play("give up")
    assert state.is_terminal() and state.returns() == [0.0]


# --- texts ---------------------------------------------------------------------------------

def test_move_texts_round_trip() -> None:
    state = position(["KD 7C 6C", "9C", "8H"], stock="2D")
    for action in state.legal_actions():
        assert state.text_to_action(state.action_to_text(action)) == action
    assert state.action_to_text(A.move(COLUMNS[0], COLUMNS[2], 2)) == "1 3 2"
    assert state.describe_action(A.move(COLUMNS[0], COLUMNS[2], 2), "en") == \
        "7♣… (2 cards) → pile 3"


# --- what the player may know (twins share ints) ------------------------------------------

def test_every_face_down_card_is_hidden_by_its_place_with_one_suit() -> None:
    state = dealt(1, rigged_order(1, {}))
    hidden = state.hidden_positions()
    assert len(hidden) == 44 + 50
    assert {(i, k) for i, k in hidden} == {
        (i, k) for i in [*COLUMNS, STOCK] for k in range(state.down[i])}
    shown = {c for i in COLUMNS for c in state.piles[i][state.down[i]:]}
    assert all(not state.unseen(0) >> c & 1 for c in shown)  # a face in view is not secret
    assert leaked_cards(state, 0) == []
    world = state.resample(0, __import__("random").Random(5))
    assert world.observation(0) == state.observation(0)
    assert type(world) is type(state) and type(state.clone()) is type(state)


def test_a_record_with_twins_replays() -> None:
    state = dealt(2, rigged_order(2, {}))
    for _ in range(6):
        moves = [a for a in state.legal_actions() if a != A.GIVE_UP_ACTION]
        if not moves:
            break
        state.apply(moves[0])
    again = replay(record_of(state))
    assert again.history == state.history and again.result() == state.result()


def test_the_representative_of_what_the_player_knows_names_no_hidden_card() -> None:
    import random

    state = dealt(2, rigged_order(2, {}))
    world = state.resample(0, random.Random(9))
    assert isinstance(world, PatienceState)
    assert world.piles != state.piles  # other hidden cards, the same view
    a, b = state.canonical(0), world.canonical(0)
    assert isinstance(b, PatienceState)
    assert a.piles == b.piles and a.observation(0) == state.observation(0)
    assert a.seed == 0 and a.history == [] and a.deals == []


def test_twin_moves_name_their_source_column() -> None:
    state = position(["KD 9S", "9S", "10H", "QC"], suits=1)
    moves = {state.describe_action(a, "en") for a in state.legal_actions()}
    assert {"9♠ from pile 1 → pile 3", "9♠ from pile 2 → pile 3"} <= moves
    assert "10♥ → pile 4" not in moves and "10♥ → pile 1" not in moves  # fits nowhere
    assert state.describe_action(A.move(COLUMNS[0], COLUMNS[2], 1), "ru") == \
        "9♠ из стопки 1 → стопка 3"


def test_a_face_in_view_is_no_secret_whichever_copy_lies_face_down() -> None:
    state = position(["10S 4D", "10S'"], down=[1, 0])
    assert state.unseen(0) == 0  # the face-down 10♠ has its twin in view
    state = position(["9S 4D", "10S'"], down=[1, 0])
    assert state.unseen(0) == 1 << C.parse("9S")
