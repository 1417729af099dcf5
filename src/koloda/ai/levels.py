"""Playing levels and agent specs.

A *spec* names a computer player: ``random``, ``heuristic`` (or another of the game's own
players, ``game.agent_factories()``), ``casual`` (the heuristic with a share of random
moves, ``casual:slip=0.25``, :mod:`koloda.ai.casual`), a level (``easy``, ``medium``, ``hard``,
``expert``), or a search player with parameters: ``ismcts:ms=500,c=0.7``,
``ismcts:iters=2000``, ``pimc:worlds=40`` (Тысяча). A level takes parameters too, which
override its own: ``hard:ms=200``.

Levels (per game; ``hard`` keeps the median decision under a second on a 2-core machine):

========  ================  ===================  ======================================
level     Durak             the other games      Тысяча
========  ================  ===================  ======================================
easy      casual            casual               casual
medium    ISMCTS, 1,500     ISMCTS, 0.3 × hard   PIMC, up to 12 worlds / 150 ms
          iterations        iterations
hard      ISMCTS, 10,000    ISMCTS, the game's   PIMC, up to 40 worlds / 700 ms
          iterations        ``HARD_ITERATIONS``
expert    ISMCTS, 50,000    ISMCTS, 6 × hard     PIMC, up to 120 worlds / 3 s
          iterations        iterations
========  ================  ===================  ======================================

``casual`` is the game's heuristic with a quarter of its choices among a handful of moves
replaced by random ones (:mod:`koloda.ai.casual`): the heuristic itself beats random players
nearly always, too hard for someone learning a game, and too close to the search in games
where the search gains little.

The iteration budgets stop at a time cap if the iterations take longer (a busy machine):
Durak's at 0.4, 2 and 8 s, the other games' at 0.6, 2 and 10 s. Рамми до 40 has levels of
its own (the heuristic's move unless paired play-outs find a better one); in Простак,
Экарте and Тройки, where the search is no stronger than the heuristic or barely, the
levels are ``casual``, ``casual:slip=0.1`` (one slip in ten), ``heuristic`` and the
search (:func:`heuristic_top_levels`); in Семь листов, Ерунда and Наполеон, where the
search beats the heuristic but not the same search at 0.3 × its play-outs, ``medium`` is
the heuristic (:func:`heuristic_middle_levels`). In Восьмёрка, where the tree search lost
to itself at 0.3 × its play-outs, ``medium`` is the heuristic and ``hard`` and ``expert``
the anchored search (``anchor``, below), which looks several choices deep where nothing
is hidden (:func:`anchored_levels`).

ISMCTS parameters: ``iters`` (iterations), ``ms`` (milliseconds; with both, the first
reached ends the search), ``c`` (the UCB constant, default 0.7), ``workers`` (processes
for root parallelism), ``rollout`` (``auto``, ``random``, ``heuristic``), ``solve``
(Durak: the endgame solver's node budget at the root; default about half the time),
``playouts`` (Durak: random playouts averaged at each new leaf, default 8), ``depth``
(the tree's deepest path: 0 no limit, 1 each root move valued by rollouts alone;
default the game's ``search_depth``), ``norm``
(1, the default: move values read on the scale of the values seen in the search, except
in Durak; 0: raw), ``anchor`` (> 0: no tree; the game's heuristic move is played unless
paired play-outs, every move on the same worlds, find another better by that many
standard errors; ``iters`` then counts play-outs; Рамми до 40's and Восьмёрка's levels),
``lines`` (with ``anchor``; 1, the default: where the seat sees every card and the
play-outs repeat, the play-outs are spent on lines several choices deep instead,
:mod:`koloda.ai.lines`; 0: sampled as anywhere), ``model`` (1:
the other seats' moves in the tree are the game's heuristic's in each world, so that an
opponent plays to the hand that world gives him; 0, the default: chosen by UCB). PIMC
parameters: ``worlds`` (most
worlds sampled per card-play decision), ``ms`` (time budget per decision), ``min``
(fewest worlds however long they take), ``bid`` (worlds for bidding and the contract
decisions), ``workers``, ``pass`` (what passing in the auction is worth against bidding,
in points relative to the others; default −20), ``bidding`` (``mc``, the default, or
``heuristic``: the auction, the contract and dark play by the game's heuristic),
``barrel`` (on one's own barrel passing is worth ``fixed``, the constant, or ``stop``: the
deals left, by optimal stopping), ``concede`` (concede a contract whose chance to make is
below this share, where the rules allow it; 0, the default: by the expected score),
``win`` (what winning the game outright is worth in points, default 600), ``threat``
(passing while an opponent on the barrel could win, default −200), ``marr`` (the share
of their marriages the defenders are expected to declare, default 0), ``read`` (0, the
default, off; P > 0: card play's worlds where the heuristic would not have followed as
the others did are drawn again, a world kept with chance (1 − P) per such card).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from koloda.engine.errors import KolodaError
from koloda.engine.game import Game, get_game

LEVEL_NAMES = ("easy", "medium", "hard", "expert")

# ``hard``'s iterations a decision in each game of the generic search: what 500 ms of one
# idle core bought (the median decision of ``bench/level_budgets.py --ms 500 --decisions
# 40``, 2026-12-03, bench/results/2026-12-03/level_budgets_ms500*.json), to two figures.
# A budget in iterations makes a level the same player on any machine and under any
# load, so that matches repeat and levels can be compared; the time caps below only keep
# a person from waiting on a busy machine. Пьяница and Захват have no decisions. Ерунда,
# Семь листов and Мушка-копилка: measured again 2026-12-04 (``--game erunda --game
# sem_listov --game mushka_kopilka``), once their search became play-outs from each move;
# Простак the same day (``--game prostak``), its search also play-outs from each move and
# its combinations found about eleven times faster (bench/prostak_declarations.py). Верю —
# не верю the same day (``--game veryu --spec "ismcts:ms=500,depth=1,rollout=heuristic"``,
# median 254), its search also play-outs from each move. In Простак, Экарте and Тройки
# the search is ``expert`` (``hard`` is the heuristic there, see LEVELS).
HARD_ITERATIONS: dict[str, int] = {
    "czech": 310, "101": 950, "dreyfus": 4200, "dvesti": 1000, "ekarte": 5600,
    "erunda": 1000, "high_card": 12000, "klabor": 3800, "mushka_kopilka": 1600,
    "napoleon": 4900, "za_pravdu": 4300, "odessa_poker": 4100,
    "prostak": 2600, "pyanitsa": 100, "pyat_soten": 790, "pyaterka": 4100,
    "razgildyay": 180, "reduda": 480, "sem_listov": 1700, "shtrafnye": 2100,
    "tri_karty": 6100, "troiki": 660, "valety": 1600, "vedma": 4700, "veryu": 250,
    "vosmerka": 1300, "zakhvat": 100,
}
# The games whose medium is the heuristic (see LEVELS below).
MIDDLE_HEURISTIC = ("sem_listov", "erunda", "napoleon", "klabor")
# medium and expert scale hard's budget as their time budgets did (150 ms, 500 ms, 3 s).
MEDIUM_SHARE, EXPERT_TIMES = 0.3, 6


def search_levels(hard_iterations: int) -> dict[str, str]:
    """The four levels of the generic search for ``hard_iterations`` at ``hard``."""
    medium = max(1, round(hard_iterations * MEDIUM_SHARE))
    return {"easy": "casual", "medium": f"ismcts:iters={medium},ms=600",
            "hard": f"ismcts:iters={hard_iterations},ms=2000",
            "expert": f"ismcts:iters={hard_iterations * EXPERT_TIMES},ms=10000"}


def heuristic_top_levels(search_iterations: int) -> dict[str, str]:
    """The levels of a game whose search is no better than its heuristic, or barely:
    ``easy`` and ``medium`` the heuristic with a quarter and a tenth of its choices
    slipping, ``hard`` the heuristic itself, ``expert`` the search."""
    return {"easy": "casual", "medium": "casual:slip=0.1", "hard": "heuristic",
            "expert": f"ismcts:iters={search_iterations},ms=10000"}


def heuristic_middle_levels(hard_iterations: int) -> dict[str, str]:
    """The levels of a game whose search at ``hard``'s count beats the heuristic but no
    more than the same search at 0.3 × it: ``medium`` is the heuristic itself, so that
    each step is one measured apart; ``hard`` and ``expert`` search as in
    ``search_levels``."""
    searched = search_levels(hard_iterations)
    return {**searched, "medium": "heuristic"}


def anchored_levels(hard_iterations: int) -> dict[str, str]:
    """The levels of a game whose tree search lost to itself at 0.3 × its play-outs
    (Восьмёрка): ``medium`` the heuristic; ``hard`` and ``expert`` keep the heuristic's
    move unless paired play-outs find another better (``anchor``), on ``hard``'s
    iterations and six times them; where nothing is hidden the budget buys lines of
    several choices (:mod:`koloda.ai.lines`)."""
    def spec(iters: int, ms: int) -> str:
        return f"ismcts:iters={iters},ms={ms},rollout=heuristic,anchor=2"

    return {"easy": "casual", "medium": "heuristic", "hard": spec(hard_iterations, 2000),
            "expert": spec(hard_iterations * EXPERT_TIMES, 10000)}


def exact_top_levels(player: str) -> dict[str, str]:
    """The levels of a game with a player that counts its choices out exactly (Очко's
    ``odds``): no search we have plays better, so it is both ``hard`` and ``expert``;
    below it the heuristic, then the heuristic with a quarter of its choices slipping."""
    return {"easy": "casual", "medium": "heuristic", "hard": player, "expert": player}


# A game not calibrated yet (a new one) searches by time until it is.
_SEARCH = {"easy": "casual", "medium": "ismcts:ms=150", "hard": "ismcts:ms=500",
           "expert": "ismcts:ms=3000"}
LEVELS: dict[str, dict[str, str]] = {
    **{key: search_levels(n) for key, n in HARD_ITERATIONS.items()},
    # Durak's search is fast enough (the endgame solver in C) for an iteration budget, which
    # makes a level the same player on any machine and its matches repeatable; the time
    # cap keeps a slow or busy machine responsive. Since 2026-12-06 hard has twice the
    # play-outs and ten times the root solve it had (81.4% of 400 against the heuristic in
    # perevodnoy with the trump shown, where 5,000 and 20,000 won 78.4%), and expert keeps
    # five times hard's play-outs, the ratio measured as a step (57.7% of 220); see
    # bench/README.md, "Durak: what a larger budget buys".
    "durak": {"easy": "casual", "medium": "ismcts:iters=1500,ms=400,solve=6000",
              "hard": "ismcts:iters=10000,ms=2000,solve=200000",
              "expert": "ismcts:iters=50000,ms=8000,solve=2000000"},
    # Рамми до 40: a move changes a deal's outcome by a point or two of penalty, a
    # play-out's spread is some twenty times that; a tree (or a one-step search) on a
    # few play-outs a move picked among the moves by chance and lost to the heuristic
    # (bench/README.md, issue 23). The heuristic's move is kept unless paired play-outs
    # (every move on the same worlds) find another clearly better (``anchor``).
    "rummy40": {"easy": "casual",
                "medium": "ismcts:iters=60,ms=400,rollout=heuristic,anchor=2",
                "hard": "ismcts:iters=150,ms=1000,rollout=heuristic,anchor=2",
                "expert": "ismcts:iters=1500,ms=4000,rollout=heuristic,anchor=2"},
    # Простак, Экарте and Тройки: the search is no stronger than the heuristic it plays
    # out, or barely (Простак: a race in which nobody can touch another's hand; Тройки: a
    # seat that sees every card, the stock's order too, does no better; Экарте: 55% of 400,
    # the rest is what only the sight of the other hand would tell), and six times its
    # play-outs or 0.3 × of them play as well as it. So the steps are slips, then the
    # heuristic, then the search (bench/README.md, "Levels where the search is the
    # heuristic's equal", 2026-12-06).
    **{key: heuristic_top_levels(HARD_ITERATIONS[key]) for key in ("prostak", "ekarte",
                                                                  "troiki")},
    # Семь листов, Ерунда and Наполеон: the search at 0.3 × hard's play-outs was hard's
    # equal (51.7%, 51.2% of 400; 50.5% of 200), while hard beats the heuristic (61.3%,
    # 68.0%, 83.1% of 400) and the heuristic beats casual (54.1%, 62.0% of 2,000; 52.8% of
    # 4,000): medium is the heuristic (bench/README.md, "Семь листов and Ерунда: the
    # heuristic in the middle", 2026-12-06; Наполеон 2026-12-07). Клабор the same since
    # 2026-12-07: hard against the search at 0.3 × its play-outs 43/80, not apart, while
    # hard beats the heuristic (72.5% of 400) and the heuristic casual (70.5% of 2,000).
    **{key: heuristic_middle_levels(HARD_ITERATIONS[key]) for key in MIDDLE_HEURISTIC},
    # Восьмёрка: the tree search with 1,300 play-outs lost to the same search with 390
    # (43/120, 2026-12-07): its second part is Durak with every hand known, where
    # play-outs by the heuristic repeat and the tree picked among equal moves by chance.
    # The anchored search keeps the heuristic's move unless another is better, and where
    # nothing is hidden looks several choices deep; it beat that tree 30/40 and the
    # 390-play-out tree 28/40, and as hard the heuristic 70/80; with equal lines told
    # apart by the play-out after the move, 88.0% of 400 at one deal; expert against it
    # 21/40 and 17/40, not apart (bench/README.md, "Восьмёрка: lines, not a tree",
    # "Восьмёрка: equal lines told apart").
    "vosmerka": anchored_levels(HARD_ITERATIONS["vosmerka"]),
    # Очко: the bank draws by a fixed rule, so a punter's every choice has a value that
    # can be counted over the cards he has not seen (``odds``, its stakes by the chance to
    # win the game); the tree search before it (9,800 iterations) was level with the
    # heuristic (20/40), ``odds`` beats it in 62.4% of 800 (bench/README.md, "Очко by the
    # odds", 2026-12-06).
    "ochko": exact_top_levels("odds"),
    "tysyacha": {"easy": "casual", "medium": "pimc:worlds=12,ms=150,bid=6",
                 "hard": "pimc:worlds=40,ms=700,bid=16",
                 "expert": "pimc:worlds=120,ms=3000,bid=48"},
}

_ISMCTS_KEYS = {"iters": int, "ms": float, "c": float, "workers": int, "rollout": str,
                "solve": int, "leaf": int, "playouts": int, "norm": int, "depth": int,
                "anchor": float, "model": int, "lines": int}
_CASUAL_KEYS = {"slip": float}
_SIGNED = {"pass", "threat"}  # parameters that may be negative
_PIMC_KEYS = {"worlds": int, "ms": float, "min": int, "bid": int, "workers": int,
              "pass": float, "bidding": str, "infer": int, "passing": str,
              "lift": float, "barrel": str, "concede": float, "win": float,
              "threat": float, "marr": float, "read": float}


def levels_of(game: Game) -> dict[str, str]:
    return LEVELS.get(game.key, _SEARCH)


def searching_level(game: Game, spec: str) -> str:
    """``spec``, or where it names a level whose player does not search (``hard`` is the
    heuristic in Простак, Экарте and Тройки) the next level up that does: an adviser (a
    hint, an analysis) must weigh the moves, not only name one."""
    name, sep, rest = spec.partition(":")
    name = name.strip().lower()
    if name not in LEVEL_NAMES:
        return spec
    levels = levels_of(game)
    for level in LEVEL_NAMES[LEVEL_NAMES.index(name):]:
        if parse_spec(levels[level])[0] in ("ismcts", "pimc"):
            return level + sep + rest
    return spec


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``name:k=v,k=v`` -> (name, {k: v}); KolodaError if malformed."""
    text = spec.strip()
    name, _, rest = text.partition(":")
    name = name.strip().lower()
    params: dict[str, str] = {}
    if rest.strip():
        for part in rest.split(","):
            key, eq, value = part.partition("=")
            key = key.strip().lower()
            if not eq or not key or not value.strip():
                raise KolodaError(f"bad agent parameter '{part.strip()}' in '{spec}': "
                                  "write key=value",
                                  f"неверный параметр игрока «{part.strip()}» в «{spec}»: "
                                  "пишите ключ=значение")
            params[key] = value.strip()
    if not name:
        raise KolodaError("an empty agent name", "пустое имя игрока")
    return name, params


def _typed(spec: str, params: Mapping[str, str], keys: Mapping[str, type]
           ) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in params.items():
        kind = keys.get(k)
        if kind is None:
            known = ", ".join(keys)
            raise KolodaError(f"unknown parameter '{k}' in '{spec}'; parameters: {known}",
                              f"неизвестный параметр «{k}» в «{spec}»; есть: {known}")
        try:
            value: Any = kind(v)
        except ValueError:
            raise KolodaError(f"parameter '{k}' in '{spec}' must be a number",
                              f"параметр «{k}» в «{spec}» должен быть числом") from None
        if kind is float and not math.isfinite(value):
            raise KolodaError(f"parameter '{k}' in '{spec}' must be a finite number",
                              f"параметр «{k}» в «{spec}» должен быть конечным числом")
        if kind in (int, float) and value < 0 and k not in _SIGNED:
            raise KolodaError(f"parameter '{k}' in '{spec}' must not be negative",
                              f"параметр «{k}» в «{spec}» не может быть отрицательным")
        out[k] = value
    if "bidding" in out and out["bidding"] not in ("mc", "heuristic"):
        raise KolodaError(f"bidding in '{spec}' is mc or heuristic",
                          f"bidding в «{spec}»: mc или heuristic")
    if "passing" in out and out["passing"] not in ("worlds", "fixed", "barrel"):
        raise KolodaError(f"passing in '{spec}' is worlds, fixed or barrel",
                          f"passing в «{spec}»: worlds, fixed или barrel")
    if "barrel" in out and out["barrel"] not in ("fixed", "stop"):
        raise KolodaError(f"barrel in '{spec}' is fixed or stop",
                          f"barrel в «{spec}»: fixed или stop")
    if "infer" in out and out["infer"] not in (0, 1):
        raise KolodaError(f"infer in '{spec}' is 0 or 1", f"infer в «{spec}»: 0 или 1")
    if "rollout" in out and out["rollout"] not in ("auto", "random", "heuristic"):
        raise KolodaError(f"rollout in '{spec}' is auto, random or heuristic",
                          f"rollout в «{spec}»: auto, random или heuristic")
    return out


def agent_names(game: Game) -> list[str]:
    """The names a spec may start with for this game."""
    names = [*game.agent_factories(), *LEVEL_NAMES, "casual", "ismcts"]
    if game.key == "tysyacha":
        names.append("pimc")
    return list(dict.fromkeys(names))


def make_agent(game: Game | str, spec: str, seat: int, rng: random.Random) -> Any:
    """The computer player ``spec`` names, for ``seat`` of ``game``, drawing every random
    number from ``rng``. KolodaError if the spec names no player of this game."""
    g = get_game(game) if isinstance(game, str) else game
    name, params = parse_spec(spec)
    if name in LEVEL_NAMES:
        base_name, base_params = parse_spec(levels_of(g)[name])
        name, params = base_name, {**base_params, **params}
    factories = g.agent_factories()
    if name in factories:
        if params:
            raise KolodaError(f"'{name}' takes no parameters ('{spec}')",
                              f"у «{name}» нет параметров («{spec}»)")
        return factories[name](seat, rng)
    if name == "casual":
        from koloda.ai.casual import CasualAgent

        casual = _typed(spec, params, _CASUAL_KEYS)
        if casual.get("slip", 0.0) > 1:
            raise KolodaError(f"slip in '{spec}' is a share from 0 to 1",
                              f"slip в «{spec}» — доля от 0 до 1")
        return CasualAgent(seat, rng, g, **casual)
    if name == "ismcts":
        from koloda.ai.agents import ISMCTSAgent

        return ISMCTSAgent(seat, rng, g, **_typed(spec, params, _ISMCTS_KEYS))
    if name == "pimc" and g.key == "tysyacha":
        from koloda.ai.tysyacha import PimcAgent

        typed = _typed(spec, params, _PIMC_KEYS)
        if "pass" in typed:
            typed["pass_value"] = typed.pop("pass")
        return PimcAgent(seat, rng, g, **typed)
    known = ", ".join(agent_names(g))
    raise KolodaError(f"unknown computer player '{spec}' for {g.key}; players: {known}",
                      f"неизвестный компьютерный игрок «{spec}» для {g.key}; есть: {known}")


def check_spec(game: Game, spec: str) -> None:
    """KolodaError unless ``spec`` names a player of ``game`` (builds it once)."""
    make_agent(game, spec, 0, random.Random(0))
