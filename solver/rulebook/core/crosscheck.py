"""Run two independent encodings of the same rules against each other and report where they disagree.

A *family* is one rule question (say "single-suit completeness and best points") checked over a stream of cases.
Each case is compared by a function that returns the disagreements it finds; the harness counts cases, keeps the
smallest disagreement (fewest cards, then shortest description), shows a progress bar and can spread the work over
several processes. It knows nothing about any game.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Generic, TypeVar

Case = TypeVar("Case")


@dataclass(frozen=True, order=True)
class Disagreement:
    """One case on which the two encodings answer differently."""

    size: int
    case: str
    question: str
    model: str
    engine: str

    def __str__(self) -> str:
        return f"{self.case}: {self.question} — model says {self.model}, engine says {self.engine}"


@dataclass
class FamilyResult:
    """What a family's cross-check found."""

    family: str
    checked: int = 0
    disagreements: list[Disagreement] = field(default_factory=list)
    """The smallest disagreements found (at most ``keep`` of them)."""
    disagreement_count: int = 0
    seconds: float = 0.0

    @property
    def minimal(self) -> Disagreement | None:
        """The smallest disagreement found (fewest cards, then shortest case), if any."""
        return min(self.disagreements, default=None)

    @property
    def ok(self) -> bool:
        """Whether the two encodings agreed on every case."""
        return not self.disagreements


@dataclass(frozen=True)
class Family(Generic[Case]):
    """A named stream of cases and the comparison that checks one case."""

    name: str
    cases: Callable[[], Iterable[Case]]
    total: int
    compare: Callable[[Case], list[Disagreement]]


def _compare_chunk(args: tuple[Callable[[Case], list[Disagreement]], Sequence[Case]]) -> list[Disagreement]:
    compare, chunk = args
    found: list[Disagreement] = []
    for case in chunk:
        found.extend(compare(case))
    return found


def _chunks(cases: Iterable[Case], size: int) -> Iterator[list[Case]]:
    iterator = iter(cases)
    while chunk := list(islice(iterator, size)):
        yield chunk


def run_family(
    family: Family[Case],
    *,
    workers: int = 1,
    progress: bool = True,
    keep: int = 20,
    chunk_size: int = 500,
) -> FamilyResult:
    """Check every case of ``family``; keep the ``keep`` smallest disagreements.

    With ``workers > 1`` chunks of cases go to a process pool; ``family.compare`` must then be a module-level
    function (it is pickled) that builds its encodings once per process.
    """
    from tqdm import tqdm  # the bar's library, loaded only when a family runs

    result = FamilyResult(family.name)
    start = time.perf_counter()
    bar = tqdm(total=family.total, desc=family.name, unit="case", disable=not progress, leave=False, smoothing=0.05)

    def absorb(chunk_len: int, found: list[Disagreement]) -> None:
        result.checked += chunk_len
        result.disagreement_count += len(found)
        result.disagreements = sorted(result.disagreements + found)[:keep]
        bar.update(chunk_len)

    try:
        if workers <= 1:
            for chunk in _chunks(family.cases(), chunk_size):
                absorb(len(chunk), _compare_chunk((family.compare, chunk)))
        else:
            context = multiprocessing.get_context("fork")
            with context.Pool(workers) as pool:
                jobs = ((family.compare, chunk) for chunk in _chunks(family.cases(), chunk_size))
                sizes: list[int] = []

                def tracked() -> Iterator[tuple[Callable[[Case], list[Disagreement]], Sequence[Case]]]:
                    for job in jobs:
                        sizes.append(len(job[1]))
                        yield job

                for index, found in enumerate(pool.imap(_compare_chunk, tracked())):
                    absorb(sizes[index], found)
    finally:
        bar.close()
    result.seconds = time.perf_counter() - start
    return result


def summary_table(results: Sequence[FamilyResult]) -> str:
    """A plain-text table: rule family, cases checked, disagreements, time."""
    header = ("rule family", "cases", "disagreements", "time")
    rows = [(r.family, f"{r.checked:,}", f"{r.disagreement_count:,}", f"{r.seconds:.1f} s") for r in results]
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(
            cell.ljust(width) if i == 0 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(cells, widths, strict=True))
        )

    rule = "  ".join("-" * width for width in widths)
    return "\n".join([line(header), rule, *(line(row) for row in rows)])
