"""The table picture of every solitaire (layout ``patience``), built from the observation
and the player's legal moves alone.

Each pile is a ``fan`` zone whose ``id`` is the pile's typed name (``7``, ``f1``, ``s``,
``a3``: what a person types in a move, so a terminal can show it), placed on the grid by
its ``row``/``col``, with its cards bottom first (None for a face-down card), its count,
and a label people read («Стопка 7», «Основание 1», «Колода»).

Every legal move is tied to what a person touches:

- a move of a card or a run: a control on its lowest card (``zone`` the pile, ``pos`` the
  card's index) with ``to`` the target pile; a card with several targets has one control
  per target, the move home first (the usual one: a double click plays it);
- a pair taken out together: two controls of the same move, one on each card, each with
  ``to`` the other card's pile (click one, then the other, or drag one onto the other); a
  card going out alone (a King making 13 by itself) or turned up (``open``): a control on
  the card with no ``to``, played by a click;
- dealing from the stock and turning the waste over: a click on the stock (``pos`` -1);
- a step of a forced deal, giving up, and the game's own moves that no pile names
  (closing up gaps, reshuffling): buttons. A game maps its own moves onto the table
  with :meth:`~.game.PatienceGame.special_touches`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from koloda.engine.picture import Control, Marker, MoveRef, Picture, SeatView, Zone
from koloda.games.patience import actions as A

if TYPE_CHECKING:
    from koloda.games.patience.game import PatienceGame

# (pile, index of the card touched or -1 for the pile itself, the target pile or None)
Touch = tuple[int, int, int | None]

_KIND_RU = {"tableau": "Стопка", "foundation": "Основание", "cell": "Ячейка",
            "stock": "Колода", "waste": "Сброс", "reserve": "Резерв"}
_KIND_EN = {"tableau": "Pile", "foundation": "Foundation", "cell": "Cell",
            "stock": "Stock", "waste": "Waste", "reserve": "Reserve"}
_PLACE = {"ru": "Место", "en": "Place"}  # a tableau place of one card on a grid
_LETTER = {"foundation": "f", "cell": "c", "stock": "s", "waste": "w", "reserve": "r"}


def pile_title(game: PatienceGame, piles: Sequence[Mapping[str, Any]], i: int,
               lang: str) -> str:
    """The name people read for pile ``i``: the game's own name for its label, else
    the kind's word, numbered when the layout has more than one pile of that kind."""
    pile = piles[i]
    label, kind = str(pile["label"]), str(pile["kind"])
    own = game.pile_titles.get(label)
    if own is not None:
        return own[0] if lang == "ru" else own[1]
    words = _KIND_RU if lang == "ru" else _KIND_EN
    word = words.get(kind, label)
    if kind == "tableau" and pile.get("fan") == "none":
        word = _PLACE["ru" if lang == "ru" else "en"]
    if sum(p["kind"] == kind for p in piles) == 1 and kind != "tableau":
        return word
    letter = _LETTER.get(kind, "")
    number = label[len(letter):] if letter and label.startswith(letter) \
        and label[len(letter):].isdigit() else label
    return f"{word} {number}"


def _cards(pile: Mapping[str, Any]) -> tuple[str | None, ...]:
    # a spectator's observation writes a card no one may see as "?": a back, like None
    return tuple(c if isinstance(c, str) and c != "?" else None for c in pile["cards"])


def touches(game: PatienceGame, obs: Mapping[str, Any], action: int) -> list[Touch]:
    """Where a person touches the table to make ``action``; empty: a button."""
    piles: Sequence[Mapping[str, Any]] = obs["piles"]
    kind, a, b, n = A.decode(action)
    if kind == A.MOVE:
        return [(a, int(piles[a]["count"]) - n, b)]
    if kind in (A.DRAW, A.RECYCLE):
        stock = next((i for i, p in enumerate(piles) if p["kind"] == "stock"), None)
        return [] if stock is None else [(stock, -1, None)]
    if kind == A.REMOVE:
        if b == A.NONE:
            return [(a, int(piles[a]["count"]) - 1, None)]
        return [(a, int(piles[a]["count"]) - 1, b), (b, int(piles[b]["count"]) - 1, a)]
    if kind == A.OPEN:
        return [(a, int(piles[a]["count"]) - 1, None)]
    if kind == A.SPECIAL:
        return game.special_touches(obs, action)
    return []  # a step, giving up


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str] | None, lang: str) -> str:
    ru = lang == "ru"
    if obs.get("won"):
        return "Пасьянс сошёлся!" if ru else "Solved!"
    if obs.get("over"):
        return "Пасьянс не сошёлся" if ru else "Not solved"
    if not moves:
        if viewer is None and names:
            return f"Раскладывает: {names[0]}" if ru else f"Playing: {names[0]}"
        return "Пасьянс раскладывается" if ru else "The deal is being played"
    kinds = {A.decode(m.action)[0] for m in moves} - {A.GIVE_UP}
    if not kinds:
        return ("Ходов нет — остаётся сдаться" if ru
                else "No moves left but giving up")
    if kinds == {A.DRAW}:
        return "Ходов нет — сдайте из колоды" if ru else "No moves — deal from the stock"
    if kinds == {A.RECYCLE}:
        return ("Ходов нет — переверните сброс в колоду" if ru
                else "No moves — turn the waste over into the stock")
    if kinds == {A.STEP}:
        return ("Пасьянс раскладывается сам — шаг за шагом" if ru
                else "The deal plays itself, a step at a time")
    if kinds == {A.OPEN}:
        return "Откройте карту" if ru else "Turn up a card"
    return "Ваш ход" if ru else "Your move"


def _markers(game: PatienceGame, obs: Mapping[str, Any], lang: str) -> list[Marker]:
    ru = lang == "ru"
    out = [Marker("Ходы" if ru else "Moves", str(obs.get("moves", 0)))]
    points = obs.get("points", 0)
    if game.shows_points or points:
        out.append(Marker("Очки" if ru else "Points", str(points)))
    left = obs.get("redeals_left")
    if left is not None:
        out.append(Marker("Пересдач осталось" if ru else "Redeals left", str(left)))
    passes = obs.get("passes", 0)
    if passes:
        out.append(Marker("Пересдач сделано" if ru else "Redeals made", str(passes)))
    out.extend(game.view_markers(obs, lang))
    return out


def patience_picture(game: PatienceGame, obs: Mapping[str, Any], viewer: int | None,
                     moves: Sequence[MoveRef], lang: str = "ru",
                     names: Sequence[str] | None = None) -> Picture:
    """The picture of a solitaire's observation ``obs`` with the player's ``moves``."""
    piles: Sequence[Mapping[str, Any]] = obs["piles"]
    ids = [str(p["label"]) for p in piles]
    zones = tuple(
        Zone(ids[i], "fan", pile_title(game, piles, i, lang), cards=_cards(p),
             count=int(p["count"]), fan=str(p["fan"]), row=float(p["row"]),
             col=float(p["col"]))
        for i, p in enumerate(piles))
    homes = {i for i, p in enumerate(piles) if p["kind"] == "foundation"}
    placed: list[tuple[bool, Control]] = []
    for k, m in enumerate(moves):
        found = touches(game, obs, m.action)
        if not found:
            placed.append((False, Control(k, button=True)))
        for pile, pos, to in found:
            control = Control(k, zone=ids[pile], pos=pos,
                              to=None if to is None else ids[to])
            placed.append((to in homes, control))
    # a card's move home comes first among its controls: the one a double click plays
    placed.sort(key=lambda hc: not hc[0])
    title = game.title_ru if lang == "ru" else game.title_en
    over = bool(obs.get("over"))
    seat = SeatView(0, to_move=not over and bool(obs.get("dealt", True)))
    return Picture(
        game.key, title, viewer, seats=(seat,), zones=zones,
        markers=tuple(_markers(game, obs, lang)),
        status=_status(obs, viewer, moves, names, lang),
        controls=tuple(c for _home, c in placed),
        notes=tuple(game.view_notes(obs, lang)), layout="patience")
