"""The lobby's first screen: a tile per game. For every game key
(``koloda.engine.game.all_games()``, an installed third-party game too) at a laptop's
1366×768 and a phone's 360×740, a person who has never used the page creates a table from
the lobby in at most two clicks (counted), the page plays to their decision, and the hand,
the middle of the table and every legal-move control lie inside the window; a screenshot
of each is saved under test-artifacts/screenshots/tiles/. The lobby itself: the first
game's «Играть с компьютером» without scrolling, several tiles on a laptop, and the rules
section showing each variant once with the defaults ticked."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from koloda.engine.game import all_games
from tests.browser.conftest import LiveServer
from tests.browser.fake import on_screen
from tests.browser.play import SOCKET_SPY, state

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

GAMES = [g.key for g in all_games()]
SIZES = [(1366, 768), (360, 740)]
TIMEOUT = 20_000
# the person's first decision may come after many computer moves, each paced at the
# lobby's default 0.7 s so that a person can follow them (Очко: 24 moves, some 17 s)
FIRST_DECISION_TIMEOUT = 60_000
MAX_CLICKS = 2
# The families the lobby groups apart, read from the page's own table so the test follows it.
_LOBBY_JS = Path(__file__).resolve().parents[2] / "src/koloda/web/static/lobby.js"
FAMILY_GROUPS = set(re.findall(r"(\w+): 'lobby\.group_\w+'",
                               _LOBBY_JS.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """One server for every test of this module (a table each)."""
    srv = LiveServer(tmp_path_factory.mktemp("tiles"), seed=20)
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def schema(shared: LiveServer) -> list[dict[str, Any]]:
    import urllib.request

    with urllib.request.urlopen(shared.url + "/api/games") as got:
        out: list[dict[str, Any]] = json.load(got)
    return out


def in_view(page: Page, loc: Locator) -> bool:
    box = loc.bounding_box()
    size = page.viewport_size
    assert size is not None
    return (box is not None and box["width"] > 0 and box["x"] >= -1 and box["y"] >= -1
            and box["x"] + box["width"] <= size["width"] + 1
            and box["y"] + box["height"] <= size["height"] + 1)


def decision(page: Page) -> str:
    """Wait until the person must decide (or the game is over) and the page shows it."""
    handle = page.wait_for_function(
        """() => { const f = window.__kolodaState; if (!f) return false;
          if (f.over) return document.querySelector('[data-testid="result"]') ? 'over' : false;
          if (f.waiting !== f.table.you) return false;
          const bar = document.querySelector('[data-testid="actions"]');
          return bar && !bar.classList.contains('pending') ? 'move' : false; }""",
        timeout=FIRST_DECISION_TIMEOUT)
    return str(handle.json_value())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_every_game_from_the_lobby(page: Page, shared: LiveServer, screenshots: Path,
                                   game: str, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(SOCKET_SPY)
    page.goto(shared.url + "/#/")  # a new browser: no name saved, no last settings
    play = page.get_by_test_id(f"play-{game}")
    play.wait_for()
    clicks = 0
    play.scroll_into_view_if_needed()  # scrolling is no click
    play.click()
    clicks += 1
    page.wait_for_url(re.compile(r"#/t/"), timeout=TIMEOUT)
    page.get_by_test_id("table-page").wait_for()
    assert clicks <= MAX_CLICKS
    frame_kind = decision(page)
    assert frame_kind == "move", f"{game}: the game ended before the person's first decision"
    folder = screenshots / "tiles"
    folder.mkdir(exist_ok=True)
    page.screenshot(path=str(folder / f"{game}-{size[0]}x{size[1]}.png"))
    frame = state(page)
    assert frame["table"]["game"] == game and frame["table"]["you"] == 0
    seats = frame["table"]["seats"]
    assert seats[0]["kind"] == "human"
    assert all(s["kind"] == "computer" for s in seats[1:]), seats
    got = on_screen(page)
    # the hand and its cards, the felt and its zones, every control of a legal move
    out = [o for o in got["out"] if o[0] in ("hand", "hand card", "felt", "zone", "control")]
    assert out == [], out
    assert got["moves"] == list(range(1, len(frame["legal"]) + 1)), (got["moves"], frame["legal"])
    pic = frame["picture"]
    mine = next((s for s in pic.get("seats", []) if s["seat"] == pic.get("viewer")), None)
    if mine is not None and mine.get("hand", {}).get("cards"):
        expect(page.get_by_test_id("hand")).to_be_visible()
    for zone in pic.get("zones", []):
        expect(page.get_by_test_id(f"zone-{zone['id']}")).to_be_visible()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_first_screen(page: Page, shared: LiveServer, screenshots: Path,
                          schema: list[dict[str, Any]], size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(shared.url + "/#/")
    first = next(g["key"] for g in schema if g.get("family") != "patience")
    page.get_by_test_id(f"play-{first}").wait_for()
    assert page.evaluate("() => scrollY") == 0
    for tid in (f"play-{first}", f"invite-{first}"):
        assert in_view(page, page.get_by_test_id(tid)), tid
    expect(page.get_by_test_id(f"play-{first}")).to_have_text("Играть с компьютером")
    expect(page.get_by_test_id(f"invite-{first}")).to_have_text("Позвать друзей")
    # a tile per game, solitaires included, each in its family's group; a tile per telling
    for g in schema:
        expect(page.get_by_test_id(f"tile-{g['key']}")).to_have_count(1)
        family = g.get("family", "")
        group = ("solitaires" if family == "patience"
                 else family if family in FAMILY_GROUPS else "games")
        expect(page.get_by_test_id(f"group-{group}").get_by_test_id(
            f"tile-{g['key']}")).to_have_count(1)
    # no rule form on the first screen: it opens from a tile
    expect(page.get_by_test_id("create-table")).to_have_count(0)
    expect(page.locator('[data-testid^="variant-"]')).to_have_count(0)
    if size[0] >= 1000:
        tiles = page.locator(".tiles-big > .tile")
        seen = [in_view(page, tiles.nth(i)) for i in range(tiles.count())]
        assert sum(seen) >= 3, seen
    else:
        assert page.evaluate("() => document.documentElement.scrollWidth") <= size[0]
    page.screenshot(path=str(screenshots / f"lobby-{size[0]}x{size[1]}.png"))
    # «Настроить правила»: one click, and «Создать стол» is on the screen
    page.get_by_test_id(f"setup-toggle-{first}").click()
    expect(page.get_by_test_id(f"setup-{first}")).to_have_attribute("open", "")
    expect(page.get_by_test_id("create-table")).to_be_visible()
    assert in_view(page, page.get_by_test_id("create-table"))
    page.screenshot(path=str(screenshots / f"lobby-setup-{size[0]}x{size[1]}.png"))


def test_each_variant_once_defaults_ticked(page: Page, shared: LiveServer,
                                           schema: list[dict[str, Any]]) -> None:
    """For every game: its rules section shows each variant once (a variant that only
    picks the base game is the radio group; a variant that is one switch stands for
    that rule, which is not shown again), ticked exactly when the usual rules are its
    rules; every other rule once, set to its default; the base radio at its default."""
    page.goto(shared.url + "/#/")
    for g in schema:
        key = g["key"]
        defaults = {r["key"]: r["default"] for r in g["rules"]}
        base = next((r for r in g["rules"] if r["key"] == "base" and r["type"] == "choice"),
                    None)
        toggle = page.get_by_test_id(f"setup-toggle-{key}")
        toggle.scroll_into_view_if_needed()
        toggle.click()
        expect(page.get_by_test_id(f"setup-{key}")).to_have_attribute("open", "")
        inside = f'[data-testid="setup-{key}"] '  # this game's settings only
        expected = []
        owned = set()
        for v in g.get("variants", []):
            if base is not None and set(v["rules"]) == {"base"}:
                continue
            if len(v["rules"]) == 1:
                (k, val), = v["rules"].items()
                rule = next((r for r in g["rules"] if r["key"] == k), None)
                if rule is not None and rule["type"] == "bool" and val is True:
                    owned.add(k)
            ticked = all(defaults.get(k) == val for k, val in v["rules"].items())
            expected.append([v["key"], ticked])
        variants = inside + '[data-testid^="variant-"]:not([data-testid^="variant-help-"])'
        # the settings are drawn by the toggle event, which follows the open attribute:
        # wait for them (they come in one piece)
        expect(page.locator(inside + '[data-testid="create-table"]')).to_be_attached()
        shown = page.eval_on_selector_all(
            variants, "els => els.map(e => [e.dataset.testid.slice(8), e.checked])")
        assert shown == expected, (key, shown, expected)
        rule_ids = page.eval_on_selector_all(
            inside + '[data-testid^="rule-"]:not([data-testid^="rule-help-"])'
            ':not([data-testid$="-off"])', "els => els.map(e => e.dataset.testid.slice(5))")
        house = [r["key"] for r in g["rules"]
                 if r["key"] not in owned and not (base and r["key"] == "base")]
        assert rule_ids == house, (key, rule_ids, house)
        assert not set(rule_ids) & owned
        for r in g["rules"]:
            if r["key"] in house and r["type"] == "bool":
                box = page.get_by_test_id(f"rule-{r['key']}")
                assert box.is_checked() is bool(r["default"]), (key, r["key"])
        if base is not None:
            for val in base["allowed"]:
                radio = page.get_by_test_id(f"base-{key}-{val}")
                assert radio.is_checked() is (val == base["default"]), (key, val)
        expect(page.get_by_test_id("create-table")).to_have_count(1)
    # the last one opened is the only one open: its ids are the page's only ones
    expect(page.locator("details.tile-setup[open]")).to_have_count(1)


def test_invite_friends_is_one_click(page: Page, shared: LiveServer) -> None:
    page.goto(shared.url + "/#/")
    page.get_by_test_id("invite-durak").click()
    link = page.get_by_test_id("invite-link")
    expect(link).to_be_visible()
    assert re.search(r"#/join/[^/]+/[^/]+$", link.input_value())
    assert in_view(page, page.get_by_test_id("copy-invite"))
    # a new person was given a name on the way: the name panel says which
    expect(page.get_by_test_id("name-change")).to_be_visible()
    expect(page.get_by_test_id("name-input")).to_have_count(0)


def test_last_settings_are_used_again(page: Page, shared: LiveServer) -> None:
    """A table made from the rules section: the tile's next one-click table has the same
    base game, rule set and rules."""
    page.add_init_script(SOCKET_SPY)
    page.goto(shared.url + "/#/")
    page.get_by_test_id("base-durak-perevodnoy").check(force=True)
    page.get_by_test_id("setup-toggle-durak").click()
    page.get_by_test_id("variant-trumpless").check()
    page.get_by_test_id("opt-delay").select_option("0")
    page.get_by_test_id("create-table").click()
    page.wait_for_url(re.compile(r"#/t/"))
    page.wait_for_function("() => !!window.__kolodaState")
    first = state(page)["table"]
    page.goto(shared.url + "/#/")
    page.get_by_test_id("play-durak").wait_for()
    expect(page.get_by_test_id("base-durak-perevodnoy")).to_be_checked()
    # Durak's presets only pick the base game: the radio group shows them, no chips repeat it
    expect(page.get_by_test_id("preset-durak-transfer")).to_have_count(0)
    page.get_by_test_id("play-durak").click()
    page.wait_for_url(lambda url: "#/t/" in url and first["id"] not in url)
    page.wait_for_function("(id) => window.__kolodaState && window.__kolodaState.table.id !== id",
                           arg=first["id"])
    again = state(page)["table"]
    assert again["rules"] == first["rules"] and again["rules"].get("trumpless") is True
    assert again.get("preset") == first.get("preset")


def test_a_telling_tile_opens_the_telling(page: Page, shared: LiveServer) -> None:
    tellings = page.request.get(shared.url + "/api/tellings").json()
    page.goto(shared.url + "/#/")
    for x in tellings:
        expect(page.get_by_test_id(f"tell-tile-{x['key']}")).to_have_count(1)
    last = tellings[-1]["key"]
    page.get_by_test_id(f"tell-tile-{last}").click()
    page.wait_for_url(re.compile(r"#/tell/" + re.escape(last) + "$"))
    expect(page.get_by_test_id("tell-key")).to_have_value(last)
