"""The ``rulebook`` command line: every command serves every game of the registry (:mod:`rulebook.registry`).

Bad input is answered with one line on stderr naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from functools import partial
from typing import Any, TextIO

from rulebook import __version__
from rulebook.core.bench.run import add_parser as add_bench_parser
from rulebook.core.commands.check import add_check_parser, run_check
from rulebook.core.commands.errata import add_parser as add_errata_parser
from rulebook.core.commands.parser import Parser
from rulebook.core.commands.readings_command import add_parsers as add_readings_parsers
from rulebook.core.corpus.conform import add_parser as add_conform_parser
from rulebook.core.corpus.generate import add_parser as add_generate_parser
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.inputs import check_arguments
from rulebook.core.mutation.fuzz_command import add_parser as add_fuzz_parser
from rulebook.core.mutation.mutation_run import add_parser as add_mutate_parser
from rulebook.core.verify.executor import BatchesFailedError
from rulebook.core.verify.verify import add_parser as add_verify_parser
from rulebook.registry import games


def examples(served: Sequence[Game]) -> str:
    """The examples closing ``rulebook --help``: the shared commands, then each game's first check example."""
    first = served[0].id
    lines = [
        "examples:",
        "  rulebook verify                       cross-check every model against its engine (standard budget)",
        "  rulebook verify --exhaustive          every configuration of the domains swept whole (make verify)",
    ]
    for game in served:
        shown = [line for line in game.check.examples.splitlines()[1:] if line.startswith("  rulebook ")]
        lines += [line.split("  #")[0].rstrip() for line in shown[:1]]
        lines.append(f"  rulebook {game.id} check --help".ljust(40) + f"more on checking {game.title} inputs")
    lines += [
        "  rulebook generate                     write the conformance corpora, their test suites and the rule docs",
        f'  rulebook conform {first} --engine "python -m rulebook.adapter {first}"',
        "                                        run the corpus against an engine over JSON lines",
        f'  rulebook fuzz {first} --engine "python -m rulebook.adapter {first}"',
        "                                        search for a small input where an engine differs, shrunk",
        "  rulebook mutate                       plant mistakes in the engines' code; the corpus must catch each",
        f"  rulebook readings {first}".ljust(40) + "the open points of the rulebook and their defaults",
        f"  rulebook diff {first} --reading KEY=VALUE".ljust(40)
        + "the smallest input a reading changes, and how often",
        f"  rulebook errata {first}".ljust(40) + "every open point of the rulebook, with a wording that settles it",
        "",
        "games: " + ", ".join(f"{game.id} ({game.title})" for game in served),
    ]
    return "\n".join(lines) + "\n"


def add_game_parser(subparsers: Any, game: Game) -> None:
    """``rulebook <game>``: its ``check`` and its other question commands on the core's frame, then its own."""
    parser = subparsers.add_parser(game.id, help=game.summary)
    commands = parser.add_subparsers(dest=f"{game.id}_command", required=True, metavar="COMMAND")
    for command in (game.check, *game.question_commands):
        check = add_check_parser(commands, command, game.id)
        check.set_defaults(run=partial(run_check, command, game.reading))
    if game.commands is not None:
        game.commands(commands)


def build_parser(registered: Sequence[Game] | None = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand, for every registered game."""
    served = tuple(registered if registered is not None else games())
    parser = Parser(
        prog="rulebook",
        description="Formal models of tabletop game rules: check rulings, cross-check the encodings.",
        epilog=examples(served),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"rulebook {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_verify_parser(subparsers, served)
    for game in served:
        add_game_parser(subparsers, game)
    add_readings_parsers(subparsers, served)
    add_errata_parser(subparsers, served)
    add_generate_parser(subparsers, served)
    add_conform_parser(subparsers, served)
    add_fuzz_parser(subparsers, served)
    add_mutate_parser(subparsers, served)
    add_bench_parser(subparsers, served)
    return parser


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        check_arguments(args)  # every text argument, for every command: bytes that were not UTF-8 named
        status: int = args.run(args, stdout or sys.stdout)
    except InputError as error:
        print(f"rulebook: error: {error}", file=sys.stderr)
        return 2
    except BatchesFailedError as error:
        for failure in error.failures:
            print(f"rulebook: {failure}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("rulebook: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader closed the pipe (``rulebook ... | head``): stop quietly, as other command-line tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return status


if __name__ == "__main__":
    sys.exit(main())
