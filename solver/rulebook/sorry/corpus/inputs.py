"""The inputs of the SORRY! questions, read from JSON: every malformed one is an :class:`InputError` naming it.

- ``moves``: ``{"pawns": {"R": ["12", "S2"], "B": []}, "card": "7", "turn": "R", "mode": "standard"}``: the
  position (:mod:`rulebook.sorry.position`), the card, the colour to move (by default the first colour in play)
  and the mode (``standard``, ``teams`` or ``points``; by default ``standard``; ``teams`` needs all four colours);
  the position is one of a game that goes on: no colour (team) has won (:func:`check_game_on`);
- ``score``: ``{"pawns": {...}}``: a finished points game's position;
- ``legal_actions``: ``{"state": <state JSON>}`` (``spec/sorry-state.schema.json``);
- ``apply``: ``{"state": <state JSON>, "action": "R 12-17"}`` (the texts of :mod:`rulebook.sorry.actions`).

A state is held to what a game can reach (:func:`rulebook.sorry.validate.check_state`), as the play commands hold it.

>>> moves_input({"pawns": {"R": ["12"], "B": []}, "card": "Sorry!"})[1:]
('sorry', 'R', 'standard')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.inputs import check_question_fields
from rulebook.core.play.validation import refuse_impossible
from rulebook.sorry.actions import Action, action_from_text
from rulebook.sorry.board import COLOURS, parse_colour
from rulebook.sorry.cards import parse_card
from rulebook.sorry.position import Position, position_from_json
from rulebook.sorry.reading import Reading
from rulebook.sorry.state import MODES, Mode, State, state_from_json
from rulebook.sorry.validate import check_state, position_problems

FIELDS: Mapping[str, tuple[str, ...]] = {
    "moves": ("pawns", "card", "turn", "mode"),
    "score": ("pawns",),
    "legal_actions": ("state",),
    "apply": ("state", "action"),
}
"""The fields each question's input may hold."""
OPTIONAL = ("turn", "mode")
"""The fields a question defaults: the first colour in play moves, in the standard game."""


def check_fields(data: Mapping[str, Any], question: str) -> None:
    """:class:`InputError` when ``data`` is no object of the question's fields (:data:`FIELDS`), or lacks one."""
    check_question_fields(data, question, FIELDS[question], OPTIONAL)


def mode_of(value: object, position: Position) -> Mode:
    """The mode named, checked against the colours in play (the team rules need all four)."""
    if value not in MODES:
        raise InputError(f"mode must be one of {', '.join(MODES)}")
    if value == "teams" and position.colours != COLOURS:
        raise InputError("the team rules need all four colours in play")
    return value


def check_game_on(position: Position, mode: str) -> None:
    """Refuse the position of a game already won: a colour (a team) with every pawn HOME moves no card any more.

    Rules ``sorry.game.win`` and ``sorry.team.win`` end the game there (:func:`rulebook.sorry.validate.won`).
    """
    refuse_impossible(position_problems(position, mode), "position")


def moves_input(data: Mapping[str, Any]) -> tuple[Position, str, str, Mode]:
    """The position, the card, the colour to move and the mode of a ``moves`` question."""
    check_fields(data, "moves")
    position = position_from_json(data["pawns"])
    card = parse_card(data["card"])
    turn_value = data.get("turn", position.colours[0])
    turn = parse_colour(turn_value) if isinstance(turn_value, str) else None
    if turn not in position.colours:
        raise InputError(f"turn must be a colour in play ({', '.join(position.colours)})")
    mode = mode_of(data.get("mode", "standard"), position)
    check_game_on(position, mode)
    return position, card, turn, mode


def score_input(data: Mapping[str, Any]) -> Position:
    """The position of a ``score`` question."""
    check_fields(data, "score")
    return position_from_json(data["pawns"])


def state_input(data: Mapping[str, Any], reading: Reading) -> State:
    """The state of a ``legal_actions`` question."""
    check_fields(data, "legal_actions")
    state = state_from_json(data["state"], reading.deck_cards)
    check_state(state, reading)
    return state


def apply_input(data: Mapping[str, Any], reading: Reading) -> tuple[State, Action | None]:
    """The state and the action of an ``apply`` question; ``None`` for text that is no action of the game.

    An action naming a card the deck does not have (``play 6: R 4-10``) is not refused as bad input: the rules
    refuse it, as they refuse any action not allowed in the state.
    """
    check_fields(data, "apply")
    text = data["action"]
    if not isinstance(text, str):
        raise InputError('the action is text such as "draw" or "R 12-17"')
    state = state_from_json(data["state"], reading.deck_cards)
    check_state(state, reading)
    try:
        return state, action_from_text(text)
    except InputError:
        return state, None


__all__ = ["FIELDS", "apply_input", "check_fields", "check_game_on", "moves_input", "score_input", "state_input"]
