"""The 54 cards of Tien Zi Que and a compact notation (rulebook, "Contents"; spec ``tzq.deck.cards``).

* 36 Coin cards: four series of the numbers 1 to 9. The series are written ``a`` ``b`` ``c`` ``d``: ``5a`` is the 5
  of series a. For every rule of play and for Pair, Three of a Kind and Proud Dragon a coin is its number alone
  (the sources read the four series as one suit with four copies of each number); the series matters only for the
  corner colour, which reading ``colour.table`` gives (:data:`COLOUR_TABLES`).
* 15 honours ("Character" cards), three of each: the winds ``E`` ``S`` ``W`` ``N`` and the Red Dragon ``D``.
* 3 Tien Zi Que cards, the jokers: ``T``. Always black.

Cards are separated by spaces or commas and read in either case (``5A``, ``e``, ``t``). Formatting is canonical:
coins by number then series, then the winds, the dragon and the jokers:

>>> format_cards(parse_cards("T e 5b 4a D 5a"))
'4a 5a 5b E D T'
>>> parse_cards("E E E E")
Traceback (most recent call last):
...
rulebook.core.errors.InputError: 4 copies of E; the deck holds 3
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rulebook.core.errors import InputError
from rulebook.core.kind_counts import KindCounts

NUMBERS: tuple[int, ...] = tuple(range(1, 10))
SERIES: tuple[str, ...] = ("a", "b", "c", "d")
WINDS: tuple[str, ...] = ("E", "S", "W", "N")
DRAGON = "D"
JOKER = "T"
HONOURS: tuple[str, ...] = (*WINDS, DRAGON)
"""The five kinds of "Character" card (rulebook, "Contents")."""
COIN_KINDS: tuple[str, ...] = tuple(f"{number}{series}" for number in NUMBERS for series in SERIES)
ALL_KINDS: tuple[str, ...] = (*COIN_KINDS, *HONOURS, JOKER)
"""The 42 kinds in canonical order: 1a 1b 1c 1d 2a ... 9d, E S W N, D, T."""
KIND_INDEX: Mapping[str, int] = {kind: index for index, kind in enumerate(ALL_KINDS)}
COPIES: Mapping[str, int] = {**{kind: 1 for kind in COIN_KINDS}, **{kind: 3 for kind in HONOURS}, JOKER: 3}
"""Copies of each kind in the deck: one of each coin, three of each honour, three jokers (54 cards)."""
DECK_SIZE = sum(COPIES.values())
HAND_SIZE = 5
"""Cards in hand at the start and at the end of every turn (Glossary, "Hand")."""
COMBINATION_SIZE = 3
SCORE_PILE_SIZE = 5
"""Five combinations make Mah-jong, each leaving one card on the score pile."""

NAMES: Mapping[str, str] = {
    "E": "East",
    "S": "South",
    "W": "West",
    "N": "North",
    "D": "Red Dragon",
    "T": "Tien Zi Que",
    **{kind: f"Coin {kind[0]} of series {kind[1]}" for kind in COIN_KINDS},
}

COLOURS: tuple[str, ...] = ("white", "blue", "black", "red", "green")
"""The five corner colours (Glossary, "Colour")."""
COLOUR_TABLES: Mapping[str, Mapping[str, str]] = {
    "winds-white": {
        "a": "blue",
        "b": "red",
        "c": "green",
        "d": "white",
        **{wind: "white" for wind in WINDS},
        DRAGON: "red",
        JOKER: "black",
    },
    "honours-white": {
        "a": "blue",
        "b": "red",
        "c": "green",
        "d": "white",
        **{honour: "white" for honour in HONOURS},
        JOKER: "black",
    },
}
"""Reading ``colour.table``: each coin series' and each honour's corner colour (not in the rulebook, which says
only that the jokers are black and the coin series have four different colours)."""

CARD_HINT = "coins 1a to 9d (number, then series a-d), honours E S W N D, the joker T"
_TOKEN = re.compile(r"(?P<number>[1-9])(?P<series>[abcdABCD])|(?P<letter>[ESWNDTeswndt])")
_SEPARATORS = re.compile(r"[\s,]+")


def is_coin(kind: str) -> bool:
    """Whether ``kind`` is a Coin card."""
    return kind in COIN_KINDS


def number_of(kind: str) -> int:
    """A coin's number."""
    return int(kind[0])


def series_of(kind: str) -> str:
    """A coin's series letter."""
    return kind[1]


def colour_of(kind: str, table: str = "winds-white") -> str:
    """The corner colour of ``kind`` under the colour table ``table`` (reading ``colour.table``)."""
    colours = COLOUR_TABLES[table]
    return colours[series_of(kind)] if is_coin(kind) else colours[kind]


def face_of(kind: str) -> str:
    """What a card is for combinations and for Pair, Three of a Kind and Proud Dragon: a coin's number, else itself.

    Coins are one suit with four copies of each number (wave2-facts, Tien Zi Que): ``4a`` and ``4c`` are identical.
    """
    return kind[0] if is_coin(kind) else kind


@dataclass(frozen=True, order=True)
class Cards(KindCounts):
    """A multiset of cards, kept as counts in :data:`ALL_KINDS` order (:mod:`rulebook.core.kind_counts`)."""

    KINDS = ALL_KINDS
    INDEX = KIND_INDEX
    HINT = CARD_HINT


def parse_card(text: str) -> str:
    """One card's kind; :class:`InputError` naming anything else."""
    match = _TOKEN.fullmatch(text.strip())
    if match is None:
        raise InputError(f"unknown card {text.strip()!r}: expected {CARD_HINT}")
    if match["number"]:
        return match["number"] + match["series"].lower()
    return match["letter"].upper()


def parse_tokens(text: str) -> list[str]:
    """The kinds of the cards written in ``text``, in the order written (spaces or commas between cards)."""
    return [parse_card(token) for token in _SEPARATORS.split(text.strip()) if token]


def parse_cards(text: str | Iterable[str], what: str = "") -> Cards:
    """The cards written in ``text`` (a string, or a list of card strings), checked against the deck."""
    tokens = parse_tokens(text) if isinstance(text, str) else [parse_card(token) for token in text]
    cards = Cards.of(tokens)
    check_copies(cards, what)
    return cards


def check_copies(cards: Cards, what: str = "") -> None:
    """:class:`InputError` if ``cards`` hold more copies of a kind than the deck (rule ``tzq.deck.cards``)."""
    cards.check_within(COPIES, what)


def format_cards(cards: Cards | Iterable[str]) -> str:
    """Canonical text: coins by number and series, then E S W N, D, T."""
    return Cards.text_of(cards)


def deck() -> Cards:
    """The whole deck: 54 cards."""
    return Cards.full(COPIES)


__all__ = [
    "ALL_KINDS",
    "CARD_HINT",
    "COIN_KINDS",
    "COLOURS",
    "COLOUR_TABLES",
    "COMBINATION_SIZE",
    "COPIES",
    "DECK_SIZE",
    "DRAGON",
    "HAND_SIZE",
    "HONOURS",
    "JOKER",
    "NAMES",
    "SCORE_PILE_SIZE",
    "WINDS",
    "Cards",
    "check_copies",
    "colour_of",
    "deck",
    "face_of",
    "format_cards",
    "is_coin",
    "number_of",
    "parse_card",
    "parse_cards",
    "parse_tokens",
    "series_of",
]
