"""Playing through the page as a person does: name yourself in the lobby, fill the
create-table form, then read the table (hand cards, the move buttons) and make each move
by what the table picture ties it to (a hand card and its menu, a card or place on the
table, a button) until the result shows. Everything is found by the page's test ids
(src/koloda/web/static/TESTIDS.md) and the state frame's picture."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

TIMEOUT_MS = 20_000

# Is the page ready for our next decision? "over" when the result shows; "move" when the
# move buttons are up (the frame's `legal` is ours), no act is pending, and the log has
# gone past `prev` (the step of the last entry before our click).
_SETTLED_JS = """(prev) => {
  if (document.querySelector('[data-testid="result"]')) return 'over';
  const bar = document.querySelector('[data-testid="actions"]');
  if (!bar || bar.classList.contains('pending')) return false;
  const items = document.querySelectorAll('[data-testid="log"] li[data-step]');
  const last = items.length ? Number(items[items.length - 1].dataset.step) : -1;
  if (last <= prev) return false;
  return document.querySelector('[data-testid="move-1"]') ? 'move' : false;
}"""

# Kept by an init script: every WebSocket the page opens and the last state frame it got
# (a patch merged into the one before, as koloda.web.patch.apply_patch does), so a test can
# read the frame (version, rules) and forge a frame on the page's socket.
SOCKET_SPY = """(() => {
  const Orig = window.WebSocket;
  window.__kolodaSockets = [];
  window.__kolodaFrames = [];
  const merge = (base, p) => {
    const out = { ...base, type: 'state' };
    for (const [k, v] of Object.entries(p)) {
      if (k === 'picture') out.picture = { ...base.picture, ...v };
      else if (!['type', 'gone', 'picture_gone', 'picture_items'].includes(k)) out[k] = v;
    }
    for (const [k, changes] of Object.entries(p.picture_items || {})) {
      out.picture[k] = out.picture[k].slice();
      for (const [i, x] of changes) out.picture[k][i] = x;
    }
    for (const k of p.picture_gone || []) delete out.picture[k];
    for (const k of p.gone || []) delete out[k];
    return out;
  };
  window.WebSocket = class extends Orig {
    constructor(...args) {
      super(...args);
      window.__kolodaSockets.push(this);
      let last = null;
      this.addEventListener('message', (ev) => {
        try {
          let f = JSON.parse(ev.data);
          window.__kolodaFrames.push(f.type);
          if (f.type === 'patch' && last) f = merge(last, f);
          if (f.type === 'state') {
            last = f;
            window.__kolodaState = f;
            window.__kolodaStates = (window.__kolodaStates || 0) + 1;
          }
        } catch (e) { /* not JSON */ }
      });
    }
    send(data) {
      // the tests read each frame's raw observation, which the page does not ask for
      try {
        const f = JSON.parse(data);
        if (f.type === 'hello') data = JSON.stringify({ ...f, obs: true });
      } catch (e) { /* not JSON */ }
      super.send(data);
    }
  };
})();"""


@dataclass
class Move:
    n: int  # 1-based, as the move-<n> button
    text: str  # the protocol text ("play QH", "give 9S 2", "bid 105")


def lobby(page: Page, base: str, name: str = "Аня") -> None:
    """Open the lobby and save a name (a table needs one)."""
    page.goto(base + "/#/")
    page.locator('[data-testid^="play-"]').first.wait_for()
    if page.get_by_test_id("name-input").count():
        page.get_by_test_id("name-input").fill(name)
        page.get_by_test_id("name-save").click()
        expect(page.get_by_test_id("name-change")).to_be_visible()


def create_table(page: Page, game: str, seats: Sequence[str] | None = None,
                 players: int | None = None, delay: str = "0",
                 form: Callable[[Page], None] | None = None) -> str:
    """Open the game tile's «Настроить правила» section, fill it (players, each seat,
    the pause between computer moves, then ``form`` for anything else) and create the
    table. ``seats``: "human" or
    a computer level per seat. Returns the table id (the page goes to the table unless
    another human seat waits for an invite)."""
    page.get_by_test_id(f"setup-toggle-{game}").click()
    if players is not None:
        page.get_by_test_id("players").fill(str(players))
        page.get_by_test_id("players").dispatch_event("change")
    for s, kind in enumerate(seats or ()):
        if kind == "human":
            page.get_by_test_id(f"seat-{s}-kind").select_option("human")
        else:
            page.get_by_test_id(f"seat-{s}-kind").select_option("computer")
            page.get_by_test_id(f"seat-{s}-agent").select_option(kind)
    page.get_by_test_id("opt-delay").select_option(delay)
    if form is not None:
        form(page)
    page.get_by_test_id("create-table").click()
    humans = sum(1 for k in seats or () if k == "human")
    if humans > 1:
        link = page.get_by_test_id("invite-link")
        link.wait_for()
        m = re.search(r"#/join/([^/]+)/", link.input_value())
        assert m, link.input_value()
        return m.group(1)
    page.wait_for_url(re.compile(r"#/t/"))
    page.get_by_test_id("table-page").wait_for()
    return page.url.rsplit("#/t/", 1)[1]


# --- reading the table -----------------------------------------------------------------

def last_step(page: Page) -> int:
    steps = page.eval_on_selector_all('[data-testid="log"] li[data-step]',
                                      "els => els.map(e => Number(e.dataset.step))")
    return max(steps) if steps else -1


def wait_settled(page: Page, prev: int = -2, timeout: int = TIMEOUT_MS) -> str:
    """Wait until the page waits for us (``"move"``) or shows the result (``"over"``)."""
    handle = page.wait_for_function(_SETTLED_JS, arg=prev, timeout=timeout)
    return str(handle.json_value())


def moves(page: Page) -> list[Move]:
    """The legal moves as the page shows them: one move-<n> button each, its title the
    move's text."""
    got = page.eval_on_selector_all(
        '[data-testid^="move-"]',
        "els => els.map(e => [e.dataset.testid, e.getAttribute('title') || ''])")
    out = [Move(int(tid[5:]), text) for tid, text in got if re.fullmatch(r"move-\d+", tid)]
    return sorted(out, key=lambda m: m.n)


def hand(page: Page) -> list[str]:
    """My hand's cards (their ASCII texts), in the page's order."""
    ids = page.eval_on_selector_all('[data-testid="hand"] [data-testid^="card-"]',
                                    "els => els.map(e => e.dataset.testid)")
    return [i[5:] for i in ids if not i.startswith("card-slot-") and i != "card-menu"]


def playable(page: Page) -> list[str]:
    ids = page.eval_on_selector_all('[data-testid="hand"] .hand-card.playable',
                                    "els => els.map(e => e.dataset.testid)")
    return [i[5:] for i in ids if i.startswith("card-") and not i.startswith("card-slot-")]


def state(page: Page) -> dict[str, Any]:
    """The last state frame the page received (needs SOCKET_SPY)."""
    frame: dict[str, Any] = page.evaluate("() => window.__kolodaState || null")
    assert frame is not None, "no state frame seen (is SOCKET_SPY installed?)"
    return frame


# --- acting ----------------------------------------------------------------------------

def controls_of(page: Page, n: int) -> list[dict[str, Any]]:
    """The picture's controls of move ``n`` (1-based), from the last state frame."""
    pic = state(page).get("picture") or {}
    return [c for c in pic.get("controls", []) if c.get("move") == n - 1]


def _menu_or_done(page: Page, n: int) -> None:
    """After a click: when a menu asks which move, pick move ``n`` in it."""
    menu = page.get_by_test_id("card-menu")
    if menu.count():
        menu.get_by_test_id(f"menu-{n}").click()


def _button(page: Page, n: int) -> None:
    button = page.get_by_test_id(f"move-{n}")
    if not button.is_visible():
        more = page.get_by_test_id("more-moves")
        if more.count() and more.is_visible():
            more.click()
        elif page.get_by_test_id("side-toggle").is_visible():
            page.get_by_test_id("side-toggle").click()  # the move list, in the drawer
    button.click()


def do_move(page: Page, move: Move, legal: Sequence[Move]) -> None:
    """Make ``move`` as a person would, by what the table picture ties it to: a hand
    card (and the item of its menu when it makes several moves), a card or place on the
    table (then the place it goes to when several are lit), or a button."""
    ctrls = controls_of(page, move.n)
    card = next((c for c in ctrls if c.get("card")), None)
    zone = next((c for c in ctrls if c.get("zone")), None)
    if card is not None and not any(c.get("button") for c in ctrls):
        # in a fanned hand the next card covers this one's right part: its left edge
        page.get_by_test_id("hand").get_by_test_id(f"card-{card['card']}").click(
            position={"x": 5, "y": 24})
        _menu_or_done(page, move.n)
        return
    if zone is not None and not any(c.get("button") for c in ctrls):
        where = page.locator(f'[data-testid="table-area"] [data-zone="{zone["zone"]}"]')
        pos = zone.get("pos", -1)
        if pos >= 0:  # a fanned card shows only its top: click there
            target = where.locator(f'[data-pos="{pos}"]')
            if not target.count():  # under the cards drawn: touched on the lowest one drawn
                target = where.locator("[data-pos]")
            target.first.click(position={"x": 6, "y": 5})
        else:
            where.first.click()
        if page.locator(".pc-target").count() and zone.get("to"):
            page.locator(f'[data-testid="table-area"] [data-zone="{zone["to"]}"]').first.click(
                position={"x": 4, "y": 4})
        _menu_or_done(page, move.n)
        return
    _button(page, move.n)


def first_choice(page: Page, legal: Sequence[Move]) -> Move:
    """A plain player: the first playable card of the hand (its first move), else the
    first move."""
    pic = state(page).get("picture") or {}
    by_card: dict[str, int] = {}
    for c in pic.get("controls", []):
        if c.get("card") and c["card"] not in by_card:
            by_card[c["card"]] = c["move"]
    for card in playable(page):
        if card in by_card:
            return next(m for m in legal if m.n == by_card[card] + 1)
    return legal[0]


def play(page: Page, choose: Callable[[Page, list[Move]], Move] = first_choice,
         max_moves: int = 600, until: Callable[[Page], bool] | None = None,
         seen: Callable[[Page, list[Move], Move], None] | None = None) -> str:
    """Make our moves until the result shows ("over"), ``until`` holds or ``max_moves``
    are made ("move": our decision is up). ``seen`` looks at each decision first."""
    made = 0
    now = wait_settled(page)
    while now != "over" and made < max_moves:
        if until is not None and until(page):
            break
        legal = moves(page)
        move = choose(page, legal)
        if seen is not None:
            seen(page, legal, move)
        before = last_step(page)
        do_move(page, move, legal)
        made += 1
        now = wait_settled(page, before)
    return now


def shoot(page: Page, folder: Path, name: str) -> Path:
    """A screenshot of the table (the whole page) saved as a test artifact; the passing
    info toasts ("name saved") are closed first."""
    page.evaluate("() => document.querySelectorAll('.toast-info').forEach((t) => t.remove())")
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def hidden_cards_in(frames: Sequence[str], cards: Sequence[str]) -> list[str]:
    """Which of ``cards`` appear as a card string in any JSON frame of ``frames``."""
    found: set[str] = set()
    wanted = set(cards)

    def walk(v: Any) -> None:
        if isinstance(v, str):  # a card alone, or a word of a text ("play QH")
            found.update(wanted.intersection(v.replace(",", " ").split()))
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    for f in frames:
        walk(json.loads(f))
    return sorted(found)
