"""SORRY! points — the engine: the scores of a points game that has ended (rule ``sorry.points.score``).

Rulebook "Variants: Playing for points (How to score)", in this module's words (the numbers are
``spec/sorry.toml`` ``[points]``):

- The game is over when one colour, the winner, has all four pawns in HOME (rule ``sorry.game.win``); a position
  where none has, or where two have, is not a final position (:class:`InputError`).
- Every colour in play scores 5 for each of its pawns in HOME.
- The winner also scores 5 for each opponent pawn not in HOME, and bonuses by ``m``, the most pawns HOME of any
  one opponent: 25 when ``m <= 2``, 50 when ``m <= 1``, 100 when ``m == 0``. Under reading
  ``points.bonus=cumulative`` every bonus whose condition holds is added (175 when ``m == 0``); under
  ``best-only`` only the largest of them.

>>> from rulebook.sorry.position import position_from_text
>>> score(position_from_text("R:home,home,home,home B:home,S2,10 Y:"), Reading())
{'winner': 'R', 'scores': {'R': 130, 'B': 5, 'Y': 0}}
"""

from __future__ import annotations

from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.spec import load_spec
from rulebook.sorry.board import HOME, PAWNS
from rulebook.sorry.position import Position
from rulebook.sorry.reading import DEFAULT, Reading

SCORE = "sorry.points.score"
_POINTS = load_spec("sorry")["points"]
PER_PAWN_HOME: int = _POINTS["per_pawn_home"]
"""What every player scores for each of their pawns in HOME."""
PER_OPPONENT_PAWN_OUT: int = _POINTS["per_opponent_pawn_out"]
"""What the winner scores for each opponent pawn not in HOME."""
BONUSES: tuple[tuple[int, int], ...] = tuple((most, bonus) for most, bonus in _POINTS["bonuses"])
"""The winner's bonuses: the most pawns HOME any one opponent may have, and the bonus."""


def homes(position: Position) -> dict[str, int]:
    """How many pawns each colour in play has in HOME, in board order."""
    return {colour: places.count(HOME) for colour, places in position.pawns}


def winner(position: Position) -> str:
    """The colour with all four pawns HOME (rule ``sorry.game.win``); :class:`InputError` when there is not one."""
    done = [colour for colour, count in homes(position).items() if count == PAWNS]
    if not done:
        raise InputError(f"the game is not over: no colour has all {PAWNS} pawns in HOME ({SCORE})")
    if len(done) > 1:
        raise InputError(f"{' and '.join(done)} both have all {PAWNS} pawns in HOME: a game has one winner ({SCORE})")
    return done[0]


def bonus(most_home: int, reading: Reading) -> int:
    """The winner's bonus when no opponent has more than ``most_home`` pawns HOME (reading ``points.bonus``)."""
    earned = [amount for most, amount in BONUSES if most_home <= most]
    if reading.points_bonus == "best-only":
        return max(earned, default=0)
    return sum(earned)


def score(position: Position, reading: Reading = DEFAULT) -> dict[str, Any]:
    """``{"winner": colour, "scores": {colour: points, ...}}`` (board order) of a finished points game."""
    won = winner(position)
    counts = homes(position)
    scores = {colour: PER_PAWN_HOME * count for colour, count in counts.items()}
    opponents = [count for colour, count in counts.items() if colour != won]
    out = sum(PAWNS - count for count in opponents)
    scores[won] += PER_OPPONENT_PAWN_OUT * out + bonus(max(opponents), reading)
    return {"winner": won, "scores": scores}


__all__ = ["BONUSES", "PER_OPPONENT_PAWN_OUT", "PER_PAWN_HOME", "SCORE", "bonus", "homes", "score", "winner"]
