"""Every question of every game's corpus is a command, and every question command replays its corpus (issue 44).

Before, mahjong's claims and settlement and SORRY!'s points score could only be asked as JSON sent to
``python -m rulebook.adapter``. Each game now lists commands on the core's check frame (``Game.question_commands``)
beside ``check``; this holds, for every game of the registry without naming one:

- every question the committed corpus (``generated/<game>/*.json``) asks is answered by ``check`` or one of those
  commands (its JSON answer names the question), except the course-of-play questions, which the play commands
  (``moves``, ``apply``, ``new``) answer and ``tests/test_play_contract.py`` holds;
- every case of a question command's question, sent as one ``--jsonl`` batch with its readings on each line, is
  answered with the corpus's expected answer;
- each command's own example answers alike as arguments, ``--json`` and ``--jsonl``; its reading example changes
  the answer; its bad example is refused in one line (exit status 2), as a line among good ones and as arguments.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.commands.check import CheckCommand
from rulebook.core.game import Game
from rulebook.registry import games
from tests.hostile import commands, help_examples, run_cli

ROOT = Path(__file__).resolve().parents[1]
GAMES = {game.id: game for game in games()}
PLAY_QUESTIONS = {"legal-actions", "legal_actions", "apply", "new-game"}
"""The course-of-play questions, answered by the play commands, whose input is a state file (not the check frame)."""
ASKED_WITH = {("forbidden", "discards"): {"discards": 1}}
"""What a question's corpus line needs besides its input to be asked of a command: FORBIDDEN's ``check`` answers
the discards question when ``--discards N`` (``"discards"``) says how many to try; the corpus leaves it to the
reading's limit (one discard by default)."""


def corpus_cases(game_id: str) -> Iterator[dict[str, Any]]:
    """Every case of the committed corpus of ``game_id``."""
    for path in sorted((ROOT / "generated" / game_id).glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        yield from document.get("cases", [])


def frame_commands(game: Game) -> list[CheckCommand[Any, Any]]:
    """``check`` and the game's other question commands."""
    return [game.check, *game.question_commands]


def line(case: dict[str, Any]) -> str:
    """A corpus case as one ``--jsonl`` line: its input, and its readings under ``"reading"``."""
    return json.dumps({**case["input"], **({"reading": case["readings"]} if case["readings"] else {})})


def jsonl(game_id: str, name: str, lines: list[str]) -> tuple[int, list[dict[str, Any]], str]:
    """``rulebook GAME NAME --jsonl`` on ``lines``: the exit status, each answer, and stderr."""
    status, out, err = run_cli([game_id, name, "--jsonl"], ("\n".join(lines) + "\n").encode(), seconds=300)
    return status, [json.loads(answer) for answer in out.splitlines()], err


def asked_by(game: Game, case: dict[str, Any]) -> str | None:
    """The name of the frame command that answers ``case`` with its question, or None."""
    case = {**case, "input": {**case["input"], **ASKED_WITH.get((game.id, case["question"]), {})}}
    for command in frame_commands(game):
        if not set(case["input"]) <= set(command.fields):
            continue
        status, answers, _ = jsonl(game.id, command.name, [line(case)])
        if status == 0 and answers[0].get("question") == case["question"]:
            return command.name
    return None


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_question_of_the_corpus_is_answered_by_a_command(game_id: str) -> None:
    game = GAMES[game_id]
    first: dict[str, dict[str, Any]] = {}
    for case in corpus_cases(game_id):
        if case["outcome"] != "refuses" or case["question"] not in first:
            first.setdefault(case["question"], case)
    assert set(first) <= set(game.questions)
    unanswered = [
        question for question, case in first.items() if question not in PLAY_QUESTIONS and asked_by(game, case) is None
    ]
    assert unanswered == [], f"{game_id}: no command answers {unanswered}"


QUESTION_COMMANDS = [(game.id, command) for game in GAMES.values() for command in game.question_commands]


def command_id(value: Any) -> str:
    return value.name if isinstance(value, CheckCommand) else str(value)


def test_the_games_have_question_commands_besides_check() -> None:
    # The audit of issue 44 found five mahjong questions, FORBIDDEN's position and SORRY!'s points score without
    # a command of their own.
    assert len(QUESTION_COMMANDS) >= 7
    for game in GAMES.values():
        names = [game.check.name, *game.check.aliases, *(command.name for command in game.question_commands)]
        assert len(set(names)) == len(names), names


@pytest.mark.parametrize(("game_id", "command"), QUESTION_COMMANDS, ids=command_id)
def test_a_question_command_answers_every_corpus_case_of_its_question_as_the_corpus_expects(
    game_id: str, command: CheckCommand[Any, Any]
) -> None:
    _, answers, _ = jsonl(game_id, command.name, [json.dumps(dict(command.example))])
    question = answers[0]["question"]
    cases = [case for case in corpus_cases(game_id) if case["question"] == question]
    assert cases, f"the corpus of {game_id} asks no {question!r}"
    status, answers, err = jsonl(game_id, command.name, [line(case) for case in cases])
    refused = [case for case in cases if case["expected"] == {"error": True}]
    # A line the rules make impossible (a copy past the deck) is answered with an error line, the others as usual,
    # and the batch then exits 2 (README: bad input).
    assert status == (2 if refused else 0)
    assert err == ""
    assert len(answers) == len(cases)
    for case, answer in zip(cases, answers, strict=True):
        if case in refused:
            assert set(answer) == {"error"}, case["id"]
            continue
        assert answer["question"] == question, case["id"]
        assert {key: answer.get(key) for key in case["expected"]} == case["expected"], case["id"]


@pytest.mark.parametrize(("game_id", "command"), QUESTION_COMMANDS, ids=command_id)
def test_a_question_command_answers_its_example_alike_three_ways_and_refuses_its_bad_one(
    game_id: str, command: CheckCommand[Any, Any]
) -> None:
    argv = [game_id, command.name, *command.example_args]
    status, text, err = run_cli(argv)
    assert status == 0 and err == "" and "[" in text, "the text answer names its rules in brackets"
    status, single, _ = run_cli([*argv, "--json"])
    assert status == 0
    good = json.dumps(dict(command.example))
    status, answers, _ = jsonl(game_id, command.name, [good])
    assert status == 0 and answers == [json.loads(single)]
    if command.example_reading:
        _, other, _ = run_cli([*argv, "--json", "--reading", command.example_reading])
        assert json.loads(other) != json.loads(single), f"{command.example_reading} changes no answer"
    status, out, err = run_cli([game_id, command.name, *command.bad_args])
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("rulebook: error: ")
    status, answers, err = jsonl(game_id, command.name, [good, json.dumps(dict(command.bad_example)), "{", good])
    assert status == 2 and err == ""
    assert [sorted(answer) for answer in answers[1:3]] == [["error"], ["error"]]
    assert answers[1]["error"].startswith("line 2: ") and answers[2]["error"].startswith("line 3: ")
    assert answers[0] == answers[3] == json.loads(single), "the good lines are answered around the bad"


@pytest.mark.parametrize(("game_id", "command"), QUESTION_COMMANDS, ids=command_id)
def test_a_question_command_refuses_input_on_the_command_line_with_jsonl_and_no_input_at_all(
    game_id: str, command: CheckCommand[Any, Any]
) -> None:
    status, _, err = run_cli([game_id, command.name, *command.example_args, "--jsonl"])
    assert status == 2 and "--jsonl" in err and len(err.splitlines()) == 1
    status, _, err = run_cli([game_id, command.name])
    assert status == 2 and len(err.splitlines()) == 1


@pytest.mark.parametrize(("game_id", "command"), QUESTION_COMMANDS, ids=command_id)
def test_a_question_command_help_shows_examples_the_notation_and_the_exit_statuses(
    game_id: str, command: CheckCommand[Any, Any]
) -> None:
    parsers = commands()
    out = parsers[(game_id, command.name)].format_help()
    assert command.description in " ".join(out.split())
    assert "examples:" in out and f"rulebook {game_id} {command.name} " in out
    assert "notation:" in out and "exit status:" in out
    assert help_examples((game_id, command.name), parsers[(game_id, command.name)]), "the hostile grammar's examples"
