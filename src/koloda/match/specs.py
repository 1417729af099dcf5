"""Agent specs: the text that names a player on the ``koloda match`` command line.

- ``cmd:PROGRAM`` — an outside program speaking the JSON-lines bot protocol
  (:mod:`koloda.match.cmdbot`, ``docs/bot-protocol.md``);
- ``durakgame:NAME`` — a player of PyPI ``durakgame`` (:mod:`koloda.match.durakgame_adapter`);
- ``openspiel:ismcts[:key=value...]`` — OpenSpiel's own ISMCTS bot
  (:mod:`koloda.match.openspiel_adapter`);
- anything else — the project's computer players: ``koloda.ai.make_agent(game, spec, seat,
  rng)`` (``random``, ``heuristic``, ``easy`` … ``expert``, ``hard:ms=200``,
  ``ismcts:ms=500,c=0.7``, ``pimc:worlds=40``); in a tree without the search players, the
  game's own named players (``game.agent_factories()``: ``random``, ``heuristic``) and
  ``easy`` (the heuristic).
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from koloda.engine.errors import KolodaError
from koloda.engine.game import Game
from koloda.engine.rules import Rules

# a maker builds the agent of one game: (seat, rng) -> agent
Maker = Callable[[int, random.Random], Any]

LEVEL_FALLBACK = {"easy": "heuristic"}
SEARCH_SPECS = ("medium", "hard", "expert", "ismcts", "pimc")


_PARAM = re.compile(r"^\s*[A-Za-z_][A-Za-z0-9_]*\s*=")


def split_specs(text: str) -> list[str]:
    """Split a comma-separated agent list. A search player's parameters are
    comma-separated too (``ismcts:ms=500,c=0.7``): a piece that is only ``key=value``
    continues the spec before it, so ``ismcts:ms=500,c=0.7,heuristic`` is two agents."""
    out: list[str] = []
    for piece in text.split(","):
        if out and _PARAM.match(piece) and ":" not in piece:
            out[-1] += "," + piece.strip()
        elif piece.strip():
            out.append(piece.strip())
    return out


@dataclass(frozen=True)
class Options:
    """Settings of outside players."""

    move_timeout: float = 10.0  # seconds a cmd program may think per move
    startup_grace: float = 10.0  # extra seconds for a freshly started program's first answer
    bot_stderr: str = "discard"  # "discard" or "inherit" (the programs' standard error)


def search_make_agent() -> Callable[..., Any] | None:
    """``koloda.ai.make_agent`` when the search players are there, else None."""
    try:
        mod = importlib.import_module("koloda.ai")
    except ImportError:
        return None
    fn = getattr(mod, "make_agent", None)
    return fn if callable(fn) else None


def maker(game: Game, players: int, rules: Rules, spec: str, entry: int,
          options: Options = Options()) -> Maker:
    """How to build the agent ``spec`` names for each game (KolodaError if it names
    none). ``entry`` is the spec's place in the agent list (an outside program keeps one
    process per entry)."""
    spec = spec.strip()
    kind, _, rest = spec.partition(":")
    if kind == "cmd":
        from koloda.match.cmdbot import CmdAgent, parse_program

        argv = parse_program(rest)

        def make_cmd(seat: int, rng: random.Random) -> Any:
            return CmdAgent(seat, rng, argv, entry, spec, options.move_timeout,
                            options.bot_stderr, options.startup_grace)

        return make_cmd
    if kind == "durakgame":
        from koloda.match import durakgame_adapter as dga

        dga.check_rules(game, players, rules)
        cls = dga.player_class(rest or "MrRandom")
        return lambda seat, rng: dga.DurakgameAgent(seat, rng, cls)
    if kind == "openspiel":
        from koloda.match import openspiel_adapter as osa

        os_maker: Maker = osa.agent_maker(game, players, rules, rest)
        return os_maker
    make_agent = search_make_agent()
    if make_agent is not None:
        fn = make_agent

        def make_search(seat: int, rng: random.Random) -> Any:
            return fn(game, spec, seat, rng)

        return make_search
    factories = game.agent_factories()
    name = LEVEL_FALLBACK.get(spec, spec)
    if name in factories:
        factory: Maker = factories[name]
        return factory
    if kind in SEARCH_SPECS:
        raise KolodaError(f"'{spec}' is a search player (koloda.ai), which this build does "
                          "not have yet",
                          f"«{spec}» — игрок с перебором (koloda.ai), его в этой сборке пока нет")
    known = ", ".join([*factories, "easy", "cmd:PROGRAM", "durakgame:NAME",
                       "openspiel:ismcts"])
    raise KolodaError(f"unknown agent '{spec}'; agents: {known}",
                      f"неизвестный игрок «{spec}»; есть: {known}")


def check(game: Game, players: int, rules: Rules, specs: list[str],
          options: Options = Options()) -> None:
    """Resolve every spec once (and build each agent once), so a bad name fails before
    any game starts. Outside programs are only looked up, not started."""
    for entry, spec in enumerate(specs):
        make = maker(game, players, rules, spec, entry, options)
        if spec.startswith("cmd:"):
            continue
        make(0, random.Random(0))
