"""The Z3 model of placing a card (rules laopengh.place.*, laopengh.joker.runs, laopengh.suspicion.accuse/accepted).

Every expected value is worked out by hand in the test from the rulebook ("Placing Cards", "Jokers", "Suspicion")
and the spec's witnesses (spec/laopengh.toml, readings place.fits-no-pile and joker.theme-run), with the exact
semantics of docs/laopengh-contract.md (Semantics); none is taken from the code's output. Shorthand in the
comments: C / D a crane / dragon theme card, J a joker; a pile is written bottom first, so its last card is the top.
"""

from __future__ import annotations

import itertools
import random
import tomllib
from pathlib import Path

import pytest
import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import track
from rulebook.laopengh.cards import ALL_KINDS, colour_of, is_joker, number_of, themes_of
from rulebook.laopengh.model import placement
from rulebook.laopengh.model.placement import PLACEMENT_RULES, accusation, answers, depth_needed, judge, shape
from rulebook.laopengh.model.solving import Answers, forced
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.verdict import Placement

ROOT = Path(__file__).resolve().parents[2]
MATCH = "laopengh.place.match"
NO_TRIPLE = "laopengh.place.no-triple"
FREE = "laopengh.place.free"

DEFAULT = Reading()
NO_LEGAL_PLACE = Reading(place_fits_no_pile="no-legal-place")
TRANSPARENT = Reading(joker_theme_run="transparent")
TRIPLES_ONLY = Reading(suspicion_grounds="triples-only")

WITNESS = [["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]]
"""The spec's witness of place.fits-no-pile (reading place.fits-no-pile)."""
ELSEWHERE = [["DR1", "DB1"], ["CR2", "CB2"]]
"""Two piles to put beside the pile under test: tops DB1 (dragon, blue, 1) and CB2 (crane, blue, 2)."""


def on_first(pile: list[str], card: str, reading: Reading = DEFAULT) -> Placement:
    """``card`` laid on ``pile``, placed first of three beside :data:`ELSEWHERE`."""
    return judge([pile, *ELSEWHERE], 0, card, reading)


# --- the spec's witness of place.fits-no-pile ------------------------------------------------------------------


@pytest.mark.parametrize("pile", [0, 1, 2])
def test_witness_by_default_cy1_has_no_legal_place(pile: int) -> None:
    # CY1 shares with every top: CY4 (crane, yellow), DB1 (the number 1), CB2 (crane), so it fits all three
    # (shares-nothing). On each it makes a triple: CY3 CY4 CY1 cranes and yellows; DR1 DB1 CY1 the number 1; CR2 CB2
    # CY1 cranes. So it is illegal everywhere, by the ban on triples, and an accusation is rightful.
    verdict = judge(WITNESS, pile, "CY1")
    assert verdict == Placement(legal=False, rule=NO_TRIPLE, fits=(0, 1, 2), move=True)
    assert verdict.accusation == "upheld"
    assert judge(WITNESS, pile, "CY1", TRIPLES_ONLY) == verdict  # a triple is still a move under triples-only


@pytest.mark.parametrize("pile", [0, 1, 2])
def test_witness_under_no_legal_place_any_pile_is_legal(pile: int) -> None:
    # Under no-legal-place CY1 fits none of the three (each would hold a triple), so it may go on any pile, legally.
    verdict = judge(WITNESS, pile, "CY1", NO_LEGAL_PLACE)
    assert verdict == Placement(legal=True, rule=FREE, fits=(), move=True)
    assert verdict.accusation == "refuted"


# --- place.match ---------------------------------------------------------------------------------------------------

SPREAD = [["CY1"], ["DR2"], ["CB3"]]


def test_a_card_sharing_with_the_top_and_making_no_run_is_legal() -> None:
    # DB4 on DR2: both dragons. No run on a pile of one card. It also fits CB3 (blue), not CY1 (nothing in common).
    assert judge(SPREAD, 1, "DB4") == Placement(legal=True, rule=MATCH, fits=(1, 2), move=True)
    assert judge(SPREAD, 2, "DB4").legal  # blue on blue


def test_a_card_sharing_nothing_with_its_top_while_another_pile_takes_it_is_illegal_by_match() -> None:
    # DB4 on CY1: crane/dragon, yellow/blue, 1/4: nothing in common; but DR2 and CB3 take it.
    verdict = judge(SPREAD, 0, "DB4")
    assert verdict == Placement(legal=False, rule=MATCH, fits=(1, 2), move=True)
    assert verdict.accusation == "upheld"
    # suspicion.grounds=triples-only: the top is in plain view, such a placement is no move at all.
    refused = judge(SPREAD, 0, "DB4", TRIPLES_ONLY)
    assert refused == Placement(legal=False, rule=MATCH, fits=(1, 2), move=False)
    assert refused.accusation is None
    assert accusation(SPREAD, 0, "DB4", TRIPLES_ONLY) is None


@pytest.mark.parametrize(
    ("top", "card", "shares"),
    [
        ("CY1", "CR2", True),  # the theme
        ("CY1", "DY2", True),  # the colour
        ("CY1", "DR1", True),  # the corner number
        ("CY1", "DR2", False),  # nothing
        ("J1", "DB4", True),  # a joker shows both animals
        ("DB4", "J6", True),
        ("J1", "J2", True),  # two jokers share their animals
    ],
)
def test_shares_by_theme_colour_or_number(top: str, card: str, shares: bool) -> None:
    # The card on a pile of one card (no run possible) beside tops that share nothing with DR2 or CR2 matter little:
    # legal exactly when it shares with its own top, or when it fits nowhere.
    verdict = judge([[top], ["DB3"], ["CB3"]], 0, card)
    assert (0 in verdict.fits) is shares
    if shares:
        assert verdict == Placement(legal=True, rule=MATCH, fits=verdict.fits, move=True)


# --- place.free ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("reading", [DEFAULT, NO_LEGAL_PLACE, TRIPLES_ONLY, TRANSPARENT])
@pytest.mark.parametrize("pile", [0, 1, 2])
def test_a_card_sharing_nothing_with_any_top_goes_anywhere(reading: Reading, pile: int) -> None:
    # DB4 against CY1, CY2, CR1: never a dragon, blue or 4. It fits no pile, under either meaning of fitting.
    assert judge([["CY1"], ["CY2"], ["CR1"]], pile, "DB4", reading) == Placement(True, FREE, (), True)


def test_a_joker_always_fits_so_it_is_never_free() -> None:
    # J2 shares an animal with every card; on CY1 CY2 it makes the run crane crane joker, so it is illegal.
    verdict = judge([["CY1", "CY2"], ["DR1"], ["DB3"]], 0, "J2")
    assert verdict == Placement(legal=False, rule=NO_TRIPLE, fits=(0, 1, 2), move=True)
    # Under no-legal-place pile 0 is no fit (a triple), piles 1 and 2 are: still not free.
    assert judge([["CY1", "CY2"], ["DR1"], ["DB3"]], 0, "J2", NO_LEGAL_PLACE).fits == (1, 2)


def test_under_no_legal_place_a_card_fits_only_where_it_makes_no_triple() -> None:
    # CY1 on the witness' pile 0 makes a triple; beside it DR2 (no share with CY1: dragon, red, 2) and CB3 (crane):
    # CY1 fits CB3's pile only, so on pile 0 it is illegal by the ban on triples, with fits (2,).
    piles = [["CY3", "CY4"], ["DR2"], ["CB3"]]
    assert judge(piles, 0, "CY1", NO_LEGAL_PLACE) == Placement(False, NO_TRIPLE, (2,), True)
    assert judge(piles, 0, "CY1") == Placement(False, NO_TRIPLE, (0, 2), True)
    assert judge(piles, 1, "CY1", NO_LEGAL_PLACE) == Placement(False, MATCH, (2,), True)
    assert judge(piles, 1, "CY1", Reading(place_fits_no_pile="no-legal-place", suspicion_grounds="triples-only")) == (
        Placement(False, MATCH, (2,), False)
    )


# --- place.no-triple and joker.runs --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pile", "card", "triple"),
    [
        (["CY1", "CR2"], "CB3", True),  # three cranes
        (["CY1", "DY2"], "CY3", True),  # three yellows
        (["CY1", "DR1"], "DB1", True),  # three 1s (C D D, Y R B are no runs)
        (["CY2", "DR1"], "DB1", False),  # 2 1 1; C D D; Y R B: no run
        (["DR4", "CB4"], "CY4", True),  # three 4s
        (["CY1"], "CY2", False),  # a pile of one card makes no run
        (["CY1", "CY2", "DR4"], "CY4", False),  # only the two directly beneath count: CY2 DR4 CY4, no run
        (["CY1", "CY2", "CY3"], "CY4", True),  # an accepted triple: the fourth makes a triple of its own
        (["CY1", "CY2", "CY3"], "DR3", False),  # shares 3 with CY3; no colour, number or theme thrice
        (["CY1", "J1"], "DY2", False),  # a joker breaks the yellows: Y - Y; C J D is no theme run
        (["CY1", "J1"], "DR1", False),  # and the 1s: 1 - 1
    ],
)
def test_runs_of_three(pile: list[str], card: str, triple: bool) -> None:
    # Every card here shares with its top (or the top is a joker), so the verdict is legal unless it makes a run.
    verdict = on_first(pile, card)
    assert verdict.legal is not triple
    assert verdict.rule == (NO_TRIPLE if triple else MATCH)


JOKER_RUNS = [
    # (pile beneath, card, run under counts-as-both, run under transparent), worked out in the comments below
    (["CY1", "CR2"], "J1", True, False),  # C C J: the joker continues the cranes / a joker placed makes no theme run
    (["CY1", "J1"], "CR2", True, False),  # C J C / only one theme card (CY1) beneath CR2 once the joker is passed over
    (["J1", "J2"], "DB3", True, False),  # J J D / no theme card beneath at all
    (["J1", "J2"], "J3", True, False),  # J J J / jokers alone make none
    (["CY1", "J1"], "DB3", False, False),  # C J D: no animal all three show / one theme card beneath
    (["CY1", "CR2", "J1"], "CB3", True, True),  # J C C / the two nearest theme cards, CR2 and CY1, are cranes
    (["DY1", "CR2", "J1"], "CB3", True, False),  # J C C on top / CR2 a crane but DY1 a dragon
    (["DR1", "DB2", "J1", "J2", "J3"], "DY4", True, True),  # J J D / DB2 and DR1, however deep, are dragons
    (["CR1", "DB2", "J1", "J2"], "DY4", True, False),  # J J D / DB2 a dragon, CR1 a crane
]


@pytest.mark.parametrize(("pile", "card", "both", "transparent"), JOKER_RUNS)
def test_joker_theme_runs_under_both_readings(pile: list[str], card: str, both: bool, transparent: bool) -> None:
    # None of these makes a colour or number run (a joker lies among the two beneath, or the colours and numbers
    # differ), and every card shares with its top (an animal with a joker, or a crane with a crane): the verdict
    # is illegal by the ban on triples exactly when the theme run is there.
    for reading, run in ((DEFAULT, both), (TRANSPARENT, transparent)):
        verdict = on_first(pile, card, reading)
        assert verdict.legal is not run, (pile, card, reading.joker_theme_run)
        assert verdict.rule == (NO_TRIPLE if run else MATCH)
        assert verdict.accusation == ("upheld" if run else "refuted")


def test_under_transparent_a_theme_card_after_c_c_j_makes_the_run() -> None:
    # The spec's witness: C C J is no triple when J is placed, but C C J + C is.
    assert on_first(["CY1", "CR2"], "J1", TRANSPARENT).legal
    assert not on_first(["CY1", "CR2", "J1"], "CB3", TRANSPARENT).legal


def test_depth_needed_reaches_the_second_theme_card_under_transparent() -> None:
    piles = [["DR1", "DB2", "J1", "J2", "J3"], ["CY1"], ["J4", "J5", "CY2", "J6"]]
    assert depth_needed(piles, DEFAULT) == 2  # the two directly beneath
    assert depth_needed(piles, TRANSPARENT) == 5  # J3 J2 J1 DB2 DR1 (the third pile: J6 CY2 J5 J4, four)


@pytest.mark.parametrize("reading", [DEFAULT, TRANSPARENT, NO_LEGAL_PLACE])
def test_the_answers_do_not_change_when_the_model_sees_deeper(reading: Reading) -> None:
    # The same question asked of a solver that sees every pile six cards deep: the cards below what is needed, and
    # the slots of piles too short to fill them, must not change any answer (each answer is forced either way).
    rng = random.Random(7)
    deep = shape(6)
    for _ in range(40):
        piles = [[rng.choice(ALL_KINDS) for _ in range(rng.randint(1, 5))] for _ in range(3)]
        pile, card = rng.randrange(3), rng.choice(ALL_KINDS)
        values = forced(deep.solver, deep.facts(piles, pile, card, reading), deep.answers)
        assert values == answers(piles, pile, card, reading)


# --- the accusation (suspicion.accuse) agrees with the verdict ------------------------------------------------------


def test_the_models_accusation_agrees_with_the_verdict() -> None:
    rng = random.Random(3)
    readings = [DEFAULT, TRIPLES_ONLY, Reading(suspicion_grounds="triples-only", place_fits_no_pile="no-legal-place")]
    for _ in range(60):
        piles = [[rng.choice(ALL_KINDS) for _ in range(rng.randint(1, 3))] for _ in range(3)]
        pile, card, reading = rng.randrange(3), rng.choice(ALL_KINDS), rng.choice(readings)
        assert accusation(piles, pile, card, reading) == judge(piles, pile, card, reading).accusation


# --- a transcription of the semantics, on a sample ------------------------------------------------------------------


def spec_shares(a: str, b: str) -> bool:
    """semantics.md: themes intersect, or both have a colour and it is equal, or both have a number and it is equal."""
    return bool(
        set(themes_of(a)) & set(themes_of(b))
        or (colour_of(a) is not None and colour_of(a) == colour_of(b))
        or (number_of(a) is not None and number_of(a) == number_of(b))
    )


def spec_triple(pile: list[str], card: str, transparent: bool) -> bool:
    """semantics.md: colour and number runs over pile[-1], pile[-2]; the theme run under either reading."""
    run = False
    if len(pile) >= 2:
        a, b = pile[-1], pile[-2]
        run |= colour_of(card) is not None and colour_of(card) == colour_of(a) == colour_of(b)
        run |= number_of(card) is not None and number_of(card) == number_of(a) == number_of(b)
        if not transparent:
            run |= bool(set(themes_of(a)) & set(themes_of(b)) & set(themes_of(card)))
    if transparent and not is_joker(card):
        theme_cards = [kind for kind in pile if not is_joker(kind)]
        run |= len(theme_cards) >= 2 and all(card[0] in themes_of(kind) for kind in theme_cards[-2:])
    return run


def spec_judge(piles: list[list[str]], pile: int, card: str, reading: Reading) -> Placement:
    """semantics.md, "Placement", line by line."""
    transparent = reading.joker_theme_run == "transparent"

    def fits(p: int) -> bool:
        shares = spec_shares(card, piles[p][-1])
        if reading.place_fits_no_pile == "no-legal-place":
            return shares and not spec_triple(piles[p], card, transparent)
        return shares

    fitting = tuple(p for p in range(3) if fits(p))
    shares, triple = spec_shares(card, piles[pile][-1]), spec_triple(piles[pile], card, transparent)
    legal = not fitting or (shares and not triple)
    rule = FREE if legal and not fitting else MATCH if legal or not shares else NO_TRIPLE
    move = not (reading.suspicion_grounds == "triples-only" and not legal and rule == MATCH)
    return Placement(legal, rule, fitting, move)


READINGS = [
    Reading(place_fits_no_pile=fits, joker_theme_run=theme, suspicion_grounds=grounds)
    for fits, theme, grounds in itertools.product(
        ("shares-nothing", "no-legal-place"), ("counts-as-both", "transparent"), ("any-illegal", "triples-only")
    )
]


@pytest.mark.parametrize(
    "reading", READINGS, ids=lambda r: f"{r.place_fits_no_pile},{r.joker_theme_run},{r.suspicion_grounds}"
)
def test_a_sample_of_triples_agrees_with_the_semantics(reading: Reading) -> None:
    # Two cards beneath and the card placed, over the 30 kinds, with random other piles and target.
    rng = random.Random(11)
    triples = list(itertools.product(ALL_KINDS, repeat=3))
    for below, top, card in rng.sample(triples, 250):
        piles = [[below, top], [rng.choice(ALL_KINDS)], [rng.choice(ALL_KINDS), rng.choice(ALL_KINDS)]]
        pile = rng.randrange(3)
        assert judge(piles, pile, card, reading) == spec_judge(piles, pile, card, reading), (piles, pile, card)


def test_deeper_piles_agree_with_the_semantics_under_transparent() -> None:
    rng = random.Random(5)
    pool = [*ALL_KINDS, *ALL_KINDS[:6] * 4]  # jokers more often, to bury theme cards
    for _ in range(150):
        piles = [[rng.choice(pool) for _ in range(rng.randint(1, 7))] for _ in range(3)]
        pile, card = rng.randrange(3), rng.choice(ALL_KINDS)
        reading = rng.choice([TRANSPARENT, Reading(joker_theme_run="transparent", place_fits_no_pile="no-legal-place")])
        assert judge(piles, pile, card, reading) == spec_judge(piles, pile, card, reading), (piles, pile, card)


# --- input, the rule groups, the bookkeeping ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("piles", "pile", "card"),
    [
        ([["CY1"], ["CY2"]], 0, "CY3"),  # two piles
        ([["CY1"], [], ["CY2"]], 0, "CY3"),  # an empty pile
        ([["CY1"], ["CY2"], ["CY3"]], 3, "CY3"),  # no pile 3
        ([["CY1"], ["CY2"], ["CY3"]], True, "CY3"),
        ([["CY1"], ["CY2"], ["CY3"]], 0, "CX3"),  # no such card
        ([["CY1"], ["J7"], ["CY3"]], 0, "CY4"),
        ([["CY1"], "CY2", ["CY3"]], 0, "CY4"),  # a pile written as a text
        ([["CY1"], [3], ["CY3"]], 0, "CY4"),
    ],
)
def test_bad_questions_are_input_errors(piles: list[list[str]], pile: int, card: str) -> None:
    with pytest.raises(InputError):
        judge(piles, pile, card)


def test_cards_are_read_in_either_case() -> None:
    assert judge([["cy3", "cy4"], ["dr1", "db1"], ["cr2", "cb2"]], 0, "cy1") == judge(WITNESS, 0, "CY1")


def test_every_placing_rule_is_a_tracked_group_of_the_solver() -> None:
    assert set(shape(2).rule_literals) == set(PLACEMENT_RULES)
    assert {str(literal) for literal in shape(2).rule_literals.values()} == set(PLACEMENT_RULES)


def test_the_model_names_every_rule_the_spec_leaves_to_it() -> None:
    # The rules the model encodes: every [[rule]] of spec/laopengh.toml not marked encoded_by = ["engine"].
    spec = tomllib.loads((ROOT / "spec" / "laopengh.toml").read_text(encoding="utf-8"))
    encoded = {rule["id"] for rule in spec["rule"] if rule.get("encoded_by") != ["engine"]}
    text = "".join(path.read_text(encoding="utf-8") for path in Path(placement.__file__).parent.glob("*.py"))
    assert encoded == {
        "laopengh.deck.cards",
        "laopengh.round.order",
        "laopengh.round.lone-dragon",
        "laopengh.place.match",
        "laopengh.place.no-triple",
        "laopengh.joker.runs",
        "laopengh.place.free",
        "laopengh.place.illegal",
        "laopengh.suspicion.accuse",
        "laopengh.suspicion.accepted",
        "laopengh.end.winners",
    }
    assert [rule for rule in sorted(encoded) if f'"{rule}"' not in text] == []


def test_forced_refuses_an_answer_the_rules_leave_open() -> None:
    # x or y, with x assumed true: y is free, so no value of y is forced.
    solver = z3.SolverFor("QF_FD")
    x, y, z = z3.Bools("x y z")
    track(solver, {"demo.rule": [z3.Or(x, y), z == x]})
    loose = Answers.of({"y": y, "z": z}, name="demo")
    loose.attach(solver)
    with pytest.raises(RuntimeError, match="do not force y"):
        forced(solver, [x], loose)
    with pytest.raises(ValueError, match="contradict"):
        forced(solver, [x, z3.Not(z)], loose)
    tight = Answers.of({"z": z}, name="tight")
    tight.attach(solver)
    assert forced(solver, [x], tight) == {"z": True}
    # The last answers proved are tried first: a question with other answers, or none, is still answered right.
    assert forced(solver, [z3.Not(x)], tight) == {"z": False}
    assert forced(solver, [z3.Not(x)], tight) == {"z": False}
    with pytest.raises(ValueError, match="contradict"):
        forced(solver, [z3.Not(x), z], tight)
