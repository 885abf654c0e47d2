"""The fuzz runner on a hand-made question: found, shrunk to the smallest difference, reproducible, bounded."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import find
from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.core.fuzz import CHUNK, chunk_seed, fuzz
from rulebook.core.fuzz_ruling import outcome_of
from rulebook.core.strategies import GameStrategies, played_states, readings
from rulebook.registry import game


def counting_game() -> Any:
    """The first registered game with one made-up question: a number, answered with itself doubled."""
    real = game("mahjong")

    def engine(question: str, data: Mapping[str, Any], reading: Any) -> Any:
        return {"double": 2 * data["n"]}

    strategies = GameStrategies(
        inputs={"count": lambda: st.builds(lambda n: {"n": n}, st.integers(0, 1000))},
        size=lambda question, data: int(data["n"]),
    )
    return dataclasses.replace(real, questions=("count",), engine_answer=engine, strategies=lambda: strategies)


def wrong_from(first: int) -> Any:
    """An engine that doubles wrongly for every number from ``first`` on; records each request it is asked."""
    asked: list[dict[str, Any]] = []

    def ask(line: dict[str, Any]) -> tuple[Any, str]:
        asked.append(line)
        n = line["input"]["n"]
        return {"double": 2 * n + (1 if n >= first else 0)}, ""

    ask.asked = asked  # type: ignore[attr-defined]
    return ask


def test_the_difference_is_shrunk_to_the_smallest_number_that_differs() -> None:
    report = fuzz(counting_game(), wrong_from(137), examples=500, seed=3, default_readings=True)
    assert report.difference is not None
    assert report.difference.request.input == {"n": 137}  # every n >= 137 differs; 137 is the smallest
    assert report.difference.ours == {"double": 274}
    assert report.difference.theirs == {"double": 275}
    assert report.first_size is not None and report.first_size >= 137


def test_an_engine_that_agrees_is_asked_every_example_and_no_difference_is_reported() -> None:
    ask = wrong_from(10_000)
    report = fuzz(counting_game(), ask, examples=250, seed=1, default_readings=True)
    assert report.difference is None
    assert report.examples == len(ask.asked) == 250  # distinct requests, each asked once
    assert len({line["input"]["n"] for line in ask.asked}) == 250


def test_the_same_seed_asks_the_same_requests_and_another_seed_others() -> None:
    runs = []
    for seed in (5, 5, 6):
        ask = wrong_from(10_000)
        fuzz(counting_game(), ask, examples=120, seed=seed, default_readings=True)
        runs.append([line["input"]["n"] for line in ask.asked])
    assert runs[0] == runs[1]
    assert runs[0] != runs[2]
    assert chunk_seed(5, 0) == chunk_seed(5, 0) != chunk_seed(5, 1)


def test_a_time_budget_stops_asking() -> None:
    def slow(line: dict[str, Any]) -> tuple[Any, str]:
        time.sleep(0.01)
        return {"double": 2 * line["input"]["n"]}, ""

    report = fuzz(counting_game(), slow, examples=None, seconds=0.3, seed=2, default_readings=True)
    assert report.difference is None
    assert 1 <= report.examples < CHUNK  # 0.01 s a call: about 30 in 0.3 s, far fewer than a chunk


def test_an_engine_that_reports_errors_or_no_answer_differs() -> None:
    def failing(line: dict[str, Any]) -> tuple[Any, str]:
        if line["input"]["n"] >= 50:
            return None, "no answer within 5 s"
        return {"double": 2 * line["input"]["n"]}, ""

    report = fuzz(counting_game(), failing, examples=300, seed=4, default_readings=True)
    assert report.difference is not None
    assert report.difference.problem == "no answer within 5 s"
    assert report.difference.request.input == {"n": 50}


def test_an_engine_that_cannot_start_is_one_input_error_not_a_difference() -> None:
    def cannot(line: dict[str, Any]) -> tuple[Any, str]:
        raise InputError("cannot start the engine 'nope': No such file or directory")

    with pytest.raises(InputError, match="cannot start"):
        fuzz(counting_game(), cannot, examples=10, seed=0, default_readings=True)


def test_bad_budgets_are_input_errors() -> None:
    with pytest.raises(InputError, match="examples"):
        fuzz(counting_game(), wrong_from(0), examples=0)
    with pytest.raises(InputError, match="number of examples or a time budget"):
        fuzz(counting_game(), wrong_from(0), examples=None, seconds=None)


def test_reading_choices_shrink_to_the_defaults_and_pinned_keys_hold() -> None:
    reading = game("forbidden").reading
    assert find(readings(reading), lambda value: True).changed() == {}
    register = {key: value for key, value in reading().as_mapping().items()}
    key = next(iter(register))
    from rulebook.core.register import readings_by_key

    other = next(option for option in readings_by_key("forbidden")[key].options if option != register[key])
    pinned = find(readings(reading, fixed={key: other}), lambda value: True)
    assert pinned.changed() == {key: other}
    with pytest.raises(InputError):
        readings(reading, keys=["no.such-key"])


def test_played_states_follow_legal_actions_and_shrink_to_fewer_steps() -> None:
    # a walk on 0..9 that may step +1 or +3, and stops at 9 or above: the smallest walk reaching 7 takes 3 steps
    walks = played_states(st.just(0), lambda n: [1, 3] if n < 9 else [], lambda n, step: n + step, max_steps=10)
    assert find(walks, lambda n: n >= 7) == 7  # 3 + 3 + 1 (or 1 + 3 + 3): never past the first legal total
    assert find(walks, lambda n: True) == 0
    with pytest.raises(ValueError):
        played_states(st.just(0), lambda n: [], lambda n, step: n, min_steps=3, max_steps=2)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ({"may_cheng": False, "cheng_score": None, "other_score": 0}, "refuses"),
        ({"may_cheng": True, "cheng_score": 20, "other_score": 10}, "accepts"),
        ({"claims": []}, "refuses"),
        ([], "refuses"),
        (["draw"], "accepts"),
    ],
)
def test_a_ready_case_says_whether_its_rules_accept(answer: Any, expected: str) -> None:
    assert outcome_of(answer) == expected


def pairs_game() -> Any:
    """A made-up question of two numbers, size their sum, with a large and a small region of differences."""
    real = game("mahjong")

    def engine(question: str, data: Mapping[str, Any], reading: Any) -> Any:
        return {"sum": data["a"] + data["b"]}

    strategies = GameStrategies(
        inputs={"pair": lambda: st.fixed_dictionaries({"a": st.integers(0, 100), "b": st.integers(0, 100)})},
        size=lambda question, data: int(data["a"] + data["b"]),
    )
    return dataclasses.replace(real, questions=("pair",), engine_answer=engine, strategies=lambda: strategies)


def wrong_in_two_regions(line: dict[str, Any]) -> tuple[Any, str]:
    """Wrong where both numbers are 60 or more, and where a is odd, b even, both from 1 or 2 to 10."""
    a, b = line["input"]["a"], line["input"]["b"]
    wrong = (a >= 60 and b >= 60) or (a <= 10 and 2 <= b <= 10 and a % 2 == 1 and b % 2 == 0)
    return {"sum": a + b + (1 if wrong else 0)}, ""


def test_keep_looking_finds_a_smaller_difference_than_the_first_one_shrinks_to() -> None:
    # Shrinking (60, 60) lowers one number at a time; no single step reaches the small region, so the first
    # difference stays at 120. Drawing on, a fresh example lands in the small region and shrinks to (1, 2).
    first = fuzz(pairs_game(), wrong_in_two_regions, examples=500, seed=4, default_readings=True)
    assert first.difference is not None
    hunted = fuzz(pairs_game(), wrong_in_two_regions, examples=500, seed=4, default_readings=True, keep_looking=500)
    assert hunted.difference is not None
    assert hunted.examples == first.examples  # the same search up to the first difference
    assert hunted.hunted > 0
    if first.difference.size > 3:
        assert hunted.hunt_found >= 1
    assert hunted.difference.request.input == {"a": 1, "b": 2}
