"""``rulebook mutate``: run every code mutant of a game's rule modules against its committed corpus, via ``conform``.

Each mutant (:mod:`rulebook.core.mutation.code_mutants`) is served by ``python -m rulebook.adapter GAME --code-mutant
ID`` and asked the corpus's cases in order, up to the first that fails (:func:`rulebook.core.corpus.conform.run`): that
case *kills* it. A mutant that passes every case *survives*; it is either a question the corpus never asks (add a case
that asks it) or a change that cannot alter any answer, recorded with a one-line reason in
``spec/<game>.equivalent-mutants.toml``. The run fails on a survivor not recorded there, on a recorded one that a
case now kills, and on a recorded id that no longer names a mutant (the engine changed: triage again).

A module may also name test files that kill its mutants (:attr:`CodeMutation.tested`,
:mod:`rulebook.core.mutation.tested_run`): a module no corpus question reaches is run against them only, and a corpus
module's mutant that the corpus leaves alive or never reaches, unless the record accounts for it, is run against them
next; a failing test kills it, and the report names the test apart from the cases.

Engines run in parallel (``--jobs``, one engine process each); the report lists mutants in module and source order,
so it does not depend on which finished first.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.conform import DEFAULT_TIMEOUT, EngineProcess, load_corpus, request, run
from rulebook.core.disk_cache import DISABLE_VAR
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.mutation.code_mutants import CodeMutant
from rulebook.core.mutation.mutant_import import CodeMutation, all_mutants
from rulebook.core.mutation.reach import FirstRequests, Reached, read_first
from rulebook.core.mutation.reach import read as read_reached
from rulebook.core.mutation.tested_run import DEFAULT_TEST_TIMEOUT, run_tests
from rulebook.core.spec import spec_dir
from rulebook.core.text_numbers import integer_option, seconds_option


@dataclass(frozen=True)
class Equivalent:
    """A recorded survivor: a mutant no answer can tell from the engine, and why."""

    id: str
    reason: str
    shown: str
    """Where and what, as recorded (module, function, before and after), for a stale entry's message."""


@dataclass(frozen=True)
class Result:
    """What the corpus (and its module's test files) did to one mutant."""

    mutant: CodeMutant
    killed_by: str | None
    """The id of the first failing case (or test, :attr:`by_test`), or None when all passed (or none was run)."""
    problem: str = ""
    reached: bool = True
    """Whether the corpus runs the mutant's line at all (for a module only tests ask: whether they were run)."""
    by_test: bool = False
    """Whether :attr:`killed_by` is a test of the module's test files (its pytest node id), not a corpus case."""
    broken: bool = False
    """Whether its test files could not be run against it (:attr:`problem` says why): the run fails."""


@dataclass(frozen=True)
class Outside:
    """A function recorded as outside the protocol: no question of the corpus can run it, and why."""

    module: str
    function: str
    reason: str

    def holds(self, mutant: CodeMutant) -> bool:
        """Whether ``mutant`` is in this function (or a function nested in it)."""
        return mutant.module == self.module and (
            mutant.function == self.function or mutant.function.startswith(self.function + ".")
        )


@dataclass
class Record:
    """What ``spec/<game>.equivalent-mutants.toml`` holds."""

    equivalents: dict[str, Equivalent]
    outside: list[Outside]

    def outside_of(self, mutant: CodeMutant) -> Outside | None:
        """The record putting ``mutant``'s function outside the protocol, if any."""
        return next((entry for entry in self.outside if entry.holds(mutant)), None)

    def accounts_for(self, mutant: CodeMutant) -> bool:
        """Whether the record accounts for ``mutant`` without a kill: equivalent, or its function outside."""
        return self.outside_of(mutant) is not None or mutant.id in self.equivalents


@dataclass
class Summary:
    """One game's run: every result, the record, and what is wrong with the record."""

    game: str
    results: list[Result]
    record: Record
    seconds: float
    tested_only: tuple[str, ...] = ()
    """The modules only test files ask (their mutants killed by tests are counted, not each listed)."""

    @property
    def equivalents(self) -> dict[str, Equivalent]:
        """The recorded equivalents, by id."""
        return self.record.equivalents

    @property
    def outside(self) -> list[Result]:
        """Mutants of functions recorded as outside the protocol, which the corpus indeed never runs."""
        return [r for r in self.results if not r.reached and self.record.outside_of(r.mutant) is not None]

    def _recorded(self, result: Result) -> bool:
        """Whether ``result``'s mutant is accounted for without a kill: its function outside, or itself equivalent."""
        return self.record.accounts_for(result.mutant)

    @property
    def unreached(self) -> list[Result]:
        """Mutants the corpus never runs, not accounted for by the record: a case should reach them.

        A mutant is accounted for when its function is recorded as outside the protocol, or when it is itself
        recorded as equivalent (a line no question can run, such as a disk-cache check while the cache is off).
        """
        return [
            r for r in self.results if not r.reached and r.killed_by is None and not r.broken and not self._recorded(r)
        ]

    @property
    def reached_outside(self) -> list[Result]:
        """Recorded as outside the protocol, yet the corpus runs them: the record is wrong."""
        return [r for r in self.results if r.reached and self.record.outside_of(r.mutant) is not None]

    @property
    def killed(self) -> list[Result]:
        """The mutants a case kills."""
        return [result for result in self.results if result.killed_by is not None]

    @property
    def broken(self) -> list[Result]:
        """The mutants whose test files could not be run against them (a missing file, tests not loading the module)."""
        return [result for result in self.results if result.broken]

    @property
    def killed_by_tests(self) -> list[Result]:
        """The mutants a test of their module's test files kills (no corpus case did, or none was asked)."""
        return [result for result in self.results if result.by_test and result.killed_by is not None]

    @property
    def survivors(self) -> list[Result]:
        """Survivors not recorded as equivalent: each is a question the corpus should ask."""
        return [
            r
            for r in self.results
            if r.reached and r.killed_by is None and not r.broken and r.mutant.id not in self.equivalents
        ]

    @property
    def equivalent(self) -> list[Result]:
        """Survivors recorded as equivalent, and unreached mutants recorded so (their function is not outside)."""
        return [
            r
            for r in self.results
            if r.killed_by is None
            and r.mutant.id in self.equivalents
            and (r.reached or self.record.outside_of(r.mutant) is None)
        ]

    @property
    def killed_equivalents(self) -> list[Result]:
        """Recorded as equivalent, yet a case kills them: the record is wrong."""
        return [r for r in self.killed if r.mutant.id in self.equivalents]

    def stale(self, generated: Sequence[CodeMutant]) -> list[str]:
        """Recorded ids that name no generated mutant, and recorded functions that have none."""
        ids = {mutant.id for mutant in generated}
        found = [f"{key} ({entry.shown})" for key, entry in sorted(self.equivalents.items()) if key not in ids]
        for entry in self.record.outside:
            if not any(entry.holds(mutant) for mutant in generated):
                found.append(f"outside {entry.module} {entry.function}")
        return found


def equivalents_path(game: str) -> Path:
    """``spec/<game>.equivalent-mutants.toml``."""
    return spec_dir() / f"{game}.equivalent-mutants.toml"


def load_equivalents(path: Path) -> dict[str, Equivalent]:
    """The recorded equivalents (none when the file is absent); :class:`InputError` for a malformed file."""
    return load_record(path).equivalents


def load_record(path: Path) -> Record:
    """The record (empty when the file is absent); :class:`InputError` for a malformed file."""
    if not path.is_file():
        return Record({}, [])
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise InputError(f"{path.name} is not TOML: {error}") from None
    found: dict[str, Equivalent] = {}
    for entry in data.get("equivalent", []):
        missing = [name for name in ("id", "reason") if not str(entry.get(name, "")).strip()]
        if missing:
            raise InputError(f"{path.name}: an entry has no {missing[0]}: {entry}")
        if entry["id"] in found:
            raise InputError(f"{path.name}: {entry['id']} is recorded twice")
        shown = (
            f"{entry.get('module', '?')} {entry.get('function', '?')}: {entry.get('before')} -> {entry.get('after')}"
        )
        found[entry["id"]] = Equivalent(entry["id"], entry["reason"], shown)
    outside = []
    for entry in data.get("outside", []):
        missing = [name for name in ("module", "function", "reason") if not str(entry.get(name, "")).strip()]
        if missing:
            raise InputError(f"{path.name}: an [[outside]] entry has no {missing[0]}: {entry}")
        outside.append(Outside(entry["module"], entry["function"], entry["reason"]))
    return Record(found, outside)


def stub(mutant: CodeMutant) -> str:
    """The TOML entry recording ``mutant`` as equivalent, its reason left for a person to write."""
    fields = {
        "id": mutant.id,
        "module": mutant.module,
        "function": mutant.function,
        "operator": mutant.operator,
        "before": mutant.before,
        "after": mutant.after,
        "occurrence": mutant.occurrence,
    }
    lines = ["[[equivalent]]"] + [f"{key} = {json.dumps(value)}" for key, value in fields.items()]
    return "\n".join([*lines, 'reason = "TODO"', ""])


def engine_command(game: str, mutant: CodeMutant) -> str:
    """The adapter serving ``game`` with ``mutant`` planted."""
    return f"{shlex.quote(sys.executable)} -m rulebook.adapter {game} --code-mutant {mutant.id}"


SLOW_RETRY = 3
"""A case with no answer within the timeout is asked again, from it on, with this many times the timeout before the
mutant counts as killed: a slow case on a loaded machine (a mutant builds its tables with the disk cache off) is not
a kill, and a recorded equivalent is not reported killed for it. A mutant that hangs still dies, a little later."""


def run_one(game: str, mutant: CodeMutant, cases: Sequence[Case], timeout: float) -> Result:
    """Ask the corpus of ``game`` of the engine with ``mutant`` planted, up to the first failing case."""
    report = run(game, cases, EngineProcess(engine_command(game, mutant), timeout), first_failure=True)
    failed = report.failed
    if failed and failed[0].problem.startswith("no answer within"):
        rest = list(cases)[[case.id for case in cases].index(failed[0].case.id) :]
        slower = EngineProcess(engine_command(game, mutant), timeout * SLOW_RETRY)
        failed = run(game, rest, slower, first_failure=True).failed
    if failed:
        return Result(mutant, failed[0].case.id, failed[0].problem)
    return Result(mutant, None)


def reached_lines(game: str, cases: Sequence[Case]) -> tuple[Reached, FirstRequests]:
    """The lines of the rule modules the corpus runs, and each line's first cases (numbered from 1, 0 the import).

    Every case is sent to the adapter under a line trace, in order.
    """
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "reached.json"
        requests = "".join(json.dumps(request(game, case)) + "\n" for case in cases)
        argv = [sys.executable, "-m", "rulebook.adapter", game, "--reach", str(path)]
        # the cache off, as under a mutant (rulebook.core.mutation.mutant_import): the tables' builders run and are
        # traced
        environment = {**os.environ, DISABLE_VAR: "1"}
        done = subprocess.run(argv, input=requests, capture_output=True, text=True, check=False, env=environment)
        if done.returncode != 0 or not path.is_file():
            raise InputError(f"the line trace of {game}'s corpus failed: {done.stderr.strip()[-300:]}")
        return read_reached(path), read_first(path)


def is_reached(mutant: CodeMutant, reached: Reached) -> bool:
    """Whether the corpus runs any line of the statement the mutant is in."""
    first, last = mutant.lines
    lines = reached.get(mutant.module, set())
    return any(line in lines for line in range(first, last + 1))


def likeliest_first(mutant: CodeMutant, cases: Sequence[Case], first: FirstRequests) -> list[Case]:
    """Every case, those that ran the mutant's statement first (in corpus order), then the rest in corpus order.

    A case that never runs the changed statement can still fail (through a table or a cache built by another), so
    none is dropped: the order only makes the first failing case come sooner. Whether a mutant is killed does not
    depend on it; which case is named as the killer may.
    """
    low, high = mutant.lines
    lines = first.get(mutant.module, {})
    early = sorted({number for line in range(low, high + 1) for number in lines.get(line, ()) if number > 0})
    chosen = set(early)
    return [cases[number - 1] for number in early] + [
        case for number, case in enumerate(cases, 1) if number not in chosen
    ]


def with_tests(result: Result, files: Sequence[str], timeout: float, hidden: Sequence[str]) -> Result:
    """``result``, or the mutant killed by the first failing test of ``files`` when they kill it."""
    try:
        verdict = run_tests(result.mutant, files, timeout, hidden)
    except InputError as error:
        # the harness's or the record's mistake, not the mutant's: reported, and the run fails, after the others ran
        return Result(result.mutant, None, f"its tests did not run: {error}", reached=result.reached, broken=True)
    if verdict.killed_by is None:
        return result
    return Result(result.mutant, verdict.killed_by, verdict.problem, reached=result.reached, by_test=True)


def run_game(
    game: str,
    mutants: Sequence[CodeMutant],
    jobs: int,
    timeout: float,
    progress: bool = True,
    mutation: CodeMutation | None = None,
    settled: Callable[[CodeMutant], bool] = lambda mutant: False,
    test_timeout: float = DEFAULT_TEST_TIMEOUT,
) -> list[Result]:
    """Every mutant's result, in the order given (engines run ``jobs`` at a time; unreached mutants not at all).

    With ``mutation``, a mutant of a module only test files ask (:attr:`CodeMutation.tested_only`) is run against
    them alone, and one of a corpus module that no case kills is run against its module's test files unless
    ``settled`` (the record accounts for it).
    """
    from tqdm import tqdm  # the bar's library, loaded only when mutants run

    tested = mutation.tested if mutation is not None else {}
    hidden = mutation.hidden if mutation is not None else ()
    only_tests = set(mutation.tested_only) if mutation is not None else set()
    asked = [mutant for mutant in mutants if mutant.module not in only_tests]
    cases, _ = load_corpus(game) if asked else ([], None)
    reached, first = reached_lines(game, cases) if asked else ({}, {})

    def one(mutant: CodeMutant) -> Result:
        files = tested.get(mutant.module, ())
        if mutant.module in only_tests:
            return with_tests(Result(mutant, None), files, test_timeout, hidden)
        if not is_reached(mutant, reached):
            result = Result(mutant, None, reached=False)
        else:
            result = run_one(game, mutant, likeliest_first(mutant, cases, first), timeout)
        if result.killed_by is None and files and not settled(mutant):
            return with_tests(result, files, test_timeout, hidden)
        return result

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(one, mutant) for mutant in mutants]
        bar = tqdm(total=len(futures), desc=f"{game} mutants", unit="mutant", disable=not progress, leave=False)
        results = []
        for future in futures:
            results.append(future.result())
            bar.update(1)
            bar.set_postfix(survived=sum(r.reached and r.killed_by is None for r in results), refresh=False)
        bar.close()
    return results


def chosen_mutants(mutation: CodeMutation, modules: Sequence[str], ids: Sequence[str]) -> list[CodeMutant]:
    """The mutants to run: all, or those of the named modules (dotted or last part), or the named ids."""
    generated = all_mutants(mutation)
    if modules:
        names = mutation.mutated
        known = {name: name for name in names} | {name.rsplit(".", 1)[-1]: name for name in names}
        unknown = [name for name in modules if name not in known]
        if unknown:
            raise InputError(f"unknown module {unknown[0]!r}; rule modules: {', '.join(names)}")
        wanted = {known[name] for name in modules}
        generated = [mutant for mutant in generated if mutant.module in wanted]
    if ids:
        by_id = {mutant.id: mutant for mutant in generated}
        unknown = [mutant_id for mutant_id in ids if mutant_id not in by_id]
        if unknown:
            raise InputError(f"no code mutant {unknown[0]!r} (list them with --list)")
        generated = [by_id[mutant_id] for mutant_id in dict.fromkeys(ids)]
    return generated


def render(summary: Summary, generated: Sequence[CodeMutant], whole: bool) -> list[str]:
    """The report: the tally per module, then every problem with the record."""
    lines = [f"{summary.game}: {len(summary.results):,} code mutants in {summary.seconds:.0f} s"]
    header = ("mutants", "killed", "by tests", "equiv.", "outside", "unreached", "survive")
    lines.append(f"  {'module':<40}" + "".join(f"{name:>10}" for name in header))
    modules = dict.fromkeys(result.mutant.module for result in summary.results)
    for module in [*modules, "all"]:
        counts = tally(summary, None if module == "all" else module)
        lines.append(f"  {module:<40}" + "".join(f"{count:>10}" for count in counts))
    total, killed, _, equivalent, outside, *_ = tally(summary, None)
    tried = total - equivalent - outside
    rate = f"{100 * killed / tried:.1f} %" if tried else "-"
    lines.append(f"  kill rate (killed / mutants not equivalent and not outside the protocol): {rate}")
    only_tests = set(summary.tested_only)
    for result in summary.killed:
        if not whole:
            shown = f"{result.mutant.id} by {killer(result)} ({result.problem})"
            lines.append(f"KILLED {shown}: {result.mutant.describe()}")
        elif result.by_test and result.mutant.module not in only_tests:
            # a corpus module's mutant no case kills: the question the corpus does not ask, shown in every run
            lines.append(f"KILLED BY TEST {result.mutant.id} {result.killed_by}: {result.mutant.describe()}")
    for result in summary.survivors:
        lines.append(f"SURVIVES {result.mutant.id} {result.mutant.describe()}")
    for result in summary.unreached:
        lines.append(f"NOT REACHED {result.mutant.id} {result.mutant.describe()}")
    for result in summary.killed_equivalents:
        lines.append(
            f"RECORDED EQUIVALENT BUT KILLED {result.mutant.id} by {killer(result)}: {result.mutant.describe()}"
        )
    for result in summary.reached_outside:
        lines.append(f"RECORDED OUTSIDE BUT REACHED {result.mutant.id} {result.mutant.describe()}")
    lines += [f"TESTS NOT RUN {r.mutant.id} {r.problem}: {r.mutant.describe()}" for r in summary.broken]
    if whole:
        lines += [f"STALE {entry} names no mutant now: triage it again" for entry in summary.stale(generated)]
    return lines


def killer(result: Result) -> str:
    """What killed a mutant, for a person: ``case ID`` or ``test NODE``."""
    return f"{'test' if result.by_test else 'case'} {result.killed_by}"


def tally(summary: Summary, module: str | None) -> tuple[int, int, int, int, int, int, int]:
    """Mutants, killed (by a case or a test), by tests, equivalent, outside, unreached, surviving (``None``: all)."""

    def of(results: list[Result]) -> int:
        return sum(module is None or r.mutant.module == module for r in results)

    return (
        of(summary.results),
        of(summary.killed),
        of(summary.killed_by_tests),
        of(summary.equivalent),
        of(summary.outside),
        of(summary.unreached),
        of(summary.survivors),
    )


def failing(summary: Summary, generated: Sequence[CodeMutant], whole: bool) -> bool:
    """Whether the run fails: a survivor or an unreached mutant not recorded, a record proved wrong, a stale one."""
    wrong = summary.killed_equivalents or summary.reached_outside or summary.broken
    return bool(summary.survivors or summary.unreached or wrong or (whole and summary.stale(generated)))


DESCRIPTION = """Plant one small mistake at a time in the engine's rule modules (a comparison turned round or off by
one, and/or swapped, a constant one more or less, an if forced) and run the game's committed corpus against each
mistaken engine through conform, up to the first case that fails: that case kills the mutant. A mutant that
passes every case survives: either the corpus never asks the question (add a case that asks it), or no answer can
tell the change apart (record it with a one-line reason in spec/GAME.equivalent-mutants.toml). Exit 1 on a
survivor not recorded there, on a recorded one that a case now kills, and on a recorded id that names no mutant
any more (the engine changed: triage again); usage mistakes exit 2.

A game may name test files that kill a module's mutants (tested in its code_mutation): a module no corpus
question reaches (a simulator's own play table) has each mutant run against its test files only, and a corpus
module's mutant that no case kills (or reaches), and that the record does not account for, is run against its
module's test files next. Each run is pytest in a process of its own with the mutant planted (assertion rewriting
off, so the mutated module really loads), stopped at the first failing test, which kills the mutant; the report
names that test apart from the cases ("KILLED BY TEST"), and the record's rules hold for these mutants too."""


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook mutate`` for the registered ``games`` that name their rule modules."""
    served = [game for game in games if game.code_mutation is not None]
    mutate = subparsers.add_parser(
        "mutate",
        exits={1: "a mutant survived the corpus, or no case reached it, and it is not recorded as equivalent"},
        help="plant code mutants in the engines' rule modules and run the corpus against each",
        description=DESCRIPTION,
        epilog=examples(served),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    mutate.add_argument("games", nargs="*", metavar="GAME", help="the games to mutate (default: every one)")
    mutate.add_argument("--module", action="append", default=[], help="only this rule module (repeatable)")
    mutate.add_argument("--mutant", action="append", default=[], metavar="ID", help="only this mutant (repeatable)")
    mutate.add_argument("--list", action="store_true", help="list the mutants and their ids; run nothing")
    mutate.add_argument("--stubs", action="store_true", help="print a TOML entry for each survivor, to triage")
    mutate.add_argument(
        "--jobs", type=integer_option, default=os.cpu_count() or 1, help="engines at a time (the cores)"
    )
    mutate.add_argument("--timeout", type=seconds_option, default=DEFAULT_TIMEOUT, help="seconds per case (10)")
    mutate.add_argument(
        "--test-timeout",
        type=seconds_option,
        default=DEFAULT_TEST_TIMEOUT,
        help=f"seconds per run of a module's test files ({DEFAULT_TEST_TIMEOUT:g}); a run past it kills the mutant",
    )
    mutate.add_argument("--json", action="store_true", help="the report as one JSON object")
    mutate.add_argument("--no-progress", action="store_true", help="no progress bar on standard error")
    mutate.set_defaults(run=lambda args, stdout: run_mutate(args, stdout, served))


def examples(games: Sequence[Game]) -> str:
    """The examples of ``rulebook mutate --help``."""
    first = games[0].id if games else "GAME"
    rows = [
        ("rulebook mutate", "every game's mutants (make mutate)"),
        (f"rulebook mutate {first} --list", "the mutants and their ids, without running them"),
        (f"rulebook mutate {first} --module claims", "only one rule module's mutants"),
        (f"rulebook mutate {first} --module table", "a module only test files ask, each mutant against them"),
        (f"rulebook mutate {first} --mutant ID", "one mutant, and the case that kills it"),
        (f"rulebook mutate {first} --stubs", f"the survivors as entries for spec/{first}.equivalent-mutants.toml"),
        (f"python -m rulebook.adapter {first} --code-mutant ID", "the engine with that mistake, serving the corpus"),
    ]
    lines = ["examples:"]
    for command, meaning in rows:
        lines += [f"  {command:<40}{meaning}"] if len(command) < 40 else [f"  {command}", f"  {'':<40}{meaning}"]
    names = ", ".join(game.id for game in games)
    lines += ["", f"games: {names}; exit 1 when a mutant survives that is not recorded as equivalent."]
    return "\n".join(lines) + "\n"


def run_mutate(args: argparse.Namespace, stdout: TextIO, served: Sequence[Game]) -> int:
    """Run (or list) the mutants of each chosen game; exit 1 when the record of any game is wrong."""
    if args.jobs < 1:
        raise InputError(f"--jobs must be at least 1, not {args.jobs}")
    if not served:
        raise InputError("no registered game names rule modules to mutate")
    unknown = [name for name in args.games if name not in {game.id for game in served}]
    if unknown:
        raise InputError(f"no game {unknown[0]!r} to mutate; games: {', '.join(game.id for game in served)}")
    chosen = [game for game in served if not args.games or game.id in args.games]
    if (args.module or args.mutant) and len(chosen) != 1:
        raise InputError("--module and --mutant need exactly one GAME")
    status, payload = 0, []
    for game in chosen:
        assert game.code_mutation is not None
        generated = all_mutants(game.code_mutation)
        mutants = chosen_mutants(game.code_mutation, args.module, args.mutant)
        if args.list:
            for mutant in mutants:
                print(f"{mutant.id} {mutant.describe()}", file=stdout)
            continue
        record = load_record(equivalents_path(game.id))
        started = time.monotonic()
        results = run_game(
            game.id,
            mutants,
            args.jobs,
            args.timeout,
            progress=not args.no_progress,
            mutation=game.code_mutation,
            settled=record.accounts_for,
            test_timeout=args.test_timeout,
        )
        seconds = time.monotonic() - started
        summary = Summary(game.id, results, record, seconds, game.code_mutation.tested_only)
        whole = not (args.module or args.mutant)
        if failing(summary, generated, whole):
            status = 1
        if args.json:
            payload.append(as_json(summary, generated, whole))
        elif args.stubs:
            for result in [*summary.survivors, *summary.unreached]:
                print(stub(result.mutant), file=stdout)
        else:
            print("\n".join(render(summary, generated, whole)), file=stdout)
    if args.json and not args.list:
        print(json.dumps(payload, indent=2), file=stdout)
    return status


def as_json(summary: Summary, generated: Sequence[CodeMutant], whole: bool) -> dict[str, Any]:
    """One game's run as JSON."""
    total, killed, by_tests, equivalent, outside, _, _ = tally(summary, None)

    def listed(results: list[Result]) -> list[dict[str, str]]:
        return [{"id": r.mutant.id, "mutant": r.mutant.describe()} for r in results]

    return {
        "game": summary.game,
        "mutants": total,
        "killed": killed,
        "killed_by_tests": by_tests,
        "tests_killing": [{"id": r.mutant.id, "test": r.killed_by} for r in summary.killed_by_tests],
        "equivalent": equivalent,
        "outside": outside,
        "surviving": listed(summary.survivors),
        "unreached": listed(summary.unreached),
        "killed_equivalents": [r.mutant.id for r in summary.killed_equivalents],
        "reached_outside": [r.mutant.id for r in summary.reached_outside],
        "tests_not_run": [{"id": r.mutant.id, "problem": r.problem} for r in summary.broken],
        "stale": summary.stale(generated) if whole else [],
        "seconds": round(summary.seconds, 1),
    }


__all__ = [
    "Equivalent",
    "Result",
    "Summary",
    "add_parser",
    "all_mutants",
    "chosen_mutants",
    "equivalents_path",
    "load_equivalents",
    "run_game",
    "run_one",
    "stub",
]
