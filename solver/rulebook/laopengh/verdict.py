"""The answer types both encodings of Lao Pengh return (plain data, no rule logic).

A placement's :class:`Placement` says whether the rules allow it, which rule decides, on which piles the card
fits, whether it is a move at all, and how an accusation of it would end. Which rule decides:

- a legal placement: ``laopengh.place.match`` (the card shares an attribute with the top and makes no triple) or
  ``laopengh.place.free`` (the card fits no pile, so any pile is legal);
- an illegal one: ``laopengh.place.no-triple`` (it makes a run of three) or ``laopengh.place.match`` (it shares no
  attribute with the top while it fits another pile).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

Accusation = Literal["upheld", "refuted"]


@dataclass(frozen=True)
class Placement:
    """The judgement of one placement (see the module's list of deciding rules)."""

    legal: bool
    rule: str
    fits: tuple[int, ...]
    """The piles (0, 1, 2) the card fits, under reading ``place.fits-no-pile``; none means it may go on any."""
    move: bool
    """Whether a player may make the placement at all: under ``suspicion.grounds=triples-only`` a card laid on a
    pile whose top shares nothing with it, while it fits another pile, is refused outright."""

    @property
    def accusation(self) -> Accusation | None:
        """How an accusation of the card ends: upheld when it was illegal, refuted when legal; none if no move."""
        if not self.move:
            return None
        return "refuted" if self.legal else "upheld"

    def as_json(self) -> dict[str, Any]:
        """``{"legal": false, "rule": "laopengh.place.no-triple", "fits": [1], "move": true, "accusation": ...}``."""
        return {
            "legal": self.legal,
            "rule": self.rule,
            "fits": list(self.fits),
            "move": self.move,
            "accusation": self.accusation,
        }


__all__ = ["Accusation", "Placement"]
