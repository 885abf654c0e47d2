"""The one executor of the heavy families: batches of cases run in-process, on a local Dask cluster or on any cluster.

Work is cut into batches (:class:`Batch`: its number, the number of its first case and its cases). A batch is run
by a module-level function of its cases, so it can be sent to another process; what it returns is gathered by
batch, whatever order the batches finish in, so a caller that merges the results in an order of its own (the
cross-check sorts its disagreements) reports the same whatever the number of workers.

Where the batches run (:func:`executor`):

- in this process (one worker, the test suite, small runs): :class:`InProcess`;
- a local cluster of ``workers`` processes of one thread each (``rulebook verify --workers 2``, ``make verify``);
- a running Dask scheduler: ``--scheduler tcp://HOST:8786``, or Dask's own ``DASK_SCHEDULER_ADDRESS``;
- in the Python API, a ``distributed.Client`` the caller made, used as it is and left open.

How many local workers: a worker of a local cluster is a process of one thread, so more of them than cores only
share the cores, and each holds its own interpreter, engines and solvers in memory. :func:`check_workers` refuses
more than :data:`WORKERS_PER_CORE` per core (:func:`most_local_workers`): room to spare for batches that wait, and a
ceiling on what one mistyped number can start. A scheduler's cluster is its own size, whatever ``--workers`` says.

A scheduler named by address is first reached with a plain TCP connection (:func:`check_reachable`): nothing
listening answers at once, and that is said at once; a scheduler that is slow to answer is left to Dask's own
:data:`CONNECT_SECONDS`.

Faults: a batch whose function raises is tried again (``retries``); a worker that dies takes only its running
batches with it, and Dask runs them again on another worker (its ``allowed-failures``). A batch that still fails is
returned as a :class:`BatchFailure` naming its case range and the error: nothing is lost silently, nothing is
counted twice (each batch's result is taken once, from the one future that holds it). Nothing of Z3 crosses a
process boundary: a batch carries plain cases, and each worker builds and reuses its own solvers.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any, Generic, Protocol, TypeVar

from rulebook.core.errors import BatchesFailedError, InputError

Case = TypeVar("Case")
Result = TypeVar("Result")

RETRIES = 2
"""How many more times a batch whose function raised is run before it is reported as failed."""
MIN_BATCH = 1_000
MAX_BATCH = 20_000
BATCHES_PER_WORKER = 16
"""A family is cut into about this many batches per worker, each of ``MIN_BATCH`` to ``MAX_BATCH`` cases."""
CONNECT_SECONDS = 10
"""How long a scheduler named by ``--scheduler`` or ``DASK_SCHEDULER_ADDRESS`` may take to answer."""
PROBE_SECONDS = 2
"""How long the plain TCP connection to a scheduler may take before Dask is left to try for itself."""
IN_PROCESS_BATCH = 500
"""In this process there is no task to pay for: smaller batches move the progress bar more often."""
WORKERS_PER_CORE = 4
"""The most local workers a run may start, per core of this machine (:func:`most_local_workers`)."""


@dataclass(frozen=True)
class Batch(Generic[Case]):
    """The ``index``-th batch of a family: its cases, the first of which is case number ``first`` (from 0)."""

    index: int
    first: int
    cases: Sequence[Case]

    @property
    def last(self) -> int:
        """The number of the batch's last case."""
        return self.first + len(self.cases) - 1


@dataclass(frozen=True, order=True)
class BatchFailure:
    """A batch that failed every try: its case range and the error of the last try."""

    index: int
    first: int
    last: int
    error: str

    def __str__(self) -> str:
        return f"batch {self.index} (cases {self.first:,} to {self.last:,}) failed: {self.error}"


class Executor(Protocol):
    """Runs a function over batches, yielding each batch with its result (or its failure) as it finishes."""

    workers: int
    """How many batches run at once."""

    def run(
        self, function: Callable[[Sequence[Any]], Any], batches: Iterable[Batch[Any]]
    ) -> Iterator[tuple[Batch[Any], Any]]:
        """Each batch with ``function(batch.cases)``, or a :class:`BatchFailure`, in the order they finish."""
        ...  # pragma: no cover


def batch_size(
    total: int,
    workers: int,
    *,
    smallest: int = MIN_BATCH,
    largest: int = MAX_BATCH,
    in_process: int = IN_PROCESS_BATCH,
) -> int:
    """The cases per batch of a family of ``total`` cases on ``workers`` workers (one batch per task).

    About :data:`BATCHES_PER_WORKER` batches per worker, each of ``smallest`` to ``largest`` cases; a family whose
    cases are slow (a simulated game takes milliseconds, a case of a cross-check microseconds) sets smaller bounds.
    """
    if workers <= 1:
        return in_process
    return max(smallest, min(largest, -(-total // (workers * BATCHES_PER_WORKER))))


def batches(cases: Iterable[Case], size: int) -> Iterator[Batch[Case]]:
    """``cases`` cut into batches of ``size``, numbered in order, read lazily."""
    iterator = iter(cases)
    index = first = 0
    while chunk := tuple(islice(iterator, size)):
        yield Batch(index, first, chunk)
        index, first = index + 1, first + len(chunk)


def in_order(finished: Iterable[tuple[Batch[Case], Result]]) -> Iterator[tuple[Batch[Case], Result]]:
    """The batches of ``finished`` (in the order they finished) in their own order, each as soon as it can be.

    A batch that finishes early waits until every batch before it has; so a caller that merges results as they come
    (a simulation's figures, lists of games) merges them as one process running the batches in order would.
    """
    waiting: dict[int, tuple[Batch[Case], Result]] = {}
    following = 0
    for batch, result in finished:
        waiting[batch.index] = (batch, result)
        while following in waiting:
            yield waiting.pop(following)
            following += 1


def error_text(error: BaseException) -> str:
    """One line for an error: its type and message."""
    message = " ".join(str(error).split())
    return f"{type(error).__name__}: {message}" if message else type(error).__name__


class InProcess:
    """Every batch in this process, one after another, each tried ``1 + retries`` times."""

    workers = 1

    def __init__(self, retries: int = RETRIES) -> None:
        self.retries = retries

    def run(
        self, function: Callable[[Sequence[Any]], Any], batches: Iterable[Batch[Any]]
    ) -> Iterator[tuple[Batch[Any], Any]]:
        """Run the batches in order."""
        for batch in batches:
            yield batch, self._one(function, batch)

    def _one(self, function: Callable[[Sequence[Any]], Any], batch: Batch[Any]) -> Any:
        for attempt in range(self.retries + 1):
            try:
                return function(batch.cases)
            except Exception as error:  # a rule module's bug: the run reports it and goes on
                if attempt == self.retries:
                    return BatchFailure(batch.index, batch.first, batch.last, error_text(error))
        raise AssertionError("unreachable")  # pragma: no cover


class OnDask:
    """Batches as tasks of a Dask ``Client``: a bounded number in flight, each retried, gathered as they finish."""

    def __init__(self, client: Any, retries: int = RETRIES) -> None:
        self.client = client
        self.retries = retries
        self.workers = max(1, sum(client.nthreads().values()))

    def run(
        self, function: Callable[[Sequence[Any]], Any], batches: Iterable[Batch[Any]]
    ) -> Iterator[tuple[Batch[Any], Any]]:
        """Keep about two batches per worker thread in flight; yield each as it finishes."""
        from distributed import as_completed

        pending = iter(batches)
        held: dict[str, Batch[Any]] = {}

        def submit(batch: Batch[Any]) -> Any:
            future = self.client.submit(function, batch.cases, pure=False, retries=self.retries)
            held[future.key] = batch
            return future

        window = [submit(batch) for batch in islice(pending, 2 * self.workers)]
        if not window:
            return
        finished = as_completed(window)
        for future in finished:
            batch = held.pop(future.key)
            yield batch, self._outcome(future, batch)
            future.release()
            for more in islice(pending, 1):
                finished.add(submit(more))

    @staticmethod
    def _outcome(future: Any, batch: Batch[Any]) -> Any:
        """The batch's result, or its failure.

        A finished batch's result lives on the worker that ran it until it is fetched: if that worker dies first
        (it went on to a batch that killed it), the future turns from finished to lost, Dask runs the batch again,
        and ``result()`` waits for that run. So the result is asked for whatever the status said when the future
        was yielded; only an error, a cancellation or a batch that exhausted its retries is a failure.
        """
        from distributed import CancelledError

        try:
            return future.result()
        except CancelledError:
            return BatchFailure(batch.index, batch.first, batch.last, "cancelled")
        except Exception as error:  # the batch's own error, or KilledWorker once Dask gives up on it
            return BatchFailure(batch.index, batch.first, batch.last, error_text(error))


def most_local_workers() -> int:
    """The most workers a local cluster may have here: :data:`WORKERS_PER_CORE` per core."""
    return WORKERS_PER_CORE * (os.cpu_count() or 1)


def workers_problem(workers: int) -> str | None:
    """What is wrong with a local cluster of ``workers`` (1 to :func:`most_local_workers` are right), or None."""
    if workers < 1:
        return f"must be 1 or more, not {workers}"
    most = most_local_workers()
    if workers > most:
        cores = os.cpu_count() or 1
        return (
            f"must be at most {most} here ({WORKERS_PER_CORE} per core, {cores} core{'s' if cores != 1 else ''}: more "
            f"only share the cores), not {workers}; a larger cluster is a scheduler's (--scheduler)"
        )
    return None


def check_workers(workers: int) -> int:
    """``workers`` if a local cluster may have that many, else an :class:`InputError` (:func:`workers_problem`).

    What every ``--workers`` is checked by (its ``argparse`` type,
    :func:`rulebook.core.commands.place_options.workers_argument`), and the Python API's worker counts.
    """
    problem = workers_problem(workers)
    if problem is not None:
        raise InputError(f"--workers {problem}")
    return workers


def check_reachable(address: str) -> None:
    """Refuse at once a scheduler address that nothing answers at (an :class:`InputError` naming it).

    Only a TCP address (``tcp://HOST:PORT``, ``tls://``, or ``HOST:PORT``) is tried, with a plain connection of at most
    :data:`PROBE_SECONDS`: a refused connection, an unknown host or an unreachable network is an answer; a connection
    still pending then is left to Dask, whose handshake waits :data:`CONNECT_SECONDS`. Any other transport is left to
    Dask at once.
    """
    from distributed.comm.addressing import parse_address, parse_host_port

    try:
        scheme, location = parse_address(address)
        if scheme not in ("tcp", "tls"):
            return
        host, port = parse_host_port(location)
    except (ValueError, TypeError) as error:
        raise InputError(f"cannot reach the Dask scheduler at {address}: {error_text(error)}") from None
    import socket  # only a run on a scheduler needs it: the CLI imports this module for every command

    try:
        with socket.create_connection((host, port), timeout=PROBE_SECONDS):
            return
    except TimeoutError:
        return  # slow to answer: Dask's own timeout decides
    except OSError as error:
        raise InputError(f"cannot reach the Dask scheduler at {address}: {error_text(error)}") from None


def scheduler_address(given: str | None) -> str | None:
    """The scheduler asked for: ``--scheduler``, else the ``DASK_SCHEDULER_ADDRESS`` variable Dask users set."""
    if given:
        return given
    return os.environ.get("DASK_SCHEDULER_ADDRESS") or None


@contextlib.contextmanager
def executor(workers: int = 1, scheduler: str | None = None, client: Any = None) -> Iterator[Executor]:
    """The executor of a run, the first that applies: the caller's ``client``, a scheduler's address, a local cluster.

    A local cluster has ``workers`` processes when that is more than one; else the batches run in this process. A
    cluster or client made here is closed at the end.
    """
    if client is not None:
        yield OnDask(client)
        return
    address = scheduler_address(scheduler)
    if address is None and workers <= 1:
        yield InProcess()
        return
    from distributed import Client, LocalCluster

    if address is not None:
        check_reachable(address)
        try:
            remote = Client(address, timeout=CONNECT_SECONDS)
        except Exception as error:  # refused, timed out, or not a Dask scheduler (whose answer Dask cannot read)
            raise InputError(f"cannot reach the Dask scheduler at {address}: {error_text(error)}") from None
        with remote:
            yield OnDask(remote)
        return
    check_workers(workers)
    import logging

    with (
        LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",  # a free port: never the warning that 8787 is taken
            silence_logs=logging.ERROR,
        ) as cluster,
        Client(cluster) as local,
    ):
        yield OnDask(local)


__all__ = [
    "RETRIES",
    "Batch",
    "BatchFailure",
    "BatchesFailedError",
    "Executor",
    "InProcess",
    "OnDask",
    "batch_size",
    "batches",
    "check_reachable",
    "check_workers",
    "error_text",
    "executor",
    "in_order",
    "most_local_workers",
    "scheduler_address",
    "workers_problem",
]
