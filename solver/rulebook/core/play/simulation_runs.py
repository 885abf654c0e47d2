"""Simulations on the one executor: a run's game seeds cut into batches, played wherever the executor runs them.

Every game of a simulation is decided by its own seed, so a batch of seeds can be played in any process. A game's
``simulate`` hands :func:`play_seeds` a module-level function that plays a batch of seeds into a report of its own
(a *part*) and a function that merges one part into the run's report; the parts are merged in the order of their
seeds (:func:`~rulebook.core.verify.executor.in_order`), so the report is the same whatever the number of workers and
whatever order they finish in. The seeds (or any items) are read as the batches are handed out, never held
together (a :class:`Stream`): however many games a run asks for, its seeds take no memory before they are played. A
batch that fails every try stops the run with :class:`~rulebook.core.verify.executor.BatchesFailedError`, naming its
games: a report missing their games would mislead.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from typing import Any, Generic, Protocol, TypeVar

from rulebook.core.verify.executor import (
    BatchesFailedError,
    BatchFailure,
    InProcess,
    OnDask,
    batch_size,
    batches,
    check_workers,
    executor,
    in_order,
)

Part = TypeVar("Part")
Item = TypeVar("Item")
Counted_co = TypeVar("Counted_co", covariant=True)


class Counted(Protocol[Counted_co]):
    """Items that know how many they are and can be read in order: a list, a ``range``, a :class:`Stream`."""

    def __len__(self) -> int:
        """How many items there are."""
        ...  # pragma: no cover

    def __iter__(self) -> Iterator[Counted_co]:
        """The items, in order."""
        ...  # pragma: no cover


class Stream(Generic[Item]):
    """``count`` items drawn one at a time as they are read: the first ``count`` of ``draw()``, never held together.

    Each reading starts again from a fresh ``draw()``, so the items are the same every time.

    >>> squares = Stream(3, lambda: (n * n for n in range(10**9)))
    >>> len(squares), list(squares), list(squares)
    (3, [0, 1, 4], [0, 1, 4])
    """

    def __init__(self, count: int, draw: Callable[[], Iterator[Item]]) -> None:
        self.count = count
        self.draw = draw

    def __len__(self) -> int:
        return self.count

    def __iter__(self) -> Iterator[Item]:
        return islice(self.draw(), self.count)


SMALLEST_BATCH = 20
LARGEST_BATCH = 2_000
"""A simulated game takes milliseconds: tens to thousands of games make a task of a fraction of a second or more."""
IN_PROCESS_BATCH = 50
"""In this process a batch costs nothing: small ones keep the progress bar moving."""
LOCAL_FROM = 2_000
"""Without ``--workers``, runs of this many games or more start a local cluster of every core; smaller ones, none."""


@dataclass(frozen=True)
class RunPlace:
    """Where a run's batches are played: ``workers`` local processes, a scheduler's cluster, or a caller's client.

    ``workers=None`` lets the run choose: one per core for a long run (:data:`LOCAL_FROM` games or more), else this
    process, where a cluster's start-up (a second or two) would cost more than it saves.
    """

    workers: int | None = 1
    scheduler: str | None = None
    client: Any = None
    progress: bool = False

    def __post_init__(self) -> None:
        if self.workers is not None:
            check_workers(self.workers)

    def workers_for(self, games: int) -> int:
        """How many local workers a run of ``games`` games uses."""
        if self.workers is not None:
            return self.workers
        from os import cpu_count

        return max(1, cpu_count() or 1) if games >= LOCAL_FROM else 1

    @contextlib.contextmanager
    def opened(self, items: int = LOCAL_FROM) -> Iterator[RunPlace]:
        """The same place with its cluster started (or its scheduler reached) once, for several runs in a row.

        Inside, every run goes to the same client; a run of ``items`` that needs no cluster gets none.
        """
        if self.client is not None:
            yield self
            return
        with executor(self.workers_for(items), self.scheduler) as runner:
            client = runner.client if isinstance(runner, OnDask) else None
            yield replace(self, client=client, workers=1 if client is None else self.workers)


IN_THIS_PROCESS = RunPlace()


def play_seeds(
    play: Callable[[Sequence[int]], Part],
    seeds: Counted[int],
    merge: Callable[[Part], None],
    place: RunPlace = IN_THIS_PROCESS,
) -> None:
    """Play ``seeds`` in batches with ``play`` where ``place`` says, and ``merge`` each batch's part in seed order.

    ``play`` is sent to other processes, so it must be a module-level function or a ``partial`` of one. A progress
    bar (games done, games per second) goes to stderr when ``place.progress`` is true.
    """
    run_batches(play, seeds, merge, place, unit="game")


def run_batches(
    work: Callable[[Sequence[Item]], Part],
    items: Counted[Item],
    merge: Callable[[Part], None],
    place: RunPlace = IN_THIS_PROCESS,
    *,
    unit: str,
) -> None:
    """:func:`play_seeds` for any items of milliseconds each (game seeds, sampled hands); the bar counts ``unit``."""
    failures: list[BatchFailure] = []
    with place.opened(len(items)) as opened:
        runner = OnDask(opened.client) if opened.client is not None else InProcess()
        size = batch_size(
            len(items), runner.workers, smallest=SMALLEST_BATCH, largest=LARGEST_BATCH, in_process=IN_PROCESS_BATCH
        )
        bar = _bar(len(items), unit) if place.progress else _NO_BAR
        try:
            for batch, part in in_order(runner.run(work, batches(items, size))):
                if isinstance(part, BatchFailure):
                    failures.append(part)
                else:
                    merge(part)
                bar.update(len(batch.cases))
        finally:
            bar.close()
    if failures:
        raise BatchesFailedError(failures)


class _NoBar:
    """The progress bar of a run without one: counts nothing, shows nothing."""

    def update(self, done: int) -> None:
        """Nothing to show."""

    def close(self) -> None:
        """Nothing to close."""


_NO_BAR = _NoBar()


def _bar(total: int, unit: str) -> Any:
    """A progress bar on stderr counting ``total`` ``unit``s (its library is loaded only when a bar is shown)."""
    from tqdm import tqdm

    return tqdm(total=total, desc=f"{unit}s", unit=unit, leave=False)


__all__ = ["IN_THIS_PROCESS", "LOCAL_FROM", "Counted", "RunPlace", "Stream", "play_seeds", "run_batches"]
