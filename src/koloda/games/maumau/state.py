"""The shared shedding engine of the Mau-Mau family (Czech Durak and «101»).

One :class:`ShedState` plays a whole match: deals follow each other (each a chance node)
until the match's limit is reached. Rules reach the hot path only through a precomputed
:class:`~koloda.games.maumau.rules.Profile` (an effect code per card id, a value per rank).

Rigged deals (``game.new_state(players, rules, seed, deals=[order, ...])``): each deal
takes one deck order. The cards are dealt one at a time, starting with the seat after the
deal's *leader* and ending with the leader, ``hand`` rounds: card ``i`` goes to seat
``(leader + 1 + i) % players`` for ``i < players * hand``. With ``start=upcard`` the last
dealt card (``order[players * hand - 1]``, the leader's) is turned up as the leader's move.
The rest is the stock, ``order[players * hand]`` on top (drawn first). The first deal's
leader is drawn by lot from the seed (``state.leader``; a test may set it before the deal);
later deals are opened by the last winner or the next seat (rule ``next_leader``).

Phases: DEAL (chance: shuffle and deal), PLAY, OVER. Inside PLAY the player to move may
owe a penalty (``pen`` cards to draw, or a skip), or have to cover his own nine (101) or
follow his ace (English), marked by ``mode``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, TERMINAL, Game, State
from koloda.engine.names import seat_names
from koloda.games.maumau import actions as A
from koloda.games.maumau import texts as T
from koloda.games.maumau.rules import (
    COVER,
    DRAW_MASK,
    FOLLOW,
    SKIP,
    WILD,
    Profile,
    ShedRules,
    profile_of,
)


class Phase(IntEnum):
    DEAL = 0
    PLAY = 1
    OVER = 2


NORMAL, COVERING, FOLLOWING = 0, 1, 2
_MODE_NAMES = ("normal", "cover", "follow")

# indices into ShedState.count
N_PLAYS, N_DRAWN, N_PENALTY_CARDS, N_SKIPS, N_WILDS, N_REBUILDS, N_BLOCKED, N_RESETS, \
    N_OUT_BONUS, N_LONE_WILD = range(10)
COUNTER_NAMES = ("plays", "cards_drawn", "penalty_cards", "skips", "suits_named",
                 "stock_rebuilds", "blocked_deals", "exact_resets", "out_bonuses",
                 "lone_wild_penalties")

_SUIT_ORDER = {s: i for i, s in enumerate((0, 3, 1, 2))}  # ♠ ♥ ♣ ♦ alternate colours


RANK_MASKS = tuple(C.mask_of(C.make(r, s, k) for s in range(4) for k in (0, 1))
                   for r in range(16))


def sort_key(card: int) -> tuple[int, int]:
    return _SUIT_ORDER[C.suit_of(card)], C.rank_of(card)


class ShedState(State):
    """A Mau-Mau match in progress."""

    prof: Profile

    def __init__(self, game: Game, players: int, rules: ShedRules, seed: int | None,
                 deals: Any = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.prof = profile_of(rules)
        self.phase = Phase.DEAL
        self.hands = [0] * players
        self.stock: list[int] = []
        self.pile: list[int] = []
        self.turn = 0
        self.leader = self.rng.randrange(players)  # the lot (drawn anyway: the same deal)
        if rules.first_leader is not None:  # passed on from the game before
            self.leader = rules.first_leader - 1
        self.named = -1
        self.pen = 0            # cards the player to move must take (then he is skipped)
        self.pen_skip = False   # the player to move misses this turn
        self.mode = NORMAL
        self.ace_right = False  # English: this player may name a suit by following the ace
        self.drawn = 0          # cards drawn by choice this turn
        self.idle = 0           # consecutive passes with nothing drawn and nothing played
        self.rebuilt = 0        # stock rebuilds in this deal
        self.seen = 0           # cards that lay face up on the pile in this deal
        self.opening = False    # the next action is the first after an up-card (texts)
        self.scores = [0] * players
        self.deal_no = 0
        self.deal_points: list[list[int]] = []
        self.deal_winners: list[int] = []
        self.deal_totals: list[list[int]] = []
        self.winners: list[int] = []
        self.losers: list[int] = []
        self.count = [0] * len(COUNTER_NAMES)

    # --- chance: the deal -------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(self.prof.deck)
        n, h, lead = self.players, self.rules.hand, self.leader
        hands = [0] * n
        dealt = n * h
        for i in range(dealt):
            hands[(lead + 1 + i) % n] |= 1 << order[i]
        self.hands = hands
        self.stock = order[dealt:][::-1]
        self.pile = []
        self.named = -1
        self.pen = 0
        self.pen_skip = False
        self.mode = NORMAL
        self.ace_right = False
        self.drawn = 0
        self.idle = 0
        self.rebuilt = 0
        self.seen = 0
        self.deal_no += 1
        self.phase = Phase.PLAY
        self.turn = lead
        self.opening = self.rules.start == "upcard"
        if self.opening:
            up = order[dealt - 1]
            self.hands[lead] &= ~(1 << up)
            self.pile.append(up)
            self.seen |= 1 << up
            self._resolve(up, lead)

    # --- state machine ------------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == Phase.PLAY:
            return self.turn
        return CHANCE if self.phase == Phase.DEAL else TERMINAL

    def fit_mask(self, hand: int) -> int:
        """The cards of ``hand`` that may go on the pile now (obligations aside)."""
        pile = self.pile
        if not pile:
            return hand
        m = hand & self.prof.wild_mask
        if self.named >= 0:
            return m | hand & C.SUIT_MASKS[self.named]
        top = pile[-1]
        m |= hand & C.SUIT_MASKS[(top >> 4) & 7]
        r = top & 15
        if self.prof.rank_ok >> r & 1:
            m |= hand & RANK_MASKS[r]
        return m

    def fits(self, card: int) -> bool:
        """May ``card`` go on the pile now (ignoring whose turn and obligations)?"""
        return bool(self.fit_mask(1 << card))

    def can_refill(self) -> bool:
        """May the pile be turned into a new stock now?"""
        cap = self.rules.rebuilds
        return len(self.pile) > 1 and (cap is None or self.rebuilt < cap)

    def can_draw(self) -> bool:
        if not self.stock and not self.can_refill():
            return False
        if self.mode == COVERING:
            return True
        if self.mode == FOLLOWING or self.rules.draw == "once":
            return self.drawn == 0
        return True

    def legal_actions(self) -> list[int]:
        if self.phase != Phase.PLAY:
            return []
        if self.pen:
            return [A.DRAW]
        if self.pen_skip:
            return [A.PASS]
        hand = self.hands[self.turn]
        eff = self.prof.effect
        out: list[int] = []
        if self.mode == FOLLOWING:
            ace_suit = (self.pile[-1] >> 4) & 7
            for c in C.cards_in(hand & C.SUIT_MASKS[ace_suit]):
                out.extend(A.NAME + s * 256 + c for s in range(4)
                           if s != ace_suit)
        else:
            right_suit = (self.pile[-1] >> 4) & 7 if self.ace_right else -1
            for c in C.cards_in(self.fit_mask(hand)):
                e = eff[c]
                if e & WILD:
                    out.extend(A.NAME + s * 256 + c for s in range(4))
                elif (c >> 4) & 7 == right_suit and not e & FOLLOW:
                    out.extend(A.NAME + s * 256 + c for s in range(4) if s != right_suit)
                else:
                    out.append(A.PLAY + c)
        if out:
            return out
        return [A.DRAW] if self.can_draw() else [A.PASS]

    def _apply(self, action: int) -> None:
        p = self.turn
        self.opening = False
        if action == A.DRAW:
            if self.pen:
                got = self._take(p, self.pen)
                self.count[N_PENALTY_CARDS] += got
                self.pen = 0
                self.pen_skip = False
                self._pass_turn()
            else:
                self.count[N_DRAWN] += self._take(p, 1)
                self.drawn += 1
                self.idle = 0
            return
        if action == A.PASS:
            if self.pen_skip:
                self.pen_skip = False
                self.count[N_SKIPS] += 1
                self._pass_turn()
                return
            if not self.hands[p]:  # a nine that cannot be covered: the player is out
                self._end_deal(p, self.pile[-1])
                return
            failed_follow = self.mode == FOLLOWING
            self.mode = NORMAL
            if self.drawn == 0:
                self.idle += 1
                if self.idle >= self.players:
                    self._end_deal(-1, -1)
                    return
            self._pass_turn()
            if failed_follow:
                self.ace_right = True
            return
        card = action & 255
        self.hands[p] &= ~(1 << card)
        self.pile.append(card)
        self.seen |= 1 << card
        self.count[N_PLAYS] += 1
        if action >= A.NAME:
            self.named = (action - A.NAME) >> 8
            self.count[N_WILDS] += 1
        else:
            self.named = -1
        self.idle = 0
        self.ace_right = False
        self.mode = NORMAL
        if not self.hands[p] and not self.prof.effect[card] & COVER:
            self._end_deal(p, card)
            return
        self._resolve(card, p)

    def _resolve(self, card: int, p: int) -> None:
        """The effect of ``card`` just put on the pile by seat ``p`` (or turned up for him)."""
        e = self.prof.effect[card]
        self.drawn = 0
        if e & COVER:
            self.mode = COVERING
            self.turn = p
            return
        if e & FOLLOW and self.hands[p]:
            self.mode = FOLLOWING
            self.turn = p
            return
        self.turn = (p + 1) % self.players
        n = e & DRAW_MASK
        if n:
            self.pen = n
        elif e & SKIP:
            self.pen_skip = True

    def _pass_turn(self) -> None:
        self.turn = (self.turn + 1) % self.players
        self.drawn = 0
        self.ace_right = False

    def _take(self, seat: int, n: int) -> int:
        """Move up to ``n`` cards from the stock (rebuilt from the pile when empty)."""
        got = 0
        stock = self.stock
        for _ in range(n):
            if not stock:
                if not self.can_refill():
                    break
                self._rebuild()
                stock = self.stock
            self.hands[seat] |= 1 << stock.pop()
            got += 1
        return got

    def _rebuild(self) -> None:
        """The pile except its top card, turned over, becomes the stock."""
        top = self.pile[-1]
        rest = self.pile[:-1]
        rest.reverse()  # turning the pile over: its bottom card becomes the stock's top
        self.stock = rest
        self.pile = [top]
        self.rebuilt += 1
        self.count[N_REBUILDS] += 1

    # --- the end of a deal and of the match ---------------------------------------------

    def hand_points(self, hand: int) -> int:
        prof = self.prof
        if hand.bit_count() == 1 and prof.lone_wild:
            card = hand.bit_length() - 1
            if card & 15 == prof.wild_rank:
                return prof.lone_wild
        return sum(prof.value[c & 15] for c in C.cards_in(hand))

    def _end_deal(self, out: int, last: int) -> None:
        n = self.players
        prof = self.prof
        raw = [self.hand_points(h) for h in self.hands]
        if out < 0:  # blocked: the smallest hand counts as out, ties to the turn order
            self.count[N_BLOCKED] += 1
            out = min((raw[(self.turn + k) % n], k) for k in range(n))[1]
            out = (self.turn + out) % n
        points = [0 if s == out else raw[s] for s in range(n)]
        wilds = [sum(1 for c in C.cards_in(self.hands[s]) if c & 15 == prof.wild_rank)
                 for s in range(n)]
        lone = [s for s in range(n) if s != out and wilds[s] == 1
                and self.hands[s].bit_count() == 1]
        if prof.lone_wild:
            self.count[N_LONE_WILD] += len(lone)
        beaten = (lone if prof.wild_loses == 1 else
                  [s for s in range(n) if s != out and wilds[s]] if prof.wild_loses == 2
                  else [])
        if last >= 0 and prof.out_bonus[last]:
            points[out] = -prof.out_bonus[last]
            self.count[N_OUT_BONUS] += 1
        self.deal_points.append(points)
        self.deal_winners.append(out)
        scores = self.scores
        for s in range(n):
            scores[s] += points[s]
        over = False
        losers: list[int] = []
        if prof.hundred:
            target = prof.target or 101
            for s in range(n):
                if scores[s] == target and prof.exact_reset:
                    scores[s] = 0
                    self.count[N_RESETS] += 1
            losers = [s for s in range(n) if scores[s] > target]
            over = bool(losers)
        elif beaten:
            losers = beaten
            over = True
        elif prof.target is None:
            worst = max(points)
            losers = [s for s in range(n) if points[s] == worst and s != out]
            over = True
        else:
            losers = [s for s in range(n) if scores[s] >= prof.target]
            over = bool(losers)
        self.deal_totals.append(scores[:])
        if over:
            self.phase = Phase.OVER
            if prof.target is None and not prof.hundred and not beaten:
                self.winners = [out]
            else:
                rest = [s for s in range(n) if s not in losers] or list(range(n))
                best = min(scores[s] for s in rest)
                self.winners = [s for s in rest if scores[s] == best]
            self.losers = losers
            return
        self.phase = Phase.DEAL
        self.leader = out if self.rules.next_leader == "winner" else (self.leader + 1) % n

    def returns(self) -> list[float]:
        if self.phase != Phase.OVER:
            return [0.0] * self.players
        return [1.0 if s in self.winners else -1.0 if s in self.losers else 0.0
                for s in range(self.players)]

    # --- copies -------------------------------------------------------------------------

    def clone(self) -> ShedState:
        new = ShedState.__new__(ShedState)
        self._copy_base_into(new)
        new.prof = self.prof
        new.phase = self.phase
        new.hands = self.hands[:]
        new.stock = self.stock[:]
        new.pile = self.pile[:]
        new.turn = self.turn
        new.leader = self.leader
        new.named = self.named
        new.pen = self.pen
        new.pen_skip = self.pen_skip
        new.mode = self.mode
        new.ace_right = self.ace_right
        new.drawn = self.drawn
        new.idle = self.idle
        new.rebuilt = self.rebuilt
        new.seen = self.seen
        new.opening = self.opening
        new.scores = self.scores[:]
        new.deal_no = self.deal_no
        new.deal_points = [p[:] for p in self.deal_points]
        new.deal_winners = self.deal_winners[:]
        new.deal_totals = [t[:] for t in self.deal_totals]
        new.winners = self.winners[:]
        new.losers = self.losers[:]
        new.count = self.count[:]
        return new

    def resample(self, seat: int, rng: random.Random) -> ShedState:
        """A clone whose cards hidden from ``seat`` are re-dealt at random among their
        places, sizes kept, uniformly over the deals that agree with what ``seat`` saw.

        What a seat knows: every card that lay face up on the pile in this deal
        (``seen``) is placed for good: the pile is turned over into a stock in a known
        order, so a rebuilt stock and every card drawn from it are known to all. Only
        the cards never seen (the other hands' dealt cards and draws from the dealt
        stock, and the dealt stock itself) are hidden, and they are exchangeable. At the
        end of the match (OVER) the hands are shown. Not kept: what a forced move told
        (a player who draws or passes holds no card that fits the pile then).

        The clone draws its future deals from its own RNG seeded from ``rng`` and has no
        forced deals queued: it never deals the true next deal."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        seen = self.seen
        others = ([] if self.phase == Phase.OVER
                  else [s for s in range(self.players) if s != seat])
        pool = [c for s in others for c in C.cards_in(self.hands[s] & ~seen)]
        places = [i for i, c in enumerate(self.stock) if not seen >> c & 1]
        pool += [self.stock[i] for i in places]
        if not pool:
            return new
        rng.shuffle(pool)
        k = 0
        for s in others:
            hidden = self.hands[s] & ~seen
            size = hidden.bit_count()
            new.hands[s] = self.hands[s] ^ hidden | C.mask_of(pool[k:k + size])
            k += size
        for i in places:
            new.stock[i] = pool[k]
            k += 1
        return new

    def canonical(self, seat: int) -> ShedState:
        """``State.canonical``: the cards hidden from ``seat`` (the others' unseen hand
        cards and the unseen stock) relabelled so that the lowest of them come first
        (hands in seat order, then the stock from the bottom), the logs wiped;
        ``resample`` from it re-deals them, so its worlds depend on what ``seat`` knows
        only."""
        new = self.clone()
        new.wiped()
        seen = self.seen
        others = ([] if self.phase == Phase.OVER
                  else [s for s in range(self.players) if s != seat])
        order = [c for s in others for c in C.cards_in(self.hands[s] & ~seen)]
        places = [i for i, c in enumerate(self.stock) if not seen >> c & 1]
        order += [self.stock[i] for i in places]
        perm = dict(zip(order, sorted(order), strict=True))
        for s in others:
            hidden = self.hands[s] & ~seen
            new.hands[s] = self.hands[s] ^ hidden | C.mask_of(perm[c] for c in C.cards_in(hidden))
        for i in places:
            new.stock[i] = perm[self.stock[i]]
        return new

    # --- text -----------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        return A.to_text(action)

    def text_to_action(self, text: str) -> int:
        return A.parse(text)

    def describe_action(self, action: int, lang: str = "ru") -> str:
        """The move list's label, in the mover's words ("кладу Д♠ и заказываю черви")."""
        ru = lang == "ru"
        if action == A.DRAW:
            if self.pen:
                return (f"беру {T.cards_n(self.pen, lang)} и пропускаю ход" if ru
                        else f"draw {T.cards_n(self.pen, lang)} and miss the turn")
            return "беру карту" if ru else "draw a card"
        if action == A.PASS:
            if self.pen_skip:
                return "пропускаю ход" if ru else "miss the turn"
            if self.mode == FOLLOWING:
                return "не могу продолжить туза" if ru else "cannot follow the ace"
            return "пас" if ru else "pass"
        card = C.show(A.card_of(action), lang)
        text = f"кладу {card}" if ru else f"play {card}"
        suit = A.named_suit(action)
        if suit >= 0:
            text += (f" и заказываю {C.SUIT_NAMES_RU[suit]}" if ru
                     else f" and name {C.SUIT_NAMES_EN[suit]}")
        return text

    def _told(self, action: int, lang: str = "ru") -> str:
        """The move as the log tells it of the mover ("кладёт Д♠")."""
        ru = lang == "ru"
        if action == A.DRAW:
            if self.pen:
                return (f"берёт {T.cards_n(self.pen, lang)} и пропускает ход" if ru
                        else f"draws {T.cards_n(self.pen, lang)} and misses the turn")
            return "берёт карту" if ru else "draws a card"
        if action == A.PASS:
            if self.pen_skip:
                return "пропускает ход" if ru else "misses the turn"
            if self.mode == FOLLOWING:
                return ("не может продолжить туза, ход переходит" if ru
                        else "cannot follow the ace; the turn passes")
            return "пас" if ru else "passes"
        card = C.show(A.card_of(action), lang)
        text = f"кладёт {card}" if ru else f"plays {card}"
        suit = A.named_suit(action)
        if suit >= 0:
            text += (f" и заказывает {C.SUIT_NAMES_RU[suit]}" if ru
                     else f" and names {C.SUIT_NAMES_EN[suit]}")
        return text

    def describe_move(self, action: int, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """The move as every seat sees it (cards go down face up, a drawn card is never
        named here); the suit a card names and what the move made happen are told by
        :meth:`narrate`. The first move after an up-card names it."""
        text = self._move_text(action, lang)
        if self.opening and self.phase == Phase.PLAY and self.pile:
            up = C.show(self.pile[0], lang)
            text += f" (открыта {up})" if lang == "ru" else f" (up-card {up})"
        return text

    def _move_text(self, action: int, lang: str) -> str:
        if self.phase != Phase.PLAY or not A.is_action(action):
            return self._told(action, lang)
        ru = lang == "ru"
        if action >= A.PLAY:
            card = C.show(A.card_of(action), lang)
            return f"кладёт {card}" if ru else f"plays {card}"
        if action == A.PASS and not self.pen_skip and self.mode != FOLLOWING:
            if self.mode == COVERING:
                if not self.hands[self.turn]:
                    return ("не может покрыть девятку и остаётся без карт" if ru
                            else "cannot cover the nine and is left with no cards")
                return ("не может покрыть девятку, ход переходит" if ru
                        else "cannot cover the nine; the turn passes")
            if self.drawn and self.rules.draw == "once":
                return ("пас: взятая карта не подошла" if ru
                        else "passes: the card drawn does not fit")
            return "пас: брать больше нечего" if ru else "passes: nothing left to draw"
        if action == A.DRAW and not self.pen and self.drawn:
            k = self.drawn + 1
            return (f"берёт ещё карту, всего {k}" if ru
                    else f"draws another card, {k} in all")
        return self._told(action, lang)

    def narrate(self, action: int, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """The suit named, the nine to cover or the ace to follow, the stock turned over
        from the pile, a penalty cut short, the cards a player drew (to him only), and
        the end of a deal or of the game with each seat's points and the totals."""
        if (self.phase != Phase.PLAY or not isinstance(after, ShedState)
                or not A.is_action(action)):
            return []
        ru = lang == "ru"
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        p = self.turn
        out: list[str] = []
        if action == A.DRAW:
            if after.rebuilt > self.rebuilt:
                out.append("колода кончилась: отбой, кроме верхней карты, перевёрнут "
                           "и стал колодой" if ru else
                           "the stock ran out: the pile but its top card was turned over "
                           "as the new stock")
            got = after.hands[p] & ~self.hands[p]
            if self.pen and got.bit_count() < self.pen:
                k = got.bit_count()
                out.append(f"в колоде не хватило карт: взято {k} из {self.pen}" if ru
                           else f"not enough cards to draw: {k} of {self.pen} taken")
            if viewer == p and got:
                shown = " ".join(C.show(c, lang) for c in sorted(C.cards_in(got),
                                                                   key=sort_key))
                out.append(f"вы взяли {shown}" if ru else f"you drew {shown}")
            return out
        if len(after.deal_points) > len(self.deal_points):
            return self._deal_end_lines(action, after, lang, names)
        if action == A.PASS:
            if self.mode == FOLLOWING and after.ace_right:
                nxt = T.who(names[after.turn])
                out.append(f"право положить карту масти туза и заказать масть переходит "
                           f"к следующему — {nxt}" if ru else
                           f"the right to add a card of the ace's suit and name a suit "
                           f"passes to {nxt}")
            return out
        suit = A.named_suit(action)
        if suit >= 0:
            out.append(f"заказана масть: {T.suit_name(suit, lang)}" if ru
                       else f"suit named: {T.suit_name(suit, lang)}")
        if after.mode == COVERING:
            out.append(f"девятку надо сразу покрыть: {after._options(lang)}" if ru
                       else f"the nine must be covered at once: {after._options(lang)}")
        elif after.mode == FOLLOWING:
            sym = T.suit_sym(C.suit_of(A.card_of(action)))
            out.append(f"после туза надо положить ещё карту масти {sym} и заказать масть"
                       if ru else f"after the ace, a {sym} must be added and a suit named")
        return out

    def _options(self, lang: str) -> str:
        """What may go on the pile now: «нужна масть ♥, девятка или дама»."""
        ru = lang == "ru"
        wild = T.rank_noun(self.prof.wild_rank, lang)
        if self.named >= 0:
            sym = T.suit_sym(self.named)
            return f"нужна масть {sym} или {wild}" if ru else f"play a {sym} or {wild}"
        if not self.pile:
            return "подходит любая карта" if ru else "any card goes"
        top = self.pile[-1]
        opts = [f"масть {T.suit_sym(C.suit_of(top))}" if ru
                else f"a {T.suit_sym(C.suit_of(top))}"]
        rank = C.rank_of(top)
        if self.prof.rank_ok >> rank & 1 and rank != self.prof.wild_rank:
            opts.append(T.rank_noun(rank, lang))
        opts.append(wild)
        head = "нужна " if ru else "play "
        return head + ", ".join(opts[:-1]) + (" или " if ru else " or ") + opts[-1]

    def _deal_end_lines(self, action: int, after: ShedState, lang: str,
                        names: Sequence[str]) -> list[str]:
        ru = lang == "ru"
        n = self.players
        prof = self.prof
        deal = len(after.deal_points)
        winner = after.deal_winners[-1]
        points = after.deal_points[-1]
        totals = after.deal_totals[-1]
        out: list[str] = []
        if after.count[N_BLOCKED] > self.count[N_BLOCKED]:
            out.append(f"ходить больше некому: раздача {deal} остановлена, победитель "
                       f"раздачи (меньше всех очков на руках) — {T.who(names[winner])}"
                       if ru else
                       f"nobody can move: deal {deal} is stopped; it goes to "
                       f"{T.who(names[winner])} (fewest points in hand)")
        elif ru:
            out.append(f"раздача {deal} окончена, победитель раздачи — "
                       f"{T.who(names[winner])}")
        else:
            out.append(f"deal {deal} is over: {names[winner]} went out")
        card = A.card_of(action) if action >= A.PLAY else -1
        parts = []
        for s in range(n):
            text = f"{T.who(names[s])} {T.signed(points[s])}"
            if s == winner and points[s] < 0 and card >= 0:
                shown = C.show(card, lang)
                text += f" (последняя карта — {shown})" if ru else f" (went out with {shown})"
            hand = after.hands[s]
            if (s != winner and prof.lone_wild and hand.bit_count() == 1
                    and C.rank_of(hand.bit_length() - 1) == prof.wild_rank):
                text += f" ({T.lone_wild(prof.wild_rank, lang)})"
            parts.append(text)
        out.append(("очки за раздачу: " if ru else "points for the deal: ") + ", ".join(parts))
        target = prof.target
        if prof.hundred and prof.exact_reset and target is not None:
            reset = [names[s] for s in range(n) if totals[s] == 0
                     and self.scores[s] + points[s] == target]
            if reset:
                out.append(f"ровно {target} — счёт обнулён: {T.joined(reset)}" if ru
                           else f"exactly {target}, back to 0: {T.joined(reset)}")
        out.append(("счёт: " if ru else "scores: ") + ", ".join(
            f"{T.who(names[s])} {T.number(totals[s])}" for s in range(n)))
        if after.phase != Phase.OVER:
            nxt = names[after.leader]
            if self.rules.start == "upcard":
                out.append(f"раздача {deal + 1}, сдающий — {T.who(nxt)}" if ru
                           else f"deal {deal + 1}, dealt by {T.who(nxt)}")
            else:
                out.append(f"раздача {deal + 1}, первый ход — {T.who(nxt)}" if ru
                           else f"deal {deal + 1}: {T.who(nxt)} to lead")
            return out
        losers = [names[s] for s in after.losers]
        wild_mask = RANK_MASKS[prof.wild_rank]
        if prof.hundred:
            out.append(f"перебор (больше {target}) — проигрыш: {T.joined(losers)}" if ru
                       else f"over {target}, the game is lost: {T.joined(losers)}")
        elif losers and prof.wild_loses and all(after.hands[s] & wild_mask
                                                for s in after.losers):
            rank = prof.wild_rank
            if prof.wild_loses == 1:
                why = (f"остался {T.lone_wild(rank, lang)}" if ru
                       else f"left with {T.lone_wild(rank, lang)}")
            else:
                why = (f"на руках {T.rank_noun(rank, lang)}" if ru
                       else f"left holding {T.rank_noun(rank, lang)}")
            out.append(f"{why} — проигрыш: {T.joined(losers)}" if ru
                       else f"{why}, the game is lost: {T.joined(losers)}")
        elif target is None:
            out.append(f"больше всех очков: {T.joined(losers)}" if ru
                       else f"most points: {T.joined(losers)}")
        elif losers:
            out.append(f"{target} очков и больше — проигрыш: {T.joined(losers)}" if ru
                       else f"{target} points or more, the game is lost: "
                            f"{T.joined(losers)}")
        won = [names[s] for s in after.winners]
        if ru:
            head = "победители" if len(won) > 1 else "победитель"
            out.append(f"игра окончена, {head}: {T.joined(won)}")
        else:
            head = "the winners" if len(won) > 1 else "the winner"
            out.append(f"the game is over; {head}: {T.joined(won)}")
        return out

    def refusal(self, action: int, lang: str = "ru") -> str | None:
        """Why a well-formed action is not legal now, in one clause."""
        ru = lang == "ru"
        if not isinstance(action, int) or not A.is_action(action):
            return None
        if self.phase == Phase.OVER:
            return "игра окончена" if ru else "the game is over"
        if self.phase != Phase.PLAY:
            return None
        legal = self.legal_actions()
        if action in legal:
            return None
        if self.pen:
            return (f"сначала возьмите штрафные карты ({self.pen}) и пропустите ход" if ru
                    else f"first take the penalty: {T.cards_n(self.pen, lang)} and miss "
                         f"the turn")
        if self.pen_skip:
            top = C.show(self.pile[-1], lang)
            return (f"вы пропускаете этот ход ({top})" if ru
                    else f"you miss this turn ({top})")
        if action >= A.PLAY:
            return self._refuse_card(action, lang)
        plays = any(a >= A.PLAY for a in legal)
        if action == A.DRAW:
            if plays:
                if self.mode == COVERING:
                    return ("брать нельзя: вам есть чем покрыть девятку" if ru
                            else "you cannot draw: you can cover the nine")
                if self.mode == FOLLOWING:
                    return ("брать нельзя: у вас есть карта масти туза" if ru
                            else "you cannot draw: you hold a card of the ace's suit")
                return ("брать нельзя: у вас есть подходящая карта" if ru
                        else "you cannot draw: you have a card that fits")
            if self.drawn and (self.mode == FOLLOWING or self.rules.draw == "once"):
                return ("вы уже взяли карту: она не подошла, пасуйте" if ru
                        else "you have drawn your card: it does not fit, pass")
            return ("брать нечего: колода пуста" if ru
                    else "there is nothing to draw: the stock is empty")
        # pass
        if plays:
            if self.mode == COVERING:
                return ("пасовать нельзя: покройте девятку" if ru
                        else "you cannot pass: cover the nine")
            return ("пасовать нельзя: у вас есть подходящая карта" if ru
                    else "you cannot pass: you have a card that fits")
        if self.mode == COVERING:
            return ("пасовать нельзя: девятку надо покрыть, берите из колоды" if ru
                    else "you cannot pass: the nine must be covered, draw")
        return ("пасовать нельзя: сначала возьмите карту из колоды" if ru
                else "you cannot pass: draw a card first")

    def _refuse_card(self, action: int, lang: str) -> str | None:
        ru = lang == "ru"
        card = A.card_of(action)
        shown = C.show(card, lang)
        if not self.hands[self.turn] >> card & 1:
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        suit = A.named_suit(action)
        if self.mode == FOLLOWING:
            ace = C.suit_of(self.pile[-1])
            sym = T.suit_sym(ace)
            if C.suit_of(card) != ace:
                return (f"после туза нужно положить карту масти {sym} и заказать масть"
                        if ru else f"after your ace, add a {sym} and name a suit")
            if suit == ace:
                return (f"заказать нужно другую масть, не {sym}" if ru
                        else f"name a suit other than {sym}")
            return (f"после туза нужно заказать масть (не {sym})" if ru
                    else f"after your ace, name a suit with the card (not {sym})")
        top = C.show(self.pile[-1], lang) if self.pile else ""
        if not self.fits(card):
            if self.mode == COVERING:
                return (f"{shown} не покрывает {top}: {self._options(lang)}" if ru
                        else f"{shown} does not cover {top}: {self._options(lang)}")
            if self.named >= 0:
                named = T.suit_name(self.named, lang)
                return (f"{shown} не подходит: заказаны {named}, {self._options(lang)}"
                        if ru else f"{shown} does not fit: {named} are named, "
                                   f"{self._options(lang)}")
            return (f"{shown} не подходит к {top}: {self._options(lang)}" if ru
                    else f"{shown} does not fit {top}: {self._options(lang)}")
        effect = self.prof.effect[card]
        right = C.suit_of(self.pile[-1]) if self.ace_right else -1
        if C.suit_of(card) == right and not effect & (WILD | FOLLOW):
            sym = T.suit_sym(right)
            if suit == right:
                return (f"заказать нужно другую масть, не {sym}" if ru
                        else f"name a suit other than {sym}")
            return (f"карта масти туза заказывает масть: укажите её (не {sym})" if ru
                    else f"a card of the ace's suit names a suit: add one (not {sym})")
        if effect & WILD and suit < 0:
            return (f"с {shown} нужно заказать масть" if ru
                    else f"{shown} names a suit: add one")
        if suit >= 0 and not effect & WILD:
            wild = T.wild_instr(self.prof.wild_rank, lang)
            english = bool(self.prof.effect[C.make(C.ACE, C.SPADES)] & FOLLOW)
            if ru:
                return f"заказать можно только {wild}" + (" или после туза" if english else "")
            return f"only {wild} names a suit" + (
                " (or a card of the ace's suit after an ace)" if english else "")
        return None

    # --- information ----------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        n = self.players
        over = self.phase == Phase.OVER
        obs: dict[str, Any] = {
            "game": self.game.key,
            "rules": self.rules.to_dict(),
            "seat": seat,
            "players": n,
            "phase": self.phase.name.lower(),
            "deal": self.deal_no,
            "leader": self.leader,
            "turn": self.turn if self.phase == Phase.PLAY else None,
            "hand": C.texts(sorted(C.cards_in(self.hands[seat]), key=sort_key)),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "top": C.to_text(self.pile[-1]) if self.pile else None,
            "named": C.SUIT_ASCII[self.named] if self.named >= 0 else None,
            "pile_size": len(self.pile),
            "stock_size": len(self.stock),
            "penalty": ({"draw": self.pen, "skip": True}
                        if self.phase == Phase.PLAY and (self.pen or self.pen_skip) else None),
            "must": _MODE_NAMES[self.mode] if self.mode else None,
            "ace_right": self.ace_right,
            "drawn": self.drawn,
            "scores": self.scores[:],
            "deal_points": [p[:] for p in self.deal_points],
            "deal_winners": self.deal_winners[:],
            # the running totals after each deal (a 101 reset is not a sum of the points)
            "deal_totals": [t[:] for t in self.deal_totals],
        }
        if over:
            obs["hands"] = [C.texts(sorted(C.cards_in(h), key=sort_key))
                            for h in self.hands]
            obs["winners"] = self.winners[:]
            obs["losers"] = self.losers[:]
        return obs

    def unseen(self, seat: int) -> int:
        mask = C.mask_of(self.stock)
        if self.phase != Phase.OVER:
            for s in range(self.players):
                if s != seat:
                    mask |= self.hands[s]
        return mask

    def result(self) -> dict[str, Any]:
        over = self.phase == Phase.OVER
        return {
            "terminal": over,
            "returns": self.returns() if over else None,
            "deals": len(self.deal_points),
            "scores": self.scores[:],
            "winner": self.winners[0] if len(self.winners) == 1 else None,
            "winners": self.winners[:],
            "losers": self.losers[:],
            "deal_points": [p[:] for p in self.deal_points],
            "deal_winners": self.deal_winners[:],
            "deal_totals": [t[:] for t in self.deal_totals],
            "counters": dict(zip(COUNTER_NAMES, self.count, strict=True)),
        }

    def score_sheet(self, lang: str = "ru", names: Sequence[str] | None = None) -> str:
        """Each deal's points and the running totals under the seats' names (``+12=40``;
        ``*`` marks who won the deal; a 101 reset shows as ``=0``)."""
        ru = lang == "ru"
        if names is None:
            names = seat_names(self.players, (), lang)
        width = max(11, *(len(names[s]) + 2 for s in range(self.players)))
        head = ("раздача" if ru else "deal").ljust(8) + "".join(
            names[s].rjust(width) for s in range(self.players))
        lines = [head]
        for i, (pts, tot) in enumerate(zip(self.deal_points, self.deal_totals, strict=True)):
            mark = self.deal_winners[i]
            lines.append(str(i + 1).ljust(8) + "".join(
                (f"{p:+d}={t}" + ("*" if s == mark else " ")).rjust(width)
                for s, (p, t) in enumerate(zip(pts, tot, strict=True))))
        if self.deal_points:
            lines.append("* — победитель раздачи" if ru else "* — won the deal")
        if self.phase == Phase.OVER:
            won = T.joined([names[s] for s in self.winners])
            if ru:
                head = "победители" if len(self.winners) > 1 else "победитель"
            else:
                head = "winners" if len(self.winners) > 1 else "winner"
            lines.append(f"{head}: {won}")
        return "\n".join(lines)
