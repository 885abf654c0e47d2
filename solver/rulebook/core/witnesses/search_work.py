"""How much a witness search may do, said before it starts: refused beyond one bound, announced otherwise.

A game whose ``rulebook diff`` takes options that set how far its witness search goes (the sizes searched, a
solver's budget at each size) counts, before searching, the most solver calls its search may make at each input
size (a :class:`SearchWork`; the game knows its search, nothing here does). This module holds what every such search
is held to: the measure, the bound (:data:`MOST_SEARCH_WORK`), the refusal and the words.

The measure is the solver calls weighted by the size of the input each one asks about (*size-calls*: a call on a
hand of 90 cards counts 90): a larger input is a larger formula, and one call costs more. Counting the inputs of each
size instead would not do: the number of hands of 90 cards of a 100-card deck is that of 10 cards, yet the solver's
calls at 90 cards took tens of times longer where they were measured; counting the calls alone would rate a search
of 90 to 100 cards as one of 5 to 15.

>>> work = SearchWork(((5, 2000), (6, 2000)), "card", "--max-cards 6")
>>> work.size_calls, work.calls_in_all
(22000, 4000)
>>> work.words()
'up to 4,000 solver calls on inputs of 5 to 6 cards (22,000 size-calls)'
>>> check_search_work(work, most=22_000)
>>> try:
...     check_search_work(work, most=20_000)
... except InputError as error:
...     for part in str(error).split("; "):
...         print(part)
--max-cards 6: the search may make up to 4,000 solver calls on inputs of 5 to 6 cards (22,000 size-calls)
the largest search accepted is 20,000 size-calls
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core.errors import InputError

MOST_SEARCH_WORK = 1_000_000
"""The most size-calls a search may ask for.

Measured (2026, one core of a 2-core machine), a search got through a few hundred to 2,000 size-calls a second (the
first calls at a size, before the solver has learnt anything, are the slowest): a search that used all of this bound
would run from about ten minutes to an hour, and the default searches ask for a tenth of it or less. Most searches end
long before their estimate (at the first witness); one that could not, on hands of nearly a whole deck where a
single call may take seconds, is refused rather than left running with no end in sight.
"""


@dataclass(frozen=True)
class SearchWork:
    """The most a search may do before it ends: its solver calls at each input size, counted by the game."""

    calls: tuple[tuple[int, int], ...]
    """``(size, most solver calls at that size)`` for every size the solver is asked about, smallest first."""
    unit: str
    """What a size counts, one of it: ``card``."""
    asked: str
    """The options that asked for this search, as typed (what a refusal names): ``--min-cards 90 --max-cards 100``."""
    remedy: str = ""
    """How to ask for less, in the game's options (the refusal's last words), if anything."""

    @property
    def size_calls(self) -> int:
        """The size-calls in all: each call weighted by the size of its input."""
        return sum(size * calls for size, calls in self.calls)

    @property
    def calls_in_all(self) -> int:
        """The most solver calls in all."""
        return sum(calls for _, calls in self.calls)

    def words(self) -> str:
        """The estimate in words: the calls, the sizes and the size-calls."""
        if not self.calls:
            return "no solver calls"
        smallest, largest = self.calls[0][0], self.calls[-1][0]
        sizes = f"{smallest}" if smallest == largest else f"{smallest} to {largest}"
        plural = "" if largest == 1 else "s"
        return (
            f"up to {self.calls_in_all:,} solver call{'' if self.calls_in_all == 1 else 's'} on inputs of {sizes} "
            f"{self.unit}{plural} ({self.size_calls:,} size-calls)"
        )


def check_search_work(work: SearchWork, most: int = MOST_SEARCH_WORK) -> None:
    """Refuse a search of more than ``most`` size-calls: an :class:`InputError` naming its size and the largest."""
    if work.size_calls > most:
        remedy = f" ({work.remedy})" if work.remedy else ""
        raise InputError(
            f"{work.asked}: the search may make {work.words()}; the largest search accepted is {most:,} size-calls"
            + remedy
        )


def estimate_line(work: SearchWork, most: int = MOST_SEARCH_WORK) -> str:
    """The line said before a search starts: how much it may do, against the bound."""
    return f"the search may make {work.words()}; at most {most:,} size-calls are accepted"


__all__ = ["MOST_SEARCH_WORK", "SearchWork", "check_search_work", "estimate_line"]
