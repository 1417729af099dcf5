"""resample over every game, player count, preset and variant: at random positions of
random games, for every seat, each sample keeps the seat's view and all it knows, is a
whole consistent deal, plays to the end, and is not the true deal when the seat cannot
tell that deal from many others."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from .helpers import Case, cases, check_sample, differs, new_state, play_out, positions

SAMPLES = 4
# positions are spread over a game of about this many moves (Тысяча: its first deals)
LENGTH: dict[str, int] = {"durak": 100, "czech": 350, "101": 300, "tysyacha": 600}
PATIENCE_LENGTH = 40  # a random solitaire deal ends soon: giving up is always a move
MANY = 1000  # a seat that cannot tell this many deals apart never gets the truth 4 times


@pytest.mark.parametrize("case", cases(), ids=lambda c: "-".join(map(str, c)))
@settings(max_examples=12)
@given(seed=st.integers(0, 2**32 - 1))
def test_resample_keeps_what_the_seat_knows(case: Case, seed: int) -> None:
    state = new_state(case, seed)
    rng = random.Random(seed)
    last = None
    count = 6
    for pos in positions(state, rng, count, every=count / LENGTH.get(case[0], PATIENCE_LENGTH)):
        for seat in range(pos.players):
            many = 1
            moved = False
            for _ in range(SAMPLES):
                sample = pos.resample(seat, rng)
                many = check_sample(pos, sample, seat)
                moved = moved or differs(pos, sample)
                last = sample
            if many >= MANY:
                assert moved, f"seat {seat} was shown the true deal {SAMPLES} times"
    if last is not None:  # a sample is a game like any other: it plays to the end
        play_out(last, rng)
