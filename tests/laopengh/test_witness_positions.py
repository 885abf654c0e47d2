"""The positions the witness search of play readings tries can arise: each is reached from a deal by legal actions.

A position recording a verdict the placing rule refuses, or hands no deal leaves (one card each in round two, when
six are dealt), is a position no game reaches, and a witness on it tells nothing about the game (issues 42, 44).
The search's positions are played from the engine's deals (:mod:`rulebook.laopengh.readings.positions`); here each
is replayed from its deal, every action checked legal on the way, and the witnesses found on them are checked to be
among them.
"""

from __future__ import annotations

import pytest

from rulebook.laopengh.corpus.inputs import read_state
from rulebook.laopengh.engine.play import apply, legal_actions, new
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.readings import positions
from rulebook.laopengh.readings.diff import compare
from rulebook.laopengh.state import state_json
from rulebook.laopengh.validate import verdict_problems
from tests.committed import committed_corpora

HAND_SIZE = 6
"""Cards dealt to each player (rule ``laopengh.setup.deal``: "every player is dealt six")."""


def _replayed(position: positions.Reached) -> dict[str, object]:
    """The state the position's deal and actions lead to, each action checked legal where it is taken."""
    state = new(position.setup["players"], position.seed)
    assert all(len(hand) == HAND_SIZE for hand in state.hands)
    for text in position.actions:
        legal = {str(action): action for action in legal_actions(state)}
        assert text in legal, f"{text} is not legal on the way to a searched position"
        state = apply(state, legal[text])
    return state_json(state)


def test_every_searched_position_is_reached_from_a_deal_by_legal_actions() -> None:
    reached = positions.reached()
    assert len(reached) > 100
    for position in reached[:: max(1, len(reached) // 40)]:  # forty of them, spread over the games
        assert _replayed(position) == position.state
        assert position.state["open"], "a searched position has a placement open to accusation"


def test_the_candidates_are_the_reached_positions_with_their_legal_actions() -> None:
    states = {str(position.state) for position in positions.reached()}
    assert {str(candidate[1]["state"]) for candidate in positions.candidates()} == states
    sizes = [candidate[2] for candidate in positions.candidates()]
    assert sizes == sorted(sizes)


@pytest.mark.parametrize(
    "reading",
    ["suspicion.lowest=lowest-order", "suspicion.window=next-on-pile", "end.when=first-empty"],
)
def test_a_play_witness_is_a_position_reached_in_play(reading: str) -> None:
    key, option = reading.split("=")
    found = compare(Reading(), Reading.from_mapping({key: option}))
    assert found.input["state"] in [position.state for position in positions.reached()]  # type: ignore[attr-defined]
    assert "only inputs that can arise in play were tried" in found.found_by  # type: ignore[attr-defined]


def test_no_committed_play_case_records_a_verdict_the_placing_rule_refuses() -> None:
    # every state of the committed corpus (its inputs and the states its answers lead to), read under the case's
    # readings, passes the validator's verdict check
    checked = 0
    for corpus in committed_corpora("laopengh"):
        for case in corpus.cases:
            if case.question not in ("apply", "legal_actions"):
                continue
            reading = Reading.from_mapping(case.readings)
            states = [case.input["state"]]
            if case.question == "apply" and case.expected != {"refused": True}:
                states.append(case.expected)
            for state in states:
                assert verdict_problems(read_state(state, reading), reading) == [], case.id
                checked += 1
    assert checked > 40
