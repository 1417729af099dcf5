"""The commands the issue names, the bot and the view."""

import builtins
import json
import random

import pytest

from koloda import cli
from koloda.engine.agents import Agent, RandomAgent, run_agents
from koloda.engine.errors import ParseError
from koloda.engine.game import get_game
from koloda.games.maumau import actions as A
from koloda.games.maumau.bot import HeuristicAgent
from tests.maumau.rig import deal


def test_rules_json_lists_the_sub_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "czech", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    keys = [v["key"] for v in out["variants"]]
    assert keys == ["v1", "v2", "v3", "english", "pharaoh", "pentagon", "crocodile"]
    sub = next(r for r in out["rules"] if r["key"] == "sub")
    assert sub["allowed"][0] == "base" and len(sub["allowed"]) == 8
    assert all(v["description_ru"] and v["description_en"] for v in out["variants"])


@pytest.mark.parametrize("variant", ["pharaoh", "english", "v3"])
def test_simulate_variant_json(variant: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "czech", "--variant", variant, "--games", "3", "--json", "--seed", "5"]
    assert cli.main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 3 and out["rules"]["sub"] == variant and out["plays"] > 0


def test_play_101_as_a_human_who_always_picks_the_first_move(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(builtins, "input", lambda prompt="": "1")
    assert cli.main(["play", "101", "--seed", "3", "--players", "2", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    # played to its end, the table drawn before each of the person's moves
    assert "Game over. Won:" in out and "Your cards:" in out


def test_play_czech_pharaoh_watch(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "czech", "--variant", "pharaoh", "--watch", "--seed", "1"]) == 0
    assert "Игра окончена. Победа:" in capsys.readouterr().out


def test_parse_errors_are_bilingual() -> None:
    with pytest.raises(ParseError) as err:
        A.parse("play XX")
    assert "not a move" in err.value.en and "не ход" in err.value.ru
    with pytest.raises(ParseError):
        A.parse("play QS suit X")
    assert A.parse("QS H") == A.parse("play QS suit H") == A.parse("Дп ♥")


def _act(st: object, seat: int) -> str:
    from koloda.games.maumau.state import ShedState

    assert isinstance(st, ShedState)
    bot = HeuristicAgent(seat, random.Random(0))
    return st.action_to_text(bot.act(st.observation(seat), st.legal_actions()))


def test_bot_names_the_suit_it_holds_most() -> None:
    st = deal("czech", [["QS", "9H", "10H", "JH", "6C"], ["7D", "8D", "9D", "10D", "JD"]])
    st.play("play 6C")
    st.play("draw")  # seat 1 takes two and misses the turn
    assert _act(st, 0) == "play QS suit H"


def test_bot_keeps_a_draw_card_until_the_next_player_is_low() -> None:
    hands = [["6S", "9S", "KD", "JD", "10D"], ["7H", "8H", "9H", "10H", "JH"]]
    st = deal("czech", hands)
    assert _act(st, 0) != "play 6S"
    st2 = deal("czech", [["6S", "9S", "KS", "JD"], ["7H", "8H", "9H", "10H"]], hand=4)
    st2.hands[1] = 1 << 0x37  # seat 1 is down to one card (7H)
    assert _act(st2, 0) == "play 6S"


def test_bot_sheds_high_points_first() -> None:
    st = deal("czech", [["10D", "8S", "9C", "JH", "KH"], ["7H", "8H", "9H", "10H", "JC"]])
    assert _act(st, 0) == "play 10D"


def test_heuristic_beats_random_more_often_than_not() -> None:
    game = get_game("czech")
    rules = game.make_rules()
    wins = 0
    for seed in range(30):
        state = game.new_state(2, rules, seed)
        agents: list[Agent] = [HeuristicAgent(0, random.Random(seed)), RandomAgent(1, random.Random(seed))]
        run_agents(state, agents)
        wins += state.returns()[0] > 0
    assert wins >= 18


def test_render_shows_penalty_named_suit_and_hand() -> None:
    st = deal("czech", [["QS", "9H", "10H", "JH", "6C"], ["7D", "8D", "9D", "10D", "JD"]])
    st.play("play 6C")
    text = get_game("czech").render(st.observation(1), "en")
    assert "draw 2 and miss the turn" in text and "Your hand" in text
    st.play("draw")
    st.play("play QS suit H")
    ru = get_game("czech").render(st.observation(1), "ru")
    assert "заказана масть" in ru and "черви" in ru
