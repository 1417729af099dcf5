"""The table picture of every game, player count, preset, variant and rule switch, for
every seat and a spectator, at every few steps of random games: well formed, every legal
move reachable by a control, JSON-able, and no card face its viewer may not see. (That a
picture does not change when the hidden cards are dealt again is checked with the other
views in test_move_texts_hidden.)"""

from __future__ import annotations

import json
import random

import pytest

from koloda.engine.picture import controls_cover, problems
from koloda.table import Seat, Table
from koloda.table.log import LANGS, Viewer, leaked
from tests.table.grid import Case, build, case_id, cases

STEPS = 200


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_every_picture_is_whole_and_shows_nothing_hidden(case: Case) -> None:
    built = build(case)
    if built is None:
        pytest.skip("no player count fits these rules")
    game, rules, players = built
    table = Table(game, players, rules, [Seat() for _ in range(players)], seed=11)
    rng = random.Random(11)
    viewers: list[Viewer] = [*range(players), None]
    for step in range(STEPS):
        if table.over:
            break
        if step % 2 == 0:
            for viewer in viewers:
                hidden = table.hidden(viewer)
                legal = table.legal_moves(viewer) if viewer is not None else []
                waiting = table.waiting_for_human() == viewer
                for lang in LANGS:
                    pic = table.picture(viewer, lang)
                    assert pic.viewer == viewer
                    count = len(legal) if waiting else 0
                    assert problems(pic, count) == [], (step, viewer, lang)
                    if waiting:
                        assert controls_cover(pic, count) == [], (step, viewer, lang)
                    json.dumps(pic.to_json())
                    for text in pic.card_texts():
                        assert not leaked(text, hidden, table.twins), (step, viewer, text)
        seat = table.to_move()
        if seat < 0:
            break
        legal = table.state.legal_actions()
        table.play_action(seat, legal[rng.randrange(len(legal))])
