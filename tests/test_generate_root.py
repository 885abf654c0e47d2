"""Where ``rulebook generate`` writes: the source checkout, or ``--out DIR``; never into an installed package."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.core.corpus import generate
from rulebook.core.errors import InputError
from rulebook.core.spec import corpus_dir, is_checkout

ROOT = Path(__file__).resolve().parents[1]


def test_the_checkout_is_a_checkout_and_an_empty_folder_is_not(tmp_path: Path) -> None:
    assert is_checkout(ROOT)
    assert not is_checkout(tmp_path)
    assert corpus_dir("mahjong") == ROOT / "generated" / "mahjong"


def test_out_is_where_the_files_go(tmp_path: Path) -> None:
    assert generate.output_root(tmp_path / "new-folder") == tmp_path / "new-folder"
    assert generate.output_root(None) == ROOT


def test_out_must_be_a_folder(tmp_path: Path) -> None:
    plain = tmp_path / "a-file"
    plain.write_text("x")
    with pytest.raises(InputError, match="not a folder"):
        generate.output_root(plain)


def test_an_installed_package_refuses_to_write_into_itself(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(generate, "ROOT", tmp_path)
    with pytest.raises(InputError, match="give --out DIR"):
        generate.output_root(None)
