"""The engine's placement judge (rulebook "Placing Cards", "Jokers", "Suspicion"; spec laopengh.place.*).

Every expected verdict below is worked out by hand from the rulebook's words and docs/laopengh-contract.md
(Semantics): the attributes are read off the notation (``CY3``: crane, yellow, 3; ``J1``: a joker, both animals,
no colour, no number), a card "shares" with a top card when one of theme, colour, number is common, and "three in a
row" looks at the card and the two cards directly beneath it. The comments say how each case was worked out.
"""

from __future__ import annotations

import itertools
import random

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.cards import ALL_KINDS, JOKERS, THEME_KINDS
from rulebook.laopengh.engine.placement import FREE, MATCH, NO_TRIPLE, judge, shares, triple
from rulebook.laopengh.reading import Reading

DEFAULT = Reading()
NO_LEGAL_PLACE = Reading(place_fits_no_pile="no-legal-place")
TRANSPARENT = Reading(joker_theme_run="transparent")
TRIPLES_ONLY = Reading(suspicion_grounds="triples-only")

# The spec's witness of place.fits-no-pile: piles (bottom to top) CY3 CY4, DR1 DB1, CR2 CB2 and the card CY1.
# CY1 shares crane+yellow with CY4, the number 1 with DB1, crane with CB2; on each pile it makes a run: crane
# (CY3 CY4 CY1) and yellow too, the number 1 (DR1 DB1 CY1), crane (CR2 CB2 CY1).
WITNESS = (("CY3", "CY4"), ("DR1", "DB1"), ("CR2", "CB2"))


def piles(*stacks: str) -> list[list[str]]:
    """Three piles from their text, bottom card first: ``piles("CY3 CY4", "DR1", "CB2")``."""
    return [stack.split() for stack in stacks]


@pytest.mark.parametrize("target", [0, 1, 2])
def test_the_spec_witness_by_default_has_no_legal_place(target: int) -> None:
    # shares-nothing: the card shares with every top, so it fits all three piles; each makes a triple -> illegal.
    verdict = judge(WITNESS, target, "CY1", DEFAULT)
    assert (verdict.legal, verdict.rule, verdict.fits, verdict.move) == (False, NO_TRIPLE, (0, 1, 2), True)
    assert verdict.accusation == "upheld"


@pytest.mark.parametrize("target", [0, 1, 2])
def test_the_spec_witness_under_no_legal_place_goes_anywhere(target: int) -> None:
    # no-legal-place: every pile it shares with would hold a triple, so it fits none and may go on any, legally.
    verdict = judge(WITNESS, target, "CY1", NO_LEGAL_PLACE)
    assert (verdict.legal, verdict.rule, verdict.fits, verdict.move) == (True, FREE, (), True)
    assert verdict.accusation == "refuted"


def test_the_spec_witness_is_a_move_under_triples_only() -> None:
    # a triple is what an accusation catches under triples-only too: still a move, still illegal.
    verdict = judge(WITNESS, 1, "CY1", TRIPLES_ONLY)
    assert (verdict.legal, verdict.rule, verdict.move, verdict.accusation) == (False, NO_TRIPLE, True, "upheld")


def test_a_card_sharing_with_the_top_is_legal() -> None:
    # CY1 on single cards CY3 (crane, yellow), DR1 (number 1), CB2 (crane): shares with all; no pile has two cards.
    for target in range(3):
        verdict = judge(piles("CY3", "DR1", "CB2"), target, "CY1", DEFAULT)
        assert (verdict.legal, verdict.rule, verdict.fits, verdict.move) == (True, MATCH, (0, 1, 2), True)


@pytest.mark.parametrize("reading", [DEFAULT, NO_LEGAL_PLACE, TRANSPARENT])
def test_a_card_sharing_nothing_with_the_target_while_it_fits_elsewhere(reading: Reading) -> None:
    # CR4 against CY3 (crane shared), DR1 (red shared), DB2 (dragon/blue/2: nothing shared). On pile 2: illegal
    # by the matching rule, a bluff an accusation catches under any-illegal.
    verdict = judge(piles("CY3", "DR1", "DB2"), 2, "CR4", reading)
    assert (verdict.legal, verdict.rule, verdict.fits, verdict.move) == (False, MATCH, (0, 1), True)
    assert verdict.accusation == "upheld"


def test_under_triples_only_a_bluff_on_the_matching_rule_is_no_move() -> None:
    verdict = judge(piles("CY3", "DR1", "DB2"), 2, "CR4", TRIPLES_ONLY)
    assert (verdict.legal, verdict.rule, verdict.fits, verdict.move) == (False, MATCH, (0, 1), False)
    assert verdict.accusation is None
    # the same card on a pile it shares with stays a (legal) move
    assert judge(piles("CY3", "DR1", "DB2"), 0, "CR4", TRIPLES_ONLY).move


@pytest.mark.parametrize("reading", [DEFAULT, NO_LEGAL_PLACE, TRIPLES_ONLY, TRANSPARENT])
def test_a_card_that_shares_with_no_top_may_go_anywhere(reading: Reading) -> None:
    # CR4 against DY1, DY2, DY3: dragon vs crane, yellow vs red, 1/2/3 vs 4 -> nothing shared anywhere.
    for target in range(3):
        verdict = judge(piles("DY1", "DY2", "DY3"), target, "CR4", reading)
        assert (verdict.legal, verdict.rule, verdict.fits, verdict.move) == (True, FREE, (), True)


def test_fits_differ_when_one_pile_triples_and_another_is_clear() -> None:
    # CY4: on CY1 CY2 it makes crane and yellow runs; DR3 shares nothing (D/R/3 vs C/Y/4); DB4 shares the 4, alone.
    stacks = piles("CY1 CY2", "DR3", "DB4")
    assert judge(stacks, 2, "CY4", DEFAULT).fits == (0, 2)
    assert judge(stacks, 2, "CY4", NO_LEGAL_PLACE).fits == (2,)
    for reading in (DEFAULT, NO_LEGAL_PLACE):
        assert (judge(stacks, 0, "CY4", reading).legal, judge(stacks, 0, "CY4", reading).rule) == (False, NO_TRIPLE)
        assert (judge(stacks, 1, "CY4", reading).legal, judge(stacks, 1, "CY4", reading).rule) == (False, MATCH)
        assert (judge(stacks, 2, "CY4", reading).legal, judge(stacks, 2, "CY4", reading).rule) == (True, MATCH)


@pytest.mark.parametrize(
    ("pile", "card", "run"),
    [
        ("CY1 DY2", "CY3", True),  # yellow three times (themes C D C are no run)
        ("CY2 DR2", "CB2", True),  # the number 2 three times
        ("CY1 DR2", "CB3", False),  # crane, dragon, crane; Y R B; 1 2 3: nothing thrice
        ("DY1 CY2", "CY3", True),  # yellow thrice, although only two cranes
        ("CY1 J1", "DY3", False),  # the joker breaks yellow; themes C, both, D share no animal
        ("CY2 J1", "CB2", True),  # the joker breaks the number 2, but crane-joker-crane is a theme run by default
        ("CY1", "CY2", False),  # a pile of one card makes no run
    ],
)
def test_runs_of_colour_and_number_by_default(pile: str, card: str, run: bool) -> None:
    assert triple(pile.split(), card, DEFAULT) is run


@pytest.mark.parametrize(
    ("pile", "card", "both", "transparent"),
    [
        # the spec's list for counts-as-both: C C J, C J C, J J D, J J J are runs, C J D is not
        ("CY1 CR2", "J1", True, False),  # transparent: a joker laid makes no run of animals
        ("CY1 J1", "CB3", True, False),  # transparent: only one theme card (CY1) beneath -> no run
        ("J1 J2", "DY1", True, False),  # transparent: no theme card beneath at all
        ("J1 J2", "J3", True, False),  # jokers alone make none under transparent
        ("CY1 J1", "DB3", False, False),  # C J D: no animal common to the three
        # the spec's transparent witness C C J + C: the two nearest theme cards beneath are CR2 and CY1, cranes
        ("CY1 CR2 J1", "CB3", True, True),
        # jokers skipped however deep: CR2 and CY1 again under two jokers
        ("CY1 CR2 J1 J2", "CB4", True, True),
        # the nearest theme card beneath is a dragon: no run either way (by default DR2 J1 CB3 share nothing)
        ("CY1 DR2 J1", "CB3", False, False),
        # under transparent: nearest theme cards DR3 (dragon) then stop -> no; by default J1 J2 CB4 share crane
        ("DR3 J1 J2", "CB4", True, False),
    ],
)
def test_theme_runs_under_both_joker_readings(pile: str, card: str, both: bool, transparent: bool) -> None:
    assert triple(pile.split(), card, DEFAULT) is both
    assert triple(pile.split(), card, TRANSPARENT) is transparent


def test_a_joker_under_transparent_still_breaks_colour_runs() -> None:
    # CY1 J1 CY3: the yellow run is broken by the joker (it has no colour) under either reading; under transparent
    # the theme run needs two theme cards beneath: only CY1 -> no triple at all.
    assert not triple(["CY1", "J1"], "CY3", TRANSPARENT)
    # and a colour run right under the card counts under transparent as under the default
    assert triple(["CR1", "DR2"], "CR4", TRANSPARENT)


def test_the_judge_applies_the_joker_reading() -> None:
    # J1 on CY1 CR2 (crane crane joker): a theme run by default, so illegal (it shares with every top so fits all);
    # under transparent the joker makes no run and the placement is legal.
    stacks = piles("CY1 CR2", "DB4", "DY3")
    by_default = judge(stacks, 0, "J1", DEFAULT)
    assert (by_default.legal, by_default.rule, by_default.fits) == (False, NO_TRIPLE, (0, 1, 2))
    clear = judge(stacks, 0, "J1", TRANSPARENT)
    assert (clear.legal, clear.rule, clear.fits) == (True, MATCH, (0, 1, 2))


def test_a_joker_shares_with_every_card_and_every_card_with_a_joker() -> None:
    for joker in JOKERS:
        for kind in ALL_KINDS:
            assert shares(joker, kind) and shares(kind, joker)


def test_shares_from_the_attributes() -> None:
    assert shares("CY3", "DY1")  # yellow
    assert shares("CY3", "DB3")  # 3
    assert shares("CY3", "CB1")  # crane
    assert not shares("CY3", "DB1")  # dragon, blue, 1: nothing
    # the number of theme-card pairs sharing nothing: same theme never; other theme (12 of 12 cards) with another
    # colour (2 of 3) and another number (3 of 4): 2 * 3 = 6 of the 12 cards of the other theme.
    for kind in THEME_KINDS:
        assert sum(not shares(kind, other) for other in THEME_KINDS) == 6


def test_a_triple_always_shares_with_the_top() -> None:
    # by the definitions, each run includes an attribute common to the card and the top card (or a joker on top)
    rng = random.Random(4)
    for _ in range(3000):
        stack = [rng.choice(ALL_KINDS) for _ in range(rng.randint(1, 5))]
        card = rng.choice(ALL_KINDS)
        for reading in (DEFAULT, TRANSPARENT):
            if triple(stack, card, reading):
                assert shares(card, stack[-1])
        # transparent runs of animals are runs by default too (the two cards beneath are jokers or those theme cards)
        if triple(stack, card, TRANSPARENT):
            assert triple(stack, card, DEFAULT)


def test_verdicts_follow_the_definitions_on_random_piles() -> None:
    # the definitions of docs/laopengh-contract.md ("Sharing, triples, fitting"), restated directly in terms of
    # shares and triple
    rng = random.Random(11)
    readings = [
        Reading(place_fits_no_pile=f, joker_theme_run=j, suspicion_grounds=g)
        for f, j, g in itertools.product(
            ("shares-nothing", "no-legal-place"), ("counts-as-both", "transparent"), ("any-illegal", "triples-only")
        )
    ]
    for _ in range(500):
        stacks = [[rng.choice(ALL_KINDS) for _ in range(rng.randint(1, 4))] for _ in range(3)]
        card = rng.choice(ALL_KINDS)
        target = rng.randrange(3)
        for reading in readings:
            strict = reading.place_fits_no_pile == "no-legal-place"
            fits = tuple(
                p for p in range(3) if shares(card, stacks[p][-1]) and not (strict and triple(stacks[p], card, reading))
            )
            on_top = shares(card, stacks[target][-1])
            legal = not fits or (on_top and not triple(stacks[target], card, reading))
            verdict = judge(stacks, target, card, reading)
            assert (verdict.fits, verdict.legal) == (fits, legal)
            if legal:
                assert verdict.rule == (FREE if not fits else MATCH)
            else:
                assert verdict.rule == (MATCH if not on_top else NO_TRIPLE)
            refused = reading.suspicion_grounds == "triples-only" and not legal and not on_top
            assert verdict.move is not refused


@pytest.mark.parametrize(
    ("stacks", "pile", "card"),
    [
        ((("CY1",), ("CY2",)), 0, "CY3"),  # two piles
        ((("CY1",), ("CY2",), ("CY3",)), 3, "CY4"),  # no pile 3
        ((("CY1",), ("CY2",), ("CY3",)), -1, "CY4"),
        ((("CY1",), ("CY2",), ("CY3",)), 0, "CY5"),  # no such card
        ((("CY1",), (), ("CY3",)), 0, "CY4"),  # an empty pile
        ((("CY1",), ("XX",), ("CY3",)), 0, "CY4"),  # an unknown card on a top
    ],
)
def test_bad_inputs_are_refused(stacks: tuple[tuple[str, ...], ...], pile: int, card: str) -> None:
    with pytest.raises(InputError):
        judge(stacks, pile, card, DEFAULT)
