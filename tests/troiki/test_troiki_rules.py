"""«Тройки» on rigged deals: the deal and the turned card, laying and drawing, a capture
and its two sets, three taking four and the ``equal_count`` rule, the turned card drawn
last, the deal's score, the game's length and winner, refusals and text forms."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.troiki.state import CAPTURE, TroikiState

GAME = get_game("troiki")


def order(*texts: str) -> list[C.Card]:
    """A full deck order starting with these cards, the rest in a fixed order."""
    head = [C.parse(t) for t in texts]
    return head + [c for c in C.deck(52) if c not in head]


def new(players: int = 2, deals: list[list[C.Card]] | None = None,
        **rules: Any) -> TroikiState:
    state = GAME.new_state(players, GAME.make_rules(overrides=rules), 1, deals)
    assert isinstance(state, TroikiState)
    state.apply_chance()
    return state


def texts(cards: list[C.Card]) -> list[str]:
    return [C.to_text(c) for c in cards]


# dealer 0: seat 1 gets the first four cards, the dealer the next four, then the turned
# card, then the stock from its top
SIXES = order("6S", "6C", "6D", "2S",  # seat 1
              "8S", "8C", "8D", "3S",  # seat 0
              "4H",  # turned
              "9H", "10H", "JH", "QH", "KH", "AH", "2C", "3C")
FOUR_SIXES = order("6S", "6C", "6D", "6H",
                   "8S", "8C", "8D", "3S",
                   "4H",
                   "9H", "10H", "JH", "QH", "KH", "AH", "2C", "3C")


def test_the_deal_and_the_turned_card() -> None:
    s = new(deals=[SIXES])
    assert texts(s.hands[1]) == ["2S", "6S", "6C", "6D"]
    assert texts(s.hands[0]) == ["3S", "8S", "8C", "8D"]
    assert C.to_text(s.stock[-1]) == "4H" and len(s.stock) == 52 - 8
    assert s.current_player() == 1
    obs = s.observation(0)
    assert obs["trump"] == "4H" and obs["trump_in_stock"] and obs["stock"] == 44
    assert not s.unseen(0) >> C.parse("4H") & 1  # it lies face up


def test_laying_a_card_and_drawing_back_to_four() -> None:
    s = new(deals=[SIXES])
    s.play("6S")
    assert texts(s.table) == ["6S"] and "9H" in texts(s.hands[1]) and len(s.hands[1]) == 4
    assert s.current_player() == 0


def _three_sixes(s: TroikiState) -> None:
    for m in ("6S", "3S", "6C", "10H", "6D"):
        s.play(m)


def test_a_capture_takes_the_lower_rank_and_makes_two_sets() -> None:
    s = new(deals=[SIXES])
    _three_sixes(s)
    take = CAPTURE + 16 * 8 + 6
    assert take in s.legal_actions()
    assert s.play("take 8 6") == take
    assert texts(s.table) == ["3S", "10H"]
    assert sorted(texts(s.hands[0])) == sorted(["QH", "AH", "2C", "3C"])
    assert s.sets(0) == 2 and s.sets(1) == 0
    assert s.last is not None and texts(list(s.last[2])) == ["6S", "6C", "6D"]


def test_a_capture_needs_a_higher_rank_and_three_on_the_table() -> None:
    s = new(deals=[SIXES])
    s.play("6S")
    before = s.observation(0)
    with pytest.raises(IllegalActionError) as err:
        s.play("take 8 6")
    assert "not three sixes on the table" in err.value.en and "трёх" in err.value.ru
    assert s.observation(0) == before
    s.play("3S")  # seat 1 has two sixes left
    assert s.refusal(CAPTURE + 16 * 6 + 3, "en") == "you do not hold three sixes"
    assert s.refusal(CAPTURE + 16 * 5 + 6, "en") == "you do not hold three fives"


def test_three_take_four_unless_equal_count() -> None:
    s = new(deals=[FOUR_SIXES])
    for m in ("6S", "3S", "6C", "10H", "6D", "QH", "6H"):  # seat 0 waits for the fourth
        s.play(m)
    s.play("take 8 6")
    assert texts(s.table) == ["3S", "10H", "QH"]
    assert len(s.last[2]) == 4 if s.last else False
    e = new(deals=[FOUR_SIXES], equal_count=True)
    for m in ("6S", "3S", "6C", "10H", "6D", "QH", "6H"):
        e.play(m)
    assert all(a < CAPTURE for a in e.legal_actions())
    assert e.refusal(CAPTURE + 16 * 8 + 6, "en") == "three cards cannot take four"


def test_the_equal_variant_sets_the_rule() -> None:
    rules = GAME.make_rules(variants=["equal"])
    assert rules.to_dict()["equal_count"] is True


def _finish_deal(s: TroikiState) -> None:
    deals = len(s.rows)
    while len(s.rows) == deals:
        s.apply(min(a for a in s.legal_actions() if a < CAPTURE))


def test_the_turned_card_is_drawn_last_and_seen() -> None:
    s = new(deals=[SIXES])
    while s.stock:
        s.apply(min(a for a in s.legal_actions() if a < CAPTURE))
    holder = s.trump_holder
    assert holder is not None and C.parse("4H") in s.hands[holder]
    other = 1 - holder
    assert not s.unseen(other) >> C.parse("4H") & 1
    assert s.observation(other)["trump_holder"] == holder


def test_a_deal_is_scored_and_the_game_runs_its_deals() -> None:
    rules = GAME.make_rules(overrides={"deals": 2})
    st = GAME.new_state(2, rules, 1, [SIXES, SIXES])
    assert isinstance(st, TroikiState)
    st.apply_chance()
    _three_sixes(st)
    st.play("take 8 6")
    _finish_deal(st)
    assert st.rows == [(2, 0)] and st.totals == [2, 0]
    assert st.current_player() == CHANCE and st.dealer == 1
    assert st.search_values() is not None
    values = st.search_values() or []
    assert values[0] > values[1]
    st.apply_chance()
    assert st.current_player() == 0  # left of the new dealer
    _finish_deal(st)
    assert st.is_terminal() and len(st.rows) == 2
    assert st.returns() == [1.0, 0.0] and st.result()["winners"] == [0]
    assert st.search_values() == [1.0, 0.5]


def test_one_deal_preset_and_a_shared_win() -> None:
    rules = GAME.make_rules(preset="one_deal")
    s = GAME.new_state(2, rules, 1, [SIXES])
    assert isinstance(s, TroikiState)
    s.apply_chance()
    _finish_deal(s)
    assert s.is_terminal()
    if s.totals[0] == s.totals[1]:
        assert s.returns() == [1.0, 1.0]


def test_an_empty_hand_is_passed_over() -> None:
    s = new(3)
    while s.stock:
        s.apply(min(a for a in s.legal_actions() if a < CAPTURE))
    s.hands[2] = []  # as if seat 2 had emptied its hand by a capture
    s.turn = 1
    s.apply(min(a for a in s.legal_actions() if a < CAPTURE))
    assert s.current_player() == 0


@pytest.mark.parametrize("players", [1, 5])
def test_impossible_player_counts_are_refused(players: int) -> None:
    with pytest.raises(RuleError) as err:
        GAME.check_players(players, GAME.make_rules())
    assert err.value.en and err.value.ru


def test_text_forms() -> None:
    s = new(deals=[SIXES])
    assert s.text_to_action("взять 8 6") == CAPTURE + 16 * 8 + 6
    assert s.text_to_action("take K 10") == CAPTURE + 16 * 13 + 10
    assert s.text_to_action("6ч") == C.parse("6H")
    assert s.action_to_text(CAPTURE + 16 * 14 + 11) == "take A J"
    assert s.describe_action(CAPTURE + 16 * 8 + 6, "en") == "capture: eights take the sixes"
    assert s.describe_action(CAPTURE + 16 * 8 + 6, "ru") == "захват: 8 берут 6"
    for bad in ("take 8", "take 1 6", "take Z 6", "play", ""):
        with pytest.raises(ParseError):
            s.text_to_action(bad)


def test_resample_keeps_the_turned_card_and_the_observation() -> None:
    s = new(deals=[SIXES])
    _three_sixes(s)
    rng = random.Random(3)
    for seat in (0, 1):
        for _ in range(20):
            w = s.resample(seat, rng)
            assert w.observation(seat) == s.observation(seat)
            assert w.stock[-1] == C.parse("4H")
            assert w.hands[seat] == s.hands[seat]


def test_the_heuristic_captures_and_keeps_its_pairs() -> None:
    from koloda.games.troiki.bot import HeuristicAgent

    s = new(deals=[SIXES])
    _three_sixes(s)
    bot = HeuristicAgent(0, random.Random(1))
    assert bot.act(s.observation(0), s.legal_actions()) == CAPTURE + 16 * 8 + 6
    t = new(deals=[SIXES])
    t.play("6S")
    # seat 0 holds three eights and a three: it lays the three
    assert HeuristicAgent(0, random.Random(1)).act(t.observation(0),
                                                   t.legal_actions()) == C.parse("3S")
