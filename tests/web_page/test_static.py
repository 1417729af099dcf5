"""The browser page's static files, checked without a server or a browser: the files are
there, every ES module import resolves, every module parses (``node --check``), every
i18n key the page uses exists in Russian and English, the page loads nothing from
another host, and TESTIDS.md names only test ids the page really sets."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[2] / "src" / "koloda" / "web" / "static"

REQUIRED = [
    "index.html", "style.css", "app.js", "api.js", "cards.js", "i18n.js", "lobby.js",
    "table.js", "records.js", "stats.js", "rules.js", "settings.js", "util.js",
    "picture.js", "controls.js", "motion.js", "tell.js", "TESTIDS.md",
]

# static imports and re-exports (possibly over several lines), and dynamic import()
_IMPORT = re.compile(r"""(?:^|[;\s])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]""", re.S)
_BARE_IMPORT = re.compile(r"""(?:^|[;\s])import\s*['"]([^'"]+)['"]""")
_DYNAMIC = re.compile(r"""\bimport\(\s*['"]([^'"]+)['"]\s*\)""")


def js_files() -> list[Path]:
    return sorted(STATIC.rglob("*.js"))


def imports_of(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [*_IMPORT.findall(text), *_BARE_IMPORT.findall(text), *_DYNAMIC.findall(text)]


def test_static_files_exist() -> None:
    missing = [name for name in REQUIRED if not (STATIC / name).is_file()]
    assert not missing, f"missing static files: {missing}"


def test_index_loads_the_app_from_static() -> None:
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    refs = re.findall(r"""(?:src|href)="(/static/[^"]+)\"""", html)
    assert "/static/app.js" in refs and "/static/style.css" in refs
    for ref in refs:
        assert (STATIC / ref.removeprefix("/static/")).is_file(), ref
    assert 'type="module"' in html
    assert 'aria-live="polite"' in html  # the screen-reader announcements


@pytest.mark.parametrize("path", js_files(), ids=lambda p: str(p.relative_to(STATIC)))
def test_every_import_resolves(path: Path) -> None:
    for spec in imports_of(path):
        assert spec.startswith(("./", "../")), f"{path.name}: '{spec}' is not a relative module"
        assert spec.endswith(".js"), f"{path.name}: '{spec}' needs its .js extension"
        target = (path.parent / spec).resolve()
        assert target.is_file(), f"{path.name} imports '{spec}', which does not exist"
        assert STATIC in target.parents, f"{path.name}: '{spec}' leaves the static folder"


def test_every_module_is_used() -> None:
    seen: set[Path] = set()
    todo = [STATIC / "app.js"]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        todo.extend((path.parent / spec).resolve() for spec in imports_of(path))
    orphans = [str(p.relative_to(STATIC)) for p in js_files() if p.resolve() not in seen]
    assert not orphans, f"modules app.js never reaches: {orphans}"


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
@pytest.mark.parametrize("path", js_files(), ids=lambda p: str(p.relative_to(STATIC)))
def test_node_check(path: Path, tmp_path: Path) -> None:
    # node parses a .js file as CommonJS; the same text as .mjs is checked as an ES module
    copy = tmp_path / (path.stem + ".mjs")
    copy.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    run = subprocess.run(["node", "--check", str(copy)], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, f"{path.name}:\n{run.stderr}"


# --- i18n ------------------------------------------------------------------------------

_ENTRY = re.compile(r"""^\s*'([^'\\]+)':\s*'((?:[^'\\]|\\.)*)',\s*$""")


def dictionaries() -> dict[str, dict[str, str]]:
    """The RU and EN blocks of i18n.js: one `'key': 'text',` a line."""
    out: dict[str, dict[str, str]] = {}
    block: str | None = None
    for line in (STATIC / "i18n.js").read_text(encoding="utf-8").splitlines():
        start = re.match(r"^const (RU|EN) = \{\s*$", line)
        if start:
            block = start.group(1).lower()
            out[block] = {}
            continue
        if block and line.startswith("};"):
            block = None
            continue
        if block and line.strip().startswith("// "):
            continue  # a comment marking a section of keys
        if block:
            m = _ENTRY.match(line)
            assert m, f"i18n.js: a line of the {block} block is not `'key': 'text',`: {line!r}"
            assert m.group(1) not in out[block], f"i18n.js: '{m.group(1)}' twice in {block}"
            out[block][m.group(1)] = m.group(2)
    assert set(out) == {"ru", "en"}, "i18n.js needs a RU and an EN block"
    return out


def namespaces(keys: set[str]) -> set[str]:
    return {k.split(".")[0] for k in keys}


def used_keys() -> set[str]:
    """Literal keys in the JS: t('key'), and any quoted string that starts with one of the
    dictionary's namespaces and a dot (keys picked by a condition or from a list)."""
    dicts = dictionaries()
    spaces = "|".join(sorted(namespaces(set(dicts["ru"]))))
    literal = re.compile(rf"""['"]((?:{spaces})\.[a-z0-9_.]+)['"]""")
    call = re.compile(r"""\b(?:t|tn)\(\s*['"]([^'"]+)['"]""")
    used: set[str] = set()
    for path in js_files():
        if path.name == "i18n.js":
            continue
        text = path.read_text(encoding="utf-8")
        used.update(call.findall(text))
        used.update(literal.findall(text))
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    used.update(re.findall(r'data-i18n(?:-label)?="([^"]+)"', html))
    return used


def test_i18n_languages_have_the_same_keys() -> None:
    d = dictionaries()
    only_ru = sorted(set(d["ru"]) - set(d["en"]))
    only_en = sorted(set(d["en"]) - set(d["ru"]))
    assert not only_ru and not only_en, f"only in RU: {only_ru}; only in EN: {only_en}"


def test_i18n_placeholders_match() -> None:
    d = dictionaries()
    for key, ru in d["ru"].items():
        en = d["en"].get(key, "")
        assert set(re.findall(r"\{(\w+)\}", ru)) == set(re.findall(r"\{(\w+)\}", en)), key


def test_every_used_i18n_key_exists_in_both_languages() -> None:
    d = dictionaries()
    used = used_keys()
    assert len(used) > 100  # the scan found the page's keys
    missing = {lang: sorted(used - set(d[lang])) for lang in ("ru", "en")}
    assert not missing["ru"] and not missing["en"], f"missing i18n keys: {missing}"


def test_i18n_keys_built_at_run_time_exist() -> None:
    """Keys the JS builds from data (template strings) that must always be there."""
    d = dictionaries()
    families = [f"rank.{r}" for r in range(2, 15)]
    families += [f"{k}.{s}" for k in ("suit", "suit_of") for s in "SCDH"]
    families += [f"settings.speed_{v}" for v in ("off", "slow", "normal", "fast")]
    for lang in ("ru", "en"):
        missing = [k for k in families if k not in d[lang]]
        assert not missing, f"{lang}: {missing}"


def test_the_page_holds_no_game_words() -> None:
    """Games describe, the page draws: no text of one game lives in the page's
    dictionaries (the per-game views and their words are gone; a game's words reach the
    page through its table picture, its schema and its rules text)."""
    d = dictionaries()
    for lang in ("ru", "en"):
        own = sorted(k for k in d[lang] if k.split(".")[0] in ("durak", "ty", "mm", "preset", "choice"))
        assert not own, f"{lang}: {own}"


def test_russian_is_the_default_language() -> None:
    assert "lang: 'ru'" in (STATIC / "settings.js").read_text(encoding="utf-8")
    assert '<html lang="ru">' in (STATIC / "index.html").read_text(encoding="utf-8")


# --- nothing from outside, test ids --------------------------------------------------------

def test_nothing_is_loaded_from_another_host() -> None:
    allowed = {"http://www.w3.org/2000/svg"}
    for path in [*js_files(), STATIC / "index.html", STATIC / "style.css"]:
        text = path.read_text(encoding="utf-8")
        urls = set(re.findall(r"(?:https?:)?//[\w.-]+\.[a-z]{2,}[^\s'\"`)]*", text)) - allowed
        urls = {u for u in urls if not u.startswith("//") or "." in u.split("/")[2]}
        assert not urls, f"{path.name} refers to another host: {sorted(urls)}"
        assert "@import url(" not in text


def _page_sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8")
                     for p in [*js_files(), STATIC / "index.html"])


def test_testids_document_names_real_ids() -> None:
    doc = (STATIC / "TESTIDS.md").read_text(encoding="utf-8")
    ids = re.findall(r"^\|\s*`([a-z][a-zA-Z0-9_<>-]*)`", doc, re.M)
    assert len(ids) > 30, "TESTIDS.md lists the ids in a table: | `id` | ... |"
    src = _page_sources()
    for tid in ids:
        if "<" in tid:
            prefix = tid.split("<")[0]
            assert re.search(rf"`{re.escape(prefix)}\$\{{", src), tid
        else:
            assert re.search(rf"""['"`]{re.escape(tid)}['"`]""", src), tid


def test_required_testids_are_set() -> None:
    src = _page_sources()
    for prefix in ("rule-", "seat-", "move-", "card-"):
        assert re.search(rf"`{prefix}\$\{{", src), prefix
    for tid in ("create-table", "invite-link", "undo", "log", "status", "result"):
        assert re.search(rf"testid:\s*'{tid}'", src), tid


def test_the_table_draws_no_game_of_its_own() -> None:
    """Games describe, the page draws: no per-game view modules, and the modules that draw
    a table (live or replayed) name no game."""
    from koloda.engine.game import all_games

    assert not (STATIC / "views").exists() or not list((STATIC / "views").glob("*.js"))
    keys = {g.key for g in all_games()}
    for name in ("table.js", "records.js", "picture.js", "controls.js", "motion.js"):
        # an icon's name is no game ('clock' is an icon and a solitaire)
        text = re.sub(r"icon\('\w+'", "icon(", (STATIC / name).read_text(encoding="utf-8"))
        named = sorted(k for k in keys if re.search(rf"""['"`]{re.escape(k)}['"`]""", text))
        assert not named, f"{name} names games {named}"
        assert "obs" not in re.findall(r"\bframe\.(\w+)", text), f"{name} reads frame.obs"
