"""The table picture of a Rummy-to-40 observation, in Russian or English.

Built from the observation, the viewer's legal moves and the seats' names alone: another
seat's cards are backs, except those every seat saw it take (a discard taken, a joker
swapped out, melds taken back); every meld lies open in the middle, numbered as moves
name it; the stock is a count, the discard pile shows its top."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from koloda.engine import cards as C
from koloda.engine.names import name_of
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
    as_int,
    as_list,
    face_of,
    item_at,
)
from koloda.games.rummy40 import logic as L


@cache
def _face_text(text: str) -> str | None:
    return face_of(text)


def _face(value: Any) -> str | None:
    """``face_of``, remembered for strings (a picture reads the same cards many times)."""
    return _face_text(value) if isinstance(value, str) else None


def _faces(values: Any) -> list[str]:
    return [f for f in (_face(x) for x in as_list(values)) if f]


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    ru = lang == "ru"
    n = max(1, as_int(obs.get("players"), 3))
    me = viewer if viewer is not None else -1

    def name(s: Any) -> str:
        return name_of(s, me, lang, names, n)

    rules = obs.get("rules") if isinstance(obs.get("rules"), Mapping) else {}
    assert isinstance(rules, Mapping)
    over = obs.get("phase") == "over"
    turn = obs.get("turn")
    dealer = obs.get("dealer")
    opened = as_list(obs.get("opened"))
    scores = as_list(obs.get("scores"))
    hand = _faces(obs.get("hand")) if viewer is not None else []
    seats = []
    for s in range(n):
        size = as_int(item_at(obs.get("hand_sizes"), s))
        if s == viewer:
            h = Hand(tuple(hand))
        elif over and as_list(obs.get("hands")):
            faces = _faces(item_at(obs.get("hands"), s))
            h = Hand(tuple(faces), max(0, size - len(faces)))
        else:
            faces = _faces(item_at(obs.get("known"), s))
            h = Hand(tuple(faces), max(0, size - len(faces)))
        badges = [Badge(f"{'очки' if ru else 'points'}: {as_int(item_at(scores, s))}")]
        if item_at(opened, s):
            badges.append(Badge("выложился" if ru else "opened", "good"))
        if s == dealer:
            badges.append(Badge("сдавал" if ru else "dealt", "muted"))
        seats.append(SeatView(s, h, tuple(badges), to_move=turn == s and not over))
    zones: list[Zone] = [
        Zone("stock", "stock", "колода" if ru else "stock",
             count=as_int(obs.get("stock_size"))),
    ]
    top = _face(obs.get("pile_top"))
    zones.append(Zone("pile", "pile", "отбой" if ru else "discards",
                      cards=(top,) if top else (), count=as_int(obs.get("pile_size"))))
    for i, m in enumerate(as_list(obs.get("melds"))):
        zones.append(_meld_zone(f"meld{i + 1}", f"№{i + 1} · {name(m.get('owner'))}"
                                if ru else f"#{i + 1} · {name(m.get('owner'))}", m, lang))
    pending = as_list(obs.get("pending"))
    if pending:
        cards: list[str] = []
        for m in pending:
            cards.extend(_faces(m.get("cards")))
        pts = as_int(obs.get("pending_points"))
        need = as_int(rules.get("opening"), 40)
        zones.append(Zone("pending", "row",
                          (f"выкладывает {name(turn)}: {pts} из {need}" if ru
                           else f"{name(turn)} lays down: {pts} of {need}"),
                          cards=tuple(cards)))
    deals = as_int(rules.get("deals"), 5)
    markers = [
        Marker("раздача" if ru else "deal", f"{as_int(obs.get('deal'))}/{deals}"),
        Marker("первая выкладка" if ru else "first lay-down",
               f"≥ {as_int(rules.get('opening'), 40)}"),
    ]
    if obs.get("round") is not None:
        markers.append(Marker("раунд" if ru else "round",
                              f"{as_int(obs.get('round'))}/{as_int(rules.get('rounds'), 20)}"))
    if as_int(obs.get("reshuffled")):
        markers.append(Marker("отбой перетасован" if ru else "reshuffled",
                              str(as_int(obs.get("reshuffled")))))
    status = _status(obs, viewer, name, ru, over)
    sheet = _sheet(obs, n, name, ru)
    controls = []
    for i, mv in enumerate(moves):
        a = mv.action
        if L.DISCARD <= a < L.LAY:
            card = _held_text(hand, a - L.DISCARD)
            controls.append(Control(i, card=card, to="pile") if card else
                            Control(i, button=True))
        elif L.LAY <= a < L.SWAP:
            m, x = divmod(a - L.LAY, 512)
            card = _held_text(hand, L.JOKER if x >= 256 else x)
            controls.append(Control(i, card=card, to=f"meld{m + 1}") if card
                            else Control(i, button=True))
        elif L.SWAP <= a < L.MELD_SET:
            m, f = divmod(a - L.SWAP, 256)
            card = _held_text(hand, f)
            controls.append(Control(i, card=card, to=f"meld{m + 1}") if card
                            else Control(i, button=True))
        elif a >= L.MELD_SET:
            reals = [f for f in L.meld_faces(a) if f != L.JOKER]
            card = _held_text(hand, reals[0]) if reals else None
            controls.append(Control(i, card=card) if card else Control(i, button=True))
        else:
            controls.append(Control(i, button=True))
    notes: tuple[str, ...] = ()
    if over:
        won = ", ".join(name(s) for s in as_list(obs.get("winners")))
        notes = ((f"меньше всех очков: {won}" if ru else f"fewest points: {won}"),)
    title = "Рамми до 40" if ru else "Rummy to 40"
    return Picture(str(obs.get("game", "rummy40")), title, viewer, tuple(seats),
                   tuple(zones), tuple(markers), status, sheet=sheet,
                   controls=tuple(controls), notes=notes)


_RANK_RU = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}


def _held_text(hand: list[str], f: int) -> str | None:
    for t in hand:
        if _face_of_text(t) == f:
            return t
    return None


@cache
def _face_of_text(text: str) -> int:
    return L.face(C.parse(text))


def _meld_zone(zid: str, label: str, m: Any, lang: str) -> Zone:
    cards = _faces(m.get("cards")) if isinstance(m, Mapping) else []
    stands = as_list(m.get("stands")) if isinstance(m, Mapping) else []
    captions = []
    for i in range(len(cards)):
        s = item_at(stands, i)
        captions.append(f"={_RANK_RU.get(s, s)}" if isinstance(s, str) and lang == "ru"
                        else f"={s}" if isinstance(s, str) else "")
    pts = as_int(m.get("points")) if isinstance(m, Mapping) else 0
    note = f"{pts} очк." if lang == "ru" else f"{pts} pts"
    return Zone(zid, "row", label, cards=tuple(cards),
                captions=tuple(captions) if any(captions) else (), note=note)


def _status(obs: Mapping[str, Any], viewer: int | None, name: Any, ru: bool,
            over: bool) -> str:
    if over:
        return "игра окончена" if ru else "the game is over"
    if obs.get("phase") != "play":
        return "раздача карт" if ru else "dealing"
    turn = obs.get("turn")
    mine = turn == viewer
    who = ("Вы" if ru else "You") if mine else name(turn)
    if who in ("Вы", "You"):  # the one person's seat, read from a computer's
        mine = turn == viewer
        if not mine:
            return ("Ваш ход" if ru else "Your turn")
    if obs.get("step") == "draw":
        if mine:
            return ("Ваш ход: возьмите карту из колоды или верхнюю из отбоя" if ru
                    else "Your turn: draw from the stock or take the top discard")
        return f"{who}: берёт карту" if ru else f"{who}: drawing"
    if as_list(obs.get("pending")):
        need = as_int((obs.get("rules") or {}).get("opening"), 40)
        pts = as_int(obs.get("pending_points"))
        if mine:
            return (f"Первая выкладка: {pts} из {need} — выложите ещё или заберите назад"
                    if ru else f"First lay-down: {pts} of {need} — lay more or take it "
                               f"back")
    if mine:
        return ("Ваш ход: выкладывайте комбинации, докладывайте, затем сбросьте карту"
                if ru else "Your turn: lay melds, add cards, then discard")
    return f"{who}: выкладывает и сбрасывает" if ru else f"{who}: melding and discarding"


def _sheet(obs: Mapping[str, Any], n: int, name: Any, ru: bool) -> Sheet | None:
    points = as_list(obs.get("deal_points"))
    if not points:
        return None
    outs = as_list(obs.get("deal_out"))
    rows = []
    for i, pts in enumerate(points):
        out = item_at(outs, i)
        rows.append((str(i + 1), *(str(as_int(item_at(pts, s))) + ("*" if s == out else "")
                                   for s in range(n))))
    foot = ("итого" if ru else "total",
            *(str(as_int(item_at(obs.get("scores"), s))) for s in range(n)))
    return Sheet("штрафные очки" if ru else "penalty points",
                 ("раздача" if ru else "deal", *(name(s) for s in range(n))),
                 tuple(rows), foot)
