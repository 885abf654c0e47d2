"""The time a person waits for one answer: whole process starts of ``rulebook``, for ``make bench``.

Each figure is the median wall time of several fresh processes running the installed command, set against the
floor every Python program pays (``python -c pass``, a reference of the same run:
:mod:`rulebook.core.bench.references`), so that a reader on another machine can compare the ratio; and against the
floor of a program that uses numpy (``python -c 'import numpy'``, timed here), which an engine whose tables are numpy
arrays cannot go below. Rows: ``rulebook --help``, the numpy floor, and each game's first check example (its
:attr:`~rulebook.core.commands.check.CheckCommand.example_args`) with the on-disk table cache in use (the usual
case after the first run: the warm figure, whose goal is :data:`GOAL_SECONDS`) and with it turned off
(``RULEBOOK_NO_DISK_CACHE=1``: what the very first run after installing pays); then the engine's share of that one
answer (:func:`engine_share`).
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
GOAL_SECONDS = 0.15
"""Issue 44's goal for one warm ``rulebook GAME check`` (a fresh process, the disk cache of tables in use)."""
NUMPY_FLOOR = [sys.executable, "-c", "import numpy"]
"""The start of a Python program that imports numpy: the floor of an answer whose engine needs it."""

ENGINE_SHARE = """\
import time
from rulebook.cli import build_parser
from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys
from rulebook.registry import game
argv = {argv!r}
chosen = game(argv[0])
args = build_parser(argv=argv).parse_args(argv)
reading = chosen.reading.from_pairs([])
request = chosen.check.from_args(args, reading)
start = time.perf_counter()
chosen.check.answer(request, reading)
first = time.perf_counter() - start
others = [(key.key, option) for key in reading_keys(chosen.id) for option in key.options if option != key.default]
start = time.perf_counter()
answered = 0
for key, option in others:
    try:
        chosen.check.answer(request, reading.with_choices({{key: option}}))
        answered += 1
    except InputError:  # a request this reading refuses: answered with its reason, counted apart
        pass
print(first, answered, len(others), time.perf_counter() - start)
"""
"""Run in a fresh process: the engine's answer to a game's check example (its first, with what it imports and
builds), then one answer under each other option of each reading, one reading changed at a time."""


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


def interleaved_start_seconds(commands: Sequence[Sequence[str]], starts: int) -> list[float]:
    """The median wall time of each of ``commands`` over ``starts`` rounds, each round starting every one once.

    After one unmeasured warm-up start of each (as :func:`median_start_seconds`). Taking turns, the commands meet
    the same load from other work on the machine, so that their ratios hold where their absolute times do not.
    """
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    for argv in commands:
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    times: list[list[float]] = [[] for _ in commands]
    for _ in range(starts):
        for argv, taken in zip(commands, times, strict=True):
            start = time.perf_counter()
            subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
            taken.append(time.perf_counter() - start)
    return [statistics.median(taken) for taken in times]


def _row(what: str, seconds: float, starts: int, how: str) -> Figure:
    return Figure(what, f"{seconds:.2f} s", f"median of {starts} process starts; {how}", seconds, "start")


def fresh_process(code: str) -> list[float]:
    """The numbers a fresh Python process prints on its last line for ``code`` (its own timings).

    The cold figures: what a first pass costs in a process that has built nothing yet (tables, solvers, caches of
    remembered answers), the import excluded unless ``code`` times it.
    """
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True)
    if done.returncode != 0:
        last = "\n".join(done.stderr.strip().splitlines()[-3:])
        raise RuntimeError(f"a fresh process of the bench failed (exit {done.returncode}): {last}")
    return [float(number) for number in done.stdout.splitlines()[-1].split()]


def engine_share(argv: Sequence[str]) -> Figure:
    """The engine's part of one check (``argv``: ``GAME check ...``), timed inside a fresh process.

    Its first answer (what the question costs once the command line is read: the engine's modules imported on first
    use, its tables read), then every other option of every reading, one at a time, on the same request: what a
    check that asks the engine again under each reading's other options would add.
    """
    first, answered, asked, others = fresh_process(ENGINE_SHARE.format(argv=list(argv)))
    each = others / asked if asked else 0.0
    return Figure(
        f"answer: the engine's share of `rulebook {shlex.join(argv)}`",
        f"{first * 1000:.1f} ms",
        f"its first answer in a fresh process, after the command line is read (the engine's modules and tables "
        f"loaded on first use); then each other option of each reading, one at a time, on the same request: "
        f"{each * 1000:.2f} ms each, {others * 1000:.1f} ms for all {asked:.0f}"
        + (f" ({asked - answered:.0f} refused the request)" if answered < asked else ""),
        first,
        "python",
    )


def latency_figures(games: Sequence[Game], quick: bool) -> list[Figure]:
    """``rulebook --help``, the numpy floor and each game's example check, set against ``python -c pass``.

    The floor itself is a reference of the run (:mod:`rulebook.core.bench.references`), measured before these rows;
    each warm check also names its ratio to ``python -c 'import numpy'`` and the goal, and is followed by the
    engine's share of it.
    """
    starts = QUICK_STARTS if quick else STARTS
    command = rulebook_command()
    checks = [[game.id, "check", *game.check.example_args] for game in games]
    floor, numpy_floor, help_seconds, *warm_checks = interleaved_start_seconds(
        [[sys.executable, "-c", "pass"], NUMPY_FLOOR, [*command, "--help"], *([*command, *args] for args in checks)],
        starts,
    )
    figures = [
        _row("answer: `rulebook --help`", help_seconds, starts, "the parser of every command of every game"),
        _row(
            "answer floor: `python -c 'import numpy'`",
            numpy_floor,
            starts,
            f"what a program whose engine uses numpy cannot go below; {numpy_floor / floor:.1f}x `python -c pass` "
            "in the same rounds",
        ),
    ]
    for args, warm in zip(checks, warm_checks, strict=True):
        shown = f"`rulebook {shlex.join(args)}`"
        cold = median_start_seconds([*command, *args], starts, {"RULEBOOK_NO_DISK_CACHE": "1"})
        figures += [
            _row(
                f"answer: {shown}",
                warm,
                starts,
                f"the disk cache of tables in use; taking turns with `python -c pass` and `python -c 'import numpy'`: "
                f"{warm / floor:.1f}x and {warm / numpy_floor:.2f}x them; goal {GOAL_SECONDS} s",
            ),
            _row(
                f"answer: {shown}, tables rebuilt",
                cold,
                starts,
                "`RULEBOOK_NO_DISK_CACHE=1`, what the first run after installing pays",
            ),
            engine_share(args),
        ]
    return figures


__all__ = [
    "GOAL_SECONDS",
    "NUMPY_FLOOR",
    "QUICK_STARTS",
    "STARTS",
    "engine_share",
    "fresh_process",
    "interleaved_start_seconds",
    "latency_figures",
    "median_start_seconds",
    "rulebook_command",
]
