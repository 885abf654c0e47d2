"""The mahjong sweep matrix, checked by hand (issue 46; :mod:`rulebook.mahjong.corpus.sweeps`).

The deck's counts are the rulebook's (Cards), every attribute pair is compared field by field, every threshold
input is counted here to sit at its point, and a few cells' answers are worked out by hand.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from rulebook.core.corpus.sweep_matrix import Cell, game_cells
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.spec import corpus_dir
from rulebook.mahjong.corpus.sweeps import sweeper

Tile = tuple[int, str]
"""A tile as the mpsz notation names it: its number and its suit (``z`` for the honours)."""
HONOURS: Mapping[str, Tile] = {
    "E": (1, "z"),
    "S": (2, "z"),
    "W": (3, "z"),
    "N": (4, "z"),
    "Wd": (5, "z"),
    "Gd": (6, "z"),
    "Rd": (7, "z"),
}
"""The honours in mpsz (Tenhou's order: the winds East to North, then white, green, red dragon)."""
TILE_FIELDS = ("hand", "exposed", "concealed_kongs", "concealed")
GROUP = re.compile(r"([1-9]+)([mpsz])|(Rd|Gd|Wd|E|S|W|N)")

SWEEPER = sweeper()
CELLS = [cell for cell in game_cells("mahjong", SWEEPER.kinds()) if cell.axis != "reading"]


def mpsz(kind: str) -> Tile:
    """A kind of the deck (``5p``, ``Rd``) as (number, suit)."""
    return (int(kind[0]), kind[1]) if kind[0].isdigit() else HONOURS[kind]


def tiles(text: str | list[str]) -> Counter[Tile]:
    """The tiles of a string (or of a list of sets) as a multiset of (number, suit), read here (a fifth copy too).

    The inputs write digits then their suit letter (``123m``) and the honours as letters (``E``, ``RdRd``).
    """
    joined = " ".join(text) if isinstance(text, list) else text
    found: Counter[Tile] = Counter()
    for digits, suit, honour in GROUP.findall(joined):
        if honour:
            found[HONOURS[honour]] += 1
        for digit in digits:
            found[int(digit), suit] += 1
    assert GROUP.sub("", joined).strip() == "", joined
    return found


def flat(data: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """An input as its fields, each set of tiles read as a multiset, the hands and claims of a table field by field."""
    found: dict[str, Any] = {}
    for key, value in data.items():
        if key in TILE_FIELDS:
            found[prefix + key] = tiles(value)
        elif key == "hands":
            for player, held in enumerate(value):
                found |= flat({"hand": held} if isinstance(held, str) else held, f"hands.{player}.")
        elif key == "claims":
            for number, claim in enumerate(value):
                found |= {f"claims.{number}.{name}": item for name, item in claim.items()}
        else:
            found[prefix + key] = value
    return found


def inputs_of(cell: Cell) -> list[SweepInput]:
    return list(SWEEPER.inputs(cell))


# ---------------------------------------------------------------------------------------------------------------
# The deck
# ---------------------------------------------------------------------------------------------------------------


def test_the_deck_is_the_rulebooks() -> None:
    """Cards: "136 ... cards ... 4 games of 34 cards": 3 sticks of 9 numbered cards, 4 winds, 3 dragons."""
    kinds = SWEEPER.kinds()
    assert len(kinds) == 9 * 3 + 4 + 3 == 34
    assert set(kinds.values()) == {4}
    assert sum(kinds.values()) == 136
    assert {"1m", "9p", "5s", "E", "N", "Rd", "Gd", "Wd"} <= set(kinds)


def test_a_fifth_copy_is_asked_of_every_kind() -> None:
    """Each kind's ``past`` input holds five of it, its ``max`` input four (Cards)."""
    for cell in (cell for cell in CELLS if cell.axis == "multiplicity"):
        (given,) = inputs_of(cell)
        counts = tiles(given.input["hand"])
        assert counts == Counter({mpsz(cell.name): 4 if cell.point == "max" else 5}), cell.key


# ---------------------------------------------------------------------------------------------------------------
# Attribute pairs differ in that attribute alone
# ---------------------------------------------------------------------------------------------------------------

ONLY_FIELD = {
    "seat wind": "seat_wind",
    "winner": "winner",
    "winner's seat": "winner",
    "East's seat": "east",
    "claimant's seat": "claims.0.player",
}
"""Attributes of the question rather than of a tile: the one field the pair may differ in."""


def changed_tiles(first: dict[str, Any], second: dict[str, Any]) -> tuple[list[Tile], list[Tile]]:
    """The tiles the first input holds and the second does not, and the other way round, over every tile field."""
    one = sum((value for value in first.values() if isinstance(value, Counter)), Counter[Tile]())
    two = sum((value for value in second.values() if isinstance(value, Counter)), Counter[Tile]())
    return sorted((one - two).elements()), sorted((two - one).elements())


@pytest.mark.parametrize(
    "cell", [cell for cell in CELLS if cell.axis == "attribute"], ids=lambda cell: f"{cell.rule}:{cell.name}"
)
def test_an_attribute_pair_differs_in_that_attribute_alone(cell: Cell) -> None:
    first, second = (flat(given.input) for given in inputs_of(cell))
    differ = {key for key in first.keys() | second.keys() if first.get(key) != second.get(key)}
    other = {key for key in differ if not isinstance(first.get(key, second.get(key)), Counter)}
    gone, came = changed_tiles(first, second)
    if cell.name in ONLY_FIELD:
        assert differ == {ONLY_FIELD[cell.name]}
        return
    assert not other, other
    if cell.name == "exposed or concealed":
        assert not gone and not came, "the same tiles, moved between the hand and the table"
        assert len(differ) == 2 and differ & {"exposed", "concealed_kongs"}, differ
        return
    assert gone and len(gone) == len(came)
    by = (lambda tile: (tile[0], tile[1])) if cell.name in ("suit", "suit or honours") else (lambda tile: tile[::-1])
    for old, new in zip(sorted(gone, key=by), sorted(came, key=by), strict=True):
        if cell.name == "number":
            assert old[1] == new[1] and old[0] != new[0], (old, new)
        else:
            assert old[0] == new[0] and old[1] != new[1], (old, new)
    if cell.name == "suit or honours":
        assert {suit for _, suit in gone + came} >= {"z"}


# ---------------------------------------------------------------------------------------------------------------
# Threshold inputs sit at their points
# ---------------------------------------------------------------------------------------------------------------


def most_alike(text: str) -> int:
    """The most tiles of one kind in ``text``."""
    return max(tiles(text).values())


def run_end(text: str, end: str) -> int:
    """The lowest (or highest) number of a run of characters, reading a 9 before a 1 as 0 (a 1 after a 9 as 10)."""
    numbers = sorted(number for number, suit in tiles(text).elements() if suit == "m")
    if end == "low":
        return min(0 if number == 9 and 1 in numbers else number for number in numbers)
    return max(10 if number == 1 and 9 in numbers else number for number in numbers)


def suits(text: str) -> int:
    return len({suit for _, suit in tiles(text) if suit != "z"})


def honour_groups(text: str) -> int:
    return len({tile for tile in tiles(text) if tile[1] == "z"})


SPLITS = {
    "123m 456p 789s EE RdRdRd": [["123m", "456p", "789s", "EE", "RdRdRd"]],
    "11123444m": [["11m", "123m", "444m"], ["111m", "234m", "44m"]],
    "11122233344m": [["11m", "123m", "234m", "234m"], ["111m", "222m", "333m", "44m"], ["123m", "123m", "123m", "44m"]],
}
"""Every split of the best-split inputs, listed by hand (Development of the game: sets of three and a pair)."""


def splits(data: Mapping[str, Any]) -> int:
    listed = SPLITS[data["hand"]]
    for split in listed:
        assert tiles(split) == tiles(data["hand"])
    return len(listed)


RAW_SCORES = {
    "999m 123p 55s": (32 + 32 + 8) * 4 + 10,
    "555p 123s EE": (32 + 32 + 4 + 2) * 4 + 20,
    "RdRdRd GdGdGd 999m 555p 55s": (8 + 8 + 8 + 4 + 10) * 4 + 150,
}
"""The limit's inputs, scored by hand before the limit (Punctuation): the kongs of dragons 32 each, a pung in hand
of 9s 8 and of 5s 4, a pair of winds 2, the winner's 10 or 20 after doubling, the two dragons doubling twice; the
last adds 150 for the first discard to the hand's 152 (reading special.value=added)."""


def raw_score(data: Mapping[str, Any]) -> int:
    return RAW_SCORES[data["hand"]]


COUNTS: dict[str, Callable[[Mapping[str, Any]], int]] = {
    "tiles in a winning hand": lambda data: tiles(data["hand"]).total(),
    "sets besides the pair": lambda data: (tiles(data["hand"]).total() - 2) // 3,
    "identical tiles in a pung": lambda data: most_alike(data["hand"]),
    "tiles in a chow": lambda data: sum(n for (_, suit), n in tiles(data["hand"]).items() if suit == "m"),
    "lowest number a chow starts at": lambda data: run_end(data["hand"], "low"),
    "highest number a chow ends at": lambda data: run_end(data["hand"], "high"),
    "identical tiles in a pair": lambda data: most_alike(data["hand"]),
    "identical tiles in a declared kong": lambda data: most_alike(data["concealed_kongs"][0]),
    "tiles in a winning hand with one kong": lambda data: sum(tiles(data["hand"]).values()) + 4,
    "ways the hand splits": splits,
    "lowest number of a simple": lambda data: next(iter(tiles(data["exposed"])))[0],
    "highest number of a simple": lambda data: next(iter(tiles(data["exposed"])))[0],
    "copies of a kind in hand scored as a pung": lambda data: most_alike(data["hand"]),
    "honours of a kind in hand scored as a pair": lambda data: tiles(data["hand"])[HONOURS["N"]],
    "tiles of the own wind": lambda data: tiles(data["hand"])[HONOURS[data["seat_wind"]]],
    "tiles of a dragon": lambda data: tiles(data["hand"])[HONOURS["Rd"]],
    "suits in the hand": lambda data: suits(data["hand"]),
    "groups of honours": lambda data: honour_groups(data["hand"]),
    "sets on the table": lambda data: len(data["exposed"]) + len(data["concealed_kongs"]),
    "the limit": raw_score,
    "one loser's score over another's": lambda data: data["scores"][1] - data["scores"][2],
    "tiles in hand that run with the discard": lambda data: sum(tiles(data["hands"][1]).values()),
    "tiles like the discard in hand": lambda data: max(tiles(hand)[(5, "p")] for hand in data["hands"]),
    "tiles in hand the discard joins": lambda data: sum(tiles(data["hands"][2]).values()),
    "claims on one discard": lambda data: len(data["claims"]),
    "tiles of a kind in hand": lambda data: most_alike(data["hand"]),
    "tiles left": lambda data: data["tiles_left"],
}
"""How to count, in each threshold's input, the number the threshold names."""


@pytest.mark.parametrize(
    "cell", [cell for cell in CELLS if cell.axis == "threshold"], ids=lambda cell: f"{cell.rule}:{cell.key}"
)
def test_a_threshold_input_sits_at_its_point(cell: Cell) -> None:
    found = inputs_of(cell)
    if not found:
        pytest.skip("a hole the register explains")
    for given in found:
        counted = COUNTS[cell.name](given.input)
        if cell.name == "the limit" and cell.point != "at":
            # Every score is even (sets, pairs, bonuses and special values are, and doubling keeps them so), so
            # 299 and 301 are no score: the cell asks the nearest on its side.
            assert counted % 2 == 0 and counted == (cell.value or 0) + (1 if cell.point == "above" else -1)
        else:
            assert counted == cell.value, given.description


# ---------------------------------------------------------------------------------------------------------------
# A few answers worked by hand
# ---------------------------------------------------------------------------------------------------------------


def expected(case_id: str) -> Any:
    """The committed corpus's expected answer of one sweep case."""
    for path in corpus_dir("mahjong").glob("sweep_*.json"):
        for case in json.loads(path.read_text())["cases"]:
            if case["id"] == case_id:
                return case["expected"]
    raise KeyError(case_id)


def test_the_limit_caps_302_and_keeps_298() -> None:
    """Punctuation: above 300 counts as 300; the hand of 298 keeps its score."""
    assert expected("sweep.score.limit.threshold.the-limit.below")["score"] == 298
    assert expected("sweep.score.limit.threshold.the-limit.at")["score"] == 300
    assert expected("sweep.score.limit.threshold.the-limit.above")["score"] == 300


def test_terminal_and_simple_pungs_on_the_table() -> None:
    """Punctuation: an exposed trio of 1 or 9 scores 4, of 2 to 8 scores 2; +10 for winning; chows and 55p 0."""
    points = {number: 4 if number in (1, 9) else 2 for number in (1, 2, 3, 7, 8, 9)}
    for name, numbers in (("lowest", (1, 2, 3)), ("highest", (7, 8, 9))):
        for point, number in zip(("below", "at", "above"), numbers, strict=True):
            answer = expected(f"sweep.score.pung.threshold.{name}-number-of-a-simple.{point}")
            assert answer["score"] == points[number] + 10


def test_losers_settle_at_equal_scores() -> None:
    """Punctuation: East (player 0) wins 20 from each loser, doubled: 120; losers 1 and 2 tie at 10, so neither pays
    the other; loser 3 (0) pays each of them 10: 1 and 2 get -40 + 10, 3 gets -40 - 20."""
    assert expected("sweep.settle.losers.threshold.one-loser-s-score-over-another-s.at") == {
        "net": [120, -30, -30, -60]
    }


def test_only_the_player_before_chows() -> None:
    """Development of the game (Chou): player 1 chows 46p on player 0's 5p and on nobody else's."""
    chow = {"player": 1, "shape": "chow", "tiles": "46p"}
    assert expected("sweep.claim.chow.source.the-player-before.allowed") == {"claims": [chow]}
    for source in ("the-player-across", "the-player-after", "his-own-discard"):
        assert expected(f"sweep.claim.chow.source.{source}.forbidden") == {"claims": []}


def test_a_hand_is_drawn_at_fourteen_left() -> None:
    """End: 'when only 14 cards stay' the hand is drawn; at 15 it goes on."""
    assert expected("sweep.game.drawn.threshold.tiles-left.at") == {"drawn": True}
    assert expected("sweep.game.drawn.threshold.tiles-left.above") == {"drawn": False}


def test_every_source_outcome_is_the_registers() -> None:
    """A source cell's input is accepted where the register allows the source, refused where it forbids it."""
    for cell in (cell for cell in CELLS if cell.axis == "source"):
        for given in inputs_of(cell):
            assert given.outcome == ("accepts" if cell.point == "allowed" else "refuses"), cell.key
