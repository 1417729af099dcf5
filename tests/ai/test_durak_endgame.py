"""The Durak endgame solver against the engine: its moves and transitions are the
engine's, and its values agree with a brute-force minimax over the engine's own states."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from koloda.ai.durak_endgame import EndgameSolver, applies
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.state import DurakState

GAME = get_game("durak")


def endgames(rules_over: dict[str, object], players: int, seeds: range, most_cards: int,
             rng: random.Random) -> Iterator[DurakState]:
    """The first endgame position of each random game with at most ``most_cards`` cards
    in the two hands."""
    rules = GAME.make_rules(overrides=rules_over)
    for seed in seeds:
        st = GAME.new_state(players, rules, seed)
        while not st.is_terminal():
            if st.current_player() == CHANCE:
                st.apply_chance()
                continue
            assert isinstance(st, DurakState)
            if applies(st) and sum(h.bit_count() for h in st.hands) <= most_cards:
                yield st
                break
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])


class TooBig(Exception):
    pass


def brute(st: DurakState, seats: tuple[int, int], memo: dict[tuple[object, ...], int],
          most: int = 12_000) -> int:
    """Minimax over the engine's states (+1: ``seats[1]`` is the fool, -1: ``seats[0]``,
    0: a draw); memoised on the engine's own fields, no pruning, no canonical forms.
    TooBig past ``most`` positions."""
    if len(memo) > most:
        raise TooBig
    if st.is_terminal() or st.current_player() == CHANCE:
        fools = st.fools[-1]
        return 0 if not fools else (1 if fools[0] == seats[1] else -1)
    key = (tuple(st.hands), tuple(st.att), tuple(st.dfn), st.phase, st.to_move, st.taking,
           st.throw_pos, st.covered, st.cap_n, st.stall, st.attacker, st.defender)
    got = memo.get(key)
    if got is not None:
        return got
    values = []
    for a in st.legal_actions():
        child = st.clone()
        child.apply(a)
        values.append(brute(child, seats, memo))
    value = max(values) if st.current_player() == seats[0] else min(values)
    memo[key] = value
    return value


def _agrees_with_brute_force(solver: EndgameSolver, st: DurakState,
                             may_give_up: bool = False) -> bool:
    """The solver's value of endgame ``st``, and of each move from it, is the brute-force
    minimax's. False: a long circle of takes, too many positions for brute force (or,
    ``may_give_up``, for the solver's budget)."""
    got = solver.outcome(st)
    if got is None and may_give_up:
        return False
    assert got is not None
    value, seats = got
    memo: dict[tuple[object, ...], int] = {}
    try:
        assert value == brute(st.clone(), seats, memo)
        moves = solver.outcome_moves(st)
        assert moves is not None
        for a, v in moves[0].items():  # each move's value too
            child = st.clone()
            child.apply(a)
            assert v == brute(child, seats, memo)
    except TooBig:
        return False
    return True


@pytest.mark.parametrize("base", ["podkidnoy", "perevodnoy", "simple", "show"])
def test_solver_agrees_with_brute_force(base: str) -> None:
    over: dict[str, object] = {"base": base, "deck": 24, "draw_after_bouts": 10}
    if base == "show":  # perevodnoy with the transfer by showing a trump
        over.update(base="perevodnoy", transfer_by_trump_show=True)
    solver = EndgameSolver(GAME.make_rules(overrides=over), max_nodes=10**7)
    found = 0
    for st in endgames(over, 2, range(30), 5, random.Random(3)):
        found += _agrees_with_brute_force(solver, st)
    assert found >= 5


def _walk_against_engine(solver: EndgameSolver, st: DurakState, rng: random.Random) -> int:
    """Play random moves from endgame ``st`` while the solver applies: at each step the
    solver lists the engine's legal moves and reaches the engine's next position (or its
    outcome). Returns the steps taken."""
    steps = 0
    while not st.is_terminal() and applies(st):
        got = solver.position(st)
        assert got is not None
        pos, seats = got
        legal = st.legal_actions()
        assert sorted(solver.moves(pos)) == sorted(legal)
        a = legal[rng.randrange(len(legal))]
        nxt = solver.play(pos, a)
        st.apply(a)
        steps += 1
        if isinstance(nxt, int):
            fools = st.fools[-1]
            assert nxt == (0 if not fools else 1 if fools[0] == seats[1] else -1)
            assert st.is_terminal()
        else:
            again = solver.position(st)
            assert again is not None and again == (nxt, seats)
    return steps


@pytest.mark.parametrize("base,players,draw_allowed", [
    ("podkidnoy", 2, True), ("perevodnoy", 2, True), ("simple", 2, False),
    ("podkidnoy", 3, False), ("perevodnoy", 4, True), ("show", 2, True), ("show", 3, False)])
def test_moves_and_transitions_are_the_engines(base: str, players: int,
                                                draw_allowed: bool) -> None:
    """At every step of random endgames the solver lists the engine's legal moves and
    reaches the engine's next position (or its outcome)."""
    over: dict[str, object] = {"base": base, "deck": 36 if players > 2 else 24,
                               "draw_after_bouts": 12, "draw_allowed": draw_allowed}
    if base == "show":  # perevodnoy with the transfer by showing a trump
        over.update(base="perevodnoy", transfer_by_trump_show=True)
    rules = GAME.make_rules(overrides=over)
    solver = EndgameSolver(rules)
    rng = random.Random(9)
    steps = 0
    for st in endgames(over, players, range(40), 99, rng):
        steps += _walk_against_engine(solver, st, rng)
    assert steps > 300


def test_canonical_hands_share_entries() -> None:
    """Two positions that differ by a swap of plain suits and by absent ranks are one
    table entry."""
    rules = GAME.make_rules(overrides={"deck": 36})
    solver = EndgameSolver(rules)
    solver.trump = 3  # hearts
    from koloda.engine import cards as C

    def m(*cards: str) -> int:
        return C.mask_of(C.parse(c) for c in cards)

    one = solver._key(m("6S", "9S", "AH"), m("7S", "KC"), 6, 0)
    two = solver._key(m("7C", "JC", "AH"), m("9C", "QD"), 6, 0)  # suits swapped, ranks moved
    assert one == two
    assert one != solver._key(m("6S", "9S", "AH"), m("7S", "KC"), 6, 1)


def test_the_key_keeps_what_royal_and_japanese_tell_apart() -> None:
    """royal: the deck's lowest rank and the ace are never squeezed out, so a hand whose
    lowest card is a 7 is not taken for one holding the 6 (only an ace covers a 6); and
    the count of ranks kept tells the ace from the card just above the 6 when nobody
    holds anything between (6 and A against 6 and 7: the ace covers, the 7 does not).
    japanese: spades are not swapped with another plain suit (only spades cover them)."""
    from koloda.engine import cards as C

    def m(*cards: str) -> int:
        return C.mask_of(C.parse(c) for c in cards)

    plain = EndgameSolver(GAME.make_rules(overrides={"deck": 36}))
    royal = EndgameSolver(GAME.make_rules(overrides={"deck": 36, "royal": True}))
    for solver in (plain, royal):
        solver.trump = 3  # hearts
    six, seven = (m("6S", "9S", "AH"), m("KS")), (m("7S", "9S", "AH"), m("KS"))
    assert plain._key(*six, 6, 0) == plain._key(*seven, 6, 0)
    assert royal._key(*six, 6, 0) != royal._key(*seven, 6, 0)
    assert royal._key(*six, 6, 0) == royal._key(m("6C", "9C", "AH"), m("KC"), 6, 0)
    assert royal._key(m("6S"), m("AS"), 6, 0) != royal._key(m("6S"), m("7S"), 6, 0)
    assert plain._key(m("6S"), m("AS"), 6, 0) == plain._key(m("6S"), m("7S"), 6, 0)

    japanese = EndgameSolver(GAME.make_rules(overrides={"deck": 36, "japanese": "a"}))
    for solver in (plain, japanese):
        solver.trump = 2  # diamonds
    spades, clubs = (m("6S", "9S"), m("KS")), (m("6C", "9C"), m("KC"))
    assert plain._key(*spades, 6, 0) == plain._key(*clubs, 6, 0)
    assert japanese._key(*spades, 6, 0) != japanese._key(*clubs, 6, 0)
    assert japanese._key(*clubs, 6, 0) == japanese._key(m("6H", "9H"), m("KH"), 6, 0)

    # two_trump: the attacker's own trump first, then the defender's; the other two suits
    # are interchangeable
    two = EndgameSolver(GAME.make_rules(overrides={"deck": 36, "two_trump": True}))
    two.trumps2 = (C.SPADES, C.CLUBS)
    assert two._key(m("6S"), m("7C"), 6, 0, 0) != two._key(m("6S"), m("7C"), 6, 0, 1)
    assert two._key(m("6S"), m("7C"), 6, 0, 0) == two._key(m("6C"), m("7S"), 6, 0, 1)
    assert two._key(m("6D"), m("7D"), 6, 0, 0) == two._key(m("6H"), m("7H"), 6, 0, 0)


@pytest.mark.parametrize("refusal", [True, False])
def test_the_transfer_back_to_an_empty_hand(refusal: bool) -> None:
    """transfer_refusal, rigged: the attacker lays his last card, the defender may pass it
    back with one of its rank, and the attacker must take; the solver offers exactly the
    engine's moves, and its values are the brute-force minimax's. Without the rule that
    transfer is not a move (an empty hand has no room)."""
    from koloda.engine import cards as C

    over: dict[str, object] = {"base": "perevodnoy", "deck": 36,
                               "transfer_refusal": refusal}
    st = GAME.new_state(2, GAME.make_rules(overrides=over), 1)
    while st.current_player() == CHANCE:
        st.apply_chance()
    assert isinstance(st, DurakState)
    a = st.to_move
    st.stock.clear()
    st.hands[a] = C.mask_of([C.parse("6S")])
    st.hands[1 - a] = C.mask_of(C.parse(c) for c in ("6C", "9D", "KS"))
    st.play("attack 6S")
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    moves = solver.outcome_moves(st)
    assert moves is not None
    back = st.text_to_action("transfer 6C")
    assert (back in moves[0]) == refusal
    assert sorted(moves[0]) == sorted(st.legal_actions())
    assert _agrees_with_brute_force(solver, st)
    if refusal:  # passed back, the attacker holds nothing and must take
        st.apply(back)
        assert [st.action_to_text(x) for x in st.legal_actions()] == ["take"]


def _rigged(over: dict[str, object], mover: tuple[str, ...],
            other: tuple[str, ...]) -> DurakState:
    """A two-player endgame of deal 1 (trump spades): the stock emptied, the player to
    move holding ``mover`` and the other ``other``."""
    from koloda.engine import cards as C

    st = GAME.new_state(2, GAME.make_rules(overrides={"deck": 36, **over}), 1)
    while st.current_player() == CHANCE:
        st.apply_chance()
    assert isinstance(st, DurakState) and st.trump == C.SPADES
    a = st.to_move
    st.stock.clear()
    st.hands[a] = C.mask_of(C.parse(c) for c in mover)
    st.hands[1 - a] = C.mask_of(C.parse(c) for c in other)
    return st


@pytest.mark.parametrize("any_time", [True, False])
def test_the_transfer_after_a_cover(any_time: bool) -> None:
    """transfer_any_time, rigged: two sixes led, one covered; the other six may still be
    passed on with a third, and the cover stays on the table. The solver's moves are the
    engine's, before and after, and its values the brute-force minimax's."""
    st = _rigged({"base": "perevodnoy", "transfer_any_time": any_time},
                 ("6H", "6D", "9C", "10D", "AH"), ("7H", "6C", "KD"))
    st.play("attack 6H")
    st.play("attack 6D")
    st.play("beat 7H on 6H")
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    moves = solver.outcome_moves(st)
    assert moves is not None
    assert sorted(moves[0]) == sorted(st.legal_actions())
    texts = sorted(st.action_to_text(x) for x in moves[0])
    assert texts == ["beat KD on 6D", "take", *(["transfer 6C"] if any_time else [])]
    assert _agrees_with_brute_force(solver, st)
    if any_time:  # the old attacker now answers 6D and 6C; 6H stays covered by 7H
        st.play("transfer 6C")
        assert st.covered == 1 and st.unbeaten == 2
        assert _agrees_with_brute_force(solver, st)


def test_boring_leads_the_highest_rank_until_a_stall() -> None:
    """boring, rigged: the leader may lead only his kings, until two bouts in a row end in
    a take; the solver lists the engine's leads either way and its values are the brute
    force's."""
    st = _rigged({"base": "podkidnoy", "boring": True},
                 ("7C", "9D", "KH", "KD"), ("8C", "JD", "QH"))
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    for stall, leads in ((0, ["attack KD", "attack KH"]),
                         (2, ["attack 7C", "attack 9D", "attack KD", "attack KH"])):
        st.stall = stall
        moves = solver.outcome_moves(st)
        assert moves is not None
        assert sorted(st.action_to_text(x) for x in moves[0]) == leads
        assert sorted(moves[0]) == sorted(st.legal_actions())
        assert _agrees_with_brute_force(solver, st)


def test_circular_swaps_the_hands_before_anybody_goes_out() -> None:
    """circular, rigged: the defender covers with his last card; the hands are then swapped,
    so the attacker is left empty-handed and goes out, and the defender is the fool. The
    solver values it so, and agrees with the brute force."""
    st = _rigged({"base": "simple", "circular": True}, ("6H", "9C", "KD"), ("7H",))
    fool = 1 - st.to_move
    st.play("attack 6H")
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    moves = solver.outcome_moves(st)
    assert moves is not None
    cover = st.text_to_action("beat 7H on 6H")
    assert sorted(moves[0]) == sorted(st.legal_actions())
    assert moves[0][cover] == (1 if moves[1][1] == fool else -1)
    assert _agrees_with_brute_force(solver, st)
    st.apply(cover)
    assert st.is_terminal() and st.fool == fool


@pytest.mark.parametrize("simple_b", [True, False])
def test_simple_b_takes_only_the_uncovered(simple_b: bool) -> None:
    """simple_b, rigged: a pair led, one covered, the defender takes: he picks up only the
    uncovered six (the covered pair is discarded); in plain simple all three cards."""
    from koloda.engine import cards as C

    st = _rigged({"base": "simple", "simple_b": simple_b}, ("6H", "6D", "9C", "10D"),
                 ("7H", "JC", "QC"))
    d = 1 - st.to_move
    st.play("attack 6H")
    st.play("attack 6D")
    st.play("beat 7H on 6H")
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    moves = solver.outcome_moves(st)
    assert moves is not None and sorted(moves[0]) == sorted(st.legal_actions())
    assert _agrees_with_brute_force(solver, st)
    st.play("take")
    got = ("6D",) if simple_b else ("6D", "6H", "7H")
    assert st.hands[d] == C.mask_of(C.parse(c) for c in ("JC", "QC", *got))
    assert _agrees_with_brute_force(solver, st)


def test_chinese_nine_of_diamonds_and_the_first_card_take() -> None:
    """chinese, rigged: covering with 9♦ discards the table at once (the throw-in that
    would follow never comes; the defender leads next), and a defender who takes keeps
    only the first attack card. The solver agrees with the engine and the brute force."""
    from koloda.engine import cards as C

    over: dict[str, object] = {"base": "podkidnoy", "chinese": True}
    st = _rigged(over, ("8D", "9C", "KH", "KC"), ("9D", "10H", "QH"))
    d = 1 - st.to_move
    st.play("attack 8D")
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    moves = solver.outcome_moves(st)
    assert moves is not None and sorted(moves[0]) == sorted(st.legal_actions())
    assert _agrees_with_brute_force(solver, st)
    st.play("beat 9D on 8D")
    assert st.to_move == d and not st.att and st.hands[d] == C.mask_of(
        C.parse(c) for c in ("10H", "QH"))
    assert _agrees_with_brute_force(solver, st)

    st = _rigged(over, ("KH", "KC", "9C"), ("AH", "10D", "QD"))
    d = 1 - st.to_move
    st.play("attack KH")
    st.play("attack KC")
    st.play("beat AH on KH")
    assert _agrees_with_brute_force(solver, st)
    st.play("take")
    assert st.hands[d] == C.mask_of(C.parse(c) for c in ("10D", "QD", "KH"))


@pytest.mark.parametrize("defender, size", [(("7H", "JC", "QC"), 3), (("7H", "JC"), 2)])
def test_treshka_leads_three_cards_or_what_the_hands_allow(defender: tuple[str, ...],
                                                           size: int) -> None:
    """treshka, rigged: the lead is three cards of any ranks (two against a defender of
    two); no ``done`` before it is full, and the defence starts when it is. The solver's
    moves are the engine's at each step and its values the brute force's."""
    st = _rigged({"base": "simple", "treshka": True}, ("6H", "9C", "KD", "AH"), defender)
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    for card in ("6H", "9C", "KD")[:size]:
        moves = solver.outcome_moves(st)
        assert moves is not None and sorted(moves[0]) == sorted(st.legal_actions())
        texts = {st.action_to_text(x) for x in moves[0]}
        assert "done" not in texts and f"attack {card}" in texts
        assert _agrees_with_brute_force(solver, st)
        st.play(f"attack {card}")
    assert len(st.att) == size and st.to_move == 1 - st.attacker
    assert _agrees_with_brute_force(solver, st)


def test_english_g_leads_a_pair_or_passes() -> None:
    """english_g, rigged: the leader must lead a pair (both cards, no ``done`` between);
    without one he passes and the other leads; after two passes (a stall) any single card
    may be led. The solver's moves are the engine's and its values the brute force's."""
    st = _rigged({"base": "simple", "english_g": True}, ("6H", "6D", "KC"), ("7H", "9D", "JC"))
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    moves = solver.outcome_moves(st)
    assert moves is not None and sorted(moves[0]) == sorted(st.legal_actions())
    assert sorted(st.action_to_text(x) for x in moves[0]) == ["attack 6D", "attack 6H"]
    assert _agrees_with_brute_force(solver, st)
    st.play("attack 6H")
    assert [st.action_to_text(x) for x in st.legal_actions()] == ["attack 6D"]
    assert solver.outcome_moves(st) is not None

    st = _rigged({"base": "simple", "english_g": True}, ("6H", "8D", "KC"), ("7H", "9D", "9C"))
    a = st.to_move
    solver = EndgameSolver(st.rules, max_nodes=10**6)
    moves = solver.outcome_moves(st)
    assert moves is not None and [st.action_to_text(x) for x in moves[0]] == ["pass"]
    assert _agrees_with_brute_force(solver, st)
    st.play("pass")  # the other holds the nines: he leads them
    assert st.to_move == 1 - a and st.stall == 1
    st.stall = 2  # stalled: single cards
    moves = solver.outcome_moves(st)
    assert moves is not None and sorted(moves[0]) == sorted(st.legal_actions())
    assert len(moves[0]) == 3
    assert _agrees_with_brute_force(solver, st)


def test_simple_v_leads_pairs_then_a_single() -> None:
    """simple_v, rigged: after a first card the leader may close (it is the single) or lay
    its pair; after a pair he must lay a card of a new rank; the defence starts once no
    card may be added. The solver's moves are the engine's at each step and its values the
    brute force's."""
    over: dict[str, object] = {"base": "simple", "simple_v": True, "draw_after_bouts": 10}
    two_pairs = [("6H", {"attack 6D", "done"}), ("6D", {"attack 9C", "attack 9D", "attack KC"}),
                 ("9C", {"attack 9D", "done"}), ("9D", {"attack KC"}), ("KC", None)]
    one_pair = [("6H", {"attack 6D", "done"}), ("6D", {"attack KC"}), ("KC", None)]
    for hands, steps, brute_force in (
            ((("6H", "6D", "9C", "9D", "KC"), ("7H", "7D", "10C", "JD", "AC")), two_pairs, False),
            ((("6H", "6D", "KC"), ("7H", "7D", "JD", "AC")), one_pair, True)):
        st = _rigged(over, *hands)
        solver = EndgameSolver(st.rules, max_nodes=10**6)
        for card, then in steps:
            st.play(f"attack {card}")
            moves = solver.outcome_moves(st)
            assert moves is not None and sorted(moves[0]) == sorted(st.legal_actions())
            if then is None:  # the lead is closed: the defender answers
                assert st.to_move == 1 - st.attacker and len(st.att) == len(steps)
            else:
                assert {st.action_to_text(x) for x in moves[0]} == then
            assert not brute_force or _agrees_with_brute_force(solver, st)


def test_a_line_deeper_than_python_allows_gives_up_instead_of_crashing() -> None:
    """Perevodnoy endgames can run hundreds of plies deep (transfers, then a bout taken,
    again and again until the draw rule): past the recursion limit the solver gives up
    (None) and the search falls back to rollouts, as with its node budget."""
    import sys

    st = next(endgames({"base": "perevodnoy"}, 2, range(40), 12, random.Random(5)))
    solver = EndgameSolver(st.rules)
    depth = len(__import__("inspect").stack())
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + 40)
    try:
        shallow = solver.outcome(st)
    finally:
        sys.setrecursionlimit(old)
    assert shallow is None or shallow[0] in (-1, 0, 1)
    assert solver.outcome(st) is not None  # with room, the same position is solved


# the variants whose endgame is the base game's (durak_endgame.SAME_ENDGAME), each with a
# base game it is played with
SAME_ENDGAME_CASES = [
    ("albanian", {"base": "podkidnoy", "albanian": True}),
    ("armenian", {"base": "perevodnoy", "armenian": True}),
    ("trumpless", {"base": "perevodnoy", "trumpless": True}),
    ("trump_swap", {"base": "podkidnoy", "trump_swap": True}),
    ("magadan", {"base": "podkidnoy", "magadan": True}),
    ("piled_a", {"base": "perevodnoy", "piled": "a"}),
    ("invisible", {"base": "simple", "invisible": True}),
    ("discard_back", {"base": "podkidnoy", "discard_back": True}),
    ("empty", {"base": "perevodnoy", "empty": True}),
    ("poker", {"base": "perevodnoy", "poker": True}),
    # durak_endgame.OWN_ENDGAME: only the beat table differs, and the key keeps it apart
    ("royal", {"base": "podkidnoy", "royal": True}),
    ("royal_perevodnoy", {"base": "perevodnoy", "royal": True}),
    # (a spade nobody can cover goes round in takes until the draw rule: with its default
    # of 60 bouts such lines run past the search's depth, and it falls back to sampling)
    ("japanese_a", {"base": "perevodnoy", "japanese": "a", "draw_after_bouts": 10}),
    ("japanese_b", {"base": "podkidnoy", "japanese": "b", "draw_after_bouts": 10}),
    ("royal_japanese", {"base": "simple", "royal": True, "japanese": "a",
                        "draw_after_bouts": 10}),
    # the transfer back to an attacker who has laid his last card
    ("transfer_refusal", {"base": "perevodnoy", "transfer_refusal": True}),
    ("transfer_refusal_show", {"base": "perevodnoy", "transfer_refusal": True,
                               "transfer_by_trump_show": True}),
    # transfers after covers began; leads of the highest rank only, until a stall
    ("transfer_any_time", {"base": "perevodnoy", "transfer_any_time": True}),
    ("transfer_any_time_show", {"base": "perevodnoy", "transfer_any_time": True,
                                "transfer_by_trump_show": True}),
    ("boring", {"base": "podkidnoy", "boring": True}),
    ("boring_simple", {"base": "simple", "boring": True}),
    ("boring_perevodnoy", {"base": "perevodnoy", "boring": True}),
    # the hands swapped after every bout (two players only)
    ("circular", {"base": "podkidnoy", "circular": True}),
    ("circular_perevodnoy", {"base": "perevodnoy", "circular": True}),
    # what a take picks up: the uncovered cards; the first attack card (and 9♦ discards)
    ("simple_b", {"base": "simple", "simple_b": True}),
    ("chinese", {"base": "podkidnoy", "chinese": True}),
    ("chinese_perevodnoy", {"base": "perevodnoy", "chinese": True}),
    ("chinese_royal", {"base": "simple", "chinese": True, "royal": True}),
    # each seat its own trump (three players in the transitions test: any two seats left)
    ("two_trump", {"base": "podkidnoy", "two_trump": True}),
    ("two_trump_show", {"base": "perevodnoy", "two_trump": True,
                        "transfer_by_trump_show": True}),
    # every lead three cards of any ranks (base simple)
    ("treshka", {"base": "simple", "treshka": True}),
    ("treshka_simple_b", {"base": "simple", "treshka": True, "simple_b": True}),
    # every lead one pair, or a pass (base simple)
    ("english_g", {"base": "simple", "english_g": True}),
    ("english_g_royal", {"base": "simple", "english_g": True, "royal": True}),
    # pairs, then one single card (base simple)
    ("simple_v", {"base": "simple", "simple_v": True}),
    ("simple_v_simple_b", {"base": "simple", "simple_v": True, "simple_b": True}),
]


@pytest.mark.parametrize("name,variant", SAME_ENDGAME_CASES,
                         ids=[c[0] for c in SAME_ENDGAME_CASES])
def test_variants_with_the_base_endgame_agree_with_brute_force(
        name: str, variant: dict[str, object]) -> None:
    """Each variant :func:`supports` takes besides the base games: the solver's value (and
    each move's) equals a brute-force minimax over the engine's states of that variant, on
    small endgames; every card is known there (a world drawn for either seat is the true
    deal)."""
    from koloda.ai.durak_endgame import supports
    from koloda.engine.infoset import InfoSet

    over: dict[str, object] = {"deck": 24, "draw_after_bouts": 10, **variant}
    rules = GAME.make_rules(overrides=over)
    assert rules.active_variants() and supports(rules)
    solver = EndgameSolver(rules, max_nodes=10**7)
    found = 0
    for st in endgames(over, 2, range(150), 5, random.Random(3)):
        if found >= 8:
            break
        for seat in range(2):
            world = InfoSet(st, seat).resample(random.Random(seat))
            assert isinstance(world, DurakState) and world.hands == st.hands
        # with the transfer back to an empty hand nobody goes out while the other holds
        # his rank: games of takes go round until the draw rule, past the budget at times
        found += _agrees_with_brute_force(solver, st, may_give_up="refusal" in name)
    assert found >= 5, name


@pytest.mark.parametrize("name,variant", SAME_ENDGAME_CASES,
                         ids=[c[0] for c in SAME_ENDGAME_CASES])
def test_variants_moves_and_transitions_are_the_engines(
        name: str, variant: dict[str, object]) -> None:
    """In those variants too, at every step of random endgames (three players, two
    left; two from the start in circular, a game for two) the solver lists the engine's
    moves and reaches its next position."""
    over: dict[str, object] = {"deck": 36, "draw_after_bouts": 12, **variant}
    solver = EndgameSolver(GAME.make_rules(overrides=over))
    rng = random.Random(9)
    steps = 0
    for st in endgames(over, 2 if "circular" in variant else 3, range(15), 99, rng):
        steps += _walk_against_engine(solver, st, rng)
    assert steps > 50, name


@pytest.mark.parametrize("name,variant", SAME_ENDGAME_CASES,
                         ids=[c[0] for c in SAME_ENDGAME_CASES])
def test_hard_solves_the_endgames_of_those_variants(name: str,
                                                    variant: dict[str, object]) -> None:
    """``hard`` answers such an endgame by the solver (an exact ``endgame`` thought), not
    by sampling: the first small endgame the solver settles within its default budget
    (some japanese ones, spades going round in takes, need more)."""
    from koloda.ai import make_agent
    from koloda.engine.infoset import InfoSet

    over: dict[str, object] = {"deck": 24, **variant}
    probe = EndgameSolver(GAME.make_rules(overrides=over))
    st = next(e for e in endgames(over, 2, range(40), 6, random.Random(4))
              if probe.outcome_moves(e) is not None)
    seat = st.current_player()
    agent: Any = make_agent(GAME, "hard", seat, random.Random(1))
    thought = agent.think(InfoSet(st, seat), force=True)
    assert thought.method == "endgame" and thought.exact, name
    assert thought.action in st.legal_actions()


@pytest.mark.parametrize("variant", [
    {"believe": True}, {"piled": "b"}, {"big": True}, {"chukotka": True},
    {"points": True}, {"pursuit": True},
    {"reverse": True},
    {"base": "simple", "road": True},
    {"albanian": True, "points": True},  # one variant outside is enough
    {"royal": True, "chukotka": True}, {"boring": True, "points": True},
    {"chinese": True, "japanese": "a"},  # the key keeps one suit apart, not two
    {"chinese": True, "two_trump": True},
])
def test_the_other_variants_stay_with_sampling(variant: dict[str, object]) -> None:
    from koloda.ai.durak_endgame import supports

    assert not supports(GAME.make_rules(overrides={"deck": 36, **variant}))
