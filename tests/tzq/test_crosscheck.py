"""The cross-check families of Tien Zi Que: their domains are counted right, the two encodings agree on the
standard samples, and a deliberately broken engine (or model) is caught.

The exhaustive sweeps (every one of the 920,178 score piles under each hand reading, every one of the 344,358
hand questions) are ``make verify``; here the families run on small samples.
"""

from __future__ import annotations

import zlib
from collections import Counter
from dataclasses import replace
from itertools import combinations_with_replacement, islice
from typing import Any

import pytest

from rulebook.core.game import VerifyBudget
from rulebook.core.verify.crosscheck import Family, run_family
from rulebook.tzq.cards import COPIES, Cards
from rulebook.tzq.crosscheck.encodings import engine_combinations, engine_legal, engine_score, engine_ways
from rulebook.tzq.crosscheck.families import families
from rulebook.tzq.crosscheck.games import LegalComparison, game_cases
from rulebook.tzq.crosscheck.hands import (
    FACES,
    CombinationsComparison,
    WaysComparison,
    every_ways_case,
    hand_count,
    sampled_hand_cases,
)
from rulebook.tzq.crosscheck.piles import (
    ScoreComparison,
    every_pile,
    hand_readings,
    mixed_cases,
    pile_count,
    sampled_piles,
    under,
    unrank,
)
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.verdict import Line, Score

STANDARD = VerifyBudget(exhaustive=False, seed=2026)


def _family(name_part: str, budget: VerifyBudget = STANDARD) -> Family[Any]:
    (family,) = [family for family in families(budget) if name_part in family.name]
    return family


def _few(family: Family[Any], count: int) -> Family[Any]:
    """The family cut to its first ``count`` cases (to keep the Z3 model's share of the suite small)."""
    return replace(family, cases=lambda: list(islice(family.cases(), count)), total=count)


# ---------------------------------------------------------------------------------------------------------------
# The domains
# ---------------------------------------------------------------------------------------------------------------


def test_the_number_of_five_card_score_piles_is_the_generating_functions_coefficient() -> None:
    # 36 coins of one copy each, six kinds (E S W N D T) of three copies: the piles of five are the coefficient of
    # x^5 in (1 + x)^36 (1 + x + x^2 + x^3)^6, multiplied out here independently of the code's recurrence.
    poly = [1]
    for factor in [[1, 1]] * 36 + [[1, 1, 1, 1]] * 6:
        poly = [sum(poly[i - j] * c for j, c in enumerate(factor) if 0 <= i - j < len(poly)) for i in range(6)]
    assert poly[5] == 920_178
    assert pile_count() == poly[5]


def test_every_pile_is_a_distinct_pile_of_the_deck_and_unrank_follows_the_same_order() -> None:
    piles = list(every_pile())
    assert len(piles) == len(set(piles)) == pile_count()
    assert all(len(pile) == 5 and max(Counter(pile).values()) <= 3 for pile in piles[::997])
    assert all(Counter(pile)[kind] <= COPIES[kind] for pile in piles[::997] for kind in pile)
    for rank in (0, 1, 4_321, 500_000, len(piles) - 1):
        assert unrank(rank) == piles[rank]
    assert piles[0] == ("1a", "1b", "1c", "1d", "2a")  # the four lowest coins and the next one: the first pile


def test_sampled_piles_are_distinct_seeded_and_of_five_cards() -> None:
    first, again, other = sampled_piles(200, 5), sampled_piles(200, 5), sampled_piles(200, 6)
    assert first == again != other
    assert len(set(first)) == 200 and all(len(pile) == 5 for pile in first)


def test_the_hand_readings_are_the_default_and_each_other_option_of_each_hand_key() -> None:
    readings = hand_readings()
    # seven hand keys of two options each (spec/tzq.toml): the default and seven single changes
    assert len(readings) == 8 and readings[0] == DEFAULT
    assert Reading.from_mapping({"score.second-pair": "once"}) in readings
    assert all(reading.mahjong_minimum == "none" and reading.round_exhausted == "reshuffle" for reading in readings)


def test_the_hand_questions_count_every_hand_of_five_faces_with_each_card_that_can_join_it() -> None:
    # Counted another way: a hand H and a card f with H + f = M, a multiset of six faces, pairs with each face f
    # held in M; so the number is the sum over the six-face multisets M of how many faces M holds, asked twice.
    copies = {face: 4 if face.isdigit() else 3 for face in FACES}
    sixes = [m for m in combinations_with_replacement(FACES, 6) if all(m.count(f) <= copies[f] for f in set(m))]
    assert hand_count() == 2 * sum(len(set(m)) for m in sixes) == 344_358


def test_the_standard_budget_stays_small_and_the_exhaustive_one_covers_every_pile() -> None:
    standard = {family.name: family.total for family in families(STANDARD)}
    exhaustive = families(VerifyBudget(exhaustive=True, seed=2026))
    assert sum(total for name, total in standard.items() if "score pile" in name) <= 2_500
    every = [family for family in exhaustive if family.name.startswith("tzq: every five-card score pile")]
    assert len(every) == len(hand_readings())  # one sweep of every pile per hand reading
    assert any(family.total == 344_358 for family in exhaustive)


# ---------------------------------------------------------------------------------------------------------------
# The encodings agree
# ---------------------------------------------------------------------------------------------------------------


def test_the_rulebooks_worked_example_is_scored_nine_by_both_encodings() -> None:
    # E E T T T: Characters one kind +1, Pair E E +2, Emperor of the Sparrows +6 = 9 (rulebook, Scoring example).
    pile = ("E", "E", "T", "T", "T")
    assert ScoreComparison()((pile, DEFAULT)) == []
    assert engine_score(Cards.of(pile), DEFAULT).points == 9


@pytest.mark.parametrize("reading", hand_readings(), ids=lambda reading: str(reading.changed() or "default"))
def test_sampled_score_piles_agree_under_each_hand_reading(reading: Reading) -> None:
    cases = list(under(reading, sampled_piles(40, seed=zlib.crc32(str(reading.changed()).encode()))))
    result = run_family(Family("piles", lambda: cases, len(cases), ScoreComparison()), progress=False)
    assert result.checked == 40 and result.ok, result.minimal


def test_score_piles_agree_under_mixed_readings() -> None:
    cases = mixed_cases(60, 3)
    assert len({reading for _, reading in cases}) > 10  # the readings really vary
    result = run_family(Family("mixed", lambda: cases, len(cases), ScoreComparison()), progress=False)
    assert result.ok, result.minimal


def test_what_every_two_three_and_four_cards_make_agrees() -> None:
    family = _family("what every 2, 3 or 4 cards make")
    result = run_family(family, progress=False)
    assert result.checked == family.total and result.ok, result.minimal


def test_sampled_hands_with_a_drawn_or_discarded_card_agree() -> None:
    result = run_family(_few(_family("combinations of"), 200), progress=False)
    assert result.checked == 200 and result.ok, result.minimal


def test_legal_actions_agree_on_every_state_of_a_random_game() -> None:
    cases = list(islice(game_cases(1, 11), 400))
    phases = {state.phase for state, _, _ in cases}
    assert {"start", "drawn"} <= phases
    result = run_family(Family("game", lambda: cases, len(cases), LegalComparison()), progress=False)
    assert result.ok, result.minimal


# ---------------------------------------------------------------------------------------------------------------
# A broken engine is caught
# ---------------------------------------------------------------------------------------------------------------


def pair_scores_three(pile: Cards, reading: Reading) -> Score:
    """A broken engine: a Pair scores +3 instead of the printed +2 (rule tzq.score.pair)."""
    right = engine_score(pile, reading)
    lines = tuple(Line(line.rule, 3) if line.rule == "tzq.score.pair" else line for line in right.lines)
    return Score(sum(line.points for line in lines), lines)


def test_a_broken_pair_row_is_caught_by_the_standard_pile_family() -> None:
    family = _family("(default)")
    result = run_family(_few(replace(family, compare=ScoreComparison(engine=pair_scores_three)), 120), progress=False)
    assert not result.ok
    smallest = result.minimal
    assert smallest is not None and smallest.size == 5
    assert "tzq.score.pair +2" in smallest.model and "tzq.score.pair +3" in smallest.engine


def test_a_broken_pile_is_named_with_both_answers() -> None:
    # 1a 1b 2c 3d 4a: a pair of 1s and nothing else (colours blue red green white blue, no run of five) = 2.
    (found,) = ScoreComparison(engine=pair_scores_three)((("1a", "1b", "2c", "3d", "4a"), DEFAULT))
    assert found.case == "1a 1b 2c 3d 4a"
    assert found.model.startswith("2 (") and found.engine.startswith("3 (")


def joker_never_ends_a_run(cards: Any) -> Any:
    """A broken engine: a joker may stand only inside a run (4a 6b T), never at its end (4a 5b T)."""
    found = list(engine_ways(cards))
    if "T" in cards and len(cards) == 3:
        coins = sorted(int(card[0]) for card in cards if card != "T" and card[0].isdigit())
        if len(coins) == 2 and coins[1] - coins[0] == 1:
            return [way for way in found if not way.startswith("run")]
    return found


def test_a_joker_that_cannot_end_a_run_is_caught() -> None:
    cases = [cards for cards in every_ways_case() if len(cards) == 3 and "T" in cards]
    family = Family("ways", lambda: cases, len(cases), WaysComparison(engine=joker_never_ends_a_run))
    result = run_family(family, progress=False)
    assert not result.ok and result.disagreement_count > 1
    # 4a 5b T makes run 3-4-5 and run 4-5-6 (docs/tzq-contract.md, Combinations): the broken engine says it makes
    # nothing.
    (found,) = WaysComparison(engine=joker_never_ends_a_run)(("4a", "5b", "T"))
    assert found.model == "[run 3-4-5, run 4-5-6]" and found.engine == "none"


def discarded_joker_combines(hand: Cards, card: str, source: str, reading: Reading) -> Any:
    """A broken engine: a joker taken from the discard pile makes combinations (as if drawn)."""
    return engine_combinations(hand, card, "draw" if card == "T" else source, reading)


def pung_ignores_drawn_card(hand: Cards, card: str, source: str, reading: Reading) -> Any:
    """A broken engine: a Pung may leave out the card drawn even under pung.drawn-card=must-include."""
    return engine_combinations(hand, card, source, Reading())


def test_a_pung_ignoring_must_include_is_caught() -> None:
    # 6a 6b 6c 9a 9b with 9c drawn: under must-include only 9 9 9 holds the 9c (the model), but the broken engine
    # still offers 6 6 6 as well.
    cases = [(("6a", "6b", "6c", "9a", "9b"), "9c", "draw")]
    family = Family("hands", lambda: cases, len(cases), CombinationsComparison(engine=pung_ignores_drawn_card))
    result = run_family(family, progress=False)
    assert result.disagreements
    found = result.disagreements[0]
    assert "must-include" in found.question
    assert found.model == "[9a 9b 9c]" and found.engine == "[6a 6b 6c, 9a 9b 9c]"


def test_a_discarded_joker_that_combines_is_caught() -> None:
    cases = [case for case in sampled_hand_cases(4_000, 1) if case[1] == "T" and case[2] == "discard"][:40]
    assert cases
    family = Family("hands", lambda: cases, len(cases), CombinationsComparison(engine=discarded_joker_combines))
    result = run_family(family, progress=False)
    assert not result.ok
    assert result.minimal is not None and "+ T from the discard pile" in result.minimal.case
    assert result.minimal.model == "none"


def no_chow(state: Any, reading: Reading) -> Any:
    """A broken engine: Make a Chow is never offered."""
    return [text for text in engine_legal(state, reading) if not text.startswith("chow")]


def test_an_engine_that_never_offers_a_chow_is_caught_on_random_games() -> None:
    cases = list(islice(game_cases(3, 2026), 900))
    family = Family("games", lambda: cases, len(cases), LegalComparison(engine=no_chow))
    result = run_family(family, progress=False)
    assert not result.ok
    assert result.minimal is not None and result.minimal.model.startswith("also chow")


def emperor_scores_five(pile: Cards, reading: Reading) -> Score:
    """A broken engine: Emperor of the Sparrows scores +5 instead of the printed +6 (rule tzq.score.emperor)."""
    right = engine_score(pile, reading)
    lines = tuple(Line(line.rule, 5) if line.rule == "tzq.score.emperor" else line for line in right.lines)
    return Score(sum(line.points for line in lines), lines)


def test_a_broken_row_that_a_uniform_sample_misses_is_caught_on_the_rows_piles() -> None:
    # Three jokers are rare among uniformly drawn piles; the standard sample always holds E E T T T, which scores
    # Characters +1, Pair +2, Emperor +6 = 9 (the rulebook's example): the broken engine says 8.
    family = _family("(default)")
    result = run_family(_few(replace(family, compare=ScoreComparison(engine=emperor_scores_five)), 10), progress=False)
    assert not result.ok
    assert any(found.case == "E E T T T" and found.model.startswith("9 (") for found in result.disagreements)
    assert all(found.engine.startswith(str(int(found.model.split()[0]) - 1)) for found in result.disagreements)
