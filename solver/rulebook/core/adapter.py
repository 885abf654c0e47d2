"""The engine side of the conformance protocol (``docs/conformance.md``), for any game.

An adapter reads one JSON request per line — ``{"id", "game", "question", "input", "readings"}`` — and writes one
line back: ``{"id", "answer"}``, or ``{"id", "error"}`` when the request cannot be answered (bad input, an unknown
question). Each game's adapter (``python -m solver.<game>.adapter``) passes its answer function; an engine in
another language implements the same loop.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, TextIO

from rulebook.core.errors import InputError

Answer = Callable[[str, Mapping[str, Any], Mapping[str, str]], Any]
"""``(question, input, readings) -> answer``; raises :class:`InputError` (or a ValueError) for input it refuses."""


def answer_line(line: str, answer: Answer) -> dict[str, Any]:
    """The reply to one request line."""
    try:
        request = json.loads(line)
    except json.JSONDecodeError as error:
        return {"id": None, "error": f"the request is not JSON: {error}"}
    identifier = request.get("id") if isinstance(request, dict) else None
    try:
        return {"id": identifier, "answer": answer(request["question"], request["input"], request.get("readings", {}))}
    except (InputError, KeyError, TypeError, ValueError, AttributeError) as error:
        return {"id": identifier, "error": f"{type(error).__name__}: {error}"}


def serve(stdin: TextIO, stdout: TextIO, answer: Answer) -> None:
    """Answer every request line until standard input ends."""
    for line in stdin:
        if line.strip():
            stdout.write(json.dumps(answer_line(line, answer)) + "\n")
            stdout.flush()


__all__ = ["Answer", "answer_line", "serve"]
