"""Rule adequacy of the play rules: every play rule has a mutant engine and a witness position that catches it.

The generic checks recompute what they can from the real engine and the JSON input alone. The hand-worked checks
state, for each rule, what the rulebook says the witness must show (4 players unless said; dealer 0, so player 1
is to play; player ``i + 1`` sits on player ``i``'s left) and that the mutant shows something else.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from rulebook.core.register import rule_ids
from rulebook.core.witnesses.witness import MutantWitness
from rulebook.forbidden.actions import Action, Claim, Deal, parse_action
from rulebook.forbidden.crosscheck.mutants_play import PLAY_RULES, answer, mutated, play_mutants, play_mutations
from rulebook.forbidden.crosscheck.play import pending
from rulebook.forbidden.engine import blocks as engine_play_blocks
from rulebook.forbidden.engine import claims as engine_play_claims
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine import round as engine_play_round
from rulebook.forbidden.model.blocks import BlockModel
from rulebook.forbidden.model.claims import ClaimModel
from rulebook.forbidden.state import PileRef, State, state_from_json, state_json
from rulebook.forbidden.validate import violations

MUTANTS = play_mutants()
MODEL_RULES = {
    "forbidden.play.claim",
    "forbidden.play.claim-several",
    "forbidden.play.no-royal-claim",
    "forbidden.play.claim-forbidden",
    "forbidden.two-player.claim",
    "forbidden.block.who",
    "forbidden.block.precedence",
    "forbidden.block.pile",
    "forbidden.play.draw",
    "forbidden.cheng.mistake",
    "forbidden.round.next-deal",
    "forbidden.game.end",
}
"""The play rules the Z3 claim, block and round-course models state (spec/forbidden.toml: no
``encoded_by = ["engine"]``)."""
NOT_DECIDED_BY_THE_MODEL = {("forbidden.play.draw", "changed")}
"""Mutants of a modelled rule whose witness is a step the model decides nothing about: drawing the bottom card
instead of the top one (the model of the round's course says when a turn starts, not which card a draw takes)."""


def witness_of(rule: str, kind: str | None = None) -> MutantWitness:
    found = [mw for mw in MUTANTS if mw.mutant.rule == rule and kind in (None, mw.mutant.kind)]
    assert len(found) == 1, f"expected one mutant of {rule} ({kind}), found {len(found)}"
    return found[0]


def read_input(mw: MutantWitness) -> tuple[State, Action | None]:
    text = mw.witness.input["action"]
    return state_from_json(mw.witness.input["state"]), None if text is None else parse_action(text)


def case(rule: str, kind: str | None = None) -> tuple[State, Any, Any]:
    """The witness position of ``rule``'s mutant, the rule's answer and the mutant's."""
    mw = witness_of(rule, kind)
    state, _ = read_input(mw)
    return state, mw.witness.base_answer, mw.witness.other_answer


# --- Every rule, every witness -------------------------------------------------------------------------------------


def test_every_play_rule_has_a_mutant_and_every_rule_is_a_real_rule() -> None:
    known = set(rule_ids("forbidden"))
    assert set(PLAY_RULES) <= known
    assert len(PLAY_RULES) == 19
    assert {mw.mutant.rule for mw in MUTANTS} == set(PLAY_RULES)
    assert all(mw.mutant.kind in ("dropped", "negated", "off-by-one", "changed") for mw in MUTANTS)
    assert len({mw.mutant for mw in MUTANTS}) == len(MUTANTS)


def test_the_mutants_are_computed_once_and_deterministically() -> None:
    assert play_mutants() is MUTANTS
    assert [mw.as_json() for mw in MUTANTS] == [mw.as_json() for mw in play_mutants.__wrapped__()]


@pytest.mark.parametrize("mw", MUTANTS, ids=lambda mw: f"{mw.mutant.rule}:{mw.mutant.kind}")
def test_each_witness_is_a_valid_position_that_tells_the_mutant_apart(mw: MutantWitness) -> None:
    witness = mw.witness
    state, action = read_input(mw)
    assert violations(state) == []
    assert state_json(state) == witness.input["state"]  # the input round-trips
    assert witness.base_answer != witness.other_answer
    assert answer(state, action) == witness.base_answer  # the real engine, recomputed from the JSON input
    assert witness.subject == mw.mutant.rule and witness.rules == (mw.mutant.rule,)
    assert witness.base == f"{mw.mutant.rule} as written" and witness.other == mw.mutant.description
    assert witness.question
    # Cards in hands, laid sets, Forbidden cards on the table and discard piles (and the cards of a waiting claim).
    players = witness.input["state"]["players"]
    size = sum(len(p["hand"]) + sum(len(s["cards"]) for s in p["laid"]) + p["table_forbidden"] for p in players)
    size += sum(len(pile["cards"]) for p in players for pile in p["piles"])
    size += len(witness.input["state"]["claim"]["cards"]) if witness.input["state"]["claim"] else 0
    assert witness.size == size
    assert json.loads(json.dumps(mw.as_json())) == mw.as_json()  # JSON-ready, for the corpus


@pytest.mark.parametrize("mw", MUTANTS, ids=lambda mw: f"{mw.mutant.rule}:{mw.mutant.kind}")
def test_the_mutant_engine_gives_the_other_answer_and_the_real_engine_comes_back(mw: MutantWitness) -> None:
    modules = (engine_play, engine_play_blocks, engine_play_claims, engine_play_round)
    before = [dict(vars(module)) for module in modules]
    state, action = read_input(mw)
    with mutated(mw.mutant):
        assert answer(state, action) == mw.witness.other_answer
    assert [dict(vars(module)) for module in modules] == before
    assert answer(state, action) == mw.witness.base_answer


def test_a_mutant_engine_is_restored_even_when_its_block_raises() -> None:
    mutant = witness_of("forbidden.play.draw", "changed").mutant
    original = engine_play._draw
    with pytest.raises(RuntimeError), mutated(mutant):
        assert engine_play._draw is not original
        raise RuntimeError
    assert engine_play._draw is original
    assert set(play_mutations()) == {mw.mutant for mw in MUTANTS}


@pytest.mark.parametrize("mw", MUTANTS, ids=lambda mw: f"{mw.mutant.rule}:{mw.mutant.kind}")
def test_the_model_confirms_exactly_the_rules_it_states(mw: MutantWitness) -> None:
    modelled = mw.mutant.rule in MODEL_RULES and (mw.mutant.rule, mw.mutant.kind) not in NOT_DECIDED_BY_THE_MODEL
    expected = ("engine", "model") if modelled else ("engine",)
    assert mw.witness.confirmed_by == expected


@pytest.mark.parametrize(
    "rule",
    [
        "forbidden.play.claim",
        "forbidden.play.claim-several",
        "forbidden.play.no-royal-claim",
        "forbidden.play.claim-forbidden",
        "forbidden.two-player.claim",
    ],
)
def test_the_claim_model_lists_the_rules_claims(rule: str) -> None:
    state, base, _ = case(rule)
    model = ClaimModel()
    assert {str(c) for c in model.claims(state) | model.forbidden_claims(state)} == {
        action for action in base if action.startswith("claim")
    }


def test_the_block_model_agrees_on_the_block_witnesses() -> None:
    model = BlockModel()
    state, action = read_input(witness_of("forbidden.block.who"))
    assert isinstance(action, Claim)
    assert model.may_block(pending(state, action)) == {2}
    state, _, _ = case("forbidden.block.precedence")
    assert model.standing_block(state, frozenset({0, 3})) == 3
    state, _, _ = case("forbidden.block.pile")
    assert model.pile_to_block(state) == PileRef(2)


# --- Hand-worked: Section 3 and Section 8, the deal -----------------------------------------------------------------


def deal_order(rule: str, kind: str | None = None) -> tuple[str, ...]:
    action = read_input(witness_of(rule, kind))[1]
    assert isinstance(action, Deal)
    return action.order


def sorted_cards(cards: Any) -> list[str]:
    return sorted(cards)


def test_setup_deal_thirteen_cards_each() -> None:
    # Section 3: "The dealer deals a hand of 13 cards to each player"; the mutant deals 12.
    _, base, other = case("forbidden.setup.deal", "off-by-one")
    assert [len(base["players"][str(p)]["hand"]) for p in range(4)] == [13] * 4
    assert [len(other["players"][str(p)]["hand"]) for p in range(4)] == [12] * 4
    # Sections 3 and 8: two cards go into the chest first; the new dealer is player 1, so player 2 (on the dealer's
    # left) receives the 13 cards after them.
    order = deal_order("forbidden.setup.deal", "off-by-one")
    assert sorted_cards(base["players"]["2"]["hand"]) == sorted_cards(order[2:15])


def test_setup_deal_the_dealers_left_plays_first() -> None:
    # Section 8: the deal passes to player 1; Section 3: "The player to the dealer's left has the first turn": 2.
    _, base, other = case("forbidden.setup.deal", "changed")
    assert (base["dealer"], base["turn"], base["phase"]) == (1, 2, "start")
    assert other["turn"] == 1


def test_next_deal_passes_left() -> None:
    # Section 8: "Deal passes to the player on the left of the prior dealer": dealer 0 -> 1, and 2 starts.
    state, base, other = case("forbidden.round.next-deal")
    assert state.dealer == 0 and state.phase == "round-over"
    assert (base["dealer"], base["turn"]) == (1, 2)
    assert (other["dealer"], other["turn"]) == (0, 1)


# --- Hand-worked: Section 4, drawing, claiming, discarding ---------------------------------------------------------


def test_draw_takes_the_top_card() -> None:
    # Section 4: "taking the top card from the draw pile": the draw pile is listed top first.
    state, base, other = case("forbidden.play.draw", "changed")
    hand = list(state.players[1].hand.tokens())
    assert sorted_cards(base["players"]["1"]["hand"]) == sorted_cards([*hand, state.draw_pile[0]])
    assert sorted_cards(other["players"]["1"]["hand"]) == sorted_cards([*hand, state.draw_pile[-1]])
    assert state.draw_pile[0] != state.draw_pile[-1]


def test_an_empty_draw_pile_ends_the_round() -> None:
    # docs/forbidden-play.md (forbidden.play.draw): play passing to a player with no card to draw ends the round;
    # under draw.exhausted=void nobody scores.
    state, base, other = case("forbidden.play.draw", "dropped")
    assert state.draw_pile == () and state.phase == "discard"
    assert base["phase"] == "round-over"
    assert base["result"]["ended_by"] == "draw-pile-empty" and base["result"]["scores"] == [0, 0, 0, 0]
    assert other["phase"] == "start" and other["turn"] == 2


def test_claim_never_from_ones_own_pile() -> None:
    # Section 4: "the top card from any opponent's discard pile (never one's own)": player 1's own R2 with R3 R4.
    state, base, other = case("forbidden.play.claim")
    assert state.players[1].piles[0].cards[-1] == "R2"
    assert base == ["draw"]
    assert "claim 1 using R3 R4" in other


def test_claim_of_two_piles_into_one_set() -> None:
    # Section 4, first question: R3 in hand, R2 and R4 on two opponents' piles: "You take them both".
    _, base, other = case("forbidden.play.claim-several")
    assert "claim 0,2 using R3" in base
    assert not any("," in action for action in other)


def test_no_royal_or_wild_claim() -> None:
    # Section 4, third question: "Can I claim a Royal card atop an opponent's Discard pile? NO, never." A wild on
    # top of pile 2 would make R3 R4 W a run, but it is never claimed.
    state, base, other = case("forbidden.play.no-royal-claim")
    assert state.players[2].piles[0].cards[-1] == "W"
    assert base == ["draw"]
    assert "claim 2 using R3 R4" in other


def test_a_forbidden_card_on_top_is_claimed() -> None:
    # Section 6, Claiming Forbidden cards: "A Forbidden card atop an opponent's Discard pile may be claimed".
    _, base, other = case("forbidden.play.claim-forbidden")
    assert "claim-forbidden 2" in base
    assert "claim-forbidden 2" not in other


def test_discard_face_up_onto_ones_own_pile() -> None:
    # Section 4: "discarding one card face up onto his own discard pile": G2 goes on top of R8; player 2 is next.
    _, base, other = case("forbidden.play.discard")
    assert base["players"]["1"]["piles"][0]["cards"] == ["R8", "G2"]
    assert base["turn"] == 2 and base["phase"] == "start"
    assert other["players"]["1"]["piles"][0]["cards"][-1] != "G2"


# --- Hand-worked: Section 6, blocks ---------------------------------------------------------------------------------


def test_the_owner_of_the_pile_may_block() -> None:
    # Section 6: a claim from "another player's pile (including your own)" may be blocked: player 2 owns the claimed
    # pile and holds the only Forbidden card, so the claim waits for player 2.
    state, base, other = case("forbidden.block.who")
    holders = [p for p, player in enumerate(state.players) if player.hand.count("F")]
    assert holders == [2]
    assert base["phase"] == "claim" and base["actor"] == 2
    assert other["phase"] == "discard"  # the mutant lets the claim stand at once


def test_the_blocker_closest_to_the_claimants_left_blocks() -> None:
    # Section 6: "The one closest to the active player's left completes the block." From claimant 1's left the order
    # is 2, 3, 0; player 2 holds no Forbidden card, so player 3 blocks, not player 0.
    state, base, other = case("forbidden.block.precedence")
    assert [p for p, player in enumerate(state.players) if player.hand.count("F")] == [0, 3]
    assert base["players"]["3"]["blocks"] == 1 and "0" not in base["players"]
    assert other["players"]["0"]["blocks"] == 1 and "3" not in other["players"]


def test_a_claim_of_two_piles_is_blocked_on_the_pile_closest_to_the_left() -> None:
    # Section 6: "You block the one closest to his left": pile 2 sits one seat to claimant 1's left, pile 0 three.
    # The Forbidden card lies crosswise on R4 on pile 2; R2 goes back on pile 0 uncrossed.
    _, base, other = case("forbidden.block.pile")
    assert base["players"]["2"]["piles"][0] == {"cards": ["B7", "R4", "F"], "crosswise": 2}
    assert base["players"]["0"]["piles"][0] == {"cards": ["G7", "R2"], "crosswise": None}
    assert other["players"]["0"]["piles"][0]["crosswise"] is not None
    assert other["players"]["2"]["piles"][0]["crosswise"] is None


def test_a_blocked_claimant_loses_the_turn() -> None:
    # Section 6: "the opponent must return the discard to its pile. This player loses his turn and as a result makes
    # no discard": R2 goes back on pile 2, player 1 keeps the hand, and player 2 (on the left) plays next.
    state, base, other = case("forbidden.block.effect")
    assert base["players"]["2"]["piles"][0]["cards"][:2] == ["B7", "R2"]
    assert "1" not in base["players"]  # the claimant's hand, laid sets and pile are untouched
    assert (base["phase"], base["turn"]) == ("start", 2)
    assert other["turn"] == state.turn == 1


# --- Hand-worked: Section 7 and Scoring -----------------------------------------------------------------------------


def test_a_complete_hand_may_go_cheng() -> None:
    # Section 7: after discarding G8 the hand R2-3-4, R5 x4, G3 x3, B7 x3 is complete: a Cheng is offered.
    _, base, other = case("forbidden.cheng.declare")
    assert "cheng discarding G8" in base
    assert not any(action.startswith("cheng") for action in other)


def test_a_mistaken_cheng_loses_the_next_turn() -> None:
    # Section 7, PENALTY: R2 R3 B7 and the rest make no complete hand: the player picks it up and loses the next
    # turn; the B8 discarded first stays on the pile and player 2 plays next.
    _, base, other = case("forbidden.cheng.mistake")
    assert base["players"]["1"]["skip_next_turn"] is True
    assert base["players"]["1"]["piles"][0]["cards"] == ["B8"] and base["turn"] == 2
    assert "skip_next_turn" not in other["players"]["1"]


def test_every_player_scores_after_a_cheng() -> None:
    # Scoring: player 1 goes Cheng: 10 (Cheng bonus) + 5 (run R2-3-4) + 10 (kong of R5) + 5 + 5 (pungs of G3, B7)
    # = 35, no Forbidden card to multiply. Player 2: a pung of G2 = 5. Player 3: no set, one Forbidden card held
    # = -5. Player 0: no set = 0.
    _, base, other = case("forbidden.round.scoring")
    assert base["result"]["scores"] == [0, 35, 5, -5]
    assert [base["players"][p]["score"] for p in ("1", "2", "3")] == [35, 5, -5]
    assert other["result"]["scores"] != [0, 35, 5, -5]


def test_the_game_ends_at_exactly_200() -> None:
    # Section 8: "Play until one player reaches or surpasses 200 points": 165 + 35 = 200 ends the game.
    state, base, other = case("forbidden.game.end")
    assert state.players[1].score == 165
    assert base["phase"] == "game-over" and base["players"]["1"]["score"] == 200
    assert other["phase"] == "round-over"


# --- Hand-worked: TWO PLAYER RULES ----------------------------------------------------------------------------------


def test_two_player_deck_has_six_forbidden_cards() -> None:
    # TWO PLAYER RULES: "Remove 3 Forbidden cards from the deck": 9 - 3 = 6 of the 97 cards; the deal of all of
    # them is accepted, and the mutant (four removed) refuses a Forbidden card it does not expect.
    state, base, other = case("forbidden.two-player.setup", "off-by-one")
    order = deal_order("forbidden.two-player.setup", "off-by-one")
    assert len(state.all_cards()) == 97 and state.all_cards().count("F") == 6
    assert Counter(order)["F"] + state.chest.count("F") == 6
    assert base["phase"] == "start"
    assert isinstance(other, str) and other.startswith("illegal") and "F" in other


def test_two_player_deal_turns_up_four_cards() -> None:
    # TWO PLAYER RULES: after 2 chest cards and 2 x 13 dealt, the dealer turns up 4 cards: two before himself (the new
    # dealer is player 1), two before the opponent.
    _, base, other = case("forbidden.two-player.setup", "dropped")
    order = deal_order("forbidden.two-player.setup", "dropped")
    piles = {p: [pile["cards"] for pile in base["players"][p]["piles"]] for p in ("0", "1")}
    assert piles == {"1": [[order[28]], [order[29]]], "0": [[order[30]], [order[31]]]}
    assert all(pile["cards"] == [] for p in ("0", "1") for pile in other["players"][p]["piles"])


def test_two_player_claim_of_both_piles() -> None:
    # TWO PLAYER RULES: "you hold in hand a red 3 while a red 4 and red 5 top your opponent's discard piles. You may
    # claim both discards".
    _, base, other = case("forbidden.two-player.claim")
    assert "claim 0,0.1 using R3" in base
    assert "claim 0,0.1 using R3" not in other


def test_two_player_empty_pile_is_refilled_first() -> None:
    # TWO PLAYER RULES: "If one pile is exhausted, you must replenish it with your next discard": player 1's pile 0
    # is empty, so every discard goes onto it.
    state, base, other = case("forbidden.two-player.piles")
    assert state.players[1].piles[0].cards == () and state.players[1].piles[1].cards
    assert base and all(action.startswith("discard") and " to " not in action for action in base)
    assert any(action.endswith(" to 1") for action in other)
