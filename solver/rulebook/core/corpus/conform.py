"""``rulebook conform``: run a game's conformance corpus against another engine over JSON lines.

The protocol (``docs/conformance.md``): ``rulebook`` starts the engine's command once and writes one JSON object
per line to its standard input — ``{"id", "game", "question", "input", "readings"}`` (``readings`` holds only the
reading keys that differ from the defaults) — and reads one JSON object per line from its standard output:
``{"id", "answer"}``, or ``{"id", "error": "..."}`` when the engine cannot answer, or ``{"id", "not_implemented":
true}`` for a question it does not implement. A case passes when ``answer`` equals the case's ``expected``; a case
answered "not implemented" is reported apart and is no failure. A case whose request is not read, or that gets no
answer, within the timeout fails, and the engine is started again for the next case; so does a case answered by a
line longer than 1 MiB.
The engine process and its bounds in time and memory are :mod:`rulebook.core.corpus.engine_process`.
Game-independent: any game's corpora in ``generated/<game>/`` (installed: ``rulebook/_generated/<game>/``) can
be run, all of them or some families (``--family``) and questions (``--question``); ``--list`` shows what there is.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.engine_process import ERROR_LINE, NOT_IMPLEMENTED, EngineProcess
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
    not_implemented: bool = False
    """Whether the engine said it does not implement the case's question (neither passed nor failed)."""

    @property
    def failed(self) -> bool:
        """Whether the case counts as failing: not passed, and not declared not implemented."""
        return not self.passed and not self.not_implemented


@dataclass
class Report:
    """Every outcome, and the tallies by rule id and by reading."""

    outcomes: list[Outcome] = field(default_factory=list)
    engine_stderr: list[str] | None = None
    """What the engine last wrote on standard error before it first exited unasked (None: it never exited)."""

    @property
    def failed(self) -> list[Outcome]:
        """The failing outcomes, in corpus order (those declared not implemented are not among them)."""
        return [outcome for outcome in self.outcomes if outcome.failed]

    @property
    def not_implemented(self) -> list[Outcome]:
        """The outcomes the engine declared not implemented, in corpus order."""
        return [outcome for outcome in self.outcomes if outcome.not_implemented]

    def not_implemented_by_question(self) -> dict[str, int]:
        """Question -> how many of its cases the engine declared not implemented (questions in name order)."""
        return dict(sorted(Counter(outcome.case.question for outcome in self.not_implemented).items()))

    def _implemented(self) -> list[Outcome]:
        """The outcomes the tallies count: every one but those declared not implemented."""
        return [outcome for outcome in self.outcomes if not outcome.not_implemented]

    def by_rule(self) -> dict[str, tuple[int, int]]:
        """Rule id -> (passed, failed) over the implemented cases that exercise it."""
        tally: dict[str, Counter[bool]] = {}
        for outcome in self._implemented():
            for rule in outcome.case.rules:
                tally.setdefault(rule, Counter())[outcome.passed] += 1
        return {rule: (count[True], count[False]) for rule, count in sorted(tally.items())}

    def by_reading(self) -> dict[str, tuple[int, int]]:
        """``key=value`` -> (passed, failed) over the implemented cases that assume it (``the defaults``: none)."""
        tally: dict[str, Counter[bool]] = {}
        for outcome in self._implemented():
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


def judged(case: Case, got: Any, problem: str) -> str | None:
    """Why the engine's reply (``got``, or ``problem`` from :meth:`EngineProcess.ask`) fails ``case``; None: it passes.

    A case expecting the input refused (:data:`~rulebook.core.corpus.cases.INPUT_ERROR`) passes on an error line in
    any words, and fails on an answer; every other case passes on exactly its expected answer.
    """
    if case.expects_error:
        if problem.startswith(ERROR_LINE):
            return None
        return problem or "an answer, where the rules make the input impossible and the engine must refuse it"
    if problem:
        return problem
    return None if got == case.expected else "a different answer"


def run(game: str, cases: Iterable[Case], engine: EngineProcess, first_failure: bool = False) -> Report:
    """Ask the engine every case (with ``first_failure``, up to the first that fails); the report holds each outcome."""
    report = Report()
    try:
        for case in cases:
            if first_failure and report.outcomes and report.outcomes[-1].failed:
                break
            got, problem = engine.ask(request(game, case))
            if problem == NOT_IMPLEMENTED:
                report.outcomes.append(Outcome(case, False, None, problem, not_implemented=True))
            else:
                failure = judged(case, got, problem)
                report.outcomes.append(Outcome(case, failure is None, got, failure or ""))
    finally:
        engine.close()
    report.engine_stderr = engine.first_exit_stderr
    return report


def render(report: Report, shown: int = 20) -> list[str]:
    """The report as lines: totals, cases not implemented by question, rules and readings failing, failing cases."""
    absent = report.not_implemented_by_question()
    total, failed, missing = len(report.outcomes), len(report.failed), sum(absent.values())
    cases = "implemented cases" if missing else "cases"
    lines = [
        f"{total - missing - failed:,} of {total - missing:,} {cases} pass" + (f"; {failed:,} fail" if failed else "")
    ]
    if missing:
        each = ", ".join(f"{question} {count:,}" for question, count in absent.items())
        lines.append(f"not implemented: {missing:,} cases, by question: {each}")
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


def select(
    cases: Sequence[Case], families: Sequence[str], family_of: dict[str, str], questions: Collection[str] = ()
) -> list[Case]:
    """The cases of the named families and questions (all when none is named).

    :class:`InputError` for an unknown family; the questions are checked against the game by :func:`check_questions`.
    """
    if families:
        known = sorted(set(family_of.values()))
        unknown = [name for name in families if name not in known]
        if unknown:
            raise InputError(f"unknown family {unknown[0]!r}; families: {', '.join(known)}")
    return [
        case
        for case in cases
        if (not families or family_of[case.id] in families) and (not questions or case.question in questions)
    ]


def check_questions(game: Game, asked: Iterable[str]) -> None:
    """:class:`InputError` naming the first of ``asked`` that is not a question of ``game``, with its questions."""
    unknown = [question for question in asked if question not in game.questions]
    if unknown:
        raise InputError(f"{game.id} has no question {unknown[0]!r}; questions: {', '.join(game.questions)}")


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
        exits={1: "a case failed (listed in the report); cases the engine declares not implemented do not count"},
        help="run a game's conformance corpus against another engine (JSON lines)",
        description="Start the engine's command once, send it every case of the game's corpus as one JSON line, "
        "and compare each answer line with the expected answer (protocol: docs/conformance.md). An engine answers "
        '{"id": ID, "not_implemented": true} for a question it does not implement: those cases are reported apart, '
        "by question, and are no failure. Exit 1 when any case fails.",
        epilog=conform_examples(games),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    conform.add_argument("game", choices=[game.id for game in games], help="the game whose corpus to run")
    conform.add_argument("--engine", metavar="COMMAND", help="the command that starts the engine (required)")
    conform.add_argument("--family", action="append", default=[], help="only this family (repeatable)")
    conform.add_argument(
        "--question", action="append", default=[], metavar="Q", help="only this question's cases (repeatable)"
    )
    conform.add_argument("--timeout", type=seconds_option, default=DEFAULT_TIMEOUT, help="seconds per case (10)")
    conform.add_argument("--json", action="store_true", help="the report as one JSON object")
    conform.add_argument("--first-failure", action="store_true", help="stop at the first failing case")
    conform.add_argument(
        "--list",
        action="store_true",
        help="print where the corpus is, and each family with its cases and their questions; start no engine",
    )
    conform.set_defaults(run=run_conform, conform_games={game.id: game for game in games})


def conform_examples(games: Sequence[Game]) -> str:
    """The examples of ``rulebook conform --help``, for the registered games, and where their corpora are."""
    from rulebook.core.spec import corpus_dir

    first = games[0].id
    mutant = next((game.id for game in games if game.mutated is not None), first)
    return f"""\
examples:
  rulebook conform {first} --engine "python -m rulebook.adapter {first}"
                                          this project's own engine
  rulebook conform GAME --engine "./my-engine --jsonl" --family FAMILY --question Q --timeout 2
  rulebook conform {first} --list        the families, their cases and questions
  rulebook conform {mutant} --engine "python -m rulebook.adapter {mutant} --mutant RULE"
                                          the same with one rule broken on purpose

GAME is one of: {", ".join(game.id for game in games)}. Its corpus is the JSON files in
{corpus_dir(first).parent / "GAME"}, one file per family (`rulebook conform GAME --list` lists them);
Q is one of the game's questions (the list shows them, docs/conformance.md says what each asks).
"""


def listing(folder: str, cases: Sequence[Case], family_of: dict[str, str]) -> dict[str, Any]:
    """What ``--list`` shows: the corpus folder, and each family's case count and cases by question."""
    families: dict[str, Counter[str]] = {}
    for case in cases:
        families.setdefault(family_of[case.id], Counter())[case.question] += 1
    return {
        "corpus": folder,
        "cases": len(cases),
        "families": {
            family: {"cases": sum(count.values()), "questions": dict(sorted(count.items()))}
            for family, count in sorted(families.items())
        },
        "questions": dict(sorted(Counter(case.question for case in cases).items())),
    }


def render_listing(game: str, listed: dict[str, Any]) -> list[str]:
    """``--list`` as lines: the folder, then one line per family, then the cases by question."""
    families = listed["families"]
    lines = [f"{game} corpus: {listed['corpus']} ({len(families):,} families, {listed['cases']:,} cases)"]
    width = max((len(name) for name in families), default=0)
    for name, family in families.items():
        questions = ", ".join(f"{question} {count:,}" for question, count in family["questions"].items())
        lines.append(f"  {name:<{width}}  {family['cases']:>6,} cases  {questions}")
    lines.append(
        "by question: " + ", ".join(f"{question} {count:,}" for question, count in listed["questions"].items())
    )
    return lines


def as_json(report: Report) -> dict[str, Any]:
    """The report as one JSON object (``--json``)."""
    return {
        "cases": len(report.outcomes),
        "failed": len(report.failed),
        "passed": sum(outcome.passed for outcome in report.outcomes),
        "not_implemented": len(report.not_implemented),
        "not_implemented_by_question": report.not_implemented_by_question(),
        "engine_stderr": report.engine_stderr,
        "by_rule": {rule: {"passed": ok, "failed": bad} for rule, (ok, bad) in report.by_rule().items()},
        "by_reading": {choice: {"passed": ok, "failed": bad} for choice, (ok, bad) in report.by_reading().items()},
        "failures": [
            {"id": o.case.id, "problem": o.problem, "expected": o.case.expected, "got": o.got} for o in report.failed
        ],
    }


def run_conform(args: argparse.Namespace, stdout: TextIO) -> int:
    """Run the corpus (or list it); exit 1 when any case fails."""
    from rulebook.core.spec import corpus_dir

    if args.engine is None and not args.list:
        raise InputError("--engine COMMAND is required: the command that starts the engine to run the corpus against")
    check_questions(args.conform_games[args.game], args.question)
    cases, family_of = load_corpus(args.game)
    chosen = select(cases, args.family, family_of, args.question)
    if args.list:
        listed = listing(str(corpus_dir(args.game)), chosen, family_of)
        print(json.dumps(listed, indent=2) if args.json else "\n".join(render_listing(args.game, listed)), file=stdout)
        return 0
    report = run(args.game, chosen, EngineProcess(args.engine, args.timeout), first_failure=args.first_failure)
    if args.json:
        print(json.dumps(as_json(report), indent=2), file=stdout)
    else:
        print("\n".join(render(report)), file=stdout)
    return 1 if report.failed else 0


__all__ = [
    "DEFAULT_TIMEOUT",
    "EngineProcess",
    "Outcome",
    "Report",
    "as_json",
    "check_questions",
    "judged",
    "listing",
    "render",
    "render_listing",
    "request",
    "run",
    "select",
]
