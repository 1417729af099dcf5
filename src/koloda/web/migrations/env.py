"""Alembic's environment, configured from code: the URL comes in ``config.attributes``
(no alembic.ini). On PostgreSQL an advisory lock keeps two processes that start at the
same time from migrating at once."""

from __future__ import annotations

from alembic import context
from sqlalchemy import text
from sqlalchemy.engine import Connection

from koloda.web.db import make_engine, metadata

_LOCK_ID = 0x6B6F6C6F  # "kolo"


def _run(conn: Connection) -> None:
    postgres = conn.dialect.name == "postgresql"
    if postgres:
        conn.execute(text("SELECT pg_advisory_lock(:k)"), {"k": _LOCK_ID})
        conn.commit()
    try:
        context.configure(connection=conn, target_metadata=metadata,
                          render_as_batch=conn.dialect.name == "sqlite",
                          compare_type=True)
        with context.begin_transaction():
            context.run_migrations()
        conn.commit()
    finally:
        if postgres:
            conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": _LOCK_ID})
            conn.commit()


def run() -> None:
    config = context.config
    url = str(config.attributes.get("url") or config.get_main_option("sqlalchemy.url"))
    if context.is_offline_mode():
        context.configure(url=url, target_metadata=metadata, literal_binds=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    given = config.attributes.get("connection")
    if isinstance(given, Connection):
        _run(given)
        return
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            _run(conn)
    finally:
        engine.dispose()


run()
