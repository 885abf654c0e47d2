"""Grow the smallest difference into a whole position of play: the witness a player could hold.

A search for the smallest witness (:mod:`~rulebook.core.witnesses.witness_search`, or a game's own) finds the fewest
cards on which two rule sets answer differently: two cards, say, where a player always holds thirteen or fourteen.
The smallest difference says *where* the rule sets part; a player checking the ruling at the table needs a position
that can arise. The game states what a whole position is (:class:`Whole`: in words, and as the positions holding a
given input, in the order to try them: the input with whole sets added, for a hand), and :func:`grown` asks each of
them under both rule sets until one still tells them apart. That one becomes the witness's input, answered and
confirmed again like any witness; the smallest difference stays beside it (:attr:`Witness.part`), with what its
minimality rests on. When none of the positions tried keeps the difference, the witness stays the smallest
difference and says so (:attr:`Witness.whole`), never a position that was not checked.

Nothing here knows a game: positions are the game's items, answers its JSON-ready answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from itertools import islice
from typing import Any, Generic, TypeVar

from rulebook.core.witnesses.witness import Witness

T = TypeVar("T")

TRIES = 200
"""The most whole positions asked under both rule sets before the search gives up (each is two engine answers)."""


@dataclass(frozen=True)
class Whole(Generic[T]):
    """What a whole position of play is for a game's inputs, and the positions holding a given input."""

    noun: str
    """The kind of position, singular: ``whole hand``."""
    words: str
    """Why such a position can arise, with the rulebook's sections: ``14 cards in all (13 dealt, 1 drawn)``."""
    positions: Callable[[T], Iterable[T]]
    """The whole positions holding an input, in the order to try them (the input itself first when it is whole)."""
    size_of: Callable[[T], int]
    """A position's size, in the witness's units."""
    tries: int = TRIES


@dataclass(frozen=True)
class Asked(Generic[T]):
    """How to ask a position: both rule sets' answers, its JSON form, and the second encoding."""

    answers: Callable[[T], tuple[Any, Any]]
    """Both answers (JSON-ready); an input a rule set refuses must come back as an answer, not raise."""
    input_of: Callable[[T], dict[str, Any]]
    confirm: Callable[[T, Any, Any], tuple[str, ...]] | None = None
    """Both answers again from another encoding: who confirmed them (raises when an encoding disagrees)."""


def grown(witness: Witness, item: T, whole: Whole[T], asked: Asked[T]) -> Witness:
    """``witness`` (found on ``item``) as the first whole position holding ``item`` on which the rule sets differ.

    The witness's input, size and answers become the position's, confirmed by the second encoding where there is
    one; its ``part`` is the smallest difference. When ``item`` is whole already, only ``whole`` is filled in; when
    no position tried differs, the witness is returned with ``whole`` saying so.
    """
    tried = 0
    for position in islice(whole.positions(item), whole.tries):
        tried += 1
        first, second = asked.answers(position)
        if first == second:
            continue
        data = asked.input_of(position)
        if data == witness.input:
            return replace(witness, whole=f"a {whole.noun} as found: {whole.words}")
        confirmed = ("engine",) if asked.confirm is None else asked.confirm(position, first, second)
        return replace(
            witness,
            input=data,
            size=whole.size_of(position),
            base_answer=first,
            other_answer=second,
            confirmed_by=confirmed,
            part=witness.input,
            part_size=witness.size,
            whole=f"a {whole.noun}: {whole.words}",
        )
    reason = "no" if tried == 0 else f"none of the first {tried:,}"
    return replace(
        witness,
        whole=f"not a {whole.noun}: {reason} {whole.noun} holding it ({whole.words}) keeps the difference",
    )


__all__ = ["TRIES", "Asked", "Whole", "grown"]
