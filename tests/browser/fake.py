"""A table the test makes up: the page's WebSocket is answered by the test (Playwright's
``route_web_socket``), which sends state frames holding hand-made table pictures and
records what the page sends back. The renderer is then checked on pictures no game
draws yet (a trick of four, pairs, a stock with its trump, a solitaire's grid, a
telling's rows), and every control's act is seen as the frame the page sends."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from playwright.sync_api import Page, WebSocketRoute

from koloda.engine.picture import Picture

Frame = dict[str, Any]


def legal_of(labels: Sequence[tuple[str, str]]) -> list[Frame]:
    """Legal moves as a frame lists them: action numbers 100, 101, … (so a test can tell
    the page sent the action, not the index)."""
    return [{"action": 100 + i, "text": text, "label": label}
            for i, (text, label) in enumerate(labels)]


def state_frame(pic: Picture | Frame, legal: Sequence[Frame] = (), version: int = 1,
                **extra: Any) -> Frame:
    """A state frame around ``pic`` (a picture, or one as JSON already: fields other
    branches add can be written in); its viewer is the frame's ``you``."""
    data = pic.to_json() if isinstance(pic, Picture) else dict(pic)
    seats = data.get("seats", [])
    names = [s.get("name") or f"Игрок {s['seat'] + 1}" for s in seats]
    you = data.get("viewer")
    to_move = next((s["seat"] for s in seats if s.get("to_move")), None)
    frame: Frame = {
        "type": "state", "version": version,
        "table": {"id": "fake", "game": data["game"], "title": data["title"],
                  "players": max(1, len(seats)), "names": names,
                  "seats": [{"kind": s.get("kind", "human"), "agent": s.get("level"),
                             "name": n, "taken": True, "connected": True}
                            for s, n in zip(seats, names, strict=True)],
                  "you": you, "options": {"auto_forced": True, "undo": True, "delay_ms": 0,
                                          "hints": True}, "rules": {}},
        "obs": {}, "picture": data, "to_move": to_move,
        "waiting": you if legal else None, "legal": list(legal), "since": 0,
        "log": [], "over": False, "result": None, "winners": [], "can_undo": False,
        "can_redo": False, "can_restart": False, "hints_used": [],
    }
    frame.update(extra)
    return frame


class FakeTable:
    """The server of table ``fake`` for one page: ``show`` sends a frame; ``sent`` are
    the frames the page sent (hello, act, hint …)."""

    def __init__(self, page: Page, first: Frame) -> None:
        self.page = page
        self.frame = first
        self.sent: list[Frame] = []
        self.ws: WebSocketRoute | None = None
        page.route_web_socket(re.compile(r".*/ws/fake$"), self._route)

    def _route(self, ws: WebSocketRoute) -> None:
        self.ws = ws
        ws.on_message(self._message)

    def _message(self, message: str | bytes) -> None:
        frame = json.loads(message)
        self.sent.append(frame)
        if frame.get("type") == "hello":
            self.send(self.frame)
        elif frame.get("type") == "ping":
            self.send({"type": "pong"})

    def send(self, frame: Frame) -> None:
        assert self.ws is not None
        self.ws.send(json.dumps(frame, ensure_ascii=False))

    def show(self, frame: Frame) -> None:
        self.frame = frame
        self.send(frame)

    def open(self, base: str) -> None:
        self.page.goto("about:blank")  # a fresh page: the same address would only re-route
        self.page.goto(base + "/#/t/fake")
        self.page.get_by_test_id("table-area").wait_for()

    def acts(self) -> list[int]:
        return [f["action"] for f in self.sent if f.get("type") == "act"]

    def wait_act(self, count: int, timeout: float = 5000) -> list[int]:
        """Wait until the page has sent ``count`` act frames; their actions."""
        deadline = timeout
        while len(self.acts()) < count and deadline > 0:
            self.page.wait_for_timeout(50)
            deadline -= 50
        assert len(self.acts()) >= count, (self.acts(), count)
        return self.acts()

    def release(self) -> None:
        """Answer the last act with the same table (the page stops waiting)."""
        self.frame = {**self.frame, "version": self.frame["version"] + 1}
        self.send(self.frame)
        self.page.wait_for_function(
            "() => !document.querySelector('[data-testid=\"actions\"].pending')")


# --- what the tests check on the screen ---------------------------------------------------

_OUTSIDE_JS = """() => {
  const W = innerWidth, H = innerHeight;
  const out = [];
  const box = (el) => { const r = el.getBoundingClientRect();
    return {x: r.left, y: r.top, r: r.right, b: r.bottom, w: r.width, h: r.height}; };
  const inside = (b) => b.w > 0 && b.h > 0 && b.x >= -1 && b.y >= -1 && b.r <= W + 1 && b.b <= H + 1;
  const moves = new Set();
  for (const el of document.querySelectorAll('.pc-control[data-moves]')) {
    if (el.closest('[hidden]') || el.offsetParent === null) continue;
    const b = box(el);
    if (!inside(b)) { out.push(['control', el.dataset.testid || el.className, b]); continue; }
    for (const n of el.dataset.moves.split(' ')) moves.add(Number(n));
  }
  const hand = document.querySelector('[data-testid="hand"]');
  if (hand) { const b = box(hand); if (!inside(b)) out.push(['hand', '', b]);
    for (const c of hand.querySelectorAll('.hand-card')) { const cb = box(c); if (!inside(cb)) out.push(['hand card', c.dataset.testid, cb]); } }
  const felt = document.querySelector('[data-testid="table-area"]');
  if (!felt || !inside(box(felt))) out.push(['felt', '', felt ? box(felt) : null]);
  for (const z of document.querySelectorAll('[data-testid="table-area"] [data-zone]')) {
    if (z.closest('.pc-last')) continue;
    const b = box(z); if (!inside(b)) out.push(['zone', z.dataset.zone, b]);
  }
  for (const id of ['status', 'actions']) { const el = document.querySelector(`[data-testid="${id}"]`);
    if (el && el.offsetHeight && !inside(box(el))) out.push([id, '', box(el)]); }
  for (const s of document.querySelectorAll('.pc-seat')) { const b = box(s); if (!inside(b)) out.push(['seat', s.dataset.testid, b]); }
  const legal = (window.__kolodaState && window.__kolodaState.legal) ? window.__kolodaState.legal.length : null;
  const scroll = [document.documentElement.scrollHeight - H, document.documentElement.scrollWidth - W];
  return {out, moves: [...moves].sort((a, b) => a - b), scroll, legal};
}"""


def on_screen(page: Page) -> dict[str, Any]:
    """What lies outside the window (controls, the hand and its cards, the felt and its
    zones, the status, the action bar, the seats), the moves the visible controls make,
    and how far the page would scroll."""
    got: dict[str, Any] = page.evaluate(_OUTSIDE_JS)
    return got


def assert_fits(page: Page, legal_count: int) -> None:
    got = on_screen(page)
    assert got["out"] == [], got["out"]
    assert got["scroll"][0] <= 1 and got["scroll"][1] <= 1, got["scroll"]
    assert got["moves"] == list(range(1, legal_count + 1)), (got["moves"], legal_count)
