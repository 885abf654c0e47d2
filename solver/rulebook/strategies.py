"""Hypothesis strategies of every registered game's inputs, by game id (the public entry to them).

Each game's own module holds its strategies under their names (``rulebook.<game>.strategies``: hands, score piles,
pile tops, positions, states, ...); this module reaches any of them by the game's id and question, as the corpus
names them, and adds reading choices and whole requests::

    from hypothesis import given
    from rulebook.strategies import inputs, readings

    @given(inputs("GAME", "QUESTION"), readings("GAME"))
    def test_my_engine_answers(data, reading):
        assert my_engine.answer("QUESTION", data, reading.changed()) is not None

Every input is valid by construction (this project's engine answers it); a reading is the game's reading value
(``.changed()`` gives the ``key=value`` choices the conformance protocol sends).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.core.mutation import strategies as core
from rulebook.core.reading import ReadingValue
from rulebook.registry import game


def inputs(game_id: str, question: str) -> st.SearchStrategy[dict[str, Any]]:
    """Valid inputs of ``question`` of game ``game_id``, in the corpus's JSON form.

    >>> from hypothesis import find
    >>> from rulebook.registry import game_ids
    >>> first = game_ids()[0]
    >>> isinstance(find(inputs(first, game(first).questions[0]), lambda data: True), dict)
    True
    """
    built = core.strategies_of(game(game_id))
    if question not in built.inputs:
        raise InputError(f"{game_id} has no question {question!r}; questions: {', '.join(built.inputs)}")
    return built.inputs[question]()


def readings(
    game_id: str, *, keys: Sequence[str] | None = None, fixed: Mapping[str, str] | None = None
) -> st.SearchStrategy[ReadingValue]:
    """Reading values of game ``game_id``: ``keys`` (all by default) drawn, each shrinking to its default.

    >>> from hypothesis import find
    >>> from rulebook.registry import game_ids
    >>> find(readings(game_ids()[0]), lambda reading: True).changed()  # the smallest: every default
    {}
    """
    return core.readings(game(game_id).reading, keys=keys, fixed=fixed)


def requests(game_id: str, *, questions: Sequence[str] | None = None) -> st.SearchStrategy[core.Request]:
    """Whole requests of game ``game_id`` (question, input, reading), as ``rulebook fuzz`` asks them."""
    return core.requests(game(game_id), questions=questions)


def size(game_id: str, question: str, data: Mapping[str, Any]) -> int:
    """What a witness's size counts for an input of ``question`` (the game's unit: cards, tiles, squares)."""
    return core.strategies_of(game(game_id)).size(question, data)


__all__ = ["inputs", "readings", "requests", "size"]
