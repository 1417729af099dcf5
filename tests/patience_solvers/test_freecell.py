"""Microsoft deal numbering and the FreeCell solver.

The solver's answers are checked by the reference move applier (``apply_move``/``verify``),
never by the solver itself: winning lines must replay, the moves it searches must all be
legal and must cover every legal move, and its safe foundation moves must never turn a
won position into a lost one.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from koloda.engine.cards import ACE, Card, make, parse
from koloda.games.patience.solvers import freecell
from koloda.games.patience.solvers.freecell import (
    IllegalMove,
    Move,
    Position,
    apply_move,
    candidate_moves,
    capacity,
    solve_freecell,
    verify,
)
from koloda.games.patience.solvers.ms_deals import (
    LAST_DEAL,
    UNSOLVABLE_DEAL,
    deal_columns,
    ms_deal,
    ms_deck_order,
)

# Published layouts, read across a row of eight at a time (T is a ten).
PUBLISHED = {
    1: "JD 2D 9H JC 5D 7H 7C 5H / KD KC 9S 5S AD QC KH 3H / 2S KS 9D QD JS AS AH 3C / "
       "4C 5C TS QH 4H AC 4D 7S / 3S TD 4S TH 8H 2C JH 7D / 6D 8S 8D QS 6C 3D 8C TC / "
       "6S 9C 2H 6H",
    617: "7D AD 5C 3S 5S 8C 2D AH / TD 7S QD AC 6D 8H AS KH / TH QC 3H 9D 6S 8D 3D TC / "
         "KD 5H 9S 3C 8S 7H 4D JS / 4C QS 9C 9H 7C 6H 2C 2S / 4S TS 2H 5D JC 6C JH QH / "
         "JD KS KC 4H",
    11982: "AH AS 4H AC 2D 6S TS JS / 3D 3H QS QC 8S 7H AD KS / KD 6H 5S 4D 9H JH 9S 3C / "
           "JC 5D 5C 8C 9D TD KH 7C / 6C 2C TH QH 6D TC 4S 7S / JD 7D 8H 9C 2H QD 4C 5H / "
           "KC 8D 2S 3S",
    1_000_000: "2D 6H 6S TH JC 3C 4D TD / 9C 3D 7D 7C QC AC 2S 4C / KD 5H 5D QH JH 6C 9H KS / "
               "JD 7S QD 8D 2H AD 5C 8C / 3H 4S 3S KC KH 9D 7H 8S / TC AS 6D 8H 2C QS 5S JS / "
               "TS AH 9S 4H",
}


def rows_of(text: str) -> list[list[Card]]:
    return [[parse(t) for t in row.split()] for row in text.split(" / ")]


def c(text: str) -> Card:
    return parse(text)


def canon(p: Position) -> tuple[object, ...]:
    """A position up to the order of its columns and of its cells."""
    return (tuple(sorted(p.columns)), tuple(sorted(x for x in p.cells if x is not None)),
            p.foundations)


def all_legal_moves(p: Position) -> list[Move]:
    """Every move the reference applier accepts (brute force over piles and lengths)."""
    cols = [f"t{i}" for i in range(len(p.columns))]
    cells = [f"c{i}" for i in range(len(p.cells))]
    out: list[Move] = []
    for src in cols + cells:
        for dst in [*cols, *cells, "f"]:
            longest = len(p.columns[int(src[1:])]) if src[0] == "t" and dst[0] == "t" else 1
            for n in range(1, longest + 1):
                move: Move = ("move", src, dst, n)
                try:
                    apply_move(p, move)
                except IllegalMove:
                    continue
                out.append(move)
    return out


# --- Microsoft deals ------------------------------------------------------------------------

def test_deal_1_card_by_card() -> None:
    rows = rows_of(PUBLISHED[1])
    columns = ms_deal(1)
    assert [len(col) for col in columns] == [7, 7, 7, 7, 6, 6, 6, 6]
    for r, row in enumerate(rows):
        for i, card in enumerate(row):
            assert columns[i][r] == card, (r, i)
    assert columns[0] == [c("JD"), c("KD"), c("2S"), c("4C"), c("3S"), c("6D"), c("6S")]
    assert columns[7] == [c("5H"), c("3H"), c("3C"), c("7S"), c("7D"), c("TC")]


@pytest.mark.parametrize("number", sorted(PUBLISHED))
def test_published_deals(number: int) -> None:
    order = [card for row in rows_of(PUBLISHED[number]) for card in row]
    assert ms_deck_order(number) == order
    assert ms_deal(number) == deal_columns(order)


@pytest.mark.parametrize("number", [1, 2, 32000, 32001, 123_456_789, LAST_DEAL])
def test_every_deal_is_a_whole_deck(number: int) -> None:
    order = ms_deck_order(number)
    assert sorted(order) == sorted(make(r, s) for s in range(4) for r in range(2, 15))
    assert [card for row in range(7) for col in ms_deal(number)
            if row < len(col) for card in [col[row]]] == order


@pytest.mark.parametrize("number", [0, -1, LAST_DEAL + 1])
def test_deal_numbers_out_of_range(number: int) -> None:
    with pytest.raises(ValueError):
        ms_deal(number)


# --- the reference rules ----------------------------------------------------------------------

def test_capacity_formula() -> None:
    assert capacity(4, 0, False) == 5
    assert capacity(4, 1, False) == 10
    assert capacity(4, 1, True) == 5  # the target is the only empty column
    assert capacity(2, 2, True) == 6
    assert capacity(0, 0, False) == 1


def test_apply_move_checks_the_rules() -> None:
    run = (c("KS"), c("QH"), c("JC"), c("TD"), c("9S"), c("8H"))
    p = Position.start([run, (c("9D"),), (c("AS"),), (c("2C"),), (c("3C"),), (c("4C"),),
                        (c("5C"),), (c("6C"),)], [c("KH"), None, None], (0, 0, 0, 0),
                       free_cells=3)
    # 3 free cells, no empty column: runs of up to 3 cards move
    with pytest.raises(IllegalMove):
        apply_move(p, ("move", "t0", "t1", 4))
    with pytest.raises(IllegalMove):  # 9S 8H is not one rank below 9D
        apply_move(p, ("move", "t0", "t1", 2))
    with pytest.raises(IllegalMove):  # three cards, but 8H would land on 9D: same colour
        apply_move(p, ("move", "t0", "t1", 1))
    with pytest.raises(IllegalMove):  # only one card at a time into a cell
        apply_move(p, ("move", "t0", "c1", 2))
    with pytest.raises(IllegalMove):  # the cell is taken
        apply_move(p, ("move", "t0", "c0", 1))
    with pytest.raises(IllegalMove):  # the 2C is not next on an empty foundation
        apply_move(p, ("move", "t3", "f", 1))
    with pytest.raises(IllegalMove):  # no such pile
        apply_move(p, ("move", "t0", "c3", 1))
    with pytest.raises(IllegalMove):  # an empty cell
        apply_move(p, ("move", "c1", "t0", 1))
    q = apply_move(p, ("move", "t2", "f", 1))  # the Ace goes home: column 2 is empty
    assert q.foundations == (1, 0, 0, 0) and q.columns[2] == ()
    assert apply_move(q, ("move", "t0", "t2", 3)).columns[2] == run[3:]
    with pytest.raises(IllegalMove):  # 4 cards > (2 + 1) * 2**0 onto the empty column
        apply_move(q.__class__(q.columns, (c("KH"), c("QD"), None), q.foundations),
                   ("move", "t0", "t2", 4))
    with pytest.raises(IllegalMove):  # not a run
        apply_move(p, ("move", "t7", "t6", 1))


def test_verify_rejects_broken_lines() -> None:
    columns = ms_deal(1)
    s = solve_freecell(columns, time_limit=10)
    assert s.status == "won"
    assert verify(columns, s.moves)
    assert not verify(columns, s.moves[:-1])  # legal, but not won
    assert not verify(columns, s.moves[1:])  # the first move matters
    assert not verify(columns, [("move", "t0", "f", 1), *s.moves])


# --- the solver -----------------------------------------------------------------------------

@pytest.mark.parametrize("number", [1, 2, 3, 100, 617, 1_000_000])
def test_deals_are_won_and_replay(number: int) -> None:
    columns = ms_deal(number)
    s = solve_freecell(columns, time_limit=20)
    assert s.status == "won"
    assert verify(columns, s.moves)
    for move in s.moves:
        if move[3] > 1:
            assert move[1][0] == "t" and move[2][0] == "t"


def test_solving_from_the_middle_of_a_game() -> None:
    columns = ms_deal(3)
    line = solve_freecell(columns, time_limit=20).moves
    p = Position.start(columns)
    for move in line[:25]:
        p = apply_move(p, move)
    s = solve_freecell(p.columns, p.cells, p.foundations, time_limit=20)
    assert s.status == "won"
    assert verify(p.columns, s.moves, p.cells, p.foundations)


def spades_only(cells: int) -> tuple[list[list[Card]], tuple[int, ...]]:
    """The hearts, diamonds and clubs are home; the spades cannot build on each other."""
    s = {r: make(r, 0) for r in range(2, 15)}
    columns = [[s[ACE], s[2], s[3]], [s[4]], [s[5], s[6]], [s[7], s[8]], [s[9]],
               [s[10], s[11]], [s[12]], [s[13]]]
    return columns, (0, 13, 13, 13)


def test_a_small_lost_position() -> None:
    columns, found = spades_only(1)
    s = solve_freecell(columns, foundations=found, free_cells=1)
    assert s.status == "lost" and s.moves == []
    assert s.nodes < 50
    # with a second cell the 3 and the 2 both get out of the Ace's way
    s = solve_freecell(columns, foundations=found, free_cells=2)
    assert s.status == "won"
    assert verify(columns, s.moves, (), found, free_cells=2)


def test_no_move_at_all_is_lost() -> None:
    columns, found = spades_only(0)
    assert solve_freecell(columns, foundations=found, free_cells=0).status == "lost"


def test_already_won() -> None:
    s = solve_freecell([[] for _ in range(8)], foundations=(13, 13, 13, 13))
    assert s.status == "won" and s.moves == []


def test_the_unsolvable_deal_is_lost() -> None:
    s = solve_freecell(ms_deal(UNSOLVABLE_DEAL), time_limit=120)
    assert s.status == "lost"


def test_limits_give_unknown_quickly() -> None:
    columns = ms_deal(UNSOLVABLE_DEAL)  # needs tens of thousands of positions
    # the compiled search proves it lost in about 60 ms: a limit far below that must
    # stop it undecided (how fast it stops is a benchmark's business, not a test's)
    s = solve_freecell(columns, time_limit=0.005)
    assert s.status == "unknown" and s.moves == []
    s = solve_freecell(columns, time_limit=60, node_limit=200)
    assert s.status == "unknown" and s.nodes == 200


# --- the search's moves against the reference rules ------------------------------------------

@given(st.integers(1, 32000), st.integers(0, 4), st.randoms(use_true_random=False))
def test_searched_moves_are_legal_and_cover_every_legal_move(
        number: int, cells: int, rng: random.Random) -> None:
    p = Position.start(ms_deal(number), free_cells=cells)
    for _ in range(40):
        moves = candidate_moves(p)
        reached = set()
        for move in moves:
            reached.add(canon(apply_move(p, move)))  # raises if the search breaks a rule
        for move in all_legal_moves(p):
            after = canon(apply_move(p, move))
            assert after in reached or after == canon(p), move
        if not moves:
            break
        p = apply_move(p, rng.choice(moves))


def random_endgame(rng: random.Random) -> tuple[list[list[Card]], list[Card], list[int], int]:
    columns = rng.choice([3, 4, 8])
    cells = rng.choice([0, 1, 2])
    found = [13] * 4
    for _ in range(rng.randint(4, 14)):
        found[rng.choice([s for s in range(4) if found[s]])] -= 1
    cards = [make(ACE if r == 1 else r, s) for s in range(4) for r in range(found[s] + 1, 14)]
    rng.shuffle(cards)
    in_cells = rng.randint(0, min(cells, len(cards)))
    piles: list[list[Card]] = [[] for _ in range(columns)]
    for card in cards[in_cells:]:
        piles[rng.randrange(columns)].append(card)
    return piles, cards[:in_cells], found, cells


def test_safe_foundation_moves_never_lose_a_won_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Endgames searched with and without the automatic foundation moves agree."""
    rng = random.Random(2026)
    outcomes = {"won": 0, "lost": 0}
    for _ in range(400):
        columns, cells, found, free = random_endgame(rng)
        fast = solve_freecell(columns, cells, found, free_cells=free, time_limit=30)
        with monkeypatch.context() as m:
            m.setattr(freecell, "_safe_limits", lambda f: [0, 0, 0, 0])
            slow = solve_freecell(columns, cells, found, free_cells=free, time_limit=30)
        assert fast.status == slow.status, (columns, cells, found, free)
        outcomes[fast.status] += 1
        if fast.status == "won":
            assert verify(columns, fast.moves, cells, found, free_cells=free)
    assert outcomes["won"] > 100 and outcomes["lost"] > 20


def test_a_position_must_hold_one_whole_deck() -> None:
    columns = ms_deal(5)
    with pytest.raises(ValueError):
        solve_freecell(columns[:-1])  # six cards missing
    with pytest.raises(ValueError):
        solve_freecell([*columns[:-1], [*columns[-1], columns[0][0]]])  # a card twice
    with pytest.raises(ValueError):
        solve_freecell(columns, foundations=(1, 0, 0, 0))  # the Ace of spades is home too
    with pytest.raises(ValueError):
        solve_freecell(columns, cells=[None] * 5)  # five cells for four
