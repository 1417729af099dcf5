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


def supports(rules: DurakRules) -> bool:
    """Whether the C core plays these rules (the base games, no variant)."""
    return not rules.active_variants() and rules.deck in (24, 36, 52)


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
        super().__init__(game, players, rules, seed, deals)
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
        d["_n"] = len(d)
        return True

    def _demote(self) -> None:
        self._pull()
        d = self.__dict__
        if d["_rng"] is None:
            d["_rng"] = random.Random(d["_rng_seed"])
            d["_rng_shared"] = False
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
        d["_core"].deal(self.shuffled(self.hk.deck_cards))

    def clone(self) -> DurakState:
        d = self.__dict__
        if len(d) != d["_n"] and not self._sync():
            return self.clone()
        new = FastDurakState.__new__(FastDurakState)
        nd = new.__dict__
        nd.update(d)
        self._copy_base_into(new)
        for k in _OWN_LISTS:
            nd[k] = d[k][:]
        for k in _OWN_NESTED:
            nd[k] = [x[:] for x in d[k]]
        nd["_core"] = d["_core"].copy()
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
        nd = new.__dict__
        nd["_core"] = core
        # the world's own RNG is random.Random(seed), made when first used (see ``rng``)
        nd["_rng"] = None
        nd["_rng_shared"] = False
        nd["_rng_seed"] = seed
        nd["forced"] = []
        nd["_n"] = len(nd)
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
        """``State.rng``; a resampled world makes its RNG from its seed when first used."""
        d = self.__dict__
        if d["_rng"] is None:
            d["_rng"] = random.Random(d["_rng_seed"])
            d["_rng_shared"] = False
        return State.rng.fget(self)  # type: ignore[attr-defined,no-any-return]

    @rng.setter
    def rng(self, value: random.Random) -> None:
        State.rng.fset(self, value)  # type: ignore[attr-defined]

    def _deal_rng(self) -> Any:
        """What the core deals from: the RNG, or the seed it is still to be made from."""
        d = self.__dict__
        got = d["_rng"]
        return d["_rng_seed"] if got is None else got

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


__all__ = ["SYNCED", "FastDurakState", "state_class", "supports"]
