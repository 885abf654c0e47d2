"""The model of the round's course and the play engine agree, and engines broken on purpose are caught.

The families of :mod:`rulebook.forbidden.crosscheck.course` run on the suite's sample; the hand-built positions of
the round keys' witness families (``draw.empty-claim``, ``mistake.next-round``, ``game.tie``,
``block.next-player``) are compared under both options of every key. Each broken engine gets one rule of the
round's course wrong; the comparison must name the question it gets wrong.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import islice

import pytest

from rulebook.core.verify.crosscheck import run_family
from rulebook.forbidden.actions import Action, Cheng, Deal
from rulebook.forbidden.crosscheck.course import (
    STANDARD,
    CourseCase,
    CourseComparison,
    CourseEngineView,
    blocker_of,
    families,
    game_steps,
    mistaken_cheng,
    varied_steps,
)
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.diff_play import family
from rulebook.forbidden.state import State
from rulebook.forbidden.validate import violations

ROUND_KEYS = ("draw.empty-claim", "mistake.next-round", "game.tie", "block.next-player")


def probe_cases() -> list[CourseCase]:
    """Every position of the round keys' witness families, under every option of those keys."""
    readings = [
        Reading.from_mapping(
            {"draw.empty-claim": empty, "mistake.next-round": lost, "game.tie": tie, "block.next-player": turn}
        )
        for empty in ("round-ends", "claim-allowed")
        for lost in ("lapses", "carries")
        for tie in ("share", "play-on")
        for turn in ("claimant-left", "blocker-left")
    ]
    cases = []
    for key in ROUND_KEYS:
        for probe in family(key).probes:
            assert probe.action is not None
            cases += [(probe.state, probe.action, reading) for reading in readings]
    return cases


PROBES = probe_cases()


def test_the_standard_families_agree() -> None:
    for found in families(STANDARD):
        result = run_family(found, progress=False)
        assert result.checked == found.total > 0
        assert result.ok, result.minimal


def test_every_witness_position_agrees_and_is_decided_by_the_model() -> None:
    compare = CourseComparison()
    for case in PROBES:
        assert compare.decides(case), case[1]
        assert compare(case) == []


def test_random_games_reach_every_kind_of_step() -> None:
    """The sample holds deals, rounds ended by a Cheng and by the draw pile, games over, and mistaken Chengs."""
    compare = CourseComparison()
    kinds: Counter[str] = Counter()
    for case in islice(game_steps(2026), 4_000):
        after, decided = compare.steps(case)
        kinds.update(decided)
        if "end" in decided and after.result is not None:
            kinds[f"end by {after.result.ended_by}"] += 1
        kinds["game-over"] += after.phase == "game-over"
        kinds["mistaken"] += mistaken_cheng(case[1], after)
        kinds["blocked"] += blocker_of(case[0], after) is not None
    assert (
        min(kinds[k] for k in ("deal", "pass", "end by cheng", "end by draw-pile-empty", "game-over", "mistaken")) > 0
    )


def test_varied_steps_are_positions_of_the_game_with_owed_turns() -> None:
    cases = list(varied_steps(8, 2026))
    assert all(violations(state) == [] for state, _, _ in cases)
    assert any(any(player.skip_next_turn for player in state.players) for state, _, _ in cases)


# ---------------------------------------------------------------------------------------------------------------
# Engines broken on purpose
# ---------------------------------------------------------------------------------------------------------------


class TieEndsTheGame(CourseEngineView):
    """Ignores game.tie=play-on: equal highest totals always end the game."""

    def apply(self, state: State, action: Action, reading: Reading) -> State:
        return super().apply(state, action, replace(reading, game_tie="share"))


class LostTurnLapses(CourseEngineView):
    """Ignores mistake.next-round=carries."""

    def apply(self, state: State, action: Action, reading: Reading) -> State:
        return super().apply(state, action, replace(reading, mistake_next_round="lapses"))


class EmptyPileEndsTheRound(CourseEngineView):
    """Ignores draw.empty-claim=claim-allowed."""

    def apply(self, state: State, action: Action, reading: Reading) -> State:
        return super().apply(state, action, replace(reading, draw_empty_claim="round-ends"))


class TurnFromTheClaimant(CourseEngineView):
    """Ignores block.next-player=blocker-left."""

    def apply(self, state: State, action: Action, reading: Reading) -> State:
        return super().apply(state, action, replace(reading, block_next_player="claimant-left"))


class NoPenalty(CourseEngineView):
    """A mistaken Cheng costs no turn (Section 7, PENALTY dropped)."""

    def apply(self, state: State, action: Action, reading: Reading) -> State:
        after = super().apply(state, action, reading)
        if isinstance(action, Cheng) and mistaken_cheng(action, after):
            players = list(after.players)
            players[state.turn] = replace(players[state.turn], skip_next_turn=False)
            after = replace(after, players=tuple(players))
        return after


class SameDealer(CourseEngineView):
    """The deal does not pass to the left."""

    def apply(self, state: State, action: Action, reading: Reading) -> State:
        after = super().apply(state, action, reading)
        return replace(after, dealer=state.dealer) if isinstance(action, Deal) else after


class LowestTotalWins(CourseEngineView):
    """The lowest total wins."""

    def winners(self, state: State) -> frozenset[int]:
        lowest = min(player.score for player in state.players)
        return frozenset(p for p, player in enumerate(state.players) if player.score == lowest)


@pytest.mark.parametrize(
    ("view", "question"),
    [
        (TieEndsTheGame(), "is the game over"),
        (LostTurnLapses(), "who plays first"),
        (EmptyPileEndsTheRound(), "does a turn start"),
        (TurnFromTheClaimant(), "who takes the turn"),
        (NoPenalty(), "who still owes a lost turn"),
        (SameDealer(), "the new dealer"),
        (LowestTotalWins(), "the winners"),
    ],
    ids=lambda value: type(value).__name__ if isinstance(value, CourseEngineView) else None,
)
def test_a_broken_engine_is_caught(view: CourseEngineView, question: str) -> None:
    """The witness positions catch it, or else the sampled steps of random games (a mistaken Cheng is only there)."""
    compare = CourseComparison(view)
    asked = {d.question for case in PROBES for d in compare(case)}
    if question not in asked:
        asked |= {d.question for case in varied_steps(STANDARD.anchors, 2026, view) for d in compare(case)}
    assert question in asked
