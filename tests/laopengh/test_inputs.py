"""The inputs of the Lao Pengh questions and the state: every malformed one is refused by name."""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.corpus.inputs import apply_input, order_input, place_input
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import state_from_json, state_json

PILES = [["CY3", "CY4"], ["DR1"], ["CB2"]]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"piles": PILES, "pile": 0}, "place needs the field(s) card"),
        ({"piles": PILES, "pile": 0, "card": "CY1", "extra": 1}, "unknown field(s) of place: extra"),
        ({"piles": PILES[:2], "pile": 0, "card": "CY1"}, "piles must list the 3 piles"),
        ({"piles": [["CY3"], [], ["CB2"]], "pile": 0, "card": "CY1"}, "pile 1 must be a non-empty list"),
        ({"piles": PILES, "pile": 3, "card": "CY1"}, "pile must be the number of a pile, 0 to 2"),
        ({"piles": PILES, "pile": True, "card": "CY1"}, "pile must be the number of a pile"),
        ({"piles": PILES, "pile": 0, "card": "CY5"}, "unknown card 'CY5'"),
        ({"piles": [["CY3", "CY3"], ["DR1"], ["CB2"]], "pile": 0, "card": "CY3"}, "3 copies of CY3"),
        ({"piles": [["J1"], ["DR1"], ["CB2"]], "pile": 0, "card": "J1"}, "2 copies of J1"),
    ],
)
def test_a_bad_place_input_is_named(data: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
        place_input(data)


def test_three_copies_are_a_position_when_the_split_is_left_open() -> None:
    # deck.composition=totals-only bounds only the 48 theme cards.
    piles, pile, card = place_input(
        {"piles": [["CY3", "CY3"], ["DR1"], ["CB2"]], "pile": 0, "card": "CY3"},
        Reading.from_mapping({"deck.composition": "totals-only"}),
    )
    assert piles[0] == ("CY3", "CY3") and card == "CY3" and pile == 0


@pytest.mark.parametrize(
    ("revealed", "message"),
    [
        (["CY2"], "revealed must give one card or null for each of 2 to 6 players"),
        (["CY2/9"] + [None] * 6, "for each of 2 to 6 players"),
        (["CY2", "DB4/53"], "write the copy's order number after a slash"),
        (["CY2/11", "DB4/53"], "under the spec's order table CY2 carries 9 or 10"),
        (["J2/3", "DB4/53"], "joker J2 carries the order number 2"),
        (["CY2/9", 7], "the card of player 1 must be a card"),
    ],
)
def test_a_bad_reveal_is_named(revealed: list[Any], message: str) -> None:
    with pytest.raises(InputError, match=message):
        order_input({"revealed": revealed})


def test_stated_numbers_take_any_theme_number_but_keep_the_jokers_own() -> None:
    stated = Reading.from_mapping({"deck.order-numbers": "stated"})
    cards = order_input({"revealed": ["CY2/40", "DB4/8"]}, stated)
    assert [card.number for card in cards if card is not None] == [40, 8]
    with pytest.raises(InputError, match="a theme card's order number is 7 to 54"):
        order_input({"revealed": ["CY2/5", "DB4/8"]}, stated)


def test_a_state_round_trips_through_its_json_form() -> None:
    data = {
        "hands": [["J2", "CY3/11"], ["DB4/53"]],  # canonical order: the jokers first
        "piles": [["CR1/15"], ["CR2/17"], ["CR3/19", "DY1/31"]],
        "phase": "place",
        "revealed": [None, "DB3/51"],
        "orders": [[1]],
        "open": [{"pile": 2, "player": 0, "legal": True}],
        "aside": ["CB1/23"],
        "winners": [],
        "round": 2,
    }
    assert state_json(state_from_json(data)) == data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hands": [["CY3/11"]]}, "hands must list the hands of 2 to 6 players"),
        ({"piles": [["CR1/15"], [], ["CR3/19"]]}, "a pile is never empty"),
        ({"hands": [["CY3/11", "CY3/11"], []]}, "two cards carry the order number 11"),
        ({"phase": "scoring"}, "unknown phase 'scoring'"),
        ({"open": [{"pile": 0, "player": 0}]}, "exactly pile, player and legal"),
        ({"colour": 1}, "unknown state field 'colour'"),
        ({"revealed": [None]}, "revealed must give one card or null for each of the 2 players"),
    ],
)
def test_a_bad_state_is_named(change: dict[str, Any], message: str) -> None:
    data = {"hands": [["CY3/11"], ["DB4/53"]], "piles": [["CR1/15"], ["CR2/17"], ["CR3/19"]], **change}
    with pytest.raises(InputError, match=message):
        state_from_json(data)


def test_an_apply_input_needs_an_action_text() -> None:
    state = {"hands": [["CY3/11"], ["DB4/53"]], "piles": [["CR1/15"], ["CR2/17"], ["CR3/19"]]}
    with pytest.raises(InputError, match="action must be the text of an action"):
        apply_input({"state": state, "action": 3})
    with pytest.raises(InputError, match="unknown action 'jump'"):
        apply_input({"state": state, "action": "jump"})
