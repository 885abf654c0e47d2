"""Whether a rule applies in a case, as its answer says: what a rule's *accepts* example must show (issue 44).

A case names the rules it exercises and one outcome for all of them, so a case written about one rule may carry
another it does not exercise (a two-suit hand tagged with the pure-suit doubling, scored 14, not doubled). Whether
the answer *grants* what its question asks (:mod:`rulebook.core.corpus.grants`) cannot tell: the hand is scored
either way. What can tell is the answer's own record of the rules it applied, where the game's answers carry one.
Each game says how its answers name them (:data:`AppliedRules`, ``Drawing.applied``):

- classical mahjong: a ``score`` answer counts its doublings only; the rules behind it are the engine's verdict for
  the same input and readings (``rules`` of ``rulebook mahjong check --json``: the form, the sets used, each scoring
  set that gave points, the bonus or the loser's hand, each doubling, the special hand, the limit);
- Tien Zi Que: a ``score`` answer's ``lines``, each with the ``rule`` that scored it;
- Lao Pengh: a ``place`` answer's ``rule``, the rule that decided the placement;
- SORRY!: a ``moves`` answer's moves, each with the ``rule`` (the card or the start) that allows it;
- FORBIDDEN: no answer names a rule.

A rule is *one such answers can name* when some answer to the same question in the corpus names it while granting
what the question asks (:func:`rules_applied` collects them); only then does an answer that does not name it say the
rule did not apply. A rule that answers name only when they refuse (Lao Pengh's ``place.no-triple``: the placement it
forbids) allows by not being named, and an answer cannot say whether a rule it does not name applied (``None``): the
heading then comes from what the answer grants alone.

:func:`shown_problems` is the lint ``rulebook generate`` runs on every rule's examples, for every game
(:func:`rulebook.core.corpus.rule_docs.page_context`): a case shown under *accepts* (or *applies*) is one the rule
is tagged with as ``accepts``, whose answer grants what is asked (for *accepts*), and whose answer, where it can
say, names the rule as applied.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.grants import UNREADABLE

AppliedRules = Callable[[Case], "Collection[str] | None"]
"""``(case) -> rule ids``: the rules the case's expected answer names as applied, or ``None`` where the answers to
its question name no rule."""

SHOWN_APPLYING = ("accepts", "applies")
"""The headings that say the rule applies in the example (:data:`rulebook.core.corpus.rule_docs.SHOWN_AS`)."""


@dataclass(frozen=True)
class RulesApplied:
    """What a game's answers say of the rules they applied, over one corpus."""

    applied: AppliedRules
    named: Mapping[str, frozenset[str]]
    """Each question: every rule some answer to it names while granting what it asks (the rules such answers can
    name)."""

    def applies(self, rule: str, case: Case) -> bool | None:
        """Whether ``rule`` applies in ``case`` by its answer; ``None`` where the answers to its question cannot say."""
        if rule not in self.named.get(case.question, frozenset()):
            return None
        names = self.applied(case)
        return None if names is None else rule in names


def _never(case: Case) -> None:
    return None


NO_RULES_NAMED = RulesApplied(_never, {})
"""A game whose answers name no rule: no answer says whether a rule applied."""


def rules_by_question(own: Mapping[str, Callable[[Case], Collection[str]]]) -> AppliedRules:
    """A game's :data:`AppliedRules` from how the answers to each of its questions name the rules they applied.

    A question the game does not name names no rule; an answer of an unexpected shape (:data:`UNREADABLE`) cannot
    say.
    """

    def applied(case: Case) -> Collection[str] | None:
        names = own.get(case.question)
        if names is None:
            return None
        try:
            return names(case)
        except UNREADABLE:
            return None

    return applied


def rules_applied(
    cases: Iterable[Case], applied: AppliedRules | None, grants: Callable[[Case], bool | None]
) -> RulesApplied:
    """The game's ``applied`` over ``cases``, with the rules each question's granting answers name among them.

    ``grants``: whether a case's answer grants what its question asks.
    """
    if applied is None:
        return NO_RULES_NAMED
    named: dict[str, set[str]] = {}
    for case in cases:
        names = applied(case)
        if names is not None and grants(case) is True:
            named.setdefault(case.question, set()).update(names)
    return RulesApplied(applied, {question: frozenset(names) for question, names in named.items()})


def shown_problems(
    rule: str,
    shown: Sequence[tuple[Case, str]],
    granted: Callable[[str, Case], bool | None],
    rules: RulesApplied,
) -> list[str]:
    """Every example of ``rule`` shown as one where it applies although its case does not show it applying.

    ``shown``: the rule's examples with their headings. An example under *accepts* or *applies* must be a case
    tagged with the rule as ``accepts``; under *accepts* its answer must grant what is asked; and where its answer
    names the rules it applied (:meth:`RulesApplied.applies`), ``rule`` must be one of them.
    """
    problems = []
    for case, heading in shown:
        if heading not in SHOWN_APPLYING:
            continue
        where = f"{rule}: case {case.id} would be shown under {heading!r}"
        if rule not in case.rules or case.outcome != "accepts":
            problems.append(f"{where}, but it is not a case the rule accepts")
        elif heading == "accepts" and granted(rule, case) is not True:
            problems.append(f"{where}, but its answer does not grant what its question asks")
        elif rules.applies(rule, case) is False:
            names = ", ".join(sorted(rules.applied(case) or ())) or "none"
            problems.append(f"{where}, but its answer applies other rules ({names}): retag the case")
    return problems


__all__ = [
    "NO_RULES_NAMED",
    "SHOWN_APPLYING",
    "AppliedRules",
    "RulesApplied",
    "rules_applied",
    "rules_by_question",
    "shown_problems",
]
