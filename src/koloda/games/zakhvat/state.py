"""The state machine of «Захват» (rules and readings: the package docstring).

The deal is one chance event: every card, one at a time from the dealer's left, into
face-down stacks. Then each move lays the top card of a stack on the pile in the middle:
in turn round the table, or, after a court card or an ace, the payer's cards one by one
until the debt is paid. A paid debt gives the pile to the card's layer (aim ``all``) or
leaves it lying (aim ``empty``). No move is a choice: the only legal move is to lay.

What a seat may know: the sizes of the stacks, the pile (every card of it was laid face
up), and the cards that went under a stack from the pile (all saw them go); nobody, the
owner included, knows the dealt cards of a stack.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.zakhvat.rules import ZakhvatRules

LAY = 0  # the only move: lay the top card of one's stack
DEBT = {C.ACE: 4, C.KING: 3, C.QUEEN: 2, C.JACK: 1}
WORDS = ("turn", "flip", "play", "pay", "lay", "t", "ход", "открыть", "платить",
         "положить", "карта")


class ZakhvatState(State):
    rules: ZakhvatRules

    def __init__(self, game: Game, players: int, rules: ZakhvatRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.dealer = 0
        self.phase = "deal"  # deal (chance), play, over
        self.stacks: list[list[C.Card]] = [[] for _ in range(players)]  # top first
        self.hidden = [0] * players  # the dealt cards still on top of each stack
        self.pile: list[C.Card] = []  # laid face up, the last one on top
        self.turn = 0
        self.claimant: int | None = None  # who laid the card now being paid for
        self.owed = 0
        self.laid = 0
        self.last: tuple[int, tuple[C.Card, ...]] | None = None  # the last pile taken
        self.winners: list[int] = []
        self.by_cap = False

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(C.deck(52, copies=self.rules.decks))
        n = self.players
        for i, card in enumerate(order):
            self.stacks[(self.dealer + 1 + i) % n].append(card)
        self.hidden = [len(s) for s in self.stacks]
        self.turn = (self.dealer + 1) % n
        self.phase = "play"

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.turn

    def legal_actions(self) -> list[Action]:
        return [LAY] if self.phase == "play" else []

    def _after(self, seat: int, step: int) -> int | None:
        """The nearest seat with cards from ``seat`` in direction ``step``, not ``seat``."""
        n = self.players
        for k in range(1, n):
            other = (seat + step * k) % n
            if self.stacks[other]:
                return other
        return None

    def payer_of(self, seat: int) -> int | None:
        return self._after(seat, -1 if self.rules.payer == "right" else 1)

    def _apply(self, action: Action) -> None:
        seat = self.turn
        card = self.stacks[seat].pop(0)
        if self.hidden[seat]:
            self.hidden[seat] -= 1
        self.pile.append(card)
        self.laid += 1
        if self.rules.aim == "empty" and not self.stacks[seat]:
            self._end([seat])
            return
        debt = DEBT.get(C.rank_of(card), 0)
        if self.claimant is not None:
            self.owed -= 1
            if debt and self.rules.chain:
                self._claim(seat, debt)
            elif self.owed == 0 or not self.stacks[seat]:
                self._resolve(self.claimant)
        elif debt:
            self._claim(seat, debt)
        else:
            nxt = self._after(seat, 1)
            if nxt is not None:
                self.turn = nxt
            elif self.stacks[seat]:
                self.turn = seat  # the only one left with cards lays on
            else:
                self._resolve(seat)  # nobody has a card: the last layer takes the pile
        if self.phase == "play" and self.laid >= self.rules.cap:
            self._end_by_cap()

    def _claim(self, seat: int, debt: int) -> None:
        payer = self.payer_of(seat)
        if payer is None:
            self._resolve(seat)
            return
        self.claimant, self.owed, self.turn = seat, debt, payer

    def _resolve(self, seat: int) -> None:
        """The debt is paid (or cannot be): the card's layer takes the pile (aim all) and
        lays next."""
        self.claimant, self.owed = None, 0
        if self.rules.aim == "all":
            self.stacks[seat].extend(self.pile)  # under the stack, in sight of all
            self.last = (seat, tuple(self.pile))
            self.pile = []
            holders = [s for s in range(self.players) if self.stacks[s]]
            if holders == [seat]:
                self._end([seat])
                return
        nxt = self._after(seat, 1)
        self.turn = seat if self.stacks[seat] or nxt is None else nxt

    def _end(self, winners: list[int]) -> None:
        self.winners = winners
        self.claimant, self.owed = None, 0
        self.phase = "over"

    def _end_by_cap(self) -> None:
        sizes = [len(s) for s in self.stacks]
        best = max(sizes) if self.rules.aim == "all" else min(sizes)
        self.by_cap = True
        self._end([s for s, v in enumerate(sizes) if v == best])

    def returns(self) -> list[float]:
        return [1.0 if s in self.winners else 0.0 for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """Only the end has a value: no move is a choice, so nothing else is searched."""
        if self.phase != "over":
            return None
        return [(r + 1.0) / 2.0 for r in self.returns()]

    def clone(self) -> ZakhvatState:
        new = ZakhvatState.__new__(ZakhvatState)
        self._copy_base_into(new)
        new.dealer = self.dealer
        new.phase = self.phase
        new.stacks = [s[:] for s in self.stacks]
        new.hidden = self.hidden[:]
        new.pile = self.pile[:]
        new.turn = self.turn
        new.claimant = self.claimant
        new.owed = self.owed
        new.laid = self.laid
        new.last = self.last
        new.winners = self.winners[:]
        new.by_cap = self.by_cap
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return "turn"

    def text_to_action(self, text: str) -> Action:
        if text.strip().casefold() in WORDS:
            return LAY
        raise ParseError(
            f"'{text}' is not a move; the only move is to lay your top card: turn",
            f"«{text}» — не ход; ход один — открыть верхнюю карту: ход (или turn)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        if self.claimant is not None:
            return "заплатить карту" if lang == "ru" else "pay a card"
        return "открыть карту" if lang == "ru" else "turn a card"

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        if self.phase != "play":
            return "игра окончена" if lang == "ru" else "the game is over"
        if action != LAY:
            return ("ход один — открыть верхнюю карту" if lang == "ru"
                    else "the only move is to lay your top card")
        return None

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, ZakhvatState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        seat = self.turn
        out: list[str] = []
        if self.phase == "play" and self.stacks[seat]:
            # the card laid: hidden before the move, face up on the pile after it
            out.append(f"{names[seat]}: {C.show(self.stacks[seat][0], lang)}")
        if after.claimant is not None and (after.claimant, after.owed) != (self.claimant,
                                                                            self.owed - 1):
            payer = names[after.turn]
            if _you(payer):
                out.append(f"вы платите {after.owed}" if ru else f"you pay {after.owed}")
            else:
                out.append(f"{payer} платит {after.owed}" if ru
                           else f"{payer} pays {after.owed}")
        if after.last is not None and after.last is not self.last:
            who, cards = after.last
            if _you(names[who]):
                out.append(f"вы забираете кучу ({len(cards)})" if ru
                           else f"you take the pile ({len(cards)})")
            else:
                out.append(f"{names[who]} забирает кучу ({len(cards)})" if ru
                           else f"{names[who]} takes the pile ({len(cards)})")
        for s in range(self.players):
            if self.stacks[s] and not after.stacks[s] and after.phase == "play":
                if _you(names[s]):
                    out.append("у вас кончились карты" if ru else "you are out of cards")
                else:
                    out.append(f"{names[s]} без карт" if ru
                               else f"{names[s]} is out of cards")
        if after.phase == "over":
            won = ", ".join(names[s] for s in after.winners)
            if after.by_cap:
                out.append(f"Время вышло — победа: {won}" if ru
                           else f"Time is up — {won} won")
            else:
                out.append(f"Победа: {won}" if ru else f"{won} won")
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        last = self.last
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "dealer": self.dealer,
            "stacks": [len(s) for s in self.stacks],
            "hidden": self.hidden[:],
            "pile": C.texts(self.pile),
            "claimant": self.claimant,
            "owed": self.owed,
            "laid": self.laid,
            "to_move": turn if turn >= 0 else None,
            "last": (None if last is None else
                     {"seat": last[0], "cards": C.texts(last[1])}),
            "winners": self.winners[:],
            "by_cap": self.by_cap,
            "over": turn == TERMINAL,
        }

    def unseen(self, seat: int) -> int:
        if self.phase == "deal":
            return C.mask_of(C.deck(52, copies=self.rules.decks))
        mask = 0
        for s, stack in enumerate(self.stacks):
            mask |= C.mask_of(stack[:self.hidden[s]])
        return mask

    def resample(self, seat: int, rng: random.Random) -> ZakhvatState:
        """The dealt cards still face down on top of the stacks, shuffled among those
        places, each keeping its size; the cards that went under a stack from the pile
        stay where all saw them go."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.phase != "play":
            return new
        # shuffled from their sorted order, not the true one: the worlds must not follow
        # where the hidden cards really lie
        pool = sorted(c for s, stack in enumerate(self.stacks) for c in stack[:self.hidden[s]])
        rng.shuffle(pool)
        for s, stack in enumerate(new.stacks):
            h = self.hidden[s]
            new.stacks[s] = pool[:h] + stack[h:]
            del pool[:h]
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": [len(s) for s in self.stacks], "winners": self.winners[:],
                "laid": self.laid, "by_cap": self.by_cap}

    def move_help(self, lang: str = "ru") -> str:
        return ("Ход один: открыть верхнюю карту своей стопки (ход)" if lang == "ru"
                else "There is one move: lay the top card of your stack (turn)")


def _you(name: str) -> bool:
    """The reader's own seat, named «Вы»/"You": its verbs take the second person."""
    return name in ("Вы", "You")
