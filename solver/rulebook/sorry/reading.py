"""The typed reading value of SORRY!: one field per open point of the rulebook (``spec/sorry.toml``).

The rulebook leaves open the deck's counts (it gives none), whether part of a split 7 may start a pawn and whether
its parts are made one after the other or at once (Card values, 7), whether HOME takes the exact count (Safety
zones), whether a slide bumps the slider's own pawns or they block it and whether sliding is compulsory (Moving
pawns), whether the opponent's pawn slides after an 11's swap (Card values, 11), whether a Sorry! card may move four
forward (later editions), whether a 10 may go back when it could go forward (Card values, 10), whether a 2 draws
again (the 2013 edition), among how many pawns a team splits a 7 (Team rules: the English and Icelandic differ), by
whose colour a partner's pawn slides (Team rules), whether a Sorry! card may take a partner's place (Card values,
SORRY!: "another player"), what a 2 brings in the points game, whether a hand whose only
moves are an 11's swaps may be discarded and whether its bonuses add up (Playing for points). Both encodings take a
:class:`Reading`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from rulebook.core.reading import ReadingValue

GAME = "sorry"


@dataclass(frozen=True)
class Reading(ReadingValue):
    """One choice for every reading key of SORRY!."""

    GAME: ClassVar[str] = GAME

    deck_cards: Literal["forty-five", "forty-four", "fifty-five"] = "forty-five"
    seven_split_start: Literal["not-from-start", "part-of-one-starts"] = "not-from-start"
    seven_split_order: Literal["in-order", "together"] = "in-order"
    home_count: Literal["exact", "stops-at-home"] = "exact"
    slide_own_pawns: Literal["bumped", "blocks"] = "bumped"
    slide_choice: Literal["compulsory", "optional"] = "compulsory"
    swap_opponent_slides: Literal["no", "yes"] = "no"
    sorry_forward_four: Literal["no", "yes"] = "no"
    ten_backward: Literal["choice", "fallback"] = "choice"
    two_draw_again: Literal["yes", "no"] = "yes"
    team_seven_split: Literal["two-pawns", "any-number"] = "two-pawns"
    team_partner_slides: Literal["own-colour", "mover-colour"] = "own-colour"
    team_sorry_partner: Literal["never", "allowed"] = "never"
    points_two: Literal["another-card", "no-extra"] = "another-card"
    points_swap_discard: Literal["may-discard", "must-swap"] = "may-discard"
    points_bonus: Literal["cumulative", "best-only"] = "cumulative"


DEFAULT = Reading()

MOVE_KEYS = (
    "seven.split-start",
    "seven.split-order",
    "home.count",
    "slide.own-pawns",
    "slide.choice",
    "swap.opponent-slides",
    "sorry.forward-four",
    "ten.backward",
)
"""The reading keys the moves of a card depend on outside the team rules (the readings of the move rules): the
cross-check's random readings and the witness search's move family both range over them."""

__all__ = ["DEFAULT", "GAME", "MOVE_KEYS", "Reading"]
