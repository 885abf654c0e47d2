"""Tien Zi Que's sweep inputs: the deck's counts, cells worked by hand, attribute pairs, thresholds at their points.

Counts come from the rulebook (Contents); colours from the default reading colour.table (winds-white), written here
again; every count of a threshold input is made in this file from the input's own cards and piles.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from itertools import combinations as subsets
from itertools import pairwise
from typing import Any

import pytest

from rulebook.core.corpus.sweep_matrix import Cell, declarations, game_cells
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.errors import InputError
from rulebook.tzq.corpus.questions import engine_answer
from rulebook.tzq.corpus.sweeps import cells, deck_counts, input_cards, sweeper
from rulebook.tzq.reading import Reading
from tests.committed import sweep_cases

HONOURS = ("E", "S", "W", "N", "D")
COLOUR = {"a": "blue", "b": "red", "c": "green", "d": "white", "E": "white", "S": "white", "W": "white"}
COLOUR |= {"N": "white", "D": "red", "T": "black"}
"""Reading colour.table=winds-white: the four series blue, red, green, white; winds white, the Dragon red."""


def answer(given: SweepInput) -> Any:
    return engine_answer(given.question, given.input, Reading.from_mapping(given.readings))


def of(rule: str, key: str) -> list[SweepInput]:
    return list(cells()[rule, key]())


def number(card: str) -> int | None:
    return int(card[0]) if card[0].isdigit() else None


def series(card: str) -> str | None:
    return card[1] if card[0].isdigit() else None


def face(card: str) -> str:
    return card[0] if card[0].isdigit() else card


def colour(card: str) -> str:
    return COLOUR[card[1]] if card[0].isdigit() else COLOUR[card]


# --- the deck ---------------------------------------------------------------------------------------------------


def test_the_kinds_are_the_rulebooks_deck() -> None:
    # Contents: 36 Coin cards, numbers 1 to 9 in 4 series (one card each: 1a ... 9d); 3 each of East, South, West,
    # North and the Red Dragon; 3 Tien Zi Que cards. The four series are one suit: four coins of each number.
    expected = {f"{n}{s}": 1 for n in range(1, 10) for s in "abcd"}
    expected |= {f"coin {n}": 4 for n in range(1, 10)}
    expected |= {"E": 3, "S": 3, "W": 3, "N": 3, "D": 3, "T": 3}
    assert dict(sweeper().kinds()) == expected
    cards = sum(count for kind, count in expected.items() if not kind.startswith("coin "))
    assert cards == 54


def test_the_deck_is_read_from_the_register() -> None:
    assert deck_counts() == dict(sweeper().kinds())


@pytest.mark.parametrize(
    ("kind", "pile"), [("E", "E E E E 1a"), ("coin 4", "4a 4b 4c 4d 4a"), ("7c", "7c 7c 1a 5b 9c")]
)
def test_one_past_the_deck_is_refused(kind: str, pile: str) -> None:
    (given,) = sweeper().inputs(Cell("tzq.deck.cards", "multiplicity", kind, "past"))
    assert given.input == {"pile": pile.split()}
    with pytest.raises(InputError):
        answer(given)


def test_the_most_copies_are_scored() -> None:
    # E E E 1a 5b: Three of a Kind +5, one kind of Character +1 (Scoring).
    (given,) = sweeper().inputs(Cell("tzq.deck.cards", "multiplicity", "E", "max"))
    assert given.input == {"pile": ["E", "E", "E", "1a", "5b"]}
    assert answer(given)["points"] == 6


# --- cells worked by hand ---------------------------------------------------------------------------------------


def test_a_run_does_not_wrap_past_9() -> None:
    # Glossary (Run): no number follows 9, so 8 9 1 is no combination.
    (given,) = of("tzq.combination.run", "threshold:highest number of a run:above")
    assert answer(given) == {"combination": False, "ways": []}


def test_one_joker_beside_2_3_makes_two_runs() -> None:
    # "TZQ" Cards, Example 1: the joker stands for 1 or for 4.
    (given,) = of("tzq.combination.joker", "threshold:jokers in a combination:at")
    assert answer(given) == {"combination": True, "ways": ["run 1-2-3", "run 2-3-4"]}


def test_five_kinds_of_honour_score_5() -> None:
    # Scoring, Characters under the default score.characters=one-per-type: a point a kind, 5.
    (given,) = of("tzq.score.characters", "threshold:kinds of honour:at")
    assert answer(given) == {"points": 5, "lines": [{"rule": "tzq.score.characters", "points": 5}]}


def test_mahjong_with_one_point_is_refused_under_two_points() -> None:
    # 1a 3b 5c 7d + E: no pair, no colour, Characters one kind +1 < 2 (Optional Rules).
    (given,) = of("tzq.round.mahjong", "threshold:points to make Mah-jong under two-points:below")
    assert answer(given) == {"refused": True}


def test_the_two_north_stay_out_of_the_new_draw_pile() -> None:
    # Exhausted Draw Pile, example: 44 - 1 (hand of six) ... the discards but the two North are shuffled; the refill
    # draws one, then one more from the new pile: five in hand, two North left on the discard pile.
    (given,) = of("tzq.draw.exhausted", "source:the two cards the combination just discarded:forbidden")
    got = answer(given)
    assert (got["discard_pile"], got["reshuffled"], got["hand_sizes"]) == (["N", "N"], True, [5, 5])


def test_a_chow_of_a_card_under_the_top_after_a_draw_is_refused() -> None:
    (given,) = of("tzq.turn.actions", "source:the card under the top after a Draw:forbidden")
    assert answer(given) == {"refused": True}


# --- attribute pairs --------------------------------------------------------------------------------------------


def differing_attribute(first: str, second: str) -> str:
    """The one attribute in which two different cards differ; 'several' when they differ in more."""
    if (first == "T") != (second == "T"):
        return "joker"
    if face(first) in HONOURS and face(second) in HONOURS:
        return "honour"
    if number(first) is not None and number(second) is not None:
        if series(first) == series(second):
            return "number"
        if number(first) == number(second):
            return "series"
    return "several"


def pair_cards(given: SweepInput) -> list[str]:
    """The cards of an input, or for an action the kept card (the one thing an exposure pair varies)."""
    if given.question == "apply":
        return [str(given.input["action"]).split()[-1]]
    return list(input_cards(given))


def attribute_cells() -> list[tuple[str, str, str]]:
    return [(rule, key, key.split(":")[1]) for rule, key in cells() if key.startswith("attribute:")]


@pytest.mark.parametrize(("rule", "key", "attribute"), attribute_cells())
def test_a_pair_differs_in_its_attribute_alone(rule: str, key: str, attribute: str) -> None:
    first, second = of(rule, key)
    assert first.question == second.question
    if first.question == "apply":
        assert first.input["state"] == second.input["state"]
    one, other = pair_cards(first), pair_cards(second)
    assert len(one) == len(other)
    changed = [(a, b) for a, b in zip(one, other, strict=True) if a != b]
    assert len(changed) == 1, (one, other)
    assert differing_attribute(*changed[0]) == attribute


# --- thresholds at their points ---------------------------------------------------------------------------------


def state(given: SweepInput) -> Mapping[str, Any]:
    found: Mapping[str, Any] = given.input["state"]
    return found


def hand(given: SweepInput) -> list[str]:
    return list(state(given)["players"][0]["hand"])


def is_combination(cards: tuple[str, ...]) -> bool:
    """Three identical faces, or three coins with numbers in a row (no joker in these hands)."""
    faces = sorted(face(card) for card in cards)
    if len(set(faces)) == 1:
        return True
    numbers = sorted(n for n in (number(card) for card in cards) if n is not None)
    return len(numbers) == 3 and numbers == list(range(numbers[0], numbers[0] + 3))


def combinations_held(cards: list[str]) -> int:
    """The most disjoint combinations among six cards (two when they split into two)."""
    for first in subsets(range(len(cards)), 3):
        rest = tuple(cards[i] for i in range(len(cards)) if i not in first)
        if is_combination(tuple(cards[i] for i in first)) and is_combination(rest):
            return 2
    return int(any(is_combination(triple) for triple in subsets(cards, 3)))


def longest_row(cards: list[str]) -> int:
    numbers = sorted({n for n in (number(card) for card in cards) if n is not None})
    best = run = 1
    for low, high in pairwise(numbers):
        run = run + 1 if high == low + 1 else 1
        best = max(best, run)
    return best


def most_identical(cards: list[str]) -> int:
    return max(Counter(face(card) for card in cards).values())


def hand_after(given: SweepInput) -> int:
    """The active hand at the end of the turn: six, less the discard or the three exposed, plus the refill."""
    if given.question == "legal_actions":
        return len(hand(given))
    action = str(given.input["action"])
    if action.startswith("discard"):
        return len(hand(given)) - 1
    return len(hand(given)) - 3 + min(2, len(state(given)["draw_pile"]))


FIVE_ELEMENTS = 4
"""1a 3b 5c 7d T: blue, red, green, white, black (Scoring, Five Elements): the last round's score in game.rounds."""
PILE_POINTS = {"1a 3b 5c 7d E": 1, "1a 3b 5c 7d 7a": 2, "1a 1b 5c 7d E": 3}
"""Worked by hand: Characters one kind +1; Pair of 7s +2; Pair of 1s +2 and Characters +1."""


def dealt(after: Mapping[str, Any]) -> int:
    """The cards each hand holds after a deal, when both hold the same and the draw pile holds the rest of 54."""
    first, second = after["hand_sizes"]
    return int(first) if first == second and after["draw_pile_size"] == 54 - first - second else -1


def started(given: SweepInput) -> dict[str, Any]:
    """The hand sizes and the draw pile of a position at the start of a round (nothing drawn, discarded or scored)."""
    where = state(given)
    assert (where["phase"], where["discard_pile"], where["last_discarded"]) == ("start", [], 0)
    assert [p["score_pile"] for p in where["players"]] == [[], []]
    return {
        "hand_sizes": [len(p["hand"]) for p in where["players"]],
        "draw_pile_size": len(where["draw_pile"]),
    }


def pile_after(given: SweepInput) -> str:
    kept = str(given.input["action"]).split()[-1]
    return " ".join([*state(given)["players"][0]["score_pile"], kept])


COUNTS: Mapping[str, Callable[[SweepInput], int]] = {
    "cards in the deck": lambda g: (
        sum(len(p["hand"]) + len(p["score_pile"]) for p in state(g)["players"])
        + len(state(g)["draw_pile"])
        + len(state(g)["discard_pile"])
    ),
    "cards in a combination": lambda g: len(input_cards(g)),
    "step between numbers": lambda g: int(number(input_cards(g)[1]) or 0) - int(number(input_cards(g)[0]) or 0),
    # the number the third card stands where: the first card's number + 2 (8 9 1: 10)
    "highest number of a run": lambda g: int(number(input_cards(g)[0]) or 0) + 2,
    # the number the first card stands where: the last card's number - 2 (9 1 2: 0)
    "lowest number of a run": lambda g: int(number(input_cards(g)[-1]) or 0) - 2,
    "jokers in a combination": lambda g: input_cards(g).count("T"),
    "cards the previous turn discarded": lambda g: int(state(g)["last_discarded"]),
    "combinations a turn": lambda g: (
        combinations_held(hand(g))
        if g.question == "legal_actions"
        else int(str(g.input["action"]).startswith("combine"))
    ),
    "cards kept on the score pile": lambda g: len(str(g.input["action"]).split("keep")[1].split()),
    "cards in hand between turns": hand_after,
    "cards in the draw pile at a refill": lambda g: len(state(g)["draw_pile"]),
    "cards in the draw pile at a Draw": lambda g: len(state(g)["draw_pile"]),
    "combinations to make Mah-jong": lambda g: len(state(g)["players"][0]["score_pile"]) + 1,
    "points to make Mah-jong under two-points": lambda g: PILE_POINTS[pile_after(g)],
    "rounds in a game": lambda g: int(state(g)["round"]),
    # the deal is the rule's own act, so its count is read from what the deal leads to: both hands, and the 54
    # cards less the two hands left to draw; an impossible deal is the start of a round it would lead to
    "cards dealt to each player": lambda g: dealt(started(g) if g.impossible else answer(g)),
    "lead in points to win the game": lambda g: (
        state(g)["players"][0]["total"] + FIVE_ELEMENTS - state(g)["players"][1]["total"]
    ),
    "cards of one colour": lambda g: max(
        Counter(c for c in map(colour, input_cards(g)) if c in ("blue", "red", "green")).values()
    ),
    "white cards": lambda g: [colour(card) for card in input_cards(g)].count("white"),
    "different colours": lambda g: len({colour(card) for card in input_cards(g)}),
    "jokers on the score pile": lambda g: input_cards(g).count("T"),
    "coins in a row": lambda g: longest_row(input_cards(g)),
    "highest number of a Proud Dragon": lambda g: int(number(input_cards(g)[0]) or 0) + 4,
    "identical cards of a pair": lambda g: most_identical(input_cards(g)),
    "identical cards of three of a kind": lambda g: most_identical(input_cards(g)),
    "identical cards of four of a kind": lambda g: most_identical(input_cards(g)),
    "kinds of honour for the printed row": lambda g: len(set(input_cards(g)) & set(HONOURS)),
    "kinds of honour": lambda g: len(set(input_cards(g)) & set(HONOURS)),
}
"""How this test counts each threshold in an input."""


def threshold_cells() -> list[Cell]:
    holes = {rule: table.holes for rule, table in declarations("tzq").items() if table is not None}
    return [
        cell
        for cell in game_cells("tzq", sweeper().kinds())
        if cell.axis == "threshold" and cell.key not in holes[cell.rule]
    ]


@pytest.mark.parametrize("cell", threshold_cells(), ids=lambda cell: f"{cell.rule}:{cell.key}")
def test_a_threshold_input_sits_at_its_point(cell: Cell) -> None:
    inputs = sweeper().inputs(cell)
    assert inputs
    for given in inputs:
        assert COUNTS[cell.name](given) == cell.value, given.description


def test_the_descriptions_are_unique() -> None:
    found = [given.description for build in cells().values() for given in build()]
    assert len(found) == len(set(found))


# --- the inputs the rules make impossible -----------------------------------------------------------------------

IMPOSSIBLE = {
    ("tzq.deck.cards", "threshold:cards in the deck:below"),
    ("tzq.deck.cards", "threshold:cards in the deck:above"),
    ("tzq.turn.actions", "threshold:cards the previous turn discarded:above"),
    ("tzq.turn.expose", "threshold:cards kept on the score pile:below"),
    ("tzq.turn.expose", "threshold:cards kept on the score pile:above"),
    ("tzq.turn.expose", "source:a card of the hand outside the combination kept:forbidden"),
    ("tzq.round.mahjong", "threshold:combinations to make Mah-jong:above"),
    ("tzq.game.rounds", "threshold:rounds in a game:above"),
    ("tzq.game.rounds", "threshold:cards dealt to each player:below"),
    ("tzq.game.rounds", "threshold:cards dealt to each player:above"),
    ("tzq.score.colour", "threshold:cards of one colour:above"),
    ("tzq.score.white-hand", "threshold:white cards:above"),
    ("tzq.score.emperor", "threshold:jokers on the score pile:above"),
    ("tzq.score.proud-dragon", "threshold:coins in a row:above"),
    ("tzq.score.four-of-a-kind", "threshold:identical cards of four of a kind:above"),
}
"""The cells just past what the rulebook allows, each written in a question's own format: 53 and 55 cards (Contents:
54), a turn that discarded three (Course of Play: one or two), an exposure keeping none, two, or a card outside its
combination (Exposing a Combination: one of its three), a sixth combination and round 5 (Glossary, Goal of the Game:
five combinations end a round, four rounds a game), four or six cards dealt (Setup: five), six-card score piles (End
of the Round: five), a fourth joker and a fifth 6 (Contents: three jokers, four coins of a number)."""
KEPT_HOLES = {
    ("tzq.score.five-elements", "threshold:different colours:above"),
    ("tzq.score.characters", "threshold:kinds of honour:above"),
}
"""The holes left: the notation has five colours and five kinds of honour, so no input writes a sixth."""


def generated_cases() -> dict[str, Any]:
    """Every sweep case of the committed corpus, by id."""
    return sweep_cases("tzq")


def test_only_the_cells_no_input_can_write_are_holes() -> None:
    holes = {(rule, key) for rule, table in declarations("tzq").items() if table is not None for key in table.holes}
    assert holes == KEPT_HOLES


@pytest.mark.parametrize("key", sorted(IMPOSSIBLE), ids=lambda key: f"{key[0]}:{key[1]}")
def test_the_inputs_past_the_rulebooks_counts_are_refused_and_expect_an_error(key: tuple[str, str]) -> None:
    rule, cell = key
    (given,) = of(rule, cell)
    assert given.impossible
    with pytest.raises(InputError):
        answer(given)
    stored = [case for case in generated_cases().values() if case["rules"][0] == rule and case["covers"] == [cell]]
    assert [case["expected"] for case in stored] == [{"error": True}]


def test_every_impossible_input_is_one_of_the_listed_cells() -> None:
    found = {key for key, build in cells().items() for given in build() if given.impossible}
    assert found == IMPOSSIBLE


def test_the_impossible_deck_positions_hold_53_and_55_cards_one_9d_off() -> None:
    # Contents: 54 cards, one 9d; below: the 9d is nowhere, above: a second 9d
    for cell, copies in (("threshold:cards in the deck:below", 0), ("threshold:cards in the deck:above", 2)):
        (given,) = of("tzq.deck.cards", cell)
        where = state(given)
        placed = [
            *(card for p in where["players"] for card in [*p["hand"], *p["score_pile"]]),
            *where["draw_pile"],
            *where["discard_pile"],
        ]
        assert len(placed) == 53 + copies
        assert Counter(placed)["9d"] == copies
