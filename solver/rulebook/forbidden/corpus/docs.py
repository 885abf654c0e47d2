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

from rulebook.core.cases import Case, Corpus
from rulebook.core.generate import GeneratedFile, rule_documents
from rulebook.core.register import reading_keys
from rulebook.core.rule_docs import family_rows, reading_witnesses, rule_examples, rule_rows
from rulebook.forbidden.corpus.pictures import cards_svg

GAME = "forbidden"
EXAMPLES_PER_RULE = 2


@dataclass(frozen=True)
class Example:
    """A corpus case shown under a rule or a reading: the cards, the readings, the answer in words."""

    case: Case
    hand: str
    laid: tuple[str, ...]
    table_forbidden: int
    answer: str
    readings: str
    shown: str = ""
    """The heading it is shown under (``accepts``, ``refuses``, ``applies``, ``does not apply``); none for a witness."""

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


def granted(rule: str, case: Case) -> bool | None:
    """Whether the expected answer grants what the question asks: a Cheng (``hand``, ``discards``) or a position.

    The same for every ``rule``: each hand rule decides, with the others, whether the hand may go Cheng.
    """
    expected = case.expected
    if case.question == "hand":
        return bool(expected["may_cheng"])
    if case.question == "discards":
        return bool(expected["cheng_discards"])
    if case.question == "position":
        return bool(expected["position"])
    return None


def example(case: Case, shown: str = "") -> Example | None:
    """The case as an example with cards, or ``None`` for a position of play (too large to draw inline)."""
    data = case.input
    if "hand" not in data:
        return None
    readings = ", ".join(f"{key}={value}" for key, value in sorted(case.readings.items())) or "the defaults"
    return Example(
        case=case,
        hand=str(data["hand"]),
        laid=tuple(data.get("laid", ())),
        table_forbidden=int(data.get("table_forbidden", 0)),
        answer=answer_words(case),
        readings=readings,
        shown=shown,
    )


def _rule_examples(rule: str, cases: Sequence[Case]) -> list[Example]:
    """Up to two hand examples of a rule: one it accepts and one it refuses, under the defaults and smallest first.

    An example is shown under ``refuses`` only when its hand may not go Cheng (or is no position of the game), and
    under ``accepts`` only when it may; a scoring rule's case on a hand that goes Cheng anyway is shown as ``does
    not apply`` (:func:`rulebook.core.rule_docs.shown_as`).
    """
    drawable = [case for case in cases if "hand" in case.input]
    chosen = rule_examples(rule, drawable, granted, _size)
    return [found for case, shown in chosen if (found := example(case, shown)) is not None][:EXAMPLES_PER_RULE]


def _size(case: Case) -> tuple[bool, int, str]:
    """Cases under the default readings first, then by the number of cards in hand."""
    return (bool(case.readings), len(str(case.input["hand"]).split()), case.id)


def context(corpora: Sequence[Corpus]) -> dict[str, Any]:
    """Everything the templates show."""
    cases = [case for corpus in corpora for case in corpus.cases]
    reading_entries = []
    for entry in reading_keys(GAME):
        witnesses = reading_witnesses(entry.key, cases)
        shown = [found for found in map(example, witnesses) if found is not None]
        reading_entries.append({"entry": entry, "witnesses": shown, "positions": len(witnesses) - len(shown)})
    return {
        "title": "FORBIDDEN",
        "rules": rule_rows(GAME, corpora, _rule_examples),
        "readings": reading_entries,
        "families": family_rows(corpora),
        "total": len(cases),
    }


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/forbidden.md`` and ``docs/forbidden.html``."""
    return rule_documents("forbidden", "rules", context(corpora))


__all__ = ["answer_words", "context", "documents", "example", "granted"]
