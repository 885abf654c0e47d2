"""FORBIDDEN sets as Z3 constraints: rulebook Section 5 ("Sets") and the set lines of "Scoring".

An arrangement is a row of *set slots*. A slot that is used is one set laid down: it has a colour, the rank values
2..9 it covers (its *members*), and for every member value how many natural cards and whether the set's wild card
stand for it. Natural cards standing for 6 or 9 are the Yin-Yang cards of the set's colour; every other value has
its own card. Numbers of cards are written as Booleans "at least t" (:mod:`rulebook.forbidden.model.count`).

The rules, each a group of constraints tracked under its rule id (``spec/forbidden.toml``):

* ``forbidden.set.one-colour`` — a set has exactly one colour; its cards (and its wild) are of that colour.
* ``forbidden.set.same-rank`` — a pung or kong covers one value, for which 3 or 4 cards stand.
* ``forbidden.set.run`` — a run covers three or more consecutive values, each with exactly one card.
* ``forbidden.set.one-wild`` — at most one wild card in a set.
* ``forbidden.set.yin-yang`` — a Yin-Yang card placed in a set stands for 6 or for 9, card by card (the Yin-Yang
  cards placed are the natural cards standing for 6 plus those standing for 9; see :meth:`Arrangement.placed`).

Nothing here fixes which cards the player holds; :mod:`rulebook.forbidden.model.terms` ties the placed cards to a hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import z3

from rulebook.core.z3_count import FALSE, Count, count_of
from rulebook.core.z3_solving import (
    OptionLiterals,
    Rules,
    add_rules,
    conjunction,
    disjunction,
    equivalence,
    implication,
)
from rulebook.forbidden.cards import (
    COPIES_PER_NUMBER_CARD,
    FACE_VALUES,
    KINDS_PER_COLOUR,
    NUMBER_KINDS,
    RANK_VALUES,
    RANKS,
    YIN_YANG,
    YIN_YANG_VALUES,
)
from rulebook.forbidden.model.count import total_is

ONE_COLOUR = "forbidden.set.one-colour"
SAME_RANK = "forbidden.set.same-rank"
RUN = "forbidden.set.run"
ONE_WILD = "forbidden.set.one-wild"
YIN_YANG_RULE = "forbidden.set.yin-yang"

PUNG = 3
"""Cards of a pung (Section 5); a kong has one more."""
KONG = 4
SHORTEST_RUN = 3
"""A run covers at least three values (Section 5)."""
SMALL_SET_POINTS = 5
"""Scoring: a set of three cards."""
LARGE_SET_POINTS = 10
"""Scoring: a set of four or more cards."""
LARGE_SET_SIZE = 4
YIN_YANG_BONUS = 5
"""Scoring: each Yin-Yang card present in a set."""
POINT_UNIT = 5
"""Every score line of a set is a multiple of 5 points; points are counted in these units."""

YIN_YANG_INDICES: tuple[int, ...] = tuple(RANK_VALUES.index(v) for v in YIN_YANG_VALUES)


@dataclass(frozen=True)
class SetReadings(OptionLiterals):
    """The readings that change what a set holds or scores, as Z3 Booleans.

    Constants for one reading (:meth:`of`), or literals a question assumes (:meth:`fresh`, :meth:`facts`), so that
    one reused solver serves every option.
    """

    OPTIONS = ("wild.counts-for-size=yes", "wild.yin-yang-bonus=yes", "wild.exhausted-card=refused")

    counts_for_size: z3.BoolRef
    """``wild.counts-for-size=yes``: the wild counts towards a set's size."""
    yin_yang_bonus: z3.BoolRef
    """``wild.yin-yang-bonus=yes``: a wild standing for 6 or 9 earns the Yin-Yang bonus."""
    exhausted_refused: z3.BoolRef
    """``wild.exhausted-card=refused``: no hand wild for a card whose copies the player holds with it make > 4."""


def kind_index(colour: int, value: int) -> int:
    """Index in :data:`NUMBER_KINDS` of the natural card of ``colour`` that stands for ``value`` (6, 9: Yin-Yang)."""
    rank = YIN_YANG if value in YIN_YANG_VALUES else next(r for r, v in FACE_VALUES.items() if v == value)
    return colour * KINDS_PER_COLOUR + RANKS.index(rank)


def kind_value_indices(kind: int) -> tuple[int, ...]:
    """Indices in :data:`RANK_VALUES` of the values a card of kind ``kind`` can stand for (two for a Yin-Yang)."""
    rank = NUMBER_KINDS[kind][1:]
    values = YIN_YANG_VALUES if rank == YIN_YANG else (FACE_VALUES[rank],)
    return tuple(RANK_VALUES.index(v) for v in values)


@dataclass(frozen=True)
class SetSlot:
    """One set an arrangement may lay down: Z3 Booleans for its colour, values and cards.

    ``member[i]``: the set covers value ``RANK_VALUES[i]``; ``natural[c][i]``: how many natural cards of colour
    ``c`` stand for it; ``wild[i]``: the set's wild card stands for it (in the set's colour). ``kong``: a same-rank
    set of four cards. ``large``: the set has four cards or more in the sense of the scoring reading.
    """

    name: str
    used: z3.BoolRef
    colour: Mapping[int, z3.BoolRef]
    run: z3.BoolRef
    kong: z3.BoolRef
    large: z3.BoolRef
    member: tuple[z3.BoolRef, ...]
    wild: tuple[z3.BoolRef, ...]
    natural: Mapping[int, tuple[Count, ...]]

    @classmethod
    def fresh(cls, name: str, colours: Sequence[int]) -> SetSlot:
        """New named variables for a slot whose set may take any colour in ``colours``."""
        return cls(
            name=name,
            used=z3.Bool(f"{name}.used"),
            colour={c: z3.Bool(f"{name}.colour{c}") for c in colours},
            run=z3.Bool(f"{name}.run"),
            kong=z3.Bool(f"{name}.kong"),
            large=z3.Bool(f"{name}.large"),
            member=tuple(z3.Bool(f"{name}.covers{v}") for v in RANK_VALUES),
            wild=tuple(z3.Bool(f"{name}.wild{v}") for v in RANK_VALUES),
            natural={
                c: tuple(Count.fresh(f"{name}.natural{c}.{v}", COPIES_PER_NUMBER_CARD) for v in RANK_VALUES)
                for c in colours
            },
        )

    def counts(self) -> list[Count]:
        """Every natural-card count of the slot."""
        return [count for row in self.natural.values() for count in row]

    def variables(self) -> list[z3.ExprRef]:
        """Every variable of the slot (to quantify over)."""
        naturals = [literal for count in self.counts() for literal in count.at_least]
        flags = [self.used, self.run, self.kong, self.large, *self.colour.values()]
        return [*flags, *self.member, *self.wild, *naturals]

    def has_wild(self) -> z3.BoolRef:
        """Whether the set holds a wild card."""
        return disjunction(*self.wild)

    def of_colour(self, colour: int) -> z3.BoolRef:
        """Whether the set is of colour ``colour``."""
        return self.colour.get(colour, FALSE)

    def cards_at(self, index: int) -> list[tuple[z3.BoolRef, int]]:
        """The cards standing for value ``RANK_VALUES[index]``, natural or wild, as weighted literals."""
        naturals = [(literal, 1) for row in self.natural.values() for literal in row[index].at_least]
        return [*naturals, (self.wild[index], 1)]

    def naturals_of(self, kind: int) -> list[list[z3.BoolRef]]:
        """Natural cards of kind ``kind`` in the set, as numbers in order encoding (two for a Yin-Yang card)."""
        row = self.natural.get(kind // KINDS_PER_COLOUR)
        return [list(row[i].at_least) for i in kind_value_indices(kind)] if row else []

    def wild_for(self, kind: int) -> z3.BoolRef:
        """Whether the set's wild card stands for a card of kind ``kind`` (for a Yin-Yang kind: a 6 or a 9)."""
        colour = self.of_colour(kind // KINDS_PER_COLOUR)
        return conjunction(colour, disjunction(*(self.wild[i] for i in kind_value_indices(kind))))

    def natural_cards(self) -> z3.ArithRef:
        """Natural cards in the set, as an integer term."""
        return z3.Sum(*(count.value() for count in self.counts()))

    def structure(self, readings: SetReadings) -> list[z3.BoolRef]:
        """What the variables mean (bookkeeping, not a rule of the game).

        A slot is used when it covers a value; an uncovered value has no card; an unused slot has no colour and is
        neither a run nor a kong; a run is not a kong. ``large`` follows the scoring reading: four cards or more
        (``wild.counts-for-size=yes``), or four natural cards or more (``no``).
        """
        constraints = [literal for count in self.counts() for literal in count.ordered()]
        constraints.append(equivalence(self.used, disjunction(*self.member)))
        for i, member in enumerate(self.member):
            nothing = [z3.Not(literal) for literal, _ in self.cards_at(i)]
            constraints.append(implication(z3.Not(member), conjunction(*nothing)))
        unused = [z3.Not(self.run), z3.Not(self.kong), *map(z3.Not, self.colour.values())]
        constraints.append(implication(z3.Not(self.used), conjunction(*unused)))
        constraints.append(implication(self.run, z3.Not(self.kong)))
        # Four cards or more, the wild included; or four natural cards or more.
        long_run = z3.If(
            readings.counts_for_size,
            z3.AtLeast(*self.member, LARGE_SET_SIZE),
            disjunction(
                z3.AtLeast(*self.member, LARGE_SET_SIZE + 1),
                conjunction(z3.AtLeast(*self.member, LARGE_SET_SIZE), z3.Not(self.has_wild())),
            ),
        )
        four_of_a_kind = conjunction(self.kong, disjunction(readings.counts_for_size, z3.Not(self.has_wild())))
        constraints.append(equivalence(self.large, conjunction(self.used, z3.If(self.run, long_run, four_of_a_kind))))
        return constraints

    def rules(self) -> Rules:
        """The set rules of Section 5 for this slot, by rule id."""
        same_rank = [z3.AtMost(*self.member, 1)]
        run = [z3.AtLeast(*self.member, SHORTEST_RUN)]
        for i, member in enumerate(self.member):
            naturals = [row[i] for row in self.natural.values()]
            # Pung or kong: 3 cards (natural or the wild) stand for the one value, or 4 for a kong.
            same_rank.append(
                implication(conjunction(member, z3.Not(self.kong)), total_is(naturals, self.wild[i], PUNG))
            )
            same_rank.append(implication(conjunction(member, self.kong), total_is(naturals, self.wild[i], KONG)))
            # Run: exactly one card stands for every value covered; no gaps between covered values.
            run.append(implication(member, total_is(naturals, self.wild[i], 1)))
            run += [
                implication(conjunction(member, self.member[k]), self.member[j])
                for j in range(i + 1, len(RANK_VALUES))
                for k in range(j + 1, len(RANK_VALUES))
            ]
        # One colour: a set in use has exactly one colour, and every natural card in it is of that colour.
        one_colour = [implication(self.used, z3.PbEq([(c, 1) for c in self.colour.values()], 1))]
        one_colour += [implication(count.ge(1), self.colour[c]) for c, row in self.natural.items() for count in row]
        return {
            ONE_COLOUR: one_colour,
            SAME_RANK: [implication(conjunction(self.used, z3.Not(self.run)), conjunction(*same_rank))],
            RUN: [implication(self.run, conjunction(*run))],
            # At most one wild card in a set.
            ONE_WILD: [z3.AtMost(*self.wild, 1)],
        }

    def by_colour(self) -> Rules:
        """The run and same-rank rules restated for the set's own colour (they follow once one-colour holds).

        With one colour possible these are the rules themselves; with several they let Z3 propagate colour by colour
        instead of through sums over all colours.
        """
        same_rank: list[z3.BoolRef] = []
        run: list[z3.BoolRef] = []
        for i, member in enumerate(self.member):
            for c, row in self.natural.items():
                here = conjunction(member, self.colour[c])
                same_rank.append(
                    implication(conjunction(here, z3.Not(self.kong)), total_is([row[i]], self.wild[i], PUNG))
                )
                same_rank.append(implication(conjunction(here, self.kong), total_is([row[i]], self.wild[i], KONG)))
                run.append(implication(here, total_is([row[i]], self.wild[i], 1)))
        return {
            SAME_RANK: [implication(conjunction(self.used, z3.Not(self.run)), conjunction(*same_rank))],
            RUN: [implication(self.run, conjunction(*run))],
        }

    def wild_bonus(self, readings: SetReadings) -> z3.BoolRef:
        """Whether the set's wild earns a Yin-Yang bonus: it stands for 6 or 9 and the reading says so."""
        return conjunction(readings.yin_yang_bonus, disjunction(*(self.wild[i] for i in YIN_YANG_INDICES)))

    def point_units(self, readings: SetReadings) -> list[list[z3.BoolRef]]:
        """The set's points in units of 5, as numbers in order encoding (see :meth:`points`)."""
        units: list[list[z3.BoolRef]] = [[self.used, self.large]]
        units += [list(row[i].at_least) for row in self.natural.values() for i in YIN_YANG_INDICES]
        units.append([self.wild_bonus(readings)])
        return units

    def points(self, readings: SetReadings) -> z3.ArithRef:
        """Points of the set (``forbidden.score.sets``) plus its Yin-Yang bonuses (``forbidden.score.yin-yang``).

        Scoring: 5 points for a set of three cards, 10 for four or more (the wild counts towards the size under
        ``wild.counts-for-size=yes``); 5 bonus points for each Yin-Yang card in the set (and for a wild standing
        for 6 or 9 under ``wild.yin-yang-bonus=yes``). An unused slot scores nothing.
        """
        return POINT_UNIT * z3.Sum(*(count_of(unit) for unit in self.point_units(readings)))


@dataclass(frozen=True)
class Arrangement:
    """Set slots for the colours ``colours``; the first ``pinned`` slots are reserved for laid sets.

    Free slots are interchangeable, so they are ordered (by colour, then lowest value, then highest value);
    that is symmetry breaking, not a rule.
    """

    name: str
    colours: tuple[int, ...]
    slots: tuple[SetSlot, ...]
    pinned: int = 0

    @classmethod
    def fresh(cls, name: str, slots: int, colours: Sequence[int] = (0, 1, 2), pinned: int = 0) -> Arrangement:
        """New named variables for ``slots`` set slots of the colours ``colours``."""
        sets = tuple(SetSlot.fresh(f"{name}.set{s}", colours) for s in range(slots))
        return cls(name=name, colours=tuple(colours), slots=sets, pinned=pinned)

    def variables(self) -> list[z3.ExprRef]:
        """Every variable of the arrangement (to quantify over)."""
        return [v for slot in self.slots for v in slot.variables()]

    def kinds(self) -> list[int]:
        """The number-card kinds of the arrangement's colours."""
        return [k for k in range(len(NUMBER_KINDS)) if k // KINDS_PER_COLOUR in self.colours]

    def placed(self, kind: int) -> list[list[z3.BoolRef]]:
        """Natural cards of kind ``kind`` in each set, as numbers in order encoding (to be added up)."""
        return [increment for slot in self.slots for increment in slot.naturals_of(kind)]

    def wilds(self) -> list[z3.BoolRef]:
        """Every "this set's wild stands for this value" literal."""
        return [wild for slot in self.slots for wild in slot.wild]

    def wilds_for(self, kind: int) -> list[z3.BoolRef]:
        """For each set, whether its wild stands for a card of kind ``kind``."""
        return [slot.wild_for(kind) for slot in self.slots]

    def structure(self, readings: SetReadings) -> list[z3.BoolRef]:
        """Every slot's bookkeeping, and the free slots in order (symmetry breaking, not a rule)."""
        constraints = [c for slot in self.slots for c in slot.structure(readings)]
        free = self.slots[self.pinned :]
        for first, second in itertools.pairwise(free):
            constraints += _in_order(first, second, self.colours)
        return constraints

    def rules(self) -> Rules:
        """Every slot's set rules, by rule id."""
        rules: Rules = {}
        for slot in self.slots:
            add_rules(rules, slot.rules())
        return rules

    def by_colour(self) -> Rules:
        """Every slot's run and same-rank rules restated colour by colour (see :meth:`SetSlot.by_colour`)."""
        rules: Rules = {}
        for slot in self.slots:
            add_rules(rules, slot.by_colour())
        return rules

    def implied(self, naturals: Sequence[z3.BoolRef], wilds: Sequence[z3.BoolRef]) -> list[z3.BoolRef]:
        """Consequences of the rules, stated so that Z3 sees them at once (not rules of their own).

        ``naturals``/``wilds``: literals that add up to the natural cards and wilds the player holds. A set has at
        least three cards, a large one at least four, so 3 * sets + large sets <= cards; a set has at least two
        natural cards, a large one at least three, so 2 * sets + large sets <= natural cards.
        """
        cards = [(literal, -1) for literal in (*naturals, *wilds)]
        natural = [(literal, -1) for literal in naturals]
        used = [slot.used for slot in self.slots]
        large = [slot.large for slot in self.slots]

        def sets(per_set: int, per_large: int) -> list[tuple[z3.BoolRef, int]]:
            return [(literal, per_set) for literal in used] + [(literal, per_large) for literal in large]

        # With large sets <= sets, these also bound the points: 2 * (sets + large) <= cards, 3 * (sets + large)
        # <= 2 * natural cards.
        doubled = [(literal, -2) for literal in naturals]
        return [
            z3.PbLe(sets(PUNG, 1) + cards, 0),
            z3.PbLe(sets(PUNG - 1, 1) + natural, 0),
            z3.PbLe(sets(2, 2) + cards, 0),
            z3.PbLe(sets(3, 3) + doubled, 0),
        ]

    def point_weights(self, readings: SetReadings, placed: Sequence[Count]) -> list[tuple[z3.BoolRef, int]]:
        """The arrangement's points in units of 5, as weighted literals (the same sum as :meth:`points`).

        Each set 1 and each large set 1 more (``forbidden.score.sets``); each Yin-Yang card placed 1, counted from
        ``placed`` (natural cards placed by kind) (``forbidden.score.yin-yang``); under
        ``wild.yin-yang-bonus=yes`` each wild standing for 6 or 9 1.
        """
        weights = [(literal, 1) for slot in self.slots for literal in (slot.used, slot.large)]
        yin_yang_kinds = [k for k in self.kinds() if NUMBER_KINDS[k][1:] == YIN_YANG]
        weights += [(literal, 1) for k in yin_yang_kinds for literal in placed[k].at_least]
        weights += [(slot.wild_bonus(readings), 1) for slot in self.slots]
        return weights

    def points(self, readings: SetReadings) -> z3.ArithRef:
        """Set points and Yin-Yang bonuses of the whole arrangement (Scoring)."""
        return z3.Sum(*(slot.points(readings) for slot in self.slots)) if self.slots else z3.IntVal(0)

    def natural_cards(self) -> z3.ArithRef:
        """Natural cards placed in sets, as an integer term."""
        return z3.Sum(*(slot.natural_cards() for slot in self.slots)) if self.slots else z3.IntVal(0)


def _in_order(first: SetSlot, second: SetSlot, colours: Sequence[int]) -> list[z3.BoolRef]:
    """``second`` is used only after ``first``, of a later or the same colour, and then not lower in values."""
    constraints = [implication(second.used, first.used)]
    for position, colour in enumerate(colours):
        earlier = [first.of_colour(c) for c in colours[: position + 1]]
        constraints.append(implication(second.of_colour(colour), disjunction(*earlier)))
    same_colour = disjunction(*(conjunction(first.of_colour(c), second.of_colour(c)) for c in colours))
    values = range(len(RANK_VALUES))
    for i in values:
        # The second set starts no lower than the first: if it covers a value <= v, so does the first.
        constraints.append(
            implication(
                conjunction(same_colour, disjunction(*second.member[: i + 1])), disjunction(*first.member[: i + 1])
            )
        )
        # With the same lowest value, the second ends no lower than the first.
        same_start = conjunction(
            same_colour,
            first.member[i],
            second.member[i],
            *([z3.Not(first.member[i - 1]), z3.Not(second.member[i - 1])] if i else []),
        )
        for j in values:
            constraints.append(
                implication(conjunction(same_start, disjunction(*first.member[j:])), disjunction(*second.member[j:]))
            )
    return constraints


DECIDED_BY: dict[str, object] = {
    "forbidden.score.sets": SetSlot.points,
    "forbidden.score.yin-yang": SetSlot.points,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = [
    "KONG",
    "LARGE_SET_POINTS",
    "LARGE_SET_SIZE",
    "ONE_COLOUR",
    "ONE_WILD",
    "POINT_UNIT",
    "PUNG",
    "RUN",
    "SAME_RANK",
    "SHORTEST_RUN",
    "SMALL_SET_POINTS",
    "YIN_YANG_BONUS",
    "YIN_YANG_INDICES",
    "YIN_YANG_RULE",
    "Arrangement",
    "SetReadings",
    "SetSlot",
    "kind_index",
    "kind_value_indices",
]
