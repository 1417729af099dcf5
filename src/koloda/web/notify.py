"""Several server processes on one PostgreSQL: each LISTENs on ``koloda_tables`` and
hands every ``{table_id}:{version}`` it hears to its hub, which loads the new actions of
the tables it holds and pushes them to its connections. The writer sends the NOTIFY in
the transaction of the write (see :meth:`koloda.web.db.Store.append_action`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

import psycopg
from sqlalchemy.engine import make_url

from koloda.web.db import CHANNEL, ID_LEN

log = logging.getLogger("koloda.web")


def libpq_url(sqlalchemy_url: str) -> str:
    url = make_url(sqlalchemy_url).set(drivername="postgresql")
    return url.render_as_string(hide_password=False)


def parse_payload(payload: str) -> tuple[str, int] | None:
    table_id, sep, version = payload.rpartition(":")
    if not sep or not table_id or len(table_id) > ID_LEN or not version.isdigit():
        return None
    return table_id, int(version)


class Listener:
    """A task holding one LISTEN connection; reconnects (and has the hub catch up on
    everything it may have missed) when the connection is lost."""

    def __init__(self, url: str, on_notify: Callable[[str, int], None],
                 on_reconnect: Callable[[], Awaitable[None]]) -> None:
        self.url = libpq_url(url)
        self.on_notify = on_notify
        self.on_reconnect = on_reconnect
        self.task: asyncio.Task[None] | None = None
        self.ready = asyncio.Event()

    def start(self) -> None:
        self.task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task

    async def _run(self) -> None:
        backoff = 0.5
        first = True
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                async with conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.ready.set()
                    if not first:
                        await self.on_reconnect()
                    first = False
                    backoff = 0.5
                    async for note in conn.notifies():
                        parsed = parse_payload(note.payload)
                        if parsed is not None:
                            try:
                                self.on_notify(*parsed)
                            except Exception:
                                log.exception("handling NOTIFY %r failed", note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as err:
                log.warning("LISTEN connection lost (%s); retrying in %.1f s", err, backoff)
                first = False
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 10.0)
