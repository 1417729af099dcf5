"""Item 7: whole games as a person at seat 0 sees them: the move list typed back as it
is shown, the log and the view in both languages, for the common forms of Durak."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from koloda.engine.game import CHANCE
from koloda.games.durak.state import DurakState
from koloda.table import Seat, Table
from tests.table.drawn import drawn, drawn_last

from .helpers import COMPUTER, GAME

CASES = [("podkidnoy", 2), ("podkidnoy", 3), ("perevodnoy", 3), ("believe", 2),
         ("poker", 2)]
SEAT_NUMBER = re.compile(r"(Игрок|Player) 0|\b(seat|место) \d")
OLD_WORDS = ("бито / хватит", "done (stop adding", "take the cards", "(вы)", "(you)")


def _play(variant: str, players: int, seed: int, lang: str) -> tuple[Table, list[str]]:
    rules = GAME.make_rules(variants=[variant])
    t = Table(GAME, players, rules, [Seat()] + [COMPUTER] * (players - 1), seed=seed)
    rng = random.Random(seed)
    views: list[str] = []
    for _ in range(2000):
        t.advance()
        if t.over:
            break
        views.append(drawn(t, 0, lang))
        moves = t.legal_moves(0, lang)
        _, label = moves[rng.randrange(len(moves))]
        t.play(0, label)  # the label as shown is a move
    assert t.over
    views.append(drawn(t, 0, lang))
    return t, views


@pytest.mark.parametrize("variant, players", CASES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_whole_game_reads_naturally(variant: str, players: int, lang: str) -> None:
    ru = lang == "ru"
    for seed in (1, 2):
        t, views = _play(variant, players, seed, lang)
        log = t.log_lines(0, lang)
        me = "Вы" if ru else "You"
        assert any(line.startswith(f"{me}: ") for line in log)
        for line in log:
            assert line.strip() and not SEAT_NUMBER.search(line), line
            assert not any(w in line for w in OLD_WORDS), line
        beaten = "Бито." if ru else "Beaten off."
        for a, b in itertools.pairwise(log):
            assert not (a == b == beaten)  # said once per bout
        over = "Игра окончена" if ru else "Game over"
        assert any(line.startswith(over) for line in log[-3:]), log[-3:]
        assert sum(line.startswith(over) for line in log) == 1
        for view in views:
            assert not SEAT_NUMBER.search(view)
            assert not any(w in view for w in OLD_WORDS)
        assert t.picture(0, lang).seats[0].name == me
        last = drawn_last(t, 0, lang)
        assert last is not None
        assert last.startswith("Прошлый ход" if ru else "The last bout"), last
        sheet = t.sheet(lang)
        assert not SEAT_NUMBER.search(sheet)


def test_every_computer_word_matches_its_phase() -> None:
    """"хватит" only closes a lead the defender has not answered yet; "не подкидываю" only
    comes when every card is covered or the defender takes: never the other way."""
    rules = GAME.make_rules(variants=["podkidnoy"])
    for seed in range(4):
        t = Table(GAME, 3, rules, [COMPUTER] * 3, seed=seed)
        t.advance()
        replay = GAME.new_state(3, rules, seed)
        assert isinstance(replay, DurakState)
        for entry in t.log:
            while replay.current_player() == CHANCE:
                replay.apply_chance()
            text = entry.text(None, "ru")
            if text == "хватит":
                assert replay.att and not replay.covered and not replay.taking
            if text == "не подкидываю":
                assert replay.unbeaten == 0 or replay.taking
            replay.apply(entry.action)
