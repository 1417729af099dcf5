"""Outside players: any program that speaks the JSON-lines bot protocol
(``docs/bot-protocol.md``) sits at the table as ``cmd:PROGRAM``.

The harness writes one JSON object per line to the program's standard input and reads
one per line from its standard output:

- ``{"type": "hello", ...}`` when a game starts (no answer expected);
- ``{"type": "act", "id": N, "game": ..., "seat": ..., "observation": {...},
  "legal": [{"action": int, "text": str, "label": str}, ...]}`` when it is the seat's
  move; the program answers ``{"action": int}`` or ``{"text": str}`` (``"id"`` may be
  echoed);
- ``{"type": "bye", "returns": [...], "observation": {...}}`` when the game ends (no
  answer expected). End of input means the match is over: the program should exit.

The observation is exactly ``state.observation(seat)``. A program that times out,
crashes, closes its output or answers something that is not a legal action forfeits that
decision: a random legal move is played for it (from the seat's seeded RNG) and a warning
is recorded. A program that died or hung is started again at its next decision (with a
``hello`` carrying ``"resumed": true``); after ``MAX_RESTARTS`` restarts in one game its
seat plays random moves to the end of that game.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import random
import shlex
import shutil
import subprocess
import threading
import time
from collections.abc import Mapping, Sequence
from typing import Any

from koloda.engine.errors import KolodaError
from koloda.engine.game import Action
from koloda.match.seat import SeatView

PROTOCOL = 1
MAX_RESTARTS = 2  # per game; then the seat plays random moves to the end of the game
MAX_LINE = 1 << 20  # a longer answer line is a bad answer
STARTUP_GRACE = 10.0  # extra seconds for the first answer of a freshly started program


def parse_program(program: str) -> list[str]:
    """The argument list of a ``cmd:`` program; KolodaError if it cannot be run."""
    try:
        argv = shlex.split(program)
    except ValueError as err:
        raise KolodaError(f"cmd: cannot split the command line '{program}': {err}",
                          f"cmd: не разобрать командную строку «{program}»: {err}") from err
    if not argv:
        raise KolodaError("cmd: name a program, e.g. cmd:'node examples/bots/random_bot.mjs'",
                          "cmd: укажите программу, например cmd:'node examples/bots/"
                          "random_bot.mjs'")
    exe = argv[0]
    if shutil.which(exe) is None and not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
        raise KolodaError(f"cmd: program '{exe}' not found (or not executable)",
                          f"cmd: программа «{exe}» не найдена (или не запускается)")
    return argv


class BotProcess:
    """One running program and a thread that reads its output lines into a queue."""

    def __init__(self, argv: Sequence[str], stderr: str = "discard") -> None:
        self.argv = list(argv)
        self.stderr = stderr
        self.proc: subprocess.Popen[bytes] | None = None
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.fresh = True  # no answer read since the start

    def start(self) -> None:
        err = None if self.stderr == "inherit" else subprocess.DEVNULL
        self.lines = queue.Queue()
        self.fresh = True
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=err, bufsize=0)
        except OSError as exc:
            self.proc = None
            raise ConnectionError(f"cannot start: {exc}") from exc
        proc, lines = self.proc, self.lines

        def pump() -> None:
            out = proc.stdout
            assert out is not None
            try:
                while True:
                    line = out.readline(MAX_LINE + 1)
                    if not line:
                        break
                    lines.put(line)
            except (OSError, ValueError):
                pass
            lines.put(None)

        threading.Thread(target=pump, name="koloda-bot-reader", daemon=True).start()

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def send(self, message: Mapping[str, Any]) -> None:
        """Write one line; ConnectionError if the program is gone."""
        if self.proc is None or self.proc.stdin is None:
            raise ConnectionError("not running")
        data = (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:
            raise ConnectionError("its input is closed (it exited?)") from exc

    def receive(self, deadline: float) -> bytes:
        """The next output line; TimeoutError past ``deadline`` (time.monotonic),
        ConnectionError when the program closed its output."""
        remaining = deadline - time.monotonic()
        try:
            line = self.lines.get(timeout=max(remaining, 0.0))
        except queue.Empty:
            raise TimeoutError from None
        if line is None:
            self.lines.put(None)  # stays closed
            raise ConnectionError("it closed its output (exited or crashed)")
        return line

    def stop(self, grace: float = 1.0) -> None:
        proc = self.proc
        self.proc = None
        if proc is None:
            return
        with contextlib.suppress(OSError):
            if proc.stdin is not None:
                proc.stdin.close()
        try:
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=5)
        if proc.stdout is not None:
            with contextlib.suppress(OSError):
                proc.stdout.close()


# programs kept running between games of one process (a worker), by (entry, argv)
_RUNNING: dict[tuple[int, tuple[str, ...]], BotProcess] = {}


def stop_all() -> None:
    """Stop every program this process started (end of a match, or worker exit)."""
    for bot in list(_RUNNING.values()):
        bot.stop()
    _RUNNING.clear()


class CmdAgent:
    """A seat played by an outside program (see the module doc)."""

    def __init__(self, seat: int, rng: random.Random, argv: Sequence[str], entry: int,
                 name: str, timeout: float = 10.0, stderr: str = "discard",
                 startup_grace: float = STARTUP_GRACE) -> None:
        self.seat = seat
        self.rng = rng
        self.argv = tuple(argv)
        self.entry = entry
        self.name = name
        self.timeout = timeout
        self.stderr = stderr
        self.startup_grace = startup_grace
        self.view: SeatView | None = None
        self.forfeits = 0
        self.warnings: list[str] = []
        self.restarts = 0
        self.given_up = False
        self._next_id = 0
        self._said_hello = False

    # --- the program --------------------------------------------------------------------

    def _bot(self) -> BotProcess:
        key = (self.entry, self.argv)
        bot = _RUNNING.get(key)
        if bot is None:
            bot = _RUNNING[key] = BotProcess(self.argv, self.stderr)
        return bot

    def _hello(self, resumed: bool) -> dict[str, Any]:
        view = self.view
        assert view is not None
        return {"type": "hello", "protocol": PROTOCOL, "game": view.game.key,
                "seat": self.seat, "players": view.players, "rules": view.rules,
                "lang": view.lang, "seed": self.rng.getrandbits(32), "resumed": resumed}

    def _ensure(self) -> BotProcess:
        """The running program, started (and greeted) if needed; ConnectionError if it
        cannot be."""
        bot = self._bot()
        if not bot.alive():
            resumed = self._said_hello
            if bot.proc is not None:  # it died since the last look
                bot.stop(grace=0)
            bot.start()
            self._said_hello = False
            bot.send(self._hello(resumed))
            self._said_hello = True
        elif not self._said_hello:
            bot.send(self._hello(False))
            self._said_hello = True
        return bot

    def _warn(self, text: str) -> None:
        self.warnings.append(f"{self.name} (seat {self.seat + 1}): {text}")

    # --- the game -----------------------------------------------------------------------

    def begin_game(self, view: SeatView) -> None:
        self.view = view
        self._said_hello = False
        try:
            self._ensure()
        except ConnectionError as exc:
            self._warn(f"could not start: {exc}")
            self._lost(restart=True)

    def end_game(self, returns: Sequence[float]) -> None:
        bot = _RUNNING.get((self.entry, self.argv))
        if bot is None or not bot.alive() or self.view is None:
            return
        try:
            bot.send({"type": "bye", "returns": list(returns),
                      "observation": self.view.observation()})
        except ConnectionError:
            bot.stop(grace=0)

    def _lost(self, restart: bool) -> None:
        """The program hung or died: stop it; it is started again at the next move,
        unless it has used up its restarts in this game."""
        bot = _RUNNING.get((self.entry, self.argv))
        if bot is not None:
            bot.stop(grace=0)
        if restart:
            self.restarts += 1
            if self.restarts > MAX_RESTARTS and not self.given_up:
                self.given_up = True
                self._warn(f"failed {self.restarts} times in this game; random moves to "
                           "the end of the game")

    def _forfeit(self, legal: Sequence[Action], why: str) -> Action:
        self.forfeits += 1
        self._warn(f"{why}; a random legal move was played")
        return legal[self.rng.randrange(len(legal))]

    def act(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if self.view is None:
            raise KolodaError("cmd: the harness did not open the game (begin_game)",
                              "cmd: матч не открыл партию (begin_game)")
        if self.given_up:
            self.forfeits += 1
            return legal[self.rng.randrange(len(legal))]
        self._next_id += 1
        ident = self._next_id
        entries = self.view.entries(legal)
        message = {"type": "act", "id": ident, "game": self.view.game.key, "seat": self.seat,
                   "observation": obs, "legal": entries}
        try:
            bot = self._ensure()
            bot.send(message)
        except ConnectionError as exc:
            self._lost(restart=True)
            return self._forfeit(legal, f"could not be reached: {exc}")
        deadline = time.monotonic() + self.timeout + (self.startup_grace if bot.fresh else 0.0)
        while True:
            try:
                line = bot.receive(deadline)
            except TimeoutError:
                self._lost(restart=True)
                return self._forfeit(legal, f"no answer within {self.timeout:g} s")
            except ConnectionError as exc:
                self._lost(restart=True)
                return self._forfeit(legal, str(exc))
            bot.fresh = False
            if not line.strip():
                continue
            answer = self._decode(line)
            if isinstance(answer, str):
                return self._forfeit(legal, answer)
            if "id" in answer and answer["id"] != ident:
                continue  # a late answer to an earlier question
            return self._choose(answer, legal, entries)

    def _decode(self, line: bytes) -> dict[str, Any] | str:
        if len(line) > MAX_LINE:
            return "answered with a line longer than 1 MiB"
        try:
            answer = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            shown = line[:60].decode("utf-8", "replace").strip()
            return f"answered something that is not JSON: {shown!r}"
        if not isinstance(answer, dict):
            return "answered JSON that is not an object"
        return answer

    def _choose(self, answer: Mapping[str, Any], legal: Sequence[Action],
                entries: Sequence[Mapping[str, Any]]) -> Action:
        if "action" in answer:
            a = answer["action"]
            if isinstance(a, int) and not isinstance(a, bool) and a in legal:
                return a
            return self._forfeit(legal, f"answered action {str(a)[:40]!r}, not a legal one")
        if "text" in answer and isinstance(answer["text"], str):
            text = " ".join(answer["text"].split())
            low = text.casefold()
            for e in entries:
                if e["text"].casefold() == low or " ".join(e["label"].split()).casefold() == low:
                    return int(e["action"])
            assert self.view is not None
            parsed = self.view.parse(text)
            if parsed is not None and parsed in legal:
                return parsed
            return self._forfeit(legal, f"answered text {text[:40]!r}, not a legal move")
        return self._forfeit(legal, "answered an object with neither 'action' nor 'text'")
