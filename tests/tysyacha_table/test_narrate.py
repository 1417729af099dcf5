"""Item 2: what a move made happen — a trick won and its points, a marriage and the new
trump, the talon taken and shown, роспись, a deal's result and score line, the end of
the game — in both languages, with the table's names."""

from __future__ import annotations

from koloda.engine.game import get_game
from koloda.engine.texts import own_line
from koloda.table import Seat, Table

from .helpers import (
    DEAL_A,
    HANDS_A,
    HANDS_N,
    TALON_A,
    TALON_N,
    lines,
    rig,
    run,
    state,
    table,
)

YOU = [Seat(name="Вы"), Seat(name="Игрок 1"), Seat(name="Игрок 2")]


def test_talon_trick_marriage_lines() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:12])
    assert lines(t, 1) == [
        "Игрок 1: 100", "Вы: пас", "Игрок 3: пас",
        "Прикуп берёт Игрок 1 за 100", "Прикуп: Т♥ 10♥ К♥",
        "Игрок 1: отдаёт К♥", "Карту получаете вы",
        "Игрок 1: отдаёт 10♥", "Карту получает Игрок 3",
        "Игрок 1: играет 100",
        "Игрок 1: ходит Т♠", "Вы кладёте 9♠", "Игрок 3: кладёт 9♥",
        "Взятку берёт Игрок 1 (+11)",
        "Игрок 1: ходит Д♠", "Игрок 1 объявляет марьяж ♠ (+40): козыри — пики",
        "Вы кладёте В♠", "Игрок 3: кладёт В♥", "Взятку берёт Игрок 1 (+7)"]
    assert lines(t, None, "en") == [
        "Player 1: bids 100", "Player 2: pass", "Player 3: pass",
        "Player 1 takes the talon for 100", "Talon: A♥ 10♥ K♥",
        "Player 1: gives K♥", "Player 2 receives it",
        "Player 1: gives 10♥", "Player 3 receives it",
        "Player 1: plays for 100",
        "Player 1: leads A♠", "Player 2: plays 9♠", "Player 3: plays 9♥",
        "Player 1 takes the trick (+11)",
        "Player 1: leads Q♠", "Player 1 declares the ♠ marriage (+40): spades are trumps",
        "Player 2: plays J♠", "Player 3: plays J♥", "Player 1 takes the trick (+7)"]


def test_made_contract_and_deal_score_line() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A)
    assert lines(t, 2)[-3:] == [
        "Взятку берёт Игрок 1 (+19)", "Игрок 1 сыграл 100 (набрано 160)",
        "Итог раздачи 1: Игрок 1 +100 → 100, Игрок 2 +0 → 0 (болт), Вы +0 → 0 (болт)"]
    assert lines(t, 2, "en")[-3:] == [
        "Player 1 takes the trick (+19)", "Player 1 made 100 (160 points)",
        "Deal 1: Player 1 +100 → 100, Player 2 +0 → 0 (bolt), You +0 → 0 (bolt)"]


FAILED_N = ["bid 100", "bid 105", "pass", "pass", "give KH 0", "give QH 2", "start",
            "play 9S", "play QS", "play 10S", "play AS", "play JS", "play QC",
            "play 10C", "play 9C", "play 9D", "play AC", "play JC", "play JD",
            "play 10D", "play KD", "play QD", "play AD", "play KS", "play 9H",
            "play KH", "play 10H", "play JH", "play KC", "play QH", "play AH"]


def test_failed_contract() -> None:
    t = run(table([rig(HANDS_N, TALON_N)]), *FAILED_N)
    assert lines(t, 0)[-2:] == [
        "Игрок 2 не сыграл 105 (набрано 34)",
        "Итог раздачи 1: Вы +85 → 85, Игрок 2 -105 → -105, Игрок 3 +0 → 0 (болт)"]
    assert lines(t, 0, "en")[-2:] == [
        "Player 2 failed 105 (34 points)",
        "Deal 1: You +85 → 85, Player 2 -105 → -105, Player 3 +0 → 0 (bolt)"]


def test_roospis_is_reported_as_roospis() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), *DEAL_A[:5], "roospis")
    assert lines(t, 1)[-3:] == [
        "Игрок 1: роспись", "Роспись: Игрок 1 не играет 100",
        "Итог раздачи 1: Игрок 1 -100 → -100, Вы +50 → 50, Игрок 3 +50 → 50"]
    assert lines(t, 1, "en")[-3:] == [
        "Player 1: concedes (roospis)", "Roospis: Player 1 concedes 100",
        "Deal 1: Player 1 -100 → -100, You +50 → 50, Player 3 +50 → 50"]
    assert not any("сыграл" in line for line in lines(t, 1))


def _story(names: list[str], lang: str, viewer: int, moves: list[str]) -> list[str]:
    """The log as ``viewer`` reads it when the table's names are ``names``."""
    t = table([rig(HANDS_A, TALON_A)])
    st = state(t)
    out: list[str] = []
    for text in moves:
        before = st.clone()
        actor = st.current_player()
        action = st.text_to_action(text)
        st.apply(action)
        move = before.describe_move(action, viewer, lang)
        out.append(own_line(names[actor], move, lang) if names[actor] in ("Вы", "You")
                   else f"{names[actor]}: {move}")
        out.extend(before.narrate(action, st, viewer, lang, names))
    return out


RU_YOU = ["Вы", "Игрок 1", "Игрок 2"]
EN_YOU = ["You", "Player 1", "Player 2"]


def test_the_person_is_spoken_to() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], seats=YOU), *DEAL_A[:12])
    assert [lines(t, 0)[i] for i in (3, 13, 14, 15)] == [
        "Прикуп берёте вы за 100", "Взятку берёте вы (+11)", "Вы ходите Д♠",
        "Вы объявляете марьяж ♠ (+40): козыри — пики"]
    en = _story(EN_YOU, "en", 0, DEAL_A[:12])
    assert [en[i] for i in (3, 13, 14, 15)] == [
        "You take the talon for 100", "You take the trick (+11)", "You lead Q♠",
        "You declare the ♠ marriage (+40): spades are trumps"]
    t = run(table([rig(HANDS_A, TALON_A)], seats=YOU), *DEAL_A[:5], "roospis")
    assert lines(t, 1)[-2:] == [
        "Роспись: вы не играете 100",
        "Итог раздачи 1: Вы -100 → -100, Игрок 1 +50 → 50, Игрок 2 +50 → 50"]
    assert _story(EN_YOU, "en", 1, [*DEAL_A[:5], "roospis"])[-2:] == [
        "Roospis: you concede 100",
        "Deal 1: You -100 → -100, Player 1 +50 → 50, Player 2 +50 → 50"]
    t = run(table([rig(HANDS_A, TALON_A)], seats=YOU), *DEAL_A)
    assert lines(t, 0)[-2] == "Вы сыграли 100 (набрано 160)"
    assert _story(EN_YOU, "en", 0, DEAL_A)[-2] == "You made 100 (160 points)"
    assert _story(RU_YOU, "ru", 0, DEAL_A) == lines(t, 0)


def test_gift_to_the_person() -> None:
    names = ["Игрок 1", "Вы", "Игрок 2"]
    assert _story(names, "ru", 1, DEAL_A[:4])[-2:] == [
        "Игрок 1: отдаёт К♥", "Карту получаете вы"]
    assert _story(["Player 1", "You", "Player 2"], "en", 1, DEAL_A[:4])[-2:] == [
        "Player 1: gives K♥", "You receive it"]


def test_redeal_is_announced() -> None:
    hands = ["AS 10S KS QS AC 10C AD", "9S 9C 9D 9H JC QC KC", "JS JD QD KD 10D JH QH"]
    t = run(table([rig(hands, TALON_A)], redeal_four_nines_hand=True), "redeal")
    assert lines(t, 0) == ["Игрок 2: просит пересдачу", "Пересдача: карты сдаются заново"]
    assert lines(t, 0, "en") == ["Player 2: asks for a redeal",
                                 "Redeal: the cards are dealt again"]


def test_winning_from_the_barrel_ends_the_game() -> None:
    t = table([rig(HANDS_A, TALON_A)])
    st = state(t)
    st.scores[0] = 880
    st.on_barrel[0] = st.start_barrel[0] = True
    st.barrel_left[0] = 3
    run(t, *DEAL_A[:5], "raise 120", *DEAL_A[6:])
    assert t.over
    assert lines(t, 1)[-3] == "Игрок 1 сыграл 120 (набрано 160)"
    assert lines(t, 1)[-1] == "Игра окончена. Победитель: Игрок 1"
    assert lines(t, 1, "en")[-1] == "Game over. Winner: Player 1"


def test_talon_shown_when_a_computer_takes_it_at_100_and_concedes() -> None:
    game = get_game("tysyacha")
    seen = 0
    for seed in range(1, 30):
        t = Table(game, 3, game.make_rules(), [Seat("computer", "heuristic")] * 3, seed=seed)
        while state(t).deal_no == 0:
            t.step()
        log = lines(t, 1)
        if "роспись" not in " ".join(log) or not any(" за 100" in x for x in log):
            continue
        seen += 1
        taken = next(i for i, x in enumerate(log) if x.startswith("Прикуп берёт"))
        assert log[taken + 1].startswith("Прикуп: ")
        assert len(log[taken + 1].split()) == 4  # the word and three cards
        assert log[-2].startswith("Роспись: ")
        en = lines(t, 1, "en")
        assert en[taken + 1].startswith("Talon: ")
    assert seen
