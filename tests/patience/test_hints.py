"""A solitaire hint says what it measured: how many sampled deals of the hidden cards
were solved, each within a stated CPU budget, and in how many the move wins."""

from __future__ import annotations

import re

import pytest

from koloda.engine.game import CHANCE, all_games
from koloda.games.patience import solve as S
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.state import PatienceState

SOLITAIRES = [g for g in all_games() if isinstance(g, PatienceGame)]


def _dealt(key: str, seed: int) -> PatienceState:
    game = next(g for g in SOLITAIRES if g.key == key)
    state = game.new_state(1, game.make_rules(), seed)
    while state.current_player() == CHANCE:
        state.apply_chance()
    return state


def test_a_klondike_hint_counts_worlds_and_is_fixed_by_its_seed() -> None:
    state = _dealt("klondike", 11)
    assert state.hidden_positions()
    one = S.hint(state, 600.0, worlds=8, seed=4, nodes=3_000)
    two = S.hint(state, 600.0, worlds=8, seed=4, nodes=3_000)
    assert one == two  # node caps, not the clock, bound every search here
    assert one.worlds == 8 and one.each == 600.0 / 16
    assert one.won + one.lost <= 8 and one.move_won + one.move_lost <= 8
    assert one.move_won <= one.won and one.move_lost >= one.lost
    assert one.action is not None and one.action in state.legal_actions()
    # every world whose solved line starts with the move counts for it
    text = S.hint_text(state, one, "en")
    assert f"wins in {one.move_won} of 8 sampled deals of the hidden cards" in text
    assert "%" not in text
    ru = S.hint_text(state, one, "ru")
    assert f"выигрывает в {one.move_won} из 8 случайных раскладов скрытых карт" in ru


def test_the_move_offered_is_tried_in_the_worlds_it_did_not_start() -> None:
    """A world won by another first move is solved again after the offered one, so a
    move that wins everywhere is credited everywhere."""
    state = _dealt("klondike", 11)
    confirmed = S.hint(state, 600.0, worlds=6, seed=1, nodes=3_000)
    first_only = S.hint(state, 600.0, worlds=6, seed=1, nodes=3_000, confirm=False)
    assert confirmed.action == first_only.action
    assert confirmed.move_won >= first_only.move_won


def test_undecided_worlds_are_named_with_the_budget() -> None:
    state = _dealt("klondike", 11)
    report = S.HintReport(state.legal_actions()[0], worlds=20, each=0.1, won=5, lost=3,
                          move_won=4, move_lost=3)
    assert S.hint_text(state, report, "en").endswith(
        "(wins in 4 of 20 sampled deals of the hidden cards; 13 undecided within 0.1 "
        "CPU seconds each)")
    assert S.hint_text(state, report, "ru").endswith(
        "(выигрывает в 4 из 20 случайных раскладов скрытых карт; не решено за 0,1 с "
        "процессорного времени: 13)")
    none = S.HintReport(None, worlds=20, each=0.1, won=0, lost=15)
    assert "none of 20 sampled deals" in S.hint_text(state, none, "en")
    assert "15 lost, 5 undecided" in S.hint_text(state, none, "en")


@pytest.mark.parametrize("game", SOLITAIRES, ids=lambda g: g.key)
def test_every_solitaire_hint_says_what_it_measured(
        game: PatienceGame, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(S, "HINT_BUDGET", 0.4)
    monkeypatch.setattr(S, "HINT_WORLDS", 4)
    state = _dealt(game.key, 3)
    for lang in ("ru", "en"):
        text = state.hint(0, "", lang)
        assert text and "%" not in text
        assert bool(re.search(r"[А-Яа-яЁё]", text)) == (lang == "ru")
        if text.startswith(("Совет", "Hint")) and state.hidden_positions():
            # the count of sampled deals is given (Spider words it its own way)
            assert re.search(r"\d+ (из|of) \d+", text)
