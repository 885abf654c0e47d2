"""A rule's *accepts* example is a case where the rule applies by its answer (issue 44).

Made-up cases of a made-up scoring question whose answer names the rules it applied (``{"score", "rules"}``); the
register is the committed ``laopengh`` spec, read for its rule ids only. The committed corpora of every game are
checked too: what ``rulebook generate`` would show passes the lint.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

import pytest

from rulebook.core.corpus.applied_rules import (
    NO_RULES_NAMED,
    rules_applied,
    rules_by_question,
    shown_problems,
)
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.rule_docs import Drawing, page_context, rule_examples
from rulebook.core.errors import InputError
from rulebook.core.register import rules
from rulebook.registry import game as registered
from rulebook.registry import game_ids
from tests.committed import committed_corpora

GAME = "laopengh"
BONUS, OTHER = rules(GAME)[0].id, rules(GAME)[1].id
"""Two rules of the register, standing for a doubling (``BONUS``) and any other scoring rule."""


def scored(
    case_id: str, applied: tuple[str, ...], tagged: tuple[str, ...] = (BONUS,), outcome: str = "accepts"
) -> Case:
    """A case of the made-up ``score`` question: the hand is scored, its answer names the rules ``applied``."""
    answer = {"score": 10 * 2 ** applied.count(BONUS), "rules": list(applied)}
    return Case(case_id, case_id, "score", tagged, outcome, {"hand": case_id}, answer, "rulebook", "-")  # type: ignore[arg-type]


def answer_rules(case: Case) -> Collection[str]:
    names: list[str] = case.expected["rules"]
    return names


APPLIED = rules_by_question({"score": answer_rules})


def grants(question: str, answer: Any, rule: str | None = None) -> bool | None:
    """The made-up game's grants: a score answer grants (the hand is scored) unless it is refused."""
    return not answer.get("refused")


def case_grants(case: Case) -> bool | None:
    return grants(case.question, case.expected)


def granted(rule: str, case: Case) -> bool | None:
    return grants(case.question, case.expected, rule)


def size(case: Case) -> str:
    return case.id


# The mislabel of issue 44, planted: a two-suit hand (answer: 10 points, the bonus not applied) tagged with the
# bonus as accepts, and smaller (by id) than the real bonus case, which doubles (20).
MISLABEL = scored("a-two-suits", (OTHER,))
REAL = scored("b-one-suit", (OTHER, BONUS))
BONUS_NOT_APPLIED = scored("c-mixed", (OTHER,), outcome="refuses")


def test_an_answer_says_a_rule_applied_only_when_it_names_it_and_can_name_it() -> None:
    applied = rules_applied([MISLABEL, REAL], APPLIED, case_grants)
    assert applied.applies(BONUS, REAL) is True
    assert applied.applies(BONUS, MISLABEL) is False
    # a rule no granting answer of the question ever names: the answers cannot say
    third = rules(GAME)[2].id
    assert applied.applies(third, MISLABEL) is None
    # a question whose answers name no rule
    placed = Case("p", "p", "place", (BONUS,), "accepts", {}, {"legal": True}, "rulebook", "-")
    assert applied.applies(BONUS, placed) is None
    assert NO_RULES_NAMED.applies(BONUS, REAL) is None


def test_a_rule_named_only_by_refusing_answers_is_not_one_they_can_name() -> None:
    # A prohibition is named by the answer that it refuses; an answer granting what is asked names the rule that
    # allowed it, so not naming the prohibition says nothing about it.
    refused = Case("r", "r", "score", (BONUS,), "refuses", {}, {"refused": True, "rules": [BONUS]}, "rulebook", "-")
    applied = rules_applied([refused, MISLABEL], APPLIED, case_grants)
    assert applied.applies(BONUS, MISLABEL) is None


def test_the_lint_refuses_a_planted_mislabel_shown_under_accepts() -> None:
    applied = rules_applied([MISLABEL, REAL], APPLIED, case_grants)
    problems = shown_problems(BONUS, [(MISLABEL, "accepts")], granted, applied)
    assert len(problems) == 1
    assert "case a-two-suits would be shown under 'accepts'" in problems[0] and OTHER in problems[0]
    assert shown_problems(BONUS, [(REAL, "accepts")], granted, applied) == []
    # a case the rule refuses, shown as not applying, is not what the lint checks
    assert shown_problems(BONUS, [(BONUS_NOT_APPLIED, "does not apply")], granted, applied) == []


def test_the_lint_refuses_a_case_not_tagged_as_accepted_or_not_granting() -> None:
    applied = rules_applied([REAL], APPLIED, case_grants)
    untagged = scored("u", (OTHER, BONUS), tagged=(OTHER,))
    assert "not a case the rule accepts" in shown_problems(BONUS, [(untagged, "accepts")], granted, applied)[0]
    refused = Case("n", "n", "score", (BONUS,), "accepts", {}, {"refused": True, "rules": []}, "rulebook", "-")
    assert "does not grant" in shown_problems(BONUS, [(refused, "accepts")], granted, applied)[0]


def test_the_selection_takes_the_case_where_the_rule_applies_over_a_smaller_mislabel() -> None:
    cases = [MISLABEL, REAL, BONUS_NOT_APPLIED]
    applied = rules_applied(cases, APPLIED, case_grants)
    # without the answer's rules the smaller mislabel is taken (the cause of issue 44) ...
    assert rule_examples(BONUS, cases, granted, size)[0] == (MISLABEL, "accepts")
    # ... with them, the case that doubles
    chosen = rule_examples(BONUS, cases, granted, size, applied.applies)
    assert chosen == [(REAL, "accepts"), (BONUS_NOT_APPLIED, "does not apply")]


def page(cases: tuple[Case, ...]) -> dict[str, Any]:
    corpora = [Corpus(GAME, "made_up", "Made-up scores.", cases)]
    return page_context(GAME, corpora, Drawing(grants, lambda c, shown: (c.id, shown), size, applied=APPLIED))


def test_the_documents_show_the_real_case_and_refuse_a_mislabel_left_alone() -> None:
    shown = page((MISLABEL, REAL, BONUS_NOT_APPLIED))["rules"][0]["examples"]
    assert shown == [("b-one-suit", "accepts"), ("c-mixed", "does not apply")]
    # the mislabel is the only case the bonus accepts (another case's answer names the bonus, tagged with the other
    # rule only): the documents are refused, naming it
    named_elsewhere = scored("d-other", (OTHER, BONUS), tagged=(OTHER,))
    with pytest.raises(InputError, match=r"laopengh rule documents do not lint \(1 problems\):\n.*a-two-suits"):
        page((MISLABEL, BONUS_NOT_APPLIED, named_elsewhere))


@pytest.mark.parametrize("game", game_ids())
def test_the_committed_corpora_pass_the_lint(game: str) -> None:
    registered(game).documents(committed_corpora(game))  # raises InputError on a mislabel shown under accepts
