"""The package layout holds the project's two promises, read off the folders (no hand-kept lists of modules).

1. The Z3 model and the engine never import each other's rule logic (a shared bug would pass every cross-check):
   nothing a game's ``model/`` imports, directly or through other modules, is in its ``engine/``, and the other
   way round. Both may import the game's vocabulary (the modules at the package's root) and the core. Every kind
   of import counts: absolute, relative, ``importlib.import_module`` and ``deferred`` (:mod:`tests.import_graph`).
2. The core imports no game: nothing under ``solver/rulebook/core/`` reaches a game package or the registry.

And the layout itself: every registered game is a package of the same folders.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rulebook.registry import game_ids
from tests.import_graph import deferred_target, encoding_crossings, graph_of, in_folder, reached

PACKAGE = Path(__file__).resolve().parent.parent / "solver" / "rulebook"
LAYOUT = ("model", "engine", "crosscheck", "readings", "corpus", "commands")
"""The folders of every game package (each with an ``__init__.py``)."""
ENCODINGS = ("model", "engine")
WORK = ("crosscheck", "readings", "corpus", "commands")
"""What is built on both encodings: the vocabulary and the encodings must not import it."""
GRAPH = graph_of(PACKAGE)


@pytest.mark.parametrize("game", game_ids())
def test_every_game_has_the_same_folders(game: str) -> None:
    folder = PACKAGE / game
    for name in LAYOUT:
        assert (folder / name / "__init__.py").is_file(), f"{game} has no {name}/ package"
    assert (folder / "game.py").is_file() and (folder / "reading.py").is_file()
    nested = [path for path in folder.glob("*/*/") if path.is_dir() and path.name != "__pycache__"]
    assert not nested, f"{game}'s layout is one level deep: {nested}"


@pytest.mark.parametrize("game", game_ids())
@pytest.mark.parametrize(("own", "other"), [("model", "engine"), ("engine", "model")])
def test_an_encoding_never_reaches_the_other(game: str, own: str, other: str) -> None:
    """Absolute, relative and ``import_module`` imports alike (:mod:`tests.import_graph`); planted crossings of
    each kind are caught in ``tests/test_guards_planted.py``."""
    assert len([module for module in GRAPH.modules if in_folder(module, "rulebook", game, own)]) > 1
    assert encoding_crossings(PACKAGE, game, own, other, WORK) == []


def test_the_core_imports_no_game() -> None:
    core = [module for module in GRAPH.modules if module.startswith("rulebook.core.")]
    assert len(core) > 10
    for module in core:
        outside = sorted(found for found in GRAPH.reached(module) if not found.startswith("rulebook.core"))
        assert not outside, f"{module} reaches {outside}"


def test_a_model_reaching_the_engine_through_the_vocabulary_would_be_caught() -> None:
    """The check itself can fail: a planted path model/ -> a root module -> engine/ is found by the same walk."""
    planted = {
        "rulebook.g.model.sets": frozenset({"rulebook.g.cards"}),
        "rulebook.g.cards": frozenset({"rulebook.g.engine.tables"}),
        "rulebook.g.engine.tables": frozenset(),
    }
    found = reached("rulebook.g.model.sets", lambda name: planted[name])
    assert [module for module in found if in_folder(module, "rulebook", "g", "engine")] == ["rulebook.g.engine.tables"]


def circles(graph: dict[str, frozenset[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def test_no_import_circles() -> None:
    """No two modules import each other, directly or around a ring, lazy imports inside functions included."""
    graph = {name: GRAPH.imports(name, at_run_time=True) for name in GRAPH.modules}
    assert circles(graph) == []


def test_a_planted_circle_would_be_found() -> None:
    ring = {"a": frozenset({"b"}), "b": frozenset({"c"}), "c": frozenset({"a"}), "d": frozenset({"a"})}
    assert circles(ring) == [["a", "b", "c"]]


def test_a_deferred_function_counts_as_an_import() -> None:
    """A name handed to ``deferred`` is imported when called: the walks above must see it as an import."""
    call = ast.parse('GAME = Game(answer=deferred("rulebook.g.engine.hand:answer"))')
    assert set().union(*(deferred_target(node) for node in ast.walk(call))) == {"rulebook.g.engine.hand"}
    registration = GRAPH.imports("rulebook.forbidden.game")
    assert "rulebook.forbidden.corpus.questions" in registration  # named only through deferred(...)
    readings = ast.parse('GAME = Game(readings=DeferredReadings("rulebook.g.commands.readings:COMMANDS"))')
    assert set().union(*(deferred_target(node) for node in ast.walk(readings))) == {"rulebook.g.commands.readings"}
    assert "rulebook.forbidden.commands.readings" in registration  # named only through DeferredReadings(...)
