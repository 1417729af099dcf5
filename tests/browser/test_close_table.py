"""«Мои открытые столы» in the browser: «Закрыть стол» asks again in the row, then closes
the table; it leaves the list, and the other person's page at that table says who
closed it and offers no move. The tables are made through the API (the lobby's form is
not what this tests)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import shoot

pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

_POST = """async ([path, body]) => {
  const r = await fetch(path, {method: 'POST', credentials: 'same-origin',
    headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  return await r.json();
}"""


def _post(page: Page, path: str, body: dict[str, Any]) -> Any:
    return page.evaluate(_POST, [path, body])


def test_closing_a_table_from_the_lobby(new_context: Callable[..., Any], server: LiveServer,
                                        screenshots: Path) -> None:
    anna: Page = new_context().new_page()
    boris: Page = new_context().new_page()
    anna.goto(server.url + "/#/")
    _post(anna, "/api/me", {"name": "Анна", "lang": "ru"})
    shared = _post(anna, "/api/tables", {"game": "durak", "players": 2,
                                          "seats": [{"kind": "human"}, {"kind": "human"}]})
    solo = _post(anna, "/api/tables", {"game": "czech", "players": 2,
                                        "seats": [{"kind": "human"}, {"kind": "computer"}]})
    boris.goto(server.url + f"/#/join/{shared['id']}/{shared['invite']}")
    if boris.get_by_test_id("name-input").count():
        boris.get_by_test_id("name-input").fill("Борис")
        boris.get_by_test_id("name-save").click()
    boris.wait_for_url(re.compile(r"#/t/"))
    boris.get_by_test_id("table-page").wait_for()
    expect(boris.get_by_test_id("status")).not_to_contain_text("закрыт")

    anna.goto(server.url + "/#/")
    anna.reload()
    row = anna.get_by_test_id(f"my-table-row-{shared['id']}")
    expect(row).to_be_visible()
    expect(anna.get_by_test_id(f"my-table-row-{solo['id']}")).to_be_visible()
    anna.get_by_test_id(f"close-table-{shared['id']}").click()
    # asked again in the row; «Отмена» leaves the table open
    expect(row).to_contain_text("Закрыть стол?")
    shoot(anna, screenshots, "close-table-ask")
    anna.get_by_test_id(f"close-table-no-{shared['id']}").click()
    expect(anna.get_by_test_id(f"close-table-{shared['id']}")).to_be_visible()
    anna.get_by_test_id(f"close-table-{shared['id']}").click()
    anna.get_by_test_id(f"close-table-yes-{shared['id']}").click()
    expect(row).to_have_count(0)
    expect(anna.get_by_test_id(f"my-table-row-{solo['id']}")).to_be_visible()

    # the other person's page is told at once, with no move to make
    expect(boris.get_by_test_id("status")).to_contain_text("Стол закрыт игроком Анна")
    assert boris.locator('[data-testid^="move-"]').count() == 0
    shoot(boris, screenshots, "close-table-other-seat")
    # and the table is in nobody's list any more
    boris.goto(server.url + "/#/")
    boris.reload()
    expect(boris.get_by_test_id("my-tables-empty")).to_be_visible()

    anna.get_by_test_id(f"close-table-{solo['id']}").click()
    anna.get_by_test_id(f"close-table-yes-{solo['id']}").click()
    expect(anna.get_by_test_id("my-tables-empty")).to_be_visible()
