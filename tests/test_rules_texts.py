"""The rules pages for people: every shipped game and every telling has one, in Russian
and English, with the four sections, every rule key, variant and preset explained, no
source path or command in it, and no sentence taken from the source texts."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from koloda.engine.game import Game, all_games
from koloda.engine.rulestext import REQUIRED, RulesText, problems, section
from koloda.engine.schema import game_schema
from koloda.games.tellings import Telling, all_tellings


def shipped() -> list[Game]:
    """The games of this package (tests and examples register others without texts)."""
    return [g for g in all_games() if type(g).__module__.startswith("koloda.games.")]


def keys_of(game: Game) -> tuple[list[str], list[str], list[str]]:
    return ([s.key for s in game.rules_type.specs()], list(game.variants), list(game.presets))


def test_every_game_and_telling_is_covered() -> None:
    keys = {g.key for g in shipped()}
    assert {"tysyacha", "durak", "czech", "101"} <= keys
    solitaires = [g for g in shipped() if getattr(g, "family", "") == "patience"]
    assert len(solitaires) == 32
    assert len(all_tellings()) == 6


@pytest.mark.parametrize("game", shipped(), ids=lambda g: g.key)
def test_game_text_is_complete(game: Game) -> None:
    doc = game.rules_doc()
    assert isinstance(doc, RulesText), f"{game.key} has no rules text"
    assert problems(doc, *keys_of(game)) == []
    rules, variants, presets = keys_of(game)
    for lang in ("ru", "en"):
        page = game.rules_text(lang)
        assert page is not None
        ids = [s["id"] for s in page["sections"]]
        assert all(need in ids for need in REQUIRED)
        assert all(s["paragraphs"] and all(p.strip() for p in s["paragraphs"])
                   for s in page["sections"])
        assert [r["key"] for r in page["rules"]] == rules  # the schema's order
        assert [v["key"] for v in page["variants"]] == variants
        assert [p["key"] for p in page["presets"]] == presets
        assert all(r["anchor"] == f"rule-{r['key']}" for r in page["rules"])
        assert page["title"] == (game.title_ru if lang == "ru" else game.title_en)


@pytest.mark.parametrize("telling", all_tellings(), ids=lambda t: t.key)
def test_telling_text_is_complete(telling: Telling) -> None:
    doc = telling.rules_doc()
    assert doc is not None
    assert problems(doc, [o.name for o in telling.options]) == []
    for lang in ("ru", "en"):
        page = telling.rules_text(lang)
        assert page is not None and page["title"] == telling.title[0 if lang == "ru" else 1]
        assert [r["key"] for r in page["rules"]] == [o.name for o in telling.options]


def test_problems_finds_what_is_wrong() -> None:
    text = RulesText(
        intro=("Игра.", "A game."),
        sections=(section("deal", ("Запустите koloda play durak.", "Run koloda play.")),
                  section("play", ("Ходы в src/koloda/x.py.", "Moves, see --rule x=1.")),
                  section("scoring"),
                  section("end", ("English only", "Конец игры целиком по-русски"))),
        rules={"a": ("Ключ.", "A key."), "zzz": ("Лишний.", "Extra.")},
    )
    found = "\n".join(problems(text, ["a", "b"], ["v"]))
    for expected in ("a koloda command", "a source path", "a Python file",
                     "a command-line flag", "section 'scoring' has no paragraph",
                     "rule 'b' is not explained", "rule 'zzz' is explained but",
                     "variant 'v' is not explained", "no Russian in the Russian text",
                     "Russian in the English text"):
        assert expected in found
    assert "'deal'" not in found.replace("deal/", "")  # present, so not reported missing


# --- nothing copied from the source texts ---------------------------------------------------

RUN = 8  # words in a row that may not be shared with a source text


def _seed_dir() -> Path | None:
    """The source texts: ``KOLODA_SEEDS``, else a ``shared/seeds`` folder beside the
    checkout or above it (the shared folder sits next to the repository)."""
    env = os.environ.get("KOLODA_SEEDS")
    if env:
        return Path(env)
    root = Path(__file__).resolve().parents[1]
    for base in (root, *root.parents):
        if (base / "shared" / "seeds").is_dir():
            return base / "shared" / "seeds"
    return None


def _words(text: str) -> list[str]:
    return re.findall(r"[a-zа-я0-9]+", text.lower().replace("ё", "е"))


def all_docs() -> list[tuple[str, RulesText]]:
    out = [(g.key, g.rules_doc()) for g in shipped()]
    out += [(t.key, t.rules_doc()) for t in all_tellings()]
    return [(k, d) for k, d in out if d is not None]


def test_no_run_of_words_is_taken_from_a_source_text() -> None:
    folder = _seed_dir()
    if folder is None or not any(folder.glob("*.txt")):
        pytest.skip("the source texts are not beside this checkout")
    runs: set[tuple[str, ...]] = set()
    for path in sorted(folder.glob("*.txt")):
        words = _words(path.read_text(encoding="utf-8", errors="replace"))
        runs.update(tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1))
    copied = []
    for key, doc in all_docs():
        for where, text in doc.all_texts():
            words = _words(text)
            for i in range(len(words) - RUN + 1):
                if tuple(words[i:i + RUN]) in runs:
                    copied.append(f"{key} {where}: {' '.join(words[i:i + RUN])}")
    assert copied == []


def test_the_copy_check_would_catch_a_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    """The check above is not vacuous: a seed holding one of our sentences is caught."""
    doc = all_docs()[0][1]
    (tmp_path / "x.txt").write_text("Вступление. " + doc.intro[0], encoding="utf-8")
    monkeypatch.setenv("KOLODA_SEEDS", str(tmp_path))
    with pytest.raises(AssertionError):
        test_no_run_of_words_is_taken_from_a_source_text()


@pytest.mark.parametrize("game", shipped(), ids=lambda g: g.key)
def test_the_key_table_under_the_text_names_no_command_either(game: Game) -> None:
    """The rules page shows the schema's one-line descriptions too (the key table)."""
    from koloda.engine.rulestext import FORBIDDEN

    texts = [(s.key, t) for s in game.rules_type.specs() for t in (s.ru, s.en)]
    texts += [(k, t) for k, v in game.variants.items() for t in v[1:]]
    found = [f"{k}: {what}" for k, t in texts for pattern, what in FORBIDDEN
             if pattern.search(t)]
    assert found == []


def test_every_preset_has_a_short_name_in_both_languages() -> None:
    """The lobby's chips and the rules pages name a preset from the game's own words
    (``Game.preset_titles``, in the schema): the page holds no game's texts."""
    for game in all_games():
        assert set(game.preset_titles) == set(game.presets), game.key
        schema = game_schema(game)
        for key, title in schema["preset_titles"].items():
            assert title["ru"] and title["en"] and title["ru"] != key, (game.key, key)


def test_every_worded_choice_has_words_in_both_languages() -> None:
    """A choice whose values are words (not numbers) is shown by its labels
    (``rule(labels=...)``, in the schema), never by the key typed on the command line."""
    for game in all_games():
        for spec in game.rules_type.specs():
            if spec.kind != "choice" or all(isinstance(v, int) for v in spec.choices):
                continue
            labels = game_schema(game)["rules"]
            shown = next(r for r in labels if r["key"] == spec.key)["labels"]
            assert set(shown) == {str(v) for v in spec.choices}, (game.key, spec.key)
            assert all(x["ru"] and x["en"] for x in shown.values()), (game.key, spec.key)
