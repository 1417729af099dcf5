"""«Семь листов» on rigged deals: the dealer's shown trump, follow suit or trump, leaving
at the goal, the last to reach it losing, the deal passing on, the forfeit's cut."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.sem_listov.state import SemListovState, strikes

GAME = get_game("sem_listov")


def order(*texts: str) -> list[C.Card]:
    """A full deck order starting with these cards, the rest in a fixed order."""
    head = [C.parse(t) for t in texts]
    return head + [c for c in C.deck(36) if c not in head]


def new(players: int = 2, deals: list[list[C.Card]] | None = None,
        **rules: Any) -> SemListovState:
    state = GAME.new_state(players, GAME.make_rules(overrides=rules), 1, deals)
    assert isinstance(state, SemListovState)
    state.apply_chance()
    return state


def play(state: SemListovState, *moves: str) -> None:
    for m in moves:
        state.play(m)


# dealer 0: seat 1 gets the first seven cards, the dealer the next seven, his last (7H)
# shown for trump
SWEEP = order("AH", "KH", "QH", "JH", "10H", "9H", "8H",
              "6S", "7S", "8S", "AC", "KC", "6H", "7H")
SPLIT = order("AS", "KS", "QS", "6C", "7C", "8C", "9C",
              "6S", "7S", "8S", "AC", "KC", "QC", "7H")


def test_the_dealers_last_card_is_trump_and_stays_with_him() -> None:
    s = new(deals=[SWEEP])
    assert C.to_text(s.trump_card) == "7H" and s.trump == C.HEARTS
    assert C.parse("7H") in s.hands[0] and len(s.hands[0]) == len(s.hands[1]) == 7
    assert not s.unseen(1) >> C.parse("7H") & 1  # shown to all
    assert s.unseen(1) >> C.parse("6H") & 1
    assert s.current_player() == 1  # left of the dealer leads
    assert len(s.rest) == 36 - 14


def test_seven_tricks_take_a_player_out_and_the_last_one_loses() -> None:
    s = new(deals=[SWEEP, order("8S")])
    play(s, "AH", "6H", "KH", "7H")  # the dealer follows with his hearts
    play(s, "QH")
    assert sorted(s.legal_actions()) == sorted(s.hands[0])  # no heart, no trump: any
    play(s, "6S")
    assert s.void[0] == 1 << C.HEARTS
    for card in ("JH", "10H", "9H", "8H"):
        play(s, card)
        s.apply(s.legal_actions()[0])
    assert s.total == [0, 7] and s.out == [1] and s.loser == 0
    assert s.current_player() == CHANCE  # the forfeit's cut
    s.apply_chance()
    assert s.is_terminal() and s.returns() == [0.0, 1.0]
    assert s.cut == C.parse("8S") and s.result()["forfeit"] == 8


def test_the_last_to_reach_the_goal_loses_even_with_more_tricks() -> None:
    s = new(deals=[SPLIT], goal=3, forfeit=False)
    play(s, "AS", "6S", "KS", "7S", "QS", "8S")  # seat 1 reaches three first
    play(s, "6C", "QC", "AC", "7C", "KC", "8C", "7H", "9C")  # the dealer takes four
    assert s.total == [4, 3] and s.reached == [1, 0]
    assert s.loser == 0 and s.is_terminal() and s.returns() == [0.0, 1.0]


def test_the_deal_passes_to_the_left_among_those_still_in() -> None:
    s = new(3, deals=[SPLIT], goal=30)
    rng = random.Random(2)
    while s.current_player() != CHANCE:
        s.apply(rng.choice(s.legal_actions()))
    assert s.dealer == 1 and sum(s.total) == 7 and len(s.rows) == 1
    s.apply_chance()
    assert s.current_player() == 2  # left of the new dealer
    assert all(len(s.hands[p]) == 7 for p in range(3))


def test_a_player_out_gets_no_cards() -> None:
    s = new(3, deals=[order("AH", "KH", "QH", "JH", "10H", "9H", "8H")], goal=7)
    # seat 1 holds the seven top hearts; hearts are trumps only if the dealer's last card
    # is one, so whatever trumps are, seat 1 leads hearts and others follow or not
    rng = random.Random(0)
    while s.current_player() != CHANCE:
        legal = s.legal_actions()
        seat = s.current_player()
        s.apply(max(legal) if seat == 1 else rng.choice(legal))
    if s.out == [1]:
        s.apply_chance()
        assert s.hands[1] == [] and s.active == [0, 2]


def test_follow_suit_is_enforced_with_a_reason() -> None:
    s = new(deals=[SPLIT])
    play(s, "AS")
    before = s.observation(0)
    with pytest.raises(IllegalActionError) as err:
        s.play("AC")
    assert "suit" in err.value.en and "в масть" in err.value.ru
    assert s.observation(0) == before


@pytest.mark.parametrize("card,flicks", [("6D", 6), ("10C", 10), ("JH", 0), ("AS", 0)])
def test_the_cut_card_sets_the_forfeit(card: str, flicks: int) -> None:
    assert strikes(C.parse(card)) == flicks


def test_no_forfeit_ends_at_once_and_short_preset() -> None:
    s = GAME.new_state(2, GAME.make_rules(variants=["no_forfeit"]), 1, [SWEEP])
    assert isinstance(s, SemListovState)
    s.apply_chance()
    for card in ("AH", "6H", "KH", "7H"):
        s.play(card)
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    assert s.cut is None and s.loser == 0
    assert GAME.make_rules(preset="short").goal == 4


@pytest.mark.parametrize("players", [1, 6])
def test_impossible_player_counts_are_refused(players: int) -> None:
    with pytest.raises(RuleError):
        GAME.check_players(players, GAME.make_rules())


def test_resample_keeps_voids_and_the_shown_trump() -> None:
    s = new(3, deals=[order("AH", "KH", "QH", "JH", "10H", "9H", "8H",
                            "6S", "7S", "8S", "9S", "10S", "JS", "QS",
                            "6C", "7C", "8C", "9C", "10C", "JC", "7H")])
    play(s, "AH", "6S")  # seat 2 has no heart and hearts are trumps: no trump either
    rng = random.Random(3)
    for _ in range(50):
        w = s.resample(1, rng)
        assert isinstance(w, SemListovState)
        assert C.parse("7H") in w.hands[0]
        assert not any(C.suit_of(c) == C.HEARTS for c in w.hands[2])
        assert w.observation(1) == s.observation(1)


def test_narration_of_a_trick_leaving_and_losing() -> None:
    s = new(deals=[SPLIT], goal=3, forfeit=False)
    play(s, "AS", "6S", "KS", "7S", "QS")
    after = s.clone()
    after.play("8S")
    lines = s.narrate(C.parse("8S"), after, 0, "ru", ["Вы", "Игрок 2"])
    assert lines == ["взятку берёт Игрок 2 (Д♠)"]
    play(after, "6C", "QC", "AC", "7C", "KC", "8C", "7H")
    end = after.clone()
    end.play("9C")
    lines = after.narrate(C.parse("9C"), end, 0, "en", ["You", "Player 2"])
    assert lines == ["you take the trick (7♥)", "Player 2 is out of the game (3 tricks)",
                     "you have lost"]
    ru = after.narrate(C.parse("9C"), end, 1, "ru", ["Игрок 1", "Вы"])
    assert ru == ["взятку берёт Игрок 1 (7♥)", "вы выходите из игры (3 взятки)",
                  "проиграл Игрок 1"]


def test_the_heuristic_takes_cheaply_or_throws_its_weakest() -> None:
    from koloda.games.sem_listov.bot import HeuristicAgent

    s = new(deals=[SPLIT])
    bot = HeuristicAgent(1, random.Random(0))
    assert bot.act(s.observation(1), s.legal_actions()) == C.parse("AS")  # strongest lead
    play(s, "6C")
    dealer = HeuristicAgent(0, random.Random(0))
    assert dealer.act(s.observation(0), s.legal_actions()) == C.parse("QC")  # cheapest win


def test_standing_between_deals_favours_more_tricks() -> None:
    s = new(deals=[SPLIT], goal=7)
    play(s, "AS", "6S", "KS", "7S", "QS", "8S")
    play(s, "6C", "QC", "AC", "7C", "KC", "8C", "7H", "9C")
    assert s.current_player() == CHANCE and s.total == [4, 3]
    standing = s.standing()
    assert standing is not None and standing[0] > standing[1]
