"""Every five-card score pile under one reading, class by class: the exhaustive score cross-check of ``make verify``.

The scoring rows read little of a pile (rulebook "Scoring"; ``tzq.score.*``): how many faces (coin numbers,
honours) it holds once, twice, three or four times, how many jokers, how many cards of each corner colour,
whether its coins are five numbers in a row, and whether it is five coins of one series. Piles that agree on these
form a *class*; a class drawn too coarsely (one the rows do not read alike) could not pass, since both encodings are
asked about every pile of it. The
cross-check sweeps every one of the 920,178 piles with the engine, pile by pile, and groups them by class: two
piles of one class that the engine scores differently are a disagreement of their own. The model is then asked one
question per class — is there any pile of this class, among all the deck allows, whose score differs from the
engine's? (:func:`rulebook.tzq.model.score.scored_otherwise`) — so every pile is checked by both encodings without
scoring 920,178 piles with Z3 one at a time (about three hours a reading).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.tzq.cards import (
    HONOURS,
    JOKER,
    SCORE_PILE_SIZE,
    Cards,
    colour_of,
    face_of,
    format_cards,
    is_coin,
    series_of,
)
from rulebook.tzq.crosscheck.encodings import ScoreFunction, engine_score, model_score
from rulebook.tzq.crosscheck.piles import Pile, every_pile, reading_words
from rulebook.tzq.model.score import PileClass
from rulebook.tzq.reading import Reading
from rulebook.tzq.verdict import Score

ClassFinder = Callable[[PileClass, Score, Reading], Cards | None]


def class_of(pile: Pile, reading: Reading) -> PileClass:
    """The class of ``pile`` under ``reading``'s colour table (the counts :class:`PileClass` names)."""
    numbers = Counter(face_of(kind) for kind in pile if is_coin(kind))
    honours = Counter(kind for kind in pile if kind in HONOURS)
    colours = Counter(colour_of(kind, reading.colour_table) for kind in pile)
    held = sorted(int(face) for face in numbers)
    in_a_row = len(held) == SCORE_PILE_SIZE and held[-1] - held[0] == SCORE_PILE_SIZE - 1
    series = {series_of(kind) for kind in pile if is_coin(kind)}
    one_series = len(series) == 1 and all(is_coin(kind) for kind in pile)
    return PileClass(
        numbers=tuple(sum(1 for n in numbers.values() if n == c) for c in range(1, 5)),
        honours=tuple(sum(1 for n in honours.values() if n == c) for c in range(1, 4)),
        jokers=pile.count(JOKER),
        colours=tuple(sorted(colours.items())),
        in_a_row=in_a_row,
        one_series=one_series,
    )


@dataclass(frozen=True)
class ClassCase:
    """One class under one reading: a pile of it, the engine's score, and a pile the engine scores otherwise."""

    pile_class: PileClass
    example: Pile
    expected: Score
    reading: Reading
    conflict: tuple[Pile, Score] | None = None
    """A second pile of the class that the engine scores differently (the engine contradicts itself)."""


def class_cases(
    reading: Reading, engine: ScoreFunction = engine_score, piles: Iterable[Pile] | None = None
) -> Iterator[ClassCase]:
    """Every class of ``piles`` (every five-card pile by default) under ``reading``, with the engine's scores."""
    seen: dict[PileClass, ClassCase] = {}
    for pile in every_pile() if piles is None else piles:
        found = class_of(pile, reading)
        points = engine(Cards.of(pile), reading)
        case = seen.get(found)
        if case is None:
            seen[found] = ClassCase(found, pile, points, reading)
        elif points != case.expected and case.conflict is None:
            seen[found] = ClassCase(found, case.example, case.expected, reading, (pile, points))
    yield from seen.values()


def _finder(pile_class: PileClass, expected: Score, reading: Reading) -> Cards | None:
    from rulebook.tzq.model.score import scored_otherwise

    return scored_otherwise(pile_class, expected, reading)


@dataclass(frozen=True)
class ClassComparison:
    """One class: the engine scores all its piles alike, and the model finds no pile of it that scores otherwise."""

    find: ClassFinder = field(default=_finder)
    model: ScoreFunction = field(default=model_score)

    def __call__(self, case: ClassCase) -> list[Disagreement]:
        """The disagreement on one class, if any."""
        question = f"score ({reading_words(case.reading)})"
        if case.conflict is not None:
            other, points = case.conflict
            text = f"{format_cards(case.example)} and {format_cards(other)} (one class)"
            return [Disagreement(5, text, question, "one score for the class", f"{case.expected} and {points}")]
        counter = self.find(case.pile_class, case.expected, case.reading)
        if counter is None:
            return []
        by_model = self.model(counter, case.reading)
        where = f"{format_cards(counter)} (the class of {format_cards(case.example)})"
        return [Disagreement(5, where, question, f"{by_model.points}", f"{case.expected.points} for the class")]


__all__ = ["ClassCase", "ClassComparison", "class_cases", "class_of"]
