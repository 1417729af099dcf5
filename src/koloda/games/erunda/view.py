"""The table picture of «Ерунда», from one observation only: the hands (faces for the
viewer, backs for the others, with the cards everyone saw go into a hand listed apart),
the talon with its turned cards, the deck with the trump card while it is shown, the
trick, markers, a status line, the last trick and the score sheet."""

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
from koloda.games.erunda.state import DISCARD, FIVE, KEEP


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    scores: list[int] = obs["scores"]
    winner = obs["winner"]
    turn = obs["to_move"]
    playing = obs["phase"] in ("play", "settle")
    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"очки {scores[s]}", f"points {scores[s]}"),
                        "good" if winner == s else "")]
        if obs["pluses"][s]:
            badges.append(Badge("+" * min(obs["pluses"][s], 6)
                                + (f"{obs['pluses'][s]}" if obs["pluses"][s] > 6 else ""),
                                "bad"))
        if s == obs["dealer"]:
            badges.append(Badge(t("сдаёт", "deals"), "info"))
        if s == obs["declarer"]:
            badges.append(Badge(t("на 5", "five"), "attack"))
        if s == obs["buyer"]:
            badges.append(Badge(t("прикупил", "bought"), "info"))
        if playing:
            if obs["active"][s]:
                badges.append(Badge(t(f"взятки {obs['won'][s]}", f"tricks {obs['won'][s]}"),
                                    "muted"))
            else:
                badges.append(Badge(t("бросил", "out"), "muted"))
        if winner == s:
            badges.append(Badge(t("победитель", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones = []
    if obs["talon"]:
        down = obs["talon"] - len(obs["turned"])
        zones.append(Zone("talon", "row", t("Прикуп", "Talon"),
                          cards=(*obs["turned"], *([None] * down))))
    zones.append(Zone("deck", "stock", t("Колода", "Deck"), count=obs["deck"],
                      trump=obs["trump_card"] if obs["phase"] in ("buy", "discard")
                      and obs["trump"] is not None and obs["trump_card"] != "?" else None))
    actives = [s for s in range(n) if obs["active"][s]]
    order = []
    if actives:
        seat = obs["leader"]
        for _ in range(len(obs["trick"])):
            order.append(seat)
            seat = next((seat + i) % n for i in range(1, n + 1) if obs["active"][(seat + i) % n])
    zones.append(Zone("trick", "trick", t("Взятка", "Trick"), cards=tuple(obs["trick"]),
                      seats=tuple(order)))
    for s in range(n):
        if obs["known"][s] and s != viewer:
            zones.append(Zone(f"known{s}", "row", t(f"Открыто у: {names[s]}",
                                                     f"Known in {names[s]}'s hand"),
                              cards=tuple(obs["known"][s])))

    markers = [Marker(t("Козырь", "Trump"),
                      (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[obs["trump"]] if obs["trump"] is not None
                      else t("нет", "none"),
                      suit=C.SUIT_ASCII[obs["trump"]] if obs["trump"] is not None else None),
               Marker(t("Сдача", "Deal"), str(obs["deal"])),
               Marker(t("До", "Target"), str(obs["rules"]["target"])),
               Marker(t("Кон", "Pot"), str(obs["pot"]))]

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] and obs["last_winner"] is not None:
        seats_last = []
        seat = obs["last_leader"]
        for _ in obs["last"]:
            seats_last.append(seat)
            seat = next((seat + i) % n for i in range(1, n + 1) if obs["active"][(seat + i) % n])
        last = (Zone("last", "trick", t("Последняя взятка", "Last trick"),
                     cards=tuple(obs["last"]), seats=tuple(seats_last)),)
        last_label = t(f"Взятку взял: {names[obs['last_winner']]}",
                       f"Taken by {names[obs['last_winner']]}")

    sheet = Sheet(t("Запись", "Score"), (t("Сдача", "Deal"), *names),
                  tuple(tuple(r) for r in obs["rows"]),
                  (t("Очки", "Points"), *(str(p) for p in scores)))

    controls = []
    for i, m in enumerate(moves):
        a = m.action
        if a < KEEP:
            controls.append(Control(i, card=C.to_text(a), to="trick"))
        elif a < DISCARD:
            controls.append(Control(i, card=C.to_text(a - KEEP), to="talon"))
        elif a < FIVE:
            controls.append(Control(i, card=C.to_text(a - DISCARD)))
        else:
            controls.append(Control(i, button=True))
    return Picture(obs["game"], t("Ерунда", "Erunda"), viewer, tuple(seats), tuple(zones),
                   tuple(markers), _status(obs, viewer, moves, names, lang), last, last_label,
                   sheet, tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        w = obs["winner"]
        return (f"Партия окончена: выиграл {names[w]} ({obs['scores'][w]})" if ru
                else f"Game over: {names[w]} won ({obs['scores'][w]})")
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn != viewer or not moves:
        return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
    asks = {
        "declare": ("Ваш ход: объявить «на 5» или пас", "Your move: declare five or pass"),
        "buy": ("Ваш ход: оставьте одну карту и возьмите прикуп, или откажитесь",
                "Your move: keep one card and take the talon, or decline"),
        "discard": ("Снесите одну лишнюю карту", "Discard your extra card"),
        "join": ("Играете или бросаете карты?", "Play this deal or drop out?"),
        "settle": ("Взяток нет: плюс или списать очки", "No trick: a plus or strike off points"),
    }
    if obs["phase"] in asks:
        return asks[obs["phase"]][0 if ru else 1]
    if obs["trick"]:
        led = C.show(C.parse(obs["trick"][0]), lang)
        return f"Ваш ход: ответьте на {led}" if ru else f"Your move: answer {led}"
    return "Ваш ход: ходите" if ru else "Your move: lead a card"
