"""The state machine of Наполеон (rules and readings: the package docstring).

A game is ``rounds × players`` deals. Each deal: the antes go into the kitty, five cards
each (a chance event), the bidding from the dealer clockwise, the declarer's buy (a card
face down for the top card of the stock), then tricks until the contract is made or can
no longer be made, and the settlement.

What a seat may know: its own hand (the declarer also his discard), the bids, every
trick, the money and the kitty. ``resample`` keeps hand sizes and what play showed (a
seat that did not follow holds none of the led suit; one that did not trump then holds
no trump: ``barred``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_constrained
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.napoleon.rules import NapoleonRules

BID = 100  # BID + k: a contract of k tricks (1..5); NAP: five tricks and the kitty
NAP = 106
HOLD, PASS, NOBUY = 110, 111, 112
BUY = 128  # BUY + card: discard it, take the top card of the stock
HAND = 5

Trick = tuple[int, tuple[C.Card, ...], int]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), -C.rank_of(card))


def contract_text(k: int, lang: str) -> str:
    if k == NAP - BID:
        return "наполеон" if lang == "ru" else "Napoleon"
    return str(k)


class NapoleonState(State):
    rules: NapoleonRules

    def __init__(self, game: Game, players: int, rules: NapoleonRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.dealer = self.rng.randrange(n)  # the lot for the first dealer
        if rules.first_dealer is not None:
            self.dealer = rules.first_dealer - 1
        self.deal_no = 0
        self.phase = "deal"  # deal (chance), bid, buy, play, over
        self.hands: list[list[C.Card]] = [[] for _ in range(n)]
        self.rest: list[C.Card] = []  # the stock, its top first
        self.discard: list[C.Card] = []
        self.bought = False
        self.turn = 0  # whose bid
        self.high = 0  # the highest bid so far (6: Napoleon)
        self.high_seat: int | None = None
        self.passed = [False] * n
        self.bids: list[tuple[int, int]] = []  # (seat, action) of this deal
        self.declarer: int | None = None
        self.trump: int | None = None
        self.leader = 0
        self.trick: list[C.Card] = []
        self.tricks: list[Trick] = []
        self.taken = [0] * n
        self.money = [0] * n
        self.kitty = 0
        self.sheet: list[tuple[int, ...]] = []  # per deal: each seat's change, the kitty
        self.outcome: tuple[int, int, bool] | None = None  # declarer, contract, made
        self.barred = [0] * n
        self._row = [0] * n

    # --- chance -------------------------------------------------------------------------

    def _chance(self) -> None:
        n = self.players
        if self.deal_no > 0:
            self.dealer = (self.dealer + 1) % n
        self.deal_no += 1
        order = self.shuffled(C.deck(36))
        first = (self.dealer + 1) % n
        for i in range(n):
            self.hands[(first + i) % n] = sorted(order[HAND * i:HAND * (i + 1)],
                                                 key=hand_order)
        self.rest = order[HAND * n:]
        self.discard = []
        self.bought = False
        self.kitty += self.rules.ante * n  # every deal's antes go into the kitty
        self._row = [-self.rules.ante] * n  # this deal's change per seat
        self.turn = self.dealer  # the dealer bids first
        self.high = 0
        self.high_seat = None
        self.passed = [False] * n
        self.bids = []
        self.declarer = None
        self.trump = None
        self.trick = []
        self.tricks = []
        self.taken = [0] * n
        self.outcome = None
        self.barred = [0] * n
        self.phase = "bid"

    # --- the state machine --------------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase == "play":
            return (self.leader + len(self.trick)) % self.players
        if phase == "bid":
            return self.turn
        if phase == "buy":
            assert self.declarer is not None
            return self.declarer
        return CHANCE if phase == "deal" else TERMINAL

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return self._playable(self.hands[(self.leader + len(self.trick)) % self.players])
        if phase == "bid":
            out = [BID + k for k in range(max(self.rules.min_bid, self.high + 1), 6)]
            if self.high < 6:
                out.append(NAP)
            if (self.rules.hold and self.turn == self.dealer and self.high
                    and self.high_seat != self.dealer):
                out.append(HOLD)
            return [*out, PASS]
        if phase == "buy":
            assert self.declarer is not None
            return [BUY + c for c in self.hands[self.declarer]] + [NOBUY]
        return []

    def _playable(self, hand: list[C.Card]) -> list[Action]:
        if not self.trick:
            return list(hand)
        led = C.suit_of(self.trick[0])
        follow = [c for c in hand if C.suit_of(c) == led]
        if follow:
            return follow
        trumps = [c for c in hand if C.suit_of(c) == self.trump]
        return trumps or list(hand)

    def _apply(self, action: Action) -> None:
        if self.phase == "bid":
            self._bid(action)
        elif self.phase == "buy":
            self._buy(action)
        else:
            self._play(action)

    def _bid(self, action: Action) -> None:
        n = self.players
        seat = self.turn
        self.bids.append((seat, action))
        if action == PASS:
            self.passed[seat] = True
        elif action == HOLD:
            self.high_seat = seat
        else:
            self.high = action - BID
            self.high_seat = seat
        active = [s for s in range(n) if not self.passed[s]]
        if not active:
            self._settle_throw_in()
            return
        if len(active) == 1 and self.high_seat == active[0]:
            self.declarer = active[0]
            self.leader = active[0]
            self.phase = "buy" if self.rules.buy else "play"
            return
        nxt = (seat + 1) % n
        while self.passed[nxt]:
            nxt = (nxt + 1) % n
        self.turn = nxt

    def _buy(self, action: Action) -> None:
        self.phase = "play"
        if action == NOBUY:
            return
        seat = self.declarer
        assert seat is not None
        card = action - BUY
        hand = self.hands[seat]
        hand.remove(card)
        hand.append(self.rest.pop(0))
        hand.sort(key=hand_order)
        self.discard = [card]
        self.bought = True

    def _play(self, card: C.Card) -> None:
        n = self.players
        seat = (self.leader + len(self.trick)) % n
        if not self.trick and self.trump is None:
            self.trump = C.suit_of(card)  # the first card led names the trump
        if self.trick:
            led = C.suit_of(self.trick[0])
            if C.suit_of(card) != led:
                self.barred[seat] |= C.SUIT_MASKS[led]
                if C.suit_of(card) != self.trump and self.trump is not None:
                    self.barred[seat] |= C.SUIT_MASKS[self.trump]
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < n:
            return
        led = C.suit_of(self.trick[0])

        def power(c: C.Card) -> int:
            suit = C.suit_of(c)
            return (200 if suit == self.trump else 100 if suit == led else 0) + C.rank_of(c)

        best = max(range(n), key=lambda i: power(self.trick[i]))
        winner = (self.leader + best) % n
        self.tricks.append((self.leader, tuple(self.trick), winner))
        self.trick = []
        self.leader = winner
        self.taken[winner] += 1
        decl = self.declarer
        assert decl is not None
        need = min(self.high, HAND)
        if self.taken[decl] >= need:
            self._settle(True)
        elif HAND - len(self.tricks) < need - self.taken[decl]:
            self._settle(False)

    def _settle(self, made: bool) -> None:
        n = self.players
        decl = self.declarer
        assert decl is not None
        nap = self.high == NAP - BID
        amount = min(self.high, HAND) * self.rules.stake
        row = self._row
        sign = 1 if made else -1
        for s in range(n):
            if s != decl:
                row[s] -= sign * amount
                row[decl] += sign * amount
        if made and nap:
            row[decl] += self.kitty
            self.kitty = 0
        elif not made:
            extra = self.kitty if nap else amount  # Napoleon lost doubles the kitty
            row[decl] -= extra
            self.kitty += extra
        self.outcome = (decl, self.high, made)
        self._close_deal()

    def _settle_throw_in(self) -> None:
        self.outcome = None  # everybody passed: the antes stay in the kitty
        self._close_deal()

    def _close_deal(self) -> None:
        """The deal's whole change (the antes included) goes onto the money and the sheet."""
        for s in range(self.players):
            self.money[s] += self._row[s]
        self.sheet.append((*self._row, self.kitty))
        done = self.deal_no >= self.rules.rounds * self.players
        self.phase = "over" if done else "deal"

    def returns(self) -> list[float]:
        best = max(self.money)
        return [1.0 if m == best and self.phase == "over" else 0.0 for m in self.money]

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the result at the end;
        between deals a rough chance of ending with the most money. A seat's money moves
        by about 2.5 stakes x sqrt(n - 1) a deal (a contract's swing, the declarer's
        turn 1 in n), so the money is weighed against that spread over the deals left
        (a soft maximum); the values are the weights' shares."""
        if self.phase == "over":
            return self.returns()
        if self.phase != "deal" or not self.sheet:
            return None
        n = self.players
        left = max(1, self.rules.rounds * n - self.deal_no)
        spread = 2.5 * self.rules.stake * math.sqrt((n - 1) * left)
        best = max(self.money)
        weights = [math.exp((m - best) / spread) for m in self.money]
        total = sum(weights)
        return [w / total for w in weights]

    def clone(self) -> NapoleonState:
        new = NapoleonState.__new__(NapoleonState)
        self._copy_base_into(new)
        for name, value in self.__dict__.items():
            if name in new.__dict__:
                continue
            new.__dict__[name] = value[:] if isinstance(value, list) else value
        new.hands = [h[:] for h in self.hands]
        return new

    # --- text forms ---------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == NAP:
            return "bid nap"
        if BID < action < NAP:
            return f"bid {action - BID}"
        named = {HOLD: "here", PASS: "pass", NOBUY: "keep"}
        if action in named:
            return named[action]
        if BUY <= action < BUY + 64:
            return "buy " + C.to_text(action - BUY)
        if 0 <= action < 64 and C.is_card(action):
            return "play " + C.to_text(action)
        raise ValueError(f"not an action: {action}")

    def text_to_action(self, text: str) -> Action:
        words = text.strip().casefold().split()
        if words and words[0] in ("bid", "заказ", "играю"):
            words = words[1:]
            if len(words) == 1 and words[0] in ("nap", "napoleon", "наполеон", "6"):
                return NAP
            if len(words) == 1 and words[0] in ("1", "2", "3", "4", "5"):
                return BID + int(words[0])
        elif len(words) == 1:
            word = words[0]
            named = {"nap": NAP, "napoleon": NAP, "наполеон": NAP, "here": HOLD,
                     "здесь": HOLD, "pass": PASS, "пас": PASS, "keep": NOBUY,
                     "нет": NOBUY}
            if word in named:
                return named[word]
            if word in ("1", "2", "3", "4", "5"):
                return BID + int(word)
        verb = ""
        if len(words) == 2 and words[0] in ("play", "ход", "buy", "прикупить", "скинуть"):
            verb = words[0]
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                card = -1
            if 0 <= card < 64 and not C.is_joker(card):
                buy = verb in ("buy", "прикупить", "скинуть") or (verb == ""
                                                                  and self.phase == "buy")
                return BUY + card if buy else card
        raise ParseError(
            f"'{text}' is not a move; write a bid (bid 3, bid nap, here, pass), buy QH "
            "(discard QH, take the top card), keep, or a card of your hand (QH, play QH)",
            f"«{text}» — не ход; напишите заказ (bid 3, bid nap, здесь, пас), buy QH "
            "(скинуть Д♥ и прикупить), keep или карту с руки (Дч, play QH)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == NAP:
            return "наполеон (5 взяток и клад)" if ru else "Napoleon (5 tricks and the kitty)"
        if BID < action < NAP:
            return f"заказ {action - BID}" if ru else f"bid {action - BID}"
        if action == HOLD:
            return "здесь (беру этот заказ)" if ru else "here (I take that bid)"
        if action == PASS:
            return "пас" if ru else "pass"
        if action == NOBUY:
            return "не прикупать" if ru else "do not buy"
        if BUY <= action < BUY + 64:
            shown = C.show(action - BUY, lang)
            return f"скинуть {shown} и прикупить" if ru else f"discard {shown} and buy"
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        if BUY <= action < BUY + 64 and viewer != self.current_player():
            return ("скинуть карту и прикупить" if lang == "ru"
                    else "discard a card and buy")
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if self.phase == "play":
            if not 0 <= action < 64:
                return "сейчас нужно ходить картой" if ru else "now a card must be played"
            if action not in self.hands[seat]:
                return (f"у вас нет {C.show(action, lang)}" if ru
                        else f"you do not hold {C.show(action, lang)}")
            led = C.suit_of(self.trick[0])
            if any(C.suit_of(c) == led for c in self.hands[seat]):
                return "нужно ходить в масть" if ru else "you must follow suit"
            return "нужно бить козырем" if ru else "you must trump"
        if self.phase == "bid":
            if action == HOLD:
                return ("«здесь» может сказать только сдающий на чужой заказ" if ru
                        else "only the dealer may say «here», to another's bid")
            return ("заказ должен быть выше прежнего и не ниже наименьшего" if ru
                    else "a bid must be above the last one and not below the lowest")
        return ("скиньте карту (buy карта) или не прикупайте (keep)" if ru
                else "discard a card (buy card) or keep your hand (keep)")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, NapoleonState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if self.phase == "bid" and after.declarer is not None and after.deal_no == self.deal_no:
            d = after.declarer
            bid = contract_text(after.high, lang)
            out.append(f"игра: {bid} — {names[d]}" if ru else f"the contract: {bid} — {names[d]}")
        if len(after.tricks) > len(self.tricks) and after.deal_no == self.deal_no:
            won = after.tricks[-1][2]
            out.append(f"взятка — {names[won]}" if ru else f"the trick to {names[won]}")
        if len(after.sheet) > len(self.sheet):
            row = after.sheet[-1]
            if after.outcome is None:
                out.append("все спасовали: взносы остаются в кладе" if ru
                           else "everybody passed: the antes stay in the kitty")
            else:
                d, high, made = after.outcome
                word = contract_text(high, lang)
                if ru:
                    out.append(f"игра {word} {'сыграна' if made else 'не сыграна'} "
                               f"({names[d]}: {row[d]:+d}), в кладе {row[-1]}")
                else:
                    out.append(f"the {word} contract is {'made' if made else 'lost'} "
                               f"({names[d]}: {row[d]:+d}), the kitty holds {row[-1]}")
            if after.phase == "over":
                best = max(after.money)
                win = ", ".join(names[s] for s, m in enumerate(after.money) if m == best)
                out.append(f"Игра окончена: впереди {win} ({best:+d})" if ru
                           else f"Game over: {win} ahead ({best:+d})")
        return out

    # --- information --------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        n = self.players
        return {
            "game": self.game.key,
            "seat": seat,
            "players": n,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "deals": self.rules.rounds * n,
            "phase": self.phase,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.rest),
            "bids": [[s, self.action_to_text(a)] for s, a in self.bids],
            "high": self.high,
            "high_seat": self.high_seat,
            "passed": self.passed[:],
            "declarer": self.declarer,
            "bought": self.bought,
            "discard": C.texts(self.discard) if seat == self.declarer else [],
            "trump": self.trump,
            "leader": self.leader,
            "trick": [[(self.leader + i) % n, C.to_text(c)] for i, c in enumerate(self.trick)],
            "tricks": [{"cards": [[(lead + i) % n, C.to_text(c)] for i, c in enumerate(cs)],
                        "winner": won} for lead, cs, won in self.tricks],
            "taken": self.taken[:],
            "money": self.money[:],
            "kitty": self.kitty,
            "sheet": [list(r) for r in self.sheet],
            "outcome": list(self.outcome) if self.outcome else None,
            "over": self.phase == "over",
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.rest)
        if seat != self.declarer:
            hidden |= C.mask_of(self.discard)
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand)
        return hidden

    def resample(self, seat: int, rng: random.Random) -> NapoleonState:
        """The cards ``seat`` cannot see dealt again: each hand keeps its size and gets
        none of its ``barred`` cards; the stock and another's discard take any. The
        clone deals its future from its own RNG and has no forced deal queued."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        places = [s for s in range(self.players) if s != seat]
        pool = [c for s in places for c in self.hands[s]] + self.rest
        mine = seat == self.declarer
        if not mine:
            pool += self.discard
        got = deal_constrained(pool, [(s, len(self.hands[s]), self.barred[s]) for s in places
                           if self.hands[s]], rng)
        for s in places:
            new.hands[s] = sorted(got.get(s, []), key=hand_order)
        left = got.get(-1, [])
        if not mine and self.discard:
            new.discard = left[:len(self.discard)]
            left = left[len(self.discard):]
        new.rest = left
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        best = max(self.money)
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.money[:], "kitty": self.kitty,
                "winners": [s for s, m in enumerate(self.money) if m == best] if over
                else []}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("расчёт по сдачам", "the money of each deal")
        return out

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Заказ: bid 3, bid nap (наполеон), here (здесь), pass; прикуп: buy Дч "
                    "или keep; ход — карта с руки (Дч, play QH).")
        return ("Bids: bid 3, bid nap (Napoleon), here, pass; buying: buy QH or keep; a "
                "move is a card of your hand (QH, play QH).")


