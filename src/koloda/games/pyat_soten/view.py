"""The table picture of Пять сотен (docs/table-picture.md), from one observation only:
seats with hands (faces for the viewer, backs for the others), the score, tricks and bids
as badges; the trick in the middle, the open kitty while it lies there, the dead hand and
the discards as counts; the contract and trump as markers; the last trick; the sheet of
every deal; a button for each bid and a control on each card that may be played."""

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
from koloda.games.pyat_soten.state import BID, DISCARD, JOKER, JOKER_LEAD, PASS, bid_show


def bid_label(index: int, lang: str) -> str:
    return bid_show(index, lang) if index >= 0 else ""


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(r: str, e: str) -> str:
        return r if ru else e

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    four = n == 4
    scores: list[int] = obs["scores"]
    declarer: int = obs["declarer"]
    phase: str = obs["phase"]
    over: bool = obs["over"]
    winners: list[int] = obs["winners"]
    last_bid: dict[int, str] = {}
    for s, b in obs["bids"]:
        last_bid[s] = t("пас", "pass") if b < 0 else bid_label(b, lang)

    seats = []
    for s in range(n):
        side = s % 2 if four else s
        hand = (Hand(tuple(obs["hand"])) if s == viewer
                else Hand(backs=obs["hand_sizes"][s]))
        badges = [Badge(t(f"счёт {scores[side]}", f"score {scores[side]}"),
                        "good" if over and side in winners else "")]
        if over and side in winners:
            badges.append(Badge(t("победа", "winner"), "good"))
        if phase in ("play", "discard") or (phase == "bid" and s in last_bid):
            if phase == "bid":
                badges.append(Badge(last_bid[s], "muted" if obs["passed"][s] else "info"))
            elif s == declarer:
                badges.append(Badge(t(f"заказ {bid_label(obs['high'], lang)}",
                                      f"bid {bid_label(obs['high'], lang)}"), "attack"))
        if phase in ("play", "over") or obs["won"][s]:
            badges.append(Badge(t(f"взяток {obs['won'][s]}", f"tricks {obs['won'][s]}"),
                                "muted"))
        if s == obs["dealer"] and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=obs["to_move"] == s))

    trick = obs["trick"]
    zones = [Zone("trick", "trick", t("Взятка", "Trick"), cards=tuple(c for _, c in trick),
                  seats=tuple(s for s, _ in trick))]
    if not obs["kitty_taken"]:
        zones.append(Zone("kitty", "row", t("Прикуп (открыт)", "Kitty (face up)"),
                          cards=tuple(obs["kitty"])))
    if obs["dead"]:
        zones.append(Zone("dead", "pile", t("Мёртвая рука", "Dead hand"),
                          cards=(None,), count=obs["dead"]))
    if obs["discarded"]:
        mine = obs["discard"] if viewer is not None and viewer == declarer else []
        zones.append(Zone("discard", "row" if mine else "pile", t("Снос", "Discards"),
                          cards=tuple(mine) if mine else (None,), count=obs["discarded"]))

    markers = [Marker(t("Сдача", "Deal"), str(obs["deal"]))]
    trump = obs["trump"]
    if phase in ("play", "discard", "over") and obs["deal"]:
        if declarer >= 0:
            markers.append(Marker(t("Заказ", "Contract"),
                                  f"{bid_label(obs['high'], lang)} — {names[declarer]}"))
        elif phase != "discard":
            markers.append(Marker(t("Заказ", "Contract"), t("нет, без козыря",
                                                            "none, no trumps")))
        markers.append(Marker(t("Козырь", "Trump"), t("нет", "none") if trump == "NT" else "",
                              suit=None if trump == "NT" else trump))
    elif phase == "bid" and obs["high"] >= 0:
        markers.append(Marker(t("Высший заказ", "Highest bid"),
                              f"{bid_label(obs['high'], lang)} — {names[declarer]}"))
    if obs["joker_named"]:
        markers.append(Marker(t("Джокер за", "Joker as"), "", suit=obs["joker_named"]))
    target = obs["rules"]["target"]
    markers.append(Marker(t("Игра до", "Game to"), str(target) if target else
                          t("одной сдачи", "one deal")))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"]:
        last = (Zone("last", "trick", cards=tuple(c for _, c in obs["last"]),
                     seats=tuple(s for s, _ in obs["last"])),)
        w = obs["last_winner"]
        last_label = t(f"Последняя взятка: {names[w]}", f"Last trick: {names[w]}")

    sides = 2 if four else n
    side_names = [f"{names[i]} + {names[i + 2]}" if four else names[i] for i in range(sides)]
    rows = []
    for k, (_, dec, bid, delta) in enumerate(obs["sheet"]):
        what = (f"{bid_label(bid, lang)}, {names[dec]}" if dec >= 0 and bid >= 0
                else t("без заказа", "no bid"))
        rows.append((str(k + 1), what, *(f"{d:+d}" for d in delta)))
    sheet = Sheet(t("Запись", "Score sheet"), (t("Сдача", "Deal"), t("Заказ", "Bid"),
                                              *side_names),
                  tuple(rows), (t("Итого", "Total"), "", *(str(v) for v in scores)))

    controls = []
    for i, m in enumerate(moves):
        a = m.action
        if a == PASS or a >= BID:
            controls.append(Control(i, button=True))
        elif a >= JOKER_LEAD:
            controls.append(Control(i, card=C.to_text(JOKER)))
        elif a >= DISCARD:
            controls.append(Control(i, card=C.to_text(a - DISCARD)))
        else:
            controls.append(Control(i, card=C.to_text(a)))

    title = t("Пять сотен", "Five Hundred")
    return Picture(obs["game"], title, viewer, tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, side_names, lang), last, last_label,
                   sheet, tuple(controls))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], side_names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        who = ", ".join(side_names[i] for i in obs["winners"])
        return f"Партия окончена: побеждает {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return ""
    phase = obs["phase"]
    if turn == viewer and moves:
        if phase == "bid":
            return ("Ваш заказ: от 6 до 10 взяток с мастью или без козыря, или пас" if ru
                    else "Your bid: 6 to 10 tricks in a suit or no trumps, or pass")
        if phase == "discard":
            left = 3 - obs["discarded"]
            return (f"Снесите карт: {left}" if ru else f"Lay away cards: {left}")
        if obs["trick"]:
            return "Ваш ход: ответьте на взятку" if ru else "Your move: play to the trick"
        return "Ваш ход: заходите" if ru else "Your move: lead"
    if turn == viewer:
        return ""
    verb = {"bid": ("торгуется", "bids"), "discard": ("сносит", "lays away"),
            "play": ("ходит", "plays")}.get(phase, ("ходит", "plays"))
    return f"{names[turn]} {verb[0]}" if ru else f"{names[turn]} {verb[1]}"


__all__ = ["JOKER", "picture"]
