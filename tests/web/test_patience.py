"""Solitaires through the server: one person's table, a chosen deal, a whole deal played
to its end by legal move texts (no frame showing a face-down card), undo, redo and
restart over the protocol, the solver's hints (not stored), and the player's figures
written when the deal ends."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.conformance import strings_in
from koloda.engine.errors import KolodaError
from koloda.engine.game import all_games
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.solve import solve
from koloda.table import Table
from koloda.table.log import leaked
from koloda.terminal.stats import FIELDS
from koloda.web.app import MAX_DEAL, is_solitaire
from koloda.web.db import PATIENCE_FIELDS, patience_after
from tests.web.helpers import Env, Frame, Player, advance_to, ask, hello, reference, server
from tests.web.test_no_leaks import _check


def errors(frames: list[Frame]) -> list[str]:
    return [f["code"] for f in frames if f["type"] == "error"]


def state_of(frames: list[Frame]) -> Frame:
    states = [f for f in frames if f["type"] == "state"]
    assert states, frames
    return states[-1]


def face_down(ref: Table) -> set[str]:
    """The texts of every card lying face down now (the stock too)."""
    obs_cards: set[str] = set()
    state: Any = ref.state
    for i, pile in enumerate(state.piles):
        obs_cards.update(C.to_text(c) for c in pile[:state.down[i]])
    return obs_cards


def check_frame(frame: Frame, ref: Table, known: int) -> int:
    """The generic no-leak check, and: the position's parts name no face-down card."""
    if frame["type"] == "hint":  # the seat's own answer: checked like an error frame
        for text in strings_in(frame):
            assert not leaked(text, ref.hidden(0), False), frame
        return known
    known = _check(frame, 0, ref, False, known)
    if frame["type"] == "state":
        down = face_down(ref)
        for part in ("obs", "legal", "result"):
            shown = set(strings_in(frame[part]))
            words = {w for s in shown for w in s.replace("→", " ").split()}
            assert not (down & (shown | words)), (part, down & (shown | words))
        piles = frame["obs"]["piles"]
        state: Any = ref.state
        assert [p["cards"].count(None) for p in piles] == list(state.down)
    return known


def solution_texts(ref: Table) -> list[str]:
    """A winning line of the deal (the solver knows every card), as move texts."""
    state: Any = ref.state.clone()
    found = solve(state, 20.0)
    assert found.status == "won", found
    out = []
    for action in found.actions:
        out.append(state.action_to_text(action))
        state.apply(action)
    return out


def act(ws: Any, frame: Frame, text: str) -> list[Frame]:
    """Send the legal move whose text is ``text``; the frames up to the new state."""
    legal = [m for m in frame["legal"] if m["text"] == text]
    assert legal, (text, [m["text"] for m in frame["legal"]])
    return ask(ws, {"type": "act", "text": legal[0]["text"], "version": frame["version"]})


def figures(player: Player) -> dict[str, Any]:
    r = player.use().get("/api/patience/stats")
    assert r.status_code == 200, r.text
    games: dict[str, Any] = r.json()["games"]
    return games


def solo(env: Env, game: str, **body: Any) -> tuple[Player, dict[str, Any]]:
    anna = env.player("Аня")
    made = anna.create(game, ["human"], **body)
    env.anonymous()
    return anna, made


@pytest.mark.parametrize(("game", "deal", "rules"), [
    ("klondike", 2, {"draw": 1}),  # face-down cards and a stock: the leak check bites
    ("solitaire", 1, {}),  # FreeCell, Microsoft deal 1
])
def test_a_whole_deal_won_by_legal_move_texts(game: str, deal: int, rules: dict[str, Any],
                                              tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, made = solo(env, game, deal=deal, rules=rules)
        tid = made["id"]
        ref = reference(env, tid)
        assert ref.seed == deal
        texts = solution_texts(ref)
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            f = hello(ws, made["token"])
            assert f["table"]["deal"] == deal and f["table"]["family"] == "patience"
            assert f["obs"]["family"] == "patience" and f["waiting"] == 0
            assert isinstance(f["elapsed"], float)
            known = check_frame(f, ref, 0)
            for text in texts:
                got = act(ws, f, text)
                assert not errors(got), got
                for frame in got:
                    if frame["type"] == "state":
                        advance_to(env, ref, tid, frame["since"] + len(frame["log"]))
                    known = check_frame(frame, ref, known)
                f = state_of(got)
            assert f["over"] and f["result"]["won"] and f["winners"] == [0]
            assert f["obs"]["won"] and f["legal"] == []
            assert not (f["can_undo"] or f["can_redo"] or f["can_restart"])
            assert f["elapsed"] is not None
        row = env.store.get_table(tid)
        assert row is not None and row.status == "finished"
        mine = figures(anna)[game]
        assert mine["played"] == mine["won"] == mine["streak"] == mine["best_streak"] == 1
        assert mine["fewest_moves"] == f["result"]["moves"]
        assert isinstance(mine["best_seconds"], float)
        assert env.replayed(tid).state.is_won()  # the stored record replays to the win
        assert env.client.get(f"/api/records/{tid}").status_code == 200


def test_undo_redo_and_restart(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        _, made = solo(env, "solitaire", deal=1)
        tid = made["id"]
        ref = reference(env, tid)
        texts = solution_texts(ref)[:3]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            f = hello(ws, made["token"])
            assert not (f["can_undo"] or f["can_redo"] or f["can_restart"])
            assert errors(ask(ws, {"type": "redo"})) == ["no_redo"]
            assert errors(ask(ws, {"type": "restart"})) == ["no_restart"]
            positions = [f["obs"]]
            for text in texts:
                f = state_of(act(ws, f, text))
                positions.append(f["obs"])
            assert f["can_undo"] and f["can_restart"] and not f["can_redo"]

            f = state_of(ask(ws, {"type": "undo", "version": f["version"]}))
            assert f["obs"] == positions[2] and f["can_redo"] and f["since"] == 0
            assert len(env.store.get_actions(tid)) == 2
            f = state_of(ask(ws, {"type": "redo", "version": f["version"]}))
            assert f["obs"] == positions[3] and not f["can_redo"]
            assert [a.text for a in env.store.get_actions(tid)] == texts

            f = state_of(ask(ws, {"type": "restart", "version": f["version"]}))
            assert f["obs"] == positions[0] and f["can_redo"] and not f["can_restart"]
            assert f["log"] == [] and env.store.get_actions(tid) == []
            assert errors(ask(ws, {"type": "redo", "version": f["version"] + 5})) == ["stale"]
            f = state_of(ask(ws, {"type": "redo"}))  # the whole deal's moves come back
            assert f["obs"] == positions[3] and len(f["log"]) == 3
            assert [a.text for a in env.store.get_actions(tid)] == texts
            assert env.replayed(tid).state.observation(0) == positions[3]

            f = state_of(ask(ws, {"type": "undo"}))
            f = state_of(ask(ws, {"type": "undo"}))
            assert f["obs"] == positions[1] and f["can_redo"]
            f = state_of(act(ws, f, texts[1]))  # a new move forgets what redo had
            assert not f["can_redo"]
            assert errors(ask(ws, {"type": "redo"})) == ["no_redo"]
        # a spectator may do none of it
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            hello(ws, None)
            for kind in ("undo", "redo", "restart"):
                assert errors(ask(ws, {"type": kind})) == ["spectator"]
            assert errors(ask(ws, {"type": "redo", "version": "x"})) == ["bad_frame"]
            assert errors(ask(ws, {"type": "restart", "extra": 1})) == ["bad_frame"]


def test_restart_is_for_one_person_tables(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("durak", ["human", "human"])
        boris.join(made["id"], made["invite"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = hello(ws, made["token"])
            assert not f["can_redo"] and not f["can_restart"]
            assert "deal" not in f["table"] and "elapsed" not in f
            assert errors(ask(ws, {"type": "restart"})) == ["no_restart"]
            assert errors(ask(ws, {"type": "redo"})) == ["no_redo"]


def test_hints_are_the_solvers_and_not_stored(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        _, made = solo(env, "klondike", deal=5)
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as ws:
            f = hello(ws, made["token"])
            got = ask(ws, {"type": "hint", "request": ""})
            hints = [x for x in got if x["type"] == "hint"]
            assert len(hints) == 1 and hints[0]["text"] and hints[0]["request"] == ""
            got = ask(ws, {"type": "hint", "request": "winnable"})
            assert [x["request"] for x in got if x["type"] == "hint"] == ["winnable"]
            assert errors(ask(ws, {"type": "hint", "request": "nonsense"})) == ["no_hint"]
            assert env.room(tid).version == f["version"]  # nothing written
            row = env.store.get_table(tid)
            assert row is not None and row.hints == []
            # the hint names no face-down card either
            ref = reference(env, tid)
            for x in got:
                check_frame(x, ref, 0)


def test_a_lost_deal_counts_and_ends_the_streak(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, made = solo(env, "solitaire", deal=1)
        texts = solution_texts(reference(env, made["id"]))
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = hello(ws, made["token"])
            for text in texts:
                f = state_of(act(ws, f, text))
            assert f["over"]
        assert figures(anna)["solitaire"]["streak"] == 1
        again = anna.create("solitaire", ["human"], deal=2)
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{again['id']}") as ws:
            f = hello(ws, again["token"])
            f = state_of(act(ws, f, "give up"))
            assert f["over"] and not f["result"]["won"] and f["winners"] == []
        mine = figures(anna)["solitaire"]
        assert (mine["played"], mine["won"], mine["streak"], mine["best_streak"]) == (2, 1, 0, 1)
        assert mine["fewest_moves"] == len(texts)
        # another person has figures of his own; no cookie, none at all
        assert figures(env.player("Борис")) == {}
        env.anonymous()
        assert env.client.get("/api/patience/stats").json() == {"games": {}}


def test_a_deal_number_is_for_solitaires_only(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Аня")
        first = anna.create("klondike", ["human"], deal=77)
        second = anna.create("klondike", ["human"], deal=77)
        env.anonymous()
        obs = []
        for made in (first, second):
            with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
                obs.append(hello(ws, made["token"])["obs"])
        assert obs[0] == obs[1]  # the same number, the same deal
        c = anna.use()
        klondike = {"game": "klondike", "players": 1, "seats": [{"kind": "human"}]}
        for body in [{"game": "durak", "players": 2, "deal": 5,
                      "seats": [{"kind": "human"}, {"kind": "computer"}]},
                     {**klondike, "deal": -1}, {**klondike, "deal": 1 << 31},
                     {**klondike, "deal": "5"}, {**klondike, "deal": True}]:
            r = c.post("/api/tables", json=body)
            assert r.status_code == 400, (body, r.text)
            error = r.json()["error"]
            assert error["code"] == "bad_request"
            assert "'deal'" in error["en"] or "solitaire" in error["en"], error


def test_a_deal_number_the_numbering_lacks_is_refused(tmp_path: Path) -> None:
    """Every solitaire: the server checks a deal number with the check of `koloda play`
    and `koloda solve` (FreeCell's Microsoft deals are 1 … 2³¹−1: deal 0 is not one of
    them, and once it silently dealt deal 1); a refused number makes no table."""
    with server(tmp_path) as env:
        c = env.player("Аня").use()
        solitaires = [g for g in all_games() if is_solitaire(g)]
        assert "solitaire" in {g.key for g in solitaires}
        for game in solitaires:
            rules = game.make_rules()
            assert isinstance(game, PatienceGame)
            span = game.deal_range(rules)
            for deal in (0, MAX_DEAL):
                body = {"game": game.key, "players": 1, "seats": [{"kind": "human"}],
                        "deal": deal}
                tables = env.store.count_tables()
                r = c.post("/api/tables", json=body)
                if span is None or span[0] <= deal <= span[1]:
                    assert r.status_code == 200, (game.key, deal, r.text)
                    continue
                assert r.status_code == 400, (game.key, deal, r.text)
                error = r.json()["error"]
                assert error["code"] == "no_deal"
                with pytest.raises(KolodaError) as cli:  # the CLI's words, both languages
                    game.check_deal(rules, deal)
                assert (error["en"], error["ru"]) == (cli.value.en, cli.value.ru)
                assert f"{span[0]} to {span[1]}" in error["en"] and str(deal) in error["ru"]
                assert env.store.count_tables() == tables
        # FreeCell shuffled from the seed has no numbering: any seed is a deal
        made = c.post("/api/tables", json={"game": "solitaire", "players": 1, "deal": 0,
                                           "seats": [{"kind": "human"}],
                                           "rules": {"numbering": "koloda"}})
        assert made.status_code == 200, made.text


class _ZeroFirst(random.Random):
    """Draws 0 first (the one seed below FreeCell's deal numbers), then as seeded."""

    def __init__(self) -> None:
        super().__init__(7)
        self.zero = True

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        if self.zero:
            self.zero = False
            return 0
        return super().randrange(*args, **kwargs)


def test_a_deal_the_server_picks_is_one_of_the_numbering(tmp_path: Path) -> None:
    # the page shows a solitaire's seed as its deal number, so it must be one
    with server(tmp_path, rng=_ZeroFirst()) as env:
        anna = env.player("Аня")
        made = anna.create("solitaire", ["human"])
        row = env.store.get_table(made["id"])
        assert row is not None and row.seed >= 1
    with server(tmp_path / "other", rng=_ZeroFirst()) as env:
        anna = env.player("Аня")
        made = anna.create("klondike", ["human"])  # no numbering: 0 is a seed like any
        row = env.store.get_table(made["id"])
        assert row is not None and row.seed == 0


def test_games_list_names_the_family(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        games = {g["key"]: g for g in env.client.get("/api/games").json()}
        assert games["klondike"]["family"] == games["solitaire"]["family"] == "patience"
        assert games["klondike"]["players"] == [1, 1]
        assert "auto" in {r["key"] for r in games["klondike"]["rules"]}


def test_the_figures_follow_the_terminals() -> None:
    assert PATIENCE_FIELDS == FIELDS
    a = patience_after(None, True, 100.04, 90)
    assert a == {"played": 1, "won": 1, "streak": 1, "best_streak": 1, "best_seconds": 100.0,
                 "fewest_moves": 90, "won_after_undo": 0}
    b = patience_after(a, True, 130.0, 80)
    assert (b["streak"], b["best_seconds"], b["fewest_moves"]) == (2, 100.0, 80)
    c = patience_after(b, False, 5.0, 3)
    assert (c["played"], c["won"], c["streak"], c["best_streak"]) == (3, 2, 0, 2)
    assert (c["best_seconds"], c["fewest_moves"]) == (100.0, 80)
    d = patience_after(c, True, 50.0, 70, took_back=True)
    assert (d["won"], d["won_after_undo"], d["streak"], d["best_seconds"]) == (3, 1, 1, 50.0)
    assert patience_after(d, False, 1.0, 1, took_back=True)["won_after_undo"] == 1


def test_a_deal_counts_once_and_a_win_after_undo_is_marked(tmp_path: Path) -> None:
    """The same deal played again (the same game, the same deal number) adds nothing to
    the figures, however it ends; a win reached after an undo counts in ``won`` and in
    ``won_after_undo``, and the game's record and list entry say ``took_back``."""
    with server(tmp_path) as env:
        anna, made = solo(env, "solitaire", deal=1)
        texts = solution_texts(reference(env, made["id"]))
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = hello(ws, made["token"])
            f = state_of(act(ws, f, texts[0]))
            f = state_of(ask(ws, {"type": "undo", "version": f["version"]}))  # taken back
            for text in texts:
                f = state_of(act(ws, f, text))
            assert f["over"] and f["result"]["won"]
        mine = figures(anna)["solitaire"]
        assert (mine["played"], mine["won"], mine["won_after_undo"], mine["streak"]) == \
            (1, 1, 1, 1)
        listed = {r["id"]: r for r in anna.use().get("/api/records").json()}
        assert listed[made["id"]]["took_back"] is True
        assert anna.use().get(f"/api/records/{made['id']}").json()["took_back"] is True
        # the same deal again, given up at once, and again, won without an undo: no change
        for end in ("give up", "win"):
            again = anna.create("solitaire", ["human"], deal=1)
            env.anonymous()
            with env.client.websocket_connect(f"/ws/{again['id']}") as ws:
                f = hello(ws, again["token"])
                for text in (["give up"] if end == "give up" else texts):
                    f = state_of(act(ws, f, text))
                assert f["over"]
            assert figures(anna)["solitaire"] == mine
        # another deal counts as usual; a win without an undo is not marked
        other = anna.create("solitaire", ["human"], deal=2)
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{other['id']}") as ws:
            f = state_of(act(ws, hello(ws, other["token"]), "give up"))
        now = figures(anna)["solitaire"]
        assert (now["played"], now["won"], now["won_after_undo"], now["streak"]) == \
            (2, 1, 1, 0)
        listed = {r["id"]: r for r in anna.use().get("/api/records").json()}
        assert listed[other["id"]]["took_back"] is False
        assert "took_back" not in anna.use().get(f"/api/records/{other['id']}").json()
