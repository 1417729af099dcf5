"""The base of every solitaire: a :class:`PatienceGame` is a declaration (deck, piles,
deal, stock, pairing) plus small hooks; :class:`~.state.PatienceState` runs all of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from koloda.engine import cards as C
from koloda.engine.agents import Agent, RandomAgent
from koloda.engine.errors import KolodaError
from koloda.engine.game import Game
from koloda.engine.picture import Marker, MoveRef, Picture
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.games.patience import actions as A
from koloda.games.patience.piles import KIND_LETTER, PileSpec

if TYPE_CHECKING:
    from koloda.games.patience.state import PatienceState

Layout = tuple[list[list[C.Card]], list[int]]  # the piles (bottom first), face-down counts


class PatienceGame(Game):
    """A one-player card game laid out in piles. Subclasses declare the class attributes
    and override the hooks they need; the defaults give a plain build-and-move game."""

    min_players = 1
    max_players = 1
    default_players = 1
    family: ClassVar[str] = "patience"
    deal_is_known = True

    deck_size: ClassVar[int] = 52
    copies: ClassVar[int] = 1
    jokers: ClassVar[int] = 0
    # what the stock does: None, "waste" (turn cards onto the waste), "row" (one card onto
    # every tableau pile), or a hook ("special": the game's own ``deal_stock``)
    stock: ClassVar[Literal["waste", "row", "special"] | None] = None
    # pair removal: None, "sum13" (two cards making 13, a King alone), "rank" (two of a rank)
    pairing: ClassVar[Literal["sum13", "rank"] | None] = None
    # the reading of a vague text, shown by ``koloda rules`` and in docs/solitaires.md
    reading_en: ClassVar[str] = ""
    reading_ru: ClassVar[str] = ""
    goal_en: ClassVar[str] = ""
    goal_ru: ClassVar[str] = ""
    # a measured fact worth a line in docs/solitaires.md (a win rate and how to repeat it)
    note_en: ClassVar[str] = ""
    note_ru: ClassVar[str] = ""
    # the table picture: names people read for piles by their label, where the kind's
    # word would not do (Russian, English); whether the points are a marker from the start
    pile_titles: ClassVar[Mapping[str, tuple[str, str]]] = {}
    shows_points: ClassVar[bool] = False

    # --- the declaration -------------------------------------------------------------

    def pile_specs(self, rules: Rules) -> tuple[PileSpec, ...]:
        raise NotImplementedError

    def lay_out(self, rules: Rules, order: list[C.Card]) -> Layout:
        """Deal ``order`` (the shuffled deck, first card first) into the piles."""
        raise NotImplementedError

    def deck(self, rules: Rules) -> list[C.Card]:
        return C.deck(self.deck_size, jokers=self.jokers, copies=self.copies)

    def numbered_deal(self, rules: Rules, number: int) -> list[C.Card] | None:
        """A deck order fixed by the deal number instead of the shuffle (a classic
        numbering, such as Microsoft FreeCell's), or None to shuffle from the seed."""
        return None

    def deal_range(self, rules: Rules) -> tuple[int, int] | None:
        """The deal numbers ``numbered_deal`` knows, or None when any seed shuffles."""
        return None

    def check_deal(self, rules: Rules, number: int) -> None:
        """Refuse a deal number the numbering does not have (rather than deal another
        deal under the number typed)."""
        span = self.deal_range(rules)
        if span is not None and not span[0] <= number <= span[1]:
            lo, hi = span
            raise KolodaError(
                f"{self.title_en} deals are numbered {lo} to {hi}; there is no deal {number}",
                f"раздачи «{self.title_ru}» нумеруются от {lo} до {hi}; раздачи {number} нет")

    def draw_count(self, rules: Rules) -> int:
        return int(getattr(rules, "draw", 1))

    def redeals(self, rules: Rules) -> int | None:
        """How many times the waste may go back to the stock (None: without limit). The
        status line counts what is left only when this is above 0."""
        value = getattr(rules, "redeals", 0)
        return None if value is None else int(value)

    def move_kinds(self, rules: Rules) -> frozenset[int]:
        """The kinds of move (``actions.MOVE``, ``DRAW`` …) this game can offer under
        ``rules``; help texts and refusals name only these. Read from the declaration
        (piles that take cards, the stock, turning the waste over, pairs) plus
        :meth:`own_moves`."""
        kinds = set(self.own_moves(rules))
        if any(s.accepts is not None for s in self.pile_specs(rules)):
            kinds.add(A.MOVE)
        if self.stock is not None:
            kinds.add(A.DRAW)
        if self.stock == "waste" and self.redeals(rules) != 0:
            kinds.add(A.RECYCLE)
        if self.pairing is not None:
            kinds.add(A.REMOVE)
        return frozenset(kinds)

    def own_moves(self, rules: Rules) -> frozenset[int]:
        """The kinds of move this game's own hooks (``extra_actions``) offer."""
        return frozenset()

    def own_forms(self, rules: Rules) -> list[tuple[str, str]]:
        """How the moves of the game's own hooks are typed, one example each (English,
        Russian): its SPECIAL moves, and its moves between piles when no pile of the
        declaration takes cards. Steps, turned cards and pairs need none."""
        return []

    def labels(self, rules: Rules) -> list[str]:
        """Short names of the piles: tableau 1, 2, …; others f1, c1, s, w, r1."""
        out: list[str] = []
        counts: dict[str, int] = {}
        specs = self.pile_specs(rules)
        singles = {k for k in KIND_LETTER if sum(s.kind == k for s in specs) == 1}
        for spec in specs:
            if spec.label:
                out.append(spec.label)
                continue
            counts[spec.kind] = counts.get(spec.kind, 0) + 1
            n = counts[spec.kind]
            if spec.kind == "tableau":
                out.append(str(n))
            elif spec.kind in singles and spec.kind in ("stock", "waste"):
                out.append(KIND_LETTER[spec.kind])
            else:
                out.append(f"{KIND_LETTER[spec.kind]}{n}")
        return out

    # --- hooks (defaults: a plain build-and-move patience) ------------------------------

    def free(self, state: PatienceState, pile: int) -> bool:
        """Whether the top card of ``pile`` may be played now (pyramids block cards)."""
        return True

    def may_pair(self, state: PatienceState, a: int, b: int) -> bool:
        """Whether the top cards of piles ``a`` and ``b`` may go out together (beyond
        the pairing rule itself: adjacency, say)."""
        return True

    def max_run(self, state: PatienceState, src: int, dst: int) -> int:
        """The most cards one move may carry from ``src`` to ``dst``."""
        return 999

    def extra_actions(self, state: PatienceState) -> list[int]:
        """The game's own moves (SPECIAL, OPEN, STEP …) beside the generic ones."""
        return []

    def apply_extra(self, state: PatienceState, action: int) -> None:
        raise NotImplementedError(f"{self.key} has no move {action}")

    def deal_stock(self, state: PatienceState) -> None:
        """``stock = "special"``: what turning the stock does."""
        raise NotImplementedError

    def can_deal(self, state: PatienceState) -> bool:
        """Whether the stock may be dealt now (Spider wants no empty column)."""
        return True

    def settle(self, state: PatienceState) -> None:
        """After every action: refill, close gaps, take off finished sequences."""

    def won(self, state: PatienceState) -> bool:
        """Default: every card is on a foundation."""
        return all(not p for i, p in enumerate(state.piles)
                   if state.specs[i].kind != "foundation")

    def auto_safe(self, state: PatienceState, card: C.Card) -> bool:
        """Whether ``card`` can no longer be needed, so the ``auto`` rule plays it home:
        no card that could still lie on it needs it (``safe.py`` reads that from the
        pile rules). A game with moves of its own beyond its pile rules overrides this."""
        from koloda.games.patience.safe import safe_home

        return safe_home(state, card)

    def auto_from(self, state: PatienceState, pile: int) -> bool:
        """Whether the ``auto`` rule may take a card from ``pile``. Never from a waste
        that is dealt more than one card at a time: taking its top card away changes
        which cards later deals bring to the top, which the player may need."""
        return pile != state.waste_pile or self.draw_count(state.rules) <= 1

    def stuck_is_lost(self, state: PatienceState) -> bool:
        """A position with no move left ends the game (lost unless won)."""
        return True

    def special_text(self, state: PatienceState, action: int) -> str:
        raise KeyError(action)

    def special_parse(self, state: PatienceState, text: str) -> int | None:
        return None

    def describe_special(self, state: PatienceState, action: int, lang: str) -> str:
        return self.special_text(state, action)

    def special_touches(self, obs: Mapping[str, Any],
                        action: int) -> list[tuple[int, int, int | None]]:
        """Where a person touches the table for this game's own move ``action`` (a
        SPECIAL), read from the observation: (pile, index of the card or -1 for the pile,
        the target pile or None) for each control of it. Empty: a button."""
        return []

    def view_markers(self, obs: Mapping[str, Any], lang: str) -> list[Marker]:
        """Markers of this game beside the common ones (moves, points, redeals)."""
        return []

    def view_notes(self, obs: Mapping[str, Any], lang: str) -> list[str]:
        """Lines under the table (a counting game's sums)."""
        return []

    def score(self, state: PatienceState) -> float:
        """The result of a finished deal: 1 won, 0 lost (scored games override)."""
        return 1.0 if state.is_won() else 0.0

    # --- Game ------------------------------------------------------------------------

    def rules_doc(self) -> RulesText | None:
        from koloda.games.patience.rulestext import TEXTS

        return TEXTS.get(self.key)

    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> PatienceState:
        from koloda.games.patience.state import PatienceState

        self.check_players(players, rules)
        return PatienceState(self, players, rules, seed, deals)

    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        from koloda.games.patience.solve import SolverAgent

        return {"random": RandomAgent, "solver": SolverAgent}

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        from koloda.games.patience.picture import patience_picture

        return patience_picture(self, obs, viewer, moves, lang, names)

    def render(self, obs: Mapping[str, Any], lang: str = "ru",
               names: Sequence[str] | None = None, playable: Collection[str] = ()) -> str:
        from koloda.games.patience.view import render

        return render(obs, lang)

    # --- solving ---------------------------------------------------------------------

    def solve(self, state: PatienceState, time_limit: float,
              node_limit: int | None) -> Any:
        """This game's solver (a family overrides it with a faster one)."""
        from koloda.games.patience.solve import search

        return search(state, time_limit, node_limit)
