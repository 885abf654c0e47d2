"""Classical mahjong's registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the cross-checks, the corpus builders, the documents, the encodings' answers) are imported inside the
functions or named with :func:`~rulebook.core.deferred.deferred`, so that a command loads only what it uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from rulebook.core.deferred import deferred
from rulebook.core.game import Game, ReadingsCommands, VerifyBudget
from rulebook.core.mutant_import import CodeMutation
from rulebook.mahjong.commands import readings
from rulebook.mahjong.commands.check import CHECK
from rulebook.mahjong.questions import CLAIM_QUESTIONS, QUESTIONS
from rulebook.mahjong.reading import Reading

if TYPE_CHECKING:
    from rulebook.core.bench import Figure
    from rulebook.core.cases import Corpus
    from rulebook.core.crosscheck import Family
    from rulebook.core.generate import GeneratedFile
    from rulebook.core.witness import Finding, MutantWitness

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


def compare(base: Reading, other: Reading) -> Finding:
    """The smallest witness of two readings, or the scoped proof (:func:`rulebook.mahjong.readings.diff.compare`)."""
    from rulebook.mahjong.readings.diff import compare as search

    return search(base, other)


def corpora() -> list[Corpus]:
    """Every family of the corpus (:mod:`rulebook.mahjong.corpus.families`)."""
    from rulebook.mahjong.corpus.families import corpora as build

    return build()


def inline(corpus: Corpus) -> bool:
    """Whether the family's suite spells its cases out."""
    from rulebook.mahjong.corpus.families import inline as spelled_out

    return spelled_out(corpus)


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/mahjong.md`` and ``docs/mahjong.html``."""
    from rulebook.mahjong.corpus.docs import documents as render

    return render(corpora)


def mutants() -> Sequence[MutantWitness]:
    """Every rule's mutants and their witnesses from the corpus (:mod:`rulebook.mahjong.crosscheck.mutants`)."""
    from rulebook.mahjong.crosscheck.mutants import all_mutants

    return all_mutants()


def mutated(rule: str) -> AbstractContextManager[None]:
    """The engine with ``rule``'s first mutant swapped in (:class:`InputError` for a rule with no mutant)."""
    from rulebook.mahjong.crosscheck.mutants import mutated as swap

    return swap(rule)


def benchmarks(quick: bool) -> list[Figure]:
    """The mahjong figures of ``make bench``."""
    from rulebook.mahjong.bench import figures

    return figures(quick)


GAME = Game(
    id="mahjong",
    title="classical mahjong",
    summary="classical mahjong hands: winning form and its splits",
    reading=Reading,
    questions=(*QUESTIONS, *CLAIM_QUESTIONS),
    engine_answer=deferred("rulebook.mahjong.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.mahjong.corpus.questions:model_answer"),
    check=CHECK,
    verify=verify,
    corpora=corpora,
    inline=inline,
    documents=documents,
    compare=compare,
    readings=ReadingsCommands(readings.TITLES, readings.add_diff, readings.run_diff, readings.DIFF_EXAMPLES),
    mutants=mutants,
    mutated=mutated,
    benchmarks=benchmarks,
    unit="tiles",
    answer_lint=deferred("rulebook.mahjong.corpus.consistency:answer_problems"),
    code_mutation=CodeMutation(
        tuple(
            f"rulebook.mahjong.engine.{name}"
            for name in ("batch", "claims", "hand", "scalar", "scoring", "settlement", "splits", "tables")
        ),
        ("rulebook.mahjong.engine.compiled",),
    ),
)
"""Classical mahjong, as the registry lists it."""
