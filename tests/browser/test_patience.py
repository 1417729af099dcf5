"""Solitaires through the page, drawn from their table picture like every game: Klondike
deal 5 — a move made by what the picture ties it to, undo, redo, restart, the solver's
hint and "winnable?", the clock and the deal number — then FreeCell deal 1 with a move.
The table is saved as a screenshot at 1280 and at 390 pixels wide."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import SOCKET_SPY, Move, do_move, lobby, moves, shoot, state

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

TIMEOUT = 20_000


def wait_moves(page: Page, n: int) -> dict[str, Any]:
    """Wait for the state frame of a position after ``n`` moves, drawn on the page."""
    page.wait_for_function(
        "(n) => window.__kolodaState && window.__kolodaState.obs.moves === n && "
        "document.querySelectorAll('[data-testid=\"log\"] li[data-step]').length === n",
        arg=n, timeout=TIMEOUT)
    return state(page)


def open_deal(page: Page, base: str, game: str, deal: int) -> dict[str, Any]:
    made = page.request.post(base + "/api/tables", data={
        "game": game, "players": 1, "seats": [{"kind": "human"}], "deal": deal})
    assert made.ok, made.text()
    table: dict[str, Any] = made.json()
    page.evaluate("([id, token]) => { const all = JSON.parse(localStorage.getItem('koloda.seats')"
                  " || '{}'); all[id] = token; localStorage.setItem('koloda.seats', "
                  "JSON.stringify(all)); }", [table["id"], table["token"]])
    page.goto(f"{base}/#/t/{table['id']}")
    page.get_by_test_id("table-area").wait_for()
    return table


def a_move(page: Page) -> Move:
    """The first legal move that is no surrender."""
    return next(m for m in moves(page) if m.text != "give up")


def test_klondike_and_freecell(page: Page, server: LiveServer, screenshots: Path) -> None:
    page.add_init_script(SOCKET_SPY)
    page.on("dialog", lambda d: d.accept())  # "start this deal again?" and the like
    lobby(page, server.url)

    open_deal(page, server.url, "klondike", 5)
    frame = wait_moves(page, 0)
    assert frame["table"]["deal"] == 5 and frame["obs"]["game"] == "klondike"
    # the deal number lies on the table (the page's, or the picture's own marker)
    expect(page.get_by_test_id("table-area").locator(".pc-top")).to_contain_text(
        re.compile(r"№ 5\b"))
    expect(page.get_by_test_id("timer")).to_have_text(re.compile(r"\d+:\d\d"))
    expect(page.get_by_test_id("seat-0")).to_have_count(0)  # no seats, no hand: the middle
    expect(page.get_by_test_id("hand")).to_have_count(0)
    expect(page.get_by_test_id("undo")).to_have_count(0)

    # a move, by its control
    move = a_move(page)
    do_move(page, move, moves(page))
    frame = wait_moves(page, 1)
    expect(page.get_by_test_id("log").locator("li[data-step]")).to_have_count(1)
    after = frame["obs"]

    # undo, redo, restart
    page.get_by_test_id("undo").click()
    wait_moves(page, 0)
    page.get_by_test_id("redo").click()
    frame = wait_moves(page, 1)
    assert frame["obs"] == after
    expect(page.get_by_test_id("redo")).to_have_count(0)
    page.get_by_test_id("restart").click()
    wait_moves(page, 0)
    page.get_by_test_id("redo").click()
    wait_moves(page, 1)

    # a hint, and whether the deal can be won
    page.get_by_test_id("hint").click()
    hint = page.get_by_test_id("hint-result")
    expect(hint).to_contain_text(re.compile(r"Совет|Решатель"), timeout=TIMEOUT)
    page.get_by_test_id("hint-winnable").click()
    expect(hint).to_contain_text(re.compile(r"сходится|не сойдётся|не успел"), timeout=TIMEOUT)
    shoot(page, screenshots, "patience-klondike")

    # FreeCell deal 1 (Microsoft's): a move
    open_deal(page, server.url, "solitaire", 1)
    frame = wait_moves(page, 0)
    assert frame["table"]["deal"] == 1
    pile = next(p for p in frame["obs"]["piles"] if p["label"] == "1")
    assert pile["cards"][-1] == "6S"
    do_move(page, a_move(page), moves(page))
    wait_moves(page, 1)

    shoot(page, screenshots, "patience")
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(200)
    felt = page.get_by_test_id("table-area").bounding_box()
    assert felt is not None and felt["x"] >= 0 and felt["x"] + felt["width"] <= 390
    shoot(page, screenshots, "patience-390")
