"""Тысяча terminal view: one observation dict in, rich-markup text out.

The view reads nothing but the observation (the contract shared with the state), so it
shows a seat exactly what that seat may know: the score line (scores, barrels, bolts),
the phase and whose move it is and why, the bids, the talon when it is visible, the gifts,
the trump and declared marriages, the trick on the table, the seat's own hand sorted by
suit with red hearts and diamonds, and how many cards the others hold. Russian by
default, English with ``lang="en"``.

:func:`picture` builds the game's table picture (``Tysyacha.view``, drawn by the one
renderer of each surface) from the same observation, the viewer's legal moves and the
seats' names.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.names import lower_name, name_of, seat_names
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
from koloda.engine.texts import CARDS, count, plural_ru
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.rules import PRESETS
from koloda.games.tysyacha.sheet import sheet_cells
from koloda.games.tysyacha.texts import is_you

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


# --- the table picture ---------------------------------------------------------------------
#
# What every surface draws (docs/table-picture.md): built from the observation, the
# viewer's legal moves and the seats' names alone. A card the observation does not show
# (None, or "?" in a spectator's observation) is a back.

_HAND_SUITS = "HDCS"  # hearts first: the dearest marriage
_HAND_RANKS = (C.ACE, 10, C.KING, C.QUEEN, C.JACK, 9)
_AUCTION = ("dark", "redeal", "unblind", "bidding")
_QUIET = ("deal", "over")  # between deals and after the game: no talon, gifts or trick
_PRESET_NAMES = {
    "table": ("застольные правила", "kitchen-table rules"),
    "classic": ("классика", "classic rules"),
    "golden_dark": ("золотой кон и тёмная", "golden round and dark play"),
}
# house rules a title names (in this order); any other changed rule is only counted
_HEADLINES = (
    ("golden", "золотой кон", "golden round"),
    ("dark", "тёмная", "dark play"),
    ("ace_marriage", "тузовый марьяж", "ace marriage"),
    ("discard_face_down", "снос втёмную", "face-down gifts"),
    ("barrel_900", "бочка 900", "barrel at 900"),
    ("more_than_1000", "больше 1000", "more than 1000"),
    ("no_jumps", "без прыжков", "no jumps"),
    ("samosval", "самосвал", "samosval"),
)
_TITLE_NAMES = 3  # at most this many rules named in a title, the rest counted


def _count(n: int, lang: str, ru: tuple[str, str, str], en: tuple[str, str]) -> str:
    """«2 взятки» / "2 tricks"."""
    if lang == "ru":
        return f"{n} {plural_ru(n, *ru)}"
    return f"{n} {en[0] if n == 1 else en[1]}"


def _face(value: Any) -> str | None:
    """A card text as a picture holds it, or None for a card the viewer may not see."""
    if not isinstance(value, str):
        return None
    try:
        return C.to_text(C.parse(value))
    except ParseError:
        return None


def _faces(values: Any) -> tuple[str | None, ...]:
    return tuple(_face(v) for v in values) if isinstance(values, list | tuple) else ()


def hand_order(texts: Sequence[str]) -> list[str]:
    """The hand as a player holds it: hearts, diamonds, clubs, spades; the ace first, then
    the ten, king, queen, jack and nine (the order of the terminal and the page)."""
    def key(text: str) -> tuple[int, int]:
        card = C.parse(text)
        rank = C.rank_of(card)
        return (_HAND_SUITS.index(C.SUIT_ASCII[C.suit_of(card)]),
                _HAND_RANKS.index(rank) if rank in _HAND_RANKS else len(_HAND_RANKS))
    return sorted(texts, key=key)


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _at(values: Any, i: int) -> Any:
    return values[i] if isinstance(values, list | tuple) and 0 <= i < len(values) else None


def picture_title(obs: Mapping[str, Any], lang: str = "ru") -> str:
    """«Тысяча · вдвоём · золотой кон, тёмная, ещё 2 правила»: the player count when not
    three, a preset by its name or the house rules that change the game most."""
    ru = lang == "ru"
    parts = ["Тысяча" if ru else "Thousand (1000)"]
    players = obs.get("players")
    if players == 2:
        parts.append("вдвоём" if ru else "two players")
    elif players == 4:
        parts.append("вчетвером" if ru else "four players")
    rules = obs.get("rules")
    changed = {k: v for k, v in rules.items() if not str(k).startswith("hints_")} \
        if isinstance(rules, Mapping) else {}
    if not changed:
        return " · ".join(parts)
    preset = next((p for p, values in PRESETS.items() if values and values == changed), None)
    if preset in _PRESET_NAMES:
        parts.append(_PRESET_NAMES[preset][0 if ru else 1])
        return " · ".join(parts)
    named = [(r if ru else e) for key, r, e in _HEADLINES if changed.get(key)][:_TITLE_NAMES]
    rest = len(changed) - len(named)
    if rest:
        named.append(f"ещё {_count(rest, lang, ('правило', 'правила', 'правил'), ('', ''))}"
                     if ru else f"{rest} more {'rule' if rest == 1 else 'rules'}")
    parts.append(", ".join(named))
    return " · ".join(parts)


class _Scene:
    """One picture in the making: the observation and how to name the seats."""

    def __init__(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
                 lang: str, names: Sequence[str] | None) -> None:
        self.obs = obs
        self.viewer = viewer
        self.moves = moves
        self.lang = lang
        self.ru = lang == "ru"
        players = _int(obs.get("players"))
        self.n = players if players is not None and players > 0 else 3
        if names is None or len(names) < self.n:
            names = seat_names(self.n, (viewer,) if viewer is not None else (), lang)
        self.names = list(names)
        self.phase = str(obs.get("phase") or "")
        self.mover = _int(obs.get("to_move"))
        self.declarer = _int(obs.get("declarer"))
        self.sitting = _int(obs.get("sitting_out"))
        self.auction = self.declarer is None and self.phase in _AUCTION
        self.kinds = [A.kind(m.action) if A.is_action(m.action) else -1 for m in moves]

    def t(self, ru: str, en: str) -> str:
        return ru if self.ru else en

    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < self.n else "—"

    def you(self, seat: Any) -> bool:
        return seat is not None and (seat == self.viewer or is_you(self.name(seat)))

    def does(self, seat: Any, ru3: str, ru2: str, en3: str, en2: str) -> str:
        """The seat and its verb: «Вера решает», «Вы решаете», "Вера decides"."""
        if self.you(seat):
            return f"{'Вы' if self.ru else 'You'} {ru2 if self.ru else en2}"
        return f"{self.name(seat)} {ru3 if self.ru else en3}"

    def done_by(self, seat: Any, ru3: str, ru2: str, en3: str, en2: str) -> str:
        """A verb, then the seat, for a clause inside a line: «берёт Вера», «берёте вы»;
        "Вера took it", "you took it"."""
        if self.ru:
            return f"{ru2} вы" if self.you(seat) else f"{ru3} {self.name(seat)}"
        return f"you {en2}" if self.you(seat) else f"{self.name(seat)} {en3}"

    def active(self) -> list[int]:
        return [s for s in range(self.n) if s != self.sitting]


def picture(obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
            lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
    """The table picture of ``viewer``'s observation ``obs`` (None: a spectator), with
    ``moves`` the viewer's legal moves (empty when it is not its move) tied to controls:
    a hand card to play, give (to a seat) or discard, a talon to take, a button for each
    bid, pass, raise, start, roospis, redeal and dark/look."""
    sc = _Scene(obs, viewer, moves, lang, names)
    last, last_label = _last_trick(sc)
    return Picture(
        game="tysyacha", title=picture_title(obs, lang), viewer=viewer,
        seats=tuple(_seat(sc, s) for s in range(sc.n)), zones=_zones(sc),
        markers=_markers(sc), status=_status_line(sc), last=last, last_label=last_label,
        sheet=_sheet(sc), controls=_controls(sc), notes=_notes(sc))


# --- seats -------------------------------------------------------------------------------

def _seat(sc: _Scene, s: int) -> SeatView:
    obs = sc.obs
    size = _int(_at(obs.get("hand_sizes"), s)) or 0
    if s == sc.viewer:
        cards = [c for c in _faces(obs.get("hand")) if c is not None]
        hand = Hand(tuple(hand_order(cards)), max(0, size - len(cards)))
    else:
        hand = Hand((), size)
    return SeatView(s, hand, _badges(sc, s), to_move=sc.mover == s)


def _badges(sc: _Scene, s: int) -> tuple[Badge, ...]:
    obs, t = sc.obs, sc.t
    out: list[Badge] = []
    score = _int(_at(obs.get("scores"), s))
    if score is not None:
        out.append(Badge(t(f"счёт {score}", f"score {score}")))
    if _at(obs.get("barrel"), s):
        left = _int(_at(obs.get("barrel_deals_left"), s))
        text = t("на бочке", "on the barrel")
        if left is not None:
            deals = _count(left, sc.lang, ("раздача", "раздачи", "раздач"), ("deal", "deals"))
            text += t(f", ещё {deals}", f", {deals} left")
        out.append(Badge(text, "info"))
    bolts = _int(_at(obs.get("bolts"), s)) or 0
    if bolts > 0:
        out.append(Badge(_count(bolts, sc.lang, ("болт", "болта", "болтов"), ("bolt", "bolts")),
                         "bad"))
    if obs.get("dealer") == s:
        out.append(Badge(t("сдаёт", "deals"), "muted"))
    if s == sc.sitting:
        out.append(Badge(t("на прикупе", "sits out"), "muted"))
    if sc.auction and obs.get("first_hand") == s:
        out.append(Badge(t("первая рука", "first hand")))
    if sc.auction:
        bid = None
        for item in obs.get("bids") or ():
            if isinstance(item, list | tuple) and len(item) == 2 and item[0] == s:
                bid = item[1]
        if bid == "pass":
            out.append(Badge(t("пас", "pass"), "muted"))
        elif _int(bid) is not None:
            high = obs.get("high_bidder") == s
            out.append(Badge(t(f"ставка {bid}", f"bid {bid}"), "good" if high else ""))
    if s == sc.declarer:
        contract = _int(obs.get("contract"))
        out.append(Badge(t(f"заказ {contract}", f"contract {contract}")
                         if contract is not None else t("играет", "declarer"), "attack"))
    if obs.get("dark") and s == (sc.declarer if sc.declarer is not None
                                 else obs.get("first_hand")):
        out.append(Badge(t("втёмную", "dark"), "info"))
    if sc.phase in ("play", "over") and s != sc.sitting:
        tricks = _int(_at(obs.get("tricks_won"), s))
        points = _int(_at(obs.get("taken_points"), s)) or 0
        if tricks is not None:
            out.append(Badge(
                _count(tricks, sc.lang, ("взятка", "взятки", "взяток"), ("trick", "tricks"))
                + ", " + _count(points, sc.lang, ("очко", "очка", "очков"),
                                ("point", "points"))))
    for item in obs.get("declared") or ():
        if isinstance(item, list | tuple) and len(item) == 3 and item[0] == s:
            suit, value = item[1], item[2]
            if suit == "A":
                text = t(f"тузовый марьяж {value}", f"four aces {value}")
            else:
                sym = C.SUIT_UNICODE[C.SUIT_ASCII.index(suit)] if suit in C.SUIT_ASCII else "?"
                text = t(f"марьяж {sym} {value}", f"{sym} marriage {value}")
            out.append(Badge(text, "good"))
    if sc.phase == "over" and obs.get("winner") == s:
        out.append(Badge(t("победитель", "winner"), "good"))
    return tuple(out)


# --- zones -------------------------------------------------------------------------------

def _zones(sc: _Scene) -> tuple[Zone, ...]:
    if sc.phase in _QUIET:
        return ()
    out = list(_talon_zones(sc))
    out.extend(_gift_zones(sc))
    if sc.phase == "play":
        trick = [x for x in sc.obs.get("trick") or () if isinstance(x, list | tuple)
                 and len(x) == 2]
        out.append(Zone("trick", "trick", sc.t("Взятка", "Trick"),
                        cards=tuple(_face(c) for _, c in trick),
                        seats=tuple(int(s) for s, _ in trick)))
    return tuple(out)


def _talon_zones(sc: _Scene) -> list[Zone]:
    obs, t = sc.obs, sc.t
    size = _int(obs.get("talon_size")) or 0
    taken = sc.declarer is not None and sc.phase != "talon"
    if not taken:  # the talon still lies closed
        if sc.n == 2:
            half = size // 2
            return [Zone(f"talon{i}", "row", t(f"Прикуп {i}", f"Talon {i}"),
                         cards=(None,) * half) for i in (1, 2)]
        return [Zone("talon", "row", t("Прикуп", "Talon"), cards=(None,) * size)]
    out: list[Zone] = []
    shown = obs.get("talon")
    if isinstance(shown, list) and shown:
        faces = _faces(shown)
        known = hand_order([c for c in faces if c is not None])
        out.append(Zone("talon", "row", t("Прикуп", "Talon"),
                        cards=(*known, *(None for c in faces if c is None))))
    elif sc.phase != "play":
        out.append(Zone("talon", "row", t("Прикуп", "Talon"),
                        note=t("не показан", "not shown")))
    if sc.n == 2:
        discards = _faces(obs.get("discards"))
        if discards or sc.phase == "discard":
            out.append(Zone("pile", "row", t("Снос в свои взятки", "Discard to own tricks"),
                            cards=discards[:1]))
        spare = discards[1:2]
        out.append(Zone("rest", "row", t("Второй прикуп", "Spare talon"),
                        cards=spare + (None,) * max(0, size - len(spare)),
                        note=t("достанется взявшему последнюю взятку",
                               "goes to the winner of the last trick")))
    return out


def _gift_zones(sc: _Scene) -> list[Zone]:
    gifts = [g for g in sc.obs.get("gifts") or () if isinstance(g, list | tuple) and len(g) == 3]
    if not gifts:
        return []
    return [Zone("gifts", "row", sc.t("Отдано", "Given"),
                 cards=tuple(_face(card) for _, _, card in gifts),
                 captions=tuple(f"→ {sc.name(to)}" for _, to, _ in gifts))]


# --- markers -----------------------------------------------------------------------------

def _markers(sc: _Scene) -> tuple[Marker, ...]:
    obs, t = sc.obs, sc.t
    out: list[Marker] = []
    if sc.phase in _QUIET:  # the last deal's trump and contract are over
        return ()
    deal = _int(obs.get("deal_no"))
    dealer = _int(obs.get("dealer"))
    if deal:
        who = sc.done_by(dealer, "сдаёт", "сдаёте", "deals", "deal")
        out.append(Marker(t("Раздача", "Deal"), f"{deal}, {who}"))
    if obs.get("golden"):
        out.append(Marker(t("Золотой кон", "Golden round"),
                          t("120, очки вдвойне", "120, points doubled"), tone="good"))
    if obs.get("dark"):
        dark = sc.declarer if sc.declarer is not None else obs.get("first_hand")
        out.append(Marker(t("Втёмную", "Dark play"), sc.name(dark), tone="bad"))
    high = _int(obs.get("high_bid"))
    if sc.auction and high:
        out.append(Marker(t("Ставка", "High bid"), f"{high} — {sc.name(obs.get('high_bidder'))}"))
    contract = _int(obs.get("contract"))
    if sc.declarer is not None and contract is not None:
        out.append(Marker(t("Заказ", "Contract"), f"{contract} — {sc.name(sc.declarer)}"))
    trump = obs.get("trump")
    if isinstance(trump, str) and trump in C.SUIT_ASCII:
        s = C.SUIT_ASCII.index(trump)
        out.append(Marker(t("Козырь", "Trump"),
                          (C.SUIT_NAMES_RU if sc.ru else C.SUIT_NAMES_EN)[s], suit=trump))
    elif sc.phase == "play":
        out.append(Marker(t("Козырь", "Trump"), t("нет", "none")))
    hints = _hints(sc)
    if hints:
        out.append(Marker(t("Подсказки", "Hints"), hints, tone="info"))
    return tuple(out)


def _hints(sc: _Scene) -> str:
    """The viewer's hints left that may be asked now (the talon's while it is closed)."""
    left = sc.obs.get("hints_left")
    if sc.viewer is None or not isinstance(left, Mapping):
        return ""
    closed = sc.declarer is None or sc.phase == "talon"
    kinds = (("hands", "карты соперников", "opponents' cards"),
             ("talon_suits", "масти прикупа", "talon suits"),
             ("talon_card", "карта прикупа", "a talon card"))
    parts = [f"{sc.t(ru, en)}: {left[k]}" for k, ru, en in kinds
             if (_int(left.get(k)) or 0) > 0 and (k == "hands" or closed)]
    return ", ".join(parts)


# --- the status line ---------------------------------------------------------------------

def _status_line(sc: _Scene) -> str:
    obs, t, ph = sc.obs, sc.t, sc.phase
    if ph == "deal":
        return t("Сдаются карты", "Dealing")
    if ph == "over":
        winner = obs.get("winner")
        if _int(winner) is None:
            return t("Игра окончена", "Game over")
        if sc.you(winner):
            return t("Игра окончена: вы победили", "Game over: you won")
        return t(f"Игра окончена. Победитель: {sc.name(winner)}",
                 f"Game over. Winner: {sc.name(winner)}")
    who = sc.mover
    if who is None:
        return ""
    mine = who == sc.viewer
    if ph == "play":
        return _play_status(sc, mine)
    if ph == "bidding":
        return _bidding_status(sc, mine)
    if ph == "contract":
        return _contract_status(sc, mine)
    if ph == "giving":
        return _giving_status(sc, mine)
    if ph == "discard":
        first = not _faces(obs.get("discards"))
        if mine:
            return t("Ваш ход: сбросьте карту " + ("в свои взятки" if first
                                                    else "во второй прикуп"),
                     "Your move: discard a card " + ("to your own tricks" if first
                                                     else "to the spare talon"))
        return (sc.does(who, "сбрасывает", "сбрасываете", "discards", "discard")
                + t(" карту " + ("в свои взятки" if first else "во второй прикуп"),
                    " a card " + ("to own tricks" if first else "to the spare talon")))
    asks = {
        "dark": (("играть втёмную или смотреть карты", "play dark or look at your cards"),
                 ("решает: втёмную или смотреть карты", "решаете: втёмную или смотреть карты",
                  "decides: dark or look", "decide: dark or look")),
        "redeal": (("просить пересдачу или играть этими картами",
                    "ask for a redeal or keep the cards"),
                   ("решает, просить ли пересдачу", "решаете, просить ли пересдачу",
                    "decides whether to ask for a redeal", "decide whether to ask for a redeal")),
        "unblind": (("растемнить ставкой 125 или пас", "unblind with 125 or pass"),
                    ("решает, растемнять ли (125)", "решаете, растемнять ли (125)",
                     "decides whether to unblind (125)", "decide whether to unblind (125)")),
        "talon": (("выберите прикуп", "choose a talon"),
                  ("выбирает прикуп", "выбираете прикуп", "chooses a talon", "choose a talon")),
    }
    if ph not in asks:
        return ""
    (ru, en), other = asks[ph]
    return t(f"Ваш ход: {ru}", f"Your move: {en}") if mine else sc.does(who, *other)


def _bidding_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    high = _int(sc.obs.get("high_bid")) or 0
    low = high + 5 if high else 100
    if not mine:
        return (sc.does(sc.mover, "торгуется", "торгуетесь", "is bidding", "are bidding")
                + t(f": не меньше {low}", f": at least {low}"))
    bids = [A.arg(m.action) for m, k in zip(sc.moves, sc.kinds, strict=True) if k == A.BID]
    may_pass = A.PASS in sc.kinds or (high > 0 and not sc.moves)
    if sc.moves and not bids:
        return t("Ваш ход: торговля, остаётся только пас",
                 "Your move: bidding, you can only pass")
    offer = (t(f"ставка {bids[0]}", f"bid {bids[0]}") if len(bids) == 1
             else t(f"ставка от {low}", f"bid {low} or more"))
    tail = t(" или пас", " or pass") if may_pass else ""
    return t(f"Ваш ход: торговля, {offer}{tail}", f"Your move: bidding, {offer}{tail}")


def _contract_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    contract = _int(sc.obs.get("contract"))
    if not mine:
        return (sc.does(sc.mover, "заказывает", "заказываете", "is choosing the contract",
                        "are choosing the contract")
                + t(f" (сейчас {contract})", f" (now {contract})"))
    if not sc.moves:
        return t(f"Ваш ход: заказ (сейчас {contract})", f"Your move: the contract (now {contract})")
    options = [t(f"играть {contract}", f"play {contract}")] if A.START in sc.kinds else []
    if A.RAISE in sc.kinds:
        options.append(t("повысить заказ", "raise the contract"))
    if A.ROOSPIS in sc.kinds:
        options.append(t("расписать", "concede (roospis)"))
    if len(options) > 1:
        text = ", ".join(options[:-1]) + t(" или ", " or ") + options[-1]
    else:
        text = options[0] if options else ""
    return t(f"Ваш ход: {text}", f"Your move: {text}")


def _giving_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    given = {g[1] for g in sc.obs.get("gifts") or () if isinstance(g, list | tuple)
             and len(g) == 3}
    waiting = [s for s in sc.active() if s != sc.declarer and s not in given]
    if mine:
        if len(waiting) == 1:
            return t(f"Ваш ход: отдайте карту сопернику ({sc.name(waiting[0])})",
                     f"Your move: give a card to {sc.name(waiting[0])}")
        return t("Ваш ход: отдайте по карте соперникам",
                 "Your move: give one card to each opponent")
    return sc.does(sc.mover, "отдаёт по карте соперникам", "отдаёте по карте соперникам",
                   "gives a card to each opponent", "give a card to each opponent")


def _play_status(sc: _Scene, mine: bool) -> str:
    t = sc.t
    trick = [x for x in sc.obs.get("trick") or () if isinstance(x, list | tuple) and len(x) == 2]
    led = _face(trick[0][1]) if trick else None
    if led is None:
        if mine:
            marriage = A.DECLARE in sc.kinds or A.ACES in sc.kinds
            return t("Ваш ход: заходите" + (" (можно объявить марьяж)" if marriage else ""),
                     "Your move: lead a card" + (" (you may declare a marriage)"
                                                  if marriage else ""))
        return sc.does(sc.mover, "заходит", "заходите", "leads", "lead")
    s = C.suit_of(C.parse(led))
    suit = f"{C.SUIT_UNICODE[s]} {(C.SUIT_NAMES_RU if sc.ru else C.SUIT_NAMES_EN)[s]}"
    if mine:
        return t(f"Ваш ход: положите карту, заход в {suit}",
                 f"Your move: play a card to the {suit} lead")
    return (sc.does(sc.mover, "кладёт карту", "кладёте карту", "plays a card", "play a card")
            + t(f", заход в {suit}", f" to the {suit} lead"))


# --- the last trick, the sheet, notes ----------------------------------------------------------

def _last_trick(sc: _Scene) -> tuple[tuple[Zone, ...], str]:
    last = sc.obs.get("last_trick")
    if sc.phase not in ("play", "over") or not isinstance(last, Mapping):
        return (), ""
    cards = [x for x in last.get("cards") or () if isinstance(x, list | tuple) and len(x) == 2]
    if not cards:
        return (), ""
    zone = Zone("last", "trick", sc.t("Прошлая взятка", "Last trick"),
                cards=tuple(_face(c) for _, c in cards), seats=tuple(int(s) for s, _ in cards))
    points = _int(last.get("points")) or 0
    taker = sc.done_by(last.get("winner"), "берёт", "берёте", "took it", "took it")
    return (zone,), sc.t(f"Прошлая взятка: {taker} (+{points})",
                         f"Last trick: {taker} (+{points})")


def _sheet(sc: _Scene) -> Sheet:
    obs, t = sc.obs, sc.t
    rows = [r for r in obs.get("sheet") or () if isinstance(r, Mapping)]
    head, body = sheet_cells(rows, sc.n, sc.lang, sc.names)
    foot = [t("Сейчас", "Now"), "", ""]
    for s in range(sc.n):
        cell = str(_int(_at(obs.get("scores"), s)) or 0)
        marks = []
        bolts = _int(_at(obs.get("bolts"), s)) or 0
        if bolts:
            marks.append(_count(bolts, sc.lang, ("болт", "болта", "болтов"), ("bolt", "bolts")))
        if _at(obs.get("barrel"), s):
            left = _int(_at(obs.get("barrel_deals_left"), s))
            marks.append(t("бочка", "barrel") + (f" {left}" if left is not None else ""))
        if marks:
            cell += " (" + ", ".join(marks) + ")"
        foot.append(cell)
    return Sheet(t("Запись счёта", "Score sheet"), tuple(head),
                 tuple(tuple(r) for r in body), tuple(foot))


def _notes(sc: _Scene) -> tuple[str, ...]:
    obs, t = sc.obs, sc.t
    out: list[str] = []
    me = sc.viewer
    if me is not None and me == sc.sitting and sc.phase not in _QUIET:
        out.append(t("Вы сидите на прикупе в этой раздаче.",
                     "You sit out this deal (on the talon)."))
    elif (me is not None and sc.phase not in _QUIET and not _faces(obs.get("hand"))
          and (_int(_at(obs.get("hand_sizes"), me)) or 0) > 0):
        out.append(t("Ваши карты ещё не открыты.", "You have not looked at your cards yet."))
    last = obs.get("last_deal")
    if isinstance(last, Mapping) and (sc.auction or sc.phase == "over"):
        if last.get("roospis"):
            verdict = t("роспись", "roospis")
        else:
            verdict = t("сыграно", "made") if last.get("made") else t("не сыграно", "failed")
        deltas = last.get("deltas") or []
        changes = ", ".join(f"{sc.name(s)} {d:+d}" for s, d in enumerate(deltas)
                            if isinstance(d, int))
        out.append(t("Прошлая раздача: ", "Last deal: ")
                   + f"{sc.name(last.get('declarer'))}, {last.get('contract')} — {verdict}. "
                   + changes)
    return tuple(out)


# --- controls -----------------------------------------------------------------------------

def _controls(sc: _Scene) -> tuple[Control, ...]:
    hand = {c for c in _faces(sc.obs.get("hand")) if c is not None} \
        if sc.viewer is not None else set()
    first_discard = not _faces(sc.obs.get("discards"))
    out: list[Control] = []
    for i, (m, k) in enumerate(zip(sc.moves, sc.kinds, strict=True)):
        card = C.to_text(A.arg(m.action)) if k in (A.GIVE, A.DISCARD, A.PLAY, A.DECLARE,
                                                  A.ACES) else None
        if card is not None and card not in hand:
            out.append(Control(i, button=True))  # not drawn in the hand: the menu has it
        elif k == A.TAKE:
            out.append(Control(i, zone=f"talon{A.arg(m.action)}"))
        elif k == A.GIVE:
            out.append(Control(i, card=card, seat=A.give_seat(m.action)))
        elif k == A.DISCARD:
            out.append(Control(i, card=card, to="pile" if first_discard else "rest"))
        elif card is not None:
            out.append(Control(i, card=card, to="trick"))
        else:
            out.append(Control(i, button=True))
    return tuple(out)
