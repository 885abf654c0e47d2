"""The Z3 model of the end of the game (rule laopengh.end.winners, reading end.when=round-end).

Expected winners come from the rulebook ("End of Game": the game ends once a player holds no cards and the round's
cards are all placed; "The player with no cards in hand is the winner. If the game is tied, there may be several
winners"), never from the code's output.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.model.end import END_RULES, shape, winners


@pytest.mark.parametrize(
    ("hand_sizes", "expected"),
    [
        ([0, 3, 2], (0,)),  # one empty hand: one winner
        ([0, 3, 0, 2], (0, 2)),  # a tie: several winners
        ([0, 0], (0, 1)),  # everyone
        ([1, 4, 6], ()),  # nobody has emptied their hand: the game goes on
        ([2, 0], (1,)),  # a player who took cards after an accusation (2) is no winner; the hands count at the end
        ([5], ()),
        ([0, 1, 2, 3, 4, 5], (0,)),
    ],
)
def test_every_empty_hand_at_the_end_of_the_round_wins(hand_sizes: list[int], expected: tuple[int, ...]) -> None:
    assert winners(hand_sizes) == expected


@pytest.mark.parametrize("hand_sizes", [[], [-1, 2], [True, 0], [1.0, 0], "03"])
def test_bad_hand_sizes_are_input_errors(hand_sizes: list[int]) -> None:
    with pytest.raises(InputError):
        winners(hand_sizes)


def test_the_rule_is_a_tracked_group() -> None:
    assert set(shape(3).rule_literals) == set(END_RULES)
