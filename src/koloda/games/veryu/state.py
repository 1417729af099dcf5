"""The state machine of «Верю — не верю» (rules: the package docstring).

One deal (a chance event) starts the game. A play is several actions of one seat: cards
put face down on the pile one at a time (the action is the card), then ``CLAIM + rank``
(the round's leader names the rank; the others must name the round's rank again). The
next seat may, before putting a card, doubt the last play (``DOUBT``; with ``turn_over=one``,
``DOUBT + 1 + place``: the card to turn over), or, when that play emptied its player's
hand, believe it (``ACCEPT``) and let him win.

What a seat may know: ``known[s]`` are the cards whose place ``s`` knows: its own hand,
the cards it put on the pile itself, the cards turned over by a doubt (and taken into a
hand with the pile), fours put aside. A card a seat knew in another hand is lost to it
as soon as that player puts any card face down (it may be the one). ``resample`` deals
the other cards again among the hands and the plays on the pile."""

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
from koloda.engine.texts import plural_ru
from koloda.games.veryu.rules import VeryuRules, counted, parse_rank, rank_name, rank_text

CLAIM = 300  # CLAIM + rank: the play is over, its cards said to be of that rank
DOUBT = 400  # «не верю»: the last play is turned over (DOUBT + 1 + p: only its card p)
# worlds (``resample``): the share in which a play not yet turned over holds what it
# claimed, as far as the unseen cards allow. A uniform deal of the unseen cards almost
# never matches a claim, so a search believed every claim a lie and doubted them all (it
# lost 39 games of 40 to the heuristic player); players of this game tell the truth more
# often than not (0.85 won 7 of 20 games against it, 0.6 won 5 of 20).
HONEST = 0.85
ACCEPT = 500  # «верю»: the last play emptied a hand, and its player wins

# a doubt once settled: the doubter, the player doubted, the cards turned over, whether
# they were what he said, who took the pile and how many cards it held
Reveal = tuple[int, int, tuple[C.Card, ...], bool, int, int]


def hand_order(card: C.Card) -> tuple[int, int]:
    return (C.rank_of(card), C.suit_of(card))


class VeryuState(State):
    rules: VeryuRules

    def __init__(self, game: Game, players: int, rules: VeryuRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deck = C.deck(rules.deck)
        self.ranks = sorted({C.rank_of(c) for c in self.deck})
        self.dealer = 0  # the dealer plays first: the first seat opens
        self.dealt = False
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.plays: list[tuple[int, list[C.Card]]] = []  # this pile's plays, in order
        self.current: list[C.Card] = []  # the play being made by ``turn``
        self.rank = 0  # the rank of this round (0: none yet)
        self.turn = 0
        self.known = [0] * players
        self.fours: list[list[C.Card]] = [[] for _ in range(players)]
        self.reveal: Reveal | None = None  # shown until the next card is put
        self.winner: int | None = None
        self.moves = 0  # plays and doubts made: the game stops at ``cap``

    # --- chance -----------------------------------------------------------------------

    def _chance(self) -> None:
        order = self.shuffled(self.deck)
        n = self.players
        for i, c in enumerate(order):  # from the dealer's left, the last to the dealer
            self.hands[(self.dealer - (len(order) - 1 - i)) % n].append(c)
        for s in range(n):
            self.hands[s].sort(key=hand_order)
            self._put_fours(s)
        self.known = [C.mask_of(h) for h in self.hands]
        self.dealt = True
        self.turn = self.dealer
        for s in range(n):
            if not self.hands[s] and self.winner is None:
                self.winner = s

    def _put_fours(self, seat: int) -> list[int]:
        """Fours of a rank leave the hand face up (rule ``fours``); their ranks."""
        if not self.rules.fours:
            return []
        hand = self.hands[seat]
        out = []
        for r in sorted({C.rank_of(c) for c in hand}):
            same = [c for c in hand if C.rank_of(c) == r]
            if len(same) == 4:
                out.append(r)
                self.fours[seat] += same
                self.hands[seat] = hand = [c for c in hand if C.rank_of(c) != r]
        return out

    # --- the state machine ------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.winner is not None or self.moves >= self.rules.cap

    def current_player(self) -> int:
        if not self.dealt:
            return CHANCE
        if self.over:
            return TERMINAL
        return self.turn

    def last_player(self) -> int | None:
        """The seat whose play may be doubted now (the last play, before a card is put)."""
        if self.current or not self.plays:
            return None
        return self.plays[-1][0]

    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        hand = self.hands[self.turn]
        if self.current:
            out: list[Action] = []
            if hand and (not self.rules.most or len(self.current) < self.rules.most):
                out += hand
            if self.rank:
                out.append(CLAIM + self.rank)
            else:
                out += [CLAIM + r for r in self.ranks]
            return out
        prev = self.last_player()
        if prev is None:
            return list(hand)
        if self.rules.turn_over == "one":
            doubts = [DOUBT + 1 + p for p in range(len(self.plays[-1][1]))]
        else:
            doubts = [DOUBT]
        if not self.hands[prev]:
            return [*doubts, ACCEPT]
        return [*hand, *doubts]

    def _forget(self, seat: int) -> None:
        """``seat`` put a card face down: the others no longer know which of the cards
        they knew in its hand are still there."""
        vague = C.mask_of(self.hands[seat]) | C.mask_of(self.current)
        for t in range(self.players):
            if t != seat:
                self.known[t] &= ~vague

    def _apply(self, action: Action) -> None:
        seat = self.turn
        if action < CLAIM:
            self.hands[seat].remove(action)
            self.current.append(action)
            self.reveal = None
            self._forget(seat)
            return
        if action < DOUBT:
            self.rank = action - CLAIM
            self.plays.append((seat, self.current))
            self.current = []
            self.moves += 1
            self.turn = (seat + 1) % self.players
            return
        prev = self.plays[-1][0]
        if action == ACCEPT:
            self.winner = prev
            return
        self._doubt(seat, prev, action)

    def _doubt(self, seat: int, prev: int, action: Action) -> None:
        played = self.plays[-1][1]
        shown = played if action == DOUBT else [played[action - DOUBT - 1]]
        truth = all(C.rank_of(c) == self.rank for c in shown)
        taker = seat if truth else prev
        pile = [c for _, cards in self.plays for c in cards]
        for t in range(self.players):
            self.known[t] |= C.mask_of(shown)
        self.known[taker] |= C.mask_of(pile)
        self.hands[taker] = sorted(self.hands[taker] + pile, key=hand_order)
        self._put_fours(taker)
        self.reveal = (seat, prev, tuple(shown), truth, taker, len(pile))
        self.plays = []
        self.rank = 0
        self.moves += 1
        if truth and not self.hands[prev]:
            self.winner = prev
        elif not self.hands[taker]:
            self.winner = taker
        self.turn = (taker + 1) % self.players

    def winners(self) -> list[int]:
        if self.winner is not None:
            return [self.winner]
        least = min(len(h) for h in self.hands)
        return [s for s, h in enumerate(self.hands) if len(h) == least]

    def returns(self) -> list[float]:
        """The first to be rid of his cards wins; stopped at the cap, the fewest cards
        win and share it."""
        if not self.is_terminal():
            return [0.0] * self.players
        top = self.winners()
        return shared(top, self.players)

    def search_values(self) -> list[float] | None:
        return self.returns() if self.is_terminal() else None

    def clone(self) -> VeryuState:
        new = VeryuState.__new__(VeryuState)
        self._copy_base_into(new)
        new.deck = self.deck
        new.ranks = self.ranks
        new.dealer = self.dealer
        new.dealt = self.dealt
        new.hands = [h[:] for h in self.hands]
        new.plays = [(s, cards[:]) for s, cards in self.plays]
        new.current = self.current[:]
        new.rank = self.rank
        new.turn = self.turn
        new.known = self.known[:]
        new.fours = [f[:] for f in self.fours]
        new.reveal = self.reveal
        new.winner = self.winner
        new.moves = self.moves
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        if action < CLAIM:
            return "put " + C.to_text(action)
        if action < DOUBT:
            return "claim " + rank_text(action - CLAIM)
        if action == DOUBT:
            return "doubt"
        if action == ACCEPT:
            return "believe"
        return f"doubt {action - DOUBT}"

    def text_to_action(self, text: str) -> Action:
        words = text.casefold().split()
        if words in (["doubt"], ["не", "верю"], ["неверю"]):
            return DOUBT
        if words in (["believe"], ["верю"]):
            return ACCEPT
        if len(words) == 2 and words[0] in ("doubt", "неверю", "открыть"):
            place = parse_int(words[1], 1, 99)
            if place is not None:
                return DOUBT + place
        if len(words) == 2 and words[0] in ("claim", "say", "объявить", "говорю"):
            rank = parse_rank(words[1])
            if rank is not None:
                return CLAIM + rank
        if len(words) == 2 and words[0] in ("put", "положить", "кладу"):
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(text.split()[-1])
            except ParseError:
                pass
            else:
                if not C.is_joker(card) and C.copy_of(card) == 0:
                    return card
        raise ParseError(
            f"'{text}' is not a move; write a card to put face down (put QH), the rank you "
            "say (claim Q), 'doubt' (doubt 2: turn over the second card) or 'believe'",
            f"«{text}» — не ход; напишите карту, которую кладёте (Дч, put QH), что "
            "объявляете (объявить Д, claim Q), «не верю» (doubt 2 — открыть вторую "
            "карту) или «верю»")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        ru = lang == "ru"
        if action < CLAIM:
            return f"положить {C.show(action, lang)}" if ru else f"put {C.show(action, lang)}"
        if action < DOUBT:
            said = counted(len(self.current), action - CLAIM, lang)
            return f"объявить: {said}" if ru else f"say: {said}"
        if action == DOUBT:
            return "не верю" if ru else "doubt"
        if action == ACCEPT:
            return "верю" if ru else "believe"
        p = action - DOUBT
        return (f"не верю: открыть {p}-ю карту" if ru
                else f"doubt: turn over card {p}")

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """A card put face down is told to the others as a card, not by its face."""
        ru = lang == "ru"
        if action < CLAIM and viewer != self.turn:
            return "кладёт карту" if ru else "puts a card down"
        if action < CLAIM:
            return f"кладёт {C.show(action, lang)}" if ru else f"puts {C.show(action, lang)}"
        if action < DOUBT:
            said = counted(len(self.current), action - CLAIM, lang)
            return f"объявляет: {said}" if ru else f"says: {said}"
        if action == ACCEPT:
            return "верит" if ru else "believes"
        if action == DOUBT:
            return "не верит" if ru else "doubts"
        p = action - DOUBT
        return (f"не верит: открывает {p}-ю карту" if ru
                else f"doubts: turns over card {p}")

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if action < CLAIM:
            if action not in self.hands[seat]:
                shown = C.show(action, lang)
                return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
            if self.current:
                return (f"больше {self.rules.most} карт за ход класть нельзя" if ru
                        else f"a play holds at most {self.rules.most} cards")
            return "можно только верить или не верить" if ru else "only believe or doubt now"
        if action < DOUBT:
            if not self.current:
                return "сначала положите карту" if ru else "put a card down first"
            if self.rank:
                name = rank_name(self.rank, lang)
                return f"в этом круге объявляют {name}" if ru else f"this round claims {name}"
            return None
        if self.last_player() is None:
            return "не верить пока нечему" if ru else "there is no play to doubt"
        if action == ACCEPT:
            return ("«верю» говорят только последнему ходу игрока без карт" if ru
                    else "'believe' is only for a play that emptied a hand")
        return None

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """A doubt settled, fours put aside, the winner."""
        if not isinstance(after, VeryuState):
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        out: list[str] = []
        if action >= DOUBT and action != ACCEPT and after.reveal is not None:
            shown, truth, taker, took = after.reveal[2:]
            faces = " ".join(C.show(c, lang) for c in shown)
            verdict = ("правда" if truth else "обман") if ru else ("true" if truth else "a lie")
            cards = (f"{took} {plural_ru(took, 'карту', 'карты', 'карт')}" if ru
                     else f"{took} card{'' if took == 1 else 's'}")
            who = names[taker]
            if who in ("Вы", "You"):  # the reader took it
                takes = f"вы берёте {cards}" if ru else f"you take {cards}"
            else:
                takes = f"{who} берёт {cards}" if ru else f"{who} takes {cards}"
            out.append(f"открыто: {faces} — {verdict}; {takes}" if ru
                       else f"turned over: {faces}, {verdict}; {takes}")
        for s in range(self.players):
            new = after.fours[s][len(self.fours[s]):]
            for r in sorted({C.rank_of(c) for c in new}):
                four = counted(4, r, lang)
                out.append(f"{names[s]}: {four} в сброс" if ru
                           else f"{names[s]}: {four} put aside")
        if after.is_terminal() and not self.is_terminal():
            if after.winner is not None:
                out.append(f"{names[after.winner]}: карт не осталось — победа" if ru
                           else f"{names[after.winner]} has no cards left and wins")
            else:
                top = ", ".join(names[s] for s in after.winners())
                out.append(f"ходы кончились, меньше всех карт у: {top}" if ru
                           else f"out of moves; the fewest cards: {top}")
        return out

    # --- information ------------------------------------------------------------------

    def _pile(self) -> list[C.Card]:
        return [c for _, cards in self.plays for c in cards] + self.current

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        reveal = None
        if self.reveal is not None:
            doubter, prev, shown, truth, taker, took = self.reveal
            reveal = {"doubter": doubter, "player": prev,
                      "cards": C.texts(shown), "truth": truth,
                      "taker": taker, "took": took}
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            # the hands, what this seat knows of the others and of the pile, the claims
            **self.play_observation(seat),
            "reveal": reveal,
            "moves": self.moves,
            "to_move": turn if turn >= 0 else None,
            "over": turn == TERMINAL,
            "winners": self.winners() if turn == TERMINAL else [],
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation (all of it but the last reveal and the
        # counters), for the search's heuristic play-outs
        mine = self.known[seat]
        return {
            "rules": self.rules.to_dict(),
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            # cards this seat knows another hand holds (turned over, then taken)
            "known": [[] if s == seat else
                      [C.to_text(c) for c in h if mine >> c & 1]
                      for s, h in enumerate(self.hands)],
            "pile": len(self._pile()),
            # the pile's cards this seat knows, in no order: those it put there itself
            "pile_known": [C.to_text(c) for c in sorted(self._pile(), key=hand_order)
                           if mine >> c & 1],
            "rank": rank_text(self.rank) if self.rank else None,
            "plays": [[s, len(cards)] for s, cards in self.plays],
            "current": (C.texts(self.current) if seat == self.turn
                        else [None] * len(self.current)),
            "fours": [C.texts(f) for f in self.fours],
        }

    def unseen(self, seat: int) -> int:
        hidden = C.mask_of(self._pile())
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand)
        return hidden & ~self.known[seat]

    def resample(self, seat: int, rng: random.Random) -> VeryuState:
        """A clone with the cards ``seat`` cannot place dealt again among the other hands
        and the plays on the pile, each keeping its size and the cards the seat knows
        there, no hand getting four of a rank while fours are put aside. Cards go at
        random, a place drawn by its room, retried when stuck (the true deal is kept if
        twenty tries fail). Not uniform on purpose in one respect: another seat's play
        still on the pile holds the rank it claimed in :data:`HONEST` of the worlds (as
        many such cards as are unseen), a belief that players more often tell the truth.
        What the other seats knew of a card dealt again they know of the card that took
        its place."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        hidden = self.unseen(seat)
        if not hidden:
            return new
        # the places: the other hands, then each play (the one being made last)
        places: list[list[C.Card]] = [h for s, h in enumerate(self.hands) if s != seat]
        hands_n = len(places)
        places += [cards for _, cards in self.plays] + [self.current]
        room = [sum(1 for c in p if hidden >> c & 1) for p in places]
        fixed = [[c for c in p if not hidden >> c & 1] for p in places]
        claims = [0] * hands_n + [self.rank if s != seat else 0 for s, _ in self.plays] + [0]
        got = _fill(list(C.cards_in(hidden)), room, fixed, hands_n, self.rules.fours, rng,
                    claims)
        if got is None:
            return new
        swap: dict[C.Card, C.Card] = {}
        fresh: list[list[C.Card]] = []
        for p, keep, more in zip(places, fixed, got, strict=True):
            # the cards taken out, by which seats knew each (then as they lie): which
            # stand-in a seat knows must not follow the true cards' order in the place
            was = sorted((c for c in p if hidden >> c & 1),
                         key=lambda c: [k >> c & 1 for k in self.known])
            swap.update(zip(was, more, strict=True))
            fresh.append(keep + more)
        i = 0
        for s in range(self.players):
            if s != seat:
                new.hands[s] = sorted(fresh[i], key=hand_order)
                i += 1
        for j, (s, _) in enumerate(self.plays):
            cards = fresh[hands_n + j]
            if s != seat:
                rng.shuffle(cards)  # the seat does not know the order of another's play
            new.plays[j] = (s, cards)
        if self.current and self.turn != seat:
            new.current = fresh[-1]
        moved = hidden
        for t in range(self.players):
            if t == seat:
                continue
            bits = new.known[t] & ~moved
            for old, stand_in in swap.items():
                if new.known[t] >> old & 1:
                    bits |= 1 << stand_in
            new.known[t] = bits
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "cards_left": [len(h) for h in self.hands],
                "winners": self.winners() if over else []}

    def move_help(self, lang: str = "ru") -> str:
        if lang == "ru":
            return ("Ход: карты рубашкой вверх по одной (Дч, put QH), затем «объявить Д» "
                    "(claim Q); «не верю» (doubt) — открыть последний ход; «верю» "
                    "(believe).")
        return ("Move: cards face down one at a time (put QH), then 'claim Q'; 'doubt' "
                "turns the last play over; 'believe'.")


def _fill(pool: list[C.Card], room: list[int], fixed: list[list[C.Card]], hands_n: int,
          fours: bool, rng: random.Random, claims: Sequence[int] = ()
          ) -> list[list[C.Card]] | None:
    """``pool`` dealt into places of ``room`` cards; the first ``hands_n`` are hands,
    which (with ``fours``) may not end up with four cards of a rank. A place with a
    claimed rank in ``claims`` (a play) first takes the cards of that rank it can, in
    :data:`HONEST` of the deals."""
    for _ in range(20):
        cards = pool[:]
        rng.shuffle(cards)
        left = room[:]
        counts = [[0] * 15 for _ in room]
        for i in range(hands_n):
            for c in fixed[i]:
                counts[i][C.rank_of(c)] += 1
        out: list[list[C.Card]] = [[] for _ in room]
        for i, rank in enumerate(claims):
            if rank and rng.random() < HONEST:
                for c in [c for c in cards if C.rank_of(c) == rank][:left[i]]:
                    cards.remove(c)
                    left[i] -= 1
                    out[i].append(c)
        for c in cards:
            r = C.rank_of(c)
            options = [i for i, n in enumerate(left)
                       if n and not (fours and i < hands_n and counts[i][r] == 3)]
            if not options:
                break
            i = rng.choices(options, [left[o] for o in options])[0]
            left[i] -= 1
            counts[i][r] += 1
            out[i].append(c)
        else:
            return out
    return None
