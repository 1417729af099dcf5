"""Check entry files as they are written: the schema, and no text taken from the source.

    python tests/library/check_entries.py [FILE.toml ...]   (default: every entry)
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[2] / "src"))
sys.path.insert(0, str(Path(__file__).parent))

from originality import copied, load_prints

from koloda.library.model import EntryError, entry_from_data

FOLDER = Path(__file__).parents[2] / "src" / "koloda" / "library" / "entries"


def main(paths: list[str]) -> int:
    files = [Path(p) for p in paths] or sorted(FOLDER.glob("*.toml"))
    prints = load_prints()
    bad = 0
    for f in files:
        try:
            entry = entry_from_data(tomllib.loads(f.read_text(encoding="utf-8")), f.name)
            if f.name != f"{entry.key}.toml":
                raise EntryError(f"{f.name}: must be named {entry.key}.toml")
        except (EntryError, tomllib.TOMLDecodeError) as exc:
            print(f"SCHEMA {f.name}: {exc}")
            bad += 1
            continue
        for text in entry.texts():
            for piece in copied(text, prints):
                print(f"COPIED {f.name}: «{piece}»")
                bad += 1
    print(f"{len(files)} files, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
