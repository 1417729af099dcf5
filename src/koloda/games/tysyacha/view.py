"""Тысяча terminal view: one observation dict in, rich-markup text out.

The view reads nothing but the observation (the contract shared with the state), so it
shows a seat exactly what that seat may know: the score line (scores, barrels, bolts),
the phase and whose move it is and why, the bids, the talon when it is visible, the gifts,
the trump and declared marriages, the trick on the table, the seat's own hand sorted by
suit with red hearts and diamonds, and how many cards the others hold. Russian by
default, English with ``lang="en"``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.names import lower_name, name_of
from koloda.engine.texts import CARDS, count

Who = Callable[[Any], str]

_SUITS = "SCDH"
_RED = (2, 3)
_MARRIAGE_RU = {"S": "пиковый", "C": "трефовый", "D": "бубновый", "H": "червовый",
                "A": "тузовый"}
_MARRIAGE_EN = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts", "A": "four aces"}
_STRENGTH = {9: 0, 11: 1, 12: 2, 13: 3, 10: 4, 14: 5}


def _t(lang: str, ru: str, en: str) -> str:
    return ru if lang == "ru" else en


def card_markup(text: str, lang: str = "ru", mark: str = "") -> str:
    """One card for the terminal: ``[red]Т♥[/red]``, ``К♠``; ``mark`` "play" underlines
    a card that may be played now, "dim" dims one that may not."""
    try:
        card = C.parse(text)
    except ParseError:  # show whatever the observation holds
        return text
    shown = C.show(card, lang)
    red = C.suit_of(card) in _RED
    if mark == "play":
        style = "bold underline red" if red else "bold underline"
        return f"[{style}]{shown}[/{style}]"
    if mark == "dim":
        style = "dim red" if red else "dim"
        return f"[{style}]{shown}[/{style}]"
    if red:
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


def namer(obs: Mapping[str, Any], lang: str, names: Sequence[str] | None) -> Who:
    """The seat's display name as the observing seat knows it ("—" for none), with a
    "[" escaped so that a chosen name is never read as markup."""
    me = int(obs.get("seat", 0))
    players = int(obs.get("players", 3))
    return lambda seat: name_of(seat, me, lang, names, players).replace("[", "\\[")


def _hand_by_suit(texts: Sequence[str], lang: str, trump: Any = None,
                  playable: Collection[str] = ()) -> list[str]:
    """The hand by suit, hearts first; the trump suit's line is marked, and when some
    cards may be played now and some may not, the playable ones are underlined and the
    others dimmed."""
    play_set = {_canon(t) for t in playable}
    hand_set = {_canon(t) for t in texts}
    partial = bool(play_set & hand_set) and bool(hand_set - play_set)
    trump_suit = _SUITS.index(trump) if isinstance(trump, str) and trump in _SUITS else -1
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
        if s == trump_suit:
            head = f"[reverse]{head}[/reverse]"
        line = f"  {head}  " + " ".join(
            card_markup(C.to_text(c), lang,
                        ("play" if C.to_text(c) in play_set else "dim") if partial else
                        ("play" if C.to_text(c) in play_set else ""))
            for c in cards)
        if s == trump_suit:
            line += _t(lang, "   [yellow]← козырь[/yellow]", "   [yellow]← trump[/yellow]")
        lines.append(line)
    return lines


def _canon(text: str) -> str:
    try:
        return C.to_text(C.parse(text))
    except ParseError:
        return text


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


def _status(obs: Mapping[str, Any], lang: str, who: Who) -> str:
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
    return _t(lang, f"ходит {who(mover)}: {why}", f"{who(mover)} to move: {why}")


def _score_lines(obs: Mapping[str, Any], lang: str, who: Who) -> list[str]:
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
    width = max([9, *(len(who(p)) for p in range(players))])
    for p in range(players):
        parts = [who(p).ljust(width), f"[bold]{scores[p]:>5}[/bold]"]
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


def _bids_line(obs: Mapping[str, Any], lang: str, who: Who) -> str | None:
    bids = obs.get("bids") or []
    if not bids:
        return None
    items = []
    for seat, value in bids:
        shown = _t(lang, "пас", "pass") if value == "pass" else str(value)
        items.append(f"{who(seat)} {shown}")
    return _t(lang, "Торговля: ", "Bids: ") + ", ".join(items)


def _gifts_line(obs: Mapping[str, Any], lang: str, who: Who) -> str | None:
    gifts = obs.get("gifts") or []
    if not gifts:
        return None
    items = []
    for giver, to, card in gifts:
        shown = card_markup(card, lang) if card else _t(lang, "(закрыта)", "(face down)")
        items.append(f"{who(giver)} → {who(to)}: {shown}")
    return _t(lang, "Отдано: ", "Given: ") + "; ".join(items)


def _marriage(letter: str, value: Any, lang: str) -> str:
    if letter in _SUITS:
        sym = C.SUIT_UNICODE[_SUITS.index(letter)]
        sym = f"[red]{sym}[/red]" if _SUITS.index(letter) in _RED else sym
    else:
        sym = "A×4"
    name = (_MARRIAGE_RU if lang == "ru" else _MARRIAGE_EN).get(letter, letter)
    return f"{sym} {name} {value}"


def render(obs: Mapping[str, Any], lang: str = "ru", names: Sequence[str] | None = None,
           playable: Collection[str] = ()) -> str:
    """The seat's view of the game as rich markup; ``names`` name the seats (default:
    "Вы" for the observing seat, "Игрок 1", "Игрок 2", … for the others), ``playable``
    are the hand's cards to highlight."""
    me = int(obs.get("seat", 0))
    who = namer(obs, lang, names)
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
    lines.extend(_score_lines(obs, lang, who))
    lines.append(_status(obs, lang, who))
    bids = _bids_line(obs, lang, who)
    if bids:
        lines.append(bids)
    declarer = obs.get("declarer")
    contract = obs.get("contract")
    if declarer is not None and contract:
        lines.append(_t(lang, f"Заказ: {contract} ({who(declarer)})",
                        f"Contract: {contract} ({who(declarer)})"))
    talon = obs.get("talon")
    size = obs.get("talon_size") or 0
    if talon:
        lines.append(_t(lang, "Прикуп: ", "Talon: ") + _cards(talon, lang))
    elif size:
        lines.append(_t(lang, f"Прикуп: {count(size, 'ru', CARDS)}, закрыт",
                        f"Talon: {count(size, 'en', CARDS)}, face down"))
    gifts = _gifts_line(obs, lang, who)
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
            f"{who(p)} {_marriage(str(s), v, lang)}" for p, s, v in declared))
    last_trick = last_trick_line(obs, lang, who)
    if last_trick and obs.get("phase") == "play":
        lines.append(last_trick)
    trick = obs.get("trick") or []
    if trick:
        lines.append(_t(lang, "На столе: ", "On the table: ") + ", ".join(
            f"{who(p)} {card_markup(c, lang)}" for p, c in trick))
    hand = obs.get("hand") or []
    if obs.get("sitting_out") == me:
        lines.append(_t(lang, "Вы сидите на прикупе в этой раздаче.",
                        "You sit out this deal (on the talon)."))
    lines.append(_t(lang, f"Ваши карты ({len(hand)}):", f"Your cards ({len(hand)}):"))
    if not hand and obs.get("sitting_out") != me and obs.get("phase") in (
            "dark", "unblind", "bidding", "giving", "contract"):
        lines.append(_t(lang, "  (карты ещё не открыты)", "  (not looked at yet)"))
    else:
        lines.extend(_hand_by_suit(hand, lang, obs.get("trump"), playable) or ["  —"])
    last = obs.get("last_deal")
    if isinstance(last, Mapping):
        deltas = last.get("deltas") or []
        made = last.get("made")
        if last.get("roospis"):
            verdict = _t(lang, "роспись", "roospis")
        else:
            verdict = _t(lang, "сыграно" if made else "не сыграно",
                         "made" if made else "failed")
        lines.append(_t(lang, "Прошлая раздача: ", "Last deal: ")
                     + f"{who(last.get('declarer'))} {last.get('contract')} — {verdict}; "
                     + ", ".join(f"{who(p)} {d:+d}" if isinstance(d, int)
                                 else f"{who(p)} {d}"
                                 for p, d in enumerate(deltas)))
    if obs.get("phase") == "over":
        scores = obs.get("scores") or []
        winner = obs.get("winner")
        if not isinstance(winner, int) and scores:
            winner = max(range(len(scores)), key=lambda p: scores[p])
        if isinstance(winner, int):
            lines.append(_t(lang, f"[bold]Победитель: {who(winner)}[/bold]",
                            f"[bold]Winner: {who(winner)}[/bold]"))
    return "\n".join(lines)


def last_trick_line(obs: Mapping[str, Any], lang: str, who: Who) -> str | None:
    """"Прошлая взятка: Игрок 1 Т♠, Вы 9♠, Игрок 2 10♠ — берёт Игрок 1 (+21)"."""
    last = obs.get("last_trick")
    if not isinstance(last, Mapping) or not last.get("cards"):
        return None
    cards = ", ".join(f"{who(p)} {card_markup(c, lang)}" for p, c in last["cards"])
    name = who(last.get("winner"))
    pts = last.get("points", 0)
    you = name in ("Вы", "You")
    if lang == "ru":
        taker = f"берёте {lower_name(name)}" if you else f"берёт {name}"
        return f"Прошлая взятка: {cards} — {taker} (+{pts})"
    taker = f"{lower_name(name)} take it" if you else f"{name} takes it"
    return f"Last trick: {cards} — {taker} (+{pts})"


def render_last(obs: Mapping[str, Any], lang: str = "ru",
                names: Sequence[str] | None = None) -> str:
    """The last completed trick of this deal (the ``last`` command)."""
    line = last_trick_line(obs, lang, namer(obs, lang, names))
    if line is None:
        return _t(lang, "В этой раздаче ещё не было взяток.",
                  "No trick has been taken in this deal yet.")
    return line
