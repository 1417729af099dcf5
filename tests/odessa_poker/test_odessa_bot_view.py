"""Одесский покер's computer player on rigged positions (a шаха counted when declaring,
kept for need, thrown «за простую» when no trick is wanted) and its table picture (the
words under a шаха, the «за простую» button, the шахи marker)."""

from __future__ import annotations

import random

from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.engine.picture import MoveRef
from koloda.games.odessa_poker.rules import OdessaRules
from koloda.games.za_pravdu.bot import HeuristicAgent, estimate
from koloda.games.za_pravdu.rules import deck_for
from koloda.games.za_pravdu.state import BID, PLAIN, ZaPravduState

GAME = get_game("odessa_poker")


def P(text: str) -> int:
    return C.parse(text)


def rig(hands: list[list[str]], trump: str) -> ZaPravduState:
    n, k = len(hands), len(hands[0])
    st = GAME.new_state(n, GAME.make_rules(), seed=1)
    assert isinstance(st, ZaPravduState)
    st.deal_no = k - 1
    first = (st.dealer + 1) % n
    head = [P(hands[(first + i) % n][i // n]) for i in range(n * k)] + [P(trump)]
    st.forced = [head + [c for c in st.deck if c not in head]]
    st.apply_chance()
    return st


def act(st: ZaPravduState) -> int:
    seat = st.current_player()
    return HeuristicAgent(seat, random.Random(0)).act(st.observation(seat),
                                                        st.legal_actions())


def test_a_shakha_counts_as_a_trick_when_declaring() -> None:
    deck = deck_for(3, OdessaRules())
    wild = frozenset({P("6S"), P("6C")})
    low = [P("7D"), P("8S")]
    assert estimate([P("6C"), *low], 3, 3, deck, wild) > estimate(low, 3, 3, deck, wild) + 0.8
    st = rig([["QS", "10S"], ["6C", "6S"], ["7D", "8D"]], "7H")
    assert act(st) == BID + 2  # seat 1 holds both шахи


def test_wanting_a_trick_it_beats_with_the_shakha_only_when_nothing_else_wins() -> None:
    st = rig([["6C", "7D"], ["KD", "9S"], ["QD", "10S"]], "7H")
    st.play("bid 1")
    st.play("bid 1")
    st.play("bid 1")
    st.play("KD")
    st.play("QD")
    assert act(st) == P("6C")  # 7D cannot win: the шаха takes the trick


def test_wanting_none_it_throws_the_shakha_za_prostuyu() -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "10S"]], "7H")
    for m in ("bid 1", "bid 1", "bid 0", "KD", "QD"):
        st.play(m)
    assert act(st) == PLAIN + P("6C")  # AD would win; the шаха plainly loses


def test_the_picture_marks_the_shakhi_and_offers_za_prostuyu_as_a_button() -> None:
    st = rig([["6C", "AD"], ["KD", "9S"], ["QD", "6S"]], "7H")
    for m in ("bid 1", "bid 1", "bid 0", "KD", "6S"):
        st.play(m)
    moves = [MoveRef(a, st.action_to_text(a), st.describe_action(a))
             for a in st.legal_actions()]
    pic = GAME.view(st.observation(0), 0, moves, "ru")
    trick = pic.zones[0]
    assert trick.cards == ("KD", "6S") and trick.captions == ("", "шаха")
    assert ("Шахи", "чёрные шестёрки") in [(m.label, m.value) for m in pic.markers]
    kinds = {moves[c.move].text: (c.button, c.card) for c in pic.controls}
    assert kinds["plain 6C"] == (True, None)
    assert kinds["play 6C"] == (False, "6C") and kinds["play AD"] == (False, "AD")
    en = GAME.view(st.observation(0), 0, moves, "en")
    assert en.zones[0].captions == ("", "wild")
