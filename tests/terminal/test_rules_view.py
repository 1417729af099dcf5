"""``koloda rules GAME`` fits the console and never breaks a word, at any width and in
both languages, for every game."""

from __future__ import annotations

import re

import pytest

from koloda import cli
from koloda.engine.game import all_games, get_game

BOX = re.compile(r"[─-╿]")  # box drawing


def _text(key: str, lang: str, width: int, monkeypatch: pytest.MonkeyPatch,
          capsys: pytest.CaptureFixture[str]) -> str:
    """What ``koloda rules KEY --lang LANG`` prints on a console ``width`` wide."""
    monkeypatch.setenv("COLUMNS", str(width))
    assert cli.main(["rules", key, "--lang", lang]) == 0
    return capsys.readouterr().out


def _words(text: str) -> set[str]:
    return {w.strip(":;,") for w in BOX.sub(" ", text).split()} - {""}


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("key", [g.key for g in all_games()])
def test_no_word_is_broken_at_any_width(key: str, lang: str, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    whole = _words(_text(key, lang, 1000, monkeypatch, capsys))  # nothing wraps
    for width in (40, 60, 80, 120):
        text = _text(key, lang, width, monkeypatch, capsys)
        assert all(len(line) <= width for line in text.splitlines()), width
        broken = _words(text) - whole
        assert not broken, (width, sorted(broken)[:5])
        for spec in get_game(key).rules_type.specs():
            assert spec.key in text.split() or f"│ {spec.key} " in text


def test_column_widths_hold_the_longest_word_or_give_up() -> None:
    from koloda.terminal.rules_view import column_widths

    header = ("key", "description")
    rows = [("a_long_key", "one two three fourteenletter")]
    widths = column_widths(header, rows, 40)
    assert widths is not None and widths[0] >= 10 and widths[1] >= 14
    assert sum(widths) + 3 * 2 + 1 <= 40
    assert column_widths(header, rows, 24) is None  # 10 + 14 + 7 > 24


def test_the_command_prints_blocks_on_a_narrow_console(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("COLUMNS", "40")
    assert cli.main(["rules", "tysyacha"]) == 0
    out = capsys.readouterr().out
    assert "barrel_knock_off\n" in out and "сбрасывает с неё" in out
    assert all(len(line) <= 40 for line in out.splitlines())


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("key", [g.key for g in all_games()
                                 if type(g).__module__.startswith("koloda.games.")])
def test_the_text_for_people_stands_above_the_key_table(
        key: str, lang: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    out = _text(key, lang, 100, monkeypatch, capsys)
    page = get_game(key).rules_text(lang)
    assert page is not None
    table = out.index("┏")  # the key table's top border
    for sec in page["sections"]:
        assert 0 <= out.index(sec["heading"] + "\n") < table
    first = " ".join(page["sections"][0]["paragraphs"][0].split()[:4])
    assert first in " ".join(out[:table].split())


def test_a_telling_has_its_rules_page_too(monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    out = _text("dozen", "ru", 80, monkeypatch, capsys)
    assert "Дюжина" in out and "Толкование" in out and "восемнадцати" in out
    assert cli.main(["rules", "no_such_thing"]) == 2
    assert "no_such_thing" in capsys.readouterr().err
