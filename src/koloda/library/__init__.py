"""The rules library: every game of the catalogue, summarised in the project's own words.

Data only (``entries/*.toml``, one file per game, checked by :mod:`koloda.library.model`);
the terminal and the web page list, search and show it. It names Koloda's games by key
and imports none of them, so it sits beside the engine, below the surfaces.
"""

from koloda.library.catalogue import by_key, entries
from koloda.library.model import FAMILIES, Entry, EntryError, Variant
from koloda.library.search import fold, search

__all__ = ["FAMILIES", "Entry", "EntryError", "Variant", "by_key", "entries", "fold", "search"]
