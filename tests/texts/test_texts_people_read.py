"""Every Russian and English text a person reads at a table of every game — log lines,
their follow-ups, the move labels and every text of the table picture — over random
games: the reader's own moves never read «Вы: кладёт» ("You: plays"), and no count is
written with a bracketed ending («карт(ы)»)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from koloda.engine.game import Game, all_games
from koloda.table import Seat, Table
from koloda.table.log import LANGS, Viewer
from koloda.table.seats import COMPUTER
from koloda.table.table import entry_lines
from tests.table.drawn import drawn

STEPS = 160
PICTURE_EVERY = 7

# "Вы: " (or "You: ") then a present-tense third-person verb
OWN_THIRD_RU = re.compile(r"(?:^|\s)[Вв]ы: (?:не )?[а-яё]+(?:ет|ёт|ит|ется|ётся|ится)(?=[\s:,.]|$)")
OWN_THIRD_EN = re.compile(r"(?:^|\s)You: (?:not )?[a-z]*[a-rt-z]s(?=[\s:,.]|$)")
# words that end like a verb but are none (Durak's «хватит»: "that's enough")
NOT_VERBS = re.compile(r"Вы: (?:валет|счёт|хватит)\b")
# a count whose ending is left to the reader: «карт(ы)», «взял(а)», «ход(ов)»
BRACKETED = re.compile(r"[а-яёa-z]\((?:ы|а|и|ов|ей|ь|я|у|е|s|es)\)", re.IGNORECASE)


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def check(text: str, where: str) -> None:
    assert not BRACKETED.search(text), (where, text)
    if not NOT_VERBS.search(text):
        assert not OWN_THIRD_RU.search(text), (where, text)
        assert not OWN_THIRD_EN.search(text), (where, text)


def play(game: Game, seats: list[Seat], seed: int) -> Table:
    players = len(seats)
    table = Table(game, players, game.make_rules(), seats, seed=seed)
    rng = random.Random(seed)
    viewers: list[Viewer] = [*range(players), None]
    for step in range(STEPS):
        if table.over:
            break
        if step % PICTURE_EVERY == 0:
            for viewer in viewers:
                for lang in LANGS:
                    for text in strings(table.picture(viewer, lang).to_json()):
                        check(text, f"{game.key} picture step {step} viewer {viewer}")
                    # the terminal's drawing of it (the renderer's own words too)
                    check(drawn(table, viewer, lang), f"{game.key} terminal step {step}")
        waiting = table.waiting_for_human()
        if waiting is not None:
            for lang in LANGS:
                for _action, label in table.legal_moves(waiting, lang):
                    check(label, f"{game.key} label")
            moves = table.state.legal_actions()
            table.play_action(waiting, moves[rng.randrange(len(moves))])
        elif table.step() is None:
            break
    for lang in LANGS:
        names = table.names(lang)
        for viewer in viewers:
            for entry in table.log:
                for line in entry_lines(entry, viewer, lang, names):
                    check(line, f"{game.key} log viewer {viewer}")
    return table


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_texts_of_one_person_against_computers(game: Game) -> None:
    players = game.default_players
    seats = [Seat() if s == 0 else Seat(COMPUTER, "random") for s in range(players)]
    table = play(game, seats, 3)
    if table.log:  # "Вы" is the person: the own lines read in the second person
        own = [entry_lines(e, 0, "ru", table.names("ru"))[0] for e in table.log
               if e.actor == 0]
        assert all(line.startswith("Вы") for line in own)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_texts_of_friends_by_name(game: Game) -> None:
    """At a table of people with their own names, a person's own lines still say «Вы»."""
    players = game.default_players
    names = ["Аня", "Борис", "Вера", "Гоша", "Дина", "Егор"]
    table = play(game, [Seat(name=names[s]) for s in range(players)], 5)
    for entry in table.log:
        mine = entry_lines(entry, entry.actor, "ru", table.names("ru"))[0]
        theirs = entry_lines(entry, (entry.actor + 1) % players if players > 1 else None,
                             "ru", table.names("ru"))[0]
        assert mine.startswith("Вы"), mine
        assert theirs.startswith(names[entry.actor] + ":"), theirs
