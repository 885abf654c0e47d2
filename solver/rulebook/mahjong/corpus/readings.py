"""Classical mahjong conformance cases for the readings: each reading's smallest witness, under both options.

For every reading key and every option other than the default, :func:`rulebook.mahjong.readings.diff.witness` finds the
first
input, in order of size, on which that option and the default answer differently (confirmed by the Z3 model); the
corpus holds that input twice, with each reading's answer. An implementation that follows one reading passes the
cases of that reading.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.cases import Case, Corpus, Outcome
from rulebook.core.register import reading_keys
from rulebook.mahjong.corpus.case_builder import confirmed_case
from rulebook.mahjong.corpus.hands import GAME
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings.diff import witness


def outcome_of(question: str, answer: Any) -> Outcome:
    """Whether the rules accept what the input asks about: a win, a score, a claim, a claim taking the tile."""
    if question == "winning":
        return "accepts" if answer["winning"] else "refuses"
    if question == "claims":
        return "accepts" if answer["claims"] else "refuses"
    if question == "takes":
        return "accepts" if answer["takes"] is not None else "refuses"
    return "refuses" if answer.get("refused") else "accepts"


def readings_corpus() -> Corpus:
    """Each reading's witness under the default and under the other option."""
    cases: dict[str, Case] = {}
    for entry in reading_keys(GAME):
        for option in entry.options:
            if option == entry.default:
                continue
            other = Reading.from_mapping({entry.key: option})
            found = witness(Reading(), other)
            if found is None:
                raise RuntimeError(f"no witness found for {entry.key}={option}")
            question = found.question.split(":", 1)[0]
            for chosen, answer in (({}, found.base_answer), ({entry.key: option}, found.other_answer)):
                label = option if chosen else f"{entry.default} (against {option})"
                case_id = f"reading-{entry.key}-{option}-{'other' if chosen else 'default'}"
                cases[case_id] = confirmed_case(
                    id=case_id,
                    description=f"{entry.key}={label}: the smallest witness, {found.size} tiles",
                    question=question,
                    rules=tuple(entry.rules),
                    outcome=outcome_of(question, answer),
                    input=found.input,
                    source="witness",
                    why=f"{found.found_by}; {found.minimal}.",
                    readings=chosen,
                    expected=answer,
                )
    return Corpus(
        GAME,
        "readings",
        "Each reading's smallest witness, answered under the default and under the other option.",
        tuple(cases.values()),
    )


__all__ = ["outcome_of", "readings_corpus"]
