"""Build hook (hatchling): compile the optional C helpers, and ship the committed corpora in a regular wheel.

The corpora are ``generated/<game>/*.json`` (their JSON only, as ``rulebook/_generated/<game>/``).

Configured in ``pyproject.toml`` (``[tool.hatch.build.targets.wheel.hooks.custom]``) and run only by the build
backend; the wheel leaves this file out, and nothing imports it at run time.

There is one helper, ``solver/rulebook/mahjong/engine/compiled.c``: the compiled lookup of the scalar winning-hand
check (it holds no rule; see :mod:`rulebook.mahjong.engine.scalar`). It is optional: with no working C compiler the
build prints why and goes on, and the check runs on its pure-Python lookups, with the same answers, only slower.

- An editable install (``pip install -e .``, what the Makefile does) compiles the helper in place, next to its
  source, where the checkout's package is imported from.
- A regular wheel gets the compiled file and a platform tag.

The compiler and its flags are setuptools' (the ones this Python was built with).
"""

from __future__ import annotations

import contextlib
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

HELPERS = {"rulebook.mahjong.engine.compiled": "solver/rulebook/mahjong/engine/compiled.c"}
"""Module name -> C source, relative to the project root."""


class NativeHelpersHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile :data:`HELPERS`; a failure leaves the pure-Python paths in charge and is reported, not raised."""

    PLUGIN_NAME = "custom"
    _scratch: str | None = None
    """Where the compiler writes; kept until :meth:`finalize`, since the wheel is packed from it."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Compile every helper: in place for an editable install, into the wheel otherwise."""
        from setuptools import Distribution, Extension

        editable = version == "editable"
        if not editable:
            self._include_corpora(build_data)
        self._scratch = scratch = tempfile.mkdtemp(prefix="rulebook-build-")
        with contextlib.chdir(self.root):
            extensions = [Extension(name, [source]) for name, source in HELPERS.items()]
            command = Distribution({"ext_modules": extensions, "package_dir": {"": "solver"}}).get_command_obj(
                "build_ext"
            )
            command.inplace = editable
            command.build_temp = str(Path(scratch) / "temp")
            command.build_lib = str(Path(scratch) / "lib")
            in_place: list[Path] = []  # read before run(), which builds with inplace off and copies afterwards
            try:
                command.ensure_finalized()
                if editable:
                    in_place = [Path(command.get_ext_fullpath(name)) for name in HELPERS]
                command.run()
            except Exception as error:  # optional: any compiler or toolchain failure
                for stale in in_place:  # one compiled earlier from another source must not answer in its place
                    stale.unlink(missing_ok=True)
                print(
                    f"rulebook: the C helpers were not compiled ({type(error).__name__}: {error}); "
                    "the pure-Python lookups will be used instead (same answers, slower)",
                    file=sys.stderr,
                )
                return
            if editable:
                return
            for name in HELPERS:
                relative = command.get_ext_filename(name)
                build_data["force_include"][str(Path(command.build_lib) / relative)] = relative
            build_data["pure_python"] = False
            build_data["infer_tag"] = True

    def _include_corpora(self, build_data: dict[str, Any]) -> None:
        """Ship the corpora's JSON files as ``rulebook/_generated/<game>/``; their rendered suites stay out.

        ``rulebook conform`` runs them outside a checkout (:func:`rulebook.core.spec.corpus_dir`).
        """
        for path in sorted(Path(self.root, "generated").glob("*/*.json")):
            build_data["force_include"][str(path)] = f"rulebook/_generated/{path.parent.name}/{path.name}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the compiler's scratch folder once the wheel is packed."""
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
