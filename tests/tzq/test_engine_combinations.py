"""The engine's combinations (rulebook Glossary "Combination", "Run", "Triplet"; "Tien Zi Que" Cards).

Expected values are worked by hand from the rulebook: a run is three consecutive coin numbers (no wrapping), a
triplet three identical cards, a joker stands for one missing card, never two jokers in one combination, and a
joker taken from the discard pile makes nothing.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.tzq.cards import parse_cards
from rulebook.tzq.engine.combinations import combinations, table, ways


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        # docs/tzq-contract.md's three joker examples (Combinations); rulebook Example 1: a 4 and a 5 with the joker
        # as 3 or 6.
        ("4a 5b T", ("run 3-4-5", "run 4-5-6")),
        ("4a 4b T", ("triplet 4",)),  # the joker is the third 4; 4 4 x is no run
        ("4a 6b T", ("run 4-5-6",)),  # the joker fills the gap
        # Rulebook Example 2: East, joker and a discarded East make a triplet of East.
        ("E E T", ("triplet E",)),
        ("5a 6b 7c", ("run 5-6-7",)),  # the Glossary's run: any series
        ("2a 2b 2c", ("triplet 2",)),  # three coins numbered 2, of different series
        ("N N N", ("triplet N",)),
        ("1a 2b T", ("run 1-2-3",)),  # no 0: the joker can only be the 3
        ("8a 9b T", ("run 7-8-9",)),  # no 10: the joker can only be the 7
        ("9a 1b 2c", ()),  # numbers do not wrap round from 9 to 1
        ("E S W", ()),  # honours never make a run
        ("E S T", ()),  # two different honours: no triplet, no run
        ("4a 7b T", ()),  # 4 and 7 are too far apart for one missing card
        ("E 4a T", ()),
        ("D D T", ("triplet D",)),
    ],
)
def test_ways_of_three_cards(cards: str, expected: tuple[str, ...]) -> None:
    assert ways(cards.split()) == expected


@pytest.mark.parametrize("cards", ["4a 5b", "4a 5b 6c 7d", "", "E E", "E E T 4a"])
def test_ways_needs_exactly_three_cards(cards: str) -> None:
    # tzq.combination.size: two or four cards are no combination.
    assert ways(cards.split()) == ()


@pytest.mark.parametrize("cards", ["5a T T", "T T T", "E T T"])
def test_at_most_one_joker(cards: str) -> None:
    # tzq.combination.joker: a combination holds at most one Tien Zi Que card.
    assert ways(cards.split()) == ()


def test_ways_reads_either_case_and_refuses_unknown_cards() -> None:
    assert ways(["4A", "5b", "t"]) == ("run 3-4-5", "run 4-5-6")
    with pytest.raises(InputError, match="unknown card"):
        ways(["4a", "5x", "T"])
    with pytest.raises(InputError, match="4 copies of E"):
        ways(["E", "E", "E", "E"])


def test_the_table_holds_every_three_face_multiset() -> None:
    # 15 faces (numbers 1-9, E S W N D, T), multisets of three: C(15 + 2, 3) = 680.
    assert len(table()) == 680


def test_combinations_from_the_draw_pile_are_any_three_of_six() -> None:
    # Hand 4a 5b T E E, drawn 6c. Triples that make something:
    # 4a 5b 6c (run), 4a 5b T (run), 4a 6c T (run 4-5-6), 5b 6c T (runs), E E T (triplet E).
    # E E with a coin is nothing, and 4a 5b E etc. are nothing.
    assert combinations(parse_cards("4a 5b T E E"), "6c", "draw") == (
        "4a 5b 6c",
        "4a 5b T",
        "4a 6c T",
        "5b 6c T",
        "E E T",
    )


def test_combinations_from_the_discard_pile_include_the_card_taken() -> None:
    # Same six cards, but 6c taken from the discard pile: only the triples holding 6c.
    assert combinations(parse_cards("4a 5b T E E"), "6c", "discard") == ("4a 5b 6c", "4a 6c T", "5b 6c T")
    # Taking an East: E E E and E E T (Example 2).
    assert combinations(parse_cards("4a 5b T E E"), "E", "discard") == ("E E E", "E E T")


def test_a_discarded_joker_makes_no_combination() -> None:
    # tzq.combination.joker: the joker taken from the discard pile has just been discarded.
    assert combinations(parse_cards("4a 5b E E 9c"), "T", "discard") == ()
    # The same joker drawn from the draw pile does make combinations (4a 5b T, E E T).
    assert combinations(parse_cards("4a 5b E E 9c"), "T", "draw") == ("4a 5b T", "E E T")


def test_combinations_check_the_hand() -> None:
    with pytest.raises(InputError, match="exactly 5"):
        combinations(parse_cards("4a 5b E E"), "6c", "draw")
    with pytest.raises(InputError, match="from"):
        combinations(parse_cards("4a 5b E E 9c"), "6c", "pile")
    with pytest.raises(InputError, match="2 copies of 4a"):
        combinations(parse_cards("4a 5b E E 9c"), "4a", "draw")
