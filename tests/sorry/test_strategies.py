"""The SORRY! strategies (issue 20): valid by construction, within their bounds, answered alike by both encodings.

Validity is judged against the board as the rulebook gives it ("The board": 60 track squares, five safety squares a
colour, four pawns a colour) and against the position reader, not against the strategies' own code.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from rulebook.sorry.corpus.questions import engine_answer, model_answer
from rulebook.sorry.position import Position, position_from_json
from rulebook.sorry.questions import QUESTIONS
from rulebook.sorry.reading import Reading
from rulebook.sorry.state import state_json
from rulebook.sorry.strategies import (
    apply_inputs,
    finished_positions,
    legal_actions_inputs,
    moves_inputs,
    positions,
    score_inputs,
    size,
    states,
    strategies,
)

FAST = settings(max_examples=30, deadline=None, database=None)


def _off_start(position: Position) -> list[tuple[str, str]]:
    return [(colour, place) for colour, places in position.pawns for place in places if place != "start"]


@FAST
@given(positions(min_players=3, max_players=3, min_size=2, max_size=6))
def test_positions_keep_the_board_and_their_bounds(position: Position) -> None:
    assert len(position.colours) == 3
    pawns = _off_start(position)
    assert 2 <= len(pawns) <= 6
    track = [place for _, place in pawns if place.isdigit()]
    assert len(track) == len(set(track))  # one pawn a track square
    safety = [(colour, place) for colour, place in pawns if place.startswith("S")]
    assert len(safety) == len(set(safety))  # one pawn of a colour a safety square
    assert all(0 <= int(place) <= 59 for place in track)
    assert all(1 <= int(place[1:]) <= 5 for _, place in safety)
    assert position_from_json(position.as_json()) == position


@FAST
@given(positions(min_size=9))
def test_positions_bring_in_enough_colours_for_their_size(position: Position) -> None:
    assert len(position.colours) >= 3  # nine pawns out of START need three colours of four pawns
    assert len(_off_start(position)) >= 9


@FAST
@given(moves_inputs(positions(min_players=4, max_players=4), card=st.just("7")))
def test_moves_inputs_take_their_position_and_card(data: dict[str, Any]) -> None:
    assert data["card"] == "7"
    assert list(data["pawns"]) == ["R", "B", "Y", "G"]
    assert data["turn"] in data["pawns"]
    assert engine_answer("moves", data, Reading()) is not None


@FAST
@given(states(modes=("teams",), min_steps=1, max_steps=6))
def test_team_states_are_played_by_four(state: Any) -> None:
    assert state.mode == "teams"
    assert len(state.seats) == 4
    assert engine_answer("legal_actions", {"state": state_json(state)}, Reading()) is not None


@FAST
@given(finished_positions())
def test_a_finished_points_game_has_one_winner(position: Position) -> None:
    all_home = [colour for colour, places in position.pawns if places.count("home") == 4]
    assert len(all_home) == 1


@pytest.mark.parametrize(
    "build",
    [
        lambda: positions(min_players=1),
        lambda: positions(max_players=5),
        lambda: positions(min_size=4, max_size=3),
        lambda: positions(max_size=17),
        lambda: positions(max_players=2, min_size=9),  # two colours hold eight pawns
        lambda: states(modes=("teams",), max_players=3),  # the team game is played by four
        lambda: states(modes=()),
        lambda: states(modes=("chess",)),  # type: ignore[arg-type]
        lambda: states(min_steps=3, max_steps=2),
    ],
)
def test_bad_bounds_are_refused_as_hypothesis_refuses_them(build: Any) -> None:
    with pytest.raises(InvalidArgument):
        build().example()


@pytest.mark.parametrize(
    ("question", "inputs"),
    [
        ("moves", moves_inputs),
        ("score", score_inputs),
        ("legal_actions", legal_actions_inputs),
        ("apply", apply_inputs),
    ],
)
def test_the_engine_answers_every_drawn_input(question: str, inputs: Any) -> None:
    @FAST
    @given(inputs())
    def answered(data: dict[str, Any]) -> None:
        answer = engine_answer(question, data, Reading())
        assert answer is not None
        if question == "apply":
            assert answer != {"refused": True} or data["action"] == "draw"

    answered()


@settings(max_examples=8, deadline=None, database=None)
@given(st.one_of(moves_inputs().map(lambda data: ("moves", data)), score_inputs().map(lambda data: ("score", data))))
def test_the_model_agrees_with_the_engine_on_drawn_inputs(asked: tuple[str, dict[str, Any]]) -> None:
    question, data = asked
    assert model_answer(question, data, Reading()) == engine_answer(question, data, Reading())


@FAST
@given(states(min_players=2, max_players=2, modes=("points",), min_steps=1, max_steps=5))
def test_states_are_played_from_a_new_game_of_the_deck(state: Any) -> None:
    assert state.seats == ("R", "Y")  # two players sit opposite (rulebook "Setting up")
    held = Counter([*state.draw, *state.discard, *(card for hand in state.hands for card in hand)])
    if state.card is not None:
        held[state.card] += 1
    assert sum(held.values()) == 45  # the standard deck: 45 cards, each in exactly one place
    assert held["1"] == 5 and held["sorry"] == 4  # five 1s, four Sorry! cards (wave2-facts: the 45-card deck)


def test_the_strategies_cover_every_question_and_count_pawns_out_of_start() -> None:
    built = strategies()
    assert set(built.inputs) == set(QUESTIONS)
    # Hand-worked: red has pawns on 4 and in HOME, blue on S2; the other five pawns are in START.
    data = {"pawns": {"R": ["4", "home"], "B": ["S2"]}, "card": "1"}
    assert built.size("moves", data) == 3
    assert size("score", {"pawns": {"R": ["home"] * 4, "B": []}}) == 4
