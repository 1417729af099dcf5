"""What the builders group's games share: the base class that hands solving to the
group's solver (:mod:`koloda.games.patience.solvers.builders`), deal helpers and the
build rules they use."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.rules import Rules, rule
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.piles import FOUNDATION_BY_SUIT, Build, PileSpec, prank
from koloda.games.patience.rules import PatienceRules

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

ANY_DOWN = Build(suit="any", step="down", empty="any")
ALT_DOWN = Build(suit="alt", step="down", empty="any")
SUIT_DOWN = Build(suit="same", step="down", empty="any")
ANY_UPDOWN = Build(suit="any", step="updown", empty="any")
ANY_UP = Build(suit="any", step="up", empty=1)  # foundations whatever the suit


def foundations(count: int, row: float = 0, col: float = 0,
                rule: Build = FOUNDATION_BY_SUIT) -> list[PileSpec]:
    """``count`` foundations in a line; cards never come back from them."""
    return [PileSpec("foundation", accepts=rule, gives=False, row=row, col=col + k,
                     fan="none") for k in range(count)]


def deal_rows(cards: Sequence[C.Card], sizes: Sequence[int]) -> list[list[C.Card]]:
    """Deal ``cards`` one at a time across the piles, row after row, into piles of
    ``sizes`` cards (a pile that is full is skipped), as cards are laid on a table.

    >>> deal_rows([1, 2, 3, 4, 5, 6], [3, 2, 1])
    [[1, 4, 6], [2, 5], [3]]
    """
    piles: list[list[C.Card]] = [[] for _ in sizes]
    it = iter(cards)
    for row in range(max(sizes, default=0)):
        for k, size in enumerate(sizes):
            if row < size:
                piles[k].append(next(it))
    return piles


def take_aces(order: Sequence[C.Card]) -> tuple[list[C.Card], list[C.Card]]:
    """The Aces of ``order`` (in the order they come) and the other cards."""
    aces = [c for c in order if c & 15 == C.ACE]
    rest = [c for c in order if c & 15 != C.ACE]
    return aces, rest


def lowest_home(state: PatienceState) -> int:
    """The lowest patience rank on top of a foundation (0 for an empty one)."""
    return min((prank(state.piles[f][-1]) if state.piles[f] else 0)
               for f in state.foundations)


class BuilderGame(PatienceGame):
    """A game of the builders group: all cards face up but the stock's, solved by the
    group's solver."""

    # how the solver maps cards before comparing positions (None: twins are one card)
    solver_canon: ClassVar[bytes | None] = None
    # whether ``interchangeable`` depends on the position (else it is asked once)
    interchangeable_varies: ClassVar[bool] = False
    # a game may also define ``solver_dead(state) -> bool``: a position that can no
    # longer be won (the solver drops it; it must be a proof)

    def redeals(self, rules: Rules) -> int | None:
        """Only a stock turned onto a waste can be turned over: the others say nothing."""
        if self.stock != "waste":
            return None
        return super().redeals(rules)

    def interchangeable(self, state: PatienceState) -> tuple[int, ...]:
        """The tableau piles that may trade places without changing the game (the solver
        sorts them): by default every tableau pile."""
        return tuple(i for i, s in enumerate(state.specs) if s.kind == "tableau")

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        from koloda.games.patience.solvers.builders import solve

        return solve(state, time_limit, node_limit)


@dataclass(frozen=True)
class StockRules(PatienceRules):
    """A stock turned one card at a time onto the waste."""

    redeals: int | None = rule(0, lo=0, hi=9, optional=True,
                               en="times the waste may go back to the stock (none: no "
                                  "limit)",
                               ru="сколько раз можно пересдать колоду (none — без "
                                  "ограничений)")


def stock_waste_specs() -> list[PileSpec]:
    return [PileSpec("stock", row=0, col=0, fan="none"),
            PileSpec("waste", row=0, col=1, fan="right")]
