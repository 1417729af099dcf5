"""Each solitaire names only the moves it has: in its help line, in the text that refuses
a typed line, in the reason a move is refused, and in the status line's redeal count.

``move_kinds`` is the declaration the texts are built from; random playouts over every
game and variant check it against the moves the game really offers, both ways."""

from __future__ import annotations

import random
import re

import pytest

from koloda.engine.errors import IllegalActionError, KolodaError, ParseError
from koloda.engine.game import all_games, get_game
from koloda.games.patience import actions as A
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.state import PatienceState
from koloda.games.patience.texts import move_forms


def _labels(state: PatienceState, lang: str) -> list[str]:
    """The markers' labels of the table picture the player sees."""
    pic = state.game.view(state.observation(0), 0, [], lang)
    return [m.label for m in pic.markers]

NAMES = {A.MOVE: "move", A.DRAW: "draw", A.RECYCLE: "redeal", A.REMOVE: "remove",
         A.OPEN: "open", A.STEP: "step", A.SPECIAL: "special"}
# the words a text would use to offer a kind of move (English, Russian)
WORDS = {A.DRAW: ("'draw'", "«сдать»"), A.RECYCLE: ("'redeal'", "«пересдать»"),
         A.REMOVE: ("'remove", "«убрать"), A.OPEN: ("'open", "«открыть"),
         A.STEP: ("'step'", "«дальше»")}


def _cases() -> list[tuple[str, str | None, tuple[tuple[str, object], ...]]]:
    out: list[tuple[str, str | None, tuple[tuple[str, object], ...]]] = []
    for game in all_games():
        if isinstance(game, PatienceGame):
            out.append((game.key, None, ()))
            out.extend((game.key, v, ()) for v in game.variants)
    # rule values that change which moves exist
    out += [("klondike", None, (("redeals", 0),)), ("klondike", None, (("redeals", 2),)),
            ("labyrinth", None, (("auto", False),)), ("paganini", None, (("redeals", 1),))]
    return out


CASES = _cases()


def _state(key: str, variant: str | None, rules: tuple[tuple[str, object], ...],
           seed: int) -> PatienceState:
    game = get_game(key)
    state = game.new_state(1, game.make_rules(variants=[variant] if variant else [],
                                              overrides=dict(rules)), seed=seed)
    assert isinstance(state, PatienceState)
    state.apply_chance()
    return state


def _ids(case: tuple[str, str | None, tuple[tuple[str, object], ...]]) -> str:
    key, variant, rules = case
    return "-".join([key, *([variant] if variant else []),
                     *(f"{k}={v}" for k, v in rules)])


def test_every_solitaire_is_covered() -> None:
    assert len({key for key, _, _ in CASES}) == 32


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_declared_moves_are_the_moves_offered(
        case: tuple[str, str | None, tuple[tuple[str, object], ...]]) -> None:
    """Random playouts: every kind of move offered is declared, and every declared kind
    is offered in some deal (so no text names a move the game lacks)."""
    key, variant, rules = case
    declared = _state(key, variant, rules, 0).game.move_kinds(_state(key, variant, rules,
                                                                    0).rules)
    seen: set[int] = set()
    rng = random.Random(7)
    for seed in range(12):
        state = _state(key, variant, rules, seed)
        for _ in range(600):
            if state.is_terminal():
                break
            legal = [a for a in state.legal_actions() if a != A.GIVE_UP_ACTION]
            if not legal:
                break
            seen.update(A.decode(a)[0] for a in legal)
            # pairs and steps first now and then, so long games reach their later moves
            state.apply(legal[rng.randrange(len(legal))])
        if seen == declared:
            break
    assert {NAMES[k] for k in seen} <= {NAMES[k] for k in declared}, "offered, undeclared"
    assert {NAMES[k] for k in declared} <= {NAMES[k] for k in seen}, "declared, never offered"


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_texts_name_only_the_moves_the_game_has(
        case: tuple[str, str | None, tuple[tuple[str, object], ...]]) -> None:
    key, variant, rules = case
    state = _state(key, variant, rules, 3)
    kinds = state.game.move_kinds(state.rules)
    with pytest.raises(ParseError) as bad:
        state.text_to_action("xyzzy")
    texts = {"help en": state.move_help("en"), "help ru": state.move_help("ru"),
             "parse en": bad.value.text("en"), "parse ru": bad.value.text("ru")}
    for kind, (en, ru) in WORDS.items():
        for where, text in texts.items():
            named = (en if where.endswith("en") else ru) in text
            assert named == (kind in kinds), (where, NAMES[kind], text)
    # every example the help gives is read as a move of a kind the game has
    for form in re.findall(r"'([^']+)'", " ".join(move_forms(state, "en"))):
        try:
            action = state.text_to_action(form)
        except KolodaError:
            continue  # a card or pile of the example that this deal does not show
        assert A.decode(action)[0] in kinds | {A.GIVE_UP}, form


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_a_move_the_game_lacks_is_refused_as_such(
        case: tuple[str, str | None, tuple[tuple[str, object], ...]]) -> None:
    key, variant, rules = case
    state = _state(key, variant, rules, 5)
    kinds = state.game.move_kinds(state.rules)
    before = (state.key(), list(state.history))
    for word, kind in (("draw", A.DRAW), ("redeal", A.RECYCLE), ("step", A.STEP)):
        if kind in kinds:
            continue
        with pytest.raises(IllegalActionError) as err:
            state.play(word)
        assert "this solitaire" in err.value.text("en") or "these rules" in \
            err.value.text("en"), (word, err.value.text("en"))
        assert "пасьянс" in err.value.text("ru") or "правилам" in err.value.text("ru")
    assert (state.key(), list(state.history)) == before


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_status_line_counts_redeals_only_where_there_are_some(
        case: tuple[str, str | None, tuple[tuple[str, object], ...]]) -> None:
    key, variant, rules = case
    state = _state(key, variant, rules, 2)
    limit = state.game.redeals(state.rules)
    obs = state.observation(0)
    assert (obs["redeals_left"] is not None) == bool(limit)
    for lang, word in (("en", "Redeals left"), ("ru", "Пересдач осталось")):
        assert (word in _labels(state, lang)) == bool(limit)


def test_freecell_and_spider_name_no_stock_moves_and_no_redeals() -> None:
    for key in ("solitaire", "spider"):
        state = _state(key, None, (), 1)
        with pytest.raises(ParseError) as bad:
            state.text_to_action("??")
        text = bad.value.text("en")
        assert "redeal" not in text and "remove" not in text
        assert ("draw" in text) == (key == "spider")
        assert "Redeals left" not in _labels(state, "en")
        assert "Пересдач осталось" not in _labels(state, "ru")
    freecell = _state("solitaire", None, (), 1)
    with pytest.raises(IllegalActionError) as err:
        freecell.play("draw")
    assert "has no stock" in err.value.text("en")
