"""The 54 cards of Lao Pengh and a compact notation (spec ``laopengh.deck.cards``).

Rulebook, "Components", "Placing Cards" and "Jokers"; facts, "Lao Pengh".

* 48 theme cards. Each has one theme, one colour and one corner number, written in that order: the theme ``C``
  (crane) or ``D`` (dragon), the colour ``Y`` (yellow), ``R`` (red) or ``B`` (blue), the number ``1`` to ``4``.
  ``CY3`` is the yellow crane 3, ``DB1`` the blue dragon 1. The rulebook does not say how the 48 split over these
  24 cards; by default (reading ``deck.composition=two-each``) the deck holds two copies of each.
* 6 jokers, which show both animals and have no colour or corner number, written by the order number they carry
  (facts: 1 to 6): ``J1`` to ``J6``, one copy each.

Each card also carries an order number (1 to 54) in its centre, which decides who places first. Which theme card
carries which number is not printed: under reading ``deck.order-numbers=table`` it is the spec's table
(:data:`ORDER_TABLE`), which gives each theme card two numbers, one for each copy.

Cards are separated by spaces or commas and read in either case (``cy3``, ``j2``). Formatting is canonical: the
jokers, then the cranes before the dragons, yellow, red, blue, each by number:

>>> format_cards(parse_cards("db1 CY3, j2 CY3"))
'J2 CY3 CY3 DB1'
>>> parse_cards("CR2 CR2 CR2")
Traceback (most recent call last):
...
rulebook.core.errors.InputError: 3 copies of CR2; the deck holds 2
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import total_ordering

from rulebook.core.errors import InputError
from rulebook.core.kind_counts import KindCounts
from rulebook.core.spec import load_spec
from rulebook.core.text_numbers import shown, whole_number

_DECK = load_spec("laopengh")["deck"]
"""The deck as ``spec/laopengh.toml`` states it: themes, colours, numbers, jokers, copies, the order table."""

CRANE = "C"
DRAGON = "D"
THEMES: tuple[str, ...] = tuple(_DECK["themes"])
THEME_NAMES: Mapping[str, str] = dict(zip(THEMES, _DECK["theme_names"], strict=True))
COLOURS: tuple[str, ...] = tuple(_DECK["colours"])
COLOUR_NAMES: Mapping[str, str] = dict(zip(COLOURS, _DECK["colour_names"], strict=True))
NUMBERS: tuple[int, ...] = tuple(int(number) for number in _DECK["numbers"])
"""The corner numbers, 1 to 4."""
JOKERS: tuple[str, ...] = tuple(_DECK["jokers"])
"""The six jokers, named by their order numbers: ``J1`` to ``J6``."""
if THEMES != (CRANE, DRAGON) or any(len(letter) != 1 for letter in COLOURS):
    raise RuntimeError("spec/laopengh.toml [deck] names themes or colours this notation does not know")

THEME_KINDS: tuple[str, ...] = tuple(
    f"{theme}{colour}{number}" for theme in THEMES for colour in COLOURS for number in NUMBERS
)
"""The 24 theme cards in canonical order: CY1 CY2 CY3 CY4 CR1 ... CB4 DY1 ... DB4."""
ALL_KINDS: tuple[str, ...] = (*JOKERS, *THEME_KINDS)
"""The 30 cards in canonical order: the jokers J1 to J6, then :data:`THEME_KINDS`."""
KIND_INDEX: Mapping[str, int] = {kind: index for index, kind in enumerate(ALL_KINDS)}
"""Position of each card in :data:`ALL_KINDS` (and in :attr:`Cards.counts`)."""

THEME_CARDS: int = int(_DECK["theme_cards"])
"""The printed number of theme cards (Components): 48."""
COMPOSITIONS: Mapping[str, int] = {name: int(copies) for name, copies in _DECK["copies"].items()}
"""Reading ``deck.composition``: the copies of each theme card the deck may hold under each option."""
DEFAULT_COMPOSITION = "two-each"
HAND_SIZE: int = int(_DECK["hand_size"])
"""Cards dealt to each player (Setup)."""
PILES: int = int(_DECK["piles"])
"""Piles on the table, each started by one face-up card (Setup)."""

ORDER_TABLE: Mapping[str, tuple[int, ...]] = {kind: tuple(numbers) for kind, numbers in _DECK["order"].items()}
"""Reading ``deck.order-numbers=table``: the order numbers each card's copies carry, for the two-each deck."""
if set(ORDER_TABLE) != set(ALL_KINDS):
    raise RuntimeError("spec/laopengh.toml [deck.order] must give the order numbers of every card, and only those")

CARD_HINT = "a theme card (theme C or D, colour Y R or B, number 1-4: CY3, DB1) or a joker J1 to J6"
_TOKEN = re.compile(
    rf"(?P<theme>[{''.join(THEMES)}])(?P<colour>[{''.join(COLOURS)}])(?P<number>[{''.join(map(str, NUMBERS))}])"
    rf"|(?P<joker>{'|'.join(JOKERS)})",
    re.IGNORECASE,
)
_SEPARATORS = re.compile(r"[\s,]+")


def copies(composition: str = DEFAULT_COMPOSITION) -> Mapping[str, int]:
    """The copies of each card the deck may hold under ``composition`` (reading ``deck.composition``).

    Under ``totals-only`` a theme card is bounded only by the 48 theme cards; :func:`check_copies` checks that total.
    """
    if composition not in COMPOSITIONS:
        raise ValueError(f"unknown deck composition {composition!r}; known: {', '.join(COMPOSITIONS)}")
    return {**{joker: 1 for joker in JOKERS}, **{kind: COMPOSITIONS[composition] for kind in THEME_KINDS}}


COPIES: Mapping[str, int] = copies()
"""Copies of each card in the default deck: each joker once, each theme card twice (54 cards)."""
DECK_SIZE = sum(COPIES.values())


def is_joker(kind: str) -> bool:
    """Whether ``kind`` is a joker."""
    return kind in JOKERS


def themes_of(kind: str) -> tuple[str, ...]:
    """The animals a card shows: its theme, or both for a joker (Jokers: "Jokers show both animals")."""
    return THEMES if is_joker(kind) else (kind[0],)


def colour_of(kind: str) -> str | None:
    """A theme card's colour letter; ``None`` for a joker, which has no colour of its own."""
    return None if is_joker(kind) else kind[1]


def number_of(kind: str) -> int | None:
    """A theme card's corner number; ``None`` for a joker, which has none."""
    return None if is_joker(kind) else int(kind[2])


def order_numbers(kind: str) -> tuple[int, ...]:
    """The order numbers the copies of ``kind`` carry under the spec's table (reading ``deck.order-numbers``)."""
    return ORDER_TABLE[kind]


def name_of(kind: str) -> str:
    """The card in words: ``yellow crane 3``, ``joker 2``."""
    if is_joker(kind):
        return f"joker {kind[1:]}"
    return f"{COLOUR_NAMES[kind[1]]} {THEME_NAMES[kind[0]]} {kind[2]}"


@dataclass(frozen=True, order=True)
class Cards(KindCounts):
    """A multiset of cards, kept as counts in :data:`ALL_KINDS` order (:mod:`rulebook.core.kind_counts`)."""

    KINDS = ALL_KINDS
    INDEX = KIND_INDEX
    HINT = CARD_HINT

    def theme_cards(self) -> int:
        """How many theme cards there are (every card but the jokers)."""
        return sum(self.counts[KIND_INDEX[kind]] for kind in THEME_KINDS)


def parse_card(text: str) -> str:
    """One card in canonical spelling (``cy3`` -> ``CY3``); :class:`InputError` naming anything else."""
    token = text.strip()
    if _TOKEN.fullmatch(token) is None:
        raise InputError(f"unknown card {token!r}: expected {CARD_HINT}")
    return token.upper()


def parse_tokens(text: str) -> list[str]:
    """The cards written in ``text``, in the order written (spaces or commas between cards)."""
    return [parse_card(token) for token in _SEPARATORS.split(text.strip()) if token]


def parse_cards(text: str | Iterable[str], what: str = "", composition: str = DEFAULT_COMPOSITION) -> Cards:
    """The cards written in ``text`` (a string, or a list of card strings), checked against the deck."""
    tokens = parse_tokens(text) if isinstance(text, str) else [parse_card(token) for token in text]
    cards = Cards.of(tokens)
    check_copies(cards, what, composition)
    return cards


def check_copies(cards: Cards, what: str = "", composition: str = DEFAULT_COMPOSITION) -> None:
    """:class:`InputError` if ``cards`` hold more copies than the deck (rule ``laopengh.deck.cards``).

    ``composition`` is the option of reading ``deck.composition``: under ``two-each`` every theme card is held to two
    copies, under ``totals-only`` only the theme cards' total is held to 48. A joker is one card either way.
    """
    cards.check_within(copies(composition), what)
    where = f" in {what}" if what else ""
    if cards.theme_cards() > THEME_CARDS:
        raise InputError(f"{cards.theme_cards()} theme cards{where}; the deck holds {THEME_CARDS}")


THEME_ORDER_NUMBERS = range(len(JOKERS) + 1, DECK_SIZE + 1)
"""The order numbers of the theme cards, 7 to 54 (gaps); the jokers carry 1 to 6."""


@total_ordering
@dataclass(frozen=True)
class Card:
    """One physical card: its kind and the order number in its centre, written ``CY3/11`` (a joker: ``J2``).

    Two copies of a theme card look alike for placing, but carry different order numbers, which decide who places
    first (rule ``laopengh.round.order``); a position therefore names each copy by its number. A joker's number is
    its name's.
    """

    kind: str
    number: int

    def __str__(self) -> str:
        return self.kind if is_joker(self.kind) else f"{self.kind}/{self.number}"

    def __lt__(self, other: object) -> bool:
        """Canonical order: by kind as :func:`format_cards` writes them, then by order number."""
        if not isinstance(other, Card):
            return NotImplemented
        return (KIND_INDEX[self.kind], self.number) < (KIND_INDEX[other.kind], other.number)


def joker_number(kind: str) -> int:
    """The order number a joker carries: ``J2`` carries 2 (facts: the jokers carry 1 to 6)."""
    return int(kind[1:])


def parse_numbered(text: str, numbers: str = "table") -> Card:
    """One physical card, ``CY3/11`` or ``J2`` (``J2/2`` too); :class:`InputError` naming anything wrong.

    ``numbers`` is the option of reading ``deck.order-numbers``: under ``table`` a theme card's number must be one
    of those the spec's table gives its copies (``CY3``: 11 or 12), under ``stated`` any of 7 to 54. A joker's
    number, if written, must be its own.
    """
    token = text.strip()
    kind_text, slash, number_text = token.partition("/")
    kind = parse_card(kind_text)
    if is_joker(kind):
        if slash and number_text.strip() != str(joker_number(kind)):
            raise InputError(f"{token!r}: joker {kind} carries the order number {joker_number(kind)}")
        return Card(kind, joker_number(kind))
    if not slash:
        raise InputError(f"{token!r}: write the copy's order number after a slash, as in {kind}/{ORDER_TABLE[kind][0]}")
    number = whole_number(number_text.strip(), f"{shown(token)}: the order number")
    if numbers == "table":
        if number not in ORDER_TABLE[kind]:
            allowed = " or ".join(str(n) for n in ORDER_TABLE[kind])
            raise InputError(f"{token!r}: under the spec's order table {kind} carries {allowed}")
    elif number not in THEME_ORDER_NUMBERS:
        raise InputError(f"{token!r}: a theme card's order number is 7 to 54")
    return Card(kind, number)


def check_numbers(cards: Iterable[Card], what: str = "") -> None:
    """:class:`InputError` when two cards of a position carry the same order number (each is printed once)."""
    seen: dict[int, Card] = {}
    where = f" in {what}" if what else ""
    for card in cards:
        if card.number in seen:
            raise InputError(f"two cards carry the order number {card.number}{where}: {seen[card.number]} and {card}")
        seen[card.number] = card


def format_cards(cards: Cards | Iterable[str]) -> str:
    """Canonical text: J1 to J6, then the cranes and the dragons, each yellow, red, blue and by number."""
    return Cards.text_of(cards)


def deck() -> Cards:
    """The whole default deck (reading ``deck.composition=two-each``): 54 cards."""
    return Cards.full(COPIES)


__all__ = [
    "ALL_KINDS",
    "CARD_HINT",
    "COLOURS",
    "COLOUR_NAMES",
    "COMPOSITIONS",
    "COPIES",
    "CRANE",
    "DECK_SIZE",
    "DEFAULT_COMPOSITION",
    "DRAGON",
    "HAND_SIZE",
    "JOKERS",
    "NUMBERS",
    "ORDER_TABLE",
    "PILES",
    "THEMES",
    "THEME_CARDS",
    "THEME_KINDS",
    "THEME_NAMES",
    "THEME_ORDER_NUMBERS",
    "Card",
    "Cards",
    "check_copies",
    "check_numbers",
    "colour_of",
    "copies",
    "deck",
    "format_cards",
    "is_joker",
    "joker_number",
    "name_of",
    "number_of",
    "order_numbers",
    "parse_card",
    "parse_cards",
    "parse_numbered",
    "parse_tokens",
    "themes_of",
]
