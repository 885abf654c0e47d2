"""Classical mahjong's registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the Z3 model, the engine, the cross-checks, the corpus builders, the documents) are named with
:func:`~rulebook.core.deferred.deferred` and imported on first use, so that a command loads only what it uses; the
functions here are those that put the game's parts together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebook.core.deferred import deferred
from rulebook.core.game import DeferredReadings, Game, VerifyBudget
from rulebook.core.mutation.code_mutation import CodeMutation
from rulebook.mahjong.commands.check import CHECK
from rulebook.mahjong.commands.claims import CLAIMS, TAKES
from rulebook.mahjong.commands.kongs import DRAWN_COMMAND, KONGS
from rulebook.mahjong.commands.settle import SETTLE
from rulebook.mahjong.questions import CLAIM_QUESTIONS, QUESTIONS
from rulebook.mahjong.reading import Reading

if TYPE_CHECKING:
    from rulebook.core.verify.crosscheck import Family

STANDARD = 300
"""Random hands, tables and claim situations per family in the standard run (``make run``)."""
EXHAUSTIVE = 2_000
"""The same with ``--exhaustive`` (``make verify``), which also checks every one-suit vector (5^9)."""


def verify(budget: VerifyBudget) -> list[Family[Any]]:
    """Every one-suit vector (up to 11 tiles, or all), hands with sets on the table, scores, tables, claims."""
    from rulebook.mahjong.crosscheck import claims, hands, scoring

    count = EXHAUSTIVE if budget.exhaustive else STANDARD
    return [
        *hands.families(count, budget.seed, exhaustive=budget.exhaustive),
        *scoring.families(count, budget.seed),
        *claims.families(count, budget.seed),
    ]


GAME = Game(
    id="mahjong",
    title="classical mahjong",
    summary="classical mahjong hands: winning form and its splits",
    reading=Reading,
    questions=(*QUESTIONS, *CLAIM_QUESTIONS),
    engine_answer=deferred("rulebook.mahjong.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.mahjong.corpus.questions:model_answer"),
    check=CHECK,
    question_commands=(CLAIMS, TAKES, SETTLE, KONGS, DRAWN_COMMAND),
    verify=verify,
    corpora=deferred("rulebook.mahjong.corpus.families:corpora"),
    inline=deferred("rulebook.mahjong.corpus.families:inline"),
    documents=deferred("rulebook.mahjong.corpus.docs:documents"),
    compare=deferred("rulebook.mahjong.readings.diff:compare"),
    readings=DeferredReadings("rulebook.mahjong.commands.readings:COMMANDS"),
    mutants=deferred("rulebook.mahjong.crosscheck.mutants:all_mutants"),
    mutant_engines=deferred("rulebook.mahjong.crosscheck.mutants:mutant_engines"),
    mutated=deferred("rulebook.mahjong.crosscheck.mutants:mutated"),
    benchmarks=deferred("rulebook.mahjong.bench:figures"),
    strategies=deferred("rulebook.mahjong.strategies:strategies"),
    strategy_types=("rulebook.mahjong.hand:Hand",),
    palette=deferred("rulebook.mahjong.corpus.pictures:palette"),
    unit="tiles",
    answer_lint=deferred("rulebook.mahjong.corpus.consistency:answer_problems"),
    sweeper=deferred("rulebook.mahjong.corpus.sweeps:sweeper"),
    code_mutation=CodeMutation(
        tuple(
            f"rulebook.mahjong.engine.{name}"
            for name in ("batch", "claims", "hand", "scalar", "scoring", "settlement", "splits", "tables")
        ),
        ("rulebook.mahjong.engine.compiled",),
    ),
)
"""Classical mahjong, as the registry lists it."""
