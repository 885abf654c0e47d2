"""The argument parser of every ``rulebook`` command: a usage mistake is one line on stderr and exit status 2.

:mod:`argparse` prints the usage block and then the error, and echoes the argument as it was typed (line breaks,
control characters and bytes that were not UTF-8 included). Here the error is one line naming the command and the
problem, with such characters escaped, and points at the command's ``--help``; sub-commands inherit the class.

Every command's help ends with its exit statuses: 0 when it answered, 2 on bad input, and 1 where the command
says what else it reports (``exits``: a simulation that found a broken invariant, a corpus case that failed).
The hostile-input tests hold each command to the statuses its help names.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from typing import Any, NoReturn


def one_line(text: str) -> str:
    """``text`` with line breaks, other control characters and lone surrogates written as escapes."""
    shown = []
    for char in text:
        if char.isprintable() and not 0xD800 <= ord(char) <= 0xDFFF:
            shown.append(char)
        else:
            shown.append(char.encode("unicode_escape", "backslashreplace").decode("ascii"))
    return "".join(shown)


ANSWERED = "answered"
BAD_INPUT = "bad input: one line on standard error names the problem, never a traceback"


class Parser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` whose errors are one line: ``PROG: error: MESSAGE (PROG --help)``.

    ``exits`` names what a command reports with exit statuses besides 0 (answered) and 2 (bad input), such as
    ``{1: "a case failed"}``; the help of a command (a parser without sub-commands) lists them all.
    """

    def __init__(self, *args: Any, exits: Mapping[int, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.exits: dict[int, str] = dict(sorted({0: ANSWERED, **(exits or {}), 2: BAD_INPUT}.items()))

    @property
    def exit_statuses(self) -> tuple[int, ...]:
        """The exit statuses the command's help names."""
        return tuple(self.exits)

    def format_help(self) -> str:
        """The help, closing with the exit statuses of a command (a parser with sub-commands has none of its own)."""
        text = super().format_help()
        if any(isinstance(action, argparse._SubParsersAction) for action in self._actions):
            return text
        statuses = "\n".join(f"  {status}  {meaning}" for status, meaning in self.exits.items())
        return f"{text.rstrip()}\n\nexit status:\n{statuses}\n"

    def error(self, message: str) -> NoReturn:
        """Print the one-line error and exit with status 2."""
        print(f"{self.prog}: error: {one_line(message)} (see: {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


__all__ = ["Parser", "one_line"]
