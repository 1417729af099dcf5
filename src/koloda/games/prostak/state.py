"""The state machine of Простак (rules and readings: the package docstring).

A game is deals until a player reaches the target (or the last deal allowed). Each deal
is a chance event: three cards each, one at a time from the dealer's left, the next card
turned face up under the stock as trumps (so it is the stock's last card). Then the
players take turns: one with a combination in hand lays one down and scores it (and
draws back up to three cards), one without draws a card, or passes once the stock is
gone. The deal ends when every player in a row has passed.

What a seat may know: its own hand, the turned card and who drew it, every card laid
down, the size of each hand and of the stock, the scores. A player who drew had no
combination then; the hidden cards are dealt again without that (a constraint on sets
of cards the shared re-deal cannot state), which only makes the search players a
little more pessimistic about what the others hold.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_constrained
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.prostak.combos import declarations, kind_name, kind_of, points, sort_key
from koloda.games.prostak.rules import ProstakRules
from koloda.games.prostak.texts import points as points_text

# a declaration is the bitmask of its cards' places in the mover's (sorted) hand: a hand
# holds at most nine cards (nine always hold a combination), so these stay far below
DRAW = 1 << 30
PASS = DRAW + 1
HAND = 3
HOLD_LIMIT = 7  # rule hold: with this many cards a combination must be declared
HEELS = 2  # points for a jack turned up, to each of the dealer's opponents

# a combination laid down: its cards, its kind, its points
Meld = tuple[tuple[C.Card, ...], str, int]


class ProstakState(State):
    rules: ProstakRules

    def __init__(self, game: Game, players: int, rules: ProstakRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        n = players
        self.dealer = self.rng.randrange(n)  # the lot for the first dealer
        if rules.first_dealer is not None:
            self.dealer = rules.first_dealer - 1
        self.deal_no = 0
        self.phase = "deal"  # deal (chance), turn, over
        self.hands: list[list[C.Card]] = [[] for _ in range(n)]
        self.stock: list[C.Card] = []  # the top first; the turned card last while there
        self.turnup = 0
        self.trump = 0
        self.holder: int | None = None  # who drew the turned card
        self.turn = 0
        self.passes = 0  # passes in a row since the stock ran out
        self.melds: list[list[Meld]] = [[] for _ in range(n)]
        self.row = [0] * n  # points of this deal
        self.scores = [0] * n
        self.sheet: list[tuple[int, ...]] = []  # points of each finished deal per seat

    # --- chance -------------------------------------------------------------------------

    def _chance(self) -> None:
        n = self.players
        if self.deal_no > 0:
            self.dealer = (self.dealer + 1) % n
        self.deal_no += 1
        order = self.shuffled(C.deck(52))
        first = (self.dealer + 1) % n
        hands: list[list[C.Card]] = [[] for _ in range(n)]
        for k in range(HAND * n):  # one at a time round the table
            hands[(first + k) % n].append(order[k])
        self.hands = [sorted(h, key=sort_key) for h in hands]
        self.turnup = order[HAND * n]
        self.trump = C.suit_of(self.turnup)
        self.stock = [*order[HAND * n + 1:], self.turnup]  # turned up under the stock
        self.holder = None
        self.turn = first
        self.passes = 0
        self.melds = [[] for _ in range(n)]
        self.row = [0] * n
        self.phase = "turn"
        if self.rules.heels and C.rank_of(self.turnup) == C.JACK:
            for s in range(n):
                if s != self.dealer:
                    self._gain(s, HEELS)
            if self._reached():
                self._end_deal()

    # --- the state machine --------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == "turn":
            return self.turn
        return CHANCE if self.phase == "deal" else TERMINAL

    def legal_actions(self) -> list[Action]:
        if self.phase != "turn":
            return []
        found = declarations(tuple(self.hands[self.turn]), self.trump)
        if not found:
            return [DRAW] if self.stock else [PASS]
        out = [mask for mask, _ in found]
        if self.may_hold():
            out.append(DRAW)
        return out

    def may_hold(self) -> bool:
        """Whether the mover may keep his combinations back and draw (rule hold)."""
        return (self.rules.hold and bool(self.stock)
                and len(self.hands[self.turn]) < HOLD_LIMIT)

    def melded(self, action: Action) -> tuple[C.Card, ...]:
        """The cards of declaration ``action`` in the mover's hand."""
        hand = self.hands[self.turn]
        return tuple(c for i, c in enumerate(hand) if (action >> i) & 1)

    def _apply(self, action: Action) -> None:
        seat = self.turn
        hand = self.hands[seat]
        if action == DRAW:
            self._draw(seat)
        elif action == PASS:
            self.passes += 1
            if self.passes >= self.players:
                self._end_deal()
                return
        else:
            cards = self.melded(action)
            kind = kind_of(cards, self.trump)
            assert kind is not None
            gain = points(kind)
            self.hands[seat] = [c for i, c in enumerate(hand) if not (action >> i) & 1]
            self.melds[seat].append((cards, kind, gain))
            self.passes = 0
            self._gain(seat, gain)
            if self._reached():
                self._end_deal()
                return
            while len(self.hands[seat]) < HAND and self.stock:
                self._draw(seat)
        self.turn = (seat + 1) % self.players

    def _draw(self, seat: int) -> None:
        card = self.stock.pop(0)
        if card == self.turnup:
            self.holder = seat
        self.hands[seat].append(card)
        self.hands[seat].sort(key=sort_key)

    def _gain(self, seat: int, gain: int) -> None:
        self.row[seat] += gain
        self.scores[seat] += gain

    def _reached(self) -> bool:
        return max(self.scores) >= self.rules.target

    def _end_deal(self) -> None:
        self.sheet.append(tuple(self.row))
        over = self._reached() or self.deal_no >= self.rules.max_deals
        self.phase = "over" if over else "deal"

    def winners(self) -> list[int]:
        """Everybody at the target (two can reach it together on a turned jack), else
        the best score once the deals are up."""
        target = self.rules.target
        top = [s for s, p in enumerate(self.scores) if p >= target]
        if top:
            return top
        best = max(self.scores)
        return [s for s, p in enumerate(self.scores) if p == best]

    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.players
        win = self.winners()
        return [1.0 if s in win else 0.0 for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the result at the end;
        between deals a rough chance of winning the race to the target: a deal brings
        about 15 points to somebody, so each seat's weight halves with every 15 points
        it still needs; the values are the weights' shares."""
        if self.phase == "over":
            return self.returns()
        if self.phase != "deal" or not self.sheet:
            return None
        target = self.rules.target
        weights = [0.5 ** (max(0, target - p) / 15) for p in self.scores]
        total = sum(weights)
        return [w / total for w in weights]

    def clone(self) -> ProstakState:
        new = ProstakState.__new__(ProstakState)
        self._copy_base_into(new)
        new.dealer = self.dealer
        new.deal_no = self.deal_no
        new.phase = self.phase
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.turnup = self.turnup
        new.trump = self.trump
        new.holder = self.holder
        new.turn = self.turn
        new.passes = self.passes
        new.melds = [m[:] for m in self.melds]  # tuples: shared safely
        new.row = self.row[:]
        new.scores = self.scores[:]
        new.sheet = self.sheet[:]
        return new

    # --- text forms ---------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == DRAW:
            return "draw"
        if action == PASS:
            return "pass"
        if 0 < action < DRAW and self.phase == "turn":
            cards = self.melded(action)
            if cards and action < 1 << len(self.hands[self.turn]):
                return "declare " + " ".join(C.to_text(c) for c in cards)
        raise ValueError(f"not an action: {action}")

    def text_to_action(self, text: str) -> Action:
        words = text.strip().casefold().split()
        if len(words) == 1 and words[0] in ("draw", "take", "взять", "беру", "прикуп"):
            return DRAW
        if len(words) == 1 and words[0] in ("pass", "пас", "пропуск"):
            return PASS
        if words and words[0] in ("declare", "show", "объявить", "объявляю", "показать"):
            words = words[1:]
        cards: list[C.Card] = []
        for word in words:
            try:
                card = C.parse(word)
            except ParseError:
                break
            if C.is_joker(card) or C.copy_of(card) or card in cards:
                break
            cards.append(card)
        else:
            if cards:
                return self._mask_of(text, cards)
        raise ParseError(
            f"'{text}' is not a move; write the cards of a combination (declare 7H 8S, "
            "7H 8S, 7♥ 8♠), draw or pass",
            f"«{text}» — не ход; напишите карты комбинации (declare 7H 8S, 7ч 8п, 7♥ 8♠), "
            "draw (взять карту) или pass (пас)")

    def _mask_of(self, text: str, cards: list[C.Card]) -> Action:
        """The declaration of ``cards`` as places in the mover's hand."""
        seat = self.current_player()
        hand = self.hands[seat] if seat >= 0 else []
        mask = 0
        for card in cards:
            if card not in hand:
                shown = C.show(card, "en")
                raise IllegalActionError(f"'{text}': you do not hold {shown}",
                                         f"«{text}»: у вас нет {C.show(card, 'ru')}")
            mask |= 1 << hand.index(card)
        return mask

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == DRAW:
            return "взять карту из колоды" if ru else "draw a card"
        if action == PASS:
            return "пас" if ru else "pass"
        cards = self.melded(action)
        kind = kind_of(cards, self.trump)
        shown = " ".join(C.show(c, lang) for c in cards)
        if kind is None:
            return shown
        return f"{shown}: {kind_name(kind, lang)}, {points_text(points(kind), lang)}"

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        legal = self.legal_actions()
        must = ("у вас есть комбинация: её нужно объявить" if ru
                else "you hold a combination: you must declare it")
        if self.rules.hold and self.stock and action == DRAW:
            must = (f"с {HOLD_LIMIT} картами на руках комбинацию нужно объявить" if ru
                    else f"with {HOLD_LIMIT} cards in hand a combination must be declared")
        if action == DRAW:
            if PASS in legal:
                return "колода кончилась: пас" if ru else "the stock is empty: pass"
            return must
        if action == PASS:
            if DRAW in legal:
                return ("в колоде ещё есть карты: возьмите карту" if ru
                        else "the stock still has cards: draw one")
            return must
        shown = " ".join(C.show(c, lang) for c in self.melded(action))
        return f"{shown} — не комбинация" if ru else f"{shown} is no combination"

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, ProstakState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        seat = self.turn
        if action not in (DRAW, PASS):
            gain = after.scores[seat] - self.scores[seat]
            out.append(f"{names[seat]}: +{points_text(gain, 'ru')}, всего {after.scores[seat]}"
                       if ru else f"{names[seat]}: +{points_text(gain, 'en')}, "
                       f"{after.scores[seat]} in all")
        if after.holder is not None and self.holder is None:
            shown = C.show(self.turnup, lang)
            out.append(f"{names[after.holder]} взял открытый козырь {shown}" if ru
                       else f"{names[after.holder]} drew the turned trump {shown}")
        if len(after.sheet) > len(self.sheet):
            if after.phase == "over":
                win = ", ".join(names[s] for s in after.winners())
                out.append(f"Игра окончена, победитель — {win}" if ru
                           else f"Game over, the winner: {win}")
            else:
                out.append("раздача окончена: все спасовали" if ru
                           else "the deal is over: everybody passed")
        return out

    # --- information --------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        in_stock = bool(self.stock) and self.stock[-1] == self.turnup
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "phase": self.phase,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "trump": self.trump if self.deal_no else None,
            "turnup": C.to_text(self.turnup) if self.deal_no else None,
            "turnup_in_stock": in_stock,
            "holder": self.holder,
            "holder_keeps": self.holder is not None
            and self.turnup in self.hands[self.holder],
            "stock": len(self.stock),
            "passes": self.passes,
            "melds": [[{"cards": C.texts(cards), "kind": kind, "points": p}
                       for cards, kind, p in m] for m in self.melds],
            "row": self.row[:],
            "scores": self.scores[:],
            "sheet": [list(r) for r in self.sheet],
            "over": self.phase == "over",
            "winners": self.winners() if self.phase == "over" else [],
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {
            "rules": self.rules.to_dict(),
            "hand": C.texts(self.hands[seat]),
            "trump": self.trump if self.deal_no else None,
            "scores": self.scores[:],
        }

    def _shown(self, s: int) -> int:
        """The cards of hand ``s`` every seat knows: the turned card its holder drew."""
        if self.holder == s and self.turnup in self.hands[s]:
            return 1 << self.turnup
        return 0

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.stock) & ~(1 << self.turnup)
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand) & ~self._shown(s)
        return hidden

    def resample(self, seat: int, rng: random.Random) -> ProstakState:
        """The cards ``seat`` cannot see dealt again: each other hand keeps its size and
        the turned card if it drew it; the stock keeps its size and the turned card at
        its bottom while it lies there. The clone deals its future from its own RNG and
        has no forced deal queued."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        places = [s for s in range(self.players) if s != seat]
        pool: list[C.Card] = []
        need: dict[int, int] = {}
        for s in places:
            free = [c for c in self.hands[s] if not (self._shown(s) >> c) & 1]
            pool.extend(free)
            need[s] = len(free)
        under = bool(self.stock) and self.stock[-1] == self.turnup
        pool.extend(self.stock[:-1] if under else self.stock)
        got = deal_constrained(pool, [(s, need[s], 0) for s in places if need[s]], rng)
        for s in places:
            fixed = [c for c in self.hands[s] if (self._shown(s) >> c) & 1]
            new.hands[s] = sorted(fixed + got.get(s, []), key=sort_key)
        new.stock = got.get(-1, []) + ([self.turnup] if under else [])
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:], "winners": self.winners() if over else []}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("очки по раздачам", "the points of each deal")
        return out

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Ход — карты комбинации (declare 7H 8S, 7ч 8п, 7♥ 8♠); draw — взять "
                    "карту из колоды, когда комбинации нет; pass — пас, когда колода "
                    "кончилась.")
        return ("A move is the cards of a combination (declare 7H 8S, 7♥ 8♠); draw takes a "
                "card when you hold no combination; pass, once the stock is empty.")
