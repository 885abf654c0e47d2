"""Lao Pengh's sweep matrix (:mod:`rulebook.laopengh.corpus.sweeps`), checked against the rulebook by hand.

- the kinds and their copies equal the counts the rulebook's Components and Placing Cards give;
- every threshold cell's input sits exactly at its point, counted here by hand from the input;
- every attribute pair differs in that attribute alone, field by field;
- every multiplicity input shows the cell's number of copies;
- the expected answers of the play cells (``apply``, ``legal_actions``, which the Z3 model does not answer) and of a
  sample of placing and order cells are worked out here by hand, and the engine and the generated corpus must give
  them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from rulebook.core.corpus.sweep_matrix import Cell, game_cells
from rulebook.core.errors import InputError
from rulebook.laopengh.corpus.play import ACCUSED, DEALT, LAST_PLACED, LEGAL_TOP, ONE_REVEALED, TO_PLACE, after
from rulebook.laopengh.corpus.questions import engine_answer
from rulebook.laopengh.corpus.sweeps import Sweeper, sweeper
from rulebook.laopengh.reading import Reading
from tests.committed import sweep_cases

SWEEPER = sweeper()
CELLS = game_cells("laopengh", SWEEPER.kinds())
REFUSED = {"refused": True}


def inputs_of(rule: str, axis: str, name: str, point: str) -> list[Any]:
    """The sweeper's inputs of one cell."""
    cell = next(c for c in CELLS if (c.rule, c.axis, c.name, c.point) == (rule, axis, name, point))
    return list(SWEEPER.inputs(cell))


def only(rule: str, axis: str, name: str, point: str) -> Any:
    """The one input of a cell."""
    (given,) = inputs_of(rule, axis, name, point)
    return given


# --- the kinds ------------------------------------------------------------------------------------------------------


def test_kinds_are_the_rulebooks_deck() -> None:
    """Components: 48 theme cards and 6 jokers; Placing Cards: crane or dragon, yellow red or blue, 1 to 4.

    2 x 3 x 4 = 24 theme cards, and 48 / 24 = 2 copies each (reading deck.composition=two-each); the jokers are one
    card each, J1 to J6 (their order numbers 1 to 6).
    """
    kinds = Sweeper().kinds()
    themes = [f"{t}{c}{n}" for t in "CD" for c in "YRB" for n in "1234"]
    assert {kind: kinds[kind] for kind in themes} == dict.fromkeys(themes, 2)
    assert {kind: count for kind, count in kinds.items() if kind.startswith("J")} == {f"J{i}": 1 for i in range(1, 7)}
    assert len(kinds) == 30
    assert sum(kinds.values()) == 54


# --- counting inputs by hand -----------------------------------------------------------------------------------------


def attrs(card: str) -> tuple[str | None, str | None, str | None]:
    """A card's animal, colour and number; a joker shows both animals ("*") and has no colour or number."""
    if card.startswith("J"):
        return "*", None, None
    return card[0], card[1], card[2]


def run_length(pile: Sequence[str], card: str, field: int) -> int:
    """How many cards in a row, from ``card`` down ``pile``, share ``card``'s attribute ``field`` (0 animal, 1 colour,
    2 number); a joker counts for either animal (default reading), and breaks colours and numbers."""
    value = attrs(card)[field]
    count = 1
    for below in reversed(pile):
        other = attrs(below)[field]
        if other is None or value is None:
            break
        if field == 0 and "*" in (value, other):
            value = other if value == "*" else value
        elif other != value:
            break
        count += 1
    return count


def shares(a: str, b: str) -> bool:
    """Whether two cards share an animal, a colour or a number (Placing Cards)."""
    first, second = attrs(a), attrs(b)
    if "*" in (first[0], second[0]) or first[0] == second[0]:
        return True
    return any(x is not None and x == y for x, y in zip(first[1:], second[1:], strict=True))


def kind(card: str) -> str:
    return card.split("/")[0]


def number(card: str) -> int:
    return int(card.split("/")[1]) if "/" in card else int(card[1:])


RUNS = {
    "cards of one animal in a row": 0,
    "cards of one colour in a row": 1,
    "cards of one number in a row": 2,
    "cards in a theme run through a joker": 0,
}


def counted(cell: Cell) -> int:
    """The number a threshold cell's input shows, counted by hand from the input."""
    given = only(cell.rule, cell.axis, cell.name, cell.point)
    data = given.input
    if cell.name in RUNS:
        return run_length(data["piles"][data["pile"]], data["card"], RUNS[cell.name])
    if cell.name == "piles whose top shares nothing with the card":
        return sum(not shares(pile[-1], data["card"]) for pile in data["piles"])
    if cell.name == "theme cards under totals-only":
        return sum(not card.startswith("J") for card in [*(c for pile in data["piles"] for c in pile), data["card"]])
    if cell.name == "lowest order number of a theme card":
        return min(number(card) for card in data["revealed"] if card and not card.startswith("J"))
    if cell.name == "highest order number":
        return max(number(card) for card in data["revealed"] if card)
    if cell.name in ("fewest players", "most players"):
        return len(data["state"]["hands"])
    if cell.name == "dragons revealed":
        return sum(1 for card in data["revealed"] if card and card.startswith("D"))
    if cell.name == "players who revealed a card":
        return sum(1 for card in data["revealed"] if card)
    if cell.name == "other players showing no crane":
        return sum(1 for card in data["revealed"] if card and not card.startswith(("C", "D")))
    if cell.name in ("cards the placer takes", "cards the accuser takes"):
        return len(data["state"]["piles"][0]) - 1
    if cell.name == "cards in a winner's hand":
        return len(data["state"]["hands"][0])
    if cell.name == "cards a player lays face down":
        state, action = data["state"], data["action"].split()
        player = int(action[1])
        laid = [card is not None for card in state["revealed"]]
        if laid[player]:
            return 2  # a second card by a player who has laid one
        laid[player] = True
        return 1 if all(laid) else 0  # 0: another player has laid none yet
    raise AssertionError(f"no count for {cell.name}")


THRESHOLD_CELLS = [cell for cell in CELLS if cell.axis == "threshold" and SWEEPER.inputs(cell)]


@pytest.mark.parametrize("cell", THRESHOLD_CELLS, ids=lambda c: f"{c.rule}:{c.key}")
def test_threshold_input_sits_at_its_point(cell: Cell) -> None:
    assert counted(cell) == cell.value


def test_the_run_thresholds_are_asked_at_two_three_and_four() -> None:
    """The issue's run of three: 2, 3 and 4 in a row, for the animal, the colour, the number and through a joker."""
    for name in RUNS:
        rule = "laopengh.joker.runs" if "joker" in name else "laopengh.place.no-triple"
        values = sorted(c.value or 0 for c in THRESHOLD_CELLS if (c.rule, c.name) == (rule, name))
        assert values == [2, 3, 4], name


# --- attribute pairs differ in that attribute alone ------------------------------------------------------------------

FIELDS = {"animal": 0, "colour": 1, "number": 2}


@pytest.mark.parametrize("cell", [c for c in CELLS if c.axis == "attribute"], ids=lambda c: f"{c.rule}:{c.key}")
def test_attribute_pair_differs_in_that_attribute_alone(cell: Cell) -> None:
    first, second = SWEEPER.inputs(cell)
    assert first.question == second.question
    assert dict(first.readings) == dict(second.readings)
    a, b = first.input, second.input
    if first.question == "place":
        assert a["piles"] == b["piles"] and a["pile"] == b["pile"]
        differ = [i for i in range(3) if attrs(a["card"])[i] != attrs(b["card"])[i]]
        assert differ == [FIELDS[cell.name]]
    else:
        changed = [i for i, (x, y) in enumerate(zip(a["revealed"], b["revealed"], strict=True)) if x != y]
        assert len(changed) == 1
        x, y = a["revealed"][changed[0]], b["revealed"][changed[0]]
        if cell.name == "order number":
            assert kind(x) == kind(y) and number(x) != number(y)
        else:
            assert number(x) == number(y)
            differ = [i for i in range(3) if attrs(kind(x))[i] != attrs(kind(y))[i]]
            assert differ == [FIELDS[cell.name]]


# --- multiplicity ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("cell", [c for c in CELLS if c.axis == "multiplicity"], ids=lambda c: c.key)
def test_multiplicity_input_shows_the_cells_copies(cell: Cell) -> None:
    (given,) = SWEEPER.inputs(cell)
    shown = [card for pile in given.input["piles"] for card in pile] + [given.input["card"]]
    assert shown.count(cell.name) == cell.value
    assert given.outcome == ("accepts" if cell.point == "max" else "refuses")


# --- every cell has inputs or a hole; descriptions are unique --------------------------------------------------------


def test_every_cell_but_the_holes_and_the_readings_has_inputs() -> None:
    from rulebook.core.corpus.sweep_matrix import declarations

    holes = {(rule, key) for rule, table in declarations("laopengh").items() if table for key in table.holes}
    empty = [
        f"{c.rule}:{c.key}"
        for c in CELLS
        if c.axis != "reading" and not SWEEPER.inputs(c) and (c.rule, c.key) not in holes
    ]
    assert empty == []


def test_descriptions_are_unique() -> None:
    seen = [given.description for c in CELLS for given in SWEEPER.inputs(c)]
    assert len(seen) == len(set(seen))


# --- answers worked by hand ------------------------------------------------------------------------------------------


def judged(legal: bool, rule: str, fits: list[int], move: bool = True) -> dict[str, Any]:
    accusation = None if not move else ("refuted" if legal else "upheld")
    return {"legal": legal, "rule": rule, "fits": fits, "move": move, "accusation": accusation}


MATCH = "laopengh.place.match"
TRIPLE = "laopengh.place.no-triple"
FREE = "laopengh.place.free"
PLACED_LEFT = after(
    TO_PLACE, piles=[["CB1/23", "CR2/17"], ["DB4/53"], ["CY3/11"]], revealed=[None, "DY4/37"], orders=[[1]]
)


def round_over(state: Mapping[str, Any], **changes: Any) -> dict[str, Any]:
    """``state`` after an accusation settled: nothing open, and the changes named."""
    settled: dict[str, Any] = after(state, open_=[], **changes)
    return settled


HAND_WORKED: dict[tuple[str, str, str, str], Any] = {
    # Sequence of Play: one card each, turned up when all have laid one.
    ("laopengh.round.reveal", "threshold", "cards a player lays face down", "below"): after(
        DEALT, hands=[["CY1/7"], ["DY4/37", "DB3/51"]], revealed=["CR2/17", None]
    ),
    ("laopengh.round.reveal", "threshold", "cards a player lays face down", "at"): after(
        ONE_REVEALED,
        hands=[["CY1/7"], ["DY4/37"]],
        phase="place",
        revealed=["CR2/17", "DB3/51"],
        orders=[[0, 1], [1, 0]],  # 17 before 51, or the lone dragon DB3 first
    ),
    ("laopengh.round.reveal", "threshold", "cards a player lays face down", "above"): REFUSED,
    ("laopengh.round.reveal", "source", "the player's own hand", "allowed"): after(
        DEALT, hands=[["CR2/17"], ["DY4/37", "DB3/51"]], revealed=["CY1/7", None]
    ),
    ("laopengh.round.reveal", "source", "another player's hand", "forbidden"): REFUSED,
    ("laopengh.round.reveal", "source", "a pile", "forbidden"): REFUSED,
    # Players: each of them may lay their one card face down.
    ("laopengh.setup.deal", "threshold", "fewest players", "at"): ["reveal 0 CY1/7", "reveal 1 CR2/17"],
    ("laopengh.setup.deal", "threshold", "fewest players", "above"): [
        "reveal 0 CY1/7",
        "reveal 1 CR2/17",
        "reveal 2 CY2/9",
    ],
    ("laopengh.setup.deal", "threshold", "most players", "at"): [
        "reveal 0 CY1/7",
        "reveal 1 CR2/17",
        "reveal 2 CY2/9",
        "reveal 3 CY3/11",
        "reveal 4 CY4/13",
        "reveal 5 CR1/15",
    ],
    ("laopengh.setup.deal", "threshold", "most players", "below"): [
        "reveal 0 CY1/7",
        "reveal 1 CR2/17",
        "reveal 2 CY2/9",
        "reveal 3 CY3/11",
        "reveal 4 CY4/13",
    ],
    # Placing Cards, Important: the pile named is where the card goes; it is not taken back.
    ("laopengh.place.declare", "source", "the left pile named", "allowed"): after(PLACED_LEFT, open_=[(0, 0, True)]),
    ("laopengh.place.declare", "source", "the middle pile named", "allowed"): after(
        PLACED_LEFT, piles=[["CB1/23"], ["DB4/53", "CR2/17"], ["CY3/11"]], open_=[(1, 0, False)]
    ),
    ("laopengh.place.declare", "source", "the right pile named", "allowed"): after(
        PLACED_LEFT, piles=[["CB1/23"], ["DB4/53"], ["CY3/11", "CR2/17"]], open_=[(2, 0, True)]
    ),
    ("laopengh.place.declare", "source", "a card already placed", "forbidden"): REFUSED,
    # Suspicion: who may strike which pile.
    ("laopengh.suspicion.accuse", "source", "another player", "allowed"): round_over(
        ACCUSED,
        hands=[["CY1/7", "DY1/31", "DY4/37", "DR2/41", "DB1/47"], ["CR2/17"], ["CB3/27"]],
        piles=[["DY3/35"], ["DR1/39"], ["DB2/49"]],
        aside=["DY2/33"],
    ),
    ("laopengh.suspicion.accuse", "source", "the card's owner", "forbidden"): REFUSED,
    ("laopengh.suspicion.accuse", "source", "the pile of the open card", "allowed"): round_over(
        LEGAL_TOP,
        hands=[["CY1/7"], ["CR2/17"], ["CB3/27", "DR2/41", "DB1/47"]],
        piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]],
        aside=["CR3/19", "DY1/31", "DY4/37"],
    ),
    ("laopengh.suspicion.accuse", "source", "a pile with no card open", "forbidden"): REFUSED,
    # Suspicion: the placer takes the 4 lowest (bottom) cards, or what there is; the rest is set aside.
    ("laopengh.suspicion.upheld", "threshold", "cards the placer takes", "below"): round_over(
        ACCUSED,
        hands=[["CY1/7", "DY1/31", "DY2/33", "DY4/37"], ["CR2/17"], ["CB3/27"]],
        piles=[["DY3/35"], ["DR1/39"], ["DB2/49"]],
    ),
    ("laopengh.suspicion.upheld", "threshold", "cards the placer takes", "at"): round_over(
        ACCUSED,
        hands=[["CY1/7", "DY1/31", "DY2/33", "DY4/37", "DR2/41"], ["CR2/17"], ["CB3/27"]],
        piles=[["DY3/35"], ["DR1/39"], ["DB2/49"]],
    ),
    ("laopengh.suspicion.upheld", "threshold", "cards the placer takes", "above"): round_over(
        ACCUSED,
        hands=[["CY1/7", "CB4/29", "DY1/31", "DY4/37", "DR2/41"], ["CR2/17"], ["CB3/27"]],
        piles=[["DY3/35"], ["DR1/39"], ["DB2/49"]],
        aside=["DY2/33"],
    ),
    # Suspicion: the accuser takes the 2 lowest (bottom) cards, or what there is; the rest is set aside.
    ("laopengh.suspicion.refuted", "threshold", "cards the accuser takes", "below"): round_over(
        LEGAL_TOP, hands=[["CY1/7"], ["CR2/17", "CR3/19"], ["CB3/27"]], piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]]
    ),
    ("laopengh.suspicion.refuted", "threshold", "cards the accuser takes", "at"): round_over(
        LEGAL_TOP,
        hands=[["CY1/7"], ["CR2/17", "CR3/19", "DY1/31"], ["CB3/27"]],
        piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]],
    ),
    ("laopengh.suspicion.refuted", "threshold", "cards the accuser takes", "above"): round_over(
        LEGAL_TOP,
        hands=[["CY1/7"], ["CR2/17", "DY1/31", "DY4/37"], ["CB3/27"]],
        piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]],
        aside=["CR3/19"],
    ),
    # End of Game: after the round's last accusation, an empty hand wins; one card does not.
    ("laopengh.end.winners", "threshold", "cards in a winner's hand", "at"): round_over(
        LAST_PLACED,
        hands=[[], ["CR4/21"], ["CB3/27", "DR1/39"]],
        piles=[["DY1/31", "DY4/37", "DB3/51"], ["CR2/17"], ["DB2/49"]],
        phase="over",
        winners=[0],
    ),
    ("laopengh.end.winners", "threshold", "cards in a winner's hand", "above"): round_over(
        LAST_PLACED,
        hands=[["CY1/7"], ["CR4/21"], ["CB3/27", "DR1/39"]],
        piles=[["DY1/31", "DY4/37", "DB3/51"], ["CR2/17"], ["DB2/49"]],
    ),
    # Placing Cards: runs of three at two, three and four in a row.
    ("laopengh.place.no-triple", "threshold", "cards of one animal in a row", "below"): judged(True, MATCH, [0, 1, 2]),
    ("laopengh.place.no-triple", "threshold", "cards of one animal in a row", "at"): judged(False, TRIPLE, [0, 1, 2]),
    ("laopengh.place.no-triple", "threshold", "cards of one animal in a row", "above"): judged(
        False, TRIPLE, [0, 1, 2]
    ),
    ("laopengh.place.no-triple", "threshold", "cards of one colour in a row", "below"): judged(True, MATCH, [0, 1, 2]),
    ("laopengh.place.no-triple", "threshold", "cards of one colour in a row", "at"): judged(False, TRIPLE, [0, 1, 2]),
    ("laopengh.place.no-triple", "threshold", "cards of one number in a row", "below"): judged(True, MATCH, [0, 1, 2]),
    ("laopengh.place.no-triple", "threshold", "cards of one number in a row", "at"): judged(False, TRIPLE, [0, 1, 2]),
    ("laopengh.joker.runs", "threshold", "cards in a theme run through a joker", "below"): judged(True, MATCH, [0]),
    ("laopengh.joker.runs", "threshold", "cards in a theme run through a joker", "at"): judged(False, TRIPLE, [0]),
    # Placing Cards: a card fitting no pile goes on any; fitting one, not on another.
    ("laopengh.place.free", "threshold", "piles whose top shares nothing with the card", "below"): judged(
        False, MATCH, [2]
    ),
    ("laopengh.place.free", "threshold", "piles whose top shares nothing with the card", "at"): judged(True, FREE, []),
    ("laopengh.place.free", "source", "a pile it does not fit, fitting another", "forbidden"): judged(
        False, MATCH, [2]
    ),
    # Placing Cards: the top of the pile named decides, not a card beneath it nor another pile's top.
    ("laopengh.place.match", "source", "the middle pile's top", "allowed"): judged(True, MATCH, [1]),
    ("laopengh.place.match", "source", "a joker on top", "allowed"): judged(True, MATCH, [2]),
    ("laopengh.place.match", "source", "a card beneath the top", "forbidden"): judged(False, MATCH, [1, 2]),
    ("laopengh.place.match", "source", "another pile's top", "forbidden"): judged(False, MATCH, [1]),
    ("laopengh.place.no-triple", "source", "another pile's cards", "allowed"): judged(True, MATCH, [0, 1, 2]),
    ("laopengh.place.illegal", "source", "a pile whose top shares nothing, under triples-only", "forbidden"): judged(
        False, MATCH, [1], move=False
    ),
    # Sequence of Play and its Exception.
    ("laopengh.round.lone-dragon", "threshold", "dragons revealed", "below"): {"orders": [[0, 1]]},
    ("laopengh.round.lone-dragon", "threshold", "dragons revealed", "at"): {"orders": [[0, 1], [1, 0]]},
    ("laopengh.round.lone-dragon", "threshold", "dragons revealed", "above"): {"orders": [[0, 1, 2]]},
    ("laopengh.round.lone-dragon", "threshold", "players who revealed a card", "above"): {
        "orders": [[0, 2, 1], [2, 1, 0]]
    },
    ("laopengh.round.lone-dragon", "threshold", "other players showing no crane", "above"): {"orders": [[2, 1, 0]]},
    ("laopengh.deck.cards", "threshold", "lowest order number of a theme card", "at"): {"orders": [[1, 0]]},
}
HAND_WORKED_PAIRS: dict[tuple[str, str], tuple[Any, Any]] = {
    # Sequence of Play: the lowest number first; two dragons make no lone dragon.
    ("laopengh.round.order", "order number"): ({"orders": [[0, 1, 2]]}, {"orders": [[1, 0, 2]]}),
    # Sequence of Play, Exception: a lone dragon beside a crane may go first.
    ("laopengh.round.lone-dragon", "animal"): ({"orders": [[0, 1]]}, {"orders": [[0, 1], [1, 0]]}),
    # Placing Cards: sharing the dragon, yellow, the 2 (each against sharing nothing while another pile fits).
    ("laopengh.place.match", "animal"): (judged(False, MATCH, [1, 2]), judged(True, MATCH, [0])),
    ("laopengh.place.match", "colour"): (judged(True, MATCH, [0, 1, 2]), judged(False, MATCH, [1, 2])),
    ("laopengh.place.match", "number"): (judged(True, MATCH, [0, 1, 2]), judged(False, MATCH, [1, 2])),
    # Jokers: they break colour and number runs either way.
    ("laopengh.joker.runs", "colour"): (judged(True, MATCH, [0, 2]), judged(True, MATCH, [0, 1, 2])),
    ("laopengh.joker.runs", "number"): (judged(True, MATCH, [0, 2]), judged(True, MATCH, [0, 2])),
}
"""(rule, attribute) -> the two answers of its pair, worked by hand."""


@pytest.mark.parametrize("key", list(HAND_WORKED_PAIRS), ids=lambda k: f"{k[0]}:{k[1]}")
def test_attribute_pairs_give_the_hand_worked_answers(key: tuple[str, str]) -> None:
    for given, expected in zip(inputs_of(key[0], "attribute", key[1], "pair"), HAND_WORKED_PAIRS[key], strict=True):
        answer = engine_answer(given.question, given.input, Reading.from_mapping(dict(given.readings)))
        if given.question == "order":
            answer, expected = {"orders": sorted(answer["orders"])}, {"orders": sorted(expected["orders"])}
        assert answer == expected


def generated_cases() -> dict[str, Any]:
    """Every sweep case of the committed corpus, by id."""
    return sweep_cases("laopengh")


def test_every_play_cell_is_worked_by_hand() -> None:
    """The Z3 model does not answer legal_actions or apply: each such input's answer is worked out here."""
    play = {
        (c.rule, c.axis, c.name, c.point)
        for c in CELLS
        for given in SWEEPER.inputs(c)
        if given.question in ("apply", "legal_actions") and not given.impossible
    }
    assert play - set(HAND_WORKED) == set()


IMPOSSIBLE = {
    ("laopengh.setup.deal", "threshold", "fewest players", "below"),
    ("laopengh.setup.deal", "threshold", "most players", "above"),
    ("laopengh.deck.cards", "threshold", "lowest order number of a theme card", "below"),
    ("laopengh.deck.cards", "threshold", "highest order number", "above"),
    ("laopengh.deck.cards", "threshold", "theme cards under totals-only", "above"),
    ("laopengh.place.free", "threshold", "piles whose top shares nothing with the card", "above"),
}
"""The threshold cells just outside what the sources allow: 2 to 6 players (gaps), order numbers 7 to 54 for a
theme card and 1 to 54 in all (Sequence of Play), 48 theme cards (Components), three piles (Setup)."""


def test_the_inputs_just_outside_the_sources_ranges_are_refused_and_expect_an_error() -> None:
    """One player, seven players, a theme card numbered 6, a card numbered 55, 49 theme cards: each is an input the
    engine refuses, and its corpus case expects the error line."""
    found = {(c.rule, c.axis, c.name, c.point) for c in CELLS for given in SWEEPER.inputs(c) if given.impossible}
    assert {key[:4] for key in found} >= IMPOSSIBLE
    for key in IMPOSSIBLE:
        given = only(*key)
        with pytest.raises(InputError):
            engine_answer(given.question, given.input, Reading.from_mapping(dict(given.readings)))
        rule, axis, name, point = key
        stored = [
            case
            for case in generated_cases().values()
            if case["rules"][0] == rule and case.get("covers") == [f"{axis}:{name}:{point}"]
        ]
        assert [case["expected"] for case in stored] == [{"error": True}]


@pytest.mark.parametrize("key", list(HAND_WORKED), ids=lambda k: f"{k[0]}:{k[1]}:{k[2]}:{k[3]}")
def test_engine_and_corpus_give_the_hand_worked_answer(key: tuple[str, str, str, str]) -> None:
    given = only(*key)
    expected = HAND_WORKED[key]
    answer = engine_answer(given.question, given.input, Reading.from_mapping(dict(given.readings)))
    if given.question == "order":
        answer = {"orders": sorted(answer["orders"])}
        expected = {"orders": sorted(expected["orders"])}
    assert answer == expected
    rule, axis, name, point = key
    case_id = next(
        case_id
        for case_id, case in generated_cases().items()
        if case["rules"][0] == rule and case["covers"] == [f"{axis}:{name}:{point}"]
    )
    stored = generated_cases()[case_id]["expected"]
    if given.question == "order":
        stored = {"orders": sorted(stored["orders"])}
    assert stored == expected
