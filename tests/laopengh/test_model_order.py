"""The Z3 model of the order of play (rules laopengh.round.order, laopengh.round.lone-dragon).

Expected orders are worked out by hand from the rulebook ("Sequence of Play" and its Exception, "Jokers"), the
spec's readings order.lone-dragon, order.lone-dragon-first, order.lone-dragon-choice and deck.order-numbers (its
witness: CY2 against DB4), and the exact semantics of docs/laopengh-contract.md (Semantics); none is taken from
the code's output.
Players are numbered from 0 by their place in ``revealed``; an order lists the players, first placer first. Order
numbers under the spec's table: jokers 1 to 6, CY1 7-8, CY2 9-10, CR1 15-16, CR2 17-18, DY1 31-32, DR2 41-42,
DB4 53-54.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.cards import Card
from rulebook.laopengh.model.order import ORDER_RULES, orders, shape
from rulebook.laopengh.reading import Reading

DEFAULT = Reading()
STATED = Reading(deck_order_numbers="stated")
EXACTLY_ONE = Reading(order_lone_dragon="exactly-one-dragon")
ALWAYS = Reading(order_lone_dragon_choice="always")


def cards(*texts: str | None) -> list[Card | None]:
    """``"CY2/9"`` -> ``Card("CY2", 9)``, ``"J4"`` -> ``Card("J4", 4)``, ``None`` stays."""
    found: list[Card | None] = []
    for text in texts:
        if text is None:
            found.append(None)
        elif "/" in text:
            kind, number = text.split("/")
            found.append(Card(kind, int(number)))
        else:
            found.append(Card(text, int(text[1:])))
    return found


def test_the_order_numbers_witness_with_no_lone_dragon() -> None:
    # The spec's witness of deck.order-numbers: CY2 goes before DB4 under the table (9 against 53), after it when the
    # cards show 40 and 8. A second dragon (DR2) keeps the exception out: the base order alone.
    assert orders(cards("CY2/9", "DB4/53", "DR2/41")) == ((0, 2, 1),)  # 9, 41, 53
    assert orders(cards("CY2/40", "DB4/8", "DR2/41"), STATED) == ((1, 0, 2),)  # 8, 40, 41


def test_the_order_numbers_witness_with_a_lone_dragon() -> None:
    # CY2 against DB4 alone: one dragon, every other card a crane. Base order (0, 1); the dragon first (1, 0).
    assert orders(cards("CY2/9", "DB4/53")) == ((0, 1), (1, 0))
    assert orders(cards("CY2/9", "DB4/53"), ALWAYS) == ((1, 0),)
    # Under stated with 40 and 8 the dragon goes first by its number anyway: both orders are one.
    assert orders(cards("CY2/40", "DB4/8"), STATED) == ((1, 0),)


def test_a_number_the_table_does_not_give_the_card_is_refused_under_table_only() -> None:
    with pytest.raises(InputError):
        orders(cards("CY2/40", "DB4/8"))
    with pytest.raises(InputError):
        orders(cards("CY2/40", "DB4/40"), STATED)  # two cards with one number
    with pytest.raises(InputError):
        orders([Card("J2", 5)])  # J2 carries 2


def test_base_order_by_rising_numbers_jokers_first() -> None:
    # J5 (5), CY1 (7), CR2 (17), DY1 (31), DR2 (41): two dragons, no exception.
    revealed = cards("DR2/41", None, "CR2/17", "J5", "DY1/31", "CY1/7")
    assert orders(revealed) == ((3, 5, 2, 4, 0),)
    assert orders(revealed, Reading(order_lone_dragon="exactly-one-dragon", order_lone_dragon_choice="always")) == (
        (3, 5, 2, 4, 0),
    )


LONE_WITH_JOKER = cards("CY2/9", "DB4/53", "J4")
"""A dragon beside a crane and a joker: base order J4 (4), CY2 (9), DB4 (53) = (2, 0, 1)."""


def test_a_joker_beside_the_dragon_under_others_all_cranes_means_no_lone_dragon() -> None:
    # The joker is not a crane card: not every other player revealed a crane.
    assert orders(LONE_WITH_JOKER) == ((2, 0, 1),)
    assert orders(LONE_WITH_JOKER, ALWAYS) == ((2, 0, 1),)


def test_a_joker_beside_the_dragon_under_exactly_one_dragon() -> None:
    # One dragon card (the joker is none): a lone dragon. Dragon first, before the joker: (1, 2, 0); or the base.
    assert orders(LONE_WITH_JOKER, EXACTLY_ONE) == ((1, 2, 0), (2, 0, 1))
    after = Reading(order_lone_dragon="exactly-one-dragon", order_lone_dragon_first="after-jokers")
    # After the jokers: J4, then DB4, then CY2: (2, 1, 0); or the base.
    assert orders(LONE_WITH_JOKER, after) == ((2, 0, 1), (2, 1, 0))
    always_after = Reading(
        order_lone_dragon="exactly-one-dragon",
        order_lone_dragon_first="after-jokers",
        order_lone_dragon_choice="always",
    )
    assert orders(LONE_WITH_JOKER, always_after) == ((2, 1, 0),)
    always_before = Reading(order_lone_dragon="exactly-one-dragon", order_lone_dragon_choice="always")
    assert orders(LONE_WITH_JOKER, always_before) == ((1, 2, 0),)


def test_lone_dragon_first_with_two_jokers_and_two_cranes() -> None:
    # Players 0..4: CY2 (9), J5 (5), DB4 (53), J1 (1), CR1 (15). Base: J1, J5, CY2, CR1, DB4 = (3, 1, 0, 4, 2).
    revealed = cards("CY2/9", "J5", "DB4/53", "J1", "CR1/15")
    before = Reading(order_lone_dragon="exactly-one-dragon", order_lone_dragon_choice="always")
    after = Reading(
        order_lone_dragon="exactly-one-dragon",
        order_lone_dragon_first="after-jokers",
        order_lone_dragon_choice="always",
    )
    assert orders(revealed, before) == ((2, 3, 1, 0, 4),)  # DB4, then the others by number
    assert orders(revealed, after) == ((3, 1, 2, 0, 4),)  # the jokers by number, DB4, the rest by number
    assert orders(revealed, EXACTLY_ONE) == ((2, 3, 1, 0, 4), (3, 1, 0, 4, 2))
    # Under the default others-all-cranes the jokers are no cranes: only the base order.
    assert orders(revealed) == ((3, 1, 0, 4, 2),)


def test_under_either_first_reading_without_jokers_the_dragon_goes_first() -> None:
    # Only cranes beside the dragon: before-jokers and after-jokers agree. DR2 (41), CY1 (7), CR2 (17).
    revealed = cards("CR2/17", "DR2/41", "CY1/7")
    for first in ("before-jokers", "after-jokers"):
        reading = Reading(order_lone_dragon_first=first)
        assert orders(revealed, reading) == ((1, 2, 0), (2, 0, 1))


def test_two_dragons_make_no_lone_dragon_under_either_reading() -> None:
    revealed = cards("DY1/31", "DR2/41", "CY1/7")
    for reading in (DEFAULT, EXACTLY_ONE, ALWAYS):
        assert orders(revealed, reading) == ((2, 0, 1),)


def test_a_lone_card_is_no_lone_dragon() -> None:
    # One participant: the only order is that player alone, whatever the readings.
    assert orders(cards(None, "DB4/53", None)) == ((1,),)
    assert orders(cards(None, "DB4/53"), ALWAYS) == ((1,),)
    assert orders(cards(None, None)) == ((),)


def test_only_jokers_and_cranes_place_by_number() -> None:
    revealed = cards("CY1/8", "J6", "J2")
    assert orders(revealed, EXACTLY_ONE) == ((2, 1, 0),)


def test_bad_input() -> None:
    with pytest.raises(InputError):
        orders(["CY1/7"])


def test_every_order_rule_is_a_tracked_group_of_the_solver() -> None:
    assert set(shape(3).rule_literals) == set(ORDER_RULES)
