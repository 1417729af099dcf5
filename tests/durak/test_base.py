"""Scenario tests on rigged deals: the three base games and the table options."""

from __future__ import annotations

import pytest

from koloda.engine.errors import IllegalActionError, RuleError
from koloda.games.durak import actions as A
from koloda.games.durak.state import Phase

from .helpers import GAME, cards, hand, legal, new, play, rig, set_hand

P0 = ["6S", "7C", "8D", "9H", "10S", "JC"]
P1 = ["6C", "7D", "8S", "KH", "QS", "AS"]


def two(**rules: object) -> object:
    return new(2, rig(2, [P0, P1], trump="10H", stock=["AC", "AD", "KC"]), **rules)


def test_deal_mapping_and_lowest_trump_leads() -> None:
    st = new(2, rig(2, [P0, P1], trump="10H", stock=["AC", "AD"]))
    assert hand(st, 0) == sorted(P0) and hand(st, 1) == sorted(P1)
    obs = st.observation(0)
    assert obs["trump"] == "H" and obs["trump_card"] == "10H"
    assert obs["stock_count"] == 24 and obs["to_move"] == 0 and obs["why"] == "lead"
    assert obs["attacker"] == 0 and obs["defender"] == 1
    assert st.stock[-1] == A.parse_card("AC") and st.stock[0] == A.parse_card("10H")
    assert legal(st) == sorted(f"attack {c}" for c in P0)


def test_lowest_trump_other_seat() -> None:
    st = new(2, rig(2, [P1, P0], trump="10H"))
    assert st.to_move == 1  # seat 1 holds 9H, seat 0 only KH


def test_podkidnoy_bout_discard_draw_order_next_attacker() -> None:
    st = two()
    play(st, "attack 6S")
    assert legal(st) == ["beat 8S on 6S", "beat AS on 6S", "beat KH on 6S",
                         "beat QS on 6S", "take"]
    play(st, "beat 8S on 6S")
    # ranks 6 and 8 are on the table: seat 0 may throw in 8D or stop
    assert legal(st) == ["attack 8D", "done"]
    assert st.observation(0)["why"] == "throw_in"
    play(st, "done")
    assert st.discard == cards("6S", "8S")
    assert "AC" in hand(st, 0) and "AD" in hand(st, 1)  # attacker draws first
    assert st.attacker == 1 and st.defender == 0 and st.to_move == 1


def test_take_with_throw_in_then_pickup() -> None:
    st = two()
    play(st, "attack 8D", "take")
    # seat 0 holds no other 8: nothing to add, the defender picked up at once
    assert "8D" in hand(st, 1)
    assert st.attacker == 0 and st.defender == 1
    assert st.observation(0)["known"][1] == ["8D"]


def test_take_allows_adding_cards() -> None:
    st = new(2, rig(2, [["6S", "6D", "8D", "9H", "10S", "JC"], P1], trump="10H"))
    play(st, "attack 6S")
    assert legal(st)[0] == "attack 6D"  # the lead may grow by a same-rank card
    play(st, "done", "take")
    assert st.taking and legal(st) == ["attack 6D", "done"]
    assert st.observation(0)["why"] == "throw_in_taking"
    play(st, "attack 6D")  # nothing more to add: the defender picks up at once
    assert {"6S", "6D"} <= set(hand(st, 1))
    assert st.to_move == 0 and not st.att


def test_attack_never_exceeds_defender_hand() -> None:
    st = new(2, rig(2, [["6S", "6D", "6H", "6C", "10S", "JC"],
                        ["7D", "8S", "KH", "QS", "AS", "KS"]], trump="10H"))
    set_hand(st, 1, "AS", "KS")
    play(st, "attack 6S", "attack 6D")
    # the defender holds two cards: no third unbeaten card
    assert st.phase == Phase.DEFEND


def test_first_bout_limit_five_then_six() -> None:
    deal = rig(2, [["6S", "6D", "6H", "6C", "7S", "7D"],
                   ["7C", "8C", "9C", "JC", "QC", "KC"]], trump="AC")
    moves = ("attack 6S", "attack 6D", "attack 6H", "attack 6C", "beat 7C on 6S",
             "beat 8C on 6D", "beat 9C on 6H", "beat JC on 6C", "attack 7S", "beat QC on 7S")
    st = new(2, deal)
    play(st, *moves)
    # five cards laid: the first bout is full, 7D may not follow
    assert st.phase == Phase.LEAD and st.attacker == 1 and st.discard.bit_count() == 10
    st6 = new(2, deal, first_bout_limit=6)
    play(st6, *moves)
    assert legal(st6) == ["attack 7D", "done"]


def test_simple_no_throw_ins_and_lead_of_two() -> None:
    st = new(2, rig(2, [["6S", "6D", "6H", "7S", "8D", "9C"], P1], trump="10H"),
             base="simple")
    play(st, "attack 6S")
    assert legal(st) == ["attack 6D", "attack 6H", "done"]
    play(st, "attack 6D")
    assert st.phase == Phase.DEFEND  # a simple lead is one card or two of a rank
    play(st, "beat 8S on 6S", "beat 7D on 6D")
    assert st.discard == cards("6S", "6D", "8S", "7D") and st.attacker == 1


def test_perevodnoy_transfer() -> None:
    st = two(base="perevodnoy")
    play(st, "attack 6S")
    assert "transfer 6C" in legal(st)
    play(st, "transfer 6C")
    assert st.defender == 0 and st.observation(1)["table"] == [["6S", None], ["6C", None]]
    assert "transfer 6C" not in legal(st)
    play(st, "beat 10S on 6S")
    assert not [t for t in legal(st) if t.startswith("transfer")]


def test_transfer_needs_enough_cards() -> None:
    st = new(3, rig(3, [P0, P1, ["9C", "9D", "10C", "10D", "JD", "QD"]], trump="10H"),
             base="perevodnoy")
    set_hand(st, 2, "9C", "9D")  # test surgery: seat 2 holds two cards
    play(st, "attack 6S")
    assert "transfer 6C" in legal(st)  # two on the table after it: fits
    set_hand(st, 2, "9C")
    assert "transfer 6C" not in legal(st)


def test_transfer_by_trump_show() -> None:
    st = new(2, rig(2, [["6H", "7C", "8D", "9S", "10S", "JC"],
                        ["7S", "7H", "8S", "KH", "QS", "AS"]], trump="10H"),
             base="perevodnoy", transfer_by_trump_show=True)
    play(st, "attack 7C")
    assert "show 7H" in legal(st) and "transfer 7S" in legal(st)
    play(st, "show 7H")
    assert st.defender == 0 and "7H" in hand(st, 1) and len(st.att) == 1
    assert st.observation(0)["known"][1] == ["7H"]


def test_three_players_throw_order_and_draw_order() -> None:
    p2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [P0, P1, p2], trump="10H", stock=["AC", "AD", "AH", "JD"]))
    assert st.to_move == 0 and st.defender == 1
    play(st, "attack 6S", "beat 8S on 6S")
    # seat 0 (first attacker) is asked first: he may throw 8D
    assert st.to_move == 0 and legal(st) == ["attack 8D", "done"]
    play(st, "done")
    # then the far-side neighbour of the defender
    assert st.to_move == 2 and legal(st) == ["attack 6D", "done"]
    play(st, "attack 6D", "beat 7D on 6D")
    assert st.to_move == 0  # after a cover the first attacker has priority again
    play(st, "done", "done")
    # draw: first attacker, then seat 2, the defender last
    assert "AC" in hand(st, 0) and "AD" in hand(st, 2)
    assert {"AH", "JD"} <= set(hand(st, 1))
    assert (st.attacker, st.defender) == (1, 2)


def test_three_players_take_passes_the_lead_on() -> None:
    p2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [P0, P1, p2], trump="10H"))
    play(st, "attack 7C", "take")
    assert st.to_move == 2 and legal(st) == ["attack 7S", "done"]  # the far side adds
    play(st, "done")
    assert (st.attacker, st.defender) == (2, 0)


def test_neighbours_only() -> None:
    hands = [P0, P1, ["6D", "7S", "QC", "QD", "KD", "KC"], ["8C", "9S", "9D", "JH", "JD", "AH"]]
    st = new(4, rig(4, hands, trump="10H", deck=52), deck=52, throw_in="neighbours")
    # seat 0 leads (9H), defender 1; seat 3 sits opposite and may not throw in
    play(st, "attack 6S", "beat 8S on 6S", "done")
    assert st.to_move == 2 and legal(st) == ["attack 6D", "done"]
    play(st, "done")
    assert st.attacker == 1  # seat 3's 6H was never offered
    st_all = new(4, rig(4, hands, trump="10H", deck=52), deck=52)
    play(st_all, "attack 6S", "beat 8S on 6S", "done", "done")
    assert st_all.to_move == 3 and legal(st_all) == ["attack 8C", "done"]


def test_fool_and_finish_order() -> None:
    st = new(2, rig(2, [P0, P1], trump="10H"), chukotka=True)
    # chukotka: no stock; empty hands go out at once
    set_hand(st, 0, "6S")
    set_hand(st, 1, "7D", "8D")
    play(st, "attack 6S", "take")
    res = st.result()
    assert res["fool"] == 1 and res["finish_order"] == [[0, 1]] and res["winner"] == 0
    assert st.returns() == [1.0, -1.0]


def test_draw_when_last_cards_go_together() -> None:
    st = new(2, rig(2, [P0, P1], trump="10H"), chukotka=True)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "8S")
    play(st, "attack 6S", "beat 8S on 6S")
    assert st.is_terminal() and st.result()["fool"] is None and st.returns() == [0.0, 0.0]
    st2 = new(2, rig(2, [P0, P1], trump="10H"), chukotka=True, draw_allowed=False)
    set_hand(st2, 0, "6S")
    set_hand(st2, 1, "8S")
    play(st2, "attack 6S", "beat 8S on 6S")
    assert st2.result()["fool"] == 1  # the last defender


def test_teams_two_by_two() -> None:
    hands = [P0, P1, ["6D", "7S", "QC", "QD", "KD", "KC"], ["8C", "9S", "9D", "JH", "JD", "AH"]]
    st = new(4, rig(4, hands, trump="10H", deck=52), deck=52, teams="2x2")
    assert st.observation(0)["teams"] == [0, 1, 0, 1]
    assert st.throwers == [0, 2]  # the partner of the defender (3) never throws in
    play(st, "attack 6S", "beat 8S on 6S", "done", "done")
    assert (st.attacker, st.defender) == (1, 2)
    assert st.throwers == [1, 3]


def test_team_loses_together() -> None:
    hands = [P0, P1, ["6D", "7S", "QC", "QD", "KD", "KC"], ["8C", "9S", "9D", "JH", "JD", "AH"]]
    st = new(4, rig(4, hands, trump="10H", deck=52), deck=52, teams="2x2", chukotka=True)
    for s, cs in enumerate((["6S"], ["AS"], [], ["2C"])):
        set_hand(st, s, *cs)
    st.out[2] = True
    play(st, "attack 6S", "beat AS on 6S")
    # seat 0 and 1 are out; only seat 3 (team 1) holds cards: team 1 loses
    res = st.result()
    assert st.is_terminal() and res["fools"] == [[3]]
    assert st.returns() == [1.0, -1.0, 1.0, -1.0]


def test_match_tally_and_next_leader() -> None:
    d1 = rig(2, [P0, P1], trump="10H")
    d2 = rig(2, [P1, P0], trump="10H")
    st = new(2, deals=[d1, d2], match_games=2, chukotka=True)
    set_hand(st, 0, "6S")
    set_hand(st, 1, "7D", "8D")
    play(st, "attack 6S", "take")
    # game 2: dealt, seat 0 (the winner) leads although seat 1 holds the lowest trump
    assert st.game_no == 2 and st.to_move == 0 and st.tally == [0, 1]
    assert st.observation(0)["game_no"] == 2 and st.dealer == 1


def test_illegal_action_message() -> None:
    st = two()
    with pytest.raises(IllegalActionError) as err:
        st.play("attack 6C")
    assert "attack 6♠" in str(err.value) and err.value.text("ru") != str(err.value)


def test_variants_table_and_conflicts() -> None:
    rules = GAME.make_rules(variants=["perevodnoy", "albanian"])
    assert rules.base == "perevodnoy" and rules.albanian  # type: ignore[attr-defined]
    assert GAME.make_rules(variants=["treshka"]).base == "simple"  # type: ignore[attr-defined]
    with pytest.raises(RuleError, match="treshka"):
        GAME.make_rules(variants=["treshka", "perevodnoy"])
    with pytest.raises(RuleError, match="circular"):
        GAME.check_players(3, GAME.make_rules(variants=["circular"]))
    with pytest.raises(RuleError, match="'road' and 'poker'"):
        GAME.make_rules(variants=["road", "poker"])
    with pytest.raises(RuleError, match="trumpless"):
        GAME.make_rules(variants=["trumpless", "two_trump"])
    with pytest.raises(RuleError, match="transfer_by_trump_show"):
        GAME.make_rules(overrides={"transfer_by_trump_show": True})
    with pytest.raises(RuleError, match="2x2"):
        GAME.check_players(3, GAME.make_rules(overrides={"teams": "2x2"}))
    with pytest.raises(RuleError, match="six cards"):
        GAME.check_players(5, GAME.make_rules(overrides={"deck": 24}))
    for key in ("albanian", "armenian", "trumpless", "big", "believe", "two_trump", "road",
                "boring", "chinese", "trump_swap", "royal", "circular", "magadan", "piled",
                "invisible", "reverse", "discard_back", "points", "transfer_any_time",
                "empty", "pursuit", "poker", "treshka", "chukotka", "japanese", "simple_b",
                "simple_v", "transfer_refusal", "english_g"):
        assert key in GAME.variants
        GAME.make_rules(variants=[key])


def test_six_players_whole_deck_shows_the_dealers_last_card() -> None:
    st = new(6, seed=3)
    obs = st.observation(0)
    assert obs["stock_count"] == 0 and obs["trump_card"] is not None
    assert obs["known"][5] == [obs["trump_card"]]  # the dealer (seat 5) holds it


def test_teams_three_by_two_and_transfer_skips_partner() -> None:
    st = new(6, seed=11, teams="3x2", base="perevodnoy", deck=52)
    assert st.observation(0)["teams"] == [0, 1, 2, 0, 1, 2]
    a, d = st.attacker, st.defender
    assert d == (a + 1) % 6 and st.team[a] != st.team[d]
    assert all(st.team[s] != st.team[d] for s in st.throwers)
    assert st.throwers[0] == a and len(st.throwers) == 4
    target, _ = st.hk.transfer_target(st) if st.att else (st.next_opponent(d), 0)
    assert st.team[target] != st.team[d]


def test_three_players_transfer_moves_the_defence_on() -> None:
    p2 = ["6D", "7S", "QC", "QD", "KD", "KC"]
    st = new(3, rig(3, [P0, P1, p2], trump="10H"), base="perevodnoy")
    play(st, "attack 6S", "transfer 6C")
    assert st.defender == 2 and st.attacker == 0
    assert st.throwers == [0, 1]  # the first attacker keeps priority, then the old defender
    play(st, "transfer 6D")
    assert st.defender == 0 and st.throwers == [1, 2]
