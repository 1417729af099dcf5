"""Patch frames: after a connection's first ``state`` frame, what changed since the last one
(docs/web-protocol.md). Most of a frame (the table's names and rules, the seats, the piles
nobody touched) is the same after a move, and is then neither encoded nor sent again; the
page, which asks for patches in its hello, merges each into the frame it holds."""

from __future__ import annotations

from typing import Any

# what a patch always carries: they describe this frame alone, not a change (``log`` holds
# the entries from ``since``, which the client appends as it does a state frame's)
ALWAYS = frozenset({"version", "since", "log"})

_MISSING = object()


def state_patch(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """The ``patch`` frame that turns ``old``, the last state frame a connection was sent,
    into ``new``: the keys whose values changed, the picture's the same way one level
    down (a list of the picture as long as before: its items that changed, by index, in
    ``picture_items``), and the keys that went away (``gone``, ``picture_gone``)."""
    out: dict[str, Any] = {"type": "patch"}
    gone = [k for k in old if k not in new]
    for k, v in new.items():
        if k == "type":
            continue
        was = old.get(k, _MISSING)
        if k == "picture" and isinstance(was, dict) and isinstance(v, dict):
            changed: dict[str, Any] = {}
            items: dict[str, list[list[Any]]] = {}
            for pk, pv in v.items():
                pw = was.get(pk, _MISSING)
                if type(pv) is list and type(pw) is list and len(pv) == len(pw):
                    # a list as long as before (the seats, the zones): the items that
                    # changed, each compared once (not the whole list first, then again)
                    diff = [[i, x] for i, (y, x) in enumerate(zip(pw, pv, strict=True))
                            if x != y]
                    if diff:
                        items[pk] = diff
                elif pw != pv:
                    changed[pk] = pv
            out[k] = changed
            if items:
                out["picture_items"] = items
            dropped = [pk for pk in was if pk not in v]
            if dropped:
                out["picture_gone"] = dropped
        elif k in ALWAYS or was != v:
            out[k] = v
    if gone:
        out["gone"] = gone
    return out


def apply_patch(base: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    """The state frame ``patch`` makes of ``base`` (what the page does; for programs and
    tests that read patches too)."""
    out = {**base, "type": "state"}
    for k, v in patch.items():
        if k == "picture" and isinstance(v, dict) and isinstance(base.get(k), dict):
            out[k] = {**base[k], **v}
        elif k not in ("type", "gone", "picture_gone", "picture_items"):
            out[k] = v
    items = patch.get("picture_items")
    if isinstance(items, dict) and isinstance(out.get("picture"), dict):
        picture = out["picture"] = dict(out["picture"])
        for k, changes in items.items():
            value = picture[k] = list(picture[k])
            for i, x in changes:
                value[i] = x
    if patch.get("picture_gone") and isinstance(out.get("picture"), dict):
        out["picture"] = {k: v for k, v in out["picture"].items()
                          if k not in patch["picture_gone"]}
    for k in patch.get("gone", ()):
        out.pop(k, None)
    return out
