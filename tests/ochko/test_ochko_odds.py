"""«Очко»'s odds player: its hand values are the game's, its chances those of every order
of the unseen cards, and its choices on rigged deals (draw or stand by the larger
expected value; the stake that makes winning the game likeliest)."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.games.ochko.odds import Odds, OddsAgent, points
from koloda.games.ochko.state import HIT, STAKE, STAND, card_points, hand_points

from .test_ochko_rules import new, rig


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10 ** 9), st.sampled_from([36, 104]), st.booleans(),
       st.integers(1, 5))
def test_hand_values_are_the_games(seed: int, deck: int, two_aces: bool, size: int) -> None:
    full = C.deck(36) if deck == 36 else C.deck(52, copies=2)
    hand = random.Random(seed).sample(full, size)
    values = tuple(sorted(card_points(c, deck) for c in hand))
    assert points(values, deck != 36, two_aces) == hand_points(hand, deck, two_aces)


def _pool(values: list[int]) -> tuple[int, ...]:
    counts = [0] * 12
    for v in values:
        counts[v] += 1
    return tuple(counts)


def _bank_final(odds: Odds, bank: tuple[int, ...], order: tuple[int, ...]) -> int:
    hand = list(bank)
    for v in order:
        if odds.points(tuple(sorted(hand))) >= odds.stands:
            break
        hand.append(v)
    return odds.points(tuple(sorted(hand)))


def test_the_banks_chances_are_those_of_every_order_of_the_pool() -> None:
    odds = Odds(False, True, 17, 1, 0)
    unseen = [2, 3, 4, 6, 7, 10, 11]
    orders = list(itertools.permutations(unseen))
    for bank in [(7,), (10,), (2,), (11,)]:
        counted: dict[int, float] = {}
        for order in orders:
            final = _bank_final(odds, bank, order)
            counted[final] = counted.get(final, 0.0) + 1 / len(orders)
        got = dict(odds.bank(bank, _pool(unseen)))
        assert got.keys() == counted.keys()
        assert all(abs(got[k] - counted[k]) < 1e-12 for k in got)
        for mine in [(10, 8), (9, 9, 2), (6, 10)]:  # 18, 20, 16
            worth = sum(1 if _bank_final(odds, bank, o) > 21
                        or odds.points(mine) > _bank_final(odds, bank, o) else -1
                        for o in orders) / len(orders)
            assert abs(odds.stand(mine, bank, _pool(unseen)) - worth) < 1e-12


def test_drawing_is_worth_each_card_in_turn() -> None:
    odds = Odds(False, True, 17, 1, 0)
    pool = _pool([2, 6, 10, 11])
    # 20 busts on any card; 11 cannot; 19 makes 21 with a 2 (paid at once), busts else
    assert odds.hit((10, 10), (7,), pool, 0) == -1.0
    assert odds.hit((9, 10), (7,), pool, 0) == (1.0 - 3.0) / 4
    eleven = odds.hit((11,), (7,), pool, 0)
    parts = [odds.best((2, 11), (7,), _pool([6, 10, 11]), 1),
             odds.best((6, 11), (7,), _pool([2, 10, 11]), 1),
             1.0,  # 11 + 10: twenty-one
             1.0]  # two aces: twenty-one
    assert abs(eleven - sum(parts) / 4) < 1e-12
    assert Odds(False, True, 17, 1, 1).can_hit((6,), pool, 1) is False  # at most one card


def test_it_draws_where_it_cannot_bust_and_stands_where_any_card_busts() -> None:
    st = new(orders=[rig("10S 7H 10H")])  # seat 1 the punter: 10S; the bank 7H
    agent = OddsAgent(1, random.Random(1))
    st.apply(agent.act(st.observation(1), st.legal_actions()))
    assert st.stakes[1] >= 1 and st.legal_actions() == [HIT, STAND]
    assert agent.act(st.observation(1), st.legal_actions()) == HIT  # 10: no card busts
    st.apply(HIT)  # 10H: twenty
    assert agent.act(st.observation(1), st.legal_actions()) == STAND


def test_it_stakes_high_on_a_strong_first_card_with_the_game_to_play() -> None:
    agent = OddsAgent(1, random.Random(1))
    st = new(orders=[rig("AS 7H")])  # an ace first, twelve deals to come
    assert st.legal_actions()[-1] == STAKE + 5
    assert agent.act(st.observation(1), st.legal_actions()) == STAKE + 5


def test_ahead_in_the_last_deal_it_risks_the_least() -> None:
    agent = OddsAgent(1, random.Random(1))
    st = new(orders=[rig("AS 7H")], deals=1)  # the one deal of the game
    st.balance[1] += 3  # three chips ahead of the banker's 15 + 5 in the bank
    assert agent.act(st.observation(1), st.legal_actions()) == STAKE + 1


def test_behind_in_the_last_deal_it_stakes_enough_to_turn_it() -> None:
    agent = OddsAgent(1, random.Random(1))
    st = new(orders=[rig("6S 7H")], deals=1)  # a weak first card
    st.balance[1] -= 3  # three behind: a stake of 1 cannot catch up, 2 can
    assert agent.act(st.observation(1), st.legal_actions()) >= STAKE + 2
    st = new(orders=[rig("6S 7H")], deals=1)  # level: the weak card risks the least
    assert agent.act(st.observation(1), st.legal_actions()) == STAKE + 1


def test_a_blind_stake_goes_by_the_standing_too() -> None:
    agent = OddsAgent(1, random.Random(1))
    st = new(preset="v", deals=1)  # form В: stakes before the cards
    assert st.phase == "stake_all" and st.current_player() == 1
    st.balance[1] -= 3
    assert agent.act(st.observation(1), st.legal_actions()) >= STAKE + 2


def test_hints_and_analyses_carry_its_values() -> None:
    from koloda.ai.advice import advise, hint_text

    st = new(orders=[rig("10S 7H 10H")])
    staking = advise(st, 1, "hard")
    assert set(staking.values) == set(st.legal_actions()) and not staking.exact
    st.apply(staking.action)
    st.apply(HIT)  # 10H: twenty, where any card busts
    thought = advise(st, 1, "hard")
    assert thought.action == STAND and thought.exact and thought.method == "counted"
    assert thought.values[HIT] == 0.0 < thought.values[STAND] <= 1.0
    assert thought.action == OddsAgent(1, random.Random(1)).act(st.observation(1),
                                                                st.legal_actions())
    assert hint_text(st, 1, "en").startswith("Hint: stand (estimate")
    assert hint_text(st, 1, "ru").startswith("Совет: хватит (оценка")


def test_a_running_deck_is_counted() -> None:
    # form Б: the earlier deals' cards lie face up. At 16 only a jack, queen or king
    # (2, 3, 4) does not bust; with all twelve of them gone, a draw busts for certain.
    st = new(orders=[rig("10S 7H 6H")], preset="b")
    agent = OddsAgent(1, random.Random(1))
    st.apply(agent.act(st.observation(1), st.legal_actions()))
    st.apply(HIT)  # 6H: sixteen
    obs = st.observation(1)
    assert obs["gone"] == []
    _, fresh, _ = agent.weigh(obs, st.legal_actions())
    assert fresh[HIT] > 0.0
    faces = [c for c in C.deck(36) if card_points(c, 36) in (2, 3, 4)]
    counted = dict(obs, gone=C.texts(sorted(faces)))
    best, values, exact = agent.weigh(counted, st.legal_actions())
    assert exact and values[HIT] == 0.0 and best == STAND


def test_the_played_pile_is_shown_as_counted_not_as_played() -> None:
    st = new(orders=[rig("10S 7H 10H")], preset="b")
    st.discard = [C.parse("KS"), C.parse("6D"), C.parse("AH")]
    assert st.observation(0)["gone"] == C.texts(sorted(st.discard))
    assert st.observation(0)["discard"] == 3


def test_the_table_shows_the_played_pile_counted_by_rank() -> None:
    from koloda.games.ochko import view

    st = new(orders=[rig("10S 7H 10H")], preset="b")
    st.discard = [C.parse("KS"), C.parse("6D"), C.parse("AH"), C.parse("AC")]
    for lang, note in (("ru", "Т 2 · К 1 · 6 1"), ("en", "A 2 · K 1 · 6 1")):
        pic = view.picture(st.observation(0), 0, (), lang)
        pile = next(z for z in pic.zones if z.id == "discard")
        assert pile.count == 4 and pile.note == note
