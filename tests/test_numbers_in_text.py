"""Numbers inside text fields, through the console script: digits of other scripts and numbers of thousands of
digits are refused in one line naming them, on every entry point that reads such a number (issue 43, class 1).

Each row is an input a hostile sweep found to raise a traceback (``str.isdigit`` takes ``²`` and ``int`` then
fails; ``int`` refuses more than 4,300 digits), or one of the same kind on another entry point. The expected
words are the culprit itself, as it was typed, so the message is the one a person can act on.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.hostile import HUGE, assert_answered_or_refused, run_cli

SHORT_HUGE = HUGE[:29]
"""What a message shows at least of a number of thousands of digits (its first 29 digits)."""


def dealt(argv: list[str]) -> str:
    """A state file's text from ``rulebook GAME new ... --json``."""
    status, out, err = run_cli([*argv, "--json"], seconds=60)
    assert status == 0, err
    return json.dumps({key: value for key, value in json.loads(out).items() if key != "actor"})


STATES = {
    "forbidden": ["forbidden", "new", "--players", "2", "--seed", "3"],
    "laopengh": ["laopengh", "new", "--seed", "1"],
    "sorry": ["sorry", "new", "--seed", "1"],
    "tzq": ["tzq", "new", "--seed", "1"],
}

COMMAND_LINES = [
    # FORBIDDEN: piles and pile indexes of the action text, the seed of a deal
    ("forbidden", ["apply", "STATE", "claim ² using R3"], "²"),
    ("forbidden", ["apply", "STATE", f"claim {HUGE} using R3"], SHORT_HUGE),
    ("forbidden", ["apply", "STATE", "claim 1.٣ using R3"], "1.٣"),
    ("forbidden", ["apply", "STATE", "discard R2 to ²"], "²"),
    ("forbidden", ["apply", "STATE", f"discard R2 to {HUGE}"], SHORT_HUGE),
    ("forbidden", ["apply", "STATE", "deal seed ²"], "²"),
    ("forbidden", ["apply", "STATE", f"deal seed {HUGE}"], SHORT_HUGE),
    ("forbidden", ["new", "--players", "٣", "--seed", "1"], "٣"),
    ("forbidden", ["check", "R2 R3 R4", "--table-forbidden", "²"], "²"),
    # Lao Pengh: order numbers on the command line and in actions, players and piles of actions
    ("laopengh", ["check", "--reveal", "CY2/² CY3/11"], "²"),
    ("laopengh", ["check", "--reveal", f"CY2/{HUGE} CY3/11"], SHORT_HUGE),
    ("laopengh", ["check", "CY1", "--piles", "CY3 CY4 / DR1 DB1 / CR2 CB2", "--pile", "²"], "²"),
    ("laopengh", ["apply", "STATE", "reveal 0 CY1/²"], "²"),
    ("laopengh", ["apply", "STATE", "reveal ² CY1/7"], "²"),
    ("laopengh", ["apply", "STATE", "place 1 on ５"], "５"),
    ("laopengh", ["apply", "STATE", f"accuse 1 by {HUGE}"], SHORT_HUGE),
    ("laopengh", ["apply", "STATE", "decline Ⅻ"], "Ⅻ"),
    ("laopengh", ["new", "--seed", "1", "--players", "²"], "²"),
    # SORRY!: squares and cards of a position, squares of a move
    ("sorry", ["moves", "R:²3 B:17", "3"], "²3"),
    ("sorry", ["moves", "R:S² B:17", "3"], "S²"),
    ("sorry", ["moves", f"R:{HUGE} B:17", "3"], SHORT_HUGE),
    ("sorry", ["moves", f"R:S{HUGE} B:17", "3"], SHORT_HUGE),
    ("sorry", ["moves", "R:13 B:17", "²"], "²"),
    ("sorry", ["moves", "R:13 B:17", HUGE], SHORT_HUGE),
    ("sorry", ["apply", "STATE", "R ²-17"], "²"),
    ("sorry", ["apply", "STATE", f"R {HUGE}-17"], "R 999999"),  # in the draw phase no move is allowed
    ("sorry", ["new", "--seed", "1", "--players", "٣"], "٣"),
    # Tien Zi Que and mahjong: a card or tile whose number is another script's digit
    ("tzq", ["check", "²a", "5b", "T"], "²a"),
    ("tzq", ["new", "--seed", "1", "--first-player", "²"], "²"),
    ("mahjong", ["check", "²m 456p"], "²m"),
]


@pytest.mark.parametrize(("game_id", "words", "culprit"), COMMAND_LINES, ids=lambda value: ascii(value)[:40])
def test_a_number_that_is_not_0_to_9_or_too_long_is_refused_naming_it(
    tmp_path: Path, game_id: str, words: list[str], culprit: str
) -> None:
    if "STATE" in words:
        path = tmp_path / "state.json"
        path.write_text(dealt(STATES[game_id]), encoding="utf-8")
        words = [str(path) if word == "STATE" else word for word in words]
    status, out, err = run_cli([game_id, *words])
    assert_answered_or_refused(status, out, err, culprit=culprit, allowed=(2,))
    assert len(err) < 500, "a message repeats a number of thousands of digits"


def test_a_state_file_with_an_order_number_in_another_script_is_refused_naming_it(tmp_path: Path) -> None:
    state = json.loads(dealt(STATES["laopengh"]))
    card = state["hands"][0][-1]
    state["hands"][0][-1] = card.split("/")[0] + "/²"
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    for argv in (["laopengh", "moves", str(path)], ["laopengh", "apply", str(path), "accept"]):
        assert_answered_or_refused(*run_cli(argv), culprit="²", allowed=(2,))


def test_a_sorry_state_file_with_a_square_in_another_script_is_refused_naming_it(tmp_path: Path) -> None:
    state = json.loads(dealt(STATES["sorry"]))
    state["pawns"]["R"][0] = "1٣"
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    assert_answered_or_refused(*run_cli(["sorry", "actions", str(path)]), culprit="1٣", allowed=(2,))


JSONL = [
    # (game, a line holding a bad number, the culprit, a good line)
    (
        "laopengh",
        {"revealed": ["CY2/²", "CY3/11"]},
        "²",
        {"hand": ["CY1"], "piles": [["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]]},
    ),
    (
        "laopengh",
        {"revealed": [f"CY2/{HUGE}", "CY3/11"]},
        SHORT_HUGE,
        {"revealed": ["CY2/9", "CY3/11"]},
    ),
    ("sorry", {"pawns": {"R": ["1²"], "B": []}, "card": "7"}, "1²", {"pawns": {"R": ["10"], "B": []}, "card": "7"}),
    ("sorry", {"pawns": {"R": ["10"], "B": []}, "card": "١"}, "١", {"pawns": {"R": ["10"], "B": []}, "card": "1"}),
    (
        "sorry",
        {"pawns": {"R": [HUGE], "B": []}, "card": "7"},
        SHORT_HUGE,
        {"pawns": {"R": ["10"], "B": []}, "card": "7"},
    ),
]


@pytest.mark.parametrize(("game_id", "bad", "culprit", "good"), JSONL, ids=lambda value: ascii(value)[:30])
def test_a_batch_line_with_a_bad_number_is_refused_and_the_lines_after_it_are_answered(
    game_id: str, bad: dict[str, object], culprit: str, good: dict[str, object]
) -> None:
    good_line = json.dumps(good).encode()
    _, alone, _ = run_cli([game_id, "check", "--jsonl"], good_line + b"\n")
    batch = b"\n".join([good_line, json.dumps(bad).encode(), good_line]) + b"\n"
    status, out, err = run_cli([game_id, "check", "--jsonl"], batch)
    answers = [json.loads(line) for line in out.splitlines()]
    assert (status, err, len(answers)) == (2, "", 3)
    assert answers[0] == answers[2] == json.loads(alone) and "error" not in answers[0]
    assert answers[1]["error"].startswith("line 2: ") and culprit in answers[1]["error"]
