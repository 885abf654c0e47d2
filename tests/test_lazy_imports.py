"""What one command loads: ``rulebook --help`` builds every parser without the heavy libraries, and a game's check
loads its engine but never the Z3 model, the templates or the progress bars (issue 14, "answers in a blink"), nor
another game's modules or another command's (issue 44: the CLI builds only the chosen command's parser).

Run in a fresh interpreter each, since the test process has imported everything already. What matters for speed is
measured in ``make bench`` (the start-up rows of ``docs/performance.md``); this holds the imports that decide it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from functools import partial

import pytest

from rulebook.cli import FIRST_SHARED, SHARED, build_parser
from rulebook.core.deferred import Deferred
from rulebook.core.game import DeferredReadings, Game
from rulebook.registry import GAME_PACKAGES, games

HEAVY = ("numpy", "z3", "jinja2", "tqdm", "hypothesis")


NOT_FOR_A_CHECK = (
    "z3",
    "rulebook.core.verify",
    "rulebook.core.witnesses",
    "rulebook.core.corpus",
    "rulebook.core.bench",
    "rulebook.core.mutation.mutant_import",
)
"""Packages and modules a game's ``check`` never needs: the model's solver, the cross-checks and executor, the witness
search, the corpus, the bench, the code mutants' import hook."""


def modules_after(code: str) -> list[str]:
    """Every module imported once ``code`` has run in a fresh Python."""
    probe = f"import json, sys\n{code}\nprint(json.dumps(sorted(sys.modules)))"
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return list(json.loads(shown.stdout.splitlines()[-1]))


def within(module: str, names: list[str]) -> bool:
    """Whether ``module`` is one of ``names`` or inside one of them."""
    return any(module == name or module.startswith(f"{name}.") for name in names)


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


@pytest.mark.parametrize("game", games(), ids=lambda game: game.id)
def test_a_check_imports_nothing_of_another_game_or_another_command(game: Game) -> None:
    argv = [game.id, "check", *game.check.example_args]
    loaded = modules_after(
        f"import io\nfrom rulebook.cli import main\nassert main({argv!r}, stdout=io.StringIO()) == 0"
    )
    own = next(package for package in GAME_PACKAGES if package.rsplit(".", 1)[-1] == game.id)
    not_wanted = [package for package in GAME_PACKAGES if package != own]  # every other game
    not_wanted += [target.partition(":")[0] for _, target in (FIRST_SHARED, *SHARED)]  # verify, generate, bench, ...
    not_wanted += list(NOT_FOR_A_CHECK)
    assert isinstance(game.readings, DeferredReadings)  # its readings and diff commands
    not_wanted.append(game.readings.module)
    if isinstance(game.commands, Deferred):  # its own commands besides check (play, simulate, ...)
        not_wanted.append(game.commands.module)
    assert own in loaded and f"{own}.game" in loaded  # the probe ran the check: its game was imported
    assert [module for module in loaded if within(module, not_wanted)] == []


def _parsed(argv: list[str], chosen: bool) -> dict[str, object]:
    """What the parser reads from ``argv``: built for that command line alone (``chosen``) or whole."""
    args = vars(build_parser(argv=argv if chosen else None).parse_args(argv))
    run = args.pop("run")
    assert isinstance(run, partial)
    return {**args, "run": (run.func, run.args)}


@pytest.mark.parametrize("game", games(), ids=lambda game: game.id)
def test_the_parser_of_the_chosen_command_reads_what_the_whole_parser_reads(game: Game) -> None:
    for argv in (
        [game.id, "check", *game.check.example_args],
        [game.id, "check", "--json", "--reading", game.check.example_reading, *game.check.example_args],
        [game.id, "check", "--jsonl"],
    ):
        assert _parsed(argv, chosen=True) == _parsed(argv, chosen=False)
