"""What one command loads: ``rulebook --help`` builds every parser without the heavy libraries, and a game's check
loads its engine but never the Z3 model, the templates or the progress bars (issue 14, "answers in a blink").

Run in a fresh interpreter each, since the test process has imported everything already. What matters for speed is
measured in ``make bench`` (the start-up rows of ``docs/performance.md``); this holds the imports that decide it.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rulebook.core.game import Game
from rulebook.registry import games

HEAVY = ("numpy", "z3", "jinja2", "tqdm", "hypothesis")


def loaded_after(code: str) -> list[str]:
    """The heavy libraries imported once ``code`` has run in a fresh Python."""
    probe = f"import json, sys\n{code}\nprint(json.dumps(sorted(m for m in {HEAVY!r} if m in sys.modules)))"
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return list(json.loads(shown.stdout.splitlines()[-1]))


def test_the_help_of_every_command_loads_no_heavy_library() -> None:
    assert loaded_after("from rulebook.cli import build_parser\nbuild_parser().format_help()") == []


@pytest.mark.parametrize("game", games(), ids=lambda game: game.id)
def test_a_check_loads_its_engine_and_nothing_of_the_model(game: Game) -> None:
    argv = [game.id, "check", *game.check.example_args]
    code = f"import io\nfrom rulebook.cli import main\nassert main({argv!r}, stdout=io.StringIO()) == 0"
    assert set(loaded_after(code)) <= {"numpy"}  # the engines' tables are numpy arrays
