"""An example engine behind the conformance protocol: this project's engine of any registered game, over JSON lines.

Run as ``python -m rulebook.adapter GAME``; ``rulebook conform GAME --engine "python -m rulebook.adapter GAME"``
then runs the game's whole corpus against it. An engine in another language implements the same loop: read one
JSON object per line — ``{"id", "game", "question", "input", "readings"}`` — and write one line back,
``{"id", "answer"}`` or ``{"id", "error"}`` (``docs/conformance.md``; the loop is :mod:`rulebook.core.adapter`).

``--mutant RULE`` answers with one rule deliberately broken (for a game that has such mutants), to show that
``conform`` catches an engine with a rule wrong.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from rulebook.core.adapter import Answer, serve
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.parser import Parser
from rulebook.registry import game, game_ids


def answer_function(chosen: Game) -> Answer:
    """``(question, input, readings) -> answer``: the game's engine under the request's ``key=value`` readings."""

    def answer(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        return chosen.answer("engine", question, data, readings)

    return answer


def broken(chosen: Game, rule: str | None) -> AbstractContextManager[None]:
    """The engine with ``rule`` broken, or unchanged for ``None``."""
    if rule is None:
        return nullcontext()
    if chosen.mutated is None:
        raise InputError(f"{chosen.id} has no mutants to answer with")
    return chosen.mutated(rule)


def main(argv: list[str] | None = None) -> int:
    """Serve the protocol on standard input and output."""
    parser = Parser(
        prog="python -m rulebook.adapter", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game", choices=game_ids(), help="the game whose questions to answer")
    parser.add_argument("--mutant", metavar="RULE", help="answer with this rule broken")
    args = parser.parse_args(argv)
    chosen = game(args.game)
    try:
        context = broken(chosen, args.mutant)
    except InputError as error:
        print(f"rulebook.adapter: error: {error}", file=sys.stderr)
        return 2
    with context:
        serve(sys.stdin, sys.stdout, answer_function(chosen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
