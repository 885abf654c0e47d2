"""The ruling desk's play page: start a seeded game, click a legal action, undo, download the state.

``GET /<game>/play`` is a page of its own (``templates/desk/play.html.j2``, rendered as the desk's pages are, in the
documents' Jinja environment: :func:`rulebook.core.desk.pages.render`, which escapes nothing by itself, so the
template escapes every value). Its form offers the options of the game's ``new`` command as that command's parser
holds them (:func:`rulebook.core.desk.play_api.play_description`), so a sixth game's page needs nothing more.
``static/play.js`` (plain JavaScript, no build step, served with the pages' script) asks the play API
(:mod:`rulebook.core.desk.play_api`): ``new``, then ``moves`` for each state, ``apply`` for a clicked action. The
states played are kept in the page (Undo pops one); the URL holds the arguments of ``new`` and the actions taken,
so a shared link replays to the same state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import BaseRoute, Route

from rulebook.core.desk.api import known_game, served_games
from rulebook.core.desk.pages import render
from rulebook.core.desk.play_api import play_description
from rulebook.core.game import Game
from rulebook.core.register import rules


def page_data(game: Game, served: Mapping[str, Game]) -> dict[str, Any]:
    """What the page's script reads: the play description and each rule's title (an action's rule ids' tooltips)."""
    return {**play_description(game, served), "rules": {rule.id: rule.title for rule in rules(game.id)}}


def play_page_html(game: Game, served: Mapping[str, Game]) -> str:
    """The play page of ``game`` (a :class:`~rulebook.core.desk.api.DeskError` for a game without play)."""
    return render("play.html.j2", play=page_data(game, served))


async def play_page(request: Request) -> HTMLResponse:
    """``GET /<game>/play``: a 404 page for an unknown game or one without play, naming those there are."""
    game = known_game(request, request.path_params["game"])
    return HTMLResponse(await run_in_threadpool(play_page_html, game, served_games(request)))


def play_routes_pages() -> list[BaseRoute]:
    """The play page's route (mounted by :func:`rulebook.core.desk.app.desk_app`; its script is a static file)."""
    return [Route("/{game}/play", play_page, methods=["GET"])]


__all__ = ["page_data", "play_page", "play_page_html", "play_routes_pages"]
