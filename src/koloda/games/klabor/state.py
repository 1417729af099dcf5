"""The state machine of Клабор (rules and readings: the package docstring).

A deal is a chance node: six cards to each player, three face down on the table in front
of each, one card turned up, the rest a stock that is not played. Then the bidding (two
rounds), each player taking his three cards, and nine tricks. A player's first card of
the deal may carry his declaration (``play QH declare``: his combinations are shown);
the holder of the trump seven may exchange it before his first card (``swap``).

What a seat knows of the hidden cards (kept by ``resample``): the cards shown in the
other hand (a declaration, the turned card taken by the exchange), and the cards the
other hand cannot hold: a suit it did not follow, trumps when it neither followed nor
trumped, the cards that would have beaten the led card when it followed without
beating and had to beat, and the cards just above and below a declared run (a declared
run is a longest one). Not kept: what the bidding suggests, and that a declaring hand
holds no run or bella beyond those it declared.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.klabor import cards as K
from koloda.games.klabor.rules import KlaborRules

DECLARE = 64  # added to a card: the card is played with the player's declaration
TAKE, PASS, SWAP = 200, 201, 220
NAME = 210  # + suit: the second round's own trump

SUIT_WORDS: dict[str, int] = {
    **{c: i for i, c in enumerate("SCDH")}, **{c: i for i, c in enumerate("scdh")},
    **{c: i for i, c in enumerate("♠♣♦♥")}, **{c: i for i, c in enumerate("птбч")},
    **{c: i for i, c in enumerate("ПТБЧ")},
    "spades": 0, "clubs": 1, "diamonds": 2, "hearts": 3,
    "пики": 0, "трефы": 1, "бубны": 2, "черви": 3,
}
_TAKE_WORDS = ("take", "играю", "беру", "играть")
_PASS_WORDS = ("pass", "пас")
_SWAP_WORDS = ("swap", "обмен", "обменять")
_TRUMP_WORDS = ("trump", "trumps", "козырь", "козыри")
_DECLARE_WORDS = ("declare", "объявить", "объявляю", "+")
_PLAY_WORDS = ("play", "ход", "сыграть")

_ENGINE_FIELDS = frozenset(("game", "players", "rules", "seed", "_rng", "_rng_shared",
                            "deals", "forced", "history"))

# a row of the sheet: deal, taker and trump (-1: none), points added, note (made, tie,
# bust, void, klabor); ``declarer`` and ``made`` for a scored deal (the match report's
# contract count reads them)
DealRow = dict[str, Any]


def row(deal: int, taker: int, trump: int, added: list[int], note: str) -> DealRow:
    scored = note in ("made", "tie", "bust")
    return {"deal": deal, "taker": taker, "trump": trump, "added": added, "note": note,
            "declarer": taker if scored else None, "made": note == "made"}


def suit_sign(suit: int) -> str:
    return C.SUIT_UNICODE[suit]


class KlaborState(State):
    rules: KlaborRules

    def __init__(self, game: Game, players: int, rules: KlaborRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.scores = [0, 0]
        self.dealer = 1  # seat 0 speaks and leads first in the first deal
        self.deal_no = 0
        self.need_deal = True
        self.winner = -1
        self.klabor_by = -1
        self.sheet: list[DealRow] = []
        self.summary: dict[str, Any] | None = None  # the last scored deal, for the view
        self._clear_deal()

    def _clear_deal(self) -> None:
        self.hands: list[list[C.Card]] = [[], []]
        self.piles: list[list[C.Card]] = [[], []]
        self.stock: list[C.Card] = []
        self.turned = -1
        self.trump = -1
        self.taker = -1
        self.round = 1
        self.to_bid = 1 - self.dealer
        self.bids: list[tuple[int, int]] = []
        self.trick: list[C.Card] = []
        self.leader = 1 - self.dealer
        self.done: list[tuple[int, tuple[C.Card, ...], int]] = []
        self.won_pts = [0, 0]
        self.won_tricks = [0, 0]
        self.first_done = [False, False]
        self.declared: list[tuple[bool, tuple[K.Run, ...]] | None] = [None, None]
        self.swapped = -1
        self.known = [0, 0]  # cards of each hand every seat has been shown
        self.barred = [0, 0]  # cards each hand is known not to hold

    @property
    def elder(self) -> int:
        return 1 - self.dealer

    # --- chance -------------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(C.deck(self.rules.deck))
        self._clear_deal()
        self.deal_no += 1
        e, d = self.elder, self.dealer
        self.hands[e] = sorted(order[0:6], key=K.sort_key)
        self.hands[d] = sorted(order[6:12], key=K.sort_key)
        self.piles[e] = order[12:15]
        self.piles[d] = order[15:18]
        self.turned = order[18]
        self.stock = order[19:]
        self.need_deal = False

    # --- the state machine --------------------------------------------------------------

    def current_player(self) -> int:
        if self.winner >= 0:
            return TERMINAL
        if self.need_deal:
            return CHANCE
        if self.taker < 0:
            return self.to_bid
        return (self.leader + len(self.trick)) % 2

    def phase(self) -> str:
        if self.winner >= 0:
            return "over"
        if self.need_deal:
            return "deal"
        if self.taker < 0:
            return f"bid{self.round}"
        return "play"

    def follow(self, seat: int) -> list[C.Card]:
        """The cards ``seat`` may play now: follow suit (beating the led card when it
        must and can), else trump, else anything."""
        hand = self.hands[seat]
        if not self.trick:
            return list(hand)
        led = self.trick[0]
        same = [c for c in hand if C.suit_of(c) == C.suit_of(led)]
        if same:
            if C.suit_of(led) == self.trump or self.rules.must_beat:
                higher = [c for c in same if K.beats(c, led, self.trump)]
                return higher or same
            return same
        trumps = [c for c in hand if C.suit_of(c) == self.trump]
        return trumps or list(hand)

    def melds(self, seat: int) -> tuple[bool, tuple[K.Run, ...]]:
        hand = self.hands[seat]
        return K.has_bella(hand, self.trump), tuple(K.runs(hand))

    def can_swap(self, seat: int) -> bool:
        return (self.rules.seven_swap and self.swapped < 0 and not self.first_done[seat]
                and self.trump == C.suit_of(self.turned) and C.rank_of(self.turned) != 7
                and C.make(7, self.trump) in self.hands[seat])

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        if self.taker < 0:
            if self.round == 1:
                return [TAKE, PASS]
            return [NAME + s for s in range(4) if s != C.suit_of(self.turned)] + [PASS]
        out: list[Action] = list(self.follow(seat))
        if not self.first_done[seat]:
            bella, runs = self.melds(seat)
            if bella or runs:
                out += [c + DECLARE for c in out]
            if self.can_swap(seat):
                out.append(SWAP)
        return out

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        if self.taker < 0:
            self._bid(seat, action)
        elif action == SWAP:
            seven = C.make(7, self.trump)
            self.hands[seat].remove(seven)
            self.hands[seat].append(self.turned)
            self.hands[seat].sort(key=K.sort_key)
            self.known[seat] |= C.mask_of([self.turned])
            self.turned = seven
            self.swapped = seat
        else:
            self._play(seat, action)

    def _bid(self, seat: int, action: Action) -> None:
        self.bids.append((seat, action))
        if action == TAKE:
            self._start_play(seat, C.suit_of(self.turned))
        elif action >= NAME:
            self._start_play(seat, action - NAME)
        elif seat == self.dealer:  # both passed in this round
            if self.round == 1:
                self.round = 2
                self.to_bid = self.elder
            else:  # nobody plays: the deal is void and passes on
                self.sheet.append(row(self.deal_no, -1, -1, [0, 0], "void"))
                self.dealer = 1 - self.dealer
                self.need_deal = True
        else:
            self.to_bid = self.dealer

    def _start_play(self, seat: int, trump: int) -> None:
        self.taker = seat
        self.trump = trump
        for s in (0, 1):
            self.hands[s] = sorted(self.hands[s] + self.piles[s], key=K.sort_key)
            self.piles[s] = []
        self.leader = self.elder

    def _play(self, seat: int, action: Action) -> None:
        card = action & ~DECLARE if action < TAKE else action
        if action & DECLARE and action < TAKE:
            self._declare(seat)
            if self.winner >= 0:
                return
        self.first_done[seat] = True
        if self.trick:
            self._deduce(seat, card, self.trick[0])
        self.hands[seat].remove(card)
        self.known[seat] &= ~C.mask_of([card])
        self.trick.append(card)
        if len(self.trick) == 2:
            led, reply = self.trick
            winner = 1 - self.leader if K.beats(reply, led, self.trump) else self.leader
            self.done.append((self.leader, (led, reply), winner))
            self.won_pts[winner] += K.points(led, self.trump) + K.points(reply, self.trump)
            self.won_tricks[winner] += 1
            self.trick = []
            self.leader = winner
            if not self.hands[0] and not self.hands[1]:
                self.won_pts[winner] += K.LAST_TRICK
                self._score_deal()

    def _declare(self, seat: int) -> None:
        bella, runs = self.melds(seat)
        self.declared[seat] = (bella, runs)
        shown = [c for r in runs for c in K.run_cards(r)]
        if bella:
            shown += [C.make(C.KING, self.trump), C.make(C.QUEEN, self.trump)]
        self.known[seat] |= C.mask_of(shown)
        # a declared run is a longest one: the cards just above and below it are not held
        for length, top, suit in runs:
            self.barred[seat] |= C.mask_of(C.make(r, suit) for r in (top - length, top + 1)
                                           if 7 <= r <= 14)
        if self.rules.klabor_wins and any(r[0] >= 7 for r in runs):
            self.klabor_by = seat
            self.winner = seat
            self.sheet.append(row(self.deal_no, self.taker, self.trump, [0, 0], "klabor"))

    def _deduce(self, seat: int, card: C.Card, led: C.Card) -> None:
        """What the reply tells the other seat about the replier's hand."""
        suit = C.suit_of(led)
        if C.suit_of(card) != suit:
            self.barred[seat] |= C.SUIT_MASKS[suit]
            if C.suit_of(card) != self.trump:
                self.barred[seat] |= C.SUIT_MASKS[self.trump]
        elif (suit == self.trump or self.rules.must_beat) and not K.beats(card, led, self.trump):
            self.barred[seat] |= C.mask_of(c for c in C.deck(self.rules.deck)
                                           if C.suit_of(c) == suit and K.beats(c, led, self.trump))

    def seq_winner(self) -> int:
        """The seat whose declared run is best (-1: none, or an exact tie)."""
        best: list[tuple[int, int, int] | None] = [None, None]
        for s in (0, 1):
            d = self.declared[s]
            if d is not None and d[1]:
                best[s] = max(K.run_key(r, self.trump) for r in d[1])
        a, b = best
        if a == b:  # none declared, or an exact tie
            return -1
        if a is None:
            return 1
        if b is None:
            return 0
        return 0 if a > b else 1

    def meld_points(self, seat: int) -> int:
        d = self.declared[seat]
        if d is None or self.won_tricks[seat] == 0:
            return 0  # undeclared, or burnt: no trick taken
        out = K.BELLA if d[0] else 0
        if self.seq_winner() == seat:
            out += sum(K.run_points(r, self.rules.fifty_from) for r in d[1])
        return out

    def _score_deal(self) -> None:
        totals = [self.won_pts[s] + self.meld_points(s) for s in (0, 1)]
        t, o = self.taker, 1 - self.taker
        added = [0, 0]
        if totals[t] > totals[o]:
            added = totals[:]
            note = "made"
        elif totals[t] == totals[o]:
            added[o] = totals[o]
            note = "tie"
        else:
            added[o] = totals[t] + totals[o]
            note = "bust"
        for s in (0, 1):
            self.scores[s] += added[s]
        self.sheet.append(row(self.deal_no, t, self.trump, added, note))
        self.summary = {"cards": self.won_pts[:], "melds": [self.meld_points(s) for s in (0, 1)],
                        "totals": totals, "added": added[:], "note": note, "taker": t}
        top = max(self.scores)
        if top >= self.rules.target and self.scores[0] != self.scores[1]:
            self.winner = self.scores.index(top)
        else:
            self.dealer = 1 - self.dealer
            self.need_deal = True

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the game's result at the
        end; between deals, the last deal's difference in points (±200 spans 0 to 1)."""
        if self.winner >= 0:
            return self.returns()
        if not self.need_deal or not self.sheet:
            return None
        a, b = self.sheet[-1]["added"]
        v = min(1.0, max(0.0, 0.5 + (a - b) / 400))
        return [v, 1.0 - v]

    def returns(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in (0, 1)]

    def clone(self) -> KlaborState:
        """A flat copy: lists copied one level down; tuples, the summary dict (never
        changed once made) and the rules shared."""
        new = KlaborState.__new__(KlaborState)
        d = new.__dict__
        for key, value in self.__dict__.items():
            if key not in _ENGINE_FIELDS:
                d[key] = value[:] if isinstance(value, list) else value
        new.hands = [h[:] for h in self.hands]
        new.piles = [p[:] for p in self.piles]
        self._copy_base_into(new)
        return new

    # --- text forms ---------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == TAKE:
            return "take"
        if action == PASS:
            return "pass"
        if action == SWAP:
            return "swap"
        if NAME <= action < NAME + 4:
            return "trump " + C.SUIT_ASCII[action - NAME]
        if 0 <= action < TAKE and C.is_card(action & ~DECLARE):
            text = "play " + C.to_text(action & ~DECLARE)
            return text + " declare" if action & DECLARE else text
        raise ValueError(f"not a klabor action: {action}")

    def text_to_action(self, text: str) -> Action:
        words = [w.casefold() for w in text.replace(",", " ").split()]
        if len(words) == 1 and words[0] in _TAKE_WORDS:
            return TAKE
        if len(words) == 1 and words[0] in _PASS_WORDS:
            return PASS
        if len(words) == 1 and words[0] in _SWAP_WORDS:
            return SWAP
        if len(words) == 2 and words[0] in _TRUMP_WORDS:
            suit = SUIT_WORDS.get(words[1], SUIT_WORDS.get(words[1].upper()))
            if suit is not None:
                return NAME + suit
        if words and words[0] in _PLAY_WORDS:
            words = words[1:]
        declare = bool(words) and words[-1] in _DECLARE_WORDS
        if declare:
            words = words[:-1]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                card = -1
            if card >= 0 and not C.is_joker(card) and C.copy_of(card) == 0:
                return card + DECLARE if declare else card
        raise ParseError(
            f"'{text}' is not a move; write a card (QH, play QH, QH declare), take, pass, "
            "trump H or swap",
            f"«{text}» — не ход; напишите карту (Дч, QH, Дч объявить), «играю», «пас», "
            "«козырь ч» или «обмен»")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == TAKE:
            sign = suit_sign(C.suit_of(self.turned)) if self.turned >= 0 else ""
            return f"играю (козырь {sign})" if ru else f"take it (trumps {sign})"
        if action == PASS:
            return "пас" if ru else "pass"
        if action == SWAP:
            shown = C.show(self.turned, lang) if self.turned >= 0 else ""
            return (f"обменять козырную семёрку на {shown}" if ru else
                    f"exchange the trump seven for {shown}")
        if NAME <= action < NAME + 4:
            sign = suit_sign(action - NAME)
            return f"козырь {sign}" if ru else f"trumps {sign}"
        shown = C.show(action & ~DECLARE, lang)
        if action & DECLARE:
            return f"{shown} с объявлением" if ru else f"{shown} and declare"
        return shown

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.current_player()
        if seat < 0:
            return None
        if self.taker < 0:
            if action < TAKE or action == SWAP:
                return "идёт торговля за козырь" if ru else "trumps are being chosen"
            if action == TAKE and self.round == 2:
                return ("открытую масть уже отказались брать" if ru else
                        "the turned suit was refused already")
            if action >= NAME and self.round == 1:
                return ("свою масть называют во втором круге" if ru else
                        "a suit of one's own is named in the second round")
            if action >= NAME:
                return ("нужно назвать другую масть, не открытую" if ru else
                        "name a suit other than the turned one")
            return None
        if action in (TAKE, PASS) or NAME <= action < NAME + 4:
            return "козырь уже выбран" if ru else "trumps are chosen already"
        if action == SWAP:
            return ("обменять можно только козырную семёрку до своего первого хода" if ru
                    else "only the trump seven may be exchanged, before one's first card")
        card = action & ~DECLARE
        if card not in self.hands[seat]:
            shown = C.show(card, lang)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action & DECLARE and card in self.follow(seat):
            if self.first_done[seat]:
                return ("объявляют только первой своей картой раздачи" if ru else
                        "one declares with one's first card of the deal only")
            return "вам нечего объявлять" if ru else "you have nothing to declare"
        if self.trick:
            led = self.trick[0]
            sign = suit_sign(C.suit_of(led))
            if any(C.suit_of(c) == C.suit_of(led) for c in self.hands[seat]):
                if C.suit_of(card) == C.suit_of(led):
                    return (f"нужно бить {C.show(led, lang)} старшей картой" if ru else
                            f"you must beat {C.show(led, lang)}")
                return f"нужно ходить в масть {sign}" if ru else f"you must follow {sign}"
            return "нужно бить козырем" if ru else "you must play a trump"
        return None

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, KlaborState):
            return []
        if names is None:
            names = seat_names(2, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        seat = self.current_player()
        out: list[str] = []
        if 0 <= action < TAKE and action & DECLARE and seat >= 0:
            d = after.declared[seat]
            if d is not None:
                out.append(f"{names[seat]}: {meld_text(d, after.trump, lang)}")
        if seat >= 0 and self.taker < 0 and after.taker >= 0:
            sign = suit_sign(after.trump)
            out.append(f"играет {names[seat]}, козырь {sign}" if ru else
                       f"{names[seat]} plays, trumps {sign}")
        fresh = after.sheet[len(self.sheet):]
        if any(r["note"] == "void" for r in fresh):
            out.append("все спасовали — пересдача" if ru else "everyone passed: a new deal")
        if len(after.done) > len(self.done) and after.done[-1:] != self.done[-1:]:
            _, cards, w = after.done[-1]
            pts = sum(K.points(c, after.trump) for c in cards)
            out.append(f"взятку берёт {names[w]} ({pts})" if ru else
                       f"{names[w]} takes the trick ({pts})")
        if any(r["declarer"] is not None for r in fresh) and after.summary:
            s = after.summary
            word = {"made": ("сыграл", "made it"), "tie": ("ничья — не сыграл", "tied: no score"),
                    "bust": ("не сыграл", "went bust")}[s["note"]]
            tot = ", ".join(f"{names[i]} +{s['added'][i]}" for i in (0, 1))
            out.append(f"{names[s['taker']]} {word[0]}: {tot}" if ru else
                       f"{names[s['taker']]} {word[1]}: {tot}")
        if after.winner >= 0 and self.winner < 0:
            how = (" (клабор)" if ru else " (klabor)") if after.klabor_by >= 0 else ""
            out.append(f"Игра окончена, побеждает {names[after.winner]}{how}" if ru else
                       f"Game over: {names[after.winner]} won{how}")
        return out

    # --- information --------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        return {
            "game": self.game.key,
            "seat": seat,
            "players": 2,
            "rules": self.rules.to_dict(),
            "phase": self.phase(),
            "dealer": self.dealer,
            "deal": self.deal_no,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "piles": [len(p) for p in self.piles],
            "stock": len(self.stock),
            "turned": C.to_text(self.turned) if self.turned >= 0 else None,
            "trump": self.trump if self.trump >= 0 else None,
            "taker": self.taker if self.taker >= 0 else None,
            "round": self.round,
            "bids": [[s, self.action_to_text(a)] for s, a in self.bids],
            "leader": self.leader,
            "trick": [[(self.leader + i) % 2, C.to_text(c)] for i, c in enumerate(self.trick)],
            "tricks": [[lead, C.texts(cards), w] for lead, cards, w in self.done],
            "won_tricks": self.won_tricks[:],
            "won_points": self.won_pts[:],
            "first_done": self.first_done[:],
            "declared": [None if d is None else {"bella": d[0], "runs": [list(r) for r in d[1]]}
                         for d in self.declared],
            "shown": [C.texts(sorted(C.cards_in(self.known[s]), key=K.sort_key))
                      for s in (0, 1)],
            "swapped": self.swapped if self.swapped >= 0 else None,
            "scores": self.scores[:],
            "target": self.rules.target,
            "sheet": [{**r, "added": r["added"][:]} for r in self.sheet],
            "summary": self.summary,
            "winner": self.winner if self.winner >= 0 else None,
            "klabor": self.klabor_by if self.klabor_by >= 0 else None,
            "over": self.winner >= 0,
        }

    def unseen(self, seat: int) -> int:
        other = 1 - seat
        hidden = C.mask_of(self.hands[other]) & ~self.known[other]
        return hidden | C.mask_of(self.stock) | C.mask_of(self.piles[0] + self.piles[1])

    def resample(self, seat: int, rng: random.Random) -> KlaborState:
        """The cards ``seat`` has not seen dealt again: the other hand gets as many as it
        hides, none of the cards it is known not to hold (``barred``) and keeps the ones
        it showed; the rest fill the face-down piles and the stock. Only the other hand
        is constrained, so a uniform choice of its cards among the allowed ones, then a
        shuffle of the rest, is uniform over the deals the seat cannot rule out."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        other = 1 - seat
        hidden = self.unseen(seat)
        pool = sorted(C.cards_in(hidden))
        held = [c for c in self.hands[other] if (1 << c) & hidden]
        allowed = [c for c in pool if not (1 << c) & self.barred[other]]
        chosen = rng.sample(allowed, len(held))
        rest = [c for c in pool if c not in set(chosen)]
        rng.shuffle(rest)
        new.hands[other] = sorted([c for c in self.hands[other] if not (1 << c) & hidden]
                                  + chosen, key=K.sort_key)
        for s in (0, 1):
            k = len(self.piles[s])
            new.piles[s] = rest[:k]
            del rest[:k]
        new.stock = rest
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:], "winners": [self.winner] if over else [],
                "klabor": over and self.klabor_by >= 0}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись очков по раздачам", "the score sheet, deal by deal")
        out["last"] = ("последняя взятка", "the last trick")
        return out


def meld_text(declared: tuple[bool, tuple[K.Run, ...]] | None, trump: int,
              lang: str) -> str:
    """A declaration in words: «бэлла, тэрц до Д♠, полтинник до Т♥»."""
    ru = lang == "ru"
    if declared is None:
        return ""
    parts = ["бэлла" if ru else "bella"] if declared[0] else []
    for length, top, suit in declared[1]:
        name = C.show(C.make(top, suit), lang)
        parts.append((f"{length} подряд до {name}") if ru else f"{length} in a row to {name}")
    return ", ".join(parts) or ("нечего" if ru else "nothing")
