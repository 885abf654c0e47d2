"""The Z3 model of the round's course on hand-worked tables (rulebook Sections 3, 4, 7 PENALTY and 8).

Every expected value is worked out here from the rulebook's words and the sourced deck counts: turns pass to the
left (Section 3), a mistaken Cheng costs the next turn (Section 7), the deal passes left and play begins on the new
dealer's left (Section 8), the game ends at 200 points (150 in the two-player game) and the highest total wins.
"""

from __future__ import annotations

import pytest

from rulebook.forbidden.model.course import next_deal, passed_turn, round_end
from rulebook.forbidden.reading import DEFAULT, Reading

CLAIM_ALLOWED = Reading(draw_empty_claim="claim-allowed")
CARRIES = Reading(mistake_next_round="carries")
PLAY_ON = Reading(game_tie="play-on")
OVERFLOW_ENDS = Reading(treasure_overflow="game-ends")
NOBODY = (False, False, False, False)


# ---------------------------------------------------------------------------------------------------------------
# A turn passed on
# ---------------------------------------------------------------------------------------------------------------


def test_the_turn_goes_to_the_left_when_nobody_owes_a_lost_turn() -> None:
    # Seat 1's turn ended; seat 2, on its left, plays.
    found = passed_turn(1, NOBODY, draw_pile_empty=False, may_claim=NOBODY)
    assert (found.starts, found.taker, found.still_owe) == (True, 2, frozenset())


def test_players_owing_a_lost_turn_are_passed_over_and_owe_it_no_more() -> None:
    # Seat 0's turn ended. Seats 1 and 2 each lost their next turn: both are skipped, and seat 3 plays.
    found = passed_turn(0, (False, True, True, False), draw_pile_empty=False, may_claim=NOBODY)
    assert (found.taker, found.still_owe) == (3, frozenset())


def test_a_lost_turn_further_round_the_table_is_still_owed() -> None:
    # Seat 0 owes a turn but sits after seat 2, who plays: seat 0 loses the turn when it comes.
    found = passed_turn(1, (True, False, False, False), draw_pile_empty=False, may_claim=NOBODY)
    assert (found.taker, found.still_owe) == (2, frozenset({0}))


def test_when_everyone_owes_a_lost_turn_each_loses_one_and_the_turn_comes_back() -> None:
    found = passed_turn(0, (True, True, True), draw_pile_empty=False, may_claim=(False, False, False))
    assert (found.taker, found.still_owe) == (1, frozenset())


def test_a_mistaken_cheng_costs_its_player_the_next_turn() -> None:
    # Seat 1 discarded and laid down a hand that may not go Cheng; seat 2 plays and seat 1 owes a turn.
    found = passed_turn(1, (False, False, False), draw_pile_empty=False, may_claim=(False,) * 3, mistaken=True)
    assert (found.taker, found.still_owe) == (2, frozenset({1}))
    # With two players the opponent plays, and seat 0 loses the turn that comes back to it next.
    found = passed_turn(0, (False, False), draw_pile_empty=False, may_claim=(False, False), mistaken=True)
    assert (found.taker, found.still_owe) == (1, frozenset({0}))


def test_an_empty_draw_pile_ends_the_round_under_the_default_reading() -> None:
    found = passed_turn(0, (False, False), draw_pile_empty=True, may_claim=(True, True))
    assert not found.starts


@pytest.mark.parametrize(
    ("owing", "may_claim", "starts", "taker"),
    [
        ((False, False, False), (False, True, False), True, 1),  # seat 1 may claim: its turn starts
        ((False, False, False), (False, False, True), False, 1),  # only seat 2 could claim, but seat 1 is to move
        ((False, True, False), (False, False, True), True, 2),  # seat 1 loses its turn, seat 2 may claim
    ],
)
def test_an_empty_draw_pile_under_claim_allowed_starts_a_turn_only_for_a_claim(
    owing: tuple[bool, ...], may_claim: tuple[bool, ...], starts: bool, taker: int
) -> None:
    found = passed_turn(0, owing, draw_pile_empty=True, may_claim=may_claim, reading=CLAIM_ALLOWED)
    assert (found.starts, found.taker) == (starts, taker)


@pytest.mark.parametrize(
    ("players", "blocker", "claimant_left", "blocker_left"),
    [
        (4, 2, 1, 3),  # the blocker across the table: the options differ
        (4, 1, 1, 2),
        (4, 3, 1, 1),  # the blocker on the claimant's right: its left is the claimant, who lost the turn
        (2, 1, 1, 1),  # two players: the blocker plays next either way
    ],
)
def test_after_a_block_the_turn_passes_from_the_claimant_or_from_the_blocker(
    players: int, blocker: int, claimant_left: int, blocker_left: int
) -> None:
    """Section 6: seat 0's claim is blocked; seat 0 loses the turn and makes no discard."""
    nobody = (False,) * players
    by_default = passed_turn(0, nobody, False, nobody, blocker=blocker)
    assert by_default.taker == claimant_left
    from_blocker = passed_turn(0, nobody, False, nobody, Reading(block_next_player="blocker-left"), blocker=blocker)
    assert from_blocker.taker == blocker_left


# ---------------------------------------------------------------------------------------------------------------
# The next deal
# ---------------------------------------------------------------------------------------------------------------


def test_the_deal_passes_left_and_play_begins_on_the_new_dealers_left() -> None:
    found = next_deal(3, NOBODY, chest=2, chest_won=False, two_player_rules=True)
    assert (found.dealer, found.first, found.still_owe) == (0, 1, frozenset())


def test_the_chest_keeps_its_cards_unless_won_and_receives_two_more() -> None:
    assert next_deal(0, NOBODY, chest=6, chest_won=False, two_player_rules=True).chest == 8
    assert next_deal(0, NOBODY, chest=6, chest_won=True, two_player_rules=True).chest == 2


@pytest.mark.parametrize(
    ("owing", "chest", "two_player_rules", "kept"),
    [
        # Four players: 100 cards, a deal needs 4 x 13 + 2 for the chest + 1 to draw = 55 outside the chest.
        (NOBODY, 44, True, True),  # 56 outside
        (NOBODY, 46, True, False),  # 54 outside: too few
        # Two players: 97 cards, a deal needs 2 x 13 + 2 + 4 pile cards + 1 = 33 outside the chest.
        ((False, False), 64, True, True),  # 33 outside
        ((False, False), 66, True, False),  # 31 outside
        # Two players without the TWO PLAYER RULES: 100 cards, 2 x 13 + 2 + 1 = 29 needed.
        ((False, False), 70, False, True),  # 30 outside
        ((False, False), 72, False, False),  # 28 outside
    ],
)
def test_a_chest_that_leaves_too_few_cards_for_the_deal_is_not_kept(
    owing: tuple[bool, ...], chest: int, two_player_rules: bool, kept: bool
) -> None:
    found = next_deal(0, owing, chest=chest, chest_won=False, two_player_rules=two_player_rules)
    assert found.chest == (chest + 2 if kept else 2)


def test_a_lost_turn_lapses_at_the_round_end_by_default_and_carries_under_carries() -> None:
    # Dealer 1 passes the deal to 2; seat 3 plays first, unless it still owes the turn it lost.
    owing = (False, False, False, True)
    lapses = next_deal(1, owing, chest=2, chest_won=False, two_player_rules=True, reading=DEFAULT)
    assert (lapses.first, lapses.still_owe) == (3, frozenset())
    carries = next_deal(1, owing, chest=2, chest_won=False, two_player_rules=True, reading=CARRIES)
    assert (carries.first, carries.still_owe) == (0, frozenset())
    # A carried turn owed further round the table stays owed in the new round.
    later = next_deal(1, (False, True, False, False), chest=2, chest_won=False, two_player_rules=True, reading=CARRIES)
    assert (later.first, later.still_owe) == (3, frozenset({1}))


# ---------------------------------------------------------------------------------------------------------------
# The end of the game
# ---------------------------------------------------------------------------------------------------------------


def test_the_game_ends_when_a_total_reaches_200_and_the_highest_total_wins() -> None:
    found = round_end((190, 150, 120, 0), (10, 45, 5, 0), chest=2, chest_won=False, two_player_rules=True)
    assert (found.totals, found.over, found.winners) == ((200, 195, 125, 0), True, frozenset({0}))


def test_no_total_at_200_means_the_game_goes_on() -> None:
    found = round_end((190, 150, 120, 0), (9, 45, 5, -20), chest=2, chest_won=False, two_player_rules=True)
    assert (found.totals, found.over, found.winners) == ((199, 195, 125, -20), False, frozenset())


def test_the_two_player_game_ends_at_150() -> None:
    found = round_end((140, 20), (10, 5), chest=2, chest_won=False, two_player_rules=True)
    assert (found.over, found.winners) == (True, frozenset({0}))
    without = round_end((140, 20), (10, 5), chest=2, chest_won=False, two_player_rules=False)
    assert not without.over


def test_equal_highest_totals_share_the_win_or_play_goes_on() -> None:
    before, scored = (190, 195, 120), (20, 15, 0)  # 210, 210, 120
    shared = round_end(before, scored, chest=2, chest_won=False, two_player_rules=True)
    assert (shared.over, shared.winners) == (True, frozenset({0, 1}))
    played_on = round_end(before, scored, chest=2, chest_won=False, two_player_rules=True, reading=PLAY_ON)
    assert (played_on.over, played_on.winners) == (False, frozenset())


def test_an_overflowing_chest_ends_the_game_under_game_ends() -> None:
    # Four players, 46 cards in an unclaimed chest: 54 left outside it, one too few for the next deal.
    low = (10, 20, 30, 40), (0, 0, 0, 0)
    assert not round_end(*low, chest=46, chest_won=False, two_player_rules=True).over
    ended = round_end(*low, chest=46, chest_won=False, two_player_rules=True, reading=OVERFLOW_ENDS)
    assert (ended.over, ended.winners) == (True, frozenset({3}))
    # A chest won is not kept, so it does not end the game; a tie on an overflow is shared even under play-on.
    assert not round_end(*low, chest=46, chest_won=True, two_player_rules=True, reading=OVERFLOW_ENDS).over
    both = Reading(treasure_overflow="game-ends", game_tie="play-on")
    tied = round_end((10, 40, 30, 40), (0,) * 4, chest=46, chest_won=False, two_player_rules=True, reading=both)
    assert (tied.over, tied.winners) == (True, frozenset({1, 3}))
