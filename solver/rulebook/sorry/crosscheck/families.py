"""The cross-check families of ``rulebook verify`` for SORRY!: the Z3 model against the engine.

* **one pawn against one** (:mod:`.moves`): a red and a blue pawn each on every place of the board, every card,
  under the default reading and each other option of the move readings (all with ``--exhaustive``, a seeded
  sample otherwise);
* **crowded positions** (:mod:`.moves`): random positions of two to four colours and up to four pawns each, in
  every mode, under random combinations of the move and team readings;
* **positions met in play** (:mod:`.moves`): every card to be moved by in seeded random games;
* **the score** (:mod:`.score`): every count of pawns HOME of a finished points game, both bonus readings.

The course of play (drawing, the 2's second draw, the points game's hand, winning) is the engine's alone; the
simulator's invariants (``rulebook sorry simulate``) and hand-worked corpus cases check it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from rulebook.core.game import VerifyBudget
from rulebook.core.verify.crosscheck import Family
from rulebook.sorry.crosscheck.moves import (
    MovesComparison,
    crowded_cases,
    game_cases,
    pair_cases,
    pair_positions,
    pair_readings,
)
from rulebook.sorry.crosscheck.score import ScoreComparison, score_cases, score_total

STANDARD_PAIRS = 150
"""One-against-one questions a reading in the standard run (``make run``, ``make test``)."""
CROWDED = (300, 5_000)
"""Crowded positions: the standard and the exhaustive run."""
GAMES = (3, 20)
"""Random games whose cards both encodings move by: the standard and the exhaustive run."""
MOVES_PER_GAME = 90
"""About how many cards a random game moves by (the progress bar's total only)."""


def families(budget: VerifyBudget) -> list[Family[Any]]:
    """Every family of ``rulebook verify`` for SORRY! at ``budget``."""
    readings = len(pair_readings())
    pairs = None if budget.exhaustive else STANDARD_PAIRS
    per_reading = len(pair_positions()) * 11 if pairs is None else pairs
    crowded = CROWDED[budget.exhaustive]
    games = GAMES[budget.exhaustive]
    which = "every place" if pairs is None else f"{pairs} sampled places"
    return [
        Family(
            f"sorry: one red pawn against one blue, {which}, every card, {readings} readings",
            partial(pair_cases, pairs, budget.seed),
            per_reading * readings,
            MovesComparison(),
        ),
        Family(
            f"sorry: {crowded} random crowded positions, every mode, random readings",
            partial(crowded_cases, crowded, budget.seed),
            crowded,
            MovesComparison(),
        ),
        Family(
            f"sorry: every card moved by in {games} random games, every mode",
            partial(game_cases, games, budget.seed),
            games * MOVES_PER_GAME,
            MovesComparison(),
        ),
        Family(
            "sorry: the score of every count of pawns HOME, both bonus readings",
            score_cases,
            score_total(),
            ScoreComparison(),
        ),
    ]


__all__ = ["families"]
