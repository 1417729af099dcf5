"""Per-game statistics kept in a local file (``stats.json`` in the data folder): games
played and won, the current and best winning streak, the best time and the fewest
moves of a won game, the wins reached after taking a move back. A deal (the same game
and deal number) counts once, at its first end, however often it is played again.
A damaged file is set aside, never a reason to fail a game."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from koloda.terminal.saving import data_dir

FIELDS = ("played", "won", "streak", "best_streak", "best_seconds", "fewest_moves",
          "won_after_undo")
DEALS = "deals"  # the deal numbers counted already, per game


def stats_path() -> Path:
    return data_dir() / "stats.json"


def load(path: Path | None = None) -> dict[str, dict[str, Any]]:
    path = path or stats_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, UnicodeDecodeError):
        with contextlib.suppress(OSError):  # keep the damaged file for a look
            os.replace(path, path.with_name(path.name + ".damaged"))
        return {}
    if not isinstance(raw, dict):
        return {}
    out: dict[str, dict[str, Any]] = {}
    for key, entry in raw.items():
        if isinstance(key, str) and isinstance(entry, dict):
            out[key] = {f: entry.get(f) for f in FIELDS
                        if isinstance(entry.get(f), int | float)
                        and not isinstance(entry.get(f), bool)}
            deals = entry.get(DEALS)
            if isinstance(deals, list):
                out[key][DEALS] = [d for d in deals
                                   if isinstance(d, int) and not isinstance(d, bool)]
    return out


def record_game(game: str, won: bool, seconds: float | None, moves: int | None,
                path: Path | None = None, deal: int | None = None,
                took_back: bool = False) -> dict[str, Any]:
    """Add one finished game; returns the game's updated statistics. ``deal``: its deal
    number (the table's seed): a deal counted before adds nothing (the entry comes back
    with ``counted_before``), so playing a deal again cannot pile up wins or losses.
    ``took_back``: a move was taken back on the way; a win then counts in ``won`` and
    in ``won_after_undo``."""
    path = path or stats_path()
    every = load(path)
    entry = every.setdefault(game, {})
    counted = entry.setdefault(DEALS, [])
    if deal is not None and deal in counted:
        return {**entry, "counted_before": True}
    if deal is not None:
        counted.append(deal)
    entry["played"] = int(entry.get("played", 0)) + 1
    entry.setdefault("won_after_undo", 0)
    if won:
        entry["won"] = int(entry.get("won", 0)) + 1
        if took_back:
            entry["won_after_undo"] = int(entry["won_after_undo"]) + 1
        entry["streak"] = int(entry.get("streak", 0)) + 1
        entry["best_streak"] = max(int(entry.get("best_streak", 0)), entry["streak"])
        if seconds is not None:
            best = entry.get("best_seconds")
            entry["best_seconds"] = round(seconds if best is None else min(best, seconds), 1)
        if moves is not None:
            fewest = entry.get("fewest_moves")
            entry["fewest_moves"] = moves if fewest is None else min(int(fewest), moves)
    else:
        entry.setdefault("won", 0)
        entry["streak"] = 0
        entry.setdefault("best_streak", 0)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(every, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # statistics are a comfort: a read-only disk must not end the game
    return entry


def summary(entry: dict[str, Any], lang: str = "ru") -> str:
    """One line: ``сыграно 12, выиграно 5 (42%), серия 2, лучшая 3, лучшее время 4:05,
    меньше всего ходов 96``."""
    ru = lang == "ru"
    played = int(entry.get("played", 0))
    won = int(entry.get("won", 0))
    share = f" ({100 * won / played:.0f}%)" if played else ""
    after_undo = int(entry.get("won_after_undo", 0) or 0)
    undo_note = ""
    if after_undo:
        undo_note = (f", из них с отменой хода {after_undo}" if ru
                     else f", {after_undo} of them after an undo")
    parts = [f"{'сыграно' if ru else 'played'} {played}",
             f"{'выиграно' if ru else 'won'} {won}{share}{undo_note}",
             f"{'серия' if ru else 'streak'} {int(entry.get('streak', 0))}",
             f"{'лучшая серия' if ru else 'best streak'} {int(entry.get('best_streak', 0))}"]
    best = entry.get("best_seconds")
    if best is not None:
        minutes, secs = divmod(int(best), 60)
        parts.append(f"{'лучшее время' if ru else 'best time'} {minutes}:{secs:02d}")
    fewest = entry.get("fewest_moves")
    if fewest is not None:
        parts.append(f"{'меньше всего ходов' if ru else 'fewest moves'} {int(fewest)}")
    line = ", ".join(parts)
    if entry.get("counted_before"):
        line += (" (эта раздача уже была засчитана: повтор не считается)" if ru
                 else " (this deal was counted before: a replay does not count)")
    return line
