"""The time a person waits for one answer: whole process starts of ``rulebook``, for ``make bench``.

Each figure is the median wall time of several fresh processes running the installed command, set against the
floor every Python program pays (``python -c pass``, a reference of the same run:
:mod:`rulebook.core.bench.references`), so that a reader on another machine can compare the ratio. Rows: ``rulebook
--help``, and each game's first check example (its :attr:`~rulebook.core.commands.check.CheckCommand.example_args`)
with the on-disk table cache in use (the usual case after the first run) and with it turned off
(``RULEBOOK_NO_DISK_CACHE=1``: what the very first run after installing pays).
"""

from __future__ import annotations

import os
import shlex
import statistics
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rulebook.core.bench.figure import Figure

if TYPE_CHECKING:
    from rulebook.core.game import Game

STARTS = 9
"""Process starts per figure (``--quick``: :data:`QUICK_STARTS`)."""
QUICK_STARTS = 3


def rulebook_command() -> list[str]:
    """The ``rulebook`` console script beside this Python, or the same entry point through ``-c``."""
    script = Path(sys.executable).with_name("rulebook")
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-c", "import sys; from rulebook.cli import main; sys.exit(main())"]


def median_start_seconds(argv: Sequence[str], starts: int, env: Mapping[str, str] | None = None) -> float:
    """The median wall time of ``starts`` fresh processes of ``argv`` after one unmeasured warm-up start.

    Python writes its bytecode cache as it does by default on a user's machine (``PYTHONDONTWRITEBYTECODE`` is
    dropped from the environment), and the warm-up fills it. Output is discarded; a failing command raises.
    """
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    environment.update(env or {})
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    times = []
    for _ in range(starts):
        start = time.perf_counter()
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _row(what: str, seconds: float, starts: int, how: str) -> Figure:
    return Figure(what, f"{seconds:.2f} s", f"median of {starts} process starts; {how}", seconds, "start")


def latency_figures(games: Sequence[Game], quick: bool) -> list[Figure]:
    """``rulebook --help`` and each game's example check, each set against ``python -c pass`` (the floor).

    The floor itself is a reference of the run (:mod:`rulebook.core.bench.references`), measured before these rows.
    """
    starts = QUICK_STARTS if quick else STARTS
    command = rulebook_command()
    figures = [
        _row(
            "answer: `rulebook --help`",
            median_start_seconds([*command, "--help"], starts),
            starts,
            "the parser of every command of every game",
        ),
    ]
    for game in games:
        args = [game.id, "check", *game.check.example_args]
        shown = f"`rulebook {shlex.join(args)}`"
        warm = median_start_seconds([*command, *args], starts)
        cold = median_start_seconds([*command, *args], starts, {"RULEBOOK_NO_DISK_CACHE": "1"})
        figures += [
            _row(f"answer: {shown}", warm, starts, "the disk cache of tables in use"),
            _row(
                f"answer: {shown}, tables rebuilt",
                cold,
                starts,
                "`RULEBOOK_NO_DISK_CACHE=1`, what the first run after installing pays",
            ),
        ]
    return figures


__all__ = ["QUICK_STARTS", "STARTS", "latency_figures", "median_start_seconds", "rulebook_command"]
