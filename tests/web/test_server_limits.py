"""What keeps one process serving many tables: a connection that floods frames is slowed,
then closed; a table nobody looks at leaves memory and comes back from the database on the
next visit, as it was."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from koloda.web import rooms
from koloda.web.rooms import FRAME_BURST, FRAME_RATE, Conn
from tests.web.helpers import Closed, drain, hello, recv, server, settled, until


def test_a_connection_has_a_frame_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [1000.0]
    monkeypatch.setattr(rooms.time, "monotonic", lambda: clock[0])
    conn = Conn(None, None)  # type: ignore[arg-type]
    assert all(conn.allow() for _ in range(int(FRAME_BURST)))
    assert not conn.allow() and conn.refused == 1
    clock[0] += 1.5 / FRAME_RATE  # one frame's worth of time (and a half): one frame more
    assert conn.allow() and conn.refused == 0
    assert not conn.allow()
    clock[0] += 3600  # the budget refills to the burst, never beyond
    assert sum(conn.allow() for _ in range(int(FRAME_BURST) + 5)) == int(FRAME_BURST)


def test_a_flood_is_refused_unread_then_closed(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("koloda.web.app.FLOOD_CLOSE", 30)
    with server(tmp_path, frame_rate=0.001) as env:  # no refill within the test
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "computer"])
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            first = hello(ws, anna.tokens[made["id"]])
            env.idle(made["id"])
            drain(ws)
            for _ in range(int(FRAME_BURST) + 10):
                ws.send_json({"type": "ping"})
            # a push of the table (a state frame, a notice) may come in between; count the
            # answers to the pings only
            got = until(ws, lambda f: f["type"] == "error")
            kinds = [f["type"] for f in got if f["type"] in ("pong", "error")]
            assert kinds.count("pong") == int(FRAME_BURST) - 1  # hello took one
            assert len(kinds) == int(FRAME_BURST)
            assert got[-1]["type"] == "error" and got[-1]["code"] == "rate_limited"
            assert "в секунду" in got[-1]["message"]  # the budget, in the page's language
            # refused frames change nothing; a flood goes on until the socket is closed
            for _ in range(40):
                ws.send_json({"type": "act", "action": 0, "version": first["version"]})
            with pytest.raises(Closed) as closed:
                while True:
                    recv(ws, timeout=10)
            assert closed.value.code == 1008
        room = env.room(made["id"])
        assert room.version == first["version"] or room.table.state.history


def test_an_idle_table_leaves_memory_and_returns_as_it_was(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("tysyacha", ["human", "computer", "computer"])
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            first = hello(ws, anna.tokens[made["id"]])
            env.idle(made["id"])
            before = [f for f in [first, *drain(ws)] if f["type"] == "state"][-1]
            assert settled(before)
        hub = env.hub
        kept = hub.rooms[made["id"]]
        assert hub.sweep(idle_s=3600) == 0  # looked at just now: kept
        kept.touched = time.monotonic() - 3601
        assert hub.sweep(idle_s=3600) == 1 and made["id"] not in hub.rooms
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            after = hello(ws, anna.tokens[made["id"]])
        assert hub.rooms[made["id"]] is not kept  # rebuilt from the database
        for key in ("obs", "legal", "to_move", "waiting", "version"):
            assert after[key] == before[key], key
        assert after["since"] == 0
        assert len(after["log"]) == before["since"] + len(before["log"])
        assert [e["text"] for e in after["log"][before["since"]:]] == \
            [e["text"] for e in before["log"]]


def test_a_room_put_away_while_a_page_connects_is_held_again(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "computer"])
        env.idle(made["id"])
        hub = env.hub
        room = hub.rooms[made["id"]]
        room.touched -= 10_000
        assert hub.sweep() == 1
        assert hub.hold(room) and hub.rooms[made["id"]] is room  # nobody took its place
        other = env.client.portal.call(hub.get, made["id"])  # type: ignore[union-attr]
        assert other is room
        del hub.rooms[made["id"]]
        fresh = env.client.portal.call(hub.get, made["id"])  # type: ignore[union-attr]
        assert fresh is not room and not hub.hold(room)  # the page must reconnect
