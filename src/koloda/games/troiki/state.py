"""The state machine of «Тройки» (rules and readings: the package docstring).

A deal is a chance event: four cards to each seat from the dealer's left, the next card
turned up beside the stock (it is drawn last). In turn each seat either lays one card of
its hand face up on the table, or captures: three or four cards of one rank from its hand
take every table card of a lower rank that lies there three or four times. Then it draws
back up to four cards. When the hands and the stock are empty the deal is scored: each
captured group of one rank (the seat's own and the taken one) is a set.

What a seat may know: its own hand, the table, every capture, the turned card (and who
drew it, while he holds it), the sizes of the hands and of the stock.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.troiki.rules import TroikiRules

HAND = 4
CAPTURE = 1000  # CAPTURE + 16 * own rank + rank taken

# a capture: the seat, its own cards, the table cards it took
Capture = tuple[int, tuple[C.Card, ...], tuple[C.Card, ...]]

RANK_WORDS_EN = {2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
                 8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens",
                 13: "kings", 14: "aces"}


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.rank_of(card), C.suit_of(card))


def rank_text(rank: int, lang: str = "en") -> str:
    names = C.RANK_RU if lang == "ru" else C.RANK_ASCII
    return names.get(rank, str(rank))


def parse_rank(word: str) -> int:
    w = word.strip().upper()
    if w == "T":
        return 10
    for table in (C.RANK_ASCII, C.RANK_RU):
        for r, name in table.items():
            if name == w:
                return r
    if w.isdigit() and 2 <= int(w) <= 10:
        return int(w)
    raise ParseError(f"'{word}' is not a rank (2-10, J, Q, K, A)",
                     f"«{word}» — не достоинство (2–10, В, Д, К, Т)")


def counts(cards: Sequence[C.Card]) -> list[int]:
    """How many of each rank (index: the rank; ``C.rank_of`` inlined, a play-out's hot path)."""
    out = [0] * 15
    for c in cards:
        out[c & 15] += 1
    return out


def captures(hand: Sequence[C.Card], table: Sequence[C.Card], equal: bool) -> list[Action]:
    """Every capture open to a hand: an own rank held three or four times over a lower
    rank lying three or four times on the table."""
    mine = counts(hand)
    if max(mine) < 3:  # most turns: no rank held three times
        return []
    theirs = counts(table)
    out = []
    for own in range(2, 15):
        if mine[own] < 3:
            continue
        for low in range(2, own):
            if theirs[low] >= 3 and (not equal or mine[own] >= theirs[low]):
                out.append(CAPTURE + 16 * own + low)
    return out


class TroikiState(State):
    rules: TroikiRules

    def __init__(self, game: Game, players: int, rules: TroikiRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.dealer = 0
        self.phase = "deal"  # deal (chance), play, over
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.stock: list[C.Card] = []  # top first; the turned card is the last one
        self.trump_card: C.Card | None = None
        self.trump_holder: int | None = None  # who drew the turned card and still holds it
        self.table: list[C.Card] = []
        self.taken: list[list[Capture]] = [[] for _ in range(players)]
        self.turn = 0
        self.totals = [0] * players
        self.rows: list[tuple[int, ...]] = []  # sets per seat, one row per deal
        self.deal_no = 0
        self.last: Capture | None = None

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(C.deck(52))
        n = self.players
        for i in range(n):
            seat = (self.dealer + 1 + i) % n
            self.hands[seat] = sorted(order[i * HAND:(i + 1) * HAND], key=hand_order)
        self.trump_card = order[n * HAND]
        self.stock = [*order[n * HAND + 1:], self.trump_card]
        self.trump_holder = None
        self.table = []
        self.taken = [[] for _ in range(n)]
        self.turn = (self.dealer + 1) % n
        self.deal_no += 1
        self.last = None
        self.phase = "play"

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase != "play":
            return []
        hand = self.hands[self.turn]
        return sorted(set(hand)) + captures(hand, self.table, self.rules.equal_count)

    def _apply(self, action: Action) -> None:
        seat = self.turn
        hand = self.hands[seat]
        if action >= CAPTURE:
            own, low = divmod(action - CAPTURE, 16)
            mine = tuple(c for c in hand if C.rank_of(c) == own)
            took = tuple(c for c in self.table if C.rank_of(c) == low)
            self.hands[seat] = [c for c in hand if C.rank_of(c) != own]
            self.table = [c for c in self.table if C.rank_of(c) != low]
            self.last = (seat, mine, took)
            self.taken[seat].append(self.last)
            played: tuple[C.Card, ...] = mine
        else:
            hand.remove(action)
            self.table.append(action)
            played = (action,)
        if self.trump_holder == seat and self.trump_card in played:
            self.trump_holder = None
        self._refill(seat)
        self._next_turn()

    def _refill(self, seat: int) -> None:
        hand = self.hands[seat]
        while len(hand) < HAND and self.stock:
            card = self.stock.pop(0)
            if card == self.trump_card and not self.stock:
                self.trump_holder = seat  # everyone sees who takes the turned card
            hand.append(card)
        hand.sort(key=hand_order)

    def _next_turn(self) -> None:
        n = self.players
        for step in range(1, n + 1):
            seat = (self.turn + step) % n
            if self.hands[seat]:
                self.turn = seat
                return
        self._score_deal()

    def sets(self, seat: int) -> int:
        """Sets of this deal: each capture gives two (the own group and the taken one)."""
        return 2 * len(self.taken[seat])

    def _score_deal(self) -> None:
        row = tuple(self.sets(s) for s in range(self.players))
        for s, v in enumerate(row):
            self.totals[s] += v
        self.rows.append(row)
        self.dealer = (self.dealer + 1) % self.players
        self.phase = "over" if len(self.rows) >= self.rules.deals else "deal"

    def winners(self) -> list[int]:
        if self.phase != "over":
            return []
        best = max(self.totals)
        return [s for s, t in enumerate(self.totals) if t == best]

    def returns(self) -> list[float]:
        won = self.winners()
        return [1.0 if s in won else 0.0 for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """At the end the result; between deals the lead in sets, scaled: a seat at the
        top value gets most, a seat far behind little (about six sets a deal are won)."""
        if self.phase == "over":
            return [(r + 1.0) / 2.0 for r in self.returns()]
        if self.phase != "deal" or not self.rows:
            return None
        best = max(self.totals)
        left = self.rules.deals - len(self.rows)
        spread = 6.0 * left + 2.0
        return [max(0.0, min(1.0, 0.75 - (best - t) / spread * 0.5)) for t in self.totals]

    def clone(self) -> TroikiState:
        new = TroikiState.__new__(TroikiState)
        self._copy_base_into(new)
        new.dealer = self.dealer
        new.phase = self.phase
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.trump_card = self.trump_card
        new.trump_holder = self.trump_holder
        new.table = self.table[:]
        new.taken = [t[:] for t in self.taken]  # tuples inside: shared safely
        new.turn = self.turn
        new.totals = self.totals[:]
        new.rows = self.rows[:]
        new.deal_no = self.deal_no
        new.last = self.last
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action >= CAPTURE:
            own, low = divmod(action - CAPTURE, 16)
            return f"take {rank_text(own)} {rank_text(low)}"
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        low = [w.casefold() for w in words]
        if len(words) == 3 and low[0] in ("take", "capture", "взять", "захват", "бить"):
            try:
                return CAPTURE + 16 * parse_rank(words[1]) + parse_rank(words[2])
            except ParseError:
                pass
        if len(words) == 2 and low[0] in ("play", "ход", "положить"):
            words = words[1:]
        if len(words) == 1:
            try:
                return C.parse(words[0])
            except ParseError:
                pass
        raise ParseError(
            f"'{text}' is not a move; write a card of your hand (8H, play 8H) or a "
            "capture: take 8 6 (your eights take the sixes on the table)",
            f"«{text}» — не ход; напишите карту с руки (8ч, 8H) или захват: "
            "взять 8 6 (ваши восьмёрки забирают шестёрки со стола)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        if action >= CAPTURE:
            own, low = divmod(action - CAPTURE, 16)
            if lang == "ru":
                return f"захват: {rank_text(own, 'ru')} берут {rank_text(low, 'ru')}"
            return f"capture: {RANK_WORDS_EN[own]} take the {RANK_WORDS_EN[low]}"
        return C.show(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        if self.phase != "play":
            return "игра окончена" if ru else "the game is over"
        hand = self.hands[self.turn]
        if action >= CAPTURE:
            own, low = divmod(action - CAPTURE, 16)
            if not (2 <= own <= 14 and 2 <= low <= 14):
                return "нет такого достоинства" if ru else "no such rank"
            mine, theirs = counts(hand)[own], counts(self.table)[low]
            if mine < 3:
                return (f"у вас нет трёх карт {rank_text(own, 'ru')}" if ru
                        else f"you do not hold three {RANK_WORDS_EN[own]}")
            if theirs < 3:
                return (f"на столе нет трёх карт {rank_text(low, 'ru')}" if ru
                        else f"there are not three {RANK_WORDS_EN[low]} on the table")
            if own <= low:
                return ("забирать можно только карты младше ваших" if ru
                        else "you may only take a rank lower than yours")
            if self.rules.equal_count and mine < theirs:
                return ("тремя картами нельзя забрать четыре" if ru
                        else "three cards cannot take four")
            return None
        if action not in hand:
            shown = C.show(action, lang) if C.is_card(action) else "?"
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        return None

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, TroikiState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if len(after.rows) > len(self.rows):
            row = after.rows[-1]
            tally = ", ".join(f"{names[s]} {v}" for s, v in enumerate(row))
            out.append(("Сдача сыграна, наборов: " if ru else "Deal over, sets: ") + tally)
            if after.phase == "over":
                tally = ", ".join(f"{names[s]} {v}" for s, v in enumerate(after.totals))
                out.append(("Итог: " if ru else "Final: ") + tally)
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        dealt = self.deal_no > 0
        last = self.last
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "dealer": self.dealer,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "trump": (C.to_text(self.trump_card) if dealt and self.trump_card is not None
                      else None),
            "trump_in_stock": bool(self.stock) and self.stock[-1] == self.trump_card,
            "trump_holder": self.trump_holder,
            "table": C.texts(self.table),
            "captures": [[C.texts(mine), C.texts(took)]
                         for _, mine, took in (t for ts in self.taken for t in ts)],
            "capture_seats": [s for s, ts in enumerate(self.taken) for _ in ts],
            "sets": [self.sets(s) for s in range(self.players)],
            "totals": self.totals[:],
            "rows": [list(r) for r in self.rows],
            "deal_no": self.deal_no,
            "to_move": turn if turn >= 0 else None,
            "last": (None if last is None else
                     {"seat": last[0], "mine": C.texts(last[1]),
                      "took": C.texts(last[2])}),
            "over": turn == TERMINAL,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {"hand": C.texts(self.hands[seat]), "table": C.texts(self.table)}

    def _known(self) -> int:
        """The turned card while everyone can place it (under the stock, or in the hand
        of the seat who drew it)."""
        if self.trump_card is None:
            return 0
        if (self.stock and self.stock[-1] == self.trump_card) or self.trump_holder is not None:
            return 1 << self.trump_card
        return 0

    def unseen(self, seat: int) -> int:
        if self.deal_no == 0:
            return C.mask_of(C.deck(52))
        mask = C.mask_of(self.stock)
        for s, hand in enumerate(self.hands):
            if s != seat:
                mask |= C.mask_of(hand)
        return mask & ~self._known()

    def resample(self, seat: int, rng: random.Random) -> TroikiState:
        """The cards ``seat`` cannot see (the other hands and the stock but for the turned
        card) shuffled among the places they were in, each keeping its size: nothing in
        play tells where a hidden card lies (no move is forced)."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.phase != "play":
            return new
        hidden = self.unseen(seat)
        pool = list(C.cards_in(hidden))
        rng.shuffle(pool)
        for s in range(self.players):
            if s == seat:
                continue
            keep = [c for c in new.hands[s] if not (hidden >> c) & 1]
            need = len(new.hands[s]) - len(keep)
            new.hands[s] = sorted(keep + pool[:need], key=hand_order)
            del pool[:need]
        new.stock = [pool.pop() if (hidden >> c) & 1 else c for c in new.stock]
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.totals[:], "winners": self.winners(),
                "deals": len(self.rows)}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("наборы по сдачам", "the sets of each deal")
        return out

    def move_help(self, lang: str = "ru") -> str:
        return ("Карта с руки: 8ч или 8H; захват: взять 8 6 (ваши восьмёрки берут шестёрки)"
                if lang == "ru" else
                "A card of your hand: 8H; a capture: take 8 6 (your eights take the sixes)")
