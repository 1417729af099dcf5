"""The command line on the real games: rules listings, simulate summaries, a played game."""

import json
from pathlib import Path

import pytest

from koloda import cli
from koloda.engine import records

# the 46 house-rule keys of the app, plus golden_double_marriages (spec: tysyacha.md)
TYSYACHA_KEYS = ["barrel_knock_off", "one_on_barrel", "talon_hidden_at_100", "discard_face_down", "round_declarer_points", "more_than_1000", "no_jumps", "barrel_900", "silence_below", "samosval", "negative_samosval", "three_bolts_in_row", "three_bolts_per_game", "three_barrels", "bolt_not_on_own_game", "penalty", "redeal_talon_below", "redeal_hand_below", "redeal_four_nines_hand", "redeal_two_nines_talon", "redeal_four_nines_after_discard", "redeal_talon_only_at_100", "roospis_60", "roospis_no_deduct", "roospis_third_penalty", "roospis_max_three", "roospis_on_barrel", "roospis_on_golden", "golden", "golden_reset_scores", "golden_raise", "golden_double_bolts", "golden_double_marriages", "dark", "dark_hide_talon", "dark_not_on_barrel", "dark_allow_roospis", "dark_unblind", "dark_unblind_no_bidding", "dark_max_240", "dark_double_bolts", "declare_on_first_lead", "bid_over_120_without_marriage", "ace_marriage", "no_lead_others_trump", "must_lead_trump", "four_nines_bonus", "redeal_three_nines_hand", "redeal_four_jacks_hand", "redeal_three_jacks_talon"]


def test_tysyacha_rules_json_lists_every_key(capsys: pytest.CaptureFixture[str]) -> None:
    assert len(TYSYACHA_KEYS) == 50
    assert cli.main(["rules", "tysyacha", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    keys = {r["key"]: r for r in out["rules"]}
    assert set(TYSYACHA_KEYS) <= set(keys)
    assert keys["three_bolts_per_game"]["default"] is True
    assert keys["penalty"]["default"] == 120
    assert all(r["description_ru"] and r["description_en"] for r in out["rules"])
    on = [k for k in TYSYACHA_KEYS if keys[k]["type"] == "bool" and keys[k]["default"]]
    assert on == ["three_bolts_per_game"]
    assert "app" in out["presets"] and len(out["presets"]) >= 2


def test_durak_rules_json_lists_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "durak", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    variants = {v["key"] for v in out["variants"]}
    assert {"simple", "podkidnoy", "perevodnoy", "albanian", "japanese", "english_g"} <= variants


@pytest.mark.parametrize("argv", [
    ["simulate", "tysyacha", "--games", "2", "--seed", "1", "--json"],
    ["simulate", "tysyacha", "--games", "1", "--players", "2", "--seed", "2", "--json"],
    ["simulate", "tysyacha", "--games", "1", "--players", "4", "--seed", "3", "--json"],
    ["simulate", "durak", "--variant", "perevodnoy", "--players", "4", "--games", "3", "--json"],
    ["simulate", "czech", "--variant", "pharaoh", "--games", "2", "--json"],
    ["simulate", "101", "--games", "2", "--json"],
])
def test_simulate_finishes(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == out["games"]
    assert out["mean_deals"] >= 1


def test_tysyacha_human_game_saves_and_replays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A scripted human who always picks the first legal move plays a whole game."""
    path = tmp_path / "t.json"
    answers = iter(["bid 99", "hint talon_suits", "sheet"] + ["1"] * 5000)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli.main(["play", "tysyacha", "--seed", "11", "--lang", "en",
                     "--rule", "max_deals=3", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "'bid 99': the bid must be at least 105" in out  # the refusal says why
    state = records.replay(records.load(path))
    assert state.is_terminal()


def test_readme_lists_every_tysyacha_key() -> None:
    from koloda.engine.game import get_game

    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    missing = [s.key for s in get_game("tysyacha").rules_type.specs()
               if f"| `{s.key}` |" not in readme]
    assert not missing, f"README's key table lacks {missing}"
