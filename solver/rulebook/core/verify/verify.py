"""``rulebook verify``: every encoded rule's Z3 model against its engine, with a closing summary table.

Game-independent: every registered game gives its families (:attr:`rulebook.core.game.Game.verify`) for the
standard budget (``make run``, a few minutes) or ``--exhaustive`` (``make verify``: every configuration of the
domains a game sweeps whole), and this command runs them in the registry's order. ``--game`` runs one game's.

The families run through one executor (:mod:`rulebook.core.verify.executor`): this process with ``--workers 1``, a local
Dask cluster of ``--workers`` processes (all cores by default), or the cluster of ``--scheduler tcp://HOST:8786``
(or ``DASK_SCHEDULER_ADDRESS``). The summary's counts and disagreements are the same wherever the work ran; a batch
that failed every try is listed with its case range and its error, and the run exits 1.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.commands.place_options import WORKERS_HELP, workers_argument
from rulebook.core.game import Game, VerifyBudget
from rulebook.core.text_numbers import integer_option

if TYPE_CHECKING:
    from rulebook.core.verify.crosscheck import FamilyResult


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook verify``."""
    verify = subparsers.add_parser(
        "verify",
        exits={1: "the encodings disagree somewhere, or a batch of cases failed to run"},
        help="cross-check every Z3 model against its engine",
        description="Cross-check every encoded rule's Z3 model against its fast engine.",
        epilog="examples:\n  rulebook verify\n  rulebook verify --exhaustive --workers 2\n"
        "  rulebook verify --game sorry --workers 1              in this process, no cluster\n"
        "  rulebook verify --exhaustive --scheduler tcp://10.0.0.5:8786   on a running Dask cluster",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    verify.add_argument("--exhaustive", action="store_true", help="every single-suit configuration, more hands")
    verify.add_argument(
        "--game", action="append", choices=[game.id for game in games], help="only this game (repeatable)"
    )
    verify.add_argument(
        "--workers",
        type=workers_argument,
        default=os.cpu_count() or 1,
        help=f"local worker processes (default: all cores; 1: in this process; {WORKERS_HELP})",
    )
    verify.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on this Dask scheduler, tcp://HOST:8786 (default: $DASK_SCHEDULER_ADDRESS, else a local cluster)",
    )
    verify.add_argument("--seed", type=integer_option, default=2026, help="seed of the random samples (default 2026)")
    verify.add_argument("--no-progress", action="store_true", help="no progress bars")
    verify.set_defaults(run=partial(run_verify, games))


def run_verify(games: Sequence[Game], args: argparse.Namespace, stdout: TextIO) -> int:
    """Run every family of every game (or of ``--game``); exit 1 if the encodings disagree anywhere."""
    from rulebook.core.verify.crosscheck import run_family, summary_table  # its bars, loaded to run
    from rulebook.core.verify.executor import executor

    budget = VerifyBudget(exhaustive=args.exhaustive, seed=args.seed)
    progress = not args.no_progress
    results: list[FamilyResult] = []
    chosen = [game for game in games if not args.game or game.id in args.game]
    everything = [family for game in chosen for family in game.verify(budget)]
    with executor(args.workers, args.scheduler) as runner:
        for family in everything:
            print(f"checking {family.name} ...", file=stdout, flush=True)
            results.append(run_family(family, progress=progress, runner=runner))
    print(file=stdout)
    print(summary_table(results), file=stdout)
    failed = [result for result in results if not result.ok]
    for result in failed:
        if result.disagreements:
            print(f"\n{result.family}: {result.disagreement_count} disagreement(s); smallest first:", file=stdout)
            for disagreement in result.disagreements[:5]:
                print(f"  {disagreement}", file=stdout)
        if result.failures:
            print(f"\n{result.family}: {len(result.failures)} batch(es) failed every try:", file=stdout)
            for failure in result.failures:
                print(f"  {failure}", file=stdout)
    print("\nall encodings agree" if not failed else "\nTHE ENCODINGS DISAGREE", file=stdout)
    return 1 if failed else 0
