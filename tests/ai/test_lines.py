"""Lines of play from open positions (koloda.ai.lines): exact where every line ends,
the heuristic's move kept unless another is strictly better, and used by the anchored
search only where nothing is hidden."""

from __future__ import annotations

import importlib.util
import random
from functools import cache
from pathlib import Path

import pytest

from koloda.ai.adapters import adapter_for
from koloda.ai.agents import ISMCTSAgent
from koloda.ai.lines import Lines, deterministic, is_open
from koloda.ai.thought import Clock
from koloda.engine.game import State, get_game
from koloda.engine.infoset import InfoSet, decide
from koloda.games.vosmerka.state import PLAY, VosmerkaState

GAME = get_game("vosmerka")


def _heuristic_game(seed: int) -> list[VosmerkaState]:
    """Every decision of a one-deal heuristic game of two, in order (the bench's)."""
    path = Path(__file__).resolve().parents[2] / "bench" / "vosmerka_lines.py"
    spec = importlib.util.spec_from_file_location("vosmerka_lines", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    got: list[VosmerkaState] = bench.decisions(seed)
    return got


@cache
def _open_positions(most_cards: int) -> tuple[VosmerkaState, ...]:
    """Second-part decisions with at most ``most_cards`` cards in hand and on the table."""
    got = []
    for seed in range(40):
        for st in _heuristic_game(seed):
            held = sum(len(h) for h in st.hands) + sum(c >= 0 for p in st.table for c in p)
            if st.phase == PLAY and held <= most_cards:
                got.append(st)
    return tuple(got)


def _minimax(st: State, seat: int) -> float:
    """The value for ``seat`` (two players, constant sum) with best play by both."""
    if st.is_terminal():
        return adapter_for(InfoSet(st, seat), "heuristic").utility(st)[seat]
    p = st.current_player()
    vals = []
    for a in st.legal_actions():
        nxt = st.clone()
        nxt.apply(a)
        vals.append(_minimax(nxt, seat))
    return max(vals) if p == seat else min(vals)


def test_second_part_positions_are_open_and_the_first_part_is_not() -> None:
    states = _heuristic_game(3)
    draw = [st for st in states if st.phase != PLAY]
    play = [st for st in states if st.phase == PLAY]
    assert draw and play
    assert not any(is_open(st, st.current_player()) for st in draw)
    assert all(is_open(st, st.current_player()) for st in play)


def test_lines_that_all_end_give_the_game_value() -> None:
    positions = _open_positions(6)[:25]
    assert len(positions) >= 10
    for st in positions:
        seat = st.current_player()
        adapter = adapter_for(InfoSet(st, seat), "heuristic")
        base = decide(GAME.agent_factories()["heuristic"](seat, random.Random(0)), st, seat,
                      play=True)
        search = Lines(adapter, 10**6, Clock(None, None))
        action, values, _ = search.best(st.clone(), seat, base, st.legal_actions())
        exact = _minimax(st, seat)
        assert values[action] == pytest.approx(exact)
        # the heuristic's move stays unless another is strictly better
        if values[base] == pytest.approx(exact):
            assert action == base


def test_depth_grows_with_the_budget_and_stays_within_it() -> None:
    st = max(_open_positions(14), key=lambda s: len(s.legal_actions()))
    seat = st.current_player()
    adapter = adapter_for(InfoSet(st, seat), "heuristic")
    base = st.legal_actions()[0]
    depths = []
    for budget in (1, 40, 4000):
        search = Lines(adapter, budget, Clock(None, None))
        _, values, depth = search.best(st.clone(), seat, base, st.legal_actions())
        assert set(values) == set(st.legal_actions())
        assert depth == 1 or search.playouts <= budget
        depths.append(depth)
    assert depths[0] == 1
    assert depths == sorted(depths) and depths[-1] > 1


def test_the_anchored_search_takes_lines_only_where_nothing_is_hidden() -> None:
    states = _heuristic_game(5)
    draw = next(st for st in states if st.phase != PLAY)
    play = next(st for st in states if st.phase == PLAY)
    for st, method in ((draw, "anchored"), (play, "lines")):
        seat = st.current_player()
        agent = ISMCTSAgent(seat, random.Random(1), GAME, iters=200, rollout="heuristic",
                            anchor=2)
        infoset = InfoSet(st, seat)
        thought = agent.think(infoset)
        assert thought.method == method
        assert thought.action in st.legal_actions()
        flat = ISMCTSAgent(seat, random.Random(1), GAME, iters=200, rollout="heuristic",
                           anchor=2, lines=0)
        assert flat.think(infoset).method == "anchored"
        adapter = adapter_for(infoset, "heuristic")
        assert deterministic(st, st.legal_actions()[0], adapter, seat)
