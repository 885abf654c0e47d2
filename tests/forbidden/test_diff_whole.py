"""``rulebook diff forbidden``: a hand witness is a whole hand a player can hold, holding the smallest difference.

Issue 44: a witness must be a position that can arise in play. A player is dealt 13 cards (Section 3), draws or
claims one at the start of a turn (Section 4) and goes Cheng after it (Section 7): a hand question of 13 or 14 cards
(the hand, the sets laid down, the Forbidden cards claimed). The smallest difference (``F ES``) is grown into one
by adding cards to the hand, and the two readings must still answer it differently, by the engine and by the Z3
model alike.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache

import pytest

from rulebook.core.witnesses.witness import Witness
from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.diff import compare
from rulebook.forbidden.readings.diff_hands import engine_answer, model_answer
from tests.cli_in_process import run_cli

# Each hand reading and the smallest difference worked by hand in tests/forbidden/test_diff_hand.py (hand, laid).
SMALLEST = [
    ("emperor.forbidden", "with-real-forbidden", "EM", [], 0),
    ("empress.lone-forbidden", "yes", "F ES", [], 0),
    ("penalty.table-forbidden", "no", "", [], 1),
    ("multiplier.table-forbidden", "no", "F", [], 1),
    ("wild.yin-yang-bonus", "yes", "R4 R5 W", [], 0),
    ("wild.counts-for-size", "no", "R2 R2 R2 W", [], 0),
    ("marriage", "empress-alone", "ES", [], 0),
    ("laid.split", "yes", "RY", ["R2 R4 W"], 0),
    ("laid.wild-role", "fixed", "R4", ["R2 R3 W"], 0),
    ("score.floor", "zero", "F", [], 0),
    ("emperor.protection", "one", "F F EM", [], 0),
]


@cache
def _whole(key: str, option: str) -> Witness:
    found = compare(Reading(), Reading.from_mapping({key: option}), whole=True)
    assert isinstance(found, Witness), found
    return found


def _cards(text: str) -> Counter[str]:
    return Counter(text.split())


@pytest.mark.parametrize(("key", "option", "hand", "laid", "table"), SMALLEST)
def test_the_witness_is_a_whole_hand_holding_the_smallest_difference(
    key: str, option: str, hand: str, laid: list[str], table: int
) -> None:
    found = _whole(key, option)
    assert found.part == {"hand": hand, "laid": laid, "table_forbidden": table}
    assert found.part_size == len(hand.split()) + sum(len(cards.split()) for cards in laid) + table
    grown = found.input
    size = len(grown["hand"].split()) + sum(len(cards.split()) for cards in grown["laid"]) + grown["table_forbidden"]
    assert found.size == size and size in (13, 14)  # dealt 13, 14 after the draw
    assert not _cards(hand) - _cards(grown["hand"])  # every card of the difference is still in hand
    assert (grown["laid"], grown["table_forbidden"]) == (laid, table)  # only the hand grows
    assert found.whole.startswith("a whole hand: 14 cards in all, or 13")


@pytest.mark.parametrize(("key", "option", "hand", "laid", "table"), SMALLEST)
def test_both_encodings_answer_the_whole_hand_as_the_witness_says(
    key: str, option: str, hand: str, laid: list[str], table: int
) -> None:
    found = _whole(key, option)
    query = parse_query(found.input["hand"], found.input["laid"], found.input["table_forbidden"])
    readings = (Reading(), Reading.from_mapping({key: option}))
    expected = (found.base_answer, found.other_answer)
    assert expected[0] != expected[1]
    assert tuple(engine_answer(key, query, reading) for reading in readings) == expected
    assert tuple(model_answer(key, query, reading) for reading in readings) == expected
    assert found.confirmed_by == ("engine", "model")


# Set points (Scoring): 5 for a set of three cards, 10 for four or more. The ranks 2 3 4 5 and 7 8 follow each other
# (6 and 9 exist only as Yin-Yang cards, which the added cards are not).
_NEXT = {"2": "3", "3": "4", "4": "5", "7": "8"}


def _best_set_points(cards: Counter[str]) -> int | None:
    """The most points the cards score as whole sets of one colour (pungs, kongs, runs), or None if they do not."""
    left = +cards
    if not left:
        return 0
    first = min(left)
    colour = first[0]
    best: int | None = None
    options = [[first] * size for size in (3, 4)]
    run = [first]
    while run[-1][1:] in _NEXT:
        run = [*run, colour + _NEXT[run[-1][1:]]]
        if len(run) >= 3:
            options.append(list(run))
    for chosen in options:
        taken = Counter(chosen)
        if any(left[card] < n for card, n in taken.items()):
            continue
        rest = _best_set_points(left - taken)
        if rest is not None:
            points = (5 if len(chosen) == 3 else 10) + rest
            best = points if best is None else max(best, points)
    return best


def test_the_lone_forbidden_whole_hand_scores_as_worked_by_hand() -> None:
    # F ES and whole sets: one Forbidden card, so under "no" no Cheng (Section 7); under "yes" the Empress lets it go
    # Cheng: the Cheng bonus 10 and the added sets' points; when another player goes Cheng the sets' points less 5
    # for the Forbidden card (Scoring).
    found = _whole("empress.lone-forbidden", "yes")
    added = _cards(found.input["hand"]) - _cards("F ES")
    points = _best_set_points(added)
    assert points is not None and points > 0  # the added cards are whole sets
    assert found.base_answer == {"may_cheng": False, "cheng_score": None, "other_score": points - 5}
    assert found.other_answer == {"may_cheng": True, "cheng_score": 10 + points, "other_score": points - 5}


def test_the_score_floor_needs_a_hand_that_does_not_go_cheng_so_loose_cards_are_added() -> None:
    # A lone Forbidden card costs 5 (-5, or 0 under the floor). Sets added would lift the score above zero and hide
    # the floor: the whole hand holds F and 13 cards that make no set, scoring nothing.
    found = _whole("score.floor", "zero")
    added = _cards(found.input["hand"]) - _cards("F")
    assert sum(added.values()) == 13 and _best_set_points(added) is None
    assert found.base_answer == {"may_cheng": False, "cheng_score": None, "other_score": -5}
    assert found.other_answer == {"may_cheng": False, "cheng_score": None, "other_score": 0}


def test_the_corpus_keeps_the_smallest_difference() -> None:
    found = compare(Reading(), Reading.from_mapping({"empress.lone-forbidden": "yes"}))
    assert isinstance(found, Witness)
    assert found.input == {"hand": "F ES", "laid": [], "table_forbidden": 0}
    assert found.part is None and not found.whole


def test_diff_prints_the_whole_hand_the_smallest_difference_and_checks_of_the_whole_hand() -> None:
    code, out = run_cli(["diff", "forbidden", "--reading", "empress.lone-forbidden=yes", "--no-impact", "--quiet"])
    assert code == 0, out
    found = _whole("empress.lone-forbidden", "yes")
    assert "Witness, a whole hand (14 cards; the smallest difference is 2 of them):" in out
    assert f"  hand: {found.input['hand']}\n" in out
    assert "the smallest difference: F (Forbidden), ES (Empress)" in out
    assert f"Check it: rulebook forbidden check '{found.input['hand']}' --reading empress.lone-forbidden=yes" in out
    code, out = run_cli(
        ["diff", "forbidden", "--reading", "empress.lone-forbidden=yes", "--no-impact", "--quiet", "--json"]
    )
    assert code == 0, out
    finding = json.loads(out)["finding"]
    assert (finding["input"], finding["part"], finding["part_size"]) == (found.input, found.part, 2)
