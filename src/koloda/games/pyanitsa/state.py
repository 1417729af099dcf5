"""The state machine of «Пьяница» (rules and readings: the package docstring).

A chance event deals every card into face-down piles (or, with ``own_decks``, shuffles
each player's own deck). Then rounds: each player with cards turns up his top card (the
one move there is, ``play``); the highest card takes the round; equal highest cards start
a dispute, in which those players lay ``war_down`` cards face down and one face up, again
until one is highest. The winner puts the round's cards under his pile in the order they
were laid. The game ends when one player holds every card (in giveaway, when one has none)
or after ``max_rounds`` rounds, counted by cards.

What a seat may know: the sizes of the piles, the cards face up on the table, and the
cards of the last round (all shown as the winner gathers them). Nobody knows the order of
any pile, his own included: the players do not look at their cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.pyanitsa.rules import PyanitsaRules

PLAY = 0

# a card on the table: who laid it, the card, whether it lies face up
Laid = tuple[int, C.Card, bool]
# a finished round: its number, the winner (None: nobody could finish the dispute), the
# cards gathered, how many disputes it took
RoundRow = tuple[int, int | None, int, int]


def powers(up: Sequence[C.Card], six_beats_ace: bool, lowest: int) -> list[int]:
    """The strength of each face-up card of one contest: by rank, the ace highest; with
    the rule, the lowest rank beats the ace when both lie there."""
    ranks = [C.rank_of(c) for c in up]
    if six_beats_ace and C.ACE in ranks and lowest in ranks:
        return [15 if r == lowest else r for r in ranks]
    return ranks


class PyanitsaState(State):
    rules: PyanitsaRules

    def __init__(self, game: Game, players: int, rules: PyanitsaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.phase = "deal"  # deal (chance), play, over
        self.piles: list[list[C.Card]] = [[] for _ in range(n)]  # [0] is the top card
        self.table: list[Laid] = []
        self.to_act: list[int] = []  # who still lays in this step of the round
        self.contest: list[int] = []  # who is contesting now (all, or a dispute's players)
        self.up: dict[int, C.Card] = {}  # each contestant's face-up card of this step
        self.disputes = 0  # disputes in the round so far
        self.rounds = 0
        self.rows: list[RoundRow] = []
        self.last: tuple[int | None, tuple[Laid, ...]] | None = None
        self.winners: list[int] = []

    def lowest(self) -> int:
        return 6 if self.rules.deck == 36 else 2

    def full_deck(self) -> list[C.Card]:
        copies = 2 if self.rules.own_decks else 1
        return C.deck(self.rules.deck, copies=copies)

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        n = self.players
        order = self.shuffled(self.full_deck())
        if self.rules.own_decks:
            # one shuffle of both decks, each player taking his own copy's cards in that
            # order: two independent shuffles, logged as one deal
            for s in range(n):
                self.piles[s] = [c for c in order if C.copy_of(c) == s]
        else:
            for s in range(n):
                self.piles[s] = order[s::n]  # one at a time, round the table
        self.phase = "play"
        self._start_round()

    def _start_round(self) -> None:
        self.contest = [s for s in range(self.players) if self.piles[s]]
        self.to_act = self.contest[:]
        self.up = {}
        self.disputes = 0

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.to_act[0]

    def legal_actions(self) -> list[Action]:
        return [PLAY] if self.phase == "play" else []

    def _apply(self, action: Action) -> None:
        seat = self.to_act.pop(0)
        pile = self.piles[seat]
        if self.disputes:
            down = min(self.rules.war_down, len(pile) - 1)
            for _ in range(down):
                self.table.append((seat, pile.pop(0), False))
        card = pile.pop(0)
        self.table.append((seat, card, True))
        self.up[seat] = card
        if not self.to_act:
            self._resolve()

    def _resolve(self) -> None:
        seats = list(self.up)
        power = powers([self.up[s] for s in seats], self.rules.six_beats_ace,
                       self.lowest())
        best = max(power)
        top = [s for s, p in zip(seats, power, strict=True) if p == best]
        if len(top) > 1:
            able = [s for s in top if self.piles[s]]
            if len(able) > 1:
                self.disputes += 1
                self.contest = able
                self.to_act = able[:]
                self.up = {}
                return
            if not able:
                self._end_round(None)  # nobody can go on: the cards wait for the next round
                return
            top = able  # the only one with cards left takes the round
        self._end_round(top[0])

    def _end_round(self, winner: int | None) -> None:
        self.rounds += 1
        gathered = tuple(self.table)
        self.rows.append((self.rounds, winner, len(gathered), self.disputes))
        if winner is not None:
            self.piles[winner].extend(card for _, card, _ in gathered)
            self.table = []
            self.last = (winner, gathered)
        n = self.players
        counts = [len(p) for p in self.piles]
        if self.rules.giveaway and min(counts) == 0 and not self.table:
            self._finish([s for s in range(n) if counts[s] == 0])
        elif not self.rules.giveaway and sum(1 for c in counts if c) <= 1 and not self.table:
            self._finish([s for s in range(n) if counts[s]])
        elif self.rounds >= self.rules.max_rounds or sum(1 for c in counts if c) < 2:
            self._finish(self._leaders())
        else:
            self._start_round()

    def _leaders(self) -> list[int]:
        counts = [len(p) for p in self.piles]
        best = min(counts) if self.rules.giveaway else max(counts)
        return [s for s in range(self.players) if counts[s] == best]

    def _finish(self, winners: list[int]) -> None:
        self.winners = winners
        self.phase = "over"
        self.to_act = []

    def returns(self) -> list[float]:
        return [1.0 if s in self.winners else 0.0 for s in range(self.players)]

    def clone(self) -> PyanitsaState:
        new = PyanitsaState.__new__(PyanitsaState)
        self._copy_base_into(new)
        new.phase = self.phase
        new.piles = [p[:] for p in self.piles]
        new.table = self.table[:]
        new.to_act = self.to_act[:]
        new.contest = self.contest[:]
        new.up = dict(self.up)
        new.disputes = self.disputes
        new.rounds = self.rounds
        new.rows = self.rows[:]
        new.last = self.last
        new.winners = self.winners[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return "play"

    def text_to_action(self, text: str) -> Action:
        if text.strip().casefold() in ("play", "ход", "открыть", "карту", "go", "p"):
            return PLAY
        raise ParseError(f"'{text}' is not a move; the only move is play",
                         f"«{text}» — не ход; ход здесь один: ход (открыть карту)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        return "открыть карту" if lang == "ru" else "turn a card"

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        if self.phase == "over":
            return "игра окончена" if lang == "ru" else "the game is over"
        return None if action == PLAY else ("ход здесь один — открыть карту" if lang == "ru"
                                            else "the only move is to turn a card")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, PyanitsaState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        seat = self.to_act[0] if self.to_act else -1
        # the card the player turned up: on the table, or among the cards just gathered
        resolved = len(after.rows) > len(self.rows) and after.rows[-1][1] is not None
        laid = after.last[1] if resolved and after.last is not None else after.table
        up = [c for s, c, face_up in laid if s == seat and face_up]
        if seat >= 0 and up:
            out.append(C.show(up[-1], lang))
        if after.disputes > self.disputes and len(after.rows) == len(self.rows):
            out.append("спор!" if ru else "a dispute!")
        if len(after.rows) > len(self.rows):
            _, winner, count, _ = after.rows[-1]
            if winner is None:
                out.append("карты остаются на столе" if ru else "the cards stay on the table")
            else:
                out.append(f"{names[winner]} забирает карты ({count})" if ru
                           else f"{names[winner]} takes the cards ({count})")
            if after.phase == "over":
                who = ", ".join(names[s] for s in after.winners)
                out.append(f"Игра окончена: выигрыш — {who}" if ru else f"Game over: {who} won")
        return out

    # --- information ------------------------------------------------------------------

    def _known(self) -> int:
        """The cards every seat saw gathered in the last round."""
        if self.last is None:
            return 0
        return C.mask_of(card for _, card, _ in self.last[1])

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        last = self.last
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "piles": [len(p) for p in self.piles],
            "table": [[s, C.to_text(c) if up else None] for s, c, up in self.table],
            "contest": self.contest[:],
            "disputes": self.disputes,
            "rounds": self.rounds,
            "to_move": turn if turn >= 0 else None,
            "last": (None if last is None else
                     {"won": last[0], "cards": [[s, C.to_text(c)] for s, c, _ in last[1]]}),
            "rows": [list(r) for r in self.rows[-8:]],
            "winners": self.winners[:],
            "over": turn == TERMINAL,
        }

    def unseen(self, seat: int) -> int:
        if self.phase == "deal":
            return C.mask_of(self.full_deck())
        mask = 0
        for pile in self.piles:
            mask |= C.mask_of(pile)
        mask |= C.mask_of(c for _, c, up in self.table if not up)
        return mask & ~self._known()

    def resample(self, seat: int, rng: random.Random) -> PyanitsaState:
        """Every card nobody can place (in a pile or face down on the table, and not
        among the last round's cards) dealt again into those same places at random:
        nothing in play tells anybody where such a card lies."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.phase != "play":
            return new
        hidden = self.unseen(seat)
        pool = [c for p in self.piles for c in p if hidden >> c & 1]
        # shuffled from their sorted order, not the true one: the worlds must not follow
        # where the hidden cards really lie
        pool += [c for _, c, up in self.table if not up and hidden >> c & 1]
        pool.sort()
        rng.shuffle(pool)
        it = iter(pool)
        new.piles = [[next(it) if hidden >> c & 1 else c for c in p] for p in self.piles]
        new.table = [(s, next(it) if not up and hidden >> c & 1 else c, up)
                     for s, c, up in self.table]
        return new

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("последние ходы", "the last rounds")
        return out

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": [len(p) for p in self.piles], "winners": self.winners[:],
                "rounds": self.rounds}
