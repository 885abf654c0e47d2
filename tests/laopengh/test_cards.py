"""Lao Pengh's cards and their notation (rulebook, "Components", "Placing Cards", "Jokers"; facts, "Lao Pengh").

Expected counts come from the rulebook (48 theme cards, 6 jokers; crane or dragon, yellow, red or blue, numbers 1 to 4;
six cards each, three piles) and the sources (jokers carry the order numbers 1 to 6, theme cards 7 to 54); the split
of two copies per card is the documented default of reading deck.composition.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.laopengh.cards import (
    ALL_KINDS,
    COPIES,
    HAND_SIZE,
    JOKERS,
    ORDER_TABLE,
    PILES,
    THEME_KINDS,
    Cards,
    check_copies,
    colour_of,
    deck,
    format_cards,
    is_joker,
    name_of,
    number_of,
    parse_card,
    parse_cards,
    themes_of,
)

# Written out from the rulebook, not from the code: "Theme: crane or dragon", "Colour: yellow, red or blue",
# "Number: 1, 2, 3 or 4", in the notation's letters.
RULEBOOK_THEMES = {"C": "crane", "D": "dragon"}
RULEBOOK_COLOURS = {"Y": "yellow", "R": "red", "B": "blue"}
RULEBOOK_NUMBERS = (1, 2, 3, 4)


def test_the_deck_holds_48_theme_cards_and_6_jokers() -> None:
    full = deck()
    assert len(full) == 54
    assert sum(full.count(joker) for joker in JOKERS) == 6
    assert full.theme_cards() == 48
    assert sorted(JOKERS) == [f"J{n}" for n in range(1, 7)]


def test_every_theme_colour_and_number_is_in_the_deck_twice_by_default() -> None:
    full = deck()
    for theme, colour, number in itertools.product(RULEBOOK_THEMES, RULEBOOK_COLOURS, RULEBOOK_NUMBERS):
        kind = f"{theme}{colour}{number}"
        assert full.count(kind) == 2, kind
        assert themes_of(kind) == (theme,)
        assert colour_of(kind) == colour
        assert number_of(kind) == number
    assert len(THEME_KINDS) == 24


def test_a_joker_shows_both_animals_and_has_no_colour_or_number() -> None:
    for joker in JOKERS:
        assert is_joker(joker)
        assert set(themes_of(joker)) == set(RULEBOOK_THEMES)
        assert colour_of(joker) is None and number_of(joker) is None
    assert not any(is_joker(kind) for kind in THEME_KINDS)


def test_setup_sizes() -> None:
    # Setup: "deal each player 6 cards", "Place 3 cards face up ... They form the start of the 3 piles".
    assert HAND_SIZE == 6
    assert PILES == 3


def test_the_order_table_gives_every_number_from_1_to_54_exactly_once() -> None:
    numbers = [number for kind in ALL_KINDS for number in ORDER_TABLE[kind]]
    assert sorted(numbers) == list(range(1, 55))
    for kind in ALL_KINDS:
        assert len(ORDER_TABLE[kind]) == COPIES[kind], kind


def test_the_jokers_carry_1_to_6_and_the_theme_cards_7_to_54() -> None:
    # gaps, Lao Pengh: "48 theme cards numbered 7-54 ... 6 jokers numbered 1-6"; the jokers are named by theirs.
    for joker in JOKERS:
        assert ORDER_TABLE[joker] == (int(joker[1:]),)
    assert {number for kind in THEME_KINDS for number in ORDER_TABLE[kind]} == set(range(7, 55))


def test_every_card_round_trips_in_either_case() -> None:
    for kind in ALL_KINDS:
        assert parse_card(kind) == kind
        assert parse_card(kind.lower()) == kind
        assert format_cards(parse_cards(kind)) == kind
        assert format_cards(parse_cards(f" {kind.lower()} ")) == kind


def test_canonical_order_is_jokers_then_cranes_then_dragons() -> None:
    assert format_cards(parse_cards("DB1, cy3 j6 CR1 j1 CY1")) == "J1 J6 CY1 CY3 CR1 DB1"
    assert format_cards(parse_cards("")) == ""


def test_names_in_words() -> None:
    assert name_of("CY3") == "yellow crane 3"
    assert name_of("DB1") == "blue dragon 1"
    assert name_of("J4") == "joker 4"


within_deck = st.lists(st.sampled_from(ALL_KINDS), max_size=54).filter(
    lambda tokens: all(tokens.count(kind) <= COPIES[kind] for kind in set(tokens))
)


@given(within_deck, st.sampled_from([" ", ",", ", ", "  "]), st.randoms(use_true_random=False))
def test_any_cards_within_the_deck_round_trip(tokens: list[str], separator: str, rng: random.Random) -> None:
    written = separator.join(token.lower() if rng.random() < 0.5 else token for token in tokens)
    cards = parse_cards(written)
    assert cards == Cards.of(tokens)
    assert len(cards) == len(tokens)
    text = format_cards(cards)
    assert parse_cards(text) == cards
    assert format_cards(parse_cards(text)) == text
    assert text.split() == sorted(tokens, key=ALL_KINDS.index)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("CY5", r"unknown card 'CY5': expected a theme card"),  # corner numbers are 1 to 4
        ("CG1", r"unknown card 'CG1'"),  # no green
        ("XY1", r"unknown card 'XY1'"),
        ("J7", r"unknown card 'J7'.* J1 to J6"),  # six jokers
        ("J", r"unknown card 'J'"),  # a joker is written with its number
        ("CY", r"unknown card 'CY'"),
        ("CY3 CY31", r"unknown card 'CY31'"),
        ("CR2 CR2 CR2", r"^3 copies of CR2; the deck holds 2$"),
        ("j3 J3", r"^2 copies of J3; the deck holds 1$"),
    ],
)
def test_bad_input_is_refused_with_one_message_naming_it(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_cards(text)


def test_the_copy_check_names_where_the_cards_are() -> None:
    with pytest.raises(InputError, match=r"^3 copies of DY4 in the hand; the deck holds 2$"):
        parse_cards(["DY4", "dy4", "DY4"], what="the hand")


def test_totals_only_holds_the_theme_cards_only_to_48() -> None:
    # Reading deck.composition=totals-only: three copies of one card are allowed, 49 theme cards are not.
    assert parse_cards("CR2 CR2 CR2", composition="totals-only").count("CR2") == 3
    with pytest.raises(InputError, match=r"^2 copies of J1; the deck holds 1$"):
        parse_cards("J1 J1", composition="totals-only")
    with pytest.raises(InputError, match=r"^49 theme cards; the deck holds 48$"):
        check_copies(Cards.of(["CY1"] * 25 + ["DB4"] * 24), composition="totals-only")
    with pytest.raises(InputError, match=r"^49 copies of CY1; the deck holds 48$"):
        check_copies(Cards.of(["CY1"] * 49), composition="totals-only")
    check_copies(Cards.of(["CY1"] * 48 + list(JOKERS)), composition="totals-only")


def test_an_unknown_composition_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown deck composition"):
        check_copies(Cards.empty(), composition="three-each")


def test_the_multiset_adds_and_takes_away() -> None:
    hand = parse_cards("CY1 CY1 J2")
    assert hand - parse_cards("CY1") == parse_cards("CY1 J2")
    assert hand + parse_cards("DB4") == parse_cards("J2 CY1 CY1 DB4")
    assert hand.as_counter() == {"CY1": 2, "J2": 1}
    with pytest.raises(ValueError, match="not there"):
        hand - parse_cards("DB4")
    assert deck() - deck() == Cards.empty()
