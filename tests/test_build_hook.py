"""The build hook compiles the C helper in place for an editable install, into the wheel otherwise, and a failed
compile leaves the pure-Python lookups in charge (with any stale compiled file removed) instead of failing the
install."""

from __future__ import annotations

import importlib.util
import shutil
import sysconfig
from pathlib import Path
from typing import Any

import pytest

from solver.build_hook import HELPERS, NativeHelpersHook

ROOT = Path(__file__).resolve().parent.parent
NAME, SOURCE = next(iter(HELPERS.items()))
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")

needs_compiler = pytest.mark.skipif(
    shutil.which((sysconfig.get_config_var("CC") or "cc").split()[0]) is None, reason="no C compiler on this machine"
)


def _project(tmp_path: Path, source: str) -> Path:
    """A copy of the project's layout that holds only the helper's source (``source`` as its text)."""
    path = tmp_path / SOURCE
    path.parent.mkdir(parents=True)
    path.write_text(source)
    return tmp_path


def _run(root: Path, version: str) -> dict[str, Any]:
    hook = NativeHelpersHook(str(root), {}, None, None, str(root / "dist"), "wheel")
    build_data: dict[str, Any] = {"force_include": {}, "pure_python": True, "infer_tag": False}
    hook.initialize(version, build_data)
    return build_data


@needs_compiler
def test_an_editable_install_compiles_the_helper_in_place(tmp_path: Path) -> None:
    root = _project(tmp_path, (ROOT / SOURCE).read_text())
    build_data = _run(root, "editable")
    compiled = root / "solver" / (NAME.replace(".", "/") + SUFFIX)
    assert compiled.is_file()
    assert build_data == {"force_include": {}, "pure_python": True, "infer_tag": False}  # the checkout imports it
    spec = importlib.util.spec_from_file_location("compiled", compiled)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert callable(module.is_complete)


@needs_compiler
def test_a_wheel_carries_the_compiled_helper_until_it_is_packed(tmp_path: Path) -> None:
    root = _project(tmp_path, (ROOT / SOURCE).read_text())
    hook = NativeHelpersHook(str(root), {}, None, None, str(root / "dist"), "wheel")
    build_data: dict[str, Any] = {"force_include": {}, "pure_python": True, "infer_tag": False}
    hook.initialize("standard", build_data)
    [(built, inside)] = build_data["force_include"].items()
    assert inside == NAME.replace(".", "/") + SUFFIX
    assert Path(built).is_file()
    assert not (root / inside).exists()  # nothing written into the source tree
    assert build_data["pure_python"] is False and build_data["infer_tag"] is True
    hook.finalize("standard", build_data, str(root / "dist" / "x.whl"))
    assert not Path(built).exists()


def test_a_failed_compile_is_reported_and_removes_a_stale_helper(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = _project(tmp_path, "#error this helper does not compile\n")
    stale = root / "solver" / (NAME.replace(".", "/") + SUFFIX)
    stale.write_bytes(b"compiled from an older source")
    build_data = _run(root, "editable")
    assert not stale.exists()
    assert build_data == {"force_include": {}, "pure_python": True, "infer_tag": False}
    assert "the C helpers were not compiled" in capsys.readouterr().err
