"""The FORBIDDEN ``claim_mutants`` family: claims of a wild top, and a discard where a Cheng is compulsory.

The code-mutation run (``rulebook mutate forbidden``) left mistakes standing in two readings' code that no case asked:

- ``wild.claimable=yes`` (Sections 2, 4 and 5; the reading's text in ``spec/forbidden.toml``): a wild on top of an
  opponent's pile is claimed like a number card, as the new set's one wild. Asked here: a wild top claimed alone; a
  wild under a Royal card (only the top is claimed); a wild top with a number top of another pile; two wild tops in
  one claim, and a claimed wild beside a hand wild (both refused: a set holds one wild);
- ``cheng.compulsory=yes`` (Section 7): a player whose hand may go Cheng may not discard and play on.

Every answer is worked by hand in the case's ``why``; the engine gives it (:func:`~rulebook.forbidden.corpus.play.
play_case`), the legal claims at the start of a turn are the Z3 claim model's too, and each refused claim is refused
by the Z3 claim model (:func:`~rulebook.forbidden.corpus.refused_claims.model_refuses`).
"""

from __future__ import annotations

from functools import partial

from rulebook.core.corpus.cases import Case
from rulebook.forbidden.actions import Claim, parse_action
from rulebook.forbidden.corpus.play import CHENG_HAND, NO_CHENG_HAND, family_case, table
from rulebook.forbidden.corpus.refused_claims import ModelAcceptsError, model_refuses
from rulebook.forbidden.state import State

FAMILY = "claim_mutants"
DESCRIPTION = "Claims of a wild on top of a pile under wild.claimable=yes, and a discard where a Cheng is compulsory."
PREFIX = "play-claim-mutants"

CLAIM = "forbidden.play.claim"
SEVERAL = "forbidden.play.claim-several"
ROYAL = "forbidden.play.no-royal-claim"
ONE_WILD = "forbidden.set.one-wild"
DECLARE = "forbidden.cheng.declare"
CLAIMABLE = {"wild.claimable": "yes"}
COMPULSORY = {"cheng.compulsory": "yes"}

_case = partial(family_case, PREFIX)
"""A case of this family, by position: slug, description, rules, outcome, state, action, why, readings."""


def _refused(slug: str, description: str, rules: tuple[str, ...], state: State, action: str, why: str) -> Case:
    """An ``apply`` case of a claim refused under ``wild.claimable=yes``, the Z3 claim model refusing it first."""
    claim = parse_action(action)
    if not isinstance(claim, Claim) or not model_refuses(state, claim, CLAIMABLE):
        raise ModelAcceptsError(f"{PREFIX}.{slug}: the Z3 claim model does not refuse {action!r}")
    return _case(slug, description, rules, "refuses", state, action, why, CLAIMABLE)


def wild_top_cases() -> list[Case]:
    """Claims of a wild on top of an opponent's pile under ``wild.claimable=yes``."""
    wild_top = table({1: "R3 R4"}, {"0": "R2 W"})
    with_number_top = table({1: "R4"}, {"0": "R2", "2": "W"})
    return [
        _case(
            "wild-top-listed",
            "wild.claimable=yes: the wild on top of pile 0 is listed as claimable with R3 R4 from the hand",
            (ROYAL, CLAIM),
            "accepts",
            wild_top,
            None,
            "Reading wild.claimable=yes: a wild atop an opponent's pile is claimed like a number card, as the "
            "set's one wild. R3 R4 W is a run (W as R2 or R5), so 'claim 0 using R3 R4' is listed, beside the "
            "wild's pungs and runs with the green cards padding the hand; the R2 under the wild is not the top.",
            CLAIMABLE,
        ),
        _case(
            "wild-top-claimed",
            "wild.claimable=yes: the wild on top of pile 0 is claimed with R3 R4 and the run is laid down",
            (ROYAL, CLAIM),
            "accepts",
            wild_top,
            "claim 0 using R3 R4",
            "Reading wild.claimable=yes and Section 5: R3 R4 and the claimed W make a run of three with one wild, "
            "so the claim stands: the set is laid down and player 1 must discard.",
            CLAIMABLE,
        ),
        _case(
            "wild-under-royal-not-listed",
            "wild.claimable=yes: a wild under an Emperor is not the top, so pile 0 offers no claim",
            (ROYAL, CLAIM),
            "refuses",
            table({1: "R3 R4"}, {"0": "W EM"}),
            None,
            "Section 4: only the top card of a pile is claimed, and the Emperor on top is a Royal card, never "
            "claimed ('NO, never'). The wild beneath it is not the top, so no claim of pile 0 is listed although "
            "R3 R4 W would be a run.",
            CLAIMABLE,
        ),
        _case(
            "wild-top-with-number-top-listed",
            "wild.claimable=yes: the R2 of pile 0 and the wild of pile 2 are listed together with R4 from the hand",
            (ROYAL, CLAIM, SEVERAL),
            "accepts",
            with_number_top,
            None,
            "Section 4 (first question) and the reading: the tops of several opponents' piles may go into one new "
            "set. R2, W (as R3) and R4 make a run, so 'claim 0,2 using R4' is listed beside the claims of the wild "
            "alone with the green padding cards; R2 alone needs two red cards and R4 is the only one.",
            CLAIMABLE,
        ),
        _case(
            "wild-top-with-number-top-claimed",
            "wild.claimable=yes: the R2 of pile 0 and the wild of pile 2 are claimed with R4 into one run",
            (ROYAL, CLAIM, SEVERAL),
            "accepts",
            with_number_top,
            "claim 0,2 using R4",
            "Section 5: R2 W R4 is a run of one colour with one wild (the W as R3), so the claim stands: the set "
            "is laid down and player 1 must discard.",
            CLAIMABLE,
        ),
        _refused(
            "two-wild-tops-refused",
            "wild.claimable=yes: the wilds on top of piles 0 and 2 claimed together with R3 R4",
            (ROYAL, CLAIM, ONE_WILD),
            table({1: "R3 R4"}, {"0": "W", "2": "W"}),
            "claim 0,2 using R3 R4",
            "Section 5: a set holds at most one wild. R3 R4 W W would hold two, so the claim is refused; each "
            "wild alone with R3 R4 would be a run.",
        ),
        _refused(
            "claimed-wild-beside-hand-wild-refused",
            "wild.claimable=yes: the wild on top of pile 0 claimed with R3 R4 and a wild from the hand",
            (ROYAL, CLAIM, ONE_WILD),
            table({1: "R3 R4 W"}, {"0": "W"}),
            "claim 0 using R3 R4 W",
            "Section 5 and the reading: the claimed wild is the set's one wild, so the hand gives none; R3 R4 W W "
            "holds two wilds and is refused ('claim 0 using R3 R4' would stand).",
        ),
    ]


def compulsory_cases() -> list[Case]:
    """A discard under ``cheng.compulsory=yes``: refused where the hand may go Cheng, carried out where it may not."""
    return [
        _case(
            "compulsory-cheng-discard-refused",
            "cheng.compulsory=yes: a hand that goes Cheng after discarding G8 may not discard G8 and play on",
            (DECLARE,),
            "refuses",
            table({1: CHENG_HAND}, phase="discard"),
            "discard G8",
            "Section 7 under cheng.compulsory=yes: a player who may go Cheng must. After G8 the hand is the run "
            "R2 R3 R4, the kong of R5 and the pungs of G3 and B7, so 'cheng discarding G8' is possible and the "
            "plain discard is refused.",
            COMPULSORY,
        ),
        _case(
            "compulsory-no-cheng-discard-made",
            "cheng.compulsory=yes: a hand that cannot go Cheng discards the Emperor and play passes on",
            (DECLARE, "forbidden.play.discard"),
            "accepts",
            table({1: NO_CHENG_HAND}, phase="discard"),
            "discard EM",
            "Section 7 under cheng.compulsory=yes binds only a hand that may go Cheng; no three of this hand's "
            "number cards make a set and it holds no wild, so the Emperor goes onto pile 1 and the turn passes to "
            "player 2.",
            COMPULSORY,
        ),
    ]


def claim_mutant_cases() -> list[Case]:
    """Every case of the family, in a stable order."""
    return [*wild_top_cases(), *compulsory_cases()]


__all__ = ["DESCRIPTION", "FAMILY", "claim_mutant_cases"]
