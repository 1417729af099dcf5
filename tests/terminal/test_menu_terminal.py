"""At the terminal a number shown in the move list always means that item; a
solitaire's piles are typed as two piles or a card, and its ``help`` says so."""

from __future__ import annotations

from koloda.engine.game import get_game
from koloda.table import Seat, Table

from .scripted import Script


def _klondike() -> Table:
    game = get_game("klondike")
    return Table(game, 1, game.make_rules(), [Seat()], seed=3)


def test_a_number_in_the_list_is_that_move_not_a_pile() -> None:
    table = _klondike()
    moves = table.legal_moves(0, "en")
    assert len(moves) >= 2
    script = Script(table, ["2"], lang="en")
    script.turn()
    assert table.state.history[-1] == moves[1][0]


def test_a_bare_pile_number_past_the_list_is_refused_with_the_way_to_type_it() -> None:
    table = _klondike()
    n = len(table.legal_moves(0, "en"))
    steps = len(table.state.history)
    script = Script(table, [str(n + 1)], lang="en")
    out = script.turn()
    assert len(table.state.history) == steps  # the refusal changes nothing
    assert "a number alone picks a move from the list" in out
    assert f"'{n + 1} f'" in out


def test_help_says_how_piles_are_typed_in_every_solitaire() -> None:
    from koloda.engine.game import all_games

    for game in all_games():
        if game.max_players != 1:
            continue
        for lang, words in (("ru", "«7 5»"), ("en", "'7 5'")):
            table = Table(game, 1, game.make_rules(), [Seat()], seed=1)
            if table.over:
                continue
            out = Script(table, ["help"], lang=lang).turn()
            specs = table.state.specs  # type: ignore[attr-defined]
            if any(s.kind == "tableau" for s in specs):
                assert words in out, (game.key, lang)
            assert ("число само по себе" if lang == "ru" else "a number alone") in out
