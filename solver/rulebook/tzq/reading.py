"""The typed reading value of Tien Zi Que: one field per open point of the rulebook (``spec/tzq.toml``).

Both encodings take a :class:`Reading`; a contract test keeps this class and the register in step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from rulebook.core.reading import ReadingValue

GAME = "tzq"


@dataclass(frozen=True)
class Reading(ReadingValue):
    """One choice for every reading key of Tien Zi Que."""

    GAME: ClassVar[str] = GAME

    colour_table: Literal["winds-white", "honours-white"] = "winds-white"
    score_characters: Literal["one-per-type", "one-type-only"] = "one-per-type"
    score_four_of_a_kind: Literal["as-three", "three-and-pair"] = "as-three"
    score_second_pair: Literal["counts", "once"] = "counts"
    score_pair_beside_three: Literal["counts", "not-counted"] = "counts"
    mahjong_minimum: Literal["none", "two-points"] = "none"
    round_exhausted: Literal["reshuffle", "drawn"] = "reshuffle"
    draw_reshuffle: Literal["when-emptied", "when-needed"] = "when-emptied"
    game_tie: Literal["share", "no-winner"] = "share"
    round_first_player: Literal["alternate", "pairs"] = "alternate"
    pung_drawn_card: Literal["any", "must-include"] = "any"
    score_proud_dragon_series: Literal["any-series", "one-series"] = "any-series"
    score_white_hand_colour: Literal["white-hand-only", "also-colour"] = "white-hand-only"


DEFAULT = Reading()

__all__ = ["DEFAULT", "GAME", "Reading"]
