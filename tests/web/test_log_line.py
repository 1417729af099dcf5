"""The log a page is sent holds each entry's whole line: another seat's move by its name,
the reader's own in the second person ("Вы кладёте Т♦", never "Вы: кладёт"), at a table
of friends too."""

from __future__ import annotations

import re
from pathlib import Path

from tests.web.helpers import hello, recv, server

THIRD = re.compile(r"^(?:Вы|You): (?:не )?[а-яёa-z]+(?:ет|ёт|ит|s)\b")


def test_the_log_speaks_to_its_reader(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("czech", ["human", "human"])
        joined = boris.join(made["id"], made["invite"])
        env.anonymous()
        c = env.client
        with c.websocket_connect(f"/ws/{made['id']}") as wa, \
                c.websocket_connect(f"/ws/{made['id']}") as wb:
            hello(wa, made["token"])
            hello(wb, joined["token"], "en")
            for _ in range(12):
                env.idle(made["id"])
                room = env.room(made["id"])
                seat = room.table.waiting_for_human()
                if seat is None:
                    break
                ws = wa if seat == 0 else wb
                ws.send_json({"type": "act", "action": room.table.legal_moves(seat)[0][0],
                              "version": room.version})
                f = recv(ws)
                while f["type"] != "state":
                    f = recv(ws)
            for ws, lang, me, other in ((wa, "ru", 0, "Борис"), (wb, "en", 1, "Анна")):
                ws.send_json({"type": "lang", "lang": lang})  # the whole log again
                f = recv(ws)
                while f["type"] != "state" or f["since"] != 0:
                    f = recv(ws)
                assert f["log"]
                for entry in f["log"]:
                    line = entry["line"]
                    assert not THIRD.match(line), line
                    if entry["actor"] == me:
                        assert line.split()[0].rstrip(":") == ("Вы" if lang == "ru" else "You")
                    else:
                        assert line.startswith(other + ": ")
