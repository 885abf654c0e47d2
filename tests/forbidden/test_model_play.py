"""The Z3 model of play: claims at the start of a turn (Section 4, TWO PLAYER RULES) and blocks (Section 6).

Every expected answer is worked out by hand from the rulebook and written here; the states are small hand-built
tables (the model needs no more than the claimant's hand, the piles and who holds Forbidden cards).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

import pytest

from rulebook.core.errors import InputError
from rulebook.forbidden.actions import Claim, ClaimForbidden, parse_action
from rulebook.forbidden.model.blocks import BlockModel
from rulebook.forbidden.model.claims import ClaimModel
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import PendingClaim, Pile, PileRef, Player, State, piles_per_player

from .play_builders import cards, in_phase, pending_claim

NO_WILD = Reading(claim_wild="no")
CLOSEST_ONLY = Reading(block_which_pile="closest-only")

PileSpec = int | tuple[int, int]


def ref(spec: PileSpec) -> PileRef:
    return PileRef(spec) if isinstance(spec, int) else PileRef(*spec)


def table(
    players: int,
    hands: Mapping[int, str],
    piles: Mapping[PileSpec, str] | None = None,
    *,
    turn: int = 0,
    crosswise: Mapping[PileSpec, int] | None = None,
) -> State:
    """A table in phase ``start`` for player ``turn``: ``hands`` by player (others hold G2), ``piles`` bottom first."""
    layout = [[Pile() for _ in range(piles_per_player(players))] for _ in range(players)]
    crossing = {ref(spec): at for spec, at in (crosswise or {}).items()}
    for spec, text in (piles or {}).items():
        where = ref(spec)
        layout[where.owner][where.index] = Pile(tuple(text.split()), crossing.get(where))
    seats = tuple(Player(hand=cards(hands.get(p, "G2")), piles=tuple(layout[p])) for p in range(players))
    return State(seats, ("B2",), cards(""), dealer=(turn - 1) % players, turn=turn, phase="start")


def claims(state: State, reading: Reading = DEFAULT) -> set[str]:
    return {str(claim) for claim in ClaimModel(reading).claims(state)}


def explain(state: State, action: str, reading: Reading = DEFAULT) -> tuple[str, ...]:
    claim = parse_action(action)
    assert isinstance(claim, Claim)
    return ClaimModel(reading).explain(state, claim)


# ---------------------------------------------------------------------------------------------------------------
# Claims (Section 4)
# ---------------------------------------------------------------------------------------------------------------


def test_rulebook_section_4_example_claims_two_opponents_tops_into_one_run() -> None:
    # "You have the Red 3 in hand. One opponent just discarded the Red 2 and another discards the Red 4. You take
    # them both and lay down a Red 2, 3, 4 Sequence." Neither top makes a set with the R3 alone.
    state = table(4, {0: "R3 B7"}, {1: "R2", 2: "G5", 3: "R4"})
    assert claims(state) == {"claim 1,3 using R3"}
    assert explain(state, "claim 1,3 using R3") == ()
    assert explain(state, "claim 1 using R3") != ()


def test_rulebook_two_player_example_claims_both_of_the_opponents_piles() -> None:
    # TWO PLAYER RULES: "you hold in hand a red 3 while a red 4 and red 5 top your opponent's discard piles. You
    # may claim both discards and lay down a red 3, 4, 5 sequence."
    state = table(2, {0: "R3 B7"}, {(0, 0): "R4", (0, 1): "R5", (1, 0): "R4", (1, 1): "R5"})
    assert claims(state) == {"claim 1,1.1 using R3"}  # never the player's own R4 and R5


def test_several_opponents_tops_make_a_pung_or_a_kong() -> None:
    # Three R4 tops and an R4 in hand: any two of the tops make a pung with it, all three a kong.
    state = table(4, {0: "R4 B7"}, {1: "R4", 2: "R4", 3: "R4"})
    assert claims(state) == {
        "claim 1,2 using R4",
        "claim 1,3 using R4",
        "claim 2,3 using R4",
        "claim 1,2,3 using R4",
    }


def test_one_top_with_hand_cards_makes_every_set_the_hand_allows() -> None:
    # Top R4; hand R2 R3 R4 R4 R5 B7. Runs through the claimed 4: 2-4, 3-5, 2-5 (a hand R4 cannot join a run that
    # already has the claimed 4); and the pung R4 R4 R4. No kong: only two R4 in hand.
    state = table(3, {0: "R2 R3 R4 R4 R5 B7"}, {1: "R4"})
    assert claims(state) == {
        "claim 1 using R2 R3",
        "claim 1 using R3 R5",
        "claim 1 using R2 R3 R5",
        "claim 1 using R4 R4",
    }


def test_own_pile_is_never_claimed() -> None:
    state = table(4, {0: "R3 R4 B7"}, {0: "R2", 1: "G5"})
    assert claims(state) == set()
    assert explain(state, "claim 0 using R3 R4") == ("forbidden.play.claim",)


def test_royal_wild_and_forbidden_tops_are_never_claimed_into_a_set() -> None:
    state = table(4, {0: "R2 R2 R2 W B7"}, {1: "RO", 2: "W", 3: "F"})
    assert claims(state) == set()
    # With the Rooster set aside, R2 R2 R2 would be a pung: only the no-royal rule refuses it.
    assert explain(state, "claim 1 using R2 R2 R2") == ("forbidden.play.no-royal-claim",)
    assert explain(state, "claim 3 using R2 R2 R2") == ("forbidden.play.no-royal-claim",)


WILD_CLAIMABLE = Reading(wild_claimable="yes")


def test_a_wild_on_a_pile_is_claimed_as_the_sets_wild_only_under_wild_claimable_yes() -> None:
    # Hand R2 R3 W B7, player 1's pile shows a wild, player 2's R4. Section 2 counts the wilds among the Royal
    # cards, never claimed (default no): only the R4 is claimed, with R2 R3, R2 W, R3 W or R2 R3 W (W = R5). Under
    # yes (the Quick Start counts them among the number cards) the claimed wild is the set's one wild: R2 R3 + W
    # (W = R4), R2 R3 + W + R4 (W = R5), R3 + W + R4 (W = R2 or R5), R2 + W + R4 (W = R3). The hand's wild may
    # not join a claimed one (one-wild).
    state = table(4, {0: "R2 R3 W B7"}, {1: "W", 2: "R4"})
    default = {"claim 2 using R2 R3", "claim 2 using R2 W", "claim 2 using R3 W", "claim 2 using R2 R3 W"}
    assert claims(state) == default
    assert explain(state, "claim 1 using R2 R3") == ("forbidden.play.no-royal-claim",)
    assert claims(state, WILD_CLAIMABLE) == default | {
        "claim 1 using R2 R3",
        "claim 1,2 using R2 R3",
        "claim 1,2 using R3",
        "claim 1,2 using R2",
    }
    assert explain(state, "claim 1 using R2 R3", WILD_CLAIMABLE) == ()
    assert "forbidden.set.one-wild" in explain(state, "claim 1,2 using R3 W", WILD_CLAIMABLE)
    # claim.wild=no bars only the hand's wild: the claimed one still completes R2 R3.
    assert "claim 1 using R2 R3" in claims(state, Reading(wild_claimable="yes", claim_wild="no"))


def test_an_empty_pile_is_never_claimed() -> None:
    state = table(3, {0: "R2 R2 B7"}, {2: "R2"})
    assert claims(state) == {"claim 2 using R2 R2"}
    assert explain(state, "claim 1,2 using R2 R2") == ("forbidden.play.claim",)


def test_claim_with_a_wild_depends_on_the_claim_wild_reading() -> None:
    # Hand R2 W, top R4: R2 W=R3 R4 is a run. claim.wild=no forbids the wild from the hand.
    state = table(3, {0: "R2 W B7"}, {1: "R4"})
    assert claims(state) == {"claim 1 using R2 W"}
    assert claims(state, NO_WILD) == set()
    assert explain(state, "claim 1 using R2 W", NO_WILD) == ("forbidden.play.claim",)


def test_a_wild_alone_from_the_hand_completes_two_claimed_tops() -> None:
    state = table(3, {0: "W B7"}, {1: "R4", 2: "R5"})
    assert claims(state) == {"claim 1,2 using W"}
    assert claims(state, NO_WILD) == set()


def test_two_wilds_are_refused_by_the_one_wild_rule() -> None:
    # R2 W W R4 would be a run 2-5 if a set could hold two wilds.
    state = table(3, {0: "R2 W W B7"}, {1: "R4"})
    assert "claim 1 using R2 W W" not in claims(state)
    assert "forbidden.set.one-wild" in explain(state, "claim 1 using R2 W W")


def test_yin_yang_top_completes_a_run_as_a_six_and_a_pung_of_yin_yang_cards() -> None:
    # Top RY; hand R5 R7 RY RY B7: R5 RY=6 R7, and the pung RY RY RY (all three standing for the same value). No
    # run takes a Yin-Yang card as 9: there is no 8.
    state = table(3, {0: "R5 R7 RY RY B7"}, {1: "RY"})
    assert claims(state) == {"claim 1 using R5 R7", "claim 1 using RY RY"}


def test_yin_yang_top_completes_a_run_as_a_nine() -> None:
    state = table(3, {0: "R7 R8 B7"}, {1: "RY"})
    assert claims(state) == {"claim 1 using R7 R8"}


def test_cards_of_two_colours_are_refused_by_the_one_colour_rule() -> None:
    state = table(4, {0: "G3 B7"}, {1: "R2", 3: "R4"})
    assert claims(state) == set()
    assert "forbidden.set.one-colour" in explain(state, "claim 1,3 using G3")


def with_table_forbidden(state: State, count: int) -> State:
    """``state`` with ``count`` Forbidden cards claimed onto the table by the player whose turn it is."""
    players = list(state.players)
    players[state.turn] = dataclasses.replace(players[state.turn], table_forbidden=count)
    return dataclasses.replace(state, players=tuple(players))


def test_a_claim_may_empty_the_hand_when_the_emptied_hand_may_go_cheng() -> None:
    # Sections 4 and 7: the R3 completes R2 R3 R4 and leaves the hand empty; every number card is then in a laid
    # set and no Forbidden card is held, so the player may go Cheng without discarding.
    state = table(4, {0: "R3"}, {1: "R2", 3: "R4"})
    assert claims(state) == {"claim 1,3 using R3"}
    assert explain(state, "claim 1,3 using R3") == ()
    # Two Forbidden cards claimed onto the table: "ZERO or TWO or more ... (including any claimed on the table)".
    assert claims(with_table_forbidden(state, 2)) == {"claim 1,3 using R3"}


def test_a_claim_emptying_the_hand_beside_a_lone_table_forbidden_card_is_refused() -> None:
    # Section 7: a lone Forbidden card prevents going Cheng; with no card to discard the turn could not end.
    state = with_table_forbidden(table(4, {0: "R3"}, {1: "R2", 3: "R4"}), 1)
    assert claims(state) == set()
    assert explain(state, "claim 1,3 using R3") == ("forbidden.play.claim",)
    # The worked example of docs/forbidden-play.md (Start of turn, Claim): R3 R4 in hand, R2 on an opponent's pile.
    worked = with_table_forbidden(table(4, {0: "R3 R4"}, {1: "R2"}), 1)
    assert claims(worked) == set()
    assert claims(with_table_forbidden(worked, 0)) == {"claim 1 using R3 R4"}


def test_a_claim_keeping_a_card_stands_beside_a_lone_table_forbidden_card() -> None:
    state = with_table_forbidden(table(4, {0: "R3 RO"}, {1: "R2", 3: "R4"}), 1)
    assert claims(state) == {"claim 1,3 using R3"}


def test_hand_cards_not_held_or_not_number_cards_are_refused() -> None:
    state = table(4, {0: "R3 F B7"}, {1: "R2", 3: "R4"})
    assert explain(state, "claim 1,3 using R3 R3") == ("forbidden.play.claim",)
    assert explain(state, "claim 1 using R3 F") == ("forbidden.play.claim",)


def test_claims_exist_only_at_the_start_of_a_turn() -> None:
    state = in_phase(table(4, {0: "R3 B7"}, {1: "R2", 3: "R4"}), "discard")
    assert ClaimModel().claims(state) == frozenset()
    assert ClaimModel().forbidden_claims(state) == frozenset()
    assert explain(state, "claim 1,3 using R3") == ("forbidden.play.claim",)


def test_explain_refuses_a_pile_the_table_does_not_have() -> None:
    state = table(3, {0: "R3 B7"}, {1: "R2"})
    with pytest.raises(InputError, match=r"no pile 1\.1"):
        explain(state, "claim 1.1 using R3")


def test_forbidden_cards_on_opponents_piles_may_be_claimed() -> None:
    # Section 6: a Forbidden card atop an opponent's pile, discarded normally or lying crosswise; never one's own.
    state = table(4, {0: "R3"}, {0: "F", 1: "R2 F", 2: "F F", 3: "F R2"}, crosswise={2: 1})
    assert ClaimModel().forbidden_claims(state) == {ClaimForbidden(PileRef(1)), ClaimForbidden(PileRef(2))}


def test_a_forbidden_card_is_not_claimed_with_an_empty_hand() -> None:
    state = table(3, {0: ""}, {1: "F"})
    assert ClaimModel().forbidden_claims(state) == frozenset()


# ---------------------------------------------------------------------------------------------------------------
# Blocks (Section 6)
# ---------------------------------------------------------------------------------------------------------------


def waiting(
    players: int,
    claimant: int,
    piles: Sequence[PileSpec],
    holders: Sequence[int],
    *,
    crosswise: Mapping[PileSpec, int] | None = None,
    forbidden: bool = False,
) -> State:
    """A claim of ``piles`` by ``claimant`` waiting for blocks; ``holders`` hold a Forbidden card in hand."""
    hands = {p: "G2 F" if p in holders else "G2" for p in range(players)}
    stacks: dict[PileSpec, str] = {spec: "B5 F B7" if spec in (crosswise or {}) else "B5" for spec in piles}
    state = table(players, hands, stacks, turn=claimant, crosswise=crosswise)
    claimed = "F" if forbidden else " ".join("R4" for _ in piles)
    claim: PendingClaim = pending_claim(list(piles), claimed, "" if forbidden else "R2 R3")
    return in_phase(state, "claim", claim=claim)


def test_the_block_of_the_player_closest_to_the_claimants_left_stands() -> None:
    # Section 6: "The one closest to the active player's left completes the block."
    state = waiting(4, 0, [2], holders=[1, 2, 3])
    model = BlockModel()
    assert model.may_block(state) == {1, 2, 3}
    assert model.standing_block(state, frozenset()) is None
    assert model.standing_block(state, frozenset({2, 3})) == 2
    assert model.standing_block(state, frozenset({3, 1})) == 1
    assert model.standing_block(state, frozenset({3})) == 3
    assert model.standing_block(state, frozenset({0})) is None  # the claimant never blocks


def test_precedence_counts_seats_from_the_claimants_left_around_the_table() -> None:
    # Claimant 2: player 3 sits on the left (distance 1), then 0 (2), then 1 (3).
    state = waiting(4, 2, [0], holders=[0, 1, 3])
    model = BlockModel()
    assert model.standing_block(state, frozenset({0, 1})) == 0
    assert model.standing_block(state, frozenset({0, 1, 3})) == 3
    assert model.explain_block(state, 1, [0]) == ("forbidden.block.precedence", "forbidden.block.who")
    assert model.explain_block(state, 1) == ()


def test_who_may_block_holds_a_forbidden_card_and_is_not_the_claimant() -> None:
    state = waiting(4, 1, [3], holders=[1, 3])  # the claimant's own Forbidden card does not count
    model = BlockModel()
    assert model.may_block(state) == {3}  # the pile's owner may block
    assert model.standing_block(state, frozenset({1, 2, 3})) == 3
    assert "forbidden.block.who" in model.explain_block(state, 2)


def test_the_pile_closest_to_the_claimants_left_is_blocked() -> None:
    # Section 6: "which pile do I block? ... the one closest to his left."
    model = BlockModel()
    assert model.pile_to_block(waiting(4, 1, [0, 3], holders=[2])) == PileRef(3)
    assert model.pile_to_block(waiting(4, 3, [2, 1], holders=[0])) == PileRef(1)
    assert model.pile_to_block(waiting(4, 0, [1, 2, 3], holders=[2])) == PileRef(1)
    # Two players: the opponent's pile 0 before pile 1.
    assert model.pile_to_block(waiting(2, 0, [(1, 1), (1, 0)], holders=[1])) == PileRef(1, 0)


def test_a_pile_holding_a_crosswise_card_is_passed_over_or_makes_the_claim_unblockable() -> None:
    # Claimant 1 claims piles 3 (closest) and 0; pile 3 holds a crosswise Forbidden card under later discards.
    state = waiting(4, 1, [3, 0], holders=[2, 3], crosswise={3: 1})
    blockable = BlockModel()
    assert blockable.pile_to_block(state) == PileRef(0)
    assert blockable.may_block(state) == {2, 3}
    only = BlockModel(CLOSEST_ONLY)
    assert only.pile_to_block(state) is None
    assert only.may_block(state) == frozenset()
    assert only.standing_block(state, frozenset({2, 3})) is None
    assert "forbidden.block.pile" in only.explain_block(state, 2)
    # When every claimed pile holds one, nobody may block under either reading.
    every = waiting(4, 1, [3, 0], holders=[2, 3], crosswise={3: 1, 0: 1})
    assert blockable.pile_to_block(every) is None
    assert blockable.may_block(every) == frozenset()


def test_the_claim_of_a_forbidden_card_is_blockable_only_under_block_forbidden_claim_yes() -> None:
    state = waiting(3, 0, [2], holders=[1], forbidden=True)
    assert BlockModel().pile_to_block(state) == PileRef(2)
    assert BlockModel().may_block(state) == {1}
    unblockable = BlockModel(Reading(block_forbidden_claim="no"))
    assert unblockable.pile_to_block(state) is None
    assert unblockable.may_block(state) == frozenset()


def test_block_questions_outside_a_waiting_claim_have_no_answer() -> None:
    state = table(4, {0: "R3 B7"}, {1: "R2"})
    model = BlockModel()
    assert model.pile_to_block(state) is None
    assert model.may_block(state) == frozenset()
    assert model.standing_block(state, frozenset({1})) is None


# ---------------------------------------------------------------------------------------------------------------
# claim.from-hand: three opponents' tops that are a set alone (Section 4)
# ---------------------------------------------------------------------------------------------------------------

FROM_HAND_OPTIONAL = Reading(claim_from_hand="optional")


def test_three_opponents_tops_that_are_a_run_are_claimed_alone_only_under_claim_from_hand_optional() -> None:
    # Four players; the opponents' tops R2, R3, R4 are a red run on their own; player 0 holds R5 B7. With R5 from
    # the hand: R2 R3 R4 R5 (all three piles) and R3 R4 R5 (piles 2 and 3); R2 R3 + R5 and R2 R4 + R5 are no runs.
    # Section 4's "add the cards from his hand to complete the set" asks for a hand card (default required); under
    # optional the three tops alone are a claim too.
    state = table(4, {0: "R5 B7"}, {1: "R2", 2: "R3", 3: "R4"})
    assert claims(state) == {"claim 1,2,3 using R5", "claim 2,3 using R5"}
    assert claims(state, FROM_HAND_OPTIONAL) == {"claim 1,2,3 using R5", "claim 2,3 using R5", "claim 1,2,3 using"}
    assert explain(state, "claim 1,2,3 using") == ("forbidden.play.claim",)
    assert explain(state, "claim 1,2,3 using", FROM_HAND_OPTIONAL) == ()


def test_three_opponents_tops_that_are_a_pung_are_claimed_alone_only_under_optional() -> None:
    # R7 R7 R7 on the three opponents' piles: a pung. Player 0 holds only B7 G2, no red card, so under required
    # there is no claim at all.
    state = table(4, {0: "B7 G2"}, {1: "R7", 2: "R7", 3: "R7"})
    assert claims(state) == set()
    assert claims(state, FROM_HAND_OPTIONAL) == {"claim 1,2,3 using"}


def test_two_tops_alone_are_never_a_set_so_claim_from_hand_changes_nothing_with_two_or_three_players() -> None:
    # Two players: the opponent's two piles show R2 and R3; three players: the two opponents' piles do. A set
    # holds three cards or more (Section 5), so with no red card in hand there is no claim under either option.
    two = table(2, {0: "B7 G2"}, {(1, 0): "R2", (1, 1): "R3"})
    three = table(3, {0: "B7 G2"}, {1: "R2", 2: "R3"})
    for state in (two, three):
        assert claims(state) == claims(state, FROM_HAND_OPTIONAL) == set()


# ---------------------------------------------------------------------------------------------------------------
# block.two-player-pile: a claim of both of the one opponent's piles (Section 6, TWO PLAYER RULES)
# ---------------------------------------------------------------------------------------------------------------

BLOCKER_CHOOSES = Reading(block_two_player_pile="blocker-chooses")


def test_two_players_the_block_goes_on_the_first_pile_or_where_the_blocker_chooses() -> None:
    # Claimant 0 claims player 1's piles 1 and 1.1; player 1, the owner of both and the only other player, holds
    # a Forbidden card. "You block the one closest to his left" cannot tell two piles of one seat apart: under
    # first-pile the block goes on pile 1 (index 0), under blocker-chooses on either.
    state = waiting(2, 0, [(1, 0), (1, 1)], holders=[1])
    assert BlockModel().piles_to_block(state) == {PileRef(1, 0)}
    assert BlockModel(BLOCKER_CHOOSES).piles_to_block(state) == {PileRef(1, 0), PileRef(1, 1)}
    assert BlockModel(BLOCKER_CHOOSES).may_block(state) == {1}


def test_two_players_a_crosswise_card_leaves_the_blocker_one_pile_to_choose() -> None:
    # Pile 1 already holds a crosswise Forbidden card ("may not be blocked again"). first-pile: closest-blockable
    # passes on to pile 1.1, closest-only makes the claim unblockable. blocker-chooses: the two piles are equally
    # close, so the closest blockable pile is 1.1 under either block.which-pile option.
    state = waiting(2, 0, [(1, 0), (1, 1)], holders=[1], crosswise={(1, 0): 1})
    assert BlockModel().piles_to_block(state) == {PileRef(1, 1)}
    assert BlockModel(CLOSEST_ONLY).piles_to_block(state) == frozenset()
    assert BlockModel(BLOCKER_CHOOSES).piles_to_block(state) == {PileRef(1, 1)}
    chooses_closest_only = dataclasses.replace(BLOCKER_CHOOSES, block_which_pile="closest-only")
    assert BlockModel(chooses_closest_only).piles_to_block(state) == {PileRef(1, 1)}


def test_blocker_chooses_changes_nothing_when_every_claimed_pile_has_its_own_owner() -> None:
    # Four players, one pile each: claimant 0 claims piles 1, 2 and 3; the closest to the left is player 1's.
    state = waiting(4, 0, [1, 2, 3], holders=[2])
    assert BlockModel(BLOCKER_CHOOSES).piles_to_block(state) == {PileRef(1)} == BlockModel().piles_to_block(state)
