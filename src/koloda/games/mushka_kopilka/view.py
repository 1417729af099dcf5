"""The table picture of Мушка-копилка, from one observation only: the hands (faces for the
viewer, backs for the others) with badges for tricks, their worth and the money paid,
the trick, the stock, the viewer's own discards, the kitty and the deal as markers, the
last trick, the sheet of every deal, and a control for each legal move."""

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
from koloda.games.mushka_kopilka.state import DRAW, PASS


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    turn = obs["to_move"]
    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"взяток {len(obs['taken'][s])} ({obs['worth'][s]})",
                          f"tricks {len(obs['taken'][s])} ({obs['worth'][s]})"), "info"),
                  Badge(t(f"внёс {obs['paid'][s]}", f"paid {obs['paid'][s]}"), "muted")]
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "dealer"), "muted"))
        if over:
            r = obs["returns"][s]
            badges.append(Badge(f"{r:+g}", "good" if r > 0 else "bad" if r < 0 else ""))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    trick = obs["trick"]
    zones = [Zone("trick", "trick", t("Взятка", "Trick"),
                  cards=tuple(c for _, c in trick), seats=tuple(s for s, _ in trick)),
             Zone("stock", "pile", t("Колода", "Stock"),
                  cards=(None,) * min(obs["stock"], 1), count=obs["stock"])]
    markers = [Marker(t("Копилка", "Kitty"), f"{obs['kitty']:g}", tone="info"),
               Marker(t("Сдача", "Deal"), f"{obs['deal']} / {obs['rules']['deals']}"),
               Marker(t("Козырь", "Trump"), t("нет", "none"))]
    if obs["ban"] >= 0 and not trick and not over:
        markers.append(Marker(t("Нельзя ходить", "May not lead"),
                              (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[obs["ban"]],
                              suit=C.SUIT_ASCII[obs["ban"]]))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        cards = obs["last"]["cards"]
        last = (Zone("last", "trick", cards=tuple(c for _, c in cards),
                     seats=tuple(s for s, _ in cards)),)
        win = obs["last"]["winner"]
        last_label = (t(f"Последняя взятка: {names[win]}", f"Last trick: {names[win]}")
                      if win >= 0 else t("Ход без ответа", "A lead nobody answered"))
    rows = []
    for i, r in enumerate(obs["rows"]):
        first = names[r["out"]] if r["out"] >= 0 else "—"
        rows.append((str(i + 1), first, *(f"{r['tricks'][s]} ({r['values'][s]})"
                                         + (f" −{r['fines'][s]}" if r["fines"][s] else "")
                                         for s in range(n))))
    foot = (t("Внесено", "Paid in"), "", *(str(p) for p in obs["paid"]))
    sheet = Sheet(t("Взятки (цена), штрафы", "Tricks (worth), fines"),
                  (t("Сдача", "Deal"), t("Снёс первым", "Out first"), *names),
                  tuple(rows), foot)
    controls = tuple(Control(i, button=True) if m.action in (DRAW, PASS)
                     else Control(i, card=C.to_text(m.action)) for i, m in enumerate(moves))
    notes: tuple[str, ...] = ()
    if viewer is not None and obs["my_discards"]:  # a spectator's copy holds "?"
        notes = (t("Ваш снос: ", "Your discards: ") + " ".join(
            C.show(C.parse(c), lang) for c in obs["my_discards"]),)
    if over:
        notes += (t("Расчёт: ", "Settlement: ") + ", ".join(
            f"{names[s]} {r:+g}" for s, r in enumerate(obs["returns"])),)
    return Picture(obs["game"], t("Мушка-копилка", "Mushka-kopilka"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, lang),
                   last, last_label, sheet, controls, notes)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        return "Партия окончена" if ru else "The match is over"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if obs["phase"] == "exchange":
            return "Снесите одну ненужную карту" if ru else "Discard one card you do not need"
        if obs["trick"]:
            return ("Ваш ход: дайте масть хода, прикупите или пасуйте" if ru
                    else "Your move: follow suit, draw or pass")
        return "Ваш ход: выходите" if ru else "Your move: lead a card"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
