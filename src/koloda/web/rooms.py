"""Live tables. A :class:`Room` holds one :class:`~koloda.table.Table` rebuilt from the
database, the connections watching it, and the task that plays its computer moves.

Every change to a room happens under its ``asyncio.Lock`` and in a worker thread (the
table's work and the database write), so the event loop never waits on a computer's
thinking or on the database. A change is applied to the table, then written; only when
the write has committed is anything announced. A failed write (another process won the
step, or the database is down) rebuilds the table from the database: memory never holds
what the database does not."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import secrets
import time
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import anyio.to_thread
from sqlalchemy.exc import SQLAlchemyError
from starlette.websockets import WebSocket, WebSocketDisconnect

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError, RecordError
from koloda.engine.game import CHANCE, Action, State, get_game
from koloda.engine.picture import Hint, Picture, evolve
from koloda.table import COMPUTER, Seat, Table, TableOptions
from koloda.table.log import LogEntry, leaked
from koloda.table.table import entry_line
from koloda.web import messages
from koloda.web.db import (
    ActionRow,
    Conflict,
    Finish,
    PatienceEnd,
    SeatRow,
    Store,
    TableRow,
    now,
)
from koloda.web.identity import Identity, new_token, token_hash
from koloda.web.patch import state_patch
from koloda.web.protocol import Frame, error_frame
from koloda.web.stats import seat_stats

log = logging.getLogger("koloda.web")

DEFAULT_DELAY_MS = 600
MAX_DELAY_MS = 10_000
MAX_DEAL = (1 << 31) - 1  # a solitaire's deal number (the table's seed)
MAX_QUEUE = 256  # frames waiting for one slow connection before it is dropped
# frames one connection may send: FRAME_RATE a second on average, FRAME_BURST at once; a
# frame beyond that is refused unread, and a connection refused FLOOD_CLOSE times in a
# row is closed (a page sends a frame per click; only a script floods)
FRAME_RATE = 20.0
FRAME_BURST = 40.0
FLOOD_CLOSE = 200
# a table nobody has looked at for this long, with no move of its own under way, leaves
# the process's memory; the next visit rebuilds it from the database
IDLE_S = 600.0
SWEEP_S = 60.0
WATCHDOG_S = 3.0  # a table move another process should have made, taken over after this
THINKING_S = 0.5  # a computer deciding longer than this is shown as thinking
# after a move, a connection that is not asked to move next (a waiting seat, a spectator)
# is sent at most one state frame per WATCH_S: when moves come faster than that (computers
# with no delay, a busy server), the moves in between reach it in one frame, built once.
# The seat that moved and the seat to move are sent theirs at once.
WATCH_S = 0.25

T = TypeVar("T")

# a failing database or disk (full, damaged, unreachable): the request is answered with
# the protocol's "storage" error, never taken for a missing table
STORAGE_ERRORS = (SQLAlchemyError, OSError)


async def in_thread(fn: Callable[..., T], *args: Any) -> T:
    return await anyio.to_thread.run_sync(fn, *args)


# --- building a table from its rows ------------------------------------------------------

def build_table(row: TableRow, steps: Sequence[ActionRow]) -> Table:
    """The table of ``row`` with ``steps`` replayed (and the hints spent between them)."""
    game = get_game(row.game)
    rules = game.make_rules(overrides=row.rules)
    seats = [Seat.from_json(s) for s in row.seats]
    opts = TableOptions(auto_forced=bool(row.options.get("auto_forced", True)),
                        undo=bool(row.options.get("undo", True)))
    deals = [[C.parse(c) for c in d] for d in row.deals] if row.deals else None
    table = Table(game, row.players, rules, seats, row.seed, opts, deals, row.agent_seed)
    replay_steps(table, steps, row.hints)
    table.took_back = row.rewound > 0  # an undo or a restart was written
    return table


def replay_steps(table: Table, steps: Sequence[ActionRow],
                 hints: Sequence[Sequence[Any]] = ()) -> None:
    """Apply stored actions in order, each checked: the right seat, a legal action."""
    for a in steps:
        if a.step != len(table.state.history):
            raise RecordError(f"step {a.step + 1} is missing or repeated",
                              f"ход {a.step + 1} пропущен или повторён")
        _spend_hints(table, hints, a.step)
        seat = table.to_move()
        if seat != a.actor:
            raise RecordError(f"step {a.step + 1}: stored for seat {a.actor}, "
                              f"but seat {seat} is to move",
                              f"ход {a.step + 1}: записан за место {a.actor}, а ходит {seat}")
        action = (_played_before(table.state, a) if a.text_after_move
                  else table.state.text_to_action(a.text))
        if table.seats[seat].human and not a.forced:
            table.play_action(seat, action)
        else:
            table.commit(action)
    if steps:
        _spend_hints(table, hints, len(table.state.history))
    elif not table.state.history:
        _spend_hints(table, hints, 0)


def _played_before(state: State, row: ActionRow) -> Action:
    """The move of a row stored before revision 0004, whose text was written in the
    position after the move: the legal move that, once made, has that text (the one
    the text names here, if it is one of them). Several such moves cannot be told
    apart: a RecordError names the step."""
    after: list[Action] = []
    for action in state.legal_actions():
        twin = state.clone()
        twin.apply(action)
        while twin.current_player() == CHANCE:
            twin.apply_chance()
        if twin.action_to_text(action) == row.text:
            after.append(action)
    with contextlib.suppress(KolodaError):
        named = state.text_to_action(row.text)
        if named in after:
            return named
    if len(after) == 1:
        return after[0]
    raise RecordError(
        f"step {row.step + 1}: the stored move '{row.text}' cannot be told apart",
        f"ход {row.step + 1}: записанный ход «{row.text}» нельзя определить однозначно")


def _spend_hints(table: Table, hints: Sequence[Sequence[Any]], step: int) -> None:
    for h in hints:
        if len(h) == 3 and h[0] == step:
            with contextlib.suppress(KolodaError, ValueError, TypeError):
                table.state.hint(int(h[1]), str(h[2]), "en")


def action_row(table: Table, entry: LogEntry) -> ActionRow:
    return ActionRow(entry.step, entry.record_text, entry.actor,
                     entry.forced)


def solo_patience(table: Table) -> bool:
    """A solitaire (family "patience") at a table of one person: its deal number is his
    to choose and see, its figures are counted per player, redo and restart apply."""
    return (getattr(table.game, "family", None) == "patience" and table.players == 1
            and table.seats[0].human)


def finish_of(table: Table) -> Finish:
    result = table.state.result()
    patience = None
    if solo_patience(table):
        moves = result.get("moves")
        patience = PatienceEnd(table.game.key, bool(result.get("won")),
                               moves if isinstance(moves, int) and not isinstance(moves, bool)
                               else len(table.state.history), table.took_back)
    return Finish(result, table.winners(), seat_stats(table), patience)


def log_json(table: Table, viewer: int | None, lang: str, since: int = 0,
             upto: int | None = None, where: str = "") -> list[dict[str, Any]]:
    """The log entries from ``since`` as ``viewer`` may read them. A text naming a card
    the viewer may not see (a game's bug) is withheld, never sent."""
    pair = table.twins
    names = table.names(lang)
    out = []
    for e in table.log[since:upto]:
        hidden = e.hidden_for(viewer, lang)
        text = e.text(viewer, lang)
        events = e.follow_ups(viewer, lang)
        if leaked(text, hidden, pair) or any(leaked(x, hidden, pair) for x in events):
            log.error("table %s step %s: a log text names a hidden card; withheld",
                      where, e.step)
            text, events = "…", []
        out.append({"step": e.step, "actor": e.actor, "text": text,
                    "line": entry_line(e, viewer, lang, names, text), "events": events,
                    "forced": e.forced})
    return out


def _changed_rules(table: Table) -> dict[str, Any]:
    """``rules.changed()``, worked out once per rules object (they are frozen)."""
    rules = table.rules
    cached = _RULES_CACHE.get(id(rules))
    if cached is None or cached[0] is not rules:
        cached = (rules, rules.changed())
        if len(_RULES_CACHE) > 4096:
            _RULES_CACHE.clear()
        _RULES_CACHE[id(rules)] = cached
    return dict(cached[1])


_RULES_CACHE: dict[int, tuple[Any, dict[str, Any]]] = {}


def hints_allowed(options: dict[str, Any], seats: Sequence[dict[str, Any]]) -> bool:
    """May the seats of this table ask for hints? Hints show cards (an opponent's hand,
    the talon): fair against computers only. The creator's choice (``options.hints``)
    rules; without one (tables made before it), only a table of at most one person."""
    chosen = options.get("hints")
    if isinstance(chosen, bool):
        return chosen
    return sum(1 for seat in seats if seat.get("kind") == "human") <= 1


def hint_kind(request: str) -> str:
    """What kind of hint a request asks for (its first word), without what it shows."""
    words = request.split()
    return words[0].casefold()[:20] if words else ""


def frame_picture(t: Table, viewer: int | None, lang: str, hints: bool = True,
                  thinking: int | None = None, connected: set[int] | None = None,
                  obs: dict[str, Any] | None = None) -> Picture:
    """The table picture of a state frame: the game's, with what the server knows
    besides: a solitaire's solver hints (and none at a table whose hints are off), and,
    while a person's only move plays itself, a status that tells that person so (never
    "your move": the person is not asked). The others keep the game's status: whether
    the mover has a choice may depend on cards they cannot see. ``connected``: the
    people's seats with a connection here (None: not a live table)."""
    pic = t.picture(viewer, lang, thinking=thinking, obs=obs, connected=connected)
    over = t.over
    if not hints or viewer is None or over:
        if pic.hints:
            pic = evolve(pic, hints=())
    elif getattr(t.state, "hints_moves", False) and not pic.hints:
        pic = evolve(pic, hints=(Hint("", messages.text("hint_move", lang)),
                                 Hint("winnable", messages.text("hint_winnable", lang))))
    seat = t.to_move()
    if (not over and seat >= 0 and seat == viewer and t.seats[seat].human
            and t.waiting_for_human() is None):
        pic = evolve(pic, status=messages.text("forced_yours", lang))
    return pic


def state_frame(t: Table, table_id: str, viewer: int | None, lang: str, version: int,
                since: int, taken: Sequence[bool], connected: set[int],
                delay_ms: int, hints: bool = True,
                hints_used: Sequence[Sequence[Any]] = (),
                thinking: int | None = None,
                abandoned_by: int | None = None, with_obs: bool = True) -> dict[str, Any]:
    """The ``state`` frame of docs/web-protocol.md, for one viewer (``hints``: may the
    seats ask for hints; ``hints_used``: the stored ``[step, seat, request]`` of each
    hint spent, shown to everyone as who asked for which kind; ``thinking``: the
    computer seat deciding now, shown on its seat in the picture; ``abandoned_by``: the
    seat that closed the table, which then offers no move to anyone; ``with_obs``: the
    frame carries the viewer's raw observation, ``obs``, beside the picture)."""
    if abandoned_by is not None:
        return _abandoned_frame(
            state_frame(t, table_id, viewer, lang, version, since, taken, connected,
                        delay_ms, hints, hints_used, with_obs=with_obs),
            t, viewer, lang, abandoned_by)
    names = t.names(lang)
    waiting = t.waiting_for_human()
    legal: list[dict[str, Any]] = []
    if viewer is not None and waiting == viewer:
        legal = [{"action": a, "label": label, "text": text}
                 for a, label, text in t.moves_now(lang)]
    seats = [{"kind": s.kind, "agent": s.agent, "name": names[i], "taken": taken[i],
              "connected": i in connected} for i, s in enumerate(t.seats)]
    to_move = t.to_move()
    over = t.over
    info: dict[str, Any] = {
        "id": table_id, "game": t.game.key,
        "title": t.game.title_ru if lang == "ru" else t.game.title_en,
        "players": t.players, "names": names, "seats": seats, "you": viewer,
        "options": {"auto_forced": t.options.auto_forced, "undo": t.options.undo,
                    "delay_ms": delay_ms, "hints": hints},
        "rules": _changed_rules(t),
    }
    family = getattr(t.game, "family", None)
    if isinstance(family, str):
        info["family"] = family
    if solo_patience(t):
        info["deal"] = t.seed  # a solitaire's deal number is its player's to know
    obs = t.observation(viewer)
    frame: dict[str, Any] = {
        "type": "state", "version": version,
        "table": info,
        "picture": frame_picture(t, viewer, lang, hints, thinking, connected, obs).to_json(),
        "to_move": to_move if to_move >= 0 else None,
        "waiting": waiting,
        "legal": legal,
        "since": since,
        "log": log_json(t, viewer, lang, since, where=table_id),
        "over": over,
        "result": t.state.result() if over else None,
        "winners": t.winners() if over else [],
        "can_undo": viewer is not None and not over and t.can_undo(viewer),
        "can_redo": viewer is not None and not over and t.can_redo(viewer),
        "can_restart": viewer is not None and not over and t.can_undo_at_all()
        and bool(t.state.history),
        "hints_used": [{"step": h[0], "seat": h[1], "hint": hint_kind(str(h[2]))}
                       for h in hints_used if len(h) == 3],
        "abandoned": None,
    }
    if with_obs:
        frame["obs"] = obs
    return frame


def _abandoned_frame(frame: dict[str, Any], t: Table, viewer: int | None, lang: str,
                     by: int) -> dict[str, Any]:
    """A state frame of a closed table: nobody is to move, nothing can be done, and the
    status line says who closed it (the viewer in the first person)."""
    if by == viewer:
        status = messages.text("abandoned_by_you", lang)
    else:
        names = t.names(lang)
        who = names[by] if 0 <= by < len(names) else str(by + 1)
        status = messages.text("abandoned_by", lang, who=who)
    pic = dict(frame["picture"])
    pic.update(status=status, controls=[], hints=[])
    pic["seats"] = [{**s, "to_move": False, "thinking": False} if isinstance(s, dict) else s
                    for s in pic.get("seats", [])]
    frame.update(picture=pic, to_move=None, waiting=None, legal=[], can_undo=False,
                 can_redo=False, can_restart=False, abandoned={"by": by})
    return frame


# --- connections -------------------------------------------------------------------------

def thinking_frame(last: dict[str, Any], seat: int, log_len: int) -> dict[str, Any]:
    """A state frame like ``last`` (the same position) that shows ``seat`` deciding."""
    pic = dict(last["picture"])
    marked = []
    for s in pic.get("seats", []):
        s = {k: v for k, v in s.items() if k != "thinking"}
        if s.get("seat") == seat:
            s["thinking"] = True
        marked.append(s)
    pic["seats"] = marked
    return {**last, "picture": pic, "since": log_len, "log": []}


# A frame is a tree built for the one send (a kept part may appear in it twice, never
# inside itself), so the encoder's check for circular references, a dict entry per list
# and dict written, is a fifth of its time spent on nothing; one encoder serves every frame.
_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"),
                           check_circular=False).encode
_ENCODE_ASCII = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


def frame_text(frame: dict[str, Any]) -> str:
    """A frame as the JSON text sent. Texts are kept as UTF-8 (Cyrillic stays short);
    a lone surrogate that reached a text anyway is written as its JSON escape, since
    UTF-8 cannot carry it and the send would fail."""
    text: str = _ENCODE(frame)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = _ENCODE_ASCII(frame)
    return text


class Conn:
    """One WebSocket: its viewer (a seat or a spectator), language, and how much of the
    log it has been sent. Frames go out through a queue and a writer task, so a slow
    client never holds a room up."""

    def __init__(self, ws: WebSocket, ident: Identity | None,
                 rate: float = FRAME_RATE) -> None:
        self.ws = ws
        self.ident = ident
        self.seat: int | None = None
        self.token_hash: str | None = None  # the seat token it said hello with, if any
        self.greeted = False
        self.lang = "ru"
        # the page draws the picture alone; a client that asks in its hello (a program,
        # a test) also gets each frame's raw observation, which is a third to a half of it
        self.wants_obs = False
        # the page asks for patches: after its first state frame, only what changed
        self.wants_patch = False
        self.log_sent = 0
        self.epoch = -1  # the room's log epoch this connection's log belongs to
        self.queue: asyncio.Queue[str | int] = asyncio.Queue()  # a frame, or a close code
        self.closed = False
        self.last_state: dict[str, Any] | None = None  # the last state frame sent
        self.rate = rate  # frames a second it may send, on average (FRAME_BURST at once)
        self._tokens = FRAME_BURST
        self._refilled = time.monotonic()
        self.refused = 0  # frames refused in a row for coming too fast
        self.state_at = -1e9  # when its last state frame after a move was queued (monotonic)

    def allow(self) -> bool:
        """May one more frame be read now (a token bucket of FRAME_RATE a second)?"""
        now = time.monotonic()
        self._tokens = min(FRAME_BURST, self._tokens + (now - self._refilled) * self.rate)
        self._refilled = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            self.refused = 0
            return True
        self.refused += 1
        return False

    def send(self, frame: dict[str, Any]) -> None:
        if not self.closed:
            self.send_text(frame_text(frame))

    def send_state(self, frame: dict[str, Any]) -> None:
        """Send a state frame: whole, or as a patch of the last one sent where the
        connection asked for patches (and remember it as the next patch's base)."""
        base = self.last_state if self.wants_patch else None
        self.last_state = frame
        self.send_text(frame_text(frame if base is None else state_patch(base, frame)))

    def send_text(self, text: str) -> None:
        """Queue a frame encoded already (one text shared by several connections)."""
        if self.closed:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            log.warning("dropping a connection that does not read its frames")
            self.close(1008)
            return
        self.queue.put_nowait(text)

    def error(self, code: str, **fmt: Any) -> None:
        self.send(error_frame(code, messages.text(code, self.lang, **fmt)))

    def close(self, code: int) -> None:
        if not self.closed:
            self.closed = True
            self.queue.put_nowait(code)

    async def writer(self) -> None:
        """Send the queued frames in order. A frame that cannot be sent closes the socket
        (1011), so the page sees the close and reconnects; the writer never stops while
        the socket stays open and silent."""
        try:
            while True:
                item = await self.queue.get()
                if isinstance(item, int):
                    await self.ws.close(item)
                    return
                await self.ws.send_text(item)
        except (WebSocketDisconnect, RuntimeError, OSError):
            self.closed = True  # the socket is gone already
        except Exception:
            log.exception("a frame could not be sent; closing the socket")
            self.closed = True
            with contextlib.suppress(Exception):
                await self.ws.close(1011)


# --- rooms -------------------------------------------------------------------------------

@dataclass
class _Loaded:
    row: TableRow
    rows: list[ActionRow]
    table: Table


class Room:
    def __init__(self, hub: Hub, loaded: _Loaded) -> None:
        self.hub = hub
        self.store = hub.store
        self.id = loaded.row.id
        self._set(loaded)
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.driver: asyncio.Task[None] | None = None
        self._pending = False
        self.epoch = 0  # +1 whenever the log is rebuilt (undo, reload): full logs are resent
        self.closed = False
        self.touched = time.monotonic()  # last looked at: the idle sweep reads it
        self.broken = False  # a failed write could not be undone by a reload: drop the room
        self.hinting = False  # a solver hint is being worked out (one at a time)
        # connections owed a state frame that waits out their WATCH_S (see push), and the
        # timer that sends them theirs
        self.owed: set[Conn] = set()
        self._owed_timer: asyncio.TimerHandle | None = None

    def _set(self, loaded: _Loaded) -> None:
        self.row = loaded.row
        self.rows = loaded.rows
        self.table = loaded.table
        self.version = loaded.row.version

    @property
    def delay_ms(self) -> int:
        value = self.row.options.get("delay_ms")
        if isinstance(value, int) and not isinstance(value, bool):
            return max(0, min(MAX_DELAY_MS, value))
        return self.hub.delay_ms

    @property
    def over(self) -> bool:
        return self.table.over

    @property
    def abandoned_by(self) -> int | None:
        """The seat that closed the table (None: not closed)."""
        if self.row.status != "abandoned":
            return None
        by = (self.row.result or {}).get("abandoned_by")
        return by if isinstance(by, int) and not isinstance(by, bool) else -1

    @property
    def ended(self) -> bool:
        """Nothing more happens here: the game is over or the table was closed."""
        return self.table.over or self.abandoned_by is not None

    def refuse_ended(self, conn: Conn) -> bool:
        """Tell ``conn`` the table takes no more changes, if so."""
        if self.abandoned_by is not None:
            conn.error("abandoned")
            return True
        if self.table.over:
            conn.error("over")
            return True
        return False

    @property
    def hints_allowed(self) -> bool:
        return hints_allowed(self.row.options, self.row.seats)

    @property
    def people(self) -> int:
        """The human seats (taken or not)."""
        return len(self.table.humans)

    def table_moves(self) -> bool:
        """Is the next move the table's own (a computer's, or a person's only move)?"""
        t = self.table
        return (not t.over and self.row.status == "open" and t.to_move() >= 0
                and t.waiting_for_human() is None)

    # --- reading from the database (worker thread, room lock held) --------------------

    def _written_or_reloaded(self) -> Conflict:
        """After a failed write: rebuild from the database, or mark the room broken (its
        memory may hold an unwritten move) so the hub drops it."""
        try:
            self._reload()
        except Exception:
            log.exception("table %s: cannot reload after a failed write", self.id)
            self.broken = True
        return Conflict(self.id)

    def _reload(self) -> None:
        loaded = self.hub.load_sync(self.id)
        if loaded is None:
            raise RecordError("the table is gone from the database",
                              "стола больше нет в базе")
        self._set(loaded)
        self.epoch += 1

    def _sync(self) -> bool:
        """Catch up with the database; True if anything changed."""
        got = self.store.load(self.id, since=len(self.rows))
        if got is None:
            return False
        row, new = got
        if row.version == self.version:
            return False
        if (row.rewound > self.version or row.seats != self.row.seats
                or row.hints != self.row.hints or row.options != self.row.options
                or (new and new[0].step != len(self.rows))):
            self._reload()
            return True
        try:
            replay_steps(self.table, new)
        except Exception:
            log.exception("table %s: stored actions do not follow; rebuilding", self.id)
            self._reload()
            return True
        self.rows.extend(new)
        self.row = row
        self.version = row.version
        return True

    # --- changing the table (worker thread, room lock held) ---------------------------

    def _commit(self, seat: int | None, action: int | None, text: str | None) -> LogEntry | None:
        """One move: a person's (``seat`` with ``action`` or ``text``) or, with ``seat``
        None, the table's own. Applied, then written; a failed write reloads."""
        table = self.table
        try:
            if seat is None:
                chosen = table.choose()
                if chosen is None:
                    return None
                entry = table.commit(chosen)
            elif text is not None:
                entry = table.play(seat, text)
            else:
                assert action is not None
                entry = table.play_action(seat, action)
        except KolodaError:
            raise  # refused before anything changed
        except Exception:  # a game's bug halfway through a move: rebuild from the database
            log.exception("table %s: the move failed", self.id)
            raise self._written_or_reloaded() from None
        try:  # from here on the table holds the move: written, or rebuilt without it
            entries = [entry, *self._forced_chain()]
            steps = [action_row(table, e) for e in entries]
            finish = finish_of(table) if table.over else None
            if len(steps) == 1:
                self.store.append_action(self.id, self.version, steps[0], finish)
            else:
                self.store.append_actions(self.id, self.version, steps, finish)
        except Exception as err:
            if not isinstance(err, Conflict):
                log.exception("table %s: write failed", self.id)
            raise self._written_or_reloaded() from None
        self.rows.extend(steps)
        self._written(finish is not None)
        return entry

    def _forced_chain(self) -> list[LogEntry]:
        """The people's only moves that follow a move at once (a table without delay),
        played with it and written in its transaction: one write and one frame for the
        chain, where each move would cost its own, and the frame of a position left at
        once is never built. A computer's move is not chained: it may think, and the
        people see the move before it meanwhile. With a delay each forced move waits
        its turn, so the people see it play itself."""
        table = self.table
        out: list[LogEntry] = []
        while self.delay_ms == 0 and self.table_moves() and table.seats[table.to_move()].human:
            chosen = table.choose()
            if chosen is None:
                break
            if not out:  # the frames after the chain read every move of it: keep them
                table.log_texts.hold(len(table.log) - 1)
            out.append(table.commit(chosen))
        return out

    def _undo(self, seat: int, restart: bool = False) -> bool:
        """Undo (or, with ``restart``, back to the deal): the table takes it back, the
        database drops the actions from the cut on."""
        table = self.table
        if not (table.restart(seat) if restart else table.undo(seat)):
            return False
        cut = len(table.state.history)
        hints = [list(h) for h in self.row.hints if h and h[0] <= cut]
        try:
            self.store.rewind(self.id, self.version, cut, hints)
        except Exception as err:
            if not isinstance(err, Conflict):
                log.exception("table %s: write failed", self.id)
            raise self._written_or_reloaded() from None
        self.version += 1
        self.row.version = self.row.rewound = self.version
        self.rows = self.rows[:cut]
        if hints != self.row.hints:
            self.row.hints = hints
        if hints:  # the replay under undo forgot the hints spent: rebuild with them
            redo = table._redo  # what redo would play again survives the rebuild
            self.table = build_table(self.row, self.rows)
            self.table._redo = redo
        self.epoch += 1
        return True

    def _redo(self, seat: int) -> bool:
        """Play again what undo (or restart) took back; the actions are written in one
        transaction (and the game's end with them, when they end it)."""
        table = self.table
        before = len(table.state.history)
        try:
            if not table.redo(seat):
                return False
        except KolodaError:
            raise  # refused before anything changed
        except Exception:
            log.exception("table %s: redo failed", self.id)
            raise self._written_or_reloaded() from None
        try:
            steps = [action_row(table, e) for e in table.log[before:]]
            finish = finish_of(table) if table.over else None
            self.store.append_actions(self.id, self.version, steps, finish)
        except Exception as err:
            if not isinstance(err, Conflict):
                log.exception("table %s: write failed", self.id)
            raise self._written_or_reloaded() from None
        self.rows.extend(steps)
        self._written(finish is not None)
        return True

    def _written(self, finished: bool) -> None:
        """After a write of actions: the room's version and status follow it."""
        self.version += 1
        self.row.version = self.version
        if finished:
            self.row.status = "finished"
            self.row.finished_at = now()

    def _hint(self, seat: int, request: str, lang: str) -> str:
        text = self.table.state.hint(seat, request, lang)
        hints = [*self.row.hints, [len(self.table.state.history), seat, request]]
        try:
            self.store.set_hints(self.id, self.version, hints)
        except Exception as err:
            if not isinstance(err, Conflict):
                log.exception("table %s: write failed", self.id)
            raise self._written_or_reloaded() from None
        self.version += 1
        self.row.version = self.version
        self.row.hints = hints
        return text

    # --- frames (event loop, room lock held) ------------------------------------------

    def frame(self, conn: Conn) -> dict[str, Any]:
        since = self._since(conn)
        self._sent_all(conn)
        return self._state(conn, since)

    def _since(self, conn: Conn) -> int:
        """The first log entry ``conn`` has not been sent (0: it needs the whole log)."""
        full = conn.epoch != self.epoch or conn.log_sent > len(self.table.log)
        return 0 if full else conn.log_sent

    def _sent_all(self, conn: Conn) -> None:
        conn.log_sent = len(self.table.log)
        conn.epoch = self.epoch

    def _state(self, conn: Conn, since: int, thinking: int | None = None) -> dict[str, Any]:
        t = self.table
        connected = {c.seat for c in self.conns if c.seat is not None}
        taken = [seat.get("kind") != "human" or seat.get("name") is not None
                 for seat in self.row.seats]
        out = state_frame(t, self.id, conn.seat, conn.lang, self.version, since, taken,
                          connected, self.delay_ms, self.hints_allowed, self.row.hints,
                          thinking, self.abandoned_by, with_obs=conn.wants_obs)
        if solo_patience(t):
            out["elapsed"] = self.elapsed()
        out["rematch"] = self.rematch_info()
        return out

    def _thinking_frames(self, seat: int) -> list[tuple[Conn, dict[str, Any]]]:
        """The frames that show ``seat`` deciding, made before it starts (the table is
        busy while it decides) for the connections that hold the whole log already;
        sent only if the decision takes long (:data:`THINKING_S`). Each is the frame the
        connection was last sent, with the seat marked and no new log: nothing else has
        changed since (the same version and log), so no frame is built for a decision
        that turns out quick, as nearly all are."""
        t = self.table
        out = []
        for conn in list(self.conns):
            last = conn.last_state
            if (conn.greeted and not conn.closed and conn.epoch == self.epoch
                    and conn.log_sent == len(t.log) and last is not None
                    and last.get("version") == self.version):
                out.append((conn, thinking_frame(last, seat, len(t.log))))
        return out

    @staticmethod
    def _send_thinking(frames: list[tuple[Conn, dict[str, Any]]]) -> None:
        for conn, frame in frames:
            if not conn.closed:
                conn.send_state(frame)

    def elapsed(self) -> float | None:
        """Seconds since the table was made (to its end once it is over): a solitaire's
        clock, measured by the server."""
        start = self.row.created_at
        if start is None:
            return None
        end = self.row.finished_at if self.ended and self.row.finished_at else now()
        return round(max(0.0, (end - start).total_seconds()), 1)

    def push(self, only: Conn | None = None) -> None:
        """Send the table's state to every connection (``only``: to that one)."""
        conns = [only] if only is not None else list(self.conns)
        self._send_states([c for c in conns if c.greeted and not c.closed])
        if only is None and not self.owed:
            self.table.log_texts.release()  # every connection has read the held moves

    def push_move(self, mover: int | None = None) -> None:
        """Send the state after a move: at once to the seat ``mover`` (a person's move),
        to the seat to move now and to every connection once the game is over; to
        the others at once if their last such frame is WATCH_S old, else when it is (one
        frame then for all the moves made meanwhile)."""
        if self.hub.watch_s <= 0 or self.table.over:
            self.push()
            return
        to_move = self.table.to_move()
        self._push_owing(lambda c: c.seat is not None and c.seat in (mover, to_move))

    def push_joined(self, conn: Conn) -> None:
        """``conn`` has greeted: its frame now. A spectator changes no one else's picture;
        a seat's connection marks the seat connected in every picture, and the others
        learn it as they learn a move they do not answer (at once if their last frame
        is WATCH_S old, else in their next one): pages that reconnect together, to a
        restarted server or a game's first moments, would each set off a frame for every
        connection of the table."""
        if self.hub.watch_s <= 0:
            self.push(conn if conn.seat is None else None)
        elif conn.seat is None:
            self._send_states([conn], time.monotonic())
        else:
            self._push_owing(lambda c: c is conn)

    def _push_owing(self, now_for: Callable[[Conn], bool]) -> None:
        """Send a frame at once to the connections ``now_for`` names and to those whose
        last frame is WATCH_S old (or who have none); owe the rest one, sent when it is."""
        interval = self.hub.watch_s
        now = time.monotonic()
        due: list[Conn] = []
        for conn in list(self.conns):
            if not conn.greeted or conn.closed:
                continue
            if now_for(conn) or conn.last_state is None or now - conn.state_at >= interval:
                due.append(conn)
            elif conn not in self.owed:
                self.owed.add(conn)
                # the moves it has not read keep their positions until it reads them
                self.table.log_texts.hold(min(conn.log_sent, len(self.table.log)))
        self._send_states(due, now)
        if self.owed and self._owed_timer is None:
            wait = min(c.state_at for c in self.owed) + interval - now
            loop = asyncio.get_running_loop()
            self._owed_timer = loop.call_later(max(0.0, wait), self._owed_due)
        if not self.owed:
            self.table.log_texts.release()

    def _owed_due(self) -> None:
        self._owed_timer = None
        if self.owed and not self.closed:
            self.hub.spawn(self.send_owed())

    async def send_owed(self) -> None:
        """Send the connections owed a frame theirs now."""
        async with self.lock:
            owed = [c for c in self.owed if c in self.conns and c.greeted and not c.closed]
            self.owed.clear()
            if self._owed_timer is not None:  # set by a push meanwhile: all are sent now
                self._owed_timer.cancel()
                self._owed_timer = None
            self._send_states(owed, time.monotonic())
            self.table.log_texts.release()

    def _send_states(self, conns: Sequence[Conn], now: float | None = None) -> None:
        """Build and queue each connection's state frame (``now``: the frames are after
        a move, the time their WATCH_S counts from)."""
        # connections that see the same (the spectators, a seat open in two tabs) share
        # one frame, built and encoded once
        # (and a patch from one base, once)
        made: dict[tuple[int | None, str, int, bool], dict[str, Any]] = {}
        # (base, frame) -> the text; the value holds both, so no id is reused meanwhile
        texts: dict[tuple[int, int], tuple[dict[str, Any] | None, dict[str, Any], str]] = {}
        for conn in conns:
            self.owed.discard(conn)
            key = (conn.seat, conn.lang, self._since(conn), conn.wants_obs)
            frame = made.get(key)
            if frame is None:
                frame = made[key] = self.frame(conn)
            else:
                self._sent_all(conn)
            base = conn.last_state if conn.wants_patch else None
            got = texts.get((id(base), id(frame)))
            if got is None:
                text = frame_text(frame if base is None else state_patch(base, frame))
                got = texts[id(base), id(frame)] = (base, frame, text)
            conn.last_state = frame
            if now is not None:
                conn.state_at = now
            conn.send_text(got[2])

    # --- the protocol (event loop) ----------------------------------------------------

    async def hello(self, conn: Conn, frame: Frame) -> None:
        seat: int | None = None
        hashed = None
        if frame.token is not None:
            hashed = token_hash(frame.token)
            seat = await in_thread(self.store.seat_by_token, self.id, hashed)
            if seat is None:
                conn.lang = frame.lang or conn.lang
                conn.error("bad_token")
                return
        elif conn.ident is not None:
            seat = await in_thread(self.store.seat_by_player, self.id, conn.ident.pid)
        async with self.lock:
            if not self.hub.hold(self):  # put away meanwhile, and taken out as another room
                conn.lang = frame.lang or conn.lang
                conn.error("moved")
                conn.close(1012)
                return
            conn.seat = seat
            conn.token_hash = hashed
            conn.lang = frame.lang or "ru"
            conn.wants_obs = frame.obs
            conn.wants_patch = frame.patch
            conn.greeted = True
            self.conns.add(conn)
            self.push_joined(conn)

    async def leave(self, conn: Conn) -> None:
        async with self.lock:
            self.conns.discard(conn)
            self.touched = time.monotonic()
            if conn.seat is not None:  # its seat is no longer marked connected
                if self.hub.watch_s <= 0:
                    self.push()
                else:
                    self._push_owing(lambda c: False)
        if not self.conns and self.ended:
            self.hub.forget(self)

    async def act(self, conn: Conn, frame: Frame) -> None:
        async with self.lock:
            seat = conn.seat
            if seat is None:
                conn.error("spectator")
                return
            if frame.version != self.version:
                conn.error("stale", seen=frame.version, now=self.version)
                self.push(conn)
                return
            t = self.table
            if self.refuse_ended(conn):
                return
            to_move = t.to_move()
            if to_move < 0:
                conn.error("no_move")
                return
            if to_move != seat:
                conn.error("not_your_move", who=t.names("en")[to_move],
                           who_ru=t.names("ru")[to_move])
                return
            try:
                await in_thread(self._commit, seat, frame.action, frame.text)
            except KolodaError as err:
                conn.send(error_frame("illegal", err.text(conn.lang)))
                return
            except Conflict:
                self._conflicted(conn)
                return
            self.push_move(seat)
        self.kick()

    async def undo(self, conn: Conn, frame: Frame) -> None:
        await self._take_back(conn, frame, "undo")

    async def redo(self, conn: Conn, frame: Frame) -> None:
        await self._take_back(conn, frame, "redo")

    async def restart(self, conn: Conn, frame: Frame) -> None:
        await self._take_back(conn, frame, "restart")

    async def _take_back(self, conn: Conn, frame: Frame, kind: str) -> None:
        """``undo``, ``redo`` or ``restart`` (a table of one person where undo is on)."""
        refused = {"undo": "no_undo", "redo": "no_redo", "restart": "no_restart"}[kind]
        async with self.lock:
            seat = conn.seat
            if seat is None:
                conn.error("spectator")
                return
            if frame.version is not None and frame.version != self.version:
                conn.error("stale", seen=frame.version, now=self.version)
                self.push(conn)
                return
            t = self.table
            if self.refuse_ended(conn):
                return
            allowed = {"undo": lambda: t.can_undo(seat), "redo": lambda: t.can_redo(seat),
                       "restart": lambda: t.can_undo_at_all() and bool(t.state.history)}
            if not allowed[kind]():
                conn.error(refused)
                return
            try:
                if kind == "redo":
                    done = await in_thread(self._redo, seat)
                else:
                    done = await in_thread(self._undo, seat, kind == "restart")
            except KolodaError as err:
                conn.send(error_frame(refused, err.text(conn.lang)))
                return
            except Conflict:
                self._conflicted(conn)
                return
            if not done:
                conn.error(refused)
                return
            self.push()
        self.kick()

    async def hint(self, conn: Conn, frame: Frame) -> None:
        if conn.seat is not None and not self.hints_allowed:
            conn.error("hints_off")
            return
        if getattr(self.table.state, "hints_moves", False):
            await self._solver_hint(conn, frame.request or "")
            return
        async with self.lock:
            seat = conn.seat
            if seat is None:
                conn.error("spectator")
                return
            if self.refuse_ended(conn):
                return
            request = frame.request or ""
            try:
                text = await in_thread(self._hint, seat, request, conn.lang)
            except KolodaError as err:
                conn.send(error_frame("no_hint", err.text(conn.lang)))
                return
            except Conflict:
                self._conflicted(conn)
                return
            conn.send({"type": "hint", "text": text})
            self._tell_hint(conn, seat, request)
            self.push()

    def _tell_hint(self, asker: Conn, seat: int, request: str) -> None:
        """At a table of several people, everyone else is told that ``seat`` used a hint
        and of which kind, never what it showed (the stored hints show it in every
        frame's ``hints_used`` too)."""
        if self.people <= 1:
            return
        kind = hint_kind(request)
        for conn in list(self.conns):
            if conn is asker or not conn.greeted:
                continue
            names = self.table.names(conn.lang)
            who = names[seat] if 0 <= seat < len(names) else str(seat + 1)
            conn.send({"type": "notice", "code": "hint_used", "seat": seat, "hint": kind,
                       "message": messages.text("hint_used", conn.lang, who=who,
                                                kind=kind)})

    async def _solver_hint(self, conn: Conn, request: str) -> None:
        """A solitaire's hint is its solver's, which changes nothing: worked out on a copy
        of the position outside the room's lock, not stored, one at a time per table."""
        async with self.lock:
            seat = conn.seat
            if seat is None:
                conn.error("spectator")
                return
            if self.refuse_ended(conn):
                return
            if self.hinting:
                conn.error("hint_busy")
                return
            state = self.table.state.clone()
            self.hinting = True
        try:
            text = await in_thread(state.hint, seat, request, conn.lang)
        except KolodaError as err:
            conn.send(error_frame("no_hint", err.text(conn.lang)))
            return
        finally:
            self.hinting = False
        conn.send({"type": "hint", "text": text, "request": request})
        self._tell_hint(conn, seat, request)

    async def abandon(self, token_hash: str | None, pid: str | None) -> int:
        """Close the table at the request of a person seated at it (``Store.
        abandon_table`` finds the seat and refuses anyone else); every connection is
        sent the closed table. Returns that person's seat."""
        async with self.lock:
            seat, version, closed = await in_thread(self.store.abandon_table, self.id,
                                                    token_hash, pid)
            if version > self.version or closed:
                self.row.status = "abandoned"
                self.row.result = {"abandoned_by": seat}
                self.row.winners = []
                self.row.finished_at = self.row.updated_at = now()
                self.version = self.row.version = max(version, self.version)
                self.push()
        return seat

    def _conflicted(self, conn: Conn | None) -> None:
        """A write lost (or failed): the table is as the database says; tell everyone."""
        if conn is not None:
            conn.error("conflict")
        if not self.broken:
            self.push()
            return
        self.closed = True
        self.hub.drop(self)
        for c in list(self.conns):
            c.error("internal")
            c.close(1011)  # the page reconnects, and the table is rebuilt afresh

    async def set_lang(self, conn: Conn, lang: str) -> None:
        async with self.lock:
            conn.lang = lang
            conn.epoch = -1  # the whole log again, in the new language
            self.push(conn)

    # --- «ещё раз» --------------------------------------------------------------------

    def rematch_deals(self) -> list[str]:
        """What the next game may deal: a new deal, and for a solitaire the same again."""
        solitaire = getattr(self.table.game, "family", None) == "patience"
        return ["next", "same"] if solitaire else ["next"]

    def human_seats(self) -> list[int]:
        return [s for s, seat in enumerate(self.row.seats) if seat.get("kind") == "human"]

    def rematch_info(self) -> dict[str, Any] | None:
        """The ``rematch`` field of a state frame: null until the game is over, then the
        deals one may ask for, the offer made (its deal, who agreed, who is awaited) and
        the next table once it is made."""
        if not self.table.over:
            return None
        offer = self.row.rematch or {}
        agreed = sorted(int(s) for s in offer.get("agreed", []))
        return {"deals": self.rematch_deals(), "deal": offer.get("deal"), "agreed": agreed,
                "waiting": [s for s in self.human_seats() if s not in agreed] if offer
                else [], "next": offer.get("next")}

    async def rematch(self, conn: Conn, frame: Frame) -> None:
        """«Ещё раз» from a seat of a finished table: an offer (or, ``agree`` false, a
        refusal that withdraws it); once every person has agreed, the new table is made
        — the same seats, options and rules, the deal passed on (Table.rematch_rules;
        a solitaire's next deal number, or the same) — and each seat's connections get
        its id and their own seat token. At a table of one person it starts at once."""
        started: str | None = None
        async with self.lock:
            seat = conn.seat
            if seat is None:
                conn.error("spectator")
                return
            if not self.table.over:
                conn.error("not_over")
                return
            offer = dict(self.row.rematch or {})
            if offer.get("next"):  # made already: the cookie gives the seat there
                conn.send({"type": "rematch_ready", "id": offer["next"], "seat": None,
                           "token": None})
                return
            try:
                if not frame.agree:
                    if not offer:
                        conn.error("no_offer")
                        return
                    await in_thread(self.store.set_rematch, self.id, self.version, None)
                    self._versioned(None)
                    self._tell_rematch("rematch_declined", seat)
                    self.push()
                    return
                deal = frame.deal or "next"
                if deal not in self.rematch_deals():
                    conn.error("same_deal")
                    return
                if offer.get("deal") != deal:  # a new offer (another deal starts afresh)
                    offer = {"deal": deal, "agreed": []}
                elif seat in offer.get("agreed", []):
                    conn.error("already_agreed")
                    return
                offer = {"deal": deal, "agreed": sorted({*offer.get("agreed", []), seat})}
                if set(self.human_seats()) <= set(offer["agreed"]):
                    row, seat_rows, tokens = await in_thread(self._rematch_table, deal)
                    offer["next"] = row.id
                    await in_thread(self.store.start_rematch, self.id, self.version, offer,
                                    row, seat_rows)
                    self._versioned(offer)
                    for c in list(self.conns):
                        if c.greeted:
                            c.send({"type": "rematch_ready", "id": row.id, "seat": c.seat,
                                    "token": tokens.get(c.seat) if c.seat is not None
                                    else None})
                    started = row.id
                else:
                    await in_thread(self.store.set_rematch, self.id, self.version, offer)
                    self._versioned(offer)
                    self._tell_rematch("rematch_offer", seat)
            except Conflict:  # another process answered first: look again
                with contextlib.suppress(Exception):
                    await in_thread(self._reload)
                conn.error("conflict")
                self.push()
                return
            except KolodaError as err:  # the next game's rules do not build (a bug)
                log.error("table %s: no rematch: %s", self.id, err.en)
                conn.error("internal")
                return
            self.push()
        if started is not None:
            await self.hub.get(started)  # seated, and the computers start

    def _versioned(self, offer: dict[str, Any] | None) -> None:
        self.version += 1
        self.row.version = self.version
        self.row.rematch = offer

    def _tell_rematch(self, kind: str, seat: int) -> None:
        """Every connection hears of an offer (who wants to play again, who is awaited)
        or of a refusal, in its own language."""
        info = self.rematch_info() or {}
        for c in list(self.conns):
            if not c.greeted:
                continue
            names = self.table.names(c.lang)
            waiting = ", ".join(names[s] for s in info.get("waiting", []))
            frame: dict[str, Any] = {"type": kind, "seat": seat, "message": messages.text(
                kind, c.lang, who=names[seat], waiting=waiting)}
            if kind == "rematch_offer":
                frame.update(deal=info.get("deal"), agreed=info.get("agreed", []),
                             waiting=info.get("waiting", []))
            c.send(frame)

    def _rematch_table(self, deal: str) -> tuple[TableRow, list[SeatRow], dict[int, str]]:
        """The next table's row, its seats' rows and a fresh token per person (worker
        thread): the same game, seats, names and options; the rules passed on."""
        t = self.table
        if getattr(t.game, "family", None) == "patience":
            seed = t.seed if deal == "same" else (t.seed + 1) % (MAX_DEAL + 1)
        else:
            seed = self.hub.rng.randrange(1 << 31)
        seats = [{"kind": s.get("kind"), "agent": s.get("agent"), "name": s.get("name")}
                 for s in self.row.seats]
        row = TableRow(id=secrets.token_urlsafe(9), game=t.game.key, players=t.players,
                       rules=t.rematch_rules().changed(), seed=seed,
                       agent_seed=self.hub.rng.randrange(1 << 31),
                       options=dict(self.row.options), seats=seats,
                       invite=secrets.token_urlsafe(12))
        build_table(row, [])  # every check a table makes, before anything is stored
        tokens: dict[int, str] = {}
        seat_rows: list[SeatRow] = []
        for old in self.store.get_seats(self.id):
            if old.token_hash is None:
                continue
            tokens[old.seat] = new_token()
            seat_rows.append(SeatRow(old.seat, old.name, token_hash(tokens[old.seat]),
                                     old.player_id))
        return row, seat_rows, tokens

    # --- keeping up with the database ---------------------------------------------------

    def _retire_tokens(self, tokens: dict[int, str | None]) -> None:
        """Close every socket greeted with a seat token that is no longer its seat's (a
        rejoin gave the seat a new one): with an ``error`` frame and the close code 4409,
        which the page takes as "this seat is played elsewhere now", not as a dropped
        line to reconnect. From now on nothing it sends is read."""
        for conn in list(self.conns):
            if (conn.token_hash is not None and conn.seat is not None
                    and tokens.get(conn.seat) != conn.token_hash):
                conn.seat = None
                conn.error("seat_retired")
                conn.close(4409)
                self.conns.discard(conn)

    async def sync(self, version: int | None = None, watch: bool = True) -> None:
        """Load what another process (or request) wrote; push it to every connection.
        A change may be a rejoin that retired a seat token: its sockets are closed."""
        async with self.lock:
            if version is not None and version <= self.version:
                return
            try:
                changed = await in_thread(self._sync)
                if changed and any(c.token_hash is not None for c in self.conns):
                    self._retire_tokens(await in_thread(self.store.seat_token_hashes,
                                                        self.id))
            except Exception:
                log.exception("table %s: cannot catch up with the database", self.id)
                return
            if changed:
                self.push()
            if not watch:
                return
            if self.table_moves():
                seen = self.version
                loop = asyncio.get_running_loop()
                loop.call_later(self.delay_ms / 1000 + WATCHDOG_S, self._watchdog, seen)

    def _watchdog(self, seen: int) -> None:
        """A table move another process should have made but has not: make it here."""
        if not self.closed and self.version == seen and self.table_moves():
            self.kick()

    # --- computer moves ---------------------------------------------------------------

    def kick(self) -> None:
        """Play the table's own moves (computers, a person's only move) from now on."""
        self._pending = True
        if self.closed:
            return
        if self.driver is None or self.driver.done():
            self.driver = asyncio.create_task(self._drive())

    async def _drive(self) -> None:
        try:
            while self._pending and not self.closed:
                self._pending = False
                while await self._one_move():
                    pass
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: computer move failed", self.id)

    async def _one_move(self) -> bool:
        async with self.lock:
            if self.closed or not self.table_moves():
                return False
            delay = self.delay_ms
        if delay:
            await asyncio.sleep(delay / 1000)
        async with self.lock:
            if self.closed or not self.table_moves():
                return False
            seat = self.table.to_move()
            thinking = (self._thinking_frames(seat) if self.table.seats[seat].kind == COMPUTER
                        else [])
            timer = (asyncio.get_running_loop().call_later(THINKING_S, self._send_thinking,
                                                           thinking) if thinking else None)
            try:
                entry = await in_thread(self._commit, None, None, None)
            except Conflict:
                self._conflicted(None)  # another process moved first: show its move
                return not self.closed
            finally:
                if timer is not None:
                    timer.cancel()
            self.push_move()
            return entry is not None


class Hub:
    """The process's rooms, loaded on demand and at start."""

    def __init__(self, store: Store, delay_ms: int = DEFAULT_DELAY_MS,
                 rng: random.Random | None = None) -> None:
        self.store = store
        self.delay_ms = max(0, min(MAX_DELAY_MS, delay_ms))
        self.rng = rng or random.SystemRandom()
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        self.listening = False  # another process may write: LISTEN/NOTIFY is on
        self._tasks: set[asyncio.Task[None]] = set()
        self.frame_rate = FRAME_RATE  # frames a second one connection may send
        self.watch_s = WATCH_S  # a waiting connection's least time between move frames

    def load_sync(self, table_id: str) -> _Loaded | None:
        got = self.store.load(table_id)
        if got is None:
            return None
        row, rows = got
        return _Loaded(row, rows, build_table(row, rows))

    async def get(self, table_id: str) -> Room | None:
        room = self.rooms.get(table_id)
        if room is not None:
            room.touched = time.monotonic()
            return room
        pending = self._loading.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut: asyncio.Future[Room | None] = asyncio.get_running_loop().create_future()
        self._loading[table_id] = fut
        try:
            try:
                loaded = await in_thread(self.load_sync, table_id)
            except STORAGE_ERRORS as err:  # the database failed, not the table: say so
                fut.set_exception(err)
                fut.exception()  # retrieved: nobody else may be waiting for it
                raise
            except Exception:
                log.exception("table %s cannot be rebuilt from the database", table_id)
                loaded = None
            room = Room(self, loaded) if loaded is not None else None
            if room is not None:
                self.rooms[table_id] = room
                if room.table_moves():
                    room.kick()
                if self.listening:  # a NOTIFY heard while loading was not for a held room
                    self.spawn(room.sync(None))
            fut.set_result(room)
            return room
        finally:
            del self._loading[table_id]

    async def idle(self, table_id: str) -> None:
        """Wait until the table has no move of its own in flight and no change under way,
        and send the frames owed meanwhile (tests and the load bench use this to look at
        a settled table)."""
        room = self.rooms.get(table_id)
        while room is not None:
            driver = room.driver
            if driver is not None and not driver.done():
                with contextlib.suppress(Exception):
                    await asyncio.shield(driver)
                continue
            async with room.lock:
                pass
            if room.driver is None or room.driver.done():
                if room.owed:  # settled means every connection has its frame
                    await room.send_owed()
                return

    def drop(self, room: Room) -> None:
        if self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    def forget(self, room: Room) -> None:
        if self.rooms.get(room.id) is room and not room.conns and room.ended:
            del self.rooms[room.id]

    def hold(self, room: Room) -> bool:
        """Keep ``room`` as its table's room (again, if the idle sweep put it away while a
        page was connecting to it); False if another room holds that table now."""
        held = self.rooms.setdefault(room.id, room)
        room.touched = time.monotonic()
        return held is room

    def sweep(self, idle_s: float = IDLE_S) -> int:
        """Put away the rooms nobody has looked at for ``idle_s`` seconds: no page
        connected, no move of their own under way, no change in progress. They are in the
        database; the next visit rebuilds them. Returns how many were put away."""
        now = time.monotonic()
        gone = [room for room in self.rooms.values()
                if not room.conns and now - room.touched >= idle_s
                and (room.driver is None or room.driver.done())
                and not room.lock.locked() and not room.hinting]
        for room in gone:
            del self.rooms[room.id]
        if gone:
            log.info("put away %d idle tables (%d held)", len(gone), len(self.rooms))
        return len(gone)

    async def sweep_forever(self, every_s: float = SWEEP_S) -> None:
        while True:
            await asyncio.sleep(every_s)
            self.sweep()

    async def start(self) -> None:
        """Rebuild every open table (and resume its computer moves)."""
        ids = await in_thread(self.store.open_table_ids)
        for table_id in ids:
            await self.get(table_id)
        if ids:
            log.info("rebuilt %d open tables", len(ids))

    async def stop(self) -> None:
        for room in list(self.rooms.values()):
            room.closed = True
            if room.driver is not None:
                room.driver.cancel()
        for room in list(self.rooms.values()):
            if room.driver is not None:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await room.driver

    def notified(self, table_id: str, version: int) -> None:
        """Another process changed a table (PostgreSQL NOTIFY): catch up in a task, so
        the listener goes on hearing the others meanwhile."""
        room = self.rooms.get(table_id)
        if room is not None and version > room.version:
            self.spawn(room.sync(version))

    def spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def resync_all(self) -> None:
        """After a lost LISTEN connection: catch up with every table held."""
        for room in list(self.rooms.values()):
            await room.sync(None)
