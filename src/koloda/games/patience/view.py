"""The terminal's picture of a solitaire, drawn from the observation alone: piles that
fan downwards become columns, the others a line of labelled tops; face-down cards are
backs (``▒▒``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine import cards as C

BACK = "[dim]▒▒[/]"
EMPTY = "[dim]··[/]"


def card_markup(text: str | None, lang: str) -> str:
    if text is None:
        return BACK
    card = C.parse(text)
    shown = C.show(card, lang)
    red = (card >> 4 & 7) in (C.DIAMONDS, C.HEARTS)
    return f"[bold red]{shown}[/]" if red else f"[bold]{shown}[/]"


def _width(text: str | None, lang: str) -> int:
    if text is None:
        return 2
    return len(C.show(C.parse(text), lang))


def _cell(text: str | None, lang: str, width: int = 4) -> str:
    return card_markup(text, lang) + " " * max(0, width - _width(text, lang))


def _flat(pile: Mapping[str, Any], lang: str) -> str:
    cards: Sequence[str | None] = pile["cards"]
    label = pile["label"]
    if not cards:
        return f"{label}:{EMPTY}"
    if pile["kind"] == "stock":
        return f"{label}:{BACK}×{len(cards)}"
    if pile["fan"] == "right":
        shown = " ".join(card_markup(c, lang) for c in cards[-3:])
        more = f"(+{len(cards) - 3}) " if len(cards) > 3 else ""
        return f"{label}:{more}{shown}"
    extra = f"×{len(cards)}" if len(cards) > 1 and pile["kind"] != "foundation" else ""
    return f"{label}:{card_markup(cards[-1], lang)}{extra}"


def render(obs: Mapping[str, Any], lang: str = "ru") -> str:
    ru = lang == "ru"
    piles: Sequence[Mapping[str, Any]] = obs["piles"]
    rows: dict[float, list[Mapping[str, Any]]] = {}
    for pile in piles:
        rows.setdefault(pile["row"], []).append(pile)
    lines: list[str] = []
    for row in sorted(rows):
        group = sorted(rows[row], key=lambda p: p["col"])
        columns = [p for p in group if p["fan"] == "down" and p["kind"] != "stock"]
        flat = [p for p in group if p not in columns]
        if flat:
            lines.append("  ".join(_flat(p, lang) for p in flat))
        if columns:
            lines.append("".join(f"{p['label']:<5}" for p in columns).rstrip())
            depth = max((len(p["cards"]) for p in columns), default=0)
            for k in range(max(depth, 1)):
                cells = []
                for p in columns:
                    cards = p["cards"]
                    if k < len(cards):
                        cells.append(_cell(cards[k], lang) + " ")
                    elif k == 0:
                        cells.append(_cell(None, lang).replace(BACK, EMPTY) + " ")
                    else:
                        cells.append("     ")
                lines.append("".join(cells).rstrip())
        lines.append("")
    status = (f"ходов: {obs['moves']}" if ru else f"moves: {obs['moves']}")
    if obs.get("redeals_left") is not None:
        status += (f", пересдач осталось: {obs['redeals_left']}" if ru
                   else f", redeals left: {obs['redeals_left']}")
    if obs.get("points"):
        status += f", {'очки' if ru else 'points'}: {obs['points']}"
    if obs.get("won"):
        status += " — [bold green]" + ("пасьянс сошёлся!" if ru else "solved!") + "[/]"
    elif obs.get("over"):
        status += " — " + ("пасьянс не сошёлся" if ru else "not solved")
    lines.append(status)
    return "\n".join(lines)
