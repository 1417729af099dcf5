"""Items 3, 5 and 6: the table picture names every seat by its name, marks the trump
suit and the cards that may go now, keeps the last trick in view (``last_trick``, the
picture's ``last``, the terminal's ``last`` command); the score sheet is headed by the
names."""

from __future__ import annotations

from koloda.table import Seat, Table
from tests.table.drawn import drawn, drawn_last

from .helpers import (
    DEAL_A,
    HANDS_A,
    HANDS_T,
    OPEN_T,
    TALON_A,
    TALON_T,
    TRICKS_T,
    rig,
    run,
    state,
    table,
)

NAMED = [Seat(name="Аня"), Seat(name="Боря"), Seat(name="Вера")]


def _playable(t: Table, viewer: int) -> set[str]:
    """The hand's cards the picture lets ``viewer`` touch to make a move."""
    return {c.card for c in t.picture(viewer, "ru").controls if c.card is not None}


def test_names_everywhere_and_the_trump_and_playable_cards() -> None:
    t = run(table([rig(HANDS_T, TALON_T)], seats=NAMED), *OPEN_T, *TRICKS_T)
    pic = t.picture(1, "ru")
    assert [s.name for s in pic.seats] == ["Аня", "Боря", "Вера"]
    markers = {m.label: m for m in pic.markers}
    assert markers["Заказ"].value == "100 — Аня"
    assert markers["Козырь"].value == "черви" and markers["Козырь"].suit == "H"
    assert "марьяж ♥ 100" in [b.text for b in pic.seats[0].badges]
    zones = {z.id: z for z in pic.zones}
    assert zones["gifts"].cards == ("10H", "KD")
    assert zones["gifts"].captions == ("→ Боря", "→ Вера")
    assert zones["trick"].cards == ("AD",) and zones["trick"].seats == (0,)
    assert pic.status == "Ваш ход: положите карту, заход в ♦ бубны"
    assert _playable(t, 1) == {"10H", "JH"}
    text = drawn(t, 1, "ru")
    for line in ("Аня", "Боря", "Вера", "Заказ: 100 — Аня", "Козырь: ♥ черви",
                 "Отдано: 10♥ → Боря · К♦ → Вера", "Взятка: Аня — Т♦",
                 "Ваш ход: положите карту, заход в ♦ бубны"):
        assert line in text, line
    en = drawn(t, 1, "en")
    assert "Trump: ♥ hearts" in en and "Your move: play a card to the ♦ diamonds lead" in en
    assert drawn_last(t, 1, "en") == ("Last trick: Аня took it (+7)\n"
                                      "  Аня — Q♥ · Боря — 9♥ · Вера — K♣\n")
    other = drawn(t, 2, "ru")
    assert "Боря кладёт карту, заход в ♦ бубны" in other
    assert "игрок 0" not in other.lower() and "seat" not in en


def test_playable_cards() -> None:
    t = run(table([rig(HANDS_T, TALON_T)]), *OPEN_T, *TRICKS_T)
    assert _playable(t, 1) == {"10H", "JH"}
    assert _playable(t, 0) == _playable(t, 2) == set()
    t = run(table([rig(HANDS_A, TALON_A)]), "bid 100", "pass", "pass")
    hand = set(t.picture(0, "ru").seats[0].hand.cards)
    assert _playable(t, 0) == hand  # any card may be given


def test_default_names_and_whose_move() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:8])
    pic = t.picture(1, "ru")
    assert [s.name for s in pic.seats] == ["Игрок 1", "Игрок 2", "Игрок 3"]
    assert {m.label: m.value for m in pic.markers}["Заказ"] == "100 — Игрок 1"
    assert pic.status == "Игрок 3 кладёт карту, заход в ♠ пики"


def test_last_trick_in_the_observation_and_the_picture() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:8])
    assert t.state.observation(0)["last_trick"] is None
    assert drawn_last(t, 0, "ru") is None and drawn_last(t, 0, "en") is None
    run(t, DEAL_A[8])
    for seat in range(3):
        assert t.state.observation(seat)["last_trick"] == {
            "cards": [[0, "AS"], [1, "9S"], [2, "9H"]], "winner": 0, "points": 11}
    assert drawn_last(t, 1, "ru") == ("Прошлая взятка: берёт Игрок 1 (+11)\n"
                                      "  Игрок 1 — Т♠ · Игрок 2 — 9♠ · Игрок 3 — 9♥\n")
    assert drawn_last(t, 1, "en") == ("Last trick: Player 1 took it (+11)\n"
                                      "  Player 1 — A♠ · Player 2 — 9♠ · Player 3 — 9♥\n")
    run(t, DEAL_A[9])  # a new trick is led: the last one stays in view
    last = t.picture(1, "ru").last
    assert len(last) == 1 and last[0].cards == ("AS", "9S", "9H")
    assert t.state.observation(1)["last_trick"]["points"] == 11
    # the person's own trick
    mine = drawn_last(t, 0, "ru")
    assert mine is not None and mine.startswith("Прошлая взятка: берёте вы (+11)")
    mine = drawn_last(t, 0, "en")
    assert mine is not None and mine.startswith("Last trick: you took it (+11)")


def test_last_trick_is_cleared_by_a_new_deal() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A)
    assert state(t).deal_no == 1
    assert t.state.observation(0)["last_trick"] is None


def test_score_sheet_is_headed_by_names() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], seats=NAMED), *DEAL_A)
    assert t.sheet("ru").splitlines() == [
        "#  сдаёт  заказ      Аня         Боря        Вера",
        "-" * 49,
        "1  Вера   Аня: 100+  +100 = 100  +0 = 0 (б)  +0 = 0 (б)"]
    assert t.sheet("en").splitlines()[0] == "#  dealer  contract   Аня         Боря        Вера"
    default = state(t).score_sheet("en")
    assert "Player 1: 100+" in default and "Player 3" in default.splitlines()[0]
