"""The frame of every game's play commands: ``moves`` (or ``actions``), ``apply``, ``new`` and ``simulate``.

A game says what is its own as a :class:`PlayFront` — how its state is read and written, its actions' text, its
rules (the legal actions, one action applied, a new game), whose turn it is, and how a state and its moves read as
text — and the frame runs the commands: the state file read through the core's guarded path
(:mod:`rulebook.core.inputs`: size, UTF-8, JSON limits, then the game's reader and its JSON Schema, then its
validator, which every game gives, and whether a phase that waits for an action offers one:
:func:`check_position`), every refusal an :class:`~rulebook.core.errors.InputError` (one line, exit status 2,
beginning with the file's name), the answer as text or as JSON. The JSON answers share one shape
(``spec/play-answer.schema.json``, held by ``tests/test_play_contract.py``): ``moves`` answers ``{"actor", "phase",
...the game's own keys, "actions": [{"text", "rules", ...}]}``, and ``apply`` and ``new`` answer the state file with
``"actor"`` added, the seat that acts next (``null`` when the game is over or no one seat alone acts).

``moves`` and ``apply`` are verdicts, and name the readings that decide them (issue 44), as the check frame does
(:mod:`rulebook.core.commands.deciding`): the question is asked again under each other option of each reading key of
the game's register (those of :attr:`PlayFront.reading_scopes`), the other keys as chosen — the state rebuilt and
checked under that reading from the same JSON, read once (a state or an action that reading refuses is its answer,
"refused as input: ..."), its legal actions or the state after the action compared as JSON. The JSON answer lists
the options that change it under ``"decided_by"``, last (an empty list when none does); the text answer says each
in one line after it. ``new`` is no verdict and names none.

A state file's ``actor`` and ``decided_by`` are derived: its schema allows them, and the game's reader drops them
(:func:`without_actor`), so an ``apply --json`` answer reads back as a state.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from importlib import import_module
from typing import Any, Generic, Protocol, TextIO, TypeVar, cast

from rulebook.core.commands.deciding import DECIDED_BY_FIELD, Decision, UnaskedError, decided_line, decisions
from rulebook.core.errors import InputError
from rulebook.core.reading import ReadingValue


class Phased(Protocol):
    """A game's state: whatever else it holds, it is in a phase."""

    @property
    def phase(self) -> str:
        """The phase of play (its name is the game's)."""
        ...


S = TypeVar("S", bound=Phased)
A = TypeVar("A")
Rd = TypeVar("Rd")
T = TypeVar("T")

ACTOR = "actor"
"""The key of the seat that acts next, in every play answer."""
DERIVED = (ACTOR, DECIDED_BY_FIELD)
"""The keys of an ``apply`` answer that are no part of the state: who acts next and the readings deciding it."""


def without_actor(data: T) -> T:
    """A state file's JSON without its derived keys (:data:`DERIVED`, what a game's reader reads); else as it is."""
    if isinstance(data, Mapping) and any(key in data for key in DERIVED):
        return cast(T, {key: value for key, value in data.items() if key not in DERIVED})
    return data


def _no_rules(state: Any, action: Any, reading: Any) -> tuple[str, ...]:
    return ()


def _nothing_more(state: Any) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class PlayFront(Generic[S, A, Rd]):
    """What one game's play commands need of it: its functions, named with ``deferred`` where they load the engine.

    Registering a game's play commands loads none of its engine (:func:`~rulebook.core.deferred.deferred`).
    """

    state_schema: str
    """The JSON Schema of a state file, in ``spec/``."""
    reading: str
    """The game's reading type, ``"module:Class"`` (its ``from_pairs`` reads ``--reading KEY=VALUE``)."""
    state_from_json: Callable[[Any, Rd], S]
    """The state of a state file's JSON (an :class:`InputError` naming the path of a malformed value)."""
    state_json: Callable[[S], dict[str, Any]]
    """The state as a state file's JSON."""
    render_state: Callable[[S], str]
    """The state as plain text."""
    action: Callable[[argparse.Namespace, S, Rd], A]
    """The action ``apply`` was given (``args.action``)."""
    legal_actions: Callable[[S, Rd], Sequence[A]]
    apply: Callable[[S, A, Rd], S]
    """The state after an action (an :class:`InputError` when the rules do not allow it)."""
    new: Callable[[argparse.Namespace, Rd], S]
    """The first state of the game ``new`` was asked for."""
    actor: Callable[[S, Rd], int | None]
    """The seat that acts next; None when the game is over or no one seat alone acts."""
    render_moves: Callable[[S, Rd], str]
    """Who acts and the legal actions as text."""
    check_state: Callable[[S, Rd], None]
    """Refuse a state that cannot arise in a game under the reading: one :class:`InputError` naming every problem
    (the game's validator, :func:`rulebook.core.play.validation.state_check`). Every game says it: no state is
    taken unchecked."""
    idle_phases: tuple[str, ...]
    """The phases in which no player's action is due (the game over; a round over before a deal by chance); a state
    in any other phase that offers no legal action is refused as impossible."""
    rules: Callable[[S, A, Rd], Sequence[str]] = _no_rules
    """The rule ids an action exercises."""
    action_json: Callable[[S, A, Rd], dict[str, Any]] | None = None
    """One entry of ``moves``' ``actions`` (None: its text and :attr:`rules`)."""
    moves_extra: Callable[[S], dict[str, Any]] = _nothing_more
    """What the game's ``moves`` answer adds after ``phase``."""
    schema_first: bool = False
    """Whether a state is held to its schema before the game's reader reads it (else after)."""
    reading_scopes: tuple[str, ...] = ()
    """The scopes (``hand``, ``play``) of the reading keys ``moves`` and ``apply`` ask again for the readings that
    decide their answers; empty for every key (a game names scopes only for keys no play answer can read)."""

    def read_reading(self, pairs: list[str]) -> Rd:
        """The reading of ``--reading KEY=VALUE`` pairs."""
        module, _, name = self.reading.partition(":")
        return cast(Rd, getattr(import_module(module), name).from_pairs(pairs))

    def entry(self, state: S, action: A, reading: Rd) -> dict[str, Any]:
        """One entry of ``moves``' ``actions``."""
        if self.action_json is not None:
            return self.action_json(state, action, reading)
        return {"text": str(action), "rules": list(self.rules(state, action, reading))}


def argument_action(parse: Callable[[str], A], strip: bool = True) -> Callable[[argparse.Namespace, Any, Any], A]:
    """``apply``'s ACTION read by ``parse`` from its text (checked as a text argument; stripped unless told)."""

    def action(args: argparse.Namespace, state: Any, reading: Any) -> A:
        from rulebook.core.inputs import argument

        text = argument(args.action, "ACTION")
        return parse(text.strip() if strip else text)

    return action


def check_position(front: PlayFront[S, A, Rd], state: S, reading: Rd) -> None:
    """Refuse a state that cannot arise in a game: the game's validator, then a waiting phase offering no action.

    The second is :func:`~rulebook.core.play.validation.no_action_problems`, what the simulators check too; the engine
    is asked for the legal actions only of a state its validator passed, in a phase that waits for an action.
    """
    from rulebook.core.play.validation import check_offers_action

    front.check_state(state, reading)
    check_offers_action(state.phase, front.idle_phases, lambda: front.legal_actions(state, reading))


def read_state(front: PlayFront[S, A, Rd], source: str, reading: Rd, stdin: TextIO | None = None) -> S:
    """The state in the file ``source`` (``-``: standard input): read, held to its schema, checked as a position.

    Every refusal begins with the file's name (``state.json: impossible state: 2 problems: ...``).
    """
    from rulebook.core.inputs import read_json

    return state_of(front, read_json(source, stdin), source, reading)


def state_of(front: PlayFront[S, A, Rd], data: Any, source: str, reading: Rd) -> S:
    """The state of a state file's JSON ``data`` (read from ``source``) under ``reading``: its schema, then a position.

    The same JSON is read again under each other reading (the readings that decide an answer), so ``data`` is left
    as it is. Every refusal begins with the file's name.
    """
    from rulebook.core.inputs import check_schema, where

    try:
        if front.schema_first:
            check_schema(data, front.state_schema)
        state = front.state_from_json(data, reading)
        if not front.schema_first:
            check_schema(data, front.state_schema)
        check_position(front, state, reading)
    except InputError as error:
        raise InputError(f"{where(source)}: {error}") from None
    return state


def moves_json(front: PlayFront[S, A, Rd], state: S, reading: Rd) -> dict[str, Any]:
    """Who acts, the phase, what the game adds and every legal action with its text and rule ids."""
    return {
        ACTOR: front.actor(state, reading),
        "phase": state.phase,
        **front.moves_extra(state),
        "actions": [front.entry(state, action, reading) for action in front.legal_actions(state, reading)],
    }


def state_answer(front: PlayFront[S, A, Rd], state: S, reading: Rd) -> dict[str, Any]:
    """A state as ``apply`` and ``new`` answer it in JSON: the state file, and who acts next."""
    return {**front.state_json(state), ACTOR: front.actor(state, reading)}


def _print_state(front: PlayFront[S, A, Rd], state: S, reading: Rd, as_json: bool, stdout: TextIO) -> None:
    answer = json.dumps(state_answer(front, state, reading), indent=2) if as_json else front.render_state(state)
    print(answer, file=stdout)


Verdict = Callable[[Any], tuple[dict[str, Any], str]]
"""``reading -> (JSON answer, text answer)`` of a play verdict; :class:`InputError` when the reading refuses it."""


def decided_verdict(
    front: PlayFront[Any, Any, Any], verdict: Verdict, reading: Any
) -> tuple[dict[str, Any], Callable[[], str]]:
    """``verdict`` under ``reading`` and asked again under each other reading: its answer with the deciding ones.

    The JSON answer has ``"decided_by"`` last; the text answer, written when called, adds one line for each deciding
    reading (``moves`` and ``apply`` print one of them; the ruling desk's play API answers the JSON).
    """
    this, text = verdict(reading)

    def again(other: Any) -> tuple[dict[str, Any], Callable[[], str]]:
        """The verdict under another reading; a state that reading refuses is no position of its game: not asked."""
        try:
            found, other_text = verdict(other)
        except PositionRefusedError:
            raise UnaskedError from None
        return found, partial(str, other_text)

    found: list[Decision] = decisions(cast(ReadingValue, reading), this, again, front.reading_scopes)
    return decided_answer(this, found), lambda: "\n".join([text, *(decided_line(decision, text) for decision in found)])


def _answer_decided(
    front: PlayFront[Any, Any, Any], verdict: Verdict, reading: Any, as_json: bool, stdout: TextIO
) -> None:
    """Print :func:`decided_verdict`: its JSON answer or its text."""
    answer, text = decided_verdict(front, verdict, reading)
    print(json.dumps(answer, indent=2) if as_json else text(), file=stdout)


def decided_answer(answer: dict[str, Any], found: list[Decision]) -> dict[str, Any]:
    """A play verdict's JSON answer with ``"decided_by"`` last."""
    return {**answer, DECIDED_BY_FIELD: [decision.as_json() for decision in found]}


class PositionRefusedError(InputError):
    """The state file is refused under a reading: no position of a game played under it (a deal of another deck)."""


def _position(front: PlayFront[S, A, Rd], data: Any, source: str, reading: Rd) -> S:
    """:func:`state_of`, its refusal a :class:`PositionRefusedError`."""
    try:
        return state_of(front, data, source, reading)
    except InputError as error:
        raise PositionRefusedError(str(error)) from None


def moves_verdict(front: PlayFront[S, A, Rd], data: Any, source: str) -> Verdict:
    """``moves`` asked of a state file's JSON under a reading: its JSON answer and its text."""

    def verdict(reading: Rd) -> tuple[dict[str, Any], str]:
        state = _position(front, data, source, reading)
        return moves_json(front, state, reading), front.render_moves(state, reading)

    return verdict


def apply_verdict(front: PlayFront[S, A, Rd], data: Any, args: argparse.Namespace) -> Verdict:
    """``apply`` asked of a state file's JSON under a reading: the state after the action, in JSON and as text."""

    def verdict(reading: Rd) -> tuple[dict[str, Any], str]:
        state = _position(front, data, args.state, reading)
        after = front.apply(state, front.action(args, state, reading), reading)
        return state_answer(front, after, reading), front.render_state(after)

    return verdict


def run_moves(front: PlayFront[S, A, Rd], args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook GAME moves`` (``actions``): who acts, every legal action (text or JSON) and what decides them."""
    from rulebook.core.inputs import read_json

    reading = front.read_reading(args.reading)
    data = read_json(args.state)
    _answer_decided(front, moves_verdict(front, data, args.state), reading, args.json, stdout)
    return 0


def run_apply(front: PlayFront[S, A, Rd], args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook GAME apply``: the state after one action, and the readings that decide it."""
    from rulebook.core.inputs import read_json

    reading = front.read_reading(args.reading)
    data = read_json(args.state)
    _answer_decided(front, apply_verdict(front, data, args), reading, args.json, stdout)
    return 0


def run_new(front: PlayFront[S, A, Rd], args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook GAME new``: the first state of a new game."""
    reading = front.read_reading(getattr(args, "reading", []))
    _print_state(front, front.new(args, reading), reading, args.json, stdout)
    return 0


class SimulationReport(Protocol):
    """What the ``simulate`` frame reads of a game's report."""

    @property
    def violations(self) -> Sequence[object]:
        """The invariant violations found (the run exits 1 with any)."""
        ...

    def as_json(self) -> dict[str, Any]:
        """Every figure as one JSON object."""
        ...


Rep = TypeVar("Rep", bound=SimulationReport)


def run_simulate(
    args: argparse.Namespace,
    stdout: TextIO,
    play: Callable[[list[int] | None], Rep],
    render: Callable[[Rep, float], str],
) -> int:
    """``rulebook GAME simulate``: play the run (or the one ``--game-seed``), print its report; exit 1 on a violation.

    ``play`` plays the run given the seeds to replay (None: the run's own); ``render`` writes the report as text
    given the seconds the run took. The JSON answer is the report's with those seconds.
    """
    from rulebook.core.play.play_parsers import simulation_seeds

    seeds = simulation_seeds(args)
    start = time.perf_counter()
    report = play(seeds)
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({**report.as_json(), "seconds": round(seconds, 3)}, indent=2), file=stdout)
    else:
        print(render(report, seconds), file=stdout)
    return 1 if report.violations else 0


__all__ = [
    "ACTOR",
    "DERIVED",
    "PlayFront",
    "apply_verdict",
    "argument_action",
    "check_position",
    "decided_answer",
    "decided_verdict",
    "moves_json",
    "moves_verdict",
    "read_state",
    "run_apply",
    "run_moves",
    "run_new",
    "run_simulate",
    "state_answer",
    "state_of",
    "without_actor",
]
