"""Settle a hand reading: the smallest hand on which two readings of FORBIDDEN give different answers.

The answers compared are those of a hand question (Sections 5 and 7, Scoring): may the hand go Cheng, its Cheng
score, and its score when another player goes Cheng — or, for ``variant.fast``, which discards let it go Cheng
(``forbidden.cheng.discard``). A hand question is the hand, the sets laid down during the round (only for
``laid.split`` and ``laid.wild-role``) and the Forbidden cards claimed onto the table; its size is all of those
cards.

The search goes up in size, so the first witness is a smallest one, and every smaller size is covered by a proof:

- **Sweep (small sizes).** Every hand question of ``n`` cards, in deck order, is answered by the engine under both
  readings. The first difference is the witness (fewest cards, then first in deck order); none is a proof by
  exhaustion for that size.
- **Z3 search (larger sizes).** The Z3 model proposes hands meeting a necessary condition for a difference (an
  arrangement that one reading accepts and the other refuses or scores differently; see :func:`_proposer`) and
  the engine refutes or confirms each proposal (a counterexample-guided loop: a refuted hand is excluded and Z3
  is asked again). When Z3 has nothing left to propose (unsat), no hand of that size differs: a proof. When the
  loop's budget runs out first, the search stops and says so. The search runs in a fresh process, so that the
  witness does not depend on earlier Z3 work in the caller's process.

Every witness is confirmed by both encodings: the engine and the Z3 model each answer it under both readings, and
they must agree (a disagreement is a cross-check failure, raised as an error).
"""

from __future__ import annotations

import itertools
import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import z3

from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.search_work import SearchWork
from rulebook.core.witnesses.whole import Asked, grown
from rulebook.core.witnesses.witness import ScopedProof, Witness, established
from rulebook.forbidden.cards import (
    ALL_KINDS,
    DECK_COPIES,
    FORBIDDEN,
    NUMBER_KINDS,
    WILD,
    Cards,
    parse_cards,
)
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.model.symbolic import Arrangement, SymbolicHand, hand_formulas
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.whole_hands import WHOLE_HAND
from rulebook.forbidden.verdict import Verdict

SWEEP_CARDS = 4
"""Sizes up to this many cards are swept exhaustively by the engine (about 36,000 hand questions at 4 cards)."""
MAX_CARDS = 9
"""The default largest size searched."""
BUDGET = 2000
"""Hands the Z3 search may propose at one size before it stops without a conclusion."""
DISCARD_KEY = "variant.fast"
LAID_KEY = "laid.split"
LAID_KEYS = (LAID_KEY, "laid.wild-role")
"""The keys about sets laid down during the round: their hand questions hold one laid set of three cards."""

VERDICT_QUESTION = "may the hand go Cheng, and what does it score (going Cheng, and when another player does)?"
DISCARD_QUESTION = "which discards (none, one or two cards) let the hand go Cheng?"

Answer = dict[str, Any]


def hand_keys() -> tuple[str, ...]:
    """The reading keys about hands (``scope = "hand"`` in the register)."""
    return tuple(entry.key for entry in reading_keys("forbidden") if entry.scope == "hand")


# ---------------------------------------------------------------------------------------------------------------
# Answers
# ---------------------------------------------------------------------------------------------------------------


def verdict_answer(verdict: Verdict) -> Answer:
    """The three answers of a hand question compared between readings."""
    return {"may_cheng": verdict.may_cheng, "cheng_score": verdict.cheng_score, "other_score": verdict.other_score}


def engine_answer(key: str, query: HandQuery, reading: Reading) -> Answer:
    """The engine's answer to the question of ``key`` (fast paths: no arrangements are spelled out)."""
    engine = _engine(reading)
    if key == DISCARD_KEY:
        return {"cheng_discards": sorted(" ".join(option.discards) for option in engine.discards(query))}
    may_cheng, cheng_score, other_score = engine.answers(query)  # the hand read once for the three
    return {"may_cheng": may_cheng, "cheng_score": cheng_score, "other_score": other_score}


def model_answer(key: str, query: HandQuery, reading: Reading) -> Answer:
    """The Z3 model's answer to the question of ``key``."""
    model = _model(reading)
    if key == DISCARD_KEY:
        return {"cheng_discards": sorted(" ".join(option.discards) for option in model.discards(query))}
    return verdict_answer(model.analyse(query))


@cache
def _engine(reading: Reading) -> Engine:
    return Engine(reading)


@cache
def _model(reading: Reading) -> Model:
    return Model(reading)


# ---------------------------------------------------------------------------------------------------------------
# The sweep: every hand question of n cards, in deck order
# ---------------------------------------------------------------------------------------------------------------


def multisets(size: int, limits: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every count vector over ``len(limits)`` kinds adding up to ``size``, each count within its limit.

    In deck order: more copies of earlier kinds first (``R2 R2`` before ``R2 R3``).
    """
    if not limits:
        if size == 0:
            yield ()
        return
    room = sum(limits[1:])
    for first in range(min(size, limits[0]), max(0, size - room) - 1, -1):
        for rest in multisets(size - first, limits[1:]):
            yield (first, *rest)


@cache
def laid_sets() -> tuple[Cards, ...]:
    """The three-card sets a player may have laid down (Section 5): pungs and runs, with at most one wild."""
    engine = _engine(Reading())
    found = []
    for combo in itertools.combinations_with_replacement((*NUMBER_KINDS, WILD), 3):
        try:
            cards = parse_cards(" ".join(combo))
            engine.analyse(HandQuery(Cards.empty(), (cards,)))
        except InputError:
            continue
        found.append(cards)
    return tuple(found)


def sweep_queries(size: int, laid: bool) -> Iterator[HandQuery]:
    """Every hand question of ``size`` cards: a hand and claimed Forbidden cards (and one laid set if ``laid``)."""
    bases: Sequence[tuple[Cards, ...]] = [(cards,) for cards in laid_sets()] if laid else [()]
    for base in bases:
        used = sum(len(cards) for cards in base)
        for table in range(0, size - used + 1):
            limits = [
                DECK_COPIES[kind] - sum(cards.count(kind) for cards in base) - (table if kind == FORBIDDEN else 0)
                for kind in ALL_KINDS
            ]
            if min(limits) < 0:
                continue
            for counts in multisets(size - used - table, limits):
                yield HandQuery(Cards(counts), base, table)


def count_sweep(size: int, laid: bool) -> int:
    """How many hand questions :func:`sweep_queries` answers at ``size``."""
    return sum(1 for _ in sweep_queries(size, laid))


# ---------------------------------------------------------------------------------------------------------------
# The Z3 search
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class _Proposer:
    """One Z3 solver proposing hand questions of one size that could tell two readings apart."""

    solver: z3.Solver
    hand: SymbolicHand
    laid: SymbolicHand | None

    def propose(self) -> HandQuery | None:
        """The next proposal, or ``None`` when there is none left (unsat)."""
        if self.solver.check() != z3.sat:
            return None
        model = self.solver.model()
        hand = _read_hand(model, self.hand)
        laid = () if self.laid is None else (_read_hand(model, self.laid),)
        table = model.eval(self.hand.table_forbidden, model_completion=True).as_long()
        return HandQuery(hand, laid, table)

    def exclude(self, query: HandQuery) -> None:
        """Never propose ``query`` again."""
        terms = [self.hand.count(kind) != n for kind, n in zip(ALL_KINDS, query.hand.counts, strict=True)]
        terms.append(self.hand.table_forbidden != query.table_forbidden)
        if self.laid is not None:
            terms += [self.laid.count(kind) != n for kind, n in zip(ALL_KINDS, query.laid[0].counts, strict=True)]
        self.solver.add(z3.Or(*terms))


def _read_hand(model: z3.ModelRef, hand: SymbolicHand) -> Cards:
    return Cards(tuple(model.eval(hand.count(kind), model_completion=True).as_long() for kind in ALL_KINDS))


def _proposer(key: str, base: Reading, other: Reading, size: int) -> _Proposer:
    """A solver proposing hands of ``size`` cards on which ``base`` and ``other`` might differ.

    Each states a necessary condition for a difference, so that "no proposal left" is a proof:

    - most readings: one arrangement of the hand that goes Cheng (or is valid) under one reading and not the other,
      or that both accept but score differently — if no arrangement does either, the best answers are equal;
    - ``laid.split`` and ``laid.wild-role`` (the readings arrange laid sets differently): an arrangement going
      Cheng under either reading, or two valid arrangements, one per reading, scoring differently when another
      player goes Cheng;
    - ``arrangement``: two valid arrangements, one placing more number cards and the other scoring more;
    - ``variant.fast``: two hand cards whose discard lets the hand go Cheng.
    """
    slots = max(1, size // 3)
    hand = SymbolicHand.variables("h")
    conditions: list[z3.BoolRef] = []
    laid: SymbolicHand | None = None
    extra: list[z3.BoolRef] = []
    if key == DISCARD_KEY:
        discard = SymbolicHand.variables("d")
        extra += [z3.And(d >= 0, d <= h) for d, h in zip(discard.cards.values(), hand.cards.values(), strict=True)]
        extra += [discard.size() == 2, discard.table_forbidden == 0]
        fast = base if base.max_discards > other.max_discards else other
        after = hand_formulas(hand.minus(discard), Arrangement.fresh("a", slots), fast)
        extra.append(after.domain)
        conditions.append(after.may_cheng)
    elif key == "arrangement":
        fewer_cards, more_cards = Arrangement.fresh("a", slots), Arrangement.fresh("c", slots)
        first, second = hand_formulas(hand, fewer_cards, base), hand_formulas(hand, more_cards, base)
        extra += [first.domain, first.valid, second.valid]
        conditions.append(
            z3.And(more_cards.natural_cards() > fewer_cards.natural_cards(), first.other_score > second.other_score)
        )
    elif key in LAID_KEYS:
        laid = SymbolicHand.variables("l")
        extra += [z3.Or(*(_equals(laid, cards) for cards in laid_sets())), laid.table_forbidden == 0]
        sides = []
        for name, reading in (("a", base), ("b", other)):
            pinned = 1 if reading.laid_split == "no" else 0
            formulas = hand_formulas(hand, Arrangement.fresh(name, slots + 1, pinned=pinned), reading, [laid])
            extra.append(formulas.domain)
            conditions.append(formulas.may_cheng)
            sides.append(formulas)
        conditions.append(z3.And(sides[0].valid, sides[1].valid, sides[0].other_score != sides[1].other_score))
    else:
        shared = Arrangement.fresh("a", slots)
        first, second = hand_formulas(hand, shared, base), hand_formulas(hand, shared, other)
        extra += [first.domain, second.domain]
        both_cheng = z3.And(first.may_cheng, second.may_cheng)
        both_valid = z3.And(first.valid, second.valid)
        conditions += [
            first.may_cheng != second.may_cheng,
            z3.And(both_cheng, first.cheng_score != second.cheng_score),
            first.valid != second.valid,
            z3.And(both_valid, first.other_score != second.other_score),
        ]
    solver = z3.Solver()
    total = hand.size() + hand.table_forbidden + (laid.size() if laid is not None else 0)
    solver.add(*hand.domain(), *extra, z3.Or(*conditions), total == size)
    return _Proposer(solver, hand, laid)


def _equals(hand: SymbolicHand, cards: Cards) -> z3.BoolRef:
    return z3.And(*(hand.count(kind) == n for kind, n in zip(ALL_KINDS, cards.counts, strict=True)))


# ---------------------------------------------------------------------------------------------------------------
# The search
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SizeResult:
    """What the search established at one size."""

    size: int
    method: str
    """``sweep`` (exhaustive engine), ``z3`` (proposals refuted until unsat) or ``budget`` (stopped)."""
    inputs: int
    witness: HandQuery | None = None


def search_size(key: str, base: Reading, other: Reading, size: int, sweep_cards: int, budget: int) -> SizeResult:
    """Look for a hand question of ``size`` cards on which the readings differ (in this process)."""
    if size <= sweep_cards:
        return sweep_size(key, base, other, size)
    return z3_search_size(key, base, other, size, budget)


def sweep_size(key: str, base: Reading, other: Reading, size: int) -> SizeResult:
    """Every hand question of ``size`` cards, answered by the engine under both readings, in deck order."""
    differs = _differs(key, base, other)
    count = 0
    for query in sweep_queries(size, key in LAID_KEYS):
        count += 1
        if differs(query):
            return SizeResult(size, "sweep", count, query)
    return SizeResult(size, "sweep", count)


def z3_search_size(key: str, base: Reading, other: Reading, size: int, budget: int) -> SizeResult:
    """Z3 proposals of ``size`` cards, each refuted or confirmed by the engine, until unsat or the budget."""
    differs = _differs(key, base, other)
    proposer = _proposer(key, base, other, size)
    proposed = 0
    while (proposal := proposer.propose()) is not None:
        proposed += 1
        if differs(proposal):
            return SizeResult(size, "z3", proposed, proposal)
        if proposed >= budget:
            return SizeResult(size, "budget", proposed)
        proposer.exclude(proposal)
    return SizeResult(size, "z3", proposed)


def _differs(key: str, base: Reading, other: Reading) -> Callable[[HandQuery], bool]:
    def differs(query: HandQuery) -> bool:
        try:
            return engine_answer(key, query, base) != engine_answer(key, query, other)
        except InputError:
            return False  # not a position of the game (for example a laid set and the hand share a fifth copy)

    return differs


def search_work(min_cards: int, max_cards: int, budget: int, asked: str) -> SearchWork:
    """The most Z3 calls a search of ``min_cards`` to ``max_cards`` cards may make with ``budget`` (the core's bound).

    Each size beyond :data:`SWEEP_CARDS` asks Z3 at most ``budget`` times (once at least) before it stops: a hand
    proposed ``budget`` times, or fewer and then none left. The sizes swept ask the engine, not Z3, and are not
    counted: they are :data:`SWEEP_CARDS` cards at most whatever the options say (34,225 hand questions, more with a
    laid set).

    >>> search_work(0, 9, 2000, "").calls_in_all, search_work(90, 100, 2000, "").size_calls
    (10000, 2090000)
    """
    sizes = range(max(min_cards, SWEEP_CARDS + 1), max_cards + 1)
    return SearchWork(tuple((size, max(budget, 1)) for size in sizes), "card", asked, "lower --max-cards or --budget")


def hand_witness(
    key: str,
    base: Reading,
    other: Reading,
    *,
    max_cards: int = MAX_CARDS,
    min_cards: int = 0,
    sweep_cards: int = SWEEP_CARDS,
    budget: int = BUDGET,
    on_size: Callable[[SizeResult], None] | None = None,
    whole: bool = False,
) -> Witness | ScopedProof:
    """The smallest hand question on which ``base`` and ``other`` differ, or a proof that none has ``max_cards``.

    ``key`` names the reading compared (it decides the question and the domain: ``variant.fast`` compares
    discards, ``laid.split`` adds a laid set). ``min_cards`` starts the search at that size (say 14, a hand
    that has just drawn). ``on_size`` is told what each size established (for progress). With ``whole`` the
    witness is grown into a whole hand a player can hold (:mod:`~rulebook.forbidden.readings.whole_hands`), the
    smallest difference kept beside it.
    """
    if key not in hand_keys():
        raise InputError(f"{key!r} is not a hand reading; hand readings: {', '.join(hand_keys())}")
    if not 0 <= min_cards <= max_cards:
        raise InputError(f"the sizes searched must satisfy 0 <= min-cards <= max-cards, not {min_cards}..{max_cards}")
    covered: list[SizeResult] = []
    ended: SizeResult | None = None  # the size with the witness, or where the Z3 budget ran out
    with _Z3Worker() as z3_worker:
        for size in range(max(min_cards, sweep_cards + 1), max_cards + 1):
            z3_worker.ahead(key, base, other, size, budget)
        for size in range(min_cards, max_cards + 1):
            if size <= sweep_cards:
                result = sweep_size(key, base, other, size)
            else:
                result = z3_worker.search(key, base, other, size, budget)
            if on_size is not None:
                on_size(result)
            if result.witness is not None or result.method == "budget":
                ended = result
                break
            covered.append(result)
    # The worker is stopped (the larger sizes queued are dropped) before the model confirms the witness.
    if ended is None:
        return _proof(key, base, other, covered)
    if ended.witness is not None:
        found = _witness(key, base, other, ended, covered)
        return grown(found, ended.witness, WHOLE_HAND, _asked(key, base, other)) if whole else found
    return _proof(key, base, other, covered, stopped=ended)


def _asked(key: str, base: Reading, other: Reading) -> Asked[HandQuery]:
    """How a whole hand is asked: the engine under both readings, confirmed by the Z3 model."""

    def answers(query: HandQuery) -> tuple[Answer, Answer]:
        return _answer_or_error(key, query, base), _answer_or_error(key, query, other)

    def confirm(query: HandQuery, first: Answer, second: Answer) -> tuple[str, ...]:
        _confirmed(key, query, ((base, first), (other, second)))
        return ("engine", "model")

    return Asked(answers=answers, input_of=HandQuery.as_json, confirm=confirm)


def _answer_or_error(key: str, query: HandQuery, reading: Reading) -> Answer:
    """The engine's answer, or the refusal as an answer (a reading may refuse a hand outright)."""
    try:
        return engine_answer(key, query, reading)
    except InputError as error:
        return {"error": str(error)}


def _confirmed(key: str, query: HandQuery, expected: Sequence[tuple[Reading, Answer]]) -> None:
    """Raise when the Z3 model's answer to ``query`` is not the engine's under each reading."""
    for reading, answer in expected:
        found = model_answer(key, query, reading)
        if found != answer:
            raise AssertionError(
                f"the encodings disagree on {query.describe()} under {describe_readings(reading, Reading())}: "
                f"engine {answer}, model {found}"
            )


class _Z3Worker:
    """The Z3 search of one comparison, in a fresh process, every size queued at once while the sweep runs.

    Which model Z3 returns first depends on everything the process asked Z3 before (the terms it created), so a
    search run after other Z3 work could propose a different witness. A fresh process (started at once, kept for
    the comparison's sizes, each asked in turn, smallest first) makes the witness depend only on the comparison.
    Every size beyond the sweep is queued before the sweep starts, so that the process's start-up and the searches
    run on a second core meanwhile, one size after another without waiting to be asked; the sizes are still
    searched in the same order in the same process, so the proposals are those of a search asked size by size. If
    the sweep (or a smaller size) finds the witness, the process is stopped and the larger sizes are dropped.
    """

    def __init__(self) -> None:
        self._pool: Any = None
        self._ahead: dict[tuple[str, Reading, Reading, int, int], Any] = {}

    def __enter__(self) -> _Z3Worker:
        return self

    def __exit__(self, *_: object) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()

    def _submit(self, question: tuple[str, Reading, Reading, int, int]) -> Any:
        if self._pool is None:
            self._pool = multiprocessing.get_context("spawn").Pool(1)
        return self._pool.apply_async(z3_search_size, question)

    def ahead(self, key: str, base: Reading, other: Reading, size: int, budget: int) -> None:
        """Queue the search of ``size`` now, after those queued before; :meth:`search` of it collects it."""
        question = (key, base, other, size, budget)
        self._ahead[question] = self._submit(question)

    def search(self, key: str, base: Reading, other: Reading, size: int, budget: int) -> SizeResult:
        """The search of ``size`` cards in the worker: the one queued ahead, or a new one."""
        question = (key, base, other, size, budget)
        pending = self._ahead.pop(question, None)
        if pending is None:
            pending = self._submit(question)
        found: SizeResult = pending.get()
        return found


def describe_readings(reading: Reading, against: Reading) -> str:
    """``key=value`` for every key where ``reading`` differs from ``against`` (all defaults: "the defaults")."""
    mine, theirs = reading.as_mapping(), against.as_mapping()
    parts = [f"{key}={value}" for key, value in mine.items() if theirs.get(key) != value]
    return ", ".join(parts) or "the defaults"


def _coverage(covered: Sequence[SizeResult]) -> tuple[str, str, int]:
    """The scope, method and input count of the sizes covered so far."""
    if not covered:
        return "", "exhaustive", 0
    smallest, largest = covered[0].size, covered[-1].size
    methods = {result.method for result in covered}
    method = "exhaustive+unsat" if methods == {"sweep", "z3"} else "unsat" if methods == {"z3"} else "exhaustive"
    inputs = sum(result.inputs for result in covered if result.method == "sweep")
    if smallest == 0:
        return f"every hand question of up to {largest} cards", method, inputs
    return f"every hand question of {smallest} to {largest} cards", method, inputs


def _proof(
    key: str, base: Reading, other: Reading, covered: Sequence[SizeResult], stopped: SizeResult | None = None
) -> ScopedProof:
    scope, method, inputs = _coverage(covered)
    notes = [_size_note(result) for result in covered]
    if stopped is not None:
        notes.append(
            f"{stopped.size} cards: the Z3 search stopped after {stopped.inputs} proposals without a conclusion"
        )
    if not scope:
        scope = "no size (the search stopped at once)"
    if key in LAID_KEYS:
        scope += " with one laid set of three cards"
    return ScopedProof(
        subject=key,
        base=describe_readings(base, other),
        other=describe_readings(other, base),
        scope=scope,
        method=method,  # type: ignore[arg-type]
        inputs=inputs,
        notes=tuple(notes),
    )


def _size_note(result: SizeResult) -> str:
    if result.method == "sweep":
        return f"{result.size} cards: all {result.inputs:,} hand questions answered by the engine"
    return (
        f"{result.size} cards: Z3 proposed {result.inputs} hands, the engine refuted each, then Z3 found none (unsat)"
    )


def _witness(key: str, base: Reading, other: Reading, result: SizeResult, covered: Sequence[SizeResult]) -> Witness:
    query = result.witness
    assert query is not None
    base_answer, other_answer = engine_answer(key, query, base), engine_answer(key, query, other)
    _confirmed(key, query, ((base, base_answer), (other, other_answer)))
    scope, method, inputs = _coverage(covered)
    minimal = ""
    if scope:
        minimal = f"no hand question of fewer cards differs: {established(method, inputs)}"  # type: ignore[arg-type]
    found_by = (
        f"engine sweep of every hand question of {_cards(result.size)}, first difference in deck order"
        if result.method == "sweep"
        else f"Z3 proposal {result.inputs} at {_cards(result.size)}, confirmed by the engine"
    )
    return Witness(
        subject=key,
        base=describe_readings(base, other),
        other=describe_readings(other, base),
        input=query.as_json(),
        size=query.size,
        question=DISCARD_QUESTION if key == DISCARD_KEY else VERDICT_QUESTION,
        base_answer=base_answer,
        other_answer=other_answer,
        rules=_rules_involved(key, query, base, other),
        confirmed_by=("engine", "model"),
        found_by=found_by,
        minimal=minimal,
    )


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _rules_involved(key: str, query: HandQuery, base: Reading, other: Reading) -> tuple[str, ...]:
    """The reading's rules, narrowed to those whose lines or refusals differ between the two verdicts."""
    listed = next(entry.rules for entry in reading_keys("forbidden") if entry.key == key)
    if key == DISCARD_KEY:
        return listed
    verdicts = [_engine(reading).analyse(query) for reading in (base, other)]
    seen: set[str] = set()
    for first, second in itertools.combinations(verdicts, 2):
        seen |= set(first.refused_by) ^ set(second.refused_by)
        for lines in ((first.cheng_lines, second.cheng_lines), (first.other_lines, second.other_lines)):
            left = {(line.rule, line.add, line.multiply) for line in lines[0]}
            right = {(line.rule, line.add, line.multiply) for line in lines[1]}
            seen |= {rule for rule, _, _ in left ^ right}
    narrowed = tuple(rule for rule in listed if rule in seen)
    return narrowed or listed


__all__ = [
    "BUDGET",
    "MAX_CARDS",
    "SWEEP_CARDS",
    "SizeResult",
    "engine_answer",
    "hand_keys",
    "hand_witness",
    "model_answer",
    "search_size",
    "search_work",
    "sweep_queries",
]
