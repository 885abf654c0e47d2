"""SORRY! conformance cases about the points game's score, each worked by hand.

Family ``score_rulebook``. Each case gives a finished points game's position (the winner has all four pawns HOME)
and the scores worked out in its ``why`` from "Playing for points, How to score": every player 5 per pawn HOME; the
winner also 5 per opponent pawn not HOME, and 25 if no opponent has more than two pawns HOME, 50 if none has more
than one, 100 if none has any — added up (reading ``points.bonus=cumulative``) or only the best
(``best-only``). A position that is not a finished game — no colour, or two, with all four pawns HOME
("Winning") — has no score: the engine must refuse it (:data:`~rulebook.core.corpus.cases.INPUT_ERROR`).
"""

from __future__ import annotations

from typing import Any

from rulebook.core.corpus.cases import INPUT_ERROR, Case, Corpus, Outcome
from rulebook.core.errors import InputError
from rulebook.sorry.corpus.case_builder import ENCODINGS, GAME, CaseDisagreementError, rulebook_case
from rulebook.sorry.position import Position, position_from_text

SCORE = "sorry.points.score"
WIN = "sorry.game.win"
HOW = "Variants, Playing for points (How to score)"

CASES: tuple[tuple[Any, ...], ...] = (
    # id, description, position, scores (board order), why, readings
    (
        "score-one-opponent-home",
        "one opponent with a pawn HOME: the 25 and the 50, not the 100",
        "R:home,home,home,home B:home,S2,10 Y:",
        {"R": 130, "B": 5, "Y": 0},
        f"{HOW}: red 4 x 5 = 20 for its own pawns, 5 x 7 = 35 for blue's three and yellow's four pawns not HOME; the "
        "most any opponent has HOME is 1, so 25 (no more than two) and 50 (no more than one) hold, 100 (none) does "
        "not: 20 + 35 + 75 = 130. Blue 5 for its one pawn HOME, yellow 0.",
        None,
    ),
    (
        "score-one-opponent-home-best-only",
        "the same game when only the best bonus counts",
        "R:home,home,home,home B:home,S2,10 Y:",
        {"R": 105, "B": 5, "Y": 0},
        f"{HOW}: as before, but only the largest bonus that holds, 50: 20 + 35 + 50 = 105.",
        {"points.bonus": "best-only"},
    ),
    (
        "score-shutout",
        "no opponent pawn HOME: every bonus",
        "R:home,home,home,home B:",
        {"R": 215, "B": 0},
        f"{HOW}: 20 for red's pawns, 5 x 4 = 20 for blue's, and 25 + 50 + 100 = 175: 215.",
        None,
    ),
    (
        "score-shutout-best-only",
        "no opponent pawn HOME, only the best bonus",
        "R:home,home,home,home B:",
        {"R": 140, "B": 0},
        f"{HOW}: 20 + 20 + 100 = 140.",
        {"points.bonus": "best-only"},
    ),
    (
        "score-no-bonus",
        "an opponent with three pawns HOME: no bonus",
        "R:home,home,home,home B:home,home,10,11 Y:home,home,home,S1",
        {"R": 35, "B": 10, "Y": 15},
        f"{HOW}: yellow has three pawns HOME, more than two, so no bonus holds: red 20 + 5 x (2 + 1) = 35; blue 10, "
        "yellow 15.",
        None,
    ),
    (
        "score-two-home-twenty-five",
        "the most HOME is two: only the 25",
        "R:home,home,S1 B:home,home,home,home",
        {"R": 10, "B": 55},
        f"{HOW}: blue wins: 20 for its pawns, 5 x 2 = 10 for red's two not HOME, 25 as red has no more than two HOME, "
        "50 and 100 not: 55. Red 10.",
        None,
    ),
    (
        "score-no-bonus-best-only",
        "an opponent with three pawns HOME, only the best bonus: still no bonus",
        "R:home,home,home,home B:home,home,10,11 Y:home,home,home,S1",
        {"R": 35, "B": 10, "Y": 15},
        f"{HOW}: yellow has three pawns HOME, so none of the 25, 50 or 100 holds and the best of no bonus is none: "
        "red 20 + 5 x (2 + 1) = 35; blue 10, yellow 15.",
        {"points.bonus": "best-only"},
    ),
)

REFUSED: tuple[tuple[str, str, str, str], ...] = (
    # id, description, position, why
    (
        "score-game-not-over",
        "no colour has all four pawns HOME: the game is not over, there is no score",
        "R:home,home,home,10 B:home,S2",
        f"Winning: the game ends when a player has all four pawns in HOME; red has three, blue one, so the game goes "
        f"on and there is nothing to score ({HOW}): the input is refused.",
    ),
    (
        "score-two-winners",
        "two colours with all four pawns HOME: no game ends that way",
        "R:home,home,home,home B:home,home,home,home",
        "Winning: the first player with all four pawns HOME wins and the game ends there, so no finished game has "
        "two colours with four pawns HOME: the input is refused.",
    ),
)


def build(row: tuple[Any, ...]) -> Case:
    """One case from a row of :data:`CASES`."""
    case_id, description, pawns, scores, why, readings = row
    position = position_from_text(pawns)
    winner = next(colour for colour, places in position.pawns if all(p == "home" for p in places))
    expected = {"winner": winner, "scores": scores}
    given = {"pawns": position.as_json()}
    outcome: Outcome = "accepts" if bonus(position) else "refuses"
    return rulebook_case(case_id, description, "score", (SCORE,), outcome, given, why, expected, readings)


def refused(row: tuple[str, str, str, str]) -> Case:
    """A case of :data:`REFUSED`: a position that is no finished game, which both encodings must refuse."""
    case_id, description, pawns, why = row
    given = {"pawns": position_from_text(pawns).as_json()}
    for encoding in (ENCODINGS.engine, ENCODINGS.model):
        try:
            answer = encoding("score", given, {})
        except InputError:
            continue
        raise CaseDisagreementError(f"case {case_id}: no finished game, yet an encoding answers {answer}")
    return Case(case_id, description, "score", (SCORE, WIN), "refuses", given, dict(INPUT_ERROR), "rulebook", why)


def bonus(position: Position) -> bool:
    """Whether a winner's bonus holds: no opponent has more than two pawns HOME (the case grants the bonus rows)."""
    return max(places.count("home") for colour, places in position.pawns if places.count("home") < 4) <= 2


def score_rulebook() -> Corpus:
    """Family ``score_rulebook``: the points game's scores, worked by hand."""
    return Corpus(
        GAME,
        "score_rulebook",
        "the points game's score, worked by hand",
        tuple(build(r) for r in CASES) + tuple(refused(r) for r in REFUSED),
    )


__all__ = ["CASES", "REFUSED", "score_rulebook"]
