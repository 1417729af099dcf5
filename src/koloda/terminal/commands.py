"""The words a person may type at the prompt besides a move, in both languages."""

from __future__ import annotations

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


HELP_RU = """Ход: его текст (например «{example}»), подпись из списка ходов или её номер
(число само по себе всегда означает ход с этим номером в списке).
Команды: help — эта справка; moves — список ходов; hint [что] — подсказка
(hint ход — ход сильного компьютерного игрока и его оценка); sheet — запись счёта; last — последняя взятка; undo — взять ход назад; redo — вернуть взятый назад ход;
restart — начать ту же раздачу заново; stats — статистика;
save ФАЙЛ — сохранить партию (её можно продолжить: koloda play --resume ФАЙЛ); quit — выход."""
HELP_EN = """A move: its text (e.g. '{example}'), a label of the move list, or its number
(a number alone always means the move of that number in the list).
Commands: help — this text; moves — the move list; hint [what] — a hint
(hint move — the strong computer player's move and its value); sheet — the score sheet; last — the last trick; undo — take your move back; redo — play it again;
restart — the same deal from the start; stats — your statistics;
save FILE — save the game (continue it with koloda play --resume FILE); quit — leave."""
