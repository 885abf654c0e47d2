"""Every five-card score pile, scored by the Z3 model and by the engine (rulebook "Scoring"; ``tzq.score.*``).

A score pile is a multiset of five of the 54 cards (at most one copy of each coin, three of each honour, three
jokers: rule ``tzq.deck.cards``). There are 920,178 of them (:func:`pile_count`, by the counting recurrence below), few
enough to score every one under every reading of the hand scope (``make verify``); the standard run scores a seeded
sample, uniform over the piles (:func:`sampled_piles`: every pile has the same chance, by unranking).

The readings swept are those of the hand scope (``spec/tzq.toml``: ``colour.table``, ``score.characters``,
``score.four-of-a-kind``, ``score.second-pair``, ``score.pair-beside-three``, ``score.proud-dragon-series``,
``score.white-hand-colour``): the default, and each other option
of each key with the rest at the default (:func:`hand_readings`). A separate family draws piles under random
choices of every hand key at once, for the readings' interactions (two pairs beside a Three of a Kind, a Four of a
Kind with its pairs not counted).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, get_args, get_type_hints

from rulebook.core.register import reading_keys
from rulebook.core.verify.crosscheck import Disagreement
from rulebook.tzq.cards import ALL_KINDS, COPIES, SCORE_PILE_SIZE, Cards, format_cards
from rulebook.tzq.crosscheck.encodings import ScoreFunction, engine_score, model_score
from rulebook.tzq.reading import DEFAULT, GAME, Reading

Pile = tuple[str, ...]
"""A score pile as its kinds in canonical order (small and picklable for the worker processes)."""
PileCase = tuple[Pile, Reading]


@cache
def _count(start: int, size: int) -> int:
    """How many multisets of ``size`` cards use only the kinds ``ALL_KINDS[start:]`` (copies as in the deck)."""
    if size == 0:
        return 1
    if start == len(ALL_KINDS):
        return 0
    return sum(_count(start + 1, size - n) for n in range(min(COPIES[ALL_KINDS[start]], size) + 1))


def pile_count(size: int = SCORE_PILE_SIZE) -> int:
    """How many different piles of ``size`` cards the deck holds (920,178 of five)."""
    return _count(0, size)


def every_pile(size: int = SCORE_PILE_SIZE) -> Iterator[Pile]:
    """Every pile of ``size`` cards, in rank order (the canonical order of :func:`unrank`)."""

    def walk(start: int, left: int, prefix: tuple[str, ...]) -> Iterator[Pile]:
        if left == 0:
            yield prefix
            return
        for index in range(start, len(ALL_KINDS)):
            kind = ALL_KINDS[index]
            for n in range(1, min(COPIES[kind], left) + 1):
                yield from walk(index + 1, left - n, prefix + (kind,) * n)

    yield from walk(0, size, ())


def unrank(rank: int, size: int = SCORE_PILE_SIZE) -> Pile:
    """The pile of ``size`` cards at ``rank`` in the order of :func:`every_pile` (0-based)."""
    if not 0 <= rank < pile_count(size):
        raise ValueError(f"rank {rank} out of range for piles of {size} cards")
    pile: list[str] = []
    start, left = 0, size
    while left:
        for index in range(start, len(ALL_KINDS)):
            kind = ALL_KINDS[index]
            found = False
            for n in range(1, min(COPIES[kind], left) + 1):
                below = _count(index + 1, left - n)
                if rank < below:
                    pile += [kind] * n
                    start, left = index + 1, left - n
                    found = True
                    break
                rank -= below
            if found:
                break
    return tuple(pile)


def sampled_piles(count: int, seed: int, size: int = SCORE_PILE_SIZE) -> list[Pile]:
    """``count`` different piles drawn uniformly with ``seed`` (all of them when ``count`` is at least their number)."""
    total = pile_count(size)
    if count >= total:
        return list(every_pile(size))
    ranks = sorted(random.Random(seed).sample(range(total), count))
    return [unrank(rank, size) for rank in ranks]


ROW_PILES: tuple[Pile, ...] = (
    ("E", "E", "T", "T", "T"),  # the rulebook's example: Characters +1, Pair +2, Emperor +6
    ("1a", "2a", "3a", "4a", "5a"),  # five blue coins in a row: Colour +3, Proud Dragon +6
    ("1a", "2b", "3a", "4a", "5a"),  # five coins in a row of two series: Proud Dragon unless one-series
    ("1d", "2d", "3d", "4d", "E"),  # five white cards: White Hand, and Colour under also-colour
    ("1d", "2d", "3d", "E", "S"),  # five white cards (winds white by default): White Hand, two kinds of honour
    ("1a", "2b", "3c", "4d", "T"),  # blue, red, green, white and black: Five Elements
    ("1a", "1b", "1c", "1d", "2a"),  # four 1s: Four of a Kind
    ("1a", "1b", "2a", "2b", "3a"),  # two pairs
    ("1a", "1b", "1c", "2a", "2b"),  # Three of a Kind beside a pair
    ("E", "S", "W", "N", "D"),  # five kinds of honour
    ("D", "D", "D", "T", "T"),  # three dragons (red) and two jokers: the last pile of all
)
"""Piles that each row of the table scores on (and the readings change), always in the standard sample: a
uniform sample rarely holds three jokers or four of a kind."""


def standard_piles(count: int, seed: int) -> list[Pile]:
    """:data:`ROW_PILES`, then ``count`` uniformly drawn piles (those not already listed)."""
    return [*ROW_PILES, *(pile for pile in sampled_piles(count, seed) if pile not in ROW_PILES)]


def hand_keys() -> tuple[str, ...]:
    """The reading keys of the hand scope, in register order."""
    return tuple(entry.key for entry in reading_keys(GAME) if entry.scope == "hand")


def hand_readings() -> tuple[Reading, ...]:
    """The default reading, then each other option of each hand-scope key with every other key at its default."""
    found = [DEFAULT]
    for entry in reading_keys(GAME):
        if entry.scope != "hand":
            continue
        for option in entry.options:
            reading = Reading.from_mapping({entry.key: option})
            if reading not in found:
                found.append(reading)
    return tuple(found)


def reading_words(reading: Reading) -> str:
    """``default`` or ``score.second-pair=once`` (the choices that differ from the defaults)."""
    changed = reading.changed()
    return ", ".join(f"{key}={value}" for key, value in changed.items()) or "default"


def random_hand_reading(rng: random.Random) -> Reading:
    """A random option of every hand-scope key (the play keys at their default)."""
    hints = get_type_hints(Reading)
    choices = {key: rng.choice(get_args(hints[Reading.field_of(key)])) for key in hand_keys()}
    return Reading.from_mapping(choices)


def mixed_cases(count: int, seed: int) -> list[PileCase]:
    """``count`` uniformly drawn piles, each under its own random choice of every hand-scope key."""
    rng = random.Random(f"tzq-mixed:{seed}")
    return [(pile, random_hand_reading(rng)) for pile in sampled_piles(count, seed + 1)]


@dataclass(frozen=True)
class ScoreComparison:
    """One pile under one reading: the model's score (points and every line) against the engine's.

    ``engine`` and ``model`` default to the two encodings; a test passes a deliberately broken one.
    """

    engine: ScoreFunction = field(default=engine_score)
    model: ScoreFunction = field(default=model_score)

    def __call__(self, case: PileCase) -> list[Disagreement]:
        """The disagreement on one pile, if the two scores (points or lines) differ."""
        pile, reading = case
        cards = Cards.of(pile)
        by_engine = _answer(self.engine, cards, reading)
        by_model = _answer(self.model, cards, reading)
        if by_engine == by_model:
            return []
        question = f"score ({reading_words(reading)})"
        return [Disagreement(len(pile), format_cards(pile), question, _words(by_model), _words(by_engine))]


def _answer(function: ScoreFunction, cards: Cards, reading: Reading) -> Any:
    try:
        return function(cards, reading).as_json()
    except Exception as error:  # an encoding that fails on a pile disagrees with one that answers
        return {"error": f"{type(error).__name__}: {error}"}


def _words(answer: Any) -> str:
    """A score as ``9 (tzq.score.characters +1, tzq.score.pair +2, ...)``."""
    if "error" in answer:
        return str(answer["error"])
    lines = ", ".join(f"{line['rule']} +{line['points']}" for line in answer["lines"])
    return f"{answer['points']} ({lines or 'no line'})"


def under(reading: Reading, piles: Sequence[Pile] | Iterator[Pile]) -> Iterator[PileCase]:
    """Each pile paired with ``reading``."""
    for pile in piles:
        yield pile, reading


__all__ = [
    "ROW_PILES",
    "Pile",
    "PileCase",
    "ScoreComparison",
    "every_pile",
    "hand_keys",
    "hand_readings",
    "mixed_cases",
    "pile_count",
    "random_hand_reading",
    "reading_words",
    "sampled_piles",
    "standard_piles",
    "under",
    "unrank",
]
