"""The Тысяча table picture on hand-made observations, as the terminal draws it."""

from __future__ import annotations

from typing import Any

from tests.table.drawn import plain
from tysyacha_obs import PHASES, make_obs

from koloda.engine.game import get_game
from koloda.engine.picture import Picture, problems
from koloda.terminal.picture_view import draw

GAME = get_game("tysyacha")


def pic(obs: dict[str, Any], lang: str = "ru") -> Picture:
    out = GAME.view(obs, obs["seat"], [], lang)
    assert problems(out) == []
    return out


def drawn(obs: dict[str, Any], lang: str = "ru") -> str:
    return plain(draw(pic(obs, lang), lang, 200))


def badges(p: Picture, seat: int) -> list[str]:
    return [b.text for b in p.seats[seat].badges]


def markers(p: Picture) -> dict[str, str]:
    return {m.label: m.value for m in p.markers}


def test_bidding_line_says_what_is_needed() -> None:
    obs = make_obs("KH QH AH AS AD 9C JC", bids=[[2, 100]], high_bid=100, high_bidder=2)
    ru, en = pic(obs), pic(obs, "en")
    assert ru.status == "Ваш ход: торговля, ставка от 105 или пас"
    assert en.status == "Your move: bidding, bid 105 or more or pass"
    assert markers(ru)["Ставка"] == "100 — Игрок 3" and "ставка 100" in badges(ru, 2)
    assert markers(en)["High bid"] == "100 — Player 3" and "bid 100" in badges(en, 2)


def test_hand_is_grouped_by_suit_hearts_first() -> None:
    obs = make_obs("9S AS 10D KH QH AH 9C")
    assert pic(obs).seats[0].hand.cards == ("AH", "KH", "QH", "10D", "9C", "AS", "9S")
    assert "Ваши карты: Т♥ К♥ Д♥ 10♦ 9♣ Т♠ 9♠" in drawn(obs)
    assert "Your cards: A♥ K♥ Q♥ 10♦ 9♣ A♠ 9♠" in drawn(obs, "en")


def test_scores_barrel_and_bolts() -> None:
    obs = make_obs("9S", scores=[880, 300, -120], barrel=[True, False, False],
                   barrel_deals_left=[2, None, None], bolts=[0, 2, 0])
    ru, en = pic(obs), pic(obs, "en")
    assert badges(ru, 0)[:2] == ["счёт 880", "на бочке, ещё 2 раздачи"]
    assert badges(ru, 1) == ["счёт 300", "2 болта"] and "счёт -120" in badges(ru, 2)
    assert badges(en, 0)[:2] == ["score 880", "on the barrel, 2 deals left"]
    assert "2 bolts" in badges(en, 1)


def test_play_shows_trump_trick_marriages_and_talon() -> None:
    obs = make_obs("9S AS", phase="play", declarer=1, contract=140, trump="H",
                   trick=[[1, "10H"], [2, "9H"]], to_move=0, leader=1,
                   declared=[[1, "H", 100]], talon=["KH", "QH", "9C"],
                   gifts=[[1, 0, "9S"], [1, 2, None]], received=["9S"],
                   tricks_won=[0, 2, 1], taken_points=[0, 25, 14])
    ru, en = pic(obs), pic(obs, "en")
    assert markers(ru)["Козырь"] == "черви" and markers(en)["Trump"] == "hearts"
    assert markers(ru)["Заказ"] == "140 — Игрок 2" and markers(en)["Contract"] == "140 — Player 2"
    zones = {z.id: z for z in ru.zones}
    assert zones["trick"].cards == ("10H", "9H") and zones["trick"].seats == (1, 2)
    assert zones["talon"].cards == ("KH", "QH", "9C")
    assert zones["gifts"].cards == ("9S", None)  # the gift to Игрок 3 lies face down
    assert "марьяж ♥ 100" in badges(ru, 1) and "♥ marriage 100" in badges(en, 1)
    text = drawn(obs)
    assert "Взятка: Игрок 2 — 10♥ · Игрок 3 — 9♥" in text and "Прикуп: К♥ Д♥ 9♣" in text
    assert "заход в" in ru.status


def test_other_player_to_move_and_hidden_talon() -> None:
    obs = make_obs("9S AS", to_move=2, talon=None, talon_size=3)
    ru = pic(obs)
    assert ru.status == "Игрок 3 торгуется: не меньше 100"
    assert {z.id: z for z in ru.zones}["talon"].cards == (None, None, None)
    assert pic(obs, "en").status == "Player 3 is bidding: at least 100"


def test_every_phase_draws() -> None:
    for phase in PHASES:
        obs = make_obs("9S AS KH", phase=phase, declarer=0 if phase != "bidding" else None,
                       contract=120, last_deal={"deltas": [120, 15, -5], "declarer": 0,
                                                "contract": 120, "made": True})
        for lang in ("ru", "en"):
            assert drawn(obs, lang).count("\n") > 4
    over = make_obs("", phase="over", scores=[1000, 500, 300], to_move=None, winner=0)
    assert pic(over).status == "Игра окончена: вы победили"
    assert pic(over, "en").status == "Game over: you won"


def test_four_players_sitting_out() -> None:
    obs = make_obs("", players=4, sitting_out=0, dealer=0)
    assert "на прикупе" in badges(pic(obs), 0) and "sits out" in badges(pic(obs, "en"), 0)
    assert "Вы сидите на прикупе в этой раздаче." in pic(obs).notes


def test_dark_player_has_not_looked_yet() -> None:
    obs = make_obs("", phase="dark", rules={"dark": True})
    assert pic(obs).status == "Ваш ход: играть втёмную или смотреть карты"
    assert pic(obs, "en").status == "Your move: play dark or look at your cards"
