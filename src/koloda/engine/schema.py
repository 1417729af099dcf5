"""A game's rule schema as JSON: what ``koloda rules GAME --json`` prints and what the web
server's ``/api/games`` and ``/api/rules/{game}`` serve (one builder for both)."""

from __future__ import annotations

from typing import Any

from koloda.engine.game import Game


def game_schema(game: Game) -> dict[str, Any]:
    """The game's key, titles, player range, every rule key (type, default, allowed,
    descriptions), the presets and, when it has any, the variants."""
    out: dict[str, Any] = {
        "game": game.key, "title_ru": game.title_ru, "title_en": game.title_en,
        "players": [game.min_players, game.max_players],
        "rules": [s.to_json() for s in game.rules_type.specs()],
        "presets": {k: dict(v) for k, v in game.presets.items()},
        "preset_titles": {k: {"ru": game.preset_titles.get(k, (k, k))[0],
                              "en": game.preset_titles.get(k, (k, k))[1]}
                          for k in game.presets},
    }
    if game.variants:
        out["variants"] = [{"key": k, "rules": dict(v[0]), "description_en": v[1],
                            "description_ru": v[2]} for k, v in game.variants.items()]
    return out
