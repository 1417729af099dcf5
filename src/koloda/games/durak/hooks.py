"""Variant hooks: what differs between the Durak variants, chosen once per rules.

A :class:`Hooks` object is built (and cached) for each rules value. The state asks it
which cards beat which, what a lead may be, what a throw-in may be, what a take picks
up, how a player draws and who lost; everything else is the common state machine.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from koloda.engine import cards as C
from koloda.games.durak import actions as A

if TYPE_CHECKING:
    from koloda.games.durak.rules import DurakRules
    from koloda.games.durak.state import DurakState

LOWEST = {24: 9, 36: 6, 52: 2}

# every card of a rank (all suits, both copies)
RANK_MASKS = tuple(
    sum(1 << C.make(r, s, k) for s in range(4) for k in (0, 1)) for r in range(16))


# ranks bitmask -> every card of those ranks; filled by ranks_to_cards (hot paths read
# it directly: ``RANKS_CARDS.get(r) or ranks_to_cards(r)``)
RANKS_CARDS: dict[int, int] = {}


def ranks_to_cards(ranks: int) -> int:
    """All cards whose rank bit is set in ``ranks``."""
    m = RANKS_CARDS.get(ranks)
    if m is not None:
        return m
    key = ranks
    m = 0
    while ranks:
        low = ranks & -ranks
        m |= RANK_MASKS[low.bit_length() - 1]
        ranks ^= low
    RANKS_CARDS[key] = m
    return m


def _attacks_of(cards: int) -> tuple[int, ...]:
    acts = []
    base = A.ATTACK - 1
    while cards:
        low = cards & -cards
        acts.append(base + low.bit_length())
        cards ^= low
    return tuple(acts)


# the attack actions of one 16-bit slice of a card mask (one suit): ``_S1[bits]`` is the
# actions of the cards ``bits << 16``, lowest first; filled as needed (plain dicts: their
# lookups are the fastest)
_S0: dict[int, tuple[int, ...]] = {}
_S1: dict[int, tuple[int, ...]] = {}
_S2: dict[int, tuple[int, ...]] = {}
_S3: dict[int, tuple[int, ...]] = {}
_SLICES = (_S0, _S1, _S2, _S3)


def _attacks(cards: int) -> list[int]:
    """``attack`` actions for the cards of a bitmask, lowest card first."""
    if cards >> 64:  # the second copy (big): card by card
        return list(_attacks_of(cards))
    try:
        return [*_S0[cards & 0xFFFF], *_S1[cards >> 16 & 0xFFFF],
                *_S2[cards >> 32 & 0xFFFF], *_S3[cards >> 48]]
    except KeyError:  # a slice not seen yet: fill the four, then look up again
        for k, part in enumerate(_SLICES):
            bits = cards >> (16 * k) & 0xFFFF
            if bits not in part:
                part[bits] = _attacks_of(bits << (16 * k))
        return _attacks(cards)


attack_actions = _attacks  # for the state's lean path


class Hooks:
    """The variant-dependent pieces of Durak, for one rules value."""

    def __init__(self, rules: DurakRules) -> None:
        r = rules
        self.rules = r
        self.road = r.road
        self.whole_deal = r.road or r.piled != "off"
        self.magadan = r.magadan
        self.slots = r.reverse
        self.throw_ins = r.base != "simple" and not r.road
        self.transfers = r.base == "perevodnoy"
        self.big = r.big
        self.circular = r.circular
        self.pursuit = r.pursuit
        self.trump_swap = r.trump_swap
        self.discard_back = r.discard_back
        self.believe = r.believe
        self.poker = r.poker
        self.boring = r.boring
        self.armenian = r.armenian
        self.albanian = r.albanian
        self.simple_pairs = r.base == "simple"  # simple: a lead is one card or a pair
        self.lowest = LOWEST[r.deck]
        self.deck_cards = C.deck(r.deck, copies=2 if r.big else 1)
        self._tables: dict[int, list[int]] = {}
        if r.chinese:
            self.take_kind = "first"
        elif r.piled == "b":
            self.take_kind = "top"
        elif r.simple_b:
            self.take_kind = "unbeaten"
        else:
            self.take_kind = "all"
        self.chinese = r.chinese
        self.fixed_lead = r.treshka or r.english_g
        if r.treshka:
            self.lead_kind = "treshka"
        elif r.simple_v:
            self.lead_kind = "simple_v"
        elif r.english_g:
            self.lead_kind = "pair"
        elif r.reverse or r.road:
            self.lead_kind = "single"
        else:
            self.lead_kind = "rank"
        self.empty = r.empty
        self.teams = r.teams != "none"
        # the common game (no variant touching leads, throw-ins or defence): the state
        # takes the short paths below
        self.plain_lead = (self.lead_kind == "rank" and not self.boring
                           and not self.armenian and not self.fixed_lead)
        self.plain_defence = not (self.slots or self.believe or self.transfers or self.poker)
        # the common bout end: nothing but drawing happens between two bouts
        self.plain_turn = not (self.circular or self.magadan or self.big or self.slots
                               or self.empty)
        # all of the above, with throw-ins, whole-table takes and nothing else at a bout's
        # end: the state runs its own lean path for every step (``DurakState.plain``);
        # no closed cards (magadan) and no face-down covers (believe) exist then
        self.plain = (self.plain_lead and self.plain_defence and self.plain_turn
                      and self.throw_ins and self.take_kind == "all" and not self.chinese
                      and not self.pursuit and not self.trump_swap
                      and not self.discard_back
                      and not self.albanian)  # its draws tell ranks (hooks.draw_round)

    # --- beating ---------------------------------------------------------------------

    def can_beat(self, target: int, card: int, trump: int) -> bool:
        """May ``card`` cover ``target`` when ``trump`` is the defender's trump suit?"""
        r = self.rules
        ts, tr = C.suit_of(target), target & 15
        cs, cr = C.suit_of(card), card & 15
        spade_lock = r.japanese != "off" and ts == C.SPADES
        if r.royal and tr == self.lowest:
            return cr == C.ACE and (cs == ts or (cs == trump and not spade_lock))
        if spade_lock:
            return cs == C.SPADES and cr > tr
        if cs == ts:
            return cr > tr
        return trump >= 0 and cs == trump

    def beat_table(self, trump: int) -> list[int]:
        """``table[t]``: bitmask of the cards that cover card ``t``."""
        tab = self._tables.get(trump)
        if tab is None:
            tab = [0] * 256
            cards = self.deck_cards
            for t in cards:
                m = 0
                for x in cards:
                    if self.can_beat(t, x, trump):
                        m |= 1 << x
                tab[t] = m
            self._tables[trump] = tab
        return tab

    # --- leads -----------------------------------------------------------------------

    def lead_actions(self, st: DurakState) -> list[int]:
        s = st.to_move
        if st.att:
            if self.lead_kind == "rank":  # the common lead: ``done`` is always open
                acts = _attacks(self.more_of_rank(st))
                acts.append(A.DONE)
                return acts
            more, done = self.lead_more(st)
            acts = _attacks(more)
            if done:
                acts.append(A.DONE)
            return acts
        if self.slots:
            return [A.ATTACK_SLOT + i for i in range(len(st.slots[s]))]
        hand = st.hands[s] & ~st.closed[s]
        if self.plain_lead:
            return _attacks(hand)
        kind = self.lead_kind
        if kind == "pair" and not st.free_leads():
            pairs = 0
            if st.playable(st.defender).bit_count() >= 2 and st.cap() >= 2:
                for r in range(2, 15):
                    m = hand & RANK_MASKS[r]
                    if m.bit_count() >= 2:
                        pairs |= m
            if not pairs:
                return [A.PASS]
            hand = pairs
        elif self.boring and not st.free_leads():
            top = max(c & 15 for c in C.cards_in(hand))
            hand &= RANK_MASKS[top]
        acts = _attacks(hand)
        if self.armenian and len(st.stock) >= 2:
            acts.append(A.ATTACK_STOCK)
        return acts

    def lead_need(self, st: DurakState) -> int:
        """How many cards a fixed-size lead holds (0: not fixed); after the first card."""
        if self.lead_kind == "treshka":
            have = st.playable(st.attacker).bit_count() + 1
            return min(3, have, st.playable(st.defender).bit_count(), st.cap())
        if self.lead_kind == "pair":
            return 1 if st.free_leads() else 2
        return 0

    def lead_more(self, st: DurakState) -> tuple[int, bool]:
        """Cards that may be added to the lead now, and whether ``done`` may close it."""
        kind = self.lead_kind
        a = st.attacker
        hand = st.hands[a] & ~st.closed[a]
        att = st.att
        if kind == "single":
            return 0, True
        if kind == "treshka" or kind == "pair":
            if len(att) >= st.lead_need:
                return 0, True
            if kind == "pair":
                return hand & RANK_MASKS[att[0] & 15], False
            return hand, False
        if kind == "simple_v":
            last = att[-1] & 15
            ranks = 0
            for c in att:
                ranks |= 1 << (c & 15)
            others = hand & ~ranks_to_cards(ranks)
            if sum(1 for c in att if c & 15 == last) == 1:
                pair = hand & RANK_MASKS[last]
                fits = (len(att) + 2 <= st.cap()
                        and st.unbeaten + 2 <= st.playable(st.defender).bit_count())
                return (pair if pair and fits and others else 0), True
            return others, False
        return self.more_of_rank(st), True

    def more_of_rank(self, st: DurakState) -> int:
        """The common lead: cards of the lead's rank that may still be added."""
        a = st.attacker
        att = st.att
        more = st.hands[a] & ~st.closed[a] & RANK_MASKS[att[0] & 15]
        if not more or (self.simple_pairs and len(att) >= 2):
            return 0
        d = st.defender
        if len(att) < st.cap_n and st.unbeaten < (st.hands[d] & ~st.closed[d]).bit_count():
            return more
        return 0

    # --- throw-ins -------------------------------------------------------------------

    def can_throw(self, st: DurakState, seat: int, ranks: int) -> bool:
        if self.slots:
            return bool(st.hands[seat])
        return bool(st.playable(seat) & ranks_to_cards(ranks))

    def throw_actions(self, st: DurakState) -> list[int]:
        s = st.to_move
        if self.slots:
            acts = [A.ATTACK_SLOT + i for i in range(len(st.slots[s]))]
        else:
            ranks = st.ranks
            fit = RANKS_CARDS.get(ranks) or ranks_to_cards(ranks)
            acts = _attacks(st.hands[s] & ~st.closed[s] & fit)
        acts.append(A.DONE)
        return acts

    # --- defence ---------------------------------------------------------------------

    def defend_actions(self, st: DurakState) -> list[int]:
        d = st.defender
        hand = st.hands[d] & ~st.closed[d]
        tab = st.tabs[d]
        acts: list[int] = []
        att, dfn = st.att, st.dfn
        if self.plain_defence:
            i = -1
            for _ in range(st.unbeaten):
                i = dfn.index(-1, i + 1)  # the next uncovered card
                t = att[i]
                m = hand & tab[t]
                base = A.BEAT - 256 + t
                while m:
                    low = m & -m
                    acts.append(base + (low.bit_length() << 8))
                    m ^= low
            acts.append(A.TAKE)
            return acts
        slots = st.slots[d] if self.slots else None
        for i in range(len(att)):
            if dfn[i] >= 0:
                continue
            t = att[i]
            if slots is not None:
                acts.extend(A.BEAT_SLOT + (k << 8) + t for k in range(len(slots)))
                continue
            m = hand & tab[t]
            base = A.BEAT - 256 + t
            while m:
                low = m & -m
                acts.append(base + (low.bit_length() << 8))
                m ^= low
            if self.believe:
                m = hand
                base = A.DARK - 256 + t
                while m:
                    low = m & -m
                    acts.append(base + (low.bit_length() << 8))
                    m ^= low
        acts.append(A.TAKE)
        if self.transfers:
            self._transfers(st, hand, acts)
        if (self.poker and st.covered == 0 and st.swaps < 2 and len(st.stock) >= 2
                and st.hands[d].bit_count() <= 6):
            acts.extend(C.offsets(A.SWAP, hand))
        return acts

    def transfer_target(self, st: DurakState) -> tuple[int, int]:
        """(new defender, rank) if a transfer is possible now in principle, else (-1, 0)."""
        r = self.rules
        if st.covered and not r.transfer_any_time:
            return -1, 0
        rank = -1
        for i, c in enumerate(st.att):
            if st.dfn[i] < 0:
                if rank < 0:
                    rank = c & 15
                elif c & 15 != rank:
                    return -1, 0
        if rank < 0:
            return -1, 0
        target = st.next_opponent(st.defender)
        if target < 0:
            return -1, 0
        return target, rank

    def _fits(self, st: DurakState, target: int, extra: int) -> bool:
        have = st.playable(target).bit_count()
        if have >= st.unbeaten + extra:
            return True
        return (self.rules.transfer_refusal and not st.hands[target] and not st.stock
                and not st.out[target])

    def _transfers(self, st: DurakState, hand: int, acts: list[int]) -> None:
        target, rank = self.transfer_target(st)
        if target < 0:
            return
        if len(st.att) + 1 <= st.cap() and self._fits(st, target, 1):
            if self.slots:
                acts.extend(A.TRANSFER_SLOT + k for k in range(len(st.slots[st.defender])))
            else:
                acts.extend(C.offsets(A.TRANSFER, hand & RANK_MASKS[rank]))
        trump = st.seat_trump[st.defender]
        if self.rules.transfer_by_trump_show and trump >= 0 and self._fits(st, target, 0):
            m = hand & RANK_MASKS[rank] & C.SUIT_MASKS[trump] & ~st.shown
            acts.extend(C.offsets(A.SHOW, m))

    # --- road ------------------------------------------------------------------------

    def road_actions(self, st: DurakState) -> list[int]:
        a = st.attacker
        top = st.dfn[-1]
        m = st.playable(a) & st.tabs[a][top]
        acts = []
        base = A.BEAT - 256 + top
        while m:
            low = m & -m
            acts.append(base + (low.bit_length() << 8))
            m ^= low
        acts.append(A.DONE)
        return acts

    # --- takes, draws, results -------------------------------------------------------

    def take_part(self, st: DurakState, table: int) -> int:
        """What a defender who takes picks up (the rest of the table is discarded)."""
        kind = self.take_kind
        if kind == "all":
            return table
        if kind == "first":
            return 1 << st.att[0]
        if kind == "unbeaten":
            m = 0
            for i, c in enumerate(st.att):
                if st.dfn[i] < 0:
                    m |= 1 << c
            return m
        trump = st.trump
        k = 3
        if trump >= 0 and any(st.dfn[i] < 0 and C.suit_of(c) == trump
                              for i, c in enumerate(st.att)):
            k = 5
        m = 0
        for c in st.laid[-k:]:
            m |= 1 << c
        return m

    def draw_round(self, st: DurakState) -> None:
        """Everybody draws up to six after a bout: the first attacker, the others in
        seat order, the defender last (the stock is not empty)."""
        n = st.players
        d = st.defender
        a = st.attacker
        out, hands, stock = st.out, st.hands, st.stock
        for k in range(n + 1):
            if k < n:
                s = (a + k) % n
                if s == d:
                    continue
            else:
                s = d
            if out[s]:
                continue
            h = hands[s]
            have = h.bit_count()
            if self.empty and have:  # empty: only a player without cards draws
                continue
            before = have
            if self.slots:
                while have < 6 and stock:
                    st._give(s, stock.pop())
                    have += 1
                h = hands[s]
            elif have < 6 and stock:
                while have < 6 and stock:
                    top = stock.pop()
                    if self.albanian and st.stock_dealt and top & 15 < st.floor[s]:
                        st.floor[s] = top & 15  # the sorted stock holds no higher rank
                    h |= 1 << top
                    have += 1
                hands[s] = h
            if st.back:  # discard_back: these draws may hold cards shuffled back
                st.fresh[s] += have - before
            if not stock and st.trump_card >= 0 and h >> st.trump_card & 1:
                for o in range(n):  # all saw the turned card go to this hand (the
                    st.known[o] |= 1 << st.trump_card  # drawer too: reverse)

    def losers(self, st: DurakState, fools: list[int]) -> list[int]:
        n = st.players
        if self.rules.points or self.pursuit:
            if self.rules.points:
                keys: list[tuple[int, ...]] = [(st.beaten[s],) for s in range(n)]
            else:
                keys = [(len(st.pogons[s]), *sorted(st.pogons[s], reverse=True))
                        for s in range(n)]
            best = max(keys)
            if all(k == best for k in keys):
                return []
            return [s for s in range(n) if keys[s] != best]
        if not fools:
            return []
        teams = {st.team[s] for s in fools}
        return [s for s in range(n) if st.team[s] in teams]


@lru_cache(maxsize=256)
def _hooks_by_value(rules: DurakRules) -> Hooks:
    return Hooks(rules)


# the same rules object is used for many states: look it up by identity first (hashing
# the rules' many fields on every new state costs more than a playout's deal)
_BY_ID: dict[int, tuple[DurakRules, Hooks]] = {}


def hooks_for(rules: DurakRules) -> Hooks:
    hit = _BY_ID.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    hk = _hooks_by_value(rules)
    if len(_BY_ID) >= 256:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, hk)
    return hk
