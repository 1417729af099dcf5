"""Solitaires through the page: Klondike deal 5 from the lobby's solitaire list — a move
by dragging a card onto a pile, the stock clicked, undo, redo, a hint and "winnable?" —
then FreeCell deal 1 with a move by clicking a card and a pile and one by dragging. The
table is saved as a screenshot at 1280 and at 390 pixels wide."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import SOCKET_SPY, lobby, shoot, state

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

TIMEOUT = 20_000


def wait_moves(page: Page, n: int) -> dict[str, Any]:
    """Wait for the state frame of a position after ``n`` moves, drawn on the page."""
    page.wait_for_function(
        "(n) => window.__kolodaState && window.__kolodaState.obs.moves === n && "
        "document.querySelector('[data-testid=\"move-count\"]')?.textContent.includes(String(n))",
        arg=n, timeout=TIMEOUT)
    return state(page)


def pile_moves(frame: dict[str, Any]) -> list[tuple[str, str, str]]:
    """Legal one-card moves between piles: (text, source label, destination label)."""
    labels = {p["label"] for p in frame["obs"]["piles"]}
    out = []
    for m in frame["legal"]:
        words = m["text"].split()
        if len(words) == 2 and words[0] in labels and words[1] in labels:
            out.append((m["text"], words[0], words[1]))
    return out


def top_card(frame: dict[str, Any], label: str) -> str:
    pile = next(p for p in frame["obs"]["piles"] if p["label"] == label)
    card: str = pile["cards"][-1]
    assert card is not None
    return card


def drag(page: Page, source: Locator, target: Locator) -> None:
    a, b = source.bounding_box(), target.bounding_box()
    assert a is not None and b is not None
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(a["x"] + a["width"] / 2 + 10, a["y"] + a["height"] / 2 + 10, steps=3)
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=12)
    page.mouse.up()


def face_up_only(page: Page, frame: dict[str, Any]) -> None:
    """Every card the board names is face up in the frame (a back names none)."""
    shown = page.eval_on_selector_all('[data-testid="patience-board"] [data-testid^="card-"]',
                                      "els => els.map(e => e.dataset.testid.slice(5))")
    up = {c for p in frame["obs"]["piles"] for c in p["cards"] if c is not None}
    assert shown and set(shown) <= up, set(shown) - up
    down = sum(p["down"] for p in frame["obs"]["piles"])
    backs = page.locator('[data-testid="patience-board"] .card-back').count()
    assert backs >= 1 if down else backs == 0


def test_klondike_and_freecell(page: Page, server: LiveServer, screenshots: Path) -> None:
    page.add_init_script(SOCKET_SPY)
    page.on("dialog", lambda d: d.accept())  # "give up this deal?" and the like
    lobby(page, server.url)

    # Klondike deal 5, from the lobby's list of solitaires
    expect(page.get_by_test_id("patience-list")).to_be_visible()
    page.get_by_test_id("patience-deal").fill("5")
    page.get_by_test_id("patience-klondike").click()
    page.wait_for_url(re.compile(r"#/t/"))
    page.get_by_test_id("patience-board").wait_for()
    frame = wait_moves(page, 0)
    assert frame["table"]["deal"] == 5 and frame["obs"]["game"] == "klondike"
    expect(page.get_by_test_id("deal-number")).to_contain_text("5")
    expect(page.get_by_test_id("seat-0")).to_have_count(0)  # no seats, no hand: a board
    expect(page.get_by_test_id("hand")).to_have_count(0)
    face_up_only(page, frame)
    expect(page.get_by_test_id("undo")).to_be_disabled()

    # a legal move by dragging its card onto its pile
    _text, src, dst = pile_moves(frame)[0]
    card = top_card(frame, src)
    drag(page, page.get_by_test_id(f"card-{card}"), page.get_by_test_id(f"pile-{dst}"))
    frame = wait_moves(page, 1)
    assert top_card(frame, dst) == card
    expect(page.get_by_test_id("log")).to_contain_text("→")
    face_up_only(page, frame)

    # the stock, clicked: a card (or three) on the waste
    stock = next(p for p in frame["obs"]["piles"] if p["kind"] == "stock")
    page.get_by_test_id(f"pile-{stock['label']}").click()
    frame = wait_moves(page, 2)
    waste = next(p for p in frame["obs"]["piles"] if p["kind"] == "waste")
    assert waste["count"] > 0 and waste["cards"][-1] is not None
    expect(page.get_by_test_id(f"card-{waste['cards'][-1]}")).to_be_visible()
    face_up_only(page, frame)
    after_draw = frame["obs"]

    # undo, redo
    page.get_by_test_id("undo").click()
    frame = wait_moves(page, 1)
    assert next(p for p in frame["obs"]["piles"] if p["kind"] == "waste")["count"] == 0
    expect(page.get_by_test_id("redo")).to_be_enabled()
    page.get_by_test_id("redo").click()
    frame = wait_moves(page, 2)
    assert frame["obs"] == after_draw
    expect(page.get_by_test_id("redo")).to_be_disabled()

    # a hint, and whether the deal can be won
    page.get_by_test_id("hint").click()
    hint = page.get_by_test_id("hint-result")
    expect(hint).to_contain_text(re.compile(r"Совет|Решатель"), timeout=TIMEOUT)
    page.get_by_test_id("winnable").click()
    expect(hint).to_contain_text(re.compile(r"сходится|не сойдётся|не успел"), timeout=TIMEOUT)
    shoot(page, screenshots, "patience-klondike")

    # FreeCell deal 1: one move by clicking a card then a pile, one by dragging
    page.get_by_test_id("nav-lobby").click()
    page.get_by_test_id("patience-deal").fill("1")
    page.get_by_test_id("patience-solitaire").click()
    page.wait_for_function("() => window.__kolodaState && "
                           "window.__kolodaState.table.game === 'solitaire'", timeout=TIMEOUT)
    frame = wait_moves(page, 0)
    assert frame["table"]["deal"] == 1
    assert top_card(frame, "1") == "6S"  # Microsoft FreeCell deal 1
    _text, src, dst = pile_moves(frame)[0]
    card = top_card(frame, src)
    page.get_by_test_id(f"card-{card}").click()
    expect(page.get_by_test_id(f"card-{card}")).to_have_class(re.compile(r"\bpat-picked\b"))
    expect(page.get_by_test_id(f"pile-{dst}")).to_have_class(re.compile(r"\bpat-target\b"))
    page.get_by_test_id(f"pile-{dst}").click()
    frame = wait_moves(page, 1)
    assert top_card(frame, dst) == card
    _text, src, dst = next(m for m in pile_moves(frame) if not m[1].startswith("c"))
    card = top_card(frame, src)
    drag(page, page.get_by_test_id(f"card-{card}"), page.get_by_test_id(f"pile-{dst}"))
    frame = wait_moves(page, 2)
    assert top_card(frame, dst) == card
    expect(page.get_by_test_id("log").locator("li[data-step]")).to_have_count(2)

    shoot(page, screenshots, "patience")
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(200)
    board = page.get_by_test_id("patience-board").bounding_box()
    assert board is not None and board["width"] <= 390
    shoot(page, screenshots, "patience-390")
