"""Whatever a client sends, over HTTP or the socket, gets an answer of the protocol: an
error frame or a JSON error, never a dead socket, a traceback or a bare 500. Lone
surrogates (``"\\ud800"``: JSON can spell them, UTF-8 cannot carry them back), odd
strings and wrong types are the inputs; a failing database (a full disk, a damaged
file) is the other cause."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy.exc import OperationalError
from starlette.websockets import WebSocket

from koloda.engine.game import get_game
from koloda.table import Seat, Table
from koloda.table.seats import COMPUTER
from koloda.web.db import Store
from tests.web.helpers import Closed, Env, Frame, ask, hello, recv, server

ODD = ["\ud800", "\udfff", "\ud83d", "x\udc00y", "\x00", "\u202e", "\ufeff", "𝄞", "я",
       "[/red]", "{detail_en}", "%s", "\\", '"', "talon 1\ud800"]


def errors(frames: list[Frame]) -> list[str]:
    return [f["code"] for f in frames if f["type"] == "error"]


def one_person_table(env: Env) -> dict[str, Any]:
    made = env.player("Анна").create("tysyacha", ["human", "computer", "computer"])
    env.idle(made["id"])
    env.anonymous()
    return made


# --- the socket ----------------------------------------------------------------------------

def test_lone_surrogates_in_frames_are_refused(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = one_person_table(env)
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            # before hello: the token and the language are checked too
            assert errors(ask(ws, '{"type":"hello","token":"\\ud800"}')) == ["bad_frame"]
            f = hello(ws, made["token"], "en")
            env.idle(tid)
            version = env.room(tid).version
            history = list(env.room(tid).table.state.history)
            v = f',"version":{version}}}'
            for raw in ('{"type":"act","text":"\\ud800"' + v,
                        '{"type":"act","text":"play \\udfffH"' + v,
                        '{"type":"hint","request":"\\ud800"}',
                        '{"type":"hint","request":"talon \\ud83d"}',
                        '{"type":"\\ud800"}', '{"type":"ping","\\ud800":1}',
                        '{"type":"lang","lang":"\\ud800"}'):
                got = ask(ws, raw)
                assert errors(got) == ["bad_frame"], (raw, got)
                assert "surrogate" in got[0]["message"]
            assert env.room(tid).version == version
            assert env.room(tid).table.state.history == history
            assert f["table"]["you"] == 0 and ask(ws, {"type": "ping"}) == []


_TYPES = st.sampled_from(["act", "undo", "redo", "restart", "hint", "lang", "ping", "hello",
                          "rematch", "Act", "", "\ud800"])
_ODD_TEXT = st.one_of(st.sampled_from(ODD), st.text(max_size=6),
                      st.builds(lambda a, b: a + b, st.text(max_size=4), st.sampled_from(ODD)))
_LEAF = st.one_of(st.none(), st.booleans(), st.integers(-(2 ** 70), 2 ** 70),
                  st.floats(allow_nan=False, allow_infinity=False), _ODD_TEXT)
_VALUE = st.recursive(_LEAF, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(_ODD_TEXT, inner, max_size=3)), max_leaves=6)
FRAMES = st.builds(
    lambda kind, fields: {"type": kind, **fields}, _TYPES,
    st.dictionaries(st.sampled_from(["action", "text", "version", "token", "lang", "request",
                                     "deal", "agree", "x", "\ud800"]), _VALUE, max_size=3))


def test_any_frame_gets_an_answer_and_the_socket_lives(tmp_path: Path) -> None:
    """Fuzzed frames (odd strings, lone surrogates, wrong types): each gets an error, a
    state or a hint, every text a real server can send (``recv`` checks UTF-8), and the
    socket goes on answering."""
    with server(tmp_path) as env:
        made = one_person_table(env)
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            hello(ws, made["token"])

            @settings(max_examples=150, deadline=None,
                      suppress_health_check=[HealthCheck.too_slow,
                                             HealthCheck.function_scoped_fixture])
            @given(frame=FRAMES)
            def run(frame: dict[str, Any]) -> None:
                if frame["type"] == "ping":  # its own answer is a pong or an error
                    ws.send_text(json.dumps(frame))
                    assert recv(ws)["type"] in ("pong", "error")
                    return
                for got in ask(ws, json.dumps(frame)):
                    # (a rematch only once the game is over: then the next table)
                    assert got["type"] in ("error", "state", "hint", "rematch_ready"), \
                        (frame, got)
                env.idle(tid)

            run()
            assert ask(ws, {"type": "ping"}) == []


def test_a_frame_that_cannot_be_sent_closes_the_socket(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """If sending fails for any reason, the socket is closed (1011) so the page sees it
    and reconnects; it never stays open with a dead writer."""
    with server(tmp_path) as env:
        made = one_person_table(env)
        tid = made["id"]
        send_text = WebSocket.send_text

        async def failing(self: WebSocket, data: str) -> None:
            if '"pong"' in data:
                raise ValueError("cannot send this frame")
            await send_text(self, data)

        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            hello(ws, made["token"])
            monkeypatch.setattr(WebSocket, "send_text", failing)
            ws.send_json({"type": "ping"})
            with pytest.raises(Closed) as closed:
                recv(ws, 5)
            assert closed.value.code == 1011
        monkeypatch.setattr(WebSocket, "send_text", send_text)
        with env.client.websocket_connect(f"/ws/{tid}") as ws:  # the page reconnects
            assert hello(ws, made["token"])["table"]["you"] == 0


# --- HTTP ----------------------------------------------------------------------------------

def _json_error(r: Any, status: int, code: str) -> None:
    assert r.status_code == status, (r.status_code, r.text)
    r.content.decode("utf-8")
    body = r.json()
    assert body["error"]["code"] == code, body
    assert body["error"]["en"] and body["error"]["ru"]


def _raw(env: Env, path: str, text: str) -> Any:
    return env.client.post(path, content=text.encode("utf-8"),
                           headers={"content-type": "application/json"})


def test_lone_surrogates_and_odd_text_over_http(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "human"])
        tid = made["id"]
        env.player("Борис")
        seats = ',"seats":[{"kind":"human"},{"kind":"computer"}]}'
        for path, body in (
                ("/api/me", '{"name":"\\ud800"}'),
                ("/api/me", '{"name":"Борис","lang":"\\udfff"}'),
                ("/api/me", '{"\\ud800":1}'),
                ("/api/tables", '{"game":"\\ud800","players":2' + seats),
                ("/api/tables", '{"game":"durak","players":2,"variants":["\\ud800"]' + seats),
                ("/api/tables", '{"game":"durak","players":2,"rules":{"\\ud800":1}' + seats),
                ("/api/tables", '{"game":"durak","players":2,"preset":"x\\ud800"' + seats),
                (f"/api/tables/{tid}/join", '{"invite":"\\ud800"}'),
                ("/api/records", '{"game":"\\ud800","players":2,"actions":[]}')):
            _json_error(_raw(env, path, body), 400, "bad_request")
        # an invitation of any text is compared, never a crash
        for invite in ("приглашение", "𝄞" * 10, "x\u0301"):
            _json_error(env.client.post(f"/api/tables/{tid}/join", json={"invite": invite}),
                        403, "bad_invite")
        # texts in addresses: percent-escapes that are no UTF-8 arrive as U+FFFD
        for path in ("/api/stats?name=%ED%A0%80", "/api/rules/%ED%A0%80",
                     "/api/tell/%ED%A0%80", "/api/records?name=%ED%A0%80&game=%ED%A0%80",
                     "/api/tell/near_fate?name=%ED%A0%80"):
            r = env.client.get(path)
            assert r.status_code < 500, (path, r.text)
            r.content.decode("utf-8")
            r.json()
        # an echoed lone surrogate that slipped past every check is still sent as JSON
        from koloda.web.app import error_response

        r2 = error_response("no_game", 404, game="\ud800")
        assert json.loads(r2.body)["error"]["en"] == "unknown game \ud800"


def _finished_record() -> dict[str, Any]:
    game = get_game("durak")
    table = Table(game, 2, game.make_rules(), [Seat(), Seat(COMPUTER)], seed=3)
    for _ in range(2000):
        if table.over:
            break
        action = table.choose()
        table.commit(action if action is not None else table.state.legal_actions()[0])
    assert table.over
    return table.record()


FAILURES = [OperationalError("INSERT ...", {}, Exception("database or disk is full")),
            OSError(28, "No space left on device")]
# (method, path, the Store method that fails, body)
CALLS: list[tuple[str, str, str, Any]] = [
    ("POST", "/api/me", "save_player", {"name": "Вера"}),
    ("POST", "/api/tables", "create_table",
     {"game": "durak", "players": 2, "seats": [{"kind": "human"}, {"kind": "computer"}]}),
    ("POST", "/api/tables/{id}/join", "take_seat", {"invite": "{invite}"}),
    ("GET", "/api/tables/mine", "tables_of_player", None),
    ("POST", "/api/tables/{id}/abandon", "abandon_table", {}),
    ("GET", "/api/stats?name=Анна", "stats_rows", None),
    ("GET", "/api/records", "records", None),
    ("GET", "/api/records/{id}", "load", None),
    ("GET", "/api/patience/stats", "patience_figures", None),
    ("POST", "/api/records", "import_table", "record"),
]


@pytest.mark.parametrize("failure", FAILURES, ids=["OperationalError", "OSError"])
@pytest.mark.parametrize("call", CALLS, ids=[c[1] + ":" + c[2] for c in CALLS])
def test_a_failing_database_is_a_json_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            call: tuple[str, str, str, Any],
                                            failure: Exception) -> None:
    method, path, name, body = call
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "human"])
        env.player("Борис")
        before = env.store.count_tables()

        def fail(*args: Any, **kwargs: Any) -> Any:
            raise failure

        monkeypatch.setattr(Store, name, fail)
        path = path.replace("{id}", made["id"])
        if body == "record":
            body = _finished_record()
        elif isinstance(body, dict):
            body = {k: (made["invite"] if v == "{invite}" else v) for k, v in body.items()}
        r = env.client.request(method, path, json=body)
        _json_error(r, 503, "storage")
        monkeypatch.undo()
        assert env.store.count_tables() == before
        assert env.store.load(made["id"]) is not None


@pytest.mark.parametrize("failure", FAILURES, ids=["OperationalError", "OSError"])
def test_a_socket_to_an_unreadable_database_is_told_and_closed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: Exception) -> None:
    """A table the server cannot read (the database failed) is not a missing table: the
    socket gets the ``storage`` error and is closed with 1011, so the page retries."""
    with server(tmp_path) as env:
        made = one_person_table(env)
        env.hub.rooms.pop(made["id"])  # not in memory: it must be read again

        def fail(*args: Any, **kwargs: Any) -> Any:
            raise failure

        monkeypatch.setattr(Store, "load", fail)
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            assert recv(ws, 5)["code"] == "storage"
            with pytest.raises(Closed) as closed:
                recv(ws, 5)
            assert closed.value.code == 1011
        monkeypatch.undo()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            assert hello(ws, made["token"])["table"]["you"] == 0
