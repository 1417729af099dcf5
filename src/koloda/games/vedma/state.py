"""The state machine of «Ведьма» (rules: the package docstring).

A deal is a chance event; then every action is the drawing seat taking one card, by its
place, from the fan its neighbour holds out face down (action ``p``: the card at place
``p`` from the left). With rule ``mix`` each fan is mixed (another chance event) before
it is held out.

What a seat may know. Fans keep their order (a drawn card goes to the right end of the
drawer's fan, pairs go face up to the discards) and everybody sees which place is drawn,
so a seat can follow every card it has held: ``pos[s]`` are the cards whose place ``s``
knows, ``loc[s]`` those whose holder it knows (a mixed fan keeps the second and loses the
first). A draw from a fan in which ``s`` knew only that some cards were there, not where,
loses their holder too (any of them may have been the card drawn). ``resample`` deals
the other cards again among the places the seat cannot tell apart, no hand holding a
pair (pairs are always put down at once)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.engine.standing import shared
from koloda.engine.textnum import parse_int
from koloda.games.vedma.rules import WITCH, VedmaRules, deck_for, kind_of

_DRAW_WORDS = ("draw", "take", "тянуть", "тяну", "взять", "беру", "карта")

# the last draw: drawer, the seat drawn from, the place, the card, its partner put down
Draw = tuple[int, int, int, C.Card, C.Card | None]


def ordinal(p: int, lang: str) -> str:
    """The place of a card counted from 1, as a word people read: «3-ю», "3rd"."""
    n = p + 1
    if lang == "ru":
        return f"{n}-ю"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


class VedmaState(State):
    rules: VedmaRules

    def __init__(self, game: Game, players: int, rules: VedmaRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deck = deck_for(rules)
        self.deal_no = 0
        self.dealer = players - 1  # so that the first seat draws first
        self.dealt = False
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.loc = [0] * players
        self.pos = [0] * players
        self.discards: list[list[C.Card]] = [[] for _ in range(players)]
        self.drawer = 0
        self.need_mix = False
        self.last: Draw | None = None
        self.last_known = [False] * players  # which seats know the card last drawn
        self.last_pair: tuple[C.Card, C.Card] | None = None  # the pair put down last
        self.witches = [0] * players
        self.sheet: list[int] = []  # the seat left with the witch, deal by deal

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        if self.dealt:
            src = self.source()
            self.hands[src] = self.shuffled(self.hands[src])
            mask = C.mask_of(self.hands[src])
            for s in range(self.players):
                if s != src:
                    self.pos[s] &= ~mask
            self.need_mix = False
            return
        order = self.shuffled(self.deck)
        n, total = self.players, len(order)
        hands: list[list[C.Card]] = [[] for _ in range(n)]
        for i, c in enumerate(order):  # one at a time, the dealer getting the last card
            hands[(self.dealer - (total - 1 - i)) % n].append(c)
        self.hands = []
        self.discards = [[] for _ in range(n)]
        self.last_pair = None
        for s, hand in enumerate(hands):
            kept: list[C.Card] = []
            for c in hand:
                mate = self._mate(kept, c)
                if mate is None:
                    kept.append(c)
                else:
                    kept.remove(mate)
                    self.discards[s] += [mate, c]
                    self.last_pair = (mate, c)
            self.hands.append(kept)
        self.loc = [C.mask_of(h) for h in self.hands]
        self.pos = self.loc[:]
        self.dealt = True
        self.last = None
        if not self._deal_over():
            self.drawer = self._next_active(self.dealer)
            self._ask_mix()

    def _mate(self, hand: Sequence[C.Card], card: C.Card) -> C.Card | None:
        kind = kind_of(card, self.rules.pairs)
        if kind < 0:
            return None
        for c in hand:
            if c != card and kind_of(c, self.rules.pairs) == kind:
                return c
        return None

    def _next_active(self, seat: int) -> int:
        """The first seat after ``seat`` (going left) that still holds cards."""
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if self.hands[s]:
                return s
        return seat

    def source(self) -> int:
        """The seat the drawer draws from: the nearest one on its right with cards."""
        for k in range(1, self.players):
            s = (self.drawer - k) % self.players
            if self.hands[s]:
                return s
        return self.drawer

    def _ask_mix(self) -> None:
        self.need_mix = self.rules.mix and len(self.hands[self.source()]) > 1

    def _deal_over(self) -> bool:
        """One card left in all the hands (the witch): its holder loses the deal."""
        if sum(len(h) for h in self.hands) > 1:
            return False
        loser = next(s for s, h in enumerate(self.hands) if h)
        self.witches[loser] += 1
        self.sheet.append(loser)
        for s in range(self.players):  # everybody now knows where the witch is
            self.loc[s] |= 1 << WITCH
            self.pos[s] |= 1 << WITCH
        self.deal_no += 1
        self.dealt = False
        self.dealer = loser  # the loser deals the next one
        return True

    # --- the state machine ------------------------------------------------------------

    def current_player(self) -> int:
        if self.deal_no >= self.rules.deals:
            return TERMINAL
        if not self.dealt or self.need_mix:
            return CHANCE
        return self.drawer

    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        return list(range(len(self.hands[self.source()])))

    def _apply(self, action: Action) -> None:
        d, src = self.drawer, self.source()
        fan = self.hands[src]
        card = fan[action]
        bit = 1 << card
        for s in range(self.players):
            if s in (d, src):
                self.loc[s] |= bit
                self.pos[s] |= bit
            elif not self.pos[s] & bit:
                # any card of that fan whose place s did not know may be the one drawn
                vague = C.mask_of(fan) & self.loc[s] & ~self.pos[s]
                self.loc[s] &= ~(vague | bit)
        del fan[action]
        mate = self._mate(self.hands[d], card)
        if mate is None:
            self.hands[d].append(card)
        else:
            self.hands[d].remove(mate)
            self.discards[d] += [mate, card]
            self.last_pair = (mate, card)
        self.last = (d, src, action, card, mate)
        self.last_known = [mate is not None or bool(self.loc[s] >> card & 1)
                           for s in range(self.players)]
        if not self._deal_over():
            self.drawer = self._next_active(d)
            self._ask_mix()

    def loser(self) -> int | None:
        return self.sheet[-1] if self.sheet else None

    def winners(self) -> list[int]:
        least = min(self.witches)
        return [s for s, w in enumerate(self.witches) if w == least]

    def returns(self) -> list[float]:
        """The fewest witches win and share the win (one deal: all but the loser)."""
        if not self.is_terminal():
            return [0.0] * self.players
        top = self.winners()
        return shared(top, self.players)

    def search_values(self) -> list[float] | None:
        """The result at the end; between deals, each seat's witches against the
        others' mean, scaled by the deals left (a deal moves a count by one at most)."""
        if self.is_terminal():
            return self.returns()
        if self.dealt or not self.sheet:
            return None
        left = self.rules.deals - self.deal_no
        out = []
        for w in self.witches:
            others = (sum(self.witches) - w) / (self.players - 1)
            out.append(max(0.0, min(1.0, 0.5 + (others - w) / (2 * (left + 1)))))
        return out

    def clone(self) -> VedmaState:
        new = VedmaState.__new__(VedmaState)
        self._copy_base_into(new)
        new.deck = self.deck
        new.deal_no = self.deal_no
        new.dealer = self.dealer
        new.dealt = self.dealt
        new.hands = [h[:] for h in self.hands]
        new.loc = self.loc[:]
        new.pos = self.pos[:]
        new.discards = [d[:] for d in self.discards]
        new.drawer = self.drawer
        new.need_mix = self.need_mix
        new.last = self.last
        new.last_known = self.last_known[:]
        new.last_pair = self.last_pair
        new.witches = self.witches[:]
        new.sheet = self.sheet[:]
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return f"draw {action + 1}"

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 2 and words[0].casefold() in _DRAW_WORDS:
            words = words[1:]
        if len(words) == 1:
            number = parse_int(words[0], 1, 99)
            if number is not None:
                return number - 1
        raise ParseError(
            f"'{text}' is not a move; write the place of the card to draw, counted from "
            "the left: draw 3 (or just 3)",
            f"«{text}» — не ход; напишите, какую по счёту слева карту тянуть: тянуть 3 "
            "(или просто 3)")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        if lang == "ru":
            return f"тянуть {ordinal(action, lang)} карту"
        return f"draw the {ordinal(action, lang)} card"

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """The place drawn, as every seat sees it; the card itself is told by ``narrate``
        only to those who know it."""
        if lang == "ru":
            return f"тянет {ordinal(action, lang)} карту"
        return f"draws the {ordinal(action, lang)} card"

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        if self.current_player() < 0:
            return None
        k = len(self.hands[self.source()])
        if lang == "ru":
            return f"у соседа карт: {k}, тяните от 1 до {k}"
        return f"your neighbour holds {k} cards: draw 1 to {k}"

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """The card drawn (to the two seats that know it), a pair put down, the deal's
        loser and the end."""
        if not isinstance(after, VedmaState) or after.last is None or \
                after.last is self.last:
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        d, src, _, card, mate = after.last
        out: list[str] = []
        shown = C.show(card, lang)
        if mate is not None:
            pair = f"{C.show(mate, lang)} {shown}"
            out.append(f"{names[d]}: пара {pair} в сброс" if ru
                       else f"{names[d]}: the pair {pair} is put down")
        elif viewer == d:
            out.append(f"вам пришла {shown}" if ru else f"you drew {shown}")
        elif viewer == src:
            out.append(f"у вас вытянули {shown}" if ru else f"{shown} was drawn from you")
        for s in range(self.players):
            if self.hands[s] and not after.hands[s] and after.dealt:
                out.append(f"{names[s]}: карт не осталось" if ru
                           else f"{names[s]}: no cards left")
        if after.deal_no > self.deal_no:
            loser = after.sheet[-1]
            if names[loser] in ("Вы", "You"):  # the reader
                out.append("с ведьмой остаётесь вы" if ru else "you are left with the witch")
            else:
                out.append(f"с ведьмой остаётся {names[loser]}" if ru
                           else f"{names[loser]} is left with the witch")
            if after.is_terminal() and self.rules.deals > 1:
                top = ", ".join(names[s] for s in after.winners())
                out.append(f"игра окончена, побеждают: {top}" if ru
                           else f"game over, the winners: {top}")
        return out

    # --- information ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        fans: list[list[str | None]] = []
        known: list[list[str]] = []
        for s, hand in enumerate(self.hands):
            if s == seat:
                fans.append(list(C.texts(hand)))
                known.append([])
                continue
            fans.append([C.to_text(c) if self.pos[seat] >> c & 1 else None for c in hand])
            vague = [c for c in hand if (self.loc[seat] & ~self.pos[seat]) >> c & 1]
            known.append(C.texts(sorted(vague)))
        last = None
        if self.last is not None:
            d, src, p, card, mate = self.last
            seen = self.last_known[seat]
            last = {"drawer": d, "from": src, "place": p,
                    "card": C.to_text(card) if seen else None,
                    "pair": C.to_text(mate) if mate is not None else None}
        live = self.dealt and turn != TERMINAL
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "deal": min(self.deal_no + 1, self.rules.deals),
            "deals": self.rules.deals,
            "dealer": self.dealer,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "fans": fans,  # each hand by place: a face where this seat knows it
            "known": known,  # cards this seat knows a hand holds, not where
            "discards": [C.texts(d) for d in self.discards],
            "last_pair": C.texts(self.last_pair) if self.last_pair else [],
            "drawer": self.drawer if live else None,
            "source": self.source() if live else None,
            "last": last,
            "witches": self.witches[:],
            "sheet": self.sheet[:],
            "to_move": turn if turn >= 0 else None,
            "over": turn == TERMINAL,
        }

    def public_unseen(self) -> int:
        """A spectator is shown no card in a hand: what each seat can follow of them
        differs from seat to seat, and no spectator follows any."""
        return C.mask_of(c for h in self.hands for c in h)

    def unseen(self, seat: int) -> int:
        hidden = 0
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand)
        return hidden & ~self.loc[seat]

    def resample(self, seat: int, rng: random.Random) -> VedmaState:
        """A clone with the cards ``seat`` cannot place dealt again: each other hand keeps
        the cards whose place the seat knows, the cards it knows the hand holds go to the
        other places at random, and the unknown cards fill the rest, no hand getting two
        cards that pair. Cards go at random, a hand drawn by its room left, retried when
        stuck (the true deal is kept if twenty tries fail); close to, not exactly,
        uniform. What the other seats knew of a hidden card they know of the card that
        took its place in the same hand, so each still knows as many cards of each hand
        (a spectator's view, made from the first seat's, stays the same)."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        hidden = self.unseen(seat)
        if not hidden:
            return new
        pairs = self.rules.pairs
        others = [s for s in range(self.players) if s != seat]
        pool = list(C.cards_in(hidden))
        room: dict[int, int] = {}
        used: dict[int, set[int]] = {}
        for s in others:
            fixed = [c for c in self.hands[s] if not hidden >> c & 1]
            room[s] = len(self.hands[s]) - len(fixed)
            used[s] = {kind_of(c, pairs) for c in fixed}
        got = _fill(pool, room, used, pairs, rng)
        if got is None:
            return new  # the true deal is one of the seat's worlds
        swap: dict[C.Card, C.Card] = {}  # each hidden card -> the one in its stead
        for s in others:
            hand = self.hands[s]
            slots = [i for i, c in enumerate(hand) if not self.pos[seat] >> c & 1]
            vague = [c for c in hand if not self.pos[seat] >> c & 1 and not hidden >> c & 1]
            filling = vague + got[s]
            rng.shuffle(filling)
            fresh = hand[:]
            for i, c in zip(slots, filling, strict=True):
                fresh[i] = c
            new.hands[s] = fresh
            was = [c for c in hand if hidden >> c & 1]
            now = [c for c in fresh if hidden >> c & 1]
            swap.update(zip(was, now, strict=True))
        moved = C.mask_of(pool)
        for s in others:  # what the others knew of a hidden card goes to its stand-in
            for masks in (new.loc, new.pos):
                bits = masks[s] & ~moved
                for old, stand_in in swap.items():
                    if masks[s] >> old & 1:
                        bits |= 1 << stand_in
                masks[s] = bits
        if new.last is not None and new.last[3] in swap:
            d, src, p, card, mate = new.last
            new.last = (d, src, p, swap[card], mate)
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "witches": self.witches[:], "losers": self.sheet[:],
                "winners": self.winners() if over else []}

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Ход: какую по счёту слева карту тянуть у соседа — «тянуть 3» или "
                    "просто «3».")
        return "Move: which card of your neighbour's fan to draw, from the left: 'draw 3' or '3'."


def _fill(pool: list[C.Card], room: dict[int, int], used: dict[int, set[int]], pairs: str,
          rng: random.Random) -> dict[int, list[C.Card]] | None:
    """``pool`` dealt into hands of ``room`` cards each, no hand taking a class of cards
    it already has; None when twenty random tries get stuck."""
    for _ in range(20):
        cards = pool[:]
        rng.shuffle(cards)
        left = dict(room)
        kinds = {s: set(k) for s, k in used.items()}
        out: dict[int, list[C.Card]] = {s: [] for s in room}
        for c in cards:
            kind = kind_of(c, pairs)
            options = [s for s in left if left[s] and kind not in kinds[s]]
            if not options:
                break
            s = rng.choices(options, [left[o] for o in options])[0]
            left[s] -= 1
            kinds[s].add(kind)
            out[s].append(c)
        else:
            return out
    return None
