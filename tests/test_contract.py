"""The contract every registered game keeps, tested once for all of them (parametrized over the registry).

- its committed corpus exercises every rule id by a case it accepts and by one it refuses, and assumes every
  reading key under each of its options;
- ``rulebook GAME check`` answers the same request alike as text, ``--json`` and ``--jsonl``; bad input exits 2
  with one line and no traceback; ``--jsonl`` answers the lines after a bad one; a line's ``"reading"`` field is
  laid over ``--reading`` the same way in every game;
- the example adapter (``python -m rulebook.adapter GAME``) passes the game's own corpus (a sample of every family);
- the spec file is what the code reads: its ``[game]`` names the package, and every table in it is read by code.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulebook.core.corpus.cases import Corpus, lint, lint_answers
from rulebook.core.corpus.conform import EngineProcess, run
from rulebook.core.corpus.generate import register_of
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.register import reading_keys, rule_ids, rules
from rulebook.core.rule_sites import stale, unnamed
from rulebook.core.spec import load_spec, spec_dir
from rulebook.core.witnesses.witness import Witness
from rulebook.registry import game_ids, games
from tests.cli_in_process import run_cli
from tests.committed import committed_corpora

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_PER_FAMILY = 40
"""Cases of each family the adapter answers here; ``rulebook conform`` runs them all."""

GAMES = {game.id: game for game in games()}


def committed(game_id: str) -> list[Corpus]:
    return list(committed_corpora(game_id))


def run_process(argv: Sequence[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rulebook.cli", *argv], input=stdin, capture_output=True, text=True, check=False
    )


def test_the_registry_lists_each_game_once_under_its_package_name() -> None:
    ids = game_ids()
    assert len(ids) == len(set(ids)) >= 2
    for game in games():
        assert isinstance(game, Game)
        assert (ROOT / "solver" / "rulebook" / game.id / "game.py").is_file()


@pytest.mark.parametrize("game_id", game_ids())
def test_every_rule_both_ways_and_every_reading_under_each_option(game_id: str) -> None:
    corpora = committed(game_id)
    assert corpora, f"no committed corpus for {game_id}"
    assert lint(corpora, register_of(game_id)) == []


@pytest.mark.parametrize("game_id", game_ids())
def test_lint_would_name_a_rule_without_a_refusing_case(game_id: str) -> None:
    """The check above can fail: drop every refusing case of one rule and lint names it."""
    corpora = committed(game_id)
    rule = register_of(game_id).rule_ids[0]
    thinned = [
        Corpus(
            game=corpus.game,
            family=corpus.family,
            description=corpus.description,
            cases=tuple(case for case in corpus.cases if not (rule in case.rules and case.outcome == "refuses")),
        )
        for corpus in corpora
    ]
    assert f"no case where {rule} refuses" in lint(thinned, register_of(game_id))


@pytest.mark.parametrize("game_id", game_ids())
def test_every_reading_key_is_a_field_of_the_reading_value(game_id: str) -> None:
    game = GAMES[game_id]
    keys = list(register_of(game_id).readings)
    default = game.reading()
    assert list(default.as_mapping()) == keys
    for key in keys:
        options, chosen_default = register_of(game_id).readings[key]
        assert default.as_mapping()[key] == chosen_default
        for option in options:
            assert game.reading.from_mapping({key: option}).as_mapping()[key] == option


@pytest.mark.parametrize("game_id", game_ids())
def test_check_answers_text_json_and_jsonl_alike(game_id: str) -> None:
    check = GAMES[game_id].check
    status, text = run_cli([game_id, "check", *check.example_args])
    assert status == 0 and text.strip()
    status, as_json = run_cli([game_id, "check", *check.example_args, "--json"])
    assert status == 0
    status, as_line = run_cli([game_id, "check", "--jsonl"], json.dumps(check.example) + "\n")
    assert status == 0
    assert json.loads(as_json) == json.loads(as_line)
    assert as_line.count("\n") == 1  # one compact line per request


@pytest.mark.parametrize("game_id", game_ids())
def test_a_line_reading_is_laid_over_the_command_line_reading(game_id: str) -> None:
    check = GAMES[game_id].check
    key, value = check.example_reading.split("=")
    default = GAMES[game_id].reading().as_mapping()[key]
    line = json.dumps(check.example)
    _, plain = run_cli([game_id, "check", "--jsonl"], line + "\n")
    _, flag = run_cli([game_id, "check", "--jsonl", "--reading", check.example_reading], line + "\n")
    assert json.loads(plain) != json.loads(flag), "the example reading must change the example's answer"
    _, json_flag = run_cli([game_id, "check", *check.example_args, "--json", "--reading", check.example_reading])
    assert json.loads(json_flag) == json.loads(flag)
    in_line = json.dumps({**check.example, "reading": {key: value}})
    _, field = run_cli([game_id, "check", "--jsonl"], in_line + "\n")
    assert json.loads(field) == json.loads(flag)
    back = json.dumps({**check.example, "reading": {key: default}})
    _, overridden = run_cli([game_id, "check", "--jsonl", "--reading", check.example_reading], back + "\n")
    assert json.loads(overridden) == json.loads(plain)


@pytest.mark.parametrize("game_id", game_ids())
def test_bad_input_exits_2_with_one_line(game_id: str) -> None:
    check = GAMES[game_id].check
    result = run_process([game_id, "check", *check.bad_args])
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulebook: error: "), result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
    _, as_line = run_cli([game_id, "check", "--jsonl"], json.dumps(check.bad_example) + "\n")
    assert json.loads(as_line)["error"] == "line 1: " + lines[0].removeprefix("rulebook: error: ")


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize(
    "bad_line",
    ["{not json", "[1, 2]", '{"reading": 3}', '{"unheard_of_field": 1}', '{"reading": {"no.such-key": "x"}}'],
)
def test_jsonl_answers_the_lines_after_a_bad_one(game_id: str, bad_line: str) -> None:
    check = GAMES[game_id].check
    good = json.dumps(check.example)
    lines = [good, bad_line, json.dumps(check.bad_example), good]
    result = run_process([game_id, "check", "--jsonl"], "\n".join(lines) + "\n")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 4
    assert "error" not in answers[0] and answers[0] == answers[3]
    assert answers[1]["error"].startswith("line 2: ")
    assert answers[2]["error"].startswith("line 3: ")


def sample(cases: Sequence[Any], family_of: dict[str, str]) -> list[Any]:
    kept: dict[str, int] = {}
    chosen = []
    for case in cases:
        family = family_of[case.id]
        if kept.get(family, 0) < SAMPLE_PER_FAMILY:
            kept[family] = kept.get(family, 0) + 1
            chosen.append(case)
    return chosen


@pytest.mark.parametrize("game_id", game_ids())
def test_the_example_adapter_passes_its_own_corpus(game_id: str) -> None:
    corpora = committed(game_id)
    cases = [case for corpus in corpora for case in corpus.cases]
    family_of = {case.id: corpus.family for corpus in corpora for case in corpus.cases}
    chosen = sample(cases, family_of)
    assert {family_of[case.id] for case in chosen} == {corpus.family for corpus in corpora}
    report = run(game_id, chosen, EngineProcess(f"{sys.executable} -m rulebook.adapter {game_id}", timeout=120))
    assert [outcome.case.id for outcome in report.failed] == []
    assert len(report.outcomes) == len(chosen)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_spec_names_the_game_and_its_rulebook(game_id: str) -> None:
    spec = load_spec(game_id)["game"]
    assert spec["id"] == game_id
    assert spec["title"].lower() == GAMES[game_id].title.lower()
    rulebooks = ROOT.parent / "shared" / "rulebooks"
    if rulebooks.is_dir():
        assert (rulebooks / spec["rulebook"]).is_file()


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("encoding", ["model", "engine"])
def test_every_rule_is_named_by_the_encodings_that_hold_it(game_id: str, encoding: str) -> None:
    """A rule the spec says an encoding holds (``encoded_by``, both by default) is named in that encoding's code: a
    string in code where its logic is tracked or reported, not a docstring or a comment
    (:mod:`rulebook.core.rule_sites`; a planted removal is caught in ``tests/test_guards_planted.py``)."""
    for rule in rules(game_id):
        assert rule.encoded_by and set(rule.encoded_by) <= {"model", "engine"}, rule.id
    held = [rule.id for rule in rules(game_id) if encoding in rule.encoded_by]
    folder = ROOT / "solver" / "rulebook" / game_id / encoding
    assert unnamed(folder, game_id, held) == [], f"rules {game_id}/{encoding}/ names only in prose, or not at all"
    assert stale(folder, game_id, rule_ids(game_id)) == [], "ids in code that name no rule of the spec"


def spec_reading_modules() -> list[Path]:
    """The modules that read a spec file: they call ``load_spec``."""
    package = ROOT / "solver" / "rulebook"
    return [path for path in package.rglob("*.py") if "load_spec(" in path.read_text(encoding="utf-8")]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_table_of_the_spec_is_read_by_code(game_id: str) -> None:
    """Each top-level table of ``spec/<game>.toml`` is named as a string by a module that reads spec files."""
    with (spec_dir() / f"{game_id}.toml").open("rb") as handle:
        tables = set(tomllib.load(handle))
    named: set[str] = set()
    for path in spec_reading_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                named.add(node.value)
    assert tables - named == set(), f"tables of spec/{game_id}.toml that no code reads"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_witness_search_tells_the_first_reading_key_apart(game_id: str) -> None:
    """``Game.compare``: for the register's first hand reading, a witness whose two answers differ, confirmed by
    both encodings; the same reading against itself is refused (there is nothing to compare)."""
    game = GAMES[game_id]
    entry = next(entry for entry in reading_keys(game_id) if entry.scope == "hand")
    other_option = next(option for option in entry.options if option != entry.default)
    found = game.compare(game.reading(), game.reading.from_mapping({entry.key: other_option}))
    assert isinstance(found, Witness), found
    assert found.base_answer != found.other_answer
    assert set(found.confirmed_by) == {"engine", "model"}
    assert entry.key in found.subject
    with pytest.raises(InputError):
        game.compare(game.reading(), game.reading())


@pytest.mark.parametrize("game_id", game_ids())
def test_the_corpus_asks_exactly_the_questions_the_game_declares(game_id: str) -> None:
    game = GAMES[game_id]
    asked = {case.question for corpus in committed(game_id) for case in corpus.cases}
    assert asked == set(game.questions)
    first = next(case for corpus in committed(game_id) for case in corpus.cases)
    with pytest.raises(InputError, match="unknown question"):
        game.answer("engine", "no-such-question", first.input, {})


@pytest.mark.parametrize("game_id", game_ids())
def test_every_committed_corpus_file_matches_the_case_schema(game_id: str) -> None:
    # spec/case.schema.json is what other implementations read the files by: each file must validate against it.
    schema = json.loads((ROOT / "spec" / "case.schema.json").read_text(encoding="utf-8"))
    paths = sorted((ROOT / "generated" / game_id).glob("*.json"))
    assert paths
    for path in paths:
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.loads(path.read_text("utf-8"))))
        assert not errors, f"{path.name}: {errors[0].message}"


@pytest.mark.parametrize("game_id", game_ids())
def test_no_answer_of_the_corpus_or_of_check_contradicts_itself(game_id: str) -> None:
    """Issue 15: every expected answer keeps the ties between its own fields, and so does the check command's JSON
    answer to each of the corpus's inputs that the command takes (a sample of each family)."""
    game = GAMES[game_id]
    assert game.answer_lint is not None, f"{game_id} says nothing of what a consistent answer is"
    corpora = committed(game_id)
    assert lint_answers(corpora, game.answer_lint) == []
    checked = 0
    for corpus in corpora:
        asked = [case for case in corpus.cases if set(case.input) <= set(game.check.fields)]
        for case in asked[:SAMPLE_PER_FAMILY]:
            line = {**case.input, "reading": case.readings} if case.readings else dict(case.input)
            _, out = run_cli([game_id, "check", "--jsonl"], json.dumps(line) + "\n")
            answer = json.loads(out)
            if "error" in answer:  # an input the deck cannot give (a position case): refused, nothing to lint
                continue
            assert game.check.inconsistencies(answer) == [], case.id
            checked += 1
    assert checked >= 50


def test_the_answer_lint_names_the_case_that_contradicts_itself() -> None:
    corpus = committed(game_ids()[0])[0]
    first = corpus.cases[0]

    def planted(question: str, answer: object) -> list[str]:
        return ["planted"] if answer is first.expected else []

    assert lint_answers([corpus], planted) == [f"case {first.id}: planted"]


@pytest.mark.parametrize("game_id", game_ids())
def test_an_empty_hand_is_answered_by_the_rule_and_no_hand_is_a_usage_error(game_id: str) -> None:
    """Every game answers a hand of no cards (its register says how), instead of refusing it as bad input."""
    status, answer = run_cli([game_id, "check", "", "--json"])
    assert status == 0 and "error" not in json.loads(answer)
    missing = run_process([game_id, "check"])
    assert missing.returncode == 2 and missing.stderr.count("\n") == 1 and "or --jsonl" in missing.stderr


@pytest.mark.parametrize("game_id", game_ids())
def test_check_takes_the_input_as_one_argument_or_several(game_id: str) -> None:
    check = GAMES[game_id].check
    first, *rest = check.example_args
    _, together = run_cli([game_id, "check", first, *rest, "--json"])
    _, apart = run_cli([game_id, "check", *first.split(), *rest, "--json"])
    assert len(first.split()) > 1 and json.loads(apart) == json.loads(together)


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize(
    ("bad_line", "message"),
    [
        # the 14th byte, counting from 1: {"hand": "R2 is 13 bytes
        (b'{"hand": "R2 \xff\xfe"}', "not UTF-8 text: byte 0xff at position 14"),
        (b'{"hand": 1' + b"0" * 5000 + b"}", "not JSON this program reads: Exceeds the limit"),
        (b"[" * 100_000 + b"]" * 100_000, "not JSON this program reads: nested too deeply"),
    ],
)
def test_jsonl_survives_bytes_that_no_json_reader_takes(game_id: str, bad_line: bytes, message: str) -> None:
    """Not UTF-8, an integer of thousands of digits, nesting deeper than any parser goes: one error line each."""
    good = json.dumps(GAMES[game_id].check.example).encode()
    result = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", game_id, "check", "--jsonl"],
        input=b"\n".join([good, bad_line, good]) + b"\n",
        capture_output=True,
        check=False,
    )
    assert result.returncode == 2 and b"Traceback" not in result.stderr
    answers = [json.loads(line) for line in result.stdout.decode().splitlines()]
    assert len(answers) == 3 and answers[0] == answers[2] and "error" not in answers[0]
    assert answers[1]["error"].startswith(f"line 2: {message}")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["conform", "forbidden", "--engine", 'python "unclosed'], "is not a command line: No closing quotation"),
        (["conform", "forbidden", "--engine", "x", "--timeout", "inf"], "is not a number of seconds"),
        (["conform", "forbidden", "--engine", "x", "--timeout", "nan"], "is not a number of seconds"),
        (["diff", "forbidden", "--reading", "laid.split=yes", "--max-cards", "200"], "more cards than the deck's 100"),
        (["diff", "forbidden", "--reading", "laid.split=yes", "--min-cards", "5", "--max-cards", "3"], "is more than"),
        (["forbidden", "simulate", "--games", "1", "--seed", "-1"], "-1 is negative"),
        (["forbidden", "new", "--players", "2", "--seed", "-1"], "-1 is negative"),
    ],
)
def test_options_out_of_range_are_refused_in_one_line(argv: list[str], message: str) -> None:
    """Options no run can honour (a deck holds 100 cards; a seed is 0 or more) end at once with exit status 2."""
    result = run_process(argv)
    assert result.returncode == 2, result.stdout[-300:]
    assert message in result.stderr and "Traceback" not in result.stderr
