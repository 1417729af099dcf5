"""A heuristic computer player for Дурак (every base game and variant).

The agent reads only its observation and the legal action ints (decoded with
:mod:`koloda.games.durak.actions`); it never sees the state. It plays the way a careful
table player does:

* **Card cost.** A card's cost is its rank above the deck's lowest rank (scaled so an
  ace costs 8 in any deck); a trump (the seat's own trump in ``two_trump``) costs more
  than any plain card. Cheap cards go first. The numbers live in :class:`Style`.
* **Leading.** Lead the cheapest card, preferring ranks held twice or more (more to add
  or throw in later) and cards the defender probably cannot cover; add same-rank cards to
  the lead while they are cheap; in perevodnoy avoid ranks the defender probably holds
  (he could transfer). With the stock empty, lead what the defender cannot beat first
  (he must take it), then the cheapest.
* **Covering.** Find the cheapest complete cover of the unbeaten cards (a small search,
  non-trumps before trumps). Take instead when covering costs too much: two trumps or
  more while the stock is still large, or a high trump for a small lead early. With the
  stock empty, cover whenever possible.
* **Throwing in.** Throw in cards of the table's ranks that the defender probably cannot
  cover (judged from the cards still unseen, the cards he is known to hold and the suits
  he failed to cover), cheap non-trumps, and everything once the stock is empty; dump
  cheap cards on a defender who takes.
* **Transfers** (perevodnoy): transfer with a cheap non-trump, or with a trump when the
  cover would cost more; showing a trump is free and always used.
* **Variants.** believe: cover face down (a true cover challenged makes the challenger
  take; a bluff costs nothing more than taking), challenge when the defender probably
  could not cover; road: continue the chain with a cheap card or one the other cannot
  beat; armenian: lead from the stock when every hand card is precious; poker: swap
  away junk before covering; chinese: cover with 9♦ to clear a costly table; reverse:
  lead any slot, try a cover instead of taking (a wrong try equals a take), never throw
  in blind; circular (the hands are swapped after each bout): lead what the defender
  can cover, never feed a taker, and with the stock gone take rather than cover (the
  grown hand goes to the other player; two such players pass the cards back and forth
  until the engine's draw rule, ``draw_after_bouts``, ends the game);
  empty: no "early" phase, since hands are not refilled.

Card memory: the agent remembers every card it has seen on the table or played itself;
those no longer on the table, in a hand or shown are gone (discarded). What is left
unseen, minus the cards each player is known to hold, is the pool from which the
defender's unknown cards come. The agent is deterministic given its RNG (which only
picks blind slots in reverse durak) and takes well under a millisecond per decision.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from koloda.engine import cards as C
from koloda.games.durak import actions as A

_SUITS = {"S": 0, "C": 1, "D": 2, "H": 3}
_LOWEST = {24: 9, 32: 7, 36: 6, 52: 2}
_PARSED: dict[str, int] = {}
_DECKS: dict[tuple[int, int], int] = {}


def card(text: str) -> int:
    """Parse a card text of the observation (memoised: observations repeat cards)."""
    got = _PARSED.get(text)
    if got is None:
        got = _PARSED[text] = C.parse(text)
    return got


def deck_mask(size: int, copies: int) -> int:
    key = (size, copies)
    got = _DECKS.get(key)
    if got is None:
        got = _DECKS[key] = C.mask_of(C.deck(size, copies=copies))
    return got


def _suit(text: Any) -> int | None:
    return _SUITS.get(text) if isinstance(text, str) else None


class Beats:
    """The cover relation of a rule set: ``beats(cover, target, trump)``."""

    def __init__(self, rules: Mapping[str, Any], lowest: int) -> None:
        self.big = bool(rules.get("big"))
        self.royal = bool(rules.get("royal"))
        self.japanese = rules.get("japanese", "off") not in ("off", None, False)
        self.lowest = lowest

    def __call__(self, cover: int, target: int, trump: int | None) -> bool:
        if self.big and C.face(cover) == C.face(target):
            return False
        tr, ts = target & 15, (target >> 4) & 7
        cover_rank, cover_suit = cover & 15, (cover >> 4) & 7
        if self.royal and tr == self.lowest:
            return cover_rank == C.ACE and cover_suit in (ts, trump)
        if self.japanese and ts == C.SPADES:
            return cover_suit == C.SPADES and cover_rank > tr
        if cover_suit == ts:
            return cover_rank > tr
        return trump is not None and cover_suit == trump and ts != trump

    def covers(self, target: int, trump: int | None) -> int:
        """The bitmask of every card (both copies) that covers ``target``."""
        tr, ts = target & 15, (target >> 4) & 7
        if self.royal and tr == self.lowest:
            mask = _HIGHER[ts][C.KING]
            return mask | (_HIGHER[trump][C.KING] if trump is not None else 0)
        mask = _HIGHER[ts][tr]
        if self.japanese and ts == C.SPADES:
            return mask
        if trump is not None and ts != trump:
            mask |= C.SUIT_MASKS[trump]
        return mask


def _higher(suit: int, rank: int) -> int:
    return C.mask_of(C.make(r, suit, copy) for copy in (0, 1) for r in range(rank + 1, 15))


# _HIGHER[suit][rank]: the cards of ``suit`` above ``rank``, both copies
_HIGHER = tuple(tuple(_higher(s, r) for r in range(16)) for s in range(4))
# _RANKS[rank]: every card of that rank (four suits, both copies)
_RANKS = tuple(C.mask_of(C.make(r, s, copy) for s in range(4) for copy in (0, 1))
               for r in range(16))


def _p_any(total: int, good: int, drawn: int) -> float:
    """Chance that ``drawn`` cards taken from ``total`` include one of ``good`` of them."""
    if good <= 0 or drawn <= 0 or total <= 0:
        return 0.0
    miss = 1.0
    free = total - good
    for i in range(min(drawn, total)):
        if free - i <= 0:
            return 1.0
        miss *= (free - i) / (total - i)
    return 1.0 - miss


@dataclass(frozen=True)
class Style:
    """The numbers behind the rules of thumb (costs are ranks above the lowest rank)."""

    trump_step: float = 4.0        # the cheapest trump costs this much more than an ace
    pair_bonus: float = 1.5        # lead bonus per extra card of the rank held
    lead_safe: float = 5.0         # lead bonus for a card the defender cannot cover
    lead_safe_end: float = 30.0    # the same once the stock is gone
    add_limit_early: int = 4       # add same-rank cards to a lead up to this cost...
    add_limit: int = 6             # ...and later in the game
    throw_cheap_early: int = 5     # throw in non-trumps up to this cost early...
    throw_cheap: int = 7           # ...and later
    throw_safe_p: float = 0.5      # throw in any non-trump covered with less chance
    dump_early: int = 4            # give a taker non-trumps up to this cost early...
    dump: int = 6                  # ...and later
    early_share: float = 1 / 3     # "early": the stock holds more than this of the deck
    take_trumps: int = 2           # early, take rather than spend this many trumps
    keep_trumps: int = 3           # ...unless this many trumps would still be left
    transfer_margin: float = 5.0   # transfer with a trump if covering costs this much more
    challenge_p: float = 0.35      # believe: challenge below this chance of a true cover
    transfer_risk: float = 6.0     # perevodnoy: lead penalty x chance he can transfer


DEFAULT_STYLE = Style()


class _Constraint:
    """A seat failed to cover ``rank`` of ``suit``: it holds nothing higher in that suit
    (as long as it has not drawn since)."""

    __slots__ = ("rank", "stock")

    def __init__(self, rank: int, stock: int) -> None:
        self.rank = rank
        self.stock = stock


class HeuristicAgent:
    """A sensible Durak player; see the module docstring for the rules it follows."""

    strict = False
    """Tests set this to let an internal error surface instead of falling back."""

    def __init__(self, seat: int, rng: random.Random, style: Style = DEFAULT_STYLE) -> None:
        self.seat = seat
        self.rng = rng
        self.style = style
        self._game: tuple[Any, ...] | None = None
        self._seen = 0  # cards seen on the table or played by us, this game
        self._last_hand = 0
        self._last_discards = 0
        self._voids: dict[int, dict[int, _Constraint]] = {}

    # --- the entry point ------------------------------------------------------------

    def act(self, obs: Mapping[str, Any], legal: Sequence[int]) -> int:
        if len(legal) == 1:
            try:
                _Turn(self, obs, legal)  # keep the card memory up to date
            except Exception:  # memory is a nicety, never a failure
                if self.strict:
                    raise
            return legal[0]
        t = _Turn(self, obs, legal)
        try:
            return t.decide()
        except Exception:  # a corner case must never cost a move
            if self.strict:
                raise
            return t.fallback()

    # --- memory ---------------------------------------------------------------------

    def _remember(self, t: _Turn) -> None:
        obs = t.obs
        key = (obs.get("game_no"), obs.get("players"))
        if key != self._game or t.discards < self._last_discards:
            self._game = key
            self._seen = 0
            self._last_hand = 0
            self._voids = {}
        self._last_discards = t.discards
        self._seen |= t.table_mask | (self._last_hand & ~t.hand_mask) | t.discard_mask
        self._last_hand = t.hand_mask
        # a defender who says "take" on one open card had no higher card of its suit
        # (with several open cards we cannot tell which one he failed)
        open_cards = [a for a, cover in t.table if cover is None and a >= 0]
        if obs.get("taking") and t.defender != self.seat and len(open_cards) == 1:
            attack = open_cards[0]
            suit = (attack >> 4) & 7
            if suit != t.trump_of(t.defender):
                voids = self._voids.setdefault(t.defender, {})
                old = voids.get(suit)
                if old is None or old.rank > attack & 15:
                    voids[suit] = _Constraint(attack & 15, t.stock)
        # constraints lapse once the seat may have drawn
        for seat, voids in self._voids.items():
            size = t.hand_sizes[seat] if seat < len(t.hand_sizes) else 0
            for suit in list(voids):
                con = voids[suit]
                if t.stock != con.stock:
                    if size > 6:
                        con.stock = t.stock  # too many cards to draw: still valid
                    else:
                        del voids[suit]

    def gone_mask(self, t: _Turn) -> int:
        return self._seen & ~t.table_mask & ~t.hand_mask & ~t.known_all & ~t.shown


class _Turn:
    """One decision: the observation decoded once, and the rules of thumb applied."""

    def __init__(self, agent: HeuristicAgent, obs: Mapping[str, Any],
                 legal: Sequence[int]) -> None:
        self.agent = agent
        self.st = agent.style
        self.obs = obs
        self.legal = list(legal)
        self.me = agent.seat
        rules: Mapping[str, Any] = obs.get("rules") or {}
        self.rules = rules
        self.size = int(rules.get("deck", 36))
        self.copies = 2 if rules.get("big") else 1
        self.lowest = _LOWEST.get(self.size, 6)
        self.unit = 8 / (C.ACE - self.lowest)  # cost steps as in a 36-card deck
        self.beats = Beats(rules, self.lowest)
        self.players = int(obs.get("players", 2))
        self.trump = _suit(obs.get("trump"))
        trumps = obs.get("trumps")
        self.trumps: list[int | None] | None = (
            [_suit(x) for x in trumps] if isinstance(trumps, list) else None)
        self.hand = [card(x) for x in obs.get("hand") or ()]
        self.hand_mask = C.mask_of(self.hand)
        self.table: list[tuple[int, int | None]] = []
        table_mask = 0
        for pair in obs.get("table") or ():
            attack_text, cover_text = pair[0], pair[1]
            attack = card(attack_text) if attack_text not in (None, "?") else -1
            cover: int | None = None
            if cover_text is not None:
                cover = card(cover_text) if cover_text != "?" else -1
            self.table.append((attack, cover))
            for c in (attack, cover):
                if c is not None and c >= 0:
                    table_mask |= 1 << c
        self.table_mask = table_mask
        self.known: list[int] = [C.mask_of(card(x) for x in seat_cards)
                                 for seat_cards in obs.get("known") or ()]
        self.known_all = 0
        for m in self.known:
            self.known_all |= m
        trump_card = obs.get("trump_card")
        self.stock = int(obs.get("stock_count", 0))
        # the turned trump card lies under the stock (or out of play, chukotka) and is
        # in nobody's hand; once the stock is gone it is an ordinary card in some hand
        in_stock = self.stock > 0 or bool(rules.get("chukotka"))
        self.shown = 1 << card(trump_card) if isinstance(trump_card, str) and in_stock else 0
        self.discards = int(obs.get("discard_count", 0))
        # the discard pile itself, if the observation lists it (else memory guesses it)
        listed = obs.get("discard")
        self.discard_mask = (C.mask_of(card(x) for x in listed)
                             if isinstance(listed, list) else 0)
        self.hand_sizes: list[int] = list(obs.get("hand_sizes") or [0] * self.players)
        self.closed: list[int] = list(obs.get("closed") or [0] * self.players)
        self.defender = int(obs.get("defender", -1) if obs.get("defender") is not None else -1)
        self.why = str(obs.get("why", ""))
        self.teams = obs.get("teams")
        agent._remember(self)
        self.gone = agent.gone_mask(self)
        self._pool: int | None = None
        self.endgame = self.stock == 0
        # circular: hands are swapped after the bout, so the defender's hand becomes ours
        self.circular = bool(rules.get("circular"))
        self.early = (self.stock > self.size * self.copies * self.st.early_share
                      and not rules.get("empty"))

    # --- basic valuations -------------------------------------------------------------

    def trump_of(self, seat: int) -> int | None:
        if self.trumps is not None and 0 <= seat < len(self.trumps):
            return self.trumps[seat]
        return self.trump

    def cost(self, c: int) -> float:
        """What a card is worth keeping, for this seat: 0 (lowest rank) to 8 (ace) on
        any deck, a trump 8 + ``trump_step`` more."""
        value = ((c & 15) - self.lowest) * self.unit
        if (c >> 4) & 7 == self.trump_of(self.me):
            value += 8 + self.st.trump_step
        elif self.beats.royal and c & 15 == self.lowest:
            value += 6  # only an ace covers it: a fine attacking card
        return value

    def is_trump(self, c: int, seat: int | None = None) -> bool:
        return (c >> 4) & 7 == self.trump_of(self.me if seat is None else seat)

    def partner(self, seat: int) -> bool:
        teams = self.teams
        if not isinstance(teams, list) or seat < 0 or seat >= len(teams):
            return False
        return seat != self.me and teams[seat] == teams[self.me]

    def pool(self) -> int:
        """Cards whose place this seat does not know (other hands, stock, unseen)."""
        if self._pool is None:
            self._pool = (deck_mask(self.size, self.copies) & ~self.hand_mask
                          & ~self.table_mask & ~self.known_all & ~self.gone & ~self.shown)
        return self._pool

    def p_holds(self, seat: int, cards: int) -> float:
        """How likely ``seat`` holds at least one card of the bitmask ``cards``."""
        known = self.known[seat] if 0 <= seat < len(self.known) else 0
        if known & cards:
            return 1.0
        size = self.hand_sizes[seat] if 0 <= seat < len(self.hand_sizes) else 0
        closed = self.closed[seat] if 0 <= seat < len(self.closed) else 0
        unknown = size - closed - C.count(known)
        pool = self.pool()
        return _p_any(C.count(pool), C.count(pool & cards), unknown)

    def p_beat(self, seat: int, c: int) -> float:
        """How likely ``seat`` holds a card that covers ``c``."""
        if seat < 0 or seat >= self.players:
            return 0.5
        covers = self.beats.covers(c, self.trump_of(seat))
        known = self.known[seat] if seat < len(self.known) else 0
        if known & covers:
            return 1.0
        size = self.hand_sizes[seat] if seat < len(self.hand_sizes) else 0
        closed = self.closed[seat] if seat < len(self.closed) else 0
        unknown = size - closed - C.count(known)
        if unknown <= 0:
            return 0.0
        void = self.agent._voids.get(seat, {}).get((c >> 4) & 7)
        pool = self.pool()
        total = C.count(pool)
        if total <= 0:
            return 0.0
        if void is not None:  # he holds nothing of that suit above the void rank
            covers &= ~_HIGHER[(c >> 4) & 7][void.rank]
        return _p_any(total, C.count(pool & covers), unknown)

    # --- legal actions by family ------------------------------------------------------

    def of_kind(self, kind: int) -> list[int]:
        return [a for a in self.legal if A.kind(a) == kind]

    def has(self, action: int) -> bool:
        return action in self.legal

    # --- decision -------------------------------------------------------------------

    def decide(self) -> int:
        kinds = {A.kind(a) for a in self.legal}
        if kinds & {A.ATTACK_SLOT, A.TRANSFER_SLOT, A.BEAT_SLOT}:
            return self.reverse(kinds)
        if kinds & {A.ACCEPT, A.CHALLENGE}:
            return self.check()
        if self.why == "road_beat":
            return self.road_continue()
        if kinds & {A.BEAT, A.DARK, A.TRANSFER, A.SHOW, A.SWAP} or A.TAKE in kinds:
            return self.defend(kinds)
        if self.why in ("throw_in", "throw_in_taking"):
            return self.throw_in()
        if kinds & {A.ATTACK, A.ATTACK_STOCK}:
            return self.lead()
        return self.fallback()

    def fallback(self) -> int:
        """A cheap, always legal choice: the cheapest card move, else the first word."""
        best, best_cost = self.legal[0], 1e9
        for a in self.legal:
            k = A.kind(a)
            value: float
            if k in (A.ATTACK, A.BEAT, A.TRANSFER):
                value = self.cost(A.card_of(a))
            elif k == A.TAKE:
                value = 500
            elif k == A.DONE:
                value = 400
            else:
                value = 600
            if value < best_cost:
                best, best_cost = a, value
        return best

    # --- attacking --------------------------------------------------------------------

    def lead(self) -> int:
        attacks = self.of_kind(A.ATTACK)
        on_table = [a for a, _ in self.table if a >= 0]
        adding = bool(on_table) or self.why == "lead_more"
        if adding:
            return self.lead_more(attacks, on_table)
        if not attacks:
            return A.ATTACK_STOCK if self.has(A.ATTACK_STOCK) else self.fallback()
        weight = self.st.lead_safe_end if self.endgame else self.st.lead_safe
        if self.circular:
            weight = -weight  # we get his hand: rather lead what he can cover
        counts: dict[int, int] = {}
        for c in self.hand:
            if not self.is_trump(c):
                counts[c & 15] = counts.get(c & 15, 0) + 1
        transfers = self.obs.get("base") == "perevodnoy" and self.st.transfer_risk > 0
        best, best_score = attacks[0], 1e9
        for a in attacks:
            c = A.card_of(a)
            score = float(self.cost(c))
            score -= self.st.pair_bonus * (counts.get(c & 15, 1) - 1)
            score -= weight * (1.0 - self.p_beat(self.defender, c))
            if transfers:
                score += self.st.transfer_risk * self.p_holds(self.defender, _RANKS[c & 15])
            if score < best_score:
                best, best_score = a, score
        if (self.has(A.ATTACK_STOCK) and not self.endgame and self.stock > 1
                and self.cost(A.card_of(best)) >= 8):
            return A.ATTACK_STOCK  # every hand card is precious: lead blind from the stock
        return best

    def lead_more(self, attacks: list[int], on_table: list[int]) -> int:
        ranks = {c & 15 for c in on_table}
        done_ok = self.has(A.DONE)
        limit = 30 if self.endgame else (
            self.st.add_limit_early if self.early else self.st.add_limit)
        best, best_cost = -1, 1e9
        for a in attacks:
            c = A.card_of(a)
            value = self.cost(c)
            same = (c & 15) in ranks
            if done_ok and not same:
                continue  # a new rank only when the lead's shape needs it
            if done_ok and self.circular and self.p_beat(self.defender, c) < 0.7:
                continue
            if done_ok and value > limit and self.p_beat(self.defender, c) > 0.3:
                continue
            if value < best_cost:
                best, best_cost = a, value
        if best >= 0:
            return best
        if done_ok:
            return A.DONE
        return self.fallback()

    def throw_in(self) -> int:
        attacks = self.of_kind(A.ATTACK)
        done = A.DONE if self.has(A.DONE) else -1
        if not attacks:
            return done if done >= 0 else self.fallback()
        if self.partner(self.defender) and done >= 0:
            return done
        if self.circular and done >= 0:
            return self.throw_in_circular(attacks, done)
        taking = self.why == "throw_in_taking" or bool(self.obs.get("taking"))
        best, best_score = -1, 1e9
        # out in one go: throw every card when that empties the hand (stock gone)
        emptying = self.endgame and len(attacks) >= len(self.hand)
        for a in attacks:
            c = A.card_of(a)
            value = self.cost(c)
            trump = self.is_trump(c)
            if taking:
                if emptying:
                    ok = True
                elif self.endgame:
                    ok = not trump
                else:
                    ok = not trump and value <= (
                        self.st.dump_early if self.early else self.st.dump)
                score = float(value)
            else:
                p = self.p_beat(self.defender, c)
                if emptying or self.endgame:
                    ok = True
                elif trump:
                    ok = False
                else:
                    ok = p < self.st.throw_safe_p or value <= (
                        self.st.throw_cheap_early if self.early else self.st.throw_cheap)
                score = value - 8.0 * (1.0 - p)
            if ok and score < best_score:
                best, best_score = a, score
        if best >= 0:
            return best
        return done if done >= 0 else self.fallback()

    def throw_in_circular(self, attacks: list[int], done: int) -> int:
        """circular: the defender's hand comes to us after the bout, so only give him
        cards he will cover (both hands shrink), never cards to take."""
        if self.obs.get("taking"):
            return done
        best, best_p = done, 0.7
        for a in attacks:
            p = self.p_beat(self.defender, A.card_of(a))
            if p > best_p:
                best, best_p = a, p
        return best

    # --- defending --------------------------------------------------------------------

    def open_targets(self) -> list[int]:
        return [a for a, cover in self.table if cover is None and a >= 0]

    def plan(self) -> tuple[float, list[tuple[int, int]]] | None:
        """The cheapest complete cover of the open cards from the legal beats:
        (cost, [(card, target)...]), or None if there is none."""
        options: dict[int, list[int]] = {}
        for a in self.legal:
            k = A.kind(a)
            if k == A.BEAT or k == A.DARK:
                options.setdefault(A.target_of(a), [])
                c = A.card_of(a)
                fits = k == A.BEAT or self.beats(c, A.target_of(a), self.trump_of(self.me))
                if fits and c not in options[A.target_of(a)]:
                    options[A.target_of(a)].append(c)
        targets = self.open_targets()
        if not targets:
            return None
        for t in targets:
            if not options.get(t):
                return None
            options[t].sort(key=self.cost)
        order = sorted(targets, key=lambda t: len(options[t]))
        best: list[Any] = [10**9, None]
        chosen: list[tuple[int, int]] = []
        used: set[int] = set()
        budget = [400]

        def search(i: int, spent: float) -> None:
            if spent >= best[0] or budget[0] <= 0:
                return
            budget[0] -= 1
            if i == len(order):
                best[0], best[1] = spent, chosen[:]
                return
            target = order[i]
            for c in options[target]:
                if c in used:
                    continue
                used.add(c)
                chosen.append((c, target))
                search(i + 1, spent + self.cost(c))
                chosen.pop()
                used.discard(c)

        search(0, 0)
        if best[1] is None:
            return None
        return float(best[0]), list(best[1])

    def should_take(self, plan: tuple[float, list[tuple[int, int]]] | None) -> bool:
        if plan is None:
            return True
        if self.circular and self.endgame:
            # our hand goes to the attacker after the bout: let it grow
            return True
        if self.endgame:
            return False
        cards_used = [c for c, _ in plan[1]]
        trumps = [c for c in cards_used if self.is_trump(c)]
        if not trumps:
            return False
        cheap_take = bool(self.rules.get("chinese")) or self.rules.get("piled") == "b"
        if cheap_take and self.early:
            return True
        held_trumps = sum(1 for c in self.hand if self.is_trump(c))
        pickup = len(self.table) + sum(1 for _, cover in self.table if cover is not None)
        if not self.early:
            return False
        if pickup >= 6 and len(trumps) < 3:
            return False
        if (len(trumps) >= self.st.take_trumps
                and held_trumps - len(trumps) < self.st.keep_trumps):
            return True
        top = max(c & 15 for c in trumps)
        return top >= C.KING and pickup <= 2 and all(
            (t & 15) <= self.lowest + 3 for t in self.open_targets())

    def defend(self, kinds: set[int]) -> int:
        # poker: swap junk away before the first cover
        swaps = self.of_kind(A.SWAP)
        plan = self.plan()
        if swaps and not self.endgame:
            used = {c for c, _ in plan[1]} if plan else set()
            junk = [a for a in swaps if A.card_of(a) not in used
                    and not self.is_trump(A.card_of(a))
                    and self.cost(A.card_of(a)) <= 2]
            if junk:
                return min(junk, key=lambda a: self.cost(A.card_of(a)))
        take = self.should_take(plan)
        # transfers
        transfer = self.pick_transfer(plan, take)
        if transfer >= 0:
            return transfer
        # chinese: 9♦ clears the whole table
        nine = C.make(9, C.DIAMONDS)
        if self.rules.get("chinese"):
            for a in self.of_kind(A.BEAT):
                if A.card_of(a) == nine and (take or len(self.table) >= 3 or self.endgame):
                    return a
        if plan is not None and not take:
            c, target = max(plan[1], key=lambda ct: self.cost(ct[0]))
            dark = A.dark(c, target)
            if self.has(dark):
                return dark  # a true cover face down: a challenge would cost the challenger
            if self.has(A.beat(c, target)):
                return A.beat(c, target)
        if A.DARK in kinds:
            bluff = self.bluff()
            if bluff >= 0:
                return bluff
        if self.has(A.TAKE):
            return A.TAKE
        return self.fallback()

    def pick_transfer(self, plan: tuple[float, list[tuple[int, int]]] | None,
                      take: bool) -> int:
        shows = self.of_kind(A.SHOW)
        transfers = self.of_kind(A.TRANSFER)
        if not shows and not transfers:
            return -1
        nxt = self.next_defender()
        if nxt >= 0 and self.partner(nxt) and plan is not None and not take:
            return -1
        if shows:
            return shows[0]
        best = min(transfers, key=lambda a: self.cost(A.card_of(a)))
        c = A.card_of(best)
        if not self.is_trump(c):
            return best
        if plan is None or take:
            return best
        return best if plan[0] >= self.cost(c) + self.st.transfer_margin else -1

    def next_defender(self) -> int:
        out = set(self.obs.get("out") or ())
        seat = self.defender
        for _ in range(self.players):
            seat = (seat + 1) % self.players
            if seat not in out and (seat >= len(self.hand_sizes) or self.hand_sizes[seat] > 0):
                return seat
        return -1

    def bluff(self) -> int:
        """believe: cover face down with the cheapest card (a wrong cover that is
        challenged only means taking, which was the alternative)."""
        darks = self.of_kind(A.DARK)
        if not darks:
            return -1
        return min(darks, key=lambda a: self.cost(A.card_of(a)))

    def check(self) -> int:
        """believe: challenge a face-down cover the defender probably could not make."""
        target = -1
        for attack, cover in self.table:
            if cover == -1:
                target = attack
        if target < 0 or not self.has(A.CHALLENGE):
            return A.ACCEPT if self.has(A.ACCEPT) else self.fallback()
        p = self.p_beat(self.defender, target)
        return A.CHALLENGE if p < self.st.challenge_p else A.ACCEPT

    # --- road durak -------------------------------------------------------------------

    def road_continue(self) -> int:
        beats = self.of_kind(A.BEAT)
        other = self.defender
        best, best_score = -1, 1e9
        for a in beats:
            c = A.card_of(a)
            value = self.cost(c)
            p = self.p_beat(other, c)
            if self.is_trump(c) and p > 0.2:
                continue
            score = value - 10.0 * (1.0 - p)
            if score < best_score:
                best, best_score = a, score
        if best >= 0:
            return best
        return A.DONE if self.has(A.DONE) else self.fallback()

    # --- reverse durak: blind slots -------------------------------------------------------

    def reverse(self, kinds: set[int]) -> int:
        beats = self.of_kind(A.BEAT_SLOT)
        if beats:  # a wrong try equals taking: always try, on the likeliest target
            pool = self.pool()
            total = max(1, C.count(pool))
            trump = self.trump_of(self.me)
            odds: dict[int, float] = {}
            for a in beats:
                target = A.target_of(a)
                if target not in odds:
                    n = sum(1 for k in C.cards_in(pool) if self.beats(k, target, trump))
                    odds[target] = n / total
            target = max(odds, key=lambda t: odds[t])
            slots = [a for a in beats if A.target_of(a) == target]
            return slots[self.agent.rng.randrange(len(slots))]
        on_table = any(a >= 0 for a, _ in self.table)
        leads = self.of_kind(A.ATTACK_SLOT)
        if leads and not on_table:
            return leads[self.agent.rng.randrange(len(leads))]
        if self.has(A.DONE):
            return A.DONE  # a blind throw-in or addition risks the whole table
        if self.has(A.TAKE):
            return A.TAKE
        if leads:
            return leads[self.agent.rng.randrange(len(leads))]
        return self.fallback()
