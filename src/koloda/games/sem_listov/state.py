"""The state machine of «Семь листов» (rules and readings: the package docstring).

Each deal is a chance event: seven cards to each player still in, the dealer's last card
shown to all for trump (it stays in his hand). Seven tricks follow. At the end of a deal
every player whose tricks over the deals reached ``goal`` leaves the game, in the order
they reached it; when one player is left (or the last ones all reach it in one deal, the
last of them to get there), that player has lost. With ``forfeit`` one more chance event
follows: the loser's cut, which fixes his penalty.

What a seat may know: its own hand, the dealer's trump card while he holds it, the cards
played, and the suits a player showed he lacks (not following suit; not trumping).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.engine.texts import count_ru
from koloda.games.sem_listov.rules import SemListovRules

HAND = 7

# a finished trick: its players and cards in play order, its winner
Trick = tuple[tuple[int, ...], tuple[C.Card, ...], int]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.suit_of(card), C.rank_of(card))


def strikes(card: C.Card) -> int:
    """The forfeit a cut card sets: its pips (6 to 10 flicks from each player); an ace or
    a picture card pardons the loser (0)."""
    rank = C.rank_of(card)
    return rank if rank <= 10 else 0


def trick_winner(seats: Sequence[int], cards: Sequence[C.Card], trump: int) -> int:
    """The highest trump, else the highest card of the suit led, takes the trick; ``seats``
    are the players of the cards in order."""
    best = 0
    for i, card in enumerate(cards[1:], 1):
        top = cards[best]
        if C.suit_of(card) == C.suit_of(top):
            if C.rank_of(card) > C.rank_of(top):
                best = i
        elif C.suit_of(card) == trump and C.suit_of(top) != trump:
            best = i
    return seats[best]


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


class SemListovState(State):
    rules: SemListovRules

    def __init__(self, game: Game, players: int, rules: SemListovRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.dealer = 0
        self.phase = "deal"  # deal (chance), play, cut (chance), over
        self.active = list(range(players))  # the players still in, in seat order
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.rest: list[C.Card] = []  # the cards nobody was dealt, face down
        self.trump_card: C.Card = 0
        self.trump = 0
        self.leader = 0
        self.trick: list[C.Card] = []
        self.trick_seats: list[int] = []
        self.tricks: list[Trick] = []  # this deal's finished tricks
        self.taken = [0] * players  # tricks this deal
        self.total = [0] * players  # tricks over all deals
        self.reached: list[int] = []  # seats in the order their total reached the goal
        self.out: list[int] = []  # seats that left the game, in order
        self.loser: int | None = None
        self.void = [0] * players
        self.rows: list[tuple[int, tuple[int, ...]]] = []  # per deal: dealer, tricks taken
        self.deal_no = 0
        self.last: Trick | None = None
        self.cut: C.Card | None = None  # the loser's cut card (the forfeit)

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(C.deck(36))
        if self.phase == "cut":
            self.cut = order[0]
            self.phase = "over"
            return
        seats = self._from_left(self.dealer)
        for i, seat in enumerate(seats):
            self.hands[seat] = order[i * HAND:(i + 1) * HAND]
        self.trump_card = self.hands[self.dealer][-1]  # the dealer's last card, shown
        self.trump = C.suit_of(self.trump_card)
        for seat in seats:
            self.hands[seat].sort(key=hand_order)
        self.rest = order[len(seats) * HAND:]
        self.leader = seats[0]
        self.trick = []
        self.trick_seats = []
        self.tricks = []
        self.taken = [0] * self.players
        self.void = [0] * self.players
        self.last = None  # the cards of the deal before are back in this deck
        self.deal_no += 1
        self.phase = "play"

    def _from_left(self, seat: int) -> list[int]:
        """The players still in, starting left of ``seat`` and ending with it (or with the
        last one before it, if it has left)."""
        n = self.players
        return [(seat + i) % n for i in range(1, n + 1) if (seat + i) % n in self.active]

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase in ("deal", "cut"):
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if not self.trick:
            return self.leader
        seats = self._from_left(self.trick_seats[-1])
        return seats[0]

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        return legal_cards(self.hands[seat], self.trick, self.trump)

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if self.trick:
            led = C.suit_of(self.trick[0])
            if C.suit_of(action) != led:
                self.void[seat] |= 1 << led
                if C.suit_of(action) != self.trump:
                    self.void[seat] |= 1 << self.trump
        self.hands[seat].remove(action)
        self.trick.append(action)
        self.trick_seats.append(seat)
        if len(self.trick) == len(self.active):
            self._close_trick()

    def _close_trick(self) -> None:
        win = trick_winner(self.trick_seats, self.trick, self.trump)
        self.last = (tuple(self.trick_seats), tuple(self.trick), win)
        self.tricks.append(self.last)
        self.taken[win] += 1
        self.total[win] += 1
        if self.total[win] >= self.rules.goal and win not in self.reached:
            self.reached.append(win)
        self.trick = []
        self.trick_seats = []
        self.leader = win
        if len(self.tricks) == HAND:
            self._end_deal()

    def _end_deal(self) -> None:
        """Whoever reached the goal leaves, in the order they reached it; the last player
        left (or the last to reach it, if all did at once) has lost."""
        self.rows.append((self.dealer, tuple(self.taken)))
        leaving = [s for s in self.reached if s in self.active]
        staying = [s for s in self.active if s not in leaving]
        if not staying:
            self.loser = leaving.pop()
        elif len(staying) == 1:
            self.loser = staying[0]
        for s in leaving:
            self.out.append(s)
            self.active.remove(s)
        if self.loser is not None:
            self.phase = "cut" if self.rules.forfeit else "over"
            return
        following = self._from_left(self.dealer)
        self.dealer = following[0]  # the deal goes round among those still in
        self.phase = "deal"

    def returns(self) -> list[float]:
        if self.loser is None:
            return [0.0] * self.players
        return [0.0 if s == self.loser else 1.0 for s in range(self.players)]

    def standing(self) -> list[float] | None:
        """Between deals: the players out have won; of those still in, the ones with
        more tricks are further from losing (a rough guess: the lead in tricks over the
        average, as a share of the goal). Once the loser is known (before his cut), the
        game's result."""
        if self.phase == "over":
            return None
        if self.loser is not None:
            return self.returns()
        active = self.active
        mean = sum(self.total[s] for s in active) / len(active)
        share = 1.0 - 1.0 / len(active)  # a player still in avoids losing this often
        out = []
        for s in range(self.players):
            if s not in active:
                out.append(1.0)
            else:
                lead = (self.total[s] - mean) / self.rules.goal
                out.append(min(1.0, max(0.0, share + lead)))
        return out

    def search_values(self) -> list[float] | None:
        """Where a search stops at the next deal: the standing, on the scale the search
        gives the returns (out 1, the loser 0.5)."""
        standing = self.standing()
        return None if standing is None else [(r + 1.0) / 2.0 for r in standing]

    def clone(self) -> SemListovState:
        new = SemListovState.__new__(SemListovState)
        self._copy_base_into(new)
        new.dealer = self.dealer
        new.phase = self.phase
        new.active = self.active[:]
        new.hands = [h[:] for h in self.hands]
        new.rest = self.rest[:]
        new.trump_card = self.trump_card
        new.trump = self.trump
        new.leader = self.leader
        new.trick = self.trick[:]
        new.trick_seats = self.trick_seats[:]
        new.tricks = self.tricks[:]
        new.taken = self.taken[:]
        new.total = self.total[:]
        new.reached = self.reached[:]
        new.out = self.out[:]
        new.loser = self.loser
        new.void = self.void[:]
        new.rows = self.rows[:]
        new.deal_no = self.deal_no
        new.last = self.last
        new.cut = self.cut
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 2 and words[0].casefold() in ("play", "ход", "сыграть"):
            words = words[1:]
        if len(words) == 1:
            try:
                return C.parse(words[0])
            except ParseError:
                pass
        raise ParseError(f"'{text}' is not a move; write a card of your hand: QH, Д♥, play QH",
                         f"«{text}» — не ход; напишите карту с руки: Дч, Д♥, QH, play QH")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        return C.show(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.current_player()
        if seat < 0:
            return "сейчас никто не ходит" if ru else "nobody is to move now"
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
        if not isinstance(after, SemListovState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if self.phase == "play" and len(self.trick) == len(self.active) - 1 and after.last:
            _, cards, win = after.last
            top = C.show(max(cards, key=lambda c: _power(c, cards[0], self.trump)), lang)
            if names[win] in ("Вы", "You"):  # the reader's own trick
                out.append(f"вы берёте взятку ({top})" if ru else f"you take the trick ({top})")
            else:
                out.append(f"взятку берёт {names[win]} ({top})" if ru
                           else f"{names[win]} takes the trick ({top})")
            for s in after.out[len(self.out):]:
                k = after.total[s]
                got = (count_ru(k, "взятка", "взятки", "взяток") if ru
                       else f"{k} trick{'' if k == 1 else 's'}")
                if names[s] in ("Вы", "You"):
                    out.append(f"вы выходите из игры ({got})" if ru
                               else f"you are out of the game ({got})")
                else:
                    out.append(f"{names[s]} выходит из игры ({got})" if ru
                               else f"{names[s]} is out of the game ({got})")
            if after.loser is not None:
                who = names[after.loser]
                if who in ("Вы", "You"):
                    out.append("вы проиграли" if ru else "you have lost")
                else:
                    out.append(f"проиграл {who}" if ru else f"{who} has lost")
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        held = (self.deal_no > 0 and self.phase == "play"
                and self.trump_card in self.hands[self.dealer])
        last = self.last
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "dealer": self.dealer,
            "active": self.active[:],
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "trump": C.to_text(self.trump_card) if self.deal_no else None,
            "trump_held": held,
            "leader": self.leader,
            "to_move": turn if turn >= 0 else None,
            "trick": [[s, C.to_text(c)] for s, c in zip(self.trick_seats, self.trick,
                                                         strict=True)],
            "last": (None if last is None else
                     {"seats": list(last[0]), "cards": C.texts(last[1]),
                      "won": last[2]}),
            # every card played this deal (they were all face up on the table)
            "played": [C.to_text(c) for _, cards, _ in self.tricks for c in cards],
            "taken": self.taken[:],
            "total": self.total[:],
            "out": self.out[:],
            "loser": self.loser,
            "void": self.void[:],
            "rows": [[d, list(t)] for d, t in self.rows],
            "cut": None if self.cut is None else C.to_text(self.cut),
            "over": turn == TERMINAL,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {
            "trump": C.to_text(self.trump_card) if self.deal_no else None,
            "trick": [[s, C.to_text(c)] for s, c in zip(self.trick_seats, self.trick,
                                                         strict=True)],
        }

    def _hidden_places(self, seat: int) -> list[int]:
        """Per place (each hand, then the undealt cards): the cards ``seat`` cannot see."""
        hidden: list[int] = []
        for s, hand in enumerate(self.hands):
            m = 0 if s == seat else C.mask_of(hand)
            if s == self.dealer:
                m &= ~(1 << self.trump_card)  # everybody saw it
            hidden.append(m)
        hidden.append(C.mask_of(self.rest))
        return hidden

    def unseen(self, seat: int) -> int:
        if self.deal_no == 0:
            return C.mask_of(C.deck(36))
        mask = 0
        for m in self._hidden_places(seat):
            mask |= m
        return mask

    def resample(self, seat: int, rng: random.Random) -> SemListovState:
        """The cards ``seat`` cannot see dealt again among the places they may be in: each
        other hand and the undealt cards keep their sizes, the dealer keeps the trump
        card all saw, and no hand receives a suit its holder showed it lacks. Drawn
        place by place, the most constrained first; a draw that runs out of fitting
        cards is retried (the true deal always fits)."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.phase != "play":
            return new
        places = self._hidden_places(seat)
        void = [*self.void, 0]
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
        for i in range(self.players):
            kept = [c for c in new.hands[i] if not (places[i] >> c) & 1]
            new.hands[i] = sorted(kept + list(C.cards_in(got[i])), key=hand_order)
        picked = list(C.cards_in(got[-1]))
        rng.shuffle(picked)
        new.rest = picked
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.total[:],
                "winners": [s for s in range(self.players) if s != self.loser] if over
                else [],
                "loser": self.loser, "out": self.out[:],
                "forfeit": None if self.cut is None else strikes(self.cut)}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("взятки по сдачам", "the tricks deal by deal")
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
