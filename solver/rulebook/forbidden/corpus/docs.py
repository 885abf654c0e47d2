"""The FORBIDDEN rule documentation, rendered from the register, the readings and the corpus.

``docs/forbidden.md`` and ``docs/forbidden.html`` (self-contained: inline styles and SVG card faces) list every rule
in the order of the rulebook with its section, statement, the readings it depends on and examples from the corpus
drawn as cards; every reading with its question, options, default, evidence and witness; and a coverage table
(rule → cases that accept and refuse). Nothing here is written by hand: edit ``spec/forbidden.toml`` or the case
sources and regenerate.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.doc_examples import Shown, readings_text
from rulebook.core.corpus.generate import GeneratedFile, rule_documents
from rulebook.core.corpus.rule_docs import Drawing, page_context
from rulebook.forbidden.corpus.pictures import cards_svg

GAME = "forbidden"


@dataclass(frozen=True)
class Example(Shown):
    """A corpus case shown under a rule or a reading: the cards, the readings, the answer in words."""

    hand: str = ""
    laid: tuple[str, ...] = ()
    table_forbidden: int = 0

    @property
    def summary(self) -> str:
        """The cards in one line of Markdown: the hand, each laid set, the Forbidden cards claimed."""
        laid = "".join(f" + laid `{cards}`" for cards in self.laid)
        claimed = f" + {self.table_forbidden} Forbidden claimed" if self.table_forbidden else ""
        return f"`{self.hand or '(no card)'}`{laid}{claimed}"

    @property
    def hand_svg(self) -> str:
        """The hand drawn as cards (HTML)."""
        return cards_svg(self.hand) if self.hand else '<span class="none">no card in hand</span>'

    @property
    def laid_svgs(self) -> list[str]:
        """Each laid set drawn as cards (HTML)."""
        return [cards_svg(cards) for cards in self.laid]


def answer_words(case: Case) -> str:
    """A case's expected answer in words."""
    expected = case.expected
    if case.question == "hand":
        cheng = f"may go Cheng, scoring {expected['cheng_score']}" if expected["may_cheng"] else "may not go Cheng"
        return f"{cheng}; scores {expected['other_score']} when another player goes Cheng"
    if case.question == "discards":
        options = [option or "no discard" for option in expected["cheng_discards"]]
        return "goes Cheng after: " + ("; ".join(options) if options else "no discard choice")
    if case.question == "position":
        return (
            "a position of the game" if expected["position"] else "not a position of the game (the deck cannot give it)"
        )
    return json.dumps(expected)[:200]


def grants(question: str, answer: Any, rule: str | None = None) -> bool | None:
    """Whether the answer grants what the question asks: a Cheng (``hand``, ``discards``) or a position.

    The same for every ``rule``: each hand rule decides, with the others, whether the hand may go Cheng. (The
    readings of FORBIDDEN are hand and play families of their own, whose outcomes their builders set.)
    """
    if question == "hand":
        return bool(answer["may_cheng"])
    if question == "discards":
        return bool(answer["cheng_discards"])
    if question == "position":
        return bool(answer["position"])
    return None


def example(case: Case, shown: str = "") -> Example | None:
    """The case as an example with cards, or ``None`` for a position of play (too large to draw inline)."""
    data = case.input
    if "hand" not in data:
        return None
    return Example(
        case,
        answer_words(case),
        readings_text(case.readings),
        shown,
        hand=str(data["hand"]),
        laid=tuple(data.get("laid", ())),
        table_forbidden=int(data.get("table_forbidden", 0)),
    )


def _size(case: Case) -> tuple[bool, int, str]:
    """Cases under the default readings first, then by the number of cards in hand.

    Counted in cards in hand, what the picture shows first, not in JSON as the core's
    :func:`~rulebook.core.corpus.rule_docs.plainest_first` counts.
    """
    return (bool(case.readings), len(str(case.input["hand"]).split()), case.id)


DRAWING = Drawing(grants, example, _size, witnesses_shown=None, drawable=lambda case: "hand" in case.input)
"""How the rule documents show a case: a hand drawn as cards; a position of play is not drawn (a reading counts
its witnesses that are positions)."""


def context(corpora: Sequence[Corpus]) -> dict[str, Any]:
    """Everything the templates show."""
    return page_context(GAME, corpora, DRAWING)


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/forbidden.md`` and ``docs/forbidden.html``."""
    return rule_documents(GAME, context(corpora))


__all__ = ["answer_words", "context", "documents", "example", "grants"]
