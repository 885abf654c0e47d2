"""The ties a SORRY! answer keeps between its own fields: each planted contradiction is named, a sound answer is not.

The sound answers are worked by hand: red on 4 with an 11 goes to 15 or swaps with blue on 20
(``rulebook sorry moves "R:4 B:20" 11``); when the eleven forward is blocked, the swap may be declined. The
points game's score of red with four pawns HOME against blue with one is red's 20 and the winner's 5 for each of
blue's three pawns not HOME, before any bonus.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.sorry.corpus.consistency import answer_problems

BOARD_AFTER = {"R": ["start", "start", "start", "15"], "B": ["start", "start", "start", "20"]}
SWAPPED = {"R": ["start", "start", "start", "20"], "B": ["4", "start", "start", "start"]}
FORWARD = {"move": "R 4-15", "rule": "sorry.card.eleven", "parts": [{"pawn": "R", "from": "4", "to": "15"}]}
SWAP = {"move": "R 4 swap B 20", "rule": "sorry.card.eleven", "parts": [{"pawn": "R", "from": "4", "to": "20"}]}
DECLINE = {"move": "pass", "rule": "sorry.card.eleven", "parts": [], "position": BOARD_AFTER}
LOST = {"move": "pass", "rule": "sorry.move.must", "parts": [], "position": BOARD_AFTER}
SOUND_MOVES = {"moves": [{**FORWARD, "position": BOARD_AFTER}, {**SWAP, "position": SWAPPED}]}
SOUND_DECLINE = {"moves": [{**SWAP, "position": SWAPPED}, DECLINE]}


def test_sound_answers_have_no_problem() -> None:
    assert answer_problems("moves", SOUND_MOVES) == []
    assert answer_problems("moves", SOUND_DECLINE) == []
    assert answer_problems("moves", {"moves": [LOST]}) == []
    assert answer_problems("score", {"winner": "R", "scores": {"R": 35, "B": 5}}) == []
    assert answer_problems("legal_actions", ["draw"]) == []
    assert answer_problems("apply", {"refused": True}) == []


def test_a_finished_game_offers_no_action_and_a_refused_input_has_no_answer() -> None:
    # Winning: nothing is played once the game is over; a case expecting its input refused holds {"error": true}
    assert answer_problems("legal_actions", []) == []
    assert answer_problems("score", {"error": True}) == []
    assert answer_problems("moves", {"error": True}) == []


@pytest.mark.parametrize(
    ("question", "answer", "words"),
    [
        ("moves", {"moves": []}, "no option at all"),
        ("moves", {"moves": [{**FORWARD, "position": BOARD_AFTER}, LOST]}, "listed beside moves"),
        ("moves", {"moves": [DECLINE]}, "no move to decline"),
        ("moves", {"moves": [{**LOST, "rule": "sorry.card.four"}]}, "a pass is the lost turn"),
        ("moves", {"moves": [{**FORWARD, "position": BOARD_AFTER}] * 2}, "listed twice"),
        ("moves", {"moves": [{**FORWARD, "parts": [], "position": BOARD_AFTER}]}, "at least one part"),
        (
            "moves",
            {"moves": [{**FORWARD, "parts": [{"pawn": "R", "from": "4", "to": "4"}], "position": BOARD_AFTER}]},
            "from one place to another",
        ),
        ("moves", {"moves": [{**FORWARD, "position": {"R": ["15"], "B": []}}]}, "4 pawns of each colour"),
        ("score", {"winner": "Y", "scores": {"R": 35, "B": 5}}, "not among the colours scored"),
        ("score", {"winner": "B", "scores": {"R": 35, "B": 5}}, "scores more than every other"),
        ("legal_actions", ["draw", "draw"], "distinct texts"),
        ("apply", {"phase": "over", "winners": []}, "winners exactly when the game is over"),
        ("order", {}, "unknown question"),
    ],
)
def test_each_contradiction_is_named(question: str, answer: Any, words: str) -> None:
    problems = answer_problems(question, answer)
    assert any(words in problem for problem in problems), problems
