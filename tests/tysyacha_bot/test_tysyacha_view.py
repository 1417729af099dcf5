"""The Тысяча terminal view on hand-made observations."""

from __future__ import annotations

from tysyacha_obs import PHASES, make_obs

from koloda.games.tysyacha.view import render


def test_bidding_line_says_what_is_needed() -> None:
    obs = make_obs("KH QH AH AS AD 9C JC", bids=[[2, 100]], high_bid=100, high_bidder=2)
    ru = render(obs)
    assert "ваш ход:" in ru and "торговля, нужно не меньше 105" in ru
    en = render(obs, "en")
    assert "your move:" in en and "bidding, at least 105" in en
    assert "Игрок 3 100" in ru and "Player 3 100" in en


def test_hand_is_grouped_by_suit_with_red_hearts_and_diamonds() -> None:
    obs = make_obs("9S AS 10D KH QH AH 9C")
    text = render(obs)
    assert "[red]Т♥[/red]" in text and "[red]10♦[/red]" in text
    assert "[bold]Т♠[/bold]" in text
    hand_lines = [line for line in text.splitlines() if line.startswith("  ") and "♥" in line
                  and "Т♥" in line]
    assert hand_lines and hand_lines[0].index("Т♥") < hand_lines[0].index("К♥")
    assert "A♥" in render(obs, "en")


def test_scores_barrel_and_bolts() -> None:
    obs = make_obs("9S", scores=[880, 300, -120], barrel=[True, False, False],
                   barrel_deals_left=[2, None, None], bolts=[0, 2, 0])
    ru, en = render(obs), render(obs, "en")
    assert "880" in ru and "бочка (2 разд.)" in ru and "болты: 2" in ru and "-120" in ru
    assert "barrel (2 deals)" in en and "bolts: 2" in en


def test_play_shows_trump_trick_marriages_and_talon() -> None:
    obs = make_obs("9S AS", phase="play", declarer=1, contract=140, trump="H",
                   trick=[[1, "10H"], [2, "9H"]], to_move=0, leader=1,
                   declared=[[1, "H", 100]], talon=["KH", "QH", "9C"],
                   gifts=[[1, 0, "9S"], [1, 2, None]], received=["9S"],
                   tricks_won=[0, 2, 1], taken_points=[0, 25, 14])
    ru, en = render(obs), render(obs, "en")
    assert "Козырь: [red]♥ черви[/red]" in ru and "Trump: [red]♥ hearts[/red]" in en
    assert "На столе: Игрок 2 [red]10♥[/red], Игрок 3 [red]9♥[/red]" in ru
    assert "червовый 100" in ru and "hearts 100" in en
    assert "Прикуп: [red]К♥[/red]" in ru
    assert "(закрыта)" in ru and "(face down)" in en
    assert "Заказ: 140 (Игрок 2)" in ru and "Contract: 140 (Player 2)" in en
    assert "заход в" in ru


def test_other_player_to_move_and_hidden_talon() -> None:
    obs = make_obs("9S AS", to_move=2, talon=None, talon_size=3)
    ru = render(obs)
    assert "ходит Игрок 3" in ru and "Прикуп: 3 карт(ы), закрыт" in ru
    assert "Player 3 to move" in render(obs, "en")


def test_every_phase_renders() -> None:
    for phase in PHASES:
        obs = make_obs("9S AS KH", phase=phase, declarer=0 if phase != "bidding" else None,
                       contract=120, last_deal={"deltas": [120, 15, -5], "declarer": 0,
                                                "contract": 120, "made": True})
        for lang in ("ru", "en"):
            text = render(obs, lang)
            assert text.count("\n") > 4
    over = make_obs("", phase="over", scores=[1000, 500, 300], to_move=None)
    assert "Победитель: Вы" in render(over) and "Winner: You" in render(over, "en")


def test_four_players_sitting_out() -> None:
    obs = make_obs("", players=4, sitting_out=0, dealer=0)
    assert "на прикупе" in render(obs) and "sits out" in render(obs, "en")


def test_dark_player_has_not_looked_yet() -> None:
    obs = make_obs("", phase="dark", rules={"dark": True})
    ru, en = render(obs), render(obs, "en")
    assert "играть втёмную или смотреть карты" in ru and "(карты ещё не открыты)" in ru
    assert "play dark or look at the cards" in en and "(not looked at yet)" in en
