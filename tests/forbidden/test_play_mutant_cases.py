"""The round_mutants family: each case's answer, worked by hand from the rulebook (the section in each comment).

The expected answers of the family are the engine's (confirmed by the Z3 model where it answers); here the part of
each answer that the case is about is written from the rulebook, so that a case whose position does not ask what
its name says fails.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from rulebook.forbidden.corpus.play_mutant_cases import round_mutant_cases

CASES = {case.id.split(".", 1)[1]: case for case in round_mutant_cases()}


def _state(slug: str) -> dict[str, Any]:
    expected = CASES[slug].expected
    assert "state" in expected, f"{slug} answers {expected}"
    state: dict[str, Any] = expected["state"]
    return state


def _chengs(slug: str) -> set[str]:
    return {action for action in CASES[slug].expected["legal_actions"] if action.startswith("cheng")}


@pytest.mark.parametrize("slug", ["emperor-with-real-forbidden-in-hand", "emperor-with-real-forbidden-on-table"])
def test_the_emperor_counts_beside_one_real_forbidden_card(slug: str) -> None:
    # Section 7, emperor.forbidden=with-real-forbidden: F (in hand or on the table) + the Emperor = 2 count.
    # Scoring: run R2-R3-R4 5 + pungs G3, B7 5 each = 15; Cheng (15 + 10) x 2 = 50; as another player 15, the
    # Emperor waiving the 5-point penalty of the Forbidden card.
    assert CASES[slug].expected == {"may_cheng": True, "cheng_score": 50, "other_score": 15}


def test_the_fast_version_lists_chengs_after_two_discards() -> None:
    # After G8: R2-R4 run, kong R5, pungs G3 B7. After R2 G8: R3 R4 R5 + pung R5. After R5 G8: R2-R5 + pung R5.
    assert _chengs("fast-cheng-two-discards") == {
        "cheng discarding G8",
        "cheng discarding R2 G8",
        "cheng discarding R5 G8",
    }


@pytest.mark.parametrize(
    ("slug", "cheng"),
    [
        (
            "cheng-colour-edges",
            "cheng discarding R2",
        ),  # R7 R8 RY (Y as 9), G2 x3, B8 x3, B2-B4; the Monkey needs no set
        ("laid-run-extended-by-hand", "cheng discarding B2"),  # R5 extends the laid R2 R3 R4
        ("laid-set-with-wild", "cheng discarding R8"),  # G7 G8 GY, R3 x3, B7 x4 beside the laid G2 G3 W
        ("two-player-cheng-refills-empty-pile", "cheng discarding G8 to 1"),  # pile 1.1 is empty: refilled first
        ("two-player-cheng-both-piles-held", "cheng discarding G8"),  # no empty pile: the first pile
        ("two-player-both-piles-empty", "cheng discarding R3"),  # two empty piles: the first is refilled
    ],
)
def test_the_listed_cheng(slug: str, cheng: str) -> None:
    assert _chengs(slug) == {cheng}


def test_a_laid_wild_is_exempt_from_the_four_copies_limit() -> None:
    # wild.exhausted-card=refused: beside the laid R2 W R4 (W as R3) the hand R2 R3x4 R4 R5 RY G5x3 goes Cheng with
    # no discard (R2-R6 run, RY as 6; pungs R3, G5), after R2 (R3-R6, R3 x3) and after RY (R2-R5, R3 x3).
    assert _chengs("laid-wild-for-a-card-held-four-times") == {"cheng", "cheng discarding R2", "cheng discarding RY"}


def test_an_empty_pile_takes_every_discard() -> None:
    # TWO PLAYER RULES: pile 1.1 is empty, so every discard goes 'to 1'; with two empty piles none does.
    assert all(
        action.endswith("to 1") for action in CASES["two-player-cheng-refills-empty-pile"].expected["legal_actions"]
    )
    assert not any("to 1" in action for action in CASES["two-player-both-piles-empty"].expected["legal_actions"])


@pytest.mark.parametrize(
    "slug",
    ["cheng-two-discards-outside-fast", "block-pile-not-claimed", "pass-with-nobody-to-ask", "deal-missing-a-card"],
)
def test_refused(slug: str) -> None:
    # Section 7 (one discard outside the Fast version), Section 6 (the claimed pile; nobody left to ask), Section 3
    # (a deal names the cards in play once each).
    assert CASES[slug].expected == {"refused": True}


def test_no_action_after_a_round() -> None:
    # Section 8: after a round only the next deal (listed by no legal-actions answer) follows.
    assert CASES["no-actions-after-round"].expected == {"legal_actions": []}


def test_mistaken_chengs() -> None:
    # Section 7, PENALTY: the hand is picked up and the next turn lost.
    none = _state("mistaken-cheng-without-discard")  # no discard: still player 1 to discard, all 14 cards held
    assert (none["phase"], none["turn"], len(none["players"][1]["hand"])) == ("discard", 1, 14)
    assert none["players"][1]["skip_next_turn"]
    two = _state("fast-mistaken-cheng-two-discards")  # B7 stays on the pile, the Emperor goes back to the hand
    assert two["players"][1]["piles"][0]["cards"] == ["B7"] and "EM" in two["players"][1]["hand"]
    assert (two["phase"], two["turn"]) == ("start", 2)
    laid = _state("laid-sets-mistaken-cheng")  # R7, G5, G8 in no set: B2 on the pile, player 2 to play
    assert laid["players"][1]["piles"][0]["cards"] == ["B2"] and (laid["phase"], laid["turn"]) == ("start", 2)


def test_the_blocker_on_the_claimants_right_passes_play_on() -> None:
    # block.next-player=blocker-left: player 0's left is claimant 1, who lost the turn, so player 2 plays.
    assert _state("blocker-on-claimants-right")["turn"] == 2


def test_the_draw_takes_the_top_card() -> None:
    # Section 4: the top card of the draw pile goes into the hand.
    before = CASES["draw-from-shuffled-deck"].input["state"]
    after = _state("draw-from-shuffled-deck")
    top, second = before["draw_pile"][:2]
    assert top != second
    gained = Counter(after["players"][1]["hand"]) - Counter(before["players"][1]["hand"])
    assert gained == Counter({top: 1}) and after["draw_pile"] == before["draw_pile"][1:]


def test_the_chest_at_the_edge_of_a_deal() -> None:
    # Section 3: a deal needs 13 per player + 2 chest cards + 1 to draw: 42 with three players, 55 with four.
    kept = _state("chest-kept-at-exact-deal")  # 100 - 58 = 42 outside: kept, and two more added
    assert len(kept["treasure_chest"]) == 60
    returned = _state("chest-returned-one-card-short")  # 100 - 46 = 54 < 55: all 100 dealt, a new chest of two
    assert len(returned["treasure_chest"]) == 2
    won = _state("won-chest-is-dealt-again")  # treasure.won=cheng-player: the won chest is dealt again
    assert len(won["treasure_chest"]) == 2


def test_the_winner_and_the_monkey() -> None:
    # Section 8, game.tie=play-on: 165 + 35 = 200 alone at the top ends the game.
    assert _state("lone-winner-under-play-on")["phase"] == "game-over"
    # monkey.power=takes-emperor: holding the Emperor too, player 2 takes nothing and is not doubled.
    own = _state("monkey-beside-own-emperor")["result"]["scores"]
    assert own[2] == 45  # kong G7 10 + pung G8 5 + kong of GY (as 6) 10 + Yin-Yang bonus 4 x 5 = 45
    # The Monkey takes player 1's Emperor: F alone, no Cheng; four sets of 5 = 20, less 5 for F = 15.
    assert _state("monkey-takes-emperor-of-cheng")["result"]["scores"][1] == 15
