"""The table picture of Экарте, from one observation only: the hands (faces for the
viewer, backs for the opponent), the stock with its turned-up trump, the trick, the
announced kings, this step's discards, markers, a status line, the last trick and the
score of each deal."""

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
from koloda.games.ekarte.state import DISCARD, PROPOSE


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    if names is None:
        names = seat_names(2, () if viewer is None else (viewer,), lang)
    scores: list[int] = obs["scores"]
    won: list[int] = obs["won"]
    dealer: int = obs["dealer"]
    winner = obs["winner"]
    turn = obs["to_move"]
    seats = []
    for s in range(2):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"очки {scores[s]}", f"points {scores[s]}"),
                        "good" if winner == s else ""),
                  Badge(t(f"взятки {won[s]}", f"tricks {won[s]}"), "muted")]
        if s == dealer:
            badges.append(Badge(t("сдаёт", "deals"), "info"))
        if obs["obliged"] == s:
            badges.append(Badge(t("должен 3 взятки", "owes 3 tricks"), "bad"))
        if winner == s:
            badges.append(Badge(t("победитель", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones = [Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"],
                  trump=obs["turnup"]),
             Zone("trick", "trick", t("Взятка", "Trick"), cards=tuple(obs["trick"]),
                  seats=tuple((obs["leader"] + i) % 2 for i in range(len(obs["trick"]))))]
    if obs["phase"] == "discard":
        mine = viewer is not None and viewer == turn and obs["pending"]
        shown = tuple(obs["pending"]) if mine else (None,) * obs["pending_count"]
        zones.append(Zone("discards", "row", t("Снос", "Discards"), cards=shown))
    for s in range(2):
        if obs["announced"][s]:
            zones.append(Zone(f"kings{s}", "row", t(f"Короли: {names[s]}", f"Kings: {names[s]}"),
                              cards=tuple(obs["announced"][s])))

    markers = []
    if obs["trump"] is not None:
        markers.append(Marker(t("Козырь", "Trump"),
                              (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[obs["trump"]],
                              suit=C.SUIT_ASCII[obs["trump"]]))
    markers.append(Marker(t("Сдача", "Deal"), str(obs["deal"])))
    markers.append(Marker(t("До", "Target"), str(obs["rules"]["target"])))
    if obs["rules"]["stake"] == "tricks":
        markers.append(Marker(t("Пари", "Bets"), f"{obs['money'][0]}:{obs['money'][1]}"))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"]:
        last = (Zone("last", "trick", t("Последняя взятка", "Last trick"),
                     cards=tuple(obs["last"]),
                     seats=tuple((obs["last_leader"] + i) % 2 for i in range(2))),)
        w = obs["last_winner"]
        last_label = t(f"Взятку взял: {names[w]}", f"Taken by {names[w]}")

    sheet = Sheet(t("Запись", "Score"),
                  (t("Сдача", "Deal"), *(f"{n} ({t('взятки', 'tricks')})" for n in names),
                   *(f"{n} ({t('очки', 'points')})" for n in names)),
                  tuple((str(d), str(a), str(b), str(p), str(q))
                        for d, a, b, p, q in obs["rows"]),
                  (t("Итог", "Total"), "", "", str(scores[0]), str(scores[1])))

    controls = []
    for i, m in enumerate(moves):
        if m.action < DISCARD:
            controls.append(Control(i, card=C.to_text(m.action), to="trick"))
        elif m.action < PROPOSE:
            controls.append(Control(i, card=C.to_text(m.action - DISCARD), to="discards"))
        else:
            controls.append(Control(i, button=True))
    title = t("Экарте", "Écarté")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, lang), last, last_label, sheet,
                   tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        w = obs["winner"]
        a, b = obs["scores"]
        return (f"Партия окончена: выиграл {names[w]} ({a}:{b})" if ru
                else f"Game over: {names[w]} won ({a}:{b})")
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn != viewer or not moves:
        return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
    phase = obs["phase"]
    asks = {
        "propose": ("Ваш ход: предложить прикупку или играть так",
                    "Your move: propose an exchange or play as dealt"),
        "answer": ("Противник предлагает прикупку: принять или нет",
                   "Your opponent proposes an exchange: accept or refuse"),
        "discard": ("Снесите ненужные карты и возьмите из колоды",
                    "Discard the cards you do not want, then take from the stock"),
    }
    if phase in asks:
        return asks[phase][0 if ru else 1]
    if obs["trick"]:
        led = C.show(C.parse(obs["trick"][0]), lang)
        return f"Ваш ход: ответьте на {led}" if ru else f"Your move: answer {led}"
    return "Ваш ход: ходите" if ru else "Your move: lead a card"
