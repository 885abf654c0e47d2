"""The ruling desk as one ASGI application: the JSON API, the pages, and refusals that are JSON, never tracebacks.

Starlette (a small ASGI toolkit: routing, requests, responses, a test client) on uvicorn: the desk needs a handful of
routes and no request models or generated schema, which a larger framework (FastAPI) would add on top of it; its
JSON is the games' own, validated by the games (docs/architecture.md says more).

The engines stay warm in the server's process: on start-up every game answers its ``check`` example once (tables
read, modules imported), so that a person's first question takes milliseconds, not the hundreds of a fresh process.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager, suppress
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute

from rulebook.core.desk.api import api_routes, desk_commands
from rulebook.core.desk.pages import page_routes
from rulebook.core.desk.play_api import play_routes
from rulebook.core.desk.play_pages import play_routes_pages
from rulebook.core.desk.witnesses import MEASUREMENTS, witness_routes
from rulebook.core.errors import InputError
from rulebook.core.game import Game


def warm_up(games: Sequence[Game]) -> None:
    """Every game's ``check`` example answered once, so that the first person's question finds the engines warm."""
    from rulebook.core.commands.check import line_answer

    for chosen in games:
        for command in dict.fromkeys(desk_commands(chosen).values()):
            if command.example:
                # An example refused under the defaults warms the engine all the same.
                with suppress(InputError):
                    line_answer(command, _example_line(command.example), chosen.reading())


def _example_line(example: Any) -> str:
    import json

    return json.dumps(dict(example))


@asynccontextmanager
async def lifespan(app: Starlette) -> AsyncIterator[None]:
    """Warm the engines before the first request; stop the impact worker on the way out."""
    if app.state.warm:
        warm_up(list(app.state.games.values()))
    try:
        yield
    finally:
        MEASUREMENTS.close()


def _extra_api_routes() -> list[BaseRoute]:
    """The API's routes besides the questions, before its catch-all: what a reading changes, and play."""
    return [*witness_routes(), *play_routes()]


def _refusal(request: Request, exc: Exception) -> Response:
    """A refusal (4xx): JSON ``{"error": ...}`` under ``/api``, a short page elsewhere."""
    assert isinstance(exc, HTTPException)
    detail = str(exc.detail)
    if exc.status_code == 405:
        detail = f"{request.method} is not allowed here; allowed: {exc.headers.get('Allow', '') if exc.headers else ''}"
    if exc.status_code == 404 and detail == "Not Found":
        detail = f"nothing at {request.url.path}"
    if request.url.path.startswith("/api/") or request.url.path == "/api":
        return JSONResponse({"error": detail}, status_code=exc.status_code, headers=exc.headers)
    page = f"<!doctype html><title>{exc.status_code}</title><p>{_escape(detail)}</p><p><a href='/'>All games</a></p>"
    return HTMLResponse(page, status_code=exc.status_code, headers=exc.headers)


def _failure(request: Request, exc: Exception) -> Response:
    """Anything else (a bug): one line on the server's standard error, a 500 with no traceback to the client."""
    print(f"rulebook serve: {request.method} {request.url.path}: {type(exc).__name__}: {exc}", file=sys.stderr)
    message = "internal error: the desk could not answer this; the server's log names the problem"
    if request.url.path.startswith("/api/"):
        return JSONResponse({"error": message}, status_code=500)
    return HTMLResponse(f"<!doctype html><title>500</title><p>{message}</p>", status_code=500)


def _escape(text: str) -> str:
    import html

    return html.escape(text)


def desk_app(games: Sequence[Game], warm: bool = True) -> Starlette:
    """The desk's application for ``games`` (``warm``: answer every game's example on start-up, as the server does)."""
    app = Starlette(
        routes=[*api_routes(_extra_api_routes), *play_routes_pages(), *page_routes()],
        exception_handlers={HTTPException: _refusal, Exception: _failure},
        lifespan=lifespan,
    )
    app.state.warm = warm
    app.state.games = {game.id: game for game in games}
    return app


__all__ = ["desk_app", "warm_up"]
