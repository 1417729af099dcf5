"""Numbers typed by people or read from records: only ASCII digits, length-checked before
int(), one helper (koloda.engine.textnum) for every parser; never a bare ValueError."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from koloda.engine.errors import IllegalActionError, KolodaError, ParseError, RuleError
from koloda.engine.game import get_game
from koloda.engine.textnum import MAX_DIGITS, parse_int
from koloda.games.durak import actions as DA
from koloda.games.tysyacha import actions as TA
from koloda.games.tysyacha.state import TysyachaState

from .helpers import HOSTILE, UNICODE_DIGITS, action_texts, game_cases, make_state

# --- the helper ---------------------------------------------------------------------------

@pytest.mark.parametrize("text,lo,hi,signed,expect", [
    ("105", 0, 999, False, 105),
    ("007", 0, 999, False, 7),
    ("0" * 5000 + "7", 0, 999, False, 7),  # leading zeros do not count to the limit
    ("1000", 0, 999, False, None),
    ("9" * 5000, None, None, False, None),
    ("9" * MAX_DIGITS, None, None, False, int("9" * MAX_DIGITS)),
    ("9" * (MAX_DIGITS + 1), None, None, False, None),
    ("-5", -10, 10, True, -5),
    ("+5", -10, 10, True, 5),
    ("-5", -10, 10, False, None),
    ("-", None, None, True, None),
    ("", None, None, False, None),
    ("1_000", None, None, False, None),
    (" 5", None, None, False, None),
    ("5.0", None, None, False, None),
])
def test_parse_int(text: str, lo: int | None, hi: int | None, signed: bool,
                   expect: int | None) -> None:
    assert parse_int(text, lo, hi, signed=signed) == expect


@pytest.mark.parametrize("digit", UNICODE_DIGITS)
def test_parse_int_refuses_unicode_digits(digit: str) -> None:
    assert digit.isdigit() or digit.isnumeric()  # what fooled the old checks
    assert parse_int(digit) is None
    assert parse_int("-" + digit, signed=True) is None


@given(st.text(max_size=50))
def test_parse_int_never_raises_and_agrees_with_int(text: str) -> None:
    value = parse_int(text, signed=True)
    if value is not None:
        assert text.isascii() and int(text) == value


# --- Тысяча ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "bid ²", "bid ٣", "bid ١٠٠", "²", "٣", "raise ²", "raise ١٢٠", "give QH ²", "give QH ٢",
    "bid " + "9" * 5000, "9" * 5000, "raise " + "1" * 4301, "give QH " + "9" * 5000,
    "ставка ²", "заказ ٣", "отдать Дч ²",
])
def test_tysyacha_parse_refuses_odd_numbers(text: str) -> None:
    with pytest.raises(ParseError) as err:
        TA.parse(text)
    assert err.value.en and err.value.ru


@pytest.mark.parametrize("text,not_meant", [
    ("bid 6009", "play 9S"),       # BID + 6009 used to be the int of play 9S
    ("bid 1005", "raise 5"),
    ("1005", "raise 5"),
    ("raise 5009", "play 9S"),
    ("give 9S 8", "discard 9H"),   # GIVE + 8 * 256 + 9 used to be discard 9H
    ("give QH 4", "give QH 4"),
])
def test_tysyacha_numbers_stay_inside_their_family(text: str, not_meant: str) -> None:
    with pytest.raises(ParseError):
        TA.parse(text)


@pytest.mark.parametrize("text,expect", [
    ("bid 105", "bid 105"), ("105", "bid 105"), ("raise 130", "raise 130"),
    ("give QH 3", "give QH 3"), ("bid 0999", "bid 999"), ("take 2", "take 2"),
])
def test_tysyacha_parse_still_reads_ascii_numbers(text: str, expect: str) -> None:
    assert TA.to_text(TA.parse(text)) == expect


def _talon_hint_state() -> TysyachaState:
    game = get_game("tysyacha")
    state = game.new_state(3, game.make_rules(overrides={"hints_talon_card": 5}), 1)
    assert isinstance(state, TysyachaState)
    state.apply_chance()
    return state


@pytest.mark.parametrize("request_text", [
    "talon ²", "talon ٣", "talon ١", "talon " + "9" * 5000, "talon " + "0" * 5000,
    "talon -1", "talon 0", "talon 4", "talon", "прикуп ²", "talon 1_0",
])
def test_tysyacha_talon_hint_refuses_odd_numbers(request_text: str) -> None:
    state = _talon_hint_state()
    with pytest.raises(IllegalActionError) as err:
        state.hint(0, request_text, "en")
    assert "talon N, N from 1 to 3" in err.value.en and err.value.ru
    assert state.hints_left[2] == 5  # a refused hint is not spent


def test_tysyacha_talon_hint_reads_ascii_numbers() -> None:
    state = _talon_hint_state()
    shown = [state.hint(0, f"talon {n}", "en") for n in ("1", "2", "03")]
    assert len(set(shown)) == 3 and state.hints_left[2] == 2


# --- Durak slots -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "attack #²", "attack #٣", "transfer #³", "beat #٢ on 7H", "attack #" + "9" * 5000,
    "attack #+3", "attack #1_0", "attack #-1", "attack #0", "attack #257",
])
def test_durak_slot_refuses_odd_numbers(text: str) -> None:
    with pytest.raises(ParseError):
        DA.parse(text)


def test_durak_slot_reads_ascii_numbers() -> None:
    assert DA.to_text(DA.parse("attack #3")) == "attack #3"
    assert DA.to_text(DA.parse("beat #256 on 7H")) == "beat #256 on 7H"


# --- rule values -------------------------------------------------------------------------------

@pytest.mark.parametrize("value", [*UNICODE_DIGITS, "9" * 5000, "1_000", "1e3", "١٠٠"])
def test_rule_values_refuse_odd_numbers(value: str) -> None:
    game = get_game("tysyacha")
    with pytest.raises(RuleError) as err:
        game.make_rules(overrides={"penalty": value})
    assert len(err.value.en) < 300 and err.value.ru  # a huge value is not echoed whole


@pytest.mark.parametrize("value,expect", [("100", 100), (" 60 ", 60), ("0", 0)])
def test_rule_values_read_ascii_numbers(value: str, expect: int) -> None:
    assert get_game("tysyacha").make_rules(overrides={"penalty": value}).penalty == expect


def test_rule_values_signed() -> None:
    game = get_game("tysyacha")
    assert game.make_rules(overrides={"silence_below": "-100"}).silence_below == -100
    assert game.make_rules(overrides={"silence_below": "+100"}).silence_below == 100
    with pytest.raises(RuleError):
        game.make_rules(overrides={"silence_below": "-١٠٠"})


def test_rule_error_of_a_huge_python_int_is_short() -> None:
    with pytest.raises(RuleError) as err:
        get_game("tysyacha").make_rules(overrides={"penalty": 10 ** 5000})
    assert len(err.value.en) < 300


# --- every game: any text is parsed, refused or played, never a traceback ----------------

@pytest.mark.parametrize("key,variant,players", game_cases())
@given(text=action_texts())
def test_play_any_text(key: str, variant: str | None, players: int, text: str) -> None:
    state = make_state(key, variant, players, seed=3)
    if state is None:
        return
    state.apply_chance()
    history = state.history[:]
    try:
        state.play(text)
    except KolodaError as err:
        assert err.en and err.ru
        assert state.history == history


@pytest.mark.parametrize("text", HOSTILE)
def test_text_to_action_of_hostile_words(text: str) -> None:
    for key, variant, players in game_cases():
        state = make_state(key, variant, players, seed=1)
        if state is None:
            continue
        for verb in ("", "bid ", "raise ", "give QH ", "attack #", "beat #", "play "):
            with contextlib.suppress(ParseError):
                state.text_to_action(verb + text)
