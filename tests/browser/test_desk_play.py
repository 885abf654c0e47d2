"""The desk's play page as a person uses it, in headless Chromium: start a seeded game, click a legal action, undo,
download the state, and open the shared link (issue 45's play mode).

The desk runs under uvicorn on a free port of 127.0.0.1 in a thread of the test process; Chromium (Debian's
``chromium``, driven by Playwright with ``executable_path``, as the docs' browser test does) opens its pages.
Screenshots go to ``artifacts/screenshots/desk-play-*.png``. On a machine without Chromium the tests are skipped
with the reason, never passed silently. Every wait is bounded: a page that never answers fails, it does not hang.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.desk.app import desk_app
from rulebook.registry import games
from tests.browser.test_docs_render import CHROMIUM, SCREENSHOTS, browser

__all__ = ["browser"]  # the fixture, shared with the docs' browser test

WAIT_MS = 20_000
"""The most a page may take to show an answer before the test calls it a hang."""

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")


@pytest.fixture(scope="module")
def desk_url() -> Iterator[str]:
    uvicorn = pytest.importorskip("uvicorn")
    listening = socket.create_server(("127.0.0.1", 0))
    port = listening.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(desk_app(games(), warm=False), log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline, "the desk did not start within 30 s"
        assert thread.is_alive(), "the desk stopped while starting"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(15)
        listening.close()


def new_page(browser: Any) -> Any:
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    return page


def shown_state(page: Any) -> dict[str, Any]:
    state: dict[str, Any] = json.loads(page.locator("#state-json").text_content())
    return state


def wait_for_status(page: Any, text: str) -> None:
    page.wait_for_function(
        "text => document.getElementById('status').textContent.includes(text)", arg=text, timeout=WAIT_MS
    )
    assert page.locator("#error").text_content() == ""


def screenshot(page: Any, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"desk-play-{name}.png"), full_page=True)


def test_a_forbidden_game_played_undone_downloaded_and_shared(browser: Any, desk_url: str, tmp_path: Path) -> None:
    page = new_page(browser)
    page.goto(f"{desk_url}/forbidden/play")
    page.get_by_label("--players").fill("2")
    page.get_by_label("--seed").fill("7")
    page.get_by_role("button", name="Start the game").click()
    # Section 3: player 0 deals; the player on the dealer's left, player 1, plays first and starts with a draw.
    wait_for_status(page, "Phase start · player 1 acts")
    first = shown_state(page)
    assert (first["dealer"], first["turn"], len(first["draw_pile"])) == (0, 1, 65)
    screenshot(page, "forbidden-start")

    page.get_by_role("button", name="Apply draw; rules forbidden.play.draw").click()
    # Player 1 took the top card of the draw pile: 14 cards in hand, 64 left, and a discard is due (Section 4).
    wait_for_status(page, "after 1 action")
    drawn = shown_state(page)
    assert drawn["phase"] == "discard" and drawn["actor"] == 1
    assert len(drawn["players"][1]["hand"]) == 14
    assert drawn["draw_pile"] == first["draw_pile"][1:]
    assert "player 1 acts" in page.locator("#status").text_content()
    screenshot(page, "forbidden-after-draw")

    with page.expect_download() as download_info:
        page.get_by_role("button", name="Download state").click()
    saved = tmp_path / "state.json"
    download_info.value.save_as(saved)
    assert json.loads(saved.read_text()) == drawn

    shared = page.url
    assert "arg=--players" in shared and "do=draw" in shared
    other = new_page(browser)
    other.goto(shared)
    wait_for_status(other, "after 1 action")
    assert shown_state(other) == drawn
    other.context.close()

    page.get_by_role("button", name="Undo the last action").click()
    wait_for_status(page, "after 0 actions")
    assert shown_state(page) == first
    assert "do=" not in page.url
    page.context.close()


def test_a_sorry_game_by_keyboard_alone(browser: Any, desk_url: str) -> None:
    page = new_page(browser)
    page.goto(f"{desk_url}/sorry/play")
    page.get_by_label("--seed").focus()
    page.keyboard.type("3")
    page.keyboard.press("Enter")  # submits the form
    # SORRY! (Setup): red starts by default; a turn starts with drawing a card.
    wait_for_status(page, "Phase draw · player 0 acts")
    before = shown_state(page)
    page.get_by_role("button", name="Undo the last action").focus()
    for _ in range(10):  # Tab on to the first legal action: reachable by keyboard
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('action')"):
            break
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith("Apply draw")
    page.keyboard.press("Enter")
    wait_for_status(page, "after 1 action")
    after = shown_state(page)
    assert after != before and after["phase"] != "draw"
    screenshot(page, "sorry-after-draw")
    for control in page.locator("button, input, select").all():
        name = control.get_attribute("aria-label") or control.text_content() or ""
        labelled = name.strip() or page.evaluate("c => c.labels && c.labels.length > 0", control.element_handle())
        assert labelled, control.evaluate("c => c.outerHTML")
    page.context.close()
