"""The hand_code_mutants family: each Cheng it declares stands or is a mistake as the rulebook says, with its score.

The expected outcome and score of every case are worked here by hand from Section 7 and Scoring (the working in
the comments), not read from the engine; the generated suite then holds the engine to the corpus's answers.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.forbidden.corpus.hand_mutant_cases import hand_code_mutant_cases
from rulebook.forbidden.corpus.questions import engine_answer
from rulebook.forbidden.reading import Reading

CASES = {case.id.split(".", 1)[1]: case for case in hand_code_mutant_cases()}

CHENG_SCORE: dict[str, int | None] = {
    # Section 7: the Emperor counts as a Forbidden card (emperor.forbidden=always): one alone bars the Cheng.
    "emperor-alone-always": None,
    # with-real-forbidden: the Emperor alone counts for nothing. Run R2-3-4 5 + kong R5 10 + pungs G3, B7 5 + 5 = 25,
    # + 10 Cheng bonus = 35, no multiplier.
    "emperor-alone-with-real-forbidden": 35,
    # with-real-forbidden, beside F: two count. Run 5 + pungs R5, G3, B7 15 = 20, + 10 bonus = 30, x 2 = 60.
    "emperor-beside-forbidden-with-real-forbidden": 60,
    # Section 7: 'A LONE Forbidden card prevents a player from going Cheng'.
    "lone-forbidden": None,
    # empress.lone-forbidden=no: the Empress does not lift the bar.
    "lone-forbidden-beside-empress": None,
    # empress.lone-forbidden=yes with the Empress: 20 + 10 bonus = 30; one Forbidden card does not multiply, and the
    # Empress without the Emperor is no Royal Marriage (marriage=emperor-and-empress).
    "lone-forbidden-beside-empress-allowed": 30,
    # empress.lone-forbidden=yes, but no Empress held: still barred.
    "lone-forbidden-without-empress-refused": None,
    # The round-scoring cases: CHENG_HAND after discarding G8, run 5 + kong R5 10 + pungs G3, B7 10 + 10 bonus = 35.
    "most-cards-round-scores": 35,
    # The Monkey takes the Emperor at the round's end: a lone F is left, so the Cheng player is scored as one who did
    # not go Cheng: 20 set points - 5 for F (no Emperor now to protect it) = 15.
    "monkey-takes-emperor-cheng-scored-as-other": 15,
}


def _answer(slug: str, readings: dict[str, str] | None = None) -> dict[str, Any]:
    case = CASES[slug]
    chosen = dict(case.readings) if readings is None else readings
    answer: dict[str, Any] = engine_answer(case.question, case.input, Reading.from_mapping(chosen))
    return answer


def test_every_case_has_a_worked_answer() -> None:
    assert set(CASES) == set(CHENG_SCORE)


@pytest.mark.parametrize("slug", sorted(CHENG_SCORE))
def test_the_corpus_answer_is_the_worked_one(slug: str) -> None:
    state = CASES[slug].expected["state"]
    score = CHENG_SCORE[slug]
    if score is None:  # Section 7, PENALTY: the hand is taken back, the next turn lost, the discard still due
        assert (state["phase"], state["result"]) == ("discard", None)
        assert state["players"][1]["skip_next_turn"] is True
    else:
        assert state["phase"] == "round-over"
        assert state["result"]["cheng_player"] == 1
        assert state["result"]["scores"][1] == score
    assert CASES[slug].outcome == ("refuses" if score is None else "accepts")


def test_most_cards_scores_player_two_for_the_four_card_run() -> None:
    # Player 2: RY RY G7x4 G8x3 B2 B4 B5 W. Kong G7 10 + pung G8 5, then most-cards takes the run B2 W=B3 B4 B5 (4
    # cards, 10) = 25; arrangement=best takes the pung RY RY W (5 + two Yin-Yang bonuses 10 = 15) = 30.
    assert CASES["most-cards-round-scores"].expected["state"]["result"]["scores"][2] == 25
    assert _answer("most-cards-round-scores", {})["state"]["result"]["scores"][2] == 30


def test_without_the_monkey_power_the_cheng_is_scored_doubled() -> None:
    # monkey.power=none: the Emperor stays, two Forbidden cards count: (20 + 10 bonus) x 2 = 60.
    assert _answer("monkey-takes-emperor-cheng-scored-as-other", {})["state"]["result"]["scores"][1] == 60
