"""The one path every user input is read through, for every game: bytes, then text, then JSON, then the schema.

Whatever a person or another program hands the command line — a state file, standard input, one ``--jsonl`` line,
an argument, an engine's answer line in ``rulebook conform``, a request to the adapter — is read here, so a bad
input is always one :class:`~rulebook.core.errors.InputError` naming the problem, never a traceback:

- **size**: a file or standard input holds at most :data:`MAX_BYTES`, a line at most :data:`MAX_LINE_BYTES`;
- **text**: the bytes are UTF-8, and the error names the first byte that is not and its position (counting from
  1); a command-line argument that was not UTF-8 (Python keeps such bytes as lone surrogates) is refused the same
  way;
- **JSON**: strict JSON (no ``NaN`` or ``Infinity``, no number too large for a float), nested at most
  :data:`MAX_DEPTH` deep, with integers of at most :data:`MAX_DIGITS` digits (Python's own limit is an exception
  deep in the parser; these limits are far above anything a game's input needs);
- **schema**: :func:`check_schema` validates against a JSON Schema of ``spec/`` (``jsonschema``, imported on first
  use so a plain ``check`` starts fast).

>>> parse_json('{"hand": "R2 R3"}')
{'hand': 'R2 R3'}
>>> parse_json("[" * 100 + "]" * 100)
Traceback (most recent call last):
...
rulebook.core.errors.InputError: not JSON this program reads: nested too deeply (more than 64 levels)
>>> decode(bytes([0x52, 0x32, 0x20, 0xFF]))
Traceback (most recent call last):
...
rulebook.core.errors.InputError: not UTF-8 text: byte 0xff at position 4
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import IO, Any

from rulebook.core.errors import InputError

MAX_BYTES = 16 * 1024 * 1024
"""The most a state file or standard input may hold (a FORBIDDEN state is about 3 kB)."""
MAX_LINE_BYTES = 1024 * 1024
"""The most one line may hold (a ``--jsonl`` request, an adapter request, an engine's answer)."""
MAX_DEPTH = 64
"""The deepest nesting of JSON arrays and objects read (a FORBIDDEN state nests 5 deep)."""
MAX_DIGITS = 100
"""The most digits of a JSON integer read (every count and score of a game fits in a few)."""


def decode(raw: bytes) -> str:
    """``raw`` as UTF-8 text; :class:`InputError` naming the first byte that is not UTF-8 and its position."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InputError(f"not UTF-8 text: byte 0x{raw[error.start]:02x} at position {error.start + 1}") from None


def argument(value: str, name: str) -> str:
    """A command-line argument as text; :class:`InputError` when its bytes were not UTF-8.

    Python hands such bytes over as lone surrogates (``surrogateescape``), which no output can print; the error
    names the first byte, as :func:`decode` does.
    """
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        try:
            raw = os.fsencode(value)
        except UnicodeEncodeError:  # a surrogate that came from no byte (a caller's own string)
            raise InputError(f"{name}: not text: it holds a lone surrogate") from None
        try:
            decode(raw)
        except InputError as error:
            raise InputError(f"{name}: {error}") from None
        raise InputError(f"{name}: not text: it holds a lone surrogate") from None
    return value


def check_arguments(args: argparse.Namespace) -> None:
    """:func:`argument` for every text argument the command line parsed (strings and lists of strings)."""
    for name, value in vars(args).items():
        values = value if isinstance(value, list) else [value]
        for item in values:
            if isinstance(item, str):
                argument(item, f"argument {name}")


def _integer(token: str) -> int:
    digits = len(token.lstrip("-"))
    if digits > MAX_DIGITS:
        raise InputError(
            f"not JSON this program reads: Exceeds the limit of {MAX_DIGITS} digits for an integer ({digits:,} digits)"
        )
    return int(token)


def _number(token: str) -> float:
    value = float(token)
    if not math.isfinite(value):
        raise InputError(f"not JSON this program reads: the number {token[:40]} is too large")
    return value


def _constant(token: str) -> Any:
    raise InputError(f"not JSON: {token} is not a JSON value")


def _depth_beyond(data: object, limit: int) -> bool:
    """Whether arrays and objects nest deeper than ``limit`` (walked without recursion)."""
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth + 1 > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def parse_json(text: str | bytes) -> Any:
    """One JSON value from ``text`` (bytes are decoded first); :class:`InputError` naming what is wrong."""
    if isinstance(text, bytes):
        text = decode(text)
    text = text.rstrip("\r\n")  # a line's own ending: an error at its end is at its last column, not on line 2
    try:
        data = json.loads(text, parse_int=_integer, parse_float=_number, parse_constant=_constant)
    except InputError:
        raise
    except json.JSONDecodeError as error:
        where = f"column {error.colno}" if error.lineno == 1 else f"line {error.lineno} column {error.colno}"
        raise InputError(f"not JSON: {error.msg} at {where}") from None
    except RecursionError:
        raise InputError(f"not JSON this program reads: nested too deeply (more than {MAX_DEPTH} levels)") from None
    if _depth_beyond(data, MAX_DEPTH):
        raise InputError(f"not JSON this program reads: nested too deeply (more than {MAX_DEPTH} levels)")
    return data


def check_question_fields(data: object, question: str, known: Sequence[str], optional: Sequence[str] = ()) -> None:
    """:class:`InputError` unless ``data`` is an object holding exactly the fields ``known`` of ``question``.

    An unknown field and a missing one are each named, with the fields the question takes; the ``optional`` ones
    (which the question defaults) may be left out.
    """
    if not isinstance(data, Mapping):
        raise InputError(f"the input of {question} must be a JSON object")
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        raise InputError(f"unknown field(s) of {question}: {', '.join(unknown)}; known: {', '.join(known)}")
    missing = [key for key in known if key not in data and key not in optional]
    if missing:
        raise InputError(f"{question} needs the field(s) {', '.join(missing)}")


def _stdin_bytes(stdin: IO[Any] | None) -> IO[Any]:
    stream: IO[Any] = stdin if stdin is not None else sys.stdin
    binary: IO[Any] = getattr(stream, "buffer", stream)
    return binary


def read_source(source: str, stdin: IO[Any] | None = None) -> bytes:
    """The bytes of the file ``source``, or of standard input for ``-``; at most :data:`MAX_BYTES`."""
    if source == "-":
        read = _stdin_bytes(stdin).read(MAX_BYTES + 1)
        # a text stream without a byte buffer (a caller's StringIO) gives text
        raw: bytes = read.encode("utf-8", "surrogateescape") if isinstance(read, str) else bytes(read)
    else:
        argument(source, "the file name")
        try:
            with Path(source).open("rb") as file:
                raw = file.read(MAX_BYTES + 1)
        except OSError as error:
            raise InputError(f"cannot read {source}: {error.strerror or error}") from None
    if len(raw) > MAX_BYTES:
        raise InputError(f"{where(source)}: more than {MAX_BYTES:,} bytes; this program reads no input that large")
    return raw


def where(source: str) -> str:
    """How an error names the input ``source``: the file name, or standard input."""
    return "standard input" if source == "-" else source


def read_json(source: str, stdin: IO[Any] | None = None) -> Any:
    """The JSON value in the file ``source`` (``-``: standard input); errors begin with the file's name."""
    raw = read_source(source, stdin)
    try:
        return parse_json(raw)
    except InputError as error:
        raise InputError(f"{where(source)}: {error}") from None


def lines(stream: IO[Any]) -> Iterator[bytes | InputError]:
    """Each line of ``stream`` as bytes, or an :class:`InputError` for a line longer than :data:`MAX_LINE_BYTES`.

    A text stream is read through its byte buffer where it has one, so a line that is not UTF-8 is one bad line,
    not the end of the input. A long line is reported as soon as its first :data:`MAX_LINE_BYTES` are read (a line
    that never ends is still reported), then skipped to its end without being held, and the lines after it are
    still read.
    """
    binary = getattr(stream, "buffer", stream)
    while True:
        raw = binary.readline(MAX_LINE_BYTES + 2)
        if not raw:
            return
        if isinstance(raw, str):
            raw = raw.encode("utf-8", "surrogateescape")
        if len(raw.rstrip(b"\r\n")) > MAX_LINE_BYTES:
            yield InputError(f"more than {MAX_LINE_BYTES:,} bytes in one line; this program reads no line that long")
            tail = raw
            while tail and not tail.endswith(b"\n" if isinstance(tail, bytes) else "\n"):
                tail = binary.readline(MAX_LINE_BYTES)
            continue
        yield raw


@cache
def _validator(schema: str) -> Any:
    import jsonschema  # imported here: only a command that reads a state needs it

    from rulebook.core.spec import spec_dir

    loaded = json.loads((spec_dir() / schema).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(loaded)


def check_schema(data: object, schema: str) -> None:
    """:class:`InputError` unless ``data`` is valid under ``spec/<schema>``, naming the place and the problem."""
    import jsonschema

    error = jsonschema.exceptions.best_match(_validator(schema).iter_errors(data))
    if error is not None:
        place = error.json_path.replace("$.", "", 1) if error.json_path != "$" else "the input"
        message = error.message if len(error.message) <= 160 else error.message[:157] + "..."
        raise InputError(f"{place}: {message} (spec/{schema})")


__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_LINE_BYTES",
    "argument",
    "check_arguments",
    "check_question_fields",
    "check_schema",
    "decode",
    "lines",
    "parse_json",
    "read_json",
    "read_source",
    "where",
]
