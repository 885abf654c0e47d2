"""The game-independent parts of the generated rule documentation: what each rule and reading shows from a corpus.

Each game draws its own examples (cards, tiles, boards) and says how (:class:`Drawing`); the page's title and
rulebook, the counts behind a rule, the witness cases of a reading, the list of corpus families, which cases a rule
shows and under which heading (``accepts`` and ``refuses`` only when the answer says the same, :func:`shown_as`),
and table text that wraps at spaces only are the same for every game and come from here (:func:`page_context`).

A rule's *accepts* example is a case where the rule applies by its answer, where the answer can say
(:mod:`rulebook.core.corpus.applied_rules`): such a case is chosen before any other the rule is tagged with, and the
documents are refused (:class:`~rulebook.core.errors.InputError`) when the one shown is not such a case.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any, TypeVar

from rulebook.core.corpus.applied_rules import AppliedRules, rules_applied, shown_problems
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.doc_examples import JSON_LIMIT, compact_json
from rulebook.core.corpus.grants import Granted, Grants, granted_by
from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys, rules
from rulebook.core.spec import load_spec


def rule_rows(
    game: str, corpora: Sequence[Corpus], examples: Callable[[str, Sequence[Case]], Sequence[Any]]
) -> list[dict[str, Any]]:
    """One row per rule of the game's register: its examples, the cases it accepts and refuses, their sources.

    ``examples(rule_id, cases)`` draws the game's own examples of the rule; the rest is counted from the corpora.
    """
    cases = [case for corpus in corpora for case in corpus.cases]
    rows: list[dict[str, Any]] = []
    for rule in rules(game):
        mine = [case for case in cases if rule.id in case.rules]
        sources = sorted({case.source for case in mine})
        families = sorted({corpus.family for corpus in corpora for case in corpus.cases if rule.id in case.rules})
        rows.append(
            {
                "rule": rule,
                "examples": list(examples(rule.id, cases)),
                "accepts": sum(case.outcome == "accepts" for case in mine),
                "refuses": sum(case.outcome == "refuses" for case in mine),
                "sources": sources,
                "sources_html": words_html(", ".join(sources)),
                "families": families,
                "families_html": words_html(", ".join(families)),
            }
        )
    return rows


_HYPHENATED = re.compile(r"\S*-\S*")


def words_html(text: str) -> str:
    """``text`` escaped for HTML, every word with a hyphen kept on one line (``<span class="word">``).

    A table cell wraps only at spaces: a browser would also break ``bug-class`` after its hyphen, which splits the
    word (issue 14). The pages style ``.word`` with ``white-space: nowrap``.
    """
    return _HYPHENATED.sub(lambda word: f'<span class="word">{word.group(0)}</span>', escape(text, quote=False))


SHOWN_AS = {
    ("accepts", True): "accepts",
    ("refuses", False): "refuses",
    ("accepts", False): "applies",
    ("accepts", None): "applies",
    ("refuses", True): "does not apply",
    ("refuses", None): "does not apply",
}
"""The heading an example is shown under: its outcome when the answer says the same, otherwise what the outcome
means for a rule that adds or takes away (a bonus, a doubling, a payment) without deciding the question."""

_Key = TypeVar("_Key")


def shown_as(rule: str, case: Case, granted: Granted) -> str:
    """The heading of an example: ``accepts`` or ``refuses`` only when the answer grants or refuses what is asked.

    A case refused by a scoring rule may still be a hand that wins (the bonus is not earned, the hand
    scores): it is shown as ``does not apply``, never under ``refuses``; a case a penalty accepts on a hand that
    may not win is shown as ``applies``.
    """
    return SHOWN_AS[(case.outcome, granted(rule, case))]


def _cannot_say(rule: str, case: Case) -> bool | None:
    return None


def rule_examples(
    rule: str,
    cases: Sequence[Case],
    granted: Granted,
    size: Callable[[Case], _Key],
    applies: Callable[[str, Case], bool | None] = _cannot_say,
) -> list[tuple[Case, str]]:
    """A rule's examples and their headings: the smallest case it accepts and the smallest it refuses.

    For each outcome, a case the rule is tagged with as ``accepts`` but whose answer says the rule did not apply
    (``applies``: :meth:`rulebook.core.corpus.applied_rules.RulesApplied.applies`) comes last (issue 44: a two-suit
    hand had been shown as the pure-suit doubling's example, being no larger than a pure-suit hand); then a case
    whose answer says the same as its outcome (a refused case whose hand does not win) before one whose answer does
    not; then the smallest by ``size``.
    """
    chosen = []
    for outcome in ("accepts", "refuses"):
        candidates = [case for case in cases if rule in case.rules and case.outcome == outcome]
        if candidates:
            best = min(
                candidates,
                key=lambda case: (
                    outcome == "accepts" and applies(rule, case) is False,
                    shown_as(rule, case, granted) != outcome,
                    size(case),
                ),
            )
            chosen.append((best, shown_as(rule, best, granted)))
    return chosen


def reading_witnesses(key: str, cases: Sequence[Case]) -> list[Case]:
    """The witness cases of a reading key: those assuming it, and their partners under the default readings.

    When two keys share a witness input, the default answer to it is listed once.
    """
    witnesses = [case for case in cases if case.source == "witness"]
    found = [case for case in witnesses if key in case.readings or _default_partner(case, key, cases)]
    # Two keys may share a witness input; the default answer to it is then shown once.
    seen: set[str] = set()
    unique = []
    for case in found:
        same = json.dumps([case.question, case.input, case.readings], sort_keys=True)
        if same not in seen:
            seen.add(same)
            unique.append(case)
    return unique


def reading_rows(
    game: str, cases: Sequence[Case], example: Callable[[Case], Any | None], shown: int | None = 10
) -> list[dict[str, Any]]:
    """One row per reading key of ``game``'s register: the entry, its first ``shown`` witnesses drawn, how many more.

    ``example`` draws a witness case the game's way (cards, tiles), or gives ``None`` for one it does not draw
    inline (a position of play): those are counted (``undrawn``). ``shown=None``: every witness is drawn.
    """
    rows = []
    for entry in reading_keys(game):
        witnesses = reading_witnesses(entry.key, cases)
        drawn = [example(case) for case in witnesses[:shown]]
        rows.append(
            {
                "entry": entry,
                "witnesses": [found for found in drawn if found is not None],
                "more": len(witnesses) - len(drawn),
                "undrawn": sum(found is None for found in drawn),
            }
        )
    return rows


def _default_partner(case: Case, key: str, cases: Sequence[Case]) -> bool:
    """Whether a default-reading witness case is the partner of a witness case assuming ``key``."""
    if case.readings:
        return False
    partners = [other for other in cases if other.source == "witness" and key in other.readings]
    return any(other.input == case.input and other.question == case.question for other in partners)


def family_rows(corpora: Sequence[Corpus]) -> list[dict[str, Any]]:
    """One row per corpus family: its name, description and number of cases."""
    return [
        {
            "name": corpus.family,
            "description": corpus.description,
            "description_html": words_html(corpus.description),
            "cases": len(corpus.cases),
        }
        for corpus in corpora
    ]


KindGroup = tuple[str, str, Sequence[str]]
"""A group of the game's kinds of cards or tiles: its name, its notation (Markdown) and its kinds in order."""


def kind_groups(
    groups: Sequence[KindGroup],
    name: Callable[[str], str],
    svg: Callable[[str], str],
    caption: Callable[[str], str] | None = None,
) -> list[dict[str, Any]]:
    """The kinds of cards or tiles in groups, as the pages list them.

    Each group's name and notation, and each kind with its name in words, its picture and, where the game has one,
    a second line of caption (an order number).
    """
    return [
        {
            "name": group,
            "notation": notation,
            "kinds": [
                {"kind": kind, "name": name(kind), "svg": svg(kind)} | ({"caption": caption(kind)} if caption else {})
                for kind in kinds
            ],
        }
        for group, notation, kinds in groups
    ]


def _every_case(case: Case) -> bool:
    return True


def plainest_first(case: Case, limit: int | None = JSON_LIMIT) -> tuple[bool, bool, int, str]:
    """The order a rule's examples are chosen in, plainest first.

    Cases under the default readings first, then the rulebook's own cases, then the smallest input (its length as
    JSON, counted up to ``limit`` characters), then the case id.
    """
    return (bool(case.readings), case.source != "rulebook", len(compact_json(case.input, limit)), case.id)


@dataclass(frozen=True)
class Drawing:
    """How a game's rule documents show its corpus cases."""

    grants: Grants
    """Whether an answer grants what its question asks: the heading of a rule's example (:func:`shown_as`)."""
    example: Callable[[Case, str], Any]
    """A case drawn, under its heading (none for a witness); ``None`` for a case not drawn inline (counted)."""
    size: Callable[[Case], Any] = plainest_first
    """The order of a rule's candidate examples for one outcome: the first is shown."""
    witness: Callable[[Case], Any] | None = None
    """A reading's witness drawn, where the game draws it otherwise than as ``example(case, "")``."""
    rule_example: Callable[[Case, str, str], Any] | None = None
    """A rule's example drawn, ``(case, heading, rule)``, where the rule decides what is drawn."""
    witnesses_shown: int | None = 10
    """At most this many witnesses are drawn under a reading (``None``: every one); the others are counted."""
    drawable: Callable[[Case], bool] = _every_case
    """Which cases may be a rule's example."""
    applied: AppliedRules | None = None
    """The rules a case's answer names as applied, where the game's answers name them
    (:mod:`rulebook.core.corpus.applied_rules`): a rule's *accepts* example must be one of its own."""

    def of_rule(self, case: Case, shown: str, rule: str) -> Any:
        """A rule's example drawn under its heading."""
        return self.rule_example(case, shown, rule) if self.rule_example else self.example(case, shown)

    def of_witness(self, case: Case) -> Any:
        """A reading's witness drawn (``None``: not drawn inline)."""
        return self.witness(case) if self.witness else self.example(case, "")


def page_context(game: str, corpora: Sequence[Corpus], drawing: Drawing, **sections: Any) -> dict[str, Any]:
    """Everything a game's rule documents show, for its templates.

    The spec's title and rulebook; every rule with its examples (the smallest case it accepts and the smallest it
    refuses, :func:`rule_examples`), every reading with its witnesses, the families and the number of cases; and
    the game's own ``sections`` (its cards, its board).

    The examples lint themselves (:func:`~rulebook.core.corpus.applied_rules.shown_problems`): an
    :class:`~rulebook.core.errors.InputError` lists every case that would be shown as a rule's *accepts* example
    without the rule applying in it, and nothing is written.
    """
    spec = load_spec(game)["game"]
    cases = [case for corpus in corpora for case in corpus.cases]
    granted = granted_by(drawing.grants)
    applied = rules_applied(cases, drawing.applied, lambda case: drawing.grants(case.question, case.expected, None))
    problems: list[str] = []

    def examples(rule: str, cases: Sequence[Case]) -> list[Any]:
        drawable = [case for case in cases if drawing.drawable(case)]
        chosen = rule_examples(rule, drawable, granted, drawing.size, applied.applies)
        problems.extend(shown_problems(rule, chosen, granted, applied))
        return [drawing.of_rule(case, shown, rule) for case, shown in chosen]

    rows = rule_rows(game, corpora, examples)
    if problems:
        listed = "\n  ".join(problems)
        raise InputError(f"the {game} rule documents do not lint ({len(problems)} problems):\n  {listed}")
    return {
        "game": game,
        "title": str(spec["title"]),
        "rulebook": str(spec["rulebook"]),
        "rules": rows,
        "readings": reading_rows(game, cases, drawing.of_witness, drawing.witnesses_shown),
        "families": family_rows(corpora),
        "total": len(cases),
        **sections,
    }


__all__ = [
    "SHOWN_AS",
    "Drawing",
    "KindGroup",
    "family_rows",
    "kind_groups",
    "page_context",
    "reading_rows",
    "reading_witnesses",
    "rule_examples",
    "rule_rows",
    "shown_as",
    "words_html",
]
