"""The "Check it" line of a witness: the ``rulebook`` command a user runs to see its answer under each reading.

Every game's ``rulebook diff`` ends a witness with one line per reading compared, the command that asks the game's
own check command (``check``, ``moves``, ``apply`` ...) the witness's question under that reading. The game says
which command asks its question of an input (a :class:`CheckLine`: the words after ``rulebook``, and the JSON
it reads on standard input, if any); the readings' ``--reading KEY=VALUE`` options and the line itself are built
here, once for every game.

>>> command = CheckLine(("tzq", "check", "E E T T T"))
>>> command.argv("score.limit=300, colour.table=as-printed")
['tzq', 'check', 'E E T T T', '--reading', 'score.limit=300', '--reading', 'colour.table=as-printed']
>>> command.line("score.limit=300")
"rulebook tzq check 'E E T T T' --reading score.limit=300"
>>> print(CheckLine(("sorry", "apply", "-", "draw"), stdin='{"mode":"standard"}').line("deck.cards=printed"))
echo '{"mode":"standard"}' | rulebook sorry apply - draw --reading deck.cards=printed
>>> reading_options("forbidden.score.sets as written")
[]
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.core.witnesses.witness import Witness


@dataclass(frozen=True)
class CheckLine:
    """A game command that answers a witness's question of its input: its words after ``rulebook``, its stdin."""

    words: tuple[str, ...]
    """The command line after ``rulebook``, without the readings: ``("mahjong", "check", "EE", "--loser")``."""
    stdin: str | None = None
    """What the command reads on standard input (a state's JSON, for ``-`` in ``words``), or None."""

    def argv(self, reading: str) -> list[str]:
        """The arguments of ``rulebook`` (as ``main`` takes them) that ask the question under ``reading``."""
        return [*self.words, *reading_options(reading)]

    def line(self, reading: str) -> str:
        """The command a user types, quoted for a POSIX shell; a state on stdin is echoed into it."""
        command = shlex.join(["rulebook", *self.argv(reading)])
        return command if self.stdin is None else f"echo {shlex.quote(self.stdin)} | {command}"


def reading_options(reading: str) -> list[str]:
    """``--reading KEY=VALUE`` for each choice of a witness's rule set in words (``k=v, k2=v2``).

    A rule set that is no reading choice (a rule mutant's ``forbidden.score.sets as written``) gives none.
    """
    options: list[str] = []
    for choice in reading.split(", "):
        if "=" in choice and " " not in choice:
            options += ["--reading", choice]
    return options


def state_on_stdin(data: Mapping[str, Any]) -> str:
    """A state's JSON as a check command reads it on standard input: compact, keys in their order."""
    return json.dumps(data, separators=(",", ":"))


CheckOf = Callable[[Witness], CheckLine | None]
"""A game's check command of a witness (None: no command of the game asks the witness's question)."""


def check_lines(witness: Witness, check: CheckOf | None) -> list[str]:
    """``Check it: ...``, one line for each reading compared, or none where the game has no command for it."""
    command = None if check is None else check(witness)
    if command is None:
        return []
    return [f"  Check it: {command.line(reading)}" for reading in (witness.base, witness.other)]


__all__ = ["CheckLine", "CheckOf", "check_lines", "reading_options", "state_on_stdin"]
