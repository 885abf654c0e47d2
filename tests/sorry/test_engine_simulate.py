"""The simulator: whole games in every mode and under other readings, no failure, and a checker that can fail.

The game counts are kept small enough for the whole SORRY! suite to run in about 20 seconds; larger samples are a
matter for ``simulate`` run by hand.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.sorry.actions import DRAW, Action
from rulebook.sorry.engine import simulate as sim
from rulebook.sorry.engine.play import apply, new
from rulebook.sorry.position import Position, position_from_text
from rulebook.sorry.reading import Reading
from rulebook.sorry.state import Mode

OTHER = Reading(
    slide_own_pawns="blocks",
    swap_opponent_slides="yes",
    sorry_forward_four="yes",
    ten_backward="fallback",
    two_draw_again="no",
    seven_split_start="part-of-one-starts",
    deck_cards="fifty-five",
)


def check(report: sim.SimulationReport, games: int) -> None:
    assert report.violations == [] and report.failures == 0
    assert report.capped == 0
    assert report.games == games and len(report.turns) == games
    figures = report.turn_figures()
    assert 0 < figures["min"] <= figures["median"] <= figures["max"]
    winners_per_game = 2 if report.mode == "teams" else 1
    assert sum(report.wins.values()) == winners_per_game * games


@pytest.mark.parametrize(
    ("players", "mode", "games"),
    [(2, "standard", 80), (3, "standard", 40), (4, "standard", 25), (4, "teams", 12), (3, "points", 12)],
)
def test_games_end_without_failures(players: int, mode: Mode, games: int) -> None:
    report = sim.simulate(players, mode, games, seed=2024)
    check(report, games)
    assert set(report.wins) <= set(new(players, mode, 0).seats)
    if mode == "points":
        assert len(report.winner_scores) == games
        # a winner scores at least its own 20 and 5 for each pawn the opponent has out
        assert all(score >= 20 for score in report.winner_scores)
    else:
        assert report.winner_scores == []


def test_games_under_other_readings() -> None:
    check(sim.simulate(2, "standard", 40, seed=7, reading=OTHER), 40)
    check(sim.simulate(2, "points", 10, seed=7, reading=Reading(points_two="no-extra", points_bonus="best-only")), 10)
    check(sim.simulate(4, "teams", 2, seed=7, reading=Reading(team_seven_split="any-number")), 2)


def test_greedy_prefers_home_then_a_bump() -> None:
    # red S3 and 10, yellow 13, a 3: S3 + 3 is HOME, 10 + 3 = 13 bumps yellow; greedy always takes the pawn HOME
    state = new(2, "standard", 0).evolve(pawns=position_from_text("R:S3,10 Y:13"), phase="move", card="3")
    actions = [Action("move", move="R 10-13"), Action("move", move="R S3-home")]
    assert {sim.choose(state, actions, random.Random(i), "greedy", Reading()).move for i in range(20)} == {"R S3-home"}
    # red S1 and 10: S1 + 3 = S4 goes nowhere near HOME, so the bump
    state = state.evolve(pawns=position_from_text("R:S1,10 Y:13"))
    actions = [Action("move", move="R 10-13"), Action("move", move="R S1-S4")]
    assert {sim.choose(state, actions, random.Random(i), "greedy", Reading()).move for i in range(20)} == {"R 10-13"}
    # the random policy takes either
    assert {sim.choose(state, actions, random.Random(i), "random", Reading()).move for i in range(20)} == {
        "R 10-13",
        "R S1-S4",
    }
    check(sim.simulate(2, "standard", 15, seed=11, policy="greedy"), 15)


def test_a_run_is_reproducible_and_reports_itself() -> None:
    first = sim.simulate(3, "standard", 6, seed=3)
    second = sim.simulate(3, "standard", 6, seed=3)
    assert first.turns == second.turns and first.wins == second.wins
    data = first.as_json()
    assert data["games"] == 6 and data["players"] == 3 and data["mode"] == "standard"
    assert data["turns"]["max"] == max(first.turns) and data["failures"] == 0 and data["violations"] == []
    text = first.as_text()
    assert "3 players, standard" in text and "median" in text and "VIOLATION" not in text
    points = sim.simulate(2, "points", 3, seed=3)
    assert "winner's score" in points.as_text() and points.as_json()["mean_winner_score"] is not None


def test_a_game_past_the_cap_is_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "MAX_ACTIONS", 10)
    report = sim.simulate(2, "standard", 3, seed=1)
    assert report.capped == 3 and report.turns == []


def test_bad_runs_are_refused() -> None:
    with pytest.raises(InputError):
        sim.simulate(5, "standard", 1, seed=0)
    with pytest.raises(InputError):
        sim.simulate(3, "teams", 1, seed=0)
    with pytest.raises(InputError):
        sim.simulate(2, "standard", 1, seed=0, policy="clever")  # type: ignore[arg-type]
    with pytest.raises(InputError):
        sim.simulate(2, "standard", -1, seed=0)


# --- the checker finds what is wrong ----------------------------------------------------------------------------


def broken(**changes: Any) -> list[str]:
    state = new(2, "standard", 1)
    return sim.state_problems(state.evolve(**changes), Reading())


def with_pawns(text: str) -> Position:
    """A position with a problem ``make_position`` would refuse, built directly."""
    return Position(tuple((token[0], tuple(token[2:].split(","))) for token in text.split()))


def test_the_checker_finds_broken_states() -> None:
    state = new(2, "standard", 1)
    assert sim.state_problems(state, Reading()) == []
    # a card twice and one missing; a card lost
    assert any("deck once" in p for p in broken(draw=(state.draw[0], *state.draw[:-1])))
    assert any("deck once" in p for p in broken(draw=state.draw[1:]))
    # the drawn card outside phase move, a phase the mode does not have, winners without the game over
    assert any("card" in p for p in broken(card="5"))
    assert any("phase play" in p for p in broken(phase="play"))
    assert any("winners" in p for p in broken(winners=("R",)))
    # a winner with pawns off HOME
    assert any("off HOME" in p for p in broken(phase="over", winners=("R",)))
    # pawns: five of a colour, two of one colour on a square, two colours on one track square
    assert any("5 pawns" in p for p in broken(pawns=with_pawns("R:4,5,6,7,8 Y:start,start,start,start")))
    assert any("one colour" in p for p in broken(pawns=with_pawns("R:4,4,start,start Y:start,start,start,start")))
    assert any("track square" in p for p in broken(pawns=with_pawns("R:4,start,start,start Y:4,start,start,start")))
    # a game that should have ended: red all HOME and still going; under the team rules red's four alone are fine
    won = position_from_text("R:home,home,home,home Y:")
    assert any("yet the game goes on" in p for p in broken(pawns=won))
    teams = new(4, "teams", 1)
    red_home = position_from_text("R:home,home,home,home B: Y:S1 G:")
    assert sim.state_problems(teams.evolve(pawns=red_home), Reading()) == []
    both = position_from_text("R:home,home,home,home B: Y:home,home,home,home G:")
    assert any("yet the game goes on" in p for p in sim.state_problems(teams.evolve(pawns=both), Reading()))
    # a safety square of each colour is no clash
    assert broken(pawns=position_from_text("R:S1 Y:S1")) == []


def test_the_checker_finds_broken_steps() -> None:
    state = new(2, "standard", 1)
    after = apply(state, DRAW)
    assert sim.invariant_problems(state, DRAW, after, Reading()) == []
    assert any("turns" in p for p in sim.invariant_problems(state, DRAW, after.evolve(turns=2), Reading()))
    assert any("seed" in p for p in sim.invariant_problems(state, DRAW, after.evolve(seed=9), Reading()))
    move = Action("move", move="pass")
    stuck = after.evolve(phase="play", card=None)  # a standard game in phase play offers nothing
    assert any("no legal action" in p for p in sim.invariant_problems(after, move, stuck, Reading()))


def test_a_broken_engine_is_reported_with_its_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # an engine that forgets to discard the card it moved by loses a card at every move
    original = sim.apply

    def forgetful(state: Any, action: Action, reading: Reading) -> Any:
        after = original(state, action, reading)
        return after.evolve(discard=after.discard[:-1]) if action.kind == "move" else after

    monkeypatch.setattr(sim, "apply", forgetful)
    report = sim.simulate(2, "standard", 2, seed=5)
    assert report.failures > 0 and report.violations
    violation = report.violations[0]
    assert violation.seed == 5 and violation.actions[0] == "draw" and "deck once" in violation.problem
    assert "INVARIANT VIOLATION" in report.as_text()
