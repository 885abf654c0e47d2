"""``rulebook conform`` against engines that misbehave: it ends, names the problem, exits 1 and stays small.

Each engine is a small Python script written to ``tmp_path``. ``conform`` (and ``fuzz``) run as a subprocess, so a
hang is caught by a guard (it fails; slowness is not asserted) and the peak memory is the child's own, read while it
runs (:func:`tests.hostile.run_measured`; Linux, skipped elsewhere).
"""

from __future__ import annotations

import json
import shlex
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.corpus.conform import load_corpus, request
from rulebook.core.corpus.engine_process import EngineProcess
from rulebook.registry import game_ids
from tests.hostile import MEASURABLE, run_measured

GAMES = game_ids()
HANG_GUARD = 120.0
"""Seconds after which a run counts as hung (it fails); the runs here take a few seconds."""
MEMORY_BOUND = 500 * 2**20
"""The most a run's peak resident memory may reach (a run starts at about 40 MB; the floods here are GBs)."""
ON_LINUX = pytest.mark.skipif(not MEASURABLE, reason="a process's peak memory is read from /proc (Linux)")
PIPE_BYTES = 64 * 1024
"""A pipe's buffer on Linux and macOS: requests beyond it wait for the engine to read."""

DRAIN_STDIN = (
    "import sys, threading\nthreading.Thread(target=lambda: [None for _ in sys.stdin.buffer], daemon=True).start()\n"
)
"""The start of an engine that reads its input (and ignores it), so only what it writes is under test."""
ENGINES = {
    # reads nothing and answers nothing
    "silent": "import time\ntime.sleep(600)\n",
    # never reads its input, writes answer lines of 100 kB for a case that is never asked, without end
    "answers-unread": (
        "import sys\nline = b'{\"id\": 0, \"answer\": \"' + b'x' * 100_000 + b'\"}\\n'\n"
        "while True:\n    sys.stdout.buffer.write(line)\n"
    ),
    "stdout-lines": DRAIN_STDIN + "while True:\n    sys.stdout.buffer.write(b'spam\\n' * 1000)\n",
    "stdout-one-line": DRAIN_STDIN + "while True:\n    sys.stdout.buffer.write(b'x' * 65536)\n",
    # floods its standard error from a thread while it answers every request with an error
    "stderr-lines": (
        "import json, sys, threading\n"
        "def flood():\n    while True:\n        sys.stderr.buffer.write(b'noise\\n' * 1000)\n"
        "threading.Thread(target=flood, daemon=True).start()\n"
        "for line in sys.stdin.buffer:\n"
        "    print(json.dumps({'id': json.loads(line)['id'], 'error': 'flooded'}), flush=True)\n"
    ),
    "stderr-one-line": (
        "import json, sys, threading\n"
        "def flood():\n    while True:\n        sys.stderr.buffer.write(b'x' * 65536)\n"
        "threading.Thread(target=flood, daemon=True).start()\n"
        "for line in sys.stdin.buffer:\n"
        "    print(json.dumps({'id': json.loads(line)['id'], 'error': 'flooded'}), flush=True)\n"
    ),
    # says three things on standard error, one of 100,000 bytes and one of 2 MiB, and exits unasked
    "stderr-then-exit": (
        "import sys\nsys.stderr.buffer.write(b'A' * 100_000 + b'\\n' + b'B' * 2 * 2**20 + b'\\nlast words\\n')\n"
        "sys.exit(1)\n"
    ),
}


def engine(tmp_path: Path, name: str) -> str:
    """The command that starts the engine ``name`` of :data:`ENGINES`."""
    script = tmp_path / f"{name}.py"
    script.write_text(ENGINES[name], encoding="utf-8")
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"


def measured(tmp_path: Path, argv: list[str]) -> tuple[int, str, str, int]:
    """``argv`` as a subprocess: (exit status, stdout, stderr, its peak resident memory in bytes); a hang fails."""
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    status, peak = run_measured(argv, out, err, HANG_GUARD)
    return status, out.read_text(encoding="utf-8"), err.read_text(encoding="utf-8"), peak


def rulebook(tmp_path: Path, *argv: str) -> tuple[int, str, str, int]:
    """``rulebook ARGV`` as a subprocess (:func:`measured`)."""
    return measured(tmp_path, [sys.executable, "-m", "rulebook.cli", *argv])


def few_cases_family(game_id: str) -> tuple[str, int]:
    """A family of the game with few cases (the smallest with at least three), and its number of cases.

    A family with a case that expects the input refused is passed over: an engine answering every request with an
    error line passes such a case, and these tests count on every case failing.
    """
    cases, family_of = load_corpus(game_id)
    sizes: dict[str, int] = {}
    refusing = {family_of[case.id] for case in cases if case.expects_error}
    for case in cases:
        sizes[family_of[case.id]] = sizes.get(family_of[case.id], 0) + 1
    family = min(
        (name for name, size in sizes.items() if size >= 3 and name not in refusing),
        key=lambda name: (sizes[name], name),
    )
    return family, sizes[family]


def pipe_filling_family() -> tuple[str, str, int]:
    """(game, family, cases): the family whose requests, written in turn, take the fewest bytes beyond two pipes'."""
    found: list[tuple[int, str, str, int]] = []
    for game_id in GAMES:
        cases, family_of = load_corpus(game_id)
        totals: dict[str, tuple[int, int]] = {}
        for case in cases:
            size, count = totals.get(family_of[case.id], (0, 0))
            totals[family_of[case.id]] = (size + len(json.dumps(request(game_id, case))) + 1, count + 1)
        found += [(size, game_id, name, count) for name, (size, count) in totals.items() if size > 2 * PIPE_BYTES]
    assert found, "some family's requests fill the engine's pipe twice over"
    _, game_id, family, count = min(found)
    return game_id, family, count


def conform_report(tmp_path: Path, game_id: str, family: str, command: str) -> tuple[int, dict[str, Any], str, int]:
    """``rulebook conform GAME --family FAMILY --engine COMMAND --json``: (status, report, stderr, peak memory)."""
    argv = ["conform", game_id, "--engine", command, "--family", family, "--timeout", "1", "--json"]
    status, out, err, peak = rulebook(tmp_path, *argv)
    assert "Traceback" not in err, err[-2000:]
    return status, json.loads(out), err, peak


def test_a_request_the_engine_never_reads_fails_its_case_and_the_next_one_too(tmp_path: Path) -> None:
    # One request of 4 MiB is far more than the engine's pipe holds: the write itself must give up after 1 s. The
    # engine is then started again, and the second request meets the same end.
    process = EngineProcess(engine(tmp_path, "silent"), timeout=1)
    big = {"id": "big", "game": GAMES[0], "question": "q", "input": "x" * (4 * 2**20), "readings": {}}
    problems: list[str] = []
    worker = threading.Thread(target=lambda: problems.extend(process.ask(big)[1] for _ in range(2)), daemon=True)
    worker.start()
    worker.join(HANG_GUARD)
    process.close()
    assert not worker.is_alive(), f"ask still blocked after {HANG_GUARD:g} s"
    assert problems == ["the engine did not read its input within 1 s"] * 2


@ON_LINUX
def test_conform_against_an_engine_that_answers_without_reading_ends(tmp_path: Path) -> None:
    # The engine answers a case nobody asked (id 0) without end and reads nothing: every case fails as not its
    # answer until the requests fill its pipe; then a request cannot be written, its case fails, the engine is
    # started again (a fresh pipe) and the next cases go on. The family's requests exceed two pipes, so the pipe
    # fills at least once.
    game_id, family, count = pipe_filling_family()
    status, report, _, peak = conform_report(tmp_path, game_id, family, engine(tmp_path, "answers-unread"))
    assert status == 1 and report["cases"] == report["failed"] == count
    problems = [failure["problem"] for failure in report["failures"]]
    unread = [problem for problem in problems if problem == "the engine did not read its input within 1 s"]
    assert unread, "the pipe filled and a request could not be written"
    assert all(problem.startswith("the answer is not for case ") for problem in problems if problem not in unread)
    assert peak < MEMORY_BOUND, f"peak memory {peak:,} bytes"


FLOODS = {
    "stdout-lines": "the answer is not JSON this program reads (not JSON: Expecting value at column 1): 'spam'",
    "stdout-one-line": "an answer line longer than 1 MiB",
    "stderr-lines": 'the engine reports an error: "flooded"',
    "stderr-one-line": 'the engine reports an error: "flooded"',
}
"""Each flooding engine, and the problem every case meets (worked from the engine's script)."""


@ON_LINUX
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("flood", sorted(FLOODS))
def test_conform_against_a_flooding_engine_ends_with_every_case_failed_and_stays_small(
    tmp_path: Path, game_id: str, flood: str
) -> None:
    family, count = few_cases_family(game_id)
    status, report, _, peak = conform_report(tmp_path, game_id, family, engine(tmp_path, flood))
    assert status == 1 and report["cases"] == report["failed"] == count
    assert {failure["problem"] for failure in report["failures"]} == {FLOODS[flood]}
    assert peak < MEMORY_BOUND, f"peak memory {peak:,} bytes"


def test_the_engines_standard_error_is_kept_cut_line_by_line(tmp_path: Path) -> None:
    # The engine's three lines: 100,000 As (kept as its first 300 bytes), 2 MiB of Bs (longer than any line read),
    # and "last words". It exits before answering, so every case fails and the report shows those lines once.
    family, count = few_cases_family(GAMES[0])
    status, report, _, _ = conform_report(tmp_path, GAMES[0], family, engine(tmp_path, "stderr-then-exit"))
    assert status == 1 and report["failed"] == count
    exits = {"the engine exited before reading the case", "the engine exited without answering"}
    assert {failure["problem"] for failure in report["failures"]} <= exits
    assert report["engine_stderr"] == ["A" * 300 + " [...]", "[a line longer than 1 MiB]", "last words"]


DRIVER = """\
import contextlib, resource, sys, time
with contextlib.suppress(ValueError, OSError):  # should the bound fail, the machine is spared (not on macOS)
    resource.setrlimit(resource.RLIMIT_AS, (2**31, 2**31))
from rulebook.core.corpus.engine_process import EngineProcess
engine = EngineProcess(sys.argv[1], timeout=5)
print(engine.ask({"id": 1})[1])
time.sleep(2)  # the caller busy between two cases (fuzz answering the request itself, a pytest test ending)
print(engine.ask({"id": 2})[1])
engine.close()
"""


@ON_LINUX
def test_an_engine_flooding_between_two_cases_cannot_grow_the_callers_memory(tmp_path: Path) -> None:
    # While nobody asks, the engine writes 100 kB lines as fast as they are taken: at most a few wait, then the
    # engine's own writes block. Each case reads one such line, the answer to a case nobody asked (id 0).
    script = tmp_path / "driver.py"
    script.write_text(DRIVER, encoding="utf-8")
    status, out, err, peak = measured(tmp_path, [sys.executable, str(script), engine(tmp_path, "answers-unread")])
    assert status == 0, err[-2000:]
    said = out.splitlines()
    assert [line.split(":")[0] for line in said] == ["the answer is not for case 1", "the answer is not for case 2"]
    assert peak < MEMORY_BOUND, f"peak memory {peak:,} bytes"


@ON_LINUX
def test_fuzz_against_a_flooding_engine_ends_with_the_difference(tmp_path: Path) -> None:
    # `rulebook fuzz` asks through the same engine process: the first request differs (the engine answers 'spam'),
    # is shrunk within its budget, and the run ends with exit status 1 (a difference), as its help says.
    argv = ["fuzz", GAMES[0], "--engine", engine(tmp_path, "stdout-lines"), "--examples", "5", "--timeout", "1"]
    status, out, err, peak = rulebook(tmp_path, *argv, "--shrink-seconds", "5", "--seed", "0", "--no-progress")
    assert status == 1 and "Traceback" not in err, err[-2000:]
    assert "'spam'" in out
    assert peak < MEMORY_BOUND, f"peak memory {peak:,} bytes"


class EndlessLine:
    """A stream holding one line that never ends: every read gives as many bytes as asked, none a newline."""

    def __init__(self) -> None:
        self.given = 0

    def readline(self, size: int = -1) -> bytes:
        assert size > 0, "a read without a limit would never return"
        self.given += size
        return b"x" * size


def test_a_line_that_never_ends_is_reported_once_its_first_mib_is_read() -> None:
    from rulebook.core.errors import InputError
    from rulebook.core.inputs import MAX_LINE_BYTES, lines

    stream = EndlessLine()
    first = next(lines(stream))
    assert isinstance(first, InputError)
    assert stream.given <= MAX_LINE_BYTES + 2  # one read of the limit and the two bytes of a line end
