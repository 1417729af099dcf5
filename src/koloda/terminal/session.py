"""One game at the terminal: prints the table and the log as the person's seat may see
them, reads moves and commands, never lets odd input end the program."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from rich.markup import escape

from koloda.engine.errors import KolodaError
from koloda.engine.picture import Picture
from koloda.table import Table
from koloda.table.table import entry_lines
from koloda.terminal.commands import HINT_MOVE, YES, command_of, help_text
from koloda.terminal.picture_view import draw, draw_last, draw_sheet
from koloda.terminal.saving import save_somewhere

Reader = Callable[[str], str]


class TerminalSession:
    """Plays ``table`` with a person at seat ``me`` (None: only computers, watched)."""

    def __init__(self, table: Table, me: int | None, console: Any, lang: str = "ru",
                 delay: float = 0.0, save_path: str | None = None,
                 read: Reader | None = None, sleep: Callable[[float], None] | None = None
                 ) -> None:
        self.table = table
        self.me = me
        self.viewer = me if me is not None else 0
        self.console = console
        self.lang = lang
        self.ru = lang == "ru"
        self.delay = delay
        self.save_path = save_path
        self.read: Reader = read or input
        self.sleep = sleep or (lambda seconds: time.sleep(seconds))
        self.shown = 0  # log entries already printed
        self.started = time.monotonic()

    # --- output ------------------------------------------------------------------------

    def say(self, text: str, style: str | None = None) -> None:
        """Plain text (a name, a move, a typed word): escaped, so it is never markup."""
        body = escape(text)
        self.console.print(f"[{style}]{body}[/{style}]" if style else body)

    def t(self, ru: str, en: str) -> str:
        return ru if self.ru else en

    def show_new_log(self) -> None:
        table = self.table
        new = table.log[self.shown:]
        self.shown = len(table.log)
        names = table.names(self.lang)
        for entry in new:
            lines = entry_lines(entry, self.viewer, self.lang, names)
            self.say(lines[0], None if entry.actor == self.me else "cyan")
            for line in lines[1:]:
                self.say("  " + line)

    def markup_names(self) -> list[str]:
        """The seats' names made safe inside the views' rich markup."""
        return [escape(n) for n in self.table.names(self.lang)]

    def picture(self) -> Picture:
        return self.table.picture(self.viewer, self.lang)

    def show_table(self) -> None:
        self.console.print(draw(self.picture(), self.lang, self.console.width))

    def show_sheet(self) -> bool:
        """The score sheet: the picture's table, else the game's text; False: none."""
        drawn = draw_sheet(self.picture())
        if drawn is not None:
            self.console.print(drawn)
            return True
        text = self.table.sheet(self.lang)
        if text:
            self.console.print(escape(text))
        return bool(text)

    def show_moves(self) -> None:
        if self.me is None:
            return
        moves = self.table.menu(self.me, self.lang)
        self.console.print("  ".join(f"[bold]{i}[/bold]:{escape(label)}"
                                     for i, (_, label) in enumerate(moves, start=1)))

    # --- the loop ----------------------------------------------------------------------

    def run(self) -> str:
        """Play to the end or until the person leaves: returns "over" or "quit"."""
        table = self.table
        while True:
            self._computers()
            if table.over:
                self.finish()
                return "over"
            self.show_table()
            self.show_moves()
            if not self._human_turn():
                return "quit"

    def _computers(self) -> None:
        table = self.table
        while not table.over and table.waiting_for_human() is None:
            entry = table.step()
            if entry is None:
                break
            self.show_new_log()
            if entry.actor != self.me and self.delay > 0:
                self.sleep(self.delay)
        self.show_new_log()

    def _ask(self) -> str | None:
        try:
            return self.read("> ")
        except EOFError:
            return None

    def _human_turn(self) -> bool:
        """Read until one move is played; False if the person leaves."""
        assert self.me is not None
        while True:
            raw = self._ask()
            if raw is None:
                self._leave(confirm=False)
                return False
            text = " ".join(raw.split())
            if not text:
                continue
            word, _, rest = text.partition(" ")
            command = command_of(word)
            if command == "quit":
                if self._leave(confirm=True):
                    return False
                continue
            if command is not None:
                self._command(command, rest)
                continue
            try:
                actions = self.table.parse_choice(self.me, text)
                question = self.table.state.confirm(actions[0], self.lang)
                if question is not None and not self._ask_yes(
                        question + self.t(" (да/нет) ", " (yes/no) "), on_eof=False):
                    self.say(self.t("Игра продолжается.", "The game goes on."), "yellow")
                    self.show_moves()
                    continue
                self.table.play_choice(self.me, actions)
            except KolodaError as err:
                self.say(err.text(self.lang), "red")
                self.show_moves()
                continue
            self.show_new_log()
            return True

    def _command(self, command: str, rest: str) -> None:
        table = self.table
        assert self.me is not None
        if command == "help":
            moves = table.legal_moves(self.me, self.lang)
            example = table.state.action_to_text(moves[0][0]) if moves else "…"
            state = table.state
            self.say(help_text(self.lang, example, state.move_help(self.lang),
                               state.commands()))
            self.show_moves()
        elif command in ("sheet", "last") and command not in table.state.commands():
            self.say(self.t(f"В этой игре нет команды «{command}».",
                            f"This game has no '{command}' command."), "red")
        elif command == "moves":
            self.show_table()
            self.show_moves()
        elif command == "sheet":
            if not self.show_sheet():
                self.say(self.t("записи счёта нет", "no score sheet"))
        elif command == "last":
            self._show_last()
        elif command == "undo":
            if table.undo(self.me):
                self.shown = len(table.log)
                self.say(self.t("Ход взят назад.", "Move taken back."), "yellow")
                self.show_table()
                self.show_moves()
            else:
                self.say(self.t("Взять ход назад сейчас нельзя.",
                                "There is no move of yours to take back."), "red")
        elif command == "redo":
            if table.redo(self.me):
                self.show_new_log()
                self.show_table()
                self.show_moves()
            else:
                self.say(self.t("Вернуть нечего.", "There is nothing to redo."), "red")
        elif command == "restart":
            if table.restart(self.me):
                self.shown = len(table.log)
                self.started = time.monotonic()
                self.say(self.t("Раздача начата заново (redo — вернуть ходы).",
                                "The deal starts again (redo plays the moves again)."),
                         "yellow")
                self.show_table()
                self.show_moves()
            else:
                self.say(self.t("Начать заново сейчас нельзя.",
                                "The deal cannot be restarted now."), "red")
        elif command == "stats":
            from koloda.terminal.stats import load, summary

            entry = load().get(table.game.key)
            self.say(summary(entry, self.lang) if entry else
                     self.t("Статистики по этой игре ещё нет.",
                            "No statistics for this game yet."))
        elif command == "save":
            self._save(rest.strip() or None, asked=True)
        elif command == "hint":
            try:
                self.say(self._hint(rest.strip()))
            except KolodaError as err:
                self.say(err.text(self.lang), "red")

    def _show_last(self) -> None:
        """The last trick or bout: the picture's, else the game's own text of it."""
        drawn = draw_last(self.picture(), self.lang)
        if drawn is None:  # a game whose picture does not carry it yet
            table = self.table
            text = table.game.render_last(table.state.observation(self.viewer), self.lang,
                                          self.markup_names())
            drawn = text or None
        if drawn is None:
            self.say(self.t("последней взятки ещё нет", "there is no finished trick yet"))
        else:
            self.console.print(drawn)

    def _hint(self, request: str) -> str:
        """``hint move`` (and a plain ``hint`` in a game without hints of its own): the
        hard player's move for this seat with its estimated value, found through the
        information-set door (it sees what this seat sees); else the game's own hints."""
        from koloda.engine.game import State

        state = self.table.state
        words = request.split()
        own = type(state).hint is not State.hint
        moves_own = own and getattr(state, "hints_moves", False)  # the game's solver
        if not moves_own and ((words and words[0].casefold() in HINT_MOVE)
                              or (not words and not own)):
            from koloda.ai.advice import hint_text

            assert self.me is not None
            return hint_text(state, self.me, self.lang)
        if not own:
            raise KolodaError(f"unknown hint '{request}'; hints: move",
                              f"нет подсказки «{request}»; есть: move (ход)")
        assert self.me is not None
        return state.hint(self.me, request, self.lang)

    def _save(self, wanted: str | None, asked: bool) -> None:
        if asked and not wanted:
            self.say(self.t("Укажите файл: save ФАЙЛ", "Name a file: save FILE"), "red")
            return
        try:
            path, failed = save_somewhere(self.table.record(), wanted)
        except OSError as err:
            self.say(self.t(f"Не удалось сохранить партию: {err.strerror}",
                            f"Could not save the game: {err.strerror}"), "red")
            return
        if failed is not None:
            self.say(failed.text(self.lang), "red")
        self.say(self.t(f"Партия сохранена: {path}", f"Game saved: {path}"), "green")
        if not self.table.over:
            self.say(self.t(f"Продолжить: koloda play --resume {path}",
                            f"Continue: koloda play --resume {path}"))

    def _leave(self, confirm: bool) -> bool:
        """Leave an unfinished game (after a yes, when asked); keeps the record."""
        if confirm:
            answer = self._ask_yes(self.t("Партия не окончена. Выйти? (да/нет) ",
                                          "The game is not finished. Leave? (yes/no) "))
            if not answer:
                return False
        if self.table.log:
            self._save(self.save_path, asked=False)
        return True

    def _ask_yes(self, question: str, on_eof: bool = True) -> bool:
        try:
            answer = self.read(question)
        except EOFError:
            return on_eof
        return answer.strip().casefold() in YES

    def finish(self) -> None:
        table = self.table
        self.show_table()
        self.show_sheet()
        names = table.names(self.lang)
        winners = ", ".join(names[s] for s in table.winners())
        if winners:
            self.say(self.t(f"Игра окончена. Победа: {winners}.",
                            f"Game over. Won: {winners}."), "bold")
        self._count_stats()
        if self.save_path:
            self._save(self.save_path, asked=False)

    def _count_stats(self) -> None:
        """A finished game of one person counts in his statistics."""
        table = self.table
        if self.me is None or len(table.humans) != 1:
            return
        from koloda.terminal.stats import record_game, summary

        result = table.state.result()
        moves = result.get("moves")
        entry = record_game(table.game.key, self.me in table.winners(),
                            time.monotonic() - self.started,
                            moves if isinstance(moves, int) else len(table.state.history),
                            deal=table.seed, took_back=table.took_back)
        self.say(summary(entry, self.lang))

    def again(self) -> bool:
        """After the end: does the person want another game?"""
        return self._ask_yes(self.t("Сыграть ещё? (да/нет) ", "Play again? (yes/no) "),
                             on_eof=False)

