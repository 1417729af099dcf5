"""The Durak terminal view: every phase renders, in Russian and English."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text

from koloda.engine.agents import RandomAgent
from koloda.engine.game import CHANCE, get_game
from koloda.games.durak.view import render, sort_hand

from .obs_helpers import make_obs

GAME = get_game("durak")

WHY_WORDS = {  # why -> (Russian, English) phrase the status line must carry (the stem
    # of both "Игрок 1 — отбивается" and "Вы — отбиваетесь")
    "lead": ("ходи", "attack"),
    "lead_more": ("добавить", "may add"),
    "defend": ("отбива", "defend"),
    "throw_in": ("подкидыва", "throw"),
    "throw_in_taking": ("берёт", "said take"),
    "check": ("верить", "challenge"),
    "road_beat": ("отбой", "accept"),
    "road_defend": ("стол", "or take"),
    "pass": ("пас", "pass"),
}


def plain(markup: str) -> str:
    """The text a terminal shows (also proves the markup is well formed)."""
    console = Console(file=io.StringIO(), width=200, record=True, color_system=None)
    console.print(Text.from_markup(markup))
    return console.export_text()


def collect() -> dict[str, dict[str, Any]]:
    """One observation for each reason to move, from random games of a few variants."""
    found: dict[str, dict[str, Any]] = {}
    setups = [("podkidnoy", 2), ("perevodnoy", 3), ("believe", 2), ("road", 2),
              ("english_g", 2), ("simple", 4)]
    for variant, players in setups:
        rules = GAME.make_rules(variants=[variant])
        for seed in range(4):
            state = GAME.new_state(players, rules, seed)
            agents = [RandomAgent(s, random.Random(seed)) for s in range(players)]
            steps = 0
            while not state.is_terminal() and steps < 600:
                p = state.current_player()
                if p == CHANCE:
                    state.apply_chance()
                    continue
                obs = state.observation(p)
                found.setdefault(obs["why"], obs)
                state.apply(agents[p].act(obs, state.legal_actions()))
                steps += 1
            if state.is_terminal():
                found.setdefault("over", state.observation(0))
    return found


OBSERVATIONS = collect()


@pytest.mark.parametrize("why", [*WHY_WORDS, "over"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_phase_renders_in_both_languages(why: str, lang: str) -> None:
    obs = OBSERVATIONS[why]
    text = plain(render(obs, lang))
    ru = lang == "ru"
    assert ("Дурак" if ru else "Durak") in text
    assert ("В колоде" if ru else "Stock") in text
    assert ("Козырь" if ru else "Trump") in text or ("козырь" in text)
    if why == "over":
        assert ("Игра окончена" if ru else "Game over") in text
    else:
        assert WHY_WORDS[why][0 if ru else 1] in text
        assert ("Ход:" if ru else "To move:") in text
    if obs["table"]:
        assert "/" in text


def test_table_pairs_trump_stock_and_sorted_hand() -> None:
    obs = make_obs(phase="defend", why="defend", attacker=1, defender=0, to_move=0,
                   trump="H", trump_card="6H", stock_count=17,
                   table=[["7S", "9S"], ["7C", None]], hand=["AH", "QC", "6H", "8D", "KC"],
                   hand_sizes=[5, 4], base="perevodnoy")
    ru = plain(render(obs))
    assert "7♠/9♠" in ru and "7♣/·" in ru
    assert "Козырь: ♥, под колодой 6♥" in ru
    assert "В колоде: 17" in ru
    assert "Ваши карты: Д♣ К♣ 8♦ 6♥ Т♥" in ru
    assert "Вы: 5 карт — отбиваетесь" in ru and "Игрок 2: 4 карты — ходит" in ru
    en = plain(render(obs, "en"))
    assert "Your cards: Q♣ K♣ 8♦ 6♥ A♥" in en and "turned card 6♥" in en
    assert "You: 5 cards — defend" in en


def test_may_transfer_is_shown_only_before_covering() -> None:
    obs = make_obs(phase="defend", why="defend", attacker=1, defender=0, to_move=0,
                   base="perevodnoy", players=3, table=[["7S", None]], hand=["7C"],
                   hand_sizes=[1, 6, 6])
    assert "можно перевести" in plain(render(obs))
    assert "may transfer" in plain(render(obs, "en"))
    obs["table"] = [["7S", "9S"], ["7C", None]]
    assert "перевести" not in plain(render(obs))


def test_face_down_covers_and_taking() -> None:
    obs = make_obs(phase="throw", why="throw_in_taking", taking=True,
                   table=[["7S", "?"], ["8S", None]], hand=["8C"], variants=["believe"])
    ru = plain(render(obs))
    assert "7♠/▒▒" in ru and "втёмную" in ru and "Игрок 2 берёт карты" in ru
    en = plain(render(obs, "en"))
    assert "face down" in en and "Player 2 takes the cards" in en


def test_variant_displays() -> None:
    two = make_obs(players=3, trumps=["H", "S", "C"], trump="H", hand=["7H", "7S"],
                   variants=["two_trump"])
    ru = plain(render(two))
    assert "Ваш козырь: ♥" in ru and "Игрок 2: ♠" in ru
    rev = make_obs(hand=[], hand_slots=3, variants=["reverse"],
                   known=[[], ["6H", "AS"]])
    ru = plain(render(rev))
    assert "№1 №2 №3" in ru and "известны: 6♥ Т♠" in ru
    assert "hidden from you" in plain(render(rev, "en"))
    mag = make_obs(hand=["7H"], closed=[5, 4], hand_sizes=[6, 6], variants=["magadan"])
    ru = plain(render(mag))
    assert "5 закрыто" in ru and "и закрытых: 5" in ru
    none = make_obs(trump=None, trump_card=None, hand=["7H"], variants=["trumpless"])
    assert "бескозырная" in plain(render(none)) and "no trumps" in plain(render(none, "en"))
    pts = make_obs(beaten=[3, 5], pogons=[[8], []], variants=["points", "pursuit"],
                   hand=["7H"])
    ru = plain(render(pts))
    assert "Отбито карт: Вы: 3, Игрок 2: 5" in ru and "Погоны: Вы: 8, Игрок 2: —" in ru


def test_lettered_variants_show_their_letter() -> None:
    obs = make_obs(hand=["7H"], variants=["piled"], rules={"piled": "b"})
    assert "наваленный Б" in plain(render(obs)) and "piled B" in plain(render(obs, "en"))


def test_stalled_game_note() -> None:
    obs = make_obs(hand=["7H"], variants=["boring"], free_leads=True)
    assert "застопорилась" in plain(render(obs))
    assert "stalled" in plain(render(obs, "en"))
    obs["free_leads"] = False
    assert "stalled" not in plain(render(obs, "en"))


def test_finishing_order_fool_draw_and_match_tally() -> None:
    obs = make_obs(phase="over", why="over", to_move=None, players=3, out=[2, 0, 1], fool=1,
                   hand=[], hand_sizes=[0, 3, 0], match_games=3, game_no=2, tally=[0, 2, 1])
    ru = plain(render(obs))
    assert "Дурак: Игрок 2" in ru and "партия 2 из 3" in ru and "3 карты — дурак" in ru
    assert "Вышли из игры: Игрок 3, Вы" in ru and "вышел (1-й)" in ru
    assert "Счёт матча" in ru and "Игрок 2 2" in ru
    en = plain(render(obs, "en"))
    assert "The fool: Player 2" in en and "Finished: Player 3, You" in en
    assert "out (1st)" in en and "game 2 of 3" in en
    draw = make_obs(phase="over", why="over", to_move=None, fool=None, out=[0, 1])
    assert "ничья" in plain(render(draw)) and "a draw" in plain(render(draw, "en"))


def test_the_game_uses_this_view() -> None:
    obs = make_obs(hand=["7H"])
    assert GAME.render(obs, "en") == render(obs, "en")


def test_sort_hand_puts_trumps_last() -> None:
    assert sort_hand(["AS", "6H", "7D", "6S"], "S") == ["7D", "6H", "6S", "AS"]
    assert sort_hand(["AS", "6H"], None) == ["AS", "6H"]


@pytest.mark.parametrize("variant", sorted(GAME.variants))
def test_renders_positions_of_every_variant(variant: str) -> None:
    rules = GAME.make_rules(variants=[variant])
    players = 2
    state = GAME.new_state(players, rules, 3)
    rng = random.Random(3)
    steps = 0
    while not state.is_terminal() and steps < 400:
        p = state.current_player()
        if p == CHANCE:
            state.apply_chance()
            continue
        if steps % 20 == 0:
            for lang in ("ru", "en"):
                text = plain(render(state.observation(p), lang))
                assert ("Ход:" if lang == "ru" else "To move:") in text
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    for lang in ("ru", "en"):
        plain(render(state.observation(0), lang))


def test_doctests() -> None:
    import doctest

    from koloda.games.durak import view
    assert doctest.testmod(view).failed == 0
