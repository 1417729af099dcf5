"""«300»: the counting patience of three parts that must sum to 300."""

from __future__ import annotations

import random

import pytest

from koloda import cli
from koloda.engine import cards as C
from koloda.engine.game import get_game
from koloda.engine.records import record_of, replay
from koloda.games.patience.layouts.three_hundred import (
    COUNT,
    PHASE,
    SUMS,
    TABLE,
    ThreeHundred,
    status_line,
    tens,
    value,
)
from koloda.games.patience.solve import solve

from .helpers import cards, dealt, refused, seeded, step_to_end, texts, top

FIRST_COUNT = "6H 9S KH 6S 8C 8D 7D 10C QC QS AC AD"


def with_rest(first: str) -> list[C.Card]:
    head = cards(first)
    return head + [c for c in C.deck(36) if c not in head]


def reference_part(order: list[C.Card]) -> int:
    """One part as the text tells it, written apart from the game (a second reading to
    compare the game with)."""
    def out(card: C.Card, call: int) -> bool:
        if call < 3:
            return C.suit_of(card) == C.HEARTS
        return C.rank_of(card) == call + 3

    aside: list[C.Card] = []
    call = 0
    table = list(order)
    for tour in (1, 2, 3):
        if not table:
            return sum(value(c) for c in aside)
        if tour == 2:
            call = 0
        kept: list[C.Card] = []
        last = -1
        for card in table:
            (aside if out(card, call) else kept).append(card)
            last, call = call, (call + 1) % 12
        table = kept
    if last == 2:
        return sum(value(c) for c in aside)
    while table:  # the fourth turn, only to "three"
        kept = []
        for card in table:
            (aside if out(card, call) else kept).append(card)
            last, call = call, (call + 1) % 12
            if last == 2:
                return sum(value(c) for c in aside)
        table = kept
    return sum(value(c) for c in aside)


def part_sum(order: list[C.Card]) -> int:
    state = dealt("300", order, order, order)
    while state.aux[PHASE] != COUNT:
        state.play("step")
    state.play("step")
    return state.aux[SUMS]


def test_registered_under_its_digits() -> None:
    game = get_game("300")
    assert isinstance(game, ThreeHundred) and game.key == "300"
    assert get_game("триста") is game


def test_cli_takes_the_key(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "300", "--lang", "en"]) == 0
    assert "300" in capsys.readouterr().out
    assert cli.main(["solve", "300", "--deal", "130", "--json"]) == 0
    assert '"status": "won"' in capsys.readouterr().out


def test_values_and_the_texts_example() -> None:
    assert sum(value(c) for c in C.deck(36)) == 240
    assert value(C.parse("AS")) + value(C.parse("9S")) == 20
    pairs, left = tens(cards("KS 6S QH 7D JC 8C 10H AS 9D AD 6H JD"))
    assert pairs == {"K+6": 1, "A+9": 1, "Q+7": 1, "J+8": 1, "10": 1}
    assert left == sorted(cards("AD 6H JD"))
    assert sum(value(c) for c in left) == 19  # the text's "80 + 19 = 99"


def test_the_first_count() -> None:
    state = dealt("300", with_rest(FIRST_COUNT))
    assert texts(state) == ["step", "give up"]
    refused(state, "draw")
    for _ in range(12):
        state.play("step")
    assert state.piles[2] == cards("6H KH 6S 8D 10C QS AD")
    assert state.piles[TABLE] == cards("9S 8C 7D QC AC")
    assert "следующий счёт: «раз»" in status_line(state.observation(0), "ru")


def test_parts_agree_with_a_second_reading() -> None:
    rng = random.Random(5)
    for _ in range(40):
        order = C.deck(36)
        rng.shuffle(order)
        assert part_sum(order) == reference_part(order)


def test_a_tour_ending_off_three_turns_a_fourth_time() -> None:
    rng = random.Random(9)
    fourth = 0
    for _ in range(30):
        order = C.deck(36)
        rng.shuffle(order)
        state = dealt("300", order)
        while state.aux[PHASE] != COUNT:
            state.play("step")
        fourth += state.aux[1] == 4
    assert fourth > 0  # some parts needed the fourth turn


def test_three_parts_and_the_target() -> None:
    state = seeded("300", 130)
    step_to_end(state)
    assert state.is_won() and state.points == 300 and sum(state.aux[SUMS:]) == 300
    assert len(state.deals) == 3  # each part shuffled anew, logged with the deal
    assert replay(record_of(state)).result() == state.result()
    lost = seeded("300", 0)
    step_to_end(lost)
    assert not lost.is_won() and lost.points != 300 and lost.returns() == [0.0]
    obs = lost.observation(0)
    assert obs["points"] == lost.points and obs["aux"][SUMS:] == lost.aux[SUMS:]
    assert "= " + str(lost.points) in status_line(obs, "en")
    assert top(lost, "f") is not None


def test_pinned_deals() -> None:
    for seed in (130, 244):
        assert solve(seeded("300", seed), 1.0).status == "won"
    for seed in (0, 1):
        assert solve(seeded("300", seed), 1.0).status == "lost"
