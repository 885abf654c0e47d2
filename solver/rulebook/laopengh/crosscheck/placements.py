"""Placements, Z3 model against engine: every card on every two cards beneath it, in four settings of the other piles.

A placement's judgement (rules ``laopengh.place.match``, ``.no-triple``, ``.free``, ``.illegal``,
``laopengh.joker.runs``) reads the cards' attributes only, and the six jokers are alike in those; so the sweep runs
over 25 cards — the 24 theme cards and a joker — for each of the two cards directly beneath and the card placed:
15,625 triples on pile 0 (a second and third joker in one triple are ``J2`` and ``J3``). Where the other two piles
matter is whether the card fits them, so each triple is judged in four settings of the other piles
(:func:`settings`): both share nothing with the card; one takes it as a single card; one would take it but for a
run of three; both would but for a run. That is 62,500 questions a reading, under every combination of the
readings a placement depends on (:data:`~.encodings.PLACEMENT_KEYS`, eight), with ``--exhaustive``; the standard
run asks a seeded sample and the spec's witnesses. A second family draws deeper piles, where jokers can lie between
the theme cards of a run (reading ``joker.theme-run=transparent`` looks through them).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.laopengh.cards import COLOURS, JOKERS, NUMBERS, THEME_KINDS, THEMES
from rulebook.laopengh.crosscheck.encodings import (
    PLACEMENT_KEYS,
    JudgeFunction,
    engine_judge,
    model_judge,
    reading_words,
    readings_over,
)
from rulebook.laopengh.reading import Reading

Piles = tuple[tuple[str, ...], ...]
PlaceCase = tuple[Piles, int, str, Reading]
"""Three piles of kinds (bottom first), the pile the card goes on, the card, the reading."""
JOKER = "J"
"""Any joker, in a triple: the first is ``J1``, the next ``J2``."""
CARDS: tuple[str, ...] = (*THEME_KINDS, JOKER)
SETTINGS = ("strangers", "one-takes", "one-trap", "two-traps")
WITNESSES: tuple[tuple[Piles, int, str], ...] = (
    ((("CY3", "CY4"), ("DR1", "DB1"), ("CR2", "CB2")), 0, "CY1"),
    ((("CY3", "CY4"), ("DR1", "DB1"), ("CR2", "CB2")), 1, "CY1"),
    ((("CY1", "CR2"), ("DB3",), ("DB4",)), 0, "J1"),
    ((("CY1", "J1"), ("DB3",), ("DB4",)), 0, "CR2"),
    ((("J1", "J2"), ("CY1",), ("CY2",)), 0, "DB4"),
    ((("CY1", "J1", "J2"), ("DR3",), ("DB4",)), 0, "CR2"),
    ((("DY1", "DR2"), ("CB3",), ("CB4",)), 2, "CY4"),
)
"""The register's witnesses and the joker runs its readings name (C C J, C J C, J J D, C J J C), always asked."""


def _theme_card(theme: str, colour: str, number: int) -> str:
    return f"{theme}{colour}{number}"


def _shift(values: Sequence[Any], value: Any, by: int) -> Any:
    return values[(list(values).index(value) + by) % len(values)]


def settings(card: str) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Piles 1 and 2 for each setting, built from ``card``'s attributes (a joker is treated as a crane yellow 1).

    ``strangers``: tops sharing nothing with the card; ``one-takes``: pile 1 is one card sharing the theme (no run
    is possible on one card); ``one-trap``: pile 1's two cards and the card are one colour (a run), pile 2 a
    stranger; ``two-traps``: pile 2's two cards and the card also share the number (another run).
    """
    theme, colour, number = (card[0], card[1], int(card[2])) if card in THEME_KINDS else ("C", "Y", 1)
    other = _shift(THEMES, theme, 1)
    stranger = _theme_card(other, _shift(COLOURS, colour, 1), _shift(NUMBERS, number, 1))
    second = _theme_card(other, _shift(COLOURS, colour, 2), _shift(NUMBERS, number, 2))
    friend = _theme_card(theme, _shift(COLOURS, colour, 1), _shift(NUMBERS, number, 2))
    colour_trap = (
        _theme_card(other, colour, _shift(NUMBERS, number, 1)),
        _theme_card(theme, colour, _shift(NUMBERS, number, 3)),
    )
    number_trap = (
        _theme_card(other, _shift(COLOURS, colour, 1), number),
        _theme_card(other, _shift(COLOURS, colour, 2), number),
    )
    return {
        "strangers": ((stranger,), (second,)),
        "one-takes": ((friend,), (stranger,)),
        "one-trap": (colour_trap, (stranger,)),
        "two-traps": (colour_trap, number_trap),
    }


def _named(cards: Sequence[str]) -> tuple[str, ...]:
    jokers = iter(JOKERS)
    return tuple(next(jokers) if card == JOKER else card for card in cards)


def every_triple() -> Iterator[tuple[Piles, int, str]]:
    """Every two cards beneath and card placed on pile 0, in each of the four settings of piles 1 and 2."""
    for first, second, card in product(CARDS, repeat=3):
        below0, below1, placed = _named((first, second, card))
        for setting in SETTINGS:
            one, two = settings(placed)[setting]
            yield ((below0, below1), one, two), 0, placed


TRIPLES = len(CARDS) ** 3 * len(SETTINGS)
"""How many questions :func:`every_triple` asks a reading (62,500)."""


def placement_readings() -> tuple[Reading, ...]:
    """Every combination of the readings a placement depends on (eight)."""
    return readings_over(PLACEMENT_KEYS)


def triple_cases(sample: int | None, seed: int) -> Iterator[PlaceCase]:
    """The witnesses and every triple (``sample``: that many drawn with ``seed``), under every placement reading."""
    chosen: set[int] | None = None
    if sample is not None and sample < TRIPLES:
        chosen = set(random.Random(f"laopengh-triples:{seed}").sample(range(TRIPLES), sample))
    for reading in placement_readings():
        for piles, pile, card in WITNESSES:
            yield piles, pile, card, reading
        for index, (piles, pile, card) in enumerate(every_triple()):
            if chosen is None or index in chosen:
                yield piles, pile, card, reading


def _random_pile(rng: random.Random, depth: int) -> tuple[str, ...]:
    jokers = list(JOKERS)
    rng.shuffle(jokers)
    return tuple(jokers.pop() if rng.random() < 0.3 and jokers else rng.choice(THEME_KINDS) for _ in range(depth))


def deep_cases(count: int, seed: int) -> Iterator[PlaceCase]:
    """``count`` positions a reading with piles of one to six cards, jokers common, under every placement reading."""
    for reading in placement_readings():
        rng = random.Random(f"laopengh-deep:{seed}:{reading_words(reading)}")
        for _ in range(count):
            piles = tuple(_random_pile(rng, rng.randint(1, 6 if index == 0 else 3)) for index in range(3))
            card = rng.choice(JOKERS) if rng.random() < 0.2 else rng.choice(THEME_KINDS)
            yield piles, rng.randrange(3), card, reading


def describe(piles: Piles, pile: int, card: str) -> str:
    """``CY1 on pile 0 of CY3 CY4 | DR1 DB1 | CR2 CB2``."""
    return f"{card} on pile {pile} of " + " | ".join(" ".join(stack) for stack in piles)


@dataclass(frozen=True)
class PlacementComparison:
    """One placement: the model's judgement against the engine's (every field of the ``place`` answer)."""

    engine: JudgeFunction = field(default=engine_judge)
    model: JudgeFunction = field(default=model_judge)

    def __call__(self, case: PlaceCase) -> list[Disagreement]:
        """The disagreement on one placement, if the two judgements differ."""
        piles, pile, card, reading = case
        by_engine = _answer(self.engine, piles, pile, card, reading)
        by_model = _answer(self.model, piles, pile, card, reading)
        if by_engine == by_model:
            return []
        size = sum(len(stack) for stack in piles) + 1
        text = f"{describe(piles, pile, card)} ({reading_words(reading)})"
        return [Disagreement(size, text, "place", str(by_model), str(by_engine))]


def _answer(function: JudgeFunction, piles: Piles, pile: int, card: str, reading: Reading) -> Any:
    try:
        return function(piles, pile, card, reading).as_json()
    except Exception as error:  # an encoding that fails disagrees with one that answers
        return f"{type(error).__name__}: {error}"


__all__ = [
    "SETTINGS",
    "TRIPLES",
    "WITNESSES",
    "PlaceCase",
    "PlacementComparison",
    "deep_cases",
    "describe",
    "every_triple",
    "placement_readings",
    "settings",
    "triple_cases",
]
