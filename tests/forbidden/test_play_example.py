"""The README's claim-and-block example (docs/examples/forbidden-claim-and-block.json) says what the rules say."""

from __future__ import annotations

import json
from pathlib import Path

from rulebook.forbidden.actions import Block, parse_action
from rulebook.forbidden.engine.play import actor, apply, legal_actions
from rulebook.forbidden.state import state_from_json
from rulebook.forbidden.validate import violations

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "forbidden-claim-and-block.json"


def test_the_readme_claim_and_block_example() -> None:
    state = state_from_json(json.loads(EXAMPLE.read_text()))
    assert violations(state) == []
    # Player 1 holds R3 R4 and no wild; R2 tops player 0's pile, R5 player 2's: R2-R3-R4-R5 from both piles, or a
    # run of three from either.
    assert {str(a) for a in legal_actions(state)} == {
        "draw",
        "claim 0 using R3 R4",
        "claim 2 using R3 R4",
        "claim 0,2 using R3 R4",
    }
    waiting = apply(state, parse_action("claim 0,2 using R3 R4"))
    assert violations(waiting) == [] and waiting.phase == "claim" and actor(waiting) == 3
    blocked = apply(waiting, Block())
    assert violations(blocked) == []
    assert blocked.players[2].piles[0].cards == ("G2", "R5", "F") and blocked.players[2].piles[0].crosswise == 2
    assert blocked.players[0].piles[0].cards == ("B5", "R2")
    assert blocked.turn == 2 and blocked.players[1].laid == ()
