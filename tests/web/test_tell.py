"""The fortune tellings over HTTP: the list, a reading by key with its seed and options,
and every bad input (an unknown telling, a bad seed, an option it does not take, a
missing one, junk of every kind) refused with a clean JSON error in both languages."""

from __future__ import annotations

import random
from pathlib import Path
from urllib.parse import quote

from koloda.games.tellings import all_tellings, get_telling
from tests.web.helpers import server

NEEDS = {"new_acquaintance": {"name": "Александр"}}


def _error(r: object, status: int, code: str) -> dict[str, str]:
    assert getattr(r, "status_code", None) == status, getattr(r, "text", r)
    body = r.json()  # type: ignore[attr-defined]
    err: dict[str, str] = body["error"]
    assert err["code"] == code and err["en"] and err["ru"], body
    assert "Traceback" not in err["en"]
    return err


def test_the_list_names_every_telling_and_its_options(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        got = env.client.get("/api/tellings").json()
        assert [t["key"] for t in got] == [t.key for t in all_tellings()]
        by_key = {t["key"]: t for t in got}
        assert by_key["dozen"]["title"] == {"ru": "Дюжина", "en": "The dozen"}
        name = by_key["new_acquaintance"]["options"][0]
        assert name["name"] == "name" and name["required"] and name["ru"] and name["en"]
        portrait = by_key["marriage"]["options"][0]
        assert [c["value"] for c in portrait["choices"]][:1] == ["young_woman"]
        pick = by_key["pyramid_tell"]["options"][0]
        assert [c["value"] for c in pick["choices"]] == ["1", "2", "3", "4", "5"]


def test_a_reading_repeats_with_its_seed(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        for t in all_tellings():
            params = {"seed": "12", **NEEDS.get(t.key, {}), "lang": "en"}
            r = env.client.get(f"/api/tell/{t.key}", params=params)
            assert r.status_code == 200, r.text
            data = r.json()
            expected = get_telling(t.key).lay(12, **NEEDS.get(t.key, {})).to_json()
            assert {k: data[k] for k in expected} == expected
            assert data["seed"] == 12 and data["lines"] == data["reading"]["en"]
            reading = get_telling(t.key).lay(12, **NEEDS.get(t.key, {}))
            assert data["picture"] == reading.picture("en").to_json()
            assert data["layout"] and all(c["card"] for row in data["layout"]
                                          for c in row["cards"])
            assert env.client.get(f"/api/tell/{t.key}", params=params).json() == data
        drawn = env.client.get("/api/tell/dozen").json()  # no seed: one is drawn, named
        assert isinstance(drawn["seed"], int) and drawn["lang"] == "ru"
        assert drawn["lines"] == drawn["reading"]["ru"]
        assert drawn["picture"]["layout"] == "spread" and drawn["picture"]["title"] == "Дюжина"
        assert drawn["picture"]["notes"] == drawn["lines"]
        one = env.client.get("/api/tell/marriage?seed=3&portrait=young_man").json()
        assert one["options"]["portrait"] == "young_man"
        picked = env.client.get("/api/tell/pyramid_tell?seed=3&pick=2").json()
        assert picked["options"]["pick"] == "2"


def test_bad_input_is_a_clean_error(tmp_path: Path) -> None:
    with server(tmp_path) as env:
        c = env.client
        _error(c.get("/api/tell/nope"), 404, "no_telling")
        _error(c.get("/api/tell/" + "x" * 300), 404, "no_telling")
        err = _error(c.get("/api/tell/dozen?seed=abc"), 400, "bad_telling")
        # the page's own words, not the command line's flags
        assert "layout number" in err["en"] and "Номер расклада" in err["ru"]
        err = _error(c.get("/api/tell/new_acquaintance?name=Ая7"), 400, "bad_telling")
        assert err["ru"].startswith("Имя «Ая7»") and "--" not in err["en"]
        _error(c.get("/api/tell/dozen?seed=-1"), 400, "bad_telling")
        _error(c.get("/api/tell/dozen?seed=" + "9" * 30), 400, "bad_telling")
        _error(c.get("/api/tell/dozen?name=Ann"), 400, "bad_telling")  # not its option
        _error(c.get("/api/tell/new_acquaintance?seed=1"), 400, "bad_telling")  # no name
        _error(c.get("/api/tell/marriage?portrait=cat"), 400, "bad_telling")
        _error(c.get("/api/tell/pyramid_tell?pick=9"), 400, "bad_telling")
        _error(c.get("/api/tell/dozen?color=red"), 400, "bad_request")
        _error(c.get("/api/tell/dozen?seed=" + "1" * 101), 400, "bad_request")
        _error(c.get("/api/tell/new_acquaintance?name=" + "я" * 101), 400, "bad_request")


def test_fuzzed_requests_never_break_the_server(tmp_path: Path) -> None:
    rng = random.Random(4)
    alphabet = ("abcxyz019 -_.,:;!?'\"<>&%#/\\\t\n\r\x00\x01\x7f"
                "АБВяёЁ♠♥ \u200b\u202e\ufeff😀ﬁ")
    keys = [t.key for t in all_tellings()] + ["", "DOZEN", " dozen ", "Дюжина", "..", "%00"]

    def junk() -> str:
        if rng.random() < 0.3:
            return rng.choice(["", "0", "-0", "1e9", "0x10", "٣", "NaN", "5" * 19, "  7  ",
                               "young_woman", "QD", "3", "Александр", "Саша"])
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 30)))

    with server(tmp_path) as env:
        for _ in range(400):
            key = rng.choice(keys) if rng.random() < 0.8 else junk()
            params = {p: junk() for p in ("seed", "name", "portrait", "pick", "lang")
                      if rng.random() < 0.5}
            query = "&".join(f"{quote(k)}={quote(v)}" for k, v in params.items())
            r = env.client.get(f"/api/tell/{quote(key, safe='')}?{query}")
            assert r.status_code in (200, 400, 404), (key, params, r.status_code, r.text)
            body = r.json()
            if r.status_code != 200:
                assert set(body["error"]) == {"code", "en", "ru"}, body
            else:
                assert body["layout"] and body["reading"]["ru"], body
