"""After a move, the seat that made it and the seat to move get their frame at once; a
waiting connection (a spectator here) at most one per ``watch_s``, the moves in between
reaching it in one frame that loses none of them. A greeting is the same: the greeter's
frame at once, the others' (a seat marked connected) owed the same way."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.web.helpers import _BASES, Env, Frame, hello, server, settled, until

MOVES = 8  # a person's moves, each followed by the computer's (more than LogTexts.RECENT)


def _play(page: Any, moves: int) -> Frame:
    """The person's first legal move, ``moves`` times or to the end, from the page's
    last frame: its frames come at once (a test waiting for one would time out)."""
    _sent(page)  # every frame sent so far read
    last = _BASES[id(page)]
    for _ in range(moves):
        if last["over"]:
            break
        assert last["waiting"] == 0
        seen = last["version"]
        page.send_json({"type": "act", "version": seen, "action": last["legal"][0]["action"]})
        last = until(page, lambda f, seen=seen: settled(f) and f["version"] > seen)[-1]
    return last


def _sent(ws: Any) -> list[Frame]:
    """The state frames sent to ``ws`` so far (read up to the answer to a ping)."""
    ws.send_json({"type": "ping"})
    return [f for f in until(ws, lambda f: f["type"] == "pong") if f["type"] == "state"]


def test_a_spectator_gets_the_moves_made_within_its_interval_in_one_frame(
        tmp_path: Path) -> None:
    with server(tmp_path, watch_s=600.0) as env:  # nothing waits out 10 minutes here
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as page, \
                env.client.websocket_connect(f"/ws/{tid}") as tab, \
                env.client.websocket_connect(f"/ws/{tid}") as watcher:
            hello(page, made["token"])
            hello(tab, made["token"])  # the same seat in a second tab
            first = hello(watcher, None, "en")
            env.idle(tid)
            for ws in (page, tab, watcher):
                _sent(ws)
            last = _play(page, MOVES)
            assert not last["over"]
            # the seat's other tab was sent every frame at once, as the page was
            assert _sent(tab)[-1]["version"] == last["version"]
            # the spectator: its greeting's frame began its interval, so every move is owed
            assert _sent(watcher) == []
            env.idle(tid)  # a settled table owes nobody: the owed frame goes out
            caught = _sent(watcher)
            assert len(caught) == 1 and caught[0]["version"] == last["version"]
            log = [*first["log"], *caught[0]["log"]]
            assert caught[0]["since"] == len(first["log"])
            # a spectator greeting now reads the same table and the same log
            with env.client.websocket_connect(f"/ws/{tid}") as fresh:
                now = hello(fresh, None, "en")
                assert now["picture"] == caught[0]["picture"]
                assert now["since"] == 0 and now["log"] == log


@contextmanager
def _watched(tmp_path: Path, watch_s: float) -> Iterator[tuple[Env, str, Any, Any]]:
    """A person against the computer at Durak and a spectator, both greeted, the table
    settled: (the server, the table, the person's page, the spectator's)."""
    with server(tmp_path, watch_s=watch_s) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as page, \
                env.client.websocket_connect(f"/ws/{tid}") as watcher:
            hello(page, made["token"])
            hello(watcher, None, "en")
            env.idle(tid)
            _sent(watcher)
            yield env, tid, page, watcher


def test_without_an_interval_every_move_reaches_every_connection(tmp_path: Path) -> None:
    with _watched(tmp_path, 0.0) as (env, tid, page, watcher):
        before = len(env.room(tid).table.log)
        last = _play(page, 3)
        env.idle(tid)
        seen = _sent(watcher)
        assert seen[-1]["version"] == last["version"]
        # one frame a push: a person's move, and each computer move after it
        assert len(seen) == len(env.room(tid).table.log) - before


def test_an_owed_frame_goes_out_when_its_interval_is_over(tmp_path: Path) -> None:
    with _watched(tmp_path, 0.05) as (env, tid, page, watcher):
        last = _play(page, 4)
        # no idle here: the room's timer sends it
        got = until(watcher, lambda f: f["type"] == "state" and f["version"] == last["version"])
        assert got[-1]["version"] == last["version"]
        assert not env.room(tid).owed


def test_a_frame_owed_to_a_spectator_who_left_is_dropped(tmp_path: Path) -> None:
    with server(tmp_path, watch_s=600.0) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as page:
            hello(page, made["token"])
            with env.client.websocket_connect(f"/ws/{tid}") as watcher:
                hello(watcher, None, "en")
                env.idle(tid)
                _play(page, 3)
                assert env.room(tid).owed
            last = _play(page, 1)
            env.idle(tid)
            assert not env.room(tid).owed
            assert last["version"] == env.room(tid).version


def test_a_greeting_sets_off_no_frame_for_a_spectator_and_an_owed_one_for_a_seat(
        tmp_path: Path) -> None:
    """A spectator who greets changes no one's picture: no one else is sent a frame. A
    seat's connection marks the seat connected: the connections greeted within the
    interval are owed that frame, and it goes out (the seat marked) when it is due."""
    with server(tmp_path, watch_s=600.0) as env:
        made = env.player("Анна").create("durak", ["human", "human"])
        tid = made["id"]
        joined = env.player("Борис").join(tid, made["invite"])
        env.anonymous()  # the sockets greet by their tokens (the spectator by none)
        with env.client.websocket_connect(f"/ws/{tid}") as page, \
                env.client.websocket_connect(f"/ws/{tid}") as watcher:
            first = hello(page, made["token"])
            hello(watcher, None, "en")
            assert _sent(page) == []  # a spectator greeted: nothing for the page
            assert [s["connected"] for s in first["table"]["seats"]] == [True, False]
            with env.client.websocket_connect(f"/ws/{tid}") as other:
                hello(other, joined["token"])
                assert _sent(page) == [] and _sent(watcher) == []  # owed, not sent
                assert env.room(tid).owed == {page_conn(env, tid, 0), page_conn(env, tid, None)}
                env.idle(tid)  # due now: the owed frames go out
                for ws in (page, watcher):
                    seats = _sent(ws)[-1]["table"]["seats"]
                    assert [s["connected"] for s in seats] == [True, True]
            env.idle(tid)  # the seat left: its mark goes, owed the same way
            seats = _sent(page)[-1]["table"]["seats"]
            assert [s["connected"] for s in seats] == [True, False]


def page_conn(env: Env, tid: str, seat: int | None) -> Any:
    """The room's one connection of ``seat`` (None: the spectator)."""
    found = [c for c in env.room(tid).conns if c.seat == seat]
    assert len(found) == 1
    return found[0]


def test_without_an_interval_a_greeting_reaches_every_seat_at_once(tmp_path: Path) -> None:
    with server(tmp_path, watch_s=0.0) as env:
        made = env.player("Анна").create("durak", ["human", "human"])
        tid = made["id"]
        joined = env.player("Борис").join(tid, made["invite"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{tid}") as page, \
                env.client.websocket_connect(f"/ws/{tid}") as other:
            hello(page, made["token"])
            hello(other, joined["token"])
            seats = _sent(page)[-1]["table"]["seats"]
            assert [s["connected"] for s in seats] == [True, True]
