"""Random games with the validator after every action (rules ``tzq.turn.hand-size``, ``tzq.round.mahjong``,
``tzq.draw.exhausted``, ``tzq.game.rounds``)."""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.tzq.engine.deal import new_game
from rulebook.tzq.engine.simulate import invariant_problems, simulate
from rulebook.tzq.reading import Reading
from rulebook.tzq.state import evolve


@pytest.mark.parametrize(
    "reading",
    [Reading(), Reading(round_exhausted="drawn", mahjong_minimum="two-points"), Reading(colour_table="honours-white")],
)
@pytest.mark.parametrize("policy", ["random", "eager"])
def test_random_games_keep_every_invariant(reading: Reading, policy: str) -> None:
    report = simulate(games=6, seed=11, reading=reading, policy=policy)  # type: ignore[arg-type]
    assert report.violations == []
    # Four rounds a game (Goal of the Game), each ended by Mah-jong or, only under round.exhausted=drawn, drawn.
    assert report.rounds == 4 * 6
    assert report.mahjongs + report.drawn_rounds == report.rounds
    if reading.round_exhausted == "reshuffle":
        assert report.drawn_rounds == 0
    # Under two-points every Mah-jong scored at least 2 (Optional Rules).
    if reading.mahjong_minimum == "two-points":
        assert all(points >= 2 for points in report.winning_points)


def test_the_invariants_catch_a_broken_state() -> None:
    # A total changed while no round was won: the check must report it (so the simulation can fail).
    state = new_game(seed=5)
    broken = evolve(state, players=(evolve(state.players[0], total=4), state.players[1]))
    assert any("totals changed" in problem for problem in invariant_problems(state, broken, Reading()))


def test_a_game_replays_from_its_seed() -> None:
    assert simulate(games=1, seed=0, seeds=[123]).violations == []
    first, second = simulate(games=3, seed=9), simulate(games=3, seed=9)
    assert first.as_json() == second.as_json()


def test_simulate_refuses_bad_arguments() -> None:
    with pytest.raises(InputError, match="0 or more"):
        simulate(games=-1, seed=0)
    with pytest.raises(InputError, match="unknown policy"):
        simulate(games=1, seed=0, policy="greedy")  # type: ignore[arg-type]
