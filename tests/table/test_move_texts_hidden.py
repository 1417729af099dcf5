"""No move text a table shows a seat (or a spectator) names a card that viewer may not
see after the move, and no view tells a re-deal of the hidden cards from the true one:
over every game, player count, preset, variant and rule switch."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.table import Seat, Table
from koloda.table.log import LANGS, Viewer, leaked, names_for
from koloda.table.seats import COMPUTER
from tests.table.grid import Case, build, case_id, cases, table_at, worlds

STEPS = 500  # enough for several deals of every game; the whole grid stays quick


def _twins(table: Table) -> bool:
    """Two-deck games: a card's text names its face, either copy."""
    return bool(getattr(table.state.rules, "big", False)) or any(
        card >> 7 for deal in table.state.deals for card in deal)


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_no_move_text_names_a_hidden_card(case: Case) -> None:
    built = build(case)
    if built is None:
        pytest.skip("no player count fits these rules")
    game, rules, players = built
    for seed in (1, 2):
        table = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=seed)
        twins = _twins(table)
        for _ in range(STEPS):
            entry = table.step()
            if entry is None:
                break
            assert set(entry.hidden) == {*range(players), None}
            for viewer, text in entry.all_texts():
                bad = leaked(text, entry.hidden[viewer], twins)
                assert not bad, (f"seed {seed} step {entry.step}: viewer {viewer} reads "
                                 f"{text!r} after "
                                 f"{table.state.action_to_text(entry.action)!r}")


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_a_spectator_observation_names_no_hidden_card(case: Case) -> None:
    from koloda.engine.conformance import strings_in

    built = build(case)
    if built is None:
        pytest.skip("no player count fits these rules")
    game, rules, players = built
    table = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=3)
    for step in range(300):
        if step % 5 == 0:
            hidden = table.hidden(None)
            obs = table.observation(None)
            assert obs["seat"] is None
            for text in strings_in(obs):
                assert not leaked(text, hidden, _twins(table)), (step, text)
        if table.step() is None:
            break


def _view(table: Table, viewer: Viewer) -> tuple[Any, ...]:
    """What a surface shows ``viewer`` of the position now (the web's state frame and
    the terminal's screen are made of these): the observation, whose move it is, whether
    a person is awaited, the viewer's moves with their texts and labels, the result, and
    the table picture in both languages."""
    moves: list[tuple[Any, ...]] = []
    if viewer is not None:
        moves = [(a, table.state.action_to_text(a), *(label for label in
                  (table.state.describe_action(a, lang) for lang in LANGS)))
                 for a, _ in table.legal_moves(viewer)]
    pictures = [table.picture(viewer, lang).to_json() for lang in LANGS]
    return (table.observation(viewer), table.to_move(), table.waiting_for_human(), moves,
            table.state.result() if table.over else None, pictures)


VIEW_STEPS = 150


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_a_viewer_cannot_tell_a_redeal_of_what_it_cannot_see(case: Case) -> None:
    """Every view a table gives a seat or a spectator is unchanged when the cards that
    viewer cannot see are dealt again among their possible places: no order, count or
    text tells where a hidden card lies. The views of the position are compared every
    few moves; a move's texts are compared wherever the same move is legal in the
    re-dealt world and leaves the viewer's view the same there too (otherwise the move
    shows the viewer something new, and its texts may say so)."""
    built = build(case)
    if built is None:
        pytest.skip("no player count fits these rules")
    game, rules, players = built
    table = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=5)
    rng = random.Random(5)
    viewers: list[Viewer] = [*range(players), None]
    names = {lang: table.names(lang) for lang in LANGS}
    for step in range(VIEW_STEPS):
        if table.over:
            break
        state = table.state
        if step % 3 == 0:
            for viewer in viewers:
                for world in worlds(state, viewer, rng):
                    assert _view(table_at(table, world), viewer) == _view(table, viewer), \
                        (step, viewer)
        action = table.choose()
        if action is None:
            break
        before = state.clone()
        entry = table.commit(action)
        after = before.clone()
        after.apply(action)
        for viewer in viewers:
            for world in worlds(before, viewer, rng):
                if (world.current_player() != before.current_player()
                        or action not in world.legal_actions()):
                    continue
                world_after = world.clone()
                world_after.apply(action)
                if (table_at(table, world_after).observation(viewer)
                        != table_at(table, after).observation(viewer)):
                    continue
                for lang in LANGS:
                    assert world.describe_move(action, viewer, lang) == \
                        entry.text(viewer, lang), (step, viewer, lang)
                    assert world.narrate(action, world_after, viewer, lang,
                                         names_for(names[lang], viewer, lang)) == \
                        entry.follow_ups(viewer, lang), (step, viewer, lang)


def test_the_redaction_turns_hidden_cards_and_keeps_what_it_need_not_copy() -> None:
    """A spectator's copy of an observation: each hidden card "?", moved to the end of a
    list of cards (its place in a sorted hand would tell it); a dict or list with nothing
    hidden is the very object (what observations share stays shared: Тысяча's sheet
    rows); subclasses are read as plain texts, mappings and lists; nothing is changed."""
    from collections import OrderedDict

    from koloda.engine import cards as C
    from koloda.table.table import _redact

    hidden = 1 << C.parse("AS") | 1 << C.parse("10H")
    row = {"deal": 1, "totals": [120, 0, -20], "notes": [["bolt"], [], []]}
    obs = {"hand": ["7C", "AS", "KD", "10H"], "sheet": [row], "trick": ["QS", None],
           "pairs": [["AS", "KD"], ["9C", None]], "n": 3, "done": True, "x": 0.5,
           "kept": ("JH", "QH"), "ordered": OrderedDict(card="AS")}
    before = repr(obs)
    out = _redact(obs, hidden)
    assert repr(obs) == before  # nothing changed in place
    assert out["hand"] == ["7C", "KD", "?", "?"]
    assert out["sheet"][0] is row and out["trick"] is obs["trick"]
    assert out["pairs"] == [["KD", "?"], ["9C", None]]
    assert out["kept"] == ["JH", "QH"] and type(out["kept"]) is list  # a tuple: a new list
    assert out["ordered"] == {"card": "?"} and type(out["ordered"]) is dict
    assert (out["n"], out["done"], out["x"]) == (3, True, 0.5)
    assert _redact(row, hidden) is row
