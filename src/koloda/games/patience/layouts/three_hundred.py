"""«300» (Three Hundred), the old counting patience told at the end of the Тысяча part of
the rules collection: 36 cards, three parts, and the sums of the parts must make exactly
300. Every step is decided by the deal: the patience is forced.

Card values (the text's own): Ace 11, King 4, Queen 3, Jack 2, Ten 10, Nine 9, Eight 8,
Seven 7, Six 6. The cards pair into tens when a part is counted: King + Six, Queen +
Seven, Jack + Eight, a Ten alone, and Ace + Nine making 20; the cards left unpaired count
their own values. (So a part's sum is simply the sum of its cards' values; the pairing is
the traditional way to count it, and the view shows it.)

One part: the cards are laid one by one while counting "one, two, three", then "six,
seven, eight, nine, ten, jack, queen, king, ace", then "one, two, three" again, and so on.
A heart laid at "one", "two" or "three", or a card whose rank is the one called, goes
aside to the tour's heap; the others stay on the table in the order laid.

- Tour 1 goes through all 36 cards; it ends at "ace" (36 is three full counts, which the
  text requires). Its cards set aside make heap 1.
- Tour 2: the table's cards are turned over without shuffling (the first laid comes
  first) and laid again, the count starting afresh at "one"; heap 2.
- Tour 3: turned over again, the count going on from where tour 2 stopped; heap 3. If the
  last card of tour 3 was laid at "three", the part is over. If not, the cards are turned
  a fourth time and laid only until the count reaches "three" (turning them again if they
  run out first); what goes aside then joins heap 3.
- The three heaps are counted; the sum is written down.

Three parts are played and their sums added; the patience comes out when the total is
exactly 300.

Readings of the old text: each part starts from the whole deck, shuffled anew (the three
parts' sums could not reach 300 from what is left of one deck: all 36 cards are worth
240); each shuffle is a chance event of the deal, logged and reproducible from the seed.
"One, two, three" is said even where a tour starts; a tour that finds the table empty is
skipped and the part is counted. Each ``step`` lays one card, turns the deck over, counts
a part or shuffles for the next part.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules
from koloda.games.patience import actions as A
from koloda.games.patience.game import Layout, PatienceGame
from koloda.games.patience.layouts.forced_common import play_out, step_if
from koloda.games.patience.piles import PileSpec
from koloda.games.patience.rules import NoRules
from koloda.games.patience.solve import Solution
from koloda.games.patience.state import PatienceState

STOCK, TABLE, HEAPS, COUNTED = 0, 1, (2, 3, 4), 5
PARTS = 3
TARGET = 300
VALUE = {6: 6, 7: 7, 8: 8, 9: 9, 10: 10, C.JACK: 2, C.QUEEN: 3, C.KING: 4, C.ACE: 11}
# the count: "one, two, three", then the ranks from six to ace
CALLS_RU = ("раз", "два", "три", "шестёрка", "семёрка", "восьмёрка", "девятка", "десятка",
            "валет", "дама", "король", "туз")
CALLS_EN = ("one", "two", "three", "six", "seven", "eight", "nine", "ten", "jack", "queen",
            "king", "ace")
THREE = 2  # the index of the call "three"
PAIRS = ((C.KING, 6), (C.ACE, 9), (C.QUEEN, 7), (C.JACK, 8))
# aux: the part (0..2), the tour (1..4), the next call (0..11), the phase, the parts' sums
PART, TOUR, CALL, PHASE, SUMS = 0, 1, 2, 3, 4
LAY, COUNT, NEXT, END = 0, 1, 2, 3


def value(card: C.Card) -> int:
    return VALUE[C.rank_of(card)]


def goes_out(card: C.Card, call: int) -> bool:
    """Whether ``card`` laid at the ``call``-th word of the count goes aside."""
    if call <= THREE:
        return C.suit_of(card) == C.HEARTS
    return C.rank_of(card) == call + 3  # "six" is call 3


def tens(cards: Sequence[C.Card]) -> tuple[dict[str, int], list[C.Card]]:
    """The counting of a part: how many of each pair (``"K+6"``, ``"A+9"``, ``"Q+7"``,
    ``"J+8"``, ``"10"``), and the cards left unpaired."""
    by_rank: dict[int, list[C.Card]] = {}
    for card in cards:
        by_rank.setdefault(C.rank_of(card), []).append(card)
    out: dict[str, int] = {}
    for a, b in PAIRS:
        n = min(len(by_rank.get(a, [])), len(by_rank.get(b, [])))
        if n:
            out[f"{C.RANK_ASCII.get(a, str(a))}+{b}"] = n
            del by_rank[a][:n], by_rank[b][:n]
    if by_rank.get(10):
        out["10"] = len(by_rank[10])
        by_rank[10] = []
    left = sorted(c for group in by_rank.values() for c in group)
    return out, left


class ThreeHundred(PatienceGame):
    key = "300"
    aliases = ("триста", "three_hundred")
    title_en = "Three Hundred"
    title_ru = "Триста"
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {
        "t": ("Стол", "Table"), "h1": ("Кучка 1", "Heap 1"), "h2": ("Кучка 2", "Heap 2"),
        "h3": ("Кучка 3", "Heap 3"), "f": ("Сосчитанные карты", "Cards counted")}
    shows_points = True
    rules_type = NoRules
    deck_size = 36
    goal_en = "Make the three parts' sums add up to exactly 300."
    goal_ru = "Набрать в сумме трёх частей ровно 300 очков."
    reading_en = (
        "36 cards are laid one by one to the count 'one, two, three, six, seven … ace': a "
        "heart at 'one, two, three' or the card named goes aside. Three tours make three "
        "heaps (the second tour counts afresh, the third goes on, a fourth runs to 'three' "
        "if needed); the heaps are counted: A 11, K 4, Q 3, J 2, 10 10, pips at face "
        "value, paired into tens. Three parts, each with the whole deck shuffled anew (the "
        "text is silent; one deck is worth only 240); won when the sums make exactly 300. "
        "No choices: every step is forced.")
    reading_ru = (
        "36 карт выкладываются по одной под счёт «раз, два, три, шестёрка, семёрка … туз»: "
        "черва на «раз, два, три» или названная карта откладывается. Три тура дают три "
        "кучки (второй считается заново, третий — дальше, четвёртый — до «три», если "
        "нужно); кучки считаются: Т 11, К 4, Д 3, В 2, 10 — 10, остальные по числу очков, "
        "парами в десятки. Три части, каждая со всей колодой, перетасованной заново (в "
        "тексте не сказано; одна колода стоит лишь 240); сошёлся, если сумма ровно 300. "
        "Выбора нет: каждый шаг вынужден.")

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        return (
            PileSpec("stock", row=0, col=0, fan="none", label="s"),
            PileSpec("waste", gives=False, row=0, col=1, fan="right", label="t"),
            *(PileSpec("reserve", gives=False, row=1, col=k, fan="right", label=f"h{k + 1}")
              for k in range(3)),
            PileSpec("foundation", gives=False, row=1, col=3, fan="none", label="f"),
        )

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        stock = order[::-1]  # the first card of the order is laid first
        return [stock, [], [], [], [], []], [len(stock), 0, 0, 0, 0, 0]

    def redeals(self, rules: Rules) -> int | None:
        return None  # the deck is turned over by the count itself, not by the player

    def settle(self, state: PatienceState) -> None:
        if not state.aux:  # just dealt: part 1, tour 1, the count at "one"
            state.aux = [0, 1, 0, LAY, 0, 0, 0]

    def own_moves(self, rules: Rules) -> frozenset[int]:
        return frozenset({A.STEP})

    def extra_actions(self, state: PatienceState) -> list[int]:
        return step_if(bool(state.aux) and state.aux[PHASE] != END)

    def apply_extra(self, state: PatienceState, action: int) -> None:
        aux = state.aux
        piles = state.piles
        phase = aux[PHASE]
        if phase == COUNT:
            cards = [c for h in HEAPS for c in piles[h]]
            aux[SUMS + aux[PART]] = sum(value(c) for c in cards)
            piles[COUNTED].extend(cards)
            for h in HEAPS:
                piles[h] = []
            state.points = sum(aux[SUMS:])
            aux[PHASE] = NEXT if aux[PART] < PARTS - 1 else END
            return
        if phase == NEXT:
            order = state.shuffled(self.deck(state.rules))
            for i in range(len(piles)):
                piles[i] = []
            piles[STOCK] = order[::-1]
            aux[PART] += 1
            aux[TOUR], aux[CALL], aux[PHASE] = 1, 0, LAY
            return
        stock = piles[STOCK]
        if not stock:  # the tour is over: turn the table over, the first laid on top
            piles[STOCK] = piles[TABLE][::-1]
            piles[TABLE] = []
            aux[TOUR] = min(aux[TOUR] + 1, 4)
            if aux[TOUR] == 2:
                aux[CALL] = 0  # the second tour counts afresh
            return
        card = stock.pop()
        call = aux[CALL]
        heap = HEAPS[min(aux[TOUR], 3) - 1]
        piles[heap if goes_out(card, call) else TABLE].append(card)
        aux[CALL] = (call + 1) % len(CALLS_RU)
        self._after_card(state, aux, call)

    @staticmethod
    def _after_card(state: PatienceState, aux: list[int], call: int) -> None:
        """Whether the part is over after a card laid at ``call``."""
        piles = state.piles
        tour = aux[TOUR]
        if tour >= 4 and call == THREE:
            aux[PHASE] = COUNT  # the fourth turn runs only to "three"
        elif not piles[STOCK] and (not piles[TABLE] or (tour == 3 and call == THREE)):
            aux[PHASE] = COUNT

    def won(self, state: PatienceState) -> bool:
        aux = state.aux
        return bool(aux) and aux[PHASE] == END and sum(aux[SUMS:]) == TARGET

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Solution:
        return play_out(state, time_limit, node_limit)

    def view_notes(self, obs: Mapping[str, Any], lang: str) -> list[str]:
        """The count under the table: the part and tour, the next word, the sums."""
        return [status_line(obs, lang)]

    def render(self, obs: Mapping[str, Any], lang: str = "ru",
               names: Sequence[str] | None = None, playable: Collection[str] = ()) -> str:
        """The piles, then the count: the part and tour, the next word, the sums."""
        text = super().render(obs, lang, names, playable)
        return text + "\n" + status_line(obs, lang)


def status_line(obs: Mapping[str, Any], lang: str = "ru") -> str:
    aux = obs.get("aux") or [0, 1, 0, LAY, 0, 0, 0]
    ru = lang == "ru"
    part, tour, call, phase = aux[PART], aux[TOUR], aux[CALL], aux[PHASE]
    sums = aux[SUMS:SUMS + part + (1 if phase in (NEXT, END) else 0)]
    shown = " + ".join(map(str, sums)) if sums else "0"
    total = sum(sums)
    line = (f"часть {part + 1} из {PARTS}" if ru else f"part {part + 1} of {PARTS}")
    if phase == LAY:
        word = (CALLS_RU if ru else CALLS_EN)[call]
        line += (f", тур {tour}, следующий счёт: «{word}»" if ru
                 else f", tour {tour}, next word: '{word}'")
    elif phase == COUNT:
        heaps = [C.parse(c) for p in obs["piles"][2:5] for c in p["cards"] if c]
        pairs, left = tens(heaps)
        counted = ", ".join(f"{k}×{v}" for k, v in pairs.items()) or "—"
        rest = " ".join(C.show(c, lang) for c in left) or "—"
        line += (f", подсчёт: десятки {counted}; остаток {rest}; сумма "
                 f"{sum(value(c) for c in heaps)}" if ru else
                 f", counting: tens {counted}; left {rest}; sum "
                 f"{sum(value(c) for c in heaps)}")
    line += (f"; суммы частей: {shown} = {total} из {TARGET}" if ru
             else f"; parts' sums: {shown} = {total} of {TARGET}")
    return line

