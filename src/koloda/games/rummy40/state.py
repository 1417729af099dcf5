"""The state machine of Rummy to 40: a whole game of several deals.

Rigged deals (``game.new_state(players, rules, seed, deals=[order, ...])``): a deal takes
one deck order; card ``i`` goes to seat ``(dealer + 1 + i) % players`` for ``i < 13 *
players``, the rest is the stock with ``order[13 * players]`` on top. When the stock is
made again from the discards, that takes the next queued order (the discards' cards),
``order[0]`` on top. The first dealer is drawn by lot from the seed (``state.dealer``; a
test may set it before the deal); the deal passes to the left.

A turn: DRAW (``draw stock`` or ``draw pile``: the top discard), then PLAY (melds,
lay-offs, joker swaps, a take-back) until a discard ends it, or until the hand is empty.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Game, State
from koloda.engine.names import seat_names
from koloda.games.rummy40 import logic as L
from koloda.games.rummy40.rules import HAND, Rummy40Rules


class Phase(IntEnum):
    DEAL = 0
    PLAY = 1
    OVER = 2


DRAW_STEP, PLAY_STEP = 0, 1
_SUIT_ORDER = {s: i for i, s in enumerate((0, 3, 1, 2, 4))}


def sort_key(card: int) -> tuple[int, int]:
    return _SUIT_ORDER[C.suit_of(card)], C.rank_of(card)


def _who(name: str) -> str:
    return name


class Rummy40State(State):
    """A game of Rummy to 40 in progress."""

    rules: Rummy40Rules

    def __init__(self, game: Game, players: int, rules: Rummy40Rules, seed: int | None,
                 deals: Any = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deck = C.deck(52, jokers=2 * rules.deck_count(players),
                           copies=rules.deck_count(players))
        self.phase = Phase.DEAL
        self.step = DRAW_STEP
        self.dealer = self.rng.randrange(players)
        self.turn = 0
        self.hands = [0] * players
        self.known = [0] * players   # cards of each hand every seat has seen go there
        self.stock: list[int] = []   # the top is the last
        self.pile: list[int] = []    # the top is the last
        self.melds: list[L.Meld] = []
        self.pending: list[L.Meld] = []  # the mover's first melds while under the opening
        self.opened = [False] * players
        self.taken = -1              # the face taken from the pile this turn
        self.took_back = False
        self.rebuilt = 0
        self.restock = 0             # the cards of the last stock made from the discards
        self.turns = 0               # turns ended by a discard in this deal
        self.deal_no = 0
        self.scores = [0] * players
        self.deal_points: list[list[int]] = []
        self.deal_out: list[int] = []  # who went out in each deal (-1: the stock ran out)
        self.winners: list[int] = []

    # --- chance ---------------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(self.deck)
        n = self.players
        hands = [0] * n
        dealt = n * HAND
        for i in range(dealt):
            hands[(self.dealer + 1 + i) % n] |= 1 << order[i]
        self.hands = hands
        self.known = [0] * n
        self.stock = order[dealt:][::-1]
        self.pile = []
        self.melds = []
        self.pending = []
        self.opened = [False] * n
        self.taken = -1
        self.took_back = False
        self.rebuilt = 0
        self.restock = 0
        self.turns = 0
        self.deal_no += 1
        self.phase = Phase.PLAY
        self.step = DRAW_STEP
        self.turn = (self.dealer + 1) % n

    # --- the state machine ----------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase == Phase.PLAY:
            return self.turn
        return CHANCE if self.phase == Phase.DEAL else TERMINAL

    def pending_points(self) -> int:
        return sum(L.meld_points(m) for m in self.pending)

    def _size_ok(self, left: int, opened_after: bool) -> bool:
        """May a hand be left with ``left`` cards in mid-turn?"""
        if left == 0:
            return opened_after
        # one card left: its discard would end the deal, which only ``discard`` allows
        return left != 1 or self.rules.go_out == "discard"

    def meld_legal(self, a: int) -> bool:
        """May the mover lay meld move ``a`` now (his hand holds it)?"""
        p = self.turn
        hand = self.hands[p]
        if L.take_cards(hand, L.meld_faces(a)) is None:
            return False
        left = hand.bit_count() - L.meld_size(a)
        pts = L.meld_action_points(a)
        if self.opened[p]:
            return self._size_ok(left, True)
        if self.rules.opening_single:
            return pts >= self.rules.opening and self._size_ok(left, True)
        return self._size_ok(left, self.pending_points() + pts >= self.rules.opening)

    def can_lay(self, m: int) -> bool:
        return self.rules.lay_off == "any" or self.melds[m][0] == self.turn

    def legal_actions(self) -> list[int]:
        if self.phase != Phase.PLAY:
            return []
        p = self.turn
        hand = self.hands[p]
        if self.step == DRAW_STEP:
            out = []
            if self.stock or self.pile:
                out.append(L.DRAW_STOCK)
            if self.pile:
                out.append(L.DRAW_PILE)
            return out
        out = []
        if not self.took_back:
            out.extend(a for a in L.meld_moves(hand) if self.meld_legal(a))
        if self.pending:
            out.append(L.TAKE_BACK)
            return out
        size = hand.bit_count()
        if self.opened[p]:
            lays: set[int] = set()
            for i, m in enumerate(self.melds):
                for f in L.swap_faces(m):
                    if L.held(hand, f) >= 0:
                        lays.add(L.SWAP + i * 256 + f)
                if not self.can_lay(i) or not self._size_ok(size - 1, True):
                    continue
                for f, slot in L.lay_targets(m):
                    if L.held(hand, f) >= 0:
                        lays.add(L.LAY + i * 512 + (256 + slot if f == L.JOKER else f))
            out.extend(sorted(lays))
        if size >= 2 or self.rules.go_out == "discard":
            faces = sorted({L.face(c) for c in C.cards_in(hand)})
            taken = L.face(self.taken) if self.taken >= 0 else -1
            if len(faces) > 1 or faces[0] != taken:
                faces = [f for f in faces if f != taken]
            out.extend(L.DISCARD + f for f in faces)
        return out

    def _apply(self, action: int) -> None:
        p = self.turn
        if action == L.DRAW_STOCK:
            if not self.stock:
                order = self.shuffled(self.pile)
                self.stock = order[::-1]
                self.restock = C.mask_of(order)
                self.pile = []
                self.rebuilt += 1
            self.hands[p] |= 1 << self.stock.pop()
            self.step = PLAY_STEP
            return
        if action == L.DRAW_PILE:
            card = self.pile.pop()
            self.hands[p] |= 1 << card
            self.known[p] |= 1 << card
            self.taken = card
            self.step = PLAY_STEP
            return
        if action == L.TAKE_BACK:
            for m in self.pending:
                back = C.mask_of(m[4])
                self.hands[p] |= back
                self.known[p] |= back
            self.pending = []
            self.took_back = True
            return
        if action >= L.MELD_SET:
            cards = L.take_cards(self.hands[p], L.meld_faces(action))
            assert cards is not None
            self._remove(p, C.mask_of(cards))
            meld = L.meld_of(action, p, cards)
            if self.opened[p]:
                self.melds.append(meld)
            else:
                self.pending.append(meld)
                if self.pending_points() >= self.rules.opening:
                    self.melds.extend(self.pending)
                    self.pending = []
                    self.opened[p] = True
            self._check_out()
            return
        if action >= L.SWAP:
            i, f = divmod(action - L.SWAP, 256)
            card = L.held(self.hands[p], f)
            self._remove(p, 1 << card)
            self.melds[i], joker = L.swap_in(self.melds[i], card)
            self.hands[p] |= 1 << joker
            self.known[p] |= 1 << joker
            return
        if action >= L.LAY:
            i, x = divmod(action - L.LAY, 512)
            if x >= 256:
                card, slot = L.held(self.hands[p], L.JOKER), x - 256
            else:
                card, slot = L.held(self.hands[p], x), -1
            self._remove(p, 1 << card)
            self.melds[i] = L.lay_on(self.melds[i], card, slot)
            self._check_out()
            return
        # a discard
        card = L.held(self.hands[p], action - L.DISCARD)
        self._remove(p, 1 << card)
        self.pile.append(card)
        if not self.hands[p]:
            self._end_deal(p)
            return
        self.turns += 1
        if self.turns >= self.rules.rounds * self.players:
            self._end_deal(-1)
            return
        self.turn = (p + 1) % self.players
        self.step = DRAW_STEP
        self.taken = -1
        self.took_back = False

    def _remove(self, p: int, mask: int) -> None:
        self.hands[p] &= ~mask
        self.known[p] &= ~mask

    def _check_out(self) -> None:
        if not self.hands[self.turn]:
            self._end_deal(self.turn)

    def _end_deal(self, out: int) -> None:
        points = [0 if s == out else L.hand_penalty(self.hands[s])
                  for s in range(self.players)]
        self.deal_points.append(points)
        self.deal_out.append(out)
        for s in range(self.players):
            self.scores[s] += points[s]
        if len(self.deal_points) >= self.rules.deals:
            low = min(self.scores)
            self.winners = [s for s in range(self.players) if self.scores[s] == low]
            self.phase = Phase.OVER
        else:
            self.phase = Phase.DEAL
            self.dealer = (self.dealer + 1) % self.players

    def returns(self) -> list[float]:
        """1 for the lowest total (each of a tie), -1 for the highest, 0 between."""
        if self.phase != Phase.OVER:
            return [0.0] * self.players
        high = max(self.scores)
        return [1.0 if s in self.winners else -1.0 if self.scores[s] == high else 0.0
                for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """At the end, the result; between deals, the totals' standing (the spread scaled
        by the deals still to play); None in mid-deal."""
        if self.phase == Phase.OVER:
            return [(r + 1.0) / 2.0 for r in self.returns()]
        if self.phase != Phase.DEAL or not self.deal_points:
            return None
        n = self.players
        mean = sum(self.scores) / n
        scale = 2.0 * (40.0 + 60.0 * (self.rules.deals - len(self.deal_points)))
        return [min(1.0, max(0.0, 0.5 + (mean - self.scores[s]) / scale)) for s in range(n)]

    # --- copies ---------------------------------------------------------------------------

    def clone(self) -> Rummy40State:
        new = Rummy40State.__new__(Rummy40State)
        self._copy_base_into(new)
        new.deck = self.deck
        new.phase = self.phase
        new.step = self.step
        new.dealer = self.dealer
        new.turn = self.turn
        new.hands = self.hands[:]
        new.known = self.known[:]
        new.stock = self.stock[:]
        new.pile = self.pile[:]
        new.melds = self.melds[:]
        new.pending = self.pending[:]
        new.opened = self.opened[:]
        new.taken = self.taken
        new.took_back = self.took_back
        new.rebuilt = self.rebuilt
        new.restock = self.restock
        new.turns = self.turns
        new.deal_no = self.deal_no
        new.scores = self.scores[:]
        new.deal_points = [d[:] for d in self.deal_points]
        new.deal_out = self.deal_out[:]
        new.winners = self.winners[:]
        return new

    def resample(self, seat: int, rng: random.Random) -> Rummy40State:
        """A clone with the cards ``seat`` cannot place dealt again: the other hands'
        unknown cards (all but those seen going there: a discard taken, a joker swapped
        out, melds taken back) and the stock, each hand keeping its size. Kept: a stock
        made from the discards holds only cards of those discards (``restock``). Not
        kept: how many cards of such a stock each other hand drew, and what a draw from
        the stock instead of a useful discard told. At the end every card is placed."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        if self.phase == Phase.OVER:
            return new
        others = [s for s in range(self.players) if s != seat]
        hidden = {s: self.hands[s] & ~self.known[s] for s in others}
        pool_mask = C.mask_of(self.stock)
        for h in hidden.values():
            pool_mask |= h
        if self.rebuilt:
            restock = [c for c in C.cards_in(pool_mask & self.restock)]
            rng.shuffle(restock)
            stock = restock[:len(self.stock)]
        else:
            stock = []
        chosen = C.mask_of(stock)
        rest = [c for c in C.cards_in(pool_mask & ~chosen)]
        rng.shuffle(rest)
        k = 0
        for s in others:
            size = hidden[s].bit_count()
            new.hands[s] = self.hands[s] & self.known[s] | C.mask_of(rest[k:k + size])
            k += size
        if not self.rebuilt:
            stock = rest[k:]
        new.stock = stock
        return new

    # --- information ----------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        n = self.players
        over = self.phase == Phase.OVER
        obs: dict[str, Any] = {
            "game": self.game.key,
            "rules": self.rules.to_dict(),
            "seat": seat,
            "players": n,
            "phase": self.phase.name.lower(),
            "step": ("draw" if self.step == DRAW_STEP else "play")
            if self.phase == Phase.PLAY else None,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "turn": self.turn if self.phase == Phase.PLAY else None,
            "hand": _texts(self.hands[seat]) if 0 <= seat < n else [],
            "hand_sizes": [h.bit_count() for h in self.hands],
            "known": [_texts(self.known[s]) for s in range(n)],
            "stock_size": len(self.stock),
            # the discards lie squared: only the top card shows
            "pile_top": C.to_text(self.pile[-1]) if self.pile else None,
            "pile_size": len(self.pile),
            "melds": [_meld_json(m) for m in self.melds],
            "pending": [_meld_json(m) for m in self.pending],
            "pending_points": self.pending_points(),
            "opened": self.opened[:],
            "taken": C.to_text(self.taken) if self.taken >= 0 else None,
            "took_back": self.took_back,
            "reshuffled": self.rebuilt,
            "round": self.turns // n + 1 if self.phase == Phase.PLAY else None,
            "scores": self.scores[:],
            "deal_points": [d[:] for d in self.deal_points],
            "deal_out": self.deal_out[:],
        }
        if over:
            obs["hands"] = [_texts(h) for h in self.hands]
            obs["winners"] = self.winners[:]
        return obs

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs; the
        # melds on the table only where it reads them (taking the top discard)
        draw = self.phase == Phase.PLAY and self.step == DRAW_STEP
        obs: dict[str, Any] = {
            "rules": self.rules.to_dict(),
            "step": ("draw" if draw else "play") if self.phase == Phase.PLAY else None,
            "hand": _texts(self.hands[seat]) if 0 <= seat < self.players else [],
            "pile_top": C.to_text(self.pile[-1]) if self.pile else None,
            "opened": self.opened[:],
        }
        if draw:
            obs["melds"] = [_meld_json(m) for m in self.melds]
        else:
            obs["pending"] = [_meld_json(m) for m in self.pending]
            obs["pending_points"] = self.pending_points()
        return obs

    def unseen(self, seat: int) -> int:
        mask = C.mask_of(self.stock)
        if self.phase != Phase.OVER:
            for s in range(self.players):
                if s != seat:
                    mask |= self.hands[s] & ~self.known[s]
        return mask

    def result(self) -> dict[str, Any]:
        over = self.phase == Phase.OVER
        return {
            "terminal": over,
            "returns": self.returns() if over else None,
            "deals": len(self.deal_points),
            "scores": self.scores[:],
            "winner": self.winners[0] if len(self.winners) == 1 else None,
            "winners": self.winners[:],
            "deal_points": [d[:] for d in self.deal_points],
            "deal_out": self.deal_out[:],
        }

    def score_sheet(self, lang: str = "ru", names: Sequence[str] | None = None) -> str:
        """Each deal's penalty points and the totals (``*`` marks who went out)."""
        ru = lang == "ru"
        if names is None:
            names = seat_names(self.players, (), lang)
        width = max(8, *(len(names[s]) + 2 for s in range(self.players)))
        lines = [("раздача" if ru else "deal").ljust(8)
                 + "".join(names[s].rjust(width) for s in range(self.players))]
        for i, pts in enumerate(self.deal_points):
            out = self.deal_out[i]
            lines.append(str(i + 1).ljust(8) + "".join(
                (str(p) + ("*" if s == out else " ")).rjust(width)
                for s, p in enumerate(pts)))
        lines.append(("итого" if ru else "total").ljust(8) + "".join(
            (str(t) + " ").rjust(width) for t in self.scores))
        if self.deal_points:
            lines.append("* — вышел (вышла) из игры первым" if ru else "* — went out")
        return "\n".join(lines)

    # --- text -----------------------------------------------------------------------------

    def action_to_text(self, action: int) -> str:
        return action_text(action)

    def text_to_action(self, text: str) -> int:
        return parse_action(text)

    def describe_action(self, action: int, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action == L.DRAW_STOCK:
            if not self.stock and self.phase == Phase.PLAY:
                return ("перетасовать отбой и взять из колоды" if ru
                        else "shuffle the discards and draw from the stock")
            return "взять из колоды" if ru else "draw from the stock"
        if action == L.DRAW_PILE:
            top = L.show(self.pile[-1], lang) if self.pile else "?"
            return f"взять из отбоя {top}" if ru else f"take {top} from the discards"
        if action == L.TAKE_BACK:
            return ("забрать выложенное назад" if ru else "take the melds back")
        if action >= L.MELD_SET:
            return ("выложить " if ru else "meld ") + L.meld_show(action, lang)
        if action >= L.SWAP:
            i, f = divmod(action - L.SWAP, 256)
            shown = L.face_show(f, lang)
            return (f"{shown} вместо джокера в №{i + 1}" if ru
                    else f"{shown} for the joker in #{i + 1}")
        if action >= L.LAY:
            i, x = divmod(action - L.LAY, 512)
            if x >= 256:
                shown = L.face_show(L.JOKER, lang)
                m = self.melds[i] if i < len(self.melds) else None
                if m is not None and m[1] == L.RUN:
                    shown += f"={L.rank_text(L.pos_rank(x - 256), lang)}"
            else:
                shown = L.face_show(x, lang)
            return f"{shown} к №{i + 1}" if ru else f"{shown} on #{i + 1}"
        shown = L.face_show(action - L.DISCARD, lang)
        return f"сбросить {shown}" if ru else f"discard {shown}"

    def narrate(self, action: int, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """The card a seat drew (to it alone), a stock made again, an opening, the end of
        a deal with its points, and the end of the game."""
        if self.phase != Phase.PLAY or not isinstance(after, Rummy40State):
            return []
        ru = lang == "ru"
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        p = self.turn
        out: list[str] = []
        if action == L.DRAW_STOCK:
            if after.rebuilt > self.rebuilt:
                out.append("колода кончилась: отбой перетасован и стал колодой" if ru
                           else "the stock ran out: the discards were shuffled into a new "
                                "stock")
            got = after.hands[p] & ~self.hands[p]
            if viewer == p and got:
                shown = L.show(got.bit_length() - 1, lang)
                out.append(f"вы взяли {shown}" if ru else f"you drew {shown}")
            return out
        if not self.opened[p] and after.opened[p]:
            pts = sum(L.meld_points(m) for m in after.melds if m[0] == p)
            out.append(f"{names[p]}: первая выкладка, {pts} очк." if ru
                       else f"{names[p]}: first lay-down, {pts} points")
        if len(after.deal_points) > len(self.deal_points):
            out.extend(self._deal_end(after, lang, names))
        return out

    def _deal_end(self, after: Rummy40State, lang: str, names: Sequence[str]) -> list[str]:
        ru = lang == "ru"
        deal = len(after.deal_points)
        out_seat = after.deal_out[-1]
        pts = after.deal_points[-1]
        lines = []
        if out_seat >= 0:
            lines.append(f"раздача {deal} окончена: {names[out_seat]} — без карт" if ru
                         else f"deal {deal} is over: {names[out_seat]} went out")
        else:
            lines.append(f"раздача {deal} окончена: сыграно {self.rules.rounds} раундов, "
                         f"никто не вышел" if ru else
                         f"deal {deal} is over: {self.rules.rounds} rounds played, nobody "
                         f"went out")
        lines.append(("штраф за раздачу: " if ru else "penalty for the deal: ") + ", ".join(
            f"{names[s]} {pts[s]}" for s in range(self.players)))
        lines.append(("счёт: " if ru else "totals: ") + ", ".join(
            f"{names[s]} {after.scores[s]}" for s in range(self.players)))
        if after.phase == Phase.OVER:
            won = ", ".join(names[s] for s in after.winners)
            lines.append(f"игра окончена, меньше всех очков: {won}" if ru
                         else f"the game is over; fewest points: {won}")
        return lines

    def refusal(self, action: int, lang: str = "ru") -> str | None:
        ru = lang == "ru"
        if self.phase == Phase.OVER:
            return "игра окончена" if ru else "the game is over"
        if self.phase != Phase.PLAY or action in self.legal_actions():
            return None
        p = self.turn
        hand = self.hands[p]
        if self.step == DRAW_STEP:
            if action in (L.DRAW_STOCK, L.DRAW_PILE):
                return "отбой пуст" if ru else "the discard pile is empty"
            return ("сначала возьмите карту: из колоды или верхнюю из отбоя" if ru
                    else "draw first: from the stock or the top discard")
        if action in (L.DRAW_STOCK, L.DRAW_PILE):
            return "карта в этот ход уже взята" if ru else "you have drawn this turn"
        if action == L.TAKE_BACK:
            return "забирать нечего" if ru else "there is nothing to take back"
        opening = self.rules.opening
        if self.pending and action < L.MELD_SET:
            return (f"в первой выкладке {self.pending_points()} очк., нужно {opening}: "
                    f"выложите ещё или заберите выложенное назад" if ru
                    else f"your first lay-down holds {self.pending_points()} points of "
                         f"{opening}: lay more or take it back")
        if action >= L.MELD_SET:
            if L.take_cards(hand, L.meld_faces(action)) is None:
                return ("у вас нет этих карт" if ru else "you do not hold these cards")
            if self.took_back:
                return ("после того как вы забрали выложенное, выкладывать в этот ход "
                        "нельзя" if ru else "after taking your melds back you may not lay "
                        "melds this turn")
            if (not self.opened[p] and self.rules.opening_single
                    and L.meld_action_points(action) < opening):
                return (f"первая комбинация должна стоить не меньше {opening} очк." if ru
                        else f"your first meld must be worth {opening} points or more")
            return ("так не остаётся карты для сброса или выкладки не хватает очков" if ru
                    else "that leaves no card to discard, or the lay-down is short of "
                         "points")
        if action >= L.LAY:
            if not self.opened[p]:
                return (f"докладывать и менять джокеров можно после выкладки на {opening} "
                        f"очк." if ru else f"you may add cards and swap jokers once you "
                        f"have laid down {opening} points")
            return ("эта карта сюда не подходит" if ru else "that card does not fit there")
        if action >= L.DISCARD:
            f = action - L.DISCARD
            if L.held(hand, f) < 0:
                return (f"у вас нет {L.face_show(f, lang)}" if ru
                        else f"you do not hold {L.face_show(f, lang)}")
            if self.taken >= 0 and f == L.face(self.taken):
                return ("карту, взятую из отбоя, нельзя сбросить в тот же ход" if ru
                        else "the card taken from the discards cannot go back this turn")
            return ("последнюю карту нельзя сбросить: закончить можно только выложив все "
                    "карты" if ru else "the last card may not be discarded: go out by "
                    "melding every card")
        return None

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("ходы: draw stock, draw pile, meld 5H 6H 7H (джокер — *, в серии *8H), "
                    "lay 5H on 2, swap 8H on 2, discard KS, take back")
        return ("moves: draw stock, draw pile, meld 5H 6H 7H (a joker is *, in a run *8H), "
                "lay 5H on 2, swap 8H on 2, discard KS, take back")


_ALL = C.deck(52, jokers=4, copies=2)
_TEXT = {c: C.to_text(c) for c in _ALL}  # the hot path of observations: no re-formatting
_SORT = {c: sort_key(c) for c in _ALL}


def _texts(mask: int) -> list[str]:
    return [_TEXT[c] for c in sorted(C.cards_in(mask), key=_SORT.__getitem__)]


def _meld_json(m: L.Meld) -> dict[str, Any]:
    owner, kind, key, low, cards = m
    stands: list[str | None] = []
    for i, c in enumerate(cards):
        if L.is_joker(c) and kind == L.RUN:
            stands.append(L.rank_text(L.pos_rank(low + i)))
        else:
            stands.append(None)
    return {"owner": owner, "kind": "set" if kind == L.SET else "run",
            "suit": C.SUIT_ASCII[key] if kind == L.RUN else None,
            "cards": [_TEXT[c] for c in cards], "stands": stands,
            "points": L.meld_points(m)}


def action_text(action: int) -> str:
    if action == L.DRAW_STOCK:
        return "draw stock"
    if action == L.DRAW_PILE:
        return "draw pile"
    if action == L.TAKE_BACK:
        return "take back"
    if action >= L.MELD_RUN:
        return "meld " + L.meld_text(action)
    if action >= L.MELD_SET:
        return "meld " + L.meld_text(action)
    if action >= L.SWAP:
        i, f = divmod(action - L.SWAP, 256)
        return f"swap {L.face_text(f)} on {i + 1}"
    if action >= L.LAY:
        i, x = divmod(action - L.LAY, 512)
        if x >= 256:
            return f"lay *{_POS_TEXT[x - 256]} on {i + 1}"
        return f"lay {L.face_text(x)} on {i + 1}"
    if action >= L.DISCARD:
        return "discard " + L.face_text(action - L.DISCARD)
    raise ValueError(f"no action {action}")


# a joker's place in a run as a move names it: the rank it stands for, "1" the low ace
_POS_TEXT = {0: "", 1: "1", 11: "J", 12: "Q", 13: "K", 14: "A",
             **{p: str(p) for p in range(2, 11)}}
_POS_PARSE = {**{v: k for k, v in _POS_TEXT.items()}, "14": 14, "11": 11, "12": 12,
              "13": 13}


def _bad(text: str) -> ParseError:
    return ParseError(
        f"'{text}' is not a move; moves: draw stock, draw pile, meld 5H 6H 7H, "
        f"lay 5H on 2, swap 8H on 2, discard KS, take back",
        f"«{text}» — не ход; ходы: draw stock, draw pile, meld 5H 6H 7H, lay 5H on 2, "
        f"swap 8H on 2, discard KS, take back")


def _meld_no(word: str, text: str) -> int:
    w = word.lstrip("#№")
    if not w.isdigit() or not 1 <= int(w) <= L.MAX_MELDS:
        raise _bad(text)
    return int(w) - 1


def parse_action(text: str) -> int:
    """Any accepted spelling of a move (see :func:`action_text`); ParseError else."""
    words = text.strip().replace(",", " ").split()
    if not words or len(text) > 200:
        raise _bad(text)
    head = words[0].lower()
    rest = words[1:]
    low = [w.lower() for w in words]
    if low in (["draw", "stock"], ["stock"], ["draw"], ["колода"]):
        return L.DRAW_STOCK
    if low in (["draw", "pile"], ["pile"], ["take"], ["отбой"]):
        return L.DRAW_PILE
    if low in (["take", "back"], ["back"], ["назад"]):
        return L.TAKE_BACK
    if head == "meld" and rest:
        return L.parse_meld(rest, text)
    if head == "discard" and len(rest) == 1:
        try:
            return L.DISCARD + L.parse_face(rest[0])
        except ParseError:
            raise _bad(text) from None
    if head in ("lay", "swap") and len(rest) == 3 and rest[1].lower() in ("on", "к", "в"):
        i = _meld_no(rest[2], text)
        card = rest[0]
        if head == "lay" and card.startswith("*"):
            slot = card[1:].upper()
            if slot and slot not in _POS_PARSE and slot[:-1] in _POS_PARSE \
                    and slot[-1] in "SCDH♠♣♦♥":
                slot = slot[:-1]  # "*8H": the suit is the run's own
            if slot not in _POS_PARSE:
                raise _bad(text)
            return L.LAY + i * 512 + 256 + _POS_PARSE[slot]
        try:
            f = L.parse_face(card)
        except ParseError:
            raise _bad(text) from None
        if head == "swap":
            if f == L.JOKER:
                raise _bad(text)
            return L.SWAP + i * 256 + f
        return L.LAY + i * 512 + (256 if f == L.JOKER else f)
    raise _bad(text)
