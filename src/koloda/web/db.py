"""Storage: one SQLAlchemy Core schema for SQLite and PostgreSQL, and every query the
server makes. All methods are synchronous and short; the server calls them in a worker
thread (``anyio.to_thread``), never on the event loop.

An action is written with its step in the primary key ``(table_id, step)`` and the
table's ``version`` checked and bumped in the same transaction: two writers (two
processes, or a computer move racing a person) can never both write step n; the loser
sees :class:`Conflict` and reloads."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    and_,
    bindparam,
    create_engine,
    delete,
    event,
    exists,
    false,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection, CursorResult, Dialect, Engine, make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import ClauseElement

CHANNEL = "koloda_tables"  # PostgreSQL NOTIFY channel: payload "{table_id}:{version}"
ID_LEN = 32
NAME_LEN = 40

metadata = MetaData()

players = Table(
    "players", metadata,
    Column("id", String(64), primary_key=True),
    Column("name", String(NAME_LEN), nullable=True),
    Column("lang", String(2), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("seen_at", DateTime(timezone=True), nullable=False),
)

game_tables = Table(
    "game_tables", metadata,
    Column("id", String(ID_LEN), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("players", Integer, nullable=False),
    Column("rules", JSON, nullable=False),  # the keys that differ from the defaults
    Column("seed", BigInteger, nullable=False),
    Column("agent_seed", BigInteger, nullable=False),
    Column("deals", JSON, nullable=True),  # explicit deck orders (imported records only)
    Column("options", JSON, nullable=False),  # auto_forced, undo, delay_ms
    Column("seats", JSON, nullable=False),  # [{"kind", "agent", "name"}]
    Column("invite", String(64), nullable=True),
    Column("status", String(16), nullable=False),  # open | finished | abandoned
    Column("source", String(16), nullable=False),  # web | import
    Column("version", Integer, nullable=False),  # +1 on every change (action, undo, join)
    Column("rewound", Integer, nullable=False),  # the version of the last undo (0: none)
    Column("hints", JSON, nullable=False),  # [[step, seat, request]] hints spent
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("finished_at", DateTime(timezone=True), nullable=True),
    Column("result", JSON, nullable=True),  # state.result() at the end
    Column("winners", JSON, nullable=True),  # the winning seats
    # «ещё раз» at a finished table (migration 0005): {"deal": "next" | "same", "agreed":
    # [seat], "next": table id once the new table is made}
    Column("rematch", JSON, nullable=True),
    Index("ix_game_tables_status", "status"),
    Index("ix_game_tables_finished_at", "finished_at"),
)

seat_tokens = Table(
    "seat_tokens", metadata,
    Column("table_id", String(ID_LEN), ForeignKey("game_tables.id", ondelete="CASCADE"),
           primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("token_hash", String(64), nullable=True),  # SHA-256 hex; null: imported record
    Column("player_id", String(64), nullable=True),
    Column("name", String(NAME_LEN), nullable=False),
    Column("stats", JSON, nullable=True),  # this seat's figures once the game is over
    Index("ix_seat_tokens_player_id", "player_id"),
    Index("ix_seat_tokens_name", "name"),
)

actions = Table(
    "actions", metadata,
    Column("table_id", String(ID_LEN), ForeignKey("game_tables.id", ondelete="CASCADE"),
           primary_key=True),
    Column("step", Integer, primary_key=True),
    Column("text", String(200), nullable=False),
    Column("actor", Integer, nullable=False),
    Column("forced", Boolean, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # true: the text was written in the position after the move (rows stored before
    # revision 0004), so it is read by that rule (koloda.web.rooms.replay_steps)
    Column("text_after_move", Boolean, nullable=False, server_default=false()),
)

# one person's solitaire figures per game (the terminal's stats.json fields), keyed by the
# cookie's player id; added to when a one-person solitaire table ends
patience_stats = Table(
    "patience_stats", metadata,
    Column("player_id", String(64), primary_key=True),
    Column("game", String(32), primary_key=True),
    Column("played", Integer, nullable=False),
    Column("won", Integer, nullable=False),
    Column("streak", Integer, nullable=False),
    Column("best_streak", Integer, nullable=False),
    Column("best_seconds", Float, nullable=True),
    Column("fewest_moves", Integer, nullable=True),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("won_after_undo", Integer, nullable=False, server_default="0"),  # migration 0003
)

PATIENCE_FIELDS = ("played", "won", "streak", "best_streak", "best_seconds", "fewest_moves",
                   "won_after_undo")


# --- rows ----------------------------------------------------------------------------

@dataclass
class TableRow:
    id: str
    game: str
    players: int
    rules: dict[str, Any]
    seed: int
    agent_seed: int
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    deals: list[list[str]] | None = None
    invite: str | None = None
    status: str = "open"
    source: str = "web"
    version: int = 0
    rewound: int = 0
    hints: list[list[Any]] = field(default_factory=list)
    created_at: datetime | None = None
    updated_at: datetime | None = None
    finished_at: datetime | None = None
    result: dict[str, Any] | None = None
    winners: list[int] | None = None
    rematch: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class ActionRow:
    step: int
    text: str  # the move's text as of the position it was played from
    actor: int
    forced: bool
    text_after_move: bool = False  # a row stored before 0004: written after the move


@dataclass(frozen=True)
class SeatRow:
    seat: int
    name: str
    token_hash: str | None = None
    player_id: str | None = None
    stats: dict[str, Any] | None = None


@dataclass(frozen=True)
class PatienceEnd:
    """A one-person solitaire's end, for its player's figures (``patience_stats``);
    ``took_back``: a move was taken back on the way (undo or restart)."""

    game: str
    won: bool
    moves: int
    took_back: bool = False


@dataclass(frozen=True)
class Finish:
    """What is written when a game ends: its result, winners and each seat's figures."""

    result: dict[str, Any]
    winners: list[int]
    seat_stats: list[dict[str, Any]]
    patience: PatienceEnd | None = None


def patience_after(old: dict[str, Any] | None, won: bool, seconds: float | None,
                   moves: int | None, took_back: bool = False) -> dict[str, Any]:
    """A player's figures of one solitaire after one more finished deal (the rules of
    ``koloda.terminal.stats.record_game``: a loss ends the streak; the best time and the
    fewest moves count won deals only; a win after an undo counts in ``won`` and in
    ``won_after_undo``)."""
    entry: dict[str, Any] = {k: (old or {}).get(k) for k in PATIENCE_FIELDS}
    entry["played"] = int(entry["played"] or 0) + 1
    entry["won"] = int(entry["won"] or 0)
    entry["best_streak"] = int(entry["best_streak"] or 0)
    entry["won_after_undo"] = int(entry["won_after_undo"] or 0)
    if won:
        entry["won"] += 1
        if took_back:
            entry["won_after_undo"] += 1
        entry["streak"] = int(entry["streak"] or 0) + 1
        entry["best_streak"] = max(entry["best_streak"], entry["streak"])
        if seconds is not None:
            best = entry["best_seconds"]
            entry["best_seconds"] = round(seconds if best is None else min(float(best),
                                                                            seconds), 1)
        if moves is not None:
            fewest = entry["fewest_moves"]
            entry["fewest_moves"] = moves if fewest is None else min(int(fewest), moves)
    else:
        entry["streak"] = 0
    return entry


class Conflict(Exception):
    """Another writer changed the table first (or it is finished): reload and retry."""


class Refused(Exception):
    """A request the data refuses (no such table, a wrong invite, no free seat)."""

    def __init__(self, code: str, status: int) -> None:
        super().__init__(code)
        self.code = code
        self.status = status


# --- engine --------------------------------------------------------------------------

def normalize_url(url: str) -> str:
    """``postgresql://`` and ``postgres://`` mean the psycopg 3 driver (the one shipped);
    a bare path means a SQLite file."""
    if "://" not in url:
        return "sqlite:///" + str(Path(url).expanduser().resolve())
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


PG_CONNECT_TIMEOUT = 10  # seconds


def make_engine(url: str) -> Engine:
    url = normalize_url(url)
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_conn: Any, _record: Any) -> None:
            dbapi_conn.isolation_level = None  # transactions are begun below, not by pysqlite
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        @event.listens_for(engine, "begin")
        def _on_begin(conn: Connection) -> None:
            # take the write lock at once: no two transactions ever upgrade a read lock
            # into a write lock against each other (SQLite would answer "busy" at once)
            conn.exec_driver_sql("BEGIN IMMEDIATE")

        return engine
    # a wrong address that accepts and never answers (another program's port) would hold
    # the start for minutes (libpq waits without limit): give up after a while, unless the
    # URL sets its own connect_timeout
    args = {} if "connect_timeout" in parsed.query else {"connect_timeout": PG_CONNECT_TIMEOUT}
    return create_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True,
                         connect_args=args)


def now() -> datetime:
    return datetime.now(UTC)


def aware(value: datetime | None) -> datetime | None:
    """SQLite hands back naive datetimes: every stored time is UTC."""
    if value is not None and value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value


_ACTION_COLUMNS = (actions.c.step, actions.c.text, actions.c.actor, actions.c.forced,
                   actions.c.text_after_move)


def _action_row(r: Any) -> ActionRow:
    return ActionRow(r.step, r.text, r.actor, bool(r.forced), bool(r.text_after_move))


def _table_row(r: Any) -> TableRow:
    m = r._mapping
    return TableRow(
        id=m["id"], game=m["game"], players=m["players"], rules=dict(m["rules"] or {}),
        seed=int(m["seed"]), agent_seed=int(m["agent_seed"]),
        options=dict(m["options"] or {}), seats=list(m["seats"] or []),
        deals=m["deals"], invite=m["invite"], status=m["status"], source=m["source"],
        version=m["version"], rewound=m["rewound"], hints=list(m["hints"] or []),
        created_at=aware(m["created_at"]), updated_at=aware(m["updated_at"]),
        finished_at=aware(m["finished_at"]), result=m["result"], winners=m["winners"],
        rematch=m["rematch"])


class Prepared:
    """A Core statement compiled once for one database, then run with plain values: a
    move's write skips SQLAlchemy's per-call statement building and cache lookup (two
    thirds of its CPU before). The values go through each column type's own conversion
    (a time as SQLite stores it), so rows read back exactly as the Core path writes them.
    A bound parameter given a value in the statement (``status == "open"``) keeps it."""

    __slots__ = ("_fixed", "_names", "_positional", "_processors", "sql")

    def __init__(self, statement: ClauseElement, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        assert isinstance(compiled, SQLCompiler)
        self.sql = compiled.string
        binds = {name: bind for bind, name in compiled.bind_names.items()}
        order = compiled.positiontup
        self._positional = order is not None
        self._names: tuple[str, ...] = tuple(order if order is not None else binds)
        self._fixed = {name: bind.value for name, bind in binds.items()
                       if bind.value is not None and not bind.required}
        processors = {}
        for name, bind in binds.items():
            processor = bind.type.dialect_impl(dialect).bind_processor(dialect)
            if processor is not None:
                processors[name] = processor
        self._processors = processors

    def values(self, given: dict[str, Any]) -> tuple[Any, ...] | dict[str, Any]:
        """The driver's parameters for one execution (``given``: by bind name)."""
        row = {**self._fixed, **given}
        for name, processor in self._processors.items():
            row[name] = processor(row[name])
        if self._positional:
            return tuple(row[name] for name in self._names)
        return {name: row[name] for name in self._names}

    def run(self, conn: Connection, *rows: dict[str, Any]) -> CursorResult[Any]:
        """Execute once per row of values (several rows: one ``executemany``)."""
        params = [self.values(r) for r in rows]
        return conn.exec_driver_sql(self.sql, params[0] if len(params) == 1 else params)


class Store:
    """Every query of the server, each in its own short transaction."""

    def __init__(self, url: str) -> None:
        self.url = normalize_url(url)
        self.engine = make_engine(self.url)
        self.postgres = self.engine.dialect.name == "postgresql"
        # SQLite takes one writer at a time (each transaction begins IMMEDIATE): the
        # process's own transactions queue on a lock, which wakes the next at once,
        # rather than on SQLite's busy handler, which sleeps 1, 2, 5 … 100 ms between
        # tries and so made the slow tail of a loaded server's pushes
        self._serial: AbstractContextManager[Any] = (
            nullcontext() if self.postgres else threading.RLock())
        # a move's write, the server's most frequent one: compiled once
        dialect = self.engine.dialect
        self._bump = Prepared(update(game_tables).where(
            game_tables.c.id == bindparam("b_id"), game_tables.c.version == bindparam("b_seen"),
            game_tables.c.status == "open").values(
            version=bindparam("version"), updated_at=bindparam("updated_at")), dialect)
        self._add_action = Prepared(insert(actions).values(
            {c: bindparam(c) for c in ("table_id", "step", "text", "actor", "forced",
                                       "created_at")}), dialect)

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _tx(self) -> Iterator[Connection]:
        with self._serial, self.engine.begin() as conn:
            yield conn

    def _notify(self, conn: Connection, table_id: str, version: int) -> None:
        """Tell the other server processes (delivered when the transaction commits)."""
        if self.postgres:
            conn.execute(text("SELECT pg_notify(:channel, :payload)"),
                         {"channel": CHANNEL, "payload": f"{table_id}:{version}"})

    # --- players ---------------------------------------------------------------------

    def save_player(self, pid: str, name: str | None, lang: str) -> None:
        t = now()
        for _ in range(2):
            try:
                with self._tx() as conn:
                    done = conn.execute(update(players).where(players.c.id == pid).values(
                        name=name, lang=lang, seen_at=t)).rowcount
                    if not done:
                        conn.execute(insert(players).values(
                            id=pid, name=name, lang=lang, created_at=t, seen_at=t))
                return
            except IntegrityError:  # the same new player saved twice at once
                continue

    # --- tables ----------------------------------------------------------------------

    def create_table(self, row: TableRow, seats: Sequence[SeatRow]) -> None:
        with self._tx() as conn:
            self._insert_table(conn, row, seats, now())

    @staticmethod
    def _insert_table(conn: Connection, row: TableRow, seats: Sequence[SeatRow],
                      t: datetime) -> None:
        conn.execute(insert(game_tables).values(
            id=row.id, game=row.game, players=row.players, rules=row.rules,
            seed=row.seed, agent_seed=row.agent_seed, deals=row.deals,
            options=row.options, seats=row.seats, invite=row.invite, status=row.status,
            source=row.source, version=row.version, rewound=0, hints=row.hints,
            created_at=t, updated_at=t, finished_at=t if row.status == "finished"
            else None, result=row.result, winners=row.winners))
        for s in seats:
            conn.execute(insert(seat_tokens).values(
                table_id=row.id, seat=s.seat, token_hash=s.token_hash,
                player_id=s.player_id, name=s.name, stats=s.stats))

    # --- «ещё раз» ----------------------------------------------------------

    def set_rematch(self, table_id: str, version: int, offer: dict[str, Any] | None) -> None:
        """A finished table's rematch offer (who agreed to play again, which deal), or
        None once it is withdrawn (Conflict if the table moved on)."""
        with self._tx() as conn:
            done = conn.execute(update(game_tables).where(
                game_tables.c.id == table_id, game_tables.c.version == version,
                game_tables.c.status == "finished").values(
                version=version + 1, rematch=offer, updated_at=now())).rowcount
            if done != 1:
                raise Conflict(table_id)
            self._notify(conn, table_id, version + 1)

    def start_rematch(self, table_id: str, version: int, offer: dict[str, Any],
                      row: TableRow, seats: Sequence[SeatRow]) -> None:
        """Everyone agreed: the new table and the old one's link to it (``offer`` with
        ``next``), in one transaction, so it is made once (Conflict if the table moved
        on: another process made it)."""
        t = now()
        with self._tx() as conn:
            done = conn.execute(update(game_tables).where(
                game_tables.c.id == table_id, game_tables.c.version == version,
                game_tables.c.status == "finished").values(
                version=version + 1, rematch=offer, updated_at=t)).rowcount
            if done != 1:
                raise Conflict(table_id)
            self._insert_table(conn, row, seats, t)
            self._notify(conn, table_id, version + 1)

    def import_table(self, row: TableRow, seats: Sequence[SeatRow],
                     steps: Sequence[ActionRow]) -> None:
        t = now()
        with self._tx() as conn:
            conn.execute(insert(game_tables).values(
                id=row.id, game=row.game, players=row.players, rules=row.rules,
                seed=row.seed, agent_seed=row.agent_seed, deals=row.deals,
                options=row.options, seats=row.seats, invite=None, status="finished",
                source="import", version=len(steps), rewound=row.rewound, hints=[],
                created_at=t,
                updated_at=t, finished_at=t, result=row.result, winners=row.winners))
            for s in seats:
                conn.execute(insert(seat_tokens).values(
                    table_id=row.id, seat=s.seat, token_hash=None, player_id=None,
                    name=s.name, stats=s.stats))
            if steps:
                conn.execute(insert(actions), [
                    {"table_id": row.id, "step": a.step, "text": a.text, "actor": a.actor,
                     "forced": a.forced, "created_at": t} for a in steps])

    def get_table(self, table_id: str) -> TableRow | None:
        with self._tx() as conn:
            r = conn.execute(select(game_tables).where(game_tables.c.id == table_id)).first()
        return _table_row(r) if r is not None else None

    def get_seats(self, table_id: str) -> list[SeatRow]:
        with self._tx() as conn:
            rows = conn.execute(select(seat_tokens).where(seat_tokens.c.table_id == table_id)
                                .order_by(seat_tokens.c.seat)).all()
        return [SeatRow(r.seat, r.name, r.token_hash, r.player_id, r.stats) for r in rows]

    def get_actions(self, table_id: str, since: int = 0) -> list[ActionRow]:
        with self._tx() as conn:
            rows = conn.execute(
                select(*_ACTION_COLUMNS)
                .where(actions.c.table_id == table_id, actions.c.step >= since)
                .order_by(actions.c.step)).all()
        return [_action_row(r) for r in rows]

    def load(self, table_id: str, since: int = 0
             ) -> tuple[TableRow, list[ActionRow]] | None:
        """The table's row and its actions from ``since`` on, read in one transaction."""
        with self._tx() as conn:
            r = conn.execute(select(game_tables).where(game_tables.c.id == table_id)).first()
            if r is None:
                return None
            rows = conn.execute(
                select(*_ACTION_COLUMNS)
                .where(actions.c.table_id == table_id, actions.c.step >= since)
                .order_by(actions.c.step)).all()
        return _table_row(r), [_action_row(a) for a in rows]

    def open_table_ids(self) -> list[str]:
        with self._tx() as conn:
            rows = conn.execute(select(game_tables.c.id).where(game_tables.c.status == "open")
                                .order_by(game_tables.c.updated_at)).all()
        return [r.id for r in rows]

    def append_action(self, table_id: str, version: int, step: ActionRow,
                      finish: Finish | None = None) -> None:
        """Write one action (Conflict if the table moved on, or is finished)."""
        self.append_actions(table_id, version, [step], finish)

    def append_actions(self, table_id: str, version: int, steps: Sequence[ActionRow],
                       finish: Finish | None = None) -> None:
        """Write actions in one transaction and one version (a redo writes several);
        Conflict if the table moved on, or is finished. A finish also writes each seat's
        figures and, for a one-person solitaire, its player's ``patience_stats``."""
        t = now()
        try:
            with self._tx() as conn:
                if finish is None:  # a move in the game: the prepared statement
                    done = self._bump.run(conn, {"b_id": table_id, "b_seen": version,
                                                 "version": version + 1, "updated_at": t})
                else:
                    done = conn.execute(update(game_tables).where(
                        game_tables.c.id == table_id, game_tables.c.version == version,
                        game_tables.c.status == "open").values(
                        version=version + 1, updated_at=t, status="finished",
                        finished_at=t, result=finish.result, winners=finish.winners))
                if done.rowcount != 1:
                    raise Conflict(table_id)
                if steps:
                    self._add_action.run(conn, *(
                        {"table_id": table_id, "step": a.step, "text": a.text,
                         "actor": a.actor, "forced": a.forced, "created_at": t}
                        for a in steps))
                if finish is not None:
                    for seat, stats in enumerate(finish.seat_stats):
                        conn.execute(update(seat_tokens).where(
                            seat_tokens.c.table_id == table_id, seat_tokens.c.seat == seat)
                            .values(stats=stats))
                    if finish.patience is not None:
                        self._count_patience(conn, table_id, finish.patience, t)
                self._notify(conn, table_id, version + 1)
        except IntegrityError as err:
            raise Conflict(table_id) from err

    def _count_patience(self, conn: Connection, table_id: str, end: PatienceEnd,
                        t: datetime) -> None:
        """Add a finished solitaire to its player's figures (in the finishing move's
        transaction: counted exactly once). The time runs from the table's creation. A
        deal counts once: a table of a deal (the same game, the same deal number) this
        player already finished at another table adds nothing."""
        pid = conn.execute(select(seat_tokens.c.player_id).where(
            seat_tokens.c.table_id == table_id, seat_tokens.c.seat == 0)).scalar()
        if pid is None:
            return
        this = conn.execute(select(game_tables.c.created_at, game_tables.c.seed).where(
            game_tables.c.id == table_id)).first()
        if this is None:
            return
        created = aware(this.created_at)
        seconds = max(0.0, (t - created).total_seconds()) if created is not None else None
        key = {"player_id": pid, "game": end.game}
        blank = {**key, "played": 0, "won": 0, "streak": 0, "best_streak": 0,
                 "best_seconds": None, "fewest_moves": None, "won_after_undo": 0,
                 "updated_at": t}
        maker = pg_insert if self.postgres else sqlite_insert
        conn.execute(maker(patience_stats).values(**blank).on_conflict_do_nothing())
        q = select(patience_stats).where(patience_stats.c.player_id == pid,
                                         patience_stats.c.game == end.game)
        if self.postgres:
            q = q.with_for_update()  # also orders two ends of the same deal at once
        row = conn.execute(q).first()
        if self._deal_counted(conn, table_id, pid, end.game, int(this.seed)):
            return
        old = dict(row._mapping) if row is not None else None
        new = patience_after(old, end.won, seconds, end.moves, end.took_back)
        conn.execute(update(patience_stats).where(
            patience_stats.c.player_id == pid, patience_stats.c.game == end.game)
            .values(**new, updated_at=t))

    @staticmethod
    def _deal_counted(conn: Connection, table_id: str, pid: str, game: str,
                      seed: int) -> bool:
        """Did this player finish this deal (game and deal number) at another web table,
        so that it is counted already?"""
        other = conn.execute(
            select(game_tables.c.id)
            .join(seat_tokens, seat_tokens.c.table_id == game_tables.c.id)
            .where(seat_tokens.c.player_id == pid, seat_tokens.c.seat == 0,
                   game_tables.c.game == game, game_tables.c.seed == seed,
                   game_tables.c.players == 1, game_tables.c.status == "finished",
                   game_tables.c.source == "web", game_tables.c.id != table_id)
            .limit(1)).first()
        return other is not None

    def patience_figures(self, pid: str) -> dict[str, dict[str, Any]]:
        """One player's solitaire figures: game key -> the PATIENCE_FIELDS."""
        with self._tx() as conn:
            rows = conn.execute(select(patience_stats).where(
                patience_stats.c.player_id == pid).order_by(patience_stats.c.game)).all()
        out: dict[str, dict[str, Any]] = {}
        for r in rows:
            m = r._mapping
            out[str(m["game"])] = {k: m[k] for k in PATIENCE_FIELDS}
        return out

    def rewind(self, table_id: str, version: int, cut: int, hints: list[list[Any]]) -> None:
        """Undo: drop the actions from step ``cut`` on (Conflict if the table moved on)."""
        with self._tx() as conn:
            done = conn.execute(update(game_tables).where(
                game_tables.c.id == table_id, game_tables.c.version == version,
                game_tables.c.status == "open").values(
                version=version + 1, rewound=version + 1, hints=hints,
                updated_at=now())).rowcount
            if done != 1:
                raise Conflict(table_id)
            conn.execute(delete(actions).where(actions.c.table_id == table_id,
                                               actions.c.step >= cut))
            self._notify(conn, table_id, version + 1)

    def set_hints(self, table_id: str, version: int, hints: list[list[Any]]) -> None:
        with self._tx() as conn:
            done = conn.execute(update(game_tables).where(
                game_tables.c.id == table_id, game_tables.c.version == version,
                game_tables.c.status == "open").values(
                version=version + 1, hints=hints, updated_at=now())).rowcount
            if done != 1:
                raise Conflict(table_id)
            self._notify(conn, table_id, version + 1)

    # --- seats -----------------------------------------------------------------------

    def seat_by_token(self, table_id: str, token_hash: str) -> int | None:
        with self._tx() as conn:
            rows = conn.execute(select(seat_tokens.c.seat, seat_tokens.c.token_hash).where(
                seat_tokens.c.table_id == table_id,
                seat_tokens.c.token_hash.is_not(None))).all()
        for r in rows:  # compared in constant time, not by the database's index
            if secrets.compare_digest(str(r.token_hash), token_hash):
                return int(r.seat)
        return None

    def seat_token_hashes(self, table_id: str) -> dict[int, str | None]:
        """Each taken seat's current token hash (a rejoin replaces it)."""
        with self._tx() as conn:
            rows = conn.execute(select(seat_tokens.c.seat, seat_tokens.c.token_hash).where(
                seat_tokens.c.table_id == table_id)).all()
        return {int(r.seat): r.token_hash for r in rows}

    def seat_by_player(self, table_id: str, pid: str) -> int | None:
        with self._tx() as conn:
            r = conn.execute(select(seat_tokens.c.seat).where(
                seat_tokens.c.table_id == table_id, seat_tokens.c.player_id == pid,
                seat_tokens.c.token_hash.is_not(None)).order_by(seat_tokens.c.seat)).first()
        return int(r.seat) if r is not None else None

    def take_seat(self, table_id: str, invite: str, pid: str, name: str,
                  token_hash: str) -> tuple[int, bool]:
        """The next free human seat for this player (or the seat the player already
        holds there, with a new token: the old one is retired, and the version goes up
        so every process closes the sockets greeted with it). Returns (seat, names
        changed). Refused: unknown table (404), wrong invite (403), finished (409), no
        free seat (409)."""
        with self._tx() as conn:
            q = select(game_tables).where(game_tables.c.id == table_id)
            if self.postgres:
                q = q.with_for_update()
            r = conn.execute(q).first()
            if r is None:
                raise Refused("not_found", 404)
            row = _table_row(r)
            # compared as bytes: compare_digest refuses text that is not ASCII
            if row.invite is None or not secrets.compare_digest(
                    row.invite.encode("utf-8"), invite.encode("utf-8", "surrogatepass")):
                raise Refused("bad_invite", 403)
            if row.status != "open":
                raise Refused("abandoned" if row.status == "abandoned" else "finished", 409)
            taken = {x.seat: x.player_id for x in conn.execute(
                select(seat_tokens.c.seat, seat_tokens.c.player_id)
                .where(seat_tokens.c.table_id == table_id)).all()}
            for seat, holder in sorted(taken.items()):
                if holder == pid:
                    conn.execute(update(seat_tokens).where(
                        seat_tokens.c.table_id == table_id, seat_tokens.c.seat == seat)
                        .values(token_hash=token_hash))
                    conn.execute(update(game_tables).where(game_tables.c.id == table_id)
                                 .values(version=game_tables.c.version + 1,
                                         updated_at=now()))
                    self._notify(conn, table_id, row.version + 1)
                    return seat, False
            free = [s for s, seat in enumerate(row.seats)
                    if seat.get("kind") == "human" and s not in taken]
            if not free:
                raise Refused("no_seat", 409)
            seat = free[0]
            conn.execute(insert(seat_tokens).values(
                table_id=table_id, seat=seat, token_hash=token_hash, player_id=pid,
                name=name))
            seats = [dict(x) for x in row.seats]
            seats[seat]["name"] = name
            conn.execute(update(game_tables).where(game_tables.c.id == table_id).values(
                seats=seats, version=game_tables.c.version + 1, updated_at=now()))
            self._notify(conn, table_id, row.version + 1)
            return seat, True

    def abandon_table(self, table_id: str, token_hash: str | None, pid: str | None
                      ) -> tuple[int, int, bool]:
        """Close an open table for good at the request of one of its people (found by
        the seat token's hash, else by the player id): its status becomes "abandoned",
        no winners, no figures counted. Returns (that person's seat, the new version,
        whether this call closed it; false: it was closed already). Refused: unknown
        table (404), not a person seated there (403), the game is over (409)."""
        with self._tx() as conn:
            q = select(game_tables).where(game_tables.c.id == table_id)
            if self.postgres:
                q = q.with_for_update()
            r = conn.execute(q).first()
            if r is None:
                raise Refused("not_found", 404)
            row = _table_row(r)
            held = conn.execute(select(seat_tokens.c.seat, seat_tokens.c.token_hash,
                                       seat_tokens.c.player_id).where(
                seat_tokens.c.table_id == table_id, seat_tokens.c.token_hash.is_not(None))
                .order_by(seat_tokens.c.seat)).all()
            seat = None
            if token_hash is not None:
                for x in held:  # compared in constant time, as seat_by_token does
                    if secrets.compare_digest(str(x.token_hash), token_hash):
                        seat = int(x.seat)
            if seat is None and pid is not None:
                seat = next((int(x.seat) for x in held if x.player_id == pid), None)
            if seat is None:
                raise Refused("not_your_table", 403)
            if row.status == "abandoned":
                return seat, row.version, False
            if row.status != "open":
                raise Refused("finished", 409)
            t = now()
            conn.execute(update(game_tables).where(game_tables.c.id == table_id).values(
                status="abandoned", version=row.version + 1, updated_at=t, finished_at=t,
                result={"abandoned_by": seat}, winners=[]))
            self._notify(conn, table_id, row.version + 1)
            return seat, row.version + 1, True

    # --- lists -----------------------------------------------------------------------

    def tables_of_player(self, pid: str, limit: int = 100) -> list[tuple[TableRow, int]]:
        with self._tx() as conn:
            rows = conn.execute(
                select(game_tables, seat_tokens.c.seat.label("my_seat"))
                .join(seat_tokens, seat_tokens.c.table_id == game_tables.c.id)
                .where(seat_tokens.c.player_id == pid, game_tables.c.status == "open")
                .order_by(game_tables.c.updated_at.desc()).limit(limit)).all()
        return [(_table_row(r), int(r.my_seat)) for r in rows]

    def records(self, name: str | None, game: str | None, limit: int, offset: int
                ) -> list[TableRow]:
        q = select(game_tables).where(game_tables.c.status == "finished")
        if game:
            q = q.where(game_tables.c.game == game)
        if name:
            q = q.where(exists().where(and_(seat_tokens.c.table_id == game_tables.c.id,
                                            seat_tokens.c.name == name)))
        q = q.order_by(game_tables.c.finished_at.desc(), game_tables.c.id)
        with self._tx() as conn:
            rows = conn.execute(q.limit(limit).offset(offset)).all()
        return [_table_row(r) for r in rows]

    def stats_rows(self, name: str, limit: int = 100_000
                   ) -> list[tuple[str, int, list[int], dict[str, Any] | None]]:
        """(game, seat, winners, seat figures) of every finished web game where a seat
        had this name (imported records are not counted: anyone can write one)."""
        with self._tx() as conn:
            rows = conn.execute(
                select(game_tables.c.game, seat_tokens.c.seat, game_tables.c.winners,
                       seat_tokens.c.stats)
                .join(seat_tokens, seat_tokens.c.table_id == game_tables.c.id)
                .where(seat_tokens.c.name == name, game_tables.c.status == "finished",
                       game_tables.c.source == "web", seat_tokens.c.token_hash.is_not(None))
                .limit(limit)).all()
        return [(r.game, int(r.seat), list(r.winners or []), r.stats) for r in rows]

    def count_tables(self) -> int:
        with self._tx() as conn:
            return int(conn.execute(select(func.count()).select_from(game_tables)).scalar_one())
