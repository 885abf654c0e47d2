"""The states the witness search of SORRY!'s readings of play tries can arise: each is reached from a setup.

A built state with a pawn on square 12 and no card ever discarded, or a points game's hands no deal gives, is a
state no game reaches, and a witness on it tells nothing about the game (issue 44). The search's states are played
from the engine's setups (:mod:`rulebook.sorry.readings.positions`); here each is replayed from its setup, every
action checked legal on the way, and the witnesses found on them are checked to be among them.
"""

from __future__ import annotations

import pytest

from rulebook.sorry.engine.play import apply, legal_actions, new
from rulebook.sorry.reading import Reading
from rulebook.sorry.readings import positions
from rulebook.sorry.readings.diff import compare
from rulebook.sorry.state import state_json


def _replayed(position: positions.Reached) -> dict[str, object]:
    """The state the position's setup and actions lead to, each action checked legal where it is taken."""
    state = new(positions.PLAYERS, position.setup["mode"], position.seed)  # type: ignore[arg-type]
    for text in position.actions:
        legal = {action.as_text(): action for action in legal_actions(state)}
        assert text in legal, f"{text} is not legal on the way to a searched state"
        state = apply(state, legal[text])
    return state_json(state)


def test_every_searched_state_is_reached_from_a_setup_by_legal_actions() -> None:
    reached = positions.reached()
    assert {position.setup["mode"] for position in reached} == {"standard", "points"}
    for position in reached[:: max(1, len(reached) // 40)]:  # forty of them, spread over the games
        assert _replayed(position) == position.state


@pytest.mark.parametrize("reading", ["two.draw-again=no", "points.two=no-extra", "points.swap-discard=must-swap"])
def test_a_play_witness_is_a_state_reached_in_play(reading: str) -> None:
    key, option = reading.split("=")
    found = compare(Reading(), Reading.from_mapping({key: option}))
    assert found.input["state"] in [position.state for position in positions.reached()]  # type: ignore[attr-defined]
    assert "only inputs that can arise in play were tried" in found.found_by  # type: ignore[attr-defined]
