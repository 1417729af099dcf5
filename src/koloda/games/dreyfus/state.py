"""The state machine of Дрейфус (rules and readings: the package docstring).

A deal: the deck is dealt into three hands and the widow (a chance event); then the buying
round (each buyer discards face down, one card per action, and ends with ``take``, which
draws as many cards from the widow as he discarded); then twelve tricks; then the deal is
scored and the next one dealt, until the game ends.

What a seat may know: its own hand, its own discards, every card played, how many cards
each player bought, and which suits a player showed he lacks (not following, not
trumping). What it may not: the other hands, their discards, the widow (``unseen``);
``resample`` deals those again keeping the sizes and the shown voids.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_places, suits_barred
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import lower_name, seat_names
from koloda.engine.texts import count
from koloda.games.dreyfus.rules import DreyfusRules

TAKE = 400  # ends a buyer's turn: draw as many widow cards as he discarded
NO_TRUMP = -1
HAND = 12
BASE = 4  # tricks a player must take to score nothing: 12 tricks among three
MAX_DEALS = 100  # a guard: deals where everybody takes four tricks score nothing
TRUMP_CYCLE = (C.SPADES, C.CLUBS, C.DIAMONDS, C.HEARTS, NO_TRUMP)
CARDS = (("карта", "карты", "карт"), ("card", "cards"))
CARDS_ACC = (("карту", "карты", "карт"), ("card", "cards"))  # «прикупить 1 карту»

_PLAY = ("play", "сыграть", "ход", "ходить")
_DISCARD = ("discard", "снести", "сбросить", "снос")
_TAKE = ("take", "pass", "взять", "прикупить", "пас", "done", "готово")


def deck48() -> list[C.Card]:
    """The 52-card deck without the twos."""
    return [c for c in C.deck(52) if C.rank_of(c) != 2]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def trump_of(deal: int, no_trump_deal: bool) -> int:
    """The trump of deal ``deal`` (0-based): the suits in the text's order, then a deal
    without trumps (unless the rules drop it), round and round."""
    cycle = TRUMP_CYCLE if no_trump_deal else TRUMP_CYCLE[:4]
    return cycle[deal % len(cycle)]


def beats(card: C.Card, best: C.Card, trump: int) -> bool:
    """Whether ``card`` beats ``best``, the winning card of a trick so far."""
    if C.suit_of(card) == C.suit_of(best):
        return C.rank_of(card) > C.rank_of(best)
    return C.suit_of(card) == trump


def trick_winner(cards: Sequence[C.Card], trump: int) -> int:
    """The index of the winning card of a trick (the first card led). ``beats`` inlined:
    a play-out asks it at every trick (suit ``card >> 4 & 7``, rank ``card & 15``)."""
    best = 0
    top = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        suit = card >> 4 & 7
        if suit == top >> 4 & 7:
            if card & 15 > top & 15:
                best, top = i, card
        elif suit == trump:
            best, top = i, card
    return best


def legal_plays(hand: Sequence[C.Card], led: C.Card | None, trump: int) -> list[C.Card]:
    """Follow suit; without it, trump; without either, anything."""
    if led is None:
        return list(hand)
    suit = led >> 4 & 7  # C.suit_of, inlined on a play-out's hot path
    same = [c for c in hand if c >> 4 & 7 == suit]
    if same:
        return same
    trumps = [c for c in hand if c >> 4 & 7 == trump]
    return trumps or list(hand)


def suit_name(suit: int, lang: str) -> str:
    if suit == NO_TRUMP:
        return "без козыря" if lang == "ru" else "no trumps"
    return C.SUIT_UNICODE[suit]


class DreyfusState(State):
    rules: DreyfusRules

    def __init__(self, game: Game, players: int, rules: DreyfusRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deal_no = 0  # deals scored so far
        self.dealt = False
        self.over = False
        self.dealer = players - 1  # seat 0 is on the first dealer's left
        self.trump = trump_of(0, rules.no_trump_deal)
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.widow: list[C.Card] = []  # the next card drawn is widow[0]
        self.discards: list[list[C.Card]] = [[] for _ in range(players)]
        self.bought = [0] * players
        self.buyers: list[int] = []  # who still may buy this deal, in turn
        self.leader = 0
        self.trick: list[C.Card] = []
        self.played: list[C.Card] = []  # every card played this deal, in order
        self.tricks = [0] * players
        self.voids = [0] * players  # suit bits a seat showed it lacks this deal
        self.last: tuple[int, tuple[C.Card, ...], int] | None = None  # leader, cards, winner
        self.below = [0] * players  # plus points, under the line
        self.above = [0] * players  # minus points, over the line
        # one row per scored deal: trump, tricks per seat, cards bought per seat
        self.rows: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        """Deal three cards at a time: the dealer's left, the next, the dealer, the
        widow, four times round."""
        order = self.shuffled(deck48())
        n = self.players
        places: list[list[C.Card]] = [[] for _ in range(n + 1)]
        turn = [(self.dealer + 1 + i) % n for i in range(n)] + [n]
        pos = 0
        for _ in range(HAND // 3):
            for p in turn:
                places[p].extend(order[pos:pos + 3])
                pos += 3
        for s in range(n):
            self.hands[s] = sorted(places[s], key=hand_order)
        self.widow = places[n]
        self.discards = [[] for _ in range(n)]
        self.bought = [0] * n
        first = (self.dealer + 1) % n
        self.buyers = [(first + i) % n for i in range(n if self.rules.others_buy else 1)]
        self.leader = first
        self.trick = []
        self.played = []
        self.tricks = [0] * n
        self.voids = [0] * n
        self.last = None
        self.dealt = True

    # --- the state machine ------------------------------------------------------------

    def phase(self) -> str:
        if self.over:
            return "over"
        if not self.dealt:
            return "deal"
        return "buy" if self.buyers else "play"

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if not self.dealt:
            return CHANCE
        if self.buyers:
            return self.buyers[0]
        return (self.leader + len(self.trick)) % self.players

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.buyers:
            room = len(self.widow) - len(self.discards[seat])
            return ([*self.hands[seat], TAKE] if room > 0 else [TAKE])
        led = self.trick[0] if self.trick else None
        return legal_plays(self.hands[seat], led, self.trump)

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if self.buyers:
            if action == TAKE:
                self._take(seat)
            else:
                self.hands[seat].remove(action)
                self.discards[seat].append(action)
            return
        if self.trick:
            led = C.suit_of(self.trick[0])
            suit = C.suit_of(action)
            if suit != led:
                self.voids[seat] |= 1 << led
                if self.trump != NO_TRUMP and suit != self.trump:
                    self.voids[seat] |= 1 << self.trump
        self.hands[seat].remove(action)
        self.trick.append(action)
        self.played.append(action)
        if len(self.trick) == self.players:
            win = (self.leader + trick_winner(self.trick, self.trump)) % self.players
            self.tricks[win] += 1
            self.last = (self.leader, tuple(self.trick), win)
            self.trick = []
            self.leader = win
            if not self.hands[win]:
                self._score()

    def _take(self, seat: int) -> None:
        k = len(self.discards[seat])
        self.hands[seat] = sorted(self.hands[seat] + self.widow[:k], key=hand_order)
        del self.widow[:k]
        self.bought[seat] = k
        self.buyers.pop(0)
        if not self.widow:
            self.buyers = []

    def _score(self) -> None:
        """Tricks over four go under the line, tricks short of four and cards bought go
        over it; then the end is checked and the next deal prepared."""
        for s in range(self.players):
            diff = self.tricks[s] - BASE
            if diff > 0:
                self.below[s] += diff
            else:
                self.above[s] -= diff
            self.above[s] += self.bought[s] * self.rules.buy_cost
        self.rows.append((self.trump, tuple(self.tricks), tuple(self.bought)))
        self.deal_no += 1
        reached = max(self.below) >= self.rules.target
        cycle_done = (self.rules.finish == "deal"
                      or trump_of(self.deal_no, self.rules.no_trump_deal) == C.SPADES)
        if (reached and cycle_done) or self.deal_no >= MAX_DEALS:
            self.over = True
            return
        self.dealt = False
        self.dealer = (self.dealer + 1) % self.players
        self.trump = trump_of(self.deal_no, self.rules.no_trump_deal)

    # --- the outcome ------------------------------------------------------------------

    def winners(self) -> list[int]:
        """The most points under the line; a tie goes to fewer points over it; a tie in
        both is shared."""
        key = [(self.below[s], -self.above[s]) for s in range(self.players)]
        best = max(key)
        return [s for s in range(self.players) if key[s] == best]

    def payments(self) -> list[float]:
        """Each loser pays the winner what he has over the line plus what he lacks under
        it to the target; several winners share it."""
        won = self.winners()
        out = [0.0] * self.players
        for s in range(self.players):
            if s in won:
                continue
            due = self.above[s] + max(0, self.rules.target - self.below[s])
            out[s] -= due
            for w in won:
                out[w] += due / len(won)
        return out

    def returns(self) -> list[float]:
        return self.payments() if self.over else [0.0] * self.players

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead, on one money-like scale
        squeezed into (0, 1) (a target's worth is a quarter of the way): at the end the
        payments; between deals each seat's net points (under the line less over it)
        against the others' mean, since every point moves what the losers pay and who
        wins. Inside a deal: None."""
        if self.over:
            got = self.payments()
        elif not self.dealt:
            net = [b - a for b, a in zip(self.below, self.above, strict=True)]
            total = sum(net)
            rest = self.players - 1
            got = [v - (total - v) / rest for v in net]
        else:
            return None
        scale = float(self.rules.target)
        return [0.5 + x / (2.0 * (abs(x) + scale)) for x in got]

    def result(self) -> dict[str, Any]:
        return {"terminal": self.over, "returns": self.returns() if self.over else None,
                "below": self.below[:], "above": self.above[:], "deals": self.deal_no,
                "winners": self.winners() if self.over else []}

    def clone(self) -> DreyfusState:
        new = DreyfusState.__new__(DreyfusState)
        self._copy_base_into(new)
        new.deal_no = self.deal_no
        new.dealt = self.dealt
        new.over = self.over
        new.dealer = self.dealer
        new.trump = self.trump
        new.hands = [h[:] for h in self.hands]
        new.widow = self.widow[:]
        new.discards = [d[:] for d in self.discards]
        new.bought = self.bought[:]
        new.buyers = self.buyers[:]
        new.leader = self.leader
        new.trick = self.trick[:]
        new.played = self.played[:]
        new.tricks = self.tricks[:]
        new.voids = self.voids[:]
        new.last = self.last
        new.below = self.below[:]
        new.above = self.above[:]
        new.rows = self.rows[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == TAKE:
            return "take"
        verb = "discard" if self.buyers and not self.over else "play"
        return f"{verb} {C.to_text(action)}"

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 1 and words[0].casefold() in _TAKE:
            return TAKE
        if len(words) == 2 and words[0].casefold() in (*_PLAY, *_DISCARD):
            words = words[1:]
        if len(words) == 1:
            try:
                return C.parse(words[0])
            except ParseError:
                pass
        raise ParseError(
            f"'{text}' is not a move; write a card (QH, play QH, discard QH) or take",
            f"«{text}» — не ход; напишите карту (Дч, QH, снести Дч) или «взять»")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == TAKE:
            seat = self.current_player()
            k = len(self.discards[seat]) if seat >= 0 else 0
            if k == 0:
                return "не прикупать" if ru else "buy nothing"
            return (f"прикупить {count(k, lang, CARDS_ACC)}" if ru
                    else f"buy {count(k, lang, CARDS)}")
        if self.buyers:
            return f"снести {C.show(action, lang)}" if ru else f"discard {C.show(action, lang)}"
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """A discard lies face down: only its owner sees which card it is."""
        if self.buyers and action != TAKE and viewer != self.current_player():
            return "сносит карту" if lang == "ru" else "discards a card"
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if action == TAKE:
            return "сейчас не прикуп" if ru else "this is not the buying round"
        if not C.is_card(action) or action not in self.hands[seat]:
            shown = C.show(action, lang) if C.is_card(action) else str(action)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if self.buyers:
            return ("в прикупке больше нет карт для обмена" if ru
                    else "the widow has no more cards to exchange")
        led = C.suit_of(self.trick[0])
        if any(C.suit_of(c) == led for c in self.hands[seat]):
            name = C.SUIT_NAMES_RU[led] if ru else C.SUIT_NAMES_EN[led]
            return f"нужно ходить в масть: {name}" if ru else f"you must follow suit: {name}"
        name = C.SUIT_NAMES_RU[self.trump] if ru else C.SUIT_NAMES_EN[self.trump]
        return (f"масти нет — нужно бить козырем ({name})" if ru
                else f"you cannot follow, so you must trump ({name})")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """A buy, a trick won, a deal scored, the end."""
        if not isinstance(after, DreyfusState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        seat = self.current_player()
        out: list[str] = []
        if self.buyers and action == TAKE:
            k = after.bought[seat]
            who = lower_name(names[seat])
            if k:
                out.append(f"{names[seat]}: прикуп — {count(k, lang, CARDS)}" if ru
                           else f"{who} buys {count(k, lang, CARDS)}")
            return out
        if self.buyers or len(self.trick) != self.players - 1:
            return out
        assert after.last is not None
        _, cards, win = after.last
        best = C.show(cards[trick_winner(cards, self.trump)], lang)
        out.append(f"взятка: {lower_name(names[win])} ({best})" if ru
                   else f"trick to {lower_name(names[win])} ({best})")
        if after.deal_no > self.deal_no:
            _, tricks, _ = after.rows[-1]
            tally = ", ".join(f"{names[s]} {tricks[s]}" for s in range(self.players))
            out.append(f"сдача {after.deal_no}: взятки — {tally}" if ru
                       else f"deal {after.deal_no}: tricks — {tally}")
            if after.over:
                won = ", ".join(names[s] for s in after.winners())
                out.append(f"Партия окончена, выиграл: {won}" if ru
                           else f"Game over, won by {won}")
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase(),
            "deal": self.deal_no + (0 if self.over else 1),
            "dealer": self.dealer,
            "trump": self.trump,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "widow": len(self.widow),
            "discarded": [len(d) for d in self.discards],
            "my_discards": C.texts(self.discards[seat]),
            "bought": self.bought[:],
            "buyers": self.buyers[:],
            "leader": self.leader,
            "trick": [[(self.leader + i) % self.players, C.to_text(c)]
                      for i, c in enumerate(self.trick)],
            "played": C.texts(self.played),
            "tricks": self.tricks[:],
            "voids": self.voids[:],
            "last": None if self.last is None else {
                "cards": [[(self.last[0] + i) % self.players, C.to_text(c)]
                          for i, c in enumerate(self.last[1])],
                "winner": self.last[2]},
            "below": self.below[:],
            "above": self.above[:],
            "rows": [{"trump": t, "tricks": list(tr), "bought": list(b)}
                     for t, tr, b in self.rows],
            "over": self.over,
            "winners": self.winners() if self.over else [],
            "payments": self.payments() if self.over else None,
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.widow)
        for s in range(self.players):
            if s != seat:
                hidden |= C.mask_of(self.hands[s]) | C.mask_of(self.discards[s])
        return hidden

    def resample(self, seat: int, rng: random.Random) -> DreyfusState:
        """The cards ``seat`` has not seen (the other hands, their discards, the widow)
        dealt again at random into the same places, each keeping its size, and no hand
        getting a suit its player showed he lacks this deal. The clone deals its future
        deals from its own RNG and has no forced deals queued."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        others = [s for s in range(self.players) if s != seat]
        places: list[list[C.Card]] = ([self.hands[s] for s in others]
                                      + [self.discards[s] for s in others] + [self.widow])
        barred = [suits_barred(self.voids[s]) for s in others] + [0] * (len(others) + 1)
        pool = [c for p in places for c in p]
        got = deal_places(pool, [len(p) for p in places], barred, rng)
        k = len(others)
        for i, s in enumerate(others):
            new.hands[s] = sorted(got[i], key=hand_order)
            new.discards[s] = got[k + i]
        new.widow = got[-1]
        return new

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по сдачам", "the score sheet")
        return out

