import json
from pathlib import Path

import pytest

from koloda.engine import cards as C
from koloda.engine import records
from koloda.engine.agents import RandomAgent, run_agents
from koloda.engine.conformance import check_playout
from koloda.engine.errors import IllegalActionError, ParseError, RecordError, RuleError
from koloda.engine.game import TERMINAL
from tests.toygame import toy


def test_toy_conformance() -> None:
    game = toy()
    for seed in range(5):
        check_playout(game.new_state(2, game.make_rules(), seed), seed)


def test_forced_deal_and_checked_play() -> None:
    game = toy()
    deck = C.deck(24)
    order = [C.parse(t) for t in ("AS", "9H", "KD", "10C", "JS", "QS")]
    order += [c for c in deck if c not in order]
    state = game.new_state(2, game.make_rules(), seed=1, deals=[order])
    state.apply_chance()
    assert state.observation(0)["hand"] == ["AS", "9H", "KD"]
    with pytest.raises(IllegalActionError) as err:
        state.play("play 10C")
    assert "legal: play AS, play KD, play 9H" in str(err.value)
    assert state.history == []  # a refused move changes nothing
    with pytest.raises(ParseError):
        state.play("nonsense")
    state.play("play AS")
    state.play("play 10C")
    assert state.points == [1, 0]


def test_forced_deal_must_be_the_deck() -> None:
    game = toy()
    state = game.new_state(2, game.make_rules(), seed=1, deals=[[1, 2, 3]])
    with pytest.raises(ParseError, match="exactly the deck"):
        state.apply_chance()


def test_record_round_trip(tmp_path: Path) -> None:
    game = toy()
    state = game.new_state(2, game.make_rules(variants=["long"]), seed=7)
    run_agents(state, [RandomAgent(0, __import__("random").Random(1)),
                       RandomAgent(1, __import__("random").Random(2))])
    path = tmp_path / "game.json"
    records.save(state, path, ["A", "B"])
    data = records.load(path)
    assert data["rules"] == {"hand": 6}
    again = records.replay(data)
    assert again.current_player() == TERMINAL
    assert again.result() == state.result()
    # without explicit deals the seed alone reproduces the game
    data.pop("deals")
    assert records.replay(data).result() == state.result()


@pytest.mark.parametrize("payload,fragment", [
    ([], "top level must be a JSON object"),
    ({"game": "toy", "players": 2, "actions": "x"}, "'actions' must be a list"),
    ({"game": 5, "players": 2, "actions": []}, "'game' must be a game name"),
    ({"game": "toy", "players": "2", "actions": []}, "'players' must be an integer"),
    ({"game": "toy", "players": 2, "seed": "x", "actions": []}, "'seed' must be an integer"),
    ({"game": "nope", "players": 2, "actions": []}, "unknown game 'nope'"),
    ({"game": "toy", "players": 3, "actions": []}, "played by 2 to 2 players"),
    ({"game": "toy", "players": 2, "rules": {"hand": 9}, "actions": []}, "rule 'hand'"),
    ({"game": "toy", "players": 2, "deals": [["XX"]], "actions": []}, "not a card"),
])
def test_malformed_records(payload: object, fragment: str) -> None:
    toy()
    with pytest.raises(RecordError) as err:
        records.replay(payload)  # type: ignore[arg-type]
    assert fragment in str(err.value)


def test_bad_step_is_named(tmp_path: Path) -> None:
    game = toy()
    state = game.new_state(2, game.make_rules(), seed=3)
    state.apply_chance()
    first = state.legal_actions()[0]
    data = records.record_of(state)
    data["actions"] = [state.action_to_text(first), state.action_to_text(first)]
    with pytest.raises(RecordError) as err:
        records.replay(data)
    text = str(err.value)
    assert text.startswith("step 2, action 'play")
    assert "legal:" in text
    assert "ход 2" in err.value.text("ru")
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(RecordError, match="not valid JSON"):
        records.load(path)
    with pytest.raises(RecordError, match="cannot read"):
        records.load(tmp_path / "missing.json")
    json.dumps(records.record_of(state))


def test_presets_and_variants_errors() -> None:
    game = toy()
    assert game.make_rules(preset="short").changed() == {"hand": 1}
    with pytest.raises(RuleError, match="unknown preset 'x'; presets: short"):
        game.make_rules(preset="x")
    with pytest.raises(RuleError, match="unknown variant 'x'; variants: long"):
        game.make_rules(variants=["x"])
