"""Functions imported on their first call, so that a game's registration costs nothing until a command uses it.

A game's ``game.py`` hands the core its encodings' entry points (``engine_answer``, ``model_answer``, ...). Importing
them where the game is registered would load the Z3 model, numpy and the engine's tables for ``rulebook --help``;
:func:`deferred` names the function instead, and imports its module the first time it is called.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


class Deferred:
    """The function ``module:name``, imported on the first call and then called directly."""

    def __init__(self, target: str) -> None:
        module, separator, name = target.partition(":")
        if not separator or not module or not name:
            raise ValueError(f"deferred target {target!r} is not 'module:function'")
        self.module, self.name = module, name
        self._function: Callable[..., Any] | None = None

    def resolve(self) -> Callable[..., Any]:
        """The function itself (importing its module once)."""
        if self._function is None:
            self._function = getattr(import_module(self.module), self.name)
        return self._function

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Call the function with these arguments."""
        return self.resolve()(*args, **kwargs)

    def __repr__(self) -> str:
        return f"deferred({self.module}:{self.name})"


def deferred(target: str) -> Callable[..., Any]:
    """``deferred("package.module:function")``: a stand-in for the function that imports it when first called."""
    return Deferred(target)


__all__ = ["Deferred", "deferred"]
