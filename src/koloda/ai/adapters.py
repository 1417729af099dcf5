"""What the generic search needs to know of each game: where to stop looking ahead, what
a position is worth to each seat (a value in [0, 1]), how to play a position out, and an
exact value where one is known.

- Durak: the whole game is searched (a match ends at the game's end); a rollout is the
  engine's random playout (``state.playout``, the compiled core where it runs); two
  players left with the stock empty are solved exactly (:mod:`koloda.ai.durak_endgame`).
  Value: 1 for not being the fool, 0 for the fool, between for a draw.
- Mau-Mau: a deal is searched to its end (the next deal is a chance node the search does
  not cross); a rollout plays the deal out with the game's heuristic (or random) moves.
  Value: the match's result when it ends, else the deal's points (fewer is better).
- Тысяча: as Mau-Mau, a deal at a time; value: the deal's score change (±240 spans
  [0, 1]) or the game's result. (Its levels use :mod:`koloda.ai.tysyacha` instead.)
- Any other game: its ``search_values`` where it gives them (a game of many deals values
  each deal), else its returns at the end; a random rollout.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.engine.game import CHANCE, State
from koloda.engine.infoset import decide

if TYPE_CHECKING:
    from collections.abc import Sequence

    from koloda.ai.tree import Node, Stats
    from koloda.engine.game import Action
    from koloda.engine.infoset import InfoSet

MAX_ROLLOUT_STEPS = 20_000


def _clamp(x: float) -> float:
    return 0.0 if x < 0.0 else 1.0 if x > 1.0 else x


class Adapter:
    """The default: the game's returns, random rollouts to the end or the next deal."""

    rollout_kind = "random"
    # the search reads means on the scale of the values seen (``koloda.ai.ismcts``)
    normalize = True

    def __init__(self, infoset: InfoSet, rollout: str = "auto") -> None:
        self.players = infoset.players
        self.seat = infoset.seat
        self.game = infoset.game
        # a game may ask for heuristic rollouts (``Game.search_rollout``): random play
        # is no model of its opponents (an auction climbing to the top bid)
        own = infoset.game.search_rollout
        if own != "random":
            self.rollout_kind = own
        if rollout != "auto":
            self.rollout_kind = rollout

    def world(self, st: State) -> None:
        """Called with each fresh world before the tree walk."""

    def compiled_search(self, infoset: InfoSet, rng: random.Random, iters: int | None,
                        ms: float | None, c: float, root_actions: Sequence[Action] | None
                        ) -> tuple[Stats, int] | None:
        """The whole search in compiled code, or None (the Python loop searches)."""
        return None

    def chance(self, st: State) -> bool:
        """At a chance node: resolve it and search on (True) or stop and value (False)."""
        return False

    def utility(self, st: State) -> list[float]:
        """The value of a position where the search stops (the end, or a chance node):
        the game's own (``search_values``) where it gives one."""
        own = st.search_values()
        if own is not None:
            return own
        if st.is_terminal():
            return self.from_returns(st.returns())
        return [0.5] * self.players

    def from_returns(self, ret: list[float]) -> list[float]:
        return [_clamp((r + 1.0) / 2.0) for r in ret]

    def exact(self, st: State, node: Node) -> list[float] | None:
        """A proven value of the position (or None)."""
        return None

    def evaluate(self, st: State, rng: random.Random, node: Node) -> list[float]:
        """The value of a new leaf: exact if known, else a rollout."""
        exact = self.exact(st, node)
        if exact is not None:
            return exact
        return self.rollout(st, rng)

    def rollout(self, st: State, rng: random.Random) -> list[float]:
        """Play on to the horizon (random moves, or the game's heuristic) and value it."""
        agents = self._rollout_agents(rng) if self.rollout_kind == "heuristic" else None
        steps = 0
        while True:
            player = st.current_player()
            if player >= 0:
                if agents is not None:
                    action = decide(agents[player], st, player, play=True)
                else:
                    legal = st.legal_actions()
                    action = legal[rng.randrange(len(legal))]
                st.apply(action)
                steps += 1
                if steps > MAX_ROLLOUT_STEPS:
                    return self.utility(st)
            elif player == CHANCE and self.chance(st):
                st.apply_chance()
            else:
                return self.utility(st)

    def model_agents(self, rng: random.Random) -> list[Any]:
        """The players the search assumes at the other seats when it models them
        (``ismcts.search``'s ``model``): the game's heuristic."""
        return Adapter._rollout_agents(self, rng)

    def _rollout_agents(self, rng: random.Random) -> list[Any]:
        """The game's own heuristic player at every seat (random where it has none)."""
        factories = self.game.agent_factories()
        make = factories.get("heuristic", factories["random"])
        return [make(s, rng) for s in range(self.players)]


# --- Durak ----------------------------------------------------------------------------


class DurakAdapter(Adapter):
    """Durak: whole-game random playouts, the endgame solved exactly."""

    normalize = False  # values already span 0 (the fool) to 1; the C search is the same

    def __init__(self, infoset: InfoSet, rollout: str = "auto", solver: Any = None,
                 leaf_nodes: int = 2_500) -> None:
        super().__init__(infoset, rollout)
        from koloda.ai import durak_endgame

        self.solver = solver
        self.leaf_nodes = leaf_nodes
        self.playouts = 1
        rules: Any = infoset.rules
        self.match = rules.match_games > 1
        self.solvable = solver is not None and durak_endgame.supports(rules)
        n = self.players
        self.win = 1.0 / (n - 1)  # the most a seat gets from one game (one fool)

    def chance(self, st: State) -> bool:
        return int(getattr(st, "phase", 0)) == 6  # a discard_back reshuffle: search on

    compiled = True  # False: always the Python loop (the reference, for the tests)

    def compiled_search(self, infoset: InfoSet, rng: random.Random, iters: int | None,
                        ms: float | None, c: float, root_actions: Sequence[Action] | None
                        ) -> tuple[Stats, int] | None:
        """On the compiled core with random playouts and the compiled endgame solver (or
        none), ``DurakCore.search`` runs the search; else None."""
        base = infoset.representative
        search = getattr(base, "search_core", None)
        if not self.compiled or self.rollout_kind != "random" or search is None:
            return None
        solver = self.solver if self.solvable else None
        core = None
        if solver is not None:
            core = solver.compiled_core(base)
            if core is None:
                return None
            solver.max_nodes = self.leaf_nodes
        got: tuple[Stats, int] | None = search(
            self.seat, rng, iters, ms, c, root_actions, core, solver, self.leaf_nodes,
            solver.max_table if solver is not None else 0, self.playouts)
        return got

    def from_returns(self, ret: list[float]) -> list[float]:
        top = 1.0 + self.win
        return [_clamp((r + 1.0) / top) for r in ret]

    def utility(self, st: State) -> list[float]:
        return self.from_returns(st.returns())

    def exact(self, st: State, node: Node) -> list[float] | None:
        if not self.solvable:
            return None
        flag = node.flag
        if flag is None:  # is this an endgame (public: stock size, who is out)?
            from koloda.ai.durak_endgame import applies

            flag = node.flag = 0 if not applies(st) else 3  # type: ignore[arg-type]
        if not flag:
            return None
        assert isinstance(flag, int)
        solver = self.solver
        solver.max_nodes = self.leaf_nodes
        got = solver.outcome(st)
        if got is None:
            node.flag = flag - 1
            return None
        return self.outcome_values(got[0], got[1], st)

    def outcome_values(self, outcome: int, seats: tuple[int, int], st: State) -> list[float]:
        """The value of an endgame outcome for every seat (as the game's returns)."""
        if outcome == 0:
            fools: list[int] = []
        else:
            fools = [seats[1] if outcome > 0 else seats[0]]
        team: list[int] = getattr(st, "team", list(range(self.players)))
        n = self.players
        losers = [s for s in range(n) if fools and team[s] == team[fools[0]]]
        if not losers or len(losers) >= n:
            return self.from_returns([0.0] * n)
        win = len(losers) / (n - len(losers))
        return self.from_returns([-1.0 if s in losers else win for s in range(n)])

    def rollout(self, st: State, rng: random.Random) -> list[float]:
        if self.rollout_kind == "heuristic":
            return super().rollout(st, rng)
        if self.playouts > 1:  # several random playouts averaged (the compiled core's)
            return self.from_returns(st.playouts(self.playouts, rng.getrandbits(32)))
        return self.from_returns(st.playout(rng))

    def _rollout_agents(self, rng: random.Random) -> list[Any]:
        from koloda.games.durak.bot import HeuristicAgent

        return [HeuristicAgent(s, rng) for s in range(self.players)]


# --- Mau-Mau ---------------------------------------------------------------------------


class ShedAdapter(Adapter):
    """Mau-Mau family: a deal at a time, heuristic rollouts by default."""

    rollout_kind = "heuristic"
    SCALE = 60.0  # points left in hand that make a deal worth 0

    def utility(self, st: State) -> list[float]:
        if st.is_terminal():
            return self.from_returns(st.returns())
        points: list[list[int]] = getattr(st, "deal_points", [])
        if not points:
            return [0.5] * self.players
        return [_clamp(1.0 - p / self.SCALE) for p in points[-1]]

    def _rollout_agents(self, rng: random.Random) -> list[Any]:
        from koloda.games.maumau.bot import HeuristicAgent

        return [HeuristicAgent(s, rng) for s in range(self.players)]


# --- Тысяча ---------------------------------------------------------------------------


class TysyachaAdapter(Adapter):
    """Тысяча for the generic search: a deal at a time, valued by the score change."""

    SPAN = 240.0

    def utility(self, st: State) -> list[float]:
        if st.is_terminal():
            return [float(r) for r in st.returns()]
        sheet: list[dict[str, Any]] = getattr(st, "sheet", [])
        rows = [r for r in sheet if "deltas" in r]
        if not rows:
            return [0.5] * self.players
        return [_clamp(0.5 + d / (2 * self.SPAN)) for d in rows[-1]["deltas"]]

    def _rollout_agents(self, rng: random.Random) -> list[Any]:
        from koloda.games.tysyacha.bot import HeuristicAgent

        return [HeuristicAgent(s, rng) for s in range(self.players)]


def adapter_for(infoset: InfoSet, rollout: str = "auto", solver: Any = None) -> Adapter:
    key = infoset.game.key
    if key == "durak":
        return DurakAdapter(infoset, rollout, solver)
    if key in ("czech", "101"):
        return ShedAdapter(infoset, rollout)
    if key == "tysyacha":
        return TysyachaAdapter(infoset, rollout)
    return Adapter(infoset, rollout)
