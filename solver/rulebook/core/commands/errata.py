"""``rulebook errata GAME``: what a publisher needs to fix the rulebook, the report ``docs/<game>-errata.md`` holds.

Every open point of the game's rulebook (each reading of its register), with the clause that raises it, the
options, a proposed wording, the smallest witness of each other option (from the committed corpus) and how often
the difference shows in random play (measured here, on the same seeded samples as the generated report, so that
the whole report is the same bytes as ``docs/<game>-errata.md``). ``--reading KEY`` prints only the points named.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from functools import partial
from typing import Any, TextIO

from rulebook.core.clauses import clause_map, has_map
from rulebook.core.corpus.cases import Corpus
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.register import readings_by_key
from rulebook.core.spec import corpus_dir

DESCRIPTION = (
    "Print the errata report of a game's rulebook: every open point (a gap, a contradiction, an ambiguity, an "
    "edition or translation difference, an optional rule) with the clause that raises it, the readings, a proposed "
    "wording that settles it, the smallest case each other option changes and how often it matters in random play."
)


def examples(game: Game) -> str:
    """The examples closing the help of ``rulebook errata``."""
    first = next(iter(readings_by_key(game.id)), "KEY")
    return (
        "examples:\n"
        f"  rulebook errata {game.id}                          the whole report (docs/{game.id}-errata.md)\n"
        f"  rulebook errata {game.id} --reading {first}\n"
        f"  rulebook errata {game.id} --json --no-impact       the entries as JSON, without measuring\n"
    )


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook errata GAME`` for every registered game with a clause map."""
    mapped = [game for game in games if has_map(game.id)]
    if not mapped:
        return
    errata = subparsers.add_parser(
        "errata",
        help="the errata report: every open point of a rulebook, with a wording that settles it",
        description=DESCRIPTION,
        epilog=examples(mapped[0]),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    per_game = errata.add_subparsers(dest="game", required=True, metavar="GAME")
    for game in mapped:
        parser = per_game.add_parser(
            game.id,
            help=game.title,
            description=DESCRIPTION,
            epilog=examples(game),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        parser.add_argument(
            "--reading", action="append", default=[], metavar="KEY", help="only this open point (repeatable)"
        )
        parser.add_argument("--no-impact", action="store_true", help="leave out how often each point matters")
        parser.add_argument("--json", action="store_true", help="the entries as one JSON object")
        parser.add_argument("--quiet", action="store_true", help="no progress on standard error")
        parser.set_defaults(run=partial(run_errata, game))


def committed_corpora(game: str) -> list[Corpus]:
    """The game's committed corpus files (``generated/<game>/*.json``, or the installed copy) the documents read.

    Every family but the sweep matrix's (:data:`rulebook.core.corpus.sweeps.SWEEP_FAMILIES`), as ``rulebook
    generate`` builds the documents.
    """
    from rulebook.core.corpus.sweeps import SWEEP_FAMILIES

    return [
        Corpus.from_json(json.loads(path.read_text(encoding="utf-8")))
        for path in sorted(corpus_dir(game).glob("*.json"))
        if path.stem not in SWEEP_FAMILIES
    ]


def run_errata(game: Game, args: argparse.Namespace, stdout: TextIO) -> int:
    """Print the report (Markdown, or ``--json``); an unknown ``--reading`` key is refused, naming the keys."""
    from rulebook.core.corpus.rulebook_docs import errata_report
    from rulebook.core.witnesses.errata import errata_entries

    register = readings_by_key(game.id)
    unknown = [key for key in args.reading if key not in register]
    if unknown:
        raise InputError(f"unknown reading {unknown[0]!r}; {game.id}'s readings: {', '.join(register)}")
    progress = not args.quiet and not args.json

    def heard(key: str) -> None:
        if progress and not args.no_impact and (not args.reading or key in args.reading):
            print(f"measuring how often {key} matters ...", file=sys.stderr, flush=True)

    corpora = committed_corpora(game.id)
    impact = None if args.no_impact else game.readings.impact
    entries = errata_entries(
        game.id, game.reading, clause_map(game.id), corpora, impact, on_reading=heard, keys=args.reading or None
    )
    if args.json:
        print(json.dumps({"game": game.id, "entries": [entry.as_json() for entry in entries]}, indent=2), file=stdout)
        return 0
    report = errata_report(game, corpora, entries, whole=not args.reading)
    print(report if not args.reading else report.strip("\n") + "\n", end="", file=stdout)
    return 0


__all__ = ["add_parser", "committed_corpora", "run_errata"]
