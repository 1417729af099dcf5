"""No move text a table shows a seat (or a spectator) names a card that viewer may not
see after the move: over every game, player count, preset, variant and rule switch."""

from __future__ import annotations

import pytest

from koloda.table import Seat, Table
from koloda.table.log import leaked
from koloda.table.seats import COMPUTER
from tests.table.grid import Case, build, case_id, cases

STEPS = 500  # enough for several deals of every game; the whole grid stays quick


def _twins(table: Table) -> bool:
    """Two-deck games: a card's text names its face, either copy."""
    return bool(getattr(table.state.rules, "big", False)) or any(
        card >> 7 for deal in table.state.deals for card in deal)


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_no_move_text_names_a_hidden_card(case: Case) -> None:
    built = build(case)
    if built is None:
        pytest.skip("no player count fits these rules")
    game, rules, players = built
    for seed in (1, 2):
        table = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=seed)
        twins = _twins(table)
        for _ in range(STEPS):
            entry = table.step()
            if entry is None:
                break
            assert set(entry.hidden) == {*range(players), None}
            for viewer, text in entry.all_texts():
                bad = leaked(text, entry.hidden[viewer], twins)
                assert not bad, (f"seed {seed} step {entry.step}: viewer {viewer} reads "
                                 f"{text!r} after "
                                 f"{table.state.action_to_text(entry.action)!r}")


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_a_spectator_observation_names_no_hidden_card(case: Case) -> None:
    from koloda.engine.conformance import strings_in

    built = build(case)
    if built is None:
        pytest.skip("no player count fits these rules")
    game, rules, players = built
    table = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=3)
    for step in range(300):
        if step % 5 == 0:
            hidden = table.hidden(None)
            obs = table.observation(None)
            assert obs["seat"] is None
            for text in strings_in(obs):
                assert not leaked(text, hidden, _twins(table)), (step, text)
        if table.step() is None:
            break
