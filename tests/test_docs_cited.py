"""Every citation in the repository's code, tests, registers and docs points at something in the repository.

Three kinds of citation are refused, in any file under ``solver/``, ``tests/``, ``spec/`` or ``docs/``:

- a document ``docs/<name>.md`` that does not exist (and, inside ``docs/``, a Markdown link to a ``.md`` file that
  does not exist beside it);
- a "brief" cited as a source (of the semantics, of play), or a path into a folder of briefs: the contracts are
  ``docs/<game>-contract.md`` (issue 41);
- an absolute path of one machine: a home or root folder, the shared work folder, or a named file under the
  temporary folder. The sourced facts are cited as ``shared/research/<file>``;
- a rulebook cited outside the repository: the rulebooks are kept in it, ``spec/rulebooks/<file>`` (issue 42).

The scanner is tried first on planted files that must be flagged, so the test can fail.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("solver", "tests", "spec", "docs")

DOC_CITATION = re.compile(r"\bdocs/([A-Za-z0-9_.-]+\.md)\b")
DOC_LINK = re.compile(r"\]\(([A-Za-z0-9_.-]+\.md)(?:#[^)]*)?\)")
BRIEF = re.compile(
    r"\b(?:semantics|play) brief\b|\bbriefs?-\w+/|\bbriefs/|\b(?:the|that) brief(?:'s)?\b|\bbrief examples?\b"
    r"|[(]brief\b",
    re.IGNORECASE,
)
OUTSIDE_RULEBOOK = re.compile(r"(?<![\w/.-])(?:\.\./)?" + "shared" + "/rulebooks/")  # built so it cites nothing
MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:work|root|home)/|(?<![\w.~-])/tmp/[A-Za-z]")


def citation_problems(path: Path, root: Path = ROOT) -> list[str]:
    """What is wrong with the citations of the text file ``path`` (none for a file that is not UTF-8 text)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return []
    problems = []
    for number, line in enumerate(text.splitlines(), start=1):
        where = f"{path}:{number}"
        for name in DOC_CITATION.findall(line):
            if not (root / "docs" / name).is_file():
                problems.append(f"{where}: cites docs/{name}, which is not in the repository")
        if path.parent.name == "docs" and path.suffix == ".md":
            for name in DOC_LINK.findall(line):
                if not (path.parent / name).is_file():
                    problems.append(f"{where}: links to {name}, which is not beside it")
        found = BRIEF.search(line)
        if found:
            problems.append(f"{where}: cites a brief ({found.group(0)!r}); cite docs/<game>-contract.md")
        found = OUTSIDE_RULEBOOK.search(line)
        if found:
            problems.append(
                f"{where}: cites a rulebook outside the repository ({found.group(0)!r}); cite spec/rulebooks/"
            )
        found = MACHINE_PATH.search(line)
        if found:
            problems.append(f"{where}: holds a machine path ({found.group(0)!r}); cite a file of the repository")
    return problems


def scanned_files(root: Path = ROOT) -> list[Path]:
    """Every file under the scanned folders but caches."""
    return sorted(
        path
        for folder in SCANNED
        for path in (root / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and ".mypy_cache" not in path.parts
    )


# Planted citations, each built from parts so that this file itself cites nothing it refuses.
BRIEF_WORDS = "brief"
PLANTED = [
    f"See docs/{'no-such-contract'}.md for the rules.",
    f"worked out from the semantics {BRIEF_WORDS}",
    f"the play {BRIEF_WORDS} (``{BRIEF_WORDS}s-sorry/play.md``)",
    f"the exact semantics of /{'work'}/{BRIEF_WORDS}s/semantics.md",
    f"the {BRIEF_WORDS}'s example",
    f"read from /{'home'}/someone/notes.md",
    f"written to /{'tmp'}/scratch/out.json",
    f"as /{'root'}/x says",
    f"Section 5 of ../{'shared'}/rulebooks/forbidden.txt",
    f"(`{'shared'}/rulebooks/sorry-english.md`)",
]


@pytest.mark.parametrize("line", PLANTED)
def test_a_planted_bad_citation_is_flagged(tmp_path: Path, line: str) -> None:
    (tmp_path / "docs").mkdir()
    planted = tmp_path / "planted.py"
    planted.write_text(f'"""A module.\n\n{line}\n"""\n', encoding="utf-8")
    problems = citation_problems(planted, tmp_path)
    assert problems and all(problem.startswith(f"{planted}:3: ") for problem in problems)


def test_a_planted_broken_link_in_docs_is_flagged(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "here.md").write_text("# Here\n", encoding="utf-8")
    page = docs / "page.md"
    page.write_text("See [here](here.md) and [there](there.md#rules).\n", encoding="utf-8")
    assert citation_problems(page, tmp_path) == [f"{page}:1: links to there.md, which is not beside it"]


def test_good_citations_are_not_flagged(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "sorry-contract.md").write_text("# SORRY!\n", encoding="utf-8")
    good = tmp_path / "good.py"
    good.write_text(
        "# docs/sorry-contract.md (Play); spec/rulebooks/sorry-english.md; shared/research/wave2-facts.md; "
        "briefly put; tmp_path / 'x'\n",
        encoding="utf-8",
    )
    assert citation_problems(good, tmp_path) == []


def test_no_file_of_the_repository_cites_what_is_not_there() -> None:
    files = scanned_files()
    assert any(path.name == "sorry-contract.md" for path in files)
    problems = [problem for path in files for problem in citation_problems(path)]
    assert problems == []
