"""The questions of the FORBIDDEN conformance corpus, answered by the engine and, where it covers them, the model.

Each question maps a JSON input to a JSON answer (``spec/case.schema.json`` describes them):

- ``hand``: a hand question (``{"hand", "laid", "table_forbidden"}``, the ``rulebook forbidden check --jsonl``
  line) → ``{"may_cheng", "cheng_score", "other_score"}`` (Sections 5 and 7, Scoring);
- ``discards``: the same input → ``{"cheng_discards": [...]}``, every multiset of 0 up to the reading's limit of
  hand cards after whose discard the hand may go Cheng, each as its cards in deck order (``forbidden.cheng.discard``);
- ``position``: the same input → ``{"position": bool}``: can the deck produce these cards (Section 2)?
- ``legal-actions``: ``{"state"}`` → ``{"legal_actions": [...]}``, the text forms, sorted; a state no game reaches is
  refused (:func:`checked_state`, or a phase waiting for an action that offers none), as the play commands refuse it;
- ``apply``: ``{"state", "action"}`` → ``{"state": ...}`` after the action, or ``{"refused": true}``; a state the
  validator refuses is refused (:func:`checked_state`), while one that offers no action refuses every action;
- ``new-game``: ``{"players", "order"}`` → ``{"state": ...}``, the first deal from the cards in that order.

The answers are the engine's; :func:`model_answer` gives the Z3 model's for the questions it encodes (hand and
discards), so that no expected answer is written that the two encodings do not both give. The model answers the
hand question with :meth:`~rulebook.forbidden.model.hand.Model.scores`: the three numbers the answer holds, found
as :meth:`~rulebook.forbidden.model.hand.Model.analyse` finds them, without the arrangements no answer shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from rulebook.core.corpus.question_answers import applied_or_refused, unknown_question
from rulebook.core.errors import InputError
from rulebook.core.play.validation import check_offers_action, refuse_impossible
from rulebook.forbidden.actions import parse_action
from rulebook.forbidden.cards import Cards, format_cards, parse_cards
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.engine.play import IllegalActionError, apply, legal_actions
from rulebook.forbidden.engine.round import deal
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.questions import MODEL_QUESTIONS, QUESTIONS
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import IDLE_PHASES, MAX_PLAYERS, MIN_PLAYERS, State, state_from_json, state_json
from rulebook.forbidden.validate import violations


@cache
def _engine(reading: Reading) -> Engine:
    return Engine(reading)


@cache
def _model(reading: Reading) -> Model:
    return Model(reading)


def hand_query(data: Mapping[str, Any]) -> HandQuery:
    """The hand question of a case's input (:class:`InputError` for cards the deck cannot give)."""
    return parse_query(str(data.get("hand", "")), list(data.get("laid", [])), int(data.get("table_forbidden", 0)))


def checked_state(data: Any) -> State:
    """The state of a ``legal-actions`` or ``apply`` question, one a game can reach.

    The check is :func:`rulebook.forbidden.validate.violations`, as in the play commands.
    """
    state = state_from_json(data)
    refuse_impossible(violations(state))
    return state


def new_game_input(data: Mapping[str, Any]) -> tuple[int, tuple[str, ...]]:
    """The players and the cards' order of a ``new-game`` question; :class:`InputError` naming a bad field.

    Checked here, not left to the deal: a count of 0 players or of a hundred digits, or an order that is no list of
    cards, would otherwise fail inside it with a Python error instead of a refusal.
    """
    players, order = data.get("players"), data.get("order")
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InputError(f'"players" must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}')
    if not isinstance(order, list) or not all(isinstance(card, str) for card in order):
        raise InputError('"order" must be a list of cards, the deck in the order it is dealt')
    return players, tuple(order)


def engine_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The engine's answer to ``question`` about ``data`` under ``reading``."""
    if question == "position":
        try:
            _engine(reading).analyse(hand_query(data))
        except InputError:
            return {"position": False}
        return {"position": True}
    if question == "hand":
        verdict = _engine(reading).analyse(hand_query(data))
        return {"may_cheng": verdict.may_cheng, "cheng_score": verdict.cheng_score, "other_score": verdict.other_score}
    if question == "discards":
        options = _engine(reading).discards(hand_query(data))
        return {"cheng_discards": sorted(" ".join(option.discards) for option in options)}
    if question == "legal-actions":
        state = checked_state(data["state"])
        actions = legal_actions(state, reading)
        check_offers_action(state.phase, IDLE_PHASES, lambda: actions)
        return {"legal_actions": sorted(str(action) for action in actions)}
    if question == "apply":
        state = checked_state(data["state"])
        action = parse_action(str(data["action"]))
        # the rules refuse it (a deal's cards are checked as input)
        return applied_or_refused(
            lambda: {"state": state_json(apply(state, action, reading))}, (IllegalActionError, InputError)
        )
    if question == "new-game":
        players, order = new_game_input(data)
        rules = reading.variant_two_player == "yes"
        return {"state": state_json(deal((0,) * players, 0, Cards.empty(), order, 1, rules))}
    raise unknown_question(question, QUESTIONS)


def model_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any | None:
    """The Z3 model's answer, or ``None`` for a question the model does not answer."""
    if question == "hand":
        scores = _model(reading).scores(hand_query(data))
        return {"may_cheng": scores.may_cheng, "cheng_score": scores.cheng_score, "other_score": scores.other_score}
    if question == "discards":
        options = _model(reading).discards(hand_query(data))
        return {"cheng_discards": sorted(" ".join(option.discards) for option in options)}
    return None


def hand_input(hand: str, laid: tuple[str, ...] = (), table_forbidden: int = 0) -> dict[str, Any]:
    """A hand question's input, its cards written in deck order."""
    return {
        "hand": format_cards(parse_cards(hand)) if hand else "",
        "laid": [format_cards(parse_cards(cards)) for cards in laid],
        "table_forbidden": table_forbidden,
    }


__all__ = ["MODEL_QUESTIONS", "QUESTIONS", "checked_state", "engine_answer", "hand_input", "hand_query", "model_answer"]
