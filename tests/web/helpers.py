"""Driving the server in-process: one TestClient (one event loop) for every identity,
each identity's cookie put in the jar before its requests."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from koloda.table import Table
from koloda.web.app import create_app
from koloda.web.db import Store
from koloda.web.identity import COOKIE
from koloda.web.patch import apply_patch
from koloda.web.rooms import Room, build_table, replay_steps

SECRET = "test-secret-" + "x" * 40
Frame = dict[str, Any]


class Closed(Exception):
    def __init__(self, code: int | None) -> None:
        super().__init__(f"closed with {code}")
        self.code = code


@dataclass
class Env:
    client: TestClient
    app: Any
    tmp: Path

    @property
    def hub(self) -> Any:
        return self.app.state.hub

    @property
    def store(self) -> Store:
        store: Store = self.app.state.store
        return store

    def player(self, name: str, lang: str = "ru") -> Player:
        self.client.cookies.clear()
        r = self.client.post("/api/me", json={"name": name, "lang": lang})
        assert r.status_code == 200, r.text
        return Player(self, name, r.cookies[COOKIE])

    def anonymous(self) -> None:
        self.client.cookies.clear()

    def idle(self, table_id: str) -> None:
        self.client.portal.call(self.hub.idle, table_id)  # type: ignore[union-attr]

    def room(self, table_id: str) -> Room:
        room: Room = self.hub.rooms[table_id]
        return room

    def replayed(self, table_id: str) -> Table:
        """The table as a replay of the stored record (through Table.from_record)."""
        got = self.store.load(table_id)
        assert got is not None
        row, steps = got
        record = {"format": "koloda-record", "version": 1, "game": row.game,
                  "players": row.players, "rules": row.rules, "seed": row.seed,
                  "seats": row.seats, "options": row.options, "agent_seed": row.agent_seed,
                  "actions": [a.text for a in steps], "actors": [a.actor for a in steps],
                  "forced": [a.step for a in steps if a.forced]}
        if row.deals:
            record["deals"] = row.deals
            record["seed"] = None
        return Table.from_record(record)


@dataclass
class Player:
    env: Env
    name: str
    cookie: str
    tokens: dict[str, str] = field(default_factory=dict)

    def use(self) -> TestClient:
        c = self.env.client
        c.cookies.clear()
        c.cookies.set(COOKIE, self.cookie)
        return c

    def create(self, game: str, seats: list[str], **body: Any) -> dict[str, Any]:
        payload = {"game": game, "players": len(seats),
                   "seats": [{"kind": k} if k in ("human", "computer") else
                             {"kind": "computer", "agent": k} for k in seats], **body}
        r = self.use().post("/api/tables", json=payload)
        assert r.status_code == 200, r.text
        out: dict[str, Any] = r.json()
        self.tokens[out["id"]] = out["token"]
        return out

    def join(self, table_id: str, invite: str) -> dict[str, Any]:
        r = self.use().post(f"/api/tables/{table_id}/join", json={"invite": invite})
        assert r.status_code == 200, r.text
        out: dict[str, Any] = r.json()
        self.tokens[table_id] = out["token"]
        return out


@contextmanager
def server(tmp: Path, url: str | None = None, **kwargs: Any) -> Iterator[Env]:
    kwargs.setdefault("delay_ms", 0)
    # tests send frames as fast as a loop can; a page's budget (20 a second) is tested apart
    kwargs.setdefault("frame_rate", 1e9)
    kwargs.setdefault("rng", random.Random(7))
    app = create_app(url or f"sqlite:///{tmp / 'koloda.db'}", secret=SECRET, data_dir=tmp,
                     **kwargs)
    with TestClient(app) as client:
        yield Env(client, app, tmp)


# how long a test waits for a frame before failing: generous, since a hint spends CPU
# seconds of solving and a loaded machine (parallel tests) stretches them several times
WAIT = 60.0


def recv_text(ws: Any, timeout: float = WAIT) -> str:
    """The next frame's text as sent, or Closed; fails the test instead of hanging."""
    async def get() -> Any:
        with anyio.fail_after(timeout):
            return await ws._send_rx.receive()

    message = ws.portal.call(get)
    if message["type"] == "websocket.close":
        raise Closed(message.get("code"))
    text: str = message["text"]
    # a real server sends UTF-8: a text it cannot encode would fail there, not here
    text.encode("utf-8")
    return text


def recv(ws: Any, timeout: float = WAIT) -> Frame:
    """The next frame, or Closed; fails the test instead of hanging."""
    frame: Frame = json.loads(recv_text(ws, timeout))
    # a patch (the page's way, which the helpers' hello asks for) is merged into the
    # connection's last state frame, as the page does, so every test reads whole frames
    if frame.get("type") == "patch":
        base = _BASES.get(id(ws))
        assert base is not None, "a patch before any state frame"
        frame = apply_patch(base, frame)
    if frame.get("type") == "state":
        _BASES[id(ws)] = frame
    return frame


# each connection's last state frame (by id: a connection's first state frame replaces
# whatever an earlier one with the same id left)
_BASES: dict[int, Frame] = {}


def pending(ws: Any) -> int:
    """How many frames wait unread."""
    stats = ws._send_rx.statistics()
    return int(stats.current_buffer_used)


def drain(ws: Any) -> list[Frame]:
    """Every frame already sent (the server is idle)."""
    out = []
    while pending(ws):
        out.append(recv(ws))
    return out


def until(ws: Any, cond: Callable[[Frame], bool], timeout: float = WAIT) -> list[Frame]:
    out = []
    while True:
        f = recv(ws, timeout)
        out.append(f)
        if cond(f):
            return out


def settled(f: Frame) -> bool:
    return f["type"] == "state" and (f["over"] or f["waiting"] is not None)


def hello(ws: Any, token: str | None, lang: str = "ru", obs: bool = True,
          patch: bool = True) -> Frame:
    """Greet a table; ``obs``: ask for the raw observation in the frames (the tests read
    it; the page does not ask); ``patch``: ask for patches after the first frame, as the
    page does (:func:`recv` merges them, so the tests read whole frames either way)."""
    ws.send_json({"type": "hello", "token": token, "lang": lang, "obs": obs, "patch": patch})
    f = recv(ws)
    assert f["type"] == "state", f
    return f


def ask(ws: Any, frame: Frame | str) -> list[Frame]:
    """Send a frame, then a ping; every frame up to the pong (the answer to it)."""
    if isinstance(frame, str):
        ws.send_text(frame)
    else:
        ws.send_json(frame)
    ws.send_json({"type": "ping"})
    out = until(ws, lambda f: f["type"] == "pong")
    return out[:-1]


def reference(env: Env, table_id: str) -> Table:
    """A fresh table of the stored header, to be advanced along the stored actions."""
    got = env.store.load(table_id)
    assert got is not None
    return build_table(got[0], [])


def advance_to(env: Env, ref: Table, table_id: str, n: int) -> None:
    """Replay stored actions into ``ref`` until it has ``n``."""
    have = len(ref.state.history)
    if have >= n:
        assert have == n, (have, n)
        return
    steps = [a for a in env.store.get_actions(table_id, have) if a.step < n]
    replay_steps(ref, steps)
    assert len(ref.state.history) == n


__all__ = ["Closed", "Env", "Player", "WebSocketDisconnect", "advance_to", "ask", "drain",
           "hello", "pending", "recv", "recv_text", "reference", "server", "settled", "until"]
