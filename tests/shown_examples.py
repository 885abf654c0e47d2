"""The examples a committed rule document shows under each rule, read back from ``docs/<game>.md``.

A rule document lists under each rule's heading its examples as ``- *HEADING*: ... (case `ID`...)``, where HEADING
is ``accepts``, ``refuses``, ``applies`` or ``does not apply``. The tests read what a player reads — the committed
Markdown (``rulebook generate --check`` keeps it equal to what the generator writes) — and look each case up in the
committed corpus, so the examples can be run through the engine again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from rulebook.core.cases import Case
from tests.committed import committed_corpora

DOCS = Path(__file__).resolve().parents[1] / "docs"
_RULE_HEADING = re.compile(r"^### (?:.* — )?`([a-z0-9][a-z0-9.\-]*)`$")
_EXAMPLE = re.compile(r"^- \*(accepts|refuses|applies|does not apply)\*: .*\(case `([^`]+)`")


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
        heading = _RULE_HEADING.match(line)
        if heading:
            rule = heading.group(1)
            continue
        found = _EXAMPLE.match(line)
        if found:
            shown.append(ShownExample(rule, found.group(1), cases[found.group(2)]))
    return shown
