"""A game at a table: seats, computer moves, the viewer-side log, forced moves, undo,
save and resume. Surfaces (terminal, web) render it and feed it people's input; no
surface runs a game loop of its own."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from koloda.engine import cards as C
from koloda.engine import records
from koloda.engine.agents import Agent
from koloda.engine.errors import IllegalActionError, KolodaError, ParseError, RecordError
from koloda.engine.game import CHANCE, TERMINAL, Action, Game, State, get_game
from koloda.engine.infoset import decide
from koloda.engine.names import seat_names
from koloda.engine.picture import Hand, Marker, MoveRef, Picture, evolve
from koloda.engine.rules import Rules
from koloda.engine.textnum import parse_int
from koloda.engine.texts import YOU, count_ru, own_line
from koloda.table.log import LANGS, LogEntry, LogTexts, Viewer, names_for
from koloda.table.seats import COMPUTER, Seat, TableOptions

_MAX_STEPS = 1_000_000


class Table:
    """One game and its seats. People act through :meth:`play`; computer seats and
    forced moves advance through :meth:`step` (or :meth:`advance`, all at once)."""

    def __init__(self, game: Game, players: int, rules: Rules, seats: Sequence[Seat],
                 seed: int | None = None, options: TableOptions | None = None,
                 deals: Sequence[Sequence[C.Card]] | None = None,
                 agent_seed: int | None = None) -> None:
        if len(seats) != players:
            raise KolodaError(f"a table of {players} needs {players} seats, not {len(seats)}",
                              f"за столом на {players} нужно {count_ru(players, 'место', 'места', 'мест')}, "
                              f"а не {len(seats)}")
        game.check_players(players, rules)
        self.game = game
        self.players = players
        self.rules = rules
        self.seats = list(seats)
        self.options = options or TableOptions()
        self.seed = seed if seed is not None else random.randrange(1 << 31)
        self._deals = [list(d) for d in deals] if deals else None
        self.state: State = game.new_state(players, rules, self.seed, self._deals)
        self.agent_seed = agent_seed if agent_seed is not None else self.seed ^ 0xB07
        self.agents = self._make_agents()
        self.log: list[LogEntry] = []
        self.log_texts = LogTexts(self)  # the log's texts, rendered when asked for
        self.actors: list[int] = []  # the seat behind each action of the history
        self.forced_steps: set[int] = set()
        # steps that went on from the step before them in one choice of a person (a lead
        # of two cards and its close): undo takes the whole choice back
        self.chained: set[int] = set()
        # decisions taken back, newest last, for redo; a new move forgets them
        self._redo: list[list[tuple[Action, int, bool, bool]]] = []
        self._replaying = False
        self._twins: bool | None = None
        # a person took a move back here (undo or restart): a win after it is marked so
        self.took_back = False
        self._names: dict[str, tuple[list[Seat], list[str]]] = {}
        self._legal: tuple[State, int, tuple[Action, ...]] | None = None
        # lang -> the position's moves with their labels and texts (see moves_now)
        self._moves: dict[str, tuple[State, int, tuple[tuple[Action, str, str], ...]]] = {}
        self._resolve_chance()

    @property
    def deals(self) -> list[list[C.Card]] | None:
        """The rigged deals the table was made with (None: its seed deals)."""
        return self._deals

    # --- seats and names ----------------------------------------------------------

    @property
    def humans(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat.human]

    def names(self, lang: str = "ru") -> list[str]:
        """One name per seat, the same in every view, log line, sheet and result."""
        # kept per language while the seats stay (every frame asks several times; the
        # seats are frozen, so the same ones compare by identity at once)
        got = self._names.get(lang)
        if got is None or got[0] != self.seats:
            default = seat_names(self.players, self.humans, lang)
            got = self._names[lang] = (list(self.seats), [seat.name or default[s]
                                                          for s, seat in enumerate(self.seats)])
        return list(got[1])

    def _make_agents(self) -> list[Agent | None]:
        """One agent per computer seat, its kind resolved by :func:`koloda.ai.make_agent`
        (the game's own players, a level such as ``hard``, or a search spec)."""
        from koloda.ai import make_agent

        factories = self.game.agent_factories()
        master = random.Random(self.agent_seed)
        out: list[Agent | None] = []
        for s, seat in enumerate(self.seats):
            rng = random.Random(master.getrandbits(64))
            if seat.kind != COMPUTER:
                out.append(None)
                continue
            kind = seat.agent or ("heuristic" if "heuristic" in factories else "random")
            out.append(make_agent(self.game, kind, s, rng))  # KolodaError names the kinds
        return out

    # --- whose move ----------------------------------------------------------------

    def _resolve_chance(self) -> None:
        while self.state.current_player() == CHANCE:
            self.state.apply_chance()

    def to_move(self) -> int:
        """The seat to move, or TERMINAL."""
        return self.state.current_player()

    @property
    def over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def waiting_for_human(self) -> int | None:
        """The person who must decide now (None: a computer's or a forced move, or the
        end). Surfaces prompt this seat."""
        seat = self.to_move()
        if seat < 0 or not self.seats[seat].human:
            return None
        if self._plays_forced() and len(self._legal_now()) == 1:
            return None
        return seat

    def _legal_now(self) -> Sequence[Action]:
        """The legal actions of the position as it stands, worked out once for it: every
        frame of every viewer asks whose decision it is, and a game's ``legal_actions``
        may cost a frame's tenth. Only :meth:`_apply` (one action, then the chance steps
        it leads to) and a rebuild (a new state) change the position, so the state and
        its history's length name it. Read only."""
        state = self.state
        got = self._legal
        if got is None or got[0] is not state or got[1] != len(state.history):
            got = self._legal = (state, len(state.history), tuple(state.legal_actions()))
        return got[2]

    def _plays_forced(self) -> bool:
        """Whether a person's only legal move is played for them: the table's option,
        unless the game says the move is the game itself (War's turning a card up)."""
        return self.options.auto_forced and self.state.game.auto_play_forced

    def legal_moves(self, seat: int, lang: str = "ru") -> list[tuple[Action, str]]:
        """The seat's legal actions with their labels (empty when it is not its move)."""
        if self.to_move() != seat:
            return []
        return [(a, label) for a, label, _ in self.moves_now(lang)]

    def moves_now(self, lang: str = "ru") -> tuple[tuple[Action, str, str], ...]:
        """The legal actions of the position as it stands, each with its label and its
        record text, worked out once per position and language: a frame for the seat to
        move lists them and its picture ties its controls to them, so they were built
        twice a frame (a label or a text may cost a game tens of microseconds). For the
        seat to move only: it is the one who may see them. Read only."""
        state = self.state
        got = self._moves.get(lang)
        if got is None or got[0] is not state or got[1] != len(state.history):
            moves = tuple((a, state.describe_action(a, lang), state.action_to_text(a))
                          for a in self._legal_now())
            got = self._moves[lang] = (state, len(state.history), moves)
        return got[2]

    def menu(self, seat: int, lang: str = "ru") -> list[tuple[tuple[Action, ...], str]]:
        """The person's move list as the terminal numbers it: each item the actions it
        plays (usually one; see :meth:`State.choices`) and its label."""
        if self.to_move() != seat:
            return []
        found = self.state.choices(lang)
        if found is None:
            return [((a,), label) for a, label in self.legal_moves(seat, lang)]
        return found

    # --- acting ----------------------------------------------------------------------

    def choose(self) -> Action | None:
        """The action the table itself would play now (a computer seat's choice, or a
        person's forced move), without playing it; None if a person must decide. Pure:
        a server may run it in a worker and :meth:`commit` the result."""
        seat = self.to_move()
        if seat < 0:
            return None
        legal = self.state.legal_actions()
        agent = self.agents[seat]
        if agent is None:
            if self._plays_forced() and len(legal) == 1:
                return legal[0]
            return None
        return decide(agent, self.state, seat, legal)  # search players get an InfoSet

    def commit(self, action: Action) -> LogEntry:
        """Apply a chosen action of the seat to move (checked)."""
        seat = self.to_move()
        if seat < 0:
            raise self._no_move()
        forced = self.agents[seat] is None
        return self._apply(seat, action, forced)

    def step(self) -> LogEntry | None:
        """Play one computer or forced move; None if a person must decide or it is over."""
        action = self.choose()
        if action is None:
            return None
        return self.commit(action)

    def advance(self) -> list[LogEntry]:
        """Play every computer and forced move up to a person's decision or the end."""
        out: list[LogEntry] = []
        for _ in range(_MAX_STEPS):
            entry = self.step()
            if entry is None:
                return out
            out.append(entry)
        raise RuntimeError("the table did not reach a person's decision")

    def play(self, seat: int, text: str) -> LogEntry:
        """A person's move typed or sent as text: an action text, a label as the move
        list shows it, or its number in that list. Refusals raise a KolodaError and
        change nothing."""
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalActionError(f"there is no seat {seat!r}", f"нет места {seat!r}")
        to_move = self.to_move()
        if to_move < 0:
            raise self._no_move()
        if to_move != seat:
            raise IllegalActionError("it is not your move now", "сейчас не ваш ход")
        action = self.parse(seat, text)
        return self._apply(seat, action, False)

    def parse_choice(self, seat: int, text: str) -> tuple[Action, ...]:
        """What a person means by ``text`` at the terminal: a number of :meth:`menu` (a
        number in its range always means that item), a label of it in either language,
        or any move :meth:`parse` reads (the menu's item for it when one starts with it
        and is labelled as it)."""
        cleaned = " ".join(str(text).split())
        menu = self.menu(seat)
        number = parse_int(cleaned, 1, len(menu))
        if number is not None:
            return menu[number - 1][0]
        low = cleaned.casefold()
        for lang in LANGS:
            for actions, label in self.menu(seat, lang):
                if " ".join(label.split()).casefold() == low:
                    return actions
        action = self.parse(seat, text)
        alone = self.state.describe_action(action, "ru")
        for actions, label in menu:  # "7♠" at a lead: the item that leads it alone
            if actions[0] == action and label == alone:
                return actions
        return (action,)

    def play_choice(self, seat: int, actions: Sequence[Action]) -> list[LogEntry]:
        """Play a choice of :meth:`menu` (checked): its actions one after another, all by
        ``seat``; undo takes them back together."""
        if not actions:
            raise IllegalActionError("no move chosen", "ход не выбран")
        entries: list[LogEntry] = []
        for k, action in enumerate(actions):
            if self.to_move() != seat:
                break  # a choice of the menu ends where the seat's turn ends
            entries.append(self.play_action(seat, action))
            if k:
                self.chained.add(len(self.state.history) - 1)
        return entries

    def play_action(self, seat: int, action: Action) -> LogEntry:
        """A person's move as an action number (the web's click)."""
        if self.to_move() != seat:
            return self.play(seat, "")  # raises the right refusal
        return self._apply(seat, action, False)

    def parse(self, seat: int, text: str) -> Action:
        """The action a person means by ``text``: a number of the move list (a number in
        its range always means that item, whatever the game would read in it), an
        accepted spelling of a move, or a label of the move list in either language."""
        state = self.state
        legal = state.legal_actions()
        cleaned = " ".join(str(text).split())
        if not cleaned:
            raise ParseError("type a move", "введите ход")
        number = parse_int(cleaned, 1, len(legal))
        if number is not None:
            return legal[number - 1]
        try:
            action = state.text_to_action(cleaned)
        except KolodaError as err:
            by_label = self._by_label(cleaned, legal)
            if by_label is not None:
                return by_label
            raise err
        if action not in legal:
            by_label = self._by_label(cleaned, legal)
            if by_label is not None:
                return by_label
            raise state.illegal(cleaned, legal, action)
        return action

    def _by_label(self, text: str, legal: Sequence[Action]) -> Action | None:
        low = text.casefold()
        for lang in LANGS:
            for a in legal:
                label = " ".join(self.state.describe_action(a, lang).split()).casefold()
                if label == low:
                    return a
        return None

    def _apply(self, seat: int, action: Action, forced: bool) -> LogEntry:
        state = self.state
        legal = state.legal_actions()
        if not isinstance(action, int) or isinstance(action, bool) or action not in legal:
            try:
                text = state.action_to_text(action)
            except (KeyError, IndexError, ValueError, TypeError):
                text = repr(action)
            raise state.illegal(text, legal, action if isinstance(action, int) else None)
        before = state.clone()
        state.apply(action)
        step = len(state.history) - 1
        self.actors.append(seat)
        if forced:
            self.forced_steps.add(step)
        entry = LogEntry(step, seat, action, forced, before.action_to_text(action),
                         self.log_texts)
        self.log.append(entry)
        self.log_texts.made(step, before)
        if not self._replaying:
            self._redo.clear()
        self._resolve_chance()
        return entry

    def _no_move(self) -> IllegalActionError:
        if self.over:
            return IllegalActionError("the game is over", "игра окончена")
        return IllegalActionError("no one is to move now", "сейчас никто не ходит")

    # --- undo ------------------------------------------------------------------------

    def can_undo(self, seat: int) -> bool:
        return (self.options.undo and len(self.humans) <= 1
                and self._undo_point(seat) is not None)

    def _undo_point(self, seat: int) -> int | None:
        for step in range(len(self.actors) - 1, -1, -1):
            if (self.actors[step] == seat and step not in self.forced_steps
                    and step not in self.chained):
                return step
        return None

    def undo(self, seat: int) -> bool:
        """Take back to the person's previous decision (only against computer players,
        and only where the table allows it); False if there is none."""
        if not self.can_undo(seat):
            return False
        cut = self._undo_point(seat)
        assert cut is not None
        history, actors = self.state.history, self.actors
        self._redo.append([(history[k], actors[k], k in self.forced_steps, k in self.chained)
                           for k in range(cut, len(history))])
        self._rebuild(history[:cut], actors[:cut])
        self.took_back = True
        return True

    def restart(self, seat: int) -> bool:
        """Back to the deal itself (same cards); redo plays the moves again."""
        if not self.can_undo_at_all() or not self.state.history:
            return False
        history, actors = self.state.history, self.actors
        self._redo.append([(history[k], actors[k], k in self.forced_steps, k in self.chained)
                           for k in range(len(history))])
        self._rebuild([], [])
        self.took_back = True
        return True

    def can_redo(self, seat: int) -> bool:
        return bool(self._redo) and self.can_undo_at_all()

    def can_undo_at_all(self) -> bool:
        return self.options.undo and len(self.humans) <= 1

    def redo(self, seat: int) -> bool:
        """Play again the decision last taken back (and what followed it); False if
        there is none. Undo and redo go back and forth without limit."""
        if not self.can_redo(seat):
            return False
        group = self._redo.pop()
        self._replaying = True
        try:
            for action, actor, forced, chained in group:
                self._apply(actor, action, forced)
                if chained:
                    self.chained.add(len(self.state.history) - 1)
        finally:
            self._replaying = False
        return True

    def _rebuild(self, history: Sequence[Action], actors: Sequence[int]) -> None:
        """Replay the table's own deals and ``history`` into a fresh state, renewing the
        log (the same texts the moves had)."""
        state = self.game.new_state(self.players, self.rules, self.seed, self._deals)
        self.state = state
        self.log = []
        self.log_texts.reset()
        self.actors = []
        forced_before = self.forced_steps
        self.forced_steps = set()
        self.chained = {k for k in self.chained if k < len(history)}
        self._resolve_chance()
        self._replaying = True
        try:
            for step, (action, seat) in enumerate(zip(history, actors, strict=True)):
                self._apply(seat, action, step in forced_before)
        finally:
            self._replaying = False

    # --- records ---------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game's record. While the game is unfinished it holds no deals (a player
        could read every hand from them); the seed and actions rebuild the same game."""
        finished = self.over
        chosen = [s.name for s in self.seats]
        names = [n for n in chosen if n] if all(chosen) else None
        # a rigged table has no seed to rebuild from: it keeps its deals (tests only)
        out = records.record_of(self.state, names, with_deals=finished or bool(self._deals),
                                texts=[e.record_text for e in self.log])
        out["seats"] = [s.to_json() for s in self.seats]
        out["actors"] = self.actors[:]
        out["forced"] = sorted(self.forced_steps)
        out["options"] = {"auto_forced": self.options.auto_forced,
                          "undo": self.options.undo}
        out["agent_seed"] = self.agent_seed
        out["finished"] = finished
        if self.took_back:  # the game went on after an undo (its result is marked so)
            out["took_back"] = True
        return out

    @classmethod
    def from_record(cls, data: Mapping[str, Any], seats: Sequence[Seat] | None = None,
                    options: TableOptions | None = None) -> Table:
        """Resume a saved table: the same seats, the same position, the same log."""
        data = records.validate(dict(data))
        try:
            game = get_game(data["game"])
            rules = game.make_rules(overrides=data.get("rules", {}))
            players = data["players"]
            game.check_players(players, rules)
            deals = ([[C.parse(c) for c in d] for d in data["deals"]]
                     if data.get("deals") and data.get("seed") is None else None)
            if seats is None:
                seats = [Seat.from_json(s) for s in data.get("seats") or []] or None
            if seats is None:  # a plain record: the first seat is the person
                seats = [Seat() if s == 0 else Seat(COMPUTER) for s in range(players)]
            if options is None and isinstance(data.get("options"), dict):
                opt = data["options"]
                options = TableOptions(auto_forced=bool(opt.get("auto_forced", True)),
                                       undo=bool(opt.get("undo", True)))
            agent_seed = data.get("agent_seed")
            table = cls(game, players, rules, seats, data.get("seed"), options, deals,
                        agent_seed if isinstance(agent_seed, int) else None)
        except KolodaError as err:
            raise RecordError("bad record header: " + err.en,
                              "ошибка в заголовке записи: " + err.ru) from err
        table.took_back = data.get("took_back") is True
        forced = set(data.get("forced") or [])
        actors = data.get("actors")
        for step, text in enumerate(data["actions"]):
            seat = table.to_move()
            if seat < 0:
                raise RecordError(f"step {step + 1}: the game is already over",
                                  f"ход {step + 1}: игра уже окончена")
            if isinstance(actors, list) and step < len(actors) and actors[step] != seat:
                raise RecordError(f"step {step + 1}: the record names the wrong seat",
                                  f"ход {step + 1}: в записи не тот игрок")
            try:
                action = table.state.text_to_action(text)
                table._apply(seat, action, step in forced)
            except KolodaError as err:
                raise RecordError(f"step {step + 1}, action '{text}': {err.en}",
                                  f"ход {step + 1}, «{text}»: {err.ru}") from err
        return table

    # --- views -----------------------------------------------------------------------

    @property
    def twins(self) -> bool:
        """A game of two copies of each card (Тысяча's big deck, the two-deck
        solitaires): a card's text names its face, and either copy may be meant, so a
        leak check counts a face as hidden only while both copies are. Known from the
        rules or from the first deal's cards (the deck does not change in a game)."""
        if self._twins is None:
            if getattr(self.rules, "big", False):
                self._twins = True
            elif self.state.deals:
                self._twins = any(card >> 7 for card in self.state.deals[0])
            else:
                return False  # nothing dealt yet: asked again later
        return self._twins

    def hidden(self, viewer: Viewer) -> int:
        """The cards ``viewer`` may not see now (a spectator: ``public_unseen``, every
        card some seat may not see or place)."""
        if viewer is not None:
            return self.state.unseen(viewer)
        return self.state.public_unseen()

    def observation(self, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may know, JSON-able: a seat's own observation, or for a
        spectator :func:`spectator_observation`."""
        if viewer is not None:
            return self.state.observation(viewer)
        return spectator_observation(self.state)

    def picture(self, viewer: Viewer, lang: str = "ru", moves: bool = True,
                thinking: int | None = None, obs: dict[str, Any] | None = None,
                connected: set[int] | None = None) -> Picture:
        """The table picture for ``viewer`` (a seat or a spectator): the game's view of
        what it may know, with the seats' names, kinds and levels. ``moves``: tie the
        controls to the viewer's legal moves when a person must decide (the web's
        ``legal`` list, in the same order); ``thinking``: a computer seat deciding now;
        ``obs``: the viewer's :meth:`observation`, when the caller has it already (a
        frame sends it too), so it is worked out once; ``connected``: at an online table,
        the people's seats with a connection now (marked on every person's seat)."""
        refs: list[MoveRef] = []
        if moves and viewer is not None and self.waiting_for_human() == viewer:
            refs = [MoveRef(a, text, label) for a, label, text in self.moves_now(lang)]
        names = self.names(lang)
        pic = self.game.view(self.observation(viewer) if obs is None else obs, viewer, refs,
                             lang, names)
        if (self.game.deal_is_known and viewer is not None and self.players == 1
                and self.seats[viewer].human):
            ru = lang == "ru"
            deal = Marker("Раздача" if ru else "Deal", f"№ {self.seed}" if ru else f"#{self.seed}")
            pic = evolve(pic, markers=(*pic.markers, deal))
        fields: dict[int, dict[str, Any]] = {
            s: {"name": names[s], "kind": seat.kind,
                "level": seat.agent if seat.kind == COMPUTER else None,
                "thinking": thinking == s}
            for s, seat in enumerate(self.seats)}
        if connected is not None:
            for s, seat in enumerate(self.seats):
                if seat.human:
                    fields[s]["connected"] = s in connected
        return pic.with_seats(fields)

    def open_picture(self, lang: str = "ru") -> Picture:
        """The table with every hand face up: a spectator's picture whose seats hold the
        hands their owners see. Only for a finished game's replay («глазами всех»: its
        record shows every deal anyway); never for a game that goes on."""
        pic = self.picture(None, lang, moves=False)
        own: dict[int, Hand] = {v.seat: v.hand for s in range(self.players)
                                for v in self.picture(s, lang, moves=False).seats
                                if v.seat == s}
        return evolve(pic, seats=tuple(evolve(v, hand=own[v.seat]) if v.seat in own else v
                                       for v in pic.seats))

    def sheet(self, lang: str = "ru") -> str:
        return self.state.score_sheet(lang, self.names(lang))

    def rematch_rules(self) -> Rules:
        """The rules of the next game at this table («ещё раз»): these, with what the
        finished game passes on (who deals or leads first: ``Game.rematch_rules``)."""
        values = {**self.rules.changed(), **self.game.rematch_rules(self.state)}
        return self.game.make_rules(overrides=values)

    def winners(self) -> list[int]:
        """The seats with the best outcome, once the game is over."""
        if not self.over:
            return []
        ret = self.state.returns()
        if self.players == 1:  # alone: a win is a win, not the best of one
            won = self.state.result().get("won")
            return [0] if (won if isinstance(won, bool) else ret[0] > 0) else []
        best = max(ret)
        return [s for s, r in enumerate(ret) if r == best]

    def log_lines(self, viewer: Viewer, lang: str = "ru", since: int = 0) -> list[str]:
        """The log from entry ``since`` on, as ``viewer`` may read it."""
        names = self.names(lang)
        out: list[str] = []
        for entry in self.log[since:]:
            out.extend(entry_lines(entry, viewer, lang, names))
        return out


def spectator_observation(state: State) -> dict[str, Any]:
    """What a spectator may know: the first seat's observation with every card of
    ``public_unseen`` (some seat may not see or place it) turned into "?", so counts
    stay and faces go. In a list of cards
    the turned ones move to its end: their places in it (a hand is sorted) would tell
    what they are, so the list shows which cards are known and how many are not."""
    hidden = state.public_unseen()
    plain = state.cardless_keys
    obs = {k: v if k in plain else _redact(v, hidden)
           for k, v in state.observation(0).items()}
    obs["seat"] = None
    return obs


def _hidden_card(value: str, hidden: int) -> bool:
    card = _CARDS.get(value, -2)
    if card == -2:
        try:
            card = C.parse(value)
        except KolodaError:
            card = -1  # not a card: a word of the observation
        if len(_CARDS) < 8192:  # card texts and an observation's words: a few hundred
            _CARDS[value] = card
    return card >= 0 and bool(hidden >> card & 1)


_CARDS: dict[str, int] = {}  # each text's card (-1: none), parsed once
_SEQUENCES = (list, tuple)  # a tuple of types: ``list | tuple`` builds an object per call


def _redact(value: Any, hidden: int) -> Any:
    """``value`` with the hidden cards turned; a dict or a list with nothing to turn is
    returned itself, so what observations share (Тысяча's score sheet rows) stays shared."""
    kind = type(value)
    if kind is str:
        return "?" if _hidden_card(value, hidden) else value
    if kind is dict:
        if _SCALARS.issuperset(map(type, value.values())):  # numbers: nothing to turn
            return value
        values, same = _redact_each(value.values(), hidden)
        return value if same else dict(zip(value, values, strict=True))
    if kind in _SEQUENCES:
        if kind is list and _SCALARS.issuperset(map(type, value)):
            return value
        if all(v is None or isinstance(v, str) for v in value):  # a list of cards
            kept = [v for v in value if v is None or not _hidden_card(v, hidden)]
            if kind is list and len(kept) == len(value):
                return value
            return kept + ["?"] * (len(value) - len(kept))
        items, same = _redact_each(value, hidden)
        return value if same and kind is list else items
    # a subclass (rare): a text as itself, a mapping or a sequence as a plain copy
    if isinstance(value, str):
        return "?" if _hidden_card(value, hidden) else value
    if isinstance(value, dict):
        return _redact(dict(value), hidden)
    if isinstance(value, list | tuple):
        return _redact(list(value), hidden)
    return value


def _redact_each(values: Iterable[Any], hidden: int) -> tuple[list[Any], bool]:
    """Each value redacted (numbers and None as they are), and whether every one came
    back as itself."""
    out = []
    same = True
    for v in values:
        if type(v) not in _SCALARS:
            r = _redact(v, hidden)
            if r is not v:
                same = False
            v = r
        out.append(v)
    return out, same


_SCALARS = frozenset({int, float, bool, type(None)})


def entry_line(entry: LogEntry, viewer: Viewer, lang: str, names: Sequence[str],
               text: str | None = None) -> str:
    """An entry's own line: "Игрок 2: кладёт Д♠", and the reader's own move in the second
    person, "Вы кладёте Д♠" (or "Вы: пас" where the text has no verb to turn), at a table
    of friends too, where the seat's name is the person's own. ``text``: the move's
    text to use instead of the entry's (a server's withheld text)."""
    move = entry.text(viewer, lang) if text is None else text
    mark = (" (единственный ход)" if lang == "ru" else " (only move)") if entry.forced else ""
    name = names_for(names, viewer, lang)[entry.actor]
    if name in YOU.values():
        return own_line(name, move, lang) + mark
    return f"{name}: {move}{mark}"


def entry_lines(entry: LogEntry, viewer: Viewer, lang: str, names: Sequence[str]) -> list[str]:
    """An entry as plain lines: its own line (:func:`entry_line`) and its follow-ups."""
    return [entry_line(entry, viewer, lang, names), *entry.follow_ups(viewer, lang)]
