"""``rulebook`` run in this process, as the contract tests call it: the exit status and what it printed."""

from __future__ import annotations

import io
import sys
from collections.abc import Sequence

from rulebook.cli import main


def run_cli(argv: Sequence[str], stdin: str = "") -> tuple[int, str]:
    """``rulebook ARGV`` with ``stdin`` as its standard input: (exit status, standard output)."""
    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        status = main(list(argv), out)
    finally:
        sys.stdin = old
    return status, out.getvalue()
