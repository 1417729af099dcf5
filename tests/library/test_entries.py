"""The library's data: every entry valid, every catalogue heading covered once, every link to
a playable game resolving, and no sentence of the source texts repeated."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from importlib import resources

import pytest

from koloda.engine.game import all_games, get_game
from koloda.games.tellings import all_tellings
from koloda.library import FAMILIES, EntryError, by_key, entries
from koloda.library.model import entry_from_data
from tests.library.originality import copied, load_prints

# the catalogue of 000_…: a heading every fourth line from 5 to 893 (the paragraph at line 3
# has lost its heading), then the long sections that repeat games of it
CATALOGUE = [3, *range(5, 894, 4), 897, 1381, 1391, 1403, 1411, 1429]
# Koloda's games that are not card games of the texts (the example game of the engine docs)
NOT_IN_LIBRARY = {"high_card"}
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def test_every_entry_loads_and_keys_are_unique() -> None:
    found = entries()
    assert len(found) >= 150
    assert len({e.key for e in found}) == len(found)
    for e in found:
        assert e.key not in e.related, e.key
        assert e.family in FAMILIES


def test_every_catalogue_heading_is_cited_exactly_once() -> None:
    # an entry may list its variants' lines too; across entries each line counts once
    cited = Counter(s for e in entries()
                    for s in {*e.sources, *(x for v in e.variants for x in v.sources)})
    missing = [n for n in CATALOGUE if cited[f"000:{n}"] == 0]
    twice = [s for s, n in cited.items() if n > 1]
    assert not missing, f"catalogue lines with no entry: {missing}"
    assert not twice, f"cited by two entries: {twice}"
    for e in entries():
        in_variants = Counter(x for v in e.variants for x in v.sources)
        assert all(n == 1 for n in in_variants.values()), e.key


def test_links_to_playable_games_resolve() -> None:
    tellings = {x.key for x in all_tellings()}
    for e in entries():
        if e.plays is None:
            continue
        if e.plays in tellings:
            assert e.family == "fortune_telling", e.key
            assert e.plays_preset is None and e.plays_variant is None
            continue
        game = get_game(e.plays)
        if e.plays_preset is not None:
            assert e.plays_preset in dict(game.presets), (e.key, e.plays_preset)
        if e.plays_variant is not None:
            assert e.plays_variant in dict(game.variants), (e.key, e.plays_variant)


def test_every_game_koloda_plays_has_an_entry() -> None:
    linked = {e.plays for e in entries()}
    # the games of the package and its example (a test may have added its toy game here)
    games = {g.key for g in all_games() if not type(g).__module__.startswith("tests.")}
    wanted = games - NOT_IN_LIBRARY | {x.key for x in all_tellings()}
    assert wanted <= linked, f"no library entry plays: {sorted(wanted - linked)}"


def test_each_language_is_written_in_its_own_script() -> None:
    for e in entries():
        for ru, en in [(e.summary_ru, e.summary_en),
                       *((v.summary_ru, v.summary_en) for v in e.variants)]:
            assert len(CYRILLIC.findall(ru)) > len(ru) / 3, e.key
            assert len(CYRILLIC.findall(en)) < len(en) / 20, e.key
        assert CYRILLIC.search(e.name_ru), e.key


def test_no_entry_repeats_the_source_text() -> None:
    prints = load_prints()
    taken = {e.key: pieces for e in entries()
             if (pieces := [p for text in e.texts() for p in copied(text, prints)])}
    assert not taken, f"word runs or sentences of the source: {taken}"


def test_the_originality_check_catches_a_copied_sentence() -> None:
    from tests.library.originality import SEEDS

    if not SEEDS.is_dir():
        pytest.skip("the source texts are not beside this clone")
    text = (SEEDS / "000_dbb243a6dadd2465.txt").read_text(encoding="utf-8").splitlines()[6]
    sentence = next(x for x in re.split(r"(?<=[.!?])\s", text) if len(x.split()) >= 8)
    assert copied(f"Своими словами. {sentence} И дальше.", load_prints())


@pytest.mark.parametrize(("field", "value", "message"), [
    ("key", "Bad Key", "key"), ("family", "poker", "family"), ("players_min", 0, "players_min"),
    ("players_max", 1, "players_max"), ("decks", ["36 cards"], "decks"), ("decks", [], "decks"),
    ("summary_ru", "коротко", "summary_ru"), ("sources", ["5"], "sources"),
    ("plays_preset", "x", "plays_preset"), ("colour", "red", "unknown"),
    ("related", ["Not A Key"], "related"), ("aliases", ["a", "a"], "aliases"),
])
def test_schema_refuses_a_flawed_entry(field: str, value: object, message: str) -> None:
    text = resources.files("koloda.library").joinpath("entries", "tysyacha.toml").read_text("utf-8")
    data = tomllib.loads(text)
    data.pop("plays", None) if field == "plays_preset" else None
    data[field] = value
    with pytest.raises(EntryError, match=message):
        entry_from_data(data, "x.toml")


def test_by_key_finds_each_entry() -> None:
    assert set(by_key()) == {e.key for e in entries()}
