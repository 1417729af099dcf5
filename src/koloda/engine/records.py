"""Game records: JSON with the game, rules, players, seed and/or the dealt deck orders,
and the actions in text form. A record replays to the same result.

Format (version 1)::

    {"format": "koloda-record", "version": 1, "game": "tysyacha", "players": 3,
     "rules": {"golden": true}, "seed": 42,
     "deals": [["9S", "JS", ...], ...],      # optional: explicit deck order of each deal
     "names": ["Маша", "Bot 1", "Bot 2"],    # optional: chosen names, one per seat
     "actions": ["bid 100", "pass", ...]}

Each action is written as its text in the position it was played from: a game may
shorten a text by what that position makes unambiguous (a solitaire's ``1 3`` for the
only run ``1 3 1``), so the same action can have another text elsewhere.

A table (``koloda.table``) adds what it needs to resume a game where it stopped:
``seats`` (one ``{"kind": "human"|"computer", "agent": name|null, "name": name|null}`` per
seat), ``actors`` (the seat behind each action), ``forced`` (the steps the table played
because they were the only legal move), ``options``, ``agent_seed`` and ``finished``. An
unfinished game's record holds no ``deals``: the seed rebuilds them, and the file shows no
hand that the player could not see.

Versions: a record without ``version`` reads as version 1; a newer version than this
program knows is refused with a request to upgrade, never read half-way.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from koloda.engine import cards as C
from koloda.engine.errors import KolodaError, RecordError
from koloda.engine.game import CHANCE, State, get_game

FORMAT = "koloda-record"
VERSION = 1


def record_of(state: State, names: Sequence[str] | None = None,
              with_deals: bool = True, texts: Sequence[str] | None = None) -> dict[str, Any]:
    """The record of a game so far (player actions only; chance is in seed/deals).

    Each action is written as its text in the position it was played from (``texts``,
    when the caller kept them as the moves were made; else rebuilt by replaying the
    history): a game may shorten a text by what its position makes unambiguous, so a
    text taken from any other position can name another move."""
    if texts is None:
        texts = played_texts(state)
    elif len(texts) != len(state.history):
        raise ValueError(f"{len(texts)} texts for {len(state.history)} actions")
    out: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": state.game.key,
        "players": state.players, "rules": state.rules.changed(), "seed": state.seed,
    }
    if with_deals:
        out["deals"] = [C.texts(d) for d in state.deals]
    if names:
        out["names"] = list(names)
    out["actions"] = list(texts)
    return out


def played_texts(state: State) -> list[str]:
    """The text of each action of ``state``'s history as of the position before it,
    by replaying the history from the state's own seed and deals."""
    fresh = state.game.new_state(state.players, state.rules, state.seed, state.deals)
    out: list[str] = []
    for action in state.history:
        while fresh.current_player() == CHANCE:
            fresh.apply_chance()
        out.append(fresh.action_to_text(action))
        fresh.apply(action)
    return out


def save(state: State, path: str | Path, names: Sequence[str] | None = None) -> None:
    Path(path).write_text(json.dumps(record_of(state, names), ensure_ascii=False, indent=1),
                          encoding="utf-8")


def load(path: str | Path) -> dict[str, Any]:
    """Read and validate a record file; RecordError (never another exception) when it is
    unreadable, too large, not UTF-8, not JSON, nested too deep or malformed."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as err:
        raise RecordError(f"cannot read record '{path}': {err.strerror}",
                          f"не удаётся прочитать запись «{path}»: {err.strerror}") from err
    if len(raw) > MAX_BYTES:
        raise RecordError(f"record '{path}' is larger than {MAX_BYTES >> 20} MiB",
                          f"запись «{path}» больше {MAX_BYTES >> 20} МиБ")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise RecordError(f"record '{path}' is not UTF-8 text (byte {err.start})",
                          f"запись «{path}» — не текст UTF-8 (байт {err.start})") from err
    if _depth(text) > MAX_DEPTH:
        raise RecordError(f"record '{path}' is nested more than {MAX_DEPTH} levels deep",
                          f"в записи «{path}» вложенность глубже {MAX_DEPTH} уровней")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        raise RecordError(f"record '{path}' is not valid JSON: {err}",
                          f"запись «{path}» — не JSON: {err}") from err
    except (ValueError, RecursionError) as err:  # a number of 4,300+ digits, NaN, Infinity
        raise RecordError(
            f"record '{path}' holds a number too long to read (or NaN, Infinity)",
            f"в записи «{path}» слишком длинное число (или NaN, Infinity)") from err
    return validate(data)


MAX_BYTES = 16 << 20  # no record of a real game comes near (a long game is ~100 KiB)
MAX_DEPTH = 32  # a record nests 3 levels deep (seats: top, list, seat)
MAX_NAME = 40
# a JSON string, or an unterminated one up to the end: every '"' starts a match and
# nothing backtracks (possessive), so skipping strings stays linear on any input
_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)', re.DOTALL)
_BRACKETS = re.compile(r"[][{}]+")
_NEST = {"[": 1, "{": 1, "]": -1, "}": -1}


def _depth(text: str) -> int:
    """How deep the brackets of a JSON text nest (strings skipped), without parsing it:
    json.loads recurses and raises RecursionError a few thousand levels down."""
    brackets = "".join(_BRACKETS.findall(_STRING.sub("", text)))
    return max(itertools.accumulate(map(_NEST.__getitem__, brackets)), default=0)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _need(ok: bool, en: str, ru: str) -> None:
    if not ok:
        raise RecordError("malformed record: " + en, "запись повреждена: " + ru)


def validate(data: Any) -> dict[str, Any]:
    _need(isinstance(data, dict), "the top level must be a JSON object",
          "верхний уровень должен быть объектом JSON")
    _need(data.get("format", FORMAT) == FORMAT, f"'format' must be '{FORMAT}'",
          f"поле 'format' должно быть '{FORMAT}'")
    version = data.get("version", VERSION)
    _need(_is_int(version) and version >= 1, "'version' must be a positive integer",
          "поле 'version' должно быть целым числом от 1")
    if version > VERSION:
        raise RecordError(
            f"the record has format version {version}, but this Koloda reads versions up "
            f"to {VERSION}: upgrade Koloda to read it",
            f"запись в формате версии {version}, а эта «Колода» читает версии до {VERSION}: "
            "обновите «Колоду», чтобы её прочитать")
    _need(isinstance(data.get("game"), str), "'game' must be a game name",
          "поле 'game' должно быть названием игры")
    players = data.get("players")
    _need(_is_int(players), "'players' must be an integer",
          "поле 'players' должно быть целым числом")
    _need(isinstance(data.get("rules", {}), dict), "'rules' must be an object",
          "поле 'rules' должно быть объектом")
    seed = data.get("seed")
    _need(seed is None or _is_int(seed),
          "'seed' must be an integer or null", "поле 'seed' должно быть целым или null")
    deals = data.get("deals")
    _need(deals is None or (isinstance(deals, list) and all(
        isinstance(d, list) and all(isinstance(c, str) for c in d) for d in deals)),
        "'deals' must be a list of lists of card texts",
        "поле 'deals' должно быть списком списков карт")
    names = data.get("names")
    _need(names is None or (isinstance(names, list) and len(names) == players
                            and all(_is_name(x) for x in names)),
          f"'names' must be a list of {players} names (text of 1 to {MAX_NAME} characters, "
          "no control characters)",
          f"поле 'names' должно быть списком из {players} имён (строки от 1 до {MAX_NAME} "
          "символов, без управляющих)")
    seats = data.get("seats")
    _need(seats is None or (isinstance(seats, list) and len(seats) == players
                            and all(_is_seat(x) for x in seats)),
          f"'seats' must be a list of {players} objects {{\"name\": null or text of 1 to "
          f"{MAX_NAME} characters, \"kind\": \"human\" or \"computer\", \"agent\": text or null}}",
          f"поле 'seats' должно быть списком из {players} объектов {{\"name\": null или строка от 1 до "
          f"{MAX_NAME} символов, \"kind\": \"human\" или \"computer\", "
          "\"agent\": строка или null}")
    _need(isinstance(data.get("finished", False), bool), "'finished' must be true or false",
          "поле 'finished' должно быть true или false")
    actions = data.get("actions")
    _need(isinstance(actions, list) and all(isinstance(a, str) for a in actions),
          "'actions' must be a list of action texts", "поле 'actions' — список ходов-строк")
    return dict(data)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_name(value: Any) -> bool:
    return (isinstance(value, str) and 1 <= len(value) <= MAX_NAME
            and value.isprintable())


_SEAT_KEYS = {"name", "kind", "agent"}


def _is_seat(value: Any) -> bool:
    # a seat without a chosen name (None) takes the default name in the reader's language
    if not isinstance(value, dict) or not {"kind"} <= value.keys() <= _SEAT_KEYS:
        return False
    agent = value.get("agent")
    name = value.get("name")
    return ((name is None or _is_name(name)) and value["kind"] in ("human", "computer")
            and (agent is None or _is_name(agent)))


def replay(data: dict[str, Any]) -> State:
    """Rebuild the state of a record, checking every action; RecordError on the first
    bad step, naming it, the action and the legal alternatives. The state is the one a
    table would show: every deal due is dealt."""
    data = validate(data)
    try:
        game = get_game(data["game"])
        rules = game.make_rules(overrides=data.get("rules", {}))
        game.check_players(data["players"], rules)
        deals = [[C.parse(c) for c in d] for d in data["deals"]] if data.get("deals") else None
        state = game.new_state(data["players"], rules, data.get("seed"), deals)
    except KolodaError as err:
        raise RecordError("bad record header: " + err.en,
                          "ошибка в заголовке записи: " + err.ru) from err
    for step, text in enumerate(data["actions"], start=1):
        try:
            while state.current_player() == CHANCE:
                state.apply_chance()  # a forced deal that is not the deck fails here
            state.play(text)
        except KolodaError as err:
            raise RecordError(f"step {step}, action '{text}': {err.en}",
                              f"ход {step}, «{text}»: {err.ru}") from err
    # the deal that follows the last action (or the first deal of a record with no
    # actions) is part of the position: a deal can be over as dealt, and a table shows
    # the cards it dealt, as play did
    try:
        while state.current_player() == CHANCE:
            state.apply_chance()
    except KolodaError as err:
        raise RecordError(f"after the last action: {err.en}",
                          f"после последнего хода: {err.ru}") from err
    return state
