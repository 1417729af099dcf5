"""The table layer: seats, names, computer and forced moves, refusals that change
nothing, undo, save and resume (an unfinished record holds no deals)."""

from __future__ import annotations

import json

import pytest

from koloda.engine.errors import IllegalActionError, KolodaError
from koloda.engine.game import all_games, get_game
from koloda.table import Seat, Table, TableOptions
from koloda.table.seats import COMPUTER, seats_for
from koloda.table.table import entry_lines


def durak_table(seed: int = 5, **options: bool) -> Table:
    game = get_game("durak")
    rules = game.make_rules(preset="classic")
    return Table(game, 2, rules, seats_for(2, (0,)), seed, TableOptions(**options))


def test_names_are_one_per_seat_in_both_languages() -> None:
    game = get_game("tysyacha")
    table = Table(game, 3, game.make_rules(), seats_for(3, (1,)), 1)
    # "Игрок N" is seat N-1 whether a person plays or everyone is watched
    assert table.names("ru") == ["Игрок 1", "Вы", "Игрок 3"]
    assert table.names("en") == ["Player 1", "You", "Player 3"]
    watched = Table(game, 3, game.make_rules(), seats_for(3, ()), 1)
    assert watched.names("ru") == ["Игрок 1", "Игрок 2", "Игрок 3"]
    named = Table(game, 3, game.make_rules(),
                  [Seat(name="Маша"), Seat(COMPUTER), Seat(COMPUTER)], 1)
    assert named.names("ru")[0] == "Маша"
    # the names are kept between frames, but follow the seats, and a caller's copy is its own
    named.names("ru").append("x")
    named.seats[0] = Seat(name="Даша")
    assert named.names("ru") == ["Даша", "Игрок 2", "Игрок 3"]
    named.seats[0] = Seat()
    assert named.names("en") == ["You", "Player 2", "Player 3"]


def test_computers_move_until_a_person_must_decide() -> None:
    table = durak_table()
    table.advance()
    assert table.over or table.waiting_for_human() == 0
    assert all(e.actor == 1 or e.forced for e in table.log)


def test_refused_moves_change_nothing_and_say_why() -> None:
    table = durak_table()
    table.advance()
    before = (table.state.history[:], table.state.observation(0), len(table.log))
    for text in ("", "  ", "бью", "play ZZ", "²", "9" * 5000, "[/red]", "a\x00b", "999"):
        with pytest.raises(KolodaError):
            table.play(0, text)
        assert (table.state.history, table.state.observation(0), len(table.log)) == before
    with pytest.raises(IllegalActionError):
        table.play(1, "1")  # not that seat's move
    with pytest.raises(IllegalActionError):
        table.play_action(0, 10 ** 9)
    assert table.state.history == before[0]


def test_a_move_can_be_typed_as_its_label_or_number() -> None:
    table = durak_table()
    table.advance()
    moves = table.legal_moves(0, "ru")
    action, label = moves[-1]
    entry = table.play(0, label.upper())
    assert entry.action == action
    table.advance()
    if not table.over:
        moves = table.legal_moves(0, "en")
        entry = table.play(0, str(len(moves)))
        assert entry.action == moves[-1][0]


def test_forced_moves_are_played_and_marked() -> None:
    game = get_game("durak")
    for seed in range(30):
        table = Table(game, 2, game.make_rules(), seats_for(2, (0,)), seed)
        while not table.over:
            table.advance()
            if table.over:
                break
            table.play(0, "1")
        if any(e.forced for e in table.log):
            forced = next(e for e in table.log if e.forced)
            assert forced.actor == 0
            line = entry_lines(forced, 0, "ru", table.names("ru"))[0]
            assert line.startswith("Вы: ") and line.endswith(" (единственный ход)")
            return
    pytest.fail("no forced move in 30 games")


def test_forced_moves_can_be_left_to_the_person() -> None:
    game = get_game("durak")
    table = Table(game, 2, game.make_rules(), seats_for(2, (0,)), 3,
                  TableOptions(auto_forced=False))
    while not table.over:
        table.advance()
        if table.over:
            break
        assert table.waiting_for_human() == 0
        table.play(0, "1")
    assert not any(e.forced for e in table.log)


def test_undo_takes_back_to_the_persons_previous_decision() -> None:
    table = durak_table(seed=8)
    table.advance()
    history = table.state.history[:]
    obs = table.state.observation(0)
    table.play(0, "1")
    table.advance()
    assert table.undo(0)
    assert table.state.history == history
    assert table.state.observation(0) == obs
    assert len(table.log) == len(history)
    assert table.waiting_for_human() == 0


def test_no_undo_when_the_table_forbids_it_or_with_two_people() -> None:
    table = durak_table(undo=False)
    table.advance()
    table.play(0, "1")
    assert not table.undo(0)
    game = get_game("durak")
    two = Table(game, 2, game.make_rules(), seats_for(2, (0, 1)), 2)
    seat = two.to_move()
    two.play(seat, "1")
    assert not two.undo(seat)


def test_an_unfinished_save_holds_no_deals_and_resumes_to_the_same_position() -> None:
    table = durak_table(seed=11)
    table.advance()
    table.play(0, "1")
    table.advance()
    record = json.loads(json.dumps(table.record()))
    assert "deals" not in record and record["finished"] is False
    again = Table.from_record(record)
    assert again.state.history == table.state.history
    assert again.state.observation(0) == table.state.observation(0)
    assert [e.text(0, "ru") for e in again.log] == [e.text(0, "ru") for e in table.log]
    # and plays on to the same end as the original
    while not table.over:
        table.advance()
        again.advance()
        if table.over:
            break
        table.play(0, "1")
        again.play(0, "1")
    assert again.state.returns() == table.state.returns()
    done = table.record()
    assert done["finished"] is True and done["deals"]


def test_a_record_with_the_wrong_seat_order_is_refused() -> None:
    table = durak_table(seed=11)
    table.advance()
    table.play(0, "1")
    record = table.record()
    record["actors"] = [1 - a for a in record["actors"]]
    with pytest.raises(KolodaError):
        Table.from_record(record)


@pytest.mark.parametrize("key", [g.key for g in all_games() if not g.auto_play_forced])
def test_a_game_whose_only_move_is_the_game_leaves_it_to_the_person(key: str) -> None:
    # War's turning a card up: with the table's auto_forced on, the person still makes it
    game = get_game(key)
    table = Table(game, game.default_players, game.make_rules(),
                  seats_for(game.default_players, (0,)), 3, TableOptions(auto_forced=True))
    table.advance()
    assert table.over or table.waiting_for_human() == 0
    assert not any(e.forced for e in table.log)
