"""Rummy to 40 properties: every card in exactly one place at every step, the game ends,
the totals are the deals' sums; any typed text is refused cleanly and changes nothing;
the heuristic player beats random ones; worlds keep what a seat knows."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.agents import RandomAgent
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import get_game
from koloda.games.rummy40 import logic as L
from koloda.games.rummy40.bot import HeuristicAgent
from koloda.games.rummy40.state import Phase, Rummy40State


def _new(players: int, seed: int, **rules: object) -> Rummy40State:
    game = get_game("rummy40")
    state = game.new_state(players, game.make_rules(overrides={"deals": 1, "rounds": 8,
                                                               **rules}), seed)
    assert isinstance(state, Rummy40State)
    return state


def _places(s: Rummy40State) -> list[int]:
    out = [c for h in s.hands for c in C.cards_in(h)] + s.stock + s.pile
    for m in (*s.melds, *s.pending):
        out.extend(m[4])
    return out


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000), players=st.integers(3, 6),
       variant=st.sampled_from(["own", "any"]), out=st.sampled_from(["meld", "discard"]))
def test_cards_are_conserved_and_the_game_ends(seed: int, players: int, variant: str,
                                                out: str) -> None:
    s = _new(players, seed, lay_off=variant, go_out=out, deals=2)
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal():
        if s.current_player() < 0:
            s.apply_chance()
            continue
        places = _places(s)
        assert sorted(places) == sorted(s.deck)
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        s.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 20_000
    assert s.phase == Phase.OVER and len(s.deal_points) == 2
    assert s.scores == [sum(d[p] for d in s.deal_points) for p in range(players)]
    assert s.winners == [p for p in range(players) if s.scores[p] == min(s.scores)]


WORDS = ["draw", "stock", "pile", "meld", "lay", "swap", "on", "discard", "take", "back",
         "*", "*7", "JK", "RJ", "5H", "6H", "7H", "AS", "10D", "1", "2", "99", "0", "-1",
         "x", "", "*A", "QS'", "№2"]


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(words=st.lists(st.sampled_from(WORDS), max_size=6), junk=st.text(max_size=12),
       pick=st.integers(0, 3), moves=st.integers(0, 12))
def test_any_text_is_parsed_or_refused_and_changes_nothing(words: list[str], junk: str,
                                                            pick: int, moves: int) -> None:
    s = _new(3, 7)
    s.apply_chance()
    rng = random.Random(moves)
    for _ in range(moves):
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    text = [" ".join(words), junk, junk + " " + " ".join(words), "meld " + junk][pick]
    before = (s.observation(0), s.observation(1), s.history[:], s.legal_actions())
    try:
        s.play(text)
    except (ParseError, IllegalActionError):
        assert (s.observation(0), s.observation(1), s.history, s.legal_actions()) == before
    else:
        assert len(s.history) == len(before[2]) + 1


def test_every_legal_move_text_parses_back_to_it() -> None:
    s = _new(4, 3, lay_off="any")
    rng = random.Random(3)
    while not s.is_terminal():
        if s.current_player() < 0:
            s.apply_chance()
            continue
        legal = s.legal_actions()
        for a in legal:
            assert s.text_to_action(s.action_to_text(a)) == a
            assert s.describe_action(a, "ru") and s.describe_action(a, "en")
        s.apply(legal[rng.randrange(len(legal))])


def test_heuristic_beats_random() -> None:
    game = get_game("rummy40")
    wins = 0
    for seed in range(12):
        s = game.new_state(3, game.make_rules(preset="one_deal"), seed)
        agents = [HeuristicAgent(0, random.Random(seed)), RandomAgent(1, random.Random(1)),
                  RandomAgent(2, random.Random(2))]
        while not s.is_terminal():
            p = s.current_player()
            if p < 0:
                s.apply_chance()
                continue
            s.apply(agents[p].act(s.observation(p), s.legal_actions()))
        wins += 0 in s.winners
    assert wins >= 10


def test_resample_keeps_known_cards_and_a_rebuilt_stock_from_the_discards() -> None:
    s = _new(3, 11, rounds=40)
    rng = random.Random(11)
    while s.rebuilt == 0 or not s.known[1]:
        if s.current_player() < 0 or s.is_terminal():
            s = _new(3, rng.randrange(1000), rounds=40)
            s.apply_chance()
            continue
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    for k in range(5):
        w = s.resample(0, random.Random(k))
        assert w.observation(0) == s.observation(0)
        assert w.hands[1] & s.known[1] == s.known[1]
        assert all(s.restock >> c & 1 for c in w.stock)
        assert sorted(_places(w)) == sorted(s.deck)


def _plain_meld_moves(hand: int) -> list[int]:
    """Every meld of ``hand`` enumerated plainly, card by card: the reference for the
    mask-and-table ``meld_moves`` (same moves, same order)."""
    jokers = (hand & L.JOKERS_MASK).bit_count()
    out = []
    for rank in range(2, 15):
        suits = sum(1 << s for s in range(4) if L.held(hand, s << 4 | rank) >= 0)
        sub = suits
        while sub:
            k = sub.bit_count()
            out += [L.set_action(rank, sub, j)
                    for j in range(max(0, 3 - k), min(jokers, 4 - k) + 1)]
            sub = (sub - 1) & suits
    for suit in range(4):
        have = sum(1 << p for p in range(1, 15) if L.held(hand, L.pos_face(suit, p)) >= 0)
        for low in range(1, 13):
            for high in range(low + 2, min(14, low + 12) + 1):
                span = sum(1 << p for p in range(low, high + 1))
                missing = span & ~have
                if not have & span:
                    continue
                if missing.bit_count() > jokers:
                    break
                out.append(L.run_action(suit, low, high, missing))
    return out


_DECK = [*C.deck(52, copies=2), 64, 65, 192, 193]


@settings(max_examples=300, deadline=None)
@given(cards=st.lists(st.sampled_from(_DECK), max_size=26, unique=True))
def test_meld_moves_are_the_plain_enumeration(cards: list[int]) -> None:
    hand = C.mask_of(cards)
    assert list(L.meld_moves(hand)) == _plain_meld_moves(hand)
