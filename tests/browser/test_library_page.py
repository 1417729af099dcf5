"""The rules library as a person uses it: the top bar's «Правила игр», search as you type
(case and ё/е do not matter), the filters by family, players and deck, an entry's page, and
«Играть», which opens the lobby on that game. At 1366×768 and 360×740, nothing wider than
the screen. Screenshots: test-artifacts/screenshots/library-*.png."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from koloda.library import entries
from tests.browser.conftest import LiveServer
from tests.browser.play import shoot

LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 360, "height": 740}


def no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], width  # type: ignore[index]


def shown(page: Page) -> int:
    return page.locator('[data-testid^="library-item-"]').count()


def test_search_as_you_type_and_filters(page: Page, server: LiveServer,
                                        screenshots: Path) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size(LAPTOP)
    page.goto(f"{server.url}/#/")
    page.get_by_test_id("nav-library").click()
    expect(page.get_by_test_id("library-search")).to_be_focused()
    expect(page.get_by_test_id("library-item-tysyacha")).to_be_visible()
    total = shown(page)
    assert total == len(entries())
    shoot(page, screenshots, "library-list-1366")
    no_sideways_scroll(page)
    # as you type: each letter narrows the list; upper case and ё/е do not matter
    page.get_by_test_id("library-search").press_sequentially("ТЫС")
    expect(page.get_by_test_id("library-item-tysyacha")).to_be_visible()
    assert shown(page) < total
    assert "q=" in page.url  # the address keeps the search
    page.get_by_test_id("library-search").fill("")
    expect(page.locator('[data-testid^="library-item-"]')).to_have_count(total)
    yo = next(e for e in entries() if "ё" in e.name_ru.lower())
    page.get_by_test_id("library-search").fill(yo.name_ru.lower().replace("ё", "е"))
    expect(page.get_by_test_id(f"library-item-{yo.key}")).to_be_visible()
    # filters: family, then players and deck; nothing left says so
    page.get_by_test_id("library-reset").click()
    page.get_by_test_id("library-family").select_option("patience")
    families = {e.key for e in entries() if e.family == "patience"}
    expect(page.locator('[data-testid^="library-item-"]')).to_have_count(len(families))
    page.get_by_test_id("library-reset").click()
    page.get_by_test_id("library-players").select_option("3")
    page.get_by_test_id("library-deck").select_option("24")
    expect(page.get_by_test_id("library-item-tysyacha")).to_be_visible()
    three_24 = [e for e in entries() if "24" in e.decks and e.players_min <= 3
                and (e.players_max is None or e.players_max >= 3)]
    expect(page.locator('[data-testid^="library-item-"]')).to_have_count(len(three_24))
    page.get_by_test_id("library-search").fill("qqqxyz")
    expect(page.get_by_test_id("library-empty")).to_be_visible()
    assert errors == []


def test_an_entry_page_and_play(page: Page, server: LiveServer, screenshots: Path) -> None:
    page.set_viewport_size(LAPTOP)
    page.goto(f"{server.url}/#/library?q=тысяча")
    page.get_by_test_id("library-open-tysyacha").click()
    expect(page.get_by_test_id("library-title")).to_contain_text("Тысяча")
    expect(page.get_by_test_id("library-summary")).to_contain_text("марьяж")
    expect(page.get_by_test_id("library-full-rules")).to_have_attribute("href", "#/rules/tysyacha")
    shoot(page, screenshots, "library-entry-1366")
    page.get_by_test_id("library-play-tysyacha").click()
    tile = page.get_by_test_id("tile-tysyacha")
    expect(tile).to_have_class("tile tile-focus")
    expect(tile).to_be_in_viewport()
    expect(page.get_by_test_id("play-tysyacha")).to_be_focused()
    # back in the library, the search is where it was
    page.go_back()
    page.go_back()
    expect(page.get_by_test_id("library-search")).to_have_value("тысяча")


def test_play_brings_the_preset_and_the_variant_and_a_reference_entry_has_no_play(
        page: Page, server: LiveServer) -> None:
    page.set_viewport_size(LAPTOP)
    # Переводной дурак: the preset «transfer», which the tile shows as its base game
    page.goto(f"{server.url}/#/library/durak_perevodnoy")
    page.get_by_test_id("library-play-durak_perevodnoy").click()
    expect(page.get_by_test_id("base-durak-perevodnoy")).to_be_checked()
    # Дорожный дурак: a variant, ticked in the tile's opened settings
    page.goto(f"{server.url}/#/library/durak_dorozhny")
    page.get_by_test_id("library-play-durak_dorozhny").click()
    expect(page.get_by_test_id("variant-road")).to_be_checked()
    expect(page.get_by_test_id("tile-durak")).to_be_in_viewport()
    # a fortune telling opens its own page
    page.goto(f"{server.url}/#/library/dozen")
    page.get_by_test_id("library-play-dozen").click()
    expect(page).to_have_url(f"{server.url}/#/tell/dozen")
    reference = next(e for e in entries() if e.plays is None)
    page.goto(f"{server.url}/#/library/{reference.key}")
    expect(page.get_by_test_id("library-reference")).to_be_visible()
    expect(page.get_by_test_id(f"library-play-{reference.key}")).to_have_count(0)
    page.goto(f"{server.url}/#/library/no_such_game")
    expect(page.get_by_test_id("library-missing")).to_be_visible()


def test_the_page_follows_the_language_and_fits_a_phone(page: Page, server: LiveServer,
                                                        screenshots: Path) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{server.url}/#/library")
    expect(page.get_by_test_id("library-item-tysyacha")).to_be_visible()
    no_sideways_scroll(page)
    page.screenshot(path=str(screenshots / "library-list-360.png"))
    page.locator("#lang-toggle").click()
    page.get_by_test_id("library-search").fill("thousand")
    expect(page.get_by_test_id("library-open-tysyacha")).to_have_text("Thousand (1000)")
    page.get_by_test_id("library-open-tysyacha").click()
    expect(page.get_by_test_id("library-entry")).to_have_attribute("lang", "en")
    no_sideways_scroll(page)
    shoot(page, screenshots, "library-entry-360")
