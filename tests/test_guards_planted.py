"""Each guard fails on a violation planted for it (issue 41): the same checking function the real guard runs on the
real tree, run on a copy with the violation added.

- the encodings' independence (``tests/test_independence.py``, :mod:`tests.import_graph`): a relative import from
  the model into the engine, an ``importlib.import_module`` of an engine module, an import by a name the walk
  cannot read;
- rule ids named in code (``tests/test_contract.py``, :mod:`rulebook.core.rule_sites`): a rule whose only code use is
  removed, its docstring mentions left;
- the same bytes under two hash seeds (:mod:`tests.hash_seeds`): an output ordered by ``hash()`` of strings.

The last guard's real run is here too (it replaced the tests that rendered the documents twice in one process).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from rulebook.core.register import rules
from rulebook.core.rule_sites import named_in_code, stale, unnamed
from tests.hash_seeds import seed_dependent
from tests.import_graph import encoding_crossings
from tests.test_independence import PACKAGE, WORK

GAME = "laopengh"
"""The game whose package is copied and spoiled (any registered game would do)."""


@pytest.fixture
def package(tmp_path: Path) -> Path:
    """A copy of the source tree's modules (``.py`` only) under ``tmp_path/rulebook``."""
    copy = tmp_path / "rulebook"
    shutil.copytree(PACKAGE, copy, ignore=lambda folder, names: [n for n in names if not _is_source(Path(folder, n))])
    return copy


def _is_source(path: Path) -> bool:
    return (path.is_dir() and path.name != "__pycache__") or path.suffix == ".py"


def plant(module: Path, line: str) -> None:
    """Add ``line`` inside a new function at the end of ``module`` (a lazy import counts as much as one at the top)."""
    source = module.read_text(encoding="utf-8")
    module.write_text(f"{source}\n\ndef _planted() -> object:\n    {line}\n    return None\n", encoding="utf-8")


def test_the_real_tree_passes_the_independence_guard(package: Path) -> None:
    assert encoding_crossings(package, GAME, "model", "engine", WORK) == []
    assert encoding_crossings(package, GAME, "engine", "model", WORK) == []


@pytest.mark.parametrize(
    ("own", "line", "found"),
    [
        ("model", "from ..engine.placement import judge", "rulebook.laopengh.model.placement reaches engine/"),
        ("model", "from ..engine import placement", "rulebook.laopengh.model.placement reaches engine/"),
        ("model", "from .. import engine", "rulebook.laopengh.model.placement reaches engine/"),
        ("model", "from ..commands import play", "rulebook.laopengh.model.placement reaches code built on both"),
        (
            "model",
            'importlib.import_module("rulebook.laopengh.engine.placement")',
            "rulebook.laopengh.model.placement reaches engine/",
        ),
        ("model", '__import__("rulebook.laopengh.engine.play")', "rulebook.laopengh.model.placement reaches engine/"),
        ("model", "import_module(name_of_the_day())", "an import the walk cannot follow: rulebook.laopengh.model"),
        ("engine", "from ..model.solving import solve", "rulebook.laopengh.engine.placement reaches model/"),
    ],
)
def test_a_planted_crossing_is_caught(package: Path, own: str, line: str, found: str) -> None:
    other = "engine" if own == "model" else "model"
    plant(package / GAME / own / "placement.py", line)
    problems = encoding_crossings(package, GAME, own, other, WORK)
    assert any(problem.startswith(found) for problem in problems), problems


def test_a_planted_crossing_through_the_vocabulary_is_caught(package: Path) -> None:
    """model/ -> a module at the game's root (relative import) -> engine/ (``import_module``)."""
    plant(package / GAME / "model" / "order.py", "from .. import cards")
    plant(package / GAME / "cards.py", 'importlib.import_module("rulebook.laopengh.engine.order")')
    problems = encoding_crossings(package, GAME, "model", "engine", WORK)
    assert any(p.startswith("rulebook.laopengh.model.order reaches engine/") for p in problems), problems


def test_a_relative_import_within_the_encoding_is_no_crossing(package: Path) -> None:
    plant(package / GAME / "model" / "placement.py", "from .order import order_constraints")
    plant(package / GAME / "model" / "order.py", "from . import deck")
    assert encoding_crossings(package, GAME, "model", "engine", WORK) == []


RULE = "laopengh.place.no-triple"
"""A rule the engine holds; its code names it in one place only (checked below), its docstrings elsewhere."""


def test_a_rule_named_only_in_prose_is_caught(tmp_path: Path) -> None:
    engine = tmp_path / "engine"
    shutil.copytree(PACKAGE / GAME / "engine", engine, ignore=shutil.ignore_patterns("__pycache__"))
    held = [rule.id for rule in rules(GAME) if "engine" in rule.encoded_by]
    assert RULE in held and unnamed(engine, GAME, held) == []
    uses = [path for path in sorted(engine.rglob("*.py")) if f'"{RULE}"' in path.read_text(encoding="utf-8")]
    assert len(uses) == 1, uses
    source = uses[0].read_text(encoding="utf-8")
    assert source.count(f'"{RULE}"') == 1
    spoiled = source.replace(f'"{RULE}"', '"laopengh.place.removed"')
    # The prose stays: a docstring, an attribute's docstring and a comment all still name the rule.
    spoiled += f'\n\ndef _planted() -> None:\n    """Decides {RULE}."""\n\n\nX = 1\n"""Under {RULE}."""  # {RULE}\n'
    uses[0].write_text(spoiled, encoding="utf-8")
    assert RULE in uses[0].read_text(encoding="utf-8")
    assert unnamed(engine, GAME, held) == [RULE]


def test_a_rule_id_the_spec_lacks_is_seen_in_code(tmp_path: Path) -> None:
    """The contract test also refuses ids in code that name no rule (a typo in a constant would name nothing)."""
    (tmp_path / "m.py").write_text('"""Prose: g.set.old."""\n\nRULES = {"g.set.run": 1, "g.set.rnu": 2}\n')
    assert stale(tmp_path, "g", ["g.set.run", "g.set.old"]) == ["g.set.rnu"]
    assert stale(PACKAGE / GAME / "engine", GAME, [rule.id for rule in rules(GAME)]) == []


def test_a_rule_id_inside_a_longer_id_or_word_is_not_a_name(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text('A = "g.set.run-long"\nB = "xg.set.run"\nC = "g.set.run.x"\nD = "(g.set.one)"\n')
    assert named_in_code(tmp_path, "g") == {"g.set.run-long", "g.set.one"}


WORDS = ["chow", "pung", "kong", "pair", "wind", "dragon", "joker", "crane"]
PLANTED_RENDERER = f"""
import sys
from tests.hash_seeds import digest_lines
words = {WORDS!r}
sys.stdout.write(digest_lines([("sorted", " ".join(sorted(words))), ("by-hash", " ".join(sorted(words, key=hash)))]))
"""


def test_an_output_ordered_by_hash_differs_between_seeds() -> None:
    """A renderer that orders strings by ``hash()``: its output is the same twice in one process (what the old
    tests compared), and the comparison between two processes with different ``PYTHONHASHSEED`` names it, and only
    it."""
    assert sorted(WORDS, key=hash) == sorted(WORDS, key=hash)
    assert seed_dependent([sys.executable, "-c", PLANTED_RENDERER]) == ["by-hash"]


def test_the_rule_documents_and_corpus_files_are_the_same_bytes_under_two_hash_seeds() -> None:
    """The real guard: every game's documents and corpus files rendered under ``PYTHONHASHSEED=1`` and ``=2``."""
    assert seed_dependent([sys.executable, "-m", "tests.hash_seeds"]) == []
