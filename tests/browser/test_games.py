"""Whole games through the page, against the computer: Durak to the result, a deal of
Тысяча with bidding, the talon, gifts and a marriage, and Czech durak to the end of its
match, each move made by what the table picture ties it to. The page draws each frame's
picture: its hand is the picture's, each of its zones is on the table. Each game saves a
screenshot of its table in test-artifacts/screenshots/."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser import tysyacha_plan
from tests.browser.conftest import LiveServer
from tests.browser.play import (
    SOCKET_SPY,
    Move,
    create_table,
    hand,
    lobby,
    moves,
    play,
    shoot,
    state,
    wait_settled,
)

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")


def drawn_as_pictured(page: Page) -> None:
    """The page shows the frame's picture: the viewer's hand and every zone."""
    pic = state(page)["picture"]
    me = pic.get("viewer")
    mine = next((x for x in pic.get("seats", []) if x["seat"] == me), None)
    if mine is not None and mine.get("hand", {}).get("cards"):
        assert hand(page) == mine["hand"]["cards"]
    for zone in pic.get("zones", []):
        expect(page.get_by_test_id(f"zone-{zone['id']}")).to_be_attached()


def _records(page: Page, base: str) -> list[dict]:
    got = page.request.get(base + "/api/records")
    assert got.ok, got.text()
    out: list[dict] = got.json()
    return out


def test_durak_whole_game_against_the_computer(page: Page, server: LiveServer,
                                               screenshots: Path) -> None:
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url)
    table_id = create_table(page, "durak", ["human", "heuristic"])
    assert wait_settled(page) in ("move", "over")
    obs = state(page)["obs"]
    assert sorted(hand(page)) == sorted(obs["hand"]) and len(obs["hand"]) >= 6
    drawn_as_pictured(page)
    first = play(page, max_moves=3)  # a few moves, then a look at the table mid-game
    if first != "over":
        drawn_as_pictured(page)
        shoot(page, screenshots, "durak-play")
    assert play(page) == "over"
    result = page.get_by_test_id("result")
    expect(result).to_be_visible()
    expect(page.get_by_test_id("status")).to_have_text("Игра окончена")
    frame = state(page)
    assert frame["over"] and frame["legal"] == [] and frame["result"] is not None
    names = frame["table"]["names"]
    for s in frame["winners"]:
        expect(result).to_contain_text(names[s])
    # the finished game is kept: the records list has it
    assert table_id in [r["id"] for r in _records(page, server.url)]
    shoot(page, screenshots, "durak")


def test_tysyacha_deal_with_bidding_talon_gifts_and_a_marriage(
        page: Page, live: Callable[..., LiveServer], screenshots: Path) -> None:
    plan = tysyacha_plan.find_seed()  # the server seed whose first deal has it all
    srv = live(seed=plan.seed)
    page.add_init_script(SOCKET_SPY)
    lobby(page, srv.url)
    create_table(page, "tysyacha", ["human", "heuristic", "heuristic"])
    made: list[str] = []
    checks: dict[str, bool] = {}

    def choose(page: Page, legal: list[Move]) -> Move:
        text = tysyacha_plan.choose([m.text for m in legal], hand(page))
        return next(m for m in legal if m.text == text)

    def seen(page: Page, legal: list[Move], move: Move) -> None:
        made.append(move.text)
        obs = state(page)["obs"]
        drawn_as_pictured(page)
        if move.text.startswith("bid "):
            checks["bid"] = True
        if move.text.startswith("give ") and "talon" not in checks:
            # the talon is now in my hand (three cards more)
            assert obs["talon"] and len(obs["talon"]) == 3
            assert set(obs["talon"]) <= set(hand(page))
            expect(page.get_by_test_id("hand").locator(".hand-card")).to_have_count(10)
            checks["talon"] = True
        if move.text == "start":
            assert len(obs["gifts"]) == 2
            expect(page.get_by_test_id("hand").locator(".hand-card")).to_have_count(8)
            checks["gifts"] = True
        if move.text.endswith(" declare"):  # its card also plays plainly: a menu asks
            card = move.text.split()[1]
            assert [m.text for m in legal if m.text.startswith(f"play {card}")] == \
                [f"play {card}", move.text]
            checks["declare"] = True

    def deal_over(page: Page) -> bool:
        return bool(state(page)["obs"].get("sheet"))

    def after_declare(page: Page) -> bool:
        return "declare" in checks

    # bidding, the talon, the gifts, the contract: up to the marriage declaration
    assert play(page, choose, until=after_declare, seen=seen) == "move"
    suit = next(m for m in made if m.endswith(" declare")).split()[1][-1]
    frame = state(page)
    assert frame["obs"]["trump"] == suit and frame["obs"]["declared"][0][:2] == [0, suit]
    shoot(page, screenshots, "tysyacha-play")

    # the rest of the deal, to its result and the score sheet's first row
    assert play(page, choose, until=deal_over, seen=seen) in ("move", "over")
    rows = state(page)["obs"]["sheet"]
    assert len(rows) == 1 and rows[0]["declarer"] == 0 and rows[0]["deal"] == 1
    if state(page)["picture"].get("sheet"):
        expect(page.get_by_test_id("sheet")).to_be_attached()
    assert checks == {"bid": True, "talon": True, "gifts": True, "declare": True}, checks
    assert made == plan.moves, (made, plan.moves)  # the deal went as the search saw it
    shoot(page, screenshots, "tysyacha")


def test_czech_game_to_the_end(page: Page, server: LiveServer, screenshots: Path) -> None:
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url)
    create_table(page, "czech", ["human", "heuristic", "heuristic"])
    wait_settled(page)
    drawn_as_pictured(page)
    first = play(page, max_moves=2)
    if first != "over":
        shoot(page, screenshots, "czech-play")
    assert play(page, max_moves=2000) == "over"
    expect(page.get_by_test_id("result")).to_be_visible()
    frame = state(page)
    assert frame["over"] and frame["winners"]
    target = 100  # the default match: until someone has 100 penalty points
    assert max(frame["obs"]["scores"]) >= target
    assert moves(page) == []
    shoot(page, screenshots, "czech")
