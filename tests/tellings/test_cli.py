"""``koloda tell`` on the command line: every telling in both languages, JSON, the list,
errors as messages in the chosen language, and fuzzed options: never a traceback."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from koloda import cli

KEYS = ["near_fate", "marriage", "dozen", "new_acquaintance", "pyramid_tell", "chaturanga"]
EXTRA = {"new_acquaintance": ["--name", "Александр"]}
TITLES = {"near_fate": ("Ближайшая судьба", "Near fate"), "marriage": ("Брачное гадание", "Marriage"),
          "dozen": ("Дюжина", "The dozen"), "new_acquaintance": ("Новый знакомый", "A new acquaintance"),
          "pyramid_tell": ("Пирамидка", "The little pyramid"), "chaturanga": ("Чатуранга", "Chaturanga")}


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(argv)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("key", KEYS)
def test_every_telling_prints_in_both_languages(key: str, lang: str) -> None:
    code, out, err = run(["tell", key, "--seed", "7", "--lang", lang, *EXTRA.get(key, [])])
    assert (code, err) == (0, "")
    assert TITLES[key][0 if lang == "ru" else 1] in out
    assert "seed=7" in out and f"koloda tell {key} --seed 7" in out
    assert ("Толкование" if lang == "ru" else "Reading") in out
    if lang == "ru":
        assert not any(f"{r}{s}" in out for r in "JQKA" for s in "♠♣♦♥")  # В Д К Т only
    else:
        assert not any(f"{r}{s}" in out for r in "ВДТ" for s in "♠♣♦♥")


@pytest.mark.parametrize("key", KEYS)
def test_json_parses_and_repeats(key: str) -> None:
    code, out, _ = run(["tell", key, "--json", *EXTRA.get(key, [])])
    assert code == 0
    data = json.loads(out)
    assert data["key"] == key and isinstance(data["seed"], int)
    assert data["reading"]["ru"] and len(data["reading"]["ru"]) == len(data["reading"]["en"])
    assert all(card["card"] and card["ru"] and card["en"]
               for row in data["layout"] for card in row["cards"])
    again = ["tell", key, "--json", "--seed", str(data["seed"])]
    for opt, value in data["options"].items():
        again += [f"--{opt}", value]
    assert json.loads(run(again)[1]) == data


def test_list_in_text_and_json() -> None:
    code, out, _ = run(["tell", "--list"])
    assert code == 0 and all(k in out for k in KEYS) and "Чатуранга" in out
    code, out, _ = run(["tell", "--list", "--json", "--lang", "en"])
    listed = json.loads(out)
    assert [t["key"] for t in listed] == KEYS
    named = next(t for t in listed if t["key"] == "new_acquaintance")
    assert named["options"][0]["name"] == "name" and named["options"][0]["required"]


@pytest.mark.parametrize(("argv", "ru", "en"), [
    (["tell"], "укажите гадание", "name a telling"),
    (["tell", "fortune"], "неизвестное гадание «fortune»", "unknown telling 'fortune'"),
    (["tell", "new_acquaintance"], "нужно --name", "needs --name"),
    (["tell", "new_acquaintance", "--name", "Ая7"], "только буквы", "only letters"),
    (["tell", "new_acquaintance", "--name", "   "], "полное имя", "the full name"),
    (["tell", "new_acquaintance", "--name", "Я" * 61], "не больше 60", "at most 60"),
    (["tell", "marriage", "--portrait", "queen"], "выберите одно из", "choose one of"),
    (["tell", "dozen", "--seed", "abc"], "Номер расклада «abc»", "layout number 'abc'"),
    (["tell", "dozen", "--portrait", "woman"], "не относится", "does not apply"),
    (["tell", "pyramid_tell", "--pick", "9"], "Карта «9»", "card '9'"),
])
def test_errors_are_messages_in_the_language(argv: list[str], ru: str, en: str) -> None:
    for lang, want in (("ru", ru), ("en", en)):
        code, out, err = run([*argv, "--lang", lang])
        assert code == 2 and out == ""
        assert want in err and "Traceback" not in err


def test_the_installed_command() -> None:
    done = subprocess.run([sys.executable, "-m", "koloda.cli", "tell", "chaturanga", "--seed",
                           "3", "--json"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert [s["data"]["stage"] for s in json.loads(done.stdout)["steps"]] == [1, 2]


ODD = ["", " ", "-", "--", "Ан-на", "[bold]", "[/]", "\x00", "\ud800", "Ω" * 36, "Ω" * 37,
       "١٢٣", "²", "Ё" * 60, "e\u0301mile", "О'Нил", "\u200b", "Anna\nMaria", "9" * 5000]


@given(st.one_of(st.sampled_from(ODD), st.text(max_size=70)), st.sampled_from(["ru", "en"]))
def test_any_name_is_read_or_refused(name: str, lang: str) -> None:
    code, _, err = run(["tell", "new_acquaintance", f"--name={name}", "--seed", "1",
                        "--lang", lang])
    assert code in (0, 2)
    assert (code == 0) == (err == "")
    assert "Traceback" not in err


@given(st.one_of(st.sampled_from([*ODD, "0", "007", str(2**63 - 1), str(2**63), "-5"]),
                 st.text(max_size=30)),
       st.sampled_from(KEYS))
def test_any_seed_is_read_or_refused(seed: str, key: str) -> None:
    code, out, err = run(["tell", key, f"--seed={seed}", "--json", *EXTRA.get(key, [])])
    assert code in (0, 2)
    if code == 0:
        assert json.loads(out)["seed"] == int(seed)
    else:
        assert "Номер расклада" in err or "layout number" in err
