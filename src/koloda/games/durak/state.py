"""The Durak state machine (rules reference: :mod:`koloda.games.durak.rules`).

Rigged deals
------------
Each deal (one per game of a match, plus one per ``discard_back`` reshuffle) takes one
deck order from ``deals``:

* Standard deal: card ``k`` of the order (k < 6·n) goes to seat ``(first + k) % n``, where
  ``first`` is the seat after the dealer (the dealer of game 1 is seat n-1, so ``first`` is
  seat 0). The rest is the stock, top first: the card right after the hands is drawn
  first, and the LAST card of the order is the turned trump card (drawn last).
  Magadan: each seat's first five cards received are its closed cards.
* Whole deal (``road``, ``piled``): cards ``0 .. len-2`` go round-robin from ``first``; the
  last card is the trump card and goes to the dealer.
* A ``discard_back`` reshuffle: the order lists the stock above the turned card, top first
  (the turned card stays at the bottom and is not in the order).

:func:`koloda.games.durak.deals.rig` builds an order from hands, a trump card and a stock.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import IntEnum
from math import comb
from typing import TYPE_CHECKING, Any

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, TERMINAL, State
from koloda.engine.names import seat_names
from koloda.games.durak import actions as A
from koloda.games.durak import texts as T
from koloda.games.durak.hooks import (
    RANK_MASKS,
    RANKS_CARDS,
    Hooks,
    attack_actions,
    hooks_for,
    ranks_to_cards,
)

if TYPE_CHECKING:
    from koloda.engine.game import Game
    from koloda.games.durak.rules import DurakRules

HAND = 6
# the last finished bout: attack cards, covers (-1: none), the defender, who took (-1:
# beaten off) and what he picked up (a card mask)
LastBout = tuple[tuple[int, ...], tuple[int, ...], int, int, int]
# when ``last_bout`` was last set: (game number, takes so far, discards this game)
Mark = tuple[int, int, int]
_NINE_D = C.make(9, C.DIAMONDS)


class Phase(IntEnum):
    DEAL = 0      # chance: deal a game
    LEAD = 1      # the first attacker builds the lead
    DEFEND = 2    # the defender answers an unbeaten card
    THROW = 3     # an attacker may throw in (or add while the defender takes)
    CHECK = 4     # believe: accept or challenge a face-down cover
    ROAD = 5      # road: the attacker may cover the top card or let it go
    SHUFFLE = 6   # chance: discard_back reshuffle
    OVER = 7


# what clone() copies: flat lists, and lists of lists (every other field is an int, a
# tuple or shared: the hooks, the beat tables, the team list; these lists are replaced,
# never changed in place: tabs, team, seat_trump, throwers, fool_set)
_LISTS = ("hands", "closed", "known", "out", "finish", "stock", "dark_by", "att", "dfn",
          "owner", "laid", "tally", "ret_sum", "beaten", "floor", "fresh")
_NESTED = ("closed_order", "slots", "orders", "fools", "pogons")
# plain ints on the hot path (same values as Phase)
_DEAL, _LEAD, _DEFEND, _THROW, _CHECK, _ROAD, _SHUFFLE, _OVER = range(8)
_PHASE_NAMES = ("deal", "lead", "defend", "throw", "check", "road", "deal", "over")
# the action codes the lean path tests (module globals: no attribute lookups)
_TAKE, _DONE, _ATTACK, _TRANSFER = A.TAKE, A.DONE, A.ATTACK, A.TRANSFER
_BEAT, _DARK = A.BEAT, A.DARK


def _bit(card: int) -> int:
    return 1 << card


# (players, attacker, defender) -> who draws, in order: the first attacker, the others
# in seat order, the defender last
_DRAW_ORDERS: dict[tuple[int, int, int], tuple[int, ...]] = {}


def _draw_order(n: int, attacker: int, defender: int) -> tuple[int, ...]:
    order = (*((attacker + k) % n for k in range(n) if (attacker + k) % n != defender),
             defender)
    _DRAW_ORDERS[n, attacker, defender] = order
    return order


class DurakState(State):
    """A game (or a match of games) of Durak."""

    rules: DurakRules

    def __init__(self, game: Game, players: int, rules: DurakRules, seed: int | None,
                 deals: Any = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.hk: Hooks = hooks_for(rules)
        self.plain = self.hk.plain  # the common game: the lean paths below
        n = players
        self.phase = _DEAL
        self.team = ([s % 2 for s in range(n)] if rules.teams == "2x2" else
                     [s % 3 for s in range(n)] if rules.teams == "3x2" else list(range(n)))
        self.game_no = 0
        # the last seat deals the first game and the lowest trump leads it, unless the
        # deal and the lead were passed on from a game before (first_dealer/first_leader)
        self.dealer = n - 1 if rules.first_dealer is None else rules.first_dealer - 1
        self.prev_winner = -1 if rules.first_leader is None else rules.first_leader - 1
        self.tally = [0] * n
        self.ret_sum = [0.0] * n
        self.orders: list[list[int]] = []
        self.fools: list[list[int]] = []
        self.counters = {"bouts": 0, "takes": 0, "transfers": 0, "draws": 0}
        self._reset_game()

    # --- setup -----------------------------------------------------------------------

    def _reset_game(self) -> None:
        n = self.players
        self.hands = [0] * n
        self.closed = [0] * n            # magadan: closed (unplayable, unseen) cards
        self.closed_order: list[list[int]] = [[] for _ in range(n)]
        self.slots: list[list[int]] = [[] for _ in range(n)]  # reverse: hand order
        self.known = [0] * n             # cards in others' hands each seat knows
        self.out = [False] * n
        self.finish: list[int] = []
        self.stock: list[int] = []       # stock[-1] is the top, stock[0] the bottom
        self.trump_card = -1
        self.trump = -1
        self.seat_trump: list[int] = [-1] * n
        self.tabs: list[list[int]] = []  # per-seat beat tables (shared when equal)
        self.discard = 0
        self.removed = 0
        self.secret = 0                  # unrevealed face-down covers (believe)
        self.dark_by = [0] * n
        self.att: list[int] = []
        self.dfn: list[int] = []
        self.owner: list[int] = []
        self.laid: list[int] = []
        self.table = 0                   # bitmask of the cards in ``laid``
        self.unbeaten = 0
        self.covered = 0                 # covers made in this bout
        self.attacker = 0
        self.defender = 0
        self.to_move = -1
        self.throwers: list[int] = []
        self.throw_pos = 0
        self.taking = False
        self.lead_open = False
        self.lead_need = 0
        self.stall = 0                   # bouts (and passes) since the last discard
        self.swaps = 0
        self.shown = 0
        self.first_discard = False
        self.cap_n = 1 << 20 if self.rules.road else self.rules.first_bout_limit
        self.ranks = 0
        self.discards_made = 0
        self.swapped_trump = False
        self.pending: tuple[bool, int] = (False, 0)  # bout end waiting for a shuffle
        self.pending_cards = 0
        self.check_idx = 0
        self.beaten = [0] * n
        self.pogons: list[list[int]] = [[] for _ in range(n)]
        self.fool = -1
        self.fool_set: list[int] = []
        self.last_bout: LastBout | None = None
        self.last_mark: Mark | None = None
        # what the seats know of the stock beyond its size (used by ``resample``):
        self.stock_dealt = True          # the stock is the dealt order less its top draws
        self.floor = [15] * n            # albanian: the highest rank each seat knows the
        #                                  sorted stock may still hold (its own draws)
        self.back = 0                    # discard_back: face-up cards shuffled into the
        #                                  stock (only the stock or later draws hold them)
        self.fresh = [0] * n             # discard_back: cards drawn since the first such

    def _chance(self) -> None:
        if self.phase == _SHUFFLE:
            self._reshuffle()
        else:
            self._deal()

    def _deal(self) -> None:
        r = self.rules
        hk = self.hk
        n = self.players
        if self.game_no:  # a new state is already reset
            self._reset_game()
        self.game_no += 1
        self.last_mark = (self.game_no, self.counters["takes"], 0)
        order = self.shuffled(hk.deck_cards)
        first = (self.dealer + 1) % n
        if hk.whole_deal:
            trump_card = order[-1]
            for k, c in enumerate(order[:-1]):
                self._give((first + k) % n, c)
            self._give(self.dealer, trump_card)
            for s in range(n):
                self.known[s] |= _bit(trump_card)
            self.trump_card = trump_card
        elif hk.slots or hk.magadan:
            for k in range(HAND * n):
                s = (first + k) % n
                c = order[k]
                self._give(s, c)
                if hk.magadan and len(self.closed_order[s]) < HAND - 1:
                    self.closed_order[s].append(c)
                    self.closed[s] |= _bit(c)
        else:
            hands = self.hands
            for k in range(HAND * n):
                hands[(first + k) % n] |= 1 << order[k]
        if not hk.whole_deal:
            rest = order[HAND * n:]
            if r.japanese == "b" and rest and C.suit_of(rest[-1]) == C.SPADES:
                for j in range(len(rest) - 1, -1, -1):
                    if C.suit_of(rest[j]) != C.SPADES:
                        rest.append(rest.pop(j))
                        break
            if r.albanian and rest:
                rest = [*sorted(rest[:-1], key=lambda c: -(c & 15)), rest[-1]]
            if rest:
                self.trump_card = rest[-1]
            else:  # the deck is dealt out: the dealer's last card shows the trump
                self.trump_card = order[-1]
                for s in range(n):
                    self.known[s] |= _bit(order[-1])
            if r.chukotka:
                self.removed = C.mask_of(rest)
            else:
                self.stock = rest[::-1]
        if r.trumpless:
            self.trump = -1
        elif r.japanese == "a":
            self.trump = C.DIAMONDS
            self.trump_card = -1
        else:
            self.trump = C.suit_of(self.trump_card) if self.trump_card >= 0 else -1
        self._set_trumps()
        leader = self._first_leader(first)
        self._start_bout(leader)

    def _set_trumps(self) -> None:
        n = self.players
        if self.rules.two_trump and self.trump >= 0:
            self.seat_trump = [(self.trump + s) % 4 for s in range(n)]
            self.tabs = [self.hk.beat_table(t) for t in self.seat_trump]
        else:
            self.seat_trump = [self.trump] * n
            tab = self.hk.beat_table(self.trump)
            self.tabs = [tab] * n

    def _first_leader(self, first: int) -> int:
        n = self.players
        if self.rules.chinese:
            nine = C.make(9, C.DIAMONDS)
            for k in range(n):
                s = (first + k) % n
                if self.hands[s] & (_bit(nine) | _bit(nine | 128)):
                    if not self.rules.big:  # the rule names its holder to everybody
                        for o in range(n):
                            self.known[o] |= _bit(nine)
                    return s
        if self.prev_winner >= 0:  # a later game: the last winner (or first_leader)
            return self.prev_winner
        best, lead = 99, first
        for k in range(n):
            s = (first + k) % n
            t = self.seat_trump[s]
            if t < 0:
                continue
            for c in C.cards_in((self.hands[s] & ~self.closed[s]) & C.SUIT_MASKS[t]):
                if c & 15 < best:
                    best, lead = c & 15, s
        return lead

    # --- hand helpers ----------------------------------------------------------------

    def _give(self, seat: int, card: int) -> None:
        self.hands[seat] |= 1 << card
        if self.hk.slots:
            self.slots[seat].append(card)

    def _take_from(self, seat: int, card: int) -> None:
        self.hands[seat] ^= 1 << card
        if self.hk.slots:
            self.slots[seat].remove(card)

    def free_leads(self) -> bool:
        """A stalled game (as many takes or passes as active players since the last
        discard) lifts the lead restrictions of boring and english_g until a discard."""
        return self.stall >= self.players - sum(self.out)

    def playable(self, seat: int) -> int:
        return self.hands[seat] & ~self.closed[seat]

    # --- seats -----------------------------------------------------------------------

    def next_active(self, seat: int) -> int:
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if not self.out[s]:
                return s
        return seat

    def next_opponent(self, seat: int) -> int:
        n = self.players
        if n == 2:
            return -1 if self.out[1 - seat] else 1 - seat
        team = self.team[seat]
        for k in range(1, n):
            s = (seat + k) % n
            if not self.out[s] and self.team[s] != team:
                return s
        return -1

    def prev_active(self, seat: int) -> int:
        n = self.players
        for k in range(1, n):
            s = (seat - k) % n
            if not self.out[s]:
                return s
        return seat

    def _set_throwers(self) -> None:
        n = self.players
        if n == 2:
            self.throwers = [1 - self.defender]
            return
        d = self.defender
        dt = self.team[d]
        seats = [(self.attacker + k) % n for k in range(n)]
        cands = [s for s in seats if not self.out[s] and self.team[s] != dt]
        if self.rules.throw_in == "neighbours" and self.players > 3:
            near = (self.prev_active(d), self.next_active(d))
            cands = [s for s in cands if s in near]
        self.throwers = cands

    def cap(self) -> int:
        """How many attack cards the bout may hold in all."""
        return self.cap_n

    def room(self) -> bool:
        """May one more attack card go on the table?"""
        d = self.defender
        return (len(self.att) < self.cap_n
                and self.unbeaten < (self.hands[d] & ~self.closed[d]).bit_count())

    def table_ranks(self) -> int:
        """Bitmask of the ranks face up on the table (what may be thrown in)."""
        return self.ranks

    # --- bouts -----------------------------------------------------------------------

    def _start_bout(self, attacker: int) -> None:
        if self.stall >= self.rules.draw_after_bouts:  # the draw rule (rules.py)
            self._end_game([], drawn=True)
            return
        if self.out[attacker]:
            attacker = self.next_active(attacker)
        if self.hk.magadan and not self.playable(attacker) and self.closed[attacker]:
            self._open_one(attacker)
        self.attacker = attacker
        if self.players == 2:  # next_opponent and _set_throwers for two, written in
            d = -1 if self.out[1 - attacker] else 1 - attacker
            self.defender = d
            self.throwers = [1 - d]
        else:
            self.defender = self.next_opponent(attacker)
            self._set_throwers()
        self.att = []  # fresh lists (cheaper than clearing four)
        self.dfn = []
        self.owner = []
        self.laid = []
        self.table = 0
        self.ranks = 0
        self.unbeaten = 0
        self.covered = 0
        self.taking = False
        self.lead_open = True
        self.lead_need = 0
        self.swaps = 0
        self.shown = 0
        self.throw_pos = 0
        self.phase = _LEAD
        self.to_move = attacker
        self.counters["bouts"] += 1

    def _open_one(self, seat: int) -> None:
        order = self.closed_order[seat]
        if order:
            c = order.pop(0)
            self.closed[seat] &= ~(1 << c)

    def _lay(self, seat: int, card: int) -> None:
        self.att.append(card)
        self.dfn.append(-1)
        self.owner.append(seat)
        self.laid.append(card)
        self.table |= 1 << card
        self.ranks |= 1 << (card & 15)
        self.unbeaten += 1

    def _advance(self) -> None:
        """Decide who moves after an action (or end the bout)."""
        if self.unbeaten and not self.taking:
            self.phase = _DEFEND
            self.to_move = self.defender
            return
        hk = self.hk
        d = self.defender
        if (hk.throw_ins and len(self.att) < self.cap_n
                and self.unbeaten < (self.hands[d] & ~self.closed[d]).bit_count()):
            throwers = self.throwers
            fit = -1 if hk.slots else (RANKS_CARDS.get(self.ranks)
                                        or ranks_to_cards(self.ranks))
            hands, closed = self.hands, self.closed
            pos = self.throw_pos
            while pos < len(throwers):
                s = throwers[pos]
                if hands[s] & ~closed[s] & fit:
                    self.throw_pos = pos
                    self.phase = _THROW
                    self.to_move = s
                    return
                pos += 1
            self.throw_pos = pos
        self._end_bout(self.taking or self.unbeaten > 0, self.defender)

    def _close_lead(self) -> None:
        self.lead_open = False
        self._advance()

    # --- the common game's lean path ---------------------------------------------------
    # (``self.plain``: rank leads, throw-ins, plain covers, whole-table takes, plain draws;
    # no closed cards, no face-down covers, no slots. Same moves as the general methods,
    # with the hooks' answers for these rules written in.)

    def _plain_advance(self) -> None:
        if self.unbeaten and not self.taking:
            self.phase = _DEFEND
            self.to_move = self.defender
            return
        self._plain_throw_or_end()

    def _plain_throw_or_end(self) -> None:
        """The next attacker who may throw in moves, or the bout ends (``_advance``)."""
        hands = self.hands
        if (len(self.att) < self.cap_n
                and self.unbeaten < hands[self.defender].bit_count()):
            ranks = self.ranks
            fit = RANKS_CARDS.get(ranks) or ranks_to_cards(ranks)
            throwers = self.throwers
            pos = self.throw_pos
            while pos < len(throwers):
                s = throwers[pos]
                if hands[s] & fit:
                    self.throw_pos = pos
                    self.phase = _THROW
                    self.to_move = s
                    return
                pos += 1
            self.throw_pos = pos
        self._plain_end_bout(self.taking or self.unbeaten > 0)

    def _plain_end_bout(self, took: bool) -> None:
        """``_end_bout`` + ``_after_table`` + the draw for the common game: the defender
        takes the whole table, or it is discarded; everybody draws; the next bout."""
        table = self.table
        d = self.defender
        n = self.players
        hands = self.hands
        self.last_bout = (tuple(self.att), tuple(self.dfn), d, d if took else -1,
                          table if took else 0)
        self.last_mark = (self.game_no, self.counters["takes"] + took,
                          self.discards_made + (not took))
        if took:
            self.counters["takes"] += 1
            self.stall += 1
            leader = self.next_active(d)
            hands[d] |= table
            known = self.known
            for s in range(n):
                if s != d:
                    known[s] |= table
        else:
            self.discard |= table
            self.stall = 0
            self.beaten[d] += self.covered
            self.first_discard = True
            self.cap_n = 6
            self.discards_made += 1
            leader = d
        stock = self.stock
        if not stock:
            self._settle(leader)
            return
        # the draw (hooks.draw_round)
        a = self.attacker
        order = _DRAW_ORDERS.get((n, a, d)) or _draw_order(n, a, d)
        out = self.out
        tc = self.trump_card
        for s in order:
            if out[s]:
                continue
            h = hands[s]
            have = h.bit_count()
            if have < 6 and stock:
                while have < 6 and stock:
                    h |= 1 << stock.pop()
                    have += 1
                hands[s] = h
            if not stock and tc >= 0 and h >> tc & 1:
                known = self.known
                for o in range(n):  # all saw the turned card go to this hand
                    if o != s:
                        known[o] |= 1 << tc
        if stock:  # nobody goes out while the stock lasts
            self._start_bout(leader)
        else:
            self._settle(leader)

    # --- the state machine -----------------------------------------------------------

    def current_player(self) -> int:
        ph = self.phase
        if 0 < ph < 6:  # a player's phase (_LEAD .. _ROAD)
            return self.to_move
        return TERMINAL if ph == _OVER else CHANCE

    def legal_actions(self) -> list[int]:
        ph = self.phase
        if self.plain:  # the common game (see the lean path above)
            if ph == _DEFEND:
                d = self.defender
                hand = self.hands[d]
                tab = self.tabs[d]
                att, dfn = self.att, self.dfn
                acts: list[int] = []
                i = -1
                for _ in range(self.unbeaten):
                    i = dfn.index(-1, i + 1)  # the next uncovered card
                    t = att[i]
                    m = hand & tab[t]
                    base = _BEAT - 256 + t
                    while m:
                        low = m & -m
                        acts.append(base + (low.bit_length() << 8))
                        m ^= low
                acts.append(_TAKE)
                return acts
            if ph == _LEAD:
                if not self.att:
                    return attack_actions(self.hands[self.to_move])
                hands = self.hands
                att = self.att
                more = hands[self.attacker] & RANK_MASKS[att[0] & 15]  # more_of_rank
                if (not more or len(att) >= self.cap_n
                        or self.unbeaten >= hands[self.defender].bit_count()):
                    return [_DONE]
                acts = attack_actions(more)
                acts.append(_DONE)
                return acts
            if ph == _THROW:
                ranks = self.ranks
                fit = RANKS_CARDS.get(ranks) or ranks_to_cards(ranks)
                acts = attack_actions(self.hands[self.to_move] & fit)
                acts.append(_DONE)
                return acts
        if ph == _DEFEND:
            return self.hk.defend_actions(self)
        if ph == _THROW:
            return self.hk.throw_actions(self)
        if ph == _LEAD:
            return self.hk.lead_actions(self)
        if ph == _CHECK:
            return [A.ACCEPT, A.CHALLENGE]
        if ph == _ROAD:
            return self.hk.road_actions(self)
        return []

    def apply(self, action: int) -> None:
        """The engine's ``apply`` (history, then the move) with the hot kinds dispatched
        here: one call less per step of a playout."""
        self.history.append(action)
        if self.plain:  # the common game's moves, written out (see the lean path above)
            if action < _TRANSFER:
                if action >= _ATTACK:  # lead or throw in a card (_attack, _lay)
                    card = action & 255
                    s = self.to_move
                    hands = self.hands
                    hands[s] ^= 1 << card
                    att = self.att
                    att.append(card)
                    self.dfn.append(-1)
                    self.owner.append(s)
                    self.laid.append(card)
                    self.table |= 1 << card
                    self.ranks |= 1 << (card & 15)
                    unbeaten = self.unbeaten = self.unbeaten + 1
                    if self.phase != _LEAD:
                        self._plain_advance()
                        return
                    more = hands[s] & RANK_MASKS[att[0] & 15]  # hooks.more_of_rank
                    if (more and len(att) < self.cap_n
                            and unbeaten < hands[self.defender].bit_count()):
                        return  # the attacker may add more of the rank
                    self.lead_open = False
                    self.phase = _DEFEND
                    self.to_move = self.defender
                    return
                if action == _TAKE:
                    self.taking = True
                    self.throw_pos = 0
                    self._plain_throw_or_end()
                    return
                if action == _DONE:
                    if self.phase == _LEAD:  # the lead is closed: the defender answers
                        self.lead_open = False
                        self.phase = _DEFEND
                        self.to_move = self.defender
                    else:
                        self.throw_pos += 1
                        self._plain_advance()
                    return
            elif _BEAT <= action < _DARK:  # the defender covers a card (_beat, _cover)
                card = (action >> 8) & 255
                self.hands[self.defender] ^= 1 << card
                self.dfn[self.att.index(action & 255)] = card
                self.laid.append(card)
                self.table |= 1 << card
                self.ranks |= 1 << (card & 15)
                self.covered += 1
                self.unbeaten -= 1
                if self.unbeaten:
                    return  # the defender answers the next card
                self.throw_pos = 0
                self._plain_throw_or_end()
                return
        if action < A.ATTACK:
            self._word(action)
        elif action < A.TRANSFER:
            self._attack(action & 255)
        elif A.BEAT <= action < A.DARK:
            self._beat((action >> 8) & 255, action & 255)
        else:
            self._apply(action)

    def _apply(self, action: int) -> None:
        if action < A.TRANSFER:  # the three hot kinds first
            if action < A.ATTACK:
                self._word(action)
            else:
                self._attack(action & 255)
            return
        if A.BEAT <= action < A.DARK:
            self._beat((action >> 8) & 255, action & 255)
            return
        k = A.kind(action)
        if k == A.BEAT:
            self._beat((action >> 8) & 255, action & 255)
        elif k == A.TRANSFER:
            self._transfer(action & 255)
        elif k == A.DARK:
            self._dark((action >> 8) & 255, action & 255)
        elif k == A.SHOW:
            self._show(action & 255)
        elif k == A.SWAP:
            self._swap(action & 255)
        else:
            self._slot_action(k, action)

    def _word(self, action: int) -> None:
        if action == A.TAKE:
            if self.hk.throw_ins:
                self.taking = True
                self.throw_pos = 0
                self._advance()
            else:
                self._end_bout(True, self.defender)
        elif action == A.DONE:
            ph = self.phase
            if ph == _LEAD:
                self._close_lead()
            elif ph == _ROAD:
                self._end_bout(False, self.defender)
            else:
                self.throw_pos += 1
                self._advance()
        elif action == A.ACCEPT:
            if not self.unbeaten:
                self.throw_pos = 0
            self._advance()
        elif action == A.CHALLENGE:
            self._challenge()
        elif action == A.ATTACK_STOCK:
            c = self.stock.pop()
            if self.hk.albanian and self.stock_dealt:  # all saw the top card's rank
                self.floor = [min(f, c & 15) for f in self.floor]
            self._lay(self.attacker, c)
            self._after_lead_card()
        elif action == A.PASS:
            self.stall += 1
            self.counters["bouts"] -= 1
            self._start_bout(self.next_active(self.attacker))

    def _attack(self, card: int) -> None:
        s = self.to_move
        if self.hk.slots:
            self._take_from(s, card)
        else:
            self.hands[s] ^= 1 << card
        self.att.append(card)  # inlined _lay: this is the hottest path
        self.dfn.append(-1)
        self.owner.append(s)
        self.laid.append(card)
        self.table |= 1 << card
        self.ranks |= 1 << (card & 15)
        self.unbeaten += 1
        if self.phase == _LEAD:
            self._after_lead_card()
        else:
            self._advance()

    def _after_lead_card(self) -> None:
        hk = self.hk
        if hk.lead_kind == "rank":
            more = hk.more_of_rank(self)
        else:
            if len(self.att) == 1 and hk.fixed_lead:
                self.lead_need = hk.lead_need(self)
            more, _ = hk.lead_more(self)
        if not more:
            self.lead_open = False
            self._advance()

    def _beat(self, card: int, target: int) -> None:
        if self.phase == _ROAD:  # road: the attacker covers the top card
            a = self.attacker
            self._take_from(a, card)
            self._lay(a, card)
            self.phase = _DEFEND
            self.to_move = self.defender
            return
        d = self.defender
        if self.hk.slots:
            self._take_from(d, card)
        else:
            self.hands[d] ^= 1 << card
        self.dfn[self.att.index(target)] = card  # inlined _cover
        self.laid.append(card)
        self.table |= 1 << card
        self.ranks |= 1 << (card & 15)
        self.unbeaten -= 1
        self.covered += 1
        if self.hk.chinese and card & 127 == _NINE_D:
            self._end_bout(False, d)
            return
        if self.hk.road:
            self.phase = _ROAD
            self.to_move = self.attacker
            return
        if not self.unbeaten:
            self.throw_pos = 0
        self._advance()

    def _cover(self, i: int, card: int, face_up: bool = True) -> None:
        if face_up:
            self.ranks |= 1 << (card & 15)
        self.dfn[i] = card
        self.laid.append(card)
        self.table |= 1 << card
        self.unbeaten -= 1
        self.covered += 1

    def _transfer(self, card: int) -> None:
        d = self.defender
        target, _ = self.hk.transfer_target(self)
        self._take_from(d, card)
        self._lay(d, card)
        self._pass_defence(target)

    def _pass_defence(self, target: int) -> None:
        self.defender = target
        self.counters["transfers"] += 1
        self.covered = 0 if not self.rules.transfer_any_time else self.covered
        self._set_throwers()
        self.throw_pos = 0
        self._advance()

    def _show(self, card: int) -> None:
        target, _ = self.hk.transfer_target(self)
        self.shown |= 1 << card
        for s in range(self.players):
            self.known[s] |= 1 << card
        self._pass_defence(target)

    def _swap(self, card: int) -> None:
        d = self.defender
        self._take_from(d, card)
        top = self.stock.pop()
        self.stock.insert(1 if self.stock else 0, card)
        # the swapper knows where the card lies in the stock, and so does every seat that
        # knew he held it (it left his known cards face down); the others do not
        self.known[d] |= 1 << card
        self.stock_dealt = False
        self._give(d, top)
        self.swaps += 1

    def _dark(self, card: int, target: int) -> None:
        d = self.defender
        self._take_from(d, card)
        i = self.att.index(target)
        self._cover(i, card, face_up=False)
        self.secret |= 1 << card
        self.dark_by[d] |= 1 << card
        self.check_idx = i
        self.phase = _CHECK
        self.to_move = self.owner[i]

    def _challenge(self) -> None:
        i = self.check_idx
        d = self.defender
        card, target = self.dfn[i], self.att[i]
        self.secret &= ~(1 << card)
        self.dark_by[d] &= ~(1 << card)
        if self.tabs[d][target] >> card & 1:
            self._end_bout(True, self.to_move, leader=d)
        else:
            self._end_bout(True, d)

    def _slot_action(self, k: int, action: int) -> None:
        """Reverse durak: a card played blind by hand slot; a wrong card costs the table."""
        if k == A.BEAT_SLOT:
            d = self.defender
            card = self.slots[d][(action >> 8) & 255]
            target = action & 255
            if self.tabs[d][target] >> card & 1:
                self._beat(card, target)
                return
            self._take_from(d, card)
            self._cover(self.att.index(target), card)
            self._end_bout(True, d, whole=True)
            return
        s = self.to_move
        card = self.slots[s][action & 255]
        if k == A.TRANSFER_SLOT:
            target, rank = self.hk.transfer_target(self)
            if card & 15 == rank:
                self._transfer(card)
                return
            self._take_from(s, card)
            self._lay(s, card)
            self._end_bout(True, s, whole=True)
            return
        if self.phase == _LEAD or self.table_ranks() >> (card & 15) & 1:
            self._attack(card)
            return
        self._take_from(s, card)
        self._lay(s, card)
        self._end_bout(True, s, leader=self.defender, whole=True)

    # --- bout end --------------------------------------------------------------------

    def _end_bout(self, took: bool, taker: int, leader: int = -1,
                  whole: bool = False) -> None:
        """Resolve the table: the taker picks up (per the variant) or it is discarded."""
        table = self.table
        d = self.defender
        if took:
            self.counters["takes"] += 1
            self.stall += 1
            if taker == d:
                got = table if whole else self.hk.take_part(self, table)
                if leader < 0:
                    leader = self.next_active(d)
            else:
                got = table
                if leader < 0:
                    leader = d
            self.last_bout = (tuple(self.att), tuple(self.dfn), d, taker, got)
            self.last_mark = (self.game_no, self.counters["takes"], self.discards_made)
            if self.hk.slots:
                for c in C.cards_in(got):
                    self._give(taker, c)
            else:
                self.hands[taker] |= got
            secret = self.secret
            seen = got & ~secret
            known = self.known
            for s in range(self.players):
                if s != taker:
                    known[s] |= seen
            if self.hk.slots:  # reverse: the taker saw the cards go into his slots
                known[taker] |= seen
            if secret & got:  # face-down covers (believe) are known to their layer only
                for s in range(self.players):
                    self.dark_by[s] &= ~got
                self.secret = secret & ~got
            self.discard |= table & ~got
            if (self.hk.pursuit and taker == d and got.bit_count() == 2):
                a, b = C.cards_in(got)
                if a & 15 == b & 15:
                    self.pogons[self.attacker].append(a & 15)
            self._after_table(False, leader)
            return
        self.last_bout = (tuple(self.att), tuple(self.dfn), d, -1, 0)
        self.last_mark = (self.game_no, self.counters["takes"], self.discards_made + 1)
        self.discard |= table
        self.stall = 0
        self.beaten[d] += self.covered
        self.first_discard = True
        if not self.hk.road:
            self.cap_n = 6
        self.discards_made += 1
        if leader < 0:
            leader = d
        if self.hk.trump_swap and not self.swapped_trump and 0 < len(self.stock) <= 8:
            table &= ~(1 << self._swap_trump())  # that card is under the stock now
        if (self.hk.discard_back and self.discards_made % 2 == 0 and len(self.stock) > 1):
            self.discard &= ~table
            self.back |= table & ~self.secret  # the face-up ones: everybody saw them go
            self._forget_secret(table)
            for c in C.cards_in(table):
                for s in range(self.players):
                    self.known[s] &= ~(1 << c)
            self.pending = (True, leader)
            self.pending_cards = table
            self.phase = _SHUFFLE
            return
        self._after_table(True, leader)

    def _forget_secret(self, cards: int) -> None:
        """Face-down covers that go back into play are no longer anybody's secret."""
        if self.secret & cards:
            self.secret &= ~cards
            for s in range(self.players):
                self.dark_by[s] &= ~cards

    def _swap_trump(self) -> int:
        """The discard's last card becomes the turned trump card; returns it."""
        last = self.laid[-1]
        for s in range(self.players):  # it goes under the stock in sight of all (a
            if not self.secret >> last & 1 or self.dark_by[s] >> last & 1:  # face-down
                self.known[s] |= 1 << last  # cover: its layer alone knows the card)
        self._forget_secret(1 << last)
        old = self.stock[0]
        self.discard &= ~(1 << last)
        self.discard |= 1 << old
        self.stock[0] = last
        self.trump_card = last
        self.trump = C.suit_of(last)
        self.swapped_trump = True
        self._set_trumps()
        return last

    def _reshuffle(self) -> None:
        for c in self.stock[1:]:  # no stock place above the turned card is known now
            for s in range(self.players):
                self.known[s] &= ~(1 << c)
        self.stock_dealt = False
        above = self.stock[1:][::-1] + list(C.cards_in(self.pending_cards))
        order = self.shuffled(above)
        self.stock = [self.stock[0], *order[::-1]]
        _, leader = self.pending
        self.pending = (False, 0)
        self.pending_cards = 0
        self._after_table(True, leader)

    def _after_table(self, discarded: bool, leader: int) -> None:
        n = self.players
        hk = self.hk
        if not hk.plain_turn:
            self._between_bouts(discarded)
        stock = self.stock
        if stock:
            hk.draw_round(self)
        if hk.magadan and not stock:
            for s in range(n):
                self.closed[s] = 0
                self.closed_order[s] = []
        if hk.big and self._big_fool():
            return
        if stock:  # nobody goes out while the stock lasts
            self._start_bout(leader)
            return
        self._settle(leader)

    def _settle(self, leader: int) -> None:
        """The stock is out: seats without cards go out; the next bout or the end."""
        n = self.players
        hk = self.hk
        hands, out, finish = self.hands, self.out, self.finish
        active = []
        for s in range(n):
            if not out[s]:
                if hands[s]:
                    active.append(s)
                else:
                    out[s] = True
                    finish.append(s)
        if len(active) > 1:
            team = self.team
            t = team[active[0]]
            if not hk.teams or any(team[s] != t for s in active):
                self._start_bout(leader)  # two teams still hold cards
                return
        if not active and not self.rules.draw_allowed:
            active = [self.defender]
        self._end_game(active)

    def _between_bouts(self, discarded: bool) -> None:
        """The variants' doings between two bouts, before the draw."""
        hk = self.hk
        if hk.circular:
            a, b = self.hands
            self.hands = [b, a]
            self.slots = [self.slots[1], self.slots[0]]
            # both saw both hands (reverse: one's new hand is the one he saw)
            self.known = [self.known[0] | a | b, self.known[1] | a | b]
        if hk.magadan and discarded:
            self._open_one(self.defender)

    def _big_fool(self) -> bool:
        """big: a player holding 52 cards or more is the fool at once."""
        for s in range(self.players):
            if self.hands[s].bit_count() >= 52:
                self._end_game([s])
                return True
        return False

    def _end_game(self, fools: list[int], drawn: bool = False) -> None:
        n = self.players
        self.fool_set = sorted(fools)
        self.fool = fools[0] if len(fools) == 1 else (fools[0] if fools else -1)
        rest = [s for s in range(n) if s not in self.finish and s not in fools]
        self.finish.extend(rest)
        self.finish.extend(s for s in fools if s not in self.finish)
        losers = [] if drawn else self.hk.losers(self, fools)
        for s in losers:
            self.tally[s] += 1
        if losers and len(losers) < n:
            win = len(losers) / (n - len(losers))
            for s in range(n):
                self.ret_sum[s] += -1.0 if s in losers else win
        if not fools:
            self.counters["draws"] += 1
        self.orders.append(self.finish[:])
        self.fools.append(self.fool_set[:])
        self.prev_winner = self.finish[0] if self.finish else -1
        if self.fool >= 0:
            self.dealer = self.fool
        # the last bout's cards are already in a hand or the discard: clear the table
        self.att, self.dfn, self.owner, self.laid = [], [], [], []
        self.table = self.ranks = self.unbeaten = self.covered = 0
        self.to_move = -1
        self.phase = _DEAL if self.game_no < self.rules.match_games else _OVER

    def endgame_two_left(self) -> bool:
        """The stock empty, two players still in, one of them to move, in the match's
        last game: the endgame of perfect information (public facts only)."""
        if self.stock or self.phase not in (_LEAD, _DEFEND, _THROW):
            return False
        if self.game_no < self.rules.match_games:
            return False
        return sum(1 for s in range(self.players) if not self.out[s]) == 2

    # --- results ---------------------------------------------------------------------

    def returns(self) -> list[float]:
        g = max(self.game_no, 1)
        return [v / g for v in self.ret_sum]

    def playout(self, rng: random.Random, max_steps: int = 1_000_000) -> list[float]:
        """``State.playout``; the base rules take one fused loop over locals (same draws,
        same moves: :mod:`koloda.games.durak.playout`)."""
        from koloda.games.durak.playout import fits, fused_playout

        if fits(self, rng):
            return fused_playout(self, rng, max_steps)
        return super().playout(rng, max_steps)

    def result(self) -> dict[str, Any]:
        ret = self.returns()
        best = max(ret) if ret else 0.0
        # no one has won a game that goes on (a replay of an unfinished record shows the
        # totals so far, not a winner)
        winners = [s for s in range(self.players) if ret[s] == best] \
            if self.is_terminal() else []
        return {
            "deals": self.game_no,
            "scores": [round(v, 6) for v in self.ret_sum],
            "winner": winners[0] if len(winners) == 1 else None,
            "winners": winners,
            "fool": self.fools[-1][0] if self.fools and len(self.fools[-1]) == 1 else None,
            "fools": [f[:] for f in self.fools],
            "finish_order": [o[:] for o in self.orders],
            "tally": self.tally[:],
            "beaten": self.beaten[:],
            "pogons": [p[:] for p in self.pogons],
            "counters": dict(self.counters),
            "terminal": self.is_terminal(),
        }

    def score_sheet(self, lang: str = "ru", names: Sequence[str] | None = None) -> str:
        ru = lang == "ru"
        nm = names if names is not None and len(names) >= self.players else \
            seat_names(self.players, (), lang)
        head = "Дураки по партиям" if ru else "Fools by game"
        lines = [head]
        for i, f in enumerate(self.fools, 1):
            who = ", ".join(nm[s] for s in f) or ("ничья" if ru else "draw")
            lines.append(f"{i}: {who}")
        lines.append(("Счёт дураков: " if ru else "Fool tally: ")
                     + ", ".join(f"{nm[s]} {t}" for s, t in enumerate(self.tally)))
        return "\n".join(lines)

    # --- text ------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        return A.to_text(action)

    def text_to_action(self, text: str) -> int:
        return T.parse(self, text)

    def describe_action(self, action: int, lang: str = "ru") -> str:
        return T.label(self, action, lang)

    def choices(self, lang: str = "ru") -> list[tuple[tuple[int, ...], str]] | None:
        return T.lead_choices(self, lang)

    def describe_move(self, action: int, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        return T.move_text(self, action, viewer, lang,
                           after if isinstance(after, DurakState) else None)

    def narrate(self, action: int, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        assert isinstance(after, DurakState)
        return T.narrate(self, action, after, viewer, lang, names)

    def refusal(self, action: int, lang: str = "ru") -> str | None:
        return T.refusal(self, action, lang)

    # --- information -----------------------------------------------------------------

    def trump_visible(self) -> bool:
        if self.trump_card < 0:
            return False
        if self.rules.invisible:
            return len(self.stock) <= 1 and not self.removed
        return True

    def unseen(self, seat: int) -> int:
        u = 0
        reverse = self.hk.slots
        for s in range(self.players):
            if s == seat:
                if reverse:
                    u |= self.hands[s]
                else:
                    u |= self.closed[s]
            elif not reverse:
                u |= self.hands[s] & ~(self.known[seat] & ~self.closed[s])
        for c in self.stock:
            u |= 1 << c
        u |= self.removed
        u |= self.secret & ~self.dark_by[seat]
        if self.trump_card >= 0 and self.trump_visible():
            u &= ~(1 << self.trump_card)
        return u

    def observation(self, seat: int) -> dict[str, Any]:
        n = self.players
        tt = C.to_text
        r = self.rules
        reverse = self.hk.slots
        hidden = self.secret & ~self.dark_by[seat]
        table = [[tt(a), None if d < 0 else ("?" if hidden >> d & 1 else tt(d))]
                 for a, d in zip(self.att, self.dfn, strict=True)]
        own = self.playable(seat)
        known: list[list[str]] = []
        for s in range(n):
            if s == seat:
                known.append([])
            elif reverse:
                known.append([tt(c) for c in C.cards_in(self.hands[s])])
            else:
                km = self.known[seat] & self.hands[s] & ~self.closed[s]
                known.append([tt(c) for c in C.cards_in(km)])
        suits = C.SUIT_ASCII
        over = self.phase == _OVER
        why = self._why(seat)
        unseen = self.unseen(seat)
        return {
            "game": "durak",
            "phase": _PHASE_NAMES[self.phase],
            "seat": seat,
            "players": n,
            "base": r.base,
            "variants": r.active_variants(),
            "trump": suits[self.trump] if self.trump >= 0 else None,
            "trumps": [suits[t] for t in self.seat_trump] if r.two_trump and self.trump >= 0
            else None,
            "trump_card": tt(self.trump_card) if self.trump_visible() else None,
            "stock_count": len(self.stock),
            "table": table,
            "table_owner": self.owner[:],
            "attacker": self.attacker,
            "defender": self.defender,
            "attackers": self.throwers[:],
            "to_move": self.to_move if self.to_move >= 0 and not over else None,
            "why": why,
            "taking": self.taking,
            "attack_limit": None if self.hk.road else self.cap(),
            "hand": [] if reverse else [tt(c) for c in C.cards_in(own)],
            "hand_slots": self.hands[seat].bit_count(),
            "closed": [self.closed[s].bit_count() for s in range(n)],
            "hand_sizes": [self.hands[s].bit_count() for s in range(n)],
            "known": known,
            "discard_count": self.discard.bit_count(),
            # the discard is public (every card lay face up), less any face-down cover
            "discard": [tt(c) for c in C.cards_in(self.discard & ~unseen)],
            "removed_count": self.removed.bit_count(),
            "out": self.finish[:] if not over else self.orders[-1][:] if self.orders else [],
            "fool": self.fool if self.fool >= 0 else None,
            "teams": self.team[:] if r.teams != "none" else None,
            "game_no": self.game_no,
            "match_games": r.match_games,
            "tally": self.tally[:],
            "fools": [f[:] for f in self.fools],  # each finished game's fools ([]: a draw)
            "beaten": self.beaten[:],
            "pogons": [p[:] for p in self.pogons],
            "free_leads": self.free_leads(),
            "swaps_left": (2 - self.swaps) if r.poker and seat == self.defender else 0,
            "last_bout": self._last_bout_view(unseen),
            "rules": self.rules.changed(),
        }

    def finished_bout(self) -> LastBout | None:
        """The last finished bout of this game (None before the first one ends). The
        Python engine keeps it at each bout's end; a state whose record is out of date
        (its moves were played by the compiled core, which does not keep it) rebuilds it
        once from its deals and history."""
        mark = (self.game_no, self.counters["takes"], self.discards_made)
        if self.last_mark != mark:
            self.last_bout = self._replayed_bout()
            self.last_mark = mark
        return self.last_bout

    def _replayed_bout(self) -> LastBout | None:
        """The last bout as a Python replay of the record finds it. The replay is kept
        and goes on from where it stopped the next time (a live table asks once a bout,
        and a replay from the start each time cost the whole game again); it starts over
        when this state's record is no longer its continuation (a clone that went its own
        way, an undo) or a new deal has been logged since (it was handed the deals
        logged when it began, and draws none of its own)."""
        history = self.history
        kept = self.__dict__.get("_bout_replay")
        ref: DurakState | None = None
        done = 0
        if kept is not None:
            ref, done, deals = kept
            if not (deals == len(self.deals) and done <= len(history)
                    and ref.history == history[:done]):
                ref, done = None, 0
        try:
            if ref is None:
                ref = DurakState(self.game, self.players, self.rules, self.seed, self.deals)
            for action in history[done:]:
                while ref.current_player() == CHANCE:
                    ref.apply_chance()
                ref.apply(action)
            # a deal this state has made since its last action (a match's next game)
            # clears the last bout: the replay deals it too
            while ref.current_player() == CHANCE and len(ref.deals) < len(self.deals):
                ref.apply_chance()
        except (LookupError, ValueError, AssertionError):  # not replayable: no record
            self.__dict__.pop("_bout_replay", None)
            return None
        self.__dict__["_bout_replay"] = (ref, len(history), len(self.deals))
        return ref.last_bout

    def _last_bout_view(self, unseen: int) -> dict[str, Any] | None:
        """The last finished bout of this game as a seat may see it: its pairs (a card
        that seat may not see now is "?"), its defender, and who took (None: beaten
        off) how many cards."""
        lb = self.finished_bout()
        if lb is None:
            return None
        att, dfn, d, taker, got = lb

        def text(c: int) -> str | None:
            if c < 0:
                return None
            return "?" if unseen >> c & 1 else C.to_text(c)

        return {"pairs": [[text(a), text(b)] for a, b in zip(att, dfn, strict=True)],
                "defender": d, "taker": taker if taker >= 0 else None,
                "taken": got.bit_count()}

    def _why(self, seat: int) -> str:
        ph = self.phase
        if ph == _LEAD:
            if not self.att:
                # whether the leader must pass depends on his hidden hand: only he is told
                forced = seat == self.to_move and self.legal_actions() == [A.PASS]
                return "pass" if forced else "lead"
            return "lead_more"
        if ph == _DEFEND:
            return "road_defend" if self.hk.road else "defend"
        if ph == _THROW:
            return "throw_in_taking" if self.taking else "throw_in"
        if ph == _CHECK:
            return "check"
        if ph == _ROAD:
            return "road_beat"
        if ph == _OVER:
            return "over"
        return "deal"

    # --- copying ---------------------------------------------------------------------

    def clone(self) -> DurakState:
        new = DurakState.__new__(DurakState)
        d = self.__dict__
        nd = new.__dict__
        nd.update(d)  # ints, tuples and shared objects; the lists are copied below
        self._copy_base_into(new)
        for k in _LISTS:
            nd[k] = d[k][:]
        for k in _NESTED:
            nd[k] = [x[:] for x in d[k]]
        nd["counters"] = d["counters"].copy()
        return new

    # --- resampling ------------------------------------------------------------------
    # What a seat knows of the cards it cannot see (its information set), as ``resample``
    # keeps it:
    # * every hidden card lies in one hidden place: another seat's unknown hand cards
    #   (magadan: its closed ones too), one's own closed cards (magadan) or unknown slots
    #   (reverse), the stock above a shown turned card, the cards out of play
    #   (chukotka), face-down covers on the table or in the discard (believe);
    # * a hidden card the seat has followed there stays (``known``): a card it knew a
    #   player held and saw covered face down or swapped into the stock (poker), the
    #   turned card a trump swap put under the stock, its own picked-up slots (reverse);
    # * invisible: the hidden turned card is of the announced trump suit;
    # * albanian: the dealt stock lies sorted, and holds no rank above the lowest one the
    #   seat saw drawn from it;
    # * discard_back: face-up cards shuffled into the stock lie in the stock or among
    #   the cards drawn since (at most that many per hand);
    # * japanese b: a deal whose run of spades above the turned card is L long was made
    #   by 1 + L deck orders (the turned card moved up past them), so it weighs 1 + L;
    # * the seat now asked to add to the lead or to throw in holds a card to do it.
    # Everything else about the hidden cards is exchangeable: each deal that agrees is
    # equally likely. Not kept: what earlier forced moves told (a thrower passed over
    # holds none of the table's ranks, ...), and the rank order of the cards others drew
    # from an albanian stock.

    def resample(self, seat: int, rng: random.Random) -> DurakState:
        """A clone whose cards hidden from ``seat`` are re-dealt among the places they
        may be in, uniformly over the deals that agree with all ``seat`` has seen (see
        the notes above). The clone draws its future deals from its own RNG seeded from
        ``rng`` (and has no forced deals queued), so it never deals the true next deal."""
        free = self.unseen(seat) & ~self.known[seat]
        for _ in range(_RESAMPLE_TRIES):
            perm = self._draw_perm(seat, free, rng)
            if perm is None:
                continue
            new = self._relabelled(perm, free)
            if new._mover_holds():
                new.rng = random.Random(rng.getrandbits(64))
                new.forced = []
                return new
        raise RuntimeError("resample found no deal agreeing with the seat's view")

    def canonical(self, seat: int) -> DurakState:
        """``State.canonical``: the cards hidden from ``seat`` (those ``resample`` moves)
        relabelled so that the lowest of them lie in the first hidden places (the hands
        in seat order, closed and slot orders kept, then the stock from the bottom, the
        table, the cards out of play and the discard), the logs wiped. ``resample`` from
        it re-deals those cards anew, so its worlds depend on what the seat knows only."""
        self.finished_bout()  # the last bout is relabelled below: bring it up to date
        free = self.unseen(seat) & ~self.known[seat]
        order: list[int] = []
        placed = 0

        def put(cards: Sequence[int]) -> None:
            nonlocal placed
            for c in cards:
                if free >> c & 1 and not placed >> c & 1:
                    placed |= 1 << c
                    order.append(c)

        # a hidden card's place in the last bout (believe: a face-down cover since taken)
        # is part of what is known of it: without it, which hidden card stands for that
        # cover would follow the true cards' order
        last = self.last_bout
        in_bout = {c: i for i, c in enumerate((*last[0], *last[1]))} if last else {}

        def marked(mask: int) -> list[int]:  # by what the others know of each card
            return sorted(C.cards_in(mask), key=lambda c: (
                *(k >> c & 1 for k in self.known), *(k >> c & 1 for k in self.dark_by),
                in_bout.get(c, -1), c))

        for s in range(self.players):
            put(self.slots[s])
            put(self.closed_order[s])
            put(marked(self.hands[s]))
        put(self.stock)
        put(self.laid)
        put(marked(self.removed))
        put(marked(self.discard))
        put(list(C.cards_in(free)))
        perm = dict(zip(order, C.cards_in(free), strict=True))
        new = self._relabelled(perm, free)
        new.wiped()
        return new

    def _draw_perm(self, seat: int, free: int, rng: random.Random) -> dict[int, int] | None:
        """Which card goes where: ``perm[c]`` takes the place of hidden card ``c``.
        None when a japanese-b draw is rejected (it is weighted by rejection)."""
        cards = list(C.cards_in(free))
        if not cards:
            return {}
        stock = self.stock
        hk = self.hk
        turned = (bool(stock) and stock[0] == self.trump_card
                  and bool(free >> stock[0] & 1))  # invisible: hidden turned card
        ranked = hk.albanian and self.stock_dealt
        floor = self.floor[seat] if ranked else 15
        back = self.back & free
        run = [c for c in stock[1:] if free >> c & 1] if turned or ranked or back else []
        if not turned and floor == 15 and not back:  # every place takes every card
            targets = cards[:]
            rng.shuffle(targets)
            perm = dict(zip(cards, targets, strict=True))
        else:
            perm = {}
            left = set(cards)  # cards still to place
            if turned:
                suit = self.trump
                options = [c for c in cards if C.suit_of(c) == suit and not back >> c & 1]
                if floor < 15:  # the turned card must leave enough low cards for the run
                    low = sum(1 for c in cards if c & 15 <= floor)
                    weights = [comb(low - (c & 15 <= floor), len(run)) for c in options]
                    pick = options[_weighted(weights, rng)]
                else:
                    pick = options[rng.randrange(len(options))]
                perm[stock[0]] = pick
                left.discard(pick)
            places = [c for c in cards if c not in perm]
            if back:
                self._place_back(free, back, run, perm, left, rng)
            if floor < 15 and run:
                low_cards = sorted(c for c in left if c & 15 <= floor)
                for slot, c in zip(run, rng.sample(low_cards, len(run)), strict=True):
                    perm[slot] = c
                    left.discard(c)
            rest = [c for c in places if c not in perm]
            pool = sorted(left)
            rng.shuffle(pool)
            perm.update(zip(rest, pool, strict=True))
        if ranked and len(run) > 1:  # the run stays sorted
            order = sorted((perm[c] for c in run), key=lambda c: c & 15)
            for slot, c in zip(run, order, strict=True):  # stock[1] lowest
                perm[slot] = c
        if (self.rules.japanese == "b" and self.stock_dealt and not hk.albanian
                and len(stock) > 2 and self.trump != C.SPADES):
            above = [perm.get(c, c) for c in stock[1:]]
            spades = 0
            while spades < len(above) and C.suit_of(above[spades]) == C.SPADES:
                spades += 1
            if spades < len(above) and rng.randrange(len(above) + 1) > spades:
                return None  # accepted with probability (1 + L) / (1 + longest run)
        return perm

    def _place_back(self, free: int, back: int, run: list[int], perm: dict[int, int],
                    left: set[int], rng: random.Random) -> None:
        """discard_back: put the face-up cards shuffled into the stock (``back``) where
        they may be (the stock above its bottom card, each hand's last draws, the
        face-down or removed cards), uniformly."""
        groups: list[list[int]] = [run]
        caps = [len(run)]
        placed = 0
        for s in range(self.players):
            slots = [c for c in C.cards_in(self.hands[s] & free & ~self.closed[s])]
            groups.append(slots)
            caps.append(min(self.fresh[s], len(slots)))
            placed |= self.hands[s]
        for c in run:
            placed |= 1 << c
        if self.stock:
            placed |= 1 << self.stock[0]
        other = [c for c in C.cards_in(free & ~placed)]
        groups.append(other)
        caps.append(len(other))
        backs = list(C.cards_in(back))
        k = len(backs)
        # ways[g][j]: ways to choose places for j of the cards in groups g..
        ways = [[0] * (k + 1) for _ in range(len(groups) + 1)]
        ways[len(groups)][0] = 1
        for g in range(len(groups) - 1, -1, -1):
            size, cap = len(groups[g]), caps[g]
            for j in range(k + 1):
                ways[g][j] = sum(comb(size, r) * ways[g + 1][j - r]
                                 for r in range(min(cap, j) + 1))
        rng.shuffle(backs)
        j = k
        for g, slots in enumerate(groups):
            size, cap = len(slots), caps[g]
            options = list(range(min(cap, j) + 1))
            weights = [comb(size, r) * ways[g + 1][j - r] for r in options]
            r = options[_weighted(weights, rng)]
            for slot in rng.sample(slots, r):
                c = backs.pop()
                perm[slot] = c
                left.discard(c)
            j -= r

    def _relabelled(self, perm: dict[int, int], free: int) -> DurakState:
        """A clone in which the card at the place of each hidden ``c`` is ``perm[c]``."""
        new = self.clone()
        if not perm:
            return new

        def mask(m: int) -> int:
            hit = m & free
            if not hit:
                return m
            out = m ^ hit
            while hit:
                low = hit & -hit
                out |= 1 << perm[low.bit_length() - 1]
                hit ^= low
            return out

        get = perm.get
        new.hands = [mask(m) for m in self.hands]
        new.closed = [mask(m) for m in self.closed]
        new.known = [mask(m) for m in self.known]
        new.dark_by = [mask(m) for m in self.dark_by]
        new.closed_order = [[get(c, c) for c in o] for o in self.closed_order]
        new.slots = [[get(c, c) for c in o] for o in self.slots]
        new.stock = [get(c, c) for c in self.stock]
        new.laid = [get(c, c) for c in self.laid]
        new.dfn = [get(c, c) for c in self.dfn]
        new.removed = mask(self.removed)
        new.discard = mask(self.discard)
        new.secret = mask(self.secret)
        new.table = mask(self.table)
        new.trump_card = get(self.trump_card, self.trump_card)
        last = self.last_bout  # its face-down cover is the card now at its place
        if last is not None:
            att, dfn, d, taker, got = last
            new.last_bout = (tuple(get(c, c) for c in att), tuple(get(c, c) for c in dfn),
                             d, taker, mask(got))
        return new

    def _mover_holds(self) -> bool:
        """Does the player asked to add to the lead or to throw in hold a card to do it?
        (The engine asks only such a player, so every seat knows he does.)"""
        ph = self.phase
        if ph == _THROW:
            s = self.to_move
            if self.hk.slots:
                return bool(self.hands[s])
            return bool(self.playable(s) & ranks_to_cards(self.ranks))
        if ph == _LEAD and self.att:
            hk = self.hk
            more = hk.more_of_rank(self) if hk.lead_kind == "rank" else hk.lead_more(self)[0]
            return bool(more)
        return True


def _weighted(weights: list[int], rng: random.Random) -> int:
    """An index drawn with probability proportional to its (integer) weight."""
    pick = rng.randrange(sum(weights))
    for i, w in enumerate(weights):
        pick -= w
        if pick < 0:
            return i
    raise ValueError("no positive weight")


_RESAMPLE_TRIES = 10_000  # rejections (japanese b, the mover's card) are rare


__all__ = ["HAND", "DurakState", "Phase"]
