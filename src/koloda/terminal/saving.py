"""Where records go: checking a save path before a game starts, and a safe place for a
record that could not be written where the player asked."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from koloda.engine.errors import KolodaError


def data_dir() -> Path:
    """The user's data folder for Koloda (XDG on Linux, the usual places elsewhere)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("koloda", appauthor=False))


def check_save_path(text: str) -> Path:
    """The path a record will be written to; KolodaError now if it cannot be, so a
    player never learns it after a whole game."""
    if not text or "\x00" in text:
        raise KolodaError("the file name is empty or holds a NUL character",
                          "имя файла пустое или содержит символ NUL")
    path = Path(text).expanduser()
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise KolodaError(f"'{text}' is a folder, not a file", f"«{text}» — папка, а не файл")
    if not folder.is_dir():
        raise KolodaError(f"there is no folder '{folder}'", f"нет папки «{folder}»")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise KolodaError(f"cannot write to '{text}'", f"нельзя записать в «{text}»")
    return path


def write_record(record: dict[str, Any], path: Path) -> None:
    """Write atomically: a crash mid-write never leaves half a record."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def save_somewhere(record: dict[str, Any], wanted: str | None
                   ) -> tuple[Path, KolodaError | None]:
    """Save to ``wanted``; if that fails, into the data folder. Returns the path used
    and why the wanted one failed (None if it did not)."""
    reason = None
    if wanted:
        try:
            path = check_save_path(wanted)
            write_record(record, path)
            return path, None
        except KolodaError as err:
            reason = err
        except OSError as err:
            reason = KolodaError(f"cannot write '{wanted}': {err.strerror}",
                                 f"не удалось записать «{wanted}»: {err.strerror}")
    folder = data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{record.get('game', 'game')}-{stamp}-{record.get('seed', 0)}.json"
    write_record(record, path)
    return path, reason
