"""The FORBIDDEN strategies (issue 20): valid by construction, in bounds, answered alike by both encodings.

The deck is Section 2's, written here: four copies of each of the 21 number cards (colours R G B; ranks 2 3 4 5 7 8
and the Yin-Yang Y), nine Forbidden cards, three wilds and one of each Royal: 100 cards.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from rulebook.forbidden.corpus.questions import engine_answer, model_answer
from rulebook.forbidden.questions import QUESTIONS
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.strategies import (
    apply_inputs,
    contested_hands,
    decisive_inputs,
    hand_questions,
    legal_actions_inputs,
    new_games,
    positions,
    regrouped_hands,
    states,
    strategies,
    tables,
)

FAST = settings(max_examples=25, deadline=None, database=None)
DECK = {
    **{f"{colour}{rank}": 4 for colour in "RGB" for rank in ("2", "3", "4", "5", "7", "8", "Y")},
    "F": 9,
    "W": 3,
    **{royal: 1 for royal in ("EM", "ES", "MO", "RO")},
}


def cards_of(data: dict[str, Any]) -> Counter[str]:
    held = Counter(data["hand"].split())
    for laid in data["laid"]:
        held.update(laid.split())
    held["F"] += data["table_forbidden"]
    return held


@FAST
@given(hand_questions(min_size=1, max_size=6, max_laid=2))
def test_hand_questions_keep_their_bounds_and_the_deck(data: dict[str, Any]) -> None:
    assert 1 <= len(data["hand"].split()) <= 6
    assert len(data["laid"]) <= 2
    assert all(count <= DECK[kind] for kind, count in cards_of(data).items())
    for laid in data["laid"]:  # a laid set: three alike, or three of one colour (Section 5)
        kinds = laid.split()
        assert len(kinds) == 3 and len({kind[0] for kind in kinds}) == 1


@FAST
@given(positions())
def test_positions_go_at_most_one_copy_past_the_deck(data: dict[str, Any]) -> None:
    assert all(count <= DECK[kind] + 1 for kind, count in cards_of(data).items())


@FAST
@given(new_games())
def test_a_deal_orders_every_card_in_play(data: dict[str, Any]) -> None:
    in_play = Counter(DECK)
    if data["players"] == 2:  # the two-player game leaves three Forbidden cards out (TWO PLAYER RULES)
        in_play["F"] -= 3
    assert Counter(data["order"]) == in_play


@pytest.mark.parametrize(
    "build",
    [
        lambda: hand_questions(min_size=3, max_size=2),
        lambda: hand_questions(max_laid=5),
        lambda: positions(max_size=21),
        lambda: new_games(min_players=1),
        lambda: states(max_players=5),
        lambda: states(min_steps=2, max_steps=1),
    ],
)
def test_bad_bounds_are_refused_as_hypothesis_refuses_them(build: Any) -> None:
    with pytest.raises(InvalidArgument):
        build()


QUESTION_INPUTS = {
    "hand": hand_questions,
    "discards": hand_questions,
    "position": positions,
    "legal-actions": legal_actions_inputs,
    "apply": apply_inputs,
    "new-game": new_games,
}


@pytest.mark.parametrize("question", list(QUESTION_INPUTS))
def test_the_engine_answers_every_drawn_input(question: str) -> None:
    @FAST
    @given(QUESTION_INPUTS[question]())
    def answered(data: dict[str, Any]) -> None:
        answer = engine_answer(question, data, Reading())
        assert answer is not None
        if question == "apply" and not data["action"].startswith(("deal", "draw")):
            assert "state" in answer  # a legal action is never refused

    answered()


@FAST
@given(states(min_players=3, max_players=3, min_steps=1, max_steps=12))
def test_states_keep_three_players(state: Any) -> None:
    assert state.player_count == 3


@settings(max_examples=6, deadline=None, database=None)
@given(
    st.sampled_from(["hand", "discards"]),
    hand_questions(max_size=6, max_laid=1),
)
def test_the_model_agrees_with_the_engine_on_drawn_hands(question: str, data: dict[str, Any]) -> None:
    assert model_answer(question, data, Reading()) == engine_answer(question, data, Reading())


def test_the_strategies_cover_every_question_and_count_cards() -> None:
    built = strategies()
    assert set(built.inputs) == set(QUESTIONS)
    # Hand-worked: three cards in hand, a laid set of three and two Forbidden cards claimed: 3 + 3 + 2.
    assert built.size("hand", {"hand": "R2 R2 R5", "laid": ["R2 R3 R4"], "table_forbidden": 2}) == 8
    assert built.size("position", {"hand": "R2 R2 R2 R2 R2", "laid": [], "table_forbidden": 0}) == 5
    assert built.size("new-game", {"players": 2, "order": []}) == 0


@FAST
@given(tables())
def test_tables_are_states_the_rules_can_hold(state: Any) -> None:
    from rulebook.forbidden.validate import violations

    assert violations(state) == []
    winning = 150 if state.player_count == 2 else 200  # Section 8 and the TWO PLAYER RULES
    assert all(player.score % 5 == 0 and 0 <= player.score < winning for player in state.players)
    turn_hand = 14 if state.phase == "discard" else 13  # Section 3: 13 cards, one more for the player to discard
    assert len(state.players[state.turn].hand) == turn_hand


def test_a_mistaken_cheng_is_asked_too() -> None:
    # Section 7, PENALTY: a Cheng may be declared by mistake, and the player then loses the next turn. The inputs of
    # apply include such a Cheng beside the legal actions.
    found = find(
        apply_inputs(),
        lambda data: data["action"].startswith("cheng") and data["action"] not in legal_of(data),
        settings=settings(database=None, max_examples=2000),
    )
    declarer = found["state"]["turn"]
    after = engine_answer("apply", found, Reading())["state"]
    assert after["players"][declarer]["skip_next_turn"] is True


def legal_of(data: dict[str, Any]) -> list[str]:
    """The engine's legal actions of the input's state."""
    actions: list[str] = engine_answer("legal-actions", {"state": data["state"]}, Reading())["legal_actions"]
    return actions


@FAST
@given(regrouped_hands(max_cards=12))
def test_regrouped_hands_keep_the_deck_and_lay_sets(data: dict[str, Any]) -> None:
    assert sum(cards_of(data).values()) <= 12
    assert all(count <= DECK[kind] for kind, count in cards_of(data).items())
    for laid in data["laid"]:  # three alike, or three of one colour (Section 5)
        kinds = laid.split()
        assert len(kinds) == 3 and len({kind[0] for kind in kinds}) == 1


def test_a_regrouped_hand_may_be_complete_only_with_its_laid_sets_broken_up() -> None:
    # Hand-worked: R2 R2 R5 in hand beside a laid R2 R3 R4 holds R2 R2 R2 and R3 R4 R5 together, but the laid set is
    # kept as it lies (rule forbidden.hand.laid-sets-kept), so R2 R2 R5 alone must make sets: it cannot.
    found = find(
        regrouped_hands(),
        lambda data: data["laid"] and not engine_answer("hand", data, Reading())["may_cheng"] and data["hand"],
        settings=settings(database=None, max_examples=2000),
    )
    together = " ".join([found["hand"], *found["laid"]])
    pooled = {"hand": together, "laid": [], "table_forbidden": 0}
    assert model_answer("hand", pooled, Reading())["may_cheng"] is True  # all the cards in hand make whole sets
    assert model_answer("hand", found, Reading())["may_cheng"] is False  # the laid sets kept as they lie: no


@FAST
@given(contested_hands(max_cards=9))
def test_contested_hands_keep_the_deck_and_their_bound(data: dict[str, Any]) -> None:
    assert sum(cards_of(data).values()) <= 9
    assert all(count <= DECK[kind] for kind, count in cards_of(data).items())
    assert data["laid"] == [] and data["table_forbidden"] == 0


def test_a_contested_hand_of_sets_may_be_incomplete_for_the_card_its_sets_share() -> None:
    # Hand-worked: R2 R2 R2 and R2 R3 R4 are each a set (Section 5: three alike; three in a row of one colour), but
    # held together as R2 R2 R2 R3 R4 the second R2 is one card: it joins one set or the other, and the hand cannot
    # place every number card (Section 7), so it may not go Cheng. A plain hand of whole sets never holds it.
    found = find(
        contested_hands(),
        lambda data: len(data["hand"].split()) == 5 and not engine_answer("hand", data, Reading())["may_cheng"],
        settings=settings(database=None, max_examples=2000),
    )
    assert model_answer("hand", found, Reading())["may_cheng"] is False
    held = Counter(found["hand"].split())
    assert max(held.values()) == 3 and len(held) == 3  # three alike of one card, and two more for a sequence


def test_a_decisive_cheng_may_end_the_game_at_exactly_the_winning_total() -> None:
    # Section 8: the game ends when a total reaches 200 (150 with two players). Tables set one total so that a Cheng
    # brings it there exactly, the case an off-by-one end of the game gets wrong.
    def exactly(data: dict[str, Any]) -> bool:
        if not data["action"].startswith("cheng"):
            return False
        after = engine_answer("apply", data, Reading())["state"]
        winning = 150 if len(after["players"]) == 2 else 200
        return any(player["score"] == winning for player in after["players"])

    found = find(decisive_inputs(), exactly, settings=settings(database=None, max_examples=3000))
    after = engine_answer("apply", found, Reading())["state"]
    assert after["phase"] == "game-over"


def test_a_claim_from_two_piles_is_put_to_a_block() -> None:
    # Section 6: a claim may take the top cards of several piles at once, and the other players are asked in turn
    # whether they block it with a Forbidden card.
    found = find(
        decisive_inputs(),
        lambda data: data["action"] == "block" and len((data["state"].get("claim") or {}).get("piles", [])) >= 2,
        settings=settings(database=None, max_examples=3000),
    )
    assert found["state"]["phase"] == "claim"
