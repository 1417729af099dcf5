"""The page's one renderer on hand-made table pictures (docs/table-picture.md), at a
laptop's 1366×768 and a phone's 360×740: a trick of four with badges, markers, a stock
with its trump, a sheet, the last trick and a computer thinking; Durak-like pairs with
a drag onto the card to beat; a solitaire's grid where a card is picked and its place
clicked; a telling's rows; forty buttons that fold into "more". Every control's move
reaches the server as its action, everything a person needs lies in the window, and a
screenshot of each is saved under test-artifacts/screenshots/picture/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from koloda.engine.picture import (
    Badge,
    Control,
    Hand,
    Hint,
    Marker,
    Picture,
    SeatView,
    Sheet,
    Zone,
    problems,
)
from tests.browser.conftest import LiveServer
from tests.browser.fake import FakeTable, assert_fits, legal_of, state_frame

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

SIZES = [(1366, 768), (1280, 720), (360, 740)]


def _shots(screenshots: Path) -> Path:
    folder = screenshots / "picture"
    folder.mkdir(exist_ok=True)
    return folder


def _drag(page: Page, source: str, target: str, grip: float = 0.5) -> None:
    """Drag ``source`` (held at ``grip`` of its height: a fanned card shows its top only)
    onto the middle of ``target``."""
    a = page.locator(source).first.bounding_box()
    b = page.locator(target).first.bounding_box()
    assert a is not None and b is not None
    x, y = a["x"] + a["width"] / 2, a["y"] + a["height"] * grip
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 12, y - 12, steps=3)
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=10)
    page.mouse.up()


# --- a trick of four -----------------------------------------------------------------------

TRICK_MOVES = legal_of([("play AH", "хожу Т♥"), ("play KH", "хожу К♥"),
                        ("play KH declare", "хожу К♥ и объявляю марьяж ♥"),
                        ("pass", "сдаюсь")])


def trick_picture() -> Picture:
    seats = (
        SeatView(0, Hand(("9S", "QS", "JC", "KH", "QH", "AH")),
                 (Badge("заказ 120", "active"), Badge("взяток: 1")), to_move=True, name="Аня"),
        SeatView(1, Hand((), 6), (Badge("взяток: 2"),), name="Борис", kind="computer",
                 level="hard"),
        SeatView(2, Hand(("KS",), 5), (Badge("пас", "muted"),), name="Вера", kind="computer",
                 level="easy", thinking=True),
        SeatView(3, Hand((), 6), (Badge("сдаёт", "info"),), name="Гриша", connected=False),
    )
    zones = (Zone("trick", "trick", "Взятка", cards=("10H", "AS", "9H"), seats=(1, 2, 3)),
             Zone("talon", "stock", "Прикуп", count=3, trump="QD"))
    last = (Zone("last", "trick", cards=("JS", "QC", "AC", "KC"), seats=(0, 1, 2, 3)),)
    controls = (Control(0, card="AH", to="trick"), Control(1, card="KH", to="trick"),
                Control(2, card="KH", to="trick"), Control(3, button=True))
    return Picture(
        "fake", "Тысяча · раздача 3", 0, seats, zones,
        markers=(Marker("Козырь", suit="H"), Marker("Заказ", "120"), Marker("Открыта", card="QD")),
        status="Ваш ход — ходите в масть ♥", last=last, last_label="Последняя взятка: Борис",
        sheet=Sheet("Запись счёта", ("Раздача", "Аня", "Борис", "Вера", "Гриша"),
                    (("1", "120", "−40", "0", "15"),), ("Итого", "120", "−40", "0", "15")),
        controls=controls, notes=("Золотой кон",), hints=(Hint("hands", "Карты соперников", 2),))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_trick_of_four(page: Page, server: LiveServer, screenshots: Path,
                         size: tuple[int, int]) -> None:
    pic = trick_picture()
    assert problems(pic, len(TRICK_MOVES)) == []
    page.set_viewport_size({"width": size[0], "height": size[1]})
    fake = FakeTable(page, state_frame(pic, TRICK_MOVES))
    fake.open(server.url)
    expect(page.get_by_test_id("hand").locator(".hand-card")).to_have_count(6)
    page.screenshot(path=str(_shots(screenshots) / f"trick-{size[0]}.png"))
    assert_fits(page, len(TRICK_MOVES))

    # the others around the table: Борис on the left, Вера opposite, Гриша on the right
    boxes = [page.get_by_test_id(f"seat-{s}").bounding_box() for s in (1, 2, 3)]
    assert boxes[0] and boxes[1] and boxes[2]
    assert boxes[0]["x"] < boxes[1]["x"] < boxes[2]["x"]
    cards = [page.get_by_test_id(f"card-{c}").bounding_box() for c in ("10H", "AS", "9H")]
    assert cards[0] and cards[1] and cards[2]
    assert cards[0]["x"] < cards[1]["x"] < cards[2]["x"]  # each card towards its player
    assert cards[1]["y"] < cards[0]["y"] and cards[1]["y"] < cards[2]["y"]
    expect(page.get_by_test_id("thinking-2")).to_have_text("думает…")
    expect(page.get_by_test_id("seat-1")).to_contain_text("сильный")
    expect(page.get_by_test_id("seat-2").locator(".pc-known")).to_have_count(1)
    expect(page.get_by_test_id("seat-0")).to_have_class(
        re.compile(r"\bseat-turn\b"))
    expect(page.get_by_test_id("status")).to_have_text("Ваш ход — ходите в масть ♥")
    expect(page.get_by_test_id("markers").locator(".pc-marker")).to_have_count(3)
    expect(page.get_by_test_id("card-QD")).to_be_visible()  # the trump under the talon
    expect(page.get_by_test_id("notes")).to_contain_text("Золотой кон")
    expect(page.get_by_test_id("card-9S")).to_have_class(re.compile(r"\bdim\b"))

    # one move: the card plays at once; two: the menu asks by the moves' labels
    page.get_by_test_id("card-AH").click()
    assert fake.wait_act(1) == [100]
    fake.release()
    page.get_by_test_id("card-KH").click()
    menu = page.get_by_test_id("card-menu")
    expect(menu).to_be_visible()
    expect(menu.get_by_test_id("menu-3")).to_contain_text("марьяж")
    menu.get_by_test_id("menu-3").click()
    assert fake.wait_act(2) == [100, 102]
    fake.release()
    page.get_by_test_id("move-4").click()
    assert fake.wait_act(3)[-1] == 103
    fake.release()
    # the keyboard: a number picks, Enter plays
    page.locator("body").press("2")
    expect(page.get_by_test_id("card-KH")).to_have_class(re.compile(r"\bpicked\b"))
    page.keyboard.press("Enter")
    assert fake.wait_act(4)[-1] == 101
    fake.release()
    # a drag onto the trick
    _drag(page, '[data-testid="card-AH"]', '[data-testid="zone-trick"]')
    assert fake.wait_act(5)[-1] == 100
    fake.release()
    # arrows walk the hand from its first playable card (the one in the tab order)
    expect(page.get_by_test_id("card-KH")).to_have_attribute("tabindex", "0")
    page.get_by_test_id("card-KH").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(page.get_by_test_id("card-AH")).to_be_focused()
    page.keyboard.press("Enter")
    assert fake.wait_act(6)[-1] == 100
    fake.release()

    # a hint, the last trick, the sheet (in the drawer on a phone)
    page.get_by_test_id("hint-hands").click()
    page.wait_for_function("() => true")
    assert {"type": "hint", "request": "hands"} in fake.sent
    page.get_by_test_id("last-toggle").click()
    expect(page.get_by_test_id("last")).to_contain_text("Последняя взятка: Борис")
    expect(page.get_by_test_id("last").locator(".card")).to_have_count(4)
    if size[0] < 900:
        expect(page.get_by_test_id("sheet")).not_to_be_visible()
        page.get_by_test_id("side-toggle").click()
    expect(page.get_by_test_id("sheet")).to_be_visible()
    expect(page.get_by_test_id("sheet").locator("tfoot td").first).to_have_text("Итого")
    page.screenshot(path=str(_shots(screenshots) / f"trick-open-{size[0]}.png"))


# --- Durak-like pairs ------------------------------------------------------------------------

PAIR_MOVES = legal_of([("beat 9D with JD", "крою 9♦ валетом ♦"),
                       ("beat 9D with 6C", "крою 9♦ козырем 6♣"), ("take", "беру")])


def pairs_picture() -> Picture:
    seats = (SeatView(0, Hand(("7H", "JD", "QS", "6C", "AS")), (Badge("отбиваюсь", "defend"),),
                      to_move=True, name="Аня"),
             SeatView(1, Hand((), 3), (Badge("ходит", "attack"),), name="Борис",
                      kind="computer", level="heuristic"))
    zones = (Zone("stock", "stock", "Колода", count=12, trump="7C"),
             Zone("discard", "pile", "Бито", count=8),
             Zone("table", "pairs", pairs=(("9D", None), ("7S", "10S"))))
    controls = (Control(0, card="JD", to="table", onto="9D"),
                Control(1, card="6C", to="table", onto="9D"), Control(2, button=True))
    return Picture("fake", "Подкидной дурак", 0, seats, zones,
                   markers=(Marker("Козырь", suit="C"), Marker("В колоде", "12")),
                   status="Ваш ход — отбиться от 9♦", controls=controls)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pairs_and_a_drag_onto_the_attack(page: Page, server: LiveServer, screenshots: Path,
                                          size: tuple[int, int]) -> None:
    pic = pairs_picture()
    assert problems(pic, len(PAIR_MOVES)) == []
    page.set_viewport_size({"width": size[0], "height": size[1]})
    fake = FakeTable(page, state_frame(pic, PAIR_MOVES))
    fake.open(server.url)
    page.screenshot(path=str(_shots(screenshots) / f"pairs-{size[0]}.png"))
    assert_fits(page, len(PAIR_MOVES))
    expect(page.get_by_test_id("pair-1")).to_have_attribute("data-onto", "9D")
    expect(page.get_by_test_id("pair-2").locator(".pc-cover")).to_have_count(1)
    expect(page.get_by_test_id("zone-discard")).to_contain_text("8")
    expect(page.get_by_test_id("zone-stock")).to_contain_text("12")
    _drag(page, '[data-testid="card-6C"]', '[data-testid="pair-1"]')
    assert fake.wait_act(1) == [101]
    fake.release()
    _drag(page, '[data-testid="card-JD"]', '[data-testid="pair-1"]')
    assert fake.wait_act(2) == [101, 100]
    fake.release()
    page.get_by_test_id("move-3").click()
    assert fake.wait_act(3)[-1] == 102


# --- a solitaire's grid -----------------------------------------------------------------------

PAT_MOVES = legal_of([("draw", "сдать из колоды"), ("3 5 2", "7♥ и 6♣ → стопка 5"),
                      ("3 6 2", "7♥ и 6♣ → стопка 6"), ("w 1", "К♥ → стопка 1"),
                      ("give up", "сдаться")])


def patience_picture() -> Picture:
    tableau = []
    faces = [("KS",), ("10D",), ("7H", "6C"), ("QC",), ("8S",), ("8C",), ("2D",)]
    for k in range(7):
        cards: tuple[str | None, ...] = (None,) * k + faces[k]
        tableau.append(Zone(f"t{k + 1}", "fan", f"Стопка {k + 1}", cards=cards, fan="down",
                            count=len(cards), row=1, col=k))
    zones = (Zone("stock", "stock", "Колода", count=21, row=0, col=0),
             Zone("w", "fan", "Сброс", cards=("5C", "9D", "KH"), fan="right", count=3,
                  row=0, col=1),
             *(Zone(f"f{k + 1}", "pile", f"Дом {k + 1}", cards=("AS",) if k == 0 else (),
                    count=1 if k == 0 else 0, row=0, col=3 + k) for k in range(4)),
             *tableau)
    controls = (Control(0, zone="stock"), Control(1, zone="t3", pos=2, to="t5"),
                Control(2, zone="t3", pos=2, to="t6"), Control(3, zone="w", pos=2, to="t1"),
                Control(4, button=True))
    return Picture("fake", "Косынка", 0, (SeatView(0, name="Аня", to_move=True),), zones,
                   markers=(Marker("Ходов", "4"),), controls=controls, layout="patience")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_solitaire_card_picked_then_its_place(page: Page, server: LiveServer,
                                                screenshots: Path, size: tuple[int, int]) -> None:
    pic = patience_picture()
    assert problems(pic, len(PAT_MOVES)) == []
    page.set_viewport_size({"width": size[0], "height": size[1]})
    fake = FakeTable(page, state_frame(pic, PAT_MOVES))
    fake.open(server.url)
    page.screenshot(path=str(_shots(screenshots) / f"patience-{size[0]}.png"))
    assert_fits(page, len(PAT_MOVES))
    expect(page.get_by_test_id("hand")).to_have_count(0)
    expect(page.get_by_test_id("seat-0")).to_have_count(0)
    # the piles lie on their grid: the first row above the second, columns left to right
    t1, t7, stock = (page.get_by_test_id(z).bounding_box() for z in ("zone-t1", "zone-t7", "zone-stock"))
    assert t1 and t7 and stock and stock["y"] < t1["y"] and t1["x"] < t7["x"]
    expect(page.get_by_test_id("zone-t7").locator(".card-back")).to_have_count(6)

    # a card with two places: picked, its places lit, the second clicked
    page.get_by_test_id("card-7H").click(position={"x": 8, "y": 6})  # its uncovered top
    expect(page.get_by_test_id("card-7H")).to_have_class(re.compile(r"\bpc-picked\b"))
    expect(page.get_by_test_id("card-6C")).to_have_class(re.compile(r"\bpc-picked\b"))
    for z in ("zone-t5", "zone-t6"):
        expect(page.get_by_test_id(z)).to_have_class(re.compile(r"\bpc-target\b"))
    page.get_by_test_id("zone-t6").click()
    assert fake.wait_act(1) == [102]
    fake.release()
    # one place: at once
    page.get_by_test_id("card-KH").click()
    assert fake.wait_act(2)[-1] == 103
    fake.release()
    # the stock, clicked
    page.get_by_test_id("zone-stock").click()
    assert fake.wait_act(3)[-1] == 100
    fake.release()
    # a drag of the card with the one above it
    _drag(page, '[data-testid="card-7H"]', '[data-testid="zone-t5"]', grip=0.08)
    assert fake.wait_act(4)[-1] == 101


# --- a telling's rows --------------------------------------------------------------------------

def spread_picture() -> Picture:
    rows = tuple(Zone(f"r{k}", "row", f"Ряд {k + 1}", cards=cards,
                      captions=tuple(f"место {k * 4 + j + 1}" for j in range(len(cards))),
                      marked=(1,) if k == 1 else ())
                 for k, cards in enumerate((("6H", "7H", "8H", "9H"), ("QS", "KD", "AC", "10S"),
                                            ("JH", "JD", "JS", "JC"))))
    return Picture("fake", "Гадание на дюжину", 0, (SeatView(0, name="Аня"),), rows,
                   notes=("Дама пик — к перемене.", "Король бубен — к доброй вести."),
                   layout="spread")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_telling_spread(page: Page, server: LiveServer, screenshots: Path,
                          size: tuple[int, int]) -> None:
    pic = spread_picture()
    assert problems(pic) == []
    page.set_viewport_size({"width": size[0], "height": size[1]})
    fake = FakeTable(page, state_frame(pic))
    fake.open(server.url)
    page.screenshot(path=str(_shots(screenshots) / f"spread-{size[0]}.png"))
    assert_fits(page, 0)
    expect(page.locator('[data-testid="table-area"] .pc-caption')).to_have_count(12)
    expect(page.locator(".pc-marked")).to_have_count(1)
    expect(page.get_by_test_id("notes")).to_contain_text("Дама пик")


# --- many buttons --------------------------------------------------------------------------------

def test_forty_buttons_fold_into_more(page: Page, server: LiveServer, screenshots: Path) -> None:
    bids = [("pass", "пас")] + [(f"bid {100 + 5 * k}", f"заказ {100 + 5 * k}") for k in range(40)]
    legal = legal_of(bids)
    seats = (SeatView(0, Hand(("9S", "QS", "KH", "QH", "AH", "10D", "JC")), to_move=True,
                      name="Аня"),
             SeatView(1, Hand((), 7), name="Борис", kind="computer"),
             SeatView(2, Hand((), 7), name="Вера", kind="computer"))
    pic = Picture("fake", "Тысяча", 0, seats, (Zone("talon", "row", "Прикуп", cards=(None,) * 3),),
                  status="Ваш ход — торгуйтесь", controls=tuple(Control(i, button=True)
                                                                 for i in range(len(legal))))
    for w, hgt in SIZES:
        page.set_viewport_size({"width": w, "height": hgt})
        fake = FakeTable(page, state_frame(pic, legal))
        fake.open(server.url)
        page.screenshot(path=str(_shots(screenshots) / f"buttons-{w}.png"))
        assert_fits(page, len(legal))
        expect(page.get_by_test_id("more-moves")).to_be_visible()
        page.get_by_test_id("more-moves").click()
        expect(page.get_by_test_id("more-pop")).to_be_visible()
        page.get_by_test_id("move-41").click()
        assert fake.wait_act(1) == [140]
        page.unroute_all()


# --- the status never asks for a move nobody waits for -----------------------------------------

def test_status_says_whose_move(page: Page, server: LiveServer) -> None:
    seats = (SeatView(0, Hand(("9S", "QS")), to_move=True, name="Аня"),
             SeatView(1, Hand((), 2), name="Борис", kind="computer"))
    pic = Picture("fake", "Дурак", 0, seats, (Zone("table", "pairs"),))
    # the viewer is to move but the server waits for nobody (a forced move plays itself)
    fake = FakeTable(page, state_frame(pic, [], waiting=None))
    fake.open(server.url)
    status = page.get_by_test_id("status")
    expect(status).not_to_contain_text("Ваш ход")
    # a computer deciding: its seat and the status say so
    thinking = Picture("fake", "Дурак", 0, (SeatView(0, Hand(("9S", "QS")), name="Аня"),
                                            SeatView(1, Hand((), 2), name="Борис",
                                                     kind="computer", to_move=True,
                                                     thinking=True)),
                       (Zone("table", "pairs"),))
    fake.show(state_frame(thinking, [], version=2, waiting=None, to_move=1))
    expect(status).to_have_text("Борис думает…")
    expect(page.get_by_test_id("thinking-1")).to_be_visible()
    # the person's decision
    mine = Picture("fake", "Дурак", 0, seats, (Zone("table", "pairs"),),
                   controls=(Control(0, card="9S"),))
    fake.show(state_frame(mine, legal_of([("attack 9S", "хожу 9♠")]), version=3))
    expect(status).to_have_text("Ваш ход")
    expect(status).to_have_class(re.compile(r"\bstatus-mine\b"))


# --- fields the game views add: a hand played by its places, pairs covered face down, a
# card given to a seat, a pyramid's staggered rows, a double click home ---------------------

def test_a_hidden_hand_face_down_covers_and_gifts(page: Page, server: LiveServer,
                                                  screenshots: Path) -> None:
    legal = legal_of([("attack #2", "хожу картой №2"), ("attack #3", "хожу картой №3"),
                      ("give QS 1", "отдаю Д♠ Борису"), ("give QS 2", "отдаю Д♠ Вере")])
    seats = (SeatView(0, Hand(("QS",), 3), to_move=True, name="Аня"),
             SeatView(1, Hand((), 5), name="Борис", kind="computer"),
             SeatView(2, Hand((), 4), name="Вера", kind="computer"))
    data = Picture("fake", "Оборотный дурак", 0, seats,
                   (Zone("table", "pairs", pairs=(("9D", "10D"), ("7S", None), (None, None))),),
                   controls=(Control(2, card="QS"), Control(3, card="QS"))).to_json()
    data["zones"][0]["down"] = [1, 2]  # covered face down; the third attack lies face down too
    data["zones"][0]["seats"] = [1, 2, 1]
    data["controls"] = [{"move": 0, "slot": 1, "to": "table"}, {"move": 1, "slot": 2, "to": "table"},
                        {"move": 2, "card": "QS", "seat": 1}, {"move": 3, "card": "QS", "seat": 2}]
    for w, hgt in SIZES:
        page.set_viewport_size({"width": w, "height": hgt})
        fake = FakeTable(page, state_frame(data, legal))
        fake.open(server.url)
        page.screenshot(path=str(_shots(screenshots) / f"hidden-{w}.png"))
        assert_fits(page, len(legal))
        pairs = page.get_by_test_id("zone-table")
        expect(pairs.locator(".pc-pair")).to_have_count(3)
        expect(page.get_by_test_id("pair-2").locator(".card-back")).to_have_count(1)
        expect(page.get_by_test_id("pair-3").locator(".card-back")).to_have_count(2)
        expect(page.get_by_test_id("pair-2")).not_to_have_attribute("data-onto", "7S")
        expect(page.get_by_test_id("pair-1")).to_contain_text("Борис")
        # the hand's backs, by their places
        expect(page.get_by_test_id("card-slot-1")).not_to_have_class(re.compile(r"\bplayable\b"))
        page.get_by_test_id("card-slot-3").click()
        assert fake.wait_act(1) == [101]
        fake.release()
        _drag(page, '[data-testid="card-slot-2"]', '[data-testid="zone-table"]')
        assert fake.wait_act(2) == [101, 100]
        fake.release()
        # a card given to a seat: dropped on it, or clicked and its move picked
        _drag(page, '[data-testid="card-QS"]', '[data-testid="seat-2"]')
        assert fake.wait_act(3)[-1] == 103
        fake.release()
        page.get_by_test_id("card-QS").click()
        page.get_by_test_id("card-menu").get_by_test_id("menu-3").click()
        assert fake.wait_act(4)[-1] == 102
        page.unroute_all()


def test_a_face_down_stack_in_hand_is_a_few_backs_and_its_count(page: Page,
                                                                 server: LiveServer) -> None:
    # War: the person's stack, face down to him too, is played by a button, never by place
    legal = legal_of([("play", "открыть карту")])
    seats = (SeatView(0, Hand((), 40), to_move=True, name="Аня"),
             SeatView(1, Hand((), 12), name="Борис", kind="computer"))
    pic = Picture("fake", "Пьяница", 0, seats, (Zone("table", "trick"),),
                  controls=(Control(0, button=True),))
    for w, hgt in SIZES:
        page.set_viewport_size({"width": w, "height": hgt})
        fake = FakeTable(page, state_frame(pic, legal))
        fake.open(server.url)
        assert_fits(page, len(legal))
        expect(page.get_by_test_id("hand").locator(".hand-card")).to_have_count(10)
        expect(page.get_by_test_id("hand-count")).to_have_text("40")
        page.unroute_all()


def test_a_pyramid_and_a_double_click_home(page: Page, server: LiveServer,
                                           screenshots: Path) -> None:
    # cols as the solitaires give them: the top row in cards, the pyramid's rows by twos
    rows = [[6], [5, 7], [4, 6, 8], [3, 5, 7, 9]]
    faces = iter(["KS", "QH", "AC", "2D", "3S", "JH", "10C", "9D", "8H", "7S"])
    zones = [Zone("s", "fan", "Колода", cards=(None,) * 20, count=20, row=0, col=0),
             Zone("w", "fan", "Сброс", cards=("5H",), count=1, row=0, col=1),
             Zone("f", "fan", "Снятые", row=0, col=3)]
    n = 0
    for r, cols in enumerate(rows):
        for c in cols:
            n += 1
            zones.append(Zone(str(n), "fan", f"Место {n}", cards=(next(faces),), count=1,
                              row=r + 1, col=c))
    legal = legal_of([("remove 7 10", "10♣ и 7♠"), ("remove 7", "10♣ снять"), ("draw", "сдать")])
    controls = (Control(0, zone="7", pos=0, to="10"), Control(0, zone="10", pos=0, to="7"),
                Control(1, zone="7", pos=0, to="f"), Control(2, zone="s"))
    pic = Picture("fake", "Пирамида", 0, (SeatView(0, name="Аня", to_move=True),), tuple(zones),
                  controls=controls, layout="patience")
    assert problems(pic, len(legal)) == []
    for w, hgt in SIZES:
        page.set_viewport_size({"width": w, "height": hgt})
        fake = FakeTable(page, state_frame(pic, legal))
        fake.open(server.url)
        page.screenshot(path=str(_shots(screenshots) / f"pyramid-{w}.png"))
        assert_fits(page, len(legal))
        box = {z: page.get_by_test_id(f"zone-{z}").bounding_box() for z in ("1", "2", "3", "s", "w")}
        assert all(box.values())
        b1, b2, b3, bs, bw = (box[z] for z in ("1", "2", "3", "s", "w"))
        assert b1 and b2 and b3 and bs and bw
        # each card between the two under it, the rows overlapping; the top row by cards
        assert abs((b2["x"] + b3["x"]) / 2 - b1["x"]) < 2
        assert b3["x"] - b2["x"] < 1.3 * b1["width"] and b2["y"] < b1["y"] + b1["height"]
        assert bw["x"] - bs["x"] < 1.3 * bs["width"]
        # a pair: one card, then the other; a double click: the first move (home)
        page.get_by_test_id("card-10C").click()
        expect(page.get_by_test_id("zone-10")).to_have_class(re.compile(r"\bpc-target\b"))
        page.get_by_test_id("zone-10").click()
        assert fake.wait_act(1) == [100]
        fake.release()
        page.get_by_test_id("card-10C").dblclick()
        assert fake.wait_act(2)[-1] == 100
        fake.release()
        page.unroute_all()


def test_a_card_under_others_is_touched_on_the_card_drawn(page: Page,
                                                          server: LiveServer) -> None:
    """A squared pile shows only its top card: a move tied to a card under it (Bayan's
    whole pile, whose lowest card the control names) is made by touching the top one."""
    moves = legal_of([("1 3", "5♣… (2 карты) → место 3"), ("give up", "сдаться")])
    zones = (Zone("1", "fan", "Место 1", cards=("5C", "5D"), count=2, fan="none", row=0, col=0),
             Zone("2", "fan", "Место 2", cards=("9S",), count=1, fan="none", row=0, col=1),
             Zone("3", "fan", "Место 3", cards=("5H",), count=1, fan="none", row=0, col=2))
    pic = Picture("fake", "Баян", 0, (SeatView(0, name="Аня"),), zones, layout="patience",
                  controls=(Control(0, zone="1", pos=0, to="3"), Control(1, button=True)))
    assert problems(pic, len(moves)) == []
    fake = FakeTable(page, state_frame(pic, moves))
    fake.open(server.url)
    expect(page.get_by_test_id("card-5C")).to_have_count(0)  # under 5♦, not drawn
    page.get_by_test_id("card-5D").click()
    assert fake.wait_act(1) == [100]
