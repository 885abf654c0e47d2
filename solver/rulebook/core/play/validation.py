"""Refusing a state that cannot arise in a game: every problem a game's validator finds, in one line.

A game's validator (``<game>/validate.py``) lists every reason a position cannot arise in a game; a state read from
a user goes through :func:`state_check` of it, which refuses an impossible state with one
:class:`~rulebook.core.errors.InputError` naming every problem (exit status 2, like any other bad input). The check
takes the reading the state is read under, the same two arguments in every game (some games' decks and rules of a
position depend on it); a game whose positions no reading changes wraps its validator with :func:`reading_free`.

What a validator cannot say without the engine is said here once for every game: a state whose phase waits for an
action offers one (:func:`no_action_problems`; the simulators check it after every action, the play commands and
the corpus questions of a state before they answer).

>>> check = state_check(reading_free(lambda n: [] if n >= 0 else ["negative", "odd"] if n % 2 else ["negative"]))
>>> check(3, None)
>>> check(-3, None)
Traceback (most recent call last):
...
rulebook.core.errors.InputError: impossible state: 2 problems: negative; odd
>>> no_action_problems("place", ("over",), list)
['no legal action in phase place']
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence, Sized
from typing import Any, TypeVar

from rulebook.core.errors import InputError

S = TypeVar("S")
R = TypeVar("R")


def refuse_impossible(problems: Sequence[str], what: str = "state") -> None:
    """Raise one :class:`InputError` naming every problem, when there is any (``what``: the thing refused)."""
    if problems:
        count = f"{len(problems)} problem" + ("" if len(problems) == 1 else "s")
        raise InputError(f"impossible {what}: {count}: {'; '.join(problems)}")


def state_check(problems: Callable[[S, R], Sequence[str]]) -> Callable[[S, R], None]:
    """The check that refuses a state read under a reading with any of ``problems``' (:func:`refuse_impossible`)."""

    def check_state(state: S, reading: R) -> None:
        """Refuse a state that cannot arise in a game with one :class:`InputError` naming every problem."""
        refuse_impossible(problems(state, reading))

    return check_state


def reading_free(violations: Callable[[S], Sequence[str]]) -> Callable[[S, Any], Sequence[str]]:
    """A validator that needs no reading (the game's positions are the same under all), in the two-argument form."""

    def problems(state: S, reading: Any) -> Sequence[str]:
        return violations(state)

    return problems


def no_action_problems(phase: str, idle_phases: Collection[str], legal: Callable[[], Sized]) -> list[str]:
    """The problem of a state in ``phase`` that offers no legal action though the phase waits for one; else none.

    ``idle_phases`` are the phases in which no player's action is due (the game over; a round over, where a game
    deals the next by chance); ``legal`` lists the state's legal actions, asked only in another phase.
    """
    return [] if phase in idle_phases or len(legal()) else [f"no legal action in phase {phase}"]


def check_offers_action(phase: str, idle_phases: Collection[str], legal: Callable[[], Sized]) -> None:
    """Refuse a state in ``phase`` that offers no legal action though the phase waits for one.

    The problem is :func:`no_action_problems`', the refusal :func:`refuse_impossible`'s.
    """
    refuse_impossible(no_action_problems(phase, idle_phases, legal))


__all__ = ["check_offers_action", "no_action_problems", "reading_free", "refuse_impossible", "state_check"]
