"""Косынка's empty pile under both readings of the text ("either a King or a built
run"): the classic King (``empty=king``, the default) and the literal one, where any run
of two or more cards may go there too (``empty=king_or_run``)."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.engine.game import get_game
from koloda.games.patience.state import PatienceState

TABLEAU = range(6, 13)  # the seven piles, labelled 1 … 7


def position(empty: str) -> PatienceState:
    """Spades and hearts home up to the Eight, clubs and diamonds complete. Pile 1: 9♠
    face down under the run J♥ 10♠; pile 3: six cards face down under 9♥; the other
    piles, the stock and the waste are empty."""
    game = get_game("klondike")
    state = game.new_state(1, game.make_rules(overrides={"empty": empty, "auto": False}),
                           seed=1)
    assert isinstance(state, PatienceState)
    state.apply_chance()
    piles = {6: (1, "9S JH 10S"), 8: (6, "KH QS KS QH JS 10H 9H")}
    for i in TABLEAU:
        down, cards = piles.get(i, (0, ""))
        state.piles[i] = [C.parse(t) for t in cards.split()]
        state.down[i] = down
    home = {C.SPADES: 8, C.CLUBS: 13, C.DIAMONDS: 13, C.HEARTS: 8}
    for f, suit in zip(state.foundations, home, strict=True):
        ranks = [C.ACE, *range(2, home[suit] + 1)]
        state.piles[f] = [C.make(rank, suit) for rank in ranks]
        state.down[f] = 0
    state.piles[state.stock_pile], state.piles[state.waste_pile] = [], []
    state.down[state.stock_pile] = 0
    state._legal = None
    assert sorted(c for p in state.piles for c in p) == sorted(C.deck(52))
    return state


def texts(state: PatienceState) -> list[str]:
    return [state.action_to_text(a) for a in state.legal_actions()]


def test_the_default_is_the_classic_king() -> None:
    assert get_game("klondike").make_rules().empty == "king"
    st = position("king")
    # only Kings reach the empty pile (from the foundations here); the run J♥ 10♠ does not
    assert texts(st) == ["f1 3", "f2 2", "f3 2", "3 f4", "3 1", "give up"]
    with pytest.raises(IllegalActionError) as err:
        st.play("1 2 2")
    assert "J♥ cannot go on pile 2" in err.value.text("en")


def test_the_literal_reading_lets_any_built_run_start_an_empty_pile() -> None:
    st = position("king_or_run")
    assert texts(st) == ["f1 3", "f2 2", "f3 2", "1 2 2", "3 f4", "3 1", "give up"]
    with pytest.raises(IllegalActionError) as err:  # one card is no run: 10♠ alone
        st.play("1 2 1")
    assert "10♠ cannot go on pile 2" in err.value.text("en")
    st.play("1 2")  # the longest run: J♥ 10♠
    assert [C.to_text(c) for c in st.piles[7]] == ["JH", "10S"]
    assert [C.to_text(c) for c in st.piles[6]] == ["9S"] and st.down[6] == 0  # turned up


def test_the_variant_sets_the_rule() -> None:
    rules = get_game("klondike").make_rules(variants=["any_run"])
    assert rules.empty == "king_or_run"


def test_the_literal_reading_is_solved_by_the_generic_search(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The family solver knows only the King: under the other reading it is not asked
    (it would miss moves), and the answer comes from a search of the game's own moves."""
    from koloda.games.patience import solve as solve_module
    from koloda.games.patience.solvers import klondike as family

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the family solver was asked")

    monkeypatch.setattr(family, "solve_klondike", refuse)
    st = position("king_or_run")
    found = solve_module.solve(st, 5.0)
    assert found.status == "won"
    for action in found.actions:
        st.apply_checked(action)
    assert st.is_won()
