"""The state machine of Мушка-копилка (rules and readings: the package docstring).

A match of ``deals`` deals. A deal: five cards each (a chance event), the rest a face-down
stock; the exchanges (automatic but for the takers' discards, one action each); then the
play of tricks without trumps until someone has shed his last card. What a seat may know:
its hand, its own discards, every card played, the sizes of all hands and piles and every
payment. Not: the other hands, their discards, the stock (``unseen``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import lower_name, seat_names
from koloda.engine.texts import count
from koloda.games.mushka_kopilka.rules import KopilkaRules

DRAW = 401
PASS = 402
HAND = 5
ACE_SPADES = C.make(C.ACE, C.SPADES)
CARDS = (("карта", "карты", "карт"), ("card", "cards"))
PRICE = (1, 2, 3, 4)  # spades, clubs, diamonds, hearts: a trick's price in units

_PLAY = ("play", "discard", "сыграть", "снести", "ход")
_DRAW = ("draw", "buy", "прикупить", "взять", "прикуп")
_PASS = ("pass", "пас", "пасс")

Trick = tuple[tuple[tuple[int, C.Card], ...], int]  # (seat, card) in order, winner or -1


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def trick_value(suit: int, double: bool, unit: int) -> int:
    return PRICE[suit] * unit * (2 if double else 1)


def trick_winner(trick: Sequence[tuple[int, C.Card]], wild: bool) -> int:
    """The seat taking a trick: the ace of spades if it is wild and in it, else the
    highest card of the suit led."""
    if wild:
        for seat, card in trick:
            if card == ACE_SPADES:
                return seat
    led = C.suit_of(trick[0][1])
    return max((c, s) for s, c in trick if C.suit_of(c) == led)[1]


class KopilkaState(State):
    rules: KopilkaRules

    def __init__(self, game: Game, players: int, rules: KopilkaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deal_no = 0
        self.dealt = False
        self.over = False
        self.dealer = players - 1
        self.kitty = rules.ante * players
        self.paid = [rules.ante] * players  # everything a seat put into the kitty
        self.won = [0.0] * players  # what it took out at the end
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.stock: list[C.Card] = []  # the next card drawn is stock[0]
        self.discards: list[list[C.Card]] = [[] for _ in range(players)]
        self.pending: list[int] = []  # takers who must still discard a card
        self.exchanges: list[tuple[int, int]] = []  # (the player who laid, cards laid)
        self.leader = 0
        self.pos = 0  # 0: the leader leads; 1-3: the next seats answer
        self.trick: list[tuple[int, C.Card]] = []
        self.ban = -1  # the suit the leader may not lead (the one he just took)
        self.failed = 0  # leads in a row that nobody answered
        self.taken: list[list[tuple[int, bool]]] = [[] for _ in range(players)]  # this deal
        self.fined = [0] * players  # this deal's fines
        self.out = -1  # who shed his cards first this deal
        self.known = 0  # cards every seat saw go back into a hand (an unanswered lead)
        self.last: Trick | None = None
        # per scored deal: tricks' value per seat, tricks per seat, fines per seat, first out
        self.rows: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int]] = []

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(C.deck(32))
        n = self.players
        for i in range(n):
            s = (self.dealer + 1 + i) % n
            self.hands[s] = sorted(order[i * HAND:(i + 1) * HAND], key=hand_order)
        self.stock = order[n * HAND:]
        self.discards = [[] for _ in range(n)]
        self.pending = []
        self.exchanges = []
        self.leader = (self.dealer + 1) % n
        self.pos = 0
        self.trick = []
        self.ban = -1
        self.failed = 0
        self.taken = [[] for _ in range(n)]
        self.fined = [0] * n
        self.out = -1
        self.known = 0
        self.last = None
        self.dealt = True
        self._exchange()

    def _exchange(self) -> None:
        """The next player (from the dealer's left) holding three cards or more of a suit
        lays them down; the others take one each, lowest first in turn; he keeps any
        left over and draws from the stock as many as were taken. The takers then each
        discard a card. Stops when nobody holds three of a suit or the stock runs low."""
        n = self.players
        if self.pending or len(self.stock) < n - 1:
            return
        for i in range(n):
            s = (self.dealer + 1 + i) % n
            for suit in range(4):
                laid = [c for c in self.hands[s] if C.suit_of(c) == suit]
                if len(laid) < 3:
                    continue
                takers = [(s + k) % n for k in range(1, n)]
                for k, t in enumerate(takers):
                    self.hands[s].remove(laid[k])
                    self.hands[t] = sorted([*self.hands[t], laid[k]], key=hand_order)
                drawn = self.stock[:n - 1]
                del self.stock[:n - 1]
                self.hands[s] = sorted(self.hands[s] + drawn, key=hand_order)
                self.exchanges.append((s, len(laid)))
                self.pending = takers
                return

    # --- the state machine ------------------------------------------------------------

    def phase(self) -> str:
        if self.over:
            return "over"
        if not self.dealt:
            return "deal"
        return "exchange" if self.pending else "play"

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if not self.dealt:
            return CHANCE
        if self.pending:
            return self.pending[0]
        return (self.leader + self.pos) % self.players

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        hand = self.hands[seat]
        if self.pending:
            return list(hand)
        if self.pos == 0:
            return [c for c in hand if C.suit_of(c) != self.ban] or list(hand)
        led = C.suit_of(self.trick[0][1])
        same = [c for c in hand if C.suit_of(c) == led]
        wild = ([ACE_SPADES] if self.rules.spade_ace_wild and ACE_SPADES in hand
                and led != C.SPADES else [])
        if same:
            return same + wild + ([PASS] if self.rules.pass_holding else [])
        return wild + ([DRAW] if self.stock else []) + [PASS]

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if self.pending:
            self.hands[seat].remove(action)
            self.discards[seat].append(action)
            self.pending.pop(0)
            self._exchange()
            return
        if action == DRAW:
            self.hands[seat] = sorted([*self.hands[seat], self.stock.pop(0)], key=hand_order)
            return
        if action == PASS:
            led = C.suit_of(self.trick[0][1])
            if any(C.suit_of(c) == led for c in self.hands[seat]):
                self._fine(seat)
        else:
            self.hands[seat].remove(action)
            self.trick.append((seat, action))
            self.known &= ~(1 << action)
        self.pos += 1
        if self.pos == self.players:
            self._resolve()

    def _fine(self, seat: int) -> None:
        self.fined[seat] += self.rules.fine
        self.paid[seat] += self.rules.fine
        self.kitty += self.rules.fine

    def _resolve(self) -> None:
        n = self.players
        if len(self.trick) == 1:
            # nobody answered: the leader takes his card back and the lead moves on
            seat, card = self.trick[0]
            self.hands[seat] = sorted([*self.hands[seat], card], key=hand_order)
            self.known |= 1 << card
            self.last = (tuple(self.trick), -1)
            self.trick = []
            self.pos = 0
            self.ban = -1
            self.failed += 1
            self.leader = (self.leader + 1) % n
            if self.failed >= n:
                self._score_deal()
            return
        win = trick_winner(self.trick, self.rules.spade_ace_wild)
        led = C.suit_of(self.trick[0][1])
        double = any(c == ACE_SPADES for _, c in self.trick)
        self.taken[win].append((led, double))
        self.last = (tuple(self.trick), win)
        empty = [s for s, _ in self.trick if not self.hands[s]]
        self.trick = []
        self.pos = 0
        self.failed = 0
        self.leader = win
        self.ban = led
        if empty:
            self.out = empty[0]
            self._score_deal()

    def _score_deal(self) -> None:
        """Fines for no trick, the fee of everyone but the first out; after the last
        deal, the tricks are paid out of the kitty and the first out of the last deal
        takes what is left."""
        n = self.players
        for s in range(n):
            if not self.taken[s]:
                self._fine(s)
            if s != self.out:
                self.paid[s] += self.rules.fee
                self.kitty += self.rules.fee
        unit = self.rules.unit
        values = tuple(sum(trick_value(su, d, unit) for su, d in self.taken[s])
                       for s in range(n))
        self.rows.append((values, tuple(len(t) for t in self.taken), tuple(self.fined),
                          self.out))
        self.deal_no += 1
        self.dealt = False
        self.dealer = (self.dealer + 1) % n
        if self.deal_no < self.rules.deals:
            return
        totals = [sum(r[0][s] for r in self.rows) for s in range(n)]
        due = sum(totals)
        share = 1.0 if due <= self.kitty else self.kitty / due
        for s in range(n):
            self.won[s] = totals[s] * share
        rest = self.kitty - sum(self.won)
        heirs = [self.out] if self.out >= 0 else list(range(n))
        for s in heirs:
            self.won[s] += rest / len(heirs)
        self.kitty = 0
        self.over = True

    # --- the outcome ------------------------------------------------------------------

    def returns(self) -> list[float]:
        if not self.over:
            return [0.0] * self.players
        return [self.won[s] - self.paid[s] for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the money, squeezed into
        (0, 1) (about a deal's worth of money is a quarter of the way). At the end the
        returns; between deals what each seat would get if the match were settled now
        (its tricks paid from the kitty, the rest shared evenly, since who sheds first
        in the last deal is unknown) less what it paid. Inside a deal: None."""
        n = self.players
        if self.over:
            got = self.returns()
        elif not self.dealt:
            totals = [sum(r[0][s] for r in self.rows) for s in range(n)]
            due = sum(totals)
            share = 1.0 if due <= self.kitty else self.kitty / due
            rest = (self.kitty - due * share) / n
            got = [totals[s] * share + rest - self.paid[s] for s in range(n)]
        else:
            return None
        rules = self.rules
        scale = float(max(1, 10 * rules.unit + rules.fine + rules.fee))
        return [0.5 + x / (2.0 * (abs(x) + scale)) for x in got]

    def result(self) -> dict[str, Any]:
        return {"terminal": self.over, "returns": self.returns() if self.over else None,
                "paid": self.paid[:], "won": self.won[:], "deals": self.deal_no}

    def clone(self) -> KopilkaState:
        new = KopilkaState.__new__(KopilkaState)
        self._copy_base_into(new)
        for name in ("deal_no", "dealt", "over", "dealer", "kitty", "leader", "pos", "ban",
                     "failed", "out", "known", "last"):
            setattr(new, name, getattr(self, name))
        new.paid = self.paid[:]
        new.won = self.won[:]
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.discards = [d[:] for d in self.discards]
        new.pending = self.pending[:]
        new.exchanges = self.exchanges[:]
        new.trick = self.trick[:]
        new.taken = [t[:] for t in self.taken]
        new.fined = self.fined[:]
        new.rows = self.rows[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == DRAW:
            return "draw"
        if action == PASS:
            return "pass"
        return ("discard " if self.pending else "play ") + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 1 and words[0].casefold() in _DRAW:
            return DRAW
        if len(words) == 1 and words[0].casefold() in _PASS:
            return PASS
        if len(words) == 2 and words[0].casefold() in _PLAY:
            words = words[1:]
        if len(words) == 1:
            try:
                return C.parse(words[0])
            except ParseError:
                pass
        raise ParseError(
            f"'{text}' is not a move; write a card (QH, play QH), draw or pass",
            f"«{text}» — не ход; напишите карту (Дч, QH), «прикупить» или «пас»")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == DRAW:
            return "прикупить из колоды" if ru else "draw from the stock"
        if action == PASS:
            return "пас" if ru else "pass"
        if self.pending:
            return f"снести {C.show(action, lang)}" if ru else f"discard {C.show(action, lang)}"
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """An exchange discard lies face down: only its owner sees the card."""
        if self.pending and viewer != self.current_player():
            return "сносит карту" if lang == "ru" else "discards a card"
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if action == DRAW:
            return ("прикупать можно, только когда нет масти хода и колода не пуста" if ru
                    else "you may draw only without the suit led and with cards in the stock")
        if action == PASS:
            return ("пас только в ответ на ход, и при нужной масти пас запрещён" if ru
                    else "you may pass only when answering, and not while holding the suit")
        if not C.is_card(action) or action not in self.hands[seat]:
            shown = C.show(action, lang) if C.is_card(action) else str(action)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if self.pos == 0:
            return ("взявший взятку ходит с другой масти" if ru
                    else "the winner of a trick must lead another suit")
        return ("другую масть класть нельзя: дайте масть хода, прикупите или пасуйте" if ru
                else "another suit may not be played: follow, draw or pass")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, KopilkaState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if len(after.exchanges) > len(self.exchanges) and after.deal_no == self.deal_no:
            s, k = after.exchanges[-1]
            you = names[s] in ("Вы", "You")
            verb = ("выкладываете" if you else "выкладывает") if ru else (
                "lay" if you else "lays")
            out.append(f"{names[s]} {verb} {count(k, lang, CARDS)} одной масти, каждому по одной"
                       if ru else f"{names[s]} {verb} down {k} cards of a suit, one to each "
                       "player")
        if after.last is not None and after.last is not self.last:
            _, win = after.last
            if win < 0:
                out.append("на ход никто не ответил: карта возвращается, ход переходит" if ru
                           else "nobody answered the lead: the card goes back, the lead "
                                "passes on")
            else:
                out.append(f"взятка: {lower_name(names[win])}" if ru
                           else f"trick to {lower_name(names[win])}")
        if after.deal_no > self.deal_no:
            first = after.rows[-1][3]
            who = names[first] if first >= 0 else ("никто" if ru else "nobody")
            out.append(f"сдача {after.deal_no} окончена, первым снёс карты: {who}" if ru
                       else f"deal {after.deal_no} over, first to shed: {who}")
            if after.over:
                tally = ", ".join(f"{names[s]} {r:+g}" for s, r in enumerate(after.returns()))
                out.append(("Итог партии: " if ru else "Match result: ") + tally)
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        unit = self.rules.unit
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase(),
            "deal": self.deal_no + (0 if self.over else 1),
            "dealer": self.dealer,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "discarded": [len(d) for d in self.discards],
            "my_discards": C.texts(self.discards[seat]),
            "pending": self.pending[:],
            "exchanges": [list(e) for e in self.exchanges],
            "leader": self.leader,
            "ban": self.ban,
            "trick": [[s, C.to_text(c)] for s, c in self.trick],
            "taken": [[[su, d] for su, d in t] for t in self.taken],
            "worth": [sum(trick_value(su, d, unit) for su, d in t) for t in self.taken],
            "kitty": self.kitty,
            "paid": self.paid[:],
            "won": self.won[:],
            "last": None if self.last is None else {
                "cards": [[s, C.to_text(c)] for s, c in self.last[0]],
                "winner": self.last[1]},
            "rows": [{"values": list(v), "tricks": list(t), "fines": list(f), "out": o}
                     for v, t, f, o in self.rows],
            "over": self.over,
            "returns": self.returns() if self.over else None,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {"phase": self.phase(),
                "trick": [[s, C.to_text(c)] for s, c in self.trick]}

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.stock)
        for s in range(self.players):
            if s != seat:
                hidden |= C.mask_of(self.hands[s]) | C.mask_of(self.discards[s])
        return hidden & ~self.known

    def resample(self, seat: int, rng: random.Random) -> KopilkaState:
        """The other hands, their discards and the stock dealt again at random, each
        keeping its size; a card seen going back into a hand stays there. Not kept (the observation does not hold them): which cards
        this seat laid down and to whom they went, and the suits a player showed he
        lacks by drawing."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        others = [s for s in range(self.players) if s != seat]
        known = self.known
        pool = [c for s in others for c in self.hands[s] + self.discards[s]
                if not known >> c & 1] + self.stock
        # shuffled from their sorted order, not the true one: the worlds must not follow
        # where the hidden cards really lie
        pool.sort()
        rng.shuffle(pool)
        for s in others:
            kept = [c for c in self.hands[s] if known >> c & 1]
            k = len(self.hands[s]) - len(kept)
            new.hands[s] = sorted(kept + pool[:k], key=hand_order)
            del pool[:k]
            k = len(self.discards[s])
            new.discards[s] = pool[:k]
            del pool[:k]
        new.stock = pool
        return new

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по сдачам", "the score sheet")
        return out
