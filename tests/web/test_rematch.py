"""«Ещё раз»: a finished table starts the next game with the same seats, options and
rules, the deal passed on as the game says; at once at a table of one person, when every
person agrees at a table of friends (each gets a token of his own); a solitaire deals its
next deal number or the same one again. Refusals change nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.engine.game import get_game
from koloda.web.rooms import build_table
from tests.web.helpers import Env, Frame, ask, drain, hello, recv, server, until


def errors(frames: list[Frame]) -> list[str]:
    return [f["code"] for f in frames if f["type"] == "error"]


def of_type(frames: list[Frame], kind: str) -> list[Frame]:
    return [f for f in frames if f["type"] == kind]


def play_alone(ws: Any, token: str, seat: int = 0) -> Frame:
    """Hello, then the seat's first legal move each time (a solitaire's "give up" where
    it may) until the game is over."""
    f = hello(ws, token)
    while True:
        while not (f["type"] == "state" and (f["over"] or f["waiting"] == seat)):
            f = recv(ws)
        if f["over"]:
            return f
        moves = [m for m in f["legal"] if m["text"] == "give up"] or f["legal"]
        ws.send_json({"type": "act", "action": moves[0]["action"], "version": f["version"]})
        f = recv(ws)


def play_friends(env: Env, table_id: str, sockets: dict[int, Any]) -> None:
    """Every person's first legal move in turn until the game is over."""
    for _ in range(5_000):
        env.idle(table_id)
        room = env.room(table_id)
        if room.table.over:
            return
        seat = room.table.waiting_for_human()
        assert seat is not None
        version = room.version
        action = room.table.legal_moves(seat)[0][0]
        sockets[seat].send_json({"type": "act", "action": action, "version": version})
        until(sockets[seat], lambda f, v=version: f["type"] == "state" and f["version"] > v)
    raise AssertionError("the game did not end")


def test_alone_against_the_computer_the_next_game_starts_at_once(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Аня")
        made = anna.create("durak", ["human", "heuristic"], options={"delay_ms": 0})
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            # not before the end
            hello(ws, made["token"])
            env.idle(made["id"])  # the computer's first attack, if it leads, made already
            version = env.room(made["id"]).version
            assert errors(ask(ws, {"type": "rematch"})) == ["not_over"]
            assert errors(ask(ws, {"type": "rematch", "agree": False})) == ["not_over"]
            assert env.room(made["id"]).version == version  # a refusal changes nothing
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            last = play_alone(ws, made["token"])
            assert last["rematch"] == {"deals": ["next"], "deal": None, "agreed": [],
                                       "waiting": [], "next": None}
            assert errors(ask(ws, {"type": "rematch", "deal": "same"})) == ["same_deal"]
            got = ask(ws, {"type": "rematch"})
            ready = of_type(got, "rematch_ready")
            assert len(ready) == 1 and ready[0]["seat"] == 0 and ready[0]["token"]
            new_id = ready[0]["id"]
            assert new_id != made["id"]
            assert of_type(got, "state")[-1]["rematch"]["next"] == new_id
            # asked again: the same table (the cookie, not a new token, gives the seat)
            again = of_type(ask(ws, {"type": "rematch"}), "rematch_ready")
            assert again == [{"type": "rematch_ready", "id": new_id, "seat": None,
                              "token": None}]
        old, new = env.store.get_table(made["id"]), env.store.get_table(new_id)
        assert old is not None and new is not None
        assert new.status == "open" and new.players == old.players
        assert [(s["kind"], s["agent"], s["name"]) for s in new.seats] == \
            [(s["kind"], s["agent"], s["name"]) for s in old.seats]
        assert new.options == old.options and new.seed != old.seed
        # the rules passed on: the fool deals, the winner leads
        finished = build_table(old, env.store.get_actions(made["id"]))
        assert new.rules == finished.rematch_rules().changed()
        assert new.rules["first_dealer"] == finished.state.dealer + 1
        assert new.rules["first_leader"] == finished.state.finish[0] + 1
        # the token is the seat's at the new table, and the old one's is not
        with env.client.websocket_connect(f"/ws/{new_id}") as ws:
            f = hello(ws, ready[0]["token"])
            assert f["table"]["you"] == 0 and not f["over"]
            assert f["rematch"] is None
        with env.client.websocket_connect(f"/ws/{new_id}") as ws:
            ws.send_json({"type": "hello", "token": made["token"], "lang": "ru", "obs": True})
            assert recv(ws)["code"] == "bad_token"
        # the new table is among the person's open ones; the finished one is not
        mine = [t["id"] for t in anna.use().get("/api/tables/mine").json()]
        assert mine == [new_id]


def test_a_solitaire_deals_the_next_number_or_the_same_again(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Аня")
        made = anna.create("klondike", ["human"], deal=41)
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            hello(ws, made["token"])
            f = of_type(ask(ws, {"type": "act", "text": "give up", "version": 0}), "state")[-1]
            assert f["over"] and f["rematch"]["deals"] == ["next", "same"]
            same = of_type(ask(ws, {"type": "rematch", "deal": "same"}), "rematch_ready")[0]
        made2 = anna.create("klondike", ["human"], deal=2147483647)
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made2['id']}") as ws:
            hello(ws, made2["token"])
            ask(ws, {"type": "act", "text": "give up", "version": 0})
            nxt = of_type(ask(ws, {"type": "rematch", "deal": "next"}), "rematch_ready")[0]
        rows = [env.store.get_table(i) for i in (same["id"], nxt["id"])]
        assert [r.seed for r in rows if r is not None] == [41, 0]  # the numbers wrap
        with env.client.websocket_connect(f"/ws/{same['id']}") as ws:
            f = hello(ws, same["token"])
            assert f["table"]["deal"] == 41 and not f["over"]


def test_friends_are_each_asked_and_each_gets_a_token(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("durak", ["human", "human"], rules={"deck": 24})
        joined = boris.join(made["id"], made["invite"])
        env.anonymous()
        c = env.client
        with c.websocket_connect(f"/ws/{made['id']}") as wa, \
                c.websocket_connect(f"/ws/{made['id']}") as wb, \
                c.websocket_connect(f"/ws/{made['id']}") as watcher:
            hello(wa, made["token"])
            hello(wb, joined["token"], "en")
            hello(watcher, None)
            assert errors(ask(watcher, {"type": "rematch"})) == ["spectator"]
            play_friends(env, made["id"], {0: wa, 1: wb})
            version = env.room(made["id"]).version
            for frame in ({"type": "rematch"}, {"type": "rematch", "agree": False}):
                assert errors(ask(watcher, frame)) == ["spectator"]
            assert errors(ask(wa, {"type": "rematch", "agree": False})) == ["no_offer"]
            assert env.room(made["id"]).version == version  # refusals change nothing
            for ws in (wa, wb, watcher):  # every frame of the game read
                ws.send_json({"type": "ping"})
                until(ws, lambda f: f["type"] == "pong")
            # Анна offers: everyone hears it, Борис is awaited
            got_a = ask(wa, {"type": "rematch"})
            offer = of_type(got_a, "rematch_offer")[0]
            assert (offer["seat"], offer["agreed"], offer["waiting"]) == (0, [0], [1])
            assert "Анна хочет сыграть ещё раз" in offer["message"] and "Борис" in offer["message"]
            heard = of_type(until(wb, lambda f: f["type"] == "rematch_offer"), "rematch_offer")
            assert "Анна wants to play again" in heard[0]["message"]
            until(watcher, lambda f: f["type"] == "rematch_offer")
            # agreeing twice is refused, and changes nothing
            version = env.room(made["id"]).version
            assert errors(ask(wa, {"type": "rematch"})) == ["already_agreed"]
            assert env.room(made["id"]).version == version
            # Борис declines: the offer is withdrawn
            got_b = ask(wb, {"type": "rematch", "agree": False})
            assert of_type(got_b, "rematch_declined")[0]["seat"] == 1
            assert of_type(got_b, "state")[-1]["rematch"]["agreed"] == []
            declined = until(wa, lambda f: f["type"] == "rematch_declined")[-1]
            assert declined["message"] == "Борис не хочет играть ещё раз"
            assert errors(ask(wb, {"type": "rematch", "agree": False})) == ["no_offer"]
            assert env.store.get_table(made["id"]).rematch is None  # type: ignore[union-attr]
            # now both agree: the table starts, each seat with its own token
            ask(wa, {"type": "rematch"})
            got_b = ask(wb, {"type": "rematch"})
            ready_b = of_type(got_b, "rematch_ready")[0]
            ready_a = until(wa, lambda f: f["type"] == "rematch_ready")[-1]
            ready_w = until(watcher, lambda f: f["type"] == "rematch_ready")[-1]
        assert ready_a["id"] == ready_b["id"] == ready_w["id"]
        assert (ready_a["seat"], ready_b["seat"], ready_w["seat"]) == (0, 1, None)
        assert ready_a["token"] and ready_b["token"] and ready_a["token"] != ready_b["token"]
        assert ready_w["token"] is None
        new_id = ready_a["id"]
        with c.websocket_connect(f"/ws/{new_id}") as wa, \
                c.websocket_connect(f"/ws/{new_id}") as wb:
            assert hello(wa, ready_a["token"])["table"]["you"] == 0
            f = hello(wb, ready_b["token"])
            assert f["table"]["you"] == 1
            assert f["table"]["names"] == ["Анна", "Борис"]
        new = env.store.get_table(new_id)
        assert new is not None and new.rules["deck"] == 24
        # the cookie alone gives each person his seat there too
        boris.use()
        with c.websocket_connect(f"/ws/{new_id}") as ws:
            assert hello(ws, None)["table"]["you"] == 1


def test_bad_rematch_frames_change_nothing(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = env.player("Аня").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            play_alone(ws, made["token"])
            version = env.room(made["id"]).version
            for bad in ({"type": "rematch", "deal": "again"}, {"type": "rematch", "agree": 1},
                        {"type": "rematch", "deal": None}, {"type": "rematch", "x": 1}):
                assert errors(ask(ws, bad)) == ["bad_frame"], bad
            assert env.room(made["id"]).version == version
            assert env.store.get_table(made["id"]).rematch is None  # type: ignore[union-attr]


def test_every_game_starts_again(tmp_path: Path) -> None:
    """The next table of every game key builds (its rules passed on) and starts."""
    from koloda.engine.game import all_games

    with server(tmp_path) as env:
        anna = env.player("Аня")
        for game in all_games():
            solo = game.max_players == 1
            seats = ["human"] if solo else ["human"] + ["random"] * (game.default_players - 1)
            rules = {"max_deals": 1} if game.key == "tysyacha" else {}
            made = anna.create(game.key, seats, rules=rules)
            env.anonymous()
            with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
                play_alone(ws, made["token"])
                ready = of_type(ask(ws, {"type": "rematch"}), "rematch_ready")
                assert len(ready) == 1, game.key
            new = env.store.get_table(ready[0]["id"])
            assert new is not None and new.game == game.key and new.status == "open"
            get_game(game.key).make_rules(overrides=new.rules)


def test_a_restart_mid_agreement_loses_nothing_and_starts_once(tmp_path: Path) -> None:
    """The offer is stored: a new server on the same database still knows who agreed,
    starts the next table when the last person agrees, and only once."""
    from sqlalchemy import func, select

    from koloda.web.db import game_tables

    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("durak", ["human", "human"], rules={"deck": 24})
        joined = boris.join(made["id"], made["invite"])
        env.anonymous()
        c = env.client
        with c.websocket_connect(f"/ws/{made['id']}") as wa, \
                c.websocket_connect(f"/ws/{made['id']}") as wb:
            hello(wa, made["token"])
            hello(wb, joined["token"])
            play_friends(env, made["id"], {0: wa, 1: wb})
            assert of_type(ask(wa, {"type": "rematch"}), "rematch_offer")
    with server(tmp_path) as env:  # the same database, a new process
        c = env.client
        with c.websocket_connect(f"/ws/{made['id']}") as wa, \
                c.websocket_connect(f"/ws/{made['id']}") as wb:
            f = hello(wa, made["token"])
            assert f["rematch"]["agreed"] == [0] and f["rematch"]["waiting"] == [1]
            assert errors(ask(wa, {"type": "rematch"})) == ["already_agreed"]
            hello(wb, joined["token"])
            ready = of_type(ask(wb, {"type": "rematch"}), "rematch_ready")[0]
            assert until(wa, lambda f: f["type"] == "rematch_ready")[-1]["id"] == ready["id"]
            # asked again by both: the same table, never a second one
            for ws in (wa, wb):
                again = of_type(ask(ws, {"type": "rematch"}), "rematch_ready")
                assert [r["id"] for r in again] == [ready["id"]]
    with server(tmp_path) as env:
        with env.store.engine.connect() as conn:
            assert conn.execute(select(func.count()).select_from(game_tables)).scalar() == 2
        old = env.store.get_table(made["id"])
        assert old is not None and old.status == "finished"
        assert old.rematch is not None and old.rematch["next"] == ready["id"]
        assert old.rematch["agreed"] == [0, 1]
        with env.client.websocket_connect(f"/ws/{ready['id']}") as ws:
            assert hello(ws, ready["token"])["table"]["you"] == 1
        # the finished game is still a record
        assert env.client.get(f"/api/records/{made['id']}").status_code == 200


def test_fuzzed_rematch_frames_refused_change_nothing(tmp_path: Path) -> None:
    """Any rematch frame (odd fields, wrong types) at a finished table of two people:
    every one is answered, and one answered with an error leaves the table and its offer
    as they were."""
    leaf = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=6),
                     st.sampled_from(["next", "same", "Next", ""]))
    frames = st.builds(lambda f: {"type": "rematch", **f}, st.dictionaries(
        st.sampled_from(["deal", "agree", "version", "x"]),
        st.one_of(leaf, st.lists(leaf, max_size=2)), max_size=3))
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("durak", ["human", "human"], rules={"deck": 24})
        joined = boris.join(made["id"], made["invite"])
        env.anonymous()
        c = env.client
        with c.websocket_connect(f"/ws/{made['id']}") as wa, \
                c.websocket_connect(f"/ws/{made['id']}") as wb:
            hello(wa, made["token"])
            hello(wb, joined["token"])
            play_friends(env, made["id"], {0: wa, 1: wb})

            @settings(max_examples=120, deadline=None,
                      suppress_health_check=[HealthCheck.too_slow,
                                             HealthCheck.function_scoped_fixture])
            @given(frame=frames)
            def run(frame: dict[str, Any]) -> None:
                room = env.room(made["id"])
                before = (room.version, room.row.rematch)
                got = ask(wa, json.dumps(frame))
                assert got, frame
                if errors(got):
                    assert (room.version, room.row.rematch) == before, frame
                    stored = env.store.get_table(made["id"])
                    assert stored is not None and stored.rematch == before[1]
                assert (room.row.rematch or {}).get("next") is None  # Борис never agreed
                drain(wb)

            run()
