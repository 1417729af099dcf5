"""The state machine of Редуда (the rules and readings: the package docstring).

A deal is a chance node (``self.shuffled``); the deck order maps to the deal so: seven
cards to each seat in turn from the seat left of the dealer (the first seven to that
seat, the next seven to the following one...), then one own-trump card each in the same
order, then the common trump card (a joker is never a trump card: the next non-joker
card is taken and the joker stays in the deck), then the rest is cut into ``players + 1``
equal parts, one per seat (in the same order) and the last, with the odd cards, on the
common trump. Within a stock the last card of its part is its top.

Moves are ints: a card (lead or throw in), ``BEAT + target * 256 + card`` (cover the
attack card at ``target``; a joker already on the table covers on with what it has
left), ``XFER + card`` (transfer), ``TAKE``, ``PASS`` (no more throw-ins).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_constrained
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.engine.standing import shared
from koloda.games.reduda.rules import HAND, RedudaRules

RJ, BJ, BJ2 = C.RED_JOKER, C.BLACK_JOKER, C.make(0, C.JOKER_SUIT, 1)
JOKERS = (RJ, BJ, BJ2)
BEAT, XFER, TAKE, PASS = 256, 5000, 6000, 6001
_ALL = C.mask_of(C.deck(52, jokers=3))


def full_deck() -> list[C.Card]:
    """52 cards, two black jokers and the red one."""
    return C.deck(52, jokers=3)


def is_black(card: C.Card) -> bool:
    return card in (BJ, BJ2)


def show(card: C.Card, lang: str = "ru") -> str:
    """A card for people; the jokers by colour, as the game needs them told apart."""
    if card == RJ:
        return "кр.редуда" if lang == "ru" else "red joker"
    if is_black(card):
        return "чёр.редуда" if lang == "ru" else "black joker"
    return C.show(card, lang)


def beats(d: C.Card, a: C.Card, trump: int, own: int) -> bool:
    """Whether ``d`` alone may cover the attack card ``a`` (a joker's room aside) for a
    defender whose own trump suit is ``own``. The red joker is covered only by a pair
    (black joker and a common trump), so no single card beats it here."""
    if a == RJ:
        return False
    if is_black(a):
        return d == RJ
    if d == RJ or is_black(d):
        return True
    ds, da = C.suit_of(d), C.suit_of(a)
    if da == trump:
        return ds == trump and C.rank_of(d) > C.rank_of(a)
    if ds == trump:
        return True
    if ds == da:
        return C.rank_of(d) > C.rank_of(a)
    return ds == own


class RedudaState(State):
    rules: RedudaRules

    def __init__(self, game: Game, players: int, rules: RedudaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.dealt = False
        self.over = False
        self.dealer = n - 1  # the text's lot, fixed: the seat left of it leads first
        self.deal_no = 0
        self.marks = [0] * n
        self.sheet: list[tuple[int, tuple[int, ...]]] = []  # (loser or -1, finishing order)
        self.hands: list[list[C.Card]] = [[] for _ in range(n)]
        self.stock: list[C.Card] = []  # the common stock: [0] the trump card, [-1] the top
        self.piles: list[list[C.Card]] = [[] for _ in range(n)]  # [0]: the own trump card
        self.trump_card = 0
        self.trump = 0
        self.own_card = [0] * n
        self.own_suit = [0] * n
        self.revealed = [False] * n  # the own trump suit shown by a beat that needed it
        self.known: list[list[C.Card]] = [[] for _ in range(n)]  # cards all saw go there
        self.att: list[C.Card] = []
        self.cov: list[list[C.Card]] = []
        self.room: dict[C.Card, int] = {}  # a joker on the table: attack cards it may cover
        self.attacker = 0
        self.defender = 0
        self.turn = 0
        self.phase = "lead"  # lead, defend, throw
        self.limit = 0
        self.passed: list[int] = []
        self.discard: list[C.Card] = []
        self.out: list[int] = []  # this deal's seats without cards, in the order they left
        self.bouts = 0
        self.last: tuple[tuple[C.Card, ...], tuple[tuple[C.Card, ...], ...], int] | None = None

    # --- the deal -------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(full_deck())
        n = self.players
        first = (self.dealer + 1) % n
        seats = [(first + i) % n for i in range(n)]
        for i, s in enumerate(seats):
            self.hands[s] = order[i * HAND:(i + 1) * HAND]
        rest = order[n * HAND:]

        def trump_pick() -> C.Card:
            i = next(i for i, c in enumerate(rest) if not C.is_joker(c))
            return rest.pop(i)

        for s in seats:
            self.own_card[s] = trump_pick()
            self.own_suit[s] = C.suit_of(self.own_card[s])
        self.trump_card = trump_pick()
        self.trump = C.suit_of(self.trump_card)
        part = len(rest) // (n + 1)
        for i, s in enumerate(seats):
            self.piles[s] = [self.own_card[s], *rest[i * part:(i + 1) * part]]
        self.stock = [self.trump_card, *rest[n * part:]]
        self.revealed = [False] * n
        self.known = [[] for _ in range(n)]
        self.att, self.cov, self.room = [], [], {}
        self.discard, self.out, self.passed = [], [], []
        self.bouts = 0
        self.last = None
        self.dealt = True
        self.deal_no += 1
        self.attacker = first
        self.defender = self._next(first)
        self.turn = first
        self.phase = "lead"

    def _next(self, seat: int) -> int:
        """The next seat still in this deal after ``seat``."""
        for i in range(1, self.players + 1):
            s = (seat + i) % self.players
            if s not in self.out:
                return s
        return seat

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        return self.turn if self.dealt else CHANCE

    def covered(self, i: int) -> bool:
        if self.att[i] == RJ:
            return any(is_black(c) for c in self.cov[i]) and \
                any(not C.is_joker(c) and C.suit_of(c) == self.trump for c in self.cov[i])
        return bool(self.cov[i])

    def plain_count(self) -> int:
        return sum(1 for c in self.att if not C.is_joker(c))

    def table_cards(self) -> list[C.Card]:
        out = list(self.att)
        for cover in self.cov:
            out.extend(c for c in cover if c not in out)
        return out

    def _cover_ok(self, i: int, d: C.Card, from_hand: bool) -> bool:
        a = self.att[i]
        if self.covered(i):
            return False
        if a == RJ:  # the pair: a black joker and a common trump, one of each
            if not from_hand:
                return False
            if is_black(d):
                return not any(is_black(c) for c in self.cov[i])
            return not C.is_joker(d) and C.suit_of(d) == self.trump and not any(
                not C.is_joker(c) for c in self.cov[i])
        if not beats(d, a, self.trump, self.own_suit[self.defender]):
            return False
        if from_hand:
            return True
        return self.room.get(d, 0) >= (2 if is_black(a) else 1)

    def receiver(self) -> int:
        return self._next(self.defender)

    def transfers(self) -> list[Action]:
        if any(self.cov):
            return []
        r = self.receiver()
        k = len(self.hands[r])
        if r == self.defender or k == 0:
            return []
        plain = [C.rank_of(c) for c in self.att if not C.is_joker(c)]
        lim = self.rules.limit(k)
        out = []
        for t in self.hands[self.defender]:
            if C.is_joker(t):
                if len(plain) <= lim:
                    out.append(XFER + t)
            elif (self.rules.rank_transfer and plain and set(plain) == {C.rank_of(t)}
                  and len(plain) + 1 <= lim):
                out.append(XFER + t)
        return out

    def _may_throw(self) -> bool:
        """Whether the bout takes more cards: attacks below the limit, and something left
        to cover them with (the defender's hand, or a joker's room)."""
        if self.plain_count() >= self.limit:
            return False
        return bool(self.hands[self.defender]) or any(self.room.values())

    def _table_ranks(self) -> int:
        """The ranks of the plain cards on the table, bit ``rank`` each (jokers have
        none); asked at every step of a play-out, so read off the card ids directly."""
        bits = 0
        for c in self.att:
            if c >> 4 & 7 != C.JOKER_SUIT:
                bits |= 1 << (c & 15)
        for cover in self.cov:
            for c in cover:
                if c >> 4 & 7 != C.JOKER_SUIT:
                    bits |= 1 << (c & 15)
        return bits

    def throws(self, seat: int) -> list[Action]:
        if not self._may_throw():
            return []
        bits = self._table_ranks()
        return [c for c in self.hands[seat]
                if c >> 4 & 7 != C.JOKER_SUIT and bits >> (c & 15) & 1]

    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        seat = self.turn
        if self.phase == "lead":
            return sorted(self.hands[seat])
        if self.phase == "throw":
            return [*sorted(self.throws(seat)), PASS]
        out: list[Action] = []
        for i in range(len(self.att)):
            for d in self.hands[seat]:
                if self._cover_ok(i, d, True):
                    out.append(BEAT + i * 256 + d)
            for d, left in self.room.items():
                if left and self._cover_ok(i, d, False):
                    out.append(BEAT + i * 256 + d)
        out.sort()
        out.extend(sorted(self.transfers()))
        out.append(TAKE)
        return out

    def _apply(self, action: Action) -> None:
        seat = self.turn
        if action == TAKE:
            cards = self.table_cards()
            self.hands[seat].extend(cards)
            self.known[seat].extend(cards)
            self._end_bout(taken=True)
        elif action == PASS:
            self.passed.append(seat)
            self._next_thrower()
        elif action >= XFER:
            card = action - XFER
            self._play_from(seat, card)
            self.att.append(card)
            self.cov.append([])
            self.attacker, self.defender = seat, self.receiver()
            self.limit = self.rules.limit(len(self.hands[self.defender]))
            self.turn = self.defender
        elif action >= BEAT:
            i, d = divmod(action - BEAT, 256)
            self._cover(i, d)
        else:
            self._play_from(seat, action)
            self.att.append(action)
            self.cov.append([])
            if self.phase == "lead":
                self.limit = self.rules.limit(len(self.hands[self.defender]))
            self.phase = "defend"
            self.turn = self.defender

    def _play_from(self, seat: int, card: C.Card) -> None:
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)

    def _cover(self, i: int, d: C.Card) -> None:
        a = self.att[i]
        seat = self.defender
        if d in self.hands[seat]:
            self._play_from(seat, d)
            if a == RJ:
                if is_black(d):  # spent on the red joker alone
                    self.room[d] = 0
            elif d == RJ:
                self.room[d] = 3 - (2 if is_black(a) else 1)
            elif is_black(d):
                self.room[d] = 1
            elif (C.suit_of(d) not in (self.trump, C.suit_of(a))
                  and C.suit_of(d) == self.own_suit[seat]):
                self.revealed[seat] = True
        else:
            self.room[d] -= 2 if is_black(a) else 1
        self.cov[i].append(d)
        if all(self.covered(j) for j in range(len(self.att))):
            self.phase = "throw"
            self.passed = []
            self._next_thrower()

    def _next_thrower(self) -> None:
        """The next seat that may throw in, from the attacker round the table; none: the
        bout is beaten."""
        n = self.players
        if self._may_throw():
            bits = self._table_ranks()
            for k in range(n):
                s = (self.attacker + k) % n
                if s == self.defender or s in self.out or s in self.passed:
                    continue
                if any(c >> 4 & 7 != C.JOKER_SUIT and bits >> (c & 15) & 1
                       for c in self.hands[s]):  # what ``throws(s)`` would find
                    self.turn = s
                    return
        self._end_bout(taken=False)

    def _end_bout(self, taken: bool) -> None:
        cards = self.table_cards()
        self.last = (tuple(self.att), tuple(tuple(c) for c in self.cov),
                     self.defender if taken else -1)
        if not taken:
            self.discard.extend(cards)
        self.att, self.cov, self.room, self.passed = [], [], {}, []
        self.bouts += 1
        n = self.players
        order = [(self.attacker + k) % n for k in range(n)]
        order = [s for s in order if s != self.defender and s not in self.out]
        order.append(self.defender)
        for s in order:
            self._draw(s)
        for s in order:
            if not self.hands[s] and s not in self.out:
                self.out.append(s)
        left = [s for s in range(n) if s not in self.out]
        if len(left) <= 1:
            self._end_deal(left[0] if left else -1)
            return
        if self.bouts >= self.rules.bout_cap:
            sizes = {s: len(self.hands[s]) + len(self.piles[s]) for s in left}
            most = max(sizes.values())
            top = [s for s in left if sizes[s] == most]
            self._end_deal(top[0] if len(top) == 1 else -1)
            return
        beaten_off = not taken and self.defender not in self.out
        first = self.defender if beaten_off else self._next(self.defender)
        self.attacker = first
        self.defender = self._next(first)
        self.turn = first
        self.phase = "lead"

    def _draw(self, s: int) -> None:
        hand = self.hands[s]
        while len(hand) < HAND and (self.stock or self.piles[s]):
            if self.stock:
                card = self.stock.pop()
                if not self.stock:  # the trump card lay face up: all saw who took it
                    self.known[s].append(card)
            else:
                card = self.piles[s].pop()
            hand.append(card)

    def _end_deal(self, loser: int) -> None:
        if loser >= 0:
            self.marks[loser] += 1
            self.dealer = loser
        self.sheet.append((loser, tuple(self.out)))
        self.dealt = False
        if self.deal_no >= self.rules.deals:
            self.over = True

    # --- outcome ----------------------------------------------------------------------

    def winners(self) -> list[int]:
        best = min(self.marks)
        return [s for s, m in enumerate(self.marks) if m == best]

    def returns(self) -> list[float]:
        if not self.over:
            return [0.0] * self.players
        top = self.winners()
        return shared(top, self.players)

    def search_values(self) -> list[float] | None:
        """The end's returns; between deals, each seat's marks against the average of
        the others', squeezed into [0, 1] by how many deals are left to change them."""
        if self.over:
            return self.returns()
        if self.dealt or not self.sheet:
            return None
        n = self.players
        left = self.rules.deals - self.deal_no
        out = []
        for s in range(n):
            others = sum(m for t, m in enumerate(self.marks) if t != s) / (n - 1)
            lead = others - self.marks[s]
            out.append(max(0.0, min(1.0, 0.5 + lead / (2 * (left + 1)))))
        return out

    def result(self) -> dict[str, Any]:
        return {"terminal": self.over, "returns": self.returns() if self.over else None,
                "marks": self.marks[:], "winners": self.winners() if self.over else []}

    def clone(self) -> RedudaState:
        new = RedudaState.__new__(RedudaState)
        self._copy_base_into(new)
        for name, value in self.__dict__.items():
            if name in new.__dict__:
                continue
            if isinstance(value, list):
                value = [v[:] if isinstance(v, list) else v for v in value]
            elif isinstance(value, dict):
                value = dict(value)
            setattr(new, name, value)
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == TAKE:
            return "take"
        if action == PASS:
            return "pass"
        if action >= XFER:
            return "transfer " + C.to_text(action - XFER)
        if action >= BEAT:
            i, d = divmod(action - BEAT, 256)
            return f"beat {C.to_text(self.att[i]) if i < len(self.att) else i} {C.to_text(d)}"
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.strip().split()
        head = words[0].casefold() if words else ""
        try:
            if len(words) == 1 and head in ("take", "взять", "беру", "брать"):
                return TAKE
            if len(words) == 1 and head in ("pass", "пас", "бито", "done"):
                return PASS
            if len(words) == 2 and head in ("transfer", "перевести", "перевод"):
                return XFER + C.parse(words[1])
            if len(words) == 3 and head in ("beat", "бить", "покрыть"):
                target = C.parse(words[1])
                if target in self.att:
                    return BEAT + self.att.index(target) * 256 + C.parse(words[2])
            if len(words) == 2 and head in ("play", "lead", "ход", "throw"):
                return C.parse(words[1])
            if len(words) == 1:
                card = C.parse(words[0])
                uses = [a for a in self.legal_actions() if _card_of(a) == card]
                if len(uses) == 1:
                    return uses[0]
                return card
        except ParseError:
            pass
        raise ParseError(
            f"'{text}' is not a move; write: play 7S, beat 7S 9S, transfer 7H, take, pass",
            f"«{text}» — не ход; пишите: play 7S, beat 7S 9S, transfer 7H, take, pass "
            "(или карту: 7п)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == TAKE:
            return "беру" if ru else "take"
        if action == PASS:
            return "пас" if ru else "pass"
        if action >= XFER:
            card = show(action - XFER, lang)
            return f"перевод: {card}" if ru else f"transfer: {card}"
        if action >= BEAT:
            i, d = divmod(action - BEAT, 256)
            target = show(self.att[i], lang) if i < len(self.att) else "?"
            return f"{target} ← {show(d, lang)}"
        return show(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.turn
        card = _card_of(action)
        if self.current_player() < 0:
            return None
        if card is not None and C.is_card(card) and card not in self.hands[seat] and not (
                BEAT <= action < XFER and self.room.get(card, 0)):
            return f"у вас нет {show(card, lang)}" if ru else \
                f"you do not hold {show(card, lang)}"
        if (action == TAKE or action >= XFER) and self.phase != "defend":
            return "вы не отбиваетесь" if ru else "you are not defending"
        if action == PASS and self.phase != "throw":
            return "сейчас не подкидывают" if ru else "nobody is throwing in now"
        return None

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Ход: карта (7п, play 7S); покрыть: beat 7S 9S; перевод: transfer 7H; "
                    "взять: take; не подкидывать: pass. Редуды: RJ (красная), BJ (чёрная).")
        return ("Lead: a card (7S, play 7S); cover: beat 7S 9S; transfer: transfer 7H; "
                "take; no more throw-ins: pass. Jokers: RJ (red), BJ (black).")

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("отметки по раздачам", "the marks, deal by deal")
        return out

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, RedudaState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        ended = after.bouts != self.bouts or len(after.sheet) > len(self.sheet)
        if ended and after.last is not None and after.last[2] < 0:
            out.append("бито" if ru else "beaten off")  # a take says itself in the move
        if len(after.sheet) > len(self.sheet):
            loser = after.sheet[-1][0]
            if loser < 0:
                out.append("раздача окончена, редудака нет" if ru else
                           "the deal is over with no loser")
            else:
                out.append(f"раздача окончена: редудак — {names[loser]}" if ru else
                           f"the deal is over: {names[loser]} is the «редудак»")
        if after.over and not self.over:
            who = ", ".join(names[s] for s in after.winners())
            out.append(f"Игра окончена: побеждает {who}" if ru else f"Game over: {who} won")
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        n = self.players
        return {
            "game": self.game.key,
            "seat": seat,
            "players": n,
            "rules": self.rules.to_dict(),
            "dealt": self.dealt,
            "over": self.over,
            "deal_no": self.deal_no,
            "dealer": self.dealer,
            "marks": self.marks[:],
            "sheet": [[loser, list(order)] for loser, order in self.sheet],
            "hand": C.texts(sorted(self.hands[seat])),
            "hand_sizes": [len(h) for h in self.hands],
            "known": [C.texts(sorted(k)) for k in self.known],
            "pile_sizes": [len(p) for p in self.piles],
            "stock_count": len(self.stock),
            "trump_card": C.to_text(self.trump_card) if self.dealt or self.sheet else None,
            "trump": self.trump,
            "own_card": C.to_text(self.own_card[seat]) if self.dealt else None,
            # only suits a beat has shown: the seat's own comes with ``own_card`` (a
            # spectator's copy of this hides that card, and so the suit)
            "own_suits": [self.own_suit[s] if self.revealed[s] else None for s in range(n)],
            "attack": C.texts(self.att),
            "covers": [C.texts(cover) for cover in self.cov],
            "room": {C.to_text(c): k for c, k in self.room.items() if k},
            "attacker": self.attacker,
            "defender": self.defender,
            "phase": self.phase,
            "limit": self.limit,
            "to_move": turn if turn >= 0 else None,
            "discard": C.texts(self.discard),
            "out": self.out[:],
            "bouts": self.bouts,
            "last": None if self.last is None else {
                "attack": C.texts(self.last[0]),
                "covers": [C.texts(cover) for cover in self.last[1]],
                "taker": self.last[2]},
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {
            "trump": self.trump,
            "own_card": C.to_text(self.own_card[seat]) if self.dealt else None,
            "stock_count": len(self.stock),
            "phase": self.phase,
            "hand": C.texts(sorted(self.hands[seat])),
            "room": {C.to_text(c): k for c, k in self.room.items() if k},
            "attack": C.texts(self.att),
            "covers": [C.texts(cover) for cover in self.cov],
        }

    def _seen_mask(self, seat: int) -> int:
        seen = C.mask_of(self.hands[seat]) | C.mask_of(self.table_cards()) | \
            C.mask_of(self.discard)
        for k in self.known:
            seen |= C.mask_of(k)
        if self.stock:
            seen |= 1 << self.stock[0]
        if self.piles[seat]:
            seen |= 1 << self.piles[seat][0]
        return seen

    def unseen(self, seat: int) -> int:
        return _ALL & ~self._seen_mask(seat)

    def resample(self, seat: int, rng: random.Random) -> RedudaState:
        """The cards ``seat`` has not seen dealt again into the same places and sizes:
        the other hands (less the cards all saw go there), both kinds of stock (less the
        face-up trump and the seat's own trump card). Another seat's own trump card stays
        a non-joker, of the suit a beat has shown if any; its suit follows the new card,
        or, drawn already and never shown, is drawn at random."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if not self.dealt:
            return new
        seen = self._seen_mask(seat)
        n = self.players
        pool = [c for c in C.cards_in(_ALL & ~seen)]
        slots: list[tuple[int, int, int]] = []
        for s in range(n):
            if s != seat:
                free = [c for c in self.hands[s] if not (seen >> c) & 1]
                slots.append((s, len(free), 0))
            pile = self.piles[s]
            bottom = 1 if pile and s != seat else 0
            top = len(pile) - (1 if pile else 0)
            slots.append((n + s, top, 0))
            if bottom:
                barred = C.SUIT_MASKS[C.JOKER_SUIT]
                if self.revealed[s]:
                    barred = _ALL & ~C.SUIT_MASKS[self.own_suit[s]]
                slots.append((2 * n + s, 1, barred))
        slots.append((3 * n, len(self.stock) - (1 if self.stock else 0), 0))
        dealt = deal_constrained(pool, slots, rng)
        for s in range(n):
            if s != seat:
                kept = [c for c in self.hands[s] if (seen >> c) & 1]
                new.hands[s] = kept + dealt.get(s, [])
                if self.piles[s]:
                    own = dealt[2 * n + s][0]
                    new.own_card[s] = own
                    new.own_suit[s] = C.suit_of(own)
                    new.piles[s] = [own, *dealt.get(n + s, [])]
                elif not self.revealed[s]:
                    new.own_suit[s] = rng.randrange(4)
            elif self.piles[s]:
                new.piles[s] = [self.piles[s][0], *dealt.get(n + s, [])]
        if self.stock:
            new.stock = [self.stock[0], *dealt.get(3 * n, [])]
        return new


def _card_of(action: Action) -> C.Card | None:
    if action in (TAKE, PASS):
        return None
    if action >= XFER:
        return action - XFER
    if action >= BEAT:
        return (action - BEAT) % 256
    return action
