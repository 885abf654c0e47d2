"""Tien Zi Que's registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the Z3 model, the engine's tables, the cross-checks, the corpus builders, the documents) are imported
inside the functions or named with :func:`~rulebook.core.deferred.deferred`, so that a command loads only what it
uses. The cross-check families (``crosscheck/families.py``), the witness search (``readings/diff.py``) and the
diff command (``commands/readings.py``) are named here and written beside the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rulebook.core.deferred import deferred
from rulebook.core.game import Game, ReadingsCommands, VerifyBudget
from rulebook.tzq.commands import readings
from rulebook.tzq.commands.check import CHECK
from rulebook.tzq.questions import QUESTIONS
from rulebook.tzq.reading import Reading

if TYPE_CHECKING:
    from rulebook.core.bench import Figure
    from rulebook.core.cases import Corpus
    from rulebook.core.crosscheck import Family
    from rulebook.core.generate import GeneratedFile
    from rulebook.core.witness import Finding


def verify(budget: VerifyBudget) -> list[Family[Any]]:
    """Every five-card score pile (a sample, or all with ``--exhaustive``), hands with a sixth card, random games."""
    from rulebook.tzq.crosscheck.families import families

    return families(budget)


def compare(base: Reading, other: Reading) -> Finding:
    """The smallest witness of two readings, or the scoped proof (:func:`rulebook.tzq.readings.diff.compare`)."""
    from rulebook.tzq.readings.diff import compare as search

    return search(base, other)


def corpora() -> list[Corpus]:
    """Every family of the corpus (:mod:`rulebook.tzq.corpus.families`)."""
    from rulebook.tzq.corpus.families import corpora as build

    return build()


def inline(corpus: Corpus) -> bool:
    """Whether the family's suite spells its cases out."""
    from rulebook.tzq.corpus.families import inline as spelled_out

    return spelled_out(corpus)


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/tzq.md`` and ``docs/tzq.html``."""
    from rulebook.tzq.corpus.docs import documents as render

    return render(corpora)


def commands(subparsers: Any) -> None:
    """``rulebook tzq moves|apply|new|simulate`` (:mod:`rulebook.tzq.commands.play`)."""
    from rulebook.tzq.commands.play import add_commands

    add_commands(subparsers)


def benchmarks(quick: bool) -> list[Figure]:
    """The Tien Zi Que figures of ``make bench`` (:mod:`rulebook.tzq.bench`)."""
    from rulebook.tzq.bench import figures

    return figures(quick)


GAME = Game(
    id="tzq",
    title="Tien Zi Que",
    summary="Tien Zi Que cards: combinations with the joker, score piles, turns",
    reading=Reading,
    questions=QUESTIONS,
    engine_answer=deferred("rulebook.tzq.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.tzq.corpus.questions:model_answer"),
    check=CHECK,
    verify=verify,
    corpora=corpora,
    inline=inline,
    documents=documents,
    readings=ReadingsCommands(readings.TITLES, readings.add_diff, readings.run_diff, readings.DIFF_EXAMPLES),
    compare=compare,
    commands=commands,
    benchmarks=benchmarks,
    answer_lint=deferred("rulebook.tzq.corpus.consistency:answer_problems"),
)
"""Tien Zi Que, as the registry lists it."""
