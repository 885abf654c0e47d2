"""The scale-out figures of ``make bench``: the exhaustive families on one and two workers, and on 8 to 512.

The exhaustive cross-checks on local clusters of one and two workers, the cost of a task, and an estimate of
``verify --exhaustive`` on 8, 64 and 512 workers.

Measured, for every family of ``rulebook verify --exhaustive`` of the chosen games:

- **per case**: the first cases of the family, checked twice in this process; the second pass is the warm time of
  a case, the first pass less the second is what a worker pays once to build its solvers and tables (its warm-up);
- **one and two workers**: the first cases of the family (about :data:`SAMPLE_SECONDS` of warm work) cut into
  :data:`SAMPLE_BATCHES` batches, run on a new local cluster of one worker and then on a new one of two, the game's
  modules imported on every worker beforehand (:func:`load_on_workers`) and the workers warmed on the next cases
  (:func:`warm_then_time`); the speed-up is the one worker's time
  over the two workers', the efficiency the speed-up over two. A cluster per family: a worker keeps each family's
  solvers and tables for the rest of its life, and the samples of all 36 families in one worker grew it to about
  20 GB before the kernel ended it (restarting the workers between families instead timed out under load);
- **a task's cost**: :data:`OVERHEAD_TASKS` tasks that do nothing, run through the executor on the two-worker
  cluster: the time per task is what the scheduler and the round trip cost, against which a batch's time is set.

The estimate is arithmetic on those numbers, stated with its assumptions (:func:`estimate_seconds`).
"""

from __future__ import annotations

import contextlib
import math
import os
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import islice
from typing import TYPE_CHECKING, Any

from rulebook.core.bench.figure import Figure
from rulebook.core.verify.crosscheck import Family, compare_batch
from rulebook.core.verify.executor import Batch, BatchFailure, Executor, OnDask, batch_size, batches

if TYPE_CHECKING:
    from rulebook.core.game import Game

SAMPLE_SECONDS = 3.0
"""About this much warm work (on one core) of each family is run on one and on two workers."""
QUICK_SAMPLE_SECONDS = 0.5
PROBE_SECONDS = 0.4
PROBE_CASES = 100
"""The per-case time comes from the first cases (at most this many, or as many as take ``PROBE_SECONDS``)."""
SAMPLE_BATCHES = 8
"""A family's sample is cut into this many batches: four per worker on two workers."""
OVERHEAD_TASKS = 400
ESTIMATED_WORKERS = (8, 64, 512)


@dataclass(frozen=True)
class FamilyTiming:
    """What one family costs: its cases, a warm case's time, a worker's warm-up, its sample on one and two workers."""

    game: str
    name: str
    total: int
    per_case: float
    warm_up: float
    sampled: int
    one_worker: float = 0.0
    two_workers: float = 0.0


def probe(family: Family[Any]) -> tuple[float, float]:
    """A warm case's time and the warm-up (seconds), from the family's first cases in this process.

    The first cases (at most :data:`PROBE_CASES`, or as many as take :data:`PROBE_SECONDS`) are checked cold; as
    many *further* cases then give the warm time (not the same ones again, whose answers the encodings may have
    kept); the first pass less the second is the warm-up.
    """
    stream = family.cases()
    first = 0
    start = time.perf_counter()
    for case in islice(stream, PROBE_CASES):
        compare_batch(family.compare, [case])
        first += 1
        if time.perf_counter() - start > PROBE_SECONDS:
            break
    cold = time.perf_counter() - start
    further = list(islice(stream, first))
    if not further:  # a family smaller than the probe: its cold time is all there is
        return cold / max(1, first), 0.0
    start = time.perf_counter()
    compare_batch(family.compare, further)
    per_case = (time.perf_counter() - start) / len(further)
    return per_case, max(0.0, cold - per_case * first)


def _sample_batches(family: Family[Any], count: int, skip: int = 0) -> Iterator[Batch[Any]]:
    cases = islice(family.cases(), skip, skip + count)
    return batches(cases, max(1, math.ceil(count / SAMPLE_BATCHES)))


def _run_sample(runner: Executor, family: Family[Any], count: int, skip: int = 0) -> float:
    """Seconds to check ``count`` cases of ``family`` after its first ``skip`` on ``runner``; a failure is an error."""
    start = time.perf_counter()
    for _, found in runner.run(_checked(family), _sample_batches(family, count, skip)):
        if isinstance(found, BatchFailure):
            raise RuntimeError(f"{family.name}: {found}")
    return time.perf_counter() - start


def warm_then_time(runner: Executor, family: Family[Any], count: int) -> float:
    """Seconds for the first ``count`` cases of ``family`` on workers that have just checked the next ``count``.

    The untimed pass builds each worker's solvers and tables (the warm-up :func:`probe` measures apart), so the
    timed pass compares warm work on one and two workers, as the estimates assume. A family of fewer than twice
    ``count`` cases is warmed on what is left after the sample; one with none left is timed with its warm-up.
    """
    _run_sample(runner, family, count, skip=count)
    return _run_sample(runner, family, count)


def _checked(family: Family[Any]) -> Any:
    return partial(compare_batch, family.compare)


def _nothing(cases: Sequence[Any]) -> int:
    """A task that does nothing: what is left of its time is the scheduler's and the round trip's."""
    return len(cases)


def task_cost(runner: OnDask) -> float:
    """Seconds per task of :data:`OVERHEAD_TASKS` tasks that do nothing, with the executor's window in flight."""
    list(runner.run(_nothing, batches(range(20), 1)))  # the function reaches every worker once
    start = time.perf_counter()
    for _ in runner.run(_nothing, batches(range(OVERHEAD_TASKS), 1)):
        pass
    return (time.perf_counter() - start) / OVERHEAD_TASKS


def estimate_seconds(timings: Sequence[FamilyTiming], workers: int, per_task: float) -> float:
    """``verify --exhaustive`` on ``workers`` workers, estimated from the measured times.

    Each family is cut as ``verify`` cuts it (:func:`~rulebook.core.verify.executor.batch_size`); its batches run in
    rounds of ``workers`` at once, each of its batch's cases times a warm case's time, after each worker's warm-up;
    the scheduler hands out the batches one at a time at ``per_task`` each, so a family takes at least its batches
    times ``per_task``. The families run one after another, as ``verify`` runs them. Left out: the cluster's
    start-up, moving cases over a network, workers slower or faster than this machine's cores.
    """
    seconds = 0.0
    for timing in timings:
        size = batch_size(timing.total, workers)
        count = math.ceil(timing.total / size)
        rounds = math.ceil(count / workers)
        compute = timing.warm_up + rounds * min(size, timing.total) * timing.per_case
        seconds += max(compute, count * per_task)
    return seconds


def _minutes(seconds: float) -> str:
    return f"{seconds / 60:.1f} min" if seconds >= 60 else f"{seconds:.0f} s"


def measure(games: Sequence[Game], quick: bool, progress: Callable[[str], None]) -> tuple[list[FamilyTiming], float]:
    """Every exhaustive family's timing and the cost of one task, on local clusters of one and two workers."""
    from rulebook.core.game import VerifyBudget

    budget = VerifyBudget(exhaustive=True, seed=1)
    families = [(game.id, family) for game in games for family in game.verify(budget)]
    seconds = QUICK_SAMPLE_SECONDS if quick else SAMPLE_SECONDS
    timings: list[FamilyTiming] = []
    progress(f"scale-out: the warm time of a case of {len(families)} exhaustive families")
    for number, (game_id, family) in enumerate(families, 1):
        progress(f"  {number}/{len(families)} {family.name}")
        per_case, warm_up = probe(family)
        sampled = max(SAMPLE_BATCHES, min(family.total, math.ceil(seconds / max(per_case, 1e-9))))
        timings.append(FamilyTiming(game_id, family.name, family.total, per_case, warm_up, sampled))
    measured: dict[int, list[float]] = {1: [], 2: []}
    progress("scale-out: every family's sample on new local clusters of 1 and of 2 workers")
    for (_, family), timing in zip(families, timings, strict=True):
        for workers in (1, 2):
            with local_client(workers) as client:
                load_on_workers(client, _checked(family))
                measured[workers].append(warm_then_time(OnDask(client), family, timing.sampled))
        one, two = measured[1][-1], measured[2][-1]
        progress(f"  {family.name}: {timing.sampled:,} cases in {one:.1f} s on 1 worker, {two:.1f} s on 2")
    with local_client(2) as client:
        per_task = task_cost(OnDask(client))
    timings = [
        FamilyTiming(t.game, t.name, t.total, t.per_case, t.warm_up, t.sampled, one, two)
        for t, one, two in zip(timings, measured[1], measured[2], strict=True)
    ]
    return timings, per_task


def _loaded(_: Any) -> None:
    """Nothing: unpickling the argument on a worker has imported the modules it comes from."""


def load_on_workers(client: Any, function: Any) -> None:
    """Import on every worker of ``client`` the modules ``function`` comes from, before anything is timed.

    A family's sample then times its cases and the building of its solvers and tables (as a worker of ``verify``
    pays them), not Python importing the game.
    """
    client.run(_loaded, function)


@contextlib.contextmanager
def local_client(workers: int) -> Iterator[Any]:
    """A client of a new local cluster of ``workers`` single-thread processes, closed at the end.

    Its logs are silenced below CRITICAL: the bench opens and closes 73 clusters, and a worker whose heartbeat
    crosses the scheduler's closing logs an error with a traceback that says nothing of the figures (a failed batch
    is raised by the executor, not logged).
    """
    import logging

    from distributed import Client, LocalCluster

    with (
        LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
            silence_logs=logging.CRITICAL,
        ) as cluster,
        Client(cluster) as client,
    ):
        yield client


def here_figure(timings: Sequence[FamilyTiming], per_task: float, cores: int | None = None) -> Figure:
    """``verify --exhaustive`` (most of ``make verify``) projected on this machine's cores, in minutes.

    :func:`estimate_seconds` on as many workers as the machine has cores: every family's cases at its warm time,
    plus each family's first-pass building (its Z3 shapes and tables, :func:`probe`'s warm-up), the families one
    after another; the three families that take longest are named, with their share.
    """
    workers = cores if cores is not None else os.cpu_count() or 1
    total = estimate_seconds(timings, workers, per_task)
    shares = sorted(((estimate_seconds([t], workers, per_task), t.name) for t in timings), reverse=True)[:3]
    largest = "; ".join(f"{name} {seconds / 60:.1f} min ({seconds / total:.0%})" for seconds, name in shares)
    building = sum(t.warm_up for t in timings)
    return Figure(
        f"`verify --exhaustive` (most of `make verify`) projected on this machine's {workers} cores",
        f"{total / 60:.1f} min",
        f"{sum(t.total for t in timings):,} cases in {len(timings)} families at each family's warm time per case, "
        f"plus {building:.0f} s of first-pass building (Z3 shapes, tables) once per family; the longest: {largest}",
    )


def scale_figures(games: Sequence[Game], quick: bool, progress: Callable[[str], None]) -> list[Figure]:
    """The scale-out rows of ``docs/performance.md``: per game, then the task's cost, then the estimates.

    ``progress`` is told what is being measured (the bench's lines on stderr).
    """
    timings, per_task = measure(games, quick, progress)
    figures: list[Figure] = []
    for game_id in dict.fromkeys(timing.game for timing in timings):
        mine = [timing for timing in timings if timing.game == game_id]
        one, two = sum(t.one_worker for t in mine), sum(t.two_workers for t in mine)
        speed_up = one / two if two else 0.0
        worst = min(mine, key=lambda t: t.one_worker / t.two_workers if t.two_workers else math.inf)
        figures.append(
            Figure(
                f"scale-out: {game_id} exhaustive families on 1 and 2 local workers",
                f"{speed_up:.2f}x ({speed_up / 2:.0%} efficiency)",
                f"{len(mine)} {'family' if len(mine) == 1 else 'families'}, {sum(t.sampled for t in mine):,} cases: "
                f"the first of each, about {SAMPLE_SECONDS if not quick else QUICK_SAMPLE_SECONDS:g} s of warm work, "
                f"in {SAMPLE_BATCHES} batches; {one:.1f} s on one worker, {two:.1f} s on two; the lowest, "
                f"{worst.name}, {worst.one_worker / worst.two_workers:.2f}x",
            )
        )
    batch_times = [min(batch_size(t.total, 2), t.total) * t.per_case for t in timings]
    figures.append(
        Figure(
            "scale-out: the cost of a task against a batch's time",
            f"{per_task * 1000:.1f} ms per task",
            f"{OVERHEAD_TASKS} tasks that do nothing on 2 local workers, two in flight per worker; a batch of "
            f"`verify --exhaustive` on 2 workers takes {min(batch_times):.2f} to {max(batch_times):.2f} s "
            f"(median {sorted(batch_times)[len(batch_times) // 2]:.1f} s), so the task's cost is "
            f"{per_task / sorted(batch_times)[len(batch_times) // 2]:.2%} of a median batch",
        )
    )
    cases = sum(t.total for t in timings)
    one_core = sum(t.warm_up + t.total * t.per_case for t in timings)
    figures.append(here_figure(timings, per_task))
    for workers in ESTIMATED_WORKERS:
        estimate = estimate_seconds(timings, workers, per_task)
        figures.append(
            Figure(
                f"scale-out estimate: `verify --exhaustive` on {workers} workers",
                f"{_minutes(estimate)} (estimate)",
                f"{cases:,} cases in {len(timings)} families, {_minutes(one_core)} of work on one core of this "
                f"machine: {one_core / estimate:.0f}x; assumes workers as fast as this machine's cores, the "
                f"measured {per_task * 1000:.1f} ms per task, no network cost and no cluster start-up; families "
                f"with fewer batches than workers leave the rest idle (see docs/scale-out.md)",
            )
        )
    return figures


__all__ = [
    "FamilyTiming",
    "estimate_seconds",
    "here_figure",
    "load_on_workers",
    "local_client",
    "measure",
    "probe",
    "scale_figures",
    "task_cost",
    "warm_then_time",
]
