"""What a hand question is about: the cards in hand, the sets laid down during the round, claimed Forbidden cards.

Rule ``forbidden.hand.all-numbers-in-sets`` (Section 7) counts the laid sets as part of the hand, and rule
``forbidden.cheng.lone-forbidden`` counts the Forbidden cards claimed onto the table. This module only holds and
checks the input (deck limits, Section 2); it decides nothing about sets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import (
    DECK_COPIES,
    FORBIDDEN,
    NUMBER_KINDS,
    WILD,
    Cards,
    check_deck_limits,
    format_cards,
    parse_cards,
)


@dataclass(frozen=True)
class HandQuery:
    """A player's cards at the end of a round: hand, laid sets (number cards and wilds) and claimed Forbiddens."""

    hand: Cards
    laid: tuple[Cards, ...] = ()
    table_forbidden: int = 0

    def all_cards(self) -> Cards:
        """Hand and laid sets together (claimed Forbidden cards not included)."""
        total = self.hand
        for laid_set in self.laid:
            total = total + laid_set
        return total

    @property
    def size(self) -> int:
        """Cards of the question: hand, laid sets and claimed Forbidden cards (what "smallest" counts)."""
        return len(self.hand) + sum(len(cards) for cards in self.laid) + self.table_forbidden

    def as_json(self) -> dict[str, Any]:
        """The question in the corpus's input format (the ``rulebook forbidden check --jsonl`` line, no reading)."""
        return {
            "hand": format_cards(self.hand),
            "laid": [format_cards(cards) for cards in self.laid],
            "table_forbidden": self.table_forbidden,
        }

    def describe(self) -> str:
        """The query in the CLI's notation."""
        parts = [format_cards(self.hand) or "(empty hand)"]
        parts += [f'--laid "{format_cards(laid_set)}"' for laid_set in self.laid]
        if self.table_forbidden:
            parts.append(f"--table-forbidden {self.table_forbidden}")
        return " ".join(parts)


def parse_query(hand: str, laid: Sequence[str] = (), table_forbidden: int = 0) -> HandQuery:
    """Parse and check a hand question; refuses anything the deck could not produce, naming the card."""
    hand_cards = parse_cards(hand)
    laid_sets = tuple(parse_laid_set(text) for text in laid)
    if not isinstance(table_forbidden, int) or isinstance(table_forbidden, bool) or table_forbidden < 0:
        raise InputError(f"table_forbidden must be a whole number from 0 to 9, not {table_forbidden!r}")
    query = HandQuery(hand_cards, laid_sets, table_forbidden)
    check_deck_limits(query.all_cards(), extra_forbidden=table_forbidden)
    return query


def parse_laid_set(text: str) -> Cards:
    """Parse one laid set: number cards and at most the deck's wilds; no Forbidden or Royal cards."""
    cards = parse_cards(text)
    if not len(cards):
        raise InputError("a laid set must hold cards")
    allowed = set(NUMBER_KINDS) | {WILD}
    for kind, n in cards.as_counter().items():
        if kind not in allowed and n:
            raise InputError(f"a laid set holds only number cards and wilds, not {kind}")
    return cards


def deck_limit(kind: str) -> int:
    """How many copies of ``kind`` the deck holds."""
    return DECK_COPIES[kind]


__all__ = ["FORBIDDEN", "HandQuery", "deck_limit", "parse_laid_set", "parse_query"]
