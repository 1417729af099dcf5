"""The HTTP API: identity, games and rules, tables, invitations, records (list, get,
import), statistics, the record viewer's steps, the page."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from koloda import cli
from koloda.engine.game import all_games, get_game
from koloda.engine.schema import game_schema
from koloda.web.app import names_of
from tests.web.helpers import Env, Player, hello, recv, server


def err(r: Any) -> str:
    body = r.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "en", "ru"}, body
    assert body["error"]["en"] and body["error"]["ru"]
    return str(body["error"]["code"])


def play_out(env: Env, player: Player, made: dict[str, Any], seat: int = 0) -> dict:
    """Play a table with one person (first legal move) to its end; the last frame."""
    player.use()
    with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
        f = hello(ws, made["token"])
        for _ in range(20_000):
            if f["type"] == "state" and f["over"]:
                return f
            if f["type"] == "state" and f["waiting"] == seat and \
                    f["version"] == env.room(made["id"]).version:
                ws.send_json({"type": "act", "action": f["legal"][-1]["action"],
                              "version": f["version"]})
            f = recv(ws)
    raise AssertionError("the game did not end")


def test_me(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        c = env.client
        assert c.get("/api/me").json() == {"name": None, "lang": "ru"}
        for bad in ("", "   ", "x" * 41, "a\x00b", "tab\there\x7f", 5, None):
            r = c.post("/api/me", json={"name": bad})
            assert r.status_code == 400 and err(r) == "bad_name", bad
        assert err(c.post("/api/me", json={"name": "Аня", "lang": "de"})) == "bad_lang"
        assert err(c.post("/api/me", json={"name": "Аня", "x": 1})) == "bad_request"
        r = c.post("/api/me", content=b'{"name": "A"}', headers={"content-type": "text/plain"})
        assert r.status_code == 415 and err(r) == "not_json"
        r = c.post("/api/me", content=b"{" + b" " * 70_000 + b"}",
                   headers={"content-type": "application/json"})
        assert r.status_code == 413
        r = c.post("/api/me", json={"name": "  Анна   Каренина ", "lang": "en"})
        assert r.json() == {"name": "Анна Каренина", "lang": "en"}
        assert c.get("/api/me").json() == {"name": "Анна Каренина", "lang": "en"}
        pid_cookie = r.cookies["koloda_id"]
        r = c.post("/api/me", json={"name": "Аня"})  # renamed: the same player id
        assert r.json() == {"name": "Аня", "lang": "en"}
        from koloda.web.identity import Signer
        from tests.web.helpers import SECRET

        signer = Signer(SECRET)
        first, second = signer.load(pid_cookie), signer.load(r.cookies["koloda_id"])
        assert first is not None and second is not None and first.pid == second.pid
        c.cookies.set("koloda_id", pid_cookie[:-2] + "xx")  # a forged cookie: nobody
        assert c.get("/api/me").json() == {"name": None, "lang": "ru"}


def test_games_and_the_cli_schema_agree(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    with server(tmp_path) as env:
        games = env.client.get("/api/games").json()
    assert [g["key"] for g in games] == [g.key for g in all_games()]
    for g in games:
        game = get_game(g["key"])
        schema = game_schema(game)
        for k, v in schema.items():
            assert g[k] == v
        assert g["default_players"] == game.default_players
        # the levels (search players) first, then the game's own simple players
        assert g["agents"][:4] == ["easy", "medium", "hard", "expert"]
        assert set(game.agent_factories()) <= set(g["agents"])
        assert isinstance(g["variants"], list)
        assert cli.main(["rules", game.key, "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == schema


SHIPPED = ["tysyacha", "durak", "czech", "101"]  # (tests register a toy game too)


def test_rules_pages(tmp_path: Path) -> None:
    """Every game's and every telling's page has its readable text in the language asked
    for (Russian by default), with no source path or command, and the games their
    schema; unknown keys and languages are refused."""
    from koloda.games.tellings import all_tellings

    games = [g for g in all_games() if type(g).__module__.startswith("koloda.games.")]
    with server(tmp_path) as env:
        for key in [g.key for g in games] + [t.key for t in all_tellings()]:
            pages = {lang: env.client.get(f"/api/rules/{key}?lang={lang}").json()
                     for lang in ("ru", "en")}
            assert env.client.get(f"/api/rules/{key}").json() == pages["ru"]
            for lang, r in pages.items():
                text = r["text"]
                assert r["lang"] == lang and text["lang"] == lang
                assert [s["id"] for s in text["sections"]][:1] and all(
                    need in [s["id"] for s in text["sections"]]
                    for need in ("deal", "play", "scoring", "end"))
                flat = json.dumps(text, ensure_ascii=False)
                assert "src/" not in flat and ".py" not in flat and "koloda " not in flat
                words = " ".join(p for s in text["sections"] for p in s["paragraphs"])
                cyrillic = sum("а" <= ch.lower() <= "я" for ch in words)
                assert (cyrillic > len(words) // 3) == (lang == "ru"), (key, lang)
            if r["kind"] == "game":
                assert r["schema"] == game_schema(get_game(key))
                keys = [x["key"] for x in r["text"]["rules"]]
                assert keys == [x["key"] for x in r["schema"]["rules"]]
            else:
                assert r["schema"] is None
        assert env.client.get("/api/rules/1000").json()["schema"]["game"] == "tysyacha"
        r = env.client.get("/api/rules/chess")
        assert r.status_code == 404 and err(r) == "no_game"
        r = env.client.get("/api/rules/durak?lang=de")
        assert r.status_code == 400 and err(r) == "bad_lang"


def test_create_table_refusals(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        c = env.client
        body = {"game": "durak", "players": 2, "seats": [{"kind": "human"},
                                                          {"kind": "computer"}]}
        r = c.post("/api/tables", json=body)
        assert r.status_code == 401 and err(r) == "no_name"
        env.player("Анна").use()
        bad: list[tuple[dict[str, Any], int, str]] = [
            ({"game": "chess"}, 404, "no_game"),
            ({"players": 9}, 400, "bad_request"),
            ({"players": "2"}, 400, "bad_request"),
            ({"rules": {"colour": 1}}, 400, "bad_request"),
            ({"rules": {"deck": 37}}, 400, "bad_request"),
            ({"rules": {"deck": [36]}}, 400, "bad_request"),
            ({"preset": "nope"}, 400, "bad_request"),
            ({"variants": ["nope"]}, 400, "bad_request"),
            ({"seats": [{"kind": "human"}]}, 400, "bad_request"),
            ({"seats": [{"kind": "computer"}, {"kind": "computer"}]}, 400, "bad_request"),
            ({"seats": [{"kind": "human"}, {"kind": "computer", "agent": "genius"}]}, 400,
             "bad_request"),
            ({"seats": [{"kind": "alien"}, {"kind": "human"}]}, 400, "bad_request"),
            ({"options": {"delay_ms": 10 ** 6}}, 400, "bad_request"),
            ({"options": {"undo": "yes"}}, 400, "bad_request"),
            ({"options": {"speed": 1}}, 400, "bad_request"),
            ({"seed": 1}, 400, "bad_request"),  # nobody picks the deal
        ]
        for change, status, code in bad:
            r = c.post("/api/tables", json={**body, **change})
            assert (r.status_code, err(r)) == (status, code), change
        r = c.post("/api/tables", json={**body, "rules": {"deck": 37}})
        assert "deck" in r.json()["error"]["en"]
        assert env.store.count_tables() == 0


def test_a_table_may_seat_every_level_but_no_budget_spec(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "hard", "easy"])
        assert made["seat"] == 0
        r = anna.use().post("/api/tables", json={
            "game": "durak", "players": 2,
            "seats": [{"kind": "human"}, {"kind": "computer", "agent": "ismcts:ms=99999"}]})
        assert r.status_code == 400 and "ismcts" in r.json()["error"]["en"]


def test_invitations_give_free_seats_only(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris, vera = env.player("Анна"), env.player("Борис"), env.player("Вера")
        made = anna.create("durak", ["human", "computer", "human"])
        assert made["seat"] == 0 and len(made["token"]) >= 32 and made["invite"]
        c = boris.use()
        r = c.post(f"/api/tables/{made['id']}/join", json={"invite": "wrong"})
        assert r.status_code == 403 and err(r) == "bad_invite"
        r = c.post("/api/tables/nothing/join", json={"invite": made["invite"]})
        assert r.status_code == 404
        assert boris.join(made["id"], made["invite"])["seat"] == 2
        again = boris.join(made["id"], made["invite"])  # the same person: the same seat
        assert again["seat"] == 2 and again["token"] != boris.tokens.get("x")
        r = vera.use().post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]})
        assert r.status_code == 409 and err(r) == "no_seat"
        r = anna.use().post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]})
        assert r.json()["seat"] == 0  # the creator keeps her own seat
        # the rotated token works, the first one of the seat no longer does
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            assert hello(ws, again["token"])["table"]["you"] == 2
            names = env.room(made["id"]).table.names("ru")
            assert names[0] == "Анна" and names[2] == "Борис"


def test_my_tables(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        t1 = anna.create("durak", ["human", "human"])
        t2 = anna.create("czech", ["human", "computer", "computer"])
        boris.join(t1["id"], t1["invite"])
        mine = anna.use().get("/api/tables/mine").json()
        assert {m["id"] for m in mine} == {t1["id"], t2["id"]}
        for m in mine:
            assert set(m) >= {"id", "game", "players", "names", "seat", "to_move", "over",
                              "updated"}
            assert m["seat"] == 0 and not m["over"]
        theirs = boris.use().get("/api/tables/mine").json()
        assert [(m["id"], m["seat"], m["names"]) for m in theirs] == [
            (t1["id"], 1, ["Анна", "Борис"])]
        env.anonymous()
        assert env.client.get("/api/tables/mine").json() == []


def test_records_list_get_import_and_steps(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "computer"])
        open_one = anna.create("czech", ["human", "computer"])
        c = anna.use()
        r = c.get(f"/api/records/{made['id']}")
        assert r.status_code == 404 and err(r) == "no_record"  # not finished yet
        last = play_out(env, anna, made)
        listed = c.get("/api/records").json()
        assert [x["id"] for x in listed] == [made["id"]]
        assert listed[0]["names"] == ["Анна", "Игрок 2"]
        assert listed[0]["winners"] == last["winners"]
        assert c.get("/api/records?name=Анна&game=durak").json() == listed
        assert c.get("/api/records?name=Борис").json() == []
        assert c.get("/api/records?game=czech").json() == []
        assert c.get("/api/records?offset=1").json() == []
        assert c.get("/api/records?limit=0").status_code == 400
        assert c.get(f"/api/records/{open_one['id']}").status_code == 404
        record = c.get(f"/api/records/{made['id']}").json()
        assert record["finished"] and record["deals"] and record["actions"]
        # import: the record replays, gets a new id, and lists as imported
        r = c.post("/api/records", json=record)
        assert r.status_code == 200, r.text
        new_id = r.json()["id"]
        again = c.get(f"/api/records/{new_id}").json()
        assert again["actions"] == record["actions"] and again["deals"] == record["deals"]
        assert {x["id"]: x["source"] for x in c.get("/api/records").json()} == {
            made["id"]: "web", new_id: "import"}
        # a record that does not replay is refused, saying where
        broken = dict(record)
        broken["actions"] = [*record["actions"][:5], "attack ZZ", *record["actions"][6:]]
        r = c.post("/api/records", json=broken)
        assert r.status_code == 400 and err(r) == "bad_record"
        assert "step 6" in r.json()["error"]["en"] and "ход 6" in r.json()["error"]["ru"]
        unfinished = dict(record, actions=record["actions"][:10], finished=False)
        unfinished.pop("deals")
        r = c.post("/api/records", json=unfinished)
        assert r.status_code == 400 and err(r) == "unfinished"
        for junk in ([], {"format": "x"}, {"game": "durak"}, "text"):
            r = c.post("/api/records", json=junk)
            assert r.status_code == 400 and err(r) == "bad_record", junk
        r = c.post("/api/records", content=b"[" * 50_000 + b"]" * 50_000,
                   headers={"content-type": "application/json"})
        assert r.status_code == 400
        # the record viewer's positions
        n = len(record["actions"])
        for step in (0, 1, n // 2, n, n + 5):
            f = c.get(f"/api/records/{made['id']}/steps/{step}?seat=0&lang=en").json()
            assert f["type"] == "state" and f["version"] == min(step, n)
            assert len(f["log"]) == min(step, n) and f["table"]["you"] == 0
        f = c.get(f"/api/records/{made['id']}/steps/3?seat=").json()
        assert f["table"]["you"] is None
        assert c.get(f"/api/records/{made['id']}/steps/3?seat=7").status_code == 400
        assert c.get(f"/api/records/{open_one['id']}/steps/1").status_code == 404


def test_a_plain_cli_record_imports(tmp_path: Path) -> None:
    from koloda.engine import records
    from koloda.engine.agents import RandomAgent, run_agents

    game = get_game("101")
    state = game.new_state(3, game.make_rules(), 5)
    run_agents(state, [RandomAgent(s, __import__("random").Random(s)) for s in range(3)])
    data = records.record_of(state, ["Я", "Ты", "Он"])
    with server(tmp_path) as env:
        r = env.client.post("/api/records", json=data)
        assert r.status_code == 200, r.text
        listed = env.client.get("/api/records?name=Ты").json()
        assert [x["names"] for x in listed] == [["Я", "Ты", "Он"]]
        assert listed[0]["took_back"] is False
        # a record of a game where a move was taken back stays marked so
        r = env.client.post("/api/records", json={**data, "took_back": True})
        assert r.status_code == 200, r.text
        marked = r.json()["id"]
        assert env.client.get(f"/api/records/{marked}").json()["took_back"] is True
        listed = {x["id"]: x for x in env.client.get("/api/records").json()}
        assert listed[marked]["took_back"] is True


def test_stats_per_name(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        results = []
        for _ in range(2):
            made = anna.create("tysyacha", ["human", "computer", "computer"],
                               rules={"max_deals": 4})
            results.append(play_out(env, anna, made)["result"])
        made = anna.create("durak", ["human", "computer", "computer"])
        durak = play_out(env, anna, made)
        stats = anna.use().get("/api/stats?name=Анна").json()
        assert stats["name"] == "Анна"
        t = stats["games"]["tysyacha"]
        assert t["games"] == 2
        assert t["wins"] == sum(1 for r in results if r["winner"] == 0)
        assert t["mean_score"] == sum(r["scores"][0] for r in results) / 2
        assert set(t) >= {"contracts", "contracts_made", "contracts_made_pct", "bolts",
                          "barrel_falls"}
        assert t["contracts_made"] <= t["contracts"]
        d = stats["games"]["durak"]
        assert d == {"games": 1, "wins": int(0 in durak["winners"]), "wins_after_undo": 0,
                     "fool": sum(1 for f in durak["result"]["fools"] if 0 in f)}
        assert env.client.get("/api/stats?name=Никто").json() == {"name": "Никто",
                                                                  "games": {}}
        assert env.client.get("/api/stats").json()["name"] == "Анна"  # the cookie's name


def test_tysyacha_seat_figures_add_up_to_the_game_counters() -> None:
    from koloda.table import Seat, Table
    from koloda.table.seats import COMPUTER
    from koloda.web.stats import seat_stats

    game = get_game("tysyacha")
    for seed in range(6):
        rules = game.make_rules(overrides={"max_deals": 12, "three_barrels": True})
        table = Table(game, 3, rules, [Seat(COMPUTER, "random")] * 3, seed=seed)
        table.advance()
        counters = table.state.result()["counters"]
        figures = seat_stats(table)
        assert sum(f["contracts_made"] for f in figures) == counters["contracts_made"]
        assert sum(f["contracts"] for f in figures) == (
            counters["contracts_made"] + counters["contracts_failed"] + counters["roospis"])
        assert sum(f["bolts"] for f in figures) == counters["bolts"]
        assert sum(f["barrel_falls"] for f in figures) == counters["barrel_falls"]
        assert [f["won"] for f in figures] == [s in table.winners() for s in range(3)]


def test_the_page_and_unknown_paths(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        r = env.client.get("/")
        assert r.status_code == 200 and "<html" in r.text.lower()
        r = env.client.get("/api/nothing")
        assert r.status_code == 404 and err(r) == "no_path"
    empty = tmp_path / "nostatic"
    empty.mkdir()
    with server(tmp_path / "x" if (tmp_path / "x").mkdir() is None else tmp_path,
                static_dir=empty) as env:
        r = env.client.get("/")
        assert r.status_code == 200 and "Колода" in r.text


def test_names_of_matches_the_table() -> None:
    from koloda.table import Seat, Table

    game = get_game("durak")
    seats = [Seat(name="Анна"), Seat("computer"), Seat()]
    table = Table(game, 3, game.make_rules(), seats, 1)
    for lang in ("ru", "en"):
        assert names_of([s.to_json() for s in seats], 3, lang) == table.names(lang)


def test_seat_tokens_are_stored_hashed_and_cookies_outlive_a_restart(tmp_path: Path) -> None:
    import hashlib
    import random

    from starlette.testclient import TestClient

    from koloda.web.app import create_app

    url = f"sqlite:///{tmp_path / 'k.db'}"
    # no --secret, no KOLODA_SECRET: a random secret kept in the data folder
    app = create_app(url, data_dir=tmp_path, delay_ms=0, rng=random.Random(1))
    with TestClient(app) as c:
        c.post("/api/me", json={"name": "Анна"})
        cookie = c.cookies["koloda_id"]
        made = c.post("/api/tables", json={"game": "durak", "players": 2, "seats": [
            {"kind": "human"}, {"kind": "computer"}]}).json()
        (seat,) = app.state.store.get_seats(made["id"])
        assert seat.token_hash == hashlib.sha256(made["token"].encode()).hexdigest()
        assert made["token"] not in (tmp_path / "k.db").read_bytes().decode("latin-1")
    secret = (tmp_path / "secret").read_text()
    assert len(secret) >= 32 and (tmp_path / "secret").stat().st_mode & 0o077 == 0
    again = create_app(url, data_dir=tmp_path, delay_ms=0)
    with TestClient(again) as c:
        c.cookies.set("koloda_id", cookie)
        assert c.get("/api/me").json()["name"] == "Анна"
        assert [t["id"] for t in c.get("/api/tables/mine").json()] == [made["id"]]
