"""The replay of a finished game: the table's own names everywhere (the person and the
computer as the table called them), the moves in the page's language with the live log's
texts, the first position is the deal, each position drawn from its table picture, steps
by the buttons, by a click on a move and by ←/→, and through any seat's eyes or a
spectator's."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import SOCKET_SPY, create_table, lobby, play, state

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
ENGINE_WORDS = re.compile(r"\b(attack|beat|take|done|play|transfer)\b")


def _log(page: Page) -> list[str]:
    texts: list[str] = page.eval_on_selector_all(
        '[data-testid="log"] li[data-step]', "els => els.map(e => e.innerText.trim())")
    return texts


def test_replay_names_language_first_position_and_steps(
        page: Page, server: LiveServer, screenshots: Path,
        new_context: Callable[..., Any]) -> None:
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url, "Аня")
    table_id = create_table(page, "durak", ["human", "heuristic"])
    assert play(page) == "over"
    names = state(page)["table"]["names"]
    assert names[0] == "Аня" and names[1]
    own_log = _log(page)
    total = len(own_log)
    assert total > 5
    # the replay tells the game as the table's log tells it a spectator (the table's names;
    # the person's own page says «Вы» for her seat)
    watcher: Page = new_context().new_page()
    watcher.goto(f"{server.url}/#/t/{table_id}")
    expect(watcher.get_by_test_id("log").locator("li[data-step]")).to_have_count(total)
    live_log = _log(watcher)

    page.goto(f"{server.url}/#/r/{table_id}")
    moves = page.get_by_test_id("replay-moves").locator(".replay-move")
    expect(moves).to_have_count(total)
    # opens at the deal
    step = page.get_by_test_id("replay-step")
    expect(step).to_have_text(f"ход 0 из {total}")
    expect(page.get_by_test_id("replay-banner")).to_contain_text("ходов ещё не было")
    position = page.get_by_test_id("replay-position")
    expect(position.get_by_test_id("table-area")).to_be_visible()
    # the table's names, everywhere
    expect(page.get_by_test_id("replay-players")).to_have_text(
        f"Игроки: {names[0]}, {names[1]}")
    options = page.get_by_test_id("replay-seat").locator("option")
    expect(options).to_have_text(["зрителя", names[0], names[1], "всех (все карты открыты)"])
    for s in (0, 1):
        expect(position.get_by_test_id(f"seat-{s}")).to_contain_text(names[s])
    # the moves as the live log said them, in Russian, no engine words
    texts = [t.split(". ", 1)[1] for t in moves.all_inner_texts()]  # after the number
    assert [" ".join(t.split()) for t in texts] == [" ".join(t.split()) for t in live_log]
    assert all(CYRILLIC.search(t) and not ENGINE_WORDS.search(t) for t in texts), texts
    page.screenshot(path=str(screenshots / "replay-start.png"))

    # steps: the keyboard, the buttons, a move of the list
    page.locator("body").press("ArrowRight")
    expect(step).to_have_text(f"ход 1 из {total}")
    expect(page.get_by_test_id("replay-banner")).to_contain_text(texts[0].split(":", 1)[1].strip())
    page.locator("body").press("ArrowRight")
    expect(step).to_have_text(f"ход 2 из {total}")
    page.locator("body").press("ArrowLeft")
    expect(step).to_have_text(f"ход 1 из {total}")
    page.get_by_test_id("replay-next").click()
    expect(step).to_have_text(f"ход 2 из {total}")
    page.get_by_test_id("replay-first").click()
    expect(step).to_have_text(f"ход 0 из {total}")
    page.get_by_test_id("replay-move-4").click()
    expect(step).to_have_text(f"ход 4 из {total}")
    expect(page.get_by_test_id("replay-move-4")).to_have_attribute("aria-current", "step")

    # through a seat's eyes: its hand face up (a spectator sees none)
    expect(position.get_by_test_id("hand")).to_have_count(0)
    page.get_by_test_id("replay-seat").select_option("0")
    expect(position.get_by_test_id("hand")).to_be_visible()
    page.get_by_test_id("replay-first").click()
    expect(position.get_by_test_id("hand").locator(".hand-card")).to_have_count(6)
    page.screenshot(path=str(screenshots / "replay-seat.png"))
    # through everyone's eyes: every hand face up on its seat
    page.get_by_test_id("replay-seat").select_option("all")
    for s in (0, 1):
        expect(position.get_by_test_id(f"seat-{s}").locator(".pc-known")).to_have_count(6)
    page.screenshot(path=str(screenshots / "replay-all.png"))
    page.get_by_test_id("replay-last").click()
    expect(step).to_have_text(f"ход {total} из {total}")

    # in English: the same names, the moves in English
    page.get_by_test_id("lang-toggle").click()
    expect(page.get_by_test_id("replay-step")).to_have_text(re.compile(r"\d+ of \d+|из"))
    page.wait_for_function("() => !/[а-яё]/i.test(document.querySelector("
                           "'[data-testid=\"replay-moves\"]').innerText.replace(/Аня/g, ''))")

    # a laptop's screen holds the whole replay: the stepper, the board with every seat and
    # hand, and the list of moves (which scrolls on its own), the page itself does not
    page.set_viewport_size({"width": 1366, "height": 768})
    page.get_by_test_id("lang-toggle").click()
    page.get_by_test_id("replay-first").click()
    expect(page.get_by_test_id("replay-step")).to_have_text(f"ход 0 из {total}")
    page.get_by_test_id("replay-seat").select_option("0")
    expect(position.get_by_test_id("hand").locator(".hand-card")).to_have_count(6)
    page.wait_for_timeout(100)  # the board is fitted after the resize
    box = page.evaluate("""() => {
        const inside = (sel) => [...document.querySelectorAll(sel)].every((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.top >= 0 && r.left >= 0
            && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1; });
        const doc = document.scrollingElement;
        return { scroll: doc.scrollHeight - doc.clientHeight,
                 shown: ['[data-testid="replay-next"]', '[data-testid="table-area"]',
                         '[data-testid="hand"] .hand-card', '[data-testid="replay-moves"]']
                   .filter((sel) => !inside(sel)) }; }""")
    assert box["scroll"] <= 1 and box["shown"] == [], box
    page.screenshot(path=str(screenshots / "replay-1366.png"))
    page.set_viewport_size({"width": 360, "height": 740})
    page.screenshot(path=str(screenshots / "replay-360.png"))
