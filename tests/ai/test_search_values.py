"""The default search adapter asks the game for its own value of a position where the
search stops (``State.search_values``), for every game that gives one, and keeps the
returns-or-even value for the others."""

from __future__ import annotations

import pytest

from koloda.ai.adapters import Adapter, adapter_for
from koloda.engine.game import Game, all_games
from koloda.engine.infoset import InfoSet


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_the_default_adapter_uses_a_games_own_values(game: Game,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    state = game.new_state(game.default_players, game.make_rules(), seed=3)
    state.apply_chance()
    seat = max(state.current_player(), 0)
    adapter = adapter_for(InfoSet(state, seat))
    if type(adapter).utility is not Adapter.utility:
        pytest.skip("the game has an adapter of its own")
    even = [0.5] * state.players
    own = state.search_values()
    assert adapter.utility(state) == (own if own is not None else even)
    wanted = [0.2 + 0.1 * s for s in range(state.players)]  # never the even value
    monkeypatch.setattr(type(state), "search_values", lambda self: wanted)
    assert adapter.utility(state) == wanted
