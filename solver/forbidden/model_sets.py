"""FORBIDDEN sets as Z3 constraints: rulebook Section 5 ("Sets") and the set lines of "Scoring".

An arrangement is a row of *set slots*. A slot that is used is one set laid down: it has a colour, a lowest and a
highest rank value ``low..high`` (2..9), and for every value ``v`` and colour ``c`` the number of natural cards of
colour ``c`` standing for ``v`` in it, plus at most one wild card standing for one ``(colour, value)`` of the set.
Natural cards standing for 6 or 9 are the Yin-Yang cards of their colour; every other value has its own card.

The rules, each a group of constraints tracked under its rule id (``spec/forbidden.toml``):

* ``forbidden.set.one-colour`` — every natural card of a set has the set's colour (a wild takes it too).
* ``forbidden.set.same-rank`` — a pung or kong: one value ``low == high``, standing 3 or 4 times.
* ``forbidden.set.run`` — a run: consecutive values ``low..high``, at least three, each standing once.
* ``forbidden.set.one-wild`` — at most one wild card in a set.
* ``forbidden.set.yin-yang`` — a Yin-Yang card placed in a set stands for 6 or for 9, card by card.

Nothing here fixes which cards the player holds; :mod:`solver.forbidden.model_hand` ties the placed cards to a hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

import z3

from solver.forbidden.cards import (
    COPIES_PER_NUMBER_CARD,
    FACE_VALUES,
    HIGHEST_RANK,
    KINDS_PER_COLOUR,
    LOWEST_RANK,
    NUMBER_KINDS,
    RANK_VALUES,
    RANKS,
    YIN_YANG,
    YIN_YANG_VALUES,
)
from solver.forbidden.reading import Reading

ONE_COLOUR = "forbidden.set.one-colour"
SAME_RANK = "forbidden.set.same-rank"
RUN = "forbidden.set.run"
ONE_WILD = "forbidden.set.one-wild"
YIN_YANG_RULE = "forbidden.set.yin-yang"
SCORE_SETS = "forbidden.score.sets"
SCORE_YIN_YANG = "forbidden.score.yin-yang"

PUNG = 3
"""Cards of a pung (Section 5); a kong has one more."""
KONG = 4
SHORTEST_RUN_SPAN = 2
"""A run's highest value is at least its lowest plus two: three cards or more (Section 5)."""
SMALL_SET_POINTS = 5
"""Scoring: a set of three cards."""
LARGE_SET_POINTS = 10
"""Scoring: a set of four or more cards."""
LARGE_SET_SIZE = 4
YIN_YANG_BONUS = 5
"""Scoring: each Yin-Yang card present in a set."""

Rules = dict[str, list[z3.BoolRef]]
"""Constraints grouped by the rule id they state."""


def kind_index(colour: int, value: int) -> int:
    """Index in :data:`NUMBER_KINDS` of the natural card of ``colour`` that stands for ``value`` (6, 9: Yin-Yang)."""
    rank = YIN_YANG if value in YIN_YANG_VALUES else next(r for r, v in FACE_VALUES.items() if v == value)
    return colour * KINDS_PER_COLOUR + RANKS.index(rank)


def kind_values(kind: int) -> tuple[int, ...]:
    """The rank values a natural card of kind ``kind`` can stand for in a set (two for a Yin-Yang card)."""
    rank = NUMBER_KINDS[kind][1:]
    return YIN_YANG_VALUES if rank == YIN_YANG else (FACE_VALUES[rank],)


def add_rules(into: Rules, more: Rules) -> Rules:
    """Merge ``more`` into ``into`` (rule id by rule id) and return ``into``."""
    for rule, constraints in more.items():
        into.setdefault(rule, []).extend(constraints)
    return into


def total(terms: Sequence[z3.ArithRef]) -> z3.ArithRef:
    """The sum of ``terms`` (0 when there are none)."""
    return z3.Sum(*terms) if terms else z3.IntVal(0)


def ones(conditions: Sequence[z3.BoolRef]) -> z3.ArithRef:
    """How many of ``conditions`` hold."""
    return total([z3.If(condition, 1, 0) for condition in conditions])


@dataclass(frozen=True)
class SetSlot:
    """One set an arrangement may lay down: Z3 variables for its shape and its cards.

    ``natural[c][i]`` counts natural cards of colour ``c`` standing for value ``RANK_VALUES[i]``; ``wild[i]`` says
    the set's wild card stands for that value (of the set's colour). ``copies`` is how many cards stand for the
    one value of a pung or kong.
    """

    name: str
    colours: tuple[int, ...]
    used: z3.BoolRef
    colour: z3.ArithRef
    low: z3.ArithRef
    high: z3.ArithRef
    is_run: z3.BoolRef
    copies: z3.ArithRef
    natural: Mapping[int, tuple[z3.ArithRef, ...]]
    wild: tuple[z3.BoolRef, ...]

    @classmethod
    def fresh(cls, name: str, colours: Sequence[int]) -> SetSlot:
        """New named variables for a slot whose set may take any colour in ``colours``."""
        return cls(
            name=name,
            colours=tuple(colours),
            used=z3.Bool(f"{name}.used"),
            colour=z3.Int(f"{name}.colour"),
            low=z3.Int(f"{name}.low"),
            high=z3.Int(f"{name}.high"),
            is_run=z3.Bool(f"{name}.is_run"),
            copies=z3.Int(f"{name}.copies"),
            natural={c: tuple(z3.Int(f"{name}.natural.c{c}.v{v}") for v in RANK_VALUES) for c in colours},
            wild=tuple(z3.Bool(f"{name}.wild.v{v}") for v in RANK_VALUES),
        )

    def variables(self) -> list[z3.ExprRef]:
        """Every variable of the slot (to quantify over)."""
        naturals = [n for row in self.natural.values() for n in row]
        return [self.used, self.colour, self.low, self.high, self.is_run, self.copies, *naturals, *self.wild]

    def covers(self, value: int) -> z3.BoolRef:
        """Whether ``value`` lies between the set's lowest and highest value."""
        return z3.And(self.low <= value, value <= self.high)

    def cards_at(self, index: int) -> z3.ArithRef:
        """Cards of the set standing for value ``RANK_VALUES[index]``, wild included."""
        return total([row[index] for row in self.natural.values()]) + z3.If(self.wild[index], 1, 0)

    def natural_cards(self) -> z3.ArithRef:
        """Natural number cards in the set."""
        return total([n for row in self.natural.values() for n in row])

    def wild_cards(self) -> z3.ArithRef:
        """Wild cards in the set (0 or 1 once ``forbidden.set.one-wild`` holds)."""
        return ones(self.wild)

    def yin_yang_cards(self) -> z3.ArithRef:
        """Natural Yin-Yang cards in the set (those standing for 6 or 9)."""
        return total([row[RANK_VALUES.index(v)] for row in self.natural.values() for v in YIN_YANG_VALUES])

    def wild_for_yin_yang(self) -> z3.BoolRef:
        """Whether the set's wild card stands for a 6 or a 9."""
        return z3.Or(*(self.wild[RANK_VALUES.index(v)] for v in YIN_YANG_VALUES))

    def wild_for_kind(self, kind: int) -> z3.BoolRef:
        """Whether the set's wild card stands for a card of number-card kind ``kind``."""
        colour = kind // KINDS_PER_COLOUR
        if colour not in self.colours:
            return z3.BoolVal(False)
        return z3.And(self.colour == colour, z3.Or(*(self.wild[RANK_VALUES.index(v)] for v in kind_values(kind))))

    def placed(self, kind: int) -> z3.ArithRef:
        """Natural cards of kind ``kind`` in the set (a Yin-Yang card counts whether it stands for 6 or 9)."""
        colour = kind // KINDS_PER_COLOUR
        if colour not in self.colours:
            return z3.IntVal(0)
        return total([self.natural[colour][RANK_VALUES.index(v)] for v in kind_values(kind)])

    def points(self, reading: Reading) -> z3.ArithRef:
        """Points of the set (``forbidden.score.sets``) plus its Yin-Yang bonuses (``forbidden.score.yin-yang``).

        Scoring: 5 points for a set of three cards, 10 for four or more (the wild counts towards the size under
        ``wild.counts-for-size=yes``); 5 bonus points for each Yin-Yang card in the set (and for a wild standing
        for 6 or 9 under ``wild.yin-yang-bonus=yes``). An unused slot scores nothing.
        """
        size = self.natural_cards() + (self.wild_cards() if reading.wild_counts_for_size == "yes" else 0)
        set_points = z3.If(size >= LARGE_SET_SIZE, LARGE_SET_POINTS, SMALL_SET_POINTS)
        bonus = YIN_YANG_BONUS * self.yin_yang_cards()
        if reading.wild_yin_yang_bonus == "yes":
            bonus = bonus + z3.If(self.wild_for_yin_yang(), YIN_YANG_BONUS, 0)
        return z3.If(self.used, set_points, 0) + bonus

    def order_key(self) -> z3.ArithRef:
        """A number that orders slots by colour, then lowest value, then highest value (symmetry breaking only)."""
        span = HIGHEST_RANK + 1
        return (self.colour * span + self.low) * span + self.high

    def structure(self) -> list[z3.BoolRef]:
        """Domains of the variables, and an unused slot holds no card. Bookkeeping, not a rule of the game."""
        naturals = [n for row in self.natural.values() for n in row]
        return [
            z3.Or(*(self.colour == c for c in self.colours)),
            self.low >= LOWEST_RANK,
            self.low <= self.high,
            self.high <= HIGHEST_RANK,
            *(z3.And(n >= 0, n <= COPIES_PER_NUMBER_CARD) for n in naturals),
            z3.Implies(z3.Not(self.used), z3.And(*(n == 0 for n in naturals), *(z3.Not(w) for w in self.wild))),
        ]

    def rules(self) -> Rules:
        """The set rules of Section 5 for this slot, by rule id."""
        in_set = self.used
        return {
            # One colour: a natural card of colour c is in the set only if the set is of colour c.
            ONE_COLOUR: [z3.Implies(n > 0, self.colour == c) for c, row in self.natural.items() for n in row],
            # Pung or kong: 3 or 4 cards, all standing for the one value low == high.
            SAME_RANK: [
                z3.Implies(
                    z3.And(in_set, z3.Not(self.is_run)),
                    z3.And(
                        self.low == self.high,
                        self.copies >= PUNG,
                        self.copies <= KONG,
                        *(self.cards_at(i) == z3.If(self.low == v, self.copies, 0) for i, v in enumerate(RANK_VALUES)),
                    ),
                )
            ],
            # Run: at least three consecutive values low..high, each standing exactly once.
            RUN: [
                z3.Implies(
                    z3.And(in_set, self.is_run),
                    z3.And(
                        self.high - self.low >= SHORTEST_RUN_SPAN,
                        *(self.cards_at(i) == z3.If(self.covers(v), 1, 0) for i, v in enumerate(RANK_VALUES)),
                    ),
                )
            ],
            # At most one wild card in a set.
            ONE_WILD: [z3.AtMost(*self.wild, 1)],
        }


@dataclass(frozen=True)
class Arrangement:
    """Set slots and, for every number-card kind, how many natural cards of that kind they place.

    The first ``pinned`` slots are reserved for laid sets (rule ``forbidden.hand.laid-sets-kept``); the others are
    interchangeable, so they are ordered (symmetry breaking, not a rule).
    """

    name: str
    colours: tuple[int, ...]
    slots: tuple[SetSlot, ...]
    placed: tuple[z3.ArithRef, ...]
    pinned: int = 0

    @classmethod
    def fresh(cls, name: str, slots: int, colours: Sequence[int] = (0, 1, 2), pinned: int = 0) -> Arrangement:
        """New named variables for ``slots`` set slots of the colours ``colours``."""
        return cls(
            name=name,
            colours=tuple(colours),
            slots=tuple(SetSlot.fresh(f"{name}.set{s}", colours) for s in range(slots)),
            placed=tuple(z3.Int(f"{name}.placed.{kind}") for kind in NUMBER_KINDS),
            pinned=pinned,
        )

    def variables(self) -> list[z3.ExprRef]:
        """Every variable of the arrangement (to quantify over)."""
        return [*self.placed, *(v for slot in self.slots for v in slot.variables())]

    def kinds(self) -> Iterator[int]:
        """The number-card kinds of the arrangement's colours."""
        return (k for k in range(len(NUMBER_KINDS)) if k // KINDS_PER_COLOUR in self.colours)

    def structure(self) -> list[z3.BoolRef]:
        """Slot domains; kinds of other colours are not placed; free slots used first and in order."""
        constraints = [c for slot in self.slots for c in slot.structure()]
        constraints += [self.placed[k] == 0 for k in range(len(NUMBER_KINDS)) if k not in set(self.kinds())]
        # Face cards: the cards of kind k placed are those standing for its value in some set.
        constraints += [
            self.placed[k] == total([slot.placed(k) for slot in self.slots])
            for k in self.kinds()
            if NUMBER_KINDS[k][1:] != YIN_YANG
        ]
        free = self.slots[self.pinned :]
        for first, second in itertools.pairwise(free):
            constraints.append(z3.Implies(second.used, z3.And(first.used, first.order_key() <= second.order_key())))
        return constraints

    def rules(self) -> Rules:
        """Every slot's set rules, and the Yin-Yang placement (``forbidden.set.yin-yang``)."""
        rules: Rules = {}
        for slot in self.slots:
            add_rules(rules, slot.rules())
        # A Yin-Yang card of colour c placed in a set stands for a 6 or for a 9 of colour c, chosen card by card:
        # the Yin-Yang cards placed are the natural cards standing for 6 plus those standing for 9.
        rules[YIN_YANG_RULE] = [
            self.placed[k] == total([slot.placed(k) for slot in self.slots])
            for k in self.kinds()
            if NUMBER_KINDS[k][1:] == YIN_YANG
        ]
        return rules

    def natural_cards(self) -> z3.ArithRef:
        """Natural number cards placed in sets."""
        return total([self.placed[k] for k in self.kinds()])

    def wild_cards(self) -> z3.ArithRef:
        """Wild cards placed in sets."""
        return total([slot.wild_cards() for slot in self.slots])

    def wilds_for_kind(self, kind: int) -> z3.ArithRef:
        """Wild cards standing for a card of kind ``kind``."""
        return ones([slot.wild_for_kind(kind) for slot in self.slots])

    def points(self, reading: Reading) -> z3.ArithRef:
        """Set points and Yin-Yang bonuses of the whole arrangement (Scoring)."""
        return total([slot.points(reading) for slot in self.slots])
