"""Two server processes (uvicorn on two ports) on one PostgreSQL: one table, a person
on each process, a computer player; each move made on one process reaches the other's
client through LISTEN/NOTIFY, and both clients see every move to the end. Plus a
single-process smoke test of ``koloda serve`` on SQLite."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect

from tests.web.helpers import SECRET


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def servers(db: str, tmp: Path, count: int = 1) -> Iterator[list[str]]:
    """``count`` processes of ``koloda serve`` on ``db``, started side by side."""
    env = {**os.environ, "KOLODA_SECRET": SECRET, "XDG_DATA_HOME": str(tmp / "data")}
    procs: list[subprocess.Popen[str]] = []
    bases: list[str] = []
    try:
        for _ in range(count):
            port = free_port()
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "koloda.cli", "serve", "--port", str(port), "--db", db,
                 "--delay-ms", "0", "--log-level", "warning"],
                env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
            bases.append(f"http://127.0.0.1:{port}")
        deadline = time.monotonic() + 30
        for proc, base in zip(procs, bases, strict=True):
            while True:
                try:
                    if httpx.get(base + "/api/me", timeout=1).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if proc.poll() is not None or time.monotonic() > deadline:
                    proc.kill()
                    out = proc.stdout.read() if proc.stdout else ""
                    raise AssertionError(f"the server did not start:\n{out}")
                time.sleep(0.05)
        yield bases
    finally:
        for proc in procs:
            proc.send_signal(signal.SIGINT)
        for proc in procs:
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def person(base: str, name: str) -> httpx.Client:
    client = httpx.Client(base_url=base, timeout=10)
    assert client.post("/api/me", json={"name": name}).status_code == 200
    return client


def play(bases: list[str], table_id: str, tokens: list[str], deadline_s: float = 60
         ) -> list[dict[int, str]]:
    """Both people play (their first legal move) until both see the end; returns each
    client's log as it saw it (step -> text)."""
    with ExitStack() as stack:
        socks = [stack.enter_context(connect(b.replace("http", "ws") + f"/ws/{table_id}"))
                 for b in bases]
        return _play(socks, tokens, deadline_s)


# a person's client paces itself under the server's frame limit (rooms.FRAME_RATE, 20 a
# second): a script that answers every frame at once can outrun it on a fast machine
SEND_GAP_S = 1 / 12


def _play(socks: list[Any], tokens: list[str], deadline_s: float) -> list[dict[int, str]]:
    logs: list[dict[int, str]] = [{} for _ in socks]
    last: list[dict[str, Any]] = [{} for _ in socks]
    acted: list[int] = [-1 for _ in socks]
    sent_at: list[float] = [0.0 for _ in socks]
    for ws, token in zip(socks, tokens, strict=True):
        ws.send(json.dumps({"type": "hello", "token": token, "lang": "en", "obs": True}))
    deadline = time.monotonic() + deadline_s
    while not all(f.get("over") for f in last):
        assert time.monotonic() < deadline, "the game did not end in time"
        heard = False
        for i, ws in enumerate(socks):
            try:
                f = json.loads(ws.recv(timeout=0))
            except TimeoutError:
                f = None
            if f is not None:
                heard = True
                if f["type"] != "state":
                    assert f["type"] == "error", f
                    assert f["code"] in ("stale", "conflict", "rate_limited"), f
                    if f["code"] == "rate_limited":
                        acted[i] = -1  # not read: send it again after the gap
                    continue
                last[i] = f
                for e in f["log"]:
                    logs[i][e["step"]] = e["text"]
            f = last[i]
            if not f or f.get("over"):
                continue
            me = f["table"]["you"]
            now = time.monotonic()
            if (f["waiting"] == me and f["legal"] and acted[i] < f["version"]
                    and now - sent_at[i] >= SEND_GAP_S):
                acted[i], sent_at[i] = f["version"], now
                ws.send(json.dumps({"type": "act", "action": f["legal"][0]["action"],
                                    "version": f["version"]}))
        if not heard:
            time.sleep(0.001)
    assert last[0]["version"] == last[1]["version"]
    return logs


def test_two_processes_one_table(pg: str, tmp_path: Path) -> None:
    from koloda.web import migrate
    from koloda.web.db import Store

    migrate.upgrade(pg)
    with servers(pg, tmp_path, 2) as (one, two):
        anna, boris = person(one, "Анна"), person(two, "Борис")
        made = anna.post("/api/tables", json={
            "game": "durak", "players": 3,
            "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "computer"}]}).json()
        joined = boris.post(f"/api/tables/{made['id']}/join",
                            json={"invite": made["invite"]}).json()
        assert joined["seat"] == 1
        logs = play([one, two], made["id"], [made["token"], joined["token"]])
        store = Store(pg)
        try:
            steps = store.get_actions(made["id"])
            row = store.get_table(made["id"])
        finally:
            store.close()
        assert row is not None and row.status == "finished"
        n = len(steps)
        assert n > 10 and [a.step for a in steps] == list(range(n))
        assert any(a.actor == 2 for a in steps)  # the computer moved too
        for log in logs:  # both clients saw every move, in the same words
            assert sorted(log) == list(range(n))
        assert logs[0] == logs[1]
        # each process serves the finished game's record
        for base in (one, two):
            record = httpx.get(f"{base}/api/records/{made['id']}").json()
            assert len(record["actions"]) == n


def test_koloda_serve_on_sqlite(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'k.db'}"
    with servers(db, tmp_path) as (base,):
        anna = person(base, "Анна")
        assert "<html" in anna.get("/").text.lower()
        made = anna.post("/api/tables", json={
            "game": "czech", "players": 2,
            "seats": [{"kind": "human"}, {"kind": "computer"}]}).json()
        with connect(base.replace("http", "ws") + f"/ws/{made['id']}") as ws:
            ws.send(json.dumps({"type": "hello", "token": made["token"], "lang": "en", "obs": True}))
            f = json.loads(ws.recv(timeout=10))
            assert f["type"] == "state" and f["table"]["you"] == 0
            ws.send("x" * 5000)  # over 4 KiB: refused with an error, the socket stays
            while (f := json.loads(ws.recv(timeout=10)))["type"] == "state":
                pass
            assert f["code"] == "too_large"
            ws.send(json.dumps({"type": "ping"}))
            while json.loads(ws.recv(timeout=10))["type"] != "pong":
                pass


def test_the_load_bench_runs(tmp_path: Path) -> None:
    """bench/web_load.py at a tiny size: it plays its games and checks them by replay."""
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, str(root / "bench" / "web_load.py"), "--clients", "4", "--tables",
         "2", "--seconds", "60", "--pin", "--watchers", "1", "--watch-ms", "100", "--json"],
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert out.returncode == 0, out.stdout + out.stderr
    report = json.loads(out.stdout)
    assert report["finished"] == report["replayed_equal"] == 2
    assert report["pinned"] == (len(os.sched_getaffinity(0)) >= 2)  # the server on its own CPU
    assert report["actions"] > 0 and report["latency_ms"]["p50"] is not None
    assert report["patches"]  # its people greet as the page does
    # the spectators' frames come at most one a tenth of a second, and they come
    assert report["watch_ms"] == 100 and report["frames_watched"] > 0


def test_the_load_bench_runs_on_two_processes(pg: str, tmp_path: Path) -> None:
    """bench/web_load.py with two processes on one PostgreSQL: each table's seats are
    spread over both, every game is played to its end and replays as the clients saw it."""
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, str(root / "bench" / "web_load.py"), "--clients", "4", "--tables",
         "2", "--seconds", "60", "--processes", "2", "--db", pg, "--json"],
        capture_output=True, text=True, timeout=150,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert out.returncode == 0, out.stdout + out.stderr
    report = json.loads(out.stdout)
    assert report["processes"] == 2
    assert report["finished"] == report["replayed_equal"] == 2
    assert report["actions"] > 0 and not report["client_failures"]
