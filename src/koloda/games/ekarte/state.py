"""The state machine of Экарте (rules and readings: the package docstring).

A game is a run of deals with one dealer. A deal: five cards each, a card turned up for
trump, the exchange (propose / accept / discards and draws), then five tricks. Kings are
announced by a seat just before its first card of the deal; a seat that reaches the
target, by kings or by tricks, wins at once.

Hidden: the opponent's hand (except kings he announced and still holds), the stock and
the opponent's discards. ``resample`` re-deals exactly those, keeping what play showed:
a seat that did not follow suit holds none of it (nor trumps, if it did not trump), and
a seat that announced its kings holds no other king that would score. It also reads the
opponent's calls as a plain player means them (``_misfits``: a stand or a refusal, a hand
that promises three tricks, a proposal or an acceptance one that does not; an exchange of
k cards, 5 − k cards worth keeping kept; a first card without announcing, no king that
scores), keeping the world that fits best of a few re-deals (``_READING_TRIES``, within a
budget a decision shares); a reading no re-deal fits is let go, never what play showed.
What its cards say in the play of the tricks (a card that does not take the trick: none
could) was tried and dropped: no stronger in 160 games (bench/README.md).
"""

from __future__ import annotations

import functools
import random
import weakref
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.ekarte.rules import EkarteRules

# actions: a card (< 128) is played; 128 + card is discarded in the exchange
DISCARD = 128
PROPOSE, STAND, ACCEPT, REFUSE, TAKE, KINGS = 300, 301, 302, 303, 304, 305
WORDS = {PROPOSE: "propose", STAND: "stand", ACCEPT: "accept", REFUSE: "refuse",
         TAKE: "take", KINGS: "kings"}
_PARSE_WORDS = {
    "propose": PROPOSE, "предлагаю": PROPOSE, "скидываю": PROPOSE, "предложить": PROPOSE,
    "stand": STAND, "play": STAND, "играю": STAND, "без": STAND,
    "accept": ACCEPT, "принимаю": ACCEPT, "да": ACCEPT,
    "refuse": REFUSE, "отказ": REFUSE, "нет": REFUSE, "отказываюсь": REFUSE,
    "take": TAKE, "беру": TAKE, "взять": TAKE, "готово": TAKE,
    "kings": KINGS, "king": KINGS, "король": KINGS, "короли": KINGS,
}
_PLAY_VERBS = ("play", "ход", "ходить", "сыграть")
_DISCARD_VERBS = ("discard", "снос", "снести", "скинуть", "сбросить")

# the order within a suit: K Q J A 10 9 8 7 (the king is the highest card)
_ORDER = {13: 8, 12: 7, 11: 6, 14: 5, 10: 4, 9: 3, 8: 2, 7: 1}
HAND = 5
TRICKS = 5
# re-deals of a world that goes against the other's calls: at most this many for one
# world, and for a decision's worlds together the first few and so many a world
_READING_TRIES = 24
_READING_START = 16
_READING_PER_WORLD = 4
# the re-deals a base has spent, [worlds, re-deals], kept beside it (not in it: a true
# state that is asked for a world stays as it was)
_READING_SPENT: weakref.WeakKeyDictionary[EkarteState, list[int]] = (
    weakref.WeakKeyDictionary())


def power(card: C.Card) -> int:
    return _ORDER[C.rank_of(card)]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), -power(card))


def beats(card: C.Card, other: C.Card, trump: int) -> bool:
    """Whether ``card`` beats ``other`` (which leads or is winning so far)."""
    if C.suit_of(card) == C.suit_of(other):
        return power(card) > power(other)
    return C.suit_of(card) == trump


def strong_hand(hand: Sequence[C.Card], trump: int) -> bool:
    """A hand that promises three tricks as it stands (three trumps; two and a king or
    queen; one and three of those): the usual reason to play without an exchange. The
    heuristic player decides by it, and the search reads the others' calls by it."""
    trumps = sum(1 for c in hand if C.suit_of(c) == trump)
    high = sum(1 for c in hand if C.suit_of(c) != trump and power(c) >= 7)
    return trumps >= 3 or (trumps >= 2 and high >= 1) or (trumps >= 1 and high >= 3)


def worth_keeping(card: C.Card, trump: int) -> bool:
    """A card one keeps in an exchange: a trump, a king or a queen."""
    return C.suit_of(card) == trump or power(card) >= 7


@functools.cache
def _race(a: int, b: int) -> float:
    """The chance of needing ``a`` points winning a race against needing ``b`` when each
    step gives one point to either side, evenly."""
    if a <= 0:
        return 1.0
    if b <= 0:
        return 0.0
    return (_race(a - 1, b) + _race(a, b - 1)) / 2


class EkarteState(State):
    rules: EkarteRules

    def __init__(self, game: Game, players: int, rules: EkarteRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.dealer = rules.first_dealer - 1
        self.need_shuffle = True
        # the next deal comes from the rest of the stock: a chance step of its own, with
        # nothing random in it, so that a search can stop at a deal's end and value it
        self.need_deal = False
        self.stock: list[C.Card] = []  # the top first
        self.hands: list[list[C.Card]] = [[], []]
        self.turnup: C.Card = -1
        self.trump = 0
        self.played: list[C.Card] = []  # face-up cards out of play since the last shuffle
        self.hidden_out: list[list[C.Card]] = [[], []]  # each seat's discards, face down
        self.phase = "propose"
        self.exchanger = 0
        self.pending: list[C.Card] = []  # the cards the exchanger has discarded this step
        self.exchanges = 0  # completed exchange rounds this deal
        self.bought = [0, 0]  # cards each seat exchanged this deal
        self.obliged: int | None = None  # who stood or refused: must take three tricks
        # what each seat's calls this deal said about the hand it holds (with the cards it
        # has played), read by the search's worlds: True strong (it stood or refused),
        # False weak (it proposed or accepted), None nothing (no call, or it drew since)
        self.called: list[bool | None] = [None, None]
        # the cards worth keeping the seat held after its last exchange this deal, at
        # least: the cards it kept (0: nothing known)
        self.kept = [0, 0]
        self.shown: list[list[C.Card]] = [[], []]  # the cards each seat played this deal
        self.announced: list[list[C.Card]] = [[], []]
        self.started = [False, False]  # the seat has played a card this deal
        self.no_kings = [False, False]  # announced: holds no other scoring king
        self.voids = [0, 0]  # bit per suit the seat has shown to lack this deal
        self.leader = 0
        self.trick: list[C.Card] = []
        self.won = [0, 0]
        self.last: list[C.Card] = []
        self.last_leader = 0
        self.last_winner: int | None = None
        self.scores = [0, 0]
        self.money = [0, 0]  # the bets on tricks (stake=tricks)
        self.deal_no = 0
        self.rows: list[tuple[int, int, int, int, int]] = []  # deal, tricks 0/1, points 0/1
        self.kings_now = [0, 0]  # points for kings this deal
        self.winner: int | None = None

    # --- dealing ----------------------------------------------------------------------

    def _chance(self) -> None:
        if not self.need_shuffle:
            self.need_deal = False
            self._deal()
            return
        self.stock = self.shuffled(C.deck(32))
        self.played = []
        self.hidden_out = [[], []]
        self.last = []  # its cards are back in the deck: showing them would tell where
        self.last_winner = None
        self.need_shuffle = False
        self._deal()

    def _deal(self) -> None:
        """Five cards each from the top of the stock in two packets, the elder first,
        then the next card turned up for trump."""
        elder = 1 - self.dealer
        first = 2 if self.rules.packets == "2-3" else 3
        hands: list[list[C.Card]] = [[], []]
        for size in (first, HAND - first):
            for seat in (elder, self.dealer):
                hands[seat] += self.stock[:size]
                del self.stock[:size]
        self.hands = [sorted(h, key=hand_order) for h in hands]
        self.turnup = self.stock.pop(0)
        self.trump = C.suit_of(self.turnup)
        self.deal_no += 1
        self.exchanges = 0
        self.bought = [0, 0]
        self.pending = []
        self.obliged = None
        self.called = [None, None]
        self.kept = [0, 0]
        self.shown = [[], []]
        self.announced = [[], []]
        self.started = [False, False]
        self.no_kings = [False, False]
        self.voids = [0, 0]
        self.leader = elder
        self.trick = []
        self.won = [0, 0]
        self.kings_now = [0, 0]
        self.phase = "play" if self.rules.exchange == "none" else "propose"
        if self.rules.turnup_king and C.rank_of(self.turnup) == 13:
            self._add(self.dealer, 1)
            self.kings_now[self.dealer] += 1

    def _add(self, seat: int, points: int) -> None:
        self.scores[seat] += points
        if self.winner is None and self.scores[seat] >= self.rules.target:
            self.winner = seat

    # --- the machine ------------------------------------------------------------------

    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        if self.need_shuffle or self.need_deal:
            return CHANCE
        if self.phase == "propose":
            return 1 - self.dealer
        if self.phase == "answer":
            return self.dealer
        if self.phase == "discard":
            return self.exchanger
        return (self.leader + len(self.trick)) % 2

    def scoring_kings(self, seat: int) -> list[C.Card]:
        return [c for c in self.hands[seat] if self._scores_as_king(c)]

    def can_exchange(self) -> bool:
        return len(self.stock) > 0

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.phase == "propose":
            return [PROPOSE, STAND] if self.can_exchange() else [STAND]
        if self.phase == "answer":
            return [ACCEPT, REFUSE]
        if self.phase == "discard":
            out: list[Action] = []
            if len(self.pending) < len(self.stock):
                out = [DISCARD + c for c in self.hands[seat]]
            if self.pending or seat == self.dealer:
                out.append(TAKE)
            return out
        return self._plays(seat)

    def search_actions(self) -> list[Action]:
        """Discards in rising card order only: the cards thrown in one step are drawn
        for together, so their order changes nothing, and a search that tried every
        order would spread one choice of cards over up to 120 branches."""
        legal = self.legal_actions()
        if self.phase != "discard" or not self.pending:
            return legal
        last = max(self.pending)
        return [a for a in legal if a == TAKE or a - DISCARD > last]

    def follows(self, seat: int) -> list[C.Card]:
        """The cards ``seat`` may play to the trick now."""
        hand = self.hands[seat]
        if not self.trick:
            return hand[:]
        lead = self.trick[0]
        best = self.trick[-1] if len(self.trick) > 1 else lead
        suit = [c for c in hand if C.suit_of(c) == C.suit_of(lead)]
        if suit:
            if self.rules.must_head:
                higher = [c for c in suit if beats(c, best, self.trump)]
                return higher or suit
            return suit
        trumps = [c for c in hand if C.suit_of(c) == self.trump]
        return trumps or hand[:]

    def _plays(self, seat: int) -> list[Action]:
        out: list[Action] = list(self.follows(seat))
        # kings are announced once a deal, before the seat's first card
        if not self.started[seat] and not self.no_kings[seat] and self.scoring_kings(seat):
            out.append(KINGS)
        return out

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if action == PROPOSE:
            self.phase = "answer"
            self.called[seat] = False
        elif action == STAND:
            if self.can_exchange():
                self.called[seat] = True
                if self.exchanges == 0:
                    self.obliged = seat
            self.phase = "play"
        elif action == ACCEPT:
            self.phase = "discard"
            self.exchanger = 1 - self.dealer
            self.pending = []
            self.called[seat] = False
        elif action == REFUSE:
            if self.exchanges == 0:
                self.obliged = seat
            self.called[seat] = True
            self.phase = "play"
        elif action == TAKE:
            self._take(seat)
        elif action == KINGS:
            kings = self.scoring_kings(seat)
            self.announced[seat] = kings
            self.no_kings[seat] = True
            self.kings_now[seat] += len(kings)
            self._add(seat, len(kings))
        elif action >= DISCARD:
            card = action - DISCARD
            self.hands[seat].remove(card)
            self.pending.append(card)
        else:
            self._play(seat, action)

    def _take(self, seat: int) -> None:
        k = len(self.pending)
        # a short stock may have stopped the discards: then the cards kept say nothing
        self.kept[seat] = HAND - k if k < len(self.stock) else 0
        if k:
            self.called[seat] = None  # the hand the call was about is gone
        self.hidden_out[seat] += self.pending
        self.hands[seat] = sorted(self.hands[seat] + self.stock[:k], key=hand_order)
        del self.stock[:k]
        self.bought[seat] += k
        self.pending = []
        if seat != self.dealer:
            self.exchanger = self.dealer
            return
        self.exchanges += 1
        if self.rules.exchange == "repeat" and self.can_exchange():
            self.phase = "propose"
        else:
            self.phase = "play"

    def _play(self, seat: int, card: C.Card) -> None:
        if self.trick:
            lead = self.trick[0]
            if C.suit_of(card) != C.suit_of(lead):
                self.voids[seat] |= 1 << C.suit_of(lead)
                if C.suit_of(card) != self.trump:
                    self.voids[seat] |= 1 << self.trump
        self.started[seat] = True
        self.shown[seat].append(card)
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < 2:
            return
        lead, reply = self.trick
        winner = 1 - self.leader if beats(reply, lead, self.trump) else self.leader
        self.won[winner] += 1
        self.last = self.trick
        self.last_leader = self.leader
        self.last_winner = winner
        self.played += self.trick
        self.trick = []
        self.leader = winner
        if sum(self.won) == TRICKS:
            self._end_deal()

    def _end_deal(self) -> None:
        side = 0 if self.won[0] >= 3 else 1
        points = 2 if self.won[side] == TRICKS else 1
        if self.obliged == 1 - side:
            points += self.rules.penalty
        if self.rules.stake == "tricks":
            self.money[side] += self.rules.unit
            self.money[1 - side] -= self.rules.unit
        got = [points if s == side else 0 for s in range(2)]
        self.rows.append((self.deal_no, self.won[0], self.won[1],
                          got[0] + self.kings_now[0], got[1] + self.kings_now[1]))
        self._add(side, points)
        self.played.append(self.turnup)
        if self.winner is not None:
            return
        if self.rules.redeal == "fresh" or len(self.stock) < 2 * HAND + 1:
            self.need_shuffle = True
        else:
            self.need_deal = True

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        unit = self.rules.unit
        if self.rules.stake == "tricks":
            return [float(m) for m in self.money]
        if self.rules.stake == "points":
            diff = self.scores[self.winner] - self.scores[1 - self.winner]
            return [float(diff * unit if s == self.winner else -diff * unit)
                    for s in range(2)]
        return [float(unit if s == self.winner else -unit) for s in range(2)]

    def search_values(self) -> list[float] | None:
        """For the search players: the result at the end (the winner above one half,
        the loser below, by the margin when the stake is per point or per bet); between
        deals (a new shuffle or the next deal from the rest), the chance of reaching the
        target first if every deal gave a point to either seat evenly (by the bets so far
        when the stake is the bet on tricks)."""
        target = self.rules.target
        if self.rules.stake == "tricks":
            if self.winner is None and not self._between_deals():
                return None
            v = min(1.0, max(0.0, 0.5 + self.money[0] / (2 * self.rules.unit * target)))
            return [v, 1.0 - v]
        if self.winner is not None:
            w = self.winner
            v = 1.0
            if self.rules.stake == "points":
                margin = self.scores[w] - self.scores[1 - w]
                v = 0.5 + 0.5 * min(1.0, max(1, margin) / target)
            return [v if s == w else 1.0 - v for s in range(2)]
        if not self._between_deals():
            return None
        p = _race(target - self.scores[0], target - self.scores[1])
        return [p, 1.0 - p]

    def _between_deals(self) -> bool:
        return (self.need_shuffle or self.need_deal) and self.deal_no > 0

    def clone(self) -> EkarteState:
        new = EkarteState.__new__(EkarteState)
        self._copy_base_into(new)
        for name in ("dealer", "need_shuffle", "need_deal", "turnup", "trump", "phase",
                     "exchanger", "exchanges", "obliged", "leader", "last_leader",
                     "last_winner", "deal_no", "winner"):
            setattr(new, name, getattr(self, name))
        new.stock = self.stock[:]
        new.hands = [h[:] for h in self.hands]
        new.played = self.played[:]
        new.hidden_out = [h[:] for h in self.hidden_out]
        new.pending = self.pending[:]
        new.bought = self.bought[:]
        new.announced = [a[:] for a in self.announced]
        new.started = self.started[:]
        new.no_kings = self.no_kings[:]
        new.voids = self.voids[:]
        new.trick = self.trick[:]
        new.won = self.won[:]
        new.last = self.last[:]
        new.scores = self.scores[:]
        new.money = self.money[:]
        new.rows = self.rows[:]
        new.kings_now = self.kings_now[:]
        new.called = self.called[:]
        new.kept = self.kept[:]
        new.shown = [c[:] for c in self.shown]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action in WORDS:
            return WORDS[action]
        if action >= DISCARD:
            return "discard " + C.to_text(action - DISCARD)
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 1 and words[0].casefold() in _PARSE_WORDS:
            return _PARSE_WORDS[words[0].casefold()]
        verb = ""
        if len(words) == 2:
            verb = words[0].casefold()
            words = words[1:]
        if len(words) == 1 and verb in ("", *_PLAY_VERBS, *_DISCARD_VERBS):
            try:
                card = C.parse(words[0])
            except ParseError:
                card = -1
            if card >= 0 and C.rank_of(card) in _ORDER and not C.is_joker(card) \
                    and C.copy_of(card) == 0:
                if verb in _DISCARD_VERBS or (not verb and self.phase == "discard"):
                    return DISCARD + card
                return card
        raise ParseError(
            f"'{text}' is not a move; write a card (QH, play QH, discard QH) or one of: "
            "propose, stand, accept, refuse, take, kings",
            f"«{text}» — не ход; напишите карту (Дч, play QH, снос Дч) или одно из: "
            "предлагаю, играю, принимаю, отказ, беру, короли")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        labels = {PROPOSE: ("предлагаю прикупку", "I propose an exchange"),
                  STAND: ("играю без прикупки", "I play without exchange"),
                  ACCEPT: ("принимаю", "I accept"),
                  REFUSE: ("не принимаю", "I refuse"),
                  TAKE: ("беру из колоды", "take from the stock"),
                  KINGS: ("у меня король", "I have a king")}
        if action in labels:
            return labels[action][0 if ru else 1]
        if action >= DISCARD:
            shown = C.show(action - DISCARD, lang)
            return f"снос {shown}" if ru else f"discard {shown}"
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """A discard lies face down: only its owner reads which card it was."""
        if DISCARD <= action < PROPOSE and viewer != self.current_player():
            return "сносит карту" if lang == "ru" else "discards a card"
        if action == TAKE:
            k = len(self.pending)
            return (f"берёт из колоды: {k}" if lang == "ru" else f"takes {k} from the stock")
        if action == KINGS:
            kings = " ".join(C.show(c, lang) for c in self.scoring_kings(self.current_player()))
            return (f"у меня король: {kings}" if lang == "ru" else f"I have a king: {kings}")
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.current_player()
        if seat < 0:
            return None
        if action in WORDS:
            return ("сейчас так нельзя" if ru else "not allowed now")
        card = action - DISCARD if action >= DISCARD else action
        if card not in self.hands[seat]:
            shown = C.show(card, lang)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action >= DISCARD:
            if self.phase != "discard":
                return "сейчас не сносят" if ru else "this is not the time to discard"
            return ("колоды не хватит на замену" if ru
                    else "the stock cannot replace more cards")
        if self.phase != "play":
            return ("сейчас не ходят: идёт прикупка" if ru
                    else "play has not started: the exchange is on")
        return ("нужно класть в масть, без неё — козыря" + (", и перебить" if
                self.rules.must_head else "") if ru else
                "follow suit, or trump without it" + (", and beat the card if you can"
                                                      if self.rules.must_head else ""))

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, EkarteState):
            return []
        if names is None:
            names = seat_names(2, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        seat = self.current_player()
        if action == KINGS:
            k = len(after.announced[seat])
            out.append(f"{names[seat]}: +{k} за королей" if ru else
                       f"{names[seat]}: +{k} for kings")
        if action < DISCARD and self.phase == "play" and len(self.trick) == 1:
            w = after.last_winner if after.last_winner is not None else 0
            out.append(f"взятку берёт {names[w]}" if ru else f"{names[w]} takes the trick")
            if sum(self.won) == TRICKS - 1:
                d, t0, t1, p0, p1 = after.rows[-1]
                out.append(f"сдача {d}: взятки {t0}:{t1}, очки {p0}:{p1}" if ru else
                           f"deal {d}: tricks {t0}:{t1}, points {p0}:{p1}")
        if after.winner is not None and self.winner is None:
            w = after.winner
            out.append(f"партию выигрывает {names[w]} ({after.scores[0]}:{after.scores[1]})"
                       if ru else f"{names[w]} wins the game "
                       f"({after.scores[0]}:{after.scores[1]})")
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        live = not self.need_shuffle or self.deal_no > 0
        return {
            "game": self.game.key,
            "seat": seat,
            "players": 2,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "deal": self.deal_no,
            "phase": self.phase if live else "deal",
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "turnup": C.to_text(self.turnup) if self.turnup >= 0 else None,
            "trump": self.trump if self.turnup >= 0 else None,
            "pending": C.texts(self.pending) if seat == self.exchanger
            and self.phase == "discard" else [],
            "pending_count": len(self.pending),
            "my_discards": sorted(C.to_text(c) for c in self.hidden_out[seat]),
            "bought": self.bought[:],
            "exchanges": self.exchanges,
            "obliged": self.obliged,
            "announced": [C.texts(a) for a in self.announced],
            "started": self.started[:],
            "leader": self.leader,
            "trick": C.texts(self.trick),
            "won": self.won[:],
            "last": C.texts(self.last),
            "last_leader": self.last_leader,
            "last_winner": self.last_winner,
            "played": C.texts(self.played),
            "scores": self.scores[:],
            "money": self.money[:],
            "rows": [list(r) for r in self.rows],
            "winner": self.winner,
            "over": self.winner is not None,
        }

    def unseen(self, seat: int) -> int:
        opp = 1 - seat
        shown = set(self.announced[opp])
        hidden = C.mask_of(self.stock) | C.mask_of(self.hidden_out[opp])
        hidden |= C.mask_of(c for c in self.hands[opp] if c not in shown)
        if self.exchanger == opp and self.phase == "discard":
            hidden |= C.mask_of(self.pending)
        return hidden

    def resample(self, seat: int, rng: random.Random) -> EkarteState:
        return self._world(seat, rng, _READING_SPENT.setdefault(self, [0, 0]))

    def canonical(self, seat: int) -> State:
        # a budget of its own: the representative must not depend on what was asked before
        return self._world(seat, random.Random(0x1DEA), [0, 0]).wiped()

    def _world(self, seat: int, rng: random.Random, spent: list[int]) -> EkarteState:
        """A world for ``seat``; ``spent``: the re-deals its base has spent so far,
        [worlds, re-deals]."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.need_shuffle:
            return new
        opp = 1 - seat
        shown = set(self.announced[opp])
        fixed = [c for c in new.hands[opp] if c in shown]
        free = [c for c in new.hands[opp] if c not in shown]
        opp_pending = new.pending if new.phase == "discard" and new.exchanger == opp else []
        # shuffled from their sorted order, not the true one: the worlds must not follow
        # where the hidden cards really lie
        pool = sorted(free + new.stock + new.hidden_out[opp] + opp_pending)
        rng.shuffle(pool)

        def allowed(card: C.Card) -> bool:
            if new.voids[opp] >> C.suit_of(card) & 1:
                return False
            return not (new.no_kings[opp] and new._scores_as_king(card))

        fits = [c for c in pool if allowed(c)]
        if len(fits) < len(free):  # cannot happen: the true hand fits
            return new
        chosen = fits[:len(free)]
        if not opp_pending and (new.called[opp] is not None or new.kept[opp]
                                or (new.started[opp] and not new.no_kings[opp])):
            # the world, of a few re-deals, that fits the other's calls best (read as a
            # plain player makes them): a world against them is still a possible one,
            # only a less likely one
            # re-deals cost: a decision's worlds (all drawn from one base) share a budget
            # of a few a world, so an opponent who plays otherwise slows it only so much
            spent[0] += 1
            tries = min(_READING_TRIES, _READING_START + _READING_PER_WORLD * spent[0]
                        - spent[1])
            misfits = new._misfits(opp, fixed + chosen)
            for _ in range(tries):
                if not misfits:
                    break
                spent[1] += 1
                rng.shuffle(pool)
                fits = [c for c in pool if allowed(c)]
                tried = fits[:len(free)]
                count = new._misfits(opp, fixed + tried)
                if count < misfits:
                    chosen, misfits = tried, count
        rest = [c for c in pool if c not in chosen]
        new.hands[opp] = sorted(fixed + chosen, key=hand_order)
        k = len(new.stock)
        new.stock = rest[:k]
        del rest[:k]
        if opp_pending:
            new.pending = rest[:len(opp_pending)]
            del rest[:len(opp_pending)]
        new.hidden_out[opp] = rest
        return new

    def _misfits(self, seat: int, hand: list[C.Card]) -> int:
        """How many of ``seat``'s calls this deal a plain player holding ``hand`` now (with
        the cards it has played) would not have made: it stands or refuses with a hand
        that promises three tricks and proposes or accepts otherwise, keeps its trumps,
        kings and queens in an exchange, and announces its kings."""
        trump = self.trump
        whole = hand + self.shown[seat]
        out = 0
        called = self.called[seat]
        if called is not None and strong_hand(whole, trump) != called:
            out += 1
        if self.started[seat] and not self.no_kings[seat] and any(
                self._scores_as_king(c) for c in whole):
            out += 1
        if sum(1 for c in whole if worth_keeping(c, trump)) < self.kept[seat]:
            out += 1
        return out

    def _scores_as_king(self, card: C.Card) -> bool:
        return C.rank_of(card) == 13 and (
            self.rules.kings == "any" or C.suit_of(card) == self.trump)

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:], "money": self.money[:],
                "winners": [self.winner] if self.winner is not None else []}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по сдачам", "the score of each deal")
        out["last"] = ("последняя взятка", "the last trick")
        return out
