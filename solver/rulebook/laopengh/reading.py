"""The typed reading value of Lao Pengh: one field per open point of the rulebook (``spec/laopengh.toml``).

The rulebook leaves open the deck's split and order numbers (Components; Sequence of Play), which reveals make a
lone dragon (Sequence of Play, Exception, against the Quick Rules), when a card fits no pile (Placing Cards), how a
joker counts in a theme run (Jokers), what an accusation catches, which cards are the "lowest", what becomes of the
rest of the pile, when the chance to accuse ends, who answers for several accusers and what one pass accepts
(Suspicion), and when an empty hand wins (End of Game, against the Quick Rules). Both encodings will take a
:class:`Reading`; the tests keep this class and the register in step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from rulebook.core.reading import ReadingValue

GAME = "laopengh"


@dataclass(frozen=True)
class Reading(ReadingValue):
    """One choice for every reading key of Lao Pengh."""

    GAME: ClassVar[str] = GAME

    deck_composition: Literal["two-each", "totals-only"] = "two-each"
    deck_order_numbers: Literal["table", "stated"] = "table"
    order_lone_dragon: Literal["others-all-cranes", "exactly-one-dragon"] = "others-all-cranes"
    order_lone_dragon_first: Literal["before-jokers", "after-jokers"] = "before-jokers"
    order_lone_dragon_choice: Literal["optional", "always"] = "optional"
    place_fits_no_pile: Literal["shares-nothing", "no-legal-place"] = "shares-nothing"
    joker_theme_run: Literal["counts-as-both", "transparent"] = "counts-as-both"
    suspicion_grounds: Literal["any-illegal", "triples-only"] = "any-illegal"
    suspicion_lowest: Literal["bottom", "lowest-order"] = "bottom"
    suspicion_remainder: Literal["out-of-game", "stays-in-pile"] = "out-of-game"
    suspicion_window: Literal["next-placement", "next-on-pile"] = "next-placement"
    suspicion_accusers: Literal["first-to-strike", "each-striker"] = "first-to-strike"
    suspicion_accept: Literal["every-open", "latest-only"] = "every-open"
    end_when: Literal["round-end", "first-empty"] = "round-end"


DEFAULT = Reading()

__all__ = ["DEFAULT", "GAME", "Reading"]
