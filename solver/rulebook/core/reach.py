"""Which lines of the rule modules the corpus reaches: a line trace of the engine while it answers the corpus.

``python -m rulebook.adapter GAME --reach FILE`` serves the protocol with :func:`trace` running over the game's rule
modules (installed before they are imported, so their top-level lines count too) and writes the lines each module
ran to ``FILE`` when standard input ends. ``rulebook mutate`` runs it once per game: a mutant on a line the corpus
never runs cannot be killed by any case, so it is not started; it must be a function recorded as outside the
protocol (``[[outside]]`` in ``spec/<game>.equivalent-mutants.toml``), or the corpus needs a case that reaches it.
"""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

Reached = dict[str, set[int]]
"""Module name -> the line numbers it ran."""


@contextmanager
def trace(files: Mapping[str, str]) -> Iterator[Reached]:
    """Record the lines run in ``files`` (module name -> its file) while the block runs; other code runs untraced."""
    by_file: dict[str, set[int]] = {path: set() for path in files.values()}

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            by_file[frame.f_code.co_filename].add(frame.f_lineno)
        return local

    def calls(frame: FrameType, event: str, arg: Any) -> Any:
        lines = by_file.get(frame.f_code.co_filename)
        if lines is None:
            return None
        lines.add(frame.f_lineno)
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
        reached.update({module: by_file[path] for module, path in files.items()})


def write(reached: Reached, path: Path) -> None:
    """The reached lines as JSON: module -> sorted line numbers."""
    path.write_text(json.dumps({module: sorted(lines) for module, lines in sorted(reached.items())}), encoding="utf-8")


def read(path: Path) -> Reached:
    """What :func:`write` wrote."""
    return {module: set(lines) for module, lines in json.loads(path.read_text(encoding="utf-8")).items()}


__all__ = ["Reached", "read", "trace", "write"]
