"""The one Russian plural function (koloda.engine.texts) against the rule as grammars
state it, over 0-200 and the thousands where the last two digits decide."""

from __future__ import annotations

import pytest

from koloda.engine.texts import CARDS, MOVES, count, count_ru, own_line, plural_ru, second_person

ONE, FEW, MANY = "карта", "карты", "карт"


def expected(n: int) -> str:
    """Written out by hand from the grammar: what the last two digits say."""
    last2 = n % 100
    last = n % 10
    if last2 in range(11, 20):
        return MANY
    if last == 1:
        return ONE
    if last in (2, 3, 4):
        return FEW
    return MANY


NUMBERS = [*range(0, 201), *[1000 + k for k in range(0, 200)],
           1001, 1011, 1021, 1101, 1111, 1112, 1122, 1214, 1224, 100_001, 100_011]


@pytest.mark.parametrize("n", NUMBERS)
def test_plural_forms(n: int) -> None:
    assert plural_ru(n, ONE, FEW, MANY) == expected(n)
    assert plural_ru(-n, ONE, FEW, MANY) == expected(n)
    assert count_ru(n, ONE, FEW, MANY) == f"{n} {expected(n)}"


def test_examples_of_the_issue() -> None:
    assert [count(n, "ru", CARDS) for n in (1, 3, 5, 21, 11, 0)] == [
        "1 карта", "3 карты", "5 карт", "21 карта", "11 карт", "0 карт"]
    assert count(93, "ru", MOVES) == "93 хода"
    assert count(1, "en", CARDS) == "1 card" and count(2, "en", MOVES) == "2 moves"


@pytest.mark.parametrize(("text", "ru"), [
    ("кладёт Т♦", "кладёте Т♦"),
    ("берёт 2 карты и пропускает ход", "берёте 2 карты и пропускаете ход"),
    ("не может покрыть девятку и остаётся без карт",
     "не можете покрыть девятку и остаётесь без карт"),
    ("не может покрыть девятку, ход переходит", "не можете покрыть девятку, ход переходит"),
    ("ходит Д♠", "ходите Д♠"),
    ("сбрасывает карту в свои взятки", "сбрасываете карту в свои взятки"),
    ("смотрит карты", "смотрите карты"),
])
def test_second_person_ru(text: str, ru: str) -> None:
    assert second_person(text, "ru") == ru


@pytest.mark.parametrize("text", ["пас", "105", "Д♦ → стопка 1", "хожу 7♣", "валет ♠", "хватит",
                                  "роспись", "пас: взятая карта не подошла"])
def test_no_verb_to_turn(text: str) -> None:
    assert second_person(text, "ru") is None
    assert own_line("Вы", text, "ru") == f"Вы: {text}"


@pytest.mark.parametrize(("text", "en"), [
    ("plays Q♠", "play Q♠"), ("passes: nothing left to draw", "pass: nothing left to draw"),
    ("draws 2 cards and misses the turn", "draw 2 cards and miss the turn"),
    ("gives a card face down", "give a card face down"), ("is out", "are out"),
])
def test_second_person_en(text: str, en: str) -> None:
    assert second_person(text, "en") == en


@pytest.mark.parametrize("text", ["pass", "that's all", "beat 7♠ with 8♠", "Q♠", "this"])
def test_no_verb_to_turn_en(text: str) -> None:
    assert second_person(text, "en") is None


def test_server_messages_leave_no_ending_to_the_reader() -> None:
    """The server's own texts (koloda.web.messages) in both languages."""
    import re

    from koloda.web.messages import _TEXTS

    for code, (en, ru) in _TEXTS.items():
        assert not re.search(r"[а-яё]\([а-яё]{1,3}\)", ru), (code, ru)
        assert not re.search(r"[a-z]\((?:s|es)\)", en), (code, en)


def test_a_deal_is_numbered_never_seeded_in_russian() -> None:
    """«номер раздачи», never «зерно», in every Russian text of the code and the docs."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    files = [*(root / "src" / "koloda").rglob("*.py"), *(root / "src" / "koloda").rglob("*.js"),
             *(root / "docs").glob("*.md"), root / "README.md"]
    found = [f"{path.relative_to(root)}:{n}" for path in files
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "зерн" in line.casefold()]
    assert not found, found
