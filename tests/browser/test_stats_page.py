"""The statistics page in the browser, in Russian, at a laptop's and a phone's size: no
Latin-letter word in its labels (game names aside: a few are Latin by nature), counts
with their Russian plural forms, and chart labels no smaller than 12 px on the screen.
The finished games are written straight into the server's database (playing them
through the page is what other tests do)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from sqlalchemy import insert, select

from koloda.engine.game import all_games
from koloda.web.db import SeatRow, Store, TableRow, now, patience_stats, players
from tests.browser.conftest import LiveServer
from tests.browser.play import shoot

pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
SIZES = {"1366x768": (1366, 768), "360x740": (360, 740)}


def _finished(store: Store, n: int, game: str, won: bool, stats: dict[str, Any]) -> None:
    row = TableRow(id=f"done{game[:8]}{n}", game=game, players=2, rules={}, seed=n,
                   agent_seed=n, options={}, status="finished", result={},
                   winners=[0] if won else [1],
                   seats=[{"kind": "human", "agent": None, "name": "Аня"},
                          {"kind": "computer", "agent": None, "name": None}])
    store.create_table(row, [SeatRow(0, "Аня", "0" * 64, None, {"won": won, **stats})])


def _fill(server: LiveServer) -> None:
    store = Store(server.db)
    try:
        for n in range(5):
            _finished(store, n, "durak", n < 3, {"fool": 0 if n < 3 else 1,
                                                 "took_back": n == 0})
        for n in range(21):
            _finished(store, 100 + n, "tysyacha", n % 4 == 0,
                      {"contracts": 2, "contracts_made": 1 + n % 2, "bolts": n % 3,
                       "barrel_falls": 1 if n == 2 else 0, "score": 600 + 20 * n})
        _finished(store, 200, "czech", True, {})
        with store.engine.begin() as conn:
            pid = conn.execute(select(players.c.id).where(players.c.name == "Аня")).scalar()
            assert pid is not None
            conn.execute(insert(patience_stats).values(
                player_id=pid, game="klondike", played=3, won=2, streak=1, best_streak=2,
                best_seconds=185.5, fewest_moves=93, updated_at=now(), won_after_undo=1))
    finally:
        store.close()


def test_the_russian_statistics_page(new_context: Callable[..., Any], server: LiveServer,
                                     screenshots: Path) -> None:
    page: Page = new_context().new_page()
    page.goto(server.url + "/#/")
    page.evaluate("""async () => { await fetch('/api/me', {method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({name: 'Аня', lang: 'ru'})}); }""")
    _fill(server)
    titles = [g.title_ru for g in all_games()]
    for label, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        page.goto(server.url + "/#/stats/" + "Аня")
        page.reload()
        expect(page.get_by_test_id("stats-chart-overview")).to_be_visible()
        expect(page.get_by_test_id("patience-stats")).to_be_visible()
        expect(page.get_by_test_id("stats-chart-tysyacha")).to_be_visible()
        text = page.eval_on_selector(".stats-page", "el => el.innerText + ' ' + "
                                     "[...el.querySelectorAll('svg text, svg title')]"
                                     ".map((t) => t.textContent).join(' ')")
        for title in sorted(titles, key=len, reverse=True):
            text = text.replace(title, " ")
        assert not LATIN_WORD.findall(text), (label, LATIN_WORD.findall(text))
        for words in ("5 партий", "3 победы", "21 партия", "1 победа", "Остался дураком",
                      "Доля сыгранных заказов", "Число партий"):
            assert words in text, (label, words)
        assert "_" not in text, label
        # every chart label is at least 12 px on the screen, and inside the window's width
        sizes = page.eval_on_selector_all(
            ".stats-page svg text",
            "els => els.map((t) => { const r = t.getBoundingClientRect();"
            " return [parseFloat(getComputedStyle(t).fontSize) * (t.ownerSVGElement"
            ".getBoundingClientRect().width / t.ownerSVGElement.viewBox.baseVal.width),"
            " r.left, r.right, t.textContent]; })")
        assert sizes
        for size, left, right, what in sizes:
            assert size >= 12 - 0.01, (label, what, size)
            assert left >= 0 and right <= w + 0.5, (label, what, left, right)
        wide = page.evaluate("""() => [...document.querySelectorAll('.stats-page *')]
          .filter((e) => !e.closest('.table-scroll, .sr-only') && e.getBoundingClientRect().right > innerWidth + 0.5)
          .map((e) => e.tagName + ' ' + (e.textContent || '').slice(0, 30))""")
        assert not wide, (label, wide[:5])
        assert page.evaluate("() => document.documentElement.scrollWidth") <= w, label
        shoot(page, screenshots, f"stats-ru-{label}")


def test_the_english_statistics_page(new_context: Callable[..., Any], server: LiveServer,
                                     screenshots: Path) -> None:
    """The same page in English: no Cyrillic but the player's name, no raw key."""
    page: Page = new_context().new_page()
    page.goto(server.url + "/#/")
    page.evaluate("""async () => { await fetch('/api/me', {method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({name: 'Аня', lang: 'en'})});
      localStorage.setItem('koloda.settings', JSON.stringify({lang: 'en'})); }""")
    _fill(server)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(server.url + "/#/stats/" + "Аня")
    page.reload()
    expect(page.get_by_test_id("stats-chart-overview")).to_be_visible()
    text = page.eval_on_selector(".stats-page", "el => el.innerText + ' ' + "
                                 "[...el.querySelectorAll('svg text')]"
                                 ".map((t) => t.textContent).join(' ')")
    text = text.replace("Аня", " ")
    assert not re.findall("[а-яё]+", text, re.I), re.findall("[а-яё]+", text, re.I)
    for words in ("5 games", "3 wins", "21 games", "1 win", "Number of games"):
        assert words in text, words
    assert "_" not in text
    shoot(page, screenshots, "stats-en-360x740")
