"""The example game of examples/high-card on the page: a game that brings no JavaScript
is drawn by the page's one renderer of the table picture. Its table is created through
the API (POST /api/tables, as the lobby does); the page then shows the person's hand and,
in the middle, the card the computer has shown, and a click on a hand card plays it.
Skipped when the example is not installed (pip install -e examples/high-card)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import TIMEOUT_MS

pytest.importorskip("koloda_high_card",
                    reason="the example is not installed: pip install -e examples/high-card")

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

STATIC = Path(__file__).resolve().parents[2] / "src" / "koloda" / "web" / "static"


def test_the_example_game_is_drawn_and_played_on_the_page(page: Page, server: LiveServer,
                                                           screenshots: Path) -> None:
    if not (STATIC / "picture.js").exists():  # issue 20: the renderer lands beside this
        pytest.skip("the page has no renderer of the table picture yet")
    page.goto(server.url + "/#/")
    api = page.request  # the page's own cookies: the table is created by its person
    assert api.post(server.url + "/api/me", data={"name": "Аня"}).ok
    made = api.post(server.url + "/api/tables", data={
        "game": "high_card", "players": 2, "preset": "quick",
        # the computer leads the first round: its card lies in the middle for us to beat
        "seats": [{"kind": "computer", "agent": "heuristic"}, {"kind": "human"}],
        "options": {"delay_ms": 0}})
    assert made.ok, made.text()
    table_id, token = made.json()["id"], made.json()["token"]
    page.evaluate("([id, token]) => localStorage.setItem('koloda.seats', "
                  "JSON.stringify({[id]: token}))", [table_id, token])  # as the lobby keeps it
    page.goto(f"{server.url}/#/t/{table_id}")

    hand = page.get_by_test_id("hand")
    expect(hand.locator('[data-testid^="card-"]')).to_have_count(3, timeout=TIMEOUT_MS)
    middle = page.get_by_test_id("zone-round")
    expect(middle.locator('[data-testid^="card-"]')).to_have_count(1, timeout=TIMEOUT_MS)
    expect(page.get_by_test_id("seat-0")).to_be_visible()
    page.screenshot(path=str(screenshots / "example-high-card.png"))

    # a click on a playable card plays it: the round is complete, the next one begins
    playable = hand.locator(".playable").first
    playable.click()
    expect(hand.locator('[data-testid^="card-"]')).to_have_count(2, timeout=TIMEOUT_MS)
