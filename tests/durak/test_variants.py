"""Scenario tests on rigged deals: one or more per variant key."""

from __future__ import annotations

from koloda.engine import cards as C
from koloda.games.durak.state import Phase

from .helpers import cards, hand, legal, new, play, rig, rig_whole, set_hand

P0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
P1 = ["6C", "7D", "8S", "KH", "QS", "AS"]


def deal(p0: list[str] = P0, p1: list[str] = P1, trump: str = "10H",
         stock: tuple[str, ...] = ("AC", "AD", "KC")) -> list[int]:
    return rig(2, [p0, p1], trump=trump, stock=stock)


def test_albanian_stock_sorted_aces_first() -> None:
    st = new(2, deal(), albanian=True)
    top_first = [c & 15 for c in reversed(st.stock[1:])]
    assert top_first[:3] == [14, 14, 14] and top_first == sorted(top_first, reverse=True)
    assert C.to_text(st.stock[0]) == "10H"


def test_armenian_lead_from_stock() -> None:
    st = new(2, deal(), armenian=True)
    assert "attack stock" in legal(st)
    play(st, "attack stock")
    assert st.observation(1)["table"] == [["AC", None]] and st.phase == Phase.DEFEND
    assert len(st.stock) == 23 and hand(st, 0) == sorted(P0)


def test_trumpless() -> None:
    st = new(2, deal(), trumpless=True)
    assert st.observation(0)["trump"] is None and st.to_move == 0
    play(st, "attack 6S")
    assert legal(st) == ["beat 8S on 6S", "beat AS on 6S", "beat QS on 6S", "take"]


def test_big_twins_and_52_cards() -> None:
    p1 = ["6S'", "7D", "8S", "KH", "QS", "AS"]
    st = new(2, rig(2, [P0, p1], trump="10H", deck=36, copies=2), big=True)
    play(st, "attack 6S")
    assert "beat 6S' on 6S" not in legal(st)  # a twin never covers its twin
    many = [c for c in C.deck(52, copies=2) if c != C.parse("6S")][:51]
    st.hands[1] = C.mask_of(many)
    play(st, "take")
    assert st.is_terminal() and st.result()["fool"] == 1


def test_believe_wrong_cover_challenged() -> None:
    st = new(2, deal(), believe=True)
    play(st, "attack 6S")
    assert "dark 7D on 6S" in legal(st)
    play(st, "dark 7D on 6S")
    obs = st.observation(0)
    assert obs["why"] == "check" and obs["table"] == [["6S", "?"]]
    assert st.unseen(0) >> C.parse("7D") & 1 and legal(st) == ["accept", "challenge"]
    assert st.observation(1)["table"] == [["6S", "7D"]]
    play(st, "challenge")
    assert {"6S", "7D"} <= set(hand(st, 1)) and st.attacker == 0


def test_believe_right_cover_challenged() -> None:
    st = new(2, deal(), believe=True)
    play(st, "attack 6S", "dark 8S on 6S", "challenge")
    assert {"6S", "8S"} <= set(hand(st, 0)) and st.attacker == 1


def test_believe_accepted_cover_stays_hidden() -> None:
    st = new(2, deal(), believe=True)
    play(st, "attack 6S", "dark 8S on 6S", "accept")
    # only rank 6 is visible, seat 0 has no 6: the bout is over, 8S stays secret
    assert st.discard == cards("6S", "8S") and st.unseen(0) >> C.parse("8S") & 1
    assert not st.unseen(1) >> C.parse("8S") & 1


def test_two_trump() -> None:
    st = new(2, deal(), two_trump=True)
    assert st.observation(0)["trumps"] == ["H", "S"]
    assert st.to_move == 1  # 8S is seat 1's lowest own trump, below seat 0's 9H
    play(st, "attack 6C")
    assert legal(st) == ["beat 7C on 6C", "beat 9H on 6C", "beat JC on 6C", "take"]


ROAD0 = [*(f"{r}S" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")),
         *(f"{r}C" for r in ("6", "7", "8", "9", "10", "J", "Q", "K")), "7D"]
ROAD1 = [*(f"{r}H" for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")),
         "6D", "8D", "9D", "10D", "JD", "QD", "KD", "AC"]


def test_road_chain_and_take() -> None:
    st = new(2, rig_whole(2, [ROAD0, ROAD1], trump="AD"), base="simple", road=True)
    assert len(hand(st, 1)) == 18 and "AD" in hand(st, 1) and not st.stock
    assert st.observation(0)["known"][1] == ["AD"]
    assert st.to_move == 1  # 6D is the lowest trump
    play(st, "attack 6H")
    assert st.phase == Phase.DEFEND and legal(st) == ["beat 7D on 6H", "take"]
    play(st, "beat 7D on 6H")
    assert st.observation(1)["why"] == "road_beat"
    assert legal(st) == sorted(["beat 8D on 7D", "beat 9D on 7D", "beat 10D on 7D",
                                "beat AD on 7D", "beat JD on 7D", "beat KD on 7D",
                                "beat QD on 7D", "done"])
    play(st, "beat 8D on 7D")
    assert legal(st) == ["take"]
    play(st, "take")
    assert {"6H", "7D", "8D"} <= set(hand(st, 0)) and st.attacker == 1


def test_road_done_discards() -> None:
    st = new(2, rig_whole(2, [ROAD0, ROAD1], trump="AD"), base="simple", road=True)
    play(st, "attack 6H", "beat 7D on 6H", "done")
    assert st.discard == cards("6H", "7D") and st.attacker == 0


def test_boring_highest_only() -> None:
    st = new(2, deal(), boring=True)
    assert legal(st) == ["attack JC"]


CH0 = ["6S", "7C", "7S", "9H", "9D", "JC"]


def test_chinese_leader_nine_and_take_first() -> None:
    p1 = ["6C", "7D", "9D", "KH", "QS", "AS"]
    st = new(2, deal(P0, p1), chinese=True)
    assert st.to_move == 1  # holds 9D although seat 0 has the lowest trump
    st = new(2, deal(CH0, P1), chinese=True)
    assert st.to_move == 0
    play(st, "attack 7C", "attack 7S", "beat KH on 7C", "take")
    assert "7C" in hand(st, 1) and "7S" not in hand(st, 1)
    assert st.discard == cards("7S", "KH")


def test_chinese_nine_of_diamonds_clears_table() -> None:
    st = new(2, deal(CH0, P1), chinese=True)
    set_hand(st, 0, "7C", "7S", "JC")
    set_hand(st, 1, "9D", "6C", "KH")
    play(st, "attack 7C", "attack 7S")
    assert "beat 9D on 7C" not in legal(st)  # 9D must still be a legal cover
    st2 = new(2, deal(CH0, P1), chinese=True)
    set_hand(st2, 0, "7D", "7S", "JC")
    set_hand(st2, 1, "9D", "6C", "KH")
    play(st2, "attack 7D", "attack 7S", "beat 9D on 7D")
    assert st2.discard == cards("7D", "7S", "9D") and st2.attacker == 1


def test_trump_swap() -> None:
    st = new(2, deal(), trump_swap=True)
    st.stock = st.stock[:5]  # surgery: five cards left, the turned 10H among them
    play(st, "attack 6S", "beat 8S on 6S", "done")
    assert st.trump == C.SPADES and st.observation(0)["trump_card"] == "8S"
    assert st.discard == cards("6S", "10H") and C.to_text(st.stock[0]) == "8S"


def test_royal_lowest_only_by_ace() -> None:
    st = new(2, deal(), royal=True)
    play(st, "attack 6S")
    assert legal(st) == ["beat AS on 6S", "take"]


def test_circular_swaps_hands() -> None:
    st = new(2, deal(), circular=True)
    play(st, "attack 6S", "beat 8S on 6S", "done")
    assert hand(st, 0) == sorted(["6C", "7D", "KH", "QS", "AS", "AC"])
    assert hand(st, 1) == sorted(["7C", "8D", "9H", "10S", "JC", "AD"])
    assert st.observation(0)["known"][1] == ["10S", "7C", "JC", "8D", "9H"]


def test_magadan_closed_cards() -> None:
    p1 = ["6C", "7D", "8S", "KH", "QS", "QC"]
    st = new(2, deal(P0, p1), magadan=True)
    obs = st.observation(0)
    assert obs["hand"] == ["JC"] and obs["closed"] == [5, 5] and obs["hand_sizes"] == [6, 6]
    assert st.unseen(0) >> C.parse("6S") & 1  # own closed cards are unseen
    assert legal(st) == ["attack JC"]
    play(st, "attack JC", "beat QC on JC")
    # a successful defence opens one of the defender's closed cards (his first: 6C)
    assert "6C" in st.observation(1)["hand"] and st.observation(1)["closed"][1] == 4


PILED0 = ["6S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", "7C", "8C", "9C", "10C", "JC",
          "QC", "KC", "7D", "9D", "10D"]
PILED1 = ["6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "6C", "6D", "7S", "8D", "JD", "QD",
          "KD", "AC", "AD"]


def test_piled_a() -> None:
    st = new(2, rig_whole(2, [ROAD0, ROAD1], trump="AD"), piled="a")
    assert not st.stock and st.to_move == 1 and len(hand(st, 0)) == 18


def test_piled_b_takes_top_three_or_five() -> None:
    st = new(2, rig_whole(2, [PILED0, PILED1], trump="AH"), piled="b")
    assert st.to_move == 1 and "AH" in hand(st, 1)
    play(st, "attack 6C", "attack 6D", "done", "beat 7C on 6C", "beat 7D on 6D",
         "attack 7S", "take", "done")
    # a non-trump left unbeaten: the last three cards laid are picked up
    assert {"7C", "7D", "7S"} <= set(hand(st, 0)) and st.discard == cards("6C", "6D")
    st = new(2, rig_whole(2, [PILED0, PILED1], trump="AH"), piled="b")
    play(st, "attack 6C", "attack 6D", "done", "beat 7C on 6C", "beat 7D on 6D",
         "attack 7H", "take", "done")
    # an unbeaten trump: the last five cards laid (here the whole table)
    assert {"6C", "6D", "7C", "7D", "7H"} <= set(hand(st, 0)) and st.discard == 0


def test_invisible_trump_card() -> None:
    st = new(2, deal(), invisible=True)
    obs = st.observation(0)
    assert obs["trump"] == "H" and obs["trump_card"] is None
    assert st.unseen(0) >> C.parse("10H") & 1
    st.stock = st.stock[:1]
    assert st.observation(0)["trump_card"] == "10H"


def test_reverse_blind_play() -> None:
    st = new(2, deal(), reverse=True)
    obs = st.observation(0)
    assert obs["hand"] == [] and obs["hand_slots"] == 6
    assert sorted(obs["known"][1]) == sorted(P1)
    assert st.unseen(0) & C.mask_of(C.parse(c) for c in P0) == C.mask_of(
        C.parse(c) for c in P0)
    assert legal(st) == [f"attack #{i}" for i in range(1, 7)]
    play(st, "attack #1")  # slot 1 = 6S (cards keep their arrival order)
    assert st.att == [C.parse("6S")]
    play(st, "beat #1 on 6S")  # slot 1 = 6C: a wrong cover, the defender takes
    assert {"6S", "6C"} <= set(hand(st, 1)) and st.attacker == 0


def test_reverse_wrong_throw_in_costs_the_attacker() -> None:
    st = new(2, deal(), reverse=True)
    play(st, "attack #1", "beat #3 on 6S")  # 8S covers 6S
    assert st.phase == Phase.THROW
    play(st, "attack #1")  # 7C: rank 7 is not on the table
    assert {"6S", "8S", "7C"} <= set(hand(st, 0)) and st.attacker == 1


def test_discard_back_second_discard_returns() -> None:
    st = new(2, deal(p1=["6C", "7D", "8S", "KH", "QS", "AS"]), discard_back=True)
    play(st, "attack 6S", "beat 8S on 6S", "done")
    assert st.discard == cards("6S", "8S")
    play(st, "attack 6C", "beat 7C on 6C", "done")
    assert st.discard == cards("6S", "8S")  # the second discard went into the stock
    held = st.hands[0] | st.hands[1] | C.mask_of(st.stock)
    assert held & cards("6C", "7C") == cards("6C", "7C")
    assert len(st.stock) + sum(h.bit_count() for h in st.hands) == 34
    assert len(st.deals) == 2  # the reshuffle is a logged chance event


def test_points_winner_by_covers() -> None:
    st = new(2, deal(), chukotka=True, points=True)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S", "7H")
    play(st, "attack 6S", "beat 8S on 6S")
    res = st.result()
    assert res["fool"] == 1 and res["beaten"] == [0, 1] and res["winner"] == 1


def test_transfer_any_time() -> None:
    p1 = ["6C", "8C", "8S", "KH", "QS", "AS"]
    st = new(2, deal(P0, p1), base="perevodnoy", transfer_any_time=True)
    play(st, "attack 6S", "beat 8S on 6S", "attack 8D")
    assert "transfer 8C" in legal(st)
    play(st, "transfer 8C")
    assert st.defender == 0 and st.unbeaten == 2
    play(st, "take", "done")  # seat 1 could add 6C but stops
    assert {"6S", "8S", "8D", "8C"} <= set(hand(st, 0))
    plain = new(2, deal(P0, p1), base="perevodnoy")
    play(plain, "attack 6S", "beat 8S on 6S", "attack 8D")
    assert "transfer 8C" not in legal(plain)


def test_empty_draws_only_when_empty() -> None:
    st = new(2, deal(), empty=True)
    play(st, "attack 6S", "beat 8S on 6S", "done")
    assert len(st.stock) == 24 and len(hand(st, 0)) == 5
    set_hand(st, 1, "AS")
    play(st, "attack AS", "take")
    assert len(hand(st, 1)) == 6 and len(st.stock) == 18  # seat 1 was empty: draws six


def test_pursuit_pogon() -> None:
    st = new(2, deal(["6S", "6D", "8D", "9H", "10S", "JC"], P1), pursuit=True)
    play(st, "attack 6S", "attack 6D", "take")
    assert st.observation(0)["pogons"] == [[6], []]


def test_poker_swaps() -> None:
    st = new(2, deal(), poker=True)
    play(st, "attack 6S")
    assert "swap 6C" in legal(st) and st.observation(1)["swaps_left"] == 2
    play(st, "swap 6C")
    assert "AC" in hand(st, 1) and C.to_text(st.stock[1]) == "6C"
    play(st, "swap 7D")
    assert not [t for t in legal(st) if t.startswith("swap")]


def test_treshka_three_card_lead() -> None:
    st = new(2, deal(), base="simple", treshka=True)
    play(st, "attack 6S")
    assert "done" not in legal(st) and len(legal(st)) == 5
    play(st, "attack 7C")
    assert st.phase == Phase.LEAD
    play(st, "attack JC")
    assert st.phase == Phase.DEFEND and len(st.att) == 3


def test_chukotka() -> None:
    st = new(2, deal(), chukotka=True)
    obs = st.observation(0)
    assert obs["stock_count"] == 0 and obs["removed_count"] == 24
    assert obs["trump_card"] == "10H"
    play(st, "attack 6S", "beat 8S on 6S", "done")
    assert len(hand(st, 0)) == 5


def test_japanese_a_and_b() -> None:
    st = new(2, deal(), japanese="a")
    obs = st.observation(0)
    assert obs["trump"] == "D" and obs["trump_card"] is None
    assert st.to_move == 1  # 7D is the lowest diamond
    play(st, "attack QS")
    assert legal(st) == ["take"]  # 8D is a trump, but spades go only by spades
    st = new(2, deal(trump="KS"), japanese="b")
    assert st.trump != C.SPADES and C.suit_of(st.stock[0]) != C.SPADES
    assert C.parse("KS") in st.stock


def test_simple_b_partial_take() -> None:
    st = new(2, deal(["6S", "6D", "8D", "9H", "10S", "JC"], P1), base="simple",
             simple_b=True)
    play(st, "attack 6S", "attack 6D", "beat 8S on 6S", "take")
    assert "6D" in hand(st, 1) and "6S" not in hand(st, 1)
    assert st.discard == cards("6S", "8S")


def test_simple_v_lead_shapes() -> None:
    st = new(2, deal(["6S", "6D", "7C", "7S", "9H", "JC"], P1), base="simple",
             simple_v=True)
    play(st, "attack 6S")
    assert legal(st) == ["attack 6D", "done"]
    play(st, "attack 6D")
    assert legal(st) == ["attack 7C", "attack 7S", "attack 9H", "attack JC"]
    play(st, "attack 7C")
    assert legal(st) == ["attack 7S", "done"]
    play(st, "done")
    assert st.phase == Phase.DEFEND and len(st.att) == 3


def test_transfer_refusal() -> None:
    st = new(2, deal(), base="perevodnoy", chukotka=True, transfer_refusal=True)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "6C", "9D")
    play(st, "attack 6S")
    assert "transfer 6C" in legal(st)
    play(st, "transfer 6C")
    assert legal(st) == ["take"]
    play(st, "take")
    assert hand(st, 0) == ["6C", "6S"] and not st.is_terminal()
    plain = new(2, deal(), base="perevodnoy", chukotka=True)
    set_hand(plain, 0, "6S")
    set_hand(plain, 1, "6C", "9D")
    play(plain, "attack 6S")
    assert "transfer 6C" not in legal(plain)


def test_english_g_pairs_and_pass() -> None:
    st = new(2, deal(["6S", "6D", "8D", "9H", "10S", "JC"], P1), base="simple",
             english_g=True)
    assert legal(st) == ["attack 6D", "attack 6S"]
    play(st, "attack 6S")
    assert legal(st) == ["attack 6D"]
    st = new(2, deal(), base="simple", english_g=True)
    assert legal(st) == ["pass"] and st.observation(0)["why"] == "pass"
    play(st, "pass")
    assert st.to_move == 1 and legal(st) == ["pass"]
    play(st, "pass")
    # a full round of passes: any single card may lead
    assert st.to_move == 0 and len(legal(st)) == 6


def test_stall_lifts_boring_lead_restriction() -> None:
    st = new(2, deal(), boring=True)
    assert legal(st) == ["attack JC"] and not st.free_leads()
    play(st, "attack JC", "take")  # one take: seat 0 leads again, still only his top
    assert legal(st) == ["attack AC"]  # he drew AC
    st.stall = 2  # as many takes as active players: leads are free until a discard
    assert len(legal(st)) == 6 and st.observation(0)["free_leads"]
    play(st, "attack 6S", "beat 8S on 6S", "done")
    assert st.stall == 0 and not st.free_leads()
