"""The rules pages as a person sees them on a 1366×768 laptop: the readable rules in
Russian first (the heading and the first section inside the first screen), then each
rule key, variant and preset explained, then the key table; the lobby's links
(``#/rules/GAME#rule-KEY``) land on the explanation; no source path or command anywhere.
Screenshots go to test-artifacts/screenshots/rules-*.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import shoot

LAPTOP = {"width": 1366, "height": 768}


def no_developer_words(page: Page) -> None:
    text = page.locator("#app").inner_text()
    for bad in ("src/", ".py", "koloda ", "--rule", "--variant", "--preset"):
        assert bad not in text, bad


@pytest.mark.parametrize("key, heading, words", [
    ("durak", "Дурак: правила", "козырь"),
    ("tysyacha", "Тысяча: правила", "марьяж"),
    ("klondike", "Косынка: правила", "основания"),
    ("near_fate", "Ближайшая судьба: правила", "тринадцать"),
])
def test_a_rules_page_reads_as_rules(page: Page, server: LiveServer, screenshots: Path,
                                     key: str, heading: str, words: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size(LAPTOP)
    page.goto(f"{server.url}/#/rules/{key}")
    title = page.get_by_test_id("rules-title")
    expect(title).to_have_text(heading)
    text = page.get_by_test_id("rules-text")
    expect(text).to_have_attribute("lang", "ru")
    expect(text).to_contain_text(words)
    for sec in ("deal", "play", "scoring", "end"):
        expect(page.get_by_test_id(f"rules-section-{sec}")).to_be_visible()
    # the text comes first: its heading and its first section start inside the first screen
    first = page.get_by_test_id("rules-section-deal").bounding_box()
    assert first is not None and first["y"] < LAPTOP["height"] - 100
    table = page.get_by_test_id("rule-schema")
    if table.count():
        box_text = text.bounding_box()
        box_table = table.bounding_box()
        assert box_text is not None and box_table is not None
        assert box_table["y"] > box_text["y"] + box_text["height"]  # the table is below
    no_developer_words(page)
    shoot(page, screenshots, f"rules-{key}-1366")
    assert errors == []


def test_a_lobby_link_lands_on_the_explanation(page: Page, server: LiveServer,
                                               screenshots: Path) -> None:
    page.set_viewport_size(LAPTOP)
    page.goto(f"{server.url}/#/rules/durak#rule-first_bout_limit")
    target = page.get_by_test_id("explain-rule-first_bout_limit")
    expect(target).to_have_class("highlight")
    expect(target).to_be_in_viewport()
    expect(page.locator("#rule-first_bout_limit + dd")).to_contain_text("отбоя")
    # a variant and a preset have their anchors too, and the old form still works
    page.goto(f"{server.url}/#/rules/durak#variant-albanian")
    expect(page.get_by_test_id("explain-variant-albanian")).to_be_in_viewport()
    page.goto(f"{server.url}/#/rules/tysyacha#preset-table")
    expect(page.get_by_test_id("explain-preset-table")).to_be_in_viewport()
    page.goto(f"{server.url}/#/rules/czech/wild_loses")
    expect(page.get_by_test_id("explain-rule-wild_loses")).to_be_in_viewport()
    shoot(page, screenshots, "rules-anchor-1366")
    # another game from the switch
    page.get_by_test_id("rules-switch").select_option("101")
    expect(page.get_by_test_id("rules-title")).to_have_text("101 (сто одно): правила")
    expect(page).to_have_url(f"{server.url}/#/rules/101")


def test_the_rules_index_lists_games_solitaires_and_tellings(
        page: Page, server: LiveServer) -> None:
    page.set_viewport_size(LAPTOP)
    page.goto(f"{server.url}/#/rules")
    for key in ("durak", "tysyacha", "czech", "101", "spider", "300", "chaturanga"):
        expect(page.get_by_test_id(f"rules-{key}")).to_be_visible()
    page.get_by_test_id("rules-chaturanga").click()
    expect(page.get_by_test_id("rules-title")).to_have_text("Чатуранга: правила")
    expect(page.get_by_test_id("rules-explained")).to_have_count(0)  # it takes no option
    no_developer_words(page)


def test_the_page_follows_the_language(page: Page, server: LiveServer) -> None:
    page.set_viewport_size(LAPTOP)
    page.goto(f"{server.url}/#/rules/czech")
    expect(page.get_by_test_id("rules-text")).to_have_attribute("lang", "ru")
    page.locator("#lang-toggle").click()
    expect(page.get_by_test_id("rules-title")).to_have_text("Czech Durak (Mau-Mau): the rules")
    expect(page.get_by_test_id("rules-text")).to_have_attribute("lang", "en")
    expect(page.get_by_test_id("rules-section-play")).to_contain_text("queen")
    no_developer_words(page)
