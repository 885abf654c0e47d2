"""The winning-hand rule of classical mahjong as Z3 constraints (declarative; never uses the fast engine).

Rulebook ``mahjong-classical.txt``, "Development of the game": "The target of every player is to form groups of 3
cards, which are of the same type, or which are followed. In addition to 4 groups of 3 it is necessary to obtain an
extra couple that completes the hand and gives the victory." ("End" says "3 groups of 3 and the final couple", a
translation slip: rule-gaps.md, "Classical mahjong", reads four sets and a pair with every source.)

A hand is described by how many sets of each sort it is split into, and the rules tie those numbers to the tiles
held; Z3 finds the split. Each rule is a group of constraints tracked under its rule id (``assert_and_track``):

* ``mahjong.set.pung`` — a pung is three identical tiles; a kind has four tiles, so at most one pung of it.
* ``mahjong.set.chow`` — a chow is three consecutive tiles of one suit, starting at rank 1 to 7; winds and dragons
  (honours) make no chows. The same chow may be held more than once (up to four times: four tiles a kind).
* ``mahjong.set.pair`` — a pair is two identical tiles.
* ``mahjong.hand.standard-form`` — every tile held belongs to exactly one set or to the pair (for every kind,
  3·pungs + chows covering it + 2·pair = tiles held), there is one pair, and four sets in all.

A kong is always a declared set on the table (``mahjong.set.kong``): it counts as one of the four sets, and the
tiles in hand make the others (:meth:`Model.wins`).

Each question shape (a whole hand of four sets, a whole hand of any size, one suit with or without its pair) has
one solver, built once and reused. Whether tiles win is asked without building a constraint: the tiles held are
fixed by assumption literals made with the solver, one per kind and count (``held.5m==2`` implies two tiles of 5m
are held), and the solver is asked under those (``check(*literals)``); what it learnt stays for the next question.
Listing every split adds a blocking clause per split found, in a scope that ends with the question.

>>> from rulebook.mahjong.tiles import parse_tiles
>>> Model().is_winning(parse_tiles("123m 456p 789s EE RdRdRd"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

import z3

from rulebook.core.z3_solving import Rules, check, int_values, track
from rulebook.mahjong.hand import Hand
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, KIND_INDEX, RANKS, SUITS, Tiles

STANDARD_FORM = "mahjong.hand.standard-form"
PUNG = "mahjong.set.pung"
CHOW = "mahjong.set.chow"
PAIR = "mahjong.set.pair"

PUNG_SIZE = 3
PAIR_SIZE = 2
CHOW_LENGTH = 3
LAST_CHOW_START = max(RANKS) - CHOW_LENGTH + 1
"""A chow runs 1-2-3 .. 7-8-9: it starts at rank 1 to 7."""

Decomposition = tuple[tuple[str, ...], ...]
"""One split of a hand: every set and the pair as its kinds, in canonical order."""


def _suit_and_rank(kind: str) -> tuple[str, int] | None:
    """``("m", 5)`` for ``5m``; ``None`` for a wind or a dragon."""
    if len(kind) == 2 and kind[0].isdigit() and kind[1] in SUITS:
        return kind[1], int(kind[0])
    return None


PUNGS, CHOWS, PAIRS = "pungs", "chows", "pair"
DECISIONS = (PUNGS, CHOWS, PAIRS)
"""The decisions of a split, per kind: pungs of it, chows starting at it, whether it is the pair."""


class Choice(NamedTuple):
    """A non-zero decision of a split: ``value`` pungs of the kind at index ``at``, chows from it, or its pair."""

    what: str
    at: int
    value: int


@dataclass(frozen=True)
class Split:
    """How a run of kinds is split: per kind, pungs of it, chows starting at it, and whether it is the pair."""

    kinds: tuple[str, ...]
    pungs: tuple[z3.ArithRef, ...]
    chows: tuple[z3.ArithRef, ...]
    pairs: tuple[z3.ArithRef, ...]
    held: tuple[z3.ArithRef, ...]
    """The tiles held of each kind; a question fixes them."""

    @classmethod
    def variables(cls, name: str, kinds: Sequence[str]) -> Split:
        """Fresh integer variables for every kind of ``kinds``."""

        def ints(what: str) -> tuple[z3.ArithRef, ...]:
            return tuple(z3.Int(f"{name}.{what}.{kind}") for kind in kinds)

        return cls(tuple(kinds), ints("pungs"), ints("chows"), ints("pair"), ints("held"))

    def chows_covering(self, index: int) -> list[z3.ArithRef]:
        """The chow variables whose run covers kind ``index``: those starting up to two ranks below, same suit."""
        place = _suit_and_rank(self.kinds[index])
        if place is None:
            return []
        suit, rank = place
        starts = {f"{start}{suit}" for start in range(rank - CHOW_LENGTH + 1, rank + 1)}
        return [chow for kind, chow in zip(self.kinds, self.chows, strict=True) if kind in starts]

    def read(self, model: z3.ModelRef, among: Sequence[int] | None = None) -> Decomposition:
        """The sets and the pair of a solution, each as its kinds, in canonical order.

        ``among``: the indices of the only kinds a set or the pair can start at (the kinds held: a pung, a pair or a
        chow starts at a tile held); every kind when ``None``.
        """
        return self.groups(self.choices(model, among))

    def choices(self, model: z3.ModelRef, among: Sequence[int] | None = None) -> list[Choice]:
        """The non-zero decisions of a solution, kinds limited to ``among`` as in :meth:`read`."""
        indices = range(len(self.kinds)) if among is None else among
        asked = [(what, index) for index in indices for what in DECISIONS]
        values = int_values(model, [self.decision(what, index) for what, index in asked])
        return [Choice(what, index, value) for (what, index), value in zip(asked, values, strict=True) if value]

    def decision(self, what: str, index: int) -> z3.ArithRef:
        """The variable ``what`` (``"pungs"``, ``"chows"`` or ``"pair"``) of kind ``index``."""
        return {PUNGS: self.pungs, CHOWS: self.chows, PAIRS: self.pairs}[what][index]

    def groups(self, choices: Sequence[Choice]) -> Decomposition:
        """The sets and the pair that ``choices`` make, each as its kinds, in canonical order."""
        groups: list[tuple[str, ...]] = []
        for what, index, value in choices:
            kind = self.kinds[index]
            if what == PUNGS:
                groups += [(kind,) * PUNG_SIZE] * value
            elif what == CHOWS:
                groups += [tuple(self.kinds[index : index + CHOW_LENGTH])] * value
            else:
                groups += [(kind,) * PAIR_SIZE] * value
        return tuple(sorted(groups, key=_group_key))


def pung_rule(split: Split) -> list[z3.BoolRef]:
    """``mahjong.set.pung``: three identical tiles; four tiles a kind leave room for one pung of it at most."""
    return [z3.And(pung >= 0, pung <= COPIES // PUNG_SIZE) for pung in split.pungs]


def chow_rule(split: Split) -> list[z3.BoolRef]:
    """``mahjong.set.chow``: three consecutive tiles of one suit, 1-2-3 .. 7-8-9; honours make no chows.

    A chow is named by its lowest tile; only a suit tile of rank 1 to 7 can start one, and the same chow may be
    held up to four times (each of its kinds has four tiles).
    """
    constraints = []
    for kind, chow in zip(split.kinds, split.chows, strict=True):
        place = _suit_and_rank(kind)
        can_start = place is not None and place[1] <= LAST_CHOW_START
        constraints.append(z3.And(chow >= 0, chow <= COPIES) if can_start else chow == 0)
    return constraints


def pair_rule(split: Split) -> list[z3.BoolRef]:
    """``mahjong.set.pair``: two identical tiles; a kind is the pair or it is not."""
    return [z3.And(pair >= 0, pair <= 1) for pair in split.pairs]


def covering_rule(split: Split) -> list[z3.BoolRef]:
    """Part of ``mahjong.hand.standard-form``: every tile is in exactly one set or the pair.

    For every kind: 3·pungs of it + chows covering it + 2·pair of it = tiles held of it.
    """
    return [
        PUNG_SIZE * split.pungs[i] + z3.Sum(0, *split.chows_covering(i)) + PAIR_SIZE * split.pairs[i] == split.held[i]
        for i in range(len(split.kinds))
    ]


def pairs_rule(split: Split, pairs: int) -> z3.BoolRef:
    """Part of ``mahjong.hand.standard-form``: the hand has ``pairs`` pairs (one; none for a suit's sets alone)."""
    return z3.Sum(*split.pairs) == pairs


def sets_rule(split: Split, sets: int) -> z3.BoolRef:
    """Part of ``mahjong.hand.standard-form``: ``sets`` sets in all (four: "4 groups of 3")."""
    return z3.Sum(*split.pungs, *split.chows) == sets


def rules(split: Split, pairs: int, sets: int | None) -> Rules:
    """Every rule over ``split``, grouped by rule id; ``sets=None`` leaves the number of sets to the tiles."""
    standard = [*covering_rule(split), pairs_rule(split, pairs)]
    if sets is not None:
        standard.append(sets_rule(split, sets))
    return {STANDARD_FORM: standard, PUNG: pung_rule(split), CHOW: chow_rule(split), PAIR: pair_rule(split)}


class Shape:
    """One reusable solver: the rules over one :class:`Split`, each tracked under its rule id.

    The tiles held are not asserted: for every kind and count n there is a literal ``held.<kind>==n`` that implies
    it (nothing forces it otherwise), and a question assumes one such literal per kind. So the solver, its
    constraints and its literals are built once, and a question only hands Z3 literals made beforehand.
    """

    def __init__(self, name: str, kinds: Sequence[str], pairs: int, sets: int | None) -> None:
        self.name = name
        self.split = Split.variables(name, kinds)
        # Measured (issue 21): with the tiles held as assumption literals, the linear-integer-arithmetic solver
        # without bound propagation to the atoms answers a question 4 to 30 times faster than the default solver did
        # under push and pop (winning hands gain the least, random deals the most).
        self.solver = z3.SolverFor("QF_LIA")
        self.solver.set("arith.propagation_mode", 0)
        track(self.solver, rules(self.split, pairs, sets))
        self._facts: list[dict[int, z3.BoolRef]] = [{} for _ in kinds]
        self._fewer_literals: dict[Choice, z3.BoolRef] = {}
        for index in range(len(kinds)):
            for n in range(COPIES + 1):
                self.fact(index, n)

    def fact(self, index: int, n: int) -> z3.BoolRef:
        """The literal "``n`` tiles of kind ``index`` are held", made on first use (0 to 4 with the solver)."""
        literal = self._facts[index].get(n)
        if literal is None:
            held = self.split.held[index]
            literal = self._facts[index][n] = z3.Bool(f"{self.name}.held.{self.split.kinds[index]}=={n}")
            self.solver.add(z3.Implies(literal, held == n))
        return literal

    def facts(self, counts: Sequence[int]) -> list[z3.BoolRef]:
        """The assumptions fixing the tiles held to ``counts`` (one count per kind)."""
        if len(counts) != len(self.split.kinds):
            raise ValueError(f"expected {len(self.split.kinds)} counts, got {len(counts)}")
        try:
            return [self._facts[i][n] for i, n in enumerate(counts)]
        except KeyError:  # a count past four: its literal is made now, once
            return [self.fact(i, n) for i, n in enumerate(counts)]

    def holds(self, counts: Sequence[int]) -> bool:
        """Whether some split satisfies every rule when the tiles held are ``counts``."""
        return check(self.solver, self.facts(counts))

    def splits(self, counts: Sequence[int]) -> list[Decomposition]:
        """Every distinct split of ``counts``; each found one is blocked by a clause until none is left.

        The blocking clauses hold only for this question: they are added in a scope popped at the end, so the
        reused solver answers the next question as if they had never been. A clause names only the decisions the
        split found makes (its non-zero pungs, chows and pair): any other split of the same tiles takes fewer of one
        of them, since taking as many of each (and something more) would use more tiles than are held.
        """
        facts = self.facts(counts)  # made before the scope: a literal made inside it would be popped with it
        held = [i for i, n in enumerate(counts) if n]  # a set or the pair starts at a tile held
        found = []
        self.solver.push()
        try:
            while check(self.solver, facts):
                choices = self.split.choices(self.solver.model(), held)
                found.append(self.split.groups(choices))
                self.solver.add(z3.Or(*(self._fewer(choice) for choice in choices)))
        finally:
            self.solver.pop()
        return sorted(found, key=_decomposition_key)

    def _fewer(self, choice: Choice) -> z3.BoolRef:
        """The literal "fewer than ``choice.value`` of the decision ``choice``", made once."""
        literal = self._fewer_literals.get(choice)
        if literal is None:
            literal = self._fewer_literals[choice] = self.split.decision(choice.what, choice.at) < choice.value
        return literal


def _group_key(group: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(KIND_INDEX[kind] for kind in group)


def _decomposition_key(decomposition: Decomposition) -> tuple[tuple[int, ...], ...]:
    return tuple(_group_key(group) for group in decomposition)


class Model:
    """The winning-hand rule as constraints; one solver per question shape, built on first use."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading
        self._shapes: dict[tuple[str, bool], Shape] = {}

    def _shape(self, name: str, with_pair: bool) -> Shape:
        key = (name, with_pair)
        if key not in self._shapes:
            pairs = 1 if with_pair else 0
            if name == "winning":
                self._shapes[key] = Shape("winning", ALL_KINDS, pairs, self.reading.sets)
            elif name == "complete":
                self._shapes[key] = Shape("complete", ALL_KINDS, pairs, None)
            else:
                self._shapes[key] = Shape(f"suit.{int(with_pair)}", [f"{rank}m" for rank in RANKS], pairs, None)
        return self._shapes[key]

    def is_winning(self, tiles: Tiles) -> bool:
        """Four sets (pungs or chows) and a pair, every tile used: 14 tiles (rulebook, "Development of the game")."""
        return self._shape("winning", True).holds(tiles.counts)

    def _in_hand(self, hand: Hand) -> Shape | None:
        """The solver for the tiles in hand of ``hand``: the sets missing besides those on the table, and a pair."""
        missing = self.reading.sets - len(hand.melds)
        if missing < 0:
            return None
        key = (f"in-hand.{missing}", True)
        if key not in self._shapes:
            self._shapes[key] = Shape(f"in-hand.{missing}", ALL_KINDS, 1, missing)
        return self._shapes[key]

    def wins(self, hand: Hand) -> bool:
        """Four sets and a pair with the sets on the table (``mahjong.hand.standard-form``, ``mahjong.set.kong``).

        Every set on the table, a kong included, is one of the four; the tiles in hand make the others and the pair.
        """
        shape = self._in_hand(hand)
        return shape is not None and shape.holds(hand.concealed.counts)

    def hand_splits(self, hand: Hand) -> list[Decomposition]:
        """Every split of the tiles in hand of a winning hand, the sets on the table aside ([] if it does not win)."""
        shape = self._in_hand(hand)
        return [] if shape is None else shape.splits(hand.concealed.counts)

    def is_complete(self, tiles: Tiles) -> bool:
        """Every tile in a set, with one pair when ``len(tiles) % 3 == 2`` and none otherwise (any number of sets).

        A hand part-way to a win: sets and the pair (fourteen tiles: the winning form), or sets alone.
        """
        return self._shape("complete", len(tiles) % 3 == 2).holds(tiles.counts)

    def decompositions(self, tiles: Tiles) -> list[Decomposition]:
        """Every distinct split of a winning hand into four sets and a pair (empty when it is not winning).

        Each split lists its five groups (the pair included), each group as its kinds, groups in canonical order
        of their kinds; the splits are sorted the same way.
        """
        return self._shape("winning", True).splits(tiles.counts)

    def suit_complete(self, counts: Sequence[int], with_pair: bool) -> bool:
        """Whether one suit's nine counts (ranks 1 to 9) split into sets only, or sets and exactly one pair."""
        return self._shape("suit", with_pair).holds(counts)


__all__ = ["CHOW", "PAIR", "PUNG", "STANDARD_FORM", "Decomposition", "Model"]
