"""The command-line options that say where a heavy command runs: ``--workers N`` and ``--scheduler ADDRESS``.

``simulate`` of every game and the impact of ``rulebook diff forbidden`` take them; they make the
:class:`~rulebook.core.play.simulation_runs.RunPlace` the run's batches go to (``rulebook verify`` has its own, whose
default is every core).
"""

from __future__ import annotations

import argparse

from rulebook.core.play.simulation_runs import RunPlace


def add_place_options(parser: argparse.ArgumentParser, workers_default: str) -> None:
    """Add ``--workers`` (its default described by ``workers_default``) and ``--scheduler`` to ``parser``."""
    parser.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help=f"run on a local Dask cluster of N processes; 1: in this process (default: {workers_default})",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on this Dask scheduler, tcp://HOST:8786 (default: $DASK_SCHEDULER_ADDRESS)",
    )


def run_place(args: argparse.Namespace, progress: bool, workers: int | None = None) -> RunPlace:
    """Where the run goes: ``--workers`` (else ``workers``), ``--scheduler``, with a bar when ``progress``.

    A ``--workers`` below 1 is an :class:`~rulebook.core.errors.InputError` here, before any work starts.
    """
    chosen = args.workers if args.workers is not None else workers
    return RunPlace(workers=chosen, scheduler=args.scheduler, progress=progress)


__all__ = ["add_place_options", "run_place"]
