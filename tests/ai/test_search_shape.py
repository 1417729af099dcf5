"""The shape of the generic search: a depth limit (``depth=1``: each root move valued by
rollouts alone) and means read on the scale of the values seen (``norm``), both
repeatable with an iteration budget and blind to the hidden cards like the full search."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.ai import make_agent
from koloda.ai.adapters import DurakAdapter, adapter_for
from koloda.ai.ismcts import search
from koloda.ai.tree import Node
from koloda.engine.game import CHANCE, get_game
from koloda.engine.infoset import InfoSet


def _infoset(key: str, players: int, seed: int = 3) -> InfoSet:
    game = get_game(key)
    state = game.new_state(players, game.make_rules(), seed=seed)
    while state.current_player() == CHANCE:
        state.apply_chance()
    return InfoSet(state, state.current_player())


@pytest.mark.parametrize("key,players", [("klabor", 2), ("valety", 4), ("pyat_soten", 3)])
def test_depth_one_keeps_the_tree_at_the_root(key: str, players: int) -> None:
    infoset = _infoset(key, players)
    adapter = adapter_for(infoset, "random")
    seen: list[Node] = []
    original = Node.__init__

    def spy(self: Node) -> None:
        original(self)
        seen.append(self)

    Node.__init__ = spy  # type: ignore[method-assign]
    try:
        stats, done = search(infoset, adapter, random.Random(1), iters=120, ms=None, depth=1)
    finally:
        Node.__init__ = original  # type: ignore[method-assign]
    legal = set(infoset.legal)
    assert done == 120
    assert set(stats) == legal  # every root move tried
    assert sum(v for v, _ in stats.values()) == 120
    # the root and one node per root move: nothing grew below them
    assert len(seen) == 1 + len(legal)
    assert all(not n.children for n in seen[1:])


@pytest.mark.parametrize("spec", ["ismcts:iters=150,depth=1,rollout=heuristic",
                                  "ismcts:iters=150,norm=0", "ismcts:iters=150,norm=1"])
def test_the_shapes_are_repeatable(spec: str) -> None:
    game = get_game("klabor")
    infoset = _infoset("klabor", 2)
    picks = {make_agent(game, spec, infoset.seat, random.Random(9)).think(infoset).action
             for _ in range(2)}
    assert len(picks) == 1


def test_durak_keeps_raw_values_for_its_compiled_twin() -> None:
    infoset = _infoset("durak", 2)
    adapter = adapter_for(infoset)
    assert isinstance(adapter, DurakAdapter)
    assert adapter.normalize is False
    assert adapter_for(_infoset("klabor", 2)).normalize is True


def test_norm_zero_switches_the_scale_off() -> None:
    game = get_game("klabor")
    agent = make_agent(game, "ismcts:iters=10,norm=0", 0, random.Random(1))
    assert agent.norm is False  # type: ignore[attr-defined]
    assert make_agent(game, "ismcts:iters=10", 0, random.Random(1)).norm is True  # type: ignore[attr-defined]


def test_a_games_depth_is_the_default_and_a_spec_overrides_it() -> None:
    from koloda.engine.game import all_games

    for game in all_games():
        agent = make_agent(game, "ismcts:iters=10", 0, random.Random(1))
        expected = game.search_depth if game.search_depth > 0 else None
        assert agent.depth == expected, game.key  # type: ignore[attr-defined]
        assert game.search_depth == 0 or game.search_rollout == "heuristic", game.key
        full = make_agent(game, "ismcts:iters=10,depth=0", 0, random.Random(1))
        assert full.depth is None  # type: ignore[attr-defined]


def _rummy_play_step() -> InfoSet:
    game = get_game("rummy40")
    state = game.new_state(3, game.make_rules(), seed=5)
    while state.current_player() == CHANCE or len(state.legal_actions()) < 4:
        if state.current_player() == CHANCE:
            state.apply_chance()
        else:
            state.apply(state.legal_actions()[0])
    return InfoSet(state, state.current_player())


def test_anchored_keeps_the_heuristic_move_on_a_small_budget() -> None:
    game = get_game("rummy40")
    infoset = _rummy_play_step()
    agent = make_agent(game, "ismcts:iters=20,rollout=heuristic,anchor=2", infoset.seat,
                       random.Random(4))
    thought = agent.think(infoset)
    # 20 play-outs over 4+ moves: fewer worlds than a switch needs
    assert thought.action == thought.extra["base"]
    assert thought.method == "anchored"
    assert set(thought.visits) == set(infoset.legal)
    again = make_agent(game, "ismcts:iters=20,rollout=heuristic,anchor=2", infoset.seat,
                       random.Random(4)).think(infoset)
    assert (again.values, again.visits) == (thought.values, thought.visits)


def test_anchored_switches_to_a_move_that_is_clearly_better() -> None:
    from koloda.ai.ismcts import anchored

    infoset = _rummy_play_step()
    legal = list(infoset.legal)
    base, target = legal[0], legal[-1]

    class Rigged:  # the move ``target`` is worth a little more on every world
        def world(self, st: object) -> None:
            pass

        def evaluate(self, st: Any, rng: random.Random, node: Node) -> list[float]:
            v = rng.random() * 0.5 + (0.01 if st.history[-1] == target else 0.0)
            return [v] * infoset.players

    got, stats, diffs, done = anchored(infoset, Rigged(), random.Random(1),  # type: ignore[arg-type]
                                       legal, base, iters=20 * len(legal), ms=None, z=2.0)
    assert got == target and done == 20 * len(legal)
    assert diffs[target][0] == pytest.approx(0.01) and diffs[base] == (0.0, 0.0)
    assert all(v == 20 for v, _ in stats.values())


@pytest.mark.parametrize("key,players", [("ekarte", 2), ("klabor", 2), ("durak", 2)])
def test_a_modelled_opponent_moves_by_the_heuristic(key: str, players: int,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``model`` the other seats' moves in the tree are the heuristic's in each world
    (asked with that world's state for that seat), never the searcher's, and never by UCB:
    an opponent node has one child per move the heuristic chose there."""
    import koloda.ai.ismcts as ismcts

    infoset = _infoset(key, players)
    asked: list[tuple[int, Any]] = []
    real = ismcts.decide

    def spy(agent: Any, st: Any, seat: int, legal: Any = None, play: bool = False) -> Any:
        action = real(agent, st, seat, legal, play)
        assert action in st.legal_actions()
        asked.append((seat, action))
        return action

    monkeypatch.setattr(ismcts, "decide", spy)
    adapter = adapter_for(infoset, "random")
    stats, done = search(infoset, adapter, random.Random(2), iters=300, ms=None, model=True)
    assert done == 300 and set(stats) <= set(infoset.legal)
    assert asked and all(seat != infoset.seat for seat, _ in asked)
    # and off by default: no heuristic asked inside the tree
    asked.clear()
    search(infoset, adapter_for(infoset, "random"), random.Random(2), iters=100, ms=None)
    assert not asked


def test_the_model_is_repeatable() -> None:
    game = get_game("ekarte")
    infoset = _infoset("ekarte", 2)
    spec = "ismcts:iters=200,model=1"
    thoughts = [make_agent(game, spec, infoset.seat, random.Random(4)).think(infoset)
                for _ in range(2)]
    assert thoughts[0].action == thoughts[1].action
    assert thoughts[0].visits == thoughts[1].visits
