"""The words a person may type at the prompt besides a move, in both languages."""

from __future__ import annotations

from collections.abc import Mapping

COMMANDS: dict[str, tuple[str, ...]] = {
    "help": ("help", "?", "помощь", "справка"),
    "hint": ("hint", "подсказка"),
    "sheet": ("sheet", "счёт", "счет", "запись"),
    "last": ("last", "последняя", "взятка"),
    "undo": ("undo", "отмена", "назад"),
    "redo": ("redo", "вперёд", "вперед", "повтор"),
    "restart": ("restart", "заново"),
    "stats": ("stats", "статистика"),
    "save": ("save", "сохранить"),
    "moves": ("moves", "ходы"),
    "quit": ("quit", "exit", "выход", "выйти"),
}
_BY_WORD = {word: name for name, words in COMMANDS.items() for word in words}

YES = frozenset({"y", "yes", "д", "да"})
HINT_MOVE = frozenset({"move", "ход", "совет"})  # hint move: the hard player's advice


def command_of(word: str) -> str | None:
    return _BY_WORD.get(word.casefold())


# the words of the help, command by command (Russian, English); ``hint``, ``sheet`` and
# ``last`` are named only when the game gives them a meaning (``State.commands``)
_BEFORE = (("help", "help — эта справка", "help — this text"),
           ("moves", "moves — список ходов", "moves — the move list"))
_AFTER = (("undo", "undo — взять ход назад", "undo — take your move back"),
          ("redo", "redo — вернуть взятый назад ход", "redo — play it again"),
          ("restart", "restart — начать ту же раздачу заново",
           "restart — the same deal from the start"),
          ("stats", "stats — статистика", "stats — your statistics"),
          ("save", "save ФАЙЛ — сохранить партию (её можно продолжить: koloda play "
           "--resume ФАЙЛ)", "save FILE — save the game (continue it with koloda play "
           "--resume FILE)"),
          ("quit", "quit — выход", "quit — leave"))
_OPTIONAL = (("hint", "hint [что]", "hint [what]"), ("sheet", "sheet", "sheet"),
             ("last", "last", "last"))


def help_text(lang: str, example: str, move_help: str,
              optional: Mapping[str, tuple[str, str]]) -> str:
    """The help for one game: how a move is typed (``move_help``: the game's own line,
    if any) and the commands, of the optional ones only those in ``optional``."""
    ru = lang == "ru"
    lines = [f"Ход: его текст (например «{example}»), подпись из списка ходов или её номер "
             "(число само по себе всегда означает ход с этим номером в списке)."
             if ru else
             f"A move: its text (e.g. '{example}'), a label of the move list, or its number "
             "(a number alone always means the move of that number in the list)."]
    if move_help:
        lines.append(move_help)
    parts = [ru_text if ru else en_text for _, ru_text, en_text in _BEFORE]
    for name, ru_word, en_word in _OPTIONAL:
        if name in optional:
            what = optional[name][0 if ru else 1]
            parts.append(f"{ru_word if ru else en_word} — {what}")
    parts += [ru_text if ru else en_text for _, ru_text, en_text in _AFTER]
    lines.append(("Команды: " if ru else "Commands: ") + "; ".join(parts) + ".")
    return "\n".join(lines)
