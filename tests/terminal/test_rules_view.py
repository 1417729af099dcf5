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
