"""The cards of SORRY! as data: the values, their notation and the deck's counts (``spec/sorry.toml`` ``[deck]``).

A card is written by its value, ``1`` to ``12`` (there is no 6 or 9: Object, Questions and answers), or ``sorry``
for a Sorry! card (``Sorry!`` and ``s`` are read too). How many of each the deck holds is reading ``deck.cards``
(rule ``sorry.deck.cards``): 45 (five 1s, four of every other) by default, 44 or 55 in other editions (facts 1.2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rulebook.core.errors import InputError
from rulebook.core.spec import load_spec
from rulebook.core.text_numbers import is_digits, shown

_DECK = load_spec("sorry")["deck"]

CARDS: tuple[str, ...] = tuple(_DECK["cards"])
"""Every card value, in the order the tool lists them."""
SORRY = "sorry"
CARD_HINT = "a card is 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 or sorry (there is no 6 or 9)"


def parse_card(value: object) -> str:
    """A card in its written form; :class:`InputError` naming the cards for anything else (a 6, a 9, ``x``)."""
    if isinstance(value, bool):
        raise InputError(f"{shown(value)} is not a card; {CARD_HINT}")
    token = str(value).strip().lower() if isinstance(value, int | str) else None
    if token in ("sorry!", "s"):
        token = SORRY
    if token is not None and is_digits(token):
        token = token.lstrip("0") or "0"
    if token in CARDS:
        return token
    if token in ("6", "9"):
        raise InputError(f"there is no {token} in the SORRY! deck; {CARD_HINT}")
    raise InputError(f"{shown(value)} is not a card; {CARD_HINT}")


def deck_counts(deck: str) -> dict[str, int]:
    """How many of each card the deck holds under reading ``deck.cards`` = ``deck`` (``forty-five`` ...)."""
    return {card: int(_DECK["counts"][deck][card]) for card in CARDS}


def deck(deck_reading: str) -> tuple[str, ...]:
    """Every card of the deck under ``deck.cards`` = ``deck_reading``, in the order of :data:`CARDS`."""
    return tuple(card for card, count in deck_counts(deck_reading).items() for _ in range(count))


def check_cards(cards: Iterable[str], deck_reading: str, whole: bool = False) -> None:
    """Refuse more copies of a card than the deck holds (``whole``: or any card missing from the whole deck)."""
    counts = deck_counts(deck_reading)
    held = Counter(cards)
    for card in CARDS:
        if held[card] > counts[card]:
            raise InputError(
                f"{held[card]} copies of the {card} card; the deck holds {counts[card]} "
                f"(reading deck.cards={deck_reading})"
            )
        if whole and held[card] < counts[card]:
            raise InputError(
                f"only {held[card]} of the {counts[card]} {card} cards are in the state "
                f"(reading deck.cards={deck_reading})"
            )


def card_key(card: str) -> int:
    """The order cards are listed in (:data:`CARDS`)."""
    return CARDS.index(card)


__all__ = ["CARDS", "CARD_HINT", "SORRY", "card_key", "check_cards", "deck", "deck_counts", "parse_card"]
