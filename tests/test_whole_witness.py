"""Growing the smallest difference into a whole position of play (core/witnesses/whole.py), on a toy game.

The toy: an input is a tuple of numbers; a position is whole when it holds exactly four; the "rule sets" answer the
sum of the numbers, one of them counting a 1 as 10. Worked by hand: (1,) differs (1 vs 10); grown by adding zeros,
the first whole position holding it is (1, 0, 0, 0), answering 1 vs 10.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rulebook.core.witnesses.whole import Asked, Whole, grown
from rulebook.core.witnesses.witness import Witness

Toy = tuple[int, ...]


def _answers(item: Toy) -> tuple[int, int]:
    return sum(item), sum(10 if n == 1 else n for n in item)


def _positions(item: Toy) -> Iterator[Toy]:
    if len(item) == 4:
        yield item
        return
    missing = 4 - len(item)
    yield (*item, *([5] * missing))
    yield (*item, *([0] * missing))


def _witness(item: Toy) -> Witness:
    first, second = _answers(item)
    return Witness(
        subject="toy",
        base="as written",
        other="ones count ten",
        input={"numbers": list(item)},
        size=len(item),
        question="the sum",
        base_answer=first,
        other_answer=second,
        rules=("toy.sum",),
        confirmed_by=("engine",),
        found_by="by hand",
        minimal="nothing smaller",
    )


WHOLE = Whole(noun="whole row", words="four numbers", positions=_positions, size_of=len)
CONFIRMED: list[Toy] = []


def _confirm(item: Toy, first: int, second: int) -> tuple[str, ...]:
    CONFIRMED.append(item)
    return ("engine", "toy model")


ASKED = Asked(answers=_answers, input_of=lambda item: {"numbers": list(item)}, confirm=_confirm)


def test_the_first_whole_position_that_still_differs_is_the_witness_and_the_difference_stays_beside_it() -> None:
    CONFIRMED.clear()
    found = grown(_witness((1,)), (1,), WHOLE, ASKED)
    # (1, 5, 5, 5) comes first and still differs: 16 vs 25.
    assert found.input == {"numbers": [1, 5, 5, 5]}
    assert (found.base_answer, found.other_answer, found.size) == (16, 25, 4)
    assert found.part == {"numbers": [1]} and found.part_size == 1
    assert found.confirmed_by == ("engine", "toy model") and CONFIRMED == [(1, 5, 5, 5)]
    assert found.whole == "a whole row: four numbers"
    assert found.minimal == "nothing smaller"  # about the smallest difference, kept
    assert found.as_json()["part"] == {"numbers": [1]}


def test_a_position_on_which_the_rule_sets_agree_is_skipped() -> None:
    def agreeing_first(item: Toy) -> Iterator[Toy]:
        yield (2, 3, 4, 5)  # holds no 1: both answer 14
        yield from _positions(item)

    found = grown(_witness((1,)), (1,), Whole("whole row", "four numbers", agreeing_first, len), ASKED)
    assert found.input == {"numbers": [1, 5, 5, 5]}


def test_an_input_that_is_whole_already_is_kept_and_said_so() -> None:
    found = grown(_witness((1, 2, 3, 4)), (1, 2, 3, 4), WHOLE, ASKED)
    assert found.input == {"numbers": [1, 2, 3, 4]} and found.part is None
    assert found.whole == "a whole row as found: four numbers"


@pytest.mark.parametrize("tries", [0, 1])
def test_when_no_position_tried_differs_the_smallest_difference_stays_and_says_so(tries: int) -> None:
    never = Whole("whole row", "four numbers", lambda item: iter([(2, 2, 2, 2)] * 3), len, tries=tries)
    found = grown(_witness((1,)), (1,), never, ASKED)
    assert found.input == {"numbers": [1]} and found.part is None
    reason = "no" if tries == 0 else "none of the first 1"
    assert found.whole == f"not a whole row: {reason} whole row holding it (four numbers) keeps the difference"
    assert "part" not in found.as_json() and found.as_json()["whole"] == found.whole
