"""``rulebook conform``: the project's engine passes behind the protocol; a broken or silent engine is caught."""

from __future__ import annotations

import shlex
import sys

import pytest

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.conform import EngineProcess, render, run
from rulebook.core.errors import InputError
from rulebook.forbidden.corpus.case_builder import confirmed_case
from rulebook.forbidden.corpus.questions import hand_input
from rulebook.forbidden.crosscheck.mutants_play import play_mutants

PYTHON = shlex.quote(sys.executable)
ADAPTER = f"{PYTHON} -m rulebook.adapter forbidden"
PRECEDENCE = "forbidden.block.precedence"


def hand_case() -> Case:
    # R2 R3 R4 with two Forbidden cards: a run (5) plus the Cheng bonus (10), doubled by two Forbidden cards = 30.
    return confirmed_case(
        id="demo.run-two-forbidden",
        description="a run and two Forbidden cards",
        question="hand",
        rules=("forbidden.score.forbidden-multiplier",),
        outcome="accepts",
        input=hand_input("R2 R3 R4 F F"),
        source="rulebook",
        why="Scoring",
        expected={"may_cheng": True, "cheng_score": 30, "other_score": -5},
    )


def precedence_case() -> Case:
    # The play mutants' witness for block precedence: the blocker closest to the claimant's left blocks (Section 6).
    found = next(item for item in play_mutants() if item.mutant.rule == PRECEDENCE)
    given = found.witness.input
    return confirmed_case(
        id="demo.block-precedence",
        description="two players may block",
        question="apply",
        rules=(PRECEDENCE,),
        outcome="accepts",
        input=given,
        source="mutant",
        why="Section 6",
    )


def test_the_projects_engine_passes_behind_the_protocol() -> None:
    report = run("forbidden", [hand_case(), precedence_case()], EngineProcess(ADAPTER, timeout=60))
    assert [outcome.passed for outcome in report.outcomes] == [True, True]
    assert render(report)[0] == "2 of 2 cases pass"


def test_an_engine_with_one_rule_broken_fails_exactly_that_rules_case() -> None:
    engine = EngineProcess(f"{ADAPTER} --mutant {PRECEDENCE}", timeout=60)
    report = run("forbidden", [hand_case(), precedence_case()], engine)
    assert [outcome.case.id for outcome in report.failed] == ["demo.block-precedence"]
    assert report.by_rule()[PRECEDENCE] == (0, 1)
    assert report.by_rule()["forbidden.score.forbidden-multiplier"] == (1, 0)
    lines = render(report)
    assert lines[0] == "1 of 2 cases pass; 1 fail" and f"  {PRECEDENCE}  0 / 1" in lines
    assert "  the defaults  1 / 1" in lines  # both cases assume the default readings


def yin_yang_case() -> Case:
    # Section 3: a Yin-Yang card stands for a 6 or a 9. R3 R4 R5 and RY(6) R7 R8 RY(9) are two sequences placing
    # every card: the hand may go Cheng. Scoring: a set of three 5, of four 10, 5 for each Yin-Yang card in a set:
    # 5 + 10 + 5 + 5 = 25, and 10 for going Cheng: 35.
    return confirmed_case(
        id="demo.yin-yang-both-ways",
        description="two Yin-Yang cards, one a 6 and one a 9",
        question="hand",
        rules=("forbidden.set.yin-yang",),
        outcome="accepts",
        input=hand_input("R3 R4 R5 RY R7 R8 RY"),
        source="rulebook",
        why="Section 3; Scoring",
        expected={"may_cheng": True, "cheng_score": 35, "other_score": 25},
    )


def test_a_hand_rule_mutant_is_served_though_the_engine_swaps_only_play_mutants() -> None:
    # `rulebook readings forbidden --mutants` lists the hand mutants too; the adapter serves each as its whole mutant
    # engine, and the broken Yin-Yang rule fails its case (and not the run of Forbidden cards).
    engine = EngineProcess(f"{ADAPTER} --mutant forbidden.set.yin-yang", timeout=60)
    report = run("forbidden", [hand_case(), yin_yang_case()], engine)
    assert [outcome.case.id for outcome in report.failed] == ["demo.yin-yang-both-ways"]


def test_a_silent_engine_times_out_and_a_chatty_one_is_not_json() -> None:
    silent = EngineProcess(f'{PYTHON} -c "import time; time.sleep(30)"', timeout=0.5)
    report = run("forbidden", [hand_case()], silent)
    assert report.failed[0].problem == "no answer within 0.5 s"
    chatty = EngineProcess(f"{PYTHON} -c \"print('hello')\"", timeout=10)
    report = run("forbidden", [hand_case()], chatty)
    assert report.failed[0].problem.startswith("the answer is not JSON")


def test_an_engine_that_cannot_start_is_an_input_error() -> None:
    with pytest.raises(InputError, match="cannot start the engine"):
        run("forbidden", [hand_case()], EngineProcess("/no/such/engine", timeout=1))


def test_the_whole_committed_corpus_passes_and_a_broken_rule_fails_only_its_cases() -> None:
    from rulebook.core.corpus.conform import load_corpus

    cases, _ = load_corpus("forbidden")
    assert len(run("forbidden", cases, EngineProcess(ADAPTER, timeout=60)).failed) == 0
    for rule in (PRECEDENCE, "forbidden.play.no-royal-claim"):
        report = run("forbidden", cases, EngineProcess(f"{ADAPTER} --mutant {rule}", timeout=60))
        assert report.failed, f"the corpus catches a broken {rule}"
        assert all(rule in outcome.case.rules for outcome in report.failed), rule


def test_the_mahjong_engine_passes_its_committed_corpus_behind_the_protocol() -> None:
    from rulebook.core.corpus.conform import load_corpus

    cases, _ = load_corpus("mahjong")
    report = run("mahjong", cases, EngineProcess(f"{PYTHON} -m rulebook.adapter mahjong", timeout=60))
    assert len(report.outcomes) == len(cases) > 1000
    assert not report.failed


def test_an_engine_that_cannot_start_shows_its_standard_error_once(tmp_path: pytest.TempPathFactory) -> None:
    script = (
        "import sys; sys.stderr.write('starting up\\nModuleNotFoundError: no module named my_rules\\n'); sys.exit(1)"
    )
    cases = [hand_case(), hand_case()]
    report = run("forbidden", cases, EngineProcess(f"{PYTHON} -c {shlex.quote(script)}", timeout=30))
    # Whether the engine is already gone when a case is written to it is a race with its exit: either way the case
    # is answered with why the engine gave no answer (the CI failure of ee8fd6e met the first wording).
    exits = {"the engine exited before reading the case", "the engine exited without answering"}
    assert len(report.outcomes) == 2 and all(outcome.problem in exits for outcome in report.outcomes)
    assert report.engine_stderr == ["starting up", "ModuleNotFoundError: no module named my_rules"]
    text = "\n".join(render(report))
    assert text.count("no module named my_rules") == 1


def test_an_engine_that_talks_on_standard_error_still_passes() -> None:
    """Its standard error is read as it goes (a full pipe would block it), and nothing of it is reported."""
    chatter = "import sys; [sys.stderr.write('x' * 200 + '\\n') for _ in range(2000)]; "
    script = (
        chatter
        + "import runpy; sys.argv = ['adapter', 'forbidden']; runpy.run_module('rulebook.adapter', run_name='__main__')"
    )
    report = run("forbidden", [hand_case()], EngineProcess(f"{PYTHON} -c {shlex.quote(script)}", timeout=60))
    assert [outcome.passed for outcome in report.outcomes] == [True]
    assert report.engine_stderr is None


def test_the_adapters_help_is_plain_words_with_examples(capsys: pytest.CaptureFixture[str]) -> None:
    # the help is read in a terminal: no reStructuredText markup (``...``, :mod:) from the module's docstring, and
    # the examples run conform against the adapter of a registered game
    from rulebook.adapter import main as adapter_main
    from rulebook.registry import game_ids

    with pytest.raises(SystemExit) as exit_info:
        adapter_main(["--help"])
    assert exit_info.value.code == 0
    shown = capsys.readouterr().out
    assert "``" not in shown and ":mod:" not in shown
    assert f'rulebook conform {game_ids()[0]} --engine "python -m rulebook.adapter {game_ids()[0]}"' in shown
    assert "--code-mutant ID" in shown.split("examples:")[1]
