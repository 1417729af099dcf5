"""Closing (abandoning) a table: POST /api/tables/{id}/abandon by a person seated there.
The table ends with no winner, every seat's page is told in its state frame, it leaves
every list of open tables and counts in no statistics; anyone else is refused and the
refusal changes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from koloda.web.db import SeatRow, TableRow

from .helpers import Env, ask, hello, recv, server


def _error(r: Any, status: int, code: str) -> None:
    assert r.status_code == status, (r.status_code, r.text)
    body = r.json()
    assert body["error"]["code"] == code, body
    assert body["error"]["en"] and body["error"]["ru"]


def _abandon(env: Env, table_id: str, body: Any = None) -> Any:
    return env.client.post(f"/api/tables/{table_id}/abandon", json={} if body is None else body)


def test_a_seated_person_closes_the_table_and_every_page_is_told(db_url: str,
                                                                 tmp_path: Path) -> None:
    with server(tmp_path, db_url) as env:
        anna, boris = env.player("Анна"), env.player("Борис", "en")
        made = anna.create("durak", ["human", "human"])
        boris.join(made["id"], made["invite"])
        other = anna.create("durak", ["human", "computer"])
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            first = hello(ws, boris.tokens[made["id"]], "en")
            assert first["abandoned"] is None
            anna.use()
            r = _abandon(env, made["id"])
            assert r.status_code == 200, r.text
            assert r.json() == {"id": made["id"], "seat": 0, "status": "abandoned"}
            frame = recv(ws)
            while frame["type"] != "state" or frame["abandoned"] is None:
                frame = recv(ws)
            assert frame["abandoned"] == {"by": 0}
            assert frame["legal"] == [] and frame["waiting"] is None
            assert frame["to_move"] is None and not frame["over"]
            assert not (frame["can_undo"] or frame["can_redo"] or frame["can_restart"])
            pic = frame["picture"]
            assert pic["controls"] == [] and pic["hints"] == []
            assert pic["status"].startswith("Анна closed this table")
            assert not any(s.get("to_move") for s in pic["seats"])
            # a move after the close is refused, in the connection's language
            replies = ask(ws, {"type": "act", "action": 0, "version": frame["version"]})
            assert [f["code"] for f in replies if f["type"] == "error"] == ["abandoned"]
        # the one who closed it reads it in the first person
        anna.use()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            mine = hello(ws, anna.tokens[made["id"]])
            assert mine["picture"]["status"].startswith("Вы закрыли стол")
        # off every list of open tables; the other table stays
        assert [t["id"] for t in anna.use().get("/api/tables/mine").json()] == [other["id"]]
        assert boris.use().get("/api/tables/mine").json() == []
        # no finished game in the statistics or the records, no seat to join
        assert anna.use().get("/api/stats?name=Анна").json()["games"] == {}
        assert env.client.get("/api/records").json() == []
        env.player("Вера")
        _error(env.client.post(f"/api/tables/{made['id']}/join",
                               json={"invite": made["invite"]}), 409, "abandoned")
        row = env.store.get_table(made["id"])
        assert row is not None and row.status == "abandoned" and row.winners == []
        # closing it again is no error: it is closed
        r = _abandon(env, made["id"], {"token": boris.tokens[made["id"]]})
        assert r.status_code == 200 and r.json()["seat"] == 1
        assert env.store.get_table(made["id"]).version == row.version  # type: ignore[union-attr]


def test_a_seat_token_is_enough(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("czech", ["human", "computer", "computer"])
        env.anonymous()
        r = _abandon(env, made["id"], {"token": made["token"]})
        assert r.status_code == 200, r.text
        env.idle(made["id"])
        row = env.store.get_table(made["id"])
        assert row is not None and row.status == "abandoned"
        # the computers stop: no move is written after the close
        steps = len(env.store.get_actions(made["id"]))
        env.idle(made["id"])
        assert len(env.store.get_actions(made["id"])) == steps


def test_anyone_else_is_refused_and_nothing_changes(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("durak", ["human", "human"])
        before = env.store.get_table(made["id"])
        assert before is not None
        boris.use()  # not seated there (the second seat is free)
        _error(_abandon(env, made["id"]), 403, "not_your_table")
        _error(_abandon(env, made["id"], {"token": "x" * 32}), 403, "not_your_table")
        env.anonymous()
        _error(_abandon(env, made["id"]), 403, "not_your_table")
        _error(_abandon(env, "nosuchtable"), 404, "not_found")
        _error(_abandon(env, "bad id!"), 404, "not_found")
        anna.use()
        _error(_abandon(env, made["id"], {"token": 5}), 400, "bad_request")
        _error(_abandon(env, made["id"], {"seat": 0}), 400, "bad_request")
        _error(_abandon(env, made["id"], []), 400, "bad_request")
        _error(env.client.post(f"/api/tables/{made['id']}/abandon", content=b"{}"), 415,
               "not_json")
        after = env.store.get_table(made["id"])
        assert after is not None
        assert (after.status, after.version) == (before.status, before.version) == ("open", 0)
        assert [t["id"] for t in env.client.get("/api/tables/mine").json()] == [made["id"]]


def test_a_finished_game_cannot_be_closed(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("klondike", ["human"])
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = hello(ws, made["token"])
            ask(ws, {"type": "act", "text": "give up", "version": f["version"]})
        row = env.store.get_table(made["id"])
        assert row is not None and row.status == "finished"
        _error(_abandon(env, made["id"]), 409, "finished")
        assert env.store.get_table(made["id"]).version == row.version  # type: ignore[union-attr]


def test_closed_tables_stay_closed_after_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'koloda.db'}"
    with server(tmp_path, url) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "computer"])
        assert _abandon(env, made["id"]).status_code == 200
        cookie = anna.cookie
    with server(tmp_path, url) as env:
        assert made["id"] not in env.hub.rooms  # not rebuilt as an open table
        anna = env.player("Анна")
        anna.cookie = cookie
        assert anna.use().get("/api/tables/mine").json() == []
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = hello(ws, made["token"])
            assert f["abandoned"] == {"by": 0} and f["legal"] == []


def test_only_live_tables_are_listed(tmp_path: Path) -> None:
    """A table with no person's seat (only computers) is nobody's to list, even where a
    player id is stored with one of its seats."""
    with server(tmp_path) as env:
        anna = env.player("Анна")
        live = anna.create("durak", ["human", "computer"])
        pid = env.store.get_seats(live["id"])[0].player_id
        row = TableRow(id="robots", game="durak", players=2, rules={}, seed=1, agent_seed=1,
                       options={"auto_forced": True, "undo": True},
                       seats=[{"kind": "computer", "agent": None, "name": None}] * 2)
        env.store.create_table(row, [SeatRow(0, "Анна", "0" * 64, pid)])
        assert [t["id"] for t in anna.use().get("/api/tables/mine").json()] == [live["id"]]
