"""An example engine behind the conformance protocol: this project's classical mahjong engine, over JSON lines.

Run as ``python -m rulebook.mahjong.adapter``;
``rulebook conform mahjong --engine "python -m rulebook.mahjong.adapter"``
then runs the whole mahjong corpus against it. The protocol is ``docs/conformance.md``; the questions and their
JSON forms are :mod:`rulebook.mahjong.questions`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from typing import Any

from rulebook.core.adapter import serve
from rulebook.mahjong.questions import engine_answer
from rulebook.mahjong.reading import Reading


def answer(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
    """Our engine's answer to one request."""
    return engine_answer(question, data, Reading.from_mapping(readings))


def main(argv: list[str] | None = None) -> int:
    """Serve the protocol on standard input and output."""
    parser = argparse.ArgumentParser(prog="python -m rulebook.mahjong.adapter", description=__doc__)
    parser.parse_args(argv)
    serve(sys.stdin, sys.stdout, answer)
    return 0


if __name__ == "__main__":
    sys.exit(main())
