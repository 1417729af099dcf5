"""The small Markdown renderer of the rules pages, and each game's section."""

from __future__ import annotations

import pytest

from koloda.engine.game import get_game
from koloda.web import rulesdoc


def test_markdown_subset() -> None:
    md = """## Title — `key`

Some **bold** and *em* text, `code <b>`, a [link](https://example.org/x?a=1&b=2) and a
[local one](docs/rules.md); <script>alert(1)</script> stays text.

- one
- two
  continued
1. first

| a | b |
|---|:-:|
| `x` | **y** |

```
<raw> & code
```
### Sub
"""
    html = rulesdoc.render(md)
    assert html.startswith("<h2>Title — <code>key</code></h2>")
    assert "<strong>bold</strong>" in html and "<em>em</em>" in html
    assert "<code>code &lt;b&gt;</code>" in html
    assert '<a href="https://example.org/x?a=1&amp;b=2" rel="noopener">link</a>' in html
    assert "local one" in html and "docs/rules.md" not in html
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<ul><li>one</li><li>two continued</li></ul>" in html
    assert "<ol><li>first</li></ol>" in html
    assert "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><code>x</code>" \
           "</td><td><strong>y</strong></td></tr></tbody></table>" in html
    assert "<pre><code>&lt;raw&gt; &amp; code</code></pre>" in html
    assert html.endswith("<h3>Sub</h3>")


def test_a_javascript_link_is_not_a_link() -> None:
    html = rulesdoc.render("[x](javascript:alert(1))")
    assert "href" not in html


@pytest.mark.parametrize("key", ["tysyacha", "durak", "czech", "101"])
def test_every_game_has_its_section(key: str) -> None:
    html = rulesdoc.game_rules_html(get_game(key))
    assert html is not None and f"<code>{key}</code>" in html.split("</h2>")[0]


def test_the_rules_file_can_be_pointed_at(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "rules.md"
    path.write_text("# Rules\n\n## Durak — `durak`\n\nPlay.\n\n## Other\n", encoding="utf-8")
    monkeypatch.setenv("KOLODA_RULES", str(path))
    assert rulesdoc.game_rules_html(get_game("durak")) == \
        "<h2>Durak — <code>durak</code></h2>\n<p>Play.</p>"
    assert rulesdoc.game_rules_html(get_game("czech")) is None
