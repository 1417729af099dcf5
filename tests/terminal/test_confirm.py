"""A move that ends the game by the person's own choice (giving up a solitaire) is asked
about first, as leaving is; a "no" changes nothing."""

from __future__ import annotations

import pytest

from koloda.engine.game import all_games, get_game
from koloda.games.patience import actions as PA
from koloda.table import Seat, Table
from koloda.terminal.stats import load

from .scripted import Script


def _klondike() -> Table:
    game = get_game("klondike")
    return Table(game, 1, game.make_rules(), [Seat()], seed=3)


@pytest.mark.parametrize("typed", ["сдаться", "give up"])
def test_no_keeps_the_game(typed: str) -> None:
    table = _klondike()
    steps = len(table.state.history)
    script = Script(table, [typed, "нет"])
    out = script.turn()
    assert script.prompts[1].startswith("Сдаться? Раздача закончится")
    assert script.prompts[1].endswith("(да/нет) ") and script.prompts[2] == "> "
    assert "Игра продолжается." in out
    assert len(table.state.history) == steps and not table.over
    assert load() == {}  # no game counted


def test_the_menu_number_of_give_up_asks_too() -> None:
    table = _klondike()
    moves = table.legal_moves(0, "en")
    number = [a for a, _ in moves].index(PA.GIVE_UP_ACTION) + 1
    script = Script(table, [str(number), "no"], lang="en")
    script.turn()
    assert script.prompts[1] == "Give up? The deal ends and counts as lost. (yes/no) "
    assert not table.over


def test_yes_gives_up_and_counts_a_loss() -> None:
    table = _klondike()
    script = Script(table, ["сдаться", "да"])
    out = script.run()
    assert table.over and "Сдаться?" in script.prompts[1]
    assert load()["klondike"]["played"] == 1 and load()["klondike"]["won"] == 0
    assert "сдаться" in out


def test_end_of_input_at_the_question_is_a_no() -> None:
    table = _klondike()
    script = Script(table, ["сдаться"])
    assert script.run() is not None
    assert not table.over


def test_only_giving_up_asks() -> None:
    for game in all_games():
        table = Table(game, game.default_players, game.make_rules(),
                      [Seat()] * game.default_players, seed=2)
        for _ in range(30):
            if table.over:
                break
            st = table.state
            for action in st.legal_actions():
                asked = st.confirm(action, "en")
                assert (asked is not None) == (game.max_players == 1
                                               and action == PA.GIVE_UP_ACTION), game.key
                if asked is not None:
                    assert st.confirm(action, "ru")
            table.play_action(table.to_move(), st.legal_actions()[0])
