"""The compiled Durak endgame search against the Python reference: the same calls in the
same order give the same values, the same give-ups at the node budget, the same node
counts and the same transposition-table sizes (the two walk the same tree)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.ai.durak_endgame import EndgameSolver, applies
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.state import DurakState

GAME = get_game("durak")

RULES = [
    {"base": "podkidnoy", "deck": 36},
    {"base": "perevodnoy", "deck": 36},
    {"base": "simple", "deck": 36},
    {"base": "podkidnoy", "deck": 24, "draw_allowed": False, "draw_after_bouts": 10},
    {"base": "perevodnoy", "deck": 52, "draw_after_bouts": 12},
    {"base": "podkidnoy", "deck": 36, "first_bout_limit": 5},
    {"base": "perevodnoy", "deck": 36, "transfer_by_trump_show": True},
    {"base": "perevodnoy", "deck": 24, "transfer_by_trump_show": True, "draw_after_bouts": 10},
    # variants whose endgame is the base game's (durak_endgame.SAME_ENDGAME): no trump
    # suit at all, and one that sorts the stock
    {"base": "perevodnoy", "deck": 36, "trumpless": True},
    {"base": "podkidnoy", "deck": 36, "albanian": True},
    # durak_endgame.OWN_ENDGAME: the key keeps the lowest rank and the ace (royal), and
    # spades apart from the other plain suits (japanese)
    {"base": "podkidnoy", "deck": 36, "royal": True},
    {"base": "perevodnoy", "deck": 36, "japanese": "a"},
    {"base": "podkidnoy", "deck": 52, "royal": True, "japanese": "b"},
    # and the transfer back to an empty hand
    {"base": "perevodnoy", "deck": 36, "transfer_refusal": True},
    {"base": "perevodnoy", "deck": 24, "transfer_refusal": True, "transfer_by_trump_show": True,
     "draw_after_bouts": 10},
    # transfers after covers, and leads of the highest rank only (until a stall)
    {"base": "perevodnoy", "deck": 36, "transfer_any_time": True, "transfer_by_trump_show": True},
    {"base": "podkidnoy", "deck": 36, "boring": True},
    {"base": "perevodnoy", "deck": 24, "boring": True, "transfer_any_time": True,
     "draw_after_bouts": 10},
    {"base": "podkidnoy", "deck": 36, "circular": True},
    {"base": "simple", "deck": 36, "simple_b": True},
    {"base": "perevodnoy", "deck": 36, "chinese": True, "royal": True},
    {"base": "perevodnoy", "deck": 36, "two_trump": True, "transfer_by_trump_show": True},
    {"base": "podkidnoy", "deck": 52, "two_trump": True},  # three players: any two left
    {"base": "simple", "deck": 36, "treshka": True},
    {"base": "simple", "deck": 36, "english_g": True},
    {"base": "simple", "deck": 36, "simple_v": True},
]


def endgame_lines(over: dict[str, Any], players: int, seeds: range,
                  rng: random.Random) -> list[list[DurakState]]:
    """For each random game that reaches an endgame, its positions from there on."""
    rules = GAME.make_rules(overrides=over)
    lines = []
    for seed in seeds:
        st = GAME.new_state(players, rules, seed)
        line: list[DurakState] = []
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            assert isinstance(st, DurakState)
            if applies(st):
                line.append(st.clone())  # type: ignore[arg-type]
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
        if line:
            lines.append(line)
    return lines


# every rule set at a small and a middle budget; a large one where the Python side is quick
CASES = [(over, budget) for budget in (300, 5_000) for over in RULES] + [
    (RULES[2], 60_000), (RULES[4], 60_000), (RULES[7], 60_000)]


@pytest.mark.usefixtures("compiled")  # the C search, even under KOLODA_PURE=1
@pytest.mark.parametrize("over,budget", CASES,
                         ids=lambda o: "-".join(str(v) for v in o.values())
                         if isinstance(o, dict) else str(o))
def test_the_c_search_is_the_python_search(over: dict[str, Any], budget: int) -> None:
    players = 3 if over["deck"] == 52 else 2
    lines = endgame_lines(over, players, range(6), random.Random(budget))
    assert lines
    rules = lines[0][0].rules
    py = EndgameSolver(rules, max_nodes=budget, compiled=False)
    cc = EndgameSolver(rules, max_nodes=budget)
    assert py._core is None and cc._core is not None
    calls = solved = 0
    for line in lines:
        for st in line:
            want = py.outcome(st)
            assert cc.outcome(st) == want
            assert cc.nodes == py.nodes
            want_moves = py.outcome_moves(st)
            assert cc.outcome_moves(st) == want_moves
            assert cc.nodes == py.nodes
            assert cc._core.size() == len(py.tt)
            calls += 1
            solved += want is not None
    assert calls > 20
    if budget >= 5_000:
        assert solved > 0


@pytest.mark.usefixtures("compiled")  # the C search, even under KOLODA_PURE=1
def test_a_refused_position_leaves_the_c_search_unharmed() -> None:
    """Malformed positions and tables are refused with a Python error, never a crash."""
    rules = GAME.make_rules(overrides={"base": "podkidnoy"})
    solver = EndgameSolver(rules)
    core = solver._core
    assert core is not None
    core.set_table(0, [0] * 64)
    for args in [(0, [0] * 64, 0, -1, 0, [0] * 64),  # a second trump of the same suit
                 (0, [0] * 64, 0, 2, 1, [0] * 64),  # a second trump and a kept suit
                 (0, [0] * 64, 0, -1, 1),  # a second trump without its table
                 (0, [0] * 64, 0, -1, 1, None), (5, [0] * 64), (0, [0] * 64, 1 << 16),
                 (0, [0] * 63)]:
        with pytest.raises((TypeError, ValueError, IndexError)):
            core.set_table(*args)
    core.set_table(0, [0] * 64)
    bad: list[Any] = [
        (),
        (1, 2, 0, 1, 1, (), (), False, 0, 0, 6, 0),
        (1, 2, 0, 1, 1, (), (), False, 0, 0, 6, 0, -1),
        (1, 2, 0, 1, 9, (), (), False, 0, 0, 6, 0, 0),
        (1, 2, 0, 1, 2, (5,), (), False, 0, 0, 6, 0, 0),
        (1, 2, 0, 1, 2, (99,), (-1,), False, 0, 0, 6, 0, 0),
        (1, 2, 0, 1, 2, (-1,), (-1,), False, 0, 0, 6, 0, 0),
        (1, 2, 0, 1, 2, (), (), False, 0, 0, 6, 0, 0),
        (-1, 2, 0, 1, 1, (), (), False, 0, 0, 6, 0, 0),
        (1, 2, 0, 1, 2, tuple(range(20)), tuple([-1] * 20), False, 0, 0, 6, 0, 0),
    ]
    for pos in bad:
        with pytest.raises((TypeError, ValueError, OverflowError)):
            core.value(pos, -1, 1)
    assert core.value((1, 2, 0, 1, 1, (), (), False, 0, 0, 6, 0, 0), -1, 1) in (-1, 0, 1)
    # more moves than the C search holds (every card beats every card here): refused too,
    # and EndgameSolver._search then runs the Python search
    core.set_table(0, [(1 << 64) - 1] * 64)
    wide = (((1 << 6) - 1) << 6, ((1 << 30) - 1) << 20, 0, 1, 2, (0, 1, 2, 3, 4, 5),
            (-1,) * 6, False, 0, 0, 6, 0, 0)
    with pytest.raises(ValueError):
        core.value(wide, -1, 1)


@pytest.mark.usefixtures("compiled")  # the C search, even under KOLODA_PURE=1
def test_a_table_past_the_c_limits_is_searched_in_python() -> None:
    over = {"base": "podkidnoy", "deck": 36}
    st = endgame_lines(over, 2, range(3), random.Random(4))[0][-1]
    cc = EndgameSolver(st.rules, max_nodes=10**6)
    py = EndgameSolver(st.rules, max_nodes=10**6, compiled=False)
    got = cc.position(st)
    assert got is not None and py.position(st) is not None
    pos = (*got[0][:10], 40, *got[0][11:])  # a bout limit the C search does not take
    cc._fresh()
    py._fresh()
    assert cc._search(pos) == py._search(pos)  # type: ignore[arg-type]
