"""Every reading key of spec/forbidden.toml changes the answer on a small hand-worked hand — in both encodings."""

from __future__ import annotations

import pytest

from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.verdict import Verdict

ENCODINGS = {"engine": Engine, "model": Model}


@pytest.fixture(params=sorted(ENCODINGS))
def encoding(request: pytest.FixtureRequest) -> type[Engine] | type[Model]:
    """Each test runs once on the engine and once on the Z3 model."""
    return ENCODINGS[request.param]


def analyse(
    encoding: type[Engine] | type[Model],
    hand: str,
    readings: dict[str, str],
    laid: tuple[str, ...] = (),
    table_forbidden: int = 0,
) -> Verdict:
    """Analyse a hand under the default reading changed by ``readings``."""
    return encoding(Reading.from_mapping(readings)).analyse(parse_query(hand, laid, table_forbidden))


def test_emperor_forbidden(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 EM: "always" makes the Emperor a lone Forbidden card (refused); "with-real-forbidden" counts no
    # Forbidden card at all, so the hand goes Cheng for 5 + 10 = 15.
    assert analyse(encoding, "R2 R3 R4 EM", {"emperor.forbidden": "always"}).cheng_score is None
    assert analyse(encoding, "R2 R3 R4 EM", {"emperor.forbidden": "with-real-forbidden"}).cheng_score == 15


def test_wild_exhausted_card(encoding: type[Engine] | type[Model]) -> None:
    # R2 R2 R2 R2 R3 W W. Allowed: R2 R2 R2 W=R2 is a kong (10) and R2 R3 W=R4 a sequence (5): 15.
    # Refused: the player holds all four R2, so no wild may stand for R2. The R3 needs R2 and a wild (or two
    # wilds, not allowed), so one R2 goes with R3 W=R4 (5) and the other three make a pung (5): 10.
    assert analyse(encoding, "R2 R2 R2 R2 R3 W W", {"wild.exhausted-card": "allowed"}).set_points == 15
    refused = analyse(encoding, "R2 R2 R2 R2 R3 W W", {"wild.exhausted-card": "refused"})
    assert refused.set_points == 10
    assert "W=R2" not in " ".join(str(placed) for placed in refused.cheng_arrangement)


def test_wild_exhausted_card_exempts_a_laid_wild(encoding: type[Engine] | type[Model]) -> None:
    # Laid R2 R2 W: two R2 cannot share a sequence, so the wild stands for R2 (pung, or kong if extended).
    # Hand R2 R2 R3 R4. The laid pung gains one R2 (kong R2 R2 R2 W, 10) and R2 R3 R4 is a sequence (5): 15.
    # The player holds four natural R2, but the laid wild was placed when the set was laid, so it is exempt from
    # wild.exhausted-card (docs/forbidden-contract.md): 15 under both options.
    hand, laid = "R2 R2 R3 R4", ("R2 R2 W",)
    assert analyse(encoding, hand, {"wild.exhausted-card": "allowed"}, laid).set_points == 15
    assert analyse(encoding, hand, {"wild.exhausted-card": "refused"}, laid).set_points == 15


def test_wild_exhausted_card_refuses_a_hand_wild_for_a_fifth_copy(encoding: type[Engine] | type[Model]) -> None:
    # Laid kong R4 R4 R4 R4; hand R2 R3 W. R2 R3 can only become a set with the wild as R4 (there is no 1), and
    # R2 R3 cannot join the kong. Allowed: sequence 5 + kong 10 = 15. Refused: all four R4 are the player's own.
    hand, laid = "R2 R3 W", ("R4 R4 R4 R4",)
    assert analyse(encoding, hand, {"wild.exhausted-card": "allowed"}, laid).set_points == 15
    assert not analyse(encoding, hand, {"wild.exhausted-card": "refused"}, laid).complete


def test_wild_yin_yang_bonus(encoding: type[Engine] | type[Model]) -> None:
    # R7 R8 W: the wild is a 6 or a 9, both Yin-Yang values. Sequence 5, plus 5 only under "yes".
    assert analyse(encoding, "R7 R8 W", {"wild.yin-yang-bonus": "no"}).set_points == 5
    assert analyse(encoding, "R7 R8 W", {"wild.yin-yang-bonus": "yes"}).set_points == 10


def test_wild_counts_for_size(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 W: a 4-card sequence with the wild: 10 under "yes"; three natural cards only under "no": 5.
    assert analyse(encoding, "R2 R3 R4 W", {"wild.counts-for-size": "yes"}).set_points == 10
    assert analyse(encoding, "R2 R3 R4 W", {"wild.counts-for-size": "no"}).set_points == 5


def test_laid_split(encoding: type[Engine] | type[Model]) -> None:
    # Laid R2 R3 R4, hand R2 R2 R2 R3 R3 R3 R4 R4 R4. "no": the laid sequence stays (5) and the hand makes three
    # more sequences or three pungs (15): 20. "yes": the four R2, R3 and R4 make three kongs: 30.
    hand, laid = "R2 R2 R2 R3 R3 R3 R4 R4 R4", ("R2 R3 R4",)
    assert analyse(encoding, hand, {"laid.split": "no"}, laid).set_points == 20
    split = analyse(encoding, hand, {"laid.split": "yes"}, laid)
    assert split.set_points == 30
    assert not any(placed.laid for placed in split.cheng_arrangement)


def test_laid_wild_role(encoding: type[Engine] | type[Model]) -> None:
    # Laid R2 R3 W: the wild could only be the 4 (there is no red 1). With R4 in hand, "free" makes R2 R3 R4 W, the
    # wild now the 5: a run of four, 10 + Cheng bonus 10 = 20. "fixed": the wild stays the 4, so the real R4 fits
    # nowhere: no Cheng, and the laid run alone scores 5.
    free = analyse(encoding, "R4", {"laid.wild-role": "free"}, ("R2 R3 W",))
    assert (free.may_cheng, free.cheng_score, free.other_score) == (True, 20, 10)
    fixed = analyse(encoding, "R4", {"laid.wild-role": "fixed"}, ("R2 R3 W",))
    assert (fixed.may_cheng, fixed.cheng_score, fixed.other_score) == (False, None, 5)
    # Laid R3 R4 W: the wild could be the 2 or the 5, so under "fixed" either end may be added (R5: the wild is the
    # 2; R2: the wild is the 5), each a run of four: 20. Both ends at once need the wild as the 6: refused, and the
    # best the player lays down is R2 R3 R4 W (the wild as the 5) with R5 aside: 10.
    assert analyse(encoding, "R5", {"laid.wild-role": "fixed"}, ("R3 R4 W",)).cheng_score == 20
    assert analyse(encoding, "R2", {"laid.wild-role": "fixed"}, ("R3 R4 W",)).cheng_score == 20
    both = analyse(encoding, "R2 R5", {"laid.wild-role": "fixed"}, ("R3 R4 W",))
    assert (both.may_cheng, both.other_score) == (False, 10)
    assert analyse(encoding, "R2 R5", {"laid.wild-role": "free"}, ("R3 R4 W",)).cheng_score == 20
    # A laid set without a wild is untouched: laid R2 R3 R4 takes R5 under both (10 + 10 = 20).
    assert analyse(encoding, "R5", {"laid.wild-role": "fixed"}, ("R2 R3 R4",)).cheng_score == 20
    # Under laid.split=yes the laid set is taken apart and the key does not act: R2 R3 R4 W again.
    split = analyse(encoding, "R4", {"laid.wild-role": "fixed", "laid.split": "yes"}, ("R2 R3 W",))
    assert split.cheng_score == 20


def test_penalty_table_forbidden(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 F with two more claimed on the table, another player went Cheng: sequence 5, then -5 per Forbidden
    # card: all three under "yes" (-10), only the one in hand under "no" (0).
    assert analyse(encoding, "R2 R3 R4 F", {"penalty.table-forbidden": "yes"}, table_forbidden=2).other_score == -10
    assert analyse(encoding, "R2 R3 R4 F", {"penalty.table-forbidden": "no"}, table_forbidden=2).other_score == 0


def test_multiplier_table_forbidden(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 F going Cheng with two more claimed on the table: run 5 + Cheng bonus 10 = 15. "yes": all three
    # Forbidden cards multiply, x3 = 45. "no": only the one in hand, which alone multiplies nothing: 15.
    assert analyse(encoding, "R2 R3 R4 F", {"multiplier.table-forbidden": "yes"}, table_forbidden=2).cheng_score == 45
    assert analyse(encoding, "R2 R3 R4 F", {"multiplier.table-forbidden": "no"}, table_forbidden=2).cheng_score == 15
    # Two in hand and one on the table: x3 under "yes", x2 under "no" (the Cheng is allowed either way: three
    # count for the lone-Forbidden rule, Section 7).
    assert analyse(encoding, "R2 R3 R4 F F", {"multiplier.table-forbidden": "no"}, table_forbidden=1).cheng_score == 30
    # The Emperor still counts in hand: EM F and one on the table make x3 under "yes", x2 under "no".
    assert analyse(encoding, "R2 R3 R4 F EM", {"multiplier.table-forbidden": "no"}, table_forbidden=1).cheng_score == 30
    # A player who did not go Cheng is untouched: the penalty has its own key (-5 x 3 = -15 + 5 = -10).
    assert analyse(encoding, "R2 R3 R4 F", {"multiplier.table-forbidden": "no"}, table_forbidden=2).other_score == -10


def test_score_floor(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 F F F when another player goes Cheng: the run 5 less 3 x 5 for the Forbidden cards = -10 under
    # "none"; "zero" counts a score below zero as zero.
    assert analyse(encoding, "R2 R3 R4 F F F", {"score.floor": "none"}).other_score == -10
    assert analyse(encoding, "R2 R3 R4 F F F", {"score.floor": "zero"}).other_score == 0
    # A score at or above zero is untouched: R2 R3 R4 F is 5 - 5 = 0, R2 R3 R4 R5 F is 10 - 5 = 5.
    assert analyse(encoding, "R2 R3 R4 F", {"score.floor": "zero"}).other_score == 0
    assert analyse(encoding, "R2 R3 R4 R5 F", {"score.floor": "zero"}).other_score == 5
    # The Cheng score is never below zero: R2 R3 R4 F F goes Cheng for (5 + 10) x 2 = 30 under either option.
    assert analyse(encoding, "R2 R3 R4 F F", {"score.floor": "zero"}).cheng_score == 30
    # With the Empress alone as the Royal Marriage, G3 F F ES is -10 doubled = -20 under "none", 0 under "zero".
    assert analyse(encoding, "G3 F F ES", {"marriage": "empress-alone"}).other_score == -20
    assert analyse(encoding, "G3 F F ES", {"marriage": "empress-alone", "score.floor": "zero"}).other_score == 0


def test_emperor_protection(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 F F F EM when another player goes Cheng: the run 5, three Forbidden cards. "all": the Emperor lifts
    # the whole penalty, 5. "one": it protects one card, the other two cost 10: 5 - 10 = -5.
    assert analyse(encoding, "R2 R3 R4 F F F EM", {"emperor.protection": "all"}).other_score == 5
    assert analyse(encoding, "R2 R3 R4 F F F EM", {"emperor.protection": "one"}).other_score == -5
    # One Forbidden card in hand, one claimed onto the table (penalised by default): "one" protects one of the two,
    # the other costs 5: 5 - 5 = 0.
    assert analyse(encoding, "R2 R3 R4 F EM", {"emperor.protection": "one"}, table_forbidden=1).other_score == 0
    # Without the Emperor nothing is protected under either option: 5 - 15 = -10.
    assert analyse(encoding, "R2 R3 R4 F F F", {"emperor.protection": "one"}).other_score == -10
    # The Emperor with the Empress is the Royal Marriage: "one" leaves -5 for F F, doubled = -10 (Scoring).
    assert analyse(encoding, "F F EM ES", {"emperor.protection": "one"}).other_score == -10
    assert analyse(encoding, "F F EM ES", {"emperor.protection": "all"}).other_score == 0


def test_the_marriage_doubles_a_score_below_zero(encoding: type[Engine] | type[Model]) -> None:
    # Rule forbidden.score.royal-marriage (Scoring): "Double the entire score (after taking Forbidden cards into
    # account)". R2 R3 R4 F F F ES under marriage=empress-alone: 5 - 15 = -10, doubled = -20 (the Marriage costs
    # 10); without the Empress the same cards score -10.
    assert analyse(encoding, "R2 R3 R4 F F F ES", {"marriage": "empress-alone"}).other_score == -20
    assert analyse(encoding, "R2 R3 R4 F F F", {"marriage": "empress-alone"}).other_score == -10


def test_marriage(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 ES going Cheng: 5 + 10 = 15; the Empress alone is a marriage only under "empress-alone": 30.
    assert analyse(encoding, "R2 R3 R4 ES", {"marriage": "emperor-and-empress"}).cheng_score == 15
    assert analyse(encoding, "R2 R3 R4 ES", {"marriage": "empress-alone"}).cheng_score == 30


def test_empress_lone_forbidden(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 F ES: one Forbidden card; the Empress lets it go Cheng only under "yes": (5 + 10) x 1 = 15.
    assert analyse(encoding, "R2 R3 R4 F ES", {"empress.lone-forbidden": "no"}).cheng_score is None
    assert analyse(encoding, "R2 R3 R4 F ES", {"empress.lone-forbidden": "yes"}).cheng_score == 15


def test_arrangement(encoding: type[Engine] | type[Model]) -> None:
    # R4 R5 R7 RY RY RY, another player went Cheng. "best": the three RY as a pung, 5 + 3 x 5 = 20 (R4 R5 R7 aside).
    # "most-cards": at most four cards fit (R4 R5 RY=6 R7; the other two RY make no set), 10 + 5 = 15.
    best = analyse(encoding, "R4 R5 R7 RY RY RY", {"arrangement": "best"})
    most = analyse(encoding, "R4 R5 R7 RY RY RY", {"arrangement": "most-cards"})
    assert best.other_score == 20 and best.leftover == ("R4", "R5", "R7")
    assert most.other_score == 15 and most.leftover == ("RY", "RY")


def test_variant_fast(encoding: type[Engine] | type[Model]) -> None:
    # R2 R3 R4 R7 G8: R7 and G8 fit no set, so one discard never leaves a complete hand; the Fast version may
    # discard both, leaving the sequence: 5 + 10 = 15.
    query = parse_query("R2 R3 R4 R7 G8")
    assert encoding(Reading.from_mapping({"variant.fast": "no"})).discards(query) == ()
    options = encoding(Reading.from_mapping({"variant.fast": "yes"})).discards(query)
    assert [option.discards for option in options] == [("R7", "G8")]
    assert options[0].verdict.cheng_score == 15
