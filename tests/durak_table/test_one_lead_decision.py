"""A person who leads in Durak decides the lead once: each card alone or each set of
one rank is one item of the terminal's move list, instead of a card and then «добавляю…
/ хватит». The game's actions (and so records, bots and the compiled core) are as ever."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.durak import actions as A
from koloda.table import Seat
from tests.terminal.scripted import Script

from .helpers import COMPUTER, state, table

# trump ♦ (A♦ turned): seat 0 holds the lowest trump 6♦ and leads; it has 7♠ and 7♣
HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "AC"]]


def _menu_labels(t: object, lang: str = "ru") -> list[str]:
    return [label for _, label in t.menu(0, lang)]  # type: ignore[attr-defined]


def test_the_lead_menu_holds_the_sets_and_no_enough() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    labels = _menu_labels(t)
    assert labels[:6] == [label for _, label in t.legal_moves(0, "ru")]  # the same numbers
    assert labels[6:] == ["хожу 7♠ 7♣"]
    assert "attack 7♠ 7♣" in _menu_labels(t, "en")
    assert "хватит" not in labels


def test_one_card_lead_asks_nothing_more_before_the_defence() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    script = Script(t, ["1"])  # хожу 7♠
    script.turn()
    assert t.state.history == [A.attack(C.parse("7S")), A.DONE]  # the actions as ever
    assert script.prompts == ["> "]
    script.session._computers()
    st = state(t)
    assert st.att and st.to_move == 0  # the defender covered; the throw-in decision
    labels = _menu_labels(t)
    assert "подкидываю 7♣" in labels and "не подкидываю" in labels
    assert "Вы: хожу 7♠\nВы: хватит" in script.out.getvalue()


def test_a_set_is_one_choice_and_undo_takes_it_back_whole() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    before = len(t.state.history)
    number = _menu_labels(t).index("хожу 7♠ 7♣") + 1
    Script(t, [str(number)]).turn()
    st = state(t)
    assert len(st.att) == 2 and st.to_move == 1  # the defender answers both at once
    assert t.log_lines(0, "ru")[-2:] == ["Вы: хожу 7♠", "Вы: добавляю 7♣"]
    assert t.undo(0)
    assert len(t.state.history) == before and _menu_labels(t)[6:] == ["хожу 7♠ 7♣"]
    assert t.redo(0) and len(state(t).att) == 2
    assert t.undo(0) and len(t.state.history) == before


def test_typed_moves_still_go_one_action_at_a_time() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    assert [label for _, label in t.legal_moves(0, "ru")] == ["добавляю 7♣", "хватит"]
    assert _menu_labels(t) == ["добавляю 7♣", "хватит"]  # not a lead any more


def test_a_typed_lead_card_at_the_terminal_is_the_same_one_decision() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    assert t.parse_choice(0, "7♠") == (A.attack(C.parse("7S")), A.DONE)
    assert t.parse_choice(0, "lead 7S") == (A.attack(C.parse("7S")), A.DONE)
    assert t.parse_choice(0, "attack 7♠ 7♣") == (A.attack(C.parse("7S")),
                                                 A.attack(C.parse("7C")))
    Script(t, ["7♠"]).turn()
    assert t.state.history == [A.attack(C.parse("7S")), A.DONE]
