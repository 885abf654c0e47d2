"""The annotated rulebook (``docs/<game>-rulebook.html``) and the errata report (``docs/<game>-errata.md``).

Both are built from the game's clause map (``spec/<game>.rulebook.toml``: the rulebook's own words, clause by
clause), its register (``spec/<game>.toml``) and its corpus, for every game alike:

- the annotated rulebook prints the rulebook's text in order (SORRY!'s two texts side by side), each clause beside
  the rules it gives rise to (the statement, the modules of each encoding that hold it, the corpus cases that
  exercise it) and the open points it raises (each reading's options, default, evidence and smallest witness);
- the errata report lists what a publisher needs to fix the text (:mod:`rulebook.core.witnesses.errata`): every open
  point with its clause, readings, witness, impact and a proposed wording, then the places where the texts differ
  and the choices the project still makes without a name.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulebook.core.clauses import ERRATUM_KINDS, Clause, ClauseMap, clause_map
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.generated_file import GeneratedFile
from rulebook.core.register import readings_by_key, rules
from rulebook.core.rule_sites import rule_sites
from rulebook.core.witnesses.errata import ERRATA_SAMPLES, ErrataEntry, errata_entries

if TYPE_CHECKING:
    from rulebook.core.game import Game

SHOWN_JSON = 240
"""An answer or input longer than this many characters of JSON is named by its case instead of printed."""
SHOWN_CASES = 3
"""How many case ids the annotated rulebook lists under a rule (the count says how many there are)."""
SILENT = "silent:"
"""How a clause's note begins when the clause leaves a choice open that the code makes without a reading."""


def package_dir(game: Game) -> Path:
    """The folder of the game's package (where its ``model/`` and ``engine/`` are)."""
    return Path(sys.modules[game.reading.__module__].__file__ or "").parent


def shown_json(value: Any, case: Case | None = None) -> str:
    """``value`` as compact JSON, or, when longer than :data:`SHOWN_JSON`, where to read it."""
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if len(text) <= SHOWN_JSON:
        return text
    return f"({len(text):,} characters of JSON: case {case.id})" if case is not None else text[:SHOWN_JSON] + " …"


def _case_files(corpora: Sequence[Corpus]) -> dict[str, str]:
    """Case id -> the corpus file that holds it (``generated/<game>/<family>.json``)."""
    return {case.id: f"generated/{corpus.game}/{corpus.family}.json" for corpus in corpora for case in corpus.cases}


def _rule_views(game: Game, corpora: Sequence[Corpus]) -> dict[str, dict[str, Any]]:
    """Per rule id: the rule, where each encoding holds it, and the cases that exercise it."""
    sites = rule_sites(package_dir(game), game.id)
    cases = [case for corpus in corpora for case in corpus.cases]
    views: dict[str, dict[str, Any]] = {}
    for rule in rules(game.id):
        mine = [case for case in cases if rule.id in case.rules]
        views[rule.id] = {
            "rule": rule,
            "sites": sites.get(rule.id, {}),
            "cases": len(mine),
            "accepts": sum(case.outcome == "accepts" for case in mine),
            "refuses": sum(case.outcome == "refuses" for case in mine),
            "shown_cases": [case.id for case in mine[:SHOWN_CASES]],
        }
    return views


def _sections(clauses: ClauseMap) -> list[dict[str, Any]]:
    """The clauses grouped by the section they are printed under, in printed order (a section may recur)."""
    sections: list[dict[str, Any]] = []
    for clause in clauses.clauses:
        if not sections or sections[-1]["name"] != clause.section:
            sections.append({"name": clause.section, "anchor": clause.id.rsplit(".", 1)[0], "clauses": []})
        sections[-1]["clauses"].append(clause)
    seen: Counter[str] = Counter()
    for section in sections:  # a section printed twice (a quick-rules sheet) gets a second anchor
        seen[section["anchor"]] += 1
        if seen[section["anchor"]] > 1:
            section["anchor"] += f"-{seen[section['anchor']]}"
    return sections


def _counted(count: int, kind: str) -> str:
    """``3 gaps``, ``1 ambiguity``, ``2 ambiguities``: a count of open points of one kind in words."""
    if count == 1:
        return f"1 {kind}"
    return f"{count} {kind[:-1] + 'ies' if kind.endswith('y') else kind + 's'}"


def is_silent(clause: Clause) -> bool:
    """Whether the clause's note says the code makes a choice there without a reading (``silent:``, any case)."""
    return SILENT in clause.note.lower()


def silent_words(clause: Clause) -> str:
    """The note of a silent clause without its leading ``silent:``."""
    return clause.note[len(SILENT) :].strip() if clause.note.lower().startswith(SILENT) else clause.note


def silent_clauses(clauses: ClauseMap) -> list[Clause]:
    """The clauses whose note says the code makes a choice there without a reading (still to be named)."""
    return [clause for clause in clauses.clauses if is_silent(clause)]


def document_context(game: Game, corpora: Sequence[Corpus], entries: Sequence[ErrataEntry]) -> dict[str, Any]:
    """What both templates read: the game, its texts and clauses, the rules and readings, the errata entries."""
    clauses = clause_map(game.id)
    register = readings_by_key(game.id)
    corpora = sorted(corpora, key=lambda corpus: corpus.family)  # the committed files' order
    kinds = Counter(entry.erratum.kind for entry in entries)
    return {
        "game": game.id,
        "title": game.title,
        "texts": clauses.texts,
        "sections": _sections(clauses),
        "clauses": clauses.clauses,
        "rules": _rule_views(game, corpora),
        "readings": register,
        "entries": entries,
        "entry_of": {entry.reading.key: entry for entry in entries},
        "kinds": [_counted(kinds[kind], kind) for kind in ERRATUM_KINDS if kinds[kind]],
        "differs": [clause for clause in clauses.clauses if clause.differs],
        "not_modelled": [clause for clause in clauses.clauses if clause.not_modelled],
        "silent": silent_clauses(clauses),
        "case_files": _case_files(corpora),
        "shown_json": shown_json,
        "is_silent": is_silent,
        "silent_words": silent_words,
        "clause_count": len(clauses.clauses),
        "samples": ERRATA_SAMPLES,
        "numbers": {key: number for number, key in enumerate(register, 1)},
    }


def errata_report(game: Game, corpora: Sequence[Corpus], entries: Sequence[ErrataEntry], whole: bool = True) -> str:
    """The errata report in Markdown: the whole report, or (``whole=False``) only the sections of ``entries``."""
    from rulebook.core.corpus.jinja_environment import environment

    template = "errata.md.j2" if whole else "errata_selected.md.j2"
    return environment().get_template(template).render(**document_context(game, corpora, entries))


def rulebook_documents(game: Game, corpora: Sequence[Corpus], measured: bool = True) -> list[GeneratedFile]:
    """``docs/<game>-rulebook.html`` and ``docs/<game>-errata.md`` for a game with a clause map.

    ``measured``: the errata measure how often each reading matters (``False`` leaves the figures out).
    """
    from rulebook.core.corpus.jinja_environment import environment

    impact = game.readings.impact if measured else None
    entries = errata_entries(game.id, game.reading, clause_map(game.id), corpora, impact)
    values = document_context(game, corpora, entries)
    page = environment().get_template("annotated_rulebook.html.j2").render(**values)
    return [
        GeneratedFile(f"docs/{game.id}-rulebook.html", page),
        GeneratedFile(f"docs/{game.id}-errata.md", errata_report(game, corpora, entries)),
    ]


__all__ = [
    "SILENT",
    "document_context",
    "errata_report",
    "package_dir",
    "rulebook_documents",
    "shown_json",
    "silent_clauses",
]
