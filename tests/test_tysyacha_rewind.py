"""Тысяча's rewound positions: each card played to the current or the last trick (leads
of the current trick too, marriages and aces declared with them undone),
asked again of the heuristic that played it from the position rebuilt before it, is the
card it played (the positions are the ones it played from, as far as it reads them); and
the search that reads the others' cards keeps the worlds that agree with them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.ai import make_agent
from koloda.engine.game import CHANCE, get_game
from koloda.engine.infoset import InfoSet
from koloda.games.tysyacha.bot import HeuristicAgent
from koloda.games.tysyacha.rewind import recent_follows
from koloda.games.tysyacha.state import Phase

GAME = get_game("tysyacha")


def _heuristic_games(seeds: range, players: int = 3, **rules: Any) -> Any:
    """Every position of whole games of heuristics."""
    for seed in seeds:
        st: Any = GAME.new_state(players, GAME.make_rules(overrides=rules), seed)
        agents = [HeuristicAgent(s, random.Random(seed * 10 + s)) for s in range(players)]
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            yield st
            p = st.current_player()
            st.apply(agents[p].act(st.observation(p), st.legal_actions()))


@pytest.mark.parametrize("rules", [{}, {"ace_marriage": True},
                                   {"declare_on_first_lead": True, "must_lead_trump": True}])
def test_every_recent_card_is_what_the_heuristic_plays_from_the_rewound_position(
        rules: dict[str, Any]) -> None:
    checked = 0
    for players in (2, 3, 4):
        for st in _heuristic_games(range(2 if rules else 4), players, **rules):
            for follow in recent_follows(st):
                pos = follow.before
                assert pos.current_player() == follow.seat
                legal = pos.legal_actions()
                assert follow.action in legal
                again = HeuristicAgent(follow.seat, random.Random(0))
                assert again.act(pos.observation(follow.seat), legal) == follow.action
                checked += 1
            if st.phase != Phase.PLAY:
                assert recent_follows(st) == []
    assert checked > 500


def test_reading_keeps_the_worlds_that_agree_with_the_others_cards() -> None:
    def misses(world: Any, seat: int) -> int:
        return sum(HeuristicAgent(f.seat, random.Random(0)).act(
            f.before.observation(f.seat), f.before.legal_actions()) != f.action
            for f in recent_follows(world) if f.seat != seat)

    plain_agree = read_agree = tried = 0
    for st in _heuristic_games(range(3)):
        if st.phase != Phase.PLAY or len(st.trick) < 2 or not st.last_trick:
            continue
        seat = st.current_player()
        infoset = InfoSet(st, seat)
        plain: Any = make_agent(GAME, "pimc:worlds=4,min=4", seat, random.Random(1))
        reading: Any = make_agent(GAME, "pimc:worlds=4,min=4,read=1", seat, random.Random(1))
        for _ in range(4):
            plain_agree += misses(plain._world(infoset), seat) == 0
            read_agree += misses(reading._read(infoset), seat) == 0
            tried += 1
        if tried >= 120:
            break
    assert tried >= 120 and read_agree > plain_agree
    assert read_agree >= 0.9 * tried
