"""Тысяча terminal view: one observation dict in, rich-markup text out.

The view reads nothing but the observation (the contract shared with the state), so it
shows a seat exactly what that seat may know: the score line (scores, barrels, bolts),
the phase and whose move it is and why, the bids, the talon when it is visible, the gifts,
the trump and declared marriages, the trick on the table, the seat's own hand sorted by
suit with red hearts and diamonds, and how many cards the others hold. Russian by
default, English with ``lang="en"``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError

_SUITS = "SCDH"
_RED = (2, 3)
_MARRIAGE_RU = {"S": "пиковый", "C": "трефовый", "D": "бубновый", "H": "червовый",
                "A": "тузовый"}
_MARRIAGE_EN = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts", "A": "four aces"}
_STRENGTH = {9: 0, 11: 1, 12: 2, 13: 3, 10: 4, 14: 5}


def _t(lang: str, ru: str, en: str) -> str:
    return ru if lang == "ru" else en


def card_markup(text: str, lang: str = "ru") -> str:
    """One card for the terminal: ``[red]Т♥[/red]``, ``К♠``."""
    try:
        card = C.parse(text)
    except ParseError:  # show whatever the observation holds
        return text
    shown = C.show(card, lang)
    if C.suit_of(card) in _RED:
        return f"[red]{shown}[/red]"
    return f"[bold]{shown}[/bold]"


def suit_markup(letter: str | None, lang: str = "ru") -> str:
    if letter is None or letter not in _SUITS:
        return _t(lang, "нет", "none")
    s = _SUITS.index(letter)
    sym = C.SUIT_UNICODE[s]
    name = C.SUIT_NAMES_RU[s] if lang == "ru" else C.SUIT_NAMES_EN[s]
    body = f"{sym} {name}"
    return f"[red]{body}[/red]" if s in _RED else f"[bold]{body}[/bold]"


def _cards(texts: Sequence[str] | None, lang: str) -> str:
    if not texts:
        return "—"
    return " ".join(card_markup(t, lang) for t in texts)


def _name(seat: Any, me: int, lang: str) -> str:
    if seat is None:
        return "—"
    if seat == me:
        return _t(lang, "вы", "you")
    return _t(lang, f"игрок {seat}", f"player {seat}")


def _capital(seat: Any, me: int, lang: str) -> str:
    text = _name(seat, me, lang)
    return text[:1].upper() + text[1:]


def _hand_by_suit(texts: Sequence[str], lang: str) -> list[str]:
    groups: dict[int, list[int]] = {}
    for t in texts:
        try:
            card = C.parse(t)
        except ParseError:
            continue
        groups.setdefault(C.suit_of(card), []).append(card)
    lines = []
    for s in (3, 2, 1, 0):  # hearts first: the dearest marriage
        cards = groups.get(s)
        if not cards:
            continue
        cards.sort(key=lambda c: -_STRENGTH.get(C.rank_of(c), 0))
        sym = C.SUIT_UNICODE[s]
        head = f"[red]{sym}[/red]" if s in _RED else f"[bold]{sym}[/bold]"
        lines.append(f"  {head}  " + " ".join(card_markup(C.to_text(c), lang)
                                               for c in cards))
    return lines


def _min_bid(obs: Mapping[str, Any]) -> int:
    high = obs.get("high_bid")
    if isinstance(high, int) and high:
        return high + 5
    return 100


def _discard_reason(obs: Mapping[str, Any], lang: str) -> str:
    """Two players: the first discard joins the declarer's tricks, the second the spare
    talon (which goes to the winner of the last trick)."""
    if len(obs.get("hand") or []) >= 12 or obs.get("seat") != obs.get("declarer"):
        return _t(lang, "сбросить две карты (первая — в свои взятки)",
                  "discard two cards (the first joins your tricks)")
    return _t(lang, "сбросить вторую карту (в оставшийся прикуп)",
              "discard the second card (into the spare talon)")


def _status(obs: Mapping[str, Any], lang: str) -> str:
    """Whose move it is and what is asked of him."""
    phase = obs.get("phase")
    me = int(obs.get("seat", 0))
    mover = obs.get("to_move")
    contract = obs.get("contract") or obs.get("high_bid")
    if phase == "over":
        return _t(lang, "[bold]игра окончена[/bold]", "[bold]game over[/bold]")
    reasons = {
        "dark": (_t(lang, "играть втёмную или смотреть карты",
                    "play dark or look at the cards")),
        "redeal": _t(lang, "можно попросить пересдачу", "a redeal may be asked for"),
        "unblind": _t(lang, "можно перебить тёмную ставкой 125",
                      "the dark game may be cancelled by bidding 125"),
        "bidding": _t(lang, f"торговля, нужно не меньше {_min_bid(obs)}",
                      f"bidding, at least {_min_bid(obs)}"),
        "talon": _t(lang, "выбор прикупа" if obs.get("players") == 2 else "прикуп",
                    "choose a talon" if obs.get("players") == 2 else "the talon"),
        "giving": _t(lang, "отдать по карте каждому сопернику",
                     "give one card to each opponent"),
        "discard": _discard_reason(obs, lang),
        "contract": _t(lang, f"заказ {contract}: повысить, играть или расписать",
                       f"contract {contract}: raise, play or concede"),
    }
    if phase == "play":
        trick = obs.get("trick") or []
        if not trick:
            why = _t(lang, "заход", "lead a card")
        else:
            led = str(trick[0][1])
            letter = led[-1:] if led[-1:] in _SUITS else None
            why = _t(lang, f"положить карту, заход в {suit_markup(letter, lang)}",
                     f"play a card to the lead in {suit_markup(letter, lang)}")
    else:
        why = reasons.get(str(phase), str(phase))
    if mover is None:
        return why
    if mover == me:
        return _t(lang, f"[bold green]ваш ход:[/bold green] {why}",
                  f"[bold green]your move:[/bold green] {why}")
    return _t(lang, f"ход игрока {mover}: {why}", f"player {mover} to move: {why}")


def _score_lines(obs: Mapping[str, Any], lang: str) -> list[str]:
    me = int(obs.get("seat", 0))
    players = int(obs.get("players", 3))
    scores = obs.get("scores") or [0] * players
    barrel = obs.get("barrel") or [False] * players
    left = obs.get("barrel_deals_left") or [None] * players
    bolts = obs.get("bolts") or [0] * players
    sizes = obs.get("hand_sizes") or [0] * players
    tricks = obs.get("tricks_won") or [0] * players
    taken = obs.get("taken_points") or [0] * players
    declarer = obs.get("declarer")
    out_seat = obs.get("sitting_out")
    in_play = obs.get("phase") in ("play", "over")
    lines = []
    for p in range(players):
        parts = [f"{_capital(p, me, lang):<9}", f"[bold]{scores[p]:>5}[/bold]"]
        if p < len(barrel) and barrel[p]:
            n = left[p] if p < len(left) else None
            parts.append(_t(lang, f"🛢 бочка ({n} разд.)" if n is not None else "🛢 бочка",
                            f"🛢 barrel ({n} deals)" if n is not None else "🛢 barrel"))
        if p < len(bolts) and bolts[p]:
            parts.append(_t(lang, f"болты: {bolts[p]}", f"bolts: {bolts[p]}"))
        if p == obs.get("dealer"):
            parts.append(_t(lang, "сдаёт", "dealer"))
        if p == out_seat:
            parts.append(_t(lang, "на прикупе", "sits out"))
        if p == declarer:
            parts.append(_t(lang, "[yellow]разыгрывает[/yellow]", "[yellow]declarer[/yellow]"))
        if p != me and p != out_seat and p < len(sizes):
            parts.append(_t(lang, f"карт: {sizes[p]}", f"cards: {sizes[p]}"))
        if in_play and p != out_seat and p < len(tricks):
            parts.append(_t(lang, f"взяток: {tricks[p]}, очков: {taken[p]}",
                            f"tricks: {tricks[p]}, points: {taken[p]}"))
        lines.append("  " + "  ".join(parts))
    return lines


def _bids_line(obs: Mapping[str, Any], lang: str) -> str | None:
    bids = obs.get("bids") or []
    if not bids:
        return None
    me = int(obs.get("seat", 0))
    items = []
    for seat, value in bids:
        shown = _t(lang, "пас", "pass") if value == "pass" else str(value)
        items.append(f"{_name(seat, me, lang)} {shown}")
    return _t(lang, "Торговля: ", "Bids: ") + ", ".join(items)


def _gifts_line(obs: Mapping[str, Any], lang: str) -> str | None:
    gifts = obs.get("gifts") or []
    if not gifts:
        return None
    me = int(obs.get("seat", 0))
    items = []
    for giver, to, card in gifts:
        shown = card_markup(card, lang) if card else _t(lang, "(закрыта)", "(face down)")
        items.append(f"{_name(giver, me, lang)} → {_name(to, me, lang)}: {shown}")
    return _t(lang, "Отдано: ", "Given: ") + "; ".join(items)


def _marriage(letter: str, value: Any, lang: str) -> str:
    if letter in _SUITS:
        sym = C.SUIT_UNICODE[_SUITS.index(letter)]
        sym = f"[red]{sym}[/red]" if _SUITS.index(letter) in _RED else sym
    else:
        sym = "A×4"
    name = (_MARRIAGE_RU if lang == "ru" else _MARRIAGE_EN).get(letter, letter)
    return f"{sym} {name} {value}"


def render(obs: Mapping[str, Any], lang: str = "ru") -> str:
    """The seat's view of the game as rich markup."""
    me = int(obs.get("seat", 0))
    lines: list[str] = []
    title = _t(lang, "Тысяча", "Thousand (1000)")
    deal = obs.get("deal_no")
    head = f"[bold]{title}[/bold]"
    if deal:
        head += _t(lang, f" · раздача {deal}", f" · deal {deal}")
    if obs.get("golden"):
        head += _t(lang, " · [yellow]золотой кон[/yellow]", " · [yellow]golden round[/yellow]")
    if obs.get("dark"):
        head += _t(lang, " · [magenta]втёмную[/magenta]", " · [magenta]dark game[/magenta]")
    lines.append(head)
    lines.extend(_score_lines(obs, lang))
    lines.append(_status(obs, lang))
    bids = _bids_line(obs, lang)
    if bids:
        lines.append(bids)
    declarer = obs.get("declarer")
    contract = obs.get("contract")
    if declarer is not None and contract:
        lines.append(_t(lang, f"Заказ: {contract} ({_name(declarer, me, lang)})",
                        f"Contract: {contract} ({_name(declarer, me, lang)})"))
    talon = obs.get("talon")
    size = obs.get("talon_size") or 0
    if talon:
        lines.append(_t(lang, "Прикуп: ", "Talon: ") + _cards(talon, lang))
    elif size:
        lines.append(_t(lang, f"Прикуп: {size} карт(ы), закрыт",
                        f"Talon: {size} cards, face down"))
    gifts = _gifts_line(obs, lang)
    if gifts:
        lines.append(gifts)
    received = obs.get("received") or []
    if received:
        lines.append(_t(lang, "Вам отдали: ", "You received: ") + _cards(received, lang))
    if obs.get("phase") in ("play", "over") or obs.get("trump"):
        lines.append(_t(lang, "Козырь: ", "Trump: ") + suit_markup(obs.get("trump"), lang))
    declared = obs.get("declared") or []
    if declared:
        lines.append(_t(lang, "Марьяжи: ", "Marriages: ") + "; ".join(
            f"{_name(p, me, lang)} {_marriage(str(s), v, lang)}" for p, s, v in declared))
    trick = obs.get("trick") or []
    if trick:
        lines.append(_t(lang, "На столе: ", "On the table: ") + ", ".join(
            f"{_name(p, me, lang)} {card_markup(c, lang)}" for p, c in trick))
    hand = obs.get("hand") or []
    if obs.get("sitting_out") == me:
        lines.append(_t(lang, "Вы сидите на прикупе в этой раздаче.",
                        "You sit out this deal (on the talon)."))
    lines.append(_t(lang, f"Ваши карты ({len(hand)}):", f"Your cards ({len(hand)}):"))
    if not hand and obs.get("sitting_out") != me and obs.get("phase") in (
            "dark", "unblind", "bidding", "giving", "contract"):
        lines.append(_t(lang, "  (карты ещё не открыты)", "  (not looked at yet)"))
    else:
        lines.extend(_hand_by_suit(hand, lang) or ["  —"])
    last = obs.get("last_deal")
    if isinstance(last, Mapping):
        deltas = last.get("deltas") or []
        made = last.get("made")
        who = _name(last.get("declarer"), me, lang)
        verdict = _t(lang, "сыграл" if made else "не сыграл", "made" if made else "failed")
        lines.append(_t(lang, "Прошлая раздача: ", "Last deal: ")
                     + f"{who} {last.get('contract')} — {verdict}; "
                     + ", ".join(f"{_name(p, me, lang)} {d:+d}" if isinstance(d, int)
                                 else f"{_name(p, me, lang)} {d}"
                                 for p, d in enumerate(deltas)))
    if obs.get("phase") == "over":
        scores = obs.get("scores") or []
        if scores:
            best = max(range(len(scores)), key=lambda p: scores[p])
            lines.append(_t(lang, f"[bold]Победитель: {_name(best, me, lang)}[/bold]",
                            f"[bold]Winner: {_name(best, me, lang)}[/bold]"))
    return "\n".join(lines)
