"""``rulebook conform``: run a game's conformance corpus against another engine over JSON lines.

The protocol (``docs/conformance.md``): ``rulebook`` starts the engine's command once and writes one JSON object
per line to its standard input — ``{"id", "game", "question", "input", "readings"}`` (``readings`` holds only the
reading keys that differ from the defaults) — and reads one JSON object per line from its standard output:
``{"id", "answer"}``, or ``{"id", "error": "..."}`` when the engine cannot answer. A case passes when ``answer``
equals the case's ``expected``. A case whose request is not read, or that gets no answer, within the timeout
fails, and the engine is started again for the next case; so does a case answered by a line longer than 1 MiB.
The engine process and its bounds in time and memory are :mod:`rulebook.core.corpus.engine_process`.
Game-independent: any game's corpora in ``generated/<game>/`` can be run.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.engine_process import EngineProcess
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.text_numbers import seconds_option

DEFAULT_TIMEOUT = 10.0
"""Seconds an engine may take to read and answer one case."""


@dataclass(frozen=True)
class Outcome:
    """What the engine answered to one case."""

    case: Case
    passed: bool
    got: Any = None
    problem: str = ""
    """Why the case failed, when it did: a wrong answer, an error, a request not read or no answer in time, output
    that is no JSON or a line too long."""


@dataclass
class Report:
    """Every outcome, and the tallies by rule id and by reading."""

    outcomes: list[Outcome] = field(default_factory=list)
    engine_stderr: list[str] | None = None
    """What the engine last wrote on standard error before it first exited unasked (None: it never exited)."""

    @property
    def failed(self) -> list[Outcome]:
        """The failing outcomes, in corpus order."""
        return [outcome for outcome in self.outcomes if not outcome.passed]

    def by_rule(self) -> dict[str, tuple[int, int]]:
        """Rule id -> (passed, failed) over the cases that exercise it."""
        tally: dict[str, Counter[bool]] = {}
        for outcome in self.outcomes:
            for rule in outcome.case.rules:
                tally.setdefault(rule, Counter())[outcome.passed] += 1
        return {rule: (count[True], count[False]) for rule, count in sorted(tally.items())}

    def by_reading(self) -> dict[str, tuple[int, int]]:
        """``key=value`` -> (passed, failed) over the cases that assume it; ``the defaults`` for cases naming none."""
        tally: dict[str, Counter[bool]] = {}
        for outcome in self.outcomes:
            choices = [f"{key}={value}" for key, value in sorted(outcome.case.readings.items())] or ["the defaults"]
            for choice in choices:
                tally.setdefault(choice, Counter())[outcome.passed] += 1
        return {choice: (count[True], count[False]) for choice, count in sorted(tally.items())}


def request(game: str, case: Case) -> dict[str, Any]:
    """The JSON line sent for one case."""
    return {
        "id": case.id,
        "game": game,
        "question": case.question,
        "input": case.input,
        "readings": dict(case.readings),
    }


def run(game: str, cases: Iterable[Case], engine: EngineProcess, first_failure: bool = False) -> Report:
    """Ask the engine every case (with ``first_failure``, up to the first that fails); the report holds each outcome."""
    report = Report()
    try:
        for case in cases:
            if first_failure and report.outcomes and not report.outcomes[-1].passed:
                break
            got, problem = engine.ask(request(game, case))
            if problem:
                report.outcomes.append(Outcome(case, False, None, problem))
            elif got != case.expected:
                report.outcomes.append(Outcome(case, False, got, "a different answer"))
            else:
                report.outcomes.append(Outcome(case, True, got))
    finally:
        engine.close()
    report.engine_stderr = engine.first_exit_stderr
    return report


def render(report: Report, shown: int = 20) -> list[str]:
    """The report as lines: totals, every rule and reading with a failing case, then the first failing cases."""
    total, failed = len(report.outcomes), len(report.failed)
    lines = [f"{total - failed:,} of {total:,} cases pass" + (f"; {failed:,} fail" if failed else "")]
    rules = {rule: counts for rule, counts in report.by_rule().items() if counts[1]}
    if rules:
        lines.append("rules with failing cases (passed / failed):")
        lines += [f"  {rule}  {ok} / {bad}" for rule, (ok, bad) in rules.items()]
    readings = {choice: counts for choice, counts in report.by_reading().items() if counts[1]}
    if readings:
        lines.append("readings with failing cases (passed / failed):")
        lines += [f"  {choice}  {ok} / {bad}" for choice, (ok, bad) in readings.items()]
    if report.engine_stderr is not None:
        said = report.engine_stderr or ["(nothing)"]
        lines.append(f"the engine exited unasked; its standard error's last {len(said)} line(s) before that:")
        lines += [f"  | {line}" for line in said]
    for outcome in report.failed[:shown]:
        lines.append(f"FAIL {outcome.case.id}: {outcome.case.description} [{', '.join(outcome.case.rules)}]")
        lines.append(f"  {outcome.problem}; expected {json.dumps(outcome.case.expected)[:300]}")
        if outcome.got is not None:
            lines.append(f"  got {json.dumps(outcome.got)[:300]}")
    if len(report.failed) > shown:
        lines.append(f"... and {len(report.failed) - shown:,} more failing cases")
    return lines


def select(cases: Sequence[Case], families: Sequence[str], family_of: dict[str, str]) -> list[Case]:
    """The cases of the named families (all when none is named); :class:`InputError` for an unknown family."""
    if not families:
        return list(cases)
    known = sorted(set(family_of.values()))
    unknown = [name for name in families if name not in known]
    if unknown:
        raise InputError(f"unknown family {unknown[0]!r}; families: {', '.join(known)}")
    return [case for case in cases if family_of[case.id] in families]


def load_corpus(game: str) -> tuple[list[Case], dict[str, str]]:
    """The committed corpus of ``game`` (``generated/<game>/*.json``): its cases and each case's family."""
    from rulebook.core.corpus.cases import Corpus
    from rulebook.core.spec import corpus_dir

    folder = corpus_dir(game)
    files = sorted(folder.glob("*.json"))
    if not files:
        raise InputError(f"no corpus for {game!r} in {folder}: run `rulebook generate` first")
    cases: list[Case] = []
    family_of: dict[str, str] = {}
    for path in files:
        corpus = Corpus.from_json(json.loads(path.read_text(encoding="utf-8")))
        cases += corpus.cases
        family_of.update({case.id: corpus.family for case in corpus.cases})
    return cases, family_of


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook conform`` for the registered ``games``."""
    conform = subparsers.add_parser(
        "conform",
        exits={1: "a case failed (listed in the report)"},
        help="run a game's conformance corpus against another engine (JSON lines)",
        description="Start the engine's command once, send it every case of the game's corpus as one JSON line, "
        "and compare each answer line with the expected answer (protocol: docs/conformance.md). Exit 1 when any "
        "case fails.",
        epilog=conform_examples(games),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    conform.add_argument("game", choices=[game.id for game in games], help="the game whose corpus to run")
    conform.add_argument("--engine", required=True, metavar="COMMAND", help="the command that starts the engine")
    conform.add_argument("--family", action="append", default=[], help="only this family (repeatable)")
    conform.add_argument("--timeout", type=seconds_option, default=DEFAULT_TIMEOUT, help="seconds per case (10)")
    conform.add_argument("--json", action="store_true", help="the report as one JSON object")
    conform.add_argument("--first-failure", action="store_true", help="stop at the first failing case")
    conform.set_defaults(run=run_conform)


def conform_examples(games: Sequence[Game]) -> str:
    """The examples of ``rulebook conform --help``, for the registered games."""
    first = games[0].id
    mutant = next((game.id for game in games if game.mutated is not None), first)
    return f"""\
examples:
  rulebook conform {first} --engine "python -m rulebook.adapter {first}"
                                          this project's own engine
  rulebook conform GAME --engine "./my-engine --jsonl" --family FAMILY --timeout 2
  rulebook conform {mutant} --engine "python -m rulebook.adapter {mutant} --mutant RULE"
                                          the same with one rule broken on purpose

GAME is one of: {", ".join(game.id for game in games)}; a game's families are the names of generated/GAME/*.json.
"""


def run_conform(args: argparse.Namespace, stdout: TextIO) -> int:
    """Run the corpus; exit 1 when any case fails."""
    if not math.isfinite(args.timeout) or args.timeout <= 0:
        raise InputError(f"--timeout must be a positive number of seconds, not {args.timeout}")
    cases, family_of = load_corpus(args.game)
    chosen = select(cases, args.family, family_of)
    report = run(args.game, chosen, EngineProcess(args.engine, args.timeout), first_failure=args.first_failure)
    if args.json:
        payload = {
            "cases": len(report.outcomes),
            "failed": len(report.failed),
            "engine_stderr": report.engine_stderr,
            "by_rule": {rule: {"passed": ok, "failed": bad} for rule, (ok, bad) in report.by_rule().items()},
            "by_reading": {choice: {"passed": ok, "failed": bad} for choice, (ok, bad) in report.by_reading().items()},
            "failures": [
                {"id": o.case.id, "problem": o.problem, "expected": o.case.expected, "got": o.got}
                for o in report.failed
            ],
        }
        print(json.dumps(payload, indent=2), file=stdout)
    else:
        print("\n".join(render(report)), file=stdout)
    return 1 if report.failed else 0


__all__ = ["DEFAULT_TIMEOUT", "EngineProcess", "Outcome", "Report", "render", "request", "run", "select"]
