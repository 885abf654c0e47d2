"""A game's witness search of ``rulebook diff`` on the core's reading comparison, from what the game names.

A game gives the families that tell its keys apart, its answer functions (named with
:func:`~rulebook.core.deferred.deferred`), the words of its questions, the questions its Z3 model does not answer,
what a witness's size counts and the largest size searched (:class:`ReadingSearch`); the comparison, the search
and its finding are built here once (:mod:`rulebook.core.witnesses.reading_search`,
:mod:`rulebook.core.witnesses.witness_search`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rulebook.core.reading import ReadingValue
from rulebook.core.witnesses.reading_search import Answer, Candidate, Reachable, reading_comparison
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.core.witnesses.witness_search import Comparison, Family, Search, search


@dataclass(frozen=True)
class ReadingSearch:
    """What a game says of its witness search; :meth:`compare` is its ``Game.compare``."""

    game: str
    families: Callable[[Sequence[str]], tuple[Family[Candidate], ...]]
    """The search families that can tell the compared keys apart."""
    engine: Answer
    model: Answer
    question_words: Mapping[str, str]
    """Each question in words, for the witness's question."""
    engine_only: tuple[str, ...]
    """The questions the Z3 model does not answer: their witnesses are the engine's alone."""
    units: tuple[str, str]
    """What a size counts, singular and plural (``("card", "cards")``)."""
    largest: int
    """The largest size searched."""
    reachable: Reachable | None = None
    """Whether an input can arise in play under a reading (None: every input of the families can): the search
    tries only inputs that can under at least one of the readings compared."""
    reachability: str = ""
    """How :attr:`reachable` decides, in words (the witness's "Found by" says it)."""

    def comparison(self, base: ReadingValue, other: ReadingValue) -> Comparison[Candidate]:
        """The core's comparison of two readings (:func:`.reading_search.reading_comparison`)."""
        return reading_comparison(
            self.game,
            base,
            other,
            families=self.families,
            engine=self.engine,
            model=self.model,
            question_words=self.question_words,
            engine_only=self.engine_only,
            units=self.units,
            reachable=self.reachable,
            reachability=self.reachability,
        )

    def run_search(self, base: ReadingValue, other: ReadingValue, largest: int | None = None) -> Search[Candidate]:
        """The core's search of the readings' families, sizes 0 to ``largest`` (by default the game's)."""
        return search(self.comparison(base, other), largest=self.largest if largest is None else largest)

    def compare(self, base: ReadingValue, other: ReadingValue) -> Witness | ScopedProof:
        """The first input, in order of size, on which the two readings answer differently, or the scoped proof."""
        return self.run_search(base, other).finding


__all__ = ["ReadingSearch"]
