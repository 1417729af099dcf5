"""Patch frames: a connection that asks for them in its hello (the page does) gets its first
state frame whole and then only what changed; merged as the page merges them, they are
the very frames a connection without patches gets, in fewer bytes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.web.patch import ALWAYS, apply_patch, state_patch
from tests.web.helpers import Frame, hello, recv_text, server

_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner,
                                                                  max_size=3),
    max_leaves=8)
_keys = st.sampled_from(["version", "since", "log", "table", "legal", "over", "elapsed", "x"])
_picture = st.dictionaries(st.sampled_from(["seats", "zones", "status", "markers", "deal"]),
                           _values, max_size=5)


@st.composite
def _frames(draw: Any) -> Frame:
    frame: Frame = {"type": "state", **draw(st.dictionaries(_keys, _values, max_size=6))}
    if draw(st.booleans()):
        frame["picture"] = draw(_picture)
    return frame


@settings(max_examples=400, deadline=None)
@given(_frames(), _frames())
def test_a_patch_merged_into_its_base_is_the_new_frame(old: Frame, new: Frame) -> None:
    patch = json.loads(json.dumps(state_patch(old, new)))  # as it travels
    assert patch["type"] == "patch"
    assert apply_patch(old, patch) == new
    # only what changed, beside what a frame always carries
    for k, v in patch.items():
        if k not in ("type", "gone", "picture", "picture_gone") and k not in ALWAYS:
            assert old.get(k, object()) != v


def test_the_page_merges_patches_into_the_frames_a_program_gets(tmp_path: Path) -> None:
    """A whole game of Durak against the computer, a seat and a spectator each read by a
    connection with patches and one without: every merged frame equals the whole one,
    the patches come after the first frame only, and they are the smaller part."""
    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        tid = made["id"]
        with env.client.websocket_connect(f"/ws/{tid}") as page, \
                env.client.websocket_connect(f"/ws/{tid}") as program, \
                env.client.websocket_connect(f"/ws/{tid}") as watcher, \
                env.client.websocket_connect(f"/ws/{tid}") as plain_watcher:
            patched = (page, watcher)
            bases = {id(page): hello(page, made["token"], obs=False, patch=True),
                     id(watcher): hello(watcher, None, "en", obs=False, patch=True)}
            first = hello(program, made["token"], obs=False, patch=False)
            hello(plain_watcher, None, "en", obs=False, patch=False)
            sizes = {"patch": 0, "whole": 0}
            kinds: set[str] = set()

            def frames_until_pong(ws: Any) -> list[Frame]:
                """The state frames sent up to a pong, patches merged as the page does."""
                ws.send_json({"type": "ping"})
                out = []
                while (f := json.loads(text := recv_text(ws)))["type"] != "pong":
                    if ws in patched:
                        kinds.add(f["type"])
                        if f["type"] == "patch":
                            sizes["patch"] += len(text.encode())
                            f = bases[id(ws)] = apply_patch(bases[id(ws)], f)
                    elif f["type"] == "state":
                        sizes["whole"] += len(text.encode())
                    if f["type"] == "state":
                        out.append(f)
                return out

            # a seat's greeting is owed to those greeted before it (a spectator's to nobody):
            # from here on, the same pushes
            env.idle(tid)
            last = ([first] + [frames_until_pong(ws)
                               for ws in (page, program, watcher, plain_watcher)][1])[-1]
            moves = 0
            while not last["over"] and moves < 300:
                assert last["waiting"] == 0
                page.send_json({"type": "act", "version": last["version"],
                                "action": last["legal"][0]["action"]})
                moves += 1
                env.idle(tid)
                got = [frames_until_pong(ws) for ws in (page, program, watcher, plain_watcher)]
                assert got[0] == got[1] and got[2] == got[3]
                last = got[1][-1]
            assert moves > 5
            assert kinds == {"patch"}  # after the first frame, patches only
            assert sizes["patch"] < 0.6 * sizes["whole"], sizes


def test_a_hello_asking_for_patches_must_say_true_or_false(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = env.player("Анна").create("durak", ["human", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": made["token"], "patch": "yes"})
            ws.send_json({"type": "ping"})
            first = json.loads(recv_text(ws))
            assert first["type"] == "error" and first["code"] == "bad_frame"
            assert "patch" in first["message"]
            assert json.loads(recv_text(ws))["type"] == "pong"
            assert hello(ws, made["token"])["type"] == "state"  # still open, still ungreeted
