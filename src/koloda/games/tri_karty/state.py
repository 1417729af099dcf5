"""The state machine of «Три карты на кон» (rules and readings: the package docstring).

A deal is a chance event: three cards to each seat, the next card of the stock turned up
for trump. Then, if the rule allows, the dealer keeps his hand or exchanges one card for
the turned trump (the card he lays away goes face down under the stock: only he knows it).
Three tricks follow; the dealer's side needs two of them. The stake moves, and the next
deal starts, until a side has won ``target`` chips (or after one deal with target 0).

What a seat may know: its own hand, the turned trump (and, after an exchange, that the
dealer holds it), the cards played, and the suits a seat showed it lacks (it did not
follow suit; it did not trump either). The dealer alone knows the card he laid away.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.tri_karty.rules import TriKartyRules

HAND = 3
KEEP = 990  # the dealer keeps his hand
SWAP = 1000  # SWAP + card: the dealer lays that card away and takes the turned trump

# a finished trick: its leader, its cards in play order, its winner
Trick = tuple[int, tuple[C.Card, ...], int]
# a finished deal: dealer, the dealer side's tricks, the chips each seat won (+) or lost (-)
DealRow = tuple[int, int, tuple[int, ...]]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def side_of(seat: int, players: int) -> int:
    """0 or 1: with four players partners sit opposite (seats 0 and 2, 1 and 3)."""
    return seat % 2 if players == 4 else seat


def trick_winner(leader: int, cards: Sequence[C.Card], trump: int, players: int) -> int:
    """The highest trump, else the highest card of the suit led, takes the trick."""
    best = 0
    for i, card in enumerate(cards[1:], 1):
        top = cards[best]
        if C.suit_of(card) == C.suit_of(top):
            if C.rank_of(card) > C.rank_of(top):
                best = i
        elif C.suit_of(card) == trump and C.suit_of(top) != trump:
            best = i
    return (leader + best) % players


def legal_cards(hand: Sequence[C.Card], trick: Sequence[C.Card], trump: int) -> list[C.Card]:
    """Follow the suit led; without it, trump; without either, any card."""
    if not trick:
        return list(hand)
    led = C.suit_of(trick[0])
    same = [c for c in hand if C.suit_of(c) == led]
    if same:
        return same
    trumps = [c for c in hand if C.suit_of(c) == trump]
    return trumps or list(hand)


class TriKartyState(State):
    rules: TriKartyRules

    def __init__(self, game: Game, players: int, rules: TriKartyRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.dealer = 0
        self.phase = "deal"  # deal (chance), swap, play, over
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.rest: list[C.Card] = []  # the stock under the turned trump, face down
        self.trump_card: C.Card = 0
        self.trump = 0
        self.swapped: C.Card | None = None  # the card the dealer laid away (he alone knows)
        self.trump_in_hand = False  # the dealer took the turned trump into his hand
        self.leader = 0
        self.trick: list[C.Card] = []
        self.tricks: list[Trick] = []  # this deal's finished tricks
        self.taken = [0] * players  # tricks each seat took this deal
        self.void = [0] * players  # per seat a bitmask of suits it showed it lacks
        self.balance = [0] * players
        self.rows: list[DealRow] = []
        self.deal_no = 0  # deals dealt so far
        self.last: Trick | None = None  # the last finished trick, kept across a deal's end

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(C.deck(36))
        n = self.players
        for i in range(n):
            seat = (self.dealer + 1 + i) % n
            self.hands[seat] = sorted(order[i * HAND:(i + 1) * HAND], key=hand_order)
        self.trump_card = order[n * HAND]
        self.trump = C.suit_of(self.trump_card)
        self.rest = order[n * HAND + 1:]
        self.swapped = None
        self.trump_in_hand = False
        self.last = None  # the cards of the deal before are back in this deck
        self.leader = (self.dealer + 1) % n
        self.trick = []
        self.tricks = []
        self.taken = [0] * n
        self.void = [0] * n
        self.deal_no += 1
        self.phase = "swap" if self.rules.dealer_swap else "play"

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if self.phase == "swap":
            return self.dealer
        return (self.leader + len(self.trick)) % self.players

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.phase == "swap":
            return [KEEP, *(SWAP + c for c in self.hands[seat])]
        return legal_cards(self.hands[seat], self.trick, self.trump)

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if self.phase == "swap":
            if action != KEEP:
                card = action - SWAP
                hand = self.hands[seat]
                hand.remove(card)
                hand.append(self.trump_card)
                hand.sort(key=hand_order)
                self.swapped = card
                self.rest.append(card)  # face down under the stock
                self.trump_in_hand = True
            self.phase = "play"
            return
        if self.trick:
            led = C.suit_of(self.trick[0])
            if C.suit_of(action) != led:
                self.void[seat] |= 1 << led
                if C.suit_of(action) != self.trump:
                    self.void[seat] |= 1 << self.trump
        self.hands[seat].remove(action)
        self.trick.append(action)
        if len(self.trick) == self.players:
            self._close_trick()

    def _close_trick(self) -> None:
        win = trick_winner(self.leader, self.trick, self.trump, self.players)
        self.last = (self.leader, tuple(self.trick), win)
        self.tricks.append(self.last)
        self.taken[win] += 1
        self.trick = []
        self.leader = win
        if len(self.tricks) == HAND:
            self._score_deal()

    def dealer_tricks(self) -> int:
        """The tricks of the dealer's side this deal (with his partner at four)."""
        side = side_of(self.dealer, self.players)
        return sum(t for s, t in enumerate(self.taken) if side_of(s, self.players) == side)

    def _score_deal(self) -> None:
        """Two or three tricks: the dealer's side takes the pot (each opponent's stake);
        fewer: it pays each opponent a stake. The winning side deals next."""
        n = self.players
        side = side_of(self.dealer, n)
        made = self.dealer_tricks() >= 2
        stake = self.rules.stake
        delta = tuple((stake if made else -stake) * (1 if side_of(s, n) == side else -1)
                      for s in range(n))
        for s in range(n):
            self.balance[s] += delta[s]
        self.rows.append((self.dealer, self.dealer_tricks(), delta))
        if not made:
            self.dealer = (self.dealer + 1) % n  # the opponent on his left deals next
        target = self.rules.target
        if target == 0 or max(self.balance) >= target:
            self.phase = "over"
        else:
            self.phase = "deal"

    def winning_side(self) -> int | None:
        if self.phase != "over":
            return None
        best = max(self.balance)
        if best <= 0:
            return None  # cannot happen: the game is zero-sum and a deal always moves chips
        return side_of(self.balance.index(best), self.players)

    def returns(self) -> list[float]:
        side = self.winning_side()
        return [1.0 if side is not None and side_of(s, self.players) == side else 0.0
                for s in range(self.players)]

    def standing(self) -> list[float] | None:
        """Between deals: each deal moves one stake either way, about evenly, so the
        chance of reaching +target before -target from a balance b is (b + T) / 2T."""
        if self.phase == "over":
            return None
        target = max(self.rules.target, self.rules.stake)
        return [min(1.0, max(0.0, (b + target) / (2 * target))) for b in self.balance]

    def search_values(self) -> list[float] | None:
        """Where a search stops at the next deal: the standing, on the scale the search
        gives the returns (a win 1, a loss 0.5)."""
        standing = self.standing()
        return None if standing is None else [(r + 1.0) / 2.0 for r in standing]

    def clone(self) -> TriKartyState:
        new = TriKartyState.__new__(TriKartyState)
        self._copy_base_into(new)
        new.dealer = self.dealer
        new.phase = self.phase
        new.hands = [h[:] for h in self.hands]
        new.rest = self.rest[:]
        new.trump_card = self.trump_card
        new.trump = self.trump
        new.swapped = self.swapped
        new.trump_in_hand = self.trump_in_hand
        new.leader = self.leader
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]  # tuples: shared safely
        new.taken = self.taken[:]
        new.void = self.void[:]
        new.balance = self.balance[:]
        new.rows = self.rows[:]
        new.deal_no = self.deal_no
        new.last = self.last
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == KEEP:
            return "keep"
        if action >= SWAP:
            return "swap " + C.to_text(action - SWAP)
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        low = [w.casefold() for w in words]
        if low in (["keep"], ["оставить"], ["нет"]):
            return KEEP
        if len(words) == 2 and low[0] in ("swap", "обмен", "сменить", "заменить"):
            try:
                return SWAP + C.parse(words[1])
            except ParseError:
                pass
        if len(words) == 2 and low[0] in ("play", "ход", "сыграть"):
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                pass
            else:
                # a bare card while the dealer chooses means laying it away
                return SWAP + card if self.phase == "swap" else card
        raise ParseError(
            f"'{text}' is not a move; write a card of your hand (QH, play QH), "
            "or as the dealer: swap QH, keep",
            f"«{text}» — не ход; напишите карту с руки (Дч, QH), а сдатчику: "
            "обмен Дч, оставить")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == KEEP:
            return "оставить карты" if ru else "keep the hand"
        if action >= SWAP:
            card = C.show(action - SWAP, lang)
            trump = C.show(self.trump_card, lang)
            return f"обмен: {card} на {trump}" if ru else f"swap {card} for {trump}"
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """The card laid away in an exchange is the dealer's secret."""
        if action >= SWAP and viewer != self.dealer:
            trump = C.show(self.trump_card, lang)
            return (f"обмен: берёт козырь {trump}" if lang == "ru"
                    else f"exchange: takes the trump {trump}")
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.current_player()
        if seat < 0:
            return "игра окончена" if ru else "the game is over"
        if self.phase == "swap":
            if action == KEEP:
                return None
            if action >= SWAP and action - SWAP in self.hands[seat]:
                return None
            if 0 <= action < SWAP and action != KEEP:
                return ("сначала сдатчик решает, брать ли козырь (обмен или оставить)" if ru
                        else "the dealer first decides on the trump (swap or keep)")
            shown = C.show(action - SWAP, lang) if action >= SWAP else "?"
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action == KEEP or action >= SWAP:
            return ("обмен возможен только у сдатчика до первого хода" if ru
                    else "only the dealer may exchange, before the first lead")
        shown = C.show(action, lang)
        if action not in self.hands[seat]:
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action not in self.legal_actions():
            led = C.suit_of(self.trick[0])
            if any(C.suit_of(c) == led for c in self.hands[seat]):
                suit = C.SUIT_NAMES_RU[led] if ru else C.SUIT_NAMES_EN[led]
                return f"нужно ходить в масть ({suit})" if ru else f"you must follow suit ({suit})"
            return "нет масти — нужно бить козырем" if ru else "void in the suit led: you must trump"
        return None

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, TriKartyState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if self.phase == "play" and len(self.trick) == self.players - 1 and after.last:
            _, cards, win = after.last
            top = C.show(max(cards, key=lambda c: _power(c, cards[0], self.trump)), lang)
            if names[win] in ("Вы", "You"):  # the reader's own trick
                out.append(f"вы берёте взятку ({top})" if ru else f"you take the trick ({top})")
            else:
                out.append(f"взятку берёт {names[win]} ({top})" if ru
                           else f"{names[win]} takes the trick ({top})")
        if len(after.rows) > len(self.rows):
            dealer, tricks, delta = after.rows[-1]
            made = tricks >= 2
            stake = abs(delta[dealer])
            if ru:
                out.append(f"сдача сыграна: у сдатчика ({names[dealer]}) взяток {tricks} из 3"
                           " — " + (f"его сторона забирает кон (по {stake})" if made
                                    else f"его сторона платит (по {stake})"))
            else:
                out.append(f"deal over: the dealer ({names[dealer]}) has {tricks} of 3 tricks"
                           " — " + (f"his side takes the pot ({stake} each)" if made
                                    else f"his side pays ({stake} each)"))
            if after.phase == "over":
                tally = ", ".join(f"{names[s]} {b:+d}" for s, b in enumerate(after.balance))
                out.append(("Итог: " if ru else "Final: ") + tally)
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        shown_trump = self.deal_no > 0
        last = self.last
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "dealer": self.dealer,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.rest) + (0 if self.trump_in_hand else 1) if shown_trump else 0,
            "trump": C.to_text(self.trump_card) if shown_trump else None,
            "trump_taken": self.trump_in_hand,
            "trump_held": self.trump_in_hand and self.trump_card in self.hands[self.dealer],
            "laid_away": (C.to_text(self.swapped) if seat == self.dealer
                          and self.swapped is not None and self.phase != "deal" else None),
            "leader": self.leader,
            "to_move": turn if turn >= 0 else None,
            "trick": [[(self.leader + i) % self.players, C.to_text(c)]
                      for i, c in enumerate(self.trick)],
            "tricks": [{"cards": [[(lead + i) % self.players, C.to_text(c)]
                                  for i, c in enumerate(cards)], "won": win}
                       for lead, cards, win in self.tricks],
            "last": (None if last is None else
                     {"cards": [[(last[0] + i) % self.players, C.to_text(c)]
                                for i, c in enumerate(last[1])], "won": last[2]}),
            "taken": self.taken[:],
            "void": self.void[:],
            "balance": self.balance[:],
            "rows": [[d, t, list(delta)] for d, t, delta in self.rows],
            "over": turn == TERMINAL,
        }

    def _hidden_places(self, seat: int) -> tuple[list[int], list[int]]:
        """Per place (each hand, then the stock): the cards ``seat`` cannot see there,
        and the suits that place may not receive (a hand's voids)."""
        hidden: list[int] = []
        for s, hand in enumerate(self.hands):
            m = 0 if s == seat else C.mask_of(hand)
            if self.trump_in_hand and s == self.dealer:
                m &= ~(1 << self.trump_card)  # everybody saw the dealer take it
            hidden.append(m)
        stock = C.mask_of(self.rest)
        if self.swapped is not None and seat == self.dealer:
            stock &= ~(1 << self.swapped)
        hidden.append(stock)
        return hidden, [*self.void, 0]

    def unseen(self, seat: int) -> int:
        if self.deal_no == 0:
            return C.mask_of(C.deck(36))
        mask = 0
        for m in self._hidden_places(seat)[0]:
            mask |= m
        return mask

    def resample(self, seat: int, rng: random.Random) -> TriKartyState:
        """The cards ``seat`` cannot see dealt again among the places they may be in: each
        other hand and the stock keep their sizes, the dealer keeps the trump he took,
        the dealer's laid-away card stays put for the dealer, and no hand receives a suit
        its holder showed it lacks. Drawn hand by hand, the most constrained first; a
        draw that paints itself into a corner is retried (the true deal always fits)."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.phase in ("deal", "over"):
            return new
        places, void = self._hidden_places(seat)
        pool = 0
        for m in places:
            pool |= m
        if not pool:
            return new
        need = [m.bit_count() for m in places]
        order = sorted(range(len(places)), key=lambda i: -void[i].bit_count())
        got: list[int] | None = None
        for _ in range(200):
            got = _draw(pool, need, void, order, rng)
            if got is not None:
                break
        if got is None:
            return new  # practically never: keep the true cards rather than break a rule
        for i, m in enumerate(places):
            if i < self.players:
                kept = [c for c in new.hands[i] if not (m >> c) & 1]
                new.hands[i] = sorted(kept + list(C.cards_in(got[i])), key=hand_order)
        stock_kept = [c for c in new.rest if not (places[-1] >> c) & 1]
        picked = list(C.cards_in(got[-1]))
        rng.shuffle(picked)
        new.rest = stock_kept + picked
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        side = self.winning_side()
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.balance[:],
                "winners": [s for s in range(self.players)
                            if side is not None and side_of(s, self.players) == side],
                "deals": len(self.rows)}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("сдачи и фишки", "the deals and the chips")
        out["last"] = ("последняя взятка", "the last trick")
        return out


def _power(card: C.Card, led: C.Card, trump: int) -> int:
    suit = C.suit_of(card)
    if suit == trump:
        return 100 + C.rank_of(card)
    return C.rank_of(card) if suit == C.suit_of(led) else 0


def _draw(pool: int, need: list[int], void: list[int], order: list[int],
          rng: random.Random) -> list[int] | None:
    """One random split of ``pool`` into places of sizes ``need`` with no place getting
    a suit of its ``void`` mask; None if the draw ran out of fitting cards."""
    got = [0] * len(need)
    left = pool
    for i in order:
        if not need[i]:
            continue
        fits = [c for c in C.cards_in(left) if not (void[i] >> C.suit_of(c)) & 1]
        if len(fits) < need[i]:
            return None
        chosen = rng.sample(fits, need[i])
        m = C.mask_of(chosen)
        got[i] = m
        left &= ~m
    return got
