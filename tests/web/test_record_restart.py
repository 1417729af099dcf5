"""Solitaire tables survive a server restart: games whose move texts are shortened by
their position (``1 3`` for ``1 3 1``) are stored as played, rebuilt by a new server on
the same database with the same moves, and a finished one's record answers and replays."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from koloda.engine import records
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, get_game
from tests.web.helpers import ask, hello, server


def tricky_line(key: str) -> tuple[int, list[int]]:
    """A deal and a random line of it to the end in which some move's text, written
    after the move, would read as another move (the stored form that lost games)."""
    game = get_game(key)
    for seed in range(1, 2000):
        rng = random.Random(seed)
        state = game.new_state(1, game.make_rules(), seed)
        line: list[int] = []
        tricky = False
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_chance()
                continue
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            after = state.clone()
            after.apply(action)
            try:  # the old rows: the text written after the move, read before it
                tricky |= state.text_to_action(after.action_to_text(action)) != action
            except KolodaError:
                tricky = True
            state.apply(action)
            line.append(action)
        if tricky:
            return seed, line
    raise AssertionError(f"no tricky line for {key}")


@pytest.mark.parametrize("key", ["carlton", "streets", "alternation"])
def test_a_solitaire_table_rebuilds_after_a_restart(key: str, tmp_path: Path) -> None:
    seed, line = tricky_line(key)
    half = len(line) // 2
    with server(tmp_path) as env:
        anna = env.player("Аня")
        made = anna.create(key, ["human"], deal=seed)
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            frame = hello(ws, made["token"])
            for action in line[:half]:
                frame = _act(ws, frame, action)
    with server(tmp_path) as env, env.client.websocket_connect(f"/ws/{tid}") as ws:
        frame = hello(ws, made["token"])  # a new server on the same database
        assert len(env.room(tid).table.state.history) == half
        for action in line[half:]:
            frame = _act(ws, frame, action)
        assert frame["over"]
    with server(tmp_path) as env:
        r = env.client.get(f"/api/records/{tid}")
        assert r.status_code == 200, r.text
        assert records.replay(r.json()).history == line


def _act(ws: Any, frame: dict[str, Any], action: int) -> dict[str, Any]:
    assert action in [m["action"] for m in frame["legal"]], frame["legal"]
    got = ask(ws, {"type": "act", "action": action, "version": frame["version"]})
    states = [f for f in got if f["type"] == "state"]
    assert states and not [f for f in got if f["type"] == "error"], got
    return states[-1]


@pytest.mark.parametrize("key", ["carlton", "streets", "alternation"])
def test_moves_stored_before_0004_are_read_as_written_after_the_move(
        key: str, tmp_path: Path) -> None:
    """Rows of the old server held each text as of the position after its move; marked
    by the migration, they are read by that rule and the table rebuilds as played."""
    from sqlalchemy import update

    from koloda.web.db import actions

    seed, line = tricky_line(key)
    with server(tmp_path) as env:
        made = env.player("Аня").create(key, ["human"], deal=seed)
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            frame = hello(ws, made["token"])
            for action in line[:-1]:
                frame = _act(ws, frame, action)
        game = get_game(key)
        state = game.new_state(1, game.make_rules(), seed)
        with env.store.engine.begin() as conn:  # the rows as the old server wrote them
            for step, action in enumerate(line[:-1]):
                while state.current_player() == CHANCE:
                    state.apply_chance()
                state.apply(action)
                conn.execute(update(actions).where(
                    actions.c.table_id == tid, actions.c.step == step).values(
                    text=state.action_to_text(action), text_after_move=True))
    with server(tmp_path) as env, env.client.websocket_connect(f"/ws/{tid}") as ws:
        frame = hello(ws, made["token"])
        assert env.room(tid).table.state.history == line[:-1]
        frame = _act(ws, frame, line[-1])
        assert frame["over"]


def test_the_migration_marks_the_rows_already_stored(sqlite_url: str) -> None:
    from sqlalchemy import select

    from koloda.web import migrate
    from koloda.web.db import ActionRow, Store, actions

    assert migrate.upgrade(sqlite_url, "0003") == "0003"
    store = Store(sqlite_url)
    try:
        with store.engine.begin() as conn:
            conn.exec_driver_sql(
                "INSERT INTO game_tables (id, game, players, rules, seed, agent_seed, "
                "options, seats, status, source, version, rewound, hints, created_at, "
                "updated_at) VALUES ('t1', 'klondike', 1, '{}', 1, 1, '{}', "
                "'[{\"kind\": \"human\", \"agent\": null, \"name\": null}]', 'open', 'web', "
                "1, 0, '[]', '2026-01-01 00:00:00', '2026-01-01 00:00:00')")
            conn.exec_driver_sql(
                "INSERT INTO actions (table_id, step, text, actor, forced, created_at) "
                "VALUES ('t1', 0, 'draw', 0, 0, '2026-01-01 00:00:00')")
        assert migrate.upgrade(sqlite_url) == "0005"
        got = store.load("t1")
        assert got is not None
        assert got[1] == [ActionRow(0, "draw", 0, False, True)]
        store.append_action("t1", 1, ActionRow(1, "draw", 0, False))
        with store.engine.connect() as conn:
            marks = conn.execute(select(actions.c.step, actions.c.text_after_move)
                                 .order_by(actions.c.step)).all()
        assert [tuple(m) for m in marks] == [(0, True), (1, False)]
    finally:
        store.close()
