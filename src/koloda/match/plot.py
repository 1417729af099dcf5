"""The ``--plot`` picture: each agent's win rate as a bar with its two 95% intervals, as
an SVG file with real text (any browser shows it, text stays searchable and sharp at
any size), written with the standard library's ElementTree. The look follows the
charts of the web page's statistics: labels left of the bars, values at their ends."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

NS = "http://www.w3.org/2000/svg"
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
INK = "#1f2933"
MUTED = "#616e7c"
GRID = "#d9dee3"
BAR = "#5b8fd6"
WILSON = "#1f2933"
GROUPED = "#c0392b"
PARITY = "#7b8794"

_WORDS = {
    "en": {"games": "games", "players": "players", "bar": "bar: win rate",
           "wilson": "Wilson 95%", "grouped": "grouped 95%", "parity": "parity",
           "title": "Win rates"},
    "ru": {"games": "партий", "players": "игроков", "bar": "полоса: доля побед",
           "wilson": "Уилсон 95%", "grouped": "по группам 95%", "parity": "паритет",
           "title": "Доли побед"},
}


def _el(parent: ET.Element, tag: str, text: str | None = None, **attrs: object) -> ET.Element:
    el = ET.SubElement(parent, tag, {k.replace("_", "-"): str(v) for k, v in attrs.items()})
    if text is not None:
        el.text = text
    return el


def _text_width(text: str, size: int = 13) -> int:
    """A generous estimate of the text's width (the viewer's font decides the truth)."""
    return round(len(text) * size * 0.62)


def draw(report: Mapping[str, Any], lang: str = "en") -> ET.Element:
    """The ``<svg>`` element of a match report."""
    words = _WORDS["ru" if lang == "ru" else "en"]
    agents = report["per_agent"]
    names = [str(a["name"]) for a in agents]
    left = max(140, 24 + max((_text_width(n) for n in names), default=0))
    plot_w = 560
    width = left + plot_w + 70
    top = 64
    row_h = 40
    bottom = top + row_h * len(agents)
    height = bottom + 76
    title = (f"{report['game']}: {report['games']} {words['games']}, "
             f"{report['players']} {words['players']}, {report['seating']}")
    root = ET.Element("svg", {"xmlns": NS, "width": str(width), "height": str(height),
                              "viewBox": f"0 0 {width} {height}", "role": "img",
                              "font-family": FONT, "font-size": "13"})
    _el(root, "title", f"{words['title']} — {title}")
    _el(root, "rect", x=0, y=0, width=width, height=height, fill="#ffffff")
    _el(root, "text", title, x=12, y=28, font_size=16, font_weight="bold", fill=INK)

    def x_of(rate: float) -> float:
        return left + max(0.0, min(1.0, rate)) * plot_w

    for k in range(11):  # a grid line every 10%, labels every 25%
        x = x_of(k / 10)
        _el(root, "line", x1=x, y1=top - 6, x2=x, y2=bottom, stroke=GRID,
            stroke_width=1.5 if k % 5 == 0 else 0.75)
    for k in (0, 25, 50, 75, 100):
        _el(root, "text", f"{k}%", x=x_of(k / 100), y=bottom + 18, text_anchor="middle",
            fill=MUTED)
    parity = report.get("parity")
    if isinstance(parity, int | float):
        x = x_of(float(parity))
        _el(root, "line", x1=x, y1=top - 10, x2=x, y2=bottom + 4, stroke=PARITY,
            stroke_width=1.5, stroke_dasharray="4 4")
    for i, agent in enumerate(agents):
        y = top + i * row_h
        mid = y + row_h / 2
        _el(root, "text", names[i], x=left - 10, y=mid + 4, text_anchor="end", fill=INK)
        rate = float(agent.get("win_rate") or 0.0)
        _el(root, "rect", x=left, y=y + 8, width=max(1.0, x_of(rate) - left),
            height=row_h - 16, rx=3, fill=BAR)
        for key, color, dy in (("wilson95", WILSON, -5), ("grouped95", GROUPED, 5)):
            lo, hi = agent.get(key) or (None, None)
            if lo is None or hi is None:
                continue
            x0, x1 = x_of(lo), x_of(hi)
            g = _el(root, "g", stroke=color, stroke_width=2)
            _el(g, "line", x1=x0, y1=mid + dy, x2=x1, y2=mid + dy)
            _el(g, "line", x1=x0, y1=mid + dy - 4, x2=x0, y2=mid + dy + 4)
            _el(g, "line", x1=x1, y1=mid + dy - 4, x2=x1, y2=mid + dy + 4)
        _el(root, "text", f"{100 * rate:.1f}%", x=left + plot_w + 8, y=mid + 4, fill=MUTED)
    legend_y = bottom + 52
    x = 12.0
    _el(root, "rect", x=x, y=legend_y - 10, width=12, height=12, rx=2, fill=BAR)
    _el(root, "text", words["bar"], x=x + 18, y=legend_y, fill=INK)
    x += 18 + _text_width(words["bar"]) + 20
    for key, color, dash in (("wilson", WILSON, None), ("grouped", GROUPED, None),
                             ("parity", PARITY, "4 4")):
        line = _el(root, "line", x1=x, y1=legend_y - 4, x2=x + 22, y2=legend_y - 4,
                   stroke=color, stroke_width=2)
        if dash:
            line.set("stroke-dasharray", dash)
        _el(root, "text", words[key], x=x + 28, y=legend_y, fill=INK)
        x += 28 + _text_width(words[key]) + 20
    return root


def svg_text(report: Mapping[str, Any], lang: str = "en") -> str:
    root = draw(report, lang)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def write_plot(report: Mapping[str, Any], path: str, lang: str = "en") -> None:
    """Write the SVG of a match report to ``path``."""
    text = svg_text(report, lang)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
