"""«Восьмёрка» on rigged deals: the ring and the trump under the stock, drawing and
beating ring cards (compulsory; a choice only among several), the ring to the player to
move, the Durak on the collected cards (lead, cover, take, throw-ins, the limit, the
transfer form), going out, the loser, a draw, the cap, penalties over deals, the deck,
the presets, the hidden stock, the text forms and the computer player."""

from __future__ import annotations

import random

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError
from koloda.engine.game import CHANCE, get_game
from koloda.games.vosmerka.bot import HeuristicAgent
from koloda.games.vosmerka.state import (
    DRAW,
    PASS,
    PLAY,
    RING,
    TAKE,
    TRANSFER,
    VosmerkaState,
    beats,
)

GAME = get_game("vosmerka")
RING8 = ["6S", "7S", "8S", "9S", "6C", "7C", "8C", "9C"]


def P(text: str) -> int:
    return C.parse(text)


def cards(*texts: str) -> list[int]:
    return [P(t) for t in texts]


def order(first: list[str], size: int = 36) -> list[int]:
    head = cards(*first)
    return head + [c for c in C.deck(size) if c not in head]


def new(players: int, first: list[str], size: int = 36, **rules: object) -> VosmerkaState:
    rules.setdefault("deck", size)
    st = GAME.new_state(players, GAME.make_rules(overrides=rules), seed=1,
                        deals=[order(first, size)])
    assert isinstance(st, VosmerkaState)
    st.apply_chance()
    return st


def at_durak(hands: list[list[str]], trump: str = "H", **rules: object) -> VosmerkaState:
    """A white-box start of the second part: these hands, no stock, no ring; the rest of
    the deck lies out of play."""
    st = new(len(hands), [*RING8, "6H"], **rules)
    st.hands = [cards(*h) for h in hands]
    st.trump = C.SUIT_ASCII.index(trump)
    st.ring, st.stock, st.drawn = [], [], -1
    held = {c for h in st.hands for c in h}
    st.discard = [c for c in st.deck if c not in held]
    st._start_play()
    return st


def play(st: VosmerkaState, *moves: str) -> None:
    for m in moves:
        st.play(m)


# --- the ring ---------------------------------------------------------------------------

def test_the_ring_the_trump_under_the_stock_and_a_compulsory_beat() -> None:
    # 10D (seat 0) beats nothing: into the ring; 10S (seat 1) beats four spades: a choice
    st = new(2, [*RING8, "6H", "10D", "10S", "JD"])
    assert st.trump == C.HEARTS and st.trump_card == P("6H")
    assert st.stock[0] == P("6H")  # the trump is drawn last
    assert st.ring == cards(*RING8, "10D")
    assert st.current_player() == 1 and st.drawn == P("10S")
    assert st.legal_actions() == [RING + c for c in cards("6S", "7S", "8S", "9S")]
    # the stock is hidden, the trump under it is not
    assert st.unseen(0) == C.mask_of(st.stock) & ~(1 << P("6H"))
    assert st.observation(0)["trump_card"] == "6H"
    before = st.clone()
    play(st, "beat 9S")
    assert st.hands[1] == cards("9S", "10S")
    # seat 0 draws JD: it beats only the 10D, so it does at once; seat 1 draws JS next
    assert st.hands[0] == cards("10D", "JD")
    assert P("10D") not in st.ring
    assert st.current_player() == 1 and st.drawn == P("JS")
    assert before.narrate(RING + P("9S"), st, 0, "en") == ["You: J♦ on 10♦, both kept"]


def test_a_card_that_cannot_beat_a_ring_card_is_refused() -> None:
    st = new(2, [*RING8, "6H", "10D", "10S"])
    snap = st.observation(1)
    with pytest.raises(IllegalActionError) as err:
        st.play("beat 9C")
    assert "does not beat" in str(err.value) and "не бьёт" in str(err.value.ru)
    assert st.observation(1) == snap


def test_trumps_beat_plain_cards_and_lower_trumps() -> None:
    h = C.HEARTS
    assert beats(P("6H"), P("AS"), h) and beats(P("7H"), P("6H"), h)
    assert not beats(P("6H"), P("7H"), h) and not beats(P("AS"), P("6H"), h)
    assert beats(P("QS"), P("JS"), h) and not beats(P("QD"), P("JS"), h)


def test_the_player_to_move_when_the_stock_runs_out_takes_the_ring() -> None:
    st = new(3, [*RING8, "6H", "10D", "10S"])
    # white box: the stock down to its last card, the trump 6H, which seat 2 draws
    st.drawn = -1
    st.ring = cards("7S", "8C", "QD")
    st.stock = [P("6H")]
    st.hands = [cards("AS"), [], cards("KC")]
    st.turn = 2
    st._draw_on()  # 6H beats all three: a choice for seat 2
    assert st.legal_actions() == [RING + c for c in cards("7S", "8C", "QD")]
    play(st, "beat QD")
    # the stock is out: seat 0 (to move) takes the ring; seat 1 has nothing and is out
    assert st.phase == PLAY
    assert st.hands == [cards("7S", "AS", "8C"), [], cards("KC", "QD", "6H")]
    assert st.out == [1]
    assert st.current_player() == 2  # the lowest (only) trump leads


def test_a_player_alone_with_cards_after_the_ring_loses_at_once() -> None:
    st = at_durak([["7S", "8S"], []], deals=1)
    assert st.is_terminal() and st.penalties == [1, 0] and st.sheet == [((0,), False)]


# --- the Durak -------------------------------------------------------------------------

def test_cover_then_throw_in_then_beaten_off_and_the_defender_attacks() -> None:
    st = at_durak([["6H", "7S", "7C", "AD"], ["8S", "9C", "KD", "QS"], ["10S", "JD"]])
    assert st.current_player() == 0 and st.attacker == 0 and st.defender == 1
    play(st, "7S")
    assert set(st.legal_actions()) == {P("8S"), P("QS"), TAKE}
    play(st, "8S")
    # all covered: the attacker may throw in a 7 or an 8 (7C), or pass
    assert st.legal_actions() == [P("7C"), PASS]
    play(st, "7C", "9C")
    # seat 0 has nothing more of those ranks: seat 2 is asked, has none: beaten off
    assert st.table == [] and st.discard[-4:] == cards("7S", "8S", "7C", "9C")
    assert st.attacker == 1 and st.defender == 2 and st.current_player() == 1


def test_a_pass_asks_the_next_thrower() -> None:
    st = at_durak([["6H", "7S", "7C"], ["8S", "9C", "KD"], ["7D", "JD"]])
    play(st, "7S", "8S", "pass")
    assert st.current_player() == 2 and st.legal_actions() == [P("7D"), PASS]
    play(st, "7D", "KD")
    assert st.current_player() == 0  # after a cover the attacker is asked first again


def test_taking_with_throw_ins_and_the_next_player_attacks() -> None:
    st = at_durak([["6H", "7S", "7C", "AD"], ["8D", "9D", "KD"], ["7D", "JD"]])
    play(st, "7S")
    assert st.legal_actions() == [TAKE]  # nothing of spades, no trump
    play(st, "take")
    assert st.taking and st.current_player() == 0
    play(st, "7C")  # the taker is given a 7C; seat 0 has no more 7s: seat 2 is asked
    assert st.current_player() == 2
    play(st, "7D")
    assert st.hands[1] == cards("7S", "7C", "7D", "8D", "9D", "KD")
    assert st.attacker == 2 and st.defender == 0


def test_the_bout_holds_no_more_cards_than_the_defender_had() -> None:
    st = at_durak([["6H", "7S", "7C", "7D"], ["8S", "9C"], ["KS", "KC"]])
    play(st, "7S", "8S", "7C", "9C")
    # two covered: the defender held two, so no third card may come
    assert st.table == [] and st.discard[-4:] == cards("7S", "8S", "7C", "9C")


def test_the_transfer_form_passes_the_attack_on() -> None:
    hands = [["6H", "7S", "AD"], ["7C", "9C", "KD"], ["8S", "QS", "AS"]]
    st = at_durak(hands)
    play(st, "7S")
    assert not any(a >= TRANSFER and a < TAKE for a in st.legal_actions())
    st = at_durak(hands, form="perevodnoy")
    play(st, "7S")
    assert TRANSFER + P("7C") in st.legal_actions()
    play(st, "transfer 7C")
    assert st.defender == 2 and st.attacker == 1 and st.current_player() == 2
    assert [a for a, _ in st.table] == cards("7S", "7C")
    assert set(st.legal_actions()) == {P("8S"), P("QS"), P("AS"), TAKE}
    play(st, "8S")  # covers the first open card, the 7S
    assert st.table[0][1] == P("8S") and st.current_player() == 2
    with pytest.raises(IllegalActionError):
        st.play("transfer 7S")  # no transfer once something is covered


def test_no_transfer_onto_a_player_without_cards_enough() -> None:
    st = at_durak([["6H", "7S"], ["7C", "9C", "KD"], ["8S"]], form="perevodnoy")
    play(st, "7S")
    # seat 2 would face two cards with one: no transfer
    assert set(st.legal_actions()) == {TAKE}


def test_the_last_with_cards_loses_and_both_out_together_is_a_draw() -> None:
    st = at_durak([["7S", "6H"], ["8S"]], deals=1)
    # 6H is the lowest trump: seat 0 leads it; seat 1 cannot cover a trump with 8S
    play(st, "6H", "take")
    # seat 1 (took) does not attack: the next after it, seat 0, does
    assert st.attacker == 0 and st.current_player() == 0
    play(st, "7S", "8S")
    # seat 0 out; seat 1 covered with 8S and holds 6H: left with cards
    assert st.is_terminal() and st.penalties == [0, 1]
    # a draw: the last two run out together (white box: a bout set up directly)
    st = at_durak([["7S", "6H"], ["8S"]], deals=1)
    st.hands = [cards("7S"), cards("8S")]
    st.attacker, st.defender, st.turn = 0, 1, 0
    st.limit = 1
    play(st, "7S", "8S")
    assert st.is_terminal() and st.sheet == [((), False)] and st.penalties == [0, 0]
    assert st.returns() == [0.5, 0.5]


def test_the_cap_makes_the_holder_of_most_cards_the_loser() -> None:
    st = at_durak([["6H", "7S", "8C"], ["9D", "10D", "JD", "QD"]], cap=10, deals=1)
    st.moves = 9  # (white box: nine moves made) the tenth
    play(st, "6H")
    assert st.is_terminal() and st.sheet == [((1,), True)] and st.penalties == [0, 1]


def test_the_deals_the_penalties_and_the_winner() -> None:
    st = at_durak([["7S", "8S"], []], deals=2)
    assert st.penalties == [1, 0] and st.current_player() == CHANCE
    st.apply_chance()
    assert st.dealer == 0 and st.phase in (DRAW, PLAY)
    assert st.search_values() is None
    st2 = at_durak([["7S", "8S"], []], deals=3)
    v = st2.search_values()
    assert v is not None and v[1] > 0.5 > v[0]


def test_the_deck_and_the_presets() -> None:
    st = new(4, [], size=52)
    assert len(st.deck) == 52 and len(st.stock) + len(st.ring) + sum(map(len, st.hands)) \
        + (st.drawn >= 0) == 52 - 0
    assert GAME.make_rules("full52").deck == 52  # type: ignore[attr-defined]
    assert GAME.make_rules("one").deals == 1  # type: ignore[attr-defined]
    assert GAME.make_rules("perevodnoy").form == "perevodnoy"  # type: ignore[attr-defined]


# --- hidden cards, texts, the computer player ------------------------------------------

def test_resample_shuffles_only_the_stock_and_keeps_the_trump_at_its_bottom() -> None:
    st = new(3, [*RING8, "6H", "10D", "10S"])
    for seat in range(3):
        w = st.resample(seat, random.Random(seat))
        assert w.observation(seat) == st.observation(seat)
        assert w.stock[0] == P("6H") and sorted(w.stock) == sorted(st.stock)
        assert w.ring == st.ring and w.hands == st.hands


def test_texts_round_trip_and_bad_text_is_refused() -> None:
    st = new(2, [*RING8, "6H", "10D", "10S"])
    for a in st.legal_actions():
        assert st.text_to_action(st.action_to_text(a)) == a
    assert st.text_to_action("9S") == RING + P("9S")  # a card names the ring card here
    assert st.describe_action(RING + P("9S"), "ru") == "10♠ бьёт 9♠"
    d = at_durak([["6H", "7S"], ["7C", "9C"]], form="perevodnoy")
    for text, action in (("take", TAKE), ("бито", PASS), ("перевод 7C", TRANSFER + P("7C")),
                         ("Дч", P("QH")), ("play 7S", P("7S"))):
        assert d.text_to_action(text) == action
        assert d.text_to_action(d.action_to_text(action)) == action
    for bad in ("beat", "transfer", "", "QH QH", "JOKER", "beat 11X"):
        with pytest.raises(ParseError):
            d.text_to_action(bad)


def test_the_computer_takes_the_strongest_ring_card_and_covers_cheaply() -> None:
    st = new(2, [*RING8, "6H", "10D", "10S"])
    bot = HeuristicAgent(1, random.Random(1))
    assert bot.act(st.observation(1), st.legal_actions()) == RING + P("9S")
    d = at_durak([["6H", "7S"], ["8S", "KS", "7H"]])
    play(d, "7S")
    bot = HeuristicAgent(1, random.Random(1))
    assert bot.act(d.observation(1), d.legal_actions()) == P("8S")
    d = at_durak([["6H", "7S"], ["7C", "KS", "7H"], ["8D", "9D", "10D"]],
                 form="perevodnoy")
    play(d, "7S")
    assert bot.act(d.observation(1), d.legal_actions()) == TRANSFER + P("7C")
