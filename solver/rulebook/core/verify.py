"""``rulebook verify``: every encoded rule's Z3 model against its engine, with a closing summary table.

Game-independent: every registered game gives its families (:attr:`rulebook.core.game.Game.verify`) for the
standard budget (``make run``, a few minutes) or ``--exhaustive`` (``make verify``: every configuration of the
domains a game sweeps whole), and this command runs them in the registry's order. ``--game`` runs one game's.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.errors import InputError
from rulebook.core.game import Game, VerifyBudget

if TYPE_CHECKING:
    from rulebook.core.crosscheck import FamilyResult


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook verify``."""
    verify = subparsers.add_parser(
        "verify",
        help="cross-check every Z3 model against its engine",
        description="Cross-check every encoded rule's Z3 model against its fast engine.",
        epilog="examples:\n  rulebook verify\n  rulebook verify --exhaustive --workers 2",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    verify.add_argument("--exhaustive", action="store_true", help="every single-suit configuration, more hands")
    verify.add_argument(
        "--game", action="append", choices=[game.id for game in games], help="only this game (repeatable)"
    )
    verify.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    verify.add_argument("--seed", type=int, default=2026, help="seed of the random samples (default 2026)")
    verify.add_argument("--no-progress", action="store_true", help="no progress bars")
    verify.set_defaults(run=partial(run_verify, games))


def run_verify(games: Sequence[Game], args: argparse.Namespace, stdout: TextIO) -> int:
    """Run every family of every game (or of ``--game``); exit 1 if the encodings disagree anywhere."""
    from rulebook.core.crosscheck import run_family, summary_table  # its processes and bars, loaded to run

    if args.workers < 1:
        raise InputError("--workers must be 1 or more")
    budget = VerifyBudget(exhaustive=args.exhaustive, seed=args.seed)
    progress = not args.no_progress
    results: list[FamilyResult] = []
    chosen = [game for game in games if not args.game or game.id in args.game]
    everything = [family for game in chosen for family in game.verify(budget)]
    for family in everything:
        print(f"checking {family.name} ...", file=stdout, flush=True)
        results.append(run_family(family, workers=args.workers, progress=progress))
    print(file=stdout)
    print(summary_table(results), file=stdout)
    failed = [result for result in results if not result.ok]
    for result in failed:
        print(f"\n{result.family}: {result.disagreement_count} disagreement(s); smallest first:", file=stdout)
        for disagreement in result.disagreements[:5]:
            print(f"  {disagreement}", file=stdout)
    print("\nall encodings agree" if not failed else "\nTHE ENCODINGS DISAGREE", file=stdout)
    return 1 if failed else 0
