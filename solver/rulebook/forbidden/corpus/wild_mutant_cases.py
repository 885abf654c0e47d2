"""The FORBIDDEN ``wild_mutants`` family: where the wild cards, the Yin-Yang cards and laid sets decide a hand.

The code-mutation run (``rulebook mutate forbidden --module colour``, ``shapes``, ``tables``) left mistakes in the
per-colour arrangement standing that no case of the corpus could tell apart. Each case here asks a ``hand`` (or
``discards``, ``position``) question whose answer turns on one of the rules those lines carry:

- a wild standing for a card whose four natural copies the player holds, on a laid set or in the hand, under both
  options of ``wild.exhausted-card`` (laid cards count among the copies held; a laid set's own wild is exempt);
- one colour using all three wilds, on laid sets or in the hand (Section 5: one wild per set, three in the deck);
- a hand wild that is worth more on one laid set than on another (the laid sets asked in both orders);
- the role a laid wild keeps under ``laid.wild-role=fixed``;
- putting cards aside for more points, and most cards placed under ``arrangement=most-cards``;
- a wild standing for the lowest card of a run, and a wild counted once as a Yin-Yang card;
- a laid set that is no set (two colours; a gap), which the deck question refuses.

Every answer is worked by hand in the case's ``why`` and passed as ``expected``; the engine must give it and the Z3
model must agree (:func:`~rulebook.forbidden.corpus.case_builder.confirmed_case`; the model does not answer
``position``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.cases import Case
from rulebook.forbidden.corpus.case_builder import confirmed_case
from rulebook.forbidden.corpus.hands import hand_answer
from rulebook.forbidden.corpus.questions import hand_input

FAMILY = "wild_mutants"
DESCRIPTION = "Wild cards, Yin-Yang cards and laid sets deciding a hand: the cases the code-mutation run asked for."
PREFIX = "wild-mutants"

ALL_IN_SETS = "forbidden.hand.all-numbers-in-sets"
LAID_KEPT = "forbidden.hand.laid-sets-kept"
ONE_WILD = "forbidden.set.one-wild"
RUN = "forbidden.set.run"
SAME_RANK = "forbidden.set.same-rank"
SETS = "forbidden.score.sets"
YIN_YANG = "forbidden.score.yin-yang"
ARRANGEMENT = "forbidden.score.arrangement"
REFUSED = {"wild.exhausted-card": "refused"}
WILD_BONUS = {"wild.yin-yang-bonus": "yes"}


def _hand(
    slug: str,
    description: str,
    rules: tuple[str, ...],
    cards: tuple[str, tuple[str, ...]],
    expected: Mapping[str, Any],
    why: str,
    readings: Mapping[str, str] | None = None,
    question: str = "hand",
) -> Case:
    hand, laid = cards
    may_cheng = bool(expected.get("may_cheng", expected.get("cheng_discards", expected.get("position"))))
    return confirmed_case(
        id=f"{PREFIX}.{slug}",
        description=description,
        question=question,
        rules=rules,
        outcome="accepts" if may_cheng else "refuses",
        input=hand_input(hand, laid),
        source="bug-class",
        why=why,
        readings=readings,
        expected=dict(expected),
    )


def exhausted_cases() -> list[Case]:
    """A wild standing for a card whose four copies the player holds (reading ``wild.exhausted-card``)."""
    laid = ("R5 R5 R5", "R2 R3 R4")
    return [
        _hand(
            "exhausted-allowed-on-laid-sets",
            "Four R5 held (three laid): the hand's W may stand for a fifth R5 on a laid set",
            (LAID_KEPT, SETS),
            ("R5 W", laid),
            hand_answer(True, 30, 20),
            "Sections 5 and 7; under wild.exhausted-card=allowed a wild may stand for any card. The laid pung "
            "R5 R5 R5 and run R2 R3 R4 each take one hand card: R5 and W (as R5) make a kong and the run R2-R5, "
            "10 + 10 = 20 set points; going Cheng adds 10: 30.",
        ),
        _hand(
            "exhausted-refused-on-laid-sets",
            "Four R5 held (three laid): under wild.exhausted-card=refused the hand's W is no fifth R5",
            (LAID_KEPT, SETS),
            ("R5 W", laid),
            hand_answer(True, 25, 15),
            "Section 5 under wild.exhausted-card=refused: the three laid R5 and the one in hand are all four, so "
            "the W may not stand for an R5 on either laid set. Best: R5 makes the kong (10) and the run stays R2 R3 "
            "R4 (5), or the run takes R5 and W as R6, R2-R6 (10), beside the pung (5): 15 either way; Cheng 25.",
            REFUSED,
        ),
        _hand(
            "exhausted-refused-laid-card-counts",
            "Under wild.exhausted-card=refused the R7 of a laid set counts: three more in hand leave no R7 for W",
            (ALL_IN_SETS, ONE_WILD, SETS),
            ("R7 R7 R7 W", ("R7 R8 W",)),
            hand_answer(True, 20, 10),
            "Section 5 under wild.exhausted-card=refused: the laid R7 and the three in hand are the four R7, so the "
            "hand's W cannot make the kong R7 R7 R7 W; the laid set R7 R8 W already holds its one wild. The W "
            "stays unplaced (only number cards must be in sets): laid set 5 + pung 5 = 10; Cheng 20.",
            REFUSED,
        ),
    ]


def three_wild_cases() -> list[Case]:
    """One colour using all three wilds: on three laid sets, or in three sets of the hand."""
    return [
        _hand(
            "three-wilds-on-laid-sets",
            "Three laid runs R2 R3 R4 each take one of the hand's three wilds; the hand's G kong takes none",
            (LAID_KEPT, ONE_WILD, SETS),
            ("G2 G2 G2 G2 W W W", ("R2 R3 R4", "R2 R3 R4", "R2 R3 R4")),
            hand_answer(True, 50, 40),
            "Sections 5 and 7: a kong is full at four cards and each set holds one wild, so the three W go one to "
            "each laid run as R5: three runs R2-R5 of 4 cards, 3 x 10 = 30, and the kong of G2 10: 40; Cheng 50.",
        ),
        _hand(
            "three-wilds-in-one-colour",
            "Three red pairs and three wilds: three pungs of one colour, a wild in each",
            (ALL_IN_SETS, ONE_WILD, SAME_RANK, SETS),
            ("R2 R2 R5 R5 R8 R8 W W W", ()),
            hand_answer(True, 25, 15),
            "Section 5: R2 R2 W, R5 R5 W and R8 R8 W are three pungs, one wild each; no pair is a run, so this "
            "is the only way: 3 x 5 = 15; Cheng 25.",
        ),
        _hand(
            "three-wilds-in-one-colour-discards",
            "The discards of three red pairs and three wilds: none is needed",
            ("forbidden.cheng.discard", ONE_WILD),
            ("R2 R2 R5 R5 R8 R8 W W W", ()),
            {"cheng_discards": [""]},
            "Section 7: the hand goes Cheng as it is (R2 R2 W, R5 R5 W, R8 R8 W). Discarding an R2 leaves a lone "
            "R2, which no set of one wild can hold (a set has at least two natural cards); discarding a W leaves "
            "a pair with no wild. So the only discard is none: ''.",
            question="discards",
        ),
        _hand(
            "lone-card-beside-three-wilds",
            "A lone B5 beside three wilds: no number of wilds places it, so it must be discarded",
            ("forbidden.cheng.discard", ONE_WILD),
            ("R2 R3 R4 B5 W W W", ()),
            {"cheng_discards": ["B5"]},
            "Sections 5 and 7: a set holds at most one wild, so the lone B5 can never be in a set (B5 W W is no "
            "set); after discarding B5 the run R2 R3 R4 places every number card. The only discard is B5.",
            question="discards",
        ),
    ]


def order_cases() -> list[Case]:
    """A hand wild worth 5 on one laid set and 10 on the other, with the laid sets asked in both orders."""
    run, pung = "R2 R3 R4", "RY RY RY"
    why = (
        "Scoring under wild.yin-yang-bonus=yes: the W on the run makes R2-R5 (10 instead of 5), on the pung of "
        "Yin-Yang cards a kong with a wild standing for a Yin-Yang card (10 + 5 bonus instead of 5). Best: run 5, "
        "kong 10 + three RY 15 + the wild's bonus 5: 35; Cheng 45 — whichever laid set was laid first."
    )
    return [
        _hand(
            f"better-laid-set-{position}",
            f"One hand wild, laid sets {order}: it goes on the Yin-Yang pung under wild.yin-yang-bonus=yes",
            (LAID_KEPT, YIN_YANG, SETS),
            ("W", laid),
            hand_answer(True, 45, 35),
            why,
            WILD_BONUS,
        )
        for position, (order, laid) in enumerate(
            (("run first", (run, pung)), ("pung first", (pung, run))),
            start=1,
        )
    ]


def arrangement_cases() -> list[Case]:
    """Fixed wild roles, cards put aside, most cards placed, a wild at the low end, a wild counted once."""
    return [
        _hand(
            "fixed-role-laid-wild",
            "Under laid.wild-role=fixed the laid set R2 R3 W stays valid with its wild as it was laid",
            (LAID_KEPT, ALL_IN_SETS),
            ("G2 G2 G2", ("R2 R3 W",)),
            hand_answer(True, 20, 10),
            "Sections 5 and 7 under laid.wild-role=fixed: the W of R2 R3 W keeps standing for R4, the only card "
            "that made it a run when it was laid, so the set as laid is still a final set. Laid run 5 + G2 pung 5 "
            "= 10; Cheng 20.",
            {"laid.wild-role": "fixed"},
        ),
        _hand(
            "aside-for-more-points",
            "Nine red cards: placing all makes three sets of three; putting one R2 aside makes two runs of four",
            (ARRANGEMENT, SETS, ALL_IN_SETS),
            ("R2 R2 R2 R3 R3 R4 R4 R5 R5", ()),
            hand_answer(True, 25, 20),
            "Scoring: a player who does not go Cheng scores his best sets, cards may stay aside. All nine placed: "
            "R2 R2 R2 and R3 R4 R5 twice, 3 x 5 = 15, Cheng 25. Aside one R2: R2-R5 twice, 2 x 10 = 20.",
        ),
        _hand(
            "most-cards-on-laid-set",
            "arrangement=most-cards: five natural cards placed two ways; the laid set's kong way scores more",
            (ARRANGEMENT, LAID_KEPT, SETS, YIN_YANG),
            ("R3 R5 RY RY W", ("R5 R5 W",)),
            hand_answer(False, None, 25),
            "Scoring under arrangement=most-cards: the most number cards placed, then the best points. Six are "
            "held; R3 needs the hand's W (R3 W R5) and then the RY pair has none, so five at most. Five either as "
            "kong R5 R5 W R5 (10) and RY RY W (5 + 10 bonus) = 25, R3 aside; or R5 R5 W (5) and R3 W R5 RY as "
            "R3-R6 (10 + 5) = 20, an RY aside. 25; no Cheng, as a card stays out.",
            {"arrangement": "most-cards"},
        ),
        _hand(
            "wild-as-lowest-card",
            "The laid set RY R7 R8 RY W is a run 5-9 only with the W as its lowest card, R5",
            (LAID_KEPT, RUN, "forbidden.set.yin-yang", YIN_YANG),
            ("G2 G2 G2", ("RY R7 R8 RY W",)),
            hand_answer(True, 35, 25),
            "Section 5: one RY stands for 6 and the other for 9, so the run is 6 7 8 9 and the W must be the 5 "
            "below it. Laid run of 5 cards 10 + two Yin-Yang 10 = 20, G2 pung 5: 25; Cheng 35.",
        ),
        _hand(
            "wild-yin-yang-counted-once",
            "wild.yin-yang-bonus=yes: a laid wild standing for the 6 earns the Yin-Yang bonus once",
            (LAID_KEPT, YIN_YANG, SETS),
            ("R8 RY W W", ("R5 RY R7 W",)),
            hand_answer(True, 35, 25),
            "Scoring under wild.yin-yang-bonus=yes. Best: the laid set as R4-R7 (its W as R4; 10 + RY 5) and "
            "RY W R8 as 6 7 8 (5 + 5): 25, every number card placed, Cheng 35 (the second W stays unplaced). "
            "The laid set taking R8 and RY as R5-R9 with its W as the 6 scores 10 + RY 5 + the wild's bonus once 5 "
            "= 20.",
            WILD_BONUS,
        ),
        _hand(
            "wild-tops-run-with-bonus",
            "wild.yin-yang-bonus=yes: R3 R4 R5 W is a run with the W as the 6",
            (ALL_IN_SETS, RUN, YIN_YANG, SETS),
            ("R3 R4 R5 W", ()),
            hand_answer(True, 25, 15),
            "Scoring under wild.yin-yang-bonus=yes: W as 6 (a Yin-Yang card) makes R3-R6, 4 cards 10 + bonus 5 = "
            "15 (W as R2 would give 10); Cheng 25.",
            WILD_BONUS,
        ),
    ]


def laid_set_cases() -> list[Case]:
    """Laid sets that are no set of Section 5: the deck question refuses them."""
    return [
        _hand(
            f"laid-not-a-set-{slug}",
            f"A laid set {cards}: {reason}, no set of Section 5",
            (LAID_KEPT, rule),
            ("G2 G2 G2", (cards,)),
            {"position": False},
            f"Section 5: a set is three or more cards of one colour, a pung, kong or run; {cards} {reason}.",
            question="position",
        )
        for slug, cards, reason, rule in (
            ("two-colours", "R2 R3 R4 G5", "mixes red and green", "forbidden.set.one-colour"),
            ("gap", "R2 R3 R5", "has a gap (no R4)", RUN),
        )
    ]


def wild_mutant_cases() -> list[Case]:
    """Every case of the family."""
    return [*exhausted_cases(), *three_wild_cases(), *order_cases(), *arrangement_cases(), *laid_set_cases()]


__all__ = ["DESCRIPTION", "FAMILY", "wild_mutant_cases"]
