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
from rulebook.core.check import add_check_parser, run_check
from rulebook.core.conform import add_parser as add_conform_parser
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.generate import add_parser as add_generate_parser
from rulebook.core.readings_command import add_parsers as add_readings_parsers
from rulebook.core.verify import add_parser as add_verify_parser
from rulebook.registry import games

EXAMPLES = """\
examples:
  rulebook verify                       cross-check every model against its engine (standard budget)
  rulebook verify --exhaustive          every single-suit configuration too (make verify)
  rulebook forbidden check "R2 RY R7 B8 B8 B8 G2 G2 W F EM" --laid "R3 R4 R5"
  rulebook forbidden check --help       more on checking hands
  rulebook mahjong check "111222333m 55p EEE"
                                        a classical mahjong hand: winning? every way it splits
  rulebook generate                     write the conformance corpora, their test suites and the rule docs
  rulebook conform forbidden --engine "python -m rulebook.adapter forbidden"
                                        run the corpus against an engine over JSON lines
  rulebook readings forbidden           the open points of the rulebook and their defaults
  rulebook diff forbidden --reading emperor.forbidden=with-real-forbidden
                                        the smallest hand that reading changes, and how often it matters
"""


def add_game_parser(subparsers: Any, game: Game) -> None:
    """``rulebook <game>``: its ``check`` on the core's frame, then any commands of its own."""
    parser = subparsers.add_parser(game.id, help=game.summary)
    commands = parser.add_subparsers(dest=f"{game.id}_command", required=True, metavar="COMMAND")
    check = add_check_parser(commands, game.check)
    check.set_defaults(run=partial(run_check, game.check, game.reading))
    if game.commands is not None:
        game.commands(commands)


def build_parser(registered: Sequence[Game] | None = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand, for every registered game."""
    served = tuple(registered if registered is not None else games())
    parser = argparse.ArgumentParser(
        prog="rulebook",
        description="Formal models of tabletop game rules: check rulings, cross-check the encodings.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"rulebook {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_verify_parser(subparsers, served)
    for game in served:
        add_game_parser(subparsers, game)
    add_readings_parsers(subparsers, served)
    add_generate_parser(subparsers, served)
    add_conform_parser(subparsers, served)
    return parser


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.run(args, stdout or sys.stdout)
    except InputError as error:
        print(f"rulebook: error: {error}", file=sys.stderr)
        return 2
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
