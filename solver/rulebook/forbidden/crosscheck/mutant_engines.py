"""Every FORBIDDEN rule mutant as a whole engine over the corpus's questions (for showing ``rulebook fuzz``).

The play mutants swap a function of the play engine (:mod:`rulebook.forbidden.crosscheck.mutants_play`), so their
engine is the corpus's answer inside the swap. The hand mutants answer one hand question their own way
(:mod:`rulebook.forbidden.crosscheck.mutants_hands`: a Z3 model with one rule's constraints changed, or the
engine's score lines edited); their engine is the corpus's answer with that one field taken from the mutant:
"may it go Cheng?" and the two scores are fields of ``hand``, the deck's limit is ``position``, the discard limit is
``discards``. A hand mutant breaks the rule as read by default: under other readings it answers as the rule does.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from rulebook.core.mutation.mutants import Answer, MutantEngine
from rulebook.forbidden.crosscheck import mutants_hands as hands
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import DEFAULT


def _unchecked(data: Mapping[str, Any]) -> HandQuery:
    """The hand question of an input, without the deck's limits (the deck mutant's inputs exceed them)."""
    laid = tuple(hands._cards(str(text)) for text in data.get("laid", []))
    return HandQuery(hands._cards(str(data.get("hand", ""))), laid, int(data.get("table_forbidden", 0)))


FIELDS = {hands.MAY_CHENG: "may_cheng", hands.CHENG_SCORE: "cheng_score", hands.OTHER_SCORE: "other_score"}
"""The field of the ``hand`` answer each of the hand mutants' questions is."""


def _hand_engine(case: hands.Case, engine: Answer) -> Answer:
    """The corpus's answers with the one the hand mutant ``case`` changes taken from it."""

    def answer(question: str, data: Mapping[str, Any], reading: Any) -> Any:
        if reading != DEFAULT:  # the mutant breaks the rule as read by default; elsewhere it is the rule
            return engine(question, data, reading)
        if case.question == hands.POSITION and question == "position":
            return {"position": case.other(_unchecked(data)) != hands.REFUSED}
        written = engine(question, data, reading)
        if case.question in FIELDS and question == "hand":
            return {**written, FIELDS[case.question]: case.other(_unchecked(data))}
        if case.question == hands.DISCARDS and question == "discards":
            return {"cheng_discards": case.other(_unchecked(data))}
        return written

    return answer


def mutant_engines() -> list[MutantEngine]:
    """Every hand mutant, then every play mutant, each as a whole engine."""
    from rulebook.forbidden.corpus.questions import engine_answer
    from rulebook.forbidden.crosscheck.mutants_play import mutated, play_mutations

    found = [MutantEngine(case.mutant, _hand_engine(case, engine_answer)) for case in hands.cases()]
    for mutant in play_mutations():
        found.append(MutantEngine.swapped(mutant, partial(mutated, mutant), engine_answer))
    return found


__all__ = ["mutant_engines"]
