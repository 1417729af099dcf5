"""Audit: perevodnoy transfers, teams and matches."""

from __future__ import annotations

from .helpers import hand, legal, mask, new, play, rig, set_hand

R0 = ["7S", "7C", "8D", "9H", "10S", "JC"]
R1 = ["7D", "7H", "8S", "KH", "QS", "AS"]
R2 = ["6D", "6S", "QC", "QD", "KD", "KC"]


def test_transfer_only_before_any_cover() -> None:
    st = new(2, rig(2, [R0, R1], trump="AC"), base="perevodnoy")
    play(st, "attack 7S", "attack 7C")
    assert "transfer 7D" in legal(st) and "transfer 7H" in legal(st)
    play(st, "beat 8S on 7S")
    assert not any(a.startswith("transfer") for a in legal(st))


def test_transfer_back_in_two_players_and_roles() -> None:
    st = new(2, rig(2, [R0, R1], trump="AC"), base="perevodnoy")
    play(st, "attack 7S", "done", "transfer 7D")
    # the defence passes to the next player (here the attacker himself)
    assert (st.defender, st.to_move) == (0, 0) and st.throwers == [1]
    assert {"beat 8D on 7D", "beat 10S on 7S", "take", "transfer 7C"} <= set(legal(st))
    play(st, "transfer 7C")
    assert st.defender == 1 and len(st.att) == 3
    play(st, "transfer 7H")
    assert st.defender == 0 and len(st.att) == 4
    play(st, "take")
    # seat 1 adds nothing (no sevens left); seat 0 picks up; the next one leads
    assert {"7S", "7C", "7D", "7H"} <= hand(st, 0) and (st.attacker, st.defender) == (1, 0)


def test_transfer_needs_enough_cards_in_the_next_hand() -> None:
    st = new(3, rig(3, [R0, R1, R2], trump="AC"), base="perevodnoy", chukotka=True)
    set_hand(st, 2, "6D", "QD")
    play(st, "attack 7S", "attack 7C")
    # two on the table + the transfer card = three; seat 2 holds two
    assert not any(a.startswith("transfer") for a in legal(st))
    st = new(3, rig(3, [R0, R1, R2], trump="AC"), base="perevodnoy", chukotka=True)
    set_hand(st, 2, "6D", "QD", "KD")
    play(st, "attack 7S", "attack 7C")
    assert "transfer 7D" in legal(st)
    play(st, "transfer 7D")
    assert st.defender == 2 and st.unbeaten == 3


def test_transfer_chain_four_players_and_cap() -> None:
    h0 = ["7S", "2C", "3C", "4C", "5C", "2H"]
    h1 = ["7C", "2D", "3D", "4D", "5D", "6D"]
    h2 = ["7D", "2S", "3S", "4S", "5S", "6S"]
    h3 = ["7H", "8C", "9C", "10C", "JC", "QC"]
    st = new(4, rig(4, [h0, h1, h2, h3], trump="AH", deck=52), deck=52, base="perevodnoy")
    assert st.attacker == 0  # 2H
    play(st, "attack 7S", "transfer 7C")
    assert (st.defender, st.throwers) == (2, [0, 1, 3])
    play(st, "transfer 7D")
    assert (st.defender, st.throwers) == (3, [0, 1, 2])
    play(st, "transfer 7H")
    assert st.defender == 0 and st.throwers == [1, 2, 3] and len(st.att) == 4
    # seat 0 holds no seven: he covers or takes
    assert "take" in legal(st)
    assert not any(a.startswith("transfer") for a in legal(st))


SH0 = ["7S", "7C", "8D", "6H", "10S", "JC"]


def test_transfer_respects_the_first_bout_limit() -> None:
    st = new(2, rig(2, [R0, R1], trump="AC", copies=2), base="perevodnoy", chukotka=True, big=True)
    set_hand(st, 0, "7S", "7C", "7D", "7H", "7S'", "AD", "KD", "QD", "JD", "10D", "9D")
    set_hand(st, 1, "7C'", "6S", "6C", "6D", "8S", "8C", "8D")
    play(st, "attack 7S", "attack 7C", "attack 7D", "attack 7H", "attack 7S'")
    # five cards: the first-bout limit; a transfer would make six
    assert not any(a.startswith("transfer") for a in legal(st))
    st = new(2, rig(2, [R0, R1], trump="AC", copies=2), base="perevodnoy", chukotka=True, big=True,
             first_bout_limit=6)
    set_hand(st, 0, "7S", "7C", "7D", "7H", "7S'", "AD", "KD", "QD", "JD", "10D", "9D")
    set_hand(st, 1, "7C'", "6S", "6C", "6D", "8S", "8C", "8D")
    play(st, "attack 7S", "attack 7C", "attack 7D", "attack 7H", "attack 7S'")
    assert "transfer 7C'" in legal(st)


def test_trump_show_transfer_and_chain() -> None:
    st = new(3, rig(3, [SH0, R1, R2], trump="10H"), base="perevodnoy",
             transfer_by_trump_show=True)
    play(st, "attack 7S", "done")
    assert "show 7H" in legal(st) and "transfer 7D" in legal(st)
    play(st, "show 7H")
    # the trump stays in hand, the table is unchanged, everybody saw it
    assert st.defender == 2 and len(st.att) == 1 and "7H" in hand(st, 1)
    assert st.observation(0)["known"][1] == ["7H"]
    assert st.observation(2)["known"][1] == ["7H"]
    assert not any(a.startswith(("show", "transfer")) for a in legal(st))  # no seven


def test_trump_show_needs_the_next_hand_to_hold_the_table() -> None:
    st = new(3, rig(3, [SH0, R1, R2], trump="10H"), base="perevodnoy",
             transfer_by_trump_show=True, chukotka=True)
    set_hand(st, 2, "QD")
    play(st, "attack 7S", "attack 7C")
    assert not any(a.startswith(("show", "transfer")) for a in legal(st))
    set_hand(st, 2, "QD", "KD")
    assert "show 7H" in legal(st) and "transfer 7D" not in legal(st)


def test_shown_trump_cannot_be_shown_twice_in_a_bout() -> None:
    st = new(2, rig(2, [SH0, R1], trump="10H"), base="perevodnoy",
             transfer_by_trump_show=True, chukotka=True)
    set_hand(st, 0, "7S", "7C", "AC")
    set_hand(st, 1, "7H", "6S", "6C")
    play(st, "attack 7S", "done", "show 7H")
    assert st.defender == 0
    play(st, "transfer 7C")
    assert st.defender == 1 and "show 7H" not in legal(st)


def test_teams_transfer_skips_a_partner_and_players_out() -> None:
    h0 = ["7S", "2C", "3C", "4C", "5C", "2H"]
    h1 = ["7C", "2D", "3D", "4D", "5D", "6D"]
    h2 = ["7D", "2S", "3S", "4S", "5S", "6S"]
    h3 = ["7H", "8C", "9C", "10C", "JC", "QC"]
    st = new(4, rig(4, [h0, h1, h2, h3], trump="AH", deck=52), deck=52, base="perevodnoy",
             teams="2x2", chukotka=True)
    set_hand(st, 2)
    st.out[2] = True
    st.finish.append(2)
    st._start_bout(0)
    assert st.defender == 1 and st.throwers == [0]  # seat 2 is out, seat 3 a partner
    play(st, "attack 7S", "transfer 7C")
    # the next opponent of seat 1: seat 2 is out, seat 3 his partner: seat 0
    assert st.defender == 0 and st.throwers == [1, 3]


def test_teams_three_by_two_throwers() -> None:
    st = new(6, seed=5, teams="3x2", deck=52)
    a, d = st.attacker, st.defender
    partner = (d + 3) % 6
    assert st.throwers == [(a + k) % 6 for k in range(6) if (a + k) % 6 not in (d, partner)]


def test_team_game_ends_when_one_team_holds_cards() -> None:
    h = [["6S"], ["7S"], ["8S"], ["9S"]]
    st = new(4, rig(4, [R0, R1, R2, ["2S", "3S", "4S", "5S", "2C", "3C"]], trump="AH",
                    deck=52), deck=52, teams="2x2", chukotka=True)
    for s in range(4):
        set_hand(st, s, *h[s])
    set_hand(st, 3, "9S", "AS")
    st._start_bout(0)
    play(st, "attack 6S", "beat 7S on 6S")
    # seats 0 and 1 out; 2 (team 0) and 3 (team 1) hold cards: go on, 2 leads
    assert not st.is_terminal() and (st.attacker, st.defender) == (2, 3)
    play(st, "attack 8S", "beat 9S on 8S")
    # team 0 is out of cards: team 1 (seats 1 and 3) lose
    assert st.is_terminal() and st.result()["fools"] == [[3]]
    assert st.returns() == [1.0, -1.0, 1.0, -1.0] and st.tally == [0, 1, 0, 1]


def test_match_tally_leader_and_dealer() -> None:
    g1 = rig(3, [R0, R1, R2], trump="AC")
    # game 2 is dealt by the fool (seat 2): the first card goes to seat 0
    g2 = rig(3, [R1, R2, R0], trump="AC", dealer=2)
    g3 = rig(3, [R2, R0, R1], trump="AC", dealer=1)
    st = new(3, deals=[g1, g2, g3], match_games=3, chukotka=True)
    set_hand(st, 0, "7S")
    set_hand(st, 1, "8S")
    set_hand(st, 2, "QD")
    play(st, "attack 7S", "beat 8S on 7S")
    # seats 0 and 1 go out together; seat 2 is the fool
    assert st.game_no == 2 and st.tally == [0, 0, 1] and st.dealer == 2
    assert hand(st, 0) == set(R1) and hand(st, 2) == set(R0)
    # the previous winner (first out: seat 0) leads although seat 2 holds 7C
    assert st.attacker == 0
    set_hand(st, 0, "QS")
    set_hand(st, 1, "6D")
    set_hand(st, 2)
    st.out[2] = True
    st.finish.append(2)
    play(st, "attack QS", "take")
    assert st.game_no == 3 and st.tally == [0, 1, 1] and st.dealer == 1
    assert st.attacker == 2  # seat 2 went out first in game 2
    set_hand(st, 2, "6S")
    set_hand(st, 0, "7S")
    set_hand(st, 1)
    st.out[1] = True
    st.finish.append(1)
    play(st, "attack 6S", "beat 7S on 6S")
    assert st.is_terminal() and st.tally == [0, 1, 1]
    res = st.result()
    assert res["deals"] == 3 and res["fools"] == [[2], [1], []]
    assert st.discard & mask("6S", "7S")
