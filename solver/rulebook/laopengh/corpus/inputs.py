"""The inputs of the Lao Pengh questions, read from JSON: every malformed one is an :class:`InputError` naming it.

- ``place``: ``{"piles": [[...], [...], [...]], "pile": 0, "card": "CY1"}``: the three piles as card kinds, bottom
  card first (a physical card ``CY3/11`` is read as its kind: order numbers do not matter to placing), the pile the
  card goes on (0 to 2) and the card. The piles and the card together are held to the deck (rule
  ``laopengh.deck.cards``).
- ``order``: ``{"revealed": ["CY2/9", "DB4/53", null]}``: one entry per player (two to six), the physical card that
  player revealed, or ``null``; the order numbers are read under reading ``deck.order-numbers`` and must differ.
- ``legal_actions``: ``{"state": <state JSON>}`` (``spec/laopengh-state.schema.json``);
- ``apply``: ``{"state": <state JSON>, "action": "place 1 on 2"}`` (the texts of :mod:`rulebook.laopengh.actions`).

The state of ``legal_actions`` and ``apply`` is held to what a game can reach
(:func:`rulebook.laopengh.validate.check_state`), as the play commands hold it: a position may leave out the cards
set aside (the corpus's leave out the setup's leftovers), and is refused for anything else that cannot arise.

>>> place_input({"piles": [["CY3", "CY4"], ["DR1"], ["cb2/25"]], "pile": 0, "card": "cy1"})
((('CY3', 'CY4'), ('DR1',), ('CB2',)), 0, 'CY1')
>>> order_input({"revealed": ["CY2/9", None, "J2"]})[2]
Card(kind='J2', number=2)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.inputs import check_question_fields
from rulebook.laopengh.actions import Action, parse_action
from rulebook.laopengh.cards import PILES, Card, Cards, check_copies, check_numbers, parse_card, parse_numbered
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS, State, state_from_json
from rulebook.laopengh.validate import check_state

FIELDS: Mapping[str, tuple[str, ...]] = {
    "place": ("piles", "pile", "card"),
    "order": ("revealed",),
    "legal_actions": ("state",),
    "apply": ("state", "action"),
}
"""The fields of each question's input."""


def check_fields(data: Mapping[str, Any], question: str) -> None:
    """:class:`InputError` when ``data`` is no object of exactly the question's fields (:data:`FIELDS`)."""
    check_question_fields(data, question, FIELDS[question])


def kind_of(value: object, what: str) -> str:
    """The kind a card string names; an order number after a slash is allowed and dropped."""
    if not isinstance(value, str):
        raise InputError(f'{what} must be a card such as "CY3", not {value!r}')
    return parse_card(value.partition("/")[0])


def pile_kinds(value: object) -> tuple[tuple[str, ...], ...]:
    """Three piles of kinds, bottom card first, each non-empty."""
    if not isinstance(value, list) or len(value) != PILES:
        raise InputError(f"piles must list the {PILES} piles, each a list of cards, bottom card first")
    piles: list[tuple[str, ...]] = []
    for index, pile in enumerate(value):
        if not isinstance(pile, list) or not pile:
            raise InputError(f"pile {index} must be a non-empty list of cards, bottom card first")
        piles.append(tuple(kind_of(card, f"a card of pile {index}") for card in pile))
    return tuple(piles)


def place_input(
    data: Mapping[str, Any], reading: Reading | None = None
) -> tuple[tuple[tuple[str, ...], ...], int, str]:
    """The piles, the target pile and the card of a ``place`` question, held to the deck together."""
    check_fields(data, "place")
    composition = (reading or Reading()).deck_composition
    piles = pile_kinds(data["piles"])
    pile = data["pile"]
    if not isinstance(pile, int) or isinstance(pile, bool) or not 0 <= pile < PILES:
        raise InputError(f"pile must be the number of a pile, 0 to {PILES - 1}")
    card = kind_of(data["card"], "card")
    check_copies(Cards.of([*(kind for stack in piles for kind in stack), card]), "the piles and the card", composition)
    return piles, pile, card


def order_input(data: Mapping[str, Any], reading: Reading | None = None) -> tuple[Card | None, ...]:
    """The revealed card of each player (``None``: none) of an ``order`` question."""
    check_fields(data, "order")
    chosen = reading or Reading()
    value = data["revealed"]
    if not isinstance(value, list) or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise InputError(f"revealed must give one card or null for each of {MIN_PLAYERS} to {MAX_PLAYERS} players")
    revealed: list[Card | None] = []
    for player, item in enumerate(value):
        if item is None:
            revealed.append(None)
        elif isinstance(item, str):
            revealed.append(parse_numbered(item, chosen.deck_order_numbers))
        else:
            raise InputError(f'the card of player {player} must be a card such as "CY3/11", or null')
    cards = [card for card in revealed if card is not None]
    check_numbers(cards, "the revealed cards")
    check_copies(Cards.of(card.kind for card in cards), "the revealed cards", chosen.deck_composition)
    return tuple(revealed)


def state_input(data: Mapping[str, Any], reading: Reading | None = None) -> State:
    """The state of a ``legal_actions`` question, one a game can reach."""
    check_fields(data, "legal_actions")
    return checked_state(data["state"], reading)


def read_state(value: object, reading: Reading | None = None) -> State:
    """A state under the deck readings of ``reading`` (its form and deck checked, not whether a game reaches it)."""
    chosen = reading or Reading()
    return state_from_json(value, chosen.deck_order_numbers, chosen.deck_composition)


def checked_state(value: object, reading: Reading | None = None) -> State:
    """A state under ``reading`` (:func:`read_state`) that a game can reach.

    The check is :func:`rulebook.laopengh.validate.check_state`, the cards the state leaves out counted as set aside.
    """
    chosen = reading or Reading()
    state = read_state(value, chosen)
    check_state(state, chosen)
    return state


def apply_input(data: Mapping[str, Any], reading: Reading | None = None) -> tuple[State, Action]:
    """The state and the action of an ``apply`` question."""
    check_fields(data, "apply")
    chosen = reading or Reading()
    action = data["action"]
    if not isinstance(action, str):
        raise InputError('action must be the text of an action, such as "place 1 on 2"')
    return checked_state(data["state"], chosen), parse_action(action, chosen.deck_order_numbers)


__all__ = [
    "FIELDS",
    "apply_input",
    "check_fields",
    "checked_state",
    "kind_of",
    "order_input",
    "pile_kinds",
    "place_input",
    "read_state",
    "state_input",
]
