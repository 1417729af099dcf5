"""Helpers for the Тысяча table tests: rigged deals at a Table of people, every move
typed by the seat to move, and the log as each viewer reads it."""

from __future__ import annotations

import random
from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.games.tysyacha.cardset import DECK
from koloda.games.tysyacha.state import TysyachaState
from koloda.table import Seat, Table, TableOptions

GAME = get_game("tysyacha")

# Deal A (tests/tysyacha): dealer 2, so seat 0 is the first hand; seat 0 is strong.
HANDS_A = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH QH"]
TALON_A = "KH 10H AH"
PLAY_A = ["play AS", "play 9S", "play 9H",
          "play QS declare", "play JS", "play JH",
          "play KS", "play 9C", "play QH",
          "play 10S", "play JC", "play 10H",
          "play AC", "play QC", "play JD",
          "play 10C", "play KC", "play QD",
          "play AD", "play 9D", "play 10D",
          "play AH", "play KH", "play KD"]
# the whole of deal A at 100: seat 0 gives K♥ to seat 1 and 10♥ to seat 2
DEAL_A = ["bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A]
# Deal H: seat 1 holds spades to trump with and a club marriage
HANDS_H = ["AS KS QS AC 10C AD 9H", "10S 9S JS KC QC 9C 9D", "JD QD KD 10D JC JH QH"]
# 2 players: seat 0 gets 10 cards, seat 1 10 cards, talon 1 then talon 2
HANDS_2 = ["AS 10S KS QS AC 10C KC QC AD 10D", "9S JS 9C JC KD QD JD 9D 9H JH"]
TALON_2 = "QH KH 10H AH"


def rig(hands: list[str], talon: str, players: int = 3, dealer: int = 2) -> list[int]:
    out: list[int] = []
    for s in range(players):
        if players == 4 and s == dealer:
            continue
        out += [C.parse(t) for t in hands[s].split()]
    out += [C.parse(t) for t in talon.split()]
    assert sorted(out) == sorted(DECK), "a rigged deal holds the 24 cards once each"
    return out


def seed_for_dealer(players: int, dealer: int) -> int:
    """A seed whose lot makes ``dealer`` the first dealer."""
    return next(s for s in range(1000) if random.Random(s).randrange(players) == dealer)


def table(deals: list[list[int]], players: int = 3, dealer: int = 2,
          seats: list[Seat] | None = None, **rules: Any) -> Table:
    """A table of people (unless ``seats``) on rigged deals, ``dealer`` dealing first."""
    t = Table(GAME, players, GAME.make_rules(overrides=rules),
              seats or [Seat()] * players, seed=seed_for_dealer(players, dealer),
              options=TableOptions(auto_forced=False), deals=deals)
    assert state(t).dealer == dealer
    return t


def state(t: Table) -> TysyachaState:
    st = t.state
    assert isinstance(st, TysyachaState)
    return st


def run(t: Table, *moves: str) -> Table:
    """Each move typed by the seat to move."""
    for m in moves:
        t.play(t.to_move(), m)
    return t


def lines(t: Table, viewer: int | None, lang: str = "ru", since: int = 0) -> list[str]:
    return t.log_lines(viewer, lang, since)

# Deal T: seat 0 takes the talon at 100, gives 10♥ to seat 1 and K♦ to seat 2, wins the
# first trick, declares hearts; seat 1 has no diamonds but holds hearts (must trump).
HANDS_T = ["KH QH AS AC 10C AD 10D", "9H JH 10S JS 9C JC QC", "9S QS KS KC 9D JD QD"]
TALON_T = "KD 10H AH"
OPEN_T = ["bid 100", "pass", "pass", "give 10H 1", "give KD 2", "start"]
TRICKS_T = ["play AS", "play JS", "play 9S",       # seat 0 takes (+13)
            "play QH declare", "play 9H", "play KC",  # hearts are trumps; seat 0 takes
            "play AD"]                             # seat 1 to move: no ♦, holds ♥
# Deal N: seat 0 holds no marriage
HANDS_N = ["AS 10S AC 10C AD 10D AH", "KS 9S JS KC 9C JC KD", "QS QC QD 9D JD JH 9H"]
TALON_N = "KH QH 10H"
