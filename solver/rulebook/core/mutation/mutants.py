"""Rule adequacy, for any game: a deliberately wrong version of a rule and the smallest input that tells it apart.

A *rule mutant* (:class:`RuleMutant`) is the game's engine with one rule implemented wrongly — dropped, negated,
off by one or changed — inside a ``with`` block that always restores the real engine. Given inputs to try
(:class:`Candidate`, for example every case of the committed conformance corpus), :func:`find_witnesses` answers
each with the engine as written and, for every mutant, with the engine broken, and keeps for each mutant the
smallest input on which the two answers differ: a :class:`~rulebook.core.witnesses.witness.Witness`. A corpus holding
such an input fails any implementation that gets the rule wrong in the mutant's way; a rule none of whose mutants
finds a witness is a rule the inputs do not pin down (:func:`coverage` lists them).

Game-independent: the inputs and answers are the game's JSON forms, a candidate's size is whatever the game counts
(cards, tiles), and the mutant's swap is the game's own. :func:`swapping` is the usual swap: module or class
attributes replaced for the ``with`` block (``unittest.mock.patch.object``), so no engine file is ever edited.

>>> import types
>>> rules = types.SimpleNamespace(limit=3)
>>> capped = RuleMutant.patching("demo.limit", "off-by-one", "the limit is 2", (rules, "limit", 2))
>>> inputs = [Candidate("capped", {"n": n}, None, size=n) for n in (5, 1, 2, 3)]
>>> found = find_witnesses([capped], inputs, lambda question, data, reading: min(data["n"], rules.limit))
>>> [(w.witness.input, w.witness.base_answer, w.witness.other_answer) for w in found]
[({'n': 3}, 3, 2)]
>>> rules.limit
3
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, ExitStack, contextmanager
from dataclasses import dataclass
from typing import Any
from unittest import mock

from rulebook.core.errors import InputError
from rulebook.core.witnesses.witness import Mutant, MutantKind, MutantWitness, Witness

Answer = Callable[[str, Mapping[str, Any], Any], Any]
"""``(question, input, reading) -> answer``: the game's engine (:data:`rulebook.core.game.AnswerFunction`)."""
Patch = tuple[object, str, object]
"""One attribute swapped by a mutant: (module or class, attribute name, the mutant's value)."""


class _Unknown:
    """The expected answer of a candidate that has none (not a corpus case)."""

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN: Any = _Unknown()
""":attr:`Candidate.expected` when the candidate comes with no expected answer."""


@contextmanager
def swapping(*patches: Patch) -> Iterator[None]:
    """Inside the block, every ``(owner, name, value)`` of ``patches`` holds ``value``; restored on leaving."""
    with ExitStack() as stack:
        for owner, name, value in patches:
            stack.enter_context(mock.patch.object(owner, name, value))
        yield


@dataclass(frozen=True)
class RuleMutant:
    """A :class:`~rulebook.core.witnesses.witness.Mutant` and how to break the engine its way."""

    mutant: Mutant
    swap: Callable[[], AbstractContextManager[None]]
    """A fresh ``with`` block inside which the engine answers as the mutant (the real engine again on leaving)."""
    questions: tuple[str, ...] = ()
    """The questions the mutant can change (empty: any); candidates asking anything else are not tried."""

    @classmethod
    def patching(
        cls, rule: str, kind: MutantKind, description: str, *patches: Patch, questions: tuple[str, ...] = ()
    ) -> RuleMutant:
        """A mutant that swaps ``patches`` (:func:`swapping`)."""
        return cls(Mutant(rule, kind, description), lambda: swapping(*patches), questions)

    @property
    def rule(self) -> str:
        """The rule id the mutant breaks."""
        return self.mutant.rule


@dataclass(frozen=True)
class Candidate:
    """One input to try: a question, its input in the game's JSON form, the reading it is asked under."""

    question: str
    input: Mapping[str, Any]
    reading: Any
    """The game's reading value, passed to the answer function as it is."""
    size: int
    """What "smallest" counts (cards, tiles); ties keep the order the candidates were given in."""
    expected: Any = UNKNOWN
    """The answer the rule as written must give (a corpus case's ``expected``), or :data:`UNKNOWN`."""
    label: str = ""
    """Where the input comes from, in words (a corpus case's id)."""
    asks: str = ""
    """What is asked, in words (``the hand's score``); the question's name when empty."""


def _answer(answer: Answer, candidate: Candidate) -> Any:
    """The answer, or ``{"error": message}`` for input the engine refuses (an :class:`InputError`)."""
    try:
        return answer(candidate.question, candidate.input, candidate.reading)
    except InputError as error:
        return {"error": str(error)}


def base_answers(candidates: Sequence[Candidate], answer: Answer) -> list[Any]:
    """The rule as written's answer to every candidate; :class:`AssertionError` if one is not its expected answer."""
    found = [_answer(answer, candidate) for candidate in candidates]
    for candidate, base in zip(candidates, found, strict=True):
        if candidate.expected is not UNKNOWN and base != candidate.expected:
            raise AssertionError(
                f"the engine's answer to {candidate.label or candidate.question} is {base!r}, not its expected "
                f"{candidate.expected!r}: the candidates are stale"
            )
    return found


def find_witnesses(
    mutants: Sequence[RuleMutant],
    candidates: Sequence[Candidate],
    answer: Answer,
    *,
    confirm: Callable[[Candidate, Any], tuple[str, ...]] | None = None,
    source: str = "the candidate inputs",
) -> list[MutantWitness]:
    """For each mutant, the smallest candidate on which it answers differently from the rule as written.

    Candidates are tried in order of :attr:`Candidate.size` (ties in the order given). The rule as written answers
    every candidate once, outside any mutant, and must give each candidate's expected answer where it has one
    (:func:`base_answers`). ``confirm(candidate, base_answer)`` names the encodings that computed the base answer
    (``("engine",)`` when not given). A mutant no candidate tells apart gets no witness (:func:`coverage`).
    """
    ordered = sorted(candidates, key=lambda candidate: candidate.size)
    bases = base_answers(ordered, answer)
    found: list[MutantWitness] = []
    for rule_mutant in mutants:
        tried = [(c, b) for c, b in zip(ordered, bases, strict=True) if _asks(rule_mutant, c)]
        hit: tuple[Candidate, Any, Any] | None = None
        with rule_mutant.swap():
            for candidate, base in tried:
                other = _answer(answer, candidate)
                if other != base:
                    hit = candidate, base, other
                    break
        if hit is not None:
            found.append(_witness(rule_mutant.mutant, *hit, confirm, f"{len(tried):,} {source}"))
    return found


def _asks(rule_mutant: RuleMutant, candidate: Candidate) -> bool:
    return not rule_mutant.questions or candidate.question in rule_mutant.questions


def _witness(
    mutant: Mutant,
    candidate: Candidate,
    base: Any,
    other: Any,
    confirm: Callable[[Candidate, Any], tuple[str, ...]] | None,
    tried: str,
) -> MutantWitness:
    label = f"{candidate.label}, " if candidate.label else ""
    witness = Witness(
        subject=mutant.rule,
        base=f"{mutant.rule} as written",
        other=mutant.description,
        input=dict(candidate.input),
        size=candidate.size,
        question=candidate.asks or candidate.question,
        base_answer=base,
        other_answer=other,
        rules=(mutant.rule,),
        confirmed_by=confirm(candidate, base) if confirm is not None else ("engine",),
        found_by=f"{label}the smallest of {tried} on which the engine and the mutant engine answer differently",
        readings=dict(candidate.reading.changed()) if hasattr(candidate.reading, "changed") else {},
    )
    return MutantWitness(mutant, witness)


@dataclass(frozen=True)
class Coverage:
    """Which rules the mutants and their witnesses leave uncovered."""

    without_mutant: tuple[str, ...]
    """Rule ids of the register that no mutant breaks."""
    without_witness: tuple[str, ...]
    """Rule ids that have mutants, none of them with a witness."""
    unwitnessed: tuple[Mutant, ...]
    """Every mutant with no witness (its rule may still be covered by another mutant)."""
    unknown: tuple[str, ...]
    """Rule ids named by a mutant that are not in the register."""

    @property
    def complete(self) -> bool:
        """Every rule has a mutant, every mutant a witness, and every mutant names a rule of the register."""
        return not (self.without_mutant or self.unwitnessed or self.unknown)


def coverage(rules: Sequence[str], mutants: Sequence[RuleMutant], found: Sequence[MutantWitness]) -> Coverage:
    """The gaps: rules of ``rules`` with no mutant or no witness, mutants with no witness, unknown rule ids."""
    broken = {rule_mutant.rule for rule_mutant in mutants}
    witnessed = {item.mutant for item in found}
    caught = {mutant.rule for mutant in witnessed}
    return Coverage(
        without_mutant=tuple(rule for rule in rules if rule not in broken),
        without_witness=tuple(rule for rule in rules if rule in broken and rule not in caught),
        unwitnessed=tuple(m.mutant for m in mutants if m.mutant not in witnessed),
        unknown=tuple(sorted(broken - set(rules))),
    )


@dataclass(frozen=True)
class MutantEngine:
    """One mutant as a whole engine: every question of the corpus answered with that one rule wrong.

    ``rulebook fuzz`` is shown on these (``docs/conformance.md``): each must be found, with a shrunk input no larger
    than the mutant's own witness. A question the mutant does not touch gets the engine's answer as written.
    """

    mutant: Mutant
    answer: Answer
    """``(question, input, reading) -> answer`` of the mutant engine (the corpus's JSON forms)."""

    @classmethod
    def swapped(cls, mutant: Mutant, swap: Callable[[], AbstractContextManager[None]], answer: Answer) -> MutantEngine:
        """The engine ``answer`` called inside the mutant's ``with`` block (:attr:`RuleMutant.swap`)."""

        def mutated(question: str, data: Mapping[str, Any], reading: Any) -> Any:
            with swap():
                return answer(question, data, reading)

        return cls(mutant, mutated)


def mutant_of(mutants: Sequence[RuleMutant], rule: str, game: str = "the game") -> RuleMutant:
    """The first mutant of ``rule``; :class:`InputError` naming the rules that have one for any other rule."""
    for rule_mutant in mutants:
        if rule_mutant.rule == rule:
            return rule_mutant
    known = ", ".join(dict.fromkeys(rule_mutant.rule for rule_mutant in mutants))
    raise InputError(f"{game} has no mutant of {rule!r}; rules with mutants: {known}")


__all__ = [
    "UNKNOWN",
    "Answer",
    "Candidate",
    "Coverage",
    "MutantEngine",
    "Patch",
    "RuleMutant",
    "base_answers",
    "coverage",
    "find_witnesses",
    "mutant_of",
    "swapping",
]
