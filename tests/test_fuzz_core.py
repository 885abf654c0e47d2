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
from rulebook.core.mutation.fuzz import CHUNK, chunk_seed, fuzz
from rulebook.core.mutation.fuzz_ruling import outcome_of
from rulebook.core.mutation.strategies import GameStrategies, played_states, readings
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


def bounded_game(*, bounded: bool) -> Any:
    """A made-up question whose inputs are 500 to 1,000; with ``bounded``, also drawn below any size asked for."""
    real = game("mahjong")

    def engine(question: str, data: Mapping[str, Any], reading: Any) -> Any:
        return {"double": 2 * data["n"]}

    def numbers(low: int, high: int) -> Any:
        return st.builds(lambda n: {"n": n}, st.integers(low, high))

    strategies = GameStrategies(
        inputs={"count": lambda: numbers(500, 1000), "other": lambda: numbers(500, 1000)},
        size=lambda question, data: int(data["n"]),
        bounded={"count": lambda most: numbers(0, most), "other": lambda most: None} if bounded else {},
    )
    return dataclasses.replace(real, questions=("count", "other"), engine_answer=engine, strategies=lambda: strategies)


def wrong_high_and_low(line: dict[str, Any]) -> tuple[Any, str]:
    """Wrong from 600 on, and from 5 to 40."""
    n = line["input"]["n"]
    return {"double": 2 * n + (1 if n >= 600 or 5 <= n <= 40 else 0)}, ""


@pytest.mark.parametrize("bounded", [False, True])
def test_the_search_for_a_smaller_difference_draws_from_the_bounded_strategies(bounded: bool) -> None:
    # The inputs are never below 500, so shrinking and drawing on stop at 600; drawn below the difference in hand
    # (numbers up to 599, then below each one found), the low region is reached and shrinks to its least, 5.
    report = fuzz(
        bounded_game(bounded=bounded), wrong_high_and_low, examples=300, seed=2, default_readings=True, keep_looking=600
    )
    assert report.difference is not None
    assert report.difference.request.input == ({"n": 5} if bounded else {"n": 600})


def stepping_game(*, steps: bool) -> Any:
    """A made-up question of inputs 500 to 1,000; with ``steps``, each steps to its half, one less and one more."""
    real = game("mahjong")

    def engine(question: str, data: Mapping[str, Any], reading: Any) -> Any:
        return {"double": 2 * data["n"]}

    def neighbours(question: str, data: Any) -> Any:
        return [{"n": data["n"] // 2}, {"n": data["n"] - 1}, {"n": data["n"] + 1}]

    strategies = GameStrategies(
        inputs={"count": lambda: st.builds(lambda n: {"n": n}, st.integers(500, 1000))},
        size=lambda question, data: int(data["n"]),
        neighbours=neighbours if steps else None,
    )
    return dataclasses.replace(real, questions=("count",), engine_answer=engine, strategies=lambda: strategies)


@pytest.mark.parametrize("steps", [False, True])
def test_a_shrunk_difference_is_walked_over_the_games_steps_to_the_smallest_it_reaches(steps: bool) -> None:
    # Wrong from 100 on; the inputs are never below 500, so Hypothesis stops at 500. Stepping from it through
    # numbers that still differ (500, 250, 125, 124, ..., 100; 62 and 99 agree) reaches 100, and never a number
    # above the 500 it started from, though every number steps to one more.
    ask = wrong_from(100)
    report = fuzz(stepping_game(steps=steps), ask, examples=200, seed=5, default_readings=True)
    assert report.difference is not None
    assert report.difference.request.input == ({"n": 100} if steps else {"n": 500})
    asked = [line["input"]["n"] for line in ask.asked]
    after = asked[asked.index(500) + 1 :]  # Hypothesis reaches the least input, 500, and the walk starts there
    assert all(n < 500 for n in after)
    assert (99 in after and 62 in after) == steps  # the walk asked the steps from 100 and 125 and found them agree
    assert report.ours_refused == 0


def test_requests_below_a_size_keep_to_it_and_leave_out_a_question_with_nothing_that_small() -> None:
    from hypothesis import given, settings

    from rulebook.core.mutation.strategies import requests

    seen: set[str] = set()

    @settings(max_examples=60, database=None, deadline=None)
    @given(requests(bounded_game(bounded=True), most=30))
    def below(request: Any) -> None:
        seen.add(request.question)
        assert request.input["n"] <= 30

    below()
    assert seen == {"count"}  # "other" has nothing of 30 or less


def test_a_question_of_more_weight_is_drawn_as_many_times_as_often() -> None:
    from collections import Counter

    from hypothesis import given, settings

    from rulebook.core.mutation.strategies import requests

    seen: Counter[str] = Counter()

    @settings(max_examples=400, database=None, deadline=None)
    @given(requests(bounded_game(bounded=False), weights={"other": 4}))
    def drawn(request: Any) -> None:
        seen[request.question] += 1

    drawn()
    # Four branches of five are "other": about 320 of 400, against 80; well clear of an even split either way.
    assert seen["other"] > 2 * seen["count"] > 0


def test_questions_weigh_the_rules_their_corpus_cases_exercise() -> None:
    import dataclasses

    from rulebook.core.mutation.fuzz import rule_weights

    mahjong = game("mahjong")
    weights = rule_weights(mahjong)
    total = sum(weights.values())
    assert set(weights) == set(mahjong.questions)
    # The rulebook's "End" is the one rule of a drawn hand (fourteen tiles left); the score decides the points, the
    # doublings, the limit and the special hands, each a rule of its own: it is drawn more than three times as often.
    assert weights["score"] > 3 * weights["drawn"]
    # Half the requests are spread evenly: each of the seven questions has at least a fourteenth of them.
    assert all(14 * weight >= total for weight in weights.values())
    assert rule_weights(dataclasses.replace(mahjong, id="no-such-game")) == {}


def test_a_mutant_is_fuzzed_under_the_readings_its_witness_is_asked_under() -> None:
    from rulebook.core.mutation.fuzz_mutants import run_mutants
    from rulebook.core.mutation.mutants import MutantEngine
    from rulebook.core.witnesses.witness import Mutant, MutantWitness, Witness

    mutant = Mutant("mahjong.set.pung", "dropped", "made up: wrong only where hands hold three sets")
    seen: list[dict[str, str]] = []

    def broken(question: str, data: Mapping[str, Any], reading: Any) -> Any:
        seen.append(dict(reading.changed()))
        return {"double": 2 * data["n"] + (1 if reading.changed() == {"hand.sets": "three"} else 0)}

    witness = Witness(
        subject=mutant.rule,
        base="as written",
        other=mutant.description,
        input={"n": 4},
        size=4,
        question="count",
        base_answer={"double": 8},
        other_answer={"double": 9},
        rules=(mutant.rule,),
        confirmed_by=("engine",),
        found_by="made up",
        readings={"hand.sets": "three"},
    )
    toy = dataclasses.replace(
        counting_game(),
        mutants=lambda: [MutantWitness(mutant, witness)],
        mutant_engines=lambda: [MutantEngine(mutant, broken)],
    )
    [run] = run_mutants(toy, examples=50, seed=0, shrink_seconds=30)
    assert run.found and run.size == 0 and run.no_larger  # every number differs under three sets; 0 is the least
    assert seen and all(changed == {"hand.sets": "three"} for changed in seen)
