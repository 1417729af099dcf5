"""«Три карты на кон» on rigged deals: the deal and the turned trump, the exchange, follow
suit or trump, the stake at two and at four, the next dealer, the game's end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.tri_karty.state import KEEP, SWAP, TriKartyState

GAME = get_game("tri_karty")


def order(*texts: str) -> list[C.Card]:
    """A full deck order starting with these cards, the rest in a fixed order."""
    head = [C.parse(t) for t in texts]
    return head + [c for c in C.deck(36) if c not in head]


def new(players: int = 2, deals: list[list[C.Card]] | None = None,
        **rules: Any) -> TriKartyState:
    state = GAME.new_state(players, GAME.make_rules(overrides=rules), 1, deals)
    assert isinstance(state, TriKartyState)
    state.apply_chance()
    return state


def play(state: TriKartyState, *moves: str) -> None:
    for m in moves:
        state.play(m)


# seat 1 (left of dealer 0) gets the first three cards, the dealer the next three, then
# the card turned for trump
TWO = order("AS", "KS", "6D", "QS", "7C", "8H", "9H")


def test_the_deal_and_the_turned_trump() -> None:
    s = new(deals=[TWO])
    assert sorted(C.to_text(c) for c in s.hands[1]) == ["6D", "AS", "KS"]
    assert sorted(C.to_text(c) for c in s.hands[0]) == ["7C", "8H", "QS"]
    assert C.to_text(s.trump_card) == "9H" and s.trump == C.HEARTS
    assert s.current_player() == 0 and s.phase == "swap"  # the dealer decides first
    assert len(s.rest) == 36 - 7


def test_the_dealer_takes_two_tricks_and_the_pot() -> None:
    s = new(deals=[TWO])
    play(s, "keep")
    assert s.current_player() == 1  # left of the dealer leads
    play(s, "6D")  # the dealer has no diamond: he must trump
    assert s.legal_actions() == [C.parse("8H")]
    play(s, "8H")  # dealer takes it with a trump and leads
    play(s, "QS", "KS")  # seat 1 takes
    play(s, "AS", "7C")  # seat 1 takes again: two tricks against the dealer
    assert s.balance == [-1, 1] and s.dealer == 1  # the opponent deals next
    assert s.current_player() == CHANCE


def test_the_exchange_and_a_made_deal() -> None:
    s = new(deals=[TWO], stake=3)
    play(s, "swap 7C")
    assert C.parse("9H") in s.hands[0] and C.parse("7C") not in s.hands[0]
    assert s.swapped == C.parse("7C") and s.trump_in_hand
    # only the dealer learns which card he laid away
    assert "7" not in s.describe_move(SWAP + C.parse("7C"), 1, "en")
    assert "7♣" in s.describe_move(SWAP + C.parse("7C"), 0, "en")
    assert s.observation(1)["laid_away"] is None
    assert s.observation(0)["laid_away"] == "7C"
    assert s.unseen(1) >> C.parse("7C") & 1 and not s.unseen(0) >> C.parse("7C") & 1
    assert not s.unseen(1) >> C.parse("9H") & 1  # everyone saw him take the trump
    play(s, "6D", "8H")  # trump
    play(s, "9H", "AS")  # seat 1 has no heart, no trump left: any card
    assert s.void[1] == 1 << C.HEARTS
    play(s, "QS", "KS")
    assert s.balance == [3, -3] and s.dealer == 0  # he keeps the deal


def test_follow_suit_is_enforced_with_a_reason() -> None:
    s = new(deals=[TWO])
    play(s, "keep", "KS")
    assert sorted(s.legal_actions()) == [C.parse("QS")]
    before = s.observation(0)
    with pytest.raises(IllegalActionError) as err:
        s.play("8H")
    assert "suit" in str(err.value.en) and "в масть" in str(err.value.ru)
    assert s.observation(0) == before


def test_four_players_count_tricks_together_and_settle_alike() -> None:
    # dealer 0: seats 1, 2, 3 then 0 get three cards each; 13th card the trump
    deck = order("6S", "7S", "8S",  # seat 1
                 "AS", "AC", "AD",  # seat 2, the dealer's partner
                 "9S", "10S", "JS",  # seat 3
                 "6C", "7C", "8C",  # seat 0, the dealer
                 "6H")
    s = new(4, deals=[deck], stake=2)
    play(s, "keep")
    play(s, "6S", "AS", "9S", "6C")  # the partner takes
    play(s, "AC", "JS", "7C", "7S")  # and again: the side has two
    play(s, "AD", "10S", "8C", "8S")
    assert s.dealer_tricks() == 3
    assert s.balance == [2, -2, 2, -2]
    assert s.returns() == [0.0] * 4  # not over yet


def test_target_ends_the_game_and_the_winning_side_scores() -> None:
    s = new(deals=[TWO], target=1)
    play(s, "keep", "6D", "8H", "QS", "KS", "AS", "7C")
    assert s.is_terminal() and s.returns() == [0.0, 1.0]
    assert s.result()["winners"] == [1]


def test_one_deal_preset() -> None:
    rules = GAME.make_rules(preset="one_deal")
    s = GAME.new_state(2, rules, 1, [TWO])
    s.apply_chance()
    for m in ("keep", "6D", "8H", "QS", "KS", "AS", "7C"):
        s.play(m)
    assert s.is_terminal() and s.returns() == [0.0, 1.0]


def test_no_swap_variant_starts_with_the_lead() -> None:
    rules = GAME.make_rules(variants=["no_swap"])
    s = GAME.new_state(2, rules, 1, [TWO])
    s.apply_chance()
    assert s.phase == "play" and s.current_player() == 1
    assert all(a < SWAP for a in s.legal_actions())
    with pytest.raises(IllegalActionError):
        s.play("keep")


@pytest.mark.parametrize("players", [1, 3, 5])
def test_impossible_player_counts_are_refused(players: int) -> None:
    with pytest.raises(RuleError) as err:
        GAME.check_players(players, GAME.make_rules())
    assert err.value.en and err.value.ru


def test_resample_keeps_voids_the_held_trump_and_the_laid_away_card() -> None:
    s = new(deals=[TWO])
    play(s, "swap 7C", "6D")  # seat 1 leads a diamond
    play(s, "8H")  # the dealer trumps: he has no diamond
    rng = random.Random(5)
    for _ in range(50):
        w = s.resample(1, rng)
        assert isinstance(w, TriKartyState)
        assert C.parse("9H") in w.hands[0]
        assert not any(C.suit_of(c) == C.DIAMONDS for c in w.hands[0])
        assert w.observation(1) == s.observation(1)
        d = s.resample(0, rng)
        assert isinstance(d, TriKartyState)
        assert C.parse("7C") in d.rest and d.observation(0) == s.observation(0)


def test_keep_and_swap_text_forms() -> None:
    s = new(deals=[TWO])
    assert s.text_to_action("keep") == KEEP
    assert s.text_to_action("обмен 7ч") == SWAP + C.parse("7H")
    assert s.text_to_action("7C") == SWAP + C.parse("7C")  # the dealer's bare card
    assert s.action_to_text(SWAP + C.parse("7C")) == "swap 7C"
    with pytest.raises(ParseError):
        s.text_to_action("swap")


def test_narration_of_a_trick_and_a_deal() -> None:
    s = new(deals=[TWO])
    play(s, "keep", "6D")
    after = s.clone()
    after.play("8H")
    ru = s.narrate(C.parse("8H"), after, 0, "ru", ["Вы", "Игрок 2"])
    en = s.narrate(C.parse("8H"), after, 1, "en", ["Player 1", "You"])
    assert ru == ["вы берёте взятку (8♥)"] and en == ["Player 1 takes the trick (8♥)"]
    play(after, "QS", "KS", "AS")
    end = after.clone()
    end.play("7C")
    lines = after.narrate(C.parse("7C"), end, 1, "en", ["Player 1", "You"])
    assert lines == ["you take the trick (A♠)",
                     "deal over: the dealer (Player 1) has 1 of 3 tricks — his side pays "
                     "(1 each)"]


def test_the_heuristic_takes_the_trump_and_spares_its_partner() -> None:
    from koloda.games.tri_karty.bot import HeuristicAgent

    s = new(deals=[TWO])
    bot = HeuristicAgent(0, random.Random(0))
    assert bot.act(s.observation(0), s.legal_actions()) == SWAP + C.parse("7C")
    deck = order("6S", "7S", "8S", "AS", "AC", "AD", "9S", "10S", "JS", "QS", "KS", "8C",
                 "6H")
    f = new(4, deals=[deck])
    play(f, "keep", "6S", "AS")  # seat 2 wins for the dealer's side so far
    third = HeuristicAgent(3, random.Random(0))
    # the ace cannot be beaten in suit: the weakest spade goes
    assert third.act(f.observation(3), f.legal_actions()) == C.parse("9S")
    play(f, "9S")
    dealer = HeuristicAgent(0, random.Random(0))
    # the partner's ace holds the trick: the dealer keeps his king
    assert dealer.act(f.observation(0), f.legal_actions()) == C.parse("QS")


def test_standing_between_deals_is_the_chance_of_the_walk() -> None:
    s = new(deals=[TWO])
    play(s, "keep", "6D", "8H", "QS", "KS", "AS", "7C")
    assert s.current_player() == CHANCE
    assert s.standing() == [0.4, 0.6]  # one chip down of five
