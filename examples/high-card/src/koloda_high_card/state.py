"""The state machine of High Card (rules: the package's docstring).

One deal (a chance event) starts the game; then every action is a seat showing a card of
its hand. What a seat may know: its own hand, how many cards each hand holds, the cards
shown this round and in every round before (they lie face up). What it may not: the
other hands and the cards left out of the deal (``unseen``), which ``resample`` re-deals
at random among those places, so the search players of koloda.ai can play this game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda_high_card.rules import HighCardRules
from koloda_high_card.texts import points

# a round once it is over: its leader, the cards shown in order, the seats that scored
Round = tuple[int, tuple[C.Card, ...], tuple[int, ...]]

_VERBS = ("play", "show", "показать", "открыть")  # an optional first word of a move


def strength(card: C.Card, ace_low: bool) -> int:
    """What a card is worth in a round: its rank, the ace below everything if asked."""
    rank = C.rank_of(card)
    return 1 if ace_low and rank == 14 else rank


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.rank_of(card), C.suit_of(card))


class HighCardState(State):
    rules: HighCardRules

    def __init__(self, game: Game, players: int, rules: HighCardRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.dealt = False
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.rest: list[C.Card] = []  # the cards left out of the deal, face down
        self.leader = 0
        self.shown: list[C.Card] = []  # this round's cards, the leader's first
        self.done: list[Round] = []
        self.points = [0] * players

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(C.deck(self.rules.deck))
        k = self.rules.rounds
        for s in range(self.players):
            self.hands[s] = sorted(order[s * k:(s + 1) * k], key=hand_order)
        self.rest = order[self.players * k:]
        self.dealt = True

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if not self.dealt:
            return CHANCE
        if len(self.done) == self.rules.rounds:
            return TERMINAL
        return (self.leader + len(self.shown)) % self.players

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        return list(self.hands[seat]) if seat >= 0 else []

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        self.hands[seat].remove(action)
        self.shown.append(action)
        if len(self.shown) == self.players:
            self._score()

    def _score(self) -> None:
        """The round is complete: the highest rank scores, the lead moves on."""
        ace_low = self.rules.ace_low
        best = max(strength(c, ace_low) for c in self.shown)
        top = [(self.leader + i) % self.players for i, c in enumerate(self.shown)
               if strength(c, ace_low) == best]
        won = tuple(sorted(top)) if len(top) == 1 or self.rules.ties == "all" else ()
        for s in won:
            self.points[s] += 1
        self.done.append((self.leader, tuple(self.shown), won))
        self.shown = []
        self.leader = (self.leader + 1) % self.players

    def returns(self) -> list[float]:
        best = max(self.points)
        return [1.0 if p == best else 0.0 for p in self.points]

    def clone(self) -> HighCardState:
        new = HighCardState.__new__(HighCardState)
        self._copy_base_into(new)
        new.dealt = self.dealt
        new.hands = [h[:] for h in self.hands]
        new.rest = self.rest[:]
        new.leader = self.leader
        new.shown = self.shown[:]
        new.done = self.done[:]  # rounds are tuples: shared safely
        new.points = self.points[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 2 and words[0].casefold() in _VERBS:
            words = words[1:]
        if len(words) == 1:
            try:
                return C.parse(words[0])
            except ParseError:
                pass
        raise ParseError(f"'{text}' is not a move; write a card of your hand: QH, Д♥, play QH",
                         f"«{text}» — не ход; напишите карту с руки: Дч, Д♥, QH, play QH")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        return C.show(action, lang)  # the log reads «Вы: Д♥», «Игрок 2: Т♠»

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat >= 0 and action not in self.hands[seat]:
            shown = C.show(action, lang)
            return f"у вас нет {shown}" if lang == "ru" else f"you do not hold {shown}"
        return None

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """Who took the round this card completed, and the points at the end."""
        if not isinstance(after, HighCardState) or len(after.done) == len(self.done):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        _, cards, won = after.done[-1]
        number = len(after.done)
        best = max(cards, key=lambda c: strength(c, self.rules.ace_low))
        if not won:
            out = [f"раунд {number}: ничья ({C.show(best, lang)}), очко никому" if ru else
                   f"round {number}: a tie ({C.show(best, lang)}), nobody scores"]
        elif len(won) == 1 and names[won[0]] in ("Вы", "You"):  # the reader's own round
            out = [f"раунд {number} берёте вы ({C.show(best, lang)})" if ru else
                   f"you take round {number} ({C.show(best, lang)})"]
        else:
            who = ", ".join(names[s] for s in won)
            out = [f"раунд {number}: очко — {who} ({C.show(best, lang)})" if ru else
                   f"round {number}: a point to {who} ({C.show(best, lang)})"]
        if after.is_terminal():
            tally = ", ".join(f"{names[s]} — {points(p, lang)}"
                              for s, p in enumerate(after.points))
            out.append(("Итог: " if ru else "Final: ") + tally)
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "rounds": self.rules.rounds,
            "hand": [C.to_text(c) for c in self.hands[seat]],
            "hand_sizes": [len(h) for h in self.hands],
            "leader": self.leader,
            "to_move": turn if turn >= 0 else None,
            # this round's cards, each with the seat that showed it
            "shown": [[(self.leader + i) % self.players, C.to_text(c)]
                      for i, c in enumerate(self.shown)],
            "done": [{"cards": [[(lead + i) % self.players, C.to_text(c)]
                                for i, c in enumerate(cards)],
                      "won": list(won)} for lead, cards, won in self.done],
            "points": self.points[:],
            "over": turn == TERMINAL,
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.rest)
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand)
        return hidden

    def resample(self, seat: int, rng: random.Random) -> HighCardState:
        """The cards ``seat`` has not seen (the other hands, the cards left out) dealt
        again at random into the same places, the same number in each. Nothing a seat
        sees tells those cards apart (no suit must be followed), so every such deal is
        one the seat cannot rule out."""
        new = self.clone()
        # shuffled from their sorted order, not the true one: the worlds must not follow
        # where the hidden cards really lie
        pool = sorted([c for s, h in enumerate(new.hands) if s != seat for c in h] + new.rest)
        rng.shuffle(pool)
        for s, hand in enumerate(new.hands):
            if s != seat:
                k = len(hand)
                new.hands[s] = sorted(pool[:k], key=hand_order)
                del pool[:k]
        new.rest = pool
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        best = max(self.points)
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.points[:],
                "winners": [s for s, p in enumerate(self.points) if p == best] if over
                else []}

    def commands(self) -> dict[str, tuple[str, str]]:
        """Besides a hint: the rounds so far (``sheet``) and the last one (``last``),
        both drawn from the table picture."""
        out = super().commands()
        out["sheet"] = ("все раунды и очки", "every round and the points")
        out["last"] = ("прошлый раунд", "the last round")
        return out
