"""The one protocol every game implements: a :class:`Game` (metadata, rules, presets,
variants, agents) and its :class:`State` (a state machine).

The state API follows OpenSpiel's shape:

- ``current_player()`` is a seat (0..n-1), :data:`CHANCE` when cards must be dealt, or
  :data:`TERMINAL`.
- ``legal_actions()`` lists int actions; ``apply(a)`` trusts its input (hot path);
  ``apply_checked(a)`` and ``play(text)`` are the guarded doors for people and records.
- Chance: at a CHANCE node ``apply_chance()`` shuffles with the state's own seeded RNG
  (or takes the next forced deck order, for rigged tests and records). Every deck order
  used is logged in ``deals``, so a record is rules + seed (or deals) + actions.
- ``observation(seat)`` is a JSON-able dict with exactly what that seat may know;
  ``unseen(seat)`` is the bitmask of cards it must not see (used by the leak tests and
  by search to resample).
- ``clone()`` is cheap: games copy their own flat fields, never ``deepcopy``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from koloda.engine import cards as C
from koloda.engine.errors import (
    IllegalActionError,
    KolodaError,
    ParseError,
    RuleError,
    UnknownGameError,
)
from koloda.engine.picture import MoveRef, Picture, generic_view
from koloda.engine.rules import Rules
from koloda.engine.rulestext import RulesText
from koloda.engine.texts import count_ru

if TYPE_CHECKING:
    from koloda.engine.agents import Agent

CHANCE = -1
TERMINAL = -2

Action = int


class State(ABC):
    """A position of one game, from the first deal to the end."""

    game: Game
    players: int
    rules: Any
    _rng: random.Random
    _rng_shared: bool
    deals: list[list[C.Card]]
    forced: list[list[C.Card]]
    history: list[Action]
    # keys of an observation whose values never hold a card's text (a score sheet): a
    # spectator's observation passes them as they are instead of walking them for cards
    # to hide (tests/table/test_cardless_keys.py plays every game to check the claim)
    cardless_keys: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, game: Game, players: int, rules: Rules, seed: int | None,
                 deals: Sequence[Sequence[C.Card]] | None = None) -> None:
        if seed is None:  # a record must always be able to name its seed
            seed = random.randrange(1 << 63)
        self.game = game
        self.players = players
        self.rules = rules
        self.seed: int = seed
        self._rng = random.Random(seed)
        self._rng_shared = False
        self.deals = []
        self.forced = [list(d) for d in reversed(deals or [])]
        self.history = []

    # --- chance ---------------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The state's own seeded RNG (deals). A clone shares it with its original until
        either of them draws: the first draw gives that side its own copy (copy on write),
        so a clone deals exactly what its original would, and cloning stays cheap."""
        if self._rng_shared:
            own = random.Random.__new__(random.Random)  # no OS seeding: state is set next
            own.setstate(self._rng.getstate())
            self._rng = own
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    def shuffled(self, cards: Sequence[C.Card]) -> list[C.Card]:
        """A deck order for the next deal: forced if one is queued, else shuffled."""
        if self.forced:
            order = self.forced.pop()
            if sorted(order) != sorted(cards):
                raise ParseError(
                    f"a forced deal must hold exactly the deck's {len(cards)} cards",
                    f"заданная раздача должна содержать ровно {count_ru(len(cards), 'карту', 'карты', 'карт')} колоды")
        else:
            order = list(cards)
            self.rng.shuffle(order)
        self.deals.append(order)
        return list(order)

    def apply_chance(self) -> None:
        """Resolve the pending chance event (the next deal)."""
        self._chance()

    def _chance(self) -> None:
        raise NotImplementedError

    def _copy_base_into(self, other: State) -> None:
        """Copy the engine-level fields into a fresh clone (games call this)."""
        other.game = self.game
        other.players = self.players
        other.rules = self.rules
        other.seed = self.seed
        other._rng = self._rng  # shared until either side draws (see ``rng``)
        other._rng_shared = self._rng_shared = True
        other.deals = self.deals[:]  # inner lists are never mutated after logging
        other.forced = self.forced[:]  # queued orders are popped whole, never mutated
        other.history = self.history[:]

    # --- the state machine ------------------------------------------------------------

    @abstractmethod
    def current_player(self) -> int: ...

    @abstractmethod
    def legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def _apply(self, action: Action) -> None: ...

    def search_actions(self) -> list[Action]:
        """The moves a search player weighs here: the legal ones, less those that only
        reach what another reaches in a different order (where a set of cards is chosen
        a card at a time, each set once), so that its tree does not split one choice
        among its orders. The default: every legal move."""
        return self.legal_actions()

    def apply(self, action: Action) -> None:
        """Apply a legal action (unchecked: the caller guarantees legality)."""
        self.history.append(action)
        self._apply(action)

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def returns(self) -> list[float]:
        """Per-seat outcome at the end (1 for the winner, 0 or less for the others)."""

    @abstractmethod
    def clone(self) -> State: ...

    # --- text forms -----------------------------------------------------------------

    @abstractmethod
    def action_to_text(self, action: Action) -> str:
        """Stable ASCII form for records (``bid 105``, ``play QH declare``)."""

    @abstractmethod
    def text_to_action(self, text: str) -> Action:
        """Parse a text form (any accepted spelling); ParseError if malformed."""

    def describe_action(self, action: Action, lang: str = "ru") -> str:
        """A human phrase for the action in the given language, as its mover sees it
        (the legal-move menu). Never show this to another seat: use ``describe_move``."""
        return self.action_to_text(action)

    def describe_move(self, action: Action, viewer: int | None, lang: str = "ru",
                      after: State | None = None) -> str:
        """The action as ``viewer`` may see it; ``None`` is a spectator, who sees only
        what every seat sees. Called on the state *before* the action is applied. Games
        with face-down moves (a gift, a discard, a swap into the stock) override this:
        the one place every surface (terminal, record viewer, web) takes move texts from.
        ``after``: the state after the action, when the caller has it (a log renders a
        move for every viewer: a game that must look past the move need not replay it
        for each); a copy to read, never to change."""
        return self.describe_action(action, lang)

    def narrate(self, action: Action, after: State, viewer: int | None, lang: str = "ru",
                names: Sequence[str] | None = None) -> list[str]:
        """What else ``action`` made happen, as ``viewer`` may see it: a trick won and its
        points, a bout beaten off, a deal scored. Called on the state before the action,
        with ``after`` the state after it. ``names`` are the seats' display names."""
        return []

    def refusal(self, action: Action, lang: str = "ru") -> str | None:
        """Why a well-formed ``action`` is not legal now, in one clause (``у вас нет К♠``),
        or None when there is nothing more specific to say than "not allowed now"."""
        return None

    def choices(self, lang: str = "ru") -> list[tuple[tuple[Action, ...], str]] | None:
        """The mover's move list for a person when one item stands for several decisions
        in a row of the same seat (a Durak lead of two cards, then its close), each item
        the actions in order and its label; None: each legal action is one item. The
        actions are played one by one, so records and every other player see them as
        ever."""
        return None

    def confirm(self, action: Action, lang: str = "ru") -> str | None:
        """The question to ask a person before ``action`` when it ends the game by his
        own choice (giving up a solitaire), without the yes/no; None: play it at once."""
        return None

    def apply_checked(self, action: Action) -> None:
        """Apply ``action`` if legal; else IllegalActionError and the state is unchanged
        (also for an int that is no action of the game at all)."""
        legal = self.legal_actions()
        if action not in legal:
            try:
                text = self.action_to_text(action)
            except (LookupError, ValueError):  # not an action at all: it has no text
                text = f"#{action}"
            raise self.illegal(text, legal)
        self.apply(action)

    def play(self, text: str) -> Action:
        """Parse, check and apply one action given as text; returns the action."""
        if self.current_player() < 0:
            raise IllegalActionError(
                f"'{text}': no player is to move now (the game is over)"
                if self.is_terminal() else f"'{text}': cards must be dealt first",
                f"«{text}»: сейчас никто не ходит (игра окончена)"
                if self.is_terminal() else f"«{text}»: сначала нужно раздать карты")
        action = self.text_to_action(text)
        legal = self.legal_actions()
        if action not in legal:
            raise self.illegal(text, legal, action)
        self.apply(action)
        return action

    def illegal(self, text: str, legal: Sequence[Action],
                action: Action | None = None) -> IllegalActionError:
        """The error for a refused action: the game's one-clause reason when it has one,
        then the legal moves."""
        allowed_en, allowed_ru = self._labels(legal, "en"), self._labels(legal, "ru")
        why_en = why_ru = None
        if action is not None:
            try:
                why_en, why_ru = self.refusal(action, "en"), self.refusal(action, "ru")
            except (KeyError, IndexError, ValueError):  # no reason beats a crash
                why_en = why_ru = None
        if why_en and why_ru:
            return IllegalActionError(f"'{text}': {why_en}; legal: {allowed_en}",
                                      f"«{text}»: {why_ru}; можно: {allowed_ru}")
        return IllegalActionError(
            f"'{text}' is not allowed now; legal: {allowed_en}",
            f"«{text}» сейчас нельзя; можно: {allowed_ru}")

    def _labels(self, legal: Sequence[Action], lang: str, most: int = 12) -> str:
        """The legal moves as the move list labels them (the first ``most``)."""
        try:
            shown = [self.describe_action(a, lang) for a in legal[:most]]
        except (KeyError, IndexError, ValueError):
            shown = [str(a) for a in legal[:most]]
        more = len(legal) - most
        if more > 0:
            shown.append(f"… (+{more})")
        return ", ".join(shown) or ("ничего" if lang == "ru" else "nothing")

    # --- information ----------------------------------------------------------------

    @abstractmethod
    def observation(self, seat: int) -> dict[str, Any]:
        """Everything this seat may know now, JSON-able; never a hidden card."""

    def play_observation(self, seat: int) -> dict[str, Any]:
        """The part of ``observation(seat)`` the game's heuristic player reads, for the
        search's heuristic play-outs, which ask for it at every step: by default the whole
        observation. A game may return fewer keys, each with the observation's value
        (tests/ai/test_play_observation.py checks that, and that the heuristic then makes
        the same moves)."""
        return self.observation(seat)

    @abstractmethod
    def unseen(self, seat: int) -> int:
        """Bitmask of the cards this seat must not be shown now."""

    def public_unseen(self) -> int:
        """The cards a spectator, who knows only what every seat knows, must not be shown
        now: each card some seat must not be shown, and (a game adds them) the cards
        every seat has seen but some seat can no longer place, such as a card all saw
        that was then passed face down."""
        mask = 0
        for seat in range(self.players):
            mask |= self.unseen(seat)
        return mask

    def resample(self, seat: int, rng: random.Random) -> State:
        """A clone whose cards hidden from ``seat`` are re-dealt among the places they may
        be in, uniformly over the deals that agree with everything ``seat`` has seen (its
        information set; each game documents what it keeps). The clone has the same
        ``observation(seat)`` and ``unseen(seat)``, draws its future chance from its own
        RNG seeded from ``rng`` and has no forced deals queued, so it never deals the
        true next deal. (Its ``history`` and ``deals`` logs are the original's.)"""
        raise NotImplementedError(f"{self.game.key} cannot resample hidden cards yet")

    def canonical(self, seat: int) -> State:
        """A world of ``seat``'s information set that tells nothing more than the seat
        knows: the base from which :class:`~koloda.engine.infoset.InfoSet` draws worlds.
        Games lay the hidden cards out by a fixed rule (so two positions the seat cannot
        tell apart give the same representative); this default draws one world with a
        fixed seed. Either way the seed, the deal log and the history are wiped (they
        would name the true cards) and no forced deal stays queued."""
        return self.resample(seat, random.Random(0x1DEA)).wiped()

    def wiped(self) -> State:
        """This state with the logs that could name hidden cards wiped (in place): the
        seed, the dealt deck orders, the action history; future deals from a fixed RNG."""
        self.seed = 0
        self.deals = []
        self.forced = []
        self.history = []
        self.rng = random.Random(0)
        return self

    # --- playouts (search) ------------------------------------------------------------

    def playout(self, rng: random.Random, max_steps: int = 1_000_000) -> list[float]:
        """Returns of one uniformly random playout from here to the end; the state itself
        is left unchanged. Each decision is ``legal[rng.randrange(len(legal))]``; chance
        events use the state's own RNG, as a clone of it would deal. Games override this
        with faster loops (the compiled core, or a fused loop over locals) that draw
        exactly the same numbers."""
        st = self.clone()
        steps = 0
        while True:
            player = st.current_player()
            if player >= 0:
                legal = st.legal_actions()
                st.apply(legal[rng.randrange(len(legal))])
                steps += 1
                if steps >= max_steps:
                    raise RuntimeError(f"game did not end within {max_steps} steps")
            elif player == CHANCE:
                st.apply_chance()
            else:
                return st.returns()

    def playouts(self, n: int, seed: int | None = None) -> list[float]:
        """Mean returns per seat of ``n`` random playouts from here, the moves drawn from
        one ``random.Random(seed)`` (the state is left unchanged)."""
        rng = random.Random(seed)
        total = [0.0] * self.players
        for _ in range(n):
            for s, v in enumerate(self.playout(rng)):
                total[s] += v
        return [t / n for t in total] if n else total

    def rollouts(self, seat: int, n: int, seed: int | None = None) -> list[float]:
        """Mean returns of ``n`` determinized rollouts for ``seat``: each is
        ``self.resample(seat, rng).playout(rng)`` with one ``rng = random.Random(seed)``."""
        rng = random.Random(seed)
        total = [0.0] * self.players
        for _ in range(n):
            for s, v in enumerate(self.resample(seat, rng).playout(rng)):
                total[s] += v
        return [t / n for t in total] if n else total

    def search_values(self) -> list[float] | None:
        """A game's own value of a position where a search player stops looking (the end
        of the game, or the chance node of the next deal), one number per seat in
        [0, 1]; None (the default): the search uses the returns at the end and an even
        value anywhere else. A game played over many deals gives its deal's outcome here,
        so that a search which sees one deal ahead can tell a good deal from a bad one."""
        return None

    def result(self) -> dict[str, Any]:
        """JSON-able summary of the game so far (scores, winner) for replay output."""
        return {"terminal": self.is_terminal(), "returns":
                self.returns() if self.is_terminal() else None}

    def hint(self, seat: int, request: str, lang: str = "ru") -> str:
        """Spend a hint of a human seat (games that offer hints override this)."""
        raise IllegalActionError("this game has no hints", "в этой игре нет подсказок")

    def score_sheet(self, lang: str = "ru", names: Sequence[str] | None = None) -> str:
        return ""

    def move_help(self, lang: str = "ru") -> str:
        """One line on how this game's moves are typed, for the help ("" when the move
        list says enough). Name only moves the game has."""
        return ""

    def commands(self) -> dict[str, tuple[str, str]]:
        """The table commands beyond moves that mean something in this game, each with
        what it does (Russian, English): ``hint`` always, ``sheet`` when the game keeps
        a score sheet, ``last`` when it shows its last trick or bout. Surfaces offer and
        explain only these."""
        out = {"hint": ("подсказка (hint ход — ход сильного компьютерного игрока и его "
                        "оценка)", "a hint (hint move — the strong computer player's move "
                        "and its value)")}
        if type(self).score_sheet is not State.score_sheet:
            out["sheet"] = ("запись счёта", "the score sheet")
        if self.game.last_label is not None:
            out["last"] = self.game.last_label
        return out


class Game(ABC):
    """A registered game: metadata, rule schema, presets, variants, agents, views."""

    key: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    title_en: ClassVar[str]
    title_ru: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    rules_type: ClassVar[type[Rules]]
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {}
    # preset key -> its short name (Russian, English), as the lobby's chips show it
    preset_titles: ClassVar[Mapping[str, tuple[str, str]]] = {}
    # variant key -> (rule overrides, description en, description ru)
    variants: ClassVar[Mapping[str, tuple[Mapping[str, Any], str, str]]] = {}
    # what the table picture's ``last`` shows, for the help (Russian, English); None: the
    # game shows no last trick or bout (the terminal offers no ``last`` command)
    last_label: ClassVar[tuple[str, str] | None] = None
    # the deal number is the player's to know (a solitaire played alone: he may play the
    # same deal again): the table's picture shows it to him, never to a spectator
    deal_is_known: ClassVar[bool] = False
    # the compiled fast path (koloda.fast) plays this game: the pure-Python path must be
    # checked apart (CI runs the conformance grid of these games again with KOLODA_PURE=1)
    fast_path: ClassVar[bool] = False
    # how the search players play a position out: "random" moves, or the game's own
    # "heuristic" player where random play is no model of a real opponent
    search_rollout: ClassVar[str] = "random"
    # how deep the search players' tree grows: 0, no limit (ISMCTS); 1, each move valued by
    # rollouts of the game's players alone (one step of improvement over the rollout
    # player, for games where the tree's model of the others, each choosing with the
    # cards the searcher imagines, does worse than the heuristic's play)
    search_depth: ClassVar[int] = 0
    # a table plays a person's only legal move for them (its option auto_forced) unless
    # the game says no: where the only move is the game itself (turning a card up in War),
    # the person makes it
    auto_play_forced: ClassVar[bool] = True

    @abstractmethod
    def new_state(self, players: int, rules: Rules, seed: int | None = None,
                  deals: Sequence[Sequence[C.Card]] | None = None) -> State: ...

    @abstractmethod
    def agent_factories(self) -> Mapping[str, Callable[[int, random.Random], Agent]]:
        """Named computer players: ``{"random": ..., "heuristic": ...}``."""

    def view(self, obs: Mapping[str, Any], viewer: int | None, moves: Sequence[MoveRef],
             lang: str = "ru", names: Sequence[str] | None = None) -> Picture:
        """The table picture of ``viewer``'s observation ``obs`` (None: a spectator's),
        with ``moves`` the viewer's legal moves now (empty when it is not its move) and
        ``names`` one display name per seat. Built from these alone, so it holds nothing
        the viewer may not see. Every surface draws this picture; the default is the
        plain picture of the common observation fields (docs/table-picture.md)."""
        return generic_view(self.key, self.title_ru if lang == "ru" else self.title_en,
                            obs, viewer, moves, lang)

    def rules_doc(self) -> RulesText | None:
        """This game's rules for people, both languages (engine/rulestext.py); None: the
        game has written none, and surfaces show only its rule keys."""
        return None

    def rules_text(self, lang: str = "ru") -> dict[str, Any] | None:
        """The rules page in ``lang`` as JSON-able data (title, intro, sections, then
        one explanation per rule key, variant and preset, in the schema's order), or
        None when the game has no rules text."""
        doc = self.rules_doc()
        if doc is None:
            return None
        return doc.page(lang, self.title_ru if lang == "ru" else self.title_en,
                        [s.key for s in self.rules_type.specs()], list(self.variants),
                        list(self.presets))

    def rematch_rules(self, state: State) -> dict[str, Any]:
        """Rule values that carry the finished game ``state`` on into the next game at the
        same table («ещё раз»): who deals or leads first, as this game passes the deal
        on. The next game keeps every other rule; its cards are a new deal. The default:
        nothing to carry (the next game opens as the first did)."""
        return {}

    def make_rules(self, preset: str | None = None, variants: Sequence[str] = (),
                   overrides: Mapping[str, Any] | None = None) -> Rules:
        """Rules from a named preset, then variants, then single keys."""
        values: dict[str, Any] = {}
        if preset is not None:
            if preset not in self.presets:
                known = ", ".join(self.presets) or "none"
                raise RuleError(f"unknown preset '{preset}'; presets: {known}",
                                f"неизвестный набор правил «{preset}»; есть: {known}")
            values.update(self.presets[preset])
        for name in variants:
            if name not in self.variants:
                known = ", ".join(self.variants) or "none"
                raise RuleError(f"unknown variant '{name}'; variants: {known}",
                                f"неизвестный вариант «{name}»; есть: {known}")
            values.update(self.variants[name][0])
        values.update(overrides or {})
        return self.rules_type.build(values)

    def check_players(self, players: int, rules: Rules) -> None:
        if not self.min_players <= players <= self.max_players:
            raise RuleError(
                f"{self.key} is played by {self.min_players} to {self.max_players} players, "
                f"not {players}",
                f"в «{self.title_ru}» играют от {self.min_players} до {self.max_players} "
                f"игроков, а не {players}")
        rules.check_players(players)


_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    for name in (game.key, *game.aliases):
        if name in _REGISTRY:
            raise ValueError(f"game name '{name}' is registered twice")
        _REGISTRY[name] = game
    return game


_loaded = False


def _load_games() -> None:
    """Import every game installed under the ``koloda.games`` entry point group (each
    registers itself), once: the engine names no game."""
    global _loaded
    if _loaded:
        return
    from importlib.metadata import entry_points

    found = entry_points(group="koloda.games")
    if not found:
        raise KolodaError("no games are installed: install koloda again (pip install -e .)",
                          "игры не установлены: установите koloda заново (pip install -e .)")
    _loaded = True
    for point in sorted(found, key=lambda p: p.name):
        point.load()


def get_game(name: str) -> Game:
    _load_games()
    found = _REGISTRY.get(name.lower())
    if found is None:
        known = ", ".join(sorted({g.key for g in _REGISTRY.values()}))
        raise UnknownGameError(f"unknown game '{name}'; games: {known}",
                               f"неизвестная игра «{name}»; есть: {known}")
    return found


def all_games() -> list[Game]:
    _load_games()

    seen: dict[str, Game] = {}
    for g in _REGISTRY.values():
        seen.setdefault(g.key, g)
    return list(seen.values())
