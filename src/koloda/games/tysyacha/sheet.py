"""The Тысяча score sheet ("пуля"), as players keep it: one row per played deal.

Each row names the deal, the dealer, the declarer and his contract (made +, failed −,
roospis R/Р), marks golden (G/З) and dark (D/Т) deals, and per player the change and the
running total, with bolts (B/б), barrel seats with the deals left (barrel/бочка), falls
(↓) and samosval (0).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from koloda.engine.names import seat_names

_MARKS = {
    "ru": {"bolt": "б", "bolt_penalty": "штраф", "fall": "↓", "climb": "↑",
           "samosval": "самосвал", "three_barrels": "три бочки", "roospis3": "штраф"},
    "en": {"bolt": "B", "bolt_penalty": "penalty", "fall": "↓", "climb": "↑",
           "samosval": "samosval", "three_barrels": "three barrels", "roospis3": "penalty"},
}


def render_sheet(rows: Sequence[dict[str, Any]], players: int, lang: str = "ru",
                 names: Sequence[str] | None = None) -> str:
    """The sheet as plain text; ``names`` head the columns and name the dealer and the
    declarer (default: "Игрок 1" … "Игрок N" by seat)."""
    head, body = sheet_cells(rows, players, lang, names)
    lines = [head, *body]
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    out = ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(line)).rstrip()
           for line in lines]
    out.insert(1, "-" * len(out[0]))
    return "\n".join(out)


def sheet_cells(rows: Sequence[Any], players: int, lang: str = "ru",
                names: Sequence[str] | None = None) -> tuple[list[str], list[list[str]]]:
    """The sheet's head and rows as cells (the text sheet and the table picture's):
    deal, dealer, contract, then one cell per seat."""
    ru = lang == "ru"
    marks = _MARKS["ru" if ru else "en"]
    if names is None or len(names) < players:
        names = seat_names(players, (), lang)

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < players else "—"

    head = ["#", "сдаёт" if ru else "dealer", "заказ" if ru else "contract"]
    head += [names[s] for s in range(players)]
    lines: list[list[str]] = []
    names_key = tuple(names[:players])
    for row in rows:
        # a row shown before (observations share them: TysyachaState.sheet_rows) is
        # drawn once per language and names, not again for every frame of a long game
        kept = _DRAWN.get(id(row))
        if (kept is not None and kept[0] is row and kept[1] == lang
                and kept[2] == names_key):
            lines.append(list(kept[3]))
            continue
        line = _row_cells(row, players, ru, marks, who)
        if len(_DRAWN) >= _DRAWN_CAP:  # the oldest goes (a dict keeps its order)
            del _DRAWN[next(iter(_DRAWN))]
        _DRAWN[id(row)] = (row, lang, names_key, tuple(line))
        lines.append(line)
    return head, lines


# id(row) -> (the row, kept alive so that its id is not reused; language; names; cells)
_DRAWN: dict[int, tuple[Any, str, tuple[str, ...], tuple[str, ...]]] = {}
_DRAWN_CAP = 4096


def _row_cells(row: Any, players: int, ru: bool, marks: dict[str, str],
               who: Callable[[Any], str]) -> list[str]:
    """One row of the sheet as cells."""
    if row.get("reset"):
        return ["", "", "золотой кон: счёт обнулён" if ru else
                "golden round: scores reset"] + [""] * players
    decl = row["declarer"]
    kinds = ""
    if row["golden"]:
        kinds += "З" if ru else "G"
    if row["dark"]:
        kinds += "Т" if ru else "D"
    result = ("Р" if ru else "R") if row["roospis"] else ("+" if row["made"] else "−")
    contract = f"{who(decl)}: {row['contract']}{result}"
    if kinds:
        contract += f" {kinds}"
    cells = []
    for s in range(players):
        cell = ("прикуп " if ru else "talon ") if s == row.get("sitting", -1) else ""
        delta = row["deltas"][s]
        cell += f"{delta:+d} = {row['totals'][s]}"
        extra = [marks[n] for n in row["notes"][s] if n in marks and n != "climb"]
        if row["barrel"][s] is not None:
            extra.append(("бочка " if ru else "barrel ") + str(row["barrel"][s]))
        if extra:
            cell += " (" + ", ".join(extra) + ")"
        cells.append(cell)
    return [str(row["deal"]), who(row["dealer"]), contract, *cells]
