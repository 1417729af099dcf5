"""The terminal's renderer of the table picture, on hand-made pictures: every zone kind,
every layout, the last trick and the sheet, drawn at a fixed width and compared with
their expected text; texts from a picture (names, badges, labels, notes) are never read
as markup; the viewer's playable cards are lit; and every game's picture draws, its
solitaire grid within 80 columns."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType
from rich.text import Text

from koloda.engine.picture import Badge, Control, Hand, Marker, Picture, SeatView, Sheet, Zone
from koloda.terminal.picture_view import draw, draw_last, draw_sheet, grid, hand_line

TABLE = Picture(
    "durak", "Подкидной дурак · [b]", 0,
    seats=(SeatView(0, Hand(("9D", "7H", "6C", "QC'")), (Badge("ходите", "active"),), True,
                    name="Вы"),
           SeatView(1, Hand(("JS",), 5), (Badge("отбивается", "defend"), Badge("[red]x")),
                    name="[red]x", kind="computer", level="hard"),
           SeatView(2, Hand(), (Badge("вышла", "muted"),), name="Оля", connected=False),
           SeatView(3, Hand((), 3), name="", kind="computer", level="ismcts:ms=5",
                    thinking=True)),
    zones=(Zone("table", "pairs", "Стол", pairs=(("7C", "9C"), ("7S", None))),
           Zone("stock", "stock", "Колода", count=22, trump="QC"),
           Zone("discard", "pile", "Бито", count=8),
           Zone("pile", "pile", "", cards=("KH",), count=3),
           Zone("trick", "trick", "Взятка", cards=("AS", "10S"), seats=(1, 2)),
           Zone("gifts", "row", "Отдано", cards=("10H", "JS"), captions=("→ Оля", "")),
           Zone("talon", "row", "Прикуп", cards=(None, None, None), note="[i]три карты"),
           Zone("empty", "row", "")),
    markers=(Marker("Козырь", "трефы", suit="C"), Marker("В колоде", "22"),
             Marker("Заказ", "120", tone="info"), Marker("Под колодой", card="QH")),
    status="Ход: [red]x — отбивается",
    controls=(Control(0, card="9D"), Control(1, card="7H"), Control(2, button=True)),
    notes=("[bold]заметка[/bold]",))

SPECTATOR = Picture(
    "tysyacha", "Тысяча", None,
    seats=(SeatView(0, Hand((), 7), to_move=True, name="Аня", kind="computer"),
           SeatView(1, Hand((), 7), name="Боря", kind="human")),
    zones=(Zone("trick", "trick", "Взятка"),
           Zone("m1", "fan", "Марьяж", cards=("QH", "KH"), fan="right"),
           Zone("m2", "fan", "Марьяж", cards=("QS", "KS"), fan="right", col=1)),
    status="Ходит Аня")

PATIENCE = Picture(
    "klondike", "Косынка", 0, seats=(SeatView(0, name="Вы"),), layout="patience",
    zones=(Zone("s", "fan", "Колода", cards=(None,) * 21, count=21),
           Zone("w", "fan", "Сброс", cards=("5H", "9C", "9S", "KD"), fan="right", col=1),
           Zone("f1", "fan", "Основание 1", cards=("AS", "2S"), col=3, marked=(1,)),
           Zone("f2", "fan", "Основание 2", col=4),
           *(Zone(str(i + 1), "fan", f"Стопка {i + 1}",
                  cards=(None,) * i + ("JC", "10H")[: 1 + i % 2], fan="down", row=1, col=i)
             for i in range(5)),
           Zone("r", "fan", "Резерв", cards=("2D",), row=2, col=0, note="[x] вниз")),
    markers=(Marker("Ходы", "2"),), status="Ваш ход",
    controls=(Control(0, zone="w", pos=3, to="f1"),))

PYRAMID = Picture(
    "pyramid", "Пирамида", 0, layout="patience",
    zones=tuple(Zone(str(n), "fan", cards=(c,), row=r, col=col)
                for n, r, col, c in ((1, 0, 2, "2C"), (2, 1, 1, "4D"), (3, 1, 3, None),
                                     (4, 2, 0, "8C"), (5, 2, 2, "10D"), (6, 2, 4, "AH"))))

SPREAD = Picture(
    "near_fate", "Ближайшая судьба", None, layout="spread",
    zones=(Zone("row1", "row", "Прошлое", cards=("6H", "QS", "AD"),
                captions=("дорога", "[red]дама", ""), marked=(1,)),
           Zone("row2", "row", "Остальное", cards=("7C", "8C"))),
    markers=(Marker("Номер расклада", "7"),),
    sheet=Sheet("Ход гадания", ("№", "Что сделано"), (("1", "разложены [b]карты"),)),
    notes=("Вас ждёт [b]дорога[/b].",))

LAST = Picture(
    "tysyacha", "Тысяча", 1,
    seats=(SeatView(0, name="Аня"), SeatView(1, name="Вы"), SeatView(2, name="[b]Боря")),
    last=(Zone("last", "trick", "Взятка", cards=("QS", "KS", "9S"), seats=(0, 1, 2)),),
    last_label="Прошлая взятка: берёт [b]Боря",
    sheet=Sheet("Запись", ("Раздача", "Аня", "Вы", "[b]Боря", "заказ"),
                (("1", "120", "-40", "+0 = 0 (б)", "Вы: 110−"),
                 ("2", "[x]", "60", "−5", "")),
                ("Итого", "120", "20", "-5", "")))

def plain(shown: RenderableType | None, width: int = 80) -> str:
    """What a terminal without colours shows, without the padding at line ends."""
    assert shown is not None
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(shown)
    return "\n".join(line.rstrip() for line in out.getvalue().splitlines()) + "\n"


def test_a_table_with_every_centre_zone_kind() -> None:
    assert plain(draw(TABLE, "ru")) == """\
Подкидной дурак · [b]
Козырь: ♣ трефы · В колоде: 22 · Заказ: 120 · Под колодой: Д♥

▶ Вы                                       карт: 4 · ходите
  [red]x  компьютер, сильный               карт: 6 (В♠) · отбивается · [red]x
  Оля     человек · не в сети              карт: 0 · вышла
  Игрок 4 компьютер, ismcts:ms=5 · думает… карт: 3

Стол: 7♣/9♣  7♠/·
Колода: ▒▒×22, под ней Д♣
Бито: ▒▒ · карт: 8
Стопка: К♥ · карт: 3
Взятка: [red]x — Т♠ · Оля — 10♠
Отдано: 10♥ → Оля · В♠
Прикуп: ▒▒ ▒▒ ▒▒
  [i]три карты
На столе: —

Ход: [red]x — отбивается
Ваши карты: 9♦ 7♥ 6♣ Д♣'

 • [bold]заметка[/bold]
"""


def test_the_same_table_in_english_words_of_the_renderer() -> None:
    # the picture's own texts stay as the game wrote them; the renderer's words and the
    # card ranks follow the language
    assert plain(draw(TABLE, "en")) == """\
Подкидной дурак · [b]
Козырь: ♣ трефы · В колоде: 22 · Заказ: 120 · Под колодой: Q♥

▶ Вы                                         cards: 4 · ходите
  [red]x   computer, strong                  cards: 6 (J♠) · отбивается · [red]x
  Оля      person · offline                  cards: 0 · вышла
  Player 4 computer, ismcts:ms=5 · thinking… cards: 3

Стол: 7♣/9♣  7♠/·
Колода: ▒▒×22, under it Q♣
Бито: ▒▒ · cards: 8
Pile: K♥ · cards: 3
Взятка: [red]x — A♠ · Оля — 10♠
Отдано: 10♥ → Оля · J♠
Прикуп: ▒▒ ▒▒ ▒▒
  [i]три карты
On the table: —

Ход: [red]x — отбивается
Your cards: 9♦ 7♥ 6♣ Q♣'

 • [bold]заметка[/bold]
"""


def test_a_spectator_sees_no_hand_of_his_own() -> None:
    assert plain(draw(SPECTATOR, "ru")) == """\
Тысяча

▶ Аня  компьютер карт: 7
  Боря человек   карт: 7

Взятка: —
Марьяж          Марьяж
Д♥ К♥           Д♠ К♠

Ходит Аня
"""


def test_a_solitaire_on_its_grid() -> None:
    assert plain(draw(PATIENCE, "ru")) == """\
Косынка
Ходы: 2

s       w               f1      f2
▒▒×21   +1 9♣ 9♠ К♦     2♠×2    ··

1       2       3       4       5
В♣      ▒▒      ▒▒      ▒▒      ▒▒
        В♣      ▒▒      ▒▒      ▒▒
        10♥     В♣      ▒▒      ▒▒
                        В♣      ▒▒
                        10♥     В♣

r
2♦
[x] вниз

Ваш ход
"""


def test_a_staggered_grid_keeps_its_shape() -> None:
    assert plain(draw(PYRAMID, "ru")) == """\
Пирамида

            1
            2♣
      2           3
      4♦          ▒▒
4           5           6
8♣          10♦         Т♥
"""


def test_a_telling_lists_its_cards_with_their_captions() -> None:
    assert plain(draw(SPREAD, "ru")) == """\
Ближайшая судьба
Номер расклада: 7

Прошлое
 6♥  дорога
 Д♠  [red]дама
 Т♦
Остальное: 7♣ 8♣

 • Вас ждёт [b]дорога[/b].
"""
    assert plain(draw_sheet(SPREAD)) == """\
Ход гадания
┏━━━┳━━━━━━━━━━━━━━━━━━━━┓
┃ № ┃ Что сделано        ┃
┡━━━╇━━━━━━━━━━━━━━━━━━━━┩
│ 1 │ разложены [b]карты │
└───┴────────────────────┘
"""


def test_the_last_trick_and_the_sheet_on_request() -> None:
    assert plain(draw_last(LAST, "ru")) == """\
Прошлая взятка: берёт [b]Боря
  Аня — Д♠ · Вы — К♠ · [b]Боря — 9♠
"""
    assert plain(draw_sheet(LAST)) == """\
Запись
┏━━━━━━━━━┳━━━━━┳━━━━━┳━━━━━━━━━━━━┳━━━━━━━━━━┓
┃ Раздача ┃ Аня ┃  Вы ┃    [b]Боря ┃ заказ    ┃
┡━━━━━━━━━╇━━━━━╇━━━━━╇━━━━━━━━━━━━╇━━━━━━━━━━┩
│ 1       │ 120 │ -40 │ +0 = 0 (б) │ Вы: 110− │
│ 2       │ [x] │  60 │         −5 │          │
├─────────┼─────┼─────┼────────────┼──────────┤
│ Итого   │ 120 │  20 │         -5 │          │
└─────────┴─────┴─────┴────────────┴──────────┘
"""
    assert draw_last(TABLE, "ru") is None and draw_sheet(TABLE) is None


def test_texts_of_a_picture_are_never_markup() -> None:
    """Every text a game or a person put in the picture prints as written."""
    shown = plain(draw(TABLE, "ru")) + plain(draw_last(LAST, "ru")) + plain(draw_sheet(LAST))
    for text in ("[red]x", "[b]", "[i]три карты", "[bold]заметка[/bold]", "[b]Боря", "[x]"):
        assert text in shown, text


def _style_of(line: Text, word: str) -> str:
    start = line.plain.index(word)
    return " ".join(str(span.style) for span in line.spans
                    if span.start <= start < span.end)


def test_the_cards_a_control_plays_are_lit_and_the_others_dimmed() -> None:
    line = hand_line(TABLE, "ru")
    assert line is not None
    assert "underline" in _style_of(line, "9♦") and "underline" in _style_of(line, "7♥")
    assert "dim" in _style_of(line, "6♣") and "underline" not in _style_of(line, "6♣")
    # with no card to play (a button, or not the viewer's move) nothing is dimmed
    from dataclasses import replace

    idle = hand_line(replace(TABLE, controls=(Control(0, button=True),)), "ru")
    assert idle is not None and "dim" not in _style_of(idle, "6♣")


def test_every_game_draws_for_every_seat_and_a_spectator() -> None:
    """Every game's picture, at its start and after a few moves, draws in both
    languages at 80 columns without an error, naming each seat."""
    import random

    from koloda.engine.game import all_games
    from koloda.table import Table
    from koloda.table.seats import seats_for

    for game in all_games():
        n = game.default_players
        table = Table(game, n, game.make_rules(), seats_for(n, humans=()), seed=5)
        rng = random.Random(5)
        for _ in range(2):
            for viewer in (*range(n), None):
                for lang in ("ru", "en"):
                    pic = table.picture(viewer, lang)
                    text = plain(draw(pic, lang))
                    assert pic.title in text, game.key
                    if pic.layout == "table" and n > 1:
                        assert all(s.name in text for s in pic.seats), game.key
            for _ in range(3):
                if table.over:
                    break
                legal = table.state.legal_actions()
                table.play_action(table.to_move(), legal[rng.randrange(len(legal))])


def test_every_solitaire_grid_fits_80_columns() -> None:
    """The piles of every solitaire (as its observation places them, which its picture
    follows) on the grid: no line wider than 80 columns, no two piles of a row run
    together."""
    from koloda.engine.game import all_games
    from koloda.engine.picture import Zone

    for game in all_games():
        if game.max_players != 1:
            continue
        state = game.new_state(1, game.make_rules(), 1)
        while state.current_player() == -1:
            state.apply_chance()
        piles = state.observation(0)["piles"]
        zones = [Zone(str(p["label"]), "fan", cards=tuple(p["cards"]), count=p["count"],
                      fan=p["fan"], row=p["row"], col=p["col"]) for p in piles]
        pic = Picture(game.key, game.title_ru, 0, zones=tuple(zones), layout="patience")
        lines = grid(zones, pic, "ru", 80)
        assert max(line.cell_len for line in lines) <= 80, game.key
        words = " ".join(line.plain for line in lines).split()
        assert all(z.id in words for z in zones), game.key  # each name stands apart


def test_the_terminal_session_draws_the_picture_with_names_as_typed() -> None:
    from koloda.engine.game import get_game
    from koloda.table import Seat, Table
    from koloda.table.seats import COMPUTER

    from .scripted import Script

    game = get_game("durak")
    table = Table(game, 2, game.make_rules(), [Seat(name="[b]Ann"),
                                                Seat(COMPUTER, name="[red]Bob")], seed=3)
    out = Script(table, ["sheet", "last", "quit", "yes"]).run()
    assert "[red]Bob" in out and "[b]Ann" in out
    assert "Ваши карты:" in out and "компьютер" in out


def test_watching_computers_names_whose_hand_is_shown() -> None:
    from dataclasses import replace

    watched = replace(TABLE, seats=(replace(TABLE.seats[0], name="Игрок 1", kind="computer"),
                                    *TABLE.seats[1:]))
    line = hand_line(watched, "ru")
    assert line is not None and line.plain.startswith("Игрок 1 — карты: 9♦")


def test_koloda_tell_draws_a_readings_picture() -> None:
    """`koloda tell` draws the reading's picture where the reading makes one: the spread,
    its steps as a table, the reading under «Толкование»."""
    from types import SimpleNamespace

    from koloda.games.tellings import get_telling
    from koloda.terminal.tell import render

    reading = get_telling("near_fate").lay(7)
    with_picture = SimpleNamespace(key=reading.key, title=reading.title, seed=reading.seed,
                                   options=reading.options, picture=lambda lang: SPREAD)
    out = io.StringIO()
    render(with_picture, "ru", Console(file=out, width=80, color_system=None))  # type: ignore[arg-type]
    text = out.getvalue()
    assert "seed=7" in text and "koloda tell near_fate --seed 7" in text
    assert "Прошлое" in text and "Д♠  [red]дама" in text and "Остальное: 7♣ 8♣" in text
    assert "Ход гадания" in text and "разложены [b]карты" in text
    assert text.index("Ход гадания") < text.index("Толкование") < text.index("Вас ждёт")
    assert "Ближайшая судьба\n" not in text.split("\n", 1)[1]  # the title once, in the heading
