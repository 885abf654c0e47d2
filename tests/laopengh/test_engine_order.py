"""The engine's order of play (rulebook "Sequence of Play" with its Exception, "Jokers"; spec laopengh.round.*).

Expected orders are worked out by hand: the order numbers are read off the spec's table ([deck.order]: CY1 7-8,
CY2 9-10, CR3 19-20, DY1 31-32, DR1 39-40, DB2 49-50, DB4 53-54; the jokers carry 1-6), the players are listed
by rising number, and the lone dragon's place follows the reading's words.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.cards import Card
from rulebook.laopengh.engine.order import lone_dragon, orders
from rulebook.laopengh.reading import Reading

DEFAULT = Reading()
STATED = Reading(deck_order_numbers="stated")
ALWAYS = Reading(order_lone_dragon_choice="always")
ONE_DRAGON = Reading(order_lone_dragon="exactly-one-dragon")
ONE_DRAGON_ALWAYS = Reading(order_lone_dragon="exactly-one-dragon", order_lone_dragon_choice="always")
ONE_DRAGON_AFTER = Reading(order_lone_dragon="exactly-one-dragon", order_lone_dragon_first="after-jokers")
ONE_DRAGON_AFTER_ALWAYS = Reading(
    order_lone_dragon="exactly-one-dragon", order_lone_dragon_first="after-jokers", order_lone_dragon_choice="always"
)


def card(text: str) -> Card:
    kind, _, number = text.partition("/")
    return Card(kind, int(number) if number else int(kind[1:]))


def cards(*texts: str | None) -> list[Card | None]:
    return [None if text is None else card(text) for text in texts]


def test_the_base_order_rises_with_the_order_numbers() -> None:
    # two dragons: no lone dragon. DR1/39 (player 2) < DB2/49 (player 0); CY2/9 (player 1) lowest: 1, 2, 0.
    assert orders(cards("DB2/49", "CY2/9", "DR1/39"), DEFAULT) == ((1, 2, 0),)


def test_the_spec_witness_under_the_table_and_with_a_second_dragon() -> None:
    # CY2 (9) against DB4 (53): the crane goes first; a second dragon DR1 (39) rules the lone dragon out.
    assert orders(cards("CY2/9", "DB4/53", "DR1/39"), DEFAULT) == ((0, 2, 1),)


def test_the_spec_witness_under_stated_numbers() -> None:
    # stated: the crane shows 40 and the dragon 8, the dragon goes first. With a second dragon (DR1/39) to rule
    # out the exception: 8 (player 1), 39 (player 2), 40 (player 0).
    assert orders(cards("CY2/40", "DB4/8", "DR1/39"), STATED) == ((1, 2, 0),)
    # the same numbers are not those of the table: refused there
    with pytest.raises(InputError):
        orders(cards("CY2/40", "DB4/8", "DR1/39"), DEFAULT)


def test_a_lone_dragon_among_cranes_may_go_first() -> None:
    # CY2/9 (0), DB4/53 (1), CR3/19 (2): one dragon, the others cranes. Base order 0, 2, 1; dragon first 1, 0, 2.
    revealed = cards("CY2/9", "DB4/53", "CR3/19")
    assert lone_dragon(revealed, DEFAULT) == 1
    assert orders(revealed, DEFAULT) == ((0, 2, 1), (1, 0, 2))  # optional: either
    assert orders(revealed, ALWAYS) == ((1, 0, 2),)  # always: dragon first only


def test_the_lone_dragon_under_stated_numbers_already_first() -> None:
    # stated: CY2/40 (0) and DB4/8 (1): base order 1, 0 is the dragon-first order too: a single order.
    assert orders(cards("CY2/40", "DB4/8"), STATED) == ((1, 0),)


def test_a_joker_beside_the_dragon_is_no_crane() -> None:
    # CY1/7 (0), J3 (1), DR1/39 (2). Base: J3 (3), CY1 (7), DR1 (39) -> 1, 0, 2.
    revealed = cards("CY1/7", "J3", "DR1/39")
    assert lone_dragon(revealed, DEFAULT) is None  # others-all-cranes: the joker is not a crane card
    assert orders(revealed, DEFAULT) == ((1, 0, 2),)
    assert orders(revealed, ALWAYS) == ((1, 0, 2),)
    # exactly-one-dragon: a lone dragon (player 2)
    assert lone_dragon(revealed, ONE_DRAGON) == 2
    # before-jokers: 2, then the others by number: 2, 1, 0; optional adds the base order
    assert orders(revealed, ONE_DRAGON) == ((1, 0, 2), (2, 1, 0))
    assert orders(revealed, ONE_DRAGON_ALWAYS) == ((2, 1, 0),)
    # after-jokers: the joker (1), then the dragon (2), then the rest (0)
    assert orders(revealed, ONE_DRAGON_AFTER) == ((1, 0, 2), (1, 2, 0))
    assert orders(revealed, ONE_DRAGON_AFTER_ALWAYS) == ((1, 2, 0),)


def test_after_jokers_keeps_the_jokers_in_their_order() -> None:
    # J5 (0), DY1/31 (1), J2 (2), CR3/19 (3): exactly one dragon. Base: J2 (2), J5 (0), CR3 (3), DY1 (1).
    revealed = cards("J5", "DY1/31", "J2", "CR3/19")
    assert orders(revealed, ONE_DRAGON_AFTER_ALWAYS) == ((2, 0, 1, 3),)
    assert orders(revealed, ONE_DRAGON_ALWAYS) == ((1, 2, 0, 3),)
    assert orders(revealed, DEFAULT) == ((2, 0, 3, 1),)  # the jokers are no cranes: no lone dragon


def test_only_jokers_beside_the_dragon_after_jokers_is_the_base_order() -> None:
    # J1 (0), DY1/31 (1): after-jokers puts the dragon after J1, which is the base order: one order.
    assert orders(cards("J1", "DY1/31"), ONE_DRAGON_AFTER) == ((0, 1),)
    # before-jokers: the dragon first (1, 0) or the base order
    assert orders(cards("J1", "DY1/31"), ONE_DRAGON) == ((0, 1), (1, 0))


def test_a_joker_is_no_dragon_card() -> None:
    # J1 and CY1/7: no dragon card at all, so no lone dragon under either reading.
    assert orders(cards("CY1/7", "J1"), ONE_DRAGON) == ((1, 0),)


def test_players_without_a_card_take_no_part() -> None:
    # player 1 revealed nothing; players 0 (CY1/7) and 2 (DB2/49): a lone dragon among cranes.
    assert orders(cards("CY1/7", None, "DB2/49"), DEFAULT) == ((0, 2), (2, 0))


def test_one_card_alone_is_no_lone_dragon() -> None:
    assert orders(cards(None, "DR1/39"), DEFAULT) == ((1,),)
    assert orders(cards(None, "DR1/39"), ONE_DRAGON_ALWAYS) == ((1,),)


def test_nobody_revealing_leaves_one_empty_order() -> None:
    assert orders(cards(None, None), DEFAULT) == ((),)


@pytest.mark.parametrize(
    "revealed",
    [
        ["CY1/7", "CY1/7"],  # the same number twice
        ["CY1/9", "CY2/10"],  # CY1 carries 7 or 8 under the table
        ["J2/3", "CY1/7"],  # a joker carries its own number
    ],
)
def test_impossible_numbers_are_refused(revealed: list[str]) -> None:
    with pytest.raises(InputError):
        orders([card(text) for text in revealed], DEFAULT)


def test_stated_numbers_must_be_those_of_theme_cards() -> None:
    with pytest.raises(InputError):
        orders(cards("CY1/5", "DB1/47"), STATED)  # 5 is a joker's number
    assert orders(cards("CY1/54", "DB1/7", "DB2/8"), STATED) == ((1, 2, 0),)
