"""The table picture of the solitaires: rigged positions drawn exactly (Klondike with a
face-down column and a draw-3 waste, FreeCell with cells, a Pyramid pair and a lone King,
Spider runs, a won deal, a stuck one), the games' own moves placed on the table, the deal
number for the player alone, hidden cards that a re-deal cannot show, and over every
solitaire: every card move is a control on a face-up card and the stock is clicked."""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest

from koloda.engine import cards as C
from koloda.engine.game import all_games, get_game
from koloda.engine.picture import Control, Marker, Picture, controls_cover, problems
from koloda.games.patience import actions as A
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.state import PatienceState
from koloda.games.patience.texts import plural_ru
from koloda.table import Seat, Table
from koloda.table.seats import COMPUTER

KEYS = [g.key for g in all_games() if isinstance(g, PatienceGame)]


def rigged(key: str, piles: Mapping[str, str], down: Mapping[str, int] | None = None,
           variants: tuple[str, ...] = (), **rules: object) -> Table:
    """A table of ``key`` (one person, deal 5) showing exactly ``piles`` (label → cards
    bottom first; a stock is all face down, ``down`` the face-down cards of the others;
    the cards shown are the ones the player has seen)."""
    game = get_game(key)
    table = Table(game, 1, game.make_rules(variants=list(variants), overrides=rules),
                  [Seat()], seed=5)
    st = table.state
    assert isinstance(st, PatienceState)
    st.piles = [[C.parse(c) for c in piles.get(label, "").split()] for label in st.labels]
    st.down = [len(st.piles[i]) if spec.kind == "stock" else (down or {}).get(label, 0)
               for i, (label, spec) in enumerate(zip(st.labels, st.specs, strict=True))]
    st.seen = 0
    for i, pile in enumerate(st.piles):
        for card in pile[st.down[i]:]:
            st.seen |= 1 << card
    st._legal = None
    return table


def labels(table: Table, lang: str = "ru") -> list[str]:
    return [label for _a, label in table.legal_moves(0, lang)]


def touched(pic: Picture, table: Table) -> list[tuple[str, str | None, int, str | None]]:
    """Each control as (the move's label, zone, pos, to), in the picture's order."""
    names = labels(table)
    return [(names[k.move], k.zone, k.pos, k.to) if not k.button
            else (names[k.move], None, -1, None) for k in pic.controls]


def whole(pic: Picture, table: Table) -> None:
    n = len(table.legal_moves(0))
    assert problems(pic, n) == [] and controls_cover(pic, n) == []


# --- rigged positions -----------------------------------------------------------------

KLONDIKE = {"s": "2C 3C", "w": "4H 5S 9D", "f1": "AS", "1": "KD QC", "2": "8C",
            "3": "10H 9S 8H", "4": "JD", "5": "10D", "6": "10C", "7": "KH 2S"}


def test_klondike_with_a_face_down_column_and_a_draw_three_waste() -> None:
    table = rigged("klondike", KLONDIKE, {"1": 1, "7": 1}, ("by3",), auto=False, redeals=2)
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert (pic.game, pic.title, pic.layout, pic.viewer) == ("klondike", "Косынка",
                                                             "patience", 0)
    assert [(z.id, z.label, z.cards, z.count, z.fan, z.row, z.col) for z in pic.zones] == [
        ("s", "Колода", (None, None), 2, "none", 0, 0),
        ("w", "Сброс", ("4H", "5S", "9D"), 3, "right", 0, 1),
        ("f1", "Основание 1", ("AS",), 1, "none", 0, 3),
        ("f2", "Основание 2", (), 0, "none", 0, 4),
        ("f3", "Основание 3", (), 0, "none", 0, 5),
        ("f4", "Основание 4", (), 0, "none", 0, 6),
        ("1", "Стопка 1", (None, "QC"), 2, "down", 1, 0),
        ("2", "Стопка 2", ("8C",), 1, "down", 1, 1),
        ("3", "Стопка 3", ("10H", "9S", "8H"), 3, "down", 1, 2),
        ("4", "Стопка 4", ("JD",), 1, "down", 1, 3),
        ("5", "Стопка 5", ("10D",), 1, "down", 1, 4),
        ("6", "Стопка 6", ("10C",), 1, "down", 1, 5),
        ("7", "Стопка 7", (None, "2S"), 2, "down", 1, 6)]
    assert all(z.kind == "fan" for z in pic.zones)
    assert pic.markers == (Marker("Ходы", "0"), Marker("Пересдач осталось", "2"),
                           Marker("Раздача", "№ 5"))
    assert pic.status == "Ваш ход"
    assert touched(pic, table) == [
        ("2♠ → основание 1", "7", 1, "f1"),  # home first
        ("9♦ → стопка 6", "w", 2, "6"),
        ("9♠… (2 карты) → стопка 5", "3", 1, "5"),  # a run: its lowest card
        ("В♦ → стопка 1", "4", 0, "1"),
        ("10♣ → стопка 4", "6", 0, "4"),
        ("сдать из колоды", "s", -1, None),  # the stock is clicked
        ("сдаться", None, -1, None)]
    assert pic.controls[-1].button and not pic.controls[-2].button
    en = table.picture(0, "en")
    assert [z.label for z in en.zones[:3]] == ["Stock", "Waste", "Foundation 1"]
    assert en.zones[6].label == "Pile 1" and en.status == "Your move"
    assert en.markers == (Marker("Moves", "0"), Marker("Redeals left", "2"),
                          Marker("Deal", "#5"))
    assert [(k.zone, k.pos, k.to) for k in en.controls] == \
        [(k.zone, k.pos, k.to) for k in pic.controls]


def test_a_redeal_of_the_face_down_cards_changes_no_picture() -> None:
    table = rigged("klondike", KLONDIKE, {"1": 1, "7": 1}, ("by3",), auto=False)
    before = [table.picture(v, lang).to_json() for v in (0, None) for lang in ("ru", "en")]
    hidden = {"KD", "KH", "2C", "3C"}
    assert not hidden & {c for p in before for z in p["zones"] for c in z.get("cards", [])}
    rng = random.Random(3)
    for _ in range(6):
        st = table.state.resample(0, rng)
        other = Table.__new__(Table)
        other.__dict__.update(table.__dict__)
        other.state = st
        assert [other.picture(v, lang).to_json() for v in (0, None)
                for lang in ("ru", "en")] == before


def test_freecell_cells_foundations_and_the_first_empty_place() -> None:
    table = rigged("solitaire", {"c1": "KH", "c2": "5D", "f1": "AS 2S", "f2": "AH",
                                 "1": "10C 9D", "2": "8S 3S", "3": "6C"}, auto=False)
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert [(z.id, z.label, z.cards) for z in pic.zones[:8]] == [
        ("c1", "Ячейка 1", ("KH",)), ("c2", "Ячейка 2", ("5D",)), ("c3", "Ячейка 3", ()),
        ("c4", "Ячейка 4", ()), ("f1", "Основание 1", ("AS", "2S")),
        ("f2", "Основание 2", ("AH",)), ("f3", "Основание 3", ()),
        ("f4", "Основание 4", ())]
    assert [z.id for z in pic.zones[8:]] == [str(n) for n in range(1, 9)]
    assert touched(pic, table) == [
        ("3♠ → основание 1", "2", 1, "f1"),
        ("К♥ → стопка 4", "c1", 0, "4"),
        ("5♦ → стопка 3", "c2", 0, "3"),
        ("5♦ → стопка 4", "c2", 0, "4"),  # one card, two targets: two controls
        ("9♦ → ячейка 3", "1", 1, "c3"),  # the first empty cell stands for all
        ("9♦ → стопка 4", "1", 1, "4"),
        ("3♠ → ячейка 3", "2", 1, "c3"),
        ("3♠ → стопка 4", "2", 1, "4"),
        ("6♣ → ячейка 3", "3", 0, "c3"),
        ("сдаться", None, -1, None)]


def test_pyramid_a_pair_is_a_control_on_each_card_and_a_king_goes_by_a_click() -> None:
    table = rigged("pyramid", {"s": "2C 3C", "t": "8C", "w": "9H QD", "f": "KS",
                               "16": "10D", "22": "KC", "23": "6D", "24": "7S", "25": "5H",
                               "26": "AH"})
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert [(z.id, z.label, z.cards) for z in pic.zones[:4]] == [
        ("s", "Колода", (None, None)), ("t", "Открытая карта колоды", ("8C",)),
        ("w", "Сброс", ("9H", "QD")), ("f", "Убранные карты", ("KS",))]
    by_id = {z.id: z for z in pic.zones}
    assert by_id["16"].cards == ("10D",) and by_id["16"].label == "Место 16"
    assert by_id["1"].cards == () and (by_id["1"].row, by_id["1"].col) == (1, 6)
    assert touched(pic, table) == [
        ("сдать из колоды", "s", -1, None),
        ("убрать К♣", "22", 0, None),
        ("убрать 8♣ + 5♥", "t", 0, "25"), ("убрать 8♣ + 5♥", "25", 0, "t"),
        ("убрать Д♦ + Т♥", "w", 1, "26"), ("убрать Д♦ + Т♥", "26", 0, "w"),
        ("убрать 6♦ + 7♠", "23", 0, "24"), ("убрать 6♦ + 7♠", "24", 0, "23"),
        ("сдаться", None, -1, None)]
    # the covered 10♦ (3♣ would make 13, but it is in the stock) has no control
    assert not [k for k in pic.controls if k.zone == "16"]
    assert table.picture(0, "en").zones[3].label == "Cards out"


def test_spider_runs_start_at_their_lowest_card_and_the_stock_deals_a_row() -> None:
    table = rigged("spider", {"s": "2C 3C 4D 5D 6D 7D 8S 9S 10S JD", "1": "KS QS JS",
                              "2": "KH", "3": "QD", "4": "5C 4C", "5": "JH", "6": "6H",
                              "7": "10C", "8": "2H", "9": "3D", "10": "AH"}, {"4": 1})
    pic = table.picture(0, "ru")
    whole(pic, table)
    by_id = {z.id: z for z in pic.zones}
    assert by_id["s"].cards == (None,) * 10 and by_id["s"].count == 10
    assert by_id["4"].cards == (None, "4C")
    assert [f"f{n}" for n in range(1, 9)] == [z.id for z in pic.zones[:8]]
    assert touched(pic, table) == [
        ("Д♠… (2 карты) → стопка 2", "1", 1, "2"),
        ("В♠ → стопка 3", "1", 2, "3"),
        ("Д♦ → стопка 2", "3", 0, "2"),
        ("В♥ → стопка 3", "5", 0, "3"),
        ("10♣ → стопка 1", "7", 0, "1"),
        ("10♣ → стопка 5", "7", 0, "5"),
        ("2♥ → стопка 9", "8", 0, "9"),
        ("3♦ → стопка 4", "9", 0, "4"),
        ("Т♥ → стопка 8", "10", 0, "8"),
        ("сдать из колоды", "s", -1, None),
        ("сдаться", None, -1, None)]


def test_a_won_deal_says_so_and_offers_nothing() -> None:
    table = rigged("klondike", {"f1": "AS", "f2": "AH"}, auto=False)
    assert table.over and table.state.is_won()
    for lang, said in (("ru", "Пасьянс сошёлся!"), ("en", "Solved!")):
        pic = table.picture(0, lang)
        assert pic.status == said and pic.controls == ()
        assert not pic.seats[0].to_move and problems(pic, 0) == []


def test_a_deal_given_up_is_not_solved() -> None:
    table = rigged("klondike", KLONDIKE, {"1": 1, "7": 1}, auto=False)
    table.play_action(0, A.GIVE_UP_ACTION)
    assert table.picture(0, "ru").status == "Пасьянс не сошёлся"
    assert table.picture(0, "en").status == "Not solved"


@pytest.mark.parametrize(("piles", "ru", "en"), [
    ({"s": "2C", "1": "5H"}, "Ходов нет — сдайте из колоды", "No moves — deal from the stock"),
    ({"w": "2C", "1": "5H"}, "Ходов нет — переверните сброс в колоду",
     "No moves — turn the waste over into the stock"),
])
def test_a_stuck_position_says_what_is_left(piles: dict[str, str], ru: str, en: str) -> None:
    table = rigged("klondike", piles, auto=False, redeals=None)
    assert table.picture(0, "ru").status == ru
    assert table.picture(0, "en").status == en


# --- the games' own moves on the table ----------------------------------------------

def test_joker_a_move_through_jokers_is_a_drag_onto_the_column() -> None:
    table = rigged("joker", {"f1": "AS", "f2": "AH", "f3": "AC", "f4": "AD", "r": "RJ BJ",
                             "1": "10D", "2": "8D", "3": "KS", "4": "QC", "5": "JS",
                             "6": "7H"})
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert {z.id: z.label for z in pic.zones}["r"] == "Джокеры"
    through = [t for t in touched(pic, table) if "через" in t[0]]
    assert ("8♦ → 10♦ через джокера", "2", 0, "1") in through
    assert all(zone is not None and to is not None for _l, zone, _p, to in through)


def test_twice_two_a_pair_to_cover_is_a_control_on_each_card() -> None:
    table = rigged("twice_two", {"s": "2C 3C 4C 5C", "1": "6S", "2": "7H", "3": "9S",
                                 "4": "8D"})
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert touched(pic, table) == [("накрыть 6♠ и 9♠", "1", 0, "3"),
                                   ("накрыть 6♠ и 9♠", "3", 0, "1"),
                                   ("сдаться", None, -1, None)]


def test_labyrinth_the_top_row_card_goes_to_its_suits_foundation() -> None:
    table = rigged("labyrinth", {"s": "2C", "f1": "AS", "f2": "AH", "f3": "AC", "f4": "AD",
                                 "1": "2H 9C", "2": "5S"}, auto=False)
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert ("2♥ (верхний ряд, столбец 1) → основание", "1", 0, "f2") in touched(pic, table)


def test_memory_a_card_is_turned_up_by_a_click_and_points_are_shown() -> None:
    table = rigged("memory", {str(n): C.to_text(c) for n, c in
                              enumerate(C.deck(36), start=1)}, {str(n): 1 for n in range(1, 37)})
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert pic.status == "Откройте карту"
    assert all(z.cards == (None,) for z in pic.zones)
    assert Marker("Очки", "0") in pic.markers
    assert touched(pic, table)[0] == ("открыть карту 1", "1", 0, None)


def test_monte_carlo_closing_up_is_a_button() -> None:
    table = rigged("monte_carlo", {"s": "2C", "1": "5H", "3": "9S"}, variants=("classic",))
    pic = table.picture(0, "ru")
    whole(pic, table)
    assert ("сдвинуть карты и добавить из колоды", None, -1, None) in touched(pic, table)


# --- the deal number ----------------------------------------------------------------

def test_the_deal_number_is_the_players_alone() -> None:
    game = get_game("klondike")
    alone = Table(game, 1, game.make_rules(), [Seat()], seed=4242)
    assert Marker("Раздача", "№ 4242") in alone.picture(0, "ru").markers
    assert Marker("Deal", "#4242") in alone.picture(0, "en").markers
    assert not [m for m in alone.picture(None, "ru").markers if m.label == "Раздача"]
    bot = Table(game, 1, game.make_rules(), [Seat(COMPUTER, "random")], seed=4242)
    assert not [m for m in bot.picture(0, "ru").markers if m.label == "Раздача"]
    durak = get_game("durak")
    other = Table(durak, 2, durak.make_rules(), [Seat(), Seat()], seed=4242)
    assert not [m for m in other.picture(0, "ru").markers if m.label == "Раздача"]


# --- every solitaire --------------------------------------------------------------------

@pytest.mark.parametrize("key", KEYS)
def test_every_card_move_is_a_control_on_a_face_up_card(key: str) -> None:
    """Over random deals of every solitaire: a move of cards, a pair and a card turned
    up are controls on the card (a move on its lowest card, face up, with ``to`` the
    target pile), drawing and redealing a click on the stock where there is one, and
    only steps, giving up and a game's own moves without a pile are buttons."""
    game = get_game(key)
    for seed in (1, 2):
        table = Table(game, 1, game.make_rules(), [Seat()], seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            if table.over:
                break
            st = table.state
            assert isinstance(st, PatienceState)
            pic = table.picture(0, "ru")
            legal = [a for a, _ in table.legal_moves(0)]
            assert problems(pic, len(legal)) == [] and controls_cover(pic, len(legal)) == []
            zones = {z.id: z for z in pic.zones}
            stock = st.stock_pile >= 0
            for k in pic.controls:
                kind, a, b, n = A.decode(legal[k.move])
                if k.button:
                    assert kind in (A.STEP, A.GIVE_UP, A.SPECIAL) or (
                        kind == A.DRAW and not stock), (key, k)
                    continue
                assert k.zone is not None
                if kind in (A.DRAW, A.RECYCLE):
                    assert (k.zone, k.pos, k.to) == (st.labels[st.stock_pile], -1, None)
                    continue
                assert 0 <= k.pos < len(zones[k.zone].cards)
                if kind == A.MOVE:
                    assert (k.zone, k.to) == (st.labels[a], st.labels[b])
                    assert k.pos == len(st.piles[a]) - n
                if kind in (A.MOVE, A.REMOVE):
                    assert zones[k.zone].cards[k.pos] is not None, (key, k)
            moved = [a for a in legal if A.decode(a)[0] in (A.MOVE, A.REMOVE, A.OPEN)]
            reached = {legal[k.move] for k in pic.controls if not k.button}
            assert set(moved) <= reached, key
            choice = [a for a in legal if a != A.GIVE_UP_ACTION] or legal
            table.play_action(0, choice[rng.randrange(len(choice))])


def test_a_spectator_sees_the_piles_and_no_control() -> None:
    table = rigged("klondike", KLONDIKE, {"1": 1, "7": 1}, auto=False)
    pic = table.picture(None, "ru")
    assert pic.viewer is None and pic.controls == ()
    assert pic.status.startswith("Раскладывает: ")
    assert [z.cards for z in pic.zones] == [z.cards for z in table.picture(0, "ru").zones]


def test_russian_counts_of_cards_and_moves() -> None:
    assert [plural_ru(n, "карта", "карты", "карт") for n in (1, 2, 4, 5, 11, 12, 21, 22)] \
        == ["карта", "карты", "карты", "карт", "карт", "карт", "карта", "карты"]
    table = rigged("spider", {"s": "2C", "1": "KS QS JS", "2": "KH"})
    assert "Д♠… (2 карты) → стопка 2" in labels(table)


def test_control_fields_are_plain() -> None:
    """A control of a solitaire never names a hand card (a solitaire has no hand)."""
    table = rigged("klondike", KLONDIKE, {"1": 1, "7": 1}, auto=False)
    assert all(isinstance(k, Control) and k.card is None and k.onto is None
               for k in table.picture(0, "ru").controls)
