"""``rulebook laopengh check``: placements with their deciding rule, and the orders of play of a reveal.

Expected values are worked by hand from the rulebook (the working is in a comment).
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Sequence

import pytest

from rulebook.cli import main

WITNESS_PILES = "CY3 CY4 / DR1 DB1 / CR2 CB2"


def run(argv: Sequence[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        status = main(["laopengh", "check", *argv], out)
    finally:
        sys.stdin = old
    return status, out.getvalue()


def test_a_card_that_makes_a_run_on_every_pile_is_illegal_everywhere() -> None:
    # CY1 on CY3 CY4: three yellow cranes; on DR1 DB1: three 1s; on CR2 CB2: three cranes (the spec's witness).
    status, out = run(["CY1", "--piles", WITNESS_PILES, "--json"])
    answer = json.loads(out)
    assert status == 0 and answer["question"] == "place"
    assert [item["pile"] for item in answer["placements"]] == [0, 1, 2]
    for item in answer["placements"]:
        assert item["legal"] is False and item["rule"] == "laopengh.place.no-triple"
        assert item["accusation"] == "upheld" and item["fits"] == [0, 1, 2]


def test_under_no_legal_place_the_same_card_goes_anywhere() -> None:
    # place.fits-no-pile=no-legal-place: CY1 fits no pile once the runs count, so any pile is legal (free).
    _, out = run(["CY1", "--piles", WITNESS_PILES, "--reading", "place.fits-no-pile=no-legal-place", "--json"])
    answer = json.loads(out)
    for item in answer["placements"]:
        assert item["legal"] is True and item["rule"] == "laopengh.place.free" and item["fits"] == []
        assert item["accusation"] == "refuted"


def test_the_text_answer_names_the_rule_and_the_accusation() -> None:
    # DB3 on CR1 shares nothing, while CY3 (the 3) and DR2 (the dragon) would take it.
    status, text = run(["DB3", "--piles", "CY3 / CR1 / DR2", "--pile", "1"])
    assert status == 0
    assert text.splitlines()[0].startswith("piles: pile 0: CY3 (top CY3)")
    assert (
        "DB3 on pile 1: illegal: shares no attribute with the top card [laopengh.place.match]; "
        "an accusation would be upheld" in text
    )


def test_the_order_of_a_reveal_lists_every_allowed_order() -> None:
    # CR1/15, CY2/9, DB4/53: by the numbers P1 P0 P2; the lone dragon among cranes may go first: P2 P1 P0.
    status, out = run(["--reveal", "CR1/15 CY2/9 DB4/53", "--json"])
    answer = json.loads(out)
    assert status == 0 and answer["orders"] == [[1, 0, 2], [2, 1, 0]]
    _, text = run(["--reveal", "CR1/15 - J2"])
    # a player without a card ("-") takes no part; the joker J2 carries 2 and goes first.
    assert "P2 then P0" in text and "1 order of play" in text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["CY1"], "give the piles the cards go on"),
        (["CY1", "--piles", "CY3 / DR1"], 'the 3 piles separated by "/"'),
        (["CY1", "--piles", "CY3 / / DR1"], "pile 1 must be a non-empty list"),
        (["CG5", "--piles", WITNESS_PILES], "unknown card 'CG5'"),
        (["CY1", "--piles", WITNESS_PILES, "--pile", "3"], "pile must be the number of a pile, 0 to 2"),
        (["--reveal", "CY2/11 DB4/53"], "under the spec's order table CY2 carries 9 or 10"),
        (["--reveal", "CY2/9 CY2/9"], "two cards carry the order number 9"),
        (["CY1", "--reveal", "CY2/9"], "--reveal asks for the order of play alone"),
    ],
)
def test_bad_input_is_named_in_one_line(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, _ = run(argv)
    assert status == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_json_lines_take_the_corpus_place_input_and_the_reveal() -> None:
    lines = [
        {"card": "CY1", "piles": [["CY3", "CY4"], ["DR1"], ["CB2"]], "pile": 1},
        {"revealed": ["CY2/9", None, "J3"]},
    ]
    status, out = run(["--jsonl"], "\n".join(json.dumps(line) for line in lines) + "\n")
    first, second = (json.loads(line) for line in out.splitlines())
    assert status == 0
    # CY1 on DR1 shares the 1 (one card: no run) -> legal by the match rule.
    assert first["placements"] == [
        {
            "card": "CY1",
            "pile": 1,
            "legal": True,
            "rule": "laopengh.place.match",
            "fits": [0, 1, 2],
            "move": True,
            "accusation": "refuted",
        }
    ]
    # J3 (3) before CY2 (9); player 1 revealed nothing.
    assert second["orders"] == [[2, 0]]
