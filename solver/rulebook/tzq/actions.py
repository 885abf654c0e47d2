"""The actions of Tien Zi Que play and their one-line text form (rulebook "Course of Play", rule ``tzq.turn.actions``).

This module holds actions as data; it decides nothing about their legality (:mod:`rulebook.tzq.engine.play` does).
The actor is never part of an action: it is the player whose turn it is.

Text form (cards in the notation of :mod:`rulebook.tzq.cards`, read in either case)::

    draw                     take the top card of the draw pile (Draw and Make a Pung both begin so)
    chow 5b                  take 5b from the discard pile (Make a Chow)
    discard 9d               discard 9d, ending a Draw
    combine 4a 5b T keep T   expose the combination 4a 5b T, keeping T on the score pile
    next-round               deal the next round once a round is over

>>> parse_action("combine T 5B 4a keep t")
Combine(cards=('4a', '5b', 'T'), keep='T')
>>> str(parse_action("combine T 5B 4a keep t"))
'combine 4a 5b T keep T'
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core.errors import InputError
from rulebook.tzq.cards import KIND_INDEX, parse_card


@dataclass(frozen=True)
class Draw:
    """Take the top card of the draw pile (Course of Play, I and II; rule ``tzq.turn.actions``)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Chow:
    """Take ``card`` from the top of the discard pile to make a combination with it (Course of Play, III)."""

    card: str

    def __str__(self) -> str:
        return f"chow {self.card}"


@dataclass(frozen=True)
class Discard:
    """Discard ``card`` face up, ending a Draw with five cards in hand (Course of Play, I)."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Combine:
    """Expose the combination ``cards`` and keep ``keep`` on the score pile (Exposing a Combination).

    The three cards are kept in canonical order, so one combination has one action text.
    """

    cards: tuple[str, str, str]
    keep: str

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.cards, key=KIND_INDEX.__getitem__))
        object.__setattr__(self, "cards", ordered)

    def __str__(self) -> str:
        return f"combine {' '.join(self.cards)} keep {self.keep}"


@dataclass(frozen=True)
class NextRound:
    """Deal the next round once a round is over (Goal of the Game; rule ``tzq.game.rounds``)."""

    def __str__(self) -> str:
        return "next-round"


Action = Draw | Chow | Discard | Combine | NextRound

_USAGE = "draw, chow X, discard X, combine A B C keep K, or next-round"


def parse_action(text: str) -> Action:
    """Read an action from its text form; anything else is an :class:`InputError` naming the problem."""
    if not isinstance(text, str):
        raise InputError(f"an action is a text ({_USAGE}), got {text!r}")
    words = text.split()
    if not words:
        raise InputError(f"empty action: expected {_USAGE}")
    name, rest = words[0].lower(), words[1:]
    if name in ("draw", "next-round"):
        if rest:
            raise InputError(f"{name!r} takes nothing after it, got {' '.join(rest)!r}")
        return Draw() if name == "draw" else NextRound()
    if name in ("chow", "discard"):
        if len(rest) != 1:
            raise InputError(f"{name!r} takes one card, got {len(rest)}: {text!r}")
        card = parse_card(rest[0])
        return Chow(card) if name == "chow" else Discard(card)
    if name == "combine":
        if len(rest) != 5 or rest[3].lower() != "keep":
            raise InputError(f"expected 'combine A B C keep K' (three cards, then the one kept), got {text!r}")
        a, b, c = (parse_card(word) for word in rest[:3])
        keep = parse_card(rest[4])
        if keep not in (a, b, c):
            raise InputError(f"the kept card {keep} is not one of the combination's cards {a} {b} {c}")
        return Combine((a, b, c), keep)
    raise InputError(f"unknown action {words[0]!r}: expected {_USAGE}")


__all__ = ["Action", "Chow", "Combine", "Discard", "Draw", "NextRound", "parse_action"]
