"""The cases every table-level test runs over: every game × player count × preset ×
variant, and every rule switch of each game turned away from its default; and the
re-dealt worlds a viewer cannot tell from the true one."""

from __future__ import annotations

import copy
import random
from typing import Any

from koloda.engine.errors import RuleError
from koloda.engine.game import Game, State, all_games, get_game
from koloda.engine.rules import Rules
from koloda.table import Table
from koloda.table.log import Viewer

Case = tuple[str, str | None, str | None, tuple[tuple[str, Any], ...], int]


def _switches(game: Game) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for spec in game.rules_type.specs():
        if spec.kind == "bool":
            out.append({spec.key: not spec.default})
        elif spec.kind == "choice":
            out.extend({spec.key: c} for c in spec.choices if c != spec.default)
    return out


def cases() -> list[Case]:
    found: list[Case] = []
    for game in all_games():
        for players in range(game.min_players, game.max_players + 1):
            found.append((game.key, None, None, (), players))
        for preset in game.presets:
            found.append((game.key, preset, None, (), game.default_players))
        for variant in game.variants:
            found.append((game.key, None, variant, (), game.default_players))
        for switch in _switches(game):
            found.append((game.key, None, None, tuple(switch.items()), game.default_players))
    return found


def build(case: Case) -> tuple[Game, Rules, int] | None:
    """The game, rules and a player count that fits them (None: no such count)."""
    key, preset, variant, overrides, players = case
    game = get_game(key)
    try:
        rules = game.make_rules(preset=preset, variants=[variant] if variant else [],
                                overrides=dict(overrides))
    except RuleError:
        return None  # a switch that needs another switch on
    for n in (players, *range(game.min_players, game.max_players + 1)):
        try:
            game.check_players(n, rules)
        except RuleError:
            continue
        return game, rules, n
    return None


def case_id(case: Case) -> str:
    key, preset, variant, overrides, players = case
    parts = [key, str(players)]
    if preset:
        parts.append(preset)
    if variant:
        parts.append(variant)
    parts.extend(f"{k}={v}" for k, v in overrides)
    return "-".join(parts)


def worlds(state: State, viewer: Viewer, rng: random.Random) -> list[State]:
    """The position with the cards ``viewer`` cannot see dealt again as its information
    allows: a seat's own re-deal; for a spectator each seat's re-deal (a spectator knows
    less than any seat, so a world a seat cannot tell from the true one is one the
    spectator cannot either; the other seats' re-deals change the first seat's hand,
    which the spectator's view is made from)."""
    seats = [viewer] if viewer is not None else range(state.players)
    return [state.resample(seat, rng) for seat in seats]


def table_at(table: Table, state: State) -> Table:
    """The table showing ``state`` (its seats, names and log as they are)."""
    other = copy.copy(table)
    other.state = state
    return other


def some_players(game: Game, rules: Rules) -> int:
    """A player count for a quick test of ``game``: three where it takes three (a seat
    that neither moves nor follows, beside a spectator), else its smallest."""
    players = min(max(game.min_players, 3), game.max_players)
    try:
        game.check_players(players, rules)
    except RuleError:  # a game for 2 or 4, not 3
        return game.min_players
    return players
