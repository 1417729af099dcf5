"""GET /api/library: the families and every entry, and what «Играть» opens for each."""

from __future__ import annotations

from pathlib import Path

from koloda.engine.game import get_game
from koloda.games.tellings import all_tellings
from koloda.library import FAMILIES, entries
from tests.web.helpers import server


def test_the_library_endpoint(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        r = env.client.get("/api/library")
    assert r.status_code == 200
    data = r.json()
    assert [f["key"] for f in data["families"]] == list(FAMILIES)
    assert [e["key"] for e in data["entries"]] == [e.key for e in entries()]
    tellings = {x.key for x in all_tellings()}
    for raw, entry in zip(data["entries"], entries(), strict=True):
        play = raw["play"]
        if entry.plays is None:
            assert play is None
        elif entry.plays in tellings:
            assert play == {"kind": "telling", "key": entry.plays, "preset": None,
                            "variant": None}
        else:
            assert play == {"kind": "game", "key": get_game(entry.plays).key,
                            "preset": entry.plays_preset, "variant": entry.plays_variant}
    assert len(r.content) < 1_500_000  # the whole library in one answer stays small
