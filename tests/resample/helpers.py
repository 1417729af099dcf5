"""Shared checks for the resampling tests: the grid of games, random positions, and what
a sample must keep for each game family."""

from __future__ import annotations

import random
from collections.abc import Iterator
from math import factorial

from koloda.engine import cards as C
from koloda.engine.errors import RuleError
from koloda.engine.game import CHANCE, State, all_games, get_game
from koloda.games.durak.actions import DONE
from koloda.games.durak.state import DurakState
from koloda.games.durak.state import Phase as DurakPhase
from koloda.games.maumau.state import Phase as ShedPhase
from koloda.games.maumau.state import ShedState
from koloda.games.patience.state import PatienceState
from koloda.games.tysyacha.cardset import SUIT_BITS
from koloda.games.tysyacha.state import TysyachaState, _ways

Case = tuple[str, str | None, str | None, int]


def cases() -> list[Case]:
    """Every game x player count, preset and variant (as tests/test_conformance.py),
    each at a player count its rules allow."""
    out: list[Case] = []
    for game in all_games():
        for players in range(game.min_players, game.max_players + 1):
            out.append((game.key, None, None, players))
        for preset in game.presets:
            out.append((game.key, preset, None, game.default_players))
        for variant in game.variants:
            out.append((game.key, None, variant, game.default_players))
    return out


def new_state(case: Case, seed: int) -> State:
    key, preset, variant, players = case
    game = get_game(key)
    rules = game.make_rules(preset=preset, variants=[variant] if variant else [])
    for n in (players, *range(game.min_players, game.max_players + 1)):
        try:
            game.check_players(n, rules)
        except RuleError:
            continue
        return game.new_state(n, rules, seed)
    raise AssertionError(f"no player count fits {case}")


def positions(state: State, rng: random.Random, count: int, every: float = 0.25,
              max_steps: int = 600) -> Iterator[State]:
    """Up to ``count`` positions (a player to move) of a random game, ``state`` itself."""
    steps = 0
    while count and not state.is_terminal() and steps < max_steps:
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        if rng.random() < every:
            count -= 1
            yield state
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1


def play_out(state: State, rng: random.Random, max_steps: int = 200_000) -> None:
    steps = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        legal = state.legal_actions()
        assert legal, "a sample reached a position with no legal action"
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < max_steps, "a sample did not play to the end"


def arrangements(places: list[int]) -> int:
    """Ways to arrange cards among places holding these many each (sets; an ordered
    place such as a stock position counts as a place of one)."""
    out = factorial(sum(places))
    for k in places:
        out //= factorial(k)
    return out


# --- per game: what a sample must keep ------------------------------------------------

def check_sample(state: State, sample: State, seat: int) -> int:
    """Check ``sample`` against ``state`` for ``seat``; returns a lower bound on the
    number of deals ``seat`` cannot tell apart (1 when unknown), for the "not a copy"
    check."""
    assert sample.observation(seat) == state.observation(seat)
    assert sample.unseen(seat) == state.unseen(seat)
    assert sample.history == state.history
    assert sample.current_player() == state.current_player()
    if state.current_player() == seat:
        assert sorted(sample.legal_actions()) == sorted(state.legal_actions())
    if isinstance(state, DurakState):
        assert isinstance(sample, DurakState)
        return _check_durak(state, sample, seat)
    if isinstance(state, ShedState):
        assert isinstance(sample, ShedState)
        return _check_shed(state, sample, seat)
    if isinstance(state, PatienceState):
        assert isinstance(sample, PatienceState)
        return _check_patience(state, sample)
    if isinstance(state, TysyachaState):
        assert isinstance(sample, TysyachaState)
        return _check_tysyacha(state, sample, seat)
    # a game of another package (examples/high-card): only what every game must keep,
    # checked above; its own tests check where its cards may go
    assert type(sample) is type(state)
    return 1


def _check_patience(state: PatienceState, sample: PatienceState) -> int:
    """Only never-seen face-down cards move, among their own places."""
    spots = state.hidden_positions()
    assert sample.hidden_positions() == spots
    assert sorted(sample.piles[i][k] for i, k in spots) == sorted(
        state.piles[i][k] for i, k in spots)
    hidden = set(spots)
    for i, pile in enumerate(state.piles):
        for k, card in enumerate(pile):
            if (i, k) not in hidden:
                assert sample.piles[i][k] == card
    return factorial(len(spots))


def differs(state: State, sample: State) -> bool:
    """Does the sample place some card elsewhere than the true deal?"""
    if isinstance(state, DurakState):
        assert isinstance(sample, DurakState)
        return (state.hands != sample.hands or state.stock != sample.stock
                or state.closed_order != sample.closed_order or state.slots != sample.slots
                or state.dfn != sample.dfn or state.discard != sample.discard
                or state.removed != sample.removed)
    if isinstance(state, ShedState):
        assert isinstance(sample, ShedState)
        return state.hands != sample.hands or state.stock != sample.stock
    if isinstance(state, PatienceState):
        assert isinstance(sample, PatienceState)
        return state.piles != sample.piles
    if not isinstance(state, TysyachaState):  # another package's game: what seats see
        return any(state.observation(s) != sample.observation(s)
                   for s in range(state.players))
    assert isinstance(sample, TysyachaState)
    return ([*state.hands, state.talon, state.talon2, state.pile, state.rest]
            != [*sample.hands, sample.talon, sample.talon2, sample.pile, sample.rest])


def _durak_places(st: DurakState) -> list[int]:
    table = C.mask_of(st.att) | C.mask_of(c for c in st.dfn if c >= 0)
    return [*st.hands, C.mask_of(st.stock), st.discard, st.removed, table]


def _check_durak(st: DurakState, sm: DurakState, seat: int) -> int:
    n = st.players
    before, after = _durak_places(st), _durak_places(sm)
    total = 0
    for a, b in zip(before, after, strict=True):
        assert a.bit_count() == b.bit_count()
        assert not total & b, "a card is in two places"
        total |= b
    assert total == C.mask_of(st.hk.deck_cards), "a card was lost or made up"
    assert len(sm.stock) == len(st.stock) and sm.att == st.att
    assert [d < 0 for d in sm.dfn] == [d < 0 for d in st.dfn]
    free = st.unseen(seat) & ~st.known[seat]
    # what the seat knows stays where it is
    for s in range(n):
        assert sm.hands[s] & ~free == st.hands[s] & ~free
        assert sm.closed[s].bit_count() == st.closed[s].bit_count()
        assert sm.closed[s] & ~sm.hands[s] == 0
        assert sorted(sm.closed_order[s]) == sorted(C.cards_in(sm.closed[s]))
        if st.hk.slots:
            assert sorted(sm.slots[s]) == sorted(C.cards_in(sm.hands[s]))
            for a, b in zip(st.slots[s], sm.slots[s], strict=True):
                assert a == b or free >> a & 1
        assert sm.dark_by[s] & ~sm.secret == 0
    for a, b in zip(st.stock, sm.stock, strict=True):
        assert a == b or free >> a & 1
    for a, b in zip(st.dfn, sm.dfn, strict=True):
        assert a == b or free >> a & 1
    assert sm.discard & ~free == st.discard & ~free
    assert sm.secret.bit_count() == st.secret.bit_count()
    assert sm.secret & ~(sm.discard | C.mask_of(c for c in sm.dfn if c >= 0)) == 0
    # the variants' knowledge
    if st.stock and st.trump_card == st.stock[0]:
        assert sm.trump_card == sm.stock[0]
        assert st.trump < 0 or C.suit_of(sm.trump_card) == st.trump
    if st.hk.albanian and st.stock_dealt:
        run = [c & 15 for c in sm.stock[1:]]
        assert run == sorted(run), "the albanian stock is no longer sorted"
        assert all(r <= st.floor[seat] for r in run if r)
    if st.back:
        back = st.back & free
        for s in range(n):
            assert (sm.hands[s] & back).bit_count() <= st.fresh[s]
            assert not sm.closed[s] & back
    if st.phase == DurakPhase.THROW or (st.phase == DurakPhase.LEAD and st.att):
        # the engine asks only a player who can add a card: every seat knows he can
        assert [a for a in sm.legal_actions() if a != DONE], "the mover cannot move"
    return _durak_many(st, seat, free)


def _durak_many(st: DurakState, seat: int, free: int) -> int:
    """A lower bound on the deals ``seat`` cannot tell apart: the ways to swap its
    hidden cards among their places that surely agree with its view (cards bound by a
    variant's rule stay put; albanian: swaps within a rank keep the sorted stock)."""
    stuck = st.back & free  # discard_back: cards shuffled back go only some places
    if st.stock and free >> st.stock[0] & 1:
        stuck |= 1 << st.stock[0]  # invisible: the turned card is of the trump suit
    if st.phase in (DurakPhase.THROW, DurakPhase.LEAD):
        stuck |= st.hands[st.to_move]  # the mover must keep a card to move with
    lists = [list(C.cards_in(st.hands[s] & free & ~stuck)) for s in range(st.players)]
    lists += [[c] for c in st.stock if free >> c & 1 and not stuck >> c & 1]
    lists += [[c] for c in C.cards_in(st.secret & free)]
    lists.append(list(C.cards_in(st.removed & free)))
    ranked = st.hk.albanian and st.stock_dealt
    many = 1
    for rank in range(16) if ranked else [-1]:
        sizes = [sum(1 for c in p if rank < 0 or c & 15 == rank) for p in lists]
        many *= arrangements(sizes)
    if st.rules.japanese == "b":  # a deal weighs up to 1 + (stock size) times another
        many //= 1 + len(st.stock)
    return many


def _check_shed(st: ShedState, sm: ShedState, seat: int) -> int:
    n = st.players
    total = C.mask_of(sm.stock) | C.mask_of(sm.pile)
    for s in range(n):
        assert sm.hands[s].bit_count() == st.hands[s].bit_count()
        assert not total & sm.hands[s]
        total |= sm.hands[s]
    assert total == C.mask_of(st.prof.deck), "a card was lost or made up"
    assert sm.pile == st.pile and len(sm.stock) == len(st.stock)
    over = st.phase == ShedPhase.OVER
    for s in range(n):
        if s == seat or over:
            assert sm.hands[s] == st.hands[s]
        else:  # a card that lay on the pile this deal is placed for good
            assert sm.hands[s] & st.seen == st.hands[s] & st.seen
    for a, b in zip(st.stock, sm.stock, strict=True):
        assert a == b or not st.seen >> a & 1
    sizes = [] if over else [(st.hands[s] & ~st.seen).bit_count()
                             for s in range(n) if s != seat]
    sizes += [1] * sum(1 for c in st.stock if not st.seen >> c & 1)
    return arrangements(sizes)


def _check_tysyacha(st: TysyachaState, sm: TysyachaState, seat: int) -> int:
    hidden = st.unseen(seat)
    before = [*st.hands, st.talon, st.talon2, st.pile, st.rest]
    after = [*sm.hands, sm.talon, sm.talon2, sm.pile, sm.rest]
    total = C.mask_of(st.played) | C.mask_of(st.trick)
    for a, b in zip(before, after, strict=True):
        assert a.bit_count() == b.bit_count()
        assert a & ~hidden == b & ~hidden, "a card the seat knows moved"
        assert not total & b
        total |= b
    assert total.bit_count() == 24, "a card was lost"
    for s in range(st.players):
        for suit in range(4):
            if st.void[s] >> suit & 1:
                assert not sm.hands[s] & SUIT_BITS[suit], "a void suit was dealt"
    for s in range(st.players):  # who knows which card moves with the card
        assert (sm.known[s] & ~hidden) == (st.known[s] & ~hidden)
        assert sm.known[s].bit_count() == st.known[s].bit_count()
    need = [(p & hidden).bit_count() for p in before]
    live = [i for i, k in enumerate(need) if k]
    suits = [s for s in range(4) if hidden & SUIT_BITS[s]]
    voids = [*st.void, 0, 0, 0, 0]
    return _ways(tuple((hidden & SUIT_BITS[s]).bit_count() for s in suits),
                 tuple(tuple(j for j, i in enumerate(live) if not voids[i] >> s & 1)
                       for s in suits),
                 tuple(need[i] for i in live))

