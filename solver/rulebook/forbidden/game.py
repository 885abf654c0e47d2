"""FORBIDDEN's registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the Z3 model, the engine, the cross-checks, the corpus builders, the documents) are named with
:func:`~rulebook.core.deferred.deferred` and imported on first use, so that a command loads only what it uses; the
functions here are those that put the game's parts together.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from rulebook.core.deferred import deferred
from rulebook.core.game import DeferredReadings, Game, VerifyBudget
from rulebook.core.mutation.code_mutation import CodeMutation
from rulebook.forbidden.commands.check import CHECK
from rulebook.forbidden.commands.position import POSITION
from rulebook.forbidden.questions import QUESTIONS
from rulebook.forbidden.reading import Reading

if TYPE_CHECKING:
    from rulebook.core.verify.crosscheck import Family


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


def mutated(rule: str) -> AbstractContextManager[None]:
    """The play engine with ``rule``'s first mutant swapped in."""
    from rulebook.core.errors import InputError
    from rulebook.forbidden.crosscheck.mutants_play import mutated as swap
    from rulebook.forbidden.crosscheck.mutants_play import play_mutations

    found = [mutant for mutant in play_mutations() if mutant.rule == rule]
    if not found:
        raise InputError(f"no play mutant of {rule!r}")
    return swap(found[0])


GAME = Game(
    id="forbidden",
    title="FORBIDDEN",
    summary="FORBIDDEN hands and play: Cheng, scoring, moves",
    reading=Reading,
    questions=QUESTIONS,
    engine_answer=deferred("rulebook.forbidden.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.forbidden.corpus.questions:model_answer"),
    check=CHECK,
    question_commands=(POSITION,),
    verify=verify,
    corpora=deferred("rulebook.forbidden.corpus.families:corpora"),
    inline=deferred("rulebook.forbidden.corpus.families:inline"),
    documents=deferred("rulebook.forbidden.corpus.docs:documents"),
    readings=DeferredReadings("rulebook.forbidden.commands.readings:COMMANDS"),
    compare=deferred("rulebook.forbidden.readings.diff:compare"),
    commands=deferred("rulebook.forbidden.commands.play_parsers:add_parsers"),
    play="rulebook.forbidden.commands.play:FRONT",
    mutants=deferred("rulebook.forbidden.crosscheck.mutants:all_mutants"),
    mutant_engines=deferred("rulebook.forbidden.crosscheck.mutant_engines:mutant_engines"),
    mutated=mutated,
    benchmarks=deferred("rulebook.forbidden.bench:figures"),
    strategies=deferred("rulebook.forbidden.strategies:strategies"),
    strategy_types=("rulebook.forbidden.state:State",),
    palette=deferred("rulebook.forbidden.corpus.pictures:palette"),
    answer_lint=deferred("rulebook.forbidden.corpus.consistency:answer_problems"),
    describe_answer=deferred("rulebook.forbidden.readings.ruling:describe_answer"),
    sweeper=deferred("rulebook.forbidden.corpus.sweeps:sweeper"),
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
        ),
        tested={
            # the simulator's play table: no corpus question plays on it; these replays play seeded games on it
            # and on the reference engine position by position
            "rulebook.forbidden.engine.table": ("tests/forbidden/test_play_table.py",),
            # the column path of the tables (a corpus adapter switches to whole tables after 256 columns)
            "rulebook.forbidden.engine.tables": ("tests/forbidden/test_tables_lookups.py",),
            # the score floor and the penalty's lines: the corpus asks no round scored under score.floor=zero with a
            # loser below zero, no hand scoring nothing, nor the floor beside the Royal Marriage (docs/conformance.md)
            "rulebook.forbidden.engine.score": (
                "tests/forbidden/test_engine_play.py",
                "tests/forbidden/test_engine.py",
            ),
        },
    ),
)
"""FORBIDDEN, as the registry lists it."""
