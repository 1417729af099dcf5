"""The hard player's advice: the terminal's hint and ``koloda analyse`` (its JSON is what
a replay viewer shows)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from koloda import cli
from koloda.ai import advice
from koloda.engine import records
from koloda.engine.agents import RandomAgent, run_agents
from koloda.engine.game import CHANCE, get_game
from koloda.table import Table
from koloda.table.seats import seats_for
from koloda.terminal import TerminalSession

FAST = {"durak": "hard:iters=40,solve=3000", "tysyacha": "hard:worlds=2,bid=2,min=1,ms=1",
        "czech": "hard:iters=30,rollout=random", "ochko": "hard"}


def recorded(key: str, players: int, seed: int, over: dict[str, Any] | None = None
             ) -> dict[str, Any]:
    game = get_game(key)
    state = game.new_state(players, game.make_rules(overrides=over or {}), seed)
    run_agents(state, [RandomAgent(s, random.Random(s)) for s in range(players)])
    data = records.record_of(state)
    data["seats"] = [{"kind": "human" if s == 1 else "computer", "agent": None,
                      "name": None} for s in range(players)]
    return data


@pytest.mark.parametrize("key,players,over", [("durak", 2, {}),
                                              ("tysyacha", 3, {"max_deals": 1}),
                                              ("czech", 2, {"target": None}),
                                              ("ochko", 2, {"deals": 3})])
def test_analysis_schema(key: str, players: int, over: dict[str, Any]) -> None:
    data = recorded(key, players, 4, over)
    result = advice.analyse(data, level=FAST[key])
    json.dumps(result)
    assert result["format"] == advice.ANALYSIS_FORMAT and result["version"] == 1
    assert result["game"] == key and result["seat"] == 1  # the record's person
    assert result["unit"] == ("points" if key == "tysyacha" else "chance")
    assert result["moves"], "the seat made decisions"
    steps = set()
    for m in result["moves"]:
        assert set(m) >= {"step", "actor", "move", "move_label", "best", "best_label",
                          "agrees", "value_best", "value_move", "cost", "mark", "exact",
                          "alternatives"}
        assert m["actor"] == 1
        assert data["actions"][m["step"]] == m["move"]
        assert m["mark"] in (None, *advice.MARK_NAMES)
        if m["agrees"]:
            assert m["cost"] in (0.0, None)
        elif m["cost"] is not None:
            assert m["cost"] >= 0 and m["mark"] == advice.mark_of(m["cost"], result["unit"])
        steps.add(m["step"])
        if key == "ochko":  # a player that counts its moves out: every move valued
            assert m["value_best"] is not None and m["cost"] is not None
    assert len(steps) == len(result["moves"])
    s = result["summary"]
    assert s["decisions"] == len(result["moves"])
    assert s["inaccuracies"] + s["mistakes"] + s["blunders"] == sum(
        1 for m in result["moves"] if m["mark"])


def test_analyse_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(recorded("durak", 2, 8)), encoding="utf-8")
    assert cli.main(["analyse", str(path), "--json", "--seat", "1",
                     "--level", FAST["durak"]]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 0 and out["moves"]
    assert cli.main(["analyse", str(path), "--lang", "en", "--level", FAST["durak"]]) == 0
    text = capsys.readouterr().out
    assert "Decisions:" in text
    assert cli.main(["analyse", str(path), "--seat", "5"]) == 2
    assert cli.main(["analyse", str(tmp_path / "missing.json")]) == 2


def test_marks() -> None:
    assert advice.mark_of(0.01, "chance") is None
    assert advice.mark_of(0.05, "chance") == "inaccuracy"
    assert advice.mark_of(0.3, "chance") == "blunder"
    assert advice.mark_of(35, "points") == "mistake"


def _session(key: str, seed: int, lang: str = "en") -> tuple[TerminalSession, list[str]]:
    game = get_game(key)
    table = Table(game, game.default_players, game.make_rules(),
                  seats_for(game.default_players, (0,)), seed)
    said: list[str] = []

    class Console:
        def print(self, text: str = "") -> None:
            said.append(str(text))

    session = TerminalSession(table, 0, Console(), lang)
    table.advance()
    return session, said


def test_hint_move_in_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(advice, "HINT_LEVEL", FAST["durak"])
    session, said = _session("durak", 3)
    assert session.table.waiting_for_human() == 0
    session._command("hint", "")  # durak has no hints of its own: the advice
    assert said[-1].startswith("Hint: ") and "chance not to be the fool" in said[-1]
    session._command("hint", "cards")
    assert "unknown hint" in said[-1]
    monkeypatch.setattr(advice, "HINT_LEVEL", FAST["tysyacha"])
    session, said = _session("tysyacha", 3)
    session._command("hint", "move")
    assert said[-1].startswith("Hint: ") and "points this deal" in said[-1]
    session._command("hint", "nonsense")  # the game's own hints answer the rest
    assert "unknown hint" in said[-1]


def test_hint_never_peeks() -> None:
    """The advice for one position is the same whatever the hidden cards are."""
    game = get_game("durak")
    st = game.new_state(2, game.make_rules(), 12)
    while st.current_player() == CHANCE:
        st.apply_chance()
    seat = st.current_player()
    other = st.resample(seat, random.Random(4))
    a = advice.advise(st, seat, FAST["durak"])
    b = advice.advise(other, seat, FAST["durak"])
    assert a.action == b.action and a.values == b.values
