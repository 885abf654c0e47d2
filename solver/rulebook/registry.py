"""The registry: the games the tool serves, and the only place that names them.

Every command (``rulebook verify``, ``readings``, ``diff``, ``generate``, ``conform``, ``bench``, each game's
``check``) and the contract tests loop over :func:`games`. Adding a game is writing its package (with a ``game.py``
that builds its :class:`~rulebook.core.game.Game`) and one line in :data:`GAME_PACKAGES`.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module

from rulebook.core.errors import InputError
from rulebook.core.game import Game

GAME_PACKAGES = (
    "rulebook.forbidden",
    "rulebook.mahjong",
    "rulebook.tzq",
    "rulebook.laopengh",
    "rulebook.sorry",
)
"""Each game's package, in the order the tool lists them; each holds ``game.py`` with its ``GAME``."""


@cache
def games() -> tuple[Game, ...]:
    """Every registered game, in order."""
    found = tuple(import_module(f"{package}.game").GAME for package in GAME_PACKAGES)
    for package, game in zip(GAME_PACKAGES, found, strict=True):
        if not isinstance(game, Game) or package.rsplit(".", 1)[-1] != game.id:
            raise TypeError(f"{package}.game.GAME must be the Game whose id is the package's name")
    return found


def game_ids() -> tuple[str, ...]:
    """The id of every registered game, in order."""
    return tuple(game.id for game in games())


def game(game_id: str) -> Game:
    """The registered game ``game_id``; :class:`InputError` naming the games for any other."""
    for found in games():
        if found.id == game_id:
            return found
    raise InputError(f"unknown game {game_id!r}; games: {', '.join(game_ids())}")


__all__ = ["GAME_PACKAGES", "game", "game_ids", "games"]
