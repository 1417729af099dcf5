"""Short smoke matches: the counts add up, every seating is played, the intervals hold
the rate, the report keeps its schema, and a seed gives the same report whatever the
number of workers. (Strength is measured in bench/README.md, not here.)"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from koloda.cli import main
from koloda.engine.errors import KolodaError
from koloda.match import plan, play, run_match, summarize
from koloda.match.report import deterministic_part
from koloda.match.runner import seatings
from koloda.match.specs import split_specs

AGENT_KEYS = {"name", "spec", "games", "wins", "outright_wins", "win_rate", "wilson95",
              "grouped95", "mean_score", "elo", "elo95", "decisions", "decision_ms",
              "forfeits"}
TOP_KEYS = {"schema", "game", "players", "rules", "agents", "names", "seating",
            "seatings_per_group", "groups", "games", "unfinished", "parity", "seed",
            "workers", "seconds", "elo_reference", "per_agent", "pairwise_wins",
            "warnings", "warning_count"}


def check_report(report: dict[str, Any]) -> None:
    assert report["schema"] == "koloda.match/1"
    assert set(report) >= TOP_KEYS
    n = report["players"]
    assert report["games"] == report["groups"] * report["seatings_per_group"]
    wins = 0.0
    for a in report["per_agent"]:
        assert set(a) >= AGENT_KEYS
        assert a["games"] == report["games"]
        wins += a["wins"]
        rate = a["win_rate"]
        assert rate == pytest.approx(a["wins"] / a["games"], abs=1e-5)
        for lo, hi in (a["wilson95"], a["grouped95"]):
            assert 0.0 <= lo <= rate + 1e-5 and rate - 1e-5 <= hi <= 1.0
        assert a["outright_wins"] <= a["wins"] + 1e-9
        assert a["decisions"] > 0
    # every game hands out exactly one win, shared among the best seats
    assert wins == pytest.approx(report["games"])
    assert len(report["pairwise_wins"]) == n
    json.dumps(report, allow_nan=False)


def test_agent_lists_keep_search_parameters_together() -> None:
    assert split_specs("ismcts:ms=500,c=0.7,heuristic") == ["ismcts:ms=500,c=0.7", "heuristic"]
    assert split_specs("hard, heuristic,,random") == ["hard", "heuristic", "random"]
    assert split_specs("pimc:worlds=40,ms=700,cmd:node b.mjs") == [
        "pimc:worlds=40,ms=700", "cmd:node b.mjs"]


def test_seatings() -> None:
    assert len(seatings(3, "permutations")) == 6
    rot = seatings(4, "rotations")
    assert len(rot) == 4
    for seat in range(4):  # each agent sits at each seat once
        assert sorted(r[seat] for r in rot) == [0, 1, 2, 3]


def test_durak_counts_add_up_and_every_seating_is_played() -> None:
    p = plan("durak", ["heuristic", "random"], games=9, seed=5)
    assert p.groups == 5 and p.games == 10  # rounded up to whole groups
    records = play(p)
    assert len(records) == 10
    per_group = Counter(r["group"] for r in records)
    assert set(per_group.values()) == {2}
    for g in per_group:  # both seatings of a group play the same deal
        recs = [r for r in records if r["group"] == g]
        assert sorted(tuple(r["seating"]) for r in recs) == [(0, 1), (1, 0)]
        assert len({r["deal_seed"] for r in recs}) == 1
    report = summarize(p, records)
    check_report(report)
    fools = sum(a["fools"] for a in report["per_agent"])
    assert fools <= report["games"]
    heuristic = report["per_agent"][0]
    assert heuristic["name"] == "heuristic" and heuristic["elo"] == 0


def test_same_deal_in_every_seating() -> None:
    """Duplicate deals: the cards each seat is dealt do not depend on who sits there."""
    from koloda.engine.game import get_game

    p = plan("durak", ["heuristic", "random"], games=2, seed=11)
    jobs = list(p.jobs())
    game = get_game("durak")
    hands = []
    for job in jobs:
        st = game.new_state(2, p.rules, job.deal_seed)
        st.apply_chance()
        hands.append([st.observation(s)["hand"] for s in range(2)])
    assert hands[0] == hands[1]


def test_tysyacha_scores_and_contracts() -> None:
    report = run_match("tysyacha", ["heuristic", "random", "random"], games=6, seed=2)
    check_report(report)
    assert report["seating"] == "permutations" and report["seatings_per_group"] == 6
    for a in report["per_agent"]:
        c = a["contracts"]
        assert c["made"] + c["failed"] + c["roospis"] == c["declared"]
        assert a["mean_score"] is not None


def test_four_players_rotate() -> None:
    report = run_match("durak", ["heuristic", "random", "random", "random"], games=4,
                       seed=1)
    check_report(report)
    assert report["seating"] == "rotations" and report["games"] == 4
    assert report["names"] == ["heuristic", "random", "random#2", "random#3"]


def test_same_seed_same_report_whatever_the_workers() -> None:
    one = run_match("durak", ["heuristic", "random"], games=12, seed=42, workers=1)
    two = run_match("durak", ["heuristic", "random"], games=12, seed=42, workers=2)
    assert deterministic_part(one) == deterministic_part(two)
    other = run_match("durak", ["heuristic", "random"], games=12, seed=43)
    assert deterministic_part(one) != deterministic_part(other)


def test_unknown_agents_fail_before_any_game() -> None:
    with pytest.raises(KolodaError, match="unknown"):
        plan("durak", ["heuristic", "nobody"], games=2)
    with pytest.raises(KolodaError, match="two agents"):
        plan("durak", ["heuristic"], games=2)
    with pytest.raises(KolodaError, match="not found"):
        plan("durak", ["heuristic", "cmd:/no/such/program-xyz"], games=2)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_cli_json_and_plot(lang: str, tmp_path: Path,
                           capsys: pytest.CaptureFixture[str]) -> None:
    svg = tmp_path / "rates.svg"
    code = main(["match", "durak", "--agents", "heuristic,random", "--games", "4",
                 "--seed", "1", "--json", "--plot", str(svg), "--quiet", "--lang", lang])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    check_report(report)
    root = ET.parse(svg).getroot()  # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    texts = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and "durak: 4 " in (title.text or "")
    assert "heuristic" in texts and "random" in texts  # the agents' names as text
    assert any(t.startswith("durak: 4 ") for t in texts)
    assert ("Уилсон 95%" if lang == "ru" else "Wilson 95%") in texts
    assert "50%" in texts


def test_the_plot_escapes_names(tmp_path: Path) -> None:
    from koloda.match.plot import write_plot

    report = {"game": "durak", "games": 2, "players": 2, "seating": "permutations",
              "parity": 0.5, "per_agent": [
                  {"name": "cmd:a<b&c", "win_rate": 0.75, "wilson95": [0.3, 0.95],
                   "grouped95": [None, None]},
                  {"name": "random", "win_rate": 0.25, "wilson95": [0.05, 0.7],
                   "grouped95": [0.1, 0.4]}]}
    path = tmp_path / "r.svg"
    write_plot(report, str(path))
    texts = [t.text for t in ET.parse(path).getroot().iter("{http://www.w3.org/2000/svg}text")]
    assert "cmd:a<b&c" in texts and "75.0%" in texts


def test_no_hand_made_font_or_png_encoder_is_left() -> None:
    from koloda.match import plot

    source = Path(plot.__file__).read_text(encoding="utf-8")
    assert "zlib" not in source and "IHDR" not in source and "_GLYPHS" not in source


def test_cli_text_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "tysyacha", "--agents", "heuristic,random", "--agent", "random",
                 "--games", "1", "--seed", "1", "--quiet", "--seating", "rotations"]) == 0
    out = capsys.readouterr().out
    assert "heuristic" in out and "contracts made" in out and "3 seatings" in out
    assert main(["match", "durak", "--agents", "heuristic,nobody", "--games", "1"]) == 2
    assert "unknown" in capsys.readouterr().err
    assert main(["match", "durak", "--agents", "heuristic,random", "--plot", "x.gif"]) == 2
    assert "FILE.svg" in capsys.readouterr().err
    assert main(["match", "durak", "--agents", "heuristic,random", "--plot", "x.png",
                 "--lang", "ru"]) == 2
    assert "ФАЙЛ.svg" in capsys.readouterr().err


def test_a_plot_path_is_checked_before_the_match(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from koloda.match import runner

    def never(*_a: object, **_k: object) -> None:
        raise AssertionError("the match was played")

    monkeypatch.setattr(runner, "play", never)
    missing = tmp_path / "no" / "such" / "rates.svg"
    assert main(["match", "durak", "--agents", "heuristic,random", "--games", "2",
                 "--plot", str(missing), "--quiet"]) == 2
    assert "no/such" in capsys.readouterr().err
    assert main(["match", "durak", "--agents", "heuristic,random", "--games", "2",
                 "--plot", str(tmp_path), "--quiet"]) == 2


def test_a_plot_that_fails_to_write_keeps_the_report(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from koloda.match import plot

    def full(*_a: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(plot, "write_plot", full)
    code = main(["match", "durak", "--agents", "heuristic,random", "--games", "2",
                 "--seed", "1", "--json", "--plot", str(tmp_path / "r.svg"), "--quiet"])
    captured = capsys.readouterr()
    assert code == 2
    check_report(json.loads(captured.out))
    assert "No space left" in captured.err and not (tmp_path / "r.svg").exists()


def test_the_timing_wrapper_keeps_the_information_set_door() -> None:
    """A searching agent (``wants_infoset``) is still asked through its door when the
    harness times it."""
    import random

    import koloda.engine.agents as agents_module
    from koloda.engine.agents import run_agents
    from koloda.engine.game import get_game
    from koloda.match.seat import timed

    if not hasattr(agents_module, "InfoSetAgent"):
        pytest.skip("run_agents has no information-set door in this tree")

    class DoorAgent:
        wants_infoset = True

        def __init__(self, seat: int) -> None:
            self.seat = seat
            self.doors = 0

        def act(self, obs: Any, legal: Any) -> int:
            raise AssertionError("asked through act, not act_infoset")

        def act_infoset(self, infoset: Any) -> int:
            self.doors += 1
            return int(infoset.legal[0])

    game = get_game("durak")
    state = game.new_state(2, game.make_rules(), 3)
    agents = [DoorAgent(0), game.agent_factories()["random"](1, random.Random(1))]
    times: list[list[float]] = [[], []]
    wrapped = [timed(a, times[s]) for s, a in enumerate(agents)]
    run_agents(state, wrapped, max_steps=5000)
    assert agents[0].doors == len(times[0]) > 0
