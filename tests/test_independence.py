"""The Z3 model and the engine never import each other's rule logic (a shared bug would pass every cross-check).

Each encoding may import only the shared plain-data modules: the deck and notation, the question, the answer
types, the play state and actions, the reading value and the input error.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "solver" / "rulebook" / "forbidden"
SHARED = {
    "rulebook.forbidden.cards",
    "rulebook.forbidden.hand",
    "rulebook.forbidden.verdict",
    "rulebook.forbidden.reading",
    "rulebook.forbidden.state",
    "rulebook.forbidden.actions",
    "rulebook.core.errors",
}


def project_imports(path: Path) -> set[str]:
    imported: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("rulebook"):
            imported.add(node.module)
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names if alias.name.startswith("rulebook"))
    return imported


def encoding_files(prefix: str) -> list[Path]:
    return sorted(PACKAGE.glob(f"{prefix}*.py"))


@pytest.mark.parametrize(("own", "other"), [("model", "engine"), ("engine", "model")])
def test_encodings_import_only_shared_data_and_their_own_modules(own: str, other: str) -> None:
    files = encoding_files(own)
    assert files, f"no {own} modules found"
    for path in files:
        for module in project_imports(path):
            name = module.rsplit(".", 1)[-1]
            assert not name.startswith(other), f"{path.name} imports {module}"
            assert module in SHARED or name.startswith(own), f"{path.name} imports {module}, which is not shared data"


MAHJONG = PACKAGE.parent / "mahjong"
MAHJONG_SHARED = {
    "rulebook.mahjong.tiles",
    "rulebook.mahjong.hand",
    "rulebook.mahjong.state",
    "rulebook.mahjong.reading",
    "rulebook.core.errors",
}


@pytest.mark.parametrize(("own", "other"), [("model", "engine"), ("engine", "model")])
def test_mahjong_encodings_import_only_the_tiles_and_their_own_modules(own: str, other: str) -> None:
    files = sorted(MAHJONG.glob(f"{own}*.py"))
    assert files, f"no mahjong {own} modules found"
    for path in files:
        for module in project_imports(path):
            name = module.rsplit(".", 1)[-1]
            assert not name.startswith(other), f"{path.name} imports {module}"
            assert module in MAHJONG_SHARED or (module.startswith("rulebook.mahjong.") and name.startswith(own)), (
                f"{path.name} imports {module}, which is not shared data"
            )
