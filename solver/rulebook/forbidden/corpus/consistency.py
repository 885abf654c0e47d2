"""What a FORBIDDEN answer must not contradict within itself, whichever encoding gave it (issue 15, "Lint answers").

These are not rules of the game: they are the ties between an answer's own fields that any correct answer keeps —
a hand that may go Cheng has a Cheng score and nothing refusing it, a score is what its breakdown adds up to, a
complete hand leaves no number card unplaced. ``rulebook generate`` runs :func:`answer_problems` on every expected
answer of the corpus, and the contract tests run :func:`verdict_problems` on the check command's JSON answers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import prod
from typing import Any

from rulebook.forbidden.cards import NUMBER_INDEX


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _sorted_distinct_texts(values: object) -> bool:
    return (
        isinstance(values, list) and all(isinstance(value, str) for value in values) and values == sorted(set(values))
    )


def answer_problems(question: str, answer: Any) -> list[str]:
    """Every contradiction within one corpus answer to ``question`` (``spec/case.schema.json``'s answers)."""
    if not isinstance(answer, Mapping):
        return ["the answer is not a JSON object"]
    if question == "hand":
        problems = []
        if not isinstance(answer.get("may_cheng"), bool):
            problems.append("may_cheng is not true or false")
        elif answer["may_cheng"] != _is_count(answer.get("cheng_score")):
            problems.append("a Cheng score is given exactly when the hand may go Cheng, not otherwise")
        if not _is_count(answer.get("other_score")):
            problems.append("the score when another player goes Cheng is not a whole number")
        return problems
    if question == "discards":
        return [] if _sorted_distinct_texts(answer.get("cheng_discards")) else ["the discards are not distinct, sorted"]
    if question == "position":
        return [] if isinstance(answer.get("position"), bool) else ["position is not true or false"]
    if question == "legal-actions":
        return [] if _sorted_distinct_texts(answer.get("legal_actions")) else ["the actions are not distinct, sorted"]
    if question in ("apply", "new-game"):
        refused, state = answer.get("refused"), answer.get("state")
        if question == "apply" and refused is True and state is None:
            return []
        return [] if isinstance(state, Mapping) and refused is None else ["the answer is neither a state nor a refusal"]
    return [f"no consistency known for the question {question!r}"]


def _breakdown_total(lines: Sequence[Mapping[str, Any]]) -> int:
    """A score breakdown read as the check prints it: every line's points added, then every factor applied."""
    return int(sum(line["add"] for line in lines) * prod(line["multiply"] for line in lines))


def verdict_problems(verdict: Mapping[str, Any]) -> list[str]:
    """Every contradiction within one ``rulebook forbidden check --json`` answer."""
    problems = []
    may_cheng, complete = verdict["may_cheng"], verdict["complete"]
    if may_cheng and not complete:
        problems.append("a hand that is not complete may go Cheng")
    if may_cheng and verdict["refused_by"]:
        problems.append(f"a hand that may go Cheng is refused by {verdict['refused_by']}")
    if not may_cheng and complete and not verdict["refused_by"]:
        problems.append("a complete hand that may not go Cheng names no rule refusing it")
    if may_cheng != (verdict["cheng_score"] is not None):
        problems.append("a Cheng score is given exactly when the hand may go Cheng, not otherwise")
    if may_cheng and verdict["cheng_score"] != _breakdown_total(verdict["cheng_breakdown"]):
        problems.append(f"the Cheng score {verdict['cheng_score']} is not what its breakdown adds up to")
    if verdict["other_score"] != _breakdown_total(verdict["other_breakdown"]):
        problems.append(f"the other score {verdict['other_score']} is not what its breakdown adds up to")
    if complete and any(card.split("=")[0] in NUMBER_INDEX for card in verdict["leftover"]):
        problems.append(f"a complete hand leaves number cards unplaced: {verdict['leftover']}")
    return problems


__all__ = ["answer_problems", "verdict_problems"]
