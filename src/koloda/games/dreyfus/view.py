"""The table picture of Дрейфус (docs/table-picture.md), from one observation only: the
hands (faces for the viewer, backs for the others), badges with the tricks of this deal
and the points under and over the line, the trick, the widow as a face-down pile, the
viewer's own discards, the trump as a marker, the last trick, the sheet of every deal,
and a control for each legal move (a card of the hand, or the button that ends buying)."""

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
from koloda.games.dreyfus.state import NO_TRUMP, TAKE, suit_name


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    phase: str = obs["phase"]
    turn = obs["to_move"]
    won = obs["winners"]

    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"взяток {obs['tricks'][s]}", f"tricks {obs['tricks'][s]}"),
                        "info"),
                  # under the line / over the line, as the sheet's foot writes them
                  Badge(f"+{obs['below'][s]} / −{obs['above'][s]}",
                        "good" if obs["below"][s] > obs["above"][s] else "")]
        if obs["bought"][s]:
            badges.append(Badge(t(f"прикупил {obs['bought'][s]}",
                                  f"bought {obs['bought'][s]}"), "muted"))
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "dealer"), "muted"))
        if over and s in won:
            badges.append(Badge(t("победитель", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    trick = obs["trick"]
    zones = [Zone("trick", "trick", t("Взятка", "Trick"),
                  cards=tuple(c for _, c in trick), seats=tuple(s for s, _ in trick)),
             Zone("widow", "pile", t("Прикупка", "Widow"),
                  cards=(None,) * min(obs["widow"], 1), count=obs["widow"])]

    trump = obs["trump"]
    markers = [Marker(t("Козырь", "Trump"), t("нет", "none"), tone="info") if trump == NO_TRUMP
               else Marker(t("Козырь", "Trump"),
                           (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[trump],
                           suit=C.SUIT_ASCII[trump]),
               Marker(t("Сдача", "Deal"), str(obs["deal"])),
               Marker(t("Игра до", "Playing to"), str(obs["rules"]["target"]))]

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        cards = obs["last"]["cards"]
        last = (Zone("last", "trick", cards=tuple(c for _, c in cards),
                     seats=tuple(s for s, _ in cards)),)
        who = names[obs["last"]["winner"]]
        last_label = t(f"Последняя взятка: {who}", f"Last trick: {who}")

    rows = []
    for i, r in enumerate(obs["rows"]):
        cells = []
        for s in range(n):
            diff = r["tricks"][s] - 4
            cell = f"{r['tricks'][s]} ({diff:+d})" if diff else str(r["tricks"][s])
            if r["bought"][s]:
                cell += t(f", прикуп {r['bought'][s]}", f", bought {r['bought'][s]}")
            cells.append(cell)
        rows.append((str(i + 1), suit_name(r["trump"], lang), *cells))
    foot = (t("Итог", "Total"), "",
            *(f"{obs['below'][s]} / −{obs['above'][s]}" for s in range(n)))
    sheet = Sheet(t("Запись: под чертой / над чертой", "Score: under / over the line"),
                  (t("Сдача", "Deal"), t("Козырь", "Trump"), *names), tuple(rows), foot)

    controls = tuple(Control(i, button=True) if m.action == TAKE
                     else Control(i, card=C.to_text(m.action)) for i, m in enumerate(moves))
    notes: tuple[str, ...] = ()
    if viewer is not None and obs["my_discards"]:  # a spectator's copy holds "?"
        notes = (t("Ваш снос: ", "Your discards: ") + " ".join(
            C.show(C.parse(c), lang) for c in obs["my_discards"]),)
    if over and obs["payments"] is not None:
        notes += (t("Расчёт: ", "Settlement: ") + ", ".join(
            f"{names[s]} {p:+g}" for s, p in enumerate(obs["payments"])),)
    title = t("Дрейфус", "Dreyfus")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, lang, phase), last, last_label, sheet,
                   controls, notes)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str, phase: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        who = ", ".join(names[s] for s in obs["winners"])
        return f"Партия окончена: выиграл {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if phase == "buy":
            k = obs["discarded"][turn]
            room = obs["widow"] - k
            if ru:
                return (f"Прикуп: снесите лишние карты (ещё до {room}) и прикупите; "
                        f"снесено {k}")
            return f"Buying: discard (up to {room} more), then buy; discarded {k}"
        if obs["trick"]:
            return "Ваш ход: положите карту во взятку" if ru else "Your move: add to the trick"
        return "Ваш ход: выходите" if ru else "Your move: lead a card"
    if phase == "buy":
        return f"Прикупает {names[turn]}" if ru else f"{names[turn]} is buying"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
