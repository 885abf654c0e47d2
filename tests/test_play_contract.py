"""Every registered game's play commands answer the one shape of ``spec/play-answer.schema.json``.

For each game of the registry with play commands (those registered through :mod:`rulebook.core.play.play_parsers`), a
game is dealt with ``new --json`` and played with ``apply --json`` by the first legal action ``moves --json``
lists, for a few dozen actions: every answer holds to the shared shape (the seat that acts as ``actor``, the phase,
each action's text and rule ids), every rule id is one of the game's register, every state answered reads back as
a state (its ``actor`` and ``decided_by`` dropped), and the seat that ``moves`` names is the one ``apply`` and ``new``
named.

Issue 44: ``moves`` and ``apply`` name the readings that decide them. Asked again under each listed other option, a
state gets the listed answer; under any option not listed, the same answer.
"""

from __future__ import annotations

import argparse
import io
import json
from functools import partial
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulebook.core.commands.parser import Parser
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.play.play_parsers import PlayCommands
from rulebook.core.register import rules
from rulebook.core.spec import spec_dir
from rulebook.registry import games
from tests.deciding_contract import holds_its_decisions

STEPS = 40
"""Actions played a game: enough to leave the first phase of every game."""


def _commands(game: Game) -> dict[str, argparse.ArgumentParser]:
    parser = Parser(prog=f"rulebook {game.id}")
    sub = parser.add_subparsers(dest="command", required=True)
    if game.commands is not None:
        game.commands(sub)
    return dict(sub.choices)


def _play_games() -> list[Game]:
    return [game for game in games() if "new" in _commands(game) and "apply" in _commands(game)]


def _validator(part: str) -> jsonschema.protocols.Validator:
    schema = json.loads((spec_dir() / "play-answer.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator({**schema, "$ref": f"#/$defs/{part}"})


MOVES, STATE, APPLIED = _validator("moves"), _validator("state"), _validator("applied")


def _run(parser: argparse.ArgumentParser, argv: list[str]) -> Any:
    args = parser.parse_args(argv)
    out = io.StringIO()
    assert args.run(args, out) == 0
    return json.loads(out.getvalue())


def test_some_game_has_play_commands() -> None:
    assert _play_games()


@pytest.mark.parametrize("game", _play_games(), ids=lambda game: game.id)
def test_play_answers_share_one_shape(game: Game, tmp_path: Path) -> None:
    commands = _commands(game)
    play: PlayCommands = commands["new"].get_default("play_commands")
    moves_parser = commands[play.moves_name]
    known = {rule.id for rule in rules(game.id)}
    state = _run(commands["new"], ["--seed", "3", *play.new_example, "--json"])
    path = tmp_path / "state.json"
    seen_phases = set()
    for _ in range(STEPS):
        STATE.validate(state)
        path.write_text(json.dumps(state), encoding="utf-8")
        moves = _run(moves_parser, [str(path), "--json"])
        MOVES.validate(moves)
        assert list(moves)[-1] == "decided_by"
        assert (moves["actor"], moves["phase"]) == (state["actor"], state["phase"])
        for action in moves["actions"]:
            assert set(action["rules"]) <= known, action
        seen_phases.add(moves["phase"])
        if not moves["actions"]:
            break
        state = _run(commands["apply"], [str(path), moves["actions"][0]["text"], "--json"])
        APPLIED.validate(state)
        assert list(state)[-1] == "decided_by"
    assert len(seen_phases) > 1  # play moved past the first phase


def _answer_under(parser: argparse.ArgumentParser, argv: list[str], choice: str | None) -> dict[str, Any]:
    """The JSON answer under one ``--reading`` choice (None: the defaults); a refusal as the frame reports it."""
    try:
        answer: dict[str, Any] = _run(parser, [*argv, "--json", *(["--reading", choice] if choice else [])])
    except InputError as error:
        return {"error": f"refused as input: {error}"}
    return answer


def _played_states(game: Game, tmp_path: Path, steps: tuple[int, ...]) -> list[tuple[Path, str]]:
    """The state files after each of ``steps`` first-listed actions of a dealt game, with the first action of each."""
    commands = _commands(game)
    play: PlayCommands = commands["new"].get_default("play_commands")
    state = _run(commands["new"], ["--seed", "5", *play.new_example, "--json"])
    found = []
    for step in range(max(steps) + 1):
        path = tmp_path / f"state{step}.json"
        path.write_text(json.dumps(state), encoding="utf-8")
        actions = _run(commands[play.moves_name], [str(path), "--json"])["actions"]
        if not actions:
            break
        if step in steps:
            found.append((path, actions[0]["text"]))
        state = _run(commands["apply"], [str(path), actions[0]["text"], "--json"])
    return found


def _holds_its_decisions(game_id: str, parser: argparse.ArgumentParser, argv: list[str]) -> int:
    """The contract of ``decided_by`` (``tests/deciding_contract.py``) for one play command; a state another reading
    refuses outright (its refusal names the state file first) is no position there and is not asked."""
    return holds_its_decisions(
        game_id,
        partial(_answer_under, parser, argv),
        unasked=lambda error: error.startswith(f"refused as input: {argv[0]}: "),
    )


@pytest.mark.parametrize("game", _play_games(), ids=lambda game: game.id)
def test_the_readings_said_to_decide_a_play_answer_do_and_no_other_does(game: Game, tmp_path: Path) -> None:
    commands = _commands(game)
    play: PlayCommands = commands["new"].get_default("play_commands")
    states = _played_states(game, tmp_path, (0, 3, 12))
    assert states
    for path, action in states:
        _holds_its_decisions(game.id, commands[play.moves_name], [str(path)])
        _holds_its_decisions(game.id, commands["apply"], [str(path), action])


@pytest.mark.parametrize("game", _play_games(), ids=lambda game: game.id)
def test_new_names_no_deciding_readings(game: Game) -> None:
    # new deals a game; it is no verdict on a state, so it names none
    commands = _commands(game)
    play: PlayCommands = commands["new"].get_default("play_commands")
    assert "decided_by" not in _run(commands["new"], ["--seed", "3", *play.new_example, "--json"])


def test_a_wrong_actor_is_refused_by_the_shape() -> None:
    # the schema can fail: a seat named by its colour, a negative seat, an action without its rules
    assert not MOVES.is_valid({"actor": "R", "phase": "draw", "actions": []})
    assert not STATE.is_valid({"actor": -1, "phase": "draw"})
    assert not MOVES.is_valid({"actor": 0, "phase": "draw", "actions": [{"text": "draw"}]})
    assert not STATE.is_valid({"phase": "draw"})
    assert MOVES.is_valid({"actor": None, "phase": "over", "actions": [], "winners": [0], "decided_by": []})
    # a verdict says which readings decide it, each with both options and the other answer
    assert not MOVES.is_valid({"actor": None, "phase": "over", "actions": []})
    assert not APPLIED.is_valid({"actor": 0, "phase": "draw"})
    decision = {"reading": "two.draw-again", "chosen": "yes", "other": "no"}
    assert APPLIED.is_valid({"actor": 0, "phase": "draw", "decided_by": [{**decision, "answer": {"error": "x"}}]})
    assert not APPLIED.is_valid({"actor": 0, "phase": "draw", "decided_by": [decision]})
