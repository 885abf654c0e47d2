"""The refused_claims family: each case asks one refusal of a claim, and both encodings refuse it.

A case of the family is only worth its place if the claim it applies breaks exactly the condition it is named
after: an engine that forgot that one condition would carry the claim out. The expected refusal of each case is
written here from the rulebook (the section in the comment), not read from the engine.
"""

from __future__ import annotations

import pytest

from rulebook.forbidden.actions import Claim, parse_action
from rulebook.forbidden.corpus.play import table
from rulebook.forbidden.corpus.refused_claims import model_refuses, refused_claim_cases
from rulebook.forbidden.engine.claims import is_legal_claim
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import state_from_json

CASES = {case.id.split(".", 1)[1]: case for case in refused_claim_cases()}

REFUSED_BECAUSE = {
    # Section 4: one top card per pile named; 'claim 0,0' counts pile 0's R2 twice.
    "pile-named-twice": "a pile is named twice",
    # Section 4 / TWO PLAYER RULES: seats 0-2 at three players; one pile each at four players.
    "owner-out-of-range": "there is no pile 3",
    "pile-index-out-of-range": "there is no pile 0.1",
    # Section 4: the top card of an *opponent's* pile.
    "own-pile": "a player never claims from their own pile",
    # Section 4: a claim takes a top card; pile 0 has none.
    "empty-pile": "pile 0 is empty",
    # Section 4, third question: a Royal card (the Emperor, a wild) on a pile is never claimed.
    "royal-top": "the top of pile 0 is EM",
    "wild-top": "the top of pile 0 is W",
    # Section 4: cards 'from his hand to complete the set' (claim.from-hand=required).
    "no-hand-card": "a claim needs cards from the hand",
    # Section 4: the hand holds R3 but no R4.
    "card-not-held": "the claim uses cards the player does not hold",
    # Reading claim.wild=no.
    "wild-under-claim-wild-no": "a wild may not help a claim",
    # Section 5: R2 R3 R5 is no run; R2 G3 G4 mixes colours; an Emperor is in no set.
    "no-set-gap": "the claimed cards and the hand cards do not form one set",
    "no-set-two-colours": "the claimed cards and the hand cards do not form one set",
    "royal-from-hand": "the claimed cards and the hand cards do not form one set",
}


def _claim_of(slug: str) -> tuple[Claim, Reading]:
    case = CASES[slug]
    claim = parse_action(str(case.input["action"]))
    assert isinstance(claim, Claim)
    return claim, Reading.from_mapping(case.readings)


def test_every_refusal_has_a_case() -> None:
    refused = {slug for slug, case in CASES.items() if case.question == "apply" and case.outcome == "refuses"}
    assert refused == set(REFUSED_BECAUSE)


@pytest.mark.parametrize("slug", sorted(REFUSED_BECAUSE))
def test_each_case_breaks_its_one_condition(slug: str) -> None:
    case = CASES[slug]
    claim, reading = _claim_of(slug)
    state = state_from_json(case.input["state"])
    reason = is_legal_claim(state, claim, reading)
    assert reason is not None and reason.startswith(REFUSED_BECAUSE[slug])
    assert case.expected == {"refused": True}
    assert model_refuses(state, claim, case.readings)


def test_the_wild_case_is_legal_under_the_default_reading() -> None:
    # R2 R3 W is a run of Section 5 with one wild: only claim.wild=no refuses it.
    claim, _ = _claim_of("wild-under-claim-wild-no")
    state = state_from_json(CASES["wild-under-claim-wild-no"].input["state"])
    assert is_legal_claim(state, claim, Reading()) is None
    assert not model_refuses(state, claim, {})


def test_the_three_tops_are_legal_when_the_hand_may_give_none() -> None:
    # R2 R3 R4 on three opponents' piles are a run on their own: claim.from-hand=optional allows the claim.
    claim, _ = _claim_of("no-hand-card")
    state = state_from_json(CASES["no-hand-card"].input["state"])
    optional = {"claim.from-hand": "optional"}
    assert is_legal_claim(state, claim, Reading.from_mapping(optional)) is None
    assert not model_refuses(state, claim, optional)


def test_model_refuses_is_false_for_section_4s_claim() -> None:
    # Section 4: holding R3, the R2 and R4 on two opponents' piles are claimed together.
    state = table({1: "R3"}, {"0": "R2", "2": "R4"})
    claim = parse_action("claim 0,2 using R3")
    assert isinstance(claim, Claim)
    assert not model_refuses(state, claim, {})


def test_the_claimant_is_never_asked_to_block_his_own_claim() -> None:
    # Section 6: nobody but the claimant holds a Forbidden card, so the claim stands: player 1 discards next.
    after = CASES["claimant-holds-only-forbidden"].expected["state"]
    assert after["phase"] == "discard" and after["claim"] is None


def test_two_wilds_never_go_into_one_claim() -> None:
    # Section 5: at most one wild in a set; R2 R3 W is the only claim of pile 0 with R3 W W.
    assert CASES["two-wilds-give-one"].expected == {"legal_actions": ["claim 0 using R3 W", "draw"]}


def test_fast_discards_take_only_cards_held() -> None:
    # Worked by hand, Fast version (up to two discards): G8 alone leaves the Cheng of the hand; with R2 as well,
    # R3 R4 R5 + R5 R5 R5 G3 G3 G3 B7 B7 B7 remains; with one R5 as well, R2 R3 R4 + R5 R5 R5 and the pungs. Any
    # other discard strands a card; 'G8 G8' would take a second G8 the hand does not hold.
    from rulebook.forbidden.corpus.fast_discards import fast_discard_cases

    (case,) = fast_discard_cases()
    assert case.expected == {"cheng_discards": ["G8", "R2 G8", "R5 G8"]}
