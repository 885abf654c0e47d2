"""``rulebook bench`` (``make bench``): measure every game's encodings and write ``docs/performance.md``.

What is measured is each game's to say (its :attr:`~rulebook.core.game.Game.benchmarks`: the throughput of the fast
engine, the query times of the Z3 model, the cross-checks and whatever else the game times); this module holds what
every game shares: the :class:`Figure`, the timing helpers, the page and the command. Speed is measured here, never
asserted in tests. Every figure names what was measured and on how many inputs, and the numbers go in
``docs/performance.md`` with the machine and the command that produced them, so a reader can run it again.

    rulebook bench --write docs/performance.md      # the figures of docs/performance.md (make bench)
    rulebook bench --quick --game GAME              # smaller samples, one game

``--write PATH`` is checked before anything is measured (:func:`page_target`): a page that could not be written is
said at once, not after minutes of measuring; a write that still fails (a full disk) is one line too, after the page
was printed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.bench.figure import Figure
from rulebook.core.bench.latency import fresh_process
from rulebook.core.errors import InputError

if TYPE_CHECKING:
    from rulebook.core.bench.references import References
    from rulebook.core.game import Game


def best_rate(run: Callable[[], int], repeats: int = 3) -> float:
    """Items per second of the fastest of ``repeats`` runs (``run`` returns how many items it handled)."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        items = run()
        rates.append(items / (time.perf_counter() - start))
    return max(rates)


def median_ms(calls: Sequence[Callable[[], object]]) -> float:
    """Median wall time of each call, in milliseconds."""
    import statistics  # the bench's own libraries are loaded when it runs, not for every command's start

    times = []
    for call in calls:
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def progress(message: str) -> None:
    """One progress line on stderr (the page itself goes to stdout)."""
    print(f"{message} ...", file=sys.stderr, flush=True)


def machine() -> str:
    """A one-line description of this machine."""
    import platform

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import numpy as np
    import z3

    return (
        f"{cpu}, {os.cpu_count()} cores; {platform.system()} {platform.release()}; Python "
        f"{platform.python_version()}, numpy {np.__version__}, z3 {z3.get_version_string()}"
    )


def render(figures: Sequence[Figure], command: str, references: References | None = None) -> str:
    """The Markdown page: each figure with what one of its items cost in the run's references."""
    import datetime

    ratio = references.ratio if references is not None else (lambda figure: "")
    lines = [
        "# Performance",
        "",
        "Measured by `make bench` (never asserted in tests). Re-run it to refresh this page. The ratio column sets",
        "what one item cost (a hand, a query, a game, a process start) against fixed work timed in the same run",
        "(the `reference` rows, `core/bench/references.py`): compare those ratios across machines, not the",
        'absolute figures. "Cold" is a fresh process\'s first pass; "warm" a later pass in the same process.',
        "",
        f"- machine: {machine()}",
        f"- command: `{command}`",
        f"- date: {datetime.date.today().isoformat()}",
        "",
        "| what | result | one item against the run's references | how |",
        "|---|---|---|---|",
        *(f"| {f.what} | {f.value} | {ratio(f)} | {f.detail} |" for f in figures),
        "",
        "",
    ]
    return "\n".join(lines)


def hand_written_sections(path: Path) -> str:
    """The hand-written part of an existing page: everything from its first ``## `` heading.

    The generated page has no such heading, so re-measuring keeps the notes written against the table. Only a
    regular file is read (a device such as ``/dev/zero`` would never end).
    """
    if not path.is_file():
        return ""
    lines = path.read_text().splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.startswith("## ")), len(lines))
    return "".join(lines[start:])


def page_target(path: Path) -> str:
    """Refuse a ``--write`` path the page cannot be written to; else the hand-written sections to keep there.

    Checked before anything is measured: a missing folder, a directory, a file or folder this user may not write
    (:func:`os.access`), or an existing page that cannot be read is an :class:`InputError` naming the path.
    """
    if path.is_dir():
        raise InputError(f"--write {path}: is a directory, not a file")
    folder = path.parent
    if folder.exists() and not folder.is_dir():
        raise InputError(f"--write {path}: {folder} is a file, not a folder")
    if not folder.is_dir():
        raise InputError(f"--write {path}: there is no folder {folder}")
    if path.exists() and not os.access(path, os.W_OK):
        raise InputError(f"--write {path}: the file cannot be written (permission denied)")
    if not path.exists() and not os.access(folder, os.W_OK | os.X_OK):
        raise InputError(f"--write {path}: cannot create a file in {folder} (permission denied)")
    try:
        return hand_written_sections(path)
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"--write {path}: the existing page cannot be read: {_reason(error)}") from None


def write_page(path: Path, page: str) -> None:
    """Write the page to ``path``; a failure (a full disk, a path gone meanwhile) is an :class:`InputError`."""
    try:
        path.write_text(page)
    except OSError as error:
        raise InputError(f"--write {path}: the page could not be written: {_reason(error)}") from None


def _reason(error: BaseException) -> str:
    """An error's reason without its path (the message names the path already)."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return " ".join(str(error).split())


BENCH_EXAMPLES = """\
examples:
  rulebook bench --write docs/performance.md     the figures of docs/performance.md (make bench)
  rulebook bench --quick                         smaller samples
  rulebook bench --quick --game GAME             one game only
"""


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook bench`` for the registered ``games``."""
    bench = subparsers.add_parser(
        "bench",
        help="measure the encodings' speed and write docs/performance.md (make bench)",
        description="Run every chosen game's benchmarks, print the Markdown page of figures (with the machine and "
        "the command) and, with --write, write it, keeping the hand-written sections of the existing page. Speed is "
        "measured here, never asserted in tests.",
        epilog=BENCH_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    bench.add_argument("--write", type=Path, metavar="PATH", help="write the Markdown page here")
    bench.add_argument("--quick", action="store_true", help="smaller samples")
    bench.add_argument(
        "--game",
        action="append",
        choices=[game.id for game in games],
        help="only this game (repeatable; default: every game)",
    )
    bench.add_argument(
        "--no-scale",
        action="store_true",
        help="leave out the scale-out figures (local Dask clusters of 1 and 2 workers)",
    )
    bench.set_defaults(run=partial(run_bench, games))


def command_line(args: argparse.Namespace, every_game: bool) -> str:
    """The command the page names: ``make bench`` for the full run, else the ``rulebook bench`` options used."""
    if not args.quick and every_game:
        return "make bench"
    options = [" --quick"] if args.quick else []
    options += [" --no-scale"] if args.no_scale else []
    if not every_game:
        options += [f" --game {game_id}" for game_id in args.game]
    return "rulebook bench" + "".join(options)


GENERATE_GOAL = 60
"""The seconds ``rulebook generate`` may take (issue 21's goal)."""


def generate_figure(games: int) -> Figure:
    """``rulebook generate --check`` timed as a whole command in a fresh process: wall time and CPU time.

    The CPU time is the command's and its children's (user and system): the ``games`` are built in processes of
    their own, as many at once as there are cores, so wall time below CPU time is the cores working at once.
    """
    import resource
    import subprocess

    from rulebook.core.bench.latency import rulebook_command

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([*rulebook_command(), "generate", "--check"], check=True, capture_output=True)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    at_once = min(games, os.cpu_count() or 1)
    return Figure(
        "`rulebook generate --check`, the whole command",
        f"{seconds:.0f} s",
        f"one fresh process building every game's corpora and documents, {at_once} at a time, "
        f"{cpu:.0f} CPU-seconds (its own and its processes'); goal {GENERATE_GOAL} s",
        seconds,
        "start",
    )


def run_bench(games: Sequence[Game], args: argparse.Namespace, stdout: TextIO) -> int:
    """Measure the chosen games (in the registry's order), print the page and write it with ``--write``."""
    from rulebook.core.bench.latency import latency_figures
    from rulebook.core.bench.references import measure_references, reference_figures

    kept = page_target(args.write) if args.write else ""  # a page that cannot be written: said before measuring
    chosen = [game for game in games if args.game is None or game.id in args.game]
    progress("measuring the references (fixed work in this run: Python, Z3, numpy, a process start)")
    references = measure_references(args.quick)
    figures: list[Figure] = reference_figures(references)
    progress("measuring the time one answer takes (fresh processes)")
    figures += latency_figures(chosen, args.quick)
    for game in chosen:
        if game.benchmarks is None:
            continue
        progress(f"measuring {game.title}")
        figures += game.benchmarks(args.quick)
    from rulebook.core.bench.desk_load import CLIENTS, desk_figures

    progress(f"measuring the ruling desk under load ({CLIENTS} clients, two runs)")
    figures += desk_figures(chosen, args.quick)
    if not args.quick and len(chosen) == len(games):
        progress("measuring `rulebook generate --check` (every game)")
        figures.append(generate_figure(len(games)))
    if not args.no_scale:
        from rulebook.core.bench.scale_bench import scale_figures

        figures += scale_figures(chosen, args.quick, progress)
    page = render(figures, command_line(args, len(chosen) == len(games)), references)
    print(page, file=stdout)
    if args.write:
        write_page(args.write, page + kept)
    return 0


__all__ = [
    "Figure",
    "add_parser",
    "best_rate",
    "fresh_process",
    "generate_figure",
    "hand_written_sections",
    "median_ms",
    "page_target",
    "progress",
    "render",
    "write_page",
]
