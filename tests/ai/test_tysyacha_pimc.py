"""The Тысяча search player: PIMC finds the card that wins in every world, the
Monte Carlo decisions before play are legal and sensible."""

from __future__ import annotations

import random
from typing import Any

from koloda.ai import make_agent
from koloda.ai.tysyacha import _Scorer
from koloda.engine.game import get_game
from koloda.engine.infoset import InfoSet
from koloda.games.tysyacha import actions as A
from koloda.games.tysyacha.solver import random_position, solve_moves

GAME = get_game("tysyacha")


def worlds(state: Any, seat: int, count: int = 120) -> list[Any]:
    infoset = InfoSet(state, seat)
    rng = random.Random(5)
    seen: dict[tuple[int, ...], Any] = {}
    for _ in range(count):
        w = infoset.resample(rng)
        seen.setdefault(tuple(w.hands), w)
    return list(seen.values())


def test_pimc_plays_the_card_that_wins_in_every_world() -> None:
    """Endings of two to four tricks: where one card makes (or beats) the contract in
    every world the seat may be in, and another does not always, PIMC plays a card that
    always does."""
    tested = 0
    for seed in range(400):
        cards = 2 + seed % 3
        st = random_position(seed, cards)
        seat = st.current_player()
        infoset = InfoSet(st, seat)
        scorer = _Scorer(infoset, st.declarer, st.contract, st.dark, st.golden_deal)
        good: dict[int, bool] = dict.fromkeys(st.legal_actions(), True)
        for w in worlds(st, seat):
            for a, pts in solve_moves(w).items():
                ok = scorer.made(pts, st.contract)
                if (ok if seat == st.declarer else not ok) is False:
                    good[a] = False
        if not any(good.values()) or all(good.values()):
            continue
        agent = make_agent(GAME, "pimc:worlds=30,min=30", seat, random.Random(seed))
        choice = agent.think(infoset).action
        assert good[choice], (seed, A.to_text(choice), good)
        tested += 1
        if tested >= 12:
            break
    assert tested >= 6


def test_pimc_values_are_the_declarers_score() -> None:
    st = random_position(3, 3)
    seat = st.current_player()
    agent = make_agent(GAME, "pimc:worlds=8,min=8", seat, random.Random(1))
    thought = agent.think(InfoSet(st, seat))
    assert thought.unit == "points" and thought.action in st.legal_actions()
    assert set(thought.values) == set(st.legal_actions())
    assert all(-400 < v < 700 for v in thought.values.values())
    assert 0.0 <= thought.extra["make"][thought.action] <= 1.0


def _to_phase(phase: str, seed: int, players: int = 3) -> tuple[Any, int]:
    """A random game played by heuristics up to a decision of ``phase``."""
    rules = GAME.make_rules()
    rng = random.Random(seed)
    st: Any = GAME.new_state(players, rules, seed)
    heur = [GAME.agent_factories()["heuristic"](s, random.Random(s)) for s in range(players)]
    for _ in range(5000):
        if st.current_player() < 0:
            if st.is_terminal():
                st = GAME.new_state(players, rules, rng.randrange(1 << 30))
            else:
                st.apply_chance()
            continue
        p = st.current_player()
        if st.observation(p)["phase"] == phase and len(st.legal_actions()) > 1:
            return st, p
        st.apply(heur[p].act(st.observation(p), st.legal_actions()))
    raise AssertionError(f"no {phase} decision reached")


def test_decisions_before_play() -> None:
    for phase, players in (("bidding", 3), ("giving", 3), ("contract", 3),
                           ("discard", 2), ("bidding", 2)):
        st, seat = _to_phase(phase, 7, players)
        agent = make_agent(GAME, "pimc:worlds=4,bid=4,min=2", seat, random.Random(2))
        thought = agent.think(InfoSet(st, seat))
        assert thought.action in st.legal_actions(), phase
        assert thought.values and thought.method.startswith("mc")


def test_the_contract_decision_takes_the_best_expected_score() -> None:
    """Keep, raise or concede: the option of the best expected score; a contract made in
    every world is never conceded."""
    for seed in range(6):
        st, seat = _to_phase("contract", seed)
        agent: Any = make_agent(GAME, "pimc:bid=8,min=8", seat, random.Random(3))
        thought = agent.think(InfoSet(st, seat))
        assert thought.action == max(thought.values, key=lambda a: thought.values[a])
        if thought.extra["make"] == 1.0:
            assert thought.action != A.ROOSPIS


def test_heuristic_bidding_takes_the_heuristics_choices_before_play() -> None:
    """``bidding=heuristic``: the auction and the contract are the heuristic's own moves;
    the gifts stay with the search."""
    for phase in ("bidding", "contract"):
        st, seat = _to_phase(phase, 7, 3)
        agent: Any = make_agent(GAME, "pimc:worlds=4,bid=4,min=2,bidding=heuristic", seat,
                                random.Random(2))
        heuristic = make_agent(GAME, "heuristic", seat, random.Random(2))
        thought = agent.think(InfoSet(st, seat))
        assert thought.method == "heuristic"
        assert thought.action == heuristic.act(st.observation(seat), st.legal_actions())
    st, seat = _to_phase("giving", 7, 3)
    agent = make_agent(GAME, "pimc:worlds=4,bid=4,min=2,bidding=heuristic", seat,
                       random.Random(2))
    assert agent.think(InfoSet(st, seat)).method.startswith("mc")
