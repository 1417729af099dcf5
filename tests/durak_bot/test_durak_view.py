"""Durak's table picture from single observations, as the terminal draws it: every phase,
in Russian and English."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine.agents import RandomAgent
from koloda.engine.game import CHANCE, get_game
from koloda.engine.picture import Picture, problems
from koloda.games.durak.view import sort_hand
from koloda.terminal.picture_view import draw
from tests.table.drawn import plain

from .obs_helpers import make_obs

GAME = get_game("durak")

WHY_WORDS = {  # why -> (Russian, English) phrase the status line must carry (the stem
    # of both "Игрок 1 — отбивается" and "Вы — отбиваетесь")
    "lead": ("ходи", "attack"),
    "lead_more": ("добавить", "may add"),
    "defend": ("отбива", "defend"),
    "throw_in": ("подкидыва", "throw"),
    "throw_in_taking": ("берёт", "takes"),
    "check": ("верить", "challenge"),
    "road_beat": ("отбой", "accept"),
    "road_defend": ("стол", "or take"),
    "pass": ("пас", "pass"),
}




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


def _pic(obs: dict[str, Any], lang: str = "ru") -> Picture:
    pic = GAME.view(obs, obs["seat"], [], lang)
    assert problems(pic) == []
    return pic


def drawn(obs: dict[str, Any], lang: str = "ru") -> str:
    """The observation's table picture as the terminal draws it, as plain text."""
    return plain(draw(_pic(obs, lang), lang, 200))


@pytest.mark.parametrize("why", [*WHY_WORDS, "over"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_phase_draws_in_both_languages(why: str, lang: str) -> None:
    obs = OBSERVATIONS[why]
    pic = _pic(obs, lang)
    text = drawn(obs, lang)
    ru = lang == "ru"
    assert ("дурак" if ru else "durak") in pic.title.lower()
    assert ("Колода" if ru else "Stock") in text or not any(z.id == "stock" for z in pic.zones)
    assert ("Козырь" if ru else "Trump") in text
    if why == "over":
        assert pic.status.startswith("Игра окончена" if ru else "The game is over")
    else:
        assert WHY_WORDS[why][0 if ru else 1] in pic.status, pic.status
    if obs["table"]:
        assert "/" in text


def test_table_pairs_trump_stock_and_sorted_hand() -> None:
    obs = make_obs(phase="defend", why="defend", attacker=1, defender=0, to_move=0,
                   trump="H", trump_card="6H", stock_count=17,
                   table=[["7S", "9S"], ["7C", None]], hand=["AH", "QC", "6H", "8D", "KC"],
                   hand_sizes=[5, 4], base="perevodnoy")
    ru = drawn(obs)
    assert "Стол: 7♠/9♠  7♣/·" in ru
    assert "Козырь: ♥ черви" in ru and "Колода: ▒▒×17, под ней 6♥" in ru
    assert "Ваши карты: Д♣ К♣ 8♦ 6♥ Т♥" in ru
    pic = _pic(obs)
    assert [[b.text for b in s.badges] for s in pic.seats] == [["отбиваетесь"], ["нападает"]]
    en = drawn(obs, "en")
    assert "Your cards: Q♣ K♣ 8♦ 6♥ A♥" in en and "under it 6♥" in en
    assert "You defend against 7♣" in en


def test_face_down_covers_and_taking() -> None:
    obs = make_obs(phase="throw", why="throw_in_taking", taking=True,
                   table=[["7S", "?"], ["8S", None]], hand=["8C"], variants=["believe"])
    ru = drawn(obs)
    assert "7♠/▒▒  8♠/·" in ru and "втёмную" in ru and "Игрок 2 берёт" in ru
    en = drawn(obs, "en")
    assert "face down" in en and "Player 2 takes" in en


def test_variant_displays() -> None:
    two = _pic(make_obs(players=3, trumps=["H", "S", "C"], trump="H", hand=["7H", "7S"],
                        variants=["two_trump"]))
    assert two.markers[0].label == "Ваш козырь" and two.markers[0].suit == "H"
    assert [[b.text for b in s.badges][-1] for s in two.seats] == [
        "козырь ♥", "козырь ♠", "козырь ♣"]
    rev = make_obs(hand=[], hand_slots=3, variants=["reverse"], known=[[], ["6H", "AS"]])
    assert "(6♥ Т♠)" in drawn(rev)
    assert "Свои карты вы не видите" in drawn(rev)
    assert "You cannot see your own cards" in drawn(rev, "en")
    mag = _pic(make_obs(hand=["7H"], closed=[5, 4], hand_sizes=[6, 6], variants=["magadan"]))
    assert [[b.text for b in s.badges][-1] for s in mag.seats] == ["закрыто: 5", "закрыто: 4"]
    none = make_obs(trump=None, trump_card=None, hand=["7H"], variants=["trumpless"])
    assert "Козырь: нет" in drawn(none) and "Trump: none" in drawn(none, "en")
    pts = _pic(make_obs(beaten=[3, 5], pogons=[[8], []], variants=["points", "pursuit"],
                        hand=["7H"]))
    assert pts.sheet is not None
    assert [list(r) for r in pts.sheet.rows] == [["Отбито карт", "3", "5"],
                                                 ["Погоны", "8", "—"]]


def test_lettered_variants_show_their_letter() -> None:
    obs = make_obs(hand=["7H"], variants=["piled"], rules={"piled": "b"})
    assert _pic(obs).title.endswith("наваленный Б")
    assert _pic(obs, "en").title.endswith("piled B")


def test_stalled_game_note() -> None:
    obs = make_obs(hand=["7H"], variants=["boring"], free_leads=True)
    assert "застопорилась" in _pic(obs).status
    assert "stalled" in _pic(obs, "en").status
    obs["free_leads"] = False
    assert "stalled" not in _pic(obs, "en").status


def test_a_match_and_a_draw_at_the_end() -> None:
    obs = make_obs(phase="over", why="over", to_move=None, players=3, out=[2, 0, 1], fool=1,
                   hand=[], hand_sizes=[0, 3, 0], match_games=3, game_no=2, tally=[0, 2, 1])
    pic = _pic(obs)
    assert ("Партия", "2 из 3") in [(m.label, m.value) for m in pic.markers]
    assert pic.status == "Матч окончен — вы победили"
    assert _pic(obs, "en").status == "The match is over — you won"
    draw_obs = make_obs(phase="over", why="over", to_move=None, fool=None, out=[0, 1])
    assert _pic(draw_obs).status == "Игра окончена: ничья"
    assert _pic(draw_obs, "en").status == "The game is over: a draw"


def test_sort_hand_puts_trumps_last() -> None:
    assert sort_hand(["AS", "6H", "7D", "6S"], "S") == ["7D", "6H", "6S", "AS"]
    assert sort_hand(["AS", "6H"], None) == ["AS", "6H"]


@pytest.mark.parametrize("variant", sorted(GAME.variants))
def test_draws_positions_of_every_variant(variant: str) -> None:
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
                assert _pic(state.observation(p), lang).status
                drawn(state.observation(p), lang)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    for lang in ("ru", "en"):
        drawn(state.observation(0), lang)
