"""A language change (``{"type": "lang"}``) resends the whole state in the new language:
the full log again (``since`` 0), the names, the title and the legal moves' labels; the
frames after it go back to sending only the new log entries."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.web.helpers import Frame, ask, hello, recv, server, settled, until


def _play(ws: Any, frame: Frame, moves: int) -> Frame:
    """Play the first legal move ``moves`` times (each time it is our decision)."""
    for _ in range(moves):
        assert frame["waiting"] == 0 and frame["legal"], frame
        ws.send_json({"type": "act", "action": frame["legal"][0]["action"],
                      "version": frame["version"]})
        frame = until(ws, settled)[-1]
        if frame["over"]:
            break
    return frame


def test_lang_frame_resends_the_whole_log_in_the_new_language(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        made = env.player("Анна").create("tysyacha", ["human", "computer", "computer"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
            first = hello(ws, made["token"], "ru")
            if not settled(first):
                first = until(ws, settled)[-1]
            ru = _play(ws, first, 3)
            env.idle(made["id"])
            steps = len(env.store.get_actions(made["id"]))
            assert steps >= 3

            (en,) = [f for f in ask(ws, {"type": "lang", "lang": "en"}) if f["type"] == "state"]
            assert en["since"] == 0 and en["version"] == ru["version"]
            assert [e["step"] for e in en["log"]] == list(range(steps))
            assert en["table"]["title"].startswith("Thousand") and ru["table"]["title"] == "Тысяча"
            assert en["table"]["names"][0] == ru["table"]["names"][0] == "Анна"
            assert all(n.startswith("Player") for n in en["table"]["names"][1:])
            assert not any(n.startswith("Player") for n in ru["table"]["names"][1:])
            assert en["obs"] == ru["obs"] and en["legal"] and \
                [m["action"] for m in en["legal"]] == [m["action"] for m in ru["legal"]]
            assert [m["label"] for m in en["legal"]] != [m["label"] for m in ru["legal"]]
            texts_en = [e["text"] for e in en["log"]]

            (back,) = [f for f in ask(ws, {"type": "lang", "lang": "ru"})
                       if f["type"] == "state"]
            assert back["since"] == 0 and len(back["log"]) == steps
            texts_ru = [e["text"] for e in back["log"]]
            assert texts_ru != texts_en  # the same moves, told in the other language
            assert [m["label"] for m in back["legal"]] == [m["label"] for m in ru["legal"]]

            # after the full resend, a move brings only the new entries again
            ws.send_json({"type": "act", "action": back["legal"][0]["action"],
                          "version": back["version"]})
            nxt = recv(ws)
            assert nxt["type"] == "state" and nxt["since"] == steps
            assert [e["step"] for e in nxt["log"]] == list(range(steps, steps + len(nxt["log"])))
