"""Differential fuzzing of another engine: random valid requests, both answers compared, the first difference shrunk.

``rulebook fuzz GAME --engine CMD`` draws requests from the game's strategies
(:mod:`rulebook.core.mutation.strategies`), answers each with this project's engine and asks the other engine over the
conformance protocol (the same JSON lines as ``rulebook conform``). On the first request where the two answers differ —
a different answer, an error line, no answer within the per-call timeout, an engine that exits — Hypothesis shrinks the
request, asking the other engine again at every step, to the smallest one that still differs; where the game names the
steps between its inputs (a kong made a pung), the shrunk request is walked over them to a smaller one that differs.
That request is the ruling the user reads (:mod:`rulebook.core.mutation.fuzz_ruling`).

An engine that answers ``{"id", "not_implemented": true}`` (``docs/conformance.md``) shows no difference: while
requests are drawn, that question is dropped from the draw and the search goes on with the others (the report
lists the questions dropped); while a difference is shrunk, such a request counts as agreeing. When no question is
left, nothing was compared and the run ends without a difference.

How a run stays reproducible and bounded:

- The examples are drawn in chunks of :data:`CHUNK`, each a Hypothesis run seeded from ``(seed, chunk)``, with no
  example database: the same seed and number of examples ask the same requests in the same order. A time budget
  stops asking when it is spent and reports how many examples were asked, which with the seed repeats the run.
- Each distinct request is asked once (a digest of its JSON is remembered with its verdict), so Hypothesis's last
  replay of the shrunk request, and any request it tries twice, costs no call.
- Shrinking has its own budget (``shrink_seconds``): when it is spent, requests not asked yet count as agreeing,
  so Hypothesis stops at the smallest difference found so far; the report says the shrink was cut short.
"""

from __future__ import annotations

import hashlib
import heapq
import itertools
import json
import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rulebook.core.corpus.engine_process import NOT_IMPLEMENTED
from rulebook.core.errors import InputError

if TYPE_CHECKING:
    from hypothesis import strategies as st

    from rulebook.core.game import Game
    from rulebook.core.mutation.strategies import Request

CHUNK = 100
"""Examples per Hypothesis run; a run of N examples is ceil(N / CHUNK) chunks with seeds derived from the seed."""
DEFAULT_SHRINK_SECONDS = 120.0
"""How long shrinking may ask the other engine before the smallest difference found so far is reported."""
DESCENT_ASKS = 500
"""The most requests one walk over a shrunk difference's neighbours asks (:func:`_descend`)."""

Ask = Callable[[dict[str, Any]], tuple[Any, str]]
"""The other engine: a request line in, ``(answer, "")`` or ``(None, problem)`` out (``EngineProcess.ask``)."""


@dataclass(frozen=True)
class Difference:
    """One request on which the other engine's answer is not the rules'."""

    request: Request
    ours: Any
    """This project's engine's answer (the rules as read under the request's readings)."""
    theirs: Any
    """The other engine's answer (``None`` when it gave none)."""
    problem: str
    """``a different answer``, or what went wrong: an error line, no answer within the timeout, an exit."""
    size: int
    """The request's size in the game's unit (cards, tiles, squares)."""


@dataclass
class FuzzReport:
    """What a fuzz run asked and found."""

    game: str
    seed: int
    examples: int = 0
    """Distinct requests asked before the first difference (or in all, when none differs)."""
    seconds: float = 0.0
    chunks: int = 0
    """Hypothesis runs started; ``chunks * CHUNK`` examples with the seed repeat the run up to its difference."""
    difference: Difference | None = None
    """The shrunk difference, or ``None``."""
    first_size: int | None = None
    """The size of the first difference found, before shrinking."""
    shrink_calls: int = 0
    """Requests asked of the other engine while shrinking."""
    shrink_seconds: float = 0.0
    shrink_cut: bool = False
    """Whether the shrink budget ran out (the difference is the smallest found, perhaps not the smallest)."""
    ours_refused: int = 0
    """Drawn requests this project's engine refused (a gap of the strategies; they are not asked)."""
    by_question: dict[str, int] = field(default_factory=dict)
    """How many requests of each question were asked."""
    hunted: int = 0
    """Requests asked after the first difference looking for a smaller one (``keep_looking``)."""
    hunt_found: int = 0
    """Smaller differences that search found (each shrunk in turn)."""
    not_implemented: list[str] = field(default_factory=list)
    """The questions the engine declared not implemented, in the order met (dropped from the draw)."""


class _AbortError(BaseException):
    """Raised inside the Hypothesis test when the run cannot go on (the engine cannot be started).

    It is not a failure to shrink, so it derives from ``BaseException``, which Hypothesis lets through.
    """

    def __init__(self, error: InputError) -> None:
        super().__init__(str(error))
        self.error = error


class _NotImplementedError(BaseException):
    """Raised inside the Hypothesis test when the engine declares a drawn request's question not implemented.

    The run is stopped (not shrunk: it derives from ``BaseException``, which Hypothesis lets through) so that the
    draw starts again without the question.
    """

    def __init__(self, question: str) -> None:
        super().__init__(question)
        self.question = question


class _DiffersError(Exception):
    """Raised inside the Hypothesis test on a request where the two engines differ (carries the difference)."""

    def __init__(self, difference: Difference) -> None:
        super().__init__(difference.problem)
        self.difference = difference


@dataclass
class _Probe:
    """The Hypothesis test's body: answer, ask, compare, remember; with the budgets and the progress shown."""

    game: Game
    ask: Ask
    size: Callable[[str, Mapping[str, Any]], int]
    report: FuzzReport
    deadline: float | None
    shrink_seconds: float
    progress: Callable[[str], None]
    seen: dict[bytes, Difference | None] = field(default_factory=dict)
    shrinking_since: float | None = None
    limit: int | None = None
    below: int | None = None
    """While looking for a smaller difference: only a difference smaller than this counts."""
    hunt_limit: int | None = None

    def __call__(self, request: Request) -> None:
        found = self._verdict(request)
        if found is not None and (self.below is None or found.size < self.below):
            # One raise for every difference, remembered or new: Hypothesis tells failures apart by where they are
            # raised, and a second place would make the shrunk replay look like another failure.
            raise _DiffersError(found)

    def _verdict(self, request: Request) -> Difference | None:
        """The difference on ``request``, remembered or asked (``None``: they agree, or no budget is left)."""
        key = _key(request)
        if key in self.seen:
            return self.seen[key]
        if not self._may_ask():
            return None
        found = self._compare(request)
        self.seen[key] = found
        if found is None:
            return None
        if self.below is not None and found.size >= self.below:
            return found  # not smaller than the difference in hand: it counts as agreeing (see __call__)
        if self.shrinking_since is None:
            self.shrinking_since = time.monotonic()
            if self.report.first_size is None:
                self.report.first_size = found.size
            else:
                self.report.hunt_found += 1
            self.progress(f"a difference at {found.size:,} {self.game.unit}; shrinking it")
        elif self.report.difference is None or found.size < self.report.difference.size:
            self.progress(f"shrunk to {found.size:,} {self.game.unit}")
        if self.report.difference is None or found.size <= self.report.difference.size:
            self.report.difference = found
        return found

    def _may_ask(self) -> bool:
        """Whether one more request may be asked: the example limit, the time budget or the shrink budget."""
        now = time.monotonic()
        if self.shrinking_since is not None:
            if now - self.shrinking_since > self.shrink_seconds:
                self.report.shrink_cut = True
                return False
            return True
        if self.hunt_limit is not None:
            return self.report.hunted < self.hunt_limit
        if self.limit is not None and self.report.examples >= self.limit:
            return False
        return self.deadline is None or now < self.deadline

    def _compare(self, request: Request) -> Difference | None:
        """Both answers to ``request``; the difference, or ``None`` when they agree (or ours refuses the input)."""
        try:
            ours = self.game.engine_answer(request.question, request.input, request.reading)
        except InputError:
            self.report.ours_refused += 1
            return None
        line = request.as_json(self.game.id, self.report.examples + self.report.shrink_calls + 1)
        try:
            theirs, problem = self.ask(line)
        except InputError as error:  # the engine's command cannot be started
            raise _AbortError(error) from None
        if problem == NOT_IMPLEMENTED:
            if request.question not in self.report.not_implemented:
                self.report.not_implemented.append(request.question)
            if self.shrinking_since is None and self.hunt_limit is None:
                raise _NotImplementedError(request.question)
            return None  # while shrinking or hunting: no difference, the draw is left as it is
        if self.shrinking_since is None and self.hunt_limit is not None:
            self.report.hunted += 1
        elif self.shrinking_since is None:
            self.report.examples += 1
            self.report.by_question[request.question] = self.report.by_question.get(request.question, 0) + 1
            if self.report.examples % 250 == 0:
                self.progress(f"{self.report.examples:,} examples, no difference yet")
        else:
            self.report.shrink_calls += 1
        if not problem and theirs == ours:
            return None
        return Difference(
            request, ours, theirs, problem or "a different answer", self.size(request.question, request.input)
        )


def _key(request: Request) -> bytes:
    """A digest of the request as asked: its question, its input and the readings it changes."""
    return hashlib.blake2b(
        json.dumps([request.question, request.input, request.reading.changed()], sort_keys=True).encode(),
        digest_size=16,
    ).digest()


def _descend(probe: _Probe, neighbours: Callable[[str, Any], Iterable[Any]]) -> None:
    """Walk from the difference in hand through neighbouring requests that still differ; keep the smallest reached.

    The game's ``neighbours`` give the inputs one step from a request's (none larger than the difference the walk
    started from). Best first: the smallest differing request reached is stepped from next, ties in the order they
    were found; each request is asked once, and the walk ends when none is left, after :data:`DESCENT_ASKS`
    requests, or when the shrink budget is spent. Only a smaller difference replaces the one in hand, so the walk
    never makes the ruling larger.
    """
    from rulebook.core.mutation.strategies import Request

    report = probe.report
    start = report.difference
    if start is None:
        return
    if probe.shrinking_since is None:
        probe.shrinking_since = time.monotonic()
    best = start
    refused = report.ours_refused  # a step the rules do not take is no gap of the strategies
    order = itertools.count()
    waiting: list[tuple[int, int, Difference]] = [(start.size, next(order), start)]
    visited = {_key(start.request)}
    asked = 0
    while waiting and asked < DESCENT_ASKS and probe._may_ask():
        here = heapq.heappop(waiting)[2].request
        for data in neighbours(here.question, here.input):
            step = Request(here.question, data, here.reading)
            key = _key(step)
            if key in visited or probe.size(step.question, data) > start.size:
                continue
            visited.add(key)
            if asked >= DESCENT_ASKS or not probe._may_ask():
                break
            asked += 1
            found = probe._verdict(step)
            if found is not None:
                heapq.heappush(waiting, (found.size, next(order), found))
                best = found if found.size < best.size else best
    report.difference = best
    report.ours_refused = refused


def rule_weights(game: Game) -> dict[str, int]:
    """How often each question is drawn: half of the requests evenly, half as the rules each question decides.

    A question decides the rules its cases in the committed corpus exercise. One that decides many (FORBIDDEN's
    ``apply``: the turn, the claims, the round's and the game's end) has more ways to go wrong than one that decides
    one (mahjong's ``drawn``), so it gets more of the requests; the even half keeps a question of few rules asked
    often enough to find what it decides. With ``r`` a question's rules, ``R`` every question's and ``Q`` questions,
    its share is ``1/(2Q) + r/(2R)``: its weight ``2 + round(2Q * r / R)``, in whole branches of a ``one_of``. A
    game with no corpus draws evenly.
    """
    from rulebook.core.corpus.conform import load_corpus

    try:
        cases, _ = load_corpus(game.id)
    except InputError:
        return {}
    exercised: dict[str, set[str]] = {question: set() for question in game.questions}
    for case in cases:
        exercised.setdefault(case.question, set()).update(case.rules)
    every = sum(len(rules) for rules in exercised.values())
    count = len(exercised)
    return {question: 2 + round(2 * count * len(rules) / max(1, every)) for question, rules in exercised.items()}


def chunk_seed(seed: int, chunk: int) -> int:
    """The Hypothesis seed of chunk ``chunk`` of a run seeded ``seed`` (stable across runs and machines)."""
    return random.Random(f"rulebook-fuzz:{seed}:{chunk}").getrandbits(63)


def fuzz(
    game: Game,
    ask: Ask,
    *,
    examples: int | None = 1_000,
    seconds: float | None = None,
    seed: int = 0,
    questions: Sequence[str] | None = None,
    fixed: Mapping[str, str] | None = None,
    default_readings: bool = False,
    shrink_seconds: float = DEFAULT_SHRINK_SECONDS,
    keep_looking: int = 0,
    progress: Callable[[str], None] = lambda message: None,
) -> FuzzReport:
    """Fuzz the engine behind ``ask`` against this project's engine of ``game``; stop at the first difference.

    ``examples`` caps the distinct requests asked, ``seconds`` the time spent asking them (either, or both); the
    readings are drawn for every key (each shrinking to its default) except those ``fixed`` pins, or all are the
    defaults with ``default_readings``. Half the requests are spread evenly over the questions, half as the rules
    each decides (:func:`rule_weights`). With ``keep_looking``, once the first difference is shrunk, that many more
    requests are drawn (new chunks of the same seed) looking for a smaller difference, each found shrunk in turn:
    Hypothesis shrinks within the shape of the input it started from (a winning hand stays one), and a fresh draw
    may start from a smaller shape. Where the game gives neighbours (``GameStrategies.neighbours``), each shrunk
    difference is then walked over them to the smallest that still differs (:func:`_descend`).
    """
    from rulebook.core.mutation.strategies import readings, requests, strategies_of

    if examples is None and seconds is None:
        raise InputError("fuzz needs a number of examples or a time budget")
    if examples is not None and examples < 1:
        raise InputError(f"--examples must be at least 1, not {examples}")
    if seconds is not None and not seconds > 0:
        raise InputError(f"--seconds must be a positive number of seconds, not {seconds}")
    built = strategies_of(game)
    chosen = readings(game.reading, keys=[] if default_readings else None, fixed=fixed)
    weights = rule_weights(game)
    remaining = list(game.questions if questions is None else questions)
    strategy = requests(game, questions=remaining, reading=chosen, weights=weights)
    report = FuzzReport(game=game.id, seed=seed)
    started = time.monotonic()
    probe = _Probe(
        game,
        ask,
        built.size,
        report,
        deadline=None if seconds is None else started + seconds,
        shrink_seconds=shrink_seconds,
        progress=progress,
        limit=examples,
    )
    while remaining and probe._may_ask():
        before = report.examples
        try:
            _run_chunk(strategy, probe, chunk_seed(seed, report.chunks))
        except _NotImplementedError as absent:  # the chunk is drawn again without the question
            remaining.remove(absent.question)
            progress(f"the engine does not implement {absent.question}: dropped from the draw")
            if remaining:
                strategy = requests(game, questions=remaining, reading=chosen, weights=weights)
            continue
        report.chunks += 1
        if report.difference is not None:
            break
        if report.examples == before:
            break  # the budget is spent, or the strategies drew nothing new to ask
    if built.neighbours is not None:
        _descend(probe, built.neighbours)
    if keep_looking and report.difference is not None:

        def smaller(most: int, question: str) -> st.SearchStrategy[Request]:
            """Requests of ``most`` units at most: of the question that differs half the time, of any the rest."""
            from hypothesis.strategies import one_of

            alike = requests(game, questions=[question], reading=chosen, most=most)
            return one_of(alike, requests(game, questions=remaining, reading=chosen, most=most, weights=weights))

        _hunt(smaller, probe, keep_looking, built.neighbours)
    report.seconds = time.monotonic() - started
    if probe.shrinking_since is not None:
        report.shrink_seconds = time.monotonic() - probe.shrinking_since
    return report


def _hunt(
    smaller: Callable[[int, str], st.SearchStrategy[Request]],
    probe: _Probe,
    more: int,
    neighbours: Callable[[str, Any], Iterable[Any]] | None,
) -> None:
    """Draw up to ``more`` further requests for a difference smaller than the one in hand; shrink each found.

    The requests are drawn below the difference in hand (``smaller(most, question)``: inputs of at most ``most``
    units, often of the question that differs), so each chunk searches only where a smaller difference can be.
    Each difference found is shrunk by Hypothesis, then walked over its ``neighbours`` (:func:`_descend`).
    """
    report = probe.report
    probe.hunt_limit = more
    while report.difference is not None and report.difference.size > 0:
        probe.below, probe.shrinking_since = report.difference.size, None
        if not probe._may_ask():
            break
        before = report.hunted
        difference = report.difference
        _run_chunk(
            smaller(difference.size - 1, difference.request.question), probe, chunk_seed(report.seed, report.chunks)
        )
        report.chunks += 1
        if neighbours is not None and report.difference is not difference:
            _descend(probe, neighbours)
        if report.hunted - before < CHUNK // 10 and probe.shrinking_since is None:
            break  # next to nothing new to ask below the difference in hand: the small inputs are all asked
    if probe.shrinking_since is not None:
        report.shrink_seconds = time.monotonic() - probe.shrinking_since


def _run_chunk(strategy: st.SearchStrategy[Request], probe: _Probe, chunk_seed_value: int) -> None:
    """One Hypothesis run of :data:`CHUNK` examples; a difference ends it, shrunk."""
    from hypothesis import HealthCheck, Phase, Verbosity, given, settings
    from hypothesis import seed as seeded
    from hypothesis.errors import HypothesisException

    @settings(
        max_examples=CHUNK,
        database=None,
        deadline=None,
        phases=(Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        verbosity=Verbosity.quiet,
        print_blob=False,
    )
    @seeded(chunk_seed_value)
    @given(strategy)
    def run(request: Request) -> None:
        probe(request)

    try:
        run()
    except _DiffersError:
        pass
    except _AbortError as stop:
        raise stop.error from None
    except HypothesisException as error:  # flaky answers of the other engine, too many refused draws
        if probe.report.difference is None:
            raise InputError(f"the fuzz run stopped: {type(error).__name__}: {error}") from None


__all__ = ["CHUNK", "DEFAULT_SHRINK_SECONDS", "Ask", "Difference", "FuzzReport", "chunk_seed", "fuzz", "rule_weights"]
