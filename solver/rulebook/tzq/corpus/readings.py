"""Tien Zi Que conformance cases for the readings: each reading's smallest witness, under both options.

For every reading key and every option other than the default, :func:`rulebook.tzq.readings.diff.compare` finds
the first input, in order of size, on which that option and the default answer differently (confirmed by the Z3
model); the corpus holds that input twice, with each reading's answer. An implementation that follows one reading
passes the cases of that reading (``round.exhausted``'s witness is asked with ``apply``: what the combination that
finds the draw pile empty leads to).
"""

from __future__ import annotations

from typing import Any

from rulebook.core.cases import Case, Corpus, Outcome
from rulebook.core.register import reading_keys
from rulebook.core.witness import Witness
from rulebook.tzq.corpus.case_builder import GAME, confirmed_case
from rulebook.tzq.questions import QUESTIONS
from rulebook.tzq.reading import Reading


def outcome_of(question: str, answer: Any) -> Outcome:
    """Whether the rules grant what is asked: some points scored, some legal action, a combination, the action."""
    if question == "score":
        return "accepts" if answer["points"] else "refuses"
    if question == "combination":
        return "accepts" if answer["combination"] else "refuses"
    if question == "combinations":
        return "accepts" if answer["combinations"] else "refuses"
    if question == "apply":
        return "refuses" if answer.get("refused") else "accepts"
    return "accepts" if answer else "refuses"


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option."""
    from rulebook.tzq.readings.diff import compare

    cases: dict[str, Case] = {}
    for entry in reading_keys(GAME):
        for option in entry.options:
            if option == entry.default:
                continue
            found = compare(Reading(), Reading.from_mapping({entry.key: option}))
            question = found.question.split(":", 1)[0] if isinstance(found, Witness) else ""
            if not isinstance(found, Witness) or question not in QUESTIONS:
                continue
            for chosen in ({}, {entry.key: option}):
                label = option if chosen else f"{entry.default} (against {option})"
                case_id = f"reading-{entry.key}-{option}-{'other' if chosen else 'default'}"
                case = confirmed_case(
                    id=case_id,
                    description=f"{entry.key}={label}: the smallest witness, {found.size} cards",
                    question=question,
                    rules=tuple(entry.rules),
                    outcome="accepts",
                    input=found.input,
                    source="witness",
                    why=f"{found.found_by}; {found.minimal}.".replace("; .", "."),
                    readings=chosen,
                )
                cases[case_id] = Case(**{**case.__dict__, "outcome": outcome_of(question, case.expected)})
            default, other = (cases[f"reading-{entry.key}-{option}-{side}"] for side in ("default", "other"))
            if default.expected == other.expected:
                raise RuntimeError(f"the witness of {entry.key}={option} answers alike under both readings")
    return Corpus(
        GAME,
        "readings",
        "Each reading's smallest witness, answered under the default and under the other option.",
        tuple(cases.values()),
    )


__all__ = ["outcome_of", "readings_corpus"]
