"""Where the generic search stops short of a game's end (the next deal), a game of many
deals tells how its score stands (``State.standing``): a search must not value a won deal
and a lost one alike."""

from __future__ import annotations

from types import SimpleNamespace

from koloda.ai.adapters import Adapter
from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, State, all_games


def _between_deals(state: State) -> State | None:
    """Play first legal moves until a chance node after the first deal, if any."""
    state.apply_chance()
    for _ in range(2000):
        if state.is_terminal():
            return None
        if state.current_player() == CHANCE:
            return state
        state.apply(state.legal_actions()[0])
    return None


def test_the_default_adapter_values_a_stop_by_the_games_standing() -> None:
    checked = 0
    for game in all_games():
        if type(game.new_state(game.default_players, game.make_rules(), 0)).standing \
                is State.standing:
            continue  # the game gives no standing
        rules = game.make_rules()
        players = game.default_players
        try:
            game.check_players(players, rules)
        except RuleError:
            continue
        state = _between_deals(game.new_state(players, rules, 5))
        if state is None or state.standing() is None:
            continue
        adapter = Adapter(SimpleNamespace(players=players, seat=0))  # type: ignore[arg-type]
        standing = state.standing()
        assert standing is not None
        assert adapter.utility(state) == adapter.from_returns(standing)
        checked += 1
    assert checked  # some game (tri_karty, sem_listov) gives a standing


def test_a_game_without_a_standing_stays_even() -> None:
    class Plain(SimpleNamespace):
        def is_terminal(self) -> bool:
            return False

        def standing(self) -> None:
            return None

    adapter = Adapter(SimpleNamespace(players=2, seat=0))  # type: ignore[arg-type]
    assert adapter.utility(Plain()) == [0.5, 0.5]  # type: ignore[arg-type]
