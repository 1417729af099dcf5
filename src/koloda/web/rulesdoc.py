"""The rules reference (docs/rules.md) of one game as simple HTML: a small Markdown
subset of our own (headings, paragraphs, lists, tables, bold, italics, code, links)."""

from __future__ import annotations

import html
import os
import re
from functools import cache
from pathlib import Path

from koloda.engine.game import Game


def rules_path() -> Path | None:
    """``KOLODA_RULES`` (a file), else docs/rules.md of a source checkout, else the copy
    an installed package carries (setup.py puts it beside this module)."""
    env = os.environ.get("KOLODA_RULES")
    candidates = [Path(env)] if env else []
    candidates.append(Path(__file__).resolve().parents[3] / "docs" / "rules.md")
    candidates.append(Path(__file__).resolve().parent / "rules.md")
    for p in candidates:
        if p.is_file():
            return p
    return None


@cache
def _read(path: Path, mtime: float) -> str:
    return path.read_text(encoding="utf-8")


def rules_markdown() -> str | None:
    path = rules_path()
    if path is None:
        return None
    return _read(path, path.stat().st_mtime)


def section(markdown: str, game: Game) -> str | None:
    """The ``## `` section whose heading names the game's key in backticks."""
    lines = markdown.splitlines()
    start = None
    names = {game.key, *game.aliases}
    for i, line in enumerate(lines):
        if line.startswith("## "):
            if start is not None:
                return "\n".join(lines[start:i])
            keys = set(re.findall(r"`([^`]+)`", line))
            if keys & names:
                start = i
    return "\n".join(lines[start:]) if start is not None else None


_INLINE = re.compile(r"`([^`]+)`|\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)")


def inline(text: str) -> str:
    out: list[str] = []
    pos = 0
    for m in _INLINE.finditer(text):
        out.append(html.escape(text[pos:m.start()]))
        code, bold, em, label, href = m.groups()
        if code is not None:
            out.append(f"<code>{html.escape(code)}</code>")
        elif bold is not None:
            out.append(f"<strong>{inline(bold)}</strong>")
        elif em is not None:
            out.append(f"<em>{inline(em)}</em>")
        elif href.startswith(("http://", "https://")):
            out.append(f'<a href="{html.escape(href)}" rel="noopener">{inline(label)}</a>')
        else:  # a link into the repository: the label alone
            out.append(inline(label))
        pos = m.end()
    out.append(html.escape(text[pos:]))
    return "".join(out)


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def render(markdown: str) -> str:
    """HTML of the subset: ``#``–``####`` headings, paragraphs, ``-``/``*`` and ``1.``
    lists, pipe tables, fenced code blocks; everything else is text (escaped)."""
    out: list[str] = []
    para: list[str] = []
    lines = markdown.splitlines()

    def flush() -> None:
        if para:
            out.append(f"<p>{inline(' '.join(para))}</p>")
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("```"):
            flush()
            block: list[str] = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                block.append(lines[i])
                i += 1
            out.append(f"<pre><code>{html.escape(chr(10).join(block))}</code></pre>")
            i += 1
            continue
        heading = re.match(r"(#{1,4})\s+(.*)", stripped)
        if heading:
            flush()
            level = len(heading.group(1))
            out.append(f"<h{level}>{inline(heading.group(2))}</h{level}>")
            i += 1
            continue
        if not stripped:
            flush()
            i += 1
            continue
        if stripped.startswith("|") and i + 1 < len(lines) and re.fullmatch(
                r"\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?", lines[i + 1].strip()):
            flush()
            head = _cells(stripped)
            rows: list[list[str]] = []
            i += 2
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(_cells(lines[i]))
                i += 1
            th = "".join(f"<th>{inline(c)}</th>" for c in head)
            body = "".join("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in r) + "</tr>"
                           for r in rows)
            out.append(f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>")
            continue
        item = re.match(r"([-*]|\d+\.)\s+(.*)", stripped)
        if item:
            flush()
            ordered = item.group(1)[0].isdigit()
            items: list[str] = []
            while i < len(lines):
                m = re.match(r"\s*([-*]|\d+\.)\s+(.*)", lines[i])
                if m and m.group(1)[0].isdigit() == ordered:
                    items.append(m.group(2).strip())
                elif m:
                    break  # the other kind of list starts
                elif lines[i].strip() and lines[i].startswith((" ", "\t")) and items:
                    items[-1] += " " + lines[i].strip()  # a wrapped item
                else:
                    break
                i += 1
            tag = "ol" if ordered else "ul"
            out.append(f"<{tag}>" + "".join(f"<li>{inline(x)}</li>" for x in items)
                       + f"</{tag}>")
            continue
        para.append(stripped)
        i += 1
    flush()
    return "\n".join(out)


def game_rules_html(game: Game) -> str | None:
    markdown = rules_markdown()
    if markdown is None:
        return None
    part = section(markdown, game)
    return render(part) if part is not None else None
