"""An installed wheel works outside the repository: the spec files it reads ship inside it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_answers_from_another_folder(tmp_path: Path) -> None:
    wheel_dir, site = tmp_path / "wheel", tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheel_dir), str(ROOT)],
        check=True,
        capture_output=True,
    )
    wheel = next(wheel_dir.glob("tabletop_rulebook-*.whl"))
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site), str(wheel)],
        check=True,
        capture_output=True,
    )
    assert (site / "rulebook" / "_spec" / "forbidden.toml").is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, rulebook.cli; sys.exit(rulebook.cli.main())",
            "forbidden",
            "check",
            "R2 R3 R4",
        ],
        cwd=elsewhere,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "may go Cheng" in result.stdout
    # The copy in the wheel, not the checkout's spec/, answered.
    probe = subprocess.run(
        [sys.executable, "-c", "import rulebook.core.spec as s; print(s.spec_dir())"],
        cwd=elsewhere,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    assert probe.stdout.strip() == str(site / "rulebook" / "_spec")
    # The committed corpora ship too (their JSON only): conform runs outside the checkout.
    assert sorted(path.name for path in (site / "rulebook" / "_generated" / "mahjong").iterdir())[0].endswith(".json")
    assert not list((site / "rulebook" / "_generated").rglob("*.py"))
    env = {"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"}
    engine = f"{sys.executable} -m rulebook.adapter mahjong"
    conform = subprocess.run(
        [
            sys.executable,
            "-m",
            "rulebook.cli",
            "conform",
            "mahjong",
            "--engine",
            engine,
            "--family",
            "winning_rulebook",
        ],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert conform.returncode == 0, conform.stdout + conform.stderr
    assert "cases pass" in conform.stdout and "fail" not in conform.stdout
    # generate writes into a checkout only: an installed package refuses, naming --out.
    generate = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "generate", "--check"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert generate.returncode == 2 and "give --out DIR" in generate.stderr and "Traceback" not in generate.stderr
