"""Fill the cells of a game's sweep matrix (:mod:`rulebook.core.corpus.sweep_matrix`) with confirmed cases.

The core walks the matrix the register declares and asks the game's :class:`Sweeper` for the inputs of each cell
(a hand at a threshold, two positions that differ in one attribute, an action taking its material from one place,
a card at its largest multiplicity); the game knows how to build them, the core decides which are needed. Each input
becomes a case whose expected answer is the engine's, confirmed by the Z3 model where it answers the question
(:func:`rulebook.core.corpus.case_builder.confirmed_case`), with source ``sweep`` and the cell it fills in ``covers``.

Two cells are checked against the register rather than the engine alone: a ``source`` cell's case must be accepted
where the register allows the source and refused where it forbids it, and a ``multiplicity:KIND:past`` cell, one copy
more than the deck holds by the sweeper's count (read from the spec's deck), must be an input the engine refuses
(its expected answer is :data:`~rulebook.core.corpus.cases.INPUT_ERROR`). A cell the sweeper gives nothing for is
left to :func:`rulebook.core.corpus.sweep_matrix.problems`, which names it unless the register explains it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from rulebook.core.corpus.case_builder import CaseDisagreementError, Encodings, confirmed_case, encodings_of
from rulebook.core.corpus.cases import INPUT_ERROR, Case, Corpus, Outcome
from rulebook.core.corpus.sweep_matrix import AXES, Cell, game_cells
from rulebook.core.errors import InputError

if TYPE_CHECKING:
    from rulebook.core.game import Game

FAMILIES = {
    "threshold": ("sweep_thresholds", "Every number a rule states, asked at it and one on each side of it"),
    "attribute": ("sweep_attributes", "Pairs of cases that differ only in one attribute a rule reads"),
    "source": ("sweep_sources", "Every place an action's material may come from, allowed and forbidden"),
    "multiplicity": (
        "sweep_multiplicity",
        "Every kind of card at the most copies the deck holds, and one copy past it (an input the engine refuses)",
    ),
    "reading": ("sweep_readings", "Each rule under every option of each reading it depends on"),
}
"""Each axis's family of the corpus: its file name and its description."""
SWEEP_FAMILIES = frozenset(name for name, _ in FAMILIES.values())
"""The sweep families' names: boundaries for an engine to meet, left out of the documents a player reads."""


@dataclass(frozen=True)
class SweepInput:
    """One input a game gives for a cell: what it asks, under which readings, and what the cell's rule does with it."""

    question: str
    input: Mapping[str, Any]
    outcome: Outcome
    description: str
    """What the input is, in a few words ("13 cards in hand"); the case's description adds the rule and the cell."""
    why: str
    """Why the answer is right: the rule's section and the counting that shows it."""
    readings: Mapping[str, str] = field(default_factory=dict)
    rules: tuple[str, ...] = ()
    """Other rules the case exercises besides the cell's."""
    impossible: bool = False
    """An input the rules make impossible (one player where two to six play, a sixth pawn): the engine must refuse
    it, and the case expects :data:`~rulebook.core.corpus.cases.INPUT_ERROR`. Every ``multiplicity:KIND:past``
    input is one, whether it says so or not."""


class Sweeper(Protocol):
    """What a game gives the sweep: its deck's kinds, and the inputs of a cell."""

    def kinds(self) -> Mapping[str, int]:
        """Every kind of card (tile, pawn) and the most copies the deck holds.

        Under the default readings, as the spec states them (not as the engine counts them).
        """
        ...

    def inputs(self, cell: Cell) -> Sequence[SweepInput]:
        """The inputs that fill ``cell``.

        Exactly two for an ``attribute`` cell (differing in that attribute alone), at least one for any other; none
        when the game cannot build it (the register must then say why).
        """
        ...


def slug(text: str) -> str:
    """A piece of a case id: letters, digits, dots and dashes."""
    return re.sub(r"[^A-Za-z0-9.]+", "-", text).strip("-").lower() or "x"


def case_of(encodings: Encodings, game: str, cell: Cell, given: SweepInput, number: int, of: int) -> Case:
    """One sweep case, confirmed: the engine's answer checked against the model and against the register."""
    rule_tail = cell.rule.split(".", 1)[1] if cell.rule.startswith(f"{game}.") else cell.rule
    suffix = f".{number + 1}" if of > 1 else ""
    case_id = f"sweep.{slug(rule_tail)}.{cell.axis}.{slug(cell.name)}.{slug(cell.point)}{suffix}"
    description = f"{cell.rule}, {cell.key}{suffix}: {given.description}"
    rules = (cell.rule, *(rule for rule in given.rules if rule != cell.rule))
    readings = dict(given.readings)
    if cell.axis == "reading":
        readings[cell.name] = cell.point
    if cell.axis == "source" and given.outcome != ("accepts" if cell.point == "allowed" else "refuses"):
        raise CaseDisagreementError(
            f"case {case_id}: the register says the source is {cell.point}, the case {given.outcome}"
        )
    if given.impossible or (cell.axis == "multiplicity" and cell.point == "past"):
        return refused_case(encodings, case_id, description, rules, given, readings, cell)
    case = confirmed_case(
        encodings,
        id=case_id,
        description=description,
        question=given.question,
        rules=rules,
        outcome=given.outcome,
        input=given.input,
        source="sweep",
        why=given.why,
        readings=readings,
    )
    return replace(case, covers=(cell.key,))


def refused_case(
    encodings: Encodings,
    case_id: str,
    description: str,
    rules: tuple[str, ...],
    given: SweepInput,
    readings: dict[str, str],
    cell: Cell,
) -> Case:
    """A case the rules make impossible (one copy past the deck, a player too many): the engine must refuse it.

    That the input is impossible is the spec's word (its count, its range), not the engine's.
    """
    try:
        answer = encodings.engine(given.question, given.input, readings)
    except InputError:
        pass
    else:
        raise CaseDisagreementError(
            f"case {case_id}: the rules make the input impossible, yet the engine answers {answer}"
        )
    return Case(
        id=case_id,
        description=description,
        question=given.question,
        rules=rules,
        outcome="refuses",
        input=dict(given.input),
        expected=dict(INPUT_ERROR),
        source="sweep",
        why=given.why,
        readings={key: value for key, value in readings.items() if encodings.defaults[key] != value},
        covers=(cell.key,),
    )


def needed(cell: Cell, filled: set[tuple[str, str]]) -> bool:
    """Whether the sweep asks the game for a cell: every cell but a reading the other families already fill."""
    return cell.axis != "reading" or (cell.rule, cell.key) not in filled


def sweep_corpora(game: Game, sweeper: Sweeper, others: Sequence[Corpus]) -> list[Corpus]:
    """The sweep families of ``game``: a case for every cell the sweeper fills.

    ``others``: the game's other families; a reading cell they fill already is not asked of the sweeper.
    """
    from rulebook.core.corpus.sweep_matrix import filled as filled_by

    encodings = encodings_of(
        game.engine_answer, game.model_answer, game.reading.from_mapping, game.reading().as_mapping()
    )
    already = set(filled_by(game.id, others))
    by_axis: dict[str, list[Case]] = {axis: [] for axis in AXES}
    for cell in game_cells(game.id, sweeper.kinds()):
        if not needed(cell, already):
            continue
        inputs = list(sweeper.inputs(cell))
        if cell.axis == "attribute" and inputs and len(inputs) != 2:
            raise CaseDisagreementError(
                f"{cell.rule}, {cell.key}: a pair is two inputs, the sweeper gave {len(inputs)}"
            )
        if cell.axis == "attribute" and len(inputs) == 2 and inputs[0].question != inputs[1].question:
            raise CaseDisagreementError(f"{cell.rule}, {cell.key}: the pair asks two different questions")
        by_axis[cell.axis] += [
            case_of(encodings, game.id, cell, given, n, len(inputs)) for n, given in enumerate(inputs)
        ]
    return [
        Corpus(game.id, FAMILIES[axis][0], FAMILIES[axis][1], tuple(cases)) for axis, cases in by_axis.items() if cases
    ]


__all__ = ["FAMILIES", "SWEEP_FAMILIES", "SweepInput", "Sweeper", "case_of", "slug", "sweep_corpora"]
