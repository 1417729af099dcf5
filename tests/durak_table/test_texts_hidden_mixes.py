"""No move text names a card its reader may not see, in mixes of variants (the generic
table test runs each variant alone)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st_

from koloda.engine.errors import RuleError
from koloda.table import Seat, Table
from koloda.table.log import leaked

from .helpers import GAME

KEYS = sorted(GAME.variants)


def _play(keys: list[str], players: int, seed: int, steps: int = 300) -> None:
    try:
        rules = GAME.make_rules(variants=keys)
        GAME.check_players(players, rules)
    except RuleError:
        return
    table = Table(GAME, players, rules, [Seat("computer", "random")] * players, seed=seed)
    twins = bool(getattr(rules, "big", False))
    for _ in range(steps):
        entry = table.step()
        if entry is None:
            break
        for viewer, text in entry.all_texts():
            bad = leaked(text, entry.hidden[viewer], twins)
            assert not bad, (keys, seed, viewer, text)


@settings(max_examples=60, deadline=None)
@given(st_.lists(st_.sampled_from(KEYS), min_size=2, max_size=3), st_.integers(2, 5),
       st_.integers(0, 10_000))
def test_no_text_names_a_hidden_card_in_mixes(keys: list[str], players: int,
                                              seed: int) -> None:
    _play(keys, players, seed)


def test_trump_swap_with_invisible_trump() -> None:
    for seed in range(12):
        _play(["trump_swap", "invisible"], 2, seed, 600)
