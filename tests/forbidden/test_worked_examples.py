"""The rulebook's two worked examples (Scoring section), answered by both encodings.

Expected values are the rulebook's own: 70 points for the Wild Dragon hand and 105 for the Red 4 hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.verdict import Verdict

from .conftest import engine_for, model_for

ENCODINGS: dict[str, Callable[[Reading], object]] = {"model": model_for, "engine": engine_for}

# Worked example 1, "Wild Dragon hand": the player laid R3 R4 R5 during play and holds (after drawing the wild)
# R2, a red Yin-Yang, R7, three B8, two G2, the wild, one Forbidden card and the Emperor. No discard is needed.
WILD_DRAGON = parse_query("R2 RY R7 B8 B8 B8 G2 G2 W F EM", laid=["R3 R4 R5"])
# Worked example 2, "Red 4 hand": after drawing R4 and discarding B2 the hand holds three B7, four G4,
# R4 R5 and a red Yin-Yang, and three Forbidden cards.
RED_FOUR = parse_query("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F")
RED_FOUR_DRAWN = parse_query("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2")


@pytest.mark.parametrize("encoding", sorted(ENCODINGS))
def test_wild_dragon_hand_scores_70(encoding: str) -> None:
    verdict: Verdict = ENCODINGS[encoding](Reading()).analyse(WILD_DRAGON)  # type: ignore[attr-defined]
    # Sequence R2-7 (6 cards) 10 + Yin-Yang 5 + pung B8 5 + pung G2 with wild 5 = 25 set points.
    assert verdict.complete and verdict.may_cheng
    assert verdict.set_points == 25
    # (25 + Cheng bonus 10) x 2 "for two Forbiddens (the Emperor is a Forbidden card here)" = 70.
    assert verdict.cheng_score == 70
    laid = [placed for placed in verdict.cheng_arrangement if placed.laid]
    assert [str(placed) for placed in laid] == ["R2 R3 R4 R5 RY=6 R7"]
    assert any(str(card) == "W=G2" for placed in verdict.cheng_arrangement for card in placed.cards)


@pytest.mark.parametrize("encoding", sorted(ENCODINGS))
def test_red_four_hand_scores_105(encoding: str) -> None:
    verdict: Verdict = ENCODINGS[encoding](Reading()).analyse(RED_FOUR)  # type: ignore[attr-defined]
    # Pung B7 5 + kong G4 10 + sequence R4 R5 RY=6 5 + Yin-Yang 5 = 25; (25 + 10) x 3 Forbidden cards = 105.
    assert verdict.set_points == 25
    assert verdict.cheng_score == 105


@pytest.mark.parametrize("encoding", sorted(ENCODINGS))
def test_red_four_hand_goes_cheng_by_discarding_the_black_two(encoding: str) -> None:
    options = ENCODINGS[encoding](Reading()).discards(RED_FOUR_DRAWN)  # type: ignore[attr-defined]
    # Before the discard the B2 fits no set; any other discard leaves it stranded, so B2 is the only choice.
    assert [(option.discards, option.verdict.cheng_score) for option in options] == [(("B2",), 105)]
