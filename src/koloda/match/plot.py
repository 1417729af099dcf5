"""The ``--plot`` picture: each agent's win rate as a bar with its two 95% intervals.

Drawn without any plotting library: a small RGB canvas, a 5×7 bitmap font (capitals,
digits and some signs; small letters are drawn as capitals) and a PNG writer of a few
lines (zlib and struct from the standard library). A match report is small, so nothing
heavier is needed, and ``koloda match --plot`` works wherever koloda does.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Mapping
from typing import Any

RGB = tuple[int, int, int]

# 5x7 glyphs, one string of 7 rows of 5 pixels each ('#' is ink)
_GLYPHS: dict[str, str] = {
    " ": ".....|.....|.....|.....|.....|.....|.....",
    "0": ".###.|#...#|#..##|#.#.#|##..#|#...#|.###.",
    "1": "..#..|.##..|..#..|..#..|..#..|..#..|.###.",
    "2": ".###.|#...#|....#|...#.|..#..|.#...|#####",
    "3": "#####|...#.|..#..|...#.|....#|#...#|.###.",
    "4": "...#.|..##.|.#.#.|#..#.|#####|...#.|...#.",
    "5": "#####|#....|####.|....#|....#|#...#|.###.",
    "6": "..##.|.#...|#....|####.|#...#|#...#|.###.",
    "7": "#####|....#|...#.|..#..|.#...|.#...|.#...",
    "8": ".###.|#...#|#...#|.###.|#...#|#...#|.###.",
    "9": ".###.|#...#|#...#|.####|....#|...#.|.##..",
    "A": ".###.|#...#|#...#|#####|#...#|#...#|#...#",
    "B": "####.|#...#|#...#|####.|#...#|#...#|####.",
    "C": ".###.|#...#|#....|#....|#....|#...#|.###.",
    "D": "###..|#..#.|#...#|#...#|#...#|#..#.|###..",
    "E": "#####|#....|#....|####.|#....|#....|#####",
    "F": "#####|#....|#....|####.|#....|#....|#....",
    "G": ".###.|#...#|#....|#.###|#...#|#...#|.####",
    "H": "#...#|#...#|#...#|#####|#...#|#...#|#...#",
    "I": ".###.|..#..|..#..|..#..|..#..|..#..|.###.",
    "J": "..###|...#.|...#.|...#.|...#.|#..#.|.##..",
    "K": "#...#|#..#.|#.#..|##...|#.#..|#..#.|#...#",
    "L": "#....|#....|#....|#....|#....|#....|#####",
    "M": "#...#|##.##|#.#.#|#.#.#|#...#|#...#|#...#",
    "N": "#...#|#...#|##..#|#.#.#|#..##|#...#|#...#",
    "O": ".###.|#...#|#...#|#...#|#...#|#...#|.###.",
    "P": "####.|#...#|#...#|####.|#....|#....|#....",
    "Q": ".###.|#...#|#...#|#...#|#.#.#|#..#.|.##.#",
    "R": "####.|#...#|#...#|####.|#.#..|#..#.|#...#",
    "S": ".####|#....|#....|.###.|....#|....#|####.",
    "T": "#####|..#..|..#..|..#..|..#..|..#..|..#..",
    "U": "#...#|#...#|#...#|#...#|#...#|#...#|.###.",
    "V": "#...#|#...#|#...#|#...#|#...#|.#.#.|..#..",
    "W": "#...#|#...#|#...#|#.#.#|#.#.#|#.#.#|.#.#.",
    "X": "#...#|#...#|.#.#.|..#..|.#.#.|#...#|#...#",
    "Y": "#...#|#...#|.#.#.|..#..|..#..|..#..|..#..",
    "Z": "#####|....#|...#.|..#..|.#...|#....|#####",
    ".": ".....|.....|.....|.....|.....|.##..|.##..",
    ",": ".....|.....|.....|.....|.##..|..#..|.#...",
    ":": ".....|.##..|.##..|.....|.##..|.##..|.....",
    ";": ".....|.##..|.##..|.....|.##..|..#..|.#...",
    "-": ".....|.....|.....|#####|.....|.....|.....",
    "+": ".....|..#..|..#..|#####|..#..|..#..|.....",
    "=": ".....|.....|#####|.....|#####|.....|.....",
    "%": "##...|##..#|...#.|..#..|.#...|#..##|...##",
    "(": "...#.|..#..|.#...|.#...|.#...|..#..|...#.",
    ")": ".#...|..#..|...#.|...#.|...#.|..#..|.#...",
    "[": ".###.|.#...|.#...|.#...|.#...|.#...|.###.",
    "]": ".###.|...#.|...#.|...#.|...#.|...#.|.###.",
    "/": ".....|....#|...#.|..#..|.#...|#....|.....",
    "#": ".#.#.|.#.#.|#####|.#.#.|#####|.#.#.|.#.#.",
    "_": ".....|.....|.....|.....|.....|.....|#####",
    "'": "..#..|..#..|.#...|.....|.....|.....|.....",
    "!": "..#..|..#..|..#..|..#..|..#..|.....|..#..",
    "?": ".###.|#...#|....#|...#.|..#..|.....|..#..",
    "*": ".....|..#..|#.#.#|.###.|#.#.#|..#..|.....",
    "<": "...#.|..#..|.#...|#....|.#...|..#..|...#.",
    ">": ".#...|..#..|...#.|....#|...#.|..#..|.#...",
    "|": "..#..|..#..|..#..|..#..|..#..|..#..|..#..",
    "~": ".....|.....|.#...|#.#.#|...#.|.....|.....",
}
_FONT = {ch: [row for row in g.split("|")] for ch, g in _GLYPHS.items()}

WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
GREY: RGB = (150, 150, 150)
LIGHT: RGB = (225, 225, 225)
BAR: RGB = (120, 170, 220)
RED: RGB = (200, 40, 40)


class Canvas:
    """An RGB picture in memory, written out as PNG."""

    def __init__(self, width: int, height: int, background: RGB = WHITE) -> None:
        self.width = width
        self.height = height
        self.pixels = bytearray(bytes(background) * (width * height))

    def dot(self, x: int, y: int, color: RGB) -> None:
        if 0 <= x < self.width and 0 <= y < self.height:
            i = 3 * (y * self.width + x)
            self.pixels[i:i + 3] = bytes(color)

    def rect(self, x0: int, y0: int, x1: int, y1: int, color: RGB) -> None:
        """Fill the rectangle with corners (x0, y0) and (x1, y1), both included."""
        x0, x1 = sorted((max(0, x0), min(self.width - 1, x1)))
        y0, y1 = sorted((max(0, y0), min(self.height - 1, y1)))
        row = bytes(color) * (x1 - x0 + 1)
        for y in range(y0, y1 + 1):
            i = 3 * (y * self.width + x0)
            self.pixels[i:i + len(row)] = row

    def text(self, x: int, y: int, text: str, color: RGB = BLACK, scale: int = 2) -> int:
        """Draw ``text`` with its top left corner at (x, y); returns the end x."""
        for ch in text:
            glyph = _FONT.get(ch.upper(), _FONT["?"])
            for gy, row in enumerate(glyph):
                for gx, cell in enumerate(row):
                    if cell == "#":
                        self.rect(x + gx * scale, y + gy * scale,
                                  x + gx * scale + scale - 1, y + gy * scale + scale - 1, color)
            x += 6 * scale
        return x

    def png(self) -> bytes:
        raw = bytearray()
        stride = 3 * self.width
        for y in range(self.height):
            raw.append(0)  # filter: none
            raw += self.pixels[y * stride:(y + 1) * stride]

        def chunk(kind: bytes, data: bytes) -> bytes:
            return (struct.pack(">I", len(data)) + kind + data
                    + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def text_width(text: str, scale: int = 2) -> int:
    return 6 * scale * len(text)


def draw(report: Mapping[str, Any]) -> Canvas:
    """The picture of a match report (see the module doc)."""
    agents = report["per_agent"]
    names = [str(a["name"])[:28] for a in agents]
    left = max(200, 24 + max(text_width(n) for n in names))
    plot_w = 600
    width = left + plot_w + 56
    top = 70
    row_h = 44
    height = top + row_h * len(agents) + 90
    c = Canvas(width, height)
    title = (f"{report['game']}: {report['games']} games, {report['players']} players, "
             f"{report['seating']}")
    c.text(12, 12, title[: (width - 24) // 12], BLACK, 2)

    def x_of(rate: float) -> int:
        return left + round(max(0.0, min(1.0, rate)) * plot_w)

    bottom = top + row_h * len(agents)
    for k in range(0, 11):  # grid every 10%
        x = x_of(k / 10)
        c.rect(x, top - 4, x, bottom, LIGHT if k % 5 else GREY)
    for k in (0, 25, 50, 75, 100):
        label = f"{k}%"
        c.text(x_of(k / 100) - text_width(label) // 2, bottom + 8, label, BLACK, 2)
    parity = report.get("parity")
    if isinstance(parity, int | float):
        x = x_of(float(parity))
        for y in range(top - 8, bottom + 4, 8):
            c.rect(x - 1, y, x, y + 3, (90, 90, 90))
    for i, a in enumerate(agents):
        y = top + i * row_h
        mid = y + row_h // 2
        c.text(12, mid - 7, names[i], BLACK, 2)
        rate = a.get("win_rate") or 0.0
        c.rect(left, y + 8, x_of(rate), y + row_h - 8, BAR)
        for (lo, hi), color, dy in ((a["wilson95"], BLACK, -5), (a["grouped95"], RED, 5)):
            if lo is None or hi is None:
                continue
            x0, x1 = x_of(lo), x_of(hi)
            c.rect(x0, mid + dy - 1, x1, mid + dy, color)
            c.rect(x0, mid + dy - 5, x0 + 1, mid + dy + 4, color)
            c.rect(x1 - 1, mid + dy - 5, x1, mid + dy + 4, color)
        label = f"{100 * rate:.1f}%"
        lx = x_of(rate) + 6
        if lx + text_width(label, 1) > left + plot_w:
            lx = x_of(rate) - text_width(label, 1) - 6
        c.text(lx, y + 1, label, (40, 40, 40), 1)
    legend_y = bottom + 34
    x = c.text(12, legend_y, "bar: win rate", BLACK, 2)
    x = c.text(x + 18, legend_y, "Wilson 95%", BLACK, 2)
    x = c.text(x + 18, legend_y, "grouped 95%", RED, 2)
    c.text(x + 18, legend_y, "- - parity", (90, 90, 90), 2)
    return c


def write_plot(report: Mapping[str, Any], path: str) -> None:
    """Write the PNG of a match report to ``path``."""
    data = draw(report).png()
    with open(path, "wb") as fh:
        fh.write(data)
