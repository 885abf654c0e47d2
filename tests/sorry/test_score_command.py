"""``rulebook sorry score``: the points game's scores, worked by hand from the rulebook, in text and JSON.

Rulebook "Variants: Playing for points (How to score)": 5 for each of one's own pawns in HOME; the winner also 5 for
each opponent pawn not in HOME, and 25 when no opponent has more than two pawns HOME, 50 when none has more than one,
100 when none has any (all added by default, reading ``points.bonus=cumulative``; the largest alone under
``best-only``). The corpus replay is ``tests/test_question_commands.py``.
"""

from __future__ import annotations

import json

import pytest

from tests.hostile import run_cli

RED_WINS = "R:home,home,home,home B:home,S2,10 Y:"
"""Red has all four HOME; blue one (and three out); yellow none (four in START)."""


def run(*argv: str) -> str:
    status, out, err = run_cli(["sorry", "score", *argv])
    assert status == 0 and err == "", err
    return out


def test_red_wins_with_its_own_pawns_the_opponents_out_and_the_bonuses() -> None:
    # Red: 4 x 5 = 20 for its pawns; blue's 3 and yellow's 4 pawns not HOME, 7 x 5 = 35; the most any opponent has
    # HOME is 1 (blue): 25 + 50 = 75. 20 + 35 + 75 = 130. Blue: 1 x 5 = 5. Yellow: 0.
    out = run(RED_WINS)
    assert "red wins: all 4 pawns in HOME [sorry.game.win]" in out and "[sorry.points.score]" in out
    assert "  red      130 = 20 for 4 pawns in HOME + 35 for 7 opponent pawns not in HOME + 75 bonus" in out
    assert "  blue       5 = 5 for 1 pawn in HOME" in out
    # Under points.bonus=best-only red's bonus is the 50 alone: 20 + 35 + 50 = 105, so that reading decides it.
    assert json.loads(run(RED_WINS, "--json")) == {
        "question": "score",
        "winner": "R",
        "scores": {"R": 130, "B": 5, "Y": 0},
        "decided_by": [
            {
                "reading": "points.bonus",
                "chosen": "cumulative",
                "other": "best-only",
                "answer": {"question": "score", "winner": "R", "scores": {"R": 105, "B": 5, "Y": 0}},
            }
        ],
    }


def test_only_the_largest_bonus_under_best_only() -> None:
    # The same, with 50 alone for the bonus: 20 + 35 + 50 = 105.
    found = json.loads(run(RED_WINS, "--json", "--reading", "points.bonus=best-only"))
    assert found["scores"]["R"] == 105


def test_no_opponent_pawn_home_earns_every_bonus() -> None:
    # Red 20 + blue's 4 out x 5 = 20 + 25 + 50 + 100 = 215.
    assert json.loads(run("R:home,home,home,home B:", "--json"))["scores"] == {"R": 215, "B": 0}


@pytest.mark.parametrize(
    ("position", "culprit"),
    [
        ("R:home,home B:", "the game is not over"),
        ("R:home,home,home,home B:home,home,home,home", "one winner"),
        ("R:home,home,home,home B:60", "60"),
        ("R:home,home,home,home X:", "X"),
    ],
)
def test_a_position_that_is_no_finished_game_is_refused_in_one_line(position: str, culprit: str) -> None:
    status, out, err = run_cli(["sorry", "score", position])
    assert status == 2 and out == "" and len(err.splitlines()) == 1 and culprit in err, err


def test_a_bad_line_of_a_batch_is_one_error_and_the_others_are_answered() -> None:
    good = json.dumps({"pawns": {"R": ["home"] * 4, "B": []}})
    status, out, err = run_cli(["sorry", "score", "--jsonl"], f"{good}\n[1\n{good}\n".encode())
    answers = [json.loads(line) for line in out.splitlines()]
    assert status == 2 and err == ""
    # Red 20 + 4 x 5 + 25 + 50 + 100 = 215; with the largest bonus alone (best-only) 20 + 20 + 100 = 140.
    best_only = {"question": "score", "winner": "R", "scores": {"R": 140, "B": 0}}
    decided = [{"reading": "points.bonus", "chosen": "cumulative", "other": "best-only", "answer": best_only}]
    assert (
        answers[0]
        == answers[2]
        == {"question": "score", "winner": "R", "scores": {"R": 215, "B": 0}, "decided_by": decided}
    )
    assert answers[1]["error"].startswith("line 2: ")
