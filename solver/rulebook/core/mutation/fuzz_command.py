"""``rulebook fuzz GAME --engine CMD``: search for a small input on which another engine differs from the rules.

The command's options and its output; the search is :mod:`rulebook.core.mutation.fuzz`, the ruling
:mod:`rulebook.core.mutation.fuzz_ruling`, the engine process ``rulebook conform``'s
(:class:`rulebook.core.corpus.engine_process.EngineProcess`: one process, a per-call timeout, restarted after a hang
or an exit). Exit status 0 when no example differs, 1 on a difference, 2 for bad input. A question the engine
declares not implemented (``{"id", "not_implemented": true}``) is no difference: it is dropped from the draw and
named in the report; when every question is dropped nothing was compared, which the report says, with status 0
(as ``conform`` passes an engine that declares every case not implemented: the status is about wrong answers).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import shlex
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TextIO

from rulebook.core.corpus.conform import check_questions
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.text_numbers import integer_option, seconds_option

DEFAULT_EXAMPLES = 1_000
DEFAULT_TIMEOUT = 5.0
"""Seconds the other engine may take to answer one request before it counts as hung (and is restarted)."""


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook fuzz`` for the registered ``games``."""
    fuzz = subparsers.add_parser(
        "fuzz",
        exits={1: "a difference was found (the ruling is printed)"},
        help="search for a small input on which another engine differs from the rules (shrunk, as a ruling)",
        description="Draw valid requests of the game's questions, answer each with this project's engine and ask "
        "the other engine over the conformance protocol (docs/conformance.md). On the first difference, shrink the "
        "request to the smallest that still differs and print it as a ruling: the input, both answers, the one rule "
        "the two answers disagree on with its rulebook section (or, when none can be singled out, the candidates, "
        "likeliest first), and a ready corpus case. A question the engine answers with "
        '{"id": ID, "not_implemented": true} is dropped from the draw (named in the report), not a difference. '
        "Exit 1 on a difference, 0 when none was found.",
        epilog=examples(games),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    fuzz.add_argument("game", choices=[game.id for game in games], help="the game whose rules to fuzz")
    fuzz.add_argument("--engine", metavar="COMMAND", help="the command that starts the engine (required)")
    fuzz.add_argument(
        "--examples",
        type=integer_option,
        metavar="N",
        help=f"distinct requests to ask ({DEFAULT_EXAMPLES:,} unless --seconds)",
    )
    fuzz.add_argument(
        "--seconds", type=seconds_option, metavar="S", help="a time budget for asking (with or instead of N)"
    )
    fuzz.add_argument(
        "--seed", type=integer_option, help="the run's seed (random by default; printed, so a run can be repeated)"
    )
    fuzz.add_argument(
        "--question", action="append", default=[], metavar="Q", help="only this question (repeatable; all by default)"
    )
    fuzz.add_argument(
        "--reading",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="pin a reading (repeatable); the other readings are drawn, each shrinking to its default",
    )
    fuzz.add_argument("--default-readings", action="store_true", help="ask every request under the default readings")
    fuzz.add_argument(
        "--timeout",
        type=seconds_option,
        default=DEFAULT_TIMEOUT,
        metavar="S",
        help=f"seconds per request ({DEFAULT_TIMEOUT:g})",
    )
    fuzz.add_argument(
        "--shrink-seconds", type=seconds_option, default=120.0, metavar="S", help="how long shrinking may take (120)"
    )
    fuzz.add_argument(
        "--mutants",
        action="store_true",
        help="instead of --engine: fuzz each of this project's rule mutants (in this process) and report how many "
        "are found, with how many examples and how long (2,000 examples each and seed 0 unless given)",
    )
    fuzz.add_argument("--json", action="store_true", help="the report as one JSON object")
    fuzz.add_argument("--no-progress", action="store_true", help="print nothing on standard error while running")
    fuzz.set_defaults(run=run_fuzz, fuzz_games={game.id: game for game in games})


def examples(games: Sequence[Game]) -> str:
    """The examples of ``rulebook fuzz --help``, for the registered games."""
    first = games[0].id
    mutant = next((game.id for game in games if game.mutated is not None), first)
    return f"""\
examples:
  rulebook fuzz {first} --engine "./my-engine --jsonl" --examples 2000 --seed 7
      2,000 requests of every question, the readings drawn too; the same seed asks the same requests
  rulebook fuzz {first} --engine "./my-engine" --seconds 60 --question QUESTION --default-readings
      one question for a minute, under the default readings only
  rulebook fuzz {mutant} --engine "python -m rulebook.adapter {mutant} --mutant RULE" --seed 1
      this project's engine with one rule broken on purpose: the shrunk witness names the rule
  rulebook fuzz {mutant} --mutants --examples 500
      every rule mutant of this project, in this process: found or not, the shrunk size against its witness

GAME is one of: {", ".join(game.id for game in games)}; QUESTION is one of its questions (rulebook GAME check --help).
Exit status: 0 no difference found, 1 a difference (the ruling is printed), 2 bad input. A question the engine
declares not implemented is dropped, not a difference; when none is left, nothing was compared: said, exit 0.
"""


def _checked(args: argparse.Namespace, game: Game) -> dict[str, str]:
    """The pinned readings; :class:`InputError` for a bad number, reading or question."""
    if args.default_readings and args.reading:
        raise InputError("--default-readings pins every reading: leave out --reading, or leave out --default-readings")
    check_questions(game, args.question)
    return game.reading.from_pairs(args.reading).changed()


def command_line(args: argparse.Namespace) -> str:
    """The command that repeats this run (without its seed and examples, which the ruling adds)."""
    words = ["rulebook", "fuzz", args.game, "--engine", args.engine]
    for question in args.question:
        words += ["--question", question]
    for pair in args.reading:
        words += ["--reading", pair]
    if args.default_readings:
        words.append("--default-readings")
    return shlex.join(words)


def _progress(quiet: bool) -> Callable[[str], None]:
    """Progress lines on standard error (none with ``--no-progress``)."""

    def progress(message: str) -> None:
        if not quiet:
            print(f"rulebook fuzz: {message}", file=sys.stderr, flush=True)

    return progress


@contextlib.contextmanager
def _scratch_storage() -> Iterator[None]:
    """Hypothesis's storage (its cache of the constants it finds in source) in a temporary folder for the run.

    Hypothesis writes ``.hypothesis/`` into the working directory by default; a command run in a user's folder
    must leave nothing there. No example database is used (a run is repeated by its seed).
    """
    from hypothesis.configuration import set_hypothesis_home_dir

    with tempfile.TemporaryDirectory(prefix="rulebook-fuzz-") as folder:
        set_hypothesis_home_dir(folder)
        try:
            yield
        finally:
            set_hypothesis_home_dir(None)


def run_fuzz(args: argparse.Namespace, stdout: TextIO) -> int:
    """Fuzz the engine in a scratch Hypothesis storage; exit 1 on a difference."""
    with _scratch_storage():
        return _run(args, stdout)


def _run(args: argparse.Namespace, stdout: TextIO) -> int:
    """Fuzz the engine (or this project's mutant engines); exit 1 on a difference."""
    from rulebook.core.corpus.engine_process import EngineProcess
    from rulebook.core.mutation.fuzz import fuzz
    from rulebook.core.mutation.fuzz_ruling import as_json, render

    game = args.fuzz_games[args.game]
    fixed = _checked(args, game)
    if args.mutants:
        if args.engine is not None:
            raise InputError("--mutants fuzzes this project's own mutant engines: leave out --engine")
        from rulebook.core.mutation.fuzz_mutants import run_command

        return run_command(game, args, stdout, _progress(args.no_progress))
    if args.engine is None:
        raise InputError("--engine COMMAND is required: the command that starts the engine to fuzz")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    engine = EngineProcess(args.engine, args.timeout)
    progress = _progress(args.no_progress)
    progress(f"seed {seed}; asking {args.engine}")
    try:
        report = fuzz(
            game,
            engine.ask,
            examples=args.examples if args.examples is not None or args.seconds is not None else DEFAULT_EXAMPLES,
            seconds=args.seconds,
            seed=seed,
            questions=args.question or None,
            fixed=fixed,
            default_readings=args.default_readings,
            shrink_seconds=args.shrink_seconds,
            progress=progress,
        )
    finally:
        engine.close()
    command = command_line(args)
    if args.json:
        print(json.dumps(as_json(game, report, args.engine, command), indent=2), file=stdout)
    else:
        print("\n".join(render(game, report, args.engine, command)), file=stdout)
    return 1 if report.difference is not None else 0


__all__ = ["DEFAULT_EXAMPLES", "DEFAULT_TIMEOUT", "add_parser", "command_line", "run_fuzz"]
