from dataclasses import dataclass

import pytest

from koloda.engine.errors import RuleError
from koloda.engine.rules import Rules, parse_assignments, rule


@dataclass(frozen=True)
class Demo(Rules):
    golden: bool = rule(False, en="golden round", ru="золотой кон")
    penalty: int = rule(120, lo=0, hi=1000, step=5, en="penalty", ru="штраф")
    silence: int | None = rule(None, lo=0, hi=1000, optional=True, en="silence", ru="молчание")
    mode: str = rule("a", choices=("a", "b"), en="mode", ru="режим")


def test_defaults_and_text_values() -> None:
    r = Demo.build({"golden": "да", "penalty": "100", "silence": "none", "mode": "B"})
    assert (r.golden, r.penalty, r.silence, r.mode) == (True, 100, None, "b")
    assert r.changed() == {"golden": True, "penalty": 100, "mode": "b"}


@pytest.mark.parametrize("values,fragment", [
    ({"nope": 1}, "unknown rule 'nope'; known rules: golden, penalty, silence, mode"),
    ({"golden": "maybe"}, "expected on or off"),
    ({"penalty": 1001}, "from 0 to 1000 in steps of 5"),
    ({"penalty": 7}, "in steps of 5"),
    ({"penalty": None}, "penalty"),
    ({"mode": "c"}, "one of a, b"),
])
def test_errors_say_what_is_allowed(values: dict, fragment: str) -> None:
    with pytest.raises(RuleError) as err:
        Demo.build(values)
    assert fragment in str(err.value)
    assert err.value.text("ru") != err.value.text("en")


def test_assignments() -> None:
    assert parse_assignments(["a=1", " b = on "]) == {"a": "1", "b": "on"}
    with pytest.raises(RuleError, match="key=value"):
        parse_assignments(["golden"])
