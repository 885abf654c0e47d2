"""The start-up figures of ``make bench``: what they run, never how fast (speed is not asserted in tests)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rulebook import __version__
from rulebook.core.bench.latency import median_start_seconds, rulebook_command


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
