"""The heuristic player of Пять сотен: it bids a strong hand and passes a weak one, and
its moves are always legal."""

from __future__ import annotations

import random

from koloda.engine.game import CHANCE
from koloda.games.pyat_soten.bot import HeuristicAgent
from koloda.games.pyat_soten.state import BID, PASS, bid_suit, bid_tricks

from .test_rules import GAME, TRUMPS, new, rig


def test_bids_a_hand_of_all_trumps_and_passes_a_weak_one() -> None:
    st = new(3, [rig(3, {0: TRUMPS["H"]})])
    bid = HeuristicAgent(0, random.Random(0)).act(st.observation(0), st.legal_actions())
    assert bid >= BID and bid_suit(bid - BID) == 3 and bid_tricks(bid - BID) >= 9
    weak = ["7S", "8S", "9S", "7C", "8C", "9C", "7D", "8D", "9D", "10C"]
    st = new(3, [rig(3, {0: weak}, ["7H", "8H", "9H"])])
    assert HeuristicAgent(0, random.Random(0)).act(st.observation(0),
                                                   st.legal_actions()) == PASS


def test_plays_only_legal_moves_in_every_form() -> None:
    for players in (2, 3, 4):
        st = GAME.new_state(players, GAME.make_rules(overrides={"target": 0}), players)
        agents = [HeuristicAgent(s, random.Random(s)) for s in range(players)]
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            seat = st.current_player()
            move = agents[seat].act(st.observation(seat), st.legal_actions())
            assert move in st.legal_actions()
            st.apply(move)
