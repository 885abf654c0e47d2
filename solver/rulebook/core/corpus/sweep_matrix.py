"""The sweep matrix of a game: what each rule reads, the cells that makes, and which cells the corpus fills.

A mistake in an engine is most often a rule read a little wrong: a threshold off by one, an attribute the rule reads
confused with another, an action's material taken from a place the rules forbid, a deck that holds one copy too few.
A corpus built from examples catches those only by luck. So each rule of ``spec/<game>.toml`` says, beside itself,
what it reads (its ``sweep`` table), and every such thing is a set of *cells* the corpus must fill:

- ``thresholds = [{name = "...", value = N}]``: a number the rule states (a minimum, a count). Three cells,
  ``threshold:NAME:below``, ``:at`` and ``:above``: a case at N - 1, at N and at N + 1; ``step = S`` when the
  number only moves by S (scores in fives), and the cases are at N - S and N + S.
- ``attributes = ["colour", ...]``: something of a card or a pawn the rule reads. One cell, ``attribute:NAME:pair``:
  two cases that differ in that attribute alone, everything else held.
- ``sources = [{name = "...", allowed = true}]``: where an action's material comes from (a pile, a player, a
  suit). One cell, ``source:NAME:allowed`` or ``source:NAME:forbidden``: a case taking the material from there,
  which the rule accepts or refuses.
- ``multiplicity = true`` (the rule that states the deck): for every kind of card the game's sweeper names, the
  cells ``multiplicity:KIND:max`` (the most copies the deck holds, accepted) and ``multiplicity:KIND:past`` (one
  more, an input the engine must refuse).
- Every reading key the rule depends on (its ``readings``): a cell ``reading:KEY:OPTION`` for each option, filled by
  any case of the corpus that names the rule and assumes that option.

A cell that cannot exist (no pawn count below zero) is named in ``holes = {"threshold:NAME:below" = "why"}``; a rule
that reads none of these says so: ``none = "why"``. :func:`problems` lists every cell neither filled nor explained,
every explanation of a cell that is filled or does not exist, and every rule without a ``sweep`` table;
``rulebook generate`` refuses a corpus with any (:func:`rulebook.core.corpus.generate.build_game`). The cells are
filled by :mod:`rulebook.core.corpus.sweeps`; :func:`rows` is the matrix as ``docs/conformance.md`` shows it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebook.core.corpus.cases import Corpus
from rulebook.core.register import Rule, reading_keys, rules
from rulebook.core.spec import load_spec

AXES = ("threshold", "attribute", "source", "multiplicity", "reading")
"""The kinds of cell, in the order the matrix shows them."""
THRESHOLD_POINTS = (("below", -1), ("at", 0), ("above", 1))
"""A threshold's three cells and how far each is from the number the rule states."""


@dataclass(frozen=True)
class Threshold:
    """A number a rule states, which a case must meet at, under and over."""

    name: str
    value: int
    step: int = 1
    """How far the number moves at the least (1; 5 for scores counted in fives): the cells one step each side."""


@dataclass(frozen=True)
class Source:
    """A place an action's material may come from, and whether the rule allows taking it from there."""

    name: str
    allowed: bool


@dataclass(frozen=True)
class Declared:
    """What one rule reads, as its ``sweep`` table says (:mod:`rulebook.core.corpus.sweep_matrix`)."""

    thresholds: tuple[Threshold, ...] = ()
    attributes: tuple[str, ...] = ()
    sources: tuple[Source, ...] = ()
    multiplicity: bool = False
    holes: Mapping[str, str] = field(default_factory=dict)
    """Cells that cannot exist, each with why."""
    none: str = ""
    """Why the rule reads no threshold, attribute, source or multiplicity (empty when it reads some)."""


@dataclass(frozen=True)
class Cell:
    """One cell of the matrix: a rule and one point of one thing it reads."""

    rule: str
    axis: str
    name: str
    point: str
    value: int | None = None
    """The number a threshold cell asks at (the stated number, one less, one more), or a multiplicity cell's count."""

    @property
    def key(self) -> str:
        """The cell as a case's ``covers`` names it: ``AXIS:NAME:POINT``."""
        return f"{self.axis}:{self.name}:{self.point}"


def declared(entry: Mapping[str, Any]) -> Declared | None:
    """The ``sweep`` table of one ``[[rule]]`` entry of a spec file, or None when it has none."""
    table = entry.get("sweep")
    if table is None:
        return None
    return Declared(
        thresholds=tuple(
            Threshold(item["name"], int(item["value"]), int(item.get("step", 1)))
            for item in table.get("thresholds", ())
        ),
        attributes=tuple(table.get("attributes", ())),
        sources=tuple(Source(item["name"], bool(item["allowed"])) for item in table.get("sources", ())),
        multiplicity=bool(table.get("multiplicity", False)),
        holes=dict(table.get("holes", {})),
        none=table.get("none", ""),
    )


def declarations(game: str) -> dict[str, Declared | None]:
    """Every rule of ``game`` by id, with what its ``sweep`` table declares (None: it has none)."""
    return {entry["id"]: declared(entry) for entry in load_spec(game)["rule"]}


def cells(game: str, rule: Rule, reads: Declared, kinds: Mapping[str, int]) -> list[Cell]:
    """Every cell of one rule, in the matrix's order.

    ``kinds``: each kind of card and the most copies the deck holds (the multiplicity cells).
    """
    found = [
        Cell(rule.id, "threshold", threshold.name, point, threshold.value + offset * threshold.step)
        for threshold in reads.thresholds
        for point, offset in THRESHOLD_POINTS
    ]
    found += [Cell(rule.id, "attribute", name, "pair") for name in reads.attributes]
    found += [
        Cell(rule.id, "source", source.name, "allowed" if source.allowed else "forbidden") for source in reads.sources
    ]
    if reads.multiplicity:
        for kind, most in kinds.items():
            found += [
                Cell(rule.id, "multiplicity", kind, "max", most),
                Cell(rule.id, "multiplicity", kind, "past", most + 1),
            ]
    options = {entry.key: entry.options for entry in reading_keys(game)}
    found += [Cell(rule.id, "reading", key, option) for key in rule.readings for option in options.get(key, ())]
    return found


def game_cells(game: str, kinds: Mapping[str, int]) -> list[Cell]:
    """Every cell of every rule of ``game`` that has a ``sweep`` table."""
    reads = declarations(game)
    return [
        cell
        for rule in rules(game)
        if (table := reads[rule.id]) is not None
        for cell in cells(game, rule, table, kinds)
    ]


def filled(game: str, corpora: Sequence[Corpus]) -> dict[tuple[str, str], list[str]]:
    """``(rule, cell key) -> case ids`` of every cell the corpora fill.

    A sweep case fills the cells it ``covers``, for its first rule; any case fills ``reading:KEY:OPTION`` for every
    rule it names, KEY among that rule's readings and OPTION the one it assumes (the default unless it names one).
    """
    defaults = {entry.key: entry.default for entry in reading_keys(game)}
    depends = {rule.id: rule.readings for rule in rules(game)}
    found: dict[tuple[str, str], list[str]] = {}
    for corpus in corpora:
        for case in corpus.cases:
            for key in case.covers:
                found.setdefault((case.rules[0], key), []).append(case.id)
            for rule in case.rules:
                for reading in depends.get(rule, ()):
                    option = case.readings.get(reading, defaults.get(reading))
                    found.setdefault((rule, f"reading:{reading}:{option}"), []).append(case.id)
    return found


def problems(game: str, corpora: Sequence[Corpus], kinds: Mapping[str, int]) -> list[str]:
    """Every hole of ``game``'s matrix no one explained, and every explanation that does not hold, as sentences."""
    reads = declarations(game)
    cases = filled(game, corpora)
    found: list[str] = []
    for rule in rules(game):
        table = reads[rule.id]
        if table is None:
            found.append(f"{rule.id} has no sweep table: say what it reads, or why it reads nothing (sweep.none)")
            continue
        made = cells(game, rule, table, kinds)
        keys = {cell.key for cell in made}
        reads_something = table.thresholds or table.attributes or table.sources or table.multiplicity
        if not reads_something and not table.none:
            found.append(f"{rule.id} declares nothing it reads: name it, or say why it reads nothing (sweep.none)")
        if reads_something and table.none:
            found.append(f"{rule.id} declares what it reads and also that it reads nothing (sweep.none)")
        for key, why in table.holes.items():
            if key not in keys:
                found.append(f"{rule.id}: the hole {key!r} is not a cell of the rule")
            elif (rule.id, key) in cases:
                found.append(
                    f"{rule.id}: the hole {key!r} is explained ({why}) but case {cases[rule.id, key][0]} fills it"
                )
            elif not why.strip():
                found.append(f"{rule.id}: the hole {key!r} has no reason")
        for cell in made:
            if (rule.id, cell.key) not in cases and cell.key not in table.holes:
                found.append(f"{rule.id}: no case fills {cell.key}, and the register does not say why it cannot exist")
    return found


@dataclass(frozen=True)
class MatrixEntry:
    """One cell as the matrix shows it: how many cases fill it, or why it cannot exist."""

    cell: Cell
    cases: int
    hole: str = ""


@dataclass(frozen=True)
class MatrixRow:
    """One rule's row of the matrix."""

    rule: str
    entries: tuple[MatrixEntry, ...]
    none: str = ""

    def of(self, axis: str) -> list[MatrixEntry]:
        """The row's entries on one axis."""
        return [entry for entry in self.entries if entry.cell.axis == axis]


def rows(game: str, corpora: Sequence[Corpus], kinds: Mapping[str, int]) -> list[MatrixRow]:
    """The matrix of ``game``: every rule with a ``sweep`` table, each cell with its cases or its reason."""
    reads = declarations(game)
    cases = filled(game, corpora)
    made: list[MatrixRow] = []
    for rule in rules(game):
        table = reads[rule.id]
        if table is None:
            continue
        entries = tuple(
            MatrixEntry(cell, len(cases.get((rule.id, cell.key), ())), table.holes.get(cell.key, ""))
            for cell in cells(game, rule, table, kinds)
        )
        made.append(MatrixRow(rule.id, entries, table.none))
    return made


__all__ = [
    "AXES",
    "Cell",
    "Declared",
    "MatrixEntry",
    "MatrixRow",
    "Source",
    "Threshold",
    "cells",
    "declarations",
    "declared",
    "filled",
    "game_cells",
    "problems",
    "rows",
]
