"""What a house rule changes, for the desk: its smallest witness at once, how often it matters in the background.

``GET /api/<game>/witness?key=K&option=V`` answers at once with the corpus's witness of ``K=V`` against the default
(the committed ``readings`` cases: the smallest input on which the two answer differently, confirmed by both
encodings when the corpus was built) and starts measuring how often the difference shows in random play (the
game's impact, as ``rulebook diff`` measures it, on :data:`SAMPLES` samples) in a separate process, off the
request path. Until that is done the answer says ``"impact": {"status": "measuring"}``; the page asks again. A
measurement that takes longer than :data:`TIME_BOUND` seconds is given up and says so; the server never waits for
it. One process measures, one reading at a time, so a page that asks for every reading queues them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Route

from rulebook.core.desk.api import DeskError, known_game
from rulebook.core.game import Game
from rulebook.core.register import readings_by_key
from rulebook.core.witnesses.errata import witness_pair

SAMPLES = 200
"""Random samples the desk's impact is measured on (``rulebook diff`` takes 2,000: the desk answers sooner)."""
SEED = 1
TIME_BOUND = 120.0
"""Seconds a measurement may take before the desk gives up on it."""


@dataclass
class Measurements:
    """The impact measurements started, by game, key and option, in one worker process started on first use."""

    started: dict[tuple[str, str, str], tuple[float, Future[list[str]]]] = field(default_factory=dict)
    pool: ProcessPoolExecutor | None = None

    def status(self, game: Game, key: str, option: str) -> dict[str, Any]:
        """The measurement of ``key=option``: started now if it was not, then measuring, done, failed or given up."""
        asked = (game.id, key, option)
        impact = game.readings.impact
        if impact is None:
            return {"status": "none", "reason": f"{game.title} measures no impact of its readings"}
        if asked not in self.started:
            if self.pool is None:
                self.pool = ProcessPoolExecutor(max_workers=1)
            base = game.reading()
            future = self.pool.submit(measure, impact, base, base.with_choices({key: option}))
            self.started[asked] = (time.monotonic(), future)
        since, future = self.started[asked]
        if not future.done():
            waited = time.monotonic() - since
            if waited > TIME_BOUND:
                return {"status": "gave up", "reason": f"not measured within {TIME_BOUND:.0f} s"}
            return {"status": "measuring", "seconds": round(waited, 1)}
        error = future.exception()
        if error is not None:
            return {"status": "failed", "reason": f"{type(error).__name__}: {error}"}
        return {"status": "done", "samples": SAMPLES, "lines": future.result()}

    def close(self) -> None:
        """Stop the worker process (a measurement under way is dropped)."""
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None


def measure(impact: Callable[[Any, Any, int, int], list[str]], base: Any, other: Any) -> list[str]:
    """How often ``other`` changes the answers against ``base``, in the game's words (run in the worker process)."""
    return list(impact(base, other, SAMPLES, SEED))


@cache
def corpora(game_id: str) -> Sequence[Any]:
    """The game's committed corpus, read once per process."""
    from rulebook.core.commands.errata import committed_corpora

    return tuple(committed_corpora(game_id))


MEASUREMENTS = Measurements()


def witness_answer(game: Game, key: str, option: str) -> dict[str, Any]:
    """The corpus's witness of ``key=option`` and the state of its impact measurement."""
    register = readings_by_key(game.id)
    if key not in register:
        raise DeskError(404, f"{game.id} has no reading {key!r}; readings: {', '.join(register)}")
    entry = register[key]
    if option not in entry.options:
        raise DeskError(400, f"reading {key!r} has no option {option!r}; options: {', '.join(entry.options)}")
    if option == entry.default:
        raise DeskError(400, f"{key}={option} is the default: name another option to see what it changes")
    pair = witness_pair(corpora(game.id), key, option)
    witness = None
    if pair is not None:
        shown = pair.shown
        witness = {
            "question": shown.question,
            "input": shown.input,
            "description": shown.description,
            "default_answer": None if pair.default_case is None else pair.default_case.expected,
            "other_answer": None if pair.other_case is None else pair.other_case.expected,
        }
    return {
        "key": key,
        "option": option,
        "default": entry.default,
        "witness": witness,
        "impact": MEASUREMENTS.status(game, key, option),
    }


async def witness(request: Request) -> JSONResponse:
    """``GET /api/<game>/witness?key=K&option=V``."""
    game = known_game(request, request.path_params["game"])
    key, option = request.query_params.get("key"), request.query_params.get("option")
    if not key or not option:
        raise DeskError(400, "name the reading as ?key=KEY&option=VALUE")
    found = witness_answer(game, key, option)
    return JSONResponse(found)


def witness_routes() -> list[BaseRoute]:
    """The route of :func:`witness` (before the API's catch-all ``/api/{game}/{command}``)."""
    return [Route("/api/{game}/witness", witness, methods=["GET"])]


__all__ = ["MEASUREMENTS", "SAMPLES", "TIME_BOUND", "Measurements", "measure", "witness_answer", "witness_routes"]
