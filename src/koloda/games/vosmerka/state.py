"""The state machine of «Восьмёрка» (rules: the package docstring).

A deal is a chance event: eight cards face up in a ring, the ninth face up as the trump
under the face-down stock. First part: the seat to move draws; a card that beats no
ring card joins the ring, one that beats exactly one takes it at once, and only when it
could beat several does the seat choose (an action ``RING + card``, the ring card it
beats). When the stock is out, the seat to move takes the ring, and the second part is
Durak without a stock on the cards each seat collected: an action is a card (a lead, a
throw-in, or a cover of the first open attack), ``TRANSFER + card``, ``TAKE`` or
``PASS``.

What a seat may know: every card was seen face up (in the ring, or beating a ring card),
so all hands are known to all; only the stock is hidden. ``resample`` shuffles it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.engine.standing import fewest, penalty_standing, shared
from koloda.games.vosmerka.rules import VosmerkaRules, deck_of

RING = 256  # the drawn card beats the ring's card c: RING + c
TRANSFER = 512  # the defender passes the attack on with card c: TRANSFER + c
TAKE = 1000
PASS = 1001
DRAW, PLAY = 0, 1
LIMIT = 6  # attack cards in one bout at most (and never more than the defender holds)

_TAKE_WORDS = ("take", "беру", "взять", "забрать")
_PASS_WORDS = ("pass", "пас", "бито", "done", "хватит")
_PLAY_WORDS = ("play", "ход", "хожу", "кладу")
_RING_WORDS = ("beat", "бью", "бить")
_TRANSFER_WORDS = ("transfer", "перевод", "перевожу")

# what one move caused, for the log: (kind, seat, card, other card); kinds: "ring" (a
# drawn card laid in the ring), "beat" (a drawn card beat a ring card: both to the
# seat), "collect" (the seat took the ring), "done" (a bout beaten off), "took" (the
# defender took the table), "out" (a seat has no cards), "end" (the deal is over; card
# 1 when by the cap)
Event = tuple[str, int, int, int]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def beats(card: C.Card, other: C.Card, trump: int) -> bool:
    """A higher card of the same suit, or a trump on a plain card."""
    if C.suit_of(card) == C.suit_of(other):
        return C.rank_of(card) > C.rank_of(other)
    return C.suit_of(card) == trump


class VosmerkaState(State):
    rules: VosmerkaRules

    def __init__(self, game: Game, players: int, rules: VosmerkaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deck = deck_of(rules)
        self.deal_no = 0
        self.dealt = False
        self.phase = DRAW
        self.ring: list[C.Card] = []
        self.stock: list[C.Card] = []  # face down; the next card is the last of the list
        self.trump_card = -1
        self.trump = 0
        self.drawn = -1
        self.turn = 0
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.attacker = 0
        self.defender = 0
        self.table: list[list[C.Card]] = []  # [attack, cover or -1]
        self.taking = False  # the defender has said he takes
        self.limit = 0  # attack cards this bout may hold
        self.asked = 0  # which thrower is asked now (index into ``throwers()``)
        self.discard: list[C.Card] = []
        self.out: list[int] = []
        self.moves = 0
        self.penalties = [0] * players
        self.sheet: list[tuple[tuple[int, ...], bool]] = []
        self.news: list[Event] = []

    # --- chance and the first part ----------------------------------------------------

    @property
    def dealer(self) -> int:
        """The last seat deals first, so the first seat draws first; the deal passes to
        the left."""
        return (self.players - 1 + self.deal_no) % self.players

    def _chance(self) -> None:
        """Eight cards face up in a ring, the ninth the trump, laid under the stock: it
        is the stock's last card."""
        order = self.shuffled(self.deck)
        self.ring = order[:8]
        self.trump_card = order[8]
        self.trump = C.suit_of(self.trump_card)
        self.stock = [self.trump_card, *order[9:][::-1]]
        self.hands = [[] for _ in range(self.players)]
        self.table = []
        self.taking = False
        self.discard = []
        self.out = []
        self.moves = 0
        self.drawn = -1
        self.phase = DRAW
        self.dealt = True
        self.turn = (self.dealer + 1) % self.players
        self.news = []
        self._draw_on()

    def options(self, card: C.Card) -> list[C.Card]:
        return [c for c in self.ring if beats(card, c, self.trump)]

    def _draw_on(self) -> None:
        """Draw for the seat to move; lay or beat at once where there is no choice,
        until a seat has one or the stock is out (then the seat to move takes the ring
        and the second part begins)."""
        while self.stock:
            card = self.stock.pop()
            can = self.options(card)
            if len(can) > 1:
                self.drawn = card
                return
            if can:
                self._beat(self.turn, card, can[0])
            else:
                self.ring.append(card)
                self.news.append(("ring", self.turn, card, 0))
                self.turn = (self.turn + 1) % self.players
        seat = self.turn
        self.hands[seat].extend(self.ring)
        self.news.append(("collect", seat, len(self.ring), 0))
        self.ring = []
        self._start_play()

    def _beat(self, seat: int, card: C.Card, target: C.Card) -> None:
        self.ring.remove(target)
        self.hands[seat] += [target, card]
        self.news.append(("beat", seat, card, target))
        self.turn = (seat + 1) % self.players

    def _start_play(self) -> None:
        """Durak on the collected cards: the lowest trump leads (without a trump in any
        hand, the seat that took the ring); a seat without cards is out at once."""
        self.phase = PLAY
        for h in self.hands:
            h.sort(key=hand_order)
        self.out = [s for s in range(self.players) if not self.hands[s]]
        if self._check_end():
            return
        low = [(C.rank_of(c), s) for s, h in enumerate(self.hands) for c in h
               if C.suit_of(c) == self.trump]
        first = min(low)[1] if low else self.turn
        self._bout(first)

    def _bout(self, attacker: int) -> None:
        self.attacker = attacker
        self.defender = self._next(attacker)
        self.table = []
        self.taking = False
        self.asked = 0
        self.limit = min(LIMIT, len(self.hands[self.defender]))
        self.turn = attacker

    # --- the second part --------------------------------------------------------------

    def _next(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if self.hands[s]:
                return s
        return seat

    def throwers(self) -> list[int]:
        """Who may throw in, in the order asked: the attacker, then round the table,
        never the defender; seats without cards are skipped."""
        out = []
        for k in range(self.players):
            s = (self.attacker + k) % self.players
            if s != self.defender and self.hands[s]:
                out.append(s)
        return out

    def _open(self) -> int:
        """The index of the first attack not yet covered (-1: none)."""
        for i, (_, cover) in enumerate(self.table):
            if cover < 0:
                return i
        return -1

    def _rank_bits(self) -> int:
        """The ranks on the table, bit ``rank`` each (read at every step of a play-out)."""
        bits = 0
        for attack, cover in self.table:
            bits |= 1 << (attack & 15)
            if cover >= 0:
                bits |= 1 << (cover & 15)
        return bits

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
            return [RING + c for c in self.options(self.drawn)]
        hand = self.hands[seat]
        if not self.table:
            return list(hand)
        if seat == self.defender and not self.taking:
            i = self._open()
            attack = self.table[i][0]
            out: list[Action] = [c for c in hand if beats(c, attack, self.trump)]
            if self._may_transfer():
                nxt = self._next(self.defender)
                if len(self.hands[nxt]) >= len(self.table) + 1:
                    out += [TRANSFER + c for c in hand if C.rank_of(c) == C.rank_of(attack)]
            return [*out, TAKE]
        out = []
        if len(self.table) < self.limit:
            bits = self._rank_bits()
            out = [c for c in hand if bits >> (c & 15) & 1]
        return [*out, PASS]

    def _apply(self, action: Action) -> None:
        seat = self.turn
        self.news = []
        if self.phase == DRAW:
            card, self.drawn = self.drawn, -1
            self._beat(seat, card, action - RING)
            self._draw_on()
            return
        self.moves += 1
        if action == TAKE:
            self.taking = True
            self._ask_from(0)
        elif action == PASS:
            self._ask_from(self.throwers().index(seat) + 1)
        elif action >= TRANSFER:
            card = action - TRANSFER
            self._lay(seat, card)
            self.table.append([card, -1])
            self.attacker = seat
            self.defender = self._next(seat)
            self.limit = min(LIMIT, len(self.hands[self.defender]))
            self.turn = self.defender
        elif seat == self.defender:
            self._lay(seat, action)
            self.table[self._open()][1] = action
            if self._open() < 0:
                self._ask_from(0)
        else:  # a lead or a throw-in
            lead = not self.table
            i = 0 if lead else self.throwers().index(seat)
            self._lay(seat, action)
            self.table.append([action, -1])
            if self.taking:
                self._ask_from(i)  # he may add more (if he is out, the next is asked)
            else:
                self.turn = self.defender
        if self.dealt and not self._check_end() and self.moves >= self.rules.cap:
            left = [s for s in range(self.players) if self.hands[s]]
            most = max(len(self.hands[s]) for s in left)
            self._end_deal(tuple(s for s in left if len(self.hands[s]) == most), True)

    def _may_transfer(self) -> bool:
        """Transfers: in «переводной», before any cover, onto the next seat with cards
        enough for every attack."""
        if self.rules.form != "perevodnoy" or any(c >= 0 for _, c in self.table):
            return False
        nxt = self._next(self.defender)
        return nxt != self.defender and len(self.table) + 1 <= min(LIMIT, len(self.hands[nxt]))

    def _lay(self, seat: int, card: C.Card) -> None:
        self.hands[seat].remove(card)
        if not self.hands[seat]:
            self.out.append(seat)
            self.news.append(("out", seat, 0, 0))

    def _ask_from(self, i: int) -> None:
        """Ask the throwers from the ``i``-th on, skipping those with nothing to throw;
        when none is left (or the bout is full), the bout ends: beaten off, or taken."""
        order = self.throwers()
        if len(self.table) < self.limit:
            bits = self._rank_bits()
            for k in range(i, len(order)):
                if any(bits >> (c & 15) & 1 for c in self.hands[order[k]]):
                    self.asked = k
                    self.turn = order[k]
                    return
        cards = [c for pair in self.table for c in pair if c >= 0]
        self.table = []
        d = self.defender
        if self.taking:
            self.hands[d] = sorted(self.hands[d] + cards, key=hand_order)
            self.news.append(("took", d, 0, 0))
            nxt = self._next(d)
        else:
            self.discard += cards
            self.news.append(("done", d, 0, 0))
            nxt = d if self.hands[d] else self._next(d)
        if sum(1 for h in self.hands if h) > 1:
            self._bout(nxt)

    def _check_end(self) -> bool:
        """The deal ends when at most one seat holds cards and nothing waits to be
        covered: that seat (if any) is the loser."""
        left = [s for s in range(self.players) if self.hands[s]]
        if len(left) > 1:
            return False
        if self.table and self._open() >= 0 and left == [self.defender]:
            self.turn = self.defender
            return False
        if self.table:  # all covered: the last bout is beaten off
            self.discard += [c for pair in self.table for c in pair]
            self.table = []
        self._end_deal(tuple(left), False)
        return True

    def _end_deal(self, losers: tuple[int, ...], capped: bool) -> None:
        for s in losers:
            self.penalties[s] += 1
        self.sheet.append((losers, capped))
        self.news.append(("end", -1, 1 if capped else 0, 0))
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

    def clone(self) -> VosmerkaState:
        new = VosmerkaState.__new__(VosmerkaState)
        self._copy_base_into(new)
        new.deck = self.deck
        new.deal_no = self.deal_no
        new.dealt = self.dealt
        new.phase = self.phase
        new.ring = self.ring[:]
        new.stock = self.stock[:]
        new.trump_card = self.trump_card
        new.trump = self.trump
        new.drawn = self.drawn
        new.turn = self.turn
        new.hands = [h[:] for h in self.hands]
        new.attacker = self.attacker
        new.defender = self.defender
        new.table = [p[:] for p in self.table]
        new.taking = self.taking
        new.limit = self.limit
        new.asked = self.asked
        new.discard = self.discard[:]
        new.out = self.out[:]
        new.moves = self.moves
        new.penalties = self.penalties[:]
        new.sheet = self.sheet[:]
        new.news = self.news[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == TAKE:
            return "take"
        if action == PASS:
            return "pass"
        if action >= TRANSFER:
            return "transfer " + C.to_text(action - TRANSFER)
        if action >= RING:
            return "beat " + C.to_text(action - RING)
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        low = [w.casefold() for w in words]
        if len(words) == 1 and low[0] in _TAKE_WORDS:
            return TAKE
        if len(words) == 1 and low[0] in _PASS_WORDS:
            return PASS
        base = 0
        if len(words) == 2 and low[0] in _RING_WORDS:
            base = RING
        elif len(words) == 2 and low[0] in _TRANSFER_WORDS:
            base = TRANSFER
        if len(words) == 2 and (base or low[0] in _PLAY_WORDS):
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                pass
            else:
                if not C.is_joker(card) and C.copy_of(card) == 0:
                    if not base and self.phase == DRAW and self.dealt:
                        base = RING  # in the first part a card names the ring card
                    return base + card
        raise ParseError(
            f"'{text}' is not a move; write a card (QH, play QH), 'beat QH' (the ring "
            f"card the drawn card beats), 'transfer QD', 'take' or 'pass'",
            f"«{text}» — не ход; напишите карту (Дч, Д♥, play QH), «бью Дч» (какую карту "
            f"круга бьёт взятая), «перевод Дб», «беру» или «бито»")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == TAKE:
            return "беру" if ru else "take"
        if action == PASS:
            return "бито" if ru else "pass"
        if action >= TRANSFER:
            shown = C.show(action - TRANSFER, lang)
            return f"перевод {shown}" if ru else f"transfer {shown}"
        if action >= RING:
            target = C.show(action - RING, lang)
            card = C.show(self.drawn, lang) if self.drawn >= 0 else ""
            return f"{card} бьёт {target}" if ru else f"{card} beats {target}"
        return C.show(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0 or action in self.legal_actions():
            return None
        ru = lang == "ru"
        if self.phase == DRAW:
            if RING <= action < TRANSFER:
                shown = C.show(action - RING, lang)
                drawn = C.show(self.drawn, lang)
                return (f"{drawn} не бьёт {shown} из круга" if ru
                        else f"{drawn} does not beat {shown} of the ring")
            return ("сейчас выбирают, какую карту круга бить" if ru
                    else "now the ring card to beat is to be chosen")
        if RING <= action < TRANSFER:
            return "круг уже разобран" if ru else "the ring is gone already"
        if action in (TAKE, PASS):
            return ("сейчас этого сделать нельзя" if ru else "not now")
        card = action - TRANSFER if action >= TRANSFER else action
        if card not in self.hands[seat]:
            shown = C.show(card, lang)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action >= TRANSFER:
            return ("перевести сейчас нельзя" if ru else "no transfer now")
        if self.table and seat == self.defender and not self.taking:
            top = C.show(self.table[self._open()][0], lang)
            shown = C.show(card, lang)
            return f"{shown} не бьёт {top}" if ru else f"{shown} does not beat {top}"
        return ("подкидывать можно только карты тех достоинств, что на столе, и не больше, "
                "чем отбивающийся может покрыть" if ru
                else "a throw-in must match a rank on the table, and no more than the "
                     "defender can cover")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, VosmerkaState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        news = after.news[1:] if self.phase == DRAW and self.dealt else after.news
        for kind, seat, card, other in news:
            who = names[seat] if seat >= 0 else ""
            if kind == "ring":
                out.append(f"{who}: {C.show(card, lang)} в круг" if ru
                           else f"{who}: {C.show(card, lang)} into the ring")
            elif kind == "beat":
                out.append(f"{who}: {C.show(card, lang)} на {C.show(other, lang)}, обе себе"
                           if ru else f"{who}: {C.show(card, lang)} on "
                                      f"{C.show(other, lang)}, both kept")
            elif kind == "collect":
                out.append(f"колода кончилась, круг ({card}) — игроку {who}" if ru
                           else f"the stock is out; the ring ({card}) goes to {who}")
            elif kind == "done":
                out.append("бито" if ru else "beaten off")
            elif kind == "took":
                out.append(f"{who}: карты со стола — в руку" if ru
                           else f"{who}: the table's cards into the hand")
            elif kind == "out":
                out.append(f"{who}: без карт" if ru else f"{who}: out of cards")
            elif kind == "end":
                losers, capped = after.sheet[-1]
                lost = ", ".join(names[s] for s in losers)
                if not losers:
                    out.append("ничья: карты кончились у всех" if ru
                               else "a draw: nobody is left with cards")
                elif capped:
                    out.append(f"лимит ходов: проигрывает {lost}" if ru
                               else f"move limit: {lost} loses")
                else:
                    out.append(f"с картами остаётся {lost}" if ru
                               else f"left with cards: {lost}")
                if after.is_terminal():
                    top = ", ".join(names[s] for s in after.winners())
                    out.append(f"игра окончена, побеждает {top}" if ru
                               else f"game over, {top} wins")
        return out

    # --- information ------------------------------------------------------------------

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
            "ring": C.texts(self.ring) if live else [],
            "trump_card": C.to_text(self.trump_card) if live else None,
            "trump": C.SUIT_ASCII[self.trump] if live else None,
            "hands": [C.texts(h) for h in self.hands] if live
            else [[] for _ in range(self.players)],
            "hand_sizes": [len(h) for h in self.hands] if live else [0] * self.players,
            "attacker": self.attacker if live and self.phase == PLAY else None,
            "defender": self.defender if live and self.phase == PLAY else None,
            "table": [[C.to_text(a), C.to_text(c) if c >= 0 else None]
                      for a, c in self.table] if live else [],
            "taking": self.taking,
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
            "phase": ("draw" if self.phase == DRAW else "play") if live else None,
            "trump": C.SUIT_ASCII[self.trump] if live else None,
            "table": [[C.to_text(a), C.to_text(c) if c >= 0 else None]
                      for a, c in self.table] if live else [],
            "taking": self.taking,
        }

    def unseen(self, seat: int) -> int:
        """Only the stock, less its bottom card (the trump, face up): every other card
        was seen face up by all."""
        return C.mask_of(self.stock) & ~(1 << self.trump_card)

    def resample(self, seat: int, rng: random.Random) -> VosmerkaState:
        """A clone with the stock in a new random order, its last card (the trump, seen
        by all) kept at the bottom."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if len(self.stock) > 1:
            rest = sorted(self.stock[1:])  # not the true order: the worlds must not see it
            rng.shuffle(rest)
            new.stock = [self.stock[0], *rest]
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "penalties": self.penalties[:], "winners": self.winners() if over else []}

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Круг: «бью Дч» (beat QH) — какую карту круга бьёт взятая. Дурак: карта "
                    "с руки (Дч, QH), «перевод Дб», «беру» (take), «бито» (pass).")
        return ("The ring: 'beat QH', the ring card the drawn card beats. Durak: a card of "
                "your hand (QH), 'transfer QD', 'take', 'pass'.")

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по раздачам", "the sheet, deal by deal")
        return out
