"""The answer types both encodings of SORRY! return (plain data, no rule logic).

The legal moves of a card in a position (question ``moves``) are :class:`Option` values: the move, the rule that
allows it, and the position it leads to once every slide and bump is done. The rule is the card's
(``sorry.start.exit`` for a pawn leaving START, ``sorry.card.forward`` for 1, 2, 3, 5, 8, 12 forward,
``sorry.card.four``, ``sorry.card.seven``, ``sorry.card.ten``, ``sorry.card.eleven``, ``sorry.card.sorry``); a
``pass`` cites ``sorry.move.must`` when no move is possible and ``sorry.card.eleven`` when an 11's swap is declined.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulebook.sorry.moves import Move, move_key
from rulebook.sorry.position import Position


@dataclass(frozen=True)
class Option:
    """One legal move, the rule that allows it and the position after it."""

    move: Move
    rule: str
    position: Position

    def as_json(self) -> dict[str, Any]:
        """``{"move": "R 12-17", "kind": "forward", "parts": [...], "rule": ..., "position": {...}}``."""
        move = {"move": self.move.as_text(), **self.move.as_json()}
        return {**move, "rule": self.rule, "position": self.position.as_json()}


def sorted_options(options: list[Option]) -> tuple[Option, ...]:
    """The options in the order every answer lists them (:func:`rulebook.sorry.moves.move_key`)."""
    return tuple(sorted(options, key=lambda option: move_key(option.move)))


__all__ = ["Option", "sorted_options"]
