"""The rule documentation renders in a real browser: every card or tile picture has a size, nothing overflows.

Headless Chromium (Debian's ``chromium``, driven by Playwright with ``executable_path``) opens the committed
``docs/forbidden.html`` and ``docs/mahjong.html`` from disk, as a reader would, and takes a screenshot.
``.ci/run`` installs Chromium; on a machine without it the test is skipped with the reason, never passed silently.
The mahjong page is skipped until ``rulebook generate`` has written it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulebook.core.register import rule_ids

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "forbidden.html"
MAHJONG_PAGE = ROOT / "docs" / "mahjong.html"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
WIDTHS = (1280, 420)
"""A desktop window and a phone-sized one."""


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")
@pytest.mark.parametrize("width", WIDTHS)
def test_the_html_docs_render_every_card_and_fit_the_window(width: int, tmp_path: Path) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": width, "height": 900})
            page.goto(PAGE.as_uri())
            boxes = page.eval_on_selector_all(
                "svg.card",
                "cards => cards.map(card => [card.getBoundingClientRect().width, card.getBoundingClientRect().height])",
            )
            assert len(boxes) >= 20, "the page draws the examples as cards"
            assert all(w > 0 and h > 0 for w, h in boxes), "every card picture has a size"
            overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"the page is {overflow}px wider than a {width}px window"
            rules = page.eval_on_selector_all("section.rule", "sections => sections.length")
            assert rules >= 30
            shot = tmp_path / f"forbidden-{width}.png"
            page.screenshot(path=str(shot), full_page=False)
            assert shot.stat().st_size > 10_000  # a page was painted
        finally:
            browser.close()


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")
@pytest.mark.parametrize("width", WIDTHS)
def test_the_mahjong_docs_render_every_tile_and_fit_the_window(width: int, tmp_path: Path) -> None:
    if not MAHJONG_PAGE.is_file():
        pytest.skip(f"{MAHJONG_PAGE.relative_to(ROOT)} is not generated yet (`rulebook generate` writes it)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": width, "height": 900})
            page.goto(MAHJONG_PAGE.as_uri())
            boxes = page.eval_on_selector_all(
                "svg.tile",
                "tiles => tiles.map(tile => [tile.getBoundingClientRect().width, tile.getBoundingClientRect().height])",
            )
            assert len(boxes) >= 34, "the page draws every tile kind and the examples as tiles"
            assert all(w > 0 and h > 0 for w, h in boxes), "every tile picture has a size"
            overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"the page is {overflow}px wider than a {width}px window"
            rules = page.eval_on_selector_all("section.rule", "sections => sections.length")
            assert rules == len(rule_ids("mahjong"))
            shot = tmp_path / f"mahjong-{width}.png"
            page.screenshot(path=str(shot), full_page=False)
            assert shot.stat().st_size > 10_000  # a page was painted
        finally:
            browser.close()
