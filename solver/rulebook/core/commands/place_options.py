"""The command-line options that say where a heavy command runs: ``--workers N`` and ``--scheduler ADDRESS``.

``simulate`` of every game, the impact of ``rulebook diff forbidden`` and ``rulebook verify`` take them; they make the
:class:`~rulebook.core.play.simulation_runs.RunPlace` the run's batches go to (``rulebook verify`` adds its own
``--workers``, whose default is every core, with the same :func:`workers_argument`).

``--workers`` is the size of a *local* cluster: one process of one thread per worker, so it is bounded by the
machine (:func:`~rulebook.core.verify.executor.workers_problem`: at most
:data:`~rulebook.core.verify.executor.WORKERS_PER_CORE` per core); a larger cluster is a scheduler's.
"""

from __future__ import annotations

import argparse

from rulebook.core.play.simulation_runs import RunPlace
from rulebook.core.text_numbers import integer_option
from rulebook.core.verify.executor import WORKERS_PER_CORE, check_reachable, scheduler_address, workers_problem

WORKERS_HELP = f"at most {WORKERS_PER_CORE} per core: more only share the cores and each holds its own memory"
"""What every ``--workers`` help says of its bound."""


def workers_argument(text: str) -> int:
    """An ``argparse`` type: a local cluster's size, 1 to :func:`~rulebook.core.verify.executor.most_local_workers`.

    The one parser of every ``--workers``: a bad count is the parser's one-line error, before anything is loaded.
    """
    count = integer_option(text)
    problem = workers_problem(count)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return count


def add_place_options(parser: argparse.ArgumentParser, workers_default: str) -> None:
    """Add ``--workers`` (its default described by ``workers_default``) and ``--scheduler`` to ``parser``."""
    parser.add_argument(
        "--workers",
        type=workers_argument,
        metavar="N",
        help=f"run on a local Dask cluster of N processes; 1: in this process (default: {workers_default}; "
        f"{WORKERS_HELP})",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on this Dask scheduler, tcp://HOST:8786 (default: $DASK_SCHEDULER_ADDRESS)",
    )


def run_place(args: argparse.Namespace, progress: bool, workers: int | None = None) -> RunPlace:
    """Where the run goes: ``--workers`` (else ``workers``), ``--scheduler``, with a bar when ``progress``.

    A scheduler's address that nothing answers at is an :class:`~rulebook.core.errors.InputError` here, before any
    work starts (:func:`~rulebook.core.verify.executor.check_reachable`).
    """
    address = scheduler_address(args.scheduler)
    if address is not None:
        check_reachable(address)
    chosen = args.workers if args.workers is not None else workers
    return RunPlace(workers=chosen, scheduler=args.scheduler, progress=progress)


__all__ = ["WORKERS_HELP", "add_place_options", "run_place", "workers_argument"]
