"""Records replay, for every game key: random games (finished and cut part-way) go
record → JSON text → replay and come back with the same moves, the same result and the
same position; each move's text, read in the position it was played from, is that move.

A move's text may be shortened by what its position makes unambiguous (a solitaire
writes ``1 3`` where ``1 3 1`` is the only run), so a record written from any position
but the move's own can name another move: these tests play many short games of each
key, enough to meet such positions."""

from __future__ import annotations

import json
import random
import time

import pytest

from koloda.engine import records
from koloda.engine.conformance import check_record_round_trip
from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, Game, State, all_games
from koloda.table import Seat, Table
from koloda.table.seats import COMPUTER

KEYS = sorted(g.key for g in all_games())
BUDGET_S = 1.5  # CPU seconds of random games per key: many solitaires, a few long games
MIN_GAMES, MAX_GAMES = 2, 300


def _random_game(game: Game, seed: int) -> tuple[State, list[str], State | None]:
    """A random game to its end, the text of each move as of its own position, and a
    position part-way through it."""
    rng = random.Random(seed)
    span = game.max_players - game.min_players + 1
    rules = game.make_rules()
    # the counts in turn, skipping any the rules refuse (a game for 2 or 4, not 3)
    for step in range(span):
        players = game.min_players + (seed + step) % span
        try:
            game.check_players(players, rules)
        except RuleError:
            continue
        break
    state = game.new_state(players, rules, seed)
    texts: list[str] = []
    cut: State | None = None
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        text = state.action_to_text(action)
        assert state.text_to_action(text) == action, (
            f"{game.key} seed {seed}: '{text}' reads as another move where it was played")
        texts.append(text)
        if cut is None and rng.random() < 0.05:
            cut = state.clone()
        state.apply(action)
    return state, texts, cut


@pytest.mark.parametrize("key", KEYS)
def test_records_replay_every_random_game(key: str) -> None:
    from koloda.engine.game import get_game

    game = get_game(key)
    start = time.process_time()
    played = 0
    while played < MAX_GAMES and (played < MIN_GAMES
                                  or time.process_time() - start < BUDGET_S):
        state, texts, cut = _random_game(game, played)
        record = records.record_of(state)
        assert record["actions"] == texts, f"{key} seed {played}: texts rewritten"
        check_record_round_trip(state)
        if cut is not None:
            check_record_round_trip(cut, with_deals=False)
        played += 1


@pytest.mark.parametrize("key", KEYS)
def test_a_saved_table_resumes_where_it_stopped(key: str) -> None:
    """A table of computer players saved part-way and at the end (the terminal's save,
    the server's storage) resumes with the same moves, log and position."""
    from koloda.engine.game import get_game

    game = get_game(key)
    for seed in range(3):
        players = game.default_players
        seats = [Seat(COMPUTER, "random") for _ in range(players)]
        table = Table(game, players, game.make_rules(), seats, seed=seed)
        stop = random.Random(seed).randrange(1, 60)
        for _ in range(stop):
            if table.step() is None:
                break
        _same_after_resume(table)
        table.advance()
        _same_after_resume(table)


def _same_after_resume(table: Table) -> None:
    data = json.loads(json.dumps(table.record(), ensure_ascii=False))
    again = Table.from_record(data)
    assert again.state.history == table.state.history
    assert again.state.result() == table.state.result()
    assert again.observation(0) == table.observation(0)
    assert [e.record_text for e in again.log] == data["actions"]


def test_a_record_with_no_moves_shows_the_dealt_position() -> None:
    """Replaying a record of no moves deals the cards (Durak: six each and a trump)."""
    state = records.replay({"game": "durak", "players": 2, "seed": 5, "actions": []})
    obs = state.observation(0)
    assert state.current_player() >= 0
    assert len(obs["hand"]) == 6


@pytest.mark.parametrize("key", KEYS)
def test_a_deal_over_as_dealt_replays_finished(key: str) -> None:
    """A deal that is over before any move (some solitaires have such deals) replays to
    a finished game, as play reaches it."""
    from koloda.engine.game import get_game

    game = get_game(key)
    for seed in range(400):
        state = game.new_state(game.default_players, game.make_rules(), seed)
        while state.current_player() == CHANCE:
            state.apply_chance()
        if state.is_terminal():
            rebuilt = records.replay(records.record_of(state))
            assert rebuilt.is_terminal()
            assert rebuilt.result() == state.result()
            return
    pytest.skip(f"no deal of {key} among seeds 0-399 is over as dealt")
