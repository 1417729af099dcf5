"""The table picture of «За правду» and of the games built on it (docs/table-picture.md),
from one observation only: the hands (faces for the viewer, backs for the others), each
seat's declaration and tricks, the trick on the table (a word under each шаха, when the
rules deal them: to beat or «за простую»), the trump, the deal and the шахи as markers,
the last trick, the sheet of every deal, and a control for each legal move (a card of
the hand; a button per declaration and for a шаха «за простую»)."""

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
from koloda.engine.texts import plural_ru
from koloda.games.za_pravdu.state import PLAIN


def _points(n: int, ru: bool) -> str:
    if ru:
        return f"{n} {plural_ru(n, 'очко', 'очка', 'очков')}"
    return f"{n} point{'' if n == 1 else 's'}"


def _wild_words(shakhi: Sequence[Sequence[int]], ru: bool) -> str:
    """The шахи in words (card texts would read as cards to the hidden-card checks)."""
    six = shakhi[0][0] == 6  # the lowest rank: a six or a seven
    if len(shakhi) == 2:
        return ("чёрные " + ("шестёрки" if six else "семёрки") if ru
                else "the black " + ("sixes" if six else "sevens"))
    return ("трефовая " + ("шестёрка" if six else "семёрка") if ru
            else "the " + ("six" if six else "seven") + " of clubs")


def _captions(plays: Sequence[Sequence[Any]], ru: bool) -> tuple[str, ...]:
    """A word under each шаха: played to beat, or «за простую»; plain cards get none."""
    words = {"wild": ("шаха", "wild"), "plain": ("за простую", "as plain")}
    if not any(p[2] for p in plays):
        return ()
    return tuple(words[p[2]][0 if ru else 1] if p[2] else "" for p in plays)


def view(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
         lang: str = "ru", names: Sequence[str] | None = None,
         title: tuple[str, str] = ("За правду", "For the Truth")) -> Picture:
    """``title``: the picture's heading (Russian, English), the game's short name."""
    ru = lang == "ru"

    def t(ru_text: str, en_text: str) -> str:
        return ru_text if ru else en_text

    n: int = obs["players"]
    if names is None:
        names = seat_names(n, () if viewer is None else (viewer,), lang)
    over: bool = obs["over"]
    scores: list[int] = obs["scores"]
    best = max(scores)
    bids: list[int | None] = obs["bids"]
    won: list[int] = obs["won"]
    turn = obs["to_move"]
    trump = obs["trump"]

    seats = []
    for s in range(n):
        hand = (Hand(tuple(obs["hand"])) if s == viewer
                else Hand(backs=obs["hand_sizes"][s]))
        if trump is not None and obs["trump_held"] and s == obs["dealer"] and s != viewer:
            hand = Hand((trump,), backs=obs["hand_sizes"][s] - 1)  # the trump all saw
        badges = [Badge(_points(scores[s], ru),
                        "good" if over and scores[s] == best else "")]
        if bids and bids[s] is not None:
            exact = won[s] == bids[s]
            badges.append(Badge(t(f"заказ {bids[s]}, взял {won[s]}",
                                  f"bid {bids[s]}, took {won[s]}"),
                                "good" if exact else "info"))
        if over and scores[s] == best:
            badges.append(Badge(t("победитель", "winner"), "good"))
        elif not over and s == obs["dealer"]:
            badges.append(Badge(t("сдаёт", "deals"), "muted"))
        seats.append(SeatView(s, hand, tuple(badges), to_move=turn == s))

    trick = obs["trick"]
    zones = (Zone("trick", "trick", t("Взятка", "The trick"),
                  cards=tuple(p[1] for p in trick), seats=tuple(p[0] for p in trick),
                  captions=_captions(trick, ru)),)
    markers = [Marker(t("Раздача", "Deal"),
                      t(f"{obs['deal']} из {obs['deals']}, по {obs['size']}",
                        f"{obs['deal']} of {obs['deals']}, {obs['size']} each"))]
    if trump is not None:
        markers.append(Marker(t("Козырь", "Trump"), C.show(C.parse(trump), lang),
                              card=trump))
        taken = sum(b for b in bids if b is not None)
        if obs["shakhi"]:
            markers.append(Marker(t("Шахи", "Wild cards"), _wild_words(obs["shakhi"], ru)))
        markers.append(Marker(t("Заказано", "Declared"),
                              t(f"{taken} из {obs['size']}", f"{taken} of {obs['size']}")))

    last: tuple[Zone, ...] = ()
    last_label = ""
    if obs["last"]:
        cards = obs["last"]["cards"]
        last = (Zone("last", "trick", cards=tuple(p[1] for p in cards),
                     seats=tuple(p[0] for p in cards), captions=_captions(cards, ru)),)
        last_label = t(f"Последняя взятка: {names[obs['last']['taker']]}",
                       f"Last trick: {names[obs['last']['taker']]}")

    rows = []
    for size, tr, b, w, p in obs["sheet"]:
        cells = [f"{p[s]} ({b[s]}/{w[s]})" for s in range(n)]
        rows.append((str(size), C.SUIT_UNICODE[C.SUIT_ASCII.index(tr)], *cells))
    sheet = Sheet(t("Запись: очки (заказ/взял)", "Sheet: points (bid/took)"),
                  (t("Карт", "Cards"), t("Козырь", "Trump"), *names), tuple(rows),
                  (t("Итого", "Total"), "", *(str(p) for p in scores)))

    # a шаха's card plays it to beat; «за простую» is a button with the move's label
    controls = tuple(Control(i, button=True) if m.action >= PLAIN
                     else Control(i, card=C.to_text(m.action)) for i, m in enumerate(moves))
    return Picture(obs["game"], t(*title), viewer, tuple(seats), zones, tuple(markers),
                   _status(obs, viewer, moves, names, ru), last, last_label, sheet, controls)


def _status(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            names: Sequence[str], ru: bool) -> str:
    if obs["over"]:
        scores: list[int] = obs["scores"]
        best = max(scores)
        top = ", ".join(names[s] for s, p in enumerate(scores) if p == best)
        return (f"Игра окончена: побеждает {top} ({_points(best, ru)})" if ru
                else f"Game over: {top} wins ({_points(best, ru)})")
    turn = obs["to_move"]
    if turn is None:
        return ""
    if turn == viewer and moves:
        if obs["bidding"]:
            return (f"Ваш заказ: сколько взяток из {obs['size']} вы возьмёте?" if ru
                    else f"Your declaration: how many of the {obs['size']} tricks will "
                         "you take?")
        if obs["trick"]:
            lead = C.show(C.parse(obs["trick"][0][1]), "ru" if ru else "en")
            return f"Ваш ход: на {lead}" if ru else f"Your move: on {lead}"
        return "Ваш ход: заходите" if ru else "Your move: lead a card"
    if turn == viewer:
        return ""
    if obs["bidding"]:
        return f"Заказывает {names[turn]}" if ru else f"{names[turn]} declares"
    return f"Ходит {names[turn]}" if ru else f"{names[turn]} to move"
