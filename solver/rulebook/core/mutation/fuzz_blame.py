"""The one rule a fuzz difference breaks: the rule its two answers disagree on, or the candidates when none stands out.

Game-independent. A difference is this project's answer (the rules) and the other engine's answer to one request.
The rule it breaks is looked for in three ways, strongest first; the first that singles out one rule names it:

1. **reproduced**: the game's rule mutants (each a whole engine with one rule broken,
   :attr:`rulebook.core.game.Game.mutant_engines`, or ``Game.mutated`` swapped into this project's engine) answer the
   request; a mutant whose answer *is* the other engine's answer reproduces the mistake. One rule whose mutants alone
   reproduce it is the rule broken.
2. **cited**: the rule ids one answer cites and the other does not (a score line the other engine left out, a legal
   move allowed by a rule the other engine never applied). When exactly one rule is cited by one answer only, it is
   the rule the answers disagree on.
3. **the field that differs**: the answer fields on which the two answers differ (``cheng_score``, ``legal``), and
   the rules whose broken version changes exactly those fields of this project's answer: one such rule decides the
   field.

When no way singles out one rule, the blame says so and lists the candidates, fewest differences first: a
candidate's count is how far its broken version's answer is from the other engine's (the fields and list items they
differ by); candidates without a mutant follow in the register's order. An engine that gave no answer (an error, a
timeout, an exit) disagrees on no field: its candidates are the rules this project's answer cites, or failing that,
those whose mutant changes the answer.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulebook.core.errors import InputError
from rulebook.core.register import rules as register_rules

if TYPE_CHECKING:
    from rulebook.core.game import Game
    from rulebook.core.mutation.fuzz import Difference
    from rulebook.core.mutation.strategies import Request

BrokenAnswer = Callable[["Request"], Any]
"""One rule's broken engine asked one request: its answer, ``"refused"`` when it refuses the input."""


@dataclass(frozen=True)
class Blame:
    """Which rule a difference breaks, or the rules it may break."""

    rule: str | None
    """The one rule singled out (``None``: none could be)."""
    candidates: tuple[str, ...]
    """Every rule it may break, the likeliest (fewest differences) first; ``(rule,)`` when one was singled out."""
    how: str
    """How the rule was singled out, or why none could be, in words."""
    distances: Mapping[str, int]
    """A candidate's count of differences between its broken version's answer and the other engine's answer."""

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule singled out, or every candidate."""
        return (self.rule,) if self.rule is not None else self.candidates


def strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def cited(value: Any, known: Sequence[str]) -> set[str]:
    """The rule ids of ``known`` an answer cites (anywhere inside it, as a string)."""
    found = set(strings(value))
    return {rule for rule in known if rule in found}


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def field_differences(one: Any, other: Any, path: str = "") -> Counter[str]:
    """Where two JSON answers differ, each field path with its count of differences.

    Mappings are compared key by key (a key one lacks is one difference); lists as collections of items (each item
    one holds more often than the other is one difference, so a list shifted by one item differs by one or two, not
    by its length); anything else is one difference when unequal.
    """
    found: Counter[str] = Counter()
    if isinstance(one, dict) and isinstance(other, dict):
        for key in sorted(set(one) | set(other), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in one or key not in other:
                found[where] += 1
            else:
                found.update(field_differences(one[key], other[key], where))
    elif isinstance(one, list) and isinstance(other, list):
        mine, theirs = Counter(map(_canonical, one)), Counter(map(_canonical, other))
        count = sum(((mine - theirs) + (theirs - mine)).values())
        if count:
            found[path or "(the answer)"] += count
    elif _canonical(one) != _canonical(other):
        found[path or "(the answer)"] += 1
    return found


def distance(one: Any, other: Any) -> int:
    """How many differences lie between two answers (0: equal)."""
    return sum(field_differences(one, other).values())


def broken_engines(game: Game) -> list[tuple[str, BrokenAnswer]]:
    """Every rule mutant of the game as ``(rule, ask)``: its whole mutant engines, else ``Game.mutated`` swaps."""

    def asked(answer: Callable[[str, Mapping[str, Any], Any], Any]) -> BrokenAnswer:
        def ask(request: Request) -> Any:
            try:
                return answer(request.question, request.input, request.reading)
            except InputError:
                return "refused"

        return ask

    if game.mutant_engines is not None:
        return [(engine.mutant.rule, asked(engine.answer)) for engine in game.mutant_engines()]
    if game.mutated is None:
        return []
    mutated = game.mutated
    found: list[tuple[str, BrokenAnswer]] = []
    for rule in register_rules(game.id):
        try:
            mutated(rule.id)  # a rule without a mutant is refused here, before anything is swapped
        except InputError:
            continue

        def swapped(question: str, data: Mapping[str, Any], reading: Any, rule: str = rule.id) -> Any:
            with mutated(rule):
                return game.engine_answer(question, data, reading)

        found.append((rule.id, asked(swapped)))
    return found


def _broken_answers(engines: Sequence[tuple[str, BrokenAnswer]], request: Request, ours: Any) -> dict[str, list[Any]]:
    """Every rule's broken answers to the request that differ from this project's answer."""
    answers: dict[str, list[Any]] = {}
    for rule, ask in engines:
        try:
            answer = ask(request)
        except Exception:  # a mutant that breaks the engine outright says nothing about this request
            continue
        if answer != ours:
            answers.setdefault(rule, []).append(answer)
    return answers


def blame(known: Sequence[str], ours: Any, theirs: Any, answered: bool, broken: Mapping[str, Sequence[Any]]) -> Blame:
    """The rule a difference breaks (the module's three ways), from the answers alone.

    ``known`` is the register's rule ids in order; ``answered`` whether the other engine gave an answer at all;
    ``broken`` each rule's broken answers to the request that differ from ``ours`` (rules whose mutants agree with
    this project, or that have none, are absent).
    """
    order = {rule: number for number, rule in enumerate(known)}
    target = theirs if answered else ours  # with no answer: how little the broken version changes the rules' answer
    distances = {rule: min(distance(answer, target) for answer in answers) for rule, answers in broken.items()}
    if not answered:
        pool = cited(ours, known) or set(broken)
        ranked = _ranked(pool, distances, order)
        why = "no one rule can be singled out: the engine gave no answer to disagree on"
        return Blame(None, ranked, why, distances)
    reproducing = [rule for rule in known if distances.get(rule) == 0]
    if len(reproducing) == 1:
        return Blame(reproducing[0], tuple(reproducing), "its broken version gives the engine's very answer", distances)
    ours_cites, theirs_cites = cited(ours, known), cited(theirs, known)
    disputed = (ours_cites - theirs_cites) | (theirs_cites - ours_cites)
    if reproducing:
        pool = set(reproducing) & disputed or set(reproducing)
        if len(pool) == 1:
            (rule,) = pool
            why = "its broken version gives the engine's answer, and one answer alone cites it"
            return Blame(rule, (rule,), why, distances)
        return _unsingled(pool, distances, order, "the broken versions of several rules give the engine's answer")
    if len(disputed) == 1:
        (rule,) = disputed
        return Blame(rule, (rule,), "one answer cites it and the other does not", distances)
    fields = set(field_differences(ours, theirs))
    deciding = {
        rule
        for rule, answers in broken.items()
        if any(set(field_differences(ours, answer)) == fields for answer in answers)
    }
    narrowed = deciding & disputed if disputed else deciding
    if len(narrowed) == 1:
        (rule,) = narrowed
        named = ", ".join(sorted(fields))
        return Blame(rule, (rule,), f"its broken version changes just what differs ({named})", distances)
    pool = narrowed or disputed or set(broken)
    why = "no rule's broken version gives the engine's answer, and the answers disagree on "
    why += f"{len(disputed)} cited rules" if disputed else "no cited rule"
    return _unsingled(pool, distances, order, why)


def _ranked(pool: set[str], distances: Mapping[str, int], order: Mapping[str, int]) -> tuple[str, ...]:
    """The candidates, fewest differences first, those without a mutant last, ties in the register's order."""
    return tuple(
        sorted(pool, key=lambda rule: (rule not in distances, distances.get(rule, 0), order.get(rule, len(order))))
    )


def _unsingled(pool: set[str], distances: Mapping[str, int], order: Mapping[str, int], why: str) -> Blame:
    """No way singled out a rule: the only candidate if there is one, else every candidate ranked."""
    ranked = _ranked(pool, distances, order)
    if len(ranked) == 1:
        return Blame(ranked[0], tuple(ranked), f"the only candidate ({why})", distances)
    return Blame(None, tuple(ranked), f"no one rule can be singled out: {why}", distances)


def blamed(game: Game, difference: Difference) -> Blame:
    """The rule ``difference`` breaks, the game's rule mutants asked its request."""
    known = tuple(rule.id for rule in register_rules(game.id))
    broken = _broken_answers(broken_engines(game), difference.request, difference.ours)
    answered = difference.theirs is not None
    return blame(known, difference.ours, difference.theirs, answered, broken)


__all__ = ["Blame", "blame", "blamed", "broken_engines", "cited", "distance", "field_differences", "strings"]
