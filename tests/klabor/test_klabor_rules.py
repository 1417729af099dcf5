"""Клабор on rigged deals: bidding, following, the exchange, declarations, scoring and
the end of the game, each with exact outcomes."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError
from koloda.games.klabor import GAME
from koloda.games.klabor import cards as K
from koloda.games.klabor.state import DECLARE, NAME, PASS, SWAP, TAKE, KlaborState

from .helpers import cards, new, order, play_out_deal

H, S = C.HEARTS, C.SPADES
# elder: the six top trumps (a run of six and bella) and three aces; dealer: three runs
DEAL_A = order("JH 9H AH 10H KH QH", "7S 8S 9S 7C 8C 9C", "AS AC AD", "7D 8D 9D", "7H")
# elder holds seven hearts in a row (7 to K) and the trump seven; the ace is turned
DEAL_K = order("7H 8H 9H 10H JH QH", "7S 8S 9S 7C 8C 10C", "KH AS AC", "7D 8D 9D", "AH")


def c(text: str) -> int:
    return C.parse(text)


def test_card_order_and_points() -> None:
    assert [K.points(c(t), H) for t in ("JH", "9H", "AH", "10H", "KH", "QH", "8H", "7H")] == \
        [20, 14, 11, 10, 4, 3, 0, 0]
    assert [K.points(c(t), H) for t in ("JS", "9S", "AS", "10S", "KS", "QS", "8S")] == \
        [2, 0, 11, 10, 4, 3, 0]
    trumps = sorted(cards("7H 8H 9H 10H JH QH KH AH"), key=lambda x: K.power(x, H))
    assert [C.to_text(x) for x in trumps] == ["7H", "8H", "QH", "KH", "10H", "AH", "9H", "JH"]
    plain = sorted(cards("7S 8S 9S 10S JS QS KS AS"), key=lambda x: K.power(x, H))
    assert [C.to_text(x) for x in plain] == ["7S", "8S", "9S", "JS", "QS", "KS", "10S", "AS"]
    assert K.beats(c("7H"), c("AS"), H) and not K.beats(c("AC"), c("7S"), H)


def test_runs_are_longest_runs_of_one_suit() -> None:
    assert K.runs(cards("7S 8S 9S 10S JS 9H 10H JH AD")) == [(5, 11, S), (3, 11, H)]
    assert K.runs(cards("9S 10S 8H 9H")) == []
    assert K.has_bella(cards("KH QH"), H) and not K.has_bella(cards("KS QH"), H)


def test_take_in_the_first_round_sets_the_turned_suit_and_hands_get_nine() -> None:
    st = new([DEAL_A])
    assert st.current_player() == 0 and st.legal_actions() == [TAKE, PASS]
    st.apply(TAKE)
    assert (st.taker, st.trump) == (0, H)
    assert [len(h) for h in st.hands] == [9, 9] and st.piles == [[], []]
    assert st.current_player() == 0  # the elder leads


def test_second_round_names_another_suit_and_all_pass_voids_the_deal() -> None:
    st = new([DEAL_A, DEAL_A])
    st.apply(PASS)
    st.apply(PASS)
    assert st.round == 2 and NAME + H not in st.legal_actions()
    assert st.legal_actions() == [NAME + 0, NAME + 1, NAME + 2, PASS]
    with pytest.raises(IllegalActionError):
        st.play("take")
    st.play("pass")
    before = st.clone()
    st.play("pass")
    assert st.need_deal and st.dealer == 0 and st.sheet[-1]["note"] == "void"
    assert "все спасовали — пересдача" in _narrated(before, PASS)
    st.apply_chance()
    assert st.current_player() == 1  # the deal passed: seat 1 is elder now


def _narrated(before: KlaborState, action: int) -> list[str]:
    after = before.clone()
    after.apply(action)
    return before.narrate(action, after, 0, "ru")


def test_second_round_named_suit() -> None:
    st = new([DEAL_A])
    st.play("pass")
    st.play("pass")
    st.play("trump S")
    assert (st.taker, st.trump) == (0, S)


def _lead(st: KlaborState, text: str) -> None:
    st.apply(c(text))




@pytest.mark.parametrize("must_beat", [True, False])
def test_following_suit_and_beating(must_beat: bool) -> None:
    st = new([order("QS 7H QC 9D 10D JD", "KS 9S 10H 8H 7C 8C", "8D 9C 10C", "7D JC QD", "QH")],
             must_beat=must_beat)
    st.play("take")
    _lead(st, "QS")
    plain = [a for a in st.legal_actions() if a < TAKE and not a & DECLARE]
    want = ["KS"] if must_beat else ["9S", "KS"]
    assert sorted(C.to_text(a) for a in plain) == sorted(want)
    if must_beat:
        with pytest.raises(IllegalActionError, match="beat"):
            st.play("9S")


@pytest.mark.parametrize("must_beat", [True, False])
def test_a_led_trump_must_be_beaten_and_a_void_must_trump(must_beat: bool) -> None:
    st = new([order("9H 7S QC 9D 10D JD", "10H 8H KC 8C 7C 9C", "8D 10C AC", "JC QS KS", "QH")],
             must_beat=must_beat)
    st.play("take")
    _lead(st, "9H")  # the nine of trumps: the 10 and 8 are both below it
    plain = sorted(C.to_text(a) for a in st.legal_actions() if a < TAKE and not a & DECLARE)
    assert plain == ["10H", "8H"]  # cannot beat: any trump
    st.apply(c("8H"))
    # seat 0 took it; leads a diamond: seat 1 has none, so must trump
    _lead(st, "9D")
    plain = sorted(C.to_text(a) for a in st.legal_actions() if a < TAKE and not a & DECLARE)
    assert plain == ["10H"]


def test_seven_exchange() -> None:
    st = new([DEAL_K], klabor_wins=False)
    st.play("take")
    assert SWAP in st.legal_actions()
    st.play("swap")
    assert c("AH") in st.hands[0] and c("7H") not in st.hands[0]
    assert C.to_text(st.turned) == "7H" and st.swapped == 0
    assert st.observation(1)["shown"][0] == ["AH"]
    assert SWAP not in st.legal_actions()


def test_no_exchange_when_off_or_another_suit_is_trumps() -> None:
    st = new([DEAL_K], seven_swap=False)
    st.play("take")
    assert SWAP not in st.legal_actions()
    st = new([DEAL_K])
    st.play("pass")
    st.play("pass")
    st.play("trump S")
    assert SWAP not in st.legal_actions()


def test_the_whole_deal_made_with_declarations_and_burnt_melds() -> None:
    st = new([DEAL_A])
    st.play("take")
    st.play("play JH declare")
    assert st.declared[0] == (True, ((6, 14, H),))
    shown = st.observation(1)["shown"][0]
    assert sorted(shown) == sorted(["9H", "10H", "QH", "KH", "AH"])
    st.play("7S declare")  # the dealer shows three runs of three
    assert st.declared[1] is not None and len(st.declared[1][1]) == 3
    play_out_deal(st)
    # elder: trumps 62 + three aces 33 + last trick 10, bella 20, the run of six 50
    assert st.summary is not None
    assert st.summary["cards"] == [105, 0] and st.summary["melds"] == [70, 0]
    assert st.scores == [175, 0] and st.sheet[-1] == {
        "deal": 1, "taker": 0, "trump": H, "added": [175, 0], "note": "made", "declarer": 0,
        "made": True}


def test_the_taker_goes_bust_and_the_other_scores_both() -> None:
    st = new([DEAL_A])
    st.play("pass")
    st.play("take")  # the dealer takes hearts and loses every trick
    play_out_deal(st)
    assert st.scores == [105, 0] and st.sheet[-1]["note"] == "bust"


def _at_end(**rules: object) -> KlaborState:
    st = new([DEAL_A], **rules)
    st.play("take")
    return st


@pytest.mark.parametrize(("pts", "tricks", "added", "note"), [
    ([100, 62], [5, 4], [100, 62], "made"),
    ([81, 81], [5, 4], [0, 81], "tie"),
    ([60, 102], [3, 6], [0, 162], "bust"),
])
def test_score_of_a_deal(pts: list[int], tricks: list[int], added: list[int], note: str) -> None:
    st = _at_end()
    st.won_pts, st.won_tricks = pts, tricks
    st._score_deal()
    assert (st.sheet[-1]["added"], st.sheet[-1]["note"]) == (added, note) and st.scores == added


@pytest.mark.parametrize(("mine", "theirs", "winner"), [
    ((3, 10, S), (4, 9, S), 1),   # longer beats higher
    ((3, 12, S), (3, 10, 1), 0),  # equal length: the higher top card
    ((3, 12, S), (3, 12, H), 1),  # equal: the trump run
    ((3, 12, S), (3, 12, 1), -1),  # an exact tie: nobody
])
def test_runs_compare(mine: K.Run, theirs: K.Run, winner: int) -> None:
    st = _at_end()
    st.declared = [(False, (mine,)), (False, (theirs,))]
    st.won_tricks = [1, 1]
    assert st.seq_winner() == winner
    scored = [st.meld_points(0), st.meld_points(1)]
    assert scored == [20 if winner == 0 else 0, (50 if theirs[0] >= 5 else 20)
                      if winner == 1 else 0]


@pytest.mark.parametrize(("fifty_from", "length", "worth"),
                         [(5, 4, 20), (4, 4, 50), (5, 5, 50), (5, 3, 20), (4, 6, 50)])
def test_fifty_from(fifty_from: int, length: int, worth: int) -> None:
    st = _at_end(fifty_from=fifty_from)
    st.declared = [(True, ((length, 14, S),)), None]
    st.won_tricks = [1, 0]
    assert st.meld_points(0) == 20 + worth


def test_melds_burn_without_a_trick_and_count_only_declared() -> None:
    st = _at_end()
    st.declared = [(True, ((3, 14, S),)), None]
    st.won_tricks = [0, 9]
    assert st.meld_points(0) == 0 and st.meld_points(1) == 0


def test_klabor_wins_the_game_when_declared() -> None:
    st = new([DEAL_K])
    st.play("take")
    st.play("7H declare")
    assert st.is_terminal() and st.returns() == [1.0, 0.0] and st.klabor_by == 0
    assert st.sheet[-1]["note"] == "klabor"


def test_klabor_off_is_a_run_of_fifty() -> None:
    st = new([DEAL_K], klabor_wins=False)
    st.play("take")
    st.play("7H declare")
    assert not st.is_terminal() and st.declared[0] == (True, ((7, 13, H),))


def test_the_game_ends_at_the_target_and_equal_scores_play_on() -> None:
    st = new([DEAL_A])
    st.scores = [330, 0]
    st.play("take")
    play_out_deal(st)  # +105
    assert not st.is_terminal() and st.need_deal
    st = new([DEAL_A], target=301)
    st.scores = [200, 0]
    st.play("take")
    play_out_deal(st)
    assert st.is_terminal() and st.winner == 0
    st = new([DEAL_A, DEAL_A], target=301)
    st.scores = [400, 505]
    st.play("take")
    play_out_deal(st)  # 505 all: play on
    assert not st.is_terminal() and st.need_deal


def test_deck24_deals_six_three_and_a_stock_of_five() -> None:
    st = GAME.new_state(2, GAME.make_rules(variants=["deck24"]), seed=3)
    assert isinstance(st, KlaborState)
    st.apply_chance()
    assert [len(h) for h in st.hands] == [6, 6] and len(st.stock) == 5
    assert all(C.rank_of(x) >= 9 for h in st.hands for x in h)


def test_resample_keeps_a_shown_void() -> None:
    st = new([DEAL_A])
    st.play("take")
    st.play("JH")
    st.play("7S")  # seat 1 has no trump: it may not hold one in any world
    rng = random.Random(5)
    for _ in range(30):
        w = st.resample(0, rng)
        assert not any(C.suit_of(x) == H for x in w.hands[1])
        assert w.observation(0) == st.observation(0)


def test_players_other_than_two_are_refused() -> None:
    from koloda.engine.errors import RuleError

    with pytest.raises(RuleError) as err:
        GAME.make_rules().check_players(3)
    assert err.value.ru and err.value.en


def test_resample_keeps_the_edges_of_a_declared_run() -> None:
    st = new([DEAL_A])
    st.play("take")
    st.play("JH declare")  # the run 9H..AH: seat 0 cannot hold the 8H
    rng = random.Random(7)
    for _ in range(30):
        w = st.resample(1, rng)
        assert c("8H") not in w.hands[0]
        assert w.observation(1) == st.observation(1)


def test_declaring_is_refused_later_or_with_nothing_to_declare() -> None:
    # the elder holds 8D..JD (a run of four); the dealer holds no combination
    st = new([order("QS 7H QC 9D 10D JD", "KS 9S 10H 8H 7C 8C", "8D 9C 10C", "7D JC QD", "QH")])
    st.play("take")
    st.play("QS")  # the elder does not declare
    with pytest.raises(IllegalActionError, match="nothing to declare") as err:
        st.play("KS declare")
    assert "нечего объявлять" in err.value.ru
    st.play("KS")
    with pytest.raises(IllegalActionError) as err:
        st.play("9S declare")  # the dealer took the trick; his second card
    assert "первой" in err.value.ru and "first card" in err.value.en


def test_search_values_between_deals_and_at_the_end() -> None:
    st = new([DEAL_A, DEAL_A])
    assert st.search_values() is None
    st.play("take")
    play_out_deal(st)  # +105 to seat 0
    assert st.search_values() == pytest.approx([0.5 + 105 / 400, 0.5 - 105 / 400])
    st = new([DEAL_K])
    st.play("take")
    st.play("7H declare")
    assert st.search_values() == [1.0, 0.0]
