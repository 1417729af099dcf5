"""Every move label the list shows parses back to its move, in both languages, over
random positions of every variant; and the record form still round-trips."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE
from koloda.games.durak import actions as A
from koloda.games.durak.state import DurakState

from .helpers import GAME

KEYS = sorted(GAME.variants)


def _walk(keys: list[str], players: int, seed: int, steps: int = 400) -> int:
    try:
        rules = GAME.make_rules(variants=keys)
        GAME.check_players(players, rules)
    except RuleError:
        return 0
    st = GAME.new_state(players, rules, seed)
    assert isinstance(st, DurakState)
    rng = random.Random(seed)
    checked = 0
    for _ in range(steps):
        if st.is_terminal():
            break
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        legal = st.legal_actions()
        for lang in ("ru", "en"):
            labels = [st.describe_action(a, lang) for a in legal]
            assert len(set(labels)) == len(labels), labels
            for a, text in zip(legal, labels, strict=True):
                assert st.text_to_action(text) == a, (lang, text, A.to_text(a))
                checked += 1
        for a in legal:
            assert A.parse(A.to_text(a)) == a
            assert st.text_to_action(A.to_text(a)) == a
        st.apply(legal[rng.randrange(len(legal))])
    return checked


@pytest.mark.parametrize("key", KEYS)
def test_every_label_of_each_variant_parses_back(key: str) -> None:
    total = 0
    for players in (2, 3, 4):
        for seed in (1, 2):
            total += _walk([key], players, seed, 300)
    assert total > 0


@settings(max_examples=40, deadline=None)
@given(st_.lists(st_.sampled_from(KEYS), min_size=1, max_size=3), st_.integers(2, 6),
       st_.integers(0, 10_000))
def test_labels_parse_back_in_random_mixes(keys: list[str], players: int, seed: int) -> None:
    _walk(keys, players, seed, 200)
