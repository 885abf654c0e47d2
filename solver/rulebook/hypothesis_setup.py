"""Hypothesis's ``hypothesis`` entry point: every registered game's vocabulary types get their strategies.

Hypothesis runs :func:`_hypothesis_setup_hook` while it is being imported, in any environment where this package
is installed, so a user's test can ask ``st.from_type(Position)`` (or type a ``@given`` argument) and get valid
values of that game. The hook imports only the games' registrations and the vocabulary types they name
(``Game.strategy_types``, modules that do not import Hypothesis): a game's ``strategies.py`` imports Hypothesis
itself, so it is imported when ``st.from_type`` first resolves the type, never while Hypothesis is still loading.

Each type is registered with a function, not a strategy: Hypothesis checks a registered strategy at once (it asks
whether it is empty, which would build even an ``st.deferred`` one), and the hook may run while
``rulebook.core.mutation.strategies`` is itself half imported, as its first ``import hypothesis``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from rulebook.core.game import Game


def _strategy_of(game: Game, kind: type) -> Callable[[type], Any]:
    """The game's strategy of ``kind`` as ``st.register_type_strategy`` takes a function.

    Run when ``st.from_type`` resolves the type (the game's strategies module imported then).
    """

    def build(_asked: type) -> Any:
        from rulebook.core.mutation.strategies import strategies_of

        return strategies_of(game).types[kind]()

    return build


def _hypothesis_setup_hook() -> None:
    """Register the strategy of every vocabulary type each registered game names."""
    from hypothesis import strategies as st

    from rulebook.core.deferred import Deferred
    from rulebook.registry import games

    for game in games():
        for name in game.strategy_types:
            kind = cast(type, Deferred(name).resolve())  # a class, named as module:Name
            st.register_type_strategy(kind, _strategy_of(game, kind))
