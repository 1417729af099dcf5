"""«Верю — не верю» on rigged deals: fours put aside, true and false plays doubted, the
pile taken, the round's rank, the last cards, the variants (fours kept, any number of
cards, one card turned over), the cap, what each seat may know, and a computer player
that lies and doubts, but not always."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import get_game
from koloda.games.veryu.bot import HeuristicAgent
from koloda.games.veryu.state import ACCEPT, CLAIM, DOUBT, VeryuState

GAME = get_game("veryu")


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def texts(hand: list[int]) -> str:
    return " ".join(C.to_text(c) for c in hand)


def rig(hands: list[list[int]], dealer: int = 0) -> list[int]:
    """The deck order that deals ``hands``: one card at a time, the last to the dealer."""
    n = len(hands)
    total = sum(len(h) for h in hands)
    order = [0] * total
    taken = [0] * n
    for i in range(total):
        s = (dealer - (total - 1 - i)) % n
        order[i] = hands[s][taken[s]]
        taken[s] += 1
    assert taken == [len(h) for h in hands]
    return order


def new(hands: list[str], **rules: object) -> VeryuState:
    state = GAME.new_state(len(hands), GAME.make_rules(overrides=rules), seed=1,
                           deals=[rig([cards(h) for h in hands])])
    assert isinstance(state, VeryuState)
    state.apply_chance()
    return state


DEAL = ["6S 6C 6D 6H 7S 7C 7D 8S 8C 8D 9S 9C 10S 10C JS JC QS KS",
        "7H 8H 9D 9H 10D 10H JD JH QC QD QH KC KD KH AS AC AD AH"]
# every rank a four but the tens: two tens each are all that is left
SHORT = ["6S 6C 6D 6H 7S 7C 7D 7H 8S 8C 8D 8H 9S 9C 9D 9H 10S 10C",
         "10D 10H JS JC JD JH QS QC QD QH KS KC KD KH AS AC AD AH"]


def play(state: VeryuState, *moves: str) -> None:
    for m in moves:
        state.play(m)


def test_the_deal_puts_fours_aside_and_the_dealer_leads() -> None:
    state = new(DEAL)
    assert texts(state.fours[0]) == "6S 6C 6D 6H"
    assert texts(state.fours[1]) == "AS AC AD AH"
    assert [len(h) for h in state.hands] == [14, 14]
    assert state.current_player() == 0
    assert state.legal_actions() == state.hands[0]  # a lead: a card first


def test_a_true_play_doubted_goes_to_the_doubter() -> None:
    state = new(DEAL)
    play(state, "put 7S", "7C")
    assert CLAIM + 7 in state.legal_actions() and CLAIM + 14 in state.legal_actions()
    state.play("claim 7")
    assert state.current_player() == 1
    assert DOUBT in state.legal_actions()
    state.play("doubt")
    assert state.reveal == (1, 0, tuple(cards("7S 7C")), True, 1, 2)
    assert texts(state.hands[1]).split().count("7S") == 1 and len(state.hands[1]) == 16
    assert state.current_player() == 0  # the one after the taker leads anew
    assert state.rank == 0 and state.plays == []
    assert state.observation(0)["known"][1] == ["7S", "7C"]  # turned over: known to all


def test_a_lie_doubted_goes_back_to_the_liar() -> None:
    state = new(DEAL)
    play(state, "put QS", "claim K")
    state.play("не верю")
    assert state.reveal is not None and state.reveal[3] is False
    assert C.parse("QS") in state.hands[0] and len(state.hands[0]) == 14
    assert state.current_player() == 1  # the doubter leads the new round


def test_believing_means_playing_the_same_rank() -> None:
    state = new(DEAL)
    play(state, "put 7D", "claim 7")
    play(state, "put KD")
    assert [a for a in state.legal_actions() if a >= CLAIM] == [CLAIM + 7]
    with pytest.raises(IllegalActionError) as err:
        state.play("claim K")
    assert "семёрки" in err.value.ru
    state.play("claim 7")  # a lie: the king of diamonds
    state.play("doubt")
    assert state.reveal is not None and state.reveal[4] == 1  # the liar takes both plays
    assert {C.parse("7D"), C.parse("KD")} <= set(state.hands[1])


def test_a_four_gathered_from_the_pile_is_put_aside() -> None:
    state = new(DEAL)
    play(state, "put 7D", "claim 7", "put 7H", "claim 7", "doubt")  # seat 0 doubts a truth
    assert texts(state.fours[0][-4:]) == "7S 7C 7D 7H"
    assert not any(C.rank_of(c) == 7 for c in state.hands[0])


def test_the_last_cards_win_once_believed() -> None:
    state = new(SHORT)
    assert texts(state.hands[0]) == "10S 10C" and texts(state.hands[1]) == "10D 10H"
    play(state, "put 10S", "put 10C", "claim 10")
    assert state.legal_actions() == [DOUBT, ACCEPT]  # no playing on an empty hand
    believed = state.clone()
    believed.play("верю")
    assert believed.is_terminal() and believed.returns() == [1.0, 0.0]
    state.play("doubt")  # true: the doubter takes them, makes a four, and still loses
    assert state.is_terminal() and state.winners() == [0]
    assert texts(state.fours[1][-4:]) == "10S 10C 10D 10H"


def test_last_cards_that_lie_come_back() -> None:
    state = new(SHORT)
    play(state, "put 10S", "put 10C", "claim J", "doubt")
    assert not state.is_terminal()
    assert texts(state.hands[0]) == "10S 10C" and state.current_player() == 1


def test_at_most_four_cards_a_play_unless_any_number() -> None:
    state = new(DEAL)
    play(state, "7S", "7C", "7D", "8S")
    assert all(a >= CLAIM for a in state.legal_actions())
    with pytest.raises(IllegalActionError):
        state.play("8C")
    free = new(DEAL, most=0)
    play(free, "7S", "7C", "7D", "8S", "8C")
    free.play("claim 7")
    assert free.observation(1)["plays"] == [[0, 5]]


def test_one_card_turned_over() -> None:
    state = new(DEAL, turn_over="one")
    play(state, "7S", "QS", "claim 7")
    assert state.legal_actions()[-2:] == [DOUBT + 1, DOUBT + 2]
    assert DOUBT not in state.legal_actions()
    truthful = state.clone()
    truthful.play("doubt 1")  # the seven: true, the doubter takes the pile
    assert truthful.reveal is not None and truthful.reveal[2:5] == ((C.parse("7S"),), True, 1)
    state.play("doubt 2")  # the queen: a lie
    assert state.reveal is not None and state.reveal[2:5] == ((C.parse("QS"),), False, 0)
    assert state.observation(1)["known"][0] == ["QS"]  # the other card stays unknown


def test_fours_kept() -> None:
    state = new(DEAL, fours=False)
    assert state.fours == [[], []] and [len(h) for h in state.hands] == [18, 18]


def test_the_cap_stops_the_game_and_the_fewest_cards_win() -> None:
    state = new(DEAL, cap=50)
    state.moves = 49
    play(state, "7S", "7C", "claim 7")
    assert state.is_terminal() and state.winner is None
    assert state.winners() == [0] and state.returns() == [1.0, 0.0]  # 12 cards against 14


def test_the_pile_tells_a_seat_only_its_own_cards() -> None:
    state = new(DEAL)
    play(state, "7S", "7C")
    obs1 = state.observation(1)
    assert obs1["current"] == [None, None] and obs1["pile"] == 2
    assert obs1["pile_known"] == []
    assert state.observation(0)["current"] == ["7S", "7C"]
    state.play("claim 7")
    play(state, "KD", "claim 7")
    assert state.observation(1)["pile_known"] == ["KD"]
    assert state.observation(0)["pile_known"] == ["7S", "7C"]
    assert state.unseen(0) >> C.parse("KD") & 1 and not state.unseen(1) >> C.parse("KD") & 1
    assert state.describe_move(C.parse("9S"), 1, "ru") == "кладёт карту"


def test_cards_taken_are_known_until_their_holder_puts_a_card_down() -> None:
    state = new(DEAL)
    play(state, "7S", "7C", "claim 7", "doubt")  # seat 1 takes two known sevens
    play(state, "8S", "claim 8")
    assert state.observation(0)["known"][1] == ["7S", "7C"]
    state.play("7H")  # seat 1 puts some card down: it may be one of them
    assert state.observation(0)["known"][1] == []
    assert state.unseen(0) >> C.parse("7S") & 1


def test_texts() -> None:
    state = new(DEAL)
    assert state.text_to_action("не верю") == DOUBT
    assert state.text_to_action("claim Д") == CLAIM + 12
    assert state.text_to_action("объявить 10") == CLAIM + 10
    assert state.text_to_action("Дп") == C.parse("QS")
    assert state.action_to_text(DOUBT + 2) == "doubt 2"
    play(state, "7S", "7C")
    assert state.describe_action(CLAIM + 7, "ru") == "объявить: 2 семёрки"
    assert state.describe_action(CLAIM + 6, "en") == "say: 2 sixes"
    state.play("claim Q")
    after = state.clone()
    after.play("doubt")
    lines = state.narrate(DOUBT, after, None, "ru", ["Аня", "Боря"])
    assert lines == ["открыто: 7♠ 7♣ — обман; Аня берёт 2 карты"]
    for bad in ("claim", "doubt x", "put", "верю верю", "ZZ"):
        with pytest.raises(ParseError):
            state.text_to_action(bad)


def test_refusals_change_nothing() -> None:
    state = new(DEAL)
    before = state.clone()
    for typed in ("claim Q", "doubt", "верю", "AH"):
        with pytest.raises(IllegalActionError):
            state.play(typed)
    assert state.history == before.history and state.observation(0) == before.observation(0)


def _decisions(position: VeryuState, seat: int, tries: int) -> list[int]:
    out = []
    for k in range(tries):
        agent = HeuristicAgent(seat, random.Random(k))
        out.append(agent.act(position.observation(seat), position.legal_actions()))
    return out


def test_the_computer_doubts_a_sure_lie_and_mixes_otherwise() -> None:
    state = new(DEAL)
    play(state, "QS", "claim A")  # every ace is put aside: a sure lie
    assert set(_decisions(state, 1, 30)) == {DOUBT}
    state = new(DEAL)
    play(state, "8S", "claim 8")  # seat 1 holds one eight: two are unaccounted for
    choices = _decisions(state, 1, 60)
    assert DOUBT in choices and any(a < CLAIM for a in choices)


def test_the_computer_lies_now_and_then_and_not_always() -> None:
    state = new(DEAL)
    extra = 0
    leads = set()
    for k in range(60):
        world = state.clone()
        agent = HeuristicAgent(0, random.Random(k))
        while world.current_player() == 0:
            world.apply(agent.act(world.observation(0), world.legal_actions()))
        played = world.plays[-1][1]
        leads.add(world.rank)
        extra += any(C.rank_of(c) != world.rank for c in played)
    assert 0 < extra < 40  # it slips in a card more now and then, not always
    assert len(leads) > 1  # and does not always lead the same rank


def test_the_computer_ends_a_play_it_did_not_begin_with_a_fitting_claim() -> None:
    state = new(DEAL)
    play(state, "7S", "7C")  # begun by someone else (a search's play-out takes over here)
    assert set(_decisions(state, 0, 20)) == {CLAIM + 7}
    play(state, "claim 7", "QC")  # the follower's play, taken over: the round's rank
    assert set(_decisions(state, 1, 20)) == {CLAIM + 7}


def test_the_52_card_deck() -> None:
    deck = sorted(C.deck(52))
    state = GAME.new_state(4, GAME.make_rules(overrides={"deck": 52}), seed=1, deals=[deck])
    assert isinstance(state, VeryuState)
    state.apply_chance()
    # sorted by rank, dealt round four players: each gets one of every rank, no four
    assert [len(h) for h in state.hands] == [13, 13, 13, 13]
    assert state.fours == [[], [], [], []]
    state.play("2S" if C.parse("2S") in state.hands[0] else C.to_text(state.hands[0][0]))
    claims = [a - CLAIM for a in state.legal_actions() if a >= CLAIM]
    assert claims == list(range(2, 15))  # twos to aces may be said


def test_the_log_tells_fours_put_aside() -> None:
    state = new(DEAL)
    play(state, "put 7D", "claim 7", "put 7H", "claim 7")
    after = state.clone()
    after.play("doubt")
    lines = state.narrate(DOUBT, after, 0, "ru", ["Вы", "Боря"])
    assert lines == ["открыто: 7♥ — правда; вы берёте 2 карты", "Вы: 4 семёрки в сброс"]
    assert state.narrate(DOUBT, after, 0, "en", ["You", "Bob"])[1] == "You: 4 sevens put aside"


def test_the_picture_shows_the_pile_as_a_count() -> None:
    from koloda.engine.picture import MoveRef

    state = new(DEAL)
    play(state, "7S", "QS")
    obs = state.observation(1)
    pic = GAME.view(obs, 1, [], "ru", ["Аня", "Боря"])
    pile = next(z for z in pic.zones if z.id == "pile")
    assert pile.cards == () and pile.count == 2
    assert next(z for z in pic.zones if z.id == "current").cards == (None, None)
    state.play("claim 7")
    moves = [MoveRef(a, state.action_to_text(a), state.describe_action(a))
             for a in state.legal_actions()]
    pic = GAME.view(state.observation(1), 1, moves, "ru", ["Аня", "Боря"])
    assert next(z for z in pic.zones if z.id == "play").label == "Аня: «2 семёрки»"
    assert pic.status == "Ваш ход: «не верю» или кладите карты (объявлены семёрки)"
    assert sum(1 for c in pic.controls if c.button) == 1  # the doubt


def test_worlds_believe_a_claim_more_often_than_a_uniform_deal_would() -> None:
    from koloda.games.veryu.state import HONEST

    state = new(DEAL)
    play(state, "QS", "KS", "claim 7")  # a lie; seat 1 holds one seven, two are unseen
    rng = random.Random(5)
    true_worlds = 0
    for _ in range(300):
        world = state.resample(1, rng)
        assert world.observation(1) == state.observation(1)
        true_worlds += all(C.rank_of(c) == 7 for c in world.plays[-1][1])
    # uniform: two sevens among the 14 unseen cards fill both places once in 91 deals
    assert 0.75 * HONEST < true_worlds / 300 < 1.25 * HONEST
    for _ in range(10):  # a seat's own play is never dealt again, nor reordered
        assert state.resample(0, rng).plays[-1][1] == cards("QS KS")
