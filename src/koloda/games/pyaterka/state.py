"""The state machine of Пятёрка (rules and readings: the package docstring).

A game is deals until a player reaches the target. Each deal is a chance event (five
cards each, two then three at a time from the dealer's left, then the trump turned up),
then, when ``rob`` is on, the trump ace's holder decides whether to take the turned
card, then the tricks, paused once when a player has taken the first three (stop or
march).

What a seat may know: its own hand (and its own discard after robbing), the turned
card, who holds the trump ace (it is announced when its holder is asked, and when
nobody is asked everybody knows it lies in the stock), the card a robber took, every
trick of the deal, the scores. ``resample`` keeps all of that and what play showed: a
seat that did not follow the led suit holds none of it, one that did not trump then
holds no trump, and one that threw a plain card on a trump lead holds no trump but
possibly the 5, J or A♥ above the led card (``barred``).
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
from koloda.games.pyaterka.cardorder import (
    is_trump,
    power,
    suit_in_play,
    suit_mask,
    top_trumps_above,
    trump_mask,
    trump_power,
)
from koloda.games.pyaterka.rules import PyaterkaRules
from koloda.games.pyaterka.texts import points, tricks

ROB = 64  # ROB + card: take the turned trump, discarding ``card``
PASS, STOP, MARCH = 200, 201, 202
HAND = 5
TRICKS = 5

# a finished trick: its leader, the cards in order, the seat that took it
Trick = tuple[int, tuple[C.Card, ...], int]


def hand_order(trump: int) -> Any:
    """Sort key of a hand: trumps first, strongest first, then the plain suits."""
    def key(card: C.Card) -> tuple[int, int]:
        if is_trump(card, trump):
            return (-1, -trump_power(card, trump))
        return (C.suit_of(card), -power(card, trump, C.suit_of(card)))
    return key


class PyaterkaState(State):
    rules: PyaterkaRules

    def __init__(self, game: Game, players: int, rules: PyaterkaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.dealer = self.rng.randrange(n)  # the lot for the first dealer
        if rules.first_dealer is not None:
            self.dealer = rules.first_dealer - 1
        self.deal_no = 0
        self.phase = "deal"  # deal (chance), rob, play, march, over
        self.hands: list[list[C.Card]] = [[] for _ in range(n)]
        self.rest: list[C.Card] = []
        self.discard: list[C.Card] = []
        self.turnup = 0
        self.trump = 0
        self.ace_seat: int | None = None  # who was asked to rob (holds the trump ace)
        self.robber: int | None = None
        self.ace_in_stock = False  # nobody was asked: the ace lies in the stock
        self.leader = 0
        self.trick: list[C.Card] = []
        self.tricks: list[Trick] = []
        self.taken = [0] * n
        self.marching: int | None = None
        self.scores = [0] * n
        self.sheet: list[tuple[int, ...]] = []  # points of each deal per seat
        self.barred = [0] * n  # cards each seat cannot hold, as play showed
        self.shown = [0] * n  # cards of each hand every seat knows (ace, turned card)

    # --- chance -------------------------------------------------------------------------

    def _chance(self) -> None:
        n = self.players
        if self.deal_no > 0:
            self.dealer = (self.dealer + 1) % n
        self.deal_no += 1
        order = self.shuffled(C.deck(52))
        first = (self.dealer + 1) % n
        hands: list[list[C.Card]] = [[] for _ in range(n)]
        pos = 0
        for size in (2, 3):  # two at a time round the table, then three
            for i in range(n):
                hands[(first + i) % n].extend(order[pos:pos + size])
                pos += size
        self.turnup = order[pos]
        self.rest = order[pos + 1:]
        self.trump = C.suit_of(self.turnup)
        self.hands = [sorted(h, key=hand_order(self.trump)) for h in hands]
        self.discard = []
        self.robber = None
        self.ace_seat = None
        self.ace_in_stock = False
        self.leader = first
        self.trick = []
        self.tricks = []
        self.taken = [0] * n
        self.marching = None
        self.barred = [0] * n
        self.shown = [0] * n
        self.phase = "play"
        if self.rules.rob:
            ace = C.make(C.ACE, self.trump)
            if self.turnup == ace:
                self.ace_seat = self.dealer  # best-known form: the dealer may take it
            else:
                for s, h in enumerate(self.hands):
                    if ace in h:
                        self.ace_seat = s
                        self.shown[s] |= 1 << ace  # announced
                if self.ace_seat is None:
                    self.ace_in_stock = True
            if self.ace_seat is not None:
                self.phase = "rob"

    # --- the state machine --------------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase == "play":
            return (self.leader + len(self.trick)) % self.players
        if phase == "deal":
            return CHANCE
        if phase == "over":
            return TERMINAL
        if phase == "rob":
            assert self.ace_seat is not None
            return self.ace_seat
        return self.leader  # march: the seat with the first three tricks leads next

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return self._playable(self.hands[(self.leader + len(self.trick)) % self.players])
        if phase == "rob":
            assert self.ace_seat is not None
            ace = C.make(C.ACE, self.trump)  # the announced ace stays in the hand
            return [ROB + c for c in self.hands[self.ace_seat] if c != ace] + [PASS]
        if phase == "march":
            return [STOP, MARCH]
        return []

    def _playable(self, hand: list[C.Card]) -> list[Action]:
        if not self.trick:
            return list(hand)
        trump = self.trump
        led = self.trick[0]
        suit = suit_in_play(led, trump)
        follow = [c for c in hand if suit_in_play(c, trump) == suit]
        if suit == trump:
            free = top_trumps_above(led, trump) if self.rules.renege else 0
            if any(not (free >> c) & 1 for c in follow):
                return follow
            return list(hand)  # no trump, or only top trumps that may be kept back
        if follow:
            return follow
        trumps = [c for c in hand if is_trump(c, trump)]
        return trumps or list(hand)

    def _apply(self, action: Action) -> None:
        if self.phase == "rob":
            self._rob(action)
        elif self.phase == "march":
            seat = self.leader
            if action == MARCH:
                self.marching = seat
                self.phase = "play"
            else:
                self._score(seat, self.players - 1)
        else:
            self._play(action)

    def _rob(self, action: Action) -> None:
        self.phase = "play"
        if action == PASS:
            return
        seat = self.ace_seat
        assert seat is not None
        card = action - ROB
        hand = self.hands[seat]
        hand.remove(card)
        hand.append(self.turnup)
        hand.sort(key=hand_order(self.trump))
        self.discard = [card]
        self.robber = seat
        self.shown[seat] |= 1 << self.turnup

    def _play(self, card: C.Card) -> None:
        n = self.players
        seat = (self.leader + len(self.trick)) % n
        trump = self.trump
        if self.trick:  # what not following tells the others
            led = self.trick[0]
            suit = suit_in_play(led, trump)
            if suit_in_play(card, trump) != suit:
                if suit == trump:
                    free = top_trumps_above(led, trump) if self.rules.renege else 0
                    self.barred[seat] |= trump_mask(trump) & ~free
                else:
                    self.barred[seat] |= suit_mask(suit, trump)
                    if not is_trump(card, trump):
                        self.barred[seat] |= trump_mask(trump)
        self.hands[seat].remove(card)
        self.shown[seat] &= ~(1 << card)
        self.trick.append(card)
        if len(self.trick) < n:
            return
        led_suit = suit_in_play(self.trick[0], trump)
        best = max(range(n), key=lambda i: power(self.trick[i], trump, led_suit))
        winner = (self.leader + best) % n
        self.tricks.append((self.leader, tuple(self.trick), winner))
        self.trick = []
        self.leader = winner
        self.taken[winner] += 1
        done = len(self.tricks)
        if self.marching is not None:
            if winner != self.marching:
                self._score(None, 0)  # the march failed: nobody scores
            elif done == TRICKS:
                self._score(winner, 2 * (n - 1))
        elif self.taken[winner] == 3:
            if done == 3 and self.rules.march:
                self.phase = "march"
            else:
                self._score(winner, n - 1)
        elif done == TRICKS:
            self._score(None, 0)  # nobody took three tricks

    def _score(self, seat: int | None, gain: int) -> None:
        row = [0] * self.players
        if seat is not None:
            row[seat] = gain
            self.scores[seat] += gain
        self.sheet.append(tuple(row))
        over = seat is not None and self.scores[seat] >= self.rules.target
        self.phase = "over" if over else "deal"

    def returns(self) -> list[float]:
        best = max(self.scores)
        return [1.0 if p == best and self.phase == "over" else 0.0 for p in self.scores]

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the result at the end;
        between deals a rough chance of winning the race to the target. A deal's win is
        worth n - 1 points and goes to about anyone, so each seat's weight halves with
        every further deal it still needs; the values are the weights' shares."""
        if self.phase == "over":
            return self.returns()
        if self.phase != "deal" or not self.sheet:
            return None
        step = max(1, self.players - 1)
        target = self.rules.target
        weights = [0.5 ** (max(0, target - p) / step) for p in self.scores]
        total = sum(weights)
        return [w / total for w in weights]

    def clone(self) -> PyaterkaState:
        new = PyaterkaState.__new__(PyaterkaState)
        self._copy_base_into(new)
        new.dealer = self.dealer
        new.deal_no = self.deal_no
        new.phase = self.phase
        new.hands = [h[:] for h in self.hands]
        new.rest = self.rest[:]
        new.discard = self.discard[:]
        new.turnup = self.turnup
        new.trump = self.trump
        new.ace_seat = self.ace_seat
        new.robber = self.robber
        new.ace_in_stock = self.ace_in_stock
        new.leader = self.leader
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]  # tuples: shared safely
        new.taken = self.taken[:]
        new.marching = self.marching
        new.scores = self.scores[:]
        new.sheet = self.sheet[:]
        new.barred = self.barred[:]
        new.shown = self.shown[:]
        return new

    # --- text forms ---------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == PASS:
            return "pass"
        if action == STOP:
            return "stop"
        if action == MARCH:
            return "march"
        if ROB <= action < ROB + 64:
            return "rob " + C.to_text(action - ROB)
        if 0 <= action < 64 and C.is_card(action):
            return "play " + C.to_text(action)
        raise ValueError(f"not an action: {action}")

    def text_to_action(self, text: str) -> Action:
        words = text.strip().casefold().split()
        if len(words) == 1:
            word = words[0]
            if word in ("pass", "пас", "нет", "keep"):
                return PASS
            if word in ("stop", "стоп", "хватит"):
                return STOP
            if word in ("march", "марш"):
                return MARCH
        card: C.Card | None = None
        verb = ""
        if len(words) == 2 and words[0] in ("play", "ход", "rob", "взять", "снести"):
            verb = words[0]
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                card = None
        if card is not None and 0 <= card < 64 and not C.is_joker(card):
            rob = verb in ("rob", "взять", "снести") or (verb == "" and self.phase == "rob")
            return ROB + card if rob else card
        raise ParseError(
            f"'{text}' is not a move; write a card of your hand (QH, play QH, Д♥), "
            "rob QH (take the trump, discard QH), pass, stop or march",
            f"«{text}» — не ход; напишите карту с руки (Дч, Д♥, play QH), rob QH (взять "
            "козырь, снести Д♥), pass, stop или march")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == PASS:
            return "не брать козырь" if ru else "leave the trump"
        if action == STOP:
            return "хватит: три взятки" if ru else "stop: three tricks"
        if action == MARCH:
            return "сквозной марш на пять взяток" if ru else "march for all five tricks"
        if ROB <= action < ROB + 64:
            shown = C.show(action - ROB, lang)
            return (f"взять козырь, снести {shown}" if ru
                    else f"take the trump, discard {shown}")
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        if ROB <= action < ROB + 64 and viewer != self.current_player():
            return ("взять козырь (снос рубашкой вверх)" if lang == "ru"
                    else "take the trump (discard face down)")
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if self.phase == "play" and 0 <= action < 64:
            if action not in self.hands[seat]:
                return f"у вас нет {C.show(action, lang)}" if ru else \
                    f"you do not hold {C.show(action, lang)}"
            led = self.trick[0]
            suit = suit_in_play(led, self.trump)
            if any(suit_in_play(c, self.trump) == suit for c in self.hands[seat]):
                if suit == self.trump:
                    return "нужно положить козырь" if ru else "you must play a trump"
                name = (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[suit]
                return f"нужно ходить в масть ({name})" if ru else f"you must follow {name}"
            return "нужно бить козырем" if ru else "you must trump"
        if self.phase == "play":
            return "сейчас нужно ходить картой" if ru else "now a card must be played"
        if self.phase == "rob":
            if ROB <= action < ROB + 64:
                return f"у вас нет {C.show(action - ROB, lang)}" if ru else \
                    f"you do not hold {C.show(action - ROB, lang)}"
            return ("возьмите козырь (rob карта) или откажитесь (pass)" if ru
                    else "take the trump (rob card) or leave it (pass)")
        return ("решите: stop (хватит) или march (марш)" if ru
                else "decide: stop or march")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, PyaterkaState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        mover = self.current_player()
        if action == MARCH:
            out.append(f"{names[mover]}: сквозной марш" if ru
                       else f"{names[mover]}: a march for all five tricks")
        if len(after.tricks) > len(self.tricks) and after.deal_no == self.deal_no:
            _, cards, won = after.tricks[-1]
            led = suit_in_play(cards[0], self.trump)
            top = max(cards, key=lambda c: power(c, self.trump, led))
            count = after.taken[won]
            out.append(f"взятка — {names[won]} ({C.show(top, lang)}), всего {tricks(count, 'ru')}"
                       if ru else f"the trick to {names[won]} ({C.show(top, lang)}), "
                       f"{tricks(count, 'en')} so far")
        if len(after.sheet) > len(self.sheet):
            row = after.sheet[-1]
            got = [s for s, p in enumerate(row) if p]
            if got:
                s = got[0]
                out.append(f"раздача: {points(row[s], 'ru')} — {names[s]}" if ru
                           else f"the deal: {points(row[s], 'en')} to {names[s]}")
            elif self.marching is not None:
                out.append("марш не удался: раздача без очков" if ru
                           else "the march failed: nobody scores this deal")
            else:
                out.append("никто не взял трёх взяток: раздача без очков" if ru
                           else "nobody took three tricks: nobody scores this deal")
            if after.phase == "over":
                win = max(range(self.players), key=lambda i: after.scores[i])
                out.append(f"Игра окончена, победитель — {names[win]} "
                           f"({points(after.scores[win], 'ru')})" if ru else
                           f"Game over, the winner: {names[win]} "
                           f"({points(after.scores[win], 'en')})")
        return out

    # --- information --------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        n = self.players
        return {
            "game": self.game.key,
            "seat": seat,
            "players": n,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "phase": self.phase,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "trump": self.trump if self.deal_no else None,
            "turnup": C.to_text(self.turnup) if self.deal_no else None,
            "stock": len(self.rest),
            "ace_seat": self.ace_seat,
            "ace_in_stock": self.ace_in_stock,
            "robber": self.robber,
            "discard": C.texts(self.discard) if seat == self.robber else [],
            "leader": self.leader,
            "trick": [[(self.leader + i) % n, C.to_text(c)] for i, c in enumerate(self.trick)],
            "tricks": [{"cards": [[(lead + i) % n, C.to_text(c)] for i, c in enumerate(cs)],
                        "winner": won} for lead, cs, won in self.tricks],
            "taken": self.taken[:],
            "marching": self.marching,
            "scores": self.scores[:],
            "sheet": [list(r) for r in self.sheet],
            "over": self.phase == "over",
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.rest)
        if seat != self.robber:
            hidden |= C.mask_of(self.discard)
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand) & ~self.shown[s]
        return hidden

    def resample(self, seat: int, rng: random.Random) -> PyaterkaState:
        """The cards ``seat`` cannot see dealt again: each hand keeps its size, its shown
        cards and gets none of its ``barred`` cards; the stock keeps the trump ace when
        everybody knows it lies there; the rest (the stock, another's discard) takes any.
        The clone deals its future from its own RNG and has no forced deal queued."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        n = self.players
        ace = C.make(C.ACE, self.trump)
        pinned_rest = (1 << ace) if self.ace_in_stock else 0
        places: list[int] = [s for s in range(n) if s != seat]
        pool: list[C.Card] = []
        need: dict[int, int] = {}
        for s in places:
            free = [c for c in self.hands[s] if not (self.shown[s] >> c) & 1]
            pool.extend(free)
            need[s] = len(free)
        rest_free = [c for c in self.rest if not (pinned_rest >> c) & 1]
        pool.extend(rest_free)
        other_discard = seat != self.robber
        if other_discard:
            pool.extend(self.discard)
        got = deal_constrained(pool, [(s, need[s], self.barred[s]) for s in places if need[s]], rng)
        for s in places:
            fixed = [c for c in self.hands[s] if (self.shown[s] >> c) & 1]
            new.hands[s] = sorted(fixed + got.get(s, []), key=hand_order(self.trump))
        left = got.get(-1, [])
        if other_discard and self.discard:
            new.discard = left[:len(self.discard)]
            left = left[len(self.discard):]
        new.rest = [c for c in self.rest if (pinned_rest >> c) & 1] + left
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        best = max(self.scores)
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:],
                "winners": [s for s, p in enumerate(self.scores) if p == best] if over
                else []}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("очки по раздачам", "the points of each deal")
        return out

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Ход — карта с руки (Дч, Д♥, play QH); rob QH — взять козырь, снеся Д♥; "
                    "pass — не брать; stop — хватит трёх взяток; march — марш на пять.")
        return ("A move is a card of your hand (QH, Q♥, play QH); rob QH takes the trump, "
                "discarding Q♥; pass leaves it; stop keeps three tricks; march plays for five.")


