"""The state machine of «Разгильдяй» (rules: the package docstring).

A deal is a chance event: two blind cards and one face-up card to each seat, the rest a
face-down stock. In the first part a seat's only decision is where its drawn card goes
(an action ``PUT + seat``); a card that fits nowhere but its owner's pile goes there at
once, so the machine stops only at real choices. In the second part an action is a card
of the hand (a lead, or a beat of the top card) or ``TAKE`` (the top card into the hand).

What a seat may know: every card of a pile was laid face up, so the piles and, after
them, the hands are known to all; the stock, every blind pair not yet picked up and the
blind cards another seat has picked up and not yet played are not. ``resample`` deals
exactly those cards again, each place keeping its size."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.engine.standing import fewest, penalty_standing, shared
from koloda.engine.textnum import parse_int
from koloda.games.razgildyay.rules import RazgildyayRules, deck_of

PUT = 1000  # the drawn card goes on seat k's pile: PUT + k
TAKE = 1100  # take the top card of the table
DRAW, PLAY = 0, 1  # the two parts of a deal
NO_TRUMP = -1

_PUT_WORDS = ("put", "give", "на", "положить", "кладу", "отдать")
_KEEP_WORDS = ("keep", "own", "себе", "мне")
_TAKE_WORDS = ("take", "беру", "взять", "брать", "забрать")
_PLAY_WORDS = ("play", "ход", "хожу", "бью", "beat")

# what one move caused, for the log: (kind, seat, card, target); kinds: "put" (a card
# laid on a pile, the automatic ones too), "trump", "blind" (a seat picked up its blind
# pair), "out" (a seat has no cards left), "end" (the deal is over: target = 1 if by the
# cap)
Event = tuple[str, int, int, int]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def fits(card: C.Card, top: C.Card) -> bool:
    """A drawn card goes onto a pile whose top is exactly one rank lower, of any suit
    (the text's «возрастающая последовательность»); the ace is highest and wraps to
    nothing."""
    return C.rank_of(card) == C.rank_of(top) + 1


def beats(card: C.Card, top: C.Card, trump: int) -> bool:
    """A higher card of the same suit, or a trump on a plain card."""
    if C.suit_of(card) == C.suit_of(top):
        return C.rank_of(card) > C.rank_of(top)
    return C.suit_of(card) == trump


class RazgildyayState(State):
    rules: RazgildyayRules

    def __init__(self, game: Game, players: int, rules: RazgildyayRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deck = deck_of(rules)
        self.deal_no = 0
        self.dealt = False
        self.phase = DRAW
        self.stock: list[C.Card] = []  # face down; the next card is the last of the list
        self.blind: list[list[C.Card]] = [[] for _ in range(players)]
        self.piles: list[list[C.Card]] = [[] for _ in range(players)]
        self.drawn = -1  # the card waiting to be placed (-1: none)
        self.turn = 0
        self.last_drawer = 0
        self.trump_card = -1  # the last card of the stock, once drawn
        self.trump = NO_TRUMP
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.secret = [0] * players  # blind cards in a hand: known to their holder only
        self.table: list[C.Card] = []  # the centre pile, its top last
        self.laid_by: list[int] = []  # the seat that laid each table card
        self.discard: list[C.Card] = []  # full rounds cleared off the table (rule clear)
        self.out: list[int] = []  # seats without cards, in the order they went out
        self.moves = 0  # moves of this deal's second part
        self.penalties = [0] * players
        self.sheet: list[tuple[tuple[int, ...], bool]] = []  # each deal: losers, by cap
        self.news: list[Event] = []  # what the last move (or deal) caused

    # --- chance -----------------------------------------------------------------------

    @property
    def dealer(self) -> int:
        """The last seat deals first, so the first seat draws first; the deal passes to
        the left."""
        return (self.players - 1 + self.deal_no) % self.players

    def _chance(self) -> None:
        """Two blind cards to each seat, one at a time from the dealer's left, then one
        face-up card each; the rest is the stock (its first card in the order is the
        first drawn)."""
        order = self.shuffled(self.deck)
        n = self.players
        seats = [(self.dealer + 1 + i) % n for i in range(n)]
        self.blind = [[] for _ in range(n)]
        self.piles = [[] for _ in range(n)]
        for i in range(2 * n):
            self.blind[seats[i % n]].append(order[i])
        for i in range(n):
            self.piles[seats[i]].append(order[2 * n + i])
        self.stock = order[3 * n:][::-1]
        self.hands = [[] for _ in range(n)]
        self.secret = [0] * n
        self.table = []
        self.laid_by = []
        self.discard = []
        self.out = []
        self.moves = 0
        self.trump_card = -1
        self.trump = NO_TRUMP
        self.phase = DRAW
        self.dealt = True
        self.turn = seats[0]
        self.news = []
        self._draw_on()

    # --- the first part ---------------------------------------------------------------

    def targets(self, seat: int, card: C.Card) -> list[int]:
        """The piles ``card`` may go onto: its drawer's own always, a rival's whose top
        is one rank lower."""
        return [s for s in range(self.players)
                if s == seat or fits(card, self.piles[s][-1])]

    def _draw_on(self) -> None:
        """Draw for the seat to move; place at once a card with one place to go, until a
        seat has a choice or the stock is out (then the second part begins)."""
        while self.stock:
            seat = self.turn
            card = self.stock.pop()
            self.last_drawer = seat
            if not self.stock:
                self.trump_card = card
                self.news.append(("trump", seat, card, 0))
            if len(self.targets(seat, card)) > 1:
                self.drawn = card
                return
            self._put(seat, card, seat)
        self._start_play()

    def _put(self, seat: int, card: C.Card, target: int) -> None:
        self.piles[target].append(card)
        self.news.append(("put", seat, card, target))
        self.turn = (seat + 1) % self.players

    def _start_play(self) -> None:
        """The piles become the hands; the trump is the last card's suit unless it is a
        spade (then no trumps). The lowest trump leads; without trumps, the last drawer."""
        self.phase = PLAY
        self.hands = [sorted(p, key=hand_order) for p in self.piles]
        self.piles = [[] for _ in range(self.players)]
        suit = C.suit_of(self.trump_card)
        self.trump = NO_TRUMP if suit == C.SPADES else suit
        self.turn = self.last_drawer
        if self.trump != NO_TRUMP:
            low = [(C.rank_of(c), s) for s, h in enumerate(self.hands) for c in h
                   if C.suit_of(c) == self.trump]
            self.turn = min(low)[1]  # the trump card itself lies in some hand

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.deal_no >= self.rules.deals:
            return TERMINAL
        if not self.dealt:
            return CHANCE
        return self.turn

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.phase == DRAW:
            return [PUT + s for s in self.targets(seat, self.drawn)]
        hand = self.hands[seat]
        if not self.table:
            return list(hand)
        top = self.table[-1]
        return [c for c in hand if beats(c, top, self.trump)] + [TAKE]

    def _apply(self, action: Action) -> None:
        seat = self.turn
        self.news = []
        if self.phase == DRAW:
            card, self.drawn = self.drawn, -1
            self._put(seat, card, action - PUT)
            self._draw_on()
            return
        self.moves += 1
        round_size = len(self.active())
        if action == TAKE:
            card = self.table.pop()
            self.laid_by.pop()
            self.hands[seat].append(card)
            self.hands[seat].sort(key=hand_order)
        else:
            self.hands[seat].remove(action)
            self.secret[seat] &= ~(1 << action)
            self.table.append(action)
            self.laid_by.append(seat)
            if not self.hands[seat]:
                if self.blind[seat]:
                    self.hands[seat] = sorted(self.blind[seat], key=hand_order)
                    self.secret[seat] = C.mask_of(self.blind[seat])
                    self.blind[seat] = []
                    self.news.append(("blind", seat, 0, 0))
                else:
                    self.out.append(seat)
                    self.news.append(("out", seat, 0, 0))
        left = self.active()
        if len(left) <= 1:
            self._end_deal(tuple(left), False)
        elif self.moves >= self.rules.cap:
            most = max(self.holding(s) for s in left)
            self._end_deal(tuple(s for s in left if self.holding(s) == most), True)
        elif action != TAKE and self.rules.clear and len(self.table) >= round_size:
            # a full round lies on the table: it goes out, and its last card's player
            # (or, if he is out, the next one) leads afresh
            self.discard.extend(self.table)
            self.table = []
            self.laid_by = []
            self.news.append(("clear", seat, 0, 0))
            self.turn = seat if self.holding(seat) else self._next(seat)
        else:
            self.turn = self._next(seat)

    def holding(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.blind[seat])

    def active(self) -> list[int]:
        return [s for s in range(self.players) if self.holding(s)]

    def _next(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if self.holding(s):
                return s
        return seat

    def _end_deal(self, losers: tuple[int, ...], capped: bool) -> None:
        for s in losers:
            self.penalties[s] += 1
        self.sheet.append((losers, capped))
        self.news.append(("end", -1, 0, 1 if capped else 0))
        self.deal_no += 1
        self.dealt = False

    def winners(self) -> list[int]:
        return fewest(self.penalties)

    def returns(self) -> list[float]:
        """The fewest penalty points win; a tie shares the win."""
        if not self.is_terminal():
            return [0.0] * self.players
        return shared(self.winners(), self.players)

    def search_values(self) -> list[float] | None:
        """At the end, the result; between deals, each seat's standing against the
        others (engine/standing.py)."""
        if self.is_terminal():
            return self.returns()
        if self.dealt or not self.sheet:
            return None
        return penalty_standing(self.penalties, self.rules.deals - self.deal_no)

    def clone(self) -> RazgildyayState:
        new = RazgildyayState.__new__(RazgildyayState)
        self._copy_base_into(new)
        new.deck = self.deck  # never changed
        new.deal_no = self.deal_no
        new.dealt = self.dealt
        new.phase = self.phase
        new.stock = self.stock[:]
        new.blind = [b[:] for b in self.blind]
        new.piles = [p[:] for p in self.piles]
        new.drawn = self.drawn
        new.turn = self.turn
        new.last_drawer = self.last_drawer
        new.trump_card = self.trump_card
        new.trump = self.trump
        new.hands = [h[:] for h in self.hands]
        new.secret = self.secret[:]
        new.table = self.table[:]
        new.laid_by = self.laid_by[:]
        new.discard = self.discard[:]
        new.out = self.out[:]
        new.moves = self.moves
        new.penalties = self.penalties[:]
        new.sheet = self.sheet[:]  # tuples: shared safely
        new.news = self.news[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == TAKE:
            return "take"
        if PUT <= action < PUT + self.players:
            return f"put {action - PUT + 1}"
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        low = [w.casefold() for w in words]
        if len(words) == 1 and low[0] in _TAKE_WORDS:
            return TAKE
        if len(words) == 1 and low[0] in _KEEP_WORDS and self.turn >= 0:
            return PUT + self.turn
        if len(words) == 2 and low[0] in _PUT_WORDS:
            number = parse_int(words[1], 1, self.players)
            if number is not None:
                return PUT + number - 1
        if len(words) == 2 and low[0] in _PLAY_WORDS:
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                pass
            else:
                if not C.is_joker(card) and C.copy_of(card) == 0:
                    return card
        raise ParseError(
            f"'{text}' is not a move; write a card of your hand (QH, play QH), 'take', "
            f"or where the drawn card goes (put 2: on player 2's pile; keep)",
            f"«{text}» — не ход; напишите карту с руки (Дч, Д♥, play QH), «беру» (take) "
            f"или куда положить взятую карту (на 2 — на стопку игрока 2; себе)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == TAKE:
            top = C.show(self.table[-1], lang) if self.table else ""
            return f"беру {top}".strip() if ru else f"take {top}".strip()
        if PUT <= action < PUT + self.players:
            card = C.show(self.drawn, lang) if self.drawn >= 0 else ""
            k = action - PUT
            if k == self.turn:
                return f"{card} себе" if ru else f"{card} on my pile"
            return f"{card} игроку {k + 1}" if ru else f"{card} to player {k + 1}"
        return C.show(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if self.phase == DRAW:
            if not PUT <= action < PUT + self.players:
                return ("сейчас решают, куда положить взятую карту" if ru
                        else "now the drawn card is to be placed")
            if action in self.legal_actions():
                return None
            top = C.show(self.piles[action - PUT][-1], lang)
            card = C.show(self.drawn, lang)
            return (f"{card} нельзя положить на {top}: нужна карта на ступень младше" if ru
                    else f"{card} cannot go onto {top}: it needs a card one rank lower")
        if PUT <= action < PUT + self.players:
            return ("взятые из колоды карты уже разложены" if ru
                    else "the stock is drawn out already")
        if action == TAKE:
            return None if self.table else ("брать нечего" if ru else "nothing to take")
        if action not in self.hands[seat]:
            shown = C.show(action, lang)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action in self.legal_actions():
            return None
        top = C.show(self.table[-1], lang)
        shown = C.show(action, lang)
        return (f"{shown} не бьёт {top}" if ru else f"{shown} does not beat {top}")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """The cards placed after the move (drawn and laid at once), the trump, blind
        pairs picked up, seats gone out, the deal's end."""
        if not isinstance(after, RazgildyayState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        news = after.news[1:] if self.phase == DRAW and self.dealt else after.news
        for kind, seat, card, target in news:
            who = names[seat] if seat >= 0 else ""
            if kind == "put":
                shown = C.show(card, lang)
                if target == seat:
                    out.append(f"{who}: {shown} себе" if ru else f"{who}: {shown} on own pile")
                else:
                    out.append(f"{who}: {shown} → {names[target]}")
            elif kind == "trump":
                shown = C.show(card, lang)
                if C.suit_of(card) == C.SPADES:
                    out.append(f"последняя карта {shown}: играем без козырей" if ru
                               else f"the last card is {shown}: no trumps")
                else:
                    out.append(f"последняя карта {shown}: козырь" if ru
                               else f"the last card is {shown}: trumps")
            elif kind == "blind":
                out.append(f"{who}: свои две закрытые карты — в руку" if ru
                           else f"{who}: the two blind cards into the hand")
            elif kind == "clear":
                out.append("круг закончен, карты со стола уходят в отбой" if ru
                           else "a full round: the table's cards go out")
            elif kind == "out":
                out.append(f"{who}: без карт" if ru else f"{who}: out of cards")
            elif kind == "end":
                losers, capped = after.sheet[-1]
                lost = ", ".join(names[s] for s in losers)
                if capped:
                    out.append(f"лимит ходов: разгильдяй — {lost}" if ru
                               else f"move limit: the «разгильдяй» is {lost}")
                else:
                    out.append(f"разгильдяй — {lost}" if ru else f"the «разгильдяй» is {lost}")
                if after.is_terminal():
                    top = ", ".join(names[s] for s in after.winners())
                    out.append(f"игра окончена, побеждает {top}" if ru
                               else f"game over, {top} wins")
        return out

    # --- information ------------------------------------------------------------------

    def _shown(self, seat: int, viewer: int) -> list[str]:
        """The cards of ``seat``'s hand that ``viewer`` may see, in a fixed order."""
        hand = self.hands[seat]
        if seat != viewer:
            hand = [c for c in hand if not self.secret[seat] >> c & 1]
        return C.texts(hand)

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        live = self.dealt and turn != TERMINAL
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "deal": min(self.deal_no + 1, self.rules.deals),
            "deals": self.rules.deals,
            "dealer": self.dealer,
            "phase": ("draw" if self.phase == DRAW else "play") if live else None,
            "stock": len(self.stock),
            "drawn": C.to_text(self.drawn) if live and self.drawn >= 0 else None,
            "piles": [C.texts(p) for p in self.piles] if live else [],
            "blind": [len(b) for b in self.blind] if live else [0] * self.players,
            "hands": [self._shown(s, seat) for s in range(self.players)] if live
            else [[] for _ in range(self.players)],
            "hand_sizes": [len(h) for h in self.hands] if live else [0] * self.players,
            "trump_card": C.to_text(self.trump_card) if live and self.trump_card >= 0
            else None,
            "trump": (C.SUIT_ASCII[self.trump] if self.trump != NO_TRUMP else None)
            if live and self.phase == PLAY else None,
            "table": [[s, C.to_text(c)] for s, c in zip(self.laid_by, self.table,
                                                       strict=True)] if live else [],
            "discard": len(self.discard) if live else 0,
            "out": self.out[:] if live else [],
            "moves": self.moves,
            "penalties": self.penalties[:],
            "sheet": [[list(losers), capped] for losers, capped in self.sheet],
            "to_move": turn if turn >= 0 else None,
            "over": turn == TERMINAL,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        live = self.dealt and self.current_player() != TERMINAL
        return {
            "piles": [C.texts(p) for p in self.piles] if live else [],
            "trump": (C.SUIT_ASCII[self.trump] if self.trump != NO_TRUMP else None)
            if live and self.phase == PLAY else None,
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.stock)
        for s in range(self.players):
            hidden |= C.mask_of(self.blind[s])
            if s != seat:
                hidden |= self.secret[s]
        return hidden

    def resample(self, seat: int, rng: random.Random) -> RazgildyayState:
        """A clone with the cards ``seat`` cannot see dealt again at random: the stock
        (in a new order), every blind pair not picked up, and the picked-up blind cards
        of the other hands, each keeping its size. Nothing in play tells where these
        cards are (taking instead of beating is always allowed), so any deal of them
        agrees with what the seat saw."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        pool = list(C.cards_in(self.unseen(seat)))
        if not pool:
            return new
        rng.shuffle(pool)
        for s in range(self.players):
            if new.blind[s]:
                new.blind[s] = [pool.pop(), pool.pop()]
            if s != seat and self.secret[s]:
                hand = [c for c in new.hands[s] if not self.secret[s] >> c & 1]
                mine = [pool.pop() for _ in range(C.count(self.secret[s]))]
                new.hands[s] = sorted(hand + mine, key=hand_order)
                new.secret[s] = C.mask_of(mine)
        new.stock = pool
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "penalties": self.penalties[:], "winners": self.winners() if over else []}

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Взятую карту: «на 2» (put 2) — на стопку игрока 2, «себе» (keep). "
                    "Потом: карта с руки (Дч, QH) или «беру» (take).")
        return ("The drawn card: 'put 2' onto player 2's pile, 'keep' onto yours. Then: "
                "a card of your hand (QH) or 'take'.")

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по раздачам", "the sheet, deal by deal")
        return out
