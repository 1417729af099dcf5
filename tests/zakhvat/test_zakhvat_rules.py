"""«Захват» on rigged deals: the deal, the debt of each court card, who pays (the right
neighbour or the next player), the chain rule, the pile going to the court card's layer,
a payer running short, the aim of being first out, the time limit, two packs, refusals,
text forms, what each seat may know."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import get_game
from koloda.games.zakhvat.state import LAY, ZakhvatState

GAME = get_game("zakhvat")


def rig(players: int, heads: dict[int, list[str]], decks: int = 1) -> list[C.Card]:
    """A deck order that deals each seat's stack (dealer 0: card i goes to seat
    (1 + i) % players) starting with the given cards, the rest in a fixed order."""
    want = {s: [C.parse(t) for t in cards] for s, cards in heads.items()}
    used = {c for cards in want.values() for c in cards}
    rest = [c for c in C.deck(52, copies=decks) if c not in used]
    rest.sort(key=lambda c: C.rank_of(c) in (11, 12, 13, 14))  # pips first: no surprises
    out = []
    for i in range(52 * decks):
        seat = (1 + i) % players
        out.append(want[seat].pop(0) if want.get(seat) else rest.pop(0))
    return out


def new(players: int, deal: list[C.Card], **rules: Any) -> ZakhvatState:
    s = GAME.new_state(players, GAME.make_rules(overrides=rules), 1, [deal])
    assert isinstance(s, ZakhvatState)
    s.apply_chance()
    return s


def lay(s: ZakhvatState, times: int = 1) -> None:
    for _ in range(times):
        s.play("turn")


def pile(s: ZakhvatState) -> list[str]:
    return [C.to_text(c) for c in s.pile]


KING = rig(3, {1: ["2S", "3S", "4S", "5S"], 2: ["KS", "6S"], 0: ["7S", "8S", "9S", "10S"]})


def test_the_deal_shares_every_card_face_down() -> None:
    s = new(3, KING)
    assert [len(x) for x in s.stacks] == [17, 18, 17]  # the first from the dealer: one more
    assert s.current_player() == 1
    assert s.unseen(1) == C.mask_of(C.deck(52))  # not even one's own cards are seen
    assert s.legal_actions() == [LAY]


def test_the_right_neighbour_pays_and_the_layer_takes_the_pile() -> None:
    s = new(3, KING)
    lay(s, 2)  # 2S by seat 1, KS by seat 2
    assert s.claimant == 2 and s.owed == 3 and s.current_player() == 1
    assert s.describe_action(LAY, "en") == "pay a card"
    lay(s, 3)  # seat 1 pays 3S 4S 5S
    assert s.pile == [] and s.claimant is None
    assert [C.to_text(c) for c in s.stacks[2][-5:]] == ["2S", "KS", "3S", "4S", "5S"]
    assert s.last is not None and s.last[0] == 2
    assert s.current_player() == 2  # the taker lays next
    # all saw the pile go under his stack: those cards are no longer hidden
    assert not s.unseen(0) >> C.parse("KS") & 1 and s.hidden[2] == 16


@pytest.mark.parametrize("card,debt", [("AS", 4), ("KS", 3), ("QS", 2), ("JS", 1)])
def test_each_court_card_has_its_debt(card: str, debt: int) -> None:
    s = new(2, rig(2, {1: [card]}))
    lay(s)
    assert s.owed == debt and s.current_player() == 0


def test_the_next_player_pays_with_the_rule() -> None:
    s = new(3, KING, payer="next")
    lay(s, 2)
    assert s.current_player() == 0  # left of seat 2
    lay(s, 3)
    assert [C.to_text(c) for c in s.stacks[2][-5:]] == ["2S", "KS", "7S", "8S", "9S"]


CHAIN = rig(3, {1: ["2S", "3S", "QS", "5S"], 2: ["KS", "6S"], 0: ["7S", "8S", "9S"]})


def test_a_court_card_in_payment_is_plain_by_default() -> None:
    s = new(3, CHAIN)
    lay(s, 5)  # 2S, KS, then seat 1 pays 3S QS 5S
    assert s.pile == [] and s.last is not None and s.last[0] == 2


def test_the_chain_rule_passes_the_debt_on() -> None:
    s = new(3, CHAIN, chain=True)
    lay(s, 4)  # 2S, KS, 3S, QS: the queen stops the payment
    assert s.claimant == 1 and s.owed == 2 and s.current_player() == 0
    lay(s, 2)  # seat 0 pays 7S 8S
    assert s.pile == [] and s.last is not None and s.last[0] == 1
    assert s.current_player() == 1


def test_a_payer_short_of_cards_pays_what_he_has_and_is_out() -> None:
    s = new(2, rig(2, {1: ["AS"]}))
    s.stacks[0] = [C.parse("2C")]  # seat 0 is down to one card
    s.hidden[0] = 1
    lay(s, 2)
    assert s.is_terminal() and s.winners == [1] and s.returns() == [0.0, 1.0]


def test_first_out_wins_with_the_aim_empty() -> None:
    s = new(2, rig(2, {1: ["KS", "2S"], 0: ["3S", "4S", "5S"]}), aim="empty")
    lay(s, 4)  # KS, then seat 0 pays three onto the pile
    assert pile(s) == ["KS", "3S", "4S", "5S"]  # nobody takes it
    s.stacks[1] = s.stacks[1][:1]
    s.hidden[1] = 1
    lay(s)  # seat 1 lays his last card
    assert s.is_terminal() and s.winners == [1]


def test_the_time_limit_gives_the_most_cards_the_win() -> None:
    s = new(2, rig(2, {1: ["KS", "2S"], 0: ["3S", "4S", "5S"]}), cap=20)
    lay(s, 4)
    assert len(s.stacks[1]) == 29
    while not s.is_terminal():
        lay(s)
    assert s.laid == 20 and s.by_cap and s.winners == [1]
    assert s.result()["by_cap"] is True
    e = new(2, rig(2, {1: ["KS", "2S"], 0: ["3S", "4S", "5S"]}), cap=20, aim="empty")
    while not e.is_terminal():
        lay(e)
    sizes = [len(x) for x in e.stacks]
    assert e.winners == [s for s, v in enumerate(sizes) if v == min(sizes)]


def test_two_packs() -> None:
    s = new(3, rig(3, {}, decks=2), decks=2)
    assert sum(len(x) for x in s.stacks) == 104


def test_presets_and_variants() -> None:
    assert GAME.make_rules(preset="quick").to_dict()["cap"] == 150
    classic = GAME.make_rules(preset="classic").to_dict()
    assert classic["payer"] == "next" and classic["chain"] is True
    for name, key, value in (("two_decks", "decks", 2), ("next_pays", "payer", "next"),
                             ("chain", "chain", True), ("first_out", "aim", "empty")):
        assert GAME.make_rules(variants=[name]).to_dict()[key] == value


@pytest.mark.parametrize("players", [1, 7])
def test_impossible_player_counts_are_refused(players: int) -> None:
    with pytest.raises(RuleError) as err:
        GAME.check_players(players, GAME.make_rules())
    assert err.value.en and err.value.ru


def test_text_forms_and_refusals() -> None:
    s = new(2, rig(2, {}))
    for word in ("turn", "ход", "Открыть", "pay"):
        assert s.text_to_action(word) == LAY
    for bad in ("", "take", "AS", "turn turn"):
        with pytest.raises(ParseError):
            s.text_to_action(bad)
    assert s.refusal(5, "en") == "the only move is to lay your top card"
    before = s.observation(1)
    with pytest.raises(IllegalActionError):
        s.apply_checked(5)
    assert s.observation(1) == before


def test_narration_names_the_card_the_payer_and_the_taker() -> None:
    s = new(3, KING)
    lay(s)
    after = s.clone()
    lay(after)
    assert s.narrate(LAY, after, None, "en", ["A", "B", "C"]) == ["C: K♠", "B pays 3"]
    assert s.narrate(LAY, after, 1, "ru", ["Игрок 1", "Вы", "Игрок 3"]) == [
        "Игрок 3: К♠", "вы платите 3"]
    lay(after, 2)
    end = after.clone()
    lay(end)
    assert after.narrate(LAY, end, None, "ru", ["A", "B", "C"]) == [
        "B: 5♠", "C забирает кучу (5)"]
    assert after.narrate(LAY, end, 2, "en", ["Player 1", "Player 2", "You"]) == [
        "Player 2: 5♠", "you take the pile (5)"]


def test_resample_keeps_the_seen_cards_and_the_observation() -> None:
    s = new(3, KING)
    lay(s, 5)
    rng = random.Random(2)
    for _ in range(20):
        w = s.resample(0, rng)
        assert w.observation(0) == s.observation(0)
        assert w.stacks[2][-5:] == s.stacks[2][-5:]
        assert sorted(c for x in w.stacks for c in x) == sorted(c for x in s.stacks for c in x)
