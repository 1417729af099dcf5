"""The log keeps no texts: each is rendered when asked for, from the kept position of a
recent move or by replaying the table's actions for an older one, and reads exactly as the
texts rendered right after the move did."""

from __future__ import annotations

import pytest

from koloda.engine.game import get_game
from koloda.table.log import LANGS, LogTexts, names_for
from koloda.table.seats import COMPUTER, HUMAN, Seat
from koloda.table.table import Table


def played(key: str, players: int, steps: int, seed: int = 4) -> tuple[Table, list]:
    """A table after ``steps`` moves, with every text of every move as rendered right
    after it (from the position before it, as the old eager log did)."""
    game = get_game(key)
    solo = players == 1  # a solitaire: the person plays, never giving up
    seats = [Seat(HUMAN)] if solo else [Seat(COMPUTER, "random")] * players
    table = Table(game, players, game.make_rules(), seats, seed=seed)
    eager = []
    for _ in range(steps):
        before = table.state.clone()
        if solo:
            moves = [a for a in table.state.legal_actions()
                     if table.state.describe_action(a, "en") != "give up"]
            if not moves or table.over:
                break
            entry = table.play_action(0, moves[len(table.log) % len(moves)])
        else:
            entry = table.step()
        if entry is None:
            break
        after = before.clone()
        after.apply(entry.action)
        texts = {}
        for lang in LANGS:
            names = table.names(lang)
            for v in [*range(players), None]:
                texts[(v, lang)] = (before.describe_move(entry.action, v, lang),
                                    before.narrate(entry.action, after, v, lang,
                                                   names_for(names, v, lang)),
                                    after.public_unseen() if v is None else after.unseen(v))
        eager.append(texts)
    return table, eager


@pytest.mark.parametrize(("key", "players"), [("durak", 4), ("tysyacha", 3), ("101", 3),
                                              ("klondike", 1), ("veryu", 3)])
def test_old_and_recent_entries_read_as_they_did_after_the_move(key: str, players: int) -> None:
    table, eager = played(key, players, 60)
    assert len(eager) > LogTexts.RECENT
    for lang in LANGS:
        for v in [*range(players), None]:
            # from the first move on (a batch replay for the old ones), then one by one
            # from the newest back (kept positions, then single old entries)
            for entry in table.log:
                move, events, hidden = eager[entry.step][(v, lang)]
                assert entry.text(v, lang) == move
                assert entry.follow_ups(v, lang) == events
                assert entry.hidden[v] == hidden
            for entry in reversed(table.log):
                assert entry.text(v, lang) == eager[entry.step][(v, lang)][0]


def test_undo_renders_the_log_again_from_the_rebuilt_table() -> None:
    game = get_game("durak")
    table = Table(game, 2, game.make_rules(), [Seat(HUMAN), Seat(COMPUTER, "random")], seed=9)
    for _ in range(12):
        seat = table.waiting_for_human()
        if seat is None:
            if table.step() is None:
                break
        else:
            table.play_action(seat, table.state.legal_actions()[0])
    texts = [e.text(0, "ru") for e in table.log]
    assert table.undo(0)
    assert [e.text(0, "ru") for e in table.log] == texts[:len(table.log)]
    assert table.redo(0)
    assert [e.text(0, "ru") for e in table.log][:len(texts)] == texts


def test_the_log_keeps_no_text_per_move() -> None:
    table, _ = played("durak", 6, 80)
    for entry in table.log:
        entry.text(None, "en")
    assert not hasattr(table.log[0], "__dict__")  # slots: step, actor, action, forced, text
    texts = table.log_texts
    assert len(texts._recent) <= LogTexts.RECENT
    assert list(texts._older) == [(None, "en")]  # only what was asked for
    table.step()
    assert not texts._older  # dropped at the next move


def test_held_moves_keep_their_positions_until_released() -> None:
    table, _ = played("durak", 4, 10)
    texts = table.log_texts
    first = len(table.log)
    texts.hold(first)
    for _ in range(LogTexts.RECENT + 3):
        table.step()
    assert sorted(texts._recent)[0] == first  # none of the held moves was let go
    for entry in table.log[first:]:
        entry.text(1, "en")
    assert not texts._older  # read from the kept positions, no replay
    texts.release()
    assert len(texts._recent) == LogTexts.RECENT
    assert max(texts._recent) == len(table.log) - 1
