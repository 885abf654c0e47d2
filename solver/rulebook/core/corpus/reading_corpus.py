"""The ``readings`` family of a game's corpus: each reading's smallest witness, under both options (game-independent).

For every reading key and every option other than the default, the game's witness search (``Game.compare``) finds
the first input, in order of size, on which that option and the default answer differently; the family holds that
input twice, once with each reading's answer, so that an implementation following one reading passes that
reading's cases. A witness on which one reading refuses the input outright (a deck reading that does not hold the
position: the answer is ``{"error": ...}``) is written once, under the reading that answers it. A witness whose
question is not one of the corpus's is left out, and so is a key without a witness (a scoped proof). Each case's
outcome is read off its answer by the game's :data:`~rulebook.core.corpus.grants.Grants`
(:func:`~rulebook.core.corpus.grants.outcome_of`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.grants import Grants, outcome_of
from rulebook.core.reading import ReadingValue
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.witness import Witness

Build = Callable[..., Case]
"""The game's ``confirmed_case`` (:func:`rulebook.core.corpus.case_builder.confirmed_case` bound to its encodings)."""


def _refused(answer: Any) -> bool:
    return isinstance(answer, dict) and set(answer) == {"error"}


def witness_corpus(
    game: str,
    reading: type[ReadingValue],
    compare: Callable[[Any, Any], Any],
    build: Build,
    grants: Grants,
    questions: Sequence[str],
    require_witness: bool = False,
) -> Corpus:
    """The ``readings`` family of ``game`` (see the module's description).

    ``require_witness``: a key without a witness is an error (a game whose every reading must be told apart),
    rather than left out. A witness's size reads in its own units (``1 card``, ``12 points``:
    :func:`~rulebook.core.witnesses.witness.counted`). Both answers of a witness must differ: equal ones are a bug in
    the search.
    """
    cases: list[Case] = []
    for entry in reading_keys(game):
        for option in entry.options:
            if option == entry.default:
                continue
            found = compare(reading(), reading.from_mapping({entry.key: option}))
            if not isinstance(found, Witness):
                if require_witness:
                    raise RuntimeError(f"no witness found for {entry.key}={option}")
                continue
            question = found.question.split(":", 1)[0]
            if question not in questions:
                continue
            if found.base_answer == found.other_answer:
                raise RuntimeError(f"the witness of {entry.key}={option} answers alike under both readings")
            sides: tuple[tuple[dict[str, str], Any], ...] = (
                ({}, found.base_answer),
                ({entry.key: option}, found.other_answer),
            )
            for chosen, answer in sides:
                if _refused(answer):
                    continue
                label = option if chosen else f"{entry.default} (against {option})"
                cases.append(
                    build(
                        id=f"reading-{entry.key}-{option}-{'other' if chosen else 'default'}",
                        description=f"{entry.key}={label}: the smallest witness, {found.size_words}",
                        question=question,
                        rules=tuple(entry.rules),
                        outcome=outcome_of(grants(question, answer, None)),
                        input=found.input,
                        source="witness",
                        why=f"{found.found_by}; {found.minimal}.".replace("; .", "."),
                        readings=chosen,
                        expected=answer,
                    )
                )
    return Corpus(
        game,
        "readings",
        "Each reading's smallest witness, answered under the default and under the other option.",
        tuple(cases),
    )


__all__ = ["witness_corpus"]
