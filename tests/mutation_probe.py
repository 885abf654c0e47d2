"""A probe run by tests/test_mutation_tests_mode.py against a planted code mutant, never collected by the suite.

Its name does not start with ``test_``: pytest runs it only when it is named on the command line. Two facts of
FORBIDDEN's scoring, each worked by hand from the rulebook and the register, small enough to run in a second.
"""

from __future__ import annotations

from rulebook.forbidden.engine.score import _count_words, floored
from rulebook.forbidden.reading import Reading


def test_a_score_below_zero_counts_as_zero_under_score_floor_zero() -> None:
    # Scoring: DEDUCT 5 points for each Forbidden card held. A lone Forbidden card and nothing else scores -5 under
    # the default reading score.floor=none, and 0 under score.floor=zero (spec/forbidden.toml, reading score.floor).
    assert floored(-5, Reading()) == -5
    assert floored(-5, Reading(score_floor="zero")) == 0
    assert floored(7, Reading(score_floor="zero")) == 7


def test_the_counts_a_score_line_names_are_words() -> None:
    # At most 9 Forbidden cards and the Emperor: a line label counts up to ten, in words.
    assert [_count_words(count) for count in (2, 3, 10)] == ["two", "three", "ten"]
