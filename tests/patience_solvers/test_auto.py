"""The ``auto`` rule plays home only cards nothing can still need, never from a waste
dealt by three, and the solvers' lines replay in the game as played (auto on or off)."""

from __future__ import annotations

import dataclasses

import pytest

from koloda.engine import cards as C
from koloda.engine.game import CHANCE, all_games, get_game
from koloda.games.patience import actions as A
from koloda.games.patience.game import PatienceGame
from koloda.games.patience.solve import solve
from koloda.games.patience.state import PatienceState


def _auto_games() -> list[PatienceGame]:
    return [g for g in all_games() if isinstance(g, PatienceGame)
            and "auto" in {f.name for f in dataclasses.fields(g.make_rules())}]


AUTO_GAMES = [g.key for g in _auto_games()]


def _dealt(key: str, seed: int, **overrides: object) -> PatienceState:
    game = get_game(key)
    assert isinstance(game, PatienceGame)
    rules = game.make_rules(overrides={k: str(v).lower() if isinstance(v, bool) else v
                                       for k, v in overrides.items()})
    state = game.new_state(1, rules, seed)
    while state.current_player() == CHANCE:
        state.apply_chance()
    return state


def _laid(key: str, piles: dict[str, str], **overrides: object) -> PatienceState:
    """A hand-made position of ``key``: piles by label, cards bottom first, face up."""
    state = _dealt(key, 1, **overrides)
    state.piles = [[C.parse(t) for t in piles.get(label, "").split()]
                   for label in state.labels]
    state.down = [0] * len(state.piles)
    state._legal = None
    return state


def _home(*suits: str, upto: int) -> str:
    ranks = ["A", *map(str, range(2, 11)), "J", "Q", "K"][:upto]
    return " ".join(f"{r}{s}" for s in suits for r in ranks)


def test_every_game_with_an_auto_rule_is_listed() -> None:
    assert {"klondike", "solitaire", "street", "kings", "troika"} <= set(AUTO_GAMES)


@pytest.mark.parametrize("key", AUTO_GAMES)
def test_auto_never_takes_from_a_waste_dealt_by_more_than_one(key: str) -> None:
    """With draw 3 the waste's top card stays, Ace or not: taking it away would change
    which cards the next deals bring up."""
    game = get_game(key)
    field = {f.name: f for f in dataclasses.fields(game.make_rules())}.get("draw")
    if game.stock != "waste" or field is None:
        pytest.skip("no waste dealt by several cards")
    for draw in [c for c in field.metadata["rule"][3] if int(c) > 1]:
        for seed in range(1, 40):
            state = _dealt(key, seed, draw=draw)
            for _ in range(12):
                if A.DRAW_ACTION not in state.legal_actions():
                    break
                state.apply(A.DRAW_ACTION)
                waste = state.piles[state.waste_pile]
                if waste and C.rank_of(waste[-1]) == C.ACE:
                    return  # it stayed: the rule held
    pytest.fail("no Ace ever showed on the waste's top")


def test_klondike_safe_rule_is_the_standard_one() -> None:
    """A card of rank r goes home once both cards of rank r - 1 of the other colour are
    home and the other suit of its colour holds r - 2 (cards come back from Klondike's
    foundations); Aces and Twos always."""
    def safe(card: str, spades: int, clubs: int, diamonds: int, hearts: int) -> bool:
        piles = {f"f{k}": _home(s, upto=n)
                 for k, (s, n) in enumerate(zip("SCDH", (spades, clubs, diamonds, hearts),
                                                strict=True), start=1)}
        state = _laid("klondike", piles)
        return state.game.auto_safe(state, C.parse(card))

    assert safe("5H", 4, 4, 3, 4)
    assert not safe("5H", 4, 4, 2, 4)  # 3D could still want a black Four fetched back
    assert not safe("5H", 4, 3, 4, 4)  # 4C still out could lie on it
    assert safe("2H", 0, 0, 0, 1) and safe("AH", 0, 0, 0, 0)
    assert safe("7S", 6, 5, 6, 6) and not safe("7S", 6, 4, 6, 6)


def test_freecell_safe_rule_is_the_standard_one() -> None:
    def safe(card: str, spades: int, clubs: int, diamonds: int, hearts: int) -> bool:
        piles = {f"f{k}": _home(s, upto=n)
                 for k, (s, n) in enumerate(zip("SCDH", (spades, clubs, diamonds, hearts),
                                                strict=True), start=1)}
        state = _laid("solitaire", piles)
        return state.game.auto_safe(state, C.parse(card))

    assert safe("5H", 4, 4, 0, 4)  # nothing comes back home in FreeCell
    # a black Four still out but next for its foundation could go home instead, as
    # long as no card could want to lie on it (3D could: not home, nor next)
    assert safe("5H", 3, 4, 2, 4)
    assert not safe("5H", 3, 4, 0, 4)
    assert not safe("5H", 2, 4, 2, 4)
    assert safe("2D", 0, 0, 1, 0)


def test_street_keeps_a_card_a_deal_still_needs() -> None:
    """Street builds up or down: 6S on 5S can only leave onto 5H, so 5H is needed even
    though every Four is home (the old rule, "one above the lowest foundation", played
    it home and lost the deal)."""
    piles = {
        "f1": _home("S", upto=4), "f2": _home("C", upto=4), "f3": _home("D", upto=4),
        "f4": _home("H", upto=4),
        "1": "5S 6S", "2": "5C 6C 7C 8C 9C TC JC QC KC", "3": "5D 6D 7D 8D 9D TD JD QD KD 5H",
        "4": "7S 8S 9S TS JS", "5": "QS KS", "6": "6H 7H 8H 9H", "7": "TH JH", "8": "QH KH",
    }
    state = _laid("street", piles)
    state._after()
    assert C.parse("5H") in state.piles[state.labels.index("3")]
    found = solve(state, 30.0, 200_000)
    assert found.status == "won"
    off = _laid("street", piles, auto=False)
    assert solve(off, 30.0, 200_000).status == "won"


@pytest.mark.parametrize("key", AUTO_GAMES)
def test_auto_moves_never_lose_a_won_position(key: str) -> None:
    """Anywhere along a winning line found with ``auto`` off, playing the auto rule's
    moves never makes the position lost (the solver, playing with auto on, never
    proves it lost; "lost" is a proof whatever the budget)."""
    checked = 0
    for seed in range(1, 9):
        start = _dealt(key, seed, auto=False)
        found = solve(start, 2.0, 5_000)
        if found.status != "won":
            continue
        state = start.clone()
        step = max(1, len(found.actions) // 6)
        for k, action in enumerate(found.actions):
            if k % step == 0 or k + 4 > len(found.actions):
                on = state.clone()
                on.rules = dataclasses.replace(on.rules, auto=True)
                on._after()
                if not on.is_won():
                    assert solve(on, 0.5, 3_000).status != "lost", (seed, k)
                    checked += 1
            state.apply(action)
        if checked >= 8:
            break
    if not checked:
        pytest.skip("no deal solved within the budget")


def test_klondike_deal_2_is_won_with_auto_on() -> None:
    state = _dealt("klondike", 2)
    found = solve(state, 60.0, 100_000)
    assert found.status == "won"


@pytest.mark.parametrize("overrides", [{}, {"draw": 1}, {"draw": 1, "redeals": 2},
                                       {"redeals": 1}])
def test_klondike_with_auto_wins_every_deal_won_without(overrides: dict[str, int]) -> None:
    """The solver agrees with the game it solves: a deal won with ``auto`` off is won
    with it on (node caps, not the clock, bound the searches), and the line found
    replays to a won game under those rules."""
    for seed in range(1, 9):
        off = solve(_dealt("klondike", seed, auto=False, **overrides), 600.0, 20_000)
        state = _dealt("klondike", seed, **overrides)
        found = solve(state, 600.0, 20_000)
        if off.status in ("won", "lost"):
            assert found.status == off.status, seed
        if found.status == "won":
            for action in found.actions:
                assert action in state.legal_actions()
                state.apply(action)
            assert state.is_won()


def _solvable_games() -> list[str]:
    return [g.key for g in all_games() if isinstance(g, PatienceGame)]


@pytest.mark.parametrize("key", _solvable_games())
def test_every_solution_replays_under_its_own_rules(key: str) -> None:
    settings: list[dict[str, object]] = [{}]
    if key in AUTO_GAMES:
        settings.append({"auto": False})
    for overrides in settings:
        for seed in (1, 2, 3):
            state = _dealt(key, seed, **overrides)
            found = solve(state, 2.0, 5_000)
            if found.status != "won":
                continue
            for action in found.actions:
                assert action in state.legal_actions(), (overrides, seed)
                state.apply(action)
            assert state.is_won(), (overrides, seed)
