"""Run test files against one code mutant, in a process of its own.

``python -m rulebook.core.mutation.mutant_pytest MODULE ID [--hidden NAME ...] --report FILE -- FILES`` (then
pytest options, each as ``--option=value``): the mutant ``ID`` of the rule module ``MODULE`` (dotted), the game's
hidden modules (:attr:`~rulebook.core.mutation.code_mutation.CodeMutation.hidden`) refused as under any code mutant.
The core names no game, so the caller passes what the game's registration says.

The process installs the mutant's import hook (:func:`rulebook.core.mutation.mutant_import.install`) before anything
imports the engine, then runs pytest in-process on ``FILES`` (paths from the repository's top, which must be the
working folder), stopping at the first failing test. It writes to ``FILE`` one JSON object: the outcome (``killed``,
``survived``, ``not-planted`` or ``error``), the first failing test's node id, and pytest's exit code.

Two things would let the tests pass on the module's own code while the mutant is thought to be tried, and both are
guarded:

- pytest's assertion rewriting puts its own import hook ahead of ours and compiles the files of the packages it
  marks (the ``rulebook`` pytest plugin's) from their text: the run passes ``--assert=plain``, so that hook is never
  installed;
- after the run the mutant's module must have been loaded from the mutated tree
  (:func:`~rulebook.core.mutation.mutant_import.planted`); if it was not (never imported by these tests, or by
  another finder), the outcome is ``not-planted``, never ``survived``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

PYTEST_OPTIONS = ("-x", "-q", "--assert=plain", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:xdist")
"""Stop at the first failure; no assertion rewriting (it would import the module past the hook); no cache folder
written; tests in file order and in this one process (where the hook is)."""

KILLING_EXITS = (1, 2)
"""pytest's exit codes that kill: a test failed (1), or the run stopped on an error, such as the mutated module
failing at import while the files are collected (2). The others (3 internal error, 4 usage, 5 no tests) are the
harness's problem, not the mutant's."""


class FirstFailure:
    """A pytest plugin noting the first test that failed (in its setup, call or teardown), or failed to collect."""

    def __init__(self) -> None:
        self.node: str = ""

    def pytest_runtest_logreport(self, report: Any) -> None:
        """Note the first failing test."""
        if report.failed and not self.node:
            self.node = report.nodeid

    def pytest_collectreport(self, report: Any) -> None:
        """Note the first file that failed to collect (an import error, say)."""
        if report.failed and not self.node:
            self.node = report.nodeid or "collection"


def outcome(exit_code: int, planted: bool) -> str:
    """What a run says of the mutant: killed, survived, not planted (the tests ran the module's own code), error."""
    if not planted:
        return "not-planted"
    if exit_code == 0:
        return "survived"
    return "killed" if exit_code in KILLING_EXITS else "error"


def run(module: str, mutant_id: str, hidden: list[str], files: list[str], extra: list[str]) -> dict[str, Any]:
    """Install the mutant, run pytest on ``files`` (then ``extra`` options), and say what happened."""
    import pytest

    from rulebook.core.mutation.code_mutation import CodeMutation
    from rulebook.core.mutation.mutant_import import install, planted

    mutant = install(CodeMutation((module,), tuple(hidden)), mutant_id)
    watcher = FirstFailure()
    code = int(pytest.main([*files, *PYTEST_OPTIONS, *extra], plugins=[watcher]))
    return {
        "outcome": outcome(code, planted(mutant.module)),
        "test": watcher.node,
        "exit": code,
        "module": mutant.module,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the files against the mutant and write the report; 0 whatever the outcome, 2 on a usage mistake."""
    parser = argparse.ArgumentParser(prog="python -m rulebook.core.mutation.mutant_pytest", description=__doc__)
    parser.add_argument("module", help="the rule module to mutate (dotted name)")
    parser.add_argument("mutant", metavar="ID", help="the code mutant's id (rulebook mutate GAME --list)")
    parser.add_argument("--hidden", action="append", default=[], metavar="NAME", help="a module to refuse (repeatable)")
    parser.add_argument("--report", required=True, type=Path, help="where to write the JSON outcome")
    parser.add_argument("files", nargs="+", help="the test files (after --), then any further pytest options")
    args = parser.parse_args(argv)
    files = [name for name in args.files if not name.startswith("-")]
    extra = [name for name in args.files if name.startswith("-")]
    from rulebook.core.errors import InputError

    try:
        found = run(args.module, args.mutant, args.hidden, files, extra)
    except InputError as error:
        print(f"mutant_pytest: error: {error}", file=sys.stderr)
        return 2
    args.report.write_text(json.dumps(found), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
