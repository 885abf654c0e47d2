"""``rulebook sorry moves`` (alias ``check``), ``actions``, ``apply``, ``new`` and ``simulate`` from the command line.

Expected values are worked by hand from the rulebook and the board of the facts (the working is in a comment).
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from rulebook.cli import main


def run(argv: Sequence[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old_in, old_err = sys.stdin, sys.stderr
    sys.stdin, sys.stderr = io.StringIO(stdin), err
    try:
        status = main(["sorry", *argv], out)
    finally:
        sys.stdin, sys.stderr = old_in, old_err
    return status, out.getvalue(), err.getvalue()


def test_a_slide_reads_as_a_slide_and_a_bump() -> None:
    # 13 + 3 = 16, blue's short triangle: red slides along 16-19, and blue's pawn on 17 goes back to START.
    status, out, _ = run(["moves", "R:13 B:17", "3"])
    assert status == 0
    assert "R 13-16" in out and "-> R:19 B:" in out
    assert "R slides 16-19" in out and "bumps B from 17" in out and "[sorry.card.forward]" in out


def test_check_is_the_same_command() -> None:
    assert run(["check", "R:13 B:17", "3"])[1] == run(["moves", "R:13 B:17", "3"])[1]


def test_json_lists_every_move_of_a_seven() -> None:
    # R on 20 and S4: 20 + 7 = 27, or split: S4 takes 1 (S5) or 2 (HOME), 20 takes the rest, in either order.
    status, out, _ = run(["moves", "R:20,S4 B:", "7", "--json"])
    moves = [option["move"] for option in json.loads(out)["moves"]]
    assert status == 0
    assert sorted(moves) == sorted(
        ["R 20-27", "R 20-26, R S4-S5", "R 20-25, R S4-home", "R S4-S5, R 20-26", "R S4-home, R 20-25"]
    )


def test_the_position_and_the_card_may_come_as_several_words() -> None:
    assert run(["moves", "R:13", "B:17", "3", "--json"])[1] == run(["moves", "R:13 B:17", "3", "--json"])[1]


def test_no_position_is_the_two_player_opening_and_no_card_is_every_card() -> None:
    # Setup: two players are red and yellow, every pawn in START; only a 1 or a 2 brings a pawn out, onto red's
    # circle (square 4 of red's side, which starts at 0); every other card loses the turn.
    status, out, _ = run(["moves", "", "--json"])
    answer = json.loads(out)
    assert status == 0 and set(answer["pawns"]) == {"R", "Y"} and answer["turn"] == "R"
    by_card = {each["card"]: [(o["move"], o["rule"]) for o in each["moves"]] for each in answer["cards"]}
    assert set(by_card) == {"1", "2", "3", "4", "5", "7", "8", "10", "11", "12", "sorry"}
    assert by_card["1"] == by_card["2"] == [("R start-4", "sorry.start.exit")]
    assert all(by_card[card] == [("pass", "sorry.move.must")] for card in set(by_card) - {"1", "2"})


def test_a_position_alone_answers_card_by_card_in_text() -> None:
    # Red on 12: a 3 reaches 15 (no triangle of red's own side beyond 13), a 4 goes back to 8.
    status, out, _ = run(["moves", "R:12 Y:"])
    blocks = out.strip().split("\n\n")
    assert status == 0 and len(blocks) == 11
    assert "card 3" in blocks[2] and "R 12-15" in blocks[2]
    assert "card 4" in blocks[3] and "R 12-8" in blocks[3]


def test_a_lost_turn_says_why() -> None:
    # a 3 cannot start a pawn and every red pawn is in START
    status, out, _ = run(["moves", "R: B:20", "3"])
    assert status == 0 and "red loses the turn [sorry.move.must]" in out


def answer_and_decided(out: str) -> tuple[str, list[str]]:
    """The text answer, and its lines naming the readings that decide it."""
    lines = out.splitlines()
    decided = [line for line in lines if line.startswith("decided by the reading ")]
    return "\n".join(line for line in lines if line not in decided), decided


def test_a_two_that_moves_nothing_says_the_player_draws_again() -> None:
    # Red on S3 and S5, two HOME: S3 + 2 = S5 holds red, S5 + 2 passes HOME, no red pawn in START. The 2 moves
    # nothing, and Card values (2) says "In either case, draw again, even if you could not move": not a lost turn.
    status, out, _ = run(["moves", "R:S3,S5,home,home B:", "2"])
    answer, decided = answer_and_decided(out)
    assert status == 0 and "loses the turn" not in answer
    assert "red moves nothing with the 2 but draws again [sorry.move.must, sorry.card.two-again]" in answer
    # The readings that decide it are named: if a move may stop at HOME, S5 + 2 goes HOME (one move); in the other
    # edition, which draws no second card, the turn is lost.
    assert decided == [
        "decided by the reading home.count=exact; with home.count=stops-at-home: 1 legal move:",
        "decided by the reading two.draw-again=yes; with two.draw-again=no: "
        "no move: red loses the turn [sorry.move.must]",
    ]
    status, out, _ = run(["moves", "R:S3,S5,home,home B:", "2", "--json"])
    assert status == 0 and json.loads(out)["draws_again"] is True
    # Under reading two.draw-again=no (the 2013 edition) the turn is lost like any card's.
    status, out, _ = run(["moves", "R:S3,S5,home,home B:", "2", "--reading", "two.draw-again=no"])
    answer, decided = answer_and_decided(out)
    assert status == 0 and "red loses the turn [sorry.move.must]" in answer and "draws again" not in answer
    assert "decided by the reading two.draw-again=no; with two.draw-again=yes: no move: red moves nothing" in out
    # In the points game a card that moves nothing is not played: another card of the hand is, or one is discarded
    # (Variants, Playing for points).
    status, out, _ = run(["moves", "R:S3,S5,home,home B:", "2", "--mode", "points"])
    answer, _ = answer_and_decided(out)
    assert status == 0 and "loses the turn" not in answer and "draws again" not in answer
    assert "another card of the hand" in answer and "sorry.points.hand" in answer


def test_a_two_that_moves_says_the_player_draws_again() -> None:
    # Red on 10: the 2 starts a pawn or moves 10 -> 12, then red draws again; a 3 does not.
    status, out, _ = run(["moves", "R:10 B:", "2"])
    assert status == 0 and out.rstrip().endswith("then red draws again [sorry.card.two-again]")
    status, out, _ = run(["moves", "R:10 B:", "3"])
    assert status == 0 and "draws again" not in out


def test_the_team_rules_move_a_partners_pawn() -> None:
    status, out, _ = run(["moves", "R:10 B: Y:20 G:", "5", "--mode", "teams", "--json"])
    assert status == 0 and {o["move"] for o in json.loads(out)["moves"]} == {"R 10-15", "Y 20-25"}


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["moves", "R:12,12 B:", "5"], "two R pawns on 12"),
        (["moves", "R:12 B:", "6"], "no 6"),
        (["moves", "R:60 B:", "5"], "off the board"),
        (["moves", "R:12 B:", "5", "--turn", "G"], "turn must be a colour in play"),
        (["moves", "R:12 B:", "5", "--mode", "teams"], "all four colours"),
        (["moves", "R:12 B:", "5", "7"], "'5' is neither a colour's places nor the card"),
        (["moves", "R:1,2,3,4,5 B:", "5"], "R has 5 pawns"),
    ],
)
def test_bad_input_is_one_line_and_status_2(argv: list[str], words: str) -> None:
    status, out, err = run(argv)
    assert status == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_json_lines_answer_the_good_lines_around_a_bad_one() -> None:
    lines = "\n".join(
        [
            json.dumps({"pawns": {"R": ["12"], "B": []}, "card": "5"}),
            "{not json",
            json.dumps({"pawns": {"R": ["12"], "B": []}, "card": "6"}),
            json.dumps({"pawns": {"R": [], "B": ["33"]}, "card": "sorry"}),
        ]
    )
    status, out, _ = run(["moves", "--jsonl"], lines + "\n")
    answers = [json.loads(line) for line in out.splitlines()]
    assert status == 2 and len(answers) == 4
    assert [option["move"] for option in answers[0]["moves"]] == ["R 12-17"]
    assert "error" in answers[1] and "error" in answers[2]
    assert [option["move"] for option in answers[3]["moves"]] == ["R start sorry B 33"]


def test_a_game_from_the_command_line(tmp_path: Path) -> None:
    status, out, _ = run(["new", "--seed", "1", "--players", "2", "--json"])
    state = json.loads(out)
    assert status == 0 and state["phase"] == "draw" and set(state["pawns"]) == {"R", "Y"}
    assert len(state["draw"]) == 45 and all(places == ["start"] * 4 for places in state["pawns"].values())
    path = tmp_path / "state.json"
    path.write_text(out, encoding="utf-8")
    status, out, _ = run(["actions", str(path)])
    lines = out.splitlines()
    assert status == 0 and lines[1] == "  draw"
    # The modern deck holds five 1s and four 2s: a state of it is refused under the deck of four of each and under
    # the deck of five of each, positions those readings never reach, so they are not asked; no other reading
    # changes a draw: no reading decides it.
    assert lines[2:] == []
    status, out, _ = run(["apply", str(path), "draw", "--json"])
    drawn = json.loads(out)
    assert status == 0 and drawn["phase"] == "move" and drawn["card"] == state["draw"][0]
    status, _, err = run(["apply", str(path), "R 12-17"])
    assert status == 2 and "draw" in err


def test_a_bad_state_file_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    _, out, _ = run(["new", "--seed", "1", "--json"])
    state = json.loads(out)
    state["draw"] = state["draw"][1:]  # a card lost
    path.write_text(json.dumps(state), encoding="utf-8")
    status, _, err = run(["actions", str(path)])
    assert status == 2 and "cards are in the state" in err
    path.write_bytes(b"\xff\xfe{")
    status, _, err = run(["actions", str(path)])
    assert status == 2 and "Traceback" not in err


def test_simulate_reports_lengths_and_no_violations() -> None:
    status, out, _ = run(["simulate", "--games", "5", "--players", "3", "--json"])
    report = json.loads(out)
    assert status == 0 and report["games"] == 5 and not report["violations"]


def test_new_takes_the_players_colours_and_who_starts() -> None:
    # Setup: the players pick their colours and choose who starts. Blue and green, green first: two players (the
    # count of the colours), seated blue then green (the board's order), green on turn, every pawn in START.
    status, out, _ = run(["new", "--seed", "1", "--colours", "G,blue", "--first", "G", "--json"])
    state = json.loads(out)
    assert status == 0 and list(state["pawns"]) == ["B", "G"] and state["turn"] == "G"
    assert all(places == ["start"] * 4 for places in state["pawns"].values())
    # the default: red first; the first colour may be named alone
    _, out, _ = run(["new", "--seed", "1", "--players", "3", "--first", "yellow", "--json"])
    assert json.loads(out)["turn"] == "Y" and list(json.loads(out)["pawns"]) == ["R", "B", "Y"]
    _, out, _ = run(["new", "--seed", "1", "--json"])
    assert json.loads(out)["turn"] == "R"
    # refused in one line, exit status 2: two picks of one colour, a count that is not the players', a first colour
    # not in play, the team rules without every colour
    for argv, words in (
        (["--colours", "R,R"], "different colour"),
        (["--colours", "R,Y", "--players", "3"], "3 players pick 3 colours"),
        (["--players", "2", "--first", "B"], "colour in play"),
        (["--mode", "teams", "--colours", "R,Y"], "all four colours"),
    ):
        status, out, err = run(["new", "--seed", "1", *argv])
        assert status == 2 and out == "" and words in err and len(err.strip().splitlines()) == 1
