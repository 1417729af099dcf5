"""Паганини: Gaps with 36 cards, the Aces left of the rows."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.engine.records import record_of, replay
from koloda.games.patience.layouts.paganini import REDEAL, ordered_run
from koloda.games.patience.solve import solve
from koloda.games.patience.state import PatienceState

from .helpers import cards, dealt, refused, seeded, texts, top

SUITS = "SCDH"


def row(suit: str, ranks: str) -> str:
    return " ".join(f"{r}{suit}" for r in ranks.split())


def ordered(last_row: str | None = None) -> list[C.Card]:
    """Every row A? 6 … K in order with its Ace last (dealt at the row's end); the last
    row may be given."""
    rows = [row(s, "6 7 8 9 10 J Q K A") for s in SUITS]
    if last_row is not None:
        rows[3] = last_row
    return cards(" ".join(rows))


def test_aces_go_left_in_reading_order() -> None:
    order = cards(" ".join([row("H", "A 6 7 8 9 10 J Q K"), row("S", "6 7 8 9 10 J Q K A"),
                            row("C", "6 7 A 8 9 10 J Q K"), row("D", "6 7 8 9 A 10 J Q K")]))
    state = dealt("paganini", order)
    assert [top(state, f"{r}0") for r in "abcd"] == ["AH", "AS", "AC", "AD"]
    assert [top(state, g) for g in ("a1", "b9", "c3", "d5")] == [None] * 4
    # the first row is now the hearts' row: its first place takes 6♥ only
    assert "a2 a1" in texts(state)


def test_a_dealt_order_is_won_at_once() -> None:
    state = dealt("paganini", ordered())
    assert state.is_won() and state.is_terminal()


def test_one_move_wins() -> None:
    state = dealt("paganini", ordered(row("H", "6 7 8 9 10 J Q A K")))
    assert not state.is_won()
    # the gap between Q♥ and K♥ takes K♥ (after Q♥) or Q♥ (before K♥)
    assert texts(state) == ["d9 d8", "d7 d8", "give up"]
    refused(state, "KH d1")
    state.play("KH")
    assert state.is_won() and ordered_run(state, 3) == 8


def test_the_right_neighbour_rule_adds_a_move() -> None:
    rows = [row("S", "6 7 8 9 10 J Q K A"), row("C", "6 7 8 9 10 J Q K A"),
            row("D", "6 7 8 9 10 J Q K A"), row("H", "6 7 8 9 K A 10 J Q")]
    order = cards(" ".join(rows))
    # d6 lies between K♥ (nothing comes after a King) and 10♥ (9♥ may come before it)
    state = dealt("paganini", order)
    assert texts(state) == ["d4 d6", "give up"]
    assert "right neighbour" in state.game.reading_en
    off = dealt("paganini", order, right=False)  # the classic rule: the left one only
    assert texts(off) == ["give up"] and off.is_terminal()
    state.play("9H d6")
    assert top(state, "d6") == "9H" and top(state, "d4") is None


def test_a_dead_deal_is_lost_at_once() -> None:
    # every gap lies after a King and before a Six: nothing can move
    rows = [row(s, "8 9 10 J Q K A 6 7") for s in SUITS]
    state = dealt("paganini", cards(" ".join(rows)))
    assert texts(state) == ["give up"]
    assert state.is_terminal() and state.returns() == [0.0]
    assert solve(state, 1.0).status == "lost"


def test_montana_redeal_gathers_the_loose_cards() -> None:
    rows = [row(s, "8 9 10 J Q K A 6 7") for s in SUITS]
    rows[0] = row("S", "6 7 8 9 10 K A J Q")  # spades: 6-10 in order
    again = cards("JS QS KS 6C 7C 8C 9C 10C JC QC KC 6D 7D 8D 9D 10D JD QD KD "
                  "6H 7H 8H 9H 10H JH QH KH")
    g_state = dealt("paganini", cards(" ".join(rows)), again, right=False, redeals=2)
    assert "shuffle" in texts(g_state)
    g_state.play("shuffle")
    assert g_state.passes == 1
    # the run 6♠-10♠ stays; a gap after it; the 27 loose cards dealt in the given order
    assert [top(g_state, f"a{c}") for c in range(1, 10)] == \
        ["6S", "7S", "8S", "9S", "10S", None, "JS", "QS", "KS"]
    assert top(g_state, "b1") is None and top(g_state, "b2") == "6C"
    assert g_state.deals[1] == again  # the shuffle is logged with the deal
    rebuilt = replay(record_of(g_state))
    assert isinstance(rebuilt, PatienceState) and rebuilt.key() == g_state.key()


def test_pinned_deals() -> None:
    for seed in (5, 6):
        state = seeded("paganini", seed)
        found = solve(state, 5.0)
        assert found.status == "won"
        for a in found.actions:
            state.apply_checked(a)
        assert state.is_won()
    assert solve(seeded("paganini", 1, right=False), 5.0).status == "lost"
    assert REDEAL not in seeded("paganini", 1).legal_actions()
