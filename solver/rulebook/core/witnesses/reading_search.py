"""The comparison of two readings of a game, for the witness search (:mod:`rulebook.core.witnesses.witness_search`).

A game's ``rulebook diff`` asks, of inputs given as ``(question, input, size)`` triples, the engine's answer under
each reading (an input one reading refuses outright answers ``{"error": ...}``), and confirms the witness with the
Z3 model wherever the model answers the question: a disagreement between the encodings is a bug and stops the
search. The game gives its search families for the keys compared, its answer functions and the words of its
questions (:func:`reading_comparison`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.reading import ReadingValue
from rulebook.core.register import compared_keys, readings_by_key
from rulebook.core.witnesses.witness_search import Comparison, Family

Candidate = tuple[str, dict[str, Any], int]
"""One input to try: its question, its JSON form and its size."""
Answer = Callable[[str, Mapping[str, Any], Any], Any]
"""A game's ``engine_answer`` or ``model_answer``: ``(question, input, reading) -> answer``."""
Reachable = Callable[[str, Mapping[str, Any], Any], bool]
"""Whether an input can arise in play under a reading: ``(question, input, reading) -> bool``."""


def answered(answer: Answer, question: str, data: Mapping[str, Any], reading: Any) -> Any:
    """``answer``'s answer, or ``{"error": ...}`` for an input the reading refuses outright (a deck it lacks)."""
    try:
        return answer(question, data, reading)
    except InputError as error:
        return {"error": str(error)}


def confirmed(
    model: Answer,
    engine_only: Collection[str],
    candidate: Candidate,
    sides: Sequence[tuple[Any, Any]],
) -> tuple[str, ...]:
    """Who confirms a witness: the engine alone for its own questions, else both once the model agrees.

    ``sides``: each reading with the engine's answer under it. A model answering otherwise raises.
    """
    question, data, _ = candidate
    if question in engine_only:
        return ("engine",)
    for reading, expected in sides:
        by_model = answered(model, question, data, reading)
        if by_model != expected:
            raise RuntimeError(f"the engine and the Z3 model disagree on {data}: {expected} vs {by_model}")
    return ("engine", "model")


def state_reachable(read: Callable[[Mapping[str, Any], Any], Any]) -> Reachable:
    """Reachability of a game whose positions are checked by its state validator.

    An input holding a ``state`` can arise under a reading when ``read`` (the game's reader of a question's state,
    which holds it to the validator: :func:`rulebook.core.play.validation.state_check`) takes ``{"state": ...}``
    without an :class:`InputError`; an input without a state (a hand, a placement, a score pile) is a question, not
    a position, and always can.
    """

    def reachable(question: str, data: Mapping[str, Any], reading: Any) -> bool:
        if "state" not in data:
            return True
        try:
            read({"state": data["state"]}, reading)
        except InputError:
            return False
        return True

    return reachable


def reading_comparison(
    game: str,
    base: ReadingValue,
    other: ReadingValue,
    *,
    families: Callable[[Sequence[str]], tuple[Family[Candidate], ...]],
    engine: Answer,
    model: Answer,
    question_words: Mapping[str, str],
    engine_only: Collection[str],
    units: tuple[str, str],
    reachable: Reachable | None = None,
    reachability: str = "",
) -> Comparison[Candidate]:
    """The core's comparison of two readings of ``game`` over the families the keys compared need.

    ``reachable`` (``(question, input, reading) -> bool``): whether an input can arise in play under a reading; the
    search tries only inputs that can under at least one of the two readings (a game played by that reading reaches
    it; the other's answer may be that it cannot arise, which is the difference: a deck one reading does not hold),
    and ``reachability`` says how it is decided.
    """
    keys, _ = compared_keys(game, base.as_mapping(), other.as_mapping())
    chosen, others = base.as_mapping(), other.as_mapping()
    register = readings_by_key(game)
    return Comparison(
        subject=", ".join(keys),
        base=", ".join(f"{key}={chosen[key]}" for key in keys),
        other=", ".join(f"{key}={others[key]}" for key in keys),
        rules=tuple(dict.fromkeys(rule for key in keys for rule in register[key].rules)),
        families=families(keys),
        answers=lambda candidate: (
            answered(engine, candidate[0], candidate[1], base),
            answered(engine, candidate[0], candidate[1], other),
        ),
        input_of=lambda candidate: candidate[1],
        question_of=lambda candidate: f"{candidate[0]}: {question_words[candidate[0]]}",
        confirm=lambda candidate, first, second: confirmed(
            model, engine_only, candidate, ((base, first), (other, second))
        ),
        units=units,
        reachable=None
        if reachable is None
        else lambda candidate: (
            reachable(candidate[0], candidate[1], base) or reachable(candidate[0], candidate[1], other)
        ),
        reachability=reachability,
    )


__all__ = ["Answer", "Candidate", "Reachable", "answered", "confirmed", "reading_comparison", "state_reachable"]
