"""Паук (Spider): two decks, ten columns of 6, 6, 6, 6, 5, 5, 5, 5, 5, 5 cards with only
the top card of each face up, fifty cards in the stock dealt ten at a time (one onto every
column, and only while no column is empty, never turned over); a card goes onto the next
higher card of any suit, a run moves as one only when it is of one suit and in sequence,
an empty column takes any card or such a run, and a whole King-to-Ace run of one suit
leaves the tableau at once for one of eight foundations. The deal is won when all eight
runs are out.

Where the text is vague
-----------------------
The text (the rules of Windows Spider) says a card goes onto the next higher card "with
alternating colours" in the two- and four-suit games. That contradicts the game it
describes: in classic Spider (Windows, PySol, every book) a card goes onto the next higher
card of *any* suit in every version, and the suit only decides which runs may move
together and which run leaves the tableau. Built by alternating colours, a run could never
be of one suit, so a King-to-Ace run of one suit (the only way to clear the tableau) could
hardly be made. We therefore follow the classic game. The text's "верхние карты лежат
рубашкой вниз" is read as the classic deal: only the top card of each column is face up.
The text names games of 1, 2 and 4 suits (rule ``suits``, variants ``one_suit``,
``two_suits``, ``four_suits``) without a default; we start with one suit, as Windows Spider
does on its first run. Its goal "in the fewest moves" is kept as the move count of the
result (``moves``); the score is 1 for a won deal and 0 for a lost one. A finished run is
shown on its foundation King up. Every empty column is offered as a target (the shared
move generator offers only the first of alike empty piles; Spider's are not alike while
the stock lasts, since each row gives every column its own card).

Decks of one and two suits
--------------------------
With one suit all 104 cards are spades; with two, 52 spades and 52 hearts (four copies of
each card). The engine's card ints (``copy << 7 | suit << 4 | rank``, below 256) hold only
two copies of a face, and a record writes a card as text (``KS``, ``KS'``) that must parse
back to the same int, so four or eight copies cannot all be told apart: here the twins of a
face share ints (``KS`` four times and ``KS'`` four times with one suit). Nothing in the
game tells twins apart, so the rules do not care; what does is *which cards the player has
not seen*, which the shared state reads from card ints. :class:`SpiderState` therefore
counts every face-down card as unseen by its place (in Spider a card never turns face down
again, so that is exact), and ``unseen`` names a face only while no copy of it lies face
up. The four-suit deck is the ordinary double deck, its cards all distinct.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.rules import Rules, rule
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.piles import Build, PileSpec
from koloda.games.patience.state import PatienceState

COLUMNS = 10
FOUNDATIONS = 8
DEALT = 54  # cards laid out at the start; the other 50 are the stock
SUITS_OF = {1: (C.SPADES,), 2: (C.SPADES, C.HEARTS),
            4: (C.SPADES, C.CLUBS, C.DIAMONDS, C.HEARTS)}

BUILD = Build(suit="any", step="down", empty="any")  # onto the next higher card, any suit
RUN = Build(suit="same", step="down")  # what moves together: one suit in sequence


@dataclass(frozen=True)
class SpiderRules(Rules):
    """Spider's one rule. It does not extend ``PatienceRules``: that one's ``auto`` key
    plays cards to the foundations, and Spider's foundations take only finished runs,
    which leave by themselves whatever a rule says."""

    suits: int = rule(1, choices=(1, 2, 4),
                      en="suits in the 104 cards: 1 (all spades), 2 (spades and hearts) "
                         "or 4 (two ordinary decks)",
                      ru="сколько мастей в 104 картах: 1 (все пики), 2 (пики и черви) "
                         "или 4 (две обычные колоды)")


SPIDER_BUDGET = 2.0  # CPU seconds a Spider hint may take
SPIDER_WORLDS = 6  # deals of the hidden cards it samples


class SpiderState(PatienceState):
    """The shared state with Spider's notion of what the player has not seen: every
    face-down card (they never turn back), told by place, since twins share ints."""

    def moves_now(self) -> list[int]:
        """Spider's moves: the top run (one suit, in sequence), whole or its top part,
        onto a column whose top card is one rank higher or onto *any* empty column (the
        shared generator offers only the first of alike empty piles, but Spider's columns
        are not alike while the stock lasts: its rows give each column its own card);
        the stock while no column is empty."""
        out: list[int] = []
        piles, down, specs = self.piles, self.down, self.specs
        tableau = [i for i, spec in enumerate(specs) if spec.kind == "tableau"]
        for i in tableau:
            src = piles[i]
            if not src:
                continue
            runs = self.runs(i)
            for j in tableau:
                if j == i:
                    continue
                dst = piles[j]
                for n in runs:
                    if not dst and n == len(src) and down[i] == 0:
                        continue  # a whole column into an empty one changes nothing
                    if specs[j].takes(dst, src[len(src) - n:]):
                        out.append(A.move(i, j, n))
        if self.stock_pile >= 0 and piles[self.stock_pile] and self.game.can_deal(self):
            out.append(A.DRAW_ACTION)
        return out

    def hidden_positions(self) -> list[tuple[int, int]]:
        return [(i, k) for i, pile in enumerate(self.piles) for k in range(self.down[i])]

    def unseen(self, seat: int) -> int:
        """The face-down cards, less every face of which some copy lies face up: a text
        naming a face in view (``10♠``) cannot tell which copy it means, and twins share
        ints anyway with one or two suits."""
        if not self.dealt:
            return C.mask_of(self.game.deck(self.rules))
        hidden = shown = 0
        for i, pile in enumerate(self.piles):
            down = self.down[i]
            for k, card in enumerate(pile):
                if k < down:
                    hidden |= 1 << card
                else:
                    face = C.face(card)
                    shown |= 1 << face | 1 << (face | 128)
        return hidden & ~shown

    def canonical(self, seat: int) -> SpiderState:
        """The representative of the player's information set: the hidden cards laid
        out in sorted order, so positions the player cannot tell apart give one world."""
        other = self.clone()
        spots = self.hidden_positions()
        for (i, k), card in zip(spots, sorted(self.piles[i][k] for i, k in spots),
                                strict=True):
            other.piles[i][k] = card
        other._legal = None
        other.wiped()
        return other

    def clone(self) -> SpiderState:
        other = super().clone()
        other.__class__ = SpiderState
        return cast(SpiderState, other)

    def hint(self, seat: int, request: str, lang: str = "ru") -> str:
        """``hint`` / ``hint move``: as every solitaire's, but when no sampled world is
        won within the second (the usual case with four suits) the move toward the best
        position the solver found is offered, marked as a guess."""
        if request.strip().casefold() not in ("", "move", "ход", "совет"):
            return super().hint(seat, request, lang)
        from koloda.games.patience.solvers.spider import spider_hint

        ru = lang == "ru"
        worlds = SPIDER_WORLDS if self.hidden_positions() else 1
        action, share, guessed = spider_hint(self, SPIDER_BUDGET, worlds=worlds)
        if action is None or action not in self.legal_actions():
            return ("Решатель не нашёл выигрыша: попробуйте сдать из колоды или отменить "
                    "ходы." if ru else "The solver found no win: try the stock or undo.")
        label = self.describe_action(action, lang)
        if guessed:
            return (f"Совет: {label} (выигрыш не найден; это ход к лучшему положению, "
                    "до которого дошёл решатель)" if ru else
                    f"Hint: {label} (no win found; this move leads to the best position "
                    "the solver reached)")
        if worlds == 1:
            return f"{'Совет' if ru else 'Hint'}: {label}"
        # what was measured: the worlds whose winning line, found within its share of
        # the budget, starts with this move (not every world this move could win)
        starts = round(share * worlds)
        each = f"{SPIDER_BUDGET / worlds:.2f}"
        return (f"Совет: {label} (с этого хода начинается выигрыш, найденный в {starts} "
                f"из {worlds} случайных раскладов скрытых карт, по "
                f"{each.replace('.', ',')} с процессорного времени на расклад)" if ru
                else f"Hint: {label} (the winning line found in {starts} of {worlds} "
                f"sampled deals of the hidden cards starts with it; {each} CPU seconds "
                "per deal)")

    def describe_action(self, action: int, lang: str = "ru") -> str:
        """As every solitaire's (``9♠ → pile 6``), naming the source column too when a
        twin from another column could make the same move (``9♠ from pile 1 → pile 6``)."""
        text = super().describe_action(action, lang)
        kind, a, b, n = A.decode(action)
        if kind != A.MOVE or a >= len(self.piles) or not 0 < n <= len(self.piles[a]):
            return text
        face = C.face(self.piles[a][-n])
        for other in self.legal_actions():
            k2, a2, b2, n2 = A.decode(other)
            if (k2 == A.MOVE and a2 != a and b2 == b and n2 == n
                    and C.face(self.piles[a2][-n]) == face):
                where = (f" из стопки {self.labels[a]}" if lang == "ru"
                         else f" from pile {self.labels[a]}")
                return text.replace(" → ", where + " → ", 1)
        return text

    def refusal(self, action: int, lang: str = "ru") -> str | None:
        kind, a, _b, n = A.decode(action)
        ru = lang == "ru"
        if kind == A.DRAW and self.piles[self.stock_pile] and not self.game.can_deal(self):
            return ("пока есть пустой столбец, сдавать нельзя" if ru
                    else "the stock cannot be dealt while a column is empty")
        if (kind == A.MOVE and n > 1 and a < len(self.piles)
                and self.specs[a].kind == "tableau" and n <= len(self.piles[a]) - self.down[a]
                and n not in self.runs(a)):
            return ("вместе переносятся только карты одной масти, лежащие по порядку" if ru
                    else "only a run of one suit in sequence moves together")
        return super().refusal(action, lang)


class Spider(PatienceGame):
    key = "spider"
    aliases = ("паук",)
    title_en = "Spider"
    title_ru = "Паук"
    rules_type = SpiderRules
    deck_size = 52
    copies = 2
    stock = "row"
    variants: ClassVar[dict[str, tuple[dict[str, Any], str, str]]] = {
        "one_suit": ({"suits": 1}, "one suit: all 104 cards are spades",
                     "одна масть: все 104 карты — пики"),
        "two_suits": ({"suits": 2}, "two suits: 52 spades and 52 hearts",
                      "две масти: 52 пики и 52 черви"),
        "four_suits": ({"suits": 4}, "four suits: two ordinary decks",
                       "четыре масти: две обычные колоды"),
    }
    goal_en = "Gather all 104 cards into eight King-to-Ace runs of one suit, which leave."
    goal_ru = "Собрать все 104 карты в восемь рядов одной масти от короля до туза и убрать их."
    reading_en = (
        "Ten columns (6, 6, 6, 6 and six of 5 cards, only the top card face up) and a stock "
        "of 50 dealt ten at a time, one onto each column, only while no column is empty. A "
        "card goes onto the next higher card of any suit, and an empty column takes any "
        "card; several cards move together only when they are of one suit and in sequence. "
        "A King-to-Ace run of one suit leaves for a foundation by itself; the deal is won "
        "when all eight have left. The text asks for alternating colours with two and four "
        "suits, but that is not the classic Spider it describes (runs of one suit could "
        "hardly be built), so we build on any suit as Windows and PySol do. One suit is "
        "the default; the result counts the moves, and the score is 1 won, 0 lost.")
    reading_ru = (
        "Десять столбцов (четыре по 6 карт и шесть по 5, открыта только верхняя) и колода "
        "из 50 карт, которая сдаётся по десять — по одной на каждый столбец, и только если "
        "пустых столбцов нет. Карту кладут на старшую на единицу карту любой масти, в "
        "пустой столбец — любую карту; несколько карт переносятся вместе, только если они "
        "одной масти и идут по порядку. Собранный ряд одной масти от короля до туза сам "
        "уходит в основание; пасьянс сошёлся, когда ушли все восемь. В тексте для двух и "
        "четырёх мастей сказано «с чередованием цвета», но в классическом Пауке (Windows, "
        "PySol) так не играют — ряд одной масти тогда почти не собрать, — поэтому масть "
        "при укладке не важна. По умолчанию — одна масть; в итоге считаются ходы, а "
        "результат — 1, если пасьянс сошёлся, и 0, если нет.")

    def suits(self, rules: Rules) -> tuple[int, ...]:
        return SUITS_OF[int(getattr(rules, "suits", 1))]

    def deck(self, rules: Rules) -> list[C.Card]:
        """104 cards: each suit of the variant in ``8 / suits`` copies; twins beyond the
        second share the ints of the first two (see the module's note)."""
        suits = self.suits(rules)
        copies = 8 // len(suits)
        return [C.make(r, s, k % 2) for s in suits for k in range(copies)
                for r in range(2, 15)]

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            *(PileSpec("foundation", gives=False, row=0, col=i, fan="none")
              for i in range(FOUNDATIONS)),
            PileSpec("stock", row=0, col=COLUMNS - 1, fan="none"),
            *(PileSpec("tableau", accepts=BUILD, run=RUN, row=1, col=i)
              for i in range(COLUMNS)),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        cols: list[list[C.Card]] = [[] for _ in range(COLUMNS)]
        for k, card in enumerate(order[:DEALT]):
            cols[k % COLUMNS].append(card)
        stock = order[DEALT:][::-1]  # the first undealt card is on top: it goes to column 1
        piles = [*([] for _ in range(FOUNDATIONS)), stock, *cols]
        down = [*([0] * FOUNDATIONS), len(stock), *(len(c) - 1 for c in cols)]
        return [list(p) for p in piles], down

    def can_deal(self, state: PatienceState) -> bool:
        return all(state.piles[i] for i, s in enumerate(state.specs) if s.kind == "tableau")

    def settle(self, state: PatienceState) -> None:
        """A King-to-Ace run of one suit on top of a column goes to the first empty
        foundation (shown with its King on top)."""
        for i, spec in enumerate(state.specs):
            if spec.kind != "tableau":
                continue
            pile = state.piles[i]
            if len(pile) - state.down[i] < 13 or not complete_run(pile[-13:]):
                continue
            for f in state.foundations:
                if not state.piles[f]:
                    state.piles[f] = pile[-13:][::-1]
                    del pile[-13:]
                    break

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> SpiderState:
        self.check_players(players, rules)
        return SpiderState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        from koloda.games.patience.solvers.spider import SpiderAgent

        return {"random": RandomAgent, "solver": SpiderAgent}

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        from koloda.games.patience.solvers.spider import solve_state

        return solve_state(state, time_limit, node_limit)


def complete_run(cards: Sequence[C.Card]) -> bool:
    """Whether ``cards`` (bottom first) are a King-to-Ace run of one suit."""
    return (len(cards) == 13 and cards[0] & 15 == C.KING
            and all(RUN.follows(cards[k], cards[k + 1]) for k in range(12)))

