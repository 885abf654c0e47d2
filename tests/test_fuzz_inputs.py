"""No traceback on any input (issue 14): every entry point fuzzed with Hypothesis, for every registered game.

Entry points: ``rulebook GAME check`` arguments and ``--jsonl`` lines, FORBIDDEN's state files and action strings
(``moves``, ``apply``) and its options (``new``, ``simulate``), ``--reading`` of ``diff`` and ``readings``,
``conform``'s options and the answers of an engine (a fake engine written to ``tmp_path``), and the adapter's
request lines. Each input is answered with exit status 0 or 2 — 2 with one line on stderr naming the problem —
and never a traceback; in batch mode every other line is still answered. The four classes the issue found are
generated on purpose: nesting deeper than the parser goes, integers of thousands of digits, bytes that are not
UTF-8, and bad option values.

Every example runs under a hang guard (``HANG_SECONDS``; a hang fails, slowness is never asserted). The profile
``fuzz`` (the default, in ``make test``) runs a few examples per test; ``RULEBOOK_FUZZ_PROFILE=fuzz-long`` (in
``make verify``) runs thousands.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebook.adapter import answer_function
from rulebook.core.corpus.adapter import serve
from rulebook.core.spec import corpus_dir
from rulebook.forbidden.engine.play import new_game
from rulebook.forbidden.state import state_json
from rulebook.registry import game, game_ids
from tests.forbidden.test_state_schema_agreement import mutated
from tests.hostile import assert_answered_or_refused, fuzz_settings, hang_guard, run_cli

FUZZ = fuzz_settings(12, 1500)
"""The settings of every fuzz test here: a few examples in ``make test``, thousands in ``make verify``."""

GAMES = game_ids()


# ---------------------------------------------------------------------------------------------------------------
# Strategies: the four classes, and noise
# ---------------------------------------------------------------------------------------------------------------

DEEP = st.integers(65, 200_000).map(lambda n: b"[" * n + b"]" * n) | st.integers(65, 5_000).map(
    lambda n: b'{"a":' * n + b"1" + b"}" * n
)
"""JSON nested deeper than the reader takes (its limit is 64; Python's parser fails near 1,000)."""
HUGE_INT = st.integers(101, 20_000).map(lambda n: b"1" * n)
"""An integer of more digits than the reader takes (100; Python refuses beyond 4,300)."""
BAD_BYTE = st.sampled_from([b"\xff", b"\xfe", b"\xc3", b"\x80", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80"])
"""A byte sequence that is not UTF-8."""


def with_bad_byte(data: bytes) -> st.SearchStrategy[bytes]:
    return st.tuples(st.integers(0, len(data)), BAD_BYTE).map(lambda pair: data[: pair[0]] + pair[1] + data[pair[0] :])


def json_values() -> st.SearchStrategy[Any]:
    scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
    return st.recursive(
        scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4)
    )


def noise_lines() -> st.SearchStrategy[bytes]:
    return st.binary(max_size=200).map(lambda raw: raw.replace(b"\n", b" ")) | json_values().map(
        lambda value: json.dumps(value).encode()
    )


def argument_text() -> st.SearchStrategy[str]:
    """Command-line words: text, numbers of thousands of digits, and bytes that are not UTF-8 (as Python keeps them)."""
    words = st.text(st.characters(blacklist_categories=["Cs"], blacklist_characters="\x00"), max_size=30)
    surrogates = st.binary(min_size=1, max_size=8).map(lambda raw: (raw + b"\xff").decode("utf-8", "surrogateescape"))
    return (
        words.filter(lambda word: word not in ("-h", "--help") and not word.startswith("--h"))
        | surrogates
        | st.integers(101, 6_000).map(lambda n: "9" * n)
        | st.integers(-10, 10).map(str)
    )


# ---------------------------------------------------------------------------------------------------------------
# rulebook GAME check: arguments
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_check_arguments_are_answered_or_refused_in_one_line(game_id: str, data: st.DataObject) -> None:
    check = game(game_id).check
    known = [*check.example_args, *check.bad_args, "--json", "--reading", f"{check.example_reading}"]
    words = data.draw(st.lists(st.sampled_from(known) | argument_text(), min_size=1, max_size=5))
    assert_answered_or_refused(*run_cli([game_id, "check", *words]))


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_check_refuses_an_argument_that_is_not_utf8_naming_the_byte(game_id: str, data: st.DataObject) -> None:
    first, *rest = game(game_id).check.example_args
    spoiled = data.draw(with_bad_byte(first.encode())).decode("utf-8", "surrogateescape")
    status, out, err = run_cli([game_id, "check", spoiled, *rest])
    assert_answered_or_refused(status, out, err, culprit="not UTF-8 text: byte 0x")


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(value=st.one_of(HUGE_INT.map(bytes.decode), argument_text()))
def test_a_bad_reading_is_refused_in_one_line_by_every_command_that_takes_one(game_id: str, value: str) -> None:
    check = game(game_id).check
    for argv in (
        [game_id, "check", *check.example_args, "--reading", value],
        [game_id, "check", *check.example_args, "--reading", f"{check.example_reading.split('=')[0]}={value}"],
        ["diff", game_id, "--reading", value],
        ["diff", game_id, "--reading", f"x={value}"],
    ):
        status, out, err = run_cli(argv)
        assert status == 2 or (status == 0 and argv[0] != "diff"), ascii((argv, err))
        assert_answered_or_refused(status, out, err)


# ---------------------------------------------------------------------------------------------------------------
# rulebook GAME check --jsonl: every line answered
# ---------------------------------------------------------------------------------------------------------------


def jsonl_line(good: bytes) -> st.SearchStrategy[tuple[bytes, str | None]]:
    """A line and the words its error must hold (``None``: the good line; ``""``: any answer or error)."""
    return st.one_of(
        st.just((good, None)),
        DEEP.map(lambda line: (line, "nested too deeply")),
        HUGE_INT.map(lambda digits: (b'{"hand": ' + digits + b"}", "Exceeds the limit")),
        with_bad_byte(good).map(lambda line: (line, "not UTF-8 text: byte 0x")),
        noise_lines().map(lambda line: (line, "")),
    )


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_jsonl_answers_every_line_and_names_each_bad_one(game_id: str, data: st.DataObject) -> None:
    check = game(game_id).check
    good = json.dumps(check.example).encode()
    _, alone, _ = run_cli([game_id, "check", "--jsonl"], good + b"\n")
    lines = data.draw(st.lists(jsonl_line(good), min_size=1, max_size=6))
    lines = [(line, words) for line, words in lines if line.strip(b" \t\r\x0b\x0c")]
    status, out, err = run_cli([game_id, "check", "--jsonl"], b"\n".join(line for line, _ in lines) + b"\n")
    assert "Traceback" not in err and err == ""
    answers = [json.loads(answer) for answer in out.splitlines()]
    assert len(answers) == len(lines)
    for number, ((_, words), answer) in enumerate(zip(lines, answers, strict=True), start=1):
        if words is None:
            assert answer == json.loads(alone), "a good line is answered as if it were alone"
        elif words:
            assert answer["error"].startswith(f"line {number}: ") and words in answer["error"]
        else:
            assert "error" not in answer or answer["error"].startswith(f"line {number}: ")
    assert status == (2 if any("error" in answer for answer in answers) else 0)


# ---------------------------------------------------------------------------------------------------------------
# FORBIDDEN: state files, action strings, options
# ---------------------------------------------------------------------------------------------------------------


def state_bytes() -> st.SearchStrategy[tuple[bytes, str | None]]:
    """A state file's bytes and the words its error must hold (``None``: any verdict)."""
    base = state_json(new_game(3, 7))
    text = json.dumps(base).encode()
    return st.one_of(
        st.just((text, None)),
        mutated(base).map(lambda changed: (json.dumps(changed).encode(), None)),
        DEEP.map(lambda raw: (raw, "nested too deeply")),
        HUGE_INT.map(lambda digits: (text.replace(b'"round": 1', b'"round": ' + digits), "Exceeds the limit")),
        with_bad_byte(text).map(lambda raw: (raw, "not UTF-8 text: byte 0x")),
        st.binary(max_size=300).map(lambda raw: (raw, None)),
    )


@FUZZ
@given(data=st.data())
def test_forbidden_state_files_are_read_or_refused_in_one_line(tmp_path: Path, data: st.DataObject) -> None:
    raw, words = data.draw(state_bytes())
    path = tmp_path / "state.json"
    path.write_bytes(raw)
    for argv, stdin in ((["forbidden", "moves", str(path)], b""), (["forbidden", "apply", "-", "draw"], raw)):
        status, out, err = run_cli(argv, stdin)
        assert_answered_or_refused(status, out, err, culprit=words)


def action_text() -> st.SearchStrategy[str]:
    words = st.sampled_from(["draw", "claim", "using", "discard", "to", "cheng", "discarding", "deal", "seed", ","])
    cards = st.sampled_from(["R2", "g3", "W", "F", "EM", "X9", "1", "1.1", "2.7", "-1", "9" * 5000])
    templates = st.lists(words | cards | argument_text(), min_size=0, max_size=6).map(" ".join)
    objects = st.fixed_dictionaries(
        {"action": st.sampled_from(["claim", "discard", "deal", "cheng", "claim-forbidden", "x"])},
        optional={"piles": json_values(), "hand": json_values(), "card": json_values(), "seed": json_values()},
    ).map(json.dumps)
    deep = DEEP.map(lambda raw: "{" + raw.decode()[1:-1] + "}")
    return (
        templates | objects | deep | st.integers(101, 6000).map(lambda n: '{"action": "deal", "seed": ' + "9" * n + "}")
    )


@FUZZ
@given(action=action_text())
def test_forbidden_actions_are_applied_or_refused_in_one_line(tmp_path: Path, action: str) -> None:
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state_json(new_game(2, 3))))
    assert_answered_or_refused(*run_cli(["forbidden", "apply", str(path), action, "--json"]))


SMALL_OR_BAD = st.sampled_from(["0", "1", "2", "3", "4", "5", "-1", "x", "", "2.5", "inf", "nan"]) | argument_text()


@FUZZ
@given(players=SMALL_OR_BAD, seed=SMALL_OR_BAD, games=st.sampled_from(["0", "1", "-1", "x", "9" * 5000]))
def test_forbidden_options_are_honoured_or_refused_in_one_line(players: str, seed: str, games: str) -> None:
    """``--games`` stays small or bad: a valid huge count is a long run, not a bad input."""
    assert_answered_or_refused(*run_cli(["forbidden", "new", "--players", players, "--seed", seed]))
    simulate = ["forbidden", "simulate", "--no-progress", "--players", players, "--seed", seed, "--games", games]
    assert_answered_or_refused(*run_cli([*simulate, "--max-rounds", "2"]))


# ---------------------------------------------------------------------------------------------------------------
# conform: its options, and an engine that answers garbage
# ---------------------------------------------------------------------------------------------------------------


def smallest_family(game_id: str) -> str:
    return min(corpus_dir(game_id).glob("*.json"), key=lambda path: path.stat().st_size).stem


FAKE_ENGINE = """\
import json, sys
answers = open(sys.argv[1], "rb").read().split(b"\\n")
for number, line in enumerate(sys.stdin.buffer):
    identifier = json.dumps(json.loads(line)["id"]).encode()
    sys.stdout.buffer.write(answers[number % len(answers)].replace(b"@ID@", identifier) + b"\\n")
    sys.stdout.buffer.flush()
"""


def engine_answers() -> st.SearchStrategy[bytes]:
    """One answer line of an engine under test: garbage, the four classes, or an answer object for the case."""
    return st.one_of(
        noise_lines(),
        DEEP,
        HUGE_INT,
        with_bad_byte(b'{"id": @ID@, "answer": "x"}'),
        json_values().map(lambda value: b'{"id": @ID@, "answer": ' + json.dumps(value).encode() + b"}"),
        json_values().map(lambda value: b'{"id": @ID@, "error": ' + json.dumps(value).encode() + b"}"),
        HUGE_INT.map(lambda digits: b'{"id": @ID@, "answer": ' + digits + b"}"),
        DEEP.map(lambda deep: b'{"id": @ID@, "answer": ' + deep + b"}"),
    ).map(lambda line: line.replace(b"\n", b" "))


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(answers=st.lists(engine_answers(), min_size=1, max_size=4))
def test_conform_reports_an_engine_s_garbage_as_failing_cases(
    tmp_path: Path, game_id: str, answers: list[bytes]
) -> None:
    script, answer_file = tmp_path / "engine.py", tmp_path / "answers"
    script.write_text(FAKE_ENGINE)
    answer_file.write_bytes(b"\n".join(answers))
    engine = f"{sys.executable} {script} {answer_file}"
    argv = ["conform", game_id, "--engine", engine, "--family", smallest_family(game_id), "--timeout", "5", "--json"]
    status, out, err = run_cli(argv)
    assert err == "" and status in (0, 1)
    report = json.loads(out)
    assert report["cases"] > 0 and (status == 1) == (report["failed"] > 0)
    for failure in report["failures"]:
        assert failure["problem"] and "Traceback" not in failure["problem"]


@FUZZ
@given(timeout=SMALL_OR_BAD, engine=argument_text(), family=argument_text())
def test_conform_options_are_refused_in_one_line(timeout: str, engine: str, family: str) -> None:
    status, out, err = run_cli(["conform", GAMES[0], "--engine", engine, "--family", family, "--timeout", timeout])
    assert status == 2, ascii((status, out[-300:]))
    assert_answered_or_refused(status, out, err)


# ---------------------------------------------------------------------------------------------------------------
# The adapter: every request line gets one reply
# ---------------------------------------------------------------------------------------------------------------


def first_case(game_id: str) -> dict[str, Any]:
    path = min(corpus_dir(game_id).glob("*.json"), key=lambda p: p.stat().st_size)
    case = json.loads(path.read_text(encoding="utf-8"))["cases"][0]
    return {"id": case["id"], "game": game_id, "question": case["question"], "input": case["input"], "readings": {}}


def request_lines(game_id: str) -> st.SearchStrategy[bytes]:
    good = first_case(game_id)
    spoiled = st.fixed_dictionaries({key: st.just(value) for key, value in good.items()}).flatmap(
        lambda request: st.sampled_from(sorted(request)).flatmap(
            lambda key: json_values().map(lambda value: {**request, key: value})
        )
    )
    return st.one_of(
        st.just(json.dumps(good).encode()),
        spoiled.map(lambda request: json.dumps(request).encode()),
        noise_lines(),
        DEEP,
        HUGE_INT,
        with_bad_byte(json.dumps(good).encode()),
    )


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_the_adapter_replies_to_every_request_line(game_id: str, data: st.DataObject) -> None:
    lines = [line for line in data.draw(st.lists(request_lines(game_id), min_size=1, max_size=5)) if line.strip()]
    out = io.StringIO()
    with hang_guard():
        serve(io.TextIOWrapper(io.BytesIO(b"\n".join(lines) + b"\n")), out, answer_function(game(game_id)))
    replies = [json.loads(reply) for reply in out.getvalue().splitlines()]
    assert len(replies) == len(lines)
    for reply in replies:
        assert "id" in reply and len(set(reply) & {"answer", "error"}) == 1


# ---------------------------------------------------------------------------------------------------------------
# The real exit path: subprocesses under a strict UTF-8 locale
# ---------------------------------------------------------------------------------------------------------------

STRICT = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONUTF8": "0", "PYTHONIOENCODING": "utf-8:strict"}


def process(argv: Sequence[bytes | str], stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, *argv], input=stdin, capture_output=True, env=STRICT, check=False, timeout=120
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_a_process_reading_bytes_that_are_not_utf8_answers_in_one_line(game_id: str) -> None:
    check = game(game_id).check
    good = json.dumps(check.example).encode()
    jsonl = process(["-m", "rulebook.cli", game_id, "check", "--jsonl"], good + b"\n\xff\xfe\n" + good + b"\n")
    answers = [json.loads(line) for line in jsonl.stdout.splitlines()]
    assert jsonl.returncode == 2 and b"Traceback" not in jsonl.stderr and len(answers) == 3
    assert answers[0] == answers[2] and answers[1] == {"error": "line 2: not UTF-8 text: byte 0xff at position 1"}

    spoiled = check.example_args[0].encode() + b"\xff"
    argument = process(
        [b"-m", b"rulebook.cli", game_id.encode(), b"check", spoiled, *map(str.encode, check.example_args[1:])]
    )
    assert (
        argument.returncode == 2
        and argument.stderr.count(b"\n") == 1
        and b"not UTF-8 text: byte 0xff" in argument.stderr
    )

    adapter = process(["-m", "rulebook.adapter", game_id], b"\xff\n" + json.dumps(first_case(game_id)).encode() + b"\n")
    replies = [json.loads(line) for line in adapter.stdout.splitlines()]
    assert adapter.returncode == 0 and b"Traceback" not in adapter.stderr and len(replies) == 2
    assert "not UTF-8" in replies[0]["error"] and "answer" in replies[1]


def test_forbidden_moves_reads_standard_input_that_is_not_utf8_in_one_line() -> None:
    result = process(["-m", "rulebook.cli", "forbidden", "moves", "-"], b'{"players": "\xff"}')
    assert result.returncode == 2
    assert result.stderr == b"rulebook: error: standard input: not UTF-8 text: byte 0xff at position 14\n"
