"""Rummy to 40's words: the drawn card told to its drawer only, the opening and the end of
a deal narrated in both languages, the score sheet, and refusals that say why."""

from __future__ import annotations

import pytest

from koloda.engine.errors import IllegalActionError
from koloda.games.rummy40 import logic as L
from tests.rummy40.rig import OUT, P1, P2, deal


def test_the_drawn_card_is_told_to_the_drawer_only() -> None:
    st = deal([OUT, P1, P2], stock=["7H"])
    after = st.clone()
    after.play("draw stock")
    assert "вы взяли 7♥" in st.narrate(L.DRAW_STOCK, after, 0, "ru")
    assert "you drew 7♥" in st.narrate(L.DRAW_STOCK, after, 0, "en")
    assert not any("7♥" in line for v in (1, 2, None)
                   for line in st.narrate(L.DRAW_STOCK, after, v, "ru"))


def test_opening_and_deal_end_are_narrated_with_points() -> None:
    st = deal([OUT, P1, P2], stock=["7H"])
    st.play("draw stock")
    st.play("meld 2H 3H 4H 5H")
    a = st.text_to_action("meld 7S 7C 7D 7H")
    after = st.clone()
    after.apply(a)
    names = ["Аня", "Боря", "Вера"]
    assert any("первая выкладка, 42" in x for x in st.narrate(a, after, 1, "ru", names))
    st = after
    a = st.text_to_action("meld 9D 10D JD QD KD AD")
    after = st.clone()
    after.apply(a)
    lines = st.narrate(a, after, 2, "ru", names)
    assert "раздача 1 окончена: Аня — без карт" in lines
    assert "штраф за раздачу: Аня 0, Боря 99, Вера 113" in lines
    en = st.narrate(a, after, 2, "en", ["Ann", "Bob", "Vera"])
    assert "the game is over; fewest points: Ann" in en
    sheet = after.score_sheet("ru", names)
    assert "99" in sheet and "113" in sheet and "0*" in sheet


def test_refusals_say_why() -> None:
    st = deal([OUT, P1, P2], stock=["7H"])
    with pytest.raises(IllegalActionError, match="draw first") as err:
        st.play("discard 2H")
    assert "сначала возьмите карту" in err.value.ru
    st.play("draw stock")
    with pytest.raises(IllegalActionError, match="drawn this turn") as err:
        st.play("draw pile")
    assert "уже взята" in err.value.ru
    with pytest.raises(IllegalActionError, match="40"):
        st.play("lay 8H on 1")
    with pytest.raises(IllegalActionError, match="do not hold") as err:
        st.play("discard QS")
    assert "у вас нет Д♠" in err.value.ru
    assert st.describe_action(st.text_to_action("meld 9D *10 JD"), "ru") == \
        "выложить 9♦ джокер=10 В♦"
    assert st.action_to_text(st.text_to_action("meld jd 9d *10")) == "meld 9D *10 JD"
