"""Audit properties over random full games: every played deal conserves the 120 card
points (2 players: with the pile and the untaken talon), the sitting-out dealer never
moves or holds cards, a made or failed ordinary contract scores exactly ±contract, and
the opponents' deal points are multiples of 5."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from koloda.games.tysyacha.cardset import points
from koloda.games.tysyacha.state import Phase, TysyachaState

from .helpers import dealt, new


@given(st.integers(2, 4), st.integers(0, 10_000))
def test_deals_conserve_points_and_score_the_contract(players: int, seed: int) -> None:
    rng = random.Random(seed)
    game = new(players=players, dealer=rng.randrange(players), max_deals=4)
    game.rng.seed(seed)
    checked = 0
    while not game.is_terminal():
        dealt(game)
        if game.phase == Phase.PLAY and not game.hands[game.turn] & (
                game.hands[game.turn] - 1):
            assert_last_trick(game, rng)
            checked += 1
            continue
        if players == 4:
            assert game.current_player() != game.sitting and game.hands[game.sitting] == 0
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert game.deal_no >= 1


def assert_last_trick(game: TysyachaState, rng: random.Random) -> None:
    """Play the last trick and check the deal's totals."""
    deal_no = game.deal_no
    while game.phase == Phase.PLAY:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert game.deal_no == deal_no + 1
    total = sum(game.taken)
    if game.players == 2:
        total += points(game.pile) + points(game.rest)
    assert total == 120
    row = game.sheet[-1]
    decl = row["declarer"]
    if not row["golden"] and not row["dark"] and not game.nines_bonus:
        assert row["points"][decl] in (row["contract"], -row["contract"])
    for s in game.active():
        if s != decl:
            assert row["points"][s] % 5 == 0 and row["points"][s] >= 0
