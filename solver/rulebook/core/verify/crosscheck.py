"""Run two independent encodings of the same rules against each other and report where they disagree.

A *family* is one rule question (say "single-suit completeness and best points") checked over a stream of cases.
Each case is compared by a function that returns the disagreements it finds; the harness counts cases, keeps the
smallest disagreement (fewest cards, then shortest description) and shows a progress bar on stderr. The cases go
in batches through the core's executor (:mod:`rulebook.core.verify.executor`: this process, a local Dask cluster or any
cluster), and the report does not depend on where they ran: counts add up and disagreements are kept in their own
order. It knows nothing about any game.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Generic, TypeVar

from rulebook.core.verify.executor import BatchFailure, Executor, batch_size, batches, executor

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
    failures: list[BatchFailure] = field(default_factory=list)
    """The batches that failed every try (their cases are not counted in ``checked``)."""

    @property
    def minimal(self) -> Disagreement | None:
        """The smallest disagreement found (fewest cards, then shortest case), if any."""
        return min(self.disagreements, default=None)

    @property
    def ok(self) -> bool:
        """Whether the two encodings agreed on every case and every batch ran."""
        return not self.disagreements and not self.failures

    def report(self) -> tuple[str, int, int, list[Disagreement], list[BatchFailure]]:
        """What the run found, without its time: the same wherever and in whatever order the batches ran.

        A failed batch's case range is the exception: it depends on the batch size, so on the number of workers.
        """
        return self.family, self.checked, self.disagreement_count, self.disagreements, self.failures


@dataclass(frozen=True)
class Family(Generic[Case]):
    """A named stream of cases and the comparison that checks one case."""

    name: str
    cases: Callable[[], Iterable[Case]]
    total: int
    compare: Callable[[Case], list[Disagreement]]


def compare_batch(compare: Callable[[Case], list[Disagreement]], cases: Sequence[Case]) -> list[Disagreement]:
    """Every disagreement of one batch of cases (run in a worker, so a module-level function)."""
    found: list[Disagreement] = []
    for case in cases:
        found.extend(compare(case))
    return found


def run_family(
    family: Family[Case],
    *,
    workers: int = 1,
    progress: bool = True,
    keep: int = 20,
    runner: Executor | None = None,
) -> FamilyResult:
    """Check every case of ``family``; keep the ``keep`` smallest disagreements.

    The batches run on ``runner`` (a run's executor), else on one made for this family: this process for one
    worker, a local Dask cluster for more. ``family.compare`` is then sent to other processes, so it must be a
    module-level function (or a ``partial`` of one) that builds its encodings once per process.
    """
    if runner is None:
        with executor(workers) as made:
            return run_family(family, progress=progress, keep=keep, runner=made)
    from tqdm import tqdm  # the bar's library, loaded only when a family runs

    result = FamilyResult(family.name)
    start = time.perf_counter()
    bar = tqdm(total=family.total, desc=family.name, unit="case", disable=not progress, leave=False, smoothing=0.05)
    size = batch_size(family.total, runner.workers)
    try:
        for batch, found in runner.run(partial(compare_batch, family.compare), batches(family.cases(), size)):
            if isinstance(found, BatchFailure):
                result.failures.append(found)
            else:
                result.checked += len(batch.cases)
                result.disagreement_count += len(found)
                result.disagreements = sorted(result.disagreements + found)[:keep]
            bar.update(len(batch.cases))
    finally:
        bar.close()
    result.failures.sort()
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
