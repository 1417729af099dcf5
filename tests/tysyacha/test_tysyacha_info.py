"""Observation contract, hiding, hints, score sheet, records, resampling on rigged deals."""

from __future__ import annotations

import json
import random

import pytest
from tys_helpers import GAME, HANDS_A, PLAY_A, TALON_A, deal, do, mask, new, order

from koloda.engine.errors import IllegalActionError
from koloda.engine.records import record_of, replay

A_DEAL = [order(HANDS_A, TALON_A)]
KEYS = {"game", "seat", "players", "deal_no", "phase", "dealer", "first_hand", "to_move",
        "sitting_out", "hand", "hand_sizes", "bids", "high_bid", "high_bidder", "declarer",
        "contract", "dark", "golden", "talon", "talon_size", "received", "gifts", "trump",
        "trick", "leader", "tricks_won", "taken_points", "declared", "played", "scores",
        "barrel", "barrel_deals_left", "bolts", "hints_left", "rules", "last_deal", "sheet"}


def test_observation_contract() -> None:
    st = new(deals=A_DEAL, golden=False, penalty=100)
    deal(st)
    obs = st.observation(1)
    assert set(obs) >= KEYS
    assert obs["game"] == "tysyacha" and obs["deal_no"] == 1 and obs["phase"] == "bidding"
    assert obs["rules"] == {"penalty": 100}
    assert obs["hand_sizes"] == [7, 7, 7] and obs["talon_size"] == 3
    assert obs["talon"] is None and obs["contract"] is None and obs["trump"] is None
    assert obs["hints_left"] == {"hands": 1, "talon_suits": 1, "talon_card": 1}
    json.dumps(obs)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A[:4])
    obs = st.observation(2)
    assert obs["phase"] == "play" and obs["trick"] == [[0, "QS"]] and obs["leader"] == 0
    assert obs["played"] == ["AS", "9S", "9H"] and obs["tricks_won"] == [1, 0, 0]
    assert obs["taken_points"] == [11, 0, 0] and obs["declared"] == [[0, "S", 40]]


def test_unseen_is_precise() -> None:
    st = new(deals=A_DEAL, discard_face_down=True)
    deal(st)
    assert st.unseen(0) == mask(HANDS_A[1] + " " + HANDS_A[2] + " " + TALON_A)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2")
    # seat 2 saw the talon, so it knows KH went to seat 1 (face down or not)
    assert not st.unseen(2) & mask("KH 10H AH")
    st = new(deals=A_DEAL, discard_face_down=True, talon_hidden_at_100=True)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2")
    assert st.unseen(2) & mask("KH AH") == mask("KH AH")
    assert not st.unseen(1) & mask("KH")
    assert not st.unseen(0) & mask("KH 10H")


def test_hints() -> None:
    st = new(deals=A_DEAL, hints_talon_card=2)
    deal(st)
    assert st.hint(0, "talon_suits", "ru") == "черви, черви, черви"
    with pytest.raises(IllegalActionError) as err:
        st.hint(0, "talon_suits", "en")
    assert "no" in err.value.en and err.value.ru
    assert st.hint(1, "talon 2", "en") == "10♥"
    assert st.hint(1, "talon 1", "ru") == "К♥"
    assert st.observation(1)["hints_left"]["talon_card"] == 0
    with pytest.raises(IllegalActionError):
        st.hint(2, "talon 4", "en")
    text = st.hint(0, "hands", "en")
    assert "Player 2: " in text and "Player 3: " in text and "Q♥" in text
    assert st.observation(0)["hints_left"] == {"hands": 0, "talon_suits": 0,
                                               "talon_card": 2}
    do(st, "bid 100", "pass", "pass")
    with pytest.raises(IllegalActionError):  # the talon is out now
        st.hint(2, "talon_suits", "ru")
    with pytest.raises(IllegalActionError):
        st.hint(2, "nonsense", "ru")
    # hints change nothing in the game
    assert st.history == [st.text_to_action(t) for t in ("bid 100", "pass", "pass")]


def test_score_sheet() -> None:
    st = new(deals=[*A_DEAL, order(HANDS_A, TALON_A)])
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A)
    ru = st.score_sheet("ru")
    en = st.score_sheet("en")
    assert "Игрок 1: 100+" in ru and "+100 = 100" in ru and "(б)" in ru
    assert "Player 1: 100+" in en and "(B)" in en and "Player 3" in en
    st2 = new(golden=True)
    deal(st2)
    st2.declarer, st2.contract = 0, 120
    st2._score_deal(roospis=True)
    assert "Р З" in st2.score_sheet("ru") and "R G" in st2.score_sheet("en")


def test_observation_carries_the_score_sheet() -> None:
    """The page draws the sheet from ``obs["sheet"]``: the same rows for every seat,
    JSON-able, and a copy of the game's own (changing it changes nothing in the game).
    The copy of a row is made once and shared by every later observation (a long game's
    frames do not copy the whole sheet again); each observation's list is its own."""
    st = new(deals=[*A_DEAL, order(HANDS_A, TALON_A)])
    assert st.observation(0)["sheet"] == []
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A)
    rows = [st.observation(s)["sheet"] for s in range(3)]
    assert rows[0] == rows[1] == rows[2] == st.sheet and len(rows[0]) == 1
    row = rows[0][0]
    assert row["deal"] == 1 and row["declarer"] == 0 and row["contract"] == 100
    assert row["made"] and row["totals"] == st.scores and row["notes"][1] == ["bolt"]
    assert json.loads(json.dumps(rows[0])) == rows[0]
    assert rows[0] is not rows[1] and rows[0][0] is rows[1][0] is not st.sheet[0]
    assert st.clone().observation(2)["sheet"][0] is row
    row["totals"][0] = -1
    row["notes"][1].append("x")
    assert st.sheet[0]["totals"][0] == st.scores[0] and st.sheet[0]["notes"][1] == ["bolt"]


def test_the_drawn_sheet_is_the_same_from_shared_rows_and_from_copies() -> None:
    """The sheet's cells are kept per shared row (by its identity, with the language and
    the names it was drawn for): drawing again, from fresh copies, in the other language
    or with other names gives what drawing from scratch gives."""
    from koloda.games.tysyacha.sheet import sheet_cells

    st = new(deals=[*A_DEAL, order(HANDS_A, TALON_A)])
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A)
    shared = st.observation(0)["sheet"]
    one, other = ["Аня", "Боря", "Вика"], ["Ася", "Борис", "Галя"]
    for lang, names in (("ru", one), ("ru", other), ("en", other), ("en", one)):
        first = sheet_cells(shared, 3, lang, names)
        fresh = json.loads(json.dumps(shared))  # rows never drawn before
        assert sheet_cells(shared, 3, lang, names) == first == sheet_cells(fresh, 3, lang, names)
    assert sheet_cells(shared, 3, "ru", other)[1][0][2] == "Ася: 100+"
    assert sheet_cells(shared, 3, "en", one)[1][0][2] == "Аня: 100+"
    assert sheet_cells(shared, 3, "ru", one)[1][0][3].startswith("+")
    golden = {"reset": True}
    assert sheet_cells([golden], 3, "en", one)[1][0][2] == "golden round: scores reset"
    assert sheet_cells([golden], 3, "ru", one)[1][0][2] == "золотой кон: счёт обнулён"


def test_resample_on_a_rigged_deal_respects_voids() -> None:
    st = new(deals=A_DEAL)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A[:9])
    # seat 2 showed it has no spades (and no trump: spades); seat 1 no spades
    assert st.void[2] & 1 and st.void[1] & 1
    rng = random.Random(3)
    for _ in range(20):
        other = st.resample(0, rng)
        assert other.observation(0) == st.observation(0)
        assert not other.hands[1] & mask("JS 9S") and not other.hands[2] & mask("JS 9S")
        assert other.hands[1].bit_count() == st.hands[1].bit_count()
        assert other.hands[1] & mask("KH") == mask("KH")  # the open gift stays put


def test_replay_of_random_games() -> None:
    for seed in range(3):
        st = GAME.new_state(3, GAME.make_rules(overrides={"max_deals": 3}), seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            if st.current_player() < 0:
                st.apply_chance()
                continue
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
        assert replay(record_of(st)).result() == st.result()


def test_clone_is_independent() -> None:
    st = new(deals=A_DEAL)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2", "start", *PLAY_A[:4])
    before = [st.observation(s) for s in range(3)]
    twin = st.clone()
    twin.hint(0, "hands", "en")
    for t in PLAY_A[4:]:
        twin.play(t)
    assert [st.observation(s) for s in range(3)] == before
    assert twin.scores == [100, 0, 0] and st.scores == [0, 0, 0]


def test_hint_counts_are_rules_and_per_seat() -> None:
    st = new(deals=A_DEAL, hints_hands=0, hints_talon_suits=2)
    deal(st)
    with pytest.raises(IllegalActionError) as err:
        st.hint(1, "hands", "ru")
    assert "больше нет" in err.value.ru and "no 'hands' hints left" in err.value.en
    st.hint(1, "talon_suits", "en")
    st.hint(1, "suits", "en")
    with pytest.raises(IllegalActionError):
        st.hint(1, "talon_suits", "en")
    assert st.hint(2, "масти", "ru") == "черви, черви, черви"
    assert [st.observation(s)["hints_left"]["talon_suits"] for s in range(3)] == [2, 0, 1]


def test_a_third_seat_does_not_know_where_a_face_down_gift_went() -> None:
    # seat 2 saw the open talon (KH 10H AH); the declarer gave KH face down to seat 1: for
    # seat 2 the gift may have been any of the declarer's cards, so its samples must move
    # KH back to the declarer's hand some of the time, and keep every observation
    st = new(deals=A_DEAL, discard_face_down=True)
    deal(st)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10H 2")
    rng = random.Random(7)
    kh = mask("KH")
    where = {0: 0, 1: 0}
    for _ in range(300):
        sample = st.resample(2, rng)
        assert sample.observation(2) == st.observation(2)
        assert sample.hands[2] == st.hands[2]
        for seat in (0, 1):
            if sample.hands[seat] & kh:
                where[seat] += 1
    assert where[0] > 50 and where[1] > 20, where
