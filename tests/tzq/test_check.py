"""``rulebook tzq check``: a combination, a score pile's score line by line, a turn's combinations.

Expected values are worked by hand from the rulebook (the working is in a comment).
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Sequence

import pytest

from rulebook.cli import main
from rulebook.tzq.commands.check import CHECK


def run(argv: Sequence[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        status = main(["tzq", "check", *argv], out)
    finally:
        sys.stdin = old
    return status, out.getvalue()


def test_the_worked_example_is_scored_line_by_line_with_rule_ids() -> None:
    # E E T T T: Emperor +6, Pair +2, Characters +1 = 9 (rulebook, Scoring example)
    status, text = run(["E E T T T"])
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "score pile: E E T T T"
    assert "Emperor of the Sparrows" in lines[1] and "+6" in lines[1] and "[tzq.score.emperor]" in lines[1]
    assert "Pair" in lines[2] and "+2" in lines[2] and "[tzq.score.pair]" in lines[2]
    assert "Characters" in lines[3] and "+1" in lines[3] and "[tzq.score.characters]" in lines[3]
    assert lines[4].strip() == "points 9"


def test_three_cards_are_a_combination_in_every_way_the_joker_allows() -> None:
    # "TZQ" Cards, Example 1: 4, 5 and the joker: the run 3-4-5 or the run 4-5-6
    status, out = run(["t", "5B", "4a", "--json"])
    answer = json.loads(out)
    assert status == 0 and answer["cards"] == "4a 5b T"
    assert answer["combination"] is True and answer["ways"] == ["run 3-4-5", "run 4-5-6"]
    _, text = run(["4a 5b T"])
    assert "run 3-4-5 [tzq.combination.run, tzq.combination.joker]" in text


@pytest.mark.parametrize(
    ("cards", "rule"),
    [("4a 5b", "tzq.combination.size"), ("4a T T", "tzq.combination.joker"), ("1c 8a 9b", "tzq.combination.run")],
)
def test_no_combination_names_the_rule_that_refuses_it(cards: str, rule: str) -> None:
    _, out = run([cards, "--json"])
    answer = json.loads(out)
    assert answer["combination"] is False and answer["ways"] == [] and answer["rules"] == [rule]
    _, text = run([cards])
    assert f"not a combination: {answer['reason']} [{rule}]" in text


def test_a_hand_and_the_card_taken_give_the_turns_combinations() -> None:
    # "TZQ" Cards, Example 2: East and a joker in hand, an East discarded: the Chow E E T (triplet of East)
    _, out = run(["2a 7b E N T", "--card", "E", "--from", "discard", "--json"])
    answer = json.loads(out)
    assert answer["combinations"] == ["E E T"]
    assert answer["made"] == [{"cards": "E E T", "ways": ["triplet E"]}]
    # a discarded joker makes nothing ("forbidden to form a Combination using a TZQ card that has just been discarded")
    _, text = run(["4a 5b 9c E E", "--card", "T", "--from", "discard"])
    assert text.splitlines()[-1] == "no combination [tzq.combination.joker]"
    # drawn instead: 4a 5b T and E E T; --from defaults to draw
    _, drawn = run(["4a 5b 9c E E", "--card", "T", "--json"])
    assert json.loads(drawn)["combinations"] == ["4a 5b T", "E E T"]


def test_json_lines_take_each_kind_of_request_and_a_reading() -> None:
    lines = [
        {"cards": ["E", "E", "T"]},
        {"pile": "4a 4b 4c E E"},
        {"pile": "4a 4b 4c E E", "reading": {"score.pair-beside-three": "not-counted"}},
        {"hand": ["4a", "9d", "E", "S", "T"], "card": "5b", "from": "draw"},
    ]
    status, out = run(["--jsonl"], "\n".join(json.dumps(line) for line in lines) + "\n")
    answers = [json.loads(line) for line in out.splitlines()]
    assert status == 0
    assert answers[0]["ways"] == ["triplet E"]
    # 4a 4b 4c E E: Pair +2, Three +5, Characters +1 = 8; not-counted drops the Pair: 6
    assert [answers[1]["points"], answers[2]["points"]] == [8, 6]
    assert answers[3]["combinations"] == ["4a 5b T"]
    assert all(CHECK.inconsistencies(answer) == [] for answer in answers)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["E", "S", "--from", "draw"], "--from needs --card"),
        (["E S W N", "--card", "D"], "a hand holds exactly 5 cards"),
        (["E E S S W", "--card", "E", "--from", "sky"], '"from" must be "draw" or "discard"'),
        (["E E E S W", "--card", "E"], "4 copies of E in the hand and the card"),
        (["1a 1a"], "2 copies of 1a in cards"),
        (["4x"], "unknown card '4x'"),
    ],
)
def test_bad_input_exits_2_with_one_line(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(argv)
    err = capsys.readouterr().err
    assert status == 2 and out == ""
    assert message in err and err.count("\n") == 1


def test_a_jsonl_line_with_two_inputs_is_refused_by_name() -> None:
    status, out = run(["--jsonl"], json.dumps({"cards": ["E"], "pile": ["E"]}) + "\n")
    assert status == 2 and "exactly one of" in json.loads(out)["error"]


def test_the_consistency_check_would_catch_a_score_that_does_not_add_up() -> None:
    planted = {
        "question": "score",
        "pile": "E E T T T",
        "points": 10,
        "lines": [{"rule": "tzq.score.emperor", "points": 6}],
    }
    assert CHECK.inconsistencies(planted) != []
