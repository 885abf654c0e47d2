"""FORBIDDEN's registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the Z3 model, the play engine, the corpus builders) are imported inside the functions or named with
:func:`~rulebook.core.deferred.deferred`, so that a command loads only what it uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from rulebook.core.deferred import deferred
from rulebook.core.game import Game, ReadingsCommands, VerifyBudget
from rulebook.core.mutant_import import CodeMutation
from rulebook.forbidden.commands import readings
from rulebook.forbidden.commands.check import CHECK
from rulebook.forbidden.questions import QUESTIONS
from rulebook.forbidden.reading import Reading

if TYPE_CHECKING:
    from rulebook.core.bench import Figure
    from rulebook.core.cases import Corpus
    from rulebook.core.crosscheck import Family
    from rulebook.core.generate import GeneratedFile
    from rulebook.core.witness import Finding, MutantWitness


def verify(budget: VerifyBudget) -> list[Family[Any]]:
    """Hands (every single-suit configuration with ``--exhaustive``), claims and blocks, then the round's course."""
    from rulebook.forbidden.crosscheck import course, hands, play

    hand_budget = hands.EXHAUSTIVE if budget.exhaustive else hands.STANDARD
    play_budget = play.EXHAUSTIVE if budget.exhaustive else play.STANDARD
    course_budget = course.EXHAUSTIVE if budget.exhaustive else course.STANDARD
    return [
        *hands.families(hand_budget, seed=budget.seed),
        *play.families(play_budget, seed=budget.seed),
        *course.families(course_budget, seed=budget.seed),
    ]


def compare(base: Reading, other: Reading) -> Finding:
    """The smallest witness of two readings, or the scoped proof (:func:`rulebook.forbidden.readings.diff.compare`)."""
    from rulebook.forbidden.readings.diff import compare as search

    return search(base, other)


def corpora() -> list[Corpus]:
    """Every family of the corpus (:mod:`rulebook.forbidden.corpus.families`)."""
    from rulebook.forbidden.corpus.families import corpora as build

    return build()


def inline(corpus: Corpus) -> bool:
    """Whether the family's suite spells its cases out."""
    from rulebook.forbidden.corpus.families import inline as spelled_out

    return spelled_out(corpus)


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/forbidden.md`` and ``docs/forbidden.html``."""
    from rulebook.forbidden.corpus.docs import documents as render

    return render(corpora)


def commands(subparsers: Any) -> None:
    """``rulebook forbidden moves|apply|new|simulate``."""
    from rulebook.forbidden.commands.play_parsers import add_parsers

    add_parsers(subparsers)


def mutants() -> Sequence[MutantWitness]:
    """Every rule's mutant and its witness (:mod:`rulebook.forbidden.crosscheck.mutants`)."""
    from rulebook.forbidden.crosscheck.mutants import all_mutants

    return all_mutants()


def mutated(rule: str) -> AbstractContextManager[None]:
    """The play engine with ``rule``'s first mutant swapped in."""
    from rulebook.core.errors import InputError
    from rulebook.forbidden.crosscheck.mutants_play import mutated as swap
    from rulebook.forbidden.crosscheck.mutants_play import play_mutations

    found = [mutant for mutant in play_mutations() if mutant.rule == rule]
    if not found:
        raise InputError(f"no play mutant of {rule!r}")
    return swap(found[0])


def benchmarks(quick: bool) -> list[Figure]:
    """The FORBIDDEN figures of ``make bench``."""
    from rulebook.forbidden.bench import figures

    return figures(quick)


GAME = Game(
    id="forbidden",
    title="FORBIDDEN",
    summary="FORBIDDEN hands and play: Cheng, scoring, moves",
    reading=Reading,
    questions=QUESTIONS,
    engine_answer=deferred("rulebook.forbidden.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.forbidden.corpus.questions:model_answer"),
    check=CHECK,
    verify=verify,
    corpora=corpora,
    inline=inline,
    documents=documents,
    readings=ReadingsCommands(readings.TITLES, readings.add_diff, readings.run_diff, readings.DIFF_EXAMPLES),
    compare=compare,
    commands=commands,
    mutants=mutants,
    mutated=mutated,
    benchmarks=benchmarks,
    answer_lint=deferred("rulebook.forbidden.corpus.consistency:answer_problems"),
    describe_answer=deferred("rulebook.forbidden.readings.ruling:describe_answer"),
    code_mutation=CodeMutation(
        tuple(
            f"rulebook.forbidden.engine.{name}"
            for name in (
                "batch",
                "blocks",
                "claims",
                "colour",
                "discards",
                "hand",
                "play",
                "round",
                "score",
                "shapes",
                "tables",
            )
        )
    ),
)
"""FORBIDDEN, as the registry lists it."""
