"""Game records: JSON with the game, rules, players, seed and/or the dealt deck orders,
and the actions in text form. A record replays to the same result.

Format (version 1)::

    {"format": "koloda-record", "version": 1, "game": "tysyacha", "players": 3,
     "rules": {"golden": true}, "seed": 42,
     "deals": [["9S", "JS", ...], ...],      # optional: explicit deck order of each deal
     "names": ["You", "Bot 1", "Bot 2"],     # optional
     "actions": ["bid 100", "pass", ...]}
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError, RecordError
from koloda.engine.game import CHANCE, State, get_game

FORMAT = "koloda-record"
VERSION = 1


def record_of(state: State, names: Sequence[str] | None = None,
              with_deals: bool = True) -> dict[str, Any]:
    """The record of a game so far (player actions only; chance is in seed/deals)."""
    out: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": state.game.key,
        "players": state.players, "rules": state.rules.changed(), "seed": state.seed,
    }
    if with_deals:
        out["deals"] = [[C.to_text(c) for c in d] for d in state.deals]
    if names:
        out["names"] = list(names)
    out["actions"] = [state.action_to_text(a) for a in state.history]
    return out


def save(state: State, path: str | Path, names: Sequence[str] | None = None) -> None:
    Path(path).write_text(json.dumps(record_of(state, names), ensure_ascii=False, indent=1),
                          encoding="utf-8")


def load(path: str | Path) -> dict[str, Any]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise RecordError(f"cannot read record '{path}': {err.strerror}",
                          f"не удаётся прочитать запись «{path}»: {err.strerror}") from err
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"record '{path}' is not valid JSON: {err}",
                          f"запись «{path}» — не JSON: {err}") from err
    return validate(data)


def _need(ok: bool, en: str, ru: str) -> None:
    if not ok:
        raise RecordError("malformed record: " + en, "запись повреждена: " + ru)


def validate(data: Any) -> dict[str, Any]:
    _need(isinstance(data, dict), "the top level must be a JSON object",
          "верхний уровень должен быть объектом JSON")
    _need(data.get("format", FORMAT) == FORMAT, f"'format' must be '{FORMAT}'",
          f"поле 'format' должно быть '{FORMAT}'")
    _need(isinstance(data.get("game"), str), "'game' must be a game name",
          "поле 'game' должно быть названием игры")
    _need(isinstance(data.get("players"), int), "'players' must be an integer",
          "поле 'players' должно быть целым числом")
    _need(isinstance(data.get("rules", {}), dict), "'rules' must be an object",
          "поле 'rules' должно быть объектом")
    seed = data.get("seed")
    _need(seed is None or (isinstance(seed, int) and not isinstance(seed, bool)),
          "'seed' must be an integer or null", "поле 'seed' должно быть целым или null")
    deals = data.get("deals")
    _need(deals is None or (isinstance(deals, list) and all(
        isinstance(d, list) and all(isinstance(c, str) for c in d) for d in deals)),
        "'deals' must be a list of lists of card texts",
        "поле 'deals' должно быть списком списков карт")
    actions = data.get("actions")
    _need(isinstance(actions, list) and all(isinstance(a, str) for a in actions),
          "'actions' must be a list of action texts", "поле 'actions' — список ходов-строк")
    return dict(data)


def replay(data: dict[str, Any]) -> State:
    """Rebuild the state of a record, checking every action; RecordError on the first
    bad step, naming it, the action and the legal alternatives."""
    data = validate(data)
    try:
        game = get_game(data["game"])
        rules = game.make_rules(overrides=data.get("rules", {}))
        game.check_players(data["players"], rules)
        deals = [[C.parse(c) for c in d] for d in data["deals"]] if data.get("deals") else None
    except KolodaError as err:
        raise RecordError("bad record header: " + err.en,
                          "ошибка в заголовке записи: " + err.ru) from err
    state = game.new_state(data["players"], rules, data.get("seed"), deals)
    for step, text in enumerate(data["actions"], start=1):
        while state.current_player() == CHANCE:
            state.apply_chance()
        try:
            state.play(text)
        except KolodaError as err:
            raise RecordError(f"step {step}, action '{text}': {err.en}",
                              f"ход {step}, «{text}»: {err.ru}") from err
    return state
