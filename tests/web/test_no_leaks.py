"""Whole games of every game family played through the WebSocket by two people (random
legal moves) with computer players, watched by a spectator: no frame any of them
receives names a card hidden from its viewer at that point, and none would differ had
the cards hidden from its viewer been dealt otherwise. The hidden sets come from
a parallel replay of the stored record (the obs and moves against the position of the
frame, each log entry against the position right after its move)."""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

import pytest

from koloda.engine.conformance import strings_in
from koloda.engine.game import all_games, get_game
from koloda.table import Seat, Table
from koloda.table.log import leaked
from koloda.table.seats import COMPUTER
from koloda.web.rooms import log_json, state_frame
from tests.table.grid import table_at, worlds
from tests.web.helpers import Frame, advance_to, hello, recv, reference, server, settled

CASES = [
    # (id, game, seats, body extras)
    ("tysyacha-3", "tysyacha", ["human", "human", "computer"], {"rules": {"max_deals": 3}}),
    ("tysyacha-2-discard_face_down", "tysyacha", ["human", "human"],
     {"rules": {"discard_face_down": True, "max_deals": 3}}),
    ("durak-podkidnoy", "durak", ["human", "human", "computer"], {"variants": ["podkidnoy"]}),
    ("durak-perevodnoy", "durak", ["human", "human", "computer"],
     {"variants": ["perevodnoy"]}),
    ("durak-poker", "durak", ["human", "human", "computer"], {"variants": ["poker"]}),
    ("durak-believe", "durak", ["human", "human", "computer"], {"variants": ["believe"]}),
    ("czech", "czech", ["human", "human", "computer"], {}),
    ("101", "101", ["human", "human", "computer"], {}),
]


def _check(frame: Frame, viewer: int | None, ref: Table, twins: bool, known: int,
           lang: str = "ru", rng: random.Random | None = None) -> int:
    """Assert ``frame`` leaks nothing to ``viewer``; returns the log length it brings."""
    if frame["type"] != "state":
        assert frame["type"] in ("error", "pong"), frame
        for text in strings_in(frame):
            assert not leaked(text, ref.hidden(viewer), twins), (viewer, frame)
        return known
    assert frame["table"]["you"] == viewer
    n = frame["since"] + len(frame["log"])
    assert frame["since"] in (0, known), (frame["since"], known)
    hidden_now = ref.hidden(viewer)
    for part in ("obs", "legal", "result", "table", "winners"):
        for text in strings_in(frame[part]):
            bad = leaked(text, hidden_now, twins)
            assert not bad, (viewer, part, text, len(ref.state.history))
    for entry in frame["log"]:
        mask = ref.log[entry["step"]].hidden[viewer]
        for text in [entry["text"], *entry["events"]]:
            assert not leaked(text, mask, twins), (viewer, entry)
    if viewer is None:
        assert frame["legal"] == []
    if rng is not None and not ref.over:
        # the frame the server would send this viewer is the same in every world where
        # the cards it cannot see lie elsewhere (their order, count and texts included)
        args = (frame["table"]["id"], viewer, lang, 0, len(ref.log), [True] * ref.players,
                set(), 0)
        shown = state_frame(ref, *args)
        for world in worlds(ref.state, viewer, rng):
            other = state_frame(table_at(ref, world), *args)
            if viewer != ref.to_move():
                # an only move is the table's to play, with a note every seat reads
                # (``forced``): whether the mover has a choice is public by that rule
                other["waiting"] = shown["waiting"]
            assert other == shown, (viewer, n, [(k, other[k], shown[k]) for k in shown
                                                if other[k] != shown[k]])
    return n


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_no_frame_shows_a_hidden_card(case: tuple[str, str, list[str], dict[str, Any]],
                                      tmp_path: Path) -> None:
    _, game, seats, extra = case
    rng = random.Random(11)
    redeal = random.Random(12)  # the re-dealt worlds, apart from the moves' choices
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Boris", "en")
        made = anna.create(game, seats, **extra)
        table_id = made["id"]
        joined = boris.join(table_id, made["invite"])
        assert (made["seat"], joined["seat"]) == (0, 1)
        # one parallel replay per connection: each reads the same moves at its own pace
        refs = {v: reference(env, table_id) for v in (0, 1, None)}
        twins = bool(getattr(refs[0].rules, "big", False))
        env.anonymous()
        client = env.client
        with client.websocket_connect(f"/ws/{table_id}") as wa, \
                client.websocket_connect(f"/ws/{table_id}") as wb, \
                client.websocket_connect(f"/ws/{table_id}") as ws:
            socks = {0: wa, 1: wb, None: ws}
            tokens = {0: made["token"], 1: joined["token"], None: None}
            known: dict[int | None, int] = {}
            last: dict[int | None, Frame] = {}
            langs: dict[int | None, str] = {0: "ru", 1: "en", None: "ru"}
            for viewer, sock in socks.items():
                f = hello(sock, tokens[viewer], langs[viewer])
                env.idle(table_id)
                advance_to(env, refs[viewer], table_id, f["since"] + len(f["log"]))
                known[viewer] = _check(f, viewer, refs[viewer], twins, 0, langs[viewer],
                                       redeal)
                last[viewer] = f
            moves = 0
            while True:
                env.idle(table_id)
                # every connection reads up to the settled position, checked frame by frame
                for viewer, sock in socks.items():
                    f = last[viewer]
                    while not (settled(f) and f["version"] == env.room(table_id).version):
                        f = recv(sock)
                        ref = refs[viewer]
                        if f["type"] == "state":
                            advance_to(env, ref, table_id, f["since"] + len(f["log"]))
                        known[viewer] = _check(f, viewer, ref, twins, known[viewer],
                                               langs[viewer], redeal)
                        if f["type"] == "state":
                            last[viewer] = f
                f = last[0]
                if f["over"]:
                    break
                seat = f["waiting"]
                assert seat in (0, 1)
                mine = last[seat]
                assert mine["legal"], mine
                choice = rng.choice(mine["legal"])
                socks[seat].send_json({"type": "act", "action": choice["action"],
                                       "version": mine["version"]})
                moves += 1
                assert moves < 5000
            assert all(last[v]["over"] for v in socks)
        row = env.store.get_table(table_id)
        assert row is not None and row.status == "finished"


def test_the_check_catches_a_leak(tmp_path: Path) -> None:
    """The check above is not vacuous: a card of another hand in a frame fails it."""
    with server(tmp_path) as env:
        anna = env.player("Анна")
        made = anna.create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            f = hello(ws, made["token"])
        env.idle(made["id"])
        ref = reference(env, made["id"])
        advance_to(env, ref, made["id"], f["since"] + len(f["log"]))
        assert _check(f, 0, ref, False, 0) == f["since"] + len(f["log"])
        other = ref.observation(1)["hand"][0]
        f["obs"]["note"] = f"we both hold {other}"
        with pytest.raises(AssertionError):
            _check(f, 0, ref, False, 0)


@pytest.mark.parametrize("key", [g.key for g in all_games()])
def test_the_guard_withholds_no_honest_text(key: str, caplog: pytest.LogCaptureFixture
                                            ) -> None:
    """The server's guard (``log_json``) withholds a text only when it names a card its
    viewer may not see. Over a random game of every game, with the game's own leak-free
    texts (tests/table checks them), it withholds nothing and logs no error: two-deck
    games (Тысяча's big deck, the two-deck solitaires) included, where a face names
    either copy."""
    game = get_game(key)
    players = game.default_players
    table = Table(game, players, game.make_rules(), [Seat(COMPUTER, "random")] * players,
                  seed=4)
    for _ in range(400):
        if table.step() is None:
            break
    caplog.set_level(logging.ERROR, logger="koloda.web")
    for viewer in (*range(players), None):
        for lang in ("ru", "en"):
            texts = [e["text"] for e in log_json(table, viewer, lang, where="test")]
            assert "…" not in texts, (viewer, lang)
    assert not caplog.records
