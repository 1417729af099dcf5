"""The state machine of «Валеты» (rules: the package docstring).

A deal is a chance event (all 36 cards, nine to each seat); then every action is the
card a seat plays. What a seat may know: its hand and every card played, and so which
suits (the trumps counting as one suit) a player has shown he lacks; ``resample`` deals
the cards a seat cannot see again within those bounds."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_places
from koloda.engine.errors import ParseError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State
from koloda.engine.names import seat_names
from koloda.games.valety.cards import TRUMP, hand_order, kind, legal_cards, trick_winner
from koloda.games.valety.rules import ValetyRules

PLAYERS = 4
TRICKS = 9
# what the pair with the fewer tricks writes off: «рожок» (one trick) and «тринька»
# (three); two or four tricks are a draw, and nine tricks lose the game (see _score)
WRITE_OFF = {1: 1, 3: 3}

Trick = tuple[int, tuple[C.Card, ...], int]  # leader, cards in order, taker
# a deal on the sheet: each pair's tricks, the pair that wrote off (-1: none), how many
# points, each pair's record after it, and whether a pair took all nine
Row = tuple[int, int, int, int, int, int, bool]

_VERBS = ("play", "ход", "хожу")


def team_of(seat: int) -> int:
    """Seats 1 and 3 are one pair, seats 2 and 4 the other (across the table)."""
    return seat % 2


def deal_outcome(tricks: Sequence[int]) -> tuple[int, int, bool]:
    """(the pair that writes off or -1, its points, whether a pair took all nine) for
    each pair's tricks in one deal."""
    few = 0 if tricks[0] < tricks[1] else 1
    if tricks[few] == 0:
        return (few, 0, True)
    points = WRITE_OFF.get(tricks[few], 0)
    return (few, points, False) if points else (-1, 0, False)


class ValetyState(State):
    rules: ValetyRules

    def __init__(self, game: Game, players: int, rules: ValetyRules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        super().__init__(game, players, rules, seed, deals)
        self.deal_no = 0
        self.dealt = False
        self.hands: list[list[C.Card]] = [[] for _ in range(players)]
        self.leader = 0
        self.trick: list[C.Card] = []
        self.won = [0] * players
        self.tricks: list[Trick] = []
        self.last: Trick | None = None
        self.void = [0] * players  # a bit per kind (suit, or TRUMP) shown lacking
        self.record = [rules.target, rules.target]  # the points each pair has left
        self.sheet: list[Row] = []
        self.winner = -1  # the pair that won the game
        self.stake = 0  # what each loser pays each winner

    @property
    def dealer(self) -> int:
        """The last seat deals first, so the first seat leads; the deal passes left."""
        return (self.players - 1 + self.deal_no) % self.players

    def _chance(self) -> None:
        order = self.shuffled(C.deck(36))
        hands: list[list[C.Card]] = [[] for _ in range(self.players)]
        for i, c in enumerate(order):
            hands[(self.dealer + 1 + i) % self.players].append(c)
        self.hands = [sorted(h, key=hand_order) for h in hands]
        self.leader = (self.dealer + 1) % self.players
        self.trick = []
        self.won = [0] * self.players
        self.tricks = []
        self.last = None
        self.void = [0] * self.players
        self.dealt = True

    def current_player(self) -> int:
        if self.winner >= 0:
            return TERMINAL
        if not self.dealt:
            return CHANCE
        return (self.leader + len(self.trick)) % self.players

    def legal_actions(self) -> list[Action]:
        seat = self.current_player()
        if seat < 0:
            return []
        return legal_cards(self.hands[seat], self.trick)

    def _apply(self, action: Action) -> None:
        seat = self.current_player()
        self.hands[seat].remove(action)
        if self.trick and kind(action) != kind(self.trick[0]):
            self.void[seat] |= 1 << kind(self.trick[0])
        self.trick.append(action)
        if len(self.trick) < self.players:
            return
        taker = trick_winner(self.trick, self.leader, self.players)
        done: Trick = (self.leader, tuple(self.trick), taker)
        self.tricks.append(done)
        self.last = done
        self.won[taker] += 1
        self.leader = taker
        self.trick = []
        if not any(self.hands):
            self._score()

    def pair_tricks(self) -> tuple[int, int]:
        return (self.won[0] + self.won[2], self.won[1] + self.won[3])

    def _score(self) -> None:
        tricks = self.pair_tricks()
        pair, points, nine = deal_outcome(tricks)
        if nine:
            # the pair that took all nine loses at once, paying its record doubled
            self.winner = pair
            self.stake = 2 * self.record[1 - pair]
        elif pair >= 0:
            self.record[pair] = max(0, self.record[pair] - points)
            if self.record[pair] == 0:
                self.winner = pair
                self.stake = self.record[1 - pair]
        self.sheet.append((tricks[0], tricks[1], pair, points, self.record[0],
                           self.record[1], nine))
        self.deal_no += 1
        self.dealt = False

    def returns(self) -> list[float]:
        """Each loser pays each winner ``stake``: partners' returns are equal."""
        if self.winner < 0:
            return [0.0] * self.players
        return [float(self.stake if team_of(s) == self.winner else -self.stake)
                for s in range(self.players)]

    def search_values(self) -> list[float] | None:
        """For the search players, which look one deal ahead: the result at the end (the
        winning pair 1, the losers 0); between deals, a race of the two records down to
        zero: a pair with ``a`` points left against ``b`` gets b / (a + b). Partners get
        the same value."""
        if self.winner >= 0:
            return [1.0 if team_of(s) == self.winner else 0.0 for s in range(self.players)]
        if self.dealt or not self.sheet:
            return None
        a, b = self.record
        v = b / (a + b)  # both records are above zero while the game goes on
        return [v if team_of(s) == 0 else 1.0 - v for s in range(self.players)]

    def clone(self) -> ValetyState:
        new = ValetyState.__new__(ValetyState)
        self._copy_base_into(new)
        new.deal_no = self.deal_no
        new.dealt = self.dealt
        new.hands = [h[:] for h in self.hands]
        new.leader = self.leader
        new.trick = self.trick[:]
        new.won = self.won[:]
        new.tricks = self.tricks[:]
        new.last = self.last
        new.void = self.void[:]
        new.record = self.record[:]
        new.sheet = self.sheet[:]
        new.winner = self.winner
        new.stake = self.stake
        return new

    # --- text forms -------------------------------------------------------------------

    def action_to_text(self, action: Action) -> str:
        return "play " + C.to_text(action)

    def text_to_action(self, text: str) -> Action:
        words = text.split()
        if len(words) == 2 and words[0].casefold() in _VERBS:
            words = words[1:]
        if len(words) == 1:
            try:
                card = C.parse(words[0])
            except ParseError:
                pass
            else:
                if not C.is_joker(card) and C.copy_of(card) == 0:
                    return card
        raise ParseError(f"'{text}' is not a move; write a card of your hand: QH, play QH",
                         f"«{text}» — не ход; напишите карту с руки: Дч, Д♥, QH, play QH")

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        return C.show(action, lang)

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        seat = self.current_player()
        if seat < 0:
            return None
        ru = lang == "ru"
        if action not in self.hands[seat]:
            shown = C.show(action, lang)
            return f"у вас нет {shown}" if ru else f"you do not hold {shown}"
        if action in self.legal_actions():
            return None
        lead = kind(self.trick[0])
        if lead == TRUMP:
            return "нужно класть козырь" if ru else "you must follow with a trump"
        name = (C.SUIT_NAMES_RU if ru else C.SUIT_NAMES_EN)[lead]
        return (f"нужно класть {name} (валет — козырь, не масть)" if ru
                else f"you must follow suit ({name}; a jack is a trump, not of its suit)")

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        if not isinstance(after, ValetyState) or after.last is self.last \
                or after.last is None:
            return []
        if names is None:
            names = seat_names(self.players, () if viewer is None else (viewer,), lang)
        ru = lang == "ru"
        lead, cards, taker = after.last
        best = C.show(cards[(taker - lead) % self.players], lang)
        who = names[taker]
        if who in ("Вы", "You"):
            out = [f"взятку берёте вы ({best})" if ru else f"you take the trick ({best})"]
        else:
            out = [f"взятку берёт {who} ({best})" if ru else f"{who} takes the trick ({best})"]
        if after.deal_no > self.deal_no:
            out.append(deal_line(after.sheet[-1], names, lang))
            if after.winner >= 0:
                pair = pair_name(after.winner, names, lang)
                out.append(f"игра окончена: выигрывают {pair}, по {after.stake} с каждого"
                           if ru else f"game over: {pair} win, {after.stake} from each loser")
        return out

    # --- information ------------------------------------------------------------------

    def _public(self, t: Trick) -> dict[str, Any]:
        lead, cards, taker = t
        return {"cards": [[(lead + i) % self.players, C.to_text(c)]
                          for i, c in enumerate(cards)], "taker": taker}

    def observation(self, seat: int) -> dict[str, Any]:
        turn = self.current_player()
        return {
            "game": self.game.key,
            "seat": seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "deal": self.deal_no + (1 if self.dealt else 0),
            "dealer": self.dealer,
            "hand": C.texts(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "leader": self.leader,
            "trick": [[(self.leader + i) % self.players, C.to_text(c)]
                      for i, c in enumerate(self.trick)],
            "won": self.won[:],
            "played": [self._public(t) for t in self.tricks],
            "last": self._public(self.last) if self.last else None,
            "record": self.record[:],
            "sheet": [list(r) for r in self.sheet],
            "winner": self.winner if self.winner >= 0 else None,
            "stake": self.stake,
            "to_move": turn if turn >= 0 else None,
            "over": turn == TERMINAL,
        }

    def play_observation(self, seat: int) -> dict[str, Any]:
        # what bot.py reads of the observation, for the search's heuristic play-outs
        return {
            "players": self.players,
            "trick": [[(self.leader + i) % self.players, C.to_text(c)]
                      for i, c in enumerate(self.trick)],
        }

    def unseen(self, seat: int) -> int:
        hidden = 0
        for s, hand in enumerate(self.hands):
            if s != seat:
                hidden |= C.mask_of(hand)
        return hidden

    def resample(self, seat: int, rng: random.Random) -> ValetyState:
        """A clone with the other hands dealt again from their cards: each keeps its
        size and gets no suit (or trump) its player has shown he lacks
        (engine/constrained_deal.py; the worlds are close to, not exactly, uniform)."""
        new = self.clone()
        new.rng = random.Random(rng.getrandbits(64))
        new.forced = []
        places = [s for s in range(self.players) if s != seat]
        cards = [c for s in places for c in self.hands[s]]
        if not cards:
            return new
        barred = [C.mask_of(c for c in cards if self.void[s] >> kind(c) & 1) for s in places]
        got = deal_places(cards, [len(self.hands[s]) for s in places], barred, rng)
        for i, s in enumerate(places):
            new.hands[s] = sorted(got[i], key=hand_order)
        return new

    def result(self) -> dict[str, Any]:
        over = self.is_terminal()
        return {"terminal": over, "returns": self.returns() if over else None,
                "record": self.record[:], "winner": self.winner if over else None,
                "stake": self.stake}

    def commands(self) -> dict[str, tuple[str, str]]:
        out = super().commands()
        out["sheet"] = ("запись по раздачам", "the score sheet, deal by deal")
        return out


def pair_name(pair: int, names: Sequence[str], lang: str) -> str:
    joint = " и " if lang == "ru" else " and "
    return names[pair] + joint + names[pair + 2]


def deal_line(row: Sequence[Any], names: Sequence[str], lang: str) -> str:
    """One deal in words: the tricks, and who wrote off what (or a draw)."""
    t0, t1, pair, points, _, _, nine = row
    ru = lang == "ru"
    head = (f"раздача: взятки {t0}–{t1}" if ru else f"the deal: tricks {t0}-{t1}")
    if nine:
        loser = pair_name(1 - pair, names, lang)
        return head + (f"; все девять у {loser} — они проигрывают вдвойне" if ru
                       else f"; {loser} took all nine and lose double")
    if pair < 0:
        return head + ("; ничья" if ru else "; a draw")
    word = ("рожок" if points == 1 else "тринька") if ru else (
        "one trick" if points == 1 else "three tricks")
    who = pair_name(pair, names, lang)
    return head + (f"; {word}: {who} списывают {points}" if ru
                   else f"; {word}: {who} write off {points}")

