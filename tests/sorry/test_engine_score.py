"""The engine's score of a finished points game, worked by hand from "Variants: Playing for points (How to score)".

Every colour: 5 a pawn HOME. The winner also: 5 a pawn of the opponents not HOME, then with m the most pawns HOME
of any one opponent, +25 if m <= 2, +50 if m <= 1, +100 if m == 0; under points.bonus=best-only only the largest.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.sorry.engine.score import score
from rulebook.sorry.position import position_from_text
from rulebook.sorry.reading import Reading

CUMULATIVE = Reading()
BEST_ONLY = Reading(points_bonus="best-only")
WON = "home,home,home,home"


def scores(text: str, reading: Reading = CUMULATIVE) -> dict[str, Any]:
    return score(position_from_text(text), reading)


def test_the_contract_example_both_readings() -> None:
    # docs/sorry-contract.md, worked example 10: R all HOME; B has one HOME (5) and S2, 10, START out; Y none.
    # R: 4 * 5 = 20, opponents' pawns out 3 + 4 = 7, 35; m = 1: 25 and 50 (not 100) -> 130; best-only: the 50
    # alone -> 105.
    text = f"R:{WON} B:home,S2,10 Y:"
    assert scores(text) == {"winner": "R", "scores": {"R": 130, "B": 5, "Y": 0}}
    assert scores(text, BEST_ONLY) == {"winner": "R", "scores": {"R": 105, "B": 5, "Y": 0}}


def test_no_opponent_home() -> None:
    # m = 0: all three bonuses, 175 (best-only 100). R 20 + 8 out * 5 = 60.
    assert scores(f"R:{WON} B:S1 Y:") == {"winner": "R", "scores": {"R": 235, "B": 0, "Y": 0}}
    assert scores(f"R:{WON} B:S1 Y:", BEST_ONLY) == {"winner": "R", "scores": {"R": 160, "B": 0, "Y": 0}}


def test_two_and_three_home() -> None:
    # m = 2 (blue): 25 only, either reading. R 20 + 2 out * 5 + 25 = 55, B 10.
    expected = {"winner": "R", "scores": {"R": 55, "B": 10}}
    assert scores(f"R:{WON} B:home,home,5,6") == expected
    assert scores(f"R:{WON} B:home,home,5,6", BEST_ONLY) == expected
    # m = 3: no bonus. R 20 + 1 out * 5 = 25, B 15.
    assert scores(f"R:{WON} B:home,home,home") == {"winner": "R", "scores": {"R": 25, "B": 15}}


def test_the_winner_need_not_be_red_and_colours_are_in_board_order() -> None:
    # Y wins against R (1 HOME) and G (2 HOME): m = 2, 25. Y 20 + (3 + 2) * 5 + 25 = 70; R 5, G 10.
    result = scores(f"R:home G:home,home,S5 Y:{WON}")
    assert result == {"winner": "Y", "scores": {"R": 5, "Y": 70, "G": 10}}
    assert list(result["scores"]) == ["R", "Y", "G"]


def test_a_game_not_over_or_with_two_winners_is_refused() -> None:
    with pytest.raises(InputError, match="not over"):
        scores("R:home,home,home,S5 B:home")
    with pytest.raises(InputError, match="one winner"):
        scores(f"R:{WON} B:{WON}")
