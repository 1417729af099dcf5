"""Item 6: the view names every seat, highlights the trumps and the playable cards,
shows the last bout; the score sheet uses the names."""

from __future__ import annotations

import re

from koloda.engine import cards as C
from koloda.table import Seat, Table

from .helpers import COMPUTER, GAME, plain, state, table

HANDS = [["7S", "7C", "8H", "9H", "KS", "6D"], ["8S", "9C", "10H", "JH", "QS", "7D"]]


def _mask(*texts: str) -> int:
    return C.mask_of(C.parse(x) for x in texts)


def test_names_in_the_player_list_and_whose_move() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    ru = plain(t.render(0, "ru"))
    assert "  Вы: 6 карт — ходите" in ru and "  Игрок 2: 6 карт — отбивается" in ru
    assert "Ход: Вы — ходите" in ru
    en = plain(t.render(0, "en"))
    assert "  You: 6 cards — attack" in en and "  Player 2: 6 cards — defends" in en
    assert "To move: You — attack" in en
    named = table(HANDS, "AD", seats=[Seat(name="Маша"), Seat("computer", "heuristic", "Бот")])
    ru = plain(named.render(0, "ru"))
    assert "  Маша: 6 карт — ходит" in ru and "  Бот: 6 карт — отбивается" in ru
    assert "Ход: Маша — ходит" in ru


def test_taking_is_said_with_the_name() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    t.play(0, "7♠")
    t.play(0, "хватит")
    t.play(1, "беру")
    assert "  Игрок 2 берёт карты" in plain(t.render(0, "ru"))
    assert "  Player 2 takes the cards" in plain(t.render(0, "en"))
    t2 = table([HANDS[1], HANDS[0]], "AD", seats=[Seat(), COMPUTER])
    assert t2.to_move() == 1
    t2.play(1, "7♠")
    t2.play(1, "хватит")
    t2.play(0, "беру")
    assert "  Вы берёте карты" in plain(t2.render(0, "ru"))
    assert "  You take the cards" in plain(t2.render(0, "en"))


def test_playable_cards_and_highlights() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    st = state(t)
    assert st.playable_cards(0) == st.hands[0]  # any card may lead
    assert st.playable_cards(1) == 0
    t.play(0, "7♠")
    t.play(0, "хватит")
    st = state(t)
    assert st.playable_cards(1) == _mask("8S", "QS", "7D")  # they beat 7♠ (♦ trump)
    assert st.playable_cards(0) == 0
    markup = t.render(1, "ru")
    assert "[bold reverse]8♠[/bold reverse]" in markup
    assert "[bold red underline reverse]7♦[/bold red underline reverse]" in markup
    assert "[bold red dim]10♥[/bold red dim]" in markup
    # no highlight when it is not the seat's move; the trump is still marked
    markup = t.render(0, "ru")
    assert "[bold red underline]6♦[/bold red underline]" in markup
    assert "reverse" not in markup and "dim]" not in markup.split("Ваши карты")[1]
    rev = table(HANDS, "AD", reverse=True, seats=[Seat(), COMPUTER])
    assert state(rev).playable_cards(0) == 0


def test_last_bout_taken_and_beaten() -> None:
    t = table(HANDS, "AD", seats=[Seat(), COMPUTER])
    assert state(t).observation(0)["last_bout"] is None
    assert GAME.render_last(state(t).observation(0), "ru", t.names("ru")) is None
    t.play(0, "7♠")
    t.play(0, "7♣")
    t.play(1, "беру")
    obs = state(t).observation(0)
    assert obs["last_bout"] == {"pairs": [["7S", None], ["7C", None]], "defender": 1,
                                "taker": 1, "taken": 2}
    shown = GAME.render_last(obs, "ru", t.names("ru"))
    assert shown is not None
    assert plain(shown).splitlines() == ["Прошлый ход (отбивался Игрок 2): 7♠/·   7♣/·",
                                         "  Игрок 2 забрал 2 карты."]
    shown = GAME.render_last(obs, "en", t.names("en"))
    assert shown is not None
    assert plain(shown).splitlines() == ["Last bout (Player 2 defended): 7♠/·   7♣/·",
                                         "  Player 2 took 2 cards."]
    t.play(0, "8♥")
    t.play(1, "10♥")
    obs = state(t).observation(1)
    assert obs["last_bout"]["taker"] is None
    shown = GAME.render_last(obs, "ru", t.names("ru"))
    assert shown is not None
    assert plain(shown).splitlines() == ["Прошлый ход (отбивался Игрок 2): 8♥/10♥", "  Бито."]


def test_a_finished_game_names_the_fool_the_order_and_the_sheet() -> None:
    rules = GAME.make_rules(overrides={"match_games": 2})
    seats = [Seat(COMPUTER.kind, "heuristic", "Аня"), Seat(COMPUTER.kind, "heuristic", "Боря"),
             Seat(COMPUTER.kind, "heuristic", "Вера")]
    t = Table(GAME, 3, rules, seats, seed=11)
    t.advance()
    assert t.over
    st = state(t)
    names = t.names("ru")
    fools = [names[f[0]] if f else "ничья" for f in st.fools]
    sheet = t.sheet("ru")
    assert sheet.splitlines()[0] == "Дураки по партиям"
    assert sheet.splitlines()[1:3] == [f"1: {fools[0]}", f"2: {fools[1]}"]
    tally = ", ".join(f"{names[s]} {n}" for s, n in enumerate(st.tally))
    assert sheet.splitlines()[3] == f"Счёт дураков: {tally}"
    assert "Fool tally: " in t.sheet("en") and "Аня" in t.sheet("en")
    view = plain(t.render(0, "ru"))
    assert f"Игра окончена. Дурак: {fools[1]}." in view
    assert "Счёт матча (раз в дураках): " + ", ".join(
        f"{names[s]} {n}" for s, n in enumerate(st.tally)) in view
    out = [names[s] for s in st.orders[-1] if s != st.fools[-1][0]]
    assert "Вышли из игры: " + ", ".join(out) in view
    assert not re.search(r"Игрок \d", view)
    assert not re.search(r"Player \d", plain(t.render(0, "en")))
    assert t.log_lines(0, "ru")[-1] == f"Игра окончена. Дурак: {fools[1]}."
