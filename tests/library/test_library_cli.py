"""``koloda library``: the list, the search, the filters, one entry, JSON; and typed input."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda import cli
from koloda.library import entries


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = cli.main(["library", *argv])
    return code, capsys.readouterr().out


def test_json_lists_every_entry(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "--json")
    data = json.loads(out)
    assert code == 0 and data["count"] == len(entries()) == len(data["entries"])
    first = data["entries"][0]
    assert {"key", "name", "aliases", "family", "players", "decks", "summary", "variants",
            "sources", "plays", "plays_preset", "related"} <= set(first)


def test_a_key_shows_one_entry(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "tysyacha", "--lang", "en")
    assert code == 0 and "Thousand" in out and "koloda play tysyacha" in out
    code, out = run(capsys, "tysyacha", "--json")
    assert json.loads(out)["key"] == "tysyacha"


def test_an_exact_name_shows_the_entry(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "ТЫСЯЧА")
    assert code == 0 and "Играть: koloda play tysyacha" in out


def test_search_and_filters(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "--players", "3", "--deck", "24", "--json")
    keys = [e["key"] for e in json.loads(out)["entries"]]
    assert code == 0 and "tysyacha" in keys
    code, out = run(capsys, "--family", "patience", "--json")
    assert all(e["family"] == "patience" for e in json.loads(out)["entries"])
    code, out = run(capsys, "тыс")
    assert code == 0 and "tysyacha" in out


def test_a_reference_entry_says_koloda_does_not_play_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    reference = next(e for e in entries() if e.plays is None)
    code, out = run(capsys, reference.key)
    assert code == 0 and "Колода в неё не играет" in out


def test_nothing_found_is_status_1_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "qqqxyzzy")[0] == 1
    code, out = run(capsys, "qqqxyzzy", "--lang", "en")
    assert code == 1 and "Nothing found" in out


@pytest.mark.parametrize("argv", [["--players", "0"], ["--players", "x"], ["--deck", "36 cards"],
                                  ["--family", "poker"], ["--players", "99"]])
def test_bad_filters_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.main(["library", *argv])
    assert exit_.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=20).filter(lambda s: not s.startswith("-")),
                max_size=3))
def test_any_typed_query_is_answered(words: list[str]) -> None:
    try:
        code = cli.main(["library", "--json", "--", *words])
    except SystemExit as exit_:  # argparse's own refusal, never a traceback
        code = exit_.code
    assert code in (0, 1, 2)
