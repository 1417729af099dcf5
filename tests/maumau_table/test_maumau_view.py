"""The view and the score sheet by names, the playable cards highlighted (item 4), and
whole games at a table as a person reads them (item 5)."""

import re

import pytest
from rich.text import Text

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.maumau.state import ShedState
from koloda.table import Seat, Table
from tests.maumau.rig import deal

NAMES = ["Аня", "Борис"]


def plain(markup: str) -> list[str]:
    return Text.from_markup(markup).plain.split("\n")


def playable(st: ShedState, seat: int) -> list[str]:
    return [C.to_text(c) for c in C.cards_in(st.playable_cards(seat))]


def test_playable_cards_are_the_cards_of_the_legal_plays() -> None:
    st = deal("czech", [["9S", "6D", "7D", "QD", "10D"], ["9H", "10S", "JC", "KC", "QC"]])
    assert sorted(playable(st, 0)) == sorted(["9S", "6D", "7D", "QD", "10D"])
    assert st.playable_cards(1) == 0
    st.play("play 9S")
    assert sorted(playable(st, 1)) == ["10S", "9H", "QC"]
    st.play("play QC suit D")
    assert sorted(playable(st, 0)) == ["10D", "6D", "7D", "QD"]
    st = deal("czech", [["6S", "6D", "7D", "QD", "10D"], ["9H", "10S", "JC", "KC", "QC"]])
    st.play("play 6S")
    assert st.playable_cards(1) == 0  # a penalty to take: no card to play


def test_view_names_every_seat_and_the_penalty() -> None:
    st = deal("czech", [["QS", "9H", "10H", "JH", "6C"], ["7D", "8D", "9D", "10D", "JD"]])
    st.play("play 6C")
    game = get_game("czech")
    ru = plain(game.render(st.observation(0), "ru", NAMES, playable(st, 0)))
    assert ru[0] == "Раздача 1   счёт: Аня 0  Борис 0"
    assert ru[3] == "Карт на руках: Аня 4  Борис 5"
    assert ru[5] == "Ход: Борис — взять 2 карты и пропустить ход (6♣)"
    en = plain(game.render(st.observation(0), "en", ["Ann", "Bob"]))
    assert en[0] == "Deal 1   scores: Ann 0  Bob 0"
    assert en[5] == "To move: Bob — draw 2 and miss the turn (6♣)"
    default = plain(game.render(st.observation(1), "ru"))  # no names: seat 1 is "Вы"
    assert default[3] == "Карт на руках: Игрок 1 4  Вы 5"


def test_view_highlights_the_playable_cards_and_the_named_suit() -> None:
    st = deal("czech", [["QS", "9H", "10H", "JH", "6C"], ["7D", "8D", "9D", "10D", "JD"]])
    st.play("play 6C")
    st.play("draw")
    st.play("play QS suit D")
    game = get_game("czech")
    view = game.render(st.observation(1), "ru", NAMES, playable(st, 1))
    hand = next(line for line in view.split("\n") if line.startswith("Ваши карты"))
    assert "[bold red underline on grey23]7♦[/bold red underline on grey23]" in hand
    assert "[bold]6♠[/bold]" in hand  # not playable: plain
    assert "[bold yellow]заказана масть:[/bold yellow] [red]♦[/red] (бубны)" in view
    assert plain(view)[1].endswith("заказана масть: ♦ (бубны)")


def test_view_after_a_deal_and_at_the_end() -> None:
    st = deal("czech", [["8S", "9H", "9D"], ["8H", "9C", "QC"]], hand=3, target=10)
    for text in ("play 8S", "play 8H", "play 9H", "play 9C", "play 9D"):
        st.play(text)
    game = get_game("czech")
    ru = plain(game.render(st.observation(1), "ru", NAMES))
    assert "Матч окончен. Победитель: Аня" in ru
    assert "  Борис: Д♣" in ru
    assert ru[-1] == "Раздача 1: победитель — Аня; очки: Аня 0  Борис +20"
    en = plain(game.render(st.observation(0), "en", ["Ann", "Bob"]))
    assert en[-1] == "Deal 1: Ann went out; points: Ann 0  Bob +20"


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
        view = Text.from_markup(table.render(0, lang)).plain
        assert not SEAT_NUMBER.search(view), view
        table.play_action(0, table.legal_moves(0, lang)[0][0])
    assert table.over
    view = Text.from_markup(table.render(0, lang)).plain
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
