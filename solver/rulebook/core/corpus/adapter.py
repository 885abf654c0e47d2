"""The engine side of the conformance protocol (``docs/conformance.md``), for any game.

An adapter reads one JSON request per line — ``{"id", "game", "question", "input", "readings"}`` — and writes one
line back: ``{"id", "answer"}``, or ``{"id", "error"}`` when the request cannot be answered (bad input, an unknown
question). Each request line is read through the core's guarded path (:mod:`rulebook.core.inputs`), so a line that
is not UTF-8, not JSON, too long, nested too deeply or holding an integer of thousands of digits gets an error line
and the next request is still answered. ``python -m rulebook.adapter GAME`` passes the game's answer function; an
engine in another language implements the same loop.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import IO, Any

from rulebook.core.errors import InputError
from rulebook.core.inputs import lines, parse_json

Answer = Callable[[str, Mapping[str, Any], Mapping[str, str]], Any]
"""``(question, input, readings) -> answer``; raises :class:`InputError` (or a ValueError) for input it refuses."""


def answer_line(line: str | bytes, answer: Answer) -> dict[str, Any]:
    """The reply to one request line."""
    try:
        request = parse_json(line)
    except InputError as error:
        return {"id": None, "error": f"the request is {error}" if str(error).startswith("not ") else str(error)}
    if not isinstance(request, dict):
        return {"id": None, "error": "the request is not a JSON object"}
    identifier = request.get("id")
    try:
        return {"id": identifier, "answer": answer(request["question"], request["input"], request.get("readings", {}))}
    except (InputError, KeyError, TypeError, ValueError, AttributeError) as error:
        return {"id": identifier, "error": f"{type(error).__name__}: {error}"}


def serve(stdin: IO[Any], stdout: IO[str], answer: Answer) -> None:
    """Answer every request line until standard input ends (read as bytes where it has them)."""
    for line in lines(stdin):
        if isinstance(line, InputError):
            reply: dict[str, Any] = {"id": None, "error": f"the request is {line}"}
        elif not line.strip():
            continue
        else:
            reply = answer_line(line, answer)
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()


__all__ = ["Answer", "answer_line", "serve"]
