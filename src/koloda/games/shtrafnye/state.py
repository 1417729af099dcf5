"""The state machine of «Штрафные очки» (rules and readings: the package docstring).

A deal is a chance event: seven cards to each seat from the dealer's left, the next card
face up as the bank, the rest a face-down stock. In turn each seat lays a card that fits
the bank (its rank, its suit, or any ace); a seat that can must. Without one it draws
(until a card fits, or one card by the rule), and the card that came and fits is laid
at once; with the stock gone it passes. The first seat out of cards ends the deal and the others take the
points of their hands as penalty; if nobody can lay (the stock gone, a whole round of
passes) the deal is blocked and everyone counts his hand.

What a seat may know: its own hand, the bank and every card laid, the sizes of the hands
and of the stock, how many cards each draw took, and what a draw or a pass shows: right
after it, the seat holds no card that fitted the bank then (the only card that came and
fitted was laid at once). That is kept per seat until its next draw (``lacks``).
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
from koloda.games.shtrafnye.rules import ShtrafnyeRules

HAND = 7
DRAW = 300
PASS = 301
NAME = 400  # NAME + suit: the suit named after an ace

ACES = C.mask_of(C.make(C.ACE, s, k) for s in range(4) for k in (0, 1))


# read at every step of a play-out, so worked out once: every copy of every suit of a
# rank, and the order of ``hand_order`` as one int a card id
_RANK_MASKS = tuple(C.mask_of(C.make(rank, s, k) for s in range(4) for k in (0, 1))
                    for rank in range(16))
_HAND_ORDER = tuple(C.suit_of(c) << 6 | C.rank_of(c) << 1 | C.copy_of(c) for c in range(256))
_hand_key = _HAND_ORDER.__getitem__


def rank_mask(rank: int) -> int:
    return _RANK_MASKS[rank]


def points(card: C.Card) -> int:
    """A card's penalty: ace 15, court cards 10, the others their number."""
    rank = C.rank_of(card)
    if rank == C.ACE:
        return 15
    return 10 if rank >= C.JACK else rank


def hand_order(card: C.Card) -> tuple[int, int, int]:
    return (C.suit_of(card), C.rank_of(card), C.copy_of(card))


class ShtrafnyeState(State):
    rules: ShtrafnyeRules

    def __init__(self, game: Game, players: int, rules: ShtrafnyeRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.dealer = 0
        self.phase = "deal"  # deal (chance), play, name (after an ace), over
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.stock: list[C.Card] = []  # top first
        self.pile: list[C.Card] = []  # the bank on top (last)
        self.suit = 0  # the suit to follow: the bank's, or the one named after an ace
        self.turn = 0
        self.idle = 0  # turns in a row that laid no card
        self.lacks = [0] * players  # per seat: cards it is known not to hold
        self.drew = 0  # cards the last draw took
        self.totals = [0] * players
        self.rows: list[tuple[int, ...]] = []  # penalties per seat, one row per deal
        self.out: list[int | None] = []  # per deal: who went out (None: blocked)
        self.deal_no = 0

    # --- chance -----------------------------------------------------------------------

    def deck(self) -> list[C.Card]:
        return C.deck(52, copies=self.rules.decks)

    def _chance(self) -> None:
        order = self.shuffled(self.deck())
        n = self.players
        for i in range(n):
            seat = (self.dealer + 1 + i) % n
            self.hands[seat] = sorted(order[i * HAND:(i + 1) * HAND], key=_hand_key)
        self.pile = [order[n * HAND]]
        self.suit = C.suit_of(self.pile[0])
        self.stock = order[n * HAND + 1:]
        self.turn = (self.dealer + 1) % n
        self.idle = 0
        self.lacks = [0] * n
        self.drew = 0
        self.deal_no += 1
        self.phase = "play"

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.turn

    def fits(self) -> int:
        """The cards that may go on the bank now: its rank, the suit to follow, aces."""
        return ACES | rank_mask(C.rank_of(self.pile[-1])) | C.SUIT_MASKS[self.suit]

    def playable(self, hand: Sequence[C.Card]) -> list[C.Card]:
        """The fitting cards of a hand, one per face (twins play alike)."""
        fit = self.fits()
        seen = 0  # the faces taken, as a mask
        out = []
        for c in sorted(hand):
            if fit >> c & 1 and not seen >> (c & 127) & 1:
                seen |= 1 << (c & 127)
                out.append(c)
        return out

    def legal_actions(self) -> list[Action]:
        if self.phase == "name":
            return [NAME + s for s in range(4)]
        if self.phase != "play":
            return []
        cards = self.playable(self.hands[self.turn])
        if cards:
            return cards
        return [DRAW] if self.stock else [PASS]

    def _apply(self, action: Action) -> None:
        seat = self.turn
        if self.phase == "name":
            self.suit = action - NAME
            self._next()
            return
        if action == PASS:
            self.lacks[seat] |= self.fits()
            self._idle()
            return
        if action == DRAW:
            self._draw(seat)
            return
        self.hands[seat].remove(action)
        self._lay(seat, action)

    def _lay(self, seat: int, action: C.Card) -> None:
        self.pile.append(action)
        self.suit = C.suit_of(action)
        self.idle = 0
        if not self.hands[seat]:
            self._score(seat)
            return
        if self.rules.ace_suit and C.rank_of(action) == C.ACE:
            self.phase = "name"
            return
        self._next()

    def _draw(self, seat: int) -> None:
        hand = self.hands[seat]
        fit = self.fits()
        self.drew = 0
        # before and after: nothing the seat keeps fits (the card that fits is laid)
        self.lacks[seat] = fit
        while self.stock:
            card = self.stock.pop(0)
            self.drew += 1
            if (fit >> card) & 1:
                hand.sort(key=_hand_key)
                self._lay(seat, card)
                return
            hand.append(card)
            if not self.rules.draw_until:
                break
        hand.sort(key=_hand_key)
        self._idle()

    def _idle(self) -> None:
        self.idle += 1
        if not self.stock and self.idle >= self.players:
            self._score(None)  # nobody can lay: blocked
            return
        self._next()

    def _next(self) -> None:
        self.phase = "play"
        self.turn = (self.turn + 1) % self.players

    def _score(self, out: int | None) -> None:
        row = tuple(0 if s == out else sum(points(c) for c in h)
                    for s, h in enumerate(self.hands))
        for s, v in enumerate(row):
            self.totals[s] += v
        self.rows.append(row)
        self.out.append(out)
        self.dealer = (self.dealer + 1) % self.players
        r = self.rules
        done = (r.deals and len(self.rows) >= r.deals) or (r.limit and max(self.totals)
                                                              >= r.limit)
        self.phase = "over" if done else "deal"

    def winners(self) -> list[int]:
        if self.phase != "over":
            return []
        best = min(self.totals)
        return [s for s, t in enumerate(self.totals) if t == best]

    def returns(self) -> list[float]:
        won = self.winners()
        return [1.0 if s in won else 0.0 for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """At the end the result; between deals how far each seat is above the lowest
        penalty, scaled by what the deals left can still change (some 40 points a deal)."""
        if self.phase == "over":
            return [(r + 1.0) / 2.0 for r in self.returns()]
        if self.phase != "deal" or not self.rows:
            return None
        r = self.rules
        left = r.deals - len(self.rows) if r.deals else 3
        spread = 40.0 * max(left, 1) + 20.0
        best = min(self.totals)
        return [max(0.0, min(1.0, 0.75 - 0.5 * (t - best) / spread)) for t in self.totals]

    def clone(self) -> ShtrafnyeState:
        new = ShtrafnyeState.__new__(ShtrafnyeState)
        self._copy_base_into(new)
        new.dealer = self.dealer
        new.phase = self.phase
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.pile = self.pile[:]
        new.suit = self.suit
        new.turn = self.turn
        new.idle = self.idle
        new.lacks = self.lacks[:]
        new.drew = self.drew
        new.totals = self.totals[:]
        new.rows = self.rows[:]
        new.out = self.out[:]
        new.deal_no = self.deal_no
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == DRAW:
            return "draw"
        if action == PASS:
            return "pass"
        if action >= NAME:
            return "suit " + C.SUIT_ASCII[action - NAME]
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        low = [w.casefold() for w in words]
        if low in (["draw"], ["взять"], ["тянуть"], ["прикуп"]):
            return DRAW
        if low in (["pass"], ["пас"], ["пропуск"]):
            return PASS
        if len(words) == 2 and low[0] in ("suit", "масть", "назвать"):
            suit = _suit(words[1])
            if suit is not None:
                return NAME + suit
        if len(words) == 1 and self.phase == "name":
            suit = _suit(words[0])
            if suit is not None:
                return NAME + suit
        if len(words) == 2 and low[0] in ("play", "ход", "положить"):
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                pass
            else:
                return self._held(card)
        raise ParseError(
            f"'{text}' is not a move; write a card of your hand (QH, play QH), draw, "
            "pass, or after an ace: suit H",
            f"«{text}» — не ход; напишите карту с руки (Дч, QH), взять, пас или после "
            "туза: масть ч")

    def _held(self, card: C.Card) -> C.Card:
        """A card typed without its copy mark means whichever twin the mover holds."""
        if self.phase == "play" and card not in self.hands[self.turn]:
            for c in self.hands[self.turn]:
                if C.face(c) == C.face(card):
                    return c
        return card

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == DRAW:
            return "взять из колоды" if ru else "draw"
        if action == PASS:
            return "пропустить ход" if ru else "pass"
        if action >= NAME:
            suit = action - NAME
            return ("масть: " + C.SUIT_NAMES_RU[suit]) if ru else ("suit: "
                                                                   + C.SUIT_NAMES_EN[suit])
        return C.show(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        if self.phase in ("deal", "over"):
            return "игра окончена" if ru else "the game is over"
        if self.phase == "name":
            if NAME <= action < NAME + 4:
                return None
            return ("сначала назовите масть после туза" if ru
                    else "first name the suit after your ace")
        if NAME <= action < NAME + 4:
            return "масть называют только после туза" if ru else "a suit is named only after an ace"
        hand = self.hands[self.turn]
        cards = self.playable(hand)
        if action == DRAW:
            if cards:
                return ("есть подходящая карта — её нужно положить" if ru
                        else "you hold a card that fits: you must lay it")
            return None if self.stock else ("колода кончилась" if ru else "the stock is empty")
        if action == PASS:
            if cards:
                return ("есть подходящая карта — её нужно положить" if ru
                        else "you hold a card that fits: you must lay it")
            return ("сначала возьмите из колоды" if ru else "draw first") if self.stock else None
        if not C.is_card(action) or action not in hand:
            shown = C.show(action, lang) if C.is_card(action) else "?"
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action not in cards:
            bank = C.show(self.pile[-1], lang)
            return (f"{C.show(action, lang)} не подходит к {bank}: нужна та же масть, то же "
                    "достоинство или туз" if ru else
                    f"{C.show(action, lang)} does not fit {bank}: play its suit, its rank "
                    "or an ace")
        return None

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, ShtrafnyeState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if action == DRAW:
            who = names[self.turn]
            you = who in ("Вы", "You")  # the reader's own seat: second person
            if ru:
                line = (f"вы берёте карт: {after.drew}" if you
                        else f"{who} берёт карт: {after.drew}")
            else:
                line = f"{'you draw' if you else who + ' draws'} {after.drew}"
            if len(after.pile) > len(self.pile):  # the card that fitted went on the bank
                laid = C.show(after.pile[-1], lang)
                line += (f" и кладёте {laid}" if you else f" и кладёт {laid}") if ru else (
                    f" and lay {laid}" if you else f" and lays {laid}")
            out.append(line)
        if len(after.rows) > len(self.rows):
            row, gone = after.rows[-1], after.out[-1]
            tally = ", ".join(f"{names[s]} {v}" for s, v in enumerate(row))
            if gone is None:
                out.append(("Хода нет ни у кого — штраф: " if ru
                            else "Nobody can lay — penalties: ") + tally)
            elif names[gone] in ("Вы", "You"):
                out.append(("Вы без карт — штраф: " if ru else "You are out — penalties: ")
                           + tally)
            else:
                out.append((f"{names[gone]} без карт — штраф: " if ru
                            else f"{names[gone]} is out — penalties: ") + tally)
            if after.phase == "over":
                tally = ", ".join(f"{names[s]} {v}" for s, v in enumerate(after.totals))
                out.append(("Итог: " if ru else "Final: ") + tally)
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        dealt = self.deal_no > 0
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "dealer": self.dealer,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "bank": C.to_text(self.pile[-1]) if dealt and self.pile else None,
            "pile": len(self.pile),
            "suit": self.suit if dealt else None,
            "drew": self.drew,
            "totals": self.totals[:],
            "rows": [list(r) for r in self.rows],
            "out": self.out[:],
            "deal_no": self.deal_no,
            "to_move": turn if turn >= 0 else None,
            "over": turn == TERMINAL,
        }

    def unseen(self, seat: int) -> int:
        if self.deal_no == 0:
            return C.mask_of(self.deck())
        mask = C.mask_of(self.stock)
        for s, hand in enumerate(self.hands):
            if s != seat:
                mask |= C.mask_of(hand)
        return mask

    def resample(self, seat: int, rng: random.Random) -> ShtrafnyeState:
        """The other hands and the stock dealt again from the cards ``seat`` cannot see:
        each hand keeps its size and gets none of the cards its holder is known to lack
        (``lacks``); the stock takes the rest in a random order."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.phase in ("deal", "over"):
            return new
        pool = list(C.cards_in(self.unseen(seat)))
        places = [(s, len(self.hands[s]), self.lacks[s])
                  for s in range(self.players) if s != seat]
        dealt = deal_constrained(pool, places, rng)
        for s, size, _ in places:
            new.hands[s] = sorted(dealt.get(s, [])[:size], key=_hand_key)
        rest = dealt.get(-1, [])
        rng.shuffle(rest)
        new.stock = rest
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == "over"
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.totals[:], "winners": self.winners(),
                "deals": len(self.rows)}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("штрафы по сдачам", "the penalties of each deal")
        return out

    def move_help(self, lang: str = "ru") -> str:
        return ("Карта с руки: Дч или QH; взять — тянуть из колоды; пас; после туза: масть ч"
                if lang == "ru" else
                "A card of your hand: QH; draw; pass; after an ace: suit H")


def _suit(word: str) -> int | None:
    w = word.strip()
    for table in (C.SUIT_ASCII, C.SUIT_UNICODE, C.SUIT_RU):
        if w in table or w.upper() in table or w.lower() in table:
            for cand in (w, w.upper(), w.lower()):
                if len(cand) == 1 and cand in table:
                    return table.index(cand)
    names = [n.casefold() for n in (*C.SUIT_NAMES_EN, *C.SUIT_NAMES_RU)]
    if w.casefold() in names:
        return names.index(w.casefold()) % 4
    return None
