"""The search players: :class:`ISMCTSAgent` for every game (with the Durak endgame
solver), and the base they share with the Тысяча player (:mod:`koloda.ai.tysyacha`).

A search player sets ``wants_infoset = True``: the table and ``run_agents`` ask it
``act_infoset(infoset)`` (:mod:`koloda.engine.infoset`), never handing it the state. Asked
the old way (``act(obs, legal)``, by a caller with no state at hand) it plays as the
game's heuristic. :meth:`SearchAgent.think` returns the whole :class:`Thought` (the value
of each move weighed): the terminal's hint and ``koloda analyse`` show it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.ai import parallel
from koloda.ai.adapters import Adapter, DurakAdapter, adapter_for
from koloda.ai.ismcts import Stats, anchored, merge, search, thought_of
from koloda.ai.lines import Lines, deterministic, is_open
from koloda.ai.thought import CHANCE_UNIT, Clock, Thought
from koloda.engine.agents import RandomAgent
from koloda.engine.game import Action, Game, State
from koloda.engine.infoset import InfoSet


class SearchAgent:
    """Base of the search players: the door, the heuristic fallback, the timing."""

    wants_infoset = True
    method = "search"

    def __init__(self, seat: int, rng: random.Random, game: Game) -> None:
        self.seat = seat
        self.rng = rng
        self.game = game
        factories = game.agent_factories()
        make = factories.get("heuristic") or RandomAgent
        self.fallback = make(seat, random.Random(rng.getrandbits(64)))
        self.last: Thought | None = None

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """Without worlds to think in (no information set given): the heuristic."""
        return self.fallback.act(obs, legal)

    def act_infoset(self, infoset: InfoSet) -> Action:
        thought = self.think(infoset)
        self.last = thought
        return thought.action

    def think(self, infoset: InfoSet, moves: Sequence[Action] | None = None,
              force: bool = False) -> Thought:
        """The decision with its values. ``moves``: weigh only these (default: every
        legal move); ``force``: search even a single legal move (to value it)."""
        raise NotImplementedError

    def heuristic_choice(self, infoset: InfoSet) -> Action:
        """What the game's heuristic would play (it keeps its card memory current)."""
        return self.fallback.act(infoset.obs, infoset.legal)


class ISMCTSAgent(SearchAgent):
    """ISMCTS (:mod:`koloda.ai.ismcts`) with a budget of ``iters`` iterations and/or
    ``ms`` milliseconds a decision, UCB constant ``c``, ``workers`` processes (root
    parallelism), and a rollout policy (``auto``: the game's default, ``random`` or
    ``heuristic``). Durak: an endgame of two players with the stock empty is solved
    exactly at the root (``solve`` nodes at most), and at the tree's leaves."""

    method = "ismcts"

    def __init__(self, seat: int, rng: random.Random, game: Game, *, iters: int | None = None,
                 ms: float | None = None, c: float = 0.7, workers: int = 1,
                 rollout: str = "auto", solve: int | None = None, leaf: int = 2_500,
                 playouts: int = 8, norm: int = 1, depth: int | None = None,
                 anchor: float = 0.0, model: int = 0, lines: int = 1) -> None:
        super().__init__(seat, rng, game)
        # 1 (with ``anchor``): where nothing is hidden and the play-outs repeat, the budget
        # buys lines of several choices instead of worlds (:mod:`koloda.ai.lines`)
        self.lines = bool(lines)
        # 1: the other seats' moves in the tree are the heuristic's (``ismcts.search``)
        self.model = bool(model)
        # > 0: no tree; the heuristic's move unless paired play-outs find another better
        # by ``anchor`` standard errors (:func:`koloda.ai.ismcts.anchored`)
        self.anchor = anchor
        self.norm = bool(norm)  # 0: raw means in UCB even where the adapter scales them
        # the tree's deepest path: the game's own unless given (0: no limit)
        own = game.search_depth if depth is None else depth
        self.depth = own if own > 0 else None
        if iters is None and ms is None:
            iters = 1000
        self.iters = iters
        self.ms = ms
        self.c = c
        self.workers = max(1, workers)
        self.rollout = rollout
        # the root solver's node budget: about half the time budget in Python (12 µs a node;
        # the C search takes under 0.1 µs, so there it is a small share)
        self.solve_nodes = solve if solve is not None else (
            int(min(150_000, max(5_000, 40 * ms))) if ms is not None else 30_000)
        self._unsolved: set[Any] = set()  # root endgames already found too big
        self.leaf_nodes = leaf
        self.playouts = max(1, playouts)
        self._solver: Any = None
        self._solver_rules: Any = None

    def solver(self, infoset: InfoSet) -> Any:
        """The Durak endgame solver of these rules (kept: its table is reused)."""
        if infoset.game.key != "durak":
            return None
        from koloda.ai import durak_endgame

        if not durak_endgame.supports(infoset.rules):
            return None
        if self._solver is None or self._solver_rules != infoset.rules:
            self._solver = durak_endgame.EndgameSolver(infoset.rules)
            self._solver_rules = infoset.rules
        return self._solver

    def think(self, infoset: InfoSet, moves: Sequence[Action] | None = None,
              force: bool = False) -> Thought:
        clock = Clock(None, None)
        legal = list(moves) if moves is not None else list(infoset.legal)
        if len(legal) == 1 and not force:
            return Thought(legal[0], 0.5, CHANCE_UNIT, {}, {legal[0]: 0}, "forced", 0, 0.0)
        solver = self.solver(infoset)
        if solver is not None:
            exact = self._solve_root(infoset, solver, legal)
            if exact is not None:
                exact.seconds = clock.elapsed()
                return exact
        ms = self.ms
        if ms is not None:
            ms = max(1.0, ms - clock.elapsed() * 1000.0)
        iters = self.iters
        if self.anchor > 0:
            return self._anchored(infoset, legal, iters, ms, clock)

        def job(rng: random.Random) -> tuple[Stats, int]:
            adapter = adapter_for(infoset, self.rollout, solver)
            adapter.normalize = adapter.normalize and self.norm
            if isinstance(adapter, DurakAdapter):
                adapter.leaf_nodes = self.leaf_nodes
                adapter.playouts = self.playouts
            return search(infoset, adapter, rng, iters=iters, ms=ms, c=self.c,
                          root_actions=legal if moves is not None else None,
                          depth=self.depth, model=self.model)

        parts = parallel.run(job, self.rng, self.workers)
        stats = merge([p[0] for p in parts])
        done = sum(p[1] for p in parts)
        return thought_of(stats, legal, done, clock.elapsed(), self.method, CHANCE_UNIT)

    def _anchored(self, infoset: InfoSet, legal: list[Action], iters: int | None,
                  ms: float | None, clock: Clock) -> Thought:
        """The heuristic's move, kept unless paired play-outs show another clearly
        better (one process: the comparison needs every move on the same worlds)."""
        base = self.heuristic_choice(infoset)
        adapter = adapter_for(infoset, self.rollout)
        rng = random.Random(self.rng.getrandbits(64))
        world = infoset.representative
        if self.lines and world is not None and is_open(world, self.seat):
            base_value = deterministic(world, base, adapter, self.seat)
            if base_value is not None:
                return self._lines(world, adapter, legal, base, base_value, iters, ms,
                                   clock)
        action, stats, diffs, done = anchored(infoset, adapter, rng, legal, base,
                                              iters=iters, ms=ms, z=self.anchor)
        thought = thought_of(stats, legal, done, clock.elapsed(), "anchored", CHANCE_UNIT)
        thought.action = action
        v, t = stats.get(action, (0, 0.0))
        thought.value = t / v if v else 0.5
        thought.extra["base"] = base
        thought.extra["diffs"] = diffs
        return thought

    def _lines(self, world: State, adapter: Adapter, legal: list[Action], base: Action,
               base_value: list[float], iters: int | None, ms: float | None, clock: Clock
               ) -> Thought:
        """An open position: lines as deep as ``iters`` play-outs allow."""
        search = Lines(adapter, iters if iters is not None else 1000, Clock(None, ms))
        action, values, depth = search.best(world.clone(), self.seat, base, legal,
                                            base_value)
        stats = {a: (1, v) for a, v in values.items()}
        thought = thought_of(stats, legal, search.playouts, clock.elapsed(), "lines",
                             CHANCE_UNIT)
        thought.action = action
        thought.value = values[action]
        thought.extra["base"] = base
        thought.extra["depth"] = depth
        return thought

    def _solve_root(self, infoset: InfoSet, solver: Any, legal: list[Action]
                    ) -> Thought | None:
        """A Durak endgame at the root: every card is known, the solver decides."""
        from koloda.ai.durak_endgame import applies

        world = infoset.resample(random.Random(0))
        if not applies(world):  # type: ignore[arg-type]
            return None
        pos = solver.position(world)
        if pos is None or pos in self._unsolved:
            return None
        solver.max_nodes = self.solve_nodes
        got = solver.outcome_moves(world)
        if got is None:
            if len(self._unsolved) > 1000:
                self._unsolved.clear()
            self._unsolved.add(pos)
            return None
        outcomes, seats = got
        adapter = DurakAdapter(infoset, solver=solver)
        values = {a: adapter.outcome_values(outcomes[a], seats, world)[self.seat]
                  for a in legal if a in outcomes}
        if not values:
            return None
        best_value = max(values.values())
        best = [a for a in legal if values.get(a) == best_value]
        choice = self.heuristic_choice(infoset)
        action = choice if choice in best else best[0]
        return Thought(action, best_value, CHANCE_UNIT, values, dict.fromkeys(values, 1),
                       "endgame", solver.nodes, 0.0, exact=True)
