"""``rulebook forbidden check``: answers, JSON shapes, batch mode, and bad input (exit 2, one line, no traceback)."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from rulebook.cli import main

WILD_DRAGON = ["forbidden", "check", "R2 RY R7 B8 B8 B8 G2 G2 W F EM", "--laid", "R3 R4 R5"]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_check_prints_verdict_arrangement_and_breakdown_with_rule_ids(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(WILD_DRAGON, capsys)
    assert status == 0
    assert "may go Cheng" in out
    assert "R2 R3 R4 R5 RY=6 R7" in out and "W=G2" in out
    assert "score if this player goes Cheng: 70" in out
    assert "[forbidden.score.cheng-bonus]" in out and "[forbidden.score.forbidden-multiplier]" in out


def test_incomplete_hand_names_the_refusing_rule_and_leftovers(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["forbidden", "check", "R2 R3 R4 G7 B8"], capsys)
    assert status == 0
    assert "not complete" in out
    assert "refused by forbidden.hand.all-numbers-in-sets" in out
    assert "G7" in out.split("fit no set:")[1].splitlines()[0]


def test_json_answer_has_the_documented_fields(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run([*WILD_DRAGON, "--json"], capsys)
    answer = json.loads(out)
    assert status == 0
    assert {"complete", "set_points", "cheng_score", "other_score", "arrangement", "refused_by"} <= set(answer)
    assert answer["cheng_score"] == 70 and answer["set_points"] == 25 and answer["refused_by"] == []


def test_reading_option_changes_the_answer(capsys: pytest.CaptureFixture[str]) -> None:
    # A complete hand with the Emperor and no Forbidden card: by default the Emperor is a lone Forbidden card.
    hand = ["forbidden", "check", "R2 R3 R4 EM", "--json"]
    _, out, _ = run(hand, capsys)
    assert json.loads(out)["refused_by"] == ["forbidden.cheng.lone-forbidden"]
    _, out, _ = run([*hand, "--reading", "emperor.forbidden=with-real-forbidden"], capsys)
    # Only with a real Forbidden card does he count: 5 + 10 Cheng bonus, no multiplier.
    assert json.loads(out)["cheng_score"] == 15


def test_discards_finds_the_card_to_throw(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["forbidden", "check", "B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2", "--discards", "1"], capsys)
    assert status == 0
    assert "discard B2" in out and "Cheng for 105" in out


def test_a_json_answer_names_the_question_it_answers(capsys: pytest.CaptureFixture[str]) -> None:
    # A hand alone is the corpus's hand question; with --discards, its discards question (issue 41).
    _, out, _ = run(["forbidden", "check", "R2 R3 R4 B2", "--json"], capsys)
    assert json.loads(out)["question"] == "hand"
    _, out, _ = run(["forbidden", "check", "R2 R3 R4 B2", "--discards", "1", "--json"], capsys)
    assert json.loads(out)["question"] == "discards"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["forbidden", "check", "R2 R3 X9"], "unknown card 'X9'"),
        (["forbidden", "check", "R2 R2 R2 R2 R2"], "too many copies of R2"),
        (["forbidden", "check", "W W W W"], "too many copies of W"),
        (["forbidden", "check", "R2", "--reading", "nope=1"], "unknown reading 'nope'"),
        (["forbidden", "check", "R2 R3 R4 B2", "--discards", "2"], "variant.fast=yes"),
        (["forbidden", "check", "R2", "--laid", "R2 G3 B4"], "R2 G3 B4"),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(argv, capsys)
    assert status == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and message in err


def test_jsonl_answers_every_line_and_flags_bad_ones(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [
        {"hand": "R2 R3 R4 G5 G5 G5", "laid": [], "table_forbidden": 0, "reading": {}},
        {"hand": "R2 R2 R2 R2 R2"},
        "not json",
        {"hand": "R3 R4 F", "laid": ["R5 RY R7"], "table_forbidden": 1},
    ]
    text = "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    status, out, _ = run(["forbidden", "check", "--jsonl"], capsys)
    answers = [json.loads(line) for line in out.splitlines()]
    assert status == 2
    assert len(answers) == 4
    # R2-R3-R4 (5) + pung G5 (5) + Cheng bonus 10 = 20, no Forbidden cards.
    assert answers[0]["cheng_score"] == 20
    assert "R2" in answers[1]["error"] and "line 2" in answers[1]["error"]
    assert "not JSON" in answers[2]["error"]
    # The laid R5 RY R7 takes R3 R4: sequence 3-7 (5 cards) 10 + Yin-Yang 5 + Cheng 10 = 25, and one Forbidden in
    # hand plus one claimed on the table make two: x2 = 50.
    assert answers[3]["cheng_score"] == 50


def test_the_installed_command_gives_no_traceback() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "forbidden", "check", "R2 Q7"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert (
        result.stderr.strip()
        == "rulebook: error: unknown card 'Q7': expected R/G/B with 2 3 4 5 7 8 Y, or F, W, EM, ES, MO, RO"
    )


def test_a_hand_with_no_card_left_is_complete_in_both_encodings() -> None:
    """forbidden.hand.all-numbers-in-sets: no card is outside a set, so the hand may go Cheng; worked by hand, the
    Cheng score is the bonus alone (10, no sets) and the other score 0."""
    from rulebook.forbidden.corpus.questions import engine_answer, hand_input, model_answer
    from rulebook.forbidden.reading import DEFAULT

    expected = {"may_cheng": True, "cheng_score": 10, "other_score": 0}
    assert engine_answer("hand", hand_input(""), DEFAULT) == expected
    assert model_answer("hand", hand_input(""), DEFAULT) == expected
