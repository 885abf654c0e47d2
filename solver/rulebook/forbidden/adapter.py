"""An example engine behind the conformance protocol: this project's FORBIDDEN engine, over JSON lines.

Run as ``python -m rulebook.forbidden.adapter``; ``rulebook conform forbidden --engine "python -m
rulebook.forbidden.adapter"`` then runs the whole corpus against it. An engine in another language implements the
same loop: read one JSON object per line — ``{"id", "game", "question", "input", "readings"}`` — and write one
line back, ``{"id", "answer"}`` or ``{"id", "error"}`` (``docs/conformance.md``).

``--mutant RULE`` answers with one play rule deliberately broken (the first mutant of that rule in
:mod:`rulebook.forbidden.mutants_play`), to show that ``conform`` catches an engine with a rule wrong.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from rulebook.core.adapter import serve
from rulebook.forbidden.questions import engine_answer
from rulebook.forbidden.reading import Reading


def answer(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
    """Our engine's answer to one request."""
    return engine_answer(question, data, Reading.from_mapping(readings))


def broken(rule: str | None) -> AbstractContextManager[None]:
    """The engine with ``rule`` broken (a play rule's first mutant), or unchanged for ``None``."""
    if rule is None:
        return nullcontext()
    from rulebook.forbidden.mutants_play import mutated, play_mutations

    mutants = [mutant for mutant in play_mutations() if mutant.rule == rule]
    if not mutants:
        raise SystemExit(f"no play mutant of {rule!r}")
    return mutated(mutants[0])


def main(argv: list[str] | None = None) -> int:
    """Serve the protocol on standard input and output."""
    parser = argparse.ArgumentParser(prog="python -m rulebook.forbidden.adapter", description=__doc__)
    parser.add_argument("--mutant", metavar="RULE", help="answer with this play rule broken")
    args = parser.parse_args(argv)
    with broken(args.mutant):
        serve(sys.stdin, sys.stdout, answer)
    return 0


if __name__ == "__main__":
    sys.exit(main())
