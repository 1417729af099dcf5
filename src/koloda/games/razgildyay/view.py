"""The table picture of «Разгильдяй» (docs/table-picture.md), from one observation only.

First part: each seat's face-up pile (its top card and how many), the blind pair as
backs, the stock with the drawn card beside it, a button per pile the card may go to.
Second part: the hands (all their cards were laid face up, so they are shown to all;
blind cards picked up are backs to the others), the table pile with its top card, the
trump, and a control per card that may be played, with a button to take."""

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
    face_of,
)
from koloda.engine.texts import plural_ru
from koloda.games.razgildyay.state import PUT, TAKE


def _cards(n: int, ru: bool) -> str:
    if ru:
        return f"{n} {plural_ru(n, 'карта', 'карты', 'карт')}"
    return f"{n} card{'' if n == 1 else 's'}"


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    phase = obs["phase"]
    turn = obs["to_move"]
    pens: list[int] = obs["penalties"]
    least = min(pens)

    seats = []
    for s in range(n):
        blind = obs["blind"][s]
        if phase == "draw":
            pile = obs["piles"][s]
            hand = Hand((pile[-1],) if pile else (), backs=blind)
            badges = [Badge(t(f"стопка: {_cards(len(pile), True)}",
                              f"pile: {_cards(len(pile), False)}"), "info")]
        else:
            # a spectator's copy has "?" for the blind cards a holder picked up
            shown = tuple(c for c in obs["hands"][s] if face_of(c))
            size = obs["hand_sizes"][s]
            hand = Hand(shown, backs=size - len(shown))
            badges = [Badge(t(f"на руке {size}", f"{size} in hand"), "info")] if phase else []
            if blind:
                badges.append(Badge(t(f"закрытых {blind}", f"{blind} blind"), "muted"))
            if s in obs["out"]:
                badges.append(Badge(t("без карт", "out"), "good"))
        badges.append(Badge(t(f"штраф {pens[s]}", f"penalty {pens[s]}"),
                            "good" if over and pens[s] == least else ""))
        if over and pens[s] == least:
            badges.append(Badge(t("победитель", "winner"), "good"))
        elif not over and s == obs["dealer"]:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones: list[Zone] = []
    markers = [Marker(t("Раздача", "Deal"),
                      t(f"{obs['deal']} из {obs['deals']}", f"{obs['deal']} of {obs['deals']}"))]
    if phase == "draw":
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"]))
        drawn = obs["drawn"]
        zones.append(Zone("drawn", "row", t("Взятая карта", "Drawn card"),
                          cards=(drawn,) if drawn else ()))
    elif phase == "play":
        table = obs["table"]
        zones.append(Zone("table", "pile", t("На столе", "On the table"),
                          cards=(table[-1][1],) if table else (), count=len(table)))
        trump = obs["trump"]
        if trump:
            markers.append(Marker(t("Козырь", "Trump"), "", suit=trump))
        else:
            markers.append(Marker(t("Козырь", "Trump"), t("нет (пики)", "none (spades)")))
        markers.append(Marker(t("Ходов", "Moves"),
                              f"{obs['moves']} / {obs['rules']['cap']}"))
    if obs["trump_card"]:
        markers.append(Marker(t("Последняя карта", "Last card"), "",
                              card=obs["trump_card"]))

    rows = []
    for i, (losers, capped) in enumerate(obs["sheet"]):
        cells = ["1" if s in losers else "0" for s in range(n)]
        rows.append((f"{i + 1}{'*' if capped else ''}", *cells))
    sheet = Sheet(t("Штрафы по раздачам (* — лимит ходов)",
                    "Penalties by deal (* — move limit)"),
                  (t("Раздача", "Deal"), *names), tuple(rows),
                  (t("Итого", "Total"), *(str(p) for p in pens)))

    controls = []
    for i, m in enumerate(moves):
        if m.action == TAKE or m.action >= PUT:
            controls.append(Control(i, button=True))
        else:
            controls.append(Control(i, card=C.to_text(m.action)))
    title = t("Разгильдяй", "Slacker")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, ru), sheet=sheet,
                   controls=tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], ru: bool) -> str:
    if obs["over"]:
        pens: list[int] = obs["penalties"]
        least = min(pens)
        top = ", ".join(names[s] for s, p in enumerate(pens) if p == least)
        return f"Игра окончена: побеждает {top}" if ru else f"Game over: {top} wins"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if obs["phase"] == "draw":
            card = C.show(C.parse(obs["drawn"]), "ru" if ru else "en")
            return (f"Куда положить {card}?" if ru else f"Where does {card} go?")
        if obs["table"]:
            top = C.show(C.parse(obs["table"][-1][1]), "ru" if ru else "en")
            return (f"Ваш ход: побейте {top} или возьмите её" if ru
                    else f"Your move: beat {top} or take it")
        return "Ваш ход: заходите любой картой" if ru else "Your move: lead any card"
    if turn == viewer:
        return ""
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
