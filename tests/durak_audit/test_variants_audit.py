"""Audit: special effects of a sample of variants on rigged deals."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.durak.state import Phase

from .helpers import hand, legal, mask, new, play, rig, rig_whole, set_hand, texts

V0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
V1 = ["6C", "7D", "8S", "KH", "QS", "AS"]
STOCK = ["AC", "AD", "KC"]


def deal(p0: list[str] = V0, p1: list[str] = V1, trump: str = "10H") -> list[int]:
    return rig(2, [p0, p1], trump=trump, stock=STOCK)


# --- chinese -------------------------------------------------------------------------

def test_chinese_nine_clears_the_table_with_throw_ins() -> None:
    p0 = ["7D", "7S", "8D", "9H", "10S", "JC"]
    p1 = ["9D", "8S", "KH", "QS", "AS", "6C"]
    st = new(2, deal(p0, p1), chinese=True)
    assert st.attacker == 1  # holds 9D
    set_hand(st, 1, "6C", "9D", "8S", "KH", "QS", "AS")
    st._start_bout(0)
    play(st, "attack 7S", "done", "beat 8S on 7S", "attack 7D")
    assert st.phase == Phase.DEFEND
    play(st, "beat 9D on 7D")
    # seat 0 still holds 8D and 9H (ranks on the table) but is not asked: discarded
    assert st.discard == mask("7S", "8S", "7D", "9D") and st.attacker == 1
    assert hand(st, 0) >= {"8D", "9H"}


def test_chinese_take_picks_up_only_the_first_attack_card() -> None:
    p0 = ["7C", "7S", "8D", "9H", "9D", "JC"]
    st = new(2, deal(p0, V1), chinese=True)
    assert st.attacker == 0
    play(st, "attack 7S", "attack 7C", "beat 8S on 7S", "take", "attack 8D")
    assert "7S" in hand(st, 1) and not hand(st, 1) & {"7C", "8S", "8D"}
    assert st.discard == mask("7C", "8S", "8D")
    assert (st.attacker, st.defender) == (0, 1)


def test_chinese_nine_leads_every_game_of_a_match() -> None:
    p1 = ["6C", "7D", "9D", "KH", "QS", "AS"]
    g2 = rig(2, [V0, p1], trump="10H", dealer=1)
    st = new(2, deals=[deal(V0, p1), g2], chinese=True, chukotka=True, match_games=2)
    assert st.attacker == 1
    set_hand(st, 1, "6C")
    set_hand(st, 0, "8C")
    play(st, "attack 6C", "beat 8C on 6C")  # a draw; seat 0 counts as first out
    assert st.game_no == 2 and st.prev_winner == 0
    assert st.attacker == 1  # the 9D holder, not the previous winner


# --- road ----------------------------------------------------------------------------

ROAD0 = [*(f"{r}S" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")),
         *(f"{r}C" for r in ("6", "7", "8", "9", "10", "J", "Q", "K")), "7D"]
ROAD1 = [*(f"{r}H" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")),
         "6D", "8D", "9D", "10D", "JD", "QD", "KD", "AC"]


def test_road_long_chain_and_discard() -> None:
    st = new(2, rig_whole(2, [ROAD0, ROAD1], trump="AD"), base="simple", road=True)
    assert st.attacker == 1
    play(st, "attack 6H")
    assert legal(st) == ["beat 7D on 6H", "take"]  # only the trump 7D covers a heart
    play(st, "beat 7D on 6H", "beat 8D on 7D")
    assert st.phase == Phase.DEFEND and st.to_move == 0 and legal(st) == ["take"]
    st = new(2, rig_whole(2, [ROAD0, ROAD1], trump="AD"), base="simple", road=True)
    play(st, "attack 6H", "beat 7D on 6H", "done")
    # the attacker accepts the discard: the defender leads
    assert st.discard == mask("6H", "7D") and (st.attacker, st.defender) == (0, 1)
    assert legal(st) and all(t.startswith("attack") for t in legal(st))
    play(st, "attack 6S", "beat 6D on 6S")
    assert st.to_move == 0 and "beat 10D on 6D" not in legal(st)


# --- treshka -------------------------------------------------------------------------

def test_treshka_two_then_one() -> None:
    st = new(2, deal(), base="simple", treshka=True, chukotka=True)
    set_hand(st, 0, "6S", "JC")
    play(st, "attack 6S")
    assert st.phase == Phase.LEAD and "done" not in legal(st)
    play(st, "attack JC")
    assert st.phase == Phase.DEFEND and len(st.att) == 2
    st = new(2, deal(), base="simple", treshka=True, chukotka=True)
    set_hand(st, 1, "AS")
    play(st, "attack 6S")
    assert st.phase == Phase.DEFEND and len(st.att) == 1  # the defender holds one


# --- simple_b ------------------------------------------------------------------------

def test_simple_b_next_leader_and_discard() -> None:
    p0 = ["6S", "6D", "8D", "9H", "10S", "JC"]
    st = new(2, deal(p0, V1), base="simple", simple_b=True)
    play(st, "attack 6S", "attack 6D", "beat 8S on 6S")
    assert "take" in legal(st)
    play(st, "take")
    assert "6D" in hand(st, 1) and st.discard == mask("6S", "8S")
    assert (st.attacker, st.defender) == (0, 1)  # a take: the player after him leads


# --- circular ------------------------------------------------------------------------

def test_circular_swaps_after_a_take_before_drawing() -> None:
    st = new(2, deal(), circular=True)
    play(st, "attack 6S", "take")
    # seat 1 took 6S (7 cards), then the hands are swapped; seat 0 draws first
    assert hand(st, 0) == {*V1, "6S"}
    assert hand(st, 1) == {*V0[1:], "AC"}
    assert (st.attacker, st.defender) == (0, 1)


# --- piled b -------------------------------------------------------------------------

PILED0 = ["6S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", "7C", "8C", "9C", "10C", "JC",
          "QC", "KC", "7D", "9D", "10D"]
PILED1 = ["6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "6C", "6D", "7S", "8D", "JD", "QD",
          "KD", "AC", "AD"]


def test_piled_b_single_card_take() -> None:
    st = new(2, rig_whole(2, [PILED0, PILED1], trump="AH"), piled="b")
    play(st, "attack 6C", "done", "take", "done")
    assert "6C" in hand(st, 0) and st.discard == 0


# --- invisible -----------------------------------------------------------------------

def test_invisible_trump_card_shown_when_last() -> None:
    st = new(2, deal(), invisible=True)
    st.stock = st.stock[:3]  # surgery: two cards above the turned 10H
    obs = st.observation(0)
    assert obs["trump"] == "H" and obs["trump_card"] is None
    assert "10H" not in str(obs) and st.unseen(0) >> C.parse("10H") & 1
    play(st, "attack 6S", "beat 8S on 6S", "done")
    # each drew one card: only the turned card is left and it is shown now
    assert len(st.stock) == 1 and st.observation(1)["trump_card"] == "10H"
    assert not st.unseen(1) >> C.parse("10H") & 1


# --- magadan -------------------------------------------------------------------------

def test_magadan_discard_opens_and_empty_stock_opens_all() -> None:
    p1 = ["6C", "7D", "8S", "KH", "QS", "QC"]
    st = new(2, deal(V0, p1), magadan=True)
    st.stock = st.stock[:2]
    play(st, "attack JC", "beat QC on JC")
    # the stock ran out in the draw: every closed card is open
    assert st.closed == [0, 0] and len(st.observation(0)["hand"]) == 6


def test_magadan_take_opens_nothing() -> None:
    p1 = ["6C", "7D", "8S", "KH", "QS", "QC"]
    st = new(2, deal(V0, p1), magadan=True)
    play(st, "attack JC", "take")
    assert st.observation(1)["closed"] == [5, 5]


# --- believe -------------------------------------------------------------------------

def test_believe_right_cover_challenged_by_a_thrower() -> None:
    t0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
    t1 = ["6C", "7D", "8S", "KH", "QS", "AS"]
    t2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [t0, t1, t2], trump="10H"), believe=True)
    play(st, "attack 6S", "beat 8S on 6S", "done", "attack 6D")
    assert st.to_move == 1
    play(st, "dark 7D on 6D")
    assert st.to_move == 2 and legal(st) == ["accept", "challenge"]  # the owner checks
    play(st, "challenge")
    # a correct cover: the challenger picks up the whole table; the defender leads
    assert {"6S", "8S", "6D", "7D"} <= hand(st, 2)
    assert st.attacker == 1


def test_believe_wrong_cover_after_accept_is_not_revealed() -> None:
    st = new(2, deal(), believe=True)
    play(st, "attack 6S", "dark 6C on 6S", "accept")
    # the wrong cover was accepted: it stands, the bout ends in a discard
    assert st.discard == mask("6S", "6C") and st.attacker == 1
    assert st.unseen(0) >> C.parse("6C") & 1


# --- poker ---------------------------------------------------------------------------

def test_poker_only_before_covering_and_with_six_or_fewer() -> None:
    st = new(2, deal(), poker=True)
    play(st, "attack 6S", "beat 8S on 6S", "attack 8D")
    assert st.phase == Phase.DEFEND and not [t for t in legal(st) if t.startswith("swap")]
    st3 = new(2, deal(), poker=True)
    st3.hands[1] |= mask("9S")  # seven cards
    play(st3, "attack 6S")
    assert not [t for t in legal(st3) if t.startswith("swap")]
    st4 = new(2, deal(), poker=True)
    play(st4, "attack 6S", "swap QS")
    # the given card lies just above the turned trump card; seat 1 got the top (AC)
    assert C.to_text(st4.stock[1]) == "QS" and C.to_text(st4.stock[0]) == "10H"
    assert "AC" in hand(st4, 1) and "QS" not in hand(st4, 1)
    assert st4.unseen(0) >> C.parse("QS") & 1


# --- empty, pursuit, points ----------------------------------------------------------

def test_empty_the_attacker_with_cards_does_not_draw() -> None:
    st = new(2, deal(), empty=True)
    set_hand(st, 0, "6S")
    play(st, "attack 6S", "beat 8S on 6S")
    assert len(hand(st, 0)) == 6 and len(hand(st, 1)) == 5


def test_pursuit_winner_by_count_then_rank() -> None:
    st = new(2, deal(), chukotka=True, pursuit=True)
    st.pogons = [[9], [7]]
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S", "7H")
    play(st, "attack 6S", "beat 8S on 6S")
    res = st.result()
    assert res["fool"] == 1 and res["winner"] == 0  # equal counts: the higher pogon
    st = new(2, deal(), chukotka=True, pursuit=True)
    st.pogons = [[9], [7, 6]]
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S", "7H")
    play(st, "attack 6S", "beat 8S on 6S")
    assert st.result()["winner"] == 1  # more pogons although he is the fool


def test_pursuit_three_of_a_rank_is_no_pogon() -> None:
    p0 = ["6S", "6D", "6H", "9H", "10S", "JC"]
    st = new(2, deal(p0, V1), pursuit=True)
    play(st, "attack 6S", "attack 6D", "attack 6H", "take")
    assert st.pogons == [[], []]
    st = new(2, deal(["6S", "7C", "8D", "9H", "10S", "JC"], V1), pursuit=True)
    play(st, "attack 6S", "beat 8S on 6S", "attack 8D", "take")
    # four cards taken (two pairs of ranks 6 and 8): no pogon either
    assert st.pogons == [[], []]


def test_points_tie_means_no_loser() -> None:
    st = new(2, deal(), chukotka=True, points=True)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S", "7H")
    st.beaten = [1, 0]
    play(st, "attack 6S", "beat 8S on 6S")
    res = st.result()
    assert res["beaten"] == [1, 1] and st.returns() == [0.0, 0.0] and res["winner"] is None
    assert texts(st.hands[1]) == {"7H"}


# --- trump_swap boundary ---------------------------------------------------------------

def test_trump_swap_at_eight_not_nine() -> None:
    st = new(2, deal(), trump_swap=True)
    st.stock = st.stock[:9]  # surgery: nine cards, the turned 10H included
    play(st, "attack 6S", "beat 8S on 6S", "done")
    swapped = st.swapped_trump
    assert st.trump == C.HEARTS and not swapped and len(st.stock) == 7
    play(st, "attack 6C", "beat 7C on 6C", "done")
    # seven left at this discard: its last card (7C) becomes the trump card
    swapped = st.swapped_trump
    assert swapped and st.trump == C.CLUBS and C.to_text(st.stock[0]) == "7C"
    assert "10H" in texts(st.discard) and "7C" not in texts(st.discard)


# --- simple with three players ---------------------------------------------------------

def test_simple_three_players_no_throw_ins() -> None:
    t0 = ["6S", "6C", "8D", "9H", "10S", "JC"]
    t1 = ["7S", "7D", "8S", "KH", "QS", "AS"]
    t2 = ["6D", "7C", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [t0, t1, t2], trump="10H"), base="simple")
    play(st, "attack 6S")
    assert legal(st) == ["attack 6C", "done"]
    play(st, "attack 6C", "beat 7S on 6S", "beat KH on 6C")
    # seat 2 holds 6D and 7C but may not throw in: the bout is discarded at once
    assert st.discard == mask("6S", "6C", "7S", "KH") and (st.attacker, st.defender) == (1, 2)


# --- reverse -----------------------------------------------------------------------------

def test_reverse_wrong_transfer_takes_the_table() -> None:
    st = new(2, deal(), reverse=True, base="perevodnoy")
    play(st, "attack #1")  # 6S
    assert "transfer #1" in legal(st)
    play(st, "transfer #2")  # slot 2 of seat 1 is 7D: not a six
    assert {"6S", "7D"} <= hand(st, 1) and (st.attacker, st.defender) == (0, 1)


def test_reverse_right_transfer() -> None:
    st = new(2, deal(), reverse=True, base="perevodnoy")
    play(st, "attack #1", "transfer #1")  # 6C on 6S
    assert st.defender == 0 and len(st.att) == 2


# --- transfer_any_time -------------------------------------------------------------------

def test_transfer_any_time_new_defender_takes_the_whole_table() -> None:
    p1 = ["6C", "8C", "8S", "KH", "QS", "AS"]
    st = new(2, deal(V0, p1), base="perevodnoy", transfer_any_time=True)
    play(st, "attack 6S", "beat 8S on 6S", "attack 8D", "transfer 8C", "take", "done")
    assert {"6S", "8S", "8D", "8C"} <= hand(st, 0) and st.discard == 0


# --- points: a covered card in a taken bout ------------------------------------------------

def test_points_count_only_successful_defences() -> None:
    p0 = ["6S", "6D", "8D", "9H", "10S", "JC"]
    st = new(2, deal(p0, V1), points=True)
    play(st, "attack 6S", "attack 6D", "beat 8S on 6S", "take")
    assert st.beaten == [0, 0]  # reading: the cover did not stand, it is not counted
