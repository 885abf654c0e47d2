"""Hostile input for the console script: running ``rulebook`` under a hang guard, and mutating what is valid.

Shared by the fuzz tests of every entry point (``test_fuzz_inputs.py``) and the per-game grammar of hostile
commands (``test_hostile_cli.py``). The mutations are the ones a careless script or a hurried person makes, and
the ones the issue of hostile input found to break a reader:

- **digits of other scripts** (``²``, ``٣``, ``５``): :meth:`str.isdigit` takes them and :func:`int` then fails
  or reads another number;
- **huge numbers**: more digits than :func:`int` converts (4,300), or than any count of a game needs;
- **wrong types** in JSON: a list where a string was, a number where a list was, ``null``, ``true``;
- **impossible positions**: a value of one field copied into another, an entry duplicated or dropped.

Nothing here knows a game: the valid inputs mutated come from each command's own help examples and from the
game's ``new`` and ``moves`` answers.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from unittest import mock

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from rulebook.cli import build_parser, main

HANG_SECONDS = 10
"""An input still unanswered after this long is a hang: the example fails (no speed is asserted)."""

OTHER_DIGITS = ("²", "٣", "５", "𝟗", "໓", "߁", "①", "Ⅻ")
"""Characters :meth:`str.isdigit` or :meth:`str.isnumeric` takes that are not the digits 0-9."""
HUGE = "9" * 5_000
"""More digits than :func:`int` converts from text (Python refuses beyond 4,300)."""
BIG = "9" * 25
"""A number :func:`int` reads that no count of any game comes near (more than 20 digits)."""


def fuzz_settings(examples: int, long_examples: int) -> settings:
    """Hypothesis settings of a hostile-input test: ``examples`` in ``make test``, ``long_examples`` when
    ``RULEBOOK_FUZZ_PROFILE=fuzz-long`` (``make verify``). No deadline: the hang guard fails a hang, and a slow
    example is not a failure."""
    long_run = os.environ.get("RULEBOOK_FUZZ_PROFILE") == "fuzz-long"
    return settings(
        max_examples=long_examples if long_run else examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
    )


class HangError(Exception):
    """An input was not answered within ``HANG_SECONDS``."""


@contextlib.contextmanager
def hang_guard(seconds: float = HANG_SECONDS) -> Iterator[None]:
    """Fail an example that runs longer than ``seconds`` (SIGALRM; without it, in a thread, no guard)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return

    def hung(signum: int, frame: Any) -> None:
        raise HangError(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run_cli(argv: Sequence[str], stdin: bytes = b"", seconds: float = HANG_SECONDS) -> tuple[int, str, str]:
    """``rulebook ARGV`` in this process with ``stdin`` as bytes: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    fake_stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    with mock.patch.object(sys, "stdin", fake_stdin), contextlib.redirect_stderr(err), hang_guard(seconds):
        try:
            status = main(list(argv), out)
        except SystemExit as exit:  # argparse refusing an option
            status = exit.code if isinstance(exit.code, int) else 2
    return status, out.getvalue(), err.getvalue()


def assert_answered_or_refused(
    status: int, out: str, err: str, culprit: str | None = None, allowed: Sequence[int] = (0, 2)
) -> None:
    """Exit 0 with an answer (or another status ``allowed``), or exit 2 with one error line (naming ``culprit``)."""
    assert "Traceback" not in err and "Traceback" not in out
    assert status in allowed, ascii((status, err[-500:]))
    if status != 2:
        assert culprit is None or status != 0, f"accepted an input that holds {culprit!r}"
        return
    lines = err.splitlines()
    # "rulebook: error: ..." from a command, "rulebook SUBCOMMAND: error: ... (see: ... --help)" from the parser
    assert len(lines) == 1 and lines[0].startswith("rulebook") and ": error: " in lines[0], ascii(err)
    message = lines[0]
    assert len(message.split(": error: ", 1)[1].strip()) > 5, ascii(message)
    if culprit is not None:
        assert culprit in message, ascii(message)


# ---------------------------------------------------------------------------------------------------------------
# A process's peak memory, measured from outside
# ---------------------------------------------------------------------------------------------------------------

MEASURABLE = Path("/proc/self/status").exists()
"""Whether a process's peak memory can be read here (Linux's ``/proc``)."""


def peak_memory(pid: int) -> int | None:
    """The peak resident memory of process ``pid`` so far, in bytes (Linux's ``VmHWM``); None once it is gone.

    Read while the process runs: the resource use ``wait4`` reports after it ends also counts, on Linux, the memory of
    the process it was forked from (a test worker of gigabytes), whatever the child itself used.
    """
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return None
    found = re.search(r"^VmHWM:\s+(\d+) kB", status, re.MULTILINE)
    return int(found.group(1)) * 1024 if found else None


def run_measured(argv: Sequence[str], stdout: Path, stderr: Path, seconds: float) -> tuple[int, int]:
    """Run ``argv`` with its output in the files given: (exit status, peak resident memory in bytes).

    The peak is read every 20 ms while the process runs (:func:`peak_memory`); a run still going after ``seconds``
    is killed and fails the test as a hang (slowness is never asserted).
    """
    import pytest

    with stdout.open("wb") as out, stderr.open("wb") as err:
        process = subprocess.Popen(list(argv), stdout=out, stderr=err)
        deadline, peak = time.monotonic() + seconds, 0
        while process.poll() is None:
            peak = max(peak, peak_memory(process.pid) or 0)
            if time.monotonic() > deadline:
                process.kill()
                process.wait()
                pytest.fail(f"{' '.join(argv)} still ran after {seconds:g} s")
            time.sleep(0.02)
    assert peak > 0, "the process ended before its memory could be read once"
    return process.returncode, peak


# ---------------------------------------------------------------------------------------------------------------
# The commands and their examples, read from the parser
# ---------------------------------------------------------------------------------------------------------------


def commands(parser: argparse.ArgumentParser | None = None, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    """Every leaf command of ``rulebook`` (``("forbidden", "check")``, ``("diff",)``) and its parser."""
    parser = parser or build_parser()
    found: dict[tuple[str, ...], Any] = {}
    subcommands = [action for action in parser._actions if isinstance(action, argparse._SubParsersAction)]
    if not subcommands:
        return {path: parser}
    for action in subcommands:
        for name, child in action.choices.items():
            if child.prog.split()[-1] == name:  # an alias names the same parser again
                found.update(commands(child, (*path, name)))
    return found


_DESCRIPTION = re.compile(r"\s{3,}|\s+#")


def help_examples(path: tuple[str, ...], parser: argparse.ArgumentParser) -> list[list[str]]:
    """The argument lists of the examples in a command's help (``rulebook PATH ARGS``), pipes and redirects cut."""
    found = []
    for line in (parser.epilog or "").splitlines():
        text = _DESCRIPTION.split(line.strip(), maxsplit=1)[0]
        text = re.split(r"\s[|>]\s", text)[0]
        try:
            words = shlex.split(text)
        except ValueError:
            continue
        if words[: len(path) + 1] == ["rulebook", *path] and "--help" not in words:
            found.append(words[len(path) + 1 :])
    return found


def options(parser: argparse.ArgumentParser) -> list[str]:
    """The long options a command takes (``--json``, ``--reading``), help excluded."""
    return sorted(
        option
        for action in parser._actions
        for option in action.option_strings
        if option.startswith("--") and option != "--help"
    )


# ---------------------------------------------------------------------------------------------------------------
# Mutations of words and of JSON values
# ---------------------------------------------------------------------------------------------------------------

_DIGITS = re.compile(r"[0-9]+")


def word_mutations(word: str) -> st.SearchStrategy[str]:
    """``word`` spoiled the ways of the module docstring (each strategy keeps the rest of the word)."""
    spans = [match.span() for match in _DIGITS.finditer(word)]
    choices: list[st.SearchStrategy[str]] = [
        st.sampled_from(["", " ", "-1", "2.5", "1e9", "0x10", "nan", "None", "[]", "{}", "\t", word * 3]),
        st.sampled_from(OTHER_DIGITS).map(lambda digit: word + digit),
        st.binary(min_size=1, max_size=3).map(lambda raw: word + (raw + b"\xff").decode("utf-8", "surrogateescape")),
    ]
    if spans:

        def replaced(span: tuple[int, int], number: str) -> str:
            return word[: span[0]] + number + word[span[1] :]

        choices += [
            st.tuples(st.sampled_from(spans), st.sampled_from([HUGE, BIG, "0", "00", "-7"])).map(
                lambda pair: replaced(*pair)
            ),
            st.tuples(st.sampled_from(spans), st.sampled_from(OTHER_DIGITS)).map(lambda pair: replaced(*pair)),
        ]
    return st.one_of(choices)


def argv_mutations(words: Sequence[str], extra: Sequence[str]) -> st.SearchStrategy[list[str]]:
    """``words`` with one word spoiled, dropped, doubled, or an option of ``extra`` put in with a spoiled value."""
    words = list(words)
    kinds: list[st.SearchStrategy[list[str]]] = [
        st.sampled_from(extra or ["--json"]).flatmap(
            lambda option: word_mutations("12").map(lambda value: [*words, option, value])
        )
    ]
    if words:
        index = st.integers(0, len(words) - 1)
        kinds += [
            index.flatmap(lambda i: word_mutations(words[i]).map(lambda word: [*words[:i], word, *words[i + 1 :]])),
            index.map(lambda i: words[:i] + words[i + 1 :]),
            index.map(lambda i: words[: i + 1] + words[i:]),
        ]
    return st.one_of(kinds)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*path, index))


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _replaced(document: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    changed = copy.deepcopy(document)
    _at(changed, path[:-1])[path[-1]] = new
    return changed


def _spoiled_values(value: Any, document: Any) -> st.SearchStrategy[Any]:
    """What may stand where ``value`` stood: another type, a huge or negative number, another field's value."""
    others = [_at(document, path) for path in _paths(document)]
    choices: list[st.SearchStrategy[Any]] = [
        st.sampled_from([None, True, 1.5, -1, 0, "x", [], {}, [value], {"x": value}]),
        st.sampled_from([int(BIG), 10**99, -(10**99)]),
        st.sampled_from(others),
    ]
    if isinstance(value, str):
        choices.append(word_mutations(value))
    if isinstance(value, bool) is False and isinstance(value, int):
        choices.append(st.sampled_from([str(value), value + 1, -value - 1, value * 1000]))
    if isinstance(value, list) and value:
        choices.append(st.integers(0, len(value) - 1).map(lambda i: value[: i + 1] + value[i:]))
        choices.append(st.integers(0, len(value) - 1).map(lambda i: value[:i] + value[i + 1 :]))
    if isinstance(value, dict) and value:
        choices.append(st.sampled_from(sorted(value)).map(lambda key: {k: v for k, v in value.items() if k != key}))
        choices.append(st.just({**value, "unknown-field": 1}))
    return st.one_of(choices)


def json_mutations(document: Any) -> st.SearchStrategy[Any]:
    """``document`` with one value somewhere in it spoiled (:func:`_spoiled_values`)."""
    paths = list(_paths(document))
    return st.sampled_from(paths).flatmap(
        lambda path: _spoiled_values(_at(document, path), document).map(lambda new: _replaced(document, path, new))
    )


__all__ = [
    "BIG",
    "HANG_SECONDS",
    "HUGE",
    "MEASURABLE",
    "OTHER_DIGITS",
    "HangError",
    "argv_mutations",
    "assert_answered_or_refused",
    "commands",
    "fuzz_settings",
    "hang_guard",
    "help_examples",
    "json_mutations",
    "options",
    "peak_memory",
    "run_cli",
    "run_measured",
    "word_mutations",
]
