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
from enum import IntEnum
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, TERMINAL, Game, State
from koloda.games.maumau import actions as A
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
        self.leader = self.rng.randrange(players)
        self.named = -1
        self.pen = 0            # cards the player to move must take (then he is skipped)
        self.pen_skip = False   # the player to move misses this turn
        self.mode = NORMAL
        self.ace_right = False  # English: this player may name a suit by following the ace
        self.drawn = 0          # cards drawn by choice this turn
        self.idle = 0           # consecutive passes with nothing drawn and nothing played
        self.rebuilt = 0        # stock rebuilds in this deal
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
        self.deal_no += 1
        self.phase = Phase.PLAY
        self.turn = lead
        if self.rules.start == "upcard":
            up = order[dealt - 1]
            self.hands[lead] &= ~(1 << up)
            self.pile.append(up)
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
        """Re-deal the other hands and the stock at random, sizes kept."""
        new = self.clone()
        if self.phase != Phase.PLAY:
            return new
        others = [s for s in range(self.players) if s != seat]
        pool = [c for s in others for c in C.cards_in(self.hands[s])] + new.stock
        rng.shuffle(pool)
        i = 0
        for s in others:
            k = self.hands[s].bit_count()
            new.hands[s] = C.mask_of(pool[i:i + k])
            i += k
        new.stock = pool[i:]
        return new

    # --- text -----------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        return A.to_text(action)

    def text_to_action(self, text: str) -> int:
        return A.parse(text)

    def describe_action(self, action: int, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == A.DRAW:
            if self.pen:
                return (f"берёт {self.pen} и пропускает ход" if ru
                        else f"draws {self.pen} and misses the turn")
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
            "hand": [C.to_text(c) for c in sorted(C.cards_in(self.hands[seat]), key=sort_key)],
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
        }
        if over:
            obs["hands"] = [[C.to_text(c) for c in sorted(C.cards_in(h), key=sort_key)]
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

    def score_sheet(self, lang: str = "ru") -> str:
        """Each deal's points and the running totals (``+12=40``; ``*`` marks who went
        out; a 101 reset shows as ``=0``)."""
        ru = lang == "ru"
        head = ("раздача" if ru else "deal").ljust(8) + "".join(
            (f"игрок {s}" if ru else f"seat {s}").rjust(11) for s in range(self.players))
        lines = [head]
        for i, (pts, tot) in enumerate(zip(self.deal_points, self.deal_totals, strict=True)):
            mark = self.deal_winners[i]
            lines.append(str(i + 1).ljust(8) + "".join(
                (f"{p:+d}={t}" + ("*" if s == mark else " ")).rjust(11)
                for s, (p, t) in enumerate(zip(pts, tot, strict=True))))
        if self.phase == Phase.OVER:
            names = ", ".join(str(s) for s in self.winners)
            lines.append(("победитель: игрок " if ru else "winner: seat ") + names)
        return "\n".join(lines)
