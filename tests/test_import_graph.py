"""The import graph of src/koloda, read from the source (every import: top-level,
inside functions, under TYPE_CHECKING): layers import only downwards
(engine <- games <- ai, table, terminal, web, match), and koloda.ai has no cycle."""

from __future__ import annotations

import ast
import importlib.metadata
from pathlib import Path

import pytest

import koloda
from koloda.engine import game
from koloda.engine.errors import KolodaError

ROOT = Path(koloda.__file__).parent


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _known(name: str) -> str | None:
    """The module of ours that ``name`` (a module or a name inside one) is."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, path: Path) -> set[str]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                stem = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*stem, base] if base else stem)
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
                     for a in node.names]
        else:
            continue
        out.update(k for k in map(_known, names) if k is not None)
    out.discard(module)
    return out


GRAPH = {m: _imports(m, p) for m, p in MODULES.items()}


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _cycles(nodes: set[str]) -> list[list[str]]:
    """Strongly connected components of more than one module, within ``nodes``."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in GRAPH[v] & nodes:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part: list[str] = []
            while True:
                w = stack.pop()
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return found


def _edges_out(layer: str, allowed: set[str]) -> list[str]:
    return [f"{m} -> {w}" for m, out in sorted(GRAPH.items()) if _layer(m) == layer
            for w in sorted(out) if _layer(w) not in allowed | {layer}]


def test_the_graph_is_read() -> None:
    assert "koloda.ai.ismcts" in GRAPH and "koloda.engine.game" in GRAPH
    assert "koloda.ai.thought" in GRAPH["koloda.ai.ismcts"]


def test_no_cycle_in_ai() -> None:
    assert _cycles({m for m in GRAPH if _layer(m) == "ai"}) == []


def test_no_cycle_between_layers() -> None:
    mixed = [c for c in _cycles(set(GRAPH)) if len({_layer(m) for m in c}) > 1]
    assert mixed == []


def test_the_engine_imports_only_itself() -> None:
    assert _edges_out("engine", set()) == []


def test_games_import_only_the_engine() -> None:
    # koloda.fast and koloda._speedups are the optional compiled core the games run on
    assert _edges_out("games", {"engine", "fast", "_speedups"}) == []


def test_no_installed_games_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game, "_loaded", False)
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group: [])
    with pytest.raises(KolodaError, match="pip install -e"):
        game.get_game("durak")
    monkeypatch.undo()
    assert game.get_game("durak").key == "durak"
