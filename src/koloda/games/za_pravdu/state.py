"""The state machine of «За правду» (rules: the package docstring).

A deal is a chance event: the hands, then the trump (the next card of the stock turned
face up, or, when the deck is dealt out, the dealer's last card, which everybody sees).
Then each seat from the dealer's left declares its tricks (an action ``BID + k``), and
the cards are played: an action below ``PLAIN`` is the card itself (a шаха so played
beats everything), ``PLAIN + card`` is a шаха played «за простую», as its own card (rule
``shakhi``; without шахи no such action exists). What a seat may know: its hand, the
trump, every bid and every card played, and so which suits (and шахи) a player has shown
he lacks. ``resample`` deals the cards a seat cannot see again within those bounds."""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Collection, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_places, suits_barred
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.engine.standing import shared
from koloda.engine.textnum import parse_int
from koloda.engine.texts import plural_ru
from koloda.games.za_pravdu.rules import ZaPravduRules, deck_for, ladder, shakhi_of

PLAIN = 512  # a шаха played «за простую» is PLAIN + card (cards are below 256)
BID = 1000  # a declaration of k tricks is the action BID + k
EXACT = 5  # points per trick declared and taken, and the bonus «за правду»

WILD = 4  # the bit of ``void`` after the four suits: the seat has shown it holds no шаха
# a finished trick: its leader, its plays (actions: cards, or PLAIN + a шаха) in order,
# the seat that took it
Trick = tuple[int, tuple[Action, ...], int]
# a finished deal on the sheet: cards each, the trump suit, bids, tricks taken, points
# (the suit, not the card: that card may lie hidden in a hand of a later deal)
Row = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]

_BID_WORDS = ("bid", "заказ", "заказываю", "беру", "take")
_PLAY_WORDS = ("play", "ход", "хожу")
_PLAIN_WORDS = ("plain", "простую", "простая", "за-простую")


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def deal_points(bid: int, took: int) -> int:
    """What one player writes for a deal: five a trick and five more «за правду» when he
    took exactly what he declared (five for declaring none and taking none), else one a
    trick."""
    return EXACT * took + EXACT if took == bid else took


def wild_of(obs_shakhi: Sequence[Sequence[int]]) -> frozenset[C.Card]:
    """The шахи from an observation's ``shakhi`` (pairs of rank and suit)."""
    return frozenset(C.make(rank, suit) for rank, suit in obs_shakhi)


def card_of(action: Action) -> C.Card:
    """The card a play puts on the table, whichever way a шаха is played."""
    return action - PLAIN if PLAIN <= action < BID else action


def lead_suit(first: Action, trump: int, wild: Collection[C.Card]) -> int:
    """The suit a trick is led in: a шаха led to beat counts as a trump lead; one led
    «за простую» (and any other card) leads its own suit."""
    return trump if first in wild else C.suit_of(card_of(first))


def trick_winner(plays: Sequence[Action], leader: int, players: int, trump: int,
                 wild: Collection[C.Card] = ()) -> int:
    """The seat that takes a trick: the last шаха played to beat, else the highest
    trump, else the highest card of the suit led (a шаха «за простую» is its own card)."""
    high = [i for i, a in enumerate(plays) if a in wild]
    if high:
        return (leader + high[-1]) % players
    cards = [card_of(a) for a in plays]
    best = 0
    for i, c in enumerate(cards[1:], start=1):
        b = cards[best]
        if C.suit_of(c) == C.suit_of(b):
            if C.rank_of(c) > C.rank_of(b):
                best = i
        elif C.suit_of(c) == trump and C.suit_of(b) != trump:
            best = i
    return (leader + best) % players


def legal_plays(hand: Sequence[C.Card], trick: Sequence[Action], trump: int,
                wild: Collection[C.Card] = (), trump_lead: bool = False) -> list[Action]:
    """A card of the suit led; lacking it, a trump; lacking both, any card. A шаха may
    go at any turn, either way, and stands for a trump where one is asked for. Leading
    with rule ``trump_lead``, a trump only when the plain cards are all trumps."""
    shakhi = [c for c in hand if c in wild]
    plain = [c for c in hand if c not in wild]
    wild_plays = [a for c in shakhi for a in (c, PLAIN + c)]
    if not trick:
        side = [c for c in plain if C.suit_of(c) != trump]
        return (side if trump_lead and side else plain) + wild_plays
    lead = lead_suit(trick[0], trump, wild)
    follow = [c for c in plain if C.suit_of(c) == lead]
    if follow:
        return follow + wild_plays
    trumps = [c for c in plain if C.suit_of(c) == trump]
    if trumps or shakhi:
        return trumps + wild_plays
    return plain


class ZaPravduState(State):
    rules: ZaPravduRules

    def __init__(self, game: Game, players: int, rules: ZaPravduRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deck = deck_for(players, rules)
        self.wild = shakhi_of(self.deck, rules.shakhi)  # the шахи (none by default)
        self.sizes = ladder(players, len(self.deck), rules.top)
        self.deal_no = 0  # the index in ``sizes`` of the deal being played
        self.dealt = False
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.rest: list[C.Card] = []  # the stock under the trump, face down
        self.trump = 0  # the trump card (its face)
        self.trump_held = False  # the dealer holds the trump card (a deal of all cards)
        self.bids = [-1] * players  # -1: not declared yet
        self.nbids = 0
        self.leader = 0
        self.trick: list[Action] = []
        self.won = [0] * players
        self.tricks: list[Trick] = []  # this deal's finished tricks
        self.last: Trick | None = None  # this deal's last trick (kept until the next deal)
        # a bit per suit the seat has shown it lacks this deal (bit WILD: no шаха)
        self.void = [0] * players
        self.scores = [0] * players
        self.sheet: list[Row] = []

    # --- chance -----------------------------------------------------------------------

    @property
    def dealer(self) -> int:
        """The first deal is the last seat's, so the first seat opens; it passes left."""
        return (self.players - 1 + self.deal_no) % self.players

    @property
    def trump_suit(self) -> int:
        return C.suit_of(self.trump)

    @property
    def size(self) -> int:
        return self.sizes[min(self.deal_no, len(self.sizes) - 1)]

    def _chance(self) -> None:
        """One card at a time from the dealer's left; the next card is the trump, or the
        dealer's last card when every card is dealt."""
        order = self.shuffled(self.deck)
        n, k = self.players, self.size
        hands: list[list[C.Card]] = [[] for _ in range(n)]
        for i in range(n * k):
            hands[(self.dealer + 1 + i) % n].append(order[i])
        self.hands = [sorted(h, key=hand_order) for h in hands]
        if n * k < len(order):
            self.trump = order[n * k]
            self.rest = order[n * k + 1:]
            self.trump_held = False
        else:
            self.trump = order[n * k - 1]
            self.rest = []
            self.trump_held = True
        self.dealt = True
        self.bids = [-1] * n
        self.nbids = 0
        self.leader = (self.dealer + 1) % n
        self.trick = []
        self.won = [0] * n
        self.tricks = []
        self.last = None  # the cards of past deals are back in the deck
        self.void = [0] * n

    # --- the state machine ------------------------------------------------------------

    @property
    def bidding(self) -> bool:
        return self.nbids < self.players

    def current_player(self) -> int:
        if self.deal_no >= len(self.sizes):
            return TERMINAL
        if not self.dealt:
            return CHANCE
        if self.bidding:
            return (self.dealer + 1 + self.nbids) % self.players
        return (self.leader + len(self.trick)) % self.players

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.bidding:
            return [BID + k for k in range(self.size + 1)]
        return legal_plays(self.hands[seat], self.trick, self.trump_suit, self.wild,
                           self.rules.trump_lead)

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if action >= BID:
            self.bids[seat] = action - BID
            self.nbids += 1
            return
        card = card_of(action)
        trump = self.trump_suit
        self.hands[seat].remove(card)
        if self.trump_held and card == self.trump:
            self.trump_held = False
        if card not in self.wild:  # a шаха may go at any turn: it tells nothing
            self._learn(seat, card, trump)
        self.trick.append(action)
        if len(self.trick) < self.players:
            return
        taker = trick_winner(self.trick, self.leader, self.players, trump, self.wild)
        done: Trick = (self.leader, tuple(self.trick), taker)
        self.tricks.append(done)
        self.last = done
        self.won[taker] += 1
        self.leader = taker
        self.trick = []
        if not any(self.hands):
            self._score()

    def _learn(self, seat: int, card: C.Card, trump: int) -> None:
        """What a plain card played tells everybody about the rest of the hand."""
        if not self.trick:
            if self.rules.trump_lead and C.suit_of(card) == trump:
                # a trump led under the ban: no plain card of another suit is left
                self.void[seat] |= 0b1111 & ~(1 << trump)
            return
        lead = lead_suit(self.trick[0], trump, self.wild)
        if C.suit_of(card) == lead:
            return
        self.void[seat] |= 1 << lead
        if C.suit_of(card) != trump:  # neither a trump nor a шаха is left either
            self.void[seat] |= 1 << trump | (1 << WILD if self.wild else 0)

    def _score(self) -> None:
        pts = tuple(deal_points(b, w) for b, w in zip(self.bids, self.won, strict=True))
        for s, p in enumerate(pts):
            self.scores[s] += p
        self.sheet.append((self.size, self.trump_suit, tuple(self.bids), tuple(self.won),
                           pts))
        self.deal_no += 1
        self.dealt = False
        self.rest = []
        self.trump_held = False

    def winners(self) -> list[int]:
        best = max(self.scores)
        return [s for s, p in enumerate(self.scores) if p == best]

    def returns(self) -> list[float]:
        """The most points win; a tie shares the win."""
        if not self.is_terminal():
            return [0.0] * self.players
        top = self.winners()
        return shared(top, self.players)

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the result at the end;
        between deals, each seat's lead over the best of the others, on a logistic
        curve whose width is how far the deals left can move the scores apart (about
        five points a trick one may take, and the five «за правду», per deal)."""
        if self.is_terminal():
            return self.returns()
        if self.dealt or not self.sheet:
            return None
        n = self.players
        spread = _spread(n, len(self.deck), self.rules.top, self.deal_no)
        first = max(range(n), key=self.scores.__getitem__)
        top = self.scores[first]
        second = max(p for s, p in enumerate(self.scores) if s != first)
        out = []
        for s, p in enumerate(self.scores):
            lead = (p - (second if s == first else top)) / spread
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead)))))
        return out

    def clone(self) -> ZaPravduState:
        new = ZaPravduState.__new__(ZaPravduState)
        self._copy_base_into(new)
        new.deck = self.deck  # never changed
        new.wild = self.wild
        new.sizes = self.sizes
        new.deal_no = self.deal_no
        new.dealt = self.dealt
        new.hands = [h[:] for h in self.hands]
        new.rest = self.rest[:]
        new.trump = self.trump
        new.trump_held = self.trump_held
        new.bids = self.bids[:]
        new.nbids = self.nbids
        new.leader = self.leader
        new.trick = self.trick[:]
        new.won = self.won[:]
        new.tricks = self.tricks[:]  # tuples: shared safely
        new.last = self.last
        new.void = self.void[:]
        new.scores = self.scores[:]
        new.sheet = self.sheet[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action >= BID:
            return f"bid {action - BID}"
        if action >= PLAIN:
            return "plain " + C.to_text(action - PLAIN)
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 2 and words[0].casefold() in _BID_WORDS:
            number = parse_int(words[1], 0, 99)  # ASCII digits only, length-checked
            if number is not None:
                return BID + number
        plain = False
        if self.wild and len(words) == 2 and words[0].casefold() in _PLAIN_WORDS:
            plain, words = True, words[1:]
        elif self.wild and len(words) == 3 and words[0].casefold() in _PLAY_WORDS \
                and words[2].casefold() in _PLAIN_WORDS:
            plain, words = True, words[1:2]
        elif len(words) == 2 and words[0].casefold() in _PLAY_WORDS:
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                pass
            else:
                if not C.is_joker(card) and C.copy_of(card) == 0:
                    return PLAIN + card if plain else card
        if self.wild:
            raise ParseError(
                f"'{text}' is not a move; write a card of your hand (QH, play QH), a шаха "
                "played as its own card (plain 6C) or a declaration (bid 2)",
                f"«{text}» — не ход; напишите карту с руки (Дч, Д♥, play QH), шаху за "
                "простую (простую 6т, plain 6C) или заказ (заказ 2, bid 2)")
        raise ParseError(
            f"'{text}' is not a move; write a card of your hand (QH, play QH) or a "
            "declaration (bid 2)",
            f"«{text}» — не ход; напишите карту с руки (Дч, Д♥, play QH) или заказ "
            "(заказ 2, bid 2)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action >= BID:
            k = action - BID
            if ru:
                return f"заказ: {k} {plural_ru(k, 'взятка', 'взятки', 'взяток')}"
            return f"bid {k} trick{'' if k == 1 else 's'}"
        shown = C.show(card_of(action), lang)
        if action >= PLAIN:
            return f"{shown} за простую" if ru else f"{shown} as a plain card"
        if action in self.wild:
            return f"{shown} — шаха, бьёт всё" if ru else f"{shown}, the шаха, beating all"
        return shown

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if self.bidding:
            if action < BID:
                return ("сейчас заказывают взятки, а не ходят" if ru
                        else "tricks are being declared now, not played")
            if action - BID > self.size:
                return (f"заказать можно от 0 до {self.size}" if ru
                        else f"a declaration is from 0 to {self.size}")
            return None
        if action >= BID:
            return "заказы уже сделаны" if ru else "the declarations are over"
        card = card_of(action)
        if card not in self.hands[seat]:
            shown = C.show(card, lang)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action >= PLAIN and card not in self.wild:
            return ("за простую кладут только шаху" if ru
                    else "only a шаха (wild card) is played as a plain card")
        if action in self.legal_actions():
            return None
        if not self.trick:
            return ("с козыря ходить нельзя, пока есть некозырные карты" if ru
                    else "you may not lead a trump while you hold a card of another suit")
        lead = lead_suit(self.trick[0], self.trump_suit, self.wild)
        or_wild = (" или шаху", " or play a шаха") if self.wild else ("", "")
        if any(C.suit_of(c) == lead for c in self.hands[seat] if c not in self.wild):
            name = (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[lead]
            return (f"нужно класть {name}{or_wild[0]}" if ru
                    else f"you must follow suit ({name}){or_wild[1]}")
        if self.wild:
            return "нужно бить козырем или шахой" if ru else "you must play a trump or a шаха"
        return "нужно бить козырем" if ru else "you must play a trump"

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """Who took the trick this card completed, and what the deal wrote."""
        if not isinstance(after, ZaPravduState) or action >= BID or after.last is self.last:
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        assert after.last is not None
        _, plays, taker = after.last
        best = C.show(card_of(plays[(taker - after.last[0]) % self.players]), lang)
        who = names[taker]
        if who in ("Вы", "You"):
            out = [f"взятку берёте вы ({best})" if ru else f"you take the trick ({best})"]
        else:
            out = [f"взятку берёт {who} ({best})" if ru else f"{who} takes the trick ({best})"]
        if after.deal_no > self.deal_no:
            size, _, bids, won, pts = after.sheet[-1]
            parts = []
            for s in range(self.players):
                mark = (" (за правду)" if ru else " (exact)") if bids[s] == won[s] else ""
                parts.append(f"{names[s]} {pts[s]}{mark}")
            head = (f"раздача по {size}: " if ru else f"the deal of {size}: ")
            out.append(head + ", ".join(parts))
            if after.is_terminal():
                top = ", ".join(names[s] for s in after.winners())
                out.append(f"игра окончена, побеждает {top}" if ru
                           else f"game over, {top} wins")
        return out

    # --- information ------------------------------------------------------------------

    def _mode(self, action: Action) -> str:
        """How a play was made, as everybody heard it: a шаха to beat, «за простую»."""
        if action >= PLAIN:
            return "plain"
        return "wild" if action in self.wild else ""

    def _public_plays(self, leader: int, plays: Sequence[Action]) -> list[list[Any]]:
        """Each play as [seat, card, mode] (mode: "" for a plain card)."""
        return [[(leader + i) % self.players, C.to_text(card_of(a)), self._mode(a)]
                for i, a in enumerate(plays)]

    def _public_trick(self, t: Trick) -> dict[str, Any]:
        lead, plays, taker = t
        return {"cards": self._public_plays(lead, plays), "taker": taker}

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        live = self.dealt and turn != TERMINAL
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "deal": min(self.deal_no + 1, len(self.sizes)),
            "deals": len(self.sizes),
            "size": self.size,
            "dealer": self.dealer,
            # rank and suit, not card texts: the шахи are public, the cards may be hidden
            "shakhi": [[C.rank_of(c), C.suit_of(c)] for c in sorted(self.wild)],
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "trump": C.to_text(self.trump) if live else None,
            "trump_held": self.trump_held,
            "stock": len(self.rest),
            "bidding": live and self.bidding,
            "bids": [b if b >= 0 else None for b in self.bids] if live else [],
            "won": self.won[:] if live else [],
            "leader": self.leader,
            "trick": self._public_plays(self.leader, self.trick),
            "played": [self._public_trick(t) for t in self.tricks] if live else [],
            "last": self._public_trick(self.last) if self.last else None,
            "scores": self.scores[:],
            "sheet": [[size, C.SUIT_ASCII[tr], list(b), list(w), list(p)]
                      for size, tr, b, w, p in self.sheet],
            "to_move": turn if turn >= 0 else None,
            "over": turn == TERMINAL,
        }

    def _known(self) -> int:
        """The cards lying in a hand that every seat knows: the trump the dealer holds."""
        return 1 << self.trump if self.trump_held else 0

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.rest)
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand)
        return hidden & ~self._known()

    def resample(self, seat: int, rng: random.Random) -> ZaPravduState:
        """A clone with the cards ``seat`` cannot see dealt again: each other hand keeps
        its size, the dealer keeps a trump card everybody saw, no hand gets a suit (or a
        шаха) its player has shown he lacks, and the stock takes the rest
        (engine/constrained_deal.py; the worlds are close to, not exactly, uniform)."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        hidden = self.unseen(seat)
        if not hidden:
            return new
        places = [s for s in range(self.players) if s != seat]
        keep = [[c for c in self.hands[s] if not hidden >> c & 1] for s in places]
        room = [len(self.hands[s]) - len(k) for s, k in zip(places, keep, strict=True)]
        room.append(len(self.rest))
        barred = [self._barred(self.void[s]) for s in places] + [0]
        got = deal_places(list(C.cards_in(hidden)), room, barred, rng)
        for i, s in enumerate(places):
            new.hands[s] = sorted(keep[i] + got[i], key=hand_order)
        new.rest = got[-1]
        return new

    def _barred(self, void: int) -> int:
        """The cards a seat cannot hold after showing ``void``: the plain cards of the
        suits it lacks, and every шаха once it has shown it holds none (bit WILD)."""
        wild = C.mask_of(self.wild)
        barred = suits_barred(void & 0b1111) & ~wild
        return barred | wild if void >> WILD & 1 else barred

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:], "winners": self.winners() if over else []}

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return "Заказ: «заказ 2» (bid 2); ход: карта с руки (Дч, Д♥, QH)." + (
                " Шаха бьёт всё, а «простую 6т» (plain 6C) кладёт её как простую карту."
                if self.wild else "")
        return "Declare: 'bid 2'; play: a card of your hand (QH, Q♥)." + (
            " A шаха beats everything; 'plain 6C' plays it as its own card."
            if self.wild else "")

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по раздачам", "the score sheet, deal by deal")
        return out


@functools.cache
def _spread(players: int, deck_size: int, top: int, deal_no: int) -> float:
    """How far the deals from ``deal_no`` on can move two scores apart (cached: the
    search asks at every leaf)."""
    return math.sqrt(sum((EXACT * (k / players + 1)) ** 2
                         for k in ladder(players, deck_size, top)[deal_no:]))

