"""Cross-check the points game's score: the Z3 model against the engine on every count of pawns HOME.

Rule ``sorry.points.score``: a score depends on how many pawns each colour has HOME, so the family is every
finished game of two to four colours with red the winner and each opponent holding 0 to 3 pawns HOME (the others
spread over START, the track and the safety zone), under both ``points.bonus`` options: 84 positions a reading.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.sorry.board import COLOURS, HOME
from rulebook.sorry.crosscheck.encodings import ScoreFunction, engine_score, model_score, reading_words, readings_over
from rulebook.sorry.position import Position, make_position
from rulebook.sorry.reading import Reading


@dataclass(frozen=True)
class ScoreCase:
    """A finished game and the reading it is scored under."""

    position: Position
    reading: Reading

    def words(self) -> str:
        """The question in words, for a disagreement's report."""
        return f"{self.position.as_text()} ({reading_words(self.reading)})"


def finished_positions() -> list[Position]:
    """Every finished game of 2-4 colours, red the winner, each opponent with 0-3 pawns HOME.

    An opponent's pawns not HOME are one on its own safety square S1 (a place that scores nothing) and the rest in
    START.
    """
    found = []
    for opponents in (1, 2, 3):
        for homes in product(range(4), repeat=opponents):
            pawns: dict[str, list[str]] = {"R": [HOME] * 4}
            for colour, home in zip(COLOURS[1:], homes, strict=False):
                pawns[colour] = [HOME] * home + ["S1"]
            found.append(make_position(pawns))
    return found


def score_cases() -> Iterator[ScoreCase]:
    """Every finished position under both bonus readings."""
    for reading in readings_over(("points.bonus",)):
        for position in finished_positions():
            yield ScoreCase(position, reading)


def score_total() -> int:
    """The questions of the family."""
    return len(finished_positions()) * 2


class ScoreComparison:
    """The model's and the engine's score of one finished game (a test hands it a broken encoding)."""

    def __init__(self, model: ScoreFunction = model_score, engine: ScoreFunction = engine_score) -> None:
        self.model = model
        self.engine = engine

    def __call__(self, case: ScoreCase) -> list[Disagreement]:
        """The disagreement on one finished game, if any."""
        by_model = self.model(case.position, case.reading)
        by_engine = self.engine(case.position, case.reading)
        if by_model == by_engine:
            return []
        size = sum(p != "start" for _, places in case.position.pawns for p in places)
        return [Disagreement(size, case.words(), "score", str(by_model), str(by_engine))]


__all__ = ["ScoreCase", "ScoreComparison", "finished_positions", "score_cases", "score_total"]
