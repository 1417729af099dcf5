"""The state machine of «Очко» (rules and readings: the package docstring).

A deal: (with ``deal_two``, every punter stakes first,) a chance event deals the cards,
then each punter in turn from the banker's left stakes (after seeing his one card) and
draws or stands; a bust pays the bank at once, a 21 is paid at once. When every punter is
done the bank draws by its fixed rule and settles with those who stood. The bank passes
to the left when it is broken or after ``bank_deals`` deals; the game ends after
``deals`` deals or when fewer than two players have chips.

What a seat may know: its own cards, the bank's cards (they lie face up), the cut card,
every hand that has been opened (a bust, a 21, the showdown), the stakes and the chips.
The stock's order and the closed hands of the other punters are hidden.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.ochko.rules import OchkoRules

HIT = 1
STAND = 2
STAKE = 100  # STAKE + k: stake k chips against the bank

# a finished deal: banker, the bank's points (None: it did not play), each seat's change
DealRow = tuple[int, int | None, tuple[int, ...]]


def _points_of(card: C.Card, deck: int) -> int:
    rank = C.rank_of(card)
    if deck == 36:
        return {C.ACE: 11, C.KING: 4, C.QUEEN: 3, C.JACK: 2}.get(rank, rank)
    if rank == C.ACE:
        return 1
    return 10 if rank > 10 else rank


# every card's points, per deck, read by index: play-outs count hands all the time
_POINTS = {deck: tuple(_points_of(c, deck) for c in range(256)) for deck in (36, 52)}
_ACES = tuple(C.rank_of(c) == C.ACE for c in range(256))


def card_points(card: C.Card, deck: int) -> int:
    """A card's points: with 36 cards A 11, K 4, Q 3, J 2; with 52-card decks the
    figures 10 and the ace 1 here (``hand_points`` counts it 11 where that fits)."""
    return _POINTS[36 if deck == 36 else 52][card]


def hand_points(cards: Sequence[C.Card], deck: int, two_aces: bool) -> int:
    """The points of a hand; two aces alone count 21 where the rule says so."""
    aces = _ACES
    if two_aces and len(cards) == 2 and aces[cards[0]] and aces[cards[1]]:
        return 21
    points = _POINTS[36 if deck == 36 else 52]
    total = sum([points[c] for c in cards])
    if deck != 36 and total + 10 <= 21 and any([aces[c] for c in cards]):
        total += 10
    return total


class OchkoState(State):
    rules: OchkoRules

    def __init__(self, game: Game, players: int, rules: OchkoRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.balance = [rules.chips] * n
        self.banker = 0
        self.pot = 0
        self.tenure = 0  # deals the banker has held this bank
        self.deal_no = 0
        # stake_all (deal_two: stakes before the deal), deal (chance), play, over
        self.phase = "deal"
        self.reshuffle = False  # a running deck is spent: shuffle the played cards
        self.stock: list[C.Card] = []  # stock[0] is the top card
        self.discard: list[C.Card] = []  # played cards of a running deck, face up
        self.cut_card: C.Card | None = None
        self.hands: list[list[C.Card]] = [[] for _ in range(n)]
        self.opened = [False] * n
        self.stakes = [0] * n
        self.status = [""] * n  # "", stake, draw, stand, bust, 21, won, lost, out
        self.drawn = [0] * n
        self.turn = -1  # the seat to act (stake_all and play)
        self.deal_delta = [0] * n
        self.rows: list[DealRow] = []
        self.last: list[tuple[int, tuple[C.Card, ...], str]] | None = None
        self._new_bank()
        self._begin_deal()

    # --- the bank ---------------------------------------------------------------------

    def full_deck(self) -> list[C.Card]:
        return C.deck(36) if self.rules.deck == 36 else C.deck(52, copies=2)

    def _new_bank(self) -> None:
        put = min(self.rules.bank, self.balance[self.banker])
        self.balance[self.banker] -= put
        self.pot = put
        self.tenure = 0

    def punters(self) -> list[int]:
        """The seats playing against the bank this deal, in turn from the banker's left."""
        n = self.players
        return [(self.banker + i) % n for i in range(1, n)
                if self.balance[(self.banker + i) % n] > 0]

    def open_exposure(self) -> int:
        """Stakes placed and not yet settled: the bank must be able to cover them."""
        return sum(self.stakes[s] for s in range(self.players)
                   if self.status[s] in ("stake", "draw", "stand", "wait"))

    def stake_cap(self, seat: int) -> int:
        return min(self.balance[seat], self.pot - self.open_exposure(), self.rules.bank)

    def _begin_deal(self) -> None:
        n = self.players
        self.hands = [[] for _ in range(n)]
        self.opened = [False] * n
        self.stakes = [0] * n
        self.status = ["out"] * n
        self.drawn = [0] * n
        self.deal_delta = [0] * n
        self.cut_card = None
        for s in self.punters():
            self.status[s] = "wait"
        self.status[self.banker] = "bank"
        self.opened[self.banker] = True  # the bank's cards lie face up
        if self.rules.deal_two:
            self.phase = "stake_all"
            self._next_stake()
        else:
            self.phase = "deal"
            self.turn = -1

    def _next_stake(self) -> None:
        """deal_two: the next punter to stake, or the deal once all have."""
        for s in self.punters():
            if self.status[s] == "wait" and self.stakes[s] == 0:
                if self.stake_cap(s) >= 1:
                    self.turn = s
                    return
                self.status[s] = "out"  # the bank cannot cover him: he sits this deal out
        self.turn = -1
        if any(self.stakes):
            self.phase = "deal"
        else:
            self._finish_deal(None)  # nobody could stake

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        if self.reshuffle:
            self.stock = self.shuffled(self.discard)
            self.discard = []
            self.reshuffle = False
            self.last = None  # its cards are in the stock again
            if self.phase == "play":
                self._advance()  # the punter or the bank who was drawing goes on
            return
        rules = self.rules
        if not rules.carry or self.deal_no == 0:
            self.stock = self.shuffled(self.full_deck())
            self.last = None  # the last deal's cards are in this deck again
        else:
            need = (2 if rules.deal_two else 1) * self.players
            if len(self.stock) < need and self.discard:
                # too few cards for the deal: the played cards, shuffled, go under the rest
                self.stock = self.stock + self.shuffled(self.discard)
                self.discard = []
                self.last = None
        self.deal_no += 1
        if rules.cut and len(self.stock) > 1:
            self.cut_card = self.stock.pop()
        takers = [s for s in self.punters() if self.status[s] in ("wait", "stake")]
        if rules.deal_two:
            takers = [s for s in takers if self.stakes[s] > 0]
        per = 2 if rules.deal_two else 1
        for _ in range(per):
            for s in [*takers, self.banker]:
                self._draw_to(s)
        if rules.deal_two:
            bank = self.hands[self.banker]
            if rules.bank_natural and self.points(self.banker) == 21 and len(bank) == 2:
                for s in takers:  # the bank's natural takes every stake at once
                    self.opened[s] = True
                    self._pay_bank(s)
                self._finish_deal(self.points(self.banker))
                return
            for s in takers:
                self.status[s] = "draw"
                if self.points(s) == 21:
                    self._punter_21(s)
        else:
            for s in takers:
                self.status[s] = "stake"
        self.phase = "play"
        self._advance()

    def _draw_to(self, seat: int) -> None:
        if not self.stock:
            return
        self.hands[seat].append(self.stock.pop(0))
        if not self.stock and self.rules.carry and self.discard:
            self.reshuffle = True  # the deck is spent: the played cards are shuffled

    # --- the state machine ------------------------------------------------------------

    def points(self, seat: int) -> int:
        return hand_points(self.hands[seat], self.rules.deck, self.rules.two_aces)

    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase == "deal" or self.reshuffle:
            return CHANCE
        return self.turn

    def can_hit(self, seat: int) -> bool:
        limit = self.rules.max_draw
        return (bool(self.stock) and self.points(seat) < 21
                and (limit == 0 or self.drawn[seat] < limit))

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.phase == "stake_all" or self.status[seat] == "stake":
            return [STAKE + k for k in range(1, self.stake_cap(seat) + 1)]
        return [HIT, STAND] if self.can_hit(seat) else [STAND]

    def _apply(self, action: Action) -> None:
        seat = self.turn
        if action >= STAKE:
            self.stakes[seat] = action - STAKE
            if self.phase == "stake_all":
                self._next_stake()
                return
            self.status[seat] = "draw"
        elif action == HIT:
            self._draw_to(seat)
            self.drawn[seat] += 1
            total = self.points(seat)
            if total > 21:
                self.opened[seat] = True
                self.status[seat] = "bust"
                self._pay_bank(seat)
            elif total == 21:
                self._punter_21(seat)
        else:
            self.status[seat] = "stand"
        self._advance()

    def _pay_bank(self, seat: int) -> None:
        stake = self.stakes[seat]
        self.balance[seat] -= stake
        self.pot += stake
        self.deal_delta[seat] -= stake
        self.deal_delta[self.banker] += stake
        if self.status[seat] != "bust":
            self.status[seat] = "lost"

    def _pay_punter(self, seat: int, amount: int) -> None:
        """The bank pays from the pot, and the banker from his own chips past it."""
        from_pot = min(amount, max(self.pot, 0))
        rest = min(amount - from_pot, self.balance[self.banker])
        self.pot -= from_pot
        self.balance[self.banker] -= rest
        got = from_pot + rest
        self.balance[seat] += got
        self.deal_delta[seat] += got
        self.deal_delta[self.banker] -= got

    def _punter_21(self, seat: int) -> None:
        self.opened[seat] = True
        self.status[seat] = "21"
        times = self.rules.natural_pays if len(self.hands[seat]) == 2 else 1
        self._pay_punter(seat, self.stakes[seat] * times)

    def _advance(self) -> None:
        """On to the next punter who must act, or the bank's play and the settlement."""
        if self.reshuffle:
            return
        for s in self.punters():
            if self.status[s] == "stake" and self.stake_cap(s) < 1:
                self.status[s] = "out"  # the bank cannot cover him: he sits this deal out
            if self.status[s] in ("stake", "draw"):
                self.turn = s
                return
        self.turn = -1
        self._bank_plays()

    def _bank_plays(self) -> None:
        standing = [s for s in range(self.players) if self.status[s] == "stand"]
        bank = self.banker
        if standing:
            while self.points(bank) < self.rules.bank_stands and self.stock:
                self._draw_to(bank)
                if self.reshuffle:
                    return  # the shuffle is a chance event; the bank draws on after it
        total = self.points(bank)
        for s in standing:
            self.opened[s] = True
            if total > 21 or self.points(s) > total:
                self._pay_punter(s, self.stakes[s])
                self.status[s] = "won"
            else:
                self._pay_bank(s)
        self._finish_deal(total if standing or self.rules.deal_two else None)

    def _finish_deal(self, bank_total: int | None) -> None:
        n = self.players
        self.rows.append((self.banker, bank_total, tuple(self.deal_delta)))
        self.last = [(s, tuple(self.hands[s]), self.status[s]) for s in range(n)
                     if self.hands[s]]
        if self.rules.carry:
            for h in self.hands:
                self.discard.extend(h)
            if self.cut_card is not None:
                self.discard.append(self.cut_card)
            if not self.stock and self.discard:
                self.reshuffle = True
        self.opened = [True] * n  # the showdown: every hand is turned up
        self.tenure += 1
        if self.pot <= 0 or self.tenure >= self.rules.bank_deals:
            self._pass_bank()
        alive = [s for s in range(n)
                 if self.balance[s] > 0 or (s == self.banker and self.pot > 0)]
        if len(self.rows) >= self.rules.deals or len(alive) < 2:
            self.balance[self.banker] += self.pot
            self.pot = 0
            self.phase = "over"
            self.turn = -1
            self.reshuffle = False
            return
        if self.pot <= 0:
            self._new_bank()
        self._begin_deal()

    def _pass_bank(self) -> None:
        """The banker takes what is left of the bank; it goes to the next player on his
        left who has chips."""
        n = self.players
        self.balance[self.banker] += self.pot
        self.pot = 0
        for i in range(1, n + 1):
            s = (self.banker + i) % n
            if self.balance[s] > 0:
                self.banker = s
                break

    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.players
        best = max(self.balance)
        return [1.0 if b == best else 0.0 for b in self.balance]

    def holdings(self) -> list[int]:
        out = self.balance[:]
        out[self.banker] += self.pot
        return out

    def search_values(self) -> list[float] | None:
        """Where a search stops (the next deal, or the end): each seat's share of the chips
        against an even share, on the search's scale (a loss 0.5, a win 1)."""
        if self.phase not in ("deal", "stake_all", "over") or self.reshuffle:
            return None
        if self.phase == "over":
            return [(r + 1.0) / 2.0 for r in self.returns()]
        held = self.holdings()
        even = sum(held) / self.players
        return [min(1.0, max(0.0, 0.5 + (h - even) / (2 * even))) / 2 + 0.5 for h in held]

    def clone(self) -> OchkoState:
        new = OchkoState.__new__(OchkoState)
        self._copy_base_into(new)
        new.balance = self.balance[:]
        new.banker = self.banker
        new.pot = self.pot
        new.tenure = self.tenure
        new.deal_no = self.deal_no
        new.phase = self.phase
        new.reshuffle = self.reshuffle
        new.stock = self.stock[:]
        new.discard = self.discard[:]
        new.cut_card = self.cut_card
        new.hands = [h[:] for h in self.hands]
        new.opened = self.opened[:]
        new.stakes = self.stakes[:]
        new.status = self.status[:]
        new.drawn = self.drawn[:]
        new.turn = self.turn
        new.deal_delta = self.deal_delta[:]
        new.rows = self.rows[:]
        new.last = self.last
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action >= STAKE:
            return f"stake {action - STAKE}"
        return "hit" if action == HIT else "stand"

    def text_to_action(self, text: str) -> Action:
        low = [w.casefold() for w in text.split()]
        if low in (["hit"], ["ещё"], ["еще"], ["карту"], ["взять"], ["draw"]):
            return HIT
        if low in (["stand"], ["хватит"], ["себе"], ["стоп"], ["пас"]):
            return STAND
        if len(low) == 1 and low[0].isdecimal() and len(low[0]) <= 4:
            low = ["stake", low[0]]
        if (len(low) == 2 and low[0] in ("stake", "ставка", "иду", "на")
                and low[1].isdecimal() and len(low[1]) <= 4 and int(low[1]) >= 1):
            return STAKE + int(low[1])
        raise ParseError(
            f"'{text}' is not a move; write stake 3 (or just 3), hit, or stand",
            f"«{text}» — не ход; напишите ставка 3 (или просто 3), ещё или хватит")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action >= STAKE:
            k = action - STAKE
            return f"ставка {k}" if ru else f"stake {k}"
        if action == HIT:
            return "ещё карту" if ru else "hit"
        return "хватит" if ru else "stand"

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.current_player()
        if seat < 0:
            return "игра окончена" if ru else "the game is over"
        if action in self.legal_actions():
            return None
        staking = self.phase == "stake_all" or self.status[seat] == "stake"
        if staking:
            if action < STAKE:
                return "сначала сделайте ставку" if ru else "place your stake first"
            cap = self.stake_cap(seat)
            return (f"ставка от 1 до {cap}" if ru else f"the stake must be 1 to {cap}")
        if action >= STAKE:
            return "ставка уже сделана" if ru else "your stake is already placed"
        if action == HIT:
            if not self.stock:
                return "колода кончилась" if ru else "the stock is spent"
            if self.points(seat) >= 21:
                return "у вас уже 21" if ru else "you already have 21"
            return (f"больше {self.rules.max_draw} карт не прикупают" if ru
                    else f"no more than {self.rules.max_draw} cards may be drawn")
        return "так нельзя" if ru else "not allowed"

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, OchkoState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        seat = self.turn
        if 0 <= seat < self.players and action == HIT and len(after.rows) == len(self.rows):
            if after.status[seat] == "bust":
                pts = after.points(seat)
                out.append(f"{names[seat]}: перебор ({pts})" if ru
                           else f"{names[seat]}: bust ({pts})")
            elif after.status[seat] == "21":
                out.append(f"{names[seat]}: очко!" if ru else f"{names[seat]}: twenty-one!")
        if len(after.rows) > len(self.rows):
            banker, total, delta = after.rows[-1]
            if total is not None:
                out.append(f"у банка {total}" if ru else f"the bank has {total}")
            moved = ", ".join(f"{names[s]} {d:+d}" for s, d in enumerate(delta) if d)
            if moved:
                out.append(("сдача: " if ru else "deal: ") + moved)
            if after.banker != banker and after.phase != "over":
                out.append(f"банк переходит к: {names[after.banker]}" if ru
                           else f"the bank passes to {names[after.banker]}")
            if after.phase == "over":
                tally = ", ".join(f"{names[s]} {b}" for s, b in enumerate(after.balance))
                out.append(("Итог: " if ru else "Final: ") + tally)
        return out

    # --- information ------------------------------------------------------------------

    def _sees(self, seat: int, other: int) -> bool:
        return seat == other or self.opened[other]

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        visible = [self._sees(seat, s) for s in range(self.players)]
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "banker": self.banker,
            "pot": self.pot,
            "balance": self.balance[:],
            "deal_no": len(self.rows) + (0 if self.phase in ("deal", "stake_all") else 1),
            "tenure": self.tenure,
            "to_move": turn if turn >= 0 else None,
            "hands": [C.texts(h) if visible[s] else None
                      for s, h in enumerate(self.hands)],
            "sizes": [len(h) for h in self.hands],
            "stakes": self.stakes[:],
            "status": self.status[:],
            "drawn": self.drawn[:],
            "cut": None if self.cut_card is None else C.to_text(self.cut_card),
            "stock": len(self.stock),
            "discard": len(self.discard),
            # a running deck's played cards lie face up (form Б): anyone may count them;
            # sorted, as a player sees a pile he has counted, not the order it was built in
            "gone": C.texts(sorted(self.discard)),
            "rows": [[b, t, list(d)] for b, t, d in self.rows],
            "last": (None if self.last is None else
                     [[s, C.texts(cards), st] for s, cards, st in self.last]),
            "over": turn == TERMINAL,
        }

    def unseen(self, seat: int) -> int:
        if self.deal_no == 0 and not self.stock:
            return C.mask_of(self.full_deck())
        mask = C.mask_of(self.stock)
        for s, h in enumerate(self.hands):
            if not self._sees(seat, s):
                mask |= C.mask_of(h)
        return mask

    def resample(self, seat: int, rng: random.Random) -> OchkoState:
        """The stock and the other punters' closed hands dealt again from the same cards:
        nothing in play tells a seat anything about a closed hand, so every split of
        those cards that keeps the hands' sizes is as likely as the true one."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        closed = [s for s in range(self.players) if not self._sees(seat, s)]
        # shuffled from their sorted order, not the true one: the worlds must not follow
        # where the hidden cards really lie
        pool = sorted([*self.stock, *(c for s in closed for c in self.hands[s])])
        rng.shuffle(pool)
        for s in closed:
            k = len(self.hands[s])
            new.hands[s], pool = pool[:k], pool[k:]
        new.stock = pool
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        best = max(self.holdings())
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.holdings(),
                "winners": [s for s, b in enumerate(self.holdings()) if over and b == best],
                "deals": len(self.rows)}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("сдачи и фишки", "the deals and the chips")
        return out
