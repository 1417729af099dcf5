"""The Klondike solver's ``lost`` is a proof: on endgames where cards must come back
from the foundations (several of them, from several suits) the pruned search agrees with
the plain one and with the generic search over the game's own moves, and every win it
reports replays, on the reference rules and on the game."""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest

from koloda.engine import cards as C
from koloda.engine.cards import ACE, Card, make
from koloda.engine.game import get_game
from koloda.games.patience.solve import search, solve
from koloda.games.patience.solvers.klondike import solve_klondike, verify
from koloda.games.patience.state import PatienceState

Endgame = tuple[list[list[Card]], list[int], list[Card], list[Card], list[int]]


def card(rank: int, suit: int) -> Card:
    """A card by rank with the Ace as 1."""
    return make(ACE if rank == 1 else rank, suit)


def as_state(game: Endgame, draw: int, auto: bool) -> PatienceState:
    """The endgame as a Klondike state of the game (default reading of the empty pile)."""
    cols, down, stock, waste, found = game
    klondike = get_game("klondike")
    st = klondike.new_state(1, klondike.make_rules(overrides={"draw": draw, "auto": auto}),
                            seed=1)
    assert isinstance(st, PatienceState)
    st.apply_chance()
    tableau = [i for i, spec in enumerate(st.specs) if spec.kind == "tableau"]
    for i, col, d in zip(tableau, cols, down, strict=True):
        st.piles[i] = list(col)
        st.down[i] = min(d, max(0, len(col) - 1))  # the top card is face up
    for f, suit in zip(st.foundations, range(4), strict=True):
        st.piles[f] = [card(r, suit) for r in range(1, found[suit] + 1)]
        st.down[f] = 0
    st.piles[st.stock_pile] = list(stock)
    st.down[st.stock_pile] = len(stock)
    st.piles[st.waste_pile] = list(waste)
    st.down[st.waste_pile] = 0
    st._legal = None
    assert sorted(c for p in st.piles for c in p) == sorted(C.deck(52))
    return st


def replays(st: PatienceState, actions: list[int]) -> bool:
    st = st.clone()
    for action in actions:
        st.apply_checked(action)
    return st.is_won()


def unlimited_key(st: PatienceState) -> Hashable:
    """The generic search's key without the count of redeals: with no limit on them it
    changes nothing, and leaving it out makes the search finite (a "lost" it can prove)."""
    return tuple(tuple(p) for p in st.piles), tuple(st.down)


# --- the position that showed it --------------------------------------------------------

# Pile 1: 9♠ face down under J♥ 10♠; pile 3: K♥ Q♠ K♠ Q♥ J♠ 10♥ face down under 9♥;
# spades and hearts home to the Eight, clubs and diamonds complete; no stock, no waste.
# J♥ 10♠ can only go onto Q♣, so K♣ comes back (to free Q♣) and K♦ too (its base).
S, CL, D, H = C.SPADES, C.CLUBS, C.DIAMONDS, C.HEARTS
TWO_KINGS_BACK: Endgame = (
    [[card(9, S), card(11, H), card(10, S)], [],
     [card(13, H), card(12, S), card(13, S), card(12, H), card(11, S), card(10, H),
      card(9, H)], [], [], [], []],
    [1, 0, 6, 0, 0, 0, 0], [], [], [8, 13, 13, 8])


@pytest.mark.parametrize("draw", [3, 1])
def test_two_kings_come_back_for_a_queen(draw: int) -> None:
    cols, down, stock, waste, found = TWO_KINGS_BACK
    sol = solve_klondike(cols, down, stock, waste, found, draw=draw, node_limit=50_000,
                         time_limit=60)
    assert sol.status == "won"
    assert verify(cols, down, stock, waste, found, sol.moves, draw=draw)
    back = [m for m in sol.moves if len(m) == 4 and m[1].startswith("f")]
    assert {m[1] for m in back} >= {"f1", "f2"}  # clubs and diamonds both give a card


@pytest.mark.parametrize("auto", [False, True])
def test_two_kings_come_back_through_the_game(auto: bool) -> None:
    # the in-game solver (hint, "koloda solve") answers through the family solver
    st = as_state(TWO_KINGS_BACK, 3, auto)
    found = solve(st, 60.0, 50_000)
    assert found.status == "won"
    assert replays(st, found.actions)


# --- given positions with a face-up card under one not built on it ---------------------
# (play never leaves one, but the solver takes any position it is given)

def test_a_card_moved_off_a_face_up_card_it_was_not_built_on_has_no_duty() -> None:
    # K♣ lies face up on K♦, both over Q♦ Q♣ face down: K♣ goes to an empty column for
    # K♦ to follow it there, which turns up Q♣; nothing is built on K♦ nor goes home
    cols: list[list[Card]] = [[card(12, D), card(12, CL), card(13, D), card(13, CL)],
                              [], [], [], [], [], []]
    down = [2, 0, 0, 0, 0, 0, 0]
    sol = solve_klondike(cols, down, [], [], [13, 11, 11, 13], node_limit=10_000)
    assert sol.status == "won"
    assert verify(cols, down, [], [], [13, 11, 11, 13], sol.moves)


def test_a_stuck_greedy_finish_leaves_no_moves_behind() -> None:
    # nothing face down and no talon, so the search first tries to play the rest home
    # lowest first: K♣ goes, then 10♥ under Q♠ and J♠ under J♥ block it; the win moves
    # Q♠ onto K♥ first, and K♣ goes home once, at the end
    cols: list[list[Card]] = [[card(10, H), card(12, S)], [card(11, S), card(11, H)],
                              [card(13, S), card(12, H)], [card(13, H)], [card(13, CL)],
                              [], []]
    found = [10, 12, 13, 9]
    sol = solve_klondike(cols, [0] * 7, [], [], found, node_limit=10_000)
    assert sol.status == "won"
    assert verify(cols, [0] * 7, [], [], found, sol.moves)


# --- random endgames --------------------------------------------------------------------

def endgame(rng: random.Random, cols: int, talon: int, loose: bool) -> Endgame:
    """Few cards left: a black and a red suit home to the Queen or King, the other two to
    the Seven..Ten, the rest shuffled into ``cols`` columns (all face down but the top)
    and a talon of ``talon`` cards. ``loose``: each column may show its top two cards
    face up even when they are no run (a given position may; play never makes one)."""
    high = (rng.choice((S, CL)), rng.choice((D, H)))
    found = [rng.randint(12, 13) if s in high else rng.randint(7, 10) for s in range(4)]
    pool = [card(r, s) for s in range(4) for r in range(found[s] + 1, 14)]
    rng.shuffle(pool)
    rest, pool = pool[:talon], pool[talon:]
    columns: list[list[Card]] = [[] for _ in range(7)]
    used = rng.sample(range(7), cols)
    for c in pool:
        columns[rng.choice(used)].append(c)
    down = [max(0, len(col) - 1 - (loose and rng.random() < 0.5)) for col in columns]
    k = rng.randint(0, len(rest))
    return columns, down, rest[k:], rest[:k], found


SHAPES = [(1, 0, False), (2, 0, False), (2, 2, False), (3, 3, True)]


@pytest.mark.parametrize("draw", [3, 1])
def test_lost_is_never_won_by_the_plain_search(draw: int) -> None:
    # the plain search tries every legal move and plays nothing home by itself; both are
    # bounded by positions searched, so the test does not depend on the machine
    rng = random.Random(draw)
    verdicts: dict[str, int] = {"won": 0, "lost": 0, "unknown": 0}
    for n in range(160):
        game = endgame(rng, *SHAPES[n % len(SHAPES)])
        cols, down, stock, waste, found = game
        fast = solve_klondike(cols, down, stock, waste, found, draw=draw,
                              node_limit=100_000, time_limit=600)
        plain = solve_klondike(cols, down, stock, waste, found, draw=draw,
                               node_limit=100_000, time_limit=600, _plain=True)
        verdicts[fast.status] += 1
        if fast.status == "lost":
            assert plain.status != "won", game
        if fast.status == "won":
            assert verify(cols, down, stock, waste, found, fast.moves, draw=draw), game
            assert plain.status != "lost", game
    assert verdicts["won"] >= 40 and verdicts["lost"] >= 20 and verdicts["unknown"] <= 8


def test_lost_is_never_won_by_the_generic_search() -> None:
    # the generic search knows nothing of the family solver: its own moves, its own table
    rng = random.Random(7)
    verdicts: dict[str, int] = {"won": 0, "lost": 0, "unknown": 0}
    for n in range(48):
        game = endgame(rng, *SHAPES[n % len(SHAPES)])
        draw = (3, 1)[n % 2]
        st = as_state(game, draw, auto=n % 3 == 0)
        fast = solve(st, 600.0, 100_000)
        plain = search(st, 600.0, 20_000, key=unlimited_key)
        verdicts[fast.status] += 1
        if fast.status == "lost":
            assert plain.status != "won", game
        if fast.status == "won":
            assert replays(st, fast.actions), game
            assert plain.status != "lost", game
    assert verdicts["won"] >= 12 and verdicts["lost"] >= 6
