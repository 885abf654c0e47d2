"""No command can be told to do unbounded work or take the machine (issue 43): each option that sizes the work is
bounded, checked before the work starts, or read lazily, through the console script, for every registered game.

1. ``bench --write PATH`` to a path it cannot write: one line and exit 2 before anything is measured; a write that
   still fails (a full disk: ``/dev/full``) is one line too, after the page was printed.
2. ``--workers`` of every command that takes it: more local workers than 4 per core of this machine (the bound the
   help states), or fewer than 1, is one line and exit 2 while the command line is read.
3. ``simulate --games 1000000000``: the seeds are drawn as the games are played, so a run asking for a billion games
   plays its first batch with little memory and shows its progress; the seeds are those of ``game_seeds``.
4. ``diff`` whose search could not end: refused with its size and the largest accepted; its estimate said first
   otherwise; an impact's ``--samples`` (and ``--games``) bounded.
5. ``--scheduler`` at a closed port: one line naming the address and exit 2, answered by the connection refused
   (a generous subprocess timeout is the hang guard; no time is asserted).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import socket
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.bench.references import References
from rulebook.core.commands.place_options import workers_argument
from rulebook.core.errors import InputError
from rulebook.core.play.play_parsers import PlayCommands
from rulebook.core.play.simulate import game_seeds, run_seeds, seed_stream
from rulebook.core.play.simulation_runs import RunPlace
from rulebook.registry import game_ids, games
from tests.hostile import MEASURABLE, commands, options, peak_memory

HANG_GUARD = 300
"""Seconds a subprocess may run before the test calls it hung (a guard against a hang, not a time limit)."""


def run_process(argv: list[str], timeout: float = HANG_GUARD) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rulebook.cli", *argv], capture_output=True, text=True, check=False, timeout=timeout
    )


def one_line_error(err: str, *needles: str) -> None:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    for needle in needles:
        assert needle in err, err


def simulating_games() -> list[tuple[str, tuple[str, ...]]]:
    """Every registered game with ``simulate``, with what its runs need besides the run's options (``--players 3``)."""
    found = []
    for game_id in game_ids():
        simulate = commands().get((game_id, "simulate"))
        if simulate is not None:
            play: PlayCommands = simulate.get_default("play_commands")
            found.append((game_id, play.new_example))
    return found


SIMULATING = simulating_games()


def test_some_games_simulate() -> None:
    assert len(SIMULATING) >= 2


# ---------------------------------------------------------------------------------------------------------------
# 1. bench --write PATH
# ---------------------------------------------------------------------------------------------------------------


def _never_measure(quick: bool) -> References:
    raise AssertionError("the bench measured before it checked --write")


def _unwritable(tmp_path: Path, kind: str) -> Path:
    if kind == "missing folder":
        return tmp_path / "no-such-folder" / "performance.md"
    if kind == "directory":
        return tmp_path
    if kind == "folder is a file":
        (tmp_path / "file").write_text("x")
        return tmp_path / "file" / "performance.md"
    if kind == "read-only file":
        page = tmp_path / "performance.md"
        page.write_text("# Performance\n")
        page.chmod(0o444)
        return page
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    return folder / "performance.md"


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("missing folder", "there is no folder"),
        ("directory", "is a directory"),
        ("folder is a file", "is a file, not a folder"),
        ("read-only file", "cannot be written"),
        ("read-only folder", "cannot create a file"),
    ],
)
def test_bench_refuses_an_unwritable_page_before_measuring(
    kind: str, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    if kind.startswith("read-only") and hasattr(os, "geteuid") and os.geteuid() == 0:
        pytest.skip("the superuser may write a read-only file or folder")
    path = _unwritable(tmp_path, kind)
    monkeypatch.setattr("rulebook.core.bench.references.measure_references", _never_measure)
    status = main(["bench", "--quick", "--no-scale", "--game", game_ids()[0], "--write", str(path)], io.StringIO())
    assert status == 2
    one_line_error(capsys.readouterr().err, f"--write {path}", said)


def _bench_without_measuring(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bench with its measures replaced by fixed figures: what is left is the page and its writing."""
    monkeypatch.setattr(
        "rulebook.core.bench.references.measure_references",
        lambda quick: References({"start": 0.02, "python": 3e-8, "z3": 5e-5, "take": 2e-9}),
    )
    monkeypatch.setattr("rulebook.core.bench.latency.latency_figures", lambda chosen, quick: [])
    monkeypatch.setattr("rulebook.cli.games", lambda: tuple(replace(game, benchmarks=None) for game in games()))


def test_bench_writes_a_writable_page_keeping_its_notes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _bench_without_measuring(monkeypatch)
    page = tmp_path / "performance.md"
    page.write_text("# Performance\n\nold table\n\n## Notes\n\nwritten by hand\n")
    out = io.StringIO()
    assert main(["bench", "--quick", "--no-scale", "--game", game_ids()[0], "--write", str(page)], out) == 0
    written = page.read_text()
    assert written.startswith("# Performance") and "old table" not in written
    assert written.endswith("## Notes\n\nwritten by hand\n") and "| reference" in written
    assert capsys.readouterr().err.count("\n") >= 1  # its progress lines


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full (a device every write to fails: disk full)")
def test_a_failed_final_write_is_one_line_after_the_page(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _bench_without_measuring(monkeypatch)
    out = io.StringIO()
    assert main(["bench", "--quick", "--no-scale", "--game", game_ids()[0], "--write", "/dev/full"], out) == 2
    assert out.getvalue().startswith("# Performance")  # the page was printed: the measures are not lost
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == "rulebook: error: --write /dev/full: the page could not be written: No space left on device"
    assert not any("Traceback" in line for line in err)


# ---------------------------------------------------------------------------------------------------------------
# 2. --workers
# ---------------------------------------------------------------------------------------------------------------

CORES = os.cpu_count() or 1
MOST_WORKERS = 4 * CORES
"""The bound every --workers help states: 4 local workers per core."""

WORKER_COMMANDS = [path for path, parser in commands().items() if "--workers" in options(parser)]


def test_every_command_with_workers_is_found() -> None:
    # verify, the diff of the game whose impact runs on a cluster, and simulate of every game that simulates
    assert ("verify",) in WORKER_COMMANDS
    assert {(game_id, "simulate") for game_id, _ in SIMULATING} <= set(WORKER_COMMANDS)
    assert any(path[0] == "diff" for path in WORKER_COMMANDS)


@pytest.mark.parametrize("path", WORKER_COMMANDS, ids=" ".join)
@pytest.mark.parametrize(
    ("workers", "said"),
    [
        (100_000, f"argument --workers: must be at most {MOST_WORKERS} here (4 per core, {CORES} core"),
        (MOST_WORKERS + 1, f"must be at most {MOST_WORKERS} here"),
        (0, "argument --workers: must be 1 or more, not 0"),
    ],
)
def test_workers_beyond_the_machine_are_refused_while_reading_the_command_line(
    path: tuple[str, ...], workers: int, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*path, "--workers", str(workers)], io.StringIO())
    assert exit_.value.code == 2
    one_line_error(capsys.readouterr().err, said, f"not {workers}")


def test_the_bound_itself_is_accepted_and_one_past_it_is_not() -> None:
    assert workers_argument(str(MOST_WORKERS)) == MOST_WORKERS
    assert workers_argument("1") == 1
    for bad in (str(MOST_WORKERS + 1), "0", "-3", "two"):
        with pytest.raises(argparse.ArgumentTypeError):
            workers_argument(bad)


def test_the_python_api_holds_to_the_same_bound() -> None:
    assert RunPlace(workers=MOST_WORKERS).workers == MOST_WORKERS
    with pytest.raises(InputError, match=f"--workers must be at most {MOST_WORKERS} here"):
        RunPlace(workers=100_000)


# ---------------------------------------------------------------------------------------------------------------
# 3. simulate --games 1000000000
# ---------------------------------------------------------------------------------------------------------------

BILLION = 1_000_000_000
MOST_MEMORY = 400 * 1024 * 1024
"""Peak resident memory a run asking for a billion games may reach by its first batches (its seeds alone, held as
a list, would take tens of gigabytes)."""


def test_the_streamed_seeds_are_the_listed_ones() -> None:
    # the reference: a run's seeds are drawn in turn from random.Random(the run's seed), below 2**32
    rng = random.Random(7)
    by_hand = [rng.randrange(2**32) for _ in range(5)]
    assert game_seeds(7, 5) == by_hand
    assert list(run_seeds(7, 5)) == by_hand
    assert next(iter(run_seeds(7, BILLION))) == by_hand[0]
    stream = seed_stream(7)
    assert [next(stream) for _ in range(5)] == by_hand
    streamed = run_seeds(7, BILLION)
    assert len(streamed) == BILLION
    assert list(zip(range(5), streamed, strict=False)) == list(enumerate(by_hand))
    assert list(zip(range(5), streamed, strict=False)) == list(enumerate(by_hand))  # read again: the same


def _report(game_id: str, extra: tuple[str, ...], *run: str) -> dict[str, Any]:
    out = io.StringIO()
    assert main([game_id, "simulate", *extra, *run, "--json", "--workers", "1", "--no-progress"], out) == 0
    report = json.loads(out.getvalue())
    report.pop("seconds", None)  # the time taken
    return report


@pytest.mark.parametrize(("game_id", "extra"), SIMULATING, ids=[game_id for game_id, _ in SIMULATING])
def test_a_runs_first_game_is_the_game_of_its_first_seed(game_id: str, extra: tuple[str, ...]) -> None:
    # Replaying one seed (--game-seed) plays exactly that game; a run's first game must be the game of the run's
    # first seed: game_seeds(5, 1)[0], or the run's seed itself where a game numbers its games from it.
    first = _report(game_id, extra, "--games", "1", "--seed", "5")
    candidates = [_report(game_id, extra, "--game-seed", str(seed), "--seed", "5") for seed in (game_seeds(5, 1)[0], 5)]
    assert first in candidates


@pytest.mark.skipif(not MEASURABLE, reason="peak memory is read from /proc (Linux)")
@pytest.mark.parametrize(("game_id", "extra"), SIMULATING, ids=[game_id for game_id, _ in SIMULATING])
def test_a_billion_games_start_playing_in_little_memory_and_show_progress(
    game_id: str, extra: tuple[str, ...], tmp_path: Path
) -> None:
    # --workers 1: the run is played in this process, so its seeds and its games are all in the process measured
    argv = [game_id, "simulate", *extra, "--games", str(BILLION), "--seed", "1", "--workers", "1"]
    errors = tmp_path / "stderr"
    with errors.open("wb") as err:
        process = subprocess.Popen([sys.executable, "-m", "rulebook.cli", *argv], stdout=subprocess.DEVNULL, stderr=err)
    peak, played = 0, 0
    try:
        deadline = time.monotonic() + HANG_GUARD
        while time.monotonic() < deadline and process.poll() is None:
            peak = max(peak, peak_memory(process.pid) or 0)
            assert peak < MOST_MEMORY, f"{peak / 2**20:.0f} MiB before the first games were played"
            shown = re.findall(rb"\b(\d+)/1000000000\b", errors.read_bytes())  # the bar: games done/asked
            played = max((int(done) for done in shown), default=0)
            if played:
                break
            time.sleep(0.2)
        peak = max(peak, peak_memory(process.pid) or 0)
    finally:
        process.kill()
        process.wait()
    assert played > 0, f"no game played (exit {process.returncode}): {errors.read_text()[-500:]}"
    assert peak < MOST_MEMORY, f"{peak / 2**20:.0f} MiB"


# ---------------------------------------------------------------------------------------------------------------
# 4. diff: a search that could not end, and the impact's samples
# ---------------------------------------------------------------------------------------------------------------

HAND_READING = "wild.exhausted-card=refused"
"""A FORBIDDEN hand reading (its witness has 7 cards: README)."""
QUICK_WITNESS = "emperor.forbidden=with-real-forbidden"
"""A FORBIDDEN hand reading whose witness is the Emperor alone: the sweep finds it at once."""
SEARCHING_DIFFS = [
    path for path, parser in commands().items() if path[0] == "diff" and "--max-cards" in options(parser)
]


def test_the_game_with_a_sized_search_is_found() -> None:
    assert SEARCHING_DIFFS == [("diff", "forbidden")]


def test_a_search_of_nearly_the_whole_deck_is_refused_with_its_size() -> None:
    # Z3 searches the sizes beyond the engine's sweep (4 cards), at most --budget (2000) calls each: 90 to 100 cards
    # are 11 sizes, 22,000 calls; weighted by their sizes, 2000 x (90 + 91 + ... + 100) = 2000 x 1045 = 2,090,000.
    done = run_process(["diff", "forbidden", "--reading", HAND_READING, "--min-cards", "90", "--max-cards", "100"])
    assert done.returncode == 2 and done.stdout == ""
    one_line_error(
        done.stderr,
        "--min-cards 90 --max-cards 100 --budget 2000",
        "up to 22,000 solver calls on inputs of 90 to 100 cards (2,090,000 size-calls)",
        "the largest search accepted is 1,000,000 size-calls",
    )


def test_a_budget_with_no_end_is_refused() -> None:
    # sizes 5 to 9 at 10**9 calls each: 5 x 10**9 calls, 10**9 x (5 + 6 + 7 + 8 + 9) = 35 x 10**9 size-calls
    done = run_process(["diff", "forbidden", "--reading", HAND_READING, "--budget", str(BILLION), "--no-impact"])
    assert done.returncode == 2
    one_line_error(done.stderr, "up to 5,000,000,000 solver calls", "(35,000,000,000 size-calls)")


def test_the_default_search_says_its_estimate_before_it_starts(capsys: pytest.CaptureFixture[str]) -> None:
    # sizes 5 to 9 at 2000 calls each: 10,000 calls; 2000 x (5 + 6 + 7 + 8 + 9) = 70,000 size-calls
    out = io.StringIO()
    assert main(["diff", "forbidden", "--reading", QUICK_WITNESS, "--no-impact"], out) == 0
    err = capsys.readouterr().err
    estimate = "the search may make up to 10,000 solver calls on inputs of 5 to 9 cards (70,000 size-calls)"
    assert estimate in err and err.index("searching") < err.index(estimate) < err.index("0 cards:")
    assert "the smallest difference: EM (Emperor)" in out.getvalue()  # in a whole hand (issue 44)
    assert main(["diff", "forbidden", "--reading", QUICK_WITNESS, "--no-impact", "--quiet"], io.StringIO()) == 0
    assert capsys.readouterr().err == ""  # --quiet: nothing on standard error


def test_a_full_hand_stays_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    # README's --min-cards 14 --max-cards 14: one size, 2,000 calls, 28,000 size-calls
    out = io.StringIO()
    argv = ["diff", "forbidden", "--reading", QUICK_WITNESS, "--min-cards", "14", "--max-cards", "14", "--no-impact"]
    assert main(argv, out) == 0
    assert "up to 2,000 solver calls on inputs of 14 cards (28,000 size-calls)" in capsys.readouterr().err


SAMPLE_OPTIONS = [
    (path, option)
    for path, parser in commands().items()
    if path[0] == "diff"
    for option in ("--samples", "--games")
    if option in options(parser)
]


def test_every_game_has_a_diff_with_samples() -> None:
    assert {path[1] for path, option in SAMPLE_OPTIONS if option == "--samples"} == set(game_ids())


@pytest.mark.parametrize(("path", "option"), SAMPLE_OPTIONS, ids=[" ".join([*p, o]) for p, o in SAMPLE_OPTIONS])
def test_an_impact_of_more_than_a_million_samples_is_refused(
    path: tuple[str, ...], option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*path, "--reading", "any.key=any", option, str(BILLION)], io.StringIO())
    assert exit_.value.code == 2
    one_line_error(capsys.readouterr().err, f"argument {option}: 1,000,000,000 is more than 1,000,000")


# ---------------------------------------------------------------------------------------------------------------
# 5. --scheduler at a closed port
# ---------------------------------------------------------------------------------------------------------------


def closed_port() -> int:
    """A local port nothing listens at: bound, then closed."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


SCHEDULED = [
    ["verify", "--game", game_ids()[0], "--no-progress"],
    *[[game_id, "simulate", *extra, "--games", "1", "--no-progress"] for game_id, extra in SIMULATING],
    ["diff", "forbidden", "--reading", QUICK_WITNESS, "--quiet"],
]


@pytest.mark.parametrize("argv", SCHEDULED, ids=lambda argv: " ".join(argv[:2]))
def test_a_closed_scheduler_port_is_one_line_and_exit_2(argv: list[str]) -> None:
    address = f"tcp://127.0.0.1:{closed_port()}"
    done = run_process([*argv, "--scheduler", address])
    assert done.returncode == 2, done.stderr
    one_line_error(done.stderr, f"rulebook: error: cannot reach the Dask scheduler at {address}", "refused")
    assert done.stdout == ""
