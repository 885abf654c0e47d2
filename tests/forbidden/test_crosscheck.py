"""The model and the engine agree — on an exhaustive small domain and on random hands under every reading.

The full exhaustive sweep (every single-suit configuration) is ``make verify``; here the suite checks every
single-suit hand of up to five cards (wilds included), a uniform sample of the rest, random whole hands with laid
sets, claimed Forbidden cards, royals and readings, and shows that a deliberately broken engine is caught.
"""

from __future__ import annotations

import random
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook.core.register import reading_keys
from rulebook.core.verify.crosscheck import Family, run_family
from rulebook.forbidden.crosscheck.hands import (
    DiscardComparison,
    HandComparison,
    SuitComparison,
    sampled_suit_cases,
    small_suit_cases,
)
from rulebook.forbidden.crosscheck.samples import random_query, random_reading
from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.reading import Reading


def test_every_single_suit_hand_of_up_to_five_cards_agrees() -> None:
    cases = small_suit_cases(5)
    # 7 kinds (0-4 copies) and 0-3 wilds, at most five cards in all: over a thousand cases.
    assert len(cases) > 1_000
    result = run_family(Family("small suits", lambda: cases, len(cases), SuitComparison()), progress=False)
    assert result.checked == len(cases)
    assert result.ok, result.minimal


def test_a_uniform_sample_of_single_suit_configurations_agrees() -> None:
    cases = sampled_suit_cases(400, seed=7)
    result = run_family(Family("sampled suits", lambda: cases, len(cases), SuitComparison()), progress=False)
    assert result.ok, result.minimal


SUIT_READINGS = ("wild.exhausted-card", "wild.yin-yang-bonus", "wild.counts-for-size")
"""The reading keys that change how one colour's cards split into sets or what the sets score."""


@pytest.mark.parametrize("key", SUIT_READINGS)
def test_single_suits_agree_under_every_set_reading(key: str) -> None:
    entry = next(entry for entry in reading_keys("forbidden") if entry.key == key)
    for option in entry.options:
        reading = Reading.from_mapping({key: option})
        cases = sampled_suit_cases(60, seed=zlib.crc32(f"{key}={option}".encode()))
        family = Family(f"{key}={option}", lambda cases=cases: cases, len(cases), SuitComparison(reading))
        result = run_family(family, progress=False)
        assert result.ok, result.minimal


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_whole_hands_agree(seed: int) -> None:
    rng = random.Random(seed)
    case = (random_query(rng), random_reading(rng))
    assert HandComparison()(case) == []


@pytest.mark.parametrize("key", [entry.key for entry in reading_keys("forbidden") if entry.scope == "hand"])
def test_whole_hands_agree_under_both_options_of_every_reading(key: str) -> None:
    entry = next(entry for entry in reading_keys("forbidden") if entry.key == key)
    rng = random.Random(key)
    compare = HandComparison()
    for option in entry.options:
        reading = Reading.from_mapping({key: option})
        for _ in range(12):
            assert compare((random_query(rng), reading)) == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.sampled_from(["no", "yes"]))
def test_discard_choices_agree(seed: int, fast: str) -> None:
    rng = random.Random(seed)
    case = (random_query(rng, size=14, laid_sets=rng.choice((0, 1))), Reading(variant_fast=fast))  # type: ignore[arg-type]
    assert DiscardComparison()(case) == []


def test_an_engine_that_allows_two_wilds_in_a_set_is_caught() -> None:
    cases = small_suit_cases(4)
    broken = SuitComparison(engine_options={"wilds_per_set": 2})
    result = run_family(Family("mutant", lambda: cases, len(cases), broken), progress=False)
    assert not result.ok
    smallest = result.minimal
    assert smallest is not None
    # The smallest case the mutant gets wrong: one card and two wilds, e.g. "R2 W W" taken as a pung worth 5.
    assert smallest.size == 3
    assert smallest.case.count("W") == 2
    assert (smallest.model, smallest.engine) == ("not complete", "5")


def test_whole_hand_comparison_catches_the_broken_engine_too() -> None:
    compare = HandComparison(engine_options={"wilds_per_set": 2})
    # G5 with two wilds is no set (one wild per set, Section 5); the mutant takes it as a pung.
    query = parse_query("G5 W W B7 B7 B7")
    assert [d.question for d in compare((query, Reading()))][:1] == ["complete"]


def test_the_harness_spreads_work_over_processes() -> None:
    cases = small_suit_cases(3)
    result = run_family(Family("two workers", lambda: cases, len(cases), SuitComparison()), workers=2, progress=False)
    assert result.checked == len(cases) and result.ok
