"""The state machine of Двести (rules and readings: the package's docstring).

A deal: the cards are dealt (a chance node), the auction runs from the dealer's left,
the winner takes the kitten and lays four cards away (if the kitten is played), names
the trump and leads; tricks follow; the deal is scored onto the sheet. Deals follow
until a side wins. What a seat may know: its own hand, every card played, the bids;
the bidder also knows the kitten and what he laid away. ``resample`` re-deals the rest,
keeping each hand's size and every suit a seat showed it lacks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_places, suits_barred
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.engine.textnum import parse_int
from koloda.games.dvesti.cards import deck, hand_order, trick_winner, worth
from koloda.games.dvesti.rules import TOP_BID, DvestiRules

PASS = 999
BID = 1000  # BID + value: a bid
TRUMP = 2000  # TRUMP + suit: naming the trump
DISCARD = 3000  # DISCARD + card: a card laid away after taking the kitten

# The standing's model (search_values): a deal deals out 100 card points, and the gap
# between two sides moves by about this much in one deal, either way (its spread over 270
# deals of four heuristic players, a quarter of the bids failing: 74).
DEAL_SPREAD = 70.0

DEAL, BIDDING, KITTEN, NAMING, PLAY, OVER = "deal", "bidding", "kitten", "trump", "play", "over"
KITTEN_SIZE = 4
SHADOW = 4  # the five-player game's shadow partner sits fifth


def is_bid(a: Action) -> bool:
    return BID <= a < TRUMP


def sides_of(players: int, partners: bool) -> list[int]:
    """The side of each seat on the score sheet: partners sit opposite (seat s and
    s + n/2); five players with partners: two pairs (seats 1 and 3, 2 and 4) and the
    shadow partner (seat 5) scoring for himself; three players each for himself."""
    if partners and players in (4, 6):
        half = players // 2
        return [s % half for s in range(players)]
    if partners and players == 5:
        return [0, 1, 0, 1, 2]
    return list(range(players))


def shadow_seat(players: int, rules: DvestiRules) -> int | None:
    """The five-player game's shadow partner: the seat without a partner."""
    return SHADOW if players == 5 and rules.partners else None


def hand_size(players: int, rules: DvestiRules) -> int:
    if players == 2:
        return 9  # the text's two-player game: nine cards each, the rest left aside
    active = 4 if rules.rotate else players  # three pairs in turn: two pairs play
    return (rules.size(players) - KITTEN_SIZE * rules.kitten) // active


class DvestiState(State):
    rules: DvestiRules

    def __init__(self, game: Game, players: int, rules: DvestiRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.side = sides_of(players, rules.partners)
        self.n_sides = max(self.side) + 1
        self.shadow = shadow_seat(players, rules)
        self.scores = [0] * self.n_sides
        self.sheet: list[dict[str, Any]] = []
        self.winners: list[int] = []  # sides, once the game is over
        self.phase = DEAL
        self.order = self._active()
        first = rules.first_dealer
        if first is None:  # the last seat that may deal this deal
            self.dealer = max(s for s in self.order if s != self.shadow)
        else:
            self.dealer = self._next_dealer(first - 2)
        self._reset_deal()

    def _active(self) -> list[int]:
        """The seats playing the coming deal, clockwise: all of them, or with three
        pairs in turn the two pairs whose turn it is (the third sits out: the one that
        has played the longest, so the pairs sit out deal by deal in turn)."""
        if not self.rules.rotate:
            return list(range(self.players))
        out = (len(self.sheet) + 2) % 3
        return [s for s in range(self.players) if self.side[s] != out]

    def _next_dealer(self, seat: int) -> int:
        """The next seat clockwise after ``seat`` that deals: playing this deal, not the
        shadow partner."""
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if s in self.order and s != self.shadow:
                return s
        raise AssertionError("nobody may deal")

    def seat_at(self, leader: int, i: int) -> int:
        """The seat playing the ``i``-th card of a trick led by ``leader``."""
        order = self.order
        return order[(order.index(leader) + i) % len(order)]

    def deal_side(self, seat: int) -> int:
        """The side a seat's tricks count for in this deal: the shadow partner's go to
        the auction's winner."""
        if seat == self.shadow and self.bidder >= 0:
            return self.side[self.bidder]
        return self.side[seat]

    def _reset_deal(self) -> None:
        n = self.players
        self.hands: list[list[C.Card]] = [[] for _ in range(n)]
        self.kitten: list[C.Card] = []
        self.laid: list[C.Card] = []  # laid away by the bidder: nobody's points
        self.rest: list[C.Card] = []  # not dealt (two players)
        self.bids: list[tuple[int, int]] = []  # (seat, value; 0 = pass)
        # who does not speak in the auction counts as passed: the shadow partner and a
        # pair sitting out
        self.passed = [s not in self.order or s == self.shadow for s in range(n)]
        self.speakers = n - sum(self.passed)
        self.high = 0
        self.bidder = -1
        self.turn = -1
        self.trump: int | None = None
        self.leader = -1
        self.trick: list[C.Card] = []
        self.played: list[C.Card] = []  # every card played this deal, in order
        self.taken = [0] * n  # card points taken per seat
        self.tricks = [0] * n
        self.last: tuple[int, tuple[C.Card, ...], int] | None = None  # leader, cards, taker
        self.void = [0] * n  # suits (bits) a seat showed it lacks

    # --- chance -------------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(deck(self.rules.size(self.players)))
        k = hand_size(self.players, self.rules)
        for i, s in enumerate(self.order):
            self.hands[s] = sorted(order[i * k:(i + 1) * k], key=hand_order)
        at = len(self.order) * k
        if self.rules.kitten:
            self.kitten = order[at:at + KITTEN_SIZE]
            at += KITTEN_SIZE
        self.rest = order[at:]
        self.phase = BIDDING
        self.turn = self._next_speaker(self.dealer)

    # --- the state machine --------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == DEAL:
            return CHANCE
        if self.phase == OVER:
            return TERMINAL
        if self.phase == PLAY:
            return self.seat_at(self.leader, len(self.trick))
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase == BIDDING:
            return self._legal_bids()
        if self.phase == KITTEN:
            return [DISCARD + c for c in self.hands[self.bidder]]
        if self.phase == NAMING:
            return [TRUMP + s for s in range(4)]
        if self.phase == PLAY:
            return self._legal_cards()
        return []

    def _legal_bids(self) -> list[Action]:
        low = max(self.rules.min_bid, self.high + 5 if self.high else 0)
        out = [BID + v for v in range(low, TOP_BID + 1, 5)]
        if self.high or not self._all_others_passed():
            out.insert(0, PASS)
        return out

    def _all_others_passed(self) -> bool:
        """Nobody has bid and the seat to speak is the last who may: it must bid (the
        dealer is stuck with the lowest bid rather than the deal being thrown in)."""
        if self.rules.single_bid:
            return self.turn == self.dealer
        return sum(self.passed) == self.players - 1

    def _legal_cards(self) -> list[Action]:
        seat = self.current_player()
        hand = self.hands[seat]
        if self.trick:
            led = C.suit_of(self.trick[0])
            follow = [c for c in hand if C.suit_of(c) == led]
            if follow:
                return follow
        return list(hand)

    def _apply(self, action: Action) -> None:
        if self.phase == BIDDING:
            self._apply_bid(action)
        elif self.phase == KITTEN:
            self.hands[self.bidder].remove(action - DISCARD)
            self.laid.append(action - DISCARD)
            if len(self.laid) == KITTEN_SIZE:
                self.phase = NAMING
        elif self.phase == NAMING:
            self.trump = action - TRUMP
            self.phase = PLAY
            self.leader = self.bidder
        else:
            self._apply_card(action)

    def _apply_bid(self, action: Action) -> None:
        seat = self.turn
        if action == PASS:
            self.passed[seat] = True
            self.bids.append((seat, 0))
        else:
            self.high = action - BID
            self.bidder = seat
            self.bids.append((seat, self.high))
        if self._auction_over():
            self._win_auction()
            return
        self.turn = self._next_speaker(seat)

    def _next_speaker(self, seat: int) -> int:
        nxt = (seat + 1) % self.players
        while self.passed[nxt]:
            nxt = (nxt + 1) % self.players
        return nxt

    def _auction_over(self) -> bool:
        if self.rules.single_bid:
            return len(self.bids) == self.speakers or self.high == TOP_BID
        if self.high == TOP_BID:
            return True
        return self.high > 0 and sum(self.passed) == self.players - 1

    def _win_auction(self) -> None:
        self.turn = self.bidder
        if self.kitten:
            self.hands[self.bidder] = sorted(self.hands[self.bidder] + self.kitten,
                                             key=hand_order)
            self.kitten = []
            self.phase = KITTEN
        else:
            self.phase = NAMING

    def _apply_card(self, card: C.Card) -> None:
        seat = self.current_player()
        if self.trick and C.suit_of(card) != C.suit_of(self.trick[0]):
            self.void[seat] |= 1 << C.suit_of(self.trick[0])
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.played.append(card)
        if len(self.trick) < len(self.order):
            return
        taker = self.seat_at(self.leader, trick_winner(self.trick, self.trump))
        self.taken[taker] += sum(worth(c) for c in self.trick)
        self.tricks[taker] += 1
        self.last = (self.leader, tuple(self.trick), taker)
        self.trick = []
        self.leader = taker
        if not self.hands[taker]:
            self._score_deal()

    def side_points(self) -> list[int]:
        out = [0] * self.n_sides
        for s, p in enumerate(self.taken):
            out[self.deal_side(s)] += p
        return out

    def _score_deal(self) -> None:
        pts = self.side_points()
        bid_side = self.side[self.bidder]
        deltas = pts[:]
        made = pts[bid_side] >= self.high
        if not made:
            deltas[bid_side] = -self.high
        elif self.rules.hundred_for_two and self.high == TOP_BID:
            deltas[bid_side] = 2 * TOP_BID
        allies = {bid_side}
        if self.shadow is not None:  # the shadow partner shares the bidders' result
            shadow_side = self.side[self.shadow]
            deltas[shadow_side] = deltas[bid_side]
            allies.add(shadow_side)
        for i, d in enumerate(deltas):
            self.scores[i] += d
        playing = sorted({self.side[s] for s in self.order})
        self.sheet.append({"dealer": self.dealer, "bidder": self.bidder, "bid": self.high,
                           "made": made, "points": pts, "deltas": deltas,
                           "totals": self.scores[:], "playing": playing})
        target = self.rules.target
        reached = [i for i, v in enumerate(self.scores) if v >= target]
        if reached:
            if allies & set(reached):  # both reached it: the auction's winner wins
                self.winners = sorted(allies & set(reached))
            else:
                best = max(self.scores[i] for i in reached)
                self.winners = [i for i in reached if self.scores[i] == best]
        else:
            sunk = [i for i, v in enumerate(self.scores) if v <= -target]
            rest = [i for i in range(self.n_sides) if i not in sunk]
            if sunk and any(self.scores[i] >= 0 for i in rest):
                best = max(self.scores[i] for i in rest)
                self.winners = [i for i in rest if self.scores[i] == best]
            elif not rest or len(self.sheet) >= self.rules.max_deals:
                # every side sunk, or the deal limit: the highest score wins
                best = max(self.scores)
                self.winners = [i for i, v in enumerate(self.scores) if v == best]
        if self.winners:
            self.phase = OVER
            return
        self.order = self._active()
        self.dealer = self._next_dealer(self.dealer)
        self._reset_deal()
        self.phase = DEAL

    def returns(self) -> list[float]:
        return [1.0 if self.side[s] in self.winners else 0.0 for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the result at the end;
        between deals, each side's chance of winning from the scores (``standing``),
        partners alike; None inside a deal."""
        if self.phase == OVER:
            return self.returns()
        if self.phase != DEAL:
            return None
        chance = self.standing()
        return [chance[self.side[s]] for s in range(self.players)]

    def standing(self) -> list[float]:
        """Each side's chance of winning, estimated as a race: its lead over the best
        other side against the spread the deals still to come can make up (about
        DEAL_SPREAD a deal, growing with the root of their number). The deals to come:
        as many as the leader needs to reach the target at its share of the 100 points
        a deal, at most the deals left before the limit, at least one."""
        scores = self.scores
        top = max(scores)
        share = 100.0 / self.n_sides
        left = self.rules.max_deals - len(self.sheet)
        deals = max(1.0, min((self.rules.target - top) / share, float(left)))
        spread = DEAL_SPREAD * math.sqrt(deals)
        out = []
        for i, mine in enumerate(scores):
            rival = max(v for j, v in enumerate(scores) if j != i)
            # a logistic curve close to the normal one (the factor 1.7)
            out.append(1.0 / (1.0 + math.exp(-1.7 * (mine - rival) / spread)))
        return out

    def clone(self) -> DvestiState:
        new = DvestiState.__new__(DvestiState)
        self._copy_base_into(new)
        d = new.__dict__
        for k, v in self.__dict__.items():
            if k in d:
                continue
            if isinstance(v, list):
                v = [x[:] if isinstance(x, list) else x for x in v]
            d[k] = v
        return new

    # --- text forms ---------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action == PASS:
            return "pass"
        if is_bid(action):
            return f"bid {action - BID}"
        if TRUMP <= action < DISCARD:
            return "trump " + C.SUIT_ASCII[action - TRUMP]
        if action >= DISCARD:
            return "discard " + C.to_text(action - DISCARD)
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.strip().split()
        low = [w.casefold() for w in words]
        if low in (["pass"], ["пас"], ["пасс"]):
            return PASS
        if len(words) in (1, 2):
            verb, arg = (low[0], words[1]) if len(words) == 2 else ("", words[0])
            if verb in ("", "bid", "ставка"):
                value = parse_int(arg, 0, 999)
                if value is not None:
                    return BID + value
            if verb in ("trump", "козырь") or (verb == "" and self.phase == NAMING):
                suit = _suit(arg)
                if suit is not None:
                    return TRUMP + suit
            if verb in ("", "play", "discard", "ход", "снос", "снести"):
                try:
                    card = C.parse(arg)
                except ParseError:
                    card = -1
                if card >= 0:
                    lay = verb in ("discard", "снос", "снести") or (
                        verb == "" and self.phase == KITTEN)
                    return DISCARD + card if lay else card
        raise ParseError(
            f"'{text}' is not a move; write a card (QH, Д♥, play QH), a bid (bid 60), "
            "pass, a trump (trump H) or a card laid away (discard 7S)",
            f"«{text}» — не ход; напишите карту (Дч, Д♥, play QH), ставку (bid 60), пас, "
            "козырь (trump H, козырь ч) или сносимую карту (discard 7S)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == PASS:
            return "пас" if ru else "pass"
        if is_bid(action):
            v = action - BID
            if v == TOP_BID and self.rules.hundred_for_two:
                return "100 на 200" if ru else "100 for 200"
            return str(v)
        if TRUMP <= action < DISCARD:
            s = action - TRUMP
            name = (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[s]
            return (f"козырь — {name}" if ru else f"trump: {name}")
        if action >= DISCARD:
            card = C.show(action - DISCARD, lang)
            return f"сносит {card}" if ru else f"lays away {card}"
        return C.show(action, lang)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """A card laid away is seen by the bidder only."""
        if action >= DISCARD and viewer != self.bidder:
            return "сносит карту" if lang == "ru" else "lays a card away"
        return self.describe_action(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        seat = self.current_player()
        if seat < 0:
            return "игра окончена" if ru else "the game is over"
        if self.phase == BIDDING:
            if action == PASS:
                return ("все спасовали: сдающий обязан назначить ставку" if ru
                        else "everybody passed: the dealer must bid")
            if is_bid(action):
                low = max(self.rules.min_bid, self.high + 5 if self.high else 0)
                v = action - BID
                if v % 5:
                    return "ставка кратна 5" if ru else "bids go in fives"
                if v > TOP_BID:
                    return ("больше 100 не объявить" if ru
                            else "nobody can bid more than 100")
                return (f"ставка должна быть не меньше {low}" if ru
                        else f"the bid must be at least {low}")
            return "сейчас идёт торговля" if ru else "the auction is on"
        if self.phase == KITTEN:
            if action >= DISCARD:
                card = C.show(action - DISCARD, lang)
                return f"у вас нет {card}" if ru else f"you do not hold {card}"
            return ("сначала снесите четыре карты" if ru
                    else "first lay four cards away")
        if self.phase == NAMING:
            return "назовите козырь" if ru else "name the trump"
        if 0 <= action < 256:
            if action not in self.hands[seat]:
                card = C.show(action, lang)
                return f"у вас нет {card}" if ru else f"you do not hold {card}"
            suit = C.suit_of(self.trick[0])
            name = C.SUIT_UNICODE[suit]
            return (f"нужно ходить в масть {name}" if ru else f"you must follow suit {name}")
        return "сейчас ходят картой" if ru else "play a card now"

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, DvestiState):
            return []
        ru = lang == "ru"
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        out: list[str] = []
        if self.phase == BIDDING and after.phase != BIDDING:
            what = after.describe_action(BID + after.high, lang)
            out.append(f"торговлю выиграл {names[after.bidder]} ({what})" if ru else
                       f"{names[after.bidder]} wins the auction ({what})")
        if self.phase == PLAY and len(self.trick) == len(self.order) - 1:
            taker = after.last[2] if after.last and after.phase == PLAY else None
            cards = [*self.trick, action]
            if taker is None:
                taker = self.seat_at(self.leader, trick_winner(cards, self.trump))
            pts = sum(worth(c) for c in cards)
            out.append(f"взятку берёт {names[taker]} (+{pts})" if ru else
                       f"{names[taker]} takes the trick (+{pts})")
        if len(after.sheet) > len(self.sheet):
            row = after.sheet[-1]
            who = names[row["bidder"]]
            bid = after.describe_action(BID + row["bid"], lang)
            pts = row["points"][self.side[row["bidder"]]]
            if row["made"]:
                out.append(f"{who}: заказ {bid} сыгран ({pts})" if ru else
                           f"{who}: the bid {bid} is made ({pts})")
            else:
                out.append(f"{who}: заказ {bid} не сыгран ({pts}), минус {row['bid']}" if ru
                           else f"{who}: the bid {bid} fails ({pts}), minus {row['bid']}")
            tally = ", ".join(str(v) for v in row["totals"])
            out.append(f"счёт: {tally}" if ru else f"score: {tally}")
        if after.phase == OVER:
            won = [names[s] for s in range(self.players) if self.side[s] in after.winners]
            out.append(("Игра окончена, победа: " if ru else "Game over, won by: ")
                       + ", ".join(won))
        return out

    # --- information --------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        mine = seat == self.bidder
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "sides": self.side[:],
            "deal_sides": [self.deal_side(s) for s in range(self.players)],
            "active": self.order[:],
            "shadow": self.shadow,
            "dealer": self.dealer,
            "to_move": turn if turn >= 0 else None,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "kitten": len(self.kitten),
            "laid": C.texts(self.laid) if mine else [],
            "laid_count": len(self.laid),
            "bids": [list(b) for b in self.bids],
            "high": self.high,
            "bidder": self.bidder if self.bidder >= 0 else None,
            "trump": None if self.trump is None else C.SUIT_ASCII[self.trump],
            "leader": self.leader if self.phase == PLAY else None,
            "trick": [[self.seat_at(self.leader, i), C.to_text(c)]
                      for i, c in enumerate(self.trick)],
            "played": C.texts(self.played),
            "taken": self.side_points(),
            "tricks": self.tricks[:],
            "last": None if self.last is None else {
                "cards": [[self.seat_at(self.last[0], i), C.to_text(c)]
                          for i, c in enumerate(self.last[1])],
                "taker": self.last[2]},
            "scores": self.scores[:],
            "sheet": [dict(r) for r in self.sheet],
            "winners": self.winners[:],
            "over": self.phase == OVER,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "sides": self.side[:],
            "deal_sides": [self.deal_side(s) for s in range(self.players)],
            "active": self.order[:],
            "hand": C.texts(self.hands[seat]),
            "bidder": self.bidder if self.bidder >= 0 else None,
            "trump": None if self.trump is None else C.SUIT_ASCII[self.trump],
            "trick": [[self.seat_at(self.leader, i), C.to_text(c)]
                      for i, c in enumerate(self.trick)],
            "played": C.texts(self.played),
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self.kitten) | C.mask_of(self.rest)
        if seat != self.bidder:
            hidden |= C.mask_of(self.laid)
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand)
        return hidden

    def resample(self, seat: int, rng: random.Random) -> DvestiState:
        """The cards ``seat`` cannot see (the other hands, the kitten on the table, the
        cards laid away unless it laid them, the cards not dealt) dealt again into the
        same places with the same sizes, no hand getting a suit its seat showed it
        lacks (engine/constrained_deal.py): every world is consistent, though not
        exactly uniform."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        places: list[list[C.Card]] = [h for s, h in enumerate(new.hands) if s != seat]
        bans = [self.void[s] for s in range(self.players) if s != seat]
        places += [new.kitten, new.rest]
        bans += [0, 0]
        if seat != self.bidder:
            places.append(new.laid)
            bans.append(0)
        pool = [c for p in places for c in p]
        got = deal_places(pool, [len(p) for p in places],
                          [suits_barred(b) for b in bans], rng)
        for p, cards in zip(places, got, strict=True):
            p[:] = cards
        for s in range(self.players):
            new.hands[s].sort(key=hand_order)
        return new

    def result(self) -> dict[str, Any]:
        over = self.phase == OVER
        return {"terminal": over, "returns": self.returns() if over else None,
                "scores": self.scores[:], "sides": self.side[:],
                "winners": self.winners[:]}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись счёта по раздачам", "the score sheet, deal by deal")
        return out


def _suit(text: str) -> int | None:
    t = text.strip()
    for table in (C.SUIT_ASCII, C.SUIT_UNICODE, C.SUIT_RU):
        for i, ch in enumerate(table):
            if t.casefold() == ch.casefold():
                return i
    names = {**{n: i for i, n in enumerate(C.SUIT_NAMES_EN)},
             **{n: i for i, n in enumerate(C.SUIT_NAMES_RU)}}
    return names.get(t.casefold())
