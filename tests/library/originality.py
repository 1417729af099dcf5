"""Whether an entry repeats the source text: its sentences and runs of eight words.

The seeds are not in the repository; what is kept is a fingerprint of them
(``source_prints.txt``: short hashes of every sentence of five words or more and of every
run of eight words, made by ``python tests/library/originality.py --write``)."""

from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Iterable
from pathlib import Path

RUN = 8  # words in a row that may not be shared with the source
SENTENCE = 5  # a whole source sentence this long may not be repeated
HERE = Path(__file__).parent
PRINTS = HERE / "source_prints.txt"
# the seeds beside the repository (../shared/seeds), wherever the clone sits
SEEDS = next((p / "shared" / "seeds" for p in HERE.parents if (p / "shared" / "seeds").is_dir()),
             HERE / "no-seeds")
_WORD = re.compile(r"[0-9a-zа-я]+")


def words(text: str) -> list[str]:
    """The words of a text; numbers are left out (a list of card values is a fact, not prose)."""
    return [w for w in _WORD.findall(text.lower().replace("ё", "е")) if not w.isdigit()]


def _hash(ws: Iterable[str]) -> str:
    return hashlib.blake2b(" ".join(ws).encode(), digest_size=6).hexdigest()


def runs(text: str) -> set[str]:
    ws = words(text)
    return {_hash(ws[i:i + RUN]) for i in range(len(ws) - RUN + 1)}


def sentences(text: str) -> set[str]:
    out = set()
    for part in re.split(r"[.!?;:\n]+", text):
        ws = words(part)
        if len(ws) >= SENTENCE:
            out.add(_hash(ws))
    return out


def source_prints(text: str) -> set[str]:
    return runs(text) | {"s" + h for h in sentences(text)}


def copied(entry_text: str, prints: set[str]) -> list[str]:
    """The pieces of an entry text found in the source (empty: the text is its own)."""
    ws = words(entry_text)
    found = [" ".join(ws[i:i + RUN]) for i in range(len(ws) - RUN + 1)
             if _hash(ws[i:i + RUN]) in prints]
    # a whole source sentence inside the entry: every word span of it, any length from 5
    for i in range(len(ws)):
        for j in range(i + SENTENCE, min(len(ws), i + 60) + 1):
            if "s" + _hash(ws[i:j]) in prints:
                found.append(" ".join(ws[i:j]))
    return found


def load_prints() -> set[str]:
    return set(PRINTS.read_text().split())


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt")))
    PRINTS.write_text("\n".join(sorted(source_prints(text))) + "\n")
    print(f"{PRINTS}: {len(load_prints())} prints")
