"""What the auction tells (``pimc:infer=1``): the true deal always agrees with it, and the
worlds the player draws agree with it where the plain sampler's do not."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from koloda.ai import make_agent
from koloda.ai.tysyacha_infer import consistent, marriage_needs
from koloda.engine.game import get_game
from koloda.engine.infoset import InfoSet

GAME = get_game("tysyacha")


def decisions(players: int, preset: str, games: int, seed: int,
              steps: int = 3000) -> Iterator[Any]:
    """Every decision of heuristic games (random moves now and then, so bids vary)."""
    rules = GAME.make_rules(preset=preset)
    rng = random.Random(seed)
    for g in range(games):
        st: Any = GAME.new_state(players, rules, seed * 1000 + g)
        heur = [GAME.agent_factories()["heuristic"](s, random.Random(s)) for s in range(players)]
        for _ in range(steps):
            if st.is_terminal():
                break
            if st.current_player() < 0:
                st.apply_chance()
                continue
            yield st
            p = st.current_player()
            legal = st.legal_actions()
            if rng.random() < 0.2:
                st.apply(legal[rng.randrange(len(legal))])
            else:
                st.apply(heur[p].act(st.observation(p), legal))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("preset", ["classic", "app", "golden_dark"])
def test_the_true_deal_agrees_with_the_auction(players: int, preset: str) -> None:
    informative = 0
    for st in decisions(players, preset, 4, players, steps=400):
        for seat in range(players):
            needs = marriage_needs(st, seat)
            informative += bool(needs)
            assert consistent(st, needs), (st.bids, st.phase)
    assert informative or preset == "golden_dark"


def _after_a_marriage_bid(seed: int) -> tuple[Any, int, dict[int, int]]:
    for st in decisions(3, "classic", 40, seed):
        seat = st.current_player()
        needs = marriage_needs(st, seat)
        if needs and st.unseen(seat):
            return st, seat, needs
    raise AssertionError("no bid above 120 seen")


def test_worlds_agree_with_the_auction_only_with_inference() -> None:
    plain_bad = 0
    for seed in range(4):
        st, seat, needs = _after_a_marriage_bid(seed)
        infoset = InfoSet(st, seat)
        plain: Any = make_agent(GAME, "pimc:worlds=4", seat, random.Random(seed))
        inferring: Any = make_agent(GAME, "pimc:worlds=4,infer=1", seat, random.Random(seed))
        drawn = [inferring._world(infoset) for _ in range(40)]
        assert sum(consistent(w, needs) for w in drawn) >= 38
        plain_bad += sum(not consistent(plain._world(infoset), needs) for _ in range(40))
        for w in drawn:
            assert w.observation(seat) == st.observation(seat)
    assert plain_bad > 0  # the plain sampler does not know the rule


def test_inference_plays_legal_moves() -> None:
    st, seat, _ = _after_a_marriage_bid(9)
    agent = make_agent(GAME, "pimc:worlds=3,min=3,bid=2,infer=1", seat, random.Random(1))
    assert agent.think(InfoSet(st, seat)).action in st.legal_actions()
