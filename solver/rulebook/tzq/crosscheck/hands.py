"""Combinations, Z3 model against engine: three cards' ways, and every hand of five plus a drawn or discarded card.

No rule of combination reads a coin's series (rulebook "Glossary": a run is three numbers in order, a triplet three
identical cards; ``tzq.combination.run``, ``.triplet``, ``.joker``; the sources read the four series as copies of
one suit), so the hands are swept *up to the series*: a hand is a multiset of faces (the numbers 1-9, four copies
each, the five honours and the joker, three copies each) and its coins take the series a, b, c, d in turn, the
drawn or discarded card the next free one. That gives 11,529 hands of five and 172,179 hands with a sixth card,
each asked as drawn and as taken from the discard pile (344,358 questions, :func:`hand_count`), a drawn card under
both options of reading ``pung.drawn-card`` (must a Pung's combination include it?); the standard run asks a
seeded sample. The question of the three cards (``ways``) is swept over every multiset of two, three and
four faces.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.tzq.cards import HAND_SIZE, HONOURS, JOKER, NUMBERS, SERIES, Cards, format_cards
from rulebook.tzq.crosscheck.encodings import (
    CombinationsFunction,
    WaysFunction,
    engine_combinations,
    engine_ways,
    model_combinations,
    model_ways,
)
from rulebook.tzq.reading import DEFAULT, Reading

FACES: tuple[str, ...] = (*(str(number) for number in NUMBERS), *HONOURS, JOKER)
"""What a card is for the combination rules: a coin's number, an honour, the joker."""
FACE_COPIES = {face: len(SERIES) if face.isdigit() else 3 for face in FACES}
SOURCES = ("draw", "discard")
MUST_INCLUDE = Reading(pung_drawn_card="must-include")
"""The other option of ``pung.drawn-card``, under which a drawn card's combinations are asked again."""
HandCase = tuple[tuple[str, ...], str, str]
"""A hand of five kinds, the sixth card's kind and where it comes from (``draw`` or ``discard``)."""


def _fits(faces: Sequence[str]) -> bool:
    return all(n <= FACE_COPIES[face] for face, n in Counter(faces).items())


def kinds_of(faces: Sequence[str]) -> list[str]:
    """The faces as cards: each number's copies take the series a, b, c, d in the order given."""
    used: Counter[str] = Counter()
    kinds = []
    for face in faces:
        if face.isdigit():
            kinds.append(f"{face}{SERIES[used[face]]}")
            used[face] += 1
        else:
            kinds.append(face)
    return kinds


@cache
def face_hands(size: int = HAND_SIZE) -> tuple[tuple[str, ...], ...]:
    """Every multiset of ``size`` faces the deck holds, in order."""
    return tuple(faces for faces in combinations_with_replacement(FACES, size) if _fits(faces))


def every_hand_case() -> Iterator[HandCase]:
    """Every hand of five up to the series, with every card that can join it, drawn and taken from the discard."""
    for faces in face_hands():
        for extra in FACES:
            if Counter(faces)[extra] >= FACE_COPIES[extra]:
                continue
            kinds = kinds_of((*faces, extra))
            for source in SOURCES:
                yield tuple(kinds[:HAND_SIZE]), kinds[HAND_SIZE], source


@cache
def hand_count() -> int:
    """How many questions :func:`every_hand_case` asks (344,358)."""
    return sum(1 for _ in every_hand_case())


def sampled_hand_cases(count: int, seed: int) -> list[HandCase]:
    """``count`` questions drawn uniformly from :func:`every_hand_case` with ``seed``."""
    total = hand_count()
    if count >= total:
        return list(every_hand_case())
    chosen = set(random.Random(f"tzq-hands:{seed}").sample(range(total), count))
    return [case for index, case in enumerate(every_hand_case()) if index in chosen]


def every_ways_case() -> Iterator[tuple[str, ...]]:
    """Every multiset of two, three and four faces, as cards (the series a, b, c, d in turn)."""
    for size in (2, 3, 4):
        for faces in face_hands(size):
            yield tuple(kinds_of(faces))


@cache
def ways_count() -> int:
    """How many card multisets :func:`every_ways_case` gives."""
    return sum(1 for _ in every_ways_case())


@dataclass(frozen=True)
class CombinationsComparison:
    """A hand of five and a sixth card: the sorted combinations by the model against the engine's."""

    engine: CombinationsFunction = field(default=engine_combinations)
    model: CombinationsFunction = field(default=model_combinations)

    def __call__(self, case: HandCase) -> list[Disagreement]:
        """The disagreement on one hand and card, if the two lists differ."""
        hand, card, source = case
        cards = Cards.of(hand)
        found = []
        for reading in (DEFAULT, MUST_INCLUDE) if source == "draw" else (DEFAULT,):
            by_engine = _answer(self.engine, cards, card, source, reading)
            by_model = _answer(self.model, cards, card, source, reading)
            if by_engine == by_model:
                continue
            where = "draw pile" if source == "draw" else "discard pile"
            text = f"hand {format_cards(hand)} + {card} from the {where}"
            question = "combinations" if reading == DEFAULT else "combinations (pung.drawn-card=must-include)"
            found.append(Disagreement(len(hand) + 1, text, question, _list(by_model), _list(by_engine)))
        return found[:1]


@dataclass(frozen=True)
class WaysComparison:
    """Some cards: what they make (``run 3-4-5``, ``triplet E``) by the model against the engine."""

    engine: WaysFunction = field(default=engine_ways)
    model: WaysFunction = field(default=model_ways)

    def __call__(self, cards: tuple[str, ...]) -> list[Disagreement]:
        """The disagreement on some cards, if the two lists of ways differ."""
        by_engine = _ways(self.engine, cards)
        by_model = _ways(self.model, cards)
        if by_engine == by_model:
            return []
        return [Disagreement(len(cards), format_cards(cards), "ways", _list(by_model), _list(by_engine))]


def _answer(function: CombinationsFunction, hand: Cards, card: str, source: str, reading: Reading) -> Any:
    try:
        return sorted(function(hand, card, source, reading))
    except Exception as error:  # an encoding that fails disagrees with one that answers
        return f"{type(error).__name__}: {error}"


def _ways(function: WaysFunction, cards: tuple[str, ...]) -> Any:
    try:
        return sorted(function(list(cards)))
    except Exception as error:
        return f"{type(error).__name__}: {error}"


def _list(answer: Any) -> str:
    if isinstance(answer, str):
        return answer
    return "[" + ", ".join(answer) + "]" if answer else "none"


__all__ = [
    "FACES",
    "CombinationsComparison",
    "HandCase",
    "WaysComparison",
    "every_hand_case",
    "every_ways_case",
    "face_hands",
    "hand_count",
    "kinds_of",
    "sampled_hand_cases",
    "ways_count",
]
