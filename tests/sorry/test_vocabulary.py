"""The SORRY! vocabulary: the board's numbers against the sourced facts, the notation, and what no position holds.

Expected values come from the facts' geometry table (wave2-facts.md 1.1: red's slides 1->4 and 9->13, circle 4,
turn square 2, the other colours moved on by 15, 30 and 45; five safety squares) and the deck counts (1.2).
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.sorry.actions import action_from_json, action_from_text
from rulebook.sorry.board import (
    CIRCLE_OFFSET,
    COLOURS,
    SAFETY,
    SIDE,
    SLIDES,
    SQUARES,
    TURN_OFFSET,
    parse_place,
    side_of,
)
from rulebook.sorry.cards import deck, deck_counts, parse_card
from rulebook.sorry.moves import normal_text
from rulebook.sorry.position import make_position, position_from_json, position_from_text

FACTS = {  # colour: (short slide, long slide, circle, turn square), from the facts' table
    "R": ((1, 4), (9, 13), 4, 2),
    "B": ((16, 19), (24, 28), 19, 17),
    "Y": ((31, 34), (39, 43), 34, 32),
    "G": ((46, 49), (54, 58), 49, 47),
}


@pytest.mark.parametrize("colour", COLOURS)
def test_geometry_matches_the_facts_table(colour: str) -> None:
    base = SIDE * side_of(colour)
    short, long, circle, turn = FACTS[colour]
    assert [(base + a, base + b) for a, b in SLIDES] == [short, long]
    assert base + CIRCLE_OFFSET == circle
    assert base + TURN_OFFSET == turn
    assert SQUARES == 60 and SAFETY == 5


def test_circle_to_home_is_64_steps() -> None:
    # facts 1.1: from the circle round to the turn square, then five safety squares and HOME
    track = (TURN_OFFSET - CIRCLE_OFFSET) % SQUARES
    assert track + SAFETY + 1 == 64


def test_deck_counts() -> None:
    assert len(deck("forty-five")) == 45 and deck_counts("forty-five")["1"] == 5
    assert len(deck("forty-four")) == 44 and set(deck_counts("forty-four").values()) == {4}
    assert len(deck("fifty-five")) == 55 and set(deck_counts("fifty-five").values()) == {5}


@pytest.mark.parametrize(("text", "card"), [("1", "1"), ("12", "12"), ("Sorry!", "sorry"), ("S", "sorry"), (10, "10")])
def test_cards_read(text: object, card: str) -> None:
    assert parse_card(text) == card


@pytest.mark.parametrize("bad", ["6", "9", "13", "x", True, None])
def test_bad_cards_refused(bad: object) -> None:
    with pytest.raises(InputError):
        parse_card(bad)


def test_places_read_in_any_case() -> None:
    assert [parse_place(p) for p in ("START", "s2", "Home", "07", 59)] == ["start", "S2", "home", "7", "59"]


@pytest.mark.parametrize("bad", ["60", "S0", "S6", "-1", "x", 1.5, True])
def test_places_off_the_board_refused(bad: object) -> None:
    with pytest.raises(InputError):
        parse_place(bad)


def test_position_notation_round_trip() -> None:
    position = position_from_text("r:12,s2,HOME b:20")
    assert position.as_json() == {"R": ["start", "12", "S2", "home"], "B": ["start", "start", "start", "20"]}
    assert position.as_text() == "R:12,S2,home B:20"
    assert position_from_json(position.as_json()) == position


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("R:12,12 B:", "two R pawns on 12"),
        ("R:12 B:12", "both on square 12"),
        ("R:1,2,3,4,5 B:", "R has 5 pawns"),
        ("R:60 B:", "off the board"),
        ("R:", "2 to 4 colours"),
        ("R: R:", "named twice"),
        ("X: B:", "unknown colour"),
    ],
)
def test_impossible_positions_refused_by_name(text: str, words: str) -> None:
    with pytest.raises(InputError, match=words):
        position_from_text(text)


def test_two_colours_share_home_and_their_own_safety_squares() -> None:
    position = make_position({"R": ["S1", "home", "home"], "B": ["S1", "home"]})
    assert position.places("R") == ("start", "S1", "home", "home")


def test_move_text_normalised() -> None:
    assert normal_text("r 12-15,r20 - 24") == "R 12-15, R 20-24"
    assert normal_text("Rstart-4") == "R start-4"
    assert normal_text("r s3-HOME") == "R S3-home"
    assert normal_text("r 12 SWAP b 33") == "R 12 swap B 33"
    # a part staying on a triangle (reading slide.choice=optional) is written with "stays" after it
    assert normal_text("r 13-16 STAYS") == "R 13-16 stays"
    assert normal_text("r 12-16 stays,r30-33") == "R 12-16 stays, R 30-33"
    assert normal_text("r start SORRY b 16 stays") == "R start sorry B 16 stays"


def test_a_part_that_stays_is_written_and_read_back() -> None:
    from rulebook.sorry.corpus.worked import move_of
    from rulebook.sorry.moves import Move, Part

    move = Move("split", (Part("R", "12", "16", stays=True), Part("R", "30", "33")))
    assert move.as_text() == "R 12-16 stays, R 30-33"
    assert move.as_json()["parts"][0] == {"pawn": "R", "from": "12", "to": "16", "stays": True}
    assert "stays" not in move.as_json()["parts"][1]
    assert move_of(move.as_text()) == move
    sorry = Move("sorry", (Part("R", "start", "16", stays=True),), "B")
    assert sorry.as_text() == "R start sorry B 16 stays" and move_of(sorry.as_text()) == sorry


def test_actions_read() -> None:
    assert action_from_text("play 7: r 12-15, r 20-24").as_text() == "play 7: R 12-15, R 20-24"
    assert action_from_text("DISCARD sorry").as_text() == "discard sorry"
    assert action_from_json({"action": "move", "move": "r 12-17"}).as_text() == "R 12-17"
    with pytest.raises(InputError):
        action_from_json({"action": "play", "move": "R 12-17"})
    with pytest.raises(InputError):
        action_from_text("play 7 R 12-15")
