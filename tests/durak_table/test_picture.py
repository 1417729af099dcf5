"""Durak's table picture on rigged deals: what each seat and a spectator see (hands,
roles, the pairs, the stock, the last bout, the sheet), the one-line status in the
viewer's words, and a control for every legal move (a cover dropped onto its attack, a
transfer onto the table, a face-down hand played by its place)."""

from __future__ import annotations

from typing import Any

from koloda.engine.picture import Control, controls_cover, problems
from koloda.table import Table

from .helpers import table

HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "7D"]]


def _pic(t: Table, viewer: int | None, lang: str = "ru") -> dict[str, Any]:
    """The picture as a frame carries it, checked for shape and reachable moves."""
    pic = t.picture(viewer, lang)
    waiting = viewer is not None and t.waiting_for_human() == viewer
    count = len(t.legal_moves(viewer)) if waiting and viewer is not None else 0
    assert problems(pic, count) == []
    assert controls_cover(pic, count) == []
    return pic.to_json()


def _auto(t: Table) -> None:
    """Play every forced move (a take with nothing else to do, a closing ``done``)."""
    while not t.over and len(t.state.legal_actions()) == 1:
        t.play_action(t.to_move(), t.state.legal_actions()[0])


def test_an_attack_with_one_open_pair_as_the_defender_sees_it() -> None:
    t = table(HANDS, "AD")
    t.play(0, "7♠")
    t.play(0, "хватит")
    assert _pic(t, 1) == {
        "game": "durak", "title": "Подкидной дурак", "viewer": 1, "v": 1,
        "seats": [
            {"seat": 0, "hand": {"backs": 5}, "badges": [{"text": "нападает", "tone": "attack"}],
             "name": "Игрок 1"},
            # trumps (♦) last, the other suits in the game's own order
            {"seat": 1, "hand": {"cards": ["8S", "QS", "9C", "10H", "JH", "7D"]},
             "badges": [{"text": "отбиваетесь", "tone": "defend"}], "to_move": True,
             "name": "Игрок 2"}],
        "zones": [
            {"id": "stock", "kind": "stock", "label": "Колода", "count": 24, "trump": "AD"},
            {"id": "table", "kind": "pairs", "label": "Стол", "pairs": [["7S", None]]},
            {"id": "discard", "kind": "pile", "label": "Бито", "count": 0}],
        "markers": [
            {"label": "Козырь", "value": "бубны", "suit": "D"},
            {"label": "В колоде", "value": "24"}, {"label": "Бито", "value": "0"},
            {"label": "В ходе не больше", "value": "5 карт"}],
        "status": "Ваш ход — отбейтесь от 7♠ или возьмите",
        "controls": [
            {"move": 0, "card": "8S", "to": "table", "onto": "7S"},
            {"move": 1, "card": "QS", "to": "table", "onto": "7S"},
            {"move": 2, "card": "7D", "to": "table", "onto": "7S"},
            {"move": 3, "button": True}],
    }
    labels = [label for _, label in t.legal_moves(1)]
    assert labels == ["крою 7♠ картой 8♠", "крою 7♠ картой Д♠", "крою 7♠ картой 7♦", "беру"]
    en = _pic(t, 1, "en")
    assert en["title"] == "Podkidnoy durak (throw-ins)"
    assert en["status"] == "Your move — beat 7♠ or take"
    assert en["seats"][1]["badges"] == [{"text": "defend", "tone": "defend"}]
    # the attacker waits: no controls, the defender's hand is backs
    mine = _pic(t, 0)
    assert mine["status"] == "Игрок 2 отбивается от 7♠" and "controls" not in mine
    assert mine["seats"][0]["hand"] == {"cards": ["KS", "7C", "8H", "9H", "6D"]}
    assert mine["seats"][0]["badges"] == [{"text": "нападаете", "tone": "attack"}]
    assert mine["seats"][1]["hand"] == {"backs": 6}
    assert _pic(t, 0, "en")["status"] == "Player 2 defends against 7♠"


def test_a_spectator_sees_no_hand_and_has_no_controls() -> None:
    t = table(HANDS, "AD")
    t.play(0, "7♠")
    t.play(0, "хватит")
    spectator = _pic(t, None)
    assert spectator["viewer"] is None and "controls" not in spectator
    assert [s["hand"] for s in spectator["seats"]] == [{"backs": 5}, {"backs": 6}]
    assert [s["badges"][0]["text"] for s in spectator["seats"]] == ["нападает", "отбивается"]
    assert spectator["status"] == "Игрок 2 отбивается от 7♠"
    assert spectator["zones"] == _pic(t, 1)["zones"]


def test_a_transfer_is_a_second_control_on_the_same_card() -> None:
    t = table(HANDS, "AD", base="perevodnoy")
    t.play(0, "7♠")
    t.play(0, "хватит")
    pic = _pic(t, 1)
    assert pic["title"] == "Переводной дурак"
    assert pic["status"] == "Ваш ход — отбейтесь от 7♠, переведите или возьмите"
    labels = [label for _, label in t.legal_moves(1)]
    on_7d = [(labels[k["move"]], k.get("onto")) for k in pic["controls"]
             if k.get("card") == "7D"]
    # beating 7♠ goes onto it; the transfer goes onto the table itself
    assert on_7d == [("крою 7♠ картой 7♦", "7S"), ("перевожу картой 7♦", None)]
    assert _pic(t, 1, "en")["status"] == "Your move — beat 7♠, transfer or take"


def test_a_take_then_the_cards_taken_are_shown_in_the_takers_hand() -> None:
    t = table(HANDS, "AD")
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "беру")
    pic = _pic(t, 0)
    assert pic["status"] == ("Ваш ход — Игрок 2 берёт: подкиньте вдогонку или скажите "
                             "«не подкидываю»")
    assert pic["seats"][1]["badges"] == [{"text": "берёт", "tone": "defend"}]
    assert pic["zones"][1]["note"] == "Игрок 2 берёт"
    assert pic["controls"] == [{"move": 0, "card": "7C", "to": "table"},
                               {"move": 1, "button": True}]
    taker = _pic(t, 1)
    assert taker["status"] == "Игрок 1 подкидывает вдогонку; вы берёте"
    assert taker["seats"][1]["badges"] == [{"text": "берёте", "tone": "defend"}]
    assert _pic(t, 1, "en")["status"] == "Player 1 throws in more; you take"
    t.play(0, "подкидываю 7♣")  # no more room: the bout ends, Игрок 2 picks up
    for viewer in (0, None):
        pic = _pic(t, viewer)
        assert pic["seats"][1]["hand"] == {"cards": ["7S", "7C"], "backs": 6}
        assert pic["last"] == [{"id": "last", "kind": "pairs", "label": "Прошлый ход",
                                "pairs": [["7S", None], ["7C", None]]}]
        assert pic["last_label"] == "Прошлый ход: Игрок 2 забрал 2 карты"
    assert _pic(t, 0)["status"] == "Ваш ход — ходите (отбивается Игрок 2)"
    assert _pic(t, 1, "en")["last_label"] == "The last bout: You took 2 cards"


def test_teams_are_badges_and_a_note() -> None:
    hands = [["6S", "7S", "8S", "9S", "10S", "JS"], ["6C", "7C", "8C", "9C", "10C", "JC"],
             ["6D", "7D", "8D", "9D", "10D", "JD"], ["QS", "KS", "AS", "QC", "KC", "AC"]]
    t = table(hands, "AH", teams="2x2")
    pic = _pic(t, 0)
    assert [[b["text"] for b in s["badges"]] for s in pic["seats"]] == [
        ["нападаете", "команда 1"], ["отбивается", "команда 2"],
        ["может подкинуть", "команда 1"], ["команда 2"]]  # no throw-in on a partner
    assert "Играют командами: две пары; партнёры сидят через одного" in pic["notes"]
    assert [b["text"] for b in _pic(t, 0, "en")["seats"][3]["badges"]] == ["team 2"]


def test_closed_cards_are_backs_in_the_own_hand_and_counted() -> None:
    t = table(HANDS, "AD", magadan=True)
    pic = _pic(t, 0)
    assert pic["title"] == "Подкидной дурак · магаданский"
    # the first five dealt cards are closed, to their holder as well
    assert pic["seats"][0]["hand"] == {"cards": ["6D"], "backs": 5}
    assert pic["seats"][1]["hand"] == {"backs": 6}
    assert [b["text"] for b in pic["seats"][1]["badges"]] == ["отбивается", "закрыто: 5"]
    # one open card: its lead plays itself, and the status does not ask for it
    assert "controls" not in pic and pic["status"] == "Вы ходите"


def test_a_face_down_cover_lies_as_a_back_for_those_who_may_not_see_it() -> None:
    t = table(HANDS, "AD", believe=True)
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "dark 9C on 7S")
    attacker = _pic(t, 0)
    assert attacker["zones"][1] == {"id": "table", "kind": "pairs", "label": "Стол",
                                    "pairs": [["7S", None]], "down": [0],
                                    "note": "рубашка — покрыто втёмную"}
    assert attacker["status"] == "Ваш ход — поверьте закрытой карте или проверьте её"
    assert attacker["controls"] == [{"move": 0, "button": True}, {"move": 1, "button": True}]
    assert _pic(t, None)["zones"][1]["down"] == [0]
    defender = _pic(t, 1)  # who laid it sees it
    assert defender["zones"][1]["pairs"] == [["7S", "9C"]] and "down" not in defender["zones"][1]
    assert defender["status"] == "Игрок 1 решает: верить закрытой карте или проверить"


def test_a_hand_one_cannot_see_is_played_by_its_places() -> None:
    t = table(HANDS, "AD", reverse=True)
    t.play(0, "attack #1")
    _auto(t)
    if t.to_move() == 0:
        t.play(0, "done")
    pic = _pic(t, 1)
    assert pic["seats"][1]["hand"] == {"backs": 6}
    assert pic["seats"][0]["hand"] == {"cards": ["KS", "7C", "8H", "9H", "6D"]}  # seen
    attack = pic["zones"][1]["pairs"][0][0]
    slots = [k for k in pic["controls"] if "slot" in k]
    assert [k["slot"] for k in slots] == list(range(6))
    assert all(k["to"] == "table" and k["onto"] == attack for k in slots)
    assert pic["notes"][-1] == "Свои карты вы не видите: ходите картой по её месту в руке"


def test_the_end_names_the_fool_and_keeps_the_sheet() -> None:
    t = table([["AH", "KH", "QH", "JH", "10H", "9H"], ["6S", "7S", "8S", "9S", "10S", "JS"]],
              "6H", chukotka=True)
    for card in ("9H", "10H", "JH", "QH", "KH"):
        t.play(0, f"attack {card}")
        _auto(t)  # Игрок 2 cannot beat a trump: he takes (the last lead plays itself)
    assert t.over
    pic = _pic(t, 0)
    assert pic["status"] == "Игра окончена. Дурак: Игрок 2"
    assert pic["seats"][0]["badges"] == [{"text": "1-е место", "tone": "good"}]
    assert pic["seats"][1]["badges"] == [{"text": "дурак", "tone": "bad"}]
    assert pic["seats"][1]["hand"] == {"cards": ["9H", "10H", "JH", "QH", "KH", "AH"],
                                       "backs": 6}
    assert pic["sheet"] == {"title": "Счёт", "columns": ["", "Игрок 1", "Игрок 2"],
                            "rows": [["Партия 1", "", "дурак"]],
                            "foot": ["Раз в дураках", "0", "1"]}
    assert {"label": "Вне игры", "value": "24"} in pic["markers"]
    assert {"label": "Козырная карта", "value": "уже не в колоде", "card": "6H"} \
        in pic["markers"]
    assert _pic(t, 1)["status"] == "Игра окончена — вы дурак"
    assert _pic(t, 1, "en")["status"] == "The game is over — you are the fool"
    assert _pic(t, None, "en")["status"] == "The game is over. The fool: Player 2"


def test_a_match_counts_games_and_names_its_winner_by_the_tally() -> None:
    t = table([["AH", "KH", "QH", "JH", "10H", "9H"], ["6S", "7S", "8S", "9S", "10S", "JS"]],
              "6H", chukotka=True, match_games=2)
    assert {"label": "Партия", "value": "1 из 2"} in _pic(t, 0)["markers"]
    for card in ("9H", "10H", "JH", "QH", "KH"):
        t.play(0, f"attack {card}")
        _auto(t)
    assert not t.over
    pic = _pic(t, 0)
    assert {"label": "Партия", "value": "2 из 2"} in pic["markers"]
    assert pic["sheet"]["rows"] == [["Партия 1", "", "дурак"]]
    assert pic["sheet"]["foot"] == ["Раз в дураках", "0", "1"]
    assert "last" not in pic  # a new game: no bout of it has ended yet


def test_the_title_names_every_variant_and_house_rules_are_notes() -> None:
    t = table(HANDS, "AD", base="perevodnoy", transfer_any_time=True, points=True,
              throw_in="neighbours", first_bout_limit=6)
    pic = _pic(t, 0)
    assert pic["title"] == "Переводной дурак · очковый · переводной 2"
    assert pic["notes"] == ["Подкидывают только соседи отбивающегося",
                            "До первого отбоя — не больше 6 карт в ходе"]
    assert _pic(t, 0, "en")["title"] == \
        "Perevodnoy durak (transfers) · points · transfer any time"


def test_every_hand_card_a_move_names_is_a_control_on_that_card() -> None:
    t = table(HANDS, "AD", base="perevodnoy")
    t.play(0, "7♠")
    t.play(0, "хватит")
    pic = t.picture(1, "ru")
    for k in pic.controls:
        assert isinstance(k, Control)
    texts = [t.state.action_to_text(a) for a, _ in t.legal_moves(1)]
    for k in pic.controls:
        if k.card is not None:
            assert k.card in texts[k.move].split()
