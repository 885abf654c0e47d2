"""The questions of the Lao Pengh conformance corpus, answered by the engine and by the Z3 model (JSON in and out).

- ``place``: ``{"piles", "pile", "card"}`` → the placement's judgement (:meth:`rulebook.laopengh.verdict.Placement
  .as_json`): whether it is legal, the deciding rule, the piles the card fits, whether it is a move at all, and how
  an accusation of it would end (rules ``laopengh.place.match``, ``.no-triple``, ``.free``, ``.illegal``,
  ``laopengh.joker.runs``, ``laopengh.suspicion.accuse``);
- ``order``: ``{"revealed"}`` → ``{"orders": [[...], ...]}``, every order in which the players who revealed a card
  may place, each a list of players (rules ``laopengh.round.order``, ``laopengh.round.lone-dragon``);
- ``legal_actions``: ``{"state"}`` → the sorted texts of the legal actions;
- ``apply``: ``{"state", "action"}`` → the next state (:func:`rulebook.laopengh.state.state_json`; play has no
  chance after the deal, so the whole state is decided), or ``{"refused": true}`` for an action the rules do not
  allow there.

The inputs are read by :mod:`rulebook.laopengh.corpus.inputs` (a state no game reaches is refused) before either
encoding sees them, so both answer the same question; the engine's ``legal_actions`` also refuses a state whose phase
waits for an action and that offers none (as the play commands do; ``apply`` refuses every action there). The Z3 model
encodes the judgement of a placement (and so of an accusation) and the order of play; the course of a game (revealing,
the cards an accusation hands out, the end) is the engine's alone (spec: ``encoded_by = ["engine"]``), and its cases are
checked against hand-worked answers instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.question_answers import applied_or_refused, unknown_question
from rulebook.core.play.validation import check_offers_action
from rulebook.laopengh.corpus.inputs import apply_input, order_input, place_input, state_input
from rulebook.laopengh.questions import QUESTIONS
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import IDLE_PHASES


def engine_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The engine's answer to ``question`` about ``data`` under ``reading``."""
    if question == "place":
        from rulebook.laopengh.engine.placement import judge

        piles, pile, card = place_input(data, reading)
        return judge(piles, pile, card, reading).as_json()
    if question == "order":
        from rulebook.laopengh.engine.order import orders

        return {"orders": [list(order) for order in orders(order_input(data, reading), reading)]}
    if question == "legal_actions":
        from rulebook.laopengh.engine.play import legal_actions

        state = state_input(data, reading)
        actions = legal_actions(state, reading)
        check_offers_action(state.phase, IDLE_PHASES, lambda: actions)
        return sorted(str(action) for action in actions)
    if question == "apply":
        from rulebook.laopengh.engine.play import IllegalActionError, apply
        from rulebook.laopengh.state import state_json

        state, action = apply_input(data, reading)
        return applied_or_refused(lambda: state_json(apply(state, action, reading)), IllegalActionError)
    raise unknown_question(question, QUESTIONS)


def model_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The Z3 model's answer to ``place`` and ``order``; ``None`` for the course of play, which it does not encode."""
    if question == "place":
        from rulebook.laopengh.model.placement import judge

        piles, pile, card = place_input(data, reading)
        return judge(piles, pile, card, reading).as_json()
    if question == "order":
        from rulebook.laopengh.model.order import orders

        return {"orders": [list(order) for order in orders(order_input(data, reading), reading)]}
    if question in ("legal_actions", "apply"):
        return None
    raise unknown_question(question, QUESTIONS)


__all__ = ["engine_answer", "model_answer"]
