"""Run one code mutant against its module's test files, in a process of its own, and read what the tests said.

The test-file killers of ``rulebook mutate`` (:attr:`rulebook.core.mutation.code_mutation.CodeMutation.tested`): the
process is :mod:`rulebook.core.mutation.mutant_pytest`, started in the repository's top folder (the test files are
named from there) with the mutant's module and id, and the game's hidden modules. A failing test kills the
mutant; a run longer than the timeout kills it too (the mistake made a test loop or crawl). A run whose tests did
not run the mutated module, or that pytest could not run at all, is an error of the record or of the harness,
never a survivor: :class:`InputError`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from rulebook.core.errors import InputError
from rulebook.core.mutation.code_mutants import CodeMutant
from rulebook.core.spec import is_checkout, spec_dir

DEFAULT_TEST_TIMEOUT = 600.0
"""Seconds one mutant's test files may take (the tables' tests build their tables afresh: the disk cache is off)."""


@dataclass(frozen=True)
class Verdict:
    """What a module's test files did to one mutant."""

    killed_by: str | None
    """The first failing test (its pytest node id), the file when the run timed out; None when every test passed."""
    problem: str = ""


def repository_top() -> Path:
    """The top folder of the source checkout, which test file names are relative to; :class:`InputError` if none."""
    top = spec_dir().parent
    if not is_checkout(top):
        raise InputError("test files run only in a source checkout of the project (no tests/ in an installed wheel)")
    return top


def command(mutant: CodeMutant, files: Sequence[str], report: Path, hidden: Sequence[str] = ()) -> list[str]:
    """The process that runs ``files`` against ``mutant`` (``hidden`` refused), writing its outcome to ``report``."""
    head = [sys.executable, "-m", "rulebook.core.mutation.mutant_pytest", mutant.module, mutant.id]
    refused = [part for name in hidden for part in ("--hidden", name)]
    return [*head, *refused, "--report", str(report), "--", *files]


def run_tests(mutant: CodeMutant, files: Sequence[str], timeout: float, hidden: Sequence[str] = ()) -> Verdict:
    """Run ``files`` against ``mutant``: killed by the first failing test (or by the timeout), or passed.

    ``hidden``: the game's modules refused while a mutant runs (its compiled helpers).
    """
    top = repository_top()
    missing = [name for name in files if not (top / name).is_file()]
    if missing:
        raise InputError(f"no test file {missing[0]} (the killers of {mutant.module})")
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "outcome.json"
        try:
            done = subprocess.run(
                command(mutant, files, report, hidden),
                cwd=top,
                capture_output=True,
                text=True,
                check=False,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            return Verdict(files[0], f"the tests ran past {timeout:g} s")
        if done.returncode != 0 or not report.is_file():
            raise InputError(f"the tests of mutant {mutant.id} did not run: {done.stderr.strip()[-300:]}")
        found = json.loads(report.read_text(encoding="utf-8"))
    shown = ", ".join(files)
    if found["outcome"] == "not-planted":
        raise InputError(
            f"{shown} did not run mutant {mutant.id}: {mutant.module} was not loaded from the mutated code"
            " (never imported by these tests, or imported past the hook)"
        )
    if found["outcome"] == "error":
        tail = done.stdout.strip()[-300:]
        raise InputError(f"pytest could not run {shown} against mutant {mutant.id} (exit {found['exit']}): {tail}")
    if found["outcome"] == "killed":
        return Verdict(found["test"] or files[0], f"pytest exit {found['exit']}")
    return Verdict(None)


__all__ = ["DEFAULT_TEST_TIMEOUT", "Verdict", "command", "repository_top", "run_tests"]
