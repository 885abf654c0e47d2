"""The Wilson score interval: textbook values worked by hand, edge cases, monotonicity, bad input."""

from __future__ import annotations

import json

import pytest

from rulebook.core.witnesses.stats import Proportion, proportion

# z for 95 %: the 0.975 quantile of the standard normal, 1.959964 (any normal table); z² = 3.841459.
Z2 = 3.841459


def test_textbook_example_81_of_263() -> None:
    # Newcombe (1998), Table II, example (a): 81 of 263, Wilson 95 % interval 0.2553 to 0.3662. By hand:
    #   p = 81/263 = 0.307985;  z²/n = 3.841459/263 = 0.014606;  z²/(2n) = 0.007303
    #   centre = (0.307985 + 0.007303) / 1.014606 = 0.315288 / 1.014606 = 0.310749
    #   p(1-p)/n = 0.307985 * 0.692015 / 263 = 0.213130 / 263 = 0.00081038
    #   z²/(4n²) = 3.841459 / (4 * 263²) = 3.841459 / 276676 = 0.00001388
    #   half = 1.959964 / 1.014606 * sqrt(0.00082426) = 1.931749 * 0.028710 = 0.055461
    #   low = 0.310749 - 0.055461 = 0.2553;  high = 0.310749 + 0.055461 = 0.3662
    p = proportion(81, 263)
    assert p.hits == 81 and p.n == 263 and p.confidence == 0.95
    assert p.share == pytest.approx(0.307985, abs=1e-6)
    assert p.low == pytest.approx(0.2553, abs=5e-5)
    assert p.high == pytest.approx(0.3662, abs=5e-5)


@pytest.mark.parametrize(
    ("hits", "n", "low", "high"),
    [
        # Newcombe (1998), Table II, examples (b) and (d), worked as above:
        # 15/148: p = 0.101351, z²/n = 0.025956, centre = (0.101351 + 0.012978)/1.025956 = 0.111437,
        #   half = 1.910378 * sqrt(0.101351*0.898649/148 + 3.841459/87616) = 1.910378 * sqrt(0.00065924) = 0.049051
        #   -> 0.111437 -+ 0.049051
        (15, 148, 0.0624, 0.1605),
        # 1/29: p = 0.034483, z²/n = 0.132464, centre = (0.034483 + 0.066232)/1.132464 = 0.088935,
        #   half = 1.730708 * sqrt(0.034483*0.965517/29 + 3.841459/3364) = 1.730708 * sqrt(0.0022900) = 0.082821
        #   -> 0.088935 -+ 0.082821
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_more_textbook_examples(hits: int, n: int, low: float, high: float) -> None:
    p = proportion(hits, n)
    assert p.low == pytest.approx(low, abs=5e-5)
    assert p.high == pytest.approx(high, abs=5e-5)


def test_none_of_n_has_lower_bound_zero_and_upper_inside() -> None:
    # With p = 0 the formula reduces to [0, z²/(n + z²)]: 3.841459 / 23.841459 = 0.16113 for n = 20
    # (Newcombe's example (c): 0 of 20, 0.0000 to 0.1611).
    p = proportion(0, 20)
    assert p.share == 0.0
    assert p.low == 0.0
    assert p.high == pytest.approx(Z2 / (20 + Z2), abs=1e-6)
    assert 0.0 < p.high < 1.0


def test_all_of_n_has_upper_bound_one_and_lower_inside() -> None:
    # Mirror image of 0 of n: [n/(n + z²), 1] = [20 / 23.841459, 1] = [0.83887, 1].
    p = proportion(20, 20)
    assert p.share == 1.0
    assert p.high == 1.0
    assert p.low == pytest.approx(20 / (20 + Z2), abs=1e-6)
    assert 0.0 < p.low < 1.0


def test_empty_sample_has_no_share_and_the_vacuous_interval() -> None:
    p = proportion(0, 0)
    assert p == Proportion(0, 0, None, 0.0, 1.0, 0.95)
    assert p.describe("games") == "no data (0 games sampled)"
    assert p.as_json()["share"] is None


def test_a_larger_sample_narrows_the_interval() -> None:
    # The same share (10 %) from ever larger samples: the half-width shrinks roughly as 1/sqrt(n).
    widths = [proportion(n // 10, n).high - proportion(n // 10, n).low for n in (10, 100, 1_000, 10_000)]
    assert widths == sorted(widths, reverse=True)
    assert len(set(widths)) == len(widths)


def test_higher_confidence_widens_the_interval() -> None:
    narrow, wide = proportion(30, 100, confidence=0.90), proportion(30, 100, confidence=0.99)
    assert wide.low < narrow.low < 0.30 < narrow.high < wide.high


@pytest.mark.parametrize("hits", [0, 1, 7, 50, 93, 99, 100])
def test_the_interval_contains_the_share_and_stays_in_unit_range(hits: int) -> None:
    p = proportion(hits, 100)
    assert p.share is not None and p.contains(p.share)
    assert 0.0 <= p.low <= p.share <= p.high <= 1.0


@pytest.mark.parametrize(
    ("hits", "n"),
    [(5, 4), (-1, 10), (0, -1), (-2, -1), (1.5, 3), (True, 3)],
)
def test_impossible_counts_are_refused(hits: int, n: int) -> None:
    with pytest.raises(ValueError):
        proportion(hits, n)


@pytest.mark.parametrize("confidence", [0.0, 1.0, -0.5, 95])
def test_impossible_confidence_is_refused(confidence: float) -> None:
    with pytest.raises(ValueError):
        proportion(1, 2, confidence)


def test_describe_reads_as_a_report_line() -> None:
    # 312 of 10,000: p = 0.0312, centre = (0.0312 + 0.000192)/1.000384 = 0.031380,
    # half = 1.959211 * sqrt(0.0312*0.9688/10000 + 3.841459/4e8) = 1.959211 * 0.0017414 = 0.003412 -> 2.8 to 3.5 %.
    assert proportion(312, 10_000).describe("hands") == "3.1 % (95 % CI 2.8–3.5 %, 312 of 10,000 hands)"
    # 0 of 10,000: upper bound z²/(n + z²) = 3.841459/10003.84 = 0.000384 -> 0.04 % (one significant digit).
    assert proportion(0, 10_000).describe("rounds") == "0.0 % (95 % CI 0.0–0.04 %, 0 of 10,000 rounds)"
    assert proportion(1, 2, confidence=0.9).describe("games").startswith("50.0 % (90 % CI ")


def test_as_json_round_trips_through_json() -> None:
    p = proportion(81, 263)
    data = json.loads(json.dumps(p.as_json()))
    assert data == {"hits": 81, "n": 263, "share": p.share, "low": p.low, "high": p.high, "confidence": 0.95}
