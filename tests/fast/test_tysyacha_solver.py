"""The Тысяча open-hand solver: the C engine against the Python reference on random
positions, and the reference against plain minimax over the real state machine."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.games.tysyacha.cardset import KQ, points
from koloda.games.tysyacha.solver import Position, random_position, solve, solve_moves
from koloda.games.tysyacha.state import Phase, TysyachaState

from .conftest import needs_ext
from .positions import tysyacha_position

RULES: list[dict[str, Any]] = [
    {},
    {"must_lead_trump": True, "ace_marriage": True},
    {"declare_on_first_lead": True, "no_lead_others_trump": True},
]


def final_points(st: TysyachaState) -> int:
    d = st.declarer
    total = st.taken[d] + st.marr[d]
    if st.players == 2:
        total += points(st.pile) + (points(st.rest) if st.last_winner == d else 0)
    return total


def minimax(st: TysyachaState) -> int:
    """The declarer's final points under best play, by brute force on real states."""
    if st.phase != Phase.PLAY:
        return final_points(st)
    values = []
    for a in st.legal_actions():
        child = st.clone()
        child.apply(a)
        values.append(minimax(child))
    return max(values) if st.turn == st.declarer else min(values)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rules", RULES, ids=["default", "trump-lead-aces", "declare-first"])
def test_reference_matches_minimax(players: int, rules: dict[str, Any]) -> None:
    cards = 3 if players != 2 else 2
    for seed in range(12):
        st = tysyacha_position(seed, cards, players, rules)
        moves = solve_moves(st, engine="python")
        assert set(moves) == set(st.legal_actions())
        assert solve(st, engine="python") == minimax(st)
        for a, v in moves.items():
            child = st.clone()
            child.apply(a)
            assert v == minimax(child)


@needs_ext
@pytest.mark.parametrize("cards", [3, 4, 5, 6])
@pytest.mark.parametrize("rules", RULES, ids=["default", "trump-lead-aces", "declare-first"])
def test_c_matches_python(cards: int, rules: dict[str, Any]) -> None:
    count = {3: 30, 4: 20, 5: 8, 6: 3}[cards]
    for seed in range(count):
        st = tysyacha_position(1000 + seed, cards, 3, rules)
        assert solve(st, engine="c") == solve(st, engine="python")
        if cards <= 5:
            assert solve_moves(st, engine="c") == solve_moves(st, engine="python")


@needs_ext
@pytest.mark.parametrize("cards,seed", [(8, 802), (8, 805), (8, 808), (7, 704)])
def test_c_matches_python_on_full_hands(cards: int, seed: int) -> None:
    # the bench's positions (fast_path.py: seed 1 + 100 x cards + i), each with one to three
    # marriages in the hands: the C search prunes cards the reference searches
    st = random_position(seed, cards)
    assert solve(st, engine="c") == solve(st, engine="python")


@needs_ext
@pytest.mark.parametrize("rules", RULES[1:], ids=["trump-lead-aces", "declare-first"])
def test_c_matches_python_with_marriages(rules: dict[str, Any]) -> None:
    found = 0
    for seed in range(400):
        st = tysyacha_position(3000 + seed, 5, 3, rules)
        pairs = sum(h & KQ[su] == KQ[su] for h in st.hands for su in range(4))
        if pairs < 2:
            continue
        found += 1
        assert solve_moves(st, engine="c") == solve_moves(st, engine="python")
        if found == 8:
            break
    assert found == 8


@needs_ext
def test_c_matches_python_with_two_and_four_players() -> None:
    for players in (2, 4):
        for seed in range(10):
            st = tysyacha_position(2000 + seed, 4, players)
            assert solve_moves(st, engine="c") == solve_moves(st, engine="python")


@needs_ext
def test_mid_trick_positions_and_positions() -> None:
    st = tysyacha_position(7, 4)
    st.apply(st.legal_actions()[0])  # one card on the trick
    pos = Position.of(st)
    assert pos.trick
    assert solve(pos, engine="c") == solve(pos, engine="python") == solve(st)
    assert solve_moves(pos, engine="c") == solve_moves(st, engine="python")
    best = max(solve_moves(st).values()) if st.turn == st.declarer else min(
        solve_moves(st).values())
    assert best == solve(st)


def test_solver_needs_the_play_phase() -> None:
    from koloda.engine.game import get_game

    g = get_game("tysyacha")
    with pytest.raises(ValueError):
        solve(g.new_state(3, g.make_rules(), 1), engine="python")
