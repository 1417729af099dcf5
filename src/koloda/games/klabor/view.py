"""The table picture of Клабор (docs/table-picture.md), from one observation only: the
hands (the other hand as backs, with the cards it has shown face up), the face-down
threes before they are taken, the stock with the turned card, the trick, markers for
trumps, the taker and the target, the last trick, the sheet deal by deal, and a control
for each legal move (cards of the hand; buttons for the bidding and the exchange)."""

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
from koloda.games.klabor.state import DECLARE, TAKE, meld_text
from koloda.games.klabor.texts import points_word

_NOTES = {"made": ("сыграл", "made"), "tie": ("ничья", "tie"), "bust": ("не сыграл", "bust"),
          "void": ("пересдача", "all passed"), "klabor": ("клабор", "klabor")}


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    if names is None:
        names = seat_names(2, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    scores: list[int] = obs["scores"]
    taker = obs["taker"]
    turn = obs["to_move"]
    seats = []
    for s in (0, 1):
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        else:
            shown = tuple(obs["shown"][s])
            hand = Hand(shown, backs=obs["hand_sizes"][s] - len(shown))
        badges = [Badge(points_word(scores[s], lang), "good" if obs["winner"] == s else "")]
        if over and obs["winner"] == s:
            badges.append(Badge(t("победитель", "winner"), "good"))
        if not over and s == obs["dealer"]:
            badges.append(Badge(t("сдаёт", "dealer"), "muted"))
        if not over and taker == s:
            badges.append(Badge(t("играет", "taker"), "attack"))
        if obs["phase"] == "play":
            badges.append(Badge(t(f"взяток {obs['won_tricks'][s]}, очков {obs['won_points'][s]}",
                                  f"tricks {obs['won_tricks'][s]}, points "
                                  f"{obs['won_points'][s]}"), "info"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones: list[Zone] = []
    for s in (0, 1):
        if obs["piles"][s]:
            zones.append(Zone(f"three{s}", "row", t(f"Прикуп: {names[s]}", f"Three: {names[s]}"),
                              cards=(None,) * obs["piles"][s]))
    if obs["turned"] is not None:
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"],
                          trump=obs["turned"]))
    number = len(obs["tricks"]) + 1
    zones.append(Zone("trick", "trick", t(f"Взятка {min(number, 9)}", f"Trick {min(number, 9)}"),
                      cards=tuple(c for _, c in obs["trick"]),
                      seats=tuple(s for s, _ in obs["trick"])))

    markers = [Marker(t("Игра до", "Game to"), str(obs["target"]))]
    if obs["trump"] is not None:
        markers.append(Marker(t("Козырь", "Trumps"), "", suit=C.SUIT_ASCII[obs["trump"]]))
    if taker is not None:
        markers.append(Marker(t("Играет", "Taker"), names[taker]))
    elif obs["phase"] in ("bid1", "bid2"):
        markers.append(Marker(t("Торговля", "Bidding"), t(f"круг {obs['round']}",
                                                          f"round {obs['round']}")))
    markers.append(Marker(t("Раздача", "Deal"), str(obs["deal"])))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["tricks"]:
        lead, cards, won = obs["tricks"][-1]
        last = (Zone("last", "trick", cards=tuple(cards), seats=(lead, 1 - lead)),)
        last_label = t(f"Взятка {len(obs['tricks'])}: берёт {names[won]}",
                       f"Trick {len(obs['tricks'])}: {names[won]} takes it")

    rows = []
    for r in obs["sheet"]:
        how = _NOTES[r["note"]][0 if ru else 1]
        if r["taker"] >= 0:
            how = f"{names[r['taker']]} {C.SUIT_UNICODE[r['trump']]}: {how}"
        rows.append((str(r["deal"]), *(str(x) for x in r["added"]), how))
    sheet = Sheet(t("Запись", "Score sheet"), (t("Раздача", "Deal"), *names, t("Итог", "Result")),
                  tuple(rows), (t("Всего", "Total"), *(str(x) for x in scores), ""))

    controls = []
    for i, m in enumerate(moves):
        if m.action < TAKE:
            controls.append(Control(i, card=C.to_text(m.action & ~DECLARE)))
        else:
            controls.append(Control(i, button=True))

    notes = []
    for s in (0, 1):
        d = obs["declared"][s]
        if d is not None:
            runs = tuple(tuple(r) for r in d["runs"])
            trump = obs["trump"] if obs["trump"] is not None else 0
            notes.append(f"{names[s]}: {meld_text((d['bella'], runs), trump, lang)}")
    summary = obs["summary"]
    if summary is not None and obs["phase"] != "play":
        notes.append(t("Прошлая раздача: ", "Last deal: ") + ", ".join(
            f"{names[s]} {summary['cards'][s]}+{summary['melds'][s]}" for s in (0, 1)))
    title = t("Клабор", "Klabor")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, lang), last, last_label, sheet,
                   tuple(controls), tuple(notes))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        w = obs["winner"]
        how = (" — клабор" if ru else ": klabor") if obs["klabor"] is not None else ""
        if ru:
            return f"Игра окончена: побеждает {names[w]}{how}"
        return f"Game over: {names[w]} won{how}"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn != viewer or not moves:
        return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
    if obs["phase"] == "bid1":
        return ("Ваше слово: играть с открытым козырем или пас" if ru else
                "Your call: take the turned suit as trumps, or pass")
    if obs["phase"] == "bid2":
        return ("Ваше слово: назвать свой козырь или пас" if ru else
                "Your call: name another suit as trumps, or pass")
    if obs["trick"]:
        led = C.show(C.parse(obs["trick"][0][1]), lang)
        return f"Ваш ход: ответьте на {led}" if ru else f"Your move: answer {led}"
    return "Ваш ход" if ru else "Your move"
