"""Random games of Одесский покер (За правду's state with its шахи and the ban on trump
leads, in every combination): each card lies in one place whichever way a шаха went,
what a seat has shown it lacks agrees with its hand, nothing hidden leaks, the game ends
and the sheet adds up; any typed text is a move or a refusal that changes nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.conformance import leaked_cards
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.za_pravdu.state import WILD, ZaPravduState, card_of

GAME = get_game("odessa_poker")


def cards_of_the_deal(s: ZaPravduState) -> list[C.Card]:
    """Hands, stock and table, a шаха «за простую» as its own card; the trump turned up
    apart counts too (a deal that leaves a stock)."""
    plays = [a for t in s.tricks for a in t[1]] + s.trick
    out = [c for h in s.hands for c in h] + s.rest + [card_of(a) for a in plays]
    return out if s.players * s.size == len(s.deck) else [*out, s.trump]


def shown_lacking(s: ZaPravduState, seat: int) -> set[int]:
    """The kinds (suits; WILD for a шаха) of the seat's hand it has shown it lacks."""
    kinds = {WILD if c in s.wild else C.suit_of(c) for c in s.hands[seat]}
    return {k for k in kinds if s.void[seat] >> k & 1}


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.integers(1, 3), st.integers(0, 2),
       st.booleans())
def test_random_games_with_every_shakha_rule(players: int, seed: int, top: int,
                                             shakhi: int, trump_lead: bool) -> None:
    overrides = {"top": top, "shakhi": shakhi, "trump_lead": trump_lead}
    game = GAME.new_state(players, GAME.make_rules(overrides=overrides), seed)
    assert isinstance(game, ZaPravduState)
    pick = random.Random(seed)
    moves = 0
    while not game.is_terminal() and moves < 5000:
        if game.current_player() == CHANCE:
            game.apply_chance()
            continue
        assert sorted(cards_of_the_deal(game)) == sorted(game.deck)
        assert not game.trump_held or game.trump in game.hands[game.dealer]
        assert not any(shown_lacking(game, seat) for seat in range(players))
        if moves % 4 == 0:
            assert not any(leaked_cards(game, seat) for seat in range(players))
        options = game.legal_actions()
        assert sorted(set(options)) == sorted(options)
        game.apply(pick.choice(options))
        moves += 1
    assert game.is_terminal() and len(game.sheet) == len(game.sizes)
    assert [sum(row[4][s] for row in game.sheet) for s in range(players)] == game.scores
    assert all(sum(row[3]) == row[0] for row in game.sheet)
    assert abs(sum(game.returns()) - 1.0) < 1e-9


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=14), st.integers(0, 30))
def test_typed_text_is_a_move_or_a_clean_refusal(text: str, seed: int) -> None:
    game = GAME.new_state(3, GAME.make_rules(overrides={"top": 3}), seed=seed)
    pick = random.Random(seed)
    for _ in range(seed):
        if game.current_player() == CHANCE:
            game.apply_chance()
        elif not game.is_terminal():
            game.apply(pick.choice(game.legal_actions()))
    if game.current_player() == CHANCE:
        game.apply_chance()
    for typed in (text, "plain " + text, "bid 99", "plain AS", "play 6C plain", "JOKER"):
        trial = game.clone()
        try:
            trial.play(typed)
        except (ParseError, IllegalActionError):
            assert trial.history == game.history
            assert trial.observation(0) == game.observation(0)
        else:
            assert len(trial.history) == len(game.history) + 1
