"""The command line, written once for every game, exercised on the toy game."""

import json
from pathlib import Path

import pytest

from koloda import cli
from koloda.engine import records
from tests.toygame import toy


@pytest.fixture(autouse=True)
def _toy() -> None:
    toy()


def test_rules_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "toy", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "toy"
    assert out["rules"][0] == {"key": "hand", "type": "int", "default": 3,
                               "description_ru": "карт на руках",
                               "description_en": "cards per player", "min": 1, "max": 6}
    assert out["presets"] == {"short": {"hand": 1}}
    assert out["variants"][0]["key"] == "long"


def test_rules_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "toy", "--lang", "en"]) == 0
    assert "cards per player" in capsys.readouterr().out


def test_simulate_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "toy", "--games", "5", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 5 and out["finished"] == 5 and out["mean_deals"] == 1
    assert out["plays"] == 5 * 6


def test_bad_rule_is_reported_in_the_users_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "toy", "--rule", "hand=99", "--games", "1"]) == 2
    assert "правило «hand»" in capsys.readouterr().err
    assert cli.main(["simulate", "toy", "--rule", "colour=red", "--lang", "en"]) == 2
    assert "unknown rule 'colour'; known rules: hand" in capsys.readouterr().err
    assert cli.main(["simulate", "nogame", "--lang", "en"]) == 2
    assert "unknown game 'nogame'" in capsys.readouterr().err
    assert cli.main(["simulate", "toy", "--players", "5", "--lang", "en"]) == 2
    assert "2 to 2 players" in capsys.readouterr().err


def test_play_watch_saves_a_record_that_replays(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    assert cli.main(["play", "toy", "--watch", "--seed", "4", "--save", str(path)]) == 0
    data = records.load(path)
    assert len(data["actions"]) == 6
    capsys.readouterr()
    assert cli.main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["steps"] == 6


def test_replay_names_the_seats_as_the_record_has_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A watched game has no "you"; a game with one person calls that seat "you"."""
    path = tmp_path / "g.json"
    assert cli.main(["play", "durak", "--watch", "--delay", "0", "--seed", "4",
                     "--save", str(path)]) == 0
    capsys.readouterr()
    assert cli.main(["replay", str(path), "--lang", "en"]) == 0
    # the score sheet's head row names the seats
    tally = [line for line in capsys.readouterr().out.splitlines() if line.startswith("┃")]
    assert "Player 1" in tally[0] and "Player 2" in tally[0] and "You" not in tally[0]
    data = records.load(path)
    data["seats"][1]["kind"] = "human"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["replay", str(path), "--lang", "en"]) == 0
    tally = [line for line in capsys.readouterr().out.splitlines() if line.startswith("┃")]
    assert "You" in tally[0] and "Player 1" in tally[0] and "Player 2" not in tally[0]


def test_resume_refuses_flags_it_would_ignore(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    assert cli.main(["play", "toy", "--watch", "--seed", "4", "--save", str(path)]) == 0
    capsys.readouterr()
    for extra in (["--players", "3"], ["--rule", "x=1"], ["--seed", "0"], ["--watch"],
                  ["--level", "hard"]):
        assert cli.main(["play", "--resume", str(path), *extra]) == 2
        assert extra[0] in capsys.readouterr().err
    assert cli.main(["play", "durak", "--resume", str(path), "--lang", "en"]) == 2
    assert "the saved game is 'toy'" in capsys.readouterr().err
    assert cli.main(["play", "toy", "--resume", str(path), "--delay", "0"]) == 0


def test_play_human_prompt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mid.json"
    answers = iter(["help", "play ZZ", "play 2C", "sheet", f"save {path}", "1", "1", "1"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli.main(["play", "toy", "--seed", "2", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Commands:" in out
    assert "'ZZ' is not a card" in out
    assert "is not allowed now" in out
    assert path.exists()


def test_play_quits_on_eof(monkeypatch: pytest.MonkeyPatch) -> None:
    def eof(prompt: str = "") -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", eof)
    assert cli.main(["play", "toy", "--seed", "2"]) == 0


def test_replay_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "toy", "players": 2, "seed": 1,
                               "actions": ["play XX"]}), encoding="utf-8")
    assert cli.main(["replay", str(bad), "--lang", "en"]) == 2
    assert "step 1, action 'play XX'" in capsys.readouterr().err


@pytest.mark.parametrize("key,steps", [("tysyacha", 120), ("durak", 20), ("101", 60),
                                       ("klondike", 5)])
def test_replay_json_of_an_unfinished_game_gives_the_totals_so_far(
        key: str, steps: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`replay --json` of a game cut part-way reports the scores its text sheet shows."""
    from koloda.engine.game import get_game
    from koloda.table import Seat, Table
    from koloda.table.seats import COMPUTER

    game = get_game(key)
    players = game.default_players
    table = Table(game, players, game.make_rules(),
                  [Seat(COMPUTER) for _ in range(players)], seed=3)
    for _ in range(steps):  # the first move each time: never a solitaire's "give up"
        table.commit(table.state.legal_actions()[0])
    assert not table.over
    path = tmp_path / "g.json"
    path.write_text(json.dumps(table.record()), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] is False
    assert out["result"] == json.loads(json.dumps(table.state.result()))
    if "scores" in out["result"]:
        assert cli.main(["replay", str(path), "--lang", "en"]) == 0
        text = capsys.readouterr().out
        for score in out["result"]["scores"]:
            assert str(int(score)) in text


@pytest.mark.parametrize("before", [True, False])
def test_lang_may_stand_before_or_after_the_sub_command(
        before: bool, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["rules", "toy"]
    argv = ["--lang", "en", *argv] if before else [*argv, "--lang", "en"]
    assert cli.main(argv) == 0
    assert "cards per player" in capsys.readouterr().out
    wrong = ["--lang", "en", "simulate", "nogame"] if before else \
        ["simulate", "nogame", "--lang", "en"]
    assert cli.main(wrong) == 2
    assert "unknown game 'nogame'" in capsys.readouterr().err


def test_lang_before_the_sub_command_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--lang", "en", "--help"])
    assert done.value.code == 0
    assert "usage: koloda" in capsys.readouterr().out
    assert cli.main(["--lang", "en", "games"]) == 0
    assert "toy" in capsys.readouterr().out
    assert cli.main(["--lang", "en", "stats", "nogame"]) == 2
    assert "unknown game 'nogame'" in capsys.readouterr().err
    # the one after the sub-command wins; none at all keeps each command's default
    assert cli.main(["--lang", "en", "rules", "toy", "--lang", "ru"]) == 0
    assert "карт на руках" in capsys.readouterr().out
    assert cli.main(["rules", "toy"]) == 0
    assert "карт на руках" in capsys.readouterr().out


def test_each_sub_command_keeps_its_own_default_language() -> None:
    parser = cli.build_parser()
    cases = ((["games"], "ru"), (["analyse", "f"], "ru"), (["analyze", "f"], "ru"),
             (["match", "durak"], "en"))
    for argv, lang in cases:
        ns = parser.parse_args(argv)
        assert not hasattr(ns, "lang") and ns.lang_default == lang
    assert parser.parse_args(["--lang", "en", "games"]).lang == "en"
    assert parser.parse_args(["--lang", "ru", "match", "durak"]).lang == "ru"


@pytest.mark.parametrize("watch", [True, False])
def test_player_n_is_seat_n_whether_watched_or_played(
        watch: bool, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """One numbering: «Игрок N» is seat N-1 in both modes; the person is «Вы»."""
    from koloda.table import Table

    seen: list[list[str]] = []
    real = Table.__init__

    def spy(self: Table, *args: object, **kwargs: object) -> None:
        real(self, *args, **kwargs)  # type: ignore[arg-type]
        seen.append(self.names("ru"))

    monkeypatch.setattr(Table, "__init__", spy)
    monkeypatch.setattr("builtins.input", lambda prompt="": "quit" if prompt == "> " else "да")
    argv = ["play", "durak", "--players", "3", "--delay", "0", "--seed", "4"]
    cli.main([*argv, "--watch"] if watch else argv)
    out = capsys.readouterr().out
    assert seen[0] == (["Игрок 1", "Игрок 2", "Игрок 3"] if watch
                       else ["Вы", "Игрок 2", "Игрок 3"])
    assert "Игрок 2" in out and "Игрок 3" in out
    assert ("Игрок 1" in out) == watch
