"""What the server adds to the game's table picture in a state frame: «думает…» on a
computer seat whose decision takes long (an extra frame, sent only then), a status that
never asks a person for a move that plays itself, and the hints the viewer may ask for
(a solitaire's solver hints; none where hints are off or for a spectator)."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest

from koloda.engine.game import all_games
from koloda.table import COMPUTER, Seat, Table, TableOptions
from koloda.web import rooms
from koloda.web.rooms import frame_picture
from tests.web.helpers import Frame, hello, server, settled, until


def _thinking(f: Frame) -> list[int]:
    return [s["seat"] for s in f["picture"]["seats"] if s.get("thinking")]


def _play_one(env: Any, made: dict[str, Any]) -> list[Frame]:
    """Greet and make legal moves until a computer has moved: the frames from the
    last of our moves up to our next decision."""
    with env.client.websocket_connect(f"/ws/{made['id']}") as ws:
        first = hello(ws, made["token"])
        frames = [first] + ([] if settled(first) else until(ws, settled))
        for _ in range(20):
            last = frames[-1]
            assert last["waiting"] == 0, last
            ws.send_json({"type": "act", "action": last["legal"][0]["action"],
                          "version": last["version"]})
            seen = last["version"]
            frames = until(ws, lambda f, seen=seen: settled(f) and f["version"] > seen)
            if any(f["type"] == "state" and f["to_move"] == 1 for f in frames):
                return frames
        raise AssertionError("the computer never moved")


def test_a_slow_computer_is_shown_thinking(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rooms, "THINKING_S", 0.15)
    slow = {"on": False}
    choose = Table.choose

    def slow_choose(self: Table) -> Any:
        seat = self.to_move()
        if slow["on"] and seat >= 0 and self.seats[seat].kind == COMPUTER:
            time.sleep(0.5)
        return choose(self)

    monkeypatch.setattr(Table, "choose", slow_choose)
    with server(tmp_path) as env:
        anna = env.player("Анна")
        for is_slow in (False, True):
            slow["on"] = is_slow
            made = anna.create("durak", ["human", "computer"])
            env.anonymous()
            frames = [f for f in _play_one(env, made) if f["type"] == "state"]
            shown = [f for f in frames if _thinking(f)]
            if not is_slow:
                assert shown == []  # a quick computer: no flicker
                continue
            assert shown, [f["version"] for f in frames]
            for f in shown:
                assert _thinking(f) == [1] and f["log"] == [] and f["legal"] == []
                assert f["to_move"] == 1
                # the same version as the frame before it: nothing changed on the table
                before = frames[frames.index(f) - 1]
                assert f["version"] == before["version"]
                assert f["since"] == before["since"] + len(before["log"])
            # the computer's move follows, no longer thinking
            after = frames[frames.index(shown[-1]) + 1]
            assert after["version"] > shown[-1]["version"] and not _thinking(after)
            assert not _thinking(frames[-1])


def _forced_table(game_key: str) -> tuple[Table, int] | None:
    """A table (a person at every seat, forced moves playing themselves) where a
    person's only legal move is next, found by playing random moves."""
    game = next(g for g in all_games() if g.key == game_key)
    rng = random.Random(5)
    for seed in range(40):
        players = game.min_players if hasattr(game, "min_players") else 2
        table = Table(game, players, game.make_rules(), [Seat() for _ in range(players)],
                      seed, TableOptions(auto_forced=True))
        for _ in range(400):
            seat = table.to_move()
            if seat < 0:
                break
            legal = table.state.legal_actions()
            if len(legal) == 1:
                return table, seat
            table.play_action(seat, rng.choice(legal))
    return None


@pytest.mark.parametrize("game", ["durak", "czech", "tysyacha"])
def test_a_move_that_plays_itself_is_never_asked_for(game: str) -> None:
    found = _forced_table(game)
    assert found is not None, f"{game}: no forced move in the games tried"
    table, seat = found
    assert table.waiting_for_human() is None and table.to_move() == seat
    for lang, yours in (("ru", "Ваш ход"), ("en", "Your move")):
        mine = frame_picture(table, seat, lang)
        assert mine.status and yours.lower() not in mine.status.lower()
        assert mine.status == rooms.messages.text("forced_yours", lang)
        # the others see the game's own status: whether the mover has a choice may
        # depend on cards they cannot see
        other = (seat + 1) % table.players
        assert frame_picture(table, other, lang).status == table.picture(other, lang).status
        assert mine.controls == ()  # nothing to touch: the move is not the person's


def test_hints_in_the_picture(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna = env.player("Анна")
        solo = anna.create("klondike", ["human"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{solo['id']}") as ws, \
                env.client.websocket_connect(f"/ws/{solo['id']}") as watcher:
            mine = hello(ws, solo["token"])["picture"]
            assert [(h["request"], h["label"]) for h in mine["hints"]] == \
                [("", "Подсказка"), ("winnable", "Сойдётся?")]
            assert "hints" not in hello(watcher, None)["picture"]  # a spectator asks none
        off = anna.create("klondike", ["human"], options={"hints": False})
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{off['id']}") as ws:
            assert "hints" not in hello(ws, off["token"], "en")["picture"]


def test_hints_are_checked_by_problems() -> None:
    from koloda.engine.picture import Hint, Picture, problems

    good = Picture("g", "G", 0, hints=(Hint("", "Подсказка"), Hint("talon 1", "Прикуп 1", 2)))
    assert problems(good) == []
    assert good.to_json()["hints"][1] == {"request": "talon 1", "label": "Прикуп 1", "left": 2}
    bad = Picture("g", "G", 0, hints=(Hint("x", ""), Hint("x", "X", -1)))
    assert problems(bad) == ["a hint request twice", "hint 'x' without a label",
                             "hint 'x' left -1"]


def test_the_picture_says_who_is_connected(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        anna, boris = env.player("Анна"), env.player("Борис")
        made = anna.create("tysyacha", ["human", "human", "computer"])
        joined = boris.join(made["id"], made["invite"])
        env.anonymous()
        with env.client.websocket_connect(f"/ws/{made['id']}") as wa:
            seats = hello(wa, made["token"])["picture"]["seats"]
            assert [s.get("connected") for s in seats] == [True, False, None]
            with env.client.websocket_connect(f"/ws/{made['id']}") as wb:
                hello(wb, joined["token"])
                frame = until(wa, lambda f: f["type"] == "state"
                              and f["picture"]["seats"][1].get("connected") is True)[-1]
                assert frame["picture"]["seats"][0]["connected"] is True
