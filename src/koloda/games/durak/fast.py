"""Durak on the compiled fast path: :class:`FastDurakState`, a :class:`DurakState` whose
hot loop runs in the C core of ``koloda._speedups`` (``DurakCore``).

The core plays the base games (simple, podkidnoy, perevodnoy) with their options (2-6
players, 24/36/52 cards, ``throw_in``, ``first_bout_limit``, ``draw_allowed``,
``transfer_by_trump_show``, ``teams``, ``match_games``) and no variant; other rules stay on
:class:`DurakState`. It mirrors ``DurakState`` decision by decision: same legal lists in
the same order, same fields after every action, same records, observations and action
ints (``tests/fast/`` compares the two on thousands of games).

How the two representations stay one state
------------------------------------------
The core owns the fields it plays (:data:`SYNCED`): while it does, they are absent from
the instance ``__dict__``, and ``legal_actions``/``apply``/``clone``/``resample``/
``playout`` run in C. Reading any of them from Python (``observation``, a view, a test's
``st.hands``) goes through ``__getattr__``, which copies them all out of the core into the
``__dict__``; from then on Python code reads and changes them as on a plain
``DurakState``. The next hot call sees the ``__dict__`` grown, writes the fields back into
the core and drops them again. A value the core cannot hold (a test's surgery beyond its
ranges) turns the state into a plain ``DurakState`` for good.
"""

from __future__ import annotations

import random
import weakref
from typing import TYPE_CHECKING, Any

from koloda import fast
from koloda.engine.game import State
from koloda.games.durak.state import DurakState

if TYPE_CHECKING:
    from koloda.engine.game import Game
    from koloda.games.durak.rules import DurakRules

# the DurakState fields the core owns (seat_trump and tabs follow from trump)
SYNCED = frozenset({
    "hands", "known", "out", "finish", "stock", "trump_card", "trump", "discard", "att",
    "dfn", "owner", "laid", "table", "ranks", "unbeaten", "covered", "attacker",
    "defender", "to_move", "throwers", "throw_pos", "taking", "lead_open", "first_discard",
    "stall", "cap_n", "discards_made", "shown", "beaten", "fool", "fool_set", "phase",
    "game_no", "dealer", "prev_winner", "tally", "ret_sum", "orders", "fools", "counters",
    "seat_trump", "tabs",
})
# DurakState lists the core does not own (the variants' fields): copied by clone
_OWN_LISTS = ("closed", "dark_by", "floor", "fresh")
_OWN_NESTED = ("closed_order", "slots", "pogons")
_BASES = {"simple": 0, "podkidnoy": 1, "perevodnoy": 2}
MAX_STEPS = 1_000_000
# per rules object (by identity, which is cheaper than hashing the rules; the entry keeps the
# object alive, so its id is not reused meanwhile): supports(rules), asked at every new
# state, and a new state's template per player count
_BY_RULES: dict[int, tuple[Any, bool, dict[int, Any]]] = {}
# the hot calls, bound to the core's methods on the instance while the core holds the
# fields (see FastDurakState._bind)
_HOT = ("current_player", "legal_actions", "apply")
_ENGINE_FIELDS = ("game", "seed", "_rng", "_rng_shared", "_rng_seed", "deals", "forced",
                  "history", "_core", "_n", *_HOT)
_MT_EXACT = bool(getattr(fast._ext, "MT_EXACT", 0))


def supports(rules: DurakRules) -> bool:
    """Whether the C core plays these rules (the base games, no variant)."""
    known = _BY_RULES.get(id(rules))
    if known is None or known[0] is not rules:
        known = _remember(rules)
    return known[1]


def _remember(rules: DurakRules) -> tuple[DurakRules, bool, dict[int, Any]]:
    if len(_BY_RULES) >= 256:  # rules made on the fly (tests, fuzz): keep it bounded
        _BY_RULES.clear()
    fits = not rules.active_variants() and rules.deck in (24, 36, 52)
    got: tuple[DurakRules, bool, dict[int, Any]] = (rules, fits, {})
    _BY_RULES[id(rules)] = got
    return got


def state_class(rules: DurakRules) -> type[DurakState]:
    """The class ``DurakGame.new_state`` makes: the fast one when the extension is on and
    the core plays these rules."""
    if fast.enabled() and supports(rules):
        return FastDurakState
    return DurakState


class FastDurakState(DurakState):
    """A :class:`DurakState` played by the C core (see the module notes)."""

    def __init__(self, game: Game, players: int, rules: DurakRules, seed: int | None,
                 deals: Any = None) -> None:
        # a new game is the same for every seed: copy a template made once per rules and
        # player count (the fields as DurakState.__init__ sets them, the core holding its
        # share), as ``clone`` copies a state
        known = _BY_RULES.get(id(rules))
        template = known[2].get(players) if known is not None and known[0] is rules else None
        if template is None:
            template = _template(game, players, rules)
        fields, core = template
        d = self.__dict__
        d.update(fields)
        for k in _OWN_LISTS:
            d[k] = d[k][:]
        for k in _OWN_NESTED:
            d[k] = [x[:] for x in d[k]]
        if seed is None:  # a record must always be able to name its seed
            seed = random.randrange(1 << 63)
        d["game"] = game
        d["seed"] = seed
        d["deals"] = []
        d["forced"] = [list(x) for x in reversed(deals or [])]
        d["history"] = []
        d["_rng_shared"] = False
        core = core.copy()
        d["_core"] = core
        if 0 <= seed < 1 << 64 and _MT_EXACT:
            # the core holds random.Random(seed) until Python asks for it (``rng``)
            core.own_rng(seed)
            d["_rng"] = None
        else:
            d["_rng"] = random.Random(seed)
        d["_rng_seed"] = seed
        self._bind()

    def _init_slow(self, game: Game, players: int, rules: DurakRules) -> None:
        """The template's way: ``DurakState.__init__``, then the core takes its fields."""
        DurakState.__init__(self, game, players, rules, 0)
        ext = fast.ext() or fast._ext  # made on the fast path; also usable when switched
        assert ext is not None
        d = self.__dict__
        d["_core"] = ext.DurakCore(
            players=players, base=_BASES[rules.base], deck=rules.deck,
            neighbours=int(rules.throw_in == "neighbours"),
            first_bout_limit=rules.first_bout_limit, draw_allowed=int(rules.draw_allowed),
            show=int(rules.transfer_by_trump_show), team=self.team,
            match_games=rules.match_games, plain=int(self.plain),
            draw_after=rules.draw_after_bouts)
        d["_n"] = -1
        self._sync()

    # --- keeping the core and the __dict__ one state -----------------------------------

    def __getattr__(self, name: str) -> Any:
        """Only called for names missing from the ``__dict__``: the core's fields."""
        if name in SYNCED:
            d = self.__dict__
            if "_core" in d:
                self._pull()
                return d[name]
        raise AttributeError(name)

    def _pull(self) -> None:
        """Copy the core's fields into the ``__dict__`` (those not already there)."""
        d = self.__dict__
        self._release()
        got = d["_core"].fields()
        trump = d.get("trump", got["trump"])
        got["seat_trump"] = [trump] * self.players
        got["tabs"] = [self.hk.beat_table(trump)] * self.players
        for k, v in got.items():
            if k not in d:
                d[k] = v

    def _sync(self) -> bool:
        """Write the core's fields found in the ``__dict__`` back into the core and drop
        them there. False when the core cannot hold them: the state is a plain
        ``DurakState`` from then on."""
        d = self.__dict__
        present = {k: d[k] for k in SYNCED.intersection(d)}
        if present:
            try:
                d["_core"].set_fields(present)
            except (ValueError, TypeError, OverflowError, LookupError):
                self._demote()
                return False
            for k in present:
                del d[k]
        self._bind()
        return True

    def _bind(self) -> None:
        """The core holds the fields: the hot calls go to it straight from the instance
        (a stepped game pays no Python frame for them) and ``_n`` marks the ``__dict__``
        as it stands. Undone by ``_unbind`` before Python takes the fields (``_pull``,
        an assignment to one of them, ``_demote``)."""
        d = self.__dict__
        core = d["_core"]
        core.set_history(d["history"])
        core.hold(None)
        d["current_player"] = core.current_player
        d["legal_actions"] = core.legal
        d["apply"] = core.apply_logged
        d["_n"] = -1
        d["_n"] = len(d)

    def _unbind(self) -> None:
        d = self.__dict__
        for k in _HOT:
            d.pop(k, None)

    def _release(self) -> None:
        """Python takes the fields: the hot calls go through the class (which syncs), and
        a bound one taken before (``st.apply(agent.act(st.observation(p), …))`` looks up
        ``st.apply`` first) is sent back there by the core."""
        d = self.__dict__
        if "apply" in d:
            self._unbind()
            d["_core"].hold(_Back(self))

    def __setattr__(self, name: str, value: Any) -> None:
        # a field the core holds, set from Python: the class's methods must see it (they
        # sync it into the core); a new history: the core logs to it
        if name in SYNCED:
            self._release()
        object.__setattr__(self, name, value)
        if name == "history":
            d = self.__dict__
            if "_core" in d:
                d["_core"].set_history(value)

    def _demote(self) -> None:
        self._pull()
        d = self.__dict__
        if d["_rng"] is None:
            self._take_rng()
        self._release()
        d["_core"].set_history(None)
        del d["_core"], d["_n"]
        self.__class__ = DurakState  # type: ignore[assignment]

    # --- the hot API -------------------------------------------------------------------

    def current_player(self) -> int:
        d = self.__dict__
        if len(d) != d["_n"]:
            return DurakState.current_player(self)
        player: int = d["_core"].current_player()
        return player

    def endgame_two_left(self) -> bool:
        d = self.__dict__
        if len(d) != d["_n"]:
            return DurakState.endgame_two_left(self)
        ready: bool = d["_core"].endgame_two_left()
        return ready

    def legal_actions(self) -> list[int]:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return self.legal_actions()
        acts: list[int] = d["_core"].legal()
        return acts

    def apply(self, action: int) -> None:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            self.apply(action)
            return
        d["history"].append(action)
        d["_core"].apply(action)

    def _apply(self, action: int) -> None:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            self._apply(action)
            return
        d["_core"].apply(action)

    def _chance(self) -> None:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            self._chance()
            return
        if d["_rng"] is None and not d["forced"]:
            # State.shuffled with the core's RNG: the same order, in C
            d["deals"].append(d["_core"].deal_own())
            return
        d["_core"].deal(self.shuffled(self.hk.deck_cards))

    def clone(self) -> DurakState:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return self.clone()
        new = FastDurakState.__new__(FastDurakState)
        nd = new.__dict__
        nd.update(d)
        # State._copy_base_into, on the dicts (no __setattr__ per field)
        nd["_rng_shared"] = d["_rng_shared"] = True  # shared until either side draws
        nd["deals"] = d["deals"][:]
        nd["forced"] = d["forced"][:]
        nd["history"] = d["history"][:]
        for k in _OWN_LISTS:
            nd[k] = d[k][:]
        for k in _OWN_NESTED:
            nd[k] = [x[:] for x in d[k]]
        nd["_core"] = d["_core"].copy()
        new._bind()
        return new

    def resample(self, seat: int, rng: random.Random) -> DurakState:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return self.resample(seat, rng)
        got = d["_core"].resample(seat, rng)
        if got is None:  # not an exact random.Random: the Python way
            return DurakState.resample(self, seat, rng)
        core, seed = got
        new = self.clone()
        assert isinstance(new, FastDurakState)  # the state was synced above
        nd = new.__dict__
        nd["_core"] = core
        # the world's own RNG is random.Random(seed), held by its core until Python asks for
        # it (see ``rng``)
        nd["_rng"] = None
        nd["_rng_shared"] = False
        nd["_rng_seed"] = seed
        nd["forced"] = []
        new._bind()
        return new

    def search_core(self, seat: int, rng: random.Random, iters: int | None,
                    ms: float | None, c: float, root_actions: Any, solver_core: Any,
                    solver: Any, leaf_nodes: int, max_table: int, playouts: int
                    ) -> tuple[dict[int, tuple[int, float]], int] | None:
        """``DurakCore.search`` from this state (the information set's representative):
        :func:`koloda.ai.ismcts.search` with the Durak adapter, in C. None when the core
        cannot take it (an RNG that is not an exact ``random.Random``)."""
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return None
        got = d["_core"].search(seat, rng, iters, None if ms is None else float(ms), c,
                                None if root_actions is None else list(root_actions),
                                solver_core, solver, leaf_nodes, max_table, playouts)
        if got is None:
            return None
        children, done = got
        return {a: (visits, total) for a, visits, total in children}, done

    @property
    def rng(self) -> random.Random:
        """``State.rng``; while the core holds the RNG (a new state, a resampled world), it
        is written into a ``random.Random`` when first asked for."""
        d = self.__dict__
        if d["_rng"] is None:
            self._take_rng()
        return State.rng.fget(self)  # type: ignore[attr-defined,no-any-return]

    @rng.setter
    def rng(self, value: random.Random) -> None:
        d = self.__dict__
        if d["_rng"] is None:
            self._take_rng()  # the core lets go of its own
        State.rng.fset(self, value)  # type: ignore[attr-defined]

    def _take_rng(self) -> None:
        d = self.__dict__
        own = random.Random(0)  # its state is overwritten next
        d["_core"].give_rng(own)
        d["_rng"] = own
        d["_rng_shared"] = False

    def _deal_rng(self) -> Any:
        """What the core deals from: the RNG, or None while the core holds it."""
        return self.__dict__["_rng"]

    # --- playouts ------------------------------------------------------------------------

    def playout(self, rng: random.Random, max_steps: int = MAX_STEPS) -> list[float]:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return self.playout(rng, max_steps)
        if not d["forced"]:
            got: list[float] | None = d["_core"].playout(self._deal_rng(), rng, max_steps)
            if got is not None:
                return got
        return DurakState.playout(self, rng, max_steps)

    def playouts(self, n: int, seed: int | None = None) -> list[float]:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return self.playouts(n, seed)
        if not d["forced"]:
            # an int seed goes to the core as it is: it seeds its generator as
            # random.Random(seed) would
            pick = random.Random(seed) if seed is None or seed < 0 else seed
            got: list[float] | None = d["_core"].playouts(self._deal_rng(), pick, n,
                                                          MAX_STEPS)
            if got is not None:
                return got
        return DurakState.playouts(self, n, seed)

    def rollouts(self, seat: int, n: int, seed: int | None = None) -> list[float]:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return self.rollouts(seat, n, seed)
        got: list[float] | None = d["_core"].rollouts(seat, random.Random(seed), n, MAX_STEPS)
        if got is not None:
            return got
        return DurakState.rollouts(self, seat, n, seed)


class _Back:
    """Where a stale bound hot call goes: the state's class method (weakly held, so the
    core does not keep its state alive)."""

    __slots__ = ("ref",)

    def __init__(self, state: FastDurakState) -> None:
        self.ref = weakref.ref(state)

    def __call__(self, name: str, *args: Any) -> Any:
        state = self.ref()
        if state is None:
            raise ReferenceError("the state of this core is gone")
        return getattr(type(state), name)(state, *args)


def _template(game: Game, players: int, rules: DurakRules) -> tuple[dict[str, Any], Any]:
    st = FastDurakState.__new__(FastDurakState)
    st._init_slow(game, players, rules)
    d = st.__dict__
    fields = {k: v for k, v in d.items() if k not in _ENGINE_FIELDS}
    d["_core"].set_history(None)  # each new state's core logs to its own
    got = (fields, d["_core"])
    known = _BY_RULES.get(id(rules))
    if known is None or known[0] is not rules:
        known = _remember(rules)
    known[2][players] = got
    return got


__all__ = ["SYNCED", "FastDurakState", "state_class", "supports"]
