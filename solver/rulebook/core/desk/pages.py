"""The ruling desk's pages: pick a game, ask it a ruling by clicking its cards, read a rule's clause.

- ``GET /`` lists the registered games;
- ``GET /<game>`` is the desk of one game: its question commands, their input fields, a palette of its cards drawn
  as its rule documents draw them (:class:`~rulebook.core.desk.palette.PaletteCard`), the verdict and a house-rules
  panel of its readings; a board of the palette (:class:`~rulebook.core.desk.palette.PaletteBoard`) is drawn below the
  cards, its regions buttons of their own. The page itself is plain HTML; ``static/desk.js`` asks the JSON API
  (:mod:`rulebook.core.desk.api`) as the input changes and keeps the input and the readings in the URL;
- ``GET /<game>/rulebook`` is the game's annotated rulebook, the page ``rulebook generate`` writes to
  ``docs/<game>-rulebook.html``, rendered once per process from the installed package (no ``docs/`` folder is
  read): the verdict's rule ids link to the clause that gives rise to each rule there (:func:`rule_anchors`);
- ``/static/`` serves the page's script and style from the package.

The templates are ``templates/desk/`` in the documents' Jinja environment (which does not escape by itself: every
value is escaped in the template). Nothing here names a game: the games are the application's
(``request.app.state.games``).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from rulebook.core.clauses import clause_map
from rulebook.core.desk.palette import PaletteBoard, PaletteCard, PaletteEntry

if TYPE_CHECKING:
    import jinja2

    from rulebook.core.game import Game

STATIC = "/static"
"""Where the page's script and style are served (``core/desk/static/`` of the package)."""


@cache
def _environment() -> jinja2.Environment:
    """The documents' Jinja environment, built once per process."""
    from rulebook.core.corpus.jinja_environment import environment

    return environment()


def render(template: str, **values: Any) -> str:
    """``templates/desk/<template>`` rendered with ``values``."""
    return _environment().get_template(f"desk/{template}").render(static=STATIC, **values)


def palette(game: Game) -> tuple[PaletteEntry, ...]:
    """The game's palette (none for a game that gives none)."""
    return tuple(game.palette()) if game.palette is not None else ()


def palette_json(game: Game) -> list[dict[str, Any]]:
    """The game's palette as JSON, for the API's description of a game.

    A card's ``token``, ``label`` and ``svg``; a board's ``label``, ``svg``, ``help`` and the ``tokens`` of its regions.
    """
    return [
        {"token": entry.token, "label": entry.label, "svg": entry.svg}
        if isinstance(entry, PaletteCard)
        else {"label": entry.label, "svg": entry.svg, "help": entry.help, "tokens": list(entry.tokens)}
        for entry in palette(game)
    ]


@cache
def rule_anchors(game_id: str) -> dict[str, str]:
    """Rule id -> the id of the first clause of the annotated rulebook that gives rise to it (its anchor there).

    The annotated rulebook anchors clauses, not rules (a rule is a note beside each clause that names it); the clause
    map names every rule in some clause (its contract tests require it), so every rule has one.
    """
    anchors: dict[str, str] = {}
    for clause in clause_map(game_id).clauses:
        for rule in clause.rules:
            anchors.setdefault(rule, clause.id)
    return anchors


_RULEBOOKS: dict[str, str] = {}
"""The annotated rulebooks rendered so far, by game id (one rendering per process)."""


def annotated_rulebook(game: Game) -> str:
    """The page ``rulebook generate`` writes to ``docs/<game>-rulebook.html``, rendered once per process.

    From the committed corpus, without the impact measures (the errata report's, which the page does not show).
    """
    from rulebook.core.commands.errata import committed_corpora
    from rulebook.core.corpus.rulebook_docs import rulebook_documents

    if game.id not in _RULEBOOKS:
        _RULEBOOKS[game.id] = rulebook_documents(game, committed_corpora(game.id), measured=False)[0].text
    return _RULEBOOKS[game.id]


def _games(request: Request) -> list[Game]:
    """The games the desk serves, in the registry's order."""
    return list(request.app.state.games.values())


def not_found(request: Request, what: str) -> HTMLResponse:
    """A 404 page naming what was not found and linking to the games."""
    return HTMLResponse(render("not_found.html.j2", what=what, games=_games(request)), status_code=404)


async def index(request: Request) -> HTMLResponse:
    """``GET /``: every served game, with its one-line summary."""
    return HTMLResponse(render("index.html.j2", games=_games(request)))


async def desk(request: Request) -> HTMLResponse:
    """``GET /<game>``: the desk of one game (404 for an unknown game)."""
    game_id = request.path_params["game"]
    served = request.app.state.games
    if game_id not in served:
        return not_found(request, f"no game {game_id!r}")
    found = served[game_id]
    entries = await run_in_threadpool(palette, found)
    cards = [entry for entry in entries if isinstance(entry, PaletteCard)]
    boards = [entry for entry in entries if isinstance(entry, PaletteBoard)]
    data = {
        "game": found.id,
        "anchors": rule_anchors(found.id),
        "tokens": [card.token for card in cards],
        "scopes": {command.name: list(command.reading_scopes) for command in (found.check, *found.question_commands)},
    }
    return HTMLResponse(render("desk.html.j2", game=found, palette=cards, boards=boards, data=data))


async def rulebook(request: Request) -> HTMLResponse:
    """``GET /<game>/rulebook``: the game's annotated rulebook (404 for an unknown game)."""
    game_id = request.path_params["game"]
    served = request.app.state.games
    if game_id not in served:
        return not_found(request, f"no game {game_id!r}")
    return HTMLResponse(await run_in_threadpool(annotated_rulebook, served[game_id]))


def page_routes() -> list[BaseRoute]:
    """The pages' routes, for the desk's app to mount after the API's (``/api/...`` is matched first there)."""
    return [
        Route("/", index, methods=["GET"]),
        Mount(STATIC, app=StaticFiles(packages=[("rulebook.core.desk", "static")]), name="static"),
        Route("/{game}", desk, methods=["GET"]),
        Route("/{game}/rulebook", rulebook, methods=["GET"]),
    ]


__all__ = ["STATIC", "annotated_rulebook", "page_routes", "palette_json", "rule_anchors"]
