"""A person's only move that follows a move at once (a table without delay) is played and
written with that move: one write, and one frame with every move of the chain in its log,
never a frame of the position the chain leaves at once. With a delay each forced move
keeps its own frame (the person sees the move that plays itself)."""

from __future__ import annotations

import random
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from koloda.table.log import LogTexts
from tests.web.helpers import Frame, hello, server, settled, until


def _play(env: Any, options: dict[str, Any], moves: int) -> tuple[list[Frame], str]:
    """Two people play random legal moves of `czech` (Mau-Mau, where a forced draw is
    common); the state frames the first seat's connection received, and the table."""
    anna, boris = env.player("Анна"), env.player("Борис")
    made = anna.create("czech", ["human", "human"], options=options)
    joined = boris.join(made["id"], made["invite"])
    first, second = made["seat"], joined["seat"]
    rng = random.Random(3)
    env.anonymous()
    with env.client.websocket_connect(f"/ws/{made['id']}") as ws0, \
            env.client.websocket_connect(f"/ws/{made['id']}") as ws1:
        conns = {first: ws0, second: ws1}
        seen = [hello(ws0, made["token"])]
        last = {second: hello(ws1, joined["token"])}
        # the first seat's greeting may predate the second's arrival
        seen += until(ws0, lambda f: f["type"] == "state"
                      and f["version"] >= last[second]["version"])
        last[first] = seen[-1]
        for seat, ws in conns.items():
            if not settled(last[seat]):
                got = until(ws, settled)
                last[seat] = got[-1]
                if seat == first:
                    seen += got
        for _ in range(moves):
            if last[first]["over"]:
                break
            mover = last[first]["waiting"]
            mine = last[mover]
            version = mine["version"]
            conns[mover].send_json({"type": "act", "version": version,
                                    "action": rng.choice(mine["legal"])["action"]})
            for seat, ws in conns.items():
                got = until(ws, lambda f, v=version: settled(f) and f["version"] > v)
                last[seat] = got[-1]
                if seat == first:
                    seen += got
    return [f for f in seen if f["type"] == "state"], made["id"]


def _contiguous(frames: list[Frame]) -> None:
    """Each frame's log starts where the one before it ended: no move is lost."""
    for before, after in pairwise(frames):
        assert after["since"] == before["since"] + len(before["log"]), (before, after)
    steps = [e["step"] for f in frames for e in f["log"]]
    assert steps == list(range(len(steps)))


def test_a_chain_of_moves_that_play_themselves_is_one_write_and_one_frame(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replays: list[int] = []
    prefetch = LogTexts.prefetch

    def counted(self: LogTexts, pairs: Any) -> None:
        replays.append(len(pairs))
        prefetch(self, pairs)

    # the chain's moves keep their positions until the frames after it are built: no
    # frame replays the game to render a move of the chain
    monkeypatch.setattr(LogTexts, "prefetch", counted)
    with server(tmp_path, delay_ms=0) as env:
        frames, table_id = _play(env, {"delay_ms": 0}, 120)
        stored = env.store.get_actions(table_id)
        row = env.store.get_table(table_id)
        assert row is not None
    _contiguous(frames)
    assert all(settled(f) for f in frames), [f["waiting"] for f in frames]
    moves = sum(len(f["log"]) for f in frames)
    assert [a.step for a in stored] == list(range(moves))  # every move written
    chained = [f for f in frames if len(f["log"]) > 1 and any(e["forced"] for e in f["log"])]
    assert chained, "no move was followed by a forced one"
    assert row.version < moves  # a version per write: fewer writes than moves
    assert max(len(f["log"]) for f in frames) > LogTexts.RECENT  # a long chain was read
    assert replays == []


def test_with_a_delay_each_move_that_plays_itself_is_shown(tmp_path: Path) -> None:
    with server(tmp_path, delay_ms=0) as env:
        frames, _ = _play(env, {"delay_ms": 1}, 120)
    _contiguous(frames)
    shown = [f for f in frames if not settled(f)]
    assert shown, "no frame showed a move about to play itself"
    assert all(f["waiting"] is None and not f["over"] for f in shown)
