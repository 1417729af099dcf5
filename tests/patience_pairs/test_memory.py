"""Память: turns of two cards, points, what the player sees and remembers."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.games.patience.solve import hint, solve
from tests.patience_pairs.helpers import deal, play, refused, seeded, texts

HEAD = ["6S", "7S", "6H", "7H"]


def test_layout_all_face_down() -> None:
    st = deal("memory", HEAD, 36)
    assert len(st.piles) == 36 and st.down == [1] * 36
    obs = st.observation(0)
    assert all(p["cards"] == [None] for p in obs["piles"])
    assert len(texts(st)) == 37  # open any of 36, or give up
    assert st.unseen(0) == C.mask_of(C.deck(36))


def test_a_miss_shows_both_then_turns_them_back() -> None:
    st = deal("memory", HEAD, 36)
    play(st, "open 1", "open 2")
    assert st.points == -1
    shown = st.observation(0)["piles"]
    assert shown[0]["cards"] == ["6S"] and shown[1]["cards"] == ["7S"]  # still showing
    play(st, "open 3")
    shown = st.observation(0)["piles"]
    assert shown[0]["cards"] == [None] and shown[1]["cards"] == [None]  # hidden again
    assert shown[2]["cards"] == ["6H"]
    # the player has seen them: no longer unseen, yet never in the observation
    seen = C.mask_of([C.parse("6S"), C.parse("7S"), C.parse("6H")])
    assert st.unseen(0) & seen == 0
    assert not leaked_cards(st, 0)
    play(st, "open 1")  # 6S matches 6H
    assert st.points == 9
    assert st.down[0] == 0 and st.down[2] == 0 and st.down[1] == 1
    refused(st, "open 1")  # a matched card stays up


def test_a_missed_card_may_be_opened_again_at_once() -> None:
    st = deal("memory", HEAD, 36)
    play(st, "open 1", "open 2")
    assert "open 1" in texts(st) and "open 2" in texts(st)
    play(st, "open 2")
    assert st.down[:2] == [1, 0]


def test_rules_set_the_points_and_the_deck() -> None:
    st = deal("memory", HEAD, 36, pair=3, miss=2)
    play(st, "open 1", "open 2", "open 3", "open 1")
    assert st.points == -2 + 3
    big = deal("memory", [], 52, variants=["full_deck"])
    assert len(big.piles) == 52 and big.piles[0][0] == C.deck(52)[0]


def test_a_perfect_memory_plays_to_the_end_and_scores() -> None:
    st = seeded("memory", 5)
    found = solve(st, 1.0)
    assert found.status == "won"
    misses = 0
    for action in found.actions:
        before = st.points
        st.apply_checked(action)
        misses += st.points < before
        assert not leaked_cards(st, 0)
    assert st.is_won() and st.is_terminal()
    assert st.points == 18 * 10 - misses
    assert st.returns() == [float(st.points)]


def test_the_hint_takes_a_remembered_pair() -> None:
    st = deal("memory", HEAD, 36)
    play(st, "open 1", "open 2", "open 3", "open 4")  # two misses: 6S 7S, 6H 7H seen
    report = hint(st, 0.5, worlds=4, nodes=50_000)
    action = report.action
    assert action is not None and report.move_won == report.worlds == 4
    assert st.action_to_text(action) in ("open 1", "open 2", "open 3", "open 4")
