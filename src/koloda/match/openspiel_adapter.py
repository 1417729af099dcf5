"""Koloda's Durak and Тысяча as OpenSpiel games, so OpenSpiel's own algorithms run on
them (optional extra ``openspiel``: ``pip install 'koloda[openspiel]'``).

:func:`register` registers ``koloda_durak`` and ``koloda_tysyacha`` with
``pyspiel.register_game`` as Python games; ``pyspiel.load_game("koloda_durak",
{"players": 2, "rules": "base=podkidnoy,deck=36"})`` then gives a game whose states wrap a
Koloda state. What OpenSpiel sees:

- **Chance**: Koloda deals a whole shuffled deck in one chance event; OpenSpiel wants a
  short list of outcomes. A deal is therefore shown as one chance node per card: the next
  card of the deck order, uniformly among the cards not yet drawn (the outcome is the card's
  int). When the order is complete it is handed to the Koloda state as a forced deal.
- **Actions** are Koloda's action ints (``num_distinct_actions`` covers the largest).
- **Information**: ``information_state_string(p)`` and ``observation_string(p)`` are the JSON
  of ``observation(p)`` (what the seat may know, and nothing else); no tensors.
- **Resampling**: ``resample_from_infostate(p, sampler)`` is Koloda's ``resample(p, rng)``,
  so OpenSpiel's IS-MCTS bot (``open_spiel.python.algorithms.ismcts.ISMCTSBot``) can search.
- **Returns** are Koloda's ``returns()``.

Two bridges for matches:

- :func:`koloda_bot` — a Koloda agent as a ``pyspiel.Bot`` (for ``evaluate_bots``);
- the agent spec ``openspiel:ismcts[:sims=N,c=C,worlds=W,rollouts=R]`` — OpenSpiel's
  IS-MCTS bot as a Koloda agent in ``koloda match``. It takes the information-set door
  (``wants_infoset``) and searches from a world drawn from the seat's information set,
  never from the true state (OpenSpiel's bot resamples from that world again at every
  simulation, through ``resample_from_infostate``).
"""

from __future__ import annotations

import importlib
import json
import random
import re
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine.errors import KolodaError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State, get_game
from koloda.engine.rules import Rules, parse_assignments

GAMES = {"durak": "koloda_durak", "tysyacha": "koloda_tysyacha"}
_ACTIONS = {"durak": 1 << 18, "tysyacha": 10_000}
_LENGTH = {"durak": 20_000, "tysyacha": 20_000}


def _pyspiel() -> Any:
    try:
        return importlib.import_module("pyspiel")
    except ImportError as err:
        raise KolodaError("open_spiel is not installed: pip install 'koloda[openspiel]'",
                          "open_spiel не установлен: pip install 'koloda[openspiel]'") from err


_REGISTERED: dict[str, Any] = {}


def _rules_text(rules: Rules) -> str:
    return ",".join(f"{k}={v}" for k, v in sorted(rules.changed().items()))


class _Held:
    """A Koloda state inside an OpenSpiel state; deep copies are clones."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: Any) -> _Held:
        return _Held(self.state.clone())


def register() -> dict[str, str]:
    """Register the Koloda games with OpenSpiel (once per process); their short names."""
    if _REGISTERED:
        return dict(GAMES)
    pyspiel = _pyspiel()

    class KolodaState(pyspiel.State):  # type: ignore[misc, name-defined]
        """A Koloda state as OpenSpiel sees it (see the module doc)."""

        def __init__(self, game: Any, inner: State | None = None) -> None:
            super().__init__(game)
            # OpenSpiel clones a Python state by deep-copying its attributes: the holder
            # makes that a Koloda clone (a Koloda state holds compiled parts that do not
            # pickle, and a clone is far cheaper than a deep copy)
            self.held = _Held(inner if inner is not None else game.new_inner())
            self.deck: list[int] | None = None  # the cards of a deal in progress
            self.order: list[int] = []  # the deck order drawn so far

        @property
        def inner(self) -> State:
            return self.held.state

        # the deal in progress --------------------------------------------------------

        def _deck(self) -> list[int]:
            if self.deck is None:
                probe = self.inner.clone()
                before = len(probe.deals)
                probe.apply_chance()
                if len(probe.deals) != before + 1:
                    raise KolodaError("openspiel: a chance event that is not one deal",
                                      "openspiel: случайное событие — не одна раздача")
                self.deck = sorted(probe.deals[-1])
            return self.deck

        def current_player(self) -> int:
            p = self.inner.current_player()
            if p == CHANCE:
                return int(pyspiel.PlayerId.CHANCE)
            if p == TERMINAL:
                return int(pyspiel.PlayerId.TERMINAL)
            return p

        def _legal_actions(self, player: int) -> list[int]:
            return sorted(self.inner.legal_actions())

        def chance_outcomes(self) -> list[tuple[int, float]]:
            left = sorted(set(self._deck()) - set(self.order))
            p = 1.0 / len(left)
            return [(c, p) for c in left]

        def _apply_action(self, action: int) -> None:
            if self.inner.current_player() == CHANCE:
                deck = self._deck()
                self.order.append(int(action))
                if len(self.order) == len(deck):
                    self.inner.forced = [self.order]
                    self.inner.apply_chance()
                    self.deck, self.order = None, []
            else:
                self.inner.apply(int(action))

        def _action_to_string(self, player: int, action: int) -> str:
            if player == int(pyspiel.PlayerId.CHANCE):
                from koloda.engine import cards as C

                return "deal " + C.to_text(int(action))
            return self.inner.action_to_text(int(action))

        def is_terminal(self) -> bool:
            return self.inner.is_terminal()

        def returns(self) -> list[float]:
            if not self.inner.is_terminal():
                return [0.0] * self.inner.players
            return [float(r) for r in self.inner.returns()]

        def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
            """A state of the player's information set (Koloda's exact resampler)."""
            try:
                bits = int(probability_sampler() * (1 << 52))
            except TypeError:
                bits = random.getrandbits(52)
            rng = random.Random(bits)
            return KolodaState(self.get_game(), self.inner.resample(player_id, rng))

        def __deepcopy__(self, memo: Any) -> Any:
            new = KolodaState(self.get_game(), self.inner.clone())
            new.deck = None if self.deck is None else self.deck[:]
            new.order = self.order[:]
            return new

        def __str__(self) -> str:
            return json.dumps(self.inner.result(), default=str)

    class KolodaObserver:
        """Strings only: the JSON of the seat's observation."""

        def __init__(self, iig_obs_type: Any = None, params: Any = None) -> None:
            np = importlib.import_module("numpy")
            self.tensor = np.zeros(0, np.float32)
            self.dict: dict[str, Any] = {}

        def set_from(self, state: Any, player: int) -> None:
            pass

        def string_from(self, state: Any, player: int) -> str:
            inner: State = state.inner
            if inner.current_player() == CHANCE and state.order:
                return json.dumps({"dealing": len(state.order),
                                   "obs": inner.observation(player)},
                                  sort_keys=True, default=str)
            return json.dumps(inner.observation(player), sort_keys=True, default=str)

    for key, short in GAMES.items():
        k_game = get_game(key)
        gtype = pyspiel.GameType(
            short_name=short, long_name=f"Koloda {k_game.title_en}",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.GENERAL_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=k_game.max_players, min_num_players=k_game.min_players,
            provides_information_state_string=True, provides_information_state_tensor=False,
            provides_observation_string=True, provides_observation_tensor=False,
            parameter_specification={"players": k_game.default_players, "rules": "",
                                     "seed": 0})

        def make_game_class(key: str = key, gtype: Any = gtype, k_game: Game = k_game) -> Any:
            class KolodaGame(pyspiel.Game):  # type: ignore[misc, name-defined]
                def __init__(self, params: Mapping[str, Any] | None = None) -> None:
                    params = dict(params or {})
                    players = int(params.get("players", k_game.default_players))
                    rules = k_game.make_rules(
                        overrides=parse_assignments(
                            [a for a in str(params.get("rules", "")).split(",") if a]))
                    k_game.check_players(players, rules)
                    info = pyspiel.GameInfo(
                        num_distinct_actions=_ACTIONS[key], max_chance_outcomes=256,
                        num_players=players, min_utility=-1.0, max_utility=1.0,
                        utility_sum=None, max_game_length=_LENGTH[key])
                    super().__init__(gtype, info, {"players": players,
                                                   "rules": str(params.get("rules", "")),
                                                   "seed": int(params.get("seed", 0))})
                    self.k_game = k_game
                    self.k_rules = rules
                    self.k_players = players
                    self.k_seed = int(params.get("seed", 0))

                def new_inner(self) -> State:
                    return k_game.new_state(self.k_players, self.k_rules, self.k_seed)

                def new_initial_state(self) -> Any:
                    return KolodaState(self)

                def wrap(self, inner: State) -> Any:
                    """A state of this game around a Koloda state (not at a half-done
                    deal)."""
                    return KolodaState(self, inner)

                def make_py_observer(self, iig_obs_type: Any = None,
                                     params: Any = None) -> KolodaObserver:
                    return KolodaObserver(iig_obs_type, params)

            return KolodaGame

        pyspiel.register_game(gtype, make_game_class())
        _REGISTERED[key] = short
    return dict(GAMES)


def load(game: Game, players: int, rules: Rules) -> Any:
    """The registered OpenSpiel game for a Koloda game, player count and rules."""
    if game.key not in GAMES:
        raise KolodaError(f"openspiel: only {', '.join(GAMES)} are registered with OpenSpiel",
                          f"openspiel: в OpenSpiel зарегистрированы только {', '.join(GAMES)}")
    register()
    return _pyspiel().load_game(GAMES[game.key], {"players": players,
                                                 "rules": _rules_text(rules)})


def koloda_bot(agent: Any) -> Any:
    """Wrap a Koloda agent (``act(obs, legal)``) as a ``pyspiel.Bot``."""
    pyspiel = _pyspiel()

    class _Bot(pyspiel.Bot):  # type: ignore[misc, name-defined]
        def __init__(self) -> None:
            pyspiel.Bot.__init__(self)
            self.agent = agent

        def step(self, state: Any) -> int:
            inner: State = state.inner
            seat = inner.current_player()
            return int(self.agent.act(inner.observation(seat), inner.legal_actions()))

        def restart_at(self, state: Any) -> None:
            pass

        def inform_action(self, state: Any, player_id: int, action: int) -> None:
            pass

    return _Bot()


def ismcts_bot(ospiel_game: Any, sims: int = 200, uct_c: float = 2.0, worlds: int = -1,
               rollouts: int = 1, seed: int = 0) -> Any:
    """OpenSpiel's (Python) IS-MCTS bot with random-rollout evaluation."""
    np = importlib.import_module("numpy")
    ismcts = importlib.import_module("open_spiel.python.algorithms.ismcts")
    mcts = importlib.import_module("open_spiel.python.algorithms.mcts")

    class Bot(ismcts.ISMCTSBot):  # type: ignore[misc, name-defined]
        """OpenSpiel's IS-MCTS bot; it keeps no state between moves, so the calls
        ``evaluate_bots`` makes between moves have nothing to do."""

        def restart_at(self, state: Any) -> None:
            pass

        def inform_action(self, state: Any, player_id: int, action: int) -> None:
            pass

    rs = np.random.RandomState(seed % (1 << 32))
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=rollouts, random_state=rs)
    return Bot(game=ospiel_game, evaluator=evaluator, uct_c=uct_c, max_simulations=sims,
               max_world_samples=worlds, random_state=rs,
               final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
               use_observation_string=False, allow_inconsistent_action_sets=True)


class IsmctsAgent:
    """OpenSpiel's IS-MCTS as a Koloda agent (spec ``openspiel:ismcts:...``)."""

    def __init__(self, seat: int, rng: random.Random, ospiel_game: Any,
                 params: Mapping[str, float]) -> None:
        self.seat = seat
        self.rng = rng
        self.game = ospiel_game
        self.params = params
        self.view: Any = None
        self.bot = ismcts_bot(ospiel_game, int(params.get("sims", 200)),
                              float(params.get("c", 2.0)), int(params.get("worlds", -1)),
                              int(params.get("rollouts", 1)), rng.getrandbits(32))

    wants_infoset = True  # asked through the information-set door (act_infoset)

    def begin_game(self, view: Any) -> None:
        self.view = view

    def _search(self, world: State, legal: Sequence[Action]) -> Action:
        action = int(self.bot.step(self.game.wrap(world)))
        return action if action in legal else legal[0]

    def act_infoset(self, infoset: Any) -> Action:
        legal: list[Action] = [int(a) for a in infoset.legal]
        if len(legal) == 1:
            return legal[0]
        return self._search(infoset.resample(self.rng), legal)

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """Without the door (an older loop): a world from the harness's seat view."""
        if len(legal) == 1:
            return legal[0]
        if self.view is None:
            raise KolodaError("openspiel:ismcts needs the match harness (begin_game)",
                              "openspiel:ismcts играет только в матче (begin_game)")
        return self._search(self.view.sample(self.rng), legal)


def agent_maker(game: Game, players: int, rules: Rules, rest: str) -> Any:
    """The maker of ``openspiel:ismcts[:key=value...]`` agents."""
    name, *pairs = [p.strip() for p in re.split("[:,]", rest) if p.strip()] or [""]
    if name != "ismcts":
        raise KolodaError(f"openspiel: unknown bot '{name}'; bots: ismcts",
                          f"openspiel: нет бота «{name}»; есть: ismcts")
    params: dict[str, float] = {}
    for pair in pairs:
        k, sep, v = pair.partition("=")
        if not sep or k not in ("sims", "c", "worlds", "rollouts"):
            raise KolodaError(f"openspiel:ismcts: unknown setting '{pair}'; settings: sims=N, "
                              "c=UCT constant, worlds=N (-1: a new world each simulation), "
                              "rollouts=N",
                              f"openspiel:ismcts: неизвестная настройка «{pair}»")
        try:
            params[k] = float(v)
        except ValueError as err:
            raise KolodaError(f"openspiel:ismcts: '{pair}' needs a number",
                              f"openspiel:ismcts: в «{pair}» нужно число") from err
    ospiel_game = load(game, players, rules)

    def make(seat: int, rng: random.Random) -> IsmctsAgent:
        return IsmctsAgent(seat, rng, ospiel_game, params)

    return make
