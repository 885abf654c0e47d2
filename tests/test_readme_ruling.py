"""The README's ruling is the command's real output (the witness, the proofs of minimality and the impact)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulebook.cli import main

README = Path(__file__).resolve().parents[1] / "README.md"
COMMAND = "rulebook diff forbidden --reading wild.exhausted-card=refused"


def test_the_readme_ruling_is_what_the_command_prints(capsys: pytest.CaptureFixture[str]) -> None:
    text = README.read_text(encoding="utf-8")
    block = re.search(rf"\$ {re.escape(COMMAND)}\n(.*?)```", text, re.S)
    assert block is not None, "the README shows the command and its output"
    status = main([*COMMAND.split()[1:], "--quiet"])
    assert status == 0
    assert capsys.readouterr().out == block.group(1)
