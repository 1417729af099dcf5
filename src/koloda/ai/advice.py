"""The hard player's advice: the terminal's ``hint move`` and ``koloda analyse``.

Both ask a search player (by default the ``hard`` level, or ``expert`` where ``hard`` is
the heuristic: :func:`koloda.ai.levels.searching_level`) through the information-set door
(:mod:`koloda.engine.infoset`), exactly as it would be asked at the table: it sees the
seat's observation and worlds resampled from it, never the cards the seat cannot see.

``koloda analyse`` replays a record and, at each decision of one seat, puts the hard
player's choice and its value beside the move made; a move worth less than the best is
marked by its expected cost: an *inaccuracy*, a *mistake* or a *blunder* (thresholds in
the game's unit: the chance not to be the fool in Durak, a deal's points in Тысяча). The
JSON form (``ANALYSIS_FORMAT``) is what a replay viewer shows beside the moves.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.ai.levels import make_agent, searching_level
from koloda.ai.thought import CHANCE_UNIT, POINTS_UNIT, Thought
from koloda.engine import records
from koloda.engine.errors import IllegalActionError, KolodaError
from koloda.engine.game import CHANCE, Action, State
from koloda.engine.infoset import InfoSet
from koloda.engine.texts import plural_ru

HINT_LEVEL = "hard"
ANALYSIS_FORMAT = "koloda-analysis"
ANALYSIS_VERSION = 1

# (inaccuracy, mistake, blunder) thresholds of the expected cost, by unit
MARKS = {CHANCE_UNIT: (0.04, 0.10, 0.25), POINTS_UNIT: (10.0, 30.0, 80.0)}
MARK_NAMES = ("inaccuracy", "mistake", "blunder")
_MARK_RU = {"inaccuracy": "неточность", "mistake": "ошибка", "blunder": "грубая ошибка"}
# a move the search weighed this little against the best is valued again head to head
REVISIT = 0.2


def advise(state: State, seat: int, level: str = HINT_LEVEL,
           rng: random.Random | None = None, moves: Sequence[Action] | None = None
           ) -> Thought:
    """The ``level`` player's decision for ``seat`` (to move in ``state``) with its
    values; ``moves`` limits the moves weighed."""
    if state.current_player() != seat:
        raise IllegalActionError("it is not your move now", "сейчас не ваш ход")
    rng = rng or random.Random(len(state.history) * 7919 + seat)
    agent = make_agent(state.game, searching_level(state.game, level), seat, rng)
    infoset = InfoSet(state, seat)
    think = thinker(agent)
    if think is None:  # a plain player: its move, no value
        action = agent.act(infoset.obs, infoset.legal)
        return Thought(action, float("nan"), CHANCE_UNIT, {}, {}, "heuristic")
    thought: Thought = think(infoset, moves=moves, force=True)
    return thought


def thinker(agent: Any) -> Any:
    """How an adviser asks ``agent`` for its move and values: a search player's
    ``think``; a game's own player that counts its moves out (Очко's ``odds``) offers
    ``weigh(obs, legal)`` → (move, each move's chance, exact?) instead, taken as a
    thought here; None for a plain player, which names a move and no value."""
    think = getattr(agent, "think", None)
    if think is not None:
        return think
    weigh = getattr(agent, "weigh", None)
    if weigh is None:
        return None

    def weighed(infoset: InfoSet, moves: Sequence[Action] | None = None,
                force: bool = False) -> Thought:
        legal = list(moves) if moves else list(infoset.legal)
        action, values, exact = weigh(infoset.obs, legal)
        return Thought(action, values[action], CHANCE_UNIT, dict(values), {}, "counted",
                       exact=exact)

    return weighed


def describe_value(thought: Thought, lang: str = "ru", game_key: str = "") -> str:
    """The estimated value as a person reads it."""
    ru = lang == "ru"
    if thought.value != thought.value:  # NaN: no estimate
        return ""
    if thought.unit == POINTS_UNIT:
        v = round(thought.value)
        sign = "+" if v > 0 else ""
        return (f"ожидаемо {sign}{v} {plural_ru(v, 'очко', 'очка', 'очков')} за раздачу"
                if ru else f"expected {sign}{v} point{'' if abs(v) == 1 else 's'} this deal")
    pct = round(100 * thought.value)
    if game_key == "durak":
        text = (f"шанс не остаться дураком ≈ {pct}%" if ru else
                f"chance not to be the fool ≈ {pct}%")
    else:
        text = f"оценка ≈ {pct}%" if ru else f"estimate ≈ {pct}%"
    if thought.exact:
        text += " (точно)" if ru else " (exact)"
    return text


def hint_text(state: State, seat: int, lang: str = "ru", level: str = HINT_LEVEL) -> str:
    """The terminal's ``hint move``: the hard player's move and its estimated value."""
    thought = advise(state, seat, level)
    label = state.describe_action(thought.action, lang)
    value = describe_value(thought, lang, state.game.key)
    head = "Совет" if lang == "ru" else "Hint"
    return f"{head}: {label}" + (f" ({value})" if value else "")


# --- analysis -------------------------------------------------------------------------


def mark_of(cost: float, unit: str) -> str | None:
    marks = MARKS.get(unit, MARKS[CHANCE_UNIT])
    found = None
    for name, limit in zip(MARK_NAMES, marks, strict=True):
        if cost >= limit:
            found = name
    return found


def _default_seat(data: Mapping[str, Any], players: int) -> int:
    seats = data.get("seats")
    if isinstance(seats, list):
        for s, seat in enumerate(seats):
            if isinstance(seat, dict) and seat.get("kind") == "human" and s < players:
                return s
    return 0


def analyse(data: Mapping[str, Any], seat: int | None = None, level: str = HINT_LEVEL,
            seed: int = 0, lang: str = "en",
            progress: Any = None) -> dict[str, Any]:
    """The analysis of a record (a dict as :func:`koloda.engine.records.load` reads it):
    the JSON a replay viewer shows (see the module notes)."""
    data = dict(data)
    final = records.replay(data)  # checks every step first, naming a bad one
    players = final.players
    if seat is None:
        seat = _default_seat(data, players)
    if not 0 <= seat < players:
        raise KolodaError(f"there is no seat {seat + 1} in this game of {players}",
                          f"в этой партии на {players} нет места {seat + 1}")
    state = records.replay({**data, "actions": []})
    rng = random.Random(seed)
    agent = make_agent(state.game, searching_level(state.game, level), seat, rng)
    think = thinker(agent)
    moves: list[dict[str, Any]] = []
    unit = CHANCE_UNIT
    texts = list(data["actions"])
    total = len(texts)
    for step, text in enumerate(texts):
        while state.current_player() == CHANCE:
            state.apply_chance()
        actor = state.current_player()
        action = state.text_to_action(text)
        legal = state.legal_actions()
        if actor == seat and len(legal) > 1:
            entry = _analyse_step(state, seat, action, legal, agent, think, lang, step)
            unit = entry.pop("_unit")
            moves.append(entry)
        if progress is not None:
            progress(step + 1, total)
        state.apply(action)
    marks = [m["mark"] for m in moves]
    costs = [m["cost"] for m in moves if m["cost"] is not None]
    agree = sum(1 for m in moves if m["agrees"])
    return {
        "format": ANALYSIS_FORMAT, "version": ANALYSIS_VERSION,
        "game": final.game.key, "players": players, "seat": seat, "level": level,
        "unit": unit, "steps": len(texts), "finished": final.is_terminal(),
        "moves": moves,
        "summary": {
            "decisions": len(moves),
            "agreement": round(agree / len(moves), 4) if moves else None,
            "mean_cost": round(sum(costs) / len(costs), 4) if costs else 0.0,
            "inaccuracies": marks.count("inaccuracy"), "mistakes": marks.count("mistake"),
            "blunders": marks.count("blunder"),
        },
    }


def _analyse_step(state: State, seat: int, action: Action, legal: list[Action], agent: Any,
                  think: Any, lang: str, step: int) -> dict[str, Any]:
    infoset = InfoSet(state, seat, legal)
    if think is None:
        best = agent.act(infoset.obs, infoset.legal)
        thought = Thought(best, float("nan"), CHANCE_UNIT, {}, {}, "heuristic")
    else:
        thought = think(infoset, force=True)
    value_best: float | None = thought.value
    value_move = thought.values.get(action)
    if think is not None and action != thought.action and not thought.exact:
        seen = thought.visits.get(action, 0)
        if value_move is None or seen < REVISIT * thought.visits.get(thought.action, 0):
            # too little searched to compare: the two moves head to head
            again = think(infoset, moves=[thought.action, action], force=True)
            if action in again.values and thought.action in again.values:
                value_best = again.values[thought.action]
                value_move = again.values[action]
    cost: float | None = None
    if value_move is not None and value_best is not None and value_best == value_best:
        cost = _r(max(0.0, value_best - value_move) if action != thought.action else 0.0)
    labels = {a: state.describe_action(a, lang) for a in legal}
    alternatives = sorted(thought.values, key=lambda a: -thought.values[a])[:6]
    return {
        "_unit": thought.unit,
        "step": step, "actor": seat,
        "move": state.action_to_text(action), "move_label": labels.get(action, ""),
        "best": state.action_to_text(thought.action),
        "best_label": labels.get(thought.action, ""),
        "agrees": action == thought.action,
        "value_best": _r(value_best), "value_move": _r(value_move),
        "cost": _r(cost), "mark": mark_of(cost, thought.unit) if cost is not None else None,
        "exact": thought.exact, "method": thought.method,
        "alternatives": [{"move": state.action_to_text(a), "label": labels.get(a, ""),
                          "value": _r(thought.values[a]),
                          "visits": thought.visits.get(a, 0)} for a in alternatives],
    }


def _r(x: float | None) -> float | None:
    if x is None or x != x:
        return None
    return round(x, 4)


def render_text(result: Mapping[str, Any], lang: str = "ru") -> list[str]:
    """The analysis as lines a person reads."""
    ru = lang == "ru"
    unit = result["unit"]
    out = []
    for m in result["moves"]:
        if m["agrees"]:
            note = "= совет" if ru else "= hint"
        else:
            note = (f"совет: {m['best_label']}" if ru else f"hint: {m['best_label']}")
        vals = ""
        if m["value_best"] is not None:
            if unit == POINTS_UNIT:
                vals = f" [{m['value_move'] or 0:+.0f} / {m['value_best']:+.0f}]"
            elif m["value_move"] is not None:
                vals = f" [{100 * m['value_move']:.0f}% / {100 * m['value_best']:.0f}%]"
        mark = ""
        if m["mark"]:
            mark = " — " + (_MARK_RU[m["mark"]] if ru else m["mark"])
        out.append(f"{m['step'] + 1:4}. {m['move_label']}  ({note}){vals}{mark}")
    s = result["summary"]
    if ru:
        out.append(f"Решений: {s['decisions']}; совпало с советом: "
                   f"{_pct(s['agreement'])}; неточностей {s['inaccuracies']}, "
                   f"ошибок {s['mistakes']}, грубых {s['blunders']}.")
    else:
        out.append(f"Decisions: {s['decisions']}; agreed with the hint: "
                   f"{_pct(s['agreement'])}; inaccuracies {s['inaccuracies']}, "
                   f"mistakes {s['mistakes']}, blunders {s['blunders']}.")
    return out


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.0f}%"
