"""``rulebook generate``: write the committed outputs (corpora and the pytest suites rendered from them).

Deterministic: the same sources give the same bytes, so ``rulebook generate --check`` (run in CI) fails exactly when
a committed file differs from what would be generated, naming the files. Game-independent: each game supplies its
corpora and the register they must cover; this module lints them, renders the suites with Jinja and writes.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.clauses import has_map
from rulebook.core.corpus.cases import Corpus, Register, lint, lint_answers
from rulebook.core.corpus.generated_file import GeneratedFile
from rulebook.core.corpus.jinja_environment import environment
from rulebook.core.corpus.matrix_text import hole_lines, table_lines
from rulebook.core.corpus.sweep_matrix import MatrixRow
from rulebook.core.corpus.sweep_matrix import problems as matrix_problems
from rulebook.core.corpus.sweep_matrix import rows as matrix_rows
from rulebook.core.corpus.sweeps import sweep_corpora
from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys, rule_ids
from rulebook.core.spec import is_checkout
from rulebook.core.verify.alongside import in_processes

if TYPE_CHECKING:
    from rulebook.core.game import Game

ROOT = Path(__file__).resolve().parents[4]
"""The repository's top level (``generated/`` and ``docs/`` live there)."""


def rule_documents(game: str, values: dict[str, Any], html: Callable[[str], str] | None = None) -> list[GeneratedFile]:
    """A game's rule documents ``docs/<game>.md`` and ``.html``, rendered from ``<game>_rules.md.j2`` and ``.html.j2``.

    Each game's templates extend ``rules_base.md.j2`` and ``rules_base.html.j2``. ``html``: a last pass over the
    rendered page (mahjong shares its tile faces).
    """
    env = environment()
    page = env.get_template(f"{game}_rules.html.j2").render(**values)
    return [
        GeneratedFile(f"docs/{game}.md", env.get_template(f"{game}_rules.md.j2").render(**values)),
        GeneratedFile(f"docs/{game}.html", html(page) if html else page),
    ]


def corpus_files(corpora: Sequence[Corpus], inline: Callable[[Corpus], bool]) -> list[GeneratedFile]:
    """Each corpus as ``generated/<game>/<family>.json`` and its suite ``generated/<game>/test_<family>.py``.

    ``inline``: whether a corpus's suite spells its cases out (small inputs) or reads them from the JSON file.
    """
    template = environment().get_template("test_corpus.py.j2")
    files = [GeneratedFile("generated/__init__.py", "")]
    for game in sorted({corpus.game for corpus in corpora}):
        files.append(GeneratedFile(f"generated/{game}/__init__.py", ""))
    for corpus in corpora:
        folder = f"generated/{corpus.game}"
        files.append(GeneratedFile(f"{folder}/{corpus.family}.json", corpus.dumps()))
        files.append(
            GeneratedFile(f"{folder}/test_{corpus.family}.py", template.render(corpus=corpus, inline=inline(corpus)))
        )
    return files


def differences(files: Sequence[GeneratedFile], root: Path, owned: Sequence[str]) -> list[str]:
    """The paths whose committed text differs from ``files``, and stale files in the ``owned`` folders."""
    changed = [f.path for f in files if not (root / f.path).is_file() or (root / f.path).read_text("utf-8") != f.text]
    produced = {f.path for f in files}
    for folder in owned:
        for path in sorted((root / folder).glob("*")):
            relative = path.relative_to(root).as_posix()
            if path.is_file() and relative not in produced and path.suffix in (".json", ".py"):
                changed.append(f"{relative} (not generated any more)")
    return changed


def write(files: Sequence[GeneratedFile], root: Path, owned: Sequence[str]) -> list[str]:
    """Write every file that differs, remove stale ones; returns what changed."""
    changed = differences(files, root, owned)
    for f in files:
        target = root / f.path
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_text("utf-8") != f.text:
            target.write_text(f.text, encoding="utf-8")
    for entry in changed:
        if entry.endswith("(not generated any more)"):
            (root / entry.split(" ", 1)[0]).unlink()
    return changed


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook generate`` for the registered ``games``."""
    generate = subparsers.add_parser(
        "generate",
        exits={1: "with --check: a committed file would change"},
        help="write the conformance corpora, the test suites rendered from them, and the rule documentation",
        description="Write generated/<game>/<family>.json (the corpora), generated/<game>/test_<family>.py "
        "(pytest suites rendered from them) and docs/<game>.md and .html (the rule documentation). Every "
        "expected answer is the engine's, confirmed by the Z3 model where it answers the question; the corpus "
        "lints itself before anything is written.",
        epilog="examples:\n  rulebook generate\n  rulebook generate --check     exit 1 when a committed file is stale\n"
        "  rulebook generate --game sorry   one game's files (docs/conformance.md, which holds every game, is left)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    generate.add_argument("--check", action="store_true", help="write nothing; exit 1 if any file would change")
    generate.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="write into DIR instead of the source checkout (an installed package has no checkout to write into)",
    )
    generate.add_argument(
        "--game",
        action="append",
        choices=[game.id for game in games],
        metavar="GAME",
        help="only this game's files (repeatable); docs/conformance.md, which shows every game, is then left as it is",
    )
    generate.set_defaults(run=partial(run_generate, games))


def register_of(game: str) -> Register:
    """What a game's corpus must cover: every rule id both ways, every reading key under each option."""
    return Register(
        rule_ids=rule_ids(game),
        readings={entry.key: (entry.options, entry.default) for entry in reading_keys(game)},
    )


def output_root(out: Path | None) -> Path:
    """Where ``rulebook generate`` writes: ``--out``, else the source checkout; never into an installed package."""
    if out is not None:
        if out.exists() and not out.is_dir():
            raise InputError(f"--out {out}: not a folder")
        return out
    if not is_checkout(ROOT):
        raise InputError(
            f"{ROOT} is an installed package, not a source checkout: give --out DIR to write the files somewhere"
        )
    return ROOT


@dataclass(frozen=True)
class GameOutput:
    """What one game's part of ``rulebook generate`` gives: its summary line and its files."""

    line: str
    files: list[GeneratedFile]
    sizes: CorpusSizes
    matrix: list[MatrixRow]


@dataclass(frozen=True)
class CorpusSizes:
    """How large a game's corpus is: its families, its cases, and how many of them fill the sweep matrix."""

    families: int
    cases: int
    sweep: int


def build_game(game: Game) -> GameOutput:
    """One game's corpora, linted, with the suites rendered from them and its documents.

    An :class:`~rulebook.core.errors.InputError` lists every problem when the corpus does not lint.
    """
    documented = game.corpora()
    kinds: Mapping[str, int] = {}
    corpora = list(documented)
    if game.sweeper is not None:
        sweeper = game.sweeper()
        kinds = sweeper.kinds()
        corpora += sweep_corpora(game, sweeper, documented)
    problems = lint(corpora, register_of(game.id))
    problems += [f"the sweep matrix: {problem}" for problem in matrix_problems(game.id, corpora, kinds)]
    if game.answer_lint is not None:
        problems += lint_answers(corpora, game.answer_lint)
    if problems:
        listed = "\n  ".join(problems)
        raise InputError(f"the {game.id} corpus does not lint ({len(problems)} problems):\n  {listed}")
    cases = sum(len(corpus.cases) for corpus in corpora)
    line = f"{game.id}: {len(corpora)} families, {cases:,} cases; the corpus lints and fills its sweep matrix"
    files = [*corpus_files(corpora, game.inline), *game.documents(documented)]
    if has_map(game.id):
        from rulebook.core.corpus.rulebook_docs import rulebook_documents

        files += rulebook_documents(game, documented)
    sizes = CorpusSizes(
        families=len(corpora), cases=cases, sweep=sum(len(corpus.cases) for corpus in corpora[len(documented) :])
    )
    return GameOutput(line, files, sizes, matrix_rows(game.id, corpora, kinds))


def conformance_document(outputs: Sequence[tuple[Game, GameOutput]]) -> GeneratedFile:
    """``docs/conformance.md``: the protocol and the questions, each game's corpus sizes and its sweep matrix.

    The prose is the template ``conformance.md.j2``; the matrix is written rule by rule from each game's output.
    """
    games = [
        {
            "title": game.title,
            "sizes": f"{output.sizes.cases:,} cases in {output.sizes.families} families, {output.sizes.sweep:,} of "
            "them in the sweep families.",
            "cells": sum(len(row.entries) for row in output.matrix),
            "filled": sum(1 for row in output.matrix for entry in row.entries if entry.cases),
            "explained": sum(1 for row in output.matrix for entry in row.entries if entry.hole),
            "output": output.sizes,
            "table": table_lines(output.matrix),
            "holes": hole_lines(output.matrix),
        }
        for game, output in outputs
    ]
    return GeneratedFile("docs/conformance.md", environment().get_template("conformance.md.j2").render(games=games))


def run_generate(games: Sequence[Game], args: argparse.Namespace, stdout: TextIO) -> int:
    """Build, lint, and write (or check) every game's outputs.

    The games are built in forked processes, as many at once as the machine has cores
    (:func:`~rulebook.core.verify.alongside.in_processes`): each game's output depends on its own sources only, so each
    is the same bytes wherever it is built (``generate --check`` holds them to it).
    """
    root = output_root(args.out)
    chosen = getattr(args, "game", None)
    if chosen:
        games = [game for game in games if game.id in chosen]
    processes = min(len(games), os.cpu_count() or 1)
    names = ", ".join(game.id for game in games)
    print(f"building the corpora of {names} ({processes} at a time) ...", file=sys.stderr, flush=True)
    files: list[GeneratedFile] = []
    owned: list[str] = []
    outputs: list[tuple[Game, GameOutput]] = []
    for game, output in zip(games, in_processes([partial(build_game, game) for game in games], processes), strict=True):
        print(output.line, file=stdout, flush=True)
        files += output.files
        owned.append(f"generated/{game.id}")
        outputs.append((game, output))
    if not chosen:
        files.append(conformance_document(outputs))
    if args.check:
        changed = differences(files, root, owned)
        for path in changed:
            print(f"stale: {path}", file=stdout)
        print("generated files are up to date" if not changed else "run `rulebook generate`", file=stdout)
        return 1 if changed else 0
    changed = write(files, root, owned)
    for path in changed:
        print(f"wrote {path}", file=stdout)
    print(f"{len(changed)} file(s) changed", file=stdout)
    return 0


__all__ = [
    "CorpusSizes",
    "GameOutput",
    "GeneratedFile",
    "add_parser",
    "build_game",
    "conformance_document",
    "corpus_files",
    "differences",
    "environment",
    "rule_documents",
    "run_generate",
    "write",
]
