"""The engine's remembered answers stay bounded however many different hands a long batch asks about."""

from __future__ import annotations

import itertools

from rulebook.forbidden.engine import hand
from rulebook.forbidden.engine.colour import PLANS_REMEMBERED


def test_card_tokens_are_spelled_in_rank_order() -> None:
    # Ranks of a colour in order: 2 3 4 5 7 8 Y (Section 2); one 2, two 4s and one Yin-Yang card.
    assert hand._tokens("R", (1, 0, 2, 0, 0, 0, 1)) == ("R2", "R4", "R4", "RY")
    assert hand._tokens("G", (0,) * 7) == ()


def test_the_remembered_card_tokens_stay_within_their_bound() -> None:
    hand._tokens.cache_clear()
    every_count = itertools.product(range(5), repeat=7)  # 78,125 count vectors of one colour
    for colour, naturals in itertools.product("RGB", every_count):
        hand._tokens(colour, naturals)
    assert PLANS_REMEMBERED < 3 * 5**7  # fewer than the different questions asked
    assert hand._tokens.cache_info().currsize <= PLANS_REMEMBERED
    assert hand._tokens("B", (4, 0, 0, 0, 0, 0, 0)) == ("B2",) * 4  # still right once things were forgotten
