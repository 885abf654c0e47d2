"""Positions of play judged under two readings: the share of actions, rounds and games where a reading decides."""

from __future__ import annotations

from rulebook.forbidden.actions import Draw
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.diff_play import play_witness
from rulebook.forbidden.readings.impact_decisions import decision_impact, judged_differently
from rulebook.forbidden.state import state_from_json


def test_equal_readings_never_judge_a_position_differently() -> None:
    found = decision_impact(Reading(), Reading(), games=3, seed=2)
    assert (found.actions.hits, found.rounds.hits, found.games.hits) == (0, 0, 0)
    assert found.games.n == 3 and found.actions.n > found.rounds.n > 0


def test_a_wild_claim_refused_shows_in_random_play() -> None:
    # Under claim.wild=yes a player holding a wild and one card of a claimed card's colour next to it may claim
    # (Section 4 with a wild, Section 5); under "no" that claim is not offered. Random four-player games reach such
    # positions every few turns, so some actions, and therefore some rounds and games, are judged differently.
    found = decision_impact(Reading(), Reading(claim_wild="no"), games=3, seed=2)
    assert 0 < found.actions.hits < found.actions.n
    assert 0 < found.rounds.hits <= found.rounds.n
    assert found.games.hits >= 1
    assert found.actions.low <= found.actions.share <= found.actions.high  # type: ignore[operator]


def test_the_claim_wild_witness_is_judged_differently_and_a_plain_draw_is_not() -> None:
    witness = play_witness("claim.wild", Reading(), Reading(claim_wild="no"))
    state = state_from_json(witness.input["state"])  # type: ignore[union-attr]
    # The witness: the player to act may claim with a wild; drawing is legal under both readings, but the legal
    # action lists differ, so the position is judged differently whatever is played.
    assert judged_differently(state, Draw(), Reading(), Reading(claim_wild="no"))
    assert not judged_differently(state, Draw(), Reading(), Reading(marriage="empress-alone"))
