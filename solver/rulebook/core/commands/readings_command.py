"""``rulebook readings GAME`` and ``rulebook diff GAME``: the open points of a rulebook, and settling them.

Game-independent: each registered game adds its options and its commands' work
(:attr:`rulebook.core.game.Game.readings`). Where the game has rule mutants (:attr:`rulebook.core.game.Game.mutants`),
``rulebook readings GAME --mutants`` lists every rule's mutant and the witness that tells it from the rule.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TextIO

from rulebook.core.game import Game
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.ruling_text import add_compared_readings, add_ruling_output, register_json, render_register
from rulebook.core.witnesses.witness import MutantWitness

READINGS_DESCRIPTION = "Print the reading register of a game: every open point of its rulebook."
DIFF_DESCRIPTION = (
    "Compare two readings of a game: the smallest input on which they answer differently "
    "(or a scoped proof that none exists) and how often the difference shows in play."
)


def add_parsers(subparsers: Any, games: Sequence[Game]) -> None:
    """Add ``readings`` and ``diff``, each with one sub-command per game."""
    first = games[0]
    readings = subparsers.add_parser(
        "readings",
        help="the open points of a rulebook: question, options, default, evidence",
        description=READINGS_DESCRIPTION,
        epilog=readings_examples(first),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    diff = subparsers.add_parser(
        "diff",
        help="compare two readings: the smallest witness and how often it matters",
        description=DIFF_DESCRIPTION,
        epilog=first.readings.diff_examples,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    per_game = {
        "readings": readings.add_subparsers(dest="game", required=True, metavar="GAME"),
        "diff": diff.add_subparsers(dest="game", required=True, metavar="GAME"),
    }
    for game in games:
        readings_parser = per_game["readings"].add_parser(
            game.id,
            help=game.title,
            description=READINGS_DESCRIPTION,
            epilog=readings_examples(game),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        diff_parser = per_game["diff"].add_parser(
            game.id,
            help=game.title,
            description=DIFF_DESCRIPTION,
            epilog=game.readings.diff_examples,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        readings_parser.add_argument("--json", action="store_true", help="the register as JSON")
        if game.mutants is not None:
            readings_parser.add_argument(
                "--mutants",
                action="store_true",
                help="every rule id with a mutant of it and a witness telling them apart",
            )
        readings_parser.set_defaults(run=partial(run_readings, game))
        add_compared_readings(diff_parser)
        game.readings.add_diff(diff_parser)
        add_ruling_output(diff_parser)
        diff_parser.set_defaults(run=game.readings.run_diff)


def readings_examples(game: Game) -> str:
    """The examples closing ``rulebook readings GAME --help``."""
    lines = ["examples:", f"  rulebook readings {game.id}", f"  rulebook readings {game.id} --json"]
    if game.mutants is not None:
        lines.append(
            f"  rulebook readings {game.id} --mutants".ljust(46) + "every rule's mutant and the witness that catches it"
        )
    return "\n".join(lines) + "\n"


def run_readings(game: Game, args: argparse.Namespace, stdout: TextIO) -> int:
    """The reading register (text by scope, or ``--json``), or with ``--mutants`` the game's rule mutants."""
    if getattr(args, "mutants", False) and game.mutants is not None:
        return print_mutants(game.mutants(), game.describe_answer, args.json, stdout, game.unit)
    entries = reading_keys(game.id)
    if args.json:
        print(json.dumps(register_json(entries), indent=2), file=stdout)
        return 0
    print(render_register(game.id, entries, game.readings.titles), end="", file=stdout)
    return 0


def print_mutants(
    found: Sequence[MutantWitness], describe: Callable[[Any], str], as_json: bool, stdout: TextIO, unit: str = "cards"
) -> int:
    """Every mutant with its witness: as JSON, or as text with any position of play shortened to ``...``."""
    if as_json:
        print(json.dumps([item.as_json() for item in found], indent=2), file=stdout)
        return 0
    for item in found:
        witness = item.witness
        print(f"{item.mutant.rule} — mutant ({item.mutant.kind}): {item.mutant.description}", file=stdout)
        shown = {key: value for key, value in witness.input.items() if key != "state"}
        if "state" in witness.input:
            shown["state"] = "..."
        print(f"  witness ({witness.size} {unit}): {json.dumps(shown)}", file=stdout)
        print(f"  {witness.question}", file=stdout)
        print(f"  as written: {describe(witness.base_answer)}", file=stdout)
        print(f"  mutant:     {describe(witness.other_answer)}", file=stdout)
    print(f"\n{len(found)} mutants; the full witnesses (positions of play included) with --json", file=stdout)
    return 0


__all__ = ["add_parsers", "print_mutants", "readings_examples", "run_readings"]
