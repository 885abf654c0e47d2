"""The Tien Zi Que strategies (issue 20): valid by construction, within their bounds, answered alike by both encodings.

The deck's copies are the rulebook's ("Contents": one card of each of the 36 coins, three of each of the five
Characters, three Tien Zi Que jokers), written here, not read from the strategies' code.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from rulebook.tzq.corpus.questions import engine_answer, model_answer
from rulebook.tzq.questions import QUESTIONS
from rulebook.tzq.reading import Reading
from rulebook.tzq.strategies import (
    cards,
    combination_inputs,
    combinations_inputs,
    hands,
    positions,
    score_inputs,
    score_piles,
    strategies,
)

FAST = settings(max_examples=30, deadline=None, database=None)


def within_the_deck(group: list[str]) -> bool:
    most = {"E": 3, "S": 3, "W": 3, "N": 3, "D": 3, "T": 3}
    return all(count <= most.get(kind, 1) for kind, count in Counter(group).items())


@FAST
@given(cards(min_size=2, max_size=9))
def test_groups_keep_their_bounds_and_the_deck(group: list[str]) -> None:
    assert 2 <= len(group) <= 9
    assert within_the_deck(group)


@FAST
@given(hands(), score_piles(), combinations_inputs())
def test_hands_and_piles_hold_five_and_the_sixth_card_keeps_the_deck(
    hand: list[str], pile: list[str], asked: dict[str, Any]
) -> None:
    assert len(hand) == len(pile) == len(asked["hand"]) == 5
    assert within_the_deck([*asked["hand"], asked["card"]])
    assert asked["from"] in ("draw", "discard")


@pytest.mark.parametrize(
    "build",
    [
        lambda: cards(min_size=-1),
        lambda: cards(min_size=3, max_size=2),
        lambda: cards(max_size=55),
        lambda: positions(min_steps=4, max_steps=1),
    ],
)
def test_bad_bounds_are_refused_as_hypothesis_refuses_them(build: Any) -> None:
    with pytest.raises(InvalidArgument):
        build()


@FAST
@given(positions(min_steps=1, max_steps=8))
def test_positions_keep_the_whole_deck(state: Any) -> None:
    from rulebook.tzq.state import state_json

    data = state_json(state)
    held = [*data["draw_pile"], *data["discard_pile"]]
    for player in data["players"]:
        held += [*player["hand"], *player["score_pile"]]
    assert within_the_deck(held)


@settings(max_examples=6, deadline=None, database=None)
@given(
    st.one_of(
        combination_inputs(max_size=4).map(lambda data: ("combination", data)),
        score_inputs().map(lambda data: ("score", data)),
    )
)
def test_the_model_agrees_with_the_engine_on_drawn_inputs(asked: tuple[str, dict[str, Any]]) -> None:
    question, data = asked
    assert model_answer(question, data, Reading()) == engine_answer(question, data, Reading())


def test_the_strategies_cover_every_question_and_count_cards() -> None:
    built = strategies()
    assert set(built.inputs) == set(QUESTIONS)
    assert built.size("combinations", {"hand": ["1a", "2a", "3a", "E", "T"], "card": "4a", "from": "draw"}) == 6
    # Hand-worked: player 1 to play holds four cards and has two on the score pile; player 0's do not count.
    state = {
        "turn": 1,
        "players": [{"hand": ["1a"] * 5, "score_pile": []}, {"hand": ["E", "S", "W", "N"], "score_pile": ["D", "T"]}],
    }
    assert built.size("legal_actions", {"state": state}) == 6
