"""The engine's moves: every card, worked by hand from the rulebook's words and the board's numbers.

The geometry every comment below uses (facts 1.1, ``spec/sorry.toml`` [board]): colour c's side starts at base =
15 * side (R 0, B 15, Y 30, G 45); its circle is base+4 (R 4, B 19, Y 34, G 49), its turn square base+2 (R 2, B 17,
Y 32, G 47); its slides run base+1..base+4 and base+9..base+13 (R 1-4 and 9-13, B 16-19 and 24-28, Y 31-34 and
39-43, G 46-49 and 54-58), and a pawn slides only on another colour's triangle (the first square of a slide).
Forward from track t: d = (turn - t) mod 60; n <= d stays on the track, else S(n-d), HOME at n-d = 6, past that
impossible. The expected values come from these rules, worked in the comments, never from the engine's output.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.sorry.board import COLOURS
from rulebook.sorry.engine.board import slide_text, walk_text
from rulebook.sorry.engine.moves import moves
from rulebook.sorry.engine.play import apply, legal_actions, new
from rulebook.sorry.moves import Move, Part
from rulebook.sorry.position import make_position, position_from_text
from rulebook.sorry.reading import Reading
from rulebook.sorry.state import Mode
from rulebook.sorry.verdict import Option, sorted_options

FORWARD = "sorry.card.forward"
START = "sorry.start.exit"
FOUR = "sorry.card.four"
SEVEN = "sorry.card.seven"
TEN = "sorry.card.ten"
ELEVEN = "sorry.card.eleven"
SORRY = "sorry.card.sorry"
MUST = "sorry.move.must"


def opts(text: str, card: str, turn: str = "R", mode: Mode = "standard", **choices: Any) -> dict[str, tuple[str, str]]:
    """Move text -> (rule, resulting position as text); also checks the answer's form."""
    position = position_from_text(text)
    found = moves(position, card, turn, mode, Reading(**choices))
    assert found == sorted_options(list(found))  # listed in the order every answer uses
    result = {option.move.as_text(): (option.rule, option.position.as_text()) for option in found}
    assert len(result) == len(found)  # no move twice
    for option in found:  # every resulting position is a checked position, sorted as the vocabulary keeps it
        assert option.position == make_position(option.position.as_dict())
        assert option.position.colours == position.colours
    return result


def texts(text: str, card: str, turn: str = "R", mode: Mode = "standard", **choices: Any) -> list[str]:
    return [option.move.as_text() for option in moves(position_from_text(text), card, turn, mode, Reading(**choices))]


# --- the board's tables ------------------------------------------------------------------------------------------


def test_walks_and_slides_from_the_numbers() -> None:
    # red from 0: d = 2, so 3 is S1; from 59: d = 3, 5 is S2; from 3: d = 59, 5 stays on the track (8)
    assert walk_text("R", "0", 3) == "S1"
    assert walk_text("R", "59", 5) == "S2"
    assert walk_text("R", "3", 5) == "8"
    # blue's turn is 17: from 10, 7 reaches 17, 8 is S1, 13 is HOME, 14 is past it
    assert walk_text("B", "10", 7) == "17"
    assert walk_text("B", "10", 8) == "S1"
    assert walk_text("B", "10", 12) == "S5"
    assert walk_text("B", "20", 12) == "32"  # d = (17 - 20) mod 60 = 57: round the board
    # safety: S3 + 3 = HOME, S3 + 4 impossible; back from S3 by 4 is turn - 1 (red 1), from S1 by 1 the turn
    assert walk_text("R", "S3", 3) == "home"
    assert walk_text("R", "S3", 4) is None
    assert walk_text("R", "S3", 4, backward=True) == "1"
    assert walk_text("R", "S1", 1, backward=True) == "2"
    assert walk_text("G", "S2", 4, backward=True) == "45"  # green's turn 47, minus 2
    # backward round the corner: 1 - 4 = -3 = 57
    assert walk_text("R", "1", 4, backward=True) == "57"
    assert walk_text("R", "start", 1) is None and walk_text("R", "home", 1) is None
    # slides: blue's short slide 16..19 for red, none for blue itself; green's long 54..58
    assert slide_text("R", "16") == ("19", ("16", "17", "18", "19"))
    assert slide_text("B", "16") is None
    assert slide_text("Y", "54") == ("58", ("54", "55", "56", "57", "58"))
    assert slide_text("R", "17") is None  # not a triangle


# --- single moves and the worked examples of docs/sorry-contract.md -------------------------------------------------


def test_forward_and_backward_one_pawn() -> None:
    # contract examples 1 and 2
    assert opts("R:12 B:", "5") == {"R 12-17": (FORWARD, "R:17 B:")}
    assert opts("R:12 B:", "4") == {"R 12-8": (FOUR, "R:8 B:")}
    # 8 from 40 lands on 48 (green's short slide 46..49 but not its triangle): no slide
    assert opts("R:40 B:", "8") == {"R 40-48": (FORWARD, "R:48 B:")}
    # 8 from 38 lands on 46, green's triangle: slides to 49
    assert opts("R:38 B:", "8") == {"R 38-46": (FORWARD, "R:49 B:")}
    # 12 from 12 lands on 24, blue's long triangle: slides to 28
    assert opts("R:12 B:", "12") == {"R 12-24": (FORWARD, "R:28 B:")}
    # 3 from 3: d = 59, so round the board to 6
    assert opts("R:3 B:", "3") == {"R 3-6": (FORWARD, "R:6 B:")}


def test_slides_of_other_colours_and_not_ones_own() -> None:
    # contract example 3: red 13 + 3 = 16, blue's triangle (16..19): slide to 19; blue's pawn on 20 is past the end
    assert opts("R:13 B:20", "3") == {"R 13-16": (FORWARD, "R:19 B:20")}
    # the same with blue on 17, on the slide: bumped to START
    assert opts("R:13 B:17", "3") == {"R 13-16": (FORWARD, "R:19 B:")}
    # contract example 4: blue 13 + 3 = 16 is blue's own triangle: no slide
    assert opts("B:13 R:", "3", turn="B") == {"B 13-16": (FORWARD, "R: B:16")}


def test_a_slide_bumps_every_pawn_on_it_and_the_reading_slide_own_pawns() -> None:
    # red 13 + 3 = 16 slides over 16..19 holding blue 17, red 18 and yellow 19: all bumped under "bumped";
    # red's other pawn, 18 + 3 = 21, is an ordinary move
    assert opts("R:13,18 B:17 Y:19", "3") == {
        "R 13-16": (FORWARD, "R:19 B: Y:"),
        "R 18-21": (FORWARD, "R:13,21 B:17 Y:19"),
    }
    # under "blocks" (Sorry-MCTS: a move sliding over one's own pawn is not allowed) red's own pawn on 18, inside
    # the slide 16..19, forbids 13 -> 16; only 18 + 3 = 21 is left
    assert opts("R:13,18 B:17 Y:19", "3", slide_own_pawns="blocks") == {"R 18-21": (FORWARD, "R:13,21 B:17 Y:19")}
    # the slide's end 19 holds a red pawn: under "bumped" it is bumped too (and blue 17); under "blocks" the slide,
    # so the move, cannot be made, leaving only 19 + 3 = 22
    assert opts("R:13,19 B:17", "3") == {"R 13-16": (FORWARD, "R:19 B:"), "R 19-22": (FORWARD, "R:13,22 B:17")}
    assert opts("R:13,19 B:17", "3", slide_own_pawns="blocks") == {"R 19-22": (FORWARD, "R:13,22 B:17")}


def test_bump_and_own_pawn_block() -> None:
    # 12 + 5 = 17 holds blue: bumped to START
    assert opts("R:12 B:17", "5") == {"R 12-17": (FORWARD, "R:17 B:")}
    # 12 + 5 = 17 holds red: impossible; 17 + 5 = 22 is the only move
    assert opts("R:12,17 B:", "5") == {"R 17-22": (FORWARD, "R:12,22 B:")}
    # in the safety zone too: S1 + 2 = S3 holds red; S3 + 2 = S5 (the other two are HOME, so the 2 starts none)
    assert opts("R:S1,S3,home,home B:", "2") == {"R S3-S5": (FORWARD, "R:S1,S5,home,home B:")}


def test_safety_entry_the_shortcut_and_backward_out_of_safety() -> None:
    # contract example 5: from 0 (d = 2) a 3 is S1; from 59 (d = 3) a 5 is S2
    assert opts("R:0 B:", "3") == {"R 0-S1": (FORWARD, "R:S1 B:")}
    assert opts("R:59 B:", "5") == {"R 59-S2": (FORWARD, "R:S2 B:")}
    # the shortcut: from the circle 4 a 4 back is 0, from where the 3 above enters the zone without going round
    assert opts("R:4 B:", "4") == {"R 4-0": (FOUR, "R:0 B:")}
    # S3 back 4: 3 - 4 = -1, so turn(R) - 1 = 1, red's own triangle: no slide
    assert opts("R:S3 B:", "4") == {"R S3-1": (FOUR, "R:1 B:")}
    # S1 back 4: turn(R) - 3 = -1 = 59
    assert opts("R:S1 B:", "4") == {"R S1-59": (FOUR, "R:59 B:")}
    # blue S3 back 4: 17 - 1 = 16, blue's own triangle: no slide (red's pawn on 15 is not in the way)
    assert opts("B:S3 R:15", "4", turn="B") == {"B S3-16": (FOUR, "R:15 B:16")}
    # backward never enters a zone: yellow on 34 back 4 is 30, on the track
    assert opts("Y:34 R:", "4", turn="Y") == {"Y 34-30": (FOUR, "R: Y:30")}


def test_home_by_the_exact_count() -> None:
    # contract example 6: S3 + 3 = HOME; S3 + 5 is past HOME: nothing moves, the turn is lost
    assert opts("R:S3 B:", "3") == {"R S3-home": (FORWARD, "R:home B:")}
    assert opts("R:S3 B:", "5") == {"pass": (MUST, "R:S3 B:")}
    # from 1 (d = 1) a 12 would be S11: impossible; from 0 (d = 2) a 12 too
    assert opts("R:1 B:", "12") == {"pass": (MUST, "R:1 B:")}
    assert opts("R:0 B:", "12") == {"pass": (MUST, "R:0 B:")}
    # HOME holds any number of pawns
    assert opts("R:S5,home B:", "1") == {
        "R S5-home": (FORWARD, "R:home,home B:"),
        "R start-4": (START, "R:4,S5,home B:"),
    }


def test_must_move_pass() -> None:
    # every pawn in START and a card that does not start one
    for card in ("3", "4", "5", "7", "8", "10", "12"):
        assert opts("R: B:", card) == {"pass": (MUST, "R: B:")}
    # an 11 with nothing to move and no swap: the turn is lost (rule sorry.move.must, not the 11's own pass)
    assert opts("R:58 B:", "11") == {"pass": (MUST, "R:58 B:")}


# --- the starting cards -----------------------------------------------------------------------------------------


def test_one_and_two_start_a_pawn() -> None:
    assert opts("R: B:", "1") == {"R start-4": (START, "R:4 B:")}
    assert opts("R: B:", "2") == {"R start-4": (START, "R:4 B:")}
    # an opponent on the circle is bumped
    assert opts("R: B:4", "2") == {"R start-4": (START, "R:4 B:")}
    # one's own pawn on the circle blocks the start; it may move on
    assert opts("R:4 B:", "1") == {"R 4-5": (FORWARD, "R:5 B:")}
    # a 2: start, or 10 + 2 = 12
    assert opts("R:10 B:4", "2") == {"R start-4": (START, "R:4,10 B:"), "R 10-12": (FORWARD, "R:12 B:4")}
    # the start is listed first (kind order), then the forward moves
    assert texts("R:10 B:4", "2") == ["R start-4", "R 10-12"]


# --- the 7 ----------------------------------------------------------------------------------------------------


def test_seven_split_both_orders() -> None:
    # contract example 7: red 10 and 30. Seven alone: 10 + 7 = 17 (on blue's slide, not its triangle), 30 + 7 = 37.
    # Split a + (7 - a), a = 1..6: 10 + a with 30 + 7 - a; a = 6: 16 is blue's triangle (slides to 19) and 31
    # yellow's (slides to 34). Every split both ways round.
    expected = {"R 10-17": (SEVEN, "R:17,30 B:"), "R 30-37": (SEVEN, "R:10,37 B:")}
    ends = {1: "11,36", 2: "12,35", 3: "13,34", 4: "14,33", 5: "15,32", 6: "19,34"}
    for a in range(1, 7):
        first, second = f"R 10-{10 + a}", f"R 30-{30 + 7 - a}"
        expected[f"{first}, {second}"] = (SEVEN, f"R:{ends[a]} B:")
        expected[f"{second}, {first}"] = (SEVEN, f"R:{ends[a]} B:")
    assert opts("R:10,30 B:", "7") == expected
    order = texts("R:10,30 B:", "7")
    assert order[:3] == ["R 10-17", "R 30-37", "R 10-11, R 30-36"]
    assert order[-1] == "R 30-36, R 10-11"


def test_seven_split_taking_a_pawn_home() -> None:
    # red S4 and 20. S4 + 7 is past HOME; 20 + 7 = 27 (blue's long slide, not its triangle). A split needs the
    # S4 part to be 1 (S5) or 2 (HOME), the 20 part then 6 (26) or 5 (25); 20 + 4 = 24 would leave 3 for S4: past
    # HOME, so no.
    assert opts("R:S4,20 B:", "7") == {
        "R 20-27": (SEVEN, "R:27,S4 B:"),
        "R 20-25, R S4-home": (SEVEN, "R:25,home B:"),
        "R 20-26, R S4-S5": (SEVEN, "R:26,S5 B:"),
        "R S4-S5, R 20-26": (SEVEN, "R:26,S5 B:"),
        "R S4-home, R 20-25": (SEVEN, "R:25,home B:"),
    }


def test_seven_split_a_part_bumped_by_the_earlier_part() -> None:
    # red 12 and 17. Seven alone: 12 + 7 = 19; 17 + 7 = 24, blue's long triangle: slides to 28.
    # 12 first by a: a = 1, 2, 3 give 13, 14, 15 with 17 + 6, 5, 4 = 23, 22, 21. a = 4: 16 is blue's triangle, the
    # slide 16..19 bumps red's own 17 (reading bumped), so its part cannot follow. a = 5 lands on red 17; a = 6 on
    # 18, and then 17 + 1 = 18 holds red.
    # 17 first by b: b = 1 lands on 18 and 12 + 6 = 18 holds red; b = 2: 19, then 12 + 5 = 17 (now free); b = 3:
    # 20, then 12 + 4 = 16 slides to 19 over the now empty 17; b = 4, 5, 6: 21, 22, 23 with 15, 14, 13.
    expected = {
        "R 12-19": (SEVEN, "R:17,19 B:"),
        "R 17-24": (SEVEN, "R:12,28 B:"),
        "R 12-13, R 17-23": (SEVEN, "R:13,23 B:"),
        "R 12-14, R 17-22": (SEVEN, "R:14,22 B:"),
        "R 12-15, R 17-21": (SEVEN, "R:15,21 B:"),
        "R 17-19, R 12-17": (SEVEN, "R:17,19 B:"),
        "R 17-20, R 12-16": (SEVEN, "R:19,20 B:"),
        "R 17-21, R 12-15": (SEVEN, "R:15,21 B:"),
        "R 17-22, R 12-14": (SEVEN, "R:14,22 B:"),
        "R 17-23, R 12-13": (SEVEN, "R:13,23 B:"),
    }
    assert opts("R:12,17 B:", "7") == expected
    # under slide.own-pawns=blocks 12 by 4 first is refused too (red 17 stands on the slide 16..19), and after
    # 17 -> 20 the slide is clear: the same moves
    assert opts("R:12,17 B:", "7", slide_own_pawns="blocks") == expected


def test_seven_split_start() -> None:
    # red 10, three in START. Not from START (default): only 10 + 7 = 17, one pawn being all there is.
    assert opts("R:10 B:", "7") == {"R 10-17": (SEVEN, "R:17 B:")}
    # part-of-one-starts: a part of 1 takes a pawn onto the circle 4, the other 6 moves 10 to 16, blue's triangle,
    # sliding to 19; both orders (4 is not on that slide)
    assert opts("R:10 B:", "7", seven_split_start="part-of-one-starts") == {
        "R 10-17": (SEVEN, "R:17 B:"),
        "R start-4, R 10-16": (SEVEN, "R:4,19 B:"),
        "R 10-16, R start-4": (SEVEN, "R:4,19 B:"),
    }
    # red on its circle 4: the start part must wait until the pawn has left it (4 + 6 = 10); 4 + 7 = 11 alone
    assert opts("R:4 B:", "7", seven_split_start="part-of-one-starts") == {
        "R 4-11": (SEVEN, "R:11 B:"),
        "R 4-10, R start-4": (SEVEN, "R:4,10 B:"),
    }
    # under the team rules either partner may start, but one starting part at most: red 10 with red's or yellow's
    # start (1 + 6, both orders); red start + yellow start + 10 by 5 would be two starting parts
    teams = opts(
        "R:10 B: Y: G:", "7", mode="teams", seven_split_start="part-of-one-starts", team_seven_split="any-number"
    )
    assert teams == {
        "R 10-17": (SEVEN, "R:17 B: Y: G:"),
        "R start-4, R 10-16": (SEVEN, "R:4,19 B: Y: G:"),
        "R 10-16, R start-4": (SEVEN, "R:4,19 B: Y: G:"),
        "Y start-34, R 10-16": (SEVEN, "R:19 B: Y:34 G:"),
        "R 10-16, Y start-34": (SEVEN, "R:19 B: Y:34 G:"),
    }
    # never more than one starting part, and none when nobody is in START
    assert opts("R:20,30,40,50 B:", "7", seven_split_start="part-of-one-starts") == opts("R:20,30,40,50 B:", "7")


# --- the 10 -----------------------------------------------------------------------------------------------------


def test_ten_forward_or_one_back_and_the_reading() -> None:
    # 20 + 10 = 30 (yellow's corner; its triangle is 31); 20 - 1 = 19 (blue's circle, no triangle)
    assert opts("R:20 B:", "10") == {"R 20-30": (TEN, "R:30 B:"), "R 20-19": (TEN, "R:19 B:")}
    assert opts("R:20 B:", "10", ten_backward="fallback") == {"R 20-30": (TEN, "R:30 B:")}
    # S2 + 10 is past HOME: under fallback the step back is then allowed (S2 - 1 = S1)
    assert opts("R:S2 B:", "10") == {"R S2-S1": (TEN, "R:S1 B:")}
    assert opts("R:S2 B:", "10", ten_backward="fallback") == {"R S2-S1": (TEN, "R:S1 B:")}
    # one back onto another colour's triangle slides: 17 - 1 = 16, blue's, to 19; 17 + 10 = 27
    assert opts("R:17 B:", "10") == {"R 17-27": (TEN, "R:27 B:"), "R 17-16": (TEN, "R:19 B:")}
    # the forward moves are listed before the backward ones (kind order)
    assert texts("R:17 B:", "10") == ["R 17-27", "R 17-16"]


# --- the 11 -----------------------------------------------------------------------------------------------------


def test_eleven_forward_and_swap_with_the_slide_after_it() -> None:
    # contract example 8: 20 + 11 = 31 bumps blue and is yellow's short triangle: slides to 34. The swap puts red on
    # 31 (slides to 34) and blue on 20, not on that slide.
    assert opts("R:20 B:31", "11") == {
        "R 20-31": (ELEVEN, "R:34 B:"),
        "R 20 swap B 31": (ELEVEN, "R:34 B:20"),
    }


def test_eleven_swap_onto_a_slide_holding_ones_own_pawn() -> None:
    # red 20 and 34, blue 31 (yellow's short triangle, slide 31..34).
    # 20 + 11 = 31: bumps blue, slides, bumping red's own 34 (bumped) -> R:34; 34 + 11 = 45 (green's corner).
    # swap 20 with 31: red slides from 31 bumping red 34; blue goes to 20 -> R:34 B:20.
    # swap 34 with 31: red on 31, blue on 34; red slides bumping blue on 34 -> R:20,34 B:.
    assert opts("R:20,34 B:31", "11") == {
        "R 20-31": (ELEVEN, "R:34 B:"),
        "R 34-45": (ELEVEN, "R:20,45 B:31"),
        "R 20 swap B 31": (ELEVEN, "R:34 B:20"),
        "R 34 swap B 31": (ELEVEN, "R:20,34 B:"),
    }
    # under blocks red's 34 on the slide 31..34 forbids the first two of those; the last is fine, red 34 having left
    assert opts("R:20,34 B:31", "11", slide_own_pawns="blocks") == {
        "R 34-45": (ELEVEN, "R:20,45 B:31"),
        "R 34 swap B 31": (ELEVEN, "R:20,34 B:"),
    }


def test_eleven_swap_opponent_slides() -> None:
    # red 1 (its own triangle) and 3, blue 40 (yellow's long slide, not its triangle).
    # forward: from 1, d = (2 - 1) mod 60 = 1, so 11 would be S10: impossible; from 3 (d = 59) 14.
    # Swap red 1 with blue 40: red on 40 (no triangle), blue on 1: by default it stays; under
    # swap.opponent-slides=yes 1 is a triangle not blue's: blue slides to 4, bumping red 3.
    # Swap red 3 with blue 40: blue on 3, no triangle.
    common = {
        "R 3-14": (ELEVEN, "R:1,14 B:40"),
        "R 3 swap B 40": (ELEVEN, "R:1,40 B:3"),
    }
    assert opts("R:1,3 B:40", "11") == {**common, "R 1 swap B 40": (ELEVEN, "R:3,40 B:1")}
    assert opts("R:1,3 B:40", "11", swap_opponent_slides="yes") == {**common, "R 1 swap B 40": (ELEVEN, "R:40 B:4")}


def test_eleven_swap_opponent_slides_with_blocks() -> None:
    # red 1, blue 4 and 40. Swap red 1 with blue 40, under yes: blue on 1 slides to 4; under bumped it bumps its own
    # pawn on 4; under blocks blue's pawn on the slide 1..4 forbids blue's slide, so blue simply stays on 1.
    # Swap red 1 with blue 4: red on 4 (its circle, no triangle), blue on 1 slides (yes), bumping red on 4 under
    # either reading (red is not blue's colour).
    # forward: from 1 (d = 1) an 11 is past HOME, so the swap may be declined.
    bumped = opts("R:1 B:4,40", "11", swap_opponent_slides="yes")
    blocks = opts("R:1 B:4,40", "11", swap_opponent_slides="yes", slide_own_pawns="blocks")
    assert bumped == {
        "pass": (ELEVEN, "R:1 B:4,40"),
        "R 1 swap B 4": (ELEVEN, "R: B:4,40"),
        "R 1 swap B 40": (ELEVEN, "R:40 B:4"),
    }
    assert blocks == {**bumped, "R 1 swap B 40": (ELEVEN, "R:40 B:1,4")}


def test_eleven_may_be_declined_only_without_a_forward_move() -> None:
    # red 58: d = (2 - 58) mod 60 = 4, so 11 is S7: impossible. The swap is not forced: pass is an option too.
    # Swap: red on 20, blue on 58 (green's long slide end, not a triangle).
    assert opts("R:58 B:20", "11") == {
        "R 58 swap B 20": (ELEVEN, "R:20 B:58"),
        "pass": (ELEVEN, "R:58 B:20"),
    }
    # a pawn in the safety zone never swaps; an 11 forward exists, so no pass
    assert opts("R:S1,10 B:20", "11") == {
        "R 10-21": (ELEVEN, "R:21,S1 B:20"),
        "R 10 swap B 20": (ELEVEN, "R:20,S1 B:10"),
    }


# --- the Sorry! card --------------------------------------------------------------------------------------------


def test_sorry_card() -> None:
    # contract example 9: from START onto blue 33, blue to START; nobody in START: the turn is lost
    assert opts("R: B:33", "sorry") == {"R start sorry B 33": (SORRY, "R:33 B:")}
    assert opts("R:5,6,7,8 B:33", "sorry") == {"pass": (MUST, "R:5,6,7,8 B:33")}
    # no opponent on the track (START, safety and HOME excluded)
    assert opts("R: B:S1,home", "sorry") == {"pass": (MUST, "R: B:S1,home")}
    # onto blue on its own triangle 16: red slides to 19
    assert opts("R: B:16", "sorry") == {"R start sorry B 16": (SORRY, "R:19 B:")}
    # ... bumping red's own 19 under bumped; under blocks red's 19 on the slide makes it impossible
    assert opts("R:19 B:16", "sorry") == {"R start sorry B 16": (SORRY, "R:19 B:")}
    assert opts("R:19 B:16", "sorry", slide_own_pawns="blocks") == {"pass": (MUST, "R:19 B:16")}


def test_sorry_forward_four() -> None:
    # red 5 and three in START, blue 33: the Sorry!, and under forward-four 5 + 4 = 9 (red's own triangle: no slide)
    assert opts("R:5 B:33", "sorry") == {"R start sorry B 33": (SORRY, "R:5,33 B:")}
    assert opts("R:5 B:33", "sorry", sorry_forward_four="yes") == {
        "R start sorry B 33": (SORRY, "R:5,33 B:"),
        "R 5-9": (SORRY, "R:9 B:33"),
    }
    # nobody in START: under yes the card must still move one pawn four
    assert opts("R:5,6,7,8 B:33", "sorry", sorry_forward_four="yes") == {
        "R 5-9": (SORRY, "R:6,7,8,9 B:33"),
        "R 6-10": (SORRY, "R:5,7,8,10 B:33"),
        "R 7-11": (SORRY, "R:5,6,8,11 B:33"),
        "R 8-12": (SORRY, "R:5,6,7,12 B:33"),
    }


# --- the team rules ---------------------------------------------------------------------------------------------


def test_teams_move_the_partners_pawns() -> None:
    # red's team is red and yellow: red 10 + 5 = 15, yellow 20 + 5 = 25 (blue's long slide, not its triangle)
    assert opts("R:10 B:30 Y:20 G:", "5", mode="teams") == {
        "R 10-15": (FORWARD, "R:15 B:30 Y:20 G:"),
        "Y 20-25": (FORWARD, "R:10 B:30 Y:25 G:"),
    }
    # in the standard game only red's
    assert opts("R:10 B:30 Y:20 G:", "5") == {"R 10-15": (FORWARD, "R:15 B:30 Y:20 G:")}
    # a 1 may start either partner's pawn
    assert opts("R: B: Y: G:", "1", mode="teams") == {
        "R start-4": (START, "R:4 B: Y: G:"),
        "Y start-34": (START, "R: B: Y:34 G:"),
    }


def test_teams_bump_the_partner() -> None:
    # red 10 + 5 = 15 holds yellow, red's partner: bumped all the same; yellow 15 + 5 = 20
    assert opts("R:10 B: Y:15 G:", "5", mode="teams") == {
        "R 10-15": (FORWARD, "R:15 B: Y: G:"),
        "Y 15-20": (FORWARD, "R:10 B: Y:20 G:"),
    }


def test_teams_sorry_and_swap_take_only_the_other_team() -> None:
    # opponents are blue and green: a Sorry! from red's or yellow's START onto blue 30, never onto yellow 20
    assert opts("R: B:30 Y:20 G:", "sorry", mode="teams") == {
        "R start sorry B 30": (SORRY, "R:30 B: Y:20 G:"),
        "Y start sorry B 30": (SORRY, "R: B: Y:20,30 G:"),
    }
    # an 11: red 50 (d = 12: 50 + 11 = 61 = 1, red's own triangle) and yellow 20 (d = 12: 31, yellow's own
    # triangle); each may swap with blue 30 (no triangle on 30, 50 or 20), never with its partner
    assert opts("R:50 B:30 Y:20 G:", "11", mode="teams") == {
        "R 50-1": (ELEVEN, "R:1 B:30 Y:20 G:"),
        "Y 20-31": (ELEVEN, "R:50 B:30 Y:31 G:"),
        "R 50 swap B 30": (ELEVEN, "R:30 B:50 Y:20 G:"),
        "Y 20 swap B 30": (ELEVEN, "R:50 B:20 Y:30 G:"),
    }


def test_team_seven_split_any_number_small_case() -> None:
    # red 5 (6..12: only red's own triangle 9 on the way), yellow 35 (36..42: only yellow's own 39) and yellow S1
    # (S2..S5, HOME at +5, past it at +6). No collisions, no slides, no opponents on the track.
    # Seven alone: 5 -> 12 and 35 -> 42; S1 + 7 is past HOME: 2 moves.
    # Two parts (a, 7 - a), a = 1..6, ordered pairs of different pawns: red/yellow 35 both ways 2 * 6 = 12; with
    # S1, its part at most 5: each of the 4 ordered pairs has 5 choices = 20. So 32 two-part splits.
    # Three parts: 3! = 6 orders of the three pawns times the 15 compositions of 7 into 3 parts (none has a part
    # over 5): 90. Four parts need four pawns.
    position = "R:5 B: Y:35,S1 G:"
    found = moves(position_from_text(position), "7", "R", "teams", Reading(team_seven_split="any-number"))
    sizes = [len(option.move.parts) for option in found]
    assert len(found) == 2 + 32 + 90
    assert sizes.count(1) == 2 and sizes.count(2) == 32 and sizes.count(3) == 90
    text = {option.move.as_text(): option.position.as_text() for option in found}
    assert text["R 5-6, Y 35-37, Y S1-S5"] == "R:6 B: Y:37,S5 G:"
    assert text["Y S1-home, R 5-6, Y 35-36"] == "R:6 B: Y:36,home G:"
    # the default two-pawns keeps the two-part splits only
    two = opts(position, "7", mode="teams")
    assert len(two) == 2 + 32 and "R 5-6, Y 35-37, Y S1-S5" not in two
    # outside the team rules the reading changes nothing: red alone, one pawn, seven alone
    assert opts("R:5 B: Y:35,S1", "7", team_seven_split="any-number") == {"R 5-12": (SEVEN, "R:12 B: Y:35,S1")}


# --- inputs -----------------------------------------------------------------------------------------------------


def test_bad_inputs() -> None:
    position = position_from_text("R:12 B:")
    with pytest.raises(InputError, match="no 6"):
        moves(position, "6", "R", "standard")
    with pytest.raises(InputError, match="not in play"):
        moves(position, "5", "Y", "standard")
    with pytest.raises(InputError, match="four colours"):
        moves(position, "5", "R", "teams")
    with pytest.raises(InputError, match="mode"):
        moves(position, "5", "R", "solo")  # type: ignore[arg-type]
    # a card written another way is read as the card
    assert moves(position, "Sorry!", "R", "standard") == moves(position, "sorry", "R", "standard")


# --- the board is the same seen from every side ------------------------------------------------------------------


def _turned(colour: str) -> str:
    """The colour one side on clockwise (red's side becomes blue's, green's red's)."""
    return COLOURS[(COLOURS.index(colour) + 1) % len(COLOURS)]


def _turned_place(place: str) -> str:
    return str((int(place) + 15) % 60) if place.isdigit() else place


def _turned_option(option: Option) -> tuple[str, str, str]:
    move = option.move
    parts = tuple(Part(_turned(p.colour), _turned_place(p.source), _turned_place(p.landing)) for p in move.parts)
    turned = Move(move.kind, parts, _turned(move.target) if move.target else None)
    position = make_position({_turned(c): [_turned_place(p) for p in places] for c, places in option.position.pawns})
    return (turned.as_text(), option.rule, position.as_text())


@pytest.mark.parametrize(
    ("mode", "reading"),
    [
        ("standard", Reading()),
        ("teams", Reading(seven_split_start="part-of-one-starts", swap_opponent_slides="yes")),
        ("standard", Reading(slide_own_pawns="blocks", sorry_forward_four="yes", ten_backward="fallback")),
    ],
)
def test_every_move_turned_a_side_is_the_move_of_the_turned_position(mode: Mode, reading: Reading) -> None:
    # The rules name no colour: turning the board a side (every track square + 15, every colour the next one) must
    # turn every move. A slip in one colour's table (a slide, a turn square, a circle) breaks this.
    rng = random.Random(5)
    state = new(4, mode, 17, reading)
    checked = 0
    while checked < 150 and state.phase != "over":
        if state.phase == "move":
            assert state.card is not None
            position, card, turn = state.pawns, state.card, state.turn
            turned = make_position({_turned(c): [_turned_place(p) for p in ps] for c, ps in position.pawns})
            expected = {_turned_option(option) for option in moves(position, card, turn, mode, reading)}
            found = {
                (option.move.as_text(), option.rule, option.position.as_text())
                for option in moves(turned, card, _turned(turn), mode, reading)
            }
            assert found == expected, (position.as_text(), card, turn)
            checked += 1
        state = apply(state, rng.choice(legal_actions(state, reading)), reading)


def test_slide_choice_optional_lets_a_pawn_stay_on_the_triangle() -> None:
    # Moving pawns (Icelandic): "þú getur rennt" (you can slide). Red 13 + 3 = 16, blue's short triangle (16..19):
    # compulsory (default): slide to 19, bumping blue's 17; optional: also stay on 16, blue's 17 untouched.
    assert opts("R:13 B:17", "3") == {"R 13-16": (FORWARD, "R:19 B:")}
    assert opts("R:13 B:17", "3", slide_choice="optional") == {
        "R 13-16": (FORWARD, "R:19 B:"),
        "R 13-16 stays": (FORWARD, "R:16 B:17"),
    }
    # a Sorry! onto blue's 46 (green's short triangle 46..49): slide to 49, or stay on 46
    assert opts("R: B:46", "sorry", slide_choice="optional") == {
        "R start sorry B 46": (SORRY, "R:49 B:"),
        "R start sorry B 46 stays": (SORRY, "R:46 B:"),
    }
    # an 11's swap onto yellow's triangle 31 always slides ("slide!"): red 20 <-> blue 31, red slides to 34;
    # 20 + 11 = 31 may stay (bumping blue there) or slide
    assert opts("R:20 B:31", "11", slide_choice="optional") == {
        "R 20-31": (ELEVEN, "R:34 B:"),
        "R 20-31 stays": (ELEVEN, "R:31 B:"),
        "R 20 swap B 31": (ELEVEN, "R:34 B:20"),
    }
    # under blocks, red's own 18 on the slide forbids the slide, but staying on 16 is still a move
    assert opts("R:13,18 B:", "3", slide_choice="optional", slide_own_pawns="blocks") == {
        "R 13-16 stays": (FORWARD, "R:16,18 B:"),
        "R 18-21": (FORWARD, "R:13,21 B:"),
    }


def test_home_count_stops_at_home_lets_a_long_count_end_in_home() -> None:
    # Safety zones: HOME is S5 + 1. Red on S3 is 3 steps from HOME.
    # exact (default): a 5 would pass HOME, so nothing moves: the pass of sorry.move.must.
    assert opts("R:S3 B:", "5") == {"pass": (MUST, "R:S3 B:")}
    # stops-at-home: the 5 ends in HOME, the 2 steps beyond lost.
    assert opts("R:S3 B:", "5", home_count="stops-at-home") == {"R S3-home": (FORWARD, "R:home B:")}
    # red on 58: 4 track squares to its turn square 2 (59, 0, 1, 2), S1..S5, HOME = 10 steps; a 12 passes it.
    assert opts("R:58 B:", "12", home_count="stops-at-home") == {"R 58-home": (FORWARD, "R:home B:")}
    # a 7 with red on S4 (2 from HOME) and S5 (1 from HOME): exact has no move at all (S4 + 7 and S5 + 7 pass HOME,
    # and no split of 7 into two parts of at most 2 and 1 exists). stops-at-home: S4 or S5 alone to HOME (the 7's
    # forward move), S4 then S5 both HOME (any a = 2..6 for S4), S5 (a = 1..5) then S4 HOME, and S5 by 6 to HOME
    # then S4 by 1 to S5 -- one move per written text.
    assert opts("R:S4,S5 B:", "7") == {"pass": (MUST, "R:S4,S5 B:")}
    assert opts("R:S4,S5 B:", "7", home_count="stops-at-home") == {
        "R S4-home": (SEVEN, "R:S5,home B:"),
        "R S5-home": (SEVEN, "R:S4,home B:"),
        "R S4-home, R S5-home": (SEVEN, "R:home,home B:"),
        "R S5-home, R S4-home": (SEVEN, "R:home,home B:"),
        "R S5-home, R S4-S5": (SEVEN, "R:S5,home B:"),
    }
    # a 10 under ten.backward=fallback: ten forward is possible under stops-at-home, so no step back
    assert opts("R:S3 B:", "10", home_count="stops-at-home", ten_backward="fallback") == {
        "R S3-home": (TEN, "R:home B:")
    }
    assert opts("R:S3 B:", "10", ten_backward="fallback") == {"R S3-S2": (TEN, "R:S2 B:")}


def test_eleven_swaps_only_a_pawn_of_the_players_on_the_track() -> None:
    # Card values (11) with Safety zones ("you may enter only the safety zone of your own colour"): the swap would put
    # blue's pawn on the square red's pawn leaves, so red's pawn on S2, in START or HOME cannot swap. S2 + 11 passes
    # HOME and nothing starts on an 11: no move at all, the pass of sorry.move.must (not the 11's own pass).
    assert opts("R:S2,home B:20", "11") == {"pass": (MUST, "R:S2,home B:20")}
    # the same with red's pawn on 10 instead: 10 + 11 = 21, and the swap of 10 with blue's 20
    assert opts("R:10,home B:20", "11") == {
        "R 10-21": (ELEVEN, "R:21,home B:20"),
        "R 10 swap B 20": (ELEVEN, "R:20,home B:10"),
    }


def test_team_partner_slides_by_own_or_mover_colour() -> None:
    # Team rules, red to move, yellow's pawn on 5. A 4 takes it back to 1, red's short triangle (1..4).
    # own-colour (default): 1 is not yellow's triangle, so yellow slides to 4. mover-colour: 1 is the player's (red's)
    # colour, so yellow stays on 1.
    assert opts("R: B: Y:5 G:", "4", mode="teams") == {"Y 5-1": (FOUR, "R: B: Y:4 G:")}
    assert opts("R: B: Y:5 G:", "4", mode="teams", team_partner_slides="mover-colour") == {
        "Y 5-1": (FOUR, "R: B: Y:1 G:")
    }
    # An 11's swap of yellow 12 with blue 31, yellow's own short triangle (31..34): own-colour, yellow stays on 31;
    # mover-colour, 31 is not red's, so yellow slides to 34 (blue, now on 12, is untouched).
    swap = "Y 12 swap B 31"
    assert opts("R: B:31 Y:12 G:", "11", mode="teams")[swap] == (ELEVEN, "R: B:12 Y:31 G:")
    assert opts("R: B:31 Y:12 G:", "11", mode="teams", team_partner_slides="mover-colour")[swap] == (
        ELEVEN,
        "R: B:12 Y:34 G:",
    )
    # red's own pawns are red's colour either way: red 5 back 4 to 1 stays on its own triangle
    assert opts("R:5 B: Y: G:", "4", mode="teams", team_partner_slides="mover-colour") == {
        "R 5-1": (FOUR, "R:1 B: Y: G:")
    }
    # outside the team rules the reading changes nothing: yellow's own pawns, yellow to move, 5 back to 1 slides
    assert opts("R: Y:5", "4", turn="Y", team_partner_slides="mover-colour") == {"Y 5-1": (FOUR, "R: Y:4")}


def test_team_sorry_partner_never_or_allowed() -> None:
    # Card values (SORRY!): "a space another player occupies" (annar leikmaður), reading team.sorry-partner. Team
    # rules, red to move with four pawns in START, yellow's (red's partner's) pawn on 20 and no opponent out.
    # never (default): the partner is no target, so the card moves nothing and the turn is lost.
    assert opts("R: B: Y:20 G:", "sorry", mode="teams") == {"pass": (MUST, "R: B: Y:20 G:")}
    # allowed: red's pawn from START takes 20 and yellow's pawn goes back to its START. Yellow's own START pawns never
    # take yellow's square (one colour never shares a square).
    assert opts("R: B: Y:20 G:", "sorry", mode="teams", team_sorry_partner="allowed") == {
        "R start sorry Y 20": (SORRY, "R:20 B: Y: G:")
    }
    # a partner's pawn on blue's short triangle 16 (16..19): red takes it and slides to 19
    assert opts("R: B: Y:16 G:", "sorry", mode="teams", team_sorry_partner="allowed") == {
        "R start sorry Y 16": (SORRY, "R:19 B: Y: G:")
    }
    # with blue on 30 too: never takes blue only; allowed takes either
    assert set(opts("R: B:30 Y:20 G:", "sorry", mode="teams")) == {"R start sorry B 30", "Y start sorry B 30"}
    assert set(opts("R: B:30 Y:20 G:", "sorry", mode="teams", team_sorry_partner="allowed")) == {
        "R start sorry B 30",
        "Y start sorry B 30",
        "R start sorry Y 20",
    }
    # the player's own pawn is never "another player's": yellow's START pawn never takes red's 20
    assert opts("R:20 B: Y: G:", "sorry", mode="teams", team_sorry_partner="allowed") == {
        "pass": (MUST, "R:20 B: Y: G:")
    }
    # outside the team rules yellow is an opponent under both options
    for choice in ("never", "allowed"):
        assert opts("R: Y:20", "sorry", team_sorry_partner=choice) == {"R start sorry Y 20": (SORRY, "R:20 Y:")}


def test_seven_split_order_in_order_or_together() -> None:
    # Card values (7), reading seven.split-order. Red on 13 and 14, blue with no pawn out; red slides on blue's short
    # triangle 16 to 19 (sweeping 16..19). Part a for the pawn on 13 (landing 13 + a), 7 - a for the one on 14
    # (landing 21 - a): a = 1 lands 13 on 14, a = 3 slides 13 from 16 to 19 while 14 lands on 18, a = 4 puts both on
    # 17 (never possible), a = 5 slides 14 from 16 to 19 while 13 lands on 18; a = 2 and a = 6 meet nothing.
    both = {
        "R 13-20": (SEVEN, "R:14,20 B:"),
        "R 14-21": (SEVEN, "R:13,21 B:"),
        "R 13-15, R 14-19": (SEVEN, "R:15,19 B:"),
        "R 14-19, R 13-15": (SEVEN, "R:15,19 B:"),
        "R 13-19, R 14-15": (SEVEN, "R:15,19 B:"),
        "R 14-15, R 13-19": (SEVEN, "R:15,19 B:"),
        "R 13-16, R 14-18": (SEVEN, "R:18,19 B:"),  # the slide first: 18 is landed on after it
        "R 14-16, R 13-18": (SEVEN, "R:18,19 B:"),
        "R 14-20, R 13-14": (SEVEN, "R:14,20 B:"),  # 14 leaves first, 13 lands on the square it left
    }
    # in-order: the part written first is made first. 13 by 1 onto 14 while red still stands there is refused
    # (own pawn); 18 landed on first is then swept by the other pawn's slide 16..19, back to START.
    assert opts("R:13,14 B:", "7") == {
        **both,
        "R 13-18, R 14-16": (SEVEN, "R:19 B:"),
        "R 14-18, R 13-16": (SEVEN, "R:19 B:"),
    }
    # together: both pawns leave at once, so 13 may land on 14 in either order, and neither part's slide sweeps the
    # other part's pawn: 18 and 19 in both orders.
    assert opts("R:13,14 B:", "7", seven_split_order="together") == {
        **both,
        "R 13-18, R 14-16": (SEVEN, "R:18,19 B:"),
        "R 14-18, R 13-16": (SEVEN, "R:18,19 B:"),
        "R 13-14, R 14-20": (SEVEN, "R:14,20 B:"),
    }


def test_seven_split_together_never_ends_two_pawns_on_one_square() -> None:
    # Team rules, red to move, red on 9 and yellow on 12. a for red (9 + a), 7 - a for yellow (19 - a). a = 5 puts
    # both on 14: in order the second bumps the first (a partner's pawn is bumped, Team rules); together two pawns
    # of the split may not end on one square, so neither order is a move.
    in_order = opts("R:9 B: Y:12 G:", "7", mode="teams")
    assert in_order["R 9-14, Y 12-14"] == (SEVEN, "R: B: Y:14 G:")
    assert in_order["Y 12-14, R 9-14"] == (SEVEN, "R:14 B: Y: G:")
    together = opts("R:9 B: Y:12 G:", "7", mode="teams", seven_split_order="together")
    assert "R 9-14, Y 12-14" not in together and "Y 12-14, R 9-14" not in together
    # a = 3: red lands on 12, the square yellow leaves for 16 (blue's triangle, sliding to 19). In order only with
    # yellow first (red first would bump yellow, which then cannot move); together in both orders.
    assert "R 9-12, Y 12-16" not in in_order and in_order["Y 12-16, R 9-12"] == (SEVEN, "R:12 B: Y:19 G:")
    assert together["R 9-12, Y 12-16"] == together["Y 12-16, R 9-12"] == (SEVEN, "R:12 B: Y:19 G:")
    # everything else the same: the single moves and the splits a = 1, 2, 4, 6 in both orders
    assert {key: value for key, value in in_order.items() if "14" not in key and "R 9-12" not in key} == {
        key: value for key, value in together.items() if "R 9-12" not in key
    }
