"""Scoring a five-card score pile (rulebook "Scoring", its Important note and worked example; "End of the Round").

A score pile's score depends only on its face counts, its colour counts and whether its coins share one series, so
:func:`score` keeps, per reading, a table keyed by those, filled on first sight of each key (each is scored once per
reading) from :func:`score_of_key`, which reads each row of the table:

- ``tzq.score.colour`` (+3): the five cards have one colour among blue, red and green (reading ``colour.table``);
  under ``score.white-hand-colour=also-colour`` five white cards score it too.
- ``tzq.score.white-hand`` (+4): the five cards are white (by default never also Colour: its row names only three
  colours; reading ``score.white-hand-colour``).
- ``tzq.score.five-elements`` (+4): the five cards have five different colours (only a joker is black).
- ``tzq.score.emperor`` (+6): three Tien Zi Que cards.
- ``tzq.score.proud-dragon`` (+6): five coins whose numbers follow each other exactly (1 to 9, never wrapping
  from 9 to 1), of any series (``score.proud-dragon-series=any-series``) or of one series (``one-series``).
- ``tzq.score.pair`` (+2): a face held exactly twice; each pair scores (reading ``score.second-pair=counts``) or
  only one does (``once``).
- ``tzq.score.three-of-a-kind`` (+5): a face held three times; its own pair is not counted, and a separate pair
  beside it scores (``score.pair-beside-three=counts``) or not (``not-counted``).
- ``tzq.score.four-of-a-kind``: four coins of one number (three of each honour only), scoring as the Three of a
  Kind inside (+5, ``score.four-of-a-kind=as-three``) or with the pair the fourth makes (+7,
  ``three-and-pair``); its pairs are not counted.
- ``tzq.score.characters``: k different kinds of honour (E S W N D); none for k = 0; k points
  (``score.characters=one-per-type``) or 1 point for k = 1 and none beyond (``one-type-only``).
- ``tzq.score.joker``: at scoring a joker is a black card standing for nothing: no face for Pair, Three of a Kind
  or Proud Dragon, no Character; it counts only for Five Elements (its black) and Emperor of the Sparrows.

The worked example: ``E E T T T`` scores Characters +1 (one kind, East), Pair +2 (East East) and Emperor +6 = 9.

The lines are listed in the register's order (``spec/tzq.toml``), one line each time a row scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rulebook.core.errors import InputError
from rulebook.tzq.cards import (
    ALL_KINDS,
    COLOURS,
    SCORE_PILE_SIZE,
    Cards,
    check_copies,
    colour_of,
    is_coin,
    parse_card,
    series_of,
)
from rulebook.tzq.engine.faces import FACES, HONOUR_FACES, JOKER_FACE, KIND_FACE
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.verdict import Line, Score

COLOUR = "tzq.score.colour"
WHITE_HAND = "tzq.score.white-hand"
FIVE_ELEMENTS = "tzq.score.five-elements"
EMPEROR = "tzq.score.emperor"
PROUD_DRAGON = "tzq.score.proud-dragon"
PAIR = "tzq.score.pair"
THREE_OF_A_KIND = "tzq.score.three-of-a-kind"
FOUR_OF_A_KIND = "tzq.score.four-of-a-kind"
CHARACTERS = "tzq.score.characters"
JOKER_RULE = "tzq.score.joker"
"""Encoded by leaving the joker's face out of every face row (see :func:`score_of_key`)."""

POINTS = {
    COLOUR: 3,
    WHITE_HAND: 4,
    FIVE_ELEMENTS: 4,
    EMPEROR: 6,
    PROUD_DRAGON: 6,
    PAIR: 2,
    THREE_OF_A_KIND: 5,
}
"""The printed points of the scoring table (rulebook "Scoring")."""
FOUR_OF_A_KIND_POINTS = {"as-three": 5, "three-and-pair": 7}
"""Reading ``score.four-of-a-kind``: the row is cut off in print."""
_SINGLE_COLOURS = frozenset(("blue", "red", "green"))
_COLOUR_INDEX = {colour: i for i, colour in enumerate(COLOURS)}
_NUMBER_FACES = tuple(range(9))
"""The face indexes of the numbers 1 to 9 (:data:`rulebook.tzq.engine.faces.FACES`)."""
_EMPEROR_JOKERS = 3
_PROUD_DRAGON_LENGTH = 5

Key = tuple[tuple[int, ...], int, bool]
"""What a pile's score depends on: its face counts, its colour signature (:func:`colour_signature`) and whether
its coins are all of one series."""
MIXED = -1
"""The colour signature of a pile with neither one colour nor five different colours."""
FIVE_COLOURS = len(COLOURS)
"""The colour signature of a pile with five different colours."""


_KIND_SERIES: tuple[str | None, ...] = tuple(series_of(kind) if is_coin(kind) else None for kind in ALL_KINDS)
"""Each kind's coin series (``None`` for an honour or a joker)."""


@cache
def _kind_colours(table: str) -> tuple[int, ...]:
    return tuple(_COLOUR_INDEX[colour_of(kind, table)] for kind in ALL_KINDS)


def colour_signature(colour_counts: Sequence[int]) -> int:
    """All the colour rows read of a pile: the index of its one colour, :data:`FIVE_COLOURS`, or :data:`MIXED`."""
    for colour, n in enumerate(colour_counts):
        if n == SCORE_PILE_SIZE:
            return colour
    return FIVE_COLOURS if all(n == 1 for n in colour_counts) else MIXED


def pile_key(counts: tuple[int, ...], reading: Reading) -> Key:
    """The face counts, colour signature and one-series flag of the pile whose kind counts are ``counts``."""
    colours = _kind_colours(reading.colour_table)
    faces = [0] * len(FACES)
    colour_counts = [0] * len(COLOURS)
    series: set[str | None] = set()
    for kind, n in enumerate(counts):
        if n:
            faces[KIND_FACE[kind]] += n
            colour_counts[colours[kind]] += n
            series.add(_KIND_SERIES[kind])
    return tuple(faces), colour_signature(colour_counts), len(series) == 1 and None not in series


def _colour_lines(signature: int, reading: Reading) -> list[Line]:
    """Colour, White Hand, Five Elements (``tzq.score.colour``, ``tzq.score.white-hand``, ``.five-elements``).

    Five cards of blue, of red or of green score Colour; five white cards a White Hand, and Colour beside it only
    under ``score.white-hand-colour=also-colour`` (the Colour row names only blue, red and green); five black cards
    are impossible (three jokers); five colours score Five Elements.
    """
    if signature == FIVE_COLOURS:
        return [Line(FIVE_ELEMENTS, POINTS[FIVE_ELEMENTS])]
    if signature == MIXED:
        return []
    colour = COLOURS[signature]
    if colour in _SINGLE_COLOURS:
        return [Line(COLOUR, POINTS[COLOUR])]
    if colour != "white":
        return []
    also = [Line(COLOUR, POINTS[COLOUR])] if reading.score_white_hand_colour == "also-colour" else []
    return [*also, Line(WHITE_HAND, POINTS[WHITE_HAND])]


def _is_proud_dragon(faces: tuple[int, ...], one_series: bool, reading: Reading) -> bool:
    """Five coins of five consecutive numbers (``tzq.score.proud-dragon``); a joker is no coin (``tzq.score.joker``).

    The numbers run 1 to 9 and never wrap from 9 to 1 ("following each other exactly"); under
    ``score.proud-dragon-series=one-series`` the five coins are of one series.
    """
    held = [i for i in _NUMBER_FACES if faces[i]]
    return (
        sum(faces[i] for i in _NUMBER_FACES) == _PROUD_DRAGON_LENGTH
        and len(held) == _PROUD_DRAGON_LENGTH
        and held[-1] - held[0] == _PROUD_DRAGON_LENGTH - 1
        and (one_series or reading.score_proud_dragon_series == "any-series")
    )


def _kind_lines(faces: tuple[int, ...], reading: Reading) -> list[Line]:
    """Pair, Three of a Kind and Four of a Kind over the faces, jokers left out (``tzq.score.joker``)."""
    pairs = threes = fours = 0
    for face, n in enumerate(faces):
        if face == JOKER_FACE:
            continue
        pairs += n == 2
        threes += n == 3
        fours += n == 4
    if reading.score_second_pair == "once":
        pairs = min(pairs, 1)
    if reading.score_pair_beside_three == "not-counted" and (threes or fours):
        pairs = 0
    lines = [Line(PAIR, POINTS[PAIR])] * pairs
    lines += [Line(THREE_OF_A_KIND, POINTS[THREE_OF_A_KIND])] * threes
    lines += [Line(FOUR_OF_A_KIND, FOUR_OF_A_KIND_POINTS[reading.score_four_of_a_kind])] * fours
    return lines


def _characters(faces: tuple[int, ...], reading: Reading) -> list[Line]:
    """The one Characters row for the number of kinds of honour held (``tzq.score.characters``)."""
    kinds = sum(1 for face in HONOUR_FACES if faces[face])
    if kinds == 0:
        return []
    if reading.score_characters == "one-per-type":
        return [Line(CHARACTERS, kinds)]
    return [Line(CHARACTERS, 1)] if kinds == 1 else []


def score_of_key(key: Key, reading: Reading) -> Score:
    """The score of a five-card pile from its face and colour counts, rows in the register's order."""
    faces, signature, one_series = key
    lines = _colour_lines(signature, reading)
    if faces[JOKER_FACE] == _EMPEROR_JOKERS:
        lines.append(Line(EMPEROR, POINTS[EMPEROR]))
    if _is_proud_dragon(faces, one_series, reading):
        lines.append(Line(PROUD_DRAGON, POINTS[PROUD_DRAGON]))
    lines += _kind_lines(faces, reading)
    lines += _characters(faces, reading)
    return Score(sum(line.points for line in lines), tuple(lines))


_TABLES: dict[Reading, dict[Key, Score]] = {}
"""Per reading, the score of every pile met so far, keyed by its face and colour counts and one-series flag (about
16,000 keys cover all 920,178 five-card piles)."""


def score_counts(counts: tuple[int, ...], reading: Reading = DEFAULT) -> Score:
    """The score of the five-card pile with kind counts ``counts`` (no checks: the engine's fast path)."""
    table = _TABLES.get(reading)
    if table is None:
        table = _TABLES[reading] = {}
    key = pile_key(counts, reading)
    found = table.get(key)
    if found is None:
        found = table[key] = score_of_key(key, reading)
    return found


def score(pile: Cards | Sequence[str], reading: Reading = DEFAULT) -> Score:
    """What a score pile of exactly five cards scores (question ``score``); :class:`InputError` otherwise."""
    cards = pile if isinstance(pile, Cards) else Cards.of([parse_card(card) for card in pile])
    if len(cards) != SCORE_PILE_SIZE:
        raise InputError(f"a score pile is scored with exactly {SCORE_PILE_SIZE} cards, got {len(cards)}")
    check_copies(cards, "the score pile")
    return score_counts(cards.counts, reading)


__all__ = ["JOKER_RULE", "POINTS", "colour_signature", "pile_key", "score", "score_counts", "score_of_key"]
