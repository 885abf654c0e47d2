"""The play commands name the readings that decide their answers (issue 44), worked by hand.

``moves``/``actions`` and ``apply`` are asked again under each other option of each reading key, the same state
file read once; the options that change the answer are named, in text one line each after the answer and in JSON
under ``decided_by``, last. The expected values are worked from the rulebooks' words, given in the comments.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from rulebook.cli import main

DECK_45 = ["1"] * 5 + [card for card in ("2", "3", "4", "5", "7", "8", "10", "11", "12", "sorry") for _ in range(4)]
"""The modern SORRY! deck (deck.cards=forty-five): five 1s, four of every other card."""


def run(argv: Sequence[str], stdin: str = "") -> tuple[int, str, str]:
    """``rulebook ARGV`` with ``stdin``: exit status, standard output, standard error."""
    out, err = io.StringIO(), io.StringIO()
    old_in, old_err = sys.stdin, sys.stderr
    sys.stdin, sys.stderr = io.StringIO(stdin), err
    try:
        status = main(list(argv), out)
    finally:
        sys.stdin, sys.stderr = old_in, old_err
    return status, out.getvalue(), err.getvalue()


def sorry_state(tmp_path: Path, pawns: dict[str, list[str]], card: str) -> Path:
    """Red to move ``card``, just drawn from the whole modern deck (the other 44 cards in the draw pile)."""
    draw = list(DECK_45)
    draw.remove(card)
    state = {
        "mode": "standard",
        "pawns": pawns,
        "draw": draw,
        "discard": [],
        "turn": "R",
        "phase": "move",
        "card": card,
    }
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    return path


def decided(answer: dict[str, Any]) -> dict[tuple[str, str, str], dict[str, Any]]:
    """``decided_by`` as ``{(key, chosen, other): other answer}``, after checking it is the answer's last key."""
    assert list(answer)[-1] == "decided_by"
    return {(each["reading"], each["chosen"], each["other"]): each["answer"] for each in answer["decided_by"]}


def texts(answer: dict[str, Any]) -> list[str]:
    return [action["text"] for action in answer["actions"]]


# The state holds five 1s (the modern deck): under deck.cards=forty-four (four of each) it has a card too many, and
# under fifty-five (five of each) a 2 too few; both refuse it as a state of the game, whatever is asked of it. Such
# a position does not arise under those readings, so they are not asked: they decide no answer about it.
DECK = {("deck.cards", "forty-five", "forty-four"), ("deck.cards", "forty-five", "fifty-five")}


def test_a_slide_over_its_own_pawn_is_decided_by_the_slide_readings(tmp_path: Path) -> None:
    # Red on 13 and 17 draws a 3. 13 + 3 = 16, blue's short triangle: the pawn slides 16-19, over red's own pawn on
    # 17; 17 + 3 = 20, no triangle. slide.own-pawns=bumped (the default): both moves. Under blocks a slide over a
    # pawn of the slider's colour cannot be made: 17-20 alone. slide.choice=compulsory (default): one 13-16, the
    # slide taken; under optional the pawn may also stop on 16, a third action.
    path = sorry_state(tmp_path, {"R": ["13", "17", "start", "start"], "Y": ["start"] * 4}, "3")
    status, out, _ = run(["sorry", "actions", str(path), "--json"])
    assert status == 0
    answer = json.loads(out)
    assert texts(answer) == ["R 13-16", "R 17-20"]
    decisions = decided(answer)
    assert set(decisions) == {("slide.own-pawns", "bumped", "blocks"), ("slide.choice", "compulsory", "optional")}
    assert not DECK & set(decisions)
    assert texts(decisions["slide.own-pawns", "bumped", "blocks"]) == ["R 17-20"]
    optional = texts(decisions["slide.choice", "compulsory", "optional"])
    assert len(optional) == 3 and "R 17-20" in optional
    # In text: the answer, then one line per deciding option, in the register's order.
    status, out, _ = run(["sorry", "actions", str(path)])
    lines = out.splitlines()
    said = [line for line in lines if line.startswith("decided by the reading ")]
    assert lines[-len(said) :] == said and len(said) == 2
    assert [line.split(";")[0] for line in said] == [
        "decided by the reading slide.own-pawns=bumped",
        "decided by the reading slide.choice=compulsory",
    ]
    assert "with slide.own-pawns=blocks: R on turn · phase move · 1 legal action" in said[0]


def test_the_twos_second_draw_decides_who_draws_next(tmp_path: Path) -> None:
    # Red on 12 moves a 2 to 14. The rulebook: "In either case, draw again": red draws next (two.draw-again=yes);
    # under the 2013 edition's no the turn passes to yellow. The legal moves of the 2 are the same either way
    # (start-4 or 12-14), so no reading decides the actions; apply's answer is decided by the draw.
    path = sorry_state(tmp_path, {"R": ["12", "start", "start", "start"], "Y": ["start"] * 4}, "2")
    answer = json.loads(run(["sorry", "actions", str(path), "--json"])[1])
    assert texts(answer) == ["R start-4", "R 12-14"]
    assert decided(answer) == {}
    status, out, _ = run(["sorry", "apply", str(path), "R 12-14", "--json"])
    assert status == 0
    after = json.loads(out)
    assert (after["turn"], after["phase"], after["pawns"]["R"]) == ("R", "draw", ["start", "start", "start", "14"])
    decisions = decided(after)
    assert set(decisions) == {("two.draw-again", "yes", "no")}
    other = decisions["two.draw-again", "yes", "no"]
    assert (other["turn"], other["phase"], other["pawns"]) == ("Y", "draw", after["pawns"])
    assert "decided_by" not in other
    status, out, _ = run(["sorry", "apply", str(path), "R 12-14"])
    assert out.splitlines()[-1].startswith("decided by the reading two.draw-again=yes; with two.draw-again=no: ")
    assert "yellow on turn" in out.splitlines()[-1]


def test_an_apply_answer_reads_back_as_a_state(tmp_path: Path) -> None:
    # apply's JSON is a state file: its actor and decided_by are dropped when it is read again
    path = sorry_state(tmp_path, {"R": ["12", "start", "start", "start"], "Y": ["start"] * 4}, "2")
    again = tmp_path / "after.json"
    again.write_text(run(["sorry", "apply", str(path), "R 12-14", "--json"])[1], encoding="utf-8")
    status, out, _ = run(["sorry", "actions", str(again), "--json"])
    assert status == 0 and texts(json.loads(out)) == ["draw"]


def test_standard_input_is_read_once(tmp_path: Path) -> None:
    # Read twice, the second read would find standard input empty and every other reading would refuse the state.
    path = sorry_state(tmp_path, {"R": ["13", "17", "start", "start"], "Y": ["start"] * 4}, "3")
    status, out, _ = run(["sorry", "actions", "-", "--json"], path.read_text(encoding="utf-8"))
    assert status == 0
    decisions = decided(json.loads(out))
    assert texts(decisions["slide.own-pawns", "bumped", "blocks"]) == ["R 17-20"]
    status, out, _ = run(["sorry", "apply", "-", "R 13-16", "--json"], path.read_text(encoding="utf-8"))
    assert status == 0
    # under blocks 13-16 is no legal move: the action is refused as that reading's answer
    refused = decided(json.loads(out))["slide.own-pawns", "bumped", "blocks"]
    assert refused["error"].startswith("refused as input: ")


def tzq_dealt_and_drawn(tmp_path: Path) -> tuple[Path, Path]:
    """A dealt two-player Tien Zi Que game (seed 5) and the state after its first player's draw."""
    start, drawn = tmp_path / "start.json", tmp_path / "drawn.json"
    start.write_text(run(["tzq", "new", "--seed", "5", "--json"])[1], encoding="utf-8")
    drawn.write_text(run(["tzq", "apply", str(start), "draw", "--json"])[1], encoding="utf-8")
    return start, drawn


def test_a_tzq_turn_start_is_decided_by_no_reading(tmp_path: Path) -> None:
    # A turn starts with a draw, the one legal action whatever the reading (Course of Play: "draw a card").
    start, _ = tzq_dealt_and_drawn(tmp_path)
    answer = json.loads(run(["tzq", "moves", str(start), "--json"])[1])
    assert texts(answer) == ["draw"] and answer["decided_by"] == []
    status, out, _ = run(["tzq", "moves", str(start)])
    assert status == 0 and "decided by" not in out


@pytest.mark.parametrize("json_flag", [True, False])
def test_a_tzq_combination_without_the_drawn_card_is_decided_by_pung_drawn_card(
    tmp_path: Path, json_flag: bool
) -> None:
    # After the draw, every combination of the hand may be exposed (pung.drawn-card=any); under must-include only
    # those holding the card just drawn. So the other reading's actions are the discards and the combinations
    # naming the drawn card, and no other reading changes them.
    _, drawn = tzq_dealt_and_drawn(tmp_path)
    card = json.loads(drawn.read_text(encoding="utf-8"))["drawn"]
    answer = json.loads(run(["tzq", "moves", str(drawn), "--json"])[1])
    decisions = decided(answer)
    assert set(decisions) == {("pung.drawn-card", "any", "must-include")}
    combos = [text for text in texts(answer) if text.startswith("combine ")]
    with_card = [text for text in combos if card in text.split(" keep ")[0].split()[1:]]
    assert 0 < len(with_card) < len(combos)
    other = texts(decisions["pung.drawn-card", "any", "must-include"])
    assert other == [text for text in texts(answer) if not text.startswith("combine ") or text in with_card]
    if not json_flag:
        out = run(["tzq", "moves", str(drawn)])[1]
        count = len(texts(answer)) - len(combos) + len(with_card)
        assert out.splitlines()[-1] == (
            "decided by the reading pung.drawn-card=any; with pung.drawn-card=must-include: "
            f"phase drawn · P0 acts · {count} legal actions"
        )
