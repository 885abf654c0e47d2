"""The claim_mutants family: claims of a wild top (wild.claimable=yes) and a discard where a Cheng is compulsory.

The expected answers are written here from the rulebook and the readings' text (the section in each comment), not
read from the engine: the claims that must be listed or not, and the refusals with the rule that gives them.
"""

from __future__ import annotations

import pytest

from rulebook.forbidden.actions import Claim, parse_action
from rulebook.forbidden.corpus.claim_mutant_cases import claim_mutant_cases
from rulebook.forbidden.engine.claims import is_legal_claim
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import state_from_json

CASES = {case.id.split(".", 1)[1]: case for case in claim_mutant_cases()}


def _listed(slug: str) -> list[str]:
    return list(CASES[slug].expected["legal_actions"])


def test_wild_top_is_claimed_with_a_red_pair() -> None:
    # wild.claimable=yes: R3 R4 W is a run, the W atop pile 0 its one wild; the R2 beneath is not the top.
    listed = _listed("wild-top-listed")
    assert "claim 0 using R3 R4" in listed
    assert not any("R2" in action for action in listed)


def test_wild_under_an_emperor_is_not_claimed() -> None:
    # Section 4: only the top card is claimed, and an Emperor never; player 1 can only draw.
    assert _listed("wild-under-royal-not-listed") == ["draw"]


def test_wild_top_goes_with_a_number_top() -> None:
    # Section 4, first question: R2 (pile 0), W (pile 2, as R3) and R4 from the hand make one run.
    assert "claim 0,2 using R4" in _listed("wild-top-with-number-top-listed")


@pytest.mark.parametrize("slug", ["two-wild-tops-refused", "claimed-wild-beside-hand-wild-refused"])
def test_two_wilds_in_one_set_are_refused(slug: str) -> None:
    # Section 5: a set holds at most one wild; the claimed wild is that one.
    case = CASES[slug]
    claim = parse_action(str(case.input["action"]))
    assert isinstance(claim, Claim)
    state = state_from_json(case.input["state"])
    assert case.outcome == "refuses"
    assert is_legal_claim(state, claim, Reading.from_mapping(case.readings)) is not None


def test_compulsory_cheng_refuses_the_plain_discard() -> None:
    # Section 7 under cheng.compulsory=yes: the hand goes Cheng after G8, so 'discard G8' is refused; a hand that
    # cannot go Cheng discards as usual.
    assert CASES["compulsory-cheng-discard-refused"].expected == {"refused": True}
    made = CASES["compulsory-no-cheng-discard-made"].expected["state"]
    assert made["turn"] == 2
    assert made["players"][1]["piles"][0]["cards"][-1] == "EM"
