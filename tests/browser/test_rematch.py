"""«Ещё раз» in the browser: a person alone with a computer finishes a short game at
1366×768 and reaches the next game at the same seat in one click; two people each answer
«Ещё раз?», and a spectator follows them to the new table."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import SOCKET_SPY, play, shoot, state

pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")


def seat_me(page: Page, base: str, name: str, table: dict[str, Any]) -> None:
    page.evaluate("([id, token]) => { const all = JSON.parse(localStorage.getItem("
                  "'koloda.seats') || '{}'); all[id] = token; localStorage.setItem("
                  "'koloda.seats', JSON.stringify(all)); }", [table["id"], table["token"]])
    page.goto(f"{base}/#/t/{table['id']}")


def named(page: Page, base: str, name: str) -> None:
    page.goto(base + "/#/")
    got = page.request.post(base + "/api/me", data={"name": name})
    assert got.ok, got.text()


def test_one_click_on_again_starts_the_next_game(page: Page, server: LiveServer,
                                                 screenshots: Path) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.add_init_script(SOCKET_SPY)
    named(page, server.url, "Аня")
    made = page.request.post(server.url + "/api/tables", data={
        "game": "durak", "players": 2, "rules": {"deck": 24},
        "seats": [{"kind": "human"}, {"kind": "computer", "agent": "heuristic"}],
        "options": {"delay_ms": 0}})
    assert made.ok, made.text()
    table: dict[str, Any] = made.json()
    seat_me(page, server.url, "Аня", table)
    page.get_by_test_id("table-page").wait_for()
    assert play(page) == "over"
    again = page.get_by_test_id("rematch")
    expect(again).to_be_visible()
    expect(again).to_have_text("Ещё раз")
    box = again.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 768 and box["x"] + box["width"] <= 1366
    folder = screenshots / "rematch"
    folder.mkdir(parents=True, exist_ok=True)
    page.evaluate("() => document.querySelectorAll('.toast-info').forEach((t) => t.remove())")
    page.screenshot(path=str(folder / "alone-over-1366.png"))
    again.click()  # the one click
    page.wait_for_url(re.compile(r"#/t/(?!" + re.escape(table["id"]) + r"$)[\w-]+$"))
    new_id = page.url.rsplit("#/t/", 1)[1]
    assert new_id != table["id"]
    page.wait_for_function(
        "(id) => { const f = window.__kolodaState; return f && f.table.id === id; }",
        arg=new_id)
    frame = state(page)
    assert not frame["over"] and frame["table"]["you"] == 0
    assert frame["table"]["rules"]["deck"] == 24
    page.get_by_test_id("hand").wait_for()
    expect(page.get_by_test_id("result")).to_have_count(0)
    page.evaluate("() => document.querySelectorAll('.toast-info').forEach((t) => t.remove())")
    page.screenshot(path=str(folder / "alone-next-1366.png"))
    # the seat's token for the new table was kept: a reload sits the person there again
    page.reload()
    page.wait_for_function(
        "(id) => { const f = window.__kolodaState; return f && f.table.id === id; }",
        arg=new_id)
    assert state(page)["table"]["you"] == 0


def test_friends_answer_and_a_spectator_follows(new_context: Callable[..., Any],
                                                server: LiveServer, screenshots: Path) -> None:
    anna: Page = new_context().new_page()
    boris: Page = new_context().new_page()
    watcher: Page = new_context().new_page()
    for p in (anna, boris, watcher):
        p.set_viewport_size({"width": 1366, "height": 768})
        p.add_init_script(SOCKET_SPY)
    named(anna, server.url, "Анна")
    named(boris, server.url, "Борис")
    made = anna.request.post(server.url + "/api/tables", data={
        "game": "durak", "players": 2, "rules": {"deck": 24},
        "seats": [{"kind": "human"}, {"kind": "human"}], "options": {"delay_ms": 0}})
    assert made.ok, made.text()
    table: dict[str, Any] = made.json()
    joined = boris.request.post(f"{server.url}/api/tables/{table['id']}/join",
                                data={"invite": table["invite"]})
    assert joined.ok, joined.text()
    seat_me(anna, server.url, "Анна", table)
    seat_me(boris, server.url, "Борис", {"id": table["id"], "token": joined.json()["token"]})
    watcher.goto(f"{server.url}/#/t/{table['id']}")
    for p in (anna, boris, watcher):
        p.get_by_test_id("table-page").wait_for()
    # each makes his first legal move in turn until the end (the moves themselves are
    # tested elsewhere: here only the end matters)
    for _ in range(400):
        f = state(anna)
        if f["over"]:
            break
        if f["waiting"] not in (0, 1):
            anna.wait_for_timeout(50)
            continue
        who, version = (anna, boris)[f["waiting"]], f["version"]
        who.wait_for_function("(v) => window.__kolodaState && window.__kolodaState.version"
                              " >= v", arg=version)
        who.evaluate("() => { const f = window.__kolodaState; window.__kolodaSockets.at(-1)"
                     ".send(JSON.stringify({type: 'act', action: f.legal[0].action, "
                     "version: f.version})); }")
        anna.wait_for_function("(v) => window.__kolodaState.version > v", arg=version)
    for p in (anna, boris, watcher):
        p.get_by_test_id("result").wait_for()
    expect(watcher.get_by_test_id("rematch")).to_have_count(0)
    expect(watcher.get_by_test_id("rematch-note")).to_contain_text("перейдёте")
    anna.get_by_test_id("rematch").click()
    expect(anna.get_by_test_id("rematch-note")).to_contain_text("Ждём ответа: Борис")
    expect(boris.get_by_test_id("rematch-note")).to_contain_text("Анна хочет сыграть ещё раз")
    expect(watcher.get_by_test_id("rematch-note")).to_contain_text("Анна хочет сыграть ещё раз")
    folder = screenshots / "rematch"
    folder.mkdir(parents=True, exist_ok=True)
    shoot(boris, folder, "friends-asked-1366")
    # Борис declines: the offer is gone; then both agree and all three move on
    boris.get_by_test_id("rematch-decline").click()
    expect(anna.get_by_test_id("rematch")).to_be_visible()
    anna.get_by_test_id("rematch").click()
    boris.get_by_test_id("rematch-agree").click()
    for p, me in ((anna, 0), (boris, 1), (watcher, None)):
        p.wait_for_url(re.compile(r"#/t/(?!" + re.escape(table["id"]) + r"$)[\w-]+$"))
        p.wait_for_function("(old) => { const f = window.__kolodaState; return f && "
                            "f.table.id !== old && !f.over; }", arg=table["id"])
        assert state(p)["table"]["you"] == me
    assert anna.url == boris.url == watcher.url
    shoot(watcher, folder, "friends-spectator-followed-1366")
