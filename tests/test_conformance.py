"""Every registered game, every preset and variant: random playouts with all checks.

With KOLODA_PURE=1 (the CI's second run) only the games a compiled fast path plays run
again: for the others both runs would play the same Python code."""

import pytest

from koloda import fast
from koloda.engine.conformance import check_playout
from koloda.engine.game import Game, all_games


def _cases() -> list[tuple[str, str | None, str | None, int]]:
    cases: list[tuple[str, str | None, str | None, int]] = []
    rerun = fast.available() and not fast.enabled()  # the extension is built but off
    for game in all_games():
        if rerun and not game.fast_path:
            continue
        for players in range(game.min_players, game.max_players + 1):
            cases.append((game.key, None, None, players))
        for preset in game.presets:
            cases.append((game.key, preset, None, game.default_players))
        for variant in game.variants:
            cases.append((game.key, None, variant, game.default_players))
    return cases


@pytest.mark.parametrize("key,preset,variant,players", _cases())
def test_random_playouts(key: str, preset: str | None, variant: str | None,
                         players: int) -> None:
    from koloda.engine.errors import RuleError
    from koloda.engine.game import get_game

    game: Game = get_game(key)
    rules = game.make_rules(preset=preset, variants=[variant] if variant else [])
    try:
        game.check_players(players, rules)
    except RuleError:
        # a variant that needs another player count is tested at its own count
        for n in range(game.min_players, game.max_players + 1):
            try:
                game.check_players(n, rules)
            except RuleError:
                continue
            players = n
            break
        else:
            pytest.skip("no player count fits")
    for seed in range(2):
        check_playout(game.new_state(players, rules, seed), seed, check_every=3)
