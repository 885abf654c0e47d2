"""The ruling desk's play API answers as the play commands do, and refuses hostile input with a 4xx in JSON.

Issue 45's play mode: ``POST /api/<game>/play/new`` (the arguments of ``rulebook GAME new``), ``.../moves`` (a state)
and ``.../apply`` (a state and an action's text) answer what ``new --json``, ``moves STATE --json`` and ``apply
STATE ACTION --json`` print. Here, for every game with play, a seeded game is started through both and compared, its
legal actions asked of the same state through both, and its first legal action applied through both; a hand-worked
deal checks the answers themselves, and bad input — an unknown action, a malformed state, an unknown game, a game
without play, the parser's refusals, wrong methods — is each a 4xx with ``{"error": ...}`` naming the problem.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from rulebook.core.desk.api import MAX_BODY
from rulebook.core.desk.app import desk_app
from rulebook.core.desk.play_api import games_with_play, play_parsers
from rulebook.registry import games
from tests.hostile import run_cli

GAMES = {game.id: game for game in games()}
PLAYED = games_with_play(GAMES.values())
SEED = "7"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(desk_app(games(), warm=False), raise_server_exceptions=False) as test_client:
        yield test_client


def new_args(game_id: str) -> list[str]:
    """What ``new`` needs to deal a game, with the seed (the game's own example of it: ``PlayCommands.new_example``)."""
    example = play_parsers(GAMES[game_id])["new"].get_default("play_commands").new_example
    return [*example, "--seed", SEED]


def moves_command(game_id: str) -> str:
    return str(play_parsers(GAMES[game_id])["new"].get_default("play_commands").moves_name)


def cli_json(argv: list[str]) -> Any:
    status, out, err = run_cli(argv)
    assert status == 0, err
    return json.loads(out)


def test_every_game_with_play_commands_names_its_play_front() -> None:
    # A game whose commands include ``new`` has play; a sixth game that forgets Game.play would lose its play page.
    with_new = [game.id for game in games() if game.commands is not None and "new" in play_parsers(game)]
    assert with_new == PLAYED
    assert "mahjong" not in PLAYED and len(PLAYED) == 4


@pytest.mark.parametrize("game_id", PLAYED)
def test_new_moves_and_apply_answer_as_the_command_line(client: TestClient, game_id: str, tmp_path: Path) -> None:
    args = new_args(game_id)
    response = client.post(f"/api/{game_id}/play/new", json={"args": args})
    assert response.status_code == 200, response.text
    state = response.json()
    assert state == cli_json([game_id, "new", *args, "--json"])

    state_file = tmp_path / "state.json"
    state_file.write_text(json.dumps(state))
    response = client.post(f"/api/{game_id}/play/moves", json={"state": state})
    assert response.status_code == 200, response.text
    moves = response.json()
    assert moves == cli_json([game_id, moves_command(game_id), str(state_file), "--json"])
    assert moves["actions"], f"a new {game_id} game offers no action"

    action = moves["actions"][0]["text"]
    response = client.post(f"/api/{game_id}/play/apply", json={"state": state, "action": action})
    assert response.status_code == 200, response.text
    after = response.json()
    assert after == cli_json([game_id, "apply", str(state_file), action, "--json"])
    assert after != {**state, "decided_by": []}, "the action changed nothing"

    # An apply answer reads back as a state (its actor and decided_by are derived keys).
    again = client.post(f"/api/{game_id}/play/moves", json={"state": after})
    assert again.status_code == 200, again.text
    assert again.json()["phase"] == after["phase"]


@pytest.mark.parametrize("game_id", PLAYED)
def test_the_text_view_is_what_the_commands_print(client: TestClient, game_id: str, tmp_path: Path) -> None:
    new = client.post(f"/api/{game_id}/play/new?view=text", json={"args": new_args(game_id)}).json()
    status, out, _ = run_cli([game_id, "new", *new_args(game_id)])
    assert status == 0 and new["text"] == out.rstrip("\n")
    state_file = tmp_path / "state.json"
    state_file.write_text(json.dumps(new["answer"]))
    moves = client.post(f"/api/{game_id}/play/moves?view=text", json={"state": new["answer"]}).json()
    status, out, _ = run_cli([game_id, moves_command(game_id), str(state_file)])
    assert status == 0 and moves["text"] == out.rstrip("\n")


def test_a_hand_worked_forbidden_deal(client: TestClient) -> None:
    # Section 3 (forbidden.setup.deal): player 0 deals 13 cards to each player and 2 into the Treasure Chest; the
    # player on the dealer's left, player 1, plays first, and a turn starts with a draw (Section 4).
    # TWO PLAYER RULES (the default reading variant.two-player=yes): 3 Forbidden cards leave the 100-card deck and
    # four cards are turned up, two piles of one card before each player: 97 - 26 - 2 - 4 = 65 cards to draw.
    state = client.post("/api/forbidden/play/new", json={"args": ["--players", "2", "--seed", "7"]}).json()
    assert (state["dealer"], state["actor"], state["phase"]) == (0, 1, "start")
    assert [len(player["hand"]) for player in state["players"]] == [13, 13]
    assert len(state["treasure_chest"]) == 2 and len(state["draw_pile"]) == 65
    assert [[len(pile["cards"]) for pile in player["piles"]] for player in state["players"]] == [[1, 1], [1, 1]]
    moves = client.post("/api/forbidden/play/moves", json={"state": state}).json()
    assert moves["actor"] == 1
    assert "forbidden.play.draw" in {rule for action in moves["actions"] for rule in action["rules"]}
    # The body's reading is the game's: under the game for three or four, the whole deck and no turned-up card.
    body = {"args": ["--players", "2", "--seed", "7"], "reading": {"variant.two-player": "no"}}
    standard = client.post("/api/forbidden/play/new", json=body).json()
    assert len(standard["draw_pile"]) == 100 - 26 - 2
    assert all(len(pile["cards"]) == 0 for player in standard["players"] for pile in player["piles"])


@pytest.fixture(scope="module")
def forbidden_state(client: TestClient) -> dict[str, Any]:
    state: dict[str, Any] = client.post(
        "/api/forbidden/play/new", json={"args": ["--players", "3", "--seed", "1"]}
    ).json()
    return state


def hostile_cases(state: dict[str, Any]) -> list[tuple[str, str, bytes, int, str]]:
    """(what, path, body, status, what the error must name)."""
    broken = {**state, "turn": 9}
    return [
        ("an unknown action", "apply", json.dumps({"state": state, "action": "fly away"}), 400, "fly away"),
        ("an illegal action", "apply", json.dumps({"state": state, "action": "discard R2"}), 400, "discard"),
        ("an action that is no string", "apply", json.dumps({"state": state, "action": 3}), 400, '"action"'),
        ("no action", "apply", json.dumps({"state": state}), 400, "action"),
        ("a state of the wrong shape", "moves", json.dumps({"state": {"x": 1}}), 400, "state: "),
        ("an impossible state", "moves", json.dumps({"state": broken}), 400, "state: "),
        ("a state that is a list", "moves", json.dumps({"state": [1]}), 400, "state"),
        ("an unknown field", "moves", json.dumps({"state": state, "colour": 1}), 400, "colour"),
        ("an unknown reading", "moves", json.dumps({"state": state, "reading": {"no.such": "x"}}), 400, "no.such"),
        ("malformed JSON", "moves", '{"state": ', 400, "not JSON"),
        ("an empty body", "new", "", 400, "empty"),
        ("too many players", "new", json.dumps({"args": ["--players", "99", "--seed", "1"]}), 400, "99"),
        ("a seed that is no number", "new", json.dumps({"args": ["--players", "2", "--seed", "x"]}), 400, "--seed"),
        ("an unknown option", "new", json.dumps({"args": ["--seed", "1", "--players", "2", "--fast"]}), 400, "--fast"),
        ("a missing option", "new", json.dumps({"args": ["--seed", "1"]}), 400, "--players"),
        ("--help", "new", json.dumps({"args": ["--help"]}), 400, "help"),
        ("args that are no list", "new", json.dumps({"args": "--seed 1"}), 400, '"args"'),
        ("deep nesting", "moves", '{"state": ' + "[" * 5000 + "]" * 5000 + "}", 400, "nested too deeply"),
        ("a body over the limit", "moves", " " * (MAX_BODY + 1), 413, f"{MAX_BODY:,}"),
    ]


def test_hostile_play_input_is_a_4xx_in_json_naming_the_problem(
    client: TestClient, forbidden_state: dict[str, Any]
) -> None:
    for what, command, body, status, named in hostile_cases(forbidden_state):
        response = client.post(f"/api/forbidden/play/{command}", content=body.encode())
        assert response.status_code == status, (what, response.text)
        assert response.headers["content-type"] == "application/json", what
        error = response.json()["error"]
        assert named in error, (what, error)
        assert "Traceback" not in response.text and "\n" not in error, what


@pytest.mark.parametrize(
    ("method", "path", "status", "named"),
    [
        ("POST", "/api/chess/play/new", 404, "forbidden, mahjong"),
        ("POST", "/api/mahjong/play/new", 404, "games with play: forbidden, tzq, laopengh, sorry"),
        ("GET", "/api/mahjong/play", 404, "games with play"),
        ("POST", "/api/forbidden/play/simulate", 404, "new, moves, apply"),
        ("GET", "/api/forbidden/play/new", 405, "POST"),
        ("PUT", "/api/forbidden/play/apply", 405, "POST"),
        ("POST", "/api/forbidden/play", 404, "commands: check"),  # the question API: play is no question command
    ],
)
def test_unknown_games_commands_and_wrong_methods(
    client: TestClient, method: str, path: str, status: int, named: str
) -> None:
    response = client.request(method, path, content=b'{"args": ["--seed", "1"]}')
    assert response.status_code == status, response.text
    assert named in response.json()["error"]


def test_the_play_description_lists_the_options_of_new(client: TestClient) -> None:
    described = client.get("/api/sorry/play").json()
    assert described["moves_command"] == "actions"
    options = {option["flag"]: option for option in described["new"]["options"]}
    assert options["--seed"]["required"] is True
    assert options["--mode"]["choices"] == ["standard", "teams", "points"]
    assert "--json" not in options and "--help" not in options


def test_the_question_api_still_answers_sorry_s_moves(client: TestClient) -> None:
    # SORRY!'s check is called ``moves``: the play routes live under /play/ and take nothing from it.
    response = client.post("/api/sorry/moves", json={"pawns": {"R": ["10"], "B": []}, "card": "7"})
    assert response.status_code == 200 and response.json()["question"] == "moves"


def test_a_failure_inside_play_is_a_500_without_a_traceback(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: Any) -> Any:
        raise RuntimeError("planted")

    monkeypatch.setattr("rulebook.core.desk.play_api.decided_verdict", broken)
    response = client.post("/api/forbidden/play/moves", json={"state": {}})
    assert response.status_code == 500
    assert "Traceback" not in response.text and "planted" not in response.text
