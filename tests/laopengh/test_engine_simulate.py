"""The simulator: whole games under several readings and policies, no violation, and a checker that can fail."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.actions import Action, Place
from rulebook.laopengh.engine import simulate as sim
from rulebook.laopengh.engine.play import apply, new
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import Open, State

DEFAULT = Reading()
LONG_WINDOW = Reading(suspicion_window="next-on-pile", suspicion_accusers="each-striker", end_when="first-empty")
OTHER = Reading(
    suspicion_remainder="stays-in-pile",
    suspicion_lowest="lowest-order",
    joker_theme_run="transparent",
    place_fits_no_pile="no-legal-place",
    suspicion_grounds="triples-only",
    order_lone_dragon="exactly-one-dragon",
    order_lone_dragon_first="after-jokers",
)


@pytest.mark.parametrize(
    ("reading", "policy", "games"),
    [(DEFAULT, "honest", 100), (DEFAULT, "bluffing", 60), (LONG_WINDOW, "bluffing", 60), (OTHER, "accusing", 80)],
)
def test_games_end_without_violations(reading: Reading, policy: sim.Policy, games: int) -> None:
    report = sim.simulate(games, seed=2024, reading=reading, policy=policy)
    assert report.violations == []
    assert report.games == games
    assert report.finished + report.capped == games  # every game ends or hits the cap
    assert report.finished > 0
    assert sum(report.winner_counts.values()) == report.finished
    assert report.actions > 0 and report.placements > 0
    data = report.as_json()
    assert data["games"] == games and data["violations"] == []
    assert data["reading"] == reading.changed()


def test_the_policies_do_what_they_say() -> None:
    # accusing strikes at random, so some accusations are wrongful; honest accuses only illegal cards.
    honest = sim.simulate(30, seed=8, policy="honest")
    assert honest.accusations_refuted == 0 and honest.accusations_upheld > 0
    accusing = sim.simulate(30, seed=8, policy="accusing")
    assert accusing.accusations_refuted > 0
    # a bluffer places illegally more often than the honest player (who only does when no legal place exists)
    bluffing = sim.simulate(30, seed=8, policy="bluffing")
    assert bluffing.illegal_placements / bluffing.placements > honest.illegal_placements / honest.placements


def test_under_first_empty_there_is_one_winner_a_game() -> None:
    report = sim.simulate(40, seed=3, reading=Reading(end_when="first-empty"), policy="bluffing")
    assert report.violations == [] and set(report.winner_counts) == {1}


def test_a_dropped_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def dropping(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        after = apply(state, action, reading)
        if isinstance(action, Place):  # lose the bottom card of the pile placed on (piles keep at least one card)
            pile = after.piles[action.pile]
            after = replace(after, piles=tuple(p[1:] if i == action.pile else p for i, p in enumerate(after.piles)))
            assert len(pile) >= 2
        return after

    monkeypatch.setattr(sim, "apply", dropping)
    report = sim.simulate(3, seed=1)
    assert len(report.violations) == 3
    violation = report.violations[0]
    assert "missing" in violation.problem
    assert violation.actions and violation.actions[-1].startswith("place")
    assert violation.as_json()["seed"] == violation.seed


def test_a_wrong_open_item_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # an engine that records every placement as legal: caught at the first illegal one (its verdict differs)
    def lenient(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        after = apply(state, action, reading)
        return replace(after, open=tuple(Open(item.pile, item.player, True) for item in after.open))

    monkeypatch.setattr(sim, "apply", lenient)
    report = sim.simulate(5, seed=1, policy="bluffing")
    assert report.violations and all("verdict" in violation.problem for violation in report.violations)


def test_an_engine_crash_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    def crashing(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        raise RuntimeError("boom")

    monkeypatch.setattr(sim, "apply", crashing)
    report = sim.simulate(2, seed=1)
    assert [violation.problem for violation in report.violations] == ["RuntimeError: boom"] * 2


def test_the_state_checker_sees_a_broken_state() -> None:
    state = new(3, 5, DEFAULT)
    assert sim.state_problems(state, DEFAULT) == []
    duplicated = replace(state, aside=(*state.aside, state.hands[0][0]))
    assert any("repeated" in problem for problem in sim.state_problems(duplicated, DEFAULT))
    empty_pile = replace(state, piles=((), *state.piles[1:]))
    assert any("none empty" in problem for problem in sim.state_problems(empty_pile, DEFAULT))
    two_open = replace(state, open=(Open(0, 1, True), Open(1, 2, True)))
    assert sim.state_problems(two_open, DEFAULT) != []
    assert sim.state_problems(two_open, Reading(suspicion_window="next-on-pile")) == []


def test_the_cap_stops_endless_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "MAX_ROUNDS", 1)
    report = sim.simulate(4, seed=9)
    assert (report.capped, report.finished, report.violations) == (4, 0, [])


def test_a_game_replays_from_its_seed() -> None:
    first = sim.simulate(5, seed=77, policy="accusing")
    again = sim.simulate(5, seed=0, policy="accusing", seeds=sim.game_seeds(77, 5))
    assert first.as_json() | {"seed": 0} == again.as_json()


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(InputError):
        sim.simulate(-1, seed=1)
    with pytest.raises(InputError):
        sim.simulate(1, seed=1, policy="cheating")  # type: ignore[arg-type]
    with pytest.raises(InputError):
        sim.simulate(1, seed=1, players=7)


def test_a_fixed_player_count() -> None:
    report = sim.simulate(10, seed=4, players=2)
    assert report.violations == [] and set(report.wins) <= {0, 1}
