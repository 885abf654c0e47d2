"""Simulations on the one executor (issue 19): parts merged as one process would have made them, the same report on
a two-worker local cluster as in this process for every game, and a bar on stderr that ``--no-progress`` turns off.

The merging and ordering cases are worked by hand; the cluster's reports are compared with the in-process ones,
which earlier tests of each game check against the rulebooks.
"""

from __future__ import annotations

import logging
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.play.simulation_runs import RunPlace, play_seeds
from rulebook.core.play.tallies import add_tallies
from rulebook.core.verify.crosscheck import Disagreement, Family, run_family
from rulebook.core.verify.executor import Batch, BatchesFailedError, in_order


@dataclass
class Tally:
    seed: int
    games: int = 0
    seconds: float = 0.0
    seen: list[int] = field(default_factory=list)
    wins: Counter[str] = field(default_factory=Counter)


def test_tallies_add_and_settings_stay() -> None:
    into = Tally(seed=7, games=2, seconds=0.5, seen=[1, 2], wins=Counter(R=1))
    add_tallies(into, Tally(seed=99, games=3, seconds=0.25, seen=[3], wins=Counter(R=2, Y=1)), settings=("seed",))
    assert into == Tally(seed=7, games=5, seconds=0.75, seen=[1, 2, 3], wins=Counter(R=3, Y=1))


def test_a_field_no_rule_adds_is_refused() -> None:
    @dataclass
    class Odd:
        label: str = "x"

    with pytest.raises(TypeError, match=r"Odd\.label"):
        add_tallies(Odd(), Odd(), settings=())


def test_batches_come_back_in_their_own_order() -> None:
    finished = [(Batch(index, index * 10, (index,)), f"part {index}") for index in (2, 0, 3, 1)]
    assert [result for _, result in in_order(finished)] == ["part 0", "part 1", "part 2", "part 3"]


def _squares(seeds: Any) -> list[int]:
    return [seed * seed for seed in seeds]


def _cursed(seeds: Any) -> list[int]:
    if 13 in seeds:
        raise ValueError("seed 13")
    return _squares(seeds)


def test_play_seeds_merges_every_batch_once_in_order() -> None:
    merged: list[int] = []
    play_seeds(_squares, range(120), merged.extend)
    assert merged == [seed * seed for seed in range(120)]


def test_a_batch_that_keeps_failing_stops_the_run_with_its_games() -> None:
    # in this process a batch is 50 games: seed 13 is in batch 0, games 0 to 49
    with pytest.raises(BatchesFailedError, match=r"batch 0 \(cases 0 to 49\) failed: ValueError: seed 13"):
        play_seeds(_cursed, range(120), [].extend)


def test_a_failed_batch_exits_one_with_its_range(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    import rulebook.core.play.simulate as core_simulate

    def broken(*_: object) -> object:
        raise RuntimeError("worker lost")

    monkeypatch.setattr(core_simulate, "play_part", broken)
    assert main(["tzq", "simulate", "--games", "3", "--no-progress"]) == 1
    assert "batch 0 (cases 0 to 2) failed: RuntimeError: worker lost" in capsys.readouterr().err


def _simulations() -> dict[str, Callable[[RunPlace], dict[str, Any]]]:
    from rulebook.forbidden.engine.simulate import simulate as forbidden
    from rulebook.laopengh.engine.simulate import simulate as laopengh
    from rulebook.sorry.engine.simulate import simulate as sorry
    from rulebook.tzq.engine.simulate import simulate as tzq

    def without_time(figures: dict[str, Any]) -> dict[str, Any]:
        return {key: value for key, value in figures.items() if key != "seconds"}

    from rulebook.forbidden.reading import Reading
    from rulebook.forbidden.readings.impact import game_impact, hand_impact, round_impact
    from rulebook.forbidden.readings.impact_decisions import decision_impact

    def impact(place: RunPlace) -> dict[str, Any]:
        base, other = Reading(), Reading.from_mapping({"wild.exhausted-card": "refused"})
        return {
            "hands": hand_impact(base, other, 90, 4, place=place).as_json(),
            "rounds": round_impact(base, other, 25, 3, 4, place=place).as_json(),
            "decisions": decision_impact(base, other, 25, 3, 4, place=place).as_json(),
            "games": game_impact(base, other, 25, 3, 4, place=place).as_json(),
        }

    return {
        "forbidden impact": impact,
        "forbidden": lambda place: without_time(forbidden(45, 3, 2, place=place).as_json()),
        "tzq": lambda place: without_time(tzq(45, 3, place=place).as_json()),
        "laopengh": lambda place: without_time(laopengh(45, 3, place=place).as_json()),
        "sorry": lambda place: without_time(sorry(2, "standard", 45, 3, place=place).as_json()),
    }


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    from distributed import Client, LocalCluster

    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=logging.ERROR
        ) as local,
        Client(local) as client,
    ):
        yield client


@pytest.mark.slow
@pytest.mark.parametrize("run", ["forbidden", "tzq", "laopengh", "sorry", "forbidden impact"])
def test_a_two_worker_cluster_simulates_what_this_process_does(run: str, cluster: Any) -> None:
    # 45 games on two workers are three batches of 20, 20 and 5 games, which may finish in any order; the impact's
    # 90 hands are four batches of 20 and one of 10, its 25 games one of 20 and one of 5
    simulation = _simulations()[run]
    alone = simulation(RunPlace(workers=1))
    assert alone["hands"]["samples"] == 90 if run == "forbidden impact" else alone["games"] == 45
    assert simulation(RunPlace(client=cluster)) == alone


def _agree(case: int) -> list[Disagreement]:
    return []


def _slowly(case: int) -> list[Disagreement]:
    time.sleep(0.0004)  # a batch of 500 takes 0.2 s: longer than the bar's 0.1 s between redraws
    return []


def test_a_family_shows_its_bar_with_cases_and_rate(capsys: Any) -> None:
    run_family(Family("counting", lambda: range(700), 700, _slowly), progress=True)
    bar = capsys.readouterr().err
    assert "counting" in bar
    assert re.search(r"\b500/700\b", bar), bar  # the first batch of 500 done
    assert re.search(r"\d+\.\d+case/s", bar), bar  # and the rate
    run_family(Family("counting", lambda: range(700), 700, _agree), progress=False)
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("quiet", [False, True])
def test_simulate_shows_its_bar_unless_no_progress(quiet: bool, capsys: Any) -> None:
    # 60 games are a batch of 50 and one of 10; the first takes longer than the bar's 0.1 s between redraws
    assert main(["tzq", "simulate", "--games", "60", "--workers", "1", *(["--no-progress"] if quiet else [])]) == 0
    bar = capsys.readouterr().err
    assert bool(re.search(r"games: .*\b50/60\b.*game/s", bar)) is not quiet, bar
    assert (bar == "") is quiet


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--scheduler", "nonsense"], "cannot reach the Dask scheduler at nonsense: ValueError: missing port number"),
        (["--workers", "0"], "argument --workers: must be 1 or more, not 0"),
    ],
)
def test_a_bad_place_is_one_message_and_status_two(option: list[str], message: str, capsys: Any) -> None:
    try:
        status = main(["tzq", "simulate", "--games", "1", "--no-progress", *option])
    except SystemExit as exit_:  # a bad --workers is the parser's error, while reading the command line
        status = exit_.code
    assert status == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and err.count("\n") == 1
