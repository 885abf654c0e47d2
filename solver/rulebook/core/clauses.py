"""The clause map of a game: its rulebook's own text, split into clauses, each tied to what it decides.

``spec/<game>.rulebook.toml`` holds, for each text of the rulebook (``spec/rulebooks/<file>``; SORRY! has two, the
Icelandic original and its English rendering), the text cut into clauses in the order it is printed. Each clause
names the rules of the register it gives rise to and the readings of the open points it raises, or says why it
decides nothing (a heading, flavour, a list of components another clause rules on) or why the project does not
model it. The same file holds one erratum per reading: what kind of open point it is and a wording that would
settle it.

Nothing here is kept in step by hand: :func:`map_problems` lists every way the map and the rulebook or the
register disagree (a word of the rulebook in no clause, a clause that maps nothing, a rule or reading no clause
names, an id that does not exist), and the contract tests require none.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rulebook.core.register import reading_keys, rule_ids
from rulebook.core.spec import spec_dir

ERRATUM_KINDS = ("gap", "contradiction", "ambiguity", "edition", "translation", "variant")
"""What an open point is: the text says nothing (gap), says two things (contradiction), says something that reads two
ways (ambiguity), differs between editions or sources (edition), between the original and its translation
(translation), or offers an optional rule (variant)."""

_CLAUSE_ID = re.compile(r"^[a-z]+\.clause\.[a-z0-9-]+\.[0-9]+$")


@dataclass(frozen=True)
class RulebookText:
    """One text of a game's rulebook: an id (``en``, ``is``), its file under ``spec/rulebooks/`` and its language."""

    id: str
    file: str
    language: str
    title: str

    def path(self) -> Path:
        """Where the text is kept in the repository."""
        return spec_dir() / "rulebooks" / self.file


@dataclass(frozen=True)
class Clause:
    """One clause of the rulebook: its words in each text that has them and what it decides."""

    id: str
    section: str
    texts: dict[str, str]
    """Text id -> the clause's words in that text, verbatim; a text without this clause has no entry."""
    rules: tuple[str, ...] = ()
    readings: tuple[str, ...] = ()
    heading: bool = False
    """A heading of the rulebook: it decides nothing and opens a section."""
    nothing: str = ""
    """Why the clause decides nothing (flavour, a component list ruled on elsewhere), when it names no rule."""
    not_modelled: str = ""
    """Why the project does not model what the clause rules (say, the dice that pick the dealer)."""
    note: str = ""
    """How the project reads the clause, in its own words, where the reading is not plain from the rule."""
    differs: str = ""
    """Where the texts of the clause say different things (SORRY!'s Icelandic and English)."""

    @property
    def mapped(self) -> bool:
        """Whether the clause says what it decides: a rule, a reading, or why it decides nothing or is not modelled."""
        return bool(self.rules or self.readings or self.heading or self.nothing or self.not_modelled)


@dataclass(frozen=True)
class Erratum:
    """What a publisher would fix for one reading: the kind of open point and a wording that settles it."""

    reading: str
    kind: str
    wording: str
    """A sentence the rulebook could print to settle the point; it adopts the reading's default unless it says so."""


@dataclass(frozen=True)
class ClauseMap:
    """A game's rulebook texts, its clauses in printed order and its errata proposals."""

    game: str
    texts: tuple[RulebookText, ...]
    clauses: tuple[Clause, ...]
    errata: tuple[Erratum, ...]

    def clauses_of_rule(self, rule_id: str) -> tuple[Clause, ...]:
        """The clauses that give rise to rule ``rule_id``."""
        return tuple(clause for clause in self.clauses if rule_id in clause.rules)

    def clauses_of_reading(self, key: str) -> tuple[Clause, ...]:
        """The clauses that raise the open point of reading ``key``."""
        return tuple(clause for clause in self.clauses if key in clause.readings)

    def erratum(self, key: str) -> Erratum | None:
        """The erratum proposed for reading ``key``, if the map has one."""
        return next((erratum for erratum in self.errata if erratum.reading == key), None)


def map_path(game: str) -> Path:
    """The clause map's file: ``spec/<game>.rulebook.toml``."""
    return spec_dir() / f"{game}.rulebook.toml"


def has_map(game: str) -> bool:
    """Whether ``game`` has a clause map."""
    return map_path(game).is_file()


@cache
def clause_map(game: str) -> ClauseMap:
    """Read ``spec/<game>.rulebook.toml``; cached, so every caller sees the same map."""
    with map_path(game).open("rb") as handle:
        data = tomllib.load(handle)
    texts = tuple(
        RulebookText(id=entry["id"], file=entry["file"], language=entry["language"], title=entry["title"])
        for entry in data["text"]
    )
    text_ids = [text.id for text in texts]
    clauses = tuple(_clause(entry, text_ids) for entry in data.get("clause", []))
    errata = tuple(
        Erratum(reading=entry["reading"], kind=entry["kind"], wording=" ".join(entry["wording"].split()))
        for entry in data.get("erratum", [])
    )
    return ClauseMap(game=game, texts=texts, clauses=clauses, errata=errata)


def _clause(entry: dict[str, Any], text_ids: list[str]) -> Clause:
    """One ``[[clause]]`` table: the text ids present become the clause's words."""
    return Clause(
        id=entry["id"],
        section=entry["section"],
        texts={text_id: entry[text_id] for text_id in text_ids if text_id in entry},
        rules=tuple(entry.get("rules", ())),
        readings=tuple(entry.get("readings", ())),
        heading=bool(entry.get("heading", False)),
        nothing=entry.get("nothing", ""),
        not_modelled=entry.get("not_modelled", ""),
        note=entry.get("note", ""),
        differs=entry.get("differs", ""),
    )


def normalised(text: str) -> str:
    """The words of ``text`` with every run of white space one space: what the coverage check compares."""
    return " ".join(text.split())


def printed_text(text: RulebookText) -> str:
    """The words of a rulebook text as the repository keeps them."""
    return text.path().read_text(encoding="utf-8")


def coverage_problems(clauses: ClauseMap, printed_words: Callable[[RulebookText], str] = printed_text) -> list[str]:
    """Where the clauses of each text, joined in order, are not the whole rulebook text, word for word.

    The first place the two part is named, so a clause left out, cut short or out of order is found at once.
    ``printed_words``: where a text's words are read from (the repository's copy).
    """
    problems: list[str] = []
    for text in clauses.texts:
        printed = normalised(printed_words(text))
        joined = normalised(" ".join(clause.texts[text.id] for clause in clauses.clauses if text.id in clause.texts))
        if printed == joined:
            continue
        at = next(
            (i for i, (a, b) in enumerate(zip(printed, joined, strict=False)) if a != b), min(len(printed), len(joined))
        )
        problems.append(
            f"{clauses.game} {text.id} ({text.file}): the clauses part from the rulebook at character {at}: "
            f"rulebook {printed[at : at + 60]!r}, clauses {joined[at : at + 60]!r}"
        )
    return problems


def mapping_problems(clauses: ClauseMap) -> list[str]:
    """Every way the map and the register disagree: each problem one line naming the clause, rule or reading."""
    game = clauses.game
    rules = set(rule_ids(game))
    readings = {entry.key for entry in reading_keys(game)}
    problems: list[str] = []
    seen: set[str] = set()
    for clause in clauses.clauses:
        if clause.id in seen:
            problems.append(f"clause {clause.id}: the id is used twice")
        seen.add(clause.id)
        if not _CLAUSE_ID.match(clause.id) or not clause.id.startswith(f"{game}.clause."):
            problems.append(f"clause {clause.id}: ids read {game}.clause.<section>.<n>")
        if not clause.texts:
            problems.append(f"clause {clause.id}: no text")
        if not clause.mapped:
            problems.append(
                f"clause {clause.id}: maps no rule or reading and says neither why it decides nothing "
                "nor why it is not modelled"
            )
        problems += [f"clause {clause.id}: unknown rule {rule}" for rule in clause.rules if rule not in rules]
        problems += [f"clause {clause.id}: unknown reading {key}" for key in clause.readings if key not in readings]
    named_rules = {rule for clause in clauses.clauses for rule in clause.rules}
    named_readings = {key for clause in clauses.clauses for key in clause.readings}
    problems += [f"rule {rule}: no clause gives rise to it" for rule in rule_ids(game) if rule not in named_rules]
    problems += [f"reading {key}: no clause raises it" for key in sorted(readings - named_readings)]
    errata = [erratum.reading for erratum in clauses.errata]
    problems += [f"reading {key}: no erratum proposed" for key in sorted(readings - set(errata))]
    problems += [f"erratum {key}: proposed twice" for key in sorted({k for k in errata if errata.count(k) > 1})]
    for erratum in clauses.errata:
        if erratum.reading not in readings:
            problems.append(f"erratum {erratum.reading}: unknown reading")
        if erratum.kind not in ERRATUM_KINDS:
            problems.append(f"erratum {erratum.reading}: kind {erratum.kind!r} is none of {', '.join(ERRATUM_KINDS)}")
        if not erratum.wording:
            problems.append(f"erratum {erratum.reading}: no wording proposed")
    return problems


def map_problems(game: str) -> list[str]:
    """Everything wrong with ``game``'s clause map: coverage of the rulebook first, then the mapping."""
    if not has_map(game):
        return [f"{game}: no clause map (spec/{game}.rulebook.toml)"]
    clauses = clause_map(game)
    return coverage_problems(clauses) + mapping_problems(clauses)


__all__ = [
    "ERRATUM_KINDS",
    "Clause",
    "ClauseMap",
    "Erratum",
    "RulebookText",
    "clause_map",
    "coverage_problems",
    "has_map",
    "map_path",
    "map_problems",
    "mapping_problems",
    "normalised",
    "printed_text",
]
