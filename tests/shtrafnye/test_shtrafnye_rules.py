"""«Штрафные очки» on rigged deals: the deal and the bank, what fits (rank, suit, any
ace) and the duty to lay, drawing until a card fits or one card, passing and the blocked
deal, going out and the penalties, the ace naming a suit, the deals and the points limit,
twin cards, what a draw or a pass tells the others."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import CHANCE, get_game
from koloda.games.shtrafnye.state import DRAW, NAME, PASS, ShtrafnyeState, points

GAME = get_game("shtrafnye")


def order(*texts: str, decks: int = 2) -> list[C.Card]:
    head = [C.parse(t) for t in texts]
    return head + [c for c in C.deck(52, copies=decks) if c not in head]


def new(players: int = 2, rigged: list[list[C.Card]] | None = None,
        **rules: Any) -> ShtrafnyeState:
    s = GAME.new_state(players, GAME.make_rules(overrides=rules), 1, rigged)
    assert isinstance(s, ShtrafnyeState)
    s.apply_chance()
    return s


def cards(*texts: str) -> list[C.Card]:
    return [C.parse(t) for t in texts]


# dealer 0: seat 1 gets the first seven, the dealer the next seven, then the bank, then
# the stock from its top
FITS = order("5S", "9H", "AC", "2C", "3D", "4D", "6D",
             "KS", "KC", "QS", "JS", "10S", "2S", "3S",
             "5H",
             "2H'", "3C", "7H")
NONE = order("2C", "3C", "4C", "6C", "7C", "8C", "9C",
             "KS", "KC", "QS", "JS", "10S", "2S", "3S",
             "5H",
             "2D", "3D", "7H", "8S")


def test_the_deal_and_the_bank() -> None:
    s = new(rigged=[FITS])
    assert len(s.hands[0]) == len(s.hands[1]) == 7
    assert C.to_text(s.pile[-1]) == "5H" and len(s.stock) == 104 - 15
    assert s.current_player() == 1
    assert s.observation(0)["bank"] == "5H"


def test_rank_suit_or_any_ace_fits_and_must_be_laid() -> None:
    s = new(rigged=[FITS])
    assert sorted(s.legal_actions()) == sorted(cards("5S", "9H", "AC"))
    assert s.refusal(DRAW, "en") == "you hold a card that fits: you must lay it"
    before = s.observation(1)
    with pytest.raises(IllegalActionError) as err:
        s.play("2C")
    assert "does not fit" in err.value.en and "не подходит" in err.value.ru
    assert s.observation(1) == before
    s.play("AC")  # the ace is now the bank: clubs or an ace
    assert s.suit == C.CLUBS and s.current_player() == 0
    assert sorted(s.legal_actions()) == cards("KC")


def test_drawing_until_a_card_fits_then_laying_it() -> None:
    s = new(rigged=[NONE])
    assert s.legal_actions() == [DRAW]
    after = s.clone()
    after.play("draw")
    assert after.drew == 3 and C.to_text(after.pile[-1]) == "7H"
    assert len(after.hands[1]) == 9 and after.current_player() == 0
    assert s.narrate(DRAW, after, 0, "en", ["You", "Player 2"]) == [
        "Player 2 draws 3 and lays 7♥"]
    assert s.narrate(DRAW, after, 1, "ru", ["Игрок 1", "Вы"]) == [
        "вы берёте карт: 3 и кладёте 7♥"]
    # the others now know seat 1 holds nothing that fitted 5H
    assert after.lacks[1] >> C.parse("5S") & 1 and after.lacks[1] >> C.parse("AD") & 1


def test_draw_one_card_only_with_the_rule() -> None:
    s = new(rigged=[NONE], draw_until=False)
    s.play("draw")
    assert s.drew == 1 and C.parse("2D") in s.hands[1] and s.current_player() == 0
    assert s.lacks[1] >> C.parse("9H") & 1


def test_passing_when_the_stock_is_gone_and_the_blocked_deal() -> None:
    s = new(rigged=[NONE])
    s.stock = []
    assert s.legal_actions() == [PASS]
    assert s.refusal(DRAW, "en") == "the stock is empty"
    s.play("pass")
    assert s.current_player() == 0
    s.hands[0] = cards("2D", "KD")  # nothing fits 5H either
    s.play("pass")
    assert s.rows == [(12, 39)] and s.out == [None]  # both take their hands' points
    assert s.current_player() == CHANCE and s.dealer == 1


def test_going_out_ends_the_deal_and_the_others_pay() -> None:
    s = new(rigged=[FITS])
    s.hands[1] = cards("9H")
    s.hands[0] = cards("AD", "KS", "10C", "2S")
    s.play("9H")
    assert s.rows == [(15 + 10 + 10 + 2, 0)] and s.out == [1]
    assert [points(c) for c in cards("AS", "KS", "QS", "JS", "10S", "9S", "2S")] == [
        15, 10, 10, 10, 10, 9, 2]


def test_the_ace_names_a_suit_with_the_rule() -> None:
    s = new(rigged=[FITS], ace_suit=True)
    s.play("AC")
    assert s.phase == "name" and s.current_player() == 1
    assert s.legal_actions() == [NAME + k for k in range(4)]
    with pytest.raises(IllegalActionError):
        s.play("5S")
    assert s.text_to_action("масть б") == NAME + C.DIAMONDS
    s.play("suit D")
    assert s.suit == C.DIAMONDS and s.current_player() == 0
    assert s.legal_actions() == [DRAW]  # no diamond, no ace, no other ace... nothing fits


def test_the_game_runs_its_deals() -> None:
    s = new(rigged=[FITS, FITS], deals=2)
    s.hands[1] = cards("9H")
    s.play("9H")
    assert s.current_player() == CHANCE
    values = s.search_values()
    assert values is not None and values[1] > values[0]
    s.apply_chance()
    assert s.current_player() == 0  # left of the new dealer (seat 1)
    s.hands[0] = cards("5H'")
    s.play("5H'")
    assert s.is_terminal() and s.rows == [(55, 0), (0, 55)]
    assert s.returns() == [1.0, 1.0] and s.search_values() == [1.0, 1.0]  # a shared win


def test_the_points_limit_ends_the_game() -> None:
    s = new(rigged=[FITS], deals=0, limit=20)
    s.hands[1] = cards("9H")
    s.play("9H")
    assert s.totals[0] >= 20 and s.is_terminal()
    assert s.result()["winners"] == [1]


def test_the_presets_and_variants() -> None:
    assert GAME.make_rules(preset="one_deal").to_dict()["deals"] == 1
    assert GAME.make_rules(preset="to_100").to_dict()["limit"] == 100
    assert GAME.make_rules(variants=["ace_names_suit"]).to_dict()["ace_suit"] is True
    assert GAME.make_rules(variants=["draw_one"]).to_dict()["draw_until"] is False
    one = GAME.make_rules(variants=["one_pack"])
    s = GAME.new_state(2, one, 1)
    s.apply_chance()
    assert isinstance(s, ShtrafnyeState) and len(s.stock) == 52 - 15


def test_an_endless_setting_and_wrong_counts_are_refused() -> None:
    with pytest.raises(RuleError) as err:
        GAME.make_rules(overrides={"deals": 0, "limit": 0})
    assert err.value.en and err.value.ru
    for players in (1, 7):
        with pytest.raises(RuleError):
            GAME.check_players(players, GAME.make_rules())


def test_a_card_typed_without_its_copy_mark_plays_the_twin_held() -> None:
    s = new(rigged=[FITS])
    s.hands[1] = sorted(cards("9H'", "2C"))
    assert s.text_to_action("9H") == C.parse("9H'")
    assert s.action_to_text(C.parse("9H'")) == "play 9H'"
    for bad in ("", "suit", "suit X", "play", "9X"):
        with pytest.raises(ParseError):
            s.text_to_action(bad)


def test_resample_keeps_what_a_draw_told() -> None:
    s = new(rigged=[NONE])
    s.play("draw")
    # seat 1 laid 7H from the stock: it holds nothing that fitted 5H
    rng = random.Random(4)
    fit = s.lacks[1]
    for _ in range(30):
        w = s.resample(0, rng)
        assert w.observation(0) == s.observation(0)
        assert not C.mask_of(w.hands[1]) & fit
        assert len(w.stock) == len(s.stock)


def test_the_heuristic_sheds_its_costliest_card_and_keeps_the_ace() -> None:
    from koloda.games.shtrafnye.bot import HeuristicAgent

    s = new(rigged=[FITS])
    bot = HeuristicAgent(1, random.Random(1))
    assert bot.act(s.observation(1), s.legal_actions()) == C.parse("9H")
    t = new(rigged=[FITS], ace_suit=True)
    t.play("AC")
    assert bot.act(t.observation(1), t.legal_actions()) == NAME + C.DIAMONDS
