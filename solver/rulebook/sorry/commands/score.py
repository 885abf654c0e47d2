"""``rulebook sorry score``: the scores of a points game that has ended (the corpus's ``score`` question).

Rulebook "Variants: Playing for points (How to score)": when one colour has all four pawns in HOME
(``sorry.game.win``), every colour scores for its own pawns in HOME, and the winner also for the opponents' pawns
not in HOME and a bonus by how few pawns the best opponent brought HOME (``sorry.points.score``, reading
``points.bonus``). The position is written as for ``rulebook sorry moves`` (:mod:`rulebook.sorry.position`); the
JSON answer is the corpus's, ``{"winner", "scores"}``; the text names the rules.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import CheckCommand
from rulebook.sorry.board import HOME, PAWNS
from rulebook.sorry.commands.describe import colour_name
from rulebook.sorry.corpus.inputs import score_input
from rulebook.sorry.position import POSITION_HINT, Position, position_from_text

WIN = "sorry.game.win"
SCORE = "sorry.points.score"

SCORE_EXAMPLES = f"""\
examples:
  rulebook sorry score "R:home,home,home,home B:home,S2,10 Y:"     red wins; blue scores its one pawn HOME
  rulebook sorry score "R:home,home,home,home B:"                  no opponent pawn HOME: every bonus
  rulebook sorry score "R:home,home,home,home B:" --reading points.bonus=best-only
                                                                   only the largest bonus
  rulebook sorry score "R:S1,home B:home,home,home,home" --json
  echo '{{"pawns": {{"R": ["home", "home", "home", "home"], "B": []}}}}' | rulebook sorry score --jsonl

notation: {POSITION_HINT}. One colour must have all four pawns in HOME: the game is over.
JSON lines take the field pawns ({{"R": ["home", ...], "B": [...]}}).
Exit status 2 on bad input (no colour or two colours with four pawns HOME, two pawns of one colour on a square, a
fifth pawn, square 60).
"""


@dataclass(frozen=True)
class ScoreAnswer:
    """A finished position and the engine's ``{"winner", "scores"}``."""

    position: Position
    result: dict[str, Any]


def pawns_home(count: int) -> str:
    """``1 pawn in HOME``, ``no pawn in HOME``."""
    return "no pawn in HOME" if count == 0 else f"{count} pawn{'' if count == 1 else 's'} in HOME"


def score_text(answer: ScoreAnswer) -> str:
    """The winner, then every colour's score: its pawns in HOME, and the winner's other points and bonus."""
    from rulebook.sorry.engine.score import PER_OPPONENT_PAWN_OUT, PER_PAWN_HOME

    winner = answer.result["winner"]
    homes = {colour: places.count(HOME) for colour, places in answer.position.pawns}
    lines = [
        f"{answer.position.as_text()} · the points game is over",
        f"{colour_name(winner)} wins: all {homes[winner]} pawns in HOME [{WIN}]",
        f"scores [{SCORE}]:",
    ]
    for colour, points in answer.result["scores"].items():
        own = PER_PAWN_HOME * homes[colour]
        shown = f"{own} for {pawns_home(homes[colour])}"
        if colour == winner:
            out = sum(PAWNS - count for other, count in homes.items() if other != winner)
            bonus = points - own - PER_OPPONENT_PAWN_OUT * out
            pawns = f"{out} opponent pawn{'' if out == 1 else 's'}"
            shown += f" + {PER_OPPONENT_PAWN_OUT * out} for {pawns} not in HOME + {bonus} bonus"
        lines.append(f"  {colour_name(colour):<7} {points:>4} = {shown}")
    return "\n".join(lines)


class ScoreCommand(CheckCommand[Position, ScoreAnswer]):
    """``rulebook sorry score``: the points game's scores when it ends (the corpus's ``score``)."""

    name = "score"
    help = "the points game's scores, once one colour has all four pawns HOME"
    description = "Score a finished SORRY! points game: the winner and every colour's points, with rule ids."
    examples = SCORE_EXAMPLES
    fields = ("pawns",)
    no_input = 'give a POSITION (e.g. "R:home,home,home,home B:10") or --jsonl'
    requests = "positions"
    input_names = "POSITION argument"
    example_args = ("R:home,home,home,home B:",)
    example: Mapping[str, Any] = {"pawns": {"R": ["home", "home", "home", "home"], "B": []}}
    example_reading = "points.bonus=best-only"
    bad_example: Mapping[str, Any] = {"pawns": {"R": ["home"], "B": []}}
    bad_args = ("R:home B:",)

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The final position."""
        parser.add_argument(
            "words", nargs="*", metavar="POSITION", help='where the pawns stand: "R:home,home,home,home B:10,S2"'
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """A POSITION."""
        return bool(args.words)

    def from_args(self, args: argparse.Namespace, reading: Any) -> Position:
        """The position of the command line (one argument or several)."""
        return position_from_text(" ".join(args.words))

    def from_json(self, data: Mapping[str, Any], reading: Any) -> Position:
        """The corpus's ``score`` input (:func:`rulebook.sorry.corpus.inputs.score_input`)."""
        return score_input(data)

    def answer(self, request: Position, reading: Any) -> ScoreAnswer:
        """The engine's scores (:func:`rulebook.sorry.engine.score.score`)."""
        from rulebook.sorry.engine.score import score

        return ScoreAnswer(request, score(request, reading))

    def as_json(self, answer: ScoreAnswer) -> dict[str, Any]:
        """``{"winner", "scores"}``, the corpus's answer."""
        return dict(answer.result)

    def as_text(self, answer: ScoreAnswer) -> str:
        """:func:`score_text`."""
        return score_text(answer)

    def question(self, request: Position, answer: ScoreAnswer) -> str:
        """``score``."""
        return "score"


SCORE_COMMAND = ScoreCommand()

__all__ = ["SCORE_COMMAND", "ScoreAnswer", "ScoreCommand", "score_text"]
