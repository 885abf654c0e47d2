"""The ruling desk's play mode over HTTP: a new seeded game, its legal actions, one action applied.

Under ``/api/<game>/play/`` (a prefix of its own: a game's question commands answer at ``/api/<game>/<command>``,
and SORRY!'s ``check`` is called ``moves`` there):

- ``POST /api/<game>/play/new`` with ``{"args": ["--players", "2", "--seed", "7"], "reading": {...}}``: the
  arguments of ``rulebook <game> new``, read by that command's own parser (every check it makes applies; a usage
  mistake is a 400 naming it, not an exit), answers what ``rulebook <game> new --json`` prints;
- ``POST /api/<game>/play/moves`` with ``{"state": {...}, "reading": {...}}``: what ``rulebook <game> moves STATE
  --json`` prints (SORRY!'s ``actions``), the readings that decide it included;
- ``POST /api/<game>/play/apply`` with ``{"state": {...}, "action": "draw", "reading": {...}}``: what ``rulebook
  <game> apply STATE ACTION --json`` prints;
- ``GET /api/<game>/play``: what a page needs to offer ``new``: its options as its parser holds them, the action's
  help, the name of the legal-actions command.

``?view=text`` adds what the command prints in text mode (``{"answer": ..., "text": ...}``). The body is read and
refused as the question API's is (:func:`rulebook.core.desk.api.body_of`, the core's guarded JSON); the state's
refusals begin with ``state:`` as the command line's begin with the file's name. The game's own
:class:`~rulebook.core.play.commands.PlayFront` (:attr:`rulebook.core.game.Game.play`) answers, one request at a
time (the API's lock): nothing here names a game, and the games are those the application serves.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NoReturn, cast

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Route

from rulebook.core.commands.parser import Parser, one_line
from rulebook.core.deferred import Deferred
from rulebook.core.desk import api
from rulebook.core.desk.api import DeskError, body_of, known_game, served_games
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.inputs import check_arguments, parse_json
from rulebook.core.play.commands import (
    PlayFront,
    apply_verdict,
    decided_verdict,
    moves_verdict,
    state_answer,
)

STATE_SOURCE = "state"
"""How a refusal names the body's state (the command line names the state file)."""
PLAY_COMMANDS = ("new", "moves", "apply")
"""The play commands the desk answers (``simulate`` is a batch run, not a question)."""
HIDDEN_OPTIONS = ("help", "json")
"""The ``new`` options a page does not offer: the answer is always JSON, and help is the page itself."""

Answer = tuple[dict[str, Any], Callable[[], str]]
"""A play command's JSON answer and, written when called, its text answer."""


def games_with_play(games: Iterable[Game]) -> list[str]:
    """The ids of the ``games`` that have play commands, in their order."""
    return [game.id for game in games if game.play is not None]


def play_front(game: Game, served: Mapping[str, Game]) -> PlayFront[Any, Any, Any]:
    """The game's play front; a 404 naming the games with play among those ``served`` when it has none."""
    if game.play is None:
        with_play = ", ".join(games_with_play(served.values())) or "none"
        raise DeskError(404, f"{game.id} has no play commands; games with play: {with_play}")
    return cast(PlayFront[Any, Any, Any], Deferred(game.play).resolve())


class _RefusingParser(Parser):
    """A parser whose usage mistakes are an :class:`InputError` naming the argument, never an exit or a print."""

    def error(self, message: str) -> NoReturn:
        """Refuse the arguments with ``message``, on one line."""
        raise InputError(f"args: {one_line(message)}")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        """``--help`` and the like would print and exit: the desk refuses them instead."""
        game_id = self.prog.split()[1] if len(self.prog.split()) > 1 else "GAME"
        raise InputError(f"args: --help is not answered here; GET /api/{game_id}/play lists the options of new")

    def _print_message(self, message: str, file: Any = None) -> None:
        """Nothing is printed: the desk's answers are its responses."""


_PARSERS: dict[str, Mapping[str, argparse.ArgumentParser]] = {}


def play_parsers(game: Game) -> Mapping[str, argparse.ArgumentParser]:
    """The game's own sub-command parsers (``new``, ``apply``, ...) by name, built once, refusing as the API does."""
    if game.id not in _PARSERS:
        root = _RefusingParser(prog=f"rulebook {game.id}")
        commands = root.add_subparsers(dest="command", required=True, metavar="COMMAND")
        if game.commands is not None:
            game.commands(commands)
        _PARSERS[game.id] = cast(Mapping[str, argparse.ArgumentParser], commands.choices)
    return _PARSERS[game.id]


def _fields(body: bytes, known: tuple[str, ...], required: tuple[str, ...]) -> dict[str, Any]:
    """The body's JSON object, holding only ``known`` fields and every ``required`` one."""
    if not body.strip():
        raise InputError(f"the body is empty; send one JSON object with {', '.join(required)}")
    data = parse_json(body)
    if not isinstance(data, dict):
        raise InputError(f"the body must be a JSON object with {', '.join(required)}")
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise InputError(f"unknown field(s): {', '.join(unknown)}; known: {', '.join(known)}")
    missing = [name for name in required if name not in data]
    if missing:
        raise InputError(f"missing field(s): {', '.join(missing)}; known: {', '.join(known)}")
    return data


def _reading(front: PlayFront[Any, Any, Any], data: Mapping[str, Any], pairs: list[str] | None = None) -> Any:
    """The reading of ``--reading`` ``pairs`` with the body's ``"reading": {KEY: VALUE}`` laid over them."""
    choices = data.get("reading", {})
    if not isinstance(choices, dict):
        raise InputError('"reading" must be an object of KEY: VALUE')
    reading = front.read_reading(pairs or [])
    return reading.with_choices(choices) if choices else reading


def new_answer(front: PlayFront[Any, Any, Any], game: Game, body: bytes) -> Answer:
    """``rulebook GAME new ARGS --json`` for the body's ``args``: the first state, and who acts."""
    data = _fields(body, ("args", "reading"), ("args",))
    words = data["args"]
    if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
        raise InputError('"args" must be a list of strings, the arguments of new (e.g. ["--seed", "7"])')
    args = play_parsers(game)["new"].parse_args([*words, "--json"])
    check_arguments(args)
    reading = _reading(front, data, getattr(args, "reading", []))
    state = front.new(args, reading)
    return state_answer(front, state, reading), lambda: str(front.render_state(state))


def moves_answer(front: PlayFront[Any, Any, Any], game: Game, body: bytes) -> Answer:
    """``rulebook GAME moves STATE --json`` for the body's ``state``: who acts and every legal action."""
    data = _fields(body, ("state", "reading"), ("state",))
    return decided_verdict(front, moves_verdict(front, data["state"], STATE_SOURCE), _reading(front, data))


def apply_answer(front: PlayFront[Any, Any, Any], game: Game, body: bytes) -> Answer:
    """``rulebook GAME apply STATE ACTION --json`` for the body's ``state`` and ``action``: the state after it."""
    data = _fields(body, ("state", "action", "reading"), ("state", "action"))
    if not isinstance(data["action"], str):
        raise InputError('"action" must be a string: an action\'s text as moves lists it')
    args = play_parsers(game)["apply"].parse_args([STATE_SOURCE, "--", data["action"]])
    check_arguments(args)
    return decided_verdict(front, apply_verdict(front, data["state"], args), _reading(front, data))


ANSWERS: dict[str, Callable[[PlayFront[Any, Any, Any], Game, bytes], Answer]] = {
    "new": new_answer,
    "moves": moves_answer,
    "apply": apply_answer,
}


def _answered(
    front: PlayFront[Any, Any, Any], game: Game, command: str, body: bytes, with_text: bool
) -> dict[str, Any]:
    """One play command's answer (and its text with ``with_text``), the engines held for this request alone."""
    with api.ANSWERING:
        found, text = ANSWERS[command](front, game, body)
        return {"answer": found, "text": text()} if with_text else found


async def play(request: Request) -> JSONResponse:
    """``POST /api/<game>/play/<command>``: ``new``, ``moves`` or ``apply``; 400 with the reason for a refusal."""
    game = known_game(request, request.path_params["game"])
    command = request.path_params["command"]
    if command not in ANSWERS:
        raise DeskError(404, f"no play command {command!r}; play commands: {', '.join(PLAY_COMMANDS)}")
    front = play_front(game, served_games(request))
    view = request.query_params.get("view", "")
    if view not in ("", "json", "text"):
        raise DeskError(400, f"unknown view {view!r}; views: json (the default), text")
    body = await body_of(request)
    try:
        found = await run_in_threadpool(_answered, front, game, command, body, view == "text")
    except InputError as error:
        return JSONResponse({"error": str(error)}, status_code=400)
    return JSONResponse(found)


def option_json(action: argparse.Action) -> dict[str, Any]:
    """One option of ``new`` as a page offers it: its flag, help, metavar, default, choices, and whether required."""
    return {
        "flag": max(action.option_strings, key=len),
        "dest": action.dest,
        "help": action.help or "",
        "metavar": action.metavar if isinstance(action.metavar, str) else None,
        "default": action.default if isinstance(action.default, str | int) and action.default is not False else None,
        "choices": [str(choice) for choice in action.choices] if action.choices else None,
        "required": bool(action.required),
        "repeated": isinstance(action, argparse._AppendAction),
    }


def play_description(game: Game, served: Mapping[str, Game]) -> dict[str, Any]:
    """What a page needs to start and play a game: ``new``'s options and help, the action's help, the moves name."""
    play_front(game, served)
    parsers = play_parsers(game)
    new = parsers["new"]
    options = [
        option_json(action) for action in new._actions if action.option_strings and action.dest not in HIDDEN_OPTIONS
    ]
    applying = next(action for action in parsers["apply"]._actions if action.dest == "action")
    moves_name = new.get_default("play_commands").moves_name
    return {
        "id": game.id,
        "title": game.title,
        "moves_command": moves_name,
        "new": {
            "description": new.description or "",
            "usage": " ".join(new.format_usage().split()),
            "options": options,
        },
        "action_help": applying.help or "",
    }


async def play_info(request: Request) -> JSONResponse:
    """``GET /api/<game>/play``: :func:`play_description`."""
    game = known_game(request, request.path_params["game"])
    return JSONResponse(await run_in_threadpool(play_description, game, served_games(request)))


def play_routes() -> list[BaseRoute]:
    """The play routes (among the API's ``extra`` routes, before its catch-all ``/api/{game}/{command}``)."""
    return [
        Route("/api/{game}/play", play_info, methods=["GET"]),
        Route("/api/{game}/play/{command}", play, methods=["POST"]),
    ]


__all__ = [
    "ANSWERS",
    "PLAY_COMMANDS",
    "STATE_SOURCE",
    "apply_answer",
    "games_with_play",
    "moves_answer",
    "new_answer",
    "option_json",
    "play_description",
    "play_front",
    "play_parsers",
    "play_routes",
]
