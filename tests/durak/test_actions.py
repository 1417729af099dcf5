"""Action ints: text forms, Russian spellings, descriptions, errors."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import ParseError
from koloda.games.durak import actions as A


@pytest.mark.parametrize("text", [
    "take", "done", "accept", "challenge", "attack stock", "pass", "attack 7H",
    "transfer 7S", "show 7D", "swap 9C", "attack #3", "transfer #2", "beat 9H on 7H",
    "dark 9H on 7H", "beat #1 on 7H", "attack 10S'", "beat AS' on 10S",
])
def test_round_trip(text: str) -> None:
    a = A.parse(text)
    assert A.to_text(a) == text
    assert A.describe(a, "ru") and A.describe(a, "en")


def test_russian_spellings() -> None:
    assert A.parse("беру") == A.TAKE and A.parse("бито") == A.DONE
    assert A.parse("не верю") == A.CHALLENGE and A.parse("верю") == A.ACCEPT
    assert A.parse("ход 7ч") == A.attack(C.parse("7H"))
    assert A.parse("бью Тп на 10п") == A.beat(C.parse("AS"), C.parse("10S"))
    assert A.parse("перевожу 7б") == A.transfer(C.parse("7D"))


def test_kinds_and_parts() -> None:
    a = A.beat(C.parse("9H"), C.parse("7H"))
    assert A.kind(a) == A.BEAT and A.card_of(a) == C.parse("9H")
    assert A.target_of(a) == C.parse("7H")
    assert A.kind(A.attack_slot(2)) == A.ATTACK_SLOT and A.card_of(A.attack_slot(2)) == 2
    assert A.kind(A.TAKE) == A.TAKE


def test_dark_description_keeps_the_card_secret() -> None:
    a = A.dark(C.parse("9H"), C.parse("7H"))
    assert "9" not in A.describe(a, "en") and "9" not in A.describe(a, "ru")


@pytest.mark.parametrize("bad", ["", "attack", "beat 9H 7H", "fly 7H", "attack #0",
                                 "dark #1 on 7H", "show #1", "attack ZZ"])
def test_malformed(bad: str) -> None:
    with pytest.raises(ParseError) as err:
        A.parse(bad)
    assert err.value.text("ru") != err.value.text("en")
