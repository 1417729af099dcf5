"""Item 6: the table names every seat, marks whose move it is and which cards may go now,
shows the last bout; the score sheet uses the names. All read from the table picture
(``Table.picture``) and the terminal's drawing of it."""

from __future__ import annotations

import re

from koloda.table import Seat, Table
from tests.table.drawn import drawn, drawn_last

from .helpers import COMPUTER, GAME, state, table

HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "7D"]]


def _badges(t: Table, viewer: int | None, lang: str) -> list[tuple[str, list[str]]]:
    return [(s.name or "", [b.text for b in s.badges]) for s in t.picture(viewer, lang).seats]


def test_names_in_the_player_list_and_whose_move() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    assert _badges(t, 0, "ru") == [("Вы", ["нападаете"]), ("Игрок 2", ["отбивается"])]
    assert t.picture(0, "ru").status == "Ваш ход — ходите (отбивается Игрок 2)"
    assert _badges(t, 0, "en") == [("You", ["attack"]), ("Player 2", ["defends"])]
    assert t.picture(0, "en").status == "Your move — attack (Player 2 defends)"
    ru = drawn(t, 0, "ru")
    assert "▶ Вы" in ru and "нападаете" in ru and "Игрок 2 компьютер" in ru
    named = table(HANDS, "AD", seats=[Seat(name="Маша"), Seat("computer", "heuristic", "Бот")])
    assert _badges(named, 0, "ru") == [("Маша", ["нападаете"]), ("Бот", ["отбивается"])]
    assert named.picture(0, "ru").status == "Ваш ход — ходите (отбивается Бот)"
    assert _badges(named, None, "ru") == [("Маша", ["нападает"]), ("Бот", ["отбивается"])]


def test_taking_is_said_with_the_name() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "беру")
    assert t.picture(0, "ru").zones[1].note == "Игрок 2 берёт"
    assert t.picture(0, "en").zones[1].note == "Player 2 takes"
    assert "Игрок 2 берёт" in drawn(t, 0, "ru")
    t2 = table([HANDS[1], HANDS[0]], "AD", seats=[Seat(), COMPUTER])
    assert t2.to_move() == 1
    t2.play(1, "7♠")
    t2.play(1, "хватит")
    t2.play(0, "беру")
    assert t2.picture(0, "ru").status == "Игрок 2 подкидывает вдогонку; вы берёте"
    assert t2.picture(0, "en").status == "Player 2 throws in more; you take"
    assert _badges(t2, 0, "ru")[0] == ("Вы", ["берёте"])


def _playable(t: Table, viewer: int) -> set[str]:
    """The hand's cards the picture lets ``viewer`` touch to make a move."""
    return {c.card for c in t.picture(viewer, "ru").controls if c.card is not None}


def test_the_cards_that_may_go_are_the_controls() -> None:
    t = table(HANDS, "AD")  # both people: each seat's picture has its controls
    assert _playable(t, 0) == set(HANDS[0])  # any card may lead
    assert _playable(t, 1) == set()
    t.play(0, "7♠")
    t.play(0, "хватит")
    assert _playable(t, 1) == {"8S", "QS", "7D"}  # they beat 7♠ (♦ trump)
    assert _playable(t, 0) == set()
    assert t.picture(0, "ru").markers[0].suit == "D"  # the trump, for every viewer
    rev = table(HANDS, "AD", reverse=True)
    assert _playable(rev, 0) == set()  # his own cards face away: he plays by place


def test_last_bout_taken_and_beaten() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    assert state(t).observation(0)["last_bout"] is None
    assert drawn_last(t, 0, "ru") is None
    t.play(0, "7♠")
    t.play(0, "7♣")
    t.play(1, "беру")
    obs = state(t).observation(0)
    assert obs["last_bout"] == {"pairs": [["7S", None], ["7C", None]], "defender": 1,
                                "taker": 1, "taken": 2}
    assert drawn_last(t, 0, "ru") == "Прошлый ход: Игрок 2 забрал 2 карты\n  7♠/·  7♣/·\n"
    assert drawn_last(t, 0, "en") == ("The last bout: Player 2 took 2 cards\n"
                                      "  7♠/·  7♣/·\n")
    t.play(0, "8♥")
    t.play(1, "10♥")
    assert state(t).observation(1)["last_bout"]["taker"] is None
    assert drawn_last(t, 1, "ru") == "Прошлый ход: отбивались вы — бито\n  8♥/10♥\n"


def test_a_finished_game_names_the_fools_the_winners_and_the_sheet() -> None:
    rules = GAME.make_rules(overrides={"match_games": 2})
    seats = [Seat(COMPUTER.kind, "heuristic", "Аня"), Seat(COMPUTER.kind, "heuristic", "Боря"),
             Seat(COMPUTER.kind, "heuristic", "Вера")]
    t = Table(GAME, 3, rules, seats, seed=11)
    t.advance()
    assert t.over
    st = state(t)
    names = t.names("ru")
    fools = [names[f[0]] if f else "ничья" for f in st.fools]
    sheet = t.sheet("ru")
    assert sheet.splitlines()[0] == "Дураки по партиям"
    assert sheet.splitlines()[1:3] == [f"1: {fools[0]}", f"2: {fools[1]}"]
    tally = ", ".join(f"{names[s]} {n}" for s, n in enumerate(st.tally))
    assert sheet.splitlines()[3] == f"Счёт дураков: {tally}"
    assert "Fool tally: " in t.sheet("en") and "Аня" in t.sheet("en")
    pic = t.picture(0, "ru")
    assert pic.sheet is not None and list(pic.sheet.columns) == ["", *names]
    assert [list(r[1:]) for r in pic.sheet.rows] == [
        ["дурак" if f and f[0] == s else "" for s in range(3)] for f in st.fools]
    assert list(pic.sheet.foot) == ["Раз в дураках", *map(str, st.tally)]
    best = min(st.tally)
    won = ", ".join(names[s] for s in range(3) if st.tally[s] == best)
    assert pic.status == f"Матч окончен. Победители: {won}"
    view = drawn(t, 0, "ru")
    assert pic.status in view and not re.search(r"Игрок \d", view)
    assert not re.search(r"Player \d", drawn(t, 0, "en"))
    assert t.log_lines(0, "ru")[-1] == f"Игра окончена. Дурак: {fools[1]}."
