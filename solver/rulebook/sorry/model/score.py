"""The points game's score, as Z3 arithmetic (rulebook "Variants: Playing for points", How to score).

Rule ``sorry.points.score``, tracked as one group: when the game ends (a colour, the winner, has all four pawns in
HOME) every colour in play scores 5 for each of its pawns in HOME. The winner also scores 5 for each opponent pawn
not in HOME, and bonuses by ``most``, the most pawns HOME of any one opponent: 25 if it is at most two, 50 if at most
one, 100 if none. Reading ``points.bonus``: under ``cumulative`` the bonuses whose conditions hold add up (175 when
no opponent has a pawn HOME); under ``best-only`` the winner takes only the largest of them. The numbers are the
spec's (``[points]``), not written here.

The position's facts are which pawns are HOME (``home[c][i]``) and which colours are in play; the winner and the
scores are read off a solution and proved forced: no solution of the same facts gives another answer. One solver,
built on first use, answers every question.

>>> from rulebook.sorry.position import position_from_text
>>> score(position_from_text("R:home,home,home,home B:home,S2,10 Y:"))
{'winner': 'R', 'scores': {'R': 130, 'B': 5, 'Y': 0}}
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import z3

from rulebook.core.errors import InputError
from rulebook.core.spec import load_spec
from rulebook.core.z3_solving import check, fact, is_true, track
from rulebook.sorry.board import COLOURS, HOME, PAWNS
from rulebook.sorry.model.rules import POINTS_SCORE
from rulebook.sorry.position import Position
from rulebook.sorry.reading import DEFAULT, Reading

_POINTS = load_spec("sorry")["points"]
PER_PAWN_HOME: int = _POINTS["per_pawn_home"]
"""Every player's points for each of their pawns in HOME."""
PER_OPPONENT_PAWN_OUT: int = _POINTS["per_opponent_pawn_out"]
"""The winner's points for each opponent pawn not in HOME."""
BONUSES: tuple[tuple[int, int], ...] = tuple((most, bonus) for most, bonus in _POINTS["bonuses"])
"""The winner's bonuses: (the most pawns HOME any one opponent may have, the bonus)."""


@dataclass(frozen=True)
class ScoreShape:
    """The score solver and its terms."""

    solver: z3.Solver
    play: tuple[z3.BoolRef, ...]
    """``play[c]``: colour ``c`` is in play (a fact)."""
    home: tuple[tuple[z3.BoolRef, ...], ...]
    """``home[c][i]``: colour ``c``'s ``i``-th pawn is in HOME (a fact)."""
    best_only: z3.BoolRef
    """Reading ``points.bonus=best-only`` (a fact)."""
    at_home: tuple[z3.ArithRef, ...]
    """How many of each colour's pawns are in HOME."""
    winner: tuple[z3.BoolRef, ...]
    """``winner[c]``: colour ``c`` has won (all its pawns in HOME)."""
    most: tuple[z3.ArithRef, ...]
    """``most[c]``: the most pawns HOME of any one of ``c``'s opponents."""
    bonus: tuple[z3.ArithRef, ...]
    """The bonus ``c`` takes if it has won."""
    points: tuple[z3.ArithRef, ...]
    """Each colour's score."""
    rule_literals: dict[str, z3.BoolRef]

    def facts(self, position: Position, reading: Reading) -> list[z3.BoolRef]:
        """The assumptions of one question."""
        facts = [fact(self.best_only, reading.points_bonus == "best-only")]
        for c, colour in enumerate(COLOURS):
            playing = colour in position.colours
            places = position.places(colour) if playing else ()
            facts.append(fact(self.play[c], playing))
            facts += [fact(self.home[c][i], i < len(places) and places[i] == HOME) for i in range(PAWNS)]
        return facts


def bonus_rule(most: z3.ArithRef, best_only: z3.BoolRef) -> z3.ArithRef:
    """The winner's bonus when no opponent has more than ``most`` pawns HOME, under reading ``points.bonus``."""
    cumulative = z3.Sum(*(z3.If(most <= limit, bonus, 0) for limit, bonus in BONUSES))
    best: z3.ArithRef = z3.IntVal(0)
    for limit, bonus in sorted(BONUSES, key=lambda pair: pair[1]):
        best = z3.If(most <= limit, bonus, best)
    return z3.If(best_only, best, cumulative)


def score_rules(shape: ScoreShape) -> list[z3.BoolRef]:
    """Rule ``sorry.points.score`` (see the module)."""
    colours = range(len(COLOURS))
    rules = []
    for c in colours:
        others = [o for o in colours if o != c]
        most: z3.ArithRef = z3.IntVal(0)
        for o in others:
            counted = z3.If(shape.play[o], shape.at_home[o], 0)
            most = z3.If(counted > most, counted, most)
        out = z3.Sum(*(z3.If(shape.play[o], PAWNS - shape.at_home[o], 0) for o in others))
        rules += [
            shape.at_home[c] == z3.Sum(*(z3.If(home, 1, 0) for home in shape.home[c])),
            shape.winner[c] == z3.And(shape.play[c], shape.at_home[c] == PAWNS),
            shape.most[c] == most,
            shape.bonus[c] == bonus_rule(shape.most[c], shape.best_only),
            shape.points[c]
            == z3.If(
                shape.play[c],
                PER_PAWN_HOME * shape.at_home[c]
                + z3.If(shape.winner[c], PER_OPPONENT_PAWN_OUT * out + shape.bonus[c], 0),
                0,
            ),
        ]
    return rules


@cache
def shape() -> ScoreShape:
    """The score solver, built on first use and shared in the process."""
    built = ScoreShape(
        solver=z3.SolverFor("QF_LIA"),
        play=tuple(z3.Bool(f"sorry:score:play[{colour}]") for colour in COLOURS),
        home=tuple(tuple(z3.Bool(f"sorry:score:home[{colour}][{i}]") for i in range(PAWNS)) for colour in COLOURS),
        best_only=z3.Bool("sorry:reading:points.bonus=best-only"),
        at_home=tuple(z3.Int(f"sorry:score:at_home[{colour}]") for colour in COLOURS),
        winner=tuple(z3.Bool(f"sorry:score:winner[{colour}]") for colour in COLOURS),
        most=tuple(z3.Int(f"sorry:score:most[{colour}]") for colour in COLOURS),
        bonus=tuple(z3.Int(f"sorry:score:bonus[{colour}]") for colour in COLOURS),
        points=tuple(z3.Int(f"sorry:score:points[{colour}]") for colour in COLOURS),
        rule_literals={},
    )
    built.rule_literals.update(track(built.solver, {POINTS_SCORE: score_rules(built)}))
    return built


def score(position: Position, reading: Reading = DEFAULT) -> dict[str, Any]:
    """The points game's score of a final ``position``: ``{"winner": "R", "scores": {"R": 130, ...}}``.

    The winner and every score are read off a solution of the model and proved to be the only ones. A position no
    colour has won (all four pawns HOME), or two colours have, is an :class:`InputError`.
    """
    if not isinstance(position, Position):
        raise InputError("expected a position (rulebook.sorry.position.Position)")
    built = shape()
    facts = built.facts(position, reading)
    if not check(built.solver, facts):
        raise RuntimeError("the model's score rule has no solution for this position")
    model = built.solver.model()
    winners = [colour for c, colour in enumerate(COLOURS) if is_true(model, built.winner[c])]
    points = {c: model.eval(built.points[c], model_completion=True) for c in range(len(COLOURS))}
    values = {c: value.as_long() for c, value in points.items() if isinstance(value, z3.IntNumRef)}
    other = z3.Or(
        *(built.points[c] != value for c, value in values.items()),
        *(built.winner[c] != (COLOURS[c] in winners) for c in range(len(COLOURS))),
    )
    if len(values) != len(COLOURS) or check(built.solver, [*facts, other]):
        raise RuntimeError("the model's score rule does not force one score")
    if not winners:
        raise InputError("the game is not over: no colour has all four pawns in HOME")
    if len(winners) > 1:
        raise InputError(f"{' and '.join(winners)} both have all four pawns in HOME: a game has one winner")
    scores = {colour: values[COLOURS.index(colour)] for colour in position.colours}
    return {"winner": winners[0], "scores": scores}


__all__ = [
    "BONUSES",
    "PER_OPPONENT_PAWN_OUT",
    "PER_PAWN_HOME",
    "ScoreShape",
    "bonus_rule",
    "score",
    "score_rules",
    "shape",
]
