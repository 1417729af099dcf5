"""The table's life in the browser: two people at one table by the invite link, each
seeing only their own hand; a reload and a new tab get the same seat back; a server
restart in the middle of a game, after which the page reconnects and the game goes on;
an illegal action refused with a toast in the page's language; the lobby's rule form
reaching the table's rules."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.play import (
    SOCKET_SPY,
    create_table,
    hand,
    hidden_cards_in,
    last_step,
    lobby,
    moves,
    play,
    playable,
    shoot,
    state,
    wait_settled,
)

# pytest-base-url (under pytest-playwright) defines a session fixture the old way
pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestRemovedIn10Warning")

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _log(page: Page) -> list[str]:
    # textContent, not innerText: innerText follows the layout, so a line scrolled out of
    # the log's view or laid out again (a toast appearing) may lose its line breaks
    return page.eval_on_selector_all('[data-testid="log"] li[data-step]',
                                     "els => els.map(e => e.textContent)")


def test_two_browsers_at_one_table_see_only_their_own_hands(
        new_context: Callable[..., Any], server: LiveServer, screenshots: Path) -> None:
    anna_page: Page = new_context().new_page()
    boris_page: Page = new_context().new_page()
    boris_frames: list[str] = []
    boris_page.on("websocket", lambda ws: ws.on("framereceived", lambda f: boris_frames.append(
        f if isinstance(f, str) else f.decode())))
    for p in (anna_page, boris_page):
        p.add_init_script(SOCKET_SPY)

    lobby(anna_page, server.url, "Анна")
    table_id = create_table(anna_page, "durak", ["human", "human"])
    link = anna_page.get_by_test_id("invite-link").input_value()
    assert link.startswith(server.url + "/#/join/" + table_id + "/")
    anna_page.get_by_test_id("open-table").click()
    anna_page.get_by_test_id("hand").wait_for()

    # the friend opens the link, names himself, and is seated at the free seat
    boris_page.goto(link)
    boris_page.get_by_test_id("name-input").fill("Борис")
    boris_page.get_by_test_id("name-save").click()
    boris_page.wait_for_url(re.compile(r"#/t/" + re.escape(table_id) + "$"))
    boris_page.get_by_test_id("hand").wait_for()
    for p, me, other, name in ((anna_page, 0, 1, "Борис"), (boris_page, 1, 0, "Анна")):
        p.wait_for_function("() => window.__kolodaState && "
                            "document.querySelectorAll('[data-testid=\"hand\"] .hand-card')"
                            ".length === 6")
        expect(p.get_by_test_id(f"seat-{other}")).to_contain_text(name)
        expect(p.get_by_test_id(f"seat-{me}")).to_have_class(re.compile(r"\bseat-me\b"))
        assert state(p)["table"]["you"] == me

    anna, boris = hand(anna_page), hand(boris_page)
    assert len(anna) == len(boris) == 6 and not set(anna) & set(boris)
    for card in anna:
        expect(boris_page.get_by_test_id(f"card-{card}")).to_have_count(0)
    for card in boris:
        expect(anna_page.get_by_test_id(f"card-{card}")).to_have_count(0)
    # nor did any frame Boris's browser received name one of Anna's cards
    assert boris_frames and hidden_cards_in(boris_frames, anna) == []

    # whoever is to move attacks; the other sees the card on the table, face up
    mover, watcher = (anna_page, boris_page) if moves(anna_page) else (boris_page, anna_page)
    assert moves(mover) and not moves(watcher)
    before = last_step(watcher)
    card = playable(mover)[0]
    mover.get_by_test_id(f"card-{card}").click()
    watcher.wait_for_function("(prev) => { const els = document.querySelectorAll("
                              "'[data-testid=\"log\"] li[data-step]'); return els.length && "
                              "Number(els[els.length - 1].dataset.step) > prev; }", arg=before)
    assert state(watcher)["obs"]["table"][0][0] == card
    # the watcher sees it face up on the table (the picture's middle), not in a hand
    expect(watcher.get_by_test_id("table-area").get_by_test_id(f"card-{card}")).to_be_visible()
    assert card not in hand(mover)
    shoot(anna_page, screenshots, "durak-two-browsers-anna")
    shoot(boris_page, screenshots, "durak-two-browsers-boris")


def test_reload_and_a_new_tab_reconnect_to_the_same_seat(page: Page, server: LiveServer) -> None:
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url)
    table_id = create_table(page, "durak", ["human", "heuristic"])
    assert play(page, max_moves=2) == "move"
    cards, log, version = hand(page), _log(page), state(page)["version"]

    page.reload()
    assert wait_settled(page) == "move"
    assert hand(page) == cards and _log(page) == log
    assert state(page)["version"] == version and state(page)["table"]["you"] == 0
    expect(page.get_by_test_id("seat-0")).to_have_class(re.compile(r"\bseat-me\b"))
    expect(page.get_by_test_id("conn")).to_have_class(re.compile(r"\bconn-open\b"))

    # without the stored seat token the cookie alone brings the seat back
    page.evaluate("() => localStorage.removeItem('koloda.seats')")
    page.reload()
    assert wait_settled(page) == "move"
    assert hand(page) == cards and state(page)["table"]["you"] == 0

    # a second tab of the same browser: the same seat, and a move there shows here
    other = page.context.new_page()
    other.add_init_script(SOCKET_SPY)
    other.goto(f"{server.url}/#/t/{table_id}")
    assert wait_settled(other) == "move" and hand(other) == cards
    assert play(other, max_moves=1) in ("move", "over")
    page.wait_for_function("(n) => document.querySelectorAll("
                           "'[data-testid=\"log\"] li[data-step]').length > n", arg=len(log))
    assert state(page)["version"] > version
    other.close()


def test_server_restart_in_the_middle_of_a_game(page: Page, server: LiveServer,
                                                screenshots: Path) -> None:
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url)
    create_table(page, "durak", ["human", "heuristic"])
    assert play(page, max_moves=3) == "move"
    cards, log, legal = hand(page), _log(page), moves(page)
    version = state(page)["version"]

    server.stop()
    expect(page.get_by_test_id("conn")).to_have_class(re.compile(r"\bconn-retry\b"))
    server.start()  # the same database and port: the table is rebuilt from its actions
    expect(page.get_by_test_id("conn")).to_have_class(re.compile(r"\bconn-open\b"),
                                                      timeout=30_000)
    assert wait_settled(page) == "move"
    assert hand(page) == cards and _log(page) == log and moves(page) == legal
    assert state(page)["version"] == version
    # and the game goes on to its end
    assert play(page) == "over"
    expect(page.get_by_test_id("result")).to_be_visible()
    assert server.starts == 2
    shoot(page, screenshots, "durak-after-restart")


def test_an_illegal_action_is_refused_with_a_localized_toast(page: Page,
                                                             server: LiveServer) -> None:
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url)
    create_table(page, "durak", ["human", "heuristic"])
    assert wait_settled(page) == "move"
    cards, log, frame = hand(page), _log(page), state(page)
    legal = moves(page)
    assert 0 < len(legal) < 9

    # a number key beyond the move list picks nothing and sends nothing
    page.locator("body").press("9")
    expect(page.locator(".move.picked")).to_have_count(0)
    page.locator("body").press("1")  # a number in range picks (Enter would play it)
    expect(page.get_by_test_id("move-1")).to_have_class(re.compile(r"\bpicked\b"))
    page.keyboard.press("Escape")

    def forge(action: int) -> None:
        """An act frame the page would never send, on the page's own socket."""
        sent = page.evaluate("""([action, version]) => {
          const ws = window.__kolodaSockets.find((s) => s.readyState === WebSocket.OPEN);
          if (!ws) return false;
          ws.send(JSON.stringify({type: 'act', action, version}));
          return true;
        }""", [action, state(page)["version"]])
        assert sent

    illegal = 999_999
    assert illegal not in [m["action"] for m in frame["legal"]]
    forge(illegal)
    toast = page.get_by_test_id("toast").last
    expect(toast).to_be_visible()
    ru = toast.inner_text()
    assert CYRILLIC.search(ru), ru
    # nothing changed: the same version, hand, log and moves
    assert state(page)["version"] == frame["version"]
    assert hand(page) == cards and _log(page) == log and moves(page) == legal

    # in English: the language switch resends the whole log in English, and the refusal
    # of the next forged frame is in English too
    states = page.evaluate("() => window.__kolodaStates")
    page.get_by_test_id("lang-toggle").click()
    page.wait_for_function("(n) => window.__kolodaStates > n && window.__kolodaState.since === 0",
                           arg=states)
    assert page.evaluate("() => document.documentElement.lang") == "en"
    expect(page.get_by_test_id("status")).to_contain_text("Your move")
    english = _log(page)
    assert len(english) == len(log) and english != log
    page.evaluate("() => document.querySelectorAll('[data-testid=\"toast\"]')"
                  ".forEach((t) => t.remove())")
    forge(illegal)
    toast = page.get_by_test_id("toast").last
    expect(toast).to_be_visible()
    en = toast.inner_text()
    assert not CYRILLIC.search(en) and en != ru, en
    assert state(page)["version"] == frame["version"] and hand(page) == cards


def test_lobby_rule_form_reaches_the_table(page: Page, server: LiveServer) -> None:
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url)

    games = page.request.get(server.url + "/api/games").json()
    durak = next(g for g in games if g["key"] == "durak")
    base_rule = next(r for r in durak["rules"] if r["key"] == "base")

    def rules(page: Page) -> None:
        expect(page.get_by_test_id("setup-durak")).to_have_attribute("open", "")
        # a variant that is one switch stands for it: shown once, unticked by default
        expect(page.get_by_test_id("rule-trumpless")).to_have_count(0)
        switch = page.get_by_test_id("variant-trumpless")
        expect(switch).not_to_be_checked()
        switch.check()
        # the base game is the tile's radio group
        assert "perevodnoy" in base_rule["allowed"]
        page.get_by_test_id("base-durak-perevodnoy").check(force=True)
        page.get_by_test_id("rule-draw_after_bouts").fill("40")

    create_table(page, "durak", ["human", "heuristic"], form=rules)
    wait_settled(page)
    frame = state(page)
    assert frame["table"]["rules"] == {"trumpless": True, "base": "perevodnoy",
                                       "draw_after_bouts": 40}
    assert frame["obs"]["trump"] is None  # the switch is in force: no trump suit
    changed = page.get_by_test_id("table-rules-list")
    changed.locator("summary").click()
    for key in ("trumpless", "base", "draw_after_bouts"):
        expect(changed).to_contain_text(key)
    expect(changed).to_contain_text("perevodnoy")


def test_a_seat_opened_again_retires_the_old_page(page: Page, server: LiveServer) -> None:
    """The invitation opened again in another tab gives the seat a new token: the first
    tab is told (its socket closed with 4409), says the seat is played elsewhere and
    does not reconnect by itself; its "reconnect" button takes the seat back."""
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url, "Анна")
    table_id = create_table(page, "tysyacha", ["human", "human", "heuristic"])
    link = page.get_by_test_id("invite-link").input_value()
    page.get_by_test_id("open-table").click()
    page.get_by_test_id("hand").wait_for()
    expect(page.get_by_test_id("conn")).to_have_class(re.compile(r"\bconn-open\b"))
    first = page.evaluate(f"() => JSON.parse(localStorage.getItem('koloda.seats'))['{table_id}']")

    other = page.context.new_page()
    other.add_init_script(SOCKET_SPY)
    other.goto(link)  # the same person (the same cookie): the same seat, a new token
    other.wait_for_url(re.compile(r"#/t/" + re.escape(table_id) + "$"))
    other.get_by_test_id("hand").wait_for()
    assert state(other)["table"]["you"] == 0

    conn = page.get_by_test_id("conn")
    expect(conn).to_have_class(re.compile(r"\bconn-retired\b"))
    expect(conn).to_contain_text("другом окне")
    page.wait_for_timeout(1500)
    expect(conn).to_have_class(re.compile(r"\bconn-retired\b"))  # no reconnect by itself
    stored = page.evaluate(f"() => JSON.parse(localStorage.getItem('koloda.seats'))['{table_id}']")
    assert stored and stored != first  # the other tab's new token is kept
    page.get_by_test_id("reconnect").click()
    expect(conn).to_have_class(re.compile(r"\bconn-open\b"))
    assert state(page)["table"]["you"] == 0
    assert page.evaluate(f"() => JSON.parse(localStorage.getItem('koloda.seats'))['{table_id}']") == stored
    other.close()


def test_a_dead_stored_token_falls_back_to_the_cookie(page: Page, server: LiveServer) -> None:
    """A stored seat token the server no longer knows is answered `bad_token`: the page
    forgets it and greets again as its cookie says, so the person still gets their seat
    (no toast, no page stuck on "connecting")."""
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url, "Анна")
    table_id = create_table(page, "tysyacha", ["human", "heuristic", "heuristic"])
    page.get_by_test_id("hand").wait_for()
    page.evaluate(f"""() => {{
        const all = JSON.parse(localStorage.getItem('koloda.seats'));
        all['{table_id}'] = 'a-token-nobody-has';
        localStorage.setItem('koloda.seats', JSON.stringify(all));
    }}""")
    page.reload()
    page.get_by_test_id("hand").wait_for()
    expect(page.get_by_test_id("conn")).to_have_class(re.compile(r"\bconn-open\b"))
    assert state(page)["table"]["you"] == 0
    assert page.evaluate(f"() => JSON.parse(localStorage.getItem('koloda.seats'))['{table_id}']") is None


def test_hint_buttons_follow_the_tables_choice(page: Page, server: LiveServer) -> None:
    """Hints show cards: a person alone against computers has the hint buttons the
    picture offers; at a table of several people they are gone unless its creator
    allowed them (the lobby's box). A solitaire's solver hints are buttons too."""
    page.add_init_script(SOCKET_SPY)
    lobby(page, server.url, "Анна")

    def hint_ids(p: Page) -> list[str]:
        ids: list[str] = p.eval_on_selector_all(
            '[data-testid="actions"] [data-testid^="hint"]', "els => els.map(e => e.dataset.testid)")
        return ids

    def expected(p: Page) -> list[str]:
        return ["hint" if h["request"] == "" else "hint-" + "-".join(h["request"].split())
                for h in state(p)["picture"].get("hints", [])]

    create_table(page, "tysyacha", ["human", "heuristic", "heuristic"])
    page.get_by_test_id("hand").wait_for()
    assert state(page)["table"]["options"]["hints"] is True
    assert hint_ids(page) == expected(page)
    for allow in (False, True):
        page.goto(f"{server.url}/#/")

        def tick(p: Page, allow: bool = allow) -> None:
            p.get_by_test_id("opt-hints").set_checked(allow)

        create_table(page, "tysyacha", ["human", "human", "heuristic"], form=tick)
        page.get_by_test_id("open-table").click()
        page.get_by_test_id("hand").wait_for()
        assert state(page)["table"]["options"]["hints"] is allow
        assert hint_ids(page) == expected(page)
        if not allow:
            assert expected(page) == []

    # a solitaire: the solver's hint and "winnable?", answered over the felt
    made = page.request.post(server.url + "/api/tables", data={
        "game": "klondike", "players": 1, "seats": [{"kind": "human"}], "deal": 5})
    assert made.ok, made.text()
    table = made.json()
    page.evaluate("([id, token]) => { const all = JSON.parse(localStorage.getItem('koloda.seats')"
                  " || '{}'); all[id] = token; localStorage.setItem('koloda.seats', "
                  "JSON.stringify(all)); }", [table["id"], table["token"]])
    page.goto(f"{server.url}/#/t/{table['id']}")
    page.get_by_test_id("hint").wait_for()
    assert hint_ids(page) == ["hint", "hint-winnable"]
    page.get_by_test_id("hint").click()
    expect(page.get_by_test_id("hint-result")).to_contain_text(re.compile(r"Совет|Решатель"),
                                                               timeout=20_000)
