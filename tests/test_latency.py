"""The start-up figures of ``make bench``: what they run, never how fast (speed is not asserted in tests)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rulebook import __version__
from rulebook.core.bench.latency import engine_share, interleaved_start_seconds, median_start_seconds, rulebook_command
from rulebook.core.register import reading_keys
from rulebook.registry import games


def test_the_measured_command_is_the_installed_rulebook() -> None:
    shown = subprocess.run([*rulebook_command(), "--version"], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == f"rulebook {__version__}"


def test_a_median_is_of_real_runs_and_a_failing_command_is_not_timed() -> None:
    assert median_start_seconds([sys.executable, "-c", "pass"], 3) > 0
    with pytest.raises(subprocess.CalledProcessError):
        median_start_seconds([sys.executable, "-c", "raise SystemExit(3)"], 3)


def test_the_environment_given_reaches_the_process() -> None:
    probe = "import os, sys; sys.exit(0 if os.environ.get('PROBE') == 'yes' else 1)"
    assert median_start_seconds([sys.executable, "-c", probe], 1, {"PROBE": "yes"}) > 0
    with pytest.raises(subprocess.CalledProcessError):
        median_start_seconds([sys.executable, "-c", probe], 1, {"PROBE": "no"})


def test_interleaved_starts_give_one_median_per_command_and_a_failing_command_is_not_timed() -> None:
    seconds = interleaved_start_seconds([[sys.executable, "-c", "pass"], [sys.executable, "-c", "import json"]], 2)
    assert len(seconds) == 2 and all(value > 0 for value in seconds)
    with pytest.raises(subprocess.CalledProcessError):
        interleaved_start_seconds([[sys.executable, "-c", "pass"], [sys.executable, "-c", "raise SystemExit(3)"]], 2)


def test_the_engine_share_asks_every_other_option_of_every_reading() -> None:
    game = games()[0]
    others = sum(len(key.options) - 1 for key in reading_keys(game.id))
    figure = engine_share([game.id, "check", *game.check.example_args])
    assert figure.cost is not None and figure.cost > 0 and figure.against == "python"
    assert f"for all {others}" in figure.detail
    with pytest.raises(RuntimeError, match="a fresh process of the bench failed"):
        engine_share([game.id, "check", *game.check.bad_args])
