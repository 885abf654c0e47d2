"""``apply`` on an action ``legal_actions`` has just listed for the very same state object (engine/play.py).

The engine remembers its last listing and does not check such an action again; every other action, an equal one
for another state object or under another reading included, is checked in full, with the same refusals. The
effects compared here are the engine's own with and without the shortcut (a differential test); the refusals are
the ones the rulebook gives (see ``test_engine_play.py`` for the hand-worked effects).
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from rulebook.forbidden.actions import Action, Block, Cheng, Claim, Discard, parse_action
from rulebook.forbidden.engine import play
from rulebook.forbidden.engine.play import IllegalActionError, apply, legal_actions
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import PileRef, State
from tests.forbidden.play_builders import cards, fresh_round, in_phase, with_player
from tests.forbidden.test_engine_play import BLOCKER_CHOOSES, table, two_pile_claim, wild_dragon_turn


def checked(state: State, action: Action, reading: Reading = DEFAULT) -> State:
    """``apply`` with the last listing made for another state object, so that every check runs."""
    legal_actions(fresh_round(), reading)
    return apply(state, action, reading)


def refusal(state: State, action: Action, reading: Reading = DEFAULT) -> str:
    """The message ``apply`` refuses ``action`` with when nothing was listed for ``state``."""
    with pytest.raises(IllegalActionError) as refused:
        checked(state, action, reading)
    return str(refused.value)


CLAIM_TURN = table({1: "R3 R4 G7 W"}, {2: "B8 R2", 3: "R5"})
"""Player 1 may claim R2 (pile 2), R5 (pile 3), or both, with R3 R4 and the wild: several claims are listed."""


@pytest.mark.parametrize(
    ("state", "reading"),
    [
        (CLAIM_TURN, DEFAULT),
        (in_phase(table({1: "R2 R3 R4 G7 B8"}), "discard"), DEFAULT),
        (in_phase(table({1: "R2 R3 R4 G7 B8"}), "discard"), Reading(variant_fast="yes")),
        (wild_dragon_turn(), DEFAULT),
        (two_pile_claim(BLOCKER_CHOOSES), BLOCKER_CHOOSES),
        (two_pile_claim(DEFAULT), DEFAULT),
    ],
)
def test_every_listed_action_has_the_same_effect_unchecked_as_checked(state: State, reading: Reading) -> None:
    listed = legal_actions(state, reading)
    assert len(listed) > 1
    for action in listed:
        legal_actions(state, reading)
        assert apply(state, action, reading) == checked(state, action, reading)


def test_a_listed_claim_is_not_checked_again_but_an_equal_claim_elsewhere_is(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[Claim] = []
    real = play.is_legal_claim

    def spy(state: State, claim: Claim, reading: Reading) -> str | None:
        asked.append(claim)
        return real(state, claim, reading)

    monkeypatch.setattr(play, "is_legal_claim", spy)
    claim = parse_action("claim 2 using R3 R4")
    assert claim in legal_actions(CLAIM_TURN)
    apply(CLAIM_TURN, claim)
    assert asked == []
    legal_actions(CLAIM_TURN)
    apply(dataclasses.replace(CLAIM_TURN), claim)  # an equal state, but another object
    assert asked == [claim]
    legal_actions(CLAIM_TURN)
    monkeypatch.setattr(play, "TRUSTS_LISTED_ACTIONS", False)  # as while a rule mutant runs
    apply(CLAIM_TURN, claim)
    assert asked == [claim, claim]


def test_a_claim_listed_for_one_state_is_refused_on_another() -> None:
    # Section 4: the hand cards completing the set must be held; this hand has no R4 any more.
    claim = parse_action("claim 2 using R3 R4")
    other = with_player(CLAIM_TURN, 1, hand=cards("R3 G7 W"))
    assert claim in legal_actions(CLAIM_TURN)
    with pytest.raises(IllegalActionError, match="does not hold") as refused:
        apply(other, claim)
    assert str(refused.value) == refusal(other, claim)


def test_a_claim_listed_under_one_reading_is_refused_under_another() -> None:
    # claim.wild=no: the hand gives no wild to a claim, so R2 W=R3 R4 is refused on the very state it was listed for.
    state = table({1: "R2 W G7"}, {2: "R4"})
    claim = parse_action("claim 2 using R2 W")
    assert claim in legal_actions(state)
    no_wild = Reading(claim_wild="no")
    with pytest.raises(IllegalActionError, match=re.escape("claim.wild=no")) as refused:
        apply(state, claim, no_wild)
    assert str(refused.value) == refusal(state, claim, no_wild)


def test_a_discard_listed_for_one_state_is_refused_on_another() -> None:
    state = in_phase(table({1: "R3 G7"}), "discard")
    assert Discard("G7") in legal_actions(state)
    other = in_phase(table({1: "R3 B8"}), "discard")
    with pytest.raises(IllegalActionError, match="not in the hand") as refused:
        apply(other, Discard("G7"))
    assert str(refused.value) == refusal(other, Discard("G7"))


def test_a_block_listed_under_blocker_chooses_is_refused_under_first_pile() -> None:
    # The same waiting claim: under first-pile the rules name the pile, so "block 0.0" is not an action.
    state = two_pile_claim(BLOCKER_CHOOSES)
    block = Block(PileRef(0, 0))
    assert block in legal_actions(state, BLOCKER_CHOOSES)
    with pytest.raises(IllegalActionError, match="the block actions are block") as refused:
        apply(state, block)
    assert str(refused.value) == refusal(state, block)


def test_a_cheng_listed_for_one_state_is_a_mistake_on_another() -> None:
    # Section 7, PENALTY: on a hand that may not go Cheng, the Cheng is taken back and the next turn lost, however
    # the action was come by.
    assert Cheng() in legal_actions(wild_dragon_turn())
    other = in_phase(table({1: "R2 R3 G7 B8"}), "discard")
    after = apply(other, Cheng())
    assert after.phase == "discard" and after.players[1].skip_next_turn
    assert after == checked(other, Cheng())
