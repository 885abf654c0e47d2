"""The SORRY! corpus: the hand-worked sources stop the build when wrong, and the committed files hold what the rules
say (each property stated here by hand)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulebook.core.corpus.case_builder import CaseDisagreementError
from rulebook.sorry.corpus import moves, play, score

GENERATED = Path(__file__).resolve().parents[2] / "generated" / "sorry"


def test_a_wrong_hand_worked_move_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    # the 5 from 12 written as landing on 18: the encodings say 17, so the builder must refuse the case
    row = moves.CASES[0]
    wrong = (*row[:5], [("R 12-18", moves.FORWARD, "R:18 B:")], *row[6:])
    monkeypatch.setattr(moves, "CASES", (wrong, *moves.CASES[1:]))
    with pytest.raises(CaseDisagreementError, match="moves-forward-five"):
        moves.moves_rulebook()


def test_a_wrong_score_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    row = score.CASES[0]
    wrong = (*row[:3], {"R": 175, "B": 5, "Y": 0}, *row[4:])  # the 100 wrongly added
    monkeypatch.setattr(score, "CASES", (wrong, *score.CASES[1:]))
    with pytest.raises(CaseDisagreementError, match="score-one-opponent-home"):
        score.score_rulebook()


def test_a_refused_score_input_that_an_encoding_answers_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    # red has all four pawns HOME: a finished game, which both encodings score, so it is no input to refuse
    wrong = ("score-not-refused", "a finished game", "R:home,home,home,home B:", "wrongly refused")
    monkeypatch.setattr(score, "REFUSED", (wrong,))
    with pytest.raises(CaseDisagreementError, match="score-not-refused"):
        score.score_rulebook()


def test_the_unfinished_and_twice_won_positions_expect_an_error() -> None:
    # Winning: a score needs exactly one colour with four pawns HOME; {"error": true} is the refused input's answer
    cases = {case["id"]: case for case in _cases("score_rulebook")}
    for case_id in ("score-game-not-over", "score-two-winners"):
        assert cases[case_id]["expected"] == {"error": True} and cases[case_id]["outcome"] == "refuses"


def test_a_wrong_next_state_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    # the 2's second draw forgotten: the turn passed to blue
    rows = list(play.APPLY)
    index = next(i for i, row in enumerate(rows) if row[0] == "apply-two-draws-again")
    expected = {**rows[index][5], "turn": "B"}
    rows[index] = (*rows[index][:5], expected, *rows[index][6:])
    monkeypatch.setattr(play, "APPLY", tuple(rows))
    with pytest.raises(CaseDisagreementError, match="apply-two-draws-again"):
        play.apply_rulebook()


def _cases(family: str) -> list[dict[str, object]]:
    path = GENERATED / f"{family}.json"
    if not path.is_file():
        pytest.skip("the corpus is not generated yet")
    return json.loads(path.read_text(encoding="utf-8"))["cases"]  # type: ignore[no-any-return]


def test_a_lost_turn_is_never_listed_beside_a_forced_move() -> None:
    # Moving pawns: a player who can move must; only an 11's swap may be declined (Card values, 11)
    for case in _cases("moves_rulebook") + _cases("readings"):
        if case["question"] != "moves":
            continue
        options = case["expected"]["moves"]  # type: ignore[index]
        passes = [o for o in options if o["move"] == "pass"]
        if passes and len(options) > 1:
            assert case["input"]["card"] == "11" and passes[0]["rule"] == "sorry.card.eleven", case["id"]  # type: ignore[index]


def test_every_move_keeps_four_pawns_a_colour() -> None:
    for case in _cases("moves_rulebook"):
        for option in case["expected"]["moves"]:  # type: ignore[index]
            assert all(len(places) == 4 for places in option["position"].values()), case["id"]
