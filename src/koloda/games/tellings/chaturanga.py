"""Чатуранга: a yes-or-no question in two stages, with a 36-card deck.

From the rules text of the tellings (``seeds/004``):
- stage 1, «Откровение» (revelation): the shuffled deck is laid face down in nine piles;
  the top cards are turned up and cards of one rank are taken away in pairs, each pile
  turning up its next card. Every card paired off means "yes"; cards left mean "no";
- stage 2, «Пособничество» (assistance): the deck is shuffled again and turned up one
  card at a time while calling ace, six, seven, eight, nine, ten, jack, queen, king, and
  round again; a card that is what was called is set aside, and its meaning tells what
  will help or hinder.

Readings chosen where the text is vague or cut:
- the nine piles are dealt one card to each in turn, four to a pile;
- when three face-up cards share a rank, which two to pair is a choice; like a careful
  player, the telling searches every way of pairing and answers "yes" when any of them
  pairs off the whole deck (otherwise it shows the way that pairs off the most cards);
- the meanings of all four suits are on the text's last lines (the diamonds' on the very
  last one);
- the queen of spades is the text's «Вама», a misprint of «Дама».
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from koloda.engine import cards as C
from koloda.games.tellings import texts as T
from koloda.games.tellings.base import (
    Card,
    Opts,
    Pair,
    Reading,
    Row,
    Spot,
    Step,
    Telling,
    card_pair,
    register,
    texts,
)

KEY = "chaturanga"
TITLE: Pair = ("Чатуранга", "Chaturanga")
PILES = 9
CALLS = (C.ACE, 6, 7, 8, 9, 10, C.JACK, C.QUEEN, C.KING)  # the order they are called in
_CALLED_RU = {C.ACE: "туз", 6: "шестёрка", 7: "семёрка", 8: "восьмёрка", 9: "девятка",
              10: "десятка", C.JACK: "валет", C.QUEEN: "дама", C.KING: "король"}
_CALLED_EN = {C.ACE: "ace", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
              C.JACK: "jack", C.QUEEN: "queen", C.KING: "king"}

Move = tuple[int, int]  # two piles whose top cards are paired off


def deal(order: Sequence[Card]) -> list[list[Card]]:
    """Nine piles dealt in turn, each bottom first (its top card is the last)."""
    return [list(order[p::PILES]) for p in range(PILES)]


def pair_off(piles: Sequence[Sequence[Card]]) -> list[Move]:
    """The longest way of pairing off top cards of one rank (all the cards when any way
    does), searched over the piles' heights, which are all a position needs."""
    memo: dict[tuple[int, ...], list[Move]] = {}

    def best(heights: tuple[int, ...]) -> list[Move]:
        known = memo.get(heights)
        if known is not None:
            return known
        tops = [(p, C.rank_of(piles[p][h - 1])) for p, h in enumerate(heights) if h]
        found: list[Move] = []
        for i, (a, rank) in enumerate(tops):
            for b, other in tops[i + 1:]:
                if other != rank:
                    continue
                after = list(heights)
                after[a] -= 1
                after[b] -= 1
                line = [(a, b), *best(tuple(after))]
                if len(line) > len(found):
                    found = line
                if 2 * len(found) == sum(heights):  # everything paired: nothing beats it
                    memo[heights] = found
                    return found
        memo[heights] = found
        return found

    return best(tuple(len(p) for p in piles))


def matches(order: Sequence[Card]) -> list[tuple[int, Card]]:
    """Stage 2: the cards (with their 1-based place) that are the rank being called."""
    return [(i + 1, c) for i, c in enumerate(order) if C.rank_of(c) == CALLS[i % len(CALLS)]]


def meaning(card: Card) -> Pair:
    return T.CHATURANGA_MEANING[C.suit_of(card)][C.rank_of(card)]


def read(first: Sequence[Card], second: Sequence[Card]) -> Reading:
    """The reading of the deck's order in stage 1 and in stage 2 (each top card first)."""
    if sorted(first) != sorted(C.deck(36)) or sorted(second) != sorted(C.deck(36)):
        raise ValueError("chaturanga reads two orders of the whole 36-card deck")
    piles = deal(first)
    moves = pair_off(piles)
    heights = [len(p) for p in piles]
    paired: list[list[Card]] = []
    for a, b in moves:
        heights[a] -= 1
        heights[b] -= 1
        paired.append([piles[a][heights[a]], piles[b][heights[b]]])
    left = [c for p, pile in enumerate(piles) for c in pile[:heights[p]]]
    yes = not left
    set_aside = matches(second)
    rows = [Row.of((f"Этап 1 · стопка {p + 1} (снизу вверх)",
                    f"Stage 1 · pile {p + 1} (bottom to top)"), pile, left)
            for p, pile in enumerate(piles)]
    rows.append(Row(("Этап 2 · отложенные карты", "Stage 2 · cards set aside"),
                    tuple(Spot(c, meaning(c), marked=True) for _, c in set_aside)))
    steps = (
        Step((f"Этап 1, «Откровение»: 9 стопок по 4 карты; пар снято {len(moves)}, "
              f"осталось карт {len(left)}.",
              f"Stage 1, revelation: 9 piles of 4; {len(moves)} pairs taken away, "
              f"{len(left)} cards left."),
             {"stage": 1, "piles": [texts(p) for p in piles], "pairs": [texts(p) for p in paired],
              "left": texts(left), "answer": "yes" if yes else "no"}),
        Step((f"Этап 2, «Пособничество»: из 36 карт совпали с названием {len(set_aside)}.",
              f"Stage 2, assistance: {len(set_aside)} of the 36 cards matched the name called."),
             {"stage": 2, "order": texts(second),
              "set_aside": [{"place": at, "called": _CALLED_EN[C.rank_of(c)],
                             "card": C.to_text(c)} for at, c in set_aside]}),
    )
    lines: list[Pair] = [T.CHATURANGA_YES if yes else T.CHATURANGA_NO]
    for at, c in set_aside:
        name, what = card_pair(c), meaning(c)
        rank = C.rank_of(c)
        lines.append((f"{at}-я карта, «{_CALLED_RU[rank]}»: {name[0]} — {what[0]}",
                      f"Card {at}, \"{_CALLED_EN[rank]}\": {name[1]} — {what[1]}"))
    if not set_aside:
        lines.append(T.CHATURANGA_NONE)
    lines.append(T.CHATURANGA_ONCE)
    return Reading(KEY, TITLE, tuple(rows), steps, tuple(lines))


def _lay(rng: random.Random, opts: Opts) -> Reading:
    first = C.deck(36)
    rng.shuffle(first)
    second = list(first)
    rng.shuffle(second)  # the deck is shuffled again for stage 2
    return read(first, second)


TELLING = register(Telling(
    KEY, TITLE,
    ("два этапа: пары из 9 стопок отвечают «да»/«нет», счёт карт даёт пояснения",
     "two stages: pairs from 9 piles answer yes or no, calling the cards explains it"),
    (), _lay, place=6))
