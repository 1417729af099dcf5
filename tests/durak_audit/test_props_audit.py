"""Audit properties: conservation after every legal action, hiding in observations."""

from __future__ import annotations

import random
import re
from typing import Any

from hypothesis import given
from hypothesis import strategies as st_

from koloda.engine import cards as C
from koloda.engine.game import CHANCE
from koloda.games.durak.state import DurakState
from tests.durak.helpers import variant_state

from .helpers import GAME, fix_removed, new, play, rig, set_hand

KEYS = sorted(GAME.variants)
CARD = re.compile(r"^(10|[2-9JQKA])[SCDH]'?$")



def count(st: DurakState) -> int:
    """Cards in all places, counted place by place (a card in two places counts twice)."""
    n = st.discard.bit_count() + st.removed.bit_count() + len(st.stock)
    n += sum(h.bit_count() for h in st.hands)
    n += len(st.att) + sum(1 for c in st.dfn if c >= 0)
    return n


def obs_cards(obj: Any) -> set[int]:
    out: set[int] = set()
    if isinstance(obj, str):
        if CARD.match(obj):
            out.add(C.parse(obj))
    elif isinstance(obj, dict):
        for v in obj.values():
            out |= obs_cards(v)
    elif isinstance(obj, list | tuple):
        for v in obj:
            out |= obs_cards(v)
    return out


def _walk(st: DurakState, seed: int, every: int) -> None:
    rng = random.Random(seed)
    size = st.rules.deck * (2 if st.rules.big else 1)
    steps = 0
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        legal = st.legal_actions()
        if steps % every == 0:
            assert count(st) == size
            for seat in range(st.players):
                hidden = st.unseen(seat)
                seen = obs_cards(st.observation(seat))
                assert not any(hidden >> c & 1 for c in seen), (seat, st.history)
            for a in legal:
                twin = st.clone()
                twin.apply(a)
                if twin.current_player() == CHANCE or twin.is_terminal():
                    # a pending deal/reshuffle is checked after it; the stale table of
                    # a finished game: see test_finished_game_table_is_cleared
                    continue
                assert count(twin) == size, (st.action_to_text(a), st.history)
        st.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 20_000


@given(st_.lists(st_.sampled_from(KEYS), min_size=1, max_size=4),
       st_.integers(2, 6), st_.integers(0, 100_000))
def test_every_legal_action_conserves_and_hides(keys: list[str], players: int,
                                                seed: int) -> None:
    st = variant_state(keys, players, seed)
    if st is None:
        return
    _walk(st, seed, every=3)


def test_each_variant_alone_two_and_four_players() -> None:
    for key in KEYS:
        for players in (2, 4):
            st = variant_state([key], players, 7)
            if st is not None:
                _walk(st, 7, every=5)


def test_finished_game_table_is_cleared() -> None:
    """A finished game leaves nothing on the table: its cards are in a hand or the discard."""
    st = new(2, rig(2, [["6S", "7C", "8D", "9H", "10S", "JC"],
                        ["6C", "7D", "8S", "KH", "QS", "AS"]], trump="10H"), chukotka=True)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "7D", "8D")
    fix_removed(st)
    assert count(st) == 36
    play(st, "attack 6S", "take")
    assert st.is_terminal()
    assert count(st) == 36 and st.observation(0)["table"] == []


def test_finished_game_of_a_match_table_is_cleared_before_the_next_deal() -> None:
    d = rig(2, [["6S", "7C", "8D", "9H", "10S", "JC"],
                ["6C", "7D", "8S", "KH", "QS", "AS"]], trump="10H")
    st = new(2, deals=[d, d], chukotka=True, match_games=2)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S")
    fix_removed(st)
    assert count(st) == 36
    st.apply(st.text_to_action("attack 6S"))
    st.apply(st.text_to_action("beat 8S on 6S"))
    assert st.current_player() == CHANCE
    assert count(st) == 36
