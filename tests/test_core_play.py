"""The core's play frames on a toy game: the simulator's loop (findings, caps, the round bound, keeping going) and
the state check's refusal. Expected values are worked by hand from the toy's rules below.

The toy: a state is a number counting down by the action chosen (always 1); the game is over at 0; a game of seed
``s`` starts at ``s % 10``; every third number is a "round" (``state // 3``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from rulebook.core.errors import InputError
from rulebook.core.play.invariants import InvariantViolation
from rulebook.core.play.simulate import SimulatedGame, game_seeds, play_game, simulate
from rulebook.core.play.validation import check_offers_action, no_action_problems, reading_free, state_check


@dataclass
class Report:
    games: int = 0
    seed: int = 0
    actions: int = 0
    finished: int = 0
    capped: int = 0
    violations: list[InvariantViolation] = field(default_factory=list)


@dataclass(frozen=True)
class Countdown(SimulatedGame[int, int, Report]):
    bad: int | None = None
    """A number the invariant refuses."""
    cap: int | None = None
    crash_at: int | None = None
    keep_going: bool = False
    bound: int | None = None

    POLICIES = ("down",)
    policy: str = "down"

    def report(self, games: int = 0, seed: int = 0) -> Report:
        return Report(games, seed)

    def start(self, seed: int) -> tuple[random.Random, int]:
        if seed < 0:
            raise ValueError("no such game")
        return random.Random(seed), seed % 10

    def over(self, state: int) -> bool:
        return state == 0

    def capped(self, report: Report, state: int, actions: int) -> bool:
        if self.cap is None or actions < self.cap:
            return False
        report.capped += 1
        return True

    def choose(self, state: int, rng: random.Random) -> int:
        return 1

    def apply(self, state: int, action: int) -> int:
        if state == self.crash_at:
            raise RuntimeError("boom")
        return state - action

    def round_of(self, state: int) -> int:
        return 0 if self.bound is not None else state // 3

    def problems(self, before: int, action: int, after: int) -> list[str]:
        return [f"{after} is bad"] if after == self.bad else []

    def count(self, report: Report, before: int, action: int, after: int) -> None:
        report.actions += 1

    def finish(self, report: Report, state: int, actions: int) -> None:
        report.finished += 1

    @property
    def KEEP_GOING(self) -> bool:  # type: ignore[override]  # noqa: N802
        return self.keep_going

    @property
    def MAX_ACTIONS_PER_ROUND(self) -> int | None:  # type: ignore[override]  # noqa: N802
        return self.bound


def test_a_game_plays_to_its_end_and_counts() -> None:
    report = Report()
    play_game(Countdown(), 4, report)
    assert (report.actions, report.finished, report.violations) == (4, 1, [])


def test_a_broken_invariant_stops_the_game_with_its_seed_and_actions() -> None:
    report = Report()
    play_game(Countdown(bad=2), 4, report)  # 4 -> 3 -> 2: found after two actions
    assert report.violations == [InvariantViolation(4, ("1", "1"), "2 is bad")]
    assert report.finished == 0 and report.actions == 2  # the step that broke it is counted


def test_a_game_that_keeps_going_records_and_finishes() -> None:
    report = Report()
    play_game(Countdown(bad=2, keep_going=True), 4, report)
    assert [v.problem for v in report.violations] == ["2 is bad"] and report.finished == 1


def test_crashes_are_findings() -> None:
    report = Report()
    play_game(Countdown(crash_at=3), 4, report)
    play_game(Countdown(), -1, report)
    assert [(v.seed, v.actions, v.problem) for v in report.violations] == [
        (4, ("1", "1"), "RuntimeError: boom"),  # the action that crashed is listed
        (-1, (), "new: ValueError: no such game"),
    ]


def test_a_capped_game_is_neither_finished_nor_a_finding() -> None:
    report = Report()
    play_game(Countdown(cap=2), 9, report)
    assert (report.capped, report.finished, report.actions, report.violations) == (1, 0, 2, [])


def test_a_round_past_its_bound_is_a_finding() -> None:
    report = Report()
    play_game(Countdown(bound=3), 9, report)  # one endless round: the fourth action runs past 3
    assert [v.problem for v in report.violations] == ["round 0 ran past 3"] and len(report.violations[0].actions) == 4


def test_a_run_plays_its_seeds_and_refuses_bad_settings() -> None:
    report = simulate(Countdown(), games=3, seed=1)
    assert report.games == 3 and report.actions == sum(s % 10 for s in game_seeds(1, 3)) and report.finished == 3
    assert simulate(Countdown(), games=0, seed=1, seeds=[2, 5]).actions == 7
    with pytest.raises(InputError, match="0 or more"):
        simulate(Countdown(), games=-1, seed=1)
    with pytest.raises(InputError, match="unknown policy 'up'"):
        simulate(Countdown(policy="up"), games=1, seed=1)


def test_the_state_check_names_every_problem() -> None:
    check = state_check(reading_free(lambda n: [f"{n} is odd"] * (n % 2) + [f"{n} is negative"] * (n < 0)))
    check(4, None)
    with pytest.raises(InputError, match=r"^impossible state: 2 problems: -3 is odd; -3 is negative$"):
        check(-3, None)
    with pytest.raises(InputError, match=r"^impossible state: 1 problem: 3 is odd$"):
        check(3, "any reading")


def test_the_state_check_passes_the_reading_on() -> None:
    # a "reading" that is the largest state allowed: 5 passes under 9 and is refused under 4
    check = state_check(lambda n, most: [f"{n} is over {most}"] * (n > most))
    check(5, 9)
    with pytest.raises(InputError, match=r"^impossible state: 1 problem: 5 is over 4$"):
        check(5, 4)


def test_a_waiting_phase_must_offer_an_action() -> None:
    asked: list[str] = []

    def legal() -> list[str]:
        asked.append("asked")
        return []

    assert no_action_problems("over", ("over",), legal) == [] and asked == []  # an idle phase: the engine not asked
    assert no_action_problems("place", ("over",), lambda: ["place 0 on 1"]) == []
    assert no_action_problems("place", ("over",), legal) == ["no legal action in phase place"]
    with pytest.raises(InputError, match=r"^impossible state: 1 problem: no legal action in phase place$"):
        check_offers_action("place", ("over",), legal)
