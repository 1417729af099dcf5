"""The state machine of Пять сотен (rules and readings: the package docstring).

A deal: the deck is dealt (a chance event), the seats bid from the left of the dealer, the
declarer takes the open kitty into his hand and lays three cards away face down, then ten
tricks are played and the deal is scored. Deals follow one another until the game ends.

What a seat may know: its own hand, the kitty (it lies face up, so everybody saw it, also
after the declarer took it), its own discards if it is the declarer, every bid and every
trick. What it may not: the other hands, the dead hand of the two-player form and another
seat's discards. ``resample`` re-deals exactly those cards, keeping what play revealed: a
seat that did not follow a suit holds none of it (bowers and the joker count as trumps),
and the kitty's cards the declarer has not played are in his hand or his discards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.pyat_soten.rules import PyatSotenRules

JOKER = C.RED_JOKER
NT = 4  # the no-trump "suit" of a bid
PASS = 1000
BID = 1001  # BID + index; index = 5 * (tricks - 6) + suit (0 ♠ 1 ♣ 2 ♦ 3 ♥ 4 no trump)
DISCARD = 500  # DISCARD + card
JOKER_LEAD = 600  # JOKER_LEAD + suit: the joker led at no trump, naming the suit to follow
BIDS = 25
SEVEN_CLUBS = 6  # the index of 7♣: the text's slam bonus is for bids below it
INSTANT = (23, 24)  # 10♥ and ten no-trumps

SUIT_BID = "SCDHN"
_BID_RU = {"п": 0, "т": 1, "б": 2, "ч": 3, "бк": 4, "пик": 0, "пики": 0, "треф": 1,
           "трефы": 1, "бубен": 2, "бубны": 2, "червей": 3, "черви": 3, "червы": 3,
           "безкозыря": 4}
_BID_EN = {"s": 0, "c": 1, "d": 2, "h": 3, "n": 4, "nt": 4, "spades": 0, "clubs": 1,
           "diamonds": 2, "hearts": 3, "notrump": 4, "notrumps": 4}


class Phase(IntEnum):
    DEAL = 0
    BID = 1
    DISCARD = 2
    PLAY = 3
    OVER = 4


def bid_tricks(index: int) -> int:
    return 6 + index // 5


def bid_suit(index: int) -> int:
    return index % 5


def bid_value(index: int) -> int:
    """40 for 6♠, 20 more a suit up, 100 more a trick up: 520 for ten no-trumps.

    >>> [bid_value(i) for i in (0, 4, 6, 23, 24)]
    [40, 120, 160, 500, 520]
    """
    return 100 * (index // 5) + 40 + 20 * (index % 5)


def bid_text(index: int) -> str:
    """The bid in a move's text: ``8 S``, ``10 NT`` (a space, so that it never reads as a
    card)."""
    suit = bid_suit(index)
    return f"{bid_tricks(index)} {'NT' if suit == NT else C.SUIT_ASCII[suit]}"


_NAMES_RU = ("пик", "треф", "бубен", "червей", "без козыря")
_NAMES_EN = ("spades", "clubs", "diamonds", "hearts", "no trumps")


def bid_show(index: int, lang: str) -> str:
    """The bid for people: «8 пик», "10 no trumps" (words, never a card's look)."""
    names = _NAMES_RU if lang == "ru" else _NAMES_EN
    return f"{bid_tricks(index)} {names[bid_suit(index)]}"


def deck_for(players: int) -> list[C.Card]:
    """32 cards and the joker; four players add the fives, sixes, 4♠ and 4♥ (43)."""
    cards = [*C.deck(32), JOKER]
    if players == 4:
        cards += [C.make(r, s) for s in range(4) for r in (5, 6)]
        cards += [C.make(4, C.SPADES), C.make(4, C.HEARTS)]
    return cards


def eff_suit(card: C.Card, trump: int) -> int:
    """The suit a card belongs to in play: bowers and the joker are trumps; at no trump
    the joker is a suit of its own (4)."""
    if card == JOKER:
        return trump if trump != NT else NT
    suit = C.suit_of(card)
    if trump != NT and C.rank_of(card) == C.JACK and suit ^ 1 == trump:
        return trump
    return suit


def power(card: C.Card, trump: int, led: int) -> int:
    """How strongly a card stands in a trick whose led suit is ``led`` (0: it cannot win)."""
    if card == JOKER:
        return 1000
    suit, rank = C.suit_of(card), C.rank_of(card)
    if trump != NT and rank == C.JACK and suit == trump:
        return 900
    if trump != NT and rank == C.JACK and suit ^ 1 == trump:
        return 800
    if suit == trump:
        return 500 + rank
    if suit == led:
        return 100 + rank
    return 0


def hand_order(card: C.Card, trump: int) -> tuple[int, int]:
    eff = eff_suit(card, trump)
    return (eff, power(card, trump, eff))


class PyatSotenState(State):
    rules: PyatSotenRules

    def __init__(self, game: Game, players: int, rules: PyatSotenRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.sides = 2 if players == 4 else players
        self.phase = Phase.DEAL
        self.dealer = players - 1  # the seat left of the dealer (seat 0) bids first
        self.deal_no = 0
        self.hands = [0] * players
        self.dead = 0  # the two-player form's hand laid aside unseen
        self.kitty: list[C.Card] = []
        self.kitty_taken = False
        self.discard = 0
        self.bids: list[tuple[int, int]] = []  # (seat, action) this deal
        self.passed = [False] * players
        self.high = -1  # the best bid's index
        self.declarer = -1
        self.trump = NT
        self.turn = 0
        self.trick: list[tuple[int, C.Card]] = []
        self.led = -1  # the suit the trick follows
        self.joker_named = -1
        self.won = [0] * players  # tricks taken this deal
        self.order: list[int] = []  # the winner of each trick this deal, in order
        self.last: list[tuple[int, C.Card]] = []
        self.last_winner = -1
        self.void = [0] * players  # bitmask of suits a seat showed it lacks
        self.scores = [0] * self.sides
        self.sheet: list[tuple[int, int, int, tuple[int, ...]]] = []  # dealer, declarer, bid, deltas
        self.winners: list[int] = []  # sides

    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        """Seat 0's ten cards first, then seat 1's …, the two-player dead hand, the kitty."""
        order = self.shuffled(deck_for(self.players))
        n = self.players
        for s in range(n):
            self.hands[s] = C.mask_of(order[s * 10:(s + 1) * 10])
        self.dead = C.mask_of(order[20:30]) if n == 2 else 0
        self.kitty = order[-3:]
        self.kitty_taken = False
        self.discard = 0
        self.bids = []
        self.passed = [False] * n
        self.high = -1
        self.declarer = -1
        self.trump = NT
        self.trick = []
        self.led = -1
        self.joker_named = -1
        self.won = [0] * n
        self.order = []
        self.last = []
        self.last_winner = -1
        self.void = [0] * n
        self.deal_no += 1
        self.phase = Phase.BID
        self.turn = (self.dealer + 1) % n

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == Phase.DEAL:
            return CHANCE
        if self.phase == Phase.OVER:
            return TERMINAL
        return self.turn

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == Phase.BID:
            return [PASS, *range(BID + self.high + 1, BID + BIDS)]
        if ph == Phase.DISCARD:
            return [DISCARD + c for c in C.cards_in(self.hands[self.turn])]
        if ph == Phase.PLAY:
            return self._plays(self.turn)
        return []

    def _plays(self, seat: int) -> list[Action]:
        hand = list(C.cards_in(self.hands[seat]))
        trump = self.trump
        if not self.trick:
            out = [c for c in hand if c != JOKER]
            if JOKER in hand:
                if trump != NT:
                    out.append(JOKER)
                else:
                    named = [s for s in range(4) if not self.void[seat] >> s & 1] or [0, 1, 2, 3]
                    out += [JOKER_LEAD + s for s in named]
            return sorted(out)
        follow = [c for c in hand if eff_suit(c, trump) == self.led]
        if follow:
            return follow
        if self.rules.must_trump and trump != NT:
            trumps = [c for c in hand if eff_suit(c, trump) == trump]
            if trumps:
                return trumps
        return hand

    def _apply(self, action: Action) -> None:
        ph = self.phase
        if ph == Phase.BID:
            self._bid(action)
        elif ph == Phase.DISCARD:
            self._discard(action - DISCARD)
        else:
            self._play(action)

    def _next_bidder(self, seat: int) -> int:
        n = self.players
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if not self.passed[nxt]:
                return nxt
        return seat

    def _bid(self, action: Action) -> None:
        seat = self.turn
        self.bids.append((seat, action))
        if action == PASS:
            self.passed[seat] = True
        else:
            self.high = action - BID
            self.declarer = seat
        left = [s for s in range(self.players) if not self.passed[s]]
        if not left:  # nobody bid: no trumps, no declarer, the kitty stays where it lies
            self.declarer = -1
            self.trump = NT
            self._start_play((self.dealer + 1) % self.players)
        elif len(left) == 1 and self.high >= 0 and left[0] == self.declarer:
            d = self.declarer
            self.trump = bid_suit(self.high)
            self.hands[d] |= C.mask_of(self.kitty)
            self.kitty_taken = True
            self.phase = Phase.DISCARD
            self.turn = d
        else:
            self.turn = self._next_bidder(seat)

    def _discard(self, card: C.Card) -> None:
        self.hands[self.turn] &= ~(1 << card)
        self.discard |= 1 << card
        if self.discard.bit_count() == 3:
            self._start_play(self.declarer)

    def _start_play(self, leader: int) -> None:
        self.phase = Phase.PLAY
        self.turn = leader

    def _play(self, action: Action) -> None:
        seat = self.turn
        trump = self.trump
        if action >= JOKER_LEAD:
            card = JOKER
            self.joker_named = action - JOKER_LEAD
        else:
            card = action
        self.hands[seat] &= ~(1 << card)
        if not self.trick:
            self.led = self.joker_named if card == JOKER and trump == NT else eff_suit(card, trump)
        else:
            eff = eff_suit(card, trump)
            if eff != self.led:
                self.void[seat] |= 1 << self.led
                if self.rules.must_trump and trump != NT and eff != trump:
                    self.void[seat] |= 1 << trump
        self.trick.append((seat, card))
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return
        winner = max(self.trick, key=lambda sc: power(sc[1], trump, self.led))[0]
        self.won[winner] += 1
        self.order.append(winner)
        self.last = self.trick
        self.last_winner = winner
        self.trick = []
        self.led = -1
        self.joker_named = -1
        self.turn = winner
        if len(self.order) == 10:
            self._score_deal()

    def _score_deal(self) -> None:
        sides = self.sides
        taken = [0] * sides
        for s in range(self.players):
            taken[self.side(s)] += self.won[s]
        delta = [10 * t for t in taken]
        made = False
        dside = -1
        if self.declarer >= 0:
            dside = self.side(self.declarer)
            value = bid_value(self.high)
            made = taken[dside] >= bid_tricks(self.high)
            if made and taken[dside] == 10:
                slam = (self.high < SEVEN_CLUBS if self.rules.slam == "text"
                        else value < 250)
                if slam:
                    value = 250
            delta[dside] = value if made else -value
        before = self.scores[:]
        for i in range(sides):
            self.scores[i] += delta[i]
        self.sheet.append((self.dealer, self.declarer, self.high if self.declarer >= 0 else -1,
                           tuple(delta)))
        self.winners = self._winners(before, made, dside)
        if self.winners:
            self.phase = Phase.OVER
            return
        self.dealer = (self.dealer + 1) % self.players
        self.phase = Phase.DEAL

    def _winners(self, before: list[int], made: bool, dside: int) -> list[int]:
        """The winning sides once this deal ends the game, else []."""
        target = self.rules.target
        sc = self.scores
        if target == 0:
            best = max(sc)
            return [i for i in range(self.sides) if sc[i] == best]
        if dside >= 0 and made and (sc[dside] >= target or (
                self.rules.instant_win and self.high in INSTANT)):
            return [dside]
        # the others reach the target trick by trick: the first to get there wins
        run = before[:]
        for w in self.order:
            i = self.side(w)
            if i == dside:
                continue
            run[i] += 10
            if run[i] >= target:
                return [i]
        if self.rules.minus_out and min(sc) <= -target:
            alive = [i for i in range(self.sides) if sc[i] > -target]
            if not alive:
                alive = list(range(self.sides))
            best = max(sc[i] for i in alive)
            return [i for i in alive if sc[i] == best]
        if len(self.sheet) >= self.rules.max_deals:
            best = max(sc)
            return [i for i in range(self.sides) if sc[i] == best]
        return []

    def returns(self) -> list[float]:
        if self.phase != Phase.OVER:
            return [0.0] * self.players
        return [1.0 if self.side(s) in self.winners else 0.0 for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the result at the end;
        between deals, a rough chance of each side winning from how far it is from the
        target (a side's weight 1/d² with d its distance, at least one trick)."""
        if self.phase == Phase.OVER:
            return self.returns()
        target = self.rules.target
        if self.phase != Phase.DEAL or target <= 0 or not self.sheet:
            return None
        weights = [1.0 / max(10, target - sc) ** 2 for sc in self.scores]
        total = sum(weights)
        return [weights[self.side(s)] / total for s in range(self.players)]

    def clone(self) -> PyatSotenState:
        new = PyatSotenState.__new__(PyatSotenState)
        self._copy_base_into(new)
        d = new.__dict__
        for k, v in self.__dict__.items():
            if k not in d:
                d[k] = v[:] if isinstance(v, list) else v
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == PASS:
            return "pass"
        if action >= BID:
            return "bid " + bid_text(action - BID)
        if action >= JOKER_LEAD:
            return f"play RJ {C.SUIT_ASCII[action - JOKER_LEAD]}"
        if action >= DISCARD:
            return "discard " + C.to_text(action - DISCARD)
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.strip().casefold().split()
        if words in (["pass"], ["пас"]):
            return PASS
        if words and words[0] in ("bid", "заказ", "заказать"):
            return self._parse_bid(" ".join(words[1:]), text)
        if words and words[0][:1].isdigit() and self.phase == Phase.BID:
            return self._parse_bid(" ".join(words), text)
        if len(words) == 2 and words[0] in ("discard", "снести", "снос"):
            return DISCARD + self._parse_card(words[1], text)
        if words and words[0] in ("play", "ход", "пойти"):
            words = words[1:]
        if len(words) == 2:
            card = self._parse_card(words[0], text)
            suit = self._parse_suit(words[1])
            if card == JOKER and suit is not None:
                return JOKER_LEAD + suit
        if len(words) == 1:
            card = self._parse_card(words[0], text)
            return DISCARD + card if self.phase == Phase.DISCARD else card
        raise self._bad(text)

    @staticmethod
    def _parse_suit(word: str) -> int | None:
        for table in (_BID_EN, _BID_RU):
            if word in table and table[word] < 4:
                return table[word]
        if word in "♠♣♦♥" and len(word) == 1:
            return "♠♣♦♥".index(word)
        return None

    def _parse_card(self, word: str, text: str) -> C.Card:
        try:
            card = C.parse(word)
        except ParseError:
            raise self._bad(text) from None
        if card not in deck_for(4):
            raise self._bad(text)
        return card

    def _parse_bid(self, word: str, text: str) -> Action:
        word = word.replace(" ", "")
        digits = word[:2] if word.startswith("10") else word[:1]
        rest = word[len(digits):]
        if not (digits.isascii() and digits.isdigit()) or not 6 <= int(digits) <= 10:
            raise self._bad(text)
        suit: int | None = None
        for table in (_BID_EN, _BID_RU):
            if rest in table:
                suit = table[rest]
        if rest in ("б/к", "бк", "nt", "без") or rest.startswith("без"):
            suit = NT
        if suit is None and len(rest) == 1 and rest in "♠♣♦♥":
            suit = "♠♣♦♥".index(rest)
        if suit is None:
            raise self._bad(text)
        return BID + 5 * (int(digits) - 6) + suit

    @staticmethod
    def _bad(text: str) -> ParseError:
        return ParseError(
            f"'{text}' is not a move; write pass, bid 7H (bid 8NT), discard QS, play QS, "
            "or play RJ H to lead the joker at no trump naming hearts",
            f"«{text}» — не ход; пишите: пас, заказ 7ч (заказ 8бк), снести Дп, Дп, "
            "или «Дж ч» — зайти джокером без козыря, назвав черви")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == PASS:
            return "пас" if ru else "pass"
        if action >= BID:
            return ("заказ " if ru else "bid ") + bid_show(action - BID, lang)
        if action >= JOKER_LEAD:
            suit = C.SUIT_UNICODE[action - JOKER_LEAD]
            return f"Дж, масть {suit}" if ru else f"Jk, calling {suit}"
        if action >= DISCARD:
            return ("сносит " if ru else "discards ") + C.show(action - DISCARD, lang)
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """A discard is face down: only the declarer reads which card."""
        if DISCARD <= action < JOKER_LEAD and viewer != self.turn:
            return "сносит карту" if lang == "ru" else "discards a card"
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        ph = self.phase
        if ph == Phase.BID:
            if action >= BID:
                return ("заказ должен быть выше " if ru else "the bid must be above ") + \
                    bid_show(self.high, lang)
            return None
        if ph == Phase.DISCARD:
            if not DISCARD <= action < JOKER_LEAD:
                return ("сначала снесите три карты" if ru else
                        "first lay three cards away")
            card = action - DISCARD
        elif ph == Phase.PLAY:
            if action >= BID or action == PASS:
                return "торговля окончена" if ru else "the bidding is over"
            if DISCARD <= action < JOKER_LEAD:
                return "снос уже сделан" if ru else "the discard is done"
            if action >= JOKER_LEAD:
                card = JOKER
                if self.trick or self.trump != NT:
                    return ("масть джокеру называют, только заходя им без козыря" if ru else
                            "a suit is named for the joker only when leading it at no trump")
                if self.hands[self.turn] >> JOKER & 1:
                    return ("нельзя назвать масть, которой у вас уже не было" if ru else
                            "you cannot name a suit you have shown you lack")
            else:
                card = action
            if self.hands[self.turn] >> card & 1:
                if card == JOKER and self.trump == NT and not self.trick:
                    return ("заходя джокером без козыря, назовите масть: Дж ч" if ru else
                            "leading the joker at no trump, name a suit: play RJ H")
                led = C.SUIT_UNICODE[self.led] if 0 <= self.led < 4 else ""
                return (f"нужно ходить в масть {led}" + (" или козырем" if self.rules.must_trump
                                                          else "")
                        if ru else f"you must follow {led}"
                        + (" or trump" if self.rules.must_trump else ""))
        else:
            return None
        shown = C.show(card, lang)
        return f"у вас нет {shown}" if ru else f"you do not hold {shown}"

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, PyatSotenState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if self.phase == Phase.BID and after.phase != Phase.BID:
            if after.declarer >= 0:
                out.append(f"заказ {bid_show(after.high, lang)} играет {names[after.declarer]}"
                           if ru else f"{names[after.declarer]} plays "
                           f"{bid_show(after.high, lang)}")
            else:
                out.append("все спасовали: играют без козыря, каждому по 10 за взятку" if ru
                           else "all passed: no trumps, 10 a trick to each")
        if len(after.order) > len(self.order):
            w = after.last_winner
            out.append(f"взятку берёт {names[w]}" if ru else f"{names[w]} takes the trick")
        if len(after.sheet) > len(self.sheet):
            delta = after.sheet[-1][3]
            parts = ", ".join(f"{self._side_name(i, names)} {d:+d}" for i, d in enumerate(delta))
            out.append(("Сдача: " if ru else "Deal: ") + parts)
        if after.phase == Phase.OVER:
            who = ", ".join(after._side_name(i, names) for i in after.winners)
            out.append(("Партия окончена, побеждает " if ru else "Game over, won by ") + who)
        return out

    def _side_name(self, side: int, names: Sequence[str]) -> str:
        if self.players == 4:
            return f"{names[side]} + {names[side + 2]}"
        return names[side]

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        trump = self.trump if self.phase == Phase.PLAY or self.phase == Phase.OVER else (
            bid_suit(self.high) if self.kitty_taken else NT)
        hand = sorted(C.cards_in(self.hands[seat]), key=lambda c: hand_order(c, trump))
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase.name.lower(),
            "deal": self.deal_no,
            "dealer": self.dealer,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(hand),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "dead": self.dead.bit_count(),
            "kitty": C.texts(self.kitty),
            "kitty_taken": self.kitty_taken,
            "discard": C.texts(C.cards_in(self.discard))
            if seat == self.declarer else [],
            "discarded": self.discard.bit_count(),
            "bids": [[s, -1 if a == PASS else a - BID] for s, a in self.bids],
            "passed": self.passed[:],
            "high": self.high,
            "declarer": self.declarer,
            "trump": "NT" if trump == NT else C.SUIT_ASCII[trump],
            "trick": [[s, C.to_text(c)] for s, c in self.trick],
            "led": C.SUIT_ASCII[self.led] if 0 <= self.led < 4 else None,
            "joker_named": C.SUIT_ASCII[self.joker_named] if self.joker_named >= 0 else None,
            "won": self.won[:],
            "last": [[s, C.to_text(c)] for s, c in self.last],
            "last_winner": self.last_winner,
            "scores": self.scores[:],
            "sheet": [[d, dec, b, list(delta)]
                      for d, dec, b, delta in self.sheet],
            "winners": self.winners[:],
            "over": self.phase == Phase.OVER,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        trump = self.trump if self.phase == Phase.PLAY or self.phase == Phase.OVER else (
            bid_suit(self.high) if self.kitty_taken else NT)
        hand = sorted(C.cards_in(self.hands[seat]), key=lambda c: hand_order(c, trump))
        return {
            "seat": seat,
            "players": self.players,
            "phase": self.phase.name.lower(),
            "hand": C.texts(hand),
            "kitty": C.texts(self.kitty),
            "declarer": self.declarer,
            "trump": "NT" if trump == NT else C.SUIT_ASCII[trump],
            "trick": [[s, C.to_text(c)] for s, c in self.trick],
            "led": C.SUIT_ASCII[self.led] if 0 <= self.led < 4 else None,
            "last": [[s, C.to_text(c)] for s, c in self.last],
        }

    def _known_kitty(self) -> int:
        """The kitty's cards not yet played: everyone saw them, in the declarer's hand
        or his discards."""
        if not self.kitty_taken:
            return 0
        return C.mask_of(self.kitty) & (self.hands[self.declarer] | self.discard)

    def unseen(self, seat: int) -> int:
        hidden = self.dead
        for s, h in enumerate(self.hands):
            if s != seat:
                hidden |= h
        if seat != self.declarer:
            hidden |= self.discard
        return hidden & ~self._known_kitty()

    def public_unseen(self) -> int:
        """Once the declarer lays cards away, nobody else can tell which of the kitty's
        cards he kept."""
        mask = super().public_unseen()
        if self.discard:
            mask |= self._known_kitty()
        return mask

    def resample(self, seat: int, rng: random.Random) -> PyatSotenState:
        """The cards ``seat`` cannot see, dealt again into the places they may be in (the
        other hands, the dead hand, the discards of another declarer), each place keeping
        its size; a hand gets no card of a suit its holder showed it lacks, and the kitty's
        cards go back to the declarer's hand or discards. A random fill with restarts;
        after 200 dead ends (it never happened in testing) the true deal is kept."""
        new = self.clone()
        new.forced = []
        new.rng = random.Random(rng.getrandbits(64))
        hidden = self.unseen(seat)
        known = self._known_kitty() if seat != self.declarer else 0
        movable = hidden | known
        if not movable:
            return new
        n = self.players
        places = [*self.hands, self.dead, self.discard if seat != self.declarer else 0]
        places[seat] = 0
        need = [(p & movable).bit_count() for p in places]
        trump = self.trump

        def allowed(card: int) -> list[int]:
            out = []
            for i in range(n + 2):
                if not need[i]:
                    continue
                if known >> card & 1 and i not in (self.declarer, n + 1):
                    continue
                if i < n and self.void[i] >> eff_suit(card, trump) & 1:
                    continue
                out.append(i)
            return out

        cards = list(C.cards_in(movable))
        options = {c: allowed(c) for c in cards}
        for _ in range(200):
            rng.shuffle(cards)
            cards.sort(key=lambda c: len(options[c]))
            room = need[:]
            got = [0] * (n + 2)
            ok = True
            for c in cards:
                spots = [i for i in options[c] if room[i]]
                if not spots:
                    ok = False
                    break
                pick = rng.choices(spots, weights=[room[i] for i in spots])[0]
                room[pick] -= 1
                got[pick] |= 1 << c
            if ok:
                for i in range(n):
                    if i != seat:
                        new.hands[i] = (self.hands[i] & ~movable) | got[i]
                new.dead = (self.dead & ~movable) | got[n]
                if seat != self.declarer:
                    new.discard = (self.discard & ~movable) | got[n + 1]
                return new
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:], "winners": self.winners[:]}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись счёта по сдачам", "the score of every deal")
        return out

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("ходы: пас, заказ 7ч / 8бк, снести Дп, Дп; без козыря заход джокером — "
                    "«Дж ч» (назвать масть)")
        return ("moves: pass, bid 7H / 8NT, discard QS, play QS; at no trump lead the joker "
                "as «play RJ H» (naming a suit)")
