"""Searching the library: case, ё/е, either language, word order, the filters."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.library import entries, fold, search


def keys(found: list) -> list[str]:
    return [e.key for e in found]


def test_fold_ignores_case_yo_and_marks() -> None:
    assert fold("Ёлочки, ДУРАК!") == "елочки дурак"
    assert fold("  ") == ""


def test_a_name_is_found_in_either_language_and_any_case() -> None:
    for query in ("ТЫСЯЧА", "тысяча", "thousand", "1000", "тыс"):
        assert keys(search(entries(), query))[0] == "tysyacha", query


def test_yo_and_ye_are_the_same_letter() -> None:
    with_yo = [e for e in entries() if "ё" in e.name_ru.lower()]
    for e in with_yo[:10]:
        plain = e.name_ru.lower().replace("ё", "е")
        assert e.key in keys(search(entries(), plain)), e.key
        assert e.key in keys(search(entries(), e.name_ru.upper())), e.key


def test_every_entry_is_found_by_its_names() -> None:
    for e in entries():
        assert e.key in keys(search(entries(), e.name_ru)), e.key
        assert e.key in keys(search(entries(), e.name_en)), e.key
        assert e.key in keys(search(entries(), e.key)), e.key


def test_names_rank_above_mentions() -> None:
    found = search(entries(), "дурак")
    assert found and "дурак" in fold(found[0].name_ru + " " + " ".join(found[0].aliases))


def test_filters_narrow_the_list() -> None:
    everything = search(entries())
    assert len(everything) == len(entries())
    two = search(entries(), players=2)
    assert two and all(e.players_min <= 2 and (e.players_max is None or e.players_max >= 2)
                       for e in two)
    thirty_six = search(entries(), deck="36")
    assert thirty_six and all("36" in e.decks for e in thirty_six)
    patience = search(entries(), family="patience")
    assert patience and all(e.family == "patience" for e in patience)
    assert len(search(entries(), family="patience", players=4)) == 0 or all(
        e.players_max is None or e.players_max >= 4 for e in search(entries(), family="patience",
                                                                     players=4))


def test_every_word_must_match() -> None:
    assert search(entries(), "тысяча qqqxyz") == []


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_any_query_is_answered(query: str) -> None:
    found = search(entries(), query)
    assert len({e.key for e in found}) == len(found)
