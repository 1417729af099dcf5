"""Карлтон, Улицы, Чередование, Шестёрки: building games with a stock."""

from __future__ import annotations

import pytest

from koloda.engine.errors import IllegalActionError
from koloda.engine.game import TERMINAL
from koloda.games.patience import actions as A

from .helpers import (
    by_rank,
    cards,
    ladder,
    play,
    rest_of,
    rigged,
    rows_order,
    seeded,
    tops,
    wins_by_replay,
)


def legal_texts(state: object) -> set[str]:
    return {state.action_to_text(a) for a in state.legal_actions()}  # type: ignore[attr-defined]


# --- Карлтон ---------------------------------------------------------------------------

def test_carlton_layout_and_row_deal() -> None:
    state = seeded("carlton", 4, auto=False)
    assert [len(p) for p in state.piles] == [42, 0, 0, 0, 0, 4, 3, 2, 1]
    assert state.down == [42, 0, 0, 0, 0, 0, 0, 0, 0]
    play(state, "draw")
    assert [len(p) for p in state.piles] == [38, 0, 0, 0, 0, 5, 4, 3, 2]
    books = seeded("carlton", 4, decks=2, auto=False)
    assert [len(p) for p in books.piles] == [68] + [0] * 8 + list(range(1, 9))


def _carlton_small() -> list[int]:
    cols = [cards("5D 6D 7D 10S"), cards("8C 9C 9H"), cards("QC JD"), cards("4S")]
    used = [c for col in cols for c in col]
    return rows_order(cols) + rest_of("carlton", used)


def test_carlton_builds_down_in_alternate_colours() -> None:
    state = rigged("carlton", _carlton_small(), auto=False)
    assert tops(state)[5:] == ["10S", "9H", "JD", "4S"]
    before = state.observation(0)
    with pytest.raises(IllegalActionError):
        state.apply_checked(state.text_to_action("3 1"))  # J♦ on 10♠
    assert state.observation(0) == before
    assert state.refusal(state.text_to_action("3 1"), "en") == "J♦ cannot go on 10♠"
    play(state, "2 1")  # 9♥ on 10♠
    assert tops(state)[5:] == ["9H", "9C", "JD", "4S"]
    play(state, "1 3 2")  # 10♠ 9♥ together onto J♦
    assert [len(p) for p in state.piles[5:]] == [3, 2, 4, 1]


def test_carlton_sorted_deal_is_won_by_dealing() -> None:
    cols = [cards("2H AH 2S AS"), cards("3S 2C AC"), cards("2D AD"), cards("3C")]
    used = [c for col in cols for c in col]
    stock = [c for c in by_rank(low="3") if c not in used]
    state = rigged("carlton", rows_order(cols) + stock)
    assert sum(len(state.piles[f]) for f in state.foundations) == 10
    for _ in range(11):
        assert not state.is_won()
        play(state, "draw")
    assert state.is_won()


@pytest.mark.parametrize("seed,status", [(3, "lost"), (9, "lost")])
def test_carlton_seeded_deals(seed: int, status: str) -> None:
    assert wins_by_replay(seeded("carlton", seed)) == status


# --- Улицы -----------------------------------------------------------------------------

def test_streets_layout_two_decks() -> None:
    state = seeded("streets", 1, auto=False)
    assert [len(p) for p in state.piles] == [72, 0] + [0] * 8 + [4] * 8
    play(state, "draw")
    assert len(state.piles[1]) == 1 and state.down[1] == 0


def test_streets_moves_alternate_colour_runs() -> None:
    cols = [cards("2S 3S 4S 9H"), cards("2C 3C JD 10S"), cards("2D 3D 4D 10H"),
            cards("2H 3H 4H QS"), cards("5S 5C 5D 5H"), cards("6S 6C 6D 6H"), cards("7S 7C 7D 7H"),
             cards("8S 8C 8D 8H")]
    used = [c for col in cols for c in col]
    state = rigged("streets", rows_order(cols) + rest_of("streets", used), auto=False)
    assert "1 2" in legal_texts(state)  # 9♥ on 10♠
    with pytest.raises(IllegalActionError):
        state.apply_checked(state.text_to_action("1 3"))  # 9♥ on 10♥
    play(state, "1 2")
    play(state, "2 4 3")  # J♦ 10♠ 9♥ onto Q♠ in one move
    assert tops(state)[10:14] == ["4S", "3C", "10H", "9H"]


def test_streets_sorted_deal_is_won_and_blocked_deal_is_lost() -> None:
    ranks = by_rank(decks=2)
    state = rigged("streets", rows_order(ladder(ranks[:32], 8)) + ranks[32:])
    assert sum(len(state.piles[f]) for f in state.foundations) == 32
    play(state, *["draw"] * 72)
    assert state.is_won()
    pick = by_rank(decks=2)
    aces, queens, jacks, kings = (pick[8 * r:8 * r + 8] for r in (0, 11, 10, 12))
    cols = [[aces[k], queens[k], jacks[k], kings[k]] for k in range(8)]
    middle = [c for c in pick if c not in set(aces + queens + jacks + kings)]
    state = rigged("streets", rows_order(cols) + middle)
    for _ in range(72):
        assert state.current_player() == 0
        assert legal_texts(state) == {"draw", "give up"}
        play(state, "draw")
    assert state.current_player() == TERMINAL and not state.is_won()
    assert wins_by_replay(rigged("streets", rows_order(cols) + middle)) == "lost"


# --- Чередование -----------------------------------------------------------------------

def _alternation_moves() -> list[int]:
    cols = [cards("2S 3S 4S 9H"), cards("2C 3C 4C 10C"), cards("2D 3D 4D JS"),
            cards("2H 3H 8D 7D"), cards("5S 5C 5D 8C"), cards("6S 6C 6D 9C"),
            cards("7S 7C 4H 5H")]
    used = [c for col in cols for c in col]
    return rows_order(cols) + rest_of("alternation", used)


def test_alternation_layout_and_moves() -> None:
    state = seeded("alternation", 2, auto=False)
    assert [len(p) for p in state.piles] == [24, 0, 0, 0, 0, 0] + [4] * 7
    state = rigged("alternation", _alternation_moves(), auto=False)
    assert "1 2" in legal_texts(state)  # 9♥ on 10♣: any suit
    with pytest.raises(IllegalActionError):
        state.apply_checked(state.text_to_action("1 3"))  # 9♥ on J♠
    play(state, "4 6 2")  # 8♦ 7♦ (one suit) onto 9♣
    assert tops(state)[6:] == ["9H", "10C", "JS", "3H", "8C", "7D", "5H"]
    play(state, "1 2", "5 2")  # 9♥ on 10♣, then 8♣ on 9♥
    refusal = state.refusal(A.move(7, 8, 3), "en")  # 10♣ 9♥ 8♣ is not one suit
    assert refusal is not None and "not in sequence" in refusal


def test_alternation_sorted_deal_is_won_and_blocked_deal_is_lost() -> None:
    ranks = by_rank()
    state = rigged("alternation", rows_order(ladder(ranks[:28], 7)) + ranks[28:])
    play(state, *["draw"] * 24)
    assert state.is_won()
    top = cards("KS KC KD KH JS JC JD")
    buried = cards("QS QC QD QH 10S 10C 10D 10H AS AC AD AH JH 9S 9C 9D 9H 2S 2C 2D 2H")
    cols = [[*buried[3 * k:3 * k + 3], top[k]] for k in range(7)]
    stock = [c for c in by_rank() if c not in set(top + buried)]
    state = rigged("alternation", rows_order(cols) + stock)
    play(state, *["draw"] * 24)
    assert state.current_player() == TERMINAL and not state.is_won()


@pytest.mark.parametrize("seed", [0, 1])
def test_alternation_seeded_deals_are_won(seed: int) -> None:
    assert wins_by_replay(seeded("alternation", seed)) == "won"


# --- Шестёрки --------------------------------------------------------------------------

def test_sixes_stock_feeds_the_leftmost_pile() -> None:
    state = seeded("sixes", 5, auto=False)
    assert [len(p) for p in state.piles] == [16, 0, 0, 0, 0] + [6] * 6
    next_card = state.piles[0][-1]
    play(state, "draw")
    assert state.piles[5][-1] == next_card and len(state.piles[5]) == 7


def test_sixes_sorted_deal_is_won_and_blocked_deal_is_lost() -> None:
    ranks = by_rank()
    state = rigged("sixes", rows_order(ladder(ranks[:36], 6)) + ranks[36:])
    play(state, *["draw"] * 16)
    assert state.is_won()
    top = cards("KS KC KD KH JS JC")
    buried = cards("QS QC QD QH 10S 10C 10D 10H AS AC AD AH JD JH 9S 9C 9D 9H "
                   "8S 8C 8D 8H 7S 7C 7D 7H 2S 2C 2D 2H")
    cols = [[*buried[5 * k:5 * k + 5], top[k]] for k in range(6)]
    stock = [c for c in by_rank() if c not in set(top + buried)]
    state = rigged("sixes", rows_order(cols) + stock)
    for _ in range(16):
        assert legal_texts(state) == {"draw", "give up"}
        play(state, "draw")
    assert state.current_player() == TERMINAL and not state.is_won()
    assert wins_by_replay(rigged("sixes", rows_order(cols) + stock)) == "lost"


@pytest.mark.parametrize("seed", [27])
def test_sixes_seeded_deals_are_won(seed: int) -> None:
    assert wins_by_replay(seeded("sixes", seed)) == "won"


def test_sixes_moves_like_alternation() -> None:
    cols = [cards("2S 3S 4S 5S 6S 9H"), cards("2C 3C 4C 5C 6C 10C"),
            cards("2D 3D 4D 5D 6D JS"), cards("2H 3H 4H 5H 8D 7D"),
            cards("7S 7C 8S 8C 9S 9C"), cards("AS AC AD AH 6H 7H")]
    used = [c for col in cols for c in col]
    state = rigged("sixes", rows_order(cols) + rest_of("sixes", used), auto=False)
    assert "1 2" in legal_texts(state) and "1 3" not in legal_texts(state)
    play(state, "4 5 2")  # 8♦ 7♦ onto 9♣
    assert tops(state)[5:] == ["9H", "10C", "JS", "5H", "7D", "7H"]
