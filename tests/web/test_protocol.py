"""The WebSocket protocol: greeting, acting, refusals (every one changes nothing and
keeps the connection), who may act for whom, undo, hints, languages."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import pytest

from tests.web.helpers import Closed, Env, Frame, ask, hello, recv, server, until


def two_people(env: Env, game: str = "durak") -> tuple[dict, dict]:
    anna, boris = env.player("Анна"), env.player("Борис")
    made = anna.create(game, ["human", "human"])
    joined = boris.join(made["id"], made["invite"])
    env.anonymous()
    return made, joined


def snapshot(env: Env, table_id: str) -> tuple:
    env.idle(table_id)
    room = env.room(table_id)
    t = room.table
    return (room.version, list(t.state.history), [t.observation(s) for s in range(t.players)],
            len(env.store.get_actions(table_id)))


def errors(frames: list[Frame]) -> list[str]:
    return [f["code"] for f in frames if f["type"] == "error"]


def test_hello_gives_each_viewer_its_own_state(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made, joined = two_people(env)
        c = env.client
        with c.websocket_connect(f"/ws/{made['id']}") as wa, \
                c.websocket_connect(f"/ws/{made['id']}") as wb, \
                c.websocket_connect(f"/ws/{made['id']}") as ws:
            fa, fb, fs = hello(wa, made["token"]), hello(wb, joined["token"], "en"), \
                hello(ws, None)
            assert (fa["table"]["you"], fb["table"]["you"], fs["table"]["you"]) == (0, 1, None)
            assert fa["obs"]["hand"] and fb["obs"]["hand"]
            assert not set(fa["obs"]["hand"]) & set(fb["obs"]["hand"])
            assert fs["obs"]["seat"] is None and fs["legal"] == []
            assert fb["table"]["names"] == ["Анна", "Борис"]
            assert fa["table"]["title"] == "Дурак" and fb["table"]["title"] == "Durak"
            mover = fa["waiting"]
            assert mover in (0, 1)
            assert bool(fa["legal"]) == (mover == 0) and bool(fb["legal"]) == (mover == 1)
            assert {"action", "label", "text"} <= set((fa["legal"] or fb["legal"])[0])
            assert not fa["can_undo"]  # two people: no undo


def test_the_page_gets_the_picture_and_a_program_may_ask_for_the_observation(
        tmp_path: Path) -> None:
    """A hello without ``obs`` (the page's) gets frames without the raw observation, which
    the page never reads; ``"obs": true`` adds it. The two share no frame in a push."""
    with server(tmp_path) as env:
        made, _ = two_people(env)
        c = env.client
        with c.websocket_connect(f"/ws/{made['id']}") as page, \
                c.websocket_connect(f"/ws/{made['id']}") as program:
            fp, fo = hello(page, made["token"], obs=False), hello(program, made["token"])
            assert "obs" not in fp and fo["obs"]["hand"]
            assert fp["picture"] == fo["picture"] and fp["legal"] == fo["legal"]
            if fp["legal"]:
                page.send_json({"type": "act", "version": fp["version"],
                                "action": fp["legal"][0]["action"]})
                after_page = until(page, lambda f: f["type"] == "state"
                                   and f["version"] > fp["version"])[-1]
                after_program = until(program, lambda f: f["type"] == "state"
                                      and f["version"] > fo["version"])[-1]
                assert "obs" not in after_page and "hand" in after_program["obs"]


def test_bad_frames_get_an_error_and_change_nothing(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            # before hello: only hello and ping
            assert errors(ask(ws, {"type": "act", "action": 1, "version": 0})) == ["hello_first"]
            hello(ws, made["token"])
            env.idle(tid)
            f = ask(ws, {"type": "lang", "lang": "ru"})[-1]
            assert f["waiting"] == 0
            before = snapshot(env, tid)
            bad: list[tuple[str | Frame, str]] = [
                ("not json", "bad_json"), ("[1, 2]", "bad_json"), ("NaN", "bad_json"),
                ("{\"type\": \"act\", \"version\": 1e999999}", "bad_frame"),
                ("[" * 3000 + "]" * 3000, "too_large"), ("[" * 2000 + "]" * 2000, "bad_json"),
                ({"type": "fly"}, "unknown_type"), ({"type": 5}, "bad_frame"),
                ({"no": "type"}, "bad_frame"), ({"type": "act"}, "bad_frame"),
                ({"type": "act", "action": 1}, "bad_frame"),
                ({"type": "act", "action": "1", "version": f["version"]}, "bad_frame"),
                ({"type": "act", "action": True, "version": f["version"]}, "bad_frame"),
                ({"type": "act", "action": 1.5, "version": f["version"]}, "bad_frame"),
                ({"type": "act", "action": 10 ** 40, "version": f["version"]}, "bad_frame"),
                ({"type": "act", "action": 1, "text": "take", "version": f["version"]},
                 "bad_frame"),
                ({"type": "act", "text": "", "version": f["version"]}, "bad_frame"),
                ({"type": "act", "action": 1, "version": -1}, "bad_frame"),
                ({"type": "act", "action": 1, "version": f["version"], "x": 1}, "bad_frame"),
                ({"type": "hello", "token": None, "lang": "de"}, "bad_frame"),
                ({"type": "hello", "token": None, "obs": "yes"}, "bad_frame"),
                ({"type": "lang", "lang": "fr"}, "bad_frame"),
                ({"type": "hint", "request": "x" * 101}, "bad_frame"),
                ({"type": "ping", "extra": 1}, "bad_frame"),
                ({"type": "act", "text": "x" * 3000, "version": f["version"]}, "bad_frame"),
                (json.dumps({"type": "act", "text": "я" * 2100, "version": 0}), "too_large"),
                ({"type": "hello", "token": None}, "hello_again"),
                ({"type": "act", "action": 10 ** 6, "version": f["version"]}, "illegal"),
                ({"type": "act", "action": -5, "version": f["version"]}, "illegal"),
                ({"type": "act", "text": "play ZZ", "version": f["version"]}, "illegal"),
                ({"type": "act", "text": "[/red]\u0000", "version": f["version"]}, "illegal"),
            ]
            for frame, code in bad:
                got = ask(ws, frame)
                assert errors(got) == [code], (frame, got)
                assert all(g["type"] == "error" and g["message"] for g in got)
                assert snapshot(env, tid) == before, frame
            ws.send_bytes(b"\x00\x01")
            assert recv(ws)["code"] == "binary"
            ws.send_json({"type": "ping"})
            assert recv(ws)["type"] == "pong"  # still connected, still answering


def test_error_messages_follow_the_language(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made, _ = two_people(env)
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            hello(ws, made["token"], "en")
            (en,) = ask(ws, {"type": "fly"})
            ask(ws, {"type": "lang", "lang": "ru"})
            (ru,) = ask(ws, {"type": "fly"})
            assert en["message"].startswith("unknown frame type")
            assert ru["message"].startswith("неизвестный тип кадра")


def test_one_seat_never_acts_for_another(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made, joined = two_people(env)
        tid = made["id"]
        other = env.player("Ольга").create("durak", ["human", "computer"])
        env.anonymous()
        c = env.client
        with c.websocket_connect(f"/ws/{tid}") as wa, c.websocket_connect(f"/ws/{tid}") as wb, \
                c.websocket_connect(f"/ws/{tid}") as ws, \
                c.websocket_connect(f"/ws/{tid}") as wf:
            fa, fb = hello(wa, made["token"]), hello(wb, joined["token"])
            hello(ws, None)
            mover = fa["waiting"]
            idle_ws, idle_f = (wb, fb) if mover == 0 else (wa, fa)
            legal = (fa if mover == 0 else fb)["legal"]
            before = snapshot(env, tid)
            # the other seat, with a legal move of the mover's
            for a in legal:
                got = ask(idle_ws, {"type": "act", "action": a["action"],
                                    "version": idle_f["version"]})
                assert errors(got) == ["not_your_move"]
                got = ask(idle_ws, {"type": "act", "text": a["text"],
                                    "version": idle_f["version"]})
                assert errors(got) == ["not_your_move"]
            # a spectator (no token)
            got = ask(ws, {"type": "act", "action": legal[0]["action"], "version": fa["version"]})
            assert errors(got) == ["spectator"]
            assert errors(ask(ws, {"type": "undo"})) == ["spectator"]
            # forged tokens, and another table's token: never greeted, never acting
            # the last character changed, never to itself (1 token in 64 ends in "A")
            near = made["token"][:-1] + ("B" if made["token"].endswith("A") else "A")
            for forged in ("x" * 32, near, other["token"], joined["token"] + "x"):
                assert errors(ask(wf, {"type": "hello", "token": forged})) == ["bad_token"]
                got = ask(wf, {"type": "act", "action": legal[0]["action"],
                               "version": fa["version"]})
                assert errors(got) == ["hello_first"]
            assert snapshot(env, tid) == before


def test_stale_versions_are_refused(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = hello(ws, made["token"])
            f = until(ws, lambda x: x["type"] == "state" and x["waiting"] == 0)[-1] \
                if f["waiting"] != 0 else f
            before = snapshot(env, made["id"])
            got = ask(ws, {"type": "act", "action": f["legal"][0]["action"],
                           "version": f["version"] + 1})
            assert errors(got) == ["stale"]
            assert got[-1]["type"] == "state"  # and the current state again
            assert snapshot(env, made["id"]) == before
            got = ask(ws, {"type": "act", "action": f["legal"][0]["action"],
                           "version": f["version"]})
            assert not errors(got)
            assert snapshot(env, made["id"])[0] > before[0]


def test_a_move_by_text_or_label(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            hello(ws, made["token"])
            env.idle(made["id"])
            room = env.room(made["id"])
            f = ask(ws, {"type": "lang", "lang": "ru"})[-1]
            assert f["waiting"] == 0
            n = len(room.table.state.history)
            got = ask(ws, {"type": "act", "text": f["legal"][-1]["label"].upper(),
                           "version": f["version"]})
            assert not errors(got)
            assert room.table.state.history[n] == f["legal"][-1]["action"]


def play_to_end(env: Env, ws, token: str, seat: int = 0) -> Frame:
    """Play the seat's first legal move each time until the game is over."""
    f = hello(ws, token)
    while True:
        while not (f["type"] == "state" and (f["over"] or f["waiting"] == seat)):
            f = recv(ws)
        if f["over"]:
            return f
        ws.send_json({"type": "act", "action": f["legal"][0]["action"], "version": f["version"]})
        f = recv(ws)


def test_a_finished_game_cannot_be_changed(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = play_to_end(env, ws, made["token"])
            assert f["result"] and f["over"] and not f["legal"] and not f["can_undo"]
            before = snapshot(env, made["id"])
            for frame in ({"type": "act", "action": 0, "version": f["version"]},
                          {"type": "act", "text": "take", "version": f["version"]},
                          {"type": "undo"}, {"type": "hint", "request": "hands"}):
                assert errors(ask(ws, frame)) == ["over"], frame
            assert snapshot(env, made["id"]) == before
        row = env.store.get_table(made["id"])
        assert row is not None and row.status == "finished" and row.result == f["result"]
        # the database refuses a write past the end, too
        from koloda.web.db import ActionRow, Conflict

        with pytest.raises(Conflict):
            env.store.append_action(made["id"], row.version,
                                    ActionRow(before[3], "take", 0, False))


def test_undo_with_one_person_only(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "computer"])
        no_undo = anna.create("durak", ["human", "computer"], options={"undo": False})
        env.anonymous()
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            f = hello(ws, made["token"])
            while f["waiting"] != 0:
                f = recv(ws)
            assert not f["can_undo"] or f["version"] > 0
            before = snapshot(env, tid)
            ws.send_json({"type": "act", "action": f["legal"][0]["action"],
                          "version": f["version"]})
            f = until(ws, lambda x: x["type"] == "state" and (x["over"] or x["waiting"] == 0))[-1]
            assert f["can_undo"]
            got = ask(ws, {"type": "undo", "version": f["version"]})
            assert not errors(got)
            state = got[-1]
            assert state["since"] == 0  # the log was rebuilt: sent whole
            after = snapshot(env, tid)
            assert after[1:] == before[1:]  # the same position, stored rows cut back
            assert after[0] > f["version"]  # a new version all the same
            assert errors(ask(ws, {"type": "undo", "version": f["version"]})) == ["stale"]
        with env.client.websocket_connect(f"/ws/{no_undo['id']}") as ws:
            f = hello(ws, no_undo["token"])
            assert not f["can_undo"]
            assert errors(ask(ws, {"type": "undo"})) == ["no_undo"]
        made2, joined = two_people(env)
        with env.client.websocket_connect(f"/ws/{made2['id']}") as ws:
            f = hello(ws, made2["token"] if True else joined["token"])
            assert errors(ask(ws, {"type": "undo"})) == ["no_undo"]


def test_the_cookie_alone_brings_the_seat_back(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "computer"])
        anna.use()  # the browser's cookie, no token (localStorage lost)
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            assert hello(ws, None)["table"]["you"] == 0
        env.player("Вера").use()  # another person's cookie: a spectator
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            assert hello(ws, None)["table"]["you"] is None


def test_connected_flags_and_unknown_tables(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made, joined = two_people(env)
        with env.client.websocket_connect(f"/ws/{made['id']}") as wa:
            f = hello(wa, made["token"])
            assert [s["connected"] for s in f["table"]["seats"]] == [True, False]
            with env.client.websocket_connect(f"/ws/{made['id']}") as wb:
                hello(wb, joined["token"])
                f = recv(wa)
                assert [s["connected"] for s in f["table"]["seats"]] == [True, True]
            f = recv(wa)
            assert [s["connected"] for s in f["table"]["seats"]] == [True, False]
        with env.client.websocket_connect("/ws/nothing-here") as ws:
            f = recv(ws)
            assert f["type"] == "error" and f["code"] == "not_found"
            with pytest.raises(Closed):
                recv(ws)


def test_another_sites_page_cannot_open_the_socket(tmp_path: Path) -> None:
    from starlette.websockets import WebSocketDisconnect

    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        with pytest.raises(WebSocketDisconnect), env.client.websocket_connect(
                f"/ws/{made['id']}", headers={"origin": "https://evil.example"}):
            pass
        with env.client.websocket_connect(f"/ws/{made['id']}",
                                          headers={"origin": "http://testserver"}) as ws:
            assert hello(ws, made["token"])["table"]["you"] == 0


def test_hints_are_the_seats_own_and_survive_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'k.db'}"
    with server(tmp_path, url) as env:
        made = env.player("Анна").create("tysyacha", ["human", "computer", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws, \
                env.client.websocket_connect(f"/ws/{made['id']}") as spectator:
            f = hello(ws, made["token"], "en")
            hello(spectator, None)
            while f["waiting"] != 0:
                f = recv(ws)
            left = f["obs"]["hints_left"]["hands"]
            got = ask(ws, {"type": "hint", "request": "hands"})
            hints = [g for g in got if g["type"] == "hint"]
            assert len(hints) == 1 and hints[0]["text"]
            assert got[-1]["obs"]["hints_left"]["hands"] == left - 1
            assert all(g["type"] == "state" for g in
                       until(spectator, lambda x: x["version"] == got[-1]["version"]))
            if left == 1:
                assert errors(ask(ws, {"type": "hint", "request": "hands"})) == ["no_hint"]
            assert errors(ask(ws, {"type": "hint", "request": "nonsense"})) == ["no_hint"]
    with server(tmp_path, url) as env, env.client.websocket_connect(f"/ws/{made['id']}") as ws:
        f = hello(ws, made["token"])
        assert f["obs"]["hints_left"]["hands"] == left - 1


def test_a_rejoin_closes_the_sockets_of_the_retired_token(tmp_path: Path) -> None:
    """A person who opens the invitation again gets the seat back with a new token; a
    socket greeted with the old one is told (``seat_retired``), closed with 4409 and
    moves nothing, however often it tries; the old token opens nothing any more."""
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("durak", ["human", "human"])
        joined = boris.join(made["id"], made["invite"])
        tid = made["id"]
        people = {0: (anna, made["token"]), 1: (boris, joined["token"])}
        env.anonymous()
        c = env.client
        with c.websocket_connect(f"/ws/{tid}") as w0, c.websocket_connect(f"/ws/{tid}") as w1:
            socks = {0: w0, 1: w1}
            frames = {s: hello(socks[s], people[s][1]) for s in (0, 1)}
            mover = frames[0]["waiting"]
            assert mover in (0, 1)
            old, other = socks[mover], socks[1 - mover]
            mine = frames[mover]
            history = list(env.room(tid).table.state.history)
            again = people[mover][0].join(tid, made["invite"])
            assert again["seat"] == mover and again["token"] != people[mover][1]
            env.anonymous()
            for legal in mine["legal"][:4]:  # the old socket tries to move, again and again
                with contextlib.suppress(Exception):
                    old.send_json({"type": "act", "action": legal["action"],
                                   "version": env.room(tid).version})
            env.idle(tid)
            assert env.room(tid).table.state.history == history
            got: list[Frame] = []
            with pytest.raises(Closed) as closed:
                while True:
                    got.append(recv(old, 5))
            assert closed.value.code == 4409
            assert "seat_retired" in errors(got)
            # the other seat goes on; the old token opens nothing, the new one the seat
            assert all(f["type"] == "state" for f in ask(other, {"type": "ping"}))
        with c.websocket_connect(f"/ws/{tid}") as ws:
            ws.send_json({"type": "hello", "token": people[mover][1], "obs": True})
            assert recv(ws)["code"] == "bad_token"
            assert hello(ws, again["token"])["table"]["you"] == mover


def test_hints_that_show_cards_at_a_table_of_several_people(tmp_path: Path) -> None:
    """Hints show cards (Тысяча's ``hands``: the others' hands): at a table of several
    people they are off unless its creator allowed them; when one is used, every other
    seat and spectator is told who used which kind, never what it showed."""
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        for allowed in (None, False, True):
            extra = {} if allowed is None else {"options": {"hints": allowed}}
            made = anna.create("tysyacha", ["human", "human", "computer"], **extra)
            joined = boris.join(made["id"], made["invite"])
            tid = made["id"]
            env.anonymous()
            c = env.client
            with c.websocket_connect(f"/ws/{tid}") as wa, \
                    c.websocket_connect(f"/ws/{tid}") as wb, \
                    c.websocket_connect(f"/ws/{tid}") as ws:
                fa = hello(wa, made["token"])
                hello(wb, joined["token"], "en")
                hello(ws, None)
                assert fa["table"]["options"]["hints"] is bool(allowed)
                env.idle(tid)
                before = snapshot(env, tid)
                got = ask(wa, {"type": "hint", "request": "hands"})
                if not allowed:
                    assert errors(got) == ["hints_off"]
                    assert snapshot(env, tid) == before
                    assert [f for f in ask(wb, {"type": "ping"}) if f["type"] == "notice"] == []
                    continue
                (shown,) = [f for f in got if f["type"] == "hint"]
                assert shown["text"]
                for sock, lang in ((wb, "en"), (ws, "ru")):
                    frames = ask(sock, {"type": "ping"})
                    (notice,) = [f for f in frames if f["type"] == "notice"]
                    assert notice == {"type": "notice", "code": "hint_used", "seat": 0,
                                      "hint": "hands", "message": notice["message"]}
                    assert "Анна" in notice["message"] and "hands" in notice["message"]
                    assert ("used a hint" if lang == "en" else "подсказку") in notice["message"]
                    assert shown["text"] not in notice["message"]
                    last = [f for f in frames if f["type"] == "state"][-1]
                    assert [(h["seat"], h["hint"]) for h in last["hints_used"]] == [(0, "hands")]
        # a person alone against computers has hints unless the creator turned them off
        made = anna.create("tysyacha", ["human", "computer", "computer"],
                           options={"hints": False})
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as wa:
            hello(wa, made["token"])
            assert errors(ask(wa, {"type": "hint", "request": "hands"})) == ["hints_off"]


def test_viewers_who_see_the_same_share_one_frame(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Spectators of one language (and a seat open in two tabs) are sent one frame, built
    once; each viewer still gets its own view, and its own language."""
    import koloda.web.rooms as rooms

    built: list[int | None] = []
    real = rooms.state_frame

    def counting(t: Any, table_id: str, viewer: int | None, *args: Any,
                 **kw: Any) -> dict[str, Any]:
        built.append(viewer)
        return real(t, table_id, viewer, *args, **kw)

    monkeypatch.setattr(rooms, "state_frame", counting)
    with server(tmp_path) as env:
        made, joined = two_people(env)
        tid = made["id"]
        c = env.client
        with c.websocket_connect(f"/ws/{tid}") as wa, \
                c.websocket_connect(f"/ws/{tid}") as wa2, \
                c.websocket_connect(f"/ws/{tid}") as wb, \
                c.websocket_connect(f"/ws/{tid}") as s1, \
                c.websocket_connect(f"/ws/{tid}") as s2, \
                c.websocket_connect(f"/ws/{tid}") as s_en:
            socks = {"a": wa, "a2": wa2, "b": wb, "s1": s1, "s2": s2, "en": s_en}
            hello(wa, made["token"])
            hello(wa2, made["token"])
            hello(wb, joined["token"])
            for ws, lang in ((s1, "ru"), (s2, "ru"), (s_en, "en")):
                hello(ws, None, lang)
            env.idle(tid)
            for ws in socks.values():
                ask(ws, {"type": "ping"})  # read everything sent so far
            built.clear()
            room = env.room(tid)
            mover = room.table.waiting_for_human()
            assert mover in (0, 1)
            action = room.table.state.legal_actions()[0]
            version = room.version
            (wa if mover == 0 else wb).send_json({"type": "act", "action": action,
                                                  "version": room.version})
            # the frame after the move, on every socket
            got = {name: until(ws, lambda x: x["type"] == "state"
                               and x["version"] > version)[-1]
                   for name, ws in socks.items()}
            assert got["a"] == got["a2"] and got["s1"] == got["s2"]
            assert got["s1"]["table"]["you"] is None and got["s1"]["obs"]["seat"] is None
            assert got["s1"]["table"]["title"] == "Дурак"
            assert got["en"]["table"]["title"] == "Durak" and got["b"]["table"]["you"] == 1
            # every push built one frame for each seat and one for each language of the
            # spectators: not one for each of the six sockets
            assert built and built.count(0) == built.count(1) == built.count(None) // 2
