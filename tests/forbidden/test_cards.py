"""Card notation and deck limits (Section 2; rule forbidden.deck.composition)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import ALL_KINDS, DECK_COPIES, NUMBER_KINDS, Cards, format_cards, parse_cards
from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.verdict import PlacedCard, parse_placed_card


def test_deck_has_the_hundred_playing_cards_of_section_2() -> None:
    # Section 2: 84 number cards, 9 Forbidden, 7 Royal cards counting the 3 wilds (gaps: 100 playing cards).
    assert sum(DECK_COPIES[kind] for kind in NUMBER_KINDS) == 84
    assert DECK_COPIES["F"] == 9
    assert DECK_COPIES["W"] + sum(DECK_COPIES[royal] for royal in ("EM", "ES", "MO", "RO")) == 7
    assert sum(DECK_COPIES.values()) == 100


def test_tokens_are_case_insensitive_and_split_on_spaces_and_commas() -> None:
    assert parse_cards("r2,R3  by,w f EM") == parse_cards("R2 R3 BY W F em")
    assert format_cards(parse_cards("ro f r2 w by")) == "R2 BY F W RO"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("R2 R6", "'R6'"),  # 6 exists only as a Yin-Yang card
        ("R2 X", "'X'"),
        ("R2 R2 R2 R2 R2", "R2: 5 given"),
        ("W W W W", "W: 4 given"),
        (" ".join(["F"] * 10), "F: 10 given"),
        ("EM EM", "EM: 2 given"),
    ],
)
def test_bad_cards_are_refused_naming_the_card(text: str, named: str) -> None:
    with pytest.raises(InputError, match=named):
        parse_cards(text)


def test_copies_are_counted_across_hand_laid_sets_and_table() -> None:
    with pytest.raises(InputError, match="R3: 5 given"):
        parse_query("R3 R3 R3", laid=["R3 R3 R4"])
    with pytest.raises(InputError, match="F: 10 given"):
        parse_query("F F F F F", table_forbidden=5)
    with pytest.raises(InputError, match="only number cards and wilds"):
        parse_query("R2", laid=["R3 R4 F"])


cards_strategy = st.lists(st.sampled_from(ALL_KINDS), max_size=30).filter(
    lambda tokens: all(tokens.count(kind) <= DECK_COPIES[kind] for kind in set(tokens))
)


@given(cards_strategy, st.sampled_from([" ", ",", ", "]), st.booleans())
def test_parse_and_format_round_trip(tokens: list[str], separator: str, lower: bool) -> None:
    text = separator.join(token.lower() if lower else token for token in tokens)
    cards = parse_cards(text)
    assert sorted(cards.tokens()) == sorted(tokens)
    assert parse_cards(format_cards(cards)) == cards


placed_strategy = st.one_of(
    st.builds(lambda c, r: PlacedCard(c + r, c, int(r)), st.sampled_from("RGB"), st.sampled_from("234578")),
    st.builds(lambda c, v: PlacedCard(c + "Y", c, v), st.sampled_from("RGB"), st.sampled_from([6, 9])),
    st.builds(lambda c, v: PlacedCard("W", c, v), st.sampled_from("RGB"), st.integers(2, 9)),
)


@given(placed_strategy)
def test_placed_cards_round_trip(card: PlacedCard) -> None:
    assert parse_placed_card(str(card)) == card


def test_placed_notation_shows_what_a_card_stands_for() -> None:
    assert str(parse_placed_card("ry=6")) == "RY=6"
    assert str(parse_placed_card("W=g2")) == "W=G2"
    with pytest.raises(InputError):
        parse_placed_card("RY=7")
    with pytest.raises(InputError):
        parse_placed_card("W")


def test_cards_arithmetic() -> None:
    hand = parse_cards("R2 R2 F")
    assert hand - parse_cards("R2") == parse_cards("R2 F")
    assert len(hand + parse_cards("W")) == 4
    with pytest.raises(ValueError, match="not there"):
        hand - parse_cards("G2")
    assert Cards.empty().tokens() == ()
