"""The shared solitaire machine on rigged deals: Klondike and FreeCell (Солитер)."""

from __future__ import annotations

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import get_game
from koloda.games.patience import actions as A
from koloda.games.patience.state import PatienceState


def deck_from(texts: str) -> list[int]:
    return [C.parse(t) for t in texts.split()]


def klondike(order: list[int] | None = None, seed: int = 0, **rules: object
             ) -> PatienceState:
    game = get_game("klondike")
    state = game.new_state(1, game.make_rules(overrides={"auto": False, **rules}), seed,
                           [order] if order else None)
    state.apply_chance()
    assert isinstance(state, PatienceState)
    return state


def ordered_deck() -> list[int]:
    return C.deck(52)


def test_klondike_layout_deals_rows_and_leaves_the_rest_as_stock() -> None:
    order = ordered_deck()
    st = klondike(order)
    cols = st.piles[6:]
    assert [len(c) for c in cols] == [1, 2, 3, 4, 5, 6, 7]
    assert cols[0] == [order[0]] and cols[1] == [order[1], order[7]]
    assert [st.down[6 + i] for i in range(7)] == list(range(7))
    stock = st.piles[0]
    assert len(stock) == 24 and stock[-1] == order[28]  # the first undealt card on top
    # face-down cards never show in the observation
    obs = st.observation(0)
    shown = {c for p in obs["piles"] for c in p["cards"] if c}
    assert shown == {C.to_text(c[-1]) for c in cols}


def test_draw_three_recycle_and_the_redeal_limit() -> None:
    st = klondike(ordered_deck(), redeals=1)
    for _ in range(8):
        st.apply_checked(A.DRAW_ACTION)
    assert not st.piles[0] and len(st.piles[1]) == 24
    assert A.DRAW_ACTION not in st.legal_actions()
    st.apply_checked(A.RECYCLE_ACTION)
    assert len(st.piles[0]) == 24 and st.passes == 1
    for _ in range(8):
        st.apply_checked(A.DRAW_ACTION)
    assert A.RECYCLE_ACTION not in st.legal_actions()  # one redeal only
    with pytest.raises(IllegalActionError):
        st.apply_checked(A.RECYCLE_ACTION)
    with pytest.raises(IllegalActionError) as err:
        st.play("redeal")
    assert "пересдавать" in err.value.text("ru")


def test_a_refused_move_changes_nothing_and_says_why() -> None:
    st = klondike(seed=5)
    before = (st.piles, st.down, st.moves)
    snapshot = [p[:] for p in before[0]], before[1][:], before[2]
    bad = A.move(6, 8, 1)  # K♠ of pile 1 onto pile 3: not one rank below
    with pytest.raises(IllegalActionError):
        st.apply_checked(bad)
    with pytest.raises(IllegalActionError) as err:
        st.play("1 3")
    assert "К♠ нельзя положить на 8♦" in err.value.text("ru")
    assert ([p[:] for p in st.piles], st.down[:], st.moves) == snapshot


def test_typed_moves_by_piles_by_card_and_in_russian() -> None:
    st = klondike(seed=5)  # pile 2 shows Д♦, pile 1 К♠ (see the view test)
    assert st.text_to_action("2 1") == A.move(7, 6, 1)
    assert st.text_to_action("QD") == A.move(7, 6, 1)
    assert st.text_to_action("Дб 1") == A.move(7, 6, 1)
    assert st.text_to_action("сдать") == A.DRAW_ACTION
    for bad in ("", "9 9 9 9", "zz", "remove", "1 2 0", "1 2 999"):
        with pytest.raises(ParseError):
            st.text_to_action(bad)
    for a in st.legal_actions():
        assert st.text_to_action(st.action_to_text(a)) == a


def test_an_uncovered_card_turns_up_and_auto_plays_safe_cards_home() -> None:
    # pile 2 holds [A♠ (down), 2♠ (up)]: move 2♠ away and A♠ turns up and goes home
    ace, two, three_h = C.make(C.ACE, C.SPADES), C.make(2, C.SPADES), C.make(3, C.HEARTS)
    rest = [c for c in ordered_deck() if c not in (ace, two, three_h)]
    # pile 1: 3♥; pile 2: A♠ face down under 2♠ (the first card of the second row)
    order = [three_h, ace, *rest[:5], two, *rest[5:]]
    game = get_game("klondike")
    st = game.new_state(1, game.make_rules(overrides={"auto": True}), 0, [order])
    st.apply_chance()
    assert isinstance(st, PatienceState)
    assert st.piles[7] == [ace, two] and st.down[7] == 1
    st.apply_checked(A.move(7, 6, 1))  # 2♠ onto 3♥
    # A♠ turned up and went home by itself, and the Two followed it
    assert st.piles[2] == [ace, two]
    assert st.piles[6] == [three_h]


def test_freecell_ms_deal_one_and_the_supermove_capacity() -> None:
    game = get_game("solitaire")
    st = game.new_state(1, game.make_rules(overrides={"auto": False}), 1)
    st.apply_chance()
    assert isinstance(st, PatienceState)
    cols = [" ".join(C.to_text(c) for c in p) for p in st.piles[8:]]
    assert cols[0] == "JD KD 2S 4C 3S 6D 6S"
    assert cols[7] == "5H 3H 3C 7S 7D 10C"
    assert game.max_run(st, 8, 9) == 5  # four free cells, no empty column
    st.piles[9] = []
    assert game.max_run(st, 8, 10) == 10 and game.max_run(st, 8, 9) == 5


def test_hint_depends_only_on_what_the_player_knows() -> None:
    a = klondike(seed=11)
    b = a.clone()
    spots = a.hidden_positions()
    cards = [a.piles[i][k] for i, k in spots][::-1]
    for (i, k), card in zip(spots, cards, strict=True):
        b.piles[i][k] = card
    assert a.observation(0) == b.observation(0) and a.piles != b.piles
    sa = a.resample(0, __import__("random").Random(3))
    sb = b.resample(0, __import__("random").Random(3))
    assert sa.piles == sb.piles
