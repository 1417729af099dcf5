"""Экарте's open-card solution of the tricks (``EkarteState.solved_values``) against a
plain minimax over the state machine itself: every legal move, kings included, the deal
valued by ``search_values`` once it ends."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, get_game
from koloda.games.ekarte import solver
from koloda.games.ekarte.ranks import beats
from koloda.games.ekarte.state import EkarteState

GAME = get_game("ekarte")


def minimax(state: EkarteState) -> float:
    """Seat 0's value of the rest of the deal, both seats at their best."""
    if state.winner is not None or state.need_deal or state.need_shuffle:
        values = state.search_values()
        assert values is not None
        return values[0]
    seat = state.current_player()
    outcomes = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        outcomes.append(minimax(after))
    return max(outcomes) if seat == 0 else min(outcomes)


def positions(rules: dict[str, object], seed: int, count: int, cards: int = 8,
              least: int = 0) -> list[EkarteState]:
    """Positions in the play of the tricks with ``least`` to ``cards`` cards in the two
    hands, from random games (both seats random)."""
    rng = random.Random(seed)
    found: list[EkarteState] = []
    game_seed = seed * 1000
    while len(found) < count:
        game_seed += 1
        state = GAME.new_state(2, GAME.make_rules(overrides=rules), seed=game_seed)
        assert isinstance(state, EkarteState)
        while not state.is_terminal() and len(found) < count:
            if state.current_player() == CHANCE:
                state.apply_chance()
                continue
            held = len(state.hands[0]) + len(state.hands[1])
            if state.phase == "play" and least <= held <= cards and rng.random() < 0.3:
                found.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("rules", [{}, {"must_head": True}, {"preset": "classic"},
                                   {"stake": "tricks"},
                                   {"kings": "any", "target": 3}])
def test_the_solution_is_the_minimax_of_the_deal(rules: dict[str, object]) -> None:
    if rules.get("preset") == "classic":
        rules = dict(GAME.presets["classic"])
    for state in positions(rules, seed=len(rules) + 7, count=40):
        solved = state.solved_values()
        assert solved is not None
        assert solved[0] == pytest.approx(minimax(state))
        assert solved[0] + solved[1] == pytest.approx(1.0)


def test_kings_still_to_announce_are_announced() -> None:
    # the first cards of a deal, every king scoring: the solution announces them
    rules: dict[str, object] = {"kings": "any", "target": 4}
    found = positions(rules, seed=11, count=60, cards=10, least=9)
    pending = [st for st in found
               if any(not st.started[s] and st.scoring_kings(s) for s in (0, 1))]
    assert len(pending) >= 5
    for state in pending[:6]:
        solved = state.solved_values()
        assert solved is not None
        assert solved[0] == pytest.approx(minimax(state))


def test_no_solution_where_the_value_does_not_rise_with_the_tricks() -> None:
    # per point a quick win by a small margin may be worth less than the game going on
    for state in positions({"stake": "points"}, seed=3, count=10):
        assert state.solved_values() is None


def test_no_solution_outside_the_play_of_the_tricks() -> None:
    state = GAME.new_state(2, GAME.make_rules(), seed=4)
    assert state.solved_values() is None  # before the deal
    while state.current_player() == CHANCE:
        state.apply_chance()
    assert isinstance(state, EkarteState)
    assert state.phase == "propose"
    assert state.solved_values() is None


def test_rigged_hands() -> None:
    s, c, d, h = C.SPADES, C.CLUBS, C.DIAMONDS, C.HEARTS
    top_trumps = tuple(C.make(r, s) for r in (13, 12, 11, 14, 10))
    plain = (C.make(7, c), C.make(8, c), C.make(7, d), C.make(8, d), C.make(7, h))
    # the five top trumps take every trick, whoever leads
    assert solver.tricks_of(top_trumps, plain, 0, s, False) == 5
    assert solver.tricks_of(top_trumps, plain, 1, s, False) == 5
    # seat 1 leads a low club; seat 0 has none and must trump; the king of clubs of
    # seat 1 is then the only trick seat 0 cannot stop once its trumps are gone
    h0 = (C.make(13, s), C.make(12, s), C.make(9, d), C.make(8, d), C.make(7, d))
    h1 = (C.make(13, c), C.make(7, c), C.make(13, d), C.make(12, d), C.make(11, d))
    # seat 0 leads: a diamond loses to each of seat 1's three high diamonds...
    assert solver.tricks_of(h0, h1, 0, s, False) == 2
    # ...and with must_head seat 1 must still beat: the same count
    assert solver.tricks_of(h0, h1, 0, s, True) == 2


def test_the_two_seats_tricks_add_up() -> None:
    rng = random.Random(5)
    deck = list(C.deck(32))
    for _ in range(200):
        rng.shuffle(deck)
        n = rng.randint(1, 5)
        h0, h1 = tuple(sorted(deck[:n])), tuple(sorted(deck[n:2 * n]))
        trump, leader, head = rng.randrange(4), rng.randrange(2), rng.random() < 0.5
        mine = solver.tricks_of(h0, h1, leader, trump, head)
        theirs = solver.tricks_of(h1, h0, 1 - leader, trump, head)
        assert mine + theirs == n


def plain_tricks(h0: tuple[int, ...], h1: tuple[int, ...], leader: int, trump: int,
                 head: bool, lead: int | None = None) -> int:
    """Every card tried, nothing cached: the reference for the solver's shortcuts."""
    if lead is None:
        if not h0:
            return 0
        own = h0 if leader == 0 else h1
        got = [plain_tricks(tuple(c for c in h0 if c != card),
                            tuple(c for c in h1 if c != card), leader, trump, head, card)
               for card in own]
        return max(got) if leader == 0 else min(got)
    hand = h1 if leader == 0 else h0
    same = [c for c in hand if C.suit_of(c) == C.suit_of(lead)]
    if same and head:
        same = [c for c in same if beats(c, lead, trump)] or same
    answers = same or [c for c in hand if C.suit_of(c) == trump] or list(hand)
    out = []
    for reply in answers:
        winner = 1 - leader if beats(reply, lead, trump) else leader
        rest0 = tuple(c for c in h0 if c != reply)
        rest1 = tuple(c for c in h1 if c != reply)
        out.append((winner == 0) + plain_tricks(rest0, rest1, winner, trump, head))
    return min(out) if leader == 0 else max(out)


def test_the_solver_agrees_with_trying_every_card() -> None:
    rng = random.Random(9)
    deck = list(C.deck(32))
    for _ in range(150):
        rng.shuffle(deck)
        n = rng.randint(1, 5)
        h0, h1 = tuple(deck[:n]), tuple(deck[n:2 * n])
        trump, leader, head = rng.randrange(4), rng.randrange(2), rng.random() < 0.5
        assert solver.tricks_of(h0, h1, leader, trump, head) == \
            plain_tricks(h0, h1, leader, trump, head)
        # a trick under way: the leader's first card already out of his hand
        led = h0[0] if leader == 0 else h1[0]
        r0 = tuple(c for c in h0 if c != led)
        r1 = tuple(c for c in h1 if c != led)
        assert solver.tricks_of(r0, r1, leader, trump, head, led) == \
            plain_tricks(r0, r1, leader, trump, head, led)
