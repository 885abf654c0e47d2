"""The argument parser of every ``rulebook`` command: a usage mistake is one line on stderr and exit status 2.

:mod:`argparse` prints the usage block and then the error, and echoes the argument as it was typed (line breaks,
control characters and bytes that were not UTF-8 included). Here the error is one line naming the command and the
problem, with such characters escaped, and points at the command's ``--help``; sub-commands inherit the class.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn


def one_line(text: str) -> str:
    """``text`` with line breaks, other control characters and lone surrogates written as escapes."""
    shown = []
    for char in text:
        if char.isprintable() and not 0xD800 <= ord(char) <= 0xDFFF:
            shown.append(char)
        else:
            shown.append(char.encode("unicode_escape", "backslashreplace").decode("ascii"))
    return "".join(shown)


class Parser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` whose errors are one line: ``PROG: error: MESSAGE (PROG --help)``."""

    def error(self, message: str) -> NoReturn:
        """Print the one-line error and exit with status 2."""
        print(f"{self.prog}: error: {one_line(message)} (see: {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


__all__ = ["Parser", "one_line"]
