"""The table picture of Тысяча (``Tysyacha.view``): the exact picture at key positions of
rigged deals (the auction, the talon and the gifts, two players' talon choice and
discards, a trick with a marriage, the end of a deal with its sheet, the barrel, dark
play, four players), what a seat and a spectator may not see, the title, and a whole deal
of well-formed pictures whose controls reach every legal move."""

from __future__ import annotations

import pytest

from koloda.engine.picture import (
    Badge,
    Control,
    Hand,
    Marker,
    MoveRef,
    Picture,
    Sheet,
    Zone,
    controls_cover,
    problems,
)
from koloda.games.tysyacha.view import picture_title, plural_ru
from koloda.table import Seat, Table
from koloda.table.seats import COMPUTER

from .helpers import (
    DEAL_A,
    HANDS_2,
    HANDS_A,
    HANDS_N,
    HANDS_T,
    OPEN_T,
    TALON_2,
    TALON_A,
    TALON_N,
    TALON_T,
    rig,
    run,
    state,
    table,
)

NOW_0 = ("Сейчас", "", "", "0", "0", "0")
HINTS = Marker("Подсказки", "карты соперников: 1, масти прикупа: 1, карта прикупа: 1",
               tone="info")
SCORE_0 = Badge("счёт 0")
DEALS = Badge("сдаёт", "muted")


def whole(t: Table, viewer: int | None, lang: str = "ru") -> Picture:
    """The picture, checked for shape and for a control on every legal move."""
    pic = t.picture(viewer, lang)
    legal = len(t.legal_moves(viewer)) if viewer is not None else 0
    assert problems(pic, legal) == []
    assert controls_cover(pic, legal) == []
    return pic


def buttons(n: int) -> tuple[Control, ...]:
    return tuple(Control(i, button=True) for i in range(n))


def labels(t: Table, viewer: int) -> list[str]:
    return [label for _, label in t.legal_moves(viewer)]


def test_the_auction() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), "bid 100")
    pic = whole(t, 1)
    assert pic.title == "Тысяча" and pic.viewer == 1
    assert pic.status == "Ваш ход: торговля, ставка от 105 или пас"
    assert [s.hand for s in pic.seats] == [
        Hand((), 7), Hand(("9D", "KC", "QC", "JC", "9C", "JS", "9S")), Hand((), 7)]
    assert [s.badges for s in pic.seats] == [
        (SCORE_0, Badge("первая рука"), Badge("ставка 100", "good")), (SCORE_0,),
        (SCORE_0, DEALS)]
    assert [s.to_move for s in pic.seats] == [False, True, False]
    assert pic.zones == (Zone("talon", "row", "Прикуп", cards=(None, None, None)),)
    assert pic.markers == (Marker("Раздача", "1, сдаёт Игрок 3"),
                           Marker("Ставка", "100 — Игрок 1"), HINTS)
    # pass, then each bid from 105 to 180 (a club marriage in the hand) is a button
    assert labels(t, 1) == ["пас", *(str(v) for v in range(105, 185, 5))]
    assert pic.controls == buttons(17)
    assert pic.last == () and pic.notes == ()
    assert pic.sheet == Sheet("Запись счёта", ("#", "сдаёт", "заказ", "Игрок 1", "Игрок 2",
                                               "Игрок 3"), (), NOW_0)
    t = run(t, "pass")
    pic = whole(t, None, "en")
    assert pic.status == "Player 3 is bidding: at least 105"
    assert [s.badges for s in pic.seats] == [
        (Badge("score 0"), Badge("first hand"), Badge("bid 100", "good")),
        (Badge("score 0"), Badge("pass", "muted")), (Badge("score 0"), Badge("deals", "muted"))]
    assert [s.hand for s in pic.seats] == [Hand((), 7)] * 3
    assert pic.markers == (Marker("Deal", "1, Player 3 deals"),
                           Marker("High bid", "100 — Player 1"))  # no hints: a spectator
    assert pic.controls == ()


def test_first_hand_must_bid_and_the_one_bid_left() -> None:
    t = table([rig(HANDS_A, TALON_A)])
    assert whole(t, 0).status == "Ваш ход: торговля, ставка от 100"
    t = table([rig(HANDS_A, TALON_A)], no_jumps=True)
    run(t, "bid 100")
    assert whole(t, 1).status == "Ваш ход: торговля, ставка 105 или пас"
    assert whole(t, 1, "en").status == "Your move: bidding, bid 105 or pass"
    # seat 0 holds no marriage: above 120 only a pass is left
    t = run(table([rig(HANDS_N, TALON_N)]), "bid 100", "bid 120", "pass")
    assert whole(t, 0).status == "Ваш ход: торговля, остаётся только пас"


def test_the_talon_and_the_gifts_in_three_players() -> None:
    t = run(table([rig(HANDS_A, TALON_A)]), "bid 100", "pass", "pass")
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: отдайте по карте соперникам"
    hand = ("AH", "10H", "KH", "AD", "AC", "10C", "AS", "10S", "KS", "QS")
    assert pic.seats[0].hand == Hand(hand)
    assert pic.seats[0].badges == (SCORE_0, Badge("заказ 100", "attack"))
    assert pic.zones == (Zone("talon", "row", "Прикуп", cards=("AH", "10H", "KH")),)
    assert pic.markers == (Marker("Раздача", "1, сдаёт Игрок 3"),
                           Marker("Заказ", "100 — Игрок 1"),
                           Marker("Подсказки", "карты соперников: 1", tone="info"))
    # one control per card and receiver: dropped on the seat, or picked by its label
    legal = t.legal_moves(0)
    assert len(legal) == 20 and legal[0][1] == "отдаю 10♠ → Игрок 2"
    assert {(k.card, k.seat) for k in pic.controls} == {(c, s) for c in hand for s in (1, 2)}
    assert all(k.to is None and not k.button for k in pic.controls)
    run(t, "give KH 1")
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: отдайте карту сопернику (Игрок 3)"
    assert {k.seat for k in pic.controls} == {2}
    gifts = Zone("gifts", "row", "Отдано", cards=("KH",), captions=("→ Игрок 2",))
    assert pic.zones[1:] == (gifts,)
    other = whole(t, 2, "en")
    assert other.status == "Player 1 gives a card to each opponent"
    assert other.zones[1] == Zone("gifts", "row", "Given", cards=("KH",),
                                  captions=("→ Player 2",))
    assert other.markers[0] == Marker("Deal", "1, you deal")
    assert [s.hand.size for s in other.seats] == [9, 8, 7]
    run(t, "give 10H 2")
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: играть 100, повысить заказ или расписать"
    assert labels(t, 0)[:2] == ["играем", "роспись"]
    assert pic.controls == buttons(len(labels(t, 0)))
    assert whole(t, 1).status == "Игрок 1 заказывает (сейчас 100)"


def test_face_down_gifts_and_the_spectator() -> None:
    """Face-down gifts: only the giver and the receiver see the card; a spectator does
    not see the open talon's cards still in hands either (``public_unseen``)."""
    t = run(table([rig(HANDS_A, TALON_A)], discard_face_down=True),
            "bid 100", "pass", "pass", "give KH 1")
    assert whole(t, 0).title == "Тысяча · снос втёмную"
    talon = Zone("talon", "row", "Прикуп", cards=("AH", "10H", "KH"))
    assert whole(t, 1).zones == (talon, Zone("gifts", "row", "Отдано", cards=("KH",),
                                             captions=("→ Игрок 2",)))
    assert whole(t, 2).zones == (talon, Zone("gifts", "row", "Отдано", cards=(None,),
                                             captions=("→ Игрок 2",)))
    spectator = whole(t, None)
    assert spectator.zones == (
        Zone("talon", "row", "Прикуп", cards=(None, None, None)),
        Zone("gifts", "row", "Отдано", cards=(None,), captions=("→ Игрок 2",)))
    assert not set(spectator.card_texts())


def test_a_hidden_talon_is_said_to_be_hidden() -> None:
    t = run(table([rig(HANDS_A, TALON_A)], talon_hidden_at_100=True), "bid 100", "pass",
            "pass")
    assert whole(t, 1).zones == (Zone("talon", "row", "Прикуп", note="не показан"),)
    assert whole(t, 0).zones == (Zone("talon", "row", "Прикуп", cards=("AH", "10H", "KH")),)


def test_two_players_choose_a_talon_and_discard() -> None:
    t = table([rig(HANDS_2, TALON_2, players=2)], players=2, dealer=1)
    run(t, "bid 100", "pass")
    pic = whole(t, 0)
    assert pic.title == "Тысяча · вдвоём"
    assert pic.status == "Ваш ход: выберите прикуп"
    assert pic.zones == (Zone("talon1", "row", "Прикуп 1", cards=(None, None)),
                         Zone("talon2", "row", "Прикуп 2", cards=(None, None)))
    assert labels(t, 0) == ["беру прикуп 1", "беру прикуп 2"]
    assert pic.controls == (Control(0, zone="talon1"), Control(1, zone="talon2"))
    assert whole(t, 1, "en").status == "Player 1 chooses a talon"
    run(t, "take 2")
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: сбросьте карту в свои взятки"
    note = "достанется взявшему последнюю взятку"
    assert pic.zones == (
        Zone("talon", "row", "Прикуп", cards=("AH", "10H")),
        Zone("pile", "row", "Снос в свои взятки"),
        Zone("rest", "row", "Второй прикуп", cards=(None, None), note=note))
    assert len(pic.controls) == 12 and all(k.to == "pile" and k.card for k in pic.controls)
    run(t, "discard 10D")
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: сбросьте карту во второй прикуп"
    assert pic.zones[1] == Zone("pile", "row", "Снос в свои взятки", cards=("10D",))
    assert all(k.to == "rest" for k in pic.controls)
    assert whole(t, 1).status == "Игрок 1 сбрасывает карту во второй прикуп"
    run(t, "discard AD")
    mine, theirs, watched = whole(t, 0), whole(t, 1), whole(t, None)
    assert mine.zones[1:] == (
        Zone("pile", "row", "Снос в свои взятки", cards=("10D",)),
        Zone("rest", "row", "Второй прикуп", cards=("AD", None, None), note=note))
    for pic in (theirs, watched):
        assert pic.zones[1:] == (
            Zone("pile", "row", "Снос в свои взятки", cards=(None,)),
            Zone("rest", "row", "Второй прикуп", cards=(None, None, None), note=note))
    assert t.observation(0)["discards"] == ["10D", "AD"]
    assert t.observation(1)["discards"] == [None, None]
    assert t.observation(None)["discards"] == ["?", "?"]


def test_a_discarded_talon_card_is_face_down() -> None:
    """Both saw the open talon; once the declarer discards face down, neither his
    opponent's view of the discards nor a spectator's tells which talon card went (a
    spectator no longer places the talon's cards: ``public_unseen``)."""
    t = table([rig(HANDS_2, TALON_2, players=2)], players=2, dealer=1)
    run(t, "bid 100", "pass", "take 2", "discard AH")
    pile = Zone("pile", "row", "Снос в свои взятки", cards=(None,))
    theirs, watched = whole(t, 1), whole(t, None)
    assert theirs.zones[:2] == (Zone("talon", "row", "Прикуп", cards=("AH", "10H")), pile)
    assert watched.zones[:2] == (Zone("talon", "row", "Прикуп", cards=(None, None)), pile)
    assert whole(t, 0).zones[1] == Zone("pile", "row", "Снос в свои взятки", cards=("AH",))
    assert t.observation(1)["discards"] == [None]
    assert t.observation(None)["discards"] == ["?"]


def test_a_trick_with_a_marriage() -> None:
    t = run(table([rig(HANDS_T, TALON_T)]), *OPEN_T, "play AS", "play JS", "play 9S")
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: заходите (можно объявить марьяж)"
    legal = labels(t, 0)
    # the queen and the king of hearts: a plain lead and a declaring lead each
    for card, shown in (("QH", "Д♥"), ("KH", "К♥")):
        moves = [i for i, label in enumerate(legal) if label.startswith(shown)]
        assert sorted(legal[i] for i in moves) == [shown, f"{shown} + марьяж"]
        assert [k for k in pic.controls if k.card == card] == [
            Control(i, card=card, to="trick") for i in moves]
    assert pic.last == (Zone("last", "trick", "Прошлая взятка", cards=("AS", "JS", "9S"),
                             seats=(0, 1, 2)),)
    assert pic.last_label == "Прошлая взятка: берёте вы (+13)"
    assert whole(t, 2).last_label == "Прошлая взятка: берёт Игрок 1 (+13)"
    run(t, "play QH declare")
    pic = whole(t, 1)
    assert pic.status == "Ваш ход: положите карту, заход в ♥ черви"
    assert pic.zones[-1] == Zone("trick", "trick", "Взятка", cards=("QH",), seats=(0,))
    assert pic.seats[0].badges == (SCORE_0, Badge("заказ 100", "attack"),
                                   Badge("1 взятка, 13 очков"), Badge("марьяж ♥ 100", "good"))
    assert pic.seats[1].badges == (SCORE_0, Badge("0 взяток, 0 очков"))
    assert Marker("Козырь", "черви", suit="H") in pic.markers
    # no diamond: a trump must go; each may be dragged to the trick
    assert {k.card for k in pic.controls} == {"10H", "JH", "9H"}
    assert all(k.to == "trick" for k in pic.controls)
    en = whole(t, 2, "en")
    assert en.status == "Player 2 plays a card to the ♥ hearts lead"
    assert en.seats[0].badges[2:] == (Badge("1 trick, 13 points"),
                                      Badge("♥ marriage 100", "good"))
    assert en.last_label == "Last trick: Player 1 took it (+13)"


def test_the_end_of_a_deal_and_the_sheet() -> None:
    seats = [Seat(), Seat(COMPUTER, "random"), Seat(COMPUTER, "random")]
    t = table([rig(HANDS_A, TALON_A)], seats=seats)
    for move in DEAL_A:  # seat 0 makes 100; the others take no trick: a bolt each
        t.play(state(t).turn, move)
    assert state(t).deal_no == 1
    pic = whole(t, 0)
    assert pic.sheet == Sheet(
        "Запись счёта", ("#", "сдаёт", "заказ", "Вы", "Игрок 2", "Игрок 3"),
        (("1", "Игрок 3", "Вы: 100+", "+100 = 100", "+0 = 0 (б)", "+0 = 0 (б)"),),
        ("Сейчас", "", "", "100", "0 (1 болт)", "0 (1 болт)"))
    assert pic.notes == ("Прошлая раздача: Вы, 100 — сыграно. Вы +100, Игрок 2 +0, "
                         "Игрок 3 +0",)
    assert [s.badges[:2] for s in pic.seats] == [
        (Badge("счёт 100"), DEALS), (SCORE_0, Badge("1 болт", "bad")),
        (SCORE_0, Badge("1 болт", "bad"))]
    assert pic.markers[0] == Marker("Раздача", "2, сдаёте вы")
    assert pic.last == ()  # a new deal: no trick taken in it yet
    en = whole(t, None, "en")
    assert en.sheet is not None
    assert en.sheet.rows == (("1", "Player 3", "You: 100+", "+100 = 100", "+0 = 0 (B)",
                              "+0 = 0 (B)"),)
    assert en.sheet.foot == ("Now", "", "", "100", "0 (1 bolt)", "0 (1 bolt)")


def test_the_barrel() -> None:
    t = table([rig(HANDS_A, TALON_A)])
    state(t).scores = [870, 0, 0]  # 100 more climbs the barrel
    for move in DEAL_A:
        t.play(state(t).turn, move)
    pic = whole(t, 1)
    assert pic.seats[0].badges[:2] == (Badge("счёт 880"),
                                       Badge("на бочке, ещё 3 раздачи", "info"))
    assert pic.sheet is not None
    assert pic.sheet.rows[0][3] == "+880 = 880 (бочка 3)"
    assert pic.sheet.foot[3:] == ("880 (бочка 3)", "0 (1 болт)", "0 (1 болт)")
    en = whole(t, 1, "en")
    assert en.seats[0].badges[1] == Badge("on the barrel, 3 deals left", "info")
    assert en.sheet is not None and en.sheet.foot[3] == "880 (barrel 3)"


def test_dark_play() -> None:
    t = table([rig(HANDS_A, TALON_A)], dark=True, dark_unblind=True)
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: играть втёмную или смотреть карты"
    assert pic.seats[0].hand == Hand((), 7)  # not looked at yet
    assert pic.notes == ("Ваши карты ещё не открыты.",)
    assert labels(t, 0) == ["играю втёмную", "смотрю карты"]
    assert pic.controls == buttons(2)
    assert whole(t, 1).status == "Игрок 1 решает: втёмную или смотреть карты"
    run(t, "dark")
    pic = whole(t, 1)  # seat 1 holds a club marriage: it may unblind
    assert pic.status == "Ваш ход: растемнить ставкой 125 или пас"
    assert pic.seats[0].badges == (SCORE_0, Badge("первая рука"), Badge("втёмную", "info"))
    assert Marker("Втёмную", "Игрок 1", tone="bad") in pic.markers
    run(t, "pass", "pass")  # seat 2 holds a marriage too
    pic = whole(t, 0)
    assert pic.status == "Ваш ход: отдайте по карте соперникам"
    assert pic.seats[0].badges == (SCORE_0, Badge("заказ 120", "attack"),
                                   Badge("втёмную", "info"))
    assert whole(t, 1).zones == (Zone("talon", "row", "Прикуп", note="не показан"),)


def test_four_players_and_the_seat_sitting_out() -> None:
    hands = ["AS 10S KS QS AC 10C AD", "9S JS KC QC 9C JC 9D", "", "JD QD KD 10D 9H JH QH"]
    t = table([rig(hands, TALON_A, players=4, dealer=2)], players=4, dealer=2)
    pic = whole(t, 2)
    assert pic.title == "Тысяча · вчетвером"
    assert pic.seats[2].hand == Hand()
    assert pic.seats[2].badges == (SCORE_0, DEALS, Badge("на прикупе", "muted"))
    assert pic.notes == ("Вы сидите на прикупе в этой раздаче.",)
    assert pic.status == "Игрок 4 торгуется: не меньше 100"
    run(t, "bid 100", "pass", "pass")
    pic = whole(t, 3)
    assert {k.seat for k in pic.controls} == {0, 1}  # never the seat sitting out


def test_a_game_over() -> None:
    t = table([rig(HANDS_A, TALON_A)])
    st = state(t)
    st.scores = [880, 0, 0]  # on the barrel: 120 made wins
    st.on_barrel = [True, False, False]
    st.barrel_left = [3, 0, 0]
    st.start_barrel = [True, False, False]
    run(t, *DEAL_A[:5], "raise 120", *DEAL_A[6:])
    assert t.over
    pic = whole(t, 0)
    assert pic.status == "Игра окончена: вы победили"
    assert pic.zones == () and pic.markers == ()
    assert pic.seats[0].badges == (Badge("счёт 1000"), Badge("заказ 120", "attack"),
                                   Badge("8 взяток, 120 очков"),
                                   Badge("марьяж ♠ 40", "good"), Badge("победитель", "good"))
    assert pic.last_label == "Прошлая взятка: берёте вы (+19)"
    (note,) = pic.notes  # the change is counted from the sheet (empty here): +1000
    assert note.startswith("Прошлая раздача: Игрок 1, 120 — сыграно. Игрок 1 +")
    assert whole(t, 1).status == "Игра окончена. Победитель: Игрок 1"
    assert whole(t, None, "en").status == "Game over. Winner: Player 1"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_give_clean_pictures(players: int) -> None:
    """Every seat's and a spectator's picture, in both languages, at every step of a
    game of computers: well formed, and every legal move of the seat to move reachable."""
    from koloda.engine.game import get_game

    game = get_game("tysyacha")
    rules = game.make_rules(overrides={"max_deals": 2, "dark": True, "golden": True,
                                       "ace_marriage": True, "dark_unblind": True})
    t = Table(game, players, rules, [Seat(COMPUTER, "random")] * players, seed=players)
    for _ in range(400):
        for viewer in (*range(players), None):
            for lang in ("ru", "en"):
                pic = t.picture(viewer, lang)
                assert problems(pic) == []
                assert pic.status
        mover = t.to_move()
        if mover >= 0:
            pic = t.picture(mover, "ru")
            legal = t.state.legal_actions()
            refs = [(a, t.state.describe_action(a, "ru")) for a in legal]
            view = game.view(t.observation(mover), mover,
                             [_ref(t, a, label) for a, label in refs], "ru", t.names("ru"))
            assert controls_cover(view, len(legal)) == []
            assert problems(view, len(legal)) == []
        if t.step() is None:
            break
    assert t.over


def _ref(t: Table, action: int, label: str) -> MoveRef:
    return MoveRef(action, t.state.action_to_text(action), label)


def test_titles() -> None:
    assert picture_title({"players": 3, "rules": {}}) == "Тысяча"
    assert picture_title({"players": 2, "rules": {}}, "en") == "Thousand (1000) · two players"
    table_rules = {"barrel_knock_off": True, "one_on_barrel": True, "more_than_1000": True,
                   "three_barrels": True, "samosval": True, "talon_hidden_at_100": True,
                   "roospis_60": True, "redeal_hand_below": 14, "redeal_four_nines_hand": True,
                   "redeal_talon_below": 5, "ace_marriage": True}
    assert picture_title({"players": 3, "rules": table_rules}) == "Тысяча · застольные правила"
    assert picture_title({"players": 4, "rules": {"golden": True, "dark": True,
                                                  "ace_marriage": True, "samosval": True,
                                                  "penalty": 100}}) == \
        "Тысяча · вчетвером · золотой кон, тёмная, тузовый марьяж, ещё 2 правила"
    assert picture_title({"players": 3, "rules": {"penalty": 100}}, "en") == \
        "Thousand (1000) · 1 more rule"
    assert picture_title({"players": 3, "rules": {"hints_hands": 0}}) == "Тысяча"


def test_russian_plural_forms() -> None:
    forms = ("взятка", "взятки", "взяток")
    assert [plural_ru(n, *forms) for n in (0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111)] \
        == ["взяток", "взятка", "взятки", "взятки", "взяток", "взяток", "взяток", "взяток",
            "взятка", "взятки", "взяток", "взятка", "взяток"]
