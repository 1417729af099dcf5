"""The example game of examples/high-card, a package of its own: found through its entry
point, listed and played at the terminal, its rules, rounds, resampling, computer player
and table picture. (The tests over every game — conformance, hidden cards in pictures and
logs, resampling, records — cover it as well once it is installed.) Skipped when the
example is not installed (pip install -e examples/high-card)."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator, Sequence
from importlib.metadata import entry_points
from pathlib import Path

import pytest

pytest.importorskip("koloda_high_card",
                    reason="the example is not installed: pip install -e examples/high-card")

from koloda import cli
from koloda.engine import cards as C
from koloda.engine.errors import IllegalActionError, ParseError, RuleError
from koloda.engine.game import CHANCE, State, all_games, get_game
from koloda.engine.picture import controls_cover, problems
from koloda.table import Seat, Table
from koloda.table.seats import COMPUTER

GAME = get_game("high_card")
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "high-card"


def deal(hands: Sequence[Sequence[str]], **rules: object) -> State:
    """A game whose hands are dealt as given (the rest of the deck left out)."""
    built = GAME.make_rules(overrides=rules)
    chosen = [C.parse(t) for h in hands for t in h]
    rest = [c for c in C.deck(built.deck) if c not in chosen]
    state = GAME.new_state(len(hands), built, seed=1, deals=[chosen + rest])
    state.apply_chance()
    return state


def play(state: State, *texts: str) -> None:
    for text in texts:
        state.play(text)


def feed(monkeypatch: pytest.MonkeyPatch, lines: Iterator[str]) -> None:
    def read(prompt: str = "") -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)


# --- found and listed -------------------------------------------------------------------

def test_found_through_its_entry_point_and_listed(capsys: pytest.CaptureFixture[str]) -> None:
    points = {p.name: p.value for p in entry_points(group="koloda.games")}
    assert points.get("high_card") == "koloda_high_card"
    assert GAME in all_games() and get_game("high-card") is GAME
    assert cli.main(["games"]) == 0
    assert "high_card" in capsys.readouterr().out


def test_it_is_in_the_conformance_grid() -> None:
    """tests/test_conformance.py runs every installed game: this one with each player
    count, preset and variant."""
    from tests.test_conformance import _cases

    keys = [(p, v, n) for k, p, v, n in _cases() if k == "high_card"]
    assert {n for p, v, n in keys if p is None and v is None} == set(range(2, 7))
    assert {p for p, _, _ in keys} >= {"quick", "long"} and ("ace_low" in {v for _, v, _ in keys})


def test_it_imports_only_the_engine_of_koloda() -> None:
    """A game knows the engine and nothing above it (no table, surface or search)."""
    for path in (EXAMPLE / "src").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                if name.split(".")[0] == "koloda":
                    assert name.startswith("koloda.engine"), (path.name, name)


# --- rules ------------------------------------------------------------------------------

def test_presets_variants_and_a_deck_too_small() -> None:
    assert GAME.make_rules("quick").rounds == 3
    long = GAME.make_rules("long")
    assert (long.deck, long.rounds, long.ties) == (52, 8, "all")
    assert GAME.make_rules(variants=["ace_low"]).ace_low
    with pytest.raises(RuleError) as err:
        GAME.check_players(3, GAME.make_rules(overrides={"rounds": 13}))
    assert "3 players" in err.value.en and "3 игрока" in err.value.ru
    GAME.check_players(4, GAME.make_rules(overrides={"rounds": 13, "deck": 52}))


# --- rounds -----------------------------------------------------------------------------

def test_the_highest_rank_takes_the_round_and_the_lead_moves_on() -> None:
    st = deal([["6S", "AS"], ["KH", "7H"]], rounds=2)
    assert st.current_player() == 0
    play(st, "6S", "KH")  # K beats 6: seat 1 scores, then leads
    assert st.returns() == [0.0, 1.0] and st.current_player() == 1
    play(st, "7H", "AS")
    assert st.is_terminal() and st.returns() == [1.0, 1.0]  # one point each
    assert st.result()["scores"] == [1, 1] and st.result()["winners"] == [0, 1]


@pytest.mark.parametrize("ties,points", [("none", [0, 0, 0]), ("all", [1, 0, 1])])
def test_a_tie_for_the_top_rank(ties: str, points: list[int]) -> None:
    st = deal([["QS"], ["9H"], ["QD"]], rounds=1, ties=ties)
    play(st, "QS", "9H", "QD")
    assert st.is_terminal() and st.result()["scores"] == points


def test_a_low_ace_loses_to_a_six() -> None:
    st = deal([["AS"], ["6H"]], rounds=1, ace_low=True)
    play(st, "AS", "6H")
    assert st.result()["scores"] == [0, 1]


def test_moves_are_typed_as_cards_and_refused_when_not_held() -> None:
    st = deal([["6S", "AS"], ["KH", "7H"]], rounds=2)
    for text in ("play 6S", "6S", "6п", "показать 6♠"):
        assert st.text_to_action(text) == C.parse("6S")
    with pytest.raises(ParseError):
        st.text_to_action("play")
    with pytest.raises(IllegalActionError) as err:
        st.play("KH")
    assert "you do not hold K♥" in err.value.en and "у вас нет К♥" in err.value.ru
    assert st.history == []  # a refusal changes nothing


# --- hidden cards -----------------------------------------------------------------------

def test_resample_deals_only_what_the_seat_has_not_seen() -> None:
    rng = random.Random(4)
    st = GAME.new_state(3, GAME.make_rules(), seed=9)
    st.apply_chance()
    for _ in range(4):
        st.apply(st.legal_actions()[0])
    for seat in range(3):
        hidden = st.unseen(seat)
        assert not hidden & C.mask_of(st.hands[seat])  # type: ignore[attr-defined]
        moved = False
        for _ in range(8):
            world = st.resample(seat, rng)
            assert world.observation(seat) == st.observation(seat)
            assert world.unseen(seat) == hidden
            assert world.hands[seat] == st.hands[seat]  # type: ignore[attr-defined]
            moved = moved or world.hands != st.hands  # type: ignore[attr-defined]
        assert moved


def test_no_one_sees_another_hand_or_the_cards_left_out() -> None:
    st = GAME.new_state(2, GAME.make_rules(), seed=2)
    st.apply_chance()
    for seat in range(2):
        shown = {C.parse(t) for t in st.observation(seat)["hand"]}
        assert shown == set(st.hands[seat])  # type: ignore[attr-defined]
        assert not C.mask_of(shown) & st.unseen(seat)


# --- computer players -------------------------------------------------------------------

def test_the_simple_player_wins_cheaply_or_throws_its_lowest() -> None:
    from koloda_high_card.bot import HeuristicAgent

    bot = HeuristicAgent(1, random.Random(0))
    st = deal([["9S", "6C"], ["6D", "10H", "AH"]], rounds=2)
    play(st, "9S")
    assert bot.act(st.observation(1), st.legal_actions()) == C.parse("10H")
    st = deal([["AS", "6C"], ["6D", "10H"]], rounds=2)
    play(st, "AS")
    assert bot.act(st.observation(1), st.legal_actions()) == C.parse("6D")
    leader = HeuristicAgent(0, random.Random(0))
    st = deal([["AS", "6C"], ["6D", "10H"]], rounds=2)
    assert leader.act(st.observation(0), st.legal_actions()) == C.parse("AS")


def test_the_search_levels_play_it() -> None:
    """medium and up are koloda's own search players: they need only the state API and
    resample from the game."""
    from koloda.ai import make_agent
    from koloda.engine.infoset import decide

    st = GAME.new_state(3, GAME.make_rules("quick"), seed=5)
    agents = [make_agent(GAME, "ismcts:iters=60", s, random.Random(s)) for s in range(3)]
    while not st.is_terminal():
        if st.current_player() == CHANCE:
            st.apply_chance()
            continue
        st.apply(decide(agents[st.current_player()], st, st.current_player()))
    assert sum(st.result()["scores"]) <= 3


# --- the table picture ------------------------------------------------------------------

def test_the_picture_of_a_seat_and_of_a_spectator() -> None:
    table = Table(GAME, 3, GAME.make_rules(), [Seat(COMPUTER), Seat(), Seat(COMPUTER)], seed=4)
    table.advance()  # seat 0 leads: its card lies in the round when seat 1 decides
    pic = table.picture(1, "ru")
    legal = table.legal_moves(1, "ru")
    assert problems(pic, len(legal)) == [] and controls_cover(pic, len(legal)) == []
    me = pic.seats[1]
    assert me.hand.cards and not me.hand.backs and me.to_move
    assert [(s.hand.cards, s.hand.backs) for s in (pic.seats[0], pic.seats[2])] == [
        ((), 5), ((), 6)]  # seat 0 has shown a card
    (round_zone,) = pic.zones
    assert round_zone.kind == "trick" and round_zone.seats == (0,) and len(round_zone.cards) == 1
    assert pic.status.startswith("Ваш ход") and pic.sheet is not None
    spectator = table.picture(None, "en")
    assert all(not s.hand.cards for s in spectator.seats) and spectator.controls == ()
    assert set(spectator.card_texts()) == set(round_zone.cards)


# --- at the terminal --------------------------------------------------------------------

def test_a_whole_game_at_the_terminal(monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Typed lines: a bad word, a card not held, the last round, the sheet, then the
    first move each time until the end."""
    lines = iter(["xx", "play 2S", "1", "last", "sheet", *["1"] * 10, "нет"])
    feed(monkeypatch, lines)
    assert cli.main(["play", "high-card", "--seed", "3", "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert "«xx» — не ход" in out and "у вас нет 2♠" in out
    assert "Ваши карты:" in out and "Раунд 1" in out and "Игрок 2 — " in out
    assert "Раунды" in out and "Очки" in out  # the sheet, drawn as a table
    assert "Игра окончена. Победа:" in out and "Итог:" in out


def test_a_game_in_english_is_saved_and_replayed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    feed(monkeypatch, iter(["1"] * 10 + ["no"]))
    assert cli.main(["play", "high_card", "--preset", "quick", "--seed", "8", "--delay",
                     "0", "--lang", "en", "--save", str(path)]) == 0
    assert "Game over. Won:" in capsys.readouterr().out
    assert cli.main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "High Card" in out and "Rounds" in out and "Moves: 6." in out


def test_the_log_and_status_speak_to_the_reader_only_when_it_is_him() -> None:
    """First person only for the seat named «Вы»/"You" (a watched game names seat 0
    «Игрок 1»), and «Ваш ход» only while the viewer is asked for a move."""
    st = deal([["6S"], ["KH"]], rounds=1)
    before = st.clone()
    before.apply(C.parse("6S"))
    after = before.clone()
    after.apply(C.parse("KH"))
    assert before.narrate(C.parse("KH"), after, 1, "ru", ["Игрок 1", "Игрок 2"])[0] == \
        "раунд 1: очко — Игрок 2 (К♥)"
    assert before.narrate(C.parse("KH"), after, 1, "ru", ["Игрок 1", "Вы"])[0] == \
        "раунд 1 берёте вы (К♥)"
    obs = st.observation(0)
    assert GAME.view(obs, 0, [], "ru", ["Вы", "Игрок 2"]).status == ""
    from koloda.engine.picture import MoveRef

    asked = GAME.view(obs, 0, [MoveRef(C.parse("6S"), "play 6S", "6♠")], "ru",
                      ["Вы", "Игрок 2"])
    assert asked.status.startswith("Ваш ход")
