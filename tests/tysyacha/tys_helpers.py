"""Helpers for the Тысяча tests: rigged deck orders and scripted play."""

from __future__ import annotations

from typing import Any

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.tysyacha.cardset import DECK
from koloda.games.tysyacha.state import TysyachaState

GAME = get_game("tysyacha")


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def mask(text: str) -> int:
    return C.mask_of(cards(text))


def order(hands: list[str], talon: str, players: int = 3, dealer: int = 0) -> list[int]:
    """A deck order giving ``hands[seat]`` to each seat (the 4-player dealer's entry is
    ignored) and ``talon`` (2 players: talon 1 then talon 2) as the module doc says."""
    out: list[int] = []
    for s in range(players):
        if players == 4 and s == dealer:
            continue
        out += cards(hands[s])
    out += cards(talon)
    assert sorted(out) == sorted(DECK), "a rigged deal must hold the 24 cards once each"
    return out


def new(players: int = 3, dealer: int = 2, deals: list[list[int]] | None = None,
        seed: int = 0, **rules: Any) -> TysyachaState:
    st = GAME.new_state(players, GAME.make_rules(overrides=rules), seed, deals)
    assert isinstance(st, TysyachaState)
    st.dealer = dealer
    st._reset_deal()
    return st


def deal(st: TysyachaState) -> None:
    while st.current_player() == CHANCE:
        st.apply_chance()


def do(st: TysyachaState, *texts: str) -> None:
    for t in texts:
        deal(st)
        st.play(t)


def legal(st: TysyachaState) -> set[str]:
    return {st.action_to_text(a) for a in st.legal_actions()}


def score_direct(st: TysyachaState, declarer: int, contract: int, taken: list[int],
                 tricks: list[int], marr: list[int] | None = None,
                 roospis: bool = False) -> None:
    """Score the current deal as if it had been played with these totals."""
    deal(st)
    st.declarer = declarer
    st.contract = contract
    st.taken = taken[:]
    st.tricks_won = tricks[:]
    st.marr = (marr or [0] * st.players)[:]
    st._score_deal(roospis=roospis)


# A 3-player deal for dealer 2 (first hand 0): seat 0 is strong.
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

# four nines in seat 1's hand
HANDS_B = ["AS 10S KS QS AC 10C AD", "9S 9C 9D 9H JC QC KC", "JS JD QD KD 10D JH QH"]
# four jacks in seat 1's hand
HANDS_C = ["AS 10S KS QS AC 10C AD", "JS JC JD JH 9S 9C 9D", "QC KC QD KD 10D 9H QH"]
# talon of three jacks
HANDS_D = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C 9D 9H", "QD KD 10D QH KH 10H AH"]
TALON_D = "JC JD JH"
# talon of two nines
HANDS_E = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC JD", "QD KD 10D JH QH KH 10H"]
TALON_E = "9D 9H AH"
# seat 1 holds three nines; seat 0 can give him the fourth
HANDS_F = ["AS 10S KS QS AC 10C 9H", "9S 9C 9D JC QC KC JS", "AD JD QD KD 10D JH QH"]
# four aces for seat 0
HANDS_G = ["AS AC AD AH 10S KS QS", "9S JS KC QC 9C JC 9D", "JD QD KD 10D 9H JH QH"]
TALON_G = "KH 10H 10C"
# seat 1 holds spades to trump with and a club marriage
HANDS_H = ["AS KS QS AC 10C AD 9H", "10S 9S JS KC QC 9C 9D", "JD QD KD 10D JC JH QH"]
