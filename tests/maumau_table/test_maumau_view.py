"""The table picture and the score sheet by names, the cards that may go now (item 4),
and whole games at a table as a person reads them (item 5). The penalty, the named suit
and the end of a match are in the picture's own tests (test_picture.py)."""

import re

import pytest

from koloda.engine.game import get_game
from koloda.table import Seat, Table
from tests.maumau.rig import deal
from tests.table.drawn import drawn

from .helpers import rigged_table

NAMES = ["Аня", "Борис"]


def playable(t: Table, seat: int) -> list[str]:
    """The hand's cards the picture lets ``seat`` touch to make a move, sorted."""
    return sorted({c.card for c in t.picture(seat, "ru").controls if c.card is not None})


def test_the_cards_that_may_go_are_the_cards_of_the_legal_plays() -> None:
    t = rigged_table("czech", [["9S", "6D", "7D", "QD", "10D"],
                               ["9H", "10S", "JC", "KC", "QC"]])
    assert playable(t, 0) == sorted(["9S", "6D", "7D", "QD", "10D"])
    assert playable(t, 1) == []
    t.play(0, "play 9S")
    assert playable(t, 1) == ["10S", "9H", "QC"]
    t.play(1, "play QC suit D")
    assert playable(t, 0) == ["10D", "6D", "7D", "QD"]
    t = rigged_table("czech", [["6S", "6D", "7D", "QD", "10D"],
                               ["9H", "10S", "JC", "KC", "QC"]])
    t.play(0, "play 6S")
    assert playable(t, 1) == []  # a penalty to take: no card to play


def test_the_picture_names_every_seat() -> None:
    t = rigged_table("czech", [["QS", "9H", "10H", "JH", "6C"],
                               ["7D", "8D", "9D", "10D", "JD"]],
                     seats=[Seat(name="Аня"), Seat(name="Борис")])
    t.play(0, "play 6C")
    pic = t.picture(0, "ru")
    assert [s.name for s in pic.seats] == NAMES
    assert pic.status == "Борис берёт 2 карты и пропускает ход (6♣)"
    assert pic.sheet is not None and list(pic.sheet.columns) == ["Раздача", *NAMES]
    assert t.picture(0, "en").status == "Борис draws 2 cards and misses the turn (6♣)"
    assert "Аня" in drawn(t, 0, "ru") and not re.search(r"Игрок \d", drawn(t, 0, "ru"))


def test_score_sheet_by_names() -> None:
    st = deal("czech", [["8S", "9H", "9D"], ["8H", "9C", "QC"]], hand=3, target=10)
    for text in ("play 8S", "play 8H", "play 9H", "play 9C", "play 9D"):
        st.play(text)
    assert st.score_sheet("ru", NAMES).split("\n") == [
        "раздача         Аня      Борис",
        "1             +0=0*    +20=20 ",
        "* — победитель раздачи",
        "победитель: Аня"]
    assert st.score_sheet("en").split("\n")[0] == "deal       Player 1   Player 2"
    assert st.score_sheet("en").split("\n")[-1] == "winner: Player 1"


SEAT_NUMBER = re.compile(r"\b(seat|player|игрок|место) ?\d", re.IGNORECASE)
PEOPLE = ["Аня", "Борис", "Вера", "Глеб"]


@pytest.mark.parametrize(("game", "players", "variant"),
                         [("czech", 3, None), ("czech", 2, "english"), ("101", 3, None),
                          ("101", 4, None), ("czech", 3, "v3")])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_whole_game_reads_by_names(game: str, players: int, variant: str | None,
                                     lang: str) -> None:
    g = get_game(game)
    rules = g.make_rules(variants=[variant] if variant else [])
    seats = [Seat(name=PEOPLE[0])] + [Seat("computer", "heuristic", PEOPLE[s])
                                      for s in range(1, players)]
    table = Table(g, players, rules, seats, seed=7)
    for _ in range(5000):
        table.advance()
        if table.over:
            break
        view = drawn(table, 0, lang)
        assert not SEAT_NUMBER.search(view), view
        table.play_action(0, table.legal_moves(0, lang)[0][0])
    assert table.over
    view = drawn(table, 0, lang)
    log = table.log_lines(0, lang)
    sheet = table.sheet(lang)
    for text in (view, sheet, *log):
        assert not SEAT_NUMBER.search(text), text
    # a line names its seat, or is the person's own ("Вы кладёте", "You play")
    assert all(line.split(":")[0] in PEOPLE or line.split()[0].rstrip(":") in ("Вы", "You")
               or not line[0].isupper() for line in log)
    over = "игра окончена" if lang == "ru" else "the game is over"
    assert any(line.startswith(over) for line in log)
    deals = len(table.state.result()["deal_points"])
    ended = "окончена, победитель раздачи" if lang == "ru" else "is over:"
    stopped = "остановлена" if lang == "ru" else "is stopped"
    assert sum(ended in line or stopped in line for line in log) == deals
    assert sheet.split("\n")[0].split()[1:] == PEOPLE[:players]
