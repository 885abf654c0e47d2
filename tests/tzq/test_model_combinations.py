"""The model's combinations (rules ``tzq.combination.*``, ``tzq.turn.actions``) on hand-worked cases.

Every expected value is worked out by hand from the rulebook (Glossary "Combination", "Run", "Triplet";
"Tien Zi Que" Cards and its Examples 1 and 2; Course of Play), never taken from the code.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.tzq.model.combinations import COMBINATION_RULES, combinations, refusing_rules, shape, ways


def test_example_1_the_joker_beside_a_4_and_a_5_is_a_3_or_a_6() -> None:
    # Rulebook, Example 1: a 4 and a TZQ card in hand, a 5 drawn: "the TZQ card can be treated as a 6 or a 3".
    assert ways(["4a", "5b", "T"]) == ("run 3-4-5", "run 4-5-6")


def test_example_2_the_joker_completes_a_triplet_of_east_with_a_discarded_east() -> None:
    # Rulebook, Example 2: East and a TZQ card in hand, the opponent discards East: Chow, triplet of East.
    # The other cards 1a 5b 9c are far apart and make nothing with East: E E T is the only combination with E.
    assert combinations(["E", "T", "1a", "5b", "9c"], "E", "discard") == ("E E T",)
    assert ways(["E", "E", "T"]) == ("triplet E",)


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (["4a", "4b", "T"], ("triplet 4",)),  # the joker is the third 4; 4 4 x is no run
        (["4a", "6b", "T"], ("run 4-5-6",)),  # the joker fills the gap
        (["5a", "6b", "7c"], ("run 5-6-7",)),  # the Glossary's run, three series
        (["2a", "2b", "2c"], ("triplet 2",)),  # the Glossary's triplet of coins "numbered 2"
        (["N", "N", "N"], ("triplet N",)),  # the Glossary's triplet of North
        (["8a", "9b", "T"], ("run 7-8-9",)),  # no 10: 8-9-10 is no run
        (["1a", "2b", "T"], ("run 1-2-3",)),  # no 0
        (["T", "2b", "4c"], ("run 2-3-4",)),
    ],
)
def test_runs_and_triplets(cards: list[str], expected: tuple[str, ...]) -> None:
    assert ways(cards) == expected


@pytest.mark.parametrize(
    "cards",
    [
        ["8a", "9b", "1c"],  # the numbers never wrap from 9 to 1
        ["E", "S", "W"],  # honours are in no run
        ["E", "S", "T"],  # two different honours: no triplet, no run
        ["4a", "5b"],  # two cards: no combination (size)
        ["4a", "5b", "6c", "7d"],  # four cards: no combination (size)
        ["4a", "T", "T"],  # two jokers in one combination
        ["T", "T", "T"],  # three jokers
        ["4a", "5b", "7c"],  # a gap and no joker
        ["4a", "4b", "5c"],  # neither identical nor following
        [],
    ],
)
def test_no_combination(cards: list[str]) -> None:
    assert ways(cards) == ()


def test_a_pung_needs_not_include_the_drawn_card() -> None:
    # Hand 4a 5b 6c E S, N drawn: the run 4-5-6 is in hand; N makes nothing (one North).
    assert combinations(["4a", "5b", "6c", "E", "S"], "N", "draw") == ("4a 5b 6c",)
    # The same North from the discard pile: a Chow's combination must include it, and none does.
    assert combinations(["4a", "5b", "6c", "E", "S"], "N", "discard") == ()


def test_a_joker_just_discarded_is_in_no_combination() -> None:
    # Six cards E E 4a 5b 9c T. From the draw pile: E E T (triplet E) and 4a 5b T (run); 9c T needs a 7, 8 or 9.
    assert combinations(["E", "E", "4a", "5b", "9c"], "T", "draw") == ("4a 5b T", "E E T")
    # From the discard pile the joker has just been discarded: no combination may use it.
    assert combinations(["E", "E", "4a", "5b", "9c"], "T", "discard") == ()


def test_every_three_of_the_six_cards() -> None:
    # Hand 4a 4b 5c 6d E, 4c drawn: the three 4s (triplet), and each 4 with 5c 6d (run 4-5-6); E makes nothing.
    assert combinations(["4a", "4b", "5c", "6d", "E"], "4c", "draw") == (
        "4a 4b 4c",
        "4a 5c 6d",
        "4b 5c 6d",
        "4c 5c 6d",
    )
    # Taken from the discard pile, 4c must be in the combination: the triplet and 4c 5c 6d.
    assert combinations(["4a", "4b", "5c", "6d", "E"], "4c", "discard") == ("4a 4b 4c", "4c 5c 6d")


def test_identical_combinations_are_listed_once() -> None:
    # Hand E E E S S, a third South drawn: E E E and S S S, each text once however the copies are picked.
    assert combinations(["E", "E", "E", "S", "S"], "S", "draw") == ("E E E", "S S S")


@pytest.mark.parametrize(
    ("hand", "card", "source", "message"),
    [
        (["4a", "5b", "6c", "E"], "S", "draw", "hand holds 4 cards"),
        (["4a", "5b", "6c", "E", "S", "W"], "S", "draw", "hand holds 6 cards"),
        (["E", "E", "E", "S", "S"], "E", "draw", "4 copies of E"),
        (["4a", "5b", "6c", "E", "S"], "N", "pile", "unknown source"),
        (["4a", "5b", "6c", "E", "S"], "Q", "draw", "unknown card"),
    ],
)
def test_bad_input_is_refused(hand: list[str], card: str, source: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        combinations(hand, card, source)


def test_ways_refuses_more_copies_than_the_deck() -> None:
    # One copy of each coin: two 4a are not cards of the game (rule tzq.deck.cards).
    with pytest.raises(InputError, match="2 copies of 4a"):
        ways(["4a", "4a", "T"])


def test_each_rule_is_tracked_under_its_id() -> None:
    assert set(shape().rule_literals) == set(COMBINATION_RULES)


@pytest.mark.parametrize(
    ("cards", "cores"),
    [
        # Two jokers: the joker rule alone refuses (without it the jokers would stand for the 3 and the 5).
        (["4a", "T", "T"], [("tzq.combination.joker",)]),
        # Four cards with two jokers: the joker rule refuses, and so would the size rule alone (every way is three
        # cards, and the joker standing for the 3 leaves four). A minimal core is one of the two.
        (["4a", "5b", "T", "T"], [("tzq.combination.size",), ("tzq.combination.joker",)]),
        # Neither a run nor a triplet: each kind of way is refused by its own rule, so the core needs both.
        (["4a", "5b", "7c"], [("tzq.combination.run", "tzq.combination.triplet")]),
        (["E", "S", "W"], [("tzq.combination.run", "tzq.combination.triplet")]),
        # A combination: nothing refuses it.
        (["4a", "5b", "T"], [()]),
    ],
)
def test_the_rules_that_refuse(cards: list[str], cores: list[tuple[str, ...]]) -> None:
    assert refusing_rules(cards) in cores


def test_a_discarded_joker_is_refused_by_the_joker_rule() -> None:
    # E E T from six cards E E 4a 5b 9c T with the joker taken from the discard pile: the joker rule refuses it.
    assert "tzq.combination.joker" in refusing_rules(["E", "E", "T"], ["E", "E", "4a", "5b", "9c", "T"], "T")
    # Taken from the discard pile, 4a must be in the Chow's combination: E E T is refused by the turn's rule.
    assert refusing_rules(["E", "E", "T"], ["E", "E", "4a", "5b", "9c", "T"], "4a") == ("tzq.turn.actions",)
    # The same three drawn: a combination.
    assert refusing_rules(["E", "E", "T"], ["E", "E", "4a", "5b", "9c", "T"]) == ()
