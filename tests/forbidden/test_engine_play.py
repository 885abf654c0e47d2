"""The play engine against hand-worked cases from the rulebook (Sections 3, 4, 6, 7, 8; two-player and Fast rules).

Every expected value below is worked out from the rulebook text or docs/forbidden-play.md, in the test.
States are built with ``play_builders`` (4 players unless said; dealer 0, so player 1 is to play; player ``i+1``
sits on player ``i``'s left).
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest

from rulebook.forbidden.actions import Block, Cheng, Claim, ClaimForbidden, Deal, Discard, Draw, Pass, parse_action
from rulebook.forbidden.engine.play import IllegalActionError, actor, apply, legal_actions, new_game
from rulebook.forbidden.engine.round import cards_needed, deck, shuffled
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import PileRef, State
from tests.forbidden.play_builders import cards, fresh_round, in_phase, with_laid, with_pile, with_player


def table(hands: dict[int, str], piles: dict[int, str] | None = None, players: int = 4) -> State:
    """Player 1 to play; the given hands and pile contents (bottom first).

    Other players hold one filler card (no Forbidden card, so they cannot block); the engine does not need full
    hands, and small ones keep the cards these tests use free.
    """
    fillers = {0: "G5", 1: "G8", 2: "B5", 3: "BY"}
    state = fresh_round(players, hands=[hands.get(p, fillers[p]) for p in range(players)])
    for owner, pile in (piles or {}).items():
        state = with_pile(state, owner, pile)
    return state


def claims_of(state: State, reading: Reading = DEFAULT) -> set[str]:
    return {str(a) for a in legal_actions(state, reading) if isinstance(a, Claim | ClaimForbidden)}


# --- Section 4: drawing and claiming ------------------------------------------------------------------------------


def test_drawing_takes_the_top_card_into_the_hand() -> None:
    state = fresh_round()
    top = state.draw_pile[0]
    after = apply(state, Draw())
    assert after.phase == "discard" and after.turn == 1
    assert after.players[1].hand.count(top) == state.players[1].hand.count(top) + 1
    assert after.draw_pile == state.draw_pile[1:]


def test_a_claim_completes_a_set_with_hand_cards() -> None:
    state = table({1: "R3 R4 G7"}, {2: "B8 R2"})
    assert "claim 2 using R3 R4" in claims_of(state)
    after = apply(state, parse_action("claim 2 using R3 R4"))
    # Nobody holds a Forbidden card, so the claim stands at once; the claimed R2 never enters the hand.
    assert after.phase == "discard"
    assert after.players[1].hand == cards("G7")
    assert [(s.cards, s.claimed) for s in after.players[1].laid] == [(cards("R2 R3 R4"), cards("R2"))]
    assert after.players[2].piles[0].cards == ("B8",)


def test_the_rulebooks_claim_from_two_piles() -> None:
    # Section 4: "you have the Red 3 in hand. One opponent just discarded the Red 2 and another discards the Red 4."
    state = table({1: "R3 G7"}, {0: "R2", 2: "R4"})
    assert "claim 0,2 using R3" in claims_of(state)
    after = apply(state, parse_action("claim 0,2 using R3"))
    assert after.players[1].laid[0].cards == cards("R2 R3 R4")
    assert after.players[1].laid[0].claimed == cards("R2 R4")


def test_never_from_ones_own_pile_and_never_a_royal_or_wild() -> None:
    state = table({1: "R3 R4 W G7"}, {1: "R2", 2: "EM", 3: "W"})
    assert claims_of(state) == set()
    with pytest.raises(IllegalActionError, match="own pile"):
        apply(state, Claim((PileRef(1),), cards("R3 R4")))
    with pytest.raises(IllegalActionError, match="no-royal-claim"):
        apply(state, Claim((PileRef(2),), cards("R3 R4")))


def test_a_claim_of_cards_that_make_no_set_is_refused() -> None:
    state = table({1: "R3 G4 G7"}, {2: "R2"})
    assert claims_of(state) == set()
    with pytest.raises(IllegalActionError, match="do not form one set"):
        apply(state, Claim((PileRef(2),), cards("R3 G4")))


def test_a_wild_may_help_a_claim_unless_the_reading_says_no() -> None:
    state = table({1: "R2 W G7"}, {2: "R4"})
    # R2 W=R3 R4 is a run of three: the only set R4 can make with this hand.
    assert claims_of(state) == {"claim 2 using R2 W"}
    assert claims_of(state, Reading(claim_wild="no")) == set()


def _emptying(table_forbidden: int) -> State:
    """Player 1 holds only R3 R4 beside a laid B7 B7 B7 and ``table_forbidden`` claimed Forbidden cards; R2 on 2."""
    state = with_laid(table({1: "R3 R4"}, {2: "R2"}), 1, "B7 B7 B7", "B7")
    return with_player(state, 1, table_forbidden=table_forbidden)


def test_a_claim_may_use_every_card_when_the_emptied_hand_may_go_cheng() -> None:
    # Sections 4 and 7: R2 with R3 R4 is a run; the hand is then empty, every number card is in a laid set and no
    # Forbidden card is held, so the hand is complete "without discarding" and the only action is the Cheng.
    state = _emptying(0)
    assert claims_of(state) == {"claim 2 using R3 R4"}
    after = apply(state, parse_action("claim 2 using R3 R4"))
    assert after.phase == "discard" and len(after.players[1].hand) == 0
    assert legal_actions(after) == (Cheng(()),)
    over = apply(after, Cheng(()))
    assert over.phase == "round-over" and over.result is not None and over.result.cheng_player == 1


def test_two_forbidden_cards_on_the_table_let_the_emptied_hand_go_cheng() -> None:
    # Section 7: ZERO or TWO or more Forbidden cards "(including any claimed on the table)".
    state = _emptying(2)
    assert claims_of(state) == {"claim 2 using R3 R4"}
    assert legal_actions(apply(state, parse_action("claim 2 using R3 R4"))) == (Cheng(()),)


def test_a_claim_emptying_the_hand_beside_one_forbidden_card_on_the_table_is_refused() -> None:
    # Section 7: "A LONE Forbidden card prevents a player from going Cheng" — with no card left to discard and no
    # Cheng the turn could not end, so the claim is refused.
    state = _emptying(1)
    assert claims_of(state) == set()
    with pytest.raises(IllegalActionError, match=r"forbidden\.play\.claim"):
        apply(state, parse_action("claim 2 using R3 R4"))


def test_a_claim_leaving_a_card_stands_beside_one_forbidden_card() -> None:
    # With a Rooster kept for the discard the lone table Forbidden card does not matter to the claim.
    state = with_player(_emptying(1), 1, hand=cards("R3 R4 RO"))
    assert claims_of(state) == {"claim 2 using R3 R4"}


def test_a_pung_or_kong_claim_and_a_longer_run() -> None:
    state = table({1: "G7 G7 G7 R3 R4 R5 B2"}, {2: "G7", 3: "R2"})
    found = claims_of(state)
    assert {"claim 2 using G7 G7", "claim 2 using G7 G7 G7"} <= found
    assert {"claim 3 using R3 R4", "claim 3 using R3 R4 R5"} <= found


def test_a_yin_yang_card_stands_for_six_in_a_claimed_run() -> None:
    state = table({1: "R5 R7 G2"}, {2: "RY"})
    assert "claim 2 using R5 R7" in claims_of(state)


# --- Section 6: Forbidden cards -----------------------------------------------------------------------------------


def test_a_discarded_forbidden_card_is_claimed_onto_the_table() -> None:
    state = table({1: "R3 G7"}, {2: "R2 F"})
    assert "claim-forbidden 2" in claims_of(state)
    after = apply(state, ClaimForbidden(PileRef(2)))
    assert after.phase == "discard"
    assert after.players[1].table_forbidden == 1
    assert after.players[1].hand == cards("R3 G7")
    assert after.players[2].piles[0].cards == ("R2",)


def test_under_the_reviews_reading_a_claimed_forbidden_card_goes_into_the_hand() -> None:
    state = table({1: "R3 G7"}, {2: "R2 F"})
    after = apply(state, ClaimForbidden(PileRef(2)), Reading(claim_forbidden_destination="hand"))
    assert after.players[1].table_forbidden == 0
    assert after.players[1].hand == cards("R3 G7 F")


def waiting_claim(blockers: dict[int, str], reading: Reading = DEFAULT) -> State:
    """Player 1 claims R2 from player 2's pile with R3 R4; ``blockers`` give hands to players 0, 2, 3."""
    state = table({1: "R3 R4 G7", **blockers}, {2: "B8 R2"})
    return apply(state, parse_action("claim 2 using R3 R4"), reading)


def test_a_claim_waits_while_someone_may_block() -> None:
    state = waiting_claim({3: "F G2"})
    assert state.phase == "claim"
    assert actor(state) == 3
    assert legal_actions(state) == (Block(), Pass())


def test_the_block_closest_to_the_claimants_left_stands() -> None:
    # Players 0 and 3 hold F; from claimant 1's left the order is 2, 3, 0: player 3 is asked first.
    state = waiting_claim({0: "F G2", 3: "F G3"})
    assert actor(state) == 3
    after = apply(state, Pass())
    assert actor(after) == 0
    blocked = apply(after, Block())
    assert blocked.players[0].hand == cards("G2") and blocked.players[0].blocks == 1
    assert blocked.players[3].hand == cards("F G3")


def test_a_block_returns_the_card_and_the_claimant_loses_the_turn() -> None:
    state = waiting_claim({3: "F G2"})
    after = apply(state, Block())
    # The claimant keeps R3 R4, lays nothing, makes no discard; play passes to the claimant's left (player 2).
    assert after.players[1].hand == cards("R3 R4 G7") and after.players[1].laid == ()
    assert after.phase == "start" and after.turn == 2
    # The returned R2 lies under the crosswise Forbidden card (block.returned-card=under-blocker).
    assert after.players[2].piles[0].cards == ("B8", "R2", "F")
    assert after.players[2].piles[0].crosswise == 2


def test_the_other_readings_of_a_block() -> None:
    reading = Reading(block_returned_card="on-top", block_next_player="blocker-left")
    after = apply(waiting_claim({3: "F G2"}, reading), Block(), reading)
    assert after.players[2].piles[0].cards == ("B8", "F", "R2")
    assert after.players[2].piles[0].crosswise == 1
    assert after.turn == 0  # the blocker (3) is followed by player 0


def test_when_everybody_passes_the_claim_stands() -> None:
    state = apply(waiting_claim({3: "F G2"}), Pass())
    assert state.phase == "discard" and state.players[1].laid[0].cards == cards("R2 R3 R4")


def test_a_pile_holding_a_crosswise_card_cannot_be_blocked_again() -> None:
    state = table({1: "R3 R4 G7", 3: "F G2"}, {2: "F R2"})
    state = with_pile(state, 2, "F R2", crosswise=0)
    after = apply(state, parse_action("claim 2 using R3 R4"))
    assert after.phase == "discard"  # nobody may block: the claim stood at once


def test_a_claim_from_several_piles_is_blocked_on_the_pile_closest_to_the_left() -> None:
    state = table({1: "R3 G7", 3: "F G2"}, {0: "R2", 2: "R4"})
    waiting = apply(state, parse_action("claim 0,2 using R3"))
    after = apply(waiting, Block())
    # Player 2 sits on claimant 1's left, player 0 three seats away: pile 2 is blocked, R2 goes back on pile 0.
    assert after.players[2].piles[0].cards == ("R4", "F") and after.players[2].piles[0].crosswise == 1
    assert after.players[0].piles[0].cards == ("R2",) and after.players[0].piles[0].crosswise is None


def test_when_the_closest_pile_is_already_blocked() -> None:
    state = table({1: "R3 G7", 3: "F G2"}, {0: "R2"})
    state = with_pile(state, 2, "F R4", crosswise=0)
    waiting = apply(state, parse_action("claim 0,2 using R3"))
    after = apply(waiting, Block())
    assert after.players[0].piles[0].cards == ("R2", "F") and after.players[0].piles[0].crosswise == 1
    only = Reading(block_which_pile="closest-only")
    assert apply(state, parse_action("claim 0,2 using R3"), only).phase == "discard"


def test_claiming_a_blocking_card_makes_the_pile_blockable_again() -> None:
    state = table({1: "R3 R4 G7", 3: "F G2"}, {2: "B8 R2 F"})
    state = with_pile(state, 2, "B8 R2 F", crosswise=2)
    after = apply(state, ClaimForbidden(PileRef(2)))
    assert after.phase == "discard" and after.players[1].table_forbidden == 1
    assert after.players[2].piles[0].crosswise is None


# --- End of turn and Section 7 --------------------------------------------------------------------------------------


def test_discarding_ends_the_turn() -> None:
    state = in_phase(table({1: "R3 G7"}), "discard")
    after = apply(state, Discard("G7"))
    assert after.players[1].hand == cards("R3") and after.players[1].piles[0].cards == ("G7",)
    assert after.phase == "start" and after.turn == 2
    with pytest.raises(IllegalActionError, match="not in the hand"):
        apply(state, Discard("B2"))


WILD_DRAGON = "R2 RY R7 B8 B8 B8 G2 G2 W F EM"
"""The rulebook's first worked example (Scoring): with the laid R3-4-5 it scores 70 going Cheng."""


def wild_dragon_turn(**scores: int) -> State:
    state = table({1: WILD_DRAGON, 2: "G3 G3 G3 F", 3: "B7 B7 B7 B7 RO"})
    state = with_player(state, 1, laid=(), score=scores.get("p1", 0))
    state = with_laid(state, 1, "R3 R4 R5", "R4")
    return in_phase(state, "discard")


def test_going_cheng_without_discarding_scores_the_worked_example() -> None:
    state = wild_dragon_turn()
    assert Cheng() in legal_actions(state)
    after = apply(state, Cheng())
    assert after.phase == "round-over"
    assert after.result is not None and after.result.cheng_player == 1
    # Player 2: a pung of green 3s (5) less 5 for the Forbidden card held = 0. Player 3: a kong (10) and the
    # Rooster for a non-Cheng player (15) = 25.
    assert after.result.scores[1:] == (70, 0, 25)
    assert [p.score for p in after.players][1:] == [70, 0, 25]


def test_a_hand_that_may_not_go_cheng_is_taken_back_and_the_next_turn_lost() -> None:
    state = in_phase(table({1: "R2 R3 G7 B8"}), "discard")
    assert not any(isinstance(a, Cheng) for a in legal_actions(state))
    after = apply(state, parse_action("cheng discarding B8"))
    assert after.phase == "start" and after.turn == 2
    assert after.players[1].skip_next_turn and after.players[1].hand == cards("R2 R3 G7")
    # Players 2, 3 and 0 draw and discard; player 1's turn is skipped and player 2 plays again.
    for _ in range(3):
        after = apply(apply(after, Draw()), Discard(after.draw_pile[0]))
    assert after.turn == 2 and not after.players[1].skip_next_turn


def test_the_fast_version_allows_two_discards_before_cheng() -> None:
    state = in_phase(table({1: "R2 R3 R4 G7 B8"}), "discard")
    two = parse_action("cheng discarding G7 B8")
    assert two not in legal_actions(state)
    assert two in legal_actions(state, Reading(variant_fast="yes"))
    with pytest.raises(IllegalActionError, match="at most 1 discard"):
        apply(state, two)


def test_an_empty_draw_pile_ends_the_round() -> None:
    state = in_phase(table({1: "R3 G7", 3: "B7 B7 B7 B7"}), "discard")
    state = dataclasses.replace(state, draw_pile=())
    voided = apply(state, Discard("G7"))
    assert voided.phase == "round-over" and voided.result is not None
    assert voided.result.ended_by == "draw-pile-empty" and voided.result.scores == (0, 0, 0, 0)
    scored = apply(state, Discard("G7"), Reading(draw_exhausted="score-all"))
    assert scored.result is not None and scored.result.scores[3] == 10  # the black 7 kong


# --- Section 8: next deal, end of the game -----------------------------------------------------------------------


def test_the_game_ends_when_a_total_reaches_200() -> None:
    after = apply(wild_dragon_turn(p1=150), Cheng())
    assert after.phase == "game-over" and after.players[1].score == 220


def test_the_next_deal_passes_left_and_the_chest_grows_by_two() -> None:
    over = apply(wild_dragon_turn(), Cheng())
    kept = Counter(over.chest.as_counter())
    order = shuffled(deck(4) - kept, 5)
    dealt = apply(over, Deal(order))
    assert dealt.dealer == 1 and dealt.turn == 2 and dealt.round == 2 and dealt.phase == "start"
    assert len(dealt.chest) == 4 and Counter(dealt.chest.as_counter()) - kept == Counter(order[:2])
    assert [len(p.hand) for p in dealt.players] == [13, 13, 13, 13]
    assert [p.score for p in dealt.players] == [p.score for p in over.players]
    with pytest.raises(IllegalActionError):
        apply(dealt, Deal(order))


def test_a_deal_must_name_every_card_not_in_the_chest() -> None:
    over = apply(wild_dragon_turn(), Cheng())
    order = shuffled(deck(4) - Counter(over.chest.as_counter()), 5)
    with pytest.raises(Exception, match="exactly once"):
        apply(over, Deal(order[1:]))


# --- Two-player rules ---------------------------------------------------------------------------------------------


def test_a_two_player_game_has_97_cards_and_two_piles_each() -> None:
    state = new_game(2, seed=3)
    assert len(state.all_cards()) == 97 and state.all_cards().count("F") == 6
    assert [[len(pile.cards) for pile in p.piles] for p in state.players] == [[1, 1], [1, 1]]
    assert len(state.draw_pile) == 97 - 2 - 26 - 4


def test_two_player_claim_of_both_top_cards() -> None:
    # TWO PLAYER RULES: "you hold in hand a red 3 while a red 4 and red 5 top your opponent's discard piles".
    state = fresh_round(2, hands=["B2 B2 B2 B3", "R3 G7"])
    state = with_pile(with_pile(state, 0, "R4"), 0, "R5", index=1)
    assert "claim 0,0.1 using R3" in claims_of(state)


def test_two_player_discard_refills_an_empty_pile() -> None:
    state = in_phase(fresh_round(2, hands=["B2 B2 B2 B3", "R3 G7"]), "discard")
    state = with_pile(state, 1, "", index=0)
    assert set(legal_actions(state)) >= {Discard("R3", 0), Discard("G7", 0)}
    assert Discard("R3", 1) not in legal_actions(state)
    with pytest.raises(IllegalActionError, match="empty pile"):
        apply(state, Discard("R3", 1))


# --- Readings about the end of a round ----------------------------------------------------------------------------


def test_the_monkey_takes_the_emperor_under_that_reading() -> None:
    state = table({1: WILD_DRAGON, 2: "G3 G3 G3 MO", 3: "B7 B7 B7 B7 RO"})
    state = in_phase(with_laid(with_player(state, 1, laid=()), 1, "R3 R4 R5", "R4"), "discard")
    reading = Reading(monkey_power="takes-emperor")
    after = apply(state, Cheng(), reading)
    assert after.result is not None
    # Player 2 takes player 1's Emperor: 5 for the pung of green 3s, doubled = 10. Player 1 is left with a lone
    # Forbidden card and scores as a non-Cheng hand: 10 + 5 + 5 + 5 (R2-3-4-5-6-7, its Yin-Yang bonus, the B8s,
    # G2 G2 W) = 25, less 5 for the Forbidden card held, now without the Emperor's protection = 20.
    assert after.result.scores[1:3] == (20, 10)
    assert apply(state, Cheng()).result.scores[1:3] == (70, 5)  # type: ignore[union-attr]


def test_a_round_score_below_zero_is_taken_from_the_total_unless_score_floor_is_zero() -> None:
    # Player 2 holds G3 and two Forbidden cards and already has 5 points; player 1 goes Cheng with the Wild Dragon.
    # Scoring: G3 is in no set (0 points) and each Forbidden card held costs 5: -10, and nothing stops it at zero
    # (score.floor=none), so the total falls to -5. Under score.floor=zero the round score counts as 0: total 5.
    state = table({1: WILD_DRAGON, 2: "G3 F F", 3: "B7 B7 B7 B7 RO"})
    state = with_player(with_player(state, 1, laid=()), 2, score=5)
    state = in_phase(with_laid(state, 1, "R3 R4 R5", "R4"), "discard")
    below = apply(state, Cheng())
    assert below.result is not None and below.result.scores[1:3] == (70, -10)
    assert below.players[2].score == -5
    floored = apply(state, Cheng(), Reading(score_floor="zero"))
    assert floored.result is not None and floored.result.scores[1:3] == (70, 0)
    assert floored.players[2].score == 5


def test_winning_the_treasure_chest_under_that_reading() -> None:
    state = wild_dragon_turn()
    after = apply(state, Cheng(), Reading(treasure_won="cheng-player"))
    assert after.result is not None and after.result.chest_won
    assert after.result.scores[1] == 70 + 5 * len(state.chest)


def test_a_new_game_deals_the_first_round() -> None:
    state = new_game(4, seed=11)
    assert state.phase == "start" and state.dealer == 0 and state.turn == 1
    assert Counter(state.all_cards().as_counter()) == deck(4)
    assert [len(p.hand) for p in state.players] == [13] * 4 and len(state.chest) == 2


def test_a_chest_too_large_to_deal_around_goes_back_into_the_deck() -> None:
    over = apply(wild_dragon_turn(), Cheng())
    # Four players need 55 cards outside the chest (52 dealt, 2 for the chest, 1 to draw): a chest of 46 leaves 54.
    big_chest = cards(list(over.draw_pile[:44]) + list(over.chest.tokens()))
    assert len(big_chest) == 46
    over = dataclasses.replace(over, chest=big_chest, draw_pile=over.draw_pile[44:])
    with pytest.raises(Exception, match="exactly once"):
        apply(over, Deal(shuffled(deck(4) - Counter(big_chest.as_counter()), 1)))
    dealt = apply(over, Deal(shuffled(deck(4), 1)))
    assert len(dealt.chest) == 2 and len(dealt.draw_pile) == 100 - 2 - 52
    # Under game-ends the round that leaves such a chest ends the game.
    state = dataclasses.replace(wild_dragon_turn(), chest=big_chest)
    state = dataclasses.replace(
        state, draw_pile=tuple((Counter(state.draw_pile) - Counter(big_chest.as_counter())).elements())
    )
    assert apply(state, Cheng(), Reading(treasure_overflow="game-ends")).phase == "game-over"
    assert apply(state, Cheng()).phase == "round-over"


def test_a_fast_two_player_cheng_refills_both_empty_piles() -> None:
    # Both of player 1's piles are empty: the first discard must go onto pile 0, the second onto pile 1.
    fast = Reading(variant_fast="yes")
    state = in_phase(fresh_round(2, hands=["B2 B2 B2 B3", "R2 R3 R4 G7 B8"]), "discard")
    state = with_pile(with_pile(state, 1, "", index=0), 1, "", index=1)
    cheng = next(a for a in legal_actions(state, fast) if isinstance(a, Cheng) and len(a.discards) == 2)
    assert [d.pile for d in cheng.discards] == [0, 1]
    after = apply(state, cheng, fast)
    assert after.phase == "round-over"
    assert [len(pile.cards) for pile in after.players[1].piles] == [1, 1]


def test_the_cards_a_deal_needs_outside_the_chest() -> None:
    # 13 per player, 2 new chest cards, 1 card to draw; with two players 4 more to start the piles.
    assert cards_needed(4) == 52 + 2 + 1
    assert cards_needed(3) == 39 + 2 + 1
    assert cards_needed(2) == 26 + 2 + 4 + 1


def test_a_mistaken_fast_cheng_keeps_only_its_first_discard() -> None:
    fast = Reading(variant_fast="yes")
    state = in_phase(table({1: "R2 R3 G7 B8 B5"}), "discard")
    after = apply(state, parse_action("cheng discarding G7 B8"), fast)  # R2 R3 B5 is no complete hand
    assert after.players[1].piles[0].cards == ("G7",)
    assert after.players[1].hand == cards("R2 R3 B5 B8") and after.players[1].skip_next_turn
    assert after.phase == "start" and after.turn == 2


# --- wild.claimable: a wild on top of an opponent's pile (Sections 2, 4, 5; Quick Start 2) -----------------------

WILD_CLAIMABLE = Reading(wild_claimable="yes")


def test_a_wild_on_a_pile_is_claimed_only_under_wild_claimable_yes_and_is_the_sets_one_wild() -> None:
    # Player 1 holds R7 R8 W G2; player 2's pile shows a wild. Section 2 makes the wild a Royal card, and Section 4
    # never lets a Royal card be claimed (default no): no claim. Under yes (the Quick Start's number cards) R7 R8 +
    # the claimed wild is a run (W = R9); the hand's own wild may not join it (one wild per set, Section 5).
    state = table({1: "R7 R8 W G2"}, {2: "B5 W"})
    assert claims_of(state) == set()
    with pytest.raises(IllegalActionError, match=re.escape("forbidden.play.no-royal-claim")):
        apply(state, parse_action("claim 2 using R7 R8"))
    assert claims_of(state, WILD_CLAIMABLE) == {"claim 2 using R7 R8"}
    with pytest.raises(IllegalActionError, match="one set of Section 5"):
        apply(state, parse_action("claim 2 using R7 W"), WILD_CLAIMABLE)
    # Nobody holds a Forbidden card, so the claim stands: the laid set records the wild as its claimed card, the
    # pile shows the B5 again, and the hand keeps W G2 for the discard.
    after = apply(state, parse_action("claim 2 using R7 R8"), WILD_CLAIMABLE)
    assert after.phase == "discard"
    assert [(s.cards, s.claimed) for s in after.players[1].laid] == [(cards("R7 R8 W"), cards("W"))]
    assert after.players[2].piles[0].cards == ("B5",)
    assert after.players[1].hand == cards("W G2")


def test_a_claimed_wild_joins_number_tops_of_other_piles_in_one_colour() -> None:
    # Under wild.claimable=yes: R3 on pile 2, a wild on pile 3, G4 on pile 0; player 1 holds R4 G7. R3 + W + R4 is a
    # run (W = R2 or R5); G4 is another colour and joins no red set; R4 with the wild alone is two cards.
    state = table({1: "R4 G7"}, {2: "R3", 3: "W", 0: "G4"})
    assert claims_of(state, WILD_CLAIMABLE) == {"claim 2,3 using R4"}
    assert claims_of(state) == set()


# --- cheng.compulsory: a player whose hand may go Cheng (Section 7) -----------------------------------------------

COMPULSORY = Reading(cheng_compulsory="yes")


def test_a_player_who_may_go_cheng_may_play_on_only_under_cheng_compulsory_no() -> None:
    # Player 1 to discard holds R2 R3 R4, G2 G3 G4, B2 B3 B4 (runs), R7 R7 R7 (a pung), the Rooster (free) and G8:
    # discarding the G8 completes the hand (Section 7, 'on his turn after discarding, one player has a complete
    # hand'). No (default): every card held may be discarded instead, and the Cheng is listed beside them (13
    # kinds, 12 discards). Yes: the Cheng is the only legal action, and a discard is refused.
    state = in_phase(table({1: "R2 R3 R4 G2 G3 G4 B2 B3 B4 R7 R7 R7 RO G8"}), "discard")
    actions = [str(action) for action in legal_actions(state)]
    assert "cheng discarding G8" in actions and "discard G8" in actions and len(actions) == 12 + 1
    assert [str(action) for action in legal_actions(state, COMPULSORY)] == ["cheng discarding G8"]
    with pytest.raises(IllegalActionError, match=re.escape("cheng.compulsory=yes")):
        apply(state, parse_action("discard G8"), COMPULSORY)
    after = apply(state, parse_action("discard G8"))
    assert after.phase == "start" and after.turn == 2
    # A hand that may not go Cheng (B8 for the third R7) keeps its discards under yes too.
    playing_on = in_phase(table({1: "R2 R3 R4 G2 G3 G4 B2 B3 B4 R7 R7 B8 RO G8"}), "discard")
    assert legal_actions(playing_on, COMPULSORY) == legal_actions(playing_on)
    assert not any(isinstance(action, Cheng) for action in legal_actions(playing_on))


# --- claim.from-hand: three opponents' tops that are a set alone (Section 4) ------------------------------------

FROM_HAND_OPTIONAL = Reading(claim_from_hand="optional")


def test_three_opponents_tops_that_are_a_set_alone_are_claimed_only_under_claim_from_hand_optional() -> None:
    # Player 1 holds R5 G7; the opponents' tops are R2 (pile 2), R3 (pile 3) and R4 (pile 0): a run on their own.
    # With the R5: R2 R3 R4 R5 from all three piles, R3 R4 R5 from piles 3 and 0. "add the cards from his hand to
    # complete the set" (Section 4): under required (default) a hand card is needed; under optional the three tops
    # alone are a claim too.
    state = table({1: "R5 G7"}, {2: "R2", 3: "R3", 0: "R4"})
    assert claims_of(state) == {"claim 0,2,3 using R5", "claim 0,3 using R5"}
    assert claims_of(state, FROM_HAND_OPTIONAL) == {"claim 0,2,3 using R5", "claim 0,3 using R5", "claim 0,2,3 using"}
    with pytest.raises(IllegalActionError, match=re.escape("claim.from-hand=required")):
        apply(state, parse_action("claim 0,2,3 using"))
    # Nobody holds a Forbidden card, so the claim stands at once: the three tops are laid, the hand keeps both
    # cards and must still discard.
    after = apply(state, parse_action("claim 0,2,3 using"), FROM_HAND_OPTIONAL)
    assert after.phase == "discard"
    assert after.players[1].laid[0].cards == cards("R2 R3 R4") == after.players[1].laid[0].claimed
    assert after.players[1].hand == cards("R5 G7")


def test_a_claim_with_no_hand_card_reads_and_prints_as_claim_piles_using_nothing() -> None:
    action = parse_action("claim 3,2,0 using")
    assert isinstance(action, Claim) and action.piles == (PileRef(0), PileRef(2), PileRef(3))
    assert len(action.hand) == 0 and str(action) == "claim 0,2,3 using"


# --- block.two-player-pile: a claim of both of the one opponent's piles (Section 6, TWO PLAYER RULES) ----------

BLOCKER_CHOOSES = Reading(block_two_player_pile="blocker-chooses")


def two_pile_claim(reading: Reading) -> State:
    """Two players: player 1 claims R3 (pile 0) and R4 (pile 0.1) of player 0 with R2; player 0 holds F."""
    state = fresh_round(2, hands=["F G2", "R2 G7"])
    state = with_pile(with_pile(state, 0, "R3"), 0, "R4", index=1)
    return apply(state, parse_action("claim 0,0.1 using R2"), reading)


def test_two_players_a_block_goes_on_the_first_pile_unless_the_blocker_chooses() -> None:
    # The one player who may block owns both claimed piles: "the one closest to his left" does not tell them
    # apart. first-pile: one block action, on pile 0. blocker-chooses: a block action per pile.
    assert legal_actions(two_pile_claim(DEFAULT)) == (Block(), Pass())
    assert legal_actions(two_pile_claim(BLOCKER_CHOOSES), BLOCKER_CHOOSES) == (
        Block(PileRef(0, 0)),
        Block(PileRef(0, 1)),
        Pass(),
    )
    first = apply(two_pile_claim(DEFAULT), Block())
    assert first.players[0].piles[0].cards == ("R3", "F") and first.players[0].piles[0].crosswise == 1
    assert first.players[0].piles[1].cards == ("R4",) and first.players[0].piles[1].crosswise is None


def test_two_players_the_blocker_who_chooses_the_second_pile_blocks_it() -> None:
    # Player 0 blocks pile 0.1: F lies crosswise over the returned R4 (under-blocker), R3 goes back on pile 0, and
    # the turn passes to the blocker (with two players the claimant's left).
    after = apply(two_pile_claim(BLOCKER_CHOOSES), parse_action("block 0.1"), BLOCKER_CHOOSES)
    assert after.players[0].piles[1].cards == ("R4", "F") and after.players[0].piles[1].crosswise == 1
    assert after.players[0].piles[0].cards == ("R3",) and after.players[0].piles[0].crosswise is None
    assert after.players[0].hand == cards("G2") and after.players[0].blocks == 1
    assert after.phase == "start" and after.turn == 0


def test_a_block_naming_no_pile_or_a_pile_the_rules_do_not_offer_is_refused() -> None:
    with pytest.raises(IllegalActionError, match=re.escape("block 0, block 0.1")):
        apply(two_pile_claim(BLOCKER_CHOOSES), Block(), BLOCKER_CHOOSES)
    with pytest.raises(IllegalActionError, match="the block actions are block"):
        apply(two_pile_claim(DEFAULT), Block(PileRef(0, 1)))


def test_a_block_naming_a_pile_reads_and_prints_with_its_pile() -> None:
    from rulebook.forbidden.actions import action_from_json, action_json

    action = parse_action("block 1.1")
    assert action == Block(PileRef(1, 1)) and str(action) == "block 1.1"
    assert action_json(action) == {"action": "block", "pile": [1, 1]}
    assert action_from_json({"action": "block", "pile": [1, 1]}) == action
    assert action_json(Block()) == {"action": "block"} and action_from_json({"action": "block"}) == Block()


# --- block.next-player when the blocker sits on the claimant's right (Section 6) --------------------------------

BLOCKER_LEFT = Reading(block_next_player="blocker-left")


def test_a_blocker_on_the_claimants_right_passes_the_turn_to_the_claimants_left_under_either_option() -> None:
    # Four players, claimant 1: player 0 sits on the claimant's right, so the blocker's left is the claimant, who
    # "loses his turn". Under blocker-left the claimant is passed over: the turn goes to player 2, the claimant's
    # left, exactly as under claimant-left.
    for reading in (DEFAULT, BLOCKER_LEFT):
        after = apply(waiting_claim({0: "F G2"}, reading), Block(), reading)
        assert after.phase == "start" and after.turn == 2
        assert after.players[0].blocks == 1


def test_three_players_a_blocker_on_the_right_and_one_on_the_left() -> None:
    # Three players, claimant 1 claims R2 from player 2's pile with R3 R4. Blocker 0 sits on the claimant's right:
    # the turn goes to 2 under both options. Blocker 2 sits on the claimant's left: claimant-left gives 2, and
    # blocker-left gives the blocker's left, player 0.
    for blocker, turns in ((0, (2, 2)), (2, (2, 0))):
        state = table({1: "R3 R4 G7", blocker: "F G2"}, {2: "B8 R2"}, players=3)
        for reading, turn in zip((DEFAULT, BLOCKER_LEFT), turns, strict=True):
            waiting = apply(state, parse_action("claim 2 using R3 R4"), reading)
            assert actor(waiting, reading) == blocker
            assert apply(waiting, Block(), reading).turn == turn
