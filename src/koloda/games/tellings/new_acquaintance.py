"""Новый знакомый (a new acquaintance): the letters of his full name deal the deck.

From the rules text of the tellings (``seeds/004``): a 36-card deck is split into the
picture cards and aces (16) and the rest (6 to 10, 20); each part is shuffled and the
high part goes on top. The full name (Александр, not Саша) gives one pile per letter.
The deck is dealt face down onto the piles, the high part first and then the low part;
then the last pile goes onto the one before it, again and again, until one deck is left.
That deck is laid out two cards at a time until a pair shows two cards of one rank;
then four at a time until four of one rank show. The table of meanings has two parts:
how he feels about you (two jacks, queens, kings or aces) and what awaits you with him
(two of any rank, some with a different meaning when one of the two is a spade, and
four of a rank).

Readings chosen where the text is vague:
- the low part is dealt "in turn onto the remaining piles": the dealing goes on round
  the piles from where the high part stopped, so card ``i`` of the deck lands on pile
  ``i mod letters``;
- the first matching pair answers "how he feels"; a pair of 6 to 10, for which that part
  of the table has nothing, is read from "what awaits";
- every group of four is read against "what awaits": a rank shown two or three times in
  the group is a pair (with the spade meaning if one of them is a spade), four of a rank
  ends the laying out; when the cards left are not a multiple of four, the last group
  has two cards;
- four sevens and four jacks have no meaning in the text, and the reading says so;
- a name has 2 to 36 letters (a pile per letter, at least a card per pile) and at most
  60 characters; spaces, hyphens, apostrophes and dots may stand between the letters.
"""

from __future__ import annotations

import random
import unicodedata
from collections import Counter
from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.texts import count_ru
from koloda.games.tellings import texts as T
from koloda.games.tellings.base import (
    Card,
    Option,
    Opts,
    Pair,
    Reading,
    Row,
    Step,
    Telling,
    cards_pair,
    quoted,
    register,
    texts,
)

KEY = "new_acquaintance"
TITLE: Pair = ("Новый знакомый", "A new acquaintance")
HIGH = (C.JACK, C.QUEEN, C.KING, C.ACE)
MAX_CHARS, MIN_LETTERS, MAX_LETTERS = 60, 2, 36
_BETWEEN = set(" -'’.")


def letters(name: str) -> list[str]:
    """The letters of a full name, checked (see the module's note for the limits).

    >>> letters("Жан-Поль")
    ['Ж', 'а', 'н', 'П', 'о', 'л', 'ь']
    """
    text = unicodedata.normalize("NFC", name).strip()
    shown = quoted(name)
    if len(text) > MAX_CHARS:
        raise KolodaError(f"The name '{shown}': at most {MAX_CHARS} characters",
                          f"Имя «{shown}»: не больше {MAX_CHARS} символов")
    # combining marks left after NFC belong to the letter before them and are not counted
    odd = [ch for ch in text if not (ch.isalpha() or ch in _BETWEEN
                                     or unicodedata.category(ch).startswith("M"))]
    if odd:
        bad = quoted("".join(dict.fromkeys(odd)), 10)
        raise KolodaError(f"The name '{shown}': only letters, spaces, hyphens and apostrophes "
                          f"(not: {bad})",
                          f"Имя «{shown}»: только буквы, пробелы, дефисы и апострофы "
                          f"(не: {bad})")
    found = [ch for ch in text if ch.isalpha()]
    if not MIN_LETTERS <= len(found) <= MAX_LETTERS:
        raise KolodaError(
            f"The name '{shown}': the full name of your new acquaintance, {MIN_LETTERS} to "
            f"{MAX_LETTERS} letters (e.g. Alexander, not Sasha)",
            f"Имя «{shown}»: полное имя нового знакомого, от {MIN_LETTERS} до "
            f"{MAX_LETTERS} букв (например, Александр, а не Саша)")
    return found


def deal(high: Sequence[Card], low: Sequence[Card], piles: int) -> list[list[Card]]:
    """The high part then the low part dealt round the piles; each pile bottom first."""
    out: list[list[Card]] = [[] for _ in range(piles)]
    for i, card in enumerate([*high, *low]):
        out[i % piles].append(card)
    return out


def gather(piles: Sequence[Sequence[Card]]) -> list[Card]:
    """The last pile onto the one before, repeatedly: the deck, top card first."""
    deck: list[Card] = []
    for pile in reversed(piles):
        deck.extend(reversed(pile))  # a pile's top card is the one dealt last
    return deck


def _two(rank: int, cards: Sequence[Card]) -> Pair:
    plain, spade = T.ACQUAINTANCE_TWO[rank]
    if spade is not None and any(C.suit_of(c) == C.SPADES for c in cards):
        return spade
    return plain


_FEELS: Pair = ("Как он к вам относится", "How he feels about you")
_AWAITS: Pair = ("Что вас с ним ждёт", "What awaits you with him")


def _named(head: Pair, cards: Sequence[Card], what: Pair) -> Pair:
    shown = cards_pair(cards)
    return f"{head[0]}: {shown[0]} — {what[0]}", f"{head[1]}: {shown[1]} — {what[1]}"


def read(name: str, high: Sequence[Card], low: Sequence[Card]) -> Reading:
    """The reading for a full name and the two shuffled parts (top card first)."""
    found = letters(name)
    if sorted(high) != sorted(c for c in C.deck(36) if C.rank_of(c) in HIGH) or \
            sorted(low) != sorted(c for c in C.deck(36) if C.rank_of(c) not in HIGH):
        raise ValueError("high must be the 16 jacks to aces, low the 20 sixes to tens")
    piles = deal(high, low, len(found))
    deck = gather(piles)
    rows = [Row.of((f"{i + 1} · {ch} (снизу вверх)", f"{i + 1} · {ch} (bottom to top)"), pile)
            for i, (ch, pile) in enumerate(zip(found, piles, strict=True))]
    steps = [Step((f"Букв в имени: {len(found)} — столько же кучек; старшие карты сверху.",
                   f"Letters in the name: {len(found)}, so as many piles; high cards on top."),
                  {"letters": found, "piles": [{"letter": ch, "cards": texts(p)}
                                               for ch, p in zip(found, piles, strict=True)],
                   "deck": texts(deck)})]
    lines: list[Pair] = []
    at = 0
    match: list[Card] = []
    while at + 2 <= len(deck) and not match:
        a, b = deck[at], deck[at + 1]
        at += 2
        if C.rank_of(a) == C.rank_of(b):
            match = [a, b]
    rows.append(Row.of(("По две карты", "Two at a time"), deck[:at], match))
    steps.append(Step((f"Выложено по две {count_ru(at, 'карта', 'карты', 'карт')}; пара — {cards_pair(match)[0] or 'нет'}.",
                       f"Laid two at a time: {at} cards; pair: {cards_pair(match)[1] or 'none'}."),
                      {"laid": at, "pair": texts(match)}))
    if not match:
        return Reading(KEY, TITLE, tuple(rows), tuple(steps),
                       (T.ACQUAINTANCE_NOTHING, T.ACQUAINTANCE_ONCE), options={"name": name})
    rank = C.rank_of(match[0])
    attitude = T.ACQUAINTANCE_ATTITUDE.get(rank)
    if attitude is not None:
        lines.append(_named(_FEELS, match, attitude))
    else:
        lines.append(_named(_AWAITS, match, _two(rank, match)))
    told = len(lines)
    groups: list[dict[str, object]] = []
    four = False
    while at < len(deck) and not four:
        group = deck[at:at + 4]
        at += len(group)
        counts = Counter(C.rank_of(c) for c in group)
        marked: list[Card] = []
        for r, n in sorted(counts.items(), key=lambda rn: -rn[1]):
            same = [c for c in group if C.rank_of(c) == r]
            if n == 4:
                four = True
                what = T.ACQUAINTANCE_FOUR.get(r, T.ACQUAINTANCE_NO_MEANING)
                lines.append(_named(_AWAITS, same, what))
            elif n >= 2:
                lines.append(_named(_AWAITS, same, _two(r, same)))
            else:
                continue
            marked += same
        rows.append(Row.of((f"Четвёрка {len(groups) + 1}", f"Four {len(groups) + 1}"),
                           group, marked))
        groups.append({"cards": texts(group), "combinations": texts(marked)})
    if len(lines) == told:
        lines.append(("В четвёрках сочетаний не вышло.", "No combinations in the fours."))
    steps.append(Step((f"Выложено четвёрок: {len(groups)}; "
                       + ("вышло четыре одного достоинства." if four else "четырёх равных нет."),
                       f"Fours laid: {len(groups)}; "
                       + ("four of a rank came up." if four else "no four of a rank.")),
                      {"groups": groups, "four_of_a_rank": four}))
    lines.append(T.ACQUAINTANCE_ONCE)
    return Reading(KEY, TITLE, tuple(rows), tuple(steps), tuple(lines), options={"name": name})


def _lay(rng: random.Random, opts: Opts) -> Reading:
    name = opts.get("name", "")
    letters(name)  # a bad name is refused before any shuffling
    high = [c for c in C.deck(36) if C.rank_of(c) in HIGH]
    low = [c for c in C.deck(36) if C.rank_of(c) not in HIGH]
    rng.shuffle(high)
    rng.shuffle(low)
    return read(name, high, low)


TELLING = register(Telling(
    KEY, TITLE,
    ("буквы полного имени раскладывают колоду; пары и четвёрки говорят о нём",
     "the letters of his full name deal the deck; pairs and fours tell about him"),
    (Option("name", True, ("полное имя нового знакомого (Александр, а не Саша)",
                           "your new acquaintance's full name (Alexander, not Sasha)")),),
    _lay, place=4))
