"""Every house-rule key on rigged deals: bidding, talon, gifts, redeals, roospis, golden
round, dark, trumps, bonuses."""

from __future__ import annotations

import pytest
from tys_helpers import (
    GAME,
    HANDS_A,
    HANDS_B,
    HANDS_C,
    HANDS_D,
    HANDS_E,
    HANDS_F,
    HANDS_G,
    HANDS_H,
    PLAY_A,
    TALON_A,
    TALON_D,
    TALON_E,
    TALON_G,
    deal,
    do,
    legal,
    mask,
    new,
    order,
    score_direct,
)

from koloda.engine.errors import IllegalActionError, RuleError
from koloda.games.tysyacha.state import Phase, TysyachaState

A_DEAL = [order(HANDS_A, TALON_A)]
GIVE_A = ["give KH 1", "give 10H 2"]


# --- rules data -------------------------------------------------------------------------

def test_all_keys_present() -> None:
    keys = {s.key for s in GAME.rules_type.specs()}
    app = {"barrel_knock_off", "one_on_barrel", "talon_hidden_at_100", "discard_face_down",
           "round_declarer_points", "more_than_1000", "no_jumps", "barrel_900",
           "silence_below", "samosval", "negative_samosval", "three_bolts_in_row",
           "three_bolts_per_game", "three_barrels", "bolt_not_on_own_game", "penalty",
           "redeal_talon_below", "redeal_hand_below", "redeal_four_nines_hand",
           "redeal_two_nines_talon", "redeal_four_nines_after_discard",
           "redeal_talon_only_at_100", "roospis_60", "roospis_no_deduct",
           "roospis_third_penalty", "roospis_max_three", "roospis_on_barrel",
           "roospis_on_golden", "golden", "golden_reset_scores", "golden_raise",
           "golden_double_bolts", "dark", "dark_hide_talon", "dark_not_on_barrel",
           "dark_allow_roospis", "dark_unblind", "dark_unblind_no_bidding", "dark_max_240",
           "dark_double_bolts", "declare_on_first_lead", "bid_over_120_without_marriage",
           "ace_marriage", "no_lead_others_trump", "must_lead_trump", "four_nines_bonus"}
    assert len(app) == 46
    extra = {"golden_double_marriages", "redeal_three_nines_hand", "redeal_four_jacks_hand",
             "redeal_three_jacks_talon", "stake", "hints_hands", "hints_talon_suits",
             "hints_talon_card", "max_deals", "first_dealer"}
    assert keys == app | extra
    for s in GAME.rules_type.specs():
        assert s.en and s.ru and s.en != s.ru


@pytest.mark.parametrize("values,both", [
    ({"roospis_on_barrel": True}, ("roospis_on_barrel", "roospis_no_deduct")),
    ({"golden_reset_scores": True}, ("golden_reset_scores", "golden")),
    ({"dark_unblind": True}, ("dark_unblind", "dark")),
    ({"dark": True, "dark_unblind_no_bidding": True},
     ("dark_unblind_no_bidding", "dark_unblind")),
    ({"no_lead_others_trump": True, "must_lead_trump": True},
     ("no_lead_others_trump", "must_lead_trump")),
    ({"redeal_talon_only_at_100": True}, ("redeal_talon_only_at_100", "redeal_talon")),
])
def test_conflicts_name_both_keys(values: dict[str, bool], both: tuple[str, str]) -> None:
    with pytest.raises(RuleError) as err:
        GAME.make_rules(overrides=values)
    for key in both:
        assert key in err.value.en and key in err.value.ru


def test_presets() -> None:
    assert GAME.make_rules(preset="app").changed() == {}
    table = GAME.make_rules(preset="table")
    assert table.barrel_knock_off and table.samosval and table.redeal_hand_below == 14


# --- bidding ----------------------------------------------------------------------------

def test_no_jumps() -> None:
    st = new(deals=A_DEAL, no_jumps=True)
    deal(st)
    assert legal(st) == {"bid 100"}
    do(st, "bid 100")
    assert legal(st) == {"pass", "bid 105"}


def test_bids_are_in_fives_and_raise_over_the_high_bid() -> None:
    st = new(deals=A_DEAL)
    do(st, "bid 100", "bid 115")
    bids = legal(st)
    assert "bid 115" not in bids and "bid 120" in bids and "bid 125" in bids
    assert "bid 200" in bids and "bid 205" not in bids  # seat 2: diamonds 80
    with pytest.raises(IllegalActionError):
        st.play("bid 122")


def test_bid_over_120_without_marriage() -> None:
    hands = ["AS 10S AC 10C AD 10D AH", "9S JS QS 9C JC QC 9D", "JD QD 9H JH QH KS KC"]
    st = new(deals=[order(hands, "KD KH 10H")])
    deal(st)
    assert max(int(t.split()[1]) for t in legal(st)) == 120
    st = new(deals=[order(hands, "KD KH 10H")], bid_over_120_without_marriage=True)
    deal(st)
    assert max(int(t.split()[1]) for t in legal(st)) == 300


def test_silence_passes_the_duty_on() -> None:
    st = new(deals=A_DEAL, silence_below=0)
    st.scores = [-10, 0, 0]
    deal(st)
    assert st.current_player() == 1 and "pass" not in legal(st)
    assert st.observation(2)["bids"] == [[0, "pass"]]
    do(st, "bid 100", "pass")
    assert st.declarer == 1


# --- talon and gifts ---------------------------------------------------------------------

def test_talon_hidden_at_100() -> None:
    st = new(deals=A_DEAL, talon_hidden_at_100=True)
    do(st, "bid 100", "pass", "pass")
    assert st.observation(1)["talon"] is None
    assert st.observation(0)["talon"] == ["KH", "10H", "AH"]
    assert st.unseen(1) & mask(TALON_A) == mask(TALON_A)
    do(st, *GIVE_A)
    assert st.observation(2)["gifts"] == [[0, 1, None], [0, 2, "10H"]]
    # with bidding the talon is shown
    st = new(deals=A_DEAL, talon_hidden_at_100=True)
    do(st, "bid 100", "bid 105", "pass", "bid 110", "pass")
    assert st.observation(1)["talon"] == ["KH", "10H", "AH"]


def test_discard_face_down() -> None:
    st = new(deals=A_DEAL, discard_face_down=True)
    do(st, "bid 100", "pass", "pass", *GIVE_A)
    assert st.observation(1)["talon"] == ["KH", "10H", "AH"]
    assert st.observation(1)["gifts"] == [[0, 1, "KH"], [0, 2, None]]
    assert st.observation(0)["gifts"] == [[0, 1, "KH"], [0, 2, "10H"]]


# --- redeals ------------------------------------------------------------------------------

@pytest.mark.parametrize("hands,talon,key,value", [
    (HANDS_A, TALON_A, "redeal_hand_below", 14),        # seat 1 holds 11 points
    (HANDS_A, TALON_A, "redeal_three_nines_hand", True),
    (HANDS_B, TALON_A, "redeal_four_nines_hand", True),
    (HANDS_C, TALON_A, "redeal_four_jacks_hand", True),
])
def test_hand_redeals_ask_only_the_qualifying_seat(hands: list[str], talon: str, key: str,
                                                   value: object) -> None:
    st = new(deals=[order(hands, talon), order(HANDS_A, TALON_A)], **{key: value})
    deal(st)
    assert st.phase == Phase.REDEAL and st.current_player() == 1
    assert st.observation(1)["phase"] == "redeal" and legal(st) == {"redeal", "keep"}
    do(st, "redeal")
    assert st.current_player() < 0 and st.dealer == 2  # same dealer deals again
    deal(st)
    if key != "redeal_three_nines_hand" and key != "redeal_hand_below":
        assert st.phase == Phase.BIDDING
    st = new(deals=[order(hands, talon)], **{key: value})
    do(st, "keep")
    assert st.phase == Phase.BIDDING and st.current_player() == 0


def test_hand_redeal_not_offered_without_key() -> None:
    st = new(deals=[order(HANDS_B, TALON_A)])
    deal(st)
    assert st.phase == Phase.BIDDING


@pytest.mark.parametrize("hands,talon,key,value", [
    (HANDS_A, TALON_A, "redeal_talon_below", 30),
    (HANDS_D, TALON_D, "redeal_three_jacks_talon", True),
    (HANDS_E, TALON_E, "redeal_two_nines_talon", True),
])
def test_talon_redeals(hands: list[str], talon: str, key: str, value: object) -> None:
    st = new(deals=[order(hands, talon)], **{key: value})
    do(st, "bid 100", "pass", "pass")
    assert st.phase == Phase.REDEAL and st.current_player() == 0
    do(st, "keep")
    assert st.phase == Phase.GIVING
    # only at 100: a bid talon gives no redeal
    st = new(deals=[order(hands, talon)], redeal_talon_only_at_100=True, **{key: value})
    do(st, "bid 100", "bid 105", "pass", "pass")
    assert st.phase == Phase.GIVING
    st = new(deals=[order(hands, talon)], redeal_talon_only_at_100=True, **{key: value})
    do(st, "bid 100", "pass", "pass")
    assert st.phase == Phase.REDEAL


def test_talon_redeal_below_threshold_only() -> None:
    st = new(deals=A_DEAL, redeal_talon_below=25)  # the talon holds exactly 25
    do(st, "bid 100", "pass", "pass")
    assert st.phase == Phase.GIVING


def test_four_nines_after_discard_and_bonus() -> None:
    st = new(deals=[order(HANDS_F, TALON_A)], redeal_four_nines_after_discard=True)
    do(st, "bid 100", "pass", "pass", "give 9H 1", "give 10H 2")
    assert st.phase == Phase.REDEAL and st.current_player() == 1
    do(st, "keep")
    assert st.phase == Phase.CONTRACT
    st = new(deals=[order(HANDS_F, TALON_A)], four_nines_bonus=True)
    do(st, "bid 100", "pass", "pass", "give 9H 1", "give 10H 2", "roospis")
    assert st.scores == [-100, 50 + 120, 50]


def test_redeals_in_a_row_are_capped() -> None:
    st = new(deals=[order(HANDS_B, TALON_A)] * 5, redeal_four_nines_hand=True)
    for _ in range(3):
        do(st, "redeal")
    deal(st)
    assert st.phase == Phase.BIDDING


# --- roospis ------------------------------------------------------------------------------

@pytest.mark.parametrize("rules,bid,expect", [
    ({}, 115, [-115, 60, 60]),
    ({}, 105, [-105, 55, 55]),
    ({"roospis_60": True}, 105, [-105, 60, 60]),
    ({"roospis_no_deduct": True}, 115, [0, 60, 60]),
])
def test_roospis(rules: dict[str, bool], bid: int, expect: list[int]) -> None:
    st = new(deals=A_DEAL, **rules)
    do(st, f"bid {bid}", "pass", "pass", *GIVE_A, "roospis")
    assert st.scores == expect
    assert st.sheet[-1]["roospis"] and st.result()["counters"]["roospis"] == 1


def test_roospis_third_penalty_and_max_three() -> None:
    st = new(deals=A_DEAL, roospis_third_penalty=True)
    st.roospis_count = [2, 0, 0]
    do(st, "bid 100", "pass", "pass", *GIVE_A, "roospis")
    assert st.scores[0] == -100 - 120
    st = new(deals=A_DEAL, roospis_max_three=True)
    st.roospis_count = [3, 0, 0]
    do(st, "bid 100", "pass", "pass", *GIVE_A)
    assert "roospis" not in legal(st)


def test_roospis_on_barrel() -> None:
    for rules, allowed in (({}, False), ({"roospis_no_deduct": True}, False),
                           ({"roospis_no_deduct": True, "roospis_on_barrel": True}, True)):
        st = new(deals=A_DEAL, **rules)
        st.scores = [0, 0, 880]
        st.on_barrel = [False, False, True]
        st.barrel_left = [0, 0, 3]
        do(st, "bid 100", "pass", "pass", *GIVE_A)
        assert ("roospis" in legal(st)) == allowed


def test_barrel_opponent_gets_no_roospis_points() -> None:
    st = new(deals=A_DEAL, roospis_no_deduct=True, roospis_on_barrel=True)
    st.scores = [0, 0, 880]
    st.on_barrel = [False, False, True]
    st.barrel_left = [0, 0, 3]
    do(st, "bid 100", "pass", "pass", *GIVE_A, "roospis")
    assert st.scores == [0, 50, 880] and st.barrel_left[2] == 2


# --- golden round -------------------------------------------------------------------------

def test_golden_deal_is_played_at_120_without_bidding_and_doubled() -> None:
    st = new(deals=A_DEAL, golden=True)
    deal(st)
    assert st.phase == Phase.GIVING and st.declarer == 0 and st.contract == 120
    assert st.observation(1)["golden"] and st.observation(1)["talon"] is None
    do(st, *GIVE_A)
    assert st.observation(2)["gifts"] == [[0, 1, None], [0, 2, "10H"]]
    assert "raise 125" not in legal(st) and "roospis" not in legal(st)
    do(st, "start", *PLAY_A)
    assert st.scores == [240, 0, 0]
    assert st.golden_left == 2 and st.golden_made


def test_golden_raise_and_roospis_on_golden() -> None:
    st = new(deals=A_DEAL, golden=True, golden_raise=True, roospis_no_deduct=True,
             roospis_on_golden=True)
    do(st, *GIVE_A)
    assert "raise 125" in legal(st) and "roospis" in legal(st)
    do(st, "roospis")
    assert st.scores == [0, 120, 120]


def test_golden_round_replayed_when_nobody_made_120() -> None:
    st = new(golden=True)
    for _ in range(3):
        fail_golden(st)
    assert st.golden_left == 3 and st.golden_replays == 1
    assert st.scores == [-240 + 40, -240 + 40, -240 + 40]  # each declared once
    assert all(row["golden"] for row in st.sheet)


def fail_golden(st: object) -> None:
    """Score the next golden deal: the first hand takes 100 of 120, the others 10 each."""
    assert isinstance(st, TysyachaState)
    deal(st)
    d = st.first_hand
    taken = [100 if s == d else 10 for s in range(3)]
    score_direct(st, d, 120, taken, [6 if s == d else 1 for s in range(3)])


def test_golden_round_replays_are_capped() -> None:
    st = new(golden=True)
    for _ in range(3 * 3):
        fail_golden(st)
    assert st.golden_left == 0
    deal(st)
    assert st.phase == Phase.BIDDING


def test_golden_reset_scores() -> None:
    st = new(golden=True, golden_reset_scores=True)
    for _ in range(3):
        fail_golden(st)
    assert st.scores == [0, 0, 0] and st.golden_left == 0
    assert "обнул" in st.score_sheet("ru") and "reset" in st.score_sheet("en")


def test_golden_double_marriages_and_bolts() -> None:
    st = new(golden=True)
    score_direct(st, 0, 120, [100, 20, 0], [6, 2, 0], marr=[0, 40, 0])
    assert st.scores == [-240, 80, 0] and st.bolts[2] == 1
    st = new(golden=True, golden_double_marriages=True, golden_double_bolts=True)
    score_direct(st, 0, 120, [100, 20, 0], [6, 2, 0], marr=[0, 40, 0])
    assert st.scores == [-240, 120, 0] and st.bolts[2] == 2


# --- dark -----------------------------------------------------------------------------------

def test_dark_choice_hides_own_hand_and_doubles() -> None:
    st = new(deals=A_DEAL, dark=True)
    deal(st)
    assert st.phase == Phase.DARK and st.current_player() == 0
    assert st.observation(0)["hand"] == [] and st.observation(0)["phase"] == "dark"
    assert st.unseen(0) & mask(HANDS_A[0]) == mask(HANDS_A[0])
    assert legal(st) == {"dark", "look"}
    do(st, "dark")
    assert st.phase == Phase.GIVING and st.contract == 120 and st.dark
    assert st.observation(1)["talon"] is None and st.observation(1)["dark"]
    assert len(st.observation(0)["hand"]) == 10
    do(st, *GIVE_A)
    assert st.observation(2)["gifts"] == [[0, 1, None], [0, 2, "10H"]]  # face down
    assert legal(st) == {"start"}
    do(st, "start", *PLAY_A)
    assert st.scores == [320, 0, 0]  # 2 x (120 + 40)


def test_dark_look_is_a_normal_deal() -> None:
    st = new(deals=A_DEAL, dark=True)
    do(st, "look")
    assert st.phase == Phase.BIDDING and len(st.observation(0)["hand"]) == 7


def test_dark_max_240_hide_talon_and_fail() -> None:
    st = new(deals=A_DEAL, dark=True, dark_max_240=True, dark_hide_talon=True)
    do(st, "dark", *GIVE_A)
    assert st.observation(2)["gifts"] == [[0, 1, None], [0, 2, "10H"]]
    do(st, "start", *PLAY_A)
    assert st.scores == [240, 0, 0]
    st = new(dark=True)
    deal(st)
    do(st, "dark")
    score_direct(st, 0, 120, [110, 10, 0], [7, 1, 0])
    assert st.scores[0] == -240


def test_dark_roospis_and_double_bolts() -> None:
    st = new(deals=A_DEAL, dark=True, dark_allow_roospis=True)
    do(st, "dark", *GIVE_A)
    assert "roospis" in legal(st)
    do(st, "roospis")
    assert st.scores == [-240, 60, 60]
    st = new(dark=True, dark_double_bolts=True)
    deal(st)
    do(st, "dark")
    score_direct(st, 0, 120, [110, 10, 0], [7, 1, 0])
    assert st.bolts[2] == 2


def test_dark_not_on_barrel() -> None:
    st = new(deals=A_DEAL, dark=True, dark_not_on_barrel=True)
    st.scores = [0, 880, 0]
    st.on_barrel = [False, True, False]
    st.barrel_left = [0, 3, 0]
    deal(st)
    assert st.phase == Phase.BIDDING


def test_dark_unblind_then_bidding() -> None:
    st = new(deals=A_DEAL, dark=True, dark_unblind=True)
    do(st, "dark")
    assert st.phase == Phase.UNBLIND and st.current_player() == 1
    assert legal(st) == {"pass", "bid 125"}
    do(st, "bid 125")
    assert st.phase == Phase.BIDDING and not st.dark and st.current_player() == 2
    assert len(st.observation(0)["hand"]) == 7  # the unblinded player sees his cards
    do(st, "pass", "pass")
    assert st.declarer == 1 and st.contract == 125
    assert st.observation(0)["talon"] == ["KH", "10H", "AH"]


def test_dark_unblind_all_pass_and_no_bidding() -> None:
    st = new(deals=A_DEAL, dark=True, dark_unblind=True)
    do(st, "dark", "pass", "pass")
    assert st.dark and st.declarer == 0 and st.phase == Phase.GIVING
    st = new(deals=A_DEAL, dark=True, dark_unblind=True, dark_unblind_no_bidding=True)
    do(st, "dark", "pass", "bid 125")
    assert st.declarer == 2 and st.contract == 125 and st.phase == Phase.GIVING
    assert not st.dark


# --- trumps ---------------------------------------------------------------------------------

def test_declare_on_first_lead() -> None:
    st = new(deals=A_DEAL)
    do(st, "bid 100", "pass", "pass", *GIVE_A, "start")
    assert "play QS declare" not in legal(st) and "play QS" in legal(st)
    st = new(deals=A_DEAL, declare_on_first_lead=True)
    do(st, "bid 100", "pass", "pass", *GIVE_A, "start")
    assert "play QS declare" in legal(st)


def test_ace_marriage() -> None:
    st = new(deals=[order(HANDS_G, TALON_G)], ace_marriage=True)
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10C 2", "start")
    assert not any(t.endswith("aces") for t in legal(st))
    do(st, "play 10S", "play 9S", "play 9H")
    assert "play AC aces" in legal(st)
    do(st, "play AC aces")
    assert st.marr[0] == 200 and st.trump == -1
    assert st.observation(1)["declared"] == [[0, "A", 200]]
    st = new(deals=[order(HANDS_G, TALON_G)])
    do(st, "bid 100", "pass", "pass", "give KH 1", "give 10C 2", "start",
       "play 10S", "play 9S", "play 9H")
    assert "play AC aces" not in legal(st)


H_START = ["bid 100", "pass", "pass", "give 9H 1", "give 10C 2", "start",
           "play AH", "play 9H", "play JH", "play QS declare", "play 9S", "play JC",
           "play KH", "play 10S", "play QH"]


@pytest.mark.parametrize("rules,js_legal,only_trump", [
    ({}, True, False),
    ({"no_lead_others_trump": True}, False, False),
    ({"must_lead_trump": True}, True, True),
])
def test_leading_trumps(rules: dict[str, bool], js_legal: bool, only_trump: bool) -> None:
    st = new(deals=[order(HANDS_H, TALON_A)], **rules)
    do(st, *H_START)
    assert st.leader == 1 and st.trump == 0 and st.trump_by == 0
    moves = legal(st)
    assert ("play JS" in moves) == js_legal
    assert "play KC declare" in moves and "play QC declare" in moves
    if only_trump:
        assert moves == {"play JS", "play KC declare", "play QC declare"}
