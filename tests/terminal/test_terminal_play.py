"""`koloda play` in the terminal: whole games by typed lines, saving and resuming,
and odd input that must never end the program."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from koloda import cli
from koloda.engine import records


def feed(monkeypatch: pytest.MonkeyPatch, lines: list[str]) -> list[str]:
    """Answer prompts with ``lines`` then end of input; returns the prompts seen."""
    it: Iterator[str] = iter(lines)
    prompts: list[str] = []

    def read(prompt: str = "") -> str:
        prompts.append(prompt)
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    return prompts


def test_the_issue_repro_shows_no_face_down_gift(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    feed(monkeypatch, ["pass"] * 5)
    cli.main(["play", "tysyacha", "--rule", "discard_face_down=on", "--seed", "1",
              "--lang", "en", "--delay", "0"])
    out = capsys.readouterr().out
    lines = out.splitlines()
    gifts = [(line, lines[i + 1].strip()) for i, line in enumerate(lines)
             if line.startswith("Player") and "give" in line]
    assert gifts
    # face down, each receiver sees only his own card: the card given to You is named,
    # the one given to the other player is not
    for line, receiver in gifts:
        assert any(c in line for c in "♠♣♦♥") == (receiver == "You receive it"), gifts


def test_a_whole_game_of_each_family_by_numbers(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    for game, extra in (("durak", []), ("czech", []), ("101", ["--players", "2"]),
                        ("tysyacha", ["--rule", "max_deals=3"])):
        feed(monkeypatch, ["1"] * 3000)
        assert cli.main(["play", game, "--seed", "3", "--delay", "0", *extra]) == 0
        out = capsys.readouterr().out
        assert "Игра окончена" in out, game


def test_save_mid_game_then_resume(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mid.json"
    feed(monkeypatch, ["1", "1", f"save {path}", "quit", "да"])
    assert cli.main(["play", "durak", "--seed", "4", "--delay", "0"]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "deals" not in data and data["finished"] is False
    assert "koloda play --resume" in capsys.readouterr().out
    saved_steps = len(data["actions"])
    feed(monkeypatch, ["1"] * 500)
    assert cli.main(["play", "--resume", str(path), "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert f"после хода {saved_steps}" in out and "Игра окончена" in out


def test_quit_asks_first_and_keeps_the_game(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    prompts = feed(monkeypatch, ["quit", "нет", "quit", "да"])
    assert cli.main(["play", "durak", "--seed", "4", "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert sum("Выйти?" in p for p in prompts) == 2
    assert "Партия сохранена" in out and "--resume" in out


def test_play_again_starts_a_new_game(monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    answers = ["1"] * 400
    it = iter(answers)
    asked = []

    def read(prompt: str = "") -> str:
        if "ещё" in prompt:
            asked.append(prompt)
            return "да" if len(asked) == 1 else "нет"
        return next(it)

    monkeypatch.setattr("builtins.input", read)
    assert cli.main(["play", "101", "--players", "2", "--seed", "2", "--delay", "0",
                     "--rule", "target=21"]) in (0,)
    assert len(asked) == 2
    assert capsys.readouterr().out.count("Игра окончена") == 2


def test_save_path_is_checked_before_the_game(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    for bad in (str(tmp_path / "no" / "such" / "dir.json"), "a\x00b", str(tmp_path)):
        assert cli.main(["play", "durak", "--watch", "--save", bad, "--delay", "0"]) == 2
        assert capsys.readouterr().err


def test_prompt_save_to_a_bad_path_keeps_the_record_elsewhere(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    feed(monkeypatch, ["save a\x00b", "save /no/such/dir/x.json", "save", "quit", "да"])
    assert cli.main(["play", "durak", "--seed", "4", "--delay", "0", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "NUL" in out and "Name a file" in out and "Game saved:" in out


def test_commands_at_the_prompt(monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    feed(monkeypatch, ["help", "moves", "sheet", "last", "undo", "hint", "[/red]", "[/]",
                       "quit", "yes"])
    assert cli.main(["play", "tysyacha", "--seed", "2", "--delay", "0", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Commands: help" in out and "hint [what]" in out
    assert "[/red]" in out and "[/]" in out  # echoed as text, never as markup


def test_watch_with_a_delay_sleeps_between_computer_moves(
        monkeypatch: pytest.MonkeyPatch) -> None:
    naps: list[float] = []
    monkeypatch.setattr("time.sleep", naps.append)
    assert cli.main(["play", "101", "--watch", "--players", "2", "--seed", "1",
                     "--delay", "0.25", "--rule", "target=21"]) == 0
    assert naps and set(naps) == {0.25}


def test_replay_of_a_dealt_position_and_of_an_unfinished_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"format": "koloda-record", "version": 1, "game": "durak",
                                "players": 2, "seed": 3, "actions": []}), encoding="utf-8")
    assert cli.main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "not finished" in out and "Won" not in out
    assert cli.main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["finished"] is False
    assert data["result"]["winner"] is None and data["result"]["winners"] == []
    assert data["result"]["scores"] == [0, 0]  # the totals so far, as the text shows


def test_a_finished_record_replays_with_its_winner(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "w.json"
    assert cli.main(["play", "durak", "--watch", "--seed", "2", "--delay", "0",
                     "--save", str(path)]) == 0
    capsys.readouterr()
    assert records.load(path)["finished"] is True
    assert cli.main(["replay", str(path)]) == 0
    assert "Победа:" in capsys.readouterr().out


@pytest.mark.parametrize("games", ["0", "-3", "²", "9" * 5000, "x"])
def test_simulate_refuses_a_count_that_is_not_positive(
        games: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["simulate", "durak", "--games", games])
    assert stop.value.code == 2


def test_rules_never_cut_a_key_and_show_on_off(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    from koloda.engine.game import get_game

    assert cli.main(["rules", "tysyacha", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    for spec in get_game("tysyacha").rules_type.specs():
        assert spec.key in out, spec.key
    assert " off " in out or "│ off" in out
    assert "False" not in out and "True" not in out


def _played_to_the_end(key: str) -> tuple[object, bool]:
    """A game of ``key`` to its end, and whether a last trick or bout was ever
    shown on the way."""
    import random

    from koloda.engine.game import CHANCE, get_game
    from koloda.engine.infoset import decide

    game = get_game(key)
    state = game.new_state(game.default_players, game.make_rules(), seed=1)
    # the game's own heuristic plays (random play may never capture, say, in a game whose
    # "last" is the last capture)
    factories = game.agent_factories()
    make = factories.get("heuristic", factories["random"])
    agents = [make(s, random.Random(s)) for s in range(state.players)]
    shown = False
    for _ in range(5000):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply_chance()
            continue
        seat = state.current_player()
        state.apply(decide(agents[seat], state, seat))
        obs = state.observation(0)
        shown = shown or bool(game.view(obs, 0, [], "en").last)
    return state, shown


def _has_sheet(state: object, lang: str) -> bool:
    """Does the game keep a score sheet: its text, or the table picture's?"""
    from koloda.engine.game import State

    assert isinstance(state, State)
    picture = state.game.view(state.observation(0), 0, [], lang)
    return bool(state.score_sheet(lang)) or picture.sheet is not None


def test_help_names_sheet_and_last_only_where_the_game_has_them() -> None:
    """Every game: the help offers ``sheet`` exactly when a finished game has a score
    sheet, ``last`` exactly when the table picture ever shows a last trick or bout; a
    solitaire names its own moves and neither command."""
    from koloda.engine.game import State, all_games
    from koloda.games.patience.game import PatienceGame
    from koloda.terminal.commands import help_text

    for game in all_games():
        state, shown = _played_to_the_end(game.key)
        assert isinstance(state, State)
        for lang in ("en", "ru"):
            text = help_text(lang, "…", state.move_help(lang), state.commands())
            assert ("sheet —" in text) == _has_sheet(state, lang), game.key
            assert ("last —" in text) == shown, game.key
            assert "help —" in text and "undo —" in text and "hint [" in text
            if isinstance(game, PatienceGame):
                assert state.move_help(lang) in text, game.key
                assert ("redeal" in text or "пересдать" in text) == (
                    3 in game.move_kinds(state.rules)), game.key  # RECYCLE


def test_a_solitaires_help_at_the_prompt(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    feed(monkeypatch, ["help", "sheet", "last", "draw", "quit", "yes"])
    assert cli.main(["play", "solitaire", "--deal", "1", "--lang", "en"]) == 0
    out = " ".join(capsys.readouterr().out.split())  # the console wraps long lines
    helped = out[out.index("Moves of this solitaire:"):out.index("quit — leave")]
    assert "two piles" in helped and "'draw'" not in helped and "redeal" not in helped
    assert "sheet —" not in helped and "last —" not in helped
    assert "This game has no 'sheet' command." in out
    assert "This game has no 'last' command." in out
    assert "this solitaire has no stock to deal from" in out
    assert "redeals left" not in out


def test_durak_help_names_the_last_bout(monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    feed(monkeypatch, ["help", "quit", "yes"])
    assert cli.main(["play", "durak", "--seed", "2", "--delay", "0", "--lang", "en"]) == 0
    out = " ".join(capsys.readouterr().out.split())  # the console wraps long lines
    assert "last — the last bout" in out and "sheet — the score sheet" in out
