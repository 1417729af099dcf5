"""The state machine of «Ерунда» (rules and readings: the package docstring).

A deal: five cards each and four to the talon, the «на 5» round, the dealer's trump card,
the buying of the talon, the dealer's discard, who plays and who drops, five tricks, then
each player without a trick chooses a plus or the minus. Deals go on to the target.

Hidden from a seat: the other hands (except cards everyone saw go into them: the talon's
turned cards, the picked trump, the dealer's trump card until his discard), every
face-down discard or dropped hand but its own, the talon's face-down cards and the deck.
``resample`` deals those again, keeping what play showed (voids, a card below the one led)
and where the dealer's shown trump card can be (his hand or his discard).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.erunda.rules import ErundaRules

KEEP = 64  # 64 + card: keep this card, take the talon
DISCARD = 128  # 128 + card: the dealer's discard
FIVE, PASS, PICK, DECLINE, JOIN, FOLD, PLUS, MINUS = range(300, 308)
WORDS = {FIVE: "five", PASS: "pass", PICK: "pick", DECLINE: "decline", JOIN: "in",
         FOLD: "fold", PLUS: "plus", MINUS: "minus"}
_PARSE = {
    **{v: k for k, v in WORDS.items()},
    "на5": FIVE, "пять": FIVE, "пас": PASS, "взять": PICK, "козырь": PICK,
    "отказ": DECLINE, "переворот": DECLINE, "play": JOIN, "играю": JOIN, "вист": JOIN,
    "бросаю": FOLD, "плюс": PLUS, "+": PLUS, "минус": MINUS, "-5": MINUS,
}
_VERBS = {"play": 0, "ход": 0, "keep": KEEP, "оставить": KEEP, "discard": DISCARD,
          "снос": DISCARD, "сбросить": DISCARD}
HAND = 5
TALON = 4


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), -C.rank_of(card))


class ErundaState(State):
    rules: ErundaRules

    def __init__(self, game: Game, players: int, rules: ErundaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.n = n
        self.dealer = 0
        self.deal_no = 0
        self.need_shuffle = True
        self.hands: list[list[C.Card]] = [[] for _ in range(n)]
        self.talon: list[C.Card] = []  # face down, the top first
        self.turned: list[C.Card] = []  # talon cards turned face up
        self.deck: list[C.Card] = []
        self.trump_card = -1
        self.trump: int | None = None
        self.trump_known = False  # the trump card is still known to be in the dealer's hand
        self.trump_loose = False  # shown, then perhaps discarded: the dealer's hand or out
        self.phase = "declare"
        self.turn = 0
        self.declarer: int | None = None
        self.buyer: int | None = None
        self.picked = -1
        self.known: list[list[C.Card]] = [[] for _ in range(n)]
        self.out: list[list[C.Card]] = [[] for _ in range(n)]  # face-down cards of a seat
        self.active = [True] * n
        self.trick: list[C.Card] = []
        self.leader = 0
        self.won = [0] * n
        self.played: list[C.Card] = []
        self.last: list[C.Card] = []
        self.last_leader = 0
        self.last_winner: int | None = None
        self.voids = [0] * n
        self.caps = [[15] * 4 for _ in range(n)]  # a seat holds no card of a suit above
        self.settle: list[int] = []
        self.scores = [0] * n
        self.pluses = [0] * n
        self.pot = rules.stake * n
        self.money = [-rules.stake] * n
        self.rows: list[tuple[str, ...]] = []
        self.row: list[str] = []
        self.winner: int | None = None

    # --- dealing ----------------------------------------------------------------------

    def order_from(self, start: int) -> list[int]:
        return [(start + i) % self.n for i in range(self.n)]

    def _chance(self) -> None:
        deck = self.shuffled(C.deck(36))
        n = self.n
        first = (self.dealer + 1) % n
        hands: list[list[C.Card]] = [[] for _ in range(n)]
        talon: list[C.Card] = []
        for rnd in range(HAND):
            for s in self.order_from(first):
                hands[s].append(deck.pop(0))
            if rnd > 0:
                talon.append(deck.pop(0))
        self.hands = [sorted(h, key=hand_order) for h in hands]
        self.talon = talon
        self.turned = []
        self.deck = deck
        self.need_shuffle = False
        self.deal_no += 1
        self.trump_card = -1
        self.trump = None
        self.trump_known = False
        self.trump_loose = False
        self.declarer = None
        self.buyer = None
        self.picked = -1
        self.known = [[] for _ in range(n)]
        self.out = [[] for _ in range(n)]
        self.active = [True] * n
        self.trick = []
        self.won = [0] * n
        self.played = []
        self.last = []
        self.last_winner = None
        self.voids = [0] * n
        self.caps = [[15] * 4 for _ in range(n)]
        self.settle = []
        self.row = ["—"] * n
        self.turn = first
        if self.rules.five:
            self.phase = "declare"
        else:
            self._reveal()

    def _reveal(self) -> None:
        """The dealer takes the deck's top card: shown (its suit is trump) unless a
        player declared «на 5»."""
        card = self.deck.pop(0)
        self.trump_card = card
        self.hands[self.dealer] = sorted(self.hands[self.dealer] + [card], key=hand_order)
        if self.declarer is None:
            self.trump = C.suit_of(card)
            self.trump_known = True
            self.known[self.dealer].append(card)
        self.phase = "buy"
        self.turn = (self.dealer + 1) % self.n
        if self.n == 1 or self.turn == self.dealer:
            self.phase = "discard"

    # --- the machine ------------------------------------------------------------------

    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        if self.need_shuffle:
            return CHANCE
        if self.phase == "discard":
            return self.dealer
        if self.phase == "play":
            return self._next_in_trick()
        return self.turn

    def _next_in_trick(self) -> int:
        seat = self.leader
        for _ in range(len(self.trick)):
            seat = self._next_active(seat)
        return seat

    def _next_active(self, seat: int) -> int:
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if self.active[s]:
                return s
        return seat

    def must_play(self, seat: int) -> bool:
        return (seat in (self.dealer, self.buyer, self.declarer)
                or self.scores[seat] >= self.rules.must_play)

    def can_pick(self, seat: int) -> bool:
        return (self.rules.pick and self.trump is not None and seat == (self.dealer + 1) % self.n
                and not any(C.suit_of(c) == self.trump for c in self.hands[seat])
                and bool(self.deck))

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.phase == "declare":
            return [FIVE, PASS]
        if self.phase == "buy":
            out: list[Action] = [KEEP + c for c in self.hands[seat]]
            if self.can_pick(seat):
                out.append(PICK)
            out.append(DECLINE)
            return out
        if self.phase == "discard":
            return [DISCARD + c for c in self.hands[seat]]
        if self.phase == "join":
            return [JOIN, FOLD]
        if self.phase == "settle":
            return [PLUS, MINUS]
        return list(self.follows(seat))

    def follows(self, seat: int) -> list[C.Card]:
        hand = self.hands[seat]
        if not self.trick:
            return hand[:]
        led = self.trick[0]
        suit = [c for c in hand if C.suit_of(c) == C.suit_of(led)]
        if suit:
            higher = [c for c in suit if C.rank_of(c) > C.rank_of(led)]
            return higher or suit
        trumps = [c for c in hand if self.trump is not None and C.suit_of(c) == self.trump]
        return trumps or hand[:]

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if self.phase == "declare":
            if action == FIVE:
                self.declarer = seat
                self._reveal()
            elif seat == self.dealer:
                self._reveal()
            else:
                self.turn = (seat + 1) % self.n
        elif self.phase == "buy":
            self._buy(seat, action)
        elif self.phase == "discard":
            card = action - DISCARD
            self.hands[seat].remove(card)
            self.out[seat].append(card)
            if self.trump_known:
                # the shown card may be the one gone face down: nobody else can place it
                self.known[seat].remove(self.trump_card)
                self.trump_known = False
                self.trump_loose = True
            self._start_join()
        elif self.phase == "join":
            if action == FOLD:
                self.active[seat] = False
                self.out[seat] += self.hands[seat]
                self.hands[seat] = []
            self._next_join(seat)
        elif self.phase == "settle":
            self._settle(seat, action)
        else:
            self._play(seat, action)

    def _buy(self, seat: int, action: Action) -> None:
        if action == DECLINE:
            if self.talon and len(self.turned) < TALON:
                self.turned.append(self.talon[len(self.turned)])
            nxt = (seat + 1) % self.n
            if nxt == self.dealer:
                self.phase = "discard"
            else:
                self.turn = nxt
            return
        keep: list[C.Card] = []
        if action == PICK:
            trumps = [c for c in self.deck if C.suit_of(c) == self.trump]
            card = max(trumps or self.deck, key=C.rank_of)
            self.deck.remove(card)
            self.picked = card
            keep = [card]
            self.out[seat] += self.hands[seat]
        else:
            card = action - KEEP
            keep = [card]
            self.out[seat] += [c for c in self.hands[seat] if c != card]
        self.known[seat] += [c for c in keep if c == self.picked] + self.turned
        self.hands[seat] = sorted(keep + self.talon, key=hand_order)
        self.talon = []
        self.turned = []
        self.buyer = seat
        self.phase = "discard"

    def _start_join(self) -> None:
        self.phase = "join"
        first = (self.dealer + 1) % self.n
        for s in self.order_from(first):
            if not self.must_play(s):
                self.turn = s
                return
        self._start_play()

    def _next_join(self, seat: int) -> None:
        first = (self.dealer + 1) % self.n
        seats = self.order_from(first)
        for s in seats[seats.index(seat) + 1:]:
            if not self.must_play(s):
                self.turn = s
                return
        self._start_play()

    def _start_play(self) -> None:
        self.phase = "play"
        for s in range(self.n):
            self.row[s] = "0" if self.active[s] else "—"
        if self.buyer is not None:
            self.leader = self.buyer
        elif self.declarer is not None:
            self.leader = self.declarer
        else:
            self.leader = self._next_active(self.dealer)
        self.trick = []

    def _play(self, seat: int, card: C.Card) -> None:
        if self.trick:
            led = self.trick[0]
            suit = C.suit_of(led)
            if C.suit_of(card) != suit:
                self.voids[seat] |= 1 << suit
                if self.trump is not None and C.suit_of(card) != self.trump:
                    self.voids[seat] |= 1 << self.trump
            elif C.rank_of(card) < C.rank_of(led):
                self.caps[seat][suit] = min(self.caps[seat][suit], C.rank_of(led))
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        if card == self.trump_card:
            self.trump_loose = False
        self.trick.append(card)
        if len(self.trick) < sum(self.active):
            return
        seats = [self.leader]
        for _ in range(len(self.trick) - 1):
            seats.append(self._next_active(seats[-1]))
        best = 0
        for i, c in enumerate(self.trick):
            if self._beats(c, self.trick[best]):
                best = i
        winner = seats[best]
        self.won[winner] += 1
        self.last = self.trick
        self.last_leader = self.leader
        self.last_winner = winner
        self.played += self.trick
        self.trick = []
        self.leader = winner
        if not any(self.hands[s] for s in range(self.n) if self.active[s]):
            self._end_play()

    def _beats(self, card: C.Card, best: C.Card) -> bool:
        if C.suit_of(card) == C.suit_of(best):
            return C.rank_of(card) > C.rank_of(best)
        return self.trump is not None and C.suit_of(card) == self.trump

    def _end_play(self) -> None:
        self.settle = []
        for s in range(self.n):
            if not self.active[s]:
                continue
            self.scores[s] += self.won[s]
            self.row[s] = str(self.won[s])
            if s == self.declarer and self.won[s] < HAND:
                self.pluses[s] += self.rules.five_pluses
                self.row[s] += " " + "+" * self.rules.five_pluses
            elif self.won[s] == 0:
                self.settle.append(s)
        self._next_settle()

    def _next_settle(self) -> None:
        if self.settle:
            self.phase = "settle"
            self.turn = self.settle.pop(0)
            return
        self.rows.append((str(self.deal_no), *self.row))
        self._end_deal()

    def _settle(self, seat: int, action: Action) -> None:
        if action == MINUS:
            self.scores[seat] -= self.rules.minus
            self.row[seat] = f"−{self.rules.minus}"
        elif self.scores[seat] >= self.rules.big_plus:
            # a big plus: the pot and every plus so far go on the pot from his pocket
            amount = self.pot + self.rules.plus_price * sum(self.pluses)
            self.money[seat] -= amount
            self.pot += amount
            self.row[seat] = f"+{amount}"
        else:
            self.pluses[seat] += 1
            self.row[seat] = "+"
        self._next_settle()

    def _end_deal(self) -> None:
        best = max(self.scores)
        if best >= self.rules.target or self.deal_no >= self.rules.max_deals:
            first = (self.dealer + 1) % self.n
            self.winner = next(s for s in self.order_from(first) if self.scores[s] == best)
            self._pay()
            return
        self.dealer = (self.dealer + 1) % self.n
        self.need_shuffle = True

    def _pay(self) -> None:
        w = self.winner
        assert w is not None
        self.money[w] += self.pot
        self.pot = 0
        for s in range(self.n):
            if s != w:
                due = self.rules.plus_price * self.pluses[s]
                self.money[s] -= due
                self.money[w] += due

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0] * self.n
        return [float(m) for m in self.money]

    def search_values(self) -> list[float] | None:
        """For the search players: each seat's money, expected at a new deal and final
        at the end, on a scale of every stake plus two pluses a seat (one half is
        even). At a new deal a seat's chance of winning is a rough one from the
        distance to the target (weight 1/d²); the winner would take the pot and every
        other seat's pluses, and a seat that loses pays for its own."""
        n = self.n
        scale = max(1, n * (self.rules.stake + 2 * self.rules.plus_price))
        if self.winner is not None:
            expected = [float(m) for m in self.money]
        elif self.need_shuffle and self.deal_no > 0:
            target = self.rules.target
            weights = [1.0 / max(1, target - sc) ** 2 for sc in self.scores]
            total = sum(weights)
            price = self.rules.plus_price
            owed = [price * p for p in self.pluses]
            all_owed = sum(owed)
            expected = []
            for s in range(n):
                win = weights[s] / total
                expected.append(self.money[s] + win * (self.pot + all_owed - owed[s])
                                - (1.0 - win) * owed[s])
        else:
            return None
        return [min(1.0, max(0.0, 0.5 + e / (2 * scale))) for e in expected]

    def clone(self) -> ErundaState:
        new = ErundaState.__new__(ErundaState)
        self._copy_base_into(new)
        for name in ("n", "dealer", "deal_no", "need_shuffle", "trump_card", "trump",
                     "trump_known", "trump_loose", "phase", "turn", "declarer", "buyer",
                     "picked", "leader", "last_leader", "last_winner", "pot", "winner"):
            setattr(new, name, getattr(self, name))
        new.hands = [h[:] for h in self.hands]
        new.talon = self.talon[:]
        new.turned = self.turned[:]
        new.deck = self.deck[:]
        new.known = [k[:] for k in self.known]
        new.out = [o[:] for o in self.out]
        new.active = self.active[:]
        new.trick = self.trick[:]
        new.won = self.won[:]
        new.played = self.played[:]
        new.last = self.last[:]
        new.voids = self.voids[:]
        new.caps = [c[:] for c in self.caps]
        new.settle = self.settle[:]
        new.scores = self.scores[:]
        new.pluses = self.pluses[:]
        new.money = self.money[:]
        new.rows = self.rows[:]
        new.row = self.row[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action in WORDS:
            return WORDS[action]
        if action >= DISCARD:
            return "discard " + C.to_text(action - DISCARD)
        if action >= KEEP:
            return "keep " + C.to_text(action - KEEP)
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 1 and words[0].casefold() in _PARSE:
            return _PARSE[words[0].casefold()]
        base: int | None = None
        if len(words) == 2 and words[0].casefold() in _VERBS:
            base = _VERBS[words[0].casefold()]
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                card = -1
            if card >= 0 and not C.is_joker(card) and C.copy_of(card) == 0 \
                    and C.rank_of(card) >= 6:
                if base is None:
                    base = {"buy": KEEP, "discard": DISCARD}.get(self.phase, 0)
                return base + card
        raise ParseError(
            f"'{text}' is not a move; write a card (QH, play QH, keep QH, discard QH) or one "
            "of: five, pass, pick, decline, in, fold, plus, minus",
            f"«{text}» — не ход; напишите карту (Дч, play QH, keep QH, снос Дч) или одно из: "
            "на5, пас, козырь, отказ, играю, бросаю, плюс, минус")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        labels = {FIVE: ("на 5", "five, no trumps"), PASS: ("пас", "pass"),
                  PICK: ("беру козыря из колоды и прикуп", "take a trump from the deck "
                         "and the talon"),
                  DECLINE: ("не прикупаю", "decline the talon"),
                  JOIN: ("играю", "I play"), FOLD: ("бросаю карты", "I drop out"),
                  PLUS: ("плюс", "a plus"), MINUS: ("списать очки", "strike off points")}
        if action in labels:
            return labels[action][0 if ru else 1]
        if action >= DISCARD:
            shown = C.show(action - DISCARD, lang)
            return f"снос {shown}" if ru else f"discard {shown}"
        if action >= KEEP:
            shown = C.show(action - KEEP, lang)
            return f"оставить {shown}, взять прикуп" if ru else f"keep {shown}, take the talon"
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """The discards and the card kept from one's hand go face down."""
        ru = lang == "ru"
        if viewer != self.current_player() and action < FIVE:
            if action >= DISCARD:
                return "сносит карту" if ru else "discards a card"
            if action >= KEEP and action < FIVE:
                return "берёт прикуп" if ru else "takes the talon"
        if action == PICK and self.deck:
            trumps = [c for c in self.deck if C.suit_of(c) == self.trump]
            card = max(trumps or self.deck, key=C.rank_of)
            shown = C.show(card, lang)
            return (f"берёт из колоды {shown} и прикуп" if ru
                    else f"takes {shown} from the deck and the talon")
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.current_player()
        if seat < 0:
            return None
        if action in WORDS or action >= FIVE:
            return "сейчас так нельзя" if ru else "not allowed now"
        card = action % 64 if action < DISCARD else action - DISCARD
        if card not in self.hands[seat]:
            shown = C.show(card, lang)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if self.phase != "play" or action >= KEEP:
            return "сейчас не этот ход" if ru else "not this kind of move now"
        return ("в масть, и старше карты хода, если можете; без масти — козыря" if ru
                else "follow suit, above the card led if you can; without it, trump")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, ErundaState):
            return []
        if names is None:
            names = seat_names(self.n, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if self.phase == "play" and action < KEEP and after.last_winner is not None and (
                len(after.played) > len(self.played) or after.deal_no != self.deal_no
                or after.phase != "play"):
            w = after.last_winner
            out.append(f"взятку берёт {names[w]}" if ru else f"{names[w]} takes the trick")
        if len(after.rows) > len(self.rows):
            row = after.rows[-1]
            tally = ", ".join(f"{names[s]} {row[s + 1]}" for s in range(self.n))
            out.append((f"сдача {row[0]}: " if ru else f"deal {row[0]}: ") + tally)
        if after.winner is not None and self.winner is None:
            w = after.winner
            out.append(f"партию выигрывает {names[w]} ({after.scores[w]})" if ru
                       else f"{names[w]} wins the game ({after.scores[w]})")
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        shown_trump = self.trump_card >= 0 and (self.trump_known or seat == self.dealer)
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.n,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "deal": self.deal_no,
            "phase": self.phase,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "known": [sorted(C.to_text(c) for c in k) for k in self.known],
            "my_out": sorted(C.to_text(c) for c in self.out[seat]),
            "out_sizes": [len(o) for o in self.out],
            "talon": len(self.talon),
            "turned": C.texts(self.turned),
            "deck": len(self.deck),
            "trump": self.trump,
            "trump_card": C.to_text(self.trump_card) if shown_trump else None,
            "declarer": self.declarer,
            "buyer": self.buyer,
            "picked": C.to_text(self.picked) if self.picked >= 0 and
            self.picked not in self.played else None,
            "active": self.active[:],
            "leader": self.leader,
            "trick": C.texts(self.trick),
            "won": self.won[:],
            "last": C.texts(self.last),
            "last_leader": self.last_leader,
            "last_winner": self.last_winner,
            "played": C.texts(self.played),
            "scores": self.scores[:],
            "pluses": self.pluses[:],
            "pot": self.pot,
            "money": self.money[:],
            "rows": [list(r) for r in self.rows],
            "winner": self.winner,
            "over": self.winner is not None,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {
            "seat": seat,
            "rules": self.rules.to_dict(),
            "hand": C.texts(self.hands[seat]),
            "trump": self.trump,
            "trick": C.texts(self.trick),
            "scores": self.scores[:],
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.talon[len(self.turned):]) | C.mask_of(self.deck)
        for s in range(self.n):
            if s != seat:
                hidden |= C.mask_of(c for c in self.hands[s] if c not in self.known[s])
                hidden |= C.mask_of(self.out[s])
        return hidden

    def _fits(self, s: int, card: C.Card) -> bool:
        if self.voids[s] >> C.suit_of(card) & 1:
            return False
        return C.rank_of(card) < self.caps[s][C.suit_of(card)]

    def resample(self, seat: int, rng: random.Random) -> ErundaState:
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.need_shuffle:
            return new
        others = [s for s in range(self.n) if s != seat]
        slots = {s: len([c for c in self.hands[s] if c not in self.known[s]]) for s in others}
        face_down = self.talon[len(self.turned):]
        pool = [c for s in others for c in self.hands[s] if c not in self.known[s]]
        # shuffled from their sorted order, not the true one: the worlds must not follow
        # where the hidden cards really lie
        pool += [c for s in others for c in self.out[s]] + face_down + self.deck
        pool.sort()
        loose = self.trump_loose and seat != self.dealer
        for _ in range(60):
            rng.shuffle(pool)
            rest = pool[:]
            hands: dict[int, list[C.Card]] = {s: [] for s in others}
            pinned_out = False
            if loose:
                d = self.dealer
                rest.remove(self.trump_card)
                room = slots[d] + len(self.out[d])
                if rng.randrange(room) < slots[d] and self._fits(d, self.trump_card):
                    hands[d].append(self.trump_card)
                else:
                    pinned_out = True
            ok = True
            for s in sorted(others, key=lambda x: bin(self.voids[x]).count("1"), reverse=True):
                need = slots[s] - len(hands[s])
                fit = [c for c in rest if self._fits(s, c)][:need]
                if len(fit) < need:
                    ok = False
                    break
                hands[s] += fit
                for c in fit:
                    rest.remove(c)
            if not ok:
                continue
            for s in others:
                new.hands[s] = sorted(hands[s] + self.known[s], key=hand_order)
                k = len(self.out[s])
                if pinned_out and s == self.dealer:
                    new.out[s] = [self.trump_card, *rest[:k - 1]]
                    del rest[:k - 1]
                else:
                    new.out[s] = rest[:k]
                    del rest[:k]
            new.talon = self.talon[:len(self.turned)] + rest[:len(face_down)]
            del rest[:len(face_down)]
            new.deck = rest
            return new
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:], "pluses": self.pluses[:],
                "winners": [self.winner] if self.winner is not None else []}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по сдачам", "the score of each deal")
        out["last"] = ("последняя взятка", "the last trick")
        return out
