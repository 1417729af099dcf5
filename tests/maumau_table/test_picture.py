"""The Mau-Mau family's table picture on rigged deals: the pile's top card, the stock,
a penalty pending, the suit named, the deal points and totals, the open hands at the
end, and a control for every legal move (a wild card once per suit it may name)."""

from __future__ import annotations

from typing import Any

from koloda.engine.picture import controls_cover, problems
from koloda.table import Table
from koloda.table.seats import TableOptions

from .helpers import rigged_table


def _pic(t: Table, viewer: int | None, lang: str = "ru") -> dict[str, Any]:
    pic = t.picture(viewer, lang)
    waiting = viewer is not None and t.waiting_for_human() == viewer
    count = len(t.legal_moves(viewer)) if waiting and viewer is not None else 0
    assert problems(pic, count) == []
    assert controls_cover(pic, count) == []
    return pic.to_json()


CZECH_LEGEND = ("Особые карты: 6 — следующий берёт 2 и пропускает ход; 7 — следующий берёт "
                "1 и пропускает ход; Д — кладётся на любую карту, заказывает масть; "
                "Т — следующий пропускает ход")


def test_the_lead_names_a_suit_once_per_suit_on_the_same_card() -> None:
    t = rigged_table("czech", [["QS", "9H", "10H", "JH", "6C"],
                               ["7D", "8D", "9D", "10D", "JD"]])
    assert _pic(t, 0) == {
        "game": "czech", "title": "Чешский дурак (мау-мау)", "viewer": 0, "v": 1,
        "seats": [
            {"seat": 0, "hand": {"cards": ["QS", "9H", "10H", "JH", "6C"]},
             "badges": [{"text": "ходите", "tone": "active"},
                        {"text": "начинал", "tone": "muted"},
                        {"text": "очки: 0", "tone": "info"}],
             "to_move": True, "name": "Игрок 1"},
            {"seat": 1, "hand": {"backs": 5}, "badges": [{"text": "очки: 0", "tone": "info"}],
             "name": "Игрок 2"}],
        "zones": [{"id": "stock", "kind": "stock", "label": "Колода", "count": 26},
                  {"id": "pile", "kind": "pile", "label": "Стол", "count": 0}],
        "markers": [{"label": "Раздача", "value": "1"}, {"label": "В колоде", "value": "26"},
                    {"label": "На столе", "value": "0"},
                    {"label": "Матч до", "value": "100 очков"}],
        "status": "Ваш ход — первый ход любой картой",
        "sheet": {"title": "Счёт", "columns": ["Раздача", "Игрок 1", "Игрок 2"],
                  "foot": ["Итого", "0", "0"]},
        "controls": [{"move": m, "card": c, "to": "pile"} for m, c in
                     enumerate(["QS", "QS", "QS", "QS", "6C", "9H", "10H", "JH"])],
        "notes": [CZECH_LEGEND,
                  "Положив даму (валета), выберите масть: один ход на каждую"],
    }
    labels = [label for _, label in t.legal_moves(0)][:4]
    assert labels == ["кладу Д♠ и заказываю пики", "кладу Д♠ и заказываю трефы",
                      "кладу Д♠ и заказываю бубны", "кладу Д♠ и заказываю черви"]
    assert _pic(t, 0, "en")["status"] == "Your move — lead any card"


def test_a_penalty_pending_and_a_suit_named() -> None:
    t = rigged_table("czech", [["QS", "9H", "10H", "JH", "6C"],
                               ["7D", "8D", "9D", "10D", "JD"]])
    t.play(0, "play 6C")
    for viewer in (1, None):
        pic = _pic(t, viewer)
        assert pic["zones"][1] == {"id": "pile", "kind": "pile", "label": "Стол",
                                   "cards": ["6C"], "count": 1,
                                   "note": "следующий берёт 2 и пропускает ход"}
        assert {"label": "Штраф", "value": "взять 2 карты и пропустить ход",
                "tone": "bad"} in pic["markers"]
        assert {"text": "взять 2 карты и пропустить ход", "tone": "bad"} \
            in pic["seats"][1]["badges"]
    # the draw is Игрок 2's only move: it plays itself, and he is not asked for it
    assert _pic(t, 1)["status"] == "Вы берёте 2 карты и пропускаете ход (6♣)"
    assert _pic(t, 0)["status"] == "Игрок 2 берёт 2 карты и пропускает ход (6♣)"
    assert _pic(t, None, "en")["status"] == "Player 2 draws 2 cards and misses the turn (6♣)"
    assert _pic(t, None)["seats"][1]["hand"] == {"backs": 5}  # a spectator sees backs
    t.play(1, "draw")
    t.play(0, "play QS suit H")
    pic = _pic(t, 0)
    assert {"label": "Заказана масть", "value": "черви", "suit": "H", "tone": "active"} \
        in pic["markers"]
    assert pic["status"] == "Игрок 2 ходит; заказаны черви"
    assert _pic(t, 0, "en")["status"] == "Player 2 moves; hearts were named"


def test_a_penalty_to_take_is_a_button_and_a_touch_of_the_stock() -> None:
    t = rigged_table("czech", [["QS", "9H", "10H", "JH", "6C"],
                               ["7D", "8D", "9D", "10D", "JD"]])
    t.options = TableOptions(auto_forced=False)  # a lone move waits for its person
    t.play(0, "play 6C")
    pic = _pic(t, 1)
    assert pic["status"] == "Ваш ход — возьмите 2 карты и пропустите ход (6♣)"
    assert pic["controls"] == [{"move": 0, "zone": "stock"}, {"move": 0, "button": True}]
    assert [label for _, label in t.legal_moves(1)] == ["беру 2 карты и пропускаю ход"]
    assert _pic(t, 1, "en")["status"] == "Your move — draw 2 cards and miss the turn (6♣)"


def test_the_end_shows_every_hand_the_winner_and_the_sheet() -> None:
    t = rigged_table("czech", [["AH", "AS", "AD", "AC", "9C"],
                               ["8D", "9D", "10D", "JD", "KD"]], target=None)
    for text in ("play AH", "pass", "play AS", "pass", "play AD", "pass", "play AC"):
        t.play(t.to_move(), text)
    mau = _pic(t, 1)
    assert {"text": "мау: последняя карта", "tone": "attack"} in mau["seats"][0]["badges"]
    assert mau["title"] == "Чешский дурак (мау-мау) · одна раздача"
    t.play(1, "pass")
    t.play(0, "play 9C")
    assert t.over
    for viewer in (0, 1, None):
        pic = _pic(t, viewer)
        assert pic["seats"][1]["hand"] == {"cards": ["8D", "9D", "10D", "JD", "KD"]}
        assert pic["seats"][0]["badges"] == [{"text": "победа", "tone": "good"},
                                             {"text": "очки: 0", "tone": "info"}]
        assert pic["seats"][1]["badges"] == [{"text": "поражение", "tone": "bad"},
                                             {"text": "очки: 33", "tone": "info"}]
        assert pic["sheet"] == {"title": "Счёт", "columns": ["Раздача", "Игрок 1", "Игрок 2"],
                                "rows": [["1", "0 = 0 ★", "+33 = 33"]],
                                "foot": ["Итого", "0", "33"]}
    assert _pic(t, 0)["status"] == "Игра окончена — вы победили"
    assert _pic(t, 1)["status"] == "Игра окончена. Победитель: Игрок 1"
    assert _pic(t, None, "en")["status"] == "The game is over. The winner: Player 1"


def test_101_names_its_bust_and_the_nine_to_cover() -> None:
    # the dealer's fifth card is turned up as his move: a nine he must cover himself
    t = rigged_table("101", [["8S", "10S", "JH", "KH"], ["7D", "8D", "9D", "10D", "JD"]],
                     up="9S")
    pic = _pic(t, 0)
    assert pic["title"] == "101 (сто одно)"
    assert pic["status"] == "Ваш ход — покройте девятку 9♠: девяткой или в масть"
    assert pic["zones"][1]["cards"] == ["9S"]
    assert pic["zones"][1]["note"] == "надо сразу покрыть её своей картой"
    assert {"label": "Перебор", "value": "больше 101"} in pic["markers"]
    assert {"text": "сдаёт", "tone": "muted"} in pic["seats"][0]["badges"]
    assert pic["controls"] == [{"move": 0, "card": "8S", "to": "pile"},
                               {"move": 1, "card": "10S", "to": "pile"}]
    assert "К♠ — следующий берёт 4 и пропускает ход" in pic["notes"][0]
    assert _pic(t, 1)["status"] == "Игрок 1 кроет девятку 9♠"
