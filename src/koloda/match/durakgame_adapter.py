"""PyPI ``durakgame``'s players at Koloda's Durak table: the agent spec
``durakgame:NAME``, NAME a player class of the package (``MrFirst``, ``MrRandom``) or a
dotted path ``package.module.Class`` to any subclass of ``durakgame.Player``.

Only the player's decision function (``nextMove(state, options) -> index``) is used, on
our game: at each decision the seat's *observation* is mapped to durakgame's
representation (its ``GameState``: stock count, trump card, table, discard pile; and the
player's ``hand``), our legal actions are mapped to durakgame's move list, and the index
it returns is mapped back to our action. durakgame's own ``Game`` never runs, so its
known bug cannot strike: in durakgame 1.0.4 the ``FinishingMove`` (throwing in after the
defender takes) adds the thrown-in cards to the defender's hand without removing them from
the attacker's, so cards multiply (see bench/README.md). Here every card move is made by
Koloda's engine, which conserves cards.

The mapping (2 players, podkidnoy, 36 cards, no variants — the game durakgame plays):

- table empty, our lead: ``OpeningMove(card)`` for each card we may lead;
- attacking: ``AttackingMove(card)`` for each throw-in, ``EndingMove()`` for ``done``;
- the defender has taken: durakgame offers every set of throw-ins at once as
  ``FinishingMove(cards)`` (all subsets of the cards we may throw in, up to the limit);
  we play the chosen set one card at a time, then ``done``;
- defending: ``DefensiveMove(card)`` for each card that beats the first uncovered attack
  card (durakgame has one open attack card at a time), ``ForfeitingMove()`` for ``take``.

Options are listed in the order of the seat's hand as the observation lists it (durakgame
lists them in its own hand order, which is the order cards were drawn: ``MrFirst``, who
always picks option 0, therefore plays a different but equally naive first card).
``MrRandom`` draws from the module-level ``random``; the adapter lends it the seat's
seeded RNG for the call, so matches stay repeatable.
"""

from __future__ import annotations

import importlib
import itertools
import random
import sys
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.game import Action, Game
from koloda.engine.rules import Rules

_SUITS = {"H": "Heart", "C": "Cross", "S": "Spade", "D": "Diamond"}
_VALUES = {6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen",
           13: "King", 14: "Ace"}


def _module() -> ModuleType:
    try:
        return importlib.import_module("durakgame")
    except ImportError as err:
        raise KolodaError(
            "durakgame is not installed: pip install 'koloda[durakgame]' "
            "(or pip install durakgame==1.0.4)",
            "durakgame не установлен: pip install 'koloda[durakgame]'") from err


def player_class(name: str) -> Any:
    """The durakgame player class a spec names."""
    dg = _module()
    if "." not in name:
        cls = getattr(dg, name, None)
    else:
        mod_name, _, attr = name.rpartition(".")
        try:
            cls = getattr(importlib.import_module(mod_name), attr, None)
        except ImportError:
            cls = None
    if not (isinstance(cls, type) and issubclass(cls, dg.Player) and cls is not dg.Player):
        known = ", ".join(n for n in dir(dg) if isinstance(getattr(dg, n), type)
                          and issubclass(getattr(dg, n), dg.Player) and n != "Player")
        raise KolodaError(f"durakgame: no player '{name}'; players: {known} "
                          "(or a dotted path to a durakgame.Player subclass)",
                          f"durakgame: нет игрока «{name}»; есть: {known}")
    return cls


def check_rules(game: Game, players: int, rules: Rules) -> None:
    """durakgame plays 2-player podkidnoy with 36 cards and nothing else."""
    ok = (game.key == "durak" and players == 2 and getattr(rules, "base", None) == "podkidnoy"
          and getattr(rules, "deck", None) == 36)
    active = getattr(rules, "active_variants", None)
    if ok and callable(active) and active():
        ok = False
    if not ok:
        raise KolodaError("durakgame players play only durak, 2 players, podkidnoy, 36 cards, "
                          "no variants (--preset classic)",
                          "игроки durakgame играют только в подкидного дурака вдвоём, "
                          "36 карт, без вариантов (--preset classic)")


class DurakgameAgent:
    """One durakgame player deciding on Koloda's Durak (see the module doc)."""

    def __init__(self, seat: int, rng: random.Random, cls: Any) -> None:
        self.seat = seat
        self.rng = rng
        self.dg = _module()
        self.player = cls()
        self.plan: list[int] = []  # the rest of a chosen FinishingMove
        self.forfeits = 0
        self.warnings: list[str] = []

    # --- our cards to theirs ---------------------------------------------------------------

    def _card(self, card: int) -> Any:
        dg = self.dg
        text = C.to_text(card)
        return dg.Card(getattr(dg.CardValue, _VALUES[C.rank_of(card)]),
                       getattr(dg.Suit, _SUITS[text[-1]]))

    def _state(self, obs: Mapping[str, Any]) -> Any:
        dg = self.dg
        gu = sys.modules["durakgame.gameutils"]
        attack = [C.parse(a) for a, _ in obs["table"]]
        defense = [C.parse(d) for _, d in obs["table"] if d not in (None, "?")]
        table = gu.Table(attack=[self._card(c) for c in attack],
                         defense=[self._card(c) for c in defense],
                         isForfeited=bool(obs.get("taking")))
        trump_text = obs.get("trump_card")
        if trump_text:
            trump = self._card(C.parse(trump_text))
        else:  # the turned trump is in a hand by now: any card of the suit names it
            trump = dg.Card(dg.CardValue.Six, getattr(dg.Suit, _SUITS[obs["trump"]]))
        return gu.GameState(deckCC=int(obs.get("stock_count", 0)), trumpCard=trump,
                            table=table, discardPile={self._card(C.parse(c))
                                                      for c in obs.get("discard", [])})

    # --- the options -----------------------------------------------------------------------

    def _options(self, obs: Mapping[str, Any], legal: Sequence[Action]
                 ) -> tuple[list[Any], list[list[Action]]]:
        """durakgame's move list and, per option, the our actions it stands for."""
        from koloda.games.durak import actions as A

        dg = self.dg
        order = {C.parse(t): i for i, t in enumerate(obs.get("hand", []))}

        def by_hand(acts: list[Action]) -> list[Action]:
            return sorted(acts, key=lambda a: (order.get(A.card_of(a), 99), a))

        attacks = by_hand([a for a in legal if A.kind(a) == A.ATTACK])
        beats = [a for a in legal if A.kind(a) == A.BEAT]
        moves: list[Any] = []
        plays: list[list[Action]] = []
        if beats or (A.TAKE in legal):
            open_cards = [C.parse(a) for a, d in obs["table"] if d is None]
            target = open_cards[0] if open_cards else -1
            for a in by_hand([b for b in beats if A.target_of(b) == target]):
                moves.append(dg.DefensiveMove(self._card(A.card_of(a))))
                plays.append([a])
            if A.TAKE in legal:
                moves.append(dg.ForfeitingMove())
                plays.append([A.TAKE])
        elif not obs["table"]:
            for a in attacks:
                moves.append(dg.OpeningMove(self._card(A.card_of(a))))
                plays.append([a])
        elif obs.get("taking"):
            limit = len(attacks)
            cap = obs.get("attack_limit")
            if isinstance(cap, int):
                limit = min(limit, max(cap - len(obs["table"]), 0))
            for k in range(limit + 1):
                for combo in itertools.combinations(attacks, k):
                    moves.append(dg.FinishingMove([self._card(A.card_of(a)) for a in combo]))
                    plays.append([*combo, A.DONE])
        else:
            for a in attacks:
                moves.append(dg.AttackingMove(self._card(A.card_of(a))))
                plays.append([a])
            if A.DONE in legal:
                moves.append(dg.EndingMove())
                plays.append([A.DONE])
        return moves, plays

    # --- deciding ------------------------------------------------------------------------------

    def _ask(self, obs: Mapping[str, Any], moves: list[Any]) -> Any:
        self.player.hand = [self._card(C.parse(t)) for t in obs.get("hand", [])]
        state = self._state(obs)
        mod = sys.modules.get(type(self.player).__module__)
        lent = mod is not None and getattr(mod, "random", None) is random
        if lent:
            mod.random = self.rng  # type: ignore[union-attr]
        try:
            return self.player.nextMove(state, moves)
        finally:
            if lent:
                mod.random = random  # type: ignore[union-attr]

    def _forfeit(self, legal: Sequence[Action], why: str) -> Action:
        self.forfeits += 1
        self.warnings.append(f"durakgame (seat {self.seat + 1}): {why}; a random legal move "
                             "was played")
        return legal[self.rng.randrange(len(legal))]

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not obs.get("taking"):
            self.plan = []
        while self.plan:  # the rest of a FinishingMove chosen earlier
            step = self.plan.pop(0)
            if step in legal:
                return step
        if len(legal) == 1:
            return legal[0]
        moves, plays = self._options(obs, legal)
        if not moves:
            return self._forfeit(legal, "no durakgame move stands for the legal actions "
                                        f"{[int(a) for a in legal][:6]}")
        try:
            index = self._ask(obs, moves)
        except Exception as exc:  # an outside player's failure is not ours to raise
            return self._forfeit(legal, f"its nextMove raised {type(exc).__name__}: {exc}")
        if not (isinstance(index, int) and 0 <= index < len(moves)):
            return self._forfeit(legal, f"its nextMove returned {index!r}, not an option index")
        chosen = plays[index]
        first, rest = chosen[0], chosen[1:]
        self.plan = list(rest)
        return first
