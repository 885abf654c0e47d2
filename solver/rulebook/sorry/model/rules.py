"""The rule ids the SORRY! model encodes (bookkeeping, no rule).

Each rule of ``spec/sorry.toml`` the model encodes is a group of constraints added to the solver under a tracking
literal named by the rule id (:func:`rulebook.core.z3_solving.track`).
"""

from __future__ import annotations

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
]
