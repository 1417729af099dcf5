"""The table picture of «Семь листов» (docs/table-picture.md), from one observation only:
the hands (faces for the viewer, backs for the others, the dealer's shown trump card
face up), each player's tricks this deal and in all, who is out and who lost, the trick
in play, the trump and the goal as markers, the last trick, the sheet of deals, and a
control on each card that may be played."""

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
from koloda.games.sem_listov.state import strikes


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    dealer: int = obs["dealer"]
    turn = obs["to_move"]
    trump_text = face_of(obs["trump"])
    out: list[int] = obs["out"]
    loser = obs["loser"]
    goal = obs["rules"]["goal"]

    seats = []
    for s in range(n):
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        elif obs["trump_held"] and s == dealer and trump_text is not None:
            hand = Hand((trump_text,), backs=obs["hand_sizes"][s] - 1)  # shown to all
        else:
            hand = Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"взяток {obs['total'][s]} из {goal}",
                          f"tricks {obs['total'][s]} of {goal}"), "info")]
        if s == loser:
            badges.append(Badge(t("проиграл", "lost"), "bad"))
        elif s in out:
            badges.append(Badge(t(f"вышел {out.index(s) + 1}-м", f"out #{out.index(s) + 1}"),
                                "good"))
        else:
            badges.append(Badge(t(f"в сдаче {obs['taken'][s]}", f"this deal {obs['taken'][s]}"),
                                "muted"))
            if s == dealer and not over:
                badges.append(Badge(t("сдаёт", "deals"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    trick = obs["trick"]
    zones = (Zone("trick", "trick", t("Взятка", "Trick"),
                  cards=tuple(card for _, card in trick), seats=tuple(s for s, _ in trick)),)
    markers = []
    if trump_text is not None:
        suit = C.suit_of(C.parse(trump_text))
        markers.append(Marker(t("Козырь", "Trump"),
                              C.SUIT_NAMES_RU[suit] if ru else C.SUIT_NAMES_EN[suit],
                              suit=C.SUIT_ASCII[suit]))
    markers.append(Marker(t("Выход", "Out at"), t(f"{goal} взяток", f"{goal} tricks")))
    cut = face_of(obs["cut"])
    if cut is not None:
        markers.append(Marker(t("Снятая карта", "Cut card"), "", card=cut))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        last = (Zone("last", "trick", cards=tuple(obs["last"]["cards"]),
                     seats=tuple(obs["last"]["seats"])),)
        who = names[obs["last"]["won"]]
        last_label = t(f"Последняя взятка: {who}", f"Last trick: {who}")

    rows = tuple((str(i + 1), names[d], *(str(x) for x in taken))
                 for i, (d, taken) in enumerate(obs["rows"]))
    sheet = Sheet(t("Взятки по сдачам", "Tricks by deal"),
                  (t("Сдача", "Deal"), t("Сдатчик", "Dealer"), *names), rows,
                  ("", t("Всего", "Total"), *(str(x) for x in obs["total"])))

    controls = tuple(Control(i, card=C.to_text(m.action), to="trick")
                     for i, m in enumerate(moves))
    notes: tuple[str, ...] = ()
    if cut is not None and loser is not None:
        k = strikes(C.parse(cut))
        notes = ((t(f"{names[loser]} снимает {C.show(C.parse(cut), 'ru')}: "
                    + (f"по {k} щелчков от каждого" if k else "прощён"),
                    f"{names[loser]} cuts {C.show(C.parse(cut), 'en')}: "
                    + (f"{k} flicks from each player" if k else "pardoned"))),)
    return Picture(obs["game"], t("Семь листов", "Seven Cards"), viewer, tuple(seats), zones,
                   tuple(markers), _status(obs, viewer, moves, names, lang), last, last_label,
                   sheet, controls, notes)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        loser = obs["loser"]
        who = names[loser] if loser is not None else "?"
        return f"Игра окончена: проиграл {who}" if ru else f"Game over: {who} lost"
    turn = obs["to_move"]
    if turn is None or (turn == viewer and not moves):
        return ""
    if turn == viewer:
        if not obs["trick"]:
            return "Ваш ход: начните взятку" if ru else "Your move: lead to the trick"
        return "Ваш ход: положите карту" if ru else "Your move: play a card"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
