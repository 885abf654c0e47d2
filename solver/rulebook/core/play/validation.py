"""Refusing a state that cannot arise in a game: every problem a game's validator finds, in one line.

A game's validator (``<game>/validate.py``) lists every reason a position cannot arise in a game; a state read from
a user goes through :func:`state_check` of it, which refuses an impossible state with one
:class:`~rulebook.core.errors.InputError` naming every problem (exit status 2, like any other bad input).

>>> check = state_check(lambda n: [] if n >= 0 else ["negative", "odd"] if n % 2 else ["negative"])
>>> check(3)
>>> check(-3)
Traceback (most recent call last):
...
rulebook.core.errors.InputError: impossible state: 2 problems: negative; odd
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from rulebook.core.errors import InputError

S = TypeVar("S")


def refuse_impossible(problems: Sequence[str]) -> None:
    """Raise one :class:`InputError` naming every problem, when there is any."""
    if problems:
        count = f"{len(problems)} problem" + ("" if len(problems) == 1 else "s")
        raise InputError(f"impossible state: {count}: {'; '.join(problems)}")


def state_check(violations: Callable[[S], Sequence[str]]) -> Callable[[S], None]:
    """The check that refuses a state with any of ``violations``' problems (:func:`refuse_impossible`)."""

    def check_state(state: S) -> None:
        """Refuse a state that cannot arise in a game with one :class:`InputError` naming every problem."""
        refuse_impossible(violations(state))

    return check_state


__all__ = ["refuse_impossible", "state_check"]
