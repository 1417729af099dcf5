"""Properties over random games of «Захват»: every card is in a stack or on the pile, the
game ends by the time limit at the latest, the winners are as the aim says; any typed
text is refused cleanly or played."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import get_game
from koloda.games.zakhvat.state import LAY, ZakhvatState

GAME = get_game("zakhvat")


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.sampled_from(["right", "next"]),
       st.booleans(), st.sampled_from(["all", "empty"]), st.sampled_from([1, 2]))
def test_random_games_conserve_cards_and_end(players: int, seed: int, payer: str,
                                             chain: bool, aim: str, decks: int) -> None:
    rules = GAME.make_rules(overrides={"payer": payer, "chain": chain, "aim": aim,
                                       "decks": decks, "cap": 300})
    s = GAME.new_state(players, rules, seed)
    assert isinstance(s, ZakhvatState)
    s.apply_chance()
    deck = sorted(C.deck(52, copies=decks))
    while not s.is_terminal():
        assert sorted([c for x in s.stacks for c in x] + s.pile) == deck
        assert s.stacks[s.current_player()]
        s.apply(LAY)
    assert s.laid <= 300 and s.winners
    sizes = [len(x) for x in s.stacks]
    if s.by_cap:
        best = max(sizes) if aim == "all" else min(sizes)
        assert all(sizes[w] == best for w in s.winners)
    elif aim == "all":
        assert sizes[s.winners[0]] == len(deck)
    else:
        assert sizes[s.winners[0]] == 0


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=12))
def test_any_text_is_refused_cleanly_or_played(text: str) -> None:
    s = GAME.new_state(2, GAME.make_rules(), 3)
    s.apply_chance()
    before = s.observation(1)
    try:
        s.play(text)
    except (ParseError, IllegalActionError):
        assert s.observation(1) == before
