"""The optional compiled fast path: which engine runs the hot loops.

``koloda._speedups`` is a C extension built by ``pip install`` when a C compiler is there
(``setup.py``, ``optional=True``: without one the install still succeeds). It holds a Durak
core for the base games, Тысяча's card play and the open-hand solver, and the FreeCell and
Klondike solvers' searches. The pure-Python engine stays the reference for every rule: the
C code mirrors it decision by decision, and the differential tests in ``tests/fast/``
compare the two.

``KOLODA_PURE=1`` in the environment (read once, at import) forces the pure path;
:func:`set_pure` switches it at run time for states made afterwards (tests use it).
``koloda version`` prints :func:`info`.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import Any

API = 8  # the interface this Python code expects of the extension (its ``API``)

_ext: ModuleType | None
_why: str
try:
    _ext = importlib.import_module("koloda._speedups")
    _why = "built"
except ImportError as exc:  # not built (no compiler), or a broken build
    _ext = None
    _why = f"not built ({exc})"
if _ext is not None and getattr(_ext, "API", 0) != API:  # built from older sources
    _ext = None
    _why = "out of date (rebuild it: pip install -e .)"

_forced_pure = os.environ.get("KOLODA_PURE", "").strip().lower() not in ("", "0", "false", "no")
_pure = _forced_pure or _ext is None


def ext() -> ModuleType | None:
    """The extension module when the fast path is on, else None."""
    return None if _pure else _ext


def enabled() -> bool:
    """Whether new states use the compiled fast path."""
    return not _pure


def available() -> bool:
    """Whether the extension is built and importable (whatever KOLODA_PURE says)."""
    return _ext is not None


def set_pure(pure: bool) -> bool:
    """Force the pure-Python path on or off for states made from now on; returns the
    previous setting. Turning the fast path on needs the extension."""
    global _pure
    before = _pure
    _pure = pure or _ext is None
    return before


def active() -> str:
    """``"c"`` (the extension runs the hot loops) or ``"python"``."""
    return "python" if _pure else "c"


def info() -> dict[str, Any]:
    """What ``koloda version`` prints about the engine."""
    from koloda import __version__

    if _ext is None:
        reason = f"the extension is {_why}"
    elif _forced_pure:
        reason = "KOLODA_PURE is set"
    elif _pure:
        reason = "switched off at run time"
    else:
        reason = "the extension is built"
    return {
        "version": __version__,
        "engine": active(),
        "extension": "built" if _ext is not None else "missing",
        "reason": reason,
        "exact_rng": bool(_ext is not None and getattr(_ext, "MT_EXACT", 0)),
    }


__all__ = ["active", "available", "enabled", "ext", "info", "set_pure"]
