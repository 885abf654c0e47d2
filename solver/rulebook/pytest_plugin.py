"""A pytest plugin: a game's conformance corpus (and a fuzz test) against an engine, in a user's own test run.

Installed with the package (entry point ``pytest11``), it adds nothing until asked::

    pytest --rulebook-game GAME --rulebook-engine "./my-engine --jsonl"

runs every case of the committed corpus of GAME as one test, named by the case's id, marked with its rule ids
(``-m forbidden.set.run`` selects one rule's cases; ``-k`` matches ids), failing with the case's description, the
expected answer and the engine's. ``--rulebook-fuzz N`` adds one test that runs ``rulebook fuzz`` for N examples and
fails with the shrunk difference as a ruling; ``--rulebook-seed`` makes it repeatable. The engine is started once
per test process over the conformance protocol (``docs/conformance.md``) and restarted after a hang or an exit.

``--rulebook-family`` and ``--rulebook-question`` (each repeatable) narrow the corpus's cases, and the question
filter narrows the fuzz test's draw too. An engine that answers ``{"id", "not_implemented": true}`` for a question
it does not implement gets that case skipped (with the reason), not failed; its fuzz test drops the question and
fuzzes the others, naming what it dropped in a warning (and is skipped when no question is left).
"""

from __future__ import annotations

import json
import random
import warnings
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.conform import EngineProcess, check_questions, judged, load_corpus, request
from rulebook.core.corpus.engine_process import NOT_IMPLEMENTED
from rulebook.core.errors import InputError
from rulebook.core.text_numbers import count_option, integer_option, seconds_option

ENGINE_KEY = pytest.StashKey[EngineProcess]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """The plugin's options."""
    group = parser.getgroup("rulebook", "rulebook: a game's conformance corpus and fuzzing against your engine")
    group.addoption("--rulebook-game", metavar="GAME", help="run this game's conformance corpus (and fuzz test)")
    group.addoption("--rulebook-engine", metavar="COMMAND", help="the command that starts your engine (JSON lines)")
    group.addoption(
        "--rulebook-family", action="append", default=[], metavar="FAMILY", help="only this family (repeatable)"
    )
    group.addoption(
        "--rulebook-question",
        action="append",
        default=[],
        metavar="Q",
        help="only this question's cases, and only it in the fuzz test (repeatable)",
    )
    group.addoption(
        "--rulebook-fuzz", type=count_option, default=0, metavar="N", help="add a fuzz test of N examples (0: none)"
    )
    group.addoption("--rulebook-seed", type=integer_option, default=None, metavar="SEED", help="the fuzz test's seed")
    group.addoption(
        "--rulebook-timeout",
        type=seconds_option,
        default=10.0,
        metavar="S",
        help="seconds per answer before a case fails",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Check the options and register the game's rule ids as markers."""
    chosen = config.getoption("rulebook_game")
    if chosen is None:
        if config.getoption("rulebook_engine") is not None:
            raise pytest.UsageError("--rulebook-engine needs --rulebook-game GAME")
        return
    from rulebook.core.register import rules
    from rulebook.registry import game, game_ids

    if chosen not in game_ids():
        raise pytest.UsageError(f"--rulebook-game: unknown game {chosen!r}; games: {', '.join(game_ids())}")
    try:
        check_questions(game(chosen), config.getoption("rulebook_question"))
    except InputError as error:
        raise pytest.UsageError(f"--rulebook-question: {error}") from None
    command = config.getoption("rulebook_engine")
    if not command:
        raise pytest.UsageError("--rulebook-game needs --rulebook-engine COMMAND (the command that starts your engine)")
    timeout = config.getoption("rulebook_timeout")  # a positive number of seconds (seconds_option)
    try:
        config.stash[ENGINE_KEY] = EngineProcess(command, timeout)
    except InputError as error:
        raise pytest.UsageError(f"--rulebook-engine: {error}") from None
    for rule in rules(chosen):
        config.addinivalue_line("markers", f"{rule.id}: {rule.title or rule.statement[:80]}")


def pytest_unconfigure(config: pytest.Config) -> None:
    """Stop the engine."""
    engine = config.stash.get(ENGINE_KEY, None)
    if engine is not None:
        engine.close()


class CaseFailedError(Exception):
    """A corpus case the engine answered wrongly (or not at all)."""


class CorpusCase(pytest.Item):
    """One case of the committed corpus, asked of the engine."""

    def __init__(self, *, case: Case, game: str, family: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        self.game = game
        self.family = family
        for rule in case.rules:
            self.add_marker(rule)

    def runtest(self) -> None:
        """Ask the engine and compare with the expected answer."""
        engine = self.config.stash[ENGINE_KEY]
        got, problem = engine.ask(request(self.game, self.case))
        if problem == NOT_IMPLEMENTED:
            pytest.skip(f"the engine does not implement {self.case.question!r}")
        failure = judged(self.case, got, problem)
        if failure == "a different answer":
            raise CaseFailedError(f"a different answer: got {json.dumps(got)[:500]}")
        if failure is not None:
            raise CaseFailedError(failure)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        """The case in words: its description, rules, readings, input, the expected answer and what went wrong."""
        if not isinstance(excinfo.value, CaseFailedError):
            return str(super().repr_failure(excinfo))
        case = self.case
        readings = ", ".join(f"{key}={value}" for key, value in sorted(case.readings.items())) or "the defaults"
        return "\n".join(
            [
                f"{case.id}: {case.description}",
                f"  rules: {', '.join(case.rules)}; readings: {readings}",
                f"  input: {json.dumps(case.input)[:500]}",
                f"  expected: {json.dumps(case.expected)[:500]}",
                f"  {excinfo.value}",
                f"  why: {case.why}",
            ]
        )

    def reportinfo(self) -> tuple[Path, int | None, str]:
        """Where the case lives: its family's corpus file."""
        return self.path, None, f"{self.game} {self.family}: {self.case.id}"


class FuzzTest(pytest.Item):
    """``rulebook fuzz`` for a number of examples; fails with the shrunk difference as a ruling.

    The questions the engine declares not implemented are dropped from the draw and named in a warning; with none
    left, the test is skipped (nothing was compared).
    """

    def __init__(self, *, game: str, examples: int, seed: int, questions: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.examples = examples
        self.seed = seed
        self.questions = questions
        """The questions drawn (``--rulebook-question``); empty: all of the game's."""

    def runtest(self) -> None:
        """Fuzz; raise with the ruling on a difference, skip when the engine implements none of the questions."""
        from rulebook.core.mutation.fuzz import fuzz
        from rulebook.core.mutation.fuzz_ruling import render
        from rulebook.registry import game

        chosen = game(self.game)
        engine = self.config.stash[ENGINE_KEY]
        command = self.config.getoption("rulebook_engine")
        report = fuzz(chosen, engine.ask, examples=self.examples, seed=self.seed, questions=self.questions or None)
        if report.difference is not None:
            repeat = f"rulebook fuzz {self.game} --engine {json.dumps(command)}"
            repeat += "".join(f" --question {question}" for question in self.questions)
            raise CaseFailedError("\n".join(render(chosen, report, command, repeat)))
        if report.not_implemented and not report.examples:
            pytest.skip(f"the engine implements none of the questions fuzzed ({', '.join(report.not_implemented)})")
        if report.not_implemented:
            warnings.warn(
                f"rulebook fuzz: not implemented by the engine, not fuzzed: {', '.join(report.not_implemented)}",
                UserWarning,
                stacklevel=1,
            )

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        """The ruling."""
        if isinstance(excinfo.value, CaseFailedError):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int | None, str]:
        """The fuzz test and its seed."""
        return self.path, None, f"{self.game} fuzz: {self.examples:,} examples, seed {self.seed}"


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Add the corpus's cases (and the fuzz test) to the collected tests, before ``-k`` and ``-m`` select."""
    chosen = config.getoption("rulebook_game")
    if chosen is None:
        return
    from rulebook.core.corpus.conform import select
    from rulebook.core.spec import corpus_dir

    try:
        cases, family_of = load_corpus(chosen)
        questions = config.getoption("rulebook_question")
        picked = select(cases, config.getoption("rulebook_family"), family_of, questions)
    except InputError as error:
        raise pytest.UsageError(f"--rulebook-game {chosen}: {error}") from None
    folder = corpus_dir(chosen)
    for case in picked:
        family = family_of[case.id]
        items.append(
            CorpusCase.from_parent(
                session,
                name=f"rulebook[{chosen}]::{case.id}",
                path=folder / f"{family}.json",
                case=case,
                game=chosen,
                family=family,
            )
        )
    examples = config.getoption("rulebook_fuzz")
    if examples:
        seed = config.getoption("rulebook_seed")
        seed = seed if seed is not None else random.SystemRandom().randrange(10**6)
        items.append(
            FuzzTest.from_parent(
                session,
                name=f"rulebook[{chosen}]::fuzz[seed={seed}]",
                game=chosen,
                examples=examples,
                seed=seed,
                questions=list(questions),
            )
        )


def pytest_report_header(config: pytest.Config) -> str | None:
    """One header line naming the game and the engine."""
    chosen = config.getoption("rulebook_game")
    if chosen is None:
        return None
    return f"rulebook: the {chosen} corpus against {config.getoption('rulebook_engine')}"
