"""Properties of Двести over random settings: the cards are conserved, the sheet adds
up, the game ends; typed text is refused without a change; worlds keep what a seat
knows (its observation and the suits others showed they lack)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE
from koloda.games.dvesti.cards import deck, worth
from koloda.games.dvesti.state import DvestiState

from .helpers import GAME

SETTINGS: list[tuple[int, str | None, dict[str, Any]]] = [
    (4, None, {}), (4, "solo", {}), (2, None, {}), (6, "six", {}),
    (4, None, {"kitten": True, "hundred_for_two": True}), (3, None, {}), (5, None, {}),
    (4, "to300", {"single_bid": True}), (4, None, {"deck": 40}),
    (2, None, {"kitten": True, "deck": 40, "single_bid": True}),
]


def fresh(case: int, seed: int) -> DvestiState:
    players, preset, over = SETTINGS[case]
    rules = GAME.make_rules(preset, (), over)
    GAME.check_players(players, rules)
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, DvestiState)
    return s


def check_conserved(s: DvestiState) -> None:
    if s.phase in ("deal", "over") and not any(s.hands):
        return
    places = [*s.hands, s.kitten, s.laid, s.rest, s.played]
    cards = sorted(c for p in places for c in p)
    assert cards == sorted(deck(s.rules.size(s.players)))
    assert sum(s.taken) == sum(worth(c) for c in s.played) - sum(worth(c) for c in s.trick)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, len(SETTINGS) - 1), st.integers(0, 10_000))
def test_random_games_conserve_cards_and_end(case: int, seed: int) -> None:
    s = fresh(case, seed)
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal():
        if s.current_player() == CHANCE:
            s.apply_chance()
        else:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            steps += 1
        check_conserved(s)
        assert steps < 20_000
    totals = [sum(r["deltas"][i] for r in s.sheet) for i in range(s.n_sides)]
    assert totals == s.scores
    assert s.winners and sorted(set(s.returns())) in ([0.0, 1.0], [1.0])
    for seat in range(s.players):  # partners share their return
        mate = [t for t in range(s.players) if s.side[t] == s.side[seat]]
        assert len({s.returns()[t] for t in mate}) == 1


@settings(max_examples=20, deadline=None)
@given(st.integers(0, len(SETTINGS) - 1), st.integers(0, 1000), st.integers(0, 60),
       st.text(max_size=12))
def test_typed_text_is_refused_without_a_change(case: int, seed: int, moves: int,
                                                text: str) -> None:
    s = fresh(case, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            s.apply_chance()
        else:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    if s.current_player() == CHANCE:
        s.apply_chance()
    seat = max(s.current_player(), 0)
    before = (s.observation(seat), s.history[:])
    legal_texts = {s.action_to_text(a) for a in s.legal_actions()}
    for typed in (text, "bid 5", "bid 105", "bid 52", "play 6S", "discard AS", "trump X",
                  "козырь", "99999999999999999999999", "bid -50", "pass pass"):
        try:
            action = s.text_to_action(typed)
        except KolodaError:
            assert (s.observation(seat), s.history) == before
            continue
        if s.action_to_text(action) in legal_texts:
            continue
        try:
            s.play(typed)
        except KolodaError as err:
            assert err.args
        assert (s.observation(seat), s.history) == before


@settings(max_examples=10, deadline=None)
@given(st.integers(0, len(SETTINGS) - 1), st.integers(0, 1000), st.integers(0, 80))
def test_resample_keeps_what_the_seat_knows(case: int, seed: int, moves: int) -> None:
    s = fresh(case, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            return
        if s.current_player() == CHANCE:
            s.apply_chance()
        else:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    if s.current_player() == CHANCE:
        s.apply_chance()
    for seat in range(s.players):
        for k in range(2):
            w = s.resample(seat, random.Random(k))
            assert w.observation(seat) == s.observation(seat)
            assert w.unseen(seat) == s.unseen(seat)
            for t in range(s.players):
                for card in w.hands[t]:
                    assert not s.void[t] >> C.suit_of(card) & 1
            check_conserved(w)
            w.playout(random.Random(k))
