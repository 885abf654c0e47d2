"""A fuzz run's difference as a ruling: the input, both answers, the rule it breaks and its section, a ready case.

Game-independent. The rule a difference breaks is the one its two answers disagree on
(:mod:`rulebook.core.mutation.fuzz_blame`: the rule whose broken version gives the other engine's answer, the one
rule cited by one answer only, or the one deciding the field that differs); when none can be singled out the ruling
says so and lists the candidates, fewest differences first. Only when the answers and the rule mutants name no
candidate at all are the rules the committed corpus's cases of the same question exercise listed instead.

The ready case is in the corpus's format (``spec/case.schema.json``, source ``fuzz``): its expected answer is this
project's engine's, confirmed by the Z3 model where the model answers the question. A model that disagrees is a
bug of this project, said in the ruling rather than hidden.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulebook.core.corpus.cases import Case
from rulebook.core.errors import InputError
from rulebook.core.mutation.fuzz import CHUNK
from rulebook.core.mutation.fuzz_blame import blamed
from rulebook.core.register import rules as register_rules
from rulebook.core.witnesses.ruling_text import wrap

if TYPE_CHECKING:
    from rulebook.core.game import Game
    from rulebook.core.mutation.fuzz import Difference, FuzzReport

FALSE_ANSWERS = ("may_cheng", "position", "winning", "legal", "drawn", "combination")
"""Answer fields whose ``false`` makes a case one its rules refuse (the rest accept what is asked)."""


@dataclass(frozen=True)
class Ruling:
    """What the ruling states about one difference."""

    rule: str | None
    """The one rule the difference breaks (``None``: none could be singled out)."""
    rules: tuple[str, ...]
    """``(rule,)``, or the candidates, the likeliest first."""
    named_by: str
    """How the rule was singled out, or why none could be, in words."""
    model: str
    """What the Z3 model answers: ``agrees``, ``does not encode this question``, or its different answer."""
    case: Case


def involved(game: Game, difference: Difference) -> tuple[str | None, tuple[str, ...], str]:
    """The rule the difference breaks (``None`` when none stands out), the candidates, and how they were found."""
    found = blamed(game, difference)
    if found.rules:
        return found.rule, found.rules, found.how
    from rulebook.core.corpus.conform import load_corpus

    try:
        cases, _ = load_corpus(game.id)
    except InputError:
        cases = []
    exercised = {rule for case in cases if case.question == difference.request.question for rule in case.rules}
    known = tuple(rule.id for rule in register_rules(game.id))
    why = f"{found.how}; no answer or rule mutant names a candidate, so: the rules this question's cases exercise"
    return None, tuple(rule for rule in known if rule in exercised), why


def _model_says(game: Game, difference: Difference) -> str:
    request = difference.request
    try:
        answer = game.model_answer(request.question, request.input, request.reading)
    except InputError as error:
        return f"refuses the input ({error})"
    if answer is None:
        return "does not encode this question"
    if answer == difference.ours:
        return "agrees"
    return f"answers {json.dumps(answer)} (this project's engine and model disagree: please report it)"


def outcome_of(answer: Any) -> str:
    """``refuses`` when a deciding field of the answer is false or the answer lists nothing, else ``accepts``."""
    if isinstance(answer, dict):
        if any(answer.get(key) is False for key in FALSE_ANSWERS):
            return "refuses"
        lists = [value for value in answer.values() if isinstance(value, list)]
        if len(answer) == 1 and lists and not lists[0]:
            return "refuses"
    if answer == []:
        return "refuses"
    return "accepts"


def ruling(game: Game, report: FuzzReport, engine: str) -> Ruling:
    """The ruling of the run's difference (the report must hold one)."""
    difference = report.difference
    assert difference is not None
    request = difference.request
    rule, rules, named_by = involved(game, difference)
    model = _model_says(game, difference)
    digest = hashlib.blake2b(
        json.dumps([request.question, request.input, request.reading.changed()], sort_keys=True).encode(),
        digest_size=4,
    ).hexdigest()
    confirmed = "this project's engine, and the Z3 model agrees" if model == "agrees" else "this project's engine"
    case = Case(
        id=f"fuzz.{request.question}.{digest}",
        description=f"{request.question}: found by rulebook fuzz (seed {report.seed}), {difference.size} {game.unit}",
        question=request.question,
        rules=rules,
        outcome=outcome_of(difference.ours),  # type: ignore[arg-type]
        input=request.input,
        expected=difference.ours,
        source="fuzz",
        why=f"The expected answer is {confirmed}; the engine {engine!r} answered otherwise ({difference.problem}).",
        readings=request.reading.changed(),
    )
    return Ruling(rule, rules, named_by, model, case)


def render(game: Game, report: FuzzReport, engine: str, command: str) -> list[str]:
    """The run in words: what was asked, and the shrunk difference as a ruling."""
    asked = ", ".join(f"{question} {count:,}" for question, count in report.by_question.items())
    lines = [
        f"{report.examples:,} examples of {game.title} asked in {report.seconds:.1f} s (seed {report.seed}"
        + (f"; {asked}" if asked else "")
        + ")"
    ]
    if report.ours_refused:
        lines.append(f"({report.ours_refused:,} drawn inputs were refused by this project's engine and not asked)")
    if report.not_implemented:
        lines.append(f"not implemented: {', '.join(report.not_implemented)} (the engine says so; not compared)")
    difference = report.difference
    if difference is None and not report.examples and report.not_implemented:
        lines.append(f"nothing was compared: the engine implements none of the questions asked ({engine})")
        return lines
    if difference is None:
        lines.append(f"no difference: the engine answered every example as the rules do ({engine})")
        return lines
    found = ruling(game, report, engine)
    request = difference.request
    shrink = f"shrunk from {report.first_size:,} to {difference.size:,} {game.unit} in {report.shrink_calls:,} calls"
    if report.shrink_cut:
        shrink += " (the shrink budget ran out: a smaller difference may exist)"
    lines += [
        f"DIFFERENCE on {request.question}: {difference.problem}; {shrink}",
        f"  input:     {json.dumps(request.input)}",
        f"  readings:  {request.reading.words()}",
        f"  the rules: {json.dumps(difference.ours)}",
        f"  engine:    {json.dumps(difference.theirs) if difference.theirs is not None else '(no answer)'}",
        f"  the Z3 model {found.model}",
    ]
    sections = {rule.id: rule for rule in register_rules(game.id)}
    if found.rule is not None:
        lines.append(f"the rule it breaks ({found.named_by}):")
        rule = sections[found.rule]
        lines += wrap(f"{found.rule} ({rule.section}): {rule.statement}", "  ")
    else:
        lines.append(f"{found.named_by}; the candidates, likeliest first:")
        for rule_id in found.rules:
            lines.append(f"  {rule_id} ({sections[rule_id].section}): {sections[rule_id].title}")
    lines.append("a ready corpus case (spec/case.schema.json):")
    lines += ["  " + line for line in json.dumps(found.case.as_json(), indent=2).splitlines()]
    lines.append(f"reproduce: {command} --seed {report.seed} --examples {report.chunks * CHUNK:,}")
    return lines


def as_json(game: Game, report: FuzzReport, engine: str, command: str) -> dict[str, Any]:
    """The run as one JSON object (``rulebook fuzz --json``)."""
    payload: dict[str, Any] = {
        "game": game.id,
        "engine": engine,
        "seed": report.seed,
        "examples": report.examples,
        "seconds": round(report.seconds, 3),
        "by_question": report.by_question,
        "refused_by_ours": report.ours_refused,
        "not_implemented": report.not_implemented,
        "difference": None,
    }
    difference = report.difference
    if difference is not None:
        found = ruling(game, report, engine)
        payload["difference"] = {
            "question": difference.request.question,
            "input": difference.request.input,
            "readings": difference.request.reading.changed(),
            "expected": difference.ours,
            "got": difference.theirs,
            "problem": difference.problem,
            "size": difference.size,
            "unit": game.unit,
            "first_size": report.first_size,
            "shrink_calls": report.shrink_calls,
            "shrink_cut": report.shrink_cut,
            "rule": found.rule,
            "rules": list(found.rules),
            "rules_named_by": found.named_by,
            "sections": {rule.id: rule.section for rule in register_rules(game.id) if rule.id in found.rules},
            "model": found.model,
            "case": found.case.as_json(),
            "reproduce": f"{command} --seed {report.seed} --examples {report.chunks * CHUNK}",
        }
    return payload


__all__ = ["Ruling", "as_json", "involved", "outcome_of", "render", "ruling"]
