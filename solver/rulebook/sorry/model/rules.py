"""The rule ids the SORRY! model encodes, and constraints grouped under them (bookkeeping, no rule).

Each rule of ``spec/sorry.toml`` the model encodes is a group of constraints added to the solver under a tracking
literal named by the rule id (:meth:`RuleGroups.install`); Z3 assumes every tracking literal in every check, so a
group holds in every solution, and an unsatisfiable core names the rules that clash.

>>> groups = RuleGroups()
>>> x = z3.Bool("demo:x")
>>> groups.add("demo.rule", x)
>>> solver = z3.Solver()
>>> sorted(groups.install(solver)), solver.check(z3.Not(x))
(['demo.rule'], unsat)
"""

from __future__ import annotations

import z3

BOARD_TRACK = "sorry.board.track"
BOARD_SLIDES = "sorry.board.slides"
BOARD_SAFETY = "sorry.board.safety"
START_EXIT = "sorry.start.exit"
CARD_FORWARD = "sorry.card.forward"
CARD_FOUR = "sorry.card.four"
CARD_SEVEN = "sorry.card.seven"
CARD_TEN = "sorry.card.ten"
CARD_ELEVEN = "sorry.card.eleven"
CARD_SORRY = "sorry.card.sorry"
MOVE_BUMP = "sorry.move.bump"
MOVE_OWN_PAWN = "sorry.move.own-pawn"
MOVE_MUST = "sorry.move.must"
MOVE_SLIDE = "sorry.move.slide"
MOVE_SAFETY = "sorry.move.safety"
MOVE_HOME = "sorry.move.home"
TEAM_PARTNERS = "sorry.team.partners"
POINTS_SCORE = "sorry.points.score"

CITED: tuple[str, ...] = (START_EXIT, CARD_FORWARD, CARD_FOUR, CARD_SEVEN, CARD_TEN, CARD_ELEVEN, CARD_SORRY)
"""The rules a move other than a pass cites (:mod:`rulebook.sorry.verdict`), in the order the model numbers them."""


class RuleGroups:
    """Constraints collected by the rule id they encode, then added to a solver each under its tracking literal."""

    def __init__(self) -> None:
        self.groups: dict[str, list[z3.BoolRef]] = {}

    def add(self, rule: str, *constraints: z3.BoolRef) -> None:
        """Add ``constraints`` to the group of ``rule``."""
        self.groups.setdefault(rule, []).extend(constraints)

    def install(self, solver: z3.Solver) -> dict[str, z3.BoolRef]:
        """Add every group to ``solver`` tracked under a literal named by its rule id; the literals by rule id."""
        literals: dict[str, z3.BoolRef] = {}
        for rule, constraints in sorted(self.groups.items()):
            literals[rule] = z3.Bool(rule, solver.ctx)
            solver.assert_and_track(z3.And(*constraints), literals[rule])
        return literals


__all__ = [
    "BOARD_SAFETY",
    "BOARD_SLIDES",
    "BOARD_TRACK",
    "CARD_ELEVEN",
    "CARD_FORWARD",
    "CARD_FOUR",
    "CARD_SEVEN",
    "CARD_SORRY",
    "CARD_TEN",
    "CITED",
    "MOVE_BUMP",
    "MOVE_HOME",
    "MOVE_MUST",
    "MOVE_OWN_PAWN",
    "MOVE_SAFETY",
    "MOVE_SLIDE",
    "POINTS_SCORE",
    "START_EXIT",
    "TEAM_PARTNERS",
    "RuleGroups",
]
