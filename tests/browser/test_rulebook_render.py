"""The annotated rulebooks (``docs/<game>-rulebook.html``) in a real browser, used as a reader uses them.

For every registered game, at a desktop and a phone width: every clause of the clause map is on the page in printed
order, every glyph has a font (SORRY!'s Icelandic letters among them), nothing overflows the window; a click on an
open point unfolds its options, evidence and proposed wording, the keyboard (Tab to a rule, Enter) unfolds a rule's
statement, and the rule's link leads to that rule in ``docs/<game>.html``. Screenshots go to ``artifacts/screenshots``.
Skipped, with the reason, where Chromium is missing (the fixtures of :mod:`tests.browser.test_docs_render`).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.clauses import clause_map
from rulebook.registry import game_ids
from tests.browser.page_checks import missing_glyphs
from tests.browser.test_docs_render import CHROMIUM, ROOT, SCREENSHOTS, WIDTHS, browser, open_page

__all__ = ["browser"]  # the fixture, shared

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game", game_ids())
def test_the_annotated_rulebook_shows_every_clause_and_unfolds_on_click_and_key(
    browser: Any, game: str, width: int
) -> None:
    path = ROOT / "docs" / f"{game}-rulebook.html"
    page = open_page(browser, width, path=path)
    try:
        shown = page.eval_on_selector_all("div.clause", "clauses => clauses.map(c => c.id)")
        assert shown == [clause.id for clause in clause_map(game).clauses]
        assert missing_glyphs(page) == [], "a character is drawn by no font"
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the page is {overflow}px wider than a {width}px window"

        point = page.locator("details.open-point").first
        point.scroll_into_view_if_needed()
        assert not point.evaluate("d => d.open")
        point.locator("summary").click()
        assert point.evaluate("d => d.open"), "a click on an open point unfolds it"
        assert "Proposed wording" in point.inner_text()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{game}-rulebook-{width}.png"), full_page=False)

        rule = page.locator("details.rule").first
        rule.locator("summary").focus()
        page.keyboard.press("Enter")
        assert rule.evaluate("d => d.open"), "Enter on a focused rule unfolds its statement"
        rule_id = rule.get_attribute("data-rule")
        rule.locator("summary a").click()
        page.wait_for_load_state()
        assert page.url.endswith(f"/docs/{game}.html#{rule_id}"), "the rule's link leads to the rule"
        assert page.locator(f"section.rule[id='{rule_id}']").is_visible()
    finally:
        page.close()
