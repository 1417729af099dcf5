"""The heuristic player in real positions built from rigged deals (engine public API)."""

from __future__ import annotations

import random

from koloda.engine.game import CHANCE, State, get_game
from koloda.games.durak import actions as A
from koloda.games.durak.bot import HeuristicAgent
from koloda.games.durak.deals import rig

GAME = get_game("durak")


def new(players: int, hands: list[list[str]], trump: str, **rules: object) -> State:
    state = GAME.new_state(players, GAME.make_rules(overrides=rules), 0,
                           deals=[rig(players, hands, trump=trump)])
    while state.current_player() == CHANCE:
        state.apply_chance()
    return state


def bot_move(state: State) -> str:
    seat = state.current_player()
    bot = HeuristicAgent(seat, random.Random(0))
    bot.strict = True
    action = bot.act(state.observation(seat), state.legal_actions())
    return A.to_text(action)


def test_takes_two_aces_rather_than_spend_two_trumps_early() -> None:
    # trump ♠ (the 10♠ under the stock); seat 0 leads A♥ A♣; seat 1 holds two low trumps
    st = new(2, [["AH", "AC", "6S", "9D", "KD", "QC"], ["7S", "8S", "6D", "7D", "9C", "10H"]],
             trump="10S")
    st.play("attack AH")
    st.play("attack AC")  # no more aces: the lead closes itself
    assert st.current_player() == 1
    assert bot_move(st) == "take"


def test_leads_its_low_pair_covers_cheaply_and_throws_in() -> None:
    # seat 0 holds the lowest trump (6♠) and leads
    st = new(2, [["7H", "7C", "6S", "KS", "QD", "9D"], ["9H", "QH", "AS", "10C", "JC", "8D"]],
             trump="10S")
    assert st.current_player() == 0
    first = bot_move(st)
    assert first in ("attack 7H", "attack 7C")  # the pair, not the trumps or court cards
    st.play(first)
    assert st.current_player() == 0 and bot_move(st) in ("attack 7H", "attack 7C")
    st.play(bot_move(st))
    while st.current_player() == 1:
        move = bot_move(st)
        assert move in ("beat 9H on 7H", "beat 10C on 7C", "beat JC on 7C")
        st.play(move)
    assert st.observation(0)["why"] == "throw_in"
    assert bot_move(st) == "attack 9D"


def test_transfers_in_perevodnoy() -> None:
    st = new(3, [["7H", "AS", "KS", "QD", "JD", "9C"], ["7C", "QH", "KH", "AD", "10C", "JC"],
                 ["6H", "8D", "9D", "10D", "6C", "8C"]], trump="10S", base="perevodnoy")
    assert st.current_player() == 0
    st.play("attack 7H")
    if st.current_player() == 0:
        st.play("done")
    assert st.current_player() == 1
    assert bot_move(st) == "transfer 7C"
