"""Two source trees timed **at the same moment**, one on each core, the cores swapped every
slice (not a unit test). On a shared host whose speed wanders by half from one minute to
the next, slices run one after the other compare the host's moods as much as the code;
two slices run at once meet the same mood, so their ratio is the code's. Each slice runs the
same benchmark script under each tree (``PYTHONPATH``), pinned with ``taskset`` where there
is one, and reads its ``--json`` report: a ``rows`` list, each row named by ``--key`` fields
and measured by the ``--metric`` path (for ``web_cpu.py``, the defaults: ``game,players``
and ``cpu_ms.median``). It prints, per row, the lowest and the middle slice of each tree
and every slice's ratio new / old::

    python bench/paired.py --old OLD/src --new NEW/src [--slices 6] [--out DIR] [--json] \\
        -- bench/web_cpu.py --games durak:4,czech:4 --actions 300 --patch --json

Stop what else runs on the machine first (a niced match still takes its share of a core).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

SIDES = ("old", "new")


def metric_at(row: dict[str, Any], path: str) -> float:
    """The number at a dotted ``path`` of a report's row (``cpu_ms.median``)."""
    value: Any = row
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            raise SystemExit(f"a row has no '{path}': {json.dumps(row)[:200]}")
        value = value[part]
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise SystemExit(f"'{path}' is not a number in a row: {value!r}")
    return float(value)


def row_name(row: dict[str, Any], keys: list[str]) -> str:
    return ":".join(str(row.get(k, "?")) for k in keys)


def summary(reports: dict[str, list[dict[str, Any]]], keys: list[str],
            metric: str) -> list[dict[str, Any]]:
    """Per row, each tree's values over the slices (in slice order), their lowest and
    middle, and the ratio new / old of each slice."""
    values: dict[str, dict[str, list[float]]] = {}
    for side in SIDES:
        for report in reports[side]:
            for row in report.get("rows", []):
                values.setdefault(row_name(row, keys), {s: [] for s in SIDES})[side].append(
                    metric_at(row, metric))
    out = []
    for name, got in values.items():
        old, new = got["old"], got["new"]
        if not old or len(old) != len(new):
            raise SystemExit(f"row {name}: {len(old)} old slices against {len(new)} new")
        out.append({"row": name, "old": old, "new": new,
                    "old_min": min(old), "old_median": statistics.median(old),
                    "new_min": min(new), "new_median": statistics.median(new),
                    "ratios": [round(b / a, 3) if a else None for a, b in zip(old, new,
                                                                             strict=True)]})
    return out


def run_slice(trees: dict[str, str], command: list[str], cores: dict[str, int] | None
              ) -> dict[str, dict[str, Any]]:
    """Both trees' runs of ``command`` started together; their JSON reports."""
    procs = {}
    for side in SIDES:
        env = {**os.environ, "PYTHONPATH": trees[side]}
        argv = [sys.executable, *command]
        if cores is not None:
            argv = ["taskset", "-c", str(cores[side]), *argv]
        procs[side] = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, text=True)
    out = {}
    for side, proc in procs.items():
        text, _ = proc.communicate()
        if proc.returncode:
            raise SystemExit(f"the {side} run failed ({proc.returncode}): {' '.join(command)}")
        try:
            out[side] = json.loads(text)
        except json.JSONDecodeError:
            raise SystemExit(f"the {side} run printed no JSON report (give the script --json)"
                             ) from None
    return out


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "--" not in args:
        raise SystemExit("usage: paired.py --old SRC --new SRC [options] -- SCRIPT ARGS...")
    cut = args.index("--")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--old", required=True, help="the old tree's source folder (its src/)")
    p.add_argument("--new", required=True, help="the new tree's source folder")
    p.add_argument("--slices", type=int, default=6)
    p.add_argument("--key", default="game,players", help="the fields that name a row")
    p.add_argument("--metric", default="cpu_ms.median", help="the dotted path of the number")
    p.add_argument("--out", type=Path, help="a folder for each slice's raw reports")
    p.add_argument("--json", action="store_true")
    opts = p.parse_args(args[:cut])
    command = args[cut + 1:]
    if not command:
        raise SystemExit("no benchmark script after --")
    if opts.slices < 1:
        raise SystemExit("--slices must be at least 1")
    trees = {"old": opts.old, "new": opts.new}
    pin = shutil.which("taskset") is not None and (os.cpu_count() or 1) >= 2
    reports: dict[str, list[dict[str, Any]]] = {s: [] for s in SIDES}
    for i in range(opts.slices):
        cores = ({"old": i % 2, "new": 1 - i % 2} if pin else None)
        got = run_slice(trees, command, cores)
        for side in SIDES:
            reports[side].append(got[side])
            if opts.out is not None:
                opts.out.mkdir(parents=True, exist_ok=True)
                (opts.out / f"{side}_{i + 1}.json").write_text(json.dumps(got[side]) + "\n")
    rows = summary(reports, opts.key.split(","), opts.metric)
    if opts.json:
        print(json.dumps({"benchmark": "paired", "command": command, "slices": opts.slices,
                          "pinned": pin, "metric": opts.metric, "rows": rows}))
    else:
        for r in rows:
            print(f"{r['row']:14} old min {r['old_min']:.3f} middle {r['old_median']:.3f} | "
                  f"new min {r['new_min']:.3f} middle {r['new_median']:.3f} | new/old "
                  + " ".join(f"{x:.2f}" if x is not None else "-" for x in r["ratios"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
