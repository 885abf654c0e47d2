"""SORRY!'s sweep matrix (issue 46): the deck's kinds, the cells' inputs and the engine's answers, checked by hand.

Every expectation here is counted from the rulebook or the spec's sourced facts, never read from the code under test:
the deck's counts (facts 1.2), each threshold input measured against the number its cell asks at, each attribute
pair compared field by field, and the answers of the cells only the engine answers (``legal_actions``, ``apply``:
the course of a game, which the Z3 model does not encode) worked out by hand.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from rulebook.core.corpus.sweep_matrix import Cell, declarations, game_cells
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.errors import InputError
from rulebook.sorry.corpus.questions import engine_answer
from rulebook.sorry.corpus.sweeps import sweeper
from rulebook.sorry.reading import Reading
from tests.committed import sweep_cases

SWEEPER = sweeper()
KINDS = SWEEPER.kinds()
CELLS = [cell for cell in game_cells("sorry", KINDS) if cell.axis != "reading"]
DEFAULT = Reading()
FORTY_FIVE = {"1": 5, "2": 4, "3": 4, "4": 4, "5": 4, "7": 4, "8": 4, "10": 4, "11": 4, "12": 4, "sorry": 4}
"""Facts 1.2 (Object: 'a deck of cards, no 6 or 9'): the modern deck of 45, five 1s and four of every other card."""


def only(rule: str, key: str) -> SweepInput:
    """The one input of a cell."""
    (given,) = SWEEPER.inputs(next(cell for cell in CELLS if cell.rule == rule and cell.key == key))
    return given


def answer(given: SweepInput) -> Any:
    """The engine's answer to an input, under the default readings."""
    return engine_answer(given.question, given.input, DEFAULT)


# ---------------------------------------------------------------------------------------------------------------
# The kinds: the spec's deck and four pawns a colour
# ---------------------------------------------------------------------------------------------------------------


def test_the_kinds_are_the_default_decks_counts_and_four_pawns_a_colour() -> None:
    # Object / facts 1.2: five 1s, four of each other value, no 6 or 9; Setup: four pawns of each colour
    expected = {f"card {card}": count for card, count in FORTY_FIVE.items()}
    expected |= {f"{name} pawn": 4 for name in ("red", "blue", "yellow", "green")}
    assert expected == KINDS
    assert sum(count for kind, count in KINDS.items() if kind.startswith("card")) == 45


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_one_copy_past_the_deck_is_refused_and_the_most_accepted(kind: str) -> None:
    most = only("sorry.deck.cards", f"multiplicity:{kind}:max")
    past = only("sorry.deck.cards", f"multiplicity:{kind}:past")
    answer(most)  # the whole deck (or four pawns) is a state of the game
    with pytest.raises(InputError):
        answer(past)
    if kind.startswith("card"):
        state = past.input["state"]
        held = Counter([*state["draw"], *state["discard"], state["card"]])
        assert held[kind.removeprefix("card ")] == FORTY_FIVE[kind.removeprefix("card ")] + 1
    else:
        assert max(len(places) for places in past.input["pawns"].values()) == 5


def test_the_deck_cells_answer_the_drawn_cards_moves() -> None:
    # red has one pawn on 10 and three in START, blue all in START (Card values)
    cases = {
        "1": ["R 10-11", "R start-4"],  # one forward, or start a pawn on the circle 4
        "4": ["R 10-6"],  # four back
        "10": ["R 10-20", "R 10-9"],  # ten forward or one back
        "11": ["R 10-21"],  # no opponent on the track to swap with
        "sorry": ["pass"],  # no opponent on the track to take
    }
    for card, expected in cases.items():
        assert answer(only("sorry.deck.cards", f"multiplicity:card {card}:max")) == expected


# ---------------------------------------------------------------------------------------------------------------
# Every cell has inputs, or the register says why it cannot
# ---------------------------------------------------------------------------------------------------------------


def test_every_cell_has_inputs_exactly_where_the_register_gives_no_reason() -> None:
    holes = {(rule, key) for rule, table in declarations("sorry").items() if table for key in table.holes}
    for cell in CELLS:
        given = SWEEPER.inputs(cell)
        assert bool(given) != ((cell.rule, cell.key) in holes), cell


# ---------------------------------------------------------------------------------------------------------------
# Thresholds: each input sits exactly at its point, counted here
# ---------------------------------------------------------------------------------------------------------------


def track(place: str) -> int:
    return int(place)


def off_start(data: Mapping[str, Any], colour: str) -> list[str]:
    return [place for place in data["pawns"].get(colour, []) if place != "start"]


def red(data: Mapping[str, Any]) -> str:
    (place,) = [place for place in off_start(data, "R") if place != "home"]
    return place


def blue(data: Mapping[str, Any]) -> int:
    (place,) = off_start(data, "B")
    return track(place)


def to_home(place: str) -> int:
    """Steps from a red pawn's place to HOME: S1-S5 then HOME; the turn square 2 is one step before S1."""
    if place.startswith("S"):
        return 6 - int(place[1:])
    return (2 - track(place)) % 60 + 6


def split_sum(action: str) -> int:
    return sum(int(b) - int(a) for a, b in re.findall(r"(\d+)-(\d+)", action))


def homes(pawns: Mapping[str, list[str]], colours: tuple[str, ...]) -> int:
    return sum(pawns[colour].count("home") for colour in colours)


MEASURES: dict[str, Callable[[Mapping[str, Any]], int]] = {
    # the square a red pawn's count reaches, before the track wraps (facts 1.1: 60 squares)
    "squares round the track": lambda d: track(red(d)) + int(d["card"]),
    # the offset on blue's side (blue's side starts at 15) where red lands, or where blue's pawn stands
    "short slide triangle": lambda d: track(red(d)) + 3 - 15,
    "long slide triangle": lambda d: track(red(d)) + 3 - 15,
    "short slide end": lambda d: blue(d) - 15,
    "long slide end": lambda d: blue(d) - 15,
    # the offset on red's side the count of a 5 reaches (a 3rd square past the turn is S1)
    "turn square": lambda d: track(red(d)) + 5 - 60,
    "safety squares": lambda d: int(red(d)[1:]) + 2,
    "fewest players": lambda d: len(d["state"]["pawns"]),
    "most players": lambda d: len(d["state"]["pawns"]),
    "cards left to draw": lambda d: len(d["state"]["draw"]),
    "circle square": blue,
    "squares moved by a 5": lambda d: blue(d) - track(red(d)),
    "squares forward": lambda d: blue(d) - track(red(d)),
    "squares back": lambda d: track(red(d)) - blue(d),
    "split sum": lambda d: split_sum(d["action"]),
    "square entered from": lambda d: track(red(d)),
    "squares to HOME for a 5": lambda d: to_home(red(d)),
    # pawns HOME once the move of the case (one pawn HOME) is made
    "pawns HOME": lambda d: homes(d["state"]["pawns"], ("R",)) + 1,
    "team pawns HOME": lambda d: homes(d["state"]["pawns"], ("R", "Y")) + 1,
    "cards in a hand": lambda d: len(d["state"]["hands"]["R"]),
    "opponent pawns HOME for the 25": lambda d: max(p.count("home") for c, p in d["pawns"].items() if c != "R"),
    "opponent pawns HOME for the 50": lambda d: max(p.count("home") for c, p in d["pawns"].items() if c != "R"),
    "opponent pawns HOME for the 100": lambda d: max(p.count("home") for c, p in d["pawns"].items() if c != "R"),
}


@pytest.mark.parametrize(
    "cell", [cell for cell in CELLS if cell.axis == "threshold"], ids=lambda c: f"{c.rule}:{c.key}"
)
def test_each_threshold_input_sits_at_its_point(cell: Cell) -> None:
    for given in SWEEPER.inputs(cell):
        assert MEASURES[cell.name](given.input) == cell.value, given.description


# ---------------------------------------------------------------------------------------------------------------
# Attributes: two inputs differing in that attribute alone
# ---------------------------------------------------------------------------------------------------------------


def board_of(pawns: Mapping[str, list[str]]) -> dict[str, str]:
    """Place (track or safety square, as written) -> the colour of the pawn there; HOME counted apart."""
    found = {place: colour for colour, places in pawns.items() for place in places if place not in ("start", "home")}
    found |= {f"home {colour}": str(places.count("home")) for colour, places in pawns.items()}
    return found


def differences(one: Mapping[str, Any], two: Mapping[str, Any]) -> set[str]:
    return {key for key in one.keys() | two.keys() if one.get(key) != two.get(key)}


@pytest.mark.parametrize(
    "cell", [cell for cell in CELLS if cell.axis == "attribute"], ids=lambda c: f"{c.rule}:{c.key}"
)
def test_each_attribute_pair_differs_in_that_attribute_alone(cell: Cell) -> None:
    first, second = SWEEPER.inputs(cell)
    assert first.question == second.question
    if first.question == "apply":  # the 2 against the 3, the same pass: the drawn card and the pile it left
        one, two = first.input["state"], second.input["state"]
        assert first.input["action"] == second.input["action"]
        assert differences(one, two) == {"card", "draw"}
        assert Counter([*one["draw"], one["card"]]) == Counter([*two["draw"], two["card"]])
        assert cell.name == "card value"
        return
    one, two = first.input, second.input
    if cell.name == "card value":
        assert differences(one, two) == {"card"}
        return
    assert differences(one, two) == {"pawns"}
    board_one, board_two = board_of(one["pawns"]), board_of(two["pawns"])
    changed = differences(board_one, board_two)
    assert len(changed) == 1, changed  # one square, the same in both, held by pawns of two colours
    (square,) = changed
    assert square in board_one and square in board_two and board_one[square] != board_two[square]


# ---------------------------------------------------------------------------------------------------------------
# Answers worked by hand: the engine's alone (legal_actions, apply), and a few the model confirms too
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["fewest players:at", "fewest players:above", "most players:below", "most players:at"])
def test_a_setup_of_two_to_four_players_starts_with_a_draw(key: str) -> None:
    # Object, Setup: two to four players, every pawn in START; the first turn begins by drawing
    assert answer(only("sorry.setup.start", f"threshold:{key}")) == ["draw"]


def test_drawing_takes_the_top_card_and_an_empty_pile_still_begins_the_turn_with_a_draw() -> None:
    # Starting pawns; the draw piles are the deck in the spec's order: the top cards are 1s
    at = answer(only("sorry.turn.draw", "threshold:cards left to draw:at"))
    assert (at["card"], at["draw"], at["phase"], len(at["discard"])) == ("1", [], "move", 44)
    above = answer(only("sorry.turn.draw", "threshold:cards left to draw:above"))
    assert (above["card"], above["draw"], len(above["discard"])) == ("1", ["1"], 43)
    # an empty draw pile: the turn still begins with a draw (of the discard pile shuffled, whose order the corpus
    # never asks); the whole deck lies in the discard pile
    below = only("sorry.turn.draw", "threshold:cards left to draw:below")
    assert below.question == "legal_actions" and below.input["state"]["draw"] == []
    assert Counter(below.input["state"]["discard"]) == Counter(FORTY_FIVE)
    assert answer(below) == ["draw"]


def test_a_two_given_up_draws_again_and_a_three_passes_the_turn() -> None:
    # Card values (2): 'draw again, even if you could not move'
    two, three = SWEEPER.inputs(next(c for c in CELLS if c.rule == "sorry.card.two-again"))
    after_two, after_three = answer(two), answer(three)
    assert (after_two["turn"], after_two["phase"], after_two["discard"]) == ("R", "draw", ["2"])
    assert (after_three["turn"], after_three["phase"], after_three["discard"]) == ("B", "draw", ["3"])


def test_a_seven_is_split_into_parts_that_add_up_to_seven_only() -> None:
    # Card values (7): red on 5 and 40; 3 + 4 moves them to 8 and 44, 3 + 3 and 3 + 5 are no moves
    assert answer(only("sorry.card.seven", "threshold:split sum:below")) == {"refused": True}
    assert answer(only("sorry.card.seven", "threshold:split sum:above")) == {"refused": True}
    at = answer(only("sorry.card.seven", "threshold:split sum:at"))
    assert sorted(at["pawns"]["R"]) == sorted(["start", "start", "8", "44"])
    assert (at["turn"], at["discard"]) == ("B", ["7"])


def test_the_fourth_pawn_home_wins_and_the_third_does_not() -> None:
    # Winning: all four HOME; a 1 passes the turn to blue otherwise
    below = answer(only("sorry.game.win", "threshold:pawns HOME:below"))
    assert (below["winners"], below["phase"], below["turn"]) == ([], "draw", "B")
    at = answer(only("sorry.game.win", "threshold:pawns HOME:at"))
    assert (at["winners"], at["phase"], at["pawns"]["R"]) == (["R"], "over", ["home"] * 4)


def test_the_eighth_pawn_of_a_team_home_wins_for_both_partners() -> None:
    # Variants, team rules: all eight pawns of a team HOME; both partners win
    below = answer(only("sorry.team.win", "threshold:team pawns HOME:below"))
    assert (below["winners"], below["phase"], below["turn"]) == ([], "draw", "B")
    at = answer(only("sorry.team.win", "threshold:team pawns HOME:at"))
    assert (at["winners"], at["phase"]) == (["R", "Y"], "over")


def test_a_points_hand_plays_its_own_cards_and_discards_only_when_none_moves() -> None:
    # Playing for points: red on 4 (three in START), blue on 19; hand 1, 3, 4, 5, Sorry!
    assert answer(only("sorry.points.setup", "threshold:cards in a hand:at")) == [
        "play 1: R 4-5",  # the 1 cannot start a pawn: red's own pawn holds the circle
        "play 3: R 4-7",
        "play 4: R 4-0",
        "play 5: R 4-9",  # red's own triangle: no slide
        "play sorry: R start sorry B 19",
    ]
    played = answer(only("sorry.points.hand", "source:a card of the hand:allowed"))
    # the 5 is discarded, the top of the draw pile (a 1: the deck less the hands, in order) replaces it
    assert (played["hands"]["R"], played["discard"], played["turn"]) == (["1", "1", "3", "4", "sorry"], ["5"], "B")
    assert "9" in played["pawns"]["R"]
    assert answer(only("sorry.points.hand", "source:a card not in the hand:forbidden")) == {"refused": True}
    assert answer(only("sorry.points.hand", "source:a discard when a card moves:forbidden")) == {"refused": True}
    discarded = answer(only("sorry.points.hand", "source:a discard when no card moves:allowed"))
    assert (discarded["hands"]["R"], discarded["discard"]) == (["1", "2", "3", "5", "8"], ["12"])


@pytest.mark.parametrize(
    ("name", "point", "expected"),
    [
        # How to score: red 4 x 5 = 20, 5 a pawn of the opponents not HOME, 25 (most HOME <= 2), 50 (<= 1), 100 (0)
        ("25", "below", 20 + 15 + 25 + 50),  # blue 1 HOME
        ("25", "at", 20 + 10 + 25),  # blue 2 HOME
        ("25", "above", 20 + 5),  # blue 3 HOME: no bonus
        ("50", "below", 20 + 40 + 25 + 50 + 100),  # blue and yellow none HOME
        ("50", "at", 20 + 35 + 25 + 50),
        ("50", "above", 20 + 30 + 25),
        ("100", "at", 20 + 60 + 25 + 50 + 100),  # three opponents, none HOME
        ("100", "above", 20 + 55 + 25 + 50),
    ],
)
def test_the_winners_bonuses_at_two_one_and_no_opponent_pawns_home(name: str, point: str, expected: int) -> None:
    given = only("sorry.points.score", f"threshold:opponent pawns HOME for the {name}:{point}")
    assert answer(given)["scores"]["R"] == expected


def test_a_slide_bumps_to_its_end_and_no_further() -> None:
    # Moving pawns; facts 1.1: red from 13 lands on blue's triangle 16 and slides to 19, bumping 16 to 19
    for point, blue_after in (("below", "start"), ("at", "start"), ("above", "20")):
        (move,) = answer(only("sorry.board.slides", f"threshold:short slide end:{point}"))["moves"]
        assert move["move"] == "R 13-16"
        assert move["position"] == {
            "R": ["start", "start", "start", "19"],
            "B": ["start", "start", "start", blue_after],
        }


def test_home_by_the_exact_count() -> None:
    # Safety zones; facts 1.3: S2 is 4 from HOME, S1 is 5, the turn square 2 is 6
    def moves_of(point: str) -> list[str]:
        return [
            m["move"] for m in answer(only("sorry.move.home", f"threshold:squares to HOME for a 5:{point}"))["moves"]
        ]

    assert moves_of("below") == ["pass"]
    assert moves_of("at") == ["R S1-home"]
    assert moves_of("above") == ["R 2-S5"]


def test_a_pawn_in_another_colours_zone_is_never_landed_on() -> None:
    # Safety zones: red 0 + 3 passes 1, 2 into red's S1; blue's S1 is blue's zone, another square: blue stays
    (move,) = answer(only("sorry.move.bump", "source:an opponent in its safety zone:forbidden"))["moves"]
    assert move["move"] == "R 0-S1"
    assert move["position"] == {"R": ["start", "start", "start", "S1"], "B": ["start", "start", "start", "S1"]}


# ---------------------------------------------------------------------------------------------------------------
# The inputs the rules make impossible: refused by the engine, the error line in the corpus
# ---------------------------------------------------------------------------------------------------------------

IMPOSSIBLE = {
    ("sorry.setup.start", "threshold:fewest players:below"),
    ("sorry.setup.start", "threshold:most players:above"),
    ("sorry.card.ten", "threshold:squares back:below"),
    ("sorry.game.win", "threshold:pawns HOME:above"),
    ("sorry.team.win", "threshold:team pawns HOME:above"),
    ("sorry.points.setup", "threshold:cards in a hand:below"),
    ("sorry.points.setup", "threshold:cards in a hand:above"),
}
"""The cells just past what the rulebook allows, each written in a question's own format: one colour and five
(Object: two to four players; the board's four colours), a blue pawn on the red pawn's own square (Moving pawns: two
pawns never share a square), a fifth red pawn (Setup: four a colour), a points hand of four and of six (Playing for
points: five)."""
KEPT_HOLES = {("sorry.points.score", "threshold:opponent pawns HOME for the 100:below")}
"""The hole left: pawns HOME are counted from a colour's places, so no input writes fewer than none."""


def generated_cases() -> dict[str, Any]:
    """Every sweep case of the committed corpus, by id."""
    return sweep_cases("sorry")


def test_only_the_cell_no_input_can_write_is_a_hole() -> None:
    holes = {(rule, key) for rule, table in declarations("sorry").items() if table for key in table.holes}
    assert holes == KEPT_HOLES


def test_every_impossible_input_is_one_of_the_listed_cells() -> None:
    found = {(cell.rule, cell.key) for cell in CELLS for given in SWEEPER.inputs(cell) if given.impossible}
    assert found == IMPOSSIBLE


@pytest.mark.parametrize("key", sorted(IMPOSSIBLE), ids=lambda key: f"{key[0]}:{key[1]}")
def test_the_inputs_past_the_rulebooks_counts_are_refused_and_expect_an_error(key: tuple[str, str]) -> None:
    rule, cell = key
    given = only(rule, cell)
    assert given.impossible
    with pytest.raises(InputError):
        answer(given)
    stored = [case for case in generated_cases().values() if case["rules"][0] == rule and case["covers"] == [cell]]
    assert [case["expected"] for case in stored] == [{"error": True}]


def test_the_impossible_pawn_counts_are_one_past_four() -> None:
    # Setup: four pawns a colour; the fifth red pawn of the win cells stands on S5 or in HOME
    for rule, cell in (
        ("sorry.game.win", "threshold:pawns HOME:above"),
        ("sorry.team.win", "threshold:team pawns HOME:above"),
    ):
        pawns = only(rule, cell).input["state"]["pawns"]
        assert len(pawns["R"]) == 5
        assert all(len(places) == 4 for colour, places in pawns.items() if colour != "R")
    # the ten's cell below: both pawns on square 10
    pawns = only("sorry.card.ten", "threshold:squares back:below").input["pawns"]
    assert "10" in pawns["R"] and "10" in pawns["B"]
