"""A game may name observation keys whose values never hold a card (``State.cardless_keys``:
a score sheet); a spectator's observation then passes them unredacted. The claim is
checked here over random games of every game that makes it, each seat's observation at
every move: no text under those keys reads as a card."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, all_games
from tests.table.grid import some_players

CLAIMS = sorted(g.key for g in all_games()
                if type(g.new_state(some_players(g, g.make_rules()), g.make_rules(), 1))
                .cardless_keys)


def _texts(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list | tuple):
        return [t for v in value for t in _texts(v)]
    return []


def _is_card(text: str) -> bool:
    try:
        C.parse(text)
    except (KolodaError, ValueError):
        return False
    return True


def test_tysyacha_claims_its_sheet() -> None:
    assert "tysyacha" in CLAIMS


@pytest.mark.parametrize("key", CLAIMS)
def test_cardless_keys_hold_no_card(key: str) -> None:
    game = next(g for g in all_games() if g.key == key)
    rules = game.make_rules()
    players = some_players(game, rules)
    for seed in (1, 2, 3):
        state = game.new_state(players, rules, seed)
        rng = random.Random(seed)
        plain = type(state).cardless_keys
        seen = 0
        for _ in range(3000):
            if state.is_terminal():
                break
            if state.current_player() == CHANCE:
                state.apply_chance()
                continue
            for seat in range(players):
                obs = state.observation(seat)
                for k in plain:
                    texts = _texts(obs.get(k))
                    seen += len(texts)
                    assert not [t for t in texts if _is_card(t)], (key, seed, k)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        assert seen, "the keys were never filled: the test saw nothing"
