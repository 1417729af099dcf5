"""A reading as a table picture (layout ``spread``): for every telling at a fixed seed, in
both languages, the rows, cards, captions and marked cards are the reading's layout, the
notes its lines, the sheet its steps; the options given are markers."""

from __future__ import annotations

import json

import pytest

from koloda.engine import cards as C
from koloda.engine.picture import Marker, problems
from koloda.games.tellings import all_tellings, get_telling

NEEDS = {"new_acquaintance": {"name": "Александр"}}


@pytest.mark.parametrize("key", [t.key for t in all_tellings()])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_picture_shows_the_readings_layout(key: str, lang: str) -> None:
    reading = get_telling(key).lay(12, **NEEDS.get(key, {}))
    i = 0 if lang == "ru" else 1
    pic = reading.picture(lang)
    assert problems(pic) == []
    json.dumps(pic.to_json())
    assert (pic.game, pic.title, pic.layout, pic.viewer, pic.seats, pic.controls) == (
        key, reading.title[i], "spread", None, (), ())
    assert len(pic.zones) == len(reading.rows)
    for k, (zone, row) in enumerate(zip(pic.zones, reading.rows, strict=True)):
        assert (zone.id, zone.kind, zone.label) == (f"row{k + 1}", "row", row.label[i])
        assert zone.cards == tuple(C.to_text(s.card) for s in row.spots)
        if any(s.label is not None for s in row.spots):
            assert zone.captions == tuple(s.label[i] if s.label else "" for s in row.spots)
        else:
            assert zone.captions == ()
        assert zone.marked == tuple(j for j, s in enumerate(row.spots) if s.marked)
    assert pic.notes == tuple(reading.text(lang))
    assert pic.sheet is not None
    assert [r[1] for r in pic.sheet.rows] == [s.text[i] for s in reading.steps]
    assert pic.markers[0] == Marker("Номер расклада" if i == 0 else "Layout number", "12")


def test_near_fate_captions_are_its_positions() -> None:
    reading = get_telling("near_fate").lay(3)
    ru, en = reading.picture("ru"), reading.picture("en")
    assert ru.zones[0].captions[0] == "что к вам идёт"
    assert en.zones[0].captions[0] != ru.zones[0].captions[0]
    assert ru.zones[0].cards == en.zones[0].cards and len(ru.zones[0].cards) == 13


def test_the_options_given_are_markers() -> None:
    marriage = get_telling("marriage").lay(3, portrait="young_man").picture("ru")
    assert Marker("Портрет", "молодой человек", card="KD") in marriage.markers
    pyramid = get_telling("pyramid_tell").lay(3, pick="2")
    pic = pyramid.picture("en")
    assert Marker("Card chosen", "2 of 5") in pic.markers
    assert pic.zones[0].marked == (1,)  # the chosen card among the five shown
    name = get_telling("new_acquaintance").lay(3, name="Пётр").picture("ru")
    assert Marker("Имя", "Пётр") in name.markers
    assert [z.label for z in name.zones[:4]] == [
        "1 · П (снизу вверх)", "2 · ё (снизу вверх)", "3 · т (снизу вверх)",
        "4 · р (снизу вверх)"]
