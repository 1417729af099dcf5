"""The table picture of «Три карты на кон» (docs/table-picture.md), from one observation
only: the hands (faces for the viewer, backs for the others), each seat's chips, tricks
this deal and the dealer's mark, the trick in play, the stock with the turned trump, the
trump, stake and target as markers, the last trick, the sheet of deals, and a control for
each legal move (a hand card to play or to lay away, a button to keep the hand)."""

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
from koloda.games.tri_karty.state import KEEP, SWAP, side_of


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    balance: list[int] = obs["balance"]
    dealer: int = obs["dealer"]
    turn = obs["to_move"]
    trump_text: str | None = obs["trump"]
    winners = _winners(obs) if over else []

    seats = []
    for s in range(n):
        if s == viewer:
            hand = Hand(tuple(obs["hand"]))
        elif obs["trump_held"] and s == dealer and trump_text is not None:
            hand = Hand((trump_text,), backs=obs["hand_sizes"][s] - 1)  # all saw him take it
        else:
            hand = Hand(backs=obs["hand_sizes"][s])
        badges = [Badge(t(f"фишки {balance[s]:+d}", f"chips {balance[s]:+d}"),
                        "good" if balance[s] > 0 else "bad" if balance[s] < 0 else "")]
        if not over:
            badges.append(Badge(t(f"взяток {obs['taken'][s]}", f"tricks {obs['taken'][s]}"),
                                "info"))
        if s == dealer and not over:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        if n == 4:
            badges.append(Badge(t(f"пара {side_of(s, n) + 1}", f"pair {side_of(s, n) + 1}"),
                                "muted"))
        if s in winners:
            badges.append(Badge(t("победа", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    trick = obs["trick"]
    zones = [Zone("trick", "trick", t("Взятка", "Trick"),
                  cards=tuple(card for _, card in trick), seats=tuple(s for s, _ in trick))]
    if obs["stock"]:
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"],
                          trump=None if obs["trump_taken"] else trump_text))
    markers = []
    if trump_text is not None:
        suit = C.suit_of(C.parse(trump_text))
        markers.append(Marker(t("Козырь", "Trump"),
                              C.SUIT_NAMES_RU[suit] if ru else C.SUIT_NAMES_EN[suit],
                              suit=C.SUIT_ASCII[suit]))
    rules = obs["rules"]
    markers.append(Marker(t("Ставка", "Stake"), str(rules["stake"])))
    markers.append(Marker(t("Игра до", "Game to"),
                          str(rules["target"]) if rules["target"] else t("одной сдачи",
                                                                          "one deal")))
    laid = face_of(obs["laid_away"])  # a spectator's copy has it as "?"
    if laid is not None and viewer is not None and viewer == dealer:
        markers.append(Marker(t("Вы отложили", "You laid away"), "", card=laid))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"] is not None:
        cards = obs["last"]["cards"]
        last = (Zone("last", "trick", cards=tuple(c for _, c in cards),
                     seats=tuple(s for s, _ in cards)),)
        who = names[obs["last"]["won"]]
        last_label = t(f"Последняя взятка: {who}", f"Last trick: {who}")

    rows = []
    for i, (d, tricks, delta) in enumerate(obs["rows"]):
        rows.append((str(i + 1), names[d], str(tricks), *(f"{x:+d}" for x in delta)))
    sheet = Sheet(t("Сдачи", "Deals"),
                  (t("Сдача", "Deal"), t("Сдатчик", "Dealer"), t("Взяток", "Tricks"), *names),
                  tuple(rows), ("", "", t("Итого", "Total"), *(f"{b:+d}" for b in balance)))

    controls = []
    for i, m in enumerate(moves):
        if m.action == KEEP:
            controls.append(Control(i, button=True))
        elif m.action >= SWAP:
            controls.append(Control(i, card=C.to_text(m.action - SWAP)))
        else:
            controls.append(Control(i, card=C.to_text(m.action), to="trick"))
    return Picture(obs["game"], t("Три карты на кон", "Three Cards for the Pot"), viewer,
                   tuple(seats), tuple(zones), tuple(markers),
                   _status(obs, viewer, moves, names, lang), last, last_label, sheet,
                   tuple(controls))


def _winners(obs: Mapping[str, Any]) -> list[int]:
    n: int = obs["players"]
    balance: list[int] = obs["balance"]
    best = max(balance)
    if best <= 0:
        return []
    side = side_of(balance.index(best), n)
    return [s for s in range(n) if side_of(s, n) == side]


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        won = _winners(obs)
        who = ", ".join(names[s] for s in won)
        return f"Игра окончена: выигрыш — {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and not moves:
        return ""
    if turn == viewer:
        if obs["phase"] == "swap":
            return ("Ваш ход: обменяйте карту на открытый козырь или оставьте руку" if ru
                    else "Your move: swap a card for the turned trump, or keep your hand")
        if not obs["trick"]:
            return "Ваш ход: начните взятку" if ru else "Your move: lead to the trick"
        return "Ваш ход: положите карту" if ru else "Your move: play a card"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
