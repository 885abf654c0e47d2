"""The errata report of a game: every open point of its rulebook, as a publisher would need it to fix the text.

One entry per reading of the register (``spec/<game>.toml``): the kind of open point and the wording that would
settle it (the clause map, ``spec/<game>.rulebook.toml``), the clauses that raise it with their words, the options
and the default with the evidence, and for each other option the smallest witness (the ``readings`` cases of the
game's corpus: the same input answered under both options) and how often the difference shows in random play (the
game's impact measure, the figure ``rulebook diff`` prints, on a smaller seeded sample).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.clauses import Clause, ClauseMap, Erratum
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.register import ReadingKey, reading_keys

ERRATA_SAMPLES = 500
"""The random samples each errata impact is measured on (``rulebook diff`` takes 2,000 by default)."""
ERRATA_SEED = 1
"""The seed of those samples, so that the report is the same bytes on every run."""

Impact = Callable[[Any, Any, int, int], list[str]]
"""``(base, other, samples, seed) -> lines``: a game's impact in words (``ReadingsCommands.impact``)."""


@dataclass(frozen=True)
class WitnessPair:
    """The smallest input two options answer differently: the corpus's case under each option."""

    option: str
    default_case: Case | None
    """The case answered under the default (absent where the default refuses the input outright)."""
    other_case: Case | None
    """The case answered under ``option`` (absent where that option refuses the input outright)."""

    @property
    def shown(self) -> Case:
        """Whichever of the two cases exists (their input is the same)."""
        found = self.other_case or self.default_case
        assert found is not None
        return found


SHOWN_OPTION_CASES = 5
"""How many of the corpus's cases answered under an option an entry names (the count says how many there are)."""


@dataclass(frozen=True)
class OptionFinding:
    """What one option other than the default changes.

    Its witness (if the search found one), the corpus's other cases answered under the option, and its impact.
    """

    option: str
    witness: WitnessPair | None
    impact: tuple[str, ...]
    cases: tuple[str, ...] = ()
    """Ids of the corpus's cases (besides the witness) that are answered under this option."""
    case_count: int = 0


@dataclass(frozen=True)
class ErrataEntry:
    """One open point of the rulebook with everything the report says of it."""

    reading: ReadingKey
    erratum: Erratum
    clauses: tuple[Clause, ...]
    findings: tuple[OptionFinding, ...]

    def as_json(self) -> dict[str, Any]:
        """The entry as plain data (``rulebook errata GAME --json``)."""
        return {
            "reading": self.reading.key,
            "kind": self.erratum.kind,
            "question": self.reading.question,
            "options": list(self.reading.options),
            "default": self.reading.default,
            "clauses": [{"id": clause.id, "section": clause.section, "text": clause.texts} for clause in self.clauses],
            "evidence": list(self.reading.evidence),
            "rules": list(self.reading.rules),
            "proposed_wording": self.erratum.wording,
            "findings": [
                {
                    "option": finding.option,
                    "witness": None if finding.witness is None else _witness_json(finding.witness),
                    "impact": list(finding.impact),
                    "cases": finding.case_count,
                }
                for finding in self.findings
            ],
        }


def _witness_json(pair: WitnessPair) -> dict[str, Any]:
    """A witness as plain data: the question, the input, the case ids and the answer under each option."""
    shown = pair.shown
    return {
        "question": shown.question,
        "input": shown.input,
        "cases": [case.id for case in (pair.default_case, pair.other_case) if case is not None],
        "default_answer": None if pair.default_case is None else pair.default_case.expected,
        "other_answer": None if pair.other_case is None else pair.other_case.expected,
    }


def _key(case: Case) -> tuple[str, str]:
    """What pairs two witness cases: the same question on the same input."""
    return case.question, json.dumps(case.input, sort_keys=True)


def witness_pair(corpora: Sequence[Corpus], key: str, option: str) -> WitnessPair | None:
    """The corpus's witness of ``key=option`` against the default, or ``None`` when the corpus holds none.

    The case answered under the option names it in its readings; its partner is the case of the same question and
    input answered under the default readings.
    """
    witnesses = [case for corpus in corpora for case in corpus.cases if case.source == "witness"]
    other = next((case for case in witnesses if dict(case.readings) == {key: option}), None)
    if other is not None:
        partners = [case for case in witnesses if not case.readings and _key(case) == _key(other)]
        # The same input may witness several readings: the partner written for this key comes first.
        partners.sort(key=lambda case: f"{key}=" not in case.description)
        return WitnessPair(option, partners[0] if partners else None, other)
    # The option refuses the witness outright: only the default's case is written, and its words name the option.
    default = next(
        (
            case
            for case in witnesses
            if not case.readings and f"{key}=" in case.description and option in case.description
        ),
        None,
    )
    return None if default is None else WitnessPair(option, default, None)


def option_cases(corpora: Sequence[Corpus], key: str, option: str) -> list[Case]:
    """The corpus's cases other than witnesses that are answered under ``key=option``."""
    return [
        case
        for corpus in corpora
        for case in corpus.cases
        if case.source != "witness" and case.readings.get(key) == option
    ]


def errata_entries(
    game: str,
    reading: Any,
    clauses: ClauseMap,
    corpora: Sequence[Corpus],
    impact: Impact | None,
    samples: int = ERRATA_SAMPLES,
    on_reading: Callable[[str], None] | None = None,
    keys: Sequence[str] | None = None,
) -> list[ErrataEntry]:
    """Every reading of ``game``'s register as an errata entry, in register order.

    ``reading``: the game's reading type (its default value is the base of every comparison); ``impact``: the game's
    impact in words, or ``None`` to leave the impact out (``samples`` 0 does the same). ``on_reading`` hears each key
    as its impact is measured (progress); ``keys``: only these readings (all by default).
    """
    # The families in name order: the committed files' order, whatever order the generator built them in.
    corpora = sorted(corpora, key=lambda corpus: corpus.family)
    entries: list[ErrataEntry] = []
    for entry in reading_keys(game):
        if keys is not None and entry.key not in keys:
            continue
        erratum = clauses.erratum(entry.key)
        if erratum is None:
            raise ValueError(f"{game}: reading {entry.key} has no erratum in spec/{game}.rulebook.toml")
        if on_reading is not None:
            on_reading(entry.key)
        findings = []
        for option in entry.options:
            if option == entry.default:
                continue
            measured: list[str] = []
            if impact is not None and samples:
                measured = impact(reading(), reading.from_mapping({entry.key: option}), samples, ERRATA_SEED)
            under = option_cases(corpora, entry.key, option)
            findings.append(
                OptionFinding(
                    option,
                    witness_pair(corpora, entry.key, option),
                    tuple(measured),
                    tuple(case.id for case in under[:SHOWN_OPTION_CASES]),
                    len(under),
                )
            )
        entries.append(ErrataEntry(entry, erratum, clauses.clauses_of_reading(entry.key), tuple(findings)))
    return entries


__all__ = [
    "ERRATA_SAMPLES",
    "ERRATA_SEED",
    "SHOWN_OPTION_CASES",
    "ErrataEntry",
    "Impact",
    "OptionFinding",
    "WitnessPair",
    "errata_entries",
    "option_cases",
    "witness_pair",
]
