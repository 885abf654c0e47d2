"""An engine that implements some questions: ``conform`` and ``fuzz`` through the console script (issue 44).

The engine is a small script in ``tmp_path`` that answers the questions it is given with this project's answers
(``rulebook.adapter``'s answer function) and every other question with ``{"id", "not_implemented": true}``, the
documented way (``docs/conformance.md``); it can answer one case id wrongly, or inflate every score above 5 points
by one. The game is Tien Zi Que, whose corpus is small; the counts expected are read from the committed corpus
files here, not from the code under test.
"""

from __future__ import annotations

import contextlib
import io
import json
import shlex
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rulebook.cli import main
from tests.committed import GENERATED
from tests.hostile import run_cli

GAME = "tzq"
QUESTION = "score"
"""The one question the partial engine implements."""
PARTIAL_ENGINE = """\
import json, sys
from rulebook.adapter import answer_function
from rulebook.core.errors import InputError
from rulebook.registry import game
game_id, implemented, wrong = sys.argv[1], sys.argv[2].split(","), sys.argv[3]
answer = answer_function(game(game_id))
for line in sys.stdin:
    request = json.loads(line)
    if request["question"] not in implemented:
        reply = {"id": request["id"], "not_implemented": True}
    elif str(request["id"]) == wrong:
        reply = {"id": request["id"], "answer": "a wrong answer"}
    else:
        try:
            got = answer(request["question"], request["input"], request["readings"])
        except InputError as error:  # an input the rules make impossible: refused with an error line
            print(json.dumps({"id": request["id"], "error": str(error)}), flush=True)
            continue
        if wrong == "inflate" and got["points"] > 5:
            got = dict(got, points=got["points"] + 1)
        reply = {"id": request["id"], "answer": got}
    print(json.dumps(reply), flush=True)
"""
"""argv: GAME, the questions implemented (comma separated), and ``-``, a case id to answer wrongly, or ``inflate``."""
ERROR_ENGINE = """\
import json, sys
for line in sys.stdin:
    print(json.dumps({"id": json.loads(line)["id"], "error": "not implemented"}), flush=True)
"""


def engine(tmp_path: Path, implemented: str = QUESTION, wrong: str = "-") -> str:
    """The command of the partial engine."""
    script = tmp_path / "partial_engine.py"
    script.write_text(PARTIAL_ENGINE, encoding="utf-8")
    return shlex.join([sys.executable, str(script), GAME, implemented, wrong])


def corpus_files() -> list[dict[str, Any]]:
    """The committed corpus files of the game, in file-name order (the order ``conform`` asks them)."""
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted((GENERATED / GAME).glob("*.json"))]


def questions_counted(family: str | None = None) -> Counter[str]:
    """How many cases each question has in the committed corpus (or in one family)."""
    return Counter(
        case["question"]
        for corpus in corpus_files()
        if family is None or corpus["family"] == family
        for case in corpus["cases"]
    )


def conform(*argv: str) -> tuple[int, str, str]:
    return run_cli(["conform", GAME, *argv])


def test_a_partial_engine_passes_with_the_other_questions_reported_not_implemented(tmp_path: Path) -> None:
    counts = questions_counted()
    others = {question: count for question, count in counts.items() if question != QUESTION}
    assert counts[QUESTION] > 0 and others  # the game has the question and others, or the test shows nothing
    status, out, err = conform("--engine", engine(tmp_path), "--json")
    assert (status, err) == (0, "")
    report = json.loads(out)
    assert report["cases"] == sum(counts.values())
    assert (report["passed"], report["failed"], report["failures"]) == (counts[QUESTION], 0, [])
    assert report["not_implemented"] == sum(others.values())
    assert report["not_implemented_by_question"] == others
    status, out, err = conform("--engine", engine(tmp_path))
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"{counts[QUESTION]} of {counts[QUESTION]} implemented cases pass"
    each = ", ".join(f"{question} {count}" for question, count in sorted(others.items()))
    assert lines[1] == f"not implemented: {sum(others.values())} cases, by question: {each}"
    assert not [line for line in lines if line.startswith("FAIL")]


def test_one_wrong_answer_fails_and_is_listed_apart_from_the_cases_not_implemented(tmp_path: Path) -> None:
    ordered = [case for corpus in corpus_files() for case in corpus["cases"]]
    wrong = next(case for case in ordered if case["question"] == QUESTION)
    counts = questions_counted()
    status, out, err = conform("--engine", engine(tmp_path, wrong=wrong["id"]), "--json")
    assert (status, err) == (1, "")
    report = json.loads(out)
    assert [failure["id"] for failure in report["failures"]] == [wrong["id"]]
    assert report["failures"][0]["got"] == "a wrong answer"
    assert (report["passed"], report["failed"]) == (counts[QUESTION] - 1, 1)
    assert report["not_implemented"] == sum(counts.values()) - counts[QUESTION]
    status, out, _ = conform("--engine", engine(tmp_path, wrong=wrong["id"]))
    assert status == 1
    lines = out.splitlines()
    assert lines[0] == f"{counts[QUESTION] - 1} of {counts[QUESTION]} implemented cases pass; 1 fail"
    assert lines[1].startswith(f"not implemented: {sum(counts.values()) - counts[QUESTION]} cases, by question: ")
    assert [line.split(":")[0] for line in lines if line.startswith("FAIL")] == [f"FAIL {wrong['id']}"]
    # --first-failure stops at the wrong case, not at the first case not implemented before it
    status, out, _ = conform("--engine", engine(tmp_path, wrong=wrong["id"]), "--json", "--first-failure")
    assert status == 1 and json.loads(out)["cases"] == ordered.index(wrong) + 1


def test_question_restricts_the_cases_to_that_question_alone_or_with_a_family(tmp_path: Path) -> None:
    status, out, _ = conform("--engine", engine(tmp_path), "--json", "--question", QUESTION)
    report = json.loads(out)
    assert status == 0 and report["cases"] == report["passed"] == questions_counted()[QUESTION]
    assert report["not_implemented"] == 0
    family = "readings"  # holds cases of several questions
    in_family = questions_counted(family)
    assert len(in_family) > 1 and in_family[QUESTION] > 0
    argv = ("--engine", engine(tmp_path), "--json", "--question", QUESTION, "--family", family)
    status, out, _ = conform(*argv)
    assert status == 0 and json.loads(out)["cases"] == in_family[QUESTION]
    two = next(question for question in in_family if question != QUESTION)
    status, out, _ = conform(*argv, "--question", two)
    report = json.loads(out)
    assert status == 0 and report["cases"] == in_family[QUESTION] + in_family[two]
    assert report["not_implemented_by_question"] == {two: in_family[two]}


def test_an_unknown_question_is_refused_in_one_line(tmp_path: Path) -> None:
    status, out, err = conform("--engine", engine(tmp_path), "--question", QUESTION, "--question", "hand")
    assert (status, out) == (2, "")
    assert err.splitlines() == [
        "rulebook: error: tzq has no question 'hand'; questions: combination, combinations, score, legal_actions, apply"
    ]
    status, out, err = conform("--question", QUESTION)  # --engine is needed unless --list
    assert (status, out) == (2, "") and len(err.splitlines()) == 1 and "--engine COMMAND is required" in err


def test_only_the_documented_answer_is_not_implemented(tmp_path: Path) -> None:
    """An error line saying "not implemented" is an error like any other: a failing case."""
    script = tmp_path / "error_engine.py"
    script.write_text(ERROR_ENGINE, encoding="utf-8")
    command = shlex.join([sys.executable, str(script)])
    status, out, _ = conform("--engine", command, "--json", "--question", QUESTION)
    report = json.loads(out)
    # the cases whose input the rules make impossible pass on any error line; every other one fails
    refused = sum(
        1
        for corpus in corpus_files()
        for case in corpus["cases"]
        if case["question"] == QUESTION and case["expected"] == {"error": True}
    )
    assert refused > 0
    assert report["cases"] == questions_counted()[QUESTION]
    assert status == 1 and report["failed"] == report["cases"] - refused
    assert report["not_implemented"] == 0
    assert report["failures"][0]["problem"] == 'the engine reports an error: "not implemented"'


def test_not_implemented_beside_an_answer_is_a_failure(tmp_path: Path) -> None:
    script = tmp_path / "both.py"
    script.write_text(
        "import json, sys\nfor line in sys.stdin:\n"
        "    print(json.dumps({'id': json.loads(line)['id'], 'answer': 1, 'not_implemented': True}), flush=True)\n",
        encoding="utf-8",
    )
    status, out, _ = conform("--engine", shlex.join([sys.executable, str(script)]), "--json", "--question", QUESTION)
    report = json.loads(out)
    assert status == 1 and report["failed"] == questions_counted()[QUESTION] and report["not_implemented"] == 0


def test_list_names_the_corpus_folder_and_each_family_with_its_cases_and_questions() -> None:
    status, out, err = conform("--list")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    files = corpus_files()
    total = sum(len(corpus["cases"]) for corpus in files)
    assert lines[0] == f"tzq corpus: {GENERATED / GAME} ({len(files)} families, {total:,} cases)"
    for corpus in files:
        counted = Counter(case["question"] for case in corpus["cases"])
        questions = ", ".join(f"{question} {count:,}" for question, count in sorted(counted.items()))
        row = [line for line in lines if line.split()[0] == corpus["family"]]
        shown = [corpus["family"], f"{len(corpus['cases']):,}", "cases", *questions.split()]
        assert len(row) == 1 and row[0].split() == shown
    status, out, _ = conform("--list", "--json", "--question", QUESTION)
    listed = json.loads(out)
    assert listed["questions"] == {QUESTION: questions_counted()[QUESTION]}
    assert listed["corpus"] == str(GENERATED / GAME)


def test_help_points_at_the_corpus_folder_not_generated() -> None:
    shown = io.StringIO()
    with contextlib.redirect_stdout(shown), pytest.raises(SystemExit):
        main(["conform", "--help"], io.StringIO())
    text = " ".join(shown.getvalue().split())
    assert f"{GENERATED / 'GAME'}, one file per family" in text
    assert "rulebook conform GAME --list" in text and "names of generated/" not in text


def fuzz(*argv: str) -> tuple[int, dict[str, Any]]:
    status, out, err = run_cli(["fuzz", GAME, "--no-progress", "--json", *argv])
    assert err == "", err
    return status, json.loads(out)


def test_fuzz_drops_the_questions_not_implemented_and_compares_the_others(tmp_path: Path) -> None:
    status, report = fuzz("--engine", engine(tmp_path), "--examples", "150", "--seed", "1")
    assert status == 0 and report["difference"] is None
    assert set(report["not_implemented"]) == {"combination", "combinations", "legal_actions", "apply"}
    assert report["by_question"] == {QUESTION: 150} and report["examples"] == 150


def test_fuzz_finds_a_wrong_answer_past_the_questions_not_implemented(tmp_path: Path) -> None:
    status, report = fuzz("--engine", engine(tmp_path, wrong="inflate"), "--examples", "300", "--seed", "1")
    assert status == 1
    difference = report["difference"]
    assert difference["question"] == QUESTION
    assert difference["got"]["points"] == difference["expected"]["points"] + 1 > 6
    assert QUESTION not in report["not_implemented"] and report["not_implemented"]


def test_fuzz_of_an_engine_that_implements_nothing_says_nothing_was_compared(tmp_path: Path) -> None:
    status, out, err = run_cli(["fuzz", GAME, "--no-progress", "--engine", engine(tmp_path, implemented="none")])
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith("0 examples of ")
    assert lines[1].startswith("not implemented: ") and "nothing was compared" in lines[2]
