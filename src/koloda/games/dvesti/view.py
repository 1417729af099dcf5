"""The table picture of Двести, from one observation only: the hands (faces for the
viewer, backs for the others), badges for the side's score, the bids and the dealer,
the trick, the kitten while it lies on the table, markers for the contract, the trump
and the target, the last trick and the sheet of deals; a control for every legal move
(a hand card to play or lay away, a button for a bid, a pass or a trump)."""

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
from koloda.engine.texts import count_ru


def bid_text(value: int, rules: Mapping[str, Any], lang: str) -> str:
    if value == 100 and rules["hundred_for_two"]:
        return "100 на 200" if lang == "ru" else "100 for 200"
    return str(value)


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    rules = obs["rules"]
    sides: list[int] = obs["sides"]
    scores: list[int] = obs["scores"]
    phase: str = obs["phase"]
    over: bool = obs["over"]
    turn = obs["to_move"]
    last_bid: dict[int, int] = {}
    for seat, value in obs["bids"]:
        last_bid[seat] = value
    team_play = len(scores) < n

    seats = []
    for s in range(n):
        hand = Hand(tuple(obs["hand"])) if s == viewer else Hand(backs=obs["hand_sizes"][s])
        side = sides[s]
        won = side in obs["winners"]
        badges = [Badge(t(f"счёт {scores[side]}", f"score {scores[side]}"),
                        "good" if won else "bad" if scores[side] < 0 else "")]
        if s == obs["shadow"]:
            badges.append(Badge(t("тень", "shadow"), "muted"))
        elif team_play:
            badges.append(Badge(t(f"команда {side + 1}", f"team {side + 1}"), "muted"))
        if s not in obs["active"] and not over:
            badges.append(Badge(t("отдыхает", "sits out"), "muted"))
        if over and won:
            badges.append(Badge(t("победа", "winner"), "good"))
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        if s == obs["bidder"] and phase != "bidding":
            badges.append(Badge(t("заказ ", "bid ") + bid_text(obs["high"], rules, lang),
                                "active"))
        elif phase == "bidding" and s in last_bid:
            v = last_bid[s]
            badges.append(Badge(bid_text(v, rules, lang) if v else t("пас", "pass"),
                                "info" if v else "muted"))
        if phase == "play" and obs["tricks"][s]:
            badges.append(Badge(t(f"взяток {obs['tricks'][s]}",
                                  f"tricks {obs['tricks'][s]}"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    trick = obs["trick"]
    zones = [Zone("trick", "trick", t("Взятка", "Trick"),
                  cards=tuple(c for _, c in trick), seats=tuple(s for s, _ in trick))]
    if obs["kitten"]:
        zones.append(Zone("kitten", "stock", t("Котёнок", "Kitten"), count=obs["kitten"]))
    if obs["laid_count"]:
        # faces only for the bidder himself (a spectator's copy has them masked)
        if viewer is not None and viewer == obs["bidder"] and obs["laid"]:
            zones.append(Zone("laid", "row", t("Снесено", "Laid away"),
                              cards=tuple(obs["laid"])))
        else:
            zones.append(Zone("laid", "pile", t("Снесено", "Laid away"),
                              count=obs["laid_count"]))

    markers = [Marker(t("Игра до", "Game to"), str(rules["target"]))]
    if obs["bidder"] is not None:
        label = t("Ставка", "High bid") if phase == "bidding" else t("Заказ", "Contract")
        markers.append(Marker(label, f"{bid_text(obs['high'], rules, lang)} — "
                                     f"{names[obs['bidder']]}"))
    trump = obs["trump"]
    if trump is not None:
        s = C.SUIT_ASCII.index(trump)
        markers.append(Marker(t("Козырь", "Trump"),
                              (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[s], suit=trump))
    if phase == "play":
        taken = obs["taken"]
        markers.append(Marker(t("Очки в раздаче", "Points this deal"),
                              " : ".join(str(v) for v in taken)))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        cards = obs["last"]["cards"]
        last = (Zone("last", "trick", cards=tuple(c for _, c in cards),
                     seats=tuple(s for s, _ in cards)),)
        last_label = t(f"Взял {names[obs['last']['taker']]}",
                       f"Taken by {names[obs['last']['taker']]}")

    shadow = obs["shadow"]
    columns = (t("Раздача", "Deal"), t("Заказ", "Bid"),
               *(names[shadow] if shadow is not None and i == sides[shadow]
                 else t(f"Команда {i + 1}", f"Team {i + 1}") if team_play
                 else names[i] for i in range(len(scores))))
    rows = []
    for k, row in enumerate(obs["sheet"]):
        mark = "" if row["made"] else " ✗"
        playing = row.get("playing", range(len(scores)))
        rows.append((str(k + 1), f"{names[row['bidder']]}: "
                     f"{bid_text(row['bid'], rules, lang)}{mark}",
                     *(f"{d:+d} = {v}" if i in playing else f"— {v}"
                       for i, (d, v) in enumerate(zip(row["deltas"], row["totals"],
                                                      strict=True)))))
    sheet = Sheet(t("Запись", "Score sheet"), columns, tuple(rows),
                  (t("Итого", "Total"), "", *(str(v) for v in scores)))

    controls = []
    for i, m in enumerate(moves):
        a = m.action
        if 0 <= a < 256:
            controls.append(Control(i, card=C.to_text(a), to="trick"))
        elif a >= 3000:
            controls.append(Control(i, card=C.to_text(a - 3000)))
        else:
            controls.append(Control(i, button=True))
    title = t("Двести", "Two Hundred")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, lang), last, last_label, sheet,
                   tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        won = [names[s] for s, x in enumerate(obs["sides"]) if x in obs["winners"]]
        return ("Игра окончена, победа: " if ru else "Game over, won by: ") + ", ".join(won)
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn != viewer:
        return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
    if not moves:
        return ""
    phase = obs["phase"]
    if phase == "bidding":
        return ("Ваше слово: ставка или пас" if ru else "Your call: bid or pass")
    if phase == "kitten":
        left = 4 - obs["laid_count"]
        return (f"Снесите ещё {count_ru(left, 'карту', 'карты', 'карт')}" if ru
                else f"Lay away {left} more card{'' if left == 1 else 's'}")
    if phase == "trump":
        return "Назовите козырь" if ru else "Name the trump"
    if obs["trick"]:
        return "Ваш ход: отвечайте в масть" if ru else "Your move: follow suit"
    return "Ваш ход: вы ведёте взятку" if ru else "Your move: you lead"
