"""Witnesses and scoped proofs: what a comparison of two readings (or of a rule and its mutant) finds.

A *witness* is one concrete input — a hand question, or a state and an action — on which two rule sets give
different answers, with both answers and the rule ids involved. It is small on purpose (fewest cards first) and it
is confirmed: the engine computed both answers, and where the Z3 model covers the rules it computed them too.

When no witness exists, a :class:`ScopedProof` says so with its scope ("the two readings agree on every hand of up
to 6 cards") and how that was established: an exhaustive sweep of the engine over the whole scope, or an unsat
answer of the Z3 model. "None found by sampling" is never a proof and has no type here.

Game-independent: the input and the answers are the game's JSON forms (the conformance corpus's input format), so
a witness can be dropped into a test case as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Method = Literal["exhaustive", "unsat", "exhaustive+unsat"]
"""How a scoped proof was established: the engine over every input of the scope, the Z3 model, or both."""


@dataclass(frozen=True)
class Witness:
    """An input on which ``base`` and ``other`` give different answers."""

    subject: str
    """The reading key (or rule id, for a rule mutant) the comparison is about."""
    base: str
    """The first rule set, in words: ``emperor.forbidden=always`` or ``forbidden.score.sets as written``."""
    other: str
    """The second rule set, in words."""
    input: dict[str, Any]
    """The input in the corpus's format (for FORBIDDEN hands: ``hand``, ``laid``, ``table_forbidden``)."""
    size: int
    """How many cards the input holds: what "smallest" counts."""
    question: str
    """What is asked of the input and differs: ``may it go Cheng?``, ``the Cheng score``, ``the legal actions``."""
    base_answer: Any
    """The answer under ``base`` (JSON-ready)."""
    other_answer: Any
    """The answer under ``other`` (JSON-ready)."""
    rules: tuple[str, ...]
    """The rule ids that decide the difference."""
    confirmed_by: tuple[str, ...]
    """Which encodings computed both answers: ``("engine",)`` or ``("engine", "model")``."""
    found_by: str
    """How the witness was found, in words (for example ``Z3 search at 4 cards, confirmed by the engine``)."""
    minimal: str = ""
    """Why no smaller witness exists, as a :class:`ScopedProof`'s statement ("" when not established)."""
    readings: Mapping[str, str] = field(default_factory=dict)
    """The reading choices the input is asked under, where they differ from the defaults (a rule mutant's witness)."""
    units: tuple[str, str] = ("card", "cards")
    """What :attr:`size` counts, singular and plural (``("tile", "tiles")``): the witness's size reads
    :func:`counted` of them."""
    part: dict[str, Any] | None = None
    """The smallest input on which the rule sets differ, when :attr:`input` is a whole position of play grown from
    it (:mod:`rulebook.core.witnesses.whole`); ``None`` when the input is itself what the search found."""
    part_size: int = 0
    """How many units :attr:`part` holds (what :attr:`minimal` is about)."""
    whole: str = ""
    """How :attr:`input` is a position of play, or why no whole position holding the difference was found, in words
    read after "The witness is" (``a whole hand: 14 cards ...``; "" when the comparison does not ask for one)."""

    @property
    def size_words(self) -> str:
        """The size in words: ``1 card``, ``3 tiles``."""
        return counted(self.size, self.units)

    def as_json(self) -> dict[str, Any]:
        """The witness as one JSON object."""
        return {
            "subject": self.subject,
            "base": self.base,
            "other": self.other,
            "input": self.input,
            "size": self.size,
            "question": self.question,
            "base_answer": self.base_answer,
            "other_answer": self.other_answer,
            "rules": list(self.rules),
            "confirmed_by": list(self.confirmed_by),
            "found_by": self.found_by,
            "minimal": self.minimal,
            **self._whole_json(),
        }

    def _whole_json(self) -> dict[str, Any]:
        """The smallest difference and how the input is whole, only for a witness grown into a position of play."""
        if not self.whole:
            return {}
        grown = {} if self.part is None else {"part": self.part, "part_size": self.part_size}
        return {**grown, "whole": self.whole}


@dataclass(frozen=True)
class ScopedProof:
    """No witness exists within a stated scope."""

    subject: str
    base: str
    other: str
    scope: str
    """What was covered, as a sentence: ``every hand of up to 5 cards``."""
    method: Method
    inputs: int = 0
    """How many inputs the exhaustive sweep answered (0 for a Z3 unsat proof alone)."""
    notes: tuple[str, ...] = field(default=())

    @property
    def statement(self) -> str:
        """The claim in one sentence."""
        return f"{self.base} and {self.other} agree on {self.scope}: {self.how}"

    @property
    def how(self) -> str:
        """How the claim was established, in words: ``checked exhaustively by the engine (1,234 inputs)``."""
        return established(self.method, self.inputs)

    def as_json(self) -> dict[str, Any]:
        """The proof as one JSON object."""
        return {
            "subject": self.subject,
            "base": self.base,
            "other": self.other,
            "scope": self.scope,
            "method": self.method,
            "inputs": self.inputs,
            "statement": self.statement,
            "notes": list(self.notes),
        }


def counted(count: int, units: tuple[str, str]) -> str:
    """``count`` of a unit in words, the unit singular for exactly one: ``1 card``, ``0 cards``, ``2,000 tiles``.

    >>> counted(1, ("card", "cards")), counted(0, ("card", "cards")), counted(2000, ("tile", "tiles"))
    ('1 card', '0 cards', '2,000 tiles')
    """
    return f"{count:,} {units[0] if count == 1 else units[1]}"


def established(method: Method, inputs: int) -> str:
    """How a scoped claim was established, in words (``inputs``: what the engine's sweep answered)."""
    counted_inputs = counted(inputs, ("input", "inputs"))
    return {
        "exhaustive": f"checked exhaustively by the engine ({counted_inputs})",
        "unsat": "proved by the Z3 model (unsat)",
        "exhaustive+unsat": f"checked by the engine ({counted_inputs}) and the Z3 model (unsat)",
    }[method]


Finding = Witness | ScopedProof
"""What a comparison returns."""

MutantKind = Literal["dropped", "negated", "off-by-one", "changed"]


@dataclass(frozen=True)
class Mutant:
    """A deliberately wrong version of one rule: what an implementation that gets this rule wrong would do."""

    rule: str
    """The rule id."""
    kind: MutantKind
    description: str
    """What the mutant does, in words: ``the Cheng bonus is 19 instead of 20``."""


@dataclass(frozen=True)
class MutantWitness:
    """A mutant and an input on which it answers differently from the rule as written.

    ``witness.base_answer`` is the rule as written (from the engine, and the model where it covers the rule);
    ``witness.other_answer`` is the mutant's.
    """

    mutant: Mutant
    witness: Witness

    def as_json(self) -> dict[str, Any]:
        """The mutant and its witness as one JSON object."""
        return {
            "rule": self.mutant.rule,
            "kind": self.mutant.kind,
            "mutant": self.mutant.description,
            "witness": self.witness.as_json(),
        }


__all__ = [
    "Finding",
    "Method",
    "Mutant",
    "MutantKind",
    "MutantWitness",
    "ScopedProof",
    "Witness",
    "counted",
    "established",
]
