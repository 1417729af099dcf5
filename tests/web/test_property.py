"""Property tests of the protocol: random frames, valid and garbage, from random seats
and spectators. A refused frame changes nothing; after every frame the server's table
equals a replay of the stored record (through Table.from_record), and every answer is
a well-formed frame on a connection that stays open."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.web.helpers import Env, ask, drain, hello, server

# "mover": whoever must decide now (most frames of a real game come from that seat)
SENDERS = st.sampled_from([0, 1, None, "stranger", "mover", "mover", "mover"])

_json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-(2 ** 40), 2 ** 40),
                       st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
JSON = st.recursive(_json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)

GARBAGE = st.one_of(
    st.text(max_size=40),
    st.binary(max_size=40),
    JSON.map(json.dumps),
    st.fixed_dictionaries({"type": st.sampled_from(["act", "undo", "hint", "lang", "ping",
                                                    "hello", "Act", ""])},
                          optional={"action": JSON, "text": JSON, "version": JSON,
                                    "token": JSON, "lang": JSON, "request": JSON,
                                    "zzz": JSON}).map(json.dumps),
)

MOVE = st.one_of(
    st.tuples(st.just("legal"), st.integers(0, 50), st.booleans()),  # a listed move
    st.tuples(st.just("legal"), st.integers(0, 50), st.just(True)),
    st.tuples(st.just("number"), st.integers(-3, 4000), st.booleans()),
    st.tuples(st.just("text"), st.sampled_from(["take", "done", "pass", "bid 100", "start",
                                                "play QH", "1", "2", "99", "пас", "беру"]),
              st.booleans()),
    st.tuples(st.just("undo"), st.just(0), st.booleans()),
    st.tuples(st.just("hint"), st.sampled_from(["hands", "talon_suits", "talon 1", "x"]),
              st.booleans()),
    st.tuples(st.just("lang"), st.sampled_from(["ru", "en"]), st.booleans()),
    st.tuples(st.just("garbage"), GARBAGE, st.booleans()),
)

LAYOUTS = [
    ("durak", ["human", "human", "computer"], {}),
    ("durak", ["human", "computer"], {"variants": ["perevodnoy"]}),
    ("tysyacha", ["human", "human", "computer"], {"rules": {"max_deals": 2}}),
    ("tysyacha", ["human", "computer", "computer"], {"rules": {"max_deals": 2}}),
    ("czech", ["human", "human"], {}),
]


def _signature(env: Env, table_id: str) -> tuple[Any, ...]:
    room = env.room(table_id)
    t = room.table
    return (room.version, list(t.state.history),
            [t.observation(s) for s in range(t.players)])


def _same_as_replay(env: Env, table_id: str) -> None:
    room = env.room(table_id)
    t = room.table
    ref = env.replayed(table_id)
    assert ref.state.history == t.state.history
    assert len(env.store.get_actions(table_id)) == len(t.state.history)
    for viewer in (*range(t.players), None):
        assert ref.observation(viewer) == t.observation(viewer) or _hints_differ(
            ref.observation(viewer), t.observation(viewer))
        for lang in ("ru", "en"):
            assert [e.text(viewer, lang) for e in ref.log] == \
                [e.text(viewer, lang) for e in t.log]
            assert [e.follow_ups(viewer, lang) for e in ref.log] == \
                [e.follow_ups(viewer, lang) for e in t.log]
    assert [e.forced for e in ref.log] == [e.forced for e in t.log]


def _hints_differ(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Hints spent are stored beside the record (Table.from_record knows nothing of
    them): the observations may differ in hints_left only."""
    return {k: v for k, v in a.items() if k != "hints_left"} == \
        {k: v for k, v in b.items() if k != "hints_left"}


def test_random_frames_from_random_seats(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        counter = iter(range(10 ** 6))

        @settings(deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                        HealthCheck.data_too_large])
        @given(layout=st.integers(0, len(LAYOUTS) - 1),
               moves=st.lists(st.tuples(SENDERS, MOVE), min_size=1, max_size=30))
        def run(layout: int, moves: list[tuple[Any, tuple[str, Any, bool]]]) -> None:
            next(counter)
            game, seats, extra = LAYOUTS[layout]
            made = anna.create(game, seats, **extra)
            tid = made["id"]
            tokens: dict[Any, str | None] = {0: made["token"], None: None,
                                             "stranger": "not-a-token-" + "x" * 20}
            if seats.count("human") > 1:
                tokens[1] = boris.join(tid, made["invite"])["token"]
            env.anonymous()
            c = env.client
            with c.websocket_connect(f"/ws/{tid}") as w0, c.websocket_connect(f"/ws/{tid}") as w1, \
                    c.websocket_connect(f"/ws/{tid}") as ws, \
                    c.websocket_connect(f"/ws/{tid}") as wx:
                socks = {0: w0, 1: w1, None: ws, "stranger": wx}
                last: dict[Any, dict[str, Any]] = {}
                for who, sock in socks.items():
                    if who in tokens and who != "stranger":
                        last[who] = hello(sock, tokens[who])
                    elif who == 1:  # no second person at this table: a spectator
                        last[who] = hello(sock, None)
                env.idle(tid)
                for who, (kind, arg, fresh) in moves:
                    if who == "mover":
                        waiting = env.room(tid).table.waiting_for_human()
                        who = waiting if waiting in tokens else 0
                    sock = socks[who]
                    for f in drain(sock):
                        if f["type"] == "state":
                            last[who] = f
                    before = _signature(env, tid)
                    seen = last.get(who, {})
                    version = before[0] if fresh else seen.get("version", 0)
                    if kind == "legal":
                        legal = seen.get("legal") or [{"action": 0, "text": "take"}]
                        pick = legal[arg % len(legal)]
                        frame: Any = {"type": "act", "action": pick["action"],
                                      "version": version}
                    elif kind == "number":
                        frame = {"type": "act", "action": arg, "version": version}
                    elif kind == "text":
                        frame = {"type": "act", "text": arg, "version": version}
                    elif kind == "undo":
                        frame = {"type": "undo", "version": version}
                    elif kind == "hint":
                        frame = {"type": "hint", "request": arg}
                    elif kind == "lang":
                        frame = {"type": "lang", "lang": arg}
                    else:
                        frame = arg
                    if isinstance(frame, bytes):
                        sock.send_bytes(frame)
                        sock.send_json({"type": "ping"})
                        from tests.web.helpers import until

                        got = until(sock, lambda f: f["type"] == "pong")[:-1]
                    else:
                        got = ask(sock, frame)
                    env.idle(tid)
                    for f in got:
                        assert f["type"] in ("state", "error", "hint"), f
                        if f["type"] == "error":
                            assert isinstance(f["code"], str) and f["message"]
                        if f["type"] == "state":
                            last[who] = f
                    refused = any(f["type"] == "error" for f in got)
                    after = _signature(env, tid)
                    if refused:
                        assert after == before, (who, frame, got)
                    if kind != "hint":
                        assert after[0] == before[0] or not refused
                    _same_as_replay(env, tid)

        run()
        assert next(counter) > 5
