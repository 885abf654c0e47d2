"""The registry: the games the tool serves, and the only place that names them.

Every command (``rulebook verify``, ``readings``, ``diff``, ``generate``, ``conform``, ``bench``, each game's
``check``) and the contract tests loop over :func:`games`. Adding a game is writing its package (with a ``game.py``
that builds its :class:`~rulebook.core.game.Game`) and one line in :data:`GAME_PACKAGES`.

The ids are the last part of each package's name, so :func:`game_ids` imports nothing, and :func:`game` imports the
one game asked for: ``rulebook <game> ...`` loads no other game's modules.
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


def game_ids() -> tuple[str, ...]:
    """The id of every registered game, in order: the last part of its package's name (nothing is imported)."""
    return tuple(package.rsplit(".", 1)[-1] for package in GAME_PACKAGES)


@cache
def _registered(package: str) -> Game:
    """The ``GAME`` of ``package``'s ``game.py``, held to be the Game whose id is the package's name."""
    found = import_module(f"{package}.game").GAME
    if not isinstance(found, Game) or package.rsplit(".", 1)[-1] != found.id:
        raise TypeError(f"{package}.game.GAME must be the Game whose id is the package's name")
    return found


def games() -> tuple[Game, ...]:
    """Every registered game, in order (importing every game's ``game.py``)."""
    return tuple(_registered(package) for package in GAME_PACKAGES)


def game(game_id: str) -> Game:
    """The registered game ``game_id``, importing that game's ``game.py`` alone.

    :class:`InputError` naming the games for any other id.
    """
    for package, registered_id in zip(GAME_PACKAGES, game_ids(), strict=True):
        if registered_id == game_id:
            return _registered(package)
    raise InputError(f"unknown game {game_id!r}; games: {', '.join(game_ids())}")


__all__ = ["GAME_PACKAGES", "game", "game_ids", "games"]
