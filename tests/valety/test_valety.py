"""«Валеты» on rigged deals: the order of the trumps, following suit, every outcome of
a deal («рожок», «тринька», draws, all nine tricks), the end and the stakes, and the
hidden cards."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.constrained_deal import deal_places
from koloda.engine.errors import IllegalActionError, RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.valety.cards import TRUMPS, kind, legal_cards, trick_winner
from koloda.games.valety.state import ValetyState, deal_outcome

GAME = get_game("valety")


def P(text: str) -> int:
    return C.parse(text)


def rig(hands: list[str]) -> list[int]:
    """The deck order that deals these four hands (the first deal: card i to seat i % 4)."""
    split = [[P(t) for t in h.split()] for h in hands]
    assert all(len(h) == 9 for h in split)
    out = [split[i % 4][i // 4] for i in range(36)]
    assert sorted(out) == sorted(C.deck(36))
    return out


def new(hands: list[str], **rules: object) -> ValetyState:
    st = GAME.new_state(4, GAME.make_rules(overrides=rules), seed=1, deals=[rig(hands)])
    assert isinstance(st, ValetyState)
    st.apply_chance()
    return st


ONE = ["AS AH KH QH 10H 9H 8H 7H 6H",
       "6C JC JS JH JD AC KC QC 6S",
       "KS QS 10S 9S 8S 7S 10C 9C 8C",
       "7C AD KD QD 10D 9D 8D 7D 6D"]
ONE_PLAY = ("AS 6S 7S 6D  6H QC 8S 7D  KC 8C 7C 7H  AC 9C 8D 8H  JD 10C 9D 9H  "
            "JH 9S 10D 10H  JS 10S QD QH  JC QS KD KH  6C KS AD AH")
THREE = ["AS KS QS AH KH QH 10H 9H 8H",
         "6C JC JS JH JD AC 6S 7S 8S",
         "10S 9S KC QC 10C 9C 8C 7C 7H",
         "6H AD KD QD 10D 9D 8D 7D 6D"]
THREE_PLAY = ("AS 6S 9S 6D  KS 7S 10S 7D  QS 8S 7H 8D  AH 6C 7C 6H  JC KC 9D KH  "
              "JS QC 10D QH  JH 10C QD 10H  JD 9C KD 9H  AC 8C AD 8H")
NINE = ["6C JC JS JH JD AC KC QC 10C",
        "AS KS QS 10S 9S 8S 7S 6S 9C",
        "AH KH QH 10H 9H 8H 7H 6H 8C",
        "AD KD QD 10D 9D 8D 7D 6D 7C"]
NINE_PLAY = ("6C 9C 8C 7C  JC AS AH AD  JS KS KH KD  JH QS QH QD  JD 10S 10H 10D  "
             "AC 9S 9H 9D  KC 8S 8H 8D  QC 7S 7H 7D  10C 6S 6H 6D")


def play(st: ValetyState, moves: str) -> None:
    for m in moves.split():
        st.play(m)


def test_the_trumps_run_from_the_six_of_clubs_through_the_jacks_to_the_seven() -> None:
    assert [C.to_text(c) for c in TRUMPS] == [
        "6C", "JC", "JS", "JH", "JD", "AC", "KC", "QC", "10C", "9C", "8C", "7C"]
    assert trick_winner([P("JC"), P("6C"), P("AC"), P("7C")], 0, 4) == 1
    assert trick_winner([P("AC"), P("JD"), P("KC"), P("QC")], 2, 4) == 3
    assert trick_winner([P("6H"), P("AH"), P("7C"), P("JH")], 0, 4) == 3  # jack trumps
    assert trick_winner([P("KS"), P("AH"), P("QS"), P("6D")], 0, 4) == 0  # off-suit loses


def test_a_jack_is_a_trump_not_a_card_of_its_suit() -> None:
    hand = [P("JH"), P("6S"), P("AD")]
    assert sorted(legal_cards(hand, [P("AH")])) == sorted(hand)  # no heart: anything
    assert legal_cards(hand, [P("7C")]) == [P("JH")]  # a trump led: the jack follows
    assert legal_cards([P("AS"), P("6C")], [P("JS")]) == [P("6C")]


@pytest.mark.parametrize("tricks,outcome", [
    ((1, 8), (0, 1, False)), ((8, 1), (1, 1, False)), ((3, 6), (0, 3, False)),
    ((6, 3), (1, 3, False)), ((2, 7), (-1, 0, False)), ((7, 2), (-1, 0, False)),
    ((4, 5), (-1, 0, False)), ((5, 4), (-1, 0, False)), ((0, 9), (0, 0, True)),
    ((9, 0), (1, 0, True))])
def test_every_split_of_the_nine_tricks(tricks: tuple[int, int],
                                        outcome: tuple[int, int, bool]) -> None:
    assert deal_outcome(tricks) == outcome


def test_rozhok_the_pair_with_one_trick_writes_off_one() -> None:
    st = new(ONE)
    play(st, ONE_PLAY)
    assert st.pair_tricks() == (1, 8)
    assert st.record == [14, 15] and st.current_player() == CHANCE
    assert st.sheet[-1] == (1, 8, 0, 1, 14, 15, False)
    assert st.dealer == 0  # the deal passed left


def test_trinka_the_pair_with_three_tricks_writes_off_three() -> None:
    st = new(THREE)
    play(st, THREE_PLAY)
    assert st.pair_tricks() == (3, 6) and st.record == [12, 15]


def test_writing_off_the_whole_record_wins_and_the_losers_pay_what_they_have_left() -> None:
    st = new(THREE, target=3)
    play(st, THREE_PLAY)
    assert st.is_terminal() and st.winner == 0 and st.stake == 3
    assert st.returns() == [3.0, -3.0, 3.0, -3.0]
    st = new(ONE, target=1)
    play(st, ONE_PLAY)
    assert st.returns() == [1.0, -1.0, 1.0, -1.0]


def test_all_nine_tricks_lose_at_once_paying_the_record_doubled() -> None:
    st = new(NINE)
    play(st, NINE_PLAY)
    assert st.pair_tricks() == (9, 0)
    assert st.is_terminal() and st.winner == 1 and st.stake == 30
    assert st.returns() == [-30.0, 30.0, -30.0, 30.0]
    assert st.result()["winner"] == 1


def test_a_draw_writes_nothing_off() -> None:
    st = new(ONE)
    play(st, ONE_PLAY)
    st2 = st.clone()
    st2.won = [2, 3, 2, 2]  # a 4-5 split
    st2.dealt = True
    st2._score()
    assert st2.record == [14, 15] and st2.sheet[-1][2] == -1


def test_a_wrong_card_is_refused_and_changes_nothing() -> None:
    st = new(ONE)
    play(st, "AS")
    assert st.refusal(P("AD"), "en") == "you do not hold A♦"
    assert st.refusal(P("6C"), "ru") is not None  # the second seat holds 6S: spades
    before = st.clone()
    with pytest.raises(IllegalActionError):
        st.play("6C")
    assert st.history == before.history and st.hands == before.hands


def test_only_four_players() -> None:
    with pytest.raises(RuleError):
        GAME.check_players(3, GAME.make_rules())


def test_resample_keeps_what_the_seat_knows() -> None:
    st = new(ONE)
    play(st, "AS 6S 7S 6D")  # the fourth seat showed out of spades
    rng = random.Random(2)
    for _ in range(30):
        world = st.resample(0, rng)
        assert world.observation(0) == st.observation(0)
        assert all(C.suit_of(c) != 0 or C.rank_of(c) == 11 for c in world.hands[3])


def test_the_hidden_deal_keeps_sizes_and_voids() -> None:
    rng = random.Random(0)
    cards = [P(t) for t in ("AS", "KS", "JS", "6C", "AH", "KH")]
    voids = [1 << 4, 1 << 0, 0]  # kinds: no trump; no plain spade; anything
    barred = [C.mask_of(c for c in cards if v >> kind(c) & 1) for v in voids]
    for _ in range(40):
        got = deal_places(cards, [2, 2, 2], barred, rng)
        assert [len(g) for g in got] == [2, 2, 2]
        assert P("JS") not in got[0] and P("6C") not in got[0]
        assert P("AS") not in got[1] and P("KS") not in got[1]
