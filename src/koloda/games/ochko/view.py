"""The table picture of «Очко» (docs/table-picture.md), from one observation only: each
seat's cards (faces where the viewer may see them, backs otherwise), its chips, stake,
points and outcome, the bank's mark; the stock and the cut card in the middle; the bank,
the deal and the bank's rule as markers; the last deal; the sheet of deals; buttons for
the stakes, «ещё» and «хватит»."""

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
from koloda.games.ochko.state import hand_points

STATUS = {
    "bust": ("перебор", "bust", "bad"),
    "21": ("очко", "21", "good"),
    "won": ("выиграл", "won", "good"),
    "lost": ("проиграл", "lost", "bad"),
    "stand": ("хватит", "stands", "info"),
    "out": ("не играет", "sits out", "muted"),
}


def _faces(cards: Sequence[Any]) -> tuple[list[str], int]:
    """The faces the viewer may see of a hand, and how many lie face down."""
    faces = [f for f in (face_of(c) for c in cards) if f is not None]
    return faces, len(cards) - len(faces)


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    rules = obs["rules"]
    over: bool = obs["over"]
    banker: int = obs["banker"]
    turn = obs["to_move"]
    balance: list[int] = obs["balance"]
    held = balance[:]
    held[banker] += obs["pot"]
    best = max(held)

    seats = []
    for s in range(n):
        faces: list[str] = []
        if obs["hands"][s] is None:
            backs: int = obs["sizes"][s]
        else:
            faces, backs = _faces(obs["hands"][s])
        hand = Hand(tuple(faces), backs=backs)
        badges = [Badge(t(f"фишки {balance[s]}", f"chips {balance[s]}"),
                        "bad" if balance[s] == 0 else "")]
        if s == banker and not over:
            badges.append(Badge(t(f"банк {obs['pot']}", f"bank {obs['pot']}"), "active"))
        if obs["stakes"][s] and not over:
            badges.append(Badge(t(f"ставка {obs['stakes'][s]}", f"stake {obs['stakes'][s]}"),
                                "attack"))
        if faces and not backs:
            pts = hand_points([C.parse(f) for f in faces], rules["deck"], rules["two_aces"])
            badges.append(Badge(t(f"очков {pts}", f"points {pts}"), "info"))
        word = STATUS.get(obs["status"][s])
        if word is not None and not over:
            badges.append(Badge(word[0] if ru else word[1], word[2]))
        if over and held[s] == best:
            badges.append(Badge(t("победа", "winner"), "good"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    zones = []
    if obs["stock"]:
        zones.append(Zone("stock", "stock", t("Колода", "Stock"), count=obs["stock"]))
    cut = face_of(obs["cut"])
    if cut is not None:
        zones.append(Zone("cut", "row", t("Подрезка", "Cut card"), cards=(cut,)))
    if obs["discard"]:
        zones.append(Zone("discard", "pile", t("Сыграно", "Played"), count=obs["discard"],
                          note=_tally(obs.get("gone") or (), lang)))

    markers = [
        Marker(t("Банк", "Bank"), str(obs["pot"])),
        Marker(t("Сдача", "Deal"), f"{max(obs['deal_no'], 1)} / {rules['deals']}"),
        Marker(t("Банк прикупает до", "The bank draws to"), str(rules["bank_stands"])),
    ]

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"]:
        zs = []
        for s, cards, st in obs["last"]:
            shown = tuple(f for f in (face_of(c) for c in cards) if f is not None)
            word = STATUS.get(st)
            note = "" if word is None else (word[0] if ru else word[1])
            if s == banker or st == "bank":
                note = t("банк", "bank")
            zs.append(Zone(f"last{s}", "row", names[s], cards=shown, note=note))
        last = tuple(zs)
        last_label = t("Прошлая сдача", "The last deal")

    rows = []
    for i, (b, total, delta) in enumerate(obs["rows"]):
        rows.append((str(i + 1), names[b], "—" if total is None else str(total),
                     *(f"{d:+d}" if d else "0" for d in delta)))
    sheet = Sheet(t("Сдачи", "Deals"),
                  (t("Сдача", "Deal"), t("Банкомёт", "Banker"), t("У банка", "Bank had"),
                   *names),
                  tuple(rows), ("", "", t("Фишки", "Chips"), *(str(h) for h in held)))

    controls = tuple(Control(i, button=True) for i in range(len(moves)))
    return Picture(obs["game"], t("Очко", "Twenty-One"), viewer, tuple(seats),
                   tuple(zones), tuple(markers), _status(obs, viewer, moves, names, lang),
                   last, last_label, sheet, controls)


def _tally(gone: Sequence[str], lang: str) -> str:
    """The face-up played cards counted by rank, highest first («Т 2 · 10 1 · 6 3»): what a
    punter counting a running deck keeps in mind, so that a person sees what the computer
    counts."""
    ranks: dict[int, int] = {}
    for text in gone:
        rank = C.rank_of(C.parse(text))
        ranks[rank] = ranks.get(rank, 0) + 1
    names = C.RANK_RU if lang == "ru" else C.RANK_ASCII
    return " · ".join(f"{names.get(r, str(r))} {ranks[r]}" for r in sorted(ranks, reverse=True))


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], lang: str) -> str:
    ru = lang == "ru"
    if obs["over"]:
        held = obs["balance"][:]
        held[obs["banker"]] += obs["pot"]
        best = max(held)
        who = ", ".join(names[s] for s, h in enumerate(held) if h == best)
        return f"Игра окончена: выигрыш — {who}" if ru else f"Game over: {who} won"
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        staking = obs["phase"] == "stake_all" or obs["status"][turn] == "stake"
        if staking:
            return ("Ваш ход: сколько ставите против банка?" if ru
                    else "Your move: how much do you stake against the bank?")
        return "Ваш ход: ещё карту или хватит?" if ru else "Your move: hit or stand?"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
