"""«Пьяница» on rigged deals: the deal round the table, the highest card takes the round
and the cards go under the pile in the order laid, disputes (with war_down cards face
down, short piles, a dispute nobody can finish), the six beating the ace, giveaway with a
deck each, the round limit and its outcome, elimination, and what may be seen."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import TERMINAL, get_game
from koloda.games.pyanitsa.state import PLAY, PyanitsaState

GAME = get_game("pyanitsa")


def cards(text: str) -> list[C.Card]:
    return [C.parse(t) for t in text.split()]


def dealt(piles: Sequence[str], deck: int = 36) -> list[C.Card]:
    """The deck order that deals these piles round the table (piles of equal length, or
    the first ones one longer), every other card of the deck left out is an error."""
    ps = [cards(p) for p in piles]
    order: list[C.Card] = []
    for i in range(max(len(p) for p in ps)):
        order += [p[i] for p in ps if i < len(p)]
    assert sorted(order) == sorted(C.deck(deck)), "the piles must hold the whole deck"
    return order


def rest_of(*used: str, deck: int = 36) -> list[str]:
    taken = set(cards(" ".join(used)))
    return [C.to_text(c) for c in C.deck(deck) if c not in taken]


def new(piles: Sequence[str], players: int | None = None, preset: str | None = None,
        **overrides: Any) -> PyanitsaState:
    rules = GAME.make_rules(preset=preset, overrides=overrides)
    n = players or len(piles)
    st = GAME.new_state(n, rules, seed=1, deals=[dealt(piles, rules.deck)])
    assert isinstance(st, PyanitsaState)
    st.apply_chance()
    return st


def laid_out(piles: Sequence[str], **overrides: Any) -> PyanitsaState:
    """A game whose piles are set by hand after a deal (a deal round the table cannot
    give piles of very different sizes, which later play does)."""
    rules = GAME.make_rules(overrides=overrides)
    st = GAME.new_state(len(piles), rules, seed=1)
    assert isinstance(st, PyanitsaState)
    st.apply_chance()
    st.piles = [cards(p) for p in piles]
    st._start_round()
    return st


def two_piles(top0: str, top1: str) -> list[str]:
    """Two 18-card piles starting with the given cards, the rest split evenly."""
    rest = rest_of(top0, top1)
    need0 = 18 - len(cards(top0))
    return [" ".join([top0, *rest[:need0]]), " ".join([top1, *rest[need0:]])]


def test_all_cards_are_dealt_one_at_a_time_round_the_table() -> None:
    st = GAME.new_state(5, GAME.make_rules(), seed=3)
    st.apply_chance()
    assert isinstance(st, PyanitsaState)
    order = st.deals[0]
    assert [len(p) for p in st.piles] == [8, 7, 7, 7, 7]
    assert st.piles[1] == order[1::5]


def test_the_higher_card_takes_and_the_cards_go_under_in_the_order_laid() -> None:
    st = new(two_piles("9S", "KH"))
    assert st.legal_actions() == [PLAY] and st.current_player() == 0
    st.play("play")
    assert st.current_player() == 1
    st.play("play")
    assert st.rows[-1] == (1, 1, 2, 0)
    assert st.piles[1][-2:] == cards("9S KH") and len(st.piles[0]) == 17
    assert st.last == (1, ((0, C.parse("9S"), True), (1, C.parse("KH"), True)))


def test_the_ace_is_highest_and_the_six_beats_it_with_the_rule() -> None:
    st = new(two_piles("6S", "AH"))
    st.apply(PLAY)
    st.apply(PLAY)
    assert st.rows[-1][1] == 1
    st2 = new(two_piles("6S", "AH"), six_beats_ace=True)
    st2.apply(PLAY)
    st2.apply(PLAY)
    assert st2.rows[-1][1] == 0
    st3 = new(two_piles("6S", "KH"), six_beats_ace=True)  # no ace: the six is just low
    st3.apply(PLAY)
    st3.apply(PLAY)
    assert st3.rows[-1][1] == 1


def test_a_dispute_lays_one_down_and_one_up_and_the_winner_takes_six() -> None:
    st = new(two_piles("9S 6C QC", "9H 7D 10C"))
    st.apply(PLAY)
    st.apply(PLAY)
    assert st.disputes == 1 and st.current_player() == 0 and not st.rows
    assert st.observation(1)["table"] == [[0, "9S"], [1, "9H"]]
    st.apply(PLAY)
    st.apply(PLAY)
    assert st.rows[-1] == (1, 0, 6, 1)
    assert st.piles[0][-6:] == cards("9S 9H 6C QC 7D 10C")


def test_war_down_sets_the_face_down_cards() -> None:
    st = new(two_piles("9S 6C 6D QC", "9H 7D 7H 10C"), war_down=2)
    for _ in range(4):
        st.apply(PLAY)
    assert st.rows[-1] == (1, 0, 8, 1)
    st0 = new(two_piles("9S QC", "9H 10C"), war_down=0)
    for _ in range(4):
        st0.apply(PLAY)
    assert st0.rows[-1] == (1, 0, 4, 1)


def test_the_face_down_cards_of_a_dispute_are_hidden() -> None:
    st = new(two_piles("9S 6C QC", "9H 7D 10C"))
    for _ in range(3):
        st.apply(PLAY)
    obs = st.observation(1)
    assert obs["table"] == [[0, "9S"], [1, "9H"], [0, None], [0, "QC"]]
    assert st.unseen(1) >> C.parse("6C") & 1


def test_a_short_pile_turns_up_its_last_card_and_an_empty_one_loses_the_dispute() -> None:
    rest = rest_of("9S QC", "9H")
    st = laid_out(["9S QC", " ".join(["9H", *rest])])  # seat 0 holds two cards
    for _ in range(4):
        st.apply(PLAY)  # seat 0 has no card to lay face down: QC goes up directly
    up = [c for s, c, u in st.last[1] if s == 0 and u] if st.last else []
    assert up == cards("9S QC")
    st2 = laid_out(["9S", " ".join(["9H", *rest_of("9S", "9H")])])  # one card
    st2.apply(PLAY)
    st2.apply(PLAY)  # tie, and seat 0 has nothing left: seat 1 takes the round and all
    assert st2.current_player() == TERMINAL and st2.winners == [1]


def test_three_players_only_the_tied_dispute() -> None:
    rest = rest_of("9S 6C QC", "9H 7D 10C", "8D")
    piles = ["9S 6C QC " + " ".join(rest[:9]), "9H 7D 10C " + " ".join(rest[9:18]),
             "8D " + " ".join(rest[18:])]
    st = new(piles)
    for _ in range(3):
        st.apply(PLAY)
    assert st.contest == [0, 1] and st.to_act == [0, 1]
    st.apply(PLAY)
    st.apply(PLAY)
    assert st.rows[-1] == (1, 0, 7, 1)


def test_a_player_without_cards_is_out_and_the_one_with_all_wins() -> None:
    st = laid_out(["6S", " ".join(rest_of("6S"))])
    st.apply(PLAY)
    st.apply(PLAY)  # seat 1 turns a card above the six (every other card is)
    assert st.current_player() == TERMINAL and st.winners == [1] and st.returns() == [0, 1]


def test_the_round_limit_ends_the_game_by_cards() -> None:
    st = new(two_piles("9S 6S", "KH 10D"), max_rounds=2)
    for _ in range(4):
        st.apply(PLAY)
    assert st.current_player() == TERMINAL and st.rounds == 2
    assert [len(p) for p in st.piles] == [16, 20] and st.winners == [1]
    eq = new(two_piles("9S KS", "KH 6D"), max_rounds=2)
    for _ in range(4):
        eq.apply(PLAY)
    assert eq.winners == [0, 1]  # equal counts share the win


def test_giveaway_with_a_deck_each_the_first_to_lose_all_wins() -> None:
    rules = GAME.make_rules(preset="poddavki", overrides={"max_rounds": 2})
    assert rules.own_decks and rules.giveaway
    st = GAME.new_state(2, rules, seed=5)
    st.apply_chance()
    assert isinstance(st, PyanitsaState)
    assert all(C.copy_of(c) == 0 for c in st.piles[0])
    assert all(C.copy_of(c) == 1 for c in st.piles[1])
    assert len(st.piles[0]) == len(st.piles[1]) == 36
    while not st.is_terminal():
        st.apply(PLAY)
    counts = [len(p) for p in st.piles]
    assert st.winners == [s for s in range(2) if counts[s] == min(counts)]


def test_giveaway_ends_when_a_player_has_no_cards() -> None:
    st = laid_out(["6S", " ".join(rest_of("6S"))], giveaway=True)
    st.apply(PLAY)
    st.apply(PLAY)
    assert st.current_player() == TERMINAL and st.winners == [0]


def test_a_dispute_nobody_can_finish_leaves_the_cards_for_the_next_round() -> None:
    rest = rest_of("9S", "9H", "6D KD")
    st = laid_out(["9S", "9H", "6D KD " + " ".join(rest)])
    for _ in range(3):
        st.apply(PLAY)  # 9S and 9H tie, neither has a card left: the cards stay
    assert st.rows[-1] == (1, None, 3, 0) and len(st.table) == 3
    assert st.current_player() == TERMINAL and st.winners == [2]  # only seat 2 has cards
    rest4 = rest_of("9S", "9H", "6D KD", "7C 8C")
    st4 = laid_out(["9S", "9H", "6D KD " + " ".join(rest4[:15]),
                    "7C 8C " + " ".join(rest4[15:])])
    for _ in range(4):
        st4.apply(PLAY)
    assert st4.rows[-1][1] is None and st4.contest == [2, 3]
    st4.apply(PLAY)
    st4.apply(PLAY)  # KD beats 8C and takes the waiting cards too
    assert st4.rows[-1] == (2, 2, 6, 0)


def test_settings_and_player_counts() -> None:
    rules = GAME.make_rules(preset="poddavki")
    with pytest.raises(RuleError):
        GAME.check_players(3, rules)
    for n in (1, 7):
        with pytest.raises(RuleError):
            GAME.check_players(n, GAME.make_rules())
    with pytest.raises(RuleError):
        GAME.make_rules(overrides={"max_rounds": 0})
    with pytest.raises(RuleError):
        GAME.make_rules(overrides={"war_down": 4})


def test_the_only_move_and_its_texts() -> None:
    st = new(two_piles("9S", "KH"))
    assert st.text_to_action("ход") == PLAY and st.action_to_text(PLAY) == "play"
    with pytest.raises(ParseError):
        st.text_to_action("take")
    with pytest.raises(IllegalActionError):
        st.apply_checked(5)
    assert st.describe_action(PLAY, "ru") == "открыть карту"


def test_resample_keeps_every_visible_thing() -> None:
    st = new(two_piles("9S 6C QC", "9H 7D 10C"))
    for _ in range(3):
        st.apply(PLAY)
    world = st.resample(0, random.Random(2))
    assert world.observation(0) == st.observation(0)
    def held(x: PyanitsaState) -> list[C.Card]:
        return sorted([c for p in x.piles for c in p] + [c for _, c, _ in x.table])

    assert held(world) == held(st)
    assert [len(p) for p in world.piles] == [len(p) for p in st.piles]


def test_the_log_names_each_card_turned_up() -> None:
    st = new(two_piles("9S", "KH"))
    before = st.clone()
    st.apply(PLAY)
    assert before.narrate(PLAY, st, 0, "ru") == ["9♠"]
    before = st.clone()
    st.apply(PLAY)
    lines = before.narrate(PLAY, st, 0, "en")
    assert lines[0] == "KH".replace("H", "♥") and "takes the cards (2)" in lines[1]
