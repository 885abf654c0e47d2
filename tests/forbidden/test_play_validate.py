"""violations / check_state: a valid position has none; each broken part is reported with its place and problem."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, cast

import pytest

from rulebook.core.errors import InputError
from rulebook.forbidden.engine.round import new_game
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import Phase, Player, State
from rulebook.forbidden.validate import check_state, violations
from tests.forbidden.play_builders import (
    cards,
    fresh_round,
    in_phase,
    pending_claim,
    rebalanced,
    round_result,
    with_hand,
    with_laid,
    with_pile,
    with_player,
    without_draw_pile,
)

# Player 1 (to play after dealer 0) holds B2 B3 for a claim of B4; the rest is dealt in deck order.
CLAIMANT_HAND = "B2 B3 R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5"


def only(problems: list[str]) -> str:
    assert len(problems) == 1, problems
    return problems[0]


def claim_state(
    piles: Sequence[int | tuple[int, int]] = (2,),
    claimed: str = "B4",
    hand: str = "B2 B3",
    declined: Sequence[int] = (),
) -> State:
    """Phase claim: player 1 claims B4 from player 2's pile with B2 B3 from the hand (valid unless changed)."""
    state = fresh_round(hands=[None, CLAIMANT_HAND])
    return rebalanced(in_phase(state, "claim", claim=pending_claim(piles, claimed, hand, declined)))


def with_block(state: State, p: int) -> State:
    """Player ``p`` has blocked once: one Forbidden card fewer in hand (here: the last card of the hand back)."""
    hand = list(state.players[p].hand.tokens())
    return with_hand(with_player(state, p, blocks=1), p, hand[:-1])


# ---------------------------------------------------------------------------------------------------------------
# Valid positions
# ---------------------------------------------------------------------------------------------------------------


def test_builder_deals_the_sorted_deck_like_deal_order() -> None:
    state = fresh_round()
    # chest R2 R2; then 13 each from the dealer's left: players 1, 2, 3, 0.
    assert state.chest == cards("R2 R2")
    assert state.players[1].hand == cards("R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5 R5 R5")
    assert state.players[2].hand == cards("R5 R7 R7 R7 R7 R8 R8 R8 R8 RY RY RY RY")
    assert state.players[3].hand == cards("G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G4 G5")
    assert state.players[0].hand == cards("G5 G5 G5 G7 G7 G7 G7 G8 G8 G8 G8 GY GY")
    # 100 - 2 - 52 = 46 cards: GY GY, 28 black, 9 F, 3 W, 4 royals; top card first.
    assert len(state.draw_pile) == 46
    assert state.draw_pile[:3] == ("GY", "GY", "B2")
    assert state.draw_pile[-4:] == ("EM", "ES", "MO", "RO")
    assert (state.phase, state.turn, state.dealer, state.round) == ("start", 1, 0, 1)


def test_fresh_four_player_round_is_valid() -> None:
    assert violations(fresh_round()) == []
    check_state(fresh_round(), Reading())


def test_fresh_three_player_round_with_another_dealer_is_valid() -> None:
    state = fresh_round(3, dealer=2)
    assert state.turn == 0
    assert len(state.draw_pile) == 100 - 2 - 39
    assert violations(state) == []


def test_two_player_round_has_97_cards_and_two_piles_each() -> None:
    state = fresh_round(2)
    assert len(state.all_cards()) == 97
    assert state.all_cards().count("F") == 6
    # chest R2 R2, player 1 then player 0 get 13 each, then G2 G2 to the dealer's piles and G2 G2 to player 1's.
    assert [pile.cards for pile in state.players[0].piles] == [("G2",), ("G2",)]
    assert [pile.cards for pile in state.players[1].piles] == [("G2",), ("G2",)]
    assert len(state.draw_pile) == 97 - 2 - 26 - 4
    assert violations(state) == []


def test_waiting_claim_is_valid() -> None:
    state = claim_state(declined=[2, 3])
    assert state.claim is not None
    assert len(state.draw_pile) == 45  # B4 came off player 2's pile (built from the draw pile)
    assert violations(state) == []


def test_discard_phase_after_a_standing_claim_is_valid() -> None:
    # Player 1 laid B2 B3 B4 (B4 claimed): rest size 13 - (2 + 1) = 10, so 11 cards to discard from.
    state = fresh_round(hands=[None, CLAIMANT_HAND])
    state = with_hand(state, 1, "R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5")
    state = with_laid(state, 1, "B2 B3 B4", "B4")
    assert violations(in_phase(state, "discard")) == []


def emptied_by_claim(phase: Phase, table_forbidden: int = 0) -> State:
    """Player 1 has laid every card: the last claim used the whole hand (rule ``forbidden.play.claim``).

    The claims' hand cards plus their missing draws (and the table's Forbidden cards) add up to 14: one more
    than the 13 dealt, so 13 less them is -1 and the hand is empty.
    """
    sets = [("B2 B2 B2", "B2"), ("B3 B3 B3", "B3"), ("B4 B4 B4", "B4"), ("B5 B5 B5", "B5"), ("B7 B8 BY", "B7 BY")]
    if table_forbidden == 1:
        sets[3] = ("B5 B5 B5", "B5 B5")  # 3 + 3 + 3 + 2 + 2 = 13, and the Forbidden card on the table
    state = with_hand(fresh_round(), 1, "")
    for set_cards, claimed in sets:
        state = with_laid(state, 1, set_cards, claimed)
    state = rebalanced(with_player(state, 1, table_forbidden=table_forbidden))
    return in_phase(state, phase)


def test_discard_phase_with_a_hand_emptied_by_a_claim_is_valid() -> None:
    # Sections 4 and 7: the claim used every card left; the player now goes Cheng without discarding.
    assert violations(emptied_by_claim("discard")) == []
    cheng = emptied_by_claim("round-over")
    cheng = dataclasses.replace(cheng, result=round_result([0, 45, 0, 0], cheng_player=1))
    assert violations(cheng) == []


def test_a_hand_emptied_by_a_claim_beside_one_table_forbidden_card_is_no_position() -> None:
    # Section 7: a lone Forbidden card (claimed on the table) prevents the Cheng, so that claim cannot have stood.
    problem = only(violations(emptied_by_claim("discard", table_forbidden=1)))
    assert "could not go Cheng" in problem and "forbidden.play.claim" in problem


def test_a_hand_emptied_by_a_claim_outside_the_claimants_discard_is_no_position() -> None:
    # In phase start the player would have had to discard or go Cheng already: -1 cards left is impossible.
    problem = only(violations(emptied_by_claim("start")))
    assert problem.startswith("players[1] has -1 cards left for the hand")


def test_a_block_with_its_crosswise_card_is_valid() -> None:
    state = with_pile(with_block(fresh_round(), 3), 2, "B2 F", crosswise=1)
    assert violations(state) == []


def test_round_over_after_a_cheng_and_after_the_draw_pile_ran_out_are_valid() -> None:
    cheng = with_hand(fresh_round(), 2, "R5 R7 R7 R7 R7 R8 R8 R8 R8 RY RY RY")  # 12 cards: one discarded
    cheng = in_phase(cheng, "round-over", result=round_result([5, 0, 40, -5], cheng_player=2))
    assert violations(cheng) == []
    empty = in_phase(without_draw_pile(fresh_round()), "round-over", result=round_result([0, 0, 0, 0]))
    assert violations(empty) == []


def test_game_over_when_a_total_reached_the_winning_total_is_valid() -> None:
    state = fresh_round(2, scores=[150, 90])
    state = in_phase(state, "game-over", result=round_result([60, 0], cheng_player=0))
    assert violations(state) == []


# ---------------------------------------------------------------------------------------------------------------
# Seats and piles
# ---------------------------------------------------------------------------------------------------------------


def test_five_players() -> None:
    state = fresh_round()
    fifth = Player(cards(state.draw_pile[:13]))
    state = dataclasses.replace(state, players=(*state.players, fifth), draw_pile=state.draw_pile[13:])
    assert only(violations(state)) == "the state has 5 players; 2 to 4 expected"


@pytest.mark.parametrize(("field", "value"), [("dealer", 4), ("turn", 7)])
def test_dealer_and_turn_must_be_players(field: str, value: int) -> None:
    changes: dict[str, Any] = {field: value}
    state = dataclasses.replace(fresh_round(), **changes)
    assert only(violations(state)) == f"{field} is {value}; expected a player from 0 to 3"


def test_round_counts_from_one() -> None:
    assert only(violations(fresh_round(round_number=0))) == "round is 0; rounds count from 1"


def test_a_second_pile_in_the_four_player_game() -> None:
    state = with_player(fresh_round(), 2, piles=(fresh_round().players[2].piles[0],) * 2)
    assert only(violations(state)) == "players[2] has 2 discard piles; 1 expected with 4 players"


def test_one_pile_in_the_two_player_game() -> None:
    state = fresh_round(2)
    state = rebalanced(with_player(state, 1, piles=state.players[1].piles[:1]))
    assert only(violations(state)) == "players[1] has 1 discard pile; 2 expected with 2 players"


# ---------------------------------------------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------------------------------------------


def test_a_card_too_many() -> None:
    state = fresh_round()
    state = dataclasses.replace(state, draw_pile=(*state.draw_pile, "R2"))
    assert only(violations(state)) == "R2 appears 5 times; the deck holds 4"


def test_a_missing_card() -> None:
    state = fresh_round()
    pile = list(state.draw_pile)
    pile.remove("W")
    state = dataclasses.replace(state, draw_pile=tuple(pile))
    assert only(violations(state)) == "W appears 2 times; the deck holds 3 — a card is missing"


def test_two_missing_copies_and_the_royal_never_there() -> None:
    state = fresh_round()
    pile = [card for card in state.draw_pile if card != "EM"]
    pile.remove("B7")
    pile.remove("B7")
    problems = violations(dataclasses.replace(state, draw_pile=tuple(pile)))
    assert problems == [
        "B7 appears 2 times; the deck holds 4 — 2 cards are missing",
        "EM appears 0 times; the deck holds 1 — a card is missing",
    ]


def test_nine_forbidden_cards_with_two_players() -> None:
    state = fresh_round(2)
    state = dataclasses.replace(state, draw_pile=(*state.draw_pile, "F", "F", "F"))
    assert only(violations(state)) == "F appears 9 times; the deck holds 6 in the two-player game"


def test_two_players_under_the_rules_for_three_or_four() -> None:
    # variant.two-player=no: two players, one pile each, the whole 100-card deck, 200 points to win.
    state = new_game(2, 5, Reading(variant_two_player="no"))
    assert [len(player.piles) for player in state.players] == [1, 1]
    assert len(state.all_cards()) == 100
    assert violations(state) == []
    # The same table without three Forbidden cards (as the TWO PLAYER RULES would remove) is missing cards.
    pile = list(state.draw_pile)
    for _ in range(3):
        pile.remove("F")
    short = dataclasses.replace(state, draw_pile=tuple(pile))
    assert only(violations(short)) == "F appears 6 times; the deck holds 9 — 3 cards are missing"


def test_a_token_that_is_no_card() -> None:
    state = fresh_round()
    state = dataclasses.replace(state, draw_pile=("X9", *state.draw_pile))
    assert only(violations(state)) == "draw_pile[0] is 'X9', which is not a card"


# ---------------------------------------------------------------------------------------------------------------
# Crosswise cards
# ---------------------------------------------------------------------------------------------------------------


def test_crosswise_beyond_the_pile() -> None:
    state = with_pile(with_block(fresh_round(), 3), 0, "B2 F", crosswise=5)
    problem = only(violations(state))
    assert problem.startswith("players[0].piles[0].crosswise is 5 but the pile holds 2 cards")


def test_crosswise_on_a_number_card() -> None:
    state = with_pile(with_block(fresh_round(), 3), 0, "B2 F", crosswise=0)
    problem = only(violations(state))
    assert problem.startswith("players[0].piles[0].crosswise points at B2 (position 0)")
    assert "only a Forbidden card lies crosswise" in problem


def test_crosswise_card_without_a_block() -> None:
    state = with_pile(fresh_round(), 0, "B2 F", crosswise=1)
    problem = only(violations(state))
    assert problem.startswith("1 pile holds a crosswise Forbidden card but the players made 0 blocks")


# ---------------------------------------------------------------------------------------------------------------
# Laid sets and counters
# ---------------------------------------------------------------------------------------------------------------


def laid_state(set_cards: str, claimed: str) -> State:
    """Player 2 laid one set with ``claimed`` claimed, its hand cut to the rest size (it is player 1's turn)."""
    state = fresh_round()
    state = with_laid(state, 2, set_cards, claimed)
    rest = state.players[2].rest_hand_size()
    return with_hand(state, 2, state.players[2].hand.tokens()[:rest])


def test_a_well_formed_laid_set_is_valid() -> None:
    assert violations(laid_state("B2 B3 B4 W", "B2 B3")) == []


def test_laid_claimed_card_not_in_the_set() -> None:
    problem = only(violations(laid_state("B2 B3 B4", "B5")))
    assert problem == "players[2].laid[0].claimed holds B5, which players[2].laid[0].cards does not"


def test_laid_set_with_nothing_claimed() -> None:
    problem = only(violations(laid_state("B2 B3 B4", "")))
    assert problem.startswith("players[2].laid[0].claimed is empty")


def test_laid_set_with_a_royal_card() -> None:
    problem = only(violations(laid_state("B2 B3 EM", "B2")))
    assert problem.startswith("players[2].laid[0] holds EM;")


def test_laid_set_with_two_wilds() -> None:
    problem = only(violations(laid_state("B2 W W", "B2")))
    assert problem == "players[2].laid[0] holds 2 wild cards; a set holds at most one"


def test_laid_set_with_a_claimed_wild() -> None:
    # Reading wild.claimable=yes (the Quick Start's count of the wilds among the number cards) lets a wild on a
    # pile be claimed into a set, so a laid set whose claimed card is its wild is a position of the game.
    assert violations(laid_state("B2 B3 W", "W")) == []


def test_negative_table_forbidden() -> None:
    # Rest size 13 - (-1) = 14: the hand gets a 14th card, so only the counter is wrong (the deck's 9th F is
    # put back into the draw pile).
    state = with_player(fresh_round(), 3, table_forbidden=-1)
    state = with_hand(state, 3, "G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G4 G5 B8")
    assert only(violations(state)) == "players[3].table_forbidden is -1; it counts cards and cannot be negative"


def test_negative_blocks() -> None:
    state = with_player(fresh_round(), 3, blocks=-1)
    state = with_hand(state, 3, "G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G4 G5 B8")
    assert only(violations(state)) == "players[3].blocks is -1; it counts cards and cannot be negative"


# ---------------------------------------------------------------------------------------------------------------
# Phase, claim, result
# ---------------------------------------------------------------------------------------------------------------


def test_phase_claim_without_a_claim() -> None:
    assert only(violations(in_phase(fresh_round(), "claim"))).startswith("phase is claim but no claim waits")


def test_claim_outside_phase_claim() -> None:
    state = in_phase(claim_state(), "start")
    assert only(violations(state)) == "claim is set in phase start; a claim waits only in phase claim"


def test_round_over_without_result() -> None:
    state = in_phase(without_draw_pile(fresh_round()), "round-over")
    assert only(violations(state)).startswith("phase is round-over but result is null")


def test_result_outside_a_finished_round() -> None:
    state = in_phase(fresh_round(), "start", result=round_result([0, 0, 0, 0], cheng_player=1))
    assert only(violations(state)).startswith("result is set in phase start")


def test_unknown_phase() -> None:
    state = in_phase(fresh_round(), cast(Phase, "begin"))
    assert only(violations(state)) == "phase is 'begin'; expected one of start, claim, discard, round-over, game-over"


def test_claim_of_no_pile() -> None:
    problem = only(violations(claim_state(piles=[], claimed="")))
    assert problem.startswith("claim.piles is empty")


def test_claim_names_a_pile_twice() -> None:
    problem = only(violations(claim_state(piles=[2, 2], claimed="B4 B5")))
    assert problem == "claim.piles names pile 2 twice"


def test_claim_of_a_pile_that_does_not_exist() -> None:
    problem = only(violations(claim_state(piles=[(2, 1)])))
    assert problem == "claim.piles[0] is pile 2.1, which does not exist"


def test_claim_of_the_claimants_own_pile() -> None:
    problem = only(violations(claim_state(piles=[1])))
    assert problem.startswith("claim.piles[0] is pile 1, the claimant's own")


def test_claim_with_more_cards_than_piles() -> None:
    problem = only(violations(claim_state(claimed="B4 B5")))
    assert problem.startswith("claim.cards holds 2 cards for 1 pile")


def test_claim_hand_cards_not_in_the_claimants_hand() -> None:
    problem = only(violations(claim_state(hand="B2 B7")))
    assert problem == "claim.hand holds B7, which players[1].hand (the claimant's) does not"


def test_claim_of_a_royal_card() -> None:
    problem = only(violations(claim_state(claimed="EM")))
    assert problem.startswith("claim.cards holds EM;")


def test_forbidden_claim_with_hand_cards() -> None:
    problem = only(violations(claim_state(claimed="F")))
    assert problem.startswith("claim.hand holds B2 B3; a Forbidden card is claimed with no hand cards")


@pytest.mark.parametrize(
    ("declined", "expected"),
    [
        ([1], "claim.declined[0] is 1, the claimant; only other players are asked"),
        ([2, 9], "claim.declined[1] is 9; expected a player from 0 to 3"),
        ([3, 3], "claim.declined names player 3 twice"),
    ],
)
def test_claim_declined_by_wrong_players(declined: list[int], expected: str) -> None:
    assert only(violations(claim_state(declined=declined))) == expected


def round_over(scores: list[int], cheng_player: int | None, *, chest_won: bool = False) -> State:
    """Phase round-over after a Cheng, or after the draw pile ran out (its cards then lie on the piles)."""
    state = fresh_round() if cheng_player is not None else without_draw_pile(fresh_round())
    return in_phase(state, "round-over", result=round_result(scores, cheng_player, chest_won=chest_won))


def test_result_with_a_score_missing() -> None:
    problem = only(violations(round_over([10, 0, 0], cheng_player=0)))
    assert problem.startswith("result.scores has 3 entries for 4 players")


def test_result_cheng_player_not_a_player() -> None:
    problem = only(violations(round_over([10, 0, 0, 0], cheng_player=4)))
    assert problem == "result.cheng_player is 4; expected a player from 0 to 3 or null"


def test_cheng_without_a_cheng_player() -> None:
    state = round_over([0, 0, 0, 0], cheng_player=1)
    assert state.result is not None
    result = dataclasses.replace(state.result, cheng_player=None)
    problem = only(violations(dataclasses.replace(state, result=result)))
    assert problem == "result.cheng_player is null but the round ended with a Cheng"


def test_cheng_player_when_the_draw_pile_ran_out() -> None:
    state = round_over([0, 0, 0, 0], cheng_player=None)
    assert state.result is not None
    result = dataclasses.replace(state.result, cheng_player=3)
    problem = only(violations(dataclasses.replace(state, result=result)))
    assert problem.startswith("result.cheng_player is 3 but the round ended with the draw pile empty")


def test_draw_pile_empty_ending_with_cards_left() -> None:
    state = in_phase(fresh_round(), "round-over", result=round_result([0, 0, 0, 0]))
    assert only(violations(state)) == "result.ended_by is draw-pile-empty but draw_pile holds 46 cards"


def test_chest_won_without_a_cheng() -> None:
    problem = only(violations(round_over([0, 0, 0, 0], cheng_player=None, chest_won=True)))
    assert problem.startswith("result.chest_won is true but nobody went Cheng")


# ---------------------------------------------------------------------------------------------------------------
# Hand sizes, draw pile, chest, totals
# ---------------------------------------------------------------------------------------------------------------


def test_fourteen_cards_at_the_start_of_a_turn() -> None:
    state = with_hand(fresh_round(), 2, "R5 R7 R7 R7 R7 R8 R8 R8 R8 RY RY RY RY B2")
    assert only(violations(state)) == "players[2].hand holds 14 cards; 13 expected in phase start"


def test_player_to_discard_has_not_drawn() -> None:
    state = in_phase(fresh_round(), "discard")
    assert only(violations(state)) == "players[1].hand holds 13 cards; 14 expected for the player to discard"


def test_other_player_holds_an_extra_card_in_phase_discard() -> None:
    state = with_hand(fresh_round(), 1, "R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5 R5 R5 B2")
    state = with_hand(in_phase(state, "discard"), 0, "G5 G5 G5 G7 G7 G7 G7 G8 G8 G8 G8 GY GY B3")
    assert only(violations(state)) == "players[0].hand holds 14 cards; 13 expected in phase discard"


def test_hand_sizes_during_a_claim() -> None:
    state = with_hand(claim_state(), 1, CLAIMANT_HAND + " B7")
    assert only(violations(state)) == "players[1].hand holds 14 cards; 13 expected in phase claim"


def test_cheng_player_with_too_few_cards() -> None:
    # Rest size 13; after a Cheng 14 less 0 to 2 discards: 12 to 14. Eleven is too few.
    state = with_hand(fresh_round(), 2, "R5 R7 R7 R7 R7 R8 R8 R8 R8 RY RY")
    state = in_phase(state, "round-over", result=round_result([0, 0, 30, 0], cheng_player=2))
    problem = only(violations(state))
    assert problem == "players[2].hand holds 11 cards; 12 to 14 expected for the Cheng player in phase round-over"


def test_non_cheng_player_after_a_cheng_keeps_the_rest_size() -> None:
    state = with_hand(fresh_round(), 3, "G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G4")
    state = in_phase(state, "round-over", result=round_result([0, 0, 30, 0], cheng_player=2))
    assert only(violations(state)) == "players[3].hand holds 12 cards; 13 expected in phase round-over"


def test_negative_rest_hand_size() -> None:
    # 13 - 14 blocks = -1 cards between turns.
    state = with_player(fresh_round(), 3, blocks=14)
    problem = only(violations(state))
    assert problem.startswith("players[3] has -1 cards left for the hand")


def test_a_turn_starting_on_an_without_draw_pile_or_discards() -> None:
    # The draw pile's 46 cards moved into the chest (48 cards): nothing lies on any discard pile, so the turn could
    # only draw, and the round would have ended (forbidden.play.draw).
    state = fresh_round()
    state = dataclasses.replace(state, chest=state.chest + cards(" ".join(state.draw_pile)), draw_pile=())
    problem = only(violations(state))
    assert problem.startswith("draw_pile is empty in phase start")


def test_a_claim_waiting_on_an_empty_draw_pile_is_fine() -> None:
    # Under draw.empty-claim=claim-allowed a turn on an empty draw pile may start with a claim (forbidden.play.draw).
    assert violations(without_draw_pile(claim_state())) == []


def test_empty_draw_pile_while_discarding_is_fine() -> None:
    state = with_hand(fresh_round(), 1, "R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5 R5 R5 B2")
    assert violations(without_draw_pile(in_phase(state, "discard"))) == []


@pytest.mark.parametrize(("chest", "size"), [("R2 R2 B2", 3), ("", 0)])
def test_treasure_chest_size(chest: str, size: int) -> None:
    state = rebalanced(dataclasses.replace(fresh_round(), chest=cards(chest)))
    problem = only(violations(state))
    assert problem.startswith(f"treasure_chest holds {size} card")
    assert "an even number of at least 2" in problem


def test_growing_chest_of_four_is_fine() -> None:
    assert violations(fresh_round(chest="B2 B3 B4 B5", round_number=2)) == []


def test_game_over_without_a_winning_total() -> None:
    state = in_phase(fresh_round(), "game-over", result=round_result([0, 10, 0, 0], cheng_player=1))
    assert only(violations(state)) == "phase is game-over but no total reached 200, the winning total"


def test_play_goes_on_after_a_winning_total() -> None:
    state = fresh_round(scores=[0, 0, 205, 0])
    problem = only(violations(state))
    assert problem == "players[2].score is 205 in phase start; the game ends when a total reaches 200"


# ---------------------------------------------------------------------------------------------------------------
# Several problems at once, and check_state
# ---------------------------------------------------------------------------------------------------------------


def three_problems() -> State:
    state = with_hand(fresh_round(), 2, "R5 R7 R7 R7 R7 R8 R8 R8 R8 RY RY RY RY B2")
    state = rebalanced(dataclasses.replace(state, chest=cards("R2 R2 B3")))
    return dataclasses.replace(state, dealer=7)


def test_every_problem_is_reported() -> None:
    assert violations(three_problems()) == [
        "dealer is 7; expected a player from 0 to 3",
        "players[2].hand holds 14 cards; 13 expected in phase start",
        "treasure_chest holds 3 cards; it gets 2 at every deal, so an even number of at least 2 is expected",
    ]


def test_check_state_names_every_problem() -> None:
    with pytest.raises(InputError) as caught:
        check_state(three_problems(), Reading())
    message = str(caught.value)
    assert message.startswith("impossible state: 3 problems: dealer is 7;")
    assert "; players[2].hand holds 14 cards;" in message
    assert "; treasure_chest holds 3 cards;" in message


def test_check_state_with_one_problem() -> None:
    with pytest.raises(InputError, match=r"^impossible state: 1 problem: round is 0; rounds count from 1$"):
        check_state(fresh_round(round_number=0), Reading())
