"""Дрейфус on rigged deals: every scoring rule and option, plus properties and parsing."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, get_game
from koloda.games.dreyfus.bot import HeuristicAgent
from koloda.games.dreyfus.state import TAKE, DreyfusState, deck48, legal_plays, trump_of

GAME = get_game("dreyfus")
S, CL, D, H = C.SPADES, C.CLUBS, C.DIAMONDS, C.HEARTS


def suit(s: int) -> list[C.Card]:
    return [C.make(r, s) for r in range(3, 15)]


def order(h0: list[C.Card], h1: list[C.Card], h2: list[C.Card],
          widow: list[C.Card]) -> list[C.Card]:
    """The deck order that deals these hands to seats 0, 1, 2 (seat 2 deals first)
    and this widow, three cards at a time."""
    out: list[C.Card] = []
    for r in range(4):
        for part in (h0, h1, h2, widow):
            out.extend(part[3 * r:3 * r + 3])
    return out


def new(deal: list[C.Card], **rules: object) -> DreyfusState:
    state = GAME.new_state(3, GAME.make_rules(overrides=rules), seed=5, deals=[deal])
    assert isinstance(state, DreyfusState)
    state.apply_chance()
    return state


def take_all(state: DreyfusState) -> None:
    """Every buyer buys nothing."""
    while state.buyers:
        state.apply(TAKE)


def play_deal(state: DreyfusState) -> None:
    """The rest of the deal, each seat playing its lowest legal card (by rank)."""
    start = state.deal_no
    while state.deal_no == start and not state.over:
        state.apply(min(state.legal_actions(), key=C.rank_of))


SPADE_SWEEP = order(suit(S), suit(CL), suit(D), suit(H))


def test_the_deal_gives_each_seat_its_packets_and_the_widow() -> None:
    state = new(SPADE_SWEEP)
    assert state.hands[0] == suit(S)
    assert state.hands[1] == suit(CL)
    assert state.widow == suit(H)
    assert state.trump == S
    assert state.current_player() == 0  # the dealer's left buys and leads


def test_tricks_over_four_go_under_the_line_and_short_of_four_over_it() -> None:
    state = new(SPADE_SWEEP)
    take_all(state)
    play_deal(state)
    assert state.rows[0][1] == (12, 0, 0)
    assert state.below == [8, 0, 0]
    assert state.above == [0, 4, 4]
    assert not state.over  # 8 < 10
    assert state.current_player() == CHANCE
    assert state.dealer == 0 and state.trump == CL  # the deal and the trump move on


def test_reaching_the_target_ends_and_settles() -> None:
    state = new(SPADE_SWEEP, target=5)
    take_all(state)
    play_deal(state)
    assert state.over
    assert state.winners() == [0]
    # each loser pays what is over his line (4) and what he lacks to 5 under it (5)
    assert state.returns() == [18.0, -9.0, -9.0]


def test_buying_costs_a_point_a_card_and_draws_the_top_of_the_widow() -> None:
    state = new(SPADE_SWEEP)
    three_c, four_c = C.make(3, CL), C.make(4, CL)
    state.apply(TAKE)  # seat 0 keeps its spades
    assert state.current_player() == 1
    state.apply(three_c)
    state.apply(four_c)
    assert state.legal_actions()[-1] == TAKE
    state.apply(TAKE)
    assert state.bought == [0, 2, 0]
    assert C.make(3, H) in state.hands[1] and C.make(4, H) in state.hands[1]
    assert state.discards[1] == [three_c, four_c]
    assert len(state.widow) == 10
    state.apply(TAKE)
    play_deal(state)
    assert state.above[1] == 4 + 2


def test_buy_cost_rule_scales_the_purchase() -> None:
    state = new(SPADE_SWEEP, buy_cost=3)
    state.apply(TAKE)
    state.apply(C.make(3, CL))
    state.apply(TAKE)
    state.apply(TAKE)
    play_deal(state)
    assert state.above[1] == 4 + 3


def test_only_the_first_buys_without_others_buy() -> None:
    state = new(SPADE_SWEEP, others_buy=False)
    state.apply(TAKE)
    assert not state.buyers and state.phase() == "play"
    assert state.current_player() == 0


def test_a_buyer_cannot_discard_more_than_the_widow_holds() -> None:
    state = new(SPADE_SWEEP)
    for c in suit(S):
        state.apply(c)
    assert state.legal_actions() == [TAKE]
    state.apply(TAKE)
    assert state.hands[0] == suit(H) and not state.buyers  # the widow is empty: play


def test_follow_suit_else_trump_else_anything() -> None:
    hand = [C.make(5, CL), C.make(9, D), C.make(14, H)]
    assert legal_plays(hand, C.make(10, CL), S) == [C.make(5, CL)]
    assert legal_plays(hand, C.make(10, S), D) == [C.make(9, D)]  # no spade: trump
    assert legal_plays(hand, C.make(10, S), -1) == hand  # no trumps: anything
    state = new(order(suit(S)[:6] + suit(D)[:6], suit(CL), suit(H)[:6] + suit(D)[6:],
                      suit(S)[6:] + suit(H)[6:]))
    take_all(state)
    state.apply(C.make(3, D))  # seat 0 leads a diamond
    assert state.legal_actions() == suit(CL)  # no diamond, no spade: anything
    state.apply(C.make(3, CL))
    assert state.voids[1] == (1 << D) | (1 << S)
    assert state.legal_actions() == suit(D)[6:]
    with pytest.raises(KolodaError):
        state.play("3S")


def test_the_trump_goes_round_with_a_deal_without_trumps() -> None:
    assert [trump_of(d, True) for d in range(6)] == [S, CL, D, H, -1, S]
    assert [trump_of(d, False) for d in range(5)] == [S, CL, D, H, S]


def test_full_cycle_plays_the_round_of_trumps_out() -> None:
    state = new(SPADE_SWEEP, target=1, finish="cycle")
    take_all(state)
    play_deal(state)
    assert not state.over and state.below[0] == 8
    rng = random.Random(3)
    while not state.over:
        if state.current_player() == CHANCE:
            state.apply_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert state.deal_no == 5


def test_ties_go_to_fewer_minus_then_are_shared() -> None:
    state = new(SPADE_SWEEP)
    state.over = True
    state.below, state.above = [10, 10, 3], [2, 1, 0]
    assert state.winners() == [1]
    assert state.payments() == [-2.0, 9.0, -7.0]
    state.above = [1, 1, 0]
    assert state.winners() == [0, 1]
    assert state.payments() == [3.5, 3.5, -7.0]


def test_resample_keeps_voids_and_sizes() -> None:
    state = new(order(suit(S)[:6] + suit(D)[:6], suit(CL), suit(H)[:6] + suit(D)[6:],
                      suit(S)[6:] + suit(H)[6:]))
    state.apply(C.make(3, D))  # seat 0 discards a diamond, seat 1's void is then seen
    state.apply(TAKE)
    take_all(state)
    state.apply(C.make(4, D))
    state.apply(C.make(3, CL))
    rng = random.Random(1)
    for _ in range(50):
        world = state.resample(0, rng)
        assert world.observation(0) == state.observation(0)
        assert not any(C.suit_of(c) in (D, S) for c in world.hands[1])
        assert sorted(world.hands[1] + world.hands[2] + world.discards[1] + world.widow
                      + world.discards[2]) == sorted(state.hands[1] + state.hands[2]
                                                    + state.widow)


def test_discards_are_hidden_from_the_others() -> None:
    state = new(SPADE_SWEEP)
    card = C.make(3, S)
    assert state.describe_move(card, 1, "en") == "discards a card"
    assert state.describe_move(card, 0, "en") == "discard 3♠"
    state.apply(card)
    assert state.unseen(1) >> card & 1 and not state.unseen(0) >> card & 1


def test_the_heuristic_leads_a_master_card() -> None:
    state = new(SPADE_SWEEP)
    take_all(state)
    bot = HeuristicAgent(0, random.Random(0))
    assert bot.act(state.observation(0), state.legal_actions()) == C.make(14, S)


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000))
def test_random_games_keep_the_cards_and_settle_to_zero(seed: int) -> None:
    state = GAME.new_state(3, GAME.make_rules(preset="short"), seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        assert isinstance(state, DreyfusState)
        held = (sum(len(h) for h in state.hands) + len(state.widow)
                + sum(len(d) for d in state.discards) + len(state.played))
        assert held == 48
        assert sorted(c for h in state.hands for c in h) == sorted(
            set(c for h in state.hands for c in h))
        state.apply(rng.choice(state.legal_actions()))
    assert abs(sum(state.returns())) < 1e-9
    assert isinstance(state, DreyfusState)
    assert max(state.below) >= 5


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12))
def test_any_text_is_refused_or_played_cleanly(text: str) -> None:
    state = new(SPADE_SWEEP)
    before = state.observation(0)
    try:
        state.play(text)
    except KolodaError:
        assert state.observation(0) == before
    else:
        assert text.split()  # only a real move was accepted


def test_deck_is_48_cards_without_twos() -> None:
    assert len(deck48()) == 48 and all(C.rank_of(c) > 2 for c in deck48())
