"""How a rule document heads a rule, and the examples a committed one shows under each rule, read back.

A rule is headed by its words alone (issue 44): in ``docs/<game>.md`` its anchor ``<a id="RULE"></a>`` then
``### TITLE``, in ``docs/<game>.html`` ``<h3 title="RULE">TITLE</h3>`` (the id a tooltip); the rule id, the
encodings, the case counts and families follow the examples in a ``<details>`` line (:func:`details_line`). Under
the heading the examples are listed as ``- *HEADING*: ... <sub>(case `ID`)</sub>``, where HEADING is ``accepts``,
``refuses``, ``applies`` or ``does not apply``. The tests read what a player reads — the committed Markdown
(``rulebook generate --check`` keeps it equal to what the generator writes) — and look each case up in the committed
corpus, so the examples can be run through the engine again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markupsafe import escape

from rulebook.core.corpus.cases import Case
from rulebook.core.register import Rule
from rulebook.registry import game as registered
from tests.committed import committed_corpora

DOCS = Path(__file__).resolve().parents[1] / "docs"
_RULE_ANCHOR = re.compile(r'^<a id="([a-z0-9][a-z0-9.\-]*)"></a>$')
_EXAMPLE = re.compile(r"^- \*(accepts|refuses|applies|does not apply)\*: .* <sub>\(case `([^`]+)`\)</sub>$")


def markdown_heading(rule: Rule) -> str:
    """The lines that head ``rule`` in ``docs/<game>.md``: its anchor, then its title and nothing else."""
    return f'<a id="{rule.id}"></a>\n### {rule.title}\n'


def html_heading(rule: Rule) -> str:
    """The heading of ``rule`` in ``docs/<game>.html``: its title, the id a tooltip."""
    return f'<h3 title="{rule.id}">{escape(rule.title)}</h3>'


def details_line(rule: Rule, html: bool = False) -> str:
    """The summary of the ``<details>`` line that holds ``rule``'s id (Markdown, or ``html``)."""
    if html:
        return f"<summary>rule <code>{rule.id}</code></summary>"
    return f"<summary><sub>rule <code>{rule.id}</code></sub></summary>"


def html_rule_section(html: str, rule: str) -> str:
    """The ``<section>`` of one rule in a rule document's HTML."""
    return html.split(f'<section class="rule" id="{rule}">')[1].split("</section>")[0]


@dataclass(frozen=True)
class ShownExample:
    """One example of a rule document: the rule it is shown under, its heading and its case."""

    rule: str
    heading: str
    case: Case


def rule_section(markdown: str, rule: str) -> str:
    """The part of a rule document under one rule: from its anchor to the next rule's (or the next section)."""
    return markdown.split(f'<a id="{rule}"></a>\n')[1].split('<a id="')[0].split("\n## ")[0]


def shown_examples(game: str) -> list[ShownExample]:
    """Every example shown under a rule of ``docs/<game>.md`` (the readings' witnesses are not rule examples)."""
    cases = {case.id: case for corpus in committed_corpora(game) for case in corpus.cases}
    text = (DOCS / f"{game}.md").read_text(encoding="utf-8")
    rules_part = text.split("\n## Rules\n", 1)[1].split("\n## Readings\n", 1)[0]
    shown = []
    rule = ""
    for line in rules_part.splitlines():
        heading = _RULE_ANCHOR.match(line)
        if heading:
            rule = heading.group(1)
            continue
        found = _EXAMPLE.match(line)
        if found:
            shown.append(ShownExample(rule, found.group(1), cases[found.group(2)]))
    return shown


Grants = Callable[[str, str, Any], bool | None]
"""``(rule, question, the engine's answer) -> bool | None``: whether the answer grants what the question asks
(the hand may go Cheng, wins, a claim of the rule's shape is open, ...), or ``None`` where it has no yes or no."""


def misplaced_examples(game: str, grants: Grants) -> list[str]:
    """Every example of ``docs/<game>.md`` shown under the wrong heading, the engine answering its case again.

    Under "accepts" the engine must grant what the case asks, under "refuses" it must not; "applies" and "does not
    apply" are for answers with no yes or no, or a rule that only changes a score on an answer granted anyway — an
    example there whose answer would have fitted "accepts" or "refuses" is misplaced too.
    """
    shown = shown_examples(game)
    headings = {example.heading for example in shown}
    assert {"accepts", "refuses"} <= headings and len(shown) >= 30
    wrong = []
    for example in shown:
        case = example.case
        assert example.rule in case.rules, (example.rule, case.id)
        answer = registered(game).answer("engine", case.question, case.input, case.readings)
        assert answer == case.expected, case.id
        granted = grants(example.rule, case.question, answer)
        expected = {"accepts": True, "refuses": False}.get(example.heading)
        if expected is not None and granted is not expected:
            wrong.append(f"{example.rule}: {case.id} shown under {example.heading}")
        if expected is None and granted is not None and granted is (example.heading == "applies"):
            wrong.append(f"{example.rule}: {case.id} shown under {example.heading}, where accepts/refuses fits")
    return wrong
