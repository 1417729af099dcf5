"""Секрет, Тройка, Лабиринт, Джокер."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import TERMINAL
from koloda.games.patience import actions as A

from .helpers import by_rank, cards, ladder, play, rigged, rows_order, seeded, tops, wins_by_replay


def legal_texts(state: object) -> set[str]:
    return {state.action_to_text(a) for a in state.legal_actions()}  # type: ignore[attr-defined]


# --- Секрет ----------------------------------------------------------------------------

def test_secret_a_turned_card_must_be_placed_before_the_next() -> None:
    order = cards("KS QH 9C 5D 7S 8H JD") + [c for c in by_rank() if c not in
                                            cards("KS QH 9C 5D 7S 8H JD")][::-1]
    state = rigged("secret", order)
    assert [len(p) for p in state.piles] == [45, 0, 0, 0, 0, 0] + [1] * 7
    assert legal_texts(state) == {"draw", "give up"}
    play(state, "draw")  # the stock's top is the first card after the seven: K♥
    assert tops(state)[1] == "KH"
    assert legal_texts(state) == {f"w {k}" for k in range(1, 8)} | {"give up"}
    before = state.observation(0)
    for text in ("draw", "1 2"):
        with pytest.raises(IllegalActionError):
            state.apply_checked(state.text_to_action(text))
        assert state.observation(0) == before
    play(state, "w 3")  # any card on any pile
    assert state.piles[8] == cards("9C KH")


@pytest.mark.parametrize("seed", [1, 7])
def test_secret_seeded_deals_are_won(seed: int) -> None:
    assert wins_by_replay(seeded("secret", seed)) == "won"


def test_secret_sorted_deal_is_won_and_an_ascending_one_is_lost() -> None:
    ranks = by_rank()
    state = rigged("secret", ranks)
    assert sum(len(state.piles[f]) for f in state.foundations) == 7
    play(state, *["draw"] * 45)
    assert state.is_won()
    # seven Spades from the Two, then the Nine: it can only go on a lower Spade, which
    # could then never leave its pile (the Aces come last)
    first = cards("2S 3S 4S 5S 6S 7S 8S 9S")
    aces = cards("AS AC AD AH")
    order = first + [c for c in by_rank() if c not in set(first + aces)] + aces
    state = rigged("secret", order)
    assert wins_by_replay(state) == "lost"
    play(state, "draw", "w 1")
    assert state.game.solver_dead(state)  # type: ignore[attr-defined]


# --- Тройка ----------------------------------------------------------------------------

def _troika(swap: bool) -> list[int]:
    order = by_rank()[::-1]  # King of hearts first: every fan's top is its lowest
    if swap:
        two, three = order.index(C.parse("2S")), order.index(C.parse("3S"))
        order[two], order[three] = order[three], order[two]
    return order


def test_troika_layout_aces_out_of_the_fans() -> None:
    state = seeded("troika", 6, auto=False)
    sizes = [len(p) for p in state.piles]
    assert sizes[:4] == [1, 1, 1, 1] and sum(sizes[4:]) == 48 and len(sizes) == 22
    assert all(s <= 3 for s in sizes[4:21]) and sizes[21] <= 1


def test_troika_same_rank_moves_onto_short_fans_only() -> None:
    assert rigged("troika", _troika(swap=False)).is_won()
    state = rigged("troika", _troika(swap=True))
    assert state.piles[18] == cards("3C") and state.piles[19] == cards("2D 2C 3S")
    before = state.observation(0)
    for text in ("16 1", "16 17"):  # onto a full fan of Kings, onto an empty fan
        with pytest.raises(IllegalActionError):
            state.apply_checked(state.text_to_action(text))
        assert state.observation(0) == before
    assert state.refusal(state.text_to_action("16 1"), "en") == "3♠ cannot go on K♣"
    play(state, "16 15")  # 3♠ onto 3♣
    assert state.is_won()


def test_troika_stuck_deal_is_lost() -> None:
    aces = cards("AS AC AD AH")
    others = [c for c in by_rank() if c not in aces]
    high = [c for c in others if c & 15 >= 4]
    low = [c for c in others if c & 15 < 4]  # Twos and Threes, buried
    fans = [[low[k], high[2 * k], high[2 * k + 1]] for k in range(8)]
    rest = high[16:]
    fans += [rest[3 * k:3 * k + 3] for k in range(8)]
    order = [c for fan in fans for c in fan] + aces
    state = rigged("troika", order)
    assert state.current_player() == TERMINAL and not state.is_won()


@pytest.mark.parametrize("seed", [8])
def test_troika_seeded_deals_are_won(seed: int) -> None:
    assert wins_by_replay(seeded("troika", seed)) == "won"


# --- Лабиринт --------------------------------------------------------------------------

def test_labyrinth_rows_and_both_ends() -> None:
    aces = cards("AS AC AD AH")
    rows = cards("KS KC KD KH 2S QC QD QH") + cards("2C 3C 4C 5C 6C 7C 8C 9C")
    rest = [c for c in by_rank() if c not in set(aces + rows)]
    state = rigged("labyrinth", aces + rows + rest, auto=False)
    assert [len(p) for p in state.piles] == [40, 1, 1, 1, 1] + [1] * 8
    assert legal_texts(state) == {"5 f1", "draw", "give up"}
    play(state, "draw")
    assert [len(p) for p in state.piles[5:]] == [2] * 8
    before = state.observation(0)
    with pytest.raises(IllegalActionError):
        state.apply_checked(state.text_to_action("top 2"))  # K♣ of the top row
    assert state.observation(0) == before
    assert "top 5" in legal_texts(state)  # 2♠ of the top row: its column's first card
    play(state, "1 f2", "top 5", "2 f2")
    assert state.piles[2] == cards("AC 2C 3C") and state.piles[9] == cards("6C")
    assert state.describe_action(A.encode(A.SPECIAL, 6), "en").startswith("K♣ (top row")


def test_labyrinth_sorted_deal_is_won_and_walled_deal_is_lost() -> None:
    ranks = by_rank()
    state = rigged("labyrinth", ranks)
    play(state, *["draw"] * 5)
    assert state.is_won()
    aces = cards("AS AC AD AH")
    rows = cards("KS KC KD KH QS QC QD QH 3S 3C 3D 3H JS JC JD JH 10S 10C 10D 10H 2S 2C 2D 2H")
    # the Threes come before the Twos and are walled in by a King above and a Ten below
    lower = [c for c in by_rank(low="4") if c & 15 <= 9]
    state = rigged("labyrinth", aces + rows + lower)
    play(state, *["draw"] * 5)
    assert state.current_player() == TERMINAL and not state.is_won()


@pytest.mark.parametrize("seed", [0, 1])
def test_labyrinth_seeded_deals_are_lost(seed: int) -> None:
    assert wins_by_replay(seeded("labyrinth", seed)) == "lost"


# --- Джокер ----------------------------------------------------------------------------

JOKERS = [C.BLACK_JOKER, C.RED_JOKER]


def _joker_ladder() -> list[int]:
    ranks = by_rank(short=True)
    return ranks[:4] + rows_order(ladder(ranks[4:] + JOKERS, 6))


def test_joker_layout_and_a_free_joker_goes_to_the_reserve() -> None:
    state = seeded("joker", 3, auto=False)
    assert [len(p) for p in state.piles[:4]] == [1, 1, 1, 1]
    assert sum(len(p) for p in state.piles[5:]) + len(state.piles[4]) == 30
    assert all(C.is_joker(c) for c in state.piles[4])
    ranks = by_rank(short=True)
    cols = [[*ranks[4 + 5 * k:9 + 5 * k]] for k in range(5)] + [ranks[29:] + JOKERS]
    # the sixth column ends with both jokers: they go straight to the reserve
    state = rigged("joker", ranks[:4] + rows_order(cols), auto=False)
    assert state.piles[4] == JOKERS[::-1] and len(state.piles[10]) == 3


def test_joker_sorted_deal_is_won_at_once() -> None:
    state = rigged("joker", _joker_ladder())
    assert state.is_won() and state.current_player() == TERMINAL


def test_joker_plays_through_jokers() -> None:
    aces = cards("AS AC AD AH")
    cols = [cards("KS QS JS 9H 10D"), cards("KC QC JC 9C 8D"), cards("KD QD JD 10C 9S"),
            cards("KH QH JH 10H 10S"), cards("8S 8C 8H 7S 7C"),
            cards("9D 7D 7H") + JOKERS]
    state = rigged("joker", aces + rows_order(cols), auto=False)
    assert state.piles[4] == JOKERS[::-1]  # both came free at the deal
    assert tops(state)[5:] == ["10D", "8D", "9S", "10S", "7C", "7H"]
    legal = legal_texts(state)
    assert {"3 1", "2 1 j", "6 4 jj", "5 1 jj"} <= legal
    assert "2 1" not in legal and "2 4 j" not in legal
    before = state.observation(0)
    with pytest.raises(IllegalActionError):
        state.apply_checked(state.text_to_action("2 1"))
    assert state.observation(0) == before
    assert state.refusal(state.text_to_action("2 1"), "en") == "8♦ cannot go on 10♦"
    via = state.text_to_action("2 1 j")
    assert state.describe_action(via, "en") == "8♦ → 10♦ through a joker"
    play(state, "2 1 j")  # 8♦ on 10♦, the joker a black Nine between them
    assert state.piles[5][-3:] == [C.parse("10D"), C.BLACK_JOKER, C.parse("8D")]
    assert state.piles[4] == [C.RED_JOKER]
    play(state, "1 2")  # 8♦ on 9♣: the joker is free again and goes back
    assert tops(state)[4:7] == ["BJ", "10D", "8D"] and len(state.piles[4]) == 2
