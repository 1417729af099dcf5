"""The table picture of Редуда (docs/table-picture.md), from one observation only: the
seats (the viewer's hand in faces, the others' as backs plus the cards all saw them take),
each seat's own face-down stock and trump as badges, the common stock with its trump
under it, the table as attack/cover pairs, the discard, markers, a status line, the last
bout, the marks sheet and a control per legal move."""

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
from koloda.games.reduda.state import BEAT, PASS, TAKE, XFER
from koloda.games.reduda.texts import cards as cards_word
from koloda.games.reduda.texts import marks as marks_word


def _pairs(attack: Sequence[str], covers: Sequence[Sequence[str]]
           ) -> tuple[tuple[str | None, str | None], ...]:
    """One pair per attack card; the second card of a pair laid on the red joker (the
    black joker and a common trump together) makes a second pair on the same card."""
    out: list[tuple[str | None, str | None]] = []
    for a, cover in zip(attack, covers, strict=False):
        out.append((a, cover[0] if cover else None))
        out.extend((a, c) for c in cover[1:])
    return tuple(out)


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    dealt: bool = obs["dealt"]
    turn = obs["to_move"]
    marks: list[int] = obs["marks"]
    suits = C.SUIT_UNICODE
    seats = []
    for s in range(n):
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        else:
            known = tuple(obs["known"][s])
            hand = Hand(known, backs=obs["hand_sizes"][s] - len(known))
        badges = [Badge(marks_word(marks[s], lang), "bad")] if marks[s] else []
        if dealt:
            badges.append(Badge(t(f"своя колода: {obs['pile_sizes'][s]}",
                                  f"own stock: {obs['pile_sizes'][s]}"), "muted"))
            own = obs["own_suits"][s]
            if s == viewer and obs["own_card"] not in (None, "?"):
                own = C.suit_of(C.parse(obs["own_card"]))
            if own is not None:
                badges.append(Badge(t(f"свой козырь {suits[own]}", f"own trump {suits[own]}"),
                                    "info"))
            if s in obs["out"]:
                badges.append(Badge(t("вышел", "out"), "good"))
            elif s == obs["defender"] and obs["phase"] != "lead":
                badges.append(Badge(t("отбивается", "defends"), "defend"))
            elif s == obs["attacker"]:
                badges.append(Badge(t("ходит", "attacks"), "attack"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones: list[Zone] = []
    if dealt:
        zones.append(Zone("stock", "stock", t("Общая колода", "Common stock"),
                          count=obs["stock_count"], trump=obs["trump_card"]
                          if obs["stock_count"] else None))
    zones.append(Zone("table", "pairs", t("Стол", "Table"),
                      pairs=_pairs(obs["attack"], obs["covers"])))
    zones.append(Zone("discard", "pile", t("Бито", "Discard"), count=len(obs["discard"])))

    markers: list[Marker] = []
    if obs["trump_card"] is not None:
        markers.append(Marker(t("Общий козырь", "Common trump"), _suit_name(obs["trump"], ru),
                              suit=C.SUIT_ASCII[obs["trump"]]))
    if viewer is not None and obs["own_card"] not in (None, "?"):
        own_card = obs["own_card"]
        markers.append(Marker(t("Ваш козырь", "Your trump"),
                              _suit_name(C.suit_of(C.parse(own_card)), ru), card=own_card))
    markers.append(Marker(t("Раздача", "Deal"), f"{max(obs['deal_no'], 1)} / "
                                                 f"{obs['rules']['deals']}"))
    if dealt and obs["phase"] != "lead":
        markers.append(Marker(t("Можно дать", "Bout limit"),
                              t(f"до {cards_word(obs['limit'], 'ru')}",
                                f"up to {cards_word(obs['limit'], 'en')}")))

    last: tuple[Zone, ...] = ()
    last_label = ""
    lb = obs["last"]
    if lb is not None:
        last = (Zone("last", "pairs", t("Прошлый ход", "The last bout"),
                     pairs=_pairs(lb["attack"], lb["covers"])),)
        taker = lb["taker"]
        last_label = t("бито", "beaten off") if taker < 0 else \
            t(f"взял {names[taker]}", f"taken by {names[taker]}")

    rows = []
    for i, (loser, _) in enumerate(obs["sheet"]):
        rows.append((str(i + 1), *("×" if s == loser else "" for s in range(n))))
    sheet = Sheet(t("Редудаки", "Losers"), (t("Раздача", "Deal"), *names), tuple(rows),
                  (t("Отметки", "Marks"), *(str(m) for m in marks)))

    controls = []
    for i, m in enumerate(moves):
        a = m.action
        if a in (TAKE, PASS):
            controls.append(Control(i, button=True))
        elif a >= XFER:
            controls.append(Control(i, card=C.to_text(a - XFER), to="table"))
        elif a >= BEAT:
            target, d = divmod(a - BEAT, 256)
            text = C.to_text(d)
            if text in obs["hand"]:
                controls.append(Control(i, card=text, to="table",
                                        onto=obs["attack"][target]))
            else:
                controls.append(Control(i, button=True))
        else:
            controls.append(Control(i, card=C.to_text(a), to="table"))
    title = t("Редуда", "Reduda")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, lang), last, last_label, sheet,
                   tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        best = min(obs["marks"])
        who = ", ".join(names[s] for s, m in enumerate(obs["marks"]) if m == best)
        return f"Игра окончена: побеждает {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return t_(ru, "Сдача карт", "Dealing")
    if turn == viewer and not moves:
        return ""
    phase = obs["phase"]
    if turn == viewer:
        if phase == "lead":
            return t_(ru, "Ваш ход: зайдите любой картой", "Your lead: play any card")
        if phase == "throw":
            return t_(ru, "Подкиньте карту того же достоинства или пас",
                      "Throw in a card of a rank on the table, or pass")
        return t_(ru, "Отбивайтесь: покройте, переведите или возьмите",
                  "Defend: cover, transfer or take")
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"


def _suit_name(suit: int, ru: bool) -> str:
    return C.SUIT_NAMES_RU[suit] if ru else C.SUIT_NAMES_EN[suit]


def t_(ru: bool, ru_text: str, en_text: str) -> str:
    return ru_text if ru else en_text
