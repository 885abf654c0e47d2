"""The ruling desk's JSON API answers as the command line does, and refuses hostile input with a 4xx in JSON.

Issue 45: ``POST /api/<game>/<command>`` with one ``--jsonl`` line of the command as its body answers what that line
answers, readings included. Here every case of the committed corpus of every game (about 7,000; some 20 s) is
replayed through the API: each answer must equal what ``rulebook GAME COMMAND --jsonl`` prints for the same line
(whose answers the corpus tests hold to the corpus), a refusal with the same reason. Bad input over HTTP —
malformed JSON, unknown cards, too many copies, huge bodies, deep nesting, wrong methods, unknown games, commands and
readings — is each a 4xx with ``{"error": ...}`` naming the problem, never a 500 and never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from rulebook.core.desk.api import MAX_BODY
from rulebook.core.desk.app import desk_app
from rulebook.registry import games
from tests.hostile import run_cli
from tests.test_question_commands import ASKED_WITH, PLAY_QUESTIONS, corpus_cases, line

GAMES = {game.id: game for game in games()}


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(desk_app(games(), warm=False), raise_server_exceptions=False) as test_client:
        yield test_client


def command_questions(game_id: str) -> dict[str, str]:
    """Each frame command's question (what its example answers), by question."""
    game = GAMES[game_id]
    found: dict[str, str] = {}
    for command in (game.check, *game.question_commands):
        _, out, _ = run_cli([game_id, command.name, "--jsonl"], (json.dumps(dict(command.example)) + "\n").encode())
        found.setdefault(json.loads(out)["question"], command.name)
    return found


def replayed(game_id: str) -> list[tuple[str, dict[str, Any]]]:
    """Every corpus case a frame command asks, each with that command (the play questions are the play API's)."""
    by_question = command_questions(game_id)
    cases = []
    for case in corpus_cases(game_id):
        if case["question"] in PLAY_QUESTIONS or case["question"] not in by_question:
            continue
        data = {**case, "input": {**case["input"], **ASKED_WITH.get((game_id, case["question"]), {})}}
        cases.append((by_question[case["question"]], data))
    return cases


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_api_answers_every_replayed_corpus_case_as_the_command_line_and_the_corpus_do(
    client: TestClient, game_id: str
) -> None:
    cases = replayed(game_id)
    assert cases, f"no corpus case of {game_id} is asked by a command"
    for name in sorted({name for name, _ in cases}):
        mine = [case for command, case in cases if command == name]
        _, out, err = run_cli([game_id, name, "--jsonl"], ("\n".join(map(line, mine)) + "\n").encode(), 600)
        assert err == "", err
        by_cli = [json.loads(answer) for answer in out.splitlines()]
        for case, expected in zip(mine, by_cli, strict=True):
            response = client.post(f"/api/{game_id}/{name}", content=line(case))
            if "error" in expected:
                assert response.status_code == 400, case["id"]
                assert response.json()["error"] == expected["error"].split(": ", 1)[1], case["id"]
                continue
            assert response.status_code == 200, (case["id"], response.text)
            found = response.json()
            assert found == expected, case["id"]


def test_the_text_view_is_what_check_prints(client: TestClient) -> None:
    status, out, _ = run_cli(["forbidden", "check", "R2 R3 R4 EM"])
    assert status == 0
    response = client.post("/api/forbidden/check?view=text", content='{"hand": "R2 R3 R4 EM"}')
    assert response.status_code == 200
    assert response.json()["text"] == out.rstrip("\n")
    # Section 7: one Forbidden card (the Emperor counts as one by default) stops the Cheng; the reading that decides.
    assert response.json()["answer"]["may_cheng"] is False
    assert response.json()["answer"]["decided_by"][0]["reading"] == "emperor.forbidden"


def test_a_reading_in_the_body_is_the_line_s_reading(client: TestClient) -> None:
    body = {"hand": "R2 R3 R4 EM", "reading": {"emperor.forbidden": "with-real-forbidden"}}
    found = client.post("/api/forbidden/check", content=json.dumps(body)).json()
    # The Emperor without a real Forbidden card is no Forbidden card: the hand goes Cheng (set 5 + bonus 10).
    assert (found["may_cheng"], found["cheng_score"]) == (True, 15)


HOSTILE = [
    ("malformed JSON", "/api/forbidden/check", b'{"hand": "R2', 400, "not JSON"),
    ("an array, not an object", "/api/forbidden/check", b'["R2"]', 400, "JSON object"),
    ("an empty body", "/api/forbidden/check", b"", 400, "empty"),
    ("an unknown card", "/api/forbidden/check", b'{"hand": "R2 Q9"}', 400, "Q9"),
    ("a fifth copy", "/api/forbidden/check", b'{"hand": "R2 R2 R2 R2 R2"}', 400, "too many copies of R2"),
    ("an unknown field", "/api/forbidden/check", b'{"hand": "R2", "colour": 1}', 400, "colour"),
    ("an unknown reading", "/api/forbidden/check", b'{"hand": "R2", "reading": {"no.such": "x"}}', 400, "no.such"),
    ("a reading's unknown option", "/api/mahjong/check", b'{"hand": "EE", "reading": {"hand.sets": "9"}}', 400, "9"),
    ("deep nesting", "/api/tzq/check", b"[" * 5000 + b"]" * 5000, 400, "nested too deeply"),
    ("a huge integer", "/api/sorry/check", b'{"pawns": "R:1", "card": ' + b"9" * 5000 + b"}", 400, "digits"),
    ("bytes that are not UTF-8", "/api/laopengh/check", b'{"hand": "\xff\xfe"}', 400, "UTF-8"),
    ("a body over the limit", "/api/forbidden/check", b" " * (MAX_BODY + 1), 413, f"{MAX_BODY:,}"),
    ("an unknown game", "/api/chess/check", b"{}", 404, "forbidden, mahjong"),
    ("an unknown command", "/api/mahjong/deal", b"{}", 404, "check"),
]


@pytest.mark.parametrize(("what", "path", "body", "status", "named"), HOSTILE, ids=[case[0] for case in HOSTILE])
def test_hostile_input_is_a_4xx_in_json_naming_the_problem(
    client: TestClient, what: str, path: str, body: bytes, status: int, named: str
) -> None:
    response = client.post(path, content=body)
    assert response.status_code == status, (what, response.text)
    assert response.headers["content-type"] == "application/json"
    error = response.json()["error"]
    assert named in error, (what, error)
    assert "Traceback" not in response.text and "\n" not in error


def test_a_wrong_method_is_a_405_naming_the_allowed_one(client: TestClient) -> None:
    response = client.get("/api/forbidden/check")
    assert response.status_code == 405 and "POST" in response.json()["error"]
    response = client.put("/api/games", content=b"{}")
    assert response.status_code == 405 and "GET" in response.json()["error"]


def test_a_body_that_lies_about_its_length_is_cut_off_at_the_limit(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(MAX_BODY // 1024 + 2):
            yield b" " * 1024

    response = client.post("/api/forbidden/check", content=chunks())
    assert response.status_code == 413


def test_a_failure_inside_the_desk_is_a_500_without_a_traceback(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: Any) -> Any:
        raise RuntimeError("planted")

    monkeypatch.setattr("rulebook.core.desk.api.line_verdict", broken)
    response = client.post("/api/forbidden/check", content=b'{"hand": "R2"}')
    assert response.status_code == 500
    assert "Traceback" not in response.text and "planted" not in response.text
    assert response.json()["error"].startswith("internal error")


def test_the_games_and_a_game_s_description(client: TestClient) -> None:
    listed = client.get("/api/games").json()
    assert [game["id"] for game in listed] == list(GAMES)
    described = client.get("/api/mahjong").json()
    names = [command["name"] for command in described["commands"]]
    assert names[0] == "check" and {"claims", "takes", "settle"} <= set(names)
    assert "hand.sets" in {entry["key"] for entry in described["readings"]}
    assert "mahjong.hand.standard-form" in described["rules"]


def test_what_a_reading_changes_starts_with_the_corpus_witness(client: TestClient) -> None:
    # empress.lone-forbidden=yes: the smallest hand it changes is F ES (one Forbidden card and the Empress): no Cheng
    # by default (Section 7), a Cheng of 10 under the review copy's rule; -5 for the Forbidden card either way.
    found = client.get("/api/forbidden/witness?key=empress.lone-forbidden&option=yes").json()
    assert found["witness"]["input"] == {"hand": "F ES", "laid": [], "table_forbidden": 0}
    assert found["witness"]["default_answer"] == {"may_cheng": False, "cheng_score": None, "other_score": -5}
    assert found["witness"]["other_answer"] == {"may_cheng": True, "cheng_score": 10, "other_score": -5}
    assert found["impact"]["status"] in ("measuring", "done")


@pytest.mark.parametrize(
    ("query", "status", "named"),
    [
        ("key=no.such&option=x", 404, "no.such"),
        ("key=empress.lone-forbidden&option=maybe", 400, "maybe"),
        ("key=empress.lone-forbidden&option=no", 400, "default"),
        ("key=empress.lone-forbidden", 400, "option"),
    ],
)
def test_what_a_reading_changes_refuses_a_reading_it_does_not_know(
    client: TestClient, query: str, status: int, named: str
) -> None:
    response = client.get(f"/api/forbidden/witness?{query}")
    assert response.status_code == status and named in response.json()["error"]
