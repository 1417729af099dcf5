"""Fixtures of the browser tests: Debian's Chromium driven by pytest-playwright (never a
downloaded browser: ``playwright install`` is not used), and a live ``koloda serve``
(uvicorn in a thread on ``koloda.web.app.create_app``) on a free 127.0.0.1 port with a
temporary SQLite database, no pause before computer moves, and a seeded generator for
the tables' deals; it can be stopped and started again on the same database and port.

Without Chromium the tests are skipped locally; with ``CI=true`` they fail instead."""

from __future__ import annotations

import os
import random
import shutil
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CI = os.environ.get("CI") == "true"

try:
    import playwright  # noqa: F401
    import uvicorn
except ImportError:  # the dev extra is not installed here
    if CI:
        raise
    collect_ignore_glob = ["test_*.py"]

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
SECRET = "browser-test-secret-" + "x" * 40

# the flags that keep Chromium off the closed network (CI runs as root: no sandbox)
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic",
                 "--no-first-run"]


def chromium_path() -> str:
    exe = shutil.which("chromium")
    if exe is None:
        message = ("Debian's chromium is not installed (.ci/run installs it: apt-get install "
                   "chromium fonts-dejavu-core)")
        if CI:
            pytest.fail("CI must run the browser tests: " + message)
        pytest.skip(message)
    return exe


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch options with Debian's Chromium and the offline flags."""
    return {**browser_type_launch_args, "executable_path": chromium_path(),
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Russian, a laptop's window, no animations (a person may switch them off too; it
    keeps clicks from waiting for cards to settle)."""
    return {**browser_context_args, "locale": "ru-RU", "reduced_motion": "reduce",
            "viewport": {"width": 1280, "height": 900}}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class LiveServer:
    """``koloda serve`` in this process: uvicorn in a thread. ``stop`` and ``start``
    again keep the database, the secret (every cookie stays valid) and the port."""

    def __init__(self, tmp: Path, seed: int, delay_ms: int = 0) -> None:
        self.tmp = tmp
        self.db = f"sqlite:///{tmp / 'koloda.db'}"
        self.port = free_port()
        self.seed = seed
        self.delay_ms = delay_ms
        self.server: Any = None
        self.thread: threading.Thread | None = None
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        from koloda.web.app import create_app

        # the seeds of new tables come from this generator: the first table of a server
        # started with seed k gets random.Random(k)'s first two draws (deal, computers)
        app = create_app(self.db, secret=SECRET, delay_ms=self.delay_ms, data_dir=self.tmp,
                         rng=random.Random(self.seed))
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning",
                                ws_max_size=64 << 10, ws_per_message_deflate=False,
                                timeout_graceful_shutdown=3)
        server = uvicorn.Server(config)
        thread = threading.Thread(target=server.run, name=f"koloda-serve-{self.port}",
                                  daemon=True)
        thread.start()
        deadline = time.monotonic() + 30
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"koloda serve did not start on port {self.port}")
            time.sleep(0.02)
        self.server, self.thread = server, thread
        self.starts += 1

    def stop(self) -> None:
        if self.server is None or self.thread is None:
            return
        self.server.should_exit = True
        self.thread.join(30)
        assert not self.thread.is_alive(), "koloda serve did not stop"
        self.server = self.thread = None

    def restart(self) -> None:
        self.stop()
        self.start()


@pytest.fixture
def live(tmp_path: Path) -> Iterator[Callable[..., LiveServer]]:
    """A factory: ``live(seed=...)`` starts a fresh server (its own database) for the
    test; every server started is stopped at the end."""
    started: list[LiveServer] = []

    def make(seed: int = 1, delay_ms: int = 0) -> LiveServer:
        srv = LiveServer(tmp_path / f"srv{len(started)}", seed, delay_ms)
        srv.tmp.mkdir()
        started.append(srv)
        srv.start()
        return srv

    yield make
    for srv in started:
        srv.stop()


@pytest.fixture
def server(live: Callable[..., LiveServer]) -> LiveServer:
    return live()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
