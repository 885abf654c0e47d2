"""Every shape a FORBIDDEN set can take within one colour (rulebook Section 5), and its points (Scoring).

A set is three or more cards of one colour (rule ``forbidden.set.one-colour``) that either all stand for one rank
value — three (pung) or four (kong) cards, never more (``forbidden.set.same-rank``) — or stand for consecutive rank
values within 2..9, each value once, so a run has 3 to 8 cards (``forbidden.set.run``). A Yin-Yang card stands for
a 6 or a 9, chosen card by card (``forbidden.set.yin-yang``), so a run 5-6-7-8-9 uses two Yin-Yang cards. A set
holds at most one wild card (``forbidden.set.one-wild``, Sections 5 and 6); the wild stands for one card (colour,
value) of the set, and a wild standing for 6 or 9 stands for the Yin-Yang kind of its colour.

Within a colour the engine counts cards by *rank index* (the position of the rank in :data:`RANKS`: 2 3 4 5 7 8 Y),
so a shape is described by how many natural cards of each rank index it takes and which rank indices its wilds
stand for. Shapes do not depend on the colour; :meth:`Shape.placed` puts a colour on them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import NamedTuple

from rulebook.forbidden.cards import (
    COPIES_PER_NUMBER_CARD,
    DECK_COPIES,
    FACE_VALUES,
    HIGHEST_RANK,
    KINDS_PER_COLOUR,
    LOWEST_RANK,
    RANK_VALUES,
    RANKS,
    WILD,
    YIN_YANG,
    YIN_YANG_VALUES,
)
from rulebook.forbidden.verdict import PlacedCard, PlacedSet

MIN_SET_SIZE = 3
"""A set has at least three cards (Section 5: pung, kong, or a sequence of three or more)."""
PUNG_SIZE = 3
KONG_SIZE = 4
"""A same-rank set is a pung (3 cards) or a kong (4 cards), never more."""
MAX_WILDS = DECK_COPIES[WILD]
"""The deck holds three wild cards, so no hand ever places more than three."""
RULE_WILDS_PER_SET = 1
"""Section 5: "Any one of these (but only one) may be used" — one wild card per set."""
ANY_WILDS_IN_A_RUN = DECK_COPIES[WILD]
"""As many wilds in a run as the deck holds, each standing for another value of the run: the runs a hand could make
but for rule ``forbidden.set.one-wild`` (a pung or kong still holds one wild, for its one value)."""
BIG_SET_SIZE = 4
"""Scoring: a set of four or more cards scores 10 points, a set of three 5."""
SMALL_SET_POINTS = 5
BIG_SET_POINTS = 10
YIN_YANG_BONUS = 5
"""Scoring: 5 bonus points for each Yin-Yang card present in a set."""

YIN_YANG_INDEX = RANKS.index(YIN_YANG)
"""The rank index of the Yin-Yang card within a colour."""
RANK_INDEX_OF_VALUE: Mapping[int, int] = {
    **{value: RANKS.index(rank) for rank, value in FACE_VALUES.items()},
    **{value: YIN_YANG_INDEX for value in YIN_YANG_VALUES},
}
"""Which card kind (rank index) stands for each rank value 2..9: a 6 or a 9 is always the Yin-Yang card."""

Naturals = tuple[int, ...]
"""Counts of natural cards by rank index (length :data:`KINDS_PER_COLOUR`)."""


class ScoringRules(NamedTuple):
    """The reading keys that change the points of one set (Scoring; rules forbidden.score.sets, .yin-yang)."""

    wild_counts_for_size: bool = True
    """Reading ``wild.counts-for-size``: a wild card counts towards the size that decides 5 or 10 points."""
    wild_yin_yang_bonus: bool = False
    """Reading ``wild.yin-yang-bonus``: a wild standing for a 6 or 9 earns the Yin-Yang bonus too."""


@dataclass(frozen=True)
class ShapeFacts:
    """What the engine's inner loops read of a shape, worked out once.

    Its natural cards packed (with and without the guard bits of :data:`PACKED_GUARDS`) and as a table index, and
    how many wilds stand for each kind.
    """

    packed: int
    guarded: int
    index: int
    """The natural cards' flat index among a colour's count vectors (base 5, the first kind most significant)."""
    wild_tally: Naturals


@dataclass(frozen=True)
class Shape:
    """One way a set can look within a colour: the value of every card, and which of those cards are wilds."""

    is_run: bool
    values: tuple[int, ...]
    """The rank value (2..9) every card of the set stands for, ascending."""
    wild_slots: tuple[int, ...]
    """Positions in :attr:`values` taken by wild cards."""

    @property
    def size(self) -> int:
        """All cards of the set, wilds included."""
        return len(self.values)

    @property
    def wilds(self) -> int:
        """How many wild cards the set holds."""
        return len(self.wild_slots)

    def __hash__(self) -> int:
        return self.field_hash

    @cached_property
    def field_hash(self) -> int:
        """The hash of the fields, worked out once: shapes are keys of the engine's caches, hashed again and again."""
        return hash((self.is_run, self.values, self.wild_slots))

    @cached_property
    def naturals(self) -> Naturals:
        """Natural cards taken, counted by rank index."""
        counts = [0] * KINDS_PER_COLOUR
        for position, value in enumerate(self.values):
            if position not in self.wild_slots:
                counts[RANK_INDEX_OF_VALUE[value]] += 1
        return tuple(counts)

    @cached_property
    def wild_kinds(self) -> tuple[int, ...]:
        """The rank index every wild stands for (sorted); a wild standing for 6 or 9 is a Yin-Yang card."""
        return tuple(sorted(RANK_INDEX_OF_VALUE[self.values[slot]] for slot in self.wild_slots))

    @cached_property
    def facts(self) -> ShapeFacts:
        """:class:`ShapeFacts` of this shape, worked out on first use."""
        index = 0
        for count in self.naturals:
            index = index * (COPIES_PER_NUMBER_CARD + 1) + count
        tally = tuple(self.wild_kinds.count(kind) for kind in range(KINDS_PER_COLOUR))
        return ShapeFacts(packed(self.naturals), packed_guarded(self.naturals), index, tally)

    @cached_property
    def points_by_rules(self) -> dict[ScoringRules, int]:
        """:func:`shape_points` remembered, by scoring reading (filled as they are asked for)."""
        return {}

    @property
    def natural_yin_yang(self) -> int:
        """Natural Yin-Yang cards in the set."""
        return self.naturals[YIN_YANG_INDEX]

    @property
    def wild_yin_yang(self) -> int:
        """Wilds standing for a 6 or a 9."""
        return sum(1 for kind in self.wild_kinds if kind == YIN_YANG_INDEX)

    def scoring_size(self, rules: ScoringRules) -> int:
        """The size that decides 5 or 10 points: all cards, or only natural cards (``wild.counts-for-size=no``)."""
        return self.size if rules.wild_counts_for_size else self.size - self.wilds

    def set_points(self, rules: ScoringRules) -> int:
        """Rule forbidden.score.sets: 10 points for four or more cards, else 5."""
        return BIG_SET_POINTS if self.scoring_size(rules) >= BIG_SET_SIZE else SMALL_SET_POINTS

    def bonus_cards(self, rules: ScoringRules) -> int:
        """Cards that earn the Yin-Yang bonus (rule forbidden.score.yin-yang)."""
        return self.natural_yin_yang + (self.wild_yin_yang if rules.wild_yin_yang_bonus else 0)

    def points(self, rules: ScoringRules) -> int:
        """Set points plus Yin-Yang bonuses of this set."""
        return self.set_points(rules) + YIN_YANG_BONUS * self.bonus_cards(rules)

    def placed(self, colour: str, laid: bool = False) -> PlacedSet:
        """The set in the answer's notation: Yin-Yang cards show their rank, wilds the card they replace."""
        cards: list[PlacedCard] = []
        for position, value in enumerate(self.values):
            if position in self.wild_slots:
                cards.append(PlacedCard(WILD, colour, value))
            else:
                cards.append(PlacedCard(colour + RANKS[RANK_INDEX_OF_VALUE[value]], colour, value))
        return PlacedSet(tuple(cards), laid=laid)

    def describe(self, colour: str, rules: ScoringRules) -> str:
        """A score-line label such as ``sequence R2-R7 (6 cards)`` or ``pung of G2 (3 cards, wild W=G2)``."""
        low, high = self.values[0], self.values[-1]
        if self.is_run:
            name = f"sequence {colour}{low}-{colour}{high}"
        else:
            name = f"{'kong' if self.size == KONG_SIZE else 'pung'} of {colour}{low}"
        details = [f"{self.size} cards"]
        details += [f"wild W={colour}{self.values[slot]}" for slot in self.wild_slots]
        if self.wilds and not rules.wild_counts_for_size:
            details.append(f"scored as {self.scoring_size(rules)}")
        return f"{name} ({', '.join(details)})"


def _same_rank_shapes(wilds_per_set: int) -> list[Shape]:
    """Pungs and kongs: 3 or 4 cards of one value, with up to ``wilds_per_set`` wilds and one natural card."""
    shapes = []
    for value in RANK_VALUES:
        for size in (PUNG_SIZE, KONG_SIZE):
            for wilds in range(min(wilds_per_set, size - 1) + 1):
                shapes.append(Shape(False, (value,) * size, tuple(range(size - wilds, size))))
    return shapes


def _wild_slot_choices(length: int, wilds: int, start: int = 0) -> list[tuple[int, ...]]:
    """Every set of ``wilds`` positions among ``start .. length-1``."""
    if wilds == 0:
        return [()]
    return [(slot, *rest) for slot in range(start, length) for rest in _wild_slot_choices(length, wilds - 1, slot + 1)]


def _run_shapes(wilds_per_set: int) -> list[Shape]:
    """Runs: consecutive values low..high within 2..9, 3 to 8 cards, with up to ``wilds_per_set`` wilds.

    A run holds one natural card at least.
    """
    shapes = []
    for low in RANK_VALUES:
        for high in range(low + MIN_SET_SIZE - 1, HIGHEST_RANK + 1):
            values = tuple(range(low, high + 1))
            for wilds in range(min(wilds_per_set, len(values) - 1) + 1):
                for slots in _wild_slot_choices(len(values), wilds):
                    shapes.append(Shape(True, values, slots))
    return shapes


@cache
def all_shapes(wilds_per_set: int = RULE_WILDS_PER_SET, wilds_per_run: int = 0) -> tuple[Shape, ...]:
    """Every distinct set shape (distinct natural cards and wild kinds), same-rank sets first.

    Two layouts that take the same natural cards and whose wilds stand for the same kinds are the same set for
    every rule (a pung of 6s and a pung of 9s are both three Yin-Yang cards); the first layout is kept.
    ``wilds_per_run``, when not 0, is a run's own limit (:data:`ANY_WILDS_IN_A_RUN`: the sets a hand could make but
    for rule ``forbidden.set.one-wild``, whose wilds each stand for another card of the set).
    """
    if wilds_per_set < 1:
        raise ValueError("a set may hold at least one wild card (Section 5)")
    seen: dict[tuple[Naturals, tuple[int, ...]], Shape] = {}
    for shape in (*_same_rank_shapes(wilds_per_set), *_run_shapes(wilds_per_run or wilds_per_set)):
        seen.setdefault((shape.naturals, shape.wild_kinds), shape)
    return tuple(seen.values())


@cache
def shapes_by_content(
    wilds_per_set: int = RULE_WILDS_PER_SET, wilds_per_run: int = 0
) -> Mapping[tuple[Naturals, int], tuple[Shape, ...]]:
    """Shapes grouped by (natural cards, number of wilds): what a laid set on its own may be."""
    grouped: dict[tuple[Naturals, int], list[Shape]] = {}
    for shape in all_shapes(wilds_per_set, wilds_per_run):
        grouped.setdefault((shape.naturals, shape.wilds), []).append(shape)
    return {key: tuple(value) for key, value in grouped.items()}


def subtract(large: Naturals, small: Naturals) -> Naturals:
    """Count-wise difference ``large - small`` (callers check that ``small`` fits within ``large`` first)."""
    return tuple(a - b for a, b in zip(large, small, strict=True))


def add(first: Naturals, second: Naturals) -> Naturals:
    """Count-wise sum."""
    return tuple(a + b for a, b in zip(first, second, strict=True))


NO_CARDS: Naturals = (0,) * KINDS_PER_COLOUR

PACKED_GUARDS = int.from_bytes(bytes([0x80] * KINDS_PER_COLOUR), "little")
"""One colour's counts packed a byte per rank have room for a guard bit (0x80) per rank, as counts never exceed 4:
``packed_guarded(large) - packed(small)`` keeps every guard bit exactly when ``small`` fits within ``large``, and
is then ``packed_guarded(subtract(large, small))``. The engine's inner loops test and subtract with one integer."""


def packed(naturals: Naturals) -> int:
    """One colour's counts as one integer, a byte per rank."""
    return int.from_bytes(bytes(naturals), "little")


def packed_guarded(naturals: Naturals) -> int:
    """:func:`packed` with the guard bit set in every rank (see :data:`PACKED_GUARDS`)."""
    return packed(naturals) | PACKED_GUARDS


def shape_points(shape: Shape, rules: ScoringRules) -> int:
    """:meth:`Shape.points` (set points plus Yin-Yang bonuses), remembered by the shape per scoring reading."""
    known = shape.points_by_rules
    if rules not in known:
        known[rules] = shape.points(rules)
    return known[rules]


assert min(RANK_INDEX_OF_VALUE) == LOWEST_RANK and max(RANK_INDEX_OF_VALUE) == HIGHEST_RANK


DECIDED_BY: dict[str, object] = {
    "forbidden.set.one-colour": Shape.placed,
    "forbidden.set.same-rank": _same_rank_shapes,
    "forbidden.set.run": _run_shapes,
    "forbidden.set.yin-yang": Shape.naturals,
    "forbidden.set.one-wild": all_shapes,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""
