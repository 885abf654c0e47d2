"""The Z3 model of SORRY!'s moves (question ``moves``: rules sorry.start.exit, sorry.card.*, sorry.move.*).

Every expected answer is worked out by hand in the test, in a comment beside it, from the rulebook
(spec/rulebooks/sorry-english.md), the board of facts 1.1 and the exact semantics of docs/sorry-contract.md;
the first group is that contract's own worked examples (its "Worked examples"). None is taken from the code's output.

The board, as the working below uses it (facts 1.1): colour c's side starts at 15*s (R 0, B 15, Y 30, G 45); its
circle is side+4 (R 4, B 19, Y 34, G 49), its turn square side+2 (R 2, B 17, Y 32, G 47); its slides run side+1 to
side+4 (R 1-4, B 16-19, Y 31-34, G 46-49) and side+9 to side+13 (R 9-13, B 24-28, Y 39-43, G 54-58). Forward from
track square t a pawn has d = (turn - t) mod 60 squares of track left; beyond them S1..S5, then HOME. An answer is
written as a set of (move text, rule, resulting position text).
"""

from __future__ import annotations

import time

import pytest

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import check
from rulebook.sorry.model.moves import FAMILIES, moves, shape
from rulebook.sorry.moves import move_key
from rulebook.sorry.position import position_from_text
from rulebook.sorry.reading import DEFAULT, Reading

FORWARD = "sorry.card.forward"
EXIT = "sorry.start.exit"
FOUR = "sorry.card.four"
SEVEN = "sorry.card.seven"
TEN = "sorry.card.ten"
ELEVEN = "sorry.card.eleven"
SORRY = "sorry.card.sorry"
MUST = "sorry.move.must"
BLOCKS = Reading(slide_own_pawns="blocks")

Answer = set[tuple[str, str, str]]


def answer(position: str, card: str, turn: str = "R", mode: str = "standard", reading: Reading = DEFAULT) -> Answer:
    options = moves(position_from_text(position), card, turn, mode, reading)
    found = {(option.move.as_text(), option.rule, option.position.as_text()) for option in options}
    assert len(found) == len(options), "an option is listed twice"
    return found


def passes(position: str, rule: str = MUST) -> Answer:
    """The pass: the position stays as it is."""
    return {("pass", rule, position_from_text(position).as_text())}


# ---------------------------------------------------------------------------------------------------------------
# The contract's worked examples (docs/sorry-contract.md)
# ---------------------------------------------------------------------------------------------------------------


def test_example_1_a_five_moves_one_pawn_five_forward() -> None:
    assert answer("R:12 B:", "5") == {("R 12-17", FORWARD, "R:17 B:")}


def test_example_2_a_four_moves_one_pawn_four_back() -> None:
    assert answer("R:12 B:", "4") == {("R 12-8", FOUR, "R:8 B:")}


def test_example_3_landing_on_another_colours_triangle_slides() -> None:
    # 13 + 3 = 16, blue's short triangle (16..19): red slides to 19. Blue on 20 is past the slide and stays.
    assert answer("R:13 B:20", "3") == {("R 13-16", FORWARD, "R:19 B:20")}
    # blue on 17 is on the slide's squares: bumped to START
    assert answer("R:13 B:17", "3") == {("R 13-16", FORWARD, "R:19 B:")}


def test_example_4_no_slide_on_a_triangle_of_ones_own_colour() -> None:
    # blue moves 13 -> 16, blue's own triangle: it stays there
    assert answer("B:13 R:", "3", turn="B") == {("B 13-16", FORWARD, "R: B:16")}


def test_example_5_the_safety_zone_forward_and_backward() -> None:
    # red on 0: d = (2 - 0) mod 60 = 2, so 3 squares are 2 on the track and S1
    assert answer("R:0 B:", "3") == {("R 0-S1", FORWARD, "R:S1 B:")}
    # red on 59: d = 3; 5 = 3 + 2: S2
    assert answer("R:59 B:", "5") == {("R 59-S2", FORWARD, "R:S2 B:")}
    # S3 back 4: S2, S1, then out onto the track: turn(R) = 2, then 1; 1 is red's own triangle: no slide
    assert answer("R:S3 B:", "4") == {("R S3-1", FOUR, "R:1 B:")}


def test_example_6_home_by_exact_count() -> None:
    # S3 + 3: S4, S5, HOME
    assert answer("R:S3 B:", "3") == {("R S3-home", FORWARD, "R:home B:")}
    # S3 + 5 would go two past HOME: no move at all, the turn is lost
    assert answer("R:S3 B:", "5") == passes("R:S3 B:")


def split_working(a: int) -> str:
    # red 10 + a, red 30 + (7 - a); 10 + 6 = 16 is blue's triangle (slides to 19); 30 + 1 = 31 is yellow's
    # short triangle (slides to 34); 34 itself (a = 3) is yellow's slide end, not a triangle
    first = {6: 19}.get(a, 10 + a)
    second = {1: 34}.get(7 - a, 37 - a)
    return f"R:{min(first, second)},{max(first, second)} B:"


def test_example_7_the_seven_single_or_split_in_both_orders() -> None:
    expected = {("R 10-17", SEVEN, "R:17,30 B:"), ("R 30-37", SEVEN, "R:10,37 B:")}
    for a in range(1, 7):
        expected.add((f"R 10-{10 + a}, R 30-{37 - a}", SEVEN, split_working(a)))
        expected.add((f"R 30-{37 - a}, R 10-{10 + a}", SEVEN, split_working(a)))
    assert answer("R:10,30 B:", "7") == expected
    assert len(expected) == 14


def test_example_7_options_come_in_the_answer_order() -> None:
    options = moves(position_from_text("R:10,30 B:"), "7", "R")
    assert [option.move for option in options] == sorted((option.move for option in options), key=move_key)
    # forward moves before splits; the splits by their first part's source, then landing
    texts = [option.move.as_text() for option in options]
    assert texts[:3] == ["R 10-17", "R 30-37", "R 10-11, R 30-36"]
    assert texts[-1] == "R 30-36, R 10-11"


def test_example_8_the_eleven_forward_or_swap() -> None:
    # forward: 20 + 11 = 31, where blue stands (bumped), and 31 is yellow's short triangle: red slides to 34.
    # swap: red to 31 (slides to 34), blue to 20, which is not on yellow's slide (31..34): blue stays on 20.
    assert answer("R:20 B:31", "11") == {
        ("R 20-31", ELEVEN, "R:34 B:"),
        ("R 20 swap B 31", ELEVEN, "R:34 B:20"),
    }


def test_example_9_the_sorry_card() -> None:
    assert answer("R: B:33", "sorry") == {("R start sorry B 33", SORRY, "R:33 B:")}
    # no red pawn in START: no move
    assert answer("R:5,6,7,8 B:33", "sorry") == passes("R:5,6,7,8 B:33")


# ---------------------------------------------------------------------------------------------------------------
# Starting pawns: the 1 and the 2 (sorry.start.exit, sorry.card.forward)
# ---------------------------------------------------------------------------------------------------------------


def test_a_one_takes_a_pawn_out_of_start_onto_the_circle() -> None:
    # all red pawns in START: only the start, onto red's circle 4
    assert answer("R: B:", "1") == {("R start-4", EXIT, "R:4 B:")}


def test_a_two_cannot_start_onto_its_own_pawn_but_moves_it() -> None:
    # red's circle 4 is held by red: no start; the pawn on 4 goes two forward to 6
    assert answer("R:4 B:", "2") == {("R 4-6", FORWARD, "R:6 B:")}


def test_starting_onto_an_opponent_bumps_it() -> None:
    # start: blue on red's circle 4 is bumped. Forward 1 from 3: lands on 4, bumping blue too.
    assert answer("R:3 B:4", "1") == {
        ("R start-4", EXIT, "R:3,4 B:"),
        ("R 3-4", FORWARD, "R:4 B:"),
    }


def test_a_two_takes_a_pawn_home_or_starts_one() -> None:
    # S4 + 2: S5, HOME
    assert answer("R:S4 B:", "2") == {
        ("R S4-home", FORWARD, "R:home B:"),
        ("R start-4", EXIT, "R:4,S4 B:"),
    }


def test_no_pawn_to_move_and_none_in_start_passes() -> None:
    # S5 + 2 is past HOME; HOME never moves; no pawn in START
    assert answer("R:S5,home,home,home B:", "2") == passes("R:S5,home,home,home B:")


# ---------------------------------------------------------------------------------------------------------------
# Forward cards (sorry.card.forward) and the arrival (sorry.move.own-pawn, bump, slide, safety, home)
# ---------------------------------------------------------------------------------------------------------------


def test_an_eight_and_a_twelve() -> None:
    # 50 + 8 = 58: green's long slide END, not its triangle: no slide
    assert answer("R:50 B:", "8") == {("R 50-58", FORWARD, "R:58 B:")}
    # 42 + 12 = 54: green's long triangle (54..58): red slides to 58, blue on 56 swept to START
    assert answer("R:42 B:56", "12") == {("R 42-54", FORWARD, "R:58 B:")}


def test_home_needs_the_exact_count_from_the_track() -> None:
    # red on 56: d = (2 - 56) mod 60 = 6, so 12 = 6 + 6: S6 is HOME
    assert answer("R:56 B:", "12") == {("R 56-home", FORWARD, "R:home B:")}
    # red on 57: d = 5, 12 = 5 + 7: one past HOME
    assert answer("R:57 B:", "12") == passes("R:57 B:")


def test_a_pawn_cannot_land_on_its_own_colour() -> None:
    # 10 + 3 = 13 holds red; 13 + 3 = 16 is blue's triangle: slides to 19
    assert answer("R:10,13 B:", "3") == {("R 13-16", FORWARD, "R:10,19 B:")}


def test_a_slide_bumps_every_colour_on_it() -> None:
    # four colours in play, red's turn: red slides 16 -> 19 and yellow on 17 goes to START
    assert answer("R:13 B: Y:17 G:", "3") == {("R 13-16", FORWARD, "R:19 B: Y: G:")}


def test_the_safety_zone_is_entered_only_by_its_own_colour() -> None:
    # blue on 0 is far from its own zone (turn 17): 0 + 3 = 3, on red's side, not red's S1
    assert answer("R: B:0", "3", turn="B") == {("B 0-3", FORWARD, "R: B:3")}


@pytest.mark.parametrize(
    ("reading", "expected"),
    [
        # bumped: red's own pawn on 18 is on the slide 16..19 and goes to START
        (Reading(), {("R 13-16", FORWARD, "R:19 B:"), ("R 18-21", FORWARD, "R:13,21 B:")}),
        # blocks: red's pawn on 18, on the slide, forbids the slide and so the move 13 -> 16
        (BLOCKS, {("R 18-21", FORWARD, "R:13,21 B:")}),
    ],
)
def test_slide_own_pawns_on_the_slide(reading: Reading, expected: Answer) -> None:
    assert answer("R:13,18 B:", "3", reading=reading) == expected


@pytest.mark.parametrize(
    ("reading", "expected"),
    [
        # bumped: red slides onto its own pawn on the end 19, which goes to START
        (Reading(), {("R 13-16", FORWARD, "R:19 B:"), ("R 19-22", FORWARD, "R:13,22 B:")}),
        # blocks: a slide with red's own pawn on its end cannot be taken; 19 + 3 = 22 still can
        (BLOCKS, {("R 19-22", FORWARD, "R:13,22 B:")}),
    ],
)
def test_slide_own_pawns_at_the_end(reading: Reading, expected: Answer) -> None:
    assert answer("R:13,19 B:", "3", reading=reading) == expected


# ---------------------------------------------------------------------------------------------------------------
# The 4 (sorry.card.four)
# ---------------------------------------------------------------------------------------------------------------


def test_a_four_goes_back_round_the_corner_and_never_into_a_zone() -> None:
    # 1 - 4 = -3 = 57 (no triangle); 3 - 4 = 59, past red's own zone without entering it
    assert answer("R:1 B:", "4") == {("R 1-57", FOUR, "R:57 B:")}
    assert answer("R:3 B:", "4") == {("R 3-59", FOUR, "R:59 B:")}
    # S1 back 4: out of the zone onto 2, then 1, 0, 59
    assert answer("R:S1 B:", "4") == {("R S1-59", FOUR, "R:59 B:")}


def test_backwards_onto_a_triangle_slides_over_the_square_just_left() -> None:
    # 28 - 4 = 24, blue's long triangle (24..28): red slides back to 28, the square it has just left; under blocks
    # too, since no other red pawn is on the slide
    assert answer("R:28 B:", "4") == {("R 28-24", FOUR, "R:28 B:")}
    assert answer("R:28 B:", "4", reading=BLOCKS) == {("R 28-24", FOUR, "R:28 B:")}


def test_the_shortcut_after_going_back() -> None:
    # 4 back 4 = 0; from 0 a 3 is S1 (contract example 5)
    assert answer("R:4 B:", "4") == {("R 4-0", FOUR, "R:0 B:")}


# ---------------------------------------------------------------------------------------------------------------
# The 7 (sorry.card.seven): order, HOME, bumped pawns, reading seven.split-start, reading team.seven-split
# ---------------------------------------------------------------------------------------------------------------


def test_a_split_part_into_home_needs_the_rest_used_exactly() -> None:
    # S3 needs exactly 3 for HOME; 1 -> S4, 2 -> S5, 3 -> HOME, more is impossible; 7 alone is impossible.
    # 20 + 7 = 27; the rest to 20: 6 -> 26, 5 -> 25, 4 -> 24 = blue's long triangle, slides to 28.
    expected = {("R 20-27", SEVEN, "R:27,S3 B:")}
    for landing, rest, text in [("S4", 6, "26,S4"), ("S5", 5, "25,S5"), ("home", 4, "28,home")]:
        expected.add((f"R S3-{landing}, R 20-{20 + rest}", SEVEN, f"R:{text} B:"))
        expected.add((f"R 20-{20 + rest}, R S3-{landing}", SEVEN, f"R:{text} B:"))
    assert answer("R:S3,20 B:", "7") == expected


def seven_from_12_and_17() -> Answer:
    # red on 12 and 17; a for the pawn on 12, 7 - a for the pawn on 17
    found = {
        ("R 12-19", SEVEN, "R:17,19 B:"),  # 19 is blue's short slide END: no slide
        ("R 17-24", SEVEN, "R:12,28 B:"),  # 24 is blue's long triangle: slides to 28
    }
    for a, first, second in [(1, 13, 23), (2, 14, 22), (3, 15, 21)]:
        text = f"R:{first},{second} B:"
        found |= {(f"R 12-{first}, R 17-{second}", SEVEN, text), (f"R 17-{second}, R 12-{first}", SEVEN, text)}
        assert a + (second - 17) == 7
    # a = 4: 12 -> 16 slides to 19 over 17. Moved first, it bumps its own pawn on 17 (bumped), which then cannot
    # make its part; under blocks the pawn on 17 forbids that slide. The other order always works.
    found.add(("R 17-20, R 12-16", SEVEN, "R:19,20 B:"))
    # a = 5: 12 -> 17 only once the pawn on 17 has gone 2 to 19
    found.add(("R 17-19, R 12-17", SEVEN, "R:17,19 B:"))
    # a = 6: both to 18: whichever goes second lands on its own colour
    return found


@pytest.mark.parametrize("reading", [Reading(), BLOCKS])
def test_a_split_pawn_bumped_by_the_first_part_cannot_move(reading: Reading) -> None:
    assert answer("R:12,17 B:", "7", reading=reading) == seven_from_12_and_17()
    assert len(seven_from_12_and_17()) == 10


def test_seven_split_start_not_from_start() -> None:
    # the default: no part starts a pawn, and one pawn on the track can only take the whole 7
    assert answer("R:10 B:", "7") == {("R 10-17", SEVEN, "R:17 B:")}


def test_seven_split_start_a_part_of_one_starts() -> None:
    # a 1 takes a pawn from START to the circle 4, the other 6 take 10 to 16 = blue's triangle, sliding to 19
    reading = Reading(seven_split_start="part-of-one-starts")
    assert answer("R:10 B:", "7", reading=reading) == {
        ("R 10-17", SEVEN, "R:17 B:"),
        ("R start-4, R 10-16", SEVEN, "R:4,19 B:"),
        ("R 10-16, R start-4", SEVEN, "R:4,19 B:"),
    }


def test_seven_split_start_onto_the_circle_once_it_is_free() -> None:
    # red on its circle 4: the pawn from START can only come out after 4 has gone 6 to 10
    reading = Reading(seven_split_start="part-of-one-starts")
    assert answer("R:4 B:", "7", reading=reading) == {
        ("R 4-11", SEVEN, "R:11 B:"),
        ("R 4-10, R start-4", SEVEN, "R:4,10 B:"),
    }


def test_a_pawn_bumped_to_start_by_a_part_is_not_a_pawn_to_start() -> None:
    # no red pawn is in START when the 7 is played. 10 + 6 = 16 slides to 19 and bumps red's own pawn on 17 into
    # START; the part of one that would bring it out again is not allowed (a part's pawn leaves from where it stood
    # when the move began), so no option starts a pawn. 17 + 6 = 23 and a part of one elsewhere are still there.
    reading = Reading(seven_split_start="part-of-one-starts")
    found = answer("R:10,17,30,40 B:", "7", reading=reading)
    assert not [text for text, _, _ in found if "start" in text]
    assert ("R 17-23, R 30-31", SEVEN, "R:10,23,34,40 B:") in found
    assert ("R 10-16, R 30-31", SEVEN, "R:19,34,40 B:") in found


TEAM_SEVEN = "R:10,S5,home,home B: Y:S5,home,home,home G:"


def team_seven(any_number: bool) -> Answer:
    # red's turn under the team rules, so red's and yellow's pawns move: red on 10 and S5, yellow on S5. An S5 pawn
    # can only go 1, into HOME; so the pawn on 10 takes 7 alone, or 6 (to 16, blue's triangle, sliding to 19) beside
    # one S5 pawn, or (any-number) 5 (to 15) beside both, in any of the six orders.
    found = {("R 10-17", SEVEN, "R:17,S5,home,home B: Y:S5,home,home,home G:")}
    red_home = "R:19,home,home,home B: Y:S5,home,home,home G:"
    yellow_home = "R:19,S5,home,home B: Y:home,home,home,home G:"
    found |= {
        ("R S5-home, R 10-16", SEVEN, red_home),
        ("R 10-16, R S5-home", SEVEN, red_home),
        ("Y S5-home, R 10-16", SEVEN, yellow_home),
        ("R 10-16, Y S5-home", SEVEN, yellow_home),
    }
    if any_number:
        parts = ["R S5-home", "Y S5-home", "R 10-15"]
        all_home = "R:15,home,home,home B: Y:home,home,home,home G:"
        orders = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
        found |= {(", ".join(parts[i] for i in order), SEVEN, all_home) for order in orders}
    return found


@pytest.mark.parametrize("any_number", [False, True])
def test_team_seven_split(any_number: bool) -> None:
    reading = Reading(team_seven_split="any-number" if any_number else "two-pawns")
    assert answer(TEAM_SEVEN, "7", mode="teams", reading=reading) == team_seven(any_number)
    assert len(team_seven(any_number)) == (11 if any_number else 5)


def test_team_seven_split_any_number_with_a_part_that_starts() -> None:
    # red on 10 with a pawn in START, yellow on S5 (only 1 left, into HOME); any-number and part-of-one-starts.
    # 7 alone: 10 -> 17. Two parts: 1 + 6 with yellow's S5 or with the start (10 + 6 = 16 slides to 19), each in
    # both orders. Three parts: the start, yellow's 1 and 5 for 10 (to 15), in all six orders.
    reading = Reading(team_seven_split="any-number", seven_split_start="part-of-one-starts")
    rest = "B: Y:S5,home,home,home G:"
    yellow_home = "B: Y:home,home,home,home G:"
    expected = {
        ("R 10-17", SEVEN, f"R:17,home,home {rest}"),
        ("Y S5-home, R 10-16", SEVEN, f"R:19,home,home {yellow_home}"),
        ("R 10-16, Y S5-home", SEVEN, f"R:19,home,home {yellow_home}"),
        ("R start-4, R 10-16", SEVEN, f"R:4,19,home,home {rest}"),
        ("R 10-16, R start-4", SEVEN, f"R:4,19,home,home {rest}"),
    }
    parts = ["R start-4", "Y S5-home", "R 10-15"]
    for order in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]:
        expected.add((", ".join(parts[i] for i in order), SEVEN, f"R:4,15,home,home {yellow_home}"))
    assert answer("R:10,home,home B: Y:S5,home,home,home G:", "7", mode="teams", reading=reading) == expected


def test_any_number_is_for_the_team_rules_only() -> None:
    # outside the team rules the reading changes nothing: two parts at most (red on 10, 11 and 12 could share
    # 7 as 1 + 1 + 5 only with three parts)
    reading = Reading(team_seven_split="any-number")
    found = answer("R:10,11,12 B:", "7", reading=reading)
    assert all(text.count(",") <= 1 for text, _, _ in found)
    assert found == answer("R:10,11,12 B:", "7")


# ---------------------------------------------------------------------------------------------------------------
# The 10 (sorry.card.ten) and reading ten.backward
# ---------------------------------------------------------------------------------------------------------------


def test_a_ten_forward_or_one_back_by_choice() -> None:
    # 20 + 10 = 30; 20 - 1 = 19 (blue's circle, no triangle)
    assert answer("R:20 B:", "10") == {("R 20-30", TEN, "R:30 B:"), ("R 20-19", TEN, "R:19 B:")}


def test_ten_backward_fallback_only_without_a_forward_ten() -> None:
    fallback = Reading(ten_backward="fallback")
    assert answer("R:20 B:", "10", reading=fallback) == {("R 20-30", TEN, "R:30 B:")}
    # red on 20 and 30: 20 + 10 lands on red's own 30, 30 + 10 = 40 is free: a forward ten exists
    assert answer("R:20,30 B:", "10", reading=fallback) == {("R 30-40", TEN, "R:20,40 B:")}
    assert answer("R:20,30 B:", "10") == {
        ("R 30-40", TEN, "R:20,40 B:"),
        ("R 20-19", TEN, "R:19,30 B:"),
        ("R 30-29", TEN, "R:20,29 B:"),
    }
    # S1 + 10 is far past HOME: no forward ten, so the step back (S1 - 1 = turn square 2) under both readings
    for reading in (DEFAULT, fallback):
        assert answer("R:S1 B:", "10", reading=reading) == {("R S1-2", TEN, "R:2 B:")}


def test_a_ten_into_home() -> None:
    # red on 58: d = 4, 10 = 4 + 6: HOME; 58 - 1 = 57
    assert answer("R:58 B:", "10") == {("R 58-home", TEN, "R:home B:"), ("R 58-57", TEN, "R:57 B:")}


@pytest.mark.parametrize("blocks", [False, True])
def test_ten_fallback_counts_a_forward_ten_the_slide_end_blocks(blocks: bool) -> None:
    # red on 29, 43, 53, S1. Forward ten: 29 -> 39 = yellow's long triangle, sliding to 43 where red stands
    # (allowed under bumped, bumping it; impossible under blocks); 43 -> 53 and 53 -> 63 = S1 land on red; S1 + 10
    # is past HOME. So under blocks no forward ten exists and the fallback lets every pawn go one back.
    reading = Reading(ten_backward="fallback", slide_own_pawns="blocks" if blocks else "bumped")
    if blocks:
        expected = {
            ("R 29-28", TEN, "R:28,43,53,S1 B:"),
            ("R 43-42", TEN, "R:29,42,53,S1 B:"),
            ("R 53-52", TEN, "R:29,43,52,S1 B:"),
            ("R S1-2", TEN, "R:2,29,43,53 B:"),
        }
    else:
        expected = {("R 29-39", TEN, "R:43,53,S1 B:")}
    assert answer("R:29,43,53,S1 B:", "10", reading=reading) == expected


# ---------------------------------------------------------------------------------------------------------------
# The 11 (sorry.card.eleven) and reading swap.opponent-slides
# ---------------------------------------------------------------------------------------------------------------


def test_a_swap_onto_ones_own_triangle_does_not_slide() -> None:
    # forward: 20 + 11 = 31, yellow's short triangle: slides to 34. Swap with blue on 1, red's own triangle: red
    # stays on 1, blue goes to 20.
    assert answer("R:20 B:1", "11") == {
        ("R 20-31", ELEVEN, "R:34 B:1"),
        ("R 20 swap B 1", ELEVEN, "R:1 B:20"),
    }


def test_an_eleven_that_can_only_swap_may_pass() -> None:
    # red on 58: d = 4, 11 = 4 + 7: past HOME. The swap is still there, and so is declining it.
    assert answer("R:58 B:10", "11") == {
        ("R 58 swap B 10", ELEVEN, "R:10 B:58"),
        ("pass", ELEVEN, "R:58 B:10"),
    }


def test_no_swap_with_pawns_off_the_track() -> None:
    # blue's pawns are in its safety zone and HOME, red's is in its zone: no forward 11 (S2 + 11), no swap
    assert answer("R:S2 B:S1,home", "11") == passes("R:S2 B:S1,home")


@pytest.mark.parametrize(
    ("reading", "swapped"),
    [
        # no: blue, put on yellow's triangle 31, stays there
        (Reading(), "R:20,33 B:31"),
        # yes: blue slides 31 -> 34 and sweeps red's pawn on 33 off the slide
        (Reading(swap_opponent_slides="yes"), "R:20 B:34"),
        # yes, blocks: only the SLIDER's colour (blue) blocks; red on 33 still goes
        (Reading(swap_opponent_slides="yes", slide_own_pawns="blocks"), "R:20 B:34"),
    ],
)
def test_swap_opponent_slides(reading: Reading, swapped: str) -> None:
    # red on 31 and 33, blue on 20. Forward: 31 + 11 = 42, 33 + 11 = 44 (no triangles). Swaps: red 31 <-> blue 20
    # (red to 20, no triangle; blue to 31, yellow's short triangle 31..34); red 33 <-> blue 20 (blue to 33, no
    # triangle).
    assert answer("R:31,33 B:20", "11", reading=reading) == {
        ("R 31-42", ELEVEN, "R:33,42 B:20"),
        ("R 33-44", ELEVEN, "R:31,44 B:20"),
        ("R 31 swap B 20", ELEVEN, swapped),
        ("R 33 swap B 20", ELEVEN, "R:20,31 B:33"),
    }


@pytest.mark.parametrize(
    ("reading", "with_twenty", "with_end"),
    [
        # no: blue simply takes red's square 31
        (Reading(), "R:20 B:31,34", "R:34 B:20,31"),
        # yes: blue on 31 slides to 34. Swapped with 20: it bumps its own pawn on 34 (bumped). Swapped with 34:
        # red, now on 34, is swept to START.
        (Reading(swap_opponent_slides="yes"), "R:20 B:34", "R: B:20,34"),
        # yes, blocks: with 20, the end 34 holds blue: blue just stays on 31. With 34, the end holds red, who goes.
        (Reading(swap_opponent_slides="yes", slide_own_pawns="blocks"), "R:20 B:31,34", "R: B:20,34"),
    ],
)
def test_swap_opponent_slides_to_a_held_end(reading: Reading, with_twenty: str, with_end: str) -> None:
    # red on 31, blue on 20 and 34. Forward: 31 + 11 = 42. Swap with 20: red to 20, blue to 31 (yellow's
    # triangle). Swap with 34: red to 34 (yellow's slide END, no triangle), blue to 31.
    assert answer("R:31 B:20,34", "11", reading=reading) == {
        ("R 31-42", ELEVEN, "R:42 B:20,34"),
        ("R 31 swap B 20", ELEVEN, with_twenty),
        ("R 31 swap B 34", ELEVEN, with_end),
    }


def test_a_swap_onto_a_triangle_whose_end_holds_ones_own_pawn() -> None:
    # red on 10 and 19, blue on 16 (blue's own triangle). Forward: 10 + 11 = 21, 19 + 11 = 30.
    # Swap 10 <-> 16: red to 16, blue's triangle: red slides to 19. Bumped: red's own pawn on 19 goes to START,
    # blue sits on 10. Blocks: the end holds red: impossible.
    # Swap 19 <-> 16: red to 16, blue to 19; red slides to 19 and sweeps blue off it to START (under blocks too:
    # the end now holds blue, not red).
    expected_bumped = {
        ("R 10-21", ELEVEN, "R:19,21 B:16"),
        ("R 19-30", ELEVEN, "R:10,30 B:16"),
        ("R 10 swap B 16", ELEVEN, "R:19 B:10"),
        ("R 19 swap B 16", ELEVEN, "R:10,19 B:"),
    }
    assert answer("R:10,19 B:16", "11") == expected_bumped
    blocks = answer("R:10,19 B:16", "11", reading=BLOCKS)
    assert blocks == expected_bumped - {("R 10 swap B 16", ELEVEN, "R:19 B:10")}


# ---------------------------------------------------------------------------------------------------------------
# The Sorry! card (sorry.card.sorry) and reading sorry.forward-four
# ---------------------------------------------------------------------------------------------------------------


def test_a_sorry_onto_a_triangle_slides() -> None:
    # red takes blue's place on 46, green's short triangle: slides to 49
    assert answer("R: B:46", "sorry") == {("R start sorry B 46", SORRY, "R:49 B:")}


@pytest.mark.parametrize(
    ("reading", "expected"),
    [
        # bumped: red slides onto its own pawn on 49, which goes to START
        (Reading(), {("R start sorry B 46", SORRY, "R:49 B:")}),
        # blocks: the slide's end holds red: impossible, and there is nothing else
        (BLOCKS, passes("R:49 B:46")),
    ],
)
def test_a_sorry_onto_a_triangle_whose_end_holds_ones_own_pawn(reading: Reading, expected: Answer) -> None:
    assert answer("R:49 B:46", "sorry", reading=reading) == expected


def test_a_sorry_takes_only_opponents_on_the_track() -> None:
    # blue on S2 and HOME cannot be taken, nor blue in START
    assert answer("R: B:S2,home", "sorry") == passes("R: B:S2,home")


def test_sorry_forward_four() -> None:
    # no red pawn in START. Under yes, each pawn may go 4: 5 -> 9 (red's own long triangle, no slide), 6 -> 10,
    # 7 -> 11, 8 -> 12.
    reading = Reading(sorry_forward_four="yes")
    assert answer("R:5,6,7,8 B:33", "sorry", reading=reading) == {
        ("R 5-9", SORRY, "R:6,7,8,9 B:33"),
        ("R 6-10", SORRY, "R:5,7,8,10 B:33"),
        ("R 7-11", SORRY, "R:5,6,8,11 B:33"),
        ("R 8-12", SORRY, "R:5,6,7,12 B:33"),
    }


def test_sorry_forward_four_beside_the_sorry() -> None:
    # red in START and on 10, blue on 33: the Sorry! onto 33, or (yes) 10 -> 14
    assert answer("R:10 B:33", "sorry") == {("R start sorry B 33", SORRY, "R:10,33 B:")}
    assert answer("R:10 B:33", "sorry", reading=Reading(sorry_forward_four="yes")) == {
        ("R start sorry B 33", SORRY, "R:10,33 B:"),
        ("R 10-14", SORRY, "R:14 B:33"),
    }


# ---------------------------------------------------------------------------------------------------------------
# The team rules (sorry.team.partners)
# ---------------------------------------------------------------------------------------------------------------


def test_teams_move_the_partner_and_bump_it() -> None:
    # red's turn: red and yellow move. 10 + 5 = 15 bumps yellow; yellow 15 + 5 = 20.
    assert answer("R:10 B: Y:15 G:", "5", mode="teams") == {
        ("R 10-15", FORWARD, "R:15 B: Y: G:"),
        ("Y 15-20", FORWARD, "R:10 B: Y:20 G:"),
    }
    # the same pawns without the team rules: red alone moves
    assert answer("R:10 B: Y:15 G:", "5") == {("R 10-15", FORWARD, "R:15 B: Y: G:")}


def test_teams_a_sorry_from_the_partners_start_against_the_other_team() -> None:
    # red has no pawn in START; yellow (red's partner) has four. Targets: blue and green only, never the partner.
    assert answer("R:5,6,7,8 B:20 Y: G:", "sorry", mode="teams") == {
        ("Y start sorry B 20", SORRY, "R:5,6,7,8 B: Y:20 G:"),
    }
    assert answer("R:5,6,7,8 B: Y:20 G:", "sorry", mode="teams") == passes("R:5,6,7,8 B: Y:20 G:")


def test_points_mode_moves_like_the_standard_game() -> None:
    assert answer("R:12 B:", "5", mode="points") == answer("R:12 B:", "5")


# ---------------------------------------------------------------------------------------------------------------
# Inputs, rule groups, speed
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "card", "turn", "mode"),
    [
        ("R:12 B:", "6", "R", "standard"),  # there is no 6
        ("R:12 B:", "5", "Y", "standard"),  # yellow is not in play
        ("R:12 B:", "5", "R", "teams"),  # the team rules need all four colours
        ("R:12 B:", "5", "R", "solo"),  # no such mode
    ],
)
def test_bad_questions_are_input_errors(position: str, card: str, turn: str, mode: str) -> None:
    with pytest.raises(InputError):
        moves(position_from_text(position), card, turn, mode)


def test_every_card_has_its_rule_tracked_in_its_solver() -> None:
    shared = {
        "sorry.team.partners",
        "sorry.move.safety",
        "sorry.move.home",
        "sorry.move.own-pawn",
        "sorry.move.bump",
        "sorry.move.slide",
    }
    expected = {
        ("1", "2"): {EXIT, FORWARD},
        ("3", "5", "8", "12"): {FORWARD},
        ("4",): {FOUR},
        ("7",): {EXIT, SEVEN},
        ("10",): {TEN},
        ("11",): {ELEVEN},
        ("sorry",): {SORRY},
    }
    assert set(FAMILIES) == set(expected)
    for family, rules in expected.items():
        parts = 2 if family == ("7",) else 1
        assert set(shape(family, parts).rule_literals) == shared | rules


def test_the_card_rule_is_what_ties_the_walk_to_the_card() -> None:
    # a 5 from 12 must land on 17: asking the forward cards' solver for another landing is unsatisfiable, and the
    # unsatisfiable core names the card's rule
    built = shape(("3", "5", "8", "12"), 1)
    facts = built.facts(position_from_text("R:12 B:"), "5", "R", "standard", DEFAULT)
    built.solver.push()
    try:
        built.solver.add(built.move[0].landing != 17)
        assert not check(built.solver, facts)
        assert FORWARD in {str(literal) for literal in built.solver.unsat_core()}
    finally:
        built.solver.pop()
    assert check(built.solver, facts)


def test_a_single_pawn_question_takes_a_few_milliseconds() -> None:
    position = position_from_text("R:12 B:20")
    moves(position, "5", "R")
    start = time.perf_counter()
    for _ in range(50):
        moves(position, "5", "R")
    assert (time.perf_counter() - start) / 50 < 0.05  # generous: a loaded machine; measured about 3 ms


# ---------------------------------------------------------------------------------------------------------------
# Reading slide.choice (Moving pawns: "þú getur rennt", you can slide)
# ---------------------------------------------------------------------------------------------------------------

OPTIONAL = Reading(slide_choice="optional")


def test_an_optional_slide_may_be_declined() -> None:
    # 13 + 3 = 16, blue's short triangle (16..19): slide to 19 bumping blue's 17, or (optional) stay on 16
    assert answer("R:13 B:17", "3") == {("R 13-16", FORWARD, "R:19 B:")}
    assert answer("R:13 B:17", "3", reading=OPTIONAL) == {
        ("R 13-16", FORWARD, "R:19 B:"),
        ("R 13-16 stays", FORWARD, "R:16 B:17"),
    }


def test_an_optional_slide_in_a_split_and_never_after_a_swap() -> None:
    # 7 split, red 12 and 30: 12 + 4 = 16 is blue's triangle (stay or slide to 19), 30 + 3 = 33; the other parts
    # (a = 1..6 without 4) land on no triangle except 30 + 1 = 31 (yellow's: stay or slide to 34), in both orders.
    found = answer("R:12,30 B:", "7", reading=OPTIONAL)
    assert ("R 12-16 stays, R 30-33", SEVEN, "R:16,33 B:") in found
    assert ("R 30-33, R 12-16", SEVEN, "R:19,33 B:") in found
    assert ("R 12-18, R 30-31 stays", SEVEN, "R:18,31 B:") in found
    # the swap onto yellow's triangle 31 slides whatever the reading ("slide!"): no "stays" for it
    swaps = {option for option in answer("R:20 B:31", "11", reading=OPTIONAL) if "swap" in option[0]}
    assert swaps == {("R 20 swap B 31", ELEVEN, "R:34 B:20")}


# ---------------------------------------------------------------------------------------------------------------
# Reading home.count (Safety zones: no count named; facts 1.5, the standard's exact count the default)
# ---------------------------------------------------------------------------------------------------------------

TO_HOME = Reading(home_count="stops-at-home")


def test_home_by_exact_count_or_stopping_at_home() -> None:
    # red on S2 is 4 steps from HOME (S3, S4, S5, HOME): an 8 passes it
    assert answer("R:S2 B:", "8") == passes("R:S2 B:")
    assert answer("R:S2 B:", "8", reading=TO_HOME) == {("R S2-home", FORWARD, "R:home B:")}
    # a 3 is exact either way
    assert answer("R:S2 B:", "3", reading=TO_HOME) == {("R S2-S5", FORWARD, "R:S5 B:")}


def test_a_split_part_may_end_in_home_under_stops_at_home() -> None:
    # red on S5 (1 from HOME) and 10: exact gives 10-17 alone and the split S5 by 1, 10 by 6 (16 is blue's
    # triangle: slide to 19) in both orders. stops-at-home adds S5 alone to HOME (7 forward) and S5 to HOME by any
    # part a = 2..6 with 10 moving 7 - a = 5..1, in both orders (10 + 6 = 16 is the a = 1 split already listed).
    exact = answer("R:10,S5 B:", "7")
    assert exact == {
        ("R 10-17", SEVEN, "R:17,S5 B:"),
        ("R 10-16, R S5-home", SEVEN, "R:19,home B:"),
        ("R S5-home, R 10-16", SEVEN, "R:19,home B:"),
    }
    found = answer("R:10,S5 B:", "7", reading=TO_HOME)
    assert exact < found
    added = {("R S5-home", SEVEN, "R:10,home B:")}
    for rest in range(1, 6):
        landing = str(10 + rest)
        final = f"R:{landing},home B:"
        added |= {(f"R 10-{landing}, R S5-home", SEVEN, final), (f"R S5-home, R 10-{landing}", SEVEN, final)}
    assert found - exact == added


# ---------------------------------------------------------------------------------------------------------------
# Reading team.partner-slides (Team rules: whose colour is "your own" for a partner's pawn)
# ---------------------------------------------------------------------------------------------------------------

MOVER = Reading(team_partner_slides="mover-colour")


def test_a_partners_pawn_slides_by_its_own_colour_or_the_movers() -> None:
    # red to move under the team rules, yellow's pawn on 6: a 3 takes it to 9, red's long triangle (9..13).
    # own-colour: 9 is not yellow's, so yellow slides to 13; mover-colour: 9 is the player's colour, yellow stays.
    own = answer("R: B: Y:6 G:", "3", mode="teams")
    mover = answer("R: B: Y:6 G:", "3", mode="teams", reading=MOVER)
    assert own == {("Y 6-9", FORWARD, "R: B: Y:13 G:")}
    assert mover == {("Y 6-9", FORWARD, "R: B: Y:9 G:")}
    # the player's own pawn is unchanged: red 6 by 3 to its own triangle 9 stays there under both
    assert answer("R:6 B: Y: G:", "3", mode="teams", reading=MOVER) == {("R 6-9", FORWARD, "R:9 B: Y: G:")}


# ---------------------------------------------------------------------------------------------------------------
# Reading team.sorry-partner (Card values, SORRY!: "another player", the partner included?)
# ---------------------------------------------------------------------------------------------------------------

PARTNER = Reading(team_sorry_partner="allowed")


def test_a_sorry_takes_the_partners_place_only_when_allowed() -> None:
    # Team rules, red to move with four pawns in START, yellow (red's partner) on 20, no opponent out.
    # never: no target, the turn is lost; allowed: red takes 20, yellow goes back to START.
    assert answer("R: B: Y:20 G:", "sorry", mode="teams") == passes("R: B: Y:20 G:")
    assert answer("R: B: Y:20 G:", "sorry", mode="teams", reading=PARTNER) == {
        ("R start sorry Y 20", SORRY, "R:20 B: Y: G:")
    }
    # yellow on blue's triangle 16: red takes it and slides to 19 (16..19)
    assert answer("R: B: Y:16 G:", "sorry", mode="teams", reading=PARTNER) == {
        ("R start sorry Y 16", SORRY, "R:19 B: Y: G:")
    }
    # the player's own colour is never taken: yellow from START never takes red's 20
    assert answer("R:20 B: Y: G:", "sorry", mode="teams", reading=PARTNER) == passes("R:20 B: Y: G:")
    # without the team rules yellow is an opponent either way
    assert (
        answer("R: Y:20", "sorry", reading=PARTNER)
        == answer("R: Y:20", "sorry")
        == {("R start sorry Y 20", SORRY, "R:20 Y:")}
    )


# ---------------------------------------------------------------------------------------------------------------
# Reading seven.split-order (Card values, 7: how a split is made is not said)
# ---------------------------------------------------------------------------------------------------------------

TOGETHER = Reading(seven_split_order="together")


def test_a_split_made_in_order_or_at_once() -> None:
    # Team rules, red to move, red on 9 and yellow on 12; blue's short triangle 16 slides to 19. Singles: red 9 + 7 =
    # 16, slides to 19; yellow 12 + 7 = 19. Splits, a for red (9 + a), 7 - a for yellow (19 - a):
    # a = 1: 10 and 18; a = 2: 11 and 17; a = 4: 13 and 15; a = 6: 15 and 13 -- nothing met, both orders.
    # a = 3: red onto 12, yellow onto 16 (slides to 19); a = 5: both onto 14.
    common = {
        ("R 9-16", SEVEN, "R:19 B: Y:12 G:"),
        ("Y 12-19", SEVEN, "R:9 B: Y:19 G:"),
        ("Y 12-16, R 9-12", SEVEN, "R:12 B: Y:19 G:"),
    }
    for red, yellow in ((10, 18), (11, 17), (13, 15), (15, 13)):
        final = f"R:{red} B: Y:{yellow} G:"
        common |= {(f"R 9-{red}, Y 12-{yellow}", SEVEN, final), (f"Y 12-{yellow}, R 9-{red}", SEVEN, final)}
    # in order: red first onto 12 bumps yellow (a partner's pawn is bumped), which then cannot move; at 14 the second
    # pawn bumps the first.
    assert answer("R:9 B: Y:12 G:", "7", mode="teams") == common | {
        ("R 9-14, Y 12-14", SEVEN, "R: B: Y:14 G:"),
        ("Y 12-14, R 9-14", SEVEN, "R:14 B: Y: G:"),
    }
    # together: red may land on 12 as yellow leaves it, in either order; two pawns of the split never end on 14.
    assert answer("R:9 B: Y:12 G:", "7", mode="teams", reading=TOGETHER) == common | {
        ("R 9-12, Y 12-16", SEVEN, "R:12 B: Y:19 G:")
    }


def test_together_no_part_sweeps_another_parts_pawn() -> None:
    # Red on 13 and 14 (standard game): 14 by 4 to 18, 13 by 3 to 16, blue's triangle, sliding over 16..19. In order
    # the slide sweeps red's own pawn on 18 back to START (slide.own-pawns=bumped); together it never meets it.
    assert ("R 14-18, R 13-16", SEVEN, "R:19 B:") in answer("R:13,14 B:", "7")
    assert ("R 14-18, R 13-16", SEVEN, "R:18,19 B:") in answer("R:13,14 B:", "7", reading=TOGETHER)
    # under slide.own-pawns=blocks the in-order slide over red's 18 cannot be made at all; together it can
    blocks_together = Reading(seven_split_order="together", slide_own_pawns="blocks")
    assert not {option for option in answer("R:13,14 B:", "7", reading=BLOCKS) if option[0] == "R 14-18, R 13-16"}
    assert ("R 14-18, R 13-16", SEVEN, "R:18,19 B:") in answer("R:13,14 B:", "7", reading=blocks_together)
