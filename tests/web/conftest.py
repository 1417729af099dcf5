"""Fixtures of the web server's tests: a database URL on SQLite and, where
``KOLODA_TEST_PG`` names one, on PostgreSQL (in CI the variable must be there: the
PostgreSQL tests fail rather than skip)."""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

# Starlette's TestClient suggests a successor of httpx at import; httpx is what it runs on
# here (the dev extra). Imported once, quietly, before any test module imports it.
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx`")
    import starlette.testclient  # noqa: F401


def pg_url() -> str | None:
    url = os.environ.get("KOLODA_TEST_PG")
    if not url:
        if os.environ.get("CI") == "true":
            pytest.fail("KOLODA_TEST_PG is not set: CI must run the PostgreSQL tests "
                        "(.ci/run starts a private cluster)")
        pytest.skip("KOLODA_TEST_PG is not set (a PostgreSQL URL for the tests)")
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return _worker_database(url, worker) if worker else url


_made: dict[str, str] = {}


def _worker_database(url: str, worker: str) -> str:
    """A database of this test process's own (``<name>_gw0`` …), created on first use:
    the parallel workers' storage tests would otherwise drop each other's tables."""
    if worker in _made:
        return _made[worker]
    from sqlalchemy import create_engine, make_url, text

    base = make_url(url)
    name = f"{base.database}_{worker}"
    engine = create_engine(base, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            exists = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"),
                                  {"n": name}).first()
            if exists is None:
                conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        engine.dispose()
    _made[worker] = base.set(database=name).render_as_string(hide_password=False)
    return _made[worker]


def reset_pg(url: str) -> None:
    """An empty database: every table of ours and Alembic's version table dropped. A
    worker thread of the last test's server may still be in a transaction here (a thread
    cannot be cancelled when its server stops): that connection is ended first, or the
    drop and it would wait for each other until PostgreSQL ends one (a deadlock, seen
    once in CI). The database is this test process's own, so nothing else is ended."""
    from sqlalchemy import text

    from koloda.web.db import make_engine

    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                              "WHERE datname = current_database() AND pid <> pg_backend_pid()"))
        with engine.begin() as conn:
            conn.execute(text("DROP TABLE IF EXISTS patience_stats, actions, seat_tokens, game_tables, "
                              "players, alembic_version CASCADE"))
    finally:
        engine.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The same storage test on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'koloda.db'}"
        return
    url = pg_url()
    assert url is not None
    reset_pg(url)
    yield url
    reset_pg(url)


@pytest.fixture
def pg(tmp_path: Path) -> Iterator[str]:
    url = pg_url()
    assert url is not None
    reset_pg(url)
    yield url
    reset_pg(url)


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'koloda.db'}"
