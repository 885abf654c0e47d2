"""``rulebook verify``: every encoded rule's Z3 model against its engine, with a closing summary table.

The standard budget (``make run``) takes a few minutes; ``--exhaustive`` (``make verify``) checks every
single-suit configuration of FORBIDDEN (5^7 count vectors × 0–3 wilds), more random hands, every claim of up to
three cards of one colour against two piles, and every one-suit vector of classical mahjong (5^9).
"""

from __future__ import annotations

import argparse
import os
from typing import Any, TextIO

from rulebook.core.crosscheck import FamilyResult, run_family, summary_table
from rulebook.core.errors import InputError

MAHJONG_STANDARD = 300
"""Random mahjong hands, tables and claim situations per family in the standard run."""
MAHJONG_EXHAUSTIVE = 2_000


def add_parser(subparsers: Any) -> None:
    """Register ``rulebook verify``."""
    verify = subparsers.add_parser(
        "verify",
        help="cross-check every Z3 model against its engine",
        description="Cross-check every encoded rule's Z3 model against its fast engine.",
        epilog="examples:\n  rulebook verify\n  rulebook verify --exhaustive --workers 2",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    verify.add_argument("--exhaustive", action="store_true", help="every single-suit configuration, more hands")
    verify.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    verify.add_argument("--seed", type=int, default=2026, help="seed of the random samples (default 2026)")
    verify.add_argument("--no-progress", action="store_true", help="no progress bars")
    verify.set_defaults(run=run_verify)


def run_verify(args: argparse.Namespace, stdout: TextIO) -> int:
    """Run every family; exit 1 if the encodings disagree anywhere."""
    from rulebook.forbidden import crosscheck, crosscheck_play
    from rulebook.mahjong import crosscheck_claims, crosscheck_hands, crosscheck_scoring

    if args.workers < 1:
        raise InputError("--workers must be 1 or more")
    hands = crosscheck.EXHAUSTIVE if args.exhaustive else crosscheck.STANDARD
    play = crosscheck_play.EXHAUSTIVE if args.exhaustive else crosscheck_play.STANDARD
    progress = not args.no_progress
    results: list[FamilyResult] = []
    mahjong_budget = MAHJONG_EXHAUSTIVE if args.exhaustive else MAHJONG_STANDARD
    mahjong = [
        *crosscheck_hands.families(mahjong_budget, args.seed, exhaustive=args.exhaustive),
        *crosscheck_scoring.families(mahjong_budget, args.seed),
        *crosscheck_claims.families(mahjong_budget, args.seed),
    ]
    everything = [
        *crosscheck.families(hands, seed=args.seed),
        *crosscheck_play.families(play, seed=args.seed),
        *mahjong,
    ]
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
