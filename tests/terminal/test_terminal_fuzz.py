"""Any line typed at any prompt of any game: never a traceback."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda import cli

ODD = ["²", "٣", "9" * 5000, "-1", "0", "1", "2", "99", "[/red]", "[/]", "[bold]", "\x00",
       "save a\x00b", "save", "save /", "hint", "hint talon ²", "hint talon 9999999999",
       "hint hands", "hint talon 2", "undo", "last", "sheet", "help", "moves", "quit",
       "нет", "да", "play", "play ZZ", "bid 1e9", "bid ²", "give", "give QH 9", "бью",
       "бью 8♠ на", "крою", "T♠", "10ч", "pass", "take", "done", "draw", "марьяж", "🂡",
       "redo", "restart", "stats", "hint winnable", "7 5", "w f", "remove 1 2", "give up",
       " ", "\t", "\u200b", "a" * 10000]

lines = st.lists(st.one_of(st.sampled_from(ODD), st.text(max_size=30)), max_size=25)


def _run(monkeypatch: pytest.MonkeyPatch, argv: list[str], typed: list[str]) -> None:
    it: Iterator[str] = iter(typed)

    def read(prompt: str = "") -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    assert cli.main([*argv, "--delay", "0"]) in (0, 2)


GAMES = [["play", "tysyacha", "--seed", "5"], ["play", "tysyacha", "--players", "2"],
         ["play", "durak", "--seed", "6", "--variant", "believe"],
         ["play", "durak", "--players", "3", "--variant", "poker", "--lang", "en"],
         ["play", "czech", "--seed", "7"], ["play", "101", "--lang", "en"],
         ["play", "klondike", "--deal", "5"], ["play", "memory", "--lang", "en"],
         ["play", "300", "--deal", "2"]]


@pytest.mark.parametrize("argv", GAMES, ids=lambda a: "-".join(a[1:3]))
@settings(max_examples=25)
@given(typed=lines)
def test_any_typed_line_is_answered_not_crashed(argv: list[str], typed: list[str],
                                                tmp_path_factory: pytest.TempPathFactory
                                                ) -> None:
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(tmp_path_factory.mktemp("cwd"))  # "save NAME" writes here
        _run(mp, argv, typed)
