"""The Z3 model of FORBIDDEN hands (solver/rulebook/forbidden/model/hand.py) against the rulebook.

Every expected value is worked out by hand in a comment from the rulebook (Sections 5, 7, Scoring) and the contract
(docs/forbidden-contract.md); none is copied from the model's output.
"""

from __future__ import annotations

from functools import cache

import pytest

from rulebook.core.errors import InputError
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.reading import Reading

ALL_NUMBERS = "forbidden.hand.all-numbers-in-sets"
LONE_FORBIDDEN = "forbidden.cheng.lone-forbidden"


@cache
def model(**choices: str) -> Model:
    """One model per reading (``model(laid_split="yes")``), shared by the tests so its solvers are built once."""
    return Model(Reading(**choices))  # type: ignore[arg-type]


def query(hand: str, *laid: str, table_forbidden: int = 0) -> HandQuery:
    return parse_query(hand, laid=list(laid), table_forbidden=table_forbidden)


def sets_of(arrangement: tuple[object, ...]) -> list[str]:
    return sorted(str(placed) for placed in arrangement)


# ---------------------------------------------------------------------------------------------------------------
# The rulebook's worked examples
# ---------------------------------------------------------------------------------------------------------------


def test_worked_example_wild_dragon_scores_70() -> None:
    # Scoring, example 1: laid R3 R4 R5; the hand adds R2, RY (as 6) and R7 to it: run 2-3-4-5-6-7, six cards, 10
    # points + 5 for the Yin-Yang card; B8 B8 B8 pung 5; G2 G2 W=G2 pung 5; Cheng bonus 10: 35. One Forbidden card
    # and the Emperor (a Forbidden card here) make two: x2 = 70.
    verdict = model().analyse(query("R2 RY R7 B8 B8 B8 G2 G2 W F EM", "R3 R4 R5"))
    assert verdict.complete and verdict.may_cheng
    assert verdict.set_points == 25
    assert verdict.cheng_score == 70
    assert sets_of(verdict.cheng_arrangement) == sorted(["R2 R3 R4 R5 RY=6 R7", "B8 B8 B8", "G2 G2 W=G2"])
    assert [str(placed) for placed in verdict.cheng_arrangement if placed.laid] == ["R2 R3 R4 R5 RY=6 R7"]
    assert verdict.leftover == ()
    assert verdict.refused_by == ()


def test_worked_example_red_4_hand_scores_105_after_discarding_b2() -> None:
    # Scoring, example 2: B7 pung 5, G4 kong 10, R4 R5 RY=6 run 5 + 5 Yin-Yang, Cheng bonus 10: 35; three
    # Forbidden cards: x3 = 105. Before the discard the lone B2 fits no set (there is no B3 or B4 and no wild).
    drawn = query("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2")
    before = model().analyse(drawn)
    assert not before.complete and before.refused_by == (ALL_NUMBERS,)
    assert before.leftover == ("B2",)
    after = model().analyse(query("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F"))
    assert after.cheng_score == 105
    assert sets_of(after.cheng_arrangement) == sorted(["B7 B7 B7", "G4 G4 G4 G4", "R4 R5 RY=6"])
    # With one discard allowed, the only way to go Cheng is to discard the B2 (any other discard leaves it).
    options = model().discards(drawn)
    assert [option.discards for option in options] == [("B2",)]
    assert options[0].verdict.cheng_score == 105


# ---------------------------------------------------------------------------------------------------------------
# Sets (Section 5)
# ---------------------------------------------------------------------------------------------------------------


def test_a_wild_used_twice_in_one_set_is_refused() -> None:
    # R2 with two wilds would be a set of three, but a set holds at most one wild card (Section 5).
    refused = query("R2 W W")
    assert not model().is_complete(refused)
    assert "forbidden.set.one-wild" in model().explain(refused)
    # R2 R5 W W: the only candidate is the run 2-3-4-5 with both wilds (W=R3, W=R4), refused; two natural cards
    # make no two sets. R2 R3 W W is R2 R3 W=R4 with the other wild kept aside (unused wilds are free): complete.
    assert not model().is_complete(query("R2 R5 W W"))
    assert model().is_complete(query("R2 R3 W W"))


def test_mixed_colours_are_refused() -> None:
    # R2 G3 B4 would be a run 2-3-4 if colours could mix; sets never mix colours (Section 5).
    mixed = query("R2 G3 B4")
    assert not model().is_complete(mixed)
    assert {ALL_NUMBERS, "forbidden.set.one-colour"} <= set(model().explain(mixed))
    assert model().is_complete(query("G2 G3 G4"))


def test_yin_yang_cards_stand_for_6_and_9_in_one_run() -> None:
    # R5 RY R7 R8 RY is the run 5-6-7-8-9 with one Yin-Yang card as 6 and the other as 9 (Sections 2, 5): five
    # cards 10 points, two Yin-Yang bonuses 10: 20.
    verdict = model().analyse(query("R5 RY R7 R8 RY"))
    assert verdict.complete
    assert sets_of(verdict.cheng_arrangement) == ["R5 RY=6 R7 R8 RY=9"]
    assert verdict.set_points == 20


def test_a_kong_scores_10() -> None:
    # Four Black 7s are a kong: a set of four cards, 10 points (Scoring).
    verdict = model().analyse(query("B7 B7 B7 B7"))
    assert verdict.set_points == 10
    assert sets_of(verdict.cheng_arrangement) == ["B7 B7 B7 B7"]


def test_four_of_a_rank_as_kong_and_run_beats_pung_and_longer_run() -> None:
    # R2 x4, R3 R4 R5 RY R7. Kong R2 (10) + run 3-4-5-6-7 (five cards, 10) + Yin-Yang 5 = 25. Pung R2 (5) + run
    # 2-3-4-5-6-7 (10) + 5 = 20; pung R2 + runs 2-3-4 and 5-6-7 = 5 + 5 + 5 + 5 = 20. The best is 25.
    verdict = model().analyse(query("R2 R2 R2 R2 R3 R4 R5 RY R7"))
    assert verdict.set_points == 25
    assert sets_of(verdict.cheng_arrangement) == sorted(["R2 R2 R2 R2", "R3 R4 R5 RY=6 R7"])


def test_four_of_a_rank_as_pung_and_run_when_the_kong_leaves_cards() -> None:
    # R2 x4 R3 R4: the kong would leave R3 R4 alone, so every card is placed only as pung R2 + run 2-3-4: 5 + 5.
    verdict = model().analyse(query("R2 R2 R2 R2 R3 R4"))
    assert verdict.set_points == 10
    assert sets_of(verdict.cheng_arrangement) == sorted(["R2 R2 R2", "R2 R3 R4"])


def test_a_laid_set_that_is_not_a_set_is_refused_by_name() -> None:
    with pytest.raises(InputError, match="R2 W W"):
        model().analyse(query("R3 R4 R5", "R2 W W"))
    with pytest.raises(InputError, match="R2 G3 B4"):
        model().is_complete(query("R3 R4 R5", "R2 G3 B4"))
    # Two wilds never go in one set, even when one of them could be spared.
    with pytest.raises(InputError, match="R2 R3 W W"):
        model().is_complete(query("R5 R5 R5", "R2 R3 W W"))
    # A valid laid set with a wild is accepted: R2 W R4 is the run 2-3-4.
    assert model().is_complete(query("R5 R5 R5", "R2 W R4"))


# ---------------------------------------------------------------------------------------------------------------
# Going Cheng (Section 7)
# ---------------------------------------------------------------------------------------------------------------


def test_lone_forbidden_and_the_emperor_under_both_readings() -> None:
    # R2 R3 R4 is a run (5 points); the Cheng score is (5 + 10) x multiplier.
    always, real = model(), model(emperor_forbidden="with-real-forbidden")
    # A lone F stops a Cheng under both readings.
    for each in (always, real):
        verdict = each.analyse(query("R2 R3 R4 F"))
        assert verdict.complete and not verdict.may_cheng and verdict.refused_by == (LONE_FORBIDDEN,)
        assert each.explain(query("R2 R3 R4 F")) == (LONE_FORBIDDEN,)
    # The Emperor alone: a Forbidden card on its own under "always" (refused), none under "with-real-forbidden"
    # (count 0: Cheng, 15 x 1).
    assert always.analyse(query("R2 R3 R4 EM")).refused_by == (LONE_FORBIDDEN,)
    assert real.analyse(query("R2 R3 R4 EM")).cheng_score == 15
    # F and the Emperor count two under both readings: (5 + 10) x 2 = 30.
    assert always.analyse(query("R2 R3 R4 F EM")).cheng_score == 30
    assert real.analyse(query("R2 R3 R4 F EM")).cheng_score == 30
    # A claimed Forbidden card counts as held: table 1 + hand 1 = 2, x2.
    assert always.analyse(query("R2 R3 R4 F", table_forbidden=1)).cheng_score == 30


def test_an_incomplete_hand_with_a_lone_forbidden_is_refused_by_both_rules() -> None:
    verdict = model().analyse(query("R2 R3 F"))
    assert verdict.refused_by == (LONE_FORBIDDEN, ALL_NUMBERS)  # sorted: "cheng" before "hand"
    assert set(model().explain(query("R2 R3 F"))) >= {ALL_NUMBERS, LONE_FORBIDDEN}


def test_unsat_core_names_the_set_rules_that_refuse() -> None:
    # R2 R3 R5: no run (4 is missing), no pung; the core names the completeness rule and the set rules.
    names = model().explain(query("R2 R3 R5"))
    assert ALL_NUMBERS in names
    assert {"forbidden.set.run", "forbidden.set.same-rank"} <= set(names)
    assert model().explain(query("R2 R3 R4")) == ()


# ---------------------------------------------------------------------------------------------------------------
# Every reading key changes a small hand-worked result
# ---------------------------------------------------------------------------------------------------------------


def test_reading_wild_exhausted_card() -> None:
    # Laid R2 R3 R4 twice (kept whole, neither can take another R2), hand R2 R2 W: the only set for the hand is
    # R2 R2 W=R2 (a laid run could take the wild as R5, but then R2 R2 is left alone). The player holds all four
    # R2s, so a hand wild standing for R2 is refused under wild.exhausted-card=refused.
    hand = query("R2 R2 W", "R2 R3 R4", "R2 R3 R4")
    assert model().is_complete(hand)
    assert not model(wild_exhausted_card="refused").is_complete(hand)


def test_the_wild_of_a_laid_set_is_exempt_from_the_exhausted_card_reading() -> None:
    # Laid R2 R2 W (a pung, W=R2), hand R2 R2 R3 R4: the laid set becomes the kong R2 R2 R2 W (10) and R2 R3 R4 is
    # a run (5): 15. Four natural R2 with a wild for R2, but that wild was laid with its set (contract): allowed.
    hand = query("R2 R2 R3 R4", "R2 R2 W")
    assert model().analyse(hand).set_points == 15
    assert model(wild_exhausted_card="refused").analyse(hand).set_points == 15


def test_reading_wild_yin_yang_bonus() -> None:
    # R5 R7 W: the wild must be R6 (run 5-6-7): 5 points, +5 if a wild standing for 6 earns the Yin-Yang bonus.
    assert model().analyse(query("R5 R7 W")).set_points == 5
    assert model(wild_yin_yang_bonus="yes").analyse(query("R5 R7 W")).set_points == 10


def test_reading_wild_counts_for_size() -> None:
    # G2 G2 G2 W: a kong with W=G2 (four cards, 10) or, counting natural cards only, a set of three (5).
    assert model().analyse(query("G2 G2 G2 W")).set_points == 10
    assert model(wild_counts_for_size="no").analyse(query("G2 G2 G2 W")).set_points == 5


def test_reading_laid_split() -> None:
    # Laid R2 R3 R4 R5, hand R5 R5: kept whole, the laid run cannot give up its R5, and R5 R5 is no set; split,
    # the cards make R2 R3 R4 + R5 R5 R5.
    hand = query("R5 R5", "R2 R3 R4 R5")
    assert not model().is_complete(hand)
    assert model(laid_split="yes").is_complete(hand)
    assert model(laid_split="yes").analyse(hand).set_points == 10


def test_reading_penalty_table_forbidden() -> None:
    # R2 G3 places nothing (P = 0); one Forbidden card claimed on the table: -5 if it counts, 0 if not.
    hand = query("R2 G3", table_forbidden=1)
    assert model().analyse(hand).other_score == -5
    assert model(penalty_table_forbidden="no").analyse(hand).other_score == 0


def test_reading_marriage() -> None:
    # R2 R3 R4 with the Empress: (5 + 10) = 15, doubled when the Empress alone is a Royal Marriage.
    assert model().analyse(query("R2 R3 R4 ES")).cheng_score == 15
    assert model(marriage="empress-alone").analyse(query("R2 R3 R4 ES")).cheng_score == 30
    # The doubling applies to a negative score too: R2 G3 F ES, penalty 5, x2 = -10.
    assert model(marriage="empress-alone").analyse(query("R2 G3 F ES")).other_score == -10


def test_reading_empress_lone_forbidden() -> None:
    # R2 R3 R4 F ES: a lone Forbidden card; with the Empress allowed to cover it, Cheng with (5 + 10) x 1.
    hand = query("R2 R3 R4 F ES")
    assert not model().analyse(hand).may_cheng
    assert model(empress_lone_forbidden="yes").analyse(hand).cheng_score == 15


def test_reading_arrangement() -> None:
    # R4 R5 R7 RY RY RY when another player goes Cheng. Best points: pung RY RY RY (5 + 3 x 5 Yin-Yang = 20),
    # R4 R5 R7 put aside. Most cards: the run 4-5-6-7 (R4 R5 RY=6 R7, four cards: 10 + 5) places four natural
    # cards (no arrangement places five: the two other Yin-Yang cards make no set), so 15.
    hand = query("R4 R5 R7 RY RY RY")
    best = model().analyse(hand)
    assert best.other_score == 20
    assert [[card.kind for card in placed.cards] for placed in best.other_arrangement] == [["RY", "RY", "RY"]]
    assert best.leftover == ("R4", "R5", "R7")
    most = model(arrangement="most-cards").analyse(hand)
    assert most.other_score == 15
    assert sets_of(most.other_arrangement) == ["R4 R5 RY=6 R7"]
    assert most.leftover == ("RY", "RY")


def test_reading_variant_fast() -> None:
    # R2 R3 R4 B5 G7: two strays; one discard is not enough, the Fast version allows both.
    hand = query("R2 R3 R4 B5 G7")
    assert model().discards(hand) == ()
    options = model(variant_fast="yes").discards(hand)
    assert [option.discards for option in options] == [("G7", "B5")]  # in deck order: red, green, black
    assert options[0].verdict.cheng_score == 15


def test_two_forbidden_cards_and_the_emperor_triple_the_score() -> None:
    # R2 R3 R4 F F EM: two Forbidden cards and the Emperor count three under both readings: (5 + 10) x 3 = 45.
    assert model().analyse(query("R2 R3 R4 F F EM")).cheng_score == 45
    assert model(emperor_forbidden="with-real-forbidden").analyse(query("R2 R3 R4 F F EM")).cheng_score == 45


# ---------------------------------------------------------------------------------------------------------------
# Scoring of an opponent's hand, discards
# ---------------------------------------------------------------------------------------------------------------


def test_other_score_with_rooster_and_penalty_and_emperor_protection() -> None:
    # R2 R3 R4 F F RO when someone else goes Cheng: run 5 + Rooster 15 - 2 x 5 = 10; with the Emperor no penalty.
    assert model().analyse(query("R2 R3 R4 F F RO")).other_score == 10
    assert model().analyse(query("R2 R3 R4 F F RO EM")).other_score == 20
    # Going Cheng with the Rooster: (5 + 10 + 10) x 2 Forbiddens = 50.
    assert model().analyse(query("R2 R3 R4 F F RO")).cheng_score == 50


def test_discarding_the_lone_forbidden_card() -> None:
    # R2 R3 R4 F: complete but refused (a lone F); after discarding the F: (5 + 10) x 1 = 15. Discarding a number
    # card breaks the run; discarding nothing leaves the lone F.
    options = model().discards(query("R2 R3 R4 F"))
    assert [option.discards for option in options] == [("F",)]
    assert options[0].verdict.cheng_score == 15


def test_discards_list_every_choice_best_first() -> None:
    # R2 R3 R4 R5: complete as it is (run of four, 10 + 10 = 20), after discarding R2 or R5 (run of three, 5 + 10
    # = 15); discarding R3 or R4 breaks the run. Best score first, then by the cards discarded.
    options = model().discards(query("R2 R3 R4 R5"))
    assert [(option.discards, option.verdict.cheng_score) for option in options] == [
        ((), 20),
        (("R2",), 15),
        (("R5",), 15),
    ]


# ---------------------------------------------------------------------------------------------------------------
# Single-suit questions (the exhaustive cross-check's interface)
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("counts", "wilds", "complete"),
    [
        ((1, 1, 1, 0, 0, 0, 0), 0, True),  # 2 3 4: a run
        ((1, 1, 0, 0, 0, 0, 0), 0, False),  # 2 3: no set of three
        ((1, 1, 0, 0, 0, 0, 0), 1, True),  # 2 3 W=4
        ((0, 0, 0, 1, 1, 0, 1), 0, True),  # 5 Y=6 7
        ((0, 0, 0, 0, 0, 0, 0), 0, True),  # nothing to place
        ((4, 4, 4, 4, 4, 4, 4), 0, True),  # seven kongs
        ((1, 0, 0, 0, 0, 0, 0), 3, False),  # one natural card, at most one wild per set
    ],
)
def test_suit_complete(counts: tuple[int, ...], wilds: int, complete: bool) -> None:
    assert model().suit_complete(counts, wilds) is complete


def test_suit_points_at_least() -> None:
    # 5 Y 7 is the run 5-6-7: 5 + 5 Yin-Yang = 10, not 15.
    assert model().suit_points_at_least((0, 0, 0, 1, 1, 0, 1), 0, 10)
    assert not model().suit_points_at_least((0, 0, 0, 1, 1, 0, 1), 0, 11)
    # 2 3 4 5: one run of four (10) beats nothing else; 2 3 4 5 with a wild: 2-3-4-5-6 (10), still 10.
    assert model().suit_points_at_least((1, 1, 1, 1, 0, 0, 0), 1, 10)
    assert not model().suit_points_at_least((1, 1, 1, 1, 0, 0, 0), 1, 15)
    # Seven kongs: 7 x 10 + 4 Yin-Yang x 5 = 90.
    assert model().suit_points_at_least((4, 4, 4, 4, 4, 4, 4), 0, 90)
    assert not model().suit_points_at_least((4, 4, 4, 4, 4, 4, 4), 0, 95)
    # An incomplete suit has no points at all.
    assert not model().suit_points_at_least((1, 1, 0, 0, 0, 0, 0), 0, 0)


def test_suit_questions_refuse_bad_input() -> None:
    with pytest.raises(InputError):
        model().suit_complete((5, 0, 0, 0, 0, 0, 0), 0)
    with pytest.raises(InputError):
        model().suit_complete((0,) * 6, 0)
    with pytest.raises(InputError):
        model().suit_complete((0,) * 7, 4)
