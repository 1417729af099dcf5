"""Storage, on SQLite and on PostgreSQL alike: the migration makes the schema the code
declares; a step can be written once only; a game survives a restart (same seat token,
same position, computers resume); a failed write changes nothing."""

from __future__ import annotations

import socket
import threading
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import inspect

from koloda.web import migrate
from koloda.web.db import ActionRow, Conflict, Store, metadata
from tests.web.helpers import ask, hello, recv, server, until


def test_the_migration_makes_the_declared_schema(db_url: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    assert migrate.upgrade(db_url) == migrate.head() == "0005"
    assert migrate.upgrade(db_url) == "0005"  # again: nothing to do
    store = Store(db_url)
    try:
        with store.engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), metadata)
            names = set(inspect(conn).get_table_names())
        assert diff == []
        assert {"players", "game_tables", "seat_tokens", "actions"} <= names
    finally:
        store.close()


def test_the_upgrade_keeps_the_solitaire_figures(db_url: str) -> None:
    """0003 adds won_after_undo to patience_stats: a row written before has 0 there."""
    assert migrate.upgrade(db_url, "0002") == "0002"
    store = Store(db_url)
    try:
        with store.engine.begin() as conn:
            conn.exec_driver_sql(
                "INSERT INTO patience_stats (player_id, game, played, won, streak, "
                "best_streak, best_seconds, fewest_moves, updated_at) VALUES "
                "('p', 'klondike', 3, 2, 1, 2, 95.5, 120, '2026-01-01 00:00:00')")
        assert migrate.upgrade(db_url) == "0005"
        assert store.patience_figures("p") == {"klondike": {
            "played": 3, "won": 2, "streak": 1, "best_streak": 2, "best_seconds": 95.5,
            "fewest_moves": 120, "won_after_undo": 0}}
    finally:
        store.close()


def test_the_cli_upgrades_a_database(db_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    from koloda import cli

    assert cli.main(["db", "upgrade", "--db", db_url]) == 0
    assert capsys.readouterr().out.strip() == "database at revision 0005"


@pytest.mark.parametrize("url", [
    "nosuch://x",
    "postgresql://",
    "postgresql://koloda:s3cret-pw@127.0.0.1:1/koloda",
    "sqlite:///{tmp}/a-file/db.sqlite",
])
@pytest.mark.parametrize("command", ["db", "serve"])
def test_a_database_that_cannot_be_opened_is_a_message(
        url: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No traceback and no server for a wrong URL, and its password is never printed."""
    import uvicorn

    from koloda import cli

    def never(*_a: object, **_k: object) -> None:
        raise AssertionError("the server started")

    monkeypatch.setattr(uvicorn, "run", never)
    (tmp_path / "a-file").write_text("not a folder")
    url = url.format(tmp=tmp_path)
    # a free port of its own: the parallel test processes once met on a fixed one, and
    # the second was refused the port instead of the database
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    argv = ["db", "upgrade", "--db", url] if command == "db" else [
        "serve", "--db", url, "--host", "127.0.0.1", "--port", str(port)]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "базу данных" in err and "Traceback" not in err and "s3cret" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_step_is_written_once(db_url: str, tmp_path: Path) -> None:
    migrate.upgrade(db_url)
    with server(tmp_path, db_url, migrate=False) as env:
        made = env.player("Анна").create("durak", ["human", "human"])
    one, two = Store(db_url), Store(db_url)  # as two processes
    try:
        row = one.get_table(made["id"])
        assert row is not None
        step = ActionRow(0, "attack 9S", row.players - 1, False)
        barrier = threading.Barrier(2)
        outcomes: list[str] = []

        def write(store: Store) -> None:
            barrier.wait()
            try:
                store.append_action(made["id"], row.version, step)
                outcomes.append("written")
            except Conflict:
                outcomes.append("conflict")

        threads = [threading.Thread(target=write, args=(s,)) for s in (one, two)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(outcomes) == ["conflict", "written"]
        assert len(one.get_actions(made["id"])) == 1
        # the same step again with the new version: the primary key refuses it
        with pytest.raises(Conflict):
            one.append_action(made["id"], row.version + 1, step)
        with pytest.raises(Conflict):  # and a stale version is refused before that
            one.append_action(made["id"], row.version, ActionRow(1, "take", 0, False))
        assert [a.step for a in two.get_actions(made["id"])] == [0]
    finally:
        one.close()
        two.close()


def test_a_prepared_write_stores_what_the_core_path_stores(db_url: str) -> None:
    """A move's write runs statements compiled once (``Prepared``): its rows must be the
    rows SQLAlchemy's own statements write, column by column as the database holds them
    (a time in SQLite's text form, a flag as an integer), and read back the same."""
    from sqlalchemy import insert, select, text

    from koloda.web.db import TableRow, actions, game_tables, now

    migrate.upgrade(db_url)
    store = Store(db_url)
    try:
        for table_id in ("core", "prepared"):
            store.create_table(TableRow(id=table_id, game="durak", players=2, rules={},
                                        seed=1, agent_seed=2, options={},
                                        seats=[{"kind": "human"}] * 2), [])
        t = now()
        steps = [ActionRow(0, "attack 9S", 0, False), ActionRow(1, "take", 1, True)]
        with store.engine.begin() as conn:
            conn.execute(insert(actions), [
                {"table_id": "core", "step": a.step, "text": a.text, "actor": a.actor,
                 "forced": a.forced, "created_at": t} for a in steps])
            conn.execute(game_tables.update().where(game_tables.c.id == "core").values(
                version=1, updated_at=t))
        with store.engine.begin() as conn:
            store._add_action.run(conn, *(
                {"table_id": "prepared", "step": a.step, "text": a.text, "actor": a.actor,
                 "forced": a.forced, "created_at": t} for a in steps))
            assert store._bump.run(conn, {"b_id": "prepared", "b_seen": 0, "version": 1,
                                          "updated_at": t}).rowcount == 1
            # a stale version, or a finished table, matches no row
            assert store._bump.run(conn, {"b_id": "prepared", "b_seen": 0, "version": 1,
                                          "updated_at": t}).rowcount == 0

        def stored(table_id: str) -> tuple[list[Any], Any]:
            with store.engine.connect() as conn:
                rows = conn.execute(text(
                    "SELECT step, text, actor, forced, created_at, text_after_move "
                    "FROM actions WHERE table_id = :t ORDER BY step"), {"t": table_id}).all()
                head = conn.execute(text(
                    "SELECT version, updated_at, status FROM game_tables WHERE id = :t"),
                    {"t": table_id}).one()
            return [tuple(r) for r in rows], tuple(head)

        assert stored("prepared") == stored("core")
        assert store.get_actions("prepared") == store.get_actions("core") == steps
        with store.engine.connect() as conn:
            times = conn.execute(select(game_tables.c.id, game_tables.c.updated_at)).all()
        assert {r.id: r.updated_at.replace(tzinfo=None) for r in times}["prepared"] == \
            t.replace(tzinfo=None)
    finally:
        store.close()


def test_a_game_survives_a_restart(db_url: str, tmp_path: Path) -> None:
    with server(tmp_path, db_url) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("durak", ["human", "human", "computer"])
        joined = boris.join(made["id"], made["invite"])
        env.anonymous()
        tokens = {0: made["token"], 1: joined["token"]}
        with env.client.websocket_connect(f"/ws/{made['id']}") as wa, \
                env.client.websocket_connect(f"/ws/{made['id']}") as wb:
            socks = {0: wa, 1: wb}
            frames = {0: hello(wa, tokens[0]), 1: hello(wb, tokens[1])}
            for _ in range(12):  # some moves of both people
                env.idle(made["id"])
                version = env.room(made["id"]).version
                for s, ws in socks.items():
                    if frames[s]["version"] != version:
                        frames[s] = until(ws, lambda f, v=version: f["type"] == "state"
                                          and f["version"] == v)[-1]
                seat = frames[0]["waiting"]
                if seat is None:
                    break
                socks[seat].send_json({"type": "act", "action": frames[seat]["legal"][0]["action"],
                                       "version": frames[seat]["version"]})
            env.idle(made["id"])
            room = env.room(made["id"])
            before = (room.version, list(room.table.state.history),
                      [room.table.observation(s) for s in range(3)],
                      [e.text(0, "ru") for e in room.table.log])
    with server(tmp_path, db_url) as env:  # a new process on the same database
        room = env.room(made["id"])  # rebuilt at start
        env.idle(made["id"])
        after = (room.version, list(room.table.state.history),
                 [room.table.observation(s) for s in range(3)],
                 [e.text(0, "ru") for e in room.table.log])
        assert after == before
        with env.client.websocket_connect(f"/ws/{made['id']}") as wa:
            f = hello(wa, tokens[0])
            assert f["table"]["you"] == 0 and f["version"] == before[0]
            assert f["obs"] == before[2][0]
            assert [e["text"] for e in f["log"]] == before[3]
        env.client.cookies.set("koloda_id", boris.cookie)  # a reload: the cookie only
        with env.client.websocket_connect(f"/ws/{made['id']}") as wb:
            assert hello(wb, None)["table"]["you"] == 1


def test_computer_moves_resume_after_a_restart(db_url: str, tmp_path: Path) -> None:
    with server(tmp_path, db_url, delay_ms=10_000) as env:  # too slow to move before
        made = env.player("Анна").create("durak", ["human", "computer", "computer"])
        rows_before = len(env.store.get_actions(made["id"]))
        room = env.room(made["id"])
        waiting_for_computer = room.table_moves()
    with server(tmp_path, db_url) as env:
        env.idle(made["id"])
        room = env.room(made["id"])
        assert not room.table_moves()  # the computers moved up to the person
        if waiting_for_computer:
            assert len(env.store.get_actions(made["id"])) > rows_before


def test_a_failed_write_changes_nothing(db_url: str, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    with server(tmp_path, db_url) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            hello(ws, made["token"])
            env.idle(made["id"])
            f = ask(ws, {"type": "lang", "lang": "en"})[-1]
            room = env.room(made["id"])
            before = (room.version, list(room.table.state.history))
            store = env.store

            def down(*args: object, **kwargs: object) -> None:
                raise OSError("the database is down")

            monkeypatch.setattr(store, "append_action", down)
            got = ask(ws, {"type": "act", "action": f["legal"][0]["action"],
                           "version": f["version"]})
            assert [g["code"] for g in got if g["type"] == "error"] == ["conflict"]
            assert (room.version, list(room.table.state.history)) == before
            monkeypatch.undo()
            got = ask(ws, {"type": "act", "action": f["legal"][0]["action"],
                           "version": f["version"]})
            assert not [g for g in got if g["type"] == "error"]
            env.idle(made["id"])
            assert len(env.store.get_actions(made["id"])) == len(room.table.state.history)


def test_a_lost_reload_drops_the_room(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """If even the reload fails, the room is dropped and its sockets closed: the next
    connection rebuilds the table from the database."""
    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            hello(ws, made["token"])
            env.idle(made["id"])
            f = ask(ws, {"type": "lang", "lang": "en"})[-1]
            room = env.room(made["id"])

            def down(*args: object, **kwargs: object) -> None:
                raise OSError("the database is down")

            monkeypatch.setattr(env.store, "append_action", down)
            monkeypatch.setattr(env.hub, "load_sync", down)
            ws.send_json({"type": "act", "action": f["legal"][0]["action"],
                          "version": f["version"]})
            codes = []
            from tests.web.helpers import Closed

            with pytest.raises(Closed):
                while True:
                    g = recv(ws)
                    codes.append(g.get("code"))
            assert "conflict" in codes and "internal" in codes
            assert made["id"] not in env.hub.rooms and room.closed
        monkeypatch.undo()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            g = hello(ws, made["token"])
            assert g["version"] == f["version"] and g["obs"] == f["obs"]


def test_another_process_move_is_loaded_pushed_and_followed(
        db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a NOTIFY brings: a move another process wrote is loaded and pushed; if that
    process then dies before the computer's move, this one makes it (the watchdog)."""
    from koloda.web import rooms

    monkeypatch.setattr(rooms, "WATCHDOG_S", 0.05)
    with server(tmp_path, db_url) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            hello(ws, made["token"])
            env.idle(made["id"])
            f = ask(ws, {"type": "lang", "lang": "en"})[-1]
            room = env.room(made["id"])
            other = Store(db_url)
            try:
                while True:  # "another process" writes the person's moves, up to a
                    version, n = room.version, len(room.table.state.history)  # computer's
                    other.append_action(made["id"], version,
                                        ActionRow(n, f["legal"][0]["text"], 0, False))

                    async def notify(v: int = version) -> None:
                        env.hub.notified(made["id"], v + 1)

                    env.client.portal.call(notify)
                    f = until(ws, lambda g, v=version: g["type"] == "state"
                              and g["version"] > v)[-1]
                    assert f["log"][-1]["step"] == n  # the foreign move, pushed
                    if f["waiting"] is None or f["over"]:
                        break
            finally:
                other.close()  # ... and dies before the computer's move
            # the computer's move is made here after the watchdog's wait
            until(ws, lambda g: g["type"] == "state" and (
                g["over"] or g["waiting"] == 0))
            env.idle(made["id"])
            assert room.version > version + 1 or room.table.over
            assert [a.step for a in env.store.get_actions(made["id"])] == list(
                range(len(room.table.state.history)))


def test_one_process_on_sqlite_never_waits_in_the_busy_handler(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A process's own transactions on SQLite queue on its lock, not in SQLite's busy
    handler (which sleeps between tries): with the busy timeout at zero, so that any
    transaction meeting another's open one fails at once, many threads writing together
    all succeed."""
    from koloda.web import db

    real = db.create_engine

    def impatient(url: str, **kw: Any) -> Any:
        if url.startswith("sqlite"):
            kw["connect_args"] = {**kw.get("connect_args", {}), "timeout": 0}
        return real(url, **kw)

    monkeypatch.setattr(db, "create_engine", impatient)
    url = f"sqlite:///{tmp_path / 'k.db'}"
    migrate.upgrade(url)
    store = Store(url)
    try:
        barrier = threading.Barrier(8)
        failures: list[Exception] = []

        def write(i: int) -> None:
            barrier.wait()
            try:
                for j in range(25):
                    store.save_player(f"p{i}-{j}", f"Игрок {i}", "ru")
            except Exception as err:  # reported below, from the main thread
                failures.append(err)

        threads = [threading.Thread(target=write, args=(i,)) for i in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert failures == []
    finally:
        store.close()
