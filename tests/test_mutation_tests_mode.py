"""``rulebook mutate``'s test-file killers: a module's mutant run against its test files under pytest, in a process
of its own with the mutant planted — a known mistake is killed by the test that checks it, an equivalent one
survives, and pytest's assertion rewriting (which would load the module's own code past the hook) is kept off and
detected when it is not."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rulebook.cli import main
from rulebook.core.mutation import mutation_run
from rulebook.core.mutation.code_mutants import CodeMutant
from rulebook.core.mutation.mutant_import import all_mutants
from rulebook.core.mutation.mutation_run import Record, Result, Summary, as_json, chosen_mutants, failing, render
from rulebook.core.mutation.tested_run import command, repository_top, run_tests
from rulebook.forbidden.engine.score import floored
from rulebook.forbidden.reading import Reading
from rulebook.registry import game

PROBE = "tests/mutation_probe.py"
MUTATION = game("forbidden").code_mutation


def _mutant(module: str, function: str, before: str, after: str) -> CodeMutant:
    """The one FORBIDDEN mutant that changes ``before`` into ``after`` in ``module``'s ``function``."""
    assert MUTATION is not None
    found = [
        m
        for m in all_mutants(MUTATION)
        if (m.module.rsplit(".", 1)[-1], m.function, m.before, m.after) == (module, function, before, after)
    ]
    assert len(found) == 1, found
    return found[0]


# score.floor=zero: a round score below zero counts as zero. ``max(score, 0)`` made ``max(score, 1)`` scores a lone
# Forbidden card (-5) as 1, where the probe expects 0.
FLOOR = ("score", "floored", "max(score, 0)", "max(score, 1)")
# A line label's count in words: ``count < 12`` made ``<=`` differs only at 12, and a count is at most 10.
WORDS = ("score", "_count_words", "count < len(_NUMBER_WORDS)", "count <= len(_NUMBER_WORDS)")


def test_a_known_mistake_is_killed_by_the_test_that_checks_it() -> None:
    # The module's own code passes the probe (checked here, in this process, unmutated); with the mutant planted the
    # floor test fails, and it is named: the mutated code really ran in the child, not the file's own text.
    assert floored(-5, Reading(score_floor="zero")) == 0
    verdict = run_tests(_mutant(*FLOOR), (PROBE,), 300)
    assert verdict.killed_by == f"{PROBE}::test_a_score_below_zero_counts_as_zero_under_score_floor_zero"


def test_an_equivalent_mutant_survives_its_tests() -> None:
    assert run_tests(_mutant(*WORDS), (PROBE,), 300).killed_by is None


def test_assertion_rewriting_would_hide_the_mutant_and_is_caught(tmp_path: Path) -> None:
    # The trap: pytest's assertion rewriting puts its own import hook ahead of the mutant's and compiles the rulebook
    # package's files from their text. The child passes --assert=plain; a later --assert=rewrite turns it back on,
    # and then the floor test passes on the unmutated code — which the child reports as "not-planted", never as a
    # survivor.
    report = tmp_path / "outcome.json"
    argv = [*command(_mutant(*FLOOR), (PROBE,), report), "--assert=rewrite"]
    done = subprocess.run(argv, cwd=repository_top(), capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stderr
    found = json.loads(report.read_text(encoding="utf-8"))
    assert (found["outcome"], found["exit"]) == ("not-planted", 0)


def test_a_module_only_tests_ask_is_mutated_and_selected() -> None:
    assert MUTATION is not None
    assert "rulebook.forbidden.engine.table" in MUTATION.tested_only
    assert "rulebook.forbidden.engine.table" not in MUTATION.modules
    chosen = chosen_mutants(MUTATION, ["table"], [])
    assert chosen and {m.module for m in chosen} == {"rulebook.forbidden.engine.table"}
    for module, files in MUTATION.tested.items():
        assert files and all((repository_top() / name).is_file() for name in files), module


def test_the_play_table_mode_through_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    # The play table's discards onto the first pile made onto the second: the replays of the reference engine's
    # games differ at the first discard, and the run names the test, not a case.
    mutant = _mutant("table", "<module>", "Discard(kind, 0)", "Discard(kind, 1)")
    assert main(["mutate", "forbidden", "--mutant", mutant.id, "--jobs", "1", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert f"KILLED {mutant.id} by test tests/forbidden/test_play_table.py::" in out


def test_a_kill_by_a_test_is_counted_and_reported_apart() -> None:
    def mutant(module: str, before: str) -> CodeMutant:
        return CodeMutant(module, "f", "compare", before, before + "!", 0, 1, (1, 1))

    by_case, by_test, unreached_by_test = mutant("corpus", "a"), mutant("corpus", "b"), mutant("corpus", "c")
    table_kill, table_survivor = mutant("table", "d"), mutant("table", "e")
    results = [
        Result(by_case, "case-1"),
        Result(by_test, "tests/t.py::test_x", by_test=True),
        Result(unreached_by_test, "tests/t.py::test_y", reached=False, by_test=True),
        Result(table_kill, "tests/u.py::test_z", by_test=True),
        Result(table_survivor, None),
    ]
    summary = Summary("demo", results, Record({}, []), 0.0, ("table",))
    assert [r.mutant for r in summary.killed] == [by_case, by_test, unreached_by_test, table_kill]
    assert [r.mutant for r in summary.killed_by_tests] == [by_test, unreached_by_test, table_kill]
    assert summary.unreached == []  # killed by a test though no case reaches it
    assert [r.mutant for r in summary.survivors] == [table_survivor]
    assert failing(summary, [r.mutant for r in results], whole=True)
    lines = render(summary, [r.mutant for r in results], whole=True)
    # in a whole run, a corpus module's kill by a test is listed (a question the corpus does not ask); the table's
    # kills only counted
    assert f"KILLED BY TEST {by_test.id} tests/t.py::test_x: {by_test.describe()}" in lines
    assert not any(table_kill.id in line for line in lines)
    assert f"SURVIVES {table_survivor.id} {table_survivor.describe()}" in lines
    shown = as_json(summary, [r.mutant for r in results], whole=True)
    assert (shown["killed"], shown["killed_by_tests"]) == (4, 3)
    assert {"id": table_kill.id, "test": "tests/u.py::test_z"} in shown["tests_killing"]
    # a recorded equivalent that a test kills: the record is wrong, whoever killed it
    record = Record({table_kill.id: mutation_run.Equivalent(table_kill.id, "wrongly", "")}, [])
    wrong = Summary("demo", results[3:4], record, 0.0, ("table",))
    assert [r.mutant for r in wrong.killed_equivalents] == [table_kill]
    assert failing(wrong, [table_kill], whole=True)
    assert "RECORDED EQUIVALENT BUT KILLED" in "\n".join(render(wrong, [table_kill], whole=True))


def test_the_child_refuses_an_unknown_mutant(tmp_path: Path) -> None:
    module = "rulebook.forbidden.engine.score"
    argv = [sys.executable, "-m", "rulebook.core.mutation.mutant_pytest", module, "000000000000"]
    done = subprocess.run(
        [*argv, "--report", str(tmp_path / "r.json"), "--", PROBE],
        cwd=repository_top(),
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 2
    assert "no code mutant" in done.stderr


def test_tests_that_cannot_run_fail_the_run_without_hiding_the_others() -> None:
    # A test file the registration names that does not exist: no process is started, the mutant is reported as
    # "TESTS NOT RUN" (neither killed nor a survivor), and the run fails.
    mutant = _mutant(*FLOOR)
    result = mutation_run.with_tests(Result(mutant, None), ("tests/no_such_file.py",), 60, ())
    assert result.broken and result.killed_by is None and "no test file tests/no_such_file.py" in result.problem
    summary = Summary("demo", [result], Record({}, []), 0.0)
    assert summary.survivors == [] and summary.unreached == [] and summary.broken == [result]
    assert failing(summary, [mutant], whole=False)
    assert any(line.startswith(f"TESTS NOT RUN {mutant.id}") for line in render(summary, [mutant], whole=False))
