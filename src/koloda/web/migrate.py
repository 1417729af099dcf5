"""Alembic, run from the installed package: the configuration is built in code (no
alembic.ini in the working directory), the scripts are package data (``migrations/``)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

from koloda.web.db import make_engine, normalize_url

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config(url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["url"] = normalize_url(url)
    return cfg


def upgrade(url: str, revision: str = "head") -> str | None:
    """Bring the database at ``url`` to ``revision``; returns the revision it is at."""
    command.upgrade(alembic_config(url), revision)
    return current(url)


def head() -> str | None:
    return ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()


def current(url: str) -> str | None:
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()
    finally:
        engine.dispose()
