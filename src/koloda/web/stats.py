"""Per-player figures: each seat's numbers are taken when its game ends (from
``state.result()`` and, for Тысяча, the score sheet's rows), and ``/api/stats`` adds them
up per game for a name."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from koloda.table import Table


def _sheet_rows(table: Table) -> list[dict[str, Any]]:
    """Тысяча's score sheet rows (one per played deal). The sheet is the state's public
    record of the deals; read defensively so a change there costs figures, not a game."""
    rows = getattr(table.state, "sheet", None)
    if not isinstance(rows, list):
        return []
    return [r for r in rows if isinstance(r, dict) and "deal" in r]


def seat_stats(table: Table) -> list[dict[str, Any]]:
    """Each seat's figures of a finished game."""
    n = table.players
    result = table.state.result()
    winners = set(table.winners())
    out: list[dict[str, Any]] = [{"won": s in winners} for s in range(n)]
    if table.took_back:  # a move was taken back (one person against computers)
        for s in range(n):
            out[s]["took_back"] = True
    scores = result.get("scores")
    if isinstance(scores, list) and len(scores) == n:
        for s in range(n):
            if isinstance(scores[s], int | float):
                out[s]["score"] = scores[s]
    key = table.game.key
    if key == "tysyacha":
        rows = _sheet_rows(table)
        for s in range(n):
            mine = [r for r in rows if r.get("declarer") == s]
            out[s]["contracts"] = len(mine)
            out[s]["contracts_made"] = sum(1 for r in mine if r.get("made")
                                           and not r.get("roospis"))
            notes = [r.get("notes") for r in rows]
            out[s]["bolts"] = sum(_count(n_, s, "bolt") for n_ in notes)
            out[s]["barrel_falls"] = sum(_count(n_, s, "fall") for n_ in notes)
    elif key == "durak":
        fools = result.get("fools")
        if isinstance(fools, list):
            out_fools = [sum(1 for f in fools if isinstance(f, list) and s in f)
                         for s in range(n)]
            for s in range(n):
                out[s]["fool"] = out_fools[s]
    return out


def _count(notes: Any, seat: int, word: str) -> int:
    if not isinstance(notes, list) or seat >= len(notes) or not isinstance(notes[seat], list):
        return 0
    return sum(1 for x in notes[seat] if x == word)


def aggregate(rows: Iterable[tuple[str, int, Sequence[int], dict[str, Any] | None]]
              ) -> dict[str, dict[str, Any]]:
    """Per game: games, wins, wins after an undo (counted in wins too); Тысяча:
    contracts, contracts made and their percentage, mean final score, bolts, barrel
    falls; Durak: times fool."""
    out: dict[str, dict[str, Any]] = {}
    sums: dict[str, float] = {}
    for game, seat, winners, stats in rows:
        g = out.setdefault(game, {"games": 0, "wins": 0, "wins_after_undo": 0})
        g["games"] += 1
        stats = stats or {}
        if seat in winners:
            g["wins"] += 1
            if stats.get("took_back") is True:
                g["wins_after_undo"] += 1
        if game == "tysyacha":
            for k in ("contracts", "contracts_made", "bolts", "barrel_falls"):
                g[k] = g.get(k, 0) + int(stats.get(k, 0) or 0)
            if isinstance(stats.get("score"), int | float):
                sums[game] = sums.get(game, 0.0) + float(stats["score"])
                g["_scored"] = g.get("_scored", 0) + 1
        elif game == "durak":
            g["fool"] = g.get("fool", 0) + int(stats.get("fool", 0) or 0)
    for game, g in out.items():
        if game == "tysyacha":
            made, total = g.get("contracts_made", 0), g.get("contracts", 0)
            g["contracts_made_pct"] = round(100.0 * made / total, 1) if total else None
            scored = g.pop("_scored", 0)
            g["mean_score"] = round(sums.get(game, 0.0) / scored, 1) if scored else None
    return out
