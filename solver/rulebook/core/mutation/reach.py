"""Which lines of the rule modules the corpus reaches: a line trace of the engine while it answers the corpus.

``python -m rulebook.adapter GAME --reach FILE`` serves the protocol with :func:`trace` running over the game's rule
modules (installed before they are imported, so their top-level lines count too) and writes to ``FILE``, when
standard input ends, the lines each module ran and, for each line, the first few requests that ran it. ``rulebook
mutate`` runs it once per game: a mutant on a line the corpus never runs cannot be killed by any case, so it is not
started; it must be a function recorded as outside the protocol (``[[outside]]`` in
``spec/<game>.equivalent-mutants.toml``), or the corpus needs a case that reaches it. A mutant that is started is
asked first the cases that ran its line, since one of them is the likeliest to kill it.
"""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

Reached = dict[str, set[int]]
"""Module name -> the line numbers it ran."""

FirstRequests = dict[str, dict[int, list[int]]]
"""Module name -> line number -> the first requests (numbered from 1; 0 is the import) that ran the line."""

KEPT = 8
"""How many requests are kept per line: enough to order a mutant's cases, small enough to write for every line."""


@dataclass
class Requests:
    """The request being answered while a trace runs (0 while the modules import), and who ran each line first."""

    current: int = 0
    first: FirstRequests = field(default_factory=dict)


@contextmanager
def trace(files: Mapping[str, str], requests: Requests | None = None) -> Iterator[Reached]:
    """Record the lines run in ``files`` (module name -> its file) while the block runs; other code runs untraced.

    With ``requests``, each line also keeps the first :data:`KEPT` values of ``requests.current`` it ran under.
    """
    by_file: dict[str, dict[int, list[int]]] = {path: {} for path in files.values()}
    counter = requests if requests is not None else Requests()

    def note(lines: dict[int, list[int]], line: int) -> None:
        runs = lines.setdefault(line, [])
        if len(runs) < KEPT and (not runs or runs[-1] != counter.current):
            runs.append(counter.current)

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            note(by_file[frame.f_code.co_filename], frame.f_lineno)
        return local

    def calls(frame: FrameType, event: str, arg: Any) -> Any:
        lines = by_file.get(frame.f_code.co_filename)
        if lines is None:
            return None
        note(lines, frame.f_lineno)
        return local

    previous = sys.gettrace()
    sys.settrace(calls)
    threading.settrace(calls)
    reached: Reached = {}
    try:
        yield reached
    finally:
        sys.settrace(previous)
        threading.settrace(previous)
        reached.update({module: set(by_file[path]) for module, path in files.items()})
        counter.first.update({module: by_file[path] for module, path in files.items()})


def write(reached: Reached, path: Path, first: FirstRequests | None = None) -> None:
    """The reached lines as JSON: module -> sorted line numbers, and module -> line -> its first requests."""
    data = {
        "lines": {module: sorted(lines) for module, lines in sorted(reached.items())},
        "first": {
            module: {str(line): runs for line, runs in sorted(lines.items())}
            for module, lines in sorted((first or {}).items())
        },
    }
    path.write_text(json.dumps(data), encoding="utf-8")


def read(path: Path) -> Reached:
    """The reached lines :func:`write` wrote."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {module: set(lines) for module, lines in data["lines"].items()}


def read_first(path: Path) -> FirstRequests:
    """The first requests of each line :func:`write` wrote."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {module: {int(line): runs for line, runs in lines.items()} for module, lines in data["first"].items()}


__all__ = ["KEPT", "FirstRequests", "Reached", "Requests", "read", "read_first", "trace", "write"]
