"""Брачное гадание (the marriage telling): where does the portrait card fall?

From the rules text of the tellings (``seeds/004``): the portrait is Д♦ for a young
woman, Д♥ for a woman, К♦ for a young man, К♥ for an older man or a widower. A shuffled
52-card deck gives its top twenty cards; the portrait among them means a wedding within
the year, and the telling ends. Otherwise one of the twenty is swapped for the portrait
from the rest of the deck, the twenty are shuffled again and laid in five piles of four;
the pile holding the portrait (1 to 5) gives the answer.

Readings chosen where the text is vague:
- the person picks the card to swap out "at will": here the shuffle's RNG picks it;
- the five piles are dealt one card to each pile in turn (card 1 to pile 1, card 6 to
  pile 1 again), as cards are dealt onto piles at a table;
- ``--portrait`` defaults to ``young_woman``, the first portrait the text names.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
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
    card_pair,
    quoted,
    register,
    texts,
)

KEY = "marriage"
TITLE: Pair = ("Брачное гадание", "Marriage")
TWENTY, PILES = 20, 5
DEFAULT = "young_woman"

# what a person may type for --portrait besides the key itself
_ALIASES = {
    "девушка": "young_woman", "girl": "young_woman", "qd": "young_woman",
    "женщина": "woman", "qh": "woman",
    "юноша": "young_man", "молодой": "young_man", "парень": "young_man", "kd": "young_man",
    "мужчина": "older_man", "вдовец": "older_man", "widower": "older_man", "kh": "older_man",
}


def portrait_key(text: str) -> str:
    """The portrait key for what was typed: a key, a Russian word or the card (``QD``)."""
    word = unicodedata.normalize("NFC", text.strip()).lower().replace("-", "_")
    key = word if word in T.MARRIAGE_PORTRAITS else _ALIASES.get(word)
    if key is None:
        keys = ", ".join(f"{k} ({C.show(portrait(k), 'en')})" for k in T.MARRIAGE_PORTRAITS)
        keys_ru = ", ".join(f"{k} ({T.MARRIAGE_PORTRAITS[k][2][0]}, "
                            f"{C.show(portrait(k), 'ru')})" for k in T.MARRIAGE_PORTRAITS)
        raise KolodaError(f"The portrait '{quoted(text)}': choose one of {keys}",
                          f"Портрет «{quoted(text)}»: выберите одно из: {keys_ru}")
    return key


def portrait(key: str) -> Card:
    rank, suit, _ = T.MARRIAGE_PORTRAITS[key]
    return C.make(rank, suit)


def piles(twenty: Sequence[Card]) -> list[list[Card]]:
    """Twenty cards dealt in turn onto five piles (see the module's note)."""
    return [list(twenty[p::PILES]) for p in range(PILES)]


def read(deck: Sequence[Card], key: str = DEFAULT, swap_at: int = 0,
         second: Sequence[Card] | None = None) -> Reading:
    """The reading of a shuffled 52-card ``deck`` (top first). When the portrait is not in
    the top twenty, the card at ``swap_at`` (0-19) gives way to it and ``second`` is the
    new twenty after their shuffle (default: in place, not reshuffled)."""
    card = portrait(key)
    who = T.MARRIAGE_PORTRAITS[key][2]
    shown = card_pair(card)
    first = list(deck[:TWENTY])
    chose = Step((f"Портрет: {shown[0]} ({who[0]}).", f"Portrait: {shown[1]} ({who[1]})."),
                 {"portrait": key, "card": C.to_text(card)})
    if card in first:
        at = first.index(card) + 1
        found = Step((f"Портрет — {at}-я из двадцати карт.",
                      f"The portrait is card {at} of the twenty."),
                     {"in_twenty": True, "position": at})
        return Reading(KEY, TITLE, (Row.of(("Двадцать карт", "Twenty cards"), first, [card]),),
                       (chose, found), (T.MARRIAGE_IN_TWENTY,), options={"portrait": key})
    if not 0 <= swap_at < TWENTY:
        raise ValueError(f"swap_at is a place among the twenty, 0-19, not {swap_at}")
    out = first[swap_at]
    swapped = [*first[:swap_at], card, *first[swap_at + 1:]]
    order = list(second) if second is not None else swapped
    if sorted(order) != sorted(swapped):
        raise ValueError("second must hold the twenty cards after the exchange")
    laid = piles(order)
    pile = next(p for p, cards in enumerate(laid) if card in cards) + 1
    gone = card_pair(out)
    steps = (
        chose,
        Step((f"Портрета нет среди двадцати: {gone[0]} заменена на {shown[0]}.",
              f"No portrait in the twenty: {gone[1]} is exchanged for {shown[1]}."),
             {"in_twenty": False, "exchanged": C.to_text(out)}),
        Step((f"Двадцать карт перетасованы и разложены в пять стопок; портрет в стопке {pile}.",
              f"The twenty are shuffled and laid in five piles; the portrait is in pile {pile}."),
             {"piles": [texts(p) for p in laid], "pile": pile}),
    )
    rows = (Row.of(("Двадцать карт", "Twenty cards"), first),
            *(Row.of((f"Стопка {p + 1}", f"Pile {p + 1}"), cards, [card])
              for p, cards in enumerate(laid)))
    answer = T.MARRIAGE_PILES[pile - 1]
    line = (f"Стопка {pile}: {answer[0]}", f"Pile {pile}: {answer[1]}")
    return Reading(KEY, TITLE, rows, steps, (line,), options={"portrait": key})


def _lay(rng: random.Random, opts: Opts) -> Reading:
    key = portrait_key(opts.get("portrait", DEFAULT))
    deck = C.deck(52)
    rng.shuffle(deck)
    if portrait(key) in deck[:TWENTY]:
        return read(deck, key)
    swap_at = rng.randrange(TWENTY)
    twenty = deck[:TWENTY]
    twenty[swap_at] = portrait(key)
    rng.shuffle(twenty)
    return read(deck, key, swap_at, twenty)


TELLING = register(Telling(
    KEY, TITLE,
    ("портрет среди 20 карт или в одной из пяти стопок", "the portrait in the top 20, "
     "or in one of five piles"),
    (Option("portrait", False,
            ("чей портрет: young_woman (Д♦, по умолчанию), woman (Д♥), young_man (К♦), "
             "older_man (К♥)",
             "whose portrait: young_woman (Q♦, the default), woman (Q♥), young_man (K♦), "
             "older_man (K♥)")),),
    _lay, place=2))
