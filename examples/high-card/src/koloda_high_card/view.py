"""The table picture of High Card (docs/table-picture.md), built from one observation:
the seats with their hands (faces for the viewer, backs for the others) and points, this
round's cards as a trick, the round and the tie rule as markers, a status line, the last
round, the sheet of every round, and a control on each card of the hand that may be
shown. The terminal and the page draw it with their one renderer each."""

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
from koloda_high_card.state import strength
from koloda_high_card.texts import points


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    score: list[int] = obs["points"]
    best = max(score)
    done: list[dict[str, Any]] = obs["done"]
    turn = obs["to_move"]

    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(points(score[s], lang), "good" if over and score[s] == best else "")]
        if over and score[s] == best:
            badges.append(Badge(t("победитель", "winner"), "good"))
        elif not over and s == obs["leader"]:
            badges.append(Badge(t("ведёт раунд", "leads the round"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    number = min(len(done) + 1, obs["rounds"])
    shown = obs["shown"]
    zones = (Zone("round", "trick", t(f"Раунд {number}", f"Round {number}"),
                  cards=tuple(card for _, card in shown),
                  seats=tuple(seat for seat, _ in shown)),)
    ties = obs["rules"]["ties"]
    markers = (Marker(t("Раунд", "Round"), t(f"{number} из {obs['rounds']}",
                                              f"{number} of {obs['rounds']}")),
               Marker(t("Ничья", "A tie"), t("очко никому", "nobody scores") if ties == "none"
                      else t("очко каждому", "each scores")),
               *([Marker(t("Туз", "The ace"), t("младший", "low"))]
                 if obs["rules"]["ace_low"] else []))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if done:
        cards = done[-1]["cards"]
        won = done[-1]["won"]
        last = (Zone("last", "trick", cards=tuple(c for _, c in cards),
                     seats=tuple(s for s, _ in cards)),)
        who = ", ".join(names[s] for s in won) if won else t("никто", "nobody")
        last_label = t(f"Раунд {len(done)}: очко — {who}", f"Round {len(done)}: a point to {who}")

    sheet = Sheet(t("Раунды", "Rounds"), (t("Раунд", "Round"), *names),
                  tuple((str(i + 1), *_row(r, n, lang)) for i, r in enumerate(done)),
                  (t("Очки", "Points"), *(str(p) for p in score)))

    controls = tuple(Control(i, card=C.to_text(m.action)) for i, m in enumerate(moves))
    title = t("Старшая карта", "High Card")
    return Picture(obs["game"], title, viewer, tuple(seats), zones, markers,
                   _status(obs, viewer, moves, names, lang), last, last_label, sheet, controls)


def _row(r: Mapping[str, Any], n: int, lang: str) -> list[str]:
    """One round of the sheet: each seat's card, starred where it scored."""
    out = [""] * n
    for seat, card in r["cards"]:
        out[seat] = C.show(C.parse(card), lang) + (" *" if seat in r["won"] else "")
    return out


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    """Whose move and what is asked; «Ваш ход» only while the viewer is asked (``moves``)."""
    ru = lang == "ru"
    score: list[int] = obs["points"]
    if obs["over"]:
        best = max(score)
        won = [s for s, p in enumerate(score) if p == best]
        who = ", ".join(names[s] for s in won)
        mine = len(won) == 1 and names[won[0]] in ("Вы", "You")
        if not ru:
            return f"Game over: {'you' if mine else who} won ({points(best, 'en')})"
        verb = ("вы побеждаете" if mine else f"побеждает {who}" if len(won) == 1
                else f"побеждают {who}")
        return f"Игра окончена: {verb} ({points(best, 'ru')})"
    turn = obs["to_move"]
    shown = obs["shown"]
    to_beat = ""
    if shown:
        ace_low = obs["rules"]["ace_low"]
        top = max((C.parse(c) for _, c in shown), key=lambda c: strength(c, ace_low))
        to_beat = C.show(top, lang)
    if turn == viewer and not moves:
        return ""  # the viewer's move plays itself (the only one) or a computer's: no ask
    if turn == viewer:
        if ru:
            return "Ваш ход: откройте карту" + (f", старшая на столе {to_beat}" if to_beat
                                                 else " (вы ведёте раунд)")
        return "Your move: show a card" + (f", the highest shown is {to_beat}" if to_beat
                                           else " (you lead the round)")
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
