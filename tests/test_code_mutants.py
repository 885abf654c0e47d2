"""The code mutator (``core/mutation/code_mutants.py``) and its import hook (``core/mutation/mutant_import.py``).

The expected mutants of the hand-written module below are worked out by hand from the operator list in the module's
docstring, not printed by the mutator.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulebook.core.disk_cache import DISABLE_VAR
from rulebook.core.errors import InputError
from rulebook.core.mutation.code_mutants import CodeMutant, mutants_of_source, mutated_tree
from rulebook.core.mutation.mutant_import import CodeMutation, MutantFinder, install

SOURCE = '''\
"""A module's docstring: never mutated."""
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import os

LIMIT = 3


def allowed(a: int, b: bool) -> bool:
    """A function's docstring."""
    assert a >= 0
    if a < LIMIT and not b:
        return True
    if a == 2:
        raise ValueError("a == 2")
    return False
'''

EXPECTED = [
    # LIMIT = 3: the integer one more and one less (at the top level, shown bare: its parent is a statement)
    ("<module>", "number", "3", "4"),
    ("<module>", "number", "3", "2"),
    # the first if: forced both ways, then its condition's ``and`` swapped, its ``<`` widened, its ``not`` dropped
    ("allowed", "if-true", "if a < LIMIT and (not b):", "if True:"),
    ("allowed", "if-false", "if a < LIMIT and (not b):", "if False:"),
    ("allowed", "boolean", "a < LIMIT and (not b)", "a < LIMIT or not b"),
    ("allowed", "compare", "a < LIMIT", "a <= LIMIT"),
    ("allowed", "not", "not b", "b"),
    ("allowed", "return", "return True", "return False"),
    # the second if: forced both ways, ``==`` turned round, its 2 one more and one less (shown in its comparison);
    # the raise under it, the assert, the docstrings, the annotations and the TYPE_CHECKING block are left alone
    ("allowed", "if-true", "if a == 2:", "if True:"),
    ("allowed", "if-false", "if a == 2:", "if False:"),
    ("allowed", "compare", "a == 2", "a != 2"),
    ("allowed", "number", "a == 2", "a == 3"),
    ("allowed", "number", "a == 2", "a == 1"),
    ("allowed", "return", "return False", "return True"),
]


def test_the_mutants_of_a_hand_written_module() -> None:
    found = mutants_of_source("demo", SOURCE)
    assert [(m.function, m.operator, m.before, m.after) for m in found] == EXPECTED
    assert len({mutant.id for mutant in found}) == len(found)


def _only(found: list[CodeMutant], before: str, after: str) -> CodeMutant:
    (mutant,) = [m for m in found if (m.before, m.after) == (before, after)]
    return mutant


def _run(source: str, mutant: CodeMutant, call: str) -> object:
    """Evaluate ``call`` in the module built from ``source`` with ``mutant`` applied."""
    namespace: dict[str, object] = {}
    exec(compile(mutated_tree("demo", source, mutant.id), "demo", "exec"), namespace)
    return eval(call, namespace)


def test_a_mutant_changes_what_the_code_answers() -> None:
    found = mutants_of_source("demo", SOURCE)
    # allowed(3, False): 3 < 3 is false, 3 == 2 is false, so the original answers False; with ``<=`` 3 <= 3 holds
    assert _run(SOURCE, _only(found, "a < LIMIT", "a <= LIMIT"), "allowed(3, False)") is True
    # allowed(1, True): ``not b`` is false, so False; with the ``not`` dropped, 1 < 3 and True holds
    assert _run(SOURCE, _only(found, "not b", "b"), "allowed(1, True)") is True
    # LIMIT = 2: allowed(2, False) is 2 < 2, false, then 2 == 2 raises
    with pytest.raises(ValueError):
        _run(SOURCE, _only(found, "3", "2"), "allowed(2, False)")
    with pytest.raises(KeyError):
        mutated_tree("demo", SOURCE, "000000000000")


def test_the_ids_survive_unrelated_edits_and_reformatting() -> None:
    before = {(m.function, m.before, m.after): m.id for m in mutants_of_source("demo", SOURCE)}
    edited = (
        SOURCE.replace("LIMIT = 3\n", "LIMIT = 3\n\n\ndef unrelated(x: int) -> int:\n    return x + 40\n")
        .replace("if a == 2:", "if (a  ==  2):")  # reformatted: the same tree
        .replace('"""A function\'s docstring."""', '"""Reworded."""\n    # a comment')
    )
    after = {(m.function, m.before, m.after): m.id for m in mutants_of_source("demo", edited)}
    assert set(before.items()) <= set(after.items())
    # the new function's mutants are new ids, and the line a mutant is on is not part of its id
    assert len(after) > len(before)
    lines = {m.before: m.line for m in mutants_of_source("demo", edited)}
    assert lines["a < LIMIT"] != {m.before: m.line for m in mutants_of_source("demo", SOURCE)}["a < LIMIT"]


def test_identical_mutations_in_one_function_are_told_apart_by_occurrence() -> None:
    source = "def f(x, y):\n    return x < 1, y < 1, x < 1\n"
    twins = [m for m in mutants_of_source("demo", source) if m.after == "x <= 1"]
    assert [m.occurrence for m in twins] == [0, 1]
    assert twins[0].id != twins[1].id
    # the second ``x < 1`` is the one the second twin changes: (0 < 1, 0 < 1, 1 <= 1) at x = 1, y = 0
    assert _run(source, twins[1], "f(1, 0)") == (False, True, True)
    assert _run(source, twins[0], "f(1, 0)") == (True, True, False)


def test_a_changed_line_changes_the_id() -> None:
    (first,) = [m for m in mutants_of_source("demo", SOURCE) if m.after == "a <= LIMIT"]
    (second,) = [
        m
        for m in mutants_of_source("demo", SOURCE.replace("a < LIMIT", "a < LIMIT + 0"))
        if m.operator == "compare" and m.after.startswith("a <=")
    ]
    assert first.id != second.id


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A tiny package on the path: ``rules`` holds a rule, ``fast`` stands for a compiled helper."""
    root = tmp_path / "mutant_demo_pkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "rules.py").write_text("def allowed(a):\n    return a < 3\n")
    (root / "fast.py").write_text("SPEED = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv(DISABLE_VAR, raising=False)
    meta_path = list(sys.meta_path)
    yield "mutant_demo_pkg"
    sys.meta_path[:] = meta_path
    for name in [name for name in sys.modules if name.startswith("mutant_demo_pkg")]:
        del sys.modules[name]


def test_the_import_hook_loads_the_mutated_module(package: str) -> None:
    mutation = CodeMutation((f"{package}.rules",), (f"{package}.fast",))
    (widened,) = [
        m for m in mutants_of_source(f"{package}.rules", "def allowed(a):\n    return a < 3\n") if m.after == "a <= 3"
    ]
    planted = install(mutation, widened.id)
    assert planted == widened
    assert isinstance(sys.meta_path[0], MutantFinder)
    rules = importlib.import_module(f"{package}.rules")
    assert rules.allowed(3) is True  # the file says 3 < 3, false
    with pytest.raises(ImportError):
        importlib.import_module(f"{package}.fast")
    import os

    assert os.environ.get(DISABLE_VAR) == "1"  # a table cached under the file's bytes would hide the mutant


def test_the_import_hook_refuses_an_unknown_id_or_a_module_already_loaded(package: str) -> None:
    mutation = CodeMutation((f"{package}.rules",))
    with pytest.raises(InputError, match="no code mutant"):
        install(mutation, "000000000000")
    importlib.import_module(f"{package}.rules")
    (any_mutant, *_) = mutants_of_source(f"{package}.rules", "def allowed(a):\n    return a < 3\n")
    with pytest.raises(InputError, match="already imported"):
        install(mutation, any_mutant.id)


def test_the_line_trace_sees_what_ran_and_only_that(package: str, tmp_path: Path) -> None:
    from rulebook.core.mutation.reach import trace

    path = tmp_path / package / "rules.py"
    path.write_text("def allowed(a):\n    return a < 3\n\n\ndef other():\n    return 1\n")
    with trace({f"{package}.rules": str(path)}) as reached:
        rules = importlib.import_module(f"{package}.rules")
        assert rules.allowed(1) is True
    # line 1 (the def, run at import) and line 2 (the call's body) ran; line 6, other's body, never did
    assert {1, 2} <= reached[f"{package}.rules"]
    assert 6 not in reached[f"{package}.rules"]
    found = mutants_of_source(f"{package}.rules", path.read_text())
    from rulebook.core.mutation.mutation_run import is_reached

    assert {m.after: is_reached(m, reached) for m in found} == {
        "a <= 3": True,
        "a < 4": True,
        "a < 2": True,
        "2": False,
        "0": False,
    }


def test_the_line_trace_keeps_the_first_requests_of_each_line(package: str, tmp_path: Path) -> None:
    from rulebook.core.mutation.reach import Requests, trace

    path = tmp_path / package / "rules.py"
    path.write_text("def allowed(a):\n    return a < 3\n\n\ndef other():\n    return 1\n")
    requests = Requests()
    with trace({f"{package}.rules": str(path)}, requests):
        rules = importlib.import_module(f"{package}.rules")  # request 0: the import runs lines 1 and 5 (the defs)
        for number, call in enumerate([lambda: rules.allowed(1), rules.other, lambda: rules.allowed(5)], 1):
            requests.current = number
            call()
    first = requests.first[f"{package}.rules"]
    # a def line counts at the import and at every call of its function (the trace's call event is on it)
    assert (first[1], first[5]) == ([0, 1, 3], [0, 2])
    assert first[2] == [1, 3]  # allowed's body, run by the first and the third request
    assert first[6] == [2]


def test_a_mutant_is_asked_first_the_cases_that_ran_its_line(package: str) -> None:
    from rulebook.core.mutation.mutation_run import likeliest_first

    source = "def allowed(a):\n    return a < 3\n\n\ndef other():\n    return 1\n"
    mutant = next(m for m in mutants_of_source(f"{package}.rules", source) if m.after == "a <= 3")
    cases = ["c1", "c2", "c3", "c4", "c5"]
    # line 2 ran under cases 4 and 2 (and the import, 0, which names no case); every case is still asked
    first = {f"{package}.rules": {2: [0, 2, 4], 6: [1]}}
    assert likeliest_first(mutant, cases, first) == ["c2", "c4", "c1", "c3", "c5"]  # type: ignore[arg-type]
    assert likeliest_first(mutant, cases, {}) == cases  # type: ignore[arg-type]
