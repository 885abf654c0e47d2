"""The ruling desk in a real browser, used as a player uses it.

The desk's app runs on uvicorn on a free localhost port in a background thread; headless Chromium (the fixtures of
:mod:`tests.browser.test_docs_render`) opens ``/<game>`` for every game and walks a player's path: clear the input,
build a hand or a position by clicking the game's cards, read the verdict, toggle a house rule that changes it, follow
a rule's link to its clause in the annotated rulebook, and open the page's address in a new page to see the same
verdict. A hand built with Tab and Enter alone, and a fifth copy of a card refused with the reason. Each verdict here
is worked out by hand from the rulebook (the comments say how). Screenshots go to ``artifacts/screenshots/desk-*``.
Skipped, with the reason, where Chromium is missing.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.browser.test_docs_render import CHROMIUM, SCREENSHOTS, browser

__all__ = ["browser"]  # the fixture, shared

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")

START_GUARD = 60.0
"""Seconds the server may take to start before the fixture fails (a hang guard, not a time limit on the desk)."""
WAIT_MS = 20_000
"""How long a page may take to answer before an expectation fails (a hang guard)."""


@pytest.fixture(scope="module")
def desk() -> Iterator[str]:
    uvicorn = pytest.importorskip("uvicorn")
    from rulebook.core.desk.app import desk_app
    from rulebook.registry import games

    listening = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listening.bind(("127.0.0.1", 0))
    port = listening.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(desk_app(games(), warm=False), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    since = time.monotonic()
    while not server.started:
        assert thread.is_alive(), "the desk's server stopped while starting"
        assert time.monotonic() - since < START_GUARD, "the desk's server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=START_GUARD)
        listening.close()


@dataclass(frozen=True)
class Path:
    """A player's path on one game's desk."""

    game: str
    command: str
    field: str
    """The field built by clicks (cleared first)."""
    clicks: tuple[str, ...]
    """Tokens clicked in order; a token starting with ``+`` is typed into the field instead."""
    verdict: str
    """How a line of the verdict begins under the default readings."""
    rule: str
    """A rule id the verdict links under that reading."""
    reading: tuple[str, str]
    """A house rule that changes the verdict."""
    changed: str
    """How a line of the verdict begins under that reading."""
    typed: tuple[tuple[str, str], ...] = ()
    """Other fields typed (field, text)."""


PATHS = (
    # R2 R3 R4 is a red run; the Emperor alone counts as a Forbidden card (emperor.forbidden=always), and a hand
    # whose only Forbidden card is one may not go Cheng. Counted only beside a real Forbidden card, it is a free
    # card: the hand may go Cheng.
    Path(
        "forbidden",
        "check",
        "hand",
        ("R2", "R3", "R4", "EM"),
        "verdict: complete, but the player may not go Cheng",
        "forbidden.score.cheng-bonus",
        ("emperor.forbidden", "with-real-forbidden"),
        "verdict: complete — the player may go Cheng",
    ),
    # 123m 456p 789s EE beside an exposed pung of red dragons: four sets and a pair. Points: the dragon pung 4, the
    # pair of the winner's own wind (East) 2, the winning bonus 10 = 16, doubled for a pung of dragons = 32. With a
    # winning bonus of 20: (4 + 2 + 20) x 2 = 52.
    Path(
        "mahjong",
        "check",
        "hand",
        ("1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E"),
        "score 32",
        "mahjong.score.pung",
        ("score.winner-bonus", "20"),
        "score 52",
    ),
    # A score pile 4a 4b 4c E E: a Three of a Kind (5), a Pair (2) and Characters (1) = 8; when a pair beside a
    # three is not counted, 5 + 1 = 6.
    Path(
        "tzq",
        "check",
        "pile",
        ("4a", "4b", "4c", "E", "E"),
        "points 8",
        "tzq.score.three-of-a-kind",
        ("score.pair-beside-three", "not-counted"),
        "points 6",
    ),
    # Yellow crane 1 on piles topped by yellow crane 4, blue dragon 1 and blue crane 2: on each it makes a run of
    # three, so it has no legal place; when "fits no pile" means "has no legal place", it may go on any pile.
    Path(
        "laopengh",
        "check",
        "hand",
        ("CY1", "DR2"),
        "CY1 on pile 0: illegal: makes a run of three",
        "laopengh.place.free",
        ("place.fits-no-pile", "no-legal-place"),
        "CY1 on pile 0: legal: fits no pile",
    ),
    # Red on 13 draws a 3: 13 to 16, blue's slide triangle, and slides on to 19, bumping blue's pawn on 17 back to
    # START: the one legal move. When sliding is optional, red may also stop on 16 and leave blue where it is: two.
    Path(
        "sorry",
        "moves",
        "pawns",
        ("R:", "+13", "B:", "+17"),
        "1 legal move:",
        "sorry.card.forward",
        ("slide.choice", "optional"),
        "2 legal moves:",
        (("card", "3"),),
    ),
)


SHOWS = "line => document.getElementById('verdict').innerText.split('\\n').some(shown => shown.trim().startsWith(line))"
"""Whether a line of the verdict begins with ``line`` (the lines that say a deciding reading's answer begin with
"decided by")."""


def shows(page: Any, line: str) -> bool:
    return bool(page.evaluate(SHOWS, line))


def answered(page: Any) -> None:
    page.wait_for_function("document.body.dataset.state === 'answered' || document.body.dataset.state === 'refused'")


def verdict_of(page: Any) -> str:
    answered(page)
    text: str = page.inner_text("#verdict")
    return text


def build(page: Any, path: Path) -> None:
    page.select_option("#command", path.command)
    for name, text in path.typed:
        page.locator(f"#field-{name}").fill(text)
    field = page.locator(f"#field-{path.field}")
    field.click()
    page.click("#clear")
    assert field.input_value() == ""
    for token in path.clicks:
        if token.startswith("+"):
            field.fill(f"{field.input_value()} {token[1:]}")
        else:
            page.click(f"button.palette-card[data-token='{token}']")
    answered(page)  # the verdict of what was built, not the one before


@pytest.mark.parametrize("path", PATHS, ids=[path.game for path in PATHS])
def test_a_player_builds_a_ruling_by_clicks_toggles_a_house_rule_follows_a_rule_and_shares_it(
    browser: Any, desk: str, path: Path
) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(WAIT_MS)
    try:
        page.goto(f"{desk}/{path.game}")
        answered(page)
        build(page, path)
        page.wait_for_function(SHOWS, arg=path.verdict)
        assert not shows(page, path.changed)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"desk-{path.game}.png"), full_page=False)

        key, option = path.reading
        page.select_option(f"[id='reading-{key}']", option)
        page.wait_for_function(SHOWS, arg=path.changed)
        assert not shows(page, path.verdict)
        assert f"{key}={option}" in page.inner_text("#in-force")
        assert f"reading={key}%3D{option}" in page.url, "the address holds the house rule"

        shared = page.url
        other = browser.new_page(viewport={"width": 1280, "height": 900})
        other.set_default_timeout(WAIT_MS)
        try:
            other.goto(shared)
            assert verdict_of(other) == verdict_of(page), "the shared address shows the same ruling"
            assert (
                other.locator(f"#field-{path.field}").input_value()
                == page.locator(f"#field-{path.field}").input_value()
            )
            assert other.locator(f"[id='reading-{key}']").input_value() == option
        finally:
            other.close()

        link = page.locator(f"#verdict a.rule[data-rule='{path.rule}']").first
        link.click()
        page.wait_for_url(f"**/{path.game}/rulebook#*")
        target = page.locator(":target")
        assert target.is_visible(), "the rule's link lands on its clause"
        assert target.locator(f"details.rule[data-rule='{path.rule}']").count() == 1, "the clause holds the rule"
    finally:
        page.close()


def test_a_hand_is_built_with_tab_and_enter_alone(browser: Any, desk: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(WAIT_MS)
    try:
        page.goto(f"{desk}/forbidden")
        answered(page)
        hand = page.locator("#field-hand")
        hand.focus()
        hand.press("Control+a")
        hand.press("Delete")
        # Tab from the last field onto the palette: red 2 is the first card, red 3 the next, red 4 the one after
        names = []
        while page.evaluate("document.activeElement.getAttribute('aria-label')") != "red 2":
            page.keyboard.press("Tab")
            names.append(page.evaluate("document.activeElement.id || document.activeElement.textContent"))
            assert len(names) < 40, f"Tab never reached the first card: {names}"
        for _ in range(3):
            page.keyboard.press("Enter")
            page.keyboard.press("Tab")
        assert hand.input_value() == "R2 R3 R4"
        # a run of three red cards, no Forbidden card: complete, and the player may go Cheng
        page.wait_for_function(SHOWS, arg="verdict: complete — the player may go Cheng")
        page.screenshot(path=str(SCREENSHOTS / "desk-keyboard.png"), full_page=False)
    finally:
        page.close()


def test_a_fifth_copy_is_refused_at_once_with_the_reason(browser: Any, desk: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(WAIT_MS)
    try:
        page.goto(f"{desk}/forbidden")
        answered(page)
        page.locator("#field-hand").fill("R2 R2 R2 R2 R2")  # the deck holds four copies of each number card
        page.wait_for_function("() => document.body.dataset.state === 'refused'")
        refusal = page.locator("#refusal")
        assert refusal.is_visible()
        assert "too many copies of R2: 5 given, the deck holds 4" in refusal.inner_text()
        assert page.inner_text("#verdict") == ""
        page.screenshot(path=str(SCREENSHOTS / "desk-refused.png"), full_page=False)
    finally:
        page.close()


# SORRY! on its board: red 13 and blue 17 placed by clicks, card 3. As the player's path above: red's 3 lands on
# blue's slide triangle 16 and slides to 19, bumping blue's pawn on 17: the one legal move.
SORRY_PAWNS = "R:13 B:17"
SORRY_VERDICT = (
    "R:13 B:17 · card 3 · red to move",
    "1 legal move:",
    "R 13-16  -> R:19 B:  (R slides 16-19; bumps B from 17)",
)


def held(page: Any) -> list[tuple[str, str]]:
    """The regions of the board that show a pawn: (its colour, its place)."""
    found: list[list[str]] = page.evaluate(
        "Array.from(document.querySelectorAll('.palette-board [data-held]'))"
        ".map(region => [region.dataset.held, region.dataset.token])"
    )
    return sorted((colour, place) for colour, place in found)


def test_a_sorry_position_is_placed_on_the_board_by_clicks(browser: Any, desk: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 1100})
    page.set_default_timeout(WAIT_MS)
    try:
        page.goto(f"{desk}/sorry")
        answered(page)
        page.locator("#field-card").fill("3")
        pawns = page.locator("#field-pawns")
        pawns.click()
        page.click("#clear")
        board = page.locator("figure.palette-board")
        page.click("button.palette-card[data-token='R:']")
        assert page.get_attribute("button.palette-card[data-token='R:']", "aria-pressed") == "true"
        board.locator("[data-token='13']").click()
        page.click("button.palette-card[data-token='B:']")
        board.locator("[data-token='17']").click()
        assert pawns.input_value() == SORRY_PAWNS
        answered(page)
        assert all(shows(page, line) for line in SORRY_VERDICT), verdict_of(page)
        assert held(page) == [("B", "17"), ("R", "13")], "each pawn drawn on its square"
        page.screenshot(path=str(SCREENSHOTS / "desk-sorry-board.png"), full_page=False)
        # a second click on blue's square takes the pawn back to START; a third puts it there again
        board.locator("[data-token='17']").click()
        assert pawns.input_value() == "R:13 B:"
        assert held(page) == [("R", "13")]
        board.locator("[data-token='17']").click()
        assert pawns.input_value() == SORRY_PAWNS
        # a safety square is its own colour's whichever colour is chosen: green's S2 places a green pawn
        board.locator("[data-key='G'][data-token='S2']").click()
        assert pawns.input_value() == f"{SORRY_PAWNS} G:S2"
    finally:
        page.close()


def tab_to(page: Any, label: str, backward: bool = False) -> None:
    """Tab (or Shift+Tab) until the element named ``label`` has the focus (bounded: a hang guard)."""
    for _ in range(200):
        if page.evaluate("document.activeElement.getAttribute('aria-label') || document.activeElement.id") == label:
            return
        page.keyboard.press("Shift+Tab" if backward else "Tab")
    raise AssertionError(f"Tab never reached {label!r}")


def test_a_sorry_position_is_placed_on_the_board_with_the_keyboard_alone(browser: Any, desk: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 1100})
    page.set_default_timeout(WAIT_MS)
    try:
        page.goto(f"{desk}/sorry")
        answered(page)
        tab_to(page, "field-card")
        page.keyboard.press("Control+a")
        page.keyboard.type("3")
        tab_to(page, "field-pawns", backward=True)
        page.keyboard.press("Control+a")
        page.keyboard.press("Delete")
        tab_to(page, "red pawn")
        page.keyboard.press("Enter")
        tab_to(page, "square 13")
        page.keyboard.press("Enter")
        tab_to(page, "blue START: choose blue pawns", backward=True)
        page.keyboard.press("Space")
        tab_to(page, "square 17")
        page.keyboard.press("Space")
        assert page.locator("#field-pawns").input_value() == SORRY_PAWNS
        answered(page)
        assert all(shows(page, line) for line in SORRY_VERDICT), verdict_of(page)
    finally:
        page.close()


def test_lao_pengh_cards_are_clicked_onto_one_of_three_piles(browser: Any, desk: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 1100})
    page.set_default_timeout(WAIT_MS)
    asked: list[dict[str, Any]] = []
    page.on("request", lambda request: asked.append(request.post_data_json) if request.method == "POST" else None)
    try:
        page.goto(f"{desk}/laopengh")
        answered(page)
        page.locator("#field-hand").fill("CY1")
        # the example's piles: CY3 CY4 / DR1 DB1 / CR2 CB2, one input each; yellow crane 1 makes a run of three on
        # each (all cranes on CY3 CY4 and on CR2 CB2, all ones on DR1 DB1)
        assert [page.locator(f"#field-piles-{pile}").input_value() for pile in range(3)] == [
            "CY3 CY4",
            "DR1 DB1",
            "CR2 CB2",
        ]
        answered(page)
        assert shows(page, "CY1 on pile 2: illegal: makes a run of three"), verdict_of(page)
        pile = page.locator("#field-piles-2")
        pile.click()
        page.click("#clear")
        assert page.inner_text("#target") == "piles 2"
        page.click("button.palette-card[data-token='DB3']")
        page.click("button.palette-card[data-token='CR1']")
        assert pile.input_value() == "DB3 CR1"
        # on CR1 it shares the theme and the number; DB3 CR1 CY1 is neither one theme, one colour nor one number:
        # legal there; the other two piles are as they were
        answered(page)
        assert shows(page, "CY1 on pile 2: legal: shares an attribute with the top card"), verdict_of(page)
        assert shows(page, "CY1 on pile 0: illegal: makes a run of three")
        last = [body for body in asked if body is not None and "piles" in body][-1]
        assert last["piles"] == [["CY3", "CY4"], ["DR1", "DB1"], ["DB3", "CR1"]]
        assert last["hand"] == ["CY1"]
        page.screenshot(path=str(SCREENSHOTS / "desk-laopengh-piles.png"), full_page=False)
        # the shared address holds the three piles
        other = browser.new_page(viewport={"width": 1280, "height": 1100})
        other.set_default_timeout(WAIT_MS)
        try:
            other.goto(page.url)
            answered(other)
            assert other.locator("#field-piles-2").input_value() == "DB3 CR1"
            assert verdict_of(other) == verdict_of(page)
        finally:
            other.close()
    finally:
        page.close()
