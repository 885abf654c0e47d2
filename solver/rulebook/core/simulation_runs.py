"""Simulations on the one executor: a run's game seeds cut into batches, played wherever the executor runs them.

Every game of a simulation is decided by its own seed, so a batch of seeds can be played in any process. A game's
``simulate`` hands :func:`play_seeds` a module-level function that plays a batch of seeds into a report of its own
(a *part*) and a function that merges one part into the run's report; the parts are merged in the order of their
seeds (:func:`~rulebook.core.executor.in_order`), so the report is the same whatever the number of workers and
whatever order they finish in. A batch that fails every try stops the run with
:class:`~rulebook.core.executor.BatchesFailedError`, naming its games: a report missing their games would mislead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from rulebook.core.errors import InputError
from rulebook.core.executor import BatchesFailedError, BatchFailure, batch_size, batches, executor, in_order

Part = TypeVar("Part")

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

    def workers_for(self, games: int) -> int:
        """How many local workers a run of ``games`` games uses."""
        if self.workers is not None:
            if self.workers < 1:
                raise InputError(f"--workers must be 1 or more, not {self.workers}")
            return self.workers
        from os import cpu_count

        return max(1, cpu_count() or 1) if games >= LOCAL_FROM else 1


IN_THIS_PROCESS = RunPlace()


def play_seeds(
    play: Callable[[Sequence[int]], Part],
    seeds: Sequence[int],
    merge: Callable[[Part], None],
    place: RunPlace = IN_THIS_PROCESS,
) -> None:
    """Play ``seeds`` in batches with ``play`` where ``place`` says, and ``merge`` each batch's part in seed order.

    ``play`` is sent to other processes, so it must be a module-level function or a ``partial`` of one. A progress
    bar (games done, games per second) goes to stderr when ``place.progress`` is true.
    """
    from tqdm import tqdm  # the bar's library, loaded only when a run starts

    failures: list[BatchFailure] = []
    with executor(place.workers_for(len(seeds)), place.scheduler, place.client) as runner:
        size = batch_size(
            len(seeds), runner.workers, smallest=SMALLEST_BATCH, largest=LARGEST_BATCH, in_process=IN_PROCESS_BATCH
        )
        bar = tqdm(total=len(seeds), desc="games", unit="game", disable=not place.progress, leave=False)
        try:
            for batch, part in in_order(runner.run(play, batches(seeds, size))):
                if isinstance(part, BatchFailure):
                    failures.append(part)
                else:
                    merge(part)
                bar.update(len(batch.cases))
        finally:
            bar.close()
    if failures:
        raise BatchesFailedError(failures)


__all__ = ["IN_THIS_PROCESS", "LOCAL_FROM", "RunPlace", "play_seeds"]
