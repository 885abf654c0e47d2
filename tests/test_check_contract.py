"""Every registered game's ``check`` answer has the shape every game shares (``spec/check-answer.schema.json``).

Issue 41: only two games named the question an answer answers. The core's check frame now puts ``"question"``
first in every JSON answer, and each game says which of its corpus questions a request asks; this holds every game
of the registry to it, as ``--json`` and as ``--jsonl``, without naming one.
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulebook.core.commands.check import JsonCheck
from rulebook.registry import games
from tests.cli_in_process import run_cli
from tests.deciding_contract import holds_its_decisions

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((ROOT / "spec" / "check-answer.schema.json").read_text(encoding="utf-8"))
GAMES = {game.id: game for game in games()}


def schema_errors(answer: Any) -> list[str]:
    return [error.message for error in jsonschema.Draft202012Validator(SCHEMA).iter_errors(answer)]


def test_the_schema_is_a_valid_schema_that_refuses_an_answer_without_its_question() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert schema_errors({"question": "hand", "complete": True, "decided_by": []}) == []
    assert schema_errors({"complete": True, "decided_by": []}) != []
    assert schema_errors({"question": "", "decided_by": []}) != []
    assert schema_errors({"error": "line 1: bad card"}) != []
    # Every answer says which readings decide it, an empty list when none does; each names both options.
    assert schema_errors({"question": "hand"}) != []
    decision = {"reading": "emperor.forbidden", "chosen": "always", "other": "with-real-forbidden"}
    assert schema_errors({"question": "hand", "decided_by": [{**decision, "answer": {"question": "hand"}}]}) == []
    assert schema_errors({"question": "hand", "decided_by": [decision]}) != []
    refused = {"error": "refused as input: --discards 2"}
    assert schema_errors({"question": "hand", "decided_by": [{**decision, "answer": refused}]}) == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_example_check_answers_have_the_shared_shape_and_name_a_question_of_the_game(game_id: str) -> None:
    game = GAMES[game_id]
    check = game.check
    status, out = run_cli([game_id, check.name, *check.example_args, "--json"])
    assert status == 0
    single = json.loads(out)
    line = json.dumps(dict(check.example))
    status, out = run_cli([game_id, check.name, "--jsonl"], line + "\n" + line + "\n")
    assert status == 0
    lines = [json.loads(text) for text in out.splitlines()]
    assert len(lines) == 2
    for answer in (single, *lines):
        assert schema_errors(answer) == [], answer
        assert next(iter(answer)) == "question", "the question leads the answer"
        assert answer["question"] in game.questions, f"{answer['question']!r} is not a question of {game_id}"
    assert lines[0] == single


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_refused_line_answers_with_an_error_not_a_question(game_id: str) -> None:
    check = GAMES[game_id].check
    status, out = run_cli([game_id, check.name, "--jsonl"], json.dumps(dict(check.bad_example)) + "\n")
    assert status == 2
    answer = json.loads(out)
    assert set(answer) == {"error"} and schema_errors(answer) != []


def test_a_dict_answer_check_forwards_to_the_functions_it_was_built_with() -> None:
    # The core's JsonCheck holds no game: a toy command shows it answers by the game's functions and adds the
    # question in front of the game's own keys.
    from rulebook.core.commands.check import answer_json

    class Toy(JsonCheck[str]):
        def add_arguments(self, parser: Any) -> None: ...
        def has_input(self, args: Any) -> bool:
            return True

        def from_args(self, args: Any, reading: Any) -> str:
            return "x"

        def from_json(self, data: Any, reading: Any) -> str:
            return "x"

        def question(self, request: str, answer: dict[str, Any]) -> str:
            return "toy"

    toy = Toy(lambda request, reading: {"asked": request, "under": reading}, lambda answer: f"asked {answer['asked']}")
    answer = toy.answer("x", "r")
    assert toy.as_text(answer) == "asked x"
    assert answer_json(toy, "x", answer) == {"question": "toy", "asked": "x", "under": "r"}
    assert list(answer_json(toy, "x", answer)) == ["question", "asked", "under"]
    assert toy.inconsistencies(answer) == []


def test_the_default_summary_of_another_answer_is_its_first_changed_line_in_its_paragraph() -> None:
    from rulebook.core.commands.deciding import first_changed_line

    this = "hand: A B\nverdict: yes\n  score   10"
    assert first_changed_line(this, "hand: A B\nverdict: no\n  score 10") == "verdict: no"
    assert first_changed_line(this, "hand: A B\nverdict: yes") == "without: score 10"
    assert first_changed_line(this, "hand: A B\nverdict: yes\n score 10") == "the same text, another JSON answer"
    blocks = "card 1\n  no move\n\ncard 2\n  one move"
    assert first_changed_line(blocks, "card 1\n  no move\n\ncard 2\n  two moves") == "card 2: two moves"


def answer_under(game_id: str, choice: str | None) -> dict[str, Any]:
    """The JSON answer to the game's check example, under ``choice`` (``KEY=OPTION``) or the defaults."""
    check = GAMES[game_id].check
    reading = [] if choice is None else ["--reading", choice]
    status, out = run_cli([game_id, check.name, *check.example_args, *reading, "--json"])
    assert status == 0, out
    answer: dict[str, Any] = json.loads(out)
    return answer


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_readings_said_to_decide_the_example_do_and_no_other_does(game_id: str) -> None:
    # Issue 44: the example's decided_by holds its contract (tests/deciding_contract.py) under every option of every
    # key; what a game leaves out of the comparison (CheckCommand.compared) is left out here too.
    holds_its_decisions(game_id, partial(answer_under, game_id), GAMES[game_id].check.compared)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_answer_to_the_corpus_inputs_names_a_question_of_the_game(game_id: str) -> None:
    # Every family's first few inputs the command takes, as JSON lines: each answer names one of the game's
    # questions, whichever of its requests the input makes (the example test above asks one request only).
    from tests.committed import committed_corpora

    game = GAMES[game_id]
    lines = [
        json.dumps({**case.input, "reading": case.readings} if case.readings else dict(case.input))
        for corpus in committed_corpora(game_id)
        for case in [case for case in corpus.cases if set(case.input) <= set(game.check.fields)][:5]
    ]
    _, out = run_cli([game_id, game.check.name, "--jsonl"], "\n".join(lines) + "\n")
    answers = [json.loads(text) for text in out.splitlines()]
    named = [answer["question"] for answer in answers if "error" not in answer]
    assert len(named) >= 5
    assert set(named) <= set(game.questions)
