"""The rule documentation renders in a real browser: every picture has a size, every glyph has a font, no table
cell breaks a word, nothing overflows.

Headless Chromium (Debian's ``chromium``, driven by Playwright with ``executable_path``) opens the committed
every registered game's ``docs/<game>.html`` from disk, as a reader would, at a desktop and a phone width, and
saves a screenshot of each to ``artifacts/screenshots/`` (git-ignored; CI keeps the folder). ``.ci/run`` installs
Chromium; on a machine without it the tests are skipped with the reason, never passed silently.

The glyph check (issue 14: no character may fall back to a missing-glyph box, the mahjong tiles' characters among
them) and the word check are :mod:`tests.browser.page_checks`; they are tried first on tiny pages that must fail.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.register import rule_ids
from rulebook.registry import game_ids
from tests.browser.page_checks import broken_words, missing_glyphs

ROOT = Path(__file__).resolve().parents[2]
PAGES = {game: ROOT / "docs" / f"{game}.html" for game in game_ids()}
PICTURES = "svg.tile, svg.card, svg.board"
"""What a page draws its tiles, cards or boards as (each game's pictures carry one of these classes)."""
SCREENSHOTS = ROOT / "artifacts" / "screenshots"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
WIDTHS = (1280, 420)
"""A desktop window and a phone-sized one."""

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield launched
        finally:
            launched.close()


def open_page(browser: Any, width: int, html: str | None = None, path: Path | None = None) -> Any:
    page = browser.new_page(viewport={"width": width, "height": 900})
    if path is not None:
        page.goto(path.as_uri())
    else:
        page.set_content(html or "")
    return page


def _has_chinese_font() -> bool:
    """Whether fontconfig knows a font for Chinese (then a CJK character is no missing glyph here)."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return False
    listed = subprocess.run([fc_list, ":lang=zh", "family"], capture_output=True, text=True, check=False)
    return bool(listed.stdout.strip())


# --- the checks, on pages made to fail them ---------------------------------------------------------------------


def test_the_glyph_check_finds_a_character_no_font_draws(browser: Any) -> None:
    # U+0380 is unassigned in Unicode: no font has it, in a paragraph or in an SVG <text>.
    page = open_page(browser, 600, "<p>Tiles: \u0380 and A</p><svg><text x='5' y='20'>B \u0381</text></svg>")
    found = {item["code"] for item in missing_glyphs(page)}
    assert found == {"U+0380", "U+0381"}


def test_the_glyph_check_passes_latin_text_and_punctuation(browser: Any) -> None:
    page = open_page(browser, 600, "<p>Cheng — “five” · 5p → wins…</p><svg><text x='5' y='20'>E 9m</text></svg>")
    assert missing_glyphs(page) == []


@pytest.mark.skipif(_has_chinese_font(), reason="a Chinese font is installed: 萬 has a glyph here")
def test_the_glyph_check_finds_a_chinese_character_written_as_text(browser: Any) -> None:
    # What the mahjong page did before issue 14: the tile's character as text in a CJK font this machine lacks.
    page = open_page(browser, 600, "<svg><text font-family=\"'Noto Serif CJK SC',serif\" y='20'>萬</text></svg>")
    assert [item["character"] for item in missing_glyphs(page)] == ["萬"]


def test_the_word_check_finds_a_word_broken_inside_a_cell(browser: Any) -> None:
    cells = "<td>winning_one_suit_exhaustive</td><td>bug-class, exhaustive</td>"
    broken = open_page(browser, 420, f"<table style='width:120px;overflow-wrap:anywhere'><tr>{cells}</tr></table>")
    assert {item["word"] for item in broken_words(broken)} >= {"winning_one_suit_exhaustive"}
    hyphen = open_page(browser, 420, "<table style='width:40px'><tr><td>bug-class</td></tr></table>")
    assert [item["word"] for item in broken_words(hyphen)] == ["bug-class"]
    whole = open_page(browser, 420, "<table><tr><td>one two three</td></tr></table>")
    assert broken_words(whole) == []


# --- the committed pages ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game", sorted(PAGES))
def test_the_html_docs_render_every_picture_every_glyph_and_fit_the_window(browser: Any, game: str, width: int) -> None:
    path = PAGES[game]
    if not path.is_file():
        pytest.skip(f"{path.relative_to(ROOT)} is not generated yet (`rulebook generate` writes it)")
    page = open_page(browser, width, path=path)
    try:
        sizes = "pictures => pictures.map(p => [p.getBoundingClientRect().width, p.getBoundingClientRect().height])"
        boxes = page.eval_on_selector_all(PICTURES, sizes)
        assert len(boxes) >= 34, "the page draws the examples (and the mahjong page every tile kind)"
        assert all(w > 0 and h > 0 for w, h in boxes), "every picture has a size"
        assert missing_glyphs(page) == [], "a character is drawn by no font (a missing-glyph box)"
        assert broken_words(page) == [], "a table cell breaks a word"
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the page is {overflow}px wider than a {width}px window"
        sections = page.eval_on_selector_all("section.rule", "sections => sections.map(s => s.id)")
        assert sections == list(rule_ids(game))
        links = page.eval_on_selector_all("nav.toc a", "links => links.map(a => a.getAttribute('href'))")
        assert {f"#{rule}" for rule in rule_ids(game)} <= set(links), "the contents link every rule"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shot = SCREENSHOTS / f"{game}-{width}.png"
        page.screenshot(path=str(shot), full_page=False)
        assert shot.stat().st_size > 10_000  # a page was painted
        page.evaluate(f"document.getElementById({rule_ids(game)[0]!r}).scrollIntoView()")  # the first rule's examples
        page.screenshot(path=str(SCREENSHOTS / f"{game}-{width}-rules.png"), full_page=False)
    finally:
        page.close()
