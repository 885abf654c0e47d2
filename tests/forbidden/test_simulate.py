"""Simulated games: they complete without breaking an invariant, their statistics add up, a broken engine is caught."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebook.forbidden.actions import Discard
from rulebook.forbidden.cards import Cards
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.simulate import (
    PlayCounts,
    invariant_problems,
    percentile,
    play_game,
    simulate,
)
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import State, winning_total
from tests.forbidden.play_builders import fresh_round, in_phase, round_result, with_player


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_complete_without_violations_and_add_up(players: int) -> None:
    report = simulate(5, players, seed=1, progress=False)
    assert report.violations == []
    assert report.games == len(report.records) == 5
    assert report.rounds == report.rounds_by_cheng + report.rounds_by_empty_pile > 0
    assert report.mistaken_chengs == 0  # legal action lists hold only Chengs that succeed
    assert report.multi_pile_claims <= report.claims
    spread = report.rounds_per_game()
    assert spread["min"] <= spread["mean"] <= spread["max"]
    for record in report.records:
        assert record.finished and max(record.totals) >= winning_total(players)
    assert report.winner_totals()["min"] >= winning_total(players)
    assert report.hit_max_rounds == 0
    values = list(report.total_percentiles().values())
    assert values == sorted(values)


def test_greedy_games_complete_and_add_up() -> None:
    report = simulate(3, 3, seed=2, policy="greedy", progress=False)
    assert report.violations == []
    assert report.rounds == report.rounds_by_cheng + report.rounds_by_empty_pile


def test_a_run_is_reproducible_from_its_seed() -> None:
    first, second = (simulate(3, 3, seed=5, progress=False).as_json() for _ in range(2))
    first.pop("seconds")
    second.pop("seconds")
    assert first == second


def test_max_rounds_stops_every_game_and_counts_it() -> None:
    report = simulate(3, 4, seed=3, max_rounds=1, progress=False)
    assert all(record.rounds == 1 for record in report.records)
    assert report.hit_max_rounds == sum(not record.finished for record in report.records)
    assert report.hit_max_rounds >= 1


def test_a_reading_reaches_the_engine() -> None:
    # Under draw.exhausted=score-all a round ended by the draw pile scores too, so the run differs from the default.
    default = simulate(2, 4, seed=4, progress=False)
    score_all = simulate(2, 4, seed=4, reading=Reading(draw_exhausted="score-all"), progress=False)
    assert default.violations == score_all.violations == []
    assert default.rounds_by_empty_pile > 0
    assert [r.totals for r in default.records] != [r.totals for r in score_all.records]


def test_invariants_refuse_totals_that_change_without_a_round_end() -> None:
    before = fresh_round(3)
    after = with_player(before, 0, score=5)
    assert invariant_problems(before, before) == []
    assert any("although no round ended" in problem for problem in invariant_problems(before, after))
    # A round that ends must add exactly its scores to the totals.
    over = in_phase(before, "round-over", result=round_result([10, 0, 0], cheng_player=1))
    assert any("the round's scores" in problem for problem in invariant_problems(before, over))
    scored = with_player(over, 0, score=10)
    assert not any("totals" in problem for problem in invariant_problems(before, scored))


def test_percentile_is_the_nearest_rank() -> None:
    values = [10, 20, 30, 40]
    assert [percentile(values, p) for p in (10, 25, 50, 75, 90, 100)] == [10, 10, 20, 30, 40, 40]


def _discard_loses_the_card(state: State, action: Discard, reading: Reading) -> State:
    """A broken discard: the card leaves the hand but never reaches the pile."""
    player = state.players[state.turn]
    hand = player.hand - Cards.from_counter({action.card: 1})
    state = engine_play._set_player(state, state.turn, replace(player, hand=hand))
    return engine_play.pass_turn(state, (state.turn + 1) % state.player_count, reading)


def test_a_broken_discard_is_caught_with_a_reproducible_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    healthy = simulate(2, 3, seed=6, progress=False)
    assert healthy.violations == []
    monkeypatch.setattr(engine_play, "_discard", _discard_loses_the_card)
    report = simulate(2, 3, seed=6, progress=False)
    assert len(report.violations) == 2  # every game breaks at its first discard
    violation = report.violations[0]
    assert violation.seed == report.records[0].seed
    assert violation.actions[-1].startswith("discard ")
    assert "a card is missing" in violation.problem
    # The game's seed replays exactly that game, and the same action breaks it.
    record, again = play_game(3, violation.seed, counts=PlayCounts())
    assert again == violation and not record.finished


def test_a_long_four_player_game_keeps_a_draw_pile() -> None:
    # Under treasure.won=never the chest gains two cards a deal: by round 24 of this 4-player game it would hold 48
    # and leave no card to draw. treasure.overflow=return-to-deck deals it back with the others instead.
    record, violation = play_game(4, 3871601465)
    assert violation is None, violation.problem
    assert record.rounds >= 24


def test_the_random_policy_always_takes_a_legal_cheng() -> None:
    # choose_random looks for Chengs at the end of the action list only: check on real positions that Chengs come
    # last and that a legal Cheng is always the choice.
    import random

    from rulebook.forbidden.actions import Cheng, Deal
    from rulebook.forbidden.engine.simulate import choose_random, seeded_deal

    rng = random.Random(4)
    state = engine_play.new_game(4, 11)
    with_cheng = 0
    while with_cheng < 5:
        if state.phase == "game-over":
            state = engine_play.new_game(4, rng.randrange(1000))
            continue
        if state.phase == "round-over":
            action: Deal | object = seeded_deal(state, rng.randrange(1000))
        else:
            actions = engine_play.legal_actions(state)
            kinds = [isinstance(action, Cheng) for action in actions]
            assert kinds == sorted(kinds)  # every Cheng after every other action
            action = choose_random(state, actions, rng, Reading())
            if any(kinds):
                with_cheng += 1
                assert isinstance(action, Cheng)
        state = engine_play.apply(state, action)  # type: ignore[arg-type]
    assert with_cheng == 5
