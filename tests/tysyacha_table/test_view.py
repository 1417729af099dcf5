"""Items 3, 5 and 6: the view names every seat by its name, marks the trump suit and the
playable cards, keeps the last trick visible (``last_trick``, ``render_last``); the score
sheet is headed by the names."""

from __future__ import annotations

from rich.console import Console

from koloda.engine import cards as C
from koloda.games.tysyacha import view
from koloda.table import Seat

from .helpers import (
    DEAL_A,
    GAME,
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


def plain(markup: str) -> str:
    console = Console(width=200, color_system=None)
    with console.capture() as cap:
        console.print(markup)
    return cap.get()


def test_names_everywhere_and_the_trump_and_playable_cards() -> None:
    t = run(table([rig(HANDS_T, TALON_T)], seats=NAMED), *OPEN_T, *TRICKS_T)
    ru = t.render(1, "ru")
    text = plain(ru)
    for line in ("Аня", "Боря", "Вера", "Торговля: Аня 100, Боря пас, Вера пас",
                 "Заказ: 100 (Аня)", "Отдано: Аня → Боря: 10♥; Аня → Вера: К♦",
                 "Марьяжи: Аня ♥ червовый 100", "На столе: Аня Т♦",
                 "Прошлая взятка: Аня Д♥, Боря 9♥, Вера К♣ — берёт Аня (+7)",
                 "ваш ход: положить карту, заход в ♦ бубны"):
        assert line in text, line
    assert "[bold underline red]10♥[/bold underline red]" in ru
    assert "[bold underline red]В♥[/bold underline red]" in ru
    assert "[dim]Д♣[/dim]" in ru and "[dim]10♠[/dim]" in ru
    hearts = next(x for x in ru.splitlines() if "10♥[/bold underline red]" in x)
    assert hearts.startswith("  [reverse][red]♥[/red][/reverse]")
    assert hearts.endswith("[yellow]← козырь[/yellow]")
    en = plain(t.render(1, "en"))
    assert "Bids: Аня 100, Боря pass, Вера pass" in en and "← trump" in en
    assert "Last trick: Аня Q♥, Боря 9♥, Вера K♣ — Аня takes it (+7)" in en
    other = plain(t.render(2, "ru"))
    assert "ходит Боря: положить карту, заход в ♦ бубны" in other
    assert "игрок 0" not in other.lower() and "seat" not in en


def test_playable_cards() -> None:
    t = run(table([rig(HANDS_T, TALON_T)]), *OPEN_T, *TRICKS_T)
    st = state(t)
    assert st.playable_cards(1) == C.mask_of([C.parse("10H"), C.parse("JH")])
    assert st.playable_cards(0) == st.playable_cards(2) == 0
    t = run(table([rig(HANDS_A, TALON_A)]), "bid 100", "pass", "pass")
    assert state(t).playable_cards(0) == state(t).hands[0]  # any card may be given


def test_default_names_put_you_first() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:8])
    obs = t.state.observation(1)
    text = plain(view.render(obs, "ru"))
    assert "Торговля: Игрок 1 100, Вы пас, Игрок 3 пас" in text
    assert "Заказ: 100 (Игрок 1)" in text
    assert "ходит Игрок 3: положить карту, заход в ♠ пики" in text


def test_last_trick_in_the_observation_and_render_last() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:8])
    assert t.state.observation(0)["last_trick"] is None
    assert GAME.render_last(t.state.observation(0), "ru", t.names("ru")) == (
        "В этой раздаче ещё не было взяток.")
    assert GAME.render_last(t.state.observation(0), "en", t.names("en")) == (
        "No trick has been taken in this deal yet.")
    run(t, DEAL_A[8])
    for seat in range(3):
        assert t.state.observation(seat)["last_trick"] == {
            "cards": [[0, "AS"], [1, "9S"], [2, "9H"]], "winner": 0, "points": 11}
    ru = GAME.render_last(t.state.observation(1), "ru", t.names("ru"))
    assert ru == ("Прошлая взятка: Игрок 1 [bold]Т♠[/bold], Игрок 2 [bold]9♠[/bold], "
                  "Игрок 3 [red]9♥[/red] — берёт Игрок 1 (+11)")
    en = GAME.render_last(t.state.observation(1), "en", t.names("en"))
    assert en is not None and plain(en).strip() == (
        "Last trick: Player 1 A♠, Player 2 9♠, Player 3 9♥ — Player 1 takes it (+11)")
    run(t, DEAL_A[9])  # a new trick is led: the last one stays in view
    assert "Прошлая взятка: Игрок 1 Т♠" in plain(t.render(1, "ru"))
    assert t.state.observation(1)["last_trick"]["points"] == 11
    # the person's own trick, default names
    mine = plain(view.render_last(t.state.observation(0), "ru"))
    assert mine.strip().endswith("— берёте вы (+11)")
    assert plain(view.render_last(t.state.observation(0), "en")).strip().endswith(
        "— you take it (+11)")


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
