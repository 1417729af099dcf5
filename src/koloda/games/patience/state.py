"""The one state machine of every solitaire: piles of cards, face-down counts, the stock,
and the generic moves (move cards, turn the stock, take out pairs) that the game's
declaration (:class:`~.game.PatienceGame`) allows, plus its own hooks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import CHANCE, TERMINAL, Action, State
from koloda.engine.rules import Rules
from koloda.engine.texts import MOVES, count
from koloda.games.patience import actions as A
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.piles import PileSpec, prank
from koloda.games.patience.texts import (
    confirm_of,
    describe,
    move_help,
    parse_action,
    refusal_of,
    text_of,
)

WINNABLE_BUDGET = 3.0  # CPU seconds "hint winnable" may search


class PatienceState(State):
    game: PatienceGame
    hints_moves = True  # ``hint`` and ``hint move`` are the solver's, not a search player's

    def __init__(self, game: PatienceGame, players: int, rules: Rules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.specs: tuple[PileSpec, ...] = game.pile_specs(rules)
        self.labels: list[str] = game.labels(rules)
        self.piles: list[list[C.Card]] = [[] for _ in self.specs]
        self.down: list[int] = [0] * len(self.specs)
        self.seen = 0  # cards the player has seen face up (he remembers them)
        self.passes = 0  # times the waste went back to the stock
        self.moves = 0
        self.points = 0  # scored games (Memory)
        self.aux: list[int] = []  # a game's own small counters (hooks keep them)
        self.dealt = False
        self.gave_up = False
        self._legal: list[Action] | None = None
        kinds = [s.kind for s in self.specs]
        self.stock_pile = kinds.index("stock") if "stock" in kinds else -1
        self.waste_pile = kinds.index("waste") if "waste" in kinds else -1
        self.foundations = [i for i, k in enumerate(kinds) if k == "foundation"]

    # --- chance ------------------------------------------------------------------------

    def _chance(self) -> None:
        numbered = None if self.forced else self.game.numbered_deal(self.rules, self.seed)
        if numbered is not None:
            order = numbered
            self.deals.append(order[:])
        else:
            order = self.shuffled(self.game.deck(self.rules))
        piles, down = self.game.lay_out(self.rules, order)
        self.piles = piles
        self.down = down
        self.dealt = True
        self._after()

    # --- the machine -------------------------------------------------------------------

    def current_player(self) -> int:
        if not self.dealt:
            return CHANCE
        if self.gave_up or self.is_won():
            return TERMINAL
        if len(self.legal_actions()) <= 1 and self.game.stuck_is_lost(self):
            return TERMINAL
        return 0

    def is_won(self) -> bool:
        return self.dealt and self.game.won(self)

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            if not self.dealt or self.gave_up or self.is_won():
                return []
            out = self.moves_now()
            out.append(A.GIVE_UP_ACTION)
            self._legal = out
        return list(self._legal)

    def moves_now(self) -> list[Action]:
        """Every legal move but giving up."""
        game = self.game
        out: list[Action] = []
        piles, specs = self.piles, self.specs
        n_piles = len(piles)
        for i in range(n_piles):
            src = piles[i]
            spec = specs[i]
            if not src or not spec.gives or spec.kind == "stock" or self.down[i] >= len(src):
                continue
            if not game.free(self, i):
                continue
            runs = self.runs(i)
            # empty piles of one kind and rule are alike: offer the first of them only
            empty_kinds: set[tuple[object, int]] = set()
            for j in range(n_piles):
                if j == i:
                    continue
                dst_spec = specs[j]
                if dst_spec.accepts is None:
                    continue
                dst = piles[j]
                cap = game.max_run(self, i, j)
                for n in runs:
                    if n > cap:
                        break
                    if dst_spec.kind == "foundation" and n > 1:
                        break
                    if not dst and n == len(src) and self.down[i] == 0 \
                            and dst_spec.kind == spec.kind:
                        continue  # a whole pile to an empty one of its kind changes nothing
                    if dst_spec.takes(dst, src[len(src) - n:]):
                        if not dst:
                            alike = ((dst_spec.kind, dst_spec.accepts), n)
                            if alike in empty_kinds:
                                continue
                            empty_kinds.add(alike)
                        out.append(A.move(i, j, n))
        stock = game.stock
        if stock is not None:
            has_cards = self.stock_pile >= 0 and bool(self.piles[self.stock_pile])
            if stock == "special" or has_cards:
                if game.can_deal(self):
                    out.append(A.DRAW_ACTION)
            elif stock == "waste" and self.waste_pile >= 0 and self.piles[self.waste_pile]:
                limit = game.redeals(self.rules)
                if limit is None or self.passes < limit:
                    out.append(A.RECYCLE_ACTION)
        if game.pairing is not None:
            out.extend(self.pairs_now())
        out.extend(game.extra_actions(self))
        return out

    def runs(self, i: int) -> list[int]:
        """How many cards may leave pile ``i`` together: 1, 2, … (face up, in order)."""
        pile = self.piles[i]
        rule = self.specs[i].run
        out = [1]
        if rule is None:
            return out
        lowest = self.down[i]
        k = len(pile) - 1
        while k > lowest and rule.follows(pile[k - 1], pile[k]):
            k -= 1
            out.append(len(pile) - k)
        return out

    def open_tops(self) -> list[int]:
        """Piles whose top card is face up and free to play."""
        return [i for i, p in enumerate(self.piles)
                if p and self.down[i] < len(p) and self.specs[i].kind not in
                ("foundation", "stock") and self.game.free(self, i)]

    def pairs_now(self) -> list[Action]:
        game = self.game
        tops = self.open_tops()
        out: list[Action] = []
        if game.pairing == "sum13":
            for a in tops:
                if prank(self.piles[a][-1]) == 13:
                    out.append(A.remove(a))
        for x, a in enumerate(tops):
            ca = self.piles[a][-1]
            for b in tops[x + 1:]:
                cb = self.piles[b][-1]
                if game.pairing == "sum13":
                    ok = prank(ca) + prank(cb) == 13
                else:
                    ok = prank(ca) == prank(cb)
                if ok and game.may_pair(self, a, b):
                    out.append(A.remove(a, b))
        return out

    def _apply(self, action: Action) -> None:
        kind, a, b, n = A.decode(action)
        game = self.game
        if kind == A.MOVE:
            src = self.piles[a]
            moving = src[len(src) - n:]
            del src[len(src) - n:]
            self.piles[b].extend(moving)
        elif kind == A.DRAW:
            if game.stock == "waste":
                stock, waste = self.piles[self.stock_pile], self.piles[self.waste_pile]
                for _ in range(min(game.draw_count(self.rules), len(stock))):
                    waste.append(stock.pop())
            elif game.stock == "row":
                stock = self.piles[self.stock_pile]
                for i, spec in enumerate(self.specs):
                    if spec.kind == "tableau" and stock:
                        self.piles[i].append(stock.pop())
            else:
                game.deal_stock(self)
        elif kind == A.RECYCLE:
            waste = self.piles[self.waste_pile]
            self.piles[self.stock_pile] = waste[::-1]
            self.piles[self.waste_pile] = []
            self.passes += 1
        elif kind == A.REMOVE:
            found = self.piles[self.foundations[0]] if self.foundations else []
            found.append(self.piles[a].pop())
            if b != A.NONE:
                found.append(self.piles[b].pop())
        elif kind == A.GIVE_UP:
            self.gave_up = True
            self._legal = None
            return
        else:
            game.apply_extra(self, action)
        self.moves += 1
        self._after()

    def _after(self) -> None:
        """Turn up uncovered cards, let the game settle, play safe cards home."""
        self._legal = None
        self._flip()
        self.game.settle(self)
        self._flip()
        if getattr(self.rules, "auto", False) and self.foundations:
            while self._auto_one():
                self._flip()
                self.game.settle(self)
                self._flip()
        self._legal = None
        seen = self.seen
        for i, pile in enumerate(self.piles):
            for card in pile[self.down[i]:]:
                seen |= 1 << card
        self.seen = seen

    def _flip(self) -> None:
        for i, spec in enumerate(self.specs):
            pile = self.piles[i]
            if spec.kind == "stock":
                self.down[i] = len(pile)
            elif self.down[i] >= len(pile):
                self.down[i] = len(pile) - 1 if (pile and spec.flip) else len(pile)

    def _auto_one(self) -> bool:
        """Move one safe card to a foundation; whether one moved."""
        for i in self.open_tops():
            if not self.specs[i].gives or not self.game.auto_from(self, i):
                continue
            card = self.piles[i][-1]
            home = next((f for f in self.foundations
                         if self.specs[f].takes(self.piles[f], [card])), -1)
            # the cheap question first: most cards cannot go home at all
            if home >= 0 and self.game.auto_safe(self, card):
                self.piles[home].append(self.piles[i].pop())
                self._legal = None
                return True
        return False

    def returns(self) -> list[float]:
        return [self.game.score(self) if self.is_terminal() else 0.0]

    def result(self) -> dict[str, Any]:
        out = super().result()
        out.update(won=self.is_won(), moves=self.moves, points=self.points,
                   passes=self.passes)
        return out

    def clone(self) -> PatienceState:
        other = PatienceState.__new__(PatienceState)
        self._copy_base_into(other)
        other.specs = self.specs
        other.labels = self.labels
        other.piles = [p[:] for p in self.piles]
        other.down = self.down[:]
        other.seen = self.seen
        other.passes = self.passes
        other.moves = self.moves
        other.points = self.points
        other.aux = self.aux[:]
        other.dealt = self.dealt
        other.gave_up = self.gave_up
        other._legal = self._legal
        other.stock_pile = self.stock_pile
        other.waste_pile = self.waste_pile
        other.foundations = self.foundations
        return other

    def key(self) -> tuple[Any, ...]:
        """The position without its history (solvers' transposition key)."""
        return (tuple(tuple(p) for p in self.piles), tuple(self.down), self.passes,
                tuple(self.aux))

    # --- texts -------------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return text_of(self, action)

    def text_to_action(self, text: str) -> Action:
        return parse_action(self, text)

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        return describe(self, action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        return refusal_of(self, action, lang)

    def move_help(self, lang: str = "ru") -> str:
        return move_help(self, lang)

    def commands(self) -> dict[str, tuple[str, str]]:
        return {"hint": ("совет решателя (hint сходится — сойдётся ли раздача)",
                         "the solver's advice (hint winnable — can this deal still be won)")}

    def confirm(self, action: Action, lang: str = "ru") -> str | None:
        return confirm_of(self, action, lang)

    # --- information -------------------------------------------------------------------

    def hidden_positions(self) -> list[tuple[int, int]]:
        """(pile, index) of face-down cards the player has never seen."""
        out = []
        seen = self.seen
        for i, pile in enumerate(self.piles):
            for k in range(self.down[i]):
                if not seen >> pile[k] & 1:
                    out.append((i, k))
        return out

    def unseen(self, seat: int) -> int:
        mask = 0
        for i, k in self.hidden_positions():
            mask |= 1 << self.piles[i][k]
        if not self.dealt:
            for card in self.game.deck(self.rules):
                mask |= 1 << card
        return mask

    def observation(self, seat: int) -> dict[str, Any]:
        piles = []
        for i, pile in enumerate(self.piles):
            spec = self.specs[i]
            down = self.down[i]
            piles.append({
                "label": self.labels[i], "kind": spec.kind, "row": spec.row,
                "col": spec.col, "fan": spec.fan, "down": down, "count": len(pile),
                "cards": [None if k < down else C.to_text(c) for k, c in enumerate(pile)],
                "free": bool(pile) and down < len(pile) and self.game.free(self, i),
            })
        limit = self.game.redeals(self.rules)  # a count only where a redeal is allowed
        return {
            "game": self.game.key, "family": "patience", "dealt": self.dealt,
            "piles": piles, "moves": self.moves, "passes": self.passes,
            "redeals_left": max(0, limit - self.passes) if limit else None,
            "points": self.points, "won": self.is_won(), "over": self.is_terminal(),
            "aux": list(self.aux),
        }

    def resample(self, seat: int, rng: random.Random) -> PatienceState:
        other = self.clone()
        spots = self.hidden_positions()
        # sorted first: the sample depends on what the player knows, never on where
        # the hidden cards truly lie
        cards = sorted(self.piles[i][k] for i, k in spots)
        rng.shuffle(cards)
        for (i, k), card in zip(spots, cards, strict=True):
            other.piles[i][k] = card
        other.rng = random.Random(rng.getrandbits(64))
        other.forced = []
        other._legal = None
        return other

    def hint(self, seat: int, request: str, lang: str = "ru") -> str:
        """``hint`` (or ``hint move``): the solver's next move, from what the player may
        know, and in how many sampled deals of the hidden cards it wins
        (:func:`~.solve.hint`); ``hint winnable``: whether this deal can still be won
        (it looks at the face-down cards, as "is this deal winnable" must)."""
        from koloda.games.patience import solve as S
        from koloda.games.patience.solve import hint_text, solve

        ru = lang == "ru"
        word = request.strip().casefold()
        if word in ("winnable", "win", "решаемо", "сходится", "сойдётся", "сойдется"):
            found = solve(self, WINNABLE_BUDGET)
            if found.status == "won":
                n = len(found.actions)
                return (f"Раздача сходится (решение в {count(n, 'ru', MOVES)})." if ru
                        else f"This deal can be won ({count(n, 'en', MOVES)}).")
            if found.status == "lost":
                return ("Из этого положения пасьянс не сойдётся." if ru
                        else "This deal cannot be won from here.")
            return (f"Решатель не успел ответить за {WINNABLE_BUDGET:g} с процессорного "
                    "времени." if ru else
                    f"The solver could not decide within {WINNABLE_BUDGET:g} CPU seconds.")
        if word not in ("", "move", "ход", "совет"):
            raise IllegalActionError(
                f"unknown hint '{request}'; hints: move, winnable",
                f"нет подсказки «{request}»; есть: ход, сходится")
        return hint_text(self, S.hint(self, S.HINT_BUDGET, S.HINT_WORLDS), lang)


def pile_top(state: PatienceState, i: int) -> C.Card | None:
    pile = state.piles[i]
    return pile[-1] if pile else None

