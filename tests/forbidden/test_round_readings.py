"""The readings of the round's course: draw.empty-claim, mistake.next-round and game.tie (spec/forbidden.toml).

Each is checked on its witness (readings/diff_play.py), whose premises are asserted first so a change of witness
fails loudly, and on positions built here by hand (tests/forbidden/play_builders.py) and played through the engine;
the expected answers are worked out from the rulebook's sections and the readings' definitions.
"""

from __future__ import annotations

import dataclasses

from rulebook.core.witnesses.witness import Witness
from rulebook.forbidden.actions import Cheng, Deal, Discard, Draw, parse_action
from rulebook.forbidden.engine.play import apply, legal_actions
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.readings.diff_play import family, play_witness
from rulebook.forbidden.state import Pile, State, state_from_json
from rulebook.forbidden.validate import violations
from tests.forbidden.play_builders import cards, deck_order, fresh_round, in_phase, with_hand, with_player

CLAIM_ALLOWED = Reading(draw_empty_claim="claim-allowed")
CARRIES = Reading(mistake_next_round="carries")
PLAY_ON = Reading(game_tie="play-on")


def witness(key: str, other: Reading) -> tuple[Witness, State]:
    found = play_witness(key, DEFAULT, other)
    assert isinstance(found, Witness), found
    state = state_from_json(found.input["state"])
    assert violations(state) == []
    return found, state


# ---------------------------------------------------------------------------------------------------------------
# draw.empty-claim
# ---------------------------------------------------------------------------------------------------------------


def test_empty_pile_claim_witness() -> None:
    found, state = witness("draw.empty-claim", CLAIM_ALLOWED)
    # Premises: two players, the draw pile empty, player 0 to discard R4, player 1 holding R2 R3 and, beside them,
    # G5 G5 G5 G7 G7 G7 G7 G8 G8 G8 G8 (a pung and two kongs).
    assert state.player_count == 2 and not state.draw_pile and state.phase == "discard" and state.turn == 0
    assert found.input["action"] == "discard R4"
    assert state.players[1].hand == cards("R2 R3 G5 G5 G5 G7 G7 G7 G7 G8 G8 G8 G8")
    # round-ends: player 1's turn would start on an empty draw pile, so the round ends without a Cheng.
    assert found.base_answer == {"phase": "round-over", "ended_by": "draw-pile-empty", "turn": None, "claims": None}
    # claim-allowed: player 1 may still claim the R4 just discarded into R2 R3 R4 (Section 4).
    assert found.other_answer == {"phase": "start", "ended_by": None, "turn": 1, "claims": ["claim 0 using R2 R3"]}


def test_a_claim_on_an_empty_draw_pile_can_lead_to_a_cheng() -> None:
    _, state = witness("draw.empty-claim", CLAIM_ALLOWED)
    waiting = apply(state, Discard("R4"), CLAIM_ALLOWED)
    assert violations(waiting) == []
    claimed = apply(waiting, parse_action("claim 0 using R2 R3"), CLAIM_ALLOWED)
    # Nobody holds a Forbidden card to block, so the claim stands: R2 R3 R4 is laid and the hand's G5 G5 G5, G7 x4
    # and G8 x4 are a pung and two kongs, so player 1 may go Cheng without discarding (Section 7). Scoring: Cheng
    # bonus 10 + the run 5 + the pung 5 + two kongs 10 + 10 = 40; player 0 holds G2 x4, G3 x4, G4 x4 and G5: three
    # kongs, 30.
    assert claimed.phase == "discard" and violations(claimed) == []
    over = apply(claimed, Cheng(), CLAIM_ALLOWED)
    assert over.result is not None and over.result.ended_by == "cheng"
    assert over.result.scores == (30, 40)


def test_drawing_from_the_empty_pile_ends_the_round() -> None:
    _, state = witness("draw.empty-claim", CLAIM_ALLOWED)
    waiting = apply(state, Discard("R4"), CLAIM_ALLOWED)
    assert Draw() in legal_actions(waiting, CLAIM_ALLOWED)
    over = apply(waiting, Draw(), CLAIM_ALLOWED)
    # The turn cannot take a card; under draw.exhausted=void nobody scores.
    assert over.phase == "round-over" and over.result is not None
    assert over.result.ended_by == "draw-pile-empty" and over.result.scores == (0, 0)


def test_without_a_claim_the_round_ends_under_both_readings() -> None:
    # Four players, dealer 3 (play_builders' deck order): player 0 holds R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5 R5 R5
    # and draws GY, the draw pile's top, to discard it; player 1 holds R5 R7 x4 R8 x4 RY x4, no green card. The
    # rest of the draw pile goes into the chest but for its top card, the second GY, on player 2's pile.
    state = in_phase(fresh_round(4, dealer=3), "discard", turn=0)
    top = state.draw_pile[0]
    state = with_hand(state, 0, [*state.players[0].hand.tokens(), top])
    rest = list(state.draw_pile)
    state = with_player(state, 2, piles=(Pile((rest[0],)),))
    state = dataclasses.replace(state, chest=state.chest + cards(rest[1:]), draw_pile=())
    assert violations(state) == [] and top == "GY" and rest[0] == "GY"
    assert state.players[1].hand == cards("R5 R7 R7 R7 R7 R8 R8 R8 R8 RY RY RY RY")
    # Player 1 holds no green card to use either GY: no claim, so the round ends under both readings.
    for reading in (DEFAULT, CLAIM_ALLOWED):
        over = apply(state, Discard(top), reading)
        assert over.phase == "round-over" and over.result is not None
        assert over.result.ended_by == "draw-pile-empty"


# ---------------------------------------------------------------------------------------------------------------
# mistake.next-round
# ---------------------------------------------------------------------------------------------------------------


def test_lost_turn_witness() -> None:
    found, state = witness("mistake.next-round", CARRIES)
    # Premises: two players, the round over by player 0's Cheng (dealer 1), player 1 owing a lost turn.
    assert state.player_count == 2 and state.phase == "round-over" and state.dealer == 1
    assert state.result is not None and state.result.cheng_player == 0
    assert state.players[1].skip_next_turn and not state.players[0].skip_next_turn
    # Section 8: the deal passes left to player 0 and play begins on his left, with player 1. lapses: player 1
    # plays. carries: player 1 loses that turn (Section 7, PENALTY), so player 0 plays first.
    assert found.base_answer == {"phase": "start", "dealer": 0, "turn": 1, "owe_a_lost_turn": []}
    assert found.other_answer == {"phase": "start", "dealer": 0, "turn": 0, "owe_a_lost_turn": []}


def test_a_lost_turn_owed_at_the_round_end_is_played_out_by_hand() -> None:
    # Four players, dealer 0 (play_builders' deck order): player 1 holds R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5 R5 R5
    # and the drawn GY. GY is the only green card, so it fits no set: "cheng discarding R5" is a mistaken Cheng
    # (Section 7, PENALTY). R5 stays discarded and player 1 owes the next turn.
    state = fresh_round()
    state = in_phase(with_hand(state, 1, [*state.players[1].hand.tokens(), state.draw_pile[0]]), "discard")
    state = apply(state, parse_action("cheng discarding R5"))
    assert state.players[1].skip_next_turn and state.turn == 2
    # Player 2 draws and goes Cheng at once with two kongs and two pungs of black cards, before player 1's next
    # turn comes.
    state = in_phase(with_hand(state, 2, "B2 B2 B2 B2 B3 B3 B3 B3 B4 B4 B4 B5 B5 B5"), "discard")
    assert violations(state) == []
    over = apply(state, Cheng())
    assert over.phase == "round-over" and over.players[1].skip_next_turn
    order = deck_order()
    for card in over.chest.tokens():
        order.remove(card)
    deal = Deal(tuple(order))
    # Section 8: player 1 deals the next round and player 2, on his left, plays first under both readings: player
    # 1's lost turn would come only after players 2, 3 and 0.
    lapsed, carried = apply(over, deal), apply(over, deal, CARRIES)
    assert (lapsed.dealer, lapsed.turn) == (1, 2) == (carried.dealer, carried.turn)
    assert not lapsed.players[1].skip_next_turn
    assert carried.players[1].skip_next_turn and violations(carried) == []
    # Under carries, once players 2, 3 and 0 have drawn and discarded, player 1's turn is lost: player 2 again.
    for _ in range(3):
        carried = apply(apply(carried, Draw(), CARRIES), Discard(carried.draw_pile[0]), CARRIES)
    assert carried.turn == 2 and not carried.players[1].skip_next_turn


# ---------------------------------------------------------------------------------------------------------------
# game.tie
# ---------------------------------------------------------------------------------------------------------------


def test_tie_witness() -> None:
    found, state = witness("game.tie", PLAY_ON)
    # Premises: two players (150 wins), player 0 going Cheng from 120 with two kongs and two pungs (10 + 10 + 5 +
    # 5 + the Cheng bonus 10 = 40), player 1 at 130 with three kongs (30): both end at 160.
    assert state.player_count == 2 and [p.score for p in state.players] == [120, 130]
    assert found.input["action"] == "cheng"
    # share: the game ends with both as winners. play-on: nobody alone has the highest total, so another round.
    assert found.base_answer == {"phase": "game-over", "totals": [160, 160], "winners": [0, 1]}
    assert found.other_answer == {"phase": "round-over", "totals": [160, 160], "winners": None}


def test_play_goes_on_until_one_player_alone_is_highest() -> None:
    _, state = witness("game.tie", PLAY_ON)
    over = apply(state, Cheng(), PLAY_ON)
    assert violations(over) == []  # a round over with two totals past 150, tied
    # The next round, dealt in deck order: still a position of the game with both totals past 150.
    order = deck_order(2)
    for card in over.chest.tokens():
        order.remove(card)
    dealt = apply(over, Deal(tuple(order)), PLAY_ON)
    assert dealt.phase == "start" and dealt.turn == 1 and violations(dealt) == []
    # Player 1 draws into two kongs and two pungs of black cards and goes Cheng without discarding: 10 + 10 + 5 +
    # 5 + the Cheng bonus 10 = 40, so 160 + 40 = 200. Player 0 was dealt R7 R7 R7 R8 x4 RY x4 G2 G2: a pung (5),
    # two kongs (10 + 10) and four Yin-Yang cards (4 x 5) = 45, so 160 + 45 = 205: player 0 alone is highest.
    assert dealt.players[0].hand == cards("R7 R7 R7 R8 R8 R8 R8 RY RY RY RY G2 G2")
    cheng = in_phase(with_hand(dealt, 1, "B2 B2 B2 B2 B3 B3 B3 B3 B4 B4 B4 B5 B5 B5"), "discard")
    ended = apply(cheng, Cheng(), PLAY_ON)
    assert [p.score for p in ended.players] == [205, 200]
    assert ended.phase == "game-over"


def test_a_highest_total_alone_ends_the_game_under_play_on() -> None:
    # The family's first position: player 0 ends at 160, player 1 at 155 (two players): player 0 alone is
    # highest, so the game ends under both readings with player 0 the winner.
    probe = family("game.tie").probes[0]
    assert [p.score for p in probe.state.players] == [120, 125]
    for reading in (DEFAULT, PLAY_ON):
        over = apply(probe.state, Cheng(), reading)
        assert over.phase == "game-over" and [p.score for p in over.players] == [160, 155]


def test_a_tied_total_in_play_is_refused_only_when_not_tied() -> None:
    # forbidden.game.end: past 200 in phase start is a position only while the highest total is shared.
    assert violations(fresh_round(scores=[0, 205, 205, 0])) == []
    alone = violations(fresh_round(scores=[0, 205, 150, 0]))
    assert alone == ["players[1].score is 205 in phase start; the game ends when a total reaches 200"]
