"""Whether rendered outputs are the same bytes under two hash seeds: each is rendered in its own process.

Rendering twice in one process compares the process with itself: an order taken from ``hash()`` of strings (a set
of strings iterated, a dictionary keyed by ``hash``) is the same both times there, and differs between processes
started with different ``PYTHONHASHSEED``. So :func:`seed_dependent` starts a renderer under each seed and compares
what it prints: one line per output, its name and the SHA-256 of its bytes.

Run as ``python -m tests.hash_seeds``, this module is the renderer of the real outputs: every game's rule documents
and corpus files (JSON and suites), rendered from its committed corpus (``tests/committed.py``). Building the corpus
itself is held to the same bytes by ``rulebook generate --check``, which builds it in fresh processes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ("1", "2")


def digest_lines(outputs: Sequence[tuple[str, str]]) -> str:
    """The renderer's report: ``name sha256`` for each output, one a line."""
    return "".join(f"{name} {hashlib.sha256(text.encode()).hexdigest()}\n" for name, text in outputs)


def seed_dependent(command: Sequence[str], seeds: Sequence[str] = SEEDS) -> list[str]:
    """The outputs whose bytes differ between runs of ``command`` under ``seeds`` (their names, sorted).

    The runs go side by side; each must exit 0 and report at least one output. An output that only one run
    reports counts as differing.
    """
    source = os.pathsep.join([str(ROOT / "solver"), str(ROOT)])
    processes = [
        subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": source},
            cwd=ROOT,
        )
        for seed in seeds
    ]
    reports: list[dict[str, str]] = []
    for process in processes:
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, err[-2000:]
        report = dict(line.rsplit(" ", 1) for line in out.splitlines())
        assert report, f"{command} reported no output"
        reports.append(report)
    names = set().union(*reports)
    return sorted(name for name in names if len({report.get(name) for report in reports}) > 1)


def rendered() -> list[tuple[str, str]]:
    """Every game's rule documents, annotated rulebook, errata report (without the impact, measured on seeded
    samples) and corpus files, rendered from its committed corpus."""
    from rulebook.core.corpus.generate import corpus_files
    from rulebook.core.corpus.rulebook_docs import rulebook_documents
    from rulebook.registry import games
    from tests.committed import committed_corpora

    outputs: list[tuple[str, str]] = []
    for game in games():
        corpora = committed_corpora(game.id)
        files = [
            *corpus_files(corpora, game.inline),
            *game.documents(corpora),
            *rulebook_documents(game, corpora, measured=False),
        ]
        outputs += [(f.path, f.text) for f in files]
    return outputs


if __name__ == "__main__":
    sys.stdout.write(digest_lines(rendered()))
