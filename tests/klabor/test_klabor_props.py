"""Клабор, properties over random games: every card stays in one place, the game ends,
the sheet adds up to the scores; any typed text is a move or a clear refusal that changes
nothing; the heuristic player beats random play."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.agents import RandomAgent
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.games.klabor import GAME
from koloda.games.klabor.bot import HeuristicAgent
from koloda.games.klabor.state import KlaborState

RULES = st.fixed_dictionaries({
    "deck": st.sampled_from([32, 24]), "fifty_from": st.sampled_from([4, 5]),
    "klabor_wins": st.booleans(), "seven_swap": st.booleans(), "must_beat": st.booleans(),
    "target": st.sampled_from([301, 501]),
})


def _places(s: KlaborState) -> list[int]:
    out = [x for h in s.hands for x in h] + [x for p in s.piles for x in p] + s.stock
    out += [s.turned, *s.trick]
    out += [x for _, cards, _ in s.done for x in cards]
    return out


@settings(max_examples=15, deadline=None)
@given(rules=RULES, seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_the_cards_end_and_add_up(rules: dict[str, object], seed: int) -> None:
    state = GAME.new_state(2, GAME.make_rules(overrides=rules), seed=seed)
    assert isinstance(state, KlaborState)
    rng = random.Random(seed)
    deck = sorted(C.deck(state.rules.deck))
    for _ in range(5000):
        if state.is_terminal():
            break
        if state.current_player() < 0:
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
        if not state.need_deal:
            assert sorted(_places(state)) == deck
    assert state.is_terminal()
    assert [sum(r["added"][i] for r in state.sheet) for i in (0, 1)] == state.scores
    assert sorted(state.returns()) == [0.0, 1.0]
    assert state.klabor_by >= 0 or max(state.scores) >= state.rules.target


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=20), st.sampled_from([
    "take", "pass", "swap", "trump H", "trump X", "play QH declare", "QH +", "козырь ч",
    "play", "declare", "JOKER", "AS'", "play 10H declare extra", "trump", "Дч объявить"])),
    moves=st.integers(0, 30))
def test_any_text_is_a_move_or_a_refusal_that_changes_nothing(text: str, moves: int) -> None:
    state = GAME.new_state(2, GAME.make_rules(), seed=moves)
    rng = random.Random(moves)
    for _ in range(moves):
        if state.current_player() < 0:
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    if state.current_player() < 0:
        return
    before = [state.observation(0), state.observation(1), state.history[:]]
    try:
        state.play(text)
    except (ParseError, IllegalActionError) as err:
        assert err.ru and err.en
        assert [state.observation(0), state.observation(1), state.history] == before


def test_the_heuristic_beats_random_play() -> None:
    wins = 0
    for seed in range(6):
        state = GAME.new_state(2, GAME.make_rules(overrides={"target": 301}), seed=seed)
        agents = [HeuristicAgent(seed % 2, random.Random(seed)),
                  RandomAgent(1 - seed % 2, random.Random(seed))]
        if seed % 2:
            agents.reverse()
        while not state.is_terminal():
            p = state.current_player()
            if p < 0:
                state.apply_chance()
            else:
                state.apply(agents[p].act(state.observation(p), state.legal_actions()))
        wins += state.returns()[seed % 2] == 1.0
    assert wins >= 5


def test_typed_forms() -> None:
    state = GAME.new_state(2, GAME.make_rules(), seed=1)
    got = {t: state.action_to_text(state.text_to_action(t)) for t in (
        "Дч объявить", "дч", "QH +", "Т♠", "play 10h", "козырь ч", "trump S", "козырь пики",
        "ИГРАЮ", "Пас", "обмен")}
    assert got == {"Дч объявить": "play QH declare", "дч": "play QH", "QH +": "play QH declare",
                   "Т♠": "play AS", "play 10h": "play 10H", "козырь ч": "trump H",
                   "trump S": "trump S", "козырь пики": "trump S", "ИГРАЮ": "take",
                   "Пас": "pass", "обмен": "swap"}
