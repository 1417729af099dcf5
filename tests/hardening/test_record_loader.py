"""The record loader refuses every malformed file with a RecordError: an unknown (newer)
version, bad names or seats, a bool for players, JSON nested too deep, non-UTF-8 bytes,
a file too large, numbers too long for int(). And fuzz: any bytes, and valid records with
random mutations, load and replay or raise a KolodaError, never another exception."""

from __future__ import annotations

import json
import os
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from koloda.engine import records
from koloda.engine.errors import KolodaError, RecordError
from koloda.engine.game import State

from .helpers import HOSTILE, action_texts, advance, game_cases, make_state

BASE: dict[str, Any] = {"format": "koloda-record", "version": 1, "game": "tysyacha",
                        "players": 3, "seed": 4, "actions": ["bid 100", "pass"]}
SEATS = [{"name": "Вы", "kind": "human", "agent": None},
         {"name": "Игрок 1", "kind": "computer", "agent": "heuristic"},
         {"name": "Игрок 2", "kind": "computer", "agent": "random"}]


def write(path: Path, content: str | bytes) -> Path:
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def load_text(tmp_path: Path, text: str | bytes) -> dict[str, Any]:
    return records.load(write(tmp_path / "r.json", text))


def test_a_valid_record_with_seats_and_finished(tmp_path: Path) -> None:
    data = load_text(tmp_path, json.dumps({**BASE, "seats": SEATS, "finished": False,
                                           "names": ["Вы", "Игрок 1", "Игрок 2"]}))
    assert records.replay(data).history


@pytest.mark.parametrize("change,fragment", [
    ({"version": 2}, "upgrade Koloda"),
    ({"version": 10 ** 30}, "upgrade Koloda"),
    ({"version": 0}, "'version' must be a positive integer"),
    ({"version": "1"}, "'version' must be a positive integer"),
    ({"version": True}, "'version' must be a positive integer"),
    ({"version": 1.0}, "'version' must be a positive integer"),
    ({"players": True}, "'players' must be an integer"),
    ({"players": 3.0}, "'players' must be an integer"),
    ({"names": "Вы"}, "'names' must be a list of 3 names"),
    ({"names": ["Вы", "Игрок 1"]}, "'names' must be a list of 3 names"),
    ({"names": ["Вы", "Игрок 1", 2]}, "'names' must be a list of 3 names"),
    ({"names": ["Вы", "Игрок 1", "x" * 41]}, "'names' must be a list of 3 names"),
    ({"names": ["Вы", "Игрок 1", ""]}, "'names' must be a list of 3 names"),
    ({"names": ["Вы", "Игрок 1", "a\x00b"]}, "'names' must be a list of 3 names"),
    ({"names": ["Вы", "Игрок 1", "\x1b[31mred"]}, "'names' must be a list of 3 names"),
    ({"names": None, "seats": SEATS[:2]}, "'seats' must be a list of 3 objects"),
    ({"seats": {"0": SEATS[0]}}, "'seats' must be a list of 3 objects"),
    ({"seats": [*SEATS[:2], "Игрок 2"]}, "'seats' must be a list of 3 objects"),
    ({"seats": [*SEATS[:2], {"name": "x", "kind": "robot", "agent": None}]}, "'seats'"),
    ({"seats": [*SEATS[:2], {"name": "x", "kind": "computer", "agent": 5}]}, "'seats'"),
    ({"seats": [*SEATS[:2], {"name": "x" * 41, "kind": "human", "agent": None}]},
     "'seats'"),
    ({"seats": [*SEATS[:2], {"name": 5, "kind": "human", "agent": None}]}, "'seats'"),
    ({"seats": [*SEATS[:2], {"name": "x"}]}, "'seats'"),
    ({"seats": [*SEATS[:2], {**SEATS[2], "level": 3}]}, "'seats'"),
    ({"finished": "yes"}, "'finished' must be true or false"),
    ({"finished": 1}, "'finished' must be true or false"),
])
def test_malformed_fields(tmp_path: Path, change: dict[str, Any], fragment: str) -> None:
    data = {**BASE, **change}
    data = {k: v for k, v in data.items() if v is not None}
    with pytest.raises(RecordError) as err:
        load_text(tmp_path, json.dumps(data))
    assert fragment in err.value.en and err.value.ru
    with pytest.raises(RecordError):
        records.replay(data)  # the same checks guard records made in memory


def test_a_seat_without_a_chosen_name(tmp_path: Path) -> None:
    seats = [*SEATS[:2], {"name": None, "kind": "computer", "agent": None}]
    assert load_text(tmp_path, json.dumps({**BASE, "seats": seats}))["seats"] == seats


def test_optional_fields_may_be_absent(tmp_path: Path) -> None:
    data = load_text(tmp_path, json.dumps({k: v for k, v in BASE.items() if k != "version"}))
    assert records.replay(data).history  # version 1 when absent


@pytest.mark.parametrize("text,fragment", [
    ("[" * 5000 + "]" * 5000, "nested more than"),
    ('{"a": ' * 5000 + "1" + "}" * 5000, "nested more than"),
    ("[" * 100_000, "nested more than"),
    ('{"game": "tysyacha", "players": ' + "9" * 5000 + "}", "number too long"),
    ('{"seed": -' + "1" * 4301 + "}", "number too long"),
    ('{"seed": NaN}', "NaN"),
    ('{"seed": Infinity}', "NaN"),
    ("{", "not valid JSON"),
    ("", "not valid JSON"),
    ('"\\', "not valid JSON"),
])
def test_hostile_json(tmp_path: Path, text: str, fragment: str) -> None:
    with pytest.raises(RecordError) as err:
        load_text(tmp_path, text)
    assert fragment in err.value.en and err.value.ru


def test_deep_nesting_inside_strings_is_not_nesting(tmp_path: Path) -> None:
    names = ["[" * 40, "{" * 40, '"]' * 20]
    data = load_text(tmp_path, json.dumps({**BASE, "names": names}))
    assert data["names"] == names


@pytest.mark.parametrize("content", [b"\xff\xfe{}", b'{"game": "\xc3"}',
                                     "{}".encode("utf-16")])
def test_not_utf8(tmp_path: Path, content: bytes) -> None:
    with pytest.raises(RecordError, match="not UTF-8"):
        load_text(tmp_path, content)


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    assert load_text(tmp_path, b"\xef\xbb\xbf" + json.dumps(BASE).encode())["game"]


def test_too_large(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with open(path, "wb") as f:
        f.truncate(records.MAX_BYTES + 1)  # sparse: no real 16 MiB written
    with pytest.raises(RecordError, match="larger than 16 MiB"):
        records.load(path)


def test_unreadable(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        records.load(tmp_path / "missing.json")
    with pytest.raises(RecordError, match="cannot read"):
        records.load(tmp_path)  # a directory


# --- fuzz --------------------------------------------------------------------------------

def load_and_replay(content: bytes) -> State | None:
    """records.load + records.replay on a file with these bytes: the state, or None when
    a KolodaError refused it. Any other exception fails the test."""
    fd, name = tempfile.mkstemp(suffix=".json")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(content)
        try:
            return records.replay(records.load(name))
        except KolodaError as err:
            assert err.en and err.ru
            return None
    finally:
        os.unlink(name)


@given(st.binary(max_size=400))
def test_fuzz_any_bytes(content: bytes) -> None:
    load_and_replay(content)


json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                         st.text(max_size=10), st.sampled_from(HOSTILE))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=6)

_BASES: dict[tuple[str, str | None, int], dict[str, Any]] = {}


def base_record(case: tuple[str, str | None, int]) -> dict[str, Any] | None:
    """A valid record of a short random game (cached per game case)."""
    if case not in _BASES:
        key, variant, players = case
        state = make_state(key, variant, players, seed=11)
        if state is None:
            return None
        actions = advance(state, 30, random.Random(11))
        _BASES[case] = {"format": "koloda-record", "version": 1, "game": key,
                        "players": players, "rules": state.rules.changed(), "seed": 11,
                        "actions": actions}
    return json.loads(json.dumps(_BASES[case]))


FIELDS = ["format", "version", "game", "players", "rules", "seed", "deals", "names", "seats",
          "finished", "actions"]
HUGE = "9" * 5000


@st.composite
def mutated_records(draw: st.DrawFn) -> bytes:
    cases = [c for c in game_cases() if c[1] is None or c[0] != "durak"][:12]
    data = base_record(draw(st.sampled_from(cases)))
    if data is None:
        return b"{}"
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        kind = draw(st.sampled_from(["action", "action", "insert", "drop", "field", "rule",
                                     "names", "seats", "deals"]))
        actions: list[Any] = data["actions"] if isinstance(data.get("actions"), list) else []
        if kind == "action" and actions:
            actions[draw(st.integers(0, len(actions) - 1))] = draw(action_texts())
        elif kind == "insert":
            actions.insert(draw(st.integers(0, len(actions))), draw(action_texts()))
        elif kind == "drop" and actions:
            del actions[draw(st.integers(0, len(actions) - 1))]
        elif kind == "field":
            data[draw(st.sampled_from(FIELDS))] = draw(json_values)
        elif kind == "rule":
            data["rules"] = {draw(st.sampled_from(["penalty", "golden", "dark", "hand",
                                                   "deck", "target", "x"])): draw(json_values)}
        elif kind == "names":
            data["names"] = draw(st.lists(st.one_of(st.text(max_size=45),
                                                    st.sampled_from(HOSTILE)), max_size=5))
        elif kind == "seats":
            data["seats"] = draw(st.lists(st.fixed_dictionaries(
                {"name": st.text(max_size=8), "kind": st.sampled_from(["human", "computer"]),
                 "agent": st.one_of(st.none(), st.text(max_size=8))}), max_size=5))
        elif kind == "deals":
            data["deals"] = draw(st.lists(st.lists(st.one_of(
                st.sampled_from(["AS", "9H", "10D", "QS'", "RJ", "²H", "١٠H"]),
                st.text(max_size=3)), max_size=30), max_size=2))
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    if draw(st.booleans()):  # a number too long for int(), where a number belongs
        text = text.replace('"seed": 11', '"seed": ' + HUGE, 1)
    return text.encode("utf-8")


@given(mutated_records())
def test_fuzz_mutated_records(content: bytes) -> None:
    load_and_replay(content)


@pytest.mark.parametrize("case", game_cases()[:20])
@given(text=action_texts())
def test_fuzz_one_bad_action_in_a_valid_record(case: tuple[str, str | None, int],
                                               text: str) -> None:
    data = base_record(case)
    if data is None:
        return
    data["actions"].append(text)
    load_and_replay(json.dumps(data, ensure_ascii=False).encode("utf-8"))
