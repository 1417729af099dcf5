"""Load benchmark of the web server (not a unit test): N simulated people on M tables play
random legal moves over WebSockets against ``koloda serve`` on 127.0.0.1: one process, or
with ``--processes K`` and a PostgreSQL ``--db`` several processes sharing the database,
the seats of each table spread over them (a move made on one process reaches the others
through LISTEN/NOTIFY).

It reports the actions per second the server took, the action-to-push latency (from
sending an ``act`` to receiving the state frame that includes it, on the acting
connection) at p50 and p99, and checks that every finished game in the database replays
(``koloda.engine.records.replay`` of ``GET /api/records/{id}``) to the position the
clients saw last (the first seat's observation: that client asks for it in its hello, the
others greet as the page does and get the picture alone).

Bounded: each game stops at ``--max-actions`` moves, the whole run at ``--seconds``; only
127.0.0.1 is contacted. Usage::

    python bench/web_load.py [--clients 200] [--tables 50] [--seconds 300] [--watchers 0]
                             [--db URL] [--processes K] [--pin] [--watch-ms MS]
                             [--stagger S] [--seed 1] [--json]

Every table starts at once unless ``--stagger S``: then the tables' people arrive spread
over S seconds, as they do at a real server. The report gives the latency of the actions
sent in the first second apart (``latency_first_second_ms``) and after it
(``latency_after_first_second_ms``): a start where 200 people greet and 50 first moves
come in the same instant is where the slowest actions of a run are.

``--pin`` keeps the servers off the clients' CPU (the clients on the last one, the servers
on the others), as a server runs where its players are not: on a machine of two cores
unpinned, the two share both and each slows the other.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect

from koloda.engine import records
from koloda.web.rooms import FRAME_RATE

try:
    from koloda.web.patch import apply_patch
except ImportError:  # a tree from before patch frames: whole frames, as its page had
    apply_patch = None  # type: ignore[assignment]

# (game, rules, variants) for a table of n people; the first that fits n is taken in turn
GAMES: list[tuple[str, dict[str, Any], list[str], range]] = [
    ("durak", {}, ["podkidnoy"], range(2, 7)),
    ("czech", {}, [], range(2, 7)),
    ("101", {}, [], range(2, 7)),
    ("tysyacha", {"max_deals": 2}, [], range(2, 5)),
]


@dataclass
class Stats:
    actions: int = 0
    latencies: list[float] = field(default_factory=list)
    sent_at: list[float] = field(default_factory=list)  # each latency's send, monotonic
    errors: Counter[str] = field(default_factory=Counter)
    watched: int = 0  # state frames the spectators read


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: str, port: int, data: Path, cores: set[int] | None = None,
                 watch_ms: int | None = None) -> subprocess.Popen[bytes]:
    """A ``koloda serve`` process; ``cores``: the CPUs it (every thread of it) may run on;
    ``watch_ms``: its ``--watch-ms`` (None: the server's default)."""
    env = {**os.environ, "XDG_DATA_HOME": str(data), "KOLODA_SECRET": "bench-" + "x" * 40}

    def pin() -> None:  # in the child before it starts: its threads inherit the set
        if cores is not None:
            os.sched_setaffinity(0, cores)

    return subprocess.Popen(
        [sys.executable, "-m", "koloda.cli", "serve", "--host", "127.0.0.1", "--port",
         str(port), "--db", db, "--delay-ms", "0", "--log-level", "warning",
         *([] if watch_ms is None else ["--watch-ms", str(watch_ms)])],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=pin)


def pinning(processes: int) -> tuple[set[int], set[int]] | None:
    """The CPUs for the servers and for the clients (this process) when ``--pin``: the
    servers on all but the last, the clients on the last, so the two do not share a core
    (None where the machine has one CPU or no affinity calls)."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    cpus = sorted(os.sched_getaffinity(0))
    if len(cpus) < 2:
        return None
    return set(cpus[:-1]), {cpus[-1]}


def wait_ready(base: str, proc: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit("the server exited at start")
        try:
            if httpx.get(base + "/api/me", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise SystemExit("the server did not start in time")


async def person(http: httpx.AsyncClient, name: str) -> dict[str, str]:
    """A new person (a fresh cookie: a renamed cookie would be the same player)."""
    http.cookies.clear()
    r = await http.post("/api/me", json={"name": name})
    r.raise_for_status()
    return dict(r.cookies)


async def setup_tables(base: str, clients: int, tables: int
                       ) -> list[tuple[str, str, list[tuple[int, str]]]]:
    """Create the tables and seat every simulated person: [(table id, game,
    [(seat, token)])]."""
    sizes = [clients // tables + (1 if t < clients % tables else 0) for t in range(tables)]
    out = []
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        for t, size in enumerate(sizes):
            fitting = [g for g in GAMES if size in g[3]]
            if not fitting:
                raise SystemExit(f"no game for {size} people at one table")
            game, rules, variants, _ = fitting[t % len(fitting)]
            http.cookies = httpx.Cookies(await person(http, f"P{t}-0"))
            r = await http.post("/api/tables", json={
                "game": game, "players": size, "rules": rules, "variants": variants,
                "seats": [{"kind": "human"}] * size})
            r.raise_for_status()
            made = r.json()
            seats = [(made["seat"], made["token"])]
            for k in range(1, size):
                http.cookies = httpx.Cookies(await person(http, f"P{t}-{k}"))
                j = await http.post(f"/api/tables/{made['id']}/join",
                                    json={"invite": made["invite"]})
                j.raise_for_status()
                seats.append((j.json()["seat"], j.json()["token"]))
            out.append((made["id"], game, seats))
    return out


async def play(ws_base: str, table_id: str, seat: int, token: str, rng: random.Random,
               stats: Stats, deadline: float, max_actions: int,
               whole: bool = False, arrive: float = 0.0) -> dict[str, Any] | None:
    """One simulated person: random legal moves until the game ends or time is up
    (``arrive``: seconds to wait before connecting)."""
    if arrive > 0:
        await asyncio.sleep(arrive)
    last: dict[str, Any] | None = None
    acted = -1
    sent_at: float | None = None
    pending: str | None = None  # the last act sent, re-sent if the server refused to read it
    mine = 0
    gap = 1.0 / FRAME_RATE  # a well-behaved client keeps under the server's frame rate
    next_send = 0.0
    async with connect(f"{ws_base}/ws/{table_id}", max_size=1 << 22) as ws:
        # the first seat asks for the raw observation, to check the replay with; the
        # others greet as the page does (the picture alone); all take patches, as the
        # page does, where the server has them (``--whole``: as the page did before)
        await ws.send(json.dumps({"type": "hello", "token": token, "lang": "en",
                                  "obs": seat == 0, **({} if whole else {"patch": True})}))
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            try:
                raw = await asyncio.wait_for(ws.recv(), left)
            except TimeoutError:
                break
            f = json.loads(raw)
            if f["type"] == "patch" and last is not None and apply_patch is not None:
                f = apply_patch(last, f)
            if f["type"] == "error":
                stats.errors[f["code"]] += 1
                if f["code"] == "rate_limited" and pending is not None:
                    await asyncio.sleep(2 * gap)
                    next_send = time.monotonic() + gap
                    await ws.send(pending)
                continue
            if f["type"] != "state":
                continue
            last = f
            now = time.monotonic()
            if sent_at is not None and f["version"] > acted:
                stats.latencies.append(now - sent_at)
                stats.sent_at.append(sent_at)
                sent_at = None
            if f["over"] or mine >= max_actions:
                break
            if f["waiting"] == seat and f["legal"] and f["version"] > acted and sent_at is None:
                choice = rng.choice(f["legal"])
                acted = f["version"]
                if (wait := next_send - time.monotonic()) > 0:
                    await asyncio.sleep(wait)
                sent_at = time.monotonic()
                next_send = sent_at + gap
                mine += 1
                stats.actions += 1
                pending = json.dumps({"type": "act", "action": choice["action"],
                                      "version": f["version"]})
                await ws.send(pending)
    return last


async def watch(ws_base: str, table_id: str, lang: str, deadline: float,
                stats: Stats, whole: bool = False) -> None:
    """A spectator: reads every frame of the table until the game ends or time is up."""
    async with connect(f"{ws_base}/ws/{table_id}", max_size=1 << 22) as ws:
        await ws.send(json.dumps({"type": "hello", "token": None, "lang": lang,
                                  **({} if whole else {"patch": True})}))
        last: dict[str, Any] | None = None
        while (left := deadline - time.monotonic()) > 0:
            try:
                f = json.loads(await asyncio.wait_for(ws.recv(), left))
            except TimeoutError:
                break
            if f["type"] == "patch" and last is not None and apply_patch is not None:
                f = apply_patch(last, f)
            if f["type"] == "state":
                last = f
            if f["type"] == "error":
                stats.errors[f["code"]] += 1
            elif f["type"] == "state":
                stats.watched += 1
                if f["over"]:
                    break


def verify(base: str, tables: list[tuple[str, str, list[tuple[int, str]]]],
           seen: dict[tuple[str, int], dict[str, Any] | None]) -> dict[str, Any]:
    """Every finished game replays to the observation its first seat saw last (the seat
    that asks for the observation; the others' frames are the same position's)."""
    finished = matched = cut = 0
    problems: list[str] = []
    for table_id, _, seats in tables:
        r = httpx.get(f"{base}/api/records/{table_id}", timeout=30)
        if r.status_code == 404:
            continue  # unfinished (time or move cap)
        r.raise_for_status()
        finished += 1
        state = records.replay(r.json())
        ok = True
        for seat, _ in seats:
            if seat != 0:
                continue
            frame = seen.get((table_id, seat))
            want = json.loads(json.dumps(state.observation(seat)))
            if frame is not None and not frame.get("over"):
                # the game ended on the server after this client's clock ran out (another
                # seat's last move): nothing to compare
                ok = False
                cut += 1
            elif frame is None or frame["obs"] != want:
                ok = False
                problems.append(f"{table_id} seat {seat}")
        matched += ok
    return {"finished": finished, "replayed_equal": matched, "cut_by_clock": cut,
            "problems": problems[:10]}


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run(args: argparse.Namespace, base: str | list[str],
              server_pid: int | list[int] = 0) -> dict[str, Any]:
    bases = [base] if isinstance(base, str) else base
    pids = [server_pid] if isinstance(server_pid, int) else server_pid
    base = bases[0]
    rng = random.Random(args.seed)
    t0 = time.monotonic()
    tables = await setup_tables(base, args.clients, args.tables)
    setup_s = time.monotonic() - t0
    stats = Stats()
    ws_bases = [b.replace("http://", "ws://") for b in bases]
    whole = args.whole or apply_patch is None
    deadline = time.monotonic() + args.seconds
    jobs = []
    keys = []
    for t, (table_id, _, seats) in enumerate(tables):
        for k, (seat, token) in enumerate(seats):
            keys.append((table_id, seat))
            # a table's seats take turns over the processes
            ws_base = ws_bases[(t + k) % len(ws_bases)]
            jobs.append(play(ws_base, table_id, seat, token, random.Random(rng.random()), stats,
                             deadline, args.max_actions, whole,
                             args.stagger * t / len(tables)))
    watchers = [watch(ws_bases[(t + k) % len(ws_bases)], table_id, ("ru", "en")[k % 2],
                      deadline, stats, whole)
                for t, (table_id, _, _) in enumerate(tables) for k in range(args.watchers)]
    start = time.monotonic()
    cpu0 = sum(cpu_seconds(pid) for pid in pids)
    results, _ = await asyncio.gather(asyncio.gather(*jobs, return_exceptions=True),
                                      asyncio.gather(*watchers, return_exceptions=True))
    wall = time.monotonic() - start
    server_cpu = sum(cpu_seconds(pid) for pid in pids) - cpu0
    seen: dict[tuple[str, int], dict[str, Any] | None] = {}
    failures = 0
    for key, res in zip(keys, results, strict=True):
        if isinstance(res, BaseException):
            failures += 1
            seen[key] = None
        else:
            seen[key] = res
    check = await asyncio.to_thread(verify, base, tables, seen)
    lat = sorted(stats.latencies)

    def pct(p: float, values: list[float] | None = None) -> float | None:
        xs = lat if values is None else values
        if not xs:
            return None
        return round(1000 * xs[min(len(xs) - 1, int(p * len(xs)))], 2)

    def window(first: bool) -> dict[str, Any]:
        xs = sorted(x for x, at in zip(stats.latencies, stats.sent_at, strict=True)
                    if (at - start < 1.0) == first)
        return {"actions": len(xs), "p50": pct(0.50, xs), "p99": pct(0.99, xs)}

    return {
        "clients": args.clients, "tables": args.tables, "processes": len(bases),
        "pinned": args.pin, "watch_ms": args.watch_ms,
        "patches": not whole,
        "watchers_per_table": args.watchers, "frames_watched": stats.watched,
        "games": dict(Counter(g for _, g, _ in tables)),
        "setup_s": round(setup_s, 2), "play_s": round(wall, 2),
        "actions": stats.actions, "actions_per_s": round(stats.actions / wall, 1) if wall else 0,
        # the server's own CPU time over the play phase (its process, all threads)
        "server_cpu_ms_per_action": (round(1000 * server_cpu / stats.actions, 2)
                                     if stats.actions and server_cpu else None),
        "latency_ms": {"p50": pct(0.50), "p99": pct(0.99),
                       "mean": round(1000 * statistics.fmean(lat), 2) if lat else None},
        "stagger_s": args.stagger,
        "latency_first_second_ms": window(True),
        "latency_after_first_second_ms": window(False),
        "errors": dict(stats.errors), "client_failures": failures, **check,
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--clients", type=int, default=200)
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--seconds", type=float, default=300.0, help="cap on the play phase")
    p.add_argument("--max-actions", type=int, default=5000, help="cap per simulated person")
    p.add_argument("--db", help="database URL (default: a SQLite file in a temporary folder)")
    p.add_argument("--processes", type=int, default=1,
                   help="koloda serve processes on one PostgreSQL database (--db)")
    p.add_argument("--watchers", type=int, default=0,
                   help="spectators per table (half read Russian, half English)")
    p.add_argument("--whole", action="store_true",
                   help="greet without asking for patches (every frame whole)")
    p.add_argument("--pin", action="store_true",
                   help="the servers on their own CPUs, the clients on the last one")
    p.add_argument("--watch-ms", type=int, default=None,
                   help="the servers' --watch-ms (default: theirs; a tree before it has none)")
    p.add_argument("--stagger", type=float, default=0.0,
                   help="seconds over which the tables' people arrive (0: all at once)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    if not 1 <= args.tables <= args.clients <= 2000 or args.clients > 6 * args.tables:
        p.error("need 1 <= tables <= clients <= 2000 and at most 6 people a table")
    if not 0 <= args.watchers <= 50:
        p.error("--watchers must be 0 to 50")
    if args.watch_ms is not None and not 0 <= args.watch_ms <= 10_000:
        p.error("--watch-ms must be 0 to 10000")
    if not 0 <= args.stagger <= 60:
        p.error("--stagger must be 0 to 60 seconds")
    if not 1 <= args.processes <= 8:
        p.error("--processes must be 1 to 8")
    if args.processes > 1 and not (args.db or "").startswith("postgresql"):
        p.error("several processes share a PostgreSQL database: give --db postgresql+psycopg://…")
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or f"sqlite:///{Path(tmp) / 'bench.db'}"
        procs: list[subprocess.Popen[bytes]] = []
        bases: list[str] = []
        cores = pinning(args.processes) if args.pin else None
        args.pin = cores is not None  # the report says whether it was done
        if cores is not None:
            os.sched_setaffinity(0, cores[1])
        try:
            for _ in range(args.processes):
                port = free_port()
                bases.append(f"http://127.0.0.1:{port}")
                procs.append(start_server(db, port, Path(tmp),
                                          cores[0] if cores is not None else None,
                                          args.watch_ms))
                # one at a time: the first one brings the database's schema up to date
                wait_ready(bases[-1], procs[-1])
            report = asyncio.run(run(args, bases, [proc.pid for proc in procs]))
        finally:
            for proc in procs:
                proc.send_signal(signal.SIGINT)
            for proc in procs:
                try:
                    proc.wait(20)
                except subprocess.TimeoutExpired:
                    proc.kill()
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        for k, v in report.items():
            print(f"{k}: {v}")
    ok = report["finished"] == report["replayed_equal"] and not report["client_failures"]
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
