"""The play floors of ``make bench`` time legal actions and apply over recorded positions: the record must be a game."""

from __future__ import annotations

import itertools

from rulebook.forbidden.actions import Deal
from rulebook.forbidden.bench import recorded_positions
from rulebook.forbidden.engine import play as engine_play


def test_recorded_positions_chain_into_whole_games_with_legal_actions() -> None:
    positions = recorded_positions(2)
    assert positions[0][0].round == 1 and positions[0][0].phase == "start"  # a new game's first position
    chained = 0
    for (state, action), (following, _) in itertools.pairwise(positions):
        after = engine_play.apply(state, action)
        if after.phase == "game-over":
            continue  # the next position starts the second game
        assert after == following
        chained += 1
        if not isinstance(action, Deal):
            assert action in engine_play.legal_actions(state)
    assert chained >= len(positions) - 2
