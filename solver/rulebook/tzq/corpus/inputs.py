"""The inputs of the Tien Zi Que questions, read from JSON: every malformed one is an :class:`InputError` naming it.

Cards are kind strings (``"4a"``, ``"E"``, ``"T"``, :mod:`rulebook.tzq.cards`), given as a list of strings or as
one string of cards separated by spaces or commas; either case is read. Every group of cards is held to the deck
(rule ``tzq.deck.cards``): no more copies of a kind than the deck's.

- ``combination``: ``{"cards": [...]}``, any number of cards;
- ``combinations``: ``{"hand": [5 cards], "card": "X", "from": "draw" | "discard"}``; the hand holds exactly five
  cards (rule ``tzq.turn.hand-size``) and the six cards together at most the deck's copies;
- ``score``: ``{"pile": [5 cards]}``, exactly five (a score pile is scored at Mah-jong, rule ``tzq.round.mahjong``);
- ``legal_actions``: ``{"state": <state JSON>}`` (``spec/tzq-state.schema.json``);
- ``apply``: ``{"state": <state JSON>, "action": "combine 4a 5b 6c keep 4a"}`` (the texts of
  :mod:`rulebook.tzq.actions`).

>>> combination_input({"cards": "T 4a 5B"})
('4a', '5b', 'T')
>>> score_input({"pile": ["E", "E", "T"]})
Traceback (most recent call last):
...
rulebook.core.errors.InputError: a score pile holds exactly 5 cards, got 3
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.inputs import check_question_fields
from rulebook.tzq.cards import HAND_SIZE, SCORE_PILE_SIZE, Cards, check_copies, parse_card, parse_tokens

SOURCES = ("draw", "discard")
"""Where the sixth card of a ``combinations`` question comes from."""
FIELDS: Mapping[str, tuple[str, ...]] = {
    "combination": ("cards",),
    "combinations": ("hand", "card", "from"),
    "score": ("pile",),
    "legal_actions": ("state",),
    "apply": ("state", "action"),
}
"""The fields of each question's input."""


def check_fields(data: Mapping[str, Any], question: str) -> None:
    """:class:`InputError` when ``data`` is no object of exactly the question's fields (:data:`FIELDS`)."""
    check_question_fields(data, question, FIELDS[question])


def card_list(value: object, what: str) -> tuple[str, ...]:
    """The kinds of a list of card strings (or one string of cards), in the order given, held to the deck."""
    if isinstance(value, str):
        kinds = parse_tokens(value)
    elif isinstance(value, list | tuple):
        if not all(isinstance(item, str) for item in value):
            raise InputError(f'"{what}" must be a list of card strings such as "4a", "E", "T"')
        kinds = [parse_card(item) for item in value]
    else:
        raise InputError(f'"{what}" must be a list of card strings such as "4a", "E", "T"')
    check_copies(Cards.of(kinds), what)
    return tuple(kinds)


def one_card(value: object, what: str) -> str:
    """One card's kind."""
    if not isinstance(value, str):
        raise InputError(f'"{what}" must be one card string such as "4a", "E", "T"')
    return parse_card(value)


def combination_input(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The cards of a ``combination`` question, in canonical order."""
    check_fields(data, "combination")
    return Cards.of(card_list(data["cards"], "cards")).tokens()


def combinations_input(data: Mapping[str, Any]) -> tuple[Cards, str, str]:
    """The hand, the sixth card and where it comes from, of a ``combinations`` question."""
    check_fields(data, "combinations")
    hand = Cards.of(card_list(data["hand"], "hand"))
    if len(hand) != HAND_SIZE:
        raise InputError(f"a hand holds exactly {HAND_SIZE} cards between turns, got {len(hand)}")
    card = one_card(data["card"], "card")
    check_copies(hand + Cards.of([card]), "the hand and the card")
    source = data["from"]
    if source not in SOURCES:
        raise InputError(f'"from" must be "draw" or "discard", got {source!r}')
    return hand, card, str(source)


def score_input(data: Mapping[str, Any]) -> Cards:
    """The five cards of a ``score`` question."""
    check_fields(data, "score")
    pile = Cards.of(card_list(data["pile"], "pile"))
    if len(pile) != SCORE_PILE_SIZE:
        raise InputError(f"a score pile holds exactly {SCORE_PILE_SIZE} cards, got {len(pile)}")
    return pile


def state_input(data: Mapping[str, Any], question: str = "legal_actions") -> Any:
    """The position of a ``legal_actions`` or ``apply`` question, read and held to the rules of the state.

    The rules of a position are :mod:`rulebook.tzq.validate`'s.
    """
    check_fields(data, question)
    from rulebook.core.play.validation import refuse_impossible
    from rulebook.tzq.state import state_from_json
    from rulebook.tzq.validate import violations

    state = state_from_json(data["state"])
    refuse_impossible(violations(state))
    return state


def apply_input(data: Mapping[str, Any]) -> tuple[Any, Any]:
    """The position and the action of an ``apply`` question (an unknown action text is an :class:`InputError`)."""
    from rulebook.tzq.actions import parse_action

    return state_input(data, "apply"), parse_action(data["action"])


__all__ = [
    "FIELDS",
    "SOURCES",
    "apply_input",
    "card_list",
    "check_fields",
    "combination_input",
    "combinations_input",
    "one_card",
    "score_input",
    "state_input",
]
