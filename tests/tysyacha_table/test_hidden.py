"""Item 1: face-down cards (gifts, the talon at 100, dark play, the 2-player discards)
are named only to the seats that saw them, in every move text and follow-up."""

from __future__ import annotations

import pytest

from koloda.table import Seat, Table
from koloda.table.log import leaked
from koloda.table.seats import COMPUTER

from .helpers import DEAL_A, GAME, HANDS_2, HANDS_A, TALON_2, TALON_A, lines, rig, run, table

GIFTS_OPEN = ["Игрок 1: отдаёт К♥", "Карту получает Игрок 2",
              "Игрок 1: отдаёт 10♥", "Карту получает Игрок 3"]
# the same as the giver reads them: his own moves in the second person
GIFTS_MINE = ["Вы отдаёте К♥", "Карту получает Игрок 2",
              "Вы отдаёте 10♥", "Карту получает Игрок 3"]


def test_open_gifts_are_named_to_everyone() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:5])
    assert lines(t, 0)[5:] == GIFTS_MINE
    assert lines(t, 1)[5:] == ["Игрок 1: отдаёт К♥", "Карту получаете вы",
                               "Игрок 1: отдаёт 10♥", "Карту получает Игрок 3"]
    assert lines(t, 2)[5:] == ["Игрок 1: отдаёт К♥", "Карту получает Игрок 2",
                               "Игрок 1: отдаёт 10♥", "Карту получаете вы"]
    assert lines(t, None)[5:] == GIFTS_OPEN


def test_face_down_gifts_are_named_only_to_giver_and_receiver() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], discard_face_down=True), *DEAL_A[:5])
    assert lines(t, 0)[5:] == GIFTS_MINE
    assert lines(t, 1)[5:] == ["Игрок 1: отдаёт К♥", "Карту получаете вы",
                               "Игрок 1: отдаёт карту рубашкой вверх",
                               "Карту получает Игрок 3"]
    assert lines(t, 2)[5:] == ["Игрок 1: отдаёт карту рубашкой вверх",
                               "Карту получает Игрок 2",
                               "Игрок 1: отдаёт 10♥", "Карту получаете вы"]
    assert lines(t, None, "en")[5:] == ["Player 1: gives a card face down",
                                        "Player 2 receives it",
                                        "Player 1: gives a card face down",
                                        "Player 3 receives it"]
    # the texts say exactly what the observation's gifts say
    for viewer in (0, 1, 2):
        gifts = t.state.observation(viewer)["gifts"]
        assert [g[2] is not None for g in gifts] == [
            "рубашкой" not in line for line in lines(t, viewer)[5::2]]


def test_talon_taken_at_100_hidden_by_the_rule() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], talon_hidden_at_100=True), *DEAL_A[:5])
    assert lines(t, 0)[3:6] == ["Прикуп берёте вы за 100", "Прикуп: Т♥ 10♥ К♥",
                                "Вы отдаёте К♥"]
    assert lines(t, 1)[3:6] == ["Прикуп берёт Игрок 1 за 100", "Прикуп не показывается",
                                "Игрок 1: отдаёт К♥"]
    assert lines(t, 2, "en")[3:6] == ["Player 1 takes the talon for 100",
                                      "The talon is not shown",
                                      "Player 1: gives a card face down"]
    assert lines(t, None)[4] == "Прикуп не показывается"


def test_talon_shown_when_bid_above_100_even_with_the_rule() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], talon_hidden_at_100=True),
            "bid 100", "bid 105", "pass", "pass")
    assert lines(t, 2)[4:] == ["Прикуп берёт Игрок 2 за 105", "Прикуп: Т♥ 10♥ К♥"]
    assert lines(t, 2, "en")[4:] == ["Player 2 takes the talon for 105",
                                     "Talon: A♥ 10♥ K♥"]


def test_dark_talon_and_gifts_stay_face_down() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], dark=True), "dark", "give KH 1", "give 10H 2")
    assert lines(t, 0) == ["Вы играете втёмную", "Вы играете втёмную на 120",
                           "Прикуп: Т♥ 10♥ К♥", *GIFTS_MINE]
    assert lines(t, 1) == ["Игрок 1: играет втёмную", "Игрок 1 играет втёмную на 120",
                           "Прикуп не показывается", "Игрок 1: отдаёт К♥",
                           "Карту получаете вы", "Игрок 1: отдаёт карту рубашкой вверх",
                           "Карту получает Игрок 3"]
    assert lines(t, None, "en") == [
        "Player 1: plays dark", "Player 1 plays dark for 120", "The talon is not shown",
        "Player 1: gives a card face down", "Player 2 receives it",
        "Player 1: gives a card face down", "Player 3 receives it"]


def test_two_player_discards_are_named_only_to_the_declarer() -> None:
    t = run(table([rig(HANDS_2, TALON_2, players=2)], players=2, dealer=1),
            "bid 100", "pass", "take 1", "discard 10D", "discard QC")
    assert lines(t, 0) == ["Вы: 100", "Игрок 2: пас", "Торговлю выигрываете вы: 100",
                           "Вы берёте прикуп 1", "Прикуп: К♥ Д♥",
                           "Вы сбрасываете 10♦ в свои взятки",
                           "Вы сбрасываете Д♣ в оставшийся прикуп"]
    assert lines(t, 1)[5:] == ["Игрок 1: сбрасывает карту в свои взятки",
                               "Игрок 1: сбрасывает карту в оставшийся прикуп"]
    assert lines(t, None, "en")[2:] == [
        "Player 1 wins the bidding at 100", "Player 1: takes talon 1", "Talon: K♥ Q♥",
        "Player 1: discards a card face down into own tricks",
        "Player 1: discards a card face down into the spare talon"]
    assert lines(t, 0, "en")[5:] == ["You discard 10♦ into own tricks",
                                     "You discard Q♣ into the spare talon"]


HIDING = [
    (3, {"discard_face_down": True}),
    (3, {"talon_hidden_at_100": True}),
    (3, {"dark": True, "dark_unblind": True}),
    (3, {"dark": True, "dark_allow_roospis": True}),
    (3, {"golden": True}),
    (4, {"discard_face_down": True, "talon_hidden_at_100": True}),
    (4, {"dark": True}),
    (2, {}),
    (2, {"talon_hidden_at_100": True, "dark": True}),
]


@pytest.mark.parametrize(("players", "rules"), HIDING)
def test_no_text_names_a_card_its_viewer_did_not_see(players: int,
                                                     rules: dict[str, bool]) -> None:
    for seed in range(6):
        agent = "heuristic" if seed % 2 else "random"
        t = Table(GAME, players, GAME.make_rules(overrides=rules),
                  [Seat(COMPUTER, agent)] * players, seed=seed)
        for _ in range(400):
            entry = t.step()
            if entry is None:
                break
            for viewer, text in entry.all_texts():
                assert not leaked(text, entry.hidden[viewer]), (seed, entry.step, viewer, text)
