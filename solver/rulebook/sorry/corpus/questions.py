"""The questions of the SORRY! conformance corpus, answered by the engine and by the Z3 model (JSON in and out).

- ``moves``: ``{"pawns", "card", "turn", "mode"}`` → ``{"moves": [...]}``: every legal move of the card, each with
  the rule that allows it and the position it leads to (:meth:`rulebook.sorry.verdict.Option.as_json`), a ``pass``
  when the rules allow one (rules ``sorry.start.exit``, ``sorry.card.*``, ``sorry.move.*``, ``sorry.team.partners``);
- ``score``: ``{"pawns"}`` → ``{"winner", "scores"}`` (rule ``sorry.points.score``);
- ``legal_actions``: ``{"state"}`` → the sorted texts of the legal actions;
- ``apply``: ``{"state", "action"}`` → the next state (:func:`rulebook.sorry.state.state_json`), or
  ``{"refused": true}`` for an action the rules do not allow there.

The inputs are read by :mod:`rulebook.sorry.corpus.inputs` (a position or a state no game reaches is refused) before
either encoding sees them, so both answer the same question; the engine's ``legal_actions`` also refuses a state whose
phase waits for an action and that offers none (as the play commands do; ``apply`` refuses every action there). The Z3
model encodes the moves and the score; the course of a game (drawing, the second draw of a 2, the hand of the points
game, the end) is the engine's alone (spec: ``encoded_by = ["engine"]``), and its cases are checked against hand-worked
answers instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.question_answers import applied_or_refused, refused, unknown_question
from rulebook.core.play.validation import check_offers_action
from rulebook.sorry.corpus.inputs import apply_input, moves_input, score_input, state_input
from rulebook.sorry.questions import QUESTIONS
from rulebook.sorry.reading import Reading
from rulebook.sorry.state import IDLE_PHASES


def engine_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The engine's answer to ``question`` about ``data`` under ``reading``."""
    if question == "moves":
        from rulebook.sorry.engine.moves import moves

        return {"moves": [option.as_json() for option in moves(*moves_input(data), reading)]}
    if question == "score":
        from rulebook.sorry.engine.score import score

        return score(score_input(data), reading)
    if question == "legal_actions":
        from rulebook.sorry.engine.play import legal_actions

        state = state_input(data, reading)
        actions = legal_actions(state, reading)
        check_offers_action(state.phase, IDLE_PHASES, lambda: actions)
        return sorted(action.as_text() for action in actions)
    if question == "apply":
        from rulebook.sorry.engine.play import IllegalActionError, apply
        from rulebook.sorry.state import state_json

        state, action = apply_input(data, reading)
        if action is None:  # no action of the game (a card the deck lacks): the rules refuse it
            return refused()
        return applied_or_refused(lambda: state_json(apply(state, action, reading)), IllegalActionError)
    raise unknown_question(question, QUESTIONS)


def model_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The Z3 model's answer to ``moves`` and ``score``; ``None`` for the course of play, which it does not encode."""
    if question == "moves":
        from rulebook.sorry.model.moves import moves

        return {"moves": [option.as_json() for option in moves(*moves_input(data), reading)]}
    if question == "score":
        from rulebook.sorry.model.score import score

        return score(score_input(data), reading)
    if question in ("legal_actions", "apply"):
        return None
    raise unknown_question(question, QUESTIONS)


__all__ = ["engine_answer", "model_answer"]
