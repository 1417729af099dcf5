"""The table picture of «Ведьма» (docs/table-picture.md), from one observation only: the
hands (the viewer's faces in the order of its fan, the others' backs with the cards the
viewer can follow), the fan held out to the drawer as a row of backs by place (a face
where the viewer knows the card), the discarded pairs, the witch and the deal as
markers, the sheet of witches, and a control on each place that may be drawn."""

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
from koloda.games.vedma.rules import WITCH


def _face(card: str | None) -> str | None:
    """A card of the observation, or None for one lying face down (a spectator's
    observation writes those as «?»)."""
    return None if card is None or card == "?" else card


def _witches(n: int, ru: bool) -> str:
    if ru:
        return f"{n} {plural_ru(n, 'ведьма', 'ведьмы', 'ведьм')}"
    return f"{n} witch{'' if n == 1 else 'es'}"


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    witches: list[int] = obs["witches"]
    many = obs["deals"] > 1
    drawer, src = obs["drawer"], obs["source"]
    sheet_rows: list[int] = obs["sheet"]
    loser = sheet_rows[-1] if sheet_rows and obs["drawer"] is None else None

    seats = []
    for s in range(n):
        size = obs["hand_sizes"][s]
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        else:
            faces = [f for f in (_face(c) for c in obs["fans"][s]) if f]
            faces += [f for f in (_face(c) for c in obs["known"][s]) if f]
            hand = Hand(tuple(faces), backs=size - len(faces))
        badges = []
        if many:
            badges.append(Badge(_witches(witches[s], ru), "bad" if witches[s] else ""))
        if s == loser:
            badges.append(Badge(t("с ведьмой", "has the witch"), "bad"))
        elif drawer is not None and size == 0:
            badges.append(Badge(t("вышел", "out"), "good"))
        elif s == drawer:
            badges.append(Badge(t("тянет", "draws"), "active"))
        elif s == src:
            badges.append(Badge(t("протягивает карты", "holds out"), "info"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=obs["to_move"] == s))

    zones = []
    if src is not None:
        fan = tuple(_face(c) for c in obs["fans"][src])
        if viewer == src:
            fan = tuple(obs["hand"])
        zones.append(Zone("fan", "row", t(f"Карты: {names[src]}", f"Cards of {names[src]}"),
                          cards=fan))
    discards = [c for d in obs["discards"] for c in d]
    zones.append(Zone("discards", "pile", t("Пары в сбросе", "Pairs put down"),
                      cards=tuple(obs["last_pair"]), count=len(discards)))

    # the witch named in words: a card symbol would read as a card on the table
    markers = [Marker(t("Ведьма", "The witch"), t("дама пик", "queen of spades"),
                      suit=C.SUIT_ASCII[C.suit_of(WITCH)])]
    if many:
        markers.append(Marker(t("Раздача", "Deal"),
                              t(f"{obs['deal']} из {obs['deals']}",
                                f"{obs['deal']} of {obs['deals']}")))
    if obs["rules"]["pairs"] == "colour":
        markers.append(Marker(t("Пары", "Pairs"), t("по цвету", "by colour")))
    if obs["rules"]["mix"]:
        markers.append(Marker(t("Карты", "Cards"), t("перемешивают", "mixed")))

    sheet = None
    if many:
        rows = tuple((str(i + 1), *(t("ведьма", "witch") if s == lose else ""
                                     for s in range(n)))
                     for i, lose in enumerate(sheet_rows))
        sheet = Sheet(t("Ведьмы по раздачам", "Witches, deal by deal"),
                      (t("Раздача", "Deal"), *names), rows,
                      (t("Итого", "Total"), *(str(w) for w in witches)))

    controls = tuple(Control(i, zone="fan", pos=m.action) for i, m in enumerate(moves))
    title = t("Ведьма", "Old Maid")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, ru, loser), (), "", sheet, controls)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], ru: bool, loser: int | None) -> str:
    if obs["over"]:
        if obs["deals"] == 1 and loser is not None:
            if loser == viewer:
                return ("Игра окончена: ведьма осталась у вас" if ru
                        else "Game over: you are left with the witch")
            return (f"Игра окончена: с ведьмой остаётся {names[loser]}" if ru
                    else f"Game over: {names[loser]} is left with the witch")
        least = min(obs["witches"])
        top = ", ".join(names[s] for s, w in enumerate(obs["witches"]) if w == least)
        return f"Игра окончена, побеждают: {top}" if ru else f"Game over, the winners: {top}"
    drawer, src = obs["drawer"], obs["source"]
    if drawer is None:
        return ""
    if drawer == viewer:
        if not moves:
            return ""
        return (f"Ваш ход: вытяните карту у {names[src]}" if ru
                else f"Your move: draw a card from {names[src]}")
    return (f"{names[drawer]} тянет карту у {names[src]}" if ru
            else f"{names[drawer]} draws from {names[src]}")
