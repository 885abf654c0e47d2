"""The pytest plugin (entry point ``pytest11``): a corpus as parametrized tests, its rule ids as markers, a fuzz test.

Each run is a pytest process of its own (pytester's subprocess run) in a fresh folder with no test files of its own,
as in a user's project that adds ``--rulebook-game``; the engine is this project's adapter, as written or with one
rule broken. A process of its own, because an in-process run drops the modules it imported and a second run would
import numpy again, which numpy refuses.
"""

from __future__ import annotations

import shlex
import sys

import pytest

from tests.committed import committed_family

ADAPTER = f"{shlex.quote(sys.executable)} -m rulebook.adapter mahjong"
FAMILY = "settle_rulebook"


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:xdist", "-rf", *args)


def test_every_case_of_a_family_is_one_passing_test(pytester: pytest.Pytester) -> None:
    cases = committed_family("mahjong", FAMILY).cases
    result = run(
        pytester, "--rulebook-game", "mahjong", "--rulebook-engine", ADAPTER, "--rulebook-family", FAMILY, "-v"
    )
    result.assert_outcomes(passed=len(cases))
    for case in cases:
        result.stdout.fnmatch_lines([f"*rulebook[[]mahjong[]]::{case.id} PASSED*"])


def test_a_broken_rule_fails_its_cases_with_their_description_and_the_markers_select_them(
    pytester: pytest.Pytester,
) -> None:
    rule = "mahjong.settle.east-double"
    cases = committed_family("mahjong", FAMILY).cases
    marked = [case for case in cases if rule in case.rules]
    assert marked  # the family has cases of the rule, or the test shows nothing
    broken = f"{ADAPTER} --mutant {rule}"
    result = run(pytester, "--rulebook-game", "mahjong", "--rulebook-engine", broken, "--rulebook-family", FAMILY)
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed", 0) >= 1
    assert outcomes.get("failed", 0) + outcomes.get("passed", 0) == len(cases)
    failing = [case for case in cases if f"{case.id}: {case.description}" in result.stdout.str()]
    assert failing
    result.stdout.fnmatch_lines(["*expected: *", "*a different answer: got *"])
    selected = run(
        pytester, "--rulebook-game", "mahjong", "--rulebook-engine", ADAPTER, "--rulebook-family", FAMILY, "-m", rule
    )
    selected.assert_outcomes(passed=len(marked), deselected=len(cases) - len(marked))


def test_the_fuzz_test_passes_against_the_engine_as_written_and_fails_against_a_mutant(
    pytester: pytest.Pytester,
) -> None:
    # Settle is one question of seven; at 150 examples fuzz found this mutant for each of seeds 1 to 20, at 60 for 13
    # of them, so 200 leaves room for a change in how the requests are drawn.
    fuzz = ["--rulebook-family", FAMILY, "--rulebook-fuzz", "200", "--rulebook-seed", "1", "-k", "fuzz"]
    result = run(pytester, "--rulebook-game", "mahjong", "--rulebook-engine", ADAPTER, *fuzz)
    result.assert_outcomes(passed=1, deselected=len(committed_family("mahjong", FAMILY).cases))
    broken = f"{ADAPTER} --mutant mahjong.settle.east-double"
    failed = run(pytester, "--rulebook-game", "mahjong", "--rulebook-engine", broken, *fuzz)
    failed.assert_outcomes(failed=1, deselected=len(committed_family("mahjong", FAMILY).cases))
    failed.stdout.fnmatch_lines(["*DIFFERENCE on *", "*a ready corpus case*", "*reproduce: rulebook fuzz mahjong*"])


def test_bad_options_are_one_usage_error(pytester: pytest.Pytester) -> None:
    unknown = run(pytester, "--rulebook-game", "chess", "--rulebook-engine", ADAPTER)
    assert unknown.ret == pytest.ExitCode.USAGE_ERROR
    unknown.stderr.fnmatch_lines(["*unknown game 'chess'*"])
    no_engine = run(pytester, "--rulebook-game", "mahjong")
    assert no_engine.ret == pytest.ExitCode.USAGE_ERROR
    no_engine.stderr.fnmatch_lines(["*needs --rulebook-engine*"])
    family = run(pytester, "--rulebook-game", "mahjong", "--rulebook-engine", ADAPTER, "--rulebook-family", "nope")
    assert family.ret == pytest.ExitCode.USAGE_ERROR
    family.stderr.fnmatch_lines(["*unknown family 'nope'*"])


def test_without_its_options_the_plugin_adds_nothing(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_one():\n    assert True\n")
    run(pytester).assert_outcomes(passed=1)
