"""Lines of play from open positions (koloda.ai.lines): exact where every line ends,
the heuristic's move kept unless another is strictly better, and used by the anchored
search only where nothing is hidden."""

from __future__ import annotations

import importlib.util
import random
from functools import cache
from pathlib import Path

import pytest

from koloda.ai.adapters import Adapter, adapter_for
from koloda.ai.agents import ISMCTSAgent
from koloda.ai.lines import Lines, deterministic, is_open
from koloda.ai.thought import Clock
from koloda.engine.game import Action, State, get_game
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


def _minimax(st: State, seat: int, adapter: Adapter) -> float:
    """The value for ``seat`` (two players, constant sum) with best play by both."""
    if st.is_terminal():
        return adapter.utility(st)[seat]
    p = st.current_player()
    vals = []
    for a in st.legal_actions():
        nxt = st.clone()
        nxt.apply(a)
        vals.append(_minimax(nxt, seat, adapter))
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
        exact = _minimax(st, seat, adapter)
        assert values[action] == pytest.approx(exact)
        # among the moves as good, the best against the heuristic's continuation (the
        # first depth), and of those the heuristic's own
        tied = [a for a in st.legal_actions() if _minimax(_after(st, a), seat, adapter) == exact]
        first = {a: _first_depth(st, a, adapter, seat) for a in tied}
        assert action in tied
        assert first[action] == max(first.values())
        if base in tied and first[base] == max(first.values()):
            assert action == base


def _after(st: State, action: Action) -> State:
    nxt = st.clone()
    nxt.apply(action)
    return nxt


def _first_depth(st: State, action: Action, adapter: Adapter, seat: int) -> float:
    value = deterministic(st, action, adapter, seat)
    assert value is not None
    return value[seat]


def test_a_lost_position_is_played_for_the_heuristics_mistake() -> None:
    """Where every move loses against best play, a move that wins against the
    heuristic's own continuation is taken over the heuristic's move."""
    found = 0
    for st in _open_positions(8):  # two such positions among these 138
        seat = st.current_player()
        adapter = adapter_for(InfoSet(st, seat), "heuristic")
        base = decide(GAME.agent_factories()["heuristic"](seat, random.Random(0)), st, seat,
                      play=True)
        winners = [a for a in st.legal_actions() if _first_depth(st, a, adapter, seat) == 1.0]
        if _first_depth(st, base, adapter, seat) == 1.0 or not winners:
            continue
        # every line ends: the values are exact (the test above)
        action, values, _ = Lines(adapter, 10**6, Clock(None, None)).best(
            st.clone(), seat, base, st.legal_actions())
        if values[action] != 0.0:
            continue
        assert action in winners
        found += 1
    assert found >= 2


def test_a_known_first_play_out_is_not_played_again() -> None:
    st = _open_positions(6)[0]
    seat = st.current_player()
    adapter = adapter_for(InfoSet(st, seat), "heuristic")
    base = st.legal_actions()[0]
    value = deterministic(st, base, adapter, seat)
    assert value is not None
    plain = Lines(adapter, 10**6, Clock(None, None))
    told = Lines(adapter, 10**6, Clock(None, None))
    got = plain.best(st.clone(), seat, base, st.legal_actions())
    assert told.best(st.clone(), seat, base, st.legal_actions(), value) == got
    assert told.playouts == plain.playouts - 1


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
        assert deterministic(st, st.legal_actions()[0], adapter, seat) is not None
