"""English Durak calls an attack an attack: no English text a player reads (move
labels, the log, the view, refusals, rule descriptions) says "lead"."""

from __future__ import annotations

import random
import re

import pytest

from koloda.engine.game import get_game
from koloda.games.durak import actions as A
from koloda.games.durak.rules import _CONFLICTS
from koloda.games.durak.state import DurakState
from koloda.table import Seat, Table
from tests.table.drawn import drawn
from tests.table.grid import build, case_id, cases

LEAD = re.compile(r"\blead", re.IGNORECASE)
DURAK = [c for c in cases() if c[0] == "durak"]


@pytest.mark.parametrize("case", DURAK, ids=case_id)
def test_no_english_text_says_lead(case: tuple) -> None:  # type: ignore[type-arg]
    built = build(case)
    if built is None:
        pytest.skip("no player count fits")
    game, rules, players = built
    table = Table(game, players, rules, [Seat("computer", "random")] * players, seed=7)
    rng = random.Random(7)
    texts: list[str] = []
    for step in range(150):
        st = table.state
        if table.over:
            break
        assert isinstance(st, DurakState)
        seat = table.to_move()
        texts.extend(label for _, label in table.legal_moves(seat, "en"))
        if step % 6 == 0:  # the view is the slow part; its status changes often enough
            texts.append(drawn(table, seat, "en"))
        legal = set(st.legal_actions())
        for card in rng.sample(range(64), 4):  # refusals of cards that may not go now
            action = A.attack(card)
            if action not in legal:
                texts.append(st.refusal(action, "en") or "")
        for action in (A.DONE, A.PASS, A.ATTACK_STOCK):
            if action not in legal:
                texts.append(st.refusal(action, "en") or "")
        table.step()
    texts.extend(table.log_lines(None, "en"))
    for seat in range(players):
        texts.extend(table.log_lines(seat, "en"))
    said = [t for t in texts if LEAD.search(t)]
    assert not said, said[:5]


def test_rule_descriptions_and_conflicts_say_attack() -> None:
    game = get_game("durak")
    texts = [s.en for s in game.rules_type.specs()]
    texts += [v[1] for v in game.variants.values()]
    texts += [en for _a, _b, en, _ru in _CONFLICTS]
    said = [t for t in texts if LEAD.search(t)]
    assert not said, said
