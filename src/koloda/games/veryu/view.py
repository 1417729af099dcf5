"""The table picture of «Верю — не верю» (docs/table-picture.md), from one observation
only: the hands (the viewer's faces; the others' backs, with the cards turned over and
taken that the viewer knows), the pile as a count (never its faces or order), the last
play as backs with what was said, the play being made, the cards turned over by the
last doubt, markers for the round's rank, and a control for each legal move: a card of
the hand, a button to say a rank, to believe or to doubt (with ``turn_over=one``, a click on
the card of the last play to turn over)."""

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
    Zone,
)
from koloda.engine.texts import plural_ru
from koloda.games.veryu.rules import counted, parse_rank, rank_name
from koloda.games.veryu.state import ACCEPT, CLAIM, DOUBT


def _face(card: str | None) -> str | None:
    return None if card is None or card == "?" else card


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
    turn = obs["to_move"]
    plays: list[list[int]] = obs["plays"]
    rank = parse_rank(obs["rank"]) if obs["rank"] else None

    seats = []
    for s in range(n):
        size = obs["hand_sizes"][s]
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        else:
            faces = tuple(f for f in (_face(c) for c in obs["known"][s]) if f)
            hand = Hand(faces, backs=size - len(faces))
        badges = []
        fours = len(obs["fours"][s]) // 4
        if fours:
            badges.append(Badge(t(f"четвёрок: {fours}", f"fours: {fours}"), "info"))
        if over and s in obs["winners"]:
            badges.append(Badge(t("победитель", "winner"), "good"))
        elif plays and s == plays[0][0]:
            badges.append(Badge(t("начал круг", "led the round"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones = []
    mine = len(obs["pile_known"])
    note = t(f"из них ваших: {mine}", f"yours among them: {mine}") if mine else ""
    zones.append(Zone("pile", "pile", t("Кон", "The pile"), count=obs["pile"], note=note))
    if plays and not obs["current"]:
        prev, count = plays[-1]
        said = counted(count, rank, lang) if rank else ""
        zones.append(Zone("play", "row", t(f"{names[prev]}: «{said}»", f"{names[prev]}: \"{said}\""),
                          cards=(None,) * count))
    if obs["current"]:
        cards = tuple(_face(c) for c in obs["current"])
        zones.append(Zone("current", "row", t(f"Кладёт {names[turn]}", f"{names[turn]} puts down"),
                          cards=cards))
    reveal = obs["reveal"]
    if reveal:
        verdict = (t("правда", "true") if reveal["truth"] else t("обман", "a lie"))
        zones.append(Zone("reveal", "row",
                          t(f"Открыто — {verdict}; кон взял {names[reveal['taker']]}",
                            f"Turned over: {verdict}; {names[reveal['taker']]} took the pile"),
                          cards=tuple(reveal["cards"])))

    markers = []
    if rank:
        markers.append(Marker(t("Объявлены", "Claimed"), rank_name(rank, lang)))
    markers.append(Marker(t("В коне", "In the pile"), _cards(obs["pile"], ru)))
    if obs["rules"]["turn_over"] == "one":
        markers.append(Marker(t("Проверка", "A doubt"), t("одна карта", "one card")))

    controls = []
    for i, m in enumerate(moves):
        a = m.action
        if a < CLAIM:
            controls.append(Control(i, card=C.to_text(a)))
        elif DOUBT < a < ACCEPT:
            controls.append(Control(i, zone="play", pos=a - DOUBT - 1))
        else:
            controls.append(Control(i, button=True))
    title = t("Верю — не верю", "Cheat")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, ru, rank), (), "", None,
                   tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], ru: bool, rank: int | None) -> str:
    if obs["over"]:
        if obs["winners"] == [viewer]:
            return "Игра окончена: вы победили" if ru else "Game over: you won"
        top = ", ".join(names[s] for s in obs["winners"])
        return f"Игра окончена, побеждают: {top}" if ru else f"Game over, the winners: {top}"
    turn = obs["to_move"]
    if turn is None:
        return ""
    lang = "ru" if ru else "en"
    if turn != viewer:
        return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
    if not moves:
        return ""
    if obs["current"]:
        if rank:
            return (f"Положите ещё карту или объявите {rank_name(rank, lang)}" if ru
                    else f"Put another card or say {rank_name(rank, lang)}")
        return ("Положите ещё карту или объявите, что это за карты" if ru
                else "Put another card or say what they are")
    if obs["plays"]:
        prev = obs["plays"][-1][0]
        if obs["hand_sizes"][prev] == 0:
            return (f"У {names[prev]} не осталось карт: верите?" if ru
                    else f"{names[prev]} has no cards left: believe it?")
        claimed = rank_name(rank, lang) if rank else ""
        return (f"Ваш ход: «не верю» или кладите карты (объявлены {claimed})" if ru
                else f"Your move: doubt, or put cards down ({claimed} claimed)")
    return ("Ваш ход: положите карты рубашкой вверх и объявите, что это" if ru
            else "Your move: put cards face down and say what they are")
