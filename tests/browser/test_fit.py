"""The table fits one screen, for every game: at laptops' 1366×768 and 1280×720 and a
phone's 360×740, a table of each game key (``koloda.engine.game.all_games()``, its usual number
of players, the person against computers) is played to a decision of the person's; then
the hand, the felt and each of its zones, the seats, the status, the action bar and a
control of every legal move lie inside the window, and the page does not scroll. A
screenshot of each is saved under test-artifacts/screenshots/fit/."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from koloda.engine.game import all_games
from tests.browser.conftest import LiveServer
from tests.browser.fake import on_screen
from tests.browser.play import SOCKET_SPY, do_move, first_choice, moves, state

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

GAMES = [g.key for g in all_games()]
SIZES = [(1366, 768), (1280, 720), (360, 740)]
TIMEOUT = 20_000


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """One server for every game of this module (a table each)."""
    srv = LiveServer(tmp_path_factory.mktemp("fit"), seed=20)
    srv.start()
    yield srv
    srv.stop()


def open_table(page: Page, base: str, game: str, preset: str | None = None
               ) -> dict[str, Any]:
    """A table of ``game`` made through the API (the lobby is tested on its own): its
    usual number of players, the person at seat 0, computers at the others."""
    got = page.request.post(base + "/api/me", data={"name": "Аня"})
    assert got.ok, got.text()
    info = next(g for g in page.request.get(base + "/api/games").json() if g["key"] == game)
    n = info["default_players"]
    made = page.request.post(base + "/api/tables", data={
        "game": game, "players": n, "preset": preset,
        "seats": [{"kind": "human"}] + [{"kind": "computer"}] * (n - 1),
        "options": {"delay_ms": 0}})
    assert made.ok, made.text()
    table: dict[str, Any] = made.json()
    page.evaluate("([id, token]) => { const all = JSON.parse(localStorage.getItem('koloda.seats')"
                  " || '{}'); all[id] = token; localStorage.setItem('koloda.seats', "
                  "JSON.stringify(all)); }", [table["id"], table["token"]])
    page.goto(f"{base}/#/t/{table['id']}")
    return table


def decision(page: Page) -> str:
    """Wait until the person must decide (or the game is over) and the page shows it."""
    handle = page.wait_for_function(
        """() => { const f = window.__kolodaState; if (!f) return false;
          if (f.over) return document.querySelector('[data-testid="result"]') ? 'over' : false;
          if (f.waiting !== f.table.you) return false;
          const bar = document.querySelector('[data-testid="actions"]');
          return bar && !bar.classList.contains('pending') ? 'move' : false; }""",
        timeout=TIMEOUT)
    return str(handle.json_value())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_every_game_fits_one_screen(page: Page, shared: LiveServer, screenshots: Path,
                                    game: str, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(SOCKET_SPY)
    page.goto(shared.url + "/#/")
    open_table(page, shared.url, game)
    now = decision(page)
    # a few moves in, so that cards lie on the table (the same moves at both sizes)
    rng = random.Random(game)
    for _ in range(rng.choice((1, 2, 3))):
        if now != "move":
            break
        before = state(page)["version"]
        legal = [m for m in moves(page) if m.text != "give up"]
        if not legal:
            break
        do_move(page, first_choice(page, legal), legal)
        page.wait_for_function("(v) => window.__kolodaState.version > v", arg=before,
                               timeout=TIMEOUT)
        now = decision(page)
    folder = screenshots / "fit"
    folder.mkdir(exist_ok=True)
    page.screenshot(path=str(folder / f"{game}-{size[0]}.png"))
    frame = state(page)
    got = on_screen(page)
    assert got["out"] == [], got["out"]
    assert got["scroll"][0] <= 1 and got["scroll"][1] <= 1, got["scroll"]
    legal_count = len(frame["legal"])
    assert got["moves"] == list(range(1, legal_count + 1)), (got["moves"], legal_count)
    pic = frame["picture"]
    mine = next((s for s in pic.get("seats", []) if s["seat"] == pic.get("viewer")), None)
    if mine is not None and mine.get("hand", {}).get("cards"):
        expect(page.get_by_test_id("hand").locator(".hand-card")).to_have_count(
            len(mine["hand"]["cards"]) + mine["hand"].get("backs", 0))
    for zone in pic.get("zones", []):
        expect(page.get_by_test_id(f"zone-{zone['id']}")).to_be_visible()
    # notes cut at the foot of their box (a long legend on a phone) fade out there, so
    # that a person sees they go on; notes that fit do not
    notes = page.evaluate("""() => [...document.querySelectorAll('.pc-notes')].map((e) => [
        e.scrollHeight > e.clientHeight + 2, e.classList.contains('more-below')])""")
    assert all(cut == faded for cut, faded in notes), notes
    if size[0] > 1000:
        # the score sheet beside the table shows every column (the deal, the players, a
        # kitty or a trump: six at most at the usual number of players) without a
        # sideways scroll: a wide sheet takes a smaller type and breaks between words
        over = page.evaluate("""() => [...document.querySelectorAll(
            '[data-testid="sheet"] .table-scroll')].map((e) => [
              e.querySelectorAll('thead th').length, e.scrollWidth - e.clientWidth])""")
        assert all(w <= 1 for _, w in over), over


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_running_deck_with_its_counted_pile_fits(page: Page, shared: LiveServer,
                                                    screenshots: Path,
                                                    size: tuple[int, int]) -> None:
    """Очко's form Б, some deals in: the played pile, counted by rank under it, still
    leaves the table on one screen."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(SOCKET_SPY)
    page.goto(shared.url + "/#/")
    open_table(page, shared.url, "ochko", preset="b")
    now = decision(page)
    for _ in range(60):
        zones = {z["id"]: z for z in state(page)["picture"].get("zones", [])}
        if now != "move" or zones.get("discard", {}).get("note"):
            break
        before = state(page)["version"]
        legal = moves(page)
        do_move(page, first_choice(page, legal), legal)
        page.wait_for_function("(v) => window.__kolodaState.version > v", arg=before,
                               timeout=TIMEOUT)
        now = decision(page)
    zones = {z["id"]: z for z in state(page)["picture"].get("zones", [])}
    assert zones["discard"]["note"], zones
    expect(page.get_by_test_id("zone-discard")).to_contain_text(zones["discard"]["note"])
    folder = screenshots / "fit"
    folder.mkdir(exist_ok=True)
    page.screenshot(path=str(folder / f"ochko-b-{size[0]}.png"))
    got = on_screen(page)
    assert got["out"] == [], got["out"]
    assert got["scroll"][0] <= 1 and got["scroll"][1] <= 1, got["scroll"]
