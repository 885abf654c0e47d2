"""The ruling desk's JSON API: every question command of every game over HTTP, answered as its ``--jsonl`` line is.

``POST /api/<game>/<command>`` takes one JSON object, the same as one line of ``rulebook <game> <command> --jsonl``
(the command's fields and ``"reading": {KEY: VALUE}``), and answers exactly what that line prints: the answer with
the readings that decide it, or, for an input the game refuses, ``{"error": ...}`` with status 400. ``?view=text``
adds what the command prints in text mode (``{"answer": ..., "text": ...}``), for a page that shows the verdict the
way ``check`` does. ``GET /api/games`` lists the games, ``GET /api/<game>`` a game's commands, readings and rules.

Hostile input is refused as the command line refuses it (the core's guarded JSON reading,
:func:`rulebook.core.inputs.parse_json`: depth, size, digits, bytes that are not UTF-8), and the body is read up to
:data:`MAX_BODY` bytes. Every refusal is JSON with a 4xx status naming the problem; nothing reaches the client as a
traceback (:mod:`rulebook.core.desk.app` turns any other failure into a 500 with one line).

Nothing here names a game: the games are those the application was built with (``request.app.state.games``, the
registry's, handed over by ``rulebook serve``), their commands from their ``Game``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Route

from rulebook.core.commands.check import CheckCommand, line_verdict
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.register import readings_by_key, rules
from rulebook.core.witnesses.ruling_text import register_json

MAX_BODY = 64 * 1024
"""The most bytes a request body may hold: a whole hand or position is well under 1 KB, a state under 16 KB."""

ANSWERING = threading.Lock()
"""One answer at a time: the engines remember answers in plain dicts and the models share one Z3 context per
process, neither made for threads; an answer takes milliseconds, so requests queue briefly instead."""


class DeskError(HTTPException):
    """A refusal of the API: a status and one line naming the problem (sent as ``{"error": ...}``)."""


def served_games(request: Request) -> dict[str, Game]:
    """The games the desk serves, by id, in the registry's order."""
    games: dict[str, Game] = request.app.state.games
    return games


def known_game(request: Request, game_id: str) -> Game:
    """The served game ``game_id``; a 404 naming the games when there is none."""
    games = served_games(request)
    if game_id not in games:
        raise DeskError(404, f"unknown game {game_id!r}; games: {', '.join(games)}")
    return games[game_id]


def desk_commands(game: Game) -> dict[str, CheckCommand[Any, Any]]:
    """The game's question commands by every name they answer to: ``check`` (and its aliases), then the others."""
    found: dict[str, CheckCommand[Any, Any]] = {}
    for command in (game.check, *game.question_commands):
        for name in (command.name, *command.aliases):
            found.setdefault(name, command)
    return found


def known_command(game: Game, name: str) -> CheckCommand[Any, Any]:
    """The game's command ``name``; a 404 naming its commands when there is none."""
    commands = desk_commands(game)
    if name not in commands:
        listed = ", ".join(command.name for command in dict.fromkeys(commands.values()))
        raise DeskError(404, f"{game.id} has no command {name!r}; commands: {listed}")
    return commands[name]


async def body_of(request: Request) -> bytes:
    """The request's body, read up to :data:`MAX_BODY` bytes; a 413 as soon as it holds more."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise DeskError(413, f"the body holds {int(declared):,} bytes; at most {MAX_BODY:,} are read")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise DeskError(413, f"the body holds more than {MAX_BODY:,} bytes; at most {MAX_BODY:,} are read")
        chunks.append(chunk)
    return b"".join(chunks)


def answer(game: Game, command: CheckCommand[Any, Any], body: bytes, with_text: bool) -> dict[str, Any]:
    """What ``rulebook GAME COMMAND --jsonl`` prints for ``body`` (and its text answer with ``with_text``)."""
    if not body.strip():
        raise InputError("the body is empty; send one JSON object, as one line of --jsonl")
    with ANSWERING:
        found, text = line_verdict(command, body, game.reading())
        return {"answer": found, "text": text()} if with_text else found


async def ask(request: Request) -> JSONResponse:
    """``POST /api/<game>/<command>``: one ``--jsonl`` line's answer; 400 with the reason for a refused input."""
    game = known_game(request, request.path_params["game"])
    command = known_command(game, request.path_params["command"])
    view = request.query_params.get("view", "")
    if view not in ("", "json", "text"):
        raise DeskError(400, f"unknown view {view!r}; views: json (the default), text")
    body = await body_of(request)
    try:
        found = await run_in_threadpool(answer, game, command, body, view == "text")
    except InputError as error:
        return JSONResponse({"error": str(error)}, status_code=400)
    return JSONResponse(found)


async def games_list(request: Request) -> JSONResponse:
    """``GET /api/games``: every registered game, its id, title and one-line summary."""
    return JSONResponse(
        [{"id": game.id, "title": game.title, "summary": game.summary} for game in served_games(request).values()]
    )


def game_description(game: Game) -> dict[str, Any]:
    """A game as the desk shows it: its commands (fields and an example), its readings and its rules."""
    commands = [
        {"name": command.name, "help": command.help, "fields": list(command.fields), "example": dict(command.example)}
        for command in dict.fromkeys(desk_commands(game).values())
    ]
    return {
        "id": game.id,
        "title": game.title,
        "summary": game.summary,
        "commands": commands,
        "readings": register_json(list(readings_by_key(game.id).values())),
        "rules": {
            rule.id: {"title": rule.title, "section": rule.section, "statement": rule.statement}
            for rule in rules(game.id)
        },
    }


async def game_info(request: Request) -> JSONResponse:
    """``GET /api/<game>``: :func:`game_description`."""
    return JSONResponse(game_description(known_game(request, request.path_params["game"])))


def api_routes(extra: Callable[[], list[BaseRoute]] | None = None) -> list[BaseRoute]:
    """The API's routes (the witness routes of :mod:`rulebook.core.desk.witnesses` among them, via ``extra``)."""
    return [
        Route("/api/games", games_list, methods=["GET"]),
        *(extra() if extra is not None else []),
        Route("/api/{game}", game_info, methods=["GET"]),
        Route("/api/{game}/{command}", ask, methods=["POST"]),
    ]


__all__ = [
    "ANSWERING",
    "MAX_BODY",
    "DeskError",
    "answer",
    "api_routes",
    "body_of",
    "desk_commands",
    "game_description",
    "known_game",
    "served_games",
]
