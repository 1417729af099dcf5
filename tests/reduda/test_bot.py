"""The heuristic player's choices on rigged deals."""

from __future__ import annotations

import random

from koloda.games.reduda.bot import HeuristicAgent
from koloda.games.reduda.state import RedudaState
from tests.reduda.helpers import deal


def _act(st: RedudaState) -> str:
    seat = st.current_player()
    bot = HeuristicAgent(seat, random.Random(0))
    return st.action_to_text(bot.act(st.observation(seat), st.legal_actions()))


def test_it_leads_its_cheapest_plain_card() -> None:
    st = deal(2, ["RJ 9S 4C QH 5D 8S AC", "9C 5S 8C 10H 4D KS AS"], "KC KD", "2H")
    assert _act(st) == "play 5D"  # clubs are its own trump: 4C is dear


def test_it_covers_cheaply_and_takes_what_it_cannot_cover() -> None:
    st = deal(2, ["7S 9C JC 2S 5D QH 5C", "9S 5S 8C 10H 4D KS AD"], "KC KD", "2H")
    st.play("play 7S")
    assert _act(st) == "beat 7S 9S"  # not the trump, not the own trump
    st2 = deal(2, ["AH 9C JC 2S 5D QH 5C", "9S 5S 8C 10H 4D KS AD"], "KC KD", "2H")
    st2.play("play AH")
    assert _act(st2) == "take"


def test_it_transfers_with_a_cheap_card_of_the_rank() -> None:
    st = deal(2, ["7S 9C JC 2S 5D QH 5C", "7C 5S 8C 10H 4D KS AD"], "QS KD", "2H")
    st.play("play 7S")
    assert _act(st) == "transfer 7C"
