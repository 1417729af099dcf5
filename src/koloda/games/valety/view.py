"""The table picture of «Валеты» (docs/table-picture.md), from one observation only:
the hands (faces for the viewer, backs for the others), each seat's tricks and each
pair's record, the trick on the table, the trumps' order as a marker, the last trick,
the sheet of every deal, and a control on each card of the hand that may be played."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.names import seat_names
from koloda.engine.picture import (
    Badge,
    Control,
    Hand,
    Marker,
    MoveRef,
    Picture,
    SeatView,
    Sheet,
    Zone,
)
from koloda.engine.texts import plural_ru
from koloda.games.valety.state import deal_line, pair_name, team_of


def _tricks(n: int, ru: bool) -> str:
    if ru:
        return f"{n} {plural_ru(n, 'взятка', 'взятки', 'взяток')}"
    return f"{n} trick{'' if n == 1 else 's'}"


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    won: list[int] = obs["won"]
    record: list[int] = obs["record"]
    winner = obs["winner"]
    turn = obs["to_move"]

    seats = []
    for s in range(n):
        hand = (Hand(tuple(obs["hand"])) if s == viewer
                else Hand(backs=obs["hand_sizes"][s]))
        pair = team_of(s)
        badges = [Badge(_tricks(won[s], ru), "info"),
                  Badge(t(f"пара {pair + 1}", f"pair {pair + 1}"),
                        "good" if over and winner == pair else "")]
        if over:
            badges.append(Badge(t("выиграл", "won"), "good") if winner == pair
                          else Badge(t("проиграл", "lost"), "bad"))
        elif s == obs["dealer"]:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    trick = obs["trick"]
    zones = (Zone("trick", "trick", t("Взятка", "The trick"),
                  cards=tuple(c for _, c in trick), seats=tuple(s for s, _ in trick)),)
    p0 = won[0] + won[2]
    p1 = won[1] + won[3]
    # each pair's tricks this deal and what it has left to write off, first pair first
    markers = (
        Marker(t("Козыри", "Trumps"), t("6♣, В♣ В♠ В♥ В♦, Т♣ … 7♣",
                                        "6♣, J♣ J♠ J♥ J♦, A♣ … 7♣"), suit="C"),
        Marker(t("Взятки пар", "Pairs' tricks"), f"{p0} : {p1}"),
        Marker(t("Списать", "To write off"), f"{record[0]} : {record[1]}"),
    )

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"]:
        cards = obs["last"]["cards"]
        last = (Zone("last", "trick", cards=tuple(c for _, c in cards),
                     seats=tuple(s for s, _ in cards)),)
        last_label = t(f"Последняя взятка: {names[obs['last']['taker']]}",
                       f"Last trick: {names[obs['last']['taker']]}")

    rows = tuple((str(i + 1), f"{r[0]} : {r[1]}", deal_line(r, names, lang).split("; ")[-1],
                  str(r[4]), str(r[5])) for i, r in enumerate(obs["sheet"]))
    sheet = Sheet(t("Запись", "Sheet"),
                  (t("Раздача", "Deal"), t("Взятки", "Tricks"), t("Итог", "Outcome"),
                   t("Пара 1", "Pair 1"), t("Пара 2", "Pair 2")), rows,
                  (t("Осталось", "Left"), "", "", str(record[0]), str(record[1])))

    controls = tuple(Control(i, card=C.to_text(m.action)) for i, m in enumerate(moves))
    title = t("Валеты", "Jacks")
    return Picture(obs["game"], title, viewer, tuple(seats), zones, markers,
                   _status(obs, viewer, moves, names, ru), last, last_label, sheet, controls)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], ru: bool) -> str:
    lang = "ru" if ru else "en"
    if obs["over"]:
        pair = pair_name(obs["winner"], names, lang)
        return (f"Игра окончена: выигрывают {pair} (по {obs['stake']})" if ru
                else f"Game over: {pair} win ({obs['stake']} each)")
    turn = obs["to_move"]
    if turn is None or (turn == viewer and not moves):
        return ""
    if turn == viewer:
        if obs["trick"]:
            lead = C.show(C.parse(obs["trick"][0][1]), lang)
            return f"Ваш ход: на {lead}" if ru else f"Your move: on {lead}"
        return "Ваш ход: заходите" if ru else "Your move: lead a card"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
