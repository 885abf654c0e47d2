"""The ``rulebook`` command line.

Bad input is answered with one line on stderr naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TextIO

from rulebook import __version__
from rulebook.cli_readings import add_parsers as add_readings_parsers
from rulebook.core.conform import add_parser as add_conform_parser
from rulebook.core.errors import InputError
from rulebook.core.generate import add_parser as add_generate_parser
from rulebook.forbidden import cli as forbidden_cli
from rulebook.mahjong import cli as mahjong_cli
from rulebook.verify import add_parser as add_verify_parser

EXAMPLES = """\
examples:
  rulebook verify                       cross-check every model against its engine (standard budget)
  rulebook verify --exhaustive          every single-suit configuration too (make verify)
  rulebook forbidden check "R2 RY R7 B8 B8 B8 G2 G2 W F EM" --laid "R3 R4 R5"
  rulebook forbidden check --help       more on checking hands
  rulebook mahjong check "111222333m 55p EEE"
                                        a classical mahjong hand: winning? every way it splits
  rulebook generate                     write the conformance corpora, their test suites and the rule docs
  rulebook conform forbidden --engine "python -m rulebook.forbidden.adapter"
                                        run the corpus against an engine over JSON lines
  rulebook readings forbidden           the open points of the rulebook and their defaults
  rulebook diff forbidden --reading emperor.forbidden=with-real-forbidden
                                        the smallest hand that reading changes, and how often it matters
"""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="rulebook",
        description="Formal models of tabletop game rules: check rulings, cross-check the encodings.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"rulebook {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_verify_parser(subparsers)
    forbidden_cli.add_parser(subparsers)
    mahjong_cli.add_parser(subparsers)
    add_readings_parsers(subparsers)
    add_generate_parser(subparsers)
    add_conform_parser(subparsers)
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
