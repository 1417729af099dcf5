"""The statistics page's words: every figure the server can send has a label in both
languages (the page draws no figure it cannot name, so no raw key reaches a person), the
Russian labels hold no Latin letters, and the page's plural forms follow the engine's one
rule (koloda.engine.texts.plural_ru) for every number."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from koloda.engine.game import all_games
from koloda.engine.texts import plural_ru
from koloda.web.stats import aggregate

from .test_static import STATIC, dictionaries

LATIN = re.compile("[A-Za-z]")


def _figure_keys() -> list[str]:
    """The figures stats.js knows (its FIGURES list, plus "games")."""
    text = (STATIC / "stats.js").read_text(encoding="utf-8")
    block = text[text.index("const FIGURES = ["):text.index("];", text.index("const FIGURES"))]
    return ["games", *re.findall(r"\[\s*'([a-z_]+)',", block)]


def _every_seat_figure() -> dict[str, object]:
    return {"won": True, "took_back": True, "score": 120, "contracts": 2, "contracts_made": 1,
            "bolts": 1, "barrel_falls": 1, "fool": 1}


def test_every_figure_of_every_game_has_a_label_in_both_languages() -> None:
    known = set(_figure_keys())
    d = dictionaries()
    for game in all_games():
        out = aggregate([(game.key, 0, [0], _every_seat_figure()),
                         (game.key, 1, [0], None)])
        sent = {k for k, v in out[game.key].items() if isinstance(v, int | float)}
        assert sent <= known, (game.key, sorted(sent - known))
    for key in known:
        for lang in ("ru", "en"):
            assert f"stats.k.{key}" in d[lang], (lang, key)


def test_russian_statistics_and_table_list_texts_have_no_latin_letters() -> None:
    ru = dictionaries()["ru"]
    for key, text in ru.items():
        if key.startswith(("stats.", "mytables.", "lobby.my_tables", "lobby.no_tables")):
            words = re.sub(r"\{\w+\}", "", text)  # placeholders are not shown
            assert not LATIN.search(words), (key, text)


def test_counted_texts_have_three_forms() -> None:
    d = dictionaries()
    for lang in ("ru", "en"):
        for key, text in d[lang].items():
            if key.startswith("stats.n."):
                assert text.count("|") == 2 and text.count("{n}") == 3, (lang, key)


_SCRIPT = """
globalThis.localStorage = { getItem: () => null, setItem: () => {} };
const m = await import(process.argv[2]);
const out = [];
for (let n = 0; n <= 1000; n++) out.push(m.pluralForm(n, 'ru'), m.pluralForm(-n, 'ru'));
console.log(JSON.stringify({ ru: out, en: [0, 1, 2, 5, 21].map((n) => m.pluralForm(n, 'en')) }));
"""


def test_the_page_plural_rule_is_the_engine_rule(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    script = tmp_path / "plural.mjs"
    script.write_text(_SCRIPT, encoding="utf-8")
    run = subprocess.run(["node", str(script), str(STATIC / "i18n.js")], capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    want = []
    for n in range(1001):
        form = plural_ru(n, "0", "1", "2")
        want += [int(form), int(plural_ru(-n, "0", "1", "2"))]
    assert got["ru"] == want
    assert got["en"] == [2, 0, 2, 2, 2]
