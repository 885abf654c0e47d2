"""Scoring a score pile as Z3 constraints: rulebook "Scoring" (its table, Important note and worked example).

Every row of the scoring table is a constraint over the five cards of the winner's score pile, tracked under its
rule id (``spec/tzq.toml``); the readings the cut-off table leaves open are assumption literals
(``reading:score.characters=one-type-only`` and the like):

* ``tzq.score.colour`` (+3) — the five cards are all blue, all red or all green (the corner colours: reading
  ``colour.table``). Five white cards are the White Hand instead, and score Colour too only under
  ``score.white-hand-colour=also-colour``.
* ``tzq.score.white-hand`` (+4) — the five cards are all white.
* ``tzq.score.five-elements`` (+4) — the five cards show the five colours white, blue, black, red and green.
* ``tzq.score.emperor`` (+6) — three Tien Zi Que cards.
* ``tzq.score.proud-dragon`` (+6) — five coins whose numbers follow each other exactly, n to n+4 with n from 1 to
  5 (no wrapping from 9 to 1), of any series, or under ``score.proud-dragon-series=one-series`` all of one series.
* ``tzq.score.pair`` (+2) — a face (a coin's number, or an honour) held exactly twice; one line for each such face,
  or at most one line under ``score.second-pair=once``.
* ``tzq.score.three-of-a-kind`` (+5) — a face held exactly three times (the pair among the three is no Pair: a
  Pair is a face held exactly twice). Under ``score.pair-beside-three=not-counted`` no Pair scores beside a Three
  (or Four) of a Kind.
* ``tzq.score.four-of-a-kind`` — a face held four times (only a coin number: three copies of each honour) scores
  +5 (``score.four-of-a-kind=as-three``) or +7 (``three-and-pair``); its pairs are no Pair.
* ``tzq.score.characters`` — k different honour kinds on the pile: under ``score.characters=one-per-type`` k
  points, under ``one-type-only`` 1 point for k = 1 and nothing for more; nothing for k = 0.
* ``tzq.score.joker`` — at scoring a Tien Zi Que card stands for no other card and has no face: two or three of
  them are no Pair and no Three of a Kind, and none is a Character. (Without this rule the model lets a joker count
  as any face, ``joker_as``, and lets the jokers pair up with each other, ``jokers_alike``.)

Each row defines how many lines it scores and the points of each line; one satisfiability check with the pile and
the reading assumed fixes them all, and the lines are read back from the solution. The solver is built once and
reused. This module never uses the engine; the two are cross-checked.

>>> score(["E", "E", "T", "T", "T"]).points  # Characters +1, Pair E E +2, Emperor +6
9
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_count import Count, count_of
from rulebook.core.z3_solving import check, fact, int_value, is_true, track
from rulebook.tzq.cards import (
    ALL_KINDS,
    COIN_KINDS,
    COLOURS,
    COMBINATION_SIZE,
    COPIES,
    HONOURS,
    JOKER,
    NUMBERS,
    SCORE_PILE_SIZE,
    SERIES,
    Cards,
    check_copies,
    colour_of,
    face_of,
    format_cards,
    parse_card,
    series_of,
)
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.verdict import Line, Score

COLOUR = "tzq.score.colour"
WHITE_HAND = "tzq.score.white-hand"
FIVE_ELEMENTS = "tzq.score.five-elements"
EMPEROR = "tzq.score.emperor"
PROUD_DRAGON = "tzq.score.proud-dragon"
PAIR = "tzq.score.pair"
THREE = "tzq.score.three-of-a-kind"
FOUR = "tzq.score.four-of-a-kind"
CHARACTERS = "tzq.score.characters"
JOKER_SCORING = "tzq.score.joker"
MAHJONG = "tzq.round.mahjong"
ROWS: tuple[str, ...] = (COLOUR, WHITE_HAND, FIVE_ELEMENTS, EMPEROR, PROUD_DRAGON, PAIR, THREE, FOUR, CHARACTERS)
"""The rows of the scoring table in the register's order: the order of a score's lines."""
SCORE_RULES: tuple[str, ...] = (*ROWS, JOKER_SCORING, MAHJONG)

# The points of the table ("Scoring"); the rows cut off in print are readings.
COLOUR_POINTS = 3
"""'Colour | +3 | Five cards all of the same Colour (blue, red, green)'."""
ONE_COLOUR: tuple[str, ...] = ("blue", "red", "green")
WHITE = "white"
WHITE_HAND_POINTS = 4
"""'White Hand | +4 | Five cards all of white Colour'."""
FIVE_ELEMENTS_POINTS = 4
"""'Five Elements | +4 | Five cards, each of a different Colour'."""
EMPEROR_POINTS = 6
EMPEROR_JOKERS = 3
"""'Emperor of the Sparrows | +6 | Three "Tien Zi Que" cards'."""
PROUD_DRAGON_POINTS = 6
PROUD_DRAGON_LENGTH = 5
"""'Proud Dragon | +6 | Five "Coin" cards following each other exactly'."""
PAIR_POINTS = 2
PAIR_SIZE = 2
"""'Pair | +2 | Two identical cards'."""
THREE_POINTS = 5
"""'Three of a Kind | +5 | Three identical cards ... The "Pair" points are not counted'."""
FOUR_SIZE = 4
FOUR_AS_THREE = THREE_POINTS
FOUR_THREE_AND_PAIR = THREE_POINTS + PAIR_POINTS
"""Reading ``score.four-of-a-kind``: the Three of a Kind inside (+5), or that and the Pair the fourth card adds (+7)."""
MAHJONG_MINIMUM = 2
"""Optional rule (reading ``mahjong.minimum=two-points``): Mah-jong needs a score pile worth at least 2 points."""

NUMBER_FACES: tuple[str, ...] = tuple(str(n) for n in NUMBERS)
FACES: tuple[str, ...] = (*NUMBER_FACES, *HONOURS)
"""The faces a card can have at scoring: a coin's number (any series) or an honour."""
IDENTICAL: tuple[str, ...] = (*FACES, JOKER)
"""What "identical cards" could mean on the pile: the faces, and the jokers among themselves."""
NATURAL_KINDS: tuple[str, ...] = tuple(kind for kind in ALL_KINDS if kind != JOKER)
OTHER_TABLE = "honours-white"
"""The one non-default option of ``colour.table``: the assumption literal says it is the table in force."""


@dataclass
class ScoreShape:
    """The reusable scoring solver and the literals and terms a question fixes or reads back."""

    solver: z3.Solver
    pile: dict[str, Count]
    """Facts: the copies of each kind on the score pile."""
    honours_white: z3.BoolRef
    one_type_only: z3.BoolRef
    three_and_pair: z3.BoolRef
    second_pair_once: z3.BoolRef
    pair_beside_three_not_counted: z3.BoolRef
    two_points_minimum: z3.BoolRef
    proud_dragon_one_series: z3.BoolRef
    white_hand_also_colour: z3.BoolRef
    joker_as: dict[str, z3.BoolRef]
    """``joker_as[face]``: a joker on the pile counts as a card of ``face`` (the joker rule says none does)."""
    jokers_alike: z3.BoolRef
    """The jokers count as identical cards among themselves (the joker rule says they do not)."""
    lines: dict[str, z3.ArithRef]
    """How many lines each row scores."""
    each: dict[str, z3.ArithRef]
    """The points of each of a row's lines."""
    total: z3.ArithRef
    mahjong_allowed: z3.BoolRef
    """The pile is good enough for Mah-jong (rule ``tzq.round.mahjong``)."""
    rule_literals: dict[str, z3.BoolRef]

    def face_count(self, face: str) -> z3.ArithRef:
        """How many cards of the pile are identical cards of ``face`` (what the joker rule lets count)."""
        if face == JOKER:
            return z3.If(self.jokers_alike, self.pile[JOKER].value(), 0)
        naturals = [literal for kind in NATURAL_KINDS if face_of(kind) == face for literal in self.pile[kind].at_least]
        return count_of([*naturals, self.joker_as[face]])

    def has_colour(self, kind: str, colour: str) -> z3.BoolRef:
        """Whether ``kind``'s corner is ``colour`` under the colour table in force (reading ``colour.table``)."""
        default, other = colour_of(kind) == colour, colour_of(kind, OTHER_TABLE) == colour
        if default == other:
            return z3.BoolVal(default)
        return self.honours_white if other else fact(self.honours_white, False)

    def all_of_colour(self, colour: str) -> z3.BoolRef:
        """Every card on the pile is ``colour``."""
        return z3.And(*(z3.Implies(self.pile[kind].ge(1), self.has_colour(kind, colour)) for kind in ALL_KINDS))

    def some_of_colour(self, colour: str) -> z3.BoolRef:
        """Some card on the pile is ``colour``."""
        return z3.Or(*(z3.And(self.pile[kind].ge(1), self.has_colour(kind, colour)) for kind in ALL_KINDS))

    def pile_facts(self, pile: Cards) -> list[z3.BoolRef]:
        """Assumptions fixing the pile to ``pile``."""
        return [literal for kind in ALL_KINDS for literal in self.pile[kind].equals(pile.count(kind))]

    def reading_facts(self, reading: Reading) -> list[z3.BoolRef]:
        """Assumptions choosing the options of ``reading``."""
        return [
            fact(self.honours_white, reading.colour_table == OTHER_TABLE),
            fact(self.one_type_only, reading.score_characters == "one-type-only"),
            fact(self.three_and_pair, reading.score_four_of_a_kind == "three-and-pair"),
            fact(self.second_pair_once, reading.score_second_pair == "once"),
            fact(self.pair_beside_three_not_counted, reading.score_pair_beside_three == "not-counted"),
            fact(self.two_points_minimum, reading.mahjong_minimum == "two-points"),
            fact(self.proud_dragon_one_series, reading.score_proud_dragon_series == "one-series"),
            fact(self.white_hand_also_colour, reading.score_white_hand_colour == "also-colour"),
        ]


def one_line(condition: z3.BoolRef) -> z3.ArithRef:
    """One line when ``condition`` holds, else none."""
    return z3.If(condition, 1, 0)


def score_rules(shape: ScoreShape) -> dict[str, list[z3.BoolRef]]:
    """The rows of the scoring table, the joker at scoring and the Mah-jong minimum, by rule id."""
    lines, each, count = shape.lines, shape.each, shape.face_count
    jokers = shape.pile[JOKER]
    rules: dict[str, list[z3.BoolRef]] = {}
    # Colour: all five blue, all five red or all five green; all five white too under
    # score.white-hand-colour=also-colour.
    also_white = z3.And(shape.white_hand_also_colour, shape.all_of_colour(WHITE))
    one_colour = z3.Or(*(shape.all_of_colour(colour) for colour in ONE_COLOUR), also_white)
    rules[COLOUR] = [lines[COLOUR] == one_line(one_colour), each[COLOUR] == COLOUR_POINTS]
    # White Hand: all five white.
    rules[WHITE_HAND] = [
        lines[WHITE_HAND] == one_line(shape.all_of_colour(WHITE)),
        each[WHITE_HAND] == WHITE_HAND_POINTS,
    ]
    # Five Elements: each of the five colours on the pile (five cards, so each card a different colour).
    five_colours = z3.And(*(shape.some_of_colour(colour) for colour in COLOURS))
    rules[FIVE_ELEMENTS] = [lines[FIVE_ELEMENTS] == one_line(five_colours), each[FIVE_ELEMENTS] == FIVE_ELEMENTS_POINTS]
    # Emperor of the Sparrows: three Tien Zi Que cards.
    rules[EMPEROR] = [lines[EMPEROR] == one_line(jokers.ge(EMPEROR_JOKERS)), each[EMPEROR] == EMPEROR_POINTS]
    # Proud Dragon: five coins whose numbers follow each other exactly: one card of each of n .. n+4 (n at most 5:
    # no wrapping from 9 to 1); under score.proud-dragon-series=one-series five coins of one series.
    starts = range(1, max(NUMBERS) - PROUD_DRAGON_LENGTH + 2)
    in_a_row = z3.Or(*(z3.And(*(count(str(n + step)) == 1 for step in range(PROUD_DRAGON_LENGTH))) for n in starts))
    one_series = z3.Or(
        *(
            z3.Sum(*(shape.pile[kind].value() for kind in COIN_KINDS if series_of(kind) == series))
            == PROUD_DRAGON_LENGTH
            for series in SERIES
        )
    )
    dragon = z3.And(in_a_row, z3.Or(z3.Not(shape.proud_dragon_one_series), one_series))
    rules[PROUD_DRAGON] = [lines[PROUD_DRAGON] == one_line(dragon), each[PROUD_DRAGON] == PROUD_DRAGON_POINTS]
    # Three of a Kind: a face held exactly three times; a Four of a Kind holds a face four times. Under
    # score.pair-beside-three=not-counted no Pair scores beside either.
    threes = count_of([count(face) == COMBINATION_SIZE for face in IDENTICAL])
    fours = count_of([count(face) == FOUR_SIZE for face in IDENTICAL])
    pairs_suppressed = z3.Bool("score.pairs-not-counted")
    rules[THREE] = [
        lines[THREE] == threes,
        each[THREE] == THREE_POINTS,
        pairs_suppressed == z3.And(shape.pair_beside_three_not_counted, threes + fours > 0),
    ]
    # Four of a Kind: +5 as the Three inside, or +7 with the Pair the fourth card adds (score.four-of-a-kind).
    rules[FOUR] = [
        lines[FOUR] == fours,
        each[FOUR] == z3.If(shape.three_and_pair, FOUR_THREE_AND_PAIR, FOUR_AS_THREE),
    ]
    # Pair: a face held exactly twice, a line each — at most one under score.second-pair=once.
    pair_faces = count_of([count(face) == PAIR_SIZE for face in IDENTICAL])
    counted = z3.If(shape.second_pair_once, z3.If(pair_faces > 0, 1, 0), pair_faces)
    rules[PAIR] = [lines[PAIR] == z3.If(pairs_suppressed, 0, counted), each[PAIR] == PAIR_POINTS]
    # Characters: k kinds of honour on the pile; k points (one-per-type), or 1 point for k = 1 only (one-type-only).
    kinds = count_of([count(honour) >= 1 for honour in HONOURS])
    scores_characters = z3.And(kinds >= 1, z3.Or(z3.Not(shape.one_type_only), kinds == 1))
    rules[CHARACTERS] = [
        lines[CHARACTERS] == one_line(scores_characters),
        each[CHARACTERS] == z3.If(shape.one_type_only, 1, kinds),
    ]
    # The joker at scoring: a black card that replaces no other card and has no face of its own.
    rules[JOKER_SCORING] = [z3.Not(shape.jokers_alike), *(z3.Not(literal) for literal in shape.joker_as.values())]
    # Mah-jong: under mahjong.minimum=two-points only a pile worth at least two points.
    rules[MAHJONG] = [shape.mahjong_allowed == z3.Or(z3.Not(shape.two_points_minimum), shape.total >= MAHJONG_MINIMUM)]
    return rules


def structure(shape: ScoreShape) -> list[z3.BoolRef]:
    """Bookkeeping, not rules: counts describe numbers, the jokers standing in are jokers of the pile, the total."""
    constraints = [c for kind in ALL_KINDS for c in shape.pile[kind].ordered()]
    standing_in = [(literal, 1) for literal in shape.joker_as.values()]
    constraints.append(z3.PbLe([*standing_in, *((literal, -1) for literal in shape.pile[JOKER].at_least)], 0))
    constraints.append(shape.total == z3.Sum(*(shape.lines[row] * shape.each[row] for row in ROWS)))
    return constraints


@cache
def shape() -> ScoreShape:
    """The scoring solver, built on first use and shared in the process; every rule tracked by its rule id."""
    built = ScoreShape(
        solver=z3.Solver(),
        pile={kind: Count.fresh(f"score.pile.{kind}", COPIES[kind]) for kind in ALL_KINDS},
        honours_white=z3.Bool("reading:colour.table=honours-white"),
        one_type_only=z3.Bool("reading:score.characters=one-type-only"),
        three_and_pair=z3.Bool("reading:score.four-of-a-kind=three-and-pair"),
        second_pair_once=z3.Bool("reading:score.second-pair=once"),
        pair_beside_three_not_counted=z3.Bool("reading:score.pair-beside-three=not-counted"),
        two_points_minimum=z3.Bool("reading:mahjong.minimum=two-points"),
        proud_dragon_one_series=z3.Bool("reading:score.proud-dragon-series=one-series"),
        white_hand_also_colour=z3.Bool("reading:score.white-hand-colour=also-colour"),
        joker_as={face: z3.Bool(f"score.joker-as={face}") for face in FACES},
        jokers_alike=z3.Bool("score.jokers-alike"),
        lines={row: z3.Int(f"score.lines.{row}") for row in ROWS},
        each={row: z3.Int(f"score.each.{row}") for row in ROWS},
        total=z3.Int("score.total"),
        mahjong_allowed=z3.Bool("score.mahjong-allowed"),
        rule_literals={},
    )
    built.solver.add(*structure(built))
    rules = score_rules(built)
    built.rule_literals.update(track(built.solver, rules))
    return built


def pile_cards(pile: Sequence[str] | Cards, size: int = SCORE_PILE_SIZE, what: str = "the score pile") -> Cards:
    """The cards of a pile of ``size`` cards, checked (rule ``tzq.deck.cards``); :class:`InputError` otherwise."""
    if isinstance(pile, Cards):
        cards = pile
    else:
        if isinstance(pile, str) or not all(isinstance(card, str) for card in pile):
            raise InputError(f"{what}: expected a list of cards such as '4a', 'E' or 'T'")
        cards = Cards.of(parse_card(card) for card in pile)
    if len(cards) != size:
        raise InputError(f"{what} holds {len(cards)} cards; expected {size}")
    check_copies(cards, what)
    return cards


@lru_cache(maxsize=1 << 16)
def scored(pile: Cards, reading: Reading) -> tuple[Score, bool]:
    """The one solution of the scoring rules for the five cards ``pile`` under ``reading``, read back.

    Returns the score (its lines in the table's order) and whether the pile allows Mah-jong (``tzq.round.mahjong``).
    Answers are kept: a score pile scores the same every time it is asked.
    """
    scoring = shape()
    if not check(scoring.solver, [*scoring.pile_facts(pile), *scoring.reading_facts(reading)]):
        raise AssertionError(f"the scoring rules give {format_cards(pile)} no score: {scoring.solver.unsat_core()}")
    model = scoring.solver.model()
    lines: list[Line] = []
    for row in ROWS:
        count = int_value(model, scoring.lines[row])
        if count:
            lines += [Line(row, int_value(model, scoring.each[row]))] * count
    allowed = is_true(model, scoring.mahjong_allowed)
    return Score(sum(line.points for line in lines), tuple(lines)), allowed


def score(pile: Sequence[str] | Cards, reading: Reading = DEFAULT) -> Score:
    """What the five cards of a score pile score under ``reading``: the rows that score, in the table's order."""
    return scored(pile_cards(pile), reading)[0]


def mahjong_allowed(pile: Sequence[str] | Cards, reading: Reading = DEFAULT) -> bool:
    """Rule ``tzq.round.mahjong``: whether a fifth combination may leave this five-card score pile."""
    return scored(pile_cards(pile), reading)[1]


@dataclass(frozen=True)
class PileClass:
    """A set of piles described by counts.

    ``numbers[c - 1]`` coin numbers held exactly ``c`` times (c = 1..4), ``honours[c - 1]`` honour kinds held
    exactly ``c`` times (c = 1..3), ``jokers`` Tien Zi Que cards, ``colours`` the cards of each corner colour,
    whether the coins are five numbers in a row, and whether the pile is five coins of one series. Many piles share
    one class; a class the scoring rows do not read alike is found out by :func:`scored_otherwise`, which asks about
    every pile of the class.
    """

    numbers: tuple[int, ...]
    honours: tuple[int, ...]
    jokers: int
    colours: tuple[tuple[str, int], ...]
    in_a_row: bool
    one_series: bool = False


@cache
def _class_terms() -> dict[str, z3.ArithRef]:
    """The integer terms a class fixes, by name (built once)."""
    scoring = shape()
    terms: dict[str, z3.ArithRef] = {}
    natural = {
        face: z3.Sum(*(scoring.pile[kind].value() for kind in NATURAL_KINDS if face_of(kind) == face)) for face in FACES
    }
    for held in range(1, FOUR_SIZE + 1):
        terms[f"numbers={held}"] = count_of([natural[face] == held for face in NUMBER_FACES])
    for held in range(1, COMBINATION_SIZE + 1):
        terms[f"honours={held}"] = count_of([natural[face] == held for face in HONOURS])
    terms["jokers"] = scoring.pile[JOKER].value()
    for colour in COLOURS:
        terms[f"colour={colour}"] = z3.Sum(
            *(z3.If(scoring.has_colour(kind, colour), scoring.pile[kind].value(), 0) for kind in ALL_KINDS)
        )
    starts = range(1, max(NUMBERS) - PROUD_DRAGON_LENGTH + 2)
    row = z3.Or(*(z3.And(*(natural[str(n + step)] == 1 for step in range(PROUD_DRAGON_LENGTH))) for n in starts))
    terms["in-a-row"] = z3.If(row, 1, 0)
    by_series = [
        z3.Sum(*(scoring.pile[kind].value() for kind in COIN_KINDS if series_of(kind) == series)) for series in SERIES
    ]
    terms["one-series"] = z3.If(z3.Or(*(held == SCORE_PILE_SIZE for held in by_series)), 1, 0)
    return terms


_CLASS_LITERALS: dict[tuple[str, int], z3.BoolRef] = {}
_DIFFERS: dict[Score, z3.BoolRef] = {}


def _holds(name: str, value: int) -> z3.BoolRef:
    """An assumption literal meaning "the class term ``name`` is ``value``" (built once)."""
    key = (name, value)
    literal = _CLASS_LITERALS.get(key)
    if literal is None:
        literal = _CLASS_LITERALS[key] = z3.Bool(f"class.{name}:{value}")
        shape().solver.add(z3.Implies(literal, _class_terms()[name] == value))
    return literal


def _differs(expected: Score) -> z3.BoolRef:
    """An assumption literal meaning "the pile's score differs from ``expected`` in its total or a line"."""
    literal = _DIFFERS.get(expected)
    if literal is None:
        scoring = shape()
        rows = {row: [line.points for line in expected.lines if line.rule == row] for row in ROWS}
        differs = [scoring.total != expected.points]
        differs += [scoring.lines[row] != len(points) for row, points in rows.items()]
        differs += [scoring.each[row] != points[0] for row, points in rows.items() if points]
        literal = _DIFFERS[expected] = z3.Bool(f"class.differs#{len(_DIFFERS)}")
        scoring.solver.add(z3.Implies(literal, z3.Or(*differs)))
    return literal


def scored_otherwise(pile_class: PileClass, expected: Score, reading: Reading = DEFAULT) -> Cards | None:
    """A five-card pile of ``pile_class`` whose score (any line or the total) is not ``expected``, or ``None``.

    ``None`` proves that every pile of the class the deck allows scores ``expected`` under ``reading``: the rows
    are asked about every such pile at once (one satisfiability question), not pile by pile. The class and the
    expected score are assumption literals, so the one scoring solver answers every class.
    """
    scoring = shape()
    shown = dict(pile_class.colours)
    facts = [_holds(f"numbers={held}", n) for held, n in enumerate(pile_class.numbers, start=1)]
    facts += [_holds(f"honours={held}", n) for held, n in enumerate(pile_class.honours, start=1)]
    facts += [_holds("jokers", pile_class.jokers), _holds("in-a-row", int(pile_class.in_a_row))]
    facts += [_holds("one-series", int(pile_class.one_series))]
    facts += [_holds(f"colour={colour}", shown.get(colour, 0)) for colour in COLOURS]
    facts += [_differs(expected), *scoring.reading_facts(reading)]
    if not check(scoring.solver, facts):
        return None
    model = scoring.solver.model()
    return Cards(tuple(int_value(model, scoring.pile[kind].value()) for kind in ALL_KINDS))


def best_keep(pile: Sequence[str], combination: Sequence[str], reading: Reading = DEFAULT) -> tuple[str, ...]:
    """The kinds of ``combination`` whose keeping scores most when the pile then has five cards (canonical order).

    ``pile`` is the four cards of the score pile before a fifth combination; ``combination`` its three cards.
    """
    four = pile_cards(pile, SCORE_PILE_SIZE - 1, "the score pile before the fifth combination")
    three = pile_cards(combination, COMBINATION_SIZE, "the combination")
    check_copies(four + three, "the score pile and the combination")
    kinds = [kind for kind in ALL_KINDS if three.count(kind)]
    points = {kind: score(four + Cards.of([kind]), reading).points for kind in kinds}
    best = max(points.values())
    return tuple(kind for kind in kinds if points[kind] == best)


__all__ = [
    "ROWS",
    "SCORE_RULES",
    "PileClass",
    "ScoreShape",
    "best_keep",
    "mahjong_allowed",
    "score",
    "scored",
    "scored_otherwise",
    "shape",
]
