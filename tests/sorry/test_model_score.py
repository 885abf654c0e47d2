"""The Z3 model of the points game's score (rule sorry.points.score, reading points.bonus).

Expected scores are worked out by hand from the rulebook (Variants, Playing for points, How to score: 5 a pawn
HOME for everyone; the winner 5 for each opponent pawn not HOME, 25 if no opponent has more than two pawns HOME,
50 if none more than one, 100 if none any) and docs/sorry-contract.md (worked example 10); none from the code's output.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.sorry.model.score import score as model_score
from rulebook.sorry.model.score import shape
from rulebook.sorry.position import position_from_text
from rulebook.sorry.reading import Reading

CUMULATIVE = Reading()
BEST_ONLY = Reading(points_bonus="best-only")
WON = "home,home,home,home"


def score(position: str, reading: Reading = CUMULATIVE) -> dict[str, Any]:
    return model_score(position_from_text(position), reading)


def test_example_10_cumulative() -> None:
    # R: 4 HOME = 20; opponents' pawns not HOME: B 3 + Y 4 = 7, 35; m = 1 (B): 25 and 50 hold, 100 does not: 130.
    # B: 1 HOME = 5. Y: 0.
    assert score(f"R:{WON} B:home,S2,10 Y:") == {"winner": "R", "scores": {"R": 130, "B": 5, "Y": 0}}


def test_example_10_best_only() -> None:
    # the largest bonus that holds is 50: 20 + 35 + 50
    assert score(f"R:{WON} B:home,S2,10 Y:", BEST_ONLY) == {"winner": "R", "scores": {"R": 105, "B": 5, "Y": 0}}


@pytest.mark.parametrize(
    ("reading", "red"),
    [
        # no opponent pawn HOME (m = 0): 20 + 5 * 4 + 25 + 50 + 100
        (CUMULATIVE, 215),
        # best-only: 20 + 20 + 100
        (BEST_ONLY, 140),
    ],
)
def test_no_opponent_pawn_home(reading: Reading, red: int) -> None:
    assert score(f"R:{WON} B:10", reading) == {"winner": "R", "scores": {"R": red, "B": 0}}


@pytest.mark.parametrize("reading", [CUMULATIVE, BEST_ONLY])
def test_an_opponent_with_three_home_leaves_no_bonus(reading: Reading) -> None:
    # m = 3: no bonus. R = 20 + 5 * 1 (B's pawn on S1) = 25; B = 15
    assert score(f"R:{WON} B:home,home,home,S1", reading) == {"winner": "R", "scores": {"R": 25, "B": 15}}


@pytest.mark.parametrize("reading", [CUMULATIVE, BEST_ONLY])
def test_two_home_leaves_the_twenty_five_only(reading: Reading) -> None:
    # B has 2 HOME, Y 1: m = 2, only the 25 holds (either reading). Not HOME: B 2 + Y 3 = 5, so 25.
    # R = 20 + 25 + 25 = 70; B = 10; Y = 5
    assert score(f"R:{WON} B:home,home Y:home", reading) == {
        "winner": "R",
        "scores": {"R": 70, "B": 10, "Y": 5},
    }


def test_the_winner_need_not_be_red() -> None:
    # green wins against red (1 HOME) and blue (none): m = 1: 25 + 50. Not HOME: 3 + 4 = 7, 35. G = 20 + 35 + 75
    assert score(f"R:home,5 B:S5 G:{WON}") == {"winner": "G", "scores": {"R": 5, "B": 0, "G": 130}}


@pytest.mark.parametrize("position", ["R:home,home,home B:", "R: B:", f"R:{WON} B:{WON}"])
def test_a_position_without_exactly_one_winner_is_an_input_error(position: str) -> None:
    with pytest.raises(InputError):
        score(position)


def test_the_score_is_one_tracked_rule() -> None:
    assert set(shape().rule_literals) == {"sorry.points.score"}
